"""The building-trigger graph: which action makes which building fire, and what it gives.

Built from the content data, so it shows the cards actually in play: an edge
``mine -> Iron Mine`` means an Iron Mine's ability fires every time MINE happens
(MCB-FAQ-TRIGGER-ALWAYS); ``Kale Farm (PLAY) -> farm`` means building it makes FARM
happen (MCB-FAQ-KALE). Render it like any game graph: ``lr.diagrams.render(g, "svg")``.
"""

from __future__ import annotations

from lunarrules.i18n import _, game_title, pgettext

from .content import TRIGGERS, compiled
from .words import action_word, amount, effect_words, resource_word, trigger_word


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

    g = GameGraph(name=_("{game}: building triggers").format(game=game_title(game)), game=game.id,
                  graph_kind="action")
    terms = {"mine": "MINAR", "farm": "CULTIVAR", "restock": "REABASTECER",
             "research": "INVESTIGAR", "build": "CONSTRUIR", "lose": "PERDIDO"}
    for a, term in terms.items():
        label = pgettext("moon_colony_bloodbath", "LOSE") if a == "lose" else action_word(a)
        g.add_node(a, label=label, kind="action", term=term, cluster="actions")

    def res(name, label=None):
        node = f"res:{name}"
        if node not in g:
            g.add_node(node, label=label or resource_word(name), kind="resource", cluster="")
        return node

    for b in compiled(game).buildings.values():
        node = f"bld:{b.id}"
        g.add_node(node, label=f"{b.name}\n{amount(b.cost, 'money')} · {amount(b.colonists, 'colonists')}",
                   kind="auto", term=b.term, cluster="buildings")
        for t in TRIGGERS:
            fx = getattr(b, t)
            if not fx:
                continue
            src = {"play": "build", "lost": "lose"}.get(t, t)
            g.add_edge(src, node, label=trigger_word(t), relation="triggers")
            for e0 in fx:
                # MCB-MAY: an optional effect is drawn as the effect, labelled "you may"
                e = e0[1] if e0[0] == "may" else e0
                if e[0] == "action":
                    g.add_edge(node, e[1], label=_("{trigger}: makes it happen").format(trigger=trigger_word(t)),
                               relation="unlocks")
                elif e[0] in ("gain", "lose"):
                    g.add_edge(node, res(e[1]), label=effect_words(e0), relation="produces")
                elif e[0] in ("draw", "discard"):
                    g.add_edge(node, res("building cards", _("building cards")), label=effect_words(e0),
                               relation="produces")
                elif e[0] == "add":
                    g.add_edge(node, res(f"{e[1]} on top of progress deck", _on_top(e[1])), label=effect_words(e0),
                               relation="produces")
        if b.boxes:
            g.add_edge("restock", node, label=_("RESTOCK: fill boxes"), relation="triggers")
            g.add_edge(node, res(b.box), label=_("{n} in boxes").format(n=b.boxes), relation="produces")
        if b.food_as_money:
            g.add_edge(res("food"), "build", label=_("{building_name}: food pays as money").format(building_name=b.name),
                       relation="needs")
    return g


def _on_top(deck: str) -> str:
    """The resource node of an add: "perk on top of progress deck"."""
    if deck == "event":
        return _("event on top of progress deck")
    if deck == "robot":
        return _("robot on top of progress deck")
    if deck == "development":
        return _("development on top of progress deck")
    if deck == "perk":
        return _("perk on top of progress deck")
    if deck == "twist":
        return _("twist on top of progress deck")
    return f"{deck} on top of progress deck"
