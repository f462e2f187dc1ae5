"""Resolving operations: paying costs, running effects, moving cards and tokens.

:class:`Engine` is a mixin of :class:`~.state.CaptainsChairState`; every method
works on the state's private copy during ``_execute``. Costs are checked in
full before anything is paid (CC-COST-IN-FULL); effects that cannot happen are
skipped (CC-SKIP-EFFECT) or resolved as far as they go (CC-PARTIAL-EFFECT).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from .player import Player, StagedStardate

if TYPE_CHECKING:  # pragma: no cover
    from lunarrules.kernel import State

    from .cards import CardDef
    from .content import Catalog
    from .table import CaptainsChairTable, Market, MarketDecks

    _Base = State
else:
    _Base = object

RES = {"dilithium": 0, "latinum": 1, "glory": 2}
_PAYMENTS: dict = {}  # (cost, pool, exchange) -> payments: a pure function, so cached


def market_of(d: CaptainsChairTable) -> dict[str, str | None]:
    """The table's face-up market (itself, not a copy), read by a suit held in a variable."""
    return cast("dict[str, str | None]", d["market"])


def market_decks_of(d: CaptainsChairTable) -> dict[str, tuple[str, ...]]:
    """The table's market decks (themselves, not a copy), read by a suit held in a variable."""
    return cast("dict[str, tuple[str, ...]]", d["market_decks"])


def n_of(n: int, word: str, plural: str = "") -> str:
    """``"1 card"``, ``"2 cards"``: a count with its noun in the right number."""
    return f"{n} {word if n == 1 else plural or word + 's'}"


def spaced(value) -> str:
    """An id or other value in plain words: ``"mk_cadet.1"`` reads ``"mk cadet 1"``."""
    text = str(value) if isinstance(value, (str, int)) and not isinstance(value, bool) else ""
    return " ".join(text.replace("_", " ").replace(".", " ").split())


def card_name(state, uid, unknown: str = "an unknown card") -> str:
    """The content name of card ``uid``; for an id the content lacks, ``unknown`` and the id in words."""
    c = state.cat.card.get(uid) if isinstance(uid, str) else None
    if c is not None:
        return c.name
    shown = spaced(uid)
    return f"{unknown} ({shown})" if shown else unknown


def names(state, uids, empty: str = "none") -> str:
    """Card names joined by commas, or ``empty``."""
    return ", ".join(card_name(state, u) for u in uids) or empty


def without(t: tuple, x) -> tuple:
    """``t`` without its (single) element ``x``."""
    i = t.index(x)
    return t[:i] + t[i + 1:]


class PrintedCost:
    """A card's printed cost seen as an operation that spends an action (CC-ACQUIRE)."""

    __slots__ = ("d", "lat")
    action = True
    cost = ()

    def __init__(self, cost: tuple[int, int]):
        self.d, self.lat = cost

    def resource_cost(self) -> tuple[int, int, int]:
        return self.d, self.lat, 0


class Engine(_Base):
    """Operation resolution shared by the step handlers of the state."""

    cat: Catalog  # the content's cards, crews and parameters (set at setup)
    data: CaptainsChairTable

    # ------------------------------------------------------------ look-ups
    #: Bit i set: this state's table holds its own copy of player i (players are
    #: shared with the state it was copied from until first changed).
    _owned = 0

    def P(self, i: int) -> Player:
        """Player ``i``, copied first if this table does not own it yet (before changing it)."""
        seats = self.data["seats"]
        if self._owned & (1 << i):
            return seats[i]
        pl = seats[i] = seats[i].copy()
        self._owned |= 1 << i
        return pl

    def card(self, uid: str) -> CardDef:
        return self.cat.card[uid]

    def tokens_at(self, loc: str, p: int) -> int:
        """Away teams plus ship tokens of player ``p`` at neutral location ``loc``.

        Parameters
        ----------
        loc : str
            A neutral location uid.
        p : int
            Seat (0 or 1).

        Returns
        -------
        int
        """
        d = self.data
        n = d["away_teams"][loc][p]
        for where in d["seats"][p].ships.values():
            if where == loc:
                n += 1
        return n

    def ships_at(self, loc: str, p: int) -> int:
        """Ship tokens of player ``p`` at neutral location ``loc``."""
        return sum(1 for where in self.data["seats"][p].ships.values() if where == loc)

    def away_problem(self, p: int, loc: str) -> str | None:
        """Why ``p``'s away teams may not go to ``loc`` now, or ``None`` (CC-AWAY-SHIPS)."""
        mine, theirs = self.ships_at(loc, p), self.ships_at(loc, 1 - p)
        if theirs > mine:
            return (
                f"your opponent has {n_of(theirs, 'ship')} there and you have "
                f"{mine} (away teams go only where the opponent does not have more ships)"
            )
        return None

    def op_targets(self, p: int, op, may: bool) -> tuple:
        """The targets player ``p`` may name for ``op`` (CC-TARGET, CC-AWAY-SHIPS).

        An operation that sends away teams may only name a location they may go to;
        when there is none, it names '-' and the away effect is skipped.
        """
        neutral = self.data["neutral_zone"]
        if op.scraps:  # CC-SCRAP-MARKET: a face-up market card
            return tuple(u for u in self.data["market"].values() if u is not None) or ("-",)
        if not op.targeted or not neutral:
            return ("-",)
        if op.sends_away or (may and op.may_send_away):
            return tuple(t for t in neutral if self.away_problem(p, t) is None) or ("-",)
        return neutral

    def secured(self, p: int) -> list:
        """Neutral locations secured by ``p``: at least 3 tokens and 2 more than the opponent.

        Returns
        -------
        list of str
            Location uids, in Neutral Zone order (CC-SECURED).
        """
        prm = self.cat.params
        out = []
        for loc in self.data["neutral_zone"]:
            mine, theirs = self.tokens_at(loc, p), self.tokens_at(loc, 1 - p)
            if mine >= prm["secure_min"] and mine - theirs >= prm["secure_lead"]:
                out.append(loc)
        return out

    # ------------------------------------------------------------ payments
    def glory_rates(self) -> tuple[int, int]:
        """(dilithium per glory, latinum per glory) under the chosen exchange."""
        if self.options["glory_exchange"] == "published":
            return 2, 1  # CC-GLORY-REVERSE
        return 1, 2  # CC-GLORY-DIL, CC-GLORY-LAT

    def glory_caps(self, d: int, lat: int) -> tuple[int, int]:
        """Most glory that may stand in for ``d`` dilithium and ``lat`` latinum."""
        rd, rl = self.glory_rates()
        return -(-d // rd), -(-lat // rl)  # CC-GLORY-NO-OVERPAY

    def to_pay(self, d: int, lat: int, g: int, gd: int, gl: int) -> tuple[int, int, int]:
        """What leaves the pool when glory ``gd``/``gl`` stands in (no change)."""
        rd, rl = self.glory_rates()
        return max(0, d - rd * gd), max(0, lat - rl * gl), g + gd + gl

    def payments(self, p: int, d: int, lat: int, g: int) -> tuple[tuple[int, int], ...]:
        """Every (glory for dilithium, glory for latinum) that pays the cost in full."""
        pool = self.data["seats"][p].pool
        # only amounts up to the cost matter, so the cache stays small
        key = (d, lat, g, min(pool[0], d), min(pool[1], lat), min(pool[2], g + d + lat),
               self.options["glory_exchange"])
        hit = _PAYMENTS.get(key)
        if hit is not None:
            return hit
        cd, cl = self.glory_caps(d, lat)
        out = []
        for gd in range(cd + 1):
            for gl in range(cl + 1):
                nd, nl, ng = self.to_pay(d, lat, g, gd, gl)
                if nd <= pool[0] and nl <= pool[1] and ng <= pool[2]:
                    out.append((gd, gl))
        hit = _PAYMENTS[key] = tuple(out)
        return hit

    def other_cost_problem(self, p: int, op, uid: str, target: str) -> str | None:
        """Why a non-resource cost ("do A to do B") cannot be paid, or None."""
        pl = self.data["seats"][p]
        for c in op.cost:
            if c[0] == "junk_incident":
                if not any(x != uid and self.cat.card[x].suit == "incident" for x in pl.hand):
                    return (
                        f"{self.card(uid).name}: the cost 'junk an INCIDENT from your hand' cannot "
                        f"be paid: your hand holds no other incident ({len(pl.hand)} cards)"
                    )
            elif c[0] == "stored":
                have = self.data["stored"].get(uid, (0, 0, 0))[RES[c[1]]]
                if have < c[2]:
                    return (
                        f"{self.card(uid).name}: the cost 'spend {c[2]} {c[1]} stored on this card' "
                        f"cannot be paid: it holds {have}"
                    )
            elif c[0] == "take_incident":
                left = len(self.data["incidents"])
                if left < c[1]:
                    return (
                        f"{self.card(uid).name}: the cost 'take {n_of(c[1], 'incident')} into your "
                        f"hand' cannot be paid: the incident deck holds {n_of(left, 'card')}"
                    )
            elif c[0] == "recall":
                have = self.data["away_teams"].get(target, (0, 0))[p]
                if have < c[1]:
                    return (
                        f"{self.card(uid).name}: the cost 'return {n_of(c[1], 'away team')} from "
                        f"{card_name(self, target) if target in self.cat.card else 'the target location'}' "
                        f"cannot be paid: you have {have} there"
                    )
        return None

    def pay(self, p: int, op, uid: str, target: str, gd: int, gl: int) -> None:
        pl = self.P(p)
        d, lat, g = op.resource_cost()
        nd, nl, ng = self.to_pay(d, lat, g, gd, gl)
        pl.pool[0] -= nd
        pl.pool[1] -= nl
        pl.pool[2] -= ng
        if nd or nl or ng:
            seed = self.options["glory_exchange"] == "seed"
            rules = ["CC-SPEND-POOL", "CC-SPEND-SUPPLY"]
            if gd:
                rules.append("CC-GLORY-DIL" if seed else "CC-GLORY-REVERSE")
            if gl:
                rules.append("CC-GLORY-LAT" if seed else "CC-GLORY-REVERSE")
            sub = f" ({gd} glory in place of dilithium, {gl} in place of latinum)" if gd or gl else ""
            self.emit(f"paid {nd} dilithium, {nl} latinum, {ng} glory{sub}", *rules, actor=p)
        for c in op.cost:
            if c[0] == "junk_incident":
                x = next(x for x in pl.hand if x != uid and self.cat.card[x].suit == "incident")
                pl.hand.remove(x)
                self.data["junk"] += (x,)
                self.emit(f"junked {self.card(x).name} from hand as a cost", "CC-COST-DEF", actor=p)
            elif c[0] == "take_incident":
                self.take_incidents(p, c[1], to_hand=True)
            elif c[0] == "stored":
                have = list(self.data["stored"][uid])
                have[RES[c[1]]] -= c[2]
                self.data["stored"] = {**self.data["stored"], uid: (have[0], have[1], have[2])}
                self.emit(f"spent {c[2]} {c[1]} stored on {self.card(uid).name} "
                          f"({have[RES[c[1]]]} left on it)", "CC-COST-DEF", "CC-STORE", actor=p)
            elif c[0] == "recall":
                self.move_away(target, p, -c[1])
                pl.away_teams += c[1]
                self.emit(f"returned {n_of(c[1], 'away team')} from {self.card(target).name} as a cost",
                          "CC-COST-DEF", actor=p)

    # ------------------------------------------------------------ effects
    #: The effects still to resolve while a resolution runs (None between actions).
    _queue: list | None = None

    def run(self, p: int, uid: str | None, effects, target: str = "-") -> bool:
        """Resolve ``effects`` for player ``p`` in order (CC-MANDATORY, CC-SKIP-EFFECT).

        Inside a running resolution (an encounter's reward or penalty) the effects go
        first in its queue. A draw that stops for a development offer
        (CC-RESERVE-EMPTY-DEVELOP) stops the resolution: ``False`` is returned and the
        effects still to resolve are kept in ``self._left``.
        """
        items = [(p, uid, tuple(e), target) for e in effects]
        q = self._queue
        if q is not None:
            q[:0] = items
            return True
        self._queue = q = items
        d = self.data
        try:
            while q:
                if d["burn"]:
                    return True  # CC-BURN: the game ends at once
                item = q.pop(0)
                self.effect(*item)
                if d["cards_to_draw"]:
                    self._left = tuple(q)
                    return False
        finally:
            self._queue = None
        return True

    def effect(self, p: int, uid, e: tuple, target: str) -> None:
        d = self.data
        pl = self.P(p)
        v = e[0]
        if v in RES:
            if v == "glory":
                self.gain_glory(p, e[1])
            else:
                pl.pool[RES[v]] += e[1]
                self.emit(f"gained {e[1]} {v}", "CC-GAIN", "CC-GAIN-POOL", actor=p)
        elif v == "draw":
            self.draw(p, e[1], offer_development=True)
        elif v == "may_taken":
            self.emit(f"takes the optional effect of {self.card(uid).name}", "CC-MAY", actor=p)
        elif v == "may_declined":
            self.emit(f"declines the optional effect of {self.card(uid).name}", "CC-MAY", actor=p)
        elif v == "away":
            n = min(e[1], pl.away_teams)
            if target == "-" and d["neutral_zone"]:
                self.emit("away team effect skipped: your opponent has more ships than you at every "
                          "neutral location", "CC-AWAY-SHIPS", "CC-SKIP-EFFECT", actor=p)
                return
            blocked = self.away_problem(p, target) if target in d["away_teams"] else None
            if blocked:
                self.emit(f"away team effect skipped at {self.card(target).name}: {blocked}",
                          "CC-AWAY-SHIPS", "CC-SKIP-EFFECT", actor=p)
                return
            if target not in d["away_teams"] or n == 0:
                where = card_name(self, target, "an unknown location") if target != "-" else "none"
                self.emit(f"away team effect skipped ({pl.away_teams} on the captain, target: {where})",
                          "CC-SKIP-EFFECT", actor=p)
                return
            pl.away_teams -= n
            self.move_away(target, p, n)
            rules = ("CC-PARTIAL-EFFECT",) if n < e[1] else ()
            self.emit(f"sent {n_of(n, 'away team')} to {self.card(target).name}", "CC-MANDATORY", *rules, actor=p)
        elif v == "deploy":
            if uid in pl.play_area:
                pl.play_area.remove(uid)
                pl.fleet += (uid,)
                if self.card(uid).suit == "ship":
                    pl.ships = {**pl.ships, uid: ""}
                self.emit(f"deployed {self.card(uid).name} to the fleet area", "CC-PLAY-AREA", actor=p)
        elif v == "fly":
            if uid in pl.ships and target in d["away_teams"]:
                pl.ships = {**pl.ships, uid: target}
                self.emit(f"{self.card(uid).name} flies to {self.card(target).name}", "CC-MANDATORY", actor=p)
            else:
                self.emit("ship token move skipped (not deployed or no target)", "CC-SKIP-EFFECT", actor=p)
        elif v == "specialty":
            tracks = self.cat.crews[pl.crew].tracks
            i = tracks.index(e[1])
            top = self.cat.params["specialty_max"]
            new = min(top, pl.specialty[i] + e[2])
            rules = ("CC-SPECIALTY-MAX",) if new - pl.specialty[i] < e[2] else ()
            pl.specialty = pl.specialty[:i] + (new,) + pl.specialty[i + 1:]
            self.emit(f"{e[1]} specialty now {new}", "CC-MANDATORY", *rules, actor=p)
        elif v == "encounter":
            self.encounter(p)
        elif v == "incident":
            self.take_incidents(p, e[1])
        elif v == "opp_incident":
            self.take_incidents(1 - p, e[1], attack=True)
        elif v == "opp_lose":
            self.lose(1 - p, e[1], e[2], attack=True)
        elif v == "opp_discard":
            self.discard_random(1 - p, e[1])
        elif v in ("junk", "log", "duty"):
            self.move_self(p, uid, v)
        elif v == "beam":
            if not self.beam_hosts(p, uid):
                self.emit("beam effect skipped: no deployed ship or controlled location to beam to",
                          "CC-BEAM", "CC-SKIP-EFFECT", actor=p)
                return
            self.move_self(p, uid, v)
        elif v == "wipe_market":
            self.wipe_market()
        elif v == "store":
            self.store(p, uid, e[1], e[2])
        elif v == "scrap_market":
            self.scrap_market(p, target)
        elif v == "steal":
            self.steal(p, e[1], e[2])
        elif v == "recruit":
            self.recruit(p, e[1])
        elif v == "gain_action":
            n = min(e[1], d["supply_action_tokens"])
            if n == 0:
                self.emit("gain action token effect skipped: the supply has no action token left",
                          "CC-GAIN-ACTION", "CC-SKIP-EFFECT", actor=p)
                return
            d["supply_action_tokens"] -= n
            pl.action_tokens += n
            rules = ("CC-PARTIAL-EFFECT",) if n < e[1] else ()
            self.emit(f"takes {n_of(n, 'action token')} from the supply for this turn "
                      f"({pl.action_tokens} to spend, {d['supply_action_tokens']} left in the supply)",
                      "CC-GAIN-ACTION", *rules, actor=p)

    def actions_gained(self) -> int:
        """Action tokens taken from the supply this turn (CC-GAIN-ACTION)."""
        return self.cat.params.get("supply_action_tokens", 3) - self.data["supply_action_tokens"]

    def move_self(self, p: int, uid, where: str) -> None:
        pl = self.P(p)
        zone = None
        for z in (pl.play_area, pl.hand):
            if uid in z:
                zone = z
                break
        if zone is not None:
            zone.remove(uid)
        elif uid in pl.fleet:
            pl.fleet = without(pl.fleet, uid)
            if uid in pl.ships:
                pl.ships = {k: v for k, v in pl.ships.items() if k != uid}
        else:
            self.emit(f"{where} effect skipped: the card is no longer in play", "CC-SKIP-EFFECT", actor=p)
            return
        name = self.card(uid).name
        if where == "junk":
            self.data["junk"] += (uid,)
            self.emit(f"junked {name}", "CC-MANDATORY", actor=p)
        elif where == "beam":
            pl.beamed += (uid,)
            self.emit(f"{name} is beamed under a card in play: it stays in play, its operations no "
                      "longer trigger", "CC-BEAM", "CC-BEAM-HOST", actor=p)
        elif where == "log":
            pl.captains_log += (uid,)
            self.emit(f"{name} goes to the Captain's Log", "CC-MANDATORY", actor=p)
        else:
            if pl.duty_officer:
                pl.discard.append(pl.duty_officer)
            pl.duty_officer = uid
            self.emit(f"{name} is now the duty officer", "CC-DUTY", actor=p)

    def beam_hosts(self, p: int, uid) -> list:
        """Cards of ``p`` a card may be beamed to: deployed ships and controlled locations (CC-BEAM)."""
        pl = self.data["seats"][p]
        ships = [u for u in pl.fleet if u != uid and self.card(u).suit == "ship"]
        return ships + list(pl.locations)

    def lose(self, p: int, res: str, n: int, attack: bool = False) -> None:
        pl = self.P(p)
        i = RES[res]
        k = min(n, pl.pool[i])
        pl.pool[i] -= k
        rules: tuple[str, ...] = ("CC-ATTACK",) if attack else ()
        if k < n:
            rules += ("CC-PARTIAL-EFFECT",) if k else ("CC-SKIP-EFFECT",)
        self.emit(f"loses {k} {res} to the supply", *rules, actor=p)

    def steal(self, p: int, res: str, n: int) -> None:
        """``p`` takes up to ``n`` of ``res`` from the opponent's pool into their own (CC-STEAL)."""
        opp = self.P(1 - p)
        i = RES[res]
        k = min(n, opp.pool[i])
        if k == 0:
            self.emit(f"steal effect skipped: the opponent has no {res}", "CC-STEAL", "CC-SKIP-EFFECT", actor=p)
            return
        opp.pool[i] -= k
        self.P(p).pool[i] += k
        rules = ("CC-PARTIAL-EFFECT",) if k < n else ()
        self.emit(f"steals {k} {res} from P{2 - p}'s pool", "CC-STEAL", "CC-ATTACK", *rules, actor=p)

    def recruit(self, p: int, n: int) -> None:
        """``p`` takes up to ``n`` cards of their Reserve deck into the discard pile (CC-RECRUIT)."""
        pl = self.P(p)
        k = min(n, len(pl.reserve))
        if k == 0:
            self.emit("recruit effect skipped: your reserve deck is empty", "CC-RECRUIT", "CC-SKIP-EFFECT",
                      actor=p)
            return
        got = []
        for _ in range(k):
            r = self.chance.draw("reserve", pl.reserve)
            pl.reserve = without(pl.reserve, r)
            pl.discard.append(r)
            got.append(self.card(r).name)
        rules = ("CC-PARTIAL-EFFECT",) if k < n else ()
        self.emit(f"recruits {', '.join(got)} from the reserve deck into the discard pile "
                  f"({len(pl.reserve)} left in the reserve)", "CC-RECRUIT", *rules, actor=p)

    def discard_random(self, p: int, n: int) -> None:
        pl = self.P(p)
        for _ in range(min(n, len(pl.hand))):
            x = self.chance.draw("card", tuple(pl.hand))
            pl.hand.remove(x)
            pl.discard.append(x)
            self.emit(f"discards {self.card(x).name}", "CC-ATTACK", actor=p)

    def gain_glory(self, p: int, n: int) -> None:
        """Glory from the topmost stardate, or the supply after a resolution (CC-GLORY-SOURCE)."""
        d = self.data
        pl = self.P(p)
        for _ in range(n):
            pl.pool[2] += 1
            if d["resolution"]:
                continue
            d["stardate_glory"] -= 1
            if d["stardate_glory"] == 0:
                self.empty_stardate()
        self.emit(f"gained {n} glory", "CC-GLORY-SOURCE", actor=p)

    def empty_stardate(self, by_placement: bool = False) -> None:
        d = self.data
        top = d["stardates"][0]
        extra = ("CC-PLACEMENT-EMPTIES",) if by_placement else ()
        if len(d["stardates"]) == 1:
            d["resolution"] = True
            if d["rounds_left"] is None:
                d["rounds_left"] = 2
            self.emit(
                f"the final stardate {self.card(top).name} is empty: a resolution is triggered; "
                "glory now comes from the supply",
                "CC-STARDATE-FINAL", "CC-RESOLUTION-END", *extra,
            )
            return
        d["stardates"] = d["stardates"][1:]
        inactive = 1 - d["active"]
        self.P(inactive).staging += (StagedStardate(top, d["turn"]),)
        nxt = d["stardates"][0]
        d["stardate_glory"] = self.card(nxt).glory
        self.emit(
            f"{self.card(top).name} is empty: it goes to P{inactive + 1}'s staging area; "
            f"{self.card(nxt).name} is loaded with {d['stardate_glory']} glory",
            "CC-STARDATE-EMPTY", "CC-STARDATE-STAGING", "CC-STARDATE-RELOAD", *extra,
        )

    def take_incidents(self, p: int, n: int, attack: bool = False, to_hand: bool = False) -> None:
        """``p`` takes ``n`` incidents: to the discard pile, or as a cost into the hand."""
        d = self.data
        pl = self.P(p)
        for _ in range(n):
            if not d["incidents"]:
                self.emit("no incident left to take", "CC-SKIP-EFFECT", actor=p)
                return
            x = self.chance.draw("incident", d["incidents"])
            d["incidents"] = without(d["incidents"], x)
            if to_hand:
                pl.hand.append(x)
                self.emit(
                    f"takes the incident {self.card(x).name} into hand as a cost; it counts toward "
                    f"the hand size at once ({len(d['incidents'])} left in the incident deck)",
                    "CC-COST-DEF", "CC-INCIDENT-COST", actor=p,
                )
            else:
                pl.discard.append(x)
                self.emit(
                    f"takes the incident {self.card(x).name} ({len(d['incidents'])} left in the incident deck)",
                    "CC-INCIDENT-DISCARD", *(("CC-ATTACK",) if attack else ()), actor=p,
                )
            if not d["incidents"]:
                d["burn"] = True
                self.emit("the incident deck is empty: the Burn", "CC-BURN")
                return

    def can_develop_on_top(self, p: int) -> bool:
        """Can ``p`` pay for some card of their development pile (CC-RESERVE-EMPTY-DEVELOP)?"""
        return any(self.payments(p, *self.card(u).cost, 0) for u in self.data["seats"][p].development)

    def draw(self, p: int, n: int, offer_development: bool = False) -> None:
        """Draw ``n`` cards, reshuffling the discard pile when the deck runs out (CC-RESHUFFLE).

        With ``offer_development`` (every draw of a turn), a reshuffle with an empty
        reserve deck stops the draw when the player can pay for a development
        (CC-RESERVE-EMPTY-DEVELOP): the cards still to draw are kept in
        ``data["cards_to_draw"]`` until the player has chosen. The opening hands are
        drawn without the offer (CC-RESERVE-EMPTY-SETUP).
        """
        pl = self.P(p)
        got = 0
        for i in range(n):
            if not pl.draw_top and not pl.draw:
                if not pl.discard:
                    break
                pl.draw = pl.discard
                pl.discard = []
                msg = f"shuffles {n_of(len(pl.draw), 'discarded card')} into a new draw deck"
                if pl.reserve:
                    r = self.chance.draw("reserve", pl.reserve)
                    pl.reserve = without(pl.reserve, r)
                    pl.draw_top.append(r)
                    msg += f" and puts the reserve card {self.card(r).name} on top"
                    self.emit(msg, "CC-RESHUFFLE", actor=p)
                elif offer_development and self.can_develop_on_top(p):
                    self.emit(msg + "; the reserve deck is empty: a development may be paid for "
                              "and put on top", "CC-RESHUFFLE", "CC-RESERVE-EMPTY-DEVELOP", actor=p)
                    if got:
                        self.emit(f"draws {n_of(got, 'card')}", "CC-MANDATORY", actor=p)
                    self.data["cards_to_draw"] = n - i
                    return
                elif pl.development and not offer_development:
                    self.emit(msg + "; the reserve deck is empty (no development is offered for the "
                              "opening hand)", "CC-RESHUFFLE", "CC-RESERVE-EMPTY-SETUP", actor=p)
                else:
                    self.emit(msg, "CC-RESHUFFLE", actor=p)
            if pl.draw_top:
                x = pl.draw_top.pop()
            else:
                x = self.chance.draw("card", pl.draw)
                pl.draw.remove(x)
            pl.hand.append(x)
            got += 1
        if got:
            self.emit(f"draws {n_of(got, 'card')}", "CC-MANDATORY", actor=p)

    def encounter(self, p: int) -> None:
        d = self.data
        if not d["encounters"]:
            self.emit("encounter skipped: the encounter deck is empty", "CC-SKIP-EFFECT", actor=p)
            return
        x = self.chance.draw("encounter", d["encounters"])
        d["encounters"] = without(d["encounters"], x)
        c = self.card(x)
        pl = d["seats"][p]
        level = pl.specialty[self.cat.crews[pl.crew].tracks.index(c.track)]
        ok = level >= c.need
        self.emit(
            f"encounter {c.name}: {c.track} {level} vs need {c.need}: {'reward' if ok else 'penalty'}",
            "CC-ENCOUNTER", actor=p,
        )
        d["junk"] += (x,)
        self.run(p, None, c.reward if ok else c.penalty)

    # ------------------------------------------------------------ market
    def reveal(self, suit: str) -> None:
        d = self.data
        deck = market_decks_of(d)[suit]
        x = None
        if deck:
            x = self.chance.draw("market", deck)
            d["market_decks"] = cast("MarketDecks", {**market_decks_of(d), suit: without(deck, x)})
        d["market"] = cast("Market", {**market_of(d), suit: x})

    def store(self, p: int, uid, res: str, n: int) -> None:
        """Put ``n`` of ``res`` from the supply on card ``uid``, which must be in play (CC-STORE)."""
        pl = self.P(p)
        if uid not in pl.play_area and uid not in pl.in_play():
            self.emit("store effect skipped: the card is no longer in play", "CC-STORE", "CC-SKIP-EFFECT", actor=p)
            return
        d = self.data
        have = list(d["stored"].get(uid, (0, 0, 0)))
        have[RES[res]] += n
        d["stored"] = {**d["stored"], uid: (have[0], have[1], have[2])}
        self.emit(f"stores {n} {res} from the supply on {self.card(uid).name} "
                  f"({have[RES[res]]} {res} on it)", "CC-STORE", actor=p)

    def drop_stored(self) -> None:
        """Resources on cards that left play go back to the supply (CC-STORE)."""
        d = self.data
        here = {u for i in range(2) for u in d["seats"][i].in_play()}
        gone = [u for u in d["stored"] if u not in here]
        if not gone:
            return
        d["stored"] = {u: v for u, v in d["stored"].items() if u in here}
        self.emit("resources stored on " + ", ".join(self.card(u).name for u in gone)
                  + " go back to the supply: the card left play", "CC-STORE")

    def scrap_market(self, p: int, uid: str) -> None:
        """Junk the face-up market card ``uid`` and refill its slot (CC-SCRAP-MARKET)."""
        d = self.data
        suit = next((s for s, u in d["market"].items() if u == uid and u is not None), None)
        if suit is None:
            self.emit("scrap effect skipped: the market has no face-up card", "CC-SCRAP-MARKET",
                      "CC-SKIP-EFFECT", actor=p)
            return
        d["junk"] += (uid,)
        back = d["market_glory"].get(uid, 0)
        if back:
            d["market_glory"] = {k: v for k, v in d["market_glory"].items() if k != uid}
        self.reveal(suit)
        glory = f"; its {back} glory goes to the supply" if back else ""
        self.emit(f"scraps the market card {self.card(uid).name} to the junk pile{glory}; the {suit} "
                  "deck refills the market", "CC-SCRAP-MARKET", actor=p)

    def wipe_market(self) -> None:
        d = self.data
        for suit, x in list(market_of(d).items()):
            if x is not None:
                d["junk"] += (x,)
            self.reveal(suit)
        d["market_glory"] = {}
        self.emit("the market is wiped: its tokens go to the supply, its cards to the junk pile", "CC-MARKET-WIPE")

    def refill_neutral(self) -> None:
        d = self.data
        while len(d["neutral_zone"]) < self.cat.params["neutral_zone"]:
            if d["location_deck_top"]:
                x = d["location_deck_top"][-1]
                d["location_deck_top"] = d["location_deck_top"][:-1]
            elif d["location_deck"]:
                x = self.chance.draw("location", d["location_deck"])
                d["location_deck"] = without(d["location_deck"], x)
            else:
                return
            d["neutral_zone"] += (x,)
            d["away_teams"] = {**d["away_teams"], x: (0, 0)}
            self.emit(f"{self.card(x).name} is revealed in the Neutral Zone", "CC-CONTROL-REFILL")

    def move_away(self, loc: str, p: int, n: int) -> None:
        """Add ``n`` (may be negative) of ``p``'s away teams at ``loc``."""
        d = self.data
        a = d["away_teams"][loc]
        d["away_teams"] = {**d["away_teams"], loc: (a[0] + n, a[1]) if p == 0 else (a[0], a[1] + n)}

    # ------------------------------------------------------------ choices
    def choice_resolvable(self, p: int, option) -> bool:
        """Can player ``p`` fully resolve an ATTACK choice option (CC-ATTACK-CHOICE)?"""
        pl = self.data["seats"][p]
        for e in option:
            if e[0] == "discard" and len(pl.hand) < e[1]:
                return False
            if e[0] == "lose" and pl.pool[RES[e[1]]] < e[2]:
                return False
            if e[0] == "incident" and len(self.data["incidents"]) < e[1]:
                return False
        return True

    def choice_need(self, p: int, option) -> int:
        """How many hand cards the option discards for ``p`` (as far as possible)."""
        n = sum(e[1] for e in option if e[0] == "discard")
        return min(n, len(self.data["seats"][p].hand))
