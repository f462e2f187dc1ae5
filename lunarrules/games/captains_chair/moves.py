"""Executing Captain's Chair actions and the automatic steps that follow them.

:func:`execute` (``State._execute``) resolves an action of any kind (:func:`_do`,
one branch per kind) and logs the steps it caused as one event; the resolutions
that may wait for a development offer mid-draw (CC-RESERVE-EMPTY-DEVELOP) are
suspended and resumed here. The effects printed on cards resolve in
:mod:`.effects`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lunarrules.i18n import _, ngettext, pgettext
from lunarrules.kernel import Action, Later, State

from .effects import (
    PrintedCost,
    choice_resolvable,
    empty_stardate,
    gain_glory,
    lose,
    pay,
    refill_neutral,
    reveal,
    run,
    take_incidents,
    tokens_at,
    without,
)
from .words import names

if TYPE_CHECKING:  # pragma: no cover
    from .state import CaptainsChairState, Emitted


def _joined(steps: tuple[Emitted, ...], me: int | None) -> str:
    """An action's steps as one log line: ``"; "`` between them, another seat named."""
    texts = []
    for text, _rules, who, words in steps:
        line = text.format(**words) if words else text
        texts.append(line if who is None or who == me else f"P{who + 1} {line}")
    return "; ".join(texts)


# ------------------------------------------------------------- executing
def execute(state: CaptainsChairState, action: Action) -> None:
    """Resolve ``action`` and the automatic steps after it, up to the next decision (``State._execute``)."""
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
        pay(state, p, PrintedCost(c.cost), uid, "-", action["glory_dil"], action["glory_lat"])
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
            reveal(state, suit)
        else:
            pl.development = without(pl.development, uid)
            state.emit(_("develops {card}"),
                       "CC-DEVELOP", "CC-ACTION-TOKEN", actor=p, card=c.name)
        state.goto("action")
    elif k == "develop_on_top":
        uid = action["card"]
        pay(state, p, PrintedCost(state.card(uid).cost), uid, "-", action["glory_dil"], action["glory_lat"])
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
                empty_stardate(state, by_placement=True)
        state._refresh()


# ----------------------------------------------- resolutions that may wait
def _resolve(state: CaptainsChairState, p: int, uid, effects, target: str, then: tuple) -> None:
    """Resolve ``effects``, then the rest of the step (``then``).

    A draw among them that stops for a development offer (CC-RESERVE-EMPTY-DEVELOP)
    suspends the resolution: the effects still to resolve and ``then`` are kept in
    ``data["interrupted"]`` until the player has chosen (:meth:`_resume`).
    """
    if run(state, p, uid, effects, target):
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
        if not run(state, seat, uid, (e,), target):
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
        refill_neutral(state)
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
    pay(state, p, op, uid, t, gd, gl)
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
        full = tuple(i for i, o in enumerate(op.choice) if choice_resolvable(state, opp, o))
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
    full = choice_resolvable(state, p, opt)
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
            lose(state, p, e[1], e[2], attack=True)
        elif e[0] == "incident":
            take_incidents(state, p, e[1], attack=True)
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
    theirs = tokens_at(state, loc, opp)
    mine = tokens_at(state, loc, p)
    state.emit(ngettext("{place} is secured: {n} token against {theirs} (away teams and ships together)",
                       "{place} is secured: {n} tokens against {theirs} (away teams and ships together)",
                       mine),
               "CC-SECURED", "CC-SECURED-TOKENS", actor=p, place=state.card(loc).name, n=mine,
               theirs=theirs)
    if theirs:
        gain_glory(state, opp, theirs)
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
