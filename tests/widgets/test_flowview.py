"""The flow view: current phase highlighted, the path taken so far drawn bold."""

from __future__ import annotations

import pytest

from lunarrules import diagrams
from lunarrules.widgets import FlowView
from lunarrules.widgets._model import apply_traced, replay_path
from lunarrules.widgets.flowview import fit

from .helpers import GAME_PARAMS, new_state, play


@pytest.mark.parametrize("gid", GAME_PARAMS)
def test_flow_view_follows_the_game(gid):
    s = new_state(gid)
    view = FlowView(s)
    assert view.phase == s.phase
    assert view.svg.value == fit(
        diagrams.render(s.game.phase_graph(), "svg", highlight=s.phase, path=view.path)
    )
    assert 'style="width:100%;height:auto;max-height:85vh"' in view.svg.value
    assert diagrams.HIGHLIGHT in view.svg.value
    later = play(s, 12, seed=4)
    view.update(later)
    assert view.phase == later.phase
    assert view.path == replay_path(later)
    assert view.caption.value.startswith(f"Now: {later.phase_label} - {len(view.path)} of ")


@pytest.mark.parametrize("gid", GAME_PARAMS)
def test_one_step_is_traced_incrementally(gid):
    s = play(new_state(gid), 5, seed=1)
    view = FlowView(s)
    a = s.legal_actions()[0]
    s2, taken = apply_traced(s, a)
    view.update(s2)
    assert view.path == replay_path(s2)
    assert taken <= view.path
    for edge in view.path:
        assert s.game.phase_graph().has_edge(*edge)


def test_fit_drops_the_fixed_size_and_keeps_the_viewbox():
    svg = '<?xml?>\n<svg width="300pt" height="200pt" viewBox="0 0 300 200" xmlns="x"><g/></svg>'
    assert fit(svg) == (
        '<?xml?>\n<svg viewBox="0 0 300 200" xmlns="x" '
        'style="width:100%;height:auto;max-height:85vh"><g/></svg>'
    )


def test_flow_view_follows_an_explorer():
    from lunarrules.widgets import Explorer

    from ..kernel.toy import GAME

    ex = Explorer(GAME.new(players=2, seed=1))
    view = FlowView(ex)
    assert view.phase == "turn" and view.path == frozenset()
    ex.apply_button.click()
    assert view.state is ex.state
    assert view.path == ex.line.path == frozenset({("turn", "turn")})
    assert "#f59e0b" in view.svg.value
