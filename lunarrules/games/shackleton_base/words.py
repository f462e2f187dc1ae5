"""Shackleton Base actions in plain words: what a learner reads instead of the notation.

:func:`describe` turns an action (legal or not) into one sentence in the game's
vocabulary: leaders, corporations and projects by their names from the content,
astronauts by type, sectors and spaces by number, and what the action costs or
gives in this position ("Build a dome in sector o4, paying 2 credits and 1
titanium"). It never assumes the action is possible: ids the table lacks read as
words ("an unknown project"), and costs that cannot be worked out are left out.
"""

from __future__ import annotations

from lunarrules.kernel import Action

from . import crater
from .mechanics import SECTOR_INDEX, SIZE
from .params import (
    ASTRO_INDEX,
    ASTRONAUTS,
    GATEWAY_CREDITS,
    PANEL_COST,
    REP_ACTIONS,
    TECH_CREDITS,
    amount,
    an,
    structure_name,
)

_COMMAND_WORDS = {"build": "build", "fund": "fund", "corp": "corporation"}
_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                 "ten")


def _words(v) -> str:
    """An id or value the content does not know, as words (no underscores)."""
    if isinstance(v, str) and v:
        return v.replace("_", " ")
    return "unknown"


def _count(n: int, one: str, many: str | None = None) -> str:
    """``n`` things with the number in words while it is small: "two sectors"."""
    word = _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)
    return f"{word} {one if n == 1 else (many or one + 's')}"


def _listing(items: list[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _amounts(effect: dict | None) -> str:
    """Resources in words joined with "and": "2 credits and 1 titanium" ("nothing" if none)."""
    return _listing([amount(v, k) for k, v in (effect or {}).items() if v]) or "nothing"


def _astronaut(state, a: Action) -> str:
    t = a.get("astronaut")
    return an(t) if t in ASTRO_INDEX else "an unknown astronaut type"


def _named(table: dict, key, what: str) -> str:
    """The content name of ``key`` in ``table`` (``what`` names the kind when it is unknown)."""
    entry = table.get(key) if isinstance(key, str) else None
    if entry is None:
        return f"an unknown {what} ({_words(key)})"
    return str(entry.get("name") or _words(key))


def _corp(state, key) -> str:
    return _named(state.cat.corps, key, "corporation")


def _project(state, key) -> str:
    return _named(state.cat.projects, key, "project")


def _sector(sector) -> str:
    if sector in SECTOR_INDEX:
        return f"{'central ' if sector in crater.CENTRAL else ''}sector {sector}"
    return f"an unknown sector ({_words(sector)})"


# -------------------------------------------------------------------- one per kind
def _pick_leader(state, a):
    key = a.get("leader")
    name = _named(state.cat.leaders, key, "leader")
    if key not in state.cat.leaders:
        return f"Choose {name} as your leader tile"
    face = dict(state.data["leaders"]).get(key)
    if face is None:
        return f"Choose the {name} leader tile"
    income = state.cat.leaders[key].get(face.lower())
    return (f"Choose the {name} leader tile, face {face} "
            f"({_amounts(income)} in each maintenance)")


def _first_dome(state, a):
    sector = a.get("sector")
    where = _sector(sector)
    res = state.cat.sector_resource.get(sector)
    mined = f", where engineers mine {res.replace('_', ' ')}" if res else ""
    return f"Place your first dome and a solar panel in {where}{mined}"


def _marker_gain(state, space) -> str:
    spot = state.data["markers"].get(space)
    if spot is None:
        return ""
    corp, typ = spot
    gain = state.cat.corps[corp]["marker_gain"].get(typ) if corp in state.cat.corps else None
    return f" for {_amounts(gain)}" if gain is not None else ""


def _activate_marker(state, a):
    space = a.get("space")
    spot = state.data["markers"].get(space)
    if spot is None:
        return f"Activate a corporation marker on space {space} (no marker stands there)"
    return f"Activate the {_corp(state, spot[0])} marker on space {space}{_marker_gain(state, space)}"


def _take_shuttle(state, a):
    n = a.get("tile")
    tid = state.cat.shuttle_by_number.get((state.data["round"], n))
    if tid is None:
        return f"Take shuttle tile {n} (not a tile of round {state.data['round']})"
    spec = state.cat.shuttles[tid]
    crew = [_count(int(spec["astronauts"].get(t, 0)), t) for t in ASTRONAUTS
            if spec["astronauts"].get(t)]
    gain = spec.get("gain") or {}
    extra = f", plus {_amounts(gain)}" if any(gain.values()) else ""
    return f"Take shuttle tile {n}: {_listing(crew)}{extra}"


def _explore(state, a):
    space = a.get("space")
    t = a.get("astronaut")
    who = _astronaut(state, a)
    if not isinstance(space, int) or not 1 <= space <= len(crater.ROWS):
        return f"Explore the crater from space {space} with {who}: there is no such explore space"
    p = a.actor if 0 <= a.actor < state.players else state.to_act
    active, _, total = state.explore_fees(p, space)
    if not active:
        return (f"Explore the crater from space {space} with {who}, activating no sector "
                "(no structure stands on its row)")
    sectors = "sector " + active[0] if len(active) == 1 else "sectors " + _listing(active)
    steps = [f"pay {amount(total, 'credits')} in fees"] if total else []
    if t == ASTRONAUTS[0]:
        mined: dict = {}
        for sec in active:
            res = state.cat.sector_resource[sec]
            mined[res] = mined.get(res, 0) + 1
        steps.append(f"mine {_amounts(mined)}")
    elif t == ASTRONAUTS[1]:
        steps.append(f"earn {amount(TECH_CREDITS * len(active), 'credits')}")
    elif t == ASTRONAUTS[2]:
        steps.append("activate one corporation marker around each sector")
    then = f": {', then '.join(steps)}" if steps else ""
    return f"Explore the crater from space {space} with {who}, activating {sectors}{then}"


def _command(state, a):
    which = a.get("which")
    who = _astronaut(state, a)
    if which not in _COMMAND_WORDS:
        return (f"Take the {_words(which)} command action with {who} (the command actions are "
                "build, fund and corporation)")
    slots = state.cat.slots[state.players]
    used = len(state.data["slots"][which])
    what = f"Take the {_COMMAND_WORDS[which]} command action with {who}"
    if used >= len(slots):
        return f"{what} (all {_count(len(slots), 'slot')} are taken)"
    p = a.actor if 0 <= a.actor < state.players else state.to_act
    charge, _ = state.surcharge(p, which)
    if not charge:
        return f"{what}, with no surcharge"
    return f"{what}, paying a surcharge of {amount(charge, 'credits')}"


def _gateway(state, a):
    return f"Visit the Lunar Gateway with {_astronaut(state, a)} for {amount(GATEWAY_CREDITS, 'credits')}"


def _solar_panel(state, a):
    if state.panel_block_reason() is not None:
        return f"Build a solar panel for {amount(PANEL_COST, 'rare_earth')}"
    _, energy, rep = state.panel_outcome()
    got = f"{energy} energy" + (f" and {rep} reputation" if rep else "")
    return f"Build a solar panel for {amount(PANEL_COST, 'rare_earth')}, producing {got}"


def _build(state, a):
    kind, sector = a.get("structure"), a.get("sector")
    if kind not in SIZE:
        return f"Build {_words(kind)} in {_sector(sector)}: not a structure of your base"
    what = f"Build {an(structure_name(kind))} in {_sector(sector)}"
    p = a.actor if 0 <= a.actor < state.players else state.to_act
    cost = state.structure_cost(p, kind, state.data["turn_action"].get("discount", 0))
    return f"{what}, paying {_amounts(cost)}" if any(cost.values()) else f"{what} for free"


def _house(state, a):
    who = _astronaut(state, a)
    step = state.data.get("step")
    p = a.actor if 0 <= a.actor < state.players else state.to_act
    structs = state.data["agencies"][p]["structures"]
    if step and step[0] == "house" and 0 <= step[1] < len(structs):
        s = structs[step[1]]
        return f"Move {who} from your base into your new {structure_name(s[0])} in sector {s[2]}"
    return f"Move {who} from your base into your new structure"


def _house_done(state, a):
    return "Stop moving astronauts into your structures"


def _house_at(state, a):
    who = _astronaut(state, a)
    n = a.get("structure")
    p = a.actor if 0 <= a.actor < state.players else state.to_act
    structs = state.data["agencies"][p]["structures"]
    if isinstance(n, int) and 1 <= n <= len(structs):
        s = structs[n - 1]
        return f"Move {who} from your base into your {structure_name(s[0])} in sector {s[2]}"
    return f"Move {who} from your base into your structure {n}, which you have not built"


def _engineer_bonus(state, a):
    corp, space = a.get("corp"), a.get("space")
    name = _corp(state, corp)
    d = state.data
    if corp not in state.cat.corps:
        return f"Engineer bonus for {name} on marker space {space}"
    if space == 0:
        return f"Engineer bonus: no {name} marker to place or activate"
    spot = d["markers"].get(space)
    if spot is not None:
        if spot[0] != corp:
            return (f"Engineer bonus for {name}: activate the {_corp(state, spot[0])} marker on "
                    f"space {space}{_marker_gain(state, space)}")
        return f"Engineer bonus: activate the {name} marker on space {space}{_marker_gain(state, space)}"
    supply = d["board_markers"].get(corp) or ()
    spec = state.cat.corps.get(corp)
    gain = spec["marker_gain"].get(supply[0]) if supply and spec else None
    worth = f" for {_amounts(gain)}" if gain is not None else ""
    return f"Engineer bonus: place the next {name} marker on space {space} and activate it{worth}"


def _fund(state, a):
    pid = a.get("project")
    name = _project(state, pid)
    if pid not in state.cat.projects:
        return f"Fund {name}"
    corp = _corp(state, state.cat.projects[pid]["corp"])
    p = a.actor if 0 <= a.actor < state.players else state.to_act
    credits, _ = state.project_price(p, pid)
    energy = state.project_energy_used(p, pid)
    price = _amounts({"credits": credits, "energy": energy})
    pay = f"paying {price}" if credits or energy else "for free"
    return f"Fund the {name} project of {corp}, {pay}"


def _corp_action(state, a):
    src = a.get("source")
    if src in REP_ACTIONS:
        space, gain = REP_ACTIONS[src]
        what = "activate any corporation marker" if gain is None else f"gain {_amounts(gain)}"
        return f"Take the reputation-track action on space {space}: {what}"
    if src in state.cat.corps:
        spec = state.cat.corps[src].get("action") or {}
        return (f"Take the {_corp(state, src)} corporation action: pay {_amounts(spec.get('cost'))}, "
                f"gain {_amounts(spec.get('gain'))}")
    if src in state.cat.projects:
        spec = state.cat.projects[src].get("action")
        name = _project(state, src)
        if not spec:
            return f"Use the {name} project's action (it has none)"
        once = " (once per round)" if spec.get("once_per_round") else ""
        return (f"Use the {name} project's action: pay {_amounts(spec.get('cost'))}, "
                f"gain {_amounts(spec.get('gain'))}{once}")
    return f"Take a corporation action from {_words(src)}, which is not one"


def _corp_done(state, a):
    return "Stop taking corporation actions"


def _take_astronaut(state, a):
    return f"Take {_astronaut(state, a)} from the Lunar Gateway into your base"


_WORDS = {
    "pick_leader": _pick_leader,
    "first_dome": _first_dome,
    "activate_marker": _activate_marker,
    "take_shuttle": _take_shuttle,
    "explore": _explore,
    "command": _command,
    "gateway": _gateway,
    "solar_panel": _solar_panel,
    "build": _build,
    "house": _house,
    "house_done": _house_done,
    "house_at": _house_at,
    "engineer_bonus": _engineer_bonus,
    "fund": _fund,
    "corp_action": _corp_action,
    "corp_done": _corp_done,
    "take_astronaut": _take_astronaut,
}


def describe(state, action: Action) -> str:
    """``action`` in one plain English sentence, for legal and illegal actions alike.

    Parameters
    ----------
    state : ShackletonState
        The position the action is read in (costs and gains are this position's).
    action : Action

    Returns
    -------
    str
        For example ``"Build a dome in sector o4, paying 2 credits and 1 titanium"``.
    """
    fn = _WORDS.get(action.kind)
    if fn is None:
        return f"An action this game does not have ({_words(action.kind)})"
    return fn(state, action)
