"""The phase graph: scenarios take their edges; diagrams render with the current phase."""

from __future__ import annotations

import pytest

import lunarrules as lr
from lunarrules.kernel.flow import trace_transitions

from .flow_scenarios import SCENARIOS
from .helpers import G


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_scenario_takes_its_edge(name):
    with trace_transitions() as taken:
        SCENARIOS[name]()
    edges = {(a, b) for g, a, b in taken if g == G.id}
    assert edges <= G.flow.edges
    want = {
        "colonize then turn end": ("colonize", "turn_end"),
        "planet action then turn end": ("planet", "turn_end"),
        "last rival declines, turn ends": ("follow", "turn_end"),
        "copied last die, turn ends": ("follow_act", "turn_end"),
        "reroll while the planet's action waits": ("planet", "planet"),
    }[name]
    assert want in edges


@pytest.mark.english
def test_phase_graph_has_terms_clusters_and_highlight():
    pg = G.phase_graph()
    assert pg.nodes["follow"]["term"] == "Seguindo Outro Jogador"
    assert pg.nodes["follow"]["cluster"] == "round/turn/follow"
    assert pg.edges["turn_end", "score"]["label"] == "end triggered and all had equal turns"
    s = G.new(players=2, seed=1)
    dot = lr.diagrams.render(pg, "dot", highlight=s.phase)
    assert "mission" in dot and "#f59e0b" in dot


def test_action_graph_shows_what_upgrade_needs_and_gives():
    ag = G.action_graph()
    assert ag.has_edge("res:energy", "upgrade") and ag.has_edge("res:culture", "upgrade")
    assert ag.has_edge("upgrade", "res:empire level")
    assert ag.has_edge("move", "use_planet") and ag.has_edge("convert", "set_face")
    assert ag.has_edge("res:energy", "reroll")
