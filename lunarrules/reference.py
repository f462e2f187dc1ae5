"""Generated reference material: the diagram gallery and the rules reference pages.

Two builders, each returning ``{relative path: file text}`` so that the command line
writes them and a test compares them with the checked-in copies:

* :func:`build_diagrams` - per game the phase flow and the action-dependency graph
  (SVG, Mermaid, DOT), one overview of every game's turn structure side by side, and
  a ``README.md`` gallery with the SVGs and the Mermaid sources inline;
* :func:`build_rule_pages` - ``<game>.md`` per game: every rule with its id, summary,
  provenance, quoted passage, what it governs and the tests that name it.

Diagrams are drawn by :mod:`lunarrules.diagrams` from the same graphs the engine runs
on. This module adds what a page or slide needs: the layout direction that prints
largest at A4 width, action graphs split into parts of at most :data:`MAX_NODES`
nodes, and the measured size of every SVG.

Examples
--------
>>> import lunarrules as lr
>>> from lunarrules.reference import build_rule_pages
>>> pages = build_rule_pages([lr.game("tiny_epic_galaxies")])
>>> sorted(pages)
['README.md', 'tiny_epic_galaxies.md']
"""

from __future__ import annotations

import ast
import re
import sys
import textwrap
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from .kernel.game import GAME_IDS
from .kernel.rulebook import Assumption, Public, Seed, Variant

#: Text width of an A4 page with 2.5 cm margins (16 cm), in points.
A4_TEXT_WIDTH_PT = 453.5
#: Node labels are drawn at 11 pt; below 7 pt a printed label gets hard to read.
LABEL_PT, MIN_READABLE_PT = 11.0, 7.0
#: Largest number of nodes (legend excluded) in one action-graph part.
MAX_NODES = 16
#: Columns at which node labels and edge labels are wrapped in SVG and DOT.
NODE_WRAP, EDGE_WRAP = 24, 20
#: Outlines merge phases by cluster down to these depths (a game's outline, the
#: overview of all games), listing at most this many phases per merged node.
OUTLINE_DEPTH, OVERVIEW_DEPTH, OVERVIEW_ITEMS = 2, 1, 5
FORMAT_EXT = {"svg": "svg", "mermaid": "mmd", "dot": "dot"}
ROOT = Path(__file__).resolve().parent.parent

_RULE_ID = re.compile(r"(?<![A-Za-z0-9_-])[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+(?![A-Za-z0-9_-])")
_SVG_SIZE = re.compile(r'<svg width="([\d.]+)pt" height="([\d.]+)pt"')


# ----------------------------------------------------------------- diagrams
@dataclass
class Diagram:
    """One rendered diagram: its file stem, title, layout and measured size."""

    stem: str
    title: str
    graph: object
    rankdir: str
    dot: str
    svg: str
    mermaid: str
    nodes: int

    @property
    def size(self) -> tuple[float, float]:
        """Width and height of the SVG in points."""
        return svg_size(self.svg)

    @property
    def a4_scale(self) -> float:
        """Scale at which the SVG fits the A4 text width (1.0 when it fits as is)."""
        return min(1.0, A4_TEXT_WIDTH_PT / self.size[0])

    @property
    def printed_label_pt(self) -> float:
        """Size of a node label, in points, when printed at A4 text width."""
        return LABEL_PT * self.a4_scale


def svg_size(svg: str) -> tuple[float, float]:
    """Width and height, in points, of an SVG made by Graphviz.

    Raises
    ------
    ValueError
        If the SVG has no ``width="...pt" height="...pt"`` header.
    """
    m = _SVG_SIZE.search(svg)
    if not m:
        raise ValueError("SVG without a width/height in pt")
    return float(m.group(1)), float(m.group(2))


def for_print(graph):
    """A copy of ``graph`` ready for Graphviz: safe node ids, labels wrapped to a column.

    Node ids lose their colons (DOT reads ``a:b`` in an edge as node ``a``, port ``b``,
    which would send every edge to ``res:...`` resource nodes to one stray node ``res``),
    node labels wrap at :data:`NODE_WRAP` characters and edge (guard) labels at
    :data:`EDGE_WRAP`, which keeps diagrams narrow enough for a page.
    """
    import networkx as nx

    safe: dict = {}
    for n in graph.nodes:
        base = str(n).replace(":", "__")
        name, i = base, 1
        while name in safe.values():
            i += 1
            name = f"{base}_{i}"
        safe[n] = name
    out = nx.relabel_nodes(graph, safe, copy=True)
    out.graph = dict(graph.graph)
    for _, d in out.nodes(data=True):
        if d.get("label"):
            d["label"] = _wrap(d["label"], NODE_WRAP)
    for _, _, d in out.edges(data=True):
        if d.get("label"):
            d["label"] = _wrap(d["label"], EDGE_WRAP)
    return out


def _wrap(text: str, width: int) -> str:
    return "\n".join("\n".join(textwrap.wrap(line, width) or [""]) for line in text.split("\n"))


def draw(graph, stem: str, title: str = "", left_right_graph=None) -> Diagram:
    """Render ``graph`` top-down, or left-right when only that is readable at A4 width.

    Top-down is kept whenever its labels print at :data:`MIN_READABLE_PT` or more on
    the A4 text width (a turn reads from top to bottom, and games sit side by side
    in the overview); otherwise the direction that prints larger wins. SVG and DOT
    are drawn from :func:`for_print`; Mermaid wraps text itself and gets the graph
    as it is. ``left_right_graph``, if given, is drawn instead of ``graph`` for the
    left-right layout (the same graph declared in another order).
    """
    from .diagrams import dot_to_svg, to_dot, to_mermaid

    drawn = []
    for rankdir in ("TB", "LR"):
        source = left_right_graph if rankdir == "LR" and left_right_graph is not None else graph
        dot = to_dot(for_print(source), rankdir=rankdir)
        svg = dot_to_svg(dot)
        scale = min(1.0, A4_TEXT_WIDTH_PT / svg_size(svg)[0])
        drawn.append((scale, rankdir, dot, svg))
    top_down, left_right = drawn
    if LABEL_PT * top_down[0] >= MIN_READABLE_PT or top_down[0] >= left_right[0]:
        _, rankdir, dot, svg = top_down
    else:
        _, rankdir, dot, svg = left_right
    mermaid = to_mermaid(graph)
    if rankdir == "LR":
        mermaid = mermaid.replace("flowchart TD\n", "flowchart LR\n", 1)
    return Diagram(
        stem,
        title or graph.graph.get("name", stem),
        graph,
        rankdir,
        dot,
        svg,
        mermaid,
        graph.number_of_nodes(),
    )


def _subgraph(graph, nodes: Iterable[str], name: str):
    # Built by hand: networkx's subgraph views iterate a set, so their node order
    # (and the DOT written from it) would change with the string hash seed.
    keep = set(nodes)
    sub = type(graph)()
    sub.graph.update(graph.graph, name=name)
    sub.add_nodes_from((n, d) for n, d in graph.nodes(data=True) if n in keep)
    sub.add_edges_from((a, b, d) for a, b, d in graph.edges(data=True) if a in keep and b in keep)
    return sub


def split_action_graph(game, graph=None, max_nodes: int = MAX_NODES) -> list:
    """Split a large action graph into parts of about ``max_nodes`` nodes each.

    Action kinds are ordered by the first phase (in declaration order) that allows
    them and packed, in that order, into parts. Each part holds its action
    kinds plus every resource and action kind they connect to, so a part reads on
    its own; a kind with more neighbours than fit in a part keeps only the resources
    it needs and gives. A graph of at most ``max_nodes`` nodes is returned whole, as
    one part.

    Returns
    -------
    list of networkx.DiGraph
    """
    graph = graph if graph is not None else game.action_graph()
    if graph.number_of_nodes() <= max_nodes:
        return [graph]
    groups: list[tuple[str, list[str]]] = []
    placed: set[str] = set()
    for p in game.phases:
        kinds = [k for k in p.actions if k in graph and k not in placed]
        if kinds:
            groups.append((p.label, kinds))
            placed.update(kinds)
    rest = [k.name for k in game.action_kinds if k.name not in placed]
    if rest:
        groups.append(("other", rest))

    def closure(kinds: list[str]) -> set[str]:
        out = set(kinds)
        for k in kinds:
            near = set(graph.predecessors(k)) | set(graph.successors(k))
            if len(near) + 1 > max_nodes:
                # Too many neighbours for one part: keep what the kind needs and
                # gives; the kinds it unlocks or is unlocked by have their own parts.
                near = {n for n in near if graph.nodes[n].get("kind") == "resource"}
            out.update(near)
        return out

    # Greedy over the kinds in phase order: a part takes kinds until one more would
    # push it past max_nodes (a kind whose own neighbourhood is larger stands alone).
    parts: list[tuple[list[str], list[str]]] = []  # (phase labels, kinds)
    for label, kinds in groups:
        for k in kinds:
            if parts and len(closure(parts[-1][1] + [k])) <= max_nodes:
                parts[-1][1].append(k)
                if label not in parts[-1][0]:
                    parts[-1][0].append(label)
            else:
                parts.append(([label], [k]))
    base = graph.graph.get("name", "actions")
    out = []
    for i, (labels, kinds) in enumerate(parts, start=1):
        sub = _subgraph(graph, closure(kinds), f"{base} ({i}/{len(parts)})")
        sub.graph["phases"] = tuple(labels)
        out.append(sub)
    return out


def phase_groups(game, pg=None, depth: int = OUTLINE_DEPTH) -> dict[str, list[str]]:
    """The parts of a game's phase graph that outlines draw as one node each.

    Clusters are cut at ``depth`` (2: "round/turn"). Each innermost
    (cut) cluster is one group, keyed by its path and a slash (``"round/turn/"``, so
    it cannot clash with a phase id); a phase directly in an outer cluster, outside
    any cluster, or ending the game is a group of its own, keyed by its id. Groups
    and their members keep declaration order.

    Returns
    -------
    dict
        ``{key: [phase ids]}``.
    """
    pg = pg if pg is not None else game.phase_graph()
    paths = {n: _cut(d.get("cluster") or "", depth) for n, d in pg.nodes(data=True)}
    # A cluster holding other clusters keeps its own phases as they are.
    outer = {p.rsplit("/", 1)[0] for p in paths.values() if "/" in p}
    members: dict[str, list[str]] = {}
    for n in pg.nodes:
        path = paths[n]
        grouped = path and path not in outer and pg.nodes[n]["kind"] != "end"
        members.setdefault(path + "/" if grouped else n, []).append(n)
    return members


def _cut(path: str, depth: int) -> str:
    return "/".join(path.split("/")[:depth])


def _add_outline(target, game, pg, prefix: str, top: str, depth: int) -> None:
    """Add ``game``'s outline to ``target``: ids prefixed, clusters under ``top``."""
    import networkx as nx

    members = phase_groups(game, pg, depth)
    group = {n: prefix + key for key, ns in members.items() for n in ns}
    for key, ns in members.items():
        kinds = {pg.nodes[n]["kind"] for n in ns}
        path = _cut(pg.nodes[ns[0]].get("cluster") or "", depth)
        if len(ns) == 1:
            d = pg.nodes[ns[0]]
            label, kind, term = d.get("label") or ns[0], d["kind"], d.get("term", "")
        else:
            names = [pg.nodes[n].get("label") or n for n in ns]
            shown = names[:OVERVIEW_ITEMS]
            if len(names) > OVERVIEW_ITEMS:
                shown.append(f"... {len(names) - OVERVIEW_ITEMS} more")
            label = path.split("/")[-1] + ":\n" + "\n".join(f"- {t}" for t in shown)
            kind = next(k for k in ("decision", "chance", "auto") if k in kinds or k == "auto")
            term = ""
        # A group is drawn as one node in its parent cluster; so is a lone phase.
        parent = "/".join(path.split("/")[:-1]) if key == path + "/" else path
        target.add_node(
            prefix + key,
            label=label,
            kind=kind,
            term=term,
            cluster="/".join(x for x in (top, parent) if x),
        )
    guards: dict[tuple[str, str], list[str]] = {}
    for a, b, d in pg.edges(data=True):
        ga, gb = group[a], group[b]
        if ga == gb and len(members[ga[len(prefix) :]]) > 1:
            continue
        guards.setdefault((ga, gb), [])
        if d.get("label") and d["label"] not in guards[(ga, gb)]:
            guards[(ga, gb)].append(d["label"])
    for key, ns in members.items():
        if len(ns) > 1 and not nx.is_directed_acyclic_graph(pg.subgraph(ns)):
            guards.setdefault((prefix + key, prefix + key), ["repeat"])
    for (ga, gb), labels in guards.items():
        text = " / ".join(labels[:2]) + (" / ..." if len(labels) > 2 else "")
        target.add_edge(ga, gb, label=text)


def outline_graph(game):
    """A game's phase flow with each part of its turn drawn as one node (see overview)."""
    from .kernel.graphs import GameGraph

    out = GameGraph(name=f"{game.title}: phase flow outline", game=game.id, graph_kind="phase")
    _add_outline(out, game, game.phase_graph(), "", "", OUTLINE_DEPTH)
    return out


def detail_graph(game, key: str, pg=None):
    """One group of :func:`phase_groups` in full, with the phases it connects to."""
    pg = pg if pg is not None else game.phase_graph()
    inside = phase_groups(game, pg)[key]
    around = {m for n in inside for m in (*pg.predecessors(n), *pg.successors(n))}
    return _subgraph(pg, set(inside) | around, f"{game.title}: {key.rstrip('/')}")


def overview_graph(games: Sequence):
    """One graph with every game's turn structure, one cluster per game, side by side.

    Each game is drawn like its outline (:func:`outline_graph`) but with clusters
    cut at depth :data:`OVERVIEW_DEPTH` (the top level: setup, round, end): each
    cluster is one node listing its phases in declaration order, while phases
    outside clusters or ending the game stay as they are. Edges keep their guard
    labels; a loop inside a collapsed cluster becomes a self-loop labelled "repeat".
    """
    from .kernel.graphs import GameGraph

    over = GameGraph(name="Turn structures side by side", game="overview", graph_kind="overview")
    for game in games:
        lo, hi = game.players
        players = f"{lo} players" if lo == hi else f"{lo}-{hi} players"
        top = f"{game.title.replace('/', '-')} ({players})"
        _add_outline(over, game, game.phase_graph(), f"{game.id}:", top, OVERVIEW_DEPTH)
    return over


def build_diagrams(
    games: Sequence, formats: Sequence[str] = ("svg", "mermaid", "dot"), overview: bool = True
) -> dict[str, str]:
    """Every diagram file for ``games``: ``{relative path: text}``.

    Parameters
    ----------
    games : sequence of lunarrules.Game
    formats : sequence of {"svg", "mermaid", "dot"}
    overview : bool
        Also build ``overview.*`` and the ``README.md`` gallery (both cover all
        ``games``, so they are only right when ``games`` is every game).

    Raises
    ------
    ValueError
        For an unknown format.
    """
    bad = [f for f in formats if f not in FORMAT_EXT]
    if bad:
        raise ValueError(
            f"unknown diagram format {bad[0]!r}; use one or more of {', '.join(FORMAT_EXT)}"
        )
    files: dict[str, str] = {}
    sections: list[tuple[object, list[Diagram], list[Diagram], Diagram | None]] = []

    def emit(folder: str, d: Diagram) -> None:
        text = {"svg": d.svg, "mermaid": d.mermaid, "dot": d.dot}
        for fmt in formats:
            files[f"{folder}{d.stem}.{FORMAT_EXT[fmt]}"] = text[fmt]

    over = None
    if overview and games:
        # Graphviz stacks unconnected clusters left to right in declaration order
        # but, laid out left-right, bottom to top: declare the games in reverse there
        # so they read from the top in the standard order either way.
        over = draw(overview_graph(games), "overview", left_right_graph=overview_graph(games[::-1]))
        emit("", over)
    for game in games:
        pg = game.phase_graph()
        phase = draw(pg, "phase_flow")
        emit(f"{game.id}/", phase)
        phases = [phase]
        if phase.printed_label_pt < MIN_READABLE_PT:
            # Too small on a page: add the outline and each collapsed part in full.
            outline = outline_graph(game)
            if outline.number_of_nodes() < pg.number_of_nodes():
                phases.append(draw(outline, "phase_outline"))
                for key, inside in phase_groups(game, pg).items():
                    if len(inside) > 1:
                        stem = "phase_detail_" + re.sub(r"\W+", "_", key).strip("_")
                        phases.append(draw(detail_graph(game, key, pg), stem))
                for d in phases[1:]:
                    emit(f"{game.id}/", d)
        ag = game.action_graph()
        full = draw(ag, "action_graph")
        emit(f"{game.id}/", full)
        parts = split_action_graph(game, ag)
        drawn_parts = []
        if len(parts) > 1:
            for i, part in enumerate(parts, start=1):
                d = draw(part, f"action_graph_part{i}")
                emit(f"{game.id}/", d)
                drawn_parts.append(d)
        sections.append((game, phases, drawn_parts or [full], full if drawn_parts else None))
    if over is not None:
        files["README.md"] = _gallery(over, sections, formats)
    return files


def _size_line(d: Diagram, folder: str, formats: Sequence[str]) -> str:
    w, h = d.size
    fit = (
        "fits A4 text width at full size"
        if d.a4_scale >= 1.0
        else f"prints at {d.a4_scale:.0%} on A4 text width (labels {d.printed_label_pt:.1f} pt)"
    )
    links = ", ".join(f"[{FORMAT_EXT[f]}]({folder}{d.stem}.{FORMAT_EXT[f]})" for f in formats)
    direction = "top-down" if d.rankdir == "TB" else "left-right"
    return f"{d.nodes} nodes, {direction}, {w:.0f} x {h:.0f} pt; {fit}. Files: {links}."


def _diagram_md(
    d: Diagram, folder: str, formats: Sequence[str], heading: str = "", fold: bool = True
) -> list[str]:
    """Gallery lines of one diagram: image, measured size, Mermaid source (folded)."""
    out = [f"### {heading}", ""] if heading else []
    if "svg" in formats:
        out += [f"![{d.title}]({folder}{d.stem}.svg)", ""]
    out += [_size_line(d, folder, formats), ""]
    if "mermaid" in formats:
        block = ["```mermaid", d.mermaid.rstrip("\n"), "```", ""]
        if fold:
            block = ["<details><summary>Mermaid source</summary>", "", *block, "</details>", ""]
        out += block
    return out


def _gallery(over: Diagram, sections, formats: Sequence[str]) -> str:
    lines = [
        "# Diagrams",
        "",
        "Generated by `make diagrams` (`python -m lunarrules diagrams --out diagrams`) from "
        "the phase graphs and action declarations the engines run on; do not edit by hand. "
        "`tests/test_docs_current.py` fails when these files are stale.",
        "",
        "Shapes and colours: rounded blue boxes are player decisions, grey boxes automatic "
        "steps, yellow hexagons chance (dice, draws), red double octagons the game end; in "
        "action graphs green boxes are actions and orange ellipses the resources or "
        "conditions they need or produce (dashed arrows: unlocks). Edge labels are guards. "
        f"Sizes are measured from the SVG; A4 text width is taken as 16 cm "
        f"({A4_TEXT_WIDTH_PT} pt).",
        "",
        "The same diagrams with their labels in Portuguese and in Spanish are in the "
        "folders `pt-BR/` and `es/`, named as here (the overview: "
        "[Português](pt-BR/overview.svg), [Español](es/overview.svg)); "
        "`python -m lunarrules --lang pt diagrams --out diagrams/pt-BR` writes one, "
        "`make diagrams` all three.",
        "",
        "## Contents",
        "",
        "- [Overview: turn structures side by side](#overview-turn-structures-side-by-side)",
    ]
    for game, *_ in sections:
        lines.append(f"- [{game.title}](#{_anchor(game.title)})")
    lines += [
        "",
        "## Overview: turn structures side by side",
        "",
        "One row per game: each top-level part of its flow (setup, round or turn, end) is "
        'one box listing the phases inside; edges keep their guards and "repeat" marks '
        "a part that loops. Each game's own section has its full flow.",
        "",
    ]
    lines += _diagram_md(over, "", formats)
    for game, phase, parts, full in sections:
        folder = f"{game.id}/"
        lines += [f"## {game.title}", "", f"Game id `{game.id}`.", ""]
        lines += _diagram_md(phase[0], folder, formats, "Phase flow")
        if len(phase) > 1:
            lines += [
                f"At A4 width the whole flow prints with {phase[0].printed_label_pt:.1f} pt "
                "labels, so an outline (each part of the turn as one box) and each part in "
                "full, with the phases around it, follow.",
                "",
            ]
            lines += _diagram_md(phase[1], folder, formats, "Phase flow outline")
            for d in phase[2:]:
                part = d.title.split(": ")[-1]
                lines += _diagram_md(d, folder, formats, f"Phase flow in detail: {part}")
        if full is not None:
            lines += [
                f"The action graph has {full.nodes} nodes, so it is shown in "
                f"{len(parts)} parts of at most {MAX_NODES} nodes, its action kinds in the "
                "order of the phases that allow them; each part repeats the resources its "
                "kinds need and give and, where there is room, the actions they connect to. "
                "The whole graph follows the parts.",
                "",
            ]
            for i, d in enumerate(parts, start=1):
                phases = ", ".join(d.graph.graph.get("phases", ()))
                heading = f"Actions, part {i} of {len(parts)}" + (f": {phases}" if phases else "")
                lines += _diagram_md(d, folder, formats, heading)
            lines += [
                f"<details><summary>The whole action graph ({full.nodes} nodes, for screens "
                "rather than pages)</summary>",
                "",
                *_diagram_md(full, folder, formats, fold=False),
                "</details>",
                "",
            ]
        else:
            lines += _diagram_md(parts[0], folder, formats, "Actions: what each needs and gives")
    return "\n".join(lines).rstrip("\n") + "\n"


def _anchor(title: str) -> str:
    slug = re.sub(r"[^\w\- ]", "", title.lower()).strip()
    return slug.replace(" ", "-")


# ----------------------------------------------------------------- rule pages
def rule_mentions(tests_dir: Path | None = None) -> dict[str, list[str]]:
    """Where each rule-id-like string occurs in the test suite.

    Returns ``{rule id: ["tests/x/test_y.py::test_name", ...]}``: the test functions
    (decorators included) whose source names the id; an id named outside any test
    function (a scenario table, a helper) maps to the file itself.
    """
    tests_dir = tests_dir if tests_dir is not None else ROOT / "tests"
    return _mentions(tests_dir, tests_dir.parent, tests_only=True)


def code_mentions(game) -> dict[str, list[str]]:
    """Where each rule id occurs in the game's own code, outside its rule table.

    Returns ``{rule id: ["lunarrules/games/x/state.py::XState._execute", ...]}``
    (the innermost function naming the id, or the file for module-level code).
    """
    module = sys.modules.get(game.state_class.__module__)
    source = getattr(module, "__file__", None)
    if not source:
        return {}
    folder = Path(source).resolve().parent
    base = ROOT if folder.is_relative_to(ROOT) else folder.parent
    return _mentions(folder, base, tests_only=False, skip=("rules.py",))


def _mentions(
    folder: Path, base: Path, tests_only: bool, skip: Sequence[str] = ()
) -> dict[str, list[str]]:
    index: dict[str, set[str]] = {}
    if not folder.is_dir():
        return {}
    for path in sorted(folder.rglob("*.py")):
        if path.name in skip:
            continue
        rel = path.relative_to(base).as_posix()
        source = path.read_text(encoding="utf-8")
        if not _RULE_ID.search(source):
            continue
        spans = _function_spans(source, tests_only)
        for lineno, line in enumerate(source.splitlines(), start=1):
            for m in _RULE_ID.finditer(line):
                where = [(b - a, name) for a, b, name in spans if a <= lineno <= b]
                if tests_only:
                    found = [f"{rel}::{name}" for _, name in where] or [rel]
                else:
                    found = [f"{rel}::{min(where)[1]}" if where else rel]
                index.setdefault(m.group(0), set()).update(found)
    return {k: sorted(v) for k, v in index.items()}


def _function_spans(source: str, tests_only: bool) -> list[tuple[int, int, str]]:
    """``(first line, last line, name)`` of each function (only ``test*`` ones if asked).

    Methods are named ``Class::method`` for tests (pytest's node id) and
    ``Class.method`` otherwise; decorators count as part of the function.
    """
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    owner: dict[ast.AST, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            for sub in node.body:
                owner[sub] = node.name
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        if tests_only and not node.name.startswith("test"):
            continue
        first = min([node.lineno] + [d.lineno for d in node.decorator_list])
        name = node.name
        if node in owner:
            name = f"{owner[node]}{'::' if tests_only else '.'}{node.name}"
        out.append((first, node.end_lineno or node.lineno, name))
    return out


def _governs(game, rule) -> list[str]:
    out: list[str] = []
    phases = {p.id: p for p in game.phases}
    for name in rule.governs:
        if name in game.kinds:
            out.append(f"action `{name}` ({game.kinds[name].label})")
        elif name in phases:
            out.append(f"phase `{name}` ({phases[name].label})")
    for k in game.action_kinds:
        cites = rule.id in k.rules or any(r.rule == rule.id for r in k.requires)
        entry = f"action `{k.name}` ({k.label})"
        if cites and entry not in out:
            out.append(entry)
    for p in game.phases:
        entry = f"phase `{p.id}` ({p.label})"
        if rule.id in p.rules and entry not in out:
            out.append(entry)
    if rule.id == game.turn_rule:
        out.append("turn order")
    if rule.id == game.end_rule:
        out.append("end of the game")
    for o in game.options:
        if o.rule == rule.id:
            out.append(f"option `{o.name}`")
    return out


def _quote_block(text: str) -> list[str]:
    return ["> " + line if line.strip() else ">" for line in text.splitlines()]


def _md(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def rule_page(game, tests: dict[str, list[str]]) -> str:
    """The Markdown reference page of one game (``tests`` from :func:`rule_mentions`)."""
    code = code_mentions(game)
    book = game.rules
    counts: dict[str, int] = {}
    for r in book:
        counts[r.kind] = counts.get(r.kind, 0) + 1
    summary = ", ".join(f"{n} {k}" for k, n in counts.items())
    lines = [
        f"# {game.title}: rules reference",
        "",
        f"Generated by `python -m lunarrules reference` from the rule book of "
        f"`lunarrules.games.{game.id}`; do not edit by hand.",
        "",
        f"Rulebook text: `seeds/{book.seed_file}`. {len(book)} rules ({summary}). "
        "Provenance `seed` quotes the rulebook verbatim; `public` is a published fact "
        "with its source; `assumption` is documented where no source speaks; `variant` "
        "is an optional rule switched on by a game option.",
        "",
        "| id | summary | provenance |",
        "|---|---|---|",
    ]
    for r in book:
        lines.append(f"| [`{r.id}`](#{r.id.lower()}) | {_md(r.summary)} | {r.kind} |")
    lines.append("")
    for r in book:
        p = r.provenance
        lines += [f"## {r.id}", "", r.summary, ""]
        if isinstance(p, Seed):
            term = f"; original term: *{p.term}*" if p.term else ""
            lines += [f"- Provenance: seed, `seeds/{p.file or book.seed_file}`{term}", ""]
            lines += _quote_block(p.quote) + [""]
        elif isinstance(p, Public):
            lines += [f"- Provenance: public, source: {p.source}", ""]
            lines += _quote_block(p.fact) + [""]
        elif isinstance(p, Assumption):
            lines += ["- Provenance: assumption", ""]
            lines += _quote_block(p.why) + [""]
        elif isinstance(p, Variant):
            src = f"; source: {p.source}" if p.source else ""
            lines += [
                f"- Provenance: variant of [`{p.replaces}`](#{p.replaces.lower()}), "
                f"switched on by option `{p.option}`{src}",
                "",
            ]
        governs = _governs(game, r)
        lines.append(
            "- Governs: "
            + ("; ".join(governs) if governs else "no action kind or phase declares it")
        )
        used = code.get(r.id, [])
        if used:
            lines.append("- Applied in: " + ", ".join(f"`{u}`" for u in used))
        found = tests.get(r.id, [])
        if found:
            lines.append("- Tests:")
            lines += [f"  - `{t}`" for t in found]
        else:
            lines.append("- Tests: none name this rule id")
        lines.append("")
    return "\n".join(lines).rstrip("\n") + "\n"


def _type_text(tp) -> str:
    """An annotation as a reader writes it: ``tuple[int, ...]``, ``Ship | None``."""
    if isinstance(tp, type) and not getattr(tp, "__args__", None):
        return "None" if tp is type(None) else tp.__name__
    text = str(tp).replace("typing.", "").replace("NoneType", "None")
    return re.sub(r"\b(?:[a-z_][\w]*\.)+([A-Za-z_]\w*)", r"\1", text)


def _field_notes(cls) -> dict[str, str]:
    """What each field of a record class means: the string after it (an attribute
    docstring) or the comment on its line or on the lines just above it."""
    import inspect

    try:
        source = inspect.getsource(cls)
    except (OSError, TypeError):
        return {}
    lines = source.splitlines()
    tree = ast.parse(source)
    body = tree.body[0].body if tree.body and isinstance(tree.body[0], ast.ClassDef) else []
    notes: dict[str, str] = {}
    for i, node in enumerate(body):
        if not isinstance(node, ast.AnnAssign) or not isinstance(node.target, ast.Name):
            continue
        name = node.target.id
        nxt = body[i + 1] if i + 1 < len(body) else None
        doc = nxt.value if isinstance(nxt, ast.Expr) else None
        if isinstance(doc, ast.Constant) and isinstance(doc.value, str):
            notes[name] = " ".join(doc.value.split())
            continue
        line = lines[node.lineno - 1]
        if "#" in line:
            notes[name] = line.split("#", 1)[1].lstrip(":").strip()
            continue
        above: list[str] = []
        k = node.lineno - 2
        while k >= 0 and lines[k].strip().startswith("#"):
            above.insert(0, lines[k].strip().lstrip("#:").strip())
            k -= 1
        if above:
            notes[name] = " ".join(above)
    return notes


def _is_record(obj: object) -> bool:
    import typing

    return isinstance(obj, type) and (
        typing.is_typeddict(obj) or hasattr(obj, "_fields") or hasattr(obj, "__struct_fields__")
    )


def _records(game) -> list[type]:
    """The table class and every record class its fields use, table first, then in the
    order they are first met."""
    import typing

    out: list[type] = []
    todo: list[object] = [game.table]
    while todo:
        tp = todo.pop(0)
        if isinstance(tp, type) and _is_record(tp):
            if tp in out:
                continue
            out.append(tp)
            try:
                todo.extend(typing.get_type_hints(tp).values())
            except (NameError, TypeError):
                continue
        else:
            todo.extend(typing.get_args(tp))
    return out


def position_page(game) -> str:
    """The Markdown page describing the saved positions (snapshots) of one game."""
    import typing

    lines = [
        f"# {game.title}: saved positions",
        "",
        "Generated by `python -m lunarrules reference` from the table declared in "
        f"`{game.table.__module__}`; do not edit by hand.",
        "",
        "`state.to_json()` writes a snapshot: the header (`format`, `version`, `game`, "
        "`players`, `seed`, `options`, custom `content`, forced setup `outcomes`), the "
        "`position` (`phase`, `to_act`, `turn`, `steps`, `outcome`, `chance` and the "
        "`table` below) and, optionally, the moves (`history`) and the `log`. "
        "`Game.from_json` reads the table against these types and checks the game's "
        "rules of conservation (`State.position_problems`); `State.edit` and "
        "`Game.position` take the same field names (`field[2].part`).",
        "",
    ]
    for cls in _records(game):
        hints = typing.get_type_hints(cls)
        notes = _field_notes(cls)
        doc = " ".join((cls.__doc__ or "").split()) if cls.__doc__ else ""
        if doc.startswith(cls.__name__ + "("):  # NamedTuple's generated docstring
            doc = ""
        kind = "the table" if cls is game.table else "a record"
        lines += [f"## `{cls.__name__}` ({kind})", ""]
        if doc:
            lines += [doc, ""]
        lines += ["| field | type | meaning |", "|---|---|---|"]
        # A msgspec Struct may save a field under another name: the page shows the saved one.
        saved = dict(zip(getattr(cls, "__struct_fields__", ()), getattr(cls, "__struct_encode_fields__", ()),
                         strict=True))
        for name, tp in hints.items():
            if name.startswith("_"):
                continue
            note = re.sub(r"^Saved as ``[^`]+``: ", "", notes.get(name, ""))
            lines.append(f"| `{saved.get(name, name)}` | `{_md(_type_text(tp))}` | {_md(note)} |")
        lines.append("")
    return "\n".join(lines).rstrip("\n") + "\n"


def build_rule_pages(games: Sequence, tests_dir: Path | None = None) -> dict[str, str]:
    """The rules reference: ``{"<game>.md": text, "README.md": index}``.

    Parameters
    ----------
    games : sequence of lunarrules.Game
    tests_dir : Path, optional
        The test suite scanned for rule ids (default: the project's ``tests/``).

    Returns
    -------
    dict
        One page per game and an index with rule counts and the rulebook coverage.
    """
    tests = rule_mentions(tests_dir)
    files = {f"{g.id}.md": rule_page(g, tests) for g in games}
    files.update({f"{g.id}-positions.md": position_page(g) for g in games if g.table is not None})
    lines = [
        "# Rules reference",
        "",
        "Generated by `python -m lunarrules reference`; do not edit by hand. One page per "
        "game: every rule the engine enforces, with its provenance, the quoted passage, "
        "what it governs and the tests that name it.",
        "",
        "| game | rules | seed | public | assumption | variant | named in tests | saved positions |",
        "|---|---:|---:|---:|---:|---:|---:|---|",
    ]
    for g in games:
        kinds = [r.kind for r in g.rules]
        tested = sum(1 for r in g.rules if r.id in tests)
        schema = f"[table]({g.id}-positions.md)" if g.table is not None else "moves only"
        lines.append(
            f"| [{g.title}]({g.id}.md) | {len(kinds)} | "
            + " | ".join(str(kinds.count(k)) for k in ("seed", "public", "assumption", "variant"))
            + f" | {tested} | {schema} |"
        )
    from .coverage import coverage, table

    lines += [
        "",
        "## Coverage of the rulebooks",
        "",
        "Each rulebook text is split into sentences; a sentence is *cited* when a rule's "
        "seed quote overlaps it, *out of scope* when `lunarrules/coverage_data/<game>.toml` "
        "lists it with a reason (headings, flavour text, strategy tips, examples that only "
        "repeat a rule, table layout), and *uncited* otherwise. `python -m lunarrules "
        "coverage GAME` lists the uncited sentences.",
        "",
        table([coverage(g) for g in games], markdown=True).rstrip("\n"),
    ]
    files["README.md"] = "\n".join(lines) + "\n"
    return files


#: Names of files the builders make, for pruning stale ones (never anything else).
GENERATED_DIAGRAM = re.compile(
    r"(overview|phase_flow|phase_outline|phase_detail_\w+|action_graph(_part\d+)?)\.(svg|mmd|dot)"
)
GENERATED_PAGE = re.compile("(" + "|".join(GAME_IDS) + r")(-positions)?\.md")


def write_files(
    out: Path, files: dict[str, str], prune: Iterable[tuple[str, re.Pattern]] = ()
) -> list[Path]:
    """Write ``files`` under ``out``; delete stale generated files.

    Parameters
    ----------
    out : Path
        The output folder.
    files : dict
        ``{relative path: text}``.
    prune : iterable of (str, re.Pattern)
        ``(sub-folder of out, pattern)``: files in that folder (not recursive; ``""``
        is ``out`` itself) whose whole name matches the pattern and that are not in
        ``files`` are deleted. Only names the builders make match
        (:data:`GENERATED_DIAGRAM`, :data:`GENERATED_PAGE`), so an ``--out`` pointing
        at another folder never loses anything else.

    Returns
    -------
    list of Path
        The files written.
    """
    out = Path(out)
    written = []
    for rel, text in sorted(files.items()):
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        written.append(path)
    keep = {out / rel for rel in files}
    for folder, pattern in prune:
        d = out / folder
        if not d.is_dir():
            continue
        for path in sorted(d.iterdir()):
            if path.is_file() and pattern.fullmatch(path.name) and path not in keep:
                path.unlink()
    return written
