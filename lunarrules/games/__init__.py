"""The game packages, one per game; the package itself lists the games when called.

``lunarrules.games()`` (``lr.games()``) returns the ids of the games: the built-in ones
(``lunarrules.kernel.game.GAME_IDS``) in their standard order, then games installed
through ``lunarrules.games`` entry points. ``import lunarrules.games.<id>.<module>``
imports one module of a built-in game.

>>> import lunarrules as lr
>>> lr.games()[:2]
['shackleton_base', 'planet_unknown']
>>> import lunarrules.games.tiny_epic_galaxies.rules as R
"""

from __future__ import annotations

import sys
from types import ModuleType


class _GamesPackage(ModuleType):
    """The ``lunarrules.games`` package, callable: one name serves both uses."""

    def __call__(self) -> list[str]:
        """Ids of the games, in a stable order (built-in games first)."""
        from ..kernel.game import available

        return available()


sys.modules[__name__].__class__ = _GamesPackage
