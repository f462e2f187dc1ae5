"""Primitive table operations shared by the instruction handlers and the loss rules."""

from __future__ import annotations

from lunarrules.i18n import _

from .content import compiled
from .table import InPlay


def set_seat(d: dict, key: str, p: int, value) -> None:
    """``d[key][p] = value`` on a copy of the list: positions share the lists of the
    table until a move changes them (``MoonColonyState._clone_data``)."""
    seats = d[key][:]
    seats[p] = value
    d[key] = seats


def own_tableau(d: dict, p: int) -> list:
    """``p``'s buildings in play as a list of this position's own, to change in place:
    positions share the tableau until a move changes it (``MoonColonyState._clone_data``)."""
    tableau = d["tableau"] = d["tableau"][:]
    mine = tableau[p] = tableau[p][:]
    return mine


def discard_cards(d: dict, cards) -> None:
    """Put ``cards`` on the building discard pile (a new list: positions share the pile
    until a move changes it)."""
    d["building_discard"] = [*d["building_discard"], *cards]


def push(d: dict, items: list) -> None:
    """Queue ``items`` so that they resolve in the order given, before anything queued."""
    d["instructions"].extend(reversed(items))


def spend(s, p, res, n) -> int:
    """Take up to ``n`` money or food, from building boxes first, then the mat (MCB-BOXES)."""
    d = s.data
    b = compiled(s.game).buildings
    left = n
    own = None  # the tableau, once a box is taken from it
    for i, (bid, stock) in enumerate(d["tableau"][p]):
        if left == 0:
            break
        if stock and b[bid].box == res:
            if own is None:
                own = own_tableau(d, p)
            t = min(stock, left)
            own[i] = InPlay(bid, stock - t)
            left -= t
    t = min(d[res][p], left)
    d[res][p] -= t
    left -= t
    return n - left


def draw(s, p, n) -> int:
    """Draw up to ``n`` building cards into ``p``'s hand (MCB-BUILDING-DECK-EMPTY)."""
    d = s.data
    got = 0
    for _i in range(n):
        if not d["building_deck"]:
            if not d["building_discard"]:
                break
            d["building_deck"], d["building_discard"] = tuple(d["building_discard"]), []
            s.emit(_("the building deck is empty: its discard pile is shuffled into a new one"),
                   "MCB-BUILDING-DECK-EMPTY")
        deck = d["building_deck"]
        i = s.chance.draw_index("building", deck)
        card = deck[i]
        d["building_deck"] = deck[:i] + deck[i + 1:]
        set_seat(d, "hand", p, d["hand"][p] + (card,))
        got += 1
    return got
