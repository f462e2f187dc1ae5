"""Scenario tests: dice, rerolls, the converter and following (seed 004, 'O Turno de Jogo')."""

from __future__ import annotations

import pytest

from lunarrules.errors import NotYourTurn, RequirementUnmet

from .helpers import play, refused, seat, start, table, with_row


@pytest.mark.english
def test_first_turn_rolls_four_dice_for_empire_level_1():
    # "No primeiro turno, por exemplo, você terá 4 dados e 2 naves."
    s = start(dice=("move", "move", "economy", "colony"))
    assert s.phase == "action" and s.to_act == 0
    assert s.data["dice"] == ("move", "move", "economy", "colony")
    assert s.data["used"] == (0, 0, 0, 0)
    assert len(s.data["ships"][0]) == 2
    assert any("rolls 4 dice" in e.text and "TEG-ROLL" in e.rules for e in s.log)


def test_dice_count_follows_empire_level_at_roll():
    # "Role o número de dados correspondente ao seu nível de império." (level 4 -> 6 dice)
    s = start()
    s = seat(s, "empire_level", 1, 4)
    s = s.with_outcomes(die=["energy"] * 6)
    s = s.apply("P1 end_turn")
    assert s.to_act == 1 and len(s.data["dice"]) == 6


@pytest.mark.english
def test_activate_in_any_order_each_die_once():
    # "Um dado só pode ser usado uma vez por turno"
    s = start(dice=("energy", "culture", "move", "move"))
    s = play(s, "P1 culture")  # second die first: any order
    assert s.data["used"] == (0, 1, 0, 0)
    s = play(s, "P1 energy")
    assert s.data["used"] == (1, 1, 0, 0)
    refused(s, "P1 energy", "TEG-DIE-ONCE", "needs an inactive die showing acquire energy",
            "dice 1, 2 already activated")


def test_first_reroll_free_then_one_energy_each():
    # "O primeiro rerrolar de cada turno é grátis! Depois disso, ... custa 1 Energia"
    s = start(dice=("move", "energy", "culture", "colony"))
    assert s.data["energy"][0] == 2
    s = s.with_outcomes(die=["economy", "economy"]).apply("P1 reroll dice=1,4")
    assert s.data["dice"] == ("economy", "energy", "culture", "economy")
    assert s.data["energy"][0] == 2
    assert "TEG-REROLL-FREE" in s.log[-1].rules
    s = s.apply("P1 reroll dice=1")
    assert s.data["energy"][0] == 1
    assert "TEG-REROLL-COST" in s.log[-1].rules


@pytest.mark.english
def test_refused_reroll_without_energy_explains_cost():
    s = start()
    s = table(s, rerolls=1)
    s = seat(s, "energy", 0, 0)
    err = refused(s, "P1 reroll dice=1,2", "TEG-REROLL-COST", "needs 1 energy; you have 0")
    assert "custa 1 Energia" in err.explain()
    assert not any(a.kind == "reroll" for a in s.legal_actions())


@pytest.mark.english
def test_reroll_only_inactive_dice_in_order():
    # "rerrolar qualquer número de dados que ainda não foram ativados"
    s = play(start(dice=("energy", "move", "move", "culture")), "P1 energy")
    refused(s, "P1 reroll dice=1", "TEG-REROLL", "die 1 was already activated")
    refused(s, "P1 reroll dice=3,2", "TEG-REROLL", "increasing order")
    refused(s, "P1 reroll dice=-", "TEG-REROLL", "at least one die")
    refused(s, "P1 reroll dice=9", "TEG-REROLL", "no die 9")
    # every subset of the three inactive dice is legal: any number of dice
    rerolls = {a["dice"] for a in s.legal_actions() if a.kind == "reroll"}
    assert rerolls == {(2,), (3,), (4,), (2, 3), (2, 4), (3, 4), (2, 3, 4)}


@pytest.mark.english
def test_converter_sets_a_third_die_and_spends_two():
    # "coloque dois dados inativos nos dois espaços do Conversor, então mude a face ..."
    s = start(dice=("culture", "culture", "economy", "move"))
    s = s.apply("P1 convert dice=1,2")
    assert s.phase == "converter" and s.data["used"] == (2, 2, 0, 0)
    refused(s, "P1 set_face die=3 face=economy", "TEG-CONVERTER", "already shows economy")
    refused(s, "P1 set_face die=1 face=move", "TEG-CONVERTER-SPENT", "spent on the converter")
    s = s.apply("P1 set_face die=3 face=colony")
    assert s.phase == "action" and s.data["dice"][2] == "colony"
    # "Os dois dados no Conversor são considerados gastos, não podem ser ativados"
    refused(s, "P1 culture", "TEG-DIE-ONCE", "dice 1, 2 spent on the converter")
    refused(s, "P1 reroll dice=1", "TEG-CONVERTER-SPENT", "die 1 is spent")


@pytest.mark.english
def test_converter_once_per_turn_and_needs_three_dice():
    s = start(dice=("move", "move", "move", "move", "move"))
    s = seat(s, "empire_level", 0, 2)
    s = table(s, dice=["move"] * 5, used=[0] * 5)
    s = s.apply("P1 convert dice=1,2").apply("P1 set_face die=3 face=energy")
    refused(s, "P1 convert dice=4,5", "TEG-CONVERTER-ONCE", "already used this turn")
    t = play(start(dice=("move", "energy", "culture", "colony")), "P1 energy", "P1 culture")
    refused(t, "P1 convert dice=1,4", "TEG-CONVERTER", "needs 3 inactive dice", "you have 2")


def test_spent_dice_cannot_be_followed():
    # converter dice are never activated, so nobody is asked to follow them
    s = start(players=3, dice=("culture", "culture", "energy", "move"))
    s = s.apply("P1 convert dice=1,2").apply("P1 set_face die=3 face=move")
    assert s.phase == "action" and s.to_act == 0


@pytest.mark.english
def test_follow_costs_one_culture_and_copies_the_action():
    # "Para seguir, você deve gastar 1 Cultura ( ). Você pode então copiar a ação do dado"
    s = start(players=2, dice=("energy", "move", "move", "move"))
    s = s.apply("P1 energy")
    assert s.phase == "follow" and s.to_act == 1
    assert s.data["energy"][0] == 4  # 2 ships on the Galaxy Mat
    s = s.apply("P2 follow")
    assert s.data["culture"][1] == 0 and s.phase == "follow_act"
    refused(s, "P2 move ship=1 to=mat2 mode=land", "TEG-DIE-ONCE", "following an acquire energy die")
    s = s.apply("P2 energy")
    assert s.data["energy"][1] == 4
    assert s.phase == "action" and s.to_act == 0


def test_followers_asked_clockwise_from_the_left_once_per_die():
    # "resolva em sentido horário, começando pelo jogador à esquerda do jogador ativo"
    s = start(players=4, dice=("culture", "move", "move", "move"))
    s = s.apply("P1 culture")
    asked = []
    while s.phase == "follow":
        asked.append(s.to_act)
        s = s.apply(f"P{s.to_act + 1} decline")
    assert asked == [1, 2, 3]
    assert s.phase == "action" and s.to_act == 0


@pytest.mark.english
def test_not_your_turn_to_follow():
    s = start(players=3, dice=("culture", "move", "move", "move")).apply("P1 culture")
    err = s.check("P3 follow")
    assert isinstance(err, NotYourTurn) and "P2's decision" in str(err)


def test_players_who_cannot_pay_are_not_asked():
    s = start(players=3, dice=("culture", "move", "move", "move"))
    s = seat(s, "culture", 1, 0)
    s = s.apply("P1 culture")
    assert s.phase == "follow" and s.to_act == 2  # P2 has no culture: skipped


@pytest.mark.english
def test_follow_refused_without_culture():
    s = start(players=2, dice=("culture", "move", "move", "move")).apply("P1 culture")
    s = seat(s, "culture", 1, 0)
    err = refused(s, "P2 follow", "TEG-FOLLOW-COST", "following needs 1 culture; you have 0")
    assert isinstance(err, RequirementUnmet)


def test_last_die_can_be_followed_as_the_turn_ends():
    # "Outros jogadores têm um breve momento para seguir o último dado ativado."
    s = start(players=2, dice=("energy", "energy", "energy", "culture"))
    s = s.apply("P1 convert dice=1,2").apply("P1 set_face die=3 face=culture")
    s = play(s, "P1 culture")
    s = s.with_outcomes(die=["culture"] * 4).apply("P1 culture")  # the last inactive die
    assert s.phase == "follow" and s.to_act == 1
    s = s.apply("P2 follow").apply("P2 culture")
    # the turn ended by itself once the follow was done: P2's own turn now
    assert s.to_act == 1 and s.data["active"] == 1 and s.phase == "action"
    assert any("TEG-FOLLOW-LAST" in e.rules for e in s.log)


def test_end_turn_passes_clockwise_and_clears_dice():
    s = start(players=3).apply("P1 end_turn")
    assert s.data["active"] == 1 and s.to_act == 1 and s.data["rerolls"] == 0
    assert s.data["turns"] == (1, 0, 0)
    assert len(s.data["dice"]) == 4 and s.data["used"] == (0, 0, 0, 0)


def test_with_outcomes_sets_die_faces():
    s = start(players=2, dice=("colony", "colony", "colony", "colony"))
    assert set(s.data["dice"]) == {"colony"}
    s = with_row(s, ("brasa", "lumen", "coral", "mirra"))
    t = s.with_outcomes(die=["economy"]).apply("P1 reroll dice=2")
    assert t.data["dice"][1] == "economy"


def test_players_who_cannot_carry_out_the_action_are_not_asked():
    # assumption TEG-FOLLOW-USEFUL: P2 has culture but no ship on a diplomacy track
    s = with_row(start(players=3, dice=("diplomacy", "move", "move", "move")),
                 ("brasa", "lumen", "ferrugem", "coral"))
    s = seat(s, "ships", 0, (("lumen", 0), None))
    s = seat(s, "ships", 2, (("ferrugem", 0), None))
    s = s.apply("P1 diplomacy planet=lumen")
    assert s.phase == "follow" and s.to_act == 2  # P3 can advance on Ferrugem; P2 cannot
    s = s.apply("P3 follow")
    assert [str(a) for a in s.legal_actions()] == ["P3 diplomacy planet=ferrugem"]


def test_each_die_is_offered_once_even_if_the_turn_is_ended():
    # "Cada jogador pode seguir apenas uma vez por dado ativado."
    s = start(players=2, dice=("energy", "move", "move", "move"))
    s = s.apply("P1 energy").apply("P2 decline")
    assert s.phase == "action" and s.to_act == 0
    s = s.apply("P1 end_turn")
    assert s.phase == "action" and s.data["active"] == 1


@pytest.mark.english
def test_reroll_while_a_landed_planets_action_waits():
    # "A qualquer momento do seu turno, você pode rerrolar qualquer número de dados que
    #  ainda não foram ativados." - also while the planet you landed on waits for its action
    s = with_row(start(players=2, dice=("move", "move", "energy", "colony")),
                 ("brasa", "lumen", "ferrugem", "coral"))
    s = s.apply("P1 move ship=1 to=brasa mode=land")
    assert s.phase == "planet" and s.to_act == 0
    assert s.check("P1 reroll dice=2,3") is None
    assert any(a.kind == "reroll" for a in s.legal_actions())
    s = s.with_outcomes(die=["economy", "culture"]).apply("P1 reroll dice=2,3")
    assert s.data["dice"] == ("move", "economy", "culture", "colony")
    assert s.data["used"] == (1, 0, 0, 0) and s.data["energy"][0] == 2
    assert "TEG-REROLL-FREE" in s.log[-1].rules
    assert s.phase == "planet" and s.to_act == 0  # the planet's action still waits
    refused(s, "P1 reroll dice=1", "TEG-REROLL", "die 1 was already activated")
    s = s.with_outcomes(die=["move"]).apply("P1 reroll dice=2")  # the second one costs 1 energy
    assert s.data["energy"][0] == 1 and "TEG-REROLL-COST" in s.log[-1].rules
    s = s.apply("P1 use_planet target=self")  # Brasa: +1 energy
    assert s.data["energy"][0] == 2
    # the move die is still offered to the rival, who lands with their own ship
    assert s.phase == "follow" and s.to_act == 1
    s = s.apply("P2 follow").apply("P2 move ship=1 to=lumen mode=land")
    assert s.phase == "planet" and s.to_act == 1
    # a follower's pending planet action is not their turn: no reroll for them
    err = refused(s, "P2 reroll dice=2", "TEG-REROLL", "only on your own turn", "P1's turn")
    assert "A qualquer momento do seu turno" in err.explain()
    assert not any(a.kind == "reroll" for a in s.legal_actions())
    s = s.apply("P2 use_planet target=self")
    assert s.phase == "action" and s.to_act == 0 and s.data["culture"][1] == 1
