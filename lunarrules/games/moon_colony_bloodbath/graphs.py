"""The building-trigger graph: which action makes which building fire, and what it gives.

Built from the content data, so it shows the cards actually in play: an edge
``mine -> Iron Mine`` means an Iron Mine's ability fires every time MINE happens
(MCB-FAQ-TRIGGER-ALWAYS); ``Kale Farm (PLAY) -> farm`` means building it makes FARM
happen (MCB-FAQ-KALE). Render it like any game graph: ``lr.diagrams.render(g, "svg")``.
"""

from __future__ import annotations

from .content import TRIGGERS, amount, compiled, describe


def trigger_graph(game):
    """The action / building-trigger dependency graph of ``game``'s buildings.

    Parameters
    ----------
    game : Game
        ``lr.game("moon_colony_bloodbath")`` or a copy with custom content.

    Returns
    -------
    lunarrules.kernel.graphs.GameGraph
        A ``networkx.DiGraph``: action nodes (``mine``, ``farm``, ``restock``,
        ``research``, ``build``, ``lose``), building nodes and resource nodes, with
        edges labelled by the trigger and its effect.
    """
    from lunarrules.kernel.graphs import GameGraph

    g = GameGraph(name=f"{game.title}: building triggers", game=game.id, graph_kind="action")
    terms = {"mine": "MINAR", "farm": "CULTIVAR", "restock": "REABASTECER",
             "research": "INVESTIGAR", "build": "CONSTRUIR", "lose": "PERDIDO"}
    for a, term in terms.items():
        g.add_node(a, label=a.upper(), kind="action", term=term, cluster="actions")

    def res(name):
        node = f"res:{name}"
        if node not in g:
            g.add_node(node, label=name, kind="resource", cluster="")
        return node

    for b in compiled(game).buildings.values():
        node = f"bld:{b.id}"
        g.add_node(node, label=f"{b.name}\n{amount(b.cost, 'money')} · {amount(b.colonists, 'colonists')}", kind="auto", term=b.term,
                   cluster="buildings")
        for t in TRIGGERS:
            fx = getattr(b, t)
            if not fx:
                continue
            src = {"play": "build", "lost": "lose"}.get(t, t)
            g.add_edge(src, node, label=t.upper(), relation="triggers")
            for e0 in fx:
                # MCB-MAY: an optional effect is drawn as the effect, labelled "you may"
                e = e0[1] if e0[0] == "may" else e0
                if e[0] == "action":
                    g.add_edge(node, e[1], label=f"{t.upper()}: makes it happen", relation="unlocks")
                elif e[0] in ("gain", "lose"):
                    g.add_edge(node, res(e[1]), label=describe(e0), relation="produces")
                elif e[0] in ("draw", "discard"):
                    g.add_edge(node, res("building cards"), label=describe(e0), relation="produces")
                elif e[0] == "add":
                    g.add_edge(node, res(f"{e[1]} on top of progress deck"), label=describe(e0),
                               relation="produces")
        if b.boxes:
            g.add_edge("restock", node, label="RESTOCK: fill boxes", relation="triggers")
            g.add_edge(node, res(b.box), label=f"{b.boxes} in boxes", relation="produces")
        if b.food_as_money:
            g.add_edge(res("food"), "build", label=f"{b.name}: food pays as money", relation="needs")
    return g
