"""The table view, driven headless: values the kernel owns."""

from __future__ import annotations

import pytest

from lunarrules.games.captains_chair.board import make_board

from .helpers import GAME, position


@pytest.mark.english
def test_board_shows_market_zone_stardate_and_pools():
    s = GAME.new(seed=3)
    b = make_board(s)
    d = s.data
    for suit, uid in d["market"].items():
        assert b.market[suit].description == s.cat.card[uid].name
        assert b.market_glory[suit].value == "glory: 0"
    assert b.stardate.value == d["stardate_glory"]
    for i, loc in enumerate(d["neutral_zone"]):
        assert s.cat.card[loc].name in b.zone[i].value and "secured by: nobody" in b.zone[i].value
    for p in range(2):
        assert b.pools[p]["glory"].value == str(d["seats"][p].pool[2])
        assert b.pools[p]["actions"].value == "3"
        assert len(b.hands[p].children) == 5
        assert f"draw deck {d['seats'][p].deck_size()}" in b.counts[p].value
    assert [v for _, v in b.choices.options] == [str(a) for a in s.legal_actions()]
    assert [label for label, _ in b.choices.options] == [s.describe(a) for a in s.legal_actions()]
    assert "Resolve the RESUPPLY operation of USS Aurora: gain 1 dilithium" in [
        label for label, _ in b.choices.options
    ]
    assert all("_" not in label and "=" not in label for label, _ in b.choices.options)
    # "Do it" does the first decision until another is picked; card buttons say what they do
    assert b.choices.value == str(s.legal_actions()[0])
    assert {c.tooltip for c in b.hands[0].children} == {"play this card"}
    assert "specialty: command 0, science 0, engineering 0" in b.areas[0].value


@pytest.mark.english
def test_board_updates_after_an_action_and_explains_refusals():
    seen = []
    s = position(hand=["aur_ensign.1", "mk_scientist.1"], pool=[0, 0, 0], actions=0)
    b = make_board(s, on_action=seen.append)
    p = s.to_act
    assert b.play(p, "mk_scientist.1") is False  # no action token: refused, explained
    assert "CC-ACTION-LIMIT" in b.status.value and seen == []
    assert b.play(p, "aur_ensign.1") is True
    assert b.status.value == "done: Play Aurora Ensign"
    s2 = s.apply(seen[-1])
    b.update(s2)
    assert b.pools[p]["latinum"].value == "1"
    assert len(b.hands[p].children) == 1


@pytest.mark.english
def test_board_applies_locally_without_callback_and_shows_secured():
    s = position(hand=[], pool=[0, 0, 0])
    p = s.to_act
    loc = s.data["neutral_zone"][0]
    from .helpers import edit

    a = [0, 0]
    a[p] = 3
    s = edit(s, lambda t: t.data.__setitem__("away_teams", {**t.data["away_teams"], loc: tuple(a)}))
    b = make_board(s)
    assert f"secured by: P{p + 1}" in b.zone[0].value
    assert b.control(0) is False  # control is a step of the turn, not of the action step
    assert "not allowed" in b.status.value
    # the move tried, in words, heads the refusal
    assert f"{s.describe(f'P{p + 1} control location={loc}')}: refused" in b.status.value
    assert b.submit(f"P{p + 1} end_actions") is True
    assert b.state.phase != "action"


@pytest.mark.english
def test_board_lists_operations_with_costs_and_why_not():
    s = position(hand=["inc_hull_breach.1", "aur_ensign.1"], pool=[0, 0, 0])
    b = make_board(s)
    text = b.operations.value
    assert "Hull Breach" in text and "Pay 2 dilithium to junk it" in text
    assert "why not" in text and "CC-COST-IN-FULL" in text
    assert "Aurora Ensign" in text and "possible" in text
