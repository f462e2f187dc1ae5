"""HTML display of states in Jupyter (generic; games may override ``_repr_html_``)."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from ..i18n import _

if TYPE_CHECKING:  # pragma: no cover
    from .state import State


def _cell(value: Any, depth: int = 0) -> str:
    if isinstance(value, dict):
        if not value:
            return "<i>" + html.escape(_("none")) + "</i>"
        if depth > 2:
            return html.escape(str(value))
        rows = "".join(
            f"<tr><th style='text-align:left'>{html.escape(str(k))}</th>"
            f"<td style='text-align:left'>{_cell(v, depth + 1)}</td></tr>"
            for k, v in value.items()
        )
        return f"<table>{rows}</table>"
    if isinstance(value, list):
        if not value:
            return "<i>" + html.escape(_("none")) + "</i>"
        if all(not isinstance(v, (dict, list)) for v in value):
            return html.escape(", ".join(str(v) for v in value))
        return "<ol start='0'>" + "".join(f"<li>{_cell(v, depth + 1)}</li>" for v in value) + "</ol>"
    return html.escape(str(value))


def state_html(state: State) -> str:
    head = html.escape(str(state))
    scores = state.scores()
    score_line = ""
    if scores is not None:
        score_line = "<br>" + html.escape(_("VP: {scores}").format(
            scores=", ".join(f"P{i + 1} {s:g}" for i, s in enumerate(scores))))
    last = state.log[-5:]
    log = "".join(f"<li>{html.escape(str(e))}</li>" for e in last)
    picture = state._picture()
    events = html.escape(_("last events"))
    table = html.escape(_("table"))
    if picture is not None:
        return (
            f"<div class='lunarrules-state'><b>{head}</b>{score_line}{picture}"
            f"<details><summary>{events}</summary><ul>{log}</ul></details></div>"
        )
    return (
        f"<div class='lunarrules-state'><b>{head}</b>{score_line}"
        f"<details><summary>{table}</summary>{_cell(state.view(None))}</details>"
        f"<details><summary>{events}</summary><ul>{log}</ul></details></div>"
    )
