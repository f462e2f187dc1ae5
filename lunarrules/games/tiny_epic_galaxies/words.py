"""Tiny Epic Galaxies actions in the game's own words.

:func:`describe` turns an action into one sentence a learner reads ("Land ship 1
on Coral (from your Galaxy Mat)", "Reroll die 3 (move), free: the first reroll this
turn"), naming planets and missions by their names from the content. It is asked
about legal and illegal actions alike, so it reads the table without assuming the
action is possible and never raises for ids the table lacks.
"""

from __future__ import annotations

from .params import (
    DICE_BY_LEVEL,
    EMPIRE_VP,
    FOLLOW_COST,
    MAX_LEVEL,
    REROLL_COST,
    RESOURCE_CAP,
    SHIPS_BY_LEVEL,
)

NUMBER = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
ORDINAL = ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh",
           "eighth", "ninth", "tenth")
FACE_NAME = {"move": "move", "energy": "energy", "culture": "culture",
             "diplomacy": "diplomacy", "economy": "economy", "colony": "utilize colony"}


def _number(n: int) -> str:
    return NUMBER[n] if 0 <= n < len(NUMBER) else str(n)


def _ordinal(n: int) -> str:
    if 0 <= n < len(ORDINAL):
        return ORDINAL[n]
    tail = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{tail}"


def _spaces(n: int) -> str:
    return f"{_number(n)} space" if n == 1 else f"{_number(n)} spaces"


def _id_words(x) -> str:
    """An id the table lacks, turned into words ("no_such" -> "no such")."""
    text = str(x).replace("_", " ").strip()
    return text or "no name"


def _unknown(x, what: str) -> str:
    return f"an unknown {what} ({_id_words(x)})"


def _join(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _seat(state, q: int, p: int) -> str:
    """Seat ``q`` seen from the acting seat ``p`` ("your" or "Player 2's")."""
    return "your" if q == p else f"Player {q + 1}'s"


def _planet_name(state, pid) -> str:
    pl = state.cat.planets.get(pid) if isinstance(pid, str) else None
    return pl.name if pl is not None else _unknown(pid, "planet")


def _planets(state, pid, thing: str) -> str:
    """A planet's part ("Coral's colony track"), also for ids the table lacks."""
    pl = state.cat.planets.get(pid) if isinstance(pid, str) else None
    return f"{pl.name}'s {thing}" if pl is not None else f"the {thing} of {_unknown(pid, 'planet')}"


def effect_words(planet) -> str:
    """A planet's action in words ("gain 2 energy", "advance one of your orbiting ships ...")."""
    n = planet.amount
    return {
        "energy": f"gain {n} energy",
        "culture": f"gain {n} culture",
        "advance": f"advance one of your orbiting ships {_spaces(n)} on its colony track",
        "displace": "send a rival ship on a face-up planet back to its Galaxy Mat",
        "regress": f"move a rival ship {_spaces(n)} back on its colony track",
    }.get(planet.effect, "its action")


def _seat_of(state, action) -> int | None:
    p = action.actor
    return p if 0 <= p < state.players else None


def _ships(state, p):
    return state.data["ships"][p] if p is not None else ()


def describe(state, action) -> str:
    """``action`` as one sentence in Tiny Epic Galaxies' words.

    Parameters
    ----------
    state : TEGState
        The position the action is read in (legal or not there).
    action : Action
        Any action of a kind this game declares, possibly with ids the table lacks.

    Returns
    -------
    str
        A sentence starting with a capital letter, without engine notation.

    Examples
    --------
    >>> describe(state, Action(0, "move", (("ship", 1), ("to", "coral"), ("mode", "land"))))  # doctest: +SKIP
    'Land ship 1 on Coral (from your Galaxy Mat)'
    """
    fn = _KINDS.get(action.kind)
    text = fn(state, action, _seat_of(state, action)) if fn is not None else None
    return text or action.kind.replace("_", " ").capitalize()


# ----------------------------------------------------------------- per kind
def _keep_mission(state, action, p) -> str:
    mid = action.get("mission")
    m = state.cat.missions.get(mid) if isinstance(mid, str) else None
    if m is None:
        return f"Keep {_unknown(mid, 'secret mission')}"
    what, _, worth = m.describe().removeprefix(f"{m.name}: ").rpartition(" -> ")
    return f"Keep the secret mission {m.name}: {what}, {worth}"


def _move(state, action, p) -> str:
    ship, to, mode = action.get("ship"), action.get("to"), action.get("mode")
    ships = _ships(state, p)
    frm = ""
    if isinstance(ship, int) and 1 <= ship <= len(ships):
        loc = ships[ship - 1]
        frm = f" (from {_location(state, loc)})"
    if isinstance(to, str) and to.startswith("mat"):
        seat = to[3:]
        how = "" if mode == "land" else f", {_mode_words(mode)}"
        if seat.isdigit() and p is not None and int(seat) == p + 1:
            return f"Bring ship {ship} back to your Galaxy Mat{frm}{how}"
        if seat.isdigit() and 1 <= int(seat) <= state.players:
            mat = f"Player {int(seat)}'s Galaxy Mat"
        else:
            mat = _unknown(to, "Galaxy Mat")
        return f"Move ship {ship} to {mat}{frm}{how}"
    name = _planet_name(state, to)
    if mode == "land":
        return f"Land ship {ship} on {name}{frm}"
    if mode == "orbit":
        pl = state.cat.planets.get(to) if isinstance(to, str) else None
        track = f", on its {pl.track_kind} colony track" if pl is not None else ""
        return f"Send ship {ship} into orbit around {name}{track}{frm}"
    return f"Move ship {ship} to {name}{frm}, {_mode_words(mode)}"


def _location(state, loc) -> str:
    """Where a ship is, for "from ..." ("your Galaxy Mat", "space 1 of Coral's colony track")."""
    if loc is None:
        return "your Galaxy Mat"
    name = _planet_name(state, loc[0])
    if loc[1] < 0:
        return f"{name}'s surface"
    space = "the starting space" if loc[1] == 0 else f"space {loc[1]}"
    return f"{space} of {name}'s colony track"


def _mode_words(mode) -> str:
    return f"neither landing nor orbiting ({_id_words(mode)})"


def _acquire(state, action, p) -> str:
    kind = action.kind
    if p is None:
        return f"Acquire {kind}"
    planets = state.cat.planets
    gain = 0
    for loc in state.data["ships"][p]:
        if loc is None:
            gain += kind == "energy"
        else:
            pl = planets.get(loc[0])
            gain += pl is not None and pl.symbol == kind
    places = ("your Galaxy Mat or on an energy planet" if kind == "energy"
              else "a culture planet")
    have = state.data[kind][p]
    got = max(0, min(RESOURCE_CAP, have + gain) - have)
    if gain == 0:
        return f"Acquire no {kind}: you have no ship on {places}"
    if got == 0:
        return f"Acquire no {kind}: you are at the cap of {RESOURCE_CAP} ({gain} would be lost)"
    cap = f"; {gain - got} over the cap of {RESOURCE_CAP} would be lost" if got < gain else ""
    return f"Acquire {got} {kind}, one for each ship on {places}{cap}"


def _advance(state, action, p) -> str:
    kind = action.kind
    pid = action.get("planet")
    pl = state.cat.planets.get(pid) if isinstance(pid, str) else None
    if pl is None:
        return f"Advance a ship on the colony track of {_unknown(pid, 'planet')} by {kind}"
    loc = next((x for x in _ships(state, p) if x is not None and x[0] == pid and x[1] >= 0), None)
    if loc is None:
        return f"Advance a ship on {pl.name}'s colony track by {kind}"
    step = min(pl.track, loc[1] + 1)
    end = f", colonizing it ({pl.vp} VP)" if step >= pl.track else ""
    return (f"Advance your ship on {pl.name}'s colony track by {kind}, to space {step} of "
            f"{pl.track}{end}")


def _upgrade(state, action, p) -> str:
    pay = action.get("pay")
    if p is None:
        return "Upgrade your empire"
    level = state.data["empire_level"][p]
    if level >= MAX_LEVEL:
        return f"Upgrade your empire past level {level}, the top of the track"
    need = level + 1
    gains = [f"{EMPIRE_VP[need - 1]} VP"]
    if SHIPS_BY_LEVEL[need - 1] > SHIPS_BY_LEVEL[level - 1]:
        gains.append("a new ship")
    if DICE_BY_LEVEL[need - 1] > DICE_BY_LEVEL[level - 1]:
        gains.append(f"{_number(DICE_BY_LEVEL[need - 1])} dice from your next turn")
    if pay in ("energy", "culture"):
        return f"Upgrade your empire to level {need}, paying {need} {pay} ({_join(gains)})"
    return f"Upgrade your empire to level {need}, paying with {_unknown(pay, 'resource')}"


def _use_colony(state, action, p) -> str:
    pid = action.get("planet")
    pl = state.cat.planets.get(pid) if isinstance(pid, str) else None
    if pl is None:
        return f"Utilize a colony: use the action of {_unknown(pid, 'planet')}"
    whose = "your colony" if p is not None and pid in state.data["colonies"][p] else "the planet"
    return f"Utilize a colony: use the action of {whose} {pl.name} ({effect_words(pl)})"


def _rival_ship(state, target, p, parts: int):
    """(seat, planet, rest) read from a target like P2.coral(.surface), or None."""
    bits = target.split(".") if isinstance(target, str) else []
    if len(bits) != parts or not (bits[0][:1] == "P" and bits[0][1:].isdigit()):
        return None
    q = int(bits[0][1:]) - 1
    if not 0 <= q < state.players:
        return None
    return q, bits[1], bits[2:]


def _use_planet(state, action, p) -> str:
    target = action.get("target")
    d = state.data
    pending = d["planet_action"]
    pl = state.cat.planets.get(pending[0]) if pending else None
    head = f"Use {pl.name}'s action" if pl is not None else "Use the planet's action"
    if pl is None:
        return f"{head} on {_target_words(state, target, p)}"
    eff = pl.effect
    if eff in ("energy", "culture"):
        extra = "" if target == "self" else f" (aimed at {_target_words(state, target, p)})"
        return f"{head}: gain {pl.amount} {eff}{extra}"
    if eff == "advance":
        tp = state.cat.planets.get(target) if isinstance(target, str) else None
        if tp is None:
            return f"{head}: advance a ship on the colony track of {_unknown(target, 'planet')}"
        loc = next((x for x in _ships(state, p) if x is not None and x[0] == target and x[1] >= 0),
                   None)
        if loc is None:
            return f"{head}: advance a ship on {tp.name}'s colony track {_spaces(pl.amount)}"
        step = min(tp.track, loc[1] + pl.amount)
        end = f", colonizing it ({tp.vp} VP)" if step >= tp.track else ""
        return (f"{head}: advance your ship on {tp.name}'s colony track to space {step} of "
                f"{tp.track}{end}")
    if eff == "regress":
        got = _rival_ship(state, target, p, 2)
        if got is None:
            return f"{head}: move {_target_words(state, target, p)} back on its colony track"
        q, tpid, _ = got
        tname = _planet_name(state, tpid)
        loc = next((x for x in d["ships"][q] if x is not None and x[0] == tpid and x[1] >= 0), None)
        tp = state.cat.planets.get(tpid)
        if loc is None or tp is None:
            return (f"{head}: move {_seat(state, q, p)} ship on "
                    f"{_planets(state, tpid, 'colony track')} back {_spaces(pl.amount)}")
        if loc[1] == 0:
            return (f"{head}: move {_seat(state, q, p)} ship on {tname}'s colony track back, "
                    f"though it is on the starting space already")
        new = max(0, loc[1] - pl.amount)
        to = "to its starting space" if new == 0 else f"to space {new} of {tp.track}"
        return (f"{head}: move {_seat(state, q, p)} ship on {tname}'s colony track back "
                f"{_spaces(loc[1] - new)}, {to}")
    got = _rival_ship(state, target, p, 3)
    if got is None:
        return f"{head}: send {_target_words(state, target, p)} back to its Galaxy Mat"
    q, tpid, (spot,) = got
    tname = _planet_name(state, tpid)
    at = {"surface": f"on {_planets(state, tpid, 'surface')}",
          "orbit": f"in orbit around {tname}"}.get(
        spot, f"at {tname} ({_id_words(spot)})")
    return f"{head}: send {_seat(state, q, p)} ship {at} back to its Galaxy Mat"


def _target_words(state, target, p) -> str:
    if target == "self":
        return "yourself"
    got = _rival_ship(state, target, p, 2) or _rival_ship(state, target, p, 3)
    if got is not None:
        q, tpid, _ = got
        return f"{_seat(state, q, p)} ship at {_planet_name(state, tpid)}"
    if isinstance(target, str) and target in state.cat.planets:
        return state.cat.planets[target].name
    return _unknown(target, "target")


def _skip_planet(state, action, p) -> str:
    pending = state.data["planet_action"]
    pl = state.cat.planets.get(pending[0]) if pending else None
    if pl is None:
        return "Do not use the planet's action"
    return f"Do not use {pl.name}'s action ({effect_words(pl)})"


def _dice_words(state, dice) -> list[str]:
    faces = state.data["dice"]
    out = []
    for i in dice:
        if isinstance(i, int) and 1 <= i <= len(faces):
            out.append(f"{i} ({FACE_NAME.get(faces[i - 1], faces[i - 1])})")
        else:
            out.append(str(i))
    return out


def _reroll(state, action, p) -> str:
    dice = action.get("dice")
    dice = dice if isinstance(dice, tuple) else (dice,)
    if not dice:
        return "Reroll no dice"
    which = _join(_dice_words(state, dice))
    noun = "die" if len(dice) == 1 else "dice"
    n = state.data["rerolls"] + 1
    if n == 1:
        return f"Reroll {noun} {which}, free: the first reroll this turn"
    return f"Reroll {noun} {which} for {REROLL_COST} energy: the {_ordinal(n)} reroll this turn"


def _convert(state, action, p) -> str:
    dice = action.get("dice")
    dice = dice if isinstance(dice, tuple) else (dice,)
    if not dice:
        return "Place no dice on the converter"
    noun = "die" if len(dice) == 1 else "dice"
    which = _join(_dice_words(state, dice))
    return f"Place {noun} {which} on the converter, to turn a third die to any face"


def _set_face(state, action, p) -> str:
    i, face = action.get("die"), action.get("face")
    faces = state.data["dice"]
    new = FACE_NAME.get(face) if isinstance(face, str) else None
    new = new or _unknown(face, "face")
    if isinstance(i, int) and 1 <= i <= len(faces):
        old = FACE_NAME.get(faces[i - 1], faces[i - 1])
        return f"Turn die {i} from {old} to {new} with the converter"
    return f"Turn die {i} to {new} with the converter"


def _followed(state) -> str:
    f = state.data["follow"]
    if not f:
        return "the die"
    a = state.data["active"]
    return f"Player {a + 1}'s {FACE_NAME.get(f[0], f[0])} die"


def _follow(state, action, p) -> str:
    return f"Follow {_followed(state)}, paying {FOLLOW_COST} culture"


def _decline(state, action, p) -> str:
    return f"Do not follow {_followed(state)}"


def _end_turn(state, action, p) -> str:
    left = state.data["used"].count(0)
    if left == 0:
        return "End your turn"
    noun = "die" if left == 1 else "dice"
    return f"End your turn, leaving {_number(left)} {noun} unused"


_KINDS = {
    "keep_mission": _keep_mission,
    "move": _move,
    "energy": _acquire,
    "culture": _acquire,
    "diplomacy": _advance,
    "economy": _advance,
    "upgrade": _upgrade,
    "use_colony": _use_colony,
    "use_planet": _use_planet,
    "skip_planet": _skip_planet,
    "reroll": _reroll,
    "convert": _convert,
    "set_face": _set_face,
    "follow": _follow,
    "decline": _decline,
    "end_turn": _end_turn,
}
