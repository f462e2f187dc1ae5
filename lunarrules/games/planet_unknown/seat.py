"""One player's planet and corporation board, as bit masks and small numbers."""

from __future__ import annotations

from . import placement as pl
from .params import RESOURCES, TRACKS


class Seat:
    """A player's table: planet masks, trackers, rovers, cards.

    Masks are :mod:`.placement` bit masks. ``terrain[i]`` holds the squares of
    terrain ``RESOURCES[i]`` (biomass patches count as biomass terrain).
    """

    __slots__ = (
        "covered", "meteors", "pods", "rovers", "supply", "tracks", "pods_collected",
        "meteorites_collected", "civ", "techs", "stored", "patches", "terrain",
        "last_tile", "last_meteor", "tiles",
    )

    def __init__(self, pods: int = 0, supply: int = 0) -> None:
        self.covered = 0
        self.meteors = 0
        self.pods = pods
        self.rovers: list[int] = []  # square index (row * STRIDE + col) of each rover on the planet
        self.supply = supply
        self.tracks = [0] * len(TRACKS)
        self.pods_collected = 0
        self.meteorites_collected = 0
        self.civ: tuple[str, ...] = ()
        self.techs: tuple[str, ...] = ()
        self.stored = 0
        self.patches = 0
        self.terrain = [0] * len(RESOURCES)
        self.last_tile = 0
        self.last_meteor = 0
        self.tiles: tuple[str, ...] = ()

    def copy(self) -> Seat:
        s = Seat.__new__(Seat)
        s.covered = self.covered
        s.meteors = self.meteors
        s.pods = self.pods
        s.rovers = self.rovers[:]
        s.supply = self.supply
        s.tracks = self.tracks[:]
        s.pods_collected = self.pods_collected
        s.meteorites_collected = self.meteorites_collected
        s.civ = self.civ
        s.techs = self.techs
        s.stored = self.stored
        s.patches = self.patches
        s.terrain = self.terrain[:]
        s.last_tile = self.last_tile
        s.last_meteor = self.last_meteor
        s.tiles = self.tiles
        return s

    def track(self, name: str) -> int:
        return self.tracks[TRACKS.index(name)]

    def rover_mask(self) -> int:
        m = 0
        for i in self.rovers:
            m |= 1 << i
        return m

    def to_plain(self) -> dict:
        return {
            "covered": pl.squares_of(self.covered),
            "meteorites": pl.squares_of(self.meteors),
            "lifepods": pl.squares_of(self.pods),
            "rovers": [divmod(i, pl.STRIDE) for i in self.rovers],
            "rovers_in_supply": self.supply,
            "tracks": dict(zip(TRACKS, self.tracks, strict=True)),
            "lifepods_collected": self.pods_collected,
            "meteorites_collected": self.meteorites_collected,
            "civ_cards": list(self.civ),
            "techs": list(self.techs),
            "stored_patches": self.stored,
            "patches": pl.squares_of(self.patches),
            "terrain": {r: pl.squares_of(m) for r, m in zip(RESOURCES, self.terrain, strict=True)},
            "last_tile": pl.squares_of(self.last_tile),
            "tiles": list(self.tiles),
        }
