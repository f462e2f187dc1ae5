"""Resolving the instructions printed on cards: paying costs, running effects, moving cards and tokens.

Functions of a :class:`~.state.CaptainsChairState`; each works on the state's
private copy while an action executes (:func:`.moves.execute`). The effects of a
card queue up and resolve in order, an encounter's reward or penalty first among
them (:func:`run`). Costs are checked in full before anything is paid
(CC-COST-IN-FULL); effects that cannot happen are skipped (CC-SKIP-EFFECT) or
resolved as far as they go (CC-PARTIAL-EFFECT). The look-ups the effects share
with the listing (tokens and ships at a location, secured locations, the targets
an operation may name, the payments of a cost) are here too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lunarrules.i18n import _, ngettext, pgettext
from lunarrules.kernel import Later

from .params import GLORY_RATES, RESOLUTION_ROUNDS, SUPPLY_ACTION_TOKENS, glory_rates
from .table import StagedStardate, market_decks_of, market_of
from .words import amount, card_name, resource_word, suit_deck, track_word

if TYPE_CHECKING:  # pragma: no cover
    from .state import CaptainsChairState

RES = {"dilithium": 0, "latinum": 1, "glory": 2}
_PAYMENTS: dict = {}  # (cost, pool, exchange) -> payments: a pure function, so cached


def without(t: tuple, x) -> tuple:
    """``t`` without its (single) element ``x``."""
    i = t.index(x)
    return t[:i] + t[i + 1 :]


class PrintedCost:
    """A card's printed cost seen as an operation that spends an action (CC-ACQUIRE)."""

    __slots__ = ("d", "lat", "res")
    action = True
    cost = ()

    def __init__(self, cost: tuple[int, int]):
        self.d, self.lat = cost
        self.res = (self.d, self.lat, 0)  # as Op.res

    def resource_cost(self) -> tuple[int, int, int]:
        return self.res


# ------------------------------------------------------------ look-ups
def tokens_at(state: CaptainsChairState, loc: str, p: int) -> int:
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
    d = state.data
    n = d["away_teams"][loc][p]
    for where in d["seats"][p].ships.values():
        if where == loc:
            n += 1
    return n


def ships_at(state: CaptainsChairState, loc: str, p: int) -> int:
    """Ship tokens of player ``p`` at neutral location ``loc``."""
    return sum(1 for where in state.data["seats"][p].ships.values() if where == loc)


def away_blocked(state: CaptainsChairState, p: int, loc: str) -> bool:
    """Whether ``p``'s away teams may not go to ``loc`` now (CC-AWAY-SHIPS); no words."""
    return ships_at(state, loc, 1 - p) > ships_at(state, loc, p)


def away_problem(state: CaptainsChairState, p: int, loc: str) -> str | None:
    """Why ``p``'s away teams may not go to ``loc`` now, or ``None`` (CC-AWAY-SHIPS)."""
    mine, theirs = ships_at(state, loc, p), ships_at(state, loc, 1 - p)
    if theirs > mine:
        return ngettext(
            "your opponent has {n} ship there and you have {mine} (away teams go only where "
            "the opponent does not have more ships)",
            "your opponent has {n} ships there and you have {mine} (away teams go only where "
            "the opponent does not have more ships)",
            theirs,
        ).format(n=theirs, mine=mine)
    return None


def away_targets(state: CaptainsChairState, p: int) -> tuple:
    """The Neutral Zone locations ``p``'s away teams may go to now, or ``("-",)`` (CC-AWAY-SHIPS)."""
    d = state.data
    neutral = d["neutral_zone"]
    if not neutral:
        return ("-",)
    theirs = [w for w in d["seats"][1 - p].ships.values() if w]
    if not theirs:
        return neutral  # the opponent has no ship token at any location: none is blocked
    mine = [w for w in d["seats"][p].ships.values() if w]
    # away_blocked, with each seat's ship tokens listed once
    return tuple([t for t in neutral if theirs.count(t) <= mine.count(t)]) or ("-",)


def op_targets(state: CaptainsChairState, p: int, op, may: bool) -> tuple:
    """The targets player ``p`` may name for ``op`` (CC-TARGET, CC-AWAY-SHIPS).

    An operation that sends away teams may only name a location they may go to;
    when there is none, it names '-' and the away effect is skipped.
    """
    neutral = state.data["neutral_zone"]
    if op.scraps:  # CC-SCRAP-MARKET: a face-up market card
        return tuple(u for u in state.data["market"].values() if u is not None) or ("-",)
    if not op.targeted or not neutral:
        return ("-",)
    if op.sends_away or (may and op.may_send_away):
        return away_targets(state, p)
    return neutral


def secured(state: CaptainsChairState, p: int) -> list:
    """Neutral locations secured by ``p``: at least 3 tokens and 2 more than the opponent.

    Returns
    -------
    list of str
        Location uids, in Neutral Zone order (CC-SECURED).
    """
    prm = state.cat.params
    least, lead = prm["secure_min"], prm["secure_lead"]
    d = state.data
    away = d["away_teams"]
    # tokens_at for every location, with each seat's ship tokens listed once
    ships = [w for w in d["seats"][p].ships.values() if w]
    their_ships = [w for w in d["seats"][1 - p].ships.values() if w]
    out = []
    for loc in d["neutral_zone"]:
        teams = away[loc]
        mine = teams[p] + ships.count(loc)
        theirs = teams[1 - p] + their_ships.count(loc)
        if mine >= least and mine - theirs >= lead:
            out.append(loc)
    return out


# ------------------------------------------------------------ payments
def glory_caps(state: CaptainsChairState, d: int, lat: int) -> tuple[int, int]:
    """Most glory that may stand in for ``d`` dilithium and ``lat`` latinum."""
    rd, rl = glory_rates(state)
    return -(-d // rd), -(-lat // rl)  # CC-GLORY-NO-OVERPAY


def to_pay(
    state: CaptainsChairState, d: int, lat: int, g: int, gd: int, gl: int
) -> tuple[int, int, int]:
    """What leaves the pool when glory ``gd``/``gl`` stands in (no change)."""
    rd, rl = GLORY_RATES.get(
        state.options["glory_exchange"], (1, 2)
    )  # glory_rates, without the call
    return max(0, d - rd * gd), max(0, lat - rl * gl), g + gd + gl


def payments(
    state: CaptainsChairState, p: int, d: int, lat: int, g: int
) -> tuple[tuple[int, int], ...]:
    """Every (glory for dilithium, glory for latinum) that pays the cost in full."""
    pool = state.data["seats"][p].pool
    # only amounts up to the cost matter, so the cache stays small
    key = (
        d,
        lat,
        g,
        min(pool[0], d),
        min(pool[1], lat),
        min(pool[2], g + d + lat),
        state.options["glory_exchange"],
    )
    hit = _PAYMENTS.get(key)
    if hit is not None:
        return hit
    cd, cl = glory_caps(state, d, lat)
    out = []
    for gd in range(cd + 1):
        for gl in range(cl + 1):
            nd, nl, ng = to_pay(state, d, lat, g, gd, gl)
            if nd <= pool[0] and nl <= pool[1] and ng <= pool[2]:
                out.append((gd, gl))
    hit = _PAYMENTS[key] = tuple(out)
    return hit


def unpaid_cost(state: CaptainsChairState, p: int, op, uid: str, target: str) -> tuple | None:
    """The first non-resource cost ("do A to do B") that cannot be paid and what there is, or None.

    No words: legal listing asks this; :meth:`other_cost_problem` says why.
    """
    pl = state.data["seats"][p]
    for c in op.cost:
        if c[0] == "junk_incident":
            if not any(x != uid and state.cat.card[x].suit == "incident" for x in pl.hand):
                return c, len(pl.hand)
        elif c[0] == "stored":
            have = state.data["stored"].get(uid, (0, 0, 0))[RES[c[1]]]
            if have < c[2]:
                return c, have
        elif c[0] == "take_incident":
            left = len(state.data["incidents"])
            if left < c[1]:
                return c, left
        elif c[0] == "recall":
            have = state.data["away_teams"].get(target, (0, 0))[p]
            if have < c[1]:
                return c, have
    return None


def other_cost_problem(state: CaptainsChairState, p: int, op, uid: str, target: str) -> str | None:
    """Why a non-resource cost ("do A to do B") cannot be paid, or None."""
    unpaid = unpaid_cost(state, p, op, uid, target)
    if unpaid is None:
        return None
    c, have = unpaid
    name = state.card(uid).name
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
            "{card}: the cost 'spend {amount} stored on this card' cannot be paid: it holds {have}"
        ).format(card=name, amount=amount(c[2], c[1]), have=have)
    if c[0] == "take_incident":
        holds = ngettext(
            "the incident deck holds {n} card", "the incident deck holds {n} cards", have
        ).format(n=have)
        return ngettext(
            "{card}: the cost 'take {n} incident into your hand' cannot be paid: {why}",
            "{card}: the cost 'take {n} incidents into your hand' cannot be paid: {why}",
            c[1],
        ).format(card=name, n=c[1], why=holds)
    where = card_name(state, target) if target in state.cat.card else _("the target location")
    return ngettext(
        "{card}: the cost 'return {n} away team from {place}' cannot be paid: "
        "you have {have} there",
        "{card}: the cost 'return {n} away teams from {place}' cannot be paid: "
        "you have {have} there",
        c[1],
    ).format(card=name, n=c[1], place=where, have=have)


def pay(state: CaptainsChairState, p: int, op, uid: str, target: str, gd: int, gl: int) -> None:
    d, lat, g = op.res  # resource_cost()
    if not (d or lat or g or op.cost):
        return  # nothing to pay (glory stands in only for a cost: gd = gl = 0)
    pl = state.P(p)
    nd, nl, ng = to_pay(state, d, lat, g, gd, gl)
    pl.pool[0] -= nd
    pl.pool[1] -= nl
    pl.pool[2] -= ng
    if nd or nl or ng:
        seed = state.options["glory_exchange"] == "seed"
        rules = ["CC-SPEND-POOL", "CC-SPEND-SUPPLY"]
        if gd:
            rules.append("CC-GLORY-DIL" if seed else "CC-GLORY-REVERSE")
        if gl:
            rules.append("CC-GLORY-LAT" if seed else "CC-GLORY-REVERSE")
        if gd or gl:
            state.emit(
                _(
                    "paid {d} dilithium, {lat} latinum, {g} glory ({gd} glory in place of "
                    "dilithium, {gl} in place of latinum)"
                ),
                *rules,
                actor=p,
                d=nd,
                lat=nl,
                g=ng,
                gd=gd,
                gl=gl,
            )
        else:
            state.emit(
                _("paid {d} dilithium, {lat} latinum, {g} glory"),
                *rules,
                actor=p,
                d=nd,
                lat=nl,
                g=ng,
            )
    for c in op.cost:
        if c[0] == "junk_incident":
            x = next(x for x in pl.hand if x != uid and state.cat.card[x].suit == "incident")
            pl.hand.remove(x)
            state.data["junk"] += (x,)
            state.emit(
                _("junked {card} from hand as a cost"),
                "CC-COST-DEF",
                actor=p,
                card=state.card(x).name,
            )
        elif c[0] == "take_incident":
            take_incidents(state, p, c[1], to_hand=True)
        elif c[0] == "stored":
            have = list(state.data["stored"][uid])
            have[RES[c[1]]] -= c[2]
            state.data["stored"] = {**state.data["stored"], uid: (have[0], have[1], have[2])}
            state.emit(
                _("spent {amount} stored on {card} ({left} left on it)"),
                "CC-COST-DEF",
                "CC-STORE",
                actor=p,
                amount=Later(amount, c[2], c[1]),
                card=state.card(uid).name,
                left=have[RES[c[1]]],
            )
        elif c[0] == "recall":
            move_away(state, target, p, -c[1])
            pl.away_teams += c[1]
            state.emit(
                ngettext(
                    "returned {n} away team from {place} as a cost",
                    "returned {n} away teams from {place} as a cost",
                    c[1],
                ),
                "CC-COST-DEF",
                actor=p,
                n=c[1],
                place=state.card(target).name,
            )


# ------------------------------------------------------------ effects
def run(state: CaptainsChairState, p: int, uid: str | None, effects, target: str = "-") -> bool:
    """Resolve ``effects`` for player ``p`` in order (CC-MANDATORY, CC-SKIP-EFFECT).

    Inside a running resolution (an encounter's reward or penalty) the effects go
    first in its queue. A draw that stops for a development offer
    (CC-RESERVE-EMPTY-DEVELOP) stops the resolution: ``False`` is returned and the
    effects still to resolve are kept in ``state._left``.
    """
    items = [(p, uid, tuple(e), target) for e in effects]
    q = state._queue
    if q is not None:
        q[:0] = items
        return True
    state._queue = q = items
    d = state.data
    try:
        while q:
            if d["burn"]:
                return True  # CC-BURN: the game ends at once
            item = q.pop(0)
            effect(state, *item)
            if d["cards_to_draw"]:
                state._left = tuple(q)
                return False
    finally:
        state._queue = None
    return True


def effect(state: CaptainsChairState, p: int, uid, e: tuple, target: str) -> None:
    d = state.data
    pl = state.P(p)
    v = e[0]
    if v in RES:
        if v == "glory":
            gain_glory(state, p, e[1])
        else:
            pl.pool[RES[v]] += e[1]
            state.emit(
                _("gained {amount}"),
                "CC-GAIN",
                "CC-GAIN-POOL",
                actor=p,
                amount=Later(amount, e[1], v),
            )
    elif v == "draw":
        draw(state, p, e[1], offer_development=True)
    elif v == "may_taken":
        state.emit(
            _("takes the optional effect of {card}"), "CC-MAY", actor=p, card=state.card(uid).name
        )
    elif v == "may_declined":
        state.emit(
            _("declines the optional effect of {card}"),
            "CC-MAY",
            actor=p,
            card=state.card(uid).name,
        )
    elif v == "away":
        n = min(e[1], pl.away_teams)
        if target == "-" and d["neutral_zone"]:
            state.emit(
                _(
                    "away team effect skipped: your opponent has more ships than you at every "
                    "neutral location"
                ),
                "CC-AWAY-SHIPS",
                "CC-SKIP-EFFECT",
                actor=p,
            )
            return
        blocked = away_problem(state, p, target) if target in d["away_teams"] else None
        if blocked:
            state.emit(
                _("away team effect skipped at {place}: {reason}"),
                "CC-AWAY-SHIPS",
                "CC-SKIP-EFFECT",
                actor=p,
                place=state.card(target).name,
                reason=blocked,
            )
            return
        if target not in d["away_teams"] or n == 0:
            where = (
                card_name(state, target, _("an unknown location"))
                if target != "-"
                else pgettext("captains_chair", "none")
            )
            state.emit(
                _("away team effect skipped ({n} on the captain, target: {place})"),
                "CC-SKIP-EFFECT",
                actor=p,
                n=pl.away_teams,
                place=where,
            )
            return
        pl.away_teams -= n
        move_away(state, target, p, n)
        rules = ("CC-PARTIAL-EFFECT",) if n < e[1] else ()
        state.emit(
            ngettext("sent {n} away team to {place}", "sent {n} away teams to {place}", n),
            "CC-MANDATORY",
            *rules,
            actor=p,
            n=n,
            place=state.card(target).name,
        )
    elif v == "deploy":
        if uid in pl.play_area:
            pl.play_area.remove(uid)
            pl.fleet += (uid,)
            if state.card(uid).suit == "ship":
                pl.ships = {**pl.ships, uid: ""}
            state.emit(
                _("deployed {card} to the fleet area"),
                "CC-PLAY-AREA",
                actor=p,
                card=state.card(uid).name,
            )
    elif v == "fly":
        if uid in pl.ships and target in d["away_teams"]:
            pl.ships = {**pl.ships, uid: target}
            state.emit(
                _("{card} flies to {place}"),
                "CC-MANDATORY",
                actor=p,
                card=state.card(uid).name,
                place=state.card(target).name,
            )
        else:
            state.emit(
                _("ship token move skipped (not deployed or no target)"), "CC-SKIP-EFFECT", actor=p
            )
    elif v == "specialty":
        tracks = state.cat.crews[pl.crew].tracks
        i = tracks.index(e[1])
        top = state.cat.params["specialty_max"]
        new = min(top, pl.specialty[i] + e[2])
        rules = ("CC-SPECIALTY-MAX",) if new - pl.specialty[i] < e[2] else ()
        pl.specialty = pl.specialty[:i] + (new,) + pl.specialty[i + 1 :]
        state.emit(
            _("{track} specialty now {level}"),
            "CC-MANDATORY",
            *rules,
            actor=p,
            track=Later(track_word, e[1], False),
            level=new,
        )
    elif v == "encounter":
        encounter(state, p)
    elif v == "incident":
        take_incidents(state, p, e[1])
    elif v == "opp_incident":
        take_incidents(state, 1 - p, e[1], attack=True)
    elif v == "opp_lose":
        lose(state, 1 - p, e[1], e[2], attack=True)
    elif v == "opp_discard":
        discard_random(state, 1 - p, e[1])
    elif v in ("junk", "log", "duty"):
        move_self(state, p, uid, v)
    elif v == "beam":
        if not beam_hosts(state, p, uid):
            state.emit(
                _("beam effect skipped: no deployed ship or controlled location to beam to"),
                "CC-BEAM",
                "CC-SKIP-EFFECT",
                actor=p,
            )
            return
        move_self(state, p, uid, v)
    elif v == "wipe_market":
        wipe_market(state)
    elif v == "store":
        store(state, p, uid, e[1], e[2])
    elif v == "scrap_market":
        scrap_market(state, p, target)
    elif v == "steal":
        steal(state, p, e[1], e[2])
    elif v == "recruit":
        recruit(state, p, e[1])
    elif v == "gain_action":
        n = min(e[1], d["supply_action_tokens"])
        if n == 0:
            state.emit(
                _("gain action token effect skipped: the supply has no action token left"),
                "CC-GAIN-ACTION",
                "CC-SKIP-EFFECT",
                actor=p,
            )
            return
        d["supply_action_tokens"] -= n
        pl.action_tokens += n
        rules = ("CC-PARTIAL-EFFECT",) if n < e[1] else ()
        state.emit(
            ngettext(
                "takes {n} action token from the supply for this turn ({spend} to spend, {left} left "
                "in the supply)",
                "takes {n} action tokens from the supply for this turn ({spend} to spend, {left} left "
                "in the supply)",
                n,
            ),
            "CC-GAIN-ACTION",
            *rules,
            actor=p,
            n=n,
            spend=pl.action_tokens,
            left=d["supply_action_tokens"],
        )


def actions_gained(state: CaptainsChairState) -> int:
    """Action tokens taken from the supply this turn (CC-GAIN-ACTION)."""
    return (
        state.cat.params.get("supply_action_tokens", SUPPLY_ACTION_TOKENS)
        - state.data["supply_action_tokens"]
    )


def move_self(state: CaptainsChairState, p: int, uid, where: str) -> None:
    pl = state.P(p)
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
        state.emit(text, "CC-SKIP-EFFECT", actor=p)
        return
    name = state.card(uid).name
    if where == "junk":
        state.data["junk"] += (uid,)
        state.emit(_("junked {card}"), "CC-MANDATORY", actor=p, card=name)
    elif where == "beam":
        pl.beamed += (uid,)
        state.emit(
            _(
                "{card} is beamed under a card in play: it stays in play, its operations no "
                "longer trigger"
            ),
            "CC-BEAM",
            "CC-BEAM-HOST",
            actor=p,
            card=name,
        )
    elif where == "log":
        pl.captains_log += (uid,)
        state.emit(_("{card} goes to the Captain's Log"), "CC-MANDATORY", actor=p, card=name)
    else:
        if pl.duty_officer:
            pl.discard.append(pl.duty_officer)
        pl.duty_officer = uid
        state.emit(_("{card} is now the duty officer"), "CC-DUTY", actor=p, card=name)


def beam_hosts(state: CaptainsChairState, p: int, uid) -> list:
    """Cards of ``p`` a card may be beamed to: deployed ships and controlled locations (CC-BEAM)."""
    pl = state.data["seats"][p]
    ships = [u for u in pl.fleet if u != uid and state.card(u).suit == "ship"]
    return ships + list(pl.locations)


def lose(state: CaptainsChairState, p: int, res: str, n: int, attack: bool = False) -> None:
    pl = state.P(p)
    i = RES[res]
    k = min(n, pl.pool[i])
    pl.pool[i] -= k
    rules: tuple[str, ...] = ("CC-ATTACK",) if attack else ()
    if k < n:
        rules += ("CC-PARTIAL-EFFECT",) if k else ("CC-SKIP-EFFECT",)
    state.emit(_("loses {amount} to the supply"), *rules, actor=p, amount=Later(amount, k, res))


def steal(state: CaptainsChairState, p: int, res: str, n: int) -> None:
    """``p`` takes up to ``n`` of ``res`` from the opponent's pool into their own (CC-STEAL)."""
    opp = state.P(1 - p)
    i = RES[res]
    k = min(n, opp.pool[i])
    if k == 0:
        state.emit(
            _("steal effect skipped: the opponent has no {resource}"),
            "CC-STEAL",
            "CC-SKIP-EFFECT",
            actor=p,
            resource=Later(resource_word, res),
        )
        return
    opp.pool[i] -= k
    state.P(p).pool[i] += k
    rules = ("CC-PARTIAL-EFFECT",) if k < n else ()
    state.emit(
        _("steals {amount} from {player}'s pool"),
        "CC-STEAL",
        "CC-ATTACK",
        *rules,
        actor=p,
        amount=Later(amount, k, res),
        player=f"P{2 - p}",
    )


def recruit(state: CaptainsChairState, p: int, n: int) -> None:
    """``p`` takes up to ``n`` cards of their Reserve deck into the discard pile (CC-RECRUIT)."""
    pl = state.P(p)
    k = min(n, len(pl.reserve))
    if k == 0:
        state.emit(
            _("recruit effect skipped: your reserve deck is empty"),
            "CC-RECRUIT",
            "CC-SKIP-EFFECT",
            actor=p,
        )
        return
    got = []
    for _k in range(k):
        r = state.chance.draw("reserve", pl.reserve)
        pl.reserve = without(pl.reserve, r)
        pl.discard.append(r)
        got.append(state.card(r).name)
    rules = ("CC-PARTIAL-EFFECT",) if k < n else ()
    state.emit(
        _(
            "recruits {cards} from the reserve deck into the discard pile ({left} left in the "
            "reserve)"
        ),
        "CC-RECRUIT",
        *rules,
        actor=p,
        cards=", ".join(got),
        left=len(pl.reserve),
    )


def discard_random(state: CaptainsChairState, p: int, n: int) -> None:
    pl = state.P(p)
    for _k in range(min(n, len(pl.hand))):
        x = state.chance.draw("card", tuple(pl.hand))
        pl.hand.remove(x)
        pl.discard.append(x)
        state.emit(_("discards {card}"), "CC-ATTACK", actor=p, card=state.card(x).name)


def gain_glory(state: CaptainsChairState, p: int, n: int) -> None:
    """Glory from the topmost stardate, or the supply after a resolution (CC-GLORY-SOURCE)."""
    d = state.data
    pl = state.P(p)
    for _k in range(n):
        pl.pool[2] += 1
        if d["resolution"]:
            continue
        d["stardate_glory"] -= 1
        if d["stardate_glory"] == 0:
            empty_stardate(state)
    state.emit(_("gained {amount}"), "CC-GLORY-SOURCE", actor=p, amount=Later(amount, n, "glory"))


def empty_stardate(state: CaptainsChairState, by_placement: bool = False) -> None:
    d = state.data
    top = d["stardates"][0]
    extra = ("CC-PLACEMENT-EMPTIES",) if by_placement else ()
    if len(d["stardates"]) == 1:
        d["resolution"] = True
        if d["rounds_left"] is None:
            d["rounds_left"] = RESOLUTION_ROUNDS
        state.emit(
            _(
                "the final stardate {card} is empty: a resolution is triggered; glory now comes from "
                "the supply"
            ),
            "CC-STARDATE-FINAL",
            "CC-RESOLUTION-END",
            *extra,
            card=state.card(top).name,
        )
        return
    d["stardates"] = d["stardates"][1:]
    inactive = 1 - d["active"]
    state.P(inactive).staging += (StagedStardate(top, d["turn"]),)
    nxt = d["stardates"][0]
    d["stardate_glory"] = state.card(nxt).glory
    state.emit(
        _("{card} is empty: it goes to {player}'s staging area; {next} is loaded with {n} glory"),
        "CC-STARDATE-EMPTY",
        "CC-STARDATE-STAGING",
        "CC-STARDATE-RELOAD",
        *extra,
        card=state.card(top).name,
        player=f"P{inactive + 1}",
        next=state.card(nxt).name,
        n=d["stardate_glory"],
    )


def take_incidents(
    state: CaptainsChairState, p: int, n: int, attack: bool = False, to_hand: bool = False
) -> None:
    """``p`` takes ``n`` incidents: to the discard pile, or as a cost into the hand."""
    d = state.data
    pl = state.P(p)
    for _k in range(n):
        if not d["incidents"]:
            state.emit(_("no incident left to take"), "CC-SKIP-EFFECT", actor=p)
            return
        x = state.chance.draw("incident", d["incidents"])
        d["incidents"] = without(d["incidents"], x)
        if to_hand:
            pl.hand.append(x)
            state.emit(
                _(
                    "takes the incident {card} into hand as a cost; it counts toward the hand size "
                    "at once ({left} left in the incident deck)"
                ),
                "CC-COST-DEF",
                "CC-INCIDENT-COST",
                actor=p,
                card=state.card(x).name,
                left=len(d["incidents"]),
            )
        else:
            pl.discard.append(x)
            state.emit(
                _("takes the incident {card} ({left} left in the incident deck)"),
                "CC-INCIDENT-DISCARD",
                *(("CC-ATTACK",) if attack else ()),
                actor=p,
                card=state.card(x).name,
                left=len(d["incidents"]),
            )
        if not d["incidents"]:
            d["burn"] = True
            state.emit(_("the incident deck is empty: the Burn"), "CC-BURN")
            return


def can_develop_on_top(state: CaptainsChairState, p: int) -> bool:
    """Can ``p`` pay for some card of their development pile (CC-RESERVE-EMPTY-DEVELOP)?"""
    return any(
        payments(state, p, *state.card(u).cost, 0) for u in state.data["seats"][p].development
    )


def draw(state: CaptainsChairState, p: int, n: int, offer_development: bool = False) -> None:
    """Draw ``n`` cards, reshuffling the discard pile when the deck runs out (CC-RESHUFFLE).

    With ``offer_development`` (every draw of a turn), a reshuffle with an empty
    reserve deck stops the draw when the player can pay for a development
    (CC-RESERVE-EMPTY-DEVELOP): the cards still to draw are kept in
    ``data["cards_to_draw"]`` until the player has chosen. The opening hands are
    drawn without the offer (CC-RESERVE-EMPTY-SETUP).
    """
    pl = state.P(p)
    got = 0
    for i in range(n):
        if not pl.draw_top and not pl.draw:
            if not pl.discard:
                break
            pl.draw = pl.discard
            pl.discard = []
            k = len(pl.draw)
            if pl.reserve:
                r = state.chance.draw("reserve", pl.reserve)
                pl.reserve = without(pl.reserve, r)
                pl.draw_top.append(r)
                state.emit(
                    ngettext(
                        "shuffles {n} discarded card into a new draw deck and puts the reserve card "
                        "{card} on top",
                        "shuffles {n} discarded cards into a new draw deck and puts the reserve card "
                        "{card} on top",
                        k,
                    ),
                    "CC-RESHUFFLE",
                    actor=p,
                    n=k,
                    card=state.card(r).name,
                )
            elif offer_development and can_develop_on_top(state, p):
                state.emit(
                    ngettext(
                        "shuffles {n} discarded card into a new draw deck; the reserve deck is empty: "
                        "a development may be paid for and put on top",
                        "shuffles {n} discarded cards into a new draw deck; the reserve deck is empty: "
                        "a development may be paid for and put on top",
                        k,
                    ),
                    "CC-RESHUFFLE",
                    "CC-RESERVE-EMPTY-DEVELOP",
                    actor=p,
                    n=k,
                )
                if got:
                    state.emit(
                        ngettext("draws {n} card", "draws {n} cards", got),
                        "CC-MANDATORY",
                        actor=p,
                        n=got,
                    )
                state.data["cards_to_draw"] = n - i
                return
            elif pl.development and not offer_development:
                state.emit(
                    ngettext(
                        "shuffles {n} discarded card into a new draw deck; the reserve deck is empty "
                        "(no development is offered for the opening hand)",
                        "shuffles {n} discarded cards into a new draw deck; the reserve deck is empty "
                        "(no development is offered for the opening hand)",
                        k,
                    ),
                    "CC-RESHUFFLE",
                    "CC-RESERVE-EMPTY-SETUP",
                    actor=p,
                    n=k,
                )
            else:
                state.emit(
                    ngettext(
                        "shuffles {n} discarded card into a new draw deck",
                        "shuffles {n} discarded cards into a new draw deck",
                        k,
                    ),
                    "CC-RESHUFFLE",
                    actor=p,
                    n=k,
                )
        if pl.draw_top:
            x = pl.draw_top.pop()
        else:
            x = state.chance.draw("card", pl.draw)
            pl.draw.remove(x)
        pl.hand.append(x)
        got += 1
    if got:
        state.emit(
            ngettext("draws {n} card", "draws {n} cards", got), "CC-MANDATORY", actor=p, n=got
        )


def encounter(state: CaptainsChairState, p: int) -> None:
    d = state.data
    if not d["encounters"]:
        state.emit(_("encounter skipped: the encounter deck is empty"), "CC-SKIP-EFFECT", actor=p)
        return
    x = state.chance.draw("encounter", d["encounters"])
    d["encounters"] = without(d["encounters"], x)
    c = state.card(x)
    pl = d["seats"][p]
    level = pl.specialty[state.cat.crews[pl.crew].tracks.index(c.track)]
    ok = level >= c.need
    if ok:
        text = _("encounter {card}: {track} {level} vs need {need}: reward")
    else:
        text = _("encounter {card}: {track} {level} vs need {need}: penalty")
    state.emit(
        text,
        "CC-ENCOUNTER",
        actor=p,
        card=c.name,
        track=Later(track_word, c.track, False),
        level=level,
        need=c.need,
    )
    d["junk"] += (x,)
    run(state, p, None, c.reward if ok else c.penalty)


# ------------------------------------------------------------ market
def reveal(state: CaptainsChairState, suit: str) -> None:
    d = state.data
    decks = market_decks_of(d)
    deck = decks[suit]
    x = None
    if deck:
        x = state.chance.draw("market", deck)
        d["market_decks"] = {**decks, suit: without(deck, x)}
    d["market"] = {**market_of(d), suit: x}


def store(state: CaptainsChairState, p: int, uid, res: str, n: int) -> None:
    """Put ``n`` of ``res`` from the supply on card ``uid``, which must be in play (CC-STORE)."""
    pl = state.P(p)
    if uid not in pl.play_area and uid not in pl.in_play():
        state.emit(
            _("store effect skipped: the card is no longer in play"),
            "CC-STORE",
            "CC-SKIP-EFFECT",
            actor=p,
        )
        return
    d = state.data
    have = list(d["stored"].get(uid, (0, 0, 0)))
    have[RES[res]] += n
    d["stored"] = {**d["stored"], uid: (have[0], have[1], have[2])}
    state.emit(
        _("stores {amount} from the supply on {card} ({total} on it)"),
        "CC-STORE",
        actor=p,
        amount=Later(amount, n, res),
        card=state.card(uid).name,
        total=Later(amount, have[RES[res]], res),
    )


def drop_stored(state: CaptainsChairState) -> None:
    """Resources on cards that left play go back to the supply (CC-STORE)."""
    d = state.data
    if not d["stored"]:
        return
    here = {u for i in range(2) for u in d["seats"][i].in_play()}
    gone = [u for u in d["stored"] if u not in here]
    if not gone:
        return
    d["stored"] = {u: v for u, v in d["stored"].items() if u in here}
    state.emit(
        _("resources stored on {cards} go back to the supply: the card left play"),
        "CC-STORE",
        cards=", ".join(state.card(u).name for u in gone),
    )


def scrap_market(state: CaptainsChairState, p: int, uid: str) -> None:
    """Junk the face-up market card ``uid`` and refill its slot (CC-SCRAP-MARKET)."""
    d = state.data
    suit = next((s for s, u in d["market"].items() if u == uid and u is not None), None)
    if suit is None:
        state.emit(
            _("scrap effect skipped: the market has no face-up card"),
            "CC-SCRAP-MARKET",
            "CC-SKIP-EFFECT",
            actor=p,
        )
        return
    d["junk"] += (uid,)
    back = d["market_glory"].get(uid, 0)
    if back:
        d["market_glory"] = {k: v for k, v in d["market_glory"].items() if k != uid}
    reveal(state, suit)
    if back:
        text = _(
            "scraps the market card {card} to the junk pile; its {n} glory goes to the supply; "
            "{source} refills the market"
        )
    else:
        text = _("scraps the market card {card} to the junk pile; {source} refills the market")
    state.emit(
        text,
        "CC-SCRAP-MARKET",
        actor=p,
        card=state.card(uid).name,
        n=back,
        source=Later(suit_deck, suit),
    )


def wipe_market(state: CaptainsChairState) -> None:
    d = state.data
    for suit, x in list(market_of(d).items()):
        if x is not None:
            d["junk"] += (x,)
        reveal(state, suit)
    d["market_glory"] = {}
    state.emit(
        _("the market is wiped: its tokens go to the supply, its cards to the junk pile"),
        "CC-MARKET-WIPE",
    )


def refill_neutral(state: CaptainsChairState) -> None:
    d = state.data
    while len(d["neutral_zone"]) < state.cat.params["neutral_zone"]:
        if d["location_deck_top"]:
            x = d["location_deck_top"][-1]
            d["location_deck_top"] = d["location_deck_top"][:-1]
        elif d["location_deck"]:
            x = state.chance.draw("location", d["location_deck"])
            d["location_deck"] = without(d["location_deck"], x)
        else:
            return
        d["neutral_zone"] += (x,)
        d["away_teams"] = {**d["away_teams"], x: (0, 0)}
        state.emit(
            _("{place} is revealed in the Neutral Zone"),
            "CC-CONTROL-REFILL",
            place=state.card(x).name,
        )


def move_away(state: CaptainsChairState, loc: str, p: int, n: int) -> None:
    """Add ``n`` (may be negative) of ``p``'s away teams at ``loc``."""
    d = state.data
    a = d["away_teams"][loc]
    d["away_teams"] = {**d["away_teams"], loc: (a[0] + n, a[1]) if p == 0 else (a[0], a[1] + n)}


# ------------------------------------------------------------ choices
def choice_resolvable(state: CaptainsChairState, p: int, option) -> bool:
    """Can player ``p`` fully resolve an ATTACK choice option (CC-ATTACK-CHOICE)?"""
    pl = state.data["seats"][p]
    for e in option:
        if e[0] == "discard" and len(pl.hand) < e[1]:
            return False
        if e[0] == "lose" and pl.pool[RES[e[1]]] < e[2]:
            return False
        if e[0] == "incident" and len(state.data["incidents"]) < e[1]:
            return False
    return True


def choice_need(state: CaptainsChairState, p: int, option) -> int:
    """How many hand cards the option discards for ``p`` (as far as possible)."""
    n = sum(e[1] for e in option if e[0] == "discard")
    return min(n, len(state.data["seats"][p].hand))
