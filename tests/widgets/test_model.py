"""The display logic behind the widgets (plain functions, no widgets)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from lunarrules.widgets._model import differences, flatten, mark, parse_outcomes

from ..kernel.toy import GAME


def _position(view, phase="Take a turn", to_act=0, scores=None):
    return SimpleNamespace(
        phase_label=phase, to_act=to_act, is_over=False, scores=lambda: scores, view=lambda p: view
    )


def test_flatten_paths():
    assert flatten({"players": [{"energy": 2, "hand": ["a", "b"]}], "round": 3}) == {
        "players[0].energy": 2,
        "players[0].hand": ["a", "b"],
        "round": 3,
    }


@pytest.mark.english
def test_differences_list_items_not_an_empty_marker():
    a = _position({"dice": [], "round": 1}, scores=[0, 0])
    b = _position({"dice": [{"face": "move"}], "round": 1}, to_act=1, scores=[0, 2])
    assert differences(a, b) == [
        ("to act", "P1", "P2"),
        ("scores", [0, 0], [0, 2]),
        ("dice[0].face", "\u2014", "move"),
    ]
    assert differences(a, a) == []


def test_parse_outcomes_uses_declared_values():
    assert parse_outcomes(GAME, "die", ["6", " 1 ", ""]) == [6, 1]
    assert parse_outcomes(GAME, "die", ["7"]) == ["7"]  # left for the engine to refuse


def test_mark_escapes_and_highlights():
    assert mark("a <b> c", "<b>") == "a <mark>&lt;b&gt;</mark> c"
    assert mark("abc", "zz") == "abc"
