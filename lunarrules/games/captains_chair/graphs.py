"""The operation/resource dependency graph of the card content.

Built from the cards in ``content.toml`` (the same data the engine plays): one
node per operation trigger (PLAY, ACTIVATE, RESUPPLY, CLEAN-UP, CONTROL,
ENDGAME, stardate RESOLUTION) and one per resource or game object (dilithium,
latinum, glory, action tokens, cards in hand, away teams, ship tokens,
incidents...). An edge ``resource -> trigger`` means some operation of that
trigger costs it; ``trigger -> resource`` means some operation produces it. Edge
labels count the cards behind the edge. Imports networkx (call it lazily).
"""

from __future__ import annotations

from collections import Counter

from lunarrules.kernel.graphs import GameGraph

from .content import catalog

TRIGGERS = {
    "play": "PLAY (JOGAR)",
    "activate": "ACTIVATE (ATIVAÇÃO)",
    "resupply": "RESUPPLY (REABASTECIMENTO)",
    "cleanup": "CLEAN-UP (LIMPEZA)",
    "control": "CONTROL (CONTROLE)",
    "endgame": "ENDGAME",
    "resolution": "STARDATE RESOLUTION",
    "acquire": "ACQUIRE / DEVELOP",
}
PRODUCT = {
    "dilithium": "dilithium", "latinum": "latinum", "glory": "glory", "draw": "cards in hand",
    "away": "away teams at a location", "deploy": "fleet area", "fly": "ship tokens at a location",
    "specialty": "specialty", "encounter": "encounter", "incident": "incidents (yours)",
    "opp_incident": "incidents (opponent)", "opp_lose": "opponent's resources",
    "opp_discard": "opponent's hand", "log": "Captain's Log", "duty": "duty officer", "beam": "beamed cards",
    "junk": "junk pile", "vp": "VP", "vp_location": "VP", "vp_ship": "VP", "wipe_market": "market wipe",
    "gain_action": "action tokens",
    "steal": "opponent's resources", "store": "resources on a card", "scrap_market": "junk pile", "recruit": "reserve deck",
}
COST = {"dilithium": "dilithium", "latinum": "latinum", "glory": "glory",
        "junk_incident": "incidents (yours)", "recall": "away teams at a location",
        "take_incident": "incidents (yours)", "stored": "resources on a card"}


def operation_graph(game) -> GameGraph:
    """What each kind of card operation costs and produces, over all sample cards.

    Parameters
    ----------
    game : Game
        ``lr.game("captains_chair")`` (or a copy with user content).

    Returns
    -------
    GameGraph
        A ``networkx.DiGraph`` that renders itself with ``lunarrules.diagrams``.
    """
    cat = catalog(game)
    needs: Counter = Counter()
    gives: Counter = Counter()
    for d in {id(c): c for c in cat.card.values()}.values():
        for when, op in d.ops:
            if op.action:
                needs[("action tokens", when)] += 1
            for c in op.cost:
                needs[(COST[c[0]], when)] += 1
            for e in op.effects + op.may:
                gives[(when, PRODUCT[e[0]])] += 1
            for opt in op.choice:
                for e in opt:
                    gives[(when, {"discard": "opponent's hand", "lose": "opponent's resources",
                                  "incident": "incidents (opponent)"}[e[0]])] += 1
        for e in d.resolution:
            gives[("resolution", PRODUCT[e[0]])] += 1
        if d.cost != (0, 0):
            for r, n in zip(("dilithium", "latinum"), d.cost, strict=True):
                if n:
                    needs[(r, "acquire")] += 1
            needs[("action tokens", "acquire")] += 1
            gives[("acquire", "cards in hand")] += 0
    g = GameGraph(name=f"{game.title}: operations and resources", game=game.id, graph_kind="action")

    def res(name):
        node = f"res_{name}"
        if node not in g:
            g.add_node(node, label=name, kind="resource", cluster="")
        return node

    for when, label in TRIGGERS.items():
        g.add_node(when, label=label, kind="action", cluster="")
    for (r, when), n in sorted(needs.items()):
        g.add_edge(res(r), when, label=f"costs ({n})")
    for (when, r), n in sorted(gives.items()):
        if n:
            g.add_edge(when, res(r), label=f"{n}")
    g.add_edge("acquire", res("discard pile"), label="card")
    g.add_edge(res("glory"), "resolution", label="emptied stardate")
    return g


def dot_safe(graph) -> GameGraph:
    """A copy of ``graph`` whose node ids carry no ``:`` (Graphviz reads it as a port).

    The kernel names resource nodes ``res:<name>``; drawing such a graph with DOT
    would merge them all into one node ``res``.

    Parameters
    ----------
    graph : GameGraph
        E.g. ``game.action_graph()``.

    Returns
    -------
    GameGraph
    """
    import networkx as nx

    return nx.relabel_nodes(graph, {n: n.replace(":", "_") for n in graph if ":" in n})
