"""The picture of the table (``state._picture()``): what it shows, in the game's words."""

from __future__ import annotations

import random
import re
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

import pytest

from lunarrules.games.tiny_epic_galaxies.picture import COLOURS, picture
from tests.test_pictures import visible_text

from .helpers import G, play, seat, start, table, with_row

ROW = ("brasa", "lumen", "ferrugem", "coral", "vesper")


def words(html_text: str) -> str:
    """The words a reader sees beside the drawings (the drawings and icons left out)."""
    text = visible_text(re.sub(r"<svg\b.*?</svg>", " ", html_text, flags=re.S))
    return text.replace(" 's", "'s").replace(" )", ")").replace(" :", ":")


def labels(html_text: str) -> list[str]:
    """The text alternative of every drawing."""
    return [ET.fromstring(svg).get("aria-label")
            for svg in re.findall(r"<svg\b.*?</svg>", html_text, re.S)]


def game(players=3):
    return with_row(start(players=players, dice=("move", "energy", "culture", "colony")), ROW[:players + 2])


@pytest.mark.english
def test_the_picture_is_the_rich_display():
    s = game()
    shown = s._repr_html_()
    assert s._picture() == picture(s) and picture(s) in shown
    text = words(shown)
    for part in ("Control Mat: P1's turn", "Face-up planets", "Galaxy Mats", "P1", "P2", "P3"):
        assert part in text, part
    for pid in ROW:
        assert s.cat.planets[pid].name in text


@pytest.mark.english
def test_control_mat_shows_each_die_and_what_became_of_it():
    s = table(game(), dice=("move", "energy", "culture", "colony"), used=(1, 2, 0, 0),
              rerolls=2, converted=True)
    pic = picture(s)
    text = words(pic)
    assert ("1: move activated 2: energy spent on the converter 3: culture ready "
            "4: utilize colony ready") in text
    assert "2 rerolls this turn (each further one costs 1 energy) · converter used this turn" in text
    assert "die 2: energy, spent on the converter" in labels(pic)
    assert "Brasa's economy colony track, 1 space to colonize: no ship in orbit" in labels(pic)
    fresh = words(picture(game()))
    assert "0 rerolls this turn (the next is free) · converter not used this turn" in fresh


@pytest.mark.english
def test_a_die_to_follow_and_a_planet_action_waiting_are_shown():
    s = game()
    offered = s.apply("P1 energy")
    assert offered.phase == "follow"
    assert "P2 may follow the energy die for 1 culture" in words(picture(offered))
    landed = s.apply("P1 move ship=1 to=brasa mode=land")
    assert landed.phase == "planet"
    text = words(picture(landed))
    assert "P1 may use the action of Brasa: gain 1 energy" in text
    assert "the move die will be offered to the rivals" in text


@pytest.mark.english
def test_planets_show_ships_in_orbit_on_their_track_and_on_the_surface():
    s = seat(seat(game(), "ships", 2, (("coral", 1), ("lumen", -1))), "ships", 0, (("coral", 0), None))
    pic = picture(s)
    track = next(t for t in labels(pic) if t.startswith("Coral's"))
    assert track == ("Coral's economy colony track, 2 spaces to colonize: P1 ship 1 on space 0; "
                     "P3 ship 1 on space 1")
    root = next(r for r in map(ET.fromstring, re.findall(r"<svg\b.*?</svg>", pic, re.S))
                if r.get("aria-label") == track)
    ns = "{http://www.w3.org/2000/svg}"
    spaces = ["".join(t.itertext()) for t in root.iter(f"{ns}text") if not t.get("font-weight")]
    assert spaces == ["start", "1", "colony"]
    ships = [p.get("fill") for p in root.iter(f"{ns}path")]
    assert ships == [COLOURS[0], COLOURS[2]]
    # P3's ship stands above space 1 (the second box), P1's above the starting space
    xs = [float(p.get("d").split()[0][1:]) for p in root.iter(f"{ns}path")]
    assert xs == [3 + 9, 3 + 42 + 9]
    text = words(pic)
    lumen = text[text.index("Lúmen 3 VP"):]
    assert lumen.split("Ferrugem")[0].strip().endswith("On the surface: P3 ship 2")
    assert "Brasa 3 VP energy planet · economy track of 1 Action: gain 1 energy" in text
    # the empire lists the same ships in words
    assert "ship 1 orbiting Coral, space 1 of 2" in text
    assert "ship 2 landed on Lúmen" in text
    assert "ship 1 orbiting Coral, on the starting space of its colony track" in text


@pytest.mark.english
def test_each_galaxy_mat_shows_resources_level_vp_and_colonies():
    s = game()
    s = seat(s, "energy", 1, 5)
    s = seat(s, "culture", 1, 3)
    s = seat(s, "empire_level", 1, 3)
    s = seat(s, "ships", 1, (None, None, None))
    s = seat(s, "colonies", 1, ("nebra",))
    pic = picture(s)
    text = words(pic)
    mat = text[text.index("Galaxy Mats"):].split(" P2 ", 1)[1].split(" P3 ", 1)[0]
    nebra = s.cat.planets["nebra"]
    assert mat.startswith(f"{nebra.vp + 2} VP (without the secret mission)")
    assert "Empire level 3 of 6 (5 dice, 3 ships, 2 VP)" in mat
    assert "Energy 5" in mat and "Culture 3" in mat
    assert "Ships on the Galaxy Mat: ship 1, ship 2, ship 3" in mat
    assert "1 ship still on the ship tracker" in mat
    assert f"Colonies: {nebra.name} ({nebra.vp} VP)" in mat
    assert "energy 5 of 7" in labels(pic) and "culture 3 of 7" in labels(pic)
    assert "active player" in text[text.index("Galaxy Mats"):].split(" P2 ", 1)[0]


@pytest.mark.english
def test_secret_missions_stay_hidden_until_the_end():
    s = G.new(players=2, seed=1)
    assert s.phase == "mission"
    pic = picture(s)
    for hand in s.data["missions_dealt"]:
        for mid in hand:
            assert s.cat.missions[mid].name not in pic
    assert words(pic).count("Secret mission: choosing 1 of 2 dealt (hidden)") == 2
    s = game(players=2)
    pic = picture(s)
    assert words(pic).count("Secret mission: 1 kept, face down (hidden)") == 2
    for mid in s.data["mission"]:
        assert s.cat.missions[mid].name not in pic
    # at the end the missions are revealed and scored
    rng = random.Random(4)
    while not s.is_over:
        s = s.apply(rng.choice(s.legal_actions()))
    text = words(picture(s))
    for q, mid in enumerate(s.data["mission"]):
        vp, why, _ = s.mission_result(q)
        assert f"Secret mission (revealed): {s.cat.missions[mid].name}: {why}, {vp} VP" in text


@pytest.mark.english
def test_the_end_trigger_and_the_deck_are_shown():
    s = game()
    assert f"{len(s.data['deck'])} planets left in the deck" in words(picture(s))
    ended = table(s, triggered=True, triggered_by=1)
    text = words(picture(ended))
    assert "the end is triggered by P2: play goes on until all have had equal turns" in text
    assert "(triggered the end)" in text


def test_the_picture_needs_no_widgets_and_is_quick():
    code = ("import sys, lunarrules as lr; s = lr.game('tiny_epic_galaxies').new(players=5, seed=2); "
            "s._repr_html_(); print('ipywidgets' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
    s = play(game(players=5), "P1 energy")
    t = time.perf_counter()
    for _ in range(20):
        picture(s)
    assert (time.perf_counter() - t) / 20 < 0.02
