"""The action explorer: play a game by hand, undo, fork, compare, set the dice."""

from __future__ import annotations

import html
from collections.abc import Callable

import ipywidgets as w

from ..errors import RuleViolation
from ..i18n import N_, _, chance_key_words, game_title, ngettext
from ..kernel.actions import Action
from ..kernel.decisions import deciding
from ..kernel.picks import live, matching, picks_in
from ..kernel.state import State
from ..kernel.words import known_names, place_of, seat_label, value_names
from ._model import (
    STYLE,
    Line,
    action_words,
    apply_traced,
    board_factory,
    differences,
    group_actions,
    outcome_choices,
    parse_outcomes,
    replay_path,
    row,
    scores_text,
    ui,
    who,
)
from .flowview import FlowView
from .picture import PictureView, pick_hint
from .position import PositionPanel, field_label, place_text, value_text
from .whynot import WhyNot

#: The name of the live position among the branches (a message: shown translated).
CURRENT = N_("(current position)")
LOG_SHOWN = 40
DIFF_SHOWN = 60


def cell_text(value, names=None, state=None, path=None) -> str:
    """A compared value as a person reads it: ``a, b`` for a list, ``yes``/``no``,
    ``none`` for nothing, a card or a tile by its name in ``names`` (never a Python
    repr, never an id the game names); with the ``state`` and the ``path`` it was
    read at, in the words the game declares for that place (a seat as ``P2``)."""
    if value is None or value in ([], (), {}):
        return _("none")
    if state is not None and path is not None and place_of(state.game, path) is not None:
        return place_text(state, path, value, names)
    if isinstance(value, (list, tuple)):
        return ", ".join(cell_text(v, names) for v in value)
    return value_text(value, names)


class Explorer:
    """Play a game by hand: legal actions in plain words, apply, undo/redo,
    branches, what-ifs on chance, the log with rule ids, and a "why not?" box.

    Every ruling comes from the engine (``state.legal_actions()``,
    ``state.check``, ``state.apply``); the explorer never decides legality.

    Parameters
    ----------
    state : State
        The starting position.
    board : "auto", callable or None
        ``"auto"`` embeds ``lunarrules.games.<id>.board.make_board`` when the game
        has one; a callable ``make_board(state, on_action)`` is used as given;
        ``None`` shows no board.
    flow : bool
        Show the phase graph with the current phase and the path taken (a tab).

    Attributes
    ----------
    state : State
        The current position.
    turn, phase, step : ipywidgets.Label
        ``"P2 to act"`` (or ``"Game over: ..."``), the phase label, ``"Step 7"``.
    scores : ipywidgets.Label
    kind_select : ipywidgets.Dropdown
        Kinds of legal action, in plain words with how many there are.
    action_select : ipywidgets.Select
        The legal actions of the chosen kind (values are :class:`Action` objects).
    action_words : ipywidgets.Label
        The selected action in plain words.
    apply_button, undo_button, redo_button : ipywidgets.Button
    message : ipywidgets.Label
        What the last apply did (its log lines) or why it was refused.
    log : ipywidgets.HTML
        The latest events, each with its rule ids.
    table : ipywidgets.HTML
        The position as the game displays it (in place of the board when the game
        has no board view, else in a tab).
    why_not : WhyNot
    flow : FlowView or None
    position : PositionPanel
        Save the position to a file or download it, load one, set one up by hand.
    board : object or None
        The game's board view (``.widget``, ``.update(state)``).
    branches : dict of str to State
        Named forks of the position.

    Examples
    --------
    >>> from lunarrules.widgets import Explorer
    >>> ex = Explorer(lr.game("tiny_epic_galaxies").new(players=2, seed=1))  # doctest: +SKIP
    >>> ex.apply_button.click()                                              # doctest: +SKIP
    """

    def __init__(self, state: State, board: str | Callable | None = "auto", flow: bool = True):
        self.game = state.game
        self.line = Line(state, replay_path(state) if flow else frozenset())
        self.branches: dict[str, State] = {}
        self._branch_paths: dict[str, frozenset] = {}
        self._updating = False
        self._listeners: list[Callable[[State], None]] = []

        # header
        self.title = w.HTML(f"{STYLE}<b>{html.escape(game_title(self.game))}</b>")
        self.turn = w.Label()
        self.turn.add_class("lr-turn")
        self.phase = w.Label()
        self.phase.add_class("lr-phase")
        self.step = w.Label()
        self.step.add_class("lr-step")
        self.scores = w.Label()
        self.scores.add_class("lr-scores")

        # actions
        self.kind_select = w.Dropdown(description=_("Kind"), layout=w.Layout(width="auto"))
        self.kind_select.add_class("lr-kinds")
        self.kind_help = w.Label()
        self.action_select = w.Select(rows=8, layout=w.Layout(width="100%"))
        self.action_select.add_class("lr-actions")
        self.action_words = w.Label()
        self.action_words.add_class("lr-wrap")
        self.action_words.add_class("lr-action-words")
        self.apply_button = w.Button(description=_("Apply"), button_style="success")
        self.apply_button.add_class("lr-apply")
        self.undo_button = w.Button(description=_("Undo"))
        self.undo_button.add_class("lr-undo")
        self.redo_button = w.Button(description=_("Redo"))
        self.redo_button.add_class("lr-redo")
        self.message = w.Label()
        self.message.add_class("lr-message")
        self.message.add_class("lr-wrap")
        self.kind_select.observe(self._kind_changed, "value")
        self.action_select.observe(self._action_changed, "value")
        self.apply_button.on_click(lambda _: self.apply_selected())
        self.undo_button.on_click(lambda _: self.undo())
        self.redo_button.on_click(lambda _: self.redo())

        # why not
        self.why_not = WhyNot(state, on_apply=self.try_action)

        # the table as the game draws it (``state._repr_html_``); a click on a thing
        # offers the legal actions that target it
        self.table = PictureView(on_pick=self.pick)
        self.table_hint = w.Label(pick_hint())
        self.table_hint.add_class("lr-wrap")
        self.table_hint.add_class("lr-pick-hint")

        # log
        self.log = w.HTML()
        self.log.add_class("lr-log")
        self.log_count = w.Label()

        # chance what-if
        self._build_chance()

        # branches
        self._build_branches()

        # save, load, set up by hand
        self.position = PositionPanel(lambda: self.state, self._set_position)

        # flow
        self.flow = FlowView(state, self.line.path, visible=False) if flow else None

        # board
        self.board = None
        factory = board_factory(self.game.id) if board == "auto" else board
        if factory is not None:
            self.board = factory(state, self.try_action)

        actions_box = w.VBox(
            [
                row([self.kind_select, self.kind_help]),
                self.action_select,
                self.action_words,
                row([self.apply_button, self.undo_button, self.redo_button]),
                self.message,
            ],
            layout=w.Layout(min_width="0", flex="1 1 320px"),
        )
        tabs = [(_("Log"), w.VBox([self.log_count, self.log]))]
        if self.board is not None:
            tabs.append((_("Table"), w.VBox([self.table_hint, self.table])))
        tabs += [(_("What-if"), self.chance_box), (_("Branches"), self.branch_box),
                 (_("Position"), self.position.widget)]
        if self.flow is not None:
            tabs.append((_("Flow"), self.flow.widget))
        self.tabs = w.Tab(children=[t[1] for t in tabs])
        self.tabs.titles = tuple(t[0] for t in tabs)
        if self.flow is not None:
            # Draw the diagram only while its tab is open: a click stays quick.
            flow_tab = len(tabs) - 1
            self.tabs.observe(
                lambda ch: setattr(self.flow, "visible", ch["new"] == flow_tab), "selected_index"
            )
        header = row(
            [self.title, self.step, self.phase, self.turn, self.scores],
            justify_content="space-between",
        )
        body = [header]
        # Without a board view, the game's own display of the table takes its place.
        # A board wider than a phone scrolls sideways inside its own box.
        shown = self.board.widget if self.board is not None else w.VBox([self.table_hint, self.table])
        shown.add_class("lr-scroll")
        body.append(shown)
        body.append(
            row([actions_box, w.Box([self.why_not.widget], layout=w.Layout(flex="1 1 320px", min_width="0"))])
        )
        body.append(self.tabs)
        self.widget = ui(w.VBox(body), "lr-explorer")
        self._refresh()

    # ------------------------------------------------------------- reading
    @property
    def state(self) -> State:
        """The current position."""
        return self.line.state

    @property
    def selected(self) -> Action | None:
        """The action chosen in the list (``None`` when there is none)."""
        return self.action_select.value

    # ------------------------------------------------------------- actions
    def select(self, action: Action | str) -> None:
        """Choose a legal action in the lists (its kind, then the action).

        Raises
        ------
        ValueError
            If the action is not among the legal actions shown.
        """
        if isinstance(action, str):
            action = self.game.parse_action(action)
        if action.kind not in dict(self._kind_options()).values():
            raise ValueError(_("{action} is not among the legal actions shown").format(action=action))
        self.kind_select.value = action.kind
        values = [v for _, v in self.action_select.options]
        if action not in values:
            raise ValueError(_("{action} is not among the legal actions shown").format(action=action))
        self.action_select.value = action

    def apply_selected(self) -> ValueError | None:
        """Apply the selected action (what the Apply button does)."""
        action = self.action_select.value
        if action is None:
            self.message.value = _("Nothing to apply: no legal action is selected.")
            return None
        return self.try_action(action)

    def try_action(self, action: Action | str) -> ValueError | None:
        """Apply ``action`` if the engine allows it, else explain the refusal.

        This is the one path every action takes (list, why-not box, board clicks).

        Returns
        -------
        RuleViolation or None
            ``None`` when the action was applied; else the engine's refusal (a
            :class:`~lunarrules.errors.RuleViolation`; a forced chance outcome
            that cannot come up here is an ``ImpossibleOutcome``), also shown.
        """
        ruling = self.why_not.ask(action) if not isinstance(action, Action) else None
        if ruling is not None and not ruling.legal:
            self.message.value = _("Refused: {reason}").format(reason=ruling.message)
            return self.state.check(action)
        try:
            new, taken = apply_traced(self.state, action)
        except RuleViolation as e:
            self.why_not.ask(action)
            self.message.value = _("Refused: {reason}").format(reason=e)
            return e
        before = len(self.state.log)
        words = self.state.describe(action)
        self.line.push(new, self.line.path | taken)
        events = new.log[before:]
        text = "; ".join(str(e) for e in events) or _("done")
        self._refresh()
        self.message.value = _("Applied {action}: {events}").format(action=words, events=text)
        return None

    def undo(self) -> bool:
        """Go back one position (``False`` at the start)."""
        done = self.line.undo()
        self._refresh()
        self.message.value = _("Undone.") if done else _("Nothing to undo.")
        return done

    def redo(self) -> bool:
        """Go forward again after an undo (``False`` when there is nothing to redo)."""
        done = self.line.redo()
        self._refresh()
        self.message.value = _("Redone.") if done else _("Nothing to redo.")
        return done

    def _set_position(self, state: State, note: str) -> None:
        """A position loaded or set up by hand becomes the current one (undo returns)."""
        self.line.push(state, self.line.path)
        self._refresh()
        self.message.value = _("Position: {note}.").format(note=note)

    def on_change(self, callback: Callable[[State], None]) -> None:
        """Call ``callback(state)`` after every change of position."""
        self._listeners.append(callback)

    # -------------------------------------------------------------- chance
    def _build_chance(self) -> None:
        keys = list(self.game.chance)
        self.chance_key = w.Dropdown(options=[(chance_key_words(self.game.id, k), k) for k in keys],
                                     description=_("Chance"), value=keys[0] if keys else None)
        self.chance_values = w.TagsInput(allow_duplicates=True)
        self.chance_hint = w.Label()
        self.chance_button = w.Button(description=_("Set next outcome(s)"))
        self.chance_queued = w.Label()
        self.chance_queued.add_class("lr-chance-queued")
        self.chance_button.on_click(lambda _: self.set_outcomes(self.chance_key.value, self.chance_values.value))
        self.chance_key.observe(lambda _: self._chance_key_changed(), "value")
        if not keys:
            self.chance_box = w.HTML(html.escape(_("This game has no chance: nothing to set.")))
            return
        self.chance_box = w.VBox(
            [
                w.HTML(html.escape(_("Set what the next draws of a chance key return (dice faces, the next card)."))),
                self.chance_key,
                self.chance_values,
                self.chance_hint,
                self.chance_button,
                self.chance_queued,
            ]
        )
        self._chance_key_changed()

    def _chance_key_changed(self) -> None:
        key = self.chance_key.value
        if key is None:
            return
        choices = outcome_choices(self.game, key)
        self.chance_values.value = []
        # Outcomes are offered, typed and shown by name ("Nebra", "Cadet (copy 2)", "P2").
        choices = self._outcomes_here(key, choices)
        named = self._outcome_names(key, choices or ())
        if choices:
            names = [named[v] for v in choices]
            self.chance_values.allowed_tags = names
            shown = ", ".join(names[:12])
            if len(choices) > 12:
                self.chance_hint.value = ngettext(
                    "possible: {values} and {n} more", "possible: {values} and {n} more",
                    len(choices) - 12).format(values=shown, n=len(choices) - 12)
            else:
                self.chance_hint.value = _("possible: {values}").format(values=shown)
        else:
            self.chance_values.allowed_tags = []
            self.chance_hint.value = _(
                "the possible values depend on the position (e.g. the cards left)")

    def _seat_key(self, key: str) -> bool:
        """Whether chance ``key`` draws a seat (declared ``"chance.<key>": SEAT``)."""
        place = place_of(self.game, f"chance.{key}")
        return place is not None and place.seat

    def _outcomes_here(self, key: str, choices):
        """The outcomes of ``key`` this position can draw: a seat only of its players."""
        if choices and self._seat_key(key):
            return tuple(v for v in choices if isinstance(v, int) and 0 <= v < self.state.players)
        return choices

    def _outcome_names(self, key: str, values) -> dict:
        if self._seat_key(key):
            return {v: seat_label(v) if isinstance(v, int) else str(v) for v in values}
        return value_names(self.state, values)

    def set_outcomes(self, key: str, values) -> str:
        """Force the next draws of chance ``key`` (``state.with_outcomes``); returns the message."""
        choices = self._outcomes_here(key, outcome_choices(self.game, key))
        by_name = {n: v for v, n in self._outcome_names(key, choices or ()).items()}
        vals = parse_outcomes(self.game, key, [by_name.get(str(t).strip(), t) for t in values])
        if not vals:
            self.message.value = _("Give at least one outcome for {key}.").format(key=chance_key_words(self.game.id, key))
            return self.message.value
        try:
            new = self.state.with_outcomes(**{key: vals})
        except ValueError as e:
            self.message.value = _("Not set: {reason}").format(reason=e)
            return self.message.value
        self.line.push(new, self.line.path)
        self._refresh()
        names = self._outcome_names(key, vals)
        self.message.value = _("Next {key}: {values}").format(
            key=chance_key_words(self.game.id, key), values=", ".join(names[v] for v in vals))
        return self.message.value

    # ------------------------------------------------------------ branches
    def _build_branches(self) -> None:
        self.branch_name = w.Text(placeholder=_("name of this branch"), description=_("Name"))
        self.fork_button = w.Button(description=_("Fork here"))
        self.branch_a = w.Dropdown(description="A")
        self.branch_b = w.Dropdown(description="B")
        self.compare_button = w.Button(description=_("Compare A and B"))
        self.switch_button = w.Button(description=_("Go to A"))
        self.comparison = w.HTML()
        self.comparison.add_class("lr-comparison")
        self.fork_button.on_click(lambda _: self.fork(self.branch_name.value))
        self.compare_button.on_click(lambda _: self.compare(self.branch_a.value, self.branch_b.value))
        self.switch_button.on_click(lambda _: self.switch(self.branch_a.value))
        self.branch_box = w.VBox(
            [
                w.HTML(html.escape(_("Fork the position into a named branch, play on, then compare."))),
                row([self.branch_name, self.fork_button]),
                row([self.branch_a, self.branch_b]),
                row([self.compare_button, self.switch_button]),
                self.comparison,
            ]
        )
        self._branch_options()

    def _branch_options(self) -> None:
        names = [CURRENT, *self.branches]
        a, b = self.branch_a.value, self.branch_b.value
        # The live position's name is shown in the language in use; its value stays CURRENT.
        options = [(_(n) if n == CURRENT else n, n) for n in names]
        self.branch_a.options = options
        self.branch_b.options = options
        self.branch_a.value = a if a in names else names[-1]
        self.branch_b.value = b if b in names else CURRENT

    def fork(self, name: str) -> str:
        """Save the current position as branch ``name`` (a fresh name if empty)."""
        fresh = _("branch {n}").format(n=len(self.branches) + 1)
        name = (name or "").strip() or fresh
        if name in (CURRENT, _(CURRENT)):
            name = fresh
        self.branches[name] = self.state
        self._branch_paths[name] = self.line.path
        self._branch_options()
        self.branch_a.value = name
        self.branch_name.value = ""
        self.message.value = _("Forked: branch {name!r} at step {step}.").format(
            name=name, step=self.state.steps)
        return name

    def branch(self, name: str) -> State:
        """The position of branch ``name`` (``"(current position)"`` is the live one)."""
        if name == CURRENT:
            return self.state
        try:
            return self.branches[name]
        except KeyError:
            raise KeyError(_("no branch {name!r}; branches: {names}").format(
                name=name, names=", ".join(self.branches) or _("none"))) from None

    def switch(self, name: str) -> None:
        """Continue from branch ``name`` (undo comes back here)."""
        if name == CURRENT:
            return
        state = self.branch(name)
        self.line.push(state, self._branch_paths.get(name, frozenset()))
        self._refresh()
        self.message.value = _("Now playing branch {name!r}.").format(name=name)

    def compare(self, a: str, b: str) -> list[tuple[str, object, object]]:
        """Show two branches side by side and return what differs ``(where, in a, in b)``."""
        sa, sb = self.branch(a), self.branch(b)
        rows = differences(sa, sb)
        esc = html.escape
        name_a, name_b = (_(n) if n == CURRENT else n for n in (a, b))
        head = (
            f"<tr><th></th><th>{esc(name_a)}</th><th>{esc(name_b)}</th></tr>"
            f"<tr><td>" + esc(_("step")) + f"</td><td>{sa.steps}</td><td>{sb.steps}</td></tr>"
            f"<tr><td>" + esc(_("phase")) + f"</td><td>{esc(sa.phase_label)}</td><td>{esc(sb.phase_label)}</td></tr>"
            f"<tr><td>" + esc(_("to act")) + f"</td><td>{esc(who(sa))}</td><td>{esc(who(sb))}</td></tr>"
            f"<tr><td>" + esc(_("scores")) + f"</td><td>{esc(scores_text(sa))}</td><td>{esc(scores_text(sb))}</td></tr>"
        )
        names = known_names(sa)
        table_rows = [
            f"<tr><td>{esc(field_label(k, sa.game))}</td><td>{esc(cell_text(va, names, sa, k))}</td>"
            f"<td>{esc(cell_text(vb, names, sb, k))}</td></tr>"
            for k, va, vb in rows[:DIFF_SHOWN]
        ]
        more = len(rows) - DIFF_SHOWN
        if more > 0:
            more_text = ngettext("and {n} more difference", "and {n} more differences", more)
            table_rows.append(f"<tr><td colspan='3'>{esc(more_text.format(n=more))}</td></tr>")
        verdict = (
            ngettext("{n} difference", "{n} differences", len(rows)).format(n=len(rows))
            if rows else _("The two positions are the same.")
        )
        self.comparison.value = (
            f"<div><b>{esc(verdict)}</b><table>{head}"
            f"<tr><th colspan='3' style='text-align:left'>" + esc(_("What differs")) + f"</th></tr>"
            f"{''.join(table_rows)}</table></div>"
        )
        return rows

    # ------------------------------------------------------------- display
    def _kind_options(self) -> list[tuple[str, str]]:
        return [
            (f"{kind.shown_label} ({len(actions)})", kind.name) for kind, actions in self._groups
        ]

    def _refresh(self) -> None:
        state = self.state
        self._updating = True
        try:
            self._groups = group_actions(state)
            self._by_kind = {kind.name: (kind, acts) for kind, acts in self._groups}
            self.step.value = _("Step {n}").format(n=state.steps)
            self.phase.value = _("Phase: {phase}").format(phase=state.phase_label)
            if state.is_over:
                self.turn.value = _("Game over: {outcome}").format(outcome=state.outcome)
            else:
                what = deciding(state)
                self.turn.value = (
                    _("{player} to act: {what}").format(player=who(state), what=what)
                    if what else _("{player} to act").format(player=who(state))
                )
            sc = scores_text(state)
            self.scores.value = _("Scores: {scores}").format(scores=sc) if sc else ""
            previous = self.kind_select.value
            options = self._kind_options()
            self.kind_select.options = options
            names = [v for _, v in options]
            self.kind_select.value = previous if previous in names else (names[0] if names else None)
            self._fill_actions()
            self.undo_button.disabled = not self.line.past
            self.redo_button.disabled = not self.line.future
            self.apply_button.disabled = not names
        finally:
            self._updating = False
        self._render_log(state)
        self._draw_table(state)
        forced = state.chance.forced
        names = known_names(state) if forced else {}

        def outcome(key: str, value) -> str:
            return seat_label(value) if self._seat_key(key) and isinstance(value, int) else value_text(value, names)

        self.chance_queued.value = (
            _("queued: {outcomes}").format(outcomes="; ".join(
                f"{chance_key_words(state.game.id, k)} \u2192 {', '.join(outcome(k, x) for x in v)}"
                for k, v in forced.items()))
            if forced
            else _("nothing queued: draws are random")
        )
        self.why_not.update(state)
        self.position.update(state)
        if self.flow is not None:
            self.flow.update(state, self.line.path)
        if self.board is not None:
            self.board.update(state)
        for fn in self._listeners:
            fn(state)

    def _draw_table(self, state: State) -> None:
        """The picture, with the things some legal action targets made clickable."""
        picture = state._repr_html_()
        self.table.show(picture, live(state.legal_actions(), picks_in(picture)))

    def pick(self, tokens: str) -> list[Action]:
        """What a click on the picture does: the legal actions targeting the thing marked
        ``tokens`` (a ``data-pick`` value). One is applied at once; several are offered
        in the list, the first selected; none is explained.

        Returns
        -------
        list of Action
            The legal actions that target the thing.
        """
        found = matching(self.state.legal_actions(), tokens)
        if not found:
            self.message.value = _("Nothing you may do now targets that.")
        elif len(found) == 1:
            self.try_action(found[0])
        else:
            # the list shows one kind at a time: the first kind's moves that target it
            kind_name = found[0].kind
            shown = [a for a in found if a.kind == kind_name]
            self._updating = True
            try:
                self.kind_select.value = kind_name
                self.action_select.options = [(self.state.describe(a), a) for a in shown]
                self.action_select.value = shown[0]
            finally:
                self._updating = False
            self._describe_selected()
            self.message.value = ngettext(
                "{n} move targets that: choose one in the list, then Apply.",
                "{n} moves target that: choose one in the list, then Apply.", len(shown),
            ).format(n=len(shown))
        return found

    def _fill_actions(self) -> None:
        kind_name = self.kind_select.value
        kind, actions = self._by_kind.get(kind_name, (None, []))
        self.action_select.options = [(self.state.describe(a), a) for a in actions]
        self.action_select.value = actions[0] if actions else None
        self.kind_help.value = (kind.shown_help or (f"({kind.term})" if kind.term else "")) if kind else ""
        self._describe_selected()

    def _kind_changed(self, _change) -> None:
        if self._updating:
            return
        self._updating = True
        try:
            self._fill_actions()
        finally:
            self._updating = False

    def _action_changed(self, _change) -> None:
        if not self._updating:
            self._describe_selected()

    def _describe_selected(self) -> None:
        a = self.action_select.value
        if a is None:
            self.action_words.value = _("The game is over.") if self.state.is_over else ""
            return
        self.action_words.value = action_words(self.state, a)

    def _render_log(self, state: State) -> None:
        events = state.log
        rules = self.game.rules
        esc = html.escape
        rows = []
        for e in events[-LOG_SHOWN:]:
            ids = " ".join(
                f"<code title='{esc(rules[r].translated_summary) if r in rules else ''}'>{esc(r)}</code>"
                for r in e.rules
            )
            who_ = f"P{e.actor + 1}: " if e.actor is not None else ""
            rows.append(f"<li value='{e.step}'>{esc(who_ + e.text)} {ids}</li>")
        self.log.value = (
            "<ol>" + "".join(rows) + "</ol>" if rows
            else "<i>" + esc(_("nothing has happened yet")) + "</i>"
        )
        shown = min(len(events), LOG_SHOWN)
        self.log_count.value = ngettext(
            "{n} event (the last {shown} shown, numbered by step)",
            "{n} events (the last {shown} shown, numbered by step)", len(events),
        ).format(n=len(events), shown=shown)

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)
