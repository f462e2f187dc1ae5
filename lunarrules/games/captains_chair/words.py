"""Captain's Chair actions in plain words: card, location and mission names, costs.

:func:`describe` turns an action into one sentence a learner reads ("Play Meridian
Historian, using an action token and paying 1 latinum"); ``str(action)`` stays the
notation people type. It is asked about legal and illegal actions alike, so it
reads names from the content and never assumes the action is possible: an id the
content lacks becomes "an unknown card" with the id in words.
"""

from __future__ import annotations

from .engine import card_name, n_of, spaced

ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def location_name(state, uid) -> str:
    return card_name(state, uid, "an unknown location")


def effects_words(state, effects, target="-") -> str:
    """Effects in order as verb phrases ("gain 1 latinum and 1 dilithium, draw 1 card")."""
    return listing(_merged(effect_words(state, e, target) for e in effects))


def _merged(phrases) -> list[str]:
    """Consecutive "gain"/"lose"/"pay" phrases as one: "gain 1 latinum and 1 dilithium"."""
    out: list[str] = []
    for text in phrases:
        verb = text.split(" ", 1)[0]
        if verb in ("gain", "lose", "pay") and out and out[-1].startswith(verb + " "):
            out[-1] += " and " + text[len(verb) + 1:]
        else:
            out.append(text)
    return out


def effect_words(state, e: tuple, target="-") -> str:
    """One effect of the content vocabulary (``("draw", 2)``) as a verb phrase."""
    v, args = e[0], e[1:]
    where = location_name(state, target) if isinstance(target, str) and target != "-" else "the target location"
    if v in ("dilithium", "latinum", "glory"):
        return f"gain {args[0]} {v}"
    if v == "draw":
        return f"draw {n_of(args[0], 'card')}"
    if v == "away":
        return f"send {n_of(args[0], 'away team')} to {where}"
    if v == "deploy":
        return "deploy it to your fleet area"
    if v == "fly":
        return f"fly its ship token to {where}"
    if v == "specialty":
        return f"raise your {spaced(args[0])} specialty by {args[1]}"
    if v == "encounter":
        return "face an encounter"
    if v == "incident":
        return f"take {n_of(args[0], 'incident')}"
    if v == "junk":
        return "junk it"
    if v == "log":
        return "put it in your Captain's Log"
    if v == "duty":
        return "make it your duty officer"
    if v == "beam":
        return "beam it under a deployed ship or controlled location"
    if v == "opp_incident":
        return f"give the opponent {n_of(args[0], 'incident')}"
    if v == "opp_lose":
        return f"make the opponent lose {args[1]} {args[0]}"
    if v == "opp_discard":
        return f"make the opponent discard {n_of(args[0], 'card')} at random"
    if v == "vp":
        return f"score {args[0]} VP"
    if v == "vp_location":
        return f"score {args[0]} VP per controlled location"
    if v == "vp_ship":
        return f"score {args[0]} VP per deployed ship"
    if v == "wipe_market":
        return "wipe the market"
    if v == "scrap_market":
        named = isinstance(target, str) and target != "-"
        return "scrap " + (card_name(state, target, "an unknown card") if named else "a face-up market card")
    if v == "store":
        return f"store {args[1]} {args[0]} on it"
    if v == "steal":
        return f"steal {args[1]} {args[0]} from the opponent"
    if v == "recruit":
        return f"recruit {n_of(args[0], 'card')} from your reserve deck"
    if v == "gain_action":
        return f"gain {n_of(args[0], 'action token')} from the supply for this turn"
    return spaced(v)


def choice_words(e: tuple) -> str:
    """One effect of an ATTACK option, from the side of the player who chooses it."""
    v, args = e[0], e[1:]
    if v == "discard":
        return f"discard {n_of(args[0], 'card')}"
    if v == "lose":
        return f"lose {args[1]} {args[0]}"
    if v == "incident":
        return f"take {n_of(args[0], 'incident')}"
    return spaced(v)


def listing(items) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _count(value) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def payment_words(state, d: int, lat: int, g: int, gd, gl) -> str:
    """What a cost of ``d`` dilithium, ``lat`` latinum, ``g`` glory takes from the pool.

    ``gd``/``gl`` glory stand in for dilithium/latinum at the game's exchange rate.
    """
    gd, gl = _count(gd) or 0, _count(gl) or 0
    rd, rl = state.glory_rates()
    nd, nl = max(0, d - rd * gd), max(0, lat - rl * gl)
    parts = []
    if nd:
        parts.append(f"{nd} dilithium")
    if nl:
        parts.append(f"{nl} latinum")
    if g:
        parts.append(f"{g} glory")
    for n, cost, rate, metal in ((gd, d, rd, "dilithium"), (gl, lat, rl, "latinum")):
        if n and cost and n <= -(-cost // rate):
            parts.append(f"{n} glory in place of {min(cost, rate * n)} {metal}")
        elif n:  # more glory than the cost allows: an action that is refused
            parts.append(f"{n} glory in place of {metal}")
    return listing(parts)


def cost_words(state, item: tuple) -> str:
    """One cost of an operation ("pay 1 dilithium", "junk an incident from your hand")."""
    v, args = item[0], item[1:]
    if v in ("dilithium", "latinum", "glory"):
        return f"pay {args[0]} {v}"
    if v == "junk_incident":
        return "junk an incident from your hand"
    if v == "recall":
        return f"return {n_of(args[0], 'away team')} from the target location"
    if v == "take_incident":
        return f"take {n_of(args[0], 'incident')} into your hand"
    if v == "stored":
        return f"spend {args[1]} {args[0]} stored on it"
    return spaced(v)


def operation_words(state, op) -> str:
    """A card's operation in words: action icon, ATTACK, costs, effects, options.

    >>> operation_words(state, nebula_relay.op("activate"))  # doctest: +SKIP
    'Action: pay 1 dilithium to draw 2 cards'
    """
    text = effects_words(state, op.effects) or "nothing"
    if op.cost:
        paid = listing(_merged(cost_words(state, c) for c in op.cost))
        text = f"{paid} to {text}" if op.effects else paid
    if op.may:
        text += f"; you may also {effects_words(state, op.may)}"
    if op.choice:
        text += "; the opponent chooses to " + " or to ".join(
            listing(_merged(choice_words(e) for e in option)) for option in op.choice)
    tags = [t for t, on in (("Action", op.action), ("ATTACK", op.attack)) if on]
    text = f"{', '.join(tags)}: {text}" if tags else text
    return text[:1].upper() + text[1:]


def _op_sentence(state, head: str, action, op) -> str:
    """A PLAY or ACTIVATE: action token, costs, target and the optional effect."""
    target, may = action.get("target"), action.get("may")
    gd, gl = action.get("glory_dil"), action.get("glory_lat")
    out = []
    if op is not None and op.action:
        out.append("using an action token")
    d, lat, g = op.res if op is not None else (0, 0, 0)
    paid = payment_words(state, d, lat, g, gd, gl)
    if paid:
        out.append(f"paying {paid}")
    costs = op.cost if op is not None else ()
    for c in costs:
        if c[0] == "junk_incident":
            out.append("junking an incident from your hand")
        elif c[0] == "stored":
            out.append(f"spending {c[2]} {c[1]} stored on it")
        elif c[0] == "take_incident":
            out.append(f"taking {n_of(c[1], 'incident')} into your hand")
        elif c[0] == "recall":
            where = location_name(state, target) if target != "-" else "the target location"
            out.append(f"returning {n_of(c[1], 'away team')} from {where}")
    if isinstance(target, str) and target != "-":
        where = location_name(state, target)
        if op is not None and op.scraps:
            out.append(f"scrapping {card_name(state, target, 'an unknown card')}")
        elif op is not None and (op.sends_away or (may is True and op.may_send_away)):
            n = sum(e[1] for e in op.effects if e[0] == "away")
            out.append(f"sending {n_of(n, 'away team') if n else 'away teams'} to {where}")
        elif op is not None and any(e[0] == "fly" for e in op.effects):
            out.append(f"flying it to {where}")
        elif not any(c[0] == "recall" for c in costs):
            out.append(f"targeting {where}")
    optional = ""
    if op is not None and op.may:
        optional = f"its optional effect ({effects_words(state, op.may, target)})"
    if may is True:
        out.append(f"taking {optional or 'an optional effect'}")
    text = f"{head}, {listing(out)}" if out else head
    if may is False and optional:
        text += f"{',' if out else ''} without {optional}"
    return text


def _mission(state, mid):
    for crew in state.cat.crews.values():
        for m in crew.basic + crew.advanced:
            if m.id == mid:
                return m
    return None


def ordinal(i: int) -> str:
    """``0`` -> ``"first"``: the place of an option counted from 0, in words."""
    return ORDINALS[i] if 0 <= i < len(ORDINALS) else f"number {i + 1}"


def _ordinal(i) -> str:
    if _count(i) is None or i < 0:
        return "an option that does not exist"
    if i < len(ORDINALS):
        return f"the {ordinal(i)} option"
    return f"option {i + 1}"


def describe(state, action) -> str:
    """``action`` as one plain-English sentence in the game's words (never raises for bad ids)."""
    k = action.kind
    uid = action.get("card")
    c = state.cat.card.get(uid) if isinstance(uid, str) else None
    name = "no card" if uid == "-" else card_name(state, uid)
    if k in ("play", "activate", "play_op"):
        op = state.op_for(action)[0] if c is not None else None
        verb = "Activate" if k == "activate" else "Play"
        head = f"{verb} {name}"
        if k == "play_op":
            head += f" with its PLAY operation {action.get('op')}"
        if c is not None and op is None:
            head += (f" (it has no PLAY operation {action.get('op')})" if k == "play_op"
                     else f" (it has no {k.upper()} operation)")
        return _op_sentence(state, head, action, op)
    if k in ("acquire", "develop", "develop_on_top"):
        d, lat = c.cost if c is not None else (0, 0)
        paid = payment_words(state, d, lat, 0, action.get("glory_dil"), action.get("glory_lat"))
        pay = f"paying {paid}" if paid else "for free"
        if k == "acquire":
            bounty = state.data["market_glory"].get(uid, 0) if c is not None else 0
            on_it = f" and the {bounty} glory on it" if bounty else ""
            return f"Acquire {name}{on_it} from the market using an action token, {pay}"
        if k == "develop":
            return f"Develop {name} from your development pile using an action token, {pay}"
        return f"Put the development {name} on top of your new draw deck, {pay}"
    if k == "decline_development":
        return "Put no development on top of your new draw deck"
    if k in ("resupply", "cleanup"):
        step = "RESUPPLY" if k == "resupply" else "CLEAN-UP"
        op = c.op(k) if c is not None else None
        if c is not None and op is None:
            return f"Resolve the {step} operation of {name} (it has none)"
        effects = f": {effects_words(state, op.effects)}" if op and op.effects else ""
        return f"Resolve the {step} operation of {name}{effects}"
    if k == "control":
        loc = action.get("location")
        where = location_name(state, loc)
        lc = state.cat.card.get(loc) if isinstance(loc, str) else None
        op = lc.op("control") if lc is not None else None
        then = f", then {effects_words(state, op.effects)}" if op and op.effects else ""
        return f"Take control of {where}{then}"
    if k == "skip_control":
        return "Take control of no location this turn"
    if k == "complete_mission":
        mid = action.get("mission")
        m = _mission(state, mid) if isinstance(mid, str) else None
        if m is None:
            shown = spaced(mid)
            return f"Complete an unknown mission ({shown})" if shown else "Complete an unknown mission"
        return f"Complete the mission {m.name} ({m.vp} VP)"
    if k == "end_actions":
        return "End the action step"
    if k == "place_glory":
        source = "the supply" if state.data["resolution"] else "the stardate"
        where = f"the market card {name}" if uid in state.data["market"].values() else name
        return f"Place 1 glory from {source} on {where}"
    if k == "respond":
        return _respond(state, action)
    return k.replace("_", " ").capitalize()


def _possessive(name: str) -> str:
    return name + ("'" if name.endswith("s") else "'s")


def _respond(state, action) -> str:
    i = action.get("option")
    att = state.data.get("attack")
    whose = _possessive(card_name(state, att["card"])) if att else "the opponent's"
    head = f"Answer {whose} ATTACK with {_ordinal(i)}"
    opts = att["options"] if att else ()
    cards = action.get("cards")
    names = [card_name(state, x) for x in cards] if isinstance(cards, tuple) else []
    parts = []
    if _count(i) is not None and 0 <= i < len(opts):
        for e in opts[i]:
            if e[0] == "discard" and names:
                # the named cards cover every discard of the option
                said = f"discard {listing(names)}"
                if said not in parts:
                    parts.append(said)
            else:
                parts.append(choice_words(e))
    elif names:
        parts = [f"discard {listing(names)}"]
    return f"{head}: {listing(_merged(parts))}" if parts else head
