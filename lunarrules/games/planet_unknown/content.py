"""Reading and checking Planet Unknown's component data (``content.toml``).

:func:`validate` lists every problem of a content table at once, naming the
field; :func:`compiled` turns the tables into the structures the engine plays
with (planet masks, shape tables, tile catalogue, tracks), cached per game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from lunarrules.i18n import _, join_words, ngettext

from . import geometry as pl
from .params import DIRECTIONS, RESOURCES, TRACKS

BENEFIT_WORDS = ("", "synergy", "civ1", "civ2", "civ3", "civ4", "rover", "patch",
                 "tech1", "tech2", "tech3", "tech4", "tech5")
TECH_EFFECTS = ("rover_plus", "ice_drill", "pod_rescue", "patch_medals",
                "no_meteorites", "double_water", "ignore_adjacency", "store_patches")
CIV_EFFECTS = ("advance", "end_advance", "meteor_ratio", "pod_value", "medals")
EVENT_EFFECTS = ("advance", "calm")
METRICS = ("pods", "meteorites", "lines", "covered", "civ_cards", "patches",
           "planet_meteorites", "tracks")


def _need(problems: list[str], where: str, entry: Any, field: str, kind: type | tuple) -> Any:
    if not isinstance(entry, dict):
        problems.append(f"{where}: " + _("expected a table, got {type}").format(type=type(entry).__name__))
        return None
    if field not in entry:
        problems.append(f"{where}: " + _("missing field {field}").format(field=repr(field)))
        return None
    value = entry[field]
    if isinstance(value, bool) or not isinstance(value, kind):
        names = kind.__name__ if isinstance(kind, type) else join_words([k.__name__ for k in kind], "or")
        problems.append(f"{where}.{field}: " + _("expected {types}, got {value}").format(
            types=names, value=repr(value)))
        return None
    return value


def validate(content: dict) -> list[str]:
    """Every problem in a Planet Unknown content table (empty when valid).

    Parameters
    ----------
    content : dict
        The merged content (the game's ``content.toml`` plus any user content).

    Returns
    -------
    list of str
        One line per problem, naming the table, entry and field.
    """
    p: list[str] = []
    planet = content.get("planet")
    if not isinstance(planet, dict):
        p.append("planet: " + _("missing table"))
    else:
        rows = _need(p, "planet", planet, "rows", list)
        if rows is not None:
            if len(rows) != pl.SIZE or not all(isinstance(r, str) and len(r) == pl.SIZE for r in rows):
                p.append("planet.rows: " + _("expected {n} strings of {n} characters").format(n=pl.SIZE))
            elif set("".join(rows)) - set(".ioO#"):
                p.append("planet.rows: " + _("unknown characters {characters}; use . i o O #").format(
                    characters=sorted(set("".join(rows)) - set(".ioO#"))))
        for f in ("row_medals", "column_medals"):
            v = _need(p, "planet", planet, f, list)
            if v is not None and (len(v) != pl.SIZE or not all(isinstance(x, int) for x in v)):
                p.append(f"planet.{f}: " + _("expected {n} whole numbers").format(n=pl.SIZE))
    shapes = content.get("shapes")
    shape_ids = set()
    if not isinstance(shapes, list) or not shapes:
        p.append("shapes: " + _("missing list"))
        shapes = []
    rings = {"inner": 0, "outer": 0}
    for i, s in enumerate(shapes):
        where = f"shapes[{i}]"
        sid = _need(p, where, s, "id", str)
        shape_ids.add(sid)
        ring = _need(p, where, s, "ring", str)
        if ring is not None:
            if ring not in rings:
                p.append(f"{where}.ring: " + _("expected 'inner' or 'outer', got {value}").format(
                    value=repr(ring)))
            else:
                rings[ring] += 1
        pic = _need(p, where, s, "picture", list)
        met = _need(p, where, s, "meteor", list)
        if pic is not None:
            text = "".join(x for x in pic if isinstance(x, str))
            if not all(isinstance(x, str) for x in pic) or set(text) - set("ab."):
                p.append(f"{where}.picture: " + _("rows of 'a', 'b' and '.' expected"))
            elif "a" not in text or "b" not in text:
                p.append(f"{where}.picture: " + _("needs squares of both sections 'a' and 'b'"))
            elif met is not None:
                if (len(met) != 2 or not all(isinstance(x, int) for x in met)
                        or not 0 <= met[0] < len(pic) or not 0 <= met[1] < len(pic[met[0]])
                        or pic[met[0]][met[1]] not in "ab"):
                    p.append(f"{where}.meteor: " + _(
                        "[row, col] of a square of the picture expected, got {value}").format(value=repr(met)))
    if shapes and rings["inner"] != rings["outer"]:
        p.append("shapes: " + _(
            "the depots need as many inner as outer shapes, got {inner} inner and {outer} outer").format(
            inner=rings["inner"], outer=rings["outer"]))
    if shapes and rings["inner"] != 6:
        p.append("shapes: " + _(
            "the station has 6 depots, so 6 inner and 6 outer shapes; got {inner} inner").format(
            inner=rings["inner"]))
    tiles = content.get("tiles")
    if not isinstance(tiles, dict):
        p.append("tiles: " + _("missing table"))
    else:
        pairs = _need(p, "tiles", tiles, "pairings", list)
        if pairs is not None and not pairs:
            p.append("tiles.pairings: " + _(
                "needs at least one pair of resources (the stacks would be empty)"))
        if pairs is not None:
            for j, pair in enumerate(pairs):
                if (not isinstance(pair, list) or len(pair) != 2 or any(x not in RESOURCES for x in pair)
                        or pair[0] == pair[1]):
                    p.append(f"tiles.pairings[{j}]: " + _("two different resources of {resources} expected")
                             .format(resources=", ".join(RESOURCES)))
    corp = content.get("corporation")
    if not isinstance(corp, dict):
        p.append("corporation: " + _("missing table"))
    else:
        _need(p, "corporation", corp, "rovers", int)
        mv = _need(p, "corporation", corp, "rover_movement", list)
        tracks = _need(p, "corporation", corp, "tracks", dict)
        if tracks is not None:
            for t in TRACKS:
                tr = tracks.get(t)
                where = f"corporation.tracks.{t}"
                if tr is None:
                    p.append(f"{where}: " + _("missing table"))
                    continue
                ben = _need(p, where, tr, "benefits", list)
                med = _need(p, where, tr, "medals", list)
                if ben is not None:
                    bad = [b for b in ben if b not in BENEFIT_WORDS]
                    if bad:
                        p.append(f"{where}.benefits: " + ngettext(
                            "unknown benefit(s) {benefits}; use {words}",
                            "unknown benefit(s) {benefits}; use {words}",
                            len(bad)).format(benefits=bad, words=BENEFIT_WORDS[1:]))
                if med is not None and not all(type(m) is int and m >= 0 for m in med):
                    p.append(f"{where}.medals: " + _("each medal is a whole number >= 0"))
                if ben is not None and med is not None and len(ben) != len(med):
                    p.append(f"{where}: " + _("benefits and medals must have the same length"))
            if mv is not None and not all(type(m) is int and m >= 0 for m in mv):
                p.append("corporation.rover_movement: " + _("each value is a whole number >= 0"))
            if mv is not None and isinstance(tracks.get("rover"), dict):
                ben = tracks["rover"].get("benefits")
                if isinstance(ben, list) and len(mv) != len(ben):
                    p.append("corporation.rover_movement: " + _("one value per rover track position expected"))
    for i, t in enumerate(content.get("techs") or []):
        _need(p, f"techs[{i}]", t, "id", str)
        _need(p, f"techs[{i}]", t, "name", str)
        eff = _need(p, f"techs[{i}]", t, "effect", str)
        if eff is not None and eff not in TECH_EFFECTS:
            p.append(f"techs[{i}].effect: " + _("{value} is not one of {choices}").format(
                value=repr(eff), choices=", ".join(TECH_EFFECTS)))
    needed = _techs_needed(corp)
    if len(content.get("techs") or []) < needed:
        p.append("techs: " + _(
            "the corporation's tech track unlocks {n} techs (tech1..tech{n}), there are {have}").format(
            n=needed, have=len(content.get("techs") or [])))
    per_rank = {1: 0, 2: 0, 3: 0, 4: 0}
    for i, c in enumerate(content.get("civ") or []):
        where = f"civ[{i}]"
        _need(p, where, c, "id", str)
        _need(p, where, c, "name", str)
        rank = _need(p, where, c, "rank", int)
        eff = _need(p, where, c, "effect", str)
        _need(p, where, c, "amount", int)
        if rank is not None:
            if rank not in per_rank:
                p.append(f"{where}.rank: " + _("expected 1-4, got {value}").format(value=rank))
            else:
                per_rank[rank] += 1
        if eff is not None:
            if eff not in CIV_EFFECTS:
                p.append(f"{where}.effect: " + _("{value} is not one of {choices}").format(
                    value=repr(eff), choices=", ".join(CIV_EFFECTS)))
            elif eff in ("advance", "end_advance"):
                tr = _need(p, where, c, "track", str)
                if tr is not None and tr not in TRACKS:
                    p.append(f"{where}.track: " + _("{value} is not a track ({tracks})").format(
                        value=repr(tr), tracks=", ".join(TRACKS)))
    for rank, n in per_rank.items():
        if n < 7:
            p.append("civ: " + _("rank {rank} needs 7 cards (6 players + 1), has {n}").format(rank=rank, n=n))
    objs = content.get("objectives") or []
    for i, o in enumerate(objs):
        where = f"objectives[{i}]"
        _need(p, where, o, "id", str)
        _need(p, where, o, "name", str)
        m = _need(p, where, o, "metric", str)
        if m is not None and m not in METRICS:
            p.append(f"{where}.metric: " + _("{value} is not one of {choices}").format(
                value=repr(m), choices=", ".join(METRICS)))
        b = _need(p, where, o, "better", str)
        if b is not None and b not in ("more", "fewer"):
            p.append(f"{where}.better: " + _("expected 'more' or 'fewer', got {value}").format(value=repr(b)))
        for f in ("neighbour_medals", "neighbour_tie_medals", "private_threshold", "private_medals"):
            _need(p, where, o, f, int)
    for i, e in enumerate(content.get("events") or []):
        where = f"events[{i}]"
        _need(p, where, e, "id", str)
        _need(p, where, e, "name", str)
        eff = _need(p, where, e, "effect", str)
        if eff is not None and eff not in EVENT_EFFECTS:
            p.append(f"{where}.effect: " + _("{value} is not one of {choices}").format(
                value=repr(eff), choices=", ".join(EVENT_EFFECTS)))
        elif eff == "advance":
            tr = _need(p, where, e, "track", str)
            if tr is not None and tr not in TRACKS:
                p.append(f"{where}.track: " + _("{value} is not a track ({tracks})").format(
                    value=repr(tr), tracks=", ".join(TRACKS)))
    if len(objs) < 6:
        p.append("objectives: " + _("6 players need 6 cards, there are {n}").format(n=len(objs)))
    for table in ("shapes", "techs", "civ", "objectives", "events"):
        ids = [e.get("id") for e in content.get(table) or [] if isinstance(e, dict)]
        dup = sorted({x for x in ids if ids.count(x) > 1 and x is not None})
        if dup:
            p.append(f"{table}: " + ngettext("duplicate id(s) {ids}", "duplicate id(s) {ids}", len(dup)).format(
                ids=dup))
    return p


def _techs_needed(corp: Any) -> int:
    """How many techs the corporation's tech track unlocks (at least 4, the tech1..tech4 milestones)."""
    needed = 4
    try:
        for b in corp["tracks"]["tech"]["benefits"]:
            if isinstance(b, str) and b.startswith("tech") and b[4:].isdigit():
                needed = max(needed, int(b[4:]))
    except (TypeError, KeyError):
        pass
    return needed


@dataclass(frozen=True)
class Tile:
    """One tile: its shape, its two resources (sections a and b) and whether it has a meteor."""

    id: str
    shape: str
    a: str
    b: str
    meteor: bool
    table: pl.ShapeTable


@dataclass(frozen=True)
class Compiled:
    """Content turned into what the engine plays with."""

    land: int  # every on-planet square
    ice: int
    pods: int
    off_planet: int
    row_medals: tuple[int, ...]
    column_medals: tuple[int, ...]
    inner: tuple[str, ...]  # shape id of depot d's inner stack
    outer: tuple[str, ...]
    tiles: dict[str, Tile]
    stacks: tuple[tuple[str, ...], ...]  # tile ids of stack 2*d (inner) and 2*d+1 (outer)
    benefits: dict[str, tuple[str, ...]]
    medals: dict[str, tuple[int, ...]]
    top: dict[str, int]
    rover_movement: tuple[int, ...]
    rovers: int
    techs: tuple[dict, ...]
    tech_effect: dict[str, str]
    free_placement: frozenset[str]  # ids of the techs that ignore adjacency
    civ: dict[str, dict]
    civ_by_rank: dict[int, tuple[str, ...]]
    objectives: dict[str, dict]
    events: dict[str, dict]
    # Derived lookups for checking positions.
    stack_of: dict[str, int]  # tile id -> the stack it belongs to
    stack_sets: tuple[frozenset[str], ...]  # tile ids of each stack
    meteor_tiles: frozenset[str]  # ids of the tiles with a meteor
    civ_rank_sets: dict[int, frozenset[str]]
    tops: tuple[int, ...]  # the last space of each track, in the order of TRACKS
    tech_milestones: dict[str, tuple[tuple[int, int], ...]]  # tech id -> (track index, position)
    # Lookups the engine fills as it plays (values derived from the content alone).
    #: Square index -> ``(direction, neighbour index)`` of each step onto the planet's land.
    land_steps: tuple[tuple[tuple[str, int], ...], ...] = ()
    #: Techs unlocked (a seat's ``techs``) -> the set of their effects.
    effects_of: dict[tuple[str, ...], frozenset[str]] = field(default_factory=dict)
    #: ``(language, stack or "", tile id)`` -> the tile in words (:func:`.words.tile_name`).
    tile_names: dict[tuple[str, str, str], str] = field(default_factory=dict)

    def effects(self, techs: tuple[str, ...]) -> frozenset[str]:
        """The effects of the techs ``techs`` (a seat's unlocked techs)."""
        got = self.effects_of.get(techs)
        if got is None:
            got = self.effects_of[techs] = frozenset(self.tech_effect.get(t, "") for t in techs)
        return got


_CACHE: dict[int, tuple[Any, Compiled]] = {}


def compiled(game) -> Compiled:
    """The compiled content of ``game`` (cached; the game object is kept alive with it)."""
    hit = _CACHE.get(id(game))
    if hit is not None and hit[0] is game:
        return hit[1]
    c = compile_content(game.content)
    _CACHE[id(game)] = (game, c)
    return c


def compile_content(content: dict) -> Compiled:
    planet = content["planet"]
    land = ice = pods = off = 0
    for r, line in enumerate(planet["rows"]):
        for c, ch in enumerate(line):
            b = pl.bit(r, c)
            if ch == "#":
                off |= b
                continue
            land |= b
            if ch in "iO":
                ice |= b
            if ch in "oO":
                pods |= b
    tables: dict[tuple[str, bool], pl.ShapeTable] = {}
    inner: list[str] = []
    outer: list[str] = []
    pictures = {}
    for s in content["shapes"]:
        pictures[s["id"]] = s
        for m in (False, True):
            tables[(s["id"], m)] = pl.build_shape(s["id"], s["picture"], tuple(s["meteor"]), with_meteor=m)
        (inner if s["ring"] == "inner" else outer).append(s["id"])
    tiles: dict[str, Tile] = {}
    stacks = []
    for d in range(len(inner)):
        for shape in (inner[d], outer[d]):
            ids = []
            for a, b in content["tiles"]["pairings"]:
                for m in (False, True):
                    tid = f"{shape}-{a}-{b}" + ("-m" if m else "")
                    tiles[tid] = Tile(tid, shape, a, b, m, tables[(shape, m)])
                    ids.append(tid)
            stacks.append(tuple(ids))
    corp = content["corporation"]
    benefits = {t: tuple(corp["tracks"][t]["benefits"]) for t in TRACKS}
    medals = {t: tuple(corp["tracks"][t]["medals"]) for t in TRACKS}
    civ = {c["id"]: c for c in content["civ"]}
    by_rank = {r: tuple(sorted(cid for cid, c in civ.items() if c["rank"] == r)) for r in (1, 2, 3, 4)}
    return Compiled(
        land=land,
        ice=ice,
        pods=pods,
        off_planet=off | (pl.BOARD & ~land & ~off),
        row_medals=tuple(planet["row_medals"]),
        column_medals=tuple(planet["column_medals"]),
        inner=tuple(inner),
        outer=tuple(outer),
        tiles=tiles,
        stacks=tuple(stacks),
        benefits=benefits,
        medals=medals,
        top={t: len(benefits[t]) - 1 for t in TRACKS},
        rover_movement=tuple(corp["rover_movement"]),
        rovers=corp["rovers"],
        techs=tuple(content["techs"][:_techs_needed(corp)]),
        tech_effect={t["id"]: t["effect"] for t in content["techs"]},
        free_placement=frozenset(t["id"] for t in content["techs"] if t["effect"] == "ignore_adjacency"),
        civ=civ,
        civ_by_rank=by_rank,
        objectives={o["id"]: o for o in content["objectives"]},
        events={e["id"]: e for e in content.get("events") or []},
        stack_of={tid: i for i, ids in enumerate(stacks) for tid in ids},
        stack_sets=tuple(frozenset(ids) for ids in stacks),
        meteor_tiles=frozenset(tid for tid, tile in tiles.items() if tile.meteor),
        civ_rank_sets={r: frozenset(ids) for r, ids in by_rank.items()},
        tops=tuple(len(benefits[t]) - 1 for t in TRACKS),
        tech_milestones=_tech_milestones(benefits, content["techs"]),
        land_steps=_land_steps(land),
    )


def _land_steps(land: int) -> tuple[tuple[tuple[str, int], ...], ...]:
    """For each square index, ``(direction, neighbour index)`` of every step onto ``land``."""
    return tuple(
        tuple((d, (r + dr) * pl.STRIDE + c + dc) for d, dr, dc in DIRECTIONS
              if 0 <= r + dr < pl.SIZE and 0 <= c + dc < pl.SIZE
              and land >> ((r + dr) * pl.STRIDE + c + dc) & 1)
        for r, c in (divmod(i, pl.STRIDE) for i in range(pl.SIZE * pl.STRIDE))
    )


def _tech_milestones(benefits: dict[str, tuple[str, ...]], techs: list[dict]) -> dict:
    """Where each tech is unlocked: ``tech id -> ((track index, position), ...)``."""
    out: dict[str, list[tuple[int, int]]] = {}
    for i, t in enumerate(TRACKS):
        for pos, b in enumerate(benefits[t]):
            if b.startswith("tech"):
                out.setdefault(techs[int(b[4:]) - 1]["id"], []).append((i, pos))
    return {k: tuple(v) for k, v in out.items()}
