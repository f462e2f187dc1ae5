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

from lunarrules.i18n import N_, _, pgettext
from lunarrules.kernel.graphs import GameGraph

from .content import catalog

TRIGGERS = {
    "play": N_("PLAY (JOGAR)"),
    "activate": N_("ACTIVATE (ATIVAÇÃO)"),
    "resupply": N_("RESUPPLY (REABASTECIMENTO)"),
    "cleanup": N_("CLEAN-UP (LIMPEZA)"),
    "control": N_("CONTROL (CONTROLE)"),
    "endgame": N_("ENDGAME"),
    "resolution": N_("STARDATE RESOLUTION"),
    "acquire": N_("ACQUIRE / DEVELOP"),
}
PRODUCT = {
    "dilithium": N_("dilithium"),
    "latinum": N_("latinum"),
    "glory": N_("glory"),
    "draw": N_("cards in hand"),
    "away": N_("away teams at a location"),
    "deploy": N_("fleet area"),
    "fly": N_("ship tokens at a location"),
    "specialty": N_("specialty"),
    "encounter": N_("encounter"),
    "incident": N_("incidents (yours)"),
    "opp_incident": N_("incidents (opponent)"),
    "opp_lose": N_("opponent's resources"),
    "opp_discard": N_("opponent's hand"),
    "log": N_("Captain's Log"),
    "duty": N_("duty officer"),
    "beam": N_("beamed cards"),
    "junk": N_("junk pile"),
    "vp": N_("VP"),
    "vp_location": N_("VP"),
    "vp_ship": N_("VP"),
    "wipe_market": N_("market wipe"),
    "gain_action": N_("action tokens"),
    "steal": N_("opponent's resources"),
    "store": N_("resources on a card"),
    "scrap_market": N_("junk pile"),
    "recruit": N_("reserve deck"),
}
CHOICE = {
    "discard": N_("opponent's hand"),
    "lose": N_("opponent's resources"),
    "incident": N_("incidents (opponent)"),
}
COST = {
    "dilithium": N_("dilithium"),
    "latinum": N_("latinum"),
    "glory": N_("glory"),
    "junk_incident": N_("incidents (yours)"),
    "recall": N_("away teams at a location"),
    "take_incident": N_("incidents (yours)"),
    "stored": N_("resources on a card"),
}


ACTION_TOKENS = N_("action tokens")
DISCARD_PILE = N_("discard pile")


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
                needs[(ACTION_TOKENS, when)] += 1
            for c in op.cost:
                needs[(COST[c[0]], when)] += 1
            for e in op.effects + op.may:
                gives[(when, PRODUCT[e[0]])] += 1
            for opt in op.choice:
                for e in opt:
                    gives[(when, CHOICE[e[0]])] += 1
        for e in d.resolution:
            gives[("resolution", PRODUCT[e[0]])] += 1
        if d.cost != (0, 0):
            for r, n in zip(("dilithium", "latinum"), d.cost, strict=True):
                if n:
                    needs[(r, "acquire")] += 1
            needs[(ACTION_TOKENS, "acquire")] += 1
            gives[("acquire", PRODUCT["draw"])] += 0
    g = GameGraph(
        name=_("{game}: operations and resources").format(game=game.title),
        game=game.id,
        graph_kind="action",
    )

    def res(name):
        # the node id in English (stable), its label in the language in use
        node = f"res_{name}"
        if node not in g:
            g.add_node(node, label=_(name), kind="resource", cluster="")
        return node

    for when, label in TRIGGERS.items():
        g.add_node(when, label=_(label), kind="action", cluster="")
    for (r, when), n in sorted(needs.items()):
        g.add_edge(res(r), when, label=_("costs ({n})").format(n=n))
    for (when, r), n in sorted(gives.items()):
        if n:
            g.add_edge(when, res(r), label=f"{n}")
    g.add_edge("acquire", res(DISCARD_PILE), label=pgettext("captains_chair", "card"))
    g.add_edge(res(COST["glory"]), "resolution", label=_("emptied stardate"))
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
