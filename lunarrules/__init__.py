"""lunarrules: cited rules engines for five space-themed board games.

>>> import lunarrules as lr
>>> lr.games()[:2]
['shackleton_base', 'planet_unknown']
>>> g = lr.game("tiny_epic_galaxies")
>>> s = g.new(players=3, seed=7)

The kernel is imported by the first ``lr.game(...)``, and ``lr.diagrams``
(rendering), ``lr.widgets`` and ``lr.whatif`` on first use, so ``import
lunarrules`` stays light for simulation workers and the command line.

``lr.set_language("pt")`` (or ``"es"``, ``"en"``; the ``LUNARRULES_LANG``
environment variable otherwise) chooses the language of what the toolkit says,
where it is translated: see :mod:`lunarrules.i18n`.
"""

from __future__ import annotations

from . import errors
from .errors import (
    GameOver,
    InvalidContent,
    InvalidOption,
    InvalidPosition,
    InvalidSave,
    MalformedAction,
    NotYourTurn,
    RequirementUnmet,
    RuleViolation,
    UnknownAction,
    UnknownGame,
    WrongPhase,
)
from .i18n import get_language, set_language

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:  # pragma: no cover
    from . import diagrams  # noqa: F401
    from .kernel.actions import Action
    from .kernel.game import Game
    from .kernel.state import State

__version__ = "0.1.0"

if TYPE_CHECKING:  # pragma: no cover

    def games() -> list[str]:
        """Ids of the games, in a stable order (built-in games first)."""
        ...

else:
    # The package ``lunarrules.games`` is itself callable: ``lr.games()`` lists the
    # ids and ``import lunarrules.games.<id>.<module>`` still finds the packages.
    from . import games


def game(game_id: str) -> Game:
    """The game with this id.

    Raises
    ------
    UnknownGame
        If there is no such game (the message lists the ids).
    """
    from .kernel.game import get

    return get(game_id)


_LAZY = {
    "Action": ("lunarrules.kernel.actions", "Action"),
    "Game": ("lunarrules.kernel.game", "Game"),
    "State": ("lunarrules.kernel.state", "State"),
}


def __getattr__(name: str):
    # The kernel, rendering, widgets and what-if load on first use, so that
    # ``import lunarrules`` stays light (simulation workers, command line).
    import importlib

    if name in ("diagrams", "whatif", "widgets", "cli", "kernel"):
        return importlib.import_module(f"{__name__}.{name}")
    if name in _LAZY:
        module, attr = _LAZY[name]
        return getattr(importlib.import_module(module), attr)
    raise AttributeError(f"module 'lunarrules' has no attribute {name!r}")


__all__ = [
    "Action",
    "Game",
    "GameOver",
    "InvalidContent",
    "InvalidOption",
    "InvalidPosition",
    "InvalidSave",
    "MalformedAction",
    "NotYourTurn",
    "RequirementUnmet",
    "RuleViolation",
    "State",
    "UnknownAction",
    "UnknownGame",
    "WrongPhase",
    "errors",
    "game",
    "games",
    "get_language",
    "set_language",
]
