"""Progress cards: Trouble, robots, twists, developments, perks, Hunger, Paperwork,
and hidden information."""

from __future__ import annotations

import json

import pytest

from lunarrules.errors import RequirementUnmet
from lunarrules.games.moon_colony_bloodbath.params import MINE_MONEY

from .helpers import G, before_first_card, reveal, texts


@pytest.mark.english
def test_trouble_puts_the_next_event_on_top():
    # MCB-TROUBLE, MCB-ADD-ON-TOP, MCB-EVENT-ORDER: Hunger first, revealed next
    s = before_first_card()
    s = reveal(s, "trouble")
    log = texts(s)
    i = next(i for i, t in enumerate(log) if "event Hunger goes on top" in t)
    assert "revealed" in log[i + 1] and "Hunger" in log[i + 1]
    assert s.data["event_deck"][0] == "paperwork_1"


@pytest.mark.english
def test_robot_everyone_loses_first_then_instructions():
    # MCB-FAQ-ROBOT-LOSS-FIRST, MCB-FAQ-ROBOT-INSTRUCTIONS
    s = before_first_card(3)
    s.data["tableau"][0] = [("iron_mine", 0), ("kale_farm", 0)]
    start = len(s.log)
    s = reveal(s, "robot:demolition_bot")  # 2 @ each, then 1 @ per building
    log = texts(s, start)
    losses = [i for i, t in enumerate(log)
              if "Demolition Bot: loses 2 colonists from the mat: P1 from 30 to 28, P2 from 30 to 28, P3 from 30 to 28" in t]
    instr = [i for i, t in enumerate(log) if "Demolition Bot: 1 colonist for each" in t]
    assert len(losses) == 1 and len(instr) == 3 and losses[0] < min(instr)
    assert "MCB-LOSS-MAT-FIRST" in log[losses[0]]
    assert s.data["colonists"] == [30 - 2 - 2, 28, 28]


def test_robot_loss_cascade_for_one_player_then_the_others():
    # MCB-FAQ-ROBOT-LOSS-FIRST with a short mat in the middle: P2 chooses a building,
    # then P3 loses, then the instructions follow
    s = before_first_card(3)
    s.data["colonists"][1] = 1
    s.data["tableau"][1] = [("iron_mine", 0)]
    s = reveal(s, "robot:welder_bot")  # 2 @ each, then -1 money each
    assert s.phase == "lose_building" and s.to_act == 1
    assert s.data["colonists"] == [28, 0, 30] and s.data["money"] == [4, 4, 4]
    s = s.apply("P2 lose_building card=iron_mine")
    assert s.data["colonists"] == [28, 1, 28] and s.data["money"] == [3, 3, 3]


def test_a_shared_card_adds_a_robot_once_not_once_per_player():
    s = before_first_card(3)
    robots = len(s.data["robot_deck"])
    s = reveal(s, "twist:rogue_servo")
    assert len(s.data["robot_deck"]) == robots - 1


def test_development_affects_every_player():
    # MCB-DEVELOPMENT
    s = before_first_card(3)
    s = reveal(s, "dev:shuttle_arrival")
    assert s.data["colonists"] == [33, 33, 33]


@pytest.mark.english
def test_perk_is_added_on_top_only_when_a_card_says_so_and_affects_only_its_owner():
    # MCB-PERK-ADD, MCB-PERK-OWNER, MCB-SETUP-PERKS-VISIBLE
    s = before_first_card()
    s = reveal(s, "work")
    s.data["hand"][0] = ("recruiting_post",)
    s = s.apply("P1 build card=recruiting_post food=0").apply("P2 work space=mine")
    assert s.phase == "choose_perk" and s.to_act == 0
    assert len(s.legal_actions()) == 5
    money = list(s.data["money"])
    s = s.apply("P1 choose_perk perk=stash")
    assert "stash" not in s.data["perks"][0] and len(s.data["perks"][1]) == 5
    # P2's MINE (same Work card) resolves first, then the perk is the next card
    # revealed: only P1 gains its 3 money
    assert s.data["money"] == [money[0] + 3, money[1] + MINE_MONEY]
    assert any("P1's perk Hidden Stash is revealed; it affects only P1" in t for t in texts(s))
    err = s.check("P1 choose_perk perk=stash")
    assert err is not None


@pytest.mark.english
def test_a_player_without_perks_left_adds_none():
    s = before_first_card()
    s.data["perks"][0] = ()
    s.data["perks"][1] = ()
    s = reveal(s, "twist:hall_of_fame")
    assert sum("every perk is already in the progress deck" in t for t in texts(s)) == 2


def test_hunger_seed_wording_loses_one_per_building():
    # MCB-HUNGER
    s = before_first_card()
    s.data["colonists"][0] = 10
    s.data["tableau"][0] = [("iron_mine", 0), ("kale_farm", 0), ("cold_store", 0)]
    s = reveal(s, "event:hunger_1")
    assert s.data["colonists"][0] == 7
    assert s.data["food"][0] == 4  # food plays no part in the seed's Hunger


@pytest.mark.english
def test_hunger_seed_wording_three_more_per_building_the_mat_cannot_cover():
    # MCB-HUNGER-UNFED, MCB-HUNGER-COUNT: 3 buildings, 1 @ on the mat -> 3 + 3*2 = 9,
    # counted at the start even though buildings are lost meanwhile
    s = before_first_card()
    s.data["colonists"][0] = 1
    s.data["tableau"][0] = [("habitat_dome", 0), ("habitat_dome", 0), ("iron_mine", 0)]
    s = reveal(s, "event:hunger_1")
    assert any("9 colonists in all" in t and "MCB-HUNGER-COUNT" in t for t in texts(s))
    assert s.phase == "lose_building" and s.data["decision"]["need"] == 8
    s = s.apply("P1 lose_building card=habitat_dome")  # +6 +2 (LOST) = 8: covered exactly
    assert s.data["colonists"][0] == 0
    assert [b for b, _ in s.data["tableau"][0]] == ["habitat_dome", "iron_mine"]


def test_hunger_seed_wording_no_loss_gains_two_food():
    # MCB-HUNGER-NONE
    s = before_first_card()
    s = reveal(s, "event:hunger_1")
    assert s.data["food"] == [6, 6] and s.data["colonists"] == [30, 30]


def test_hunger_published_variant_feeds_buildings_with_food():
    # MCB-HUNGER-PUBLISHED: 1 & per building; 1 @ per unfed building; +2 @ if none lost
    s = before_first_card(hunger="published")
    s.data["tableau"][0] = [("iron_mine", 0), ("kale_farm", 0), ("cold_store", 0)]
    s.data["food"][0] = 2
    s.data["tableau"][1] = [("iron_mine", 0), ("kale_farm", 0)]
    s.data["food"][1] = 5
    s = reveal(s, "event:hunger_1")
    assert (s.data["food"][0], s.data["colonists"][0]) == (0, 29)
    assert (s.data["food"][1], s.data["colonists"][1]) == (3, 32)
    assert any("MCB-HUNGER-PUBLISHED" in t for t in texts(s))


@pytest.mark.english
def test_paperwork_draws_one_building_then_discards_two_cards():
    # MCB-PAPERWORK: each player draws 1 building card, then discards 2 cards (their choice)
    s = before_first_card()
    s.data["building_deck"] = ("council_hall", "council_hall")
    s.data["hand"][0] = ("iron_mine", "kale_farm", "med_bay")
    s.data["hand"][1] = ("survey_lab", "cold_store", "iron_mine")
    s = reveal(s, "event:paperwork_1")
    # everyone has drawn before anyone discards
    assert s.data["hand"][0] == ("iron_mine", "kale_farm", "med_bay", "council_hall")
    assert s.data["hand"][1] == ("survey_lab", "cold_store", "iron_mine", "council_hall")
    assert s.phase == "discard" and s.to_act == 0
    assert len(s.legal_actions()) == 6  # 2 of 4 different cards
    assert s.data["colonists"] == [30, 30]  # Paperwork costs cards, not colonists
    s = s.apply("P1 discard cards=iron_mine,med_bay")
    assert sorted(s.data["hand"][0]) == ["council_hall", "kale_farm"]
    assert s.phase == "discard" and s.to_act == 1
    s = s.apply("P2 discard cards=council_hall,iron_mine")
    assert sorted(s.data["hand"][1]) == ["cold_store", "survey_lab"]
    assert sorted(s.data["building_discard"]) == ["council_hall", "iron_mine", "iron_mine", "med_bay"]
    log = texts(s)
    assert any("Paperwork: draws 1 building card" in t and "MCB-PAPERWORK" in t for t in log)
    assert any("Paperwork: discards 2 cards" in t and "MCB-PAPERWORK" in t for t in log)


@pytest.mark.english
def test_paperwork_discard_must_name_two_cards_in_hand():
    # MCB-PAPERWORK: exactly 2 cards, each in hand
    s = before_first_card()
    s.data["building_deck"] = ("council_hall", "council_hall")
    s.data["hand"][0] = ("iron_mine", "kale_farm", "med_bay")
    s = reveal(s, "event:paperwork_1")
    err = s.check("P1 discard cards=iron_mine")
    assert isinstance(err, RequirementUnmet) and err.rule_id == "MCB-PAPERWORK"
    assert "discard 2 cards; you named 1" in str(err)
    err = s.check("P1 discard cards=iron_mine,iron_mine")
    assert err.rule_id == "MCB-PAPERWORK" and "you have 1 Iron Mine in hand, not 2" in str(err)
    err = s.check("P1 discard cards=iron_mine,habitat_dome")
    assert err.rule_id == "MCB-PAPERWORK" and "you have no Habitat Dome in hand" in str(err)


@pytest.mark.english
def test_paperwork_with_two_cards_or_fewer_discards_them_all():
    # MCB-PAPERWORK with MCB-AS-MUCH-AS-YOU-CAN: nothing to choose
    s = before_first_card()
    s.data["building_deck"] = ("council_hall", "council_hall")
    s.data["hand"][0] = ()
    s.data["hand"][1] = ("iron_mine",)
    s = reveal(s, "event:paperwork_1")
    assert s.phase != "discard"
    assert s.data["hand"] == [(), ()]
    assert any("MCB-AS-MUCH-AS-YOU-CAN" in t and "discards 1 card, the whole hand" in t for t in texts(s))


@pytest.mark.english
def test_ignore_paperwork_does_not_stack():
    # MCB-FAQ-PAPERWORK-NOSTACK: one Records Vault ignores it fully; a second adds nothing
    results = []
    for copies in (1, 2):
        s = before_first_card()
        s.data["hand"][0] = ("iron_mine", "kale_farm", "med_bay")
        s.data["tableau"][0] = [("records_vault", 0)] * copies
        s = reveal(s, "event:paperwork_2")
        while s.phase == "discard":
            s = s.apply(s.legal_actions()[0])
        results.append((s.data["colonists"][0], s.data["money"][0], s.data["food"][0], s.data["hand"][0]))
        assert any("Paperwork ignored" in t and "MCB-FAQ-PAPERWORK-NOSTACK" in t for t in texts(s))
    assert results[0] == results[1] == (30, 4, 4, ("iron_mine", "kale_farm", "med_bay"))


@pytest.mark.english
def test_a_building_that_ignores_paperwork_makes_you_immune_to_both_parts():
    # MCB-PAPERWORK-IMMUNE: no draw and no discard, and no way to opt in
    s = before_first_card()
    s.data["building_deck"] = ("council_hall", "council_hall")
    s.data["hand"][0] = ("iron_mine", "kale_farm", "med_bay")
    s.data["tableau"][0] = [("records_vault", 0)]
    s.data["hand"][1] = ("survey_lab", "cold_store", "iron_mine")
    s = reveal(s, "event:paperwork_1")
    assert s.data["hand"][0] == ("iron_mine", "kale_farm", "med_bay")
    assert s.phase == "discard" and s.to_act == 1  # only P2 discards
    assert s.check("P1 discard cards=iron_mine,kale_farm") is not None
    assert any("Paperwork ignored" in t and "MCB-PAPERWORK-IMMUNE" in t for t in texts(s))


def test_discard_piles_and_hidden_cards_never_reach_a_player_view():
    # MCB-FAQ-DISCARD-HIDDEN
    s = before_first_card()
    s.data["building_discard"] = ["council_hall"]
    s.data["progress_discard"] = ["twist:moonquake"]
    s.data["hand"][1] = ("survey_lab",)
    for who in (0, 1, None):
        v = s.view(who)
        text = json.dumps(v)
        assert "council_hall" not in text and "moonquake" not in text
        assert v["building_discard_size"] == 1 and v["progress_discard_size"] == 1
    assert "survey_lab" not in json.dumps(s.view(0)) and "survey_lab" in json.dumps(s.view(1))


def test_cards_resolved_go_to_the_progress_discard_and_come_back():
    # MCB-REVEALED-CYCLES
    s = before_first_card()
    s.data["progress_discard"] = ["trouble"]
    s.data["progress_deck"] = ("work",)
    s = reveal(s, "dev:hydroponics")
    assert s.phase == "work" and s.data["progress_discard"] == ["trouble", "dev:hydroponics"]
    assert G.rules["MCB-REVEALED-CYCLES"].kind == "public"
