"""Learn a turn: the engine walks a learner through one real turn, step by step.

The learner plays one seat (P1) of a seeded game. Everything before that seat's
first turn, and every decision of the other seats, is played for them and told in
the log's words. At each of the learner's decisions the lesson shows the table,
the rules that matter now (each the first time it matters, with its rulebook
passage), the choices in the game's words, and a button that tries a move the
engine refuses, to read why. The lesson ends when the learner's next turn would
begin: one whole turn, and what the others did after it.

Nothing here is written per game: the turn, the rules and the choices come from
the game's declarations (its flow, rules and legal actions).
"""

from __future__ import annotations

import html
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..errors import MalformedAction, UnknownAction
from ..i18n import _, game_title, ngettext
from ..kernel import Action, State
from ..kernel.rulebook import Variant
from ._model import STYLE, action_words, near_misses, row, ruling, ruling_html, ui, who

#: Steps played for the others (or before the turn) before the lesson gives up.
MAX_AUTO_STEPS = 2000
#: New rules shown at one decision, at most (the rest wait for the next one).
RULES_PER_STEP = 3


def turn_phases(game) -> frozenset[str]:
    """The decision phases of a player's turn, from the game's flow.

    Decision phases whose cluster names a turn or a player (``round/actions/turn``,
    ``round/player``, ``turn/card``); a game with no such cluster: every decision
    phase outside setup.
    """
    decisions = [p for p in game.phases if p.kind == "decision"]
    found = [p.id for p in decisions if {"turn", "player"} & set((p.cluster or "").split("/"))]
    if not found:
        found = [p.id for p in decisions if not (p.cluster or "").startswith("setup")]
    return frozenset(found or (p.id for p in decisions))


@dataclass
class Step:
    """One of the learner's decisions: the position, the new rules, what happened before."""

    state: State
    new_rules: tuple[str, ...]
    before: tuple[str, ...]
    refused: str = ""
    chosen: str = ""
    after: tuple[str, ...] = field(default=())


class Lesson:
    """A guided turn of ``game`` for the seat ``learner`` (0 = P1), from a seeded setup.

    Parameters
    ----------
    game : Game
    players : int, optional
        Seats at the table (the game's smallest count by default).
    seed : int
        Seeds the setup and the others' choices: the same seed gives the same lesson.
    learner : int
        The seat the learner plays (0-based).

    Attributes
    ----------
    state : State
        The position now.
    steps : list of Step
        The learner's decisions so far, the current one last.
    done : bool
        The learner's turn is over (or the game ended).
    widget : ipywidgets.VBox

    Examples
    --------
    >>> lesson = Lesson(lr.game("tiny_epic_galaxies"), seed=1)   # doctest: +SKIP
    >>> lesson.choose(lesson.choices()[0])                        # doctest: +SKIP
    """

    def __init__(self, game, players: int | None = None, seed: int = 1, learner: int = 0):
        self.game = game
        self.players = players or game.players[0]
        self.seed = seed
        self.learner = learner
        self.turn_phases = turn_phases(game)
        self.shown_rules: set[str] = set()
        self.steps: list[Step] = []
        self.done = False
        self.epilogue: tuple[str, ...] = ()
        self._others_began = False
        self._mine: set[str] = set()
        self._seen: list[Action] = []
        self._build()
        self.restart()

    # ----------------------------------------------------------------- flow
    def restart(self) -> None:
        """Set the table up again and play to the learner's first turn."""
        self.rng = random.Random(f"lesson-{self.game.id}-{self.seed}")
        self.state = self.game.new(players=self.players, seed=self.seed)
        self.shown_rules.clear()
        self.steps.clear()
        self.done = False
        self.epilogue = ()
        self._others_began = False
        self._mine.clear()
        self._seen.clear()
        self._advance(first=True)
        self._show()

    def _learner_to_act(self, s: State) -> bool:
        return not s.is_over and s.to_act == self.learner

    def _turn_over(self, s: State) -> bool:
        """Another seat has begun a turn (decided where the learner decided) and the
        learner is back at one of those decisions: the learner's next turn."""
        if s.is_over:
            return True
        if s.phase in self._mine and s.to_act != self.learner:
            self._others_began = True
        return self._others_began and s.phase in self._mine and s.to_act == self.learner

    def _advance(self, first: bool = False) -> None:
        """Play for everyone but the learner until the learner decides (or the turn is over)."""
        s = self.state
        start = len(s.log)
        for _i in range(MAX_AUTO_STEPS):
            if first:
                if s.is_over or (s.to_act == self.learner and s.phase in self.turn_phases):
                    break
            elif self._turn_over(s) or self._learner_to_act(s):
                break
            legal = s.legal_actions()
            a = self.rng.choice(legal)
            self._seen.append(a)
            s = s.apply(a)
        else:
            raise RuntimeError(f"{self.game.id}: the lesson's turn never came in {MAX_AUTO_STEPS} steps")
        self.state = s
        events = tuple(self._event_text(e) for e in s.log[start:])
        if not first and self._turn_over(s):
            self.done = True
            self.epilogue = events
            return
        self._mine.add(s.phase)
        self.steps.append(Step(s, self._new_rules(s), events))

    def _new_rules(self, s: State) -> tuple[str, ...]:
        """The rules that matter at this decision and were not shown before (at most 3)."""
        g = s.game
        phase = g.flow.by_id[s.phase]
        ids: list[str] = list(phase.rules)
        for a in s.legal_actions():
            kind = g.kinds.get(a.kind)
            if kind is not None:
                ids += [r for r in kind.rules if r not in ids]
        def matters(rid: str) -> bool:
            rule = g.rules[rid]
            # A variant matters only in a game that chose it.
            return not isinstance(rule.provenance, Variant) or bool(s.options.get(rule.provenance.option))

        new = [r for r in ids if r in g.rules and r not in self.shown_rules and matters(r)]
        new = new[:RULES_PER_STEP]
        self.shown_rules.update(new)
        return tuple(new)

    @staticmethod
    def _event_text(e) -> str:
        who_ = f"P{e.actor + 1}: " if e.actor is not None and not e.text.startswith("P") else ""
        return who_ + e.text

    def choices(self) -> list[Action]:
        """The learner's legal choices now, in the game's order."""
        return [] if self.done else list(self.state.legal_actions())

    def choose(self, action: Action | str) -> str:
        """Play ``action`` for the learner; returns what the engine said.

        A refused action changes nothing: its explanation is returned and shown.
        """
        if self.done:
            return _("The turn is over; start again for another lesson.")
        r = ruling(self.state, action)
        if not r.legal:
            self.steps[-1].refused = ruling_html(r)
            self._show()
            return r.message
        chosen = r.words or str(action)
        self.steps[-1].chosen = chosen
        a = action if isinstance(action, Action) else self.state.game.parse_action(str(action), self.state.players)
        self._seen.append(a)
        before = len(self.state.log)
        self.state = self.state.apply(a)
        said = tuple(self._event_text(e) for e in self.state.log[before:])
        self.steps[-1].after = said
        self._advance()
        self._show()
        return chosen

    def refused_example(self) -> Action | None:
        """A move close to a legal one that the engine refuses with a cited rule.

        Preferred: the learner's own move of a kind that is allowed now (a wrong
        number, place or card), then any refused move of the learner's, then another
        seat's move (not their turn).
        """
        s = self.state
        legal_kinds = {a.kind for a in s.legal_actions()}
        candidates = near_misses(s, self._seen, self.rng)
        self.rng.shuffle(candidates)
        ranked: list[tuple[int, Action]] = []
        for a in candidates[:150]:
            problem = s.check(a)
            if problem is None or not problem.rule_ids or isinstance(problem, (MalformedAction, UnknownAction)):
                continue
            rank = 0 if a.actor == self.learner and a.kind in legal_kinds else (1 if a.actor == self.learner else 2)
            if rank == 0:
                return a
            ranked.append((rank, a))
        return min(ranked, key=lambda t: t[0])[1] if ranked else None

    def try_refused(self) -> str:
        """Try a move the engine refuses and show why; the position does not change."""
        a = self.refused_example()
        if a is None:
            self.steps[-1].refused = (
                "<div>" + html.escape(_("Every move close to the legal ones is legal here.")) + "</div>")
            self._show()
            return ""
        r = ruling(self.state, a)
        self.steps[-1].refused = ruling_html(r)
        self._show()
        return r.message

    # -------------------------------------------------------------- widgets
    def _build(self) -> None:
        import ipywidgets as w

        self.header = w.HTML()
        self.before = w.HTML()
        self.table = w.HTML()
        self.rules = w.HTML()
        self.prompt = w.HTML()
        self.select = w.Select(rows=8, layout=w.Layout(width="100%"))
        self.select.add_class("lr-lesson-choices")
        self.choose_button = w.Button(description=_("Choose"), button_style="primary")
        self.choose_button.add_class("lr-lesson-choose")
        self.refuse_button = w.Button(description=_("Try a move that is not allowed"))
        self.refuse_button.add_class("lr-lesson-refuse")
        self.restart_button = w.Button(description=_("Start again"))
        self.restart_button.add_class("lr-lesson-restart")
        self.feedback = w.HTML()
        self.feedback.add_class("lr-lesson-feedback")
        self.choose_button.on_click(lambda _: self._choose_selected())
        self.refuse_button.on_click(lambda _: self.try_refused())
        self.restart_button.on_click(lambda _: self.restart())
        self.widget = w.VBox([
            w.HTML(STYLE), self.header, self.before, self.rules, self.table, self.prompt,
            self.select, row([self.choose_button, self.refuse_button, self.restart_button]),
            self.feedback,
        ])
        ui(self.widget, "lr-lesson")

    def _choose_selected(self) -> None:
        i = self.select.index
        acts = self.choices()
        if i is None or not 0 <= i < len(acts):
            self.feedback.value = "<div>" + html.escape(_("Pick a choice in the list first.")) + "</div>"
            return
        self.choose(acts[i])

    def _rules_html(self, ids: Sequence[str]) -> str:
        esc = html.escape
        out = []
        for rid in ids:
            rule = self.game.rules[rid]
            passage = getattr(rule, "passage", "")
            if rule.kind == "seed" and passage:
                quote = f"<blockquote>\u201c{esc(passage)}\u201d ({esc(self.game.language)})</blockquote>"
            elif isinstance(rule.provenance, Variant):
                quote = "<div><i>" + esc(_("a variant of the rules, chosen for this game")) + "</i></div>"
            else:
                quote = f"<div><i>{esc(rule.provenance.describe())}</i></div>"
            out.append(f"<div class='lr-lesson-rule'><b>{esc(rule.translated_summary)}</b> "
                       f"<code>{esc(rid)}</code>{quote}</div>")
        return "".join(out)

    def _show(self) -> None:
        esc = html.escape
        s = self.state
        g = self.game
        mine = len(self.steps)
        seat = f"P{self.learner + 1}"
        heading = "<h3>" + esc(_("Learn a turn: {title}").format(title=game_title(g))) + "</h3>"
        if self.done:
            over = ngettext("{seat}'s turn is over after {n} decision.",
                            "{seat}'s turn is over after {n} decisions.", mine)
            self.header.value = heading + f"<div>{esc(over.format(seat=seat, n=mine))}</div>"
        else:
            you = _("You play {seat} at a table of {n}. Decision {decision} of your turn.")
            self.header.value = heading + (
                f"<div>{esc(you.format(seat=seat, n=s.players, decision=mine))}</div>")
        step = self.steps[-1] if self.steps else None
        lines = []
        def said(st: Step) -> str:
            events = "".join(f"<li>{esc(t)}</li>" for t in st.after)
            return ("<div><b>" + esc(_("You chose:")) + f"</b> {esc(st.chosen)}</div>"
                    + (f"<ul>{events}</ul>" if events else ""))

        if len(self.steps) >= 2 and self.steps[-2].chosen:
            lines.append(said(self.steps[-2]))
        if self.done and self.steps and self.steps[-1].chosen:
            lines.append(said(self.steps[-1]))
        shown = self.epilogue if self.done else (step.before if step else ())
        if shown:
            title = _("Then the others played:") if self.done else (
                _("Before your turn:") if len(self.steps) == 1 else _("Then:"))
            lines.append(f"<div><b>{esc(title)}</b></div><ul>"
                         + "".join(f"<li>{esc(t)}</li>" for t in shown[-12:]) + "</ul>")
            if len(shown) > 12:
                earlier = ngettext("({n} earlier event not shown)", "({n} earlier events not shown)",
                                   len(shown) - 12).format(n=len(shown) - 12)
                lines.insert(-1, f"<div>{esc(earlier)}</div>")
        self.before.value = "".join(lines)
        self.table.value = f"<div class='lr-lesson-table'>{s._repr_html_()}</div>"
        if self.done:
            self.rules.value = ""
            self.prompt.value = (
                "<div><b>" + esc(_("That was a whole turn.")) + "</b> "
                "" + esc(_("Start again for the same lesson, or play on in the explorer.")) + "</div>")
            self.select.options = []
            self.select.layout.display = "none"
            self.choose_button.disabled = self.refuse_button.disabled = True
            self.feedback.value = ""
            return
        new = step.new_rules if step else ()
        self.rules.value = ("<div><b>" + esc(_("Rules that matter now")) + f"</b></div>{self._rules_html(new)}"
                            if new else "")
        decides = esc(_("{player} decides.").format(player=who(s)))
        self.prompt.value = (f"<div><b>{esc(s.phase_label)}</b>: {decides} "
                             f"" + esc(_("Pick a choice and press Choose.")) + "</div>")
        acts = self.choices()
        self.select.layout.display = None
        self.select.options = [(action_words(s, a), i) for i, a in enumerate(acts)]
        self.select.value = 0 if acts else None
        self.choose_button.disabled = not acts
        self.refuse_button.disabled = False
        self.feedback.value = step.refused if step else ""

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)
