"""The Tiny Epic Galaxies table: what a position holds, in the game's words.

Every value is immutable (numbers, text, tuples and the records below), so a
copy of the table is a shallow copy of its dict and a move replaces the parts
it changes. Per-player fields are tuples indexed by seat (``energy[1]`` is
P2's energy). A saved position holds exactly these fields; a record is written
as a JSON list of its fields in order (``ships[0][1]: ["nebra", 0]``).
"""

from __future__ import annotations

from typing import NamedTuple, TypedDict


class ShipAt(NamedTuple):
    """Where a ship away from its Galaxy Mat is (a ship on its own Galaxy Mat is
    ``None`` instead)."""

    planet: str  # the planet it is on or orbits
    #: -1 on the planet's surface (TEG-LAND), else the space of the planet's colony track
    #: the ship is on in orbit, 0 being the starting space (TEG-ORBIT)
    space: int


class Follow(NamedTuple):
    """An activated die being offered to the other players (TEG-FOLLOW)."""

    face: str  # the face of the activated die (move, energy, culture, diplomacy, economy or colony)
    #: the rivals still to be asked, clockwise (TEG-FOLLOW-ORDER); ``None`` until the
    #: active player's own action resolves
    queue: tuple[int, ...] | None
    follower: int | None  # the rival being asked or copying the die (``None`` while nobody is)


class PlanetAction(NamedTuple):
    """A planet's action waiting to be used or skipped (TEG-LAND, TEG-UTILIZE)."""

    planet: str  # the planet whose action it is
    player: int  # the seat who landed a ship on it or utilizes it as a colony


class TEGTable(TypedDict):
    """A Tiny Epic Galaxies position: every player's empire, the planets and the turn."""

    # -- per player (one entry per seat)
    energy: tuple[int, ...]
    """Energy on the Galaxy Mat's energy track, 0 to 7 (TEG-RESOURCE-CAP)."""
    culture: tuple[int, ...]
    """Culture on the Galaxy Mat's culture track, 0 to 7 (TEG-RESOURCE-CAP)."""
    empire_level: tuple[int, ...]
    """Empire level, 1 to 6, on the empire track (TEG-EMPIRE-TRACK)."""
    ships: tuple[tuple[ShipAt | None, ...], ...]
    """Each ship in play (as many as the empire level gives): ``None`` on the
    Galaxy Mat, else the planet it is on or orbits."""
    colonies: tuple[tuple[str, ...], ...]
    """Colonized planets, tucked under the Galaxy Mat, in the order colonized."""
    mission: tuple[str | None, ...]
    """The secret mission kept (``None`` until chosen)."""
    missions_dealt: tuple[tuple[str, ...], ...]
    """The two secret missions dealt and not yet chosen from (empty once one is kept)."""
    turns: tuple[int, ...]
    """Turns played so far (the end comes when all have had equal turns)."""
    # -- the planets and the missions
    row: tuple[str, ...]
    """The face-up planets in the middle of the table, in their places."""
    deck: tuple[str, ...]
    """The planet deck (face down, unordered: drawn with chance key ``planet``)."""
    missions_left: int
    """Secret missions not dealt, back in the box (TEG-MISSIONS-BOX)."""
    # -- the end
    triggered: bool
    """Whether the end is triggered (21 VP, or the planet deck ran out)."""
    triggered_by: int | None
    """The seat that triggered the end (``None`` while it is not triggered)."""
    # -- the turn
    active: int
    """The seat whose turn it is."""
    dice: tuple[str, ...]
    """The faces of the dice rolled this turn, die 1 first."""
    used: tuple[int, ...]
    """Per die: 0 inactive, 1 activated (in the Activation Bay), 2 spent on the converter."""
    rerolls: int
    """Rerolls made this turn (the first is free, each other costs 1 energy)."""
    converted: bool
    """Whether the converter was used this turn."""
    follow: Follow | None
    """The die being offered to rivals or copied by one, if any."""
    planet_action: PlanetAction | None
    """The planet action waiting to be used or skipped, if any."""
