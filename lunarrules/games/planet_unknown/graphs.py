"""The resource -> track -> milestone -> benefit graph of Planet Unknown.

Built from the content data (the corporation's tracks), so it shows what the
engine plays. Render it like the kernel's graphs::

    >>> import lunarrules as lr
    >>> from lunarrules.games.planet_unknown.graphs import track_graph
    >>> svg = lr.diagrams.render(track_graph(lr.game("planet_unknown")), "svg", rankdir="LR")  # doctest: +SKIP
"""

from __future__ import annotations

from lunarrules.i18n import N_, _
from lunarrules.kernel.graphs import GameGraph

from .content import compiled
from .params import TERMS, TRACKS
from .words import resource

#: Each milestone: its label, the rulebook's term, and the benefit it gives (whose English
#: words are also the benefit's node id). Labels are translated where the graph is built.
MILESTONES = {
    "synergy": (N_("synergy boost"), "Impulso de Sinergia", N_("advance another tracker")),
    "civ": (N_("civ milestone"), "Marco de Civ", N_("civ card")),
    "rover": (N_("rover milestone"), "Marco de Veículo", N_("rover on the planet")),
    "tech": (N_("tech milestone"), "Marco TEC", N_("tech for the rest of the game")),
    "patch": (N_("biomass milestone"), "Marco de Biomassa", N_("biomass patch")),
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
    g = GameGraph(name=_("Planet Unknown: resources, tracks, milestones, benefits"), game=game.id,
                  graph_kind="tracks")
    for r in TRACKS + ("energy",):
        g.add_node(f"res:{r}", label=_("{resource} on a tile").format(resource=resource(r)), term=TERMS[r],
                   kind="resource", cluster="resources")
    for t in TRACKS:
        g.add_node(f"track:{t}", label=_("{resource} track").format(resource=resource(t)), term=TERMS[t],
                   kind="auto", cluster="corporation")
        label = _("water terrain on ice") if t == "water" else _("one step per resource")
        g.add_edge(f"res:{t}", f"track:{t}", label=label, rule="PU-WATER-ICE" if t == "water" else "PU-ADVANCE")
        g.add_edge("res:energy", f"track:{t}", label=_("other resource or adjacent terrain"), rule="PU-ENERGY")
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
                g.add_node(node, label=_(label), term=term, kind="decision", cluster="milestones")
            g.add_edge(f"track:{t}", node, label=_("at {positions}").format(positions=", ".join(map(str, positions))))
            if benefit not in benefits_seen:
                benefits_seen.add(benefit)
                g.add_node(f"benefit:{benefit}", label=_(benefit), kind="action", cluster="benefits")
                g.add_edge(node, f"benefit:{benefit}")
        g.add_node("benefit:track medals", label=_("track medals"), kind="action", cluster="benefits")
        g.add_edge(f"track:{t}", "benefit:track medals", label=_("best medal passed"))
    # what the benefits lead to
    g.add_node("benefit:rover movement", label=_("rover movement"), kind="action", cluster="benefits")
    g.add_edge("track:rover", "benefit:rover movement", label=_("every step, even at the top"))
    gains = {"lifepods collected": _("lifepods collected"), "meteorites collected": _("meteorites collected"),
             "complete rows and columns": _("complete rows and columns")}
    for gain, words in gains.items():
        g.add_node(f"benefit:{gain}", label=words, kind="action", cluster="benefits")
    g.add_edge("benefit:rover movement", "benefit:lifepods collected")
    g.add_edge("benefit:rover movement", "benefit:meteorites collected")
    g.add_edge("benefit:rover on the planet", "benefit:rover movement")
    g.add_edge("benefit:biomass patch", "benefit:complete rows and columns")
    return g
