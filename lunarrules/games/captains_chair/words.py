"""Captain's Chair actions in plain words: card, location and mission names, costs.

:func:`describe` turns an action into one sentence a learner reads ("Play Meridian
Historian, using an action token and paying 1 latinum"); ``str(action)`` stays the
notation people type. It is asked about legal and illegal actions alike, so it
reads names from the content and never assumes the action is possible: an id the
content lacks becomes "an unknown card" with the id in words.

The names and amounts every module puts in its messages are here: a card's name
(:func:`card_name`, :func:`names`), an amount of a resource (:func:`amount`), a
resource, suit, market deck or specialty track (:func:`resource_word`,
:func:`suit_word`, :func:`suit_deck`, :func:`track_word`), an id in words
(:func:`spaced`), a crew-board side, a mission and an operation's label
(:func:`side_word`, :func:`mission_named`, :func:`op_label`).

Every phrase is a message of the catalog, in the language in use. An effect is a
pair ``(group, words)``: consecutive "gain", "lose" and "pay" effects share their
verb ("gain 1 latinum and 1 dilithium"), so those give the verb's group and only
what is gained, lost or paid; any other effect gives its whole phrase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lunarrules.i18n import N_, _, join_words, ngettext, pgettext
from lunarrules.kernel.words import HIDDEN, SEAT, SEAT_RECORD, Place

from .content import RESOURCES
from .params import glory_rates

if TYPE_CHECKING:  # pragma: no cover
    from .state import CaptainsChairState


# ------------------------------------------------------------------ names and amounts
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


def op_label(name: str, k: str) -> str:
    """A card named with what an action does with it: ``"Envoy (play)"``."""
    if k == "play":
        return _("{card} (play)").format(card=name)
    if k == "activate":
        return _("{card} (activate)").format(card=name)
    if k == "acquire":
        return _("{card} (acquire)").format(card=name)
    if k == "develop":
        return _("{card} (develop)").format(card=name)
    if k == "develop_on_top":
        return _("{card} (develop on top)").format(card=name)
    return f"{name} ({k.replace('_', ' ')})"


def side_word(side: str) -> str:
    """A side of a crew board (``"basic"``, ``"advanced"``) in the language in use."""
    if side == "basic":
        return pgettext("captains_chair", "basic")
    if side == "advanced":
        return pgettext("captains_chair", "advanced")
    return str(side)


def mission_named(state: CaptainsChairState, mid) -> str:
    """The name of mission ``mid`` of any crew, or "an unknown mission" with the id in words."""
    for crew in state.cat.crews.values():
        for m in crew.basic + crew.advanced:
            if m.id == mid:
                return _("the mission {mission}").format(mission=m.name)
    shown = spaced(mid)
    return _("an unknown mission ({id})").format(id=shown) if shown else _("an unknown mission")


#: An ATTACK option by its place (counted from 0), in words.
NTH_OPTION = (
    N_("the first option"),
    N_("the second option"),
    N_("the third option"),
    N_("the fourth option"),
    N_("the fifth option"),
    N_("the sixth option"),
    N_("the seventh option"),
    N_("the eighth option"),
    N_("the ninth option"),
    N_("the tenth option"),
)
#: An ATTACK option by its place, with its effects in parentheses.
NTH_WITH = (
    N_("the first ({effects})"),
    N_("the second ({effects})"),
    N_("the third ({effects})"),
    N_("the fourth ({effects})"),
    N_("the fifth ({effects})"),
    N_("the sixth ({effects})"),
    N_("the seventh ({effects})"),
    N_("the eighth ({effects})"),
    N_("the ninth ({effects})"),
    N_("the tenth ({effects})"),
)

#: A phrase: (group, words); group "gain", "lose" or "pay" when consecutive ones share the verb.
Phrase = tuple[str, str]


def location_name(state, uid) -> str:
    return card_name(state, uid, _("an unknown location"))


def _target_words(state, target) -> str:
    if isinstance(target, str) and target != "-":
        return location_name(state, target)
    return _("the target location")


def effects_words(state, effects, target="-") -> str:
    """Effects in order as verb phrases ("gain 1 latinum and 1 dilithium, draw 1 card")."""
    return listing(_merged(_effect(state, e, target) for e in effects))


def _and(items: list[str]) -> str:
    """``a and b and c``: what one verb gains, loses or pays, in order."""
    text = items[0]
    for x in items[1:]:
        text = _("{items} and {last}").format(items=text, last=x)
    return text


def _grouped(group: str, things: list[str]) -> str:
    if group == "gain":
        return _("gain {things}").format(things=_and(things))
    if group == "lose":
        return _("lose {things}").format(things=_and(things))
    return _("pay {things}").format(things=_and(things))


def _merged(phrases) -> list[str]:
    """The phrases in words, consecutive "gain"/"lose"/"pay" as one: "gain 1 latinum and 1 dilithium"."""
    out: list[str] = []
    run: list[str] = []
    verb = ""
    for group, text in phrases:
        if group and group == verb:
            run.append(text)
            continue
        if run:
            out.append(_grouped(verb, run))
            run = []
        if group:
            verb, run = group, [text]
        else:
            verb = ""
            out.append(text)
    if run:
        out.append(_grouped(verb, run))
    return out


def _effect(state, e: tuple, target="-") -> Phrase:
    v, args = e[0], e[1:]
    if v in ("dilithium", "latinum", "glory"):
        return "gain", amount(args[0], v)
    if v == "gain_action":
        return "gain", ngettext(
            "{n} action token from the supply for this turn",
            "{n} action tokens from the supply for this turn",
            args[0],
        ).format(n=args[0])
    return "", _effect_text(state, v, args, target)


def _effect_text(state, v, args, target) -> str:
    if v == "draw":
        return ngettext("draw {n} card", "draw {n} cards", args[0]).format(n=args[0])
    if v == "away":
        return ngettext(
            "send {n} away team to {place}", "send {n} away teams to {place}", args[0]
        ).format(n=args[0], place=_target_words(state, target))
    if v == "deploy":
        return _("deploy it to your fleet area")
    if v == "fly":
        return _("fly its ship token to {place}").format(place=_target_words(state, target))
    if v == "specialty":
        return _("raise your {track} specialty by {n}").format(track=track_word(args[0]), n=args[1])
    if v == "encounter":
        return _("face an encounter")
    if v == "incident":
        return ngettext("take {n} incident", "take {n} incidents", args[0]).format(n=args[0])
    if v == "junk":
        return _("junk it")
    if v == "log":
        return _("put it in your Captain's Log")
    if v == "duty":
        return _("make it your duty officer")
    if v == "beam":
        return _("beam it under a deployed ship or controlled location")
    if v == "opp_incident":
        return ngettext(
            "give the opponent {n} incident", "give the opponent {n} incidents", args[0]
        ).format(n=args[0])
    if v == "opp_lose":
        return _("make the opponent lose {amount}").format(amount=amount(args[1], args[0]))
    if v == "opp_discard":
        return ngettext(
            "make the opponent discard {n} card at random",
            "make the opponent discard {n} cards at random",
            args[0],
        ).format(n=args[0])
    if v == "vp":
        return _("score {n} VP").format(n=args[0])
    if v == "vp_location":
        return _("score {n} VP per controlled location").format(n=args[0])
    if v == "vp_ship":
        return _("score {n} VP per deployed ship").format(n=args[0])
    if v == "wipe_market":
        return _("wipe the market")
    if v == "scrap_market":
        if isinstance(target, str) and target != "-":
            return _("scrap {card}").format(card=card_name(state, target, _("an unknown card")))
        return _("scrap a face-up market card")
    if v == "store":
        return _("store {amount} on it").format(amount=amount(args[1], args[0]))
    if v == "steal":
        return _("steal {amount} from the opponent").format(amount=amount(args[1], args[0]))
    if v == "recruit":
        return ngettext(
            "recruit {n} card from your reserve deck",
            "recruit {n} cards from your reserve deck",
            args[0],
        ).format(n=args[0])
    return spaced(v)


def effect_words(state, e: tuple, target="-") -> str:
    """One effect of the content vocabulary (``("draw", 2)``) as a verb phrase."""
    return _merged([_effect(state, e, target)])[0]


def _choice(e: tuple) -> Phrase:
    v, args = e[0], e[1:]
    if v == "discard":
        return "", ngettext("discard {n} card", "discard {n} cards", args[0]).format(n=args[0])
    if v == "lose":
        return "lose", amount(args[1], args[0])
    if v == "incident":
        return "", ngettext("take {n} incident", "take {n} incidents", args[0]).format(n=args[0])
    return "", spaced(v)


def choice_words(e: tuple) -> str:
    """One effect of an ATTACK option, from the side of the player who chooses it."""
    return _merged([_choice(e)])[0]


def option_words(option) -> str:
    """The effects of an ATTACK option, from the side of the player who chooses it."""
    return listing(_merged(_choice(e) for e in option))


def listing(items) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return join_words(list(items))


def _count(value) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def payment_words(state, d: int, lat: int, g: int, gd, gl) -> str:
    """What a cost of ``d`` dilithium, ``lat`` latinum, ``g`` glory takes from the pool.

    ``gd``/``gl`` glory stand in for dilithium/latinum at the game's exchange rate.
    """
    gd, gl = _count(gd) or 0, _count(gl) or 0
    rd, rl = glory_rates(state)
    nd, nl = max(0, d - rd * gd), max(0, lat - rl * gl)
    parts = []
    if nd:
        parts.append(amount(nd, "dilithium"))
    if nl:
        parts.append(amount(nl, "latinum"))
    if g:
        parts.append(amount(g, "glory"))
    for n, cost, rate, metal in ((gd, d, rd, "dilithium"), (gl, lat, rl, "latinum")):
        if n and cost and n <= -(-cost // rate):
            parts.append(
                _("{spent} in place of {amount}").format(
                    spent=amount(n, "glory"), amount=amount(min(cost, rate * n), metal)
                )
            )
        elif n:  # more glory than the cost allows: an action that is refused
            parts.append(
                _("{spent} in place of {resource}").format(
                    spent=amount(n, "glory"), resource=resource_word(metal)
                )
            )
    return listing(parts)


def _cost(item: tuple) -> Phrase:
    v, args = item[0], item[1:]
    if v in ("dilithium", "latinum", "glory"):
        return "pay", amount(args[0], v)
    if v == "junk_incident":
        return "", _("junk an incident from your hand")
    if v == "recall":
        return "", ngettext(
            "return {n} away team from the target location",
            "return {n} away teams from the target location",
            args[0],
        ).format(n=args[0])
    if v == "take_incident":
        return "", ngettext(
            "take {n} incident into your hand", "take {n} incidents into your hand", args[0]
        ).format(n=args[0])
    if v == "stored":
        return "", _("spend {amount} stored on it").format(amount=amount(args[1], args[0]))
    return "", spaced(v)


def cost_words(state, item: tuple) -> str:
    """One cost of an operation ("pay 1 dilithium", "junk an incident from your hand")."""
    return _merged([_cost(item)])[0]


def operation_words(state, op) -> str:
    """A card's operation in words: action icon, ATTACK, costs, effects, options.

    >>> operation_words(state, nebula_relay.op("activate"))  # doctest: +SKIP
    'Action: pay 1 dilithium to draw 2 cards'
    """
    text = effects_words(state, op.effects) or pgettext("captains_chair", "nothing")
    if op.cost:
        paid = listing(_merged(_cost(c) for c in op.cost))
        text = _("{costs} to {effects}").format(costs=paid, effects=text) if op.effects else paid
    if op.may:
        text = _("{operation}; you may also {effects}").format(
            operation=text, effects=effects_words(state, op.may)
        )
    if op.choice:
        options = [option_words(option) for option in op.choice]
        chosen = options[0]
        for o in options[1:]:
            chosen = _("{options} or to {option}").format(options=chosen, option=o)
        text = _("{operation}; the opponent chooses to {options}").format(
            operation=text, options=chosen
        )
    tags = []
    if op.action:
        tags.append(pgettext("captains_chair", "Action"))
    if op.attack:
        tags.append(pgettext("captains_chair", "ATTACK"))
    text = f"{', '.join(tags)}: {text}" if tags else text
    return text[:1].upper() + text[1:]


def _op_sentence(state, head: str, action, op) -> str:
    """A PLAY or ACTIVATE: action token, costs, target and the optional effect."""
    target, may = action.get("target"), action.get("may")
    gd, gl = action.get("glory_dil"), action.get("glory_lat")
    out = []
    if op is not None and op.action:
        out.append(_("using an action token"))
    d, lat, g = op.res if op is not None else (0, 0, 0)
    paid = payment_words(state, d, lat, g, gd, gl)
    if paid:
        out.append(_("paying {amounts}").format(amounts=paid))
    costs = op.cost if op is not None else ()
    for c in costs:
        if c[0] == "junk_incident":
            out.append(_("junking an incident from your hand"))
        elif c[0] == "stored":
            out.append(_("spending {amount} stored on it").format(amount=amount(c[2], c[1])))
        elif c[0] == "take_incident":
            out.append(
                ngettext(
                    "taking {n} incident into your hand",
                    "taking {n} incidents into your hand",
                    c[1],
                ).format(n=c[1])
            )
        elif c[0] == "recall":
            where = location_name(state, target) if target != "-" else _("the target location")
            out.append(
                ngettext(
                    "returning {n} away team from {place}",
                    "returning {n} away teams from {place}",
                    c[1],
                ).format(n=c[1], place=where)
            )
    if isinstance(target, str) and target != "-":
        where = location_name(state, target)
        if op is not None and op.scraps:
            out.append(
                _("scrapping {card}").format(card=card_name(state, target, _("an unknown card")))
            )
        elif op is not None and (op.sends_away or (may is True and op.may_send_away)):
            n = sum(e[1] for e in op.effects if e[0] == "away")
            if n:
                out.append(
                    ngettext(
                        "sending {n} away team to {place}", "sending {n} away teams to {place}", n
                    ).format(n=n, place=where)
                )
            else:
                out.append(_("sending away teams to {place}").format(place=where))
        elif op is not None and any(e[0] == "fly" for e in op.effects):
            out.append(_("flying it to {place}").format(place=where))
        elif not any(c[0] == "recall" for c in costs):
            out.append(_("targeting {place}").format(place=where))
    optional = ""
    if op is not None and op.may:
        optional = _("its optional effect ({effects})").format(
            effects=effects_words(state, op.may, target)
        )
    if may is True:
        out.append(_("taking {optional}").format(optional=optional or _("an optional effect")))
    text = _("{action}, {details}").format(action=head, details=listing(out)) if out else head
    if may is False and optional:
        if out:
            text = _("{action}, without {optional}").format(action=text, optional=optional)
        else:
            text = _("{action} without {optional}").format(action=text, optional=optional)
    return text


def _mission(state, mid):
    for crew in state.cat.crews.values():
        for m in crew.basic + crew.advanced:
            if m.id == mid:
                return m
    return None


def nth_option(i: int) -> str:
    """``0`` -> ``"the first option"`` (``"the number 11 option"`` past the tenth)."""
    if 0 <= i < len(NTH_OPTION):
        return _(NTH_OPTION[i])
    return _("the number {n} option").format(n=i + 1)


def nth_with(i: int, effects: str) -> str:
    """``0`` -> ``"the first (lose 2 latinum)"``: an option by its place, with its effects."""
    if 0 <= i < len(NTH_WITH):
        return _(NTH_WITH[i]).format(effects=effects)
    return _("the number {n} ({effects})").format(n=i + 1, effects=effects)


def _ordinal(i) -> str:
    if _count(i) is None or i < 0:
        return _("an option that does not exist")
    if i < len(NTH_OPTION):
        return _(NTH_OPTION[i])
    return _("option {n}").format(n=i + 1)


def describe(state, action) -> str:
    """``action`` as one plain sentence in the game's words (never raises for bad ids)."""
    k = action.kind
    uid = action.get("card")
    c = state.cat.card.get(uid) if isinstance(uid, str) else None
    name = pgettext("captains_chair", "no card") if uid == "-" else card_name(state, uid)
    if k in ("play", "activate", "play_op"):
        from .legal import op_for  # (legal reads these words: imported when first asked)

        op = op_for(state, action)[0] if c is not None else None
        missing = c is not None and op is None
        if k == "play_op":
            if missing:
                head = _("Play {card} with its PLAY operation {op} (it has no PLAY operation {op})")
            else:
                head = _("Play {card} with its PLAY operation {op}")
        elif k == "activate":
            head = (
                _("Activate {card} (it has no ACTIVATE operation)")
                if missing
                else _("Activate {card}")
            )
        else:
            head = _("Play {card} (it has no PLAY operation)") if missing else _("Play {card}")
        return _op_sentence(state, head.format(card=name, op=action.get("op")), action, op)
    if k in ("acquire", "develop", "develop_on_top"):
        d, lat = c.cost if c is not None else (0, 0)
        paid = payment_words(state, d, lat, 0, action.get("glory_dil"), action.get("glory_lat"))
        pay = _("paying {amounts}").format(amounts=paid) if paid else _("for free")
        if k == "acquire":
            bounty = state.data["market_glory"].get(uid, 0) if c is not None else 0
            if bounty:
                return _(
                    "Acquire {card} and the {bonus} on it from the market using an action token, "
                    "{payment}"
                ).format(card=name, bonus=amount(bounty, "glory"), payment=pay)
            return _("Acquire {card} from the market using an action token, {payment}").format(
                card=name, payment=pay
            )
        if k == "develop":
            return _(
                "Develop {card} from your development pile using an action token, {payment}"
            ).format(card=name, payment=pay)
        return _("Put the development {card} on top of your new draw deck, {payment}").format(
            card=name, payment=pay
        )
    if k == "decline_development":
        return _("Put no development on top of your new draw deck")
    if k in ("resupply", "cleanup"):
        op = c.op(k) if c is not None else None
        if c is not None and op is None:
            if k == "resupply":
                return _("Resolve the RESUPPLY operation of {card} (it has none)").format(card=name)
            return _("Resolve the CLEAN-UP operation of {card} (it has none)").format(card=name)
        if op and op.effects:
            effects = effects_words(state, op.effects)
            if k == "resupply":
                return _("Resolve the RESUPPLY operation of {card}: {effects}").format(
                    card=name, effects=effects
                )
            return _("Resolve the CLEAN-UP operation of {card}: {effects}").format(
                card=name, effects=effects
            )
        if k == "resupply":
            return _("Resolve the RESUPPLY operation of {card}").format(card=name)
        return _("Resolve the CLEAN-UP operation of {card}").format(card=name)
    if k == "control":
        loc = action.get("location")
        where = location_name(state, loc)
        lc = state.cat.card.get(loc) if isinstance(loc, str) else None
        op = lc.op("control") if lc is not None else None
        if op and op.effects:
            return _("Take control of {place}, then {effects}").format(
                place=where, effects=effects_words(state, op.effects)
            )
        return _("Take control of {place}").format(place=where)
    if k == "skip_control":
        return _("Take control of no location this turn")
    if k == "complete_mission":
        mid = action.get("mission")
        m = _mission(state, mid) if isinstance(mid, str) else None
        if m is None:
            shown = spaced(mid)
            if shown:
                return _("Complete an unknown mission ({id})").format(id=shown)
            return _("Complete an unknown mission")
        return _("Complete the mission {mission} ({vp} VP)").format(mission=m.name, vp=m.vp)
    if k == "end_actions":
        return _("End the action step")
    if k == "place_glory":
        on_market = uid in state.data["market"].values()
        if state.data["resolution"]:
            text = (
                _("Place 1 glory from the supply on the market card {card}")
                if on_market
                else _("Place 1 glory from the supply on {card}")
            )
        else:
            text = (
                _("Place 1 glory from the stardate on the market card {card}")
                if on_market
                else _("Place 1 glory from the stardate on {card}")
            )
        return text.format(card=name)
    if k == "respond":
        return _respond(state, action)
    return k.replace("_", " ").capitalize()


def _respond(state, action) -> str:
    i = action.get("option")
    att = state.data.get("attack")
    option = _ordinal(i)
    if att:
        attacker = card_name(state, att["card"])
        if attacker.endswith("s"):
            head = _("Answer {card}' ATTACK with {option}").format(card=attacker, option=option)
        else:
            head = _("Answer {card}'s ATTACK with {option}").format(card=attacker, option=option)
    else:
        head = _("Answer the opponent's ATTACK with {option}").format(option=option)
    opts = att["options"] if att else ()
    cards = action.get("cards")
    names = [card_name(state, x) for x in cards] if isinstance(cards, tuple) else []
    parts: list[Phrase] = []
    if _count(i) is not None and 0 <= i < len(opts):
        for e in opts[i]:
            if e[0] == "discard" and names:
                # the named cards cover every discard of the option
                said = ("", _("discard {cards}").format(cards=listing(names)))
                if said not in parts:
                    parts.append(said)
            else:
                parts.append(_choice(e))
    elif names:
        parts = [("", _("discard {cards}").format(cards=listing(names)))]
    return f"{head}: {listing(_merged(parts))}" if parts else head


def value_words(state, value) -> str | None:
    """A card by its name, a copy by its number too ("Cadet (copy 2)"); see
    ``Game.value_words``."""
    c = state.cat.card.get(value) if isinstance(value, str) else None
    if c is None:
        return None
    base, dot, copy = value.rpartition(".")
    return _("{name} (copy {n})").format(name=c.name, n=copy) if dot and copy.isdigit() else c.name


# ------------------------------------------------------------------ places
#: How the position editor names the table (``Game.places``): each seat's side as
#: P1, P2; the operations and choices still to resolve are left to the engine.
def _pool_label(words: str, i: int = 0, *more: int) -> str:
    """``seats[0].pool[1]`` as "pool › latinum"."""
    return (
        f"{words} › {resource_word(RESOURCES[i])}"
        if 0 <= i < len(RESOURCES)
        else f"{words} {i + 1}"
    )


PLACES: dict[str, Place] = {
    "seats[]": SEAT_RECORD,
    "seats[].pool[]": Place(label=_pool_label),
    "first_player": SEAT,
    "active": SEAT,
    "pending_operations": HIDDEN,
    "attack": HIDDEN,
    "interrupted": HIDDEN,
    "cards_to_draw": HIDDEN,
}
