"""Resolving progress cards and card instructions.

Instructions wait on a stack (``data["instructions"]``, last item next) as tuples
``(op, player, a, b, source)``. :func:`run` advances the flow through the
automatic nodes until a player must decide or the game ends; :func:`drain`
resolves queued instructions and stops when one needs a decision (the building to
lose, the perk to add). Colonist losses, Hunger and Paperwork live in :mod:`.losses`.
"""

from __future__ import annotations

from .content import amount, compiled, describe, plural
from .losses import cascade, end_game, hunger, paperwork, paperwork_discard, resume_cascade, settle
from .ops import draw, push, spend
from .params import FARM_FOOD, MINE_MONEY, RESEARCH_DRAW, RESTOCK_BOXES
from .table import InPlay, Instruction, box_room, food_available, money_available, printed_colonists

_BASE = {"mine": amount(MINE_MONEY, "money", "+"), "farm": amount(FARM_FOOD, "food", "+")}
_UPPER = {"mine": "MINE", "farm": "FARM", "restock": "RESTOCK", "research": "RESEARCH", "build": "BUILD"}
_SETTLE = Instruction("settle", None, 0, 0, "")
_CARD_PHASE = {"twist": "twist", "robot": "robot", "dev": "development", "event": "event", "perk": "perk"}


# ------------------------------------------------------------------ the flow
def _on_top(d: dict, card: str) -> None:
    """Put ``card`` on top of the progress deck (MCB-ADD-ON-TOP) and count it among the
    cards added while this card resolves (MCB-ADD-SHUFFLE)."""
    d["progress_on_top"].append(card)
    d["progress_added"] += 1


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
    s.emit(f"the {k} cards just added to the progress deck are shuffled together: they happen "
           "in a random order", "MCB-ADD-SHUFFLE", "MCB-ADD-ON-TOP")


def run(s) -> None:
    """Advance through automatic nodes until a decision is needed or the game ends."""
    d = s.data
    while not s.is_over:
        ph = s.phase
        if ph == "resolve":
            if not drain(s):
                return
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
        elif ph == "reveal":
            reveal(s)
        elif ph == "reshuffle":
            d["progress_deck"] = tuple(d["progress_discard"])
            d["progress_discard"] = []
            d["chits"] = [()] * s.players
            s.emit(
                f"the progress deck is empty: its discard pile ({len(d['progress_deck'])} cards) is shuffled "
                "into a new progress deck; every action chit comes off the mats",
                "MCB-RESHUFFLE", "MCB-RESHUFFLE-CHITS",
            )
            s.goto("reveal")
        else:
            return


def reveal(s) -> None:
    """Turn over the next progress card and go to the node for its kind (MCB-REVEAL)."""
    d = s.data
    if d["progress_on_top"]:
        card = d["progress_on_top"].pop()
    elif d["progress_deck"]:
        pile = d["progress_deck"]
        i = s.chance.draw_index("progress", pile)
        card = pile[i]
        d["progress_deck"] = pile[:i] + pile[i + 1:]
    else:
        s.goto("reshuffle")
        return
    d["turn"] += 1
    d["revealed"] = card
    n = s.players
    if card == "work":
        s.emit(f"turn {d['turn']}: Work is revealed; each player places an action chit", "MCB-REVEAL", "MCB-WORK")
        s.goto("work")
        first = s._next_worker(0)
        if first is None:
            start_work(s)
        else:
            s.to_act = first
        return
    if card == "trouble":
        # one log line for the reveal and the event it adds (written by _add)
        s.goto("trouble")
        d["instructions"].append(Instruction("add", None, "event", 0, f"turn {d['turn']}: Trouble is revealed"))
        s.goto("resolve")
        return
    comp = compiled(s.game)
    plan = comp.plans.get((card, n))
    if plan is None:
        plan = comp.plans[(card, n)] = _plan(comp, card, n)
    phase, tail, rules, items = plan
    s.goto(phase)
    s.emit(f"turn {d['turn']}: {tail}", *rules)
    d["instructions"].extend(items)
    s.goto("resolve")


def _plan(comp, card: str, n: int) -> tuple:
    """What revealing ``card`` in an ``n``-player game does: its node, its log line
    (after "turn N: "), the rules it cites, and its instructions (already reversed
    for the stack). Plans depend only on the card and the content, so each is computed
    once per content (kept in ``comp.plans``)."""
    kind, _, rest = card.partition(":")
    phase = _CARD_PHASE[kind]
    rules: tuple[str, ...]
    if kind == "perk":
        owner_s, _, perk = rest.partition(":")
        owner = int(owner_s)
        c = comp.perks[perk]
        tail = f"P{owner + 1}'s perk {c.name} is revealed; it affects only P{owner + 1}"
        rules = ("MCB-REVEAL", "MCB-PERK-OWNER")
        items = []
        for e in c.effects:
            items += [Instruction(e[0], owner, e[1], e[2], c.name), _SETTLE]
    elif kind == "robot":
        c = comp.robots[rest]
        tail = (f"robot {c.name} is revealed: everyone first loses {amount(c.colonists, 'colonists')}, "
                "then follows its instructions")
        rules = ("MCB-REVEAL", "MCB-FAQ-ROBOT-LOSS-FIRST", "MCB-FAQ-ROBOT-INSTRUCTIONS")
        items = [Instruction("lose_all", 0, "colonists", c.colonists, c.name)]
        items += shared_items(c.effects, n, c.name)
    else:
        table = {"twist": comp.twists, "dev": comp.developments, "event": comp.events}[kind]
        c = table[rest]
        rules = {"twist": ("MCB-REVEAL", "MCB-TWIST"), "dev": ("MCB-REVEAL", "MCB-DEVELOPMENT"),
                 "event": ("MCB-REVEAL",)}[kind]
        tail = f"{phase} {c.name} is revealed; everyone follows it"
        items = shared_items(c.effects, n, c.name)
    return phase, tail, rules, tuple(reversed(items))


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
    items = []
    said = []
    for p in range(s.players):
        ch = d["work_choice"][p]
        if ch is None:
            continue
        d["work_choice"][p] = None
        space = ch.space
        if space != "build":
            base = _BASE.get(space)
            # MINE and FARM yields are fixed: say them here rather than on a line of their own
            items.append(Instruction("work", p, space, 1 if base else 0, "Work"))
            said.append(f"P{p + 1} {_UPPER[space]} ({base})" if base else f"P{p + 1} {_UPPER[space]}")
        else:
            card, food = ch.card, ch.food
            items.append(Instruction("build", p, card, food, "Work"))
            said.append(f"P{p + 1} BUILD {compiled(s.game).buildings[card].name}" if card != "-"
                        else f"P{p + 1} BUILD nothing")
        d["chits"][p] += (space,)
    s.emit("chits revealed: " + (", ".join(said) or "nobody works"), "MCB-WORK", "MCB-CHIT-SPACE",
           "MCB-SIMULTANEOUS-ORDER")
    items.append(_SETTLE)
    push(d, items)
    s.goto("resolve")


def drain(s) -> bool:
    """Resolve queued instructions; ``False`` if stopped for a decision or the end."""
    d = s.data
    q = d["instructions"]
    while q:
        op, p, a, b, src = q.pop()
        _HANDLERS[op](s, p, a, b, src)
        if s.is_over or d["decision"] is not None:
            return False
    return True


# ------------------------------------------------------------- instructions
def _gain(s, p, res, n, src):
    s.data[res][p] += n
    s.emit(f"{src}: {amount(n, res, '+')} on the mat", "MCB-RESOURCES", actor=p)


def _gain_all(s, _p, res, n, src):
    held = s.data[res]
    for p in range(s.players):
        held[p] += n
    s.emit(f"{src}: {amount(n, res, '+')} on every mat", "MCB-RESOURCES")


def _lose_all(s, start, res, n, src):
    d = s.data
    if res != "colonists":
        short = []
        for p in range(s.players):
            took = spend(s, p, res, n)
            if took < n:
                short.append(f"P{p + 1} had only {took}")
        s.emit(f"{src}: every player loses {amount(n, res)}" + (f" ({', '.join(short)})" if short else ""),
               "MCB-RESOURCE-FLOOR", "MCB-BOXES")
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
            done.append(f"P{p + 1} {mat} -> {mat - n}")
            continue
        if done:
            s.emit(f"{src}: loses {amount(n, 'colonists')} from the mat: {', '.join(done)}", "MCB-LOSS-MAT-FIRST")
        if p + 1 < s.players:
            d["instructions"].append(Instruction("lose_all", p + 1, "colonists", n, src))
        cascade(s, p, n, src)
        return
    if done and n:
        s.emit(f"{src}: loses {amount(n, 'colonists')} from the mat: {', '.join(done)}", "MCB-LOSS-MAT-FIRST")


def _lose(s, p, res, n, src):
    if res == "colonists":
        cascade(s, p, n, src)
        return
    took = spend(s, p, res, n)
    s.emit(
        f"{src}: loses {amount(took, res)}" + (f" (had only {took})" if took < n else ""),
        "MCB-RESOURCE-FLOOR", "MCB-BOXES", actor=p,
    )


def _lose_per_building(s, p, res, n, src):
    k = len(s.data["tableau"][p])
    why = f"{amount(n, res)} for each of {plural(k, 'building')}"
    if res == "colonists" and k * n:
        cascade(s, p, k * n, src, why + ": ", ("MCB-REVEAL",))
        return
    s.emit(f"{src}: {why}", "MCB-REVEAL", actor=p)
    if k * n:
        _lose(s, p, res, k * n, src)


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
    queued = [] if order == "done" else [
        Instruction(e[0], p, e[1], e[2], b[bid].name)
        for bid, _ in tab if not b[bid].gains_only[act] for e in getattr(b[bid], act)
    ]
    if queued and not order:
        sources = list(dict.fromkeys(it[4] for it in queued))
        d["decision"] = {"kind": "ability_order", "player": p, "act": act, "source": src,
                        "announced": announced, "names": sources}
        s.goto("ability_order")
        s.to_act = p
        s.emit(f"{src}: {_UPPER[act]} triggers {', '.join(sources)}: P{p + 1} resolves "
               f"{'its ability' if len(queued) == 1 else 'those abilities'} before or after the action",
               "MCB-ABILITY-ORDER", actor=p)
        return
    if order == "abilities":
        push(d, queued + [Instruction("action_after", p, act, int(announced), src)])
        return
    if act == "mine":
        d["money"][p] += MINE_MONEY
        base = _BASE["mine"]
    elif act == "farm":
        d["food"][p] += FARM_FOOD
        base = _BASE["farm"]
    elif act == "restock":
        boxes = plural(RESTOCK_BOXES, "box", "boxes")
        base = f"{boxes} to put on their buildings" if tab else f"no building to put {boxes} on: nothing"
    else:
        drawn = draw(s, p, RESEARCH_DRAW)
        base = f"draws {plural(drawn, 'building card')}"
    # MCB-RESTOCK-PLACE: the boxes are placed first, then the buildings it triggers
    items = [Instruction("place_boxes", p, RESTOCK_BOXES, 0, src)] if act == "restock" and tab else []
    rules = ["MCB-ACTION-YIELD", "MCB-FAQ-TRIGGER-ALWAYS"] + (["MCB-RESTOCK-PLACE"] if act == "restock" else [])
    names: dict[str, int] = {}
    for bid, _ in tab:
        bld = b[bid]
        fx = getattr(bld, act)
        if not fx or (order == "done" and not bld.gains_only[act]):
            continue
        names[bid] = names.get(bid, 0) + 1
        if bld.gains_only[act]:
            for _, res, n in fx:
                d[res][p] += n
    items.extend(queued)
    if not names:
        if not announced:
            s.emit(f"{src}: {_UPPER[act]} happens: {base}", *rules, actor=p)
        if items:
            push(d, items)
        return
    rules.append("MCB-BUILD-TRIGGER")
    if any(v > 1 for v in names.values()):
        rules += ["MCB-STACK", "MCB-FAQ-COPIES"]
    trig = ", ".join(
        f"{b[k].name} x{v}" + (f" ({b[k].describe(act, v)})" if b[k].gains_only[act] else "")
        for k, v in names.items()
    )
    s.emit(f"{src}: {_UPPER[act]} happens: {base}; triggers {trig}", *rules, actor=p)
    if items:
        push(d, items)


def _action_after(s, p, act, announced, src):
    """The action itself, after the abilities the player chose to resolve first."""
    perform_action(s, p, act, src, bool(announced), "done")


def choose_order(s, p, first: str) -> None:
    """The player's order for an action's building abilities (MCB-ABILITY-ORDER)."""
    d = s.data
    pend = d["decision"]
    d["decision"] = None
    what = ", ".join(pend["names"])
    s.emit(f"{pend['source']}: {what} before {_UPPER[pend['act']]}" if first == "abilities"
           else f"{pend['source']}: {_UPPER[pend['act']]} before {what}", "MCB-ABILITY-ORDER", actor=p)
    perform_action(s, p, pend["act"], pend["source"], pend["announced"], first)
    s.goto("resolve")


def _place_boxes(s, p, n, _b, src):
    """RESTOCK's boxes go on the player's buildings, their choice (MCB-RESTOCK-PLACE);
    what does not fit is lost (MCB-AS-MUCH-AS-YOU-CAN)."""
    d = s.data
    room = box_room(s, p)
    if not room:
        s.emit(f"{src}: no building of theirs can take a box: the {plural(n, 'box', 'boxes')} "
               f"{'is' if n == 1 else 'are'} lost", "MCB-RESTOCK-PLACE", "MCB-AS-MUCH-AS-YOU-CAN", actor=p)
        return
    limited = [v for v in room.values() if v is not None]
    total = sum(limited) if len(limited) == len(room) else None
    k = n if total is None else min(n, total)
    if len(room) == 1 or k == total:
        cards = [bid for bid, r in room.items() for _ in range(k if r is None else r)][:k]
        put_boxes(s, p, cards, src, n)
        return
    d["decision"] = {"kind": "place_boxes", "player": p, "n": k, "source": src}
    s.goto("place_boxes")
    s.to_act = p
    s.emit(f"{src}: P{p + 1} puts {plural(k, 'box', 'boxes')} on their buildings "
           f"(any of {', '.join(compiled(s.game).buildings[bid].name for bid in room)}; two on one or one on each)",
           "MCB-RESTOCK-PLACE", actor=p)


def put_boxes(s, p, cards, src: str, asked: int | None = None) -> None:
    """Put one box per named building id, each on the copy with the fewest boxes that
    has room (MCB-RESTOCK-PLACE); ``asked``: boxes given, when fewer fit."""
    d = s.data
    b = compiled(s.game).buildings
    tab = d["tableau"][p]
    counts: dict[str, int] = {}
    for c in cards:
        best = None
        for i, (bid, stock) in enumerate(tab):
            if bid == c and (not b[bid].boxes or stock < b[bid].boxes) and (best is None or stock < tab[best][1]):
                best = i
        tab[best] = InPlay(c, tab[best][1] + 1)
        counts[b[c].name] = counts.get(b[c].name, 0) + 1
    rules = ["MCB-RESTOCK-PLACE", "MCB-BOXES"]
    text = (f"puts {plural(len(cards), 'box', 'boxes')} on their buildings: "
            + ", ".join(f"{name} {k}" for name, k in counts.items()))
    short = (asked or len(cards)) - len(cards)
    if short:
        text += f"; {plural(short, 'box', 'boxes')} {'does' if short == 1 else 'do'} not fit"
        rules.append("MCB-AS-MUCH-AS-YOU-CAN")
    s.emit(f"{src}: {text}", *rules, actor=p)


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
        d["building_discard"].extend(hand)
        d["hand"][p] = ()
        s.emit(f"{src}: discards {plural(len(hand), 'card')}, the whole hand ({n} to discard)",
               "MCB-DISCARD", "MCB-AS-MUCH-AS-YOU-CAN", actor=p)
        return
    d["decision"] = {"kind": "discard", "player": p, "n": n, "source": src, "rule": "MCB-DISCARD"}
    s.goto("discard")
    s.to_act = p
    s.emit(f"{src}: P{p + 1} must discard {n} of the {plural(len(hand), 'card')} in hand", "MCB-DISCARD", actor=p)


def _may(s, p, effect, _b, src):
    """An optional instruction (MCB-MAY): its player decides now whether to follow it."""
    d = s.data
    d["decision"] = {"kind": "may", "player": p, "effect": effect, "source": src}
    s.goto("may")
    s.to_act = p
    s.emit(f"{src}: P{p + 1} decides whether to follow the optional \"{describe(effect)}\"", "MCB-MAY", actor=p)


def choose_may(s, p, take: bool) -> None:
    """The player's answer to a "may" (MCB-MAY): yes resolves the instruction now."""
    d = s.data
    pend = d["decision"]
    d["decision"] = None
    e = pend["effect"]
    s.emit(f"{pend['source']}: {'follows' if take else 'declines'} \"{describe(e)}\"", "MCB-MAY", actor=p)
    if take:
        push(d, [Instruction(e[0], p, e[1], e[2], pend["source"])])
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
        s.emit(f"{src}: no box on {name} to spend, so nothing happens (a box would buy: {describe(effect)})",
               "MCB-SPEND-BOX",
               "MCB-AS-MUCH-AS-YOU-CAN", actor=p)
        return
    stock = tab[best][1]
    tab[best] = InPlay(bid, stock - 1)
    s.emit(f"{src}: spends a box from {name} ({stock} -> {stock - 1}), then: {describe(effect)}",
           "MCB-SPEND-BOX", "MCB-BOXES", actor=p)
    push(d, [Instruction(effect[0], p, effect[1], effect[2], src)])


def _draw(s, p, n, _b, src):
    got = draw(s, p, n)
    s.emit(f"{src}: draws {plural(got, 'building card')}", "MCB-RESOURCES", actor=p)


def _work(s, p, space, announced, src):
    perform_action(s, p, space, _UPPER[space], bool(announced))


def _build(s, p, card, food, src):
    d = s.data
    if card == "-":
        s.emit("BUILD: builds nothing", "MCB-BUILD-NOTHING", actor=p)
        return
    bld = compiled(s.game).buildings[card]
    if money_available(s, p) < bld.cost - food or food_available(s, p) < food:
        # the choice was legal when made; only custom content could take resources
        # from this player before their turn to resolve
        s.emit(f"BUILD: can no longer pay {amount(bld.cost, 'money')} for {bld.name}: builds nothing",
               "MCB-BUILD-COST", "MCB-BUILD-NOTHING", actor=p)
        return
    hand = d["hand"][p]
    if card not in hand:
        # as above: only custom content could take the card from the hand meanwhile
        s.emit(f"BUILD: {bld.name} is no longer in hand: builds nothing", "MCB-BUILD-NOTHING", actor=p)
        return
    paid_f = spend(s, p, "food", food) if food else 0
    paid_m = spend(s, p, "money", bld.cost - food)
    i = hand.index(card)
    d["hand"][p] = hand[:i] + hand[i + 1:]
    rules = ["MCB-BUILD-COST"]
    if any(bid == card for bid, _ in d["tableau"][p]):
        rules.append("MCB-FAQ-COPIES-ALLOWED")
    d["tableau"][p].append(InPlay(card, 0))
    how = amount(paid_m, "money")
    if paid_f:
        rules.append("MCB-FAQ-POTATO")
        how += f" and {amount(paid_f, 'food')} as money"
    if any(e[0] == "action" for e in bld.play):
        rules += ["MCB-FAQ-KALE", "MCB-FAQ-TRIGGER-ALWAYS"]
    s.emit(f"BUILD: builds {bld.name} for {how}; its PLAY rules resolve now", *rules, actor=p)
    push(d, [Instruction(e[0], p, e[1], e[2], f"{bld.name} PLAY") for e in bld.play])


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
        where = f"P{p + 1}'s perks" if deck == "perk" else f"the {deck} deck"
        s.emit(f"{src}: no copy of {deck} {name} is left in {where}; nothing is added",
               *rules, "MCB-AS-MUCH-AS-YOU-CAN", actor=p)
        return
    if deck == "perk":
        d["perks"][p] = left
        _on_top(d, f"perk:{p}:{card}")
        s.emit(f"{src}: perk {name} goes on top of the progress deck", *rules, "MCB-PERK-ADD",
               "MCB-PERK-OWNER", "MCB-ADD-ON-TOP", actor=p)
        return
    d[key] = left
    if deck == "twist":
        d["twists"] += (card,)
        rules.append("MCB-TWIST-ADD")
    if deck == "event" and card in comp.manual_events:
        s.emit(f"{src}: the event added is {name}", *rules, "MCB-END-MANUAL")
        end_game(s, f"instruction manual: {name} was drawn", ("MCB-END-MANUAL",))
        return
    _on_top(d, prefix + card)
    s.emit(f"{src}: {deck} {name} goes on top of the progress deck", *rules, "MCB-ADD-ON-TOP", actor=p)


def _add(s, p, deck, card, src):
    if card:
        _add_named(s, p, deck, card, src)
        return
    d = s.data
    comp = compiled(s.game)
    if deck == "event":
        if not d["event_deck"]:
            s.emit(f"{src}: an event must be added but the event deck has run out", "MCB-END-EVENTS", "MCB-END")
            end_game(s, "event deck ran out: no event left to add", ("MCB-END-EVENTS", "MCB-END"))
            return
        ev = d["event_deck"][0]
        d["event_deck"] = d["event_deck"][1:]
        if ev in comp.manual_events:
            s.emit(f"{src}: the event drawn is {comp.events[ev].name}", "MCB-END-MANUAL")
            end_game(s, f"instruction manual: {comp.events[ev].name} was drawn", ("MCB-END-MANUAL",))
            return
        _on_top(d, "event:" + ev)
        s.emit(f"{src}: event {comp.events[ev].name} goes on top of the progress deck "
               f"({len(d['event_deck'])} events left)", "MCB-REVEAL", "MCB-TROUBLE", "MCB-ADD-ON-TOP")
    elif deck == "robot":
        if not d["robot_deck"]:
            s.emit(f"{src}: the robot deck is empty; no robot is added", "MCB-ADD-ON-TOP")
            return
        robots = d["robot_deck"]
        i = s.chance.draw_index("robot", robots)
        r = robots[i]
        d["robot_deck"] = robots[:i] + robots[i + 1:]
        _on_top(d, "robot:" + r)
        s.emit(f"{src}: a robot ({comp.robots[r].name}) goes on top of the progress deck", "MCB-ADD-ON-TOP")
    elif deck == "twist":
        pool = d.get("twist_deck", ())
        if not pool:
            s.emit(f"{src}: the twist deck is empty; no twist is added", "MCB-TWIST-ADD", "MCB-AS-MUCH-AS-YOU-CAN")
            return
        i = s.chance.draw_index("twist", pool)
        t = pool[i]
        d["twist_deck"] = pool[:i] + pool[i + 1:]
        d["twists"] += (t,)
        _on_top(d, "twist:" + t)
        s.emit(f"{src}: a twist ({comp.twists[t].name}) goes on top of the progress deck",
               "MCB-TWIST-ADD", "MCB-ADD-ON-TOP")
    elif deck == "development":
        if not d["development_deck"]:
            s.emit(f"{src}: no development is left to add", "MCB-ADD-ON-TOP")
            return
        dv = d["development_deck"][0]
        d["development_deck"] = d["development_deck"][1:]
        _on_top(d, "dev:" + dv)
        s.emit(f"{src}: development {comp.developments[dv].name} goes on top of the progress deck",
               "MCB-ADD-ON-TOP", "MCB-DEVELOPMENT")
    else:
        if not d["perks"][p]:
            s.emit(f"{src}: every perk is already in the progress deck; none is added", "MCB-PERK-ADD", actor=p)
            return
        d["decision"] = {"kind": "choose_perk", "player": p, "source": src}
        s.goto("choose_perk")
        s.to_act = p
        s.emit(f"{src}: add a Perk: P{p + 1} picks one of {', '.join(comp.perks[k].name for k in d['perks'][p])}",
               "MCB-PERK-ADD", actor=p)


def choose_perk(s, p, perk) -> None:
    """The owner's pick goes on top of the progress deck (MCB-PERK-ADD, MCB-PERK-OWNER)."""
    d = s.data
    d["perks"][p] = tuple(x for x in d["perks"][p] if x != perk)
    _on_top(d, f"perk:{p}:{perk}")
    d["decision"] = None
    s.emit(f"adds perk {compiled(s.game).perks[perk].name} on top of the progress deck: it is the next card",
           "MCB-PERK-ADD", "MCB-PERK-OWNER", "MCB-ADD-ON-TOP", actor=p)
    s.goto("resolve")


def _end_game(s, p, _a, _b, src):
    end_game(s, f"instruction manual: {src} ends the game", ("MCB-END-MANUAL",))


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
