"""Resolving progress cards and card instructions.

Instructions wait on a stack (``data["queue"]``, last item next) as tuples
``(op, player, a, b, source)``. :func:`run` advances the flow through the
automatic nodes until a player must decide or the game ends; :func:`drain`
resolves queued instructions and stops when one needs a decision (the building to
lose, the perk to add). The colonist-loss cascade (:func:`cascade`) logs every
step with its rule ids: mat first, then a building of the player's choice, its
LOST abilities, then the loss continues.
"""

from __future__ import annotations

from .content import compiled
from .params import (
    FARM_FOOD,
    HUNGER_NONE_FOOD,
    HUNGER_PUBLISHED_NONE,
    HUNGER_PUBLISHED_UNFED,
    HUNGER_UNFED_EXTRA,
    MINE_MONEY,
    RESEARCH_DRAW,
    SYMBOLS,
)
from .table import colony_total, printed_colonists

_CARD_PHASE = {"twist": "twist", "robot": "robot", "dev": "development", "event": "event", "perk": "perk"}


def push(d: dict, items: list) -> None:
    """Queue ``items`` so that they resolve in the order given, before anything queued."""
    d["queue"].extend(reversed(items))


# ------------------------------------------------------------------ the flow
def run(s) -> None:
    """Advance through automatic nodes until a decision is needed or the game ends."""
    d = s.data
    while not s.is_over:
        ph = s.phase
        if ph == "resolve":
            if not drain(s):
                return
            card = d["current"]
            if card is not None:
                # MCB-REVEALED-CYCLES: a resolved card comes back after the next reshuffle
                d["pdiscard"].append(card)
                d["current"] = None
            s.goto("reveal")
        elif ph == "reveal":
            reveal(s)
        elif ph == "reshuffle":
            d["pile"] = tuple(d["pdiscard"])
            d["pdiscard"] = []
            d["chits"] = [()] * s.players
            s.emit(
                f"the progress deck is empty: its discard pile ({len(d['pile'])} cards) is shuffled "
                "into a new progress deck; every action chit comes off the mats",
                "MCB-RESHUFFLE", "MCB-RESHUFFLE-CHITS",
            )
            s.goto("reveal")
        else:
            return


def reveal(s) -> None:
    """Turn over the next progress card and go to the node for its kind (MCB-REVEAL)."""
    d = s.data
    if d["top"]:
        card = d["top"].pop()
    elif d["pile"]:
        pile = d["pile"]
        i = s.chance.draw_index("progress", pile)
        card = pile[i]
        d["pile"] = pile[:i] + pile[i + 1:]
    else:
        s.goto("reshuffle")
        return
    d["turn"] += 1
    d["current"] = card
    comp = compiled(s.game)
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
        s.emit(f"turn {d['turn']}: Trouble is revealed: the next event goes on top of the progress deck",
               "MCB-REVEAL", "MCB-TROUBLE")
        s.goto("trouble")
        push(d, [("add", None, "event", 0, "Trouble")])
        s.goto("resolve")
        return
    kind, _, rest = card.partition(":")
    phase = _CARD_PHASE[kind]
    s.goto(phase)
    if kind == "perk":
        owner_s, _, perk = rest.partition(":")
        owner = int(owner_s)
        c = comp.perks[perk]
        s.emit(f"turn {d['turn']}: P{owner + 1}'s perk {c.name} is revealed; it affects only P{owner + 1}",
               "MCB-REVEAL", "MCB-PERK-OWNER")
        push(d, [(e[0], owner, e[1], e[2], c.name) for e in c.effects])
    elif kind == "robot":
        c = comp.robots[rest]
        s.emit(
            f"turn {d['turn']}: robot {c.name} is revealed: everyone first loses {c.colonists} @, "
            "then follows its instructions",
            "MCB-REVEAL", "MCB-FAQ-ROBOT-LOSS-FIRST", "MCB-FAQ-ROBOT-INSTRUCTIONS",
        )
        items = [("lose", p, "colonists", c.colonists, c.name) for p in range(n)]
        items += shared_items(c.effects, n, c.name)
        push(d, items)
    else:
        table = {"twist": comp.twists, "dev": comp.developments, "event": comp.events}[kind]
        c = table[rest]
        rules = {"twist": ("MCB-REVEAL", "MCB-TWIST"), "dev": ("MCB-REVEAL", "MCB-DEVELOPMENT"),
                 "event": ("MCB-REVEAL",)}[kind]
        s.emit(f"turn {d['turn']}: {phase} {c.name} is revealed; everyone follows it", *rules)
        push(d, shared_items(c.effects, n, c.name))
    s.goto("resolve")


def shared_items(effects, n: int, src: str) -> list:
    """A card everyone follows: each player resolves it in seat order; adding a card of
    a shared deck (event, robot, development) happens once, not once per player."""
    items = []
    for e in effects:
        if e[0] == "add" and e[1] != "perk":
            items.append((e[0], None, e[1], e[2], src))
    items += [(e[0], p, e[1], e[2], src) for p in range(n) for e in effects
              if not (e[0] == "add" and e[1] != "perk")]
    return items


def start_work(s) -> None:
    """Everyone has chosen: reveal the chits and queue each player's action (seat order)."""
    d = s.data
    items = []
    said = []
    for p in range(s.players):
        ch = d["choice"][p]
        if ch is None:
            continue
        d["choice"][p] = None
        if ch[0][0] == "space":
            space = ch[0][1]
            items.append(("work", p, space, 0, "Work"))
            said.append(f"P{p + 1} {space.upper()}")
        else:
            space = "build"
            card, food = ch[0][1], ch[1][1]
            items.append(("build", p, card, food, "Work"))
            said.append(f"P{p + 1} BUILD {card}" if card != "-" else f"P{p + 1} BUILD nothing")
        d["chits"][p] += (space,)
    s.emit("chits revealed: " + (", ".join(said) or "nobody works"), "MCB-WORK", "MCB-CHIT-SPACE",
           "MCB-SIMULTANEOUS-ORDER")
    push(d, items)
    s.goto("resolve")


def drain(s) -> bool:
    """Resolve queued instructions; ``False`` if stopped for a decision or the end."""
    d = s.data
    q = d["queue"]
    while q:
        op, p, a, b, src = q.pop()
        _HANDLERS[op](s, p, a, b, src)
        if s.is_over or d["pending"] is not None:
            return False
    return True


# ------------------------------------------------------------- instructions
def _gain(s, p, res, n, src):
    d = s.data
    key = "col" if res == "colonists" else res
    d[key][p] += n
    s.emit(f"{src}: +{n}{SYMBOLS[res]} on the mat", "MCB-RESOURCES", actor=p)


def _lose(s, p, res, n, src):
    if res == "colonists":
        cascade(s, p, n, src)
        return
    took = spend(s, p, res, n)
    s.emit(
        f"{src}: loses {took}{SYMBOLS[res]}" + (f" (had only {took})" if took < n else ""),
        "MCB-RESOURCE-FLOOR", "MCB-BOXES", actor=p,
    )


def _lose_per_building(s, p, res, n, src):
    k = len(s.data["tableau"][p])
    s.emit(f"{src}: {n}{SYMBOLS[res]} for each of {k} building(s)", "MCB-REVEAL", actor=p)
    if k * n:
        _lose(s, p, res, k * n, src)


def spend(s, p, res, n) -> int:
    """Take up to ``n`` money or food, from building boxes first, then the mat (MCB-BOXES)."""
    d = s.data
    b = compiled(s.game).buildings
    left = n
    tab = d["tableau"][p]
    for i, (bid, stock) in enumerate(tab):
        if left == 0:
            break
        if stock and b[bid].box == res:
            t = min(stock, left)
            tab[i] = (bid, stock - t)
            left -= t
    t = min(d[res][p], left)
    d[res][p] -= t
    left -= t
    return n - left


def _action(s, p, act, _b, src):
    perform_action(s, p, act, src)


def perform_action(s, p, act, src) -> None:
    """``act`` happens for ``p``: its base yield, then every building tied to it, each
    copy separately (MCB-FAQ-TRIGGER-ALWAYS, MCB-STACK, MCB-FAQ-COPIES)."""
    d = s.data
    b = compiled(s.game).buildings
    if act == "mine":
        d["money"][p] += MINE_MONEY
        base = f"+{MINE_MONEY}‘"
    elif act == "farm":
        d["food"][p] += FARM_FOOD
        base = f"+{FARM_FOOD}&"
    elif act == "restock":
        k = 0
        tab = d["tableau"][p]
        for i, (bid, _) in enumerate(tab):
            cap = b[bid].boxes
            if cap:
                tab[i] = (bid, cap)
                k += 1
        base = f"{k} building(s) restocked"
    else:
        drawn = draw(s, p, RESEARCH_DRAW)
        base = f"draws {drawn} building card(s)"
    items = []
    names: dict[str, int] = {}
    for bid, _ in d["tableau"][p]:
        fx = getattr(b[bid], act)
        if fx:
            names[bid] = names.get(bid, 0) + 1
            items.extend((e[0], p, e[1], e[2], b[bid].name) for e in fx)
    rules = ["MCB-ACTION-YIELD", "MCB-FAQ-TRIGGER-ALWAYS"]
    trig = ""
    if names:
        rules.append("MCB-BUILD-TRIGGER")
        if any(v > 1 for v in names.values()):
            rules += ["MCB-STACK", "MCB-FAQ-COPIES"]
        trig = "; triggers " + ", ".join(f"{b[k].name} x{v}" for k, v in names.items())
    s.emit(f"{src}: {act.upper()} happens: {base}{trig}", *rules, actor=p)
    push(d, items)


def draw(s, p, n) -> int:
    """Draw up to ``n`` building cards into ``p``'s hand (MCB-BUILDING-DECK-EMPTY)."""
    d = s.data
    got = 0
    for _ in range(n):
        if not d["bdeck"]:
            if not d["bdiscard"]:
                break
            d["bdeck"], d["bdiscard"] = tuple(d["bdiscard"]), []
            s.emit("the building deck is empty: its discard pile is shuffled into a new one",
                   "MCB-BUILDING-DECK-EMPTY")
        deck = d["bdeck"]
        i = s.chance.draw_index("building", deck)
        card = deck[i]
        d["bdeck"] = deck[:i] + deck[i + 1:]
        d["hand"][p] += (card,)
        got += 1
    return got


def _draw(s, p, n, _b, src):
    got = draw(s, p, n)
    s.emit(f"{src}: draws {got} building card(s)", "MCB-RESOURCES", actor=p)


def _work(s, p, space, _b, src):
    perform_action(s, p, space, space.upper())


def _build(s, p, card, food, src):
    d = s.data
    if card == "-":
        s.emit("BUILD: builds nothing", "MCB-BUILD-NOTHING", actor=p)
        return
    bld = compiled(s.game).buildings[card]
    paid_f = spend(s, p, "food", food) if food else 0
    paid_m = spend(s, p, "money", bld.cost - food)
    hand = d["hand"][p]
    i = hand.index(card)
    d["hand"][p] = hand[:i] + hand[i + 1:]
    rules = ["MCB-BUILD-COST"]
    if any(bid == card for bid, _ in d["tableau"][p]):
        rules.append("MCB-FAQ-COPIES-ALLOWED")
    d["tableau"][p].append((card, 0))
    how = f"{paid_m}‘"
    if paid_f:
        rules.append("MCB-FAQ-POTATO")
        how += f" and {paid_f}& as ‘"
    if any(e[0] == "action" for e in bld.play):
        rules += ["MCB-FAQ-KALE", "MCB-FAQ-TRIGGER-ALWAYS"]
    s.emit(f"BUILD: builds {bld.name} for {how}; its PLAY rules resolve now", *rules, actor=p)
    push(d, [(e[0], p, e[1], e[2], f"{bld.name} PLAY") for e in bld.play])


def _add(s, p, deck, _b, src):
    d = s.data
    comp = compiled(s.game)
    if deck == "event":
        if not d["events"]:
            s.emit(f"{src}: an event must be added but the event deck has run out", "MCB-END-EVENTS", "MCB-END")
            end_game(s, "event deck ran out: no event left to add", ("MCB-END-EVENTS", "MCB-END"))
            return
        ev = d["events"][0]
        d["events"] = d["events"][1:]
        if ev in comp.manual_events:
            s.emit(f"{src}: the event drawn is {comp.events[ev].name}", "MCB-END-MANUAL")
            end_game(s, f"instruction manual: {comp.events[ev].name} was drawn", ("MCB-END-MANUAL",))
            return
        d["top"].append("event:" + ev)
        s.emit(f"{src}: event {comp.events[ev].name} goes on top of the progress deck "
               f"({len(d['events'])} events left)", "MCB-TROUBLE", "MCB-ADD-ON-TOP")
    elif deck == "robot":
        if not d["robots"]:
            s.emit(f"{src}: the robot deck is empty; no robot is added", "MCB-ADD-ON-TOP")
            return
        robots = d["robots"]
        i = s.chance.draw_index("robot", robots)
        r = robots[i]
        d["robots"] = robots[:i] + robots[i + 1:]
        d["top"].append("robot:" + r)
        s.emit(f"{src}: a robot ({comp.robots[r].name}) goes on top of the progress deck", "MCB-ADD-ON-TOP")
    elif deck == "development":
        if not d["devs"]:
            s.emit(f"{src}: no development is left to add", "MCB-ADD-ON-TOP")
            return
        dv = d["devs"][0]
        d["devs"] = d["devs"][1:]
        d["top"].append("dev:" + dv)
        s.emit(f"{src}: development {comp.developments[dv].name} goes on top of the progress deck",
               "MCB-ADD-ON-TOP", "MCB-DEVELOPMENT")
    else:
        if not d["perks"][p]:
            s.emit(f"{src}: every perk is already in the progress deck; none is added", "MCB-PERK-ADD", actor=p)
            return
        d["pending"] = {"kind": "choose_perk", "player": p, "source": src}
        s.goto("choose_perk")
        s.to_act = p
        s.emit(f"{src}: add a Perk: P{p + 1} picks one of {', '.join(d['perks'][p])}", "MCB-PERK-ADD", actor=p)


def choose_perk(s, p, perk) -> None:
    """The owner's pick goes on top of the progress deck (MCB-PERK-ADD, MCB-PERK-OWNER)."""
    d = s.data
    d["perks"][p] = tuple(x for x in d["perks"][p] if x != perk)
    d["top"].append(f"perk:{p}:{perk}")
    d["pending"] = None
    s.emit(f"adds perk {compiled(s.game).perks[perk].name} on top of the progress deck: it is the next card",
           "MCB-PERK-ADD", "MCB-PERK-OWNER", "MCB-ADD-ON-TOP", actor=p)
    s.goto("resolve")


def _hunger(s, p, _a, _b, src):
    d = s.data
    k = len(d["tableau"][p])
    if s.options["hunger"] == "published":
        from .table import food_available

        fed = min(food_available(s, p), k)
        spend(s, p, "food", fed)
        unfed = k - fed
        if unfed:
            s.emit(f"Hunger (published): {k} building(s) to feed, {fed}& paid, {unfed} unfed: "
                   f"loses {unfed * HUNGER_PUBLISHED_UNFED} @", "MCB-HUNGER-PUBLISHED", actor=p)
            cascade(s, p, unfed * HUNGER_PUBLISHED_UNFED, "Hunger")
        else:
            d["col"][p] += HUNGER_PUBLISHED_NONE
            s.emit(f"Hunger (published): {k} building(s) fed with {fed}&, no colonist lost: "
                   f"+{HUNGER_PUBLISHED_NONE} @", "MCB-HUNGER-PUBLISHED", actor=p)
        return
    mat = d["col"][p]
    unfed = max(0, k - mat)
    total = k + HUNGER_UNFED_EXTRA * unfed
    if total == 0:
        d["food"][p] += HUNGER_NONE_FOOD
        s.emit(f"Hunger: no building, no colonist lost: +{HUNGER_NONE_FOOD}& on the mat",
               "MCB-HUNGER", "MCB-HUNGER-NONE", actor=p)
        return
    s.emit(
        f"Hunger: {k} building(s) counted at the start -> lose {k} @; the mat ({mat} @) cannot give "
        f"to {unfed} of them -> {HUNGER_UNFED_EXTRA * unfed} @ more; {total} @ in all",
        "MCB-HUNGER", "MCB-HUNGER-UNFED", "MCB-HUNGER-COUNT", actor=p,
    )
    cascade(s, p, total, "Hunger")


def _paperwork(s, p, n, _b, src):
    d = s.data
    b = compiled(s.game).buildings
    ignoring = sum(1 for bid, _ in d["tableau"][p] if b[bid].ignore_paperwork)
    if ignoring:
        s.emit(f"Paperwork ignored ({ignoring} building(s) ignore it; more copies add nothing)",
               "MCB-FAQ-PAPERWORK-NOSTACK", "MCB-STACK", actor=p)
        return
    k = len(d["hand"][p])
    s.emit(f"Paperwork: {n} @ for each of {k} building card(s) in hand: {n * k} @", "MCB-PAPERWORK", actor=p)
    if n * k:
        cascade(s, p, n * k, "Paperwork")


def _end_game(s, p, _a, _b, src):
    end_game(s, f"instruction manual: {src} ends the game", ("MCB-END-MANUAL",))


# ------------------------------------------------------------------ losses
def cascade(s, p, need, src) -> None:
    """Lose ``need`` colonists: mat first; if short, a building of the player's choice
    (a decision); if no building is left, the colony fails and the game ends."""
    d = s.data
    if need <= 0:
        return
    mat = d["col"][p]
    take = mat if mat < need else need
    d["col"][p] = mat - take
    left = need - take
    s.emit(f"{src}: loses {take} @ from the mat ({mat} -> {mat - take}); {left} still to lose",
           "MCB-LOSS-MAT-FIRST", actor=p)
    if left == 0:
        _check_out(s, p)
        return
    t = d["tableau"][p]
    if t:
        d["pending"] = {"kind": "lose_building", "player": p, "need": left, "source": src}
        s.goto("lose_building")
        s.to_act = p
        s.emit(
            f"{src}: the mat is empty with {left} @ still to lose: P{p + 1} must lose a building "
            f"(any of {', '.join(bid for bid, _ in t)}, whatever its @)",
            "MCB-LOSS-BUILDING", "MCB-FAQ-ANY-BUILDING", "MCB-LOSS-REPEAT", actor=p,
        )
        return
    d["failed"] = p
    s.emit(f"{src}: no colonist on the mat and no building left, {left} @ still to lose: the colony fails",
           "MCB-LOSS-FAIL", actor=p)
    end_game(s, f"colony failed: P{p + 1} could not lose {left} more @", ("MCB-LOSS-FAIL", "MCB-END-NO-COLONISTS"))


def lose_building(s, p, card) -> None:
    """The player's chosen building is lost: discard it, its printed @ go to the mat,
    its LOST abilities resolve, then the loss continues (MCB-LOSS-BUILDING)."""
    d = s.data
    pend = d["pending"]
    bld = compiled(s.game).buildings[card]
    t = d["tableau"][p]
    best = None
    for i, (bid, stock) in enumerate(t):
        if bid == card and (best is None or stock < t[best][1]):
            best = i
    t.pop(best)
    d["bdiscard"].append(card)
    d["col"][p] += bld.colonists
    d["pending"] = None
    lost = "; ".join(f"{e[0]} {e[1]} {e[2]}" for e in bld.lost) or "none"
    s.emit(
        f"{pend['source']}: loses {bld.name}: its {bld.colonists} printed @ go to the mat; LOST abilities "
        f"({lost}) resolve before the remaining {pend['need']} @ are lost",
        "MCB-LOSS-BUILDING", "MCB-FAQ-ANY-BUILDING", "MCB-FAQ-LOST-FIRST", "MCB-LOSE-COPY", actor=p,
    )
    items = [(e[0], p, e[1], e[2], f"{bld.name} LOST") for e in bld.lost]
    items.append(("cascade", p, pend["need"], 0, pend["source"]))
    push(d, items)
    s.goto("resolve")


def _cascade(s, p, need, _b, src):
    cascade(s, p, need, src)


def _check_out(s, p) -> None:
    d = s.data
    if d["col"][p] == 0 and printed_colonists(s, p) == 0 and not s.is_over:
        end_game(s, f"out of colonists: P{p + 1} has no @ on the mat or on buildings",
                 ("MCB-END-NO-COLONISTS", "MCB-END"))


def end_game(s, reason: str, rules: tuple) -> None:
    """End at once and count colonists (MCB-END-NO-MORE-TURNS, MCB-SCORE, MCB-WINNER, MCB-TIE)."""
    d = s.data
    d["queue"].clear()
    d["pending"] = None
    scores = [colony_total(s, p) for p in range(s.players)]
    best = max(scores)
    winners = [p for p, x in enumerate(scores) if x == best]
    breakdown = [
        {"mat": d["col"][p], "buildings": printed_colonists(s, p), "total": scores[p]}
        for p in range(s.players)
    ]
    tiebreak = (
        f"tie at {best} @ between {', '.join(f'P{w + 1}' for w in winners)}: they share the win [MCB-TIE]"
        if len(winners) > 1 else ""
    )
    s.finish(scores, winners, reason,
             tuple(rules) + ("MCB-END-NO-MORE-TURNS", "MCB-SCORE", "MCB-WINNER", "MCB-SCORE-NOTHING-ELSE")
             + (("MCB-TIE",) if len(winners) > 1 else ()),
             breakdown=breakdown, tiebreak=tiebreak)


_HANDLERS = {
    "gain": _gain,
    "lose": _lose,
    "lose_per_building": _lose_per_building,
    "action": _action,
    "draw": _draw,
    "add": _add,
    "hunger": _hunger,
    "paperwork": _paperwork,
    "end_game": _end_game,
    "work": _work,
    "build": _build,
    "cascade": _cascade,
}
