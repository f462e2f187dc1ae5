"""Planet Unknown's table: what a position holds, in the game's words."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, TypedDict

import msgspec

from . import geometry as pl
from .params import RESOURCES, TRACKS

if TYPE_CHECKING:  # pragma: no cover
    pass


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
    ``hex_of`` and the ``geometry`` module).
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


class Stack(NamedTuple):
    """One tile stack of a space station depot: the tile showing on top and those below."""

    #: Id of the face-up tile on top (``None``: the stack is empty).
    top: str | None
    #: Ids of the face-down tiles below it (drawn at random).
    below: tuple[str, ...]


#: A benefit or choice still to resolve for the player advancing their trackers:
#: ``("advance", track, source)`` (source ``tile``, ``energy``, ``synergy``, ``civ``,
#: or ``double`` for a water terrain that advances twice), ``("order", (first,
#: second))`` (which of the tile's two resources advances first), ``("energy", tracks)``
#: (what the energy advances), ``("synergy", track)`` (a synergy boost from
#: ``track``), ``("civ", rank)`` (a civ milestone), ``("rover_place",)`` (a rover
#: milestone), ``("rover_move", movement points)``, ``("patch",)`` (a biomass patch).
Benefit = tuple[str | int | tuple[str, ...], ...]


class PlanetUnknownTable(TypedDict):
    """The space station, the civ piles, the objectives and every player's planet and
    corporation board."""

    #: The round being played, from 1.
    round: int
    #: Seat holding the commander token.
    commander: int
    #: Depots the space station has turned clockwise since setup (0-5).
    rotation: int
    #: The station's 12 stacks: stack ``2d`` is depot ``d``'s inner stack (small
    #: shapes), stack ``2d + 1`` its outer stack (large shapes).
    stacks: list[Stack]
    #: Civ card piles by rank (``"1"`` to ``"4"``), face down.
    piles: dict[str, tuple[str, ...]]
    #: Objective cards in play, in the order they were dealt.
    objectives: tuple[str, ...]
    #: Side of the objective cards: ``neighbour`` or ``private``.
    objective_side: str
    #: Seats in this round's order of taking tiles, the commander first.
    order: tuple[int, ...]
    #: Place in ``order`` of the player taking and placing a tile now (0: the first).
    placing: int
    #: Advances and benefits still to resolve for that player, the next one first.
    benefits: list[Benefit]
    #: End conditions met this round (``depot``, ``cannot_place``, ``events``): the game
    #: ends when the round is over.
    ending: list[str]
    #: Each player's planet and corporation board.
    seats: list[Seat]
    #: Each planet as the other players saw it when the round began (placement is
    #: simultaneous); ``null``: as it is in ``seats`` (unchanged since the round began).
    shown: tuple[Seat | None, ...]
    #: The face-down event deck (empty without the event deck).
    events: tuple[str, ...]
    #: The event card revealed this round.
    event: str | None


# ------------------------------------------------------------------ checks
# Each check tests the common, sound case with a few set and mask operations and
# only walks item by item to name what is wrong: loading a position runs them all.
