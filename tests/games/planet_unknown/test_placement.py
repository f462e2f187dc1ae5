"""Placement enumeration: the bit-mask version against the obvious square-by-square one."""

from __future__ import annotations

import statistics
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lunarrules.games.planet_unknown import placement as pl
from lunarrules.games.planet_unknown.content import compiled

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
                problem = pl.placement_problem(t, k, r, c, cm, 0)
                assert (problem is None) == ((k, r, c) in legal), (k, r, c, problem)


def test_first_tile_must_touch_the_perimeter():
    t = C.tiles["D2-civ-water"].table
    got = pl.legal_placements(t, 0, 0)
    assert got
    for k, r, c in got:
        assert any(rr in (0, 11) or cc in (0, 11) for rr, cc, _ in pl.placed_cells(t, k, r, c))
    assert (0, 5, 5) not in got
    assert pl.placement_problem(t, 0, 5, 5, 0, 0)[0] == "PU-PERIMETER-FIRST"


def test_orientations_of_a_square_tile_differ_only_by_sections():
    # O4 "ab/ab": turning it swaps which column holds which resource, so 4 distinct of 8
    table = C.tiles["O4-civ-water"].table
    assert len(table.distinct) == 4
    assert table.canonical[4] in table.distinct


def mid_game_planet():
    """A planet about half covered, as in the middle of a game."""
    covered = set()
    for r in range(12):
        for c in range(12):
            if (r < 6 and c < 9) or (r in (6, 7) and c < 4) or (r < 3 and c in (9, 10)):
                covered.add((r, c))
    return pl.mask_of(covered)


def test_both_depot_tiles_enumerate_well_under_a_millisecond():
    cm = mid_game_planet()
    tables = [C.tiles["T4-civ-water"].table, C.tiles["Z5-rover-tech-m"].table]
    times = []
    for _ in range(300):
        t0 = time.perf_counter()
        n = sum(len(pl.legal_placements(t, cm, cm)) for t in tables)
        times.append(time.perf_counter() - t0)
    assert n > 50
    # typically ~0.05-0.1 ms on one core; the bound leaves room for a busy machine
    assert statistics.median(times) < 1e-3


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_each_shape_has_its_published_size(shape):
    size = sum(ch in "ab" for row in SHAPES[shape]["picture"] for ch in row)
    ring = SHAPES[shape]["ring"]
    assert size == int(shape[1]), shape
    assert (ring == "inner") == (shape in ("D2", "I3", "L3", "T4", "L4", "O4"))
