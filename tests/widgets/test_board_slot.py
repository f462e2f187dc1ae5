"""The board slot: a game's board view plugs into the explorer and acts through it."""

from __future__ import annotations

import sys
import types

import ipywidgets as w
import pytest

import lunarrules as lr
from lunarrules.errors import DeclarationError
from lunarrules.kernel.game import available
from lunarrules.widgets import Explorer
from lunarrules.widgets._model import board_factory

from ..kernel.toy import GAME


class FakeBoard:
    """A clickable board as a game would write it: it asks, never decides."""

    def __init__(self, state, on_action=None):
        self.on_action = on_action
        self.label = w.Label(str(state.steps))
        self.widget = w.VBox([self.label])
        self.updates = []

    def update(self, state):
        self.updates.append(state)
        self.label.value = str(state.steps)

    def click(self, text):
        return self.on_action(text)


def test_board_is_embedded_and_updated_after_every_change():
    s = GAME.new(players=2, seed=1)
    ex = Explorer(s, board=FakeBoard)
    assert ex.board.widget in ex.widget.children
    ex.apply_button.click()
    assert ex.board.updates[-1] is ex.state and ex.board.label.value == "1"
    ex.undo()
    assert ex.board.updates[-1] is s and ex.board.label.value == "0"


def test_board_clicks_go_through_the_engine():
    s = GAME.new(players=2, seed=1)
    ex = Explorer(s, board=FakeBoard)
    refusal = ex.board.click("P2 roll")
    assert refusal is not None and refusal.rule_id == "TOY-TURN"
    assert ex.state is s
    assert ex.why_not.rule.value == "TOY-TURN"
    assert ex.why_not.message.value == str(refusal)
    assert ex.board.click("P1 boost steps=1") is None
    assert ex.state.data["pos"] == [1, 0]
    assert ex.board.label.value == "1"


def test_board_found_by_game_id(monkeypatch):
    module = types.ModuleType("lunarrules.games.toy_race.board")
    module.make_board = FakeBoard
    monkeypatch.setitem(sys.modules, "lunarrules.games.toy_race.board", module)
    ex = Explorer(GAME.new(players=2, seed=1))
    assert isinstance(ex.board, FakeBoard)
    assert Explorer(GAME.new(players=2, seed=1), board=None).board is None


def test_no_board_module_means_no_board():
    assert board_factory("toy_race") is None
    assert Explorer(GAME.new(players=2, seed=1)).board is None


def _games_with_boards():
    out = []
    for gid in available():
        try:
            lr.game(gid)
        except DeclarationError:
            continue
        if board_factory(gid) is not None:
            out.append(gid)
    return out


@pytest.mark.parametrize("gid", _games_with_boards())
def test_real_board_plugs_in(gid):
    g = lr.game(gid)
    s = g.new(players=g.players[0], seed=1)
    ex = Explorer(s)
    assert ex.board is not None
    assert ex.board.widget in ex.widget.children
    ex.apply_button.click()
    assert ex.state.steps == 1
