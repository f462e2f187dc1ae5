"""The picture of the table (``state._picture()``): what it shows, in the game's words."""

from __future__ import annotations

import re
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

import pytest

from lunarrules.games.shackleton_base import geometry
from lunarrules.games.shackleton_base.picture import COLOURS, crater_svg, picture
from lunarrules.games.shackleton_base.table import ClaimedGoal, Placement
from tests.test_pictures import visible_text

from .helpers import G, at_action, edit, sector

SVG = "{http://www.w3.org/2000/svg}"


def words(html_text: str) -> str:
    """The words a reader sees beside the drawings (the drawings and icons left out)."""
    return visible_text(re.sub(r"<svg\b.*?</svg>", " ", html_text, flags=re.S)).replace(" )", ")")


def _texts(svg: str) -> list[str]:
    """The <text> lines of an SVG drawing."""
    return ["".join(t.itertext()) for t in ET.fromstring(svg).iter(f"{SVG}text")]


@pytest.mark.english
def test_the_picture_is_the_rich_display():
    s = at_action(3, seed=1)
    shown = s._repr_html_()
    assert s._picture() == picture(s) and picture(s) in shown
    text = visible_text(shown)
    for part in (
        "Energy",
        "Command area",
        "Build",
        "Fund",
        "Corporation",
        "Lunar Gateway",
        "Corporations",
        "Agencies",
        "Round 1 of 3",
    ):
        assert part in text, part
    for corp in s.data["corporations"]:
        assert s.cat.corps[corp]["name"] in text


@pytest.mark.english
def test_crater_draws_sectors_structures_and_the_panels_left():
    s = at_action(2, seed=1)
    svg = crater_svg(s)
    lines = _texts(svg)
    for sec in geometry.SECTORS:
        assert sec in lines, sec
    # P1 and P2 set their first domes; the two 2-player neutral domes stand too
    assert lines.count("P1 dome") == 1 and lines.count("P2 dome") == 1
    assert lines.count("neutral dome") == 2
    # one blue square per panel left around the crater, the next marked
    root = ET.fromstring(svg)
    panels = [r for r in root.iter(f"{SVG}rect") if r.get("fill") == "#1e40af"]
    assert len(panels) == len(s.data["ring_panels"]) == 14
    nxt = s.data["ring_panels"][0]
    assert (
        f"solar panel space {nxt + 1}: a panel giving {s.cat.ring[nxt]} energy (the next one built)"
        in svg
    )
    assert svg.count("its panel is built") == 18 - 14
    # energized sectors wear a sun and say so
    lit = sum(s.data["sector_panels"])
    assert svg.count(", energized") == lit == 4
    # fewer panels left: fewer squares
    later = edit(s, lambda d: d.update(ring_panels=d["ring_panels"][5:]))
    assert crater_svg(later).count('fill="#1e40af"') == 9


@pytest.mark.english
def test_an_astronaut_on_an_explore_space_shows_its_agency_and_type():
    s = at_action(2, seed=1)
    me = s.to_act
    s2 = s.apply(f"P{me + 1} explore astronaut=technician space=4")
    svg = crater_svg(s2)
    assert f"P{me + 1} T" in _texts(svg)
    assert (
        f"explore space 4 (row {', '.join(geometry.ROWS[3])}): fee {s.cat.fees[3]} per sector, "
        f"P{me + 1}'s technician" in svg
    )
    assert f'r="14" fill="{COLOURS[me]}"' in svg
    # a free space shows its fee instead
    assert f"fee {s.cat.fees[4]}" in _texts(crater_svg(s))
    assert f"P{me + 1} T" not in _texts(crater_svg(s))


@pytest.mark.english
def test_command_area_shows_surcharges_and_who_took_each_slot():
    s = at_action(3, seed=1)
    text = words(picture(s))
    # 3 players: slots 0, 1, 1, 2 credits (SB-COMMAND-SLOTS)
    assert "Build free +1 credit +1 credit +2 credits" in text
    s2 = edit(s, lambda d: d.update(slots={"build": (Placement(2, 1),), "fund": (), "corp": ()}))
    text2 = words(picture(s2))
    assert "Build P3 technician +1 credit +1 credit +2 credits" in text2
    assert "Fund free +1 credit" in text2


@pytest.mark.english
def test_agencies_show_supply_base_projects_and_goals():
    s = at_action(2, seed=1)

    def change(d):
        d["agencies"][1].update(
            credits=9,
            titanium=3,
            rare_earth=0,
            reputation=5,
            vp=4,
            structures=(("dome", 0, "c2", ()), ("lab", 0, "c3", (1, 2))),
            waiting=(1, 0, 0),
            projects=("lunar_hotel",),
            objectives=("moon_mining",),
            leader=("engineer_chief", "B"),
        )
        d["structures"][sector("c3")] = ((1, "lab"),)
        d["goals"] = (ClaimedGoal("moon_mining", 0, 1),)

    s2 = edit(s, change)
    text = words(picture(s2))
    p2 = text[text.index("Agencies") :].split(" P2 ", 1)[1]
    assert re.match(r"(\(to act\) )?9 credits, 3 titanium, 0 rare earth, reputation 5, 4 VP", p2)
    assert "Leader: Chief Engineer, face B (2 credits each maintenance)" in p2
    assert "lab in c3, housing technician, scientist" in p2
    assert "Still in its base: 4 domes, 3 workshops, 2 labs, 1 HQ" in p2
    assert "Projects: Lunar hotel" in p2
    assert "Goals claimed: Moon Mining (2 goal markers left)" in p2
    assert "4 structures for 3 VP: claimed by P2" in text
    # a goal slot kept for 3 or more players reads so in a 2-player game
    assert "7 structures for 6 VP: only with 3 or more players" in text
    assert "P2 lab" in _texts(crater_svg(s2))


@pytest.mark.english
def test_tiles_on_offer_in_setup_and_the_shuttle_phase():
    s = G.new(players=3, seed=1)
    text = words(picture(s))
    for leader, face in s.data["leaders"]:
        assert f"Leader tile {s.cat.leaders[leader]['name']}, face {face}:" in text
    while s.phase != "shuttle_pick":
        s = s.apply(s.legal_actions()[0])
    revealed = s.data["revealed"]
    assert len(revealed) == 4
    me = s.to_act
    s = s.apply(s.legal_actions()[0])
    text = words(picture(s))
    taken = s.data["picked"][me]
    number = s.cat.shuttles[taken]["number"]
    assert re.search(rf"Shuttle tile {number}: [^()]*\(taken by P{me + 1}\)", text)
    assert text.count("Shuttle tile ") == 4


@pytest.mark.english
def test_energy_track_marks_the_energy_and_the_reputation_symbols():
    s = at_action(2, seed=1)
    pic = picture(s)
    assert f"Energy {s.data['energy']} of {s.cat.energy_max}" in visible_text(pic)
    assert (
        f'aria-label="Energy track: {s.data["energy"]} of 12; reputation symbols on spaces 3, 6, 9, 11"'
        in pic
    )
    s2 = edit(s, lambda d: d.update(energy=9))
    assert "Energy 9 of 12" in visible_text(picture(s2))


def test_no_emoji_sun_and_every_icon_has_a_text_alternative():
    s = at_action(2, seed=1)
    pic = picture(s)
    assert "\u2600" not in pic  # the sun is drawn, not a glyph
    for svg in re.findall(r"<svg\b.*?</svg>", pic, re.S):
        root = ET.fromstring(svg)
        assert root.get("role") == "img" and root.get("aria-label"), svg[:120]


def test_the_picture_needs_no_widgets_and_is_quick():
    code = (
        "import sys, lunarrules as lr; s = lr.game('shackleton_base').new(players=4, seed=2); "
        "s._repr_html_(); print('ipywidgets' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
    s = at_action(4, seed=2)
    t = time.perf_counter()
    for _ in range(20):
        picture(s)
    assert (time.perf_counter() - t) / 20 < 0.02
