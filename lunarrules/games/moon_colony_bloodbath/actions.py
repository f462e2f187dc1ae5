"""Action kinds of Moon Colony Bloodbath, declared as data.

* ``choose_scientist`` - setup: pick a scientist (mat, perks, chits).
* ``work space=<restock|mine|farm|research>`` - a Work card: put an action chit on
  a free space (RESEARCH only with the ``research`` variant).
* ``build card=<id|-> food=<n>`` - a Work card: put the chit on BUILD, pay the cost
  in money (``food`` of it paid with food only with a Potato Farm) and resolve PLAY.
* ``lose_building card=<id>`` - the colonist-loss cascade: the building to lose.
* ``choose_perk perk=<id>`` - a card said "add a Perk": which one goes on top.
* ``discard cards=<id>,<id>`` - Paperwork: the 2 cards to discard.
* ``place_boxes cards=<id>,<id>`` - RESTOCK: the buildings that take its 2 boxes.
* ``may take=<yes|no>`` - an instruction a card words with "may": follow it or not.
* ``ability_order first=<abilities|action>`` - an action's building abilities before or after it.
"""

from __future__ import annotations

from lunarrules.i18n import N_, _, ngettext, pgettext
from lunarrules.kernel import ActionKind, Param, Requirement

from .content import compiled
from .params import ACTION_CHITS, PAPERWORK_DISCARD, RESTOCK_BOXES, SPACES
from .table import box_room, food_available, has_food_as_money, money_available
from .words import action_word, amount, boxes, source_words


def _name(s, bid) -> str:
    """A building card by its name; an id the content lacks as typed, in quotes."""
    b = compiled(s.game).buildings.get(bid)
    return b.name if b is not None else repr(bid)


def _names(s, ids) -> str:
    return ", ".join(_name(s, bid) for bid in ids)


def _chit_left(s, a):
    # MCB-CHIT-SPACE: a chit per Work action until the reshuffle; the same action may repeat
    chits = s.data["chits"][a.actor]
    if len(chits) >= ACTION_CHITS:
        return _("all {n} of your action chits are already used ({spaces}) until the next reshuffle").format(
            n=ACTION_CHITS, spaces=", ".join(action_word(x) for x in chits))
    return None


def _spaces(s):
    return SPACES + ("research",) if s.options.get("research") else SPACES


def _known_space(s, a):
    sp = a["space"]
    if sp == "build":
        return _("BUILD takes a card: use 'build card=<id> food=<n>' (card=- to build nothing)")
    if sp == "research" and not s.options.get("research"):
        return _("RESEARCH is a Work action only in the published-rulebook variant (the research option)")
    if sp not in SPACES and sp != "research":
        return _("there is no work space {space}; spaces: {spaces}").format(
            space=repr(sp), spaces=", ".join(_spaces(s)))
    return None


def _not_perk(s, a):
    card = a["card"]
    comp = compiled(s.game)
    if card in comp.perks:
        return _("{perk} is a perk: perks are never in your hand, so they cannot be built").format(
            perk=comp.perks[card].name)
    return None


def _in_hand(s, a):
    card = a["card"]
    if card == "-":
        return None
    hand = s.data["hand"][a.actor]
    if card not in hand:
        return _("{card} is not in your hand (hand: {hand})").format(
            card=_name(s, card), hand=_names(s, hand) or pgettext("moon_colony_bloodbath: hand", "empty"))
    return None


def _food_allowed(s, a):
    f = a["food"]
    if f < 0:
        return _("food paid as money must be 0 or more, not {n}").format(n=f)
    if f > 0 and not has_food_as_money(s, a.actor):
        return _("paying {food_amount} as money needs a card that allows it (such as a {card}); "
                 "you have none in play").format(food_amount=amount(f, "food"), card="Potato Farm")
    return None


def _cost(s, a):
    card = a["card"]
    f = a["food"]
    if card == "-":
        return None if f == 0 else _("building nothing pays nothing; food must be 0, not {n}").format(n=f)
    b = compiled(s.game).buildings.get(card)
    if b is None:
        return None
    if f > b.cost:
        return _("{building_name} costs {cost}; you cannot pay {food_amount} toward it").format(
            building_name=b.name, cost=amount(b.cost, "money"), food_amount=amount(f, "food"))
    fa = food_available(s, a.actor)
    if f > fa:
        return _("paying {food_amount} as money needs {food_amount}; you have {have}").format(
            food_amount=amount(f, "food"), have=amount(fa, "food"))
    need = b.cost - f
    have = money_available(s, a.actor)
    if have < need:
        if f:
            text = _("{building_name} costs {cost}; {need} left to pay after paying {food_amount} as money; you have {have}")
        else:
            text = _("{building_name} costs {cost}; {need} left to pay; you have {have}")
        return text.format(building_name=b.name, cost=amount(b.cost, "money"), need=amount(need, "money"),
                           food_amount=amount(f, "food"), have=amount(have, "money"))
    return None


def _owns(s, a):
    t = s.data["tableau"][a.actor]
    if not any(bid == a["card"] for bid, _stock in t):
        return _("you have no {building_name} in play to lose; your buildings: {building_names}").format(
            building_name=_name(s, a["card"]), building_names=_names(s, [bid for bid, _stock in t]) or pgettext("moon_colony_bloodbath: buildings", "none"))
    return None


def _discard_ok(s, a, rule: str = "MCB-PAPERWORK"):
    pend = s.data["decision"] or {}
    if pend.get("rule", "MCB-PAPERWORK") != rule:
        return None  # the other requirement rules on this discard
    cards = a["cards"]
    n = pend.get("n", PAPERWORK_DISCARD)
    if len(cards) != n:
        if rule == "MCB-PAPERWORK":
            text = ngettext("Paperwork: discard {n} card; you named {named}",
                            "Paperwork: discard {n} cards; you named {named}", n)
        elif "source" in pend:
            text = ngettext("{source}: discard {n} card; you named {named}",
                            "{source}: discard {n} cards; you named {named}", n)
        else:
            text = ngettext("the card: discard {n} card; you named {named}",
                            "the card: discard {n} cards; you named {named}", n)
        return text.format(source=source_words(pend.get("source", "")), n=n, named=len(cards))
    hand = s.data["hand"][a.actor]
    for c in sorted(set(cards)):
        have, want = hand.count(c), cards.count(c)
        if have == 0:
            return _("you have no {card} in hand (hand: {hand})").format(
                card=_name(s, c), hand=_names(s, hand) or pgettext("moon_colony_bloodbath: hand", "empty"))
        if have < want:
            return _("you have {have} {card} in hand, not {want}").format(have=have, card=_name(s, c), want=want)
    return None


def _card_discard_ok(s, a):
    return _discard_ok(s, a, "MCB-DISCARD")


def _order_known(s, a):
    if a["first"] not in ("abilities", "action"):
        return _("first must be abilities or action, not {first}").format(first=repr(a["first"]))
    return None


def _boxes_ok(s, a):
    cards = a["cards"]
    pend = s.data["decision"] or {}
    n = pend.get("n", RESTOCK_BOXES)
    if len(cards) != n:
        return _("RESTOCK: place {boxes}; you named {named}").format(boxes=boxes(n), named=len(cards))
    in_play = [bid for bid, _stock in s.data["tableau"][a.actor]]
    room = box_room(s, a.actor)
    for c in sorted(set(cards)):
        if c not in in_play:
            return _("you have no {building_name} in play (your buildings: {building_names})").format(
                building_name=_name(s, c), building_names=_names(s, in_play) or pgettext("moon_colony_bloodbath: buildings", "none"))
        want = cards.count(c)
        if c not in room or (room[c] is not None and room[c] < want):
            left = room.get(c) or 0
            return ngettext("{building_name} has room for {n} more box, not {want}",
                            "{building_name} has room for {n} more boxes, not {want}", left).format(
                building_name=_name(s, c), n=left, want=want)
    return None


def _perk_left(s, a):
    left = s.data["perks"][a.actor]
    if a["perk"] not in left:
        perks = compiled(s.game).perks
        named = perks[a["perk"]].name if a["perk"] in perks else repr(a["perk"])
        return _("{perk} is not one of your perks still to add (left: {left})").format(
            perk=named, left=", ".join(perks[k].name for k in left) or pgettext("moon_colony_bloodbath: perks", "none"))
    return None


def _scientist_free(s, a):
    sci = a["scientist"]
    comp = compiled(s.game)
    if sci not in comp.scientists:
        return _("there is no scientist {scientist_name}; scientists: {scientist_names}").format(
            scientist_name=repr(sci), scientist_names=", ".join(comp.scientists.values()))
    taken = s.data["scientist"]
    if sci in taken:
        return _("{scientist_name} is already {player}'s scientist").format(
            scientist_name=comp.scientists[sci], player=f"P{taken.index(sci) + 1}")
    return None


KINDS = (
    ActionKind(
        "choose_scientist", N_("Pick a scientist"),
        params=(Param("scientist", "str", N_("scientist id")),),
        requires=(Requirement("MCB-SCIENTIST-ORDER", N_("a scientist nobody has"), _scientist_free,
                              needs=(N_("free scientist"),)),),
        produces=(N_("moon-base mat"), N_("perks"), N_("action chits")),
        unlocks=("work", "build"),
        rules=("MCB-SETUP-MAT", "MCB-SETUP-PERKS", "MCB-SCIENTIST-ORDER"),
        term="elegir científico",
    ),
    ActionKind(
        "work", N_("Work: RESTOCK, MINE, FARM (or RESEARCH)"),
        params=(Param("space", "str", N_("restock, mine, farm or research")),),
        requires=(
            Requirement("MCB-WORK", N_("a work space of the mat"), _known_space),
            Requirement("MCB-CHIT-SPACE", N_("an action chit left (any action, repeats allowed)"), _chit_left,
                        needs=(N_("action chits"),)),
        ),
        produces=(N_("money"), N_("food"), N_("box stock"), N_("building cards")),
        unlocks=("build",),
        rules=("MCB-WORK", "MCB-CHIT-SPACE", "MCB-ACTION-YIELD", "MCB-FAQ-TRIGGER-ALWAYS"),
        term="Trabajo",
    ),
    ActionKind(
        "build", N_("Work: BUILD a building from hand"),
        params=(Param("card", "str", N_("building id in hand, or - for nothing")),
                Param("food", "int", N_("food paid as money (Potato Farm only)"))),
        requires=(
            Requirement("MCB-CHIT-SPACE", N_("an action chit left"), _chit_left, needs=(N_("action chits"),)),
            Requirement("MCB-PERK-NOT-HAND", N_("not a perk"), _not_perk),
            Requirement("MCB-BUILD-COST", N_("the card in hand"), _in_hand, needs=(N_("building cards"),)),
            Requirement("MCB-FAQ-NO-CONVERT", N_("food as money only with a card allowing it"),
                        _food_allowed, needs=("Potato Farm",)),
            Requirement("MCB-BUILD-COST", N_("pay its cost in money"), _cost, needs=(N_("money"), N_("food"))),
        ),
        produces=(N_("buildings"), N_("printed colonists")),
        unlocks=("lose_building", "choose_perk"),
        rules=("MCB-BUILD-COST", "MCB-BUILD-NOTHING", "MCB-FAQ-POTATO", "MCB-FAQ-KALE"),
        term="CONSTRUIR",
    ),
    ActionKind(
        "lose_building", N_("Lose a building (cascade)"),
        params=(Param("card", "str", N_("building id in play")),),
        requires=(Requirement("MCB-FAQ-ANY-BUILDING", N_("a building of yours in play"), _owns,
                              needs=(N_("buildings"),)),),
        produces=(N_("colonists"),),
        rules=("MCB-LOSS-BUILDING", "MCB-FAQ-ANY-BUILDING", "MCB-FAQ-LOST-FIRST", "MCB-LOSE-COPY"),
        term="perder un edificio",
    ),
    ActionKind(
        "choose_perk", N_("Add a perk on top of the progress deck"),
        params=(Param("perk", "str", N_("one of your perks not yet added")),),
        requires=(Requirement("MCB-PERK-ADD", N_("a perk not yet added"), _perk_left, needs=(N_("perks"),)),),
        produces=(N_("perk in progress deck"),),
        rules=("MCB-PERK-ADD", "MCB-PERK-OWNER"),
        term="añadir una Ventaja",
    ),
    ActionKind(
        "place_boxes", N_("RESTOCK: put 2 boxes on your buildings"),
        params=(Param("cards", "strs", N_("the buildings that take a box, comma-separated (twice for two)")),),
        requires=(Requirement("MCB-RESTOCK-PLACE", N_("buildings of yours with room for the boxes"), _boxes_ok,
                              needs=(N_("buildings"),)),),
        produces=(N_("box stock"),),
        unlocks=("build",),
        rules=("MCB-RESTOCK-PLACE", "MCB-BOXES", "MCB-ACTION-YIELD"),
        term="REABASTECER",
    ),
    ActionKind(
        "discard", N_("Discard cards: 2 for Paperwork, or as many as a card says"),
        params=(Param("cards", "strs", N_("the building cards to discard, comma-separated")),),
        requires=(Requirement("MCB-PAPERWORK", N_("2 cards from your hand"), _discard_ok,
                              needs=(N_("building cards"),)),
                  Requirement("MCB-DISCARD", N_("as many cards from your hand as the card says"),
                              _card_discard_ok, needs=(N_("building cards"),))),
        produces=(N_("building discard"),),
        rules=("MCB-PAPERWORK", "MCB-PAPERWORK-IMMUNE", "MCB-DISCARD"),
        term="Papelería",
    ),
    ActionKind(
        "may", N_("Follow an optional instruction or not"),
        params=(Param("take", "bool", N_("yes to follow it, no to skip it")),),
        produces=(N_("colonists"), N_("money"), N_("food"), N_("building cards")),
        rules=("MCB-MAY",),
    ),
    ActionKind(
        "ability_order", N_("Resolve an action's building abilities before or after it"),
        params=(Param("first", "str", N_("abilities or action: which resolves first")),),
        requires=(Requirement("MCB-ABILITY-ORDER", N_("abilities or action"), _order_known),),
        produces=(N_("colonists"), N_("money"), N_("food"), N_("building cards")),
        rules=("MCB-ABILITY-ORDER",),
    ),
)
