"""The colonist-loss cascade (MCB-LOSS-*, MCB-FAQ-ANY-BUILDING, MCB-FAQ-LOST-FIRST)
and absorbable_loss."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lunarrules.errors import RequirementUnmet
from lunarrules.games.moon_colony_bloodbath import absorbable_loss

from .helpers import before_first_card, loss_game, reveal, texts


def accident(n, mat, tableau, players=2, other_mat=30):
    """P1 has ``mat`` @ and ``tableau``; the Accident (lose ``n`` @) is revealed."""
    s = before_first_card(players, game=loss_game(n))
    s.data["colonists"][0] = mat
    s.data["colonists"][1] = other_mat
    s.data["tableau"][0] = list(tableau)
    return reveal(s, "event:accident")


@pytest.mark.english
def test_loss_comes_off_the_mat_first():
    # MCB-LOSS-MAT-FIRST
    s = accident(4, 10, [("iron_mine", 0)])
    assert s.data["colonists"][0] == 6 and s.data["tableau"][0] == [("iron_mine", 0)]
    assert any("Accident: loses 4 colonists from the mat: P1 from 10 to 6, P2 from 30 to 26" in t and "MCB-LOSS-MAT-FIRST" in t
               for t in texts(s))


def test_short_mat_makes_the_player_choose_any_building():
    # MCB-LOSS-BUILDING, MCB-FAQ-ANY-BUILDING: the choice is free, whatever the printed @
    s = accident(5, 2, [("iron_mine", 0), ("habitat_dome", 0)])
    assert s.phase == "lose_building" and s.to_act == 0
    assert s.data["decision"]["need"] == 3
    assert {str(a) for a in s.legal_actions()} == {
        "P1 lose_building card=iron_mine", "P1 lose_building card=habitat_dome"}
    # the smaller one is as legal as the bigger one
    s2 = s.apply("P1 lose_building card=iron_mine")
    # Iron Mine gives its 2 printed @ to the mat, which pays 2 of the 3: one more building
    assert s2.phase == "lose_building" and s2.data["decision"]["need"] == 1
    assert s2.data["colonists"][0] == 0
    s3 = s2.apply("P1 lose_building card=habitat_dome")
    # Habitat Dome: +6 printed, LOST +2, then the last 1 @ is lost: 6 + 2 - 1 = 7
    assert s3.data["colonists"][0] == 7 and s3.data["tableau"][0] == []
    assert s3.data["building_discard"][-2:] == ["iron_mine", "habitat_dome"]


@pytest.mark.english
def test_lost_abilities_resolve_completely_before_the_loss_continues():
    # MCB-FAQ-LOST-FIRST: the log shows building -> LOST -> continue, in that order
    s = accident(3, 0, [("habitat_dome", 0)])
    start = len(s.log)
    s = s.apply("P1 lose_building card=habitat_dome")
    log = texts(s, start)
    lost_at = next(i for i, t in enumerate(log) if "loses Habitat Dome" in t)
    assert "LOST abilities (+2 colonists) resolve before" in log[lost_at]
    lost_fx = next(i for i, t in enumerate(log) if "Habitat Dome LOST: +2 colonists" in t)
    cont = next(i for i, t in enumerate(log) if "loses 3 colonists from the mat (from 8 to 5)" in t)
    assert lost_at < lost_fx < cont
    assert "MCB-FAQ-LOST-FIRST" in log[lost_at] and "MCB-LOSS-MAT-FIRST" in log[cont]
    assert s.data["colonists"][0] == 5


def test_a_lost_ability_that_loses_colonists_cascades_in_turn():
    # MCB-FAQ-LOST-FIRST with a nested loss: Fusion Reactor LOST loses 2 more @
    s = accident(1, 0, [("fusion_reactor", 0), ("iron_mine", 0)])
    s = s.apply("P1 lose_building card=fusion_reactor")
    # +3 printed, LOST -2 (from the mat: 3 -> 1), then the 1 @ still owed: 1 -> 0
    assert s.data["colonists"][0] == 0 and s.data["tableau"][0] == [("iron_mine", 0)]
    assert not s.is_over  # the Iron Mine still holds 2 printed @


@pytest.mark.english
def test_the_colony_fails_when_mat_and_buildings_cannot_cover_the_loss():
    # MCB-LOSS-FAIL, MCB-LOSS-REPEAT: the game ends at once
    s = accident(10, 3, [("iron_mine", 0)])
    s = s.apply("P1 lose_building card=iron_mine")
    assert s.is_over
    assert s.outcome.reason.startswith("colony failed: P1 could not lose 5 more colonists")
    assert "MCB-LOSS-FAIL" in s.outcome.rules
    # P2 takes the same Accident before the end (MCB-LOSS-EVERYONE)
    assert s.outcome.scores == (0, 20) and s.outcome.winners == (1,)


@pytest.mark.english
def test_a_loss_for_everyone_is_resolved_for_every_colony_before_the_end():
    # MCB-LOSS-EVERYONE: P1 fails, but P2 and P3 still lose their share of the
    # Accident; then the game ends (MCB-LOSS-FAIL) with every failure named
    s = before_first_card(3, game=loss_game(5))
    s.data["colonists"] = [1, 20, 3]
    s = reveal(s, "event:accident")
    assert s.is_over and s.data["colonists"] == [0, 15, 0]
    assert s.outcome.scores == (0, 15, 0) and s.outcome.winners == (1,)
    assert s.outcome.reason.startswith("colony failed: P1 could not lose 4 more")
    assert "P3 could not lose 2 more" in s.outcome.reason
    assert "MCB-LOSS-EVERYONE" in s.outcome.rules


def test_the_end_does_not_depend_on_seat_order():
    # MCB-LOSS-EVERYONE: the same colonies in the other seat order give the same result
    results = []
    for mats in ([1, 20], [20, 1]):
        s = before_first_card(2, game=loss_game(5))
        s.data["colonists"] = list(mats)
        s = reveal(s, "event:accident")
        results.append(sorted(s.outcome.scores))
    assert results == [[0, 15], [0, 15]]


def test_a_later_seat_still_chooses_its_building_after_an_earlier_colony_failed():
    # MCB-LOSS-EVERYONE with MCB-LOSS-BUILDING: P1 has failed, P2 must still lose a
    # building (its own free choice) before the game ends
    s = before_first_card(2, game=loss_game(5))
    s.data["colonists"] = [1, 2]
    s.data["tableau"][1] = [("iron_mine", 0), ("habitat_dome", 0)]
    s = reveal(s, "event:accident")
    assert not s.is_over and s.phase == "lose_building" and s.to_act == 1
    s = s.apply("P2 lose_building card=habitat_dome")
    assert s.is_over and s.data["colonists"][1] == 2 + 6 + 2 - 5
    assert s.outcome.scores == (0, 5 + 2)


@pytest.mark.english
def test_losing_the_last_colonist_exactly_ends_the_game():
    # MCB-END-NO-COLONISTS: no @ on the mat nor printed on a building
    s = accident(4, 4, [])
    assert s.is_over and s.outcome.reason.startswith("out of colonists: P1")
    assert "MCB-END-NO-COLONISTS" in s.outcome.rules


@pytest.mark.english
def test_only_your_own_buildings_can_be_lost():
    s = accident(5, 2, [("iron_mine", 0)])
    err = s.check("P1 lose_building card=habitat_dome")
    assert isinstance(err, RequirementUnmet) and err.rule_id == "MCB-FAQ-ANY-BUILDING"
    assert "no Habitat Dome in play to lose; your buildings: Iron Mine" in str(err)
    assert s.check("P2 lose_building card=iron_mine").rule_id == "MCB-SIMULTANEOUS-ORDER"  # not P2's decision


def test_of_two_copies_the_emptier_one_is_lost():
    # MCB-LOSE-COPY
    s = accident(3, 0, [("cargo_hangar", 3), ("cargo_hangar", 1)])
    s = s.apply("P1 lose_building card=cargo_hangar")
    assert s.data["tableau"][0] == [("cargo_hangar", 3)]


def test_absorbable_loss_formula():
    s = before_first_card()
    s.data["colonists"][0] = 5
    s.data["tableau"][0] = [("habitat_dome", 0), ("fusion_reactor", 0), ("iron_mine", 0)]
    # 5 + (6 + 2) + (3 - 2) + 2
    assert absorbable_loss(s, 0) == 16
    assert absorbable_loss(s, 1) == 30


BUILDINGS = ["iron_mine", "habitat_dome", "fusion_reactor", "med_bay", "cargo_hangar", "kale_farm"]


@pytest.mark.english
@settings(max_examples=25, deadline=None)
@given(
    mat=st.integers(0, 6),
    tableau=st.lists(st.sampled_from(BUILDINGS), max_size=4),
    extra=st.integers(0, 1),
    order=st.integers(0, 10_000),
)
def test_absorbable_loss_is_exactly_what_the_cascade_absorbs(mat, tableau, extra, order):
    base = before_first_card()
    base.data["colonists"][0] = mat
    base.data["tableau"][0] = [(b, 0) for b in tableau]
    cap = absorbable_loss(base, 0)
    n = cap + extra
    if n == 0:
        return
    s = accident(n, mat, [(b, 0) for b in tableau])
    rng = random.Random(order)  # any order of building choices gives the same total
    while s.phase == "lose_building" and s.to_act == 0:
        s = s.apply(rng.choice(s.legal_actions()))
    failed = s.is_over and s.outcome.reason.startswith("colony failed")
    assert failed == bool(extra), (cap, n, s.outcome)
    if not extra:
        assert s.data["colonists"][0] == 0 and s.data["tableau"][0] == []


@pytest.mark.parametrize("mat,loss", [(7, 3), (0, 2)])
def test_cascade_log_has_rule_ids_at_every_step(mat, loss):
    s = accident(loss, mat, [("iron_mine", 0)])
    while s.phase == "lose_building":
        s = s.apply(s.legal_actions()[0])
    steps = [e for e in s.log if "Accident" in e.text]
    assert steps and all(e.rules for e in steps)
