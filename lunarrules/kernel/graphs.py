"""The two graphs of every game, as ``networkx.DiGraph`` objects.

* :func:`phase_graph` - the flow the engine runs on (nodes: phases/steps; edges:
  transitions with guard labels). It is built from the same ``Flow`` declaration
  that ``State.goto`` checks every move against.
* :func:`action_graph` - what each action kind needs and gives, built from the
  action declarations (requirements, costs, products, unlocks), the same objects
  that refuse illegal actions.

This module imports networkx; the rest of the kernel does not, so that
``import lunarrules`` stays light.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import networkx as nx

from ..i18n import _, game_title
from .actions import shown_word

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


# networkx ships no type information: DiGraph is Any to mypy.
class GameGraph(nx.DiGraph):  # type: ignore[misc]
    """A ``DiGraph`` that displays itself as SVG in Jupyter."""

    def _repr_svg_(self) -> str:
        from ..diagrams import render

        return render(self, "svg")

    def _repr_html_(self) -> str:
        # Preferred by notebooks over the bare SVG: as wide as the cell, scrolling
        # sideways rather than shrinking labels below a legible size.
        from ..diagrams import fit, render

        return fit(render(self, "svg"))


def phase_graph(game: Game) -> GameGraph:
    """The phase graph, its words (title, labels, guards) in the language in use."""
    g = GameGraph(name=_("{title}: phase flow").format(title=game_title(game)), game=game.id,
                  graph_kind="phase")
    for p in game.phases:
        g.add_node(
            p.id,
            label=_(p.label) if p.label else p.label,
            kind=p.kind,
            cluster=p.cluster,
            term=p.term,
            actions=tuple(p.actions),
            rules=tuple(p.rules),
        )
    for p in game.phases:
        for t in p.next:
            g.add_edge(p.id, t.to, label=_(t.guard) if t.guard else t.guard)
    return g


def action_graph(game: Game) -> GameGraph:
    """The action graph, its words (title, labels, requirements) in the language in use."""
    g = GameGraph(name=_("{title}: actions").format(title=game_title(game)), game=game.id,
                  graph_kind="action")

    def resource(name: str) -> str:
        node = f"res:{name}"
        if node not in g:
            # Declarations name resources by id; a reader sees words ("rare earth").
            g.add_node(node, label=shown_word(name), kind="resource", cluster="")
        return node

    for k in game.action_kinds:
        g.add_node(
            k.name,
            label=k.shown_label,
            kind="chance" if k.chance else "action",
            cluster="",
            term=k.term,
            rules=tuple(k.rules),
        )
    for k in game.action_kinds:
        for req in k.requires:
            for need in req.needs:
                node = resource(need)
                if g.has_edge(node, k.name):
                    continue
                g.add_edge(node, k.name, label=req.shown, relation="needs", rule=req.rule)
        for prod in k.produces:
            g.add_edge(k.name, resource(prod), label="", relation="produces")
        for u in k.unlocks:
            g.add_edge(k.name, u, label=_("unlocks"), relation="unlocks")
    return g
