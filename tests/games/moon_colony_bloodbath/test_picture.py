"""What the Moon Colony Bloodbath picture shows: colony mats, buildings, the progress deck, hidden choices."""

from __future__ import annotations

import re

import pytest

from lunarrules.games.moon_colony_bloodbath.content import compiled
from lunarrules.games.moon_colony_bloodbath.picture import picture
from lunarrules.games.moon_colony_bloodbath.table import InPlay, WorkChoice
from tests.test_pictures import picture_problems, visible_text

from .helpers import G, before_first_card


def mat_text(html: str, p: int) -> str:
    """The visible text of seat ``p``'s colony mat (from its title to the next mat)."""
    text = visible_text(html)
    start = text.index(f"P{p + 1} · ")
    nxt = text.find(f"P{p + 2} · ", start)
    return text[start:nxt if nxt >= 0 else None]


@pytest.mark.english
def test_a_colony_mat_shows_its_colonists_money_and_food():
    s = before_first_card(players=3)
    d = s.data
    d["colonists"][1], d["money"][1], d["food"][1] = 17, 23, 11
    mat = mat_text(picture(s), 1)
    assert re.search(r"\b17 colonists\b", mat) and re.search(r"\b23 money\b", mat) and re.search(r"\b11 food\b", mat)
    assert "score 17" in mat and "can absorb 17 colonists" in mat
    assert "17 colonists" not in mat_text(picture(s), 0)


@pytest.mark.english
def test_buildings_in_play_with_their_boxes_and_abilities():
    s = before_first_card()
    s.data["tableau"][0] = [InPlay("cargo_hangar", 2), InPlay("fusion_reactor", 0)]
    mat = mat_text(picture(s), 0)
    assert "Buildings in play (2)" in mat
    assert "Cargo Hangar" in mat and "2 boxes of 3" in mat
    assert "Fusion Reactor" in mat and "3 colonists" in mat
    assert compiled(G).buildings["fusion_reactor"].abilities()[0] in mat
    assert "Cargo Hangar" not in mat_text(picture(s), 1)


@pytest.mark.english
def test_hands_and_work_choices_stay_hidden():
    s = before_first_card()
    s.data["hand"][0] = ("council_hall", "council_hall", "med_bay")
    s.data["work_choice"][0] = WorkChoice("build", "med_bay", 0)
    html = picture(s)
    assert "3 cards" in mat_text(html, 0)
    assert "has chosen (hidden until all have)" in mat_text(html, 0)
    assert "has chosen" not in mat_text(html, 1)
    text = visible_text(html)
    assert "Council Hall" not in text and "Med Bay" not in text


@pytest.mark.english
def test_the_revealed_card_the_decks_and_the_twists():
    s = before_first_card()
    s.data["revealed"] = "event:accident"
    s.data["progress_deck"] = ("work", "trouble", "work")
    text = visible_text(picture(s))
    assert "Event Accident -4 colonists" in text
    assert "progress deck: 3 cards" in text
    for t in s.data["twists"]:
        assert compiled(G).twists[t].name in text
    devs = s.data["development_deck"]
    assert f"next development ({len(devs)} left) {compiled(G).developments[devs[0]].name}" in text
    s.data["revealed"] = "work"
    assert "Progress card Work" in visible_text(picture(s))


@pytest.mark.english
def test_a_waiting_decision_is_named():
    s = before_first_card()
    assert "Waiting for" not in visible_text(picture(s))
    s.data["decision"] = {"kind": "discard", "player": 1, "n": 2, "source": "Paperwork"}
    assert "Waiting for: P2 discards 2 cards (Paperwork)" in visible_text(picture(s))
    s.data["decision"] = {"kind": "lose_building", "player": 0, "need": 3, "source": "Accident"}
    assert "Waiting for: P1 must still lose 3 colonists" in visible_text(picture(s))


def test_the_picture_is_the_rich_display_and_passes_the_shared_checks():
    s = before_first_card(players=5)
    shown = s._repr_html_()
    assert picture(s) in shown and "<summary>table</summary>" not in shown
    assert picture_problems(s) == []
