"""The Moon Colony Bloodbath position and its moves.

The flow lives in :mod:`.flow`; the table layout is described in :mod:`.table`;
card instructions are resolved by :mod:`.effects` (the colonist-loss cascade,
Hunger, Paperwork, robots, perks...).
"""

from __future__ import annotations

from operator import itemgetter

from lunarrules.i18n import _, join_words
from lunarrules.kernel import Action, State

from . import effects, legal, picture, scoring
from .content import amount_later, compiled
from .ops import set_seat
from .params import (
    ACTION_CHITS,
    HAND_START,
    MAT_COLONISTS,
    MAT_FOOD,
    MAT_MONEY,
    START_TROUBLE,
    START_WORK,
    TWISTS_IN_PLAY,
)
from .position import known, table_problems
from .table import WorkChoice
from .words import describe

#: the table's lists that the resolution changes in place on most moves: copied before it
#: starts (:meth:`MoonColonyState._own_lists`)
_LISTS = ("colonists", "money", "food", "chits", "work_choice", "progress_on_top", "progress_discard",
          "instructions")
_lists_of = itemgetter(*_LISTS)


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
        # (_execute: _own_lists; ops.set_seat, discard_cards and own_tableau elsewhere).
        return self.data.copy()

    def _own_lists(self) -> None:
        """Give this position its own copy of the lists the resolution changes in place
        most moves (:data:`_LISTS`), which it shares with the position it was copied from
        until now (:meth:`_clone_data`). The others (hands, the building discard pile,
        the tableau, the scientists and perks) are copied where a move changes them
        (:mod:`.ops`: ``set_seat``, ``discard_cards``, ``own_tableau``)."""
        d = self.data
        d.update(zip(_LISTS, map(list.copy, _lists_of(d)), strict=True))

    # ---------------------------------------------------------- legal moves
    def _legal_actions(self) -> list[Action]:
        return legal.legal_actions(self)

    def _check(self, action: Action) -> None:
        legal.check(self, action)

    # ------------------------------------------------------------- execute
    def _execute(self, action: Action) -> None:
        k = action.kind
        p = action.actor
        d = self.data
        if k == "work" or k == "build":
            choice = (WorkChoice("build", action["card"], action["food"]) if k == "build"
                      else WorkChoice(action["space"]))
            nxt = self._next_worker(p + 1)
            if nxt is not None:
                # hidden until everyone has chosen (MCB-SIMULTANEOUS-ORDER): no log line yet;
                # the only list this move changes
                set_seat(d, "work_choice", p, choice)
                self.goto("work")
                self.to_act = nxt
                return
            self._own_lists()
            d["work_choice"][p] = choice
            effects.start_work(self)
        elif k == "choose_scientist":
            sci = action["scientist"]
            set_seat(d, "scientist", p, sci)
            self.emit(_("picks {scientist_name}: mat with {colonist_amount}, {money_amount}, {food_amount}, 5 perks face up, "
                  "{chits} action chits"),
                      "MCB-SETUP-MAT", "MCB-SETUP-PERKS", "MCB-SETUP-PERKS-VISIBLE", actor=p,
                      scientist_name=compiled(self.game).scientists[sci],
                      colonist_amount=amount_later(MAT_COLONISTS, "colonists"),
                      money_amount=amount_later(MAT_MONEY, "money"), food_amount=amount_later(MAT_FOOD, "food"),
                      chits=ACTION_CHITS)
            if p + 1 < self.players:
                self.goto("choose_scientist")
                self.to_act = p + 1
                return
            self._own_lists()
            self.goto("reveal")
        else:
            self._own_lists()
            if k == "lose_building":
                effects.lose_building(self, p, action["card"])
            elif k == "choose_perk":
                effects.choose_perk(self, p, action["perk"])
            elif k == "place_boxes":
                effects.choose_boxes(self, p, action["cards"])
            elif k == "discard":
                effects.discard(self, p, action["cards"])
            elif k == "may":
                effects.choose_may(self, p, action["take"])
            elif k == "ability_order":
                effects.choose_order(self, p, action["first"])
        effects.run(self)

    def _next_worker(self, start: int) -> int | None:
        """The next seat (from ``start``) with an action chit left (MCB-NO-CHIT)."""
        chits = self.data["chits"]
        for q in range(start, self.players):
            if len(chits[q]) < ACTION_CHITS:
                return q
            self.emit(_("all {n} action chits are used until the next reshuffle: "
                        "no Work action this time"),
                      "MCB-NO-CHIT", actor=q, n=ACTION_CHITS)
        return None

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
