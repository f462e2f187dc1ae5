"""One player's planet and corporation board, as bit masks and small numbers."""

from __future__ import annotations

import msgspec

from . import placement as pl
from .params import RESOURCES, TRACKS

#: Names of the planet masks in a saved position (the table), by engine attribute.
MASK_FIELDS = {
    "covered": "covered",
    "meteors": "meteorites",
    "pods": "lifepods",
    "patches": "patches",
    "last_tile": "last_tile",
    "last_meteor": "last_meteorite",
}

_RENAME = {
    **{f"{attr}_hex": name for attr, name in MASK_FIELDS.items()},
    "terrain_hex": "terrain",
    "supply": "rovers_in_supply",
    "pods_collected": "lifepods_collected",
    "civ": "civ_cards",
    "stored": "stored_patches",
}


def hex_mask(mask: int) -> str:
    """A planet mask as the hexadecimal text a saved position holds (``"0"``: no square)."""
    return format(mask, "x")


def hex_of(squares) -> str:
    """The text of the squares ``[(row, col), ...]`` for a literal position.

    >>> hex_of([(0, 0), (0, 1)])
    '3'
    """
    return hex_mask(pl.mask_of(squares))


def square(row: int, col: int) -> int:
    """The number a rover's square has in ``rovers`` (``row * 13 + col``)."""
    return row * pl.STRIDE + col


def _mask(attr: str) -> property:
    field = f"{attr}_hex"
    key = f"_{attr}"

    def get(self: Seat) -> int:
        d = self.__dict__
        try:
            return d[key]
        except KeyError:
            v = d[key] = int(getattr(self, field), 16)
            return v

    def put(self: Seat, value: int) -> None:
        self.__dict__[key] = value
        setattr(self, field, format(value, "x"))

    return property(get, put, doc=f"The ``{MASK_FIELDS[attr]}`` squares as a bit mask.")


def _tracks() -> list[int]:
    return [0] * len(TRACKS)


def _terrain() -> dict[str, str]:
    return dict.fromkeys(RESOURCES, "0")


class Seat(msgspec.Struct, dict=True, rename=_RENAME):
    """A player's table: planet squares, trackers, rovers, cards.

    A saved position writes each set of planet squares as a hexadecimal number
    whose bit ``row * 13 + col`` is square ``(row, col)`` (``"0"``: no square);
    in code the engine reads them as bit masks (the ``*_hex`` attributes, see
    ``hex_of`` and the ``placement`` module).
    """

    #: Saved as ``covered``: squares covered by tiles and biomass patches.
    covered_hex: str = "0"
    #: Saved as ``meteorites``: squares with a meteorite still on the planet.
    meteors_hex: str = "0"
    #: Saved as ``lifepods``: squares with a lifepod still on the planet.
    pods_hex: str = "0"
    #: Square number (``row * 13 + col``) of each rover on the planet, rover 1 first.
    rovers: list[int] = []
    #: Saved as ``rovers_in_supply``: rovers still on the corporation board.
    supply: int = 0
    #: Tracker positions, in the order of ``TRACKS`` (civ, water, biomass, rover, tech).
    tracks: list[int] = msgspec.field(default_factory=_tracks)
    #: Saved as ``lifepods_collected``: lifepods rescued (collected by rovers or saved by a tech).
    pods_collected: int = 0
    #: Meteorites collected by rovers.
    meteorites_collected: int = 0
    #: Saved as ``civ_cards``: civ cards kept, in the order they were taken.
    civ: tuple[str, ...] = ()
    #: Techs unlocked, in the order they were unlocked.
    techs: tuple[str, ...] = ()
    #: Saved as ``stored_patches``: biomass patches stored for the end of the game.
    stored: int = 0
    #: Saved as ``patches``: squares covered by biomass patches.
    patches_hex: str = "0"
    #: Saved as ``terrain``: per resource, the squares of its terrain (biomass patches
    #: counting as biomass).
    terrain_hex: dict[str, str] = msgspec.field(default_factory=_terrain)
    #: Saved as ``last_tile``: the squares of the tile placed last.
    last_tile_hex: str = "0"
    #: Saved as ``last_meteorite``: the square of the meteorite that tile dropped ("0": none).
    last_meteor_hex: str = "0"
    #: Ids of the tiles taken, in order.
    tiles: tuple[str, ...] = ()

    covered = _mask("covered")
    meteors = _mask("meteors")
    pods = _mask("pods")
    patches = _mask("patches")
    last_tile = _mask("last_tile")
    last_meteor = _mask("last_meteor")

    @classmethod
    def start(cls, pods: int = 0, supply: int = 0) -> Seat:
        """A seat at setup: lifepods on the planet, ``supply`` rovers on the board."""
        return cls(pods_hex=format(pods, "x"), supply=supply)

    @property
    def terrain(self) -> tuple[int, ...]:
        """The squares of each terrain as masks, in the order of ``RESOURCES``."""
        d = self.__dict__
        try:
            return d["_terrain"]
        except KeyError:
            hexes = self.terrain_hex
            v = d["_terrain"] = tuple(int(hexes[r], 16) for r in RESOURCES)
            return v

    def add_terrain(self, i: int, mask: int) -> None:
        """Add ``mask`` to the terrain of ``RESOURCES[i]``."""
        now = list(self.terrain)
        now[i] |= mask
        self.__dict__["_terrain"] = tuple(now)
        self.terrain_hex = {**self.terrain_hex, RESOURCES[i]: format(now[i], "x")}

    def add_terrains(self, i: int, mask: int, j: int, mask2: int) -> None:
        """Add ``mask`` to the terrain of ``RESOURCES[i]`` and ``mask2`` to that of
        ``RESOURCES[j]`` (a tile's two sections, ``i != j``)."""
        now = list(self.terrain)
        now[i] |= mask
        now[j] |= mask2
        self.__dict__["_terrain"] = tuple(now)
        hexes = dict(self.terrain_hex)
        hexes[RESOURCES[i]] = format(now[i], "x")
        hexes[RESOURCES[j]] = format(now[j], "x")
        self.terrain_hex = hexes

    def copy(self) -> Seat:
        # the fields, shallow (the two lists are copied below); msgspec.Struct has __copy__
        # in C, which its type stubs do not declare
        s: Seat = self.__copy__()  # type: ignore[attr-defined]
        s.rovers = self.rovers[:]
        s.tracks = self.tracks[:]
        # The cached masks are numbers and tuples: shared safely.
        s.__dict__.update(self.__dict__)
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
