"""Messages a person reads: plain English, singular and plural right, whole numbers."""

from __future__ import annotations

import random
import re

from .helpers import GAME, edit, play, position


def _texts(seeds=range(4)):
    out = []
    for seed in seeds:
        s = GAME.new(seed=seed)
        rng = random.Random(seed)
        while not s.is_over:
            legal = s.legal_actions()
            s = s.apply(legal[rng.randrange(len(legal))])
        out.extend(e.text for e in s.log)
    return out


def test_log_has_no_placeholder_plurals_doubled_actors_or_decimal_scores():
    for t in _texts():
        assert "(s)" not in t, t
        assert not re.search(r"\b1 (cards|tokens|away teams|ships|incidents)\b", t), t
        assert not re.search(r"P\d turn \d+: P\d", t), t
        assert "CLEANUP" not in t, t  # the step is CLEAN-UP
        assert not re.search(r"\d\.0\b", t), t


def test_scores_are_whole_numbers():
    s = position()
    assert all(type(v) is int for v in s.scores())
    s = edit(s, lambda t: (t.data.__setitem__("inc", t.data["inc"][:1])))
    s = edit(s, lambda t: t.data["p"][t.to_act].hand.append("mk_saboteur.1") or
             t.data["p"][t.to_act].pool.__setitem__(slice(None), [1, 2, 0]))
    s2 = play(s, "mk_saboteur.1")
    assert s2.is_over and all(type(v) is int for v in s2.outcome.scores)
    assert not re.search(r"\d\.0\b", str(s2.outcome))


def test_refusals_count_tokens_and_cards_in_words():
    s = position()
    loc = s.data["neutral"][0]
    p = s.to_act
    s = edit(s, lambda t: t.data.__setitem__("away", {**t.data["away"], loc: (1, 1)}))
    s = edit(s, lambda t: setattr(t, "phase", "control"))
    err = s.check(f"P{p + 1} control location={loc}")
    assert "you have 1 token there and your opponent 1" in str(err)


def test_mission_refusals_name_what_is_missing():
    s = GAME.new(seed=3, crew_side="advanced")
    aur, mer = 0, 1
    assert s.mission_problem(aur, "aur_a1") == "mission Hold the sector needs 3 controlled locations; you have 1"
    assert s.mission_problem(aur, "aur_a3") == (
        "mission Show the flag needs 2 cards in your fleet area; you have 1")
    assert s.mission_problem(mer, "mer_a1") == "mission Deep survey needs science specialty 4; yours is 0"
    assert s.mission_problem(mer, "mer_a3") == (
        "mission Chronicle the voyage needs 2 cards in your Captain's Log; you have 0")
