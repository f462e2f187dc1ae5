"""Reading a colony off the table data (shared by the state, the actions and the board).

``data`` layout (plain lists and dicts, copied by ``MoonColonyState._clone_data``):

``col``, ``money``, ``food``
    per seat, the colonists, money and food on the mat (the rulebook's @, ‘ and &);
``hand``
    per seat, building ids in hand (hidden from the other players);
``tableau``
    per seat, buildings in play as ``[id, stock]`` (``stock``: resources in its boxes);
``chits``
    per seat, the work spaces holding one of the player's action chits;
``choice``
    per seat, this Work card's hidden choice (``None`` until chosen);
``perks``
    per seat, perk ids not yet added to the progress deck;
``top`` / ``pile`` / ``pdiscard``
    the progress deck: known cards placed on top (last = next), the shuffled rest,
    and the discard pile;
``bdeck`` / ``bdiscard``, ``robots``, ``events``, ``devs``
    the other decks;
``queue``
    instructions still to resolve (a stack: the last item is next; see :mod:`.effects`);
``pending``
    the decision the resolution waits for, or ``None``.
"""

from __future__ import annotations

from .content import compiled


def money_available(state, p: int) -> int:
    """Money the player can spend: the mat plus money boxed on buildings (MCB-BOXES)."""
    d = state.data
    b = compiled(state.game).buildings
    return d["money"][p] + sum(s for bid, s in d["tableau"][p] if b[bid].box == "money")


def food_available(state, p: int) -> int:
    """Food the player can spend: the mat plus food boxed on buildings (MCB-BOXES)."""
    d = state.data
    b = compiled(state.game).buildings
    return d["food"][p] + sum(s for bid, s in d["tableau"][p] if b[bid].box == "food")


def has_food_as_money(state, p: int) -> bool:
    """Whether a building in play lets food pay costs as money (MCB-FAQ-POTATO)."""
    b = compiled(state.game).buildings
    return any(b[bid].food_as_money for bid, _ in state.data["tableau"][p])


def box_room(state, p: int) -> dict:
    """Per building id in play: how many more boxes its copies hold together (``None``:
    no limit). Any building takes boxes; a card with ``boxes`` holds at most that many
    (MCB-RESTOCK-PLACE, MCB-BOXES)."""
    b = compiled(state.game).buildings
    room: dict = {}
    for bid, stock in state.data["tableau"][p]:
        cap = b[bid].boxes
        r = None if not cap else cap - stock
        if bid not in room:
            room[bid] = r
        elif room[bid] is not None:
            room[bid] = None if r is None else room[bid] + r
    return {k: v for k, v in room.items() if v is None or v > 0}


def printed_colonists(state, p: int) -> int:
    """Colonists printed on the player's buildings in play (they score: MCB-SCORE)."""
    b = compiled(state.game).buildings
    return sum(b[bid].colonists for bid, _ in state.data["tableau"][p])


def colony_total(state, p: int) -> int:
    """A colony's colonists: on the mat plus printed on buildings in play.

    This is the score (MCB-SCORE); money and food never count (MCB-SCORE-NOTHING-ELSE).

    Parameters
    ----------
    state : MoonColonyState
        Any position.
    p : int
        Seat (0-based).

    Returns
    -------
    int
    """
    return state.data["colonists"][p] + printed_colonists(state, p)


def absorbable_loss(state, player: int) -> int:
    """The largest colonist loss the colony can take without failing.

    A loss is taken from the mat first (MCB-LOSS-MAT-FIRST); then buildings are lost
    one by one, each giving back its printed colonists and resolving its LOST
    abilities (MCB-LOSS-BUILDING). LOST abilities only gain or lose resources or
    draw cards (the content validator enforces it), so the total does not depend
    on the order the player picks: mat + printed colonists + colonists the LOST
    abilities gain − colonists they lose. A loss of exactly this size leaves the
    colony with no colonist at all, which also ends the game (MCB-END-NO-COLONISTS);
    one more fails the colony (MCB-LOSS-FAIL).

    Parameters
    ----------
    state : MoonColonyState
        Any position.
    player : int
        Seat (0-based).

    Returns
    -------
    int
        Colonists the colony can lose; 0 or more.

    Examples
    --------
    >>> import lunarrules as lr  # doctest: +SKIP
    >>> s = lr.game("moon_colony_bloodbath").new(players=2, seed=1)  # doctest: +SKIP
    >>> absorbable_loss(s, 0)  # doctest: +SKIP
    30
    """
    b = compiled(state.game).buildings
    d = state.data
    total = d["colonists"][player]
    for bid, _ in d["tableau"][player]:
        total += b[bid].colonists + b[bid].lost_colonist_delta
    return max(0, total)
