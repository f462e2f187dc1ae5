"""Shackleton Base conservation rules: what every position of the game satisfies.

:func:`position_problems` reads a table (loaded from a snapshot or set up by
hand) and lists every way it breaks the game: pieces and cards that do not
exist or sit in two places, resources and markers off their tracks, and an open
decision that does not belong to the phase or to the player to act. Each
problem names the field as the snapshot writes it (``agencies[1].credits``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from lunarrules.i18n import N_, _, pgettext

from . import geometry, legal
from .geometry import INDEX as SECTOR_INDEX
from .params import (
    ACTIONS_PER_ROUND,
    ASTRONAUTS,
    CORP_ACTIONS,
    CORPORATIONS_IN_PLAY,
    FIRST_GAME,
    OBJECTIVE_MARKERS,
    REP_ACTIONS,
    REP_MAX,
    ROUNDS,
    SELENIUM,
    SIZE,
    SPARE_SLOTS,
    VISIBLE_PROJECTS,
)
from .table import command_slots, step_kind, step_number

if TYPE_CHECKING:  # pragma: no cover
    from .state import ShackletonState
    from .table import SectorStructure, ShackletonTable

# the phase each kind of open step is decided in (see moves._STEP_PHASE)
STEP_PHASE = {
    "marker": "marker_step",
    "marker_any": "marker_step",
    "build": "build_step",
    "house": "house_step",
    "bonus": "bonus_step",
    "fund": "fund_step",
    "corp": "corp_step",
    "take": "take_step",
}
STEP_PHASES = frozenset(STEP_PHASE.values())
SETUP_PHASES = frozenset(("setup_leader", "setup_dome", "setup_marker"))
COMMANDS = ("build", "fund", "corp")
NSECT = len(geometry.SECTORS)
NROWS = len(geometry.ROWS)
MARKER_SPACES = frozenset(geometry.MARKER_SPACES)
REP_SOURCES = frozenset(REP_ACTIONS)


def _seat(x, n: int) -> bool:
    return type(x) is int and 0 <= x < n


def step_problem(step: tuple, structures: int) -> str | None:
    """Why ``step`` is not an open step of a turn (``structures``: how many the agency
    whose turn it is has built), or ``None``."""
    if not step or not isinstance(step[0], str) or step[0] not in STEP_PHASE:
        return _("{step} is not a step of a turn ({kinds})").format(
            step=repr(step), kinds=", ".join(STEP_PHASE)
        )
    kind, rest = step[0], step[1:]
    if kind in ("build", "fund", "marker_any"):
        ok = not rest
    elif kind == "marker":
        ok = (
            len(rest) in (1, 2) and rest[0] in SECTOR_INDEX and (len(rest) == 1 or rest[1] == "lab")
        )
    elif kind == "bonus":
        ok = len(rest) == 1 and rest[0] in SECTOR_INDEX
    elif kind == "corp":
        ok = len(rest) == 1 and type(rest[0]) is int and 1 <= rest[0] <= CORP_ACTIONS
    elif kind == "take":
        ok = len(rest) == 1 and type(rest[0]) is int and -1 <= rest[0] < len(ASTRONAUTS)
    else:  # house: the index of a structure of the agency whose turn it is
        ok = len(rest) == 1 and type(rest[0]) is int and 0 <= rest[0] < structures
    return None if ok else _("{step} is not a valid {kind} step").format(step=repr(step), kind=kind)


def position_problems(s: ShackletonState) -> list[str]:
    """Every way the table of ``s`` breaks the game's conservation rules (empty: none).

    A sound table is recognised by quick counts (:func:`is_sound`); any other is
    searched rule by rule for what is wrong (:func:`table_problems`).
    """
    if is_sound(s):
        out = _decision_problems(s)
        if not out and not s.is_over:
            out = _choice_problems(s)
        return out
    return table_problems(s)


class _Constants:
    """What the quick counts compare against, read once per content."""

    def __init__(self, cat) -> None:
        self.cat = cat
        self.caps = {k: int(v["capacity"]) for k, v in cat.structures.items()}
        self.counts = {k: int(v["count"]) for k, v in cat.structures.items()}
        self.neutral = sorted((-1, "dome", sec) for sec in cat.neutral)
        self.corps = frozenset(cat.corps)
        self.marker_kinds = frozenset(
            (c, b) for c, spec in cat.corps.items() for b in spec["marker_gain"]
        )
        self.board = {c: tuple(spec["markers"]) for c, spec in cat.corps.items()}
        self.goal_slots = frozenset(
            (c, i) for c, spec in cat.corps.items() for i in range(len(spec["goals"]))
        )
        self.leader_tiles = frozenset((x, f) for x in cat.leaders for f in ("A", "B"))
        self.shuttles = {r: frozenset(v) for r, v in cat.shuttle_by_round.items()}
        self.slots = {k: len(v) for k, v in cat.slots.items()}
        self.projects_of = {c: frozenset(v) for c, v in cat.projects_of.items()}
        self.in_play: dict[tuple, frozenset] = {}


_CONSTANTS: dict[int, _Constants] = {}
_SIZES = frozenset(SIZE)
_SEATS = {k: list(range(k)) for k in range(1, 9)}


def _constants(cat) -> _Constants:
    got = _CONSTANTS.get(id(cat))
    if got is None or got.cat is not cat:
        got = _CONSTANTS[id(cat)] = _Constants(cat)
    return got


def is_sound(s: ShackletonState) -> bool:
    """Whether the table of ``s`` keeps every conservation rule, by quick counts.

    True only for tables :func:`table_problems` finds nothing wrong with, apart from
    the open decision (see :func:`_decision_problems`); false may still be a sound
    table that the counts cannot tell (the full search then decides).
    """
    d, cat, n = s.data, s.cat, s.players
    k = _constants(cat)
    agencies = d["agencies"]
    if len(agencies) != n or sorted(d["order"]) != _SEATS[n]:
        return False
    if not (
        1 <= d["round"] <= ROUNDS
        and 0 <= d["turn_position"] < n
        and 0 <= d["turn_agency"] < n
        and 0 <= d["energy"] <= cat.energy_max
    ):
        return False
    # solar panels: a run around the crater, and every one somewhere
    ring, panels, center = d["ring_panels"], d["sector_panels"], d["central_panels"]
    total = len(cat.ring)
    if ring and (
        ring[0] < 0 or ring[-1] >= total or ring != tuple(range(ring[0], ring[0] + len(ring)))
    ):
        return False
    if center < 0 or len(panels) != NSECT or sum(panels) + center + len(ring) != total:
        return False
    # structures: one per agency and per size in a sector, energized, in a base
    sectors = d["structures"]
    if len(sectors) != NSECT:
        return False
    names = geometry.SECTORS
    if [1 for here, lit in zip(sectors, panels, strict=True) if here and not lit]:
        return False
    entries = [(o, kind, names[i]) for i, here in enumerate(sectors) if here for o, kind in here]
    m = len(entries)
    if (
        len({(o, sec) for o, _, sec in entries}) != m
        or len({(SIZE.get(kind), sec) for _, kind, sec in entries}) != m
        or not _SIZES.issuperset([kind for _, kind, _ in entries])
    ):
        return False
    entries.sort()
    neutral = [e for e in entries if e[0] < 0]
    if neutral != (k.neutral if n == 2 else []):
        return False
    owned = entries[len(neutral) :]
    if owned and owned[-1][0] >= n:
        return False
    # agencies: supplies and tracks, bases and their astronauts
    caps, counts = k.caps, k.counts
    picked = d["picked"]
    base = []
    for q, pl in enumerate(agencies):
        if (
            min(pl["credits"], pl["titanium"], pl["rare_earth"], pl["vp"], pl["reputation"]) < 0
            or pl["reputation"] > REP_MAX
            or min(pl["astronauts"]) < 0
            or sum(pl["astronauts"]) > ACTIONS_PER_ROUND
        ):
            return False
        waiting = pl["waiting"]
        if min(waiting) < 0:
            return False
        slots = housed = 0
        built = pl["structures"]
        if built:
            seen: dict[str, int] = {}
            for kind, number, sec, inside in built:
                cap = caps.get(kind)
                c = seen.get(kind, 0)
                if cap is None or number != c:
                    return False
                seen[kind] = c + 1
                if inside:
                    if len(inside) > cap or min(inside) < 0 or max(inside) >= len(ASTRONAUTS):
                        return False
                    housed += len(inside)
                slots += cap
                base.append((q, kind, sec))
            for kind, c in seen.items():
                if c > counts[kind]:
                    return False
            if seen.get("lab", 0) > len(cat.labs):
                return False
        if waiting[0] + waiting[1] + waiting[2] + housed > SPARE_SLOTS + slots:
            return False
        objectives = pl["objectives"]
        if objectives and (
            len(objectives) > OBJECTIVE_MARKERS or len(set(objectives)) != len(objectives)
        ):
            return False
        tile = pl["shuttle_tile"]
        if tile is not None and picked.get(q) != tile:
            return False
    base.sort()
    if base != owned:
        return False
    # corporations, their markers and projects
    corps = d["corporations"]
    if (
        len(corps) != CORPORATIONS_IN_PLAY
        or len(set(corps)) != len(corps)
        or not k.corps.issuperset(corps)
    ):
        return False
    if s.options.get("corporations") == "first_game" and set(corps) != set(FIRST_GAME):
        return False
    markers, board = d["markers"], d["board_markers"]
    if (
        not MARKER_SPACES.issuperset(markers)
        or not k.marker_kinds.issuperset(markers.values())
        or set(board) != set(corps)
    ):
        return False
    owners = [x[0] for x in markers.values()]
    placed = 0
    for corp in corps:
        spec, left = k.board[corp], board[corp]
        gone = len(spec) - len(left)
        if gone < 0 or spec[gone:] != left or owners.count(corp) != 1 + gone:
            return False
        placed += 1 + gone
    if placed != len(owners) or not _projects_sound(d, cat, corps):
        return False
    # goals and leader tiles
    goals = d["goals"]
    if goals:
        slots_taken = {(c, i) for c, i, _ in goals}
        if (
            len(slots_taken) != len(goals)
            or not k.goal_slots.issuperset(slots_taken)
            or not set(corps).issuperset([c for c, _ in slots_taken])
        ):
            return False
        claims = sorted([(a, c) for c, _, a in goals])
        if claims != sorted([(q, c) for q, pl in enumerate(agencies) for c in pl["objectives"]]):
            return False
    elif any(pl["objectives"] for pl in agencies):
        return False
    tiles = list(d["leaders"])
    tiles += [pl["leader"] for pl in agencies if pl["leader"] is not None]
    if len(tiles) != n or not k.leader_tiles.issuperset(tiles) or len({x[0] for x in tiles}) != n:
        return False
    # crater spaces, command slots, the Gateway and the shuttle tiles
    explore = d["explore"]
    nastro = len(ASTRONAUTS)
    if len(explore) != NROWS or [
        1 for x in explore if x is not None and not (0 <= x[0] < n and 0 <= x[1] < nastro)
    ]:
        return False
    nslots = k.slots[n]
    for placed_here in command_slots(d).values():
        if len(placed_here) > nslots or [
            1 for x in placed_here if not (0 <= x[0] < n and 0 <= x[1] < nastro)
        ]:
            return False
    gw = d["gateway"]
    if len(gw) != nastro or min(gw) < 0:
        return False
    revealed = d["revealed"]
    if revealed:
        if (
            len(revealed) != n + 1
            or len(set(revealed)) != n + 1
            or not k.shuttles.get(d["round"], frozenset()).issuperset(revealed)
        ):
            return False
    elif s.phase not in SETUP_PHASES and not s.is_over:
        return False
    tiles_picked = set(picked.values())
    return (
        len(tiles_picked) == len(picked)
        and set(revealed).issuperset(tiles_picked)
        and (not picked or (min(picked) >= 0 and max(picked) < n))
    )


def table_problems(s: ShackletonState) -> list[str]:
    """Every broken rule of the table of ``s``, each naming its field."""
    d, cat, n = s.data, s.cat, s.players
    out: list[str] = []
    add = out.append
    phase = s.phase
    agencies = d["agencies"]
    if len(agencies) != n:
        return [
            "agencies: "
            + _("one record per player ({n}), not {got}").format(n=n, got=len(agencies))
        ]

    # ------------------------------------------------------------ flow and tracks
    if not 1 <= d["round"] <= ROUNDS:
        add(
            "round: "
            + _("{value} is not a round from 1 to {last}").format(value=d["round"], last=ROUNDS)
        )
    if sorted(d["order"]) != list(range(n)):
        add(
            "order: "
            + _("{value} is not a turn order of seats 0..{last}").format(
                value=d["order"], last=n - 1
            )
        )
    if not 0 <= d["turn_position"] < n:
        add(
            "turn_position: "
            + _("{value} is not a place in the turn order (0..{last})").format(
                value=d["turn_position"], last=n - 1
            )
        )
    if not _seat(d["turn_agency"], n):
        add(
            "turn_agency: "
            + _("{value} is not a seat (0..{last})").format(value=d["turn_agency"], last=n - 1)
        )
    if not 0 <= d["energy"] <= cat.energy_max:
        add(
            "energy: "
            + _("{value} is off the energy track (0..{last})").format(
                value=d["energy"], last=cat.energy_max
            )
        )

    # ------------------------------------------------------------ solar panels
    ring, total = d["ring_panels"], len(cat.ring)
    if ring and (
        ring[0] < 0 or ring[-1] >= total or list(ring) != list(range(ring[0], ring[-1] + 1))
    ):
        add(
            "ring_panels: "
            + _(
                "{value} is not a run of ring spaces from 0 to {last} (panels are "
                "taken clockwise from the top, neutral ones from the far "
                "end)"
            ).format(value=list(ring), last=total - 1)
        )
    if d["central_panels"] < 0:
        add("central_panels: " + _("{value} is below 0").format(value=d["central_panels"]))
    panels = d["sector_panels"]
    if len(panels) != NSECT:
        add(
            "sector_panels: "
            + _("one per sector ({n}), not {got}").format(n=NSECT, got=len(panels))
        )
    elif sum(panels) + d["central_panels"] + len(ring) != total:
        add(
            "sector_panels: "
            + _(
                "{sectors} energized sectors, {central} panels on the central "
                "hex and {ring} around the crater make {total} solar panels; "
                "the game has {want}"
            ).format(
                sectors=sum(panels),
                central=d["central_panels"],
                ring=len(ring),
                total=sum(panels) + d["central_panels"] + len(ring),
                want=total,
            )
        )

    # ------------------------------------------------------------ structures
    # (owner, structure, sector) of every agency structure standing in the crater
    in_crater: set[tuple[int, str, str]] = set()
    sectors: Sequence[tuple[SectorStructure, ...]] = d["structures"]
    if len(sectors) != NSECT:
        add(
            "structures: "
            + _("one entry per sector ({n}), not {got}").format(n=NSECT, got=len(sectors))
        )
        sectors = ()
    names = geometry.SECTORS
    for i, here in enumerate(sectors):
        if not here:
            continue
        sec = names[i]
        if i < len(panels) and not panels[i]:
            add(
                f"sector_panels[{i}]: "
                + _("{sector} has a structure but no solar panel").format(sector=sec)
            )
        if len(here) > 1:
            owners = [o for o, _ in here if o >= 0]
            if len(set(owners)) != len(owners):
                add(
                    f"structures[{i}]: "
                    + _("an agency has two structures in {sector}").format(sector=sec)
                )
            sizes = [SIZE.get(k) for _, k in here]
            if len(set(sizes)) != len(sizes):
                add(
                    f"structures[{i}]: "
                    + _("two structures of the same size in {sector}").format(sector=sec)
                )
        for o, kind in here:
            if kind not in SIZE:
                add(
                    f"structures[{i}]: "
                    + _("{kind} is not a structure ({kinds})").format(
                        kind=repr(kind), kinds="dome, workshop, lab, hq"
                    )
                )
            elif o >= 0:
                if o < n:
                    in_crater.add((o, kind, sec))
                else:
                    add(
                        f"structures[{i}]: "
                        + _("owner {owner} is not a seat (0..{last}, or -1 for neutral)").format(
                            owner=o, last=n - 1
                        )
                    )
            elif o != -1 or n != 2 or kind != "dome" or sec not in cat.neutral:
                add(
                    f"structures[{i}]: "
                    + _(
                        "a {kind} of owner {owner} in {sector}; only neutral "
                        "domes (owner -1) stand without an agency, in "
                        "{sectors}, in 2-player games"
                    ).format(kind=kind, owner=o, sector=sec, sectors=", ".join(cat.neutral))
                )
    if n == 2 and sectors:
        for sec in cat.neutral:
            if (-1, "dome") not in sectors[SECTOR_INDEX[sec]]:
                add(
                    f"structures[{SECTOR_INDEX[sec]}]: "
                    + _("the neutral dome of {sector} is missing").format(sector=sec)
                )

    # ------------------------------------------------------------ corporations and markers
    corps = d["corporations"]
    if len(corps) != CORPORATIONS_IN_PLAY or len(set(corps)) != len(corps):
        add(
            "corporations: "
            + _("{value} are not {n} different corporations").format(
                value=list(corps), n=CORPORATIONS_IN_PLAY
            )
        )
    unknown = [c for c in corps if c not in cat.corps]
    if unknown:
        add(
            "corporations: "
            + _("{ids} not in the game ({known})").format(
                ids=", ".join(map(repr, unknown)), known=", ".join(sorted(cat.corps))
            )
        )
        return out  # everything below reads the corporations' content
    if s.options.get("corporations") == "first_game" and set(corps) != set(FIRST_GAME):
        add(
            "corporations: "
            + _("the first game plays {want}, not {got}").format(
                want=", ".join(FIRST_GAME), got=", ".join(corps)
            )
        )
    on_crater = {c: 0 for c in corps}
    for m, (c, benefit) in d["markers"].items():
        where = f"markers.{m}"
        if m not in geometry.MARKER_SPACES:
            add(
                f"{where}: "
                + _("there is no marker space {space} (1..{last})").format(
                    space=m, last=len(geometry.MARKER_SPACES)
                )
            )
        if c not in on_crater:
            add(f"{where}: " + _("{corp} is not a corporation in play").format(corp=repr(c)))
            continue
        on_crater[c] += 1
        if benefit not in cat.corps[c]["marker_gain"]:
            add(
                f"{where}: "
                + _("{corp} has no marker of type {kind}").format(corp=c, kind=repr(benefit))
            )
    if set(d["board_markers"]) != set(corps):
        add(
            "board_markers: "
            + _("one entry per corporation in play ({corps}), not {got}").format(
                corps=", ".join(corps), got=", ".join(map(str, d["board_markers"]))
            )
        )
    for c in corps:
        spec = cat.corps[c]["markers"]
        left = d["board_markers"].get(c, ())
        if tuple(spec[len(spec) - len(left) :]) != tuple(left) or len(left) > len(spec):
            add(
                f"board_markers.{c}: "
                + _(
                    "{left} is not what is left of the board's markers "
                    "{markers} taken from the first"
                ).format(left=list(left), markers=list(spec))
            )
        elif on_crater[c] != 1 + len(spec) - len(left):
            if c == SELENIUM:
                why = _(
                    "{n} {corp} markers around the crater, but {gone} have left its board (1 at "
                    "setup (its sixth goes to the box) and {placed} placed since)"
                )
            else:
                why = _(
                    "{n} {corp} markers around the crater, but {gone} have left its board (1 at "
                    "setup and {placed} placed since)"
                )
            add(
                "markers: "
                + why.format(
                    n=on_crater[c],
                    corp=c,
                    gone=1 + len(spec) - len(left),
                    placed=len(spec) - len(left),
                )
            )

    # ------------------------------------------------------------ projects
    if not _projects_sound(d, cat, corps):
        out.extend(_project_problems(d, cat, corps))

    # ------------------------------------------------------------ agencies
    kc = _constants(cat)
    caps, counts_max = kc.caps, kc.counts
    picked = d["picked"]
    for q, pl in enumerate(agencies):
        if pl["credits"] < 0:
            add(f"agencies[{q}].credits: " + _("{value} is below 0").format(value=pl["credits"]))
        if pl["titanium"] < 0:
            add(f"agencies[{q}].titanium: " + _("{value} is below 0").format(value=pl["titanium"]))
        if pl["rare_earth"] < 0:
            add(
                f"agencies[{q}].rare_earth: "
                + _("{value} is below 0").format(value=pl["rare_earth"])
            )
        if pl["vp"] < 0:
            add(f"agencies[{q}].vp: " + _("{value} is below 0").format(value=pl["vp"]))
        if not 0 <= pl["reputation"] <= REP_MAX:
            add(
                f"agencies[{q}].reputation: "
                + _("{value} is off the reputation track (0..{last})").format(
                    value=pl["reputation"], last=REP_MAX
                )
            )
        if min(pl["astronauts"]) < 0:
            add(
                f"agencies[{q}].astronauts: "
                + _("{value} has a count below 0").format(value=list(pl["astronauts"]))
            )
        elif sum(pl["astronauts"]) > ACTIONS_PER_ROUND:
            add(
                f"agencies[{q}].astronauts: "
                + _(
                    "{n} astronauts to place, but a shuttle tile brings {per_round} a round"
                ).format(n=sum(pl["astronauts"]), per_round=ACTIONS_PER_ROUND)
            )
        waiting = pl["waiting"]
        if min(waiting) < 0:
            add(
                f"agencies[{q}].waiting: "
                + _("{value} has a count below 0").format(value=list(waiting))
            )
        slots = housed = 0
        built = pl["structures"]
        if built:
            counts: dict[str, int] = {}
            for j, (kind, number, sec, inside) in enumerate(built):
                cap = caps.get(kind)
                if cap is None or sec not in SECTOR_INDEX:
                    add(
                        f"agencies[{q}].structures[{j}]: "
                        + _("a {kind} in sector {sector} is not a structure in the crater").format(
                            kind=repr(kind), sector=repr(sec)
                        )
                    )
                    continue
                k = counts.get(kind, 0)
                counts[kind] = k + 1
                if number != k:
                    add(
                        f"agencies[{q}].structures[{j}]: "
                        + _(
                            "{kind} number {number}, but it is its {nth} built (numbers count "
                            "from 0)"
                        ).format(kind=kind, number=number, nth=k + 1)
                    )
                if kind == "lab" and number >= len(cat.labs):
                    add(
                        f"agencies[{q}].structures[{j}]: "
                        + _("lab number {number}, but the base has {n} lab spaces").format(
                            number=number, n=len(cat.labs)
                        )
                    )
                if inside:
                    if len(inside) > cap:
                        add(
                            f"agencies[{q}].structures[{j}]: "
                            + _("{n} astronauts in a {kind} for {cap}").format(
                                n=len(inside), kind=kind, cap=cap
                            )
                        )
                    if min(inside) < 0 or max(inside) >= len(ASTRONAUTS):
                        add(
                            f"agencies[{q}].structures[{j}]: "
                            + _("{value} are not astronaut types (0..{last})").format(
                                value=list(inside), last=len(ASTRONAUTS) - 1
                            )
                        )
                    housed += len(inside)
                slots += cap
                key = (q, kind, sec)
                if key in in_crater:
                    in_crater.remove(key)
                else:
                    add(
                        f"agencies[{q}].structures[{j}]: "
                        + _("its {kind} in {sector} is not in the crater ({field})").format(
                            kind=kind, sector=sec, field="structures"
                        )
                    )
            for kind, k in counts.items():
                if k > counts_max[kind]:
                    add(
                        f"agencies[{q}].structures: "
                        + _("{n} {kind}s built; each agency has {most}").format(
                            n=k, kind=kind, most=counts_max[kind]
                        )
                    )
        if waiting[0] + waiting[1] + waiting[2] + housed > SPARE_SLOTS + slots:
            add(
                f"agencies[{q}].waiting: "
                + _(
                    "{waiting} waiting and {housed} housed astronauts, but the base has {spare} "
                    "spare slot and {slots} structure slots"
                ).format(waiting=sum(waiting), housed=housed, spare=SPARE_SLOTS, slots=slots)
            )
        objectives = pl["objectives"]
        if objectives and (
            len(objectives) > OBJECTIVE_MARKERS or len(set(objectives)) != len(objectives)
        ):
            add(
                f"agencies[{q}].objectives: "
                + _("{value}: at most {n} goal markers, one per corporation").format(
                    value=list(objectives), n=OBJECTIVE_MARKERS
                )
            )
        tile = pl["shuttle_tile"]
        if tile is not None and picked.get(q) != tile:
            add(
                f"agencies[{q}].shuttle_tile: "
                + _("{tile} is not the tile it picked this round").format(tile=tile)
            )
    for o, kind, sec in in_crater:
        add(
            f"structures[{SECTOR_INDEX[sec]}]: "
            + _("P{seat}'s {kind} in {sector} is not in its base ({field})").format(
                seat=o + 1, kind=kind, sector=sec, field=f"agencies[{o}].structures"
            )
        )

    # ------------------------------------------------------------ goals and leaders
    seen_goals = set()
    claimed: dict[int, list[str]] = {q: [] for q in range(n)}
    for j, (c, slot, q) in enumerate(d["goals"]):
        w = f"goals[{j}]"
        if c not in cat.corps or c not in corps:
            add(f"{w}: " + _("{corp} is not a corporation in play").format(corp=repr(c)))
        elif not 0 <= slot < len(cat.corps[c]["goals"]):
            add(f"{w}: " + _("{corp} has no goal slot {slot}").format(corp=c, slot=slot))
        if (c, slot) in seen_goals:
            add(
                f"{w}: "
                + _("goal slot {slot} of {corp} is claimed twice").format(slot=slot, corp=c)
            )
        seen_goals.add((c, slot))
        if not _seat(q, n):
            add(f"{w}: " + _("{value} is not a seat").format(value=q))
        else:
            claimed[q].append(c)
    for q, pl in enumerate(agencies):
        if sorted(claimed[q]) != sorted(pl["objectives"]):
            add(
                f"agencies[{q}].objectives: "
                + _("{value} do not match its claimed goals ({goals})").format(
                    value=list(pl["objectives"]),
                    goals=", ".join(claimed[q]) or pgettext("shackleton_base: goals", "none"),
                )
            )
    tiles = [(t.leader, t.face, "leaders") for t in d["leaders"]]
    tiles += [
        (pl["leader"][0], pl["leader"][1], f"agencies[{q}].leader")
        for q, pl in enumerate(agencies)
        if pl["leader"] is not None
    ]
    held: set[str] = set()
    for lid, face, w in tiles:
        if lid not in cat.leaders or face not in ("A", "B"):
            add(
                f"{w}: "
                + _("{leader} face {face} is not a leader tile of the game (faces A, B)").format(
                    leader=repr(lid), face=repr(face)
                )
            )
        elif lid in held:
            add(f"{w}: " + _("leader {leader} is also elsewhere").format(leader=lid))
        held.add(lid)
    if len(tiles) != n:
        add(
            "leaders: "
            + _(
                "{n} leader tiles on offer or picked; setup deals one per player ({players})"
            ).format(n=len(tiles), players=n)
        )

    # ------------------------------------------------------------ crater spaces, Gateway, shuttles
    explore = d["explore"]
    if len(explore) != NROWS:
        add(
            "explore: "
            + _("one entry per explore space ({n}), not {got}").format(n=NROWS, got=len(explore))
        )
    nastro = len(ASTRONAUTS)
    for i, x in enumerate(explore):
        if x is not None and not (0 <= x[0] < n and 0 <= x[1] < nastro):
            add(
                f"explore[{i}]: "
                + _("{value} is not a seat and an astronaut type").format(value=tuple(x))
            )
    nslots = len(cat.slots[n])
    for which in COMMANDS:
        placed = command_slots(d)[which]
        if len(placed) > nslots:
            add(
                f"slots.{which}: "
                + _("{n} astronauts in {slots} slots").format(n=len(placed), slots=nslots)
            )
        for x in placed:
            if not (0 <= x[0] < n and 0 <= x[1] < nastro):
                add(
                    f"slots.{which}: "
                    + _("{value} is not a seat and an astronaut type").format(value=tuple(x))
                )
    gw = d["gateway"]
    if len(gw) != len(ASTRONAUTS) or min(gw, default=0) < 0:
        add(
            "gateway: "
            + _("{value} is not a count of each astronaut type, none below 0").format(value=gw)
        )
    this_round = cat.shuttle_by_round.get(d["round"], ())
    revealed = d["revealed"]
    if revealed and (
        len(revealed) != n + 1
        or len(set(revealed)) != len(revealed)
        or not set(revealed) <= set(this_round)
    ):
        add(
            "revealed: "
            + _("{value} are not {n} shuttle tiles of round {round}").format(
                value=list(revealed), n=n + 1, round=d["round"]
            )
        )
    elif phase not in SETUP_PHASES and not s.is_over and not revealed:
        add("revealed: " + _("no shuttle tiles revealed in round {round}").format(round=d["round"]))
    tiles_picked = set(picked.values())
    if (
        len(tiles_picked) != len(picked)
        or not tiles_picked <= set(revealed)
        or (picked and (min(picked) < 0 or max(picked) >= n))
    ):
        add("picked: " + _("{value} is not one revealed tile per seat").format(value=picked))

    # ------------------------------------------------------------ the open decision
    out.extend(_decision_problems(s))
    if not out and not s.is_over:
        out.extend(_choice_problems(s))
    return out


def _projects_sound(d: ShackletonTable, cat, corps: tuple) -> bool:
    """The quick count: every project of the corporations in play is in one place, face
    up two at a time while its pile lasts, and only funded projects are turned."""
    k = _constants(cat)
    vis, piles = d["visible"], d["project_piles"]
    if set(vis) != set(corps) or set(piles) != set(corps):
        return False
    expected = k.in_play.get(corps)
    if expected is None:
        expected = k.in_play[corps] = frozenset().union(*(k.projects_of[c] for c in corps))
    placed: list[str] = []
    for c in corps:
        v, pile = vis[c], piles[c]
        if len(v) != VISIBLE_PROJECTS and (pile or len(v) > VISIBLE_PROJECTS):
            return False
        mine = k.projects_of[c]
        if not mine.issuperset(v) or not mine.issuperset(pile):
            return False
        placed += v
        placed += pile
    for pl in d["agencies"]:
        placed += pl["projects"]
        turned = pl["turned_projects"]
        if turned and (
            len(set(turned)) != len(turned) or not set(pl["projects"]).issuperset(turned)
        ):
            return False
    return len(placed) == len(expected) and set(placed) == expected


def _project_problems(d: ShackletonTable, cat, corps: tuple) -> list[str]:
    """Where each project is (face up, in a pile, funded): each once, in its corporation's."""
    out: list[str] = []
    add = out.append
    agencies = d["agencies"]
    where_project: dict[str, str] = {}

    def put(pid, where: str) -> None:
        if pid not in cat.projects:
            add(
                f"{where}: " + _("{project} is not a project of the game").format(project=repr(pid))
            )
        elif pid in where_project:
            add(
                f"{where}: "
                + _("project {project} is also in {field}").format(
                    project=pid, field=where_project[pid]
                )
            )
        else:
            where_project[pid] = where

    for key in ("visible", "project_piles"):
        if set(d[key]) != set(corps):
            add(
                f"{key}: "
                + _("one entry per corporation in play ({corps})").format(corps=", ".join(corps))
            )
    for c in corps:
        vis, pile = d["visible"].get(c, ()), d["project_piles"].get(c, ())
        for pid in vis:
            put(pid, f"visible.{c}")
        for pid in pile:
            put(pid, f"project_piles.{c}")
        for pid in (*vis, *pile):
            if pid in cat.projects and cat.projects[pid]["corp"] != c:
                add(
                    f"visible.{c}: "
                    + _("project {project} belongs to {corp}").format(
                        project=pid, corp=cat.projects[pid]["corp"]
                    )
                )
        if len(vis) > VISIBLE_PROJECTS or (pile and len(vis) < VISIBLE_PROJECTS):
            add(
                f"visible.{c}: "
                + _(
                    "{n} face-up projects with {pile} in the pile; {visible} are "
                    "face up while the pile lasts"
                ).format(n=len(vis), pile=len(pile), visible=VISIBLE_PROJECTS)
            )
    for q, pl in enumerate(agencies):
        for pid in pl["projects"]:
            put(pid, f"agencies[{q}].projects")
            if pid in cat.projects and cat.projects[pid]["corp"] not in corps:
                add(
                    f"agencies[{q}].projects: "
                    + _("{project} belongs to a corporation not in play").format(project=pid)
                )
        for pid in pl["turned_projects"]:
            if pid not in pl["projects"] or pl["turned_projects"].count(pid) > 1:
                add(
                    f"agencies[{q}].turned_projects: "
                    + _("{project} is not a funded project turned once").format(project=repr(pid))
                )
    for c in corps:
        missing = [x for x in cat.projects_of[c] if x not in where_project]
        if missing:
            add(
                f"visible.{c}: "
                + _("projects {projects} are nowhere (face up, in the pile or funded)").format(
                    projects=", ".join(missing)
                )
            )
    return out


def _choice_problems(s: ShackletonState) -> list[str]:
    """Why the player to act has nothing to choose (checked on a table found sound):
    the few questions each decision's options rest on, without listing them."""
    d, p, phase = s.data, s.to_act, s.phase
    assert p is not None  # asked only of a sound decision (see _decision_problems)
    step = d["step"]
    stuck = False
    if phase in ("marker_step", "setup_marker"):
        stuck = not legal.marker_options(s, step)
    elif phase == "take_step":
        stuck = legal.base_room(s, p) <= 0 or not legal.take_options(s, step_number(step))
    elif phase == "build_step":
        stuck = not (
            legal.build_options(s, p, first=True)
            or legal.can_panel(s, p)
            and legal.build_options(s, p, hypo=True, first=True)
        )
    elif phase == "fund_step":
        stuck = not (
            legal.fund_options(s, p)
            or legal.can_panel(s, p)
            and legal.fund_options(s, p, hypo=True)
        )
    elif phase == "maintenance_house":
        stuck = not legal.house_targets(s, p)
    elif phase == "setup_dome":
        stuck = all(d["structures"][SECTOR_INDEX[c]] for c in geometry.CENTRAL)
    elif phase == "shuttle_pick":
        stuck = all(t in d["picked"].values() for t in d["revealed"])
    if stuck:
        return [
            "step: "
            + _("P{seat} is to decide during {phase} but has nothing they may do").format(
                seat=p + 1, phase=phase
            )
        ]
    return []


def _setup_problems(s: ShackletonState) -> list[str]:
    """Setup goes in turn order: leader, first dome in a central sector, its marker."""
    d, to_act, phase = s.data, s.to_act, s.phase
    assert to_act is not None  # _decision_problems found somebody to act
    order = d["order"]
    i = order.index(to_act)
    out = []
    for j, q in enumerate(order):
        pl = d["agencies"][q]
        built = [x.sector for x in pl["structures"]]
        if j < i or (j == i and phase == "setup_marker"):
            want = N_(
                "during setup ({phase}, P{to_act} to act) P{seat} has a leader and its "
                "first dome in a central sector"
            )
            ok = (
                pl["leader"] is not None
                and len(built) == 1
                and built[0] in geometry.CENTRAL
                and pl["structures"][0].structure == "dome"
            )
        elif j == i and phase == "setup_dome":
            want = N_(
                "during setup ({phase}, P{to_act} to act) P{seat} has a leader and nothing built"
            )
            ok = pl["leader"] is not None and not built
        else:
            want = N_(
                "during setup ({phase}, P{to_act} to act) P{seat} has no leader and nothing built"
            )
            ok = pl["leader"] is None and not built
        if not ok:
            out.append(
                f"agencies[{q}]: " + _(want).format(phase=phase, to_act=to_act + 1, seat=q + 1)
            )
        if (
            j == i
            and phase == "setup_marker"
            and ok
            and d["step"] is not None
            and tuple(d["step"]) != ("marker", built[0])
        ):
            out.append(
                "step: "
                + _("the first marker is activated around the first dome ({sector})").format(
                    sector=built[0]
                )
            )
    return out


def _decision_problems(s: ShackletonState) -> list[str]:
    d, n = s.data, s.players
    out: list[str] = []
    add = out.append
    phase, to_act = s.phase, s.to_act
    kind = s.game.flow.by_id[phase].kind
    if s.is_over:
        return out
    if kind != "decision":
        return [
            "phase: "
            + _("{phase} runs by itself; a position waits for a decision").format(phase=phase)
        ]
    if to_act is None:
        return ["to_act: " + _("somebody decides during {phase}").format(phase=phase)]
    pl = d["agencies"][to_act]
    cur = d["turn_agency"]
    step, pending = d["step"], d["pending_steps"]
    structures = len(d["agencies"][cur]["structures"]) if _seat(cur, n) else 0
    for j, st in enumerate(pending):
        why = step_problem(st, structures)
        if why:
            add(f"pending_steps[{j}]: {why}")
    ta = d["turn_action"]
    if ta:
        if not 0 <= ta.get("astronaut", 0) < len(ASTRONAUTS):
            add(
                "turn_action.astronaut: "
                + _("{value} is not an astronaut type").format(value=ta["astronaut"])
            )
        if ta.get("command", "build") not in COMMANDS:
            add(
                "turn_action.command: "
                + _("{value} is not a command action").format(value=repr(ta["command"]))
            )
        if ta.get("discount", 0) < 0:
            add("turn_action.discount: " + _("{value} is below 0").format(value=ta["discount"]))
        if not MARKER_SPACES.issuperset(ta.get("activated", ())):
            add(
                "turn_action.activated: "
                + _("{value} are not marker spaces").format(value=list(ta["activated"]))
            )
        if not REP_SOURCES.issuperset(ta.get("reputation_actions", ())):
            add(
                "turn_action.reputation_actions: "
                + _("{value} are not reputation-track actions ({actions})").format(
                    value=list(ta["reputation_actions"]), actions=", ".join(REP_ACTIONS)
                )
            )
    queue = d["house_queue"]
    if queue and (min(queue) < 0 or max(queue) >= n or len(set(queue)) != len(queue)):
        add(
            "house_queue: "
            + _("{value} is not a list of different seats").format(value=list(queue))
        )
    if phase in STEP_PHASES:
        if step is None:
            add("step: " + _("{phase} decides an open step, but there is none").format(phase=phase))
        else:
            why = step_problem(step, structures)
            if why:
                add(f"step: {why}")
            elif STEP_PHASE[step_kind(step)] != phase:
                add(
                    "step: "
                    + _("a {kind} step is decided in {right}, not {phase}").format(
                        kind=step[0], right=STEP_PHASE[step_kind(step)], phase=phase
                    )
                )
        if to_act != cur:
            add(
                "to_act: "
                + _("the steps of P{seat}'s turn are P{seat}'s to decide, not P{other}'s").format(
                    seat=cur + 1, other=to_act + 1
                )
            )
        if phase in ("build_step", "fund_step") and "command" not in ta:
            add(
                "turn_action.command: "
                + _("{phase} belongs to a command action, but none was taken").format(phase=phase)
            )
        if (
            phase == "corp_step"
            and step is not None
            and len(step) == 2
            and type(step[1]) is int
            and step[1] < 1
        ):
            add("step: " + _("{step} leaves no corporation action").format(step=repr(step)))
    elif phase == "setup_marker":
        if step is None or len(step) != 2 or step[0] != "marker" or step[1] not in geometry.CENTRAL:
            add(
                "step: "
                + _(
                    "activating the first marker needs the central sector of the first "
                    "dome, not {step}"
                ).format(step=repr(step))
            )
    elif step is not None:
        add(
            "step: "
            + _("{step} is open, but {phase} decides no step").format(step=repr(step), phase=phase)
        )
    if pending and phase not in STEP_PHASES:
        add(
            "pending_steps: "
            + _("{n} steps wait, but {phase} is not a step of a turn").format(
                n=len(pending), phase=phase
            )
        )
    if phase in SETUP_PHASES and d["round"] != 1:
        add(
            "round: "
            + _("setup ({phase}) happens before round 1, not in round {round}").format(
                phase=phase, round=d["round"]
            )
        )
    if phase == "setup_leader" and (pl["leader"] is not None or not d["leaders"]):
        add(
            "to_act: "
            + _("P{seat} picks a leader, but has one or none is on offer").format(seat=to_act + 1)
        )
    order_ok = sorted(d["order"]) == list(range(n)) and 0 <= d["turn_position"] < n
    if phase in SETUP_PHASES and order_ok:
        out.extend(_setup_problems(s))
    if phase == "action" and order_ok:
        if to_act != cur or d["order"][d["turn_position"]] != cur:
            add(
                "to_act: "
                + _(
                    "it is the turn of P{seat} ({field}, at place {place} of the turn "
                    "order), not P{other}"
                ).format(
                    seat=cur + 1, field="turn_agency", place=d["turn_position"], other=to_act + 1
                )
            )
        if not any(pl["astronauts"]):
            add(
                f"agencies[{to_act}].astronauts: "
                + _("P{seat} is to place an astronaut but has none left").format(seat=to_act + 1)
            )
    if phase == "shuttle_pick" and order_ok:
        order = d["order"]
        i = order.index(to_act)
        if (
            to_act in d["picked"]
            or any(q not in d["picked"] for q in order[i + 1 :])
            or any(q in d["picked"] for q in order[:i])
        ):
            add(
                "to_act: "
                + _("shuttle tiles are picked in reverse turn order; P{seat} is not next").format(
                    seat=to_act + 1
                )
            )
    if phase == "maintenance_house" and (not queue or queue[0] != to_act):
        add(
            "house_queue: "
            + _("P{seat} moves astronauts in at maintenance, but the queue is {queue}").format(
                seat=to_act + 1, queue=[f"P{q + 1}" for q in queue]
            )
        )
    elif phase != "maintenance_house" and queue:
        add("house_queue: " + _("only maintenance has agencies waiting to move astronauts in"))
    return out
