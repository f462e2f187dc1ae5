"""The generated diagrams read well: no label drawn over another, views a reader can follow.

Text boxes are estimated from the SVG alone (Graphviz places every line of a label as
one ``<text>`` at its baseline): a line of ``n`` characters at font size ``s`` is taken
as ``0.6 * n * s`` wide and ``s`` high, which is close to Helvetica's average width.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DIAGRAMS = ROOT / "diagrams"
NS = "{http://www.w3.org/2000/svg}"
# English and each language's labelled copies (diagrams/pt-BR/, diagrams/es/)
PHASE_SVGS = (sorted(DIAGRAMS.glob("*/phase_*.svg")) + sorted(DIAGRAMS.glob("*/*/phase_*.svg"))
              + sorted(DIAGRAMS.glob("**/overview.svg")))
#: Boxes may touch: overlaps of less than this many points either way are ignored.
SLACK = 1.0


def text_boxes(svg: str) -> list[tuple[str, str, tuple[float, float, float, float]]]:
    """``(group id, text, (x0, y0, x1, y1))`` for every line of text in a Graphviz SVG."""
    root = ET.fromstring(re.sub(r"<!DOCTYPE[^>]*>", "", svg))
    boxes = []

    def walk(el, group):
        if el.tag == NS + "g" and el.get("class") in ("node", "edge", "cluster", "graph"):
            group = el.get("id", group)
        if el.tag == NS + "text" and (el.text or "").strip():
            size = float(el.get("font-size", "14"))
            x, y = float(el.get("x")), float(el.get("y"))
            width = 0.6 * len(el.text.strip()) * size
            anchor = el.get("text-anchor", "start")
            x0 = {"start": x, "middle": x - width / 2, "end": x - width}[anchor]
            boxes.append((group, el.text.strip(), (x0, y - 0.8 * size, x0 + width, y + 0.2 * size)))
        for child in el:
            walk(child, group)

    walk(root, "")
    return boxes


def overlaps(a, b) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > SLACK and min(a[3], b[3]) - max(a[1], b[1]) > SLACK


def label_clashes(svg: str) -> list[str]:
    """Pairs of text lines from different nodes, edges or clusters that overlap."""
    boxes = text_boxes(svg)
    clashes = []
    for i, (ga, ta, ba) in enumerate(boxes):
        for gb, tb, bb in boxes[i + 1 :]:
            if ga != gb and overlaps(ba, bb):
                clashes.append(f"{ta!r} ({ga}) over {tb!r} ({gb})")
    return clashes


def test_box_estimate_finds_a_clash():
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg"><g id="edge1" class="edge">'
        '<text text-anchor="middle" x="100" y="50" font-size="9.00">a rival declined</text></g>'
        '<g id="edge2" class="edge">'
        '<text text-anchor="middle" x="104" y="52" font-size="9.00">one left</text></g>'
        '<g id="edge3" class="edge">'
        '<text text-anchor="middle" x="100" y="80" font-size="9.00">far away</text></g></svg>'
    )
    assert len(label_clashes(svg)) == 1


@pytest.mark.parametrize("path", PHASE_SVGS, ids=lambda p: str(p.relative_to(DIAGRAMS)))
def test_phase_flow_labels_do_not_overlap(path):
    clashes = label_clashes(path.read_text(encoding="utf-8"))
    assert not clashes, f"{path.relative_to(ROOT)}: " + "; ".join(clashes[:8])


# the games' folders (diagrams/pt-BR/ and diagrams/es/ hold the same, labelled in a language)
GAMES = sorted(p.name for p in DIAGRAMS.iterdir() if p.is_dir() and (p / "phase_flow.svg").is_file())
_DOT_NODE = re.compile(r"^\t+(\w+) \[label=", re.M)


def dot_nodes(dot: str) -> set[str]:
    """Node ids of a generated DOT file, without the legend and the guard text nodes."""
    return {n for n in _DOT_NODE.findall(dot) if not n.startswith(("legend_", "guard_"))}


@pytest.mark.parametrize("gid", GAMES)
def test_action_graph_views_are_small_and_cover_the_whole_graph(gid):
    from lunarrules.reference import MAX_NODES

    whole = dot_nodes((DIAGRAMS / gid / "action_graph.dot").read_text(encoding="utf-8"))
    parts = sorted((DIAGRAMS / gid).glob("action_graph_part*.dot"))
    if len(whole) <= MAX_NODES:
        assert not parts
        return
    assert parts, f"{gid}: {len(whole)} action-graph nodes drawn in one view"
    seen: set[str] = set()
    for p in parts:
        nodes = dot_nodes(p.read_text(encoding="utf-8"))
        assert len(nodes) <= MAX_NODES, f"{p.name}: {len(nodes)} nodes > {MAX_NODES}"
        seen |= nodes
    assert seen == whole
    gallery = (DIAGRAMS / "README.md").read_text(encoding="utf-8")
    for p in parts:
        assert f"({gid}/{p.stem}.svg)" in gallery


def test_notebook_diagrams_fit_the_cell_and_split_the_action_graph():
    import lunarrules as lr
    from lunarrules.diagrams import action_views, show
    from lunarrules.reference import MAX_NODES

    g = lr.game("planet_unknown")
    s = g.new(players=2, seed=1)
    shown = show(g.phase_graph(), highlight=s.phase)._repr_html_()
    assert shown.startswith('<div class="lr-diagram"') and "width:100%" in shown
    assert "#f59e0b" in shown, "the current phase is not highlighted"
    views = action_views(g)
    assert len(views) > 1, "the Planet Unknown action graph is shown whole"
    assert all(v.graph.number_of_nodes() <= MAX_NODES for v in views)
    assert all("lr-diagram" in v._repr_html_() for v in views[:1])
