"""The resource -> track -> milestone -> benefit graph of Planet Unknown.

Built from the content data (the corporation's tracks), so it shows what the
engine plays. Render it like the kernel's graphs::

    >>> import lunarrules as lr
    >>> from lunarrules.games.planet_unknown.graphs import track_graph
    >>> svg = lr.diagrams.render(track_graph(lr.game("planet_unknown")), "svg", rankdir="LR")  # doctest: +SKIP
"""

from __future__ import annotations

from lunarrules.kernel.graphs import GameGraph

from .content import compiled
from .params import TERMS, TRACKS

MILESTONES = {
    "synergy": ("synergy boost", "Impulso de Sinergia", "advance another tracker"),
    "civ": ("civ milestone", "Marco de Civ", "civ card"),
    "rover": ("rover milestone", "Marco de Veículo", "rover on the planet"),
    "tech": ("tech milestone", "Marco TEC", "tech for the rest of the game"),
    "patch": ("biomass milestone", "Marco de Biomassa", "biomass patch"),
}


def track_graph(game) -> GameGraph:
    """Resources feed tracks, tracks reach milestones, milestones give benefits.

    Parameters
    ----------
    game : Game
        Planet Unknown (possibly with custom content).

    Returns
    -------
    GameGraph
        A ``networkx.DiGraph``; node attribute ``kind`` is ``resource``,
        ``auto`` (a track), ``decision`` (a milestone) or ``action`` (a benefit);
        edges carry a ``label`` (positions on the track, or a condition).
    """
    c = compiled(game)
    g = GameGraph(name="Planet Unknown: resources, tracks, milestones, benefits", game=game.id,
                  graph_kind="tracks")
    for r in TRACKS + ("energy",):
        g.add_node(f"res:{r}", label=f"{r} on a tile", term=TERMS[r], kind="resource", cluster="resources")
    for t in TRACKS:
        g.add_node(f"track:{t}", label=f"{t} track", term=TERMS[t], kind="auto", cluster="corporation")
        label = "water terrain on ice" if t == "water" else "one step per resource"
        g.add_edge(f"res:{t}", f"track:{t}", label=label, rule="PU-WATER-ICE" if t == "water" else "PU-ADVANCE")
        g.add_edge("res:energy", f"track:{t}", label="other resource or adjacent terrain", rule="PU-ENERGY")
    benefits_seen = set()
    for t in TRACKS:
        at: dict[str, list[int]] = {}
        for pos, b in enumerate(c.benefits[t]):
            if b:
                key = b.rstrip("1234") if b[:3] in ("civ", "tec") else b
                at.setdefault(key, []).append(pos)
        for key, positions in at.items():
            label, term, benefit = MILESTONES[key]
            node = f"milestone:{key}"
            if node not in g:
                g.add_node(node, label=label, term=term, kind="decision", cluster="milestones")
            g.add_edge(f"track:{t}", node, label="at " + ", ".join(map(str, positions)))
            if benefit not in benefits_seen:
                benefits_seen.add(benefit)
                g.add_node(f"benefit:{benefit}", label=benefit, kind="action", cluster="benefits")
                g.add_edge(node, f"benefit:{benefit}")
        g.add_node("benefit:track medals", label="track medals", kind="action", cluster="benefits")
        g.add_edge(f"track:{t}", "benefit:track medals", label="best medal passed")
    # what the benefits lead to
    g.add_node("benefit:rover movement", label="rover movement", kind="action", cluster="benefits")
    g.add_edge("track:rover", "benefit:rover movement", label="every step, even at the top")
    for gain in ("lifepods collected", "meteorites collected", "complete rows and columns"):
        g.add_node(f"benefit:{gain}", label=gain, kind="action", cluster="benefits")
    g.add_edge("benefit:rover movement", "benefit:lifepods collected")
    g.add_edge("benefit:rover movement", "benefit:meteorites collected")
    g.add_edge("benefit:rover on the planet", "benefit:rover movement")
    g.add_edge("benefit:biomass patch", "benefit:complete rows and columns")
    return g
