"""Content validation, saves, rule table and graphs."""

from __future__ import annotations

import json
import random

import pytest

import lunarrules as lr
from lunarrules.games.shackleton_base.content import content_problems

from .helpers import G


def test_shipped_content_is_valid():
    assert content_problems(G.content) == []


@pytest.mark.english
def test_user_project_without_cost_is_named():
    with pytest.raises(lr.InvalidContent) as exc:
        G.with_content(
            {"projects": [{"id": "moon_bar", "corp": "artemis_tours", "energy": 1, "vp": 2}]}
        )
    assert "projects[moon_bar]: missing field 'cost'" in str(exc.value)


@pytest.mark.english
def test_user_content_errors_are_all_listed():
    bad = {
        "corporations": [
            {
                "id": "selenium_research",
                "name": "Selenium Research",
                "markers": ["a", "a", "b", "b"],
                "marker_gain": {"a": {"energy": 1}, "b": {"karma": 1}},
                "action": {"cost": {}, "gain": {}},
                "maintenance": {"per": "labs", "gain": {}},
                "end_scoring": {"per": "labs", "vp": 1},
                "goals": [
                    {"stat": "luck", "at_least": 1, "vp": 1},
                    {"stat": "labs", "at_least": 0, "vp": 1, "min_players": 5},
                ],
            }
        ],
        "shuttles": [
            {"id": "r1n1", "round": 1, "number": 1, "astronauts": {"engineer": 7}, "gain": {}}
        ],
    }
    with pytest.raises(lr.InvalidContent) as exc:
        G.with_content(bad)
    text = str(exc.value)
    assert "alternate two types" in text  # SB-SELENIUM-MARKERS
    assert "unknown resource 'karma'" in text
    assert "goals[0].stat" in text and "'luck'" in text  # SB-GOALS
    assert "goals[1].at_least: expected a whole number >= 1, got 0" in text
    assert "goals[1].min_players: expected 2, 3 or 4, got 5" in text
    assert "shuttles[r1n1].astronauts: a tile carries 6 astronauts, got 7" in text


def test_user_content_extends_the_game():
    g = G.with_content(
        {"projects": [{"id": "moon_bar", "corp": "artemis_tours", "cost": 1, "energy": 0, "vp": 1}]}
    )
    assert any(p["id"] == "moon_bar" for p in g.content["projects"])
    s = g.new(players=2, seed=0)
    assert "moon_bar" in set(s.data["visible"]["artemis_tours"]) | set(
        s.data["project_piles"]["artemis_tours"]
    )
    back = g.from_json(s.to_json())
    assert back == s


@pytest.mark.parametrize("players", [2, 3, 4])
def test_json_round_trip_mid_game(players):
    s = G.new(players=players, seed=4, corporations="random")
    rng = random.Random(players)
    for _ in range(60):
        s = s.apply(rng.choice(s.legal_actions()))
    text = s.to_json()
    back = G.from_json(text)
    assert back == s and back.legal_actions() == s.legal_actions()


def test_damaged_save_is_refused():
    s = G.new(players=2, seed=1)
    doc = json.loads(s.to_json())
    doc["players"] = 7
    doc = json.dumps(doc)
    with pytest.raises(lr.InvalidSave) as exc:
        G.from_json(doc)
    assert "players" in str(exc.value)


def test_action_text_round_trips():
    s = G.new(players=3, seed=2)
    rng = random.Random(0)
    while not s.is_over and s.steps < 80:
        for a in s.legal_actions():
            assert G.parse_action(str(a)) == a
        s = s.apply(rng.choice(s.legal_actions()))


def test_every_public_and_assumption_rule_names_its_source():
    for r in G.rules:
        if r.kind == "public":
            assert "Pandasaurus" in r.provenance.source
        if r.kind == "assumption":
            assert len(r.provenance.why) > 20


def test_action_graph_has_the_issue_chains():
    ag = G.action_graph()
    # rare earth -> solar panel -> energized sector -> build
    assert ag.has_edge("res:rare_earth", "solar_panel")
    assert ag.has_edge("solar_panel", "res:energized sector")
    assert ag.has_edge("res:energized sector", "build")
    # reputation threshold -> corporation actions
    assert ag.has_edge("res:reputation", "corp_action")
    pg = G.phase_graph()
    assert pg.nodes["action"]["cluster"] == "round/actions/turn"
    assert pg.nodes["maintenance"]["term"] == "Fase de Manutenção"


@pytest.mark.english
def test_start_table_refuses_what_the_setup_fixes():
    # [start] once accepted reputation, vp and energy and setup ignored them
    with pytest.raises(lr.InvalidContent) as exc:
        G.with_content({"start": {"credits": 6, "reputation": 3, "vp": 2, "energy": 1}})
    text = str(exc.value)
    assert (
        "start.reputation: cannot be set here: every agency's reputation starts at 0 "
        "(SB-REP-MARKER-START)" in text
    )
    assert "start.vp: cannot be set here: every agency's VP start at 0 (SB-VP-START)" in text
    assert "start.energy: cannot be set here: energy is one shared track" in text
    assert "[start] sets credits, titanium, rare_earth" in text
    with pytest.raises(lr.InvalidContent) as exc:
        G.with_content({"start": {"karma": 1}})
    assert "start: unknown field 'karma'; its fields are credits, rare_earth, titanium" in str(
        exc.value
    )
    g = G.with_content({"start": {"credits": 9, "titanium": 0, "rare_earth": 2}})
    s = g.new(players=2, seed=0)
    assert all(
        (pl["credits"], pl["titanium"], pl["rare_earth"]) == (9, 0, 2) for pl in s.data["agencies"]
    )  # SB-START-RESOURCES


@pytest.mark.english
def test_structure_counts_are_the_published_ones():
    # SB-STRUCTURE-COUNTS: each player has 5 domes, 3 workshops, 3 labs and 1 HQ; the sample
    # once had 4 domes and 2 workshops, so a base kept 3 domes after setup instead of 4
    from .helpers import at_action

    s = at_action(2)
    cat = s.cat
    counts = {k: v["count"] for k, v in cat.structures.items()}
    assert counts == {"dome": 5, "workshop": 3, "lab": 3, "hq": 1}
    for p in range(2):
        built = sum(1 for st in s.data["agencies"][p]["structures"] if st[0] == "dome")
        assert counts["dome"] - built == 4
    assert len(cat.dome_bonus) == 5
    with pytest.raises(lr.InvalidContent) as exc:
        G.with_content(
            {
                "structures": [
                    {"id": "workshop", "size": 2, "count": 2, "capacity": 1, "cost": {"credits": 3}}
                ]
            }
        )
    assert (
        "structures[workshop].count: each agency has 3 workshops (SB-STRUCTURE-COUNTS), got 2"
    ) in str(exc.value)


@pytest.mark.english
def test_a_sixth_dome_is_refused_and_the_fifth_is_not():
    # SB-STRUCTURE-COUNTS: 5 domes per agency; with 4 built the fifth may still be built
    from .helpers import at_action

    s = at_action(2)
    me = s.to_act
    s = s._clone()
    pl = s.data["agencies"][me]
    first = pl["structures"][0]
    domes = tuple(("dome", i, sec, ()) for i, sec in enumerate(("c1", "c2", "c3", "c4")))
    s.data["central_panels"] = 1
    pl.update(credits=20, titanium=5, rare_earth=5, structures=(first,) + domes[1:])
    s = s.apply(f"P{me + 1} command astronaut=technician which=build")
    assert any(a.kind == "build" and a["structure"] == "dome" for a in s.legal_actions())
    s = s._clone()  # a fresh state: the legal actions above were worked out with 4 domes
    s.data["agencies"][me]["structures"] = s.data["agencies"][me]["structures"] + (
        ("dome", 4, "c5", ()),
    )
    with pytest.raises(lr.RuleViolation) as exc:
        s.apply(f"P{me + 1} build structure=dome sector=o1")
    assert exc.value.rule_id == "SB-STRUCTURE-COUNTS"
    assert "all 5 of your domes are built" in str(exc.value)
