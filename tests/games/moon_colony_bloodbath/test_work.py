"""Work, action chits, building, triggers and money/food (MCB-WORK, MCB-BUILD-*, FAQ answers)."""

from __future__ import annotations

import pytest

from lunarrules.errors import RequirementUnmet
from lunarrules.games.moon_colony_bloodbath.params import FARM_FOOD, MINE_MONEY

from .helpers import G, before_first_card, reveal, texts


def work_position(players=2, **options):
    """Both players about to choose on the first Work card."""
    s = before_first_card(players, **options)
    return reveal(s, "work")


def test_work_offers_the_four_spaces_and_hides_earlier_choices():
    # MCB-WORK: RESTOCK, MINE, FARM or BUILD; MCB-SIMULTANEOUS-ORDER: hidden choices
    s = work_position()
    assert s.phase == "work" and s.to_act == 0
    kinds = {str(a).split()[1] + " " + str(a).split()[2].split("=")[1] if a.kind == "work" else "build"
             for a in s.legal_actions()}
    assert kinds == {"work restock", "work mine", "work farm", "build"}
    s2 = s.apply("P1 work space=mine")
    assert s2.to_act == 1
    seen_by_p2 = s2.view(1)["players"][0]
    assert seen_by_p2["work_choice"] is None and seen_by_p2["has_chosen"] is True
    assert s2.view(0)["players"][0]["work_choice"] == "space=mine"
    assert s2.data["chits"][0] == (), "the chit is revealed only when everyone has chosen"
    s3 = s2.apply("P2 work space=farm")
    assert s3.data["chits"] == [("mine",), ("farm",)]
    assert s3.data["money"][0] == 4 + MINE_MONEY and s3.data["food"][1] == 4 + FARM_FOOD  # MCB-ACTION-YIELD


@pytest.mark.english
def test_the_same_work_action_may_be_chosen_again_in_one_deck_cycle():
    # MCB-CHIT-SPACE (published: "They can pick the same Action over and over")
    s = before_first_card()
    s = reveal(s, "work", "work")
    s = s.apply("P1 work space=mine").apply("P2 work space=farm")
    assert s.phase == "work" and s.data["chits"] == [("mine",), ("farm",)]
    assert s.check("P1 work space=mine") is None
    assert "P1 work space=mine" in {str(a) for a in s.legal_actions()}
    s = s.apply("P1 work space=mine").apply("P2 work space=farm")
    assert s.data["chits"] == [("mine", "mine"), ("farm", "farm")]
    assert s.data["money"][0] == 4 + 2 * MINE_MONEY and s.data["food"][1] == 4 + 2 * FARM_FOOD
    assert any(f"P1 MINE (+{MINE_MONEY} money), P2 FARM (+{FARM_FOOD} food)" in t for t in texts(s))


@pytest.mark.english
def test_reshuffle_takes_the_chits_off_the_mats():
    # MCB-RESHUFFLE, MCB-RESHUFFLE-CHITS
    s = before_first_card()
    s.data["progress_discard"] = ["work", "work"]
    s = reveal(s, "work")  # the only card left to reveal
    s = s.apply("P1 work space=mine").apply("P2 work space=farm")
    # the Work card was resolved; the next reveal found the deck empty
    log = texts(s)
    shuffle = [t for t in log if "shuffled into a new progress deck" in t]
    assert len(shuffle) == 1 and "(3 cards)" in shuffle[0] and "MCB-RESHUFFLE-CHITS" in shuffle[0]
    assert s.data["chits"] == [(), ()]
    assert s.phase == "work" and s.data["turn"] == 2
    assert len(s.data["progress_deck"]) == 2 and s.data["progress_discard"] == []
    # the chit placed before the reshuffle no longer blocks MINE
    assert s.check("P1 work space=mine") is None


@pytest.mark.english
def test_research_is_only_in_the_published_variant():
    # MCB-WORK (seed: four spaces) vs MCB-RESEARCH (variant)
    s = work_position()
    err = s.check("P1 work space=research")
    assert isinstance(err, RequirementUnmet) and err.rule_id == "MCB-WORK"
    assert "(the research option)" in str(err)
    v = work_position(research=True)
    hand = len(v.data["hand"][0])
    v = v.apply("P1 work space=research").apply("P2 work space=mine")
    assert len(v.data["hand"][0]) == hand + 2  # MCB-ACTION-YIELD: RESEARCH draws 2


def test_build_pays_money_and_resolves_play_kale_farm_farms_at_once():
    # MCB-BUILD-COST, MCB-FAQ-KALE, MCB-FAQ-TRIGGER-ALWAYS
    s = work_position()
    s.data["hand"][0] = ("kale_farm",)
    s = s.apply("P1 build card=kale_farm food=0").apply("P2 work space=mine")
    assert s.data["money"][0] == 4 - 2
    # FARM happened: the base yield and the new Kale Farm's own FARM ability +1
    assert s.data["food"][0] == 4 + FARM_FOOD + 1
    assert [b for b, _ in s.data["tableau"][0]] == ["kale_farm"]
    assert any("MCB-FAQ-KALE" in t and "Kale Farm" in t for t in texts(s))


@pytest.mark.english
def test_two_iron_mines_give_one_money_each_on_mine():
    # MCB-FAQ-COPIES, MCB-STACK
    s = work_position()
    s.data["tableau"][0] = [("iron_mine", 0), ("iron_mine", 0)]
    s = s.apply("P1 work space=mine").apply("P2 work space=farm")
    assert s.data["money"][0] == 4 + MINE_MONEY + 1 + 1
    assert any("2 copies of Iron Mine" in t and "MCB-FAQ-COPIES" in t for t in texts(s))


def test_abilities_trigger_on_actions_from_other_cards_too():
    # MCB-FAQ-TRIGGER-ALWAYS: a development makes MINE happen outside a Work card
    s = before_first_card()
    s.data["tableau"][1] = [("iron_mine", 0)]
    s = reveal(s, "dev:ore_boom")
    assert s.data["money"] == [4 + MINE_MONEY, 4 + MINE_MONEY + 1]


@pytest.mark.english
def test_food_is_not_money_without_a_potato_farm():
    # MCB-FAQ-NO-CONVERT
    s = work_position()
    s.data["hand"][0] = ("habitat_dome",)
    s.data["money"][0] = 1
    s.data["food"][0] = 9
    err = s.check("P1 build card=habitat_dome food=3")
    assert isinstance(err, RequirementUnmet) and err.rule_id == "MCB-FAQ-NO-CONVERT"
    assert "paying 3 food as money needs a card that allows it" in str(err)
    err = s.check("P1 build card=habitat_dome food=0")
    assert err.rule_id == "MCB-BUILD-COST"
    assert "Habitat Dome costs 4 money; 4 money left to pay; you have 1 money" in str(err)


@pytest.mark.english
def test_potato_farm_lets_food_pay_costs():
    # MCB-FAQ-POTATO
    s = work_position()
    s.data["tableau"][0] = [("potato_farm", 0)]
    s.data["hand"][0] = ("habitat_dome",)
    s.data["money"][0] = 1
    s.data["food"][0] = 5
    err = s.check("P1 build card=habitat_dome food=2")
    assert err.rule_id == "MCB-BUILD-COST" and "2 money left to pay after paying 2 food as money; you have 1 money" in str(err)
    assert s.check("P1 build card=habitat_dome food=3") is None
    s = s.apply("P1 build card=habitat_dome food=3").apply("P2 work space=mine")
    assert (s.data["money"][0], s.data["food"][0]) == (0, 2)
    assert any("MCB-FAQ-POTATO" in t for t in texts(s))


@pytest.mark.english
def test_perks_are_never_in_hand_so_never_built():
    # MCB-PERK-NOT-HAND
    s = work_position()
    err = s.check("P1 build card=stash food=0")
    assert isinstance(err, RequirementUnmet) and err.rule_id == "MCB-PERK-NOT-HAND"
    assert "Hidden Stash is a perk" in str(err)
    assert all(c not in G.content["perk"] for c in s.data["hand"][0])


@pytest.mark.english
def test_a_card_not_in_hand_is_refused_and_build_nothing_is_allowed():
    s = work_position()
    s.data["hand"][0] = ("iron_mine",)
    err = s.check("P1 build card=council_hall food=0")
    assert err.rule_id == "MCB-BUILD-COST" and "Council Hall is not in your hand (hand: Iron Mine)" in str(err)
    # MCB-BUILD-NOTHING
    s2 = s.apply("P1 build card=- food=0").apply("P2 work space=mine")
    assert s2.data["chits"][0] == ("build",) and s2.data["hand"][0] == ("iron_mine",)


@pytest.mark.english
def test_mine_gives_four_money_and_farm_four_food():
    # MCB-ACTION-YIELD (published rulebook: MINE +4 money, FARM +4 food)
    s = work_position()
    s = s.apply("P1 work space=mine").apply("P2 work space=farm")
    assert s.data["money"] == [4 + 4, 4] and s.data["food"] == [4, 4 + 4]
    assert any("chits revealed: P1 MINE (+4 money), P2 FARM (+4 food)" in t for t in texts(s))


@pytest.mark.english
def test_restock_gives_two_boxes_placed_on_buildings_of_your_choice():
    # MCB-ACTION-YIELD, MCB-RESTOCK-PLACE: both on one building or one on each of two
    s = work_position()
    s.data["tableau"][0] = [("cargo_hangar", 0), ("cold_store", 0)]
    s = s.apply("P1 work space=restock").apply("P2 work space=mine")
    assert s.phase == "place_boxes" and s.to_act == 0
    assert {str(a) for a in s.legal_actions()} == {
        "P1 place_boxes cards=cargo_hangar,cargo_hangar", "P1 place_boxes cards=cargo_hangar,cold_store",
        "P1 place_boxes cards=cold_store,cold_store"}
    err = s.check("P1 place_boxes cards=cargo_hangar")
    assert isinstance(err, RequirementUnmet) and err.rule_id == "MCB-RESTOCK-PLACE"
    assert "place 2 boxes; you named 1" in str(err)
    err = s.check("P1 place_boxes cards=cargo_hangar,iron_mine")
    assert err.rule_id == "MCB-RESTOCK-PLACE" and "you have no Iron Mine in play" in str(err)
    s = s.apply("P1 place_boxes cards=cargo_hangar,cold_store")
    assert s.data["tableau"][0] == [("cargo_hangar", 1), ("cold_store", 1)]
    from lunarrules.games.moon_colony_bloodbath.table import food_available, money_available

    assert money_available(s, 0) == 4 + 1 and food_available(s, 0) == 4 + 1
    assert any("puts 2 boxes on their buildings: Cargo Hangar 1, Cold Store 1" in t and "MCB-RESTOCK-PLACE" in t
               for t in texts(s))


@pytest.mark.english
def test_restock_with_one_building_puts_both_boxes_on_it_and_with_none_gives_nothing():
    # MCB-RESTOCK-PLACE; published: RESTOCK with no buildings gives nothing
    s = work_position()
    s.data["tableau"][0] = [("cargo_hangar", 0)]
    s = s.apply("P1 work space=restock").apply("P2 work space=restock")
    assert s.phase != "place_boxes"
    assert s.data["tableau"][0] == [("cargo_hangar", 2)]
    assert s.data["tableau"][1] == []
    log = texts(s)
    assert any("P2: RESTOCK: RESTOCK happens: no building to put 2 boxes on: nothing" in t for t in log)


@pytest.mark.english
def test_a_card_that_holds_at_most_three_boxes_takes_what_fits():
    # MCB-BOXES (sample card: Cargo Hangar holds up to 3) with MCB-AS-MUCH-AS-YOU-CAN
    s = work_position()
    s.data["tableau"][0] = [("cargo_hangar", 2)]
    s = s.apply("P1 work space=restock").apply("P2 work space=mine")
    assert s.data["tableau"][0] == [("cargo_hangar", 3)]
    assert any("1 box does not fit" in t and "MCB-AS-MUCH-AS-YOU-CAN" in t for t in texts(s))


def test_boxes_are_spent_first():
    # MCB-BOXES, MCB-RESOURCES
    s = work_position()
    s.data["tableau"][0] = [("cargo_hangar", 3)]
    from lunarrules.games.moon_colony_bloodbath.table import money_available

    assert money_available(s, 0) == 4 + 3
    from lunarrules.games.moon_colony_bloodbath.moves import spend

    t = s.with_outcomes()
    assert spend(t, 0, "money", 5) == 5
    assert t.data["tableau"][0] == [("cargo_hangar", 0)] and t.data["money"][0] == 2


def test_losing_money_beyond_what_you_have_takes_nothing_else():
    # MCB-RESOURCE-FLOOR: Glitch costs 2 money; food is untouched
    s = before_first_card()
    s.data["money"][0] = 1
    s = reveal(s, "event:glitch")
    assert s.data["money"][0] == 0 and s.data["food"][0] == 4 and s.data["colonists"][0] == 30


def test_several_copies_of_a_building_may_be_built():
    # MCB-FAQ-COPIES-ALLOWED
    s = work_position()
    s.data["tableau"][0] = [("kale_farm", 0)]
    s.data["hand"][0] = ("kale_farm",)
    assert s.check("P1 build card=kale_farm food=0") is None
    s = s.apply("P1 build card=kale_farm food=0").apply("P2 work space=mine")
    assert [b for b, _ in s.data["tableau"][0]] == ["kale_farm", "kale_farm"]
    # the PLAY farm triggers both copies: the base yield +1 +1
    assert s.data["food"][0] == 4 + FARM_FOOD + 1 + 1
    assert any("MCB-FAQ-COPIES-ALLOWED" in t for t in texts(s))


@pytest.mark.english
def test_a_build_that_can_no_longer_be_paid_builds_nothing():
    # MCB-BUILD-COST at resolution time (a guard for custom content)
    s = work_position()
    s.data["hand"][0] = ("habitat_dome",)
    s = s.apply("P1 build card=habitat_dome food=0")
    s.data["money"][0] = 1  # taken away before the chits are revealed
    s = s.apply("P2 work space=mine")
    assert s.data["tableau"][0] == [] and s.data["hand"][0] == ("habitat_dome",)
    assert any("can no longer pay 4 money for Habitat Dome" in t for t in texts(s))


@pytest.mark.english
def test_boxes_on_a_card_that_gives_them_no_value_do_not_pay():
    # MCB-BOXES: the build options and the check agree; boxes on a Potato Farm are not food
    s = work_position()
    s.data["tableau"][0] = [("potato_farm", 2)]
    s.data["hand"][0] = ("kale_farm",)
    s.data["money"][0] = 0
    s.data["food"][0] = 1
    offered = {str(a) for a in s.legal_actions() if a.kind == "build"}
    assert offered == {"P1 build card=- food=0"}
    err = s.check("P1 build card=kale_farm food=2")
    assert err.rule_id == "MCB-BUILD-COST" and "needs 2 food; you have 1 food" in str(err)
