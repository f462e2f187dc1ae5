"""Scenario tests: the die actions (seed 004, 'Ações dos Dados')."""

from __future__ import annotations

import pytest

from .helpers import G, play, refused, seat, start, with_row

ROW = ("brasa", "lumen", "ferrugem", "coral")  # energy/econ 1, culture/dipl 1, energy/dipl 2, culture/econ 2


def at(dice, players=2, **kw):
    return with_row(start(players=players, dice=dice, **kw), ROW)


@pytest.mark.english
def test_land_then_use_the_planets_action():
    # "Se você pousar uma nave na superfície ... pode realizar imediatamente a ação listada nele."
    s = at(("move", "energy", "energy", "energy"))
    s = s.apply("P1 move ship=1 to=brasa mode=land")
    assert s.data["ships"][0][0] == ("brasa", -1)
    assert s.phase == "planet" and s.to_act == 0
    refused(s, "P1 use_planet target=coral", "TEG-PLANETS-SAMPLE", "cannot target 'coral'", "self")
    s = s.apply("P1 use_planet target=self")
    assert s.data["energy"][0] == 3  # Brasa: gain 1 energy


def test_landing_action_is_optional():
    s = at(("move", "energy", "energy", "energy")).apply("P1 move ship=1 to=brasa mode=land")
    s = s.apply("P1 skip_planet")
    assert s.data["energy"][0] == 2 and s.phase in ("follow", "action")


def test_orbit_starts_on_the_first_track_space():
    # "coloque sua nave na posição inicial do rastreador de colônia da carta"
    s = play(at(("move", "energy", "energy", "energy")), "P1 move ship=2 to=coral mode=orbit")
    assert s.data["ships"][0][1] == ("coral", 0)
    assert s.phase == "action"


@pytest.mark.english
def test_move_must_change_planet():
    # "Não pode mover da superfície para o rastreador de colônia no mesmo planeta, e vice-versa."
    s = at(("move", "move", "energy", "energy"))
    s = seat(s, "ships", 0, (("coral", -1), None))
    refused(s, "P1 move ship=1 to=coral mode=orbit", "TEG-MOVE-CHANGE-PLANET", "ship 1 is already at Coral")
    refused(s, "P1 move ship=2 to=mat2 mode=land", "TEG-NO-LAND-OTHERS", "P2's Galaxy Mat")
    refused(s, "P1 move ship=2 to=mat1 mode=land", "TEG-MOVE-CHANGE-PLANET", "already on your Galaxy Mat")


@pytest.mark.english
def test_one_ship_per_surface_and_per_track():
    # "Você só pode ter uma nave em cada rastreador de colônia." / "... em cada superfície"
    s = at(("move", "move", "energy", "energy"))
    s = seat(s, "ships", 0, (("coral", -1), ("lumen", 0)))
    refused(s, "P1 move ship=2 to=coral mode=land", "TEG-ONE-PER-SURFACE", "your ship 1 is already on Coral's surface")
    refused(s, "P1 move ship=1 to=lumen mode=orbit", "TEG-ONE-PER-TRACK", "your ship 2 is already on Lúmen's colony track")
    # "Você pode ter naves no rastreador de colônia e na superfície de cada planeta."
    s = s.apply("P1 move ship=1 to=lumen mode=land")
    assert s.data["ships"][0] == (("lumen", -1), ("lumen", 0))


def test_rival_ships_share_spaces():
    # "Naves de diferentes jogadores podem ocupar os mesmos espaços"
    s = at(("move", "move", "energy", "energy"))
    s = seat(s, "ships", 1, (("coral", -1), ("lumen", 0)))
    s = s.apply("P1 move ship=1 to=coral mode=land")
    s = play(s, "P1 skip_planet", "P1 move ship=2 to=lumen mode=orbit")
    assert s.data["ships"][0] == (("coral", -1), ("lumen", 0))
    assert s.data["ships"][1] == (("coral", -1), ("lumen", 0))


@pytest.mark.english
def test_move_back_home_many_ships_fit():
    # "Você pode mover de um planeta de volta para o seu Galaxy Mat."
    s = at(("move", "move", "energy", "energy"))
    s = seat(s, "ships", 0, (("coral", -1), None))
    refused(s, "P1 move ship=1 to=mat1 mode=orbit", "TEG-MOVE-HOME", "no colony track")
    s = play(s, "P1 move ship=1 to=mat1 mode=land")
    assert s.data["ships"][0] == (None, None)


@pytest.mark.english
def test_no_landing_on_colonized_planets_or_unknown_ones():
    # "Você não pode pousar no Galaxy Mat de outro jogador ou em seus planetas colonizados."
    s = at(("move", "move", "energy", "energy"))
    s = seat(s, "colonies", 1, ("sibila",))
    refused(s, "P1 move ship=1 to=sibila mode=land", "TEG-NO-LAND-OTHERS", "colonized planet of P2")
    refused(s, "P1 move ship=1 to=zzz mode=land", "TEG-MOVE", "'zzz' is not a face-up planet")
    refused(s, "P1 move ship=3 to=coral mode=land", "TEG-EMPIRE-TRACK", "you have 2 ships", "no ship 3")
    refused(s, "P1 move ship=1 to=coral mode=fly", "TEG-LAND-OR-ORBIT", "mode='fly'")


def test_acquire_energy_counts_energy_planets_and_galaxy_mat():
    # "1 desse recurso para cada uma de suas naves ... com o símbolo" + "1 Energia para cada nave no seu Galaxy Mat"
    s = at(("energy", "culture", "move", "move"), players=2)
    s = seat(s, "empire_level", 0, 5)
    s = seat(s, "ships", 0, (("brasa", -1), ("ferrugem", 1), ("lumen", 0), None))
    s = play(s, "P1 energy")
    assert s.data["energy"][0] == 2 + 2 + 1  # Brasa, Ferrugem (orbit), 1 ship home; not Lúmen
    s = play(s, "P1 culture")
    assert s.data["culture"][0] == 1 + 1  # Lúmen only


@pytest.mark.english
def test_resources_capped_at_seven():
    # "O máximo é 7 de cada recurso."
    s = at(("energy", "move", "move", "move"))
    s = seat(s, "energy", 0, 6)
    s = play(s, "P1 energy")
    assert s.data["energy"][0] == 7
    e = next(e for e in s.log if "acquires" in e.text)
    assert "TEG-RESOURCE-CAP" in e.rules and "1 lost over the cap of 7" in e.text


@pytest.mark.english
def test_advance_needs_the_tracks_symbol_and_an_orbiting_ship():
    # "O símbolo no último espaço do rastreador indica qual ação você deve usar."
    s = at(("diplomacy", "economy", "move", "move"))
    refused(s, "P1 diplomacy planet=ferrugem", "TEG-ADVANCE-ORBIT", "no ship orbiting a planet")
    s = seat(s, "ships", 0, (("coral", 0), ("ferrugem", 0)))
    refused(s, "P1 diplomacy planet=coral", "TEG-ADVANCE-SYMBOL", "ends in the economy symbol",
            "a diplomacy die cannot advance it")
    refused(s, "P1 economy planet=ferrugem", "TEG-ADVANCE-SYMBOL", "an economy die cannot advance it")
    refused(s, "P1 economy planet=lumen", "TEG-ADVANCE", "no ship orbiting Lúmen")
    s = play(s, "P1 diplomacy planet=ferrugem")
    assert s.data["ships"][0][1] == ("ferrugem", 1)


@pytest.mark.english
def test_colonize_returns_every_ship_and_replaces_the_planet():
    # "Todas as naves na carta retornam aos Galaxy Mats de seus proprietários."
    s = at(("economy", "move", "move", "move"))
    s = seat(s, "ships", 0, (("coral", 1), ("coral", -1)))
    s = seat(s, "ships", 1, (("coral", 0), ("lumen", 0)))
    s = s.with_outcomes(planet=["sibila"])
    s = play(s, "P1 economy planet=coral")
    assert s.data["colonies"][0] == ("coral",)
    assert s.data["ships"][0] == (None, None)
    assert s.data["ships"][1] == (None, ("lumen", 0))
    # "Uma nova carta de planeta é então comprada ... colocada no espaço deixado"
    assert s.data["row"] == ("brasa", "lumen", "ferrugem", "sibila")
    assert "sibila" not in s.data["deck"]
    assert s.vp(0) == 5  # Coral 5 VP + empire level 1 (0 VP)
    e = next(e for e in s.log if "colonizes" in e.text)
    assert {"TEG-COLONIZE", "TEG-REPLACE-PLANET"} <= set(e.rules)


def test_colonize_with_an_empty_deck_leaves_a_gap():
    s = with_row(start(dice=("economy", "move", "move", "move")), ROW, deck=())
    s = seat(s, "ships", 0, (("brasa", 0), None))
    s = play(s, "P1 economy planet=brasa")
    assert s.data["row"] == ("lumen", "ferrugem", "coral")
    assert any("TEG-DECK-EMPTY" in e.rules for e in s.log)


@pytest.mark.english
def test_upgrade_paid_all_in_one_resource():
    # "Este custo deve ser pago inteiramente em Energia ou inteiramente em Cultura"
    s = at(("colony", "move", "move", "move"))
    s = seat(s, "empire_level", 0, 2)
    s = seat(s, "culture", 0, 1)
    err = refused(s, "P1 upgrade pay=energy", "TEG-UPGRADE-ONE-KIND",
                  "upgrade to level 3 needs 3 energy or 3 culture (not mixed); you have 2 energy, 1 culture")
    assert "não podem ser combinados" in err.explain()
    refused(s, "P1 upgrade pay=both", "TEG-UPGRADE-ONE-KIND", "all in energy or all in culture")


def test_upgrade_gives_a_ship_now_and_a_die_next_turn():
    # "Se você ganhar uma nave ... (ela pode ser usada no mesmo turno)" / "outro dado ... próximo turno"
    s = at(("colony", "move", "move", "move"))
    s = seat(s, "empire_level", 0, 2)
    s = seat(s, "culture", 0, 3)
    s = play(s, "P1 upgrade pay=culture")
    assert s.data["empire_level"][0] == 3 and s.data["culture"][0] == 0
    assert s.data["ships"][0] == (None, None, None)
    assert len(s.data["dice"]) == 4  # not this turn
    s = play(s, "P1 move ship=3 to=coral mode=orbit")  # the new ship moves at once
    assert s.data["ships"][0][2] == ("coral", 0)
    s = s.apply("P1 end_turn")
    s = play(s, "P2 end_turn")
    assert s.data["active"] == 0 and len(s.data["dice"]) == 5


def test_upgrade_cost_is_the_next_level():
    # "Gaste o número de recursos igual ao próximo nível"
    s = at(("colony", "move", "move", "move"))
    s = play(s, "P1 upgrade pay=energy")  # level 1 -> 2 costs 2
    assert s.data["empire_level"][0] == 2 and s.data["energy"][0] == 0


@pytest.mark.english
def test_empire_track_tops_out_at_level_six():
    s = at(("colony", "move", "move", "move"))
    s = seat(s, "empire_level", 0, 6)
    s = seat(s, "energy", 0, 7)
    refused(s, "P1 upgrade pay=energy", "TEG-EMPIRE-MAX", "level 6, the top of the track")


@pytest.mark.english
def test_utilize_a_colonized_planets_action():
    # "Ative este dado para realizar a ação ... de um dos planetas que você colonizou."
    s = at(("colony", "move", "move", "move"))
    refused(s, "P1 use_colony planet=sibila", "TEG-UTILIZE", "you have none")
    s = seat(s, "colonies", 0, ("sibila",))
    refused(s, "P1 use_colony planet=coral", "TEG-UTILIZE", "Coral is not a planet you colonized")
    s = s.apply("P1 use_colony planet=sibila")
    assert s.phase == "planet"
    s = play(s, "P1 use_planet target=self")
    assert s.data["culture"][0] == 3  # Sibila: gain 2 culture


@pytest.mark.english
def test_displaced_ship_returns_to_its_galaxy_mat():
    # "Se sua nave for deslocada, ela retorna ao seu Galaxy Mat."
    s = at(("move", "move", "move", "move"))
    s = seat(s, "ships", 1, (("lumen", 0), ("brasa", -1)))
    s = s.apply("P1 move ship=1 to=coral mode=land")  # Coral: displace a rival ship
    targets = {a["target"] for a in s.legal_actions() if a.kind == "use_planet"}
    assert targets == {"P2.lumen.orbit", "P2.brasa.surface"}
    refused(s, "P1 use_planet target=P2.coral.orbit", "TEG-PLANETS-SAMPLE", "cannot target")
    s = play(s, "P1 use_planet target=P2.lumen.orbit")
    assert s.data["ships"][1] == (None, ("brasa", -1))
    assert any("TEG-DISPLACED-RETURNS" in e.rules for e in s.log)


@pytest.mark.english
def test_regress_planet_action_moves_a_rival_ship_back_but_not_off_its_track():
    # the sample regress planet action; published: a ship cannot be regressed off a colony track
    s = with_row(start(players=3, dice=("move", "move", "move", "move")),
                 ("granito", "vesper", "coral", "sibila", "lumen"))
    assert {p["id"]: p["effect"] for p in G.content["planets"]}["granito"] == "regress"
    s = seat(s, "ships", 0, (None, ("sibila", 2)))
    s = seat(s, "ships", 1, (("coral", 1), ("lumen", 0)))
    s = seat(s, "ships", 2, (("sibila", 2), ("vesper", -1)))
    s = s.apply("P1 move ship=1 to=granito mode=land")  # Granito: regress a rival ship 1 space
    targets = {a["target"] for a in s.legal_actions() if a.kind == "use_planet"}
    assert targets == {"P2.coral", "P3.sibila"}  # not P2 on Lúmen's starting space, not P1's own
    refused(s, "P1 use_planet target=P2.lumen", "TEG-REGRESS-FLOOR", "starting space",
            "cannot be regressed off")
    refused(s, "P1 use_planet target=P1.sibila", "TEG-PLANETS-SAMPLE", "cannot target", "rival")
    refused(s, "P1 use_planet target=P3.vesper", "TEG-PLANETS-SAMPLE", "cannot target")
    s = play(s, "P1 use_planet target=P3.sibila")
    assert s.data["ships"][2] == (("sibila", 1), ("vesper", -1))
    assert s.data["ships"][0] == (("granito", -1), ("sibila", 2))
    event = next(e for e in reversed(s.log) if "P3's ship" in e.text)
    assert "moves P3's ship on Sibila's colony track back 1 space, to space 1 of 3" in event.text
    assert "TEG-REGRESS" in event.rules and "TEG-REGRESS-FLOOR" not in event.rules


@pytest.mark.english
def test_planet_actions_describe_their_spaces_in_words():
    from lunarrules.games.tiny_epic_galaxies.content import catalogue
    planets = catalogue(G.content).planets
    assert "move a rival ship 1 space back" in planets["granito"].describe()
    assert "move a rival ship 2 spaces back" in planets["vesper"].describe()
    assert "advance one of your orbiting ships 1 space" in planets["ferrugem"].describe()


@pytest.mark.english
def test_regress_stops_on_the_starting_space():
    # Vésper regresses 2 spaces; a ship on space 1 stops on the starting space (space 0)
    s = with_row(start(players=2, dice=("move", "move", "move", "move")),
                 ("granito", "vesper", "coral", "lumen"))
    s = seat(s, "ships", 1, (("coral", 1), None))
    s = s.apply("P1 move ship=1 to=vesper mode=land")
    s = play(s, "P1 use_planet target=P2.coral")
    assert s.data["ships"][1] == (("coral", 0), None)
    event = next(e for e in reversed(s.log) if "P2's ship" in e.text)
    assert "only 1 space" in event.text and "TEG-REGRESS-FLOOR" in event.rules


def test_advance_planet_action_can_colonize():
    s = at(("move", "move", "move", "move"))
    s = seat(s, "ships", 0, (None, ("lumen", 0)))
    s = s.apply("P1 move ship=1 to=ferrugem mode=land")  # Ferrugem: advance a ship
    s = s.with_outcomes(planet=["aurora"])
    s = play(s, "P1 use_planet target=lumen")
    assert s.data["colonies"][0] == ("lumen",)
    assert "aurora" in s.data["row"]


def test_follower_colonizes_with_its_own_ship():
    s = at(("diplomacy", "move", "move", "move"))
    s = seat(s, "ships", 0, (("ferrugem", 0), None))
    s = seat(s, "ships", 1, (("lumen", 0), None))
    s = s.apply("P1 diplomacy planet=ferrugem")
    s = s.apply("P2 follow")
    assert {str(a) for a in s.legal_actions()} == {"P2 diplomacy planet=lumen"}
    s = s.with_outcomes(planet=["eco"]).apply("P2 diplomacy planet=lumen")
    assert s.data["colonies"][1] == ("lumen",) and s.data["culture"][1] == 0
    assert s.phase == "action" and s.to_act == 0


def test_state_is_not_changed_by_apply():
    s = at(("move", "energy", "culture", "colony"))
    before = s.fingerprint()
    s.apply("P1 move ship=1 to=coral mode=orbit")
    assert s.fingerprint() == before


def test_json_round_trip_mid_game():
    s = start(dice=("move", "energy", "culture", "colony"))
    s = play(s, "P1 energy", "P1 move ship=1 to=" + s.data["row"][0] + " mode=orbit")
    back = G.from_json(s.to_json())
    assert back == s and back.data == s.data
    assert back.log[-1].text == s.log[-1].text
