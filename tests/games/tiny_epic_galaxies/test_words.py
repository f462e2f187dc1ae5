"""Tiny Epic Galaxies actions in the game's own words (``words.describe``).

Each action kind, read in a small literal position: planets and missions by their
names from ``content.toml``, what is paid or gained, and no engine notation.
"""

from __future__ import annotations

import pytest

from lunarrules.kernel import Action

from .helpers import G, play, refused, seat, start, table, with_row

ROW = ("brasa", "lumen", "ferrugem", "coral")


def _start(dice=("move", "energy", "culture", "colony")):
    return with_row(start(players=2, dice=dice), ROW)


@pytest.mark.english
def test_keep_mission_names_the_mission_and_what_it_asks():
    s = G.new(players=2, seed=3)
    keep = [s.describe(Action(0, "keep_mission", (("mission", m),)))
            for m in ("patron", "even_hand", "herald", "no_such")]
    assert keep == [
        "Keep the secret mission Patron of the Arts: the most culture of all players, "
        "3 VP (2 VP if tied)",
        "Keep the secret mission Even Hand: as many colonized diplomacy planets as colonized "
        "economy planets, 3 VP",
        "Keep the secret mission Herald of the End: you trigger the end of the game, 2 VP",
        "Keep an unknown secret mission (no such)",
    ]


@pytest.mark.english
def test_moves_land_orbit_and_go_home_by_planet_name():
    s = _start()
    assert s.describe("P1 move ship=1 to=coral mode=land") == "Land ship 1 on Coral (from your Galaxy Mat)"
    assert s.describe("P1 move ship=2 to=lumen mode=orbit") == (
        "Send ship 2 into orbit around Lúmen, on its diplomacy colony track (from your Galaxy Mat)")
    t = seat(s, "ships", 0, (("coral", 1), ("brasa", -1)))
    assert t.describe("P1 move ship=1 to=mat1 mode=land") == (
        "Bring ship 1 back to your Galaxy Mat (from space 1 of Coral's colony track)")
    assert t.describe("P1 move ship=2 to=ferrugem mode=orbit") == (
        "Send ship 2 into orbit around Ferrugem, on its diplomacy colony track "
        "(from Brasa's surface)")


@pytest.mark.english
def test_acquire_says_how_much_and_where_it_comes_from():
    s = _start()
    assert s.describe("P1 energy") == (
        "Acquire 2 energy, one for each ship on your Galaxy Mat or on an energy planet")
    assert seat(s, "energy", 0, 6).describe("P1 energy") == (
        "Acquire 1 energy, one for each ship on your Galaxy Mat or on an energy planet; "
        "1 over the cap of 7 would be lost")
    assert s.describe("P1 culture") == "Acquire no culture: you have no ship on a culture planet"
    t = seat(s, "ships", 0, (("lumen", -1), ("coral", 0)))
    assert t.describe("P1 culture") == "Acquire 2 culture, one for each ship on a culture planet"


@pytest.mark.english
def test_advance_gives_the_space_and_colonizing():
    s = seat(_start(), "ships", 0, (("ferrugem", 1), ("coral", 0)))
    assert s.describe("P1 diplomacy planet=ferrugem") == (
        "Advance your ship on Ferrugem's colony track by diplomacy, to space 2 of 2, "
        "colonizing it (4 VP)")
    assert s.describe("P1 economy planet=coral") == (
        "Advance your ship on Coral's colony track by economy, to space 1 of 2")


@pytest.mark.english
def test_upgrade_says_the_price_and_the_gains():
    s = seat(_start(), "energy", 0, 3)
    assert s.describe("P1 upgrade pay=energy") == (
        "Upgrade your empire to level 2, paying 2 energy (1 VP and five dice from your next turn)")
    t = seat(s, "empire_level", 0, 2)
    assert t.describe("P1 upgrade pay=culture") == (
        "Upgrade your empire to level 3, paying 3 culture (2 VP and a new ship)")


@pytest.mark.english
def test_planet_actions_name_the_planet_and_the_target():
    s = seat(_start(), "ships", 1, (("lumen", -1), None))
    s = play(s, "P1 move ship=1 to=coral mode=land")
    assert s.phase == "planet"
    assert s.describe("P1 use_planet target=P2.lumen.surface") == (
        "Use Coral's action: send Player 2's ship on Lúmen's surface back to its Galaxy Mat")
    assert s.describe("P1 skip_planet") == (
        "Do not use Coral's action (send a rival ship on a face-up planet back to its Galaxy Mat)")
    c = seat(_start(), "colonies", 0, ("brasa",))
    assert c.describe("P1 use_colony planet=brasa") == (
        "Utilize a colony: use the action of your colony Brasa (gain 1 energy)")


@pytest.mark.english
def test_rerolls_say_free_or_paid():
    s = _start()
    assert s.describe("P1 reroll dice=1,4") == (
        "Reroll dice 1 (move) and 4 (utilize colony), free: the first reroll this turn")
    assert table(s, rerolls=1).describe("P1 reroll dice=2") == (
        "Reroll die 2 (energy) for 1 energy: the second reroll this turn")


@pytest.mark.english
def test_converter_and_set_face():
    s = _start()
    assert s.describe("P1 convert dice=1,2") == (
        "Place dice 1 (move) and 2 (energy) on the converter, to turn a third die to any face")
    assert s.describe("P1 set_face die=3 face=economy") == (
        "Turn die 3 from culture to economy with the converter")


@pytest.mark.english
def test_follow_decline_and_end_turn():
    s = _start()
    assert s.describe("P1 end_turn") == "End your turn, leaving four dice unused"
    f = s.apply("P1 energy")
    assert f.phase == "follow" and f.to_act == 1
    assert f.describe("P2 follow") == "Follow Player 1's energy die, paying 1 culture"
    assert f.describe("P2 decline") == "Do not follow Player 1's energy die"


@pytest.mark.english
def test_illegal_actions_are_described_without_assuming_them_possible():
    s = _start()
    assert s.check("P1 use_colony planet=coral") is not None
    assert s.describe("P1 use_colony planet=coral") == (
        "Utilize a colony: use the action of the planet Coral (send a rival ship on a face-up "
        "planet back to its Galaxy Mat)")
    assert s.check("P1 move ship=9 to=no_where mode=land") is not None
    assert s.describe("P1 move ship=9 to=no_where mode=land") == (
        "Land ship 9 on an unknown planet (no where)")
    assert s.describe("P1 move ship=1 to=coral mode=hover") == (
        "Move ship 1 to Coral (from your Galaxy Mat), neither landing nor orbiting (hover)")
    assert s.describe("P1 diplomacy planet=zzz") == (
        "Advance a ship on the colony track of an unknown planet (zzz) by diplomacy")


@pytest.mark.english
def test_refusals_name_planets_missions_and_actions_in_words():
    s = _start()
    refused(s, "P1 use_colony planet=coral", "TEG-UTILIZE",
            "using a colony's action needs a planet you colonized; you have none")
    refused(seat(s, "colonies", 0, ("sibila",)), "P1 use_colony planet=coral", "TEG-UTILIZE",
            "Coral is not a planet you colonized (yours: Sibila)")
    refused(s, "P1 economy planet=coral", "TEG-DIE-ONCE",
            "advancing by economy needs an inactive die showing economy; inactive dice: "
            "1 (move), 2 (acquire energy), 3 (acquire culture), 4 (utilize colony)")
    refused(s, "P1 upgrade pay=both", "TEG-UPGRADE-ONE-KIND",
            "the upgrade is paid all in energy or all in culture, not 'both'")
    refused(s, "P1 move ship=1 to=zzz mode=land", "TEG-MOVE",
            "face-up planets: Brasa (brasa), Lúmen (lumen), Ferrugem (ferrugem), Coral (coral); "
            "or mat1, your Galaxy Mat")
    f = s.apply("P1 energy").apply("P2 follow")
    refused(f, "P2 use_colony planet=brasa", "TEG-DIE-ONCE",
            "you are following an acquire energy die, so using a colony's action "
            "(a utilize colony die's action) cannot be copied")
    g = G.new(players=2, seed=3)
    dealt = g.data["missions_dealt"][0]
    names = ", ".join(f"{g.cat.missions[m].name} ({m})" for m in dealt)
    refused(g, "P1 keep_mission mission=zzz", "TEG-SETUP-MISSIONS",
            f"'zzz' is not one of the missions dealt to you: {names}")
    for text in ("P1 use_colony planet=coral", "P1 economy planet=coral", "P1 upgrade pay=both"):
        assert "use_colony" not in str(s.check(text)) and "pay=" not in str(s.check(text))


@pytest.mark.english
def test_reroll_log_reads_as_words():
    s = _start().with_outcomes(die=["economy", "economy"]).apply("P1 reroll dice=1,4")
    assert s.log[-1].text == (
        "rerolls die 1 to economy and die 4 to economy (first reroll this turn: free)")
