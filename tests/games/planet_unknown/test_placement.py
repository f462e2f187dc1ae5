"""Placement enumeration: the bit-mask version against the obvious square-by-square one."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lunarrules.games.planet_unknown import geometry as pl
from lunarrules.games.planet_unknown import legal as pu_legal
from lunarrules.games.planet_unknown.content import compiled
from lunarrules.games.planet_unknown.legal import placement_problem

from .helpers import G

C = compiled(G)
SHAPES = {s["id"]: s for s in G.content["shapes"]}
TILES = sorted(C.tiles)

squares = st.tuples(st.integers(0, 11), st.integers(0, 11))


def fast(tile, covered: set, off: set) -> list[frozenset]:
    t = C.tiles[tile]
    cm, om = pl.mask_of(covered), pl.mask_of(off)
    return [pl.placed_cells(t.table, k, r, c) for k, r, c in pl.legal_placements(t.table, cm, cm | om)]


@settings(max_examples=150, deadline=None)
@given(tile=st.sampled_from(TILES), covered=st.sets(squares, max_size=90),
       off=st.sets(squares, max_size=6))
def test_fast_enumeration_matches_slow_on_random_planets(tile, covered, off):
    off = off - covered
    got = fast(tile, covered, off)
    want = pl.slow_legal_placements(SHAPES[C.tiles[tile].shape]["picture"], covered, off)
    assert set(got) == want
    if not C.tiles[tile].meteor:
        # without a meteor, distinct orientations never list the same placement twice
        assert len(got) == len(set(got))


@settings(max_examples=60, deadline=None)
@given(tile=st.sampled_from(TILES), covered=st.sets(squares, min_size=1, max_size=60))
def test_every_listed_placement_passes_the_explainer_and_neighbours_fail(tile, covered):
    t = C.tiles[tile].table
    cm = pl.mask_of(covered)
    legal = set(pl.legal_placements(t, cm, cm))
    for k in t.distinct:
        for r in range(-1, 12):
            for c in range(-1, 12):
                problem = placement_problem(t, k, r, c, cm, 0)
                assert (problem is None) == ((k, r, c) in legal), (k, r, c, problem)


def test_first_tile_must_touch_the_perimeter():
    t = C.tiles["D2-civ-water"].table
    got = pl.legal_placements(t, 0, 0)
    assert got
    for k, r, c in got:
        assert any(rr in (0, 11) or cc in (0, 11) for rr, cc, _ in pl.placed_cells(t, k, r, c))
    assert (0, 5, 5) not in got
    assert placement_problem(t, 0, 5, 5, 0, 0)[0] == "PU-PERIMETER-FIRST"


def test_orientations_of_a_square_tile_differ_only_by_sections():
    # O4 "ab/ab": turning it swaps which column holds which resource, so 4 distinct of 8
    table = C.tiles["O4-civ-water"].table
    assert len(table.distinct) == 4
    assert table.canonical[4] in table.distinct


def test_orientations_with_the_same_squares_share_one_footprint():
    # O4 covers the same 2x2 squares in all 4 distinct orientations; an L4 never does
    assert len(C.tiles["O4-civ-water"].table.footprints) == 1
    l4 = C.tiles[next(t for t in TILES if t.startswith("L4"))].table
    assert len(l4.footprints) == len(l4.distinct) == 8
    for tid in TILES:
        t = C.tiles[tid].table
        squares_of = [frozenset(offs) for offs, _ in t.footprints]
        assert len(set(squares_of)) == len(squares_of)  # one entry per set of squares
        for k in t.distinct:
            offs, valid = t.footprints[t.footprint_of[k]]
            assert frozenset(offs) == frozenset(t.offsets[k]) and valid == t.valid[k]


def test_the_engine_lists_exactly_the_legal_placements_of_both_depot_tiles():
    import random

    checked = 0
    for seed in range(6):
        rng = random.Random(seed)
        s = G.new(players=2 + seed % 3, seed=seed)
        while not s.is_over:
            legal = s.legal_actions()
            if s.phase == "place" and legal[0].kind == "place":
                p = s.to_act
                listed = [(a["tile"], a["orient"], a["row"], a["col"]) for a in legal]
                want = [(slot, *pl_) for slot in ("inner", "outer") for pl_ in pu_legal.placements(s, p, slot)]
                assert listed == want  # same placements, same order
                checked += 1
            s = s.apply(legal[rng.randrange(len(legal))])
    assert checked > 50


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_each_shape_has_its_published_size(shape):
    size = sum(ch in "ab" for row in SHAPES[shape]["picture"] for ch in row)
    ring = SHAPES[shape]["ring"]
    assert size == int(shape[1]), shape
    assert (ring == "inner") == (shape in ("D2", "I3", "L3", "T4", "L4", "O4"))


@settings(max_examples=40, deadline=None)
@given(tile=st.sampled_from(TILES), off=st.sets(squares, min_size=1, max_size=20))
def test_the_first_tile_touches_the_planets_perimeter_on_any_planet(tile, off):
    # Seed: "A primeira peça deve tocar o perímetro da grade do planeta." On a planet with
    # squares off it, its perimeter runs along them too; the explainer agrees with the list.
    t = C.tiles[tile].table
    om = pl.mask_of(off)
    legal = set(pl.legal_placements(t, 0, om))
    for k in t.distinct:
        for r in range(0, 12):
            for c in range(0, 12):
                problem = placement_problem(t, k, r, c, 0, om)
                assert (problem is None) == ((k, r, c) in legal), (k, r, c, problem)


def ringed_planet():
    """The sample planet with its outer ring of squares off the planet."""
    rows = list(G.content["planet"]["rows"])
    rows = ["#" * 12] + ["#" + row[1:11] + "#" for row in rows[1:11]] + ["#" * 12]
    return G.with_content({"planet": {"rows": rows}})


@pytest.mark.english
def test_a_planet_smaller_than_the_grid_starts_on_its_own_edge():
    g = ringed_planet()
    s = g.new(players=2, seed=1)
    while s.phase != "place":
        s = s.apply(s.legal_actions()[0])
    places = [a for a in s.legal_actions() if a.kind == "place"]
    assert places, "no first tile fits: the perimeter was read as the grid's edge"
    t = compiled(g)
    for a in places[:40]:
        cells = pl.placed_cells(s.tile(s.depot_tile(a.actor, a["tile"])).table, a["orient"], a["row"], a["col"])
        assert any(r in (1, 10) or c in (1, 10) for r, c, _ in cells)
        assert not any(pl.bit(r, c) & t.off_planet for r, c, _ in cells)
    err = s.check(f"P{s.to_act + 1} place tile={places[0]['tile']} orient=0 row=5 col=5")
    assert err is not None and err.rule_id == "PU-PERIMETER-FIRST"
    assert "the planet's perimeter" in str(err)
