"""The published Universal Coalition techs as content words (PU-TECH-* rules)."""

from __future__ import annotations

from pathlib import Path

import pytest

from lunarrules.errors import InvalidContent
from lunarrules.games.planet_unknown import geometry as pl
from lunarrules.games.planet_unknown import legal

from .helpers import A, G, cover, give, place, refusal, set_track, track

UC = Path(__file__).with_name("uc_tech_track.toml")


def rules_logged(s):
    return [r for e in s.log for r in e.rules]


def with_tech(effect: str, players: int = 3):
    """A game whose content has a tech with ``effect``, at its first placement, the tech unlocked."""
    g = G.with_content({"techs": [{"id": "t-x", "name": "Test tech", "effect": effect}]})
    s = g.new(players=players, seed=0)
    if s.phase == "rotate":
        s = s.apply(A(s.to_act, "rotate", steps=0))
    return s


def unlocked(s):
    s.seat(s.to_act).techs = ("t-x",)
    return s


def test_no_meteorites_tech_drops_no_meteorite():
    # PU-TECH-NO-METEORITES (published: Universal Coalition tech level 5, "no meteorites")
    s = give(with_tech("no_meteorites"), "D2-civ-water-m", "I4-civ-water")
    p = s.to_act
    without = s.apply(place(s, "inner", 0, 0, 3))
    assert without.seat(p).meteors == pl.bit(0, 3)
    s = unlocked(give(with_tech("no_meteorites"), "D2-civ-water-m", "I4-civ-water"))
    s2 = s.apply(place(s, "inner", 0, 0, 3))
    assert s2.seat(p).meteors == 0 and s2.seat(p).last_meteor == 0
    assert "PU-TECH-NO-METEORITES" in rules_logged(s2) and "PU-METEOR" not in rules_logged(s2)


def test_double_water_tech_advances_water_twice_from_a_placed_tile():
    # PU-TECH-DOUBLE-WATER (published: level 4, "double water from tile placement only")
    s = unlocked(give(with_tech("double_water"), "D2-civ-water", "I4-civ-water"))
    p = s.to_act
    s2 = s.apply(place(s, "inner", 0, 0, 0))  # water on r0c1: ice
    assert track(s2, "water", p) == 2 and track(s2, "civ", p) == 1
    assert s2.phase == "synergy"  # the second step reaches the water track's synergy boost
    assert "PU-TECH-DOUBLE-WATER" in rules_logged(s2)
    # the ice condition still holds: no ice, no water
    dry = s.apply(place(s, "inner", 0, 0, 3))
    assert track(dry, "water", p) == 0


def test_double_water_tech_does_not_double_water_from_energy():
    s = unlocked(give(with_tech("double_water"), "D2-energy-civ", "I4-civ-water"))
    p = s.to_act
    cover(s, [(1, 0)], terrain="water")  # next to the energy square r0c0
    s2 = s.apply(place(s, "inner", 0, 0, 0))
    assert s2.phase == "energy"
    s3 = s2.apply(A(p, "energy", track="water"))
    assert track(s3, "water", p) == 1


def test_ignore_adjacency_tech_lets_a_tile_go_anywhere_on_the_planet():
    # PU-TECH-IGNORE-ADJACENCY (published: level 1, "ignore adjacency")
    s = give(with_tech("ignore_adjacency"), "D2-civ-water", "I4-civ-water")
    cover(s, [(0, 0), (0, 1)])
    assert refusal(s, place(s, "inner", 0, 6, 6)).rule_id == "PU-ADJACENT"
    s = unlocked(s)
    assert s.check(place(s, "inner", 0, 6, 6)) is None
    assert any(a["row"] == 6 and a["col"] == 6 for a in s.legal_actions() if a.kind == "place")
    assert (0, 6, 6) in legal.placements(s, s.to_act, "inner")
    # still one layer and on the planet
    assert refusal(s, place(s, "inner", 0, 0, 0)).rule_id == "PU-ONE-LAYER"
    s2 = s.apply(place(s, "inner", 0, 6, 6))
    assert s2.seat(s.to_act).covered & pl.bit(6, 6)


def test_ignore_adjacency_tech_frees_biomass_patches_too():
    s = unlocked(give(with_tech("ignore_adjacency"), "D2-water-biomass", "I4-civ-water"))
    p = s.to_act
    s2 = s.apply(place(s, "inner", 0, 0, 0))  # biomass 0 -> 1: patch
    assert s2.phase == "patch"
    s3 = s2.apply(A(p, "patch", row=6, col=6))
    assert s3.seat(p).patches == pl.bit(6, 6)


def test_store_patches_tech_stores_a_patch_for_the_end():
    # PU-TECH-STORE-PATCHES (published: level 2, "store biomass patches")
    s = give(with_tech("store_patches"), "D2-water-biomass", "I4-civ-water")
    p = s.to_act
    s2 = s.apply(place(s, "inner", 0, 0, 0))  # biomass 0 -> 1: patch
    assert s2.phase == "patch" and not any(a.kind == "store_patch" for a in s2.legal_actions())
    err = refusal(s2, A(p, "store_patch"))
    assert err.rule_id == "PU-TECH-STORE-PATCHES" and "store_patches" in str(err)
    s = unlocked(give(with_tech("store_patches"), "D2-water-biomass", "I4-civ-water"))
    s2 = s.apply(place(s, "inner", 0, 0, 0))
    assert A(p, "store_patch") in s2.legal_actions()
    s3 = s2.apply(A(p, "store_patch"))
    assert s3.seat(p).stored == 1 and s3.seat(p).patches == 0 and s3.phase != "patch"
    assert "PU-TECH-STORE-PATCHES" in rules_logged(s3)


def test_a_fifth_tech_milestone_unlocks_the_fifth_tech():
    # PU-TECH: the published tech track has 5 tech milestones (the last at 14)
    g = G.with_content(UC)
    s = g.new(players=3, seed=0)
    if s.phase == "rotate":
        s = s.apply(A(s.to_act, "rotate", steps=0))
    s = give(s, "D2-rover-tech", "I4-civ-water")
    p = s.to_act
    set_track(s, "tech", 13)
    s.seat(p).techs = ("survey_drones", "ice_drill", "pod_rescue", "greenhouse_ring")
    s2 = s.apply(place(s, "inner", 0, 0, 3))
    assert s2.phase == "order"  # the rover and tech advances both claim a benefit
    s2 = s2.apply(A(p, "order", first="tech"))
    assert track(s2, "tech", p) == 14
    assert s2.seat(p).techs[-1] == "uc-no-meteorites"


@pytest.mark.english
def test_tech_words_are_checked():
    with pytest.raises(InvalidContent) as e:
        G.with_content({"techs": [{"id": "t-x", "name": "X", "effect": "no_meteorite"}]})
    assert "techs[4].effect" in str(e.value) and "no_meteorites" in str(e.value)
    with pytest.raises(InvalidContent) as e:
        G.with_content({"corporation": {"tracks": {"tech": {
            "benefits": ["", "tech1", "tech2", "tech3", "tech4", "tech5"], "medals": [0] * 6}}}})
    assert "tech track unlocks 5 techs (tech1..tech5), there are 4" in str(e.value)
    with pytest.raises(InvalidContent) as e:
        G.with_content({"corporation": {"tracks": {"tech": {
            "benefits": ["", "tech1", "tech2", "tech3", "tech4", "tech6"], "medals": [0] * 6}}}})
    assert "corporation.tracks.tech.benefits" in str(e.value) and "tech6" in str(e.value)
