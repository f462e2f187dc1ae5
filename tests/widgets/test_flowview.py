"""The flow view: current phase highlighted, the path taken so far drawn bold."""

from __future__ import annotations

import re

import pytest

from lunarrules import diagrams
from lunarrules.widgets import FlowView
from lunarrules.widgets._model import apply_traced, replay_path
from lunarrules.widgets.flowview import fit

from .helpers import GAME_PARAMS, new_state, play


@pytest.mark.english
@pytest.mark.parametrize("gid", GAME_PARAMS)
def test_flow_view_follows_the_game(gid):
    s = new_state(gid)
    view = FlowView(s)
    assert view.phase == s.phase
    assert view.svg.value == fit(
        diagrams.render(s.game.phase_graph(), "svg", highlight=s.phase, path=view.path)
    )
    assert "width:100%;" in view.svg.value and "overflow:auto" in view.svg.value
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
        '<div class="lr-diagram" style="overflow:auto;max-width:100%;max-height:85vh">'
        '<?xml?>\n<svg viewBox="0 0 300 200" xmlns="x" '
        'style="width:100%;max-width:400px;min-width:300px;height:auto"><g/></svg></div>'
    )


def _min_label_px(html: str) -> float:
    """Smallest on-screen node label size the fitted HTML allows, in CSS pixels."""
    box = float(re.search(r'viewBox="[\d.-]+ [\d.-]+ ([\d.]+)', html).group(1))
    svg_style = re.search(r'<svg[^>]*style="([^"]*)"', html).group(1)
    least = re.search(r"min-width:([\d.]+)px", svg_style) or re.search(
        r"(?<![-\w])width:([\d.]+)px", svg_style
    )
    assert least, f"nothing stops the SVG from shrinking: {svg_style}"
    return diagrams.NODE_FONT * float(least.group(1)) / box


@pytest.mark.parametrize("gid", GAME_PARAMS)
def test_a_wide_flow_scrolls_instead_of_shrinking_its_labels(gid):
    view = FlowView(new_state(gid))
    html = view.svg.value
    assert html.startswith('<div class="lr-diagram" style="overflow:auto;')
    assert 'width="' not in html.split("<svg", 1)[1].split(">", 1)[0]
    assert "width:100%" in html and "height:auto" in html
    assert _min_label_px(html) >= 11


def test_zoom_buttons_step_through_sizes_and_fit_returns_to_the_cell_width():
    s = new_state("tiny_epic_galaxies")
    view = FlowView(s)
    box = float(re.search(r'viewBox="[\d.-]+ [\d.-]+ ([\d.]+)', view.svg.value).group(1))
    view.zoom_in.click()
    assert view.zoom == 1.4
    assert f"width:{round(box * 4 / 3 * 1.4)}px" in view.svg.value
    view.zoom_out.click()
    view.zoom_out.click()
    assert view.zoom == 0.7
    assert f"width:{round(box * 4 / 3 * 0.7)}px" in view.svg.value
    view.zoom_fit.click()
    assert view.zoom is None and "width:100%" in view.svg.value


def test_a_graph_in_a_notebook_fits_the_cell():
    g = new_state("tiny_epic_galaxies").game.phase_graph()
    html = g._repr_html_()
    assert "overflow:auto" in html and _min_label_px(html) >= 11


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
