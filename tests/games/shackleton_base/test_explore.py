"""Explorar a Cratera."""

from __future__ import annotations

import pytest

from lunarrules.games.shackleton_base.content import catalog
from lunarrules.games.shackleton_base.legal import explore_cost, explore_fees, explore_overview

from .helpers import G, at_action, blank_board, edit, refusal, sector

FEE3 = 3  # explore space 3 (row o1 c1 c4 o7) prints a fee of 3 in content.toml


def _row3(players=2, credits=6, astronauts=(1, 1, 1)):
    s = at_action(players)
    me = s.to_act
    other = (me + 1) % players

    def fn(d):
        blank_board(d)
        d["structures"][sector("c1")] = ((other, "dome"),)
        d["structures"][sector("c4")] = ((me, "dome"),)
        d["structures"][sector("o7")] = ((-1, "dome"),)
        d["agencies"][me].update(credits=credits, titanium=0, rare_earth=0, astronauts=astronauts)
        d["agencies"][other]["credits"] = 0

    return edit(s, fn), me, other


def test_fee_row_and_payees():
    s, me, other = _row3()
    assert catalog(G).fees[2] == FEE3
    e = explore_cost(s, 3)
    assert e["activated"] == ["c1", "c4", "o7"]  # SB-EXPLORE-ROW (o1 is empty)
    payees = {r["sector"]: r["payee"] for r in e["sectors"]}
    assert payees == {"o1": None, "c1": f"P{other + 1}", "c4": None, "o7": "supply"}
    assert e["total_fee"] == 6 and e["can_pay"]


def test_engineer_pays_every_fee_then_mines_each_sector():
    s, me, other = _row3()
    s2 = s.apply(f"P{me + 1} explore astronaut=engineer space=3")
    assert s2.data["agencies"][me]["credits"] == 0
    assert s2.data["agencies"][other]["credits"] == FEE3  # SB-EXPLORE-FEE to the owner
    # SB-EXPLORE-NEUTRAL: the neutral dome's fee went to the supply, nobody got it
    assert sum(pl["credits"] for pl in s2.data["agencies"]) == FEE3
    # SB-ENGINEER-MINE: c1 titanium, c4 rare earth, o7 rare earth
    assert s2.data["agencies"][me]["titanium"] == 1 and s2.data["agencies"][me]["rare_earth"] == 2
    assert s2.data["explore"][2] == (me, 0)
    assert s.data["agencies"][me]["credits"] == 6  # the old state is unchanged


@pytest.mark.english
def test_cannot_place_without_paying_all_fees_first():
    s, me, _ = _row3(credits=5)
    err = refusal(s, f"P{me + 1} explore astronaut=technician space=3")
    assert err.rule_id == "SB-EXPLORE-PAY-FIRST"
    assert "6 credits" in str(err) and "you have 5" in str(err)


def test_own_sectors_are_free_and_technicians_earn_three_per_sector():
    s, me, _ = _row3()
    s2 = s.apply(f"P{me + 1} explore astronaut=technician space=3")
    # SB-EXPLORE-OWN: c4 (own dome) is activated without a fee: 2 fees, not 3
    assert explore_cost(s, 3)["sectors"][2]["fee"] == 0
    # paid 6, earned 3 x 3 activated sectors [SB-TECH-CREDITS]
    assert s2.data["agencies"][me]["credits"] == 6 - 6 + 9


def test_fee_goes_to_the_largest_structure():
    s = at_action(3)
    me = s.to_act
    a, b = (me + 1) % 3, (me + 2) % 3

    def fn(d):
        blank_board(d)
        d["structures"][sector("c1")] = ((a, "dome"), (b, "workshop"))
        for q in range(3):
            d["agencies"][q]["credits"] = 0
        d["agencies"][me]["credits"] = 3

    s = edit(s, fn)
    s2 = s.apply(f"P{me + 1} explore astronaut=engineer space=3")
    assert s2.data["agencies"][b]["credits"] == FEE3 and s2.data["agencies"][a]["credits"] == 0


def test_taken_space_and_unknown_space_are_refused():
    s, me, other = _row3()
    s = edit(s, lambda d: d["explore"].__setitem__(2, (other, 1)))
    err = refusal(s, f"P{me + 1} explore astronaut=engineer space=3")
    assert err.rule_id == "SB-EXPLORE-SPACE" and f"P{other + 1}" in str(err)
    err = refusal(s, f"P{me + 1} explore astronaut=engineer space=16")
    assert err.rule_id == "SB-EXPLORE-SPACE" and "1..15" in str(err)
    err = refusal(s, f"P{me + 1} explore astronaut=pilot space=4")
    assert err.rule_id == "SB-ASTRONAUT"


@pytest.mark.english
def test_astronaut_must_be_on_your_shuttle_tile():
    s, me, _ = _row3(astronauts=(0, 2, 1))
    err = refusal(s, f"P{me + 1} explore astronaut=engineer space=3")
    assert err.rule_id == "SB-ASTRONAUT" and "engineer 0" in str(err)


def _scientist_row7(markers):
    s = at_action(2)
    me = s.to_act

    def fn(d):
        blank_board(d)
        d["structures"][sector("c1")] = ((me, "dome"),)
        d["structures"][sector("c2")] = ((me, "workshop"),)
        d["markers"] = dict(markers)
        d["agencies"][me]["astronauts"] = (0, 0, 2)

    return edit(s, fn), me


@pytest.mark.english
def test_scientist_activates_one_marker_per_sector_each_once():
    # space 4 touches c1 and c2; space 6 touches c2 and c3
    s, me = _scientist_row7({4: ("artemis_tours", "a"), 6: ("moon_mining", "a")})
    s = s.apply(f"P{me + 1} explore astronaut=scientist space=7")
    # SB-SCIENTIST-MARKERS: one marker per activated sector, in row order
    assert s.phase == "marker_step" and s.data["step"] == ("marker", "c1")
    assert "SB-MAIN-ACTIONS" in s.log[-1].rules
    credits = s.data["agencies"][me]["credits"]
    s = s.apply(f"P{me + 1} activate_marker space=4")
    assert s.data["agencies"][me]["credits"] == credits + 2  # Artemis marker: 2 credits, 1 rep
    assert s.data["step"] == ("marker", "c2")
    err = refusal(s, f"P{me + 1} activate_marker space=4")
    assert err.rule_id == "SB-MARKER-ONCE" and "already activated" in str(err)
    err = refusal(s, f"P{me + 1} activate_marker space=2")
    assert err.rule_id == "SB-MARKER-ONCE" and "no corporation marker" in str(err)
    s = s.apply(f"P{me + 1} activate_marker space=6")
    assert s.phase == "action" and s.to_act != me


def test_scientist_step_is_skipped_when_the_only_marker_was_used():
    s, me = _scientist_row7({4: ("artemis_tours", "a")})
    # the explainer counts one activation: c1 and c2 share their only marker
    assert explore_cost(s, 7)["yields"]["scientist"] == {
        "marker_activations": 1,
        "sectors": ["c1", "c2"],
    }
    s2, _ = _scientist_row7({4: ("artemis_tours", "a"), 6: ("moon_mining", "a")})
    assert explore_cost(s2, 7)["yields"]["scientist"]["marker_activations"] == 2
    s = s.apply(f"P{me + 1} explore astronaut=scientist space=7")
    s = s.apply(f"P{me + 1} activate_marker space=4")
    assert s.phase == "action"  # c2's only marker was activated for c1 already


@pytest.mark.english
def test_explainer_overview_matches_the_engine():
    s, me, _ = _row3(players=2, credits=5)
    rows = explore_overview(s)
    assert len(rows) == 15
    row3 = rows[2]
    assert row3["total_fee"] == 6 and row3["can_pay"] is False
    assert row3["engineer"] == "1 titanium, 2 rare earth"
    assert row3["technician"] == "9 credits"
    legal_spaces = {a["space"] for a in s.legal_actions() if a.kind == "explore"}
    assert legal_spaces == {r["space"] for r in rows if r["can_pay"] and not r["taken_by"]}


def test_explainer_agrees_with_the_engine_in_random_positions():
    import random

    for seed in range(4):
        s = G.new(players=2 + seed % 3, seed=seed)
        rng = random.Random(seed)
        while not s.is_over:
            if s.phase == "action":
                rows = explore_overview(s)
                legal = {a["space"] for a in s.legal_actions() if a.kind == "explore"}
                assert legal == {r["space"] for r in rows if r["can_pay"] and not r["taken_by"]}
                for r in rows:
                    e = explore_cost(s, r["space"])
                    assert e["total_fee"] == explore_fees(s, s.to_act, r["space"])[2]
            s = s.apply(rng.choice(s.legal_actions()))


def test_the_view_shows_which_sectors_each_crater_row_touches():
    # SB-EXPLORE-ROW reads the sectors a row points at and SB-SCIENTIST-MARKERS the marker
    # spaces around each sector: the view names both (the map is SB-CRATER-GEOMETRY's)
    from lunarrules.games.shackleton_base import geometry as cr

    v = G.new(players=2, seed=0).view(0)
    assert v["rows"]["1"] == list(cr.ROWS[0]) and len(v["rows"]) == len(cr.ROWS)
    assert v["around"]["c1"] == list(cr.AROUND["c1"])
    assert v["energy"] == 4  # the table itself is still there
