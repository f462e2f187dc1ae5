"""Objectives, the reputation track, maintenance and final scoring."""

from __future__ import annotations

import pytest

from lunarrules.games.shackleton_base import legal, moves, scoring
from lunarrules.games.shackleton_base.content import catalog

from .helpers import G, at_action, blank_board, edit

CAT = catalog(G)


def _last_turn(players=2, **player):
    """The last astronaut of the round: the next turn end runs maintenance."""
    s = at_action(players)
    me = s.to_act

    def fn(d):
        blank_board(d)
        for q in range(players):
            d["agencies"][q].update(
                astronauts=(0, 0, 0),
                credits=0,
                structures=(),
                projects=(),
                vp=0,
                reputation=0,
                waiting=(0, 0, 0),
                leader=None,
            )
        d["agencies"][me].update(astronauts=(1, 0, 0))
        d["agencies"][me].update(player)
        d["corporations"] = ("artemis_tours", "moon_mining", "selenium_research")
        d["gateway"] = [0, 0, 0]

    return edit(s, fn), me


def _play_gateway_and_pass(s, me):
    s = s.apply(f"P{me + 1} gateway astronaut=engineer")
    while s.to_act == me and s.phase in ("take_step", "corp_step"):
        s = s.apply(f"P{me + 1} corp_done" if s.phase == "corp_step" else s.legal_actions()[0])
    return s


@pytest.mark.parametrize(
    "start,delta,vp0,rep,vp",
    [
        (13, 5, 0, 15, 3),
        (4, 2, 0, 6, 0),
        # SB-REP-LIMITS: 3 steps below 0 cost 6 VP, as far as the VP go [SB-VP-FLOOR]
        (2, -5, 10, 0, 4),
        (2, -5, 5, 0, 0),
        (2, -5, 0, 0, 0),
    ],
)
def test_reputation_track_limits(start, delta, vp0, rep, vp):
    s, me = _last_turn(reputation=start, vp=vp0)
    s = s._clone()
    change = scoring.reputation(s, me, delta)
    assert s.data["agencies"][me]["reputation"] == rep and s.data["agencies"][me]["vp"] == vp
    assert change == vp - vp0


def test_vp_never_drop_below_zero_on_any_loss():
    s, me = _last_turn(vp=3)
    s = s._clone()
    assert scoring.score(s, me, -5) == -3 and s.data["agencies"][me]["vp"] == 0  # SB-VP-FLOOR
    s.data["agencies"][me]["vp"] = 1
    moves.pay(s, me, {"vp": 4})  # a cost in VP takes only what there is
    moves.gain(s, me, {"vp": -2})
    assert s.data["agencies"][me]["vp"] == 0


@pytest.mark.english
@pytest.mark.parametrize("vp0,vp", [(0, 0), (3, 0), (5, 1)])
def test_unpaid_upkeep_at_reputation_zero_costs_vp_if_able(vp0, vp):
    # the case: reputation 0 and upkeep unpaid took VP 0 below 0. A workshop's
    # upkeep is 2 (Moon Mining's maintenance pays titanium for it, not credits); the last
    # astronaut explores an empty row, so nothing pays the 2 credits
    s, me = _last_turn(structures=(("workshop", 0, "c1", ()),), reputation=0, vp=vp0, credits=0)
    s = s.apply(f"P{me + 1} explore astronaut=engineer space=1")
    pl = s.data["agencies"][me]
    assert pl["reputation"] == 0 and pl["vp"] == vp  # SB-REP-LIMITS, SB-VP-FLOOR
    ev = [e for e in s.log if "SB-UNPAID" in e.rules and e.actor == me][-1]
    assert f"2 unpaid: -0 reputation, 2 below 0: -{vp0 - vp} VP" in ev.text
    assert "SB-VP-FLOOR" in ev.rules
    assert ("of 4 (VP cannot go below 0)" in ev.text) == (vp0 < 4)


@pytest.mark.english
def test_objective_claimed_at_end_of_own_turn_with_reputation_bonus():
    domes = tuple(("dome", i, sec, ()) for i, sec in enumerate(("c1", "c2", "c3")))
    s, me = _last_turn(structures=domes, reputation=6, credits=50)
    s = edit(s, lambda d: d["agencies"][me].update(astronauts=(2, 0, 0)))
    s2 = _play_gateway_and_pass(s, me)
    # Artemis Tours goal 2: 3 domes -> 3 VP, +2 at reputation 6
    # [SB-OBJECTIVES, SB-REP-OBJECTIVE-BONUS]
    assert s2.data["agencies"][me]["objectives"] == ("artemis_tours",)
    assert s2.data["agencies"][me]["vp"] == 3 + 2
    ev = [e for e in s2.log if "SB-OBJECTIVES" in e.rules]
    assert ev and "3 VP + 2" in ev[-1].text


def _domes(n):
    return tuple(("dome", i, sec, ()) for i, sec in enumerate(("c1", "c2", "c3", "c4")[:n]))


def _turn_with_goals(players=2, rival_domes=0, claimed=(), **player):
    """``me`` ends a turn (a Gateway visit, not the round's last) with ``player``'s table;
    the next seat holds ``rival_domes`` domes; ``claimed``: goal slots already taken."""
    s, me = _last_turn(players=players, **player)
    rival = (me + 1) % players

    def fn(d):
        d["agencies"][me]["astronauts"] = (2, 0, 0)
        d["agencies"][rival].update(structures=_domes(rival_domes), astronauts=(1, 0, 0))
        d["goals"] = tuple((c, i, rival if q == "rival" else me) for c, i, q in claimed)
        d["agencies"][rival]["objectives"] = tuple(c for c, _, q in claimed if q == "rival")

    return edit(s, fn), me, rival


@pytest.mark.english
def test_a_goal_claimed_by_another_agency_cannot_be_claimed_again():
    # Artemis Tours goals: 2 domes 2 VP, 3 domes 3 VP, 4 domes 5 VP (3-4 players only)
    s, me, rival = _turn_with_goals(structures=_domes(3), claimed=[("artemis_tours", 1, "rival")])
    s = _play_gateway_and_pass(s, me)
    # SB-GOAL-SLOT: the 3-dome slot is the rival's; the 2-dome slot is still empty
    assert s.data["agencies"][me]["objectives"] == ("artemis_tours",)
    assert s.data["agencies"][me]["vp"] == 2
    assert ("artemis_tours", 0, me) in s.data["goals"]
    ev = [e for e in s.log if "SB-GOAL-SLOT" in e.rules][-1]
    assert ev.text == "claims goal 1 of Artemis Tours (2 domes): 2 VP + 0 for reputation 0"
    assert legal.goal_problem(s, me, "artemis_tours", 1) == (
        "you already claimed a goal of Artemis Tours (one per corporation)"
    )
    s2 = edit(s, lambda d: d["agencies"][me].update(objectives=()))
    assert legal.goal_problem(s2, me, "artemis_tours", 1) == (
        f"goal 2 of Artemis Tours is already claimed by P{rival + 1}: its slot is taken"
    )


def test_every_slot_taken_means_no_goal():
    s, me, rival = _turn_with_goals(structures=_domes(3), claimed=[("artemis_tours", 0, "rival")])
    s = edit(s, lambda d: d.update(goals=d["goals"] + (("artemis_tours", 1, rival),)))
    s = _play_gateway_and_pass(s, me)
    assert s.data["agencies"][me]["objectives"] == () and s.data["agencies"][me]["vp"] == 0


def test_one_goal_per_corporation_the_most_valuable_one_met():
    s, me, _ = _turn_with_goals(structures=_domes(3))
    s = _play_gateway_and_pass(s, me)
    # SB-OBJECTIVES / SB-GOAL-CHOICE: 2 and 3 domes are both met; one claim, worth 3
    assert (
        s.data["agencies"][me]["objectives"] == ("artemis_tours",)
        and s.data["agencies"][me]["vp"] == 3
    )
    assert [g for g in s.data["goals"] if g[0] == "artemis_tours"] == [("artemis_tours", 1, me)]
    # a later turn does not claim a second Artemis Tours goal
    s = edit(s, lambda d: d["agencies"][me].update(structures=_domes(4), astronauts=(1, 0, 0)))
    while s.to_act != me:
        s = s.apply(s.legal_actions()[0])
    s = _play_gateway_and_pass(s, me)
    assert [g for g in s.data["goals"] if g[0] == "artemis_tours"] == [("artemis_tours", 1, me)]
    assert s.data["agencies"][me]["objectives"] == ("artemis_tours", "moon_mining")  # 4 structures


@pytest.mark.english
def test_slots_for_three_and_four_players():
    # 4 domes: the 5 VP slot is for 3-4 players only [SB-GOAL-SLOT]
    s, me, _ = _turn_with_goals(players=2, structures=_domes(4))
    s = _play_gateway_and_pass(s, me)
    assert ("artemis_tours", 1, me) in s.data["goals"]
    assert legal.goal_problem(s, 1 - me, "artemis_tours", 2) == (
        "goal 3 of Artemis Tours is for 3 or more players; this game has 2"
    )
    s, me, _ = _turn_with_goals(players=3, structures=_domes(4))
    s = _play_gateway_and_pass(s, me)
    assert ("artemis_tours", 2, me) in s.data["goals"]


def test_goals_are_claimed_only_at_the_end_of_your_own_turn():
    # the rival meets 2 domes but my turn ends: the rival claims nothing yet
    s, me, rival = _turn_with_goals(rival_domes=2)
    s = _play_gateway_and_pass(s, me)
    assert (
        s.to_act == rival
        and s.data["agencies"][rival]["objectives"] == ()
        and s.data["goals"] == ()
    )
    s = s.apply(f"P{rival + 1} gateway astronaut=engineer")
    while s.to_act == rival and s.phase in ("take_step", "corp_step"):
        s = s.apply(f"P{rival + 1} corp_done" if s.phase == "corp_step" else s.legal_actions()[0])
    assert s.data["goals"] == (("artemis_tours", 0, rival),)  # SB-OBJECTIVES


def test_maintenance_income_upkeep_and_unpaid_reputation():
    # a dome with a technician (3 credits), an HQ with 2 astronauts (+2 reputation),
    # reputation 5 (upkeep +2), structures 1 + 4 = 5 upkeep
    structs = (("dome", 0, "c1", (1,)), ("hq", 0, "c2", (0, 2)))
    s, me = _last_turn(structures=structs, reputation=5, credits=0, leader=("navigator", "A"))
    s2 = _play_gateway_and_pass(s, me)
    pl = s2.data["agencies"][me]
    # SB-MAINTENANCE order: corporation maintenance (SB-CORP-EFFECTS: Artemis +1 per dome),
    # income (SB-DOME: technician +3; SB-HQ: +1 reputation per astronaut; SB-LEADER-ABILITY:
    # face A +2 and the HQ upgrade +2 credits, +1 titanium), then SB-UPKEEP:
    # 2 (SB-REP-MAINTENANCE at reputation 7) + 1 + 4 = 7
    income = 3 + 1 + 3 + 2 + 2
    assert pl["reputation"] == 7 - max(0, 7 - income)
    assert pl["credits"] == max(0, income - 7)
    assert s2.phase == "shuttle_pick" and s2.data["round"] == 2
    assert s2.data["slots"] == {"build": (), "fund": (), "corp": ()}
    assert all(x is None for x in s2.data["explore"])


@pytest.mark.english
def test_unpaid_upkeep_costs_reputation():
    structs = (("lab", 0, "c1", ()), ("lab", 1, "c2", ()), ("workshop", 0, "c3", ()))
    s, me = _last_turn(structures=structs, reputation=3, credits=0)
    s = edit(s, lambda d: d["agencies"][me].update(astronauts=(0, 0, 0)))
    s = edit(
        s, lambda d: d.update(corporations=("artemis_tours", "moon_mining", "regolith_logistics"))
    )
    s = s._clone()
    titanium = s.data["agencies"][me]["titanium"]
    s.goto("resolve")
    s.goto("turn_end")
    moves._turn_end(s, me)
    pl = s.data["agencies"][me]
    # corporation maintenance first: Moon Mining +1 titanium per workshop, Regolith
    # Logistics +1 credit per sector (3); upkeep 1 (reputation 3) + 3 + 3 + 2 = 9
    assert pl["titanium"] == titanium + 1 and pl["credits"] == 0
    # 3 paid, 6 unpaid: reputation 3 - 6 stops at 0 and the 3 below would cost 2 VP each,
    # but there are none to lose (SB-VP-FLOOR)
    assert pl["reputation"] == 0 and pl["vp"] == 0  # SB-UNPAID, SB-REP-LIMITS
    ev = [e for e in s.log if "SB-UNPAID" in e.rules]
    assert (
        ev
        and (
            "upkeep 9, paid 3, 6 unpaid: -3 reputation, 3 below 0: -0 VP of 6 "
            "(VP cannot go below 0)"
        )
        in ev[-1].text
    )


def test_engineer_workshop_cuts_upkeep_by_three():
    s, me = _last_turn(structures=(("workshop", 0, "c1", (0,)),), reputation=0)
    assert legal.upkeep(s, me) == {
        "reputation": 0,
        "structures": 2,
        "engineer_workshops": -3,
        "total": 0,
    }
    s, me = _last_turn(structures=(("workshop", 0, "c1", (1,)), ("hq", 0, "c2", ())), reputation=9)
    assert legal.upkeep(s, me)["total"] == 3 + 2 + 4


@pytest.mark.english
def test_maintenance_housing_is_a_choice_in_turn_order():
    # SB-HOUSE: "... só poderá fazê-lo na próxima Fase de Manutenção"; SB-MAINT-HOUSE: when
    structs = (("dome", 0, "c1", ()), ("lab", 1, "c2", ()))
    s, me = _last_turn(structures=structs, waiting=(0, 2, 1))
    s = _play_gateway_and_pass(s, me)
    assert s.phase == "maintenance_house" and s.to_act == me
    legal = {str(a) for a in s.legal_actions()}
    # SB-BASE-SPARE: 3 waiting, 1 spare slot, so stopping is not offered yet
    assert legal == {
        f"P{me + 1} house_at astronaut={t} structure={i}"
        for t in ("technician", "scientist")
        for i in (1, 2)
    }
    s = s.apply(f"P{me + 1} house_at astronaut=scientist structure=1")
    assert s.data["agencies"][me]["structures"][0][3] == (2,)
    from .helpers import refusal

    err = refusal(s, f"P{me + 1} house_at astronaut=technician structure=1")
    assert err.rule_id == "SB-CAPACITY" and "full (1 of 1)" in str(err)
    err = refusal(s, f"P{me + 1} house_at astronaut=technician structure=7")
    assert err.rule_id == "SB-MAINT-HOUSE" and "1..2" in str(err)
    s = s.apply(f"P{me + 1} house_at astronaut=technician structure=2")
    s = s.apply(f"P{me + 1} house_at astronaut=technician structure=2")
    # nothing left to house: income and upkeep follow, then round 2's shuttle draft
    assert s.phase == "shuttle_pick" and s.data["agencies"][me]["structures"][1][3] == (1, 1)
    assert s.data["agencies"][me]["waiting"] == (0, 0, 0)


def test_maintenance_housing_can_stop_early():
    s, me = _last_turn(structures=(("dome", 0, "c1", ()),), waiting=(1, 0, 0))
    s = _play_gateway_and_pass(s, me)
    s = s.apply(f"P{me + 1} house_done")
    assert s.phase == "shuttle_pick" and s.data["agencies"][me]["waiting"] == (1, 0, 0)


def test_final_scoring_breakdown():
    s, me = _last_turn()
    s = s._clone()
    s.data["agencies"][me].update(
        vp=4,
        reputation=7,
        projects=("mass_driver", "lunar_hotel"),
        structures=(("lab", 0, "c1", (0, 0)), ("lab", 2, "c2", (2, 2, 2)), ("dome", 0, "c3", ())),
    )
    row = scoring.final_breakdown(s, me)
    # SB-END-SCORING: projects 4 + 3; SB-LAB-VP: labs 5 (2 engineers) + 10 (3 scientists);
    # reputation 7;
    # corporations: Artemis 1/dome, Moon Mining 2/workshop, Selenium 2/lab
    assert row == {
        "track": 4,
        "projects": 7,
        "labs": 15,
        "reputation": 7,
        "corporations": 1 + 0 + 4,
        "total": 4 + 7 + 15 + 7 + 5,
    }


def _final(players, totals_rep):
    s = at_action(players)
    s = s._clone()
    for q, (vp, rep) in enumerate(totals_rep):
        s.data["agencies"][q].update(vp=vp - rep, reputation=rep, projects=(), structures=())
    s.goto("resolve")
    s.goto("turn_end")
    s.goto("maintenance")
    s.goto("maintenance_income")
    s.goto("final_scoring")
    scoring.final_scoring(s)
    return s.outcome


@pytest.mark.english
def test_winner_and_tie_breaks():
    out = _final(3, [(10, 2), (12, 1), (9, 9)])
    assert out.winners == (1,) and out.scores == (10, 12, 9)  # SB-GOAL: most VP
    out = _final(3, [(12, 2), (12, 5), (9, 9)])
    assert out.winners == (1,) and "reputation decides" in out.tiebreak  # SB-TIEBREAK
    out = _final(2, [(12, 5), (12, 5)])
    assert out.winners == (0, 1) and "shared" in out.tiebreak


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_full_game_lasts_three_rounds(players):
    import random

    s = G.new(players=players, seed=11)
    rng = random.Random(3)
    rounds = set()
    while not s.is_over:
        rounds.add(s.data["round"])
        s = s.apply(rng.choice(s.legal_actions()))
    assert rounds == {1, 2, 3}  # SB-ROUNDS
    assert len(s.outcome.breakdown) == players
    assert s.outcome.scores == tuple(r["total"] for r in s.outcome.breakdown)
    placed = sum(1 for a in s.actions if a.kind in ("explore", "command", "gateway"))
    assert placed == 3 * 6 * players  # SB-TURN: 6 astronauts per player per round
