"""Plain HTML pictures of a colony (no ipywidgets: used by ``_repr_html_`` and the board)."""

from __future__ import annotations

import html

from .content import amount, compiled, plural

# Log events that belong to a colonist loss (the cascade the board replays).
CASCADE_RULES = frozenset({
    "MCB-LOSS-MAT-FIRST", "MCB-LOSS-BUILDING", "MCB-LOSS-REPEAT", "MCB-LOSS-FAIL",
    "MCB-FAQ-ANY-BUILDING", "MCB-FAQ-LOST-FIRST", "MCB-HUNGER", "MCB-HUNGER-PUBLISHED",
    "MCB-PAPERWORK", "MCB-FAQ-ROBOT-LOSS-FIRST", "MCB-END-NO-COLONISTS",
})


def buildings_html(state, p: int) -> str:
    """The player's buildings in play: name, printed colonists, boxes and abilities."""
    comp = compiled(state.game)
    rows = []
    for bid, stock in state.data["tableau"][p]:
        b = comp.buildings[bid]
        box = f" [{plural(stock, 'box', 'boxes')}" + (f" of {b.boxes}]" if b.boxes else "]") if b.boxes or stock else ""
        abil = "; ".join(b.abilities()) or "no ability"
        rows.append(
            f"<li><b>{html.escape(b.name)}</b> {amount(b.colonists, 'colonists')}{html.escape(box)} "
            f"<small>({html.escape(abil)})</small></li>"
        )
    return "<ul style='margin:2px 0 2px 16px;padding:0'>" + ("".join(rows) or "<li><i>no building</i></li>") + "</ul>"


def cascade_steps(state) -> tuple[str, list[str]]:
    """The most recent colonist loss, step by step.

    Returns
    -------
    (str, list of str)
        The card it came from (``"turn 7: event Accident ..."``, or ``""``) and the
        logged steps under that card, oldest first, each ending with its rule ids
        (mat -> building -> LOST -> continue).
    """
    out: list[str] = []
    for e in reversed(state.log):
        if e.text.startswith("turn ") and " is revealed" in e.text:
            if out:
                out.reverse()
                return e.text, out
            continue
        if CASCADE_RULES.intersection(e.rules) or " LOST:" in e.text:
            out.append(str(e))
    out.reverse()
    return "", out

