"""Resolving operations: paying costs, running effects, moving cards and tokens.

:class:`Engine` is a mixin of :class:`~.state.CaptainsChairState`; every method
works on the state's private copy during ``_execute``. Costs are checked in
full before anything is paid (CC-COST-IN-FULL); effects that cannot happen are
skipped (CC-SKIP-EFFECT) or resolved as far as they go (CC-PARTIAL-EFFECT).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from lunarrules.i18n import _, ngettext, pgettext
from lunarrules.kernel import Later

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


def spaced(value) -> str:
    """An id or other value in plain words: ``"mk_cadet.1"`` reads ``"mk cadet 1"``."""
    text = str(value) if isinstance(value, (str, int)) and not isinstance(value, bool) else ""
    return " ".join(text.replace("_", " ").replace(".", " ").split())


def resource_word(res: str) -> str:
    """The name of a resource (``"dilithium"``, ``"latinum"``, ``"glory"``) in the language in use."""
    if res == "dilithium":
        return pgettext("captains_chair", "dilithium")
    if res == "latinum":
        return pgettext("captains_chair", "latinum")
    if res == "glory":
        return pgettext("captains_chair", "glory")
    return spaced(res)


def amount(n, res: str) -> str:
    """An amount of a resource, ``"2 latinum"``, in the language in use."""
    if res == "dilithium":
        return _("{n} dilithium").format(n=n)
    if res == "latinum":
        return _("{n} latinum").format(n=n)
    if res == "glory":
        return _("{n} glory").format(n=n)
    return f"{n} {spaced(res)}"


def track_word(track, spaced_id: bool = True) -> str:
    """A specialty track of the sample crews in the language in use.

    Another track is its id, in words (``spaced_id``) or as written.
    """
    if track == "command":
        return pgettext("captains_chair", "command")
    if track == "science":
        return pgettext("captains_chair", "science")
    if track == "engineering":
        return pgettext("captains_chair", "engineering")
    return spaced(track) if spaced_id else str(track)


def suit_word(suit: str) -> str:
    """A market suit as cards print it: ``"PERSON"``, ``"CARGO"``, ``"SHIP"``, ``"ALLY"``."""
    if suit == "person":
        return pgettext("captains_chair", "PERSON")
    if suit == "cargo":
        return pgettext("captains_chair", "CARGO")
    if suit == "ship":
        return pgettext("captains_chair", "SHIP")
    if suit == "ally":
        return pgettext("captains_chair", "ALLY")
    return str(suit).upper()


def suit_deck(suit: str) -> str:
    """``"the person deck"``: a market deck named by its suit, in the language in use."""
    if suit == "person":
        return _("the person deck")
    if suit == "cargo":
        return _("the cargo deck")
    if suit == "ship":
        return _("the ship deck")
    if suit == "ally":
        return _("the ally deck")
    return _("the {suit} deck").format(suit=suit)


def card_name(state, uid, unknown: str | None = None) -> str:
    """The content name of card ``uid``; for an id the content lacks, ``unknown`` and the id in words.

    ``unknown`` defaults to "an unknown card" in the language in use.
    """
    c = state.cat.card.get(uid) if isinstance(uid, str) else None
    if c is not None:
        return c.name
    if unknown is None:
        unknown = _("an unknown card")
    shown = spaced(uid)
    return f"{unknown} ({shown})" if shown else unknown


def names(state, uids, empty: str | None = None) -> str:
    """Card names joined by commas, or ``empty`` (default: "none" in the language in use)."""
    text = ", ".join(card_name(state, u) for u in uids)
    if text:
        return text
    return pgettext("captains_chair", "none") if empty is None else empty


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

    def away_blocked(self, p: int, loc: str) -> bool:
        """Whether ``p``'s away teams may not go to ``loc`` now (CC-AWAY-SHIPS); no words."""
        return self.ships_at(loc, 1 - p) > self.ships_at(loc, p)

    def away_problem(self, p: int, loc: str) -> str | None:
        """Why ``p``'s away teams may not go to ``loc`` now, or ``None`` (CC-AWAY-SHIPS)."""
        mine, theirs = self.ships_at(loc, p), self.ships_at(loc, 1 - p)
        if theirs > mine:
            return ngettext(
                "your opponent has {n} ship there and you have {mine} (away teams go only where "
                "the opponent does not have more ships)",
                "your opponent has {n} ships there and you have {mine} (away teams go only where "
                "the opponent does not have more ships)",
                theirs,
            ).format(n=theirs, mine=mine)
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
            return tuple(t for t in neutral if not self.away_blocked(p, t)) or ("-",)
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

    def unpaid_cost(self, p: int, op, uid: str, target: str) -> tuple | None:
        """The first non-resource cost ("do A to do B") that cannot be paid and what there is, or None.

        No words: legal listing asks this; :meth:`other_cost_problem` says why.
        """
        pl = self.data["seats"][p]
        for c in op.cost:
            if c[0] == "junk_incident":
                if not any(x != uid and self.cat.card[x].suit == "incident" for x in pl.hand):
                    return c, len(pl.hand)
            elif c[0] == "stored":
                have = self.data["stored"].get(uid, (0, 0, 0))[RES[c[1]]]
                if have < c[2]:
                    return c, have
            elif c[0] == "take_incident":
                left = len(self.data["incidents"])
                if left < c[1]:
                    return c, left
            elif c[0] == "recall":
                have = self.data["away_teams"].get(target, (0, 0))[p]
                if have < c[1]:
                    return c, have
        return None

    def other_cost_problem(self, p: int, op, uid: str, target: str) -> str | None:
        """Why a non-resource cost ("do A to do B") cannot be paid, or None."""
        unpaid = self.unpaid_cost(p, op, uid, target)
        if unpaid is None:
            return None
        c, have = unpaid
        name = self.card(uid).name
        if c[0] == "junk_incident":
            return ngettext(
                "{card}: the cost 'junk an INCIDENT from your hand' cannot be paid: your "
                "hand holds no other incident ({n} cards)",
                "{card}: the cost 'junk an INCIDENT from your hand' cannot be paid: your "
                "hand holds no other incident ({n} cards)",
                have,
            ).format(card=name, n=have)
        if c[0] == "stored":
            return _(
                "{card}: the cost 'spend {amount} stored on this card' cannot be paid: "
                "it holds {have}"
            ).format(card=name, amount=amount(c[2], c[1]), have=have)
        if c[0] == "take_incident":
            holds = ngettext("the incident deck holds {n} card",
                             "the incident deck holds {n} cards", have).format(n=have)
            return ngettext(
                "{card}: the cost 'take {n} incident into your hand' cannot be paid: {why}",
                "{card}: the cost 'take {n} incidents into your hand' cannot be paid: {why}",
                c[1],
            ).format(card=name, n=c[1], why=holds)
        where = card_name(self, target) if target in self.cat.card else _("the target location")
        return ngettext(
            "{card}: the cost 'return {n} away team from {place}' cannot be paid: "
            "you have {have} there",
            "{card}: the cost 'return {n} away teams from {place}' cannot be paid: "
            "you have {have} there",
            c[1],
        ).format(card=name, n=c[1], place=where, have=have)

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
            if gd or gl:
                text = _("paid {d} dilithium, {lat} latinum, {g} glory ({gd} glory in place of "
                         "dilithium, {gl} in place of latinum)").format(d=nd, lat=nl, g=ng, gd=gd, gl=gl)
            else:
                text = _("paid {d} dilithium, {lat} latinum, {g} glory").format(d=nd, lat=nl, g=ng)
            self.emit(text, *rules, actor=p)
        for c in op.cost:
            if c[0] == "junk_incident":
                x = next(x for x in pl.hand if x != uid and self.cat.card[x].suit == "incident")
                pl.hand.remove(x)
                self.data["junk"] += (x,)
                self.emit(_("junked {card} from hand as a cost"),
                          "CC-COST-DEF", actor=p, card=self.card(x).name)
            elif c[0] == "take_incident":
                self.take_incidents(p, c[1], to_hand=True)
            elif c[0] == "stored":
                have = list(self.data["stored"][uid])
                have[RES[c[1]]] -= c[2]
                self.data["stored"] = {**self.data["stored"], uid: (have[0], have[1], have[2])}
                self.emit(_("spent {amount} stored on {card} ({left} left on it)"),
                          "CC-COST-DEF", "CC-STORE", actor=p, amount=Later(amount, c[2], c[1]),
                          card=self.card(uid).name, left=have[RES[c[1]]])
            elif c[0] == "recall":
                self.move_away(target, p, -c[1])
                pl.away_teams += c[1]
                self.emit(ngettext("returned {n} away team from {place} as a cost",
                                   "returned {n} away teams from {place} as a cost", c[1]),
                          "CC-COST-DEF", actor=p, n=c[1], place=self.card(target).name)

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
                self.emit(_("gained {amount}"),
                          "CC-GAIN", "CC-GAIN-POOL", actor=p, amount=Later(amount, e[1], v))
        elif v == "draw":
            self.draw(p, e[1], offer_development=True)
        elif v == "may_taken":
            self.emit(_("takes the optional effect of {card}"),
                      "CC-MAY", actor=p, card=self.card(uid).name)
        elif v == "may_declined":
            self.emit(_("declines the optional effect of {card}"),
                      "CC-MAY", actor=p, card=self.card(uid).name)
        elif v == "away":
            n = min(e[1], pl.away_teams)
            if target == "-" and d["neutral_zone"]:
                self.emit(_("away team effect skipped: your opponent has more ships than you at every "
                            "neutral location"), "CC-AWAY-SHIPS", "CC-SKIP-EFFECT", actor=p)
                return
            blocked = self.away_problem(p, target) if target in d["away_teams"] else None
            if blocked:
                self.emit(_("away team effect skipped at {place}: {reason}"),
                          "CC-AWAY-SHIPS", "CC-SKIP-EFFECT", actor=p, place=self.card(target).name,
                          reason=blocked)
                return
            if target not in d["away_teams"] or n == 0:
                where = (card_name(self, target, _("an unknown location")) if target != "-"
                         else pgettext("captains_chair", "none"))
                self.emit(_("away team effect skipped ({n} on the captain, target: {place})"),
                          "CC-SKIP-EFFECT", actor=p, n=pl.away_teams, place=where)
                return
            pl.away_teams -= n
            self.move_away(target, p, n)
            rules = ("CC-PARTIAL-EFFECT",) if n < e[1] else ()
            self.emit(ngettext("sent {n} away team to {place}", "sent {n} away teams to {place}", n),
                      "CC-MANDATORY", *rules, actor=p, n=n, place=self.card(target).name)
        elif v == "deploy":
            if uid in pl.play_area:
                pl.play_area.remove(uid)
                pl.fleet += (uid,)
                if self.card(uid).suit == "ship":
                    pl.ships = {**pl.ships, uid: ""}
                self.emit(_("deployed {card} to the fleet area"),
                          "CC-PLAY-AREA", actor=p, card=self.card(uid).name)
        elif v == "fly":
            if uid in pl.ships and target in d["away_teams"]:
                pl.ships = {**pl.ships, uid: target}
                self.emit(_("{card} flies to {place}"),
                          "CC-MANDATORY", actor=p, card=self.card(uid).name,
                          place=self.card(target).name)
            else:
                self.emit(_("ship token move skipped (not deployed or no target)"), "CC-SKIP-EFFECT", actor=p)
        elif v == "specialty":
            tracks = self.cat.crews[pl.crew].tracks
            i = tracks.index(e[1])
            top = self.cat.params["specialty_max"]
            new = min(top, pl.specialty[i] + e[2])
            rules = ("CC-SPECIALTY-MAX",) if new - pl.specialty[i] < e[2] else ()
            pl.specialty = pl.specialty[:i] + (new,) + pl.specialty[i + 1:]
            self.emit(_("{track} specialty now {level}"),
                      "CC-MANDATORY", *rules, actor=p, track=Later(track_word, e[1], False), level=new)
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
                self.emit(_("beam effect skipped: no deployed ship or controlled location to beam to"),
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
                self.emit(_("gain action token effect skipped: the supply has no action token left"),
                          "CC-GAIN-ACTION", "CC-SKIP-EFFECT", actor=p)
                return
            d["supply_action_tokens"] -= n
            pl.action_tokens += n
            rules = ("CC-PARTIAL-EFFECT",) if n < e[1] else ()
            self.emit(ngettext(
                "takes {n} action token from the supply for this turn ({spend} to spend, {left} left "
                "in the supply)",
                "takes {n} action tokens from the supply for this turn ({spend} to spend, {left} left "
                "in the supply)", n),
                      "CC-GAIN-ACTION", *rules, actor=p, n=n, spend=pl.action_tokens,
                      left=d["supply_action_tokens"])

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
            if where == "junk":
                text = _("junk effect skipped: the card is no longer in play")
            elif where == "beam":
                text = _("beam effect skipped: the card is no longer in play")
            elif where == "log":
                text = _("log effect skipped: the card is no longer in play")
            elif where == "duty":
                text = _("duty effect skipped: the card is no longer in play")
            else:
                text = f"{where} effect skipped: the card is no longer in play"
            self.emit(text, "CC-SKIP-EFFECT", actor=p)
            return
        name = self.card(uid).name
        if where == "junk":
            self.data["junk"] += (uid,)
            self.emit(_("junked {card}"), "CC-MANDATORY", actor=p, card=name)
        elif where == "beam":
            pl.beamed += (uid,)
            self.emit(_("{card} is beamed under a card in play: it stays in play, its operations no "
                        "longer trigger"),
                      "CC-BEAM", "CC-BEAM-HOST", actor=p, card=name)
        elif where == "log":
            pl.captains_log += (uid,)
            self.emit(_("{card} goes to the Captain's Log"), "CC-MANDATORY", actor=p, card=name)
        else:
            if pl.duty_officer:
                pl.discard.append(pl.duty_officer)
            pl.duty_officer = uid
            self.emit(_("{card} is now the duty officer"), "CC-DUTY", actor=p, card=name)

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
        self.emit(_("loses {amount} to the supply"), *rules, actor=p, amount=Later(amount, k, res))

    def steal(self, p: int, res: str, n: int) -> None:
        """``p`` takes up to ``n`` of ``res`` from the opponent's pool into their own (CC-STEAL)."""
        opp = self.P(1 - p)
        i = RES[res]
        k = min(n, opp.pool[i])
        if k == 0:
            self.emit(_("steal effect skipped: the opponent has no {resource}"),
                      "CC-STEAL", "CC-SKIP-EFFECT", actor=p, resource=Later(resource_word, res))
            return
        opp.pool[i] -= k
        self.P(p).pool[i] += k
        rules = ("CC-PARTIAL-EFFECT",) if k < n else ()
        self.emit(_("steals {amount} from {player}'s pool"),
                  "CC-STEAL", "CC-ATTACK", *rules, actor=p, amount=Later(amount, k, res),
                  player=f"P{2 - p}")

    def recruit(self, p: int, n: int) -> None:
        """``p`` takes up to ``n`` cards of their Reserve deck into the discard pile (CC-RECRUIT)."""
        pl = self.P(p)
        k = min(n, len(pl.reserve))
        if k == 0:
            self.emit(_("recruit effect skipped: your reserve deck is empty"), "CC-RECRUIT", "CC-SKIP-EFFECT",
                      actor=p)
            return
        got = []
        for _k in range(k):
            r = self.chance.draw("reserve", pl.reserve)
            pl.reserve = without(pl.reserve, r)
            pl.discard.append(r)
            got.append(self.card(r).name)
        rules = ("CC-PARTIAL-EFFECT",) if k < n else ()
        self.emit(_("recruits {cards} from the reserve deck into the discard pile ({left} left in the "
                    "reserve)"),
                  "CC-RECRUIT", *rules, actor=p, cards=", ".join(got), left=len(pl.reserve))

    def discard_random(self, p: int, n: int) -> None:
        pl = self.P(p)
        for _k in range(min(n, len(pl.hand))):
            x = self.chance.draw("card", tuple(pl.hand))
            pl.hand.remove(x)
            pl.discard.append(x)
            self.emit(_("discards {card}"), "CC-ATTACK", actor=p, card=self.card(x).name)

    def gain_glory(self, p: int, n: int) -> None:
        """Glory from the topmost stardate, or the supply after a resolution (CC-GLORY-SOURCE)."""
        d = self.data
        pl = self.P(p)
        for _k in range(n):
            pl.pool[2] += 1
            if d["resolution"]:
                continue
            d["stardate_glory"] -= 1
            if d["stardate_glory"] == 0:
                self.empty_stardate()
        self.emit(_("gained {amount}"), "CC-GLORY-SOURCE", actor=p, amount=Later(amount, n, "glory"))

    def empty_stardate(self, by_placement: bool = False) -> None:
        d = self.data
        top = d["stardates"][0]
        extra = ("CC-PLACEMENT-EMPTIES",) if by_placement else ()
        if len(d["stardates"]) == 1:
            d["resolution"] = True
            if d["rounds_left"] is None:
                d["rounds_left"] = 2
            self.emit(_("the final stardate {card} is empty: a resolution is triggered; glory now comes from "
                  "the supply"),
                      "CC-STARDATE-FINAL", "CC-RESOLUTION-END", *extra, card=self.card(top).name)
            return
        d["stardates"] = d["stardates"][1:]
        inactive = 1 - d["active"]
        self.P(inactive).staging += (StagedStardate(top, d["turn"]),)
        nxt = d["stardates"][0]
        d["stardate_glory"] = self.card(nxt).glory
        self.emit(_("{card} is empty: it goes to {player}'s staging area; {next} is loaded with {n} glory"),
                  "CC-STARDATE-EMPTY", "CC-STARDATE-STAGING", "CC-STARDATE-RELOAD", *extra,
                  card=self.card(top).name, player=f"P{inactive + 1}", next=self.card(nxt).name,
                  n=d["stardate_glory"])

    def take_incidents(self, p: int, n: int, attack: bool = False, to_hand: bool = False) -> None:
        """``p`` takes ``n`` incidents: to the discard pile, or as a cost into the hand."""
        d = self.data
        pl = self.P(p)
        for _k in range(n):
            if not d["incidents"]:
                self.emit(_("no incident left to take"), "CC-SKIP-EFFECT", actor=p)
                return
            x = self.chance.draw("incident", d["incidents"])
            d["incidents"] = without(d["incidents"], x)
            if to_hand:
                pl.hand.append(x)
                self.emit(_("takes the incident {card} into hand as a cost; it counts toward the hand size "
                      "at once ({left} left in the incident deck)"),
                          "CC-COST-DEF", "CC-INCIDENT-COST", actor=p, card=self.card(x).name,
                          left=len(d["incidents"]))
            else:
                pl.discard.append(x)
                self.emit(_("takes the incident {card} ({left} left in the incident deck)"),
                          "CC-INCIDENT-DISCARD", *(("CC-ATTACK",) if attack else ()), actor=p,
                          card=self.card(x).name, left=len(d["incidents"]))
            if not d["incidents"]:
                d["burn"] = True
                self.emit(_("the incident deck is empty: the Burn"), "CC-BURN")
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
                k = len(pl.draw)
                if pl.reserve:
                    r = self.chance.draw("reserve", pl.reserve)
                    pl.reserve = without(pl.reserve, r)
                    pl.draw_top.append(r)
                    self.emit(ngettext(
                        "shuffles {n} discarded card into a new draw deck and puts the reserve card "
                        "{card} on top",
                        "shuffles {n} discarded cards into a new draw deck and puts the reserve card "
                        "{card} on top", k),
                              "CC-RESHUFFLE", actor=p, n=k, card=self.card(r).name)
                elif offer_development and self.can_develop_on_top(p):
                    self.emit(ngettext(
                        "shuffles {n} discarded card into a new draw deck; the reserve deck is empty: "
                        "a development may be paid for and put on top",
                        "shuffles {n} discarded cards into a new draw deck; the reserve deck is empty: "
                        "a development may be paid for and put on top", k),
                              "CC-RESHUFFLE", "CC-RESERVE-EMPTY-DEVELOP", actor=p, n=k)
                    if got:
                        self.emit(ngettext("draws {n} card", "draws {n} cards", got),
                                  "CC-MANDATORY", actor=p, n=got)
                    self.data["cards_to_draw"] = n - i
                    return
                elif pl.development and not offer_development:
                    self.emit(ngettext(
                        "shuffles {n} discarded card into a new draw deck; the reserve deck is empty "
                        "(no development is offered for the opening hand)",
                        "shuffles {n} discarded cards into a new draw deck; the reserve deck is empty "
                        "(no development is offered for the opening hand)", k),
                              "CC-RESHUFFLE", "CC-RESERVE-EMPTY-SETUP", actor=p, n=k)
                else:
                    self.emit(ngettext("shuffles {n} discarded card into a new draw deck",
                                       "shuffles {n} discarded cards into a new draw deck", k),
                              "CC-RESHUFFLE", actor=p, n=k)
            if pl.draw_top:
                x = pl.draw_top.pop()
            else:
                x = self.chance.draw("card", pl.draw)
                pl.draw.remove(x)
            pl.hand.append(x)
            got += 1
        if got:
            self.emit(ngettext("draws {n} card", "draws {n} cards", got),
                      "CC-MANDATORY", actor=p, n=got)

    def encounter(self, p: int) -> None:
        d = self.data
        if not d["encounters"]:
            self.emit(_("encounter skipped: the encounter deck is empty"), "CC-SKIP-EFFECT", actor=p)
            return
        x = self.chance.draw("encounter", d["encounters"])
        d["encounters"] = without(d["encounters"], x)
        c = self.card(x)
        pl = d["seats"][p]
        level = pl.specialty[self.cat.crews[pl.crew].tracks.index(c.track)]
        ok = level >= c.need
        if ok:
            text = _("encounter {card}: {track} {level} vs need {need}: reward")
        else:
            text = _("encounter {card}: {track} {level} vs need {need}: penalty")
        self.emit(text,
                  "CC-ENCOUNTER", actor=p, card=c.name, track=Later(track_word, c.track, False),
                  level=level, need=c.need)
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
            self.emit(_("store effect skipped: the card is no longer in play"), "CC-STORE", "CC-SKIP-EFFECT",
                      actor=p)
            return
        d = self.data
        have = list(d["stored"].get(uid, (0, 0, 0)))
        have[RES[res]] += n
        d["stored"] = {**d["stored"], uid: (have[0], have[1], have[2])}
        self.emit(_("stores {amount} from the supply on {card} ({total} on it)"),
                  "CC-STORE", actor=p, amount=Later(amount, n, res), card=self.card(uid).name,
                  total=Later(amount, have[RES[res]], res))

    def drop_stored(self) -> None:
        """Resources on cards that left play go back to the supply (CC-STORE)."""
        d = self.data
        here = {u for i in range(2) for u in d["seats"][i].in_play()}
        gone = [u for u in d["stored"] if u not in here]
        if not gone:
            return
        d["stored"] = {u: v for u, v in d["stored"].items() if u in here}
        self.emit(_("resources stored on {cards} go back to the supply: the card left play"),
                  "CC-STORE", cards=", ".join(self.card(u).name for u in gone))

    def scrap_market(self, p: int, uid: str) -> None:
        """Junk the face-up market card ``uid`` and refill its slot (CC-SCRAP-MARKET)."""
        d = self.data
        suit = next((s for s, u in d["market"].items() if u == uid and u is not None), None)
        if suit is None:
            self.emit(_("scrap effect skipped: the market has no face-up card"), "CC-SCRAP-MARKET",
                      "CC-SKIP-EFFECT", actor=p)
            return
        d["junk"] += (uid,)
        back = d["market_glory"].get(uid, 0)
        if back:
            d["market_glory"] = {k: v for k, v in d["market_glory"].items() if k != uid}
        self.reveal(suit)
        if back:
            text = _("scraps the market card {card} to the junk pile; its {n} glory goes to the supply; "
                     "{source} refills the market")
        else:
            text = _("scraps the market card {card} to the junk pile; {source} refills the market")
        self.emit(text,
                  "CC-SCRAP-MARKET", actor=p, card=self.card(uid).name, n=back,
                  source=Later(suit_deck, suit))

    def wipe_market(self) -> None:
        d = self.data
        for suit, x in list(market_of(d).items()):
            if x is not None:
                d["junk"] += (x,)
            self.reveal(suit)
        d["market_glory"] = {}
        self.emit(_("the market is wiped: its tokens go to the supply, its cards to the junk pile"),
                  "CC-MARKET-WIPE")

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
            self.emit(_("{place} is revealed in the Neutral Zone"),
                      "CC-CONTROL-REFILL", place=self.card(x).name)

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
