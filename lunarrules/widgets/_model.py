"""The logic behind the widgets, over the kernel contract only (no ipywidgets here).

Everything a widget shows comes from the engine: legal actions from
``state.legal_actions()``, rulings from ``state.check(action)``, the flow from
``game.phase_graph()`` and the transitions the engine records while it moves.
Nothing in this module decides whether an action is legal.
"""

from __future__ import annotations

import html
import importlib
import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..errors import MalformedAction, NotYourTurn, RuleViolation, UnknownAction
from ..i18n import N_, _
from ..kernel import plain
from ..kernel.actions import Action
from ..kernel.flow import trace_transitions
from ..kernel.state import State

Edge = tuple[str, str]

#: The engine's refusal kinds (``RuleViolation.kind``), as messages of the catalog:
#: the widgets show them in the language in use.
REFUSAL_KINDS = (
    N_("rule violation"), N_("game over"), N_("not your turn"), N_("wrong phase"),
    N_("unknown action"), N_("malformed action"), N_("requirement unmet"),
    N_("impossible outcome"),
)


def tr(text: str) -> str:
    """``text`` in the language in use; ``""`` stays ``""`` (gettext would give the
    catalog's header for it)."""
    return _(text) if text else ""


def rule_summary(rule) -> str:
    """A rule's summary in the language in use (English when the catalog has none)."""
    return rule.translated_summary if rule is not None else ""


# ------------------------------------------------------------------ actions
def group_actions(state: State) -> list[tuple[Any, list[Action]]]:
    """Legal actions grouped by kind, in the game's declared order of kinds.

    Parameters
    ----------
    state : State
        Any position.

    Returns
    -------
    list of (ActionKind, list of Action)
        Only kinds with at least one legal action.

    Examples
    --------
    >>> groups = group_actions(state)  # doctest: +SKIP
    >>> [(k.label, len(acts)) for k, acts in groups]  # doctest: +SKIP
    [('Roll and move', 1), ('Pass', 1), ('Boost forward', 2)]
    """
    by_kind: dict[str, list[Action]] = {}
    for a in state.legal_actions():
        by_kind.setdefault(a.kind, []).append(a)
    kinds = state.game.kinds
    order = [k for k in kinds if k in by_kind]
    # A game could list an action whose kind it forgot to declare; show it rather than hide it.
    order += [k for k in by_kind if k not in kinds]
    return [(kinds.get(k) or _UndeclaredKind(k), by_kind[k]) for k in order]


@dataclass(frozen=True)
class _UndeclaredKind:
    name: str

    @property
    def label(self) -> str:
        return self.name

    help = ""
    term = ""
    rules: tuple = ()


def action_words(state: State, action: Action) -> str:
    """A plain-words line for an action: who, then what, in the game's words."""
    return f"{action.player}: {state.describe(action)}"


def to_action(state: State, action: Action | str) -> Action | RuleViolation:
    """Read ``action`` (an Action or its text); a text that cannot be read gives the refusal."""
    if isinstance(action, Action):
        return action
    try:
        return state.game.parse_action(str(action).strip())
    except (MalformedAction, UnknownAction) as e:
        return e


# ------------------------------------------------------------------ rulings
@dataclass(frozen=True)
class Ruling:
    """What the engine says about one action in one position, ready to display.

    Attributes
    ----------
    action : str
        The action as typed or shown.
    legal : bool
        ``state.check(action) is None``.
    kind : str
        The refusal kind (``"not your turn"``, ``"requirement unmet"``...) or ``""``.
    message : str
        The engine's message (facts and rule ids), or ``""`` when legal.
    rule_ids : tuple of str
        Rule ids cited by the refusal (first decides).
    summary : str
        English summary of the deciding rule.
    passage : str
        The rulebook passage in its original language (or the public fact).
    provenance : str
        Where the deciding rule comes from, in words.
    context : str
        The passage with its surrounding sentences from the seed file.
    language : str
        Language of the passage (the game's rulebook language for seed quotes).
    words : str
        The action in plain words with its player (``"P1: Reroll die 3"``), or the
        text as typed when it does not read as an action.
    reasons : tuple of (str, str)
        Why a legal action is legal: ``(rule id, what it allows)`` for the turn,
        the phase, each requirement met and the rules of the action kind. For a
        legal action, ``rule_ids``, ``summary`` and ``passage`` are those of the
        rule that allows the action kind.
    """

    action: str
    legal: bool
    kind: str = ""
    message: str = ""
    rule_ids: tuple[str, ...] = ()
    summary: str = ""
    passage: str = ""
    provenance: str = ""
    context: str = ""
    language: str = ""
    words: str = ""
    reasons: tuple[tuple[str, str], ...] = ()

    @property
    def rule_id(self) -> str:
        return self.rule_ids[0] if self.rule_ids else ""

    @property
    def verdict(self) -> str:
        if self.legal:
            return _("Legal now")
        return _("Refused ({kind})").format(kind=tr(self.kind))

    @property
    def headline(self) -> str:
        """``"P1: Reroll die 3 - Refused (not your turn)"``: the action in plain words
        and the verdict."""
        return f"{self.words or self.action} \u2014 {self.verdict}"

    @property
    def because(self) -> str:
        """Why a legal action is legal, in one sentence with rule ids (``""`` if refused)."""
        if not self.legal or not self.reasons:
            return ""
        parts = [f"{text} [{rid}]" if rid else text for rid, text in self.reasons]
        return _("Legal because {reasons}.").format(reasons="; ".join(parts))


def rule_of(game, rule_id: str):
    """The rule ``rule_id`` from the game's book, or ``None``."""
    return game.rules.get(rule_id) if rule_id else None


def passage_context(rule) -> str:
    """The rule's seed passage with a sentence either side, or ``""`` for non-seed rules."""
    from ..kernel.seeds import context

    p = rule.provenance
    if p.kind != "seed":
        return ""
    try:
        return context(p.file, p.quote)
    except OSError:
        return p.quote


def ruling(state: State, action: Action | str) -> Ruling:
    """Ask the engine about ``action`` in ``state`` and gather the explanation.

    Parameters
    ----------
    state : State
    action : Action or str
        Any action, legal or not, or its text (which may not even parse).

    Returns
    -------
    Ruling
    """
    text = str(action).strip()
    parsed = to_action(state, action)
    problem = parsed if isinstance(parsed, RuleViolation) else state.check(parsed)
    words = action_words(state, parsed) if isinstance(parsed, Action) else text
    if problem is None and isinstance(parsed, Action):
        reasons = legal_reasons(state, parsed)
        kind = state.game.kinds.get(parsed.kind)
        allowing = next((r for r in (kind.rules if kind else ()) if r in state.game.rules), "")
        rule = rule_of(state.game, allowing)
        return Ruling(
            text,
            True,
            rule_ids=(allowing,) if allowing else (),
            summary=rule_summary(rule),
            passage=rule.passage if rule else "",
            provenance=rule.provenance.describe() if rule is not None else "",
            context=passage_context(rule) if rule is not None else "",
            language=(state.game.language if rule.kind == "seed" else "en") if rule else "",
            words=words,
            reasons=reasons,
        )
    rule = rule_of(state.game, problem.rule_id or "")
    language = ""
    if rule is not None:
        language = state.game.language if rule.kind == "seed" else "en"
    return Ruling(
        action=text,
        legal=False,
        kind=problem.kind,
        message=str(problem),
        rule_ids=tuple(problem.rule_ids),
        summary=rule_summary(rule) if rule is not None else tr(problem.summary),
        passage=problem.passage or (rule.passage if rule else ""),
        provenance=rule.provenance.describe() if rule is not None else "",
        context=passage_context(rule) if rule is not None else "",
        language=language,
        words=words,
    )


def legal_reasons(state: State, action: Action) -> tuple[tuple[str, str], ...]:
    """Why the engine accepts ``action`` here: ``(rule id, what it allows)`` pairs.

    The same checks the engine made, read back from the game's declaration: the
    player decides now (the turn rule), the phase allows the action kind (the
    phase's rule), each requirement of the kind is met (its rule), and the rules
    that govern the kind. Call it only for a legal action.
    """
    game = state.game
    out: list[tuple[str, str]] = []
    if state.to_act is not None and action.actor == state.to_act:
        out.append((game.turn_rule,
                    _("{player} is the player to decide now").format(player=action.player)))
    else:
        out.append((game.turn_rule, _("{player} may decide now").format(player=action.player)))
    phase = game.flow.by_id.get(state.phase)
    kind = game.kinds.get(action.kind)
    label = kind.shown_label if kind else action.kind
    if phase is not None:
        rid = phase.rules[0] if phase.rules else ""
        out.append((rid, _("the phase \u201c{phase}\u201d allows \u201c{kind}\u201d").format(
            phase=_(phase.label), kind=label)))
    if kind is not None:
        for req in kind.requires:
            out.append((req.rule, _("needs {requirement}: met").format(requirement=req.shown)))
        cited = {rid for rid, _text in out}
        for rid in kind.rules:
            rule = game.rules.get(rid)
            if rule is not None and rid not in cited:
                out.append((rid, rule_summary(rule).rstrip(".")))
                break
    return tuple(out)


def ruling_html(r: Ruling) -> str:
    """The ruling as HTML: verdict, message, rule, passage (original language) and context."""
    esc = html.escape
    rule_line = (
        "<div>" + _("Rule {id}: {summary}").format(
            id=f"<code>{esc(r.rule_id)}</code>", summary=esc(r.summary)) + "</div>"
        if r.rule_id else ""
    )
    if r.legal:
        return (
            f"<div class='lr-ruling lr-legal'><b>{esc(r.words or r.action)}</b>: "
            + esc(_("legal now. The engine would accept it."))
            + f"<div>{esc(r.because)}</div>"
            + rule_line
            + passage_html(r)
            + "</div>"
        )
    return (
        f"<div class='lr-ruling lr-refused'><b>{esc(r.words or r.action)}</b>: {esc(r.verdict)}"
        f"<div>{esc(r.message)}</div>"
        + rule_line
        + passage_html(r)
        + "</div>"
    )


def passage_html(r: Ruling) -> str:
    """The passage behind a ruling: quote (original language), provenance, context."""
    esc = html.escape
    parts = []
    if r.passage:
        lang = f" ({esc(r.language)})" if r.language else ""
        parts.append(f"<blockquote>\u201c{esc(r.passage)}\u201d{lang}</blockquote>")
    elif r.provenance:
        parts.append(f"<div><i>{esc(r.provenance)}</i></div>")
    if r.context and r.context != r.passage:
        parts.append(
            "<details><summary>" + esc(_("passage in context")) + f"</summary>"
            f"{mark(r.context, r.passage)}</details>"
        )
    return "".join(parts)


# The widgets' look, sent with each widget (a page may show any one of them alone).
# ipywidgets draws labels on one line cut with "...", buttons 148 px wide and rows
# that never wrap; a person reads these at 1280 px and on a 390 px phone, so text
# wraps, buttons grow to their words and rows of controls wrap (``lr-row``).
# Everything scoped under ``lr-ui``, the class of every widget's outer box.
STYLE = (
    "<style>.lr-wrap{white-space:normal!important;overflow:visible!important;"
    "height:auto!important;line-height:1.4!important;text-overflow:clip!important}"
    ".lr-ruling blockquote,.lr-whynot-passage blockquote,.lr-rules-passage"
    "{border-left:3px solid #f59e0b;margin:0.3em 0;padding:0.2em 0.8em}"
    ".lr-ui{max-width:100%;min-width:0;box-sizing:border-box}"
    ".lr-ui .widget-label:not(.widget-label-basic){white-space:normal;overflow:visible;"
    "height:auto;min-height:var(--jp-widgets-inline-height);line-height:1.4;"
    "text-overflow:clip;overflow-wrap:break-word;min-width:0}"
    ".lr-ui .widget-label:empty{min-height:0;margin-top:0;margin-bottom:0}"
    ".lr-ui .jupyter-button{width:auto;min-width:fit-content;max-width:100%;flex:0 0 auto;"
    "white-space:normal;height:auto;min-height:var(--jp-widgets-inline-height);"
    "overflow:visible;text-overflow:clip;padding:2px 10px}"
    ".lr-ui .lr-row{flex-wrap:wrap;max-width:100%;min-width:0;gap:2px 4px}"
    ".lr-ui .lr-row>*{min-width:0}"
    ".lr-ui .widget-dropdown,.lr-ui .widget-text,.lr-ui .widget-combobox{max-width:100%;min-width:0}"
    ".lr-ui .widget-dropdown>select{flex:1 1 auto;min-width:0;max-width:100%}"
    ".lr-ui .widget-select,.lr-ui .widget-select>select{max-width:100%;min-width:0}"
    ".lr-ui .widget-select>select{overflow-x:auto}"
    ".lr-ui .widget-select option{white-space:normal;overflow-wrap:break-word}"
    ".lr-ui .widget-html-content{max-width:100%;overflow-wrap:break-word}"
    ".lr-ui .lr-scroll{overflow-x:auto;max-width:100%;min-width:0}"
    ".lr-ui .widget-tab{max-width:100%;min-width:0}"
    ".lr-ui .widget-tab>.lm-TabBar{height:auto;min-height:var(--jp-widgets-horizontal-tab-height);"
    "overflow:visible}"
    ".lr-ui .widget-tab>.lm-TabBar .lm-TabBar-content{flex-wrap:wrap;min-width:0}"
    ".lr-ui .widget-tab>.lm-TabBar .lm-TabBar-tab{flex:0 0 auto;min-width:auto;max-width:none}"
    ".lr-ui .lm-TabBar-tabLabel{overflow:visible;text-overflow:clip}"
    ".lr-ui .widget-toggle-buttons .widget-toggle-button{width:auto}"
    ".lr-ui .widget-toggle-buttons{flex-wrap:wrap;height:auto}"
    "</style>"
)


def ui(widget, *classes: str):
    """Add ``lr-ui`` (the widgets' look, see :data:`STYLE`) and ``classes`` to ``widget``."""
    for c in ("lr-ui", *classes):
        widget.add_class(c)
    return widget


def row(children, **layout):
    """A row of controls that wraps onto the next line when the screen is narrow."""
    import ipywidgets as w

    box = w.HBox(list(children), layout=w.Layout(**layout))
    box.add_class("lr-row")
    return box


def mark(text: str, quote: str) -> str:
    """HTML-escape ``text`` and wrap the first occurrence of ``quote`` in ``<mark>``."""
    at = text.find(quote) if quote else -1
    if at < 0:
        return html.escape(text)
    return (
        html.escape(text[:at])
        + "<mark>"
        + html.escape(quote)
        + "</mark>"
        + html.escape(text[at + len(quote) :])
    )


def kinds_hint(state: State) -> list[tuple[str, str, bool]]:
    """``(kind, "kind name=<type> ...", allowed in this phase)`` for every declared kind."""
    allowed = state.game.flow.allowed.get(state.phase, frozenset())
    return [(k.name, f"{k.name} {k.signature()}".replace(" (none)", ""), k.name in allowed)
            for k in state.game.action_kinds]


# -------------------------------------------------------------- flow path
def apply_traced(state: State, action: Action | str) -> tuple[State, frozenset[Edge]]:
    """Apply ``action`` and return the new state and the phase edges the engine took.

    Raises
    ------
    RuleViolation
        As ``state.apply`` does (nothing changes).
    """
    gid = state.game.id
    with trace_transitions() as taken:
        new = state.apply(action)
    return new, frozenset((a, b) for g, a, b in taken if g == gid)


def replay_path(state: State) -> frozenset[Edge]:
    """Phase edges taken from setup to ``state``, found by replaying its history.

    The history is replayed from the state's seed and options; a position whose
    table was edited directly gets the path its history takes, and one whose
    history stops replaying gets the edges taken up to that point.
    """
    gid = state.game.id
    edges: set[Edge] = set()
    with trace_transitions() as taken:
        try:
            s = state.game.new(players=state.players, seed=state.seed, **state.options)
            for h in state.history:
                if isinstance(h, Action):
                    s = s.apply(h)
                else:
                    s = s.with_outcomes(**{h["force"]: h["values"]})
        except (ValueError, KeyError, TypeError):
            pass
        edges = {(a, b) for g, a, b in taken if g == gid}
    return frozenset(edges)


# -------------------------------------------------------------- comparing
def flatten(value: Any, prefix: str = "") -> dict[str, Any]:
    """Flatten nested dicts/lists into ``{"players[0].energy": 3, ...}``.

    A list of plain values (a hand, dice faces) stays one value.
    """
    return plain.flatten(value, prefix, _all_plain)


def _all_plain(values: list | tuple) -> bool:
    return all(not isinstance(v, (dict, list, tuple)) for v in values)


_MISSING = "\u2014"


def differences(a: State, b: State) -> list[tuple[str, Any, Any]]:
    """What differs between two positions: ``(where, value in a, value in b)``.

    Compares the flow (phase, whose turn, scores) and the table as a spectator
    sees it (``state.view(None)``), flattened to paths.
    """
    rows: list[tuple[str, Any, Any]] = []
    for name, va, vb in (
        (_("phase"), a.phase_label, b.phase_label),
        (_("to act"), who(a), who(b)),
        (_("scores"), a.scores(), b.scores()),
        (_("game over"), a.is_over, b.is_over),
    ):
        if va != vb:
            rows.append((name, va, vb))
    fa, fb = flatten(a.view(None)), flatten(b.view(None))
    for key in list(fa) + [k for k in fb if k not in fa]:
        va, vb = fa.get(key, _MISSING), fb.get(key, _MISSING)
        if va == vb:
            continue
        # An empty list on one side whose items the other side lists one by one:
        # the item rows say it all.
        if _MISSING in (va, vb) and (va in ([], {}) or vb in ([], {})):
            other = fb if va in ([], {}) else fa
            if any(k.startswith((key + "[", key + ".")) for k in other):
                continue
        rows.append((key, va, vb))
    return rows


def who(state: State) -> str:
    """``"P2"`` for the player to act, ``"game over"`` or ``"nobody"``."""
    if state.is_over:
        return _("game over")
    return f"P{state.to_act + 1}" if state.to_act is not None else _("nobody")


def scores_text(state: State) -> str:
    """``"P1 3, P2 5"`` from ``state.scores()``, or ``""`` when the game shows no scores."""
    scores = state.scores()
    if scores is None:
        return ""
    return ", ".join(f"P{i + 1} {s:g}" for i, s in enumerate(scores))


# ------------------------------------------------------------- branches
@dataclass
class Line:
    """A line of play: the current position, and where undo/redo lead."""

    state: State
    path: frozenset[Edge]
    past: list[tuple[State, frozenset[Edge]]] = field(default_factory=list)
    future: list[tuple[State, frozenset[Edge]]] = field(default_factory=list)

    def push(self, state: State, path: frozenset[Edge]) -> None:
        self.past.append((self.state, self.path))
        self.future.clear()
        self.state, self.path = state, path

    def undo(self) -> bool:
        if not self.past:
            return False
        self.future.append((self.state, self.path))
        self.state, self.path = self.past.pop()
        return True

    def redo(self) -> bool:
        if not self.future:
            return False
        self.past.append((self.state, self.path))
        self.state, self.path = self.future.pop()
        return True


# ----------------------------------------------------------- chance input
_INT = re.compile(r"^-?\d+$")


def outcome_choices(game, key: str) -> tuple | None:
    """The possible values of chance ``key`` in this game (``None``: not known)."""
    return game.chance_values(key)


def parse_outcomes(game, key: str, tokens: Iterable[str]) -> list[Any]:
    """Turn typed outcome words into values for ``state.with_outcomes``.

    Declared values are matched by their text (so ``"6"`` means the die face ``6``);
    for keys whose values depend on the state, whole numbers become ``int`` and
    anything else stays text.
    """
    choices = outcome_choices(game, key)
    by_text = {str(v): v for v in choices} if choices else {}
    out: list[Any] = []
    for t in tokens:
        t = str(t).strip()
        if not t:
            continue
        if t in by_text:
            out.append(by_text[t])
        elif not choices and _INT.match(t):
            out.append(int(t))
        else:
            out.append(t)
    return out


# ------------------------------------------------------------- board slot
def board_factory(game_id: str):
    """``make_board`` from ``lunarrules.games.<id>.board``, or ``None`` if the game has none."""
    name = f"lunarrules.games.{game_id}.board"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as e:
        # Only "there is no board module" means "no board"; a board that fails to
        # import for another reason is a bug to show, not to hide.
        if e.name is not None and (name == e.name or name.startswith(e.name + ".")):
            return None
        raise
    return getattr(module, "make_board", None)


# ------------------------------------------------------------------ quiz
@dataclass(frozen=True)
class Question:
    """One "is this legal?" question: a position, an action, and the engine's ruling."""

    state: State
    action: Action
    ruling: Ruling
    seed: int
    steps: int

    @property
    def legal(self) -> bool:
        return self.ruling.legal


def random_position(game, rng: random.Random, players: int | None, max_steps: int) -> tuple[State, list[Action]]:
    """A position reached by seeded random play, and the legal actions seen on the way.

    The game is never over in the returned position (play stops one step early).
    """
    lo, hi = game.players
    n = players if players is not None else rng.randint(lo, hi)
    state = game.new(players=n, seed=rng.randrange(1 << 30))
    seen: list[Action] = []
    for _i in range(rng.randint(0, max_steps)):
        legal = state.legal_actions()
        if not legal:
            break
        seen.extend(rng.sample(list(legal), min(3, len(legal))))
        nxt = state.apply(rng.choice(legal))
        if nxt.is_over:
            break
        state = nxt
    return state, seen


def near_misses(state: State, seen: Sequence[Action], rng: random.Random) -> list[Action]:
    """Actions close to legal ones: earlier legal moves, another player, a changed number."""
    legal = state.legal_actions()
    out: list[Action] = list(seen[-30:])
    words = sorted({v for a in legal for _k, v in a.params if isinstance(v, str)})
    for a in rng.sample(list(legal), min(5, len(legal))):
        for other in range(state.players):
            if other != a.actor:
                out.append(Action(other, a.kind, a.params))
        for i, (k, v) in enumerate(a.params):
            changed = []
            if isinstance(v, bool):
                changed.append(not v)
            elif isinstance(v, int):
                changed += [v + 1, v - 1, v + 3]
            elif isinstance(v, str) and words:
                changed.append(rng.choice(words))
            elif isinstance(v, tuple) and v:
                changed.append(v[:-1])
            for nv in changed:
                params = list(a.params)
                params[i] = (k, nv)
                out.append(Action(a.actor, a.kind, tuple(params)))
    return out


def make_question(game, seed: int, players: int | None = None, max_steps: int = 60) -> Question:
    """Pose one question from a random position; the engine decides the answer.

    Parameters
    ----------
    game : Game
    seed : int
        Seeds the random play and the choice of action, so a question replays.
    players : int, optional
        Player count (random within the game's range by default).
    max_steps : int
        Longest random play before the question.

    Returns
    -------
    Question
        About half the questions are about a legal action, half about an action
        the engine refuses with a cited rule.
    """
    rng = random.Random(seed)
    want_legal = rng.random() < 0.5
    for _i in range(20):
        state, seen = random_position(game, rng, players, max_steps)
        legal = state.legal_actions()
        if not legal:
            continue
        if not want_legal:
            candidates = near_misses(state, seen, rng)
            rng.shuffle(candidates)
            turn, other = [], []
            for a in candidates[:80]:
                problem = state.check(a)
                if (
                    problem is not None
                    and problem.rule_ids
                    and not isinstance(problem, (MalformedAction, UnknownAction))
                ):
                    (turn if isinstance(problem, NotYourTurn) else other).append(a)
            # "Not your turn" is the easy refusal; ask mostly about the others.
            pool = other if other and (not turn or rng.random() < 0.75) else turn
            if pool:
                a = rng.choice(pool)
                return Question(state, a, ruling(state, a), seed, state.steps)
        a = rng.choice(legal)
        return Question(state, a, ruling(state, a), seed, state.steps)
    raise RuntimeError(f"{game.id}: no position with a legal action found in 20 random plays")
