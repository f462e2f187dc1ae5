"""Whether a Tiny Epic Galaxies table is a position of the game (its conservation rules).

:func:`table_problems` lists every way a loaded or edited table breaks the
game: a seat without its entries, resources off their tracks, more ships than
the empire level gives, a planet in two places or in none, missions dealt twice,
and a pending decision (a follow offer, a planet's action, the converter) that
does not belong to the phase or to the player to act. Each problem names its
field as a snapshot writes it (``energy[1]: -2 is below 0``). The checks are
linear in the size of the table: they run on every load.
"""

from __future__ import annotations

from .params import (
    DICE_BY_LEVEL,
    EXTRA_PLANETS,
    FACES,
    FOLLOW_COST,
    MAX_LEVEL,
    MISSIONS_DEALT,
    PLANETS_5P,
    RESOURCE_CAP,
    SHIPS_BY_LEVEL,
    TOTAL_DICE,
)

#: The phases a position can wait in: someone has a decision to make. The others
#: (setup, roll, colonize, turn_end, score) pass by themselves within a move.
WAITING = ("mission", "action", "converter", "planet", "follow", "follow_act")

_FACE_SET = frozenset(FACES)
_DIE_STATES = frozenset((0, 1, 2))
_PER_SEAT = ("energy", "culture", "empire_level", "ships", "colonies", "mission", "missions_dealt", "turns")


def planets_shown(players: int, options: dict) -> int:
    """How many planets lie face up while the deck lasts (TEG-SETUP-PLANETS)."""
    if players == 5 and not options.get("planets_5p_plus_two"):
        return PLANETS_5P
    return players + EXTRA_PLANETS


def table_problems(state) -> list[str]:
    """Every way ``state``'s table breaks the rules of Tiny Epic Galaxies (empty: none).

    Parameters
    ----------
    state : TEGState
        A position whose catalogue (``state.cat``) is set.

    Returns
    -------
    list of str
        One text per problem, each starting with the field it is about.
    """
    d = state.data
    n = state.players
    for k in _PER_SEAT:
        if len(d[k]) != n:
            return [f"{k}: one entry per player ({n}), not {len(d[k])}"
                    for k in _PER_SEAT if len(d[k]) != n]
    out: list[str] = []
    # The flow is checked only on a table whose ids and levels can be looked up.
    sound = _seat_problems(state, out)
    sound = _planet_problems(state, out) and sound
    _mission_problems(state, out)
    sound = _turn_problems(state, out) and sound
    if sound and not state.is_over:
        _decision_problems(state, out)
    return out


# ------------------------------------------------------------------ the empires
def _seat_problems(state, out: list[str]) -> bool:
    d = state.data
    sound = True
    for res in ("energy", "culture"):
        values = d[res]
        if min(values) >= 0 and max(values) <= RESOURCE_CAP:
            continue
        for p, v in enumerate(values):
            if v < 0:
                out.append(f"{res}[{p}]: {v} is below 0")
            elif v > RESOURCE_CAP:
                out.append(f"{res}[{p}]: {v} is past the end of the {res} track "
                           f"({RESOURCE_CAP}, TEG-RESOURCE-CAP)")
    places = _places(state.cat)
    row = d["row"]
    all_ships = d["ships"]
    for p, level in enumerate(d["empire_level"]):
        ships = all_ships[p]
        if not 1 <= level <= MAX_LEVEL:
            out.append(f"empire_level[{p}]: {level} is not on the empire track (1 to {MAX_LEVEL})")
            sound = False
        elif len(ships) != SHIPS_BY_LEVEL[level - 1]:
            out.append(f"ships[{p}]: {len(ships)} ships, but empire level {level} gives "
                       f"{SHIPS_BY_LEVEL[level - 1]} (TEG-EMPIRE-TRACK)")
        placed = None
        for loc in ships:
            if loc is None:
                continue
            key = (loc[0], loc[1] < 0)  # one ship per surface, one per colony track
            if loc not in places or loc[0] not in row or placed is not None and key in placed:
                sound = _ship_problems(state, p, ships, out) and sound
                break
            if placed is None:
                placed = {key}
            else:
                placed.add(key)
    if min(d["turns"]) < 0:
        out.extend(f"turns[{p}]: {t} is below 0" for p, t in enumerate(d["turns"]) if t < 0)
    return sound


def _ship_problems(state, p: int, ships: tuple, out: list[str]) -> bool:
    """What is wrong with where player ``p``'s ships are (false: an unknown planet)."""
    planets = state.cat.planets
    row = state.data["row"]
    sound = True
    placed: set = set()
    for j, loc in enumerate(ships):
        if loc is None:
            continue
        pid, space = loc[0], loc[1]
        planet = planets.get(pid)
        if planet is None:
            out.append(f"ships[{p}][{j}]: {pid!r} is not a planet of this game")
            sound = False
            continue
        if pid not in row:
            out.append(f"ships[{p}][{j}]: {planet.name} is not a face-up planet; ships go "
                       "only to planets in the row (TEG-MOVE)")
        if not -1 <= space < planet.track:
            out.append(f"ships[{p}][{j}]: space {space} is not a place at {planet.name}: -1 "
                       f"is its surface, 0 to {planet.track - 1} its colony track (reaching "
                       f"{planet.track} colonizes it)")
            continue
        key = (pid, space < 0)
        if key in placed:
            out.append(f"ships[{p}]: two ships on {planet.name}'s surface "
                       "(TEG-ONE-PER-SURFACE)" if space < 0 else
                       f"ships[{p}]: two ships on {planet.name}'s colony track "
                       "(TEG-ONE-PER-TRACK)")
        placed.add(key)
    return sound


def _places(cat) -> frozenset:
    """Every place a ship can be at a planet: (planet, -1) and its colony track spaces."""
    hit = _PLACES.get(id(cat))
    if hit is None or hit[0] is not cat:
        hit = _PLACES[id(cat)] = (cat, frozenset(
            (pid, space) for pid, planet in cat.planets.items()
            for space in range(-1, planet.track)))
    return hit[1]


_PLACES: dict[int, tuple] = {}


# ------------------------------------------------------------------ the planets
def _planet_problems(state, out: list[str]) -> bool:
    d = state.data
    planets = state.cat.planets
    row, deck = d["row"], d["deck"]
    every = row + deck
    for cols in d["colonies"]:
        every += cols
    shown = planets_shown(state.players, state.options)
    if len(every) == len(planets) and planets.keys() == set(every) and (
            len(row) == shown or not deck and len(row) < shown):
        return True  # each planet in one place, the row full while the deck lasts
    seen: dict[str, str] = {}
    unknown = []

    def place(pid: str, where: str) -> None:
        if pid not in planets:
            out.append(f"{where}: {pid!r} is not a planet of this game")
            unknown.append(pid)
        elif pid in seen:
            out.append(f"{where}: planet {pid} is also in {seen[pid]}")
        else:
            seen[pid] = where

    for i, pid in enumerate(d["row"]):
        place(pid, f"row[{i}]")
    for i, pid in enumerate(d["deck"]):
        place(pid, f"deck[{i}]")
    for p, cols in enumerate(d["colonies"]):
        for i, pid in enumerate(cols):
            place(pid, f"colonies[{p}][{i}]")
    if len(seen) < len(planets):
        missing = [pid for pid in planets if pid not in seen]
        out.append(f"deck: planet{'s' if len(missing) > 1 else ''} {', '.join(missing[:8])}"
                   f"{' …' if len(missing) > 8 else ''} {'are' if len(missing) > 1 else 'is'} "
                   "nowhere; every planet is face up, in the deck or colonized")
    row = len(row)
    if d["deck"] and row != shown:
        out.append(f"row: {row} face-up planets; with {state.players} players {shown} lie face "
                   "up while the deck lasts (TEG-SETUP-PLANETS, TEG-REPLACE-PLANET)")
    elif row > shown:
        out.append(f"row: {row} face-up planets; with {state.players} players there are at "
                   f"most {shown}")
    return not unknown


# ------------------------------------------------------------------ the missions
def _mission_problems(state, out: list[str]) -> None:
    d = state.data
    n = state.players
    missions = state.cat.missions
    left = len(missions) - MISSIONS_DEALT * n
    if d["missions_left"] != left:
        out.append(f"missions_left: {d['missions_left']}, but {len(missions)} missions less "
                   f"{MISSIONS_DEALT} dealt to each of {n} players leaves {left} "
                   "(TEG-MISSIONS-BOX)")
    ids: list = []
    for kept, offer in zip(d["mission"], d["missions_dealt"], strict=True):
        if kept is None:
            if len(offer) != MISSIONS_DEALT:
                break
            ids += offer
        elif offer:
            break
        else:
            ids.append(kept)
    else:
        unique = set(ids)
        if len(ids) == len(unique) and missions.keys() >= unique:
            return  # each player holds one kept mission or the two dealt, none twice
    seen: dict[str, str] = {}

    def place(mid: str, where: str) -> None:
        if mid not in missions:
            out.append(f"{where}: {mid!r} is not a secret mission of this game")
        elif mid in seen:
            out.append(f"{where}: mission {mid} is also in {seen[mid]}")
        else:
            seen[mid] = where

    for p in range(n):
        kept = d["mission"][p]
        offer = d["missions_dealt"][p]
        if kept is not None:
            place(kept, f"mission[{p}]")
        for i, mid in enumerate(offer):
            place(mid, f"missions_dealt[{p}][{i}]")
        if kept is not None and offer:
            out.append(f"missions_dealt[{p}]: P{p + 1} kept a mission and still has missions to "
                       "choose from")
        elif kept is None and len(offer) != MISSIONS_DEALT:
            out.append(f"missions_dealt[{p}]: P{p + 1} has kept no mission, so holds the "
                       f"{MISSIONS_DEALT} dealt, not {len(offer)} (TEG-SETUP-MISSIONS)")


# ------------------------------------------------------------------ the turn
def _turn_problems(state, out: list[str]) -> bool:
    d = state.data
    n = state.players
    a = d["active"]
    sound = 0 <= a < n
    if not sound:
        out.append(f"active: seat {a} is not a player of this {n}-player game")
    by = d["triggered_by"]
    if d["triggered"] != (by is not None):
        out.append("triggered_by: names the player who triggered the end exactly when the end "
                   "is triggered")
    elif by is not None and not 0 <= by < n:
        out.append(f"triggered_by: seat {by} is not a player of this {n}-player game")
    dice, used = d["dice"], d["used"]
    if len(dice) != len(used):
        out.append(f"used: one entry per die ({len(dice)}), not {len(used)}")
    if len(dice) > TOTAL_DICE:
        out.append(f"dice: {len(dice)} dice; the Control Mat holds {TOTAL_DICE} (TEG-SETUP-DICE)")
    if not _FACE_SET.issuperset(dice):
        out.extend(f"dice[{i}]: {f!r} is not a die face ({', '.join(FACES)})"
                   for i, f in enumerate(dice) if f not in _FACE_SET)
    if not _DIE_STATES.issuperset(used):
        out.extend(f"used[{i}]: {u} is not 0 (inactive), 1 (activated) or 2 (on the converter)"
                   for i, u in enumerate(used) if u not in _DIE_STATES)
    spent = used.count(2)
    if spent not in (0, 2) or d["converted"] != (spent == 2):
        out.append(f"converted: the converter takes two dice once a turn; {spent} dice are on "
                   f"it and converted is {d['converted']} (TEG-CONVERTER)")
    if d["rerolls"] < 0:
        out.append(f"rerolls: {d['rerolls']} is below 0")
    f = d["follow"]
    if f is not None:
        if f[0] not in FACES:
            out.append(f"follow.face: {f[0]!r} is not a die face ({', '.join(FACES)})")
            sound = False
        if f[2] is not None and not 0 <= f[2] < n:
            out.append(f"follow.follower: seat {f[2]} is not a player of this {n}-player game")
            sound = False
    e = d["planet_action"]
    if e is not None:
        if e[0] not in state.cat.planets:
            out.append(f"planet_action.planet: {e[0]!r} is not a planet of this game")
            sound = False
        if not 0 <= e[1] < n:
            out.append(f"planet_action.player: seat {e[1]} is not a player of this {n}-player game")
            sound = False
    return sound


def _decision_problems(state, out: list[str]) -> None:
    """The flow: the phase waits for a decision and the table holds that decision."""
    d = state.data
    n = state.players
    phase = state.phase
    p = state.to_act
    a = d["active"]
    if p is None:
        out.append("to_act: nobody is to act, but the game is not over")
        return
    if phase not in WAITING:
        out.append(f"phase: {phase} passes by itself; a position waits for a decision "
                   f"({', '.join(WAITING)})")
        return
    follow, pending, used = d["follow"], d["planet_action"], d["used"]
    if phase == "mission":
        _mission_turn_problems(state, out)
        return
    for q in range(n):
        if d["mission"][q] is None:
            out.append(f"mission[{q}]: P{q + 1} has not kept a secret mission, but play has "
                       "begun (TEG-SETUP-MISSIONS)")
    t = d["turns"][a]
    # P1 starts (TEG-TURN-ORDER): seats before the active one have had one turn more
    if d["turns"] != (t + 1,) * a + (t,) * (n - a):
        for q in range(n):
            want = t + 1 if q < a else t
            if d["turns"][q] != want:
                out.append(f"turns[{q}]: {d['turns'][q]}, but it is P{a + 1}'s turn {t + 1}, "
                           f"so P{q + 1} has played {want} (TEG-TURN-ORDER)")
    top = DICE_BY_LEVEL[d["empire_level"][a] - 1]
    if not DICE_BY_LEVEL[0] <= len(used) <= top:
        out.append(f"dice: {len(used)} dice rolled; P{a + 1} rolls {DICE_BY_LEVEL[0]} to {top} "
                   "at that empire level (TEG-ROLL)")
    if phase in ("action", "converter"):
        if p != a:
            out.append(f"to_act: P{p + 1} is to act, but it is P{a + 1}'s turn")
        if follow is not None:
            out.append(f"follow: a die is offered to follow, but the phase is {phase}")
        if pending is not None:
            out.append(f"planet_action: a planet's action waits, but the phase is {phase}")
        if 0 not in used:
            out.append(f"used: no inactive die is left, so P{a + 1}'s turn would have ended "
                       "(TEG-AUTO-END-TURN)")
        if phase == "converter" and not d["converted"]:
            out.append("converted: a die's face is being set, but no dice are on the converter")
        return
    if follow is None:
        out.append(f"follow: the phase is {phase}, but no die is being offered or copied")
        return
    face, queue, follower = follow
    if phase != "planet" and pending is not None:
        out.append(f"planet_action: a planet's action waits, but the phase is {phase}")
    if phase == "planet":
        if pending is None:
            out.append("planet_action: the phase is planet, but no planet's action waits")
            return
        if pending[1] != p:
            out.append(f"planet_action.player: P{pending[1] + 1}'s planet action waits, but P{p + 1} "
                       "is to act")
        mine = pending[1]
        if pending[0] not in d["colonies"][mine] and (pending[0], -1) not in d["ships"][mine]:
            out.append(f"planet_action.planet: P{mine + 1} has neither landed on nor colonized "
                       f"{pending[0]} (TEG-LAND, TEG-UTILIZE)")
        if p == a:
            if queue is not None or follower is not None:
                out.append(f"follow: P{a + 1}'s own die is not offered to the others before "
                           "its action resolves")
            return
    if follower != p:
        who = "nobody" if follower is None else f"P{follower + 1}"
        out.append(f"follow.follower: {who} is following, but P{p + 1} is to act")
        return
    if p == a:
        out.append(f"follow.follower: P{p + 1} cannot follow their own die")
        return
    order = [(a + k) % n for k in range(1, n)]
    want = tuple(order[order.index(p) + 1:])
    if queue != want:
        shown = ", ".join(f"P{q + 1}" for q in want) or "nobody"
        out.append(f"follow.queue: after P{p + 1} the rivals still to be asked are {shown}, "
                   "clockwise from the active player's left (TEG-FOLLOW-ORDER)")
    if phase == "follow":
        if d["culture"][p] < FOLLOW_COST:
            out.append(f"culture[{p}]: P{p + 1} is asked to follow, but has no culture to pay "
                       "(TEG-FOLLOW-COST)")
        elif not state._can_copy(p, face):
            out.append(f"follow: P{p + 1} is asked to follow a {face} die they could not "
                       "carry out (TEG-FOLLOW-USEFUL)")
    elif phase == "follow_act" and not state._face_actions(p, face):
        out.append(f"follow: P{p + 1} follows a {face} die they cannot carry out")


def _mission_turn_problems(state, out: list[str]) -> None:
    """Setup's mission choice: P1 first, then clockwise; nothing else has happened yet."""
    d = state.data
    p = state.to_act
    for q in range(state.players):
        if q < p and d["mission"][q] is None:
            out.append(f"mission[{q}]: P{q + 1} chooses a secret mission before P{p + 1}")
        elif q >= p and d["mission"][q] is not None:
            out.append(f"mission[{q}]: P{q + 1} has kept a mission, but P{p + 1} is still "
                       "choosing (P1 first, then clockwise)")
    if d["active"] != 0 or any(d["turns"]) or d["dice"] or d["follow"] or d["planet_action"]:
        out.append("active: the secret missions are chosen before P1's first turn, with no "
                   "dice rolled")
