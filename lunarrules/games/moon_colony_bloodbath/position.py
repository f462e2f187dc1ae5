"""The conservation rules of a Moon Colony Bloodbath table (``State._position_problems``).

A position loaded from a snapshot, or set up by hand, is checked as a whole: one
entry per player in the per-seat fields; every card an id of the content, in one
place, and no more copies than the game has; resources and counters not below 0;
the 4 Work and 2 Trouble cards in the progress deck; instructions the engine can
carry out; and the decision waited for belongs to the phase and the player to act.
Every problem is listed, each naming its field as the snapshot writes it
(``tableau[1][0].stock: -2 is below 0``). The checks are linear in the size of the
table, for loading speed: what they need from the content is kept per game.
"""

from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass
from itertools import chain, product, repeat
from operator import gt, itemgetter

from lunarrules.i18n import _

from .content import ACTIONS, ADD_DECKS, Effect, compiled
from .params import (
    ACTION_CHITS,
    PAPERWORK_DISCARD,
    RESEARCH,
    RESOURCES,
    RESTOCK_BOXES,
    SPACES,
    START_TROUBLE,
    START_WORK,
)
from .table import box_room

#: the phases where a player decides, and the decision each waits for
_DECIDING = ("lose_building", "choose_perk", "place_boxes", "discard", "may", "ability_order")
_SEAT_FIELDS = ("colonists", "money", "food", "hand", "tableau", "chits", "work_choice", "perks",
                "scientist")
#: the parts of each kind of decision besides ``kind``, ``player`` and ``source``
_DECISION_KEYS = {
    "lose_building": ("need",),
    "choose_perk": (),
    "place_boxes": ("n",),
    "discard": ("n",),
    "may": ("effect",),
    "ability_order": ("act", "announced", "names"),
}
_OPTIONAL_KEYS = {"discard": ("rule",)}
_ALL_OPS = frozenset({
    "gain", "gain_all", "lose_all", "lose", "lose_per_building", "action", "draw", "discard",
    "may", "spend_box", "action_after", "add", "hunger", "paperwork", "paperwork_discard",
    "place_boxes", "end_game", "work", "build", "cascade", "settle",
})
_RESOURCE_OPS = frozenset({"gain", "gain_all", "lose_all", "lose", "lose_per_building"})
_NOBODY_OPS = frozenset({"gain_all", "settle", "end_game", "add"})
_WORK_SPACES = ACTIONS
_ID, _STOCK = itemgetter(0), itemgetter(1)
_NO_LIMIT = sys.maxsize
#: an optional instruction may spend a box for an effect: no card nests deeper (MCB-MAY)
_MOST_NESTED = 2


@dataclass(frozen=True)
class _Known:
    """What the checks need from the content, per game (kept on the game object)."""

    copies: dict        # building id -> copies in the game
    all_buildings: list  # every building card of the game, sorted
    box_limit: dict     # building id -> the most boxes it holds (MCB-BOXES)
    chit_rows: dict     # number of work spaces -> every row of chits a mat can hold
    cost: dict          # building id -> cost
    boxes: dict         # building id -> most boxes it holds (0: no limit)
    events: frozenset
    robots: frozenset
    twists: frozenset
    dev_copies: dict    # development id -> copies
    perks: frozenset
    perk_sets: frozenset  # every set of perks a seat can have left, in the content's order
    scientists: frozenset
    decks: dict         # add deck -> its card ids
    rules: frozenset
    discards: frozenset  # how many cards Paperwork or a card has a player discard
    by_players: dict    # players -> {progress card: (kind, what)}
    perks_by_players: dict  # players -> {perk card: (owner, perk)}
    twist_of: dict      # twist card ("twist:<id>") -> twist id
    drawn_of: dict      # event, robot and development cards -> their id
    printed: dict       # building id -> printed colonists
    multi_devs: bool    # some development has more than 1 copy

    def progress_cards(self, players: int) -> dict:
        """Every progress card of a ``players``-player game: ``(kind, id)``, and for a
        perk ``("perk", (owner, id))``."""
        got = self.by_players.get(players)
        if got is None:
            got = {"work": ("work", ""), "trouble": ("trouble", "")}
            for kind, ids in (("event", self.events), ("robot", self.robots),
                              ("twist", self.twists), ("dev", self.dev_copies)):
                got.update({f"{kind}:{x}": (kind, x) for x in ids})
            for owner in range(players):
                got.update({f"perk:{owner}:{x}": ("perk", (owner, x)) for x in self.perks})
            self.by_players[players] = got
        return got

    def perk_cards(self, players: int) -> dict:
        """The perk cards of a ``players``-player game: ``perk:<seat>:<id>`` -> ``(seat, id)``."""
        got = self.perks_by_players.get(players)
        if got is None:
            got = self.perks_by_players[players] = {
                c: what for c, (kind, what) in self.progress_cards(players).items() if kind == "perk"}
        return got


def known(game) -> _Known:
    """The content facts the checks use (computed once per game)."""
    try:
        return game._mcb_known
    except AttributeError:
        pass
    comp = compiled(game)
    b = comp.buildings
    dev_copies = Counter(comp.development_order)
    k = _Known(
        copies={i: c.copies for i, c in b.items()},
        all_buildings=sorted(i for i, c in b.items() for _ in range(c.copies)),
        box_limit={i: c.boxes or _NO_LIMIT for i, c in b.items()},
        chit_rows={len(sp): frozenset(row for size in range(ACTION_CHITS + 1)
                                      for row in product(sp, repeat=size))
                   for sp in (SPACES, SPACES + (RESEARCH,))},
        cost={i: c.cost for i, c in b.items()},
        boxes={i: c.boxes for i, c in b.items()},
        events=frozenset(comp.events),
        robots=frozenset(comp.robots),
        twists=frozenset(comp.twists),
        dev_copies=dict(dev_copies),
        perks=frozenset(comp.perks),
        perk_sets=frozenset(
            tuple(x for i, x in enumerate(comp.perks) if mask >> i & 1)
            for mask in range(1 << min(len(comp.perks), 10))
        ),
        scientists=frozenset(comp.scientists),
        decks={"event": frozenset(comp.events), "robot": frozenset(comp.robots),
               "development": frozenset(comp.developments), "perk": frozenset(comp.perks),
               "twist": frozenset(comp.twists)},
        rules=frozenset(r.id for r in game.rules),
        discards=frozenset({PAPERWORK_DISCARD, *(e.what for e in _effects(comp) if e.do == "discard")}),
        by_players={},
        perks_by_players={},
        twist_of={f"twist:{x}": x for x in comp.twists},
        drawn_of={**{f"event:{x}": x for x in comp.events}, **{f"robot:{x}": x for x in comp.robots},
                  **{f"dev:{x}": x for x in dev_copies}},
        printed={i: c.colonists for i, c in b.items()},
        multi_devs=any(c > 1 for c in dev_copies.values()),
    )
    game._mcb_known = k
    return k


def _effects(comp):
    """Every effect the content has, those carried by ``may`` and ``spend_box`` too."""
    todo = [e for c in comp.buildings.values()
            for trigger in (c.play, c.mine, c.farm, c.restock, c.research, c.lost) for e in trigger]
    for table in (comp.twists, comp.robots, comp.developments, comp.events, comp.perks):
        todo.extend(e for c in table.values() for e in c.effects)
    while todo:
        e = todo.pop()
        yield e
        if isinstance(e.what, Effect):
            todo.append(e.what)


def _seat(p, n: int) -> bool:
    return type(p) is int and 0 <= p < n


def _count(x) -> bool:
    return type(x) is int and x >= 0


def instruction_problem(s, k: _Known, op, p, what, n, depth: int = 0) -> str | None:
    """Why an instruction ``(op, p, what, n)`` cannot be carried out here, or ``None``.

    ``depth``: how many ``may``/``spend_box`` carry it (cards nest at most 2).
    """
    players = s.players
    if op not in _ALL_OPS:
        return _("{op!r} is not an instruction of the game").format(op=op)
    if op in ("settle", "end_game"):
        return None
    if op not in _NOBODY_OPS and not _seat(p, players):
        return f"{op}: " + _("player {player!r} is not a seat of this {players}-player game").format(
            player=p, players=players)
    if op in _RESOURCE_OPS:
        if what not in RESOURCES:
            return f"{op}: " + _("{value!r} is not a resource ({resources})").format(
                value=what, resources=", ".join(RESOURCES))
        if not _count(n):
            return f"{op}: " + _("{value!r} is not a number of {resource} (0 or more)").format(
                value=n, resource=what)
        if op == "lose_all" and not _seat(p, players):
            return f"{op}: " + _("the first colony to reach, {player!r}, is not a seat of this game").format(
                player=p)
        return None
    if op in ("action", "action_after", "work"):
        if what not in _WORK_SPACES:
            return f"{op}: " + _("{value!r} is not an action ({actions})").format(
                value=what, actions=", ".join(_WORK_SPACES))
        if type(n) is not int:
            return f"{op}: " + _("{value!r} is not a whole number").format(value=n)
        return None
    if op == "discard" and what not in k.discards:
        return "discard: " + _("{value!r} cards; the cards ask for {counts}").format(
            value=what, counts=", ".join(map(str, sorted(k.discards))))
    if op in ("draw", "discard", "cascade"):
        return None if _count(what) else f"{op}: " + _("{value!r} is not a count (0 or more)").format(
            value=what)
    if op == "place_boxes":
        if type(what) is not int or not 0 <= what <= RESTOCK_BOXES:
            return f"{op}: " + _("{value!r} boxes; RESTOCK gives 0 to {most}").format(
                value=what, most=RESTOCK_BOXES)
        return None
    if op in ("may", "spend_box"):
        if not isinstance(what, Effect):
            return f"{op}: " + _("{value!r} is not an instruction to carry").format(value=what)
        if op == "spend_box" and n not in k.copies:
            return f"{op}: " + _("{value!r} is not a building").format(value=n)
        if depth >= _MOST_NESTED:
            return f"{op}: " + _("instructions carried more than {n} deep").format(n=_MOST_NESTED)
        inner = instruction_problem(s, k, what.do, p, what.what, what.n, depth + 1)
        return _("{op} carries {problem}").format(op=op, problem=inner) if inner else None
    if op == "add":
        if what not in ADD_DECKS:
            return "add: " + _("{value!r} is not a deck ({decks})").format(
                value=what, decks=", ".join(ADD_DECKS))
        # n: the card the instruction names, or 0 for the next one (MCB-ADD-NAMED)
        if (n != 0 or type(n) is not int) and (type(n) is not str or n not in k.decks[what]):
            return "add: " + _("{value!r} is not a card of the {deck} deck").format(value=n, deck=what)
        if what == "perk" and not _seat(p, players):
            return "add: " + _("a perk is added by its owner, not {player!r}").format(player=p)
        if p is not None and not _seat(p, players):
            return "add: " + _("player {player!r} is not a seat of this game").format(player=p)
        return None
    if op == "build":
        if what != "-" and what not in k.copies:
            return "build: " + _("{value!r} is not a building").format(value=what)
        if type(n) is not int or n < 0 or (what != "-" and n > k.cost[what]) or (what == "-" and n):
            return "build: " + _("{food} food cannot pay toward {building}").format(
                food=repr(n), building=what)
        if what != "-" and what not in s.data["hand"][p]:
            return "build: " + _("{card} is not in {player}'s hand").format(card=what, player=f"P{p + 1}")
        return None
    if op == "paperwork" and type(what) is not int:
        return "paperwork: " + _("{value!r} is not a whole number").format(value=what)
    return None


def table_problems(s) -> list[str]:
    """Every way the table of ``s`` breaks the game's conservation rules (empty: none)."""
    d = s.data
    n = s.players
    k = known(s.game)
    out: list[str] = []
    if set(map(len, map(d.__getitem__, _SEAT_FIELDS))) != {n}:
        # the other checks read these fields seat by seat
        return [f"{f}: " + _("one entry per player ({n}), not {count}").format(n=n, count=len(d[f]))
                for f in _SEAT_FIELDS if len(d[f]) != n]
    spaces = SPACES + (RESEARCH,) if s.options.get("research") else SPACES
    over = s.is_over
    out.extend(_colony_problems(s, k, d, n, spaces))
    out.extend(_deck_problems(k, d, n, over))
    if d["turn"] < 0:
        out.append("turn: " + _("{value} is below 0").format(value=d["turn"]))
    if out:
        return out

    # ---- instructions, the decision and the flow
    failed = d["failed_colonies"]
    seen_failed = set()
    for i, f in enumerate(failed):
        if not _seat(f.seat, n) or f.seat in seen_failed:
            out.append(f"failed_colonies[{i}].seat: "
                       + _("{seat} is not a seat, or is listed twice").format(seat=f.seat))
        seen_failed.add(f.seat)
        for r in f.rules:
            if r not in k.rules:
                out.append(f"failed_colonies[{i}].rules: "
                           + _("{rule!r} is not a rule of the game").format(rule=r))
    for i, ins in enumerate(d["instructions"]):
        problem = instruction_problem(s, k, ins.op, ins.player, ins.what, ins.n)
        if problem:
            out.append(f"instructions[{i}]: {problem}")
    if over:
        return out
    out.extend(_flow_problems(s, k, spaces, seen_failed))
    return out


def _colony_problems(s, k: _Known, d: dict, n: int, spaces: tuple) -> list[str]:
    """Resources, hands, buildings in play, chits, perks and scientists; building cards
    no more than the game has (decks, hands and tableaux together).

    Each check is first made on whole fields with set operations; the entries are
    looked at one by one only to name what is wrong."""
    out: list[str] = []
    for f in ("colonists", "money", "food"):
        values = d[f]
        if min(values) < 0:
            out.extend(f"{f}[{p}]: " + _("{value} is below 0").format(value=x)
                       for p, x in enumerate(values) if x < 0)
    entries = [*chain.from_iterable(d["tableau"])]
    placed = [*map(_ID, entries)]
    stocks = [*map(_STOCK, entries)]
    # boxes: the most a card holds, 0 for no limit (MCB-BOXES)
    if stocks and (min(stocks) < 0 or any(map(gt, stocks, map(k.box_limit.get, placed, repeat(_NO_LIMIT))))):
        boxes = k.boxes
        for p, tab in enumerate(d["tableau"]):
            for i, (bid, stock) in enumerate(tab):
                if stock < 0:
                    out.append(f"tableau[{p}][{i}].stock: " + _("{value} is below 0").format(value=stock))
                elif stock > (boxes.get(bid) or stock):
                    out.append(f"tableau[{p}][{i}].stock: " + _("{n} boxes; {building} holds at most {most}").format(
                        n=stock, building=bid, most=boxes[bid]))
    cards = [*d["building_deck"], *d["building_discard"], *chain.from_iterable(d["hand"]), *placed]
    # Fast path: every copy of every building is somewhere (none leaves the game)
    if sorted(cards) != k.all_buildings:
        copies = k.copies
        for bid, count in sorted(Counter(cards).items()):
            most = copies.get(bid)
            if most is None:
                out.append(_("building card {card!r} is not a building of the game").format(card=bid))
            elif count > most:
                out.append(_("building {card}: {n} cards in decks, hands and tableaux; "
                             "the game has {most}").format(card=bid, n=count, most=most))
    chits = d["chits"]
    if not k.chit_rows[len(spaces)].issuperset(chits):
        for p, row in enumerate(chits):
            if len(row) > ACTION_CHITS:
                out.append(f"chits[{p}]: " + _("{n} chits placed; a player has {most}").format(
                    n=len(row), most=ACTION_CHITS))
            out.extend(f"chits[{p}]: " + _("{value!r} is not a work space ({spaces})").format(
                value=c, spaces=", ".join(spaces)) for c in row if c not in spaces)
    perks = d["perks"]
    if not k.perk_sets.issuperset(perks) and (
            not k.perks.issuperset(chain.from_iterable(perks))
            or sum(map(len, map(set, perks))) != sum(map(len, perks))):
        for p, left in enumerate(perks):
            out.extend(f"perks[{p}]: " + _("{value!r} is not a perk").format(value=x)
                       for x in left if x not in k.perks)
            if len(set(left)) != len(left):
                out.append(f"perks[{p}]: " + _("a perk is listed twice"))
    chosen = [x for x in d["scientist"] if x is not None]
    if not k.scientists.issuperset(chosen):
        out.extend(f"scientist[{p}]: " + _("{value!r} is not a scientist").format(value=x)
                   for p, x in enumerate(d["scientist"]) if x is not None and x not in k.scientists)
    if len(set(chosen)) != len(chosen):
        out.append("scientist: " + _("two players have the same scientist"))
    return out


def _deck_problems(k: _Known, d: dict, n: int, over: bool) -> list[str]:
    """The progress deck and the other decks: known cards, no more copies than the game
    has; the Work and Trouble cards and the twists in play in the progress deck."""
    out: list[str] = []
    added, on_top = d["progress_added"], len(d["progress_on_top"])
    if not 0 <= added <= on_top:
        out.append("progress_added: " + _("{added} cards added together, but {on_top} are on top of the "
                                          "progress deck (MCB-ADD-SHUFFLE)").format(added=added, on_top=on_top))
    cards = [*d["progress_on_top"], *d["progress_deck"], *d["progress_discard"]]
    if d["revealed"] is not None:
        cards.append(d["revealed"])
    events, robots, devs = d["event_deck"], d["robot_deck"], d["development_deck"]
    twists, twist_deck = d["twists"], d["twist_deck"]
    if not k.events.issuperset(events):
        out.extend("event_deck: " + _("{value!r} is not an event").format(value=x)
                   for x in events if x not in k.events)
    if not k.robots.issuperset(robots):
        out.extend("robot_deck: " + _("{value!r} is not a robot").format(value=x)
                   for x in robots if x not in k.robots)
    if not k.dev_copies.keys() >= set(devs):
        out.extend("development_deck: " + _("{value!r} is not a development").format(value=x)
                   for x in devs if x not in k.dev_copies)
    both = twists + twist_deck
    if not k.twists.issuperset(both):
        out.extend("twists: " + _("{value!r} is not a twist").format(value=x) for x in both if x not in k.twists)
    if len(set(both)) != len(both):
        out.append("twists: " + _("a twist is in play or in the twist deck more than once"))
    if len(set(events)) != len(events):
        out.append("event_deck: " + _("an event is listed twice; the game has 1 of each"))
    if len(set(robots)) != len(robots):
        out.append("robot_deck: " + _("a robot is listed twice; the game has 1 of each"))
    works, troubles = cards.count("work"), cards.count("trouble")
    distinct = set(cards)
    progress_of = k.progress_cards(n)
    # Fast path: known cards, each once (but Work and Trouble), none also in its own deck,
    # the twists in play and no others; developments may have copies (the slow path).
    plain = (progress_of.keys() >= distinct
             and len(distinct) == len(cards) - max(works - 1, 0) - max(troubles - 1, 0)
             and not k.multi_devs and len(set(devs)) == len(devs))
    if plain:
        in_play = {*filter(None, map(k.twist_of.get, distinct))}
        taken = {*filter(None, map(k.drawn_of.get, distinct))}
        perks = d["perks"]
        plain = (len(in_play) == len(twists) and in_play.issuperset(twists)
                 and taken.isdisjoint([*events, *robots, *devs])
                 and not any([perk in perks[owner] for owner, perk in
                              filter(None, map(k.perk_cards(n).get, distinct))]))
    if not plain:
        out.extend(_progress_problems(k, d, n, over, cards, progress_of))
    if not over:
        # the Work and Trouble cards never leave the progress deck (MCB-SETUP-PROGRESS)
        if works != START_WORK:
            out.append(_("progress deck: {n} Work cards; the game has {most}").format(n=works, most=START_WORK))
        if troubles != START_TROUBLE:
            out.append(_("progress deck: {n} Trouble cards; the game has {most}").format(
                n=troubles, most=START_TROUBLE))
    return out


def _progress_problems(k: _Known, d: dict, n: int, over: bool, cards: list,
                       progress_of: dict) -> list[str]:
    """What is wrong with the progress deck, card by card (the slow path)."""
    out: list[str] = []
    progress = Counter(cards)
    events, robots, devs, twists = d["event_deck"], d["robot_deck"], d["development_deck"], d["twists"]
    dev_count = Counter(devs)
    for card, c in progress.items():
        kind, rest = progress_of.get(card, ("", ""))
        if kind in ("work", "trouble"):
            continue
        if kind == "event":
            if c + (rest in events) > 1:
                out.append(_("event {card}: {n} copies in the progress deck and the "
                             "event deck; the game has 1").format(card=rest, n=c + (rest in events)))
        elif kind == "robot":
            if c + (rest in robots) > 1:
                out.append(_("robot {card}: {n} copies in the progress deck and the "
                             "robot deck; the game has 1").format(card=rest, n=c + (rest in robots)))
        elif kind == "dev":
            if c + dev_count[rest] > k.dev_copies[rest]:
                out.append(_("development {card}: {n} copies in the progress "
                             "and development decks; the game has {most}").format(
                    card=rest, n=c + dev_count[rest], most=k.dev_copies[rest]))
        elif kind == "twist":
            if rest not in twists:
                out.append(_("twist {card}: in the progress deck but not among the twists in play").format(
                    card=rest))
            elif c > 1:
                out.append(_("twist {card}: {n} copies in the progress deck; the game has 1").format(
                    card=rest, n=c))
        elif kind == "perk":
            owner, perk = rest
            if c > 1 or perk in d["perks"][owner]:
                out.append(_("perk {perk}: twice in the progress deck, or also among {player}'s "
                             "perks still to add").format(perk=perk, player=f"P{owner + 1}"))
        else:
            out.append(_("progress card {card!r} is not a card of this {players}-player game").format(
                card=card, players=n))
    for x, c in dev_count.items():
        if x in k.dev_copies and c > k.dev_copies[x]:
            out.append("development_deck: " + _("{card} is listed {n} times; the game has {most}").format(
                card=x, n=c, most=k.dev_copies[x]))
    if not over:
        for x in twists:
            if x in k.twists and not progress[f"twist:{x}"]:
                out.append("twists: " + _("{twist} is in play, so it is in the progress deck, "
                                          "but it is not").format(twist=x))
    return out


def _flow_problems(s, k: _Known, spaces: tuple, failed: set) -> list[str]:
    """The flow of a game in progress: what the phase needs of the table."""
    d = s.data
    n = s.players
    ph = s.phase
    who = s.to_act
    out: list[str] = []
    dec = d["decision"]
    if ph not in _DECIDING and ph not in ("work", "choose_scientist"):
        return ["phase: " + _("{phase} is not a point where a player decides").format(phase=s.phase_label)]
    if who is None:
        return ["to_act: " + _("someone decides during {phase}").format(phase=s.phase_label)]
    sci = d["scientist"]
    if ph == "choose_scientist":
        if None in sci[:who] or sci[who:].count(None) != n - who:
            out.extend(f"scientist[{p}]: " + _("the players before {player} have picked their "
                                               "scientists, the others not yet").format(player=f"P{who + 1}")
                       for p in range(n) if (sci[p] is None) != (p >= who))
    elif None in sci:
        out.extend(f"scientist[{p}]: " + _("{player} has no scientist after setup").format(player=f"P{p + 1}")
                   for p in range(n) if sci[p] is None)
    if ph in ("choose_scientist", "work"):
        if dec is not None:
            out.append("decision: " + _("nothing waits for a decision during {phase}").format(phase=s.phase_label))
        if d["instructions"]:
            out.append("instructions: " + _("none wait during {phase}").format(phase=s.phase_label))
        if failed:
            out.append("failed_colonies: " + _("a failed colony ends the game before the next card"))
    if ph == "choose_scientist" and d["revealed"] is not None:
        out.append("revealed: " + _("no progress card is revealed before everyone has a scientist"))
    elif ph != "choose_scientist" and d["revealed"] is None:
        out.append("revealed: " + _("a progress card is being resolved during {phase}").format(phase=s.phase_label))
    choices = d["work_choice"]
    for p in range(n) if choices.count(None) != n else ():
        ch = choices[p]
        if ch is None:
            continue
        where = f"work_choice[{p}]"
        if ph != "work" or p >= who:
            out.append(f"{where}: " + _("only players before the one to act have chosen, during a Work card"))
        if ch.space not in spaces:
            out.append(f"{where}.space: " + _("{value!r} is not a work space ({spaces})").format(
                value=ch.space, spaces=", ".join(spaces)))
        elif ch.space == "build":
            if ch.card != "-" and ch.card not in d["hand"][p]:
                out.append(f"{where}.card: " + _("{card} is not in {player}'s hand").format(
                    card=repr(ch.card), player=f"P{p + 1}"))
            elif ch.food < 0 or ch.food > k.cost.get(ch.card, 0):
                out.append(f"{where}.food: " + _("{food} food cannot pay toward {building}").format(
                    food=ch.food, building=ch.card))
        elif ch.card or ch.food:
            out.append(f"{where}: " + _("only BUILD names a card and food"))
    if ph == "work":
        if d["revealed"] != "work":
            out.append("revealed: " + _("Work is being resolved during a Work card, not {card!r}").format(
                card=d["revealed"]))
        if len(d["chits"][who]) >= ACTION_CHITS:
            out.append(f"chits[{who}]: " + _("{player} is to place a chit but has none left").format(
                player=f"P{who + 1}"))
        for p in range(who):
            if d["work_choice"][p] is None and len(d["chits"][p]) < ACTION_CHITS:
                out.append(f"work_choice[{p}]: " + _("{player} chose before {other} but has no choice").format(
                    player=f"P{p + 1}", other=f"P{who + 1}"))
    if ph in _DECIDING:
        out.extend(_decision_problems(s, k, dec, ph, who))
    if 0 in d["colonists"]:
        printed = k.printed
        for p in range(n):
            if p in failed or (ph == "lose_building" and p == who) or d["colonists"][p]:
                continue
            if not sum([printed[bid] for bid, _n in d["tableau"][p]]):
                out.append(f"colonists[{p}]: " + _("{player}'s colony has no colonist left, which ends the "
                                                   "game").format(player=f"P{p + 1}"))
    return out


def _decision_problems(s, k: _Known, dec, ph: str, who: int) -> list[str]:
    d = s.data
    if dec is None:
        return ["decision: " + _("{phase} waits for a decision, and there is none").format(phase=s.phase_label)]
    if dec.get("kind") != ph:
        return ["decision.kind: " + _("{kind!r} is not the decision of {phase} ({phase_id})").format(
            kind=dec.get("kind"), phase=s.phase_label, phase_id=ph)]
    out = []
    want = ("kind", "player", "source") + _DECISION_KEYS[ph]
    allowed = set(want) | set(_OPTIONAL_KEYS.get(ph, ()))
    for key in want:
        if key not in dec:
            out.append(f"decision.{key}: " + _("missing for a {kind} decision").format(kind=ph))
    for key in dec:
        if key not in allowed:
            out.append(f"decision.{key}: " + _("not part of a {kind} decision").format(kind=ph))
    if out:
        return out
    p = dec["player"]
    if p != who:
        return ["decision.player: " + _("{player} decides, but {other} is to act").format(
                    player=f"P{p + 1}", other=f"P{who + 1}")
                if type(p) is int else
                "decision.player: " + _("{value!r} is not a seat").format(value=p)]
    if ph == "lose_building":
        if dec["need"] < 1:
            out.append("decision.need: " + _("{n} colonists to lose; a building is lost for 1 or more").format(
                n=dec["need"]))
        if not d["tableau"][p]:
            out.append(f"tableau[{p}]: " + _("{player} must lose a building but has none").format(
                player=f"P{p + 1}"))
        if d["colonists"][p]:
            # MCB-LOSS-MAT-FIRST: a building is lost only once the mat is empty
            out.append(f"colonists[{p}]: " + _("{player} loses a building while the mat still has "
                                               "{n} colonists").format(player=f"P{p + 1}", n=d["colonists"][p]))
    elif ph == "choose_perk":
        if not d["perks"][p]:
            out.append(f"perks[{p}]: " + _("{player} must add a perk but has none left").format(player=f"P{p + 1}"))
    elif ph == "place_boxes":
        boxes = dec["n"]
        room = box_room(s, p)
        total = None if any(v is None for v in room.values()) else sum(room.values())
        if not 1 <= boxes <= RESTOCK_BOXES:
            out.append("decision.n: " + _("{n} boxes; RESTOCK gives 1 to {most} to place").format(
                n=boxes, most=RESTOCK_BOXES))
        elif total is not None and total < boxes:
            out.append(f"tableau[{p}]: " + _("room for {total} boxes, not the {n} to place").format(
                total=total, n=boxes))
    elif ph == "discard":
        cards = dec["n"]
        if cards not in k.discards:
            out.append("decision.n: " + _("{n} cards to discard; Paperwork and the cards ask for {counts}").format(
                n=cards, counts=", ".join(map(str, sorted(k.discards)))))
        elif len(d["hand"][p]) <= cards:
            out.append("decision.n: " + _("{n} cards to discard from a hand of {size}; a choice is asked only "
                                          "when the hand has more").format(n=cards, size=len(d["hand"][p])))
        if dec.get("rule", "MCB-DISCARD") != "MCB-DISCARD":
            out.append("decision.rule: " + _("{rule!r}; a card's discard is MCB-DISCARD "
                                             "(Paperwork names no rule)").format(rule=dec["rule"]))
    elif ph == "may":
        e = dec["effect"]
        problem = instruction_problem(s, k, e.do, p, e.what, e.n)
        if problem:
            out.append(f"decision.effect: {problem}")
    elif ph == "ability_order":
        if dec["act"] not in _WORK_SPACES:
            out.append("decision.act: " + _("{value!r} is not an action ({actions})").format(
                value=dec["act"], actions=", ".join(_WORK_SPACES)))
    return out
