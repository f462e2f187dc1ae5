"""The phase graph and the resource -> track -> milestone -> benefit graph."""

from __future__ import annotations

import copy
import types

import pytest

import lunarrules as lr
from lunarrules.games.planet_unknown.graphs import track_graph

from .helpers import G


@pytest.mark.english
def test_track_graph_follows_the_content():
    g = track_graph(G)
    assert g.edges["res:water", "track:water"]["label"] == "water terrain on ice"
    assert all(g.has_edge("res:energy", f"track:{t}") for t in ("civ", "water", "biomass", "rover", "tech"))
    assert g.edges["track:civ", "milestone:civ"]["label"] == "at 2, 5, 8, 11"
    assert g.has_edge("milestone:patch", "benefit:biomass patch")
    # changing the tracks in content changes the graph
    content = copy.deepcopy(G.content)
    content["corporation"]["tracks"]["civ"]["benefits"] = ["", "civ1"] + [""] * 10
    custom = types.SimpleNamespace(id=G.id, content=content)
    assert track_graph(custom).edges["track:civ", "milestone:civ"]["label"] == "at 1"
    assert lr.diagrams.render(g, "mermaid")


def test_phase_graph_has_the_round_and_advancement_steps():
    pg = G.phase_graph()
    assert pg.has_edge("resolve", "civ") and pg.has_edge("round_end", "scoring")
    assert pg.nodes["place"]["kind"] == "decision" and pg.nodes["resolve"]["kind"] == "auto"
    ag = G.action_graph()
    assert ag.has_edge("place", "res:civ milestone") and ag.has_edge("res:civ milestone", "civ")
