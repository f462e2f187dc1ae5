"""End conditions, scoring and tie-breaks, saves, content checks."""

from __future__ import annotations

import random

import pytest

from lunarrules.errors import GameOver, InvalidContent

from .helpers import G, before_first_card, reveal


@pytest.mark.english
def test_instruction_manual_drawn_ends_the_game_at_once():
    # MCB-END-MANUAL
    s = before_first_card()
    s.data["event_deck"] = ("instruction_manual", "hunger_2")
    s = reveal(s, "trouble")
    assert s.is_over and s.outcome.reason.startswith("instruction manual")
    assert "MCB-END-MANUAL" in s.outcome.rules and s.phase == "end"


@pytest.mark.english
def test_event_deck_run_out_ends_the_game():
    # MCB-END-EVENTS
    s = before_first_card()
    s.data["event_deck"] = ()
    s = reveal(s, "trouble")
    assert s.is_over and s.outcome.reason.startswith("event deck ran out")
    assert "MCB-END-EVENTS" in s.outcome.rules


def test_no_more_turns_after_the_end():
    # MCB-END-NO-MORE-TURNS
    s = before_first_card()
    s.data["event_deck"] = ()
    s = reveal(s, "trouble")
    assert s.legal_actions() == ()
    err = s.check("P1 work space=mine")
    assert isinstance(err, GameOver)


def test_score_is_mat_plus_printed_colonists_and_nothing_else():
    # MCB-SCORE, MCB-SCORE-NOTHING-ELSE, MCB-WINNER
    s = before_first_card()
    s.data["colonists"] = [10, 12]
    s.data["tableau"][0] = [("habitat_dome", 0), ("cargo_hangar", 3)]  # 6 + 1 printed
    s.data["money"] = [50, 0]
    s.data["food"] = [50, 0]
    s.data["event_deck"] = ()
    s = reveal(s, "trouble")
    assert s.outcome.scores == (17, 12) and s.outcome.winners == (0,)
    assert s.outcome.breakdown[0] == {"mat": 10, "buildings": 7, "total": 17}


def test_tied_players_share_the_win():
    # MCB-TIE
    s = before_first_card(3)
    s.data["colonists"] = [15, 15, 9]
    s.data["event_deck"] = ()
    s = reveal(s, "trouble")
    assert s.outcome.winners == (0, 1) and s.outcome.is_tie
    assert "MCB-TIE" in s.outcome.tiebreak and "MCB-TIE" in s.outcome.rules


@pytest.mark.parametrize("players", [2, 5])
def test_json_round_trip_mid_game(players):
    s = G.new(players=players, seed=11, hunger="published", research=True)
    rng = random.Random(4)
    for _ in range(25):
        if s.is_over:
            break
        s = s.apply(rng.choice(s.legal_actions()))
    s = s.with_outcomes(progress=["trouble"]) if not s.is_over else s
    back = G.from_json(s.to_json())
    assert back == s and back.options["hunger"] == "published"


@pytest.mark.english
def test_forced_progress_card_what_if():
    s = G.new(players=2, seed=5)
    s = s.apply("P1 choose_scientist scientist=vega")
    a = s.with_outcomes(progress=["twist:supply_drop"]).apply("P2 choose_scientist scientist=okafor")
    assert a.data["turn"] >= 1 and a.log[3].text.startswith("turn 1: twist Supply Drop")


@pytest.mark.english
def test_content_missing_field_is_named():
    with pytest.raises(InvalidContent, match=r"building\[lab\]: missing field 'cost'"):
        G.with_content({"building": [{"id": "lab", "name": "Lab", "colonists": 1, "copies": 1}]})


@pytest.mark.english
def test_content_lost_ability_vocabulary_is_checked():
    with pytest.raises(InvalidContent, match=r"a LOST ability may only gain, lose, draw, not 'action'"):
        G.with_content({"building": [{
            "id": "lab", "name": "Lab", "cost": 1, "colonists": 1, "copies": 1,
            "lost": [{"do": "action", "action": "mine"}],
        }]})


@pytest.mark.english
def test_content_unknown_effect_and_bad_resource():
    with pytest.raises(InvalidContent) as exc:
        G.with_content({"event": [{"id": "odd", "name": "Odd", "effects": [
            {"do": "teleport"}, {"do": "gain", "res": "gold", "n": 1}]}]})
    text = str(exc.value)
    assert "event[odd].effects[0]: missing or unknown field 'do' ('teleport')" in text
    assert "event[odd].effects[1]: res 'gold' is not one of colonists, money, food" in text


def test_custom_building_plays_in_a_game():
    g2 = G.with_content({"building": [{
        "id": "oxygen_farm", "name": "Oxygen Farm", "cost": 1, "colonists": 1, "copies": 1,
        "farm": [{"do": "gain", "res": "colonists", "n": 1}],
    }]})
    s = before_first_card(game=g2)
    s.data["tableau"][0] = [("oxygen_farm", 0)]
    s = reveal(s, "twist:double_shift")  # FARM happens for everyone, then -1 @
    assert s.data["colonists"][0] == 30 + 1 - 1 and s.data["colonists"][1] == 29


@pytest.mark.english
def test_content_file_with_a_missing_field(tmp_path):
    path = tmp_path / "my_cards.toml"
    path.write_text('[[robot]]\nid = "mop_bot"\nname = "Mop Bot"\neffects = []\n', encoding="utf-8")
    with pytest.raises(InvalidContent, match=r"robot\[mop_bot\]: missing field 'colonists'"):
        G.with_content(path)


@pytest.mark.english
def test_trigger_graph_links_actions_to_the_buildings_they_fire():
    from lunarrules.games.moon_colony_bloodbath.graphs import trigger_graph

    tg = trigger_graph(G)
    assert tg.has_edge("mine", "bld:iron_mine") and tg.edges["mine", "bld:iron_mine"]["label"] == "MINE"
    assert tg.has_edge("bld:kale_farm", "farm")  # building it makes FARM happen
    assert tg.has_edge("lose", "bld:habitat_dome")  # a LOST ability
    assert tg.has_edge("res:food", "build")  # Potato Farm: food pays costs


@pytest.mark.english
def test_a_building_deck_too_small_for_the_opening_hands_is_refused():
    # MCB-SETUP-DEAL: 4 cards to each of up to 5 players needs 20 building cards
    few = [dict(b, copies=1) for b in G.content["building"]]
    with pytest.raises(InvalidContent) as exc:
        G.with_content({"building": few})
    text = str(exc.value)
    assert "building: the deck has 13 cards" in text
    assert "4 to each of 5 players needs 20" in text and "MCB-SETUP-DEAL" in text
    enough = [dict(b, copies=1) for b in G.content["building"]]
    enough[0]["copies"] = 8  # 13 - 1 + 8 = 20 cards: exactly enough
    assert G.with_content({"building": enough}).new(players=5).data["building_deck"] == ()
