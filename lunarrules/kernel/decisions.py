"""Open decisions: the one structure in which every game keeps its pending choices.

A decision is open from the moment a rule asks a player to choose until the choice is
made: a rival asked whether to follow an action, a colonist loss to place, a benefit
to take, an operation waiting for its target. A game keeps them in its table as a
stack, ``data["decisions"]``, the top (last) being the one made now. Each
:class:`Decision` names

* its ``kind``, one of the kinds the game declares (``Game(decisions={kind: words})``,
  the words saying what is decided: "whether to follow the action");
* ``who`` decides (a seat);
* the ``rule`` that opened it (a rule id of the game's book);
* the ``options`` offered, when the decision offers a fixed set (ids, seats, names),
  and ``detail``, the game's own record of what the decision is about.

The table declares the field with the game's detail records::

    decisions: tuple[Decision[Follow | PlanetAction], ...]

Snapshots read it like the rest of the table (msgspec checks every field), and
:func:`decision_problems`, run with every position check, refuses a stack that no game
could have reached: an undeclared kind, a seat that is not a player, a rule the book
does not have, an open decision in a finished game or one whose player is not the one
to act. The stack is a tuple of frozen records: opening and closing a decision makes a
new tuple and shares every decision below it.

>>> from lunarrules.kernel.decisions import Decision, opened, closed, top
>>> stack = opened((), Decision("follow", 1, "TEG-FOLLOW", ("yes", "no")))
>>> top(stack).who, len(closed(stack, "follow"))
(1, 0)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, TypeVar

import msgspec

from ..i18n import _, ngettext
from .untrusted import short

if TYPE_CHECKING:  # pragma: no cover
    from .state import State

D = TypeVar("D")

#: The table field that holds the stack of open decisions.
FIELD = "decisions"


class Decision(msgspec.Struct, Generic[D], frozen=True, forbid_unknown_fields=True):
    """One open decision: what is decided, by whom, under which rule, among what."""

    kind: str
    #: The seat that decides (0-based; shown as ``P1``...).
    who: int
    #: The id of the rule that opened the decision.
    rule: str
    #: The choices offered, when the decision offers a fixed set.
    options: tuple[str | int, ...] = ()
    #: The game's own record of what the decision is about.
    detail: D | None = None


class DecisionError(RuntimeError):
    """A game closed a decision that is not the one on top (a bug in the game)."""


def top(stack: tuple[Decision[Any], ...]) -> Decision[Any] | None:
    """The decision being made now (the top of the stack), or ``None``."""
    return stack[-1] if stack else None


def opened(stack: tuple[Decision[D], ...], decision: Decision[D]) -> tuple[Decision[D], ...]:
    """``stack`` with ``decision`` opened on top (a new tuple; ``stack`` is unchanged)."""
    return (*stack, decision)


def closed(stack: tuple[Decision[D], ...], kind: str) -> tuple[Decision[D], ...]:
    """``stack`` without its top decision, which must be of ``kind``."""
    if not stack or stack[-1].kind != kind:
        raise DecisionError(
            f"closing a {kind!r} decision, but the open one is "
            f"{stack[-1].kind if stack else 'none'!r}"
        )
    return stack[:-1]


def replaced(stack: tuple[Decision[D], ...], decision: Decision[D]) -> tuple[Decision[D], ...]:
    """``stack`` with its top decision replaced by ``decision`` (the same kind)."""
    return (*closed(stack, decision.kind), decision)


def decision_problems(state: State) -> list[str]:
    """Every way the stack of open decisions of ``state`` could not have been reached.

    Empty when the game keeps no stack (its table declares no ``decisions`` field).
    """
    data = state.data
    if not isinstance(data, dict) or FIELD not in data:
        return []
    stack = data[FIELD]
    out: list[str] = []
    kinds = state.game.decisions
    rules = state.game.rules
    for i, d in enumerate(stack):
        where = f"{FIELD}[{i}]"
        if d.kind not in kinds:
            out.append(f"{where}.kind: " + _("{kind} is not a decision of this game ({kinds})").format(
                kind=short(d.kind), kinds=", ".join(sorted(kinds)) or _("none")))
        if not 0 <= d.who < state.players:
            out.append(f"{where}.who: " + ngettext(
                "seat {seat} is not a player of this {n}-player game",
                "seat {seat} is not a player of this {n}-player game", state.players,
            ).format(seat=d.who, n=state.players))
        if rules.get(d.rule) is None:
            out.append(f"{where}.rule: " + _("{rule} is not a rule of this game").format(
                rule=short(d.rule)))
    if out or not stack:
        return out
    now = stack[-1]
    if state.is_over:
        out.append(FIELD + ": " + _("a finished game has no open decision"))
    elif state.to_act != now.who:
        out.append(f"{FIELD}[{len(stack) - 1}].who: " + _(
            "the open decision ({what}) is {player}'s, but {other} is to act"
        ).format(what=decision_words(state, now), player=f"P{now.who + 1}",
                 other=state.to_act_label))
    return out


def decision_words(state: State, decision: Decision[Any]) -> str:
    """What ``decision`` decides, in the game's words ("whether to follow the action")."""
    words = state.game.decisions.get(decision.kind)
    return _(words) if words else decision.kind


def deciding(state: State) -> str | None:
    """What the player to act is deciding now, in words, or ``None`` (no open decision)."""
    data = state.data
    stack = data.get(FIELD) if isinstance(data, dict) else None
    return decision_words(state, stack[-1]) if stack else None


def open_decisions(state: State) -> list[str]:
    """The open decisions of ``state``, top first, as lines a learner reads.

    ``["P2: whether to follow the action", ...]``; empty when none is open or the
    game keeps no stack.
    """
    data = state.data
    if not isinstance(data, dict) or FIELD not in data:
        return []
    return [
        _("{player}: {what}").format(player=f"P{d.who + 1}", what=decision_words(state, d))
        for d in reversed(data[FIELD])
    ]
