"""The colony-mat board, driven headless (values the kernel owns, not Output contents)."""

from __future__ import annotations

import pytest

from lunarrules.games.moon_colony_bloodbath.board import make_board

from .flow_scenarios import SCENARIOS
from .helpers import before_first_card, loss_game, reveal


@pytest.mark.english
def test_board_shows_mats_and_updates_after_an_action():
    s = before_first_card(3)
    s.data["tableau"][0] = [("iron_mine", 0)]
    board = make_board(s)
    assert board.mats[0]["colonists"].value == "30 colonists"
    assert board.mats[0]["money"].value == "4 money" and board.mats[0]["food"].value == "4 food"
    assert "Iron Mine" in board.mats[0]["buildings"].value and "2 colonists" in board.mats[0]["buildings"].value
    assert "MINE: +1 money" in board.mats[0]["buildings"].value
    assert board.mats[0]["absorb"].value == "can absorb a loss of 32 colonists"
    s2 = reveal(s, "dev:shuttle_arrival")
    board.update(s2)
    assert board.mats[0]["colonists"].value == "33 colonists"
    assert board.mats[2]["score"].value.startswith("score 33")


@pytest.mark.english
def test_cascade_panel_lets_the_learner_choose_the_building():
    clicked = []
    s = before_first_card(game=loss_game(6))
    s.data["colonists"][0] = 2
    s.data["tableau"][0] = [("iron_mine", 0), ("habitat_dome", 0)]
    s = reveal(s, "event:accident")
    board = make_board(s, on_action=clicked.append)
    assert "P1 must still lose 4 colonists (Accident)" in board.cascade_title.value
    assert "MCB-LOSS-BUILDING" in board.cascade_title.value
    labels = [b.description for b in board.choices.children]
    assert labels == ["lose Iron Mine (+2 colonists)", "lose Habitat Dome (+6 colonists, LOST: 1 effect)"]
    # the steps so far: mat first, then the demand for a building, with rule ids
    assert "loses 2 colonists from the mat (from 2 to 0); 4 still to lose [MCB-LOSS-MAT-FIRST]" in board.cascade_steps.value
    board.choices.children[1].click()
    assert clicked == ["P1 lose_building card=habitat_dome"]
    s2 = s.apply(clicked[0])
    board.update(s2)
    assert board.mats[0]["colonists"].value == f"{6 + 2 - 4} colonists"
    assert "Habitat Dome LOST: +2 colonists" in board.cascade_steps.value
    assert board.cascade_title.value == "no colonist loss waiting for a choice"
    assert board.choices.children == ()


@pytest.mark.english
def test_perk_choice_buttons_and_game_over():
    s = SCENARIOS["manual_drawn"]()
    board = make_board(s)
    assert board.cascade_title.value.startswith("game over: instruction manual")
    s = before_first_card()
    s = reveal(s, "twist:hall_of_fame")
    board.update(s)
    assert len(board.choices.children) == 5 and "perk" in board.cascade_title.value


@pytest.mark.english
def test_state_html_renders():
    s = before_first_card()
    html = s._repr_html_()
    assert "can absorb 30 colonists" in html and "P2" in html


@pytest.mark.english
def test_paperwork_discard_buttons():
    clicked = []
    s = before_first_card()
    s.data["building_deck"] = ("council_hall", "council_hall")
    s.data["hand"][0] = ("iron_mine", "kale_farm")
    s = reveal(s, "event:paperwork_1")
    board = make_board(s, on_action=clicked.append)
    assert board.cascade_title.value == "P1 discards 2 cards (Paperwork) [MCB-PAPERWORK]"
    labels = [b.description for b in board.choices.children]
    assert labels == ["Discard Council Hall and Iron Mine", "Discard Council Hall and Kale Farm",
                      "Discard Iron Mine and Kale Farm"]
    board.choices.children[2].click()
    assert clicked == ["P1 discard cards=iron_mine,kale_farm"]
    assert s.apply(clicked[0]).data["hand"][0] == ("council_hall",)


@pytest.mark.english
def test_restock_box_buttons():
    clicked = []
    s = before_first_card()
    s.data["tableau"][0] = [("cargo_hangar", 0), ("cold_store", 1)]
    s = reveal(s, "robot:butler_bot")
    board = make_board(s, on_action=clicked.append)
    assert board.cascade_title.value == "P1 puts 2 boxes on their buildings (Butler Bot) [MCB-RESTOCK-PLACE]"
    assert [b.description for b in board.choices.children] == [
        "Put both boxes on Cargo Hangar", "Put a box on Cargo Hangar and a box on Cold Store",
        "Put both boxes on Cold Store"]
    assert "Cold Store</b> 1 colonist [1 box of 3]" in board.mats[0]["buildings"].value
    board.choices.children[1].click()
    assert clicked == ["P1 place_boxes cards=cargo_hangar,cold_store"]
    assert s.apply(clicked[0]).data["tableau"][0] == [("cargo_hangar", 1), ("cold_store", 2)]
