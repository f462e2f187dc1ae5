"""Planet Unknown's conservation rules: what makes a table a possible position.

:func:`table_problems` and :func:`decision_problems` back
``PlanetUnknownState._position_problems``; each problem names its field.
"""

from __future__ import annotations

import re
from operator import attrgetter, gt, itemgetter
from typing import TYPE_CHECKING, Any

from lunarrules.i18n import _, ngettext
from lunarrules.kernel.untrusted import short

from . import geometry as pl
from . import legal
from .params import CIV_RANKS, DEPOTS, OBJECTIVES_2P, RESOURCES, TRACKS
from .table import MASK_FIELDS, Seat

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
        out.append(f"{where}.terrain: " + _("one entry per resource ({resources}), not {entries}").format(
            resources=", ".join(RESOURCES), entries=", ".join(map(str, terrain))))
        return False
    if not _HEX.fullmatch(",".join(_HEX_FIELDS(s) + _BY_RESOURCE(terrain))):
        fields = [(MASK_FIELDS[a], getattr(s, f"{a}_hex")) for a in MASK_FIELDS]
        fields += [(f"terrain.{r}", terrain[r]) for r in RESOURCES]
        for name, h in fields:
            if not _HEX.fullmatch(h):
                out.append(f"{where}.{name}: " + _(
                    "{text} is not a set of squares (a hexadecimal number in lower case, without "
                    "leading zeros)").format(text=short(h)))
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
            out.append(f"{where}.{name}: " + _("holds squares off the planet"))
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
        out.append(f"{where}.terrain: " + _("two terrains share a square"))
    if union != covered:
        out.append(f"{where}.terrain: " + _("the terrains do not cover exactly the covered squares"))
    if pods & ~c.pods:
        out.append(f"{where}.lifepods: " + _("a lifepod where the planet has none at setup"))
    if pods & covered:
        out.append(f"{where}.lifepods: " + _("a lifepod under a tile (covering a lifepod destroys it)"))
    if meteors & ~covered:
        out.append(f"{where}.meteorites: " + _("a meteorite on a square without a tile"))
    if patches & ~terrains[_BIOMASS]:
        out.append(f"{where}.patches: " + _("a biomass patch outside the biomass terrain"))
    if last_tile & ~covered:
        out.append(f"{where}.last_tile: " + _("squares that are not covered"))
    if last_meteor & ~last_tile:
        out.append(f"{where}.last_meteorite: " + _("not on the last tile"))
    have = c.pods.bit_count()
    if s.pods_collected + pods.bit_count() > have:
        out.append(f"{where}.lifepods_collected: " + _(
            "{collected} collected and {on_planet} on the planet, but the planet has {have} "
            "lifepods").format(collected=s.pods_collected, on_planet=pods.bit_count(), have=have))
    fell = len(c.meteor_tiles.intersection(s.tiles))
    if s.meteorites_collected + meteors.bit_count() > fell:
        out.append(f"{where}.meteorites_collected: " + _(
            "{collected} collected and {on_planet} on the planet, but only {fell} of the tiles "
            "taken have a meteor").format(collected=s.meteorites_collected,
                                          on_planet=meteors.bit_count(), fell=fell))


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
            out.append(f"{where}.rovers[{i}]: " + _(
                "{square} is not a square of the planet (row * 13 + column)").format(square=sq))
        elif seen >> sq & 1:
            out.append(f"{where}.rovers[{i}]: " + _("two rovers on square {square}").format(square=sq))
        else:
            seen |= 1 << sq
    if s.supply < 0:
        out.append(f"{where}.rovers_in_supply: " + _("{value} is below 0").format(value=s.supply))
    if len(s.rovers) + max(s.supply, 0) > c.rovers:
        out.append(f"{where}.rovers: " + _(
            "{on_planet} on the planet and {supply} on the board, but a corporation has {rovers} "
            "rovers").format(on_planet=len(s.rovers), supply=s.supply, rovers=c.rovers))
    if s.pods_collected < 0 or s.meteorites_collected < 0 or s.stored < 0:
        for name, v in (("lifepods_collected", s.pods_collected),
                        ("meteorites_collected", s.meteorites_collected),
                        ("stored_patches", s.stored)):
            if v < 0:
                out.append(f"{where}.{name}: " + _("{value} is below 0").format(value=v))
    tracks = s.tracks
    if len(tracks) != len(TRACKS):
        out.append(f"{where}.tracks: " + _("one tracker per track ({tracks}), not {n}").format(
            tracks=", ".join(TRACKS), n=len(tracks)))
        return sound
    top = c.top
    if min(tracks) < 0 or any(map(gt, tracks, c.tops)):
        for t, x in zip(TRACKS, tracks, strict=True):
            if not 0 <= x <= top[t]:
                out.append(f"{where}.tracks: " + _(
                    "the {track} tracker at {position} is off its track (0 to {top})").format(
                    track=t, position=x, top=top[t]))
    techs = s.techs
    if techs and not _techs_sound(techs, tracks, c.tech_milestones):
        unlocked = c.tech_milestones
        for i, tid in enumerate(techs):
            if tid not in c.tech_effect:
                out.append(f"{where}.techs[{i}]: " + _("{tech} is not a tech of the game").format(
                    tech=short(tid)))
            elif tid in techs[:i]:
                out.append(f"{where}.techs[{i}]: " + _("tech {tech} is unlocked twice").format(tech=tid))
            elif not any(tracks[t] >= pos for t, pos in unlocked.get(tid, ())):
                out.append(f"{where}.techs[{i}]: " + _(
                    "tech {tech} is unlocked, but no tracker has passed its milestone").format(tech=tid))
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
        out.append("phase: " + _("{phase} is not a decision; a position waits for a player").format(
            phase=phase))
    if not over and state.to_act is None:
        out.append("to_act: " + _("someone must be deciding while the game goes on"))
    # -- the round
    rnd = d["round"]
    if rnd < 1:
        out.append("round: " + _("{round} is below 1").format(round=rnd))
    commander = d["commander"]
    if not 0 <= commander < n:
        out.append("commander: " + ngettext("{seat} is not a seat of this {n}-player game",
                                            "{seat} is not a seat of this {n}-player game",
                                            n).format(seat=commander, n=n))
    if not 0 <= d["rotation"] < DEPOTS:
        out.append("rotation: " + _("{rotation} is not from 0 to {last}").format(
            rotation=d["rotation"], last=DEPOTS - 1))
    ending_phase = phase in _END_PHASES
    first = (commander - 1 if ending_phase else commander) % n
    order = _ORDERS[n][first]
    if d["order"] != order:
        if ending_phase:
            text = _("{order} is not the seats from last round's commander ({player}) clockwise")
        else:
            text = _("{order} is not the seats from the commander ({player}) clockwise")
        out.append("order: " + text.format(order=list(d["order"]), player=f"P{first + 1}"))
    placing = d["placing"]
    if ending_phase and placing != n:
        out.append("placing: " + _("{placing}, but every player has placed this round ({n})").format(
            placing=placing, n=n))
    elif not ending_phase and not 0 <= placing < n:
        out.append("placing: " + _("{placing} is not a place in the order (0 to {last})").format(
            placing=placing, last=n - 1))
        placing = min(max(placing, 0), n - 1)
    # -- who decides what
    benefits = d["benefits"]
    if benefits:
        _benefit_problems(benefits, out)
    to_act = state.to_act
    if not over and to_act is not None:
        if phase == "rotate":
            if to_act != commander:
                out.append("to_act: " + _("the commander ({commander}) turns the station, not {player}")
                           .format(commander=f"P{commander + 1}", player=f"P{to_act + 1}"))
            if placing:
                out.append("placing: " + _("nobody has placed before the station turns"))
            if n == 2 and state.options["station_2p"] == "automatic":
                out.append("phase: " + _("with two players the station turns by itself (station_2p)"))
        elif phase in _ROUND_PHASES and to_act != order[placing]:
            out.append("to_act: " + _(
                "{player} is placing a tile this round (placing {placing}), not {to_act}").format(
                player=f"P{order[placing] + 1}", placing=placing, to_act=f"P{to_act + 1}"))
        if phase in _BENEFIT_PHASES:
            if not benefits:
                out.append("benefits: " + _("nothing to resolve, but the phase is {phase}").format(
                    phase=phase))
            elif benefits[0][0] != phase:
                out.append("benefits[0]: " + _("a {benefit} to resolve, but the phase is {phase}").format(
                    benefit=short(benefits[0][0]), phase=phase))
        elif benefits:
            out.append("benefits: " + ngettext("{n} to resolve, but the phase is {phase}",
                                               "{n} to resolve, but the phase is {phase}",
                                               len(benefits)).format(n=len(benefits), phase=phase))
        if phase == "final_patches":
            seats = d["seats"]
            if len(seats) == n and (seats[to_act].stored <= 0
                                    or any(seats[q].stored for q in range(to_act))):
                out.append("to_act: " + _("{player} is not the first player with a stored patch").format(
                    player=f"P{to_act + 1}"))
    # -- the players
    seats, shown = d["seats"], d["shown"]
    if len(seats) != n or len(shown) != n:
        out.append("seats, shown: " + _("one per player ({n}), not {seats} and {shown}").format(
            n=n, seats=len(seats), shown=len(shown)))
        seats = ()
    taking = phase in _BENEFIT_PHASES
    for p, s in enumerate(seats):
        k = (p - first) % n  # place in this round's order
        sound = _seat_problems(p, s, c, out)
        expected = rnd - 1 + (k < placing or (k == placing and taking) or ending_phase)
        if len(s.tiles) != expected:
            taken = len(s.tiles)
            out.append(f"seats[{p}].tiles: " + ngettext(
                "{n} tile taken, but in round {round} {player} has taken {expected}",
                "{n} tiles taken, but in round {round} {player} has taken {expected}",
                taken).format(n=taken, round=rnd, player=f"P{p + 1}", expected=expected))
        seen = shown[p]
        if seen is None or seen == s:
            continue  # the planet as it is (checked above)
        # Only read when a player's view shows it: written as squares is enough here.
        if _hexes_sound(seen, f"shown[{p}]", out) and sound and seen.covered & ~s.covered:
            out.append(f"shown[{p}].covered: " + _("squares {player} has not covered").format(
                player=f"P{p + 1}"))
        if len(seen.tracks) != len(TRACKS):
            out.append(f"shown[{p}].tracks: " + _("one tracker per track, not {n}").format(
                n=len(seen.tracks)))
        if seen.civ and not c.civ.keys() >= set(seen.civ):
            out.append(f"shown[{p}].civ_cards: " + _("cards that are not civ cards of the game"))
    _tile_problems(d, c, seats, out)
    _card_problems(d, c, n, seats, out)
    # -- objectives and events
    objectives = d["objectives"]
    want = n if n >= 3 else OBJECTIVES_2P
    if len(objectives) != want or len(set(objectives)) != want:
        out.append("objectives: " + _("{want} different cards with {n} players, not {objectives}").format(
            want=want, n=n, objectives=list(objectives)))
    if not c.objectives.keys() >= set(objectives):
        for i, o in enumerate(objectives):
            if o not in c.objectives:
                out.append(f"objectives[{i}]: " + _("{card} is not an objective card of the game").format(
                    card=short(o)))
    side = "neighbour" if n >= 3 or state.options["objectives_2p"] == "neighbour" else "private"
    if d["objective_side"] != side:
        out.append("objective_side: " + _("{side}; this game plays the {expected} side").format(
            side=short(d["objective_side"]), expected=side))
    ending = d["ending"]
    events, event = d["events"], d["event"]
    if not state.options["events"]:
        if events or event is not None:
            out.append("events: " + _("no event deck in this game (events=False)"))
        if "events" in ending:
            out.append("ending: " + _("no event deck in this game (events=False)"))
    else:
        known = c.events
        if event not in known:
            out.append("event: " + _("{card} is not an event card of the game").format(card=short(event)))
        if len(set(events)) != len(events) or event in events or not known.keys() >= set(events):
            out.append("events: " + _("the event deck holds each event card of the game at most once, "
                                      "and not the revealed one"))
        elif len(events) != len(known) - rnd:
            out.append("events: " + ngettext(
                "{n} cards left in round {round}; one is revealed each round from {total}",
                "{n} cards left in round {round}; one is revealed each round from {total}",
                len(events)).format(n=len(events), round=rnd, total=len(known)))
        if (not events) != ("events" in ending):
            out.append("ending: " + _("the game ends for the event deck exactly when it is used up"))
    if len(set(ending)) != len(ending) or any(e not in _ENDINGS for e in ending):
        out.append("ending: " + _("{ending}; the end conditions are {conditions}, each at most once")
                   .format(ending=list(ending), conditions=", ".join(_ENDINGS)))
    elif phase == "rotate" and ("depot" in ending or "cannot_place" in ending):
        out.append("ending: " + _("the game ends this round, but a new round has begun"))
    return out


def _tile_problems(d: dict, c: Compiled, seats, out: list[str]) -> None:
    """Every tile in one place: its stack in the station, or the tiles a player took."""
    stacks = d["stacks"]
    if len(stacks) != 2 * DEPOTS:
        out.append("stacks: " + _("{want} stacks (two per depot), not {n}").format(
            want=2 * DEPOTS, n=len(stacks)))
        return
    sets = c.stack_sets
    every: list = []
    empty_depot = False
    for i, (top, below) in enumerate(stacks):
        ids = sets[i]
        if top is None:
            if below:
                out.append(f"stacks[{i}]: " + _("tiles below an empty top"))
            elif stacks[i ^ 1][0] is None:
                empty_depot = True
        elif top in ids and ids.issuperset(below):
            every.append(top)
        else:
            for tid in (top, *below):
                if tid not in ids:
                    if tid in c.stack_of:
                        what = _("{tile} belongs to stack {stack}").format(
                            tile=short(tid), stack=c.stack_of[tid])
                    else:
                        what = _("{tile} is not a tile of the game").format(tile=short(tid))
                    out.append(f"stacks[{i}]: " + what)
            every.append(top)
        every.extend(below)
    if empty_depot != ("depot" in d["ending"]):
        if empty_depot:
            text = _("{ending}, but a depot is empty (an empty depot ends the game)")
        else:
            text = _("{ending}, but no depot is empty (an empty depot ends the game)")
        out.append("ending: " + text.format(ending=list(d["ending"])))
    for s in seats:
        every.extend(s.tiles)
    if len(every) == len(c.stack_of) and len(set(every)) == len(every):
        return  # each of the game's tiles once (the stacks hold only the game's tiles)
    where: dict[str, str] = {}
    for i, (top, below) in enumerate(stacks):
        for tid in (top, *below) if top is not None else below:
            if tid in where:
                out.append(f"stacks[{i}]: " + _("tile {tile} is also in {where}").format(
                    tile=tid, where=where[tid]))
            where[tid] = f"stacks[{i}]"
    for p, s in enumerate(seats):
        for i, tid in enumerate(s.tiles):
            if tid not in c.stack_of:
                out.append(f"seats[{p}].tiles[{i}]: " + _("{tile} is not a tile of the game").format(
                    tile=short(tid)))
            elif tid in where:
                out.append(f"seats[{p}].tiles[{i}]: " + _("tile {tile} is also in {where}").format(
                    tile=tid, where=where[tid]))
            where[tid] = f"seats[{p}].tiles"
    missing = [t for t in c.stack_of if t not in where]
    if missing:
        out.append("stacks: " + ngettext("{n} tile neither in the station nor taken ({tiles})",
                                         "{n} tiles neither in the station nor taken ({tiles})",
                                         len(missing)).format(
            n=len(missing), tiles=", ".join(missing[:5]) + (", …" if len(missing) > 5 else "")))


def _card_problems(d: dict, c: Compiled, n: int, seats, out: list[str]) -> None:
    """Civ cards: the cards dealt per rank are in their pile or kept by one player."""
    piles = d["piles"]
    if piles.keys() != _RANK_KEYS:
        out.append("piles: " + _("one pile per rank ({ranks}), not {piles}").format(
            ranks=", ".join(map(str, CIV_RANKS)), piles=", ".join(sorted(piles))))
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
                    out.append(f"seats[{p}].civ_cards[{i}]: " + _("{card} is not a civ card of the game")
                               .format(card=short(cid)))
                elif cid in where:
                    out.append(f"seats[{p}].civ_cards[{i}]: " + _("civ card {card} is also in {where}")
                               .format(card=cid, where=where[cid]))
                where[cid] = f"seats[{p}].civ_cards"
        for rank in CIV_RANKS:
            for cid in piles[str(rank)]:
                if cid in where:
                    out.append(f"piles.{rank}: " + _("civ card {card} is also in {where}").format(
                        card=cid, where=where[cid]))
                where[cid] = f"piles.{rank}"
    for rank in CIV_RANKS:
        pile = piles[str(rank)]
        ids = c.civ_rank_sets[rank]
        if not ids.issuperset(pile):
            bad = [cid for cid in pile if cid not in ids]
            out.append(f"piles.{rank}: " + ngettext("{cards} is not a rank {rank} civ card",
                                                    "{cards} are not rank {rank} civ cards",
                                                    len(bad)).format(
                cards=", ".join(short(x) for x in bad[:5]), rank=rank))
        dealt = min(n + 1, len(ids))
        held = len(ids.intersection(kept))
        if len(pile) + held != dealt:
            out.append(f"piles.{rank}: " + _(
                "{in_pile} in the pile and {held} kept, but {dealt} rank {rank} cards are dealt to "
                "{n} players").format(in_pile=len(pile), held=held, dealt=dealt, rank=rank, n=n))


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
                out.append(f"{where}: " + _("which of two advances comes first, but fewer than two follow"))
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
            out.append(f"{where}: " + _(
                "{item} is not a benefit to resolve (see the table's description of benefits)").format(
                item=short(item)))


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
            why = _("the depot {player} faces is empty").format(player=f"P{p + 1}")
    elif phase == "civ" and not d["piles"][str(item[1])]:
        why = _("no rank {rank} civ card is left to keep").format(rank=item[1])
    elif phase == "synergy" and not legal.synergy_options(state, p, item[1]):
        why = _("every tracker the synergy boost could move is at the top")
    elif phase == "rover_place" and (s.supply <= 0 or not s.last_tile & ~s.rover_mask()):
        why = _("no rover can land (none on the board, or no free square of the last tile)")
    elif phase == "rover_move" and (item[1] <= 0 or not legal.rover_moves(state, p)):
        why = _("no rover can move")
    elif phase == "patch" and not legal.patch_mask(state, p) and not legal.has_tech(state, p, "store_patches"):
        why = _("no square for the biomass patch")
    elif phase == "final_patches" and not legal.patch_mask(state, p):
        why = _("no square for the stored patch")
    if not why:
        return []
    return ["phase: " + _("{player} is to decide during {phase}, but {why}").format(
        player=f"P{p + 1}", phase=phase, why=why)]
