"""Legal actions and refusals in Moon Colony Bloodbath.

:func:`legal_actions` lists every legal action (``State._legal_actions``): the Work listing
(each work space, and every building in hand with each split of its cost between money
and food that can be paid), and each decision's choices. :func:`check` holds the refusals
beyond the requirements the action kinds declare (:mod:`.actions`): there are none, so the
listing decides. Actions are values, built once per (player, card, cost) and kept.
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement

from lunarrules.kernel import Action
from lunarrules.kernel import shared_action as _act

from .content import compiled
from .params import ACTION_CHITS, RESEARCH, SPACES
from .table import box_room

_BUILDS: dict = {}
_WORKS: dict = {}
SPACES_RESEARCH = SPACES + (RESEARCH,)


def _builds(p: int, card: str, cost: int) -> tuple[Action, ...]:
    """``build`` actions of ``card`` (which costs ``cost``), by the food paid as money:
    the one at index ``f`` pays ``f`` food. Actions are values: built once, kept."""
    key = (p, card, cost)
    acts = _BUILDS.get(key)
    if acts is None:
        acts = _BUILDS[key] = tuple(
            Action(p, "build", (("card", card), ("food", f))) for f in range(cost + 1)
        )
    return acts


def _work_actions(p: int, research: bool) -> tuple[tuple[Action, ...], tuple[Action, ...]]:
    """The Work listing around the buildings: the spaces before BUILD, with "build
    nothing" (MCB-BUILD-NOTHING) last, and the spaces after it (RESEARCH, MCB-RESEARCH)."""
    key = (p, research)
    parts = _WORKS.get(key)
    if parts is None:
        spaces = SPACES_RESEARCH if research else SPACES
        at = spaces.index("build")
        parts = _WORKS[key] = (
            tuple(Action(p, "work", (("space", sp),)) for sp in spaces[:at]) + _builds(p, "-", 0),
            tuple(Action(p, "work", (("space", sp),)) for sp in spaces[at + 1 :]),
        )
    return parts


def spaces(s) -> tuple[str, ...]:
    """The work spaces of the mat (RESEARCH only with the variant: MCB-RESEARCH)."""
    return SPACES_RESEARCH if s.options["research"] else SPACES


def legal_actions(s) -> list[Action]:
    """Every legal action now (``State._legal_actions``): the Work listing, the building to
    lose, the perk to add, the boxes to place, the cards to discard, the yes/no and
    before/after choices and the scientists nobody has."""
    ph = s.phase
    p = s.to_act
    if p is None:  # nobody to act: only once the game is over, which lists nothing
        return []
    d = s.data
    if ph == "work":
        chits = d["chits"][p]
        if len(chits) >= ACTION_CHITS:  # MCB-SETUP-PERKS: 4 chits, MCB-NO-CHIT
            return []
        # MCB-CHIT-SPACE: every action, also one already chosen in this deck cycle
        before, after = _work_actions(p, s.options["research"])
        return [*before, *build_options(s, p), *after]
    if ph == "lose_building":
        seen = []
        for bid, _stock in d["tableau"][p]:
            if bid not in seen:
                seen.append(bid)
        return [_act(p, "lose_building", (("card", bid),)) for bid in seen]
    if ph == "choose_perk":
        return [_act(p, "choose_perk", (("perk", k),)) for k in d["perks"][p]]
    if ph == "place_boxes":
        room = box_room(s, p)
        n = d["decision"]["n"]
        combos = [
            c
            for c in combinations_with_replacement(sorted(room), n)
            if all(room[x] is None or c.count(x) <= room[x] for x in set(c))
        ]
        return [_act(p, "place_boxes", (("cards", c),)) for c in combos]
    if ph == "discard":
        n = d["decision"]["n"]
        combos = sorted(set(combinations(sorted(d["hand"][p]), n)))
        return [_act(p, "discard", (("cards", c),)) for c in combos]
    if ph == "ability_order":
        return [_act(p, "ability_order", (("first", f),)) for f in ("abilities", "action")]
    if ph == "may":
        return [_act(p, "may", (("take", True),)), _act(p, "may", (("take", False),))]
    if ph == "choose_scientist":
        taken = d["scientist"]
        return [
            _act(p, "choose_scientist", (("scientist", s),))
            for s in compiled(s.game).scientists
            if s not in taken
        ]
    return []


def build_options(s, p: int) -> list[Action]:
    """The buildings ``p`` can build now, each with every split of its cost between
    money and food that they can pay (MCB-BUILD-COST, MCB-FAQ-POTATO); "build
    nothing" is listed by :func:`_work_actions`."""
    b = compiled(s.game).buildings
    d = s.data
    money = d["money"][p]
    food = d["food"][p]
    potato = False
    for bid, stock in d["tableau"][p]:
        c = b[bid]
        if stock:
            # MCB-BOXES: a box spends only on a card that names money or food
            if c.box == "money":
                money += stock
            elif c.box == "food":
                food += stock
        if c.food_as_money:
            potato = True
    if not potato:
        food = 0
    out: list[Action] = []
    for bid in dict.fromkeys(d["hand"][p]):  # each card once, in hand order
        cost = b[bid].cost
        lo = cost - money if cost > money else 0
        hi = food if food < cost else cost
        if lo <= hi:
            out += _builds(p, bid, cost)[lo : hi + 1]
    return out


def check(s, action: Action) -> None:
    """Refusals beyond the requirements the action kinds declare (:mod:`.actions`) and
    the listing (``State._check``): Moon Colony Bloodbath has none."""
