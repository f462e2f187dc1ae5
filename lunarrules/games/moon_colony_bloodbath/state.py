"""The Moon Colony Bloodbath position: :class:`MoonColonyState`, its setup and the kernel's
hooks, each handing off to the module that holds the rule: the legal actions and refusals
(:mod:`.legal`), the moves and the automatic steps after them (:mod:`.moves`; card
instructions and the colonist-loss cascade are resolved by :mod:`.effects`), the scores
(:mod:`.scoring`), what is shown (:mod:`.picture`), the words (:mod:`.words`) and the
conservation rules (:mod:`.position`). The flow lives in :mod:`.flow`; the table layout is
described in :mod:`.table`.
"""

from __future__ import annotations

from lunarrules.i18n import _, join_words
from lunarrules.kernel import Action, State

from . import legal, moves, picture, scoring
from .content import compiled
from .params import (
    HAND_START,
    MAT_COLONISTS,
    MAT_FOOD,
    MAT_MONEY,
    START_TROUBLE,
    START_WORK,
    TWISTS_IN_PLAY,
)
from .position import known, table_problems
from .words import describe


class MoonColonyState(State):
    """A Moon Colony Bloodbath position (see :mod:`lunarrules.games.moon_colony_bloodbath`)."""

    # ---------------------------------------------------------------- setup
    def _setup(self) -> None:
        n = self.players
        comp = compiled(self.game)
        ch = self.chance
        bdeck = list(comp.building_deck)
        hands: list[list[str]] = [[] for _i in range(n)]
        # MCB-SETUP-DEAL: the deck is face down; each card dealt is a draw from it
        for _i in range(HAND_START):
            for p in range(n):
                hands[p].append(bdeck.pop(ch.draw_index("building", bdeck)))
        # MCB-SETUP-TWISTS: 2 face up, the first-game ones in a first game
        if self.options["first_game"]:
            twists = [t for t, c in comp.twists.items() if c.first_game][:TWISTS_IN_PLAY]
        else:
            pool = list(comp.twists)
            twists = []
            for _i in range(TWISTS_IN_PLAY):
                t = ch.draw("twist", tuple(pool))
                pool.remove(t)
                twists.append(t)
        # MCB-SETUP-PROGRESS: face-down pile, drawn at random when revealed
        pile = ("work",) * START_WORK + ("trouble",) * START_TROUBLE + tuple(f"twist:{t}" for t in twists)
        self.data = {
            "colonists": [MAT_COLONISTS] * n,
            "money": [MAT_MONEY] * n,
            "food": [MAT_FOOD] * n,
            "hand": [tuple(h) for h in hands],
            "tableau": [[] for _i in range(n)],
            "chits": [() for _i in range(n)],
            "work_choice": [None] * n,
            "perks": [tuple(comp.perks) for _i in range(n)],
            "scientist": [None] * n,
            "progress_on_top": [],
            "progress_added": 0,
            "progress_deck": pile,
            "progress_discard": [],
            "building_deck": tuple(bdeck),
            "building_discard": [],
            "robot_deck": tuple(comp.robots),
            "twists": tuple(twists),
            # MCB-TWIST-ADD: the rest of the twist deck, face down, for cards that add a twist
            "twist_deck": tuple(t for t in comp.twists if t not in twists),
            "event_deck": comp.event_order,
            "development_deck": comp.development_order,
            "instructions": [],
            "decision": None,
            "revealed": None,
            "turn": 0,
            "failed_colonies": (),
        }
        self.emit(_("setup: {n} buildings dealt to each player; twists {twist_names} shuffled with {trouble_cards} Trouble "
              "and {work_cards} Work into the progress deck"),
                  "MCB-SETUP-DEAL", "MCB-SETUP-DECKS", "MCB-SETUP-TWISTS", "MCB-SETUP-PROGRESS",
                  "MCB-SETUP-MARKERS", n=HAND_START,
                  twist_names=join_words(comp.twists[t].name for t in twists),
                  trouble_cards=START_TROUBLE, work_cards=START_WORK)
        self.to_act = 0

    def _restore(self) -> None:
        # Everything _setup derives from the game is kept on the game object
        # (the compiled content and the facts the position checks use).
        known(self.game)

    def _position_problems(self) -> list[str]:
        """The table's conservation rules (see :mod:`.position`)."""
        return table_problems(self)

    def _clone_data(self) -> dict:
        # Only the dict is new: every value is shared with this position. Tuples (decks,
        # hands, chits, perks, the progress pile) and the pending decision are never
        # changed in place; the lists that are, a move copies before changing them
        # (:mod:`.moves`: ``own_lists``, ``set_seat``, ``discard_cards`` and ``own_tableau``).
        return self.data.copy()

    # ---------------------------------------------------------- legal moves
    def _legal_actions(self) -> list[Action]:
        return legal.legal_actions(self)

    def _check(self, action: Action) -> None:
        legal.check(self, action)

    # ------------------------------------------------------------- execute
    def _execute(self, action: Action) -> None:
        moves.execute(self, action)

    # -------------------------------------------------------------- scoring
    def _scores(self) -> list[float]:
        return scoring.scores(self)

    def _view(self, player: int | None) -> dict:
        """What ``player`` may see (:func:`.picture.view`)."""
        return picture.view(self, player)

    # ------------------------------------------------------------- display
    def _describe(self, action: Action) -> str:
        """``action`` in the game's words ("Build Habitat Dome, paying 4 money")."""
        return describe(self, action)

    def _picture(self) -> str:
        """The table drawn as HTML with inline SVG (:mod:`.picture`), the rich display."""
        return picture.picture(self)
