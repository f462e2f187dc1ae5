"""The board view, driven headless."""

from __future__ import annotations

import pytest

from lunarrules.games.shackleton_base.board import crater_svg, make_board

from .helpers import at_action


@pytest.mark.english
def test_board_follows_the_game():
    s = at_action(3, seed=2)
    clicked = []
    board = make_board(s, on_action=clicked.append)
    assert board.energy.value == s.data["energy"]
    assert board.status.value.startswith("Round 1 - Place an astronaut")
    # the drop-down reads in plain words; its values stay the typed notation
    assert [v for _, v in board.choice.options] == [str(a) for a in s.legal_actions()]
    assert [label for label, _ in board.choice.options] == [
        s.describe(a) for a in s.legal_actions()
    ]
    assert not any("=" in label or "_" in label for label, _ in board.choice.options)
    me = s.to_act
    explore = next(a for a in s.legal_actions() if a.kind == "explore" and a["space"] == 4)
    s2 = s.apply(explore)
    board.update(s2)
    # the explore space shows who stands on it: "P2 E" for an engineer of P2
    assert f"P{me + 1} {explore['astronaut'][0].upper()}</text>" in board.crater.value
    assert "explore space 4 (row" in board.crater.value
    assert f"P{me + 1}" in board.players.value
    board.choice.value = board.choice.options[0][1]
    board.apply_button.click()
    assert clicked == [board.choice.options[0][1]]


@pytest.mark.english
def test_board_shows_structures_panels_gateway_and_slots():
    s = at_action(2, seed=1)
    svg = crater_svg(s)
    assert svg.startswith("<svg") and svg.count("<polygon") == 19  # 18 sectors + centre
    assert svg.count(">neutral dome</text>") == 2  # the 2-player neutral domes
    board = make_board(s)
    assert board.gateway.value.startswith("Lunar Gateway:")
    assert board.commands.value == (
        "Command area (surcharge in credits, or who took the slot): build +0, +1, +2; "
        "fund a project +0, +1, +2; corporation action +0, +1, +2"
    )
    me = s.to_act
    cmd = next(a for a in s.legal_actions() if a.kind == "command" and a["which"] == "corp")
    s2 = s.apply(cmd)
    board.update(s2)
    assert f"corporation action P{me + 1}, +1, +2" in board.commands.value


@pytest.mark.english
def test_board_inside_the_explorer():
    from lunarrules.widgets import Explorer

    s = at_action(2, seed=3)
    ex = Explorer(s)
    assert ex.board is not None
    me = s.to_act
    kind = next(a["astronaut"] for a in s.legal_actions() if a.kind == "explore")
    bad = ex.try_action(f"P{me + 1} explore astronaut={kind} space=99")
    assert bad is not None and bad.rule_id == "SB-EXPLORE-SPACE" and "1..15" in str(bad)
    assert ex.state == s  # a refusal changes nothing
    a = s.legal_actions()[0]
    assert ex.try_action(str(a)) is None
    assert ex.state == s.apply(a)
    assert (
        ex.board.status.value == f"Round 1 - {ex.state.phase_label} - P{ex.state.to_act + 1} to act"
    )


@pytest.mark.english
def test_state_displays_its_crater():
    s = at_action(3, seed=1)
    html = s._repr_html_()
    assert "<svg" in html and "Command area" in html and "Lunar Gateway" in html
    assert html.count(crater_svg(s)) == 1  # the kernel shows the picture once, nothing beside it


def _buttons(widget, description):
    """The buttons with ``description`` anywhere in a widget tree."""
    found = (
        [widget]
        if getattr(widget, "description", None) == description and type(widget).__name__ == "Button"
        else []
    )
    for child in getattr(widget, "children", ()):
        found += _buttons(child, description)
    return found


@pytest.mark.english
def test_the_explorer_shows_one_apply_button():
    # The explorer hands the board its try_action; the board then shows no action list of
    # its own (it used to add a second drop-down and a second Apply beside the explorer's).
    from lunarrules.widgets import Explorer

    s = at_action(2, seed=3)
    ex = Explorer(s)
    assert _buttons(ex.widget, "Apply") == [ex.apply_button]
    assert not ex.board.has_chooser and ex.board.controls == []
    assert ex.board.choice.options == ()  # not worded for nothing at every step
    # on its own, the board keeps its list and its Apply button
    alone = make_board(s, on_action=lambda text: None)
    assert _buttons(alone.widget, "Apply") == [alone.apply_button]
    assert _buttons(make_board(s).widget, "Apply") == []
    assert _buttons(make_board(s, on_action=ex.try_action, chooser=True).widget, "Apply")


@pytest.mark.english
def test_board_names_leaders_projects_and_corporations():
    from lunarrules.games.shackleton_base.board import players_html

    from .helpers import edit

    s = at_action(2, seed=1)
    s = edit(
        s,
        lambda d: d["agencies"][0].update(
            leader=("engineer_chief", "B"), projects=("lunar_hotel",), objectives=("moon_mining",)
        ),
    )
    table = players_html(s)
    assert "Chief Engineer, face B" in table and "Lunar hotel" in table and "Moon Mining" in table
    assert "_" not in table.split("</style>")[1]
    svg = crater_svg(s)
    assert "Artemis Tours marker" in svg and "artemis_tours" not in svg and "_" not in svg
