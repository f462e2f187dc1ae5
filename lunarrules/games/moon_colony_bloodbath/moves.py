"""Moon Colony Bloodbath moves: :func:`execute` hands each action kind to its handler
(``do_<kind>``), the automatic steps that follow until a player must decide or the game
ends (:func:`run`: reveal the next progress card, reshuffle the progress deck, start the
Work once everyone has chosen, shuffle the cards added together), and the primitive
mutations the moves and the instructions (:mod:`.effects`) share: a seat's value, a
tableau or discard pile of this position's own, queue instructions, spend, draw.
"""

from __future__ import annotations

from operator import itemgetter

from lunarrules.i18n import _, ngettext
from lunarrules.kernel import Action, Later

from . import effects
from .content import compiled
from .params import ACTION_CHITS, FARM_FOOD, MAT_COLONISTS, MAT_FOOD, MAT_MONEY, MINE_MONEY
from .scoring import settle
from .table import InPlay, Instruction, WorkChoice
from .words import action_word, amount, amount_later

#: the table's lists that the resolution changes in place on most moves: copied before it
#: starts (:func:`own_lists`)
_LISTS = (
    "colonists",
    "money",
    "food",
    "chits",
    "work_choice",
    "progress_on_top",
    "progress_discard",
    "instructions",
)
_lists_of = itemgetter(*_LISTS)
#: the fixed yield of MINE and FARM (MCB-ACTION-YIELD): resource and amount
_BASE = {"mine": ("money", MINE_MONEY), "farm": ("food", FARM_FOOD)}
_SETTLE = Instruction("settle", None, 0, 0, "")
_CARD_PHASE = {
    "twist": "twist",
    "robot": "robot",
    "dev": "development",
    "event": "event",
    "perk": "perk",
}


# ------------------------------------------------------------------ actions
def execute(s, action: Action) -> None:
    """Apply ``action`` (``State._execute``): its kind's handler, then the automatic steps
    (:func:`run`) unless the next seat still chooses."""
    if _HANDLERS[action.kind](s, action):
        run(s)


def do_work(s, action: Action) -> bool:
    """``work`` and ``build``: a Work choice, hidden until everyone has chosen
    (MCB-SIMULTANEOUS-ORDER); the last one reveals the chits (:func:`start_work`)."""
    k = action.kind
    p = action.actor
    d = s.data
    choice = (
        WorkChoice("build", action["card"], action["food"])
        if k == "build"
        else WorkChoice(action["space"])
    )
    nxt = next_worker(s, p + 1)
    if nxt is not None:
        # hidden until everyone has chosen (MCB-SIMULTANEOUS-ORDER): no log line yet;
        # the only list this move changes
        set_seat(d, "work_choice", p, choice)
        s.goto("work")
        s.to_act = nxt
        return False
    own_lists(s)
    d["work_choice"][p] = choice
    start_work(s)
    return True


def do_choose_scientist(s, action: Action) -> bool:
    """A scientist picked (MCB-SETUP-MAT); the last pick reveals the first progress card."""
    p = action.actor
    d = s.data
    sci = action["scientist"]
    set_seat(d, "scientist", p, sci)
    s.emit(
        _(
            "picks {scientist_name}: mat with {colonist_amount}, {money_amount}, {food_amount}, 5 perks face up, "
            "{chits} action chits"
        ),
        "MCB-SETUP-MAT",
        "MCB-SETUP-PERKS",
        "MCB-SETUP-PERKS-VISIBLE",
        actor=p,
        scientist_name=compiled(s.game).scientists[sci],
        colonist_amount=amount_later(MAT_COLONISTS, "colonists"),
        money_amount=amount_later(MAT_MONEY, "money"),
        food_amount=amount_later(MAT_FOOD, "food"),
        chits=ACTION_CHITS,
    )
    if p + 1 < s.players:
        s.goto("choose_scientist")
        s.to_act = p + 1
        return False
    own_lists(s)
    s.goto("reveal")
    return True


def do_lose_building(s, action: Action) -> bool:
    """The building to lose in the cascade (:func:`.effects.lose_building`)."""
    own_lists(s)
    effects.lose_building(s, action.actor, action["card"])
    return True


def do_choose_perk(s, action: Action) -> bool:
    """The perk to add on top of the progress deck (:func:`.effects.choose_perk`)."""
    own_lists(s)
    effects.choose_perk(s, action.actor, action["perk"])
    return True


def do_place_boxes(s, action: Action) -> bool:
    """The buildings that take RESTOCK's boxes (:func:`.effects.choose_boxes`)."""
    own_lists(s)
    effects.choose_boxes(s, action.actor, action["cards"])
    return True


def do_discard(s, action: Action) -> bool:
    """The cards to discard (:func:`.effects.discard`)."""
    own_lists(s)
    effects.discard(s, action.actor, action["cards"])
    return True


def do_may(s, action: Action) -> bool:
    """Follow an optional instruction or not (:func:`.effects.choose_may`)."""
    own_lists(s)
    effects.choose_may(s, action.actor, action["take"])
    return True


def do_ability_order(s, action: Action) -> bool:
    """An action's building abilities before or after it (:func:`.effects.choose_order`)."""
    own_lists(s)
    effects.choose_order(s, action.actor, action["first"])
    return True


#: each action kind's handler; it says whether the automatic steps follow (:func:`run`)
_HANDLERS = {
    "work": do_work,
    "build": do_work,
    "choose_scientist": do_choose_scientist,
    "lose_building": do_lose_building,
    "choose_perk": do_choose_perk,
    "place_boxes": do_place_boxes,
    "discard": do_discard,
    "may": do_may,
    "ability_order": do_ability_order,
}


def next_worker(s, start: int) -> int | None:
    """The next seat (from ``start``) with an action chit left (MCB-NO-CHIT)."""
    chits = s.data["chits"]
    for q in range(start, s.players):
        if len(chits[q]) < ACTION_CHITS:
            return q
        s.emit(
            _("all {n} action chits are used until the next reshuffle: no Work action this time"),
            "MCB-NO-CHIT",
            actor=q,
            n=ACTION_CHITS,
        )
    return None


def own_lists(s) -> None:
    """Give this position its own copy of the lists the resolution changes in place
    most moves (:data:`_LISTS`), which it shares with the position it was copied from
    until now (``MoonColonyState._clone_data``). The others (hands, the building discard pile,
    the tableau, the scientists and perks) are copied where a move changes them
    (:func:`set_seat`, :func:`discard_cards`, :func:`own_tableau`)."""
    d = s.data
    d.update(zip(_LISTS, map(list.copy, _lists_of(d)), strict=True))


# ------------------------------------------------------------------ the flow
def run(s) -> None:
    """Advance through automatic nodes until a decision is needed or the game ends."""
    d = s.data
    while not s.is_over:
        ph = s.phase
        if ph == "resolve":
            if not effects.drain(s):
                return
            if d["failed_colonies"]:
                settle(s)  # MCB-LOSS-EVERYONE: a failure found while resolving ends the game now
                if s.is_over:
                    return
            if d["progress_added"]:
                shuffle_added(s)
            card = d["revealed"]
            if card is not None:
                # MCB-REVEALED-CYCLES: a resolved card comes back after the next reshuffle
                d["progress_discard"].append(card)
                d["revealed"] = None
            s.goto("reveal")
            reveal(s)
        elif ph == "reveal":
            reveal(s)
        elif ph == "reshuffle":
            d["progress_deck"] = tuple(d["progress_discard"])
            d["progress_discard"] = []
            d["chits"] = [()] * s.players
            k = len(d["progress_deck"])
            s.emit(
                ngettext(
                    "the progress deck is empty: its discard pile ({n} card) is shuffled "
                    "into a new progress deck; every action chit comes off the mats",
                    "the progress deck is empty: its discard pile ({n} cards) is shuffled "
                    "into a new progress deck; every action chit comes off the mats",
                    k,
                ),
                "MCB-RESHUFFLE",
                "MCB-RESHUFFLE-CHITS",
                n=k,
            )
            s.goto("reveal")
        else:
            return


def reveal(s) -> None:
    """Turn over the next progress card and go to the node for its kind (MCB-REVEAL)."""
    d = s.data
    top = d["progress_on_top"]
    if top:
        card = top.pop()
    else:
        pile = d["progress_deck"]
        if not pile:
            s.goto("reshuffle")
            return
        i = s.chance.draw_index("progress", pile)
        card = pile[i]
        d["progress_deck"] = pile[:i] + pile[i + 1 :]
    turn = d["turn"] = d["turn"] + 1
    d["revealed"] = card
    if card == "work":
        s.emit(
            _("turn {turn}: Work is revealed; each player places an action chit"),
            "MCB-REVEAL",
            "MCB-WORK",
            turn=turn,
        )
        s.goto("work")
        first = next_worker(s, 0)
        if first is None:
            start_work(s)
        else:
            s.to_act = first
        return
    if card == "trouble":
        # one log line for the reveal and the event it adds (written by _add)
        s.goto("trouble")
        # the source lives only while this step resolves: it is put into words now
        d["instructions"].append(
            Instruction(
                "add", None, "event", 0, _("turn {turn}: Trouble is revealed").format(turn=turn)
            )
        )
        s.goto("resolve")
        return
    n = s.players
    plans = compiled(s.game).plans
    plan = plans.get((card, n))
    if plan is None:
        plan = plans[(card, n)] = _plan(compiled(s.game), card, n)
    phase, kind, words, rules, items = plan
    s.goto(phase)
    s.emit(_reveal_text(kind), *rules, turn=turn, **words)
    d["instructions"].extend(items)
    s.goto("resolve")


def _reveal_text(kind: str) -> str:
    """The log line of a revealed card (not Work nor Trouble), in the language in use;
    its words (the turn, and the plan's: :func:`_plan`) fill it when the log is read."""
    if kind == "perk":
        return _("turn {turn}: {player}'s perk {perk} is revealed; it affects only {player}")
    if kind == "robot":
        return _(
            "turn {turn}: robot {robot_name} is revealed: everyone first loses {amount}, "
            "then follows its instructions"
        )
    if kind == "twist":
        return _("turn {turn}: twist {card} is revealed; everyone follows it")
    if kind == "dev":
        return _("turn {turn}: development {card} is revealed; everyone follows it")
    return _("turn {turn}: event {card} is revealed; everyone follows it")


def _plan(comp, card: str, n: int) -> tuple:
    """What revealing ``card`` in an ``n``-player game does: its node, the kind of its log
    line (:func:`_reveal_text`) and the line's words but the turn (kept as data, so the
    words are those of the language in use), the rules it cites, and its instructions
    (already reversed for the stack). Plans depend only on the card and the content, so
    each is computed once per content (kept in ``comp.plans``)."""
    kind, _, rest = card.partition(":")
    phase = _CARD_PHASE[kind]
    rules: tuple[str, ...]
    words: dict
    if kind == "perk":
        owner_s, _, perk = rest.partition(":")
        owner = int(owner_s)
        c = comp.perks[perk]
        words = {"player": f"P{owner + 1}", "perk": c.name}
        rules = ("MCB-REVEAL", "MCB-PERK-OWNER")
        items = []
        for e in c.effects:
            items += [Instruction(e[0], owner, e[1], e[2], c.name), _SETTLE]
    elif kind == "robot":
        c = comp.robots[rest]
        words = {"robot_name": c.name, "amount": amount_later(c.colonists, "colonists")}
        rules = ("MCB-REVEAL", "MCB-FAQ-ROBOT-LOSS-FIRST", "MCB-FAQ-ROBOT-INSTRUCTIONS")
        items = [Instruction("lose_all", 0, "colonists", c.colonists, c.name)]
        items += shared_items(c.effects, n, c.name)
    else:
        table = {"twist": comp.twists, "dev": comp.developments, "event": comp.events}[kind]
        c = table[rest]
        rules = {
            "twist": ("MCB-REVEAL", "MCB-TWIST"),
            "dev": ("MCB-REVEAL", "MCB-DEVELOPMENT"),
            "event": ("MCB-REVEAL",),
        }[kind]
        words = {"card": c.name}
        items = shared_items(c.effects, n, c.name)
    return phase, kind, words, rules, tuple(reversed(items))


def shared_items(effects, n: int, src: str) -> list:
    """A card everyone follows, effect by effect: each effect is resolved for every
    player (seat order) before the next one. Adding a card of a shared deck (event,
    robot, development) happens once, not once per player; gains and losses that are
    the same for everyone are one instruction (and one log line) for all."""
    items = []
    for e in effects:
        do, a, b = e
        if do == "add" and a != "perk":
            items.append(Instruction(do, None, a, b, src))
        elif do == "gain" or do == "lose":
            items.append(Instruction(do + "_all", 0, a, b, src))
        elif do == "paperwork":
            # MCB-PAPERWORK: everyone draws, then everyone discards
            items.extend(Instruction("paperwork", p, 1, 0, src) for p in range(n))
            items.extend(Instruction("paperwork_discard", p, 0, 0, src) for p in range(n))
        else:
            items.extend(Instruction(do, p, a, b, src) for p in range(n))
        # MCB-LOSS-EVERYONE: the end is decided once the effect has reached every colony
        items.append(_SETTLE)
    return items


def start_work(s) -> None:
    """Everyone has chosen: reveal the chits and queue each player's action (seat order)."""
    d = s.data
    choices = d["work_choice"]
    chits = d["chits"]
    items = []
    said = []
    for p in range(s.players):
        ch = choices[p]
        if ch is None:
            continue
        choices[p] = None
        space = ch.space
        if space != "build":
            # MINE and FARM yields are fixed: said here rather than on a line of their own
            items.append(Instruction("work", p, space, 1 if space in _BASE else 0, "Work"))
            said.append((p, space, None))
        else:
            card = ch.card
            items.append(Instruction("build", p, card, ch.food, "Work"))
            said.append((p, space, compiled(s.game).buildings[card].name if card != "-" else None))
        chits[p] += (space,)
    s.emit(
        _("chits revealed: {choices}"),
        "MCB-WORK",
        "MCB-CHIT-SPACE",
        "MCB-SIMULTANEOUS-ORDER",
        choices=Later(_chits_words, tuple(said)),
    )
    items.append(_SETTLE)
    push(d, items)
    s.goto("resolve")


def _chits_words(said: tuple[tuple[int, str, str | None], ...]) -> str:
    """The chits revealed, in words: ``P1 MINE (+4 money), P2 BUILD Iron Mine``. ``said``:
    per player who works, the seat, the work space and for BUILD the building's name
    (``None``: nothing)."""
    out = []
    for p, space, name in said:
        who = f"P{p + 1}"
        if space == "build":
            out.append(
                _("{player} BUILD {building_name}").format(player=who, building_name=name)
                if name is not None
                else _("{player} BUILD nothing").format(player=who)
            )
            continue
        base = _BASE.get(space)
        # "P1 MINE (+4 money)": the player, the mat's word and the yield (no words to translate)
        out.append(
            f"{who} {action_word(space)} ({amount(base[1], base[0], '+')})"
            if base
            else f"{who} {action_word(space)}"
        )
    return ", ".join(out) or _("nobody works")


def shuffle_added(s) -> None:
    """The cards added together while a card resolved are shuffled (MCB-ADD-SHUFFLE):
    chance key ``added`` picks, one at a time, the card that happens first."""
    d = s.data
    k = d["progress_added"]
    d["progress_added"] = 0
    if k < 2:
        return
    top = d["progress_on_top"]
    pile = top[-k:]
    order = []
    while pile:
        card = s.chance.draw("added", tuple(pile))
        pile.remove(card)
        order.append(card)
    top[-k:] = order[::-1]  # the last of the list is next
    s.emit(
        _(
            "the {n} cards just added to the progress deck are shuffled together: they happen "
            "in a random order"
        ),
        "MCB-ADD-SHUFFLE",
        "MCB-ADD-ON-TOP",
        n=k,
    )


# ------------------------------------------------------------- primitives
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
            s.emit(
                _("the building deck is empty: its discard pile is shuffled into a new one"),
                "MCB-BUILDING-DECK-EMPTY",
            )
        deck = d["building_deck"]
        i = s.chance.draw_index("building", deck)
        card = deck[i]
        d["building_deck"] = deck[:i] + deck[i + 1 :]
        set_seat(d, "hand", p, d["hand"][p] + (card,))
        got += 1
    return got
