"""Carrying out Planet Unknown's actions: :func:`execute` and what follows them.

:func:`execute` carries out each action kind (the bigger ones in their own function:
taking and placing a tile, keeping a civ card, landing and moving a rover, placing a
biomass patch); then the automatic steps: the queue of advances and benefits a tile
gives (:func:`resolve`, :func:`advance`), the next player, the round's end and the next
round (the station's turn, an event card), the stored patches before the final scoring.
The table's seats are copied before they change (:func:`kept_shown`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lunarrules.i18n import _, ngettext
from lunarrules.kernel import Action, Later

from . import geometry as pl
from . import scoring
from .legal import (
    energy_options,
    energy_rule,
    is_end_game_civ,
    patch_mask,
    pending_options,
    rover_can_move,
    rover_moves,
    rover_place_squares,
    synergy_options,
    synergy_rule,
)
from .params import DEPOTS, DIRECTIONS, RESOURCES, SLOTS, TRACKS
from .table import Benefit, Seat, Stack
from .words import (
    benefit_words,
    collected_words,
    direction_word,
    ending_words,
    names,
    orientation,
    resource,
    square_name,
    tile_name,
)

if TYPE_CHECKING:  # pragma: no cover
    from .state import PlanetUnknownState

_TRACK_INDEX = {t: i for i, t in enumerate(TRACKS)}
_RES_INDEX = {r: i for i, r in enumerate(RESOURCES)}
_DIR = {d: (dr, dc) for d, dr, dc in DIRECTIONS}
_NO_EFFECTS: frozenset[str] = frozenset()


def kept_shown(d: dict) -> tuple[Seat | None, ...]:
    """The table's ``shown`` planets with every ``None`` (as in ``seats``) made the seat itself:
    what to keep before the seats are replaced by changed copies."""
    return tuple(s if seen is None else seen for s, seen in zip(d["seats"], d["shown"], strict=True))


# ------------------------------------------------------------------ execute
def execute(state: PlanetUnknownState, action: Action) -> None:
    a = action
    kind = a.kind
    p = a.actor
    d = state.data
    if kind == "rotate":
        d["rotation"] = (d["rotation"] + a["steps"]) % DEPOTS
        extra = ("PU-ROTATE-2P-COMMANDER",) if state.players == 2 else ()
        steps = a["steps"]
        if steps:
            state.emit(ngettext("turns the station {n} depot", "turns the station {n} depots", steps),
                       "PU-ROTATE", *extra, actor=p, n=steps)
        else:
            state.emit(_("leaves the station as it is"), "PU-ROTATE", *extra, actor=p)
        state.goto("place")
        state.to_act = d["order"][0]
        return
    if kind in ("place", "take"):
        take_tile(state, a)
    elif kind == "order":
        pend = d["benefits"]
        first, second = pend.pop(0)[1]
        if a["first"] == second:
            pend[0], pend[1] = pend[1], pend[0]
            first, second = second, first
        state.emit(_("advances {first} first, then {second}"),
                   "PU-ADVANCE-ORDER", actor=p, first=Later(resource, first), second=Later(resource, second))
    elif kind == "energy":
        d["benefits"][0] = ("advance", a["track"], "energy")
        extra = ("PU-ENERGY-WATER",) if a["track"] == "water" else ()
        state.emit(_("energy advances {resource}"),
                   energy_rule(state), *extra, actor=p, resource=Later(resource, a["track"]))
    elif kind == "synergy":
        t = a["track"]
        if t == "none":
            d["benefits"].pop(0)
            state.emit(_("declines the synergy boost"), "PU-SYNERGY", actor=p)
        else:
            d["benefits"][0] = ("advance", t, "synergy")
            state.emit(_("synergy boost advances {resource}"),
                       synergy_rule(state), actor=p, resource=Later(resource, t))
    elif kind == "civ":
        keep_civ(state, p, pending_options(state)[a["offer"] - 1])
    elif kind == "rover_place":
        land_rover(state, p, a["row"], a["col"])
    elif kind == "rover_move":
        move_rover(state, p, a["rover"], a["dir"])
        left = d["benefits"][0][1] - 1
        if left > 0 and rover_can_move(state, p):
            d["benefits"][0] = ("rover_move", left)
            state.goto("rover_move")
            return
        d["benefits"].pop(0)
    elif kind == "rover_stop":
        left = d["benefits"].pop(0)[1]
        state.emit(ngettext("stops moving rovers ({n} movement point unused)",
                            "stops moving rovers ({n} movement points unused)", left),
                   "PU-ROVER-MOVEMENT", actor=p, n=left)
    elif kind == "patch":
        place_patch(state, p, a["row"], a["col"])
        if state.phase == "final_patches":
            state.seat(p).stored -= 1
            final_patches(state)
            return
        d["benefits"].pop(0)
    elif kind == "store_patch":
        d["benefits"].pop(0)
        s = state.seat(p)
        s.stored += 1
        state.emit(_("stores the biomass patch for the end of the game ({n} stored)"),
                   "PU-TECH-STORE-PATCHES", actor=p, n=s.stored)
    resolve(state)


# ------------------------------------------------------------------ tiles
def take_tile(state: PlanetUnknownState, a: Action) -> None:
    d = state.data
    p = a.actor
    params = dict(a.params)
    slot = params["tile"]
    depot = (DEPOTS * p // state.players + d["rotation"]) % DEPOTS  # state.depot_of(p)
    i = 2 * depot + SLOTS.index(slot)
    stacks = d["stacks"] = d["stacks"][:]  # shared with the parent until now
    tid, rest = stacks[i]
    if rest:
        top = state.chance.draw("tile", rest)
        j = rest.index(top)
        stacks[i] = Stack(top, rest[:j] + rest[j + 1:])
    else:
        stacks[i] = Stack(None, ())
    if d["stacks"][2 * depot][0] is None and d["stacks"][2 * depot + 1][0] is None:
        if "depot" not in d["ending"]:
            d["ending"] = [*d["ending"], "depot"]
        state.emit(_("depot {depot} is empty: the game ends after this round"),
                   "PU-END-DEPOT", actor=p, depot=depot)
    tile = state._c.tiles[tid]
    s = d["seats"][p]
    s.tiles = s.tiles + (tid,)
    if a.kind == "take":
        if "cannot_place" not in d["ending"]:
            d["ending"] = [*d["ending"], "cannot_place"]
        state.emit(_("cannot place either tile; takes the {tile_name} without placing it (meteor ignored); "
                     "the game ends after this round"),
                   "PU-END-CANNOT-PLACE", "PU-CANNOT-PLACE-TAKE", "PU-END-FINISH-ROUND", actor=p,
                   tile_name=tile_name(state, tid))
        entries: list[tuple[str, Benefit]] = []
        for res, other in ((tile.a, tile.b), (tile.b, tile.a)):
            t = other if res == "energy" else res
            entries.append((res, ("advance", t, "energy" if res == "energy" else "tile")))
            if res in ("energy", "water"):
                text = (_("energy on the unplaced tile advances {resource}") if res == "energy"
                        else _("water on the unplaced tile advances {resource}"))
                state.emit(text, "PU-CANNOT-PLACE-ADVANCE", actor=p, resource=resource(t))
        queue_advances(state, p, entries)
        state.goto("resolve")
        return
    k, r, c = params["orient"], params["row"], params["col"]
    m, ma, mb, met = tile.table.orientations[k].at(r, c)
    content = state._c
    effects = content.effects(s.techs) if s.techs else _NO_EFFECTS
    crushed = m & s.pods
    if crushed:
        s.pods &= ~crushed
        if "pod_rescue" in effects:
            s.pods_collected += pl.count(crushed)
            n = pl.count(crushed)
            state.emit(ngettext("pod rescue crane saves {n} lifepod", "pod rescue crane saves {n} lifepods",
                                n),
                       "PU-TECH-EFFECTS", actor=p, n=n)
        else:
            n = pl.count(crushed)
            state.emit(ngettext("destroys {n} lifepod at {squares}", "destroys {n} lifepods at {squares}", n),
                       "PU-DESTROY", actor=p, n=n, squares=Later(names, crushed))
    lost = [i for i in s.rovers if (1 << i) & m]
    if lost:
        s.rovers = [i for i in s.rovers if not (1 << i) & m]
        state.emit(ngettext("destroys {n} rover", "destroys {n} rovers", len(lost)),
                   "PU-DESTROY", actor=p, n=len(lost))
    s.covered |= m
    s.add_terrains(_RES_INDEX[tile.a], ma, _RES_INDEX[tile.b], mb)
    s.last_tile = m
    meteor = tile.meteor
    if meteor and "no_meteorites" in effects:
        meteor = False
        state.emit(_("the meteor icon drops no meteorite (tech)"), "PU-TECH-NO-METEORITES", actor=p)
    s.last_meteor = met if meteor else 0
    if meteor:
        s.meteors |= met
        state.emit(_("a meteorite lands on {squares}"),
                   "PU-METEOR", "PU-METEOR-LINES", actor=p, squares=Later(names, met))
    state.emit(_("places the {tile_name}, {orientation}, at {square}"),
               "PU-TAKE-TILE", "PU-PLACE-RULES", "PU-TILE-SECTIONS", "PU-ADVANCE",
               "PU-ADVANCE-ORDER", actor=p, tile_name=tile_name(state, tid),
               orientation=Later(orientation, k), square=Later(square_name, r, c))
    entries = []
    for res, sec, other in ((tile.a, ma, tile.b), (tile.b, mb, tile.a)):
        if res == "energy":
            opts = energy_options(state, p, other, sec)
            if len(opts) == 1:
                entries.append((res, ("advance", opts[0], "energy")))
                state.emit(_("energy can only advance {resource}"),
                           energy_rule(state), actor=p, resource=Later(resource, opts[0]))
            else:
                entries.append((res, ("energy", opts)))
        elif res == "water" and not (sec & content.ice) and "ice_drill" not in effects:
            state.emit(_("the water terrain covers no ice: the water tracker does not advance"),
                       "PU-WATER-ICE", actor=p)
        elif res == "water" and "double_water" in effects:
            entries.append((res, ("advance", res, "double")))
            state.emit(_("the water terrain advances the water tracker twice (tech)"),
                       "PU-TECH-DOUBLE-WATER", actor=p)
        else:
            entries.append((res, ("advance", res, "tile")))
    queue_advances(state, p, entries)
    state.goto("resolve")


def queue_advances(state: PlanetUnknownState, p: int, entries: list[tuple[str, Benefit]]) -> None:
    """Queue the tile's advances ``[(resource, pending item)]``, in section order.

    PU-ADVANCE-ORDER / PU-ADVANCE-ORDER-ASKED: the player chooses which goes first
    when both would claim a benefit (for energy still to be spent: any of its choices).
    """
    pend = state.data["benefits"]
    if len(entries) == 2:
        (ra, ea), (rb, eb) = entries
        same = ea[0] == eb[0] == "advance" and ea[1] == eb[1]
        if not same and claims(state, p, ea) and claims(state, p, eb):
            pend.append(("order", (ra, rb)))
            state.emit(_("the {a} and {b} advances both claim a benefit: the player chooses which comes first"),
                       "PU-ADVANCE-ORDER", "PU-ADVANCE-ORDER-ASKED", actor=p, a=Later(resource, ra),
                       b=Later(resource, rb))
    for _res, e in entries:
        pend.append(e)


def claims(state: PlanetUnknownState, p: int, item: tuple) -> bool:
    """Whether advancing the tracker(s) of a queued advance or energy choice claims a benefit."""
    c = state._c
    tracks = state.data["seats"][p].tracks
    for t in (item[1],) if item[0] == "advance" else item[1]:
        if t == "rover":  # rover steps give movement, even at the top
            return True
        pos = tracks[_TRACK_INDEX[t]]
        if pos < c.top[t] and c.benefits[t][pos + 1]:
            return True
    return False


# ------------------------------------------------------------------ benefits loop
def resolve(state: PlanetUnknownState) -> None:
    """Resolve pending benefits until a player decision or the player is done."""
    if state.phase != "resolve":
        state.goto("resolve")
    d = state.data
    p = d["order"][d["placing"]]
    pend = d["benefits"]
    while pend:
        item = pend[0]
        kind = item[0]
        if kind == "advance":
            pend.pop(0)
            if item[2] == "double":  # PU-TECH-DOUBLE-WATER: the second step after the first's benefit
                pend.insert(0, ("advance", item[1], "tile"))
            advance(state, p, item[1])
            continue
        if kind == "order":
            return ask(state, "order", p)
        if kind == "energy":
            return ask(state, "energy", p)
        if kind == "synergy":
            if not synergy_options(state, p, item[1]):
                pend.pop(0)
                state.emit(_("synergy boost: every other tracker is at the top"), "PU-TRACK-TOP", actor=p)
                continue
            return ask(state, "synergy", p)
        if kind == "civ":
            if not d["piles"][str(item[1])]:
                pend.pop(0)
                state.emit(_("no rank {rank} civ card is left"),
                           "PU-CIV-MILESTONE", actor=p, rank=item[1])
                continue
            return ask(state, "civ", p)
        if kind == "rover_place":
            s = state.seat(p)
            if s.supply == 0 or not rover_place_squares(state, p):
                pend.pop(0)
                state.emit(_("no rover can land (none left on the board, or no tile yet)"),
                           "PU-ROVER-MILESTONE", actor=p)
                continue
            return ask(state, "rover_place", p)
        if kind == "rover_move":
            if item[1] <= 0 or not rover_moves(state, p):
                pend.pop(0)
                continue
            return ask(state, "rover_move", p)
        if kind == "patch":
            if not patch_mask(state, p):
                pend.pop(0)
                state.seat(p).stored += 1
                state.emit(_("no square for the biomass patch: it is stored"), "PU-PATCH-STORED", actor=p)
                continue
            return ask(state, "patch", p)
    next_player(state)


def ask(state: PlanetUnknownState, phase: str, p: int) -> None:
    state.goto(phase)
    state.to_act = p


def advance(state: PlanetUnknownState, p: int, track: str) -> None:
    c = state._c
    s = state.data["seats"][p]
    i = _TRACK_INDEX[track]
    top = c.top[track]
    # a rover_plus tech adds a movement point to a rover step (has_tech, inlined)
    plus = 1 if track == "rover" and s.techs and "rover_plus" in c.effects(s.techs) else 0
    pend = state.data["benefits"]
    if s.tracks[i] >= top:
        if track == "rover":
            pend.insert(0, ("rover_move", c.rover_movement[top] + plus))
            state.emit(_("rover tracker is at the top: movement only"), "PU-TRACK-TOP", actor=p)
        else:
            state.emit(_("{resource} tracker is at the top: nothing more"),
                       "PU-TRACK-TOP", actor=p, resource=Later(resource, track))
        return
    s.tracks[i] += 1
    pos = s.tracks[i]
    benefit = c.benefits[track][pos]
    new: list[Benefit] = []
    if benefit == "synergy":
        new.append(("synergy", track))
    elif benefit.startswith("civ"):
        new.append(("civ", int(benefit[3])))
    elif benefit == "rover":
        new.append(("rover_place",))
    elif benefit == "patch":
        new.append(("patch",))
    elif benefit.startswith("tech"):
        tech = c.techs[int(benefit[4]) - 1]
        s.techs = s.techs + (tech["id"],)
        state.emit(_("unlocks tech {name}"),
                   "PU-TECH", "PU-TECH-EFFECTS", actor=p, name=tech["name"])
    if track == "rover":
        new.append(("rover_move", c.rover_movement[pos] + plus))
    if benefit:
        state.emit(_("{resource} tracker advances to {position} ({benefit})"), "PU-ADVANCE",
                   "PU-BENEFIT", actor=p, resource=Later(resource, track), position=pos,
                   benefit=Later(benefit_words, benefit))
    else:
        state.emit(_("{resource} tracker advances to {position}"), "PU-ADVANCE", "PU-BENEFIT",
                   actor=p, resource=Later(resource, track), position=pos)
    pend[0:0] = new


def keep_civ(state: PlanetUnknownState, p: int, card: str) -> None:
    d = state.data
    rank = d["benefits"].pop(0)[1]
    d["piles"] = {**d["piles"], str(rank): tuple(x for x in d["piles"][str(rank)] if x != card)}
    s = state.seat(p)
    s.civ = s.civ + (card,)
    info = state.content.civ[card]
    if not is_end_game_civ(state, card):
        state.emit(_("keeps civ card {name} (rank {rank}); the rest go back face down"),
                   "PU-CIV-MILESTONE", "PU-CIV-TIE", actor=p, name=info["name"], rank=rank)
    else:
        state.emit(_("keeps an End Game civilization card (rank {rank}), secret until the end; the "
                     "rest go back face down"),
                   "PU-CIV-MILESTONE", "PU-CIV-TIE", "PU-CIV-SECRET", actor=p, rank=rank)
    if info["effect"] == "advance":
        d["benefits"].insert(0, ("advance", info["track"], "civ"))


def land_rover(state: PlanetUnknownState, p: int, r: int, c: int) -> None:
    state.data["benefits"].pop(0)
    s = state.seat(p)
    b = pl.bit(r, c)
    s.supply -= 1
    s.rovers.append(r * pl.STRIDE + c)
    rules = ["PU-ROVER-MILESTONE"]
    if b & s.meteors:
        s.meteors &= ~b
        s.meteorites_collected += 1
        rules.append("PU-ROVER-ON-METEOR")
    text = _("lands a rover on {square} and collects its meteorite") if len(rules) > 1 else _(
        "lands a rover on {square}")
    state.emit(text, *rules, actor=p, square=Later(square_name, r, c))


def move_rover(state: PlanetUnknownState, p: int, n: int, direction: str) -> None:
    s = state.data["seats"][p]
    dr, dc = _DIR[direction]
    i = s.rovers[n - 1] + dr * pl.STRIDE + dc
    s.rovers[n - 1] = i
    b = 1 << i
    pod = b & s.pods
    if pod:
        s.pods &= ~b
        s.pods_collected += 1
    meteorite = b & s.meteors
    if meteorite:
        s.meteors &= ~b
        s.meteorites_collected += 1
    r, c = divmod(i, pl.STRIDE)
    if pod or meteorite:
        state.emit(_("rover {rover} moves {direction} to {square}, collects {things}"),
                   "PU-ROVER-MOVEMENT", "PU-ROVER-COLLECT", actor=p, rover=n,
                   direction=Later(direction_word, direction), square=Later(square_name, r, c),
                   things=Later(collected_words, bool(pod), bool(meteorite)))
    else:
        state.emit(_("rover {rover} moves {direction} to {square}"), "PU-ROVER-MOVEMENT", actor=p,
                   rover=n, direction=Later(direction_word, direction), square=Later(square_name, r, c))


def place_patch(state: PlanetUnknownState, p: int, r: int, c: int) -> None:
    s = state.seat(p)
    b = pl.bit(r, c)
    rules = ["PU-BIOMASS-PATCH", "PU-PATCH-LINES"]
    if b & s.pods:
        s.pods &= ~b
        rules.append("PU-DESTROY")
    if b & s.rover_mask():
        s.rovers = [i for i in s.rovers if (1 << i) != b]
        rules.append("PU-DESTROY")
    s.covered |= b
    s.patches |= b
    s.add_terrain(_RES_INDEX["biomass"], b)
    state.emit(_("places a biomass patch on {square}"),
               *dict.fromkeys(rules), actor=p, square=Later(square_name, r, c))


# ------------------------------------------------------------------ round and end
def next_player(state: PlanetUnknownState) -> None:
    d = state.data
    state.goto("next_player")
    d["placing"] += 1
    if d["placing"] < len(d["order"]):
        state.goto("place")
        state.to_act = d["order"][d["placing"]]
        return
    state.goto("round_end")
    d["commander"] = (d["commander"] + 1) % state.players
    if d["ending"]:
        state.emit(_("the round is over and the game ends: {reasons}"),
                   "PU-END", "PU-END-FINISH-ROUND", reasons=ending_words(d["ending"]))
        final_patches(state)
        return
    state.emit(_("the commander token passes to {player}"),
               "PU-COMMANDER-PASS", player=f"P{d['commander'] + 1}")
    d["round"] += 1
    begin_round(state)


def final_patches(state: PlanetUnknownState) -> None:
    """Stored patches go down before scoring (PU-PRE-SCORING); unplaceable ones are lost."""
    seats = state.data["seats"]
    for p in range(state.players):
        s = seats[p]
        if s.stored and not patch_mask(state, p):
            lost = ngettext("{n} stored patch has no square and is lost",
                            "{n} stored patches have no square and are lost", s.stored).format(n=s.stored)
            state.emit(lost, "PU-PATCH-STORED", actor=p)
            # copy first: seats other than the actor's are shared with the previous state
            state.data["shown"] = kept_shown(state.data)
            s = seats[p] = s.copy()
            s.stored = 0
        if s.stored:
            state.goto("final_patches")
            state.to_act = p
            return
    scoring.final_scoring(state)


def begin_round(state: PlanetUnknownState) -> None:
    d = state.data
    n = state.players
    d["order"] = tuple((d["commander"] + i) % n for i in range(n))
    d["placing"] = 0
    # None: the planet as it is in "seats". A seat is copied before it changes, and the
    # code that copies it (_clone_data, _reveal_event, _final_patches, _score) keeps the
    # planet as it was in "shown".
    d["shown"] = (None,) * n
    if state.options["events"]:
        reveal_event(state)
    if n == 2 and state.options["station_2p"] == "automatic":
        state.goto("station_turn")
        d["rotation"] = (d["rotation"] + 1) % DEPOTS
        state.emit(_("round {round}: the station turns one depot clockwise"),
                   "PU-ROTATE-2P", round=d["round"])
        state.goto("place")
        state.to_act = d["order"][0]
    else:
        state.goto("rotate")
        state.to_act = d["commander"]


def reveal_event(state: PlanetUnknownState) -> None:
    """PU-EVENT-CARDS / PU-END-EVENTS: reveal a card; the last one ends the game after this round."""
    d = state.data
    state.goto("event")
    card = state.chance.draw("event", d["events"])
    d["events"] = tuple(e for e in d["events"] if e != card)
    d["event"] = card
    info = state.content.events[card]
    if info["effect"] == "advance":
        t = info["track"]
        i = _TRACK_INDEX[t]
        top = state.content.top[t]
        d["shown"] = kept_shown(d)
        d["seats"] = [x.copy() for x in d["seats"]]
        for x in d["seats"]:
            x.tracks[i] = min(top, x.tracks[i] + 1)
        state.emit(_("event {name}: every {resource} tracker moves up one step (no benefit)"),
                   "PU-EVENT-CARDS", name=info["name"], resource=resource(t))
    else:
        state.emit(_("event {name}: nothing happens"), "PU-EVENT-CARDS", name=info["name"])
    if not d["events"]:
        d["ending"] = [*d["ending"], "events"]
        state.emit(_("the last event card is revealed: the game ends after this round"), "PU-END-EVENTS")
