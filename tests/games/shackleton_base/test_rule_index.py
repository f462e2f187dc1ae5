"""Rules checked on their own, and the index: every rule id is exercised by a test here."""

from __future__ import annotations

from pathlib import Path

import pytest

from lunarrules.games.shackleton_base import geometry, moves
from lunarrules.games.shackleton_base.content import catalog
from lunarrules.games.shackleton_base.params import REP_MAINTENANCE, REP_OBJECTIVE_BONUS, step_value

from .helpers import G, at_action


def test_every_rule_id_is_named_by_a_test():
    here = Path(__file__).parent
    text = "".join(p.read_text(encoding="utf-8") for p in here.glob("*.py"))
    missing = [r.id for r in G.rules if r.id not in text]
    assert missing == []


@pytest.mark.parametrize(
    "rep,cost", [(0, 0), (1, 1), (4, 1), (5, 2), (8, 2), (9, 3), (13, 4), (15, 4)]
)
def test_reputation_maintenance_spaces(rep, cost):
    # SB-REP-MAINTENANCE-SPACES (seed, cut off) and SB-REP-MAINTENANCE (published amounts)
    assert step_value(REP_MAINTENANCE, rep) == cost


@pytest.mark.parametrize("rep,bonus", [(0, 0), (2, 1), (5, 1), (6, 2), (10, 3), (14, 4), (15, 4)])
def test_reputation_objective_bonus(rep, bonus):
    assert step_value(REP_OBJECTIVE_BONUS, rep) == bonus  # SB-REP-OBJECTIVE-BONUS


def test_crater_geometry():
    # SB-CRATER-GEOMETRY: 18 sectors (one per panel, SB-PANELS-18), 15 rows, centre excluded
    assert len(geometry.SECTORS) == 18 == len(catalog(G).ring)
    assert len(geometry.ROWS) == 15 and all(2 < len(r) <= 4 for r in geometry.ROWS)
    assert all(len(geometry.AROUND[s]) == 6 for s in geometry.SECTORS)
    assert len(geometry.CENTRAL_SPACES) == 6


def test_energy_never_passes_the_last_space():
    s = at_action(2)._clone()
    mx = catalog(G).energy_max
    s.data["energy"] = mx - 1
    moves.gain(s, 0, {"energy": 3})
    assert s.data["energy"] == mx  # SB-ENERGY-CAP


def test_phases_and_main_actions_are_the_seed_ones():
    pg = G.phase_graph()
    clusters = {d["cluster"] for _, d in pg.nodes(data=True)}
    # SB-PHASES / SB-ROUNDS: shuttle, actions, maintenance inside each round
    assert {"round/shuttle", "round/actions", "round/maintenance"} <= clusters
    assert G.flow.allowed["action"] == {"explore", "command", "gateway"}  # SB-MAIN-ACTIONS
    # SB-SUPPLY: supply is unlimited; the only cap is the Gateway's (SB-GATEWAY-CAP)
    assert "SB-SUPPLY" in {r for e in G.new(players=2).log for r in e.rules}


def test_content_and_neutral_panels_are_documented_assumptions():
    for rid in (
        "SB-CONTENT",
        "SB-NEUTRAL-PANELS",
        "SB-MAINT-HOUSE",
        "SB-GATEWAY-ORDER",
        "SB-LEADER-ABILITY",
        "SB-CAPACITY",
        "SB-BASE-ORDER",
    ):
        assert G.rules[rid].kind == "assumption"
    s = G.new(players=2)
    assert any("SB-NEUTRAL-PANELS" in e.rules for e in s.log)


def test_dome_houses_one_astronaut():
    s = at_action(2)
    me = s.to_act

    def fn(d):
        d["central_panels"] = 1
        d["agencies"][me].update(
            credits=20, titanium=5, rare_earth=5, astronauts=(2, 2, 2), waiting=(0, 3, 0)
        )

    s = s._clone()
    fn(s.data)
    s = s.apply(f"P{me + 1} command astronaut=technician which=build")
    free = next(a for a in s.legal_actions() if a.kind == "build" and a["structure"] == "dome")
    s = s.apply(free)
    s = s.apply(f"P{me + 1} house astronaut=technician")
    # SB-CAPACITY: the dome is full, so the house step closes by itself
    assert s.phase != "house_step" and s.data["agencies"][me]["waiting"] == (0, 2, 0)


def test_flow_scenarios_take_their_edges():
    from lunarrules.kernel.flow import trace_transitions

    from .flow_scenarios import SCENARIOS

    with trace_transitions() as taken:
        for fn in SCENARIOS.values():
            fn()
    edges = {(a, b) for g, a, b in taken if g == G.id}
    assert {
        ("resolve", "house_step"),
        ("resolve", "bonus_step"),
        ("maintenance", "maintenance_house"),
        ("maintenance", "maintenance_income"),
    } <= edges
