"""Actions and the declarations of action kinds.

An :class:`Action` is a small frozen value: who acts, which kind, and named
parameters. Its ``str()`` is readable and parses back exactly
(``game.parse_action(str(a)) == a``), like python-chess's ``Move.uci()``::

    P1 move ship=2 to=planet:ZORG mode=orbit

An :class:`ActionKind` declares, as data, what an action needs and gives: its
parameters, the phases that allow it, its :class:`Requirement` objects (costs
are requirements too), what it produces and what it unlocks. Refusals come from
the requirement objects, and the action-dependency graph is drawn from the same
declarations, so the graph cannot drift from play.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..errors import MalformedAction
from .untrusted import short
from .words import plural, seat_range

if TYPE_CHECKING:  # pragma: no cover
    from .state import State

PARAM_TYPES = ("int", "str", "bool", "ints", "strs")
_TOKEN = re.compile(r"^[^\s=,]+$")


@dataclass(frozen=True, slots=True)
class Action:
    """One move: ``actor`` (0-based seat), ``kind`` and ``params``.

    Build with :meth:`of`; read parameters with ``action["name"]``.

    Examples
    --------
    >>> a = Action.of(0, "move", ship=2, to="zorg", mode="orbit")
    >>> str(a)
    'P1 move ship=2 to=zorg mode=orbit'
    """

    actor: int
    kind: str
    params: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, actor: int, kind: str, **params: Any) -> Action:
        return cls(actor, kind, tuple((k, _freeze(v)) for k, v in params.items()))

    def __getitem__(self, name: str) -> Any:
        for k, v in self.params:
            if k == name:
                return v
        raise KeyError(f"action {self} has no parameter {name!r}")

    def get(self, name: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == name:
                return v
        return default

    @property
    def player(self) -> str:
        return f"P{self.actor + 1}"

    def __str__(self) -> str:
        parts = [f"P{self.actor + 1}", self.kind]
        parts.extend(f"{k}={format_value(v)}" for k, v in self.params)
        return " ".join(parts)

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


_SHARED: dict[tuple[int, str, tuple[tuple[str, Any], ...]], Action] = {}


def shared_action(actor: int, kind: str, params: tuple[tuple[str, Any], ...] = ()) -> Action:
    """The one shared :class:`Action` object for ``(actor, kind, params)``.

    Actions are values, so a game that lists its actions through this builds each
    distinct action once; ``apply`` then recognises a listed action by identity,
    without hashing the list.
    """
    key = (actor, kind, params)
    a = _SHARED.get(key)
    if a is None:
        a = _SHARED[key] = Action(actor, kind, params)
    return a


def _freeze(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(v)
    return v


def words_of(v: Any) -> str:
    """A parameter value in words: ids with spaces, yes/no, numbers as written."""
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, str):
        return "none" if v == "-" else v.replace("_", " ")
    return short(v) if not isinstance(v, int) else str(v)


def format_value(v: Any) -> str:
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, tuple):
        return ",".join(format_value(x) for x in v) if v else "-"
    return str(v)


@dataclass(frozen=True)
class Param:
    """A declared action parameter: ``name``, ``type`` (one of ``PARAM_TYPES``), help."""

    name: str
    type: str = "str"
    help: str = ""

    def parse(self, text: str, kind: str) -> Any:
        t = self.type
        if len(text) > 2000:
            raise MalformedAction(
                f"{kind}: parameter {self.name} is {len(text):,} characters long; "
                f"expected {_TYPE_WORDS[t]}"
            )
        try:
            if t == "int":
                if len(text.lstrip("+-")) > 18:
                    raise ValueError
                return int(text)
            if t == "bool":
                if text in ("yes", "no"):
                    return text == "yes"
                raise ValueError
            if t == "str":
                return text
            items = () if text == "-" else tuple(text.split(","))
            if t == "ints":
                if any(len(x.lstrip("+-")) > 18 for x in items):
                    raise ValueError
                return tuple(int(x) for x in items)
            return items
        except ValueError:
            raise MalformedAction(
                f"{kind}: parameter {self.name}={short(text)} is not {_TYPE_WORDS[t]}"
            ) from None

    def valid(self, value: Any) -> bool:
        t = self.type
        if t == "int":
            return isinstance(value, int) and not isinstance(value, bool)
        if t == "bool":
            return isinstance(value, bool)
        if t == "str":
            return isinstance(value, str) and bool(_TOKEN.match(value))
        if not isinstance(value, tuple):
            return False
        if t == "ints":
            return all(isinstance(x, int) and not isinstance(x, bool) for x in value)
        return all(isinstance(x, str) and _TOKEN.match(x) for x in value)


_TYPE_WORDS = {
    "int": "a whole number",
    "str": "a word without spaces",
    "bool": "yes or no",
    "ints": "comma-separated whole numbers (or - for none)",
    "strs": "comma-separated words (or - for none)",
}


@dataclass(frozen=True)
class Requirement:
    """A requirement of an action: tests, describes, and explains a failure.

    Parameters
    ----------
    rule : str
        The rule id that imposes it (the refusal cites it).
    describe : str
        What is needed, in words, for docs and the dependency graph.
    test : callable ``(state, action) -> str | None``
        ``None`` when met; otherwise the reason with the actual numbers.
    needs : tuple of str
        Resources or conditions it reads: edges ``need -> action`` in the graph.
    """

    rule: str
    describe: str
    test: Callable[[State, Action], str | None]
    needs: tuple[str, ...] = ()

    def failure(self, state: State, action: Action) -> str | None:
        return self.test(state, action)


def Cost(
    resource: str,
    amount: Callable[[State, Action], int] | int,
    have: Callable[[State, Action], int],
    rule: str,
    describe: str = "",
    what: str = "",
) -> Requirement:
    """A requirement that the actor can pay ``amount`` of ``resource``.

    The refusal reads ``"<what> needs 3 energy; you have 2"``.
    """

    def amount_of(state: State, action: Action) -> int:
        return amount(state, action) if callable(amount) else amount

    def test(state: State, action: Action) -> str | None:
        need = amount_of(state, action)
        got = have(state, action)
        if got < need:
            return f"{what or action.kind} needs {need} {resource}; you have {got}"
        return None

    return Requirement(
        rule=rule,
        describe=describe or f"pay {amount if not callable(amount) else 'the cost in'} {resource}",
        test=test,
        needs=(resource,),
    )


@dataclass(frozen=True)
class ActionKind:
    """Declaration of one kind of action.

    Parameters
    ----------
    name : str
        The word in the action text (``"reroll"``).
    label : str
        Plain-words label for widgets (``"Reroll inactive dice"``).
    params : tuple of Param
        Declared parameters, in the order they print.
    requires : tuple of Requirement
        Checked in order after turn and phase; the first failure refuses.
    produces, unlocks : tuple of str
        Resources/conditions it produces and action kinds it makes possible.
    rules : tuple of str
        Rule ids that govern this action kind.
    term : str
        The original-language term, for labels.
    """

    name: str
    label: str
    params: tuple[Param, ...] = ()
    requires: tuple[Requirement, ...] = ()
    produces: tuple[str, ...] = ()
    unlocks: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    term: str = ""
    help: str = ""
    chance: bool = False
    extra: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)

    def param(self, name: str) -> Param:
        for p in self.params:
            if p.name == name:
                return p
        raise KeyError(name)

    def parse(self, actor: int, tokens: Sequence[str]) -> Action:
        values: dict[str, Any] = {}
        for tok in tokens:
            if "=" not in tok:
                raise MalformedAction(
                    f"{self.name}: expected name=value, got {short(tok)}; "
                    f"parameters: {self.signature()}"
                )
            key, _, text = tok.partition("=")
            try:
                spec = self.param(key)
            except KeyError:
                raise MalformedAction(
                    f"{self.name} has no parameter {short(key)}; parameters: {self.signature()}"
                ) from None
            if key in values:
                raise MalformedAction(f"{self.name}: parameter {key!r} given twice")
            values[key] = spec.parse(text, self.name)
        missing = [p.name for p in self.params if p.name not in values]
        if missing:
            raise MalformedAction(
                f"{self.name}: missing {'parameter' if len(missing) == 1 else 'parameters'} "
                f"{', '.join(missing)}; "
                f"parameters: {self.signature()}"
            )
        return Action(actor, self.name, tuple((p.name, values[p.name]) for p in self.params))

    def validate(self, action: Action) -> str | None:
        """Why the action's parameters do not fit this declaration, or ``None``."""
        names = [k for k, _ in action.params]
        expected = [p.name for p in self.params]
        if names != expected:
            return (
                f"{self.name} takes parameters ({', '.join(expected) or 'none'}), "
                f"got ({', '.join(names) or 'none'})"
            )
        for p, (_, v) in zip(self.params, action.params, strict=True):
            if not p.valid(v):
                return f"{self.name}: parameter {p.name}={v!r} is not {_TYPE_WORDS[p.type]}"
        return None

    def words(self, action: Action) -> str:
        """The action in generic plain words: the kind's label and its values.

        Games describe their actions better in ``State._describe``; this is the
        fallback (``"Reroll inactive dice: dice 1 and 3"``).
        """
        parts = []
        for name, value in action.params:
            if isinstance(value, tuple):
                shown = " and ".join(words_of(v) for v in value) if value else "none"
            else:
                shown = words_of(value)
            parts.append(f"{name.replace('_', ' ')} {shown}")
        return self.label + (": " + ", ".join(parts) if parts else "")

    def signature(self) -> str:
        return " ".join(f"{p.name}=<{p.type}>" for p in self.params) or "(none)"


def parse_action_text(
    text: str, kinds: dict[str, ActionKind], max_players: int, players: int | None = None
) -> Action:
    """Parse ``"P2 kind name=value ..."`` against declared kinds.

    Parameters
    ----------
    max_players : int
        The most players the game seats (the seats a text may name without a position).
    players : int, optional
        The players of the position the text is for, when known: the seat must be one
        of them, and a refusal names that game's seats (``P1..P3``).

    Raises
    ------
    MalformedAction
        The text is empty, the player is not ``P1``..``Pn``, or a parameter is wrong.
    UnknownAction
        The kind is not declared by the game.
    """
    from ..errors import UnknownAction

    if not isinstance(text, str):
        raise MalformedAction(f"an action must be text like 'P1 kind name=value', not {short(text)}")
    if len(text) > 20_000:
        raise MalformedAction(f"an action text of {len(text):,} characters is too long to be one")
    tokens = text.split()
    if len(tokens) < 2:
        raise MalformedAction(
            f"cannot read action {short(text)}: expected 'P<n> <kind> [name=value ...]'"
        )
    who, kind_name, rest = tokens[0], tokens[1], tokens[2:]
    m = re.fullmatch(r"[Pp](\d{1,3})", who)
    seats = max_players if players is None else players
    if not m or not 1 <= int(m.group(1)) <= seats:
        where = (
            f"(this game has at most {plural(max_players, 'player')}: {seat_range(max_players)})"
            if players is None
            else f"in this {players}-player game ({seat_range(players)})"
        )
        raise MalformedAction(f"cannot read action {short(text)}: {short(who)} is not a player {where}")
    kind = kinds.get(kind_name)
    if kind is None:
        raise UnknownAction(
            f"unknown action kind {short(kind_name)}; this game has: {', '.join(sorted(kinds))}"
        )
    return kind.parse(int(m.group(1)) - 1, rest)
