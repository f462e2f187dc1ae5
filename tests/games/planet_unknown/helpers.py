"""Small literal positions for Planet Unknown rule tests."""

from __future__ import annotations

import copy

import lunarrules as lr
from lunarrules.games.planet_unknown import geometry as pl
from lunarrules.games.planet_unknown.params import RESOURCES, TRACKS
from lunarrules.games.planet_unknown.table import Stack
from lunarrules.kernel import Action

G = lr.game("planet_unknown")
A = Action.of


def fresh(players: int = 3, seed: int = 0, **options):
    """A new game at its first placement decision (the commander turned the station 0)."""
    s = G.new(players=players, seed=seed, **options)
    if s.phase == "rotate":
        s = s.apply(A(s.to_act, "rotate", steps=0))
    return s


def edit(s):
    """A copy of ``s`` whose table may be changed freely (the original is untouched)."""
    s2 = copy.copy(s)
    s2.data["seats"] = [x.copy() for x in s2.data["seats"]]
    s2.data["stacks"] = list(s2.data["stacks"])
    s2.data["piles"] = dict(s2.data["piles"])
    s2.data["benefits"] = list(s2.data["benefits"])
    return s2


def give(s, inner: str | None, outer: str | None, player: int | None = None):
    """Put these tiles on top of the depot facing ``player`` (default: the player to act)."""
    s2 = edit(s)
    p = s2.to_act if player is None else player
    d = s2.depot_of(p)
    s2.data["stacks"][2 * d] = Stack(inner, ())
    s2.data["stacks"][2 * d + 1] = Stack(outer, ())
    return s2


def cover(s, squares, player: int | None = None, terrain: str = "civ"):
    """Mark squares covered (as ``terrain``) on a player's planet, in place on an edited state."""
    seat = s.seat(s.to_act if player is None else player)
    m = pl.mask_of(squares)
    seat.covered |= m
    seat.add_terrain(RESOURCES.index(terrain), m)
    return m


def set_track(s, track: str, value: int, player: int | None = None):
    s.seat(s.to_act if player is None else player).tracks[TRACKS.index(track)] = value


def track(s, name: str, player: int) -> int:
    return s.seat(player).tracks[TRACKS.index(name)]


def place(s, tile: str, orient: int, row: int, col: int):
    return A(s.to_act, "place", tile=tile, orient=orient, row=row, col=col)


def row_squares(r: int):
    return [(r, c) for c in range(12)]


def refusal(s, action):
    """The refusal of ``action`` (fails the test if it is legal), checked against apply."""
    err = s.check(action)
    assert err is not None, f"{action} was accepted"
    return err
