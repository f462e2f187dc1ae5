"""Named scenarios that take the rarer edges of the phase graph (run by the conformance suite)."""

from __future__ import annotations

from .helpers import seat, start, table, with_row

ROW = ("brasa", "lumen", "ferrugem", "coral")


def _last_die(face, rival_culture=0):
    """P1 with one inactive die left showing ``face``; P2 has ``rival_culture`` culture."""
    s = with_row(start(players=2, dice=("move", "move", "move", face)), ROW)
    s = table(s, used=[1, 1, 1, 0])
    return seat(s, "culture", 1, rival_culture)


def colonize_then_turn_end():
    s = seat(_last_die("economy"), "ships", 0, (("brasa", 0), None))
    s = s.apply("P1 economy planet=brasa")
    assert s.data["colonies"][0] == ("brasa",) and s.data["active"] == 1
    return s


def planet_then_turn_end():
    s = _last_die("move").apply("P1 move ship=1 to=brasa mode=land").apply("P1 use_planet target=self")
    assert s.data["active"] == 1
    return s


def reroll_while_planet_waits():
    s = _last_die("move")
    s = table(s, used=[0, 1, 1, 0]).apply("P1 move ship=1 to=brasa mode=land")
    s = s.with_outcomes(die=["energy"]).apply("P1 reroll dice=4")
    assert s.phase == "planet" and s.data["dice"][3] == "energy"
    return s


def follow_then_turn_end():
    s = _last_die("energy", rival_culture=1).apply("P1 energy").apply("P2 decline")
    assert s.data["active"] == 1
    return s


def follow_act_then_turn_end():
    s = _last_die("energy", rival_culture=1).apply("P1 energy").apply("P2 follow").apply("P2 energy")
    assert s.data["active"] == 1
    return s


SCENARIOS = {
    "colonize then turn end": colonize_then_turn_end,
    "planet action then turn end": planet_then_turn_end,
    "last rival declines, turn ends": follow_then_turn_end,
    "reroll while the planet's action waits": reroll_while_planet_waits,
    "copied last die, turn ends": follow_act_then_turn_end,
}
