"""lunarrules: cited rules engines for five space-themed board games.

>>> import lunarrules as lr
>>> lr.games()[:2]
['shackleton_base', 'planet_unknown']
>>> g = lr.game("tiny_epic_galaxies")
>>> s = g.new(players=3, seed=7)

``lr.diagrams`` (rendering) is imported on first use, so ``import lunarrules``
stays light for simulation workers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import errors
from . import games as _games_package  # noqa: F401  (loaded first so games() below wins)
from .errors import (
    GameOver,
    InvalidContent,
    InvalidOption,
    InvalidSave,
    MalformedAction,
    NotYourTurn,
    RequirementUnmet,
    RuleViolation,
    UnknownAction,
    UnknownGame,
    WrongPhase,
)
from .kernel.actions import Action
from .kernel.game import Game
from .kernel.game import available as _available
from .kernel.game import get as _get
from .kernel.state import State

if TYPE_CHECKING:  # pragma: no cover
    from . import diagrams

__version__ = "0.1.0"


def games() -> list[str]:
    """Ids of the games, in a stable order."""
    return _available()


def game(game_id: str) -> Game:
    """The game with this id.

    Raises
    ------
    UnknownGame
        If there is no such game (the message lists the ids).
    """
    return _get(game_id)


def __getattr__(name: str):
    if name in ("diagrams", "whatif", "widgets", "cli"):
        import importlib

        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module 'lunarrules' has no attribute {name!r}")


__all__ = [
    "Action",
    "Game",
    "GameOver",
    "InvalidContent",
    "InvalidOption",
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
]
