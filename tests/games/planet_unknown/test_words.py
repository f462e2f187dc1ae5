"""Planet Unknown's actions in plain words (``State.describe``): tiles, trackers, civ cards
and squares by name, what is chosen and what it costs, for legal and illegal actions alike."""

from __future__ import annotations

import pytest

from lunarrules.games.planet_unknown import geometry as pl
from lunarrules.games.planet_unknown.words import civ_name

from .helpers import A, G, cover, edit, fresh, give, place, set_track
from .test_rules import rover_position


def words(s, action):
    text = s.describe(action)
    assert text == s._describe(action)  # the game's words, not the generic fallback
    return text


@pytest.mark.english
def test_turning_the_station_counts_depots_in_words():
    s = G.new(players=3, seed=0)
    assert s.phase == "rotate"
    p = s.to_act
    assert words(s, A(p, "rotate", steps=0)) == "Leave the station as it is"
    assert words(s, A(p, "rotate", steps=1)) == "Turn the station one depot clockwise"
    assert words(s, A(p, "rotate", steps=3)) == "Turn the station three depots clockwise"
    # illegal: the station has six depots
    assert words(s, A(p, "rotate", steps=9)) == "Turn the station 9 depots clockwise (it has six)"


@pytest.mark.english
def test_placing_names_the_tile_its_turn_and_the_square():
    s = give(fresh(), "D2-civ-water", "L3-tech-energy-m")
    p = s.to_act
    assert words(s, place(s, "inner", 1, 0, 0)) == (
        "Place the inner two-square tile of civ and water, turned a quarter clockwise, "
        "with its top-left corner on row 0, column 0")
    assert words(s, place(s, "outer", 6, 4, 7)) == (
        "Place the outer L-shaped three-square tile of tech and energy with a meteor, "
        "mirrored and turned half round, with its top-left corner on row 4, column 7")
    # illegal (not on the perimeter, and no such orientation): still described, not judged
    assert s.check(place(s, "inner", 0, 5, 5)) is not None
    assert words(s, place(s, "inner", 0, 5, 5)) == (
        "Place the inner two-square tile of civ and water, as printed, "
        "with its top-left corner on row 5, column 5")
    assert words(s, place(s, "inner", 9, 0, 0)).startswith(
        "Place the inner two-square tile of civ and water, in an orientation the tiles do not have (9)")
    empty = give(fresh(), None, "I4-civ-water")
    assert words(empty, A(p, "take", tile="inner")) == (
        "Take the inner tile (its stack is empty) without placing it "
        "(only when neither tile fits; the game then ends after this round)")
    assert words(s, A(p, "take", tile="outer")) == (
        "Take the outer L-shaped three-square tile of tech and energy with a meteor without placing it "
        "(only when neither tile fits; the game then ends after this round)")
    assert words(s, A(p, "take", tile="middle")) == (
        "Take a tile from a stack the depot does not have (middle) without placing it "
        "(only when neither tile fits; the game then ends after this round)")


@pytest.mark.english
def test_tracker_choices_name_the_trackers_and_the_boosts_source():
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    p = s.to_act
    set_track(s, "civ", 3)
    set_track(s, "water", 1)
    asked = s.apply(place(s, "inner", 0, 0, 0))
    assert asked.phase == "order"
    assert words(asked, A(p, "order", first="water")) == "Advance the water tracker first, then advance the civ tracker"
    assert words(asked, A(p, "order", first="energy")) == "Spend the energy first"
    boost = asked.apply(A(p, "order", first="water"))
    assert boost.phase == "synergy"
    assert words(boost, A(p, "synergy", track="tech")) == (
        "Use the synergy boost from the water track to advance the tech tracker")
    assert words(boost, A(p, "synergy", track="none")) == "Decline the synergy boost from the water track"
    assert words(boost, A(p, "synergy", track="zzz")) == (
        "Use the synergy boost from the water track to advance an unknown tracker (zzz)")


@pytest.mark.english
def test_energy_names_the_tracker_it_advances():
    s = give(fresh(), "D2-tech-energy", "I4-civ-water")
    cover(s, [(1, 2)], terrain="biomass")
    s2 = s.apply(place(s, "inner", 0, 0, 1))
    assert s2.phase == "energy"
    p = s2.to_act
    assert words(s2, A(p, "energy", track="biomass")) == "Spend the energy to advance the biomass tracker"
    assert words(s2, A(p, "energy", track="energy")) == "Spend the energy to advance an unknown tracker (energy)"


@pytest.mark.english
def test_a_civ_choice_is_worded_by_its_place_in_the_offer():
    # PU-CIV-SECRET: the words never name the card (the chooser's view lists the offer)
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    p = s.to_act
    set_track(s, "civ", 1)
    s2 = s.apply(place(s, "inner", 0, 0, 3))
    assert s2.phase == "civ"
    assert words(s2, A(p, "civ", offer=2)) == (
        "Keep civilization card two of the four rank 1 cards on offer (secret if it is an End Game card)")
    assert words(s2, A(p, "civ", offer=5)) == "Keep a civ card by a place the offer does not have (5)"
    assert words(s2, A(p, "civ", offer="c1-archive")) == (
        "Keep a civ card by a place the offer does not have (c1-archive)")
    assert words(s, A(p, "civ", offer=1)) == "Keep a civ card by a place the offer does not have (1)"


@pytest.mark.english
def test_civ_cards_are_named_with_their_rank_and_effect():
    s = fresh()
    assert civ_name(s, "c1-archive") == "Seed archive (rank 1: advances your biomass tracker now)"
    assert civ_name(s, "c2-clinic") == (
        "Rescue clinic (rank 2: at the end, each collected lifepod scores two medals)")
    assert civ_name(s, "c1-scouts") == (
        "Crater scouts (rank 1: at the end, one medal per two collected meteorites)")
    assert civ_name(s, "no-such-card") == "an unknown civ card"


@pytest.mark.english
def test_rovers_land_move_and_stop_in_words():
    s = give(fresh(), "D2-rover-tech-m", "I4-civ-water")
    p = s.to_act
    s2 = s.apply(place(s, "inner", 0, 0, 3))
    assert s2.phase == "rover_place"
    assert words(s2, A(p, "rover_place", row=0, col=3)) == "Land a rover on row 0, column 3 and collect the meteorite there"
    assert words(s2, A(p, "rover_place", row=0, col=4)) == "Land a rover on row 0, column 4"
    r, q = rover_position([(2, 4)])
    assert words(r, A(q, "rover_move", rover=1, dir="E")) == (
        "Move rover 1 one square east, from row 2, column 4 to row 2, column 5, collecting a lifepod")
    assert words(r, A(q, "rover_move", rover=1, dir="S")) == (
        "Move rover 1 one square south, from row 2, column 4 to row 3, column 4, collecting a meteorite")
    assert words(r, A(q, "rover_move", rover=2, dir="N")) == "Move rover 2 one square north"  # no rover 2
    assert words(r, A(q, "rover_move", rover=1, dir="up")) == (
        "Move rover 1 one square in a direction the planet does not have (up)")
    assert words(r, A(q, "rover_stop")) == "Stop moving rovers, leaving two movement points unused"


@pytest.mark.english
def test_patches_name_the_square_and_the_lifepod_they_destroy():
    s = edit(fresh())
    p = s.to_act
    cover(s, [(2, 4)])
    s.data["benefits"] = [("patch",)]
    s.phase = "patch"
    assert words(s, A(p, "patch", row=2, col=3)) == "Place a biomass patch on row 2, column 3"
    assert s.seat(p).pods & pl.bit(2, 5)
    assert words(s, A(p, "patch", row=2, col=5)) == (
        "Place a biomass patch on row 2, column 5, destroying the lifepod there")
    s.phase = "final_patches"
    assert words(s, A(p, "patch", row=2, col=3)) == "Place a stored biomass patch on row 2, column 3"


# ------------------------------------------------------- names in the log and refusals
@pytest.mark.english
def test_the_log_names_tiles_and_objectives_not_their_ids():
    s = give(fresh(), "D2-civ-water-m", "I4-civ-water")
    placed = s.apply(place(s, "inner", 1, 0, 0))
    assert any(e.text == "places the two-square tile of civ and water with a meteor, turned a quarter "
               "clockwise, at row 0, column 0" for e in placed.log)
    g = G.new(players=3, seed=0)
    setup = g.log[0].text
    names = [g.content.objectives[o]["name"] for o in g.data["objectives"]]
    assert f"objectives {', '.join(names)} " in setup
    assert not any(o in setup for o in g.data["objectives"])
    stuck = give(fresh(), "I4-civ-water", None)
    cover(stuck, [(r, c) for r in range(12) for c in range(12) if (r, c) != (5, 5)])
    taken = stuck.apply(A(stuck.to_act, "take", tile="inner"))
    assert any(e.text.startswith("cannot place either tile; takes the straight four-square tile of civ and "
                                 "water without placing it") for e in taken.log)


@pytest.mark.english
def test_refusals_name_the_tile_and_the_civ_offer_by_places():
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    err = s.check(place(s, "inner", 0, 5, 5))
    assert err.rule_id == "PU-PERIMETER-FIRST" and str(err).startswith("the two-square tile of civ and water: ")
    set_track(s, "civ", 1)
    s2 = s.apply(place(s, "inner", 0, 0, 3))
    p = s2.to_act
    err = s2.check(A(p, "civ", offer=7))
    assert err.rule_id == "PU-CIV-MILESTONE"
    assert str(err).startswith("4 rank 1 civ cards on offer: keep one of them by its place, 1-4, not 7")
    assert not any(cid in str(err) or s2.content.civ[cid]["name"] in str(err) for cid in s2.data["piles"]["1"])


@pytest.mark.english
def test_the_variants_in_play_are_logged_in_words():
    s = G.new(players=2, seed=0, synergy_boost="must_any")
    line = next(e for e in s.log if e.text.startswith("variant in play"))
    assert line.text == ("variant in play (synergy boost: must any): a synergy boost must advance a tracker, "
                         "any of the five (the one that gave the boost included); it cannot be declined")
    assert line.rules == ("PU-SYNERGY-MUST-ANY",)


@pytest.mark.english
def test_odd_typed_values_are_shown_in_words_not_as_python():
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    p = s.to_act
    assert words(s, A(p, "take", tile="no_such_stack")).startswith(
        "Take a tile from a stack the depot does not have (no such stack) without placing it")
    assert words(s, A(p, "order", first=("civ", "water"))) == (
        "Advance first the tracker of an unknown resource (civ and water)")
    assert words(s, A(p, "energy", track=())) == "Spend the energy to advance an unknown tracker (nothing)"
