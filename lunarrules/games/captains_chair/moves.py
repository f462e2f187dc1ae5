"""Executing Captain's Chair actions and the automatic steps that follow them.

:func:`execute` (``State._execute``) resolves an action with the handler of its
kind (:data:`HANDLERS`: ``do_<kind>``; a card's PLAY or ACTIVATE operation,
:func:`_resolve_op`) and logs the steps it caused as one event. The resolutions
that may wait for a development offer mid-draw (CC-RESERVE-EMPTY-DEVELOP) are
suspended and resumed here, and the steps of the turn that follow an action run
here: the start of a turn and its RESUPPLY operations, control, the clean-up,
the stardate resolution, glory placement, the refresh and the two endings. The
effects printed on cards resolve in :mod:`.effects`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lunarrules.i18n import _, ngettext, pgettext
from lunarrules.kernel import Action, Later, State

from .effects import (
    PrintedCost,
    actions_gained,
    choice_resolvable,
    drop_stored,
    empty_stardate,
    gain_glory,
    lose,
    pay,
    refill_neutral,
    reveal,
    run,
    secured,
    take_incidents,
    tokens_at,
    without,
)
from .legal import missions_for
from .params import SUPPLY_ACTION_TOKENS
from .scoring import burn_outcome, final_outcome
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
    """Hand ``action`` to the handler of its kind (:data:`HANDLERS`)."""
    state.P(action.actor)  # the acting player's side is this table's own from here
    handler = HANDLERS.get(action.kind)
    if handler is not None:
        handler(state, action)


def do_buy(state: CaptainsChairState, action: Action) -> None:
    """``acquire`` a face-up market card or ``develop`` one of the development pile (CC-ACQUIRE, CC-DEVELOP)."""
    k = action.kind
    p = action.actor
    d = state.data
    pl = state.P(p)
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
        state.emit(
            text,
            "CC-ACQUIRE",
            "CC-ACTION-TOKEN",
            *(("CC-MARKET-GLORY",) if bounty else ()),
            actor=p,
            card=c.name,
            n=bounty,
        )
        suit = next(s for s, u in d["market"].items() if u == uid)
        reveal(state, suit)
    else:
        pl.development = without(pl.development, uid)
        state.emit(_("develops {card}"), "CC-DEVELOP", "CC-ACTION-TOKEN", actor=p, card=c.name)
    state.goto("action")


def do_develop_on_top(state: CaptainsChairState, action: Action) -> None:
    """Pay for a development and put it on top of the new draw deck (CC-RESERVE-EMPTY-DEVELOP)."""
    p = action.actor
    pl = state.P(p)
    uid = action["card"]
    pay(
        state,
        p,
        PrintedCost(state.card(uid).cost),
        uid,
        "-",
        action["glory_dil"],
        action["glory_lat"],
    )
    pl.development = without(pl.development, uid)
    pl.draw_top.append(uid)
    state.emit(
        _("pays for the development {card} and puts it on top of the new draw deck"),
        "CC-RESERVE-EMPTY-DEVELOP",
        actor=p,
        card=state.card(uid).name,
    )
    _resume(state)


def do_decline_development(state: CaptainsChairState, action: Action) -> None:
    """Put no development on top of the new draw deck (CC-RESERVE-EMPTY-DEVELOP)."""
    state.emit(
        _("puts no development on top of the new draw deck"),
        "CC-RESERVE-EMPTY-DEVELOP",
        actor=action.actor,
    )
    _resume(state)


def do_complete_mission(state: CaptainsChairState, action: Action) -> None:
    """Spend a mission-completion token on a mission of the crew board (CC-MISSION)."""
    p = action.actor
    pl = state.P(p)
    pl.mission_tokens -= 1
    pl.missions += (action["mission"],)
    m = next(m for m in missions_for(state, p) if m.id == action["mission"])
    state.emit(_("completes the mission {mission}"), "CC-MISSION", actor=p, mission=m.name)
    state.goto("action")


def do_end_actions(state: CaptainsChairState, action: Action) -> None:
    """End the action step: the clean-up follows (CC-END-ACTIONS)."""
    state.emit(_("ends the action step"), "CC-END-ACTIONS", actor=action.actor)
    to_cleanup(state)


def do_pending_operation(state: CaptainsChairState, action: Action) -> None:
    """Resolve a waiting RESUPPLY (``resupply``) or CLEAN-UP (``cleanup``) operation."""
    k = action.kind
    p = action.actor
    d = state.data
    uid = action["card"]
    d["pending_operations"] = without(d["pending_operations"], uid)
    c = state.cat.card[uid]
    rid = "CC-RESUPPLY" if k == "resupply" else "CC-CLEANUP-OPS"
    text = _("{card}: CLEAN-UP operation") if k == "cleanup" else _("{card}: RESUPPLY operation")
    state.emit(text, rid, "CC-MANDATORY", actor=p, card=c.name)
    op = c.op(k)
    assert op is not None  # only cards with this operation wait in pending_operations
    _resolve(state, p, uid, op.effects, "-", ("pending", k))


def do_control(state: CaptainsChairState, action: Action) -> None:
    """Take control of a secured location (CC-SECURED)."""
    _take_control(state, action.actor, action["location"])


def do_skip_control(state: CaptainsChairState, action: Action) -> None:
    """Take control of nothing this turn (CC-CONTROL-MAY)."""
    state.emit(_("takes control of nothing"), "CC-CONTROL-MAY", actor=action.actor)
    state.goto("action")


def do_place_glory(state: CaptainsChairState, action: Action) -> None:
    """Place 1 glory on a face-up market card, then the refresh (CC-GLORY-PLACEMENT)."""
    p = action.actor
    d = state.data
    uid = action["card"]
    d["market_glory"] = {**d["market_glory"], uid: d["market_glory"].get(uid, 0) + 1}
    if d["resolution"]:
        state.emit(
            _("places 1 glory from the supply on {card}"),
            "CC-GLORY-PLACEMENT",
            "CC-PLACEMENT-SUPPLY",
            actor=p,
            card=state.card(uid).name,
        )
    else:
        d["stardate_glory"] -= 1
        state.emit(
            _("places 1 glory from the stardate on {card}"),
            "CC-GLORY-PLACEMENT",
            actor=p,
            card=state.card(uid).name,
        )
        if d["stardate_glory"] == 0:
            empty_stardate(state, by_placement=True)
    refresh(state)


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
    items: list[tuple[int, str | None, tuple[str | int, ...], str]] = [
        (p, None, ("draw", need), "-")
    ]
    items += [(seat, uid, e, target) for seat, uid, e, target in it["effects"]]
    for i, (seat, uid, e, target) in enumerate(items):
        if d["burn"]:
            break
        if not run(state, seat, uid, (e,), target):
            _suspend(state, seat, state._left + tuple(items[i + 1 :]), it["then"])
            return
    _continue(state, it["then"])


def _continue(state: CaptainsChairState, then) -> None:
    """The rest of the step once its effects are resolved."""
    d = state.data
    what = then[0]
    if what == "refresh":
        refresh_end(state)
        return
    if d["burn"]:
        end_burn(state)
        return
    if what == "op":
        _after_op(state, then[1], then[2], then[3])
    elif what == "pending":
        if d["pending_operations"]:
            state.goto(state.phase)
        elif then[1] == "resupply":
            to_control(state)
        else:
            stardate_resolution(state)
    elif what == "control":
        refill_neutral(state)
        state.goto("action")
    else:  # "stardate": the resolved card leaves the game, the next one resolves
        stardate_done(state, then[1])
        stardate_resolution(state)


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
        state.emit(
            _("plays {card}, resolving its PLAY operation {n} of {total}"),
            *rules,
            actor=p,
            card=c.name,
            n=index + 1,
            total=len(c.ops_for("play")),
        )
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
        state.emit(
            _("{player} must choose an option of the ATTACK (can fully resolve: {options})"),
            "CC-ATTACK-CHOICE",
            *(() if full else ("CC-ATTACK-NONE-FULL",)),
            actor=p,
            player=f"P{opp + 1}",
            options=", ".join(map(str, full)) or pgettext("captains_chair", "none"),
        )
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
            state.emit(
                _("discards {cards}"),
                "CC-ATTACK",
                actor=p,
                cards=names(state, action["cards"], pgettext("captains_chair", "nothing")),
            )
        elif e[0] == "lose":
            lose(state, p, e[1], e[2], attack=True)
        elif e[0] == "incident":
            take_incidents(state, p, e[1], attack=True)
            if d["burn"]:
                break
    d["attack"] = None
    if d["burn"]:
        end_burn(state)
        return
    state.goto("action")
    state.to_act = att["by"]


def _take_control(state: CaptainsChairState, p: int, loc: str) -> None:
    d = state.data
    opp = 1 - p
    theirs = tokens_at(state, loc, opp)
    mine = tokens_at(state, loc, p)
    state.emit(
        ngettext(
            "{place} is secured: {n} token against {theirs} (away teams and ships together)",
            "{place} is secured: {n} tokens against {theirs} (away teams and ships together)",
            mine,
        ),
        "CC-SECURED",
        "CC-SECURED-TOKENS",
        actor=p,
        place=state.card(loc).name,
        n=mine,
        theirs=theirs,
    )
    if theirs:
        gain_glory(state, opp, theirs)
    state.emit(
        _("{player} gains {n} glory for its tokens at {place}"),
        "CC-CONTROL-PAYOUT",
        actor=p,
        player=f"P{opp + 1}",
        n=theirs,
        place=state.card(loc).name,
    )
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
    state.emit(
        _("away teams there return to their captains; ships there are dismissed"),
        "CC-CONTROL-RETURN",
        actor=p,
    )
    state.P(p).locations += (loc,)
    c = state.card(loc)
    state.emit(_("takes control of {place}"), "CC-CONTROL-MOVE", actor=p, place=c.name)
    op = c.op("control")
    _resolve(state, p, loc, op.effects if op is not None else (), "-", ("control",))


# ------------------------------------------------------------- the steps of the turn
def start_turn(state: CaptainsChairState) -> None:
    d = state.data
    d["turn"] += 1
    p = d["active"]
    state.to_act = p
    state.emit(
        _("starts turn {n}"), "CC-TURN", "CC-TURN-STEPS", "CC-TURN-CONTINUES", actor=p, n=d["turn"]
    )
    pending = triggering(state, p, "resupply")
    if pending:
        d["pending_operations"] = tuple(pending)
        state.goto("resupply")
        return
    to_control(state)


def triggering(state: CaptainsChairState, p: int, when: str) -> list:
    """Cards of ``p`` whose ``when`` operation triggers now (CC-RESUPPLY, CC-CLEANUP-OPS).

    Beamed cards are in play but excluded; the clean-up includes the play and
    staging areas.
    """
    pl = state.data["seats"][p]
    zones = pl.in_play()
    if when == "cleanup":
        zones = zones + tuple(pl.play_area) + tuple(u for u, _ in pl.staging)
    card = state.cat.card
    out = [u for u in zones if when in card[u].opmap]  # opmap: the card's operation per trigger
    skipped = [u for u in pl.beamed if when in card[u].opmap]
    if skipped:
        names = ", ".join(state.card(u).name for u in skipped)
        rid = "CC-CLEANUP-OPS" if when == "cleanup" else "CC-RESUPPLY"
        if when == "cleanup":
            text = ngettext(
                "beamed {cards}: its CLEAN-UP operation does not trigger",
                "beamed {cards}: their CLEAN-UP operations do not trigger",
                len(skipped),
            )
        else:
            text = ngettext(
                "beamed {cards}: its RESUPPLY operation does not trigger",
                "beamed {cards}: their RESUPPLY operations do not trigger",
                len(skipped),
            )
        state.emit(text, rid, "CC-BEAM", actor=p, cards=names)
    return out


def to_control(state: CaptainsChairState) -> None:
    if secured(state, state.data["active"]):
        state.goto("control")
        return
    state.goto("action")


def to_cleanup(state: CaptainsChairState) -> None:
    d = state.data
    state.emit(
        _("clean-up: operations, stardate resolution, glory placement, discard/draw/refresh"),
        "CC-CLEANUP-STEPS",
        actor=d["active"],
    )
    pending = triggering(state, d["active"], "cleanup")
    if pending:
        d["pending_operations"] = tuple(pending)
        state.goto("cleanup_ops")
        return
    stardate_resolution(state)


def stardate_resolution(state: CaptainsChairState) -> None:
    d = state.data
    p = d["active"]
    pl = state.P(p)
    if state.phase != "stardate_resolution":  # back from a development offer, it goes on
        state.goto("stardate_resolution")
    for item in list(pl.staging):
        uid, turn = item
        if turn >= d["turn"]:
            continue  # CC-STARDATE-RESOLVE: only cards received during an earlier turn
        c = state.card(uid)
        pl.staging = tuple(x for x in pl.staging if x != item)
        state.emit(_("resolves {card}"), "CC-STARDATE-RESOLVE", actor=p, card=c.name)
        if not run(state, p, None, c.resolution):
            # CC-RESERVE-EMPTY-DEVELOP: the resolution waits for the player's choice
            _suspend(state, p, state._left, ("stardate", uid))
            return
        stardate_done(state, uid)
        if d["burn"]:
            break
    if d["burn"]:
        end_burn(state)
        return
    has_market = any(x is not None for x in d["market"].values())
    if d["resolution"]:
        # CC-PLACEMENT-SUPPLY: after the resolution the glory comes from the supply
        if has_market:
            state.goto("glory_placement")
            return
        state.emit(
            _("no market card to place glory on: none is taken from the supply"),
            "CC-GLORY-PLACEMENT",
            "CC-PLACEMENT-SUPPLY",
            actor=p,
        )
    elif d["stardate_glory"] > 0:
        if has_market:
            state.goto("glory_placement")
            return
        # CC-PLACEMENT-NO-MARKET: the glory still leaves the stardate, so the
        # track always runs down and every game reaches its resolution
        d["stardate_glory"] -= 1
        state.emit(
            _("no market card to place glory on: 1 glory from the stardate returns to the supply"),
            "CC-GLORY-PLACEMENT",
            "CC-PLACEMENT-NO-MARKET",
            actor=p,
        )
        if d["stardate_glory"] == 0:
            empty_stardate(state, by_placement=True)
    refresh(state)


def stardate_done(state: CaptainsChairState, uid: str) -> None:
    """A resolved stardate card leaves the game (CC-STARDATE-BOX)."""
    state.data["box"] += (uid,)
    state.emit(
        _("{card} leaves the game"),
        "CC-STARDATE-BOX",
        actor=state.data["active"],
        card=state.card(uid).name,
    )


def refresh(state: CaptainsChairState) -> None:
    d = state.data
    p = d["active"]
    pl = state.P(p)
    prm = state.cat.params
    state.goto("refresh")
    pl.discard.extend(pl.play_area)
    pl.play_area = []
    drop_stored(state)
    need = prm["hand_size"] - len(pl.hand)
    # CC-RESERVE-EMPTY-DEVELOP: a reshuffle may pause the draw for a development offer
    _resolve(state, p, None, (("draw", need),) if need > 0 else (), "-", ("refresh",))


def refresh_end(state: CaptainsChairState) -> None:
    d = state.data
    p = d["active"]
    pl = state.P(p)
    prm = state.cat.params
    pl.activated = ()
    pl.action_tokens = prm["action_tokens"]
    gained = actions_gained(state)
    d["supply_action_tokens"] = prm.get("supply_action_tokens", SUPPLY_ACTION_TOKENS)
    if gained:
        text = ngettext(
            "discards played cards, draws up to 5, readies and takes back 3 action tokens; "
            "{n} action token gained this turn goes back to the supply",
            "discards played cards, draws up to 5, readies and takes back 3 action tokens; "
            "{n} action tokens gained this turn go back to the supply",
            gained,
        )
    else:
        text = _("discards played cards, draws up to 5, readies and takes back 3 action tokens")
    state.emit(
        text,
        "CC-REFRESH",
        "CC-KEEP-HAND",
        *(("CC-GAIN-ACTION",) if gained else ()),
        actor=p,
        n=gained,
    )
    if d["rounds_left"] is not None and p != d["first_player"]:
        d["rounds_left"] -= 1
        if d["rounds_left"] == 0:
            end_resolution(state)
            return
    d["active"] = 1 - p
    state.goto("turn_start")
    start_turn(state)


def end_burn(state: CaptainsChairState) -> None:
    scores, winners, breakdown, tiebreak = burn_outcome(state)
    state.finish(
        scores,
        winners,
        _("the Burn: the incident deck is empty"),
        ["CC-BURN", "CC-BURN-COUNT", "CC-BURN-TIE", "CC-FINAL-TIE"],
        breakdown=breakdown,
        tiebreak=tiebreak,
        end_phase="end_burn",
    )


def end_resolution(state: CaptainsChairState) -> None:
    scores, winners, breakdown, tiebreak = final_outcome(state)
    state.finish(
        scores,
        winners,
        _("resolution: final scoring after the last round"),
        [
            "CC-RESOLUTION-END",
            "CC-FINAL-SCORING",
            "CC-SCORE-PRINTED",
            "CC-SCORE-ENDGAME",
            "CC-SCORE-FOCUS",
            "CC-SCORE-MISSIONS",
            "CC-VP-WINS",
            "CC-FINAL-TIE",
        ],
        breakdown=breakdown,
        tiebreak=tiebreak,
        end_phase="end_resolution",
    )


#: The handler of each action kind (:func:`_do`).
HANDLERS = {
    "play": _resolve_op,
    "activate": _resolve_op,
    "play_op": _resolve_op,
    "acquire": do_buy,
    "develop": do_buy,
    "develop_on_top": do_develop_on_top,
    "decline_development": do_decline_development,
    "complete_mission": do_complete_mission,
    "end_actions": do_end_actions,
    "respond": _respond,
    "resupply": do_pending_operation,
    "cleanup": do_pending_operation,
    "control": do_control,
    "skip_control": do_skip_control,
    "place_glory": do_place_glory,
}
