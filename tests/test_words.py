"""Every game describes every action in its own words (``State.describe``).

A learner reads "Land ship 1 on Nebra", not ``P1 move ship=1 to=nebra mode=land``:
each game's ``words.py`` names the cards, planets and places from its content. The
checks run over seeded random games: every legal action and sampled illegal ones.
"""

from __future__ import annotations

import random
import re

import pytest

import lunarrules as lr
from lunarrules.kernel import Action

from .conformance import _mutations

# Engine notation and Python reprs a learner must not see.
NOTATION = re.compile(r"=|_|\bP\d+\b|\[|\]|\{|\}|\bNone\b|\bTrue\b|\bFalse\b|\(\)|\\")


def _positions(gid: str, games: int = 3, every: int = 3):
    g = lr.game(gid)
    for seed in range(games):
        rng = random.Random(seed)
        s = g.new(players=rng.randint(*g.players), seed=seed)
        step = 0
        while not s.is_over and step < 400:
            if step % every == 0:
                yield s, rng
            s = s.apply(rng.choice(s.legal_actions()))
            step += 1


@pytest.mark.parametrize("gid", lr.games())
def test_every_legal_action_is_described_in_the_games_words(gid):
    seen_kinds = set()
    for s, _ in _positions(gid):
        for a in s.legal_actions():
            text = s._describe(a)
            assert isinstance(text, str) and text.strip(), f"{gid}: no words for {a}"
            assert not NOTATION.search(text), f"{gid}: {a} reads {text!r}"
            assert text[0].isupper(), f"{gid}: {text!r} should start as a sentence"
            assert s.describe(a) == text
            seen_kinds.add(a.kind)
    assert seen_kinds


@pytest.mark.parametrize("gid", lr.games())
def test_illegal_actions_are_described_without_errors(gid):
    for s, rng in _positions(gid, games=2, every=7):
        for a in _mutations(s, s.legal_actions(), rng):
            text = s.describe(a)
            assert isinstance(text, str) and text


@pytest.mark.english
def test_the_generic_words_are_the_fallback():
    from .kernel.toy import GAME

    s = GAME.new(players=2, seed=1)
    a = Action.of(0, "boost", steps=2)
    assert s.describe(a) == "Boost forward: steps 2"
    assert s.describe("P1 roll") == "Roll and move"
    assert s.describe("nonsense") == "'nonsense'"
    assert s.describe(Action(0, "teleport", ())) == "an action this game does not have ('teleport')"


@pytest.mark.english
@pytest.mark.parametrize("gid", lr.games())
def test_turn_and_phase_refusals_name_the_action_in_words(gid):
    """"P1 cannot keep_mission now" named the engine's kind; the refusal uses its label."""
    from lunarrules.errors import NotYourTurn, WrongPhase

    g = lr.game(gid)
    s = g.new(players=g.players[0], seed=1)
    other = (s.to_act + 1) % s.players
    tries = [Action(other, a.kind, a.params) for a in s.legal_actions()]
    tries += [Action(s.to_act, k.name, ()) for k in g.action_kinds]
    seen = set()
    for action in tries:
        err = s.check(action)
        if isinstance(err, (NotYourTurn, WrongPhase)):
            seen.add(type(err))
            text = str(err)
            assert g.kinds[action.kind].label in text, text
            names = [k for k in g.kinds if "_" in k and re.search(rf"\b{k}\b", text)]
            assert not names, f"the refusal names kinds {names}: {text}"
    assert NotYourTurn in seen
