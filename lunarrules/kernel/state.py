"""The state contract every game implements.

A :class:`State` is a position: the table (``data``, game-specific) and the flow
(``phase``, ``to_act``, ``is_over``, ``outcome``), plus the seeded chance stream
and the history. States are values: :meth:`State.apply` returns a new state and
never changes the old one; an illegal action raises a
:class:`~lunarrules.errors.RuleViolation` before anything is changed.

A game subclasses :class:`State` and writes four methods:

``_setup()``
    Fill ``self.data``, set ``self.phase`` / ``self.to_act`` (may use chance).
``_legal_actions()``
    Every legal action now (a list).
``_check(action)``
    Refuse, with :meth:`refuse`, what the declared requirements don't cover.
``_execute(action)``
    Change ``self`` (already a private copy) and advance the flow with
    :meth:`goto`; call :meth:`finish` when the game ends.

and optionally ``_clone_data()`` (a fast copy of ``data``; deep copy by default),
``_scores()`` (current VP), ``_view(player)`` (what one player may see),
``_describe(action)`` (an action in the game's words) and ``_repr_html_``.
"""

from __future__ import annotations

import copy
import json
import weakref
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import repeat
from operator import is_
from typing import TYPE_CHECKING, Any, NamedTuple

from ..errors import (
    FlowError,
    GameOver,
    ImpossibleOutcome,
    InvalidOutcome,
    InvalidSave,
    MalformedAction,
    NotYourTurn,
    RequirementUnmet,
    RuleViolation,
    UnknownAction,
    WrongPhase,
)
from . import flow as _flow
from .actions import Action, parse_action_text
from .chance import Chance
from .plain import to_plain
from .untrusted import UntrustedDataError, data_problems, loads, short
from .words import number_text, seat_label, seat_range

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

# True while a what-if's action is tried out to see whether its forced draws fit
# (one process-wide flag: states are not shared between threads while trying).
_TRYING = False

SAVE_FORMAT = "lunarrules-save"
SAVE_VERSION = 1


class Event(NamedTuple):
    """One log entry: what happened, in words, and the rule ids applied."""

    step: int
    text: str
    rules: tuple[str, ...] = ()
    actor: int | None = None

    def __str__(self) -> str:
        ids = f" [{', '.join(self.rules)}]" if self.rules else ""
        who = f"P{self.actor + 1}: " if self.actor is not None else ""
        return f"{who}{self.text}{ids}"


@dataclass(frozen=True)
class Outcome:
    """How the game ended: scores, winners (seats), why, and tie-break details."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    reason: str
    rules: tuple[str, ...] = ()
    breakdown: tuple[dict, ...] = ()
    tiebreak: str = ""

    @property
    def is_tie(self) -> bool:
        return len(self.winners) > 1

    def __str__(self) -> str:
        who = " and ".join(f"P{w + 1}" for w in self.winners) or "nobody"
        verb = "share the win" if self.is_tie else "wins"
        scores = ", ".join(f"{seat_label(i)} {number_text(s)}" for i, s in enumerate(self.scores))
        tb = f"; {self.tiebreak}" if self.tiebreak else ""
        return f"{who} {verb} ({scores}); {self.reason}{tb}"


def _iter_cons(cell: tuple | None) -> Iterator[Any]:
    items = []
    while cell is not None:
        items.append(cell[0])
        cell = cell[1]
    return reversed(items)


def _to_cons(items: list) -> tuple | None:
    cell = None
    for x in items:
        cell = (x, cell)
    return cell


def _same_types(a: tuple, b: tuple) -> bool:
    """Whether two equal parameter tuples hold values of the same types throughout."""
    for (_, x), (_, y) in zip(a, b, strict=True):
        if type(x) is not type(y):
            return False
        if type(x) is tuple and not _same_types(tuple(enumerate(x)), tuple(enumerate(y))):
            return False
    return True


def _plain_value(v: Any) -> bool:
    """Whether ``v`` can be an action parameter: a word, a bounded number, yes/no."""
    t = type(v)
    return (t is str and len(v) <= 200) or t is bool or (t is int and v.bit_length() <= 64)


def _shape_problem(action: Action) -> str | None:
    """Why ``action`` is not even shaped like an action (seat, kind, named values), or None."""
    if type(action.actor) is not int or action.actor.bit_length() > 16:
        return f"the acting seat must be a player number, not {short(action.actor)}"
    if type(action.kind) is not str or len(action.kind) > 100:
        return f"the action kind must be a word, not {short(action.kind)}"
    params = action.params
    if type(params) is not tuple or len(params) > 50 or not all(
        type(p) is tuple and len(p) == 2 and type(p[0]) is str and len(p[0]) <= 100
        for p in params
    ):
        return f"{action.kind}: parameters must be (name, value) pairs, not {short(params)}"
    for name, v in params:
        if type(v) is tuple:
            if len(v) <= 1000 and all(map(_plain_value, v)):
                continue
        elif _plain_value(v):
            continue
        return (
            f"{action.kind}: parameter {name} must be a word, a whole number, yes/no "
            f"or a list of those, not {short(v)}"
        )
    return None


class State:
    """A game position. See the module docstring for what a game implements.

    Seats are 0-based in the API and shown as ``P1``, ``P2``... in every text:
    ``to_act == 1``, ``Action.actor == 1`` and ``outcome.winners == (1,)`` all mean
    the player written ``P2`` in action texts, logs and messages.
    :attr:`to_act_label` is the seat to act as that text (``"nobody"`` when no one
    is to act, as at the end of the game).
    """

    # Flow state (boardgame.io's ctx); the table itself is ``data`` (its G).
    game: Game
    players: int
    options: dict[str, Any]
    seed: int
    chance: Chance
    phase: str
    to_act: int | None
    is_over: bool
    outcome: Outcome | None
    data: Any

    # ------------------------------------------------------------ construction
    @classmethod
    def _new(cls, game: Game, players: int, seed: int, options: dict[str, Any]) -> State:
        s = cls.__new__(cls)
        s.game = game
        s.players = players
        s.options = options
        s.seed = seed
        s.chance = Chance(seed)
        s.phase = game.flow.start
        s.to_act = None
        s.is_over = False
        s.outcome = None
        s.data = None
        s.turn = 0
        s._log = None
        s._history = None
        s._steps = 0
        s._legal = None
        s._legal_set = None
        s._parent = None
        s._setup()
        return s

    def _clone(self) -> State:
        new = object.__new__(self.__class__)
        new.__dict__ = self.__dict__.copy()
        new.chance = self.chance.copy()
        new.data = self._clone_data()
        new._legal = None
        new._legal_set = None
        # A weak link: undo is instant while the previous position is in use (a
        # notebook, a widget's undo stack), and long playouts do not keep every
        # ancestor alive for the garbage collector to walk.
        new._parent = weakref.ref(self)
        return new

    def _clone_data(self) -> Any:
        return copy.deepcopy(self.data)

    # ----------------------------------------------------------- to override
    def _setup(self) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def _legal_actions(self) -> list[Action]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _check(self, action: Action) -> None:
        """Game-specific checks after the declared requirements (may call refuse)."""

    def _execute(self, action: Action) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def _scores(self) -> list[float] | None:
        """Current victory points per seat, if the game shows them during play."""
        return None

    def _describe(self, action: Action) -> str | None:
        """The action in the game's own words ("Land ship 1 on Nebra"), or None.

        Called for legal and illegal actions alike (a quiz asks about both): read
        names from the content, never assume the action is possible.
        """
        return None

    def _view(self, player: int | None) -> dict:
        """What ``player`` may see (``None``: a spectator). Default: everything."""
        return to_plain(self.data)

    # ---------------------------------------------------------- the contract
    def legal_actions(self) -> tuple[Action, ...]:
        """Every legal action now, each with a readable ``str()``.

        In a what-if with forced chance outcomes, actions whose draws the forced
        values cannot satisfy are left out (``apply`` would refuse them with
        :class:`~lunarrules.errors.ImpossibleOutcome`).
        """
        if self._legal is None:
            self._legal = () if self.is_over else tuple(self._legal_actions())
        if self.chance.forced and not _TRYING:
            return tuple(a for a in self._legal if self._outcome_problem(a) is None)
        return self._legal

    def check(self, action: Action | str) -> RuleViolation | None:
        """``None`` if ``action`` is legal, else the :class:`RuleViolation` apply would raise."""
        try:
            action = self._validate(action)
        except RuleViolation as e:
            return e
        if self.chance.forced and not _TRYING:
            return self._outcome_problem(action)
        return None

    def _outcome_problem(self, action: Action) -> ImpossibleOutcome | None:
        # Forced outcomes are only known to fit when the draw happens: try it. While
        # trying, the game's own calls to legal_actions() get the plain listing.
        global _TRYING
        if _TRYING:
            return None
        _TRYING = True
        try:
            self.apply(action)
        except ImpossibleOutcome as e:
            return e
        except RuleViolation:
            return None
        finally:
            _TRYING = False
        return None

    def describe(self, action: Action | str) -> str:
        """``action`` in plain words, in the game's vocabulary, without the player.

        ``str(action)`` stays the notation people type (``P1 move ship=2 to=nebra``);
        this is what a learner reads (``Move ship 2 to Nebra``).
        """
        if isinstance(action, str):
            try:
                action = self.game.parse_action(action)
            except RuleViolation:
                return short(action, 80)
        if not isinstance(action, Action) or _shape_problem(action):
            return short(action, 80)
        kind = self.game.kinds.get(action.kind)
        if kind is None:
            return f"an action this game does not have ({short(action.kind)})"
        try:
            text = self._describe(action)
        except (KeyError, IndexError, TypeError, ValueError, AttributeError):
            text = None  # an impossible action named with ids the table lacks
        return text or kind.words(action)

    def is_legal(self, action: Action | str) -> bool:
        return self.check(action) is None

    def apply(self, action: Action | str) -> State:
        """Return the state after ``action``; this state is not changed.

        Raises
        ------
        RuleViolation
            (a subclass naming the kind) when the action is not legal now; the
            message gives the facts and the rule id, ``.passage`` the quote.
        """
        action = self._validate(action)
        new = self._clone()
        new._history = (action, self._history)
        new._steps = self._steps + 1
        try:
            new._execute(action)
        except RuleViolation as e:
            if e.action is None:
                e.action = action
            raise
        return new

    def _validate(self, action: Action | str) -> Action:
        if isinstance(action, str):
            # The game's parser, told this position's players: a refusal names its seats.
            g = self.game
            action = parse_action_text(action, g.kinds, g.players[1], self.players)
        elif not isinstance(action, Action):
            raise MalformedAction(
                f"expected an Action or its text, got {type(action).__name__}", action=action
            )
        legal = self._legal
        if legal is not None:
            # Playouts pass back one of the listed objects: find it by identity
            # before hashing the whole list.
            if any(map(is_, legal, repeat(action))):
                return action
            # An equal action built elsewhere (parsed text, a widget, a save) stands
            # for the listed one if its values have the same types: in Python
            # 0.0 == 0 and True == 1, so equality alone would let a row of 0.0 through.
            ls = self._legal_set
            if ls is None:
                ls = self._legal_set = {a: a for a in legal}
            listed = None
            if _shape_problem(action) is None:  # hashing needs plain values
                try:
                    listed = ls.get(action)
                except TypeError:  # unhashable values: _refusal says which
                    pass
            if listed is not None and _same_types(listed.params, action.params):
                return listed
        try:
            self._refusal(action)
        except RuleViolation as e:
            if e.action is None:
                e.action = action
            raise
        return action

    def _refusal(self, action: Action) -> None:
        g = self.game
        shape = _shape_problem(action)
        if shape:
            raise MalformedAction(shape)
        if self.is_over:
            ended_by = (self.outcome.rules[:1] if self.outcome else ()) or (g.end_rule,)
            raise self.violation(
                GameOver, f"the game is over ({self.outcome.reason if self.outcome else ''})",
                *ended_by,
            )
        kind = g.kinds.get(action.kind)
        if kind is None:
            raise UnknownAction(
                f"unknown action kind {action.kind!r}; this game has: {', '.join(sorted(g.kinds))}"
            )
        if not 0 <= action.actor < self.players:
            raise MalformedAction(
                f"{seat_label(action.actor)} is not a player in this {self.players}-player game "
                f"({seat_range(self.players)})"
            )
        if action.actor != self.to_act:
            raise self.violation(
                NotYourTurn,
                f"P{action.actor + 1} cannot {action.kind} now: it is {self.to_act_label}'s decision "
                f"({self.phase_label})",
                g.turn_rule,
            )
        if action.kind not in g.flow.allowed[self.phase]:
            allowed = ", ".join(sorted(g.flow.allowed[self.phase])) or "none"
            phase_rules = g.flow.by_id[self.phase].rules or kind.rules
            raise self.violation(
                WrongPhase,
                f"{action.kind} is not allowed during {self.phase_label}; allowed now: {allowed}",
                *(phase_rules[:1] or ()),
            )
        bad = kind.validate(action)
        if bad:
            raise MalformedAction(bad)
        for req in kind.requires:
            reason = req.test(self, action)
            if reason:
                raise self.violation(RequirementUnmet, reason, req.rule)
        self._check(action)
        if self._legal is None:
            self._legal = () if self.is_over else tuple(self._legal_actions())
        if action not in set(self._legal):
            n = len(self._legal)
            if n == 1:
                reason = f"{action} is not the one legal action now ({self._legal[0]})"
            elif n == 0:
                reason = f"{action} is not legal: no action is legal now"
            else:
                reason = f"{action} is not one of the {n} legal actions now"
            raise self.violation(RequirementUnmet, reason, *(kind.rules[:1] or ()))

    # ------------------------------------------------------------- helpers
    def violation(self, cls: type[RuleViolation], reason: str, *rule_ids: str) -> RuleViolation:
        """Build a refusal of kind ``cls`` citing ``rule_ids`` (first one decides)."""
        rule = self.game.rules.get(rule_ids[0]) if rule_ids else None
        return cls(
            reason,
            rule_ids,
            passage=rule.passage if rule else "",
            summary=rule.summary if rule else "",
        )

    def refuse(self, reason: str, *rule_ids: str, kind: type[RuleViolation] = RequirementUnmet):
        """Raise a refusal (use in ``_check``/``_execute``) citing ``rule_ids``."""
        raise self.violation(kind, reason, *rule_ids)

    def emit(self, text: str, *rules: str, actor: int | None = None) -> None:
        """Append a log event naming the rule ids it applied."""
        # A plain tuple now, an Event when the log is read: emitting stays cheap.
        self._log = ((self._steps, text, rules, actor), self._log)

    def goto(self, phase: str) -> None:
        """Move the flow to ``phase``; only along a declared edge."""
        if (self.phase, phase) not in self.game.flow.edges:
            raise FlowError(
                f"{self.game.id}: no transition {self.phase!r} -> {phase!r} in the phase graph"
            )
        if _flow._TRACE is not None:
            _flow._TRACE.add((self.game.id, self.phase, phase))
        self.phase = phase

    def finish(
        self,
        scores: Sequence[float],
        winners: Sequence[int],
        reason: str,
        rules: Sequence[str] = (),
        breakdown: Sequence[dict] = (),
        tiebreak: str = "",
        end_phase: str | None = None,
    ) -> None:
        """End the game: go to the end phase and record the outcome."""
        end = end_phase or self.game.flow.end_phases()[0]
        if self.phase != end:
            self.goto(end)
        self.is_over = True
        self.to_act = None
        self.outcome = Outcome(
            tuple(scores), tuple(winners), reason, tuple(rules), tuple(breakdown), tiebreak
        )
        self.emit(f"game over: {self.outcome}", *rules)

    # ---------------------------------------------------------- reading
    @property
    def log(self) -> list[Event]:
        """Every event so far, oldest first."""
        return [Event._make(e) for e in _iter_cons(self._log)]

    @property
    def history(self) -> list[Any]:
        """Actions (and forced chance outcomes) since setup, oldest first."""
        return list(_iter_cons(self._history))

    @property
    def actions(self) -> list[Action]:
        return [h for h in self.history if isinstance(h, Action)]

    @property
    def steps(self) -> int:
        return self._steps

    @property
    def to_act_label(self) -> str:
        """Who is to act, as the texts write it: ``"P2"`` when ``to_act == 1``, else ``"nobody"``.

        Read-only; ``to_act`` itself stays the 0-based seat the API uses.
        """
        return seat_label(self.to_act)

    @property
    def phase_label(self) -> str:
        return self.game.flow.by_id[self.phase].label

    def scores(self) -> list[float] | None:
        if self.outcome is not None:
            return list(self.outcome.scores)
        return self._scores()

    def undo(self) -> State:
        """The state before the last action (or forced outcome).

        Returns the very object it came from while that is still referenced
        elsewhere; otherwise an equal state rebuilt by replaying the history.

        Raises
        ------
        ValueError
            At the start of the game.
        """
        parent = self._parent() if self._parent is not None else None
        if parent is not None:
            return parent
        if self._history is None:
            raise ValueError("nothing to undo: this is the first known position")
        doc = json.loads(self.to_json())
        doc["history"] = doc["history"][:-1]
        return load_state(self.game, doc)

    def view(self, player: int | None = None) -> dict:
        """The table as ``player`` may see it (hidden information removed)."""
        return self._view(player)

    def snapshot(self) -> dict:
        """Everything that defines the position, as plain data."""
        return {
            "game": self.game.id,
            "players": self.players,
            "options": dict(self.options),
            "phase": self.phase,
            "to_act": self.to_act,
            "is_over": self.is_over,
            "chance": self.chance.to_data(),
            "data": to_plain(self.data),
        }

    def fingerprint(self) -> str:
        """A short hash of :meth:`snapshot` (for "did this change?" checks)."""
        import hashlib

        text = json.dumps(self.snapshot(), sort_keys=True, default=str)
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    # ------------------------------------------------------------ what-if
    def with_outcomes(self, **outcomes: Sequence[Any]) -> State:
        """A copy whose next chance draws of each key return the given values.

        Raises
        ------
        InvalidOutcome
            A key the game does not have, or a value its draws can never produce
            (checked now; whether the value is still available is checked at the
            draw, which refuses with ``ImpossibleOutcome``).

        Examples
        --------
        >>> s2 = s.with_outcomes(die=["move", "energy"])  # doctest: +SKIP
        """
        new = self._clone()
        for key, values in outcomes.items():
            if isinstance(values, str):
                values = (values,)
            elif isinstance(values, (list, tuple)):
                values = tuple(values)
            else:
                raise InvalidOutcome(f"{key}: expected a list of outcomes, got {short(values)}")
            problem = self.game.chance_problem(key, values)
            if problem:
                raise InvalidOutcome(problem)
            new.chance.force(key, values)
            new._history = ({"force": key, "values": list(values)}, new._history)
        return new

    # ------------------------------------------------------------- saving
    def to_json(self, indent: int | None = None) -> str:
        """The game as JSON: game id, players, seed, options and the history.

        Loading replays the history, so a save can never hold an inconsistent position.
        """
        doc = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game.id,
            "players": self.players,
            "seed": self.seed,
            "options": {k: v for k, v in self.options.items()},
            "history": [
                str(h) if isinstance(h, Action) else h for h in self.history
            ],
        }
        if self.game.custom_content is not None:
            doc["content"] = self.game.custom_content
        return json.dumps(doc, ensure_ascii=False, indent=indent)

    # ------------------------------------------------------------ equality
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return (
            self.game.id == other.game.id
            and self.seed == other.seed
            and self._steps == other._steps
            and [str(h) if isinstance(h, Action) else h for h in self.history]
            == [str(h) if isinstance(h, Action) else h for h in other.history]
            and self.snapshot() == other.snapshot()
        )

    __hash__ = None  # type: ignore[assignment]

    # States are values: copies share the (immutable) history and parent link,
    # and pickles flatten the history so long games do not hit recursion limits.
    def __copy__(self) -> State:
        return self._clone_keep_parent()

    def __deepcopy__(self, memo: dict) -> State:
        return self._clone_keep_parent()

    def _clone_keep_parent(self) -> State:
        new = self._clone()
        new._parent = self._parent
        return new

    def __getstate__(self) -> dict:
        d = dict(self.__dict__)
        d["_log"] = list(_iter_cons(self._log))
        d["_history"] = list(_iter_cons(self._history))
        d["_parent"] = None
        d["_legal"] = None
        d["_legal_set"] = None
        return d

    def __setstate__(self, d: dict) -> None:
        log, history = d.pop("_log"), d.pop("_history")
        self.__dict__.update(d)
        self._log = _to_cons(log)
        self._history = _to_cons(history)

    def __repr__(self) -> str:
        who = seat_label(self.to_act, nobody="-")
        return (
            f"<{self.game.id} {self.players}p seed={self.seed} step={self._steps} "
            f"phase={self.phase} to_act={who}>"
        )

    def __str__(self) -> str:
        if self.is_over:
            return f"{self.game.title}: {self.outcome}"
        return f"{self.game.title}: {self.phase_label}, {self.to_act_label} to act"

    def _repr_html_(self) -> str:
        from .display import state_html

        return state_html(self)


def load_state(game: Game, text: str | bytes | dict) -> State:
    """Validate and replay a save made by :meth:`State.to_json`.

    A save is untrusted input: it is read as data only (content inside it is never
    a path), with limits on size, nesting and numbers.

    Raises
    ------
    InvalidSave
        Naming every bad field at once, or the first history entry that fails.
    """
    if isinstance(text, dict):
        doc = text
        shape = data_problems(doc)
        if shape:
            raise InvalidSave(shape)
    else:
        try:
            doc = loads(text)
        except UntrustedDataError as e:
            raise InvalidSave(str(e)) from None
    if not isinstance(doc, dict):
        raise InvalidSave(f"expected a JSON object, got {type(doc).__name__}")
    problems = []
    if doc.get("format") != SAVE_FORMAT:
        problems.append(f"format: expected {SAVE_FORMAT!r}, got {short(doc.get('format'))}")
    if doc.get("version") != SAVE_VERSION:
        problems.append(f"version: expected {SAVE_VERSION}, got {short(doc.get('version'))}")
    if doc.get("game") != game.id:
        problems.append(f"game: this is {game.id!r}, the save is for {short(doc.get('game'))}")
    players = doc.get("players")
    lo, hi = game.players
    if type(players) is not int or not lo <= players <= hi:
        problems.append(f"players: expected a whole number from {lo} to {hi}, got {short(players)}")
    seed = doc.get("seed")
    if type(seed) is not int or seed.bit_length() > 64:
        problems.append(f"seed: expected a whole number of at most 64 bits, got {short(seed)}")
    options = doc.get("options", {})
    if not isinstance(options, dict):
        problems.append(f"options: expected an object, got {type(options).__name__}")
        options = {}
    else:
        problems.extend(f"options: {p}" for p in game.option_problems(options))
    history = doc.get("history")
    if not isinstance(history, list):
        problems.append(f"history: expected a list, got {type(history).__name__}")
        history = []
    else:
        for i, h in enumerate(history):
            if isinstance(h, str):
                continue
            if (
                isinstance(h, dict)
                and set(h) == {"force", "values"}
                and isinstance(h["force"], str)
                and isinstance(h["values"], list)
            ):
                continue
            problems.append(
                f"history[{i}]: expected an action text or a forced outcome, got {short(h)}"
            )
            if len(problems) > 20:
                break
    content = doc.get("content")
    if "content" in doc and not isinstance(content, dict):
        problems.append(
            f"content: expected the content tables as an object, got {short(content)} "
            "(a save holds its content as data, never a file name)"
        )
    unknown = set(doc) - {"format", "version", "game", "players", "seed", "options", "history", "content"}
    if unknown:
        fields = "unknown field" if len(unknown) == 1 else "unknown fields"
        problems.append(f"{fields}: {', '.join(sorted(short(k) for k in unknown))}")
    if problems:
        raise InvalidSave(problems)
    g = game
    if content is not None:
        try:
            g = game.base.with_content_data(content)
        except ValueError as e:
            raise InvalidSave(f"content: {e}") from None
    try:
        s = g.new(players=players, seed=seed, **options)
    except ValueError as e:
        raise InvalidSave(f"options: {e}") from None
    for i, h in enumerate(history):
        try:
            if isinstance(h, str):
                s = s.apply(h)  # parsed for this position: a refusal names its seats
            else:
                s = s.with_outcomes(**{h["force"]: h["values"]})
        except ValueError as e:  # RuleViolation, InvalidOutcome
            raise InvalidSave(f"history[{i}] {short(h)} cannot be replayed: {e}") from None
    return s

