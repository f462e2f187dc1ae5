"""Messages a person reads: plain English, singular and plural right, whole numbers."""

from __future__ import annotations

import random
import re

import pytest

from lunarrules.games.captains_chair.legal import mission_problem

from .helpers import GAME, edit, op_action, play, position
from .test_action import _ships_at


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
    s = edit(s, lambda t: t.data.__setitem__("incidents", t.data["incidents"][:1]))
    s = edit(
        s,
        lambda t: (
            t.data["seats"][t.to_act].hand.append("mk_saboteur.1")
            or t.data["seats"][t.to_act].pool.__setitem__(slice(None), [1, 2, 0])
        ),
    )
    s2 = play(s, "mk_saboteur.1")
    assert s2.is_over and all(type(v) is int for v in s2.outcome.scores)
    assert not re.search(r"\d\.0\b", str(s2.outcome))


@pytest.mark.english
def test_refusals_count_tokens_and_cards_in_words():
    s = position()
    loc = s.data["neutral_zone"][0]
    p = s.to_act
    s = edit(s, lambda t: t.data.__setitem__("away_teams", {**t.data["away_teams"], loc: (1, 1)}))
    s = edit(s, lambda t: setattr(t, "phase", "control"))
    err = s.check(f"P{p + 1} control location={loc}")
    assert "you have 1 token there and your opponent 1" in str(err)


@pytest.mark.english
def test_mission_refusals_name_what_is_missing():
    s = GAME.new(seed=3, crew_side="advanced")
    aur, mer = 0, 1
    assert (
        mission_problem(s, aur, "aur_a1")
        == "mission Hold the sector needs 3 controlled locations; you have 1"
    )
    assert mission_problem(s, aur, "aur_a3") == (
        "mission Show the flag needs 2 cards in your fleet area; you have 1"
    )
    assert (
        mission_problem(s, mer, "mer_a1")
        == "mission Deep survey needs science specialty 4; yours is 0"
    )
    assert mission_problem(s, mer, "mer_a3") == (
        "mission Chronicle the voyage needs 2 cards in your Captain's Log; you have 0"
    )


def test_log_names_cards_and_locations_not_their_ids():
    for t in _texts():
        assert "_" not in t and "=" not in t, t


@pytest.mark.english
def test_refusals_name_cards_locations_and_missions_not_their_ids():
    s = position(1, hand=["aur_engineer.1", "mk_cadet.1"], pool=[5, 5, 1])
    p = f"P{s.to_act + 1}"
    market = ", ".join(s.cat.card[u].name for u in s.data["market"].values() if u)
    err = s.check(f"{p} play card=mk_supplies.1 target=- may=no glory_dil=0 glory_lat=0")
    assert err.rule_id == "CC-ACTION-OPS"
    assert str(err).startswith(
        "Supply Crates is not in your hand (hand: Aurora Engineer, Academy Cadet)"
    )
    err = s.check(f"{p} acquire card=aur_refit glory_dil=0 glory_lat=0")
    assert f"Aurora Refit is not a face-up market card (face up: {market})" in str(err)
    err = s.check(f"{p} play card=mk_cadet.1 target=-  may=no glory_dil=2 glory_lat=0")
    assert err.rule_id == "CC-GLORY-NO-OVERPAY"
    assert "you offered 2 glory for dilithium and 0 for latinum" in str(err)
    err = s.check(
        f"{p} play card=mk_cadet.1 target={s.data['neutral_zone'][0]} may=no glory_dil=0 glory_lat=0"
    )
    assert err.rule_id == "CC-TARGET"
    assert (
        f"Academy Cadet (play) takes no target location; {s.cat.card[s.data['neutral_zone'][0]].name} was named"
        in str(err)
    )
    err = s.check(f"{p} play card=mk_cadet.1 target=- may=yes glory_dil=0 glory_lat=0")
    assert err.rule_id == "CC-MAY" and "=" not in str(err)
    err = s.check(f"{p} complete_mission mission=aur_a1")
    assert err.rule_id == "CC-MISSION"
    assert "the mission Hold the sector is not a mission of your crew board side (basic): " in str(
        err
    )
    err = s.check(f"{p} develop card=no_such_card glory_dil=0 glory_lat=0")
    assert str(err).startswith("an unknown card (no such card) is not in your development pile (")


@pytest.mark.english
def test_an_attack_refusal_names_the_options_and_cards_in_words():
    s = position(
        1,
        hand=["mk_raider_ally.1"],
        pool=[3, 3, 1],
        opp_hand=["aur_cargo", "mk_supplies.1"],
        opp_pool=[0, 0, 0],
    )
    s = play(s, "mk_raider_ally.1")
    p = f"P{s.to_act + 1}"
    err = s.check(f"{p} respond option=1 cards=-")
    assert str(err).startswith("the second option (lose 2 latinum) cannot be fully resolved by you")
    assert "choose one you can: the first (discard 1 card)" in str(err)
    err = s.check(f"{p} respond option=0 cards=aur_cargo,mk_supplies.1")
    assert (
        "the first option discards 1 card from your hand; you named 2 (Aurora Cargo Bay, Supply Crates)"
        in str(err)
    )
    err = s.check(f"{p} respond option=5 cards=-")
    assert str(err).startswith(
        "the ATTACK offers 2 options; there is no option 5 (typed 0..1: 0 is the first)"
    )
    t = s.apply(f"{p} respond option=0 cards=aur_cargo")
    assert "discards Aurora Cargo Bay" in t.log[-1].text


@pytest.mark.english
def test_the_away_ships_refusal_lists_the_possible_targets_by_name():
    s = position()
    loc = s.data["neutral_zone"][0]
    s = _ships_at(loc, 0, 1)
    err = s.check(op_action(s, "aur_security", loc))
    others = ", ".join(s.cat.card[u].name for u in s.data["neutral_zone"][1:])
    assert err.rule_id == "CC-AWAY-SHIPS" and str(err).endswith(
        f"possible targets: {others} [CC-AWAY-SHIPS]"
    )
