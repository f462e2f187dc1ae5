"""Scenario tests: setup, secret missions, the end of the game, scoring and tie-breaks."""

from __future__ import annotations

import pytest

import lunarrules as lr
from lunarrules.errors import InvalidContent, InvalidOption
from lunarrules.games.tiny_epic_galaxies.scoring import rank

from .helpers import ALL_PLANETS, G, play, refused, seat, start, table

MISSIONS = G.content["missions"]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_for_every_player_count(players):
    # "Revele 2 cartas a mais que o número de jogadores" / 2 ships / culture 1 / energy 2;
    # with 5 players the seed's example and the published rulebook reveal 6 planets
    s = G.new(players=players, seed=11)
    d = s.data
    shown = 6 if players == 5 else players + 2
    assert len(d["row"]) == shown and len(set(d["row"])) == shown
    assert len(d["deck"]) == len(ALL_PLANETS) - shown
    assert d["ships"] == ((None, None),) * players
    assert d["culture"] == (1,) * players and d["energy"] == (2,) * players
    assert d["empire_level"] == (1,) * players
    assert s.view(0)["players"][0]["ships_on_tracker"] == 2  # "As outras 2 Naves vão para o rastreador"
    dealt = [m for hand in d["missions_dealt"] for m in hand]
    assert all(len(h) == 2 for h in d["missions_dealt"]) and len(set(dealt)) == 2 * players
    assert s.phase == "mission" and s.to_act == 0


@pytest.mark.english
def test_five_players_reveal_six_planets_by_default():
    # "para 5 jogadores, revele 6 planetas" (seed example); published: "In a 5 player
    # game, only draw 6 Planet Cards"
    s = G.new(players=5, seed=1)
    assert len(s.data["row"]) == 6
    assert len(s.data["deck"]) == len(ALL_PLANETS) - 6
    reveal = next(e for e in s.log if "revealed" in e.text)
    assert "revealed 6 planets" in reveal.text
    assert {"TEG-SETUP-EXAMPLE-5P", "TEG-SETUP-PLANETS-5P"} <= set(reveal.rules)
    assert "TEG-SETUP-PLANETS" not in reveal.rules
    assert G.rules["TEG-SETUP-PLANETS-5P"].kind == "public"


@pytest.mark.english
def test_players_plus_two_with_five_players_is_a_named_variant():
    # the seed's general rule "Revele 2 cartas a mais que o número de jogadores" applied
    # to 5 players gives 7: a variant, off by default
    s = G.new(players=5, seed=1, planets_5p_plus_two=True)
    assert len(s.data["row"]) == 7
    reveal = next(e for e in s.log if "revealed" in e.text)
    assert "revealed 7 planets" in reveal.text
    assert {"TEG-PLANETS-5P-PLUS-TWO", "TEG-SETUP-PLANETS"} <= set(reveal.rules)
    assert len(G.new(players=4, seed=1, planets_5p_plus_two=True).data["row"]) == 6  # 5 players only
    assert len(G.new(players=5, seed=1, planets_5p_plus_two=False).data["row"]) == 6
    with pytest.raises(InvalidOption):
        G.new(players=5, planets_5p_plus_two=7)
    with pytest.raises(InvalidOption):
        G.new(players=5, row_5p=6)  # the old option is gone: 6 is now the default
    rule = G.rules["TEG-PLANETS-5P-PLUS-TWO"]
    assert rule.kind == "variant" and rule.provenance.option == "planets_5p_plus_two"
    option = next(o for o in G.options if o.name == "planets_5p_plus_two")
    assert option.default is False and option.rule == "TEG-PLANETS-5P-PLUS-TWO"


@pytest.mark.english
def test_keep_one_of_two_missions_in_secret():
    # "Cada um escolhe uma para deslizar sob seu Galaxy Mat (mantendo-a secreta!)"
    s = G.new(players=3, seed=5)
    mine = s.data["missions_dealt"][0]
    other = s.data["missions_dealt"][1][0]
    refused(s, f"P1 keep_mission mission={other}", "TEG-SETUP-MISSIONS", "not one of the missions dealt")
    s = s.apply(f"P1 keep_mission mission={mine[1]}")
    assert s.data["mission"][0] == mine[1] and s.to_act == 1
    assert s.view(0)["players"][0]["mission"] == mine[1]
    assert s.view(1)["players"][0]["mission"] == "hidden"
    assert s.view(0)["players"][1]["offer"] == ["hidden", "hidden"]
    assert "deck" not in s.view(1) and s.view(1)["deck_size"] == len(s.data["deck"])


def test_start_player_is_p1_and_turns_go_clockwise():
    s = start(players=3)
    assert s.data["active"] == 0
    s = play(s, "P1 end_turn")
    assert s.data["active"] == 1
    s = play(s, "P2 end_turn", "P3 end_turn")
    assert s.data["active"] == 0 and s.data["turns"] == (1, 1, 1)


def test_end_triggered_at_21_vp_then_equal_turns():
    # "a rodada continua até que todos os jogadores tenham tido o mesmo número de turnos
    #  (o jogador inicial não joga novamente)"
    s = start(players=3)
    s = seat(s, "colonies", 0, ("celeste", "nebra", "sibila", "tundra"))  # 8+8+6+6 = 28
    s = play(s, "P1 end_turn")
    assert s.data["triggered"] and not s.is_over and s.data["active"] == 1
    assert any("TEG-END-TRIGGER" in e.rules for e in s.log)
    s = play(s, "P2 end_turn")
    assert not s.is_over
    s = play(s, "P3 end_turn")
    assert s.is_over and s.data["turns"] == (1, 1, 1)
    assert s.outcome.winners == (0,)
    assert s.phase == "end"


def test_secret_mission_points_do_not_trigger_the_end():
    # "Os pontos das Missões Secretas não contam para acionar o fim do jogo."
    s = start(players=2)
    s = seat(s, "colonies", 0, ("sibila", "tundra", "opala"))  # 6 + 6 + 6 = 18 VP
    s = seat(s, "empire_level", 0, 3)  # + 2 VP = 20 without the mission
    s = seat(s, "mission", 0, "overlord")  # the most colonized planets: 23 with it
    assert s.vp(0) == 20 and s.mission_vp(0) == 3
    s = play(s, "P1 end_turn")
    assert not s.data["triggered"]


def test_trigger_in_the_last_seats_turn_ends_at_once():
    s = start(players=2)
    s = play(s, "P1 end_turn")
    s = seat(s, "colonies", 1, ("celeste", "nebra", "sibila", "tundra"))
    s = play(s, "P2 end_turn")
    assert s.is_over and s.data["turns"] == (1, 1)


def test_scoring_adds_planets_empire_and_missions():
    # "Some os pontos de vitória que você ganhou de: Planetas colonizados / Nível do império / Missão"
    s = start(players=2)
    s = seat(s, "colonies", 0, ("celeste", "nebra", "sibila", "tundra"))
    s = seat(s, "empire_level", 0, 3)
    s = seat(s, "mission", 0, "overlord")  # the most colonized planets (4 against 0) -> +3
    s = seat(s, "mission", 1, "zenith")  # empire level 6 needed: not completed
    s = play(s, "P1 end_turn", "P2 end_turn")
    assert s.is_over
    b = s.outcome.breakdown
    assert (b[0]["planets"], b[0]["empire"], b[0]["mission"], b[0]["total"]) == (28, 2, 3, 33)
    assert b[1]["mission"] == 0
    assert s.outcome.scores[0] == 33
    assert any("TEG-MISSION-SCORE" in e.rules for e in s.log)


OLD_MISSIONS = [
    {"id": "muse", "name": "Muse", "condition": "colonies_symbol", "target": "culture", "n": 2, "vp": 3},
    {"id": "merchant", "name": "Merchant", "condition": "colonies_track", "target": "economy",
     "n": 2, "vp": 3},
    {"id": "envoy", "name": "Envoy", "condition": "colonies_track", "target": "diplomacy",
     "n": 2, "vp": 3},
    {"id": "hoarder", "name": "Hoarder", "condition": "resources", "n": 9, "vp": 3},
    {"id": "explorer", "name": "Explorer", "condition": "fleet_out", "n": 3, "vp": 3},
    {"id": "voyager", "name": "Voyager", "condition": "fleet_out", "n": 2, "vp": 2},
    {"id": "dynast", "name": "Dynast", "condition": "level", "n": 4, "vp": 2},
]


@pytest.mark.parametrize("condition,setup,done", [
    ("muse", {"colonies": ("lumen", "coral")}, True),
    ("muse", {"colonies": ("lumen", "brasa")}, False),
    ("merchant", {"colonies": ("brasa", "coral")}, True),
    ("envoy", {"colonies": ("brasa", "coral")}, False),
    ("hoarder", {"energy": 5, "culture": 4}, True),
    ("hoarder", {"energy": 5, "culture": 3}, False),
    ("explorer", {"ships": (("brasa", -1), ("coral", 0), ("lumen", 0))}, True),
    ("voyager", {"ships": (("brasa", -1), None)}, False),
    ("dynast", {"empire_level": 4}, True),
])
def test_mission_conditions(condition, setup, done):
    # the older single-measure condition words still read as "at least n"
    s = G.with_content({"missions": OLD_MISSIONS}).new(players=2, seed=3)
    s = play(s, *(f"P{p + 1} keep_mission mission={s.data['missions_dealt'][p][0]}" for p in range(2)))
    s = seat(s, "mission", 0, condition)
    for key, value in setup.items():
        s = seat(s, key, 0, value)
    assert s.mission_done(0) is done


def _row(total, colonized, level, resources):
    return {"total": total, "colonized": colonized, "level": level, "resources": resources}


@pytest.mark.english
def test_tie_breaks_in_the_seed_order():
    # planets, then galaxy level, then combined resources, then a shared victory
    w, text, rules = rank([_row(22, 3, 2, 0), _row(22, 4, 1, 0)])
    assert w == [1] and rules == ("TEG-TIE-PLANETS",) and "colonized planets: P1 3, P2 4" in text
    w, _, rules = rank([_row(22, 4, 3, 0), _row(22, 4, 2, 9)])
    assert w == [0] and rules == ("TEG-TIE-PLANETS", "TEG-TIE-LEVEL")
    w, _, rules = rank([_row(22, 4, 3, 5), _row(22, 4, 3, 6), _row(10, 1, 1, 0)])
    assert w == [1] and rules[-1] == "TEG-TIE-RESOURCES"
    w, text, rules = rank([_row(22, 4, 3, 5), _row(22, 4, 3, 5)])
    assert w == [0, 1] and rules[-1] == "TEG-TIE-SHARED" and "shared" in text
    w, text, rules = rank([_row(30, 1, 1, 0), _row(22, 4, 3, 5)])
    assert w == [0] and rules == () and text == ""


def test_shared_victory_in_a_game():
    s = start(players=2)
    for p in (0, 1):
        s = seat(s, "colonies", p, ("celeste", "nebra", "sibila", "tundra"))
        s = seat(s, "mission", p, "zenith")
    s = play(s, "P1 end_turn", "P2 end_turn")
    assert s.outcome.winners == (0, 1) and s.outcome.is_tie
    assert "TEG-TIE-SHARED" in s.outcome.rules


@pytest.mark.english
def test_an_empty_planet_deck_triggers_the_end():
    # assumption TEG-END-NO-PLANETS: the seed does not say what happens when planets run out
    s = start(players=2, dice=("economy", "move", "move", "move"))
    s = table(s, row=("brasa", "lumen", "coral", "mirra"), deck=())
    s = seat(s, "ships", 0, (("brasa", 0), None))
    s = play(s, "P1 economy planet=brasa", "P1 end_turn")
    assert s.data["triggered"] and s.data["row"] == ("lumen", "coral", "mirra")
    assert any("TEG-END-NO-PLANETS" in e.rules for e in s.log)
    s = play(s, "P2 end_turn")
    assert s.is_over and "planet deck ran out" in s.outcome.reason


def test_json_round_trip_of_a_finished_game_and_bad_saves():
    import json
    import random
    rng = random.Random(4)
    s = G.new(players=3, seed=4)
    while not s.is_over:
        la = s.legal_actions()
        s = s.apply(la[rng.randrange(len(la))])
    assert G.from_json(s.to_json()) == s
    doc = json.loads(s.to_json())
    doc["history"][5] = "P1 fly to=moon"
    with pytest.raises(lr.InvalidSave, match=r"history\[5\]"):
        G.from_json(json.dumps(doc))


@pytest.mark.english
def test_content_missing_field_is_named():
    with pytest.raises(InvalidContent, match=r"planets\[20\] \(vulcano\): missing field 'track'"):
        G.with_content({"planets": [{"id": "vulcano", "name": "Vulcano", "symbol": "energy",
                                     "track_kind": "economy", "vp": 3, "effect": "energy",
                                     "amount": 1}]})


@pytest.mark.english
def test_content_bad_values_are_named():
    with pytest.raises(InvalidContent) as exc:
        G.with_content({"missions": [{"id": "bad", "name": "Bad", "condition": "colonies_symbol",
                                      "target": "gold", "n": 2, "vp": 1}]})
    assert f"missions[{len(MISSIONS)}] (bad): target 'gold'" in str(exc.value)
    with pytest.raises(InvalidContent) as exc:
        G.with_content({"missions": [{"id": "bad", "name": "Bad", "condition": "colonies_symbol",
                                      "target": "culture", "n": 2, "vp": -1}]})
    assert "missions[bad].vp: -1 must not be negative" in str(exc.value)


def test_user_planet_can_be_added_and_played():
    g2 = G.with_content({"planets": [{"id": "vulcano", "name": "Vulcano", "symbol": "energy",
                                      "track": 1, "track_kind": "economy", "vp": 9,
                                      "effect": "energy", "amount": 3}]})
    s = g2.new(players=2, seed=1)
    assert "vulcano" in s.data["row"] + s.data["deck"]
    assert g2.from_json(s.to_json()) == s


def test_rulebook_is_cited_and_searchable():
    book = G.rules
    assert book["TEG-REROLL-COST"].kind == "seed"
    assert book["TEG-EMPIRE-VP"].kind == "assumption"
    assert book["TEG-EMPIRE-TRACK"].kind == "public"
    assert book.verify_quotes() == []
    assert any(r.id == "TEG-CONVERTER" for r in book.search("conversor"))
    assert any(r.id == "TEG-SETUP-EMPIRE" for r in book.search("imperio"))
