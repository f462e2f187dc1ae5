"""Resolving card instructions, and losing colonists.

Instructions wait on a stack (``data["instructions"]``, last item next) as tuples
``(op, player, a, b, source)``, queued by the progress card revealed or the Work
(:mod:`.moves`). :func:`drain` resolves them, one handler per instruction, and stops
when one needs a decision (the building to lose, the perk to add); the choices that
answer those decisions (``choose_*``, :func:`lose_building`, :func:`discard`) resume
them. Losing colonists is resolved here too: the cascade (mat -> building of the
player's choice -> LOST -> continue), colony failure, Hunger and Paperwork; the end of
the game and the final count are :mod:`.scoring`'s.
"""

from __future__ import annotations

from lunarrules.i18n import _, ngettext, pgettext
from lunarrules.kernel import Later

from . import moves
from .content import ACTIONS, compiled
from .params import (
    FARM_FOOD,
    HUNGER_NONE_FOOD,
    HUNGER_PUBLISHED_NONE,
    HUNGER_PUBLISHED_UNFED,
    HUNGER_UNFED_EXTRA,
    MINE_MONEY,
    PAPERWORK_DISCARD,
    PAPERWORK_DRAW,
    RESEARCH_DRAW,
    RESTOCK_BOXES,
)
from .scoring import end_game, settle
from .table import (
    Failure,
    InPlay,
    Instruction,
    box_room,
    food_available,
    money_available,
    printed_colonists,
)
from .words import (
    action_word,
    amount,
    amount_later,
    boxes,
    building_cards,
    buildings,
    cards,
    effect_words,
    source_later,
    source_words,
)
from .words import cards as _cards

#: the work spaces as the table keeps them in instruction sources (English: put into
#: words where shown, by :func:`.words.source_words`)
_UPPER = {"mine": "MINE", "farm": "FARM", "restock": "RESTOCK", "research": "RESEARCH", "build": "BUILD"}
#: the rules an action's log line cites (MCB-ACTION-YIELD); RESTOCK's also the placing of boxes
_YIELD_RULES = ("MCB-ACTION-YIELD", "MCB-FAQ-TRIGGER-ALWAYS")
_RESTOCK_RULES = _YIELD_RULES + ("MCB-RESTOCK-PLACE",)
#: each action's word (MINE, FARM...) for the log, put into words when it is read
_ACTION_WORDS = {act: Later(action_word, act) for act in ACTIONS}


# ------------------------------------------------------------------ the queue
def _on_top(d: dict, card: str) -> None:
    """Put ``card`` on top of the progress deck (MCB-ADD-ON-TOP) and count it among the
    cards added while this card resolves (MCB-ADD-SHUFFLE)."""
    d["progress_on_top"].append(card)
    d["progress_added"] += 1


def drain(s) -> bool:
    """Resolve queued instructions; ``False`` if stopped for a decision or the end."""
    d = s.data
    q = d["instructions"]
    while q:
        op, p, a, b, src = q.pop()
        if op == "settle" and not d["failed_colonies"]:
            continue  # MCB-LOSS-EVERYONE: no colony failed meanwhile, nothing to settle
        _HANDLERS[op](s, p, a, b, src)
        if s.is_over or d["decision"] is not None:
            return False
    return True


# ------------------------------------------------------------- instructions
def _gain(s, p, res, n, src):
    s.data[res][p] += n
    s.emit(_("{source}: {amount} on the mat"),
           "MCB-RESOURCES", actor=p, source=source_later(src), amount=amount_later(n, res, "+"))


def _gain_all(s, _p, res, n, src):
    held = s.data[res]
    for p in range(s.players):
        held[p] += n
    s.emit(_("{source}: {amount} on every mat"),
           "MCB-RESOURCES", source=source_later(src), amount=amount_later(n, res, "+"))


def _lose_all(s, start, res, n, src):
    d = s.data
    if res != "colonists":
        short = []
        for p in range(s.players):
            took = moves.spend(s, p, res, n)
            if took < n:
                short.append(_("{player} had only {n}").format(player=f"P{p + 1}", n=took))
        text = (_("{source}: every player loses {amount} ({short})") if short
                else _("{source}: every player loses {amount}"))
        s.emit(text,
               "MCB-RESOURCE-FLOOR", "MCB-BOXES", source=source_later(src), amount=amount_later(n, res),
               short=", ".join(short))
        return
    # Colonists: players whose mat covers the loss (without emptying the colony) are
    # logged together; the first one it does not cover goes through the cascade, and
    # the players after them continue once that cascade is over.
    col = d["colonists"]
    done = []
    for p in range(start, s.players):
        mat = col[p]
        if mat > n or (mat == n and printed_colonists(s, p)):
            col[p] = mat - n
            done.append((p, mat, mat - n))
            continue
        if done:
            _mat_losses(s, src, n, done)
        if p + 1 < s.players:
            d["instructions"].append(Instruction("lose_all", p + 1, "colonists", n, src))
        cascade(s, p, n, src)
        return
    if done and n:
        _mat_losses(s, src, n, done)


def _mat_losses(s, src: str, n: int, done: list) -> None:
    """One line for the players whose mat covered a loss everyone takes."""
    s.emit(_("{source}: loses {amount} from the mat: {players}"),
           "MCB-LOSS-MAT-FIRST", source=source_later(src), amount=amount_later(n, "colonists"),
           players=Later(_mat_changes, tuple(done)))


def _mat_changes(done: tuple[tuple[int, int, int], ...]) -> str:
    """``P1 from 30 to 29, P2 from 30 to 29``: each player's colonists before and after."""
    return ", ".join(_("{player} from {before} to {after}").format(player=f"P{p + 1}", before=before, after=after)
                     for p, before, after in done)


def _lose(s, p, res, n, src):
    if res == "colonists":
        cascade(s, p, n, src)
        return
    took = moves.spend(s, p, res, n)
    text = _("{source}: loses {amount} (had only {n})") if took < n else _("{source}: loses {amount}")
    s.emit(text,
           "MCB-RESOURCE-FLOOR", "MCB-BOXES", actor=p, source=source_later(src),
           amount=amount_later(took, res), n=took)


def _lose_per_building(s, p, res, n, src):
    k = len(s.data["tableau"][p])
    if res == "colonists" and k * n:
        cascade(s, p, k * n, src, Later(_per_building, n, res, k, ": "), ("MCB-REVEAL",))
        return
    s.emit(_("{source}: {why}"), "MCB-REVEAL", actor=p, source=source_later(src),
           why=Later(_per_building, n, res, k, ""))
    if k * n:
        _lose(s, p, res, k * n, src)


def _per_building(n: int, res: str, k: int, sep: str) -> str:
    """``1 colonist for each of 2 buildings``: a loss per building in words, then ``sep``."""
    return _("{amount} for each of {building_names}").format(amount=amount(n, res), building_names=buildings(k)) + sep


def _action(s, p, act, _b, src):
    perform_action(s, p, act, src)


def perform_action(s, p, act, src, announced: bool = False, order: str = "") -> None:
    """``act`` happens for ``p``: its base yield, then every building tied to it, each
    copy separately (MCB-FAQ-TRIGGER-ALWAYS, MCB-STACK, MCB-FAQ-COPIES).

    Abilities that only gain resources are applied at once and named in the same log
    line; the others are queued, before or after the action as the player chooses
    (``order``: ``""`` not chosen yet, ``"abilities"`` or ``"action"`` first, ``"done"``
    the abilities already resolved; MCB-ABILITY-ORDER). ``announced``: the base yield
    was already logged (on the Work card's chits line), so a MINE or FARM with no
    building to trigger adds no line of its own."""
    d = s.data
    b = compiled(s.game).buildings
    tab = d["tableau"][p]
    # the buildings it triggers (id: copies) and the abilities that are not plain gains,
    # which wait on the stack (with "done" they have already resolved)
    names: dict[str, int] = {}
    queued = []
    for bid, _stock in tab:
        bld = b[bid]
        fx = getattr(bld, act)
        if not fx:
            continue
        if not bld.gains_only[act]:
            if order == "done":
                continue
            queued += [Instruction(e[0], p, e[1], e[2], bld.name) for e in fx]
        names[bid] = names.get(bid, 0) + 1
    if queued and not order:
        sources = list(dict.fromkeys(it[4] for it in queued))
        d["decision"] = {"kind": "ability_order", "player": p, "act": act, "source": src,
                        "announced": announced, "names": sources}
        s.goto("ability_order")
        s.to_act = p
        s.emit(ngettext("{source}: {action} triggers {building_names}: {player} resolves its ability before or "
                        "after the action",
                        "{source}: {action} triggers {building_names}: {player} resolves those abilities before "
                        "or after the action", len(queued)),
               "MCB-ABILITY-ORDER", actor=p, source=source_later(src), action=_ACTION_WORDS[act],
               building_names=", ".join(sources), player=f"P{p + 1}")
        return
    if order == "abilities":
        moves.push(d, queued + [Instruction("action_after", p, act, int(announced), src)])
        return
    drawn = 0
    if act == "mine":
        d["money"][p] += MINE_MONEY
    elif act == "farm":
        d["food"][p] += FARM_FOOD
    elif act == "research":
        drawn = moves.draw(s, p, RESEARCH_DRAW)
    # MCB-RESTOCK-PLACE: the boxes are placed first, then the buildings it triggers
    items = [Instruction("place_boxes", p, RESTOCK_BOXES, 0, src)] if act == "restock" and tab else []
    rules: tuple[str, ...] = _RESTOCK_RULES if act == "restock" else _YIELD_RULES
    items += queued
    if not names:
        if not announced:
            s.emit(_("{source}: {action} happens: {base}"),
                   *rules, actor=p, source=source_later(src), action=_ACTION_WORDS[act],
                   base=Later(_yield, act, bool(tab), drawn))
        if items:
            moves.push(d, items)
        return
    triggered = []
    for bid, v in names.items():
        bld = b[bid]
        triggered.append((bld, v))
        if bld.gains_only[act]:
            for _do, res, n in getattr(bld, act):
                d[res][p] += n * v  # each copy gains (MCB-STACK)
    rules += ("MCB-BUILD-TRIGGER",)
    if any(v > 1 for v in names.values()):
        rules += ("MCB-STACK", "MCB-FAQ-COPIES")
    s.emit(_("{source}: {action} happens: {base}; triggers {building_names}"),
           *rules, actor=p, source=source_later(src), action=_ACTION_WORDS[act],
           base=Later(_yield, act, bool(tab), drawn), building_names=Later(_triggered, act, tuple(triggered)))
    if items:
        moves.push(d, items)


def _triggered(act: str, triggered: tuple) -> str:
    """The buildings ``act`` triggers, in words: ``Iron Mine (+1 money), 2 copies of
    Records Vault``. ``triggered``: each building (:class:`.content.Building`) with the
    copies of it that trigger; plain gains are named with what they gave."""
    return ", ".join(
        # TRANSLATORS: a building whose rules trigger, and how many copies of it do
        (_("{count} copies of {building_name}").format(building_name=bld.name, count=v) if v > 1
         else bld.name)
        + (f" ({bld.describe(act, v)})" if bld.gains_only[act] else "")
        for bld, v in triggered
    )


def _yield(act: str, has_buildings: bool, drawn: int) -> str:
    """What an action gives by itself, in words (MCB-ACTION-YIELD): "+4 money"."""
    if act == "mine":
        return amount(MINE_MONEY, "money", "+")
    if act == "farm":
        return amount(FARM_FOOD, "food", "+")
    if act == "restock":
        return (_("{boxes} to put on their buildings") if has_buildings
                else _("no building to put {boxes} on: nothing")).format(boxes=boxes(RESTOCK_BOXES))
    return _("draws {cards}").format(cards=building_cards(drawn))


def _action_after(s, p, act, announced, src):
    """The action itself, after the abilities the player chose to resolve first."""
    perform_action(s, p, act, src, bool(announced), "done")


def choose_order(s, p, first: str) -> None:
    """The player's order for an action's building abilities (MCB-ABILITY-ORDER)."""
    d = s.data
    pend = d["decision"]
    d["decision"] = None
    text = (_("{source}: {building_names} before {action}") if first == "abilities"
            else _("{source}: {action} before {building_names}"))
    s.emit(text,
           "MCB-ABILITY-ORDER", actor=p, source=source_later(pend["source"]),
           building_names=", ".join(pend["names"]), action=_ACTION_WORDS[pend["act"]])
    perform_action(s, p, pend["act"], pend["source"], pend["announced"], first)
    s.goto("resolve")


def _place_boxes(s, p, n, _b, src):
    """RESTOCK's boxes go on the player's buildings, their choice (MCB-RESTOCK-PLACE);
    what does not fit is lost (MCB-AS-MUCH-AS-YOU-CAN)."""
    d = s.data
    room = box_room(s, p)
    if not room:
        s.emit(ngettext("{source}: no building of theirs can take a box: the {n} box is lost",
                        "{source}: no building of theirs can take a box: the {n} boxes are lost", n),
               "MCB-RESTOCK-PLACE", "MCB-AS-MUCH-AS-YOU-CAN", actor=p, source=source_later(src),
               n=n)
        return
    limited = [v for v in room.values() if v is not None]
    total = sum(limited) if len(limited) == len(room) else None
    k = n if total is None else min(n, total)
    if len(room) == 1 or k == total:
        cards = [bid for bid, r in room.items() for _i in range(k if r is None else r)][:k]
        put_boxes(s, p, cards, src, n)
        return
    d["decision"] = {"kind": "place_boxes", "player": p, "n": k, "source": src}
    s.goto("place_boxes")
    s.to_act = p
    s.emit(_("{source}: {player} puts {boxes} on their buildings (any of {building_names}; two on one or one "
             "on each)"),
           "MCB-RESTOCK-PLACE", actor=p, source=source_later(src), player=f"P{p + 1}",
           boxes=Later(boxes, k),
           building_names=", ".join(compiled(s.game).buildings[bid].name for bid in room))


def put_boxes(s, p, cards, src: str, asked: int | None = None) -> None:
    """Put one box per named building id, each on the copy with the fewest boxes that
    has room (MCB-RESTOCK-PLACE); ``asked``: boxes given, when fewer fit."""
    d = s.data
    b = compiled(s.game).buildings
    tab = moves.own_tableau(d, p)
    counts: dict[str, int] = {}
    for c in cards:
        # the copy with room and the fewest boxes, the first of them (the placement was
        # checked legal, or fitted by _place_boxes: there is one)
        best = min((i for i, (bid, stock) in enumerate(tab)
                    if bid == c and (not b[bid].boxes or stock < b[bid].boxes)), key=lambda i: tab[i][1])
        tab[best] = InPlay(c, tab[best][1] + 1)
        counts[b[c].name] = counts.get(b[c].name, 0) + 1
    rules = ["MCB-RESTOCK-PLACE", "MCB-BOXES"]
    placed = ", ".join(f"{name} {k}" for name, k in counts.items())
    short = (asked or len(cards)) - len(cards)
    if short:
        text = ngettext("{source}: puts {boxes} on their buildings: {placed}; {n} box does not fit",
                        "{source}: puts {boxes} on their buildings: {placed}; {n} boxes do not fit", short)
        rules.append("MCB-AS-MUCH-AS-YOU-CAN")
    else:
        text = _("{source}: puts {boxes} on their buildings: {placed}")
    s.emit(text,
           *rules, actor=p, source=source_later(src), boxes=Later(boxes, len(cards)), placed=placed,
           n=short)


def choose_boxes(s, p, cards) -> None:
    """The player's placement of RESTOCK's boxes (MCB-RESTOCK-PLACE)."""
    d = s.data
    pend = d["decision"]
    d["decision"] = None
    put_boxes(s, p, cards, pend["source"])
    s.goto("resolve")


def _discard(s, p, n, _b, src):
    """A card's ``discard``: the player discards ``n`` cards of their choice (MCB-DISCARD);
    a hand of ``n`` or fewer is discarded whole (MCB-AS-MUCH-AS-YOU-CAN)."""
    d = s.data
    hand = d["hand"][p]
    if len(hand) <= n:
        moves.discard_cards(d, hand)
        moves.set_seat(d, "hand", p, ())
        s.emit(_("{source}: discards {cards}, the whole hand ({n} to discard)"),
               "MCB-DISCARD", "MCB-AS-MUCH-AS-YOU-CAN", actor=p, source=source_later(src),
               cards=Later(cards, len(hand)), n=n)
        return
    d["decision"] = {"kind": "discard", "player": p, "n": n, "source": src, "rule": "MCB-DISCARD"}
    s.goto("discard")
    s.to_act = p
    s.emit(_("{source}: {player} must discard {n} of the {cards} in hand"),
           "MCB-DISCARD", actor=p, source=source_later(src), player=f"P{p + 1}", n=n,
           cards=Later(cards, len(hand)))


def _may(s, p, effect, _b, src):
    """An optional instruction (MCB-MAY): its player decides now whether to follow it."""
    d = s.data
    d["decision"] = {"kind": "may", "player": p, "effect": effect, "source": src}
    s.goto("may")
    s.to_act = p
    s.emit(_("{source}: {player} decides whether to follow the optional \"{effect}\""),
           "MCB-MAY", actor=p, source=source_later(src), player=f"P{p + 1}",
           effect=effect_words(effect))


def choose_may(s, p, take: bool) -> None:
    """The player's answer to a "may" (MCB-MAY): yes resolves the instruction now."""
    d = s.data
    pend = d["decision"]
    d["decision"] = None
    e = pend["effect"]
    text = _("{source}: follows \"{effect}\"") if take else _("{source}: declines \"{effect}\"")
    s.emit(text, "MCB-MAY", actor=p, source=source_later(pend["source"]), effect=effect_words(e))
    if take:
        moves.push(d, [Instruction(e[0], p, e[1], e[2], pend["source"])])
    s.goto("resolve")


def _spend_box(s, p, effect, bid, src):
    """Spend a box from this building for ``effect`` (MCB-SPEND-BOX): one box per time the
    ability happens, from the copy holding the most; no box on it, no effect."""
    d = s.data
    tab = d["tableau"][p]
    best = None
    for i, (b, stock) in enumerate(tab):
        if b == bid and stock and (best is None or stock > tab[best][1]):
            best = i
    name = compiled(s.game).buildings[bid].name
    if best is None:
        s.emit(_("{source}: no box on {building_name} to spend, so nothing happens (a box would buy: {effect})"),
               "MCB-SPEND-BOX", "MCB-AS-MUCH-AS-YOU-CAN", actor=p, source=source_later(src),
               building_name=name, effect=effect_words(effect))
        return
    stock = tab[best][1]
    moves.own_tableau(d, p)[best] = InPlay(bid, stock - 1)
    s.emit(_("{source}: spends a box from {building_name} (from {before} boxes to {after}), then: {effect}"),
           "MCB-SPEND-BOX", "MCB-BOXES", actor=p, source=source_later(src), building_name=name,
           before=stock, after=stock - 1, effect=effect_words(effect))
    moves.push(d, [Instruction(effect[0], p, effect[1], effect[2], src)])


def _draw(s, p, n, _b, src):
    got = moves.draw(s, p, n)
    s.emit(_("{source}: draws {cards}"),
           "MCB-RESOURCES", actor=p, source=source_later(src), cards=building_cards(got))


def _work(s, p, space, announced, src):
    perform_action(s, p, space, _UPPER[space], bool(announced))


def _build(s, p, card, food, src):
    d = s.data
    if card == "-":
        s.emit(_("BUILD: builds nothing"), "MCB-BUILD-NOTHING", actor=p)
        return
    bld = compiled(s.game).buildings[card]
    if money_available(s, p) < bld.cost - food or food_available(s, p) < food:
        # the choice was legal when made; only custom content could take resources
        # from this player before their turn to resolve
        s.emit(_("BUILD: can no longer pay {cost} for {building_name}: builds nothing"),
               "MCB-BUILD-COST", "MCB-BUILD-NOTHING", actor=p, cost=amount_later(bld.cost, "money"),
               building_name=bld.name)
        return
    hand = d["hand"][p]
    if card not in hand:
        # as above: only custom content could take the card from the hand meanwhile
        s.emit(_("BUILD: {building_name} is no longer in hand: builds nothing"),
               "MCB-BUILD-NOTHING", actor=p, building_name=bld.name)
        return
    paid_f = moves.spend(s, p, "food", food) if food else 0
    paid_m = moves.spend(s, p, "money", bld.cost - food)
    i = hand.index(card)
    moves.set_seat(d, "hand", p, hand[:i] + hand[i + 1:])
    rules = ["MCB-BUILD-COST"]
    if any(bid == card for bid, _stock in d["tableau"][p]):
        rules.append("MCB-FAQ-COPIES-ALLOWED")
    moves.own_tableau(d, p).append(InPlay(card, 0))
    if paid_f:
        rules.append("MCB-FAQ-POTATO")
        text = _("BUILD: builds {building_name} for {money_amount} and {food_amount} as money; its PLAY rules resolve now")
    else:
        text = _("BUILD: builds {building_name} for {money_amount}; its PLAY rules resolve now")
    if any(e[0] == "action" for e in bld.play):
        rules += ["MCB-FAQ-KALE", "MCB-FAQ-TRIGGER-ALWAYS"]
    s.emit(text,
           *rules, actor=p, building_name=bld.name, money_amount=amount_later(paid_m, "money"),
           food_amount=amount_later(paid_f, "food"))
    moves.push(d, [Instruction(e[0], p, e[1], e[2], f"{bld.name} PLAY") for e in bld.play])


def _take(cards: tuple, card: str) -> tuple | None:
    """``cards`` without its first copy of ``card`` (``None`` if none is left)."""
    if card not in cards:
        return None
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def _add_named(s, p, deck, card, src) -> None:
    """Add the card a card names (MCB-ADD-NAMED): that card, taken from its deck, goes on
    top; if no copy of it is left, nothing is added (MCB-DEV-COPIES, MCB-AS-MUCH-AS-YOU-CAN)."""
    d = s.data
    comp = compiled(s.game)
    key, table, prefix = {
        "event": ("event_deck", comp.events, "event:"),
        "robot": ("robot_deck", comp.robots, "robot:"),
        "development": ("development_deck", comp.developments, "dev:"),
        "perk": ("perks", comp.perks, None),
        "twist": ("twist_deck", comp.twists, "twist:"),
    }[deck]
    name = table[card].name
    rules = ["MCB-ADD-NAMED"] + (["MCB-DEV-COPIES"] if deck == "development" else [])
    left = _take(d[key][p] if deck == "perk" else d.get(key, ()), card)
    if left is None:
        who = f"P{p + 1}" if p is not None else ""
        s.emit(_no_copy_left(deck),
               *rules, "MCB-AS-MUCH-AS-YOU-CAN", actor=p, source=source_later(src), card=name,
               player=who)
        return
    if deck == "perk":
        moves.set_seat(d, "perks", p, left)
        _on_top(d, f"perk:{p}:{card}")
        s.emit(_("{source}: perk {card} goes on top of the progress deck"),
               *rules, "MCB-PERK-ADD", "MCB-PERK-OWNER", "MCB-ADD-ON-TOP", actor=p,
               source=source_later(src), card=name)
        return
    d[key] = left
    if deck == "twist":
        d["twists"] += (card,)
        rules.append("MCB-TWIST-ADD")
    if deck == "event" and card in comp.manual_events:
        s.emit(_("{source}: the event added is {card}"),
               *rules, "MCB-END-MANUAL", source=source_later(src), card=name)
        end_game(s, _("instruction manual: {card} was drawn").format(card=name), ("MCB-END-MANUAL",))
        return
    _on_top(d, prefix + card)
    s.emit(_goes_on_top(deck),
           *rules, "MCB-ADD-ON-TOP", actor=p, source=source_later(src), card=name)


def _no_copy_left(deck: str) -> str:
    """"no copy of ... is left": the message for an add that names a card no longer there."""
    if deck == "perk":
        return _("{source}: no copy of perk {card} is left in {player}'s perks; nothing is added")
    if deck == "event":
        return _("{source}: no copy of event {card} is left in the event deck; nothing is added")
    if deck == "robot":
        return _("{source}: no copy of robot {card} is left in the robot deck; nothing is added")
    if deck == "development":
        return _("{source}: no copy of development {card} is left in the development deck; nothing is added")
    return _("{source}: no copy of twist {card} is left in the twist deck; nothing is added")


def _goes_on_top(deck: str) -> str:
    """"... goes on top of the progress deck": the message for a card a card names."""
    if deck == "event":
        return _("{source}: event {card} goes on top of the progress deck")
    if deck == "robot":
        return _("{source}: robot {card} goes on top of the progress deck")
    if deck == "development":
        return _("{source}: development {card} goes on top of the progress deck")
    return _("{source}: twist {card} goes on top of the progress deck")


def _add(s, p, deck, card, src):
    if card:
        _add_named(s, p, deck, card, src)
        return
    d = s.data
    comp = compiled(s.game)
    source = source_later(src)
    if deck == "event":
        if not d["event_deck"]:
            s.emit(_("{source}: an event must be added but the event deck has run out"),
                   "MCB-END-EVENTS", "MCB-END", source=source)
            end_game(s, _("event deck ran out: no event left to add"), ("MCB-END-EVENTS", "MCB-END"))
            return
        ev = d["event_deck"][0]
        d["event_deck"] = d["event_deck"][1:]
        if ev in comp.manual_events:
            name = comp.events[ev].name
            s.emit(_("{source}: the event drawn is {card}"),
                   "MCB-END-MANUAL", source=source, card=name)
            end_game(s, _("instruction manual: {card} was drawn").format(card=name), ("MCB-END-MANUAL",))
            return
        _on_top(d, "event:" + ev)
        left = len(d["event_deck"])
        s.emit(ngettext("{source}: event {card} goes on top of the progress deck ({n} event left)",
                        "{source}: event {card} goes on top of the progress deck ({n} events left)", left),
               "MCB-REVEAL", "MCB-TROUBLE", "MCB-ADD-ON-TOP", source=source,
               card=comp.events[ev].name, n=left)
    elif deck == "robot":
        if not d["robot_deck"]:
            s.emit(_("{source}: the robot deck is empty; no robot is added"),
                   "MCB-ADD-ON-TOP", source=source)
            return
        robots = d["robot_deck"]
        i = s.chance.draw_index("robot", robots)
        r = robots[i]
        d["robot_deck"] = robots[:i] + robots[i + 1:]
        _on_top(d, "robot:" + r)
        s.emit(_("{source}: a robot ({card}) goes on top of the progress deck"),
               "MCB-ADD-ON-TOP", source=source, card=comp.robots[r].name)
    elif deck == "twist":
        pool = d.get("twist_deck", ())
        if not pool:
            s.emit(_("{source}: the twist deck is empty; no twist is added"),
                   "MCB-TWIST-ADD", "MCB-AS-MUCH-AS-YOU-CAN", source=source)
            return
        i = s.chance.draw_index("twist", pool)
        t = pool[i]
        d["twist_deck"] = pool[:i] + pool[i + 1:]
        d["twists"] += (t,)
        _on_top(d, "twist:" + t)
        s.emit(_("{source}: a twist ({card}) goes on top of the progress deck"),
               "MCB-TWIST-ADD", "MCB-ADD-ON-TOP", source=source, card=comp.twists[t].name)
    elif deck == "development":
        if not d["development_deck"]:
            s.emit(_("{source}: no development is left to add"), "MCB-ADD-ON-TOP", source=source)
            return
        dv = d["development_deck"][0]
        d["development_deck"] = d["development_deck"][1:]
        _on_top(d, "dev:" + dv)
        s.emit(_("{source}: development {card} goes on top of the progress deck"),
               "MCB-ADD-ON-TOP", "MCB-DEVELOPMENT", source=source, card=comp.developments[dv].name)
    else:
        if not d["perks"][p]:
            s.emit(_("{source}: every perk is already in the progress deck; none is added"),
                   "MCB-PERK-ADD", actor=p, source=source)
            return
        d["decision"] = {"kind": "choose_perk", "player": p, "source": src}
        s.goto("choose_perk")
        s.to_act = p
        s.emit(_("{source}: add a Perk: {player} picks one of {perks}"),
               "MCB-PERK-ADD", actor=p, source=source, player=f"P{p + 1}",
               perks=", ".join(comp.perks[k].name for k in d["perks"][p]))


def choose_perk(s, p, perk) -> None:
    """The owner's pick goes on top of the progress deck (MCB-PERK-ADD, MCB-PERK-OWNER)."""
    d = s.data
    moves.set_seat(d, "perks", p, tuple(x for x in d["perks"][p] if x != perk))
    _on_top(d, f"perk:{p}:{perk}")
    d["decision"] = None
    s.emit(_("adds perk {perk} on top of the progress deck: it is the next card"),
           "MCB-PERK-ADD", "MCB-PERK-OWNER", "MCB-ADD-ON-TOP", actor=p,
           perk=compiled(s.game).perks[perk].name)
    s.goto("resolve")


def _end_game(s, p, _a, _b, src):
    end_game(s, _("instruction manual: {card} ends the game").format(card=source_words(src)), ("MCB-END-MANUAL",))


# ---------------------------------------------------------- losing colonists
# The cascade (mat -> building of the player's choice -> LOST -> continue), colony
# failure, Hunger and Paperwork. Every step is logged with its rule ids, so the board
# and the log can replay the cascade exactly as the engine ruled it.
def cascade(s, p, need, src, why: str | Later = "", why_rules: tuple = ()) -> None:
    """Lose ``need`` colonists: mat first; if short, a building of the player's choice
    (a decision); if no building is left, the colony fails and the game ends.

    ``why`` (with ``why_rules``) opens the first log line: the reason for the loss
    (Hunger's count, Paperwork's cards...), in words (or a :class:`Later` that puts it
    into words when the log is read), ending with its separator."""
    d = s.data
    failed = d["failed_colonies"]
    if need <= 0 or failed and any(f[0] == p for f in failed):
        # a failed colony has nothing left to lose (MCB-LOSS-FAIL)
        return
    mat = d["colonists"][p]
    take = mat if mat < need else need
    d["colonists"][p] = mat - take
    left = need - take
    source = source_later(src)
    s.emit(ngettext("{source}: {why}loses {amount} from the mat (from {before} to {after}); {left} still to lose",
                    "{source}: {why}loses {amount} from the mat (from {before} to {after}); {left} still to lose",
                    left),
           *why_rules, "MCB-LOSS-MAT-FIRST", actor=p, source=source, why=why,
           amount=amount_later(take, "colonists"), before=mat, after=mat - take, left=left)
    if left == 0:
        _check_out(s, p)
        return
    t = d["tableau"][p]
    if t:
        d["decision"] = {"kind": "lose_building", "player": p, "need": left, "source": src}
        s.goto("lose_building")
        s.to_act = p
        s.emit(_("{source}: the mat is empty with {amount} still to lose: {player} must lose "
              "a building (any of {building_names}, whatever its colonists)"),
               "MCB-LOSS-BUILDING", "MCB-FAQ-ANY-BUILDING", "MCB-LOSS-REPEAT", actor=p,
               source=source, amount=amount_later(left, "colonists"), player=f"P{p + 1}",
               building_names=", ".join(_names(s, t)))
        return
    s.emit(_("{source}: no colonist on the mat and no building left, {amount} still to lose: "
             "the colony fails; the game ends once this instruction is resolved for every colony"),
           "MCB-LOSS-FAIL", "MCB-LOSS-EVERYONE", actor=p, source=source,
           amount=amount_later(left, "colonists"))
    _out(s, p, ngettext("colony failed: {player} could not lose {n} more colonist",
                        "colony failed: {player} could not lose {n} more colonists", left).format(
             player=f"P{p + 1}", n=left),
         ("MCB-LOSS-FAIL", "MCB-END-NO-COLONISTS"))


def _names(s, tableau) -> list[str]:
    """The names of the buildings in a tableau, each once, in play order."""
    b = compiled(s.game).buildings
    out: list[str] = []
    for bid, _stock in tableau:
        if b[bid].name not in out:
            out.append(b[bid].name)
    return out


def lose_building(s, p, card) -> None:
    """The player's chosen building is lost: discard it, its printed colonists go to the mat,
    its LOST abilities resolve, then the loss continues (MCB-LOSS-BUILDING)."""
    d = s.data
    pend = d["decision"]
    bld = compiled(s.game).buildings[card]
    t = d["tableau"][p]
    # the copy with the fewest boxes, the first of them (the choice was checked legal:
    # the building is in play, MCB-FAQ-ANY-BUILDING)
    best = min((i for i, (bid, _stock) in enumerate(t) if bid == card), key=lambda i: t[i][1])
    moves.own_tableau(d, p).pop(best)
    moves.discard_cards(d, (card,))
    d["colonists"][p] += bld.colonists
    d["decision"] = None
    lost = "; ".join(effect_words(e) for e in bld.lost) or pgettext("moon_colony_bloodbath: effects", "none")
    printed = ngettext("its {n} printed colonist goes to the mat", "its {n} printed colonists go to the mat",
                       bld.colonists).format(n=bld.colonists)
    need = pend["need"]
    s.emit(ngettext("{source}: loses {building_name}: {printed}; LOST abilities ({effects}) resolve before "
                 "the remaining {amount} is lost",
                 "{source}: loses {building_name}: {printed}; LOST abilities ({effects}) resolve before "
                 "the remaining {amount} are lost", need),
           "MCB-LOSS-BUILDING", "MCB-FAQ-ANY-BUILDING", "MCB-FAQ-LOST-FIRST", "MCB-LOSE-COPY",
           actor=p, source=source_later(pend["source"]), building_name=bld.name, printed=printed,
           effects=lost, amount=amount_later(need, "colonists"))
    items = [Instruction(e[0], p, e[1], e[2], f"{bld.name} LOST") for e in bld.lost]
    items.append(Instruction("cascade", p, pend["need"], 0, pend["source"]))
    moves.push(d, items)
    s.goto("resolve")


def resume_cascade(s, p, need, _b, src):
    """Continue a loss after a lost building's LOST abilities (a queued instruction)."""
    cascade(s, p, need, src)


def _check_out(s, p) -> None:
    if s.data["colonists"][p] == 0 and printed_colonists(s, p) == 0 and not s.is_over:
        _out(s, p, _("out of colonists: {player} has no colonists on the mat or on buildings").format(
                 player=f"P{p + 1}"), ("MCB-END-NO-COLONISTS", "MCB-END"))


def _out(s, p, reason: str, rules: tuple) -> None:
    """Colony ``p`` has failed or is empty: the game ends, but only once the
    instruction being resolved has reached every colony (MCB-LOSS-EVERYONE)."""
    d = s.data
    if not any(f[0] == p for f in d["failed_colonies"]):
        d["failed_colonies"] = d["failed_colonies"] + (Failure(p, reason, tuple(rules)),)


def hunger(s, p, _a, _b, src):
    d = s.data
    k = len(d["tableau"][p])
    if s.options["hunger"] == "published":
        fed = min(food_available(s, p), k)
        moves.spend(s, p, "food", fed)
        unfed = k - fed
        if unfed:
            cascade(s, p, unfed * HUNGER_PUBLISHED_UNFED, "Hunger", Later(_published_count, k, fed, unfed),
                    ("MCB-HUNGER-PUBLISHED",))
        else:
            d["colonists"][p] += HUNGER_PUBLISHED_NONE
            s.emit(_("Hunger (published): {building_names} fed with {food_amount}, no colonist lost: {gain}"),
                   "MCB-HUNGER-PUBLISHED", actor=p, building_names=Later(buildings, k),
                   food_amount=amount_later(fed, "food"),
                   gain=amount_later(HUNGER_PUBLISHED_NONE, "colonists", "+"))
        return
    mat = d["colonists"][p]
    unfed = max(0, k - mat)
    total = k + HUNGER_UNFED_EXTRA * unfed
    if total == 0:
        d["food"][p] += HUNGER_NONE_FOOD
        s.emit(_("Hunger: no building, no colonist lost: {food_amount} on the mat"),
               "MCB-HUNGER", "MCB-HUNGER-NONE", actor=p,
               food_amount=amount_later(HUNGER_NONE_FOOD, "food", "+"))
        return
    cascade(s, p, total, "Hunger", Later(_seed_count, k, mat, unfed, total),
            ("MCB-HUNGER", "MCB-HUNGER-UNFED", "MCB-HUNGER-COUNT"))


def _seed_count(k: int, mat: int, unfed: int, total: int) -> str:
    """Hunger's count in the seed's wording (MCB-HUNGER, MCB-HUNGER-UNFED), in words,
    ending with its separator: ``k`` buildings, ``mat`` colonists on the mat when it
    starts, ``unfed`` buildings the mat cannot give to, ``total`` colonists to lose."""
    return _("{building_names} counted at the start: lose {amount}; the mat ({mat_amount}) cannot give to {unfed} "
             "of them, so {extra} more; {total} in all; ").format(
        building_names=buildings(k), amount=amount(k, "colonists"), mat_amount=amount(mat, "colonists"), unfed=unfed,
        extra=amount(HUNGER_UNFED_EXTRA * unfed, "colonists"), total=amount(total, "colonists"))


def _published_count(k: int, fed: int, unfed: int) -> str:
    """Hunger's count in the published wording (MCB-HUNGER-PUBLISHED), in words, ending
    with its separator: ``k`` buildings, ``fed`` food paid, ``unfed`` buildings unfed."""
    return _("(published) {building_names} to feed, {food_amount} paid, {unfed} unfed: ").format(
        building_names=buildings(k), food_amount=amount(fed, "food"), unfed=unfed)


def _immune(s, p) -> int:
    """How many of ``p``'s buildings ignore Paperwork (one is enough: MCB-PAPERWORK-IMMUNE)."""
    b = compiled(s.game).buildings
    return sum(1 for bid, _stock in s.data["tableau"][p] if b[bid].ignore_paperwork)


def paperwork(s, p, split, _b, src):
    """Paperwork, first part: draw a building card (MCB-PAPERWORK). ``split``: the
    discard is queued separately, after everyone has drawn; otherwise it follows."""
    ignoring = _immune(s, p)
    if ignoring:
        s.emit(ngettext("Paperwork ignored ({n} building of theirs ignores it: no draw, no discard; more "
                        "copies add nothing)",
                        "Paperwork ignored ({n} buildings of theirs ignore it: no draw, no discard; more "
                        "copies add nothing)", ignoring),
               "MCB-PAPERWORK-IMMUNE", "MCB-FAQ-PAPERWORK-NOSTACK", "MCB-STACK", actor=p,
               n=ignoring)
        return
    got = moves.draw(s, p, PAPERWORK_DRAW)
    s.emit(_("{source}: draws {cards}; {n} cards to discard next"),
           "MCB-PAPERWORK", actor=p, source=source_later(src), cards=building_cards(got),
           n=PAPERWORK_DISCARD)
    if not split:
        s.data["instructions"].append(Instruction("paperwork_discard", p, 0, 0, src))


def paperwork_discard(s, p, _a, _b, src):
    """Paperwork, second part: discard 2 cards, the player's choice; a hand of 2 or
    fewer is discarded whole (MCB-PAPERWORK, MCB-AS-MUCH-AS-YOU-CAN)."""
    if _immune(s, p):
        return
    d = s.data
    hand = d["hand"][p]
    if len(hand) <= PAPERWORK_DISCARD:
        moves.discard_cards(d, hand)
        moves.set_seat(d, "hand", p, ())
        s.emit(_("{source}: discards {cards}, the whole hand ({n} to discard)"),
               "MCB-PAPERWORK", "MCB-AS-MUCH-AS-YOU-CAN", actor=p, source=source_later(src),
               cards=Later(_cards, len(hand)), n=PAPERWORK_DISCARD)
        return
    d["decision"] = {"kind": "discard", "player": p, "n": PAPERWORK_DISCARD, "source": src}
    s.goto("discard")
    s.to_act = p
    s.emit(_("{source}: {player} must discard {n} of the {cards} in hand"),
           "MCB-PAPERWORK", actor=p, source=source_later(src), player=f"P{p + 1}",
           n=PAPERWORK_DISCARD, cards=Later(_cards, len(hand)))


def discard(s, p, cards) -> None:
    """The player's Paperwork discard (MCB-PAPERWORK)."""
    d = s.data
    hand = list(d["hand"][p])
    for c in cards:
        hand.remove(c)
    moves.set_seat(d, "hand", p, tuple(hand))
    moves.discard_cards(d, cards)
    pend = d["decision"]
    d["decision"] = None
    s.emit(_("{source}: discards {cards}"),
           pend.get("rule", "MCB-PAPERWORK"), actor=p, source=source_later(pend["source"]),
           cards=Later(_cards, len(cards)))
    s.goto("resolve")


_HANDLERS = {
    "gain": _gain,
    "gain_all": _gain_all,
    "lose_all": _lose_all,
    "lose": _lose,
    "lose_per_building": _lose_per_building,
    "action": _action,
    "draw": _draw,
    "discard": _discard,
    "may": _may,
    "spend_box": _spend_box,
    "action_after": _action_after,
    "add": _add,
    "hunger": hunger,
    "paperwork": paperwork,
    "paperwork_discard": paperwork_discard,
    "place_boxes": _place_boxes,
    "end_game": _end_game,
    "work": _work,
    "build": _build,
    "cascade": resume_cascade,
    "settle": settle,
}
