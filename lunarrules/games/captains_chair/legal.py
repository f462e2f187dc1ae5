"""Legal actions and specific refusals.

Functions of a :class:`~.state.CaptainsChairState`: :func:`legal_actions` lists what
the player to act may do now and :func:`check` refuses the rest with the facts and a
rule id. Executing an action is :func:`.moves.execute`.

The predicates the listing, the requirements of :mod:`.actions` and the refusals
share are here too: the operation an action resolves (:func:`op_for`), the side of
each crew board and its missions (:func:`crew_side`, :func:`missions_for`), and what
stops a mission (:func:`mission_gap`, :func:`mission_problem`, CC-MISSION).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from lunarrules.i18n import _, ngettext, pgettext
from lunarrules.kernel import Action
from lunarrules.kernel import shared_action as _make

from . import effects
from .content import Op
from .effects import _PAYMENTS, PrintedCost
from .words import (
    card_name,
    choice_words,
    listing,
    mission_named,
    names,
    nth_option,
    nth_with,
    op_label,
    side_word,
    track_word,
)

if TYPE_CHECKING:  # pragma: no cover
    from .state import CaptainsChairState

NO = ("-",)

# Actions are immutable values: listing them reuses one object per distinct action
# instead of building a new dataclass for every position (random playouts list
# thousands of them a second).
_OP_LISTS: dict = {}  # (seat, kind, card, targets, payments) -> the actions they give
_FREE = ((0, 0),)
_END_ACTIONS = (_make(0, "end_actions", ()), _make(1, "end_actions", ()))  # by seat


# --------------------------------------------------------------- listing
def legal_actions(state: CaptainsChairState) -> list[Action]:
    """What the player to act may do now (``State._legal_actions``)."""
    d = state.data
    ph = state.phase
    p = state.to_act
    assert p is not None  # listed only while the game is on, when a seat is to act
    if ph == "action":
        return _action_step(state, p)
    if ph == "resupply":
        return [
            _make(p, "resupply", (("card", u),)) for u in dict.fromkeys(d["pending_operations"])
        ]
    if ph == "cleanup_ops":
        return [_make(p, "cleanup", (("card", u),)) for u in dict.fromkeys(d["pending_operations"])]
    if ph == "control":
        out = [_make(p, "control", (("location", u),)) for u in effects.secured(state, p)]
        out.append(_make(p, "skip_control", ()))
        return out
    if ph == "development_on_top":
        out = []
        for u in d["seats"][p].development:
            cd, cl = state.cat.card[u].cost
            for gd, gl in effects.payments(state, p, cd, cl, 0):
                out.append(
                    _make(p, "develop_on_top", (("card", u), ("glory_dil", gd), ("glory_lat", gl)))
                )
        out.append(_make(p, "decline_development", ()))
        return out
    if ph == "glory_placement":
        return [
            _make(p, "place_glory", (("card", u),)) for u in d["market"].values() if u is not None
        ]
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
                    pays = pay_cache.get(
                        (
                            dd,
                            ll,
                            gg,
                            p0 if p0 < dd else dd,
                            p1 if p1 < ll else ll,
                            p2 if p2 < gp else gp,
                            exchange,
                        )
                    )
                    if pays is None:
                        pays = effects.payments(state, p, dd, ll, gg)
                    if not pays:
                        continue
                else:
                    pays = _FREE
                mays = op.mays
                if op.scraps:
                    targets = effects.op_targets(state, p, op, False)
                elif not op.targeted:
                    targets = NO
                elif op.sends_away:
                    # CC-AWAY-SHIPS: only where the opponent does not have more ships
                    if away is None:
                        away = effects.away_targets(state, p)
                    targets = away
                elif op.may_send_away:
                    # CC-AWAY-SHIPS: taking the "may" sends away teams, so the may-choice
                    # changes where they may go: the choices are listed per target
                    no = effects.op_targets(state, p, op, False)
                    yes = effects.op_targets(state, p, op, True)
                    targets = no + tuple(t for t in yes if t not in no)
                    mays = tuple((False,) * (t in no) + (True,) * (t in yes) for t in targets)
                else:
                    targets = neutral
                if op.other_cost:
                    targets = tuple(
                        t for t in targets if effects.unpaid_cost(state, p, op, u, t) is None
                    )
                key = (p, akind, u, idx, targets, pays, mays)
                acts = lists.get(key)
                if acts is None:
                    acts = lists[key] = _op_actions(p, akind, u, idx, targets, pays, mays)
                out.extend(acts)
    if has_token:
        for kind, pile in (
            ("acquire", [u for u in d["market"].values() if u is not None]),
            ("develop", pl.development),
        ):
            for u in pile:
                cd, cl = card[u].cost
                # one look-up: the key holds everything the payments depend on (see
                # engine.payments), and the actions are empty when none pays
                buy_key = (
                    p,
                    kind,
                    u,
                    cd,
                    cl,
                    p0 if p0 < cd else cd,
                    p1 if p1 < cl else cl,
                    p2 if p2 < cd + cl else cd + cl,
                    exchange,
                )
                acts = lists.get(buy_key)
                if acts is None:
                    acts = lists[buy_key] = tuple(
                        _make(p, kind, (("card", u), ("glory_dil", gd), ("glory_lat", gl)))
                        for gd, gl in effects.payments(state, p, cd, cl, 0)
                    )
                out.extend(acts)
    if pl.mission_tokens > 0:
        missions = missions_for(state, p)
        ids = [m.id for m in missions]
        for m in missions:
            # the action names the mission by id: the first mission with that id (CC-MISSION)
            if gap_of(state, p, missions[ids.index(m.id)]) is None:
                out.append(_make(p, "complete_mission", (("mission", m.id),)))
    out.append(_END_ACTIONS[p])
    return out


def _op_actions(
    p: int, akind: str, u: str, idx: int, targets: tuple, pays: tuple, mays: tuple
) -> tuple:
    """The actions of one PLAY or ACTIVATE operation: per target, may-choice and payment.

    ``mays`` is the may-choices for every target, or one tuple of them per target.
    """
    head = (("card", u), ("op", idx)) if idx else (("card", u),)
    each = mays if mays and isinstance(mays[0], tuple) else (mays,) * len(targets)
    return tuple(
        _make(p, akind, head + (("target", t), ("may", m), ("glory_dil", gd), ("glory_lat", gl)))
        for t, ms in zip(targets, each, strict=True)
        for m in ms
        for gd, gl in pays
    )


def _responses(state: CaptainsChairState, p) -> list[Action]:
    att = state.data["attack"]
    assert att is not None  # the attack_choice phase has an ATTACK to answer
    hand = state.data["seats"][p].hand
    out = []
    for i in att["allowed"]:
        n = effects.choice_need(state, p, att["options"][i])
        if n == 0:
            out.append(_make(p, "respond", (("option", i), ("cards", ()))))
        else:
            for combo in combinations(sorted(set(hand)), n):
                out.append(_make(p, "respond", (("option", i), ("cards", combo))))
    return out


# -------------------------------------------------------------- refusing
def check(state: CaptainsChairState, action: Action) -> None:
    """Refuse ``action`` with the facts and a rule id, or return ``None`` (``State._check``)."""
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
                state.refuse(
                    _("{card} is not in your hand (hand: {hand})").format(
                        card=card_name(state, uid),
                        hand=names(state, pl.hand, pgettext("captains_chair", "empty")),
                    ),
                    "CC-ACTION-OPS",
                )
        else:
            if uid in pl.beamed:
                assert c is not None  # a beamed card is in play, so the content knows it
                state.refuse(
                    _("{card} is beamed: its operations are not available").format(card=c.name),
                    "CC-BEAM",
                )
            if uid not in pl.in_play():
                state.refuse(
                    _(
                        "{card} is not one of your cards in play (captain, duty officer, status, "
                        "fleet or location area)"
                    ).format(card=card_name(state, uid)),
                    "CC-ACTION-OPS",
                )
        assert c is not None  # in hand or in play: the content knows the card
        n_plays = len(c.ops_for("play"))
        if k == "play" and n_plays > 1:
            state.refuse(
                _(
                    "{card} has {n} PLAY operations: play it with play_op, naming one (op=1 to "
                    "op={n}); exactly one of them is resolved"
                ).format(card=c.name, n=n_plays),
                "CC-PLAY-ONE-OP",
            )
        if k == "play_op":
            i = action["op"]
            if n_plays < 2:
                if n_plays == 1:
                    text = _(
                        "{card} has 1 PLAY operation: play it with play; play_op names one of several"
                    )
                else:
                    text = _("{card} has no PLAY operations; play_op names one of several")
                state.refuse(text.format(card=c.name), "CC-PLAY-ONE-OP")
            if not 1 <= i <= n_plays:
                state.refuse(
                    _("{card} has {n} PLAY operations; op={i} is not one of 1 to {n}").format(
                        card=c.name, n=n_plays, i=i
                    ),
                    "CC-PLAY-ONE-OP",
                )
            k = "play"
        op = op_for(state, action)[0]
        if op is None:
            text = (
                _("{card} has no ACTIVATE operation")
                if k == "activate"
                else _("{card} has no PLAY operation")
            )
            state.refuse(text.format(card=c.name), "CC-ACTION-OPS")
        assert isinstance(op, Op)  # a PLAY or ACTIVATE operation, not a printed cost
        if k == "activate" and uid in pl.activated:
            state.refuse(
                _("{card} was already activated this turn").format(card=c.name), "CC-ONE-USE"
            )
        t = action["target"]
        if action["may"] and not op.may:
            state.refuse(
                _("{card} has no optional ('may') effect to take").format(card=op_label(c.name, k)),
                "CC-MAY",
            )
        allowed = effects.op_targets(state, p, op, action["may"])
        if t not in allowed and op.scraps:
            if t == "-":
                text = _("{card} needs a face-up market card to scrap ({allowed})")
            else:
                text = _("{card} needs a face-up market card to scrap ({allowed}), not {named}")
            state.refuse(
                text.format(
                    card=op_label(c.name, k),
                    allowed=names(state, allowed),
                    named=card_name(state, t, _("an unknown card")),
                ),
                "CC-SCRAP-MARKET",
                "CC-TARGET",
            )
        if t not in allowed:
            why = (
                effects.away_problem(state, p, t)
                if op.targeted and t in d["neutral_zone"]
                else None
            )
            if why:
                state.refuse(
                    _(
                        "{card} cannot send away teams to {place}: {reason}; possible targets: "
                        "{targets}"
                    ).format(
                        card=op_label(c.name, k),
                        place=card[t].name,
                        reason=why,
                        targets=names(state, allowed),
                    ),
                    "CC-AWAY-SHIPS",
                )
            if allowed != NO:
                if t == "-":
                    text = _("{card} needs a target location in the Neutral Zone ({allowed})")
                else:
                    text = _(
                        "{card} needs a target location in the Neutral Zone ({allowed}), not {named}"
                    )
                state.refuse(
                    text.format(
                        card=c.name,
                        allowed=names(state, allowed),
                        named=card_name(state, t, _("an unknown location")),
                    ),
                    "CC-TARGET",
                )
            if op.targeted and d["neutral_zone"]:
                state.refuse(
                    _(
                        "{card}: your opponent has more ships than you at every neutral location, "
                        "so your away teams may go to none; name no target"
                    ).format(card=op_label(c.name, k)),
                    "CC-AWAY-SHIPS",
                    "CC-TARGET",
                )
            state.refuse(
                _("{card} takes no target location; {named} was named").format(
                    card=op_label(c.name, k), named=card_name(state, t, _("an unknown location"))
                ),
                "CC-TARGET",
            )
        _check_glory(state, action, *op.resource_cost())
    elif k in ("acquire", "develop", "develop_on_top"):
        uid = action["card"]
        if k == "acquire" and uid not in d["market"].values():
            faceup = names(state, [u for u in d["market"].values() if u])
            state.refuse(
                _("{card} is not a face-up market card (face up: {faceup})").format(
                    card=card_name(state, uid), faceup=faceup
                ),
                "CC-ACQUIRE",
            )
        if k != "acquire" and uid not in pl.development:
            state.refuse(
                _("{card} is not in your development pile ({pile})").format(
                    card=card_name(state, uid),
                    pile=names(state, pl.development, pgettext("captains_chair", "empty")),
                ),
                "CC-DEVELOP",
            )
        _check_glory(state, action, *card[uid].cost, 0)
    elif k == "control":
        if action["location"] not in d["neutral_zone"]:
            state.refuse(
                _("{place} is not in the Neutral Zone ({zone})").format(
                    place=card_name(state, action["location"], _("an unknown location")),
                    zone=names(state, d["neutral_zone"]),
                ),
                "CC-SECURED",
            )
    elif k == "complete_mission":
        missions = missions_for(state, p)
        if action["mission"] not in [m.id for m in missions]:
            other = mission_named(state, action["mission"])
            state.refuse(
                _("{mission} is not a mission of your crew board side ({side}): {missions}").format(
                    mission=other,
                    side=side_word(crew_side(state, p)),
                    missions=", ".join(m.name for m in missions),
                ),
                "CC-MISSION",
            )
    elif k in ("resupply", "cleanup"):
        if action["card"] not in d["pending_operations"]:
            rid = "CC-RESUPPLY" if k == "resupply" else "CC-CLEANUP-OPS"
            if k == "resupply":
                text = _("{card} has no unresolved RESUPPLY operation (left: {left})")
            else:
                text = _("{card} has no unresolved CLEAN-UP operation (left: {left})")
            state.refuse(
                text.format(
                    card=card_name(state, action["card"]),
                    left=names(state, d["pending_operations"]),
                ),
                rid,
            )
    elif k == "place_glory":
        if action["card"] not in d["market"].values():
            state.refuse(
                _("{card} is not a face-up market card").format(
                    card=card_name(state, action["card"])
                ),
                "CC-GLORY-PLACEMENT",
            )
    elif k == "respond":
        _check_respond(state, action)


def _check_glory(state: CaptainsChairState, action, dcost, lcost, gcost) -> None:
    gd, gl = action["glory_dil"], action["glory_lat"]
    cd, cl = effects.glory_caps(state, dcost, lcost)
    if not 0 <= gd <= cd or not 0 <= gl <= cl:
        state.refuse(
            _(
                "glory may stand in for at most {cd} (dilithium) and {cl} (latinum) here (cost {d} "
                "dilithium, {lat} latinum); you offered {gd} glory for dilithium and {gl} for latinum"
            ).format(cd=cd, cl=cl, d=dcost, lat=lcost, gd=gd, gl=gl),
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
        state.refuse(
            ngettext(
                "the ATTACK offers {n} option; there is no option {i} (typed 0..{last}: 0 is "
                "the first)",
                "the ATTACK offers {n} options; there is no option {i} (typed 0..{last}: 0 is "
                "the first)",
                len(opts),
            ).format(n=len(opts), i=i, last=len(opts) - 1),
            "CC-ATTACK-CHOICE",
        )
    if i not in att["allowed"]:
        ok = listing(nth_with(x, listing(choice_words(e) for e in opts[x])) for x in att["allowed"])
        seat = state.data["seats"][p]
        state.refuse(
            ngettext(
                "{option} ({effects}) cannot be fully resolved by you (hand {n} card, pool {d} "
                "dilithium/{lat} latinum/{g} glory); choose one you can: {allowed}",
                "{option} ({effects}) cannot be fully resolved by you (hand {n} cards, pool {d} "
                "dilithium/{lat} latinum/{g} glory); choose one you can: {allowed}",
                len(seat.hand),
            ).format(
                option=nth_option(i),
                effects=listing(choice_words(e) for e in opts[i]),
                n=len(seat.hand),
                d=seat.pool[0],
                lat=seat.pool[1],
                g=seat.pool[2],
                allowed=ok,
            ),
            "CC-ATTACK-CHOICE",
        )
    n = effects.choice_need(state, p, opts[i])
    cards = action["cards"]
    hand = state.data["seats"][p].hand
    if len(cards) != n or len(set(cards)) != n or not all(c in hand for c in cards):
        state.refuse(
            ngettext(
                "{option} discards {n} card from your hand; you named {named} ({cards})",
                "{option} discards {n} cards from your hand; you named {named} ({cards})",
                n,
            ).format(option=nth_option(i), n=n, named=len(cards), cards=names(state, cards)),
            "CC-ATTACK-CHOICE",
        )


# ------------------------------------------------------------ missions and operations
def op_for(state: CaptainsChairState, action: Action):
    """The operation an action resolves and a name for messages.

    Returns
    -------
    tuple
        ``(op, name)``; ``(None, "")`` when the action names no known card.
        For ``acquire``/``develop`` the op is the card's printed cost.
    """
    k = action.kind
    uid = action.get("card")
    c = state.cat.card.get(uid) if isinstance(uid, str) else None
    if c is None:
        return None, ""
    if k == "play":
        return c.op("play"), op_label(c.name, k)
    if k == "play_op":
        i = action.get("op")
        plays = c.ops_for("play")
        if not isinstance(i, int) or isinstance(i, bool) or not 1 <= i <= len(plays):
            return None, ""
        return plays[i - 1], _("{card} (play, operation {n})").format(card=c.name, n=i)
    if k == "activate":
        return c.op("activate"), op_label(c.name, k)
    if k in ("acquire", "develop", "develop_on_top"):
        return PrintedCost(c.cost), op_label(c.name, k)
    return None, ""


def mission_gap(state: CaptainsChairState, p: int, mid) -> tuple | None:
    """What stops player ``p`` completing mission ``mid`` now, or ``None`` (CC-MISSION).

    ``(mission, what, have, want)``: ``what`` is ``"done"``, ``"tokens"`` or the
    mission's need (``"locations"``, ``"fleet"``, ``"log"``, ``"specialty"``). No words:
    legal listing asks this; :func:`mission_problem` says why. An id that is not a
    mission of the player's crew-board side also gives ``None``.
    """
    m = next((m for m in missions_for(state, p) if m.id == mid), None)
    return None if m is None else gap_of(state, p, m)


def gap_of(state: CaptainsChairState, p: int, m) -> tuple | None:
    """:func:`mission_gap` for a mission ``m`` of player ``p``'s crew-board side."""
    pl = state.data["seats"][p]
    if m.id in pl.missions:
        return m, "done", 0, 0
    if pl.mission_tokens <= 0:
        return m, "tokens", len(pl.missions), 0
    need = m.need
    if need[0] == "locations":
        have = len(pl.locations)
    elif need[0] == "fleet":
        have = len(pl.fleet)
    elif need[0] == "log":
        have = len(pl.captains_log)
    else:
        have = pl.specialty[state.cat.crews[pl.crew].tracks.index(need[1])]
    want = need[-1]
    if have < want:
        return m, need[0], have, want
    return None


def mission_problem(state: CaptainsChairState, p: int, mid) -> str | None:
    """Why player ``p`` cannot complete mission ``mid`` now, or ``None`` (CC-MISSION).

    An id that is not a mission of the player's crew-board side also gives ``None``
    (the action check refuses it with the list of missions).
    """
    gap = mission_gap(state, p, mid)
    if gap is None:
        return None
    m, what, have, want = gap
    if what == "done":
        return _("mission {mission} is already complete").format(mission=m.name)
    if what == "tokens":
        return _("mission {mission}: no mission-completion token left (you completed {n})").format(
            mission=m.name, n=have
        )
    if what == "specialty":
        return _("mission {mission} needs {track} specialty {want}; yours is {have}").format(
            mission=m.name, track=track_word(m.need[1], False), want=want, have=have
        )
    if what == "locations":
        text = ngettext(
            "mission {mission} needs {n} controlled location; you have {have}",
            "mission {mission} needs {n} controlled locations; you have {have}",
            want,
        )
    elif what == "fleet":
        text = ngettext(
            "mission {mission} needs {n} card in your fleet area; you have {have}",
            "mission {mission} needs {n} cards in your fleet area; you have {have}",
            want,
        )
    else:
        text = ngettext(
            "mission {mission} needs {n} card in your Captain's Log; you have {have}",
            "mission {mission} needs {n} cards in your Captain's Log; you have {have}",
            want,
        )
    return text.format(mission=m.name, n=want, have=have)


#: The option naming each seat's crew-board side (CC-PSETUP-SIDE).
_SIDE_OPTIONS = ("p1_crew_side", "p2_crew_side")


def crew_side(state: CaptainsChairState, p: int) -> str:
    """The side of player ``p``'s crew board, chosen by each player (CC-PSETUP-SIDE)."""
    own = state.options[_SIDE_OPTIONS[p]]
    return state.options["crew_side"] if own == "shared" else own


def missions_for(state: CaptainsChairState, p: int):
    """The missions on the chosen side of player ``p``'s crew board."""
    crew = state.cat.crews[state.data["seats"][p].crew]
    return crew.advanced if crew_side(state, p) == "advanced" else crew.basic
