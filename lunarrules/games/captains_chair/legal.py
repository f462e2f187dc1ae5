"""Legal actions, specific refusals and the execution of each action kind.

Functions of a :class:`~.state.CaptainsChairState`: ``_legal_actions`` lists what
the player to act may do now, ``_check`` refuses the rest with the facts and a
rule id, and ``_execute`` resolves an action and runs the automatic steps
that follow it until the next decision or the end of the game.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from lunarrules.i18n import _, ngettext, pgettext
from lunarrules.kernel import Action, Later, State
from lunarrules.kernel import shared_action as _make

from . import engine
from .content import Op
from .engine import _PAYMENTS, PrintedCost, card_name, names, without
from .words import choice_words, listing, nth_option, nth_with

if TYPE_CHECKING:  # pragma: no cover
    from .state import CaptainsChairState, Emitted

NO = ("-",)

# Actions are immutable values: listing them reuses one object per distinct action
# instead of building a new dataclass for every position (random playouts list
# thousands of them a second).
_OP_LISTS: dict = {}  # (seat, kind, card, targets, payments) -> the actions they give
_FREE = ((0, 0),)
_END_ACTIONS = (_make(0, "end_actions", ()), _make(1, "end_actions", ()))  # by seat


def _joined(steps: tuple[Emitted, ...], me: int | None) -> str:
    """An action's steps as one log line: ``"; "`` between them, another seat named."""
    texts = []
    for text, _rules, who, words in steps:
        line = text.format(**words) if words else text
        texts.append(line if who is None or who == me else f"P{who + 1} {line}")
    return "; ".join(texts)


# --------------------------------------------------------------- listing
def _legal_actions(state: CaptainsChairState) -> list[Action]:
    d = state.data
    ph = state.phase
    p = state.to_act
    assert p is not None  # listed only while the game is on, when a seat is to act
    if ph == "action":
        return _action_step(state, p)
    if ph == "resupply":
        return [_make(p, "resupply", (("card", u),)) for u in dict.fromkeys(d["pending_operations"])]
    if ph == "cleanup_ops":
        return [_make(p, "cleanup", (("card", u),)) for u in dict.fromkeys(d["pending_operations"])]
    if ph == "control":
        out = [_make(p, "control", (("location", u),)) for u in engine.secured(state, p)]
        out.append(_make(p, "skip_control", ()))
        return out
    if ph == "development_on_top":
        out = []
        for u in d["seats"][p].development:
            cd, cl = state.cat.card[u].cost
            for gd, gl in engine.payments(state, p, cd, cl, 0):
                out.append(_make(p, "develop_on_top", (("card", u), ("glory_dil", gd), ("glory_lat", gl))))
        out.append(_make(p, "decline_development", ()))
        return out
    if ph == "glory_placement":
        return [_make(p, "place_glory", (("card", u),)) for u in d["market"].values() if u is not None]
    if ph == "attack_choice":
        return _responses(state, p)
    return []


def _action_step(state: CaptainsChairState, p) -> list[Action]:
    # The hot path of every playout: per card, look-ups into caches whose keys
    # hold only what decides the answer (cost, the part of the pool that can
    # pay it, the targets).
    d = state.data
    pl = d["seats"][p]
    card = state.cat.card
    out: list[Action] = []
    has_token = pl.action_tokens > 0
    p0, p1, p2 = pl.pool
    exchange = state.options["glory_exchange"]
    neutral = d["neutral_zone"] or NO
    away: tuple | None = None  # where away teams may go, found when an operation asks
    pay_cache, lists = _PAYMENTS, _OP_LISTS
    for kind, cards, used in (("play", pl.hand, ()), ("activate", pl.in_play(), pl.activated)):
        for u in cards:
            # CC-PLAY-ONE-OP: a card with several PLAY operations gives one action per operation
            for akind, idx, op in card[u].choices[kind]:
                if (op.action and not has_token) or (used and u in used):
                    continue
                dd, ll, gg = op.res
                if dd or ll or gg:
                    # the pool clipped to the cost (written out: min() is a call)
                    gp = gg + dd + ll
                    pays = pay_cache.get((dd, ll, gg, p0 if p0 < dd else dd, p1 if p1 < ll else ll,
                                          p2 if p2 < gp else gp, exchange))
                    if pays is None:
                        pays = engine.payments(state, p, dd, ll, gg)
                    if not pays:
                        continue
                else:
                    pays = _FREE
                mays = op.mays
                if op.scraps:
                    targets = engine.op_targets(state, p, op, False)
                elif not op.targeted:
                    targets = NO
                elif op.sends_away:
                    # CC-AWAY-SHIPS: only where the opponent does not have more ships
                    if away is None:
                        away = engine.away_targets(state, p)
                    targets = away
                elif op.may_send_away:
                    # CC-AWAY-SHIPS: taking the "may" sends away teams, so the may-choice
                    # changes where they may go: the choices are listed per target
                    no = engine.op_targets(state, p, op, False)
                    yes = engine.op_targets(state, p, op, True)
                    targets = no + tuple(t for t in yes if t not in no)
                    mays = tuple((False,) * (t in no) + (True,) * (t in yes) for t in targets)
                else:
                    targets = neutral
                if op.other_cost:
                    targets = tuple(t for t in targets if engine.unpaid_cost(state, p, op, u, t) is None)
                key = (p, akind, u, idx, targets, pays, mays)
                acts = lists.get(key)
                if acts is None:
                    acts = lists[key] = _op_actions(p, akind, u, idx, targets, pays, mays)
                out.extend(acts)
    if has_token:
        for kind, pile in (("acquire", [u for u in d["market"].values() if u is not None]), ("develop", pl.development)):
            for u in pile:
                cd, cl = card[u].cost
                # one look-up: the key holds everything the payments depend on (see
                # engine.payments), and the actions are empty when none pays
                buy_key = (p, kind, u, cd, cl, p0 if p0 < cd else cd, p1 if p1 < cl else cl,
                           p2 if p2 < cd + cl else cd + cl, exchange)
                acts = lists.get(buy_key)
                if acts is None:
                    acts = lists[buy_key] = tuple(
                        _make(p, kind, (("card", u), ("glory_dil", gd), ("glory_lat", gl)))
                        for gd, gl in engine.payments(state, p, cd, cl, 0)
                    )
                out.extend(acts)
    if pl.mission_tokens > 0:
        missions = state.missions_for(p)
        ids = [m.id for m in missions]
        for m in missions:
            # the action names the mission by id: the first mission with that id (CC-MISSION)
            if state.gap_of(p, missions[ids.index(m.id)]) is None:
                out.append(_make(p, "complete_mission", (("mission", m.id),)))
    out.append(_END_ACTIONS[p])
    return out


def _op_actions(p: int, akind: str, u: str, idx: int, targets: tuple, pays: tuple, mays: tuple) -> tuple:
    """The actions of one PLAY or ACTIVATE operation: per target, may-choice and payment.

    ``mays`` is the may-choices for every target, or one tuple of them per target.
    """
    head = (("card", u), ("op", idx)) if idx else (("card", u),)
    each = mays if mays and isinstance(mays[0], tuple) else (mays,) * len(targets)
    return tuple(
        _make(p, akind, head + (("target", t), ("may", m), ("glory_dil", gd), ("glory_lat", gl)))
        for t, ms in zip(targets, each, strict=True) for m in ms for gd, gl in pays
    )


def _responses(state: CaptainsChairState, p) -> list[Action]:
    att = state.data["attack"]
    assert att is not None  # the attack_choice phase has an ATTACK to answer
    hand = state.data["seats"][p].hand
    out = []
    for i in att["allowed"]:
        n = engine.choice_need(state, p, att["options"][i])
        if n == 0:
            out.append(_make(p, "respond", (("option", i), ("cards", ()))))
        else:
            for combo in combinations(sorted(set(hand)), n):
                out.append(_make(p, "respond", (("option", i), ("cards", combo))))
    return out


# -------------------------------------------------------------- refusing
def _check(state: CaptainsChairState, action: Action) -> None:
    k = action.kind
    p = action.actor
    d = state.data
    pl = d["seats"][p]
    card = state.cat.card
    if k in ("play", "activate", "play_op"):
        uid = action["card"]
        c = card.get(uid)
        if k != "activate":
            if uid not in pl.hand:
                state.refuse(_("{card} is not in your hand (hand: {hand})").format(
                    card=card_name(state, uid), hand=names(state, pl.hand, pgettext("captains_chair", "empty"))),
                    "CC-ACTION-OPS")
        else:
            if uid in pl.beamed:
                assert c is not None  # a beamed card is in play, so the content knows it
                state.refuse(_("{card} is beamed: its operations are not available").format(card=c.name),
                             "CC-BEAM")
            if uid not in pl.in_play():
                state.refuse(_("{card} is not one of your cards in play (captain, duty officer, status, "
                               "fleet or location area)").format(card=card_name(state, uid)), "CC-ACTION-OPS")
        assert c is not None  # in hand or in play: the content knows the card
        n_plays = len(c.ops_for("play"))
        if k == "play" and n_plays > 1:
            state.refuse(_("{card} has {n} PLAY operations: play it with play_op, naming one (op=1 to "
                           "op={n}); exactly one of them is resolved").format(card=c.name, n=n_plays),
                         "CC-PLAY-ONE-OP")
        if k == "play_op":
            i = action["op"]
            if n_plays < 2:
                if n_plays == 1:
                    text = _("{card} has 1 PLAY operation: play it with play; play_op names one of several")
                else:
                    text = _("{card} has no PLAY operations; play_op names one of several")
                state.refuse(text.format(card=c.name), "CC-PLAY-ONE-OP")
            if not 1 <= i <= n_plays:
                state.refuse(_("{card} has {n} PLAY operations; op={i} is not one of 1 to {n}").format(
                    card=c.name, n=n_plays, i=i), "CC-PLAY-ONE-OP")
            k = "play"
        op = state.op_for(action)[0]
        if op is None:
            text = _("{card} has no ACTIVATE operation") if k == "activate" else _("{card} has no PLAY operation")
            state.refuse(text.format(card=c.name), "CC-ACTION-OPS")
        assert isinstance(op, Op)  # a PLAY or ACTIVATE operation, not a printed cost
        if k == "activate" and uid in pl.activated:
            state.refuse(_("{card} was already activated this turn").format(card=c.name), "CC-ONE-USE")
        t = action["target"]
        if action["may"] and not op.may:
            state.refuse(_("{card} has no optional ('may') effect to take").format(
                card=state.op_label(c.name, k)), "CC-MAY")
        allowed = engine.op_targets(state, p, op, action["may"])
        if t not in allowed and op.scraps:
            if t == "-":
                text = _("{card} needs a face-up market card to scrap ({allowed})")
            else:
                text = _("{card} needs a face-up market card to scrap ({allowed}), not {named}")
            state.refuse(text.format(card=state.op_label(c.name, k), allowed=names(state, allowed),
                                    named=card_name(state, t, _("an unknown card"))),
                         "CC-SCRAP-MARKET", "CC-TARGET")
        if t not in allowed:
            why = engine.away_problem(state, p, t) if op.targeted and t in d["neutral_zone"] else None
            if why:
                state.refuse(_("{card} cannot send away teams to {place}: {reason}; possible targets: "
                               "{targets}").format(card=state.op_label(c.name, k), place=card[t].name,
                                                  reason=why, targets=names(state, allowed)),
                             "CC-AWAY-SHIPS")
            if allowed != NO:
                if t == "-":
                    text = _("{card} needs a target location in the Neutral Zone ({allowed})")
                else:
                    text = _("{card} needs a target location in the Neutral Zone ({allowed}), not {named}")
                state.refuse(text.format(card=c.name, allowed=names(state, allowed),
                                        named=card_name(state, t, _("an unknown location"))), "CC-TARGET")
            if op.targeted and d["neutral_zone"]:
                state.refuse(_("{card}: your opponent has more ships than you at every neutral location, "
                               "so your away teams may go to none; name no target").format(
                                  card=state.op_label(c.name, k)), "CC-AWAY-SHIPS", "CC-TARGET")
            state.refuse(_("{card} takes no target location; {named} was named").format(
                card=state.op_label(c.name, k), named=card_name(state, t, _("an unknown location"))),
                "CC-TARGET")
        _check_glory(state, action, *op.resource_cost())
    elif k in ("acquire", "develop", "develop_on_top"):
        uid = action["card"]
        if k == "acquire" and uid not in d["market"].values():
            faceup = names(state, [u for u in d["market"].values() if u])
            state.refuse(_("{card} is not a face-up market card (face up: {faceup})").format(
                card=card_name(state, uid), faceup=faceup), "CC-ACQUIRE")
        if k != "acquire" and uid not in pl.development:
            state.refuse(_("{card} is not in your development pile ({pile})").format(
                card=card_name(state, uid), pile=names(state, pl.development, pgettext("captains_chair", "empty"))),
                "CC-DEVELOP")
        _check_glory(state, action, *card[uid].cost, 0)
    elif k == "control":
        if action["location"] not in d["neutral_zone"]:
            state.refuse(_("{place} is not in the Neutral Zone ({zone})").format(
                place=card_name(state, action["location"], _("an unknown location")),
                zone=names(state, d["neutral_zone"])), "CC-SECURED")
    elif k == "complete_mission":
        missions = state.missions_for(p)
        if action["mission"] not in [m.id for m in missions]:
            other = state.mission_named(action["mission"])
            state.refuse(_("{mission} is not a mission of your crew board side ({side}): {missions}").format(
                mission=other, side=state.side_word(state.crew_side(p)),
                missions=", ".join(m.name for m in missions)), "CC-MISSION")
    elif k in ("resupply", "cleanup"):
        if action["card"] not in d["pending_operations"]:
            rid = "CC-RESUPPLY" if k == "resupply" else "CC-CLEANUP-OPS"
            if k == "resupply":
                text = _("{card} has no unresolved RESUPPLY operation (left: {left})")
            else:
                text = _("{card} has no unresolved CLEAN-UP operation (left: {left})")
            state.refuse(text.format(card=card_name(state, action["card"]),
                                    left=names(state, d["pending_operations"])), rid)
    elif k == "place_glory":
        if action["card"] not in d["market"].values():
            state.refuse(_("{card} is not a face-up market card").format(card=card_name(state, action["card"])),
                         "CC-GLORY-PLACEMENT")
    elif k == "respond":
        _check_respond(state, action)


def _check_glory(state: CaptainsChairState, action, dcost, lcost, gcost) -> None:
    gd, gl = action["glory_dil"], action["glory_lat"]
    cd, cl = engine.glory_caps(state, dcost, lcost)
    if not 0 <= gd <= cd or not 0 <= gl <= cl:
        state.refuse(
            _("glory may stand in for at most {cd} (dilithium) and {cl} (latinum) here (cost {d} "
              "dilithium, {lat} latinum); you offered {gd} glory for dilithium and {gl} for latinum").format(
                cd=cd, cl=cl, d=dcost, lat=lcost, gd=gd, gl=gl),
            "CC-GLORY-NO-OVERPAY",
        )


def _check_respond(state: CaptainsChairState, action) -> None:
    p = action.actor
    att = state.data["attack"]
    assert att is not None  # respond is allowed only in the attack_choice phase
    i = action["option"]
    opts = att["options"]
    # Options are counted from 0 when typed; a person reads "the first option".
    if not 0 <= i < len(opts):
        state.refuse(ngettext("the ATTACK offers {n} option; there is no option {i} (typed 0..{last}: 0 is "
                             "the first)",
                             "the ATTACK offers {n} options; there is no option {i} (typed 0..{last}: 0 is "
                             "the first)", len(opts)).format(n=len(opts), i=i, last=len(opts) - 1),
                     "CC-ATTACK-CHOICE")
    if i not in att["allowed"]:
        ok = listing(nth_with(x, listing(choice_words(e) for e in opts[x])) for x in att["allowed"])
        seat = state.data["seats"][p]
        state.refuse(
            ngettext("{option} ({effects}) cannot be fully resolved by you (hand {n} card, pool {d} "
                     "dilithium/{lat} latinum/{g} glory); choose one you can: {allowed}",
                     "{option} ({effects}) cannot be fully resolved by you (hand {n} cards, pool {d} "
                     "dilithium/{lat} latinum/{g} glory); choose one you can: {allowed}",
                     len(seat.hand)).format(
                option=nth_option(i), effects=listing(choice_words(e) for e in opts[i]), n=len(seat.hand),
                d=seat.pool[0], lat=seat.pool[1], g=seat.pool[2], allowed=ok),
            "CC-ATTACK-CHOICE",
        )
    n = engine.choice_need(state, p, opts[i])
    cards = action["cards"]
    hand = state.data["seats"][p].hand
    if len(cards) != n or len(set(cards)) != n or not all(c in hand for c in cards):
        state.refuse(ngettext("{option} discards {n} card from your hand; you named {named} ({cards})",
                             "{option} discards {n} cards from your hand; you named {named} ({cards})",
                             n).format(option=nth_option(i), n=n, named=len(cards), cards=names(state, cards)),
                     "CC-ATTACK-CHOICE")


# ------------------------------------------------------------- executing
def _execute(state: CaptainsChairState, action: Action) -> None:
    # One log event per action: the steps it caused are joined, with every
    # rule id they applied (fewer objects per step keeps playouts fast).
    buf: list[Emitted] = []
    state._buf = buf
    try:
        _do(state, action)
    finally:
        state._buf = None
    if len(buf) == 1 and buf[0][2] in (None, action.actor):
        State.emit(state, buf[0][0], *buf[0][1], actor=action.actor, **buf[0][3])
    elif buf:
        me = action.actor
        rules = dict.fromkeys([r for _, ids, _, _ in buf for r in ids])
        State.emit(state, "{steps}", *rules, actor=me, steps=Later(_joined, tuple(buf), me))


def _do(state: CaptainsChairState, action: Action) -> None:
    k = action.kind
    p = action.actor
    d = state.data
    pl = state.P(p)
    if k in ("play", "activate", "play_op"):
        _resolve_op(state, action)
    elif k in ("acquire", "develop"):
        uid = action["card"]
        c = state.card(uid)
        pl.action_tokens -= 1
        engine.pay(state, p, PrintedCost(c.cost), uid, "-", action["glory_dil"], action["glory_lat"])
        pl.discard.append(uid)
        if k == "acquire":
            bounty = d["market_glory"].get(uid, 0)
            if bounty:
                d["market_glory"] = {k: v for k, v in d["market_glory"].items() if k != uid}
            pl.pool[2] += bounty
            text = _("acquires {card} and its {n} glory") if bounty else _("acquires {card}")
            state.emit(text,
                       "CC-ACQUIRE", "CC-ACTION-TOKEN",
                       *(("CC-MARKET-GLORY",) if bounty else ()), actor=p, card=c.name, n=bounty)
            suit = next(s for s, u in d["market"].items() if u == uid)
            engine.reveal(state, suit)
        else:
            pl.development = without(pl.development, uid)
            state.emit(_("develops {card}"),
                       "CC-DEVELOP", "CC-ACTION-TOKEN", actor=p, card=c.name)
        state.goto("action")
    elif k == "develop_on_top":
        uid = action["card"]
        engine.pay(state, p, PrintedCost(state.card(uid).cost), uid, "-", action["glory_dil"], action["glory_lat"])
        pl.development = without(pl.development, uid)
        pl.draw_top.append(uid)
        state.emit(_("pays for the development {card} and puts it on top of the new draw deck"),
                   "CC-RESERVE-EMPTY-DEVELOP", actor=p, card=state.card(uid).name)
        _resume(state)
    elif k == "decline_development":
        state.emit(_("puts no development on top of the new draw deck"), "CC-RESERVE-EMPTY-DEVELOP", actor=p)
        _resume(state)
    elif k == "complete_mission":
        pl.mission_tokens -= 1
        pl.missions += (action["mission"],)
        m = next(m for m in state.missions_for(p) if m.id == action["mission"])
        state.emit(_("completes the mission {mission}"), "CC-MISSION", actor=p, mission=m.name)
        state.goto("action")
    elif k == "end_actions":
        state.emit(_("ends the action step"), "CC-END-ACTIONS", actor=p)
        state._to_cleanup()
    elif k == "respond":
        _respond(state, action)
    elif k in ("resupply", "cleanup"):
        uid = action["card"]
        d["pending_operations"] = without(d["pending_operations"], uid)
        c = state.cat.card[uid]
        rid = "CC-RESUPPLY" if k == "resupply" else "CC-CLEANUP-OPS"
        text = _("{card}: CLEAN-UP operation") if k == "cleanup" else _("{card}: RESUPPLY operation")
        state.emit(text, rid, "CC-MANDATORY", actor=p, card=c.name)
        op = c.op(k)
        assert op is not None  # only cards with this operation wait in pending_operations
        _resolve(state, p, uid, op.effects, "-", ("pending", k))
    elif k == "control":
        _take_control(state, p, action["location"])
    elif k == "skip_control":
        state.emit(_("takes control of nothing"), "CC-CONTROL-MAY", actor=p)
        state.goto("action")
    elif k == "place_glory":
        uid = action["card"]
        d["market_glory"] = {**d["market_glory"], uid: d["market_glory"].get(uid, 0) + 1}
        if d["resolution"]:
            state.emit(_("places 1 glory from the supply on {card}"),
                       "CC-GLORY-PLACEMENT", "CC-PLACEMENT-SUPPLY", actor=p,
                       card=state.card(uid).name)
        else:
            d["stardate_glory"] -= 1
            state.emit(_("places 1 glory from the stardate on {card}"),
                       "CC-GLORY-PLACEMENT", actor=p, card=state.card(uid).name)
            if d["stardate_glory"] == 0:
                engine.empty_stardate(state, by_placement=True)
        state._refresh()


# ----------------------------------------------- resolutions that may wait
def _resolve(state: CaptainsChairState, p: int, uid, effects, target: str, then: tuple) -> None:
    """Resolve ``effects``, then the rest of the step (``then``).

    A draw among them that stops for a development offer (CC-RESERVE-EMPTY-DEVELOP)
    suspends the resolution: the effects still to resolve and ``then`` are kept in
    ``data["interrupted"]`` until the player has chosen (:meth:`_resume`).
    """
    if engine.run(state, p, uid, effects, target):
        _continue(state, then)
    else:
        _suspend(state, p, state._left, then)


def _suspend(state: CaptainsChairState, p: int, left: tuple, then: tuple) -> None:
    d = state.data
    d["interrupted"] = {"step": state.phase, "seat": p, "effects": left, "then": then}
    state.goto("development_on_top")
    state.to_act = p


def _resume(state: CaptainsChairState) -> None:
    """After a development offer: the rest of the draw, of the effects, then of the step."""
    d = state.data
    it = d["interrupted"]
    assert it is not None  # a development offer pauses a resolution
    d["interrupted"] = None
    need, d["cards_to_draw"] = d["cards_to_draw"], 0
    state.goto(it["step"])
    state.to_act = d["active"]
    p = it["seat"]
    # the rest of the draw first, then each effect with its own card and target
    items: list[tuple[int, str | None, tuple[str | int, ...], str]] = [(p, None, ("draw", need), "-")]
    items += [(seat, uid, e, target) for seat, uid, e, target in it["effects"]]
    for i, (seat, uid, e, target) in enumerate(items):
        if d["burn"]:
            break
        if not engine.run(state, seat, uid, (e,), target):
            _suspend(state, seat, state._left + tuple(items[i + 1:]), it["then"])
            return
    _continue(state, it["then"])


def _continue(state: CaptainsChairState, then) -> None:
    """The rest of the step once its effects are resolved."""
    d = state.data
    what = then[0]
    if what == "refresh":
        state._refresh_end()
        return
    if d["burn"]:
        state._end_burn()
        return
    if what == "op":
        _after_op(state, then[1], then[2], then[3])
    elif what == "pending":
        if d["pending_operations"]:
            state.goto(state.phase)
        elif then[1] == "resupply":
            state._to_control()
        else:
            state._stardate_resolution()
    elif what == "control":
        engine.refill_neutral(state)
        state.goto("action")
    else:  # "stardate": the resolved card leaves the game, the next one resolves
        state._stardate_done(then[1])
        state._stardate_resolution()


def _resolve_op(state: CaptainsChairState, action) -> None:
    p = action.actor
    pl = state.P(p)
    prm = dict(action.params)  # one look-up per parameter
    uid, t, may = prm["card"], prm["target"], prm["may"]
    gd, gl = prm["glory_dil"], prm["glory_lat"]
    index = prm["op"] - 1 if action.kind == "play_op" else 0
    k = "activate" if action.kind == "activate" else "play"
    c = state.cat.card[uid]
    op = c.ops_for(k)[index]
    if k == "play":
        pl.hand.remove(uid)
        pl.play_area.append(uid)
    else:
        pl.activated += (uid,)
    rules = ["CC-ACTION-OPS"]
    if op.action:
        pl.action_tokens -= 1
        rules.append("CC-ACTION-TOKEN")
    if op.attack:
        rules.append("CC-ATTACK")
    if c.multi_play and k == "play":
        rules.append("CC-PLAY-ONE-OP")
        state.emit(_("plays {card}, resolving its PLAY operation {n} of {total}"),
                   *rules, actor=p, card=c.name, n=index + 1, total=len(c.ops_for("play")))
    else:
        text = _("activates {card}") if k == "activate" else _("plays {card}")
        state.emit(text, *rules, actor=p, card=c.name)
    engine.pay(state, p, op, uid, t, gd, gl)
    effects = op.effects
    if may:
        effects += (("may_taken",),) + op.may  # CC-MAY
    elif op.may:
        effects += (("may_declined",),)
    _resolve(state, p, uid, effects, t, ("op", k, uid, index))


def _after_op(state: CaptainsChairState, k: str, uid: str, index: int) -> None:
    """After a PLAY or ACTIVATE operation: the opponent's ATTACK choice, or more actions."""
    d = state.data
    p = d["active"]
    op = state.cat.card[uid].ops_for(k)[index]
    if op.choice:
        opp = 1 - p
        full = tuple(i for i, o in enumerate(op.choice) if engine.choice_resolvable(state, opp, o))
        allowed = full or tuple(range(len(op.choice)))
        d["attack"] = {"by": p, "card": uid, "options": op.choice, "allowed": allowed}
        state.emit(_("{player} must choose an option of the ATTACK (can fully resolve: {options})"),
                   "CC-ATTACK-CHOICE", *(() if full else ("CC-ATTACK-NONE-FULL",)), actor=p,
                   player=f"P{opp + 1}",
                   options=", ".join(map(str, full)) or pgettext("captains_chair", "none"))
        state.goto("attack_choice")
        state.to_act = opp
        return
    state.goto("action")


def _respond(state: CaptainsChairState, action) -> None:
    p = action.actor
    d = state.data
    pl = state.P(p)
    att = d["attack"]
    assert att is not None  # respond is allowed only in the attack_choice phase
    opt = att["options"][action["option"]]
    full = engine.choice_resolvable(state, p, opt)
    rules = ("CC-ATTACK-CHOICE",) if full else ("CC-ATTACK-NONE-FULL",)
    state.emit(_("chooses option {n}"), *rules, actor=p, n=action["option"])
    discarded = False
    for e in opt:
        if e[0] == "discard":
            # The named cards cover every discard of the option (choice_need sums them).
            if discarded:
                continue
            discarded = True
            for x in action["cards"]:
                pl.hand.remove(x)
                pl.discard.append(x)
            state.emit(_("discards {cards}"),
                       "CC-ATTACK", actor=p,
                       cards=names(state, action["cards"], pgettext("captains_chair", "nothing")))
        elif e[0] == "lose":
            engine.lose(state, p, e[1], e[2], attack=True)
        elif e[0] == "incident":
            engine.take_incidents(state, p, e[1], attack=True)
            if d["burn"]:
                break
    d["attack"] = None
    if d["burn"]:
        state._end_burn()
        return
    state.goto("action")
    state.to_act = att["by"]


def _take_control(state: CaptainsChairState, p: int, loc: str) -> None:
    d = state.data
    opp = 1 - p
    theirs = engine.tokens_at(state, loc, opp)
    mine = engine.tokens_at(state, loc, p)
    state.emit(ngettext("{place} is secured: {n} token against {theirs} (away teams and ships together)",
                       "{place} is secured: {n} tokens against {theirs} (away teams and ships together)",
                       mine),
               "CC-SECURED", "CC-SECURED-TOKENS", actor=p, place=state.card(loc).name, n=mine,
               theirs=theirs)
    if theirs:
        engine.gain_glory(state, opp, theirs)
    state.emit(_("{player} gains {n} glory for its tokens at {place}"),
               "CC-CONTROL-PAYOUT", actor=p, player=f"P{opp + 1}", n=theirs,
               place=state.card(loc).name)
    for i in (0, 1):
        pi = state.P(i)
        pi.away_teams += d["away_teams"][loc][i]
        gone = [s for s, where in pi.ships.items() if where == loc]
        if gone:
            pi.ships = {s: w for s, w in pi.ships.items() if w != loc}
            pi.fleet = tuple(x for x in pi.fleet if x not in gone)
            pi.discard.extend(gone)
    d["away_teams"] = {k: v for k, v in d["away_teams"].items() if k != loc}
    d["neutral_zone"] = without(d["neutral_zone"], loc)
    state.emit(_("away teams there return to their captains; ships there are dismissed"),
               "CC-CONTROL-RETURN", actor=p)
    state.P(p).locations += (loc,)
    c = state.card(loc)
    state.emit(_("takes control of {place}"), "CC-CONTROL-MOVE", actor=p, place=c.name)
    op = c.op("control")
    _resolve(state, p, loc, op.effects if op is not None else (), "-", ("control",))
