"""Planet Unknown's table: what a position holds, in the game's words."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, TypedDict

from .seat import Seat

if TYPE_CHECKING:  # pragma: no cover
    pass


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
