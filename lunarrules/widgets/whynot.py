"""The "Why not?" box: type or pick any action and read the engine's ruling."""

from __future__ import annotations

import html
from collections.abc import Callable

import ipywidgets as w

from ..i18n import _
from ..kernel.actions import Action
from ..kernel.state import State
from ._model import STYLE, Ruling, kinds_hint, passage_html, row, ruling, ui

# The suggestion list of the text box: enough to show the notation, small enough
# to stay quick with games that have thousands of legal placements.
MAX_SUGGESTIONS = 300


class WhyNot:
    """Ask the engine about any action, legal or not, and show its ruling.

    A refused action shows the engine's message, the deciding rule id, the
    rulebook passage in its original language and the rule's English summary.
    The widget decides nothing itself: every answer is ``state.check(action)``.

    Parameters
    ----------
    state : State
        The position to ask about (change it with :meth:`update`).
    on_apply : callable, optional
        ``on_apply(action)``; when given, an "Apply it" button appears after a
        legal ruling (the explorer uses this to route the action through its apply).

    Attributes
    ----------
    input : ipywidgets.Combobox
        Type any action text (``"P1 boost steps=3"``); legal actions are suggested.
    check_button : ipywidgets.Button
    verdict, message, rule, summary : ipywidgets.Label
        The action in plain words and the verdict (``"P2: Roll and move \u2014 Refused
        (not your turn)"``), the engine's message (for a legal action: why it is
        legal), the deciding rule id and its English summary.
    passage : ipywidgets.HTML
        The rulebook passage (original language) or where the rule comes from,
        and, folded, the passage in its context.
    last : Ruling or None
        The last ruling shown.

    Examples
    --------
    >>> box = WhyNot(state)                 # doctest: +SKIP
    >>> box.ask("P2 roll").message          # doctest: +SKIP
    "P2 cannot act now (Roll and move): it is P1's decision (Take a turn) [TOY-TURN]"
    """

    def __init__(self, state: State, on_apply: Callable[[Action], None] | None = None):
        self.state = state
        self.on_apply = on_apply
        self.last: Ruling | None = None
        self._last_action: Action | None = None
        self.input = w.Combobox(
            placeholder=_("type an action"),
            ensure_option=False,
            continuous_update=False,
            layout=w.Layout(flex="1 1 16em", width="auto"),
        )
        self.input.add_class("lr-whynot-input")
        self.check_button = w.Button(description=_("Why (not)?"), button_style="info")
        self.check_button.add_class("lr-whynot-check")
        self.apply_button = w.Button(description=_("Apply it"), disabled=True,
                                     layout=w.Layout(display="" if on_apply else "none"))
        self.apply_button.add_class("lr-whynot-apply")
        self.verdict = w.Label()
        self.verdict.add_class("lr-whynot-verdict")
        self.message = w.Label()
        self.message.add_class("lr-whynot-message")
        self.rule = w.Label(layout=w.Layout(flex="0 0 auto", margin="0 1em 0 0"))
        self.rule.add_class("lr-whynot-rule")
        self.summary = w.Label()
        for lab in (self.verdict, self.message, self.summary):
            lab.add_class("lr-wrap")
        self.passage = w.HTML()
        self.passage.add_class("lr-whynot-passage")
        self.hints = w.HTML()
        self.check_button.on_click(lambda _: self.ask(self.input.value))
        # Enter, leaving the box or picking a suggestion sends the value: rule on it.
        self.input.observe(self._typed, "value")
        self._asking = False
        self.apply_button.on_click(self._apply_clicked)
        self.widget = w.VBox(
            [
                w.HTML(STYLE + "<b>" + html.escape(_("Why not?")) + "</b> "
                       + html.escape(_("Type or pick any action, legal or not."))),
                row([self.input, self.check_button, self.apply_button]),
                self.verdict,
                self.message,
                row([self.rule, self.summary]),
                self.passage,
                self.hints,
            ]
        )
        ui(self.widget, "lr-whynot")
        self.update(state)

    def _example(self) -> str:
        legal = self.state.legal_actions()
        return str(legal[0]) if legal else "P1 pass"

    def update(self, state: State) -> None:
        """Follow a new position: refresh suggestions and clear the old ruling."""
        self.state = state
        legal = state.legal_actions()
        self.input.options = tuple(str(a) for a in legal[:MAX_SUGGESTIONS])
        rows = []
        for _name, sig, allowed in kinds_hint(state):
            style = "" if allowed else " style='color:#6b7280'"
            note = "" if allowed else " " + html.escape(_("(not in this phase)"))
            rows.append(f"<li{style}><code>P&lt;n&gt; {html.escape(sig)}</code>{note}</li>")
        self.hints.value = (
            "<details><summary>" + html.escape(_("action notation")) + "</summary><ul>"
            + "".join(rows) + "</ul></details>"
        )
        self._show(None)

    def ask(self, action: Action | str) -> Ruling:
        """Ask the engine about ``action`` (an Action or any text) and show the ruling.

        The text box shows what was asked, whether it was typed there or came from
        elsewhere (a board click, the explorer), so it never shows an older question
        beside the new verdict.
        """
        text = str(action).strip()
        if self.input.value != text:
            self._asking = True
            try:
                self.input.value = text
            finally:
                self._asking = False
        r = ruling(self.state, action)
        self._last_action = action if isinstance(action, Action) else None
        self._show(r)
        return r

    def _typed(self, change) -> None:
        if not self._asking and change["new"].strip():
            self.ask(change["new"])

    def _show(self, r: Ruling | None) -> None:
        self.last = r
        if r is None:
            for lab in (self.verdict, self.message, self.rule, self.summary):
                lab.value = ""
            self.passage.value = ""
            self.apply_button.disabled = True
            return
        self.verdict.value = r.headline
        self.message.value = r.because if r.legal else r.message
        self.rule.value = ", ".join(r.rule_ids) if r.rule_ids else ("" if r.legal else _("no rule id"))
        self.summary.value = r.summary
        self.passage.value = passage_html(r)
        self.apply_button.disabled = not r.legal

    def _apply_clicked(self, _=None) -> None:
        if self.last is None or not self.last.legal or self.on_apply is None:
            return
        self.on_apply(self._last_action or self.last.action)

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)
