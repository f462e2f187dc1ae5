"""One scenario per rule-bearing sentence of the seed (and the published facts)."""

from __future__ import annotations

import dataclasses

import pytest

from lunarrules.errors import RequirementUnmet, WrongPhase
from lunarrules.games.planet_unknown import geometry as pl

from .helpers import A, G, cover, edit, fresh, give, place, refusal, set_track, track


def rules_logged(s):
    return [r for e in s.log for r in e.rules]


# ----------------------------------------------------------------- placement
@pytest.mark.english
def test_first_tile_must_touch_the_perimeter():
    # "Primeiro o Perímetro: A primeira peça deve tocar o perímetro da grade do planeta."
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    err = refusal(s, place(s, "inner", 0, 5, 5))
    assert isinstance(err, RequirementUnmet) and err.rule_id == "PU-PERIMETER-FIRST"
    assert "row 0 or 11" in str(err) and "rows 5-5" in str(err)
    assert s.check(place(s, "inner", 0, 0, 3)) is None


@pytest.mark.english
def test_diagonal_only_contact_is_refused():
    # "adjacentes (horizontal ou verticalmente, nunca na diagonal)"
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    cover(s, [(0, 0), (0, 1)])
    err = refusal(s, place(s, "inner", 0, 1, 2))
    assert err.rule_id == "PU-ADJACENT" and "only diagonally" in str(err) and "row 1, column 2" in str(err)
    far = refusal(s, place(s, "inner", 0, 6, 6))
    assert far.rule_id == "PU-ADJACENT" and "2 squares covered" in str(far)
    assert s.check(place(s, "inner", 0, 1, 1)) is None


@pytest.mark.english
def test_no_tile_on_top_of_a_tile():
    # "Camada Única: Não pode colocar peça em cima de peça!"
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    cover(s, [(0, 0), (0, 1)])
    err = refusal(s, place(s, "outer", 0, 0, 1))
    assert err.rule_id == "PU-ONE-LAYER" and "1 square already" in str(err) and "row 0, column 1" in str(err)


@pytest.mark.english
def test_tiles_stay_on_the_grid():
    # "Alinhamento da Grade: As peças devem estar alinhadas com os quadrados da grade."
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    err = refusal(s, place(s, "outer", 0, 0, 10))
    assert err.rule_id == "PU-GRID-ALIGN" and "columns 10-13" in str(err)


def test_orientations_are_numbered_once():
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    same = refusal(s, place(s, "inner", 4, 0, 3))
    assert same.rule_id == "PU-ANY-ORIENTATION" and "orient=2" in str(same)
    bad = refusal(s, place(s, "inner", 9, 0, 3))
    assert bad.rule_id == "PU-ANY-ORIENTATION" and "0-3" in str(bad)
    # a mirrored tile is a legal placement when it differs
    s2 = give(fresh(), "L3-civ-water", "I4-civ-water")
    assert any(a["orient"] >= 4 for a in s2.legal_actions() if a.kind == "place")


@pytest.mark.english
def test_off_planet_squares_cannot_be_covered():
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    # a planet whose corner square r0c0 is not part of it
    s._c = dataclasses.replace(s._c, land=s._c.land & ~pl.bit(0, 0), off_planet=pl.bit(0, 0))
    assert all(a["row"] or a["col"] > 0 or a["orient"] in (1, 3) and a["row"] > 0
               for a in s.legal_actions() if a["tile"] == "inner")
    err = refusal(s, place(s, "inner", 0, 0, 0))
    assert err.rule_id == "PU-ON-PLANET" and "row 0, column 0" in str(err)


@pytest.mark.english
def test_take_one_of_the_two_tiles_of_your_depot():
    # "pegam uma das duas Peças de Poliminó do Depósito correspondente ao seu Indicador"
    s = fresh()
    p = s.to_act
    d = s.depot_of(p)
    top, rest = s.data["stacks"][2 * d]
    nxt = rest[3]
    a = next(a for a in s.legal_actions() if a["tile"] == "inner")
    s2 = s.with_outcomes(tile=[nxt]).apply(a)
    assert s2.data["stacks"][2 * d][0] == nxt and len(s2.data["stacks"][2 * d][1]) == 10
    assert s2.seat(p).tiles == (top,)
    assert s.data["stacks"][2 * d][0] == top  # apply never changes the old state
    empty = give(fresh(), "D2-civ-water", None)
    err = refusal(empty, place(empty, "outer", 0, 0, 0))
    assert err.rule_id == "PU-TAKE-TILE" and "outer stack of depot" in str(err)


def test_covering_a_lifepod_or_rover_destroys_it():
    # "Se você colocar uma peça sobre uma Cápsula Salva-vidas ou Veículo, eles são destruídos"
    s = give(fresh(), "I3-civ-water", "I4-civ-water")
    p = s.to_act
    cover(s, [(3, 0), (3, 1)])
    s.seat(p).rovers = [4 * pl.STRIDE + 0]
    s2 = s.apply(place(s, "inner", 0, 3, 2))  # covers r3c2 (lifepod), r3c3, r3c4
    assert not s2.seat(p).pods & pl.bit(3, 2) and s2.seat(p).pods_collected == 0
    assert "PU-DESTROY" in rules_logged(s2)
    s3 = s.apply(place(s, "inner", 0, 4, 0))  # covers the rover at r4c0
    assert s3.seat(p).rovers == [] and s3.seat(p).supply == 2


def test_a_meteor_icon_gets_a_meteorite():
    # "Se a peça tiver um símbolo de meteoro, coloque um Meteorito sobre ele imediatamente."
    s = give(fresh(), "D2-civ-water-m", "I4-civ-water")
    s2 = s.apply(place(s, "inner", 0, 0, 3))
    assert s2.seat(s.to_act).meteors == pl.bit(0, 3)
    s3 = s.apply(place(s, "inner", 2, 0, 3))  # turned half round: the icon is on the right
    assert s3.seat(s.to_act).meteors == pl.bit(0, 4)


# ---------------------------------------------------------------- trackers
def test_each_resource_advances_once_whatever_the_size():
    # "Não importa o tamanho da peça, cada recurso conta como um avanço."
    for tile, slot in (("D2-tech-energy", "inner"), ("Z5-tech-energy", "outer")):
        s = give(fresh(), tile if slot == "inner" else None, tile if slot == "outer" else None)
        a = next(a for a in s.legal_actions() if a["tile"] == slot)
        s2 = s.apply(a)
        p = s.to_act
        if s2.phase == "energy":
            s2 = s2.apply(A(p, "energy", track="tech"))
        assert track(s2, "tech", p) == 2 and sum(s2.seat(p).tracks) == 2, tile


def test_water_needs_ice_under_the_water_terrain():
    # "o terreno de água na peça deve ser colocado diretamente sobre o gelo planetário."
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    p = s.to_act
    on_ice = s.apply(place(s, "inner", 0, 0, 0))  # water on r0c1: ice
    assert track(on_ice, "water", p) == 1 and track(on_ice, "civ", p) == 1
    dry = s.apply(place(s, "inner", 0, 0, 3))  # water on r0c4: land
    assert track(dry, "water", p) == 0 and track(dry, "civ", p) == 1
    assert "PU-WATER-ICE" in rules_logged(dry)


def test_ice_drill_tech_lifts_the_ice_condition():
    g = G.with_content({"techs": [{"id": "ice_drill", "name": "Deep ice drill", "effect": "ice_drill"}]})
    s = g.new(players=3, seed=0)
    if s.phase == "rotate":
        s = s.apply(A(s.to_act, "rotate", steps=0))
    s = give(s, "D2-civ-water", "I4-civ-water")
    s.seat(s.to_act).techs = ("ice_drill",)
    s2 = s.apply(place(s, "inner", 0, 0, 3))
    assert track(s2, "water", s.to_act) == 1


@pytest.mark.english
def test_energy_advances_the_other_resource_or_an_adjacent_terrain():
    # "o outro recurso da peça ou um recurso de terreno ortogonalmente adjacente ao terreno de energia"
    s = give(fresh(), "D2-tech-energy", "I4-civ-water")
    p = s.to_act
    cover(s, [(1, 2)], terrain="biomass")  # below the energy square r0c2
    cover(s, [(1, 0)], terrain="rover")  # touches the tech square only
    s2 = s.apply(place(s, "inner", 0, 0, 1))  # tech on r0c1, energy on r0c2
    assert s2.phase == "energy"
    assert {a["track"] for a in s2.legal_actions()} == {"biomass", "tech"}
    err = refusal(s2, A(p, "energy", track="rover"))
    assert err.rule_id == "PU-ENERGY" and "biomass, tech" in str(err)
    s3 = s2.apply(A(p, "energy", track="biomass"))
    assert track(s3, "biomass", p) == 1 and track(s3, "tech", p) == 1


@pytest.mark.english
def test_energy_has_no_track():
    # "Recurso de Energia: Não tem trilha própria!"
    s = give(fresh(), "D2-tech-energy", "I4-civ-water")
    p = s.to_act
    cover(s, [(1, 2)], terrain="energy")  # energy terrain next to the new energy square
    cover(s, [(0, 3)], terrain="biomass")
    s2 = s.apply(place(s, "inner", 0, 0, 1))  # tech on r0c1, energy on r0c2
    assert s2.phase == "energy"
    assert {a["track"] for a in s2.legal_actions()} == {"biomass", "tech"}
    err = refusal(s2, A(p, "energy", track="energy"))
    assert err.rule_id == "PU-ENERGY" and "biomass, tech" in str(err)


@pytest.mark.english
def test_synergy_advances_any_other_tracker():
    # "pode avançar qualquer outro marcador uma vez, reivindicando seu benefício."
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    p = s.to_act
    set_track(s, "civ", 3)
    s2 = s.apply(place(s, "inner", 0, 0, 0))  # civ 3 -> 4: synergy
    assert s2.phase == "synergy"
    assert {a["track"] for a in s2.legal_actions()} == {"water", "biomass", "rover", "tech", "none"}
    err = refusal(s2, A(p, "synergy", track="civ"))
    assert err.rule_id == "PU-SYNERGY" and "from the civ track" in str(err)
    s3 = s2.apply(A(p, "synergy", track="tech"))
    assert track(s3, "tech", p) == 1 and track(s3, "water", p) == 1
    declined = s2.apply(A(p, "synergy", track="none"))
    assert sum(declined.seat(p).tracks) == 5  # civ 4 + water 1


def test_benefit_under_the_tracker_is_claimed():
    # "Sempre que um marcador avança, você reivindica o benefício abaixo dele (se houver)."
    s = give(fresh(), "D2-tech-energy", "I4-civ-water")
    p = s.to_act
    set_track(s, "tech", 1)
    s2 = s.apply(place(s, "inner", 0, 0, 1))
    assert s2.seat(p).techs == ("survey_drones",)
    assert "PU-TECH" in rules_logged(s2)


@pytest.mark.english
def test_civ_milestone_keep_one_of_that_rank():
    # "Pegue todas as Cartas de Civ da classificação correspondente, escolha uma para você"
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    p = s.to_act
    set_track(s, "civ", 1)
    s2 = s.apply(place(s, "inner", 0, 0, 3))
    assert s2.phase == "civ"
    pile = s2.data["piles"]["1"]
    assert len(pile) == 4 and [a["offer"] for a in s2.legal_actions()] == [1, 2, 3, 4]
    assert s2.view(p)["civ_offer"] == list(pile)
    err = refusal(s2, A(p, "civ", offer=5))
    assert err.rule_id == "PU-CIV-MILESTONE" and "rank 1" in str(err)
    s3 = s2.apply(A(p, "civ", offer=2))
    assert s3.seat(p).civ == (pile[1],) and s3.data["piles"]["1"] == pile[:1] + pile[2:]


def test_civ_tie_the_commander_chooses_first():
    # "(se dois jogadores atingirem, o Comandante escolhe primeiro)"
    s = fresh(players=3)
    commander = s.data["commander"]
    assert s.to_act == commander
    for p in range(3):
        s = give(s, "D2-civ-water", "I4-civ-water", player=p)
        set_track(s, "civ", 1, player=p)
    s = s.apply(place(s, "inner", 0, 0, 3))
    first_pick = s.data["piles"]["1"][0]
    s = s.apply(A(commander, "civ", offer=1))
    while s.phase != "place":
        s = s.apply(s.legal_actions()[0])
    nxt = s.to_act
    assert nxt == (commander + 1) % 3
    s = s.apply(place(s, "inner", 0, 0, 3))
    assert s.phase == "civ" and first_pick not in s.view(s.to_act)["civ_offer"]
    assert len(s.legal_actions()) == 3


@pytest.mark.english
def test_rover_milestone_lands_on_the_last_tile():
    # "Coloque um Veículo do seu tabuleiro na última peça que você colocou."
    s = give(fresh(), "D2-rover-tech", "I4-civ-water")
    p = s.to_act
    s2 = s.apply(place(s, "inner", 0, 0, 3))  # rover 0 -> 1: rover milestone
    assert s2.phase == "rover_place"
    assert {(a["row"], a["col"]) for a in s2.legal_actions()} == {(0, 3), (0, 4)}
    err = refusal(s2, A(p, "rover_place", row=5, col=5))
    assert err.rule_id == "PU-ROVER-MILESTONE" and "row 0, column 3; row 0, column 4" in str(err)
    s3 = s2.apply(A(p, "rover_place", row=0, col=4))
    assert s3.seat(p).rovers == [4] and s3.seat(p).supply == 1
    assert s3.phase == "rover_move"  # the advance also gives movement 1


def test_rover_landing_on_the_meteorite_collects_it():
    # "Se a peça tiver um meteorito, você pode colocar o veículo sobre ele para coletá-lo!"
    s = give(fresh(), "D2-rover-tech-m", "I4-civ-water")
    p = s.to_act
    s2 = s.apply(place(s, "inner", 0, 0, 3))
    assert s2.seat(p).meteors == pl.bit(0, 3)
    s3 = s2.apply(A(p, "rover_place", row=0, col=3))
    assert s3.seat(p).meteors == 0 and s3.seat(p).meteorites_collected == 1
    assert "PU-ROVER-ON-METEOR" in rules_logged(s3)


def rover_position(rovers, points=2):
    s = edit(fresh())
    p = s.to_act
    cover(s, [(2, 3), (2, 4)])
    s.seat(p).rovers = [r * pl.STRIDE + c for r, c in rovers]
    s.seat(p).meteors = pl.bit(3, 4)
    s.data["benefits"] = [("rover_move", points)]
    s.phase = "rover_move"
    return s, p


def test_rovers_collect_lifepods_and_meteorites_by_moving():
    # "O movimento de veículos permite coletar meteoritos e cápsulas salva-vidas."
    s, p = rover_position([(2, 4)])
    s2 = s.apply(A(p, "rover_move", rover=1, dir="E"))  # onto the lifepod at r2c5
    assert s2.seat(p).pods_collected == 1 and not s2.seat(p).pods & pl.bit(2, 5)
    assert s2.phase == "rover_move"
    s3 = s.apply(A(p, "rover_move", rover=1, dir="S"))  # onto the meteorite at r3c4
    assert s3.seat(p).meteorites_collected == 1 and s3.seat(p).meteors == 0
    stopped = s2.apply(A(p, "rover_stop"))
    assert stopped.phase != "rover_move"


@pytest.mark.english
def test_rovers_stay_on_the_planet_and_never_share_a_square():
    s, p = rover_position([(0, 4), (1, 4)])
    off = refusal(s, A(p, "rover_move", rover=1, dir="N"))
    assert off.rule_id == "PU-ROVER-MOVEMENT" and "cannot leave the planet" in str(off)
    shared = refusal(s, A(p, "rover_move", rover=1, dir="S"))
    assert shared.rule_id == "PU-ROVER-NO-SHARE" and "another rover" in str(shared)
    none = refusal(s, A(p, "rover_move", rover=3, dir="S"))
    assert "2 rovers" in str(none)


def test_biomass_patch_is_placed_by_the_placement_rules():
    # "Ganhe uma Área de Biomassa e coloque-a imediatamente no seu planeta, seguindo as regras"
    s = give(fresh(), "D2-water-biomass", "I4-civ-water")
    p = s.to_act
    s2 = s.apply(place(s, "inner", 0, 0, 0))  # biomass 0 -> 1: patch
    assert s2.phase == "patch"
    assert refusal(s2, A(p, "patch", row=6, col=6)).rule_id == "PU-ADJACENT"
    assert refusal(s2, A(p, "patch", row=0, col=1)).rule_id == "PU-ONE-LAYER"
    assert refusal(s2, A(p, "patch", row=12, col=0)).rule_id == "PU-GRID-ALIGN"
    s3 = s2.apply(A(p, "patch", row=1, col=1))
    assert s3.seat(p).patches == pl.bit(1, 1) and s3.seat(p).covered & pl.bit(1, 1)


def test_a_patch_without_a_square_is_stored():
    s = give(fresh(), "D2-water-biomass", "I4-civ-water")
    p = s.to_act
    c = s.content
    s.seat(p).covered = c.land & ~pl.mask_of([(11, 10), (11, 11)])
    s2 = s.apply(place(s, "inner", 0, 11, 10))
    assert s2.seat(p).stored == 1 and "PU-PATCH-STORED" in rules_logged(s2)


def test_top_of_the_track_gives_nothing_more_except_rover_movement():
    # "não se beneficia de colocações adicionais desse recurso (exceto veículos ...)"
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    p = s.to_act
    set_track(s, "civ", 11)
    s2 = s.apply(place(s, "inner", 0, 0, 3))
    assert track(s2, "civ", p) == 11 and "PU-TRACK-TOP" in rules_logged(s2)
    r = give(fresh(), "D2-rover-tech", "I4-civ-water")
    set_track(r, "rover", 11)
    r.seat(r.to_act).rovers = [5 * pl.STRIDE + 5]
    r2 = r.apply(place(r, "inner", 0, 0, 3))
    assert r2.phase == "rover_move" and r2.data["benefits"][0] == ("rover_move", 3)


# ------------------------------------------------------------- round flow
@pytest.mark.english
def test_commander_turns_the_station():
    # "Ele pode girá-la o quanto quiser, até que qualquer Depósito esteja diretamente na sua frente"
    s = G.new(players=3, seed=0)
    c = s.data["commander"]
    assert s.phase == "rotate" and s.to_act == c
    assert {a["steps"] for a in s.legal_actions()} == set(range(6))
    err = refusal(s, A(c, "rotate", steps=6))
    assert err.rule_id == "PU-ROTATE" and "0-5" in str(err) and "not 6" in str(err)
    s2 = s.apply(A(c, "rotate", steps=2))
    assert [s2.depot_of(p) for p in range(3)] == [(s.depot_of(p) + 2) % 6 for p in range(3)]
    other = (c + 1) % 3
    assert isinstance(s.check(A(other, "place", tile="inner", orient=0, row=0, col=0)), Exception)


def test_two_players_station_turns_itself():
    # "Em partidas de dois jogadores, a estação gira automaticamente um depósito no sentido horário"
    s = G.new(players=2, seed=0)
    assert s.phase == "place" and s.data["rotation"] == 1
    assert "PU-ROTATE-2P" in rules_logged(s)
    r = s.data["round"]
    while s.data["round"] == r:
        s = s.apply(s.legal_actions()[0])
    assert s.data["rotation"] == 2
    err = s.check(A(s.to_act, "rotate", steps=1))
    assert isinstance(err, WrongPhase)


def test_commander_token_passes_clockwise():
    # "o Marcador de Comandante da Estação passa para o próximo jogador no sentido horário"
    s = fresh(players=4)
    c = s.data["commander"]
    while s.phase != "rotate":
        s = s.apply(s.legal_actions()[-1])
    assert s.data["commander"] == (c + 1) % 4 and s.to_act == (c + 1) % 4
    assert "PU-COMMANDER-PASS" in rules_logged(s)


def test_later_players_do_not_see_this_rounds_placements():
    s = fresh(players=3)
    first = s.to_act
    s = s.apply(s.legal_actions()[0])
    while s.to_act == first:
        s = s.apply(s.legal_actions()[0])
    later = s.to_act
    assert s.view(later)["seats"][first]["covered"] == []
    assert s.view(first)["seats"][first]["covered"] != []


# -------------------------------------------------------------------- end
@pytest.mark.english
def test_cannot_place_ends_the_game_after_the_round():
    # "Um jogador não consegue colocar legalmente nenhuma das duas peças do seu Depósito"
    # "O jogador que não conseguiu colocar a peça ainda escolhe uma e avança seus marcadores"
    s = give(fresh(players=3), "D2-rover-tech-m", "I4-civ-water")
    p = s.to_act
    s.seat(p).covered = s.content.land & ~pl.bit(5, 5)
    assert {a.kind for a in s.legal_actions()} == {"take"}
    err = refusal(s, place(s, "inner", 0, 5, 5))
    assert err.rule_id == "PU-GRID-ALIGN" or err.rule_id == "PU-ONE-LAYER"
    s2 = s.apply(A(p, "take", tile="inner"))
    assert s2.data["ending"] == ["cannot_place"]
    assert track(s2, "rover", p) == 1 and track(s2, "tech", p) == 1
    assert s2.seat(p).meteors == 0  # "O símbolo de meteorito é ignorado nesse caso."
    assert not s2.is_over  # "todos os jogadores terminam a rodada normalmente"
    while not s2.is_over:
        assert s2.data["round"] == 1
        s2 = s2.apply(s2.legal_actions()[0])
    assert "could not place" in s2.outcome.reason


@pytest.mark.english
def test_a_placeable_tile_must_be_placed():
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    err = refusal(s, A(s.to_act, "take", tile="inner"))
    assert err.rule_id == "PU-MUST-PLACE" and "fits in 168 ways" in str(err)


@pytest.mark.english
def test_empty_depot_ends_the_game_at_the_end_of_that_round():
    # "Ambas as pilhas de peças de um Depósito são completamente esvaziadas."
    s = give(fresh(players=3), "D2-civ-water", None)
    s2 = s.apply(place(s, "inner", 0, 0, 3))
    assert s2.data["ending"] == ["depot"] and not s2.is_over
    while not s2.is_over:
        s2 = s2.apply(s2.legal_actions()[0])
    assert "depot ran out" in s2.outcome.reason and "PU-END-DEPOT" in s2.outcome.rules


@pytest.mark.english
def test_stored_patches_are_placed_before_scoring():
    # "certifique-se de que todos os jogadores colocaram todas as Áreas de Biomassa que tinham armazenadas"
    from .flow_scenarios import stored_patches_before_scoring

    final = stored_patches_before_scoring()
    assert final.is_over
    assert any(s.patches for s in final.data["seats"])


def test_event_deck_reveals_a_card_each_round_and_its_last_card_ends_the_game():
    # "Baralho de Eventos (Módulo Opcional): A última carta de um Baralho de Eventos é revelada."
    s = G.new(players=3, seed=0, events=True)
    assert s.data["event"] is not None and len(s.data["events"]) == 13
    assert "PU-EVENT-CARDS" in rules_logged(s)
    s = s.apply(A(s.to_act, "rotate", steps=0))
    s = edit(s)
    s.data["events"] = ("e-census",)
    before = [track(s, "civ", p) for p in range(3)]
    s = s.with_outcomes(event=["e-census"])
    r = s.data["round"]
    while s.data["round"] == r:
        s = s.apply(s.legal_actions()[0])
    # round 2 revealed the census: every civ tracker up one step, and the deck is empty
    assert s.data["event"] == "e-census"
    assert all(track(s, "civ", p) >= before[p] + 1 for p in range(3))
    assert s.data["ending"] == ["events"] and not s.is_over
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    assert s.data["round"] == 2 and "PU-END-EVENTS" in s.outcome.rules


def test_without_the_event_deck_no_card_is_revealed():
    s = G.new(players=3, seed=0)
    assert s.data["event"] is None and s.data["events"] == ()


def test_lost_stored_patches_leave_the_previous_state_alone():
    s = edit(fresh(players=3, seed=4))
    s.data["ending"] = ["depot"]
    other = (s.to_act + 1) % 3
    s.seat(other).stored = 2
    s.seat(other).covered = s.content.land  # no square left for a patch
    while not s.is_over:
        before = s.seat(other).stored
        s2 = s.apply(s.legal_actions()[0])
        assert s.seat(other).stored == before  # apply never changes the old state
        s = s2
    assert s.seat(other).stored == 0 and "PU-PATCH-STORED" in rules_logged(s)


# ------------------------------------------------------- tracker order
@pytest.mark.english
def test_the_player_chooses_which_tracker_advances_first():
    # Public: the player chooses which of a tile's two trackers advances first ([RB] FAQ, [BGA] FAQ)
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    p = s.to_act
    set_track(s, "civ", 3)  # civ 3 -> 4: synergy
    set_track(s, "water", 1)  # water 1 -> 2 (water on the ice at r0c1): synergy
    s2 = s.apply(place(s, "inner", 0, 0, 0))
    assert s2.phase == "order" and s2.to_act == p
    asked = s2.log[-1]
    assert asked.rules == ("PU-ADVANCE-ORDER", "PU-ADVANCE-ORDER-ASKED") and "civ and water" in asked.text
    assert [str(a) for a in s2.legal_actions()] == [f"P{p + 1} order first=civ", f"P{p + 1} order first=water"]
    err = refusal(s2, A(p, "order", first="tech"))
    assert err.rule_id == "PU-ADVANCE-ORDER" and "civ and water" in str(err) and "'tech'" in str(err)
    # water first: its synergy boost comes before the civ tracker moves
    w = s2.apply(A(p, "order", first="water"))
    assert w.phase == "synergy" and track(w, "water", p) == 2 and track(w, "civ", p) == 3
    assert "from the water track" in str(refusal(w, A(p, "synergy", track="water")))
    c = s2.apply(A(p, "order", first="civ"))
    assert c.phase == "synergy" and track(c, "civ", p) == 4 and track(c, "water", p) == 1
    assert "PU-ADVANCE-ORDER" in rules_logged(w)
    # the order changes what the boosts can reach: civ first, its boost moves water to 2,
    # then the tile's water step lands on 3 (nothing there)
    c2 = c.apply(A(p, "synergy", track="water"))
    assert track(c2, "water", p) == 2 and c2.phase == "synergy"


def test_no_order_question_when_the_order_cannot_matter():
    # only one of the two advances claims a benefit: the order changes nothing
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    set_track(s, "civ", 3)
    s2 = s.apply(place(s, "inner", 0, 0, 0))  # civ 3 -> 4 synergy; water 0 -> 1 nothing
    assert s2.phase == "synergy"
    assert "order" not in {a.kind for a in s2.legal_actions()}
    assert "PU-ADVANCE-ORDER-ASKED" not in rules_logged(s2)


# ------------------------------------------------------------ message grammar
@pytest.mark.english
def test_messages_count_in_plain_english():
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    err = refusal(s, A(s.to_act, "take", tile="inner"))
    assert "fits in 168 ways" in str(err) and "(s)" not in str(err)
    cover(s, [(0, 0), (0, 1)])
    over = refusal(s, place(s, "outer", 0, 0, 1))
    assert "cover 1 square already covered" in str(over)
    g = G.new(players=3, seed=0)
    for steps, text in ((1, "turns the station 1 depot"), (2, "turns the station 2 depots"),
                        (0, "leaves the station as it is")):
        turned = g.apply(A(g.to_act, "rotate", steps=steps))
        assert turned.log[-1].text == text
    r, p = rover_position([(2, 4)])
    assert "you have 1 rover on the planet" in str(refusal(r, A(p, "rover_move", rover=2, dir="S")))
    stopped = r.apply(A(p, "rover_stop"))
    assert any(e.text == "stops moving rovers (2 movement points unused)" for e in stopped.log)
    crushed = give(fresh(), "I3-civ-water", "I4-civ-water")
    cover(crushed, [(3, 0), (3, 1)])
    after = crushed.apply(place(crushed, "inner", 0, 3, 2))
    assert any(e.text == "destroys 1 lifepod at row 3, column 2" for e in after.log)


@pytest.mark.english
def test_benefits_are_named_in_words_and_scores_are_whole_numbers():
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    set_track(s, "civ", 1)
    s2 = s.apply(place(s, "inner", 0, 0, 3))
    assert any(e.text == "civ tracker advances to 2 (civ milestone, rank 1)" for e in s2.log)
    g = G.new(players=2, seed=0)
    while not g.is_over:
        g = g.apply(g.legal_actions()[0])
    assert all(type(x) is int for x in g.outcome.scores)
    assert ".0" not in str(g.outcome) and all(".0" not in e.text for e in g.log)
    assert all(type(x) is int for x in G.from_json(g.to_json()).scores())
