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
import functools
import json
import re
import weakref
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import repeat
from operator import is_
from typing import TYPE_CHECKING, Any, NamedTuple, NoReturn, TypeAlias, TypeVar

import msgspec

from ..errors import (
    FlowError,
    GameOver,
    ImpossibleOutcome,
    InvalidOutcome,
    InvalidPosition,
    InvalidSave,
    MalformedAction,
    NotYourTurn,
    RequirementUnmet,
    RuleViolation,
    UnknownAction,
    WrongPhase,
)
from ..i18n import _, game_title, ngettext
from . import flow as _flow
from .actions import Action, parse_action_text
from .chance import Chance
from .plain import to_plain
from .position import (
    ForcedDoc,
    LogDoc,
    apply_changes,
    check_position,
    decode_position,
    encode_table,
    position_problems,
    schema_message,
    table_of,
    table_types,
)
from .untrusted import MAX_TEXT, UntrustedDataError, data_problems, loads, short, too_long
from .words import number_text, seat_label, seat_range

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

_T = TypeVar("_T")
#: An immutable linked list, newest item first: ``(item, rest)`` or ``None`` when
#: empty. States share their history and log this way; appending is one tuple.
_Cons: TypeAlias = "tuple[_T, _Cons[_T] | None]"
#: One log entry as it is kept: step, message, rule ids, acting seat and the words that
#: fill the message's fields (``None``: the message is the text). An Event when read.
_LogEntry: TypeAlias = "tuple[int, str, tuple[str, ...], int | None, dict[str, Any] | None]"
#: One history entry: an action, or a forced outcome ``{"force": key, "values": [...]}``.
_HistoryEntry: TypeAlias = "Action | dict[str, Any]"

# True while a what-if's action is tried out to see whether its forced draws fit
# (one process-wide flag: states are not shared between threads while trying).
_TRYING = False

SAVE_FORMAT = "lunarrules-save"
SAVE_VERSION = 2
#: Saves written before positions were stored (history only) still load.
REPLAY_VERSION = 1


@functools.cache
def _version() -> str:
    from .. import __version__

    return __version__


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


class Later:
    """Words for a log line, put together only when the line is read.

    ``Later(amount, 2, "money", "+")`` stands in a message's field for
    ``amount(2, "money", "+")``; ``fn`` must be a pure function of its arguments
    (the table may have changed by the time the log is read).
    """

    __slots__ = ("fn", "args")

    def __init__(self, fn: Any, *args: Any) -> None:
        self.fn = fn
        self.args = args

    def __format__(self, spec: str) -> str:
        return format(self.fn(*self.args), spec)

    def __str__(self) -> str:
        return str(self.fn(*self.args))

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Later) and self.fn is other.fn
                and self.args == other.args)

    def __hash__(self) -> int:
        return hash((self.fn, self.args))

    def __reduce__(self) -> tuple[Any, ...]:
        return (Later, (self.fn, *self.args))


def _event(e: _LogEntry) -> Event:
    step, text, rules, actor, words = e
    return Event(step, text.format(**words) if words else text, rules, actor)


@dataclass(frozen=True)
class Outcome:
    """How the game ended: scores, winners (seats), why, and tie-break details."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    reason: str
    rules: tuple[str, ...] = ()
    breakdown: tuple[dict[str, Any], ...] = ()
    tiebreak: str = ""

    @property
    def is_tie(self) -> bool:
        return len(self.winners) > 1

    def __str__(self) -> str:
        scores = ", ".join(f"{seat_label(i)} {number_text(s)}" for i, s in enumerate(self.scores))
        seats = [f"P{w + 1}" for w in self.winners]
        if not seats:
            text = _("nobody wins ({scores}); {reason}")
        elif len(seats) == 1:
            text = _("{winner} wins ({scores}); {reason}")
        else:
            text = _("{winners} share the win ({scores}); {reason}")
        text = text.format(winner=seats[0] if seats else "", winners=_chain(seats),
                           scores=scores, reason=self.reason)
        if self.tiebreak:
            text = _("{outcome}; {tiebreak}").format(outcome=text, tiebreak=self.tiebreak)
        return text


def _chain(items: list[str]) -> str:
    """``"P1 and P2 and P3"``: every item joined by the language's "and"."""
    if not items:
        return ""
    text = items[0]
    for item in items[1:]:
        text = _("{items} and {last}").format(items=text, last=item)
    return text


def _iter_cons(cell: _Cons[_T] | None) -> Iterator[_T]:
    items = []
    while cell is not None:
        items.append(cell[0])
        cell = cell[1]
    return reversed(items)


def _to_cons(items: list[_T]) -> _Cons[_T] | None:
    cell: _Cons[_T] | None = None
    for x in items:
        cell = (x, cell)
    return cell


def _same_types(a: Sequence[tuple[object, Any]], b: Sequence[tuple[object, Any]]) -> bool:
    """Whether two equal parameter tuples hold values of the same types throughout."""
    for (_a, x), (_b, y) in zip(a, b, strict=True):
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
        return _("the acting seat must be a player number, not {value}").format(
            value=short(action.actor))
    if type(action.kind) is not str or len(action.kind) > 100:
        return _("the action kind must be a word, not {value}").format(value=short(action.kind))
    params = action.params
    if type(params) is not tuple or len(params) > 50 or not all(
        type(p) is tuple and len(p) == 2 and type(p[0]) is str and len(p[0]) <= 100
        for p in params
    ):
        return _("{kind}: parameters must be (name, value) pairs, not {value}").format(
            kind=action.kind, value=short(params))
    for name, v in params:
        if type(v) is tuple:
            if len(v) <= 1000 and all(map(_plain_value, v)):
                continue
        elif _plain_value(v):
            continue
        return _("{kind}: parameter {name} must be a word, a whole number, yes/no "
                 "or a list of those, not {value}").format(kind=action.kind, name=name,
                                                           value=short(v))
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
    turn: int
    #: Setup draws forced with ``Game.new(outcomes=...)`` (kept for saves).
    setup_outcomes: dict[str, tuple[Any, ...]]

    # Set by _blank/_clone (never class attributes): the shared history and log,
    # the move count, the cached legal actions and the weak link undo follows.
    _log: _Cons[_LogEntry] | None
    _history: _Cons[_HistoryEntry] | None
    _steps: int
    _replayable: bool
    _legal: tuple[Action, ...] | None
    _legal_set: dict[Action, Action] | None
    _parent: weakref.ref[State] | None

    # ------------------------------------------------------------ construction
    @classmethod
    def _new(cls, game: Game, players: int, seed: int, options: dict[str, Any],
             outcomes: Mapping[str, tuple[Any, ...]] | None = None) -> State:
        s = cls._blank(game, players, seed, options)
        if outcomes:
            s.setup_outcomes = dict(outcomes)
            for key, values in outcomes.items():
                s.chance.force(key, values)
        s._setup()
        return s

    @classmethod
    def _blank(cls, game: Game, players: int, seed: int, options: dict[str, Any], *,
               chance: bool = True) -> State:
        s = cls.__new__(cls)
        s.game = game
        s.players = players
        s.options = options
        s.seed = seed
        s.setup_outcomes = {}
        s._replayable = True
        if chance:  # else the caller sets the stream it has
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

    def _restore(self) -> None:
        """Rebuild what the state derives from its game (catalogues, caches).

        Called after a table was loaded from a snapshot or edited; ``_setup`` sets
        the same attributes for a new game.
        """

    def _position_problems(self) -> list[str]:
        """Every way the table breaks the game's conservation rules (empty: none).

        Pieces and cards that exist (no more ships, domes or cards than the game
        has, none in two places), resources and markers in range, pending
        decisions that belong to a player who can make them. Each text names the
        field (``energy[1]: -2 is below 0``). The kernel checks the flow and that
        the player to act has a legal action.
        """
        return []

    def _scores(self) -> list[float] | None:
        """Current victory points per seat, if the game shows them during play."""
        return None

    def _describe(self, action: Action) -> str | None:
        """The action in the game's own words ("Land ship 1 on Nebra"), or None.

        Called for legal and illegal actions alike (a quiz asks about both): read
        names from the content, never assume the action is possible.
        """
        return None

    def _picture(self) -> str | None:
        """A picture of the whole table as HTML with inline SVG, or None.

        Games draw it in their ``picture.py``: every zone a rule reads, each seat's
        pieces and numbers, in the game's words (never field names or engine
        notation). Icons are inline SVG with a text alternative, never emoji or glyph
        fonts. Notebooks show it as the state's rich display.
        """
        return None

    def _view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may see (``None``: a spectator). Default: everything."""
        view: dict[str, Any] = to_plain(self.data)
        return view

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
            return _("an action this game does not have ({kind})").format(kind=short(action.kind))
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
                _("expected an Action or its text, got {type}").format(type=type(action).__name__),
                action=action,
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
                GameOver, _("the game is over ({reason})").format(
                    reason=self.outcome.reason if self.outcome else ""),
                *ended_by,
            )
        kind = g.kinds.get(action.kind)
        if kind is None:
            raise UnknownAction(
                _("unknown action kind {kind}; this game has: {kinds}").format(
                    kind=repr(action.kind), kinds=", ".join(sorted(g.kinds)))
            )
        if not 0 <= action.actor < self.players:
            raise MalformedAction(
                ngettext("{seat} is not a player in this {n}-player game ({seats})",
                         "{seat} is not a player in this {n}-player game ({seats})",
                         self.players).format(seat=seat_label(action.actor), n=self.players,
                                              seats=seat_range(self.players))
            )
        if action.actor != self.to_act:
            raise self.violation(
                NotYourTurn,
                _("{player} cannot act now ({action}): it is {other}'s decision ({phase})").format(
                    player=f"P{action.actor + 1}", action=kind.shown_label,
                    other=self.to_act_label, phase=self.phase_label),
                g.turn_rule,
            )
        if action.kind not in g.flow.allowed[self.phase]:
            allowed = "; ".join(
                _("\u201c{action}\u201d").format(action=g.kinds[k].shown_label)
                for k in sorted(g.flow.allowed[self.phase])
            ) or _("nothing")
            phase_rules = g.flow.by_id[self.phase].rules or kind.rules
            raise self.violation(
                WrongPhase,
                _("\u201c{action}\u201d is not allowed during {phase}; allowed now: {allowed}").format(
                    action=kind.shown_label, phase=self.phase_label, allowed=allowed),
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
                reason = _("{action} is not the one legal action now ({legal})").format(
                    action=action, legal=self._legal[0])
            elif n == 0:
                reason = _("{action} is not legal: no action is legal now").format(action=action)
            else:
                reason = ngettext("{action} is not one of the {n} legal actions now",
                                  "{action} is not one of the {n} legal actions now", n).format(
                    action=action, n=n)
            raise self.violation(RequirementUnmet, reason, *(kind.rules[:1] or ()))

    # ------------------------------------------------------------- helpers
    def violation(self, cls: type[RuleViolation], reason: str, *rule_ids: str) -> RuleViolation:
        """Build a refusal of kind ``cls`` citing ``rule_ids`` (first one decides).

        The refusal carries the rule's summary in the language in use and its
        passage verbatim.
        """
        rule = self.game.rules.get(rule_ids[0]) if rule_ids else None
        return cls(
            reason,
            rule_ids,
            passage=rule.passage if rule else "",
            summary=rule.translated_summary if rule else "",
        )

    def refuse(
        self, reason: str, *rule_ids: str, kind: type[RuleViolation] = RequirementUnmet
    ) -> NoReturn:
        """Raise a refusal (use in ``_check``/``_execute``) citing ``rule_ids``."""
        raise self.violation(kind, reason, *rule_ids)

    def emit(self, text: str, *rules: str, actor: int | None = None, **words: Any) -> None:
        """Append a log event naming the rule ids it applied.

        ``text`` is the message in the language in use; ``words`` fill its fields when
        the log is read (``emit(_("lands on {world}"), "TEG-LAND", world=name)``), so a
        playout that never reads its log does not build its lines. A word that takes
        work to put together can be a :class:`Later`.
        """
        # A plain tuple now, an Event when the log is read: emitting stays cheap.
        self._log = ((self._steps, text, rules, actor, words or None), self._log)

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
        breakdown: Sequence[dict[str, Any]] = (),
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
        self.emit(_("game over: {outcome}"), *rules, outcome=self.outcome)

    # ---------------------------------------------------------- reading
    @property
    def log(self) -> list[Event]:
        """Every event so far, oldest first."""
        return [_event(e) for e in _iter_cons(self._log)]

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
        """The current phase's label in the language in use."""
        label = self.game.flow.by_id[self.phase].label
        return _(label) if label else label

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
            raise ValueError(_("nothing to undo: this is the first known position"))
        if not self._replayable:
            raise ValueError(_("nothing to undo: this position was loaded or set up by hand "
                               "without the moves that led to it"))
        doc = self._save_doc(history=True, position=False)
        doc["history"] = doc["history"][:-1]
        return load_state(self.game, doc, replay=True)

    def view(self, player: int | None = None) -> dict[str, Any]:
        """The table as ``player`` may see it (hidden information removed)."""
        return self._view(player)

    def snapshot(self) -> dict[str, Any]:
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
                raise InvalidOutcome(_("{key}: expected a list of outcomes, got {value}").format(
                    key=key, value=short(values)))
            problem = self.game.chance_problem(key, values)
            if problem:
                raise InvalidOutcome(problem)
            new.chance.force(key, values)
            new._history = ({"force": key, "values": list(values)}, new._history)
        return new

    # ------------------------------------------------------------- saving
    def to_json(self, indent: int | None = None, *, history: bool = True) -> str:
        """The position as a versioned JSON snapshot (see :mod:`.position`).

        The snapshot holds the table, the chance stream, the options and any
        custom content, so loading it does not replay anything. With
        ``history=True`` (the default) it also holds the moves since setup and the
        log, when they are known (not for a position set up by hand).

        Parameters
        ----------
        indent : int, optional
            Indent the JSON for people to read.
        history : bool
            Include the moves and the log.
        """
        doc = self._save_doc(history=history)
        if indent is None:
            text = msgspec.json.encode(doc).decode()
        else:
            text = json.dumps(msgspec.to_builtins(doc, str_keys=True), ensure_ascii=False,
                              indent=indent)
        _remember(text)
        return text

    def _save_doc(self, *, history: bool, position: bool = True) -> dict[str, Any]:
        g = self.game
        doc: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": g.id,
            "lunarrules": _version(),
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
        }
        if g.custom_content is not None:
            doc["content"] = g.custom_content
        if self.setup_outcomes:
            doc["outcomes"] = {k: list(v) for k, v in self.setup_outcomes.items()}
        if position and g.table is not None:
            out = self.outcome
            doc["position"] = {
                "phase": self.phase,
                "to_act": self.to_act,
                "turn": self.turn,
                "steps": self._steps,
                "outcome": None if out is None else {
                    "scores": list(out.scores), "winners": list(out.winners),
                    "reason": out.reason, "rules": list(out.rules),
                    "breakdown": [to_plain(b) for b in out.breakdown],
                    "tiebreak": out.tiebreak,
                },
                "chance": self.chance.to_data(),
                "table": self.data,
            }
        if (history or "position" not in doc) and self._replayable:
            doc["history"] = _history_texts(self.history)
            if history:
                doc["log"] = [[e.step, e.text, list(e.rules), e.actor] for e in self.log]
        elif "position" not in doc:
            raise ValueError(_("{title} does not describe its table, and this position was "
                               "set up by hand: it cannot be saved").format(title=game_title(g)))
        return doc

    # ----------------------------------------------------------- positions
    def position_problems(self) -> list[str]:
        """Every reason this is not a possible position of the game (empty: none).

        Like python-chess's ``Board.status()``: the flow, the game's conservation
        rules (pieces and cards that exist, each in one place, resources and
        tracks in range) and that the player to act has something to do.
        """
        return position_problems(self, thorough=True)

    def edit(self, changes: Mapping[str, Any] | None = None, /, **fields: Any) -> State:
        """A copy of this position with parts of the table set by hand (not a move).

        Fields are named as in :meth:`view` and the snapshot's ``table``, with
        ``[n]`` for a place in a list and dots for parts of a record
        (``{"energy[0]": 3}``, ``seats=[...]``). ``phase`` and ``to_act`` (a seat
        number or ``"P2"``) set the flow. The copy is checked as a whole; its
        undo returns this position; its saves hold the position without moves.

        Raises
        ------
        InvalidPosition
            Listing every problem: unknown fields, wrong types, and every broken
            conservation rule of the game.

        Examples
        --------
        >>> s2 = s.edit({"energy[0]": 3})  # doctest: +SKIP
        """
        g = self.game
        if g.table is None:
            raise InvalidPosition(_("{game} does not describe its table: positions "
                                    "cannot be set up by hand").format(game=game_title(g)))
        if self.is_over:
            raise InvalidPosition(_("the game is over: set up a position before the end"))
        changes = {**(changes or {}), **fields}
        flow = {k: changes.pop(k) for k in ("phase", "to_act") if k in changes}
        plain = encode_table(self.data)
        problems = apply_changes(plain, changes)
        table_t = table_types(g)[0]
        doc: Any = None
        try:
            doc = msgspec.convert(plain, table_t, str_keys=True)
        except msgspec.ValidationError as e:
            problems.append(schema_message(e, "").lstrip("."))
        if "phase" in flow and flow["phase"] not in g.flow.by_id:
            problems.append("phase: " + _("{phase} is not a phase of {game} ({phases})").format(
                phase=short(flow["phase"]), game=game_title(g), phases=", ".join(g.flow.by_id)))
        seat = flow.get("to_act", self.to_act)
        if isinstance(seat, str) and re.fullmatch(r"P[1-9][0-9]?", seat):
            seat = int(seat[1:]) - 1
        if seat is not None and (type(seat) is not int or not 0 <= seat < self.players):
            problems.append("to_act: " + _("{seat} is not a seat of this game ({seats})").format(
                seat=short(flow.get("to_act")), seats=seat_range(self.players)))
        if doc is None or "phase" in flow and flow["phase"] not in g.flow.by_id:
            raise InvalidPosition(problems)
        new = self._clone()
        new.data = table_of(doc)
        new.phase = flow.get("phase", self.phase)
        new.to_act = seat if not problems else self.to_act
        new._history = None
        new._replayable = False
        new._restore()
        # Said in words (the log is read by learners); the changes are in the call.
        parts = len({*changes, *flow})
        if parts:
            new.emit(ngettext("position set up by hand ({n} part of the table changed)",
                              "position set up by hand ({n} parts of the table changed)",
                              parts), n=parts)
        else:
            new.emit(_("position set up by hand (nothing changed)"))
        problems.extend(position_problems(new, thorough=True))
        if problems:
            raise InvalidPosition(problems)
        return new

    # ------------------------------------------------------------ equality
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return (
            self.game.id == other.game.id
            and self.seed == other.seed
            and self._steps == other._steps
            and _history_texts(self.history) == _history_texts(other.history)
            and self.snapshot() == other.snapshot()
        )

    __hash__ = None  # type: ignore[assignment]

    # States are values: copies share the (immutable) history and parent link,
    # and pickles flatten the history so long games do not hit recursion limits.
    def __copy__(self) -> State:
        return self._clone_keep_parent()

    def __deepcopy__(self, memo: dict[int, Any]) -> State:
        return self._clone_keep_parent()

    def _clone_keep_parent(self) -> State:
        new = self._clone()
        new._parent = self._parent
        return new

    def __getstate__(self) -> dict[str, Any]:
        d = dict(self.__dict__)
        d["_log"] = list(_iter_cons(self._log))
        d["_history"] = list(_iter_cons(self._history))
        d["_parent"] = None
        d["_legal"] = None
        d["_legal_set"] = None
        return d

    def __setstate__(self, d: dict[str, Any]) -> None:
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
        title = game_title(self.game)
        if self.is_over:
            return f"{title}: {self.outcome}"
        return _("{title}: {phase}, {player} to act").format(
            title=title, phase=self.phase_label, player=self.to_act_label)

    def _repr_html_(self) -> str:
        from .display import state_html

        return state_html(self)


def _history_texts(history: list[Any]) -> list[Any]:
    """The history as saved: action texts (each distinct action written once), outcomes."""
    # Keyed by identity: listed actions are shared objects (kernel.actions.shared_action),
    # and equal-but-differently-typed values (1 and True) never share a text.
    texts: dict[int, str] = {}
    out: list[Any] = []
    for h in history:
        if isinstance(h, Action):
            t = texts.get(id(h))
            if t is None:
                t = texts[id(h)] = str(h)
            out.append(t)
        else:
            out.append(h)
    return out


_SAVE_FIELDS = frozenset({
    "format", "version", "game", "lunarrules", "players", "seed", "options", "content",
    "outcomes", "position", "history", "log",
})


def _read_doc(text: str | bytes | dict[str, Any]) -> Any:
    """Untrusted save text (or its parsed dict) as plain data, with the reader's limits."""

    if isinstance(text, dict):
        shape = data_problems(text)
        if shape:
            raise InvalidSave(shape)
        return text
    if isinstance(text, str):
        if len(text) > MAX_TEXT:
            raise InvalidSave(too_long(len(text), "characters"))
        try:
            text = text.encode("utf-8")
        except UnicodeEncodeError:
            raise InvalidSave(_("not UTF-8 text")) from None
    if not isinstance(text, (bytes, bytearray)):
        raise InvalidSave(_("expected JSON text, got {type}").format(type=type(text).__name__))
    if len(text) > MAX_TEXT:
        raise InvalidSave(too_long(len(text), "bytes"))
    try:
        # msgspec refuses NaN/Infinity and out-of-range floats, and checks UTF-8.
        return msgspec.json.decode(text)
    except (msgspec.DecodeError, msgspec.ValidationError) as e:
        try:  # the plain reader says where and why in more words
            return loads(text)
        except UntrustedDataError as e2:
            raise InvalidSave(str(e2)) from None
        raise InvalidSave(_("not JSON ({error})").format(error=e)) from None
    except RecursionError:
        raise InvalidSave(_("nested too deep")) from None


def _header_problems(game: Game, doc: dict[str, Any]) -> list[str]:
    problems = []
    if doc.get("format") != SAVE_FORMAT:
        problems.append("format: " + _("expected {expected}, got {got}").format(
            expected=repr(SAVE_FORMAT), got=short(doc.get("format"))))
    version = doc.get("version")
    if version not in (SAVE_VERSION, REPLAY_VERSION) or type(version) is not int:
        problems.append("version: " + _("expected {expected} (or {other}), got {got}").format(
            expected=SAVE_VERSION, other=REPLAY_VERSION, got=short(version)))
    if doc.get("game") != game.id:
        problems.append("game: " + _("this is {game}, the save is for {other}").format(
            game=repr(game.id), other=short(doc.get("game"))))
    if "lunarrules" in doc and not isinstance(doc["lunarrules"], str):
        problems.append("lunarrules: " + _("expected a version text, got {got}").format(
            got=short(doc["lunarrules"])))
    players = doc.get("players")
    lo, hi = game.players
    if type(players) is not int or not lo <= players <= hi:
        problems.append("players: " + _("expected a whole number from {lo} to {hi}, got {got}")
                        .format(lo=lo, hi=hi, got=short(players)))
    seed = doc.get("seed")
    if type(seed) is not int or seed.bit_length() > 64:
        problems.append("seed: " + _("expected a whole number of at most 64 bits, got {got}")
                        .format(got=short(seed)))
    options = doc.get("options", {})
    if not isinstance(options, dict):
        problems.append("options: " + _("expected an object, got {got}").format(
            got=type(options).__name__))
    else:
        problems.extend(data_problems(options, "options"))
        problems.extend(f"options: {p}" for p in game.option_problems(options))
    outcomes = doc.get("outcomes", {})
    if not isinstance(outcomes, dict):
        problems.append("outcomes: " + _("expected an object, got {got}").format(
            got=short(outcomes)))
    else:
        for key, values in outcomes.items():
            if not isinstance(values, list) or data_problems(values):
                problems.append(f"outcomes.{short(key)}: " + _("expected a list of outcomes"))
                continue
            p = game.chance_problem(key, tuple(values))
            if p:
                problems.append(f"outcomes: {p}")
    history = doc.get("history")
    if history is None and ("position" not in doc or version == REPLAY_VERSION):
        problems.append("history: " + _("a save without a position needs the moves (a list)"))
    elif history is not None and not isinstance(history, list):
        problems.append("history: " + _("expected a list, got {got}").format(
            got=type(history).__name__))
    elif history:
        for i, h in enumerate(history):
            if isinstance(h, str) and len(h) <= 2000:
                continue
            if (
                isinstance(h, dict)
                and set(h) == {"force", "values"}
                and isinstance(h["force"], str)
                and isinstance(h["values"], list)
                and not data_problems(h["values"])
            ):
                continue
            problems.append(f"history[{i}]: " + _(
                "expected an action text or a forced outcome, got {got}").format(got=short(h)))
            if len(problems) > 20:
                break
    if "position" in doc and game.table is None:
        problems.append("position: " + _("{game} does not describe its table; "
                                         "its saves hold the moves only").format(
            game=game_title(game)))
    if "position" in doc and not isinstance(doc["position"], dict):
        problems.append("position: " + _("expected an object, got {got}").format(
            got=short(doc["position"])))
    content = doc.get("content")
    if "content" in doc and not isinstance(content, dict):
        problems.append("content: " + _(
            "expected the content tables as an object, got {got} "
            "(a save holds its content as data, never a file name)").format(got=short(content)))
    unknown = set(doc) - _SAVE_FIELDS
    if unknown:
        problems.append(ngettext("unknown field: {fields}", "unknown fields: {fields}",
                                 len(unknown)).format(
            fields=", ".join(sorted(short(k) for k in unknown))))
    return problems


def load_state(game: Game, text: str | bytes | dict[str, Any], *, replay: bool = False) -> State:
    """Validate and load a save made by :meth:`State.to_json`.

    A save is untrusted input: it is read as data only (content inside it is never
    a path), with limits on size, nesting and numbers. A snapshot's position is
    read against the game's table schema and checked as a whole; nothing is
    replayed unless ``replay`` is true (or the save holds moves only), and then
    the replayed position must be the one the save holds.

    Raises
    ------
    InvalidSave
        Naming every bad field of the header, the first field of the table with a
        wrong type, or the first history entry that fails.
    InvalidPosition
        The table breaks the game's rules (lists every problem).
    """
    if not replay and game.table is not None and isinstance(text, (str, bytes)):
        fast = _fast_load(game, text)
        if fast is not None:
            return fast
    doc = _read_doc(text)
    if not isinstance(doc, dict):
        raise InvalidSave(_("expected a JSON object, got {got}").format(got=type(doc).__name__))
    problems = _header_problems(game, doc)
    if problems:
        raise InvalidSave(problems)
    g = game
    content = doc.get("content")
    if content is not None:
        try:
            g = (game.base or game).with_content_data(content)
        except ValueError as e:
            raise InvalidSave(f"content: {e}") from None
    players, seed, options = doc["players"], doc["seed"], doc.get("options", {})
    outcomes = {k: tuple(v) for k, v in doc.get("outcomes", {}).items()}
    history = doc.get("history")
    loaded = None
    if "position" in doc and (not replay or history is None):
        loaded = _load_position(g, doc, players, seed, options, outcomes)
        if not replay:
            return loaded
    try:
        s = g.new(players=players, seed=seed, outcomes=outcomes, **options)
    except ValueError as e:
        raise InvalidSave(f"options: {e}") from None
    for i, h in enumerate(history or ()):
        try:
            if isinstance(h, str):
                s = s.apply(h)  # parsed for this position: a refusal names its seats
            else:
                s = s.with_outcomes(**{h["force"]: h["values"]})
        except ValueError as e:  # RuleViolation, InvalidOutcome
            raise InvalidSave(f"history[{i}] " + _("{action} cannot be replayed: {error}").format(
                action=short(h), error=e)) from None
    if "position" in doc:
        if loaded is None:
            loaded = _load_position(g, doc, players, seed, options, outcomes)
        diff = _first_difference(s, loaded)
        if diff:
            raise InvalidSave("position: " + _("the moves lead to another position ({difference})")
                              .format(difference=diff))
    return s


def _load_position(game: Game, doc: dict[str, Any], players: int, seed: int,
                   options: dict[str, Any], outcomes: dict[str, tuple[Any, ...]]) -> State:
    pos = decode_position(game, doc["position"])
    history = doc.get("history")
    log = None
    if "log" in doc:
        try:
            log = msgspec.convert(doc["log"], list[LogDoc])
        except msgspec.ValidationError as e:
            raise InvalidSave(schema_message(e, "log")) from None
    if history is not None:
        history = [h if isinstance(h, str) else ForcedDoc(h["force"], h["values"])
                   for h in history]
    return _from_position(game, pos, players, seed, options, outcomes, history, log)


def _from_position(game: Game, pos: Any, players: int, seed: int, options: dict[str, Any],
                   outcomes: dict[str, tuple[Any, ...]], history: list[str | ForcedDoc] | None,
                   log: list[LogDoc] | None, *, check: bool = True) -> State:
    """The state a decoded snapshot position describes, checked (see ``check_position``)
    unless ``check`` is false (a snapshot this process wrote itself)."""
    if not 0 <= pos.chance.state < 1 << 64:
        raise InvalidSave("position.chance.state: " + _(
            "expected a whole number from 0 to 2**64 - 1"))
    o = pos.outcome
    if o is not None and check:
        problems = data_problems(o.breakdown, "position.outcome.breakdown")
        if problems:
            raise InvalidSave(problems)
    full = {o.name: options.get(o.name, o.default) for o in game.options} if options else dict(
        _default_options(game))
    s = game.state_class._blank(game, players, seed, full, chance=False)
    s.setup_outcomes = outcomes
    s.phase = pos.phase
    s.to_act = pos.to_act
    s.turn = pos.turn
    s._steps = pos.steps
    forced = pos.chance.forced
    s.chance = Chance(seed, state=pos.chance.state,
                      forced={k: tuple(v) for k, v in forced.items()} if forced else None)
    if o is not None:
        s.is_over = True
        s.outcome = Outcome(tuple(o.scores), tuple(o.winners), o.reason, tuple(o.rules),
                            tuple(o.breakdown), o.tiebreak)
    s.data = table_of(pos.table)
    if history is None:
        s._replayable = False
    else:
        items: list[Any] = []
        # A game repeats its moves ("P2 decline"): each distinct text is parsed once.
        parsed: dict[str, Action] = {}
        for i, h in enumerate(history):
            if isinstance(h, str):
                a = parsed.get(h)
                if a is None:
                    try:
                        a = parsed[h] = parse_action_text(h, game.kinds, game.players[1], players)
                    except RuleViolation as e:
                        raise InvalidSave(f"history[{i}] {short(h)}: {e}") from None
                items.append(a)
            else:
                problem = game.chance_problem(h.force, tuple(h.values))
                if problem:
                    raise InvalidSave(f"history[{i}]: {problem}")
                items.append({"force": h.force, "values": list(h.values)})
        s._history = _to_cons(items)
    if log is not None:
        s._log = _to_cons([(e.step, e.text, tuple(e.rules), e.actor, None) for e in log])
    s._restore()
    return check_position(s) if check else s


def _default_options(game: Game) -> dict[str, Any]:
    """Every option of ``game`` at its default (kept: loads ask for it each time)."""
    got: dict[str, Any] | None = game.__dict__.get("_default_options")
    if got is None:
        got = game.__dict__["_default_options"] = {o.name: o.default for o in game.options}
    return got


def _options_fine(game: Game, options: dict[str, Any]) -> bool:
    """Whether ``options`` are all right for ``game`` (remembered: saves repeat them)."""
    try:
        # types too: True == 1, but an option that wants yes/no is not given a number
        key = frozenset((k, type(v), v) for k, v in options.items())
    except TypeError:
        return not game.option_problems(options)
    seen: set[Any] = game.__dict__.setdefault("_options_fine", set())
    if key in seen:
        return True
    if game.option_problems(options):
        return False
    if len(seen) < 256:
        seen.add(key)
    return True


#: Digests of the snapshots this process wrote, oldest first (at most WRITTEN_KEPT).
_WRITTEN: dict[tuple[int, int], None] = {}
WRITTEN_KEPT = 4096


def _digest(text: str) -> tuple[int, int]:
    # Python's hash of a str is SipHash keyed with a secret drawn when the process
    # starts, so text from outside cannot be made to collide with a written one. A str
    # keeps its hash: the text to_json returned is looked up without reading it again.
    return len(text), hash(text)


def _remember(text: str) -> None:
    """Note that this process wrote ``text`` from a position the engine made."""
    _WRITTEN[_digest(text)] = None
    if len(_WRITTEN) > WRITTEN_KEPT:
        del _WRITTEN[next(iter(_WRITTEN))]


def _fast_load(game: Game, text: str | bytes) -> State | None:
    """The common case, read at C speed: a well-formed snapshot of this game's default
    content. ``None`` for anything else (the full reader then names the problems).

    A snapshot this process wrote itself, byte for byte (an undo stack, a what-if
    copy, a simulation's checkpoint), holds a position the engine made, so the
    game's conservation rules are not checked again; the types always are. Any
    other text (a file from elsewhere, or changed by one character) is checked
    in full.
    """
    if len(text) > MAX_TEXT:
        return None
    try:
        written = _digest(text if isinstance(text, str) else text.decode()) in _WRITTEN
    except UnicodeDecodeError:
        return None
    save = table_types(game)[2]
    try:
        doc: Any = msgspec.json.decode(text, type=save)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
        return None
    lo, hi = game.players
    if (
        doc.format != SAVE_FORMAT
        or doc.version != SAVE_VERSION
        or doc.game != game.id
        or not lo <= doc.players <= hi
        or not 0 <= doc.seed < 1 << 64
        or doc.content is not None
        or doc.outcomes
        or (doc.options and not _options_fine(game, doc.options))
    ):
        return None
    return _from_position(game, doc.position, doc.players, doc.seed, doc.options, {},
                          doc.history, doc.log, check=not written)


def _first_difference(a: State, b: State) -> str:
    """The first place where two positions differ, as a field path (empty: none)."""
    for name in ("phase", "to_act", "turn", "_steps", "is_over"):
        if getattr(a, name) != getattr(b, name):
            return name.lstrip("_")
    if a.chance != b.chance:
        return "chance"
    if a.data != b.data:
        for key in a.data:
            if a.data[key] != b.data.get(key):
                return f"table.{key}"
        return "table"
    return ""
