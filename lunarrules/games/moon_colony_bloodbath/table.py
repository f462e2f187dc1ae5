"""The Moon Colony Bloodbath table (:class:`MoonColonyTable`) and helpers reading a
colony off it (shared by the state, the actions and the board).

The table is plain lists, tuples and dicts plus a few records (named tuples): lists are
what the engine changes in place, tuples are replaced whole. A position's table shares
its values with the position it was copied from (``MoonColonyState._clone_data``) until
a move copies the lists it changes. Its fields are documented on :class:`MoonColonyTable`.
"""

from __future__ import annotations

from typing import NamedTuple, TypedDict

from .content import Effect, compiled


class InPlay(NamedTuple):
    """A building in a colony's tableau: its id and the boxes (resources) on it
    (MCB-BOXES)."""

    building: str  # the building's id
    stock: int  # boxes on this copy of the building (MCB-BOXES)


class Instruction(NamedTuple):
    """A card instruction waiting on the stack (see :mod:`.effects`)."""

    #: what to do: an effect (``gain``, ``lose``, ``add``...) or a step of the engine
    #: (``gain_all``, ``lose_all``, ``work``, ``build``, ``cascade``, ``settle``...)
    op: str
    #: the seat it applies to (for ``*_all``, the first seat still to reach; ``None``: nobody's)
    player: int | None
    #: the resource, action, deck, work space, building or count, or the effect it carries
    #: (``may``, ``spend_box``)
    what: str | int | Effect
    #: the number; for ``add`` the card named (0: the next one), for ``spend_box`` the
    #: building the box comes from, for ``build`` the food paid as money
    n: int | str
    #: the card (or "Work") it comes from, as the log names it
    source: str


class WorkChoice(NamedTuple):
    """A player's hidden choice on a Work card (MCB-SIMULTANEOUS-ORDER): the work
    space, and for BUILD the building (``"-"``: nothing) and the food paid as money."""

    space: str  # the work space of the chit: mine, farm, restock, research or build
    card: str = ""  # for BUILD, the building id from hand ("-": build nothing; "": not BUILD)
    food: int = 0  # for BUILD, food paid as money (a building in play must allow it)

    def text(self) -> str:
        """The choice as its action's parameters (``space=mine``, ``card=x food=0``)."""
        if self.space == "build":
            return f"card={self.card} food={self.food}"
        return f"space={self.space}"


class Failure(NamedTuple):
    """A colony that failed or ran out of colonists while an instruction resolved; the
    game ends once the instruction has reached every colony (MCB-LOSS-EVERYONE)."""

    seat: int  # the colony's seat (0: P1)
    reason: str  # why, as the log says it
    rules: tuple[str, ...]  # the ids of the rules that ended it


class Decision(TypedDict, total=False):
    """The decision the resolution waits for. Every kind has ``kind``, ``player`` and
    ``source``; the other fields belong to the kinds named on them."""

    #: the phase it is made in: lose_building, place_boxes, discard, may, ability_order
    #: or choose_perk
    kind: str
    player: int  # the seat deciding
    source: str  # the card or action that asks, as the log names it
    need: int  # lose_building: colonists still to lose
    n: int  # place_boxes: boxes to place; discard: cards to discard
    #: discard: ``MCB-DISCARD`` for a card's own discard (absent: Paperwork's discard)
    rule: str
    effect: Effect  # may: the optional instruction
    act: str  # ability_order: the action (mine, farm, restock or research)
    announced: bool  # ability_order: the action's base yield is already logged
    names: list[str]  # ability_order: the buildings it triggers, as the log names them


class MoonColonyTable(TypedDict):
    """Everything on the Moon Colony Bloodbath table: each colony's mat, hand and
    buildings, the decks, and the card being resolved.

    Per-seat fields are lists with one entry per player, in seat order.
    """

    #: per seat, colonists on the mat (the rulebook's @)
    colonists: list[int]
    #: per seat, money on the mat (‘)
    money: list[int]
    #: per seat, food on the mat (&)
    food: list[int]
    #: per seat, building ids in hand (hidden from the other players)
    hand: list[tuple[str, ...]]
    #: per seat, the buildings in play with the boxes on each, in play order
    tableau: list[list[InPlay]]
    #: per seat, the work spaces holding one of the player's 4 action chits
    chits: list[tuple[str, ...]]
    #: per seat, the hidden choice on the Work card being resolved (``None``: not chosen)
    work_choice: list[WorkChoice | None]
    #: per seat, the scientist's perks not yet added to the progress deck
    perks: list[tuple[str, ...]]
    #: per seat, the scientist picked at setup (``None``: not yet)
    scientist: list[str | None]
    #: progress cards known to be on top of the progress deck (the last is next)
    progress_on_top: list[str]
    #: how many of the cards on top were added while the revealed card resolves; they are
    #: shuffled together when it is done (MCB-ADD-SHUFFLE)
    progress_added: int
    #: the rest of the progress deck, face down (shuffled: drawn at random)
    progress_deck: tuple[str, ...]
    #: the progress discard pile (resolved cards; shuffled back when the deck runs out)
    progress_discard: list[str]
    #: the face-down building deck
    building_deck: tuple[str, ...]
    #: the building discard pile
    building_discard: list[str]
    #: the face-down robot deck
    robot_deck: tuple[str, ...]
    #: the twists in play (2 from setup, plus any added)
    twists: tuple[str, ...]
    #: the face-down twist deck (the twists not in play)
    twist_deck: tuple[str, ...]
    #: the face-up event deck, in order (the first is next)
    event_deck: tuple[str, ...]
    #: the face-up development deck, in order, every copy (MCB-DEV-COPIES)
    development_deck: tuple[str, ...]
    #: instructions still to resolve, a stack: the last is next
    instructions: list[Instruction]
    #: the decision the resolution waits for, or ``None``
    decision: Decision | None
    #: the progress card revealed and being resolved, or ``None``
    revealed: str | None
    #: progress cards revealed so far
    turn: int
    #: colonies that failed or emptied during the instruction being resolved
    failed_colonies: tuple[Failure, ...]




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
    return any(b[bid].food_as_money for bid, _stock in state.data["tableau"][p])


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
    return sum(b[bid].colonists for bid, _stock in state.data["tableau"][p])


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
    for bid, _stock in d["tableau"][player]:
        total += b[bid].colonists + b[bid].lost_colonist_delta
    return max(0, total)
