"""The planet-grid widget, driven headless: it asks the engine and shows its answers."""

from __future__ import annotations

import re

import pytest

from lunarrules.games.planet_unknown import geometry as pl
from lunarrules.games.planet_unknown.board import COLOURS, LEGAL_BORDER, SYMBOL, make_board

from .helpers import G, fresh, give


def test_board_draws_the_planet_and_highlights_engine_legal_anchors():
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    b = make_board(s)
    c = s.content
    assert b.cells[0][0].style.button_color == COLOURS["ice"]
    assert b.cells[2][5].description == SYMBOL["pod"]
    legal = {(a["row"], a["col"]) for a in s.legal_actions() if a["tile"] == "inner" and a["orient"] == 0}
    assert b.legal_anchors() == legal
    outlined = {(r, col) for r in range(12) for col in range(12) if b.cells[r][col].layout.border == LEGAL_BORDER}
    assert outlined == legal and (5, 5) not in outlined
    assert pl.count(c.pods) == sum(cell.description == SYMBOL["pod"] for row in b.cells for cell in row)


@pytest.mark.english
def test_illegal_drop_shows_the_engines_explanation_and_changes_nothing():
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    b = make_board(s)
    b.click(5, 5)
    assert "PU-PERIMETER-FIRST" in b.status.value
    # the move tried, in words, heads the refusal: a second refused square names its own
    assert f"{s.describe(b.action_text(5, 5))}: refused" in b.status.value
    assert "row=" not in b.status.value
    assert "perímetro" in b.status.value  # the seed passage
    assert b.state is s


@pytest.mark.english
def test_rotate_flip_and_legal_click_apply_through_the_engine():
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    p = s.to_act
    sent = []

    def on_action(text):
        sent.append(text)
        return s.apply(text)

    b = make_board(s, on_action, player=p)
    b.rotate()
    assert b.orientation == 1
    b.flip()
    assert b.orientation == 5
    b.flip()
    b.select_tile("inner")
    b.click(0, 0)  # vertical domino: civ on r0c0, water on r1c0 (ice)
    assert sent == [f"P{p + 1} place tile=inner orient=1 row=0 col=0"]
    new = b.state
    assert new.seat(p).covered == pl.mask_of([(0, 0), (1, 0)])
    # the track boards moved with the placement
    assert b.tracks["civ"].value == 1 and b.tracks["water"].value == 1
    assert "Done" in b.status.value


@pytest.mark.english
def test_board_without_callback_applies_and_follows_decisions():
    s = give(fresh(), "D2-rover-tech", "I4-civ-water")
    b = make_board(s, player=s.to_act)
    b.click(0, 3)
    assert b.state.phase == "rover_place"
    assert b.legal_anchors() == {(0, 3), (0, 4)}
    b.click(0, 4)
    assert b.cells[0][4].description == SYMBOL["rover"]
    assert b.state.phase == "rover_move"
    # the decisions read in words; the value sent is the notation
    labels = dict(b.choices.options)
    stop = f"P{s.to_act + 1} rover_stop"
    assert labels["Stop moving rovers, leaving one movement point unused"] == stop
    assert all("_" not in label and "=" not in label for label in labels)
    b.choices.value = stop
    b.choose()
    assert b.state.phase != "rover_move"
    assert "Done: Stop moving rovers, leaving one movement point unused" in b.status.value


@pytest.mark.english
def test_board_names_the_depot_tiles_and_techs():
    s = give(fresh(), "D2-civ-water-m", "I4-rover-tech")
    b = make_board(s)
    assert [label for label, _ in b.tile_choice.options] == [f"inner: civ and water {SYMBOL['meteorite']}",
                                                             "outer: rover and tech"]
    assert b.tile_choice.tooltips == ("the inner two-square tile of civ and water with a meteor",
                                      "the outer straight four-square tile of rover and tech")
    assert "the two-square tile of civ and water with a meteor, as printed" in b.preview.value
    s.seat(s.to_act).techs = ("survey_drones",)
    b.update(s)
    assert "techs Survey drones" in b.counters.value


@pytest.mark.english
def test_board_update_after_a_whole_game():
    s = G.new(players=2, seed=3)
    b = make_board(s)
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    b.update(s)
    assert "wins" in b.status.value or "share" in b.status.value
    assert b.choices.options == ()


@pytest.mark.english
def test_board_names_the_civ_offer_to_the_chooser_only():
    # PU-CIV-SECRET: the chooser's own board names the cards; a board pinned to another does not
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    p = s.to_act
    s.seat(p).tracks[0] = 1  # civ 1 -> 2 on placing: the rank 1 milestone
    s.data["piles"]["1"] = ("c1-archive", "c1-market")
    s = s.apply(f"P{p + 1} place tile=inner orient=3 row=0 col=0")
    assert s.phase == "civ"
    labels = dict(make_board(s, player=p).choices.options)
    assert labels == {
        "Keep civilization card one of the two rank 1 cards on offer (secret if it is an End Game "
        "card): Seed archive (rank 1: advances your biomass tracker now)": f"P{p + 1} civ offer=1",
        "Keep civilization card two of the two rank 1 cards on offer (secret if it is an End Game "
        "card): Night market (rank 1: at the end, one medal)": f"P{p + 1} civ offer=2",
    }
    other = dict(make_board(s, player=(p + 1) % 3).choices.options)
    assert not any("Night market" in label or "Seed archive" in label for label in other)


@pytest.mark.english
@pytest.mark.english
def test_nothing_to_place_turns_the_tile_controls_off_and_do_it_has_a_decision():
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    b = make_board(s)
    assert not b.rotate_button.disabled and not b.flip_button.disabled and not b.tile_choice.disabled
    assert b.cells[3][4].tooltip == "row 3, column 4"  # as action descriptions number them
    while not b.state.is_over and b.state.phase == "place":
        b.update(b.state.apply(b.state.legal_actions()[0]))
    assert b.rotate_button.disabled and b.flip_button.disabled and b.tile_choice.disabled
    assert b.go.disabled == (not b.choices.options)
    for _step in range(200):  # on to the first position with a decision to list
        if b.choices.options or b.state.is_over:
            break
        b.update(b.state.apply(b.state.legal_actions()[0]))
    assert b.choices.options, "no decision in a whole game"
    # "Do it" does the first decision unless another is picked
    assert b.choices.value == b.choices.options[0][1] and not b.go.disabled
    before = b.state
    b.choose()
    assert b.state is not before and "Done" in b.status.value


@pytest.mark.english
def test_track_milestones_are_drawn_with_words_not_codes():
    b = make_board(fresh())
    for t, row in b.track_rows.items():
        text = re.sub(r"<title>[^<]*</title>", "", row.value)
        assert not re.search(r"\b(civ|tech)\d\b|synergy|patch|rover", text), (t, text[:200])
    assert "<title>take a civ card of rank 1</title>" in b.track_rows["civ"].value
