"""Plain HTML pictures of a colony (no ipywidgets: used by ``_repr_html_`` and the board)."""

from __future__ import annotations

import html
import re

from lunarrules.i18n import _

from .content import amount, boxes, compiled, source_words

# Log events that belong to a colonist loss (the cascade the board replays).
CASCADE_RULES = frozenset({
    "MCB-LOSS-MAT-FIRST", "MCB-LOSS-BUILDING", "MCB-LOSS-REPEAT", "MCB-LOSS-FAIL",
    "MCB-FAQ-ANY-BUILDING", "MCB-FAQ-LOST-FIRST", "MCB-HUNGER", "MCB-HUNGER-PUBLISHED",
    "MCB-PAPERWORK", "MCB-FAQ-ROBOT-LOSS-FIRST", "MCB-END-NO-COLONISTS",
})


#: a card revealed: its log line opens with the turn, "turn 7: " ("turno 7: "...)
_REVEALED = re.compile(r"[^\W\d]+ \d+: ")


def buildings_html(state, p: int) -> str:
    """The player's buildings in play: name, printed colonists, boxes and abilities."""
    comp = compiled(state.game)
    rows = []
    for bid, stock in state.data["tableau"][p]:
        b = comp.buildings[bid]
        box = ""
        if b.boxes:
            box = " " + _("[{boxes} of {cap}]").format(boxes=boxes(stock), cap=b.boxes)
        elif stock:
            box = " " + _("[{boxes}]").format(boxes=boxes(stock))
        abil = "; ".join(b.abilities()) or _("no ability")
        rows.append(
            f"<li><b>{html.escape(b.name)}</b> {amount(b.colonists, 'colonists')}{html.escape(box)} "
            f"<small>({html.escape(abil)})</small></li>"
        )
    none = html.escape(_("no building"))
    return "<ul style='margin:2px 0 2px 16px;padding:0'>" + ("".join(rows) or f"<li><i>{none}</i></li>") + "</ul>"


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
    # a LOST ability's line names its source "<building> LOST" (in the language in use)
    head, _b, tail = source_words("\0 LOST").partition("\0")
    lost = re.compile(re.escape(head) + ".+?" + re.escape(tail) + ":")
    for e in reversed(state.log):
        if _REVEALED.match(e.text):
            if out:
                out.reverse()
                return e.text, out
            continue
        if CASCADE_RULES.intersection(e.rules) or lost.search(e.text):
            out.append(str(e))
    out.reverse()
    return "", out

