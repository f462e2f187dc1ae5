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

from lunarrules.i18n import _, ngettext

from . import legal
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
from .words import face_short

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
            return [_("{field}: one entry per player ({n}), not {count}").format(
                        field=k, n=n, count=len(d[k]))
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
                out.append(_("{field}: {value} is below 0").format(field=f"{res}[{p}]", value=v))
            elif v > RESOURCE_CAP:
                text = (_("{field}: {value} is past the end of the energy track ({cap}, "
                          "TEG-RESOURCE-CAP)") if res == "energy" else
                        _("{field}: {value} is past the end of the culture track ({cap}, "
                          "TEG-RESOURCE-CAP)"))
                out.append(text.format(field=f"{res}[{p}]", value=v, cap=RESOURCE_CAP))
    places = _places(state.cat)
    row = d["row"]
    all_ships = d["ships"]
    for p, level in enumerate(d["empire_level"]):
        ships = all_ships[p]
        if not 1 <= level <= MAX_LEVEL:
            out.append(_("{field}: {level} is not on the empire track (1 to {top})").format(
                field=f"empire_level[{p}]", level=level, top=MAX_LEVEL))
            sound = False
        elif len(ships) != SHIPS_BY_LEVEL[level - 1]:
            out.append(ngettext("{field}: {n} ships, but empire level {level} gives {want} "
                                "(TEG-EMPIRE-TRACK)",
                                "{field}: {n} ships, but empire level {level} gives {want} "
                                "(TEG-EMPIRE-TRACK)", len(ships)).format(
                field=f"ships[{p}]", n=len(ships), level=level, want=SHIPS_BY_LEVEL[level - 1]))
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
        out.extend(_("{field}: {value} is below 0").format(field=f"turns[{p}]", value=t)
                   for p, t in enumerate(d["turns"]) if t < 0)
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
        where = f"ships[{p}][{j}]"
        if planet is None:
            out.append(_("{field}: {id} is not a planet of this game").format(
                field=where, id=repr(pid)))
            sound = False
            continue
        if pid not in row:
            out.append(_("{field}: {world} is not a face-up planet; ships go only to planets "
                         "in the row (TEG-MOVE)").format(field=where, world=planet.name))
        if not -1 <= space < planet.track:
            out.append(_("{field}: space {space} is not a place at {world}: -1 is its surface, "
                         "0 to {last} its colony track (reaching {track} colonizes it)").format(
                field=where, space=space, world=planet.name, last=planet.track - 1,
                track=planet.track))
            continue
        key = (pid, space < 0)
        if key in placed:
            text = (_("{field}: two ships on {world}'s surface (TEG-ONE-PER-SURFACE)")
                    if space < 0 else
                    _("{field}: two ships on {world}'s colony track (TEG-ONE-PER-TRACK)"))
            out.append(text.format(field=f"ships[{p}]", world=planet.name))
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
            out.append(_("{field}: {id} is not a planet of this game").format(
                field=where, id=repr(pid)))
            unknown.append(pid)
        elif pid in seen:
            out.append(_("{field}: planet {id} is also in {other}").format(
                field=where, id=pid, other=seen[pid]))
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
        ids = ", ".join(missing[:8]) + (" …" if len(missing) > 8 else "")
        out.append(ngettext("{field}: planet {ids} is nowhere; every planet is face up, in the "
                            "deck or colonized",
                            "{field}: planets {ids} are nowhere; every planet is face up, in "
                            "the deck or colonized", len(missing)).format(field="deck", ids=ids))
    row = len(row)
    if d["deck"] and row != shown:
        out.append(ngettext("{field}: {n} face-up planets; with {players} players {shown} lie "
                            "face up while the deck lasts (TEG-SETUP-PLANETS, TEG-REPLACE-PLANET)",
                            "{field}: {n} face-up planets; with {players} players {shown} lie "
                            "face up while the deck lasts (TEG-SETUP-PLANETS, TEG-REPLACE-PLANET)",
                            row).format(field="row", n=row, players=state.players, shown=shown))
    elif row > shown:
        out.append(ngettext("{field}: {n} face-up planets; with {players} players there are at "
                            "most {shown}",
                            "{field}: {n} face-up planets; with {players} players there are at "
                            "most {shown}", row).format(
            field="row", n=row, players=state.players, shown=shown))
    return not unknown


# ------------------------------------------------------------------ the missions
def _mission_problems(state, out: list[str]) -> None:
    d = state.data
    n = state.players
    missions = state.cat.missions
    left = len(missions) - MISSIONS_DEALT * n
    if d["missions_left"] != left:
        out.append(_("{field}: {value}, but {total} missions less {dealt} dealt to each of "
                     "{players} players leaves {left} (TEG-MISSIONS-BOX)").format(
            field="missions_left", value=d["missions_left"], total=len(missions),
            dealt=MISSIONS_DEALT, players=n, left=left))
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
            out.append(_("{field}: {id} is not a secret mission of this game").format(
                field=where, id=repr(mid)))
        elif mid in seen:
            out.append(_("{field}: mission {id} is also in {other}").format(
                field=where, id=mid, other=seen[mid]))
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
            out.append(_("{field}: {player} kept a mission and still has missions to choose "
                         "from").format(field=f"missions_dealt[{p}]", player=f"P{p + 1}"))
        elif kept is None and len(offer) != MISSIONS_DEALT:
            out.append(_("{field}: {player} has kept no mission, so holds the {dealt} dealt, "
                         "not {count} (TEG-SETUP-MISSIONS)").format(
                field=f"missions_dealt[{p}]", player=f"P{p + 1}", dealt=MISSIONS_DEALT,
                count=len(offer)))


# ------------------------------------------------------------------ the turn
def _turn_problems(state, out: list[str]) -> bool:
    d = state.data
    n = state.players
    a = d["active"]
    sound = 0 <= a < n
    if not sound:
        out.append(_not_a_seat("active", a, n))
    by = d["triggered_by"]
    if d["triggered"] != (by is not None):
        out.append(_("{field}: names the player who triggered the end exactly when the end is "
                     "triggered").format(field="triggered_by"))
    elif by is not None and not 0 <= by < n:
        out.append(_not_a_seat("triggered_by", by, n))
    dice, used = d["dice"], d["used"]
    if len(dice) != len(used):
        out.append(_("{field}: one entry per die ({n}), not {count}").format(
            field="used", n=len(dice), count=len(used)))
    if len(dice) > TOTAL_DICE:
        out.append(ngettext("{field}: {n} dice; the Control Mat holds {total} (TEG-SETUP-DICE)",
                            "{field}: {n} dice; the Control Mat holds {total} (TEG-SETUP-DICE)",
                            len(dice)).format(field="dice", n=len(dice), total=TOTAL_DICE))
    if not _FACE_SET.issuperset(dice):
        out.extend(_not_a_face(f"dice[{i}]", f) for i, f in enumerate(dice) if f not in _FACE_SET)
    if not _DIE_STATES.issuperset(used):
        out.extend(_("{field}: {value} is not 0 (inactive), 1 (activated) or 2 (on the "
                     "converter)").format(field=f"used[{i}]", value=u)
                   for i, u in enumerate(used) if u not in _DIE_STATES)
    spent = used.count(2)
    if spent not in (0, 2) or d["converted"] != (spent == 2):
        out.append(ngettext("{field}: the converter takes two dice once a turn; {n} dice are on "
                            "it and converted is {converted} (TEG-CONVERTER)",
                            "{field}: the converter takes two dice once a turn; {n} dice are on "
                            "it and converted is {converted} (TEG-CONVERTER)", spent).format(
            field="converted", n=spent, converted=d["converted"]))
    if d["rerolls"] < 0:
        out.append(_("{field}: {value} is below 0").format(field="rerolls", value=d["rerolls"]))
    f = d["follow"]
    if f is not None:
        if f[0] not in FACES:
            out.append(_not_a_face("follow.face", f[0]))
            sound = False
        if f[2] is not None and not 0 <= f[2] < n:
            out.append(_not_a_seat("follow.follower", f[2], n))
            sound = False
    e = d["planet_action"]
    if e is not None:
        if e[0] not in state.cat.planets:
            out.append(_("{field}: {id} is not a planet of this game").format(
                field="planet_action.planet", id=repr(e[0])))
            sound = False
        if not 0 <= e[1] < n:
            out.append(_not_a_seat("planet_action.player", e[1], n))
            sound = False
    return sound


def _not_a_seat(field: str, seat, n: int) -> str:
    """``field`` names a seat outside the game's ``n`` players."""
    return _("{field}: seat {seat} is not a player of this {n}-player game").format(
        field=field, seat=seat, n=n)


def _not_a_face(field: str, face) -> str:
    """``field`` holds something that is not a face of an action die."""
    return _("{field}: {value} is not a die face ({faces})").format(
        field=field, value=repr(face), faces=", ".join(FACES))


def _decision_problems(state, out: list[str]) -> None:
    """The flow: the phase waits for a decision and the table holds that decision."""
    d = state.data
    n = state.players
    phase = state.phase
    p = state.to_act
    a = d["active"]
    if p is None:
        out.append(_("{field}: nobody is to act, but the game is not over").format(
            field="to_act"))
        return
    if phase not in WAITING:
        out.append(_("{field}: {phase} passes by itself; a position waits for a decision "
                     "({phases})").format(field="phase", phase=phase, phases=", ".join(WAITING)))
        return
    follow, pending, used = d["follow"], d["planet_action"], d["used"]
    if phase == "mission":
        _mission_turn_problems(state, out)
        return
    for q in range(n):
        if d["mission"][q] is None:
            out.append(_("{field}: {player} has not kept a secret mission, but play has begun "
                         "(TEG-SETUP-MISSIONS)").format(field=f"mission[{q}]", player=f"P{q + 1}"))
    t = d["turns"][a]
    # P1 starts (TEG-TURN-ORDER): seats before the active one have had one turn more
    if d["turns"] != (t + 1,) * a + (t,) * (n - a):
        for q in range(n):
            want = t + 1 if q < a else t
            if d["turns"][q] != want:
                out.append(_("{field}: {value}, but it is {active}'s turn {turn}, so {player} "
                             "has played {want} (TEG-TURN-ORDER)").format(
                    field=f"turns[{q}]", value=d["turns"][q], active=f"P{a + 1}", turn=t + 1,
                    player=f"P{q + 1}", want=want))
    top = DICE_BY_LEVEL[d["empire_level"][a] - 1]
    if not DICE_BY_LEVEL[0] <= len(used) <= top:
        out.append(ngettext("{field}: {n} dice rolled; {player} rolls {low} to {top} at that "
                            "empire level (TEG-ROLL)",
                            "{field}: {n} dice rolled; {player} rolls {low} to {top} at that "
                            "empire level (TEG-ROLL)", len(used)).format(
            field="dice", n=len(used), player=f"P{a + 1}", low=DICE_BY_LEVEL[0], top=top))
    if phase in ("action", "converter"):
        if p != a:
            out.append(_("{field}: {player} is to act, but it is {active}'s turn").format(
                field="to_act", player=f"P{p + 1}", active=f"P{a + 1}"))
        if follow is not None:
            out.append(_("{field}: a die is offered to follow, but the phase is {phase}").format(
                field="follow", phase=phase))
        if pending is not None:
            out.append(_("{field}: a planet's action waits, but the phase is {phase}").format(
                field="planet_action", phase=phase))
        if 0 not in used:
            out.append(_("{field}: no inactive die is left, so {active}'s turn would have ended "
                         "(TEG-AUTO-END-TURN)").format(field="used", active=f"P{a + 1}"))
        if phase == "converter" and not d["converted"]:
            out.append(_("{field}: a die's face is being set, but no dice are on the "
                         "converter").format(field="converted"))
        return
    if follow is None:
        out.append(_("{field}: the phase is {phase}, but no die is being offered or "
                     "copied").format(field="follow", phase=phase))
        return
    face, queue, follower = follow
    if phase != "planet" and pending is not None:
        out.append(_("{field}: a planet's action waits, but the phase is {phase}").format(
            field="planet_action", phase=phase))
    if phase == "planet":
        if pending is None:
            out.append(_("{field}: the phase is planet, but no planet's action waits").format(
                field="planet_action"))
            return
        if pending[1] != p:
            out.append(_("{field}: {owner}'s planet action waits, but {player} is to "
                         "act").format(field="planet_action.player", owner=f"P{pending[1] + 1}",
                                       player=f"P{p + 1}"))
        mine = pending[1]
        if pending[0] not in d["colonies"][mine] and (pending[0], -1) not in d["ships"][mine]:
            out.append(_("{field}: {player} has neither landed on nor colonized {id} (TEG-LAND, "
                         "TEG-UTILIZE)").format(field="planet_action.planet",
                                                player=f"P{mine + 1}", id=pending[0]))
        if p == a:
            if queue is not None or follower is not None:
                out.append(_("{field}: {active}'s own die is not offered to the others before "
                             "its action resolves").format(field="follow", active=f"P{a + 1}"))
            return
    if follower != p:
        if follower is None:
            text = _("{field}: nobody is following, but {player} is to act")
        else:
            text = _("{field}: {follower} is following, but {player} is to act")
        out.append(text.format(field="follow.follower", follower=f"P{(follower or 0) + 1}",
                               player=f"P{p + 1}"))
        return
    if p == a:
        out.append(_("{field}: {player} cannot follow their own die").format(
            field="follow.follower", player=f"P{p + 1}"))
        return
    order = [(a + k) % n for k in range(1, n)]
    want = tuple(order[order.index(p) + 1:])
    if queue != want:
        if want:
            text = _("{field}: after {player} the rivals still to be asked are {rivals}, "
                     "clockwise from the active player's left (TEG-FOLLOW-ORDER)")
        else:
            text = _("{field}: after {player} the rivals still to be asked are nobody, "
                     "clockwise from the active player's left (TEG-FOLLOW-ORDER)")
        out.append(text.format(field="follow.queue", player=f"P{p + 1}",
                               rivals=", ".join(f"P{q + 1}" for q in want)))
    if phase == "follow":
        if d["culture"][p] < FOLLOW_COST:
            out.append(_("{field}: {player} is asked to follow, but has no culture to pay "
                         "(TEG-FOLLOW-COST)").format(field=f"culture[{p}]", player=f"P{p + 1}"))
        elif not legal.can_copy(state, p, face):
            out.append(_("{field}: {player} is asked to follow a {face} die they could not "
                         "carry out (TEG-FOLLOW-USEFUL)").format(
                field="follow", player=f"P{p + 1}", face=face_short(face)))
    elif phase == "follow_act" and not legal.face_actions(state, p, face):
        out.append(_("{field}: {player} follows a {face} die they cannot carry out").format(
            field="follow", player=f"P{p + 1}", face=face_short(face)))


def _mission_turn_problems(state, out: list[str]) -> None:
    """Setup's mission choice: P1 first, then clockwise; nothing else has happened yet."""
    d = state.data
    p = state.to_act
    for q in range(state.players):
        if q < p and d["mission"][q] is None:
            out.append(_("{field}: {player} chooses a secret mission before {chooser}").format(
                field=f"mission[{q}]", player=f"P{q + 1}", chooser=f"P{p + 1}"))
        elif q >= p and d["mission"][q] is not None:
            out.append(_("{field}: {player} has kept a mission, but {chooser} is still choosing "
                         "(P1 first, then clockwise)").format(
                field=f"mission[{q}]", player=f"P{q + 1}", chooser=f"P{p + 1}"))
    if d["active"] != 0 or any(d["turns"]) or d["dice"] or d["follow"] or d["planet_action"]:
        out.append(_("{field}: the secret missions are chosen before P1's first turn, with no "
                     "dice rolled").format(field="active"))
