"""Small literal positions for Tiny Epic Galaxies scenario tests."""

from __future__ import annotations

import pytest

import lunarrules as lr
from lunarrules.errors import RuleViolation

G = lr.game("tiny_epic_galaxies")


def start(players: int = 2, dice=("move", "energy", "culture", "colony"), seed: int = 3, **options):
    """A new game past the mission choice: P1 to act with ``dice`` rolled."""
    s = G.new(players=players, seed=seed, **options)
    for _ in range(players - 1):
        s = s.apply(s.legal_actions()[0])
    s = s.with_outcomes(die=list(dice))
    return s.apply(s.legal_actions()[0])


def table(s, **changes):
    """A copy of ``s`` with some table entries replaced (a literal position)."""
    t = s._clone()
    for key, value in changes.items():
        t.data[key] = tuple(value) if isinstance(value, list) else value
    return t


def seat(s, key, player, value):
    """A copy of ``s`` with one player's entry ``key`` set to ``value``."""
    row = list(s.data[key])
    row[player] = value
    return table(s, **{key: tuple(row)})


def refused(s, text, rule_id, *fragments):
    """Assert that ``text`` is refused citing ``rule_id``, with ``fragments`` in the message."""
    before = s.fingerprint()
    err = s.check(text)
    assert isinstance(err, RuleViolation), f"{text} was accepted"
    assert err.rule_id == rule_id, f"{text}: refused by {err.rule_ids}, not {rule_id}: {err}"
    for f in fragments:
        assert f in str(err), f"{f!r} not in {str(err)!r}"
    with pytest.raises(type(err)):
        s.apply(text)
    assert s.fingerprint() == before
    return err


def row_of(s):
    return list(s.data["row"])


ALL_PLANETS = tuple(p["id"] for p in G.content["planets"])


def with_row(s, row, deck=None):
    """A copy of ``s`` whose face-up row is ``row`` (the deck holds every other planet)."""
    if deck is None:
        deck = tuple(p for p in ALL_PLANETS if p not in row)
    return table(s, row=tuple(row), deck=tuple(deck))


def play(s, *texts):
    """Apply each action; rivals decline any follow offer in between."""
    for text in texts:
        s = s.apply(text)
        while s.phase == "follow":
            s = s.apply(f"P{s.to_act + 1} decline")
    return s
