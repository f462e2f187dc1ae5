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

from lunarrules.kernel import ActionKind, Param, Requirement

from .content import amount, compiled, plural
from .params import ACTION_CHITS, PAPERWORK_DISCARD, RESTOCK_BOXES, SPACES
from .table import box_room, food_available, has_food_as_money, money_available


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
        return (
            f"all {ACTION_CHITS} of your action chits are already used "
            f"({', '.join(x.upper() for x in chits)}) until the next reshuffle"
        )
    return None


def _spaces(s):
    return SPACES + ("research",) if s.options.get("research") else SPACES


def _known_space(s, a):
    sp = a["space"]
    if sp == "build":
        return "BUILD takes a card: use 'build card=<id> food=<n>' (card=- to build nothing)"
    if sp == "research" and not s.options.get("research"):
        return "RESEARCH is a Work action only in the published-rulebook variant (the research option)"
    if sp not in SPACES and sp != "research":
        return f"there is no work space {sp!r}; spaces: {', '.join(_spaces(s))}"
    return None


def _not_perk(s, a):
    card = a["card"]
    comp = compiled(s.game)
    if card in comp.perks:
        return f"{comp.perks[card].name} is a perk: perks are never in your hand, so they cannot be built"
    return None


def _in_hand(s, a):
    card = a["card"]
    if card == "-":
        return None
    hand = s.data["hand"][a.actor]
    if card not in hand:
        return f"{_name(s, card)} is not in your hand (hand: {_names(s, hand) or 'empty'})"
    return None


def _food_allowed(s, a):
    f = a["food"]
    if f < 0:
        return f"food paid as money must be 0 or more, not {f}"
    if f > 0 and not has_food_as_money(s, a.actor):
        return (
            f"paying {amount(f, 'food')} as money needs a card that allows it (such as a Potato Farm); "
            "you have none in play"
        )
    return None


def _cost(s, a):
    card = a["card"]
    f = a["food"]
    if card == "-":
        return None if f == 0 else f"building nothing pays nothing; food must be 0, not {f}"
    b = compiled(s.game).buildings.get(card)
    if b is None:
        return None
    if f > b.cost:
        return f"{b.name} costs {amount(b.cost, 'money')}; you cannot pay {amount(f, 'food')} toward it"
    fa = food_available(s, a.actor)
    if f > fa:
        return f"paying {amount(f, 'food')} as money needs {amount(f, 'food')}; you have {amount(fa, 'food')}"
    need = b.cost - f
    have = money_available(s, a.actor)
    if have < need:
        via = f" after paying {amount(f, 'food')} as money" if f else ""
        return (f"{b.name} costs {amount(b.cost, 'money')}; {amount(need, 'money')} left to pay{via}; "
                f"you have {amount(have, 'money')}")
    return None


def _owns(s, a):
    t = s.data["tableau"][a.actor]
    if not any(bid == a["card"] for bid, _ in t):
        return (
            f"you have no {_name(s, a['card'])} in play to lose; your buildings: "
            f"{_names(s, [bid for bid, _ in t]) or 'none'}"
        )
    return None


def _discard_ok(s, a, rule: str = "MCB-PAPERWORK"):
    pend = s.data["decision"] or {}
    if pend.get("rule", "MCB-PAPERWORK") != rule:
        return None  # the other requirement rules on this discard
    cards = a["cards"]
    n = pend.get("n", PAPERWORK_DISCARD)
    if len(cards) != n:
        what = "Paperwork" if rule == "MCB-PAPERWORK" else pend.get("source", "the card")
        return f"{what}: discard {n} {'card' if n == 1 else 'cards'}; you named {len(cards)}"
    hand = s.data["hand"][a.actor]
    for c in sorted(set(cards)):
        have, want = hand.count(c), cards.count(c)
        if have == 0:
            return f"you have no {_name(s, c)} in hand (hand: {_names(s, hand) or 'empty'})"
        if have < want:
            return f"you have {have} {_name(s, c)} in hand, not {want}"
    return None


def _card_discard_ok(s, a):
    return _discard_ok(s, a, "MCB-DISCARD")


def _order_known(s, a):
    if a["first"] not in ("abilities", "action"):
        return f"first must be abilities or action, not {a['first']!r}"
    return None


def _boxes_ok(s, a):
    cards = a["cards"]
    pend = s.data["decision"] or {}
    n = pend.get("n", RESTOCK_BOXES)
    if len(cards) != n:
        return f"RESTOCK: place {plural(n, 'box', 'boxes')}; you named {len(cards)}"
    in_play = [bid for bid, _ in s.data["tableau"][a.actor]]
    room = box_room(s, a.actor)
    for c in sorted(set(cards)):
        if c not in in_play:
            return f"you have no {_name(s, c)} in play (your buildings: {_names(s, in_play) or 'none'})"
        want = cards.count(c)
        if c not in room or (room[c] is not None and room[c] < want):
            left = room.get(c) or 0
            return f"{_name(s, c)} has room for {plural(left, 'more box', 'more boxes')}, not {want}"
    return None


def _perk_left(s, a):
    left = s.data["perks"][a.actor]
    if a["perk"] not in left:
        perks = compiled(s.game).perks
        named = perks[a["perk"]].name if a["perk"] in perks else repr(a["perk"])
        return (f"{named} is not one of your perks still to add "
                f"(left: {', '.join(perks[k].name for k in left) or 'none'})")
    return None


def _scientist_free(s, a):
    sci = a["scientist"]
    comp = compiled(s.game)
    if sci not in comp.scientists:
        return f"there is no scientist {sci!r}; scientists: {', '.join(comp.scientists.values())}"
    taken = s.data["scientist"]
    if sci in taken:
        return f"{comp.scientists[sci]} is already P{taken.index(sci) + 1}'s scientist"
    return None


KINDS = (
    ActionKind(
        "choose_scientist", "Pick a scientist",
        params=(Param("scientist", "str", "scientist id"),),
        requires=(Requirement("MCB-SCIENTIST-ORDER", "a scientist nobody has", _scientist_free,
                              needs=("free scientist",)),),
        produces=("moon-base mat", "perks", "action chits"),
        unlocks=("work", "build"),
        rules=("MCB-SETUP-MAT", "MCB-SETUP-PERKS", "MCB-SCIENTIST-ORDER"),
        term="elegir científico",
    ),
    ActionKind(
        "work", "Work: RESTOCK, MINE, FARM (or RESEARCH)",
        params=(Param("space", "str", "restock, mine, farm or research"),),
        requires=(
            Requirement("MCB-WORK", "a work space of the mat", _known_space),
            Requirement("MCB-CHIT-SPACE", "an action chit left (any action, repeats allowed)", _chit_left,
                        needs=("action chits",)),
        ),
        produces=("money", "food", "box stock", "building cards"),
        unlocks=("build",),
        rules=("MCB-WORK", "MCB-CHIT-SPACE", "MCB-ACTION-YIELD", "MCB-FAQ-TRIGGER-ALWAYS"),
        term="Trabajo",
    ),
    ActionKind(
        "build", "Work: BUILD a building from hand",
        params=(Param("card", "str", "building id in hand, or - for nothing"),
                Param("food", "int", "food paid as money (Potato Farm only)")),
        requires=(
            Requirement("MCB-CHIT-SPACE", "an action chit left", _chit_left, needs=("action chits",)),
            Requirement("MCB-PERK-NOT-HAND", "not a perk", _not_perk),
            Requirement("MCB-BUILD-COST", "the card in hand", _in_hand, needs=("building cards",)),
            Requirement("MCB-FAQ-NO-CONVERT", "food as money only with a card allowing it",
                        _food_allowed, needs=("Potato Farm",)),
            Requirement("MCB-BUILD-COST", "pay its cost in money", _cost, needs=("money", "food")),
        ),
        produces=("buildings", "printed colonists"),
        unlocks=("lose_building", "choose_perk"),
        rules=("MCB-BUILD-COST", "MCB-BUILD-NOTHING", "MCB-FAQ-POTATO", "MCB-FAQ-KALE"),
        term="CONSTRUIR",
    ),
    ActionKind(
        "lose_building", "Lose a building (cascade)",
        params=(Param("card", "str", "building id in play"),),
        requires=(Requirement("MCB-FAQ-ANY-BUILDING", "a building of yours in play", _owns,
                              needs=("buildings",)),),
        produces=("colonists",),
        rules=("MCB-LOSS-BUILDING", "MCB-FAQ-ANY-BUILDING", "MCB-FAQ-LOST-FIRST", "MCB-LOSE-COPY"),
        term="perder un edificio",
    ),
    ActionKind(
        "choose_perk", "Add a perk on top of the progress deck",
        params=(Param("perk", "str", "one of your perks not yet added"),),
        requires=(Requirement("MCB-PERK-ADD", "a perk not yet added", _perk_left, needs=("perks",)),),
        produces=("perk in progress deck",),
        rules=("MCB-PERK-ADD", "MCB-PERK-OWNER"),
        term="añadir una Ventaja",
    ),
    ActionKind(
        "place_boxes", "RESTOCK: put 2 boxes on your buildings",
        params=(Param("cards", "strs", "the buildings that take a box, comma-separated (twice for two)"),),
        requires=(Requirement("MCB-RESTOCK-PLACE", "buildings of yours with room for the boxes", _boxes_ok,
                              needs=("buildings",)),),
        produces=("box stock",),
        unlocks=("build",),
        rules=("MCB-RESTOCK-PLACE", "MCB-BOXES", "MCB-ACTION-YIELD"),
        term="REABASTECER",
    ),
    ActionKind(
        "discard", "Discard cards: 2 for Paperwork, or as many as a card says",
        params=(Param("cards", "strs", "the building cards to discard, comma-separated"),),
        requires=(Requirement("MCB-PAPERWORK", "2 cards from your hand", _discard_ok,
                              needs=("building cards",)),
                  Requirement("MCB-DISCARD", "as many cards from your hand as the card says",
                              _card_discard_ok, needs=("building cards",))),
        produces=("building discard",),
        rules=("MCB-PAPERWORK", "MCB-PAPERWORK-IMMUNE", "MCB-DISCARD"),
        term="Papelería",
    ),
    ActionKind(
        "may", "Follow an optional instruction or not",
        params=(Param("take", "bool", "yes to follow it, no to skip it"),),
        produces=("colonists", "money", "food", "building cards"),
        rules=("MCB-MAY",),
    ),
    ActionKind(
        "ability_order", "Resolve an action's building abilities before or after it",
        params=(Param("first", "str", "abilities or action: which resolves first"),),
        requires=(Requirement("MCB-ABILITY-ORDER", "abilities or action", _order_known),),
        produces=("colonists", "money", "food", "building cards"),
        rules=("MCB-ABILITY-ORDER",),
    ),
)
