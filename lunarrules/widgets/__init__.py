"""Widgets that teach a game, over the kernel contract only.

* :class:`Explorer` - play by hand: legal actions in plain words, apply, undo/redo,
  branches compared side by side, chance what-ifs, the log with rule ids, a
  "why not?" box and the game's board view when it has one.
* :class:`WhyNot` - any action, legal or not: the engine's ruling, rule id and passage.
* :class:`FlowView` - the phase graph with the current phase and the path taken.
* :class:`RuleBrowser` - search the rule book, filter by provenance, read in context.
* :class:`Quiz` - "is this legal?" questions from random positions.
* :class:`Lesson` - learn a turn: one real turn played with the learner, rules as they matter.
* :func:`app_header` - the navigation bar of every page (start page, each game);
  :func:`game_picker` - every game by its title, summary and player count.

Every ruling a widget shows comes from the engine; no widget decides legality.
Buttons carry words, never icon-font icons (``Button(icon=...)``): Voila fetches its
icon font from a CDN, so an offline classroom would see empty boxes.
This package imports ipywidgets; ``import lunarrules`` does not import it.

Examples
--------
>>> import lunarrules as lr
>>> from lunarrules.widgets import Explorer
>>> Explorer(lr.game("tiny_epic_galaxies").new(players=2, seed=1))  # doctest: +SKIP
"""

from .explorer import Explorer
from .flowview import FlowView
from .lesson import Lesson
from .nav import app_header, game_picker, in_app
from .quiz import Quiz
from .rulebrowser import RuleBrowser
from .whynot import WhyNot

__all__ = ["Explorer", "FlowView", "Lesson", "Quiz", "RuleBrowser", "WhyNot", "app_header", "game_picker", "in_app"]
