"""Planet Unknown's state: the class a position is an instance of, its setup, and the
kernel hooks, each handing off to the module that holds the rule (:mod:`.legal`,
:mod:`.moves`, :mod:`.scoring`, :mod:`.picture`, :mod:`.words`, :mod:`.position`)."""

from __future__ import annotations

import dataclasses
from itertools import repeat
from operator import is_

from lunarrules.i18n import _, ngettext
from lunarrules.kernel import Action, State
from lunarrules.kernel.actions import words_of

from . import geometry as pl
from . import legal, moves, scoring
from .content import Compiled, compiled
from .legal import _PLACE
from .params import CIV_RANKS, DEPOTS, OBJECTIVES_2P, SLOTS
from .position import decision_problems, table_problems
from .table import Seat, Stack
from .words import describe


class PlanetUnknownState(State):
    """A Planet Unknown position. ``data`` holds the table; see :meth:`_setup` for its keys.

    Secrets (PU-CIV-SECRET): ``view(player)`` hides other players' End Game civ cards, and
    the moves, log lines, :meth:`describe` and refusals never name a kept End Game card: the
    ``civ`` action names the card by its place in the offer, which only the chooser's view
    lists. A full save (``to_json()``) is the whole position, like the order of every face-down
    stack and pile, so it holds every player's cards: share a player's ``view``, not a save,
    with the other players. The history and log a save carries name no secret card.
    """

    _c: Compiled

    # ------------------------------------------------------------- helpers
    @property
    def content(self) -> Compiled:
        """The compiled component data of this game."""
        return self._c

    def __getstate__(self) -> dict:
        d = super().__getstate__()
        d.pop("_c", None)  # rebuilt from the game on load
        return d

    def __setstate__(self, d: dict) -> None:
        super().__setstate__(d)
        self._c = compiled(self.game)

    _place_masks: dict | None = None

    def _validate(self, action):
        # Fast paths for an action object taken from legal_actions(): it is legal by
        # construction, and recognising it avoids hashing every legal placement into a set.
        legal = self._legal
        if legal is not None and not self.is_over and isinstance(action, Action):
            masks = self._place_masks
            params = action.params
            if masks is not None and action.kind == "place" and action.actor == self.to_act:
                try:
                    (_t, slot), (_o, k), (_r, r), (_c, c) = params
                except (TypeError, ValueError):
                    return super()._validate(action)  # malformed: the kernel says how
                ms = masks.get(slot) if type(slot) is str else None
                if (ms is not None and type(k) is int and type(r) is int and type(c) is int
                        and 0 <= k < pl.ORIENTATIONS and 0 <= r < pl.SIZE and 0 <= c < pl.SIZE):
                    i = r * pl.STRIDE + c
                    if ms[k] >> i & 1 and _PLACE[action.actor][slot][k][i] is action:
                        return action
            elif any(map(is_, legal, repeat(action))):
                return action
        return super()._validate(action)

    def seat(self, p: int) -> Seat:
        return self.data["seats"][p]

    def indicator(self, p: int) -> int:
        """The depot seat ``p``'s indicator points at with the station unturned (PU-INDICATOR-SPACING)."""
        return DEPOTS * p // self.players

    def depot_of(self, p: int) -> int:
        """The depot facing seat ``p`` now (the station turned ``rotation`` depots)."""
        return (self.indicator(p) + self.data["rotation"]) % DEPOTS

    def depot_tile(self, p: int, slot: str) -> str | None:
        """Id of the tile on top of the ``slot`` stack of the depot facing ``p`` (None if empty)."""
        return self.data["stacks"][2 * self.depot_of(p) + SLOTS.index(slot)][0]

    def tile(self, tile_id: str):
        return self.content.tiles[tile_id]

    def blocked(self, p: int) -> int:
        """Squares a tile may not cover on ``p``'s planet: covered or off-planet."""
        return self.seat(p).covered | self.content.off_planet

    # ----------------------------------------------------------- positions
    def _restore(self) -> None:
        """Rebuild the compiled content; medals are whole numbers (a snapshot reads scores as
        numbers of any kind)."""
        self._c = compiled(self.game)
        self._place_masks = None
        out = self.outcome
        if out is not None and all(type(x) is float and x.is_integer() for x in out.scores):
            self.outcome = dataclasses.replace(out, scores=tuple(int(x) for x in out.scores))

    def _position_problems(self) -> list[str]:
        """Planet Unknown's conservation rules (:func:`.position.table_problems`): every tile in
        one place (its stack or a player's tiles), civ piles and kept cards adding up to the
        cards dealt, objectives and events of the game, planets whose squares hold together
        (terrains, lifepods, meteorites, rovers), trackers on their tracks, tiles taken per
        round, and the decision in hand belonging to the player whose turn it is."""
        out = table_problems(self)
        if not out and not self.is_over:
            out = decision_problems(self)
        return out

    # --------------------------------------------------------------- setup
    def _setup(self) -> None:
        """Lay out the table.

        ``data`` holds the fields of :class:`.table.PlanetUnknownTable`.
        """
        c = self._c = compiled(self.game)
        n = self.players
        ch = self.chance
        stacks = []
        for ids in c.stacks:  # PU-SETUP-STATION: each stack shuffled, its top tile visible
            top = ch.draw("tile", ids)
            stacks.append(Stack(top, tuple(t for t in ids if t != top)))
        piles = {}
        for rank in CIV_RANKS:  # PU-SETUP-CIV
            pool = list(c.civ_by_rank[rank])
            pile = []
            for _card in range(n + 1):
                card = ch.draw("civ", tuple(pool))
                pool.remove(card)
                pile.append(card)
            piles[str(rank)] = tuple(pile)  # in the order dealt: a place in it tells nothing
        pool = sorted(c.objectives)
        objectives = []
        for _card in range(n if n >= 3 else OBJECTIVES_2P):  # PU-SETUP-OBJECTIVES
            card = ch.draw("objective", tuple(pool))
            pool.remove(card)
            objectives.append(card)
        commander = ch.draw("commander", tuple(range(n)))  # PU-SETUP-COMMANDER
        events = tuple(sorted(c.events)) if self.options["events"] else ()
        side = "neighbour" if n >= 3 or self.options["objectives_2p"] == "neighbour" else "private"
        self.data = {
            "round": 1,
            "commander": commander,
            "rotation": 0,
            "stacks": stacks,
            "piles": piles,
            "objectives": tuple(objectives),
            "objective_side": side,
            "order": (),
            "placing": 0,
            "benefits": [],
            "ending": [],
            "seats": [Seat.start(c.pods, c.rovers) for _seat in range(n)],
            "shown": (),
            "events": events,  # the face-down event deck (drawn from at random)
            "event": None,  # the card revealed this round
        }
        names = ", ".join(c.objectives[o]["name"] for o in objectives)
        if side == "neighbour":
            setup = ngettext("setup: {n} player, commander {commander}, objectives {objectives} (neighbour side)",
                             "setup: {n} players, commander {commander}, objectives {objectives} (neighbour side)", n)
        else:
            setup = ngettext("setup: {n} player, commander {commander}, objectives {objectives} (private side)",
                             "setup: {n} players, commander {commander}, objectives {objectives} (private side)", n)
        self.emit(setup,
                  "PU-SETUP-STATION", "PU-SETUP-FILL", "PU-SETUP-RINGS", "PU-SETUP-CIV",
                  "PU-CIV-PILES", "PU-CIV-UNUSED", "PU-OBJECTIVES-DEAL", "PU-SETUP-OBJECTIVES",
                  "PU-SETUP-COMMANDER", "PU-TILE-SHAPES", "PU-TILE-PAIRINGS", "PU-TILE-DATA", n=n,
                  commander=f"P{commander + 1}", objectives=names)
        self.emit(_("each player gets a symmetric planet (12x12; ice and lifepods from the content data) and corporation "
              "board with {rovers} rovers; indicators face depots {indicators}; meteorites and biomass patches "
              "form the common supply"),
                  "PU-SETUP-PLAYER", "PU-SETUP-SYMMETRIC", "PU-GRID", "PU-PLANET-LAYOUT",
                  "PU-SETUP-PODS", "PU-TRACK-LAYOUT", "PU-SETUP-INDICATOR", "PU-INDICATOR-SPACING",
                  "PU-SETUP-SUPPLY", rovers=c.rovers,
                  indicators=", ".join(f"P{p + 1}:{self.indicator(p)}" for p in range(n)))
        variants = [o for o in self.game.options
                    if o.rule and self.options[o.name] != o.default and self.game.rules[o.rule].kind == "variant"]
        if n != 2:  # the 2-player variants change nothing with more players
            variants = [o for o in variants if not o.name.endswith("_2p")]
        for o in variants:
            rule = self.game.rules[o.rule]
            summary = rule.translated_summary
            if rule.summary.startswith("Variant: ") and ": " in summary:
                summary = summary.split(": ", 1)[1]  # the catalog's "Variant: " in its own words
            self.emit(_("variant in play ({option}: {value}): {summary}"),
                      o.rule, option=words_of(o.name), value=words_of(self.options[o.name]),
                      summary=summary.rstrip("."))
        moves.begin_round(self)

    def _clone_data(self):
        d = self.data
        new = dict(d)
        # "stacks", "piles" and "ending" change a few times a game: the code that changes
        # them (moves.take_tile, keep_civ, reveal_event) copies them first, so they are shared here.
        new["benefits"] = d["benefits"][:]
        # Only the player about to act can change their own seat (scoring copies every
        # seat before it changes them), so the other seats are shared with the parent.
        seats = d["seats"][:]
        p = self.to_act
        if p is not None:
            seen = seats[p]
            seats[p] = seen.copy()
            shown = d["shown"]
            if shown and shown[p] is None:  # the planet others see this round stays as it was
                new["shown"] = (*shown[:p], seen, *shown[p + 1:])
        new["seats"] = seats
        return new

    # ------------------------------------------------------------- hooks
    # The listing and the refusals (legal.py), the moves (moves.py), the scores (scoring.py):
    # the module functions themselves, so a hook costs no extra call.
    _legal_actions = legal.legal_actions
    _check = legal.check
    _execute = moves.execute
    _scores = scoring.current_scores

    def _describe(self, action: Action) -> str:
        """The action in the game's words (:func:`.words.describe`)."""
        return describe(self, action)

    def _picture(self) -> str:
        """The table drawn as HTML with inline SVG (:mod:`.picture`), the rich display."""
        from .picture import picture

        return picture(self)

    def _view(self, player: int | None) -> dict:
        """What ``player`` may see (:func:`.picture.view`)."""
        from .picture import view

        return view(self, player)
