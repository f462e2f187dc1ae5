"""The log and refusals cite each seed sentence at the moment the engine applies it."""

from __future__ import annotations

import pytest

from .helpers import G, play, refused, seat, start, with_row

ROW = ("brasa", "lumen", "ferrugem", "coral")  # energy/econ 1, culture/dipl 1, energy/dipl 2, culture/econ 2


def at(dice, players=2):
    return with_row(start(players=players, dice=dice), ROW)


def events(before, after):
    """The events ``after`` logged since ``before``."""
    return after.log[len(before.log):]


def cited(evts, rule_id):
    """The events among ``evts`` that cite ``rule_id``."""
    return [e for e in evts if rule_id in e.rules]


@pytest.mark.english
@pytest.mark.parametrize("players,options,shown,example", [
    (2, {}, 4, None),
    (3, {}, 5, "TEG-SETUP-EXAMPLE-3P"),
    (4, {}, 6, None),
    (5, {}, 6, "TEG-SETUP-EXAMPLE-5P"),
    (5, {"planets_5p_plus_two": True}, 7, None),
])
def test_setup_cites_the_shuffle_and_only_the_example_it_follows(players, options, shown, example):
    # "Embaralhe o baralho de Cartas de Planeta." / "(Exemplo: para 3 jogadores, revele 5
    # planetas; para 5 jogadores, revele 6 planetas)": the 5-player half by default, not
    # with the players + 2 variant
    s = G.new(players=players, seed=2, **options)
    assert len(s.data["row"]) == shown
    reveal = cited(s.log, "TEG-SHUFFLE-PLANETS")
    assert len(reveal) == 1 and f"revealed {shown} planets" in reveal[0].text
    examples = {r for r in reveal[0].rules if r.startswith("TEG-SETUP-EXAMPLE")}
    assert examples == ({example} if example else set())
    assert ("TEG-PLANETS-5P-PLUS-TWO" in reveal[0].rules) == ("planets_5p_plus_two" in options)
    assert ("TEG-SETUP-PLANETS" in reveal[0].rules) == (shown == players + 2)


@pytest.mark.english
def test_setup_cites_mats_tokens_and_the_missions_left_in_the_box():
    # "recebe um Galaxy Mat" / "Receba também 4 Naves, ..." / "As cartas restantes voltam para a caixa"
    s = G.new(players=3, seed=5)
    [kit] = cited(s.log, "TEG-SETUP-MAT")
    assert "TEG-SETUP-TOKENS" in kit.rules
    assert "each player (P1..P3) has a Galaxy Mat and 4 ships: 2 on the Galaxy Mat, 2 on the ship tracker" in kit.text
    [box] = cited(s.log, "TEG-MISSIONS-BOX")
    left = s.data["missions_left"]
    assert left == len(G.content["missions"]) - 6 and f"the other {left} go back to the box" in box.text


@pytest.mark.english
def test_roll_cites_the_empire_track_consulted():
    # "Consultar o rastreador de império ... para ver quantos dados e naves você pode usar."
    s = G.new(players=2, seed=3)
    before = play(s, "P1 keep_mission mission=" + s.data["missions_dealt"][0][0])
    after = before.apply(before.legal_actions()[0])
    [roll] = [e for e in events(before, after) if e.text.startswith("rolls")]
    assert {"TEG-CONSULT-TRACK", "TEG-EMPIRE-LEVEL", "TEG-ROLL"} <= set(roll.rules)
    assert "rolls 4 dice (empire level 1)" in roll.text


@pytest.mark.english
def test_activating_a_die_cites_the_activation_bay_and_its_face():
    # "Para usar a ação de um dado, mova-o para a Activation Bay" / "As faces dos dados determinam"
    s = at(("energy", "move", "move", "move"))
    after = s.apply("P1 energy")
    new = events(s, after)
    [act] = cited(new, "TEG-ACTIVATE")
    assert "TEG-FACE-ACTIONS" in act.rules and "activates die 1 (energy)" in act.text
    assert after.data["used"][0] == 1
    [gain] = cited(new, "TEG-PLANET-RESOURCES")
    assert "acquires 2 energy" in gain.text  # 2 ships on the Galaxy Mat
    assert not cited(events(s, s.apply("P1 reroll dice=2")), "TEG-ACTIVATE")


@pytest.mark.english
def test_arrival_lands_or_orbits_and_orbit_names_the_tracks_symbol():
    # "Ao chegar a um planeta, sua nave pode fazer uma de duas coisas:" / "O símbolo no final
    # do rastreador indica qual ação permitirá que você avance a nave"
    s = at(("move", "move", "energy", "energy"))
    landed = s.apply("P1 move ship=1 to=brasa mode=land")
    [land] = cited(events(s, landed), "TEG-LAND-OR-ORBIT")
    assert "TEG-ORBIT-SYMBOL" not in land.rules
    orbited = s.apply("P1 move ship=1 to=coral mode=orbit")
    [orbit] = cited(events(s, orbited), "TEG-LAND-OR-ORBIT")
    assert "TEG-ORBIT-SYMBOL" in orbit.rules and "economy advances it" in orbit.text
    home = events(s, play(s, "P1 move ship=1 to=coral mode=orbit", "P1 move ship=1 to=mat1 mode=land"))
    assert len(cited(home, "TEG-LAND-OR-ORBIT")) == 1  # going home is not arriving at a planet
    err = refused(s, "P1 move ship=1 to=coral mode=fly", "TEG-LAND-OR-ORBIT", "mode='fly'")
    assert "TEG-MOVE" in err.rule_ids


@pytest.mark.english
def test_only_orbiting_ships_advance_and_the_refusals_say_so():
    # "Enquanto orbitam um planeta, suas naves trabalham para colonizá-lo ... Dependendo do
    # planeta, você pode usar Diplomacia ou Economia para isso."
    s = at(("diplomacy", "economy", "move", "move"))
    s = seat(s, "ships", 0, (("ferrugem", -1), None))  # on the surface: not orbiting
    refused(s, "P1 diplomacy planet=ferrugem", "TEG-ADVANCE-ORBIT", "no ship orbiting a planet")
    s = seat(s, "ships", 0, (("ferrugem", -1), ("coral", 0)))
    err = refused(s, "P1 economy planet=ferrugem", "TEG-ADVANCE", "no ship orbiting Ferrugem")
    assert "TEG-ADVANCE-ORBIT" in err.rule_ids
    err = refused(s, "P1 diplomacy planet=coral", "TEG-ADVANCE-SYMBOL", "economy symbol")
    assert {"TEG-ADVANCE-ORBIT", "TEG-ORBIT-SYMBOL"} <= set(err.rule_ids)
    after = play(s, "P1 economy planet=coral")
    [adv] = cited(events(s, after), "TEG-ADVANCE-ORBIT")
    assert "advances ship 2 on" in adv.text and after.data["ships"][0][1] == ("coral", 1)


@pytest.mark.english
def test_upgrade_cites_the_mat_action_and_what_it_gains():
    # "A ação do seu Galaxy Mat é: • Melhorar seu Império" / "Melhorar seu império aumenta seus
    # pontos de vitória, o número de dados e naves que você pode usar."
    s = at(("colony", "move", "move", "move"))
    s = seat(s, "energy", 0, 2)
    after = play(s, "P1 upgrade pay=energy")
    [up] = cited(events(s, after), "TEG-MAT-ACTION")
    assert "TEG-UPGRADE-GAINS" in up.rules and "level 2" in up.text
    assert after.vp(0) > s.vp(0)


@pytest.mark.english
def test_set_face_cites_the_converter_turning_a_die():
    # "O Conversor ... é usado para virar um dado para a face de sua escolha."
    s = at(("culture", "culture", "energy", "move"))
    s = s.apply("P1 convert dice=1,2")
    after = s.apply("P1 set_face die=3 face=economy")
    [turn] = cited(events(s, after), "TEG-CONVERTER-FACE")
    assert "turns die 3 from energy to economy" in turn.text and after.data["dice"][2] == "economy"


@pytest.mark.english
def test_end_trigger_and_reveal_cite_their_sentences_once_each():
    # "ele continua até que um jogador atinja 21 pontos de vitória ou mais" / "A partida continua
    # até que todos ... número igual de turnos." / "Após o último jogador terminar seu turno,
    # todos revelam suas Cartas de Missão Secreta."
    s = start(players=3)
    s = seat(s, "colonies", 0, ("celeste", "nebra", "sibila", "tundra"))  # 28 VP
    first = play(s, "P1 end_turn")
    [trig] = cited(events(s, first), "TEG-PLAY-UNTIL-21")
    assert "TEG-END-PLAY-ON" in trig.rules and "P1 has 28 VP" in trig.text
    second = play(first, "P2 end_turn")
    assert not cited(second.log, "TEG-MISSION-REVEAL") and not second.is_over
    last = play(second, "P3 end_turn")
    [reveal] = cited(events(second, last), "TEG-MISSION-REVEAL")
    for p in range(3):
        name = G.content["missions"][[m["id"] for m in G.content["missions"]].index(
            last.data["mission"][p])]["name"]
        assert f"P{p + 1} {name}" in reveal.text
    assert last.is_over and len(cited(last.log, "TEG-PLAY-UNTIL-21")) == 1
