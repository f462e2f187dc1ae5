"""Moon Colony Bloodbath actions in plain words (``State.describe``).

A learner reads "Build Habitat Dome, paying 4 money", not ``build card=habitat_dome
food=0``: cards, perks and scientists are named from the content, the work spaces
by the mat's words (RESTOCK, MINE, FARM, BUILD, RESEARCH), amounts with their
resources. The description is written for legal and illegal actions alike: an id the
content lacks reads as "an unknown card (...)", and nothing assumes the action is
possible now.
"""

from __future__ import annotations

from collections import Counter

from .content import amount, compiled
from .content import describe as effect_words
from .params import FARM_FOOD, MINE_MONEY, RESEARCH_DRAW, RESTOCK_BOXES

_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _number(n: int) -> str:
    """A small count in words ("two"), larger ones in digits."""
    return _NUMBERS[n] if 0 <= n < len(_NUMBERS) else str(n)


def _id_words(x) -> str:
    """An id the content lacks, turned into words (``"zzz_top"`` -> ``"zzz top"``)."""
    text = str(x).replace("_", " ").replace("=", " ").strip()
    for ch in "[]{}()\\":
        text = text.replace(ch, "")
    return text or "no name"


def _unknown(what: str, x) -> str:
    if x == "-":
        return f"no {what}"
    return f"an unknown {what} ({_id_words(x)})"


def _paid(n: int, res: str) -> str:
    """An amount paid, "minus" spelled out for a negative one (an illegal near-miss)."""
    return amount(n, res) if n >= 0 else f"minus {amount(-n, res)}"


def _building(comp, bid) -> str:
    b = comp.buildings.get(bid) if isinstance(bid, str) else None
    return b.name if b is not None else _unknown("building", bid)


def _card(comp, bid) -> str:
    """A card of the building deck by name (a perk's name too, for a near-miss)."""
    if isinstance(bid, str):
        if bid in comp.buildings:
            return comp.buildings[bid].name
        if bid in comp.perks:
            return f"the perk {comp.perks[bid].name}"
    return _unknown("card", bid)


def _names(comp, cards, what: str) -> str:
    """Several cards, grouped: "Kale Farm and two Iron Mine cards"."""
    counts = Counter(cards)
    parts = []
    for c, k in counts.items():
        name = _card(comp, c) if what == "card" else _building(comp, c)
        parts.append(name if k == 1 else f"{_number(k)} {name} {'cards' if what == 'card' else 'copies'}")
    if len(parts) <= 2:
        return " and ".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _triggered(state, p, space: str) -> str:
    """", triggering your Iron Mine" when buildings of the player react to ``space``."""
    comp = compiled(state.game)
    try:
        tableau = state.data["tableau"][p]
    except (IndexError, TypeError):
        return ""
    names = []
    for bid, _ in tableau:
        b = comp.buildings.get(bid)
        if b is not None and getattr(b, space, None) and b.name not in names:
            names.append(b.name)
    if not names:
        return ""
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f", triggering your {listed}"


def _work(state, a) -> str:
    sp = a["space"]
    if sp == "mine":
        what = f"MINE for {amount(MINE_MONEY, 'money')}"
    elif sp == "farm":
        what = f"FARM for {amount(FARM_FOOD, 'food')}"
    elif sp == "restock":
        what = f"RESTOCK for {_number(RESTOCK_BOXES)} boxes to put on your buildings"
    elif sp == "research":
        what = f"RESEARCH to draw {_number(RESEARCH_DRAW)} building cards"
    elif sp == "build":
        return "Put an action chit on BUILD without naming a card to build"
    else:
        return f"Put an action chit on {_unknown('work space', sp)}"
    return f"Put an action chit on {what}{_triggered(state, a.actor, sp)}"


def _build(state, a) -> str:
    comp = compiled(state.game)
    card, food = a["card"], a["food"]
    if card == "-":
        if food == 0:
            return "Put an action chit on BUILD and build nothing"
        return f"Put an action chit on BUILD and build nothing, paying {_paid(food, 'food')}"
    b = comp.buildings.get(card)
    if b is None:
        return f"Build {_card(comp, card)}" + (f", paying {_paid(food, 'food')}" if food else "")
    if food < 0:
        return f"Build {b.name} for {amount(b.cost, 'money')}, with {_paid(food, 'food')} as money"
    if food == 0:
        return f"Build {b.name}, paying {amount(b.cost, 'money')}"
    if food < b.cost:
        return (f"Build {b.name}, paying {amount(b.cost - food, 'money')} and "
                f"{amount(food, 'food')} as money")
    if food == b.cost:
        return f"Build {b.name}, paying its {amount(b.cost, 'money')} with {amount(food, 'food')}"
    return f"Build {b.name}, paying {amount(food, 'food')} toward its cost of {amount(b.cost, 'money')}"


def _lose(state, a) -> str:
    comp = compiled(state.game)
    b = comp.buildings.get(a["card"]) if isinstance(a["card"], str) else None
    if b is None:
        return f"Lose {_unknown('building', a['card'])}"
    goes = "goes" if b.colonists == 1 else "go"
    text = f"Lose {b.name}: its {_number(b.colonists)} printed colonist{'' if b.colonists == 1 else 's'} {goes} to the mat"
    if b.lost:
        text += f", then its LOST abilities resolve ({'; '.join(effect_words(e) for e in b.lost)})"
    return text


def _perk(state, a) -> str:
    comp = compiled(state.game)
    k = a["perk"]
    c = comp.perks.get(k) if isinstance(k, str) else None
    if c is None:
        return f"Add {_unknown('perk', k)} on top of the progress deck"
    fx = "; ".join(effect_words(e) for e in c.effects)
    return f"Add your perk {c.name} ({fx}) on top of the progress deck"


def _boxes(state, a) -> str:
    comp = compiled(state.game)
    cards = a["cards"]
    if not cards:
        return "Put no boxes on your buildings"
    counts = Counter(cards)
    parts = []
    for c, k in counts.items():
        box = "a box" if k == 1 else f"{_number(k)} boxes"
        if len(counts) == 1 and k == 2:
            box = "both boxes"
        parts.append(f"{box} on {_building(comp, c)}")
    return "Put " + (" and ".join(parts) if len(parts) <= 2 else ", ".join(parts[:-1]) + " and " + parts[-1])


def _discard(state, a) -> str:
    cards = a["cards"]
    if not cards:
        return "Discard no cards"
    return "Discard " + _names(compiled(state.game), cards, "card")


def _may(state, a) -> str:
    from .content import describe as effect_words

    pend = state.data.get("decision") or {}
    what = effect_words(pend["effect"]) if pend.get("kind") == "may" else "the optional instruction"
    return f"{'Follow' if a['take'] else 'Skip'}: {what}" + (f" ({pend['source']})" if pend.get("source") else "")


def _order(state, a) -> str:
    pend = state.data.get("decision") or {}
    if pend.get("kind") != "ability_order":
        return f"Resolve first: {a['first']}"
    act, names = pend["act"].upper(), " and ".join(pend["names"])
    return f"{names} before {act}" if a["first"] == "abilities" else f"{act} before {names}"


def _scientist(state, a) -> str:
    sci = a["scientist"]
    names = compiled(state.game).scientists
    name = names.get(sci) if isinstance(sci, str) else None
    return f"Pick {name or _unknown('scientist', sci)} as your scientist"


_WORDS = {
    "work": (_work, "Put an action chit on a work space"),
    "build": (_build, "Build a building from your hand"),
    "lose_building": (_lose, "Lose a building"),
    "choose_perk": (_perk, "Add a perk on top of the progress deck"),
    "place_boxes": (_boxes, "Put boxes on your buildings"),
    "discard": (_discard, "Discard cards (Paperwork or a card's discard)"),
    "may": (_may, "Follow an optional instruction or not"),
    "ability_order": (_order, "Resolve an action's building abilities before or after it"),
    "choose_scientist": (_scientist, "Pick a scientist"),
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
        return f"An action this game does not have ({_id_words(action.kind)})"
    fn, label = entry
    try:
        return fn(state, action)
    except (KeyError, TypeError, ValueError, AttributeError):
        # a parameter missing or of the wrong type: say what the action is for
        return f"{label}, with values this action cannot take"
