"""The remaining cited rules: deck markers, no free chit, triggers, twists, empty building deck."""

from __future__ import annotations

import pytest

from lunarrules.games.moon_colony_bloodbath.params import MINE_MONEY

from .helpers import G, before_first_card, reveal, texts


def test_rule_quotes_are_verbatim():
    assert G.rules.verify_quotes() == []


def test_setup_names_the_face_down_decks_and_keeps_them_hidden():
    # MCB-SETUP-MARKERS, MCB-SETUP-DECKS
    s = G.new(players=2, seed=2)
    assert "MCB-SETUP-MARKERS" in s.log[0].rules
    v = s.view(0)
    assert v["robot_deck_size"] == len(G.content["robot"])
    assert v["twists_in_play"] == ["supply_drop", "rogue_servo"]
    assert "robot_deck" not in v and "building_deck" not in v


@pytest.mark.english
def test_a_player_with_no_chit_left_takes_no_work_action():
    # MCB-NO-CHIT
    s = before_first_card()
    s.data["progress_discard"] = ["trouble"]
    s.data["chits"][0] = ("restock", "mine", "farm", "build")
    s = reveal(s, "work")
    assert s.phase == "work" and s.to_act == 1
    assert any("all 4 action chits are used until the next reshuffle" in t and "MCB-NO-CHIT" in t for t in texts(s))
    s = s.apply("P2 work space=mine")
    assert s.data["money"] == [4, 4 + MINE_MONEY]


@pytest.mark.english
def test_building_abilities_fire_when_their_action_is_used():
    # MCB-BUILD-TRIGGER
    s = before_first_card()
    s.data["tableau"][0] = [("fusion_reactor", 0)]
    s = reveal(s, "robot:butler_bot")  # -1 @ each, then RESTOCK happens for everyone
    assert s.data["money"][0] == 4 + 2 and s.data["money"][1] == 4
    assert any("triggers Fusion Reactor" in t and "MCB-BUILD-TRIGGER" in t for t in texts(s))


def test_a_twist_affects_every_player():
    # MCB-TWIST
    s = before_first_card(4)
    s = reveal(s, "twist:supply_drop")
    assert s.data["money"] == [6] * 4 and s.data["food"] == [5] * 4


def test_an_empty_building_deck_is_refilled_from_its_discard():
    # MCB-BUILDING-DECK-EMPTY
    s = before_first_card()
    s.data["building_deck"] = ()
    s.data["building_discard"] = ["iron_mine", "med_bay"]
    s.data["hand"][0] = ()
    s = reveal(s, "dev:blueprints")  # everyone draws 2
    assert sorted(s.data["hand"][0]) == ["iron_mine", "med_bay"]
    assert any("MCB-BUILDING-DECK-EMPTY" in t for t in texts(s))
    assert len(s.data["hand"][1]) == 4  # nothing left for P2


@pytest.mark.english
def test_four_chits_for_five_spaces_in_the_research_variant():
    # MCB-SETUP-PERKS (4 action chits), MCB-RESEARCH, MCB-NO-CHIT
    s = before_first_card(research=True)
    s.data["progress_discard"] = ["trouble"]
    s.data["chits"][0] = ("restock", "mine", "farm", "research")
    s.data["chits"][1] = ("restock", "mine", "farm")
    s = reveal(s, "work")
    assert s.to_act == 1 and any("P1: all 4 action chits are used" in t for t in texts(s))
    err = s.check("P2 work space=research")
    assert err is None
    t = s.with_outcomes()
    t.to_act = 0
    err = t.check("P1 build card=- food=0")
    assert err.rule_id == "MCB-CHIT-SPACE" and "all 4 of your action chits are already used" in str(err)


def test_custom_content_game_saves_and_loads():
    g2 = G.with_content({"development": [{"id": "hydroponics", "name": "Hydroponics",
                                          "effects": [{"do": "gain", "res": "food", "n": 5}]}]})
    s = before_first_card(game=g2)
    s = reveal(s, "dev:hydroponics")
    assert s.data["food"] == [9, 9]
    import random

    t = g2.new(players=3, seed=2)
    rng = random.Random(1)
    for _ in range(15):
        t = t.apply(rng.choice(t.legal_actions()))
    assert g2.from_json(t.to_json()) == t and G.from_json(t.to_json()) == t
