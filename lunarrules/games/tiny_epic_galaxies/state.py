"""The Tiny Epic Galaxies position: its setup, and the kernel hooks handing off to the
modules that hold the rules.

``data`` (the table, described field by field in :mod:`.table`) holds only
immutable values, so copying a position is a shallow dict copy and a move
replaces the values it changes. Per player (tuples indexed by seat):
``energy``, ``culture``, ``empire_level``, ``ships`` (per player a tuple of locations:
``None`` on the player's own Galaxy Mat, a :class:`~.table.ShipAt` otherwise),
``colonies``, ``mission`` / ``missions_dealt`` and ``turns``. For the table: ``row``
(face-up planets), ``deck`` (an unordered pile, drawn with chance key
``"planet"``), ``missions_left``, ``triggered`` and ``triggered_by``. For the
turn: ``active``, ``dice`` / ``used``, ``rerolls``, ``converted``, ``follow``
(a :class:`~.table.Follow`) and ``planet_action`` (a :class:`~.table.PlanetAction`).
"""

from __future__ import annotations

from lunarrules.i18n import _
from lunarrules.kernel import Action, State

from . import legal, moves, picture, scoring
from .content import catalogue
from .params import (
    EXTRA_PLANETS,
    MISSIONS_DEALT,
    PLANETS_5P,
    SHIPS_BY_LEVEL,
    START_CULTURE,
    START_ENERGY,
)
from .position import table_problems
from .words import describe


class TEGState(State):
    """A position of Tiny Epic Galaxies (see the module docstring for ``data``)."""

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        self.cat = cat = catalogue(self.game.content)
        n = self.players
        deck = list(cat.planets)
        shown = n + EXTRA_PLANETS
        reveal: tuple[str, ...]
        if n == 5:
            if self.options.get("planets_5p_plus_two"):
                reveal = ("TEG-SETUP-PLANETS", "TEG-PLANETS-5P-PLUS-TWO")
            else:
                shown = PLANETS_5P
                reveal = ("TEG-SETUP-EXAMPLE-5P", "TEG-SETUP-PLANETS-5P")
        elif n == 3:
            reveal = ("TEG-SETUP-PLANETS", "TEG-SETUP-EXAMPLE-3P")
        else:
            reveal = ("TEG-SETUP-PLANETS",)
        row = []
        for _i in range(shown):
            pid = self.chance.draw("planet", tuple(deck))
            deck.remove(pid)
            row.append(pid)
        pile = list(cat.missions)
        dealt = []
        for _i in range(n):
            hand = []
            for _j in range(MISSIONS_DEALT):
                mid = self.chance.draw("mission", tuple(pile))
                pile.remove(mid)
                hand.append(mid)
            dealt.append(tuple(hand))
        offers = tuple(dealt)
        self.data = {
            "energy": (START_ENERGY,) * n,
            "culture": (START_CULTURE,) * n,
            "empire_level": (1,) * n,
            "ships": ((None,) * SHIPS_BY_LEVEL[0],) * n,
            "colonies": ((),) * n,
            "mission": (None,) * n,
            "missions_dealt": offers,
            "turns": (0,) * n,
            "row": tuple(row),
            "deck": tuple(deck),
            "missions_left": len(pile),
            "active": 0,
            "triggered": False,
            "triggered_by": None,
            "dice": (),
            "used": (),
            "rerolls": 0,
            "converted": False,
            "follow": None,
            "planet_action": None,
        }
        self.emit(
            _("shuffled the planet deck and revealed {n} planets: {worlds}"),
            "TEG-SHUFFLE-PLANETS",
            *reveal,
            n=shown,
            worlds=", ".join(cat.planets[p].name for p in row),
        )
        self.emit(
            _(
                "each player (P1..P{n}) has a Galaxy Mat and {ship_n} ships: {home} on the "
                "Galaxy Mat, {tracker} on the ship tracker; {culture_n} culture, {energy_n} "
                "energy, empire level 1"
            ),
            "TEG-SETUP-MAT",
            "TEG-SETUP-TOKENS",
            "TEG-SETUP-SHIPS",
            "TEG-SETUP-RESOURCES",
            "TEG-SETUP-EMPIRE",
            n=n,
            ship_n=SHIPS_BY_LEVEL[-1],
            home=SHIPS_BY_LEVEL[0],
            tracker=SHIPS_BY_LEVEL[-1] - SHIPS_BY_LEVEL[0],
            culture_n=START_CULTURE,
            energy_n=START_ENERGY,
        )
        self.emit(
            _("dealt {n} secret missions to each player; the other {left} go back to the box"),
            "TEG-SETUP-MISSIONS",
            "TEG-MISSIONS-BOX",
            n=MISSIONS_DEALT,
            left=len(pile),
        )
        self.goto("mission")
        self.to_act = 0

    def _restore(self) -> None:
        self.cat = catalogue(self.game.content)

    def _position_problems(self) -> list[str]:
        return table_problems(self)

    def _clone_data(self) -> dict:
        # Every value in the table is immutable (ints, strings, tuples), so a
        # shallow copy of the dict is a full copy; changes replace whole values.
        return self.data.copy()

    # ------------------------------------------ listing and refusals (legal.py)
    def _legal_actions(self) -> list[Action]:
        return legal.legal_actions(self)

    def _check(self, action: Action) -> None:
        legal.check(self, action)

    # ------------------------------------------------------ moves (moves.py)
    def _execute(self, action: Action) -> None:
        moves.execute(self, action)

    # ---------------------------------------------------------- scoring (scoring.py)
    def vp(self, player: int) -> int:
        """Victory points of ``player`` without secret missions (what triggers the end)."""
        return scoring.vp(self, player)

    def _scores(self) -> list[float]:
        return scoring.scores(self)

    def measure(self, player: int, name: str) -> int:
        """One of the mission measures (``content.MEASURES``) of ``player`` now."""
        return scoring.measure(self, player, name)

    def mission_result(self, player: int) -> tuple[int, str, tuple[str, ...]]:
        """``player``'s kept secret mission now: bonus VP, why in words, rule ids."""
        return scoring.mission_result(self, player)

    def mission_vp(self, player: int) -> int:
        """Bonus VP of ``player``'s kept secret mission now (0 if not completed)."""
        return scoring.mission_vp(self, player)

    def mission_done(self, player: int) -> bool:
        """Whether ``player``'s kept secret mission is completed now."""
        return scoring.mission_done(self, player)

    def breakdown(self) -> list[dict]:
        """Per player: planet VP, empire VP, mission VP, total and the tie-break figures."""
        return scoring.breakdown(self)

    # ---------------------------------------- views and the picture (picture.py)
    def _view(self, player: int | None) -> dict:
        return picture.view(self, player)

    def _picture(self) -> str:
        """The Control Mat, the planets with their ships and every Galaxy Mat (see :mod:`.picture`)."""
        return picture.picture(self)

    # ------------------------------------------------------------ words (words.py)
    def _describe(self, action: Action) -> str:
        return describe(self, action)
