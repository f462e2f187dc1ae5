"""Small literal positions for Shackleton Base scenario tests."""

from __future__ import annotations

import copy

import pytest

import lunarrules as lr
from lunarrules.games.shackleton_base import geometry

G = lr.game("shackleton_base")
EMPTY = [()] * len(geometry.SECTORS)


def sector(name: str) -> int:
    return geometry.INDEX[name]


def at_action(players: int = 2, seed: int = 0, **options):
    """A game set up and past round 1's shuttle draft: the first main action is next."""
    s = G.new(players=players, seed=seed, **options)
    while s.phase != "action":
        s = s.apply(s.legal_actions()[0])
    return s


def edit(state, fn):
    """A copy of ``state`` whose table ``fn(data)`` changes (the original is untouched).

    The table is deep-copied first: the engine shares rarely-changed tables between
    states and replaces them when they change, while ``fn`` may edit them in place.
    """
    c = state._clone()
    c.data = copy.deepcopy(c.data)
    fn(c.data)
    return c


def blank_board(d, players=None):
    """No structures, markers only where given, every command slot free."""
    d["structures"] = list(EMPTY)
    d["sector_panels"] = [False] * len(geometry.SECTORS)
    d["markers"] = {}
    d["explore"] = [None] * len(geometry.ROWS)
    d["slots"] = {"build": (), "fund": (), "corp": ()}


def refusal(state, text):
    """The refusal of ``text`` (fails the test if the action is legal)."""
    err = state.check(text)
    assert err is not None, f"{text} should be refused"
    with pytest.raises(lr.RuleViolation):
        state.apply(text)
    return err
