"""Moon Colony Bloodbath positions written down by hand, saved and loaded, and refused
when they break the game's conservation rules (see ``position.py`` of the game)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from lunarrules.errors import ImpossibleOutcome, InvalidOutcome, InvalidPosition

from .helpers import G

# The deal, forced: building cards go out one at a time, P1 first (MCB-SETUP-DEAL).
P1_HAND = ("iron_mine", "habitat_dome", "cold_store", "survey_lab")
P2_HAND = ("kale_farm", "potato_farm", "records_vault", "fusion_reactor")
DEAL = [card for pair in zip(P1_HAND, P2_HAND, strict=True) for card in pair]


def _without(cards, *taken):
    """``cards`` as a list, one copy of each of ``taken`` removed."""
    left = list(cards)
    for c in taken:
        left.remove(c)
    return left


def teacher_position():
    """Turn 1, a Work card is revealed and P1 is to place an action chit. P1 has 6
    colonists, 2 money and 1 food, a Kale Farm in play, and the progress deck's next
    card is the event Hunger."""
    base = G.new(players=2, seed=1, outcomes={"building": DEAL})
    d = base.data
    return base.edit({
        "scientist": ["vega", "okafor"],
        "colonists[0]": 6,
        "money[0]": 2,
        "food[0]": 1,
        "tableau[0]": [["kale_farm", 0]],
        "building_deck": _without(d["building_deck"], "kale_farm"),
        "revealed": "work",
        "progress_deck": _without(d["progress_deck"], "work"),
        "progress_on_top": ["event:hunger_1"],
        "event_deck": _without(d["event_deck"], "hunger_1"),
        "turn": 1,
    }, phase="work", to_act="P1")


@pytest.mark.english
def test_the_teachers_position_and_what_is_legal_there():
    s = teacher_position()
    assert s.phase == "work" and s.to_act == 0 and s.position_problems() == []
    assert s.data["hand"][0] == P1_HAND and s.data["hand"][1] == P2_HAND
    legal = {str(a) for a in s.legal_actions()}
    # MCB-BUILD-COST: with 2 money, P1 builds a 2-money card; food pays only with a Potato Farm
    assert legal == {
        "P1 work space=restock", "P1 work space=mine", "P1 work space=farm",
        "P1 build card=- food=0", "P1 build card=iron_mine food=0", "P1 build card=cold_store food=0",
    }
    refused = s.check("P1 build card=habitat_dome food=0")
    assert refused is not None and "costs 4 money" in str(refused) and "you have 2 money" in str(refused)
    assert s.check("P1 build card=iron_mine food=1") is not None
    # P1 farms (4 food, +1 from the Kale Farm: MCB-FAQ-TRIGGER-ALWAYS), P2 builds nothing;
    # then the next card, Hunger, costs P1 one colonist for one building (MCB-HUNGER) and
    # gives P2, who has no building, 2 food (MCB-HUNGER-NONE). The card after it is forced.
    t = s.with_outcomes(progress=["work"]).apply("P1 work space=farm").apply("P2 build card=- food=0")
    assert t.data["colonists"] == [5, 30]
    assert t.data["food"] == [6, 6]
    assert t.data["progress_discard"] == ["work", "event:hunger_1"]
    assert t.data["revealed"] == "work" and t.phase == "work" and t.to_act == 0
    assert any("Hunger" in str(e) for e in t.log)


def test_the_teachers_position_saves_and_loads_as_it_was(tmp_path):
    s = teacher_position()
    path = tmp_path / "hunger_next.json"
    path.write_text(s.to_json(indent=1), encoding="utf-8")
    again = G.from_json(path)
    assert again.data == s.data
    assert (again.phase, again.to_act) == (s.phase, s.to_act)
    assert [str(a) for a in again.legal_actions()] == [str(a) for a in s.legal_actions()]
    assert again.view(0) == s.view(0)


def test_a_colonist_loss_waiting_for_a_building_choice():
    # P1's mat is empty and an Accident still takes 3 colonists: P1 picks a building to lose
    # (MCB-LOSS-BUILDING); a Kale Farm gives back its 2 printed colonists, not enough.
    base = G.new(players=2, seed=1, outcomes={"building": DEAL})
    d = base.data
    s = base.edit({
        "scientist": ["vega", "okafor"],
        "colonists[0]": 0,
        "tableau[0]": [["kale_farm", 0], ["iron_mine", 0]],
        "hand[0]": ["habitat_dome", "cold_store", "survey_lab"],
        "building_deck": _without(d["building_deck"], "kale_farm"),
        "revealed": "event:accident",
        "event_deck": _without(d["event_deck"], "accident"),
        "decision": {"kind": "lose_building", "player": 0, "need": 3, "source": "Accident"},
    }, phase="lose_building", to_act="P1")
    assert {str(a) for a in s.legal_actions()} == {
        "P1 lose_building card=kale_farm", "P1 lose_building card=iron_mine"}
    t = s.apply("P1 lose_building card=kale_farm")
    assert t.phase == "lose_building" and t.to_act == 0
    assert t.data["decision"]["need"] == 1 and t.data["colonists"][0] == 0
    assert [b for b, _ in t.data["tableau"][0]] == ["iron_mine"]


# ------------------------------------------------------------------ refused
def _problems(changes, **flow):
    with pytest.raises(InvalidPosition) as e:
        teacher_position().edit(changes, **flow)
    return e.value.problems


@pytest.mark.english
def test_more_buildings_than_the_game_has():
    # Kale Farm has 3 copies; the deck still holds 2, and P1 has one in play already
    problems = _problems({"tableau[1]": [["kale_farm", 0]] * 3})
    assert any("building kale_farm: 6 cards" in p and "the game has 3" in p for p in problems)


@pytest.mark.english
def test_a_card_in_two_places():
    problems = _problems({"event_deck": list(G.new(players=2, seed=1).data["event_deck"])})
    assert "event hunger_1: 2 copies in the progress deck and the event deck; the game has 1" in problems
    problems = _problems({"progress_discard": ["perk:0:stash"]})
    assert any(p.startswith("perk stash:") for p in problems)


@pytest.mark.english
def test_negative_resources():
    assert _problems({"money[1]": -2}) == ["money[1]: -2 is below 0"]
    assert _problems({"tableau[0][0]": ["kale_farm", -1]}) == ["tableau[0][0].stock: -1 is below 0"]


@pytest.mark.english
def test_markers_past_their_track():
    assert _problems({"chits[1]": ["mine"] * 5}) == ["chits[1]: 5 chits placed; a player has 4"]
    deck = _without(teacher_position().data["building_deck"], "cargo_hangar")
    problems = _problems({"tableau[1]": [["cargo_hangar", 4]], "building_deck": deck})
    assert problems == ["tableau[1][0].stock: 4 boxes; cargo_hangar holds at most 3"]


@pytest.mark.english
def test_unknown_cards_and_spaces():
    problems = _problems({"hand[0]": ["death_ray"], "chits[0]": ["research"],
                          "progress_on_top": ["event:meteor"], "scientist[1]": "dr_who"})
    assert "building card 'death_ray' is not a building of the game" in problems
    assert any(p.startswith("chits[0]: 'research' is not a work space") for p in problems)
    assert "progress card 'event:meteor' is not a card of this 2-player game" in problems
    assert "scientist[1]: 'dr_who' is not a scientist" in problems


@pytest.mark.english
def test_one_entry_per_player():
    assert _problems({"colonists": [30]}) == ["colonists: one entry per player (2), not 1"]


@pytest.mark.english
def test_a_decision_for_the_wrong_player():
    s = teacher_position()
    changes = {
        "colonists[1]": 0,
        "tableau[1]": [["potato_farm", 0]],
        "hand[1]": ["kale_farm", "records_vault", "fusion_reactor"],
        "revealed": "event:hunger_1", "progress_on_top": [], "progress_discard": ["work"],
        "decision": {"kind": "lose_building", "player": 1, "need": 2, "source": "Hunger"},
    }
    with pytest.raises(InvalidPosition) as e:
        s.edit(changes, phase="lose_building", to_act="P1")
    assert e.value.problems == ["decision.player: P2 decides, but P1 is to act"]
    assert s.edit(changes, phase="lose_building", to_act="P2").to_act == 1
    # MCB-LOSS-MAT-FIRST: not while the mat has colonists
    with pytest.raises(InvalidPosition, match="loses a building while the mat still has 30 colonists"):
        s.edit({**changes, "colonists[1]": 30}, phase="lose_building", to_act="P2")


@pytest.mark.english
def test_a_decision_that_is_not_the_phases():
    problems = _problems({"decision": {"kind": "may", "player": 0, "source": "x",
                                       "effect": ["gain", "food", 1]}}, phase="discard")
    assert problems == ["decision.kind: 'may' is not the decision of Discard cards "
                        "(Paperwork: 2; a card's discard: its number) (discard)"]
    assert _problems({"decision": {"kind": "lose_building", "player": 0, "source": "x"}},
                     phase="lose_building") == ["decision.need: missing for a lose_building decision"]
    assert _problems({}, phase="work", to_act="P2") == [
        "work_choice[0]: P1 chose before P2 but has no choice"]


@pytest.mark.english
def test_a_discard_asks_for_what_the_cards_ask():
    # MCB-PAPERWORK: Paperwork discards 2; no card of the game asks for 9
    changes = {"revealed": "event:hunger_1", "progress_on_top": [], "progress_discard": ["work"],
               "decision": {"kind": "discard", "player": 0, "n": 9, "source": "Paperwork"}}
    assert _problems(changes, phase="discard") == [
        "decision.n: 9 cards to discard; Paperwork and the cards ask for 2"]
    changes["decision"]["n"] = 2
    s = teacher_position().edit(changes, phase="discard")
    assert len(s.legal_actions()) == 6  # 2 of the 4 cards in hand


@pytest.mark.english
def test_work_needs_a_chit_left():
    assert _problems({"chits[0]": ["mine"] * 4}) == [
        "chits[0]: P1 is to place a chit but has none left"]


@pytest.mark.english
def test_instructions_the_engine_cannot_carry_out():
    problems = _problems({"instructions": [["gain", 0, "gold", 1, "Supply Drop"],
                                           ["add", None, "event", "meteor", "Trouble"],
                                           ["build", 1, "habitat_dome", 0, "Work"]]},
                         phase="may", to_act="P1")
    assert "instructions[0]: gain: 'gold' is not a resource (colonists, money, food)" in problems
    assert "instructions[1]: add: 'meteor' is not a card of the event deck" in problems
    assert "instructions[2]: build: habitat_dome is not in P2's hand" in problems
    # MCB-MAY, MCB-SPEND-BOX: cards carry an instruction at most two deep
    deep = ["gain", "food", 1]
    for _ in range(3):
        deep = ["may", deep, 0]
    problems = _problems({"instructions": [deep[:1] + [0] + deep[1:] + ["x"]]}, phase="may", to_act="P1")
    assert "instructions[0]: may carries may carries may: instructions carried more than 2 deep" in problems


@pytest.mark.english
def test_every_problem_is_listed_at_once():
    problems = _problems({"money[1]": -2, "chits[1]": ["mine"] * 5,
                          "event_deck": list(G.new(players=2, seed=1).data["event_deck"]),
                          "tableau[1]": [["kale_farm", 0]] * 3})
    assert len(problems) >= 4
    assert "money[1]: -2 is below 0" in problems
    assert "chits[1]: 5 chits placed; a player has 4" in problems
    assert any(p.startswith("event hunger_1:") for p in problems)
    assert any(p.startswith("building kale_farm:") for p in problems)


@pytest.mark.english
def test_a_damaged_snapshot_is_refused_with_every_problem():
    doc = json.loads(teacher_position().to_json())
    table = doc["position"]["table"]
    table["food"][0] = -1
    table["progress_deck"] = [c for c in table["progress_deck"] if c != "trouble"]
    with pytest.raises(InvalidPosition) as e:
        G.from_json(json.dumps(doc))
    assert e.value.problems == ["food[0]: -1 is below 0", "progress deck: 0 Trouble cards; the game has 2"]


# ------------------------------------------------------------- forced setup
def test_forced_hands():
    s = G.new(players=2, seed=9, outcomes={"building": DEAL})
    assert s.data["hand"] == [P1_HAND, P2_HAND]
    everything = Counter({b["id"]: b["copies"] for b in G.content["building"]})
    assert Counter(s.data["building_deck"]) + Counter(P1_HAND + P2_HAND) == everything
    # Med Bay has one copy: it cannot be dealt twice
    with pytest.raises(ImpossibleOutcome):
        G.new(players=2, outcomes={"building": ["med_bay", "med_bay"]})


def test_forced_twists():
    s = G.new(players=3, seed=4, first_game=False, outcomes={"twist": ["moonquake", "double_shift"]})
    assert s.data["twists"] == ("moonquake", "double_shift")
    assert {"twist:moonquake", "twist:double_shift"} <= set(s.data["progress_deck"])
    assert s.data["twist_deck"] == ("supply_drop", "rogue_servo", "research_grant", "hall_of_fame")
    with pytest.raises(InvalidOutcome):
        G.new(players=3, first_game=False, outcomes={"twist": ["solar_flare"]})


def test_forced_progress_deck_order_and_robot():
    # Trouble adds the first event on top (MCB-TROUBLE); the twist Rogue Servo adds a robot,
    # drawn at random from the robot deck, on top (MCB-ADD-ON-TOP); then Work.
    s = G.new(players=2, seed=2, outcomes={"progress": ["trouble", "twist:rogue_servo", "work"],
                                           "robot": ["courier_bot"]})
    s = s.apply("P1 choose_scientist scientist=vega").apply("P2 choose_scientist scientist=okafor")
    assert s.data["progress_discard"] == ["trouble", "event:hunger_1", "twist:rogue_servo",
                                          "robot:courier_bot"]
    assert s.data["revealed"] == "work" and s.phase == "work"
    assert "courier_bot" not in s.data["robot_deck"]
    assert s.data["event_deck"][0] == "paperwork_1"
    assert G.from_json(s.to_json()).data == s.data


@pytest.mark.english
def test_twists_in_play_are_the_twists_in_the_progress_deck():
    s = teacher_position()
    deck = list(s.data["progress_deck"])
    problems = _problems({"progress_deck": [*deck, "twist:moonquake"]})
    assert problems == ["twist moonquake: in the progress deck but not among the twists in play"]
    problems = _problems({"progress_deck": [c for c in deck if c != "twist:supply_drop"]})
    assert problems == ["twists: supply_drop is in play, so it is in the progress deck, but it is not"]
    problems = _problems({"progress_discard": ["robot:welder_bot"]})
    assert problems == ["robot welder_bot: 2 copies in the progress deck and the robot deck; the game has 1"]
