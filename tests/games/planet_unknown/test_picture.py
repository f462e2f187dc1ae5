"""What the Planet Unknown picture shows: each planet's squares, the tracks, the station, the cards."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from lunarrules.games.planet_unknown import geometry as pl
from lunarrules.games.planet_unknown.params import RESOURCES
from lunarrules.games.planet_unknown.picture import COLOURS, picture
from lunarrules.games.planet_unknown.words import tile_name
from tests.test_pictures import picture_problems, visible_text

from .helpers import edit, fresh

SVG = "{http://www.w3.org/2000/svg}"


def svg_labelled(html: str, start: str) -> ET.Element:
    """The SVG whose text alternative starts with ``start``."""
    for m in re.finditer(r"<svg\b.*?</svg>", html, re.S):
        root = ET.fromstring(m.group(0))
        if root.get("aria-label", "").startswith(start):
            return root
    raise AssertionError(f"no SVG labelled {start!r}")


def fills(root: ET.Element) -> list[str]:
    return [r.get("fill") for r in root.iter(f"{SVG}rect")]


def with_water(s, squares):
    """A copy of ``s`` where P1 has covered ``squares`` with water terrain."""
    s2 = edit(s)
    seat = s2.data["seats"][0]
    m = pl.mask_of(squares)
    seat.covered = seat.covered | m
    seat.add_terrain(RESOURCES.index("water"), m)
    return s2


@pytest.mark.english
def test_covered_squares_are_drawn_in_their_terrain():
    s = fresh(players=2)
    before = svg_labelled(picture(s), "Planet of P1")
    assert fills(before).count(COLOURS["water"]) == 0
    s2 = with_water(s, [(0, 3), (0, 4), (1, 4)])
    html = picture(s2)
    planet = svg_labelled(html, "Planet of P1")
    assert fills(planet).count(COLOURS["water"]) == 3
    assert f"3 of {pl.count(s.content.land)} squares covered" in planet.get("aria-label")
    # the other planet is untouched
    assert fills(svg_labelled(html, "Planet of P2")).count(COLOURS["water"]) == 0


@pytest.mark.english
def test_a_complete_row_is_marked():
    s = fresh(players=2)
    c = s.content
    row = [(3, col) for col in range(pl.SIZE) if pl.bit(3, col) & c.land]
    label = svg_labelled(picture(with_water(s, row)), "Planet of P1").get("aria-label")
    assert "1 complete row" in label
    assert "0 complete rows" in svg_labelled(picture(s), "Planet of P1").get("aria-label")


@pytest.mark.english
def test_trackers_and_collected_things_are_shown():
    s = edit(fresh(players=2))
    seat = s.data["seats"][1]
    seat.tracks[1] = 5  # water
    seat.pods_collected = 4
    html = picture(s)
    label = svg_labelled(html, "Corporation tracks of P2").get("aria-label")
    assert "water tracker on space 5 of 11 (2 medals)" in label
    assert "water tracker on space 0 of 11" in svg_labelled(html, "Corporation tracks of P1").get("aria-label")
    assert "4 lifepods rescued" in visible_text(html)


@pytest.mark.english
def test_the_depot_tiles_and_stacks():
    s = fresh(players=3)
    html = picture(s)
    d = s.depot_of(0)
    tid, below = s.data["stacks"][2 * d]
    assert f"inner stack: {tile_name(s, tid)}, {len(below)} tiles below" in visible_text(html)
    assert re.search(rf"Depot {d + 1} P1\b", visible_text(html))


@pytest.mark.english
def test_end_game_civ_cards_stay_face_down():
    s = edit(fresh(players=2))
    secret = next(cid for cid, info in s.content.civ.items() if info["effect"] != "advance")
    s.data["seats"][0].civ = (secret,)
    text = visible_text(picture(s))
    assert "1 End Game card face down" in text
    assert s.content.civ[secret]["name"] not in text


def test_objectives_are_named():
    s = fresh(players=2)
    text = visible_text(picture(s))
    for oid in s.data["objectives"]:
        assert s.content.objectives[oid]["name"] in text


def test_the_picture_is_the_rich_display_and_passes_the_shared_checks():
    s = fresh(players=4)
    assert picture(s) in s._repr_html_()
    assert picture_problems(s) == []
