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
from ..i18n import N_, _, ngettext
from .untrusted import short
from .words import seat_range

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
        raise KeyError(_("action {action} has no parameter {name}").format(
            action=self, name=repr(name)))

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
        return _("yes") if v else _("no")
    if isinstance(v, str):
        return _("none") if v == "-" else v.replace("_", " ")
    return short(v) if not isinstance(v, int) else str(v)


def shown_word(word: str) -> str:
    """A declared word (a label, a resource, a parameter name) in the language in use.

    Declarations mark their words with ``N_()``; an id such as ``rare_earth`` is
    looked up as written, then with spaces (``"rare earth"``), and shown with
    spaces when the catalog has neither.
    """
    if not word:
        return word
    shown = _(word)
    if shown != word or "_" not in word:
        return shown
    spaced = word.replace("_", " ")
    return _(spaced)


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
                _("{kind}: parameter {name} is {length} characters long; expected {type}").format(
                    kind=kind, name=self.name, length=f"{len(text):,}", type=_(_TYPE_WORDS[t]))
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
                _("{kind}: parameter {param} is not {type}").format(
                    kind=kind, param=f"{self.name}={short(text)}", type=_(_TYPE_WORDS[t]))
            ) from None

    @property
    def shown_help(self) -> str:
        """:attr:`help` in the language in use."""
        return _(self.help) if self.help else ""

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


# Shown translated: _(_TYPE_WORDS[t]).
_TYPE_WORDS = {
    "int": N_("a whole number"),
    "str": N_("a word without spaces"),
    "bool": N_("yes or no"),
    "ints": N_("comma-separated whole numbers (or - for none)"),
    "strs": N_("comma-separated words (or - for none)"),
}


@dataclass(frozen=True)
class Requirement:
    """A requirement of an action: tests, describes, and explains a failure.

    Parameters
    ----------
    rule : str
        The rule id that imposes it (the refusal cites it).
    describe : str
        What is needed, in words, for docs and the dependency graph (English,
        marked ``N_()``; :attr:`shown` is the translation).
    test : callable ``(state, action) -> str | None``
        ``None`` when met; otherwise the reason with the actual numbers.
    needs : tuple of str
        Resources or conditions it reads: edges ``need -> action`` in the graph.
    words : callable, optional
        Builds :attr:`describe` in the language in use (for texts made of parts,
        such as a :func:`Cost`'s ``"pay 1 culture"``).
    """

    rule: str
    describe: str
    test: Callable[[State, Action], str | None]
    needs: tuple[str, ...] = ()
    words: Callable[[], str] | None = field(default=None, compare=False, repr=False)

    def failure(self, state: State, action: Action) -> str | None:
        return self.test(state, action)

    @property
    def shown(self) -> str:
        """:attr:`describe` in the language in use."""
        if self.words is not None:
            return self.words()
        return _(self.describe) if self.describe else ""


def Cost(
    resource: str,
    amount: Callable[[State, Action], int] | int,
    have: Callable[[State, Action], int],
    rule: str,
    describe: str = "",
    what: str = "",
) -> Requirement:
    """A requirement that the actor can pay ``amount`` of ``resource``.

    The refusal reads ``"<what> needs 3 energy; you have 2"``. ``resource``,
    ``describe`` and ``what`` are English words marked ``N_()``: they are shown
    translated.
    """

    def amount_of(state: State, action: Action) -> int:
        return amount(state, action) if callable(amount) else amount

    def test(state: State, action: Action) -> str | None:
        need = amount_of(state, action)
        got = have(state, action)
        if got < need:
            return _("{what} needs {need} {resource}; you have {have}").format(
                what=_(what) if what else action.kind, need=need,
                resource=_(resource), have=got)
        return None

    def words() -> str:
        if describe:
            return _(describe)
        if callable(amount):
            return _("pay the cost in {resource}").format(resource=_(resource))
        return _("pay {amount} {resource}").format(amount=amount, resource=_(resource))

    return Requirement(
        rule=rule,
        describe=describe or f"pay {amount if not callable(amount) else 'the cost in'} {resource}",
        test=test,
        needs=(resource,),
        words=words,
    )


@dataclass(frozen=True)
class ActionKind:
    """Declaration of one kind of action.

    Parameters
    ----------
    name : str
        The word in the action text (``"reroll"``).
    label : str
        Plain-words label for widgets (``"Reroll inactive dice"``), English marked
        ``N_()``; :attr:`shown_label` is the translation.
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

    @property
    def shown_label(self) -> str:
        """:attr:`label` in the language in use."""
        return _(self.label) if self.label else self.label

    @property
    def shown_help(self) -> str:
        """:attr:`help` in the language in use."""
        return _(self.help) if self.help else ""

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
                    _("{kind}: expected name=value, got {token}; parameters: {signature}").format(
                        kind=self.name, token=short(tok), signature=self._shown_signature())
                )
            key, _eq, text = tok.partition("=")
            try:
                spec = self.param(key)
            except KeyError:
                raise MalformedAction(
                    _("{kind} has no parameter {name}; parameters: {signature}").format(
                        kind=self.name, name=short(key), signature=self._shown_signature())
                ) from None
            if key in values:
                raise MalformedAction(_("{kind}: parameter {name} given twice").format(
                    kind=self.name, name=repr(key)))
            values[key] = spec.parse(text, self.name)
        missing = [p.name for p in self.params if p.name not in values]
        if missing:
            raise MalformedAction(
                ngettext("{kind}: missing parameter {names}; parameters: {signature}",
                         "{kind}: missing parameters {names}; parameters: {signature}",
                         len(missing)).format(
                    kind=self.name, names=", ".join(missing), signature=self._shown_signature())
            )
        return Action(actor, self.name, tuple((p.name, values[p.name]) for p in self.params))

    def validate(self, action: Action) -> str | None:
        """Why the action's parameters do not fit this declaration, or ``None``."""
        names = [k for k, _ in action.params]
        expected = [p.name for p in self.params]
        if names != expected:
            return _("{kind} takes parameters ({expected}), got ({got})").format(
                kind=self.name, expected=", ".join(expected) or _("none"),
                got=", ".join(names) or _("none"))
        for p, (_name, v) in zip(self.params, action.params, strict=True):
            if not p.valid(v):
                return _("{kind}: parameter {param} is not {type}").format(
                    kind=self.name, param=f"{p.name}={v!r}", type=_(_TYPE_WORDS[p.type]))
        return None

    def words(self, action: Action) -> str:
        """The action in generic plain words: the kind's label and its values.

        Games describe their actions better in ``State._describe``; this is the
        fallback (``"Reroll inactive dice: dice 1 and 3"``).
        """
        parts = []
        for name, value in action.params:
            if isinstance(value, tuple):
                shown = _chain([words_of(v) for v in value]) if value else _("none")
            else:
                shown = words_of(value)
            parts.append(_("{name} {value}").format(name=shown_word(name), value=shown))
        if not parts:
            return self.shown_label
        return _("{action}: {values}").format(action=self.shown_label, values=", ".join(parts))

    def signature(self) -> str:
        return " ".join(f"{p.name}=<{p.type}>" for p in self.params) or "(none)"

    def _shown_signature(self) -> str:
        """:meth:`signature` for a refusal: "(none)" in the language in use."""
        return " ".join(f"{p.name}=<{p.type}>" for p in self.params) or _("(none)")


def _chain(items: list[str]) -> str:
    """``"1 and 3 and 4"``: every item joined by the language's "and"."""
    text = items[0]
    for item in items[1:]:
        text = _("{items} and {last}").format(items=text, last=item)
    return text


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
        raise MalformedAction(
            _("an action must be text like {example}, not {value}").format(
                example="'P1 kind name=value'", value=short(text)))
    if len(text) > 20_000:
        raise MalformedAction(
            _("an action text of {length} characters is too long to be one").format(
                length=f"{len(text):,}"))
    tokens = text.split()
    if len(tokens) < 2:
        raise MalformedAction(
            _("cannot read action {text}: expected {form}").format(
                text=short(text), form="'P<n> <kind> [name=value ...]'")
        )
    who, kind_name, rest = tokens[0], tokens[1], tokens[2:]
    m = re.fullmatch(r"[Pp](\d{1,3})", who)
    seats = max_players if players is None else players
    if not m or not 1 <= int(m.group(1)) <= seats:
        if players is None:
            message = ngettext(
                "cannot read action {text}: {who} is not a player "
                "(this game has at most {n} player: {seats})",
                "cannot read action {text}: {who} is not a player "
                "(this game has at most {n} players: {seats})", max_players,
            ).format(text=short(text), who=short(who), n=max_players,
                     seats=seat_range(max_players))
        else:
            message = ngettext(
                "cannot read action {text}: {who} is not a player "
                "in this {n}-player game ({seats})",
                "cannot read action {text}: {who} is not a player "
                "in this {n}-player game ({seats})", players,
            ).format(text=short(text), who=short(who), n=players, seats=seat_range(players))
        raise MalformedAction(message)
    kind = kinds.get(kind_name)
    if kind is None:
        raise UnknownAction(
            _("unknown action kind {kind}; this game has: {kinds}").format(
                kind=short(kind_name), kinds=", ".join(sorted(kinds)))
        )
    return kind.parse(int(m.group(1)) - 1, rest)
