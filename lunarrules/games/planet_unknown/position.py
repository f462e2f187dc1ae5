"""Planet Unknown's conservation rules: what makes a table a possible position.

:func:`table_problems` and :func:`decision_problems` back
``PlanetUnknownState._position_problems``; each problem names its field.
"""

from __future__ import annotations

import re
from operator import attrgetter, gt, itemgetter
from typing import TYPE_CHECKING, Any

from lunarrules.kernel.untrusted import short

from . import placement as pl
from .params import CIV_RANKS, DEPOTS, OBJECTIVES_2P, RESOURCES, TRACKS
from .seat import MASK_FIELDS, Seat

if TYPE_CHECKING:  # pragma: no cover
    from .content import Compiled
    from .state import PlanetUnknownState


_HEX = re.compile(r"(?:0|[1-9a-f][0-9a-f]{0,38})(?:,(?:0|[1-9a-f][0-9a-f]{0,38}))*")
_SOURCES = frozenset(("tile", "energy", "synergy", "civ", "double"))
_TRACK_SET = frozenset(TRACKS)
_RESOURCE_SET = frozenset(RESOURCES)
_BENEFIT_PHASES = frozenset(("order", "energy", "synergy", "civ", "rover_place", "rover_move", "patch"))
_ROUND_PHASES = _BENEFIT_PHASES | {"rotate", "place"}
_DECISIONS = _ROUND_PHASES | {"final_patches"}
_END_PHASES = frozenset(("final_patches", "scoring", "end"))
_ENDINGS = ("depot", "cannot_place", "events")
_BIOMASS = RESOURCES.index("biomass")
_SIZE = pl.SIZE * pl.STRIDE
_RANK_KEYS = frozenset(str(r) for r in CIV_RANKS)
# _ORDERS[n][first]: the seats of an n-player game clockwise from ``first``.
_ORDERS = {n: tuple(tuple((f + i) % n for i in range(n)) for f in range(n)) for n in range(1, 7)}


_HEX_FIELDS = attrgetter(*(f"{a}_hex" for a in MASK_FIELDS))
_CACHE_KEYS = tuple(f"_{a}" for a in MASK_FIELDS)  # where a Seat keeps its masks read
_BY_RESOURCE = itemgetter(*RESOURCES)
_SIXTEEN = (16,) * max(len(MASK_FIELDS), len(RESOURCES))


def _hexes_sound(s: Seat, where: str, out: list[str]) -> bool:
    """Whether ``s``'s planet squares are written as sets of squares (else say why)."""
    terrain = s.terrain_hex
    if terrain.keys() != _RESOURCE_SET:
        out.append(f"{where}.terrain: one entry per resource ({', '.join(RESOURCES)}), "
                   f"not {', '.join(map(str, terrain))}")
        return False
    if not _HEX.fullmatch(",".join(_HEX_FIELDS(s) + _BY_RESOURCE(terrain))):
        fields = [(MASK_FIELDS[a], getattr(s, f"{a}_hex")) for a in MASK_FIELDS]
        fields += [(f"terrain.{r}", terrain[r]) for r in RESOURCES]
        for name, h in fields:
            if not _HEX.fullmatch(h):
                out.append(f"{where}.{name}: {short(h)} is not a set of squares (a hexadecimal "
                           "number in lower case, without leading zeros)")
        return False
    return True


def _masks_sound(s: Seat, where: str, land: int, out: list[str]) -> tuple | None:
    """``s``'s planet squares as ``(masks, terrains)`` if they are sets of squares of the
    planet (else ``None``, saying why).

    Reads them once for the engine (a Seat keeps the masks it has read).
    """
    if not _hexes_sound(s, where, out):
        return None
    hexes = _HEX_FIELDS(s)
    by_resource = _BY_RESOURCE(s.terrain_hex)
    masks = tuple(map(int, hexes, _SIXTEEN))
    terrains = tuple(map(int, by_resource, _SIXTEEN))
    cache = s.__dict__
    cache.update(zip(_CACHE_KEYS, masks, strict=True))
    cache["_terrain"] = terrains
    union = 0
    for m in masks + terrains:
        union |= m
    if union & ~land:
        bad = [MASK_FIELDS[a] for a in MASK_FIELDS if getattr(s, a) & ~land]
        bad += [f"terrain.{r}" for r, m in zip(RESOURCES, terrains, strict=True) if m & ~land]
        for name in bad:
            out.append(f"{where}.{name}: holds squares off the planet")
        return None
    return masks, terrains


def _planet_problems(where: str, s: Seat, read: tuple, c: Compiled, out: list[str]) -> None:
    """The planet's squares hold together: terrains, lifepods, meteorites, patches."""
    masks, terrains = read
    covered, meteors, pods, patches, last_tile, last_meteor = masks
    union = 0
    for m in terrains:
        union |= m
    if sum(map(int.bit_count, terrains)) != union.bit_count():
        out.append(f"{where}.terrain: two terrains share a square")
    if union != covered:
        out.append(f"{where}.terrain: the terrains do not cover exactly the covered squares")
    if pods & ~c.pods:
        out.append(f"{where}.lifepods: a lifepod where the planet has none at setup")
    if pods & covered:
        out.append(f"{where}.lifepods: a lifepod under a tile (covering a lifepod destroys it)")
    if meteors & ~covered:
        out.append(f"{where}.meteorites: a meteorite on a square without a tile")
    if patches & ~terrains[_BIOMASS]:
        out.append(f"{where}.patches: a biomass patch outside the biomass terrain")
    if last_tile & ~covered:
        out.append(f"{where}.last_tile: squares that are not covered")
    if last_meteor & ~last_tile:
        out.append(f"{where}.last_meteorite: not on the last tile")
    have = c.pods.bit_count()
    if s.pods_collected + pods.bit_count() > have:
        out.append(f"{where}.lifepods_collected: {s.pods_collected} collected and "
                   f"{pods.bit_count()} on the planet, but the planet has {have} lifepods")
    fell = len(c.meteor_tiles.intersection(s.tiles))
    if s.meteorites_collected + meteors.bit_count() > fell:
        out.append(f"{where}.meteorites_collected: {s.meteorites_collected} collected and "
                   f"{meteors.bit_count()} on the planet, but only {fell} of the tiles taken "
                   "have a meteor")


def _seat_problems(p: int, s: Seat, c: Compiled, out: list[str]) -> bool:
    """Check seat ``p``; whether its planet squares can be read."""
    where = f"seats[{p}]"
    read = _masks_sound(s, where, c.land, out)
    sound = read is not None
    if read is not None:
        _planet_problems(where, s, read, c, out)
    land = c.land
    seen = 0
    for i, sq in enumerate(s.rovers):
        if not 0 <= sq < _SIZE or not land >> sq & 1:
            out.append(f"{where}.rovers[{i}]: {sq} is not a square of the planet "
                       "(row * 13 + column)")
        elif seen >> sq & 1:
            out.append(f"{where}.rovers[{i}]: two rovers on square {sq}")
        else:
            seen |= 1 << sq
    if s.supply < 0:
        out.append(f"{where}.rovers_in_supply: {s.supply} is below 0")
    if len(s.rovers) + max(s.supply, 0) > c.rovers:
        out.append(f"{where}.rovers: {len(s.rovers)} on the planet and {s.supply} on the board, "
                   f"but a corporation has {c.rovers} rovers")
    if s.pods_collected < 0 or s.meteorites_collected < 0 or s.stored < 0:
        for name, v in (("lifepods_collected", s.pods_collected),
                        ("meteorites_collected", s.meteorites_collected),
                        ("stored_patches", s.stored)):
            if v < 0:
                out.append(f"{where}.{name}: {v} is below 0")
    tracks = s.tracks
    if len(tracks) != len(TRACKS):
        out.append(f"{where}.tracks: one tracker per track ({', '.join(TRACKS)}), not {len(tracks)}")
        return sound
    top = c.top
    if min(tracks) < 0 or any(map(gt, tracks, c.tops)):
        for t, x in zip(TRACKS, tracks, strict=True):
            if not 0 <= x <= top[t]:
                out.append(f"{where}.tracks: the {t} tracker at {x} is off its track "
                           f"(0 to {top[t]})")
    techs = s.techs
    if techs and not _techs_sound(techs, tracks, c.tech_milestones):
        unlocked = c.tech_milestones
        for i, tid in enumerate(techs):
            if tid not in c.tech_effect:
                out.append(f"{where}.techs[{i}]: {short(tid)} is not a tech of the game")
            elif tid in techs[:i]:
                out.append(f"{where}.techs[{i}]: tech {tid} is unlocked twice")
            elif not any(tracks[t] >= pos for t, pos in unlocked.get(tid, ())):
                out.append(f"{where}.techs[{i}]: tech {tid} is unlocked, but no tracker has "
                           "passed its milestone")
    return sound


def _techs_sound(techs: tuple[str, ...], tracks: list[int], unlocked: dict) -> bool:
    """Whether each tech is unlocked once, at a milestone a tracker has reached (quick test)."""
    if len(set(techs)) != len(techs):
        return False
    for tid in techs:
        at = unlocked.get(tid)
        if at is None or tracks[at[0][0]] < at[0][1] and len(at) == 1:
            return False
        if len(at) > 1 and not any(tracks[t] >= pos for t, pos in at):
            return False
    return True


def table_problems(state: PlanetUnknownState) -> list[str]:
    """Every way ``state``'s table breaks Planet Unknown's rules (see ``_position_problems``)."""
    d = state.data
    c = state.content
    n = state.players
    phase = state.phase
    out: list[str] = []
    over = state.is_over
    if not over and phase not in _DECISIONS:
        out.append(f"phase: {phase} is not a decision; a position waits for a player")
    if not over and state.to_act is None:
        out.append("to_act: someone must be deciding while the game goes on")
    # -- the round
    rnd = d["round"]
    if rnd < 1:
        out.append(f"round: {rnd} is below 1")
    commander = d["commander"]
    if not 0 <= commander < n:
        out.append(f"commander: {commander} is not a seat of this {n}-player game")
    if not 0 <= d["rotation"] < DEPOTS:
        out.append(f"rotation: {d['rotation']} is not from 0 to {DEPOTS - 1}")
    ending_phase = phase in _END_PHASES
    first = (commander - 1 if ending_phase else commander) % n
    order = _ORDERS[n][first]
    if d["order"] != order:
        whose = "last round's commander" if ending_phase else "the commander"
        out.append(f"order: {list(d['order'])} is not the seats from {whose} (P{first + 1}) "
                   "clockwise")
    placing = d["placing"]
    if ending_phase and placing != n:
        out.append(f"placing: {placing}, but every player has placed this round ({n})")
    elif not ending_phase and not 0 <= placing < n:
        out.append(f"placing: {placing} is not a place in the order (0 to {n - 1})")
        placing = min(max(placing, 0), n - 1)
    # -- who decides what
    benefits = d["benefits"]
    if benefits:
        _benefit_problems(benefits, out)
    to_act = state.to_act
    if not over and to_act is not None:
        if phase == "rotate":
            if to_act != commander:
                out.append(f"to_act: the commander (P{commander + 1}) turns the station, "
                           f"not P{to_act + 1}")
            if placing:
                out.append("placing: nobody has placed before the station turns")
            if n == 2 and state.options["station_2p"] == "automatic":
                out.append("phase: with two players the station turns by itself (station_2p)")
        elif phase in _ROUND_PHASES and to_act != order[placing]:
            out.append(f"to_act: P{order[placing] + 1} is placing a tile this round "
                       f"(placing {placing}), not P{to_act + 1}")
        if phase in _BENEFIT_PHASES:
            if not benefits:
                out.append(f"benefits: nothing to resolve, but the phase is {phase}")
            elif benefits[0][0] != phase:
                out.append(f"benefits[0]: a {short(benefits[0][0])} to resolve, but the phase is "
                           f"{phase}")
        elif benefits:
            out.append(f"benefits: {len(benefits)} to resolve, but the phase is {phase}")
        if phase == "final_patches":
            seats = d["seats"]
            if len(seats) == n and (seats[to_act].stored <= 0
                                    or any(seats[q].stored for q in range(to_act))):
                out.append(f"to_act: P{to_act + 1} is not the first player with a stored patch")
    # -- the players
    seats, shown = d["seats"], d["shown"]
    if len(seats) != n or len(shown) != n:
        out.append(f"seats, shown: one per player ({n}), not {len(seats)} and {len(shown)}")
        seats = ()
    taking = phase in _BENEFIT_PHASES
    for p, s in enumerate(seats):
        k = (p - first) % n  # place in this round's order
        sound = _seat_problems(p, s, c, out)
        expected = rnd - 1 + (k < placing or (k == placing and taking) or ending_phase)
        if len(s.tiles) != expected:
            out.append(f"seats[{p}].tiles: {pl.counted(len(s.tiles), 'tile')} taken, but in "
                       f"round {rnd} P{p + 1} has taken {expected}")
        seen = shown[p]
        if seen == s:
            continue  # the planet as it is (checked above)
        # Only read when a player's view shows it: written as squares is enough here.
        if _hexes_sound(seen, f"shown[{p}]", out) and sound and seen.covered & ~s.covered:
            out.append(f"shown[{p}].covered: squares P{p + 1} has not covered")
        if len(seen.tracks) != len(TRACKS):
            out.append(f"shown[{p}].tracks: one tracker per track, not {len(seen.tracks)}")
        if seen.civ and not c.civ.keys() >= set(seen.civ):
            out.append(f"shown[{p}].civ_cards: cards that are not civ cards of the game")
    _tile_problems(d, c, seats, out)
    _card_problems(d, c, n, seats, out)
    # -- objectives and events
    objectives = d["objectives"]
    want = n if n >= 3 else OBJECTIVES_2P
    if len(objectives) != want or len(set(objectives)) != want:
        out.append(f"objectives: {want} different cards with {n} players, not {list(objectives)}")
    if not c.objectives.keys() >= set(objectives):
        for i, o in enumerate(objectives):
            if o not in c.objectives:
                out.append(f"objectives[{i}]: {short(o)} is not an objective card of the game")
    side = "neighbour" if n >= 3 or state.options["objectives_2p"] == "neighbour" else "private"
    if d["objective_side"] != side:
        out.append(f"objective_side: {short(d['objective_side'])}; this game plays the {side} side")
    ending = d["ending"]
    events, event = d["events"], d["event"]
    if not state.options["events"]:
        if events or event is not None:
            out.append("events: no event deck in this game (events=False)")
        if "events" in ending:
            out.append("ending: no event deck in this game (events=False)")
    else:
        known = c.events
        if event not in known:
            out.append(f"event: {short(event)} is not an event card of the game")
        if len(set(events)) != len(events) or event in events or not known.keys() >= set(events):
            out.append("events: the event deck holds each event card of the game at most once, "
                       "and not the revealed one")
        elif len(events) != len(known) - rnd:
            out.append(f"events: {len(events)} cards left in round {rnd}; one is revealed each "
                       f"round from {len(known)}")
        if (not events) != ("events" in ending):
            out.append("ending: the game ends for the event deck exactly when it is used up")
    if len(set(ending)) != len(ending) or any(e not in _ENDINGS for e in ending):
        out.append(f"ending: {list(ending)}; the end conditions are {', '.join(_ENDINGS)}, "
                   "each at most once")
    elif phase == "rotate" and ("depot" in ending or "cannot_place" in ending):
        out.append("ending: the game ends this round, but a new round has begun")
    return out


def _tile_problems(d: dict, c: Compiled, seats, out: list[str]) -> None:
    """Every tile in one place: its stack in the station, or the tiles a player took."""
    stacks = d["stacks"]
    if len(stacks) != 2 * DEPOTS:
        out.append(f"stacks: {2 * DEPOTS} stacks (two per depot), not {len(stacks)}")
        return
    sets = c.stack_sets
    every: list = []
    empty_depot = False
    for i, (top, below) in enumerate(stacks):
        ids = sets[i]
        if top is None:
            if below:
                out.append(f"stacks[{i}]: tiles below an empty top")
            elif stacks[i ^ 1][0] is None:
                empty_depot = True
        elif top in ids and ids.issuperset(below):
            every.append(top)
        else:
            for tid in (top, *below):
                if tid not in ids:
                    what = (f"belongs to stack {c.stack_of[tid]}" if tid in c.stack_of
                            else "is not a tile of the game")
                    out.append(f"stacks[{i}]: {short(tid)} {what}")
            every.append(top)
        every.extend(below)
    if empty_depot != ("depot" in d["ending"]):
        state = "a depot is empty" if empty_depot else "no depot is empty"
        out.append(f"ending: {list(d['ending'])}, but {state} (an empty depot ends the game)")
    for s in seats:
        every.extend(s.tiles)
    if len(every) == len(c.stack_of) and len(set(every)) == len(every):
        return  # each of the game's tiles once (the stacks hold only the game's tiles)
    where: dict[str, str] = {}
    for i, (top, below) in enumerate(stacks):
        for tid in (top, *below) if top is not None else below:
            if tid in where:
                out.append(f"stacks[{i}]: tile {tid} is also in {where[tid]}")
            where[tid] = f"stacks[{i}]"
    for p, s in enumerate(seats):
        for i, tid in enumerate(s.tiles):
            if tid not in c.stack_of:
                out.append(f"seats[{p}].tiles[{i}]: {short(tid)} is not a tile of the game")
            elif tid in where:
                out.append(f"seats[{p}].tiles[{i}]: tile {tid} is also in {where[tid]}")
            where[tid] = f"seats[{p}].tiles"
    missing = [t for t in c.stack_of if t not in where]
    if missing:
        out.append(f"stacks: {pl.counted(len(missing), 'tile')} neither in the station nor taken "
                   f"({', '.join(missing[:5])}{', …' if len(missing) > 5 else ''})")


def _card_problems(d: dict, c: Compiled, n: int, seats, out: list[str]) -> None:
    """Civ cards: the cards dealt per rank are in their pile or kept by one player."""
    piles = d["piles"]
    if piles.keys() != _RANK_KEYS:
        out.append(f"piles: one pile per rank ({', '.join(map(str, CIV_RANKS))}), not "
                   f"{', '.join(sorted(piles))}")
        return
    kept: list = []
    for s in seats:
        kept.extend(s.civ)
    every = kept[:]
    for rank in CIV_RANKS:
        every.extend(piles[str(rank)])
    if len(set(every)) != len(every) or not c.civ.keys() >= set(kept):
        where: dict[str, str] = {}
        for p, s in enumerate(seats):
            for i, cid in enumerate(s.civ):
                if cid not in c.civ:
                    out.append(f"seats[{p}].civ_cards[{i}]: {short(cid)} is not a civ card of the game")
                elif cid in where:
                    out.append(f"seats[{p}].civ_cards[{i}]: civ card {cid} is also in {where[cid]}")
                where[cid] = f"seats[{p}].civ_cards"
        for rank in CIV_RANKS:
            for cid in piles[str(rank)]:
                if cid in where:
                    out.append(f"piles.{rank}: civ card {cid} is also in {where[cid]}")
                where[cid] = f"piles.{rank}"
    for rank in CIV_RANKS:
        pile = piles[str(rank)]
        ids = c.civ_rank_sets[rank]
        if not ids.issuperset(pile):
            bad = [cid for cid in pile if cid not in ids]
            out.append(f"piles.{rank}: {', '.join(short(x) for x in bad[:5])} "
                       f"{'is not a' if len(bad) == 1 else 'are not'} rank {rank} civ "
                       f"card{'' if len(bad) == 1 else 's'}")
        dealt = min(n + 1, len(ids))
        held = len(ids.intersection(kept))
        if len(pile) + held != dealt:
            out.append(f"piles.{rank}: {len(pile)} in the pile and {held} kept, but {dealt} "
                       f"rank {rank} cards are dealt to {n} players")


def _benefit_problems(benefits: list, out: list[str]) -> None:
    for i, item in enumerate(benefits):
        kind = item[0] if item else None
        rest = item[1:]
        where = f"benefits[{i}]"
        if kind == "advance":
            ok = len(rest) == 2 and rest[0] in _TRACK_SET and rest[1] in _SOURCES
        elif kind == "energy":  # the trackers the energy may advance
            ok = (len(rest) == 1 and isinstance(rest[0], tuple) and len(rest[0]) >= 1
                  and all(t in _TRACK_SET for t in rest[0]) and len(set(rest[0])) == len(rest[0]))
        elif kind == "order":  # the tile's two resources
            ok = (len(rest) == 1 and isinstance(rest[0], tuple) and len(rest[0]) == 2
                  and all(r in _RESOURCE_SET for r in rest[0]))
            if ok and len(benefits) < i + 3:
                out.append(f"{where}: which of two advances comes first, but fewer than two follow")
        elif kind == "synergy":
            ok = len(rest) == 1 and rest[0] in _TRACK_SET
        elif kind == "civ":
            ok = len(rest) == 1 and type(rest[0]) is int and rest[0] in CIV_RANKS
        elif kind == "rover_move":
            ok = len(rest) == 1 and type(rest[0]) is int and rest[0] >= 0
        elif kind in ("rover_place", "patch"):
            ok = not rest
        else:
            ok = False
        if not ok:
            out.append(f"{where}: {short(item)} is not a benefit to resolve (see the table's "
                       "description of benefits)")


def decision_problems(state: PlanetUnknownState) -> list[str]:
    """Why the player to act has nothing to decide (empty: they have), for a sound table."""
    d = state.data
    phase = state.phase
    p = state.to_act
    if p is None:  # nobody to decide: the kernel's flow checks say so
        return []
    s = d["seats"][p]
    item: tuple[Any, ...] = d["benefits"][0] if d["benefits"] else ()
    why = None
    if phase == "place":
        if all(state.depot_tile(p, slot) is None for slot in ("inner", "outer")):
            why = f"the depot P{p + 1} faces is empty"
    elif phase == "civ" and not d["piles"][str(item[1])]:
        why = f"no rank {item[1]} civ card is left to keep"
    elif phase == "synergy" and not state.synergy_options(p, item[1]):
        why = "every tracker the synergy boost could move is at the top"
    elif phase == "rover_place" and (s.supply <= 0 or not s.last_tile & ~s.rover_mask()):
        why = "no rover can land (none on the board, or no free square of the last tile)"
    elif phase == "rover_move" and (item[1] <= 0 or not state.rover_moves(p)):
        why = "no rover can move"
    elif phase == "patch" and not state.patch_mask(p) and not state.has_tech(p, "store_patches"):
        why = "no square for the biomass patch"
    elif phase == "final_patches" and not state.patch_mask(p):
        why = "no square for the stored patch"
    return [f"phase: P{p + 1} is to decide during {phase}, but {why}"] if why else []
