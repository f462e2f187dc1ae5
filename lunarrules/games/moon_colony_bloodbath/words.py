"""Moon Colony Bloodbath in plain words: the names and amounts, and the actions.

Names and amounts: a resource's amount ("2 colonists"), the mat's words (MINE,
RESTOCK...), where an instruction comes from, one card instruction
(:func:`effect_words`), a progress card's kind and name (:func:`card_words`,
:func:`card_name`), and their :class:`~lunarrules.kernel.Later` forms for the log.

Actions (``State.describe``): a learner reads "Build Habitat Dome, paying 4 money", not
``build card=habitat_dome food=0``: cards, perks and scientists are named from the
content, the work spaces by the mat's words (RESTOCK, MINE, FARM, BUILD, RESEARCH),
amounts with their resources. The description is written for legal and illegal actions
alike: an id the content lacks reads as "an unknown card (...)", and nothing assumes the
action is possible now. :func:`value_words` and :data:`PLACES` name the table's values
and places for the position editor.
"""

from __future__ import annotations

from collections import Counter
from functools import reduce

from lunarrules.i18n import N_, _, join_words, ngettext, pgettext
from lunarrules.kernel import Later
from lunarrules.kernel.words import BY_SEAT, HIDDEN, Place

from .content import compiled
from .params import FARM_FOOD, MINE_MONEY, RESEARCH_DRAW, RESTOCK_BOXES


# ------------------------------------------------------- names and amounts
def amount(n: int, res: str, sign: str = "") -> str:
    """An amount of a resource in words: ``amount(1, "colonists")`` is ``"1 colonist"``,
    ``amount(2, "money", "+")`` is ``"+2 money"`` (the rulebook prints @, ‘ and &)."""
    if res == "colonists":
        text = ngettext("{n} colonist", "{n} colonists", n)
    elif res == "money":
        text = ngettext("{n} money", "{n} money", n)
    else:
        text = ngettext("{n} food", "{n} food", n)
    return text.format(n=f"{sign}{n}")


def resource_word(res: str) -> str:
    """A resource's name: ``colonists``, ``money`` or ``food``."""
    if res == "colonists":
        return pgettext("moon_colony_bloodbath", "colonists")
    if res == "money":
        return pgettext("moon_colony_bloodbath", "money")
    if res == "food":
        return pgettext("moon_colony_bloodbath", "food")
    return res


def boxes(n: int) -> str:
    """``"1 box"``, ``"2 boxes"``."""
    return ngettext("{n} box", "{n} boxes", n).format(n=n)


def cards(n: int) -> str:
    """``"1 card"``, ``"2 cards"``."""
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def building_cards(n: int) -> str:
    """``"1 building card"``, ``"2 building cards"``."""
    return ngettext("{n} building card", "{n} building cards", n).format(n=n)


def buildings(n: int) -> str:
    """``"1 building"``, ``"2 buildings"``."""
    return ngettext("{n} building", "{n} buildings", n).format(n=n)


def action_word(act: str) -> str:
    """A work space or action as the mat prints it: ``MINE``, ``RESTOCK``..."""
    if act == "mine":
        return pgettext("moon_colony_bloodbath", "MINE")
    if act == "farm":
        return pgettext("moon_colony_bloodbath", "FARM")
    if act == "restock":
        return pgettext("moon_colony_bloodbath", "RESTOCK")
    if act == "research":
        return pgettext("moon_colony_bloodbath", "RESEARCH")
    if act == "build":
        return pgettext("moon_colony_bloodbath", "BUILD")
    return act.upper()


def space_name(sp: str) -> str:
    """A work space in lower case, as a list of chits names it (``mine``, ``restock``...)."""
    if sp == "mine":
        return pgettext("moon_colony_bloodbath", "mine")
    if sp == "farm":
        return pgettext("moon_colony_bloodbath", "farm")
    if sp == "restock":
        return pgettext("moon_colony_bloodbath", "restock")
    if sp == "research":
        return pgettext("moon_colony_bloodbath", "research")
    if sp == "build":
        return pgettext("moon_colony_bloodbath", "build")
    return sp


def trigger_word(t: str) -> str:
    """When a building's abilities fire, as the cards print it: ``PLAY``, ``MINE``... ``LOST``."""
    if t == "play":
        return pgettext("moon_colony_bloodbath", "PLAY")
    if t == "lost":
        return pgettext("moon_colony_bloodbath", "LOST")
    return action_word(t)


def source_words(src: str) -> str:
    """Where an instruction comes from, as the log names it, in the language in use.

    The table keeps the engine's English words (``"Work"``, ``"Hunger"``, ``"MINE"``,
    ``"Kale Farm PLAY"``, ``"Habitat Dome LOST"``) and card names; they are put into words
    here, when shown, so a saved game reads the same in any language."""
    if src == "Work":
        return pgettext("moon_colony_bloodbath", "Work")
    if src == "Hunger":
        return pgettext("moon_colony_bloodbath", "Hunger")
    if src in _SOURCE_ACTIONS:
        return action_word(_SOURCE_ACTIONS[src])
    if src.endswith(" PLAY"):
        return _("{building_name} PLAY").format(building_name=src[:-5])
    if src.endswith(" LOST"):
        return _("{building_name} LOST").format(building_name=src[:-5])
    return src


_SOURCE_ACTIONS = {"MINE": "mine", "FARM": "farm", "RESTOCK": "restock", "RESEARCH": "research"}

# Log words are values (a pure function and its arguments), so the same words are one
# object, made once: a log line does not add objects of its own for them.
_SOURCE_LATER: dict[str, Later] = {}
_AMOUNT_LATER: dict[tuple[int, str, str], Later] = {}


def source_later(src: str) -> Later:
    """``Later(source_words, src)``: where an instruction comes from, put into words when
    the log is read (one object per source)."""
    w = _SOURCE_LATER.get(src)
    if w is None:
        w = _SOURCE_LATER[src] = Later(source_words, src)
    return w


def amount_later(n: int, res: str, sign: str = "") -> Later:
    """``Later(amount, n, res, sign)``: an amount put into words when the log is read
    (one object per amount)."""
    key = (n, res, sign)
    w = _AMOUNT_LATER.get(key)
    if w is None:
        w = _AMOUNT_LATER[key] = Later(amount, n, res, sign)
    return w


def effect_words(e: tuple) -> str:
    """One effect tuple in words."""
    do, a, b = e
    if do == "may":
        return _("you may: {effect}").format(effect=effect_words(a))
    if do == "spend_box":
        return _("spend a box from this building, then: {effect}").format(effect=effect_words(a))
    if do == "gain":
        return amount(b, a, "+")
    if do == "lose":
        return amount(b, a, "-")
    if do == "lose_per_building":
        return _("{amount} per building").format(amount=amount(b, a, "-"))
    if do == "action":
        return _("{action} happens").format(action=action_word(a))
    if do == "draw":
        return ngettext("draw {n} card", "draw {n} cards", a).format(n=a)
    if do == "discard":
        return ngettext("discard {n} card of your choice", "discard {n} cards of your choice", a).format(n=a)
    if do == "add":
        if b:
            return _added_named(a, b.replace("_", " ").title())
        return _added(a)
    if do == "paperwork":
        return _("Paperwork: draw 1 card, then discard 2")
    if do == "hunger":
        return pgettext("moon_colony_bloodbath", "Hunger")
    return _("the game ends")


def _added_named(deck: str, card: str) -> str:
    """"add the event Hunger": an add that names its card (MCB-ADD-NAMED)."""
    if deck == "event":
        return _("add the event {card}").format(card=card)
    if deck == "robot":
        return _("add the robot {card}").format(card=card)
    if deck == "development":
        return _("add the development {card}").format(card=card)
    if deck == "perk":
        return _("add the perk {card}").format(card=card)
    if deck == "twist":
        return _("add the twist {card}").format(card=card)
    return f"add the {deck} {card}"


def _added(deck: str) -> str:
    """"add an event": an add of the next card of a deck."""
    if deck == "event":
        return _("add an event")
    if deck == "robot":
        return _("add a robot")
    if deck == "development":
        return _("add a development")
    if deck == "perk":
        return _("add a perk")
    if deck == "twist":
        return _("add a twist")
    return f"add {'an' if deck[0] in 'aeiou' else 'a'} {deck}"


#: the kind of a progress card, as its face names it (translated where shown)
KIND_WORDS = {"twist": N_("Twist"), "dev": N_("Development"), "event": N_("Event"), "robot": N_("Robot"),
              "perk": N_("Perk"), "work": N_("Work"), "trouble": N_("Trouble")}


def card_words(comp, card: str | None) -> tuple[str, str]:
    """A progress card as the table names it: its kind ("Event") and its name ("Hunger")."""
    if not card:
        return "", ""
    kind, _sep, rest = card.partition(":")
    if kind in ("work", "trouble"):
        return _("Progress card"), _(KIND_WORDS[kind])
    if kind == "perk":
        owner, _sep, perk = rest.partition(":")
        info = comp.perks.get(perk)
        name = info.name if info else perk.replace("_", " ")
        return (_("{player}'s perk").format(player=f"P{int(owner) + 1}") if owner.isdigit()
                else _(KIND_WORDS["perk"])), name
    table = {"twist": comp.twists, "dev": comp.developments, "event": comp.events, "robot": comp.robots}.get(kind, {})
    info = table.get(rest)
    return (_(KIND_WORDS[kind]) if kind in KIND_WORDS else kind.capitalize()), (
        info.name if info else rest.replace("_", " "))


def card_name(comp, card: str | None) -> str:
    """A progress card as the table says it ("event Hunger", "P2's perk Pantry"), from
    its engine key (``event:hunger_1``, ``perk:1:pantry``)."""
    if not card:
        return _("nothing yet")
    kind, _sep, rest = card.partition(":")
    if kind == "work":
        return source_words("Work")
    if kind == "trouble":
        return _("Trouble")
    if kind == "perk":
        owner, _sep, perk = rest.partition(":")
        return _("{player}'s perk {perk}").format(player=f"P{int(owner) + 1}", perk=comp.perks[perk].name)
    if kind == "twist":
        return _("twist {card}").format(card=comp.twists[rest].name)
    if kind == "dev":
        return _("development {card}").format(card=comp.developments[rest].name)
    if kind == "event":
        return _("event {card}").format(card=comp.events[rest].name)
    return _("robot {card}").format(card=comp.robots[rest].name)


# ------------------------------------------------------------ the actions
def _number(n: int) -> str:
    """A small count of cards, boxes or copies in words ("two"), larger ones in digits."""
    if n == 0:
        return pgettext("moon_colony_bloodbath: cards, boxes", "no")
    if n == 1:
        return pgettext("moon_colony_bloodbath: cards, boxes", "one")
    if n == 2:
        return pgettext("moon_colony_bloodbath: cards, boxes", "two")
    if n == 3:
        return pgettext("moon_colony_bloodbath: cards, boxes", "three")
    if n == 4:
        return pgettext("moon_colony_bloodbath: cards, boxes", "four")
    if n == 5:
        return pgettext("moon_colony_bloodbath: cards, boxes", "five")
    if n == 6:
        return pgettext("moon_colony_bloodbath: cards, boxes", "six")
    if n == 7:
        return pgettext("moon_colony_bloodbath: cards, boxes", "seven")
    if n == 8:
        return pgettext("moon_colony_bloodbath: cards, boxes", "eight")
    if n == 9:
        return pgettext("moon_colony_bloodbath: cards, boxes", "nine")
    if n == 10:
        return pgettext("moon_colony_bloodbath: cards, boxes", "ten")
    return str(n)


def _colonist_number(n: int) -> str:
    """A small count of colonists in words ("two"), larger ones in digits."""
    if n == 0:
        return pgettext("moon_colony_bloodbath: colonists", "no")
    if n == 1:
        return pgettext("moon_colony_bloodbath: colonists", "one")
    if n == 2:
        return pgettext("moon_colony_bloodbath: colonists", "two")
    if n == 3:
        return pgettext("moon_colony_bloodbath: colonists", "three")
    if n == 4:
        return pgettext("moon_colony_bloodbath: colonists", "four")
    if n == 5:
        return pgettext("moon_colony_bloodbath: colonists", "five")
    if n == 6:
        return pgettext("moon_colony_bloodbath: colonists", "six")
    if n == 7:
        return pgettext("moon_colony_bloodbath: colonists", "seven")
    if n == 8:
        return pgettext("moon_colony_bloodbath: colonists", "eight")
    if n == 9:
        return pgettext("moon_colony_bloodbath: colonists", "nine")
    if n == 10:
        return pgettext("moon_colony_bloodbath: colonists", "ten")
    return str(n)


def _id_words(x) -> str:
    """An id the content lacks, turned into words (``"zzz_top"`` -> ``"zzz top"``)."""
    text = str(x).replace("_", " ").replace("=", " ").strip()
    for ch in "[]{}()\\":
        text = text.replace(ch, "")
    return text or _("no name")


_NONE = {
    "building": N_("no building"),
    "card": N_("no card"),
    "perk": N_("no perk"),
    "work space": N_("no work space"),
    "scientist": N_("no scientist"),
}
_UNKNOWN = {
    "building": N_("an unknown building ({id})"),
    "card": N_("an unknown card ({id})"),
    "perk": N_("an unknown perk ({id})"),
    "work space": N_("an unknown work space ({id})"),
    "scientist": N_("an unknown scientist ({id})"),
}


def _unknown(what: str, x) -> str:
    if x == "-":
        return _(_NONE[what])
    return _(_UNKNOWN[what]).format(id=_id_words(x))


def _paid(n: int, res: str) -> str:
    """An amount paid, "minus" spelled out for a negative one (an illegal near-miss)."""
    return amount(n, res) if n >= 0 else _("minus {amount}").format(amount=amount(-n, res))


def _building(comp, bid) -> str:
    b = comp.buildings.get(bid) if isinstance(bid, str) else None
    return b.name if b is not None else _unknown("building", bid)


def _card(comp, bid) -> str:
    """A card of the building deck by name (a perk's name too, for a near-miss)."""
    if isinstance(bid, str):
        if bid in comp.buildings:
            return comp.buildings[bid].name
        if bid in comp.perks:
            return _("the perk {perk}").format(perk=comp.perks[bid].name)
    return _unknown("card", bid)


def _names(comp, cards, what: str) -> str:
    """Several cards, grouped: "Kale Farm and two Iron Mine cards"."""
    counts = Counter(cards)
    parts = []
    for c, k in counts.items():
        name = _card(comp, c) if what == "card" else _building(comp, c)
        if k == 1:
            parts.append(name)
        elif what == "card":
            parts.append(_("{count} {card} cards").format(count=_number(k), card=name))
        else:
            parts.append(_("{count} {building_name} copies").format(count=_number(k), building_name=name))
    return join_words(parts)


def _triggered(state, p, space: str) -> list[str]:
    """The buildings of the player that react to ``space`` (", triggering your Iron Mine")."""
    comp = compiled(state.game)
    try:
        tableau = state.data["tableau"][p]
    except (IndexError, TypeError):
        return []
    names = []
    for bid, _b in tableau:
        b = comp.buildings.get(bid)
        if b is not None and getattr(b, space, None) and b.name not in names:
            names.append(b.name)
    return names


def _work(state, a) -> str:
    sp = a["space"]
    if sp == "build":
        return _("Put an action chit on BUILD without naming a card to build")
    if sp not in ("mine", "farm", "restock", "research"):
        return _("Put an action chit on {space}").format(space=_unknown("work space", sp))
    names = _triggered(state, a.actor, sp)
    if sp == "mine":
        what = amount(MINE_MONEY, "money")
        text = (_("Put an action chit on MINE for {amount}, triggering your {building_names}") if names
                else _("Put an action chit on MINE for {amount}"))
    elif sp == "farm":
        what = amount(FARM_FOOD, "food")
        text = (_("Put an action chit on FARM for {amount}, triggering your {building_names}") if names
                else _("Put an action chit on FARM for {amount}"))
    elif sp == "restock":
        what = _number(RESTOCK_BOXES)
        text = (_("Put an action chit on RESTOCK for {amount} boxes to put on your buildings, "
                  "triggering your {building_names}") if names
                else _("Put an action chit on RESTOCK for {amount} boxes to put on your buildings"))
    else:
        what = _number(RESEARCH_DRAW)
        text = (_("Put an action chit on RESEARCH to draw {amount} building cards, triggering your {building_names}")
                if names else _("Put an action chit on RESEARCH to draw {amount} building cards"))
    return text.format(amount=what, building_names=join_words(names) if names else "")


def _build(state, a) -> str:
    comp = compiled(state.game)
    card, food = a["card"], a["food"]
    if card == "-":
        if food == 0:
            return _("Put an action chit on BUILD and build nothing")
        return _("Put an action chit on BUILD and build nothing, paying {food_amount}").format(food_amount=_paid(food, "food"))
    b = comp.buildings.get(card)
    if b is None:
        if food:
            return _("Build {card}, paying {food_amount}").format(card=_card(comp, card), food_amount=_paid(food, "food"))
        return _("Build {card}").format(card=_card(comp, card))
    cost = amount(b.cost, "money")
    if food < 0:
        return _("Build {building_name} for {cost}, with {food_amount} as money").format(
            building_name=b.name, cost=cost, food_amount=_paid(food, "food"))
    if food == 0:
        return _("Build {building_name}, paying {cost}").format(building_name=b.name, cost=cost)
    if food < b.cost:
        return _("Build {building_name}, paying {money_amount} and {food_amount} as money").format(
            building_name=b.name, money_amount=amount(b.cost - food, "money"), food_amount=amount(food, "food"))
    if food == b.cost:
        return _("Build {building_name}, paying its {cost} with {food_amount}").format(
            building_name=b.name, cost=cost, food_amount=amount(food, "food"))
    return _("Build {building_name}, paying {food_amount} toward its cost of {cost}").format(
        building_name=b.name, food_amount=amount(food, "food"), cost=cost)


def _lose(state, a) -> str:
    comp = compiled(state.game)
    b = comp.buildings.get(a["card"]) if isinstance(a["card"], str) else None
    if b is None:
        return _("Lose {building_name}").format(building_name=_unknown("building", a["card"]))
    n = b.colonists
    if b.lost:
        text = ngettext("Lose {building_name}: its {count} printed colonist goes to the mat, "
                        "then its LOST abilities resolve ({effects})",
                        "Lose {building_name}: its {count} printed colonists go to the mat, "
                        "then its LOST abilities resolve ({effects})", n)
    else:
        text = ngettext("Lose {building_name}: its {count} printed colonist goes to the mat",
                        "Lose {building_name}: its {count} printed colonists go to the mat", n)
    return text.format(building_name=b.name, count=_colonist_number(n),
                       effects="; ".join(effect_words(e) for e in b.lost))


def _perk(state, a) -> str:
    comp = compiled(state.game)
    k = a["perk"]
    c = comp.perks.get(k) if isinstance(k, str) else None
    if c is None:
        return _("Add {perk} on top of the progress deck").format(perk=_unknown("perk", k))
    fx = "; ".join(effect_words(e) for e in c.effects)
    return _("Add your perk {perk} ({effects}) on top of the progress deck").format(perk=c.name, effects=fx)


def _boxes(state, a) -> str:
    comp = compiled(state.game)
    cards = a["cards"]
    if not cards:
        return _("Put no boxes on your buildings")
    counts = Counter(cards)
    if len(counts) == 1 and next(iter(counts.values())) == 2:
        return _("Put both boxes on {building_name}").format(building_name=_building(comp, cards[0]))
    parts = []
    for c, k in counts.items():
        if k == 1:
            parts.append(_("a box on {building_name}").format(building_name=_building(comp, c)))
        else:
            parts.append(_("{count} boxes on {building_name}").format(count=_number(k), building_name=_building(comp, c)))
    return _("Put {boxes}").format(boxes=join_words(parts))


def _discard(state, a) -> str:
    cards = a["cards"]
    if not cards:
        return _("Discard no cards")
    return _("Discard {cards}").format(cards=_names(compiled(state.game), cards, "card"))


def _may(state, a) -> str:
    pend = state.data.get("decision") or {}
    what = effect_words(pend["effect"]) if pend.get("kind") == "may" else _("the optional instruction")
    if pend.get("source"):
        text = _("Follow: {effect} ({source})") if a["take"] else _("Skip: {effect} ({source})")
        return text.format(effect=what, source=source_words(pend["source"]))
    return (_("Follow: {effect}") if a["take"] else _("Skip: {effect}")).format(effect=what)


def _order(state, a) -> str:
    pend = state.data.get("decision") or {}
    if pend.get("kind") != "ability_order":
        first = a["first"]
        if first == "abilities":
            return _("Resolve first: abilities")
        if first == "action":
            return _("Resolve first: action")
        return _("Resolve first: {first}").format(first=first)
    act = action_word(pend["act"])
    # "A and B and C", as the log says it
    names = reduce(lambda items, last: _("{items} and {last}").format(items=items, last=last),
                   pend["names"]) if pend["names"] else ""
    if a["first"] == "abilities":
        return _("{building_names} before {action}").format(building_names=names, action=act)
    return _("{action} before {building_names}").format(building_names=names, action=act)


def _scientist(state, a) -> str:
    sci = a["scientist"]
    names = compiled(state.game).scientists
    name = names.get(sci) if isinstance(sci, str) else None
    return _("Pick {scientist_name} as your scientist").format(scientist_name=name or _unknown("scientist", sci))


_WORDS = {
    "work": (_work, N_("Put an action chit on a work space")),
    "build": (_build, N_("Build a building from your hand")),
    "lose_building": (_lose, N_("Lose a building")),
    "choose_perk": (_perk, N_("Add a perk on top of the progress deck")),
    "place_boxes": (_boxes, N_("Put boxes on your buildings")),
    "discard": (_discard, N_("Discard cards (Paperwork or a card's discard)")),
    "may": (_may, N_("Follow an optional instruction or not")),
    "ability_order": (_order, N_("Resolve an action's building abilities before or after it")),
    "choose_scientist": (_scientist, N_("Pick a scientist")),
}


def describe(state, action) -> str:
    """``action`` in Moon Colony Bloodbath's words, one sentence, for any action.

    Parameters
    ----------
    state : MoonColonyState
        The position it would be played in (it is not checked for legality).
    action : Action
        Any action, legal or not.

    Returns
    -------
    str
        E.g. ``"Build Habitat Dome, paying 4 money"``, ``"Discard Kale Farm and Iron Mine"``.
    """
    entry = _WORDS.get(action.kind)
    if entry is None:
        return _("An action this game does not have ({kind})").format(kind=_id_words(action.kind))
    fn, label = entry
    try:
        return fn(state, action)
    except (KeyError, TypeError, ValueError, AttributeError):
        # a parameter missing or of the wrong type: say what the action is for
        return _("{label}, with values this action cannot take").format(label=_(label))


def value_words(state, value) -> str | None:
    """A building, a perk, an action chit or a progress card by its name ("Hunger
    (Event)"); see ``Game.value_words``."""
    if not isinstance(value, str):
        return None
    comp = compiled(state.game)
    if value in comp.buildings:
        return comp.buildings[value].name
    if value in comp.perks:
        return comp.perks[value].name
    if value in ("build", "mine", "farm", "restock", "research"):
        return action_word(value)
    kind, sep, _rest = value.partition(":")
    if kind in ("work", "trouble") and not sep or sep and kind in ("event", "robot", "twist", "dev", "perk"):
        what, name = card_words(comp, value)
        # TRANSLATORS: a progress card: its name, then its kind ("Hunger (Event)")
        return name if kind in ("work", "trouble") else _("{name} ({kind})").format(name=name, kind=what)
    return None


# ------------------------------------------------------------------ places
#: How the position editor names the table (``Game.places``): the per-seat lists by
#: player ("money of P2"); the card being resolved and what it still asks are left
#: to the engine.
PLACES: dict[str, Place] = {
    **{f"{name}[]": BY_SEAT for name in ("colonists", "money", "food", "hand", "chits", "work_choice",
                                           "perks", "scientist")},
    "tableau[][]": BY_SEAT,
    "instructions": HIDDEN,
    "decision": HIDDEN,
    "failed_colonies": HIDDEN,
    "progress_added": HIDDEN,
}
