"""Shackleton Base content: ``content.toml`` read, validated and indexed.

:func:`content_problems` lists every way a content table breaks the rules
(naming the table, entry and field); :func:`build_catalog` indexes valid content
into the read-only :class:`Catalog` the engine reads, and :func:`catalog` keeps one
per game object.
"""

from __future__ import annotations

from dataclasses import dataclass

from lunarrules.i18n import N_, _, join_words, ngettext

from . import geometry
from .params import (
    ACTIONS_PER_ROUND,
    ASTRONAUTS,
    DIFFICULTIES,
    FIRST_GAME,
    GOALS_PER_CORPORATION,
    MARKERS_ON_BOARD,
    PANELS,
    RESOURCES,
    ROUNDS,
    SELENIUM,
    START_RESOURCES,
    STATS,
    STRUCTURE_COUNTS,
    STRUCTURES,
    VISIBLE_PROJECTS,
)
from .words import structure_count


@dataclass(frozen=True)
class Catalog:
    """Content indexed for the engine (read-only)."""

    sector_resource: dict
    fees: tuple
    ring: tuple
    neutral: tuple
    energy_max: int
    rep_spaces: tuple
    slots: dict
    start: dict
    structures: dict
    # (kind, count, credits, titanium, rare earth, energy) of each structure, in content
    # order: what the action listing compares with a purse
    build_costs: tuple
    dome_bonus: tuple
    labs: (
        tuple  # (needs, gain, mine, activate) per lab space [SB-LAB, SB-LAB-MINE, SB-LAB-ACTIVATE]
    )
    shuttles: dict  # id -> entry
    shuttle_by_round: dict  # round -> tuple of ids
    shuttle_by_number: dict  # (round, number) -> id
    leaders: dict
    corps: dict
    projects: dict
    projects_of: dict  # corp -> tuple of project ids
    # corp -> its goal slots (slot, min_players, stat, at_least, goal), the most valuable
    # first and equals in slot order: the first one met is the one claimed [SB-GOAL-CHOICE]
    goal_order: dict
    # corp -> (stat, the lowest at_least of its goals counting it) for each stat its goals
    # count: below all of them, none of its goals can be claimed
    goal_floor: dict
    # project id -> (credits, energy) printed on it, for the projects of corporations
    # without project_costs (the others' price depends on their board) [SB-PROJECT-COST-SLOT]
    fixed_prices: dict


def catalog(game) -> Catalog:
    """The parsed content of ``game`` (cached on the game object)."""
    cat = getattr(game, "_sb_catalog", None)
    if cat is None:
        cat = build_catalog(game.content)
        game._sb_catalog = cat
    return cat


def _gain(d) -> dict:
    return {k: int(v) for k, v in (d or {}).items()}


def build_catalog(c: dict) -> Catalog:
    cr = c["crater"]
    en = c["energy"]
    cm = c["command"]
    shuttles = {s["id"]: s for s in c["shuttles"]}
    by_round: dict[int, list] = {}
    for s in c["shuttles"]:
        by_round.setdefault(int(s["round"]), []).append(s["id"])
    corps = {k["id"]: k for k in c["corporations"]}
    projects = {p["id"]: p for p in c["projects"]}
    projects_of = {k: tuple(p["id"] for p in c["projects"] if p["corp"] == k) for k in corps}
    return Catalog(
        sector_resource=dict(cr["sector_resources"]),
        fees=tuple(int(x) for x in cr["explore_fees"]),
        ring=tuple(int(x) for x in cr["ring_panels"]),
        neutral=tuple(cr.get("neutral_dome_sectors", ())),
        energy_max=int(en["max"]),
        rep_spaces=tuple(int(x) for x in en["reputation_spaces"]),
        slots={n: tuple(int(x) for x in cm[f"slots_{n}"]) for n in (2, 3, 4)},
        start=_gain(c["start"]),
        structures={s["id"]: s for s in c["structures"]},
        build_costs=tuple(
            (
                s["id"],
                s["count"],
                *(s["cost"].get(k, 0) for k in ("credits", "titanium", "rare_earth", "energy")),
            )
            for s in c["structures"]
        ),
        dome_bonus=tuple(_gain(d.get("gain")) for d in c["dome_bonuses"]),
        labs=tuple(
            (d["needs"], _gain(d.get("gain")), bool(d.get("mine")), bool(d.get("activate")))
            for d in c["labs"]
        ),
        shuttles=shuttles,
        shuttle_by_round={r: tuple(v) for r, v in by_round.items()},
        shuttle_by_number={(int(s["round"]), int(s["number"])): s["id"] for s in c["shuttles"]},
        leaders={x["id"]: x for x in c["leaders"]},
        corps=corps,
        projects=projects,
        projects_of=projects_of,
        goal_order={
            k: tuple(
                sorted(
                    (
                        (i, g.get("min_players", 2), g["stat"], g["at_least"], g)
                        for i, g in enumerate(spec["goals"])
                    ),
                    key=lambda slot: -slot[4]["vp"],
                )
            )
            for k, spec in corps.items()
        },
        goal_floor={
            k: tuple(
                {
                    g["stat"]: min(x["at_least"] for x in spec["goals"] if x["stat"] == g["stat"])
                    for g in spec["goals"]
                }.items()
            )
            for k, spec in corps.items()
        },
        fixed_prices={
            p["id"]: (p["cost"], p["energy"])
            for p in c["projects"]
            if not corps[p["corp"]].get("project_costs")
        },
    )


_START_FIXED = {  # what the seed's setup fixes, so [start] may not change it
    "reputation": N_("every agency's reputation starts at 0 (SB-REP-MARKER-START)"),
    "vp": N_("every agency's VP start at 0 (SB-VP-START)"),
    "energy": N_("energy is one shared track starting at 4/5/6 by player count (SB-ENERGY-START)"),
}
# the fields of a project cost slot, as content writes them
_SLOT_FIELDS = ("credits", "energy", "energy_used")


def _at(where: str, text: str) -> str:
    """A content problem: the field as the content writes it, then what is wrong."""
    return f"{where}: {text}"


def _whole(where: str, v, low: int = 0) -> str:
    return _at(
        where, _("expected a whole number >= {low}, got {value}").format(low=low, value=repr(v))
    )


def _missing(where: str, field: str) -> str:
    return _at(where, _("missing field {field}").format(field=repr(field)))


def _unknown_fields(where: str, unknown) -> str:
    return _at(
        where,
        ngettext("unknown field(s) {fields}", "unknown field(s) {fields}", len(unknown)).format(
            fields=", ".join(sorted(map(str, unknown)))
        ),
    )


def _one_of(where: str, allowed, v) -> str:
    return _at(
        where,
        _("expected one of {allowed}, got {value}").format(
            allowed=", ".join(allowed), value=repr(v)
        ),
    )


def _effect_problems(where: str, d, allow=RESOURCES) -> list[str]:
    if d is None:
        return []
    if not isinstance(d, dict):
        return [_at(where, _("expected a table of resources, got {value}").format(value=repr(d)))]
    out = []
    for k, v in d.items():
        if k not in allow:
            out.append(
                _at(
                    where,
                    _("unknown resource {key} (use {allowed})").format(
                        key=repr(k), allowed=", ".join(allow)
                    ),
                )
            )
        elif not isinstance(v, int) or isinstance(v, bool) or v < 0:
            out.append(_whole(f"{where}.{k}", v))
    return out


def _need(where: str, entry: dict, field: str, typ, out: list) -> bool:
    if field not in entry:
        out.append(_missing(where, field))
        return False
    if not isinstance(entry[field], typ) or isinstance(entry[field], bool) and typ is not bool:
        out.append(
            _at(
                f"{where}.{field}",
                _("expected {type}, got {value}").format(
                    type=typ.__name__, value=repr(entry[field])
                ),
            )
        )
        return False
    return True


def _goal_problems(where: str, goals) -> list[str]:
    """Problems with a corporation's goal slots [SB-GOALS]."""
    if not isinstance(goals, list) or not 1 <= len(goals) <= GOALS_PER_CORPORATION:
        return [
            _at(
                f"{where}.goals",
                _("expected a list of 1 to {n} goals, got {value}").format(
                    n=GOALS_PER_CORPORATION, value=repr(goals)
                ),
            )
        ]
    out = []
    for i, g in enumerate(goals):
        w = f"{where}.goals[{i}]"
        if not isinstance(g, dict):
            out.append(_at(w, _("expected a table, got {value}").format(value=repr(g))))
            continue
        if g.get("stat") not in STATS:
            out.append(_one_of(f"{w}.stat", STATS, g.get("stat")))
        for f, low in (("at_least", 1), ("vp", 0)):
            v = g.get(f)
            if not isinstance(v, int) or isinstance(v, bool) or v < low:
                out.append(_whole(f"{w}.{f}", v, low))
        n = g.get("min_players", 2)
        if not isinstance(n, int) or isinstance(n, bool) or not 2 <= n <= 4:
            out.append(
                _at(f"{w}.min_players", _("expected 2, 3 or 4, got {value}").format(value=repr(n)))
            )
        diff = g.get("difficulty")
        if "difficulty" in g and diff not in DIFFICULTIES:
            out.append(
                _at(
                    f"{w}.difficulty",
                    _('expected "easy" or "hard", got {value}').format(value=repr(diff)),
                )
            )
        if "pair" in g:
            pair = g["pair"]
            if not isinstance(pair, str) or not pair.isidentifier():
                out.append(
                    _at(
                        f"{w}.pair",
                        _("expected a name for the pair (one word), got {value}").format(
                            value=repr(pair)
                        ),
                    )
                )
            elif "difficulty" not in g:
                out.append(
                    _at(
                        f"{w}.pair",
                        _(
                            'a goal of pair {pair} needs difficulty = "easy" or '
                            '"hard" (SB-GOAL-PAIRS)'
                        ).format(pair=repr(pair)),
                    )
                )
        unknown = set(g) - {"stat", "at_least", "vp", "min_players", "pair", "difficulty"}
        if unknown:
            out.append(_unknown_fields(w, unknown))
    return out or _pair_problems(where, goals)


def _pair_problems(where: str, goals: list) -> list[str]:
    """Problems with a corporation's easy/hard goals [SB-GOAL-PAIRS] (goals already valid).

    A pair is one easy and one hard goal counting the same thing; the hard one needs
    more and scores more. Across the corporation every hard goal scores more VP than
    every easy one [SB-GOALS]."""
    out = []
    pairs: dict[str, list[int]] = {}
    for i, g in enumerate(goals):
        if "pair" in g:
            pairs.setdefault(g["pair"], []).append(i)
    for name, members in pairs.items():
        levels = sorted(goals[i]["difficulty"] for i in members)
        if levels != ["easy", "hard"]:
            got = ", ".join(f"goals[{i}] {goals[i]['difficulty']}" for i in members)
            out.append(
                _at(
                    f"{where}.goals",
                    _(
                        "pair {pair} must be one easy and one hard goal, got {got} (SB-GOAL-PAIRS)"
                    ).format(pair=repr(name), got=got),
                )
            )
            continue
        easy, hard = sorted(members, key=lambda i: goals[i]["difficulty"] != "easy")
        e, h = goals[easy], goals[hard]
        if e["stat"] != h["stat"]:
            out.append(
                _at(
                    f"{where}.goals",
                    _(
                        "pair {pair} counts one thing, but its easy goal "
                        "counts {easy} and its hard goal {hard} "
                        "(SB-GOAL-PAIRS)"
                    ).format(pair=repr(name), easy=e["stat"], hard=h["stat"]),
                )
            )
        elif h["at_least"] <= e["at_least"]:
            out.append(
                _at(
                    f"{where}.goals[{hard}].at_least",
                    _(
                        "the hard goal of pair {pair} needs more than the easy one ({easy}), "
                        "got {hard} (SB-GOAL-PAIRS)"
                    ).format(pair=repr(name), easy=e["at_least"], hard=h["at_least"]),
                )
            )
    easy_vp = [g["vp"] for g in goals if g.get("difficulty") == "easy"]
    for i, g in enumerate(goals):
        if g.get("difficulty") == "hard" and easy_vp and g["vp"] <= max(easy_vp):
            out.append(
                _at(
                    f"{where}.goals[{i}].vp",
                    _(
                        "a hard goal scores more than every easy goal of its corporation (up "
                        "to {vp} VP), got {got} (SB-GOALS)"
                    ).format(vp=max(easy_vp), got=g["vp"]),
                )
            )
    return out


def _slot_problems(where: str, slots) -> list[str]:
    """Problems with a corporation board's project cost slots [SB-PROJECT-COST-SLOT]."""
    if slots is None:
        return []
    n = MARKERS_ON_BOARD + 1
    if not isinstance(slots, list) or len(slots) != n:
        got = len(slots) if isinstance(slots, list) else repr(slots)
        return [
            _at(
                f"{where}.project_costs",
                _(
                    "expected {n} slots (one per marker on the "
                    "board, and the last uncovered), got "
                    "{got}"
                ).format(n=n, got=got),
            )
        ]
    out = []
    for i, s in enumerate(slots):
        w = f"{where}.project_costs[{i}]"
        if not isinstance(s, dict):
            out.append(
                _at(
                    w,
                    _("expected a table of {fields}, got {value}").format(
                        fields=join_words(_SLOT_FIELDS), value=repr(s)
                    ),
                )
            )
            continue
        for f in ("credits", "energy"):
            if f not in s:
                out.append(_missing(w, f))
        for f in _SLOT_FIELDS:
            v = s.get(f, 0)
            if type(v) is not int or v < 0:
                out.append(_whole(f"{w}.{f}", v))
        if (
            type(s.get("energy_used")) is int
            and type(s.get("energy")) is int
            and s["energy_used"] > s["energy"]
        ):
            out.append(
                _at(
                    f"{w}.energy_used",
                    _(
                        "consumes at most the energy required "
                        "({energy}), got {used} "
                        "(SB-FUND-ENERGY-USED)"
                    ).format(energy=s["energy"], used=s["energy_used"]),
                )
            )
        unknown = set(s) - set(_SLOT_FIELDS)
        if unknown:
            out.append(_unknown_fields(w, unknown))
    return out


def content_problems(c: dict) -> list[str]:
    """Every problem with a content table (empty when valid).

    Parameters
    ----------
    c : dict
        Content shaped like ``content.toml``.

    Returns
    -------
    list of str
        One message per problem, naming the table, entry and field.

    Examples
    --------
    >>> content_problems({"crater": {}})[:1]  # doctest: +SKIP
    ["crater: missing field 'sector_resources'"]
    """
    out: list[str] = []
    for table in ("crater", "energy", "command", "start"):
        if not isinstance(c.get(table), dict):
            out.append(_("missing table [{table}]").format(table=table))
    for table in (
        "structures",
        "dome_bonuses",
        "labs",
        "shuttles",
        "leaders",
        "corporations",
        "projects",
    ):
        if not isinstance(c.get(table), list) or not c.get(table):
            out.append(_("missing list [[{table}]]").format(table=table))
    if out:
        return out
    cr = c["crater"]
    if _need("crater", cr, "sector_resources", dict, out):
        missing = [s for s in geometry.SECTORS if s not in cr["sector_resources"]]
        if missing:
            out.append(
                _at(
                    "crater.sector_resources",
                    _("missing sector(s) {sectors}").format(sectors=", ".join(missing)),
                )
            )
        for s, r in cr["sector_resources"].items():
            if r not in ("titanium", "rare_earth"):
                out.append(
                    _at(
                        f"crater.sector_resources.{s}",
                        _("expected {one} or {other}, got {value}").format(
                            one="titanium", other="rare_earth", value=repr(r)
                        ),
                    )
                )
    if _need("crater", cr, "explore_fees", list, out):
        if len(cr["explore_fees"]) != len(geometry.ROWS):
            out.append(
                _at(
                    "crater.explore_fees",
                    _("expected {n} fees, got {got}").format(
                        n=len(geometry.ROWS), got=len(cr["explore_fees"])
                    ),
                )
            )
        if any(not isinstance(x, int) or not 1 <= x <= 3 for x in cr["explore_fees"]):
            out.append(_at("crater.explore_fees", _("each fee must be 1 to 3 (SB-EXPLORE-FEE)")))
    if _need("crater", cr, "ring_panels", list, out):
        if len(cr["ring_panels"]) != PANELS:
            out.append(
                _at(
                    "crater.ring_panels",
                    _("expected {n} panels, got {got}").format(
                        n=PANELS, got=len(cr["ring_panels"])
                    ),
                )
            )
        if any(x not in (1, 2) for x in cr["ring_panels"]):
            out.append(
                _at("crater.ring_panels", _("each panel produces 1 or 2 energy (SB-PANEL-ENERGY)"))
            )
    for s in cr.get("neutral_dome_sectors", []):
        if s not in geometry.SECTORS:
            out.append(
                _at(
                    "crater.neutral_dome_sectors",
                    _("{value} is not a sector").format(value=repr(s)),
                )
            )
    en = c["energy"]
    if _need("energy", en, "max", int, out) and en["max"] < 7:
        out.append(
            _at(
                "energy.max",
                _("expected at least 7 (the 4-player start is 6), got {value}").format(
                    value=en["max"]
                ),
            )
        )
    if _need("energy", en, "reputation_spaces", list, out) and any(
        type(x) is not int or x < 0 for x in en["reputation_spaces"]
    ):
        out.append(_at("energy.reputation_spaces", _("each space is a whole number >= 0")))
    for n in (2, 3, 4):
        if (
            _need("command", c["command"], f"slots_{n}", list, out)
            and not c["command"][f"slots_{n}"]
        ):
            out.append(_at(f"command.slots_{n}", _("needs at least one slot")))
        elif any(type(x) is not int or x < 0 for x in c["command"].get(f"slots_{n}", [])):
            out.append(_at(f"command.slots_{n}", _("each slot costs a whole number >= 0")))
    fixed = {k: why for k, why in _START_FIXED.items() if k in c["start"]}
    for k, why in fixed.items():
        out.append(
            _at(
                f"start.{k}",
                _("cannot be set here: {why}; [start] sets {fields}").format(
                    why=_(why), fields=", ".join(START_RESOURCES)
                ),
            )
        )
    out.extend(
        _effect_problems(
            "start", {k: v for k, v in c["start"].items() if k not in fixed}, START_RESOURCES
        )
    )
    ids = {s.get("id") for s in c["structures"]}
    if ids != set(STRUCTURES):
        out.append(
            _at(
                "structures",
                _("expected ids {ids}, got {got}").format(
                    ids=", ".join(STRUCTURES), got=sorted(map(str, ids))
                ),
            )
        )
    for i, s in enumerate(c["structures"]):
        w = f"structures[{s.get('id', i)}]"
        for f in ("size", "count", "capacity"):
            _need(w, s, f, int, out)
        rule_count = STRUCTURE_COUNTS.get(s.get("id"))
        if rule_count is not None and type(s.get("count")) is int and s["count"] != rule_count:
            out.append(
                _at(
                    f"{w}.count",
                    _("each agency has {many} (SB-STRUCTURE-COUNTS), got {got}").format(
                        many=structure_count(rule_count, s["id"]), got=s["count"]
                    ),
                )
            )
        if _need(w, s, "cost", dict, out):
            out.extend(
                _effect_problems(
                    f"{w}.cost", s["cost"], ("credits", "titanium", "rare_earth", "energy")
                )
            )
    counts = {s.get("id"): s.get("count") for s in c["structures"]}
    if isinstance(counts.get("dome"), int) and len(c["dome_bonuses"]) != counts["dome"]:
        out.append(
            _at(
                "dome_bonuses",
                _("expected one per dome ({n}), got {got}").format(
                    n=counts["dome"], got=len(c["dome_bonuses"])
                ),
            )
        )
    if isinstance(counts.get("lab"), int) and len(c["labs"]) != counts["lab"]:
        out.append(
            _at(
                "labs",
                _("expected one per lab ({n}), got {got}").format(
                    n=counts["lab"], got=len(c["labs"])
                ),
            )
        )
    for i, lab in enumerate(c["labs"]):
        if lab.get("needs") not in ASTRONAUTS:
            out.append(_one_of(f"labs[{i}].needs", ASTRONAUTS, lab.get("needs")))
        out.extend(_effect_problems(f"labs[{i}].gain", lab.get("gain")))
        for f in ("mine", "activate"):  # SB-LAB-MINE, SB-LAB-ACTIVATE
            if f in lab and not isinstance(lab[f], bool):
                out.append(
                    _at(
                        f"labs[{i}].{f}",
                        _("expected true or false, got {value}").format(value=repr(lab[f])),
                    )
                )
    for i, bonus in enumerate(c["dome_bonuses"]):
        out.extend(_effect_problems(f"dome_bonuses[{i}].gain", bonus.get("gain")))
    rounds: dict = {}
    for i, s in enumerate(c["shuttles"]):
        w = f"shuttles[{s.get('id', i)}]"
        ok = all(
            [
                _need(w, s, f, t, out)
                for f, t in (("id", str), ("round", int), ("number", int), ("astronauts", dict))
            ]
        )
        if not ok:
            continue
        if not all(type(n) is int and n >= 0 for n in s["astronauts"].values()):
            out.append(_at(f"{w}.astronauts", _("each count must be a whole number >= 0")))
            continue
        if sum(s["astronauts"].values()) != ACTIONS_PER_ROUND:
            out.append(
                _at(
                    f"{w}.astronauts",
                    _("a tile carries {n} astronauts, got {got}").format(
                        n=ACTIONS_PER_ROUND, got=sum(s["astronauts"].values())
                    ),
                )
            )
        bad = set(s["astronauts"]) - set(ASTRONAUTS)
        if bad:
            out.append(
                _at(f"{w}.astronauts", _("unknown type(s) {types}").format(types=sorted(bad)))
            )
        out.extend(_effect_problems(f"{w}.gain", s.get("gain")))
        rounds.setdefault(s["round"], []).append(s["number"])
    for r in range(1, ROUNDS + 1):
        nums = rounds.get(r, [])
        if len(nums) < 5:
            out.append(
                _at(
                    "shuttles",
                    _("round {round} needs at least 5 tiles (4 players + 1), has {n}").format(
                        round=r, n=len(nums)
                    ),
                )
            )
        if len(set(nums)) != len(nums):
            out.append(
                _at("shuttles", _("round {round} has duplicate tile numbers").format(round=r))
            )
    if len(c["leaders"]) < 4:
        out.append(
            _at(
                "leaders",
                _("need at least 4 (one per player), got {n}").format(n=len(c["leaders"])),
            )
        )
    for i, ld in enumerate(c["leaders"]):
        w = f"leaders[{ld.get('id', i)}]"
        for f in ("id", "a", "b", "hq"):
            if f not in ld:
                out.append(_missing(w, f))
        for f in ("a", "b", "hq"):
            out.extend(_effect_problems(f"{w}.{f}", ld.get(f)))
    corp_ids = set()
    for i, k in enumerate(c["corporations"]):
        w = f"corporations[{k.get('id', i)}]"
        for f in (
            "id",
            "name",
            "markers",
            "marker_gain",
            "action",
            "maintenance",
            "end_scoring",
            "goals",
        ):
            if f not in k:
                out.append(_missing(w, f))
        if "id" not in k:
            continue
        corp_ids.add(k["id"])
        if "markers" in k and not all(isinstance(t, str) for t in k["markers"]):
            out.append(_at(f"{w}.markers", _("each marker is a type name (text)")))
            continue
        if "markers" in k and len(k["markers"]) != MARKERS_ON_BOARD:
            out.append(
                _at(
                    f"{w}.markers",
                    _("expected {n} markers on the board, got {got}").format(
                        n=MARKERS_ON_BOARD, got=len(k["markers"])
                    ),
                )
            )
        for t in k.get("markers", []):
            if t not in k.get("marker_gain", {}):
                out.append(
                    _at(
                        f"{w}.marker_gain", _("no gain for marker type {kind}").format(kind=repr(t))
                    )
                )
        for t, g in k.get("marker_gain", {}).items():
            out.extend(_effect_problems(f"{w}.marker_gain.{t}", g))
        act = k.get("action", {})
        out.extend(_effect_problems(f"{w}.action.cost", act.get("cost")))
        out.extend(_effect_problems(f"{w}.action.gain", act.get("gain")))
        for f, key in (("maintenance", "per"), ("end_scoring", "per")):
            if f in k and k[f].get(key) not in STATS:
                out.append(_one_of(f"{w}.{f}.{key}", STATS, k[f].get(key)))
        v = k.get("end_scoring", {}).get("vp")
        if "end_scoring" in k and (type(v) is not int or v < 0):
            out.append(_whole(f"{w}.end_scoring.vp", v))
        if "maintenance" in k:
            if "gain" not in k["maintenance"]:
                out.append(_missing(f"{w}.maintenance", "gain"))
            out.extend(_effect_problems(f"{w}.maintenance.gain", k["maintenance"].get("gain")))
        out.extend(_goal_problems(w, k.get("goals", [])))
        out.extend(_slot_problems(w, k.get("project_costs")))
    for k in c["corporations"]:
        if k.get("id") == SELENIUM:  # SB-SELENIUM-ALTERNATE: the board markers alternate types
            m = k.get("markers", [])
            if any(m[i] == m[i + 1] for i in range(len(m) - 1)) or len(set(m)) < 2:
                out.append(
                    _at(
                        f"corporations[{SELENIUM}].markers",
                        _(
                            "the 4 board markers alternate two types "
                            "(SB-SELENIUM-ALTERNATE), got {value}"
                        ).format(value=repr(m)),
                    )
                )
    for need in FIRST_GAME:
        if need not in corp_ids:
            out.append(
                _at("corporations", _("the first-game set needs {corp}").format(corp=repr(need)))
            )
    for i, p in enumerate(c["projects"]):
        w = f"projects[{p.get('id', i)}]"
        slots = next(
            (k.get("project_costs") for k in c["corporations"] if k.get("id") == p.get("corp")),
            None,
        )
        for f, t in (("id", str), ("corp", str), ("cost", int), ("energy", int), ("vp", int)):
            if slots and f in ("cost", "energy") and f not in p:
                continue  # read from the corporation board [SB-PROJECT-COST-SLOT]
            _need(w, p, f, t, out)
        if p.get("corp") not in corp_ids:
            out.append(
                _at(f"{w}.corp", _("unknown corporation {corp}").format(corp=repr(p.get("corp"))))
            )
        used = p.get("energy_used")
        if used is not None and (type(used) is not int or used < 0):
            out.append(_whole(f"{w}.energy_used", used))
        elif used is not None and type(p.get("energy")) is int and used > p["energy"]:
            out.append(
                _at(
                    f"{w}.energy_used",
                    _(
                        "consumes at most the energy required "
                        "({energy}), got {used} "
                        "(SB-FUND-ENERGY-USED)"
                    ).format(energy=p["energy"], used=used),
                )
            )
        for f in ("gain", "income"):
            out.extend(_effect_problems(f"{w}.{f}", p.get(f)))
        if "action" in p:
            out.extend(_effect_problems(f"{w}.action.cost", p["action"].get("cost")))
            out.extend(_effect_problems(f"{w}.action.gain", p["action"].get("gain")))
    for k in corp_ids:
        n = sum(1 for p in c["projects"] if p.get("corp") == k)
        if n < VISIBLE_PROJECTS:
            out.append(
                _at(
                    "projects",
                    _("corporation {corp} needs at least {n} projects, has {got}").format(
                        corp=repr(k), n=VISIBLE_PROJECTS, got=n
                    ),
                )
            )
    return out
