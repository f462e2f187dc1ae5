"""Errors raised by lunarrules.

Every refusal of a move is a :class:`RuleViolation` (a ``ValueError``) that names
the rule ids it applied and carries the rulebook passage behind them. The
subclasses split refusals by kind; the engine checks in this order, and the first
failure decides::

    MalformedAction (not shaped like an action: seat number, kind, (name, value) pairs)
    -> GameOver -> UnknownAction (no such kind) -> MalformedAction (no such seat)
    -> NotYourTurn -> WrongPhase -> MalformedAction (parameters of the wrong name or type)
    -> RequirementUnmet

and, in a what-if whose forced chance outcome cannot come up when drawn,
:class:`ImpossibleOutcome`.

Input problems that are not moves (a bad option, a damaged saved game, a content
file with a wrong field) have their own ``ValueError`` subclasses and name the
field that is wrong.
"""

from __future__ import annotations

from typing import Any


class LunarRulesError(Exception):
    """Base class of every error this package raises on purpose."""


class RuleViolation(LunarRulesError, ValueError):
    """An action the rules do not allow.

    Attributes
    ----------
    rule_ids : tuple of str
        The ids of the rules that refused the action (first is the deciding one).
    action : object or None
        The action that was refused (``None`` if it could not even be parsed).
    passage : str
        The rulebook passage behind the deciding rule (original language), or ``""``.
    summary : str
        The English one-line summary of the deciding rule, or ``""``.
    reason : str
        The facts: what was tried, what was needed, what there was.
    """

    kind = "rule violation"

    def __init__(
        self,
        reason: str,
        rule_ids: tuple[str, ...] | list[str] | str = (),
        *,
        action: object = None,
        passage: str = "",
        summary: str = "",
    ) -> None:
        if isinstance(rule_ids, str):
            rule_ids = (rule_ids,)
        self.reason = reason
        self.rule_ids = tuple(rule_ids)
        self.action = action
        self.passage = passage
        self.summary = summary
        super().__init__(self._message())

    def _message(self) -> str:
        ids = f" [{', '.join(self.rule_ids)}]" if self.rule_ids else ""
        return f"{self.reason}{ids}"

    @property
    def rule_id(self) -> str | None:
        """The deciding rule id, or ``None``."""
        return self.rule_ids[0] if self.rule_ids else None

    def explain(self) -> str:
        """Multi-line explanation: message, summary and the quoted passage."""
        from .i18n import _  # the catalogs import this module

        lines = [str(self)]
        if self.summary:
            lines.append(_("Rule: {summary}").format(summary=self.summary))
        if self.passage:
            lines.append(_("Rulebook: \u201c{passage}\u201d").format(passage=self.passage))
        return "\n".join(lines)

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:  # picklable across process pools
        return (
            _rebuild_violation,
            (type(self), self.reason, self.rule_ids, self.passage, self.summary),
        )

    def __eq__(self, other: object) -> bool:
        return (
            type(self) is type(other)
            and self.reason == other.reason
            and self.rule_ids == other.rule_ids
        )

    def __hash__(self) -> int:
        return hash((type(self), self.reason, self.rule_ids))


def _rebuild_violation(
    cls: type[RuleViolation], reason: str, rule_ids: tuple[str, ...], passage: str, summary: str
) -> RuleViolation:
    return cls(reason, rule_ids, passage=passage, summary=summary)


class GameOver(RuleViolation):
    """The game has ended: no action is legal any more."""

    kind = "game over"


class NotYourTurn(RuleViolation):
    """The acting player is not the one who must decide now."""

    kind = "not your turn"


class WrongPhase(RuleViolation):
    """The action kind exists but is not allowed in the current phase or step."""

    kind = "wrong phase"


class UnknownAction(RuleViolation):
    """The action kind does not exist in this game."""

    kind = "unknown action"


class MalformedAction(RuleViolation):
    """The action text or its parameters cannot be read (missing, wrong type...)."""

    kind = "malformed action"


class RequirementUnmet(RuleViolation):
    """A cost, requirement or restriction of the action is not met."""

    kind = "requirement unmet"


class ImpossibleOutcome(RuleViolation):
    """A forced chance outcome (a what-if) that cannot come up when its draw happens.

    ``state.with_outcomes(planet=["aurora"])`` is accepted when Aurora is a planet of
    the game; if Aurora is already on the table when the next planet is drawn, the
    action that draws it is refused with this error.
    """

    kind = "impossible outcome"


class InvalidOutcome(LunarRulesError, ValueError):
    """A forced chance outcome that can never come up in this game (wrong key or value)."""


class InvalidOption(LunarRulesError, ValueError):
    """A wrong keyword option (unknown name or bad value).

    Raised by ``Game.new`` for game options and the player count, and by
    :func:`~lunarrules.whatif.simulate` for its run settings (``jobs``, ``chunksize``).
    """


class InvalidSave(LunarRulesError, ValueError):
    """A saved game that cannot be loaded; the message names every bad field."""

    def __init__(self, problems: list[str] | str) -> None:
        if isinstance(problems, str):
            problems = [problems]
        self.problems = list(problems)
        from .i18n import _  # the catalogs import this module

        text = "; ".join(self.problems)
        super().__init__(_("invalid saved game: {problems}").format(problems=text))


class InvalidPosition(InvalidSave):
    """A position that cannot happen in its game; the message lists every problem.

    Raised when a saved position, a literal position (``Game.position``) or an edit
    (``State.edit``) breaks the game's rules of conservation: more pieces or cards
    than exist, a card in two places, negative resources, a marker past the end of
    its track, or a decision for a player who cannot make it. ``problems`` holds one
    text per problem, like python-chess's ``Board.status()``.
    """

    def __init__(self, problems: list[str] | str) -> None:
        from .i18n import _

        super().__init__(problems)
        self.args = (_("invalid position: {problems}").format(problems="; ".join(self.problems)),)


class InvalidContent(LunarRulesError, ValueError):
    """A content file (cards, tiles, planets...) with wrong or missing fields."""

    def __init__(self, problems: list[str] | str, source: str = "content") -> None:
        if isinstance(problems, str):
            problems = [problems]
        self.problems = list(problems)
        from .i18n import _

        # ``source`` names the file (``content``, a path): it is shown as given
        super().__init__(_("invalid {source}: {problems}").format(
            source=source, problems="; ".join(self.problems)))


class DeclarationError(LunarRulesError, TypeError):
    """A game declaration that is wrong; names the game and the field."""


class FlowError(LunarRulesError, RuntimeError):
    """The engine tried to move along a transition that the phase graph lacks.

    This is a bug in a game's code, never a player's mistake.
    """


class UnknownGame(LunarRulesError, KeyError):
    """``lunarrules.game(id)`` with an id that is not registered."""

    def __str__(self) -> str:  # KeyError quotes its argument; keep it readable
        return str(self.args[0]) if self.args else ""


__all__ = [
    "LunarRulesError",
    "RuleViolation",
    "GameOver",
    "NotYourTurn",
    "WrongPhase",
    "UnknownAction",
    "MalformedAction",
    "RequirementUnmet",
    "ImpossibleOutcome",
    "InvalidOutcome",
    "InvalidOption",
    "InvalidSave",
    "InvalidPosition",
    "InvalidContent",
    "DeclarationError",
    "FlowError",
    "UnknownGame",
]
