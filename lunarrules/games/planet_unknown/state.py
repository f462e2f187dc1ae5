"""Planet Unknown's state: the station, the planets, the trackers, and the round's flow."""

from __future__ import annotations

import dataclasses
from itertools import compress, repeat
from operator import is_, itemgetter

from lunarrules.i18n import _, join_words, ngettext
from lunarrules.kernel import Action, Later, State
from lunarrules.kernel import shared_action as _act
from lunarrules.kernel.actions import words_of

from . import geometry as pl
from . import scoring
from .content import Compiled, compiled
from .legal import placement_problem
from .params import CIV_RANKS, DEPOTS, DIRECTIONS, OBJECTIVES_2P, RESOURCES, SLOTS, TRACKS
from .position import decision_problems, table_problems
from .table import Benefit, Seat, Stack
from .words import (
    describe,
    direction_word,
    names,
    orientation,
    resource,
    slot_word,
    square_name,
    tile_name,
    typed_values,
)

_TRACK_INDEX = {t: i for i, t in enumerate(TRACKS)}
_RES_INDEX = {r: i for i, r in enumerate(RESOURCES)}
_DIR = {d: (dr, dc) for d, dr, dc in DIRECTIONS}

# Actions are immutable values, so the engine shares one object per distinct action
# instead of building hundreds of placement actions every turn:
# _PLACE[actor][slot][orientation][square index] is the placement action.
_ACTIONS: dict[tuple, list] = {}
_PLACE: dict[int, dict[str, list[list[Action]]]] = {}


_NO_EFFECTS: frozenset[str] = frozenset()
_BITS = bytes.maketrans(b"01", b"\x00\x01")
_BYTE_FF = bytes.maketrans(b"01", b"\x00\xff")
# A block of binary digits per anchor mask, one digit per square index (and the padding).
_WIDTH = pl.SIZE * pl.STRIDE
_DIGITS = f"0{_WIDTH}b"
# The bytes 1, 2, 3... one per square index (square i is byte i + 1), once per block: as
# many blocks as both tiles have footprints at most.
_INDICES = int.from_bytes(bytes(range(1, _WIDTH + 1)) * 2 * pl.ORIENTATIONS, "little")
_PICKS: dict[int, dict[str, list[list]]] = {}


def _place_rows(actor: int) -> dict[str, list[list[Action]]]:
    rows = _PLACE.get(actor)
    if rows is None:
        rows = _PLACE[actor] = {
            slot: [
                [Action(actor, "place", (("tile", slot), ("orient", k), ("row", i // pl.STRIDE),
                                         ("col", i % pl.STRIDE)))
                 for i in range(pl.SIZE * pl.STRIDE)]
                for k in range(pl.ORIENTATIONS)
            ]
            for slot in SLOTS
        }
    return rows


def _place_picks(actor: int) -> dict[str, list[list]]:
    """``picks[slot][k][i + 1]``: the placement action at square index ``i`` (shared objects;
    1-based, as the listing picks them by byte indices)."""
    got = _PICKS.get(actor)
    if got is None:
        got = _PICKS[actor] = {slot: [[None, *row] for row in rows]
                               for slot, rows in _place_rows(actor).items()}
    return got


_CHOICES: dict[tuple[int, str, tuple], list[Action]] = {}
_ROTATIONS = tuple(range(DEPOTS))


def _choices(actor: int, kind: str, name: str, values: tuple) -> list[Action]:
    """The actions ``kind name=value`` of ``actor``, one per value in order (a shared list
    of shared objects: never changed by its callers)."""
    key = (actor, kind, values)
    got = _CHOICES.get(key)
    if got is None:
        got = _CHOICES[key] = [_act(actor, kind, ((name, v),)) for v in values]
    return got


_ROVER_ACTIONS: dict[int, list[dict[str, Action]]] = {}


def _rover_actions(actor: int, rovers: int) -> list[dict[str, Action]]:
    """``moves[n][direction]``: the step of rover ``n`` (from 1, up to ``rovers`` at least);
    ``moves[0]["stop"]``: rover_stop (shared objects)."""
    moves = _ROVER_ACTIONS.get(actor)
    if moves is None or len(moves) <= rovers:
        moves = _ROVER_ACTIONS[actor] = [{"stop": _act(actor, "rover_stop", ())}] + [
            {d: _act(actor, "rover_move", (("rover", n), ("dir", d))) for d, _, _ in DIRECTIONS}
            for n in range(1, rovers + 1)
        ]
    return moves


def _square_actions(actor: int, kind: str, mask: int):
    """The ``patch``/``rover_place`` actions on the squares of ``mask`` (shared objects)."""
    row = _ACTIONS.get((actor, kind))
    if row is None:
        row = _ACTIONS[(actor, kind)] = [
            Action(actor, kind, (("row", i // pl.STRIDE), ("col", i % pl.STRIDE)))
            for i in range(pl.SIZE * pl.STRIDE)
        ]
    return list(compress(row, bin(mask)[:1:-1].encode().translate(_BITS)))


def _benefit_words(benefit: str) -> str:
    """A track benefit (content word) in words: ``civ2`` is ``civ milestone, rank 2``."""
    if benefit.startswith("civ"):
        return _("civ milestone, rank {rank}").format(rank=benefit[3:])
    if benefit.startswith("tech"):
        return _("tech milestone {n}").format(n=benefit[4:])
    if benefit == "synergy":
        return _("synergy boost")
    if benefit == "rover":
        return _("rover milestone")
    if benefit == "patch":
        return _("biomass milestone")
    return benefit


def _kept_shown(d: dict) -> tuple[Seat | None, ...]:
    """The table's ``shown`` planets with every ``None`` (as in ``seats``) made the seat itself:
    what to keep before the seats are replaced by changed copies."""
    return tuple(s if seen is None else seen for s, seen in zip(d["seats"], d["shown"], strict=True))


def _collected_words(pod: bool, meteorite: bool) -> str:
    """What a rover step collects, in words: ``"a lifepod and a meteorite"``."""
    return join_words([_("a lifepod")] * pod + [_("a meteorite")] * meteorite)


def _ending_words(ending: list[str], ran_out: bool = False) -> str:
    """Why the game ends, each condition met in words, joined by semicolons."""
    out = []
    for e in ending:
        if e == "depot":
            out.append(_("a depot ran out of tiles") if ran_out else _("a depot is empty"))
        elif e == "cannot_place":
            out.append(_("a player could not place a tile"))
        else:
            out.append(_("the last event card was revealed"))
    return "; ".join(out)


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

    def placements(self, p: int, slot: str) -> list[tuple[int, int, int]]:
        """Every legal ``(orientation, row, col)`` of the ``slot`` tile on ``p``'s planet."""
        tid = self.depot_tile(p, slot)
        if tid is None:
            return []
        s = self.seat(p)
        return pl.legal_placements(self.tile(tid).table, s.covered, s.covered | self.content.off_planet,
                                   self.ignores_adjacency(p))

    def patch_mask(self, p: int) -> int:
        """Mask of squares where a biomass patch may go (the placement rules for a 1-square piece)."""
        s = self.seat(p)
        return self.content.land & ~s.covered & pl.touch_mask(s.covered, self.ignores_adjacency(p),
                                                              self.content.off_planet)

    def patch_squares(self, p: int) -> list[tuple[int, int]]:
        """Squares where a biomass patch may go, in reading order."""
        return pl.squares_of(self.patch_mask(p))

    def rover_place_squares(self, p: int) -> list[tuple[int, int]]:
        """Squares of ``p``'s last placed tile without a rover (PU-ROVER-MILESTONE)."""
        s = self.seat(p)
        return pl.squares_of(s.last_tile & ~s.rover_mask())

    def rover_moves(self, p: int) -> list[tuple[int, str]]:
        """``(rover number, direction)`` of every legal one-square rover step."""
        rovers = self.data["seats"][p].rovers
        steps = self._c.land_steps
        out = []
        if len(rovers) == 1:
            return [(1, d) for d, _ in steps[rovers[0]]]
        occupied = 0
        for i in rovers:
            occupied |= 1 << i
        for n, sq in enumerate(rovers, start=1):
            for d, j in steps[sq]:
                if not (occupied >> j) & 1:
                    out.append((n, d))
        return out

    def _rover_can_move(self, p: int) -> bool:
        """Whether ``p`` has a legal rover step (:meth:`rover_moves` is not empty)."""
        rovers = self.data["seats"][p].rovers
        steps = self._c.land_steps
        if len(rovers) == 1:
            return bool(steps[rovers[0]])
        occupied = 0
        for i in rovers:
            occupied |= 1 << i
        return any(not (occupied >> j) & 1 for sq in rovers for _d, j in steps[sq])

    def rover_move_problem(self, a: Action) -> str | None:
        """Why rover step ``a`` is not possible, with the facts, or ``None``."""
        s = self.seat(a.actor)
        n, d = a["rover"], a["dir"]
        if not 1 <= n <= len(s.rovers):
            return ngettext("you have {n} rover on the planet; there is no rover {rover}",
                            "you have {n} rovers on the planet; there is no rover {rover}",
                            len(s.rovers)).format(n=len(s.rovers), rover=n)
        if d not in _DIR:
            return _("direction must be N, E, S or W, not {direction}").format(direction=repr(d))
        r, c = divmod(s.rovers[n - 1], pl.STRIDE)
        r2, c2 = r + _DIR[d][0], c + _DIR[d][1]
        if not (0 <= r2 < pl.SIZE and 0 <= c2 < pl.SIZE) or not pl.bit(r2, c2) & self.content.land:
            return _("rover {rover} at {square} cannot leave the planet (moving {direction} to {target})").format(
                rover=n, square=square_name(r, c), direction=direction_word(d), target=square_name(r2, c2))
        return None

    def rover_collision(self, a: Action) -> str | None:
        """Why rover step ``a`` would land on another rover (PU-ROVER-NO-SHARE), or ``None``."""
        s = self.seat(a.actor)
        r, c = divmod(s.rovers[a["rover"] - 1], pl.STRIDE)
        dr, dc = _DIR[a["dir"]]
        if pl.bit(r + dr, c + dc) & s.rover_mask():
            return _("rover {rover} cannot move {direction} to {square}: another rover is there").format(
                rover=a["rover"], direction=direction_word(a["dir"]), square=square_name(r + dr, c + dc))
        return None

    def energy_options(self, p: int, other: str, energy_mask: int) -> tuple[str, ...]:
        """Trackers energy may advance (PU-ENERGY): the tile's other resource or adjacent terrain.

        With ``energy_adjacency="connected"`` (PU-ENERGY-CONNECTED) the terrain may touch any square of
        the connected energy area the new energy squares belong to.
        """
        s = self.seat(p)
        if self.options["energy_adjacency"] == "connected":
            energy = s.terrain[_RES_INDEX["energy"]]
            area = energy_mask
            while True:
                grown = area | (pl.neighbours(area) & energy)
                if grown == area:
                    break
                area = grown
            energy_mask = area
        near = pl.neighbours(energy_mask)
        out = []
        for t in TRACKS:
            if t == other or near & s.terrain[_RES_INDEX[t]]:
                out.append(t)
        return tuple(out)

    def synergy_options(self, p: int, source: str) -> tuple[str, ...]:
        """Trackers a synergy boost can still move (PU-SYNERGY, PU-TRACK-TOP): the others, or
        with ``synergy_boost="must_any"`` (PU-SYNERGY-MUST-ANY) any of them, the source included."""
        s = self.seat(p)
        top = self.content.top
        any_track = self.options["synergy_boost"] == "must_any"
        return tuple(
            t for i, t in enumerate(TRACKS)
            if (any_track or t != source) and (s.tracks[i] < top[t] or t == "rover")
        )

    def synergy_rule(self) -> str:
        """The rule id of the synergy boost in play (the seed's, or the published variant's)."""
        return "PU-SYNERGY-MUST-ANY" if self.options["synergy_boost"] == "must_any" else "PU-SYNERGY"

    def energy_rule(self) -> str:
        """The rule id of the energy adjacency in play (the seed's, or the published variant's)."""
        return "PU-ENERGY-CONNECTED" if self.options["energy_adjacency"] == "connected" else "PU-ENERGY"

    def pending_options(self) -> tuple[str, ...]:
        """The choices of the pending energy, synergy or civ decision."""
        pending = self.data["benefits"]
        if not pending:
            return ()
        item = pending[0]
        if item[0] in ("energy", "order"):
            return item[1]
        if item[0] == "synergy":
            options = self.synergy_options(self._seat_to_act(), item[1])
            return options if self.options["synergy_boost"] == "must_any" else options + ("none",)
        if item[0] == "civ":
            return self.data["piles"][str(item[1])]
        return ()

    def _seat_to_act(self) -> int:
        """The seat deciding now (a decision is pending, so there is one)."""
        p = self.to_act
        if p is None:
            raise RuntimeError("no player is to act: the game is over or between decisions")
        return p

    def is_end_game_civ(self, card: str) -> bool:
        """Whether civ card ``card`` is an End Game card (secret until the end, PU-CIV-SECRET)."""
        return self.content.civ[card]["effect"] != "advance"

    def ignores_adjacency(self, p: int) -> bool:
        """Whether ``p``'s tiles and patches may skip adjacency (PU-TECH-IGNORE-ADJACENCY)."""
        return not self._c.free_placement.isdisjoint(self.data["seats"][p].techs)

    def has_tech(self, p: int, effect: str) -> bool:
        """Whether ``p`` has unlocked a tech with this effect."""
        techs = self.data["seats"][p].techs
        return bool(techs) and effect in self._c.effects(techs)

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
        self._begin_round()

    def _begin_round(self) -> None:
        d = self.data
        n = self.players
        d["order"] = tuple((d["commander"] + i) % n for i in range(n))
        d["placing"] = 0
        # None: the planet as it is in "seats". A seat is copied before it changes, and the
        # code that copies it (_clone_data, _reveal_event, _final_patches, _score) keeps the
        # planet as it was in "shown".
        d["shown"] = (None,) * n
        if self.options["events"]:
            self._reveal_event()
        if n == 2 and self.options["station_2p"] == "automatic":
            self.goto("station_turn")
            d["rotation"] = (d["rotation"] + 1) % DEPOTS
            self.emit(_("round {round}: the station turns one depot clockwise"),
                      "PU-ROTATE-2P", round=d["round"])
            self.goto("place")
            self.to_act = d["order"][0]
        else:
            self.goto("rotate")
            self.to_act = d["commander"]

    def _reveal_event(self) -> None:
        """PU-EVENT-CARDS / PU-END-EVENTS: reveal a card; the last one ends the game after this round."""
        d = self.data
        self.goto("event")
        card = self.chance.draw("event", d["events"])
        d["events"] = tuple(e for e in d["events"] if e != card)
        d["event"] = card
        info = self.content.events[card]
        if info["effect"] == "advance":
            t = info["track"]
            i = _TRACK_INDEX[t]
            top = self.content.top[t]
            d["shown"] = _kept_shown(d)
            d["seats"] = [x.copy() for x in d["seats"]]
            for x in d["seats"]:
                x.tracks[i] = min(top, x.tracks[i] + 1)
            self.emit(_("event {name}: every {resource} tracker moves up one step (no benefit)"),
                      "PU-EVENT-CARDS", name=info["name"], resource=resource(t))
        else:
            self.emit(_("event {name}: nothing happens"), "PU-EVENT-CARDS", name=info["name"])
        if not d["events"]:
            d["ending"] = [*d["ending"], "events"]
            self.emit(_("the last event card is revealed: the game ends after this round"), "PU-END-EVENTS")

    def _clone_data(self):
        d = self.data
        new = dict(d)
        # "stacks", "piles" and "ending" change a few times a game: the code that changes
        # them (_take_tile, _keep_civ, _reveal_event) copies them first, so they are shared here.
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

    # ------------------------------------------------------- legal actions
    def _place_actions(self, p: int) -> list[Action]:
        """Every placement action of both depot tiles facing ``p`` (empty: neither fits).

        :func:`.placement.fitting_anchors` for both tiles, with the selection of the listed
        actions beside it: this is the hot loop of every placement decision. Orientations
        that cover the same squares (a domino turned half round) share a footprint, so the
        anchors of each footprint are picked once, for all its orientations. Remembers the
        anchor masks by orientation for :meth:`_validate`.
        """
        c = self._c
        d = self.data
        seat = d["seats"][p]
        covered = seat.covered
        off = c.off_planet
        free = ~(covered | off)
        if not covered:
            need = pl.perimeter_of(off) if off else pl.PERIMETER
        elif not c.free_placement.isdisjoint(seat.techs):
            need = pl.BOARD & ~covered
        else:
            need = pl.neighbours(covered) & ~covered
        stacks = d["stacks"]
        depot = 2 * ((DEPOTS * p // self.players + d["rotation"]) % DEPOTS)
        tiles = []  # (slot, shape table, anchor mask of each footprint)
        digits = []  # the binary digits of every footprint's nonzero mask, highest first
        for slot, top in ((SLOTS[0], stacks[depot][0]), (SLOTS[1], stacks[depot + 1][0])):
            if top is None:
                continue
            table = c.tiles[top].table
            fits = []  # pl.fitting_anchors, inlined
            for offsets, m in table.footprints:
                good = 0
                for o in offsets:
                    good |= need >> o
                    m &= free >> o
                m &= good
                fits.append(m)
                if m:
                    digits.append(format(m, _DIGITS))
            tiles.append((slot, table, fits))
        if not digits:
            return []
        # Every mask's digits, lowest first, one block of _WIDTH per mask, as bytes 0x00 or
        # 0xff; ANDed with the bytes 1, 2, 3... of each block they keep the (1-based) square
        # index of each set bit, and without the zero bytes they are those indices, block
        # after block: the actions are picked in C, at a cost that hardly grows with their
        # number, and a mask's indices are the next bit_count() bytes.
        digits.reverse()
        flags = "".join(digits)[::-1].encode().translate(_BYTE_FF)
        picks = (int.from_bytes(flags, "little") & _INDICES).to_bytes(len(flags), "little").translate(None, b"\0")
        picks_of = _place_picks(p)
        out: list[Action] = []
        masks = {}
        at = 0
        for slot, table, fits in tiles:
            spans = []
            for m in fits:
                n = m.bit_count()
                spans.append(picks[at:at + n])
                at += n
            found = masks[slot] = [0] * pl.ORIENTATIONS
            rows = picks_of[slot]
            footprint_of = table.footprint_of
            for k in table.distinct:
                f = footprint_of[k]
                m = fits[f]
                if m:
                    found[k] = m
                    span = spans[f]
                    if len(span) > 1:
                        out += itemgetter(*span)(rows[k])
                    else:
                        out.append(rows[k][span[0]])
        self._place_masks = masks
        return out

    def _legal_actions(self) -> list[Action]:
        p = self.to_act
        ph = self.phase
        if p is None:  # nobody decides (the kernel asks only while the game goes on)
            return []
        self._place_masks = None
        if ph == "place":
            out = self._place_actions(p)
            if out:
                return out
            # PU-END-CANNOT-PLACE
            return [Action(p, "take", (("tile", slot),)) for slot in SLOTS
                    if self.depot_tile(p, slot) is not None]
        if ph == "rotate":
            return _choices(p, "rotate", "steps", _ROTATIONS)
        if ph == "order":
            return _choices(p, "order", "first", self.pending_options())
        if ph in ("energy", "synergy"):
            return _choices(p, ph, "track", self.pending_options())
        if ph == "civ":
            # PU-CIV-SECRET: the card by its place in the offer, never by name.
            return _choices(p, "civ", "offer", tuple(range(1, len(self.pending_options()) + 1)))
        if ph == "rover_place":
            s = self.seat(p)
            return _square_actions(p, "rover_place", s.last_tile & ~s.rover_mask())
        if ph == "rover_move":
            moves = _rover_actions(p, len(self.data["seats"][p].rovers))
            out = [moves[n][d] for n, d in self.rover_moves(p)]
            out.append(moves[0]["stop"])
            return out
        if ph in ("patch", "final_patches"):
            out = _square_actions(p, "patch", self.patch_mask(p))
            if ph == "patch" and self.has_tech(p, "store_patches"):
                out = [*out, _act(p, "store_patch", ())]
            return out
        return []

    # -------------------------------------------------------------- checks
    def _check(self, action: Action) -> None:
        p = action.actor
        kind = action.kind
        if kind == "place":
            tid = self.depot_tile(p, action["tile"])
            if tid is None:  # an empty stack: refused by the depot-tile requirement first
                return
            s = self.seat(p)
            why = placement_problem(self.tile(tid).table, action["orient"], action["row"],
                                       action["col"], s.covered, self.content.off_planet,
                                       self.ignores_adjacency(p))
            if why:
                self.refuse(_("the {tile_name}: {problem}").format(tile_name=tile_name(self, tid), problem=why[1]), why[0])
        elif kind == "take":
            fits = {slot: len(self.placements(p, slot)) for slot in SLOTS}
            if any(fits.values()):
                listed = ", ".join(
                    ngettext("the {slot} tile fits in {n} way", "the {slot} tile fits in {n} ways", n).format(
                        slot=slot_word(slot), n=n)
                    for slot, n in fits.items() if n)
                self.refuse(_("you can place a tile ({fits}), so you must place one").format(fits=listed),
                            "PU-MUST-PLACE")
        elif kind == "synergy" and self.synergy_rule() != "PU-SYNERGY":
            options = self.pending_options()
            if action["track"] not in options:
                self.refuse(_("the synergy boost from the {source} track must advance one of {options}; "
                              "not {choice}").format(source=resource(self.data["benefits"][0][1]),
                                                     options=", ".join(typed_values(options)),
                                                     choice=repr(action["track"])),
                            self.synergy_rule())
        elif kind == "energy" and self.energy_rule() != "PU-ENERGY":
            options = self.pending_options()
            if action["track"] not in options:
                self.refuse(_("energy can advance {options} (the tile's other resource or a terrain next to the "
                              "connected energy area), not {choice}").format(
                    options=", ".join(typed_values(options)), choice=repr(action["track"])), self.energy_rule())
        elif kind == "rover_move":
            collision = self.rover_collision(action)
            if collision:
                self.refuse(collision, "PU-ROVER-NO-SHARE")
        elif kind == "store_patch" and not self.has_tech(p, "store_patches"):
            self.refuse(_("storing a biomass patch needs a tech that stores patches (effect store_patches); "
                          "place it on your planet"), "PU-TECH-STORE-PATCHES")
        elif kind == "patch":
            r, c = action["row"], action["col"]
            s = self.seat(p)
            b = pl.bit(r, c)
            where = square_name(r, c)
            if not b & self.content.land:
                self.refuse(_("{square} is off the planet").format(square=where), "PU-ON-PLANET")
            if b & s.covered:
                self.refuse(_("{square} is already covered by a tile or patch").format(square=where), "PU-ONE-LAYER")
            if not s.covered and not b & pl.perimeter_of(self.content.off_planet):
                self.refuse(_("the first piece must touch the planet's perimeter; {square} does not").format(
                    square=where), "PU-PERIMETER-FIRST")
            if s.covered and not b & pl.neighbours(s.covered) and not self.ignores_adjacency(p):
                if b & pl.diagonals(s.covered):
                    reason = _("a patch must share an edge with a placed tile; {square} does not "
                               "(it touches them only diagonally)")
                else:
                    reason = _("a patch must share an edge with a placed tile; {square} does not")
                self.refuse(reason.format(square=where), "PU-ADJACENT")

    # ------------------------------------------------------------- execute
    def _execute(self, a: Action) -> None:
        kind = a.kind
        p = a.actor
        d = self.data
        if kind == "rotate":
            d["rotation"] = (d["rotation"] + a["steps"]) % DEPOTS
            extra = ("PU-ROTATE-2P-COMMANDER",) if self.players == 2 else ()
            steps = a["steps"]
            if steps:
                self.emit(ngettext("turns the station {n} depot", "turns the station {n} depots", steps),
                          "PU-ROTATE", *extra, actor=p, n=steps)
            else:
                self.emit(_("leaves the station as it is"), "PU-ROTATE", *extra, actor=p)
            self.goto("place")
            self.to_act = d["order"][0]
            return
        if kind in ("place", "take"):
            self._take_tile(a)
        elif kind == "order":
            pend = d["benefits"]
            first, second = pend.pop(0)[1]
            if a["first"] == second:
                pend[0], pend[1] = pend[1], pend[0]
                first, second = second, first
            self.emit(_("advances {first} first, then {second}"),
                      "PU-ADVANCE-ORDER", actor=p, first=Later(resource, first), second=Later(resource, second))
        elif kind == "energy":
            d["benefits"][0] = ("advance", a["track"], "energy")
            extra = ("PU-ENERGY-WATER",) if a["track"] == "water" else ()
            self.emit(_("energy advances {resource}"),
                      self.energy_rule(), *extra, actor=p, resource=Later(resource, a["track"]))
        elif kind == "synergy":
            t = a["track"]
            if t == "none":
                d["benefits"].pop(0)
                self.emit(_("declines the synergy boost"), "PU-SYNERGY", actor=p)
            else:
                d["benefits"][0] = ("advance", t, "synergy")
                self.emit(_("synergy boost advances {resource}"),
                          self.synergy_rule(), actor=p, resource=Later(resource, t))
        elif kind == "civ":
            self._keep_civ(p, self.pending_options()[a["offer"] - 1])
        elif kind == "rover_place":
            self._land_rover(p, a["row"], a["col"])
        elif kind == "rover_move":
            self._move_rover(p, a["rover"], a["dir"])
            left = d["benefits"][0][1] - 1
            if left > 0 and self._rover_can_move(p):
                d["benefits"][0] = ("rover_move", left)
                self.goto("rover_move")
                return
            d["benefits"].pop(0)
        elif kind == "rover_stop":
            left = d["benefits"].pop(0)[1]
            self.emit(ngettext("stops moving rovers ({n} movement point unused)",
                               "stops moving rovers ({n} movement points unused)", left),
                      "PU-ROVER-MOVEMENT", actor=p, n=left)
        elif kind == "patch":
            self._place_patch(p, a["row"], a["col"])
            if self.phase == "final_patches":
                self.seat(p).stored -= 1
                self._final_patches()
                return
            d["benefits"].pop(0)
        elif kind == "store_patch":
            d["benefits"].pop(0)
            s = self.seat(p)
            s.stored += 1
            self.emit(_("stores the biomass patch for the end of the game ({n} stored)"),
                      "PU-TECH-STORE-PATCHES", actor=p, n=s.stored)
        self._resolve()

    # ---------------------------------------------------------- tiles
    def _take_tile(self, a: Action) -> None:
        d = self.data
        p = a.actor
        params = dict(a.params)
        slot = params["tile"]
        depot = (DEPOTS * p // self.players + d["rotation"]) % DEPOTS  # self.depot_of(p)
        i = 2 * depot + SLOTS.index(slot)
        stacks = d["stacks"] = d["stacks"][:]  # shared with the parent until now
        tid, rest = stacks[i]
        if rest:
            top = self.chance.draw("tile", rest)
            j = rest.index(top)
            stacks[i] = Stack(top, rest[:j] + rest[j + 1:])
        else:
            stacks[i] = Stack(None, ())
        if d["stacks"][2 * depot][0] is None and d["stacks"][2 * depot + 1][0] is None:
            if "depot" not in d["ending"]:
                d["ending"] = [*d["ending"], "depot"]
            self.emit(_("depot {depot} is empty: the game ends after this round"),
                      "PU-END-DEPOT", actor=p, depot=depot)
        tile = self._c.tiles[tid]
        s = d["seats"][p]
        s.tiles = s.tiles + (tid,)
        if a.kind == "take":
            if "cannot_place" not in d["ending"]:
                d["ending"] = [*d["ending"], "cannot_place"]
            self.emit(_("cannot place either tile; takes the {tile_name} without placing it (meteor ignored); "
                        "the game ends after this round"),
                      "PU-END-CANNOT-PLACE", "PU-CANNOT-PLACE-TAKE", "PU-END-FINISH-ROUND", actor=p,
                      tile_name=tile_name(self, tid))
            entries: list[tuple[str, Benefit]] = []
            for res, other in ((tile.a, tile.b), (tile.b, tile.a)):
                t = other if res == "energy" else res
                entries.append((res, ("advance", t, "energy" if res == "energy" else "tile")))
                if res in ("energy", "water"):
                    text = (_("energy on the unplaced tile advances {resource}") if res == "energy"
                            else _("water on the unplaced tile advances {resource}"))
                    self.emit(text, "PU-CANNOT-PLACE-ADVANCE", actor=p, resource=resource(t))
            self._queue_advances(p, entries)
            self.goto("resolve")
            return
        k, r, c = params["orient"], params["row"], params["col"]
        m, ma, mb, met = tile.table.orientations[k].at(r, c)
        content = self._c
        effects = content.effects(s.techs) if s.techs else _NO_EFFECTS
        crushed = m & s.pods
        if crushed:
            s.pods &= ~crushed
            if "pod_rescue" in effects:
                s.pods_collected += pl.count(crushed)
                n = pl.count(crushed)
                self.emit(ngettext("pod rescue crane saves {n} lifepod", "pod rescue crane saves {n} lifepods",
                                   n),
                          "PU-TECH-EFFECTS", actor=p, n=n)
            else:
                n = pl.count(crushed)
                self.emit(ngettext("destroys {n} lifepod at {squares}", "destroys {n} lifepods at {squares}", n),
                          "PU-DESTROY", actor=p, n=n, squares=Later(names, crushed))
        lost = [i for i in s.rovers if (1 << i) & m]
        if lost:
            s.rovers = [i for i in s.rovers if not (1 << i) & m]
            self.emit(ngettext("destroys {n} rover", "destroys {n} rovers", len(lost)),
                      "PU-DESTROY", actor=p, n=len(lost))
        s.covered |= m
        s.add_terrains(_RES_INDEX[tile.a], ma, _RES_INDEX[tile.b], mb)
        s.last_tile = m
        meteor = tile.meteor
        if meteor and "no_meteorites" in effects:
            meteor = False
            self.emit(_("the meteor icon drops no meteorite (tech)"), "PU-TECH-NO-METEORITES", actor=p)
        s.last_meteor = met if meteor else 0
        if meteor:
            s.meteors |= met
            self.emit(_("a meteorite lands on {squares}"),
                      "PU-METEOR", "PU-METEOR-LINES", actor=p, squares=Later(names, met))
        self.emit(_("places the {tile_name}, {orientation}, at {square}"),
                  "PU-TAKE-TILE", "PU-PLACE-RULES", "PU-TILE-SECTIONS", "PU-ADVANCE",
                  "PU-ADVANCE-ORDER", actor=p, tile_name=tile_name(self, tid),
                  orientation=Later(orientation, k), square=Later(square_name, r, c))
        entries = []
        for res, sec, other in ((tile.a, ma, tile.b), (tile.b, mb, tile.a)):
            if res == "energy":
                opts = self.energy_options(p, other, sec)
                if len(opts) == 1:
                    entries.append((res, ("advance", opts[0], "energy")))
                    self.emit(_("energy can only advance {resource}"),
                              self.energy_rule(), actor=p, resource=Later(resource, opts[0]))
                else:
                    entries.append((res, ("energy", opts)))
            elif res == "water" and not (sec & content.ice) and "ice_drill" not in effects:
                self.emit(_("the water terrain covers no ice: the water tracker does not advance"),
                          "PU-WATER-ICE", actor=p)
            elif res == "water" and "double_water" in effects:
                entries.append((res, ("advance", res, "double")))
                self.emit(_("the water terrain advances the water tracker twice (tech)"),
                          "PU-TECH-DOUBLE-WATER", actor=p)
            else:
                entries.append((res, ("advance", res, "tile")))
        self._queue_advances(p, entries)
        self.goto("resolve")

    def _queue_advances(self, p: int, entries: list[tuple[str, Benefit]]) -> None:
        """Queue the tile's advances ``[(resource, pending item)]``, in section order.

        PU-ADVANCE-ORDER / PU-ADVANCE-ORDER-ASKED: the player chooses which goes first
        when both would claim a benefit (for energy still to be spent: any of its choices).
        """
        pend = self.data["benefits"]
        if len(entries) == 2:
            (ra, ea), (rb, eb) = entries
            same = ea[0] == eb[0] == "advance" and ea[1] == eb[1]
            if not same and self._claims(p, ea) and self._claims(p, eb):
                pend.append(("order", (ra, rb)))
                self.emit(_("the {a} and {b} advances both claim a benefit: the player chooses which comes first"),
                          "PU-ADVANCE-ORDER", "PU-ADVANCE-ORDER-ASKED", actor=p, a=Later(resource, ra),
                          b=Later(resource, rb))
        for _res, e in entries:
            pend.append(e)

    def _claims(self, p: int, item: tuple) -> bool:
        """Whether advancing the tracker(s) of a queued advance or energy choice claims a benefit."""
        c = self._c
        tracks = self.data["seats"][p].tracks
        for t in (item[1],) if item[0] == "advance" else item[1]:
            if t == "rover":  # rover steps give movement, even at the top
                return True
            pos = tracks[_TRACK_INDEX[t]]
            if pos < c.top[t] and c.benefits[t][pos + 1]:
                return True
        return False

    # ------------------------------------------------------ benefits loop
    def _resolve(self) -> None:
        """Resolve pending benefits until a player decision or the player is done."""
        if self.phase != "resolve":
            self.goto("resolve")
        d = self.data
        p = d["order"][d["placing"]]
        pend = d["benefits"]
        while pend:
            item = pend[0]
            kind = item[0]
            if kind == "advance":
                pend.pop(0)
                if item[2] == "double":  # PU-TECH-DOUBLE-WATER: the second step after the first's benefit
                    pend.insert(0, ("advance", item[1], "tile"))
                self._advance(p, item[1])
                continue
            if kind == "order":
                return self._ask("order", p)
            if kind == "energy":
                return self._ask("energy", p)
            if kind == "synergy":
                if not self.synergy_options(p, item[1]):
                    pend.pop(0)
                    self.emit(_("synergy boost: every other tracker is at the top"), "PU-TRACK-TOP", actor=p)
                    continue
                return self._ask("synergy", p)
            if kind == "civ":
                if not d["piles"][str(item[1])]:
                    pend.pop(0)
                    self.emit(_("no rank {rank} civ card is left"),
                              "PU-CIV-MILESTONE", actor=p, rank=item[1])
                    continue
                return self._ask("civ", p)
            if kind == "rover_place":
                s = self.seat(p)
                if s.supply == 0 or not self.rover_place_squares(p):
                    pend.pop(0)
                    self.emit(_("no rover can land (none left on the board, or no tile yet)"),
                              "PU-ROVER-MILESTONE", actor=p)
                    continue
                return self._ask("rover_place", p)
            if kind == "rover_move":
                if item[1] <= 0 or not self.rover_moves(p):
                    pend.pop(0)
                    continue
                return self._ask("rover_move", p)
            if kind == "patch":
                if not self.patch_mask(p):
                    pend.pop(0)
                    self.seat(p).stored += 1
                    self.emit(_("no square for the biomass patch: it is stored"), "PU-PATCH-STORED", actor=p)
                    continue
                return self._ask("patch", p)
        self._next_player()

    def _ask(self, phase: str, p: int) -> None:
        self.goto(phase)
        self.to_act = p

    def _advance(self, p: int, track: str) -> None:
        c = self._c
        s = self.data["seats"][p]
        i = _TRACK_INDEX[track]
        top = c.top[track]
        # a rover_plus tech adds a movement point to a rover step (has_tech, inlined)
        plus = 1 if track == "rover" and s.techs and "rover_plus" in c.effects(s.techs) else 0
        pend = self.data["benefits"]
        if s.tracks[i] >= top:
            if track == "rover":
                pend.insert(0, ("rover_move", c.rover_movement[top] + plus))
                self.emit(_("rover tracker is at the top: movement only"), "PU-TRACK-TOP", actor=p)
            else:
                self.emit(_("{resource} tracker is at the top: nothing more"),
                          "PU-TRACK-TOP", actor=p, resource=Later(resource, track))
            return
        s.tracks[i] += 1
        pos = s.tracks[i]
        benefit = c.benefits[track][pos]
        new: list[Benefit] = []
        if benefit == "synergy":
            new.append(("synergy", track))
        elif benefit.startswith("civ"):
            new.append(("civ", int(benefit[3])))
        elif benefit == "rover":
            new.append(("rover_place",))
        elif benefit == "patch":
            new.append(("patch",))
        elif benefit.startswith("tech"):
            tech = c.techs[int(benefit[4]) - 1]
            s.techs = s.techs + (tech["id"],)
            self.emit(_("unlocks tech {name}"),
                      "PU-TECH", "PU-TECH-EFFECTS", actor=p, name=tech["name"])
        if track == "rover":
            new.append(("rover_move", c.rover_movement[pos] + plus))
        if benefit:
            self.emit(_("{resource} tracker advances to {position} ({benefit})"), "PU-ADVANCE",
                      "PU-BENEFIT", actor=p, resource=Later(resource, track), position=pos,
                      benefit=Later(_benefit_words, benefit))
        else:
            self.emit(_("{resource} tracker advances to {position}"), "PU-ADVANCE", "PU-BENEFIT",
                      actor=p, resource=Later(resource, track), position=pos)
        pend[0:0] = new

    def _keep_civ(self, p: int, card: str) -> None:
        d = self.data
        rank = d["benefits"].pop(0)[1]
        d["piles"] = {**d["piles"], str(rank): tuple(x for x in d["piles"][str(rank)] if x != card)}
        s = self.seat(p)
        s.civ = s.civ + (card,)
        info = self.content.civ[card]
        if not self.is_end_game_civ(card):
            self.emit(_("keeps civ card {name} (rank {rank}); the rest go back face down"),
                      "PU-CIV-MILESTONE", "PU-CIV-TIE", actor=p, name=info["name"], rank=rank)
        else:
            self.emit(_("keeps an End Game civilization card (rank {rank}), secret until the end; the "
                        "rest go back face down"),
                      "PU-CIV-MILESTONE", "PU-CIV-TIE", "PU-CIV-SECRET", actor=p, rank=rank)
        if info["effect"] == "advance":
            d["benefits"].insert(0, ("advance", info["track"], "civ"))

    def _land_rover(self, p: int, r: int, c: int) -> None:
        self.data["benefits"].pop(0)
        s = self.seat(p)
        b = pl.bit(r, c)
        s.supply -= 1
        s.rovers.append(r * pl.STRIDE + c)
        rules = ["PU-ROVER-MILESTONE"]
        if b & s.meteors:
            s.meteors &= ~b
            s.meteorites_collected += 1
            rules.append("PU-ROVER-ON-METEOR")
        text = _("lands a rover on {square} and collects its meteorite") if len(rules) > 1 else _(
            "lands a rover on {square}")
        self.emit(text, *rules, actor=p, square=Later(square_name, r, c))

    def _move_rover(self, p: int, n: int, direction: str) -> None:
        s = self.data["seats"][p]
        dr, dc = _DIR[direction]
        i = s.rovers[n - 1] + dr * pl.STRIDE + dc
        s.rovers[n - 1] = i
        b = 1 << i
        pod = b & s.pods
        if pod:
            s.pods &= ~b
            s.pods_collected += 1
        meteorite = b & s.meteors
        if meteorite:
            s.meteors &= ~b
            s.meteorites_collected += 1
        r, c = divmod(i, pl.STRIDE)
        if pod or meteorite:
            self.emit(_("rover {rover} moves {direction} to {square}, collects {things}"),
                      "PU-ROVER-MOVEMENT", "PU-ROVER-COLLECT", actor=p, rover=n,
                      direction=Later(direction_word, direction), square=Later(square_name, r, c),
                      things=Later(_collected_words, bool(pod), bool(meteorite)))
        else:
            self.emit(_("rover {rover} moves {direction} to {square}"), "PU-ROVER-MOVEMENT", actor=p,
                      rover=n, direction=Later(direction_word, direction), square=Later(square_name, r, c))

    def _place_patch(self, p: int, r: int, c: int) -> None:
        s = self.seat(p)
        b = pl.bit(r, c)
        rules = ["PU-BIOMASS-PATCH", "PU-PATCH-LINES"]
        if b & s.pods:
            s.pods &= ~b
            rules.append("PU-DESTROY")
        if b & s.rover_mask():
            s.rovers = [i for i in s.rovers if (1 << i) != b]
            rules.append("PU-DESTROY")
        s.covered |= b
        s.patches |= b
        s.add_terrain(_RES_INDEX["biomass"], b)
        self.emit(_("places a biomass patch on {square}"),
                  *dict.fromkeys(rules), actor=p, square=Later(square_name, r, c))

    # ------------------------------------------------------- round and end
    def _next_player(self) -> None:
        d = self.data
        self.goto("next_player")
        d["placing"] += 1
        if d["placing"] < len(d["order"]):
            self.goto("place")
            self.to_act = d["order"][d["placing"]]
            return
        self.goto("round_end")
        d["commander"] = (d["commander"] + 1) % self.players
        if d["ending"]:
            self.emit(_("the round is over and the game ends: {reasons}"),
                      "PU-END", "PU-END-FINISH-ROUND", reasons=_ending_words(d["ending"]))
            self._final_patches()
            return
        self.emit(_("the commander token passes to {player}"),
                  "PU-COMMANDER-PASS", player=f"P{d['commander'] + 1}")
        d["round"] += 1
        self._begin_round()

    def _final_patches(self) -> None:
        """Stored patches go down before scoring (PU-PRE-SCORING); unplaceable ones are lost."""
        seats = self.data["seats"]
        for p in range(self.players):
            s = seats[p]
            if s.stored and not self.patch_mask(p):
                lost = ngettext("{n} stored patch has no square and is lost",
                                "{n} stored patches have no square and are lost", s.stored).format(n=s.stored)
                self.emit(lost, "PU-PATCH-STORED", actor=p)
                # copy first: seats other than the actor's are shared with the previous state
                self.data["shown"] = _kept_shown(self.data)
                s = seats[p] = s.copy()
                s.stored = 0
            if s.stored:
                self.goto("final_patches")
                self.to_act = p
                return
        self._score()

    def _score(self) -> None:
        self.goto("scoring")
        c = self.content
        self.data["shown"] = _kept_shown(self.data)
        seats = self.data["seats"] = [s.copy() for s in self.data["seats"]]
        for p, s in enumerate(seats):
            secret = [c.civ[cid]["name"] for cid in s.civ if self.is_end_game_civ(cid)]
            if secret:
                self.emit(ngettext("reveals End Game civ card {cards}", "reveals End Game civ cards {cards}",
                                   len(secret)),
                          "PU-CIV-SECRET", "PU-SCORE-CIV", actor=p, cards=", ".join(secret))
            for line in scoring.prepare(s, c):
                self.emit(line, "PU-PRE-SCORING", "PU-CIV-EFFECTS", actor=p)
        self.emit(_("rovers and uncollected lifepods leave the planets"), "PU-REMOVE-ROVERS-PODS")
        breakdown, totals = self._breakdown(seats)
        side_rule = "PU-SCORE-NEIGHBOUR" if self.data["objective_side"] == "neighbour" else "PU-SCORE-PRIVATE"
        for p, (b, t) in enumerate(zip(breakdown, totals, strict=True)):
            parts = ", ".join(scoring.category_words(k, v) for k, v in b.items()
                              if k not in ("uncovered", "planet_meteorites"))
            self.emit(ngettext("scores {n} medal ({parts})", "scores {n} medals ({parts})", t),
                      "PU-SCORE-SUM", "PU-SCORE-LINES", "PU-METEOR-LINES", "PU-SCORE-LINE-VALUE",
                      "PU-ROWCOL-MEDALS", "PU-SCORE-TRACKS", "PU-SCORE-PODS", "PU-SCORE-METEORITES",
                      "PU-CIV-RATIOS", "PU-SCORE-CIV", side_rule, "PU-OBJECTIVE-CARDS",
                      "PU-OBJECTIVE-VALUES", actor=p, n=t, parts=parts)
        keys = [scoring.ranking_key(s, c, t) for s, t in zip(seats, totals, strict=True)]
        win, tiebreak, tie_rules = scoring.winners(keys)
        reason = _("end: {reasons}").format(reasons=_ending_words(self.data["ending"], ran_out=True))
        rules = ["PU-END", "PU-WIN", "PU-SCORE-LINES", "PU-SCORE-TRACKS", *tie_rules]
        rule_of = {"depot": "PU-END-DEPOT", "cannot_place": "PU-END-CANNOT-PLACE", "events": "PU-END-EVENTS"}
        rules += [rule_of[e] for e in self.data["ending"]]
        self.finish(totals, win, reason, rules, breakdown=breakdown, tiebreak=tiebreak, end_phase="end")

    def _breakdown(self, seats: list[Seat]) -> tuple[list[dict], list[int]]:
        c = self.content
        side = self.data["objective_side"]
        obj = scoring.objective_medals(seats, c, self.data["objectives"], side)
        breakdown, totals = [], []
        for s, o in zip(seats, obj, strict=True):
            b = scoring.seat_score(s, c)
            b["objectives"] = o
            totals.append(sum(b.values()))
            b["uncovered"] = pl.count(c.land & ~s.covered)
            b["planet_meteorites"] = pl.count(s.meteors)
            breakdown.append(b)
        return breakdown, totals

    def _scores(self) -> list[float]:
        """Medals so far, as everyone at the table can count them.

        Civilization medals are left out while the game goes on: End Game civ cards
        are secret until the end (PU-CIV-SECRET), and a running total that counted
        them would tell the table what a player kept.
        """
        seats = [s.copy() for s in self.data["seats"]]
        breakdown, totals = self._breakdown(seats)
        return [t - b.get("civ", 0) for b, t in zip(breakdown, totals, strict=True)]

    # --------------------------------------------------------------- words
    def _describe(self, action: Action) -> str:
        """The action in the game's words (:func:`.words.describe`)."""
        return describe(self, action)

    def _picture(self) -> str:
        """The table drawn as HTML with inline SVG (:mod:`.picture`), the rich display."""
        from .picture import picture

        return picture(self)

    # ---------------------------------------------------------------- view
    def _view(self, player: int | None) -> dict:
        """Other players' planets as they were when this round began (placement is simultaneous);
        face-down stacks and civ piles show only how many they hold; other players' End Game civ
        cards only how many there are, until the game is over. ``facing[p]`` is the depot seat
        ``p``'s indicator faces now. ``civ_offer`` lists the civ cards a player at a civ milestone
        chooses from, in the order the ``civ`` action's ``offer`` counts them (1 = the first), in
        that player's own view only; everyone else sees ``None`` (PU-CIV-SECRET).

        A spectator (``player=None``) sees every planet as it is now."""
        d = self.data
        # PU-SIMULTANEOUS: while the round's placements are under way, a player sees the others'
        # planets as they were when it began; spectators and, once the round is over, everyone
        # see the planets as they are.
        hide = player is not None and self.phase not in ("final_patches", "scoring", "end")
        acted = set(d["order"][: d["placing"] + (1 if self.phase not in ("place", "rotate") else 0)])
        seats = []
        for p, s in enumerate(d["seats"]):
            if hide and p != player and p in acted and d["shown"] and d["shown"][p] is not None:
                plain = d["shown"][p].to_plain()
            else:
                plain = s.to_plain()
            # PU-CIV-SECRET: End Game civ cards stay hidden from the others until the end.
            cards = plain["civ_cards"]
            if p != player and not self.is_over:
                plain["civ_cards"] = [cid for cid in cards if not self.is_end_game_civ(cid)]
            plain["hidden_civ_cards"] = len(cards) - len(plain["civ_cards"])
            seats.append(plain)
        return {
            "round": d["round"],
            "commander": d["commander"],
            "rotation": d["rotation"],
            "facing": [self.depot_of(p) for p in range(self.players)],
            "depots": [
                {"inner": d["stacks"][2 * k][0], "outer": d["stacks"][2 * k + 1][0],
                 "inner_below": len(d["stacks"][2 * k][1]), "outer_below": len(d["stacks"][2 * k + 1][1])}
                for k in range(DEPOTS)
            ],
            "civ_piles": {r: len(v) for r, v in d["piles"].items()},
            "civ_offer": (list(self.pending_options())
                          if self.phase == "civ" and player is not None and player == self.to_act else None),
            "objectives": list(d["objectives"]),
            "objective_side": d["objective_side"],
            "event": d["event"],
            "events_left": len(d["events"]),
            "seats": seats,
        }
