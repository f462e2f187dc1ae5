"""The two endings: resolution with final scoring, and the Burn (seed: Objetivo do Jogo)."""

from __future__ import annotations

import pytest

from lunarrules.errors import GameOver
from lunarrules.games.captains_chair.scoring import breakdown, burn_outcome, final_outcome

from .helpers import GAME, edit, give, me, position


def _end_turn(s):
    who, turn = s.to_act, s.data["turn"]
    while not s.is_over and s.data["turn"] == turn:
        legal = s.legal_actions()
        pick = [a for a in legal if a.kind in ("end_actions", "skip_control")]
        s = s.apply(pick[0] if pick else legal[0])
    return s, who


def _trigger_resolution(s):
    return edit(s, lambda t: (t.data.__setitem__("resolution", True), t.data.__setitem__("rounds_left", 2),
                              t.data.__setitem__("stardates", ("sd_2p_4",)), t.data.__setitem__("sd_glory", 0)))


def test_resolution_triggered_by_the_first_player_ends_after_one_more_round():
    s = position(seed=1)
    first = s.data["first"]
    assert s.to_act == first
    s = _trigger_resolution(s)
    turns = []
    while not s.is_over:
        s, who = _end_turn(s)
        turns.append(who)
    # CC-RESOLUTION-END: until the non-starting player ends a turn, then one more each
    assert turns == [first, 1 - first, first, 1 - first]
    assert s.phase == "end_resolution"
    assert "final scoring" in s.outcome.reason


def test_resolution_triggered_by_the_second_player_ends_after_one_more_round():
    s = GAME.new(seed=1)
    first = s.data["first"]
    s, _ = _end_turn(s)  # the first player's turn, no resolution yet
    assert s.to_act == 1 - first
    s = _trigger_resolution(s)
    turns = []
    while not s.is_over:
        s, who = _end_turn(s)
        turns.append(who)
    assert turns == [1 - first, first, 1 - first]


def test_glory_comes_from_the_supply_after_a_resolution():
    s = _trigger_resolution(position(hand=["mk_diplomat"], pool=[0, 0, 0]))
    s2 = s.apply(f"P{s.to_act + 1} play card=mk_diplomat target=- may=no glory_dil=0 glory_lat=0")
    assert me(s2).pool[2] == 1 and s2.data["sd_glory"] == 0


def _drop_incidents(t):
    """Take every incident out of both players' hands, draw piles and discards."""
    for pl in t.data["p"]:
        for z in (pl.hand, pl.draw, pl.discard):
            z[:] = [u for u in z if t.cat.card[u].suit != "incident"]


def test_the_burn_ends_the_game_at_once_and_fewest_incidents_win():
    s = position(hand=["mk_saboteur.1"], pool=[0, 0, 0])
    p = s.to_act

    def setup(t):
        # the victim holds fewer incidents before the attack: 0 vs the attacker's 2
        _drop_incidents(t)
        give(t, p, "inc_hull_breach.1", "discard")
        give(t, p, "inc_hull_breach.2", "discard")
        t.data["inc"] = ("inc_diplomatic_row.1",)

    s = edit(s, setup)
    s2 = s.apply(f"P{p + 1} play card=mk_saboteur.1 target=- may=no glory_dil=0 glory_lat=0")
    assert s2.is_over and s2.phase == "end_burn"  # CC-BURN
    assert s2.outcome.winners == (1 - p,)  # 1 incident against 2 (CC-BURN-COUNT)
    assert f"P{p + 1} 2" in s2.outcome.tiebreak and f"P{2 - p} 1" in s2.outcome.tiebreak
    with pytest.raises(GameOver):
        s2.apply(f"P{p + 1} end_actions")


def test_burn_count_excludes_the_reserve_but_counts_the_log_and_play():
    s = position()
    p = s.to_act

    def setup(t):
        _drop_incidents(t)
        give(t, p, "inc_hull_breach.1", "reserve")
        give(t, p, "inc_hull_breach.2", "reserve")
        give(t, 1 - p, "inc_crew_fatigue.1", "log")

    s = edit(s, setup)
    assert breakdown(s, p)["incidents"] == 0
    assert breakdown(s, 1 - p)["incidents"] == 1
    _, winners, _, why = burn_outcome(s)
    assert winners == [p] and "fewest incidents" in why


def test_burn_tie_goes_to_final_scoring_then_is_shared():
    s = position()
    p = s.to_act

    def setup(t):
        _drop_incidents(t)
        t.data["p"][p].pool[2] += 50

    s = edit(s, setup)
    _, winners, _, why = burn_outcome(s)
    assert winners == [p] and "final scoring decides" in why  # CC-BURN-TIE
    totals = final_outcome(s)[0]
    diff = totals[p] - totals[1 - p]
    s = edit(s, lambda t: t.data["p"][1 - p].pool.__setitem__(2, t.data["p"][1 - p].pool[2] + diff))
    _, winners, _, why = burn_outcome(s)
    assert winners == [0, 1] and "both players win" in why  # CC-FINAL-TIE


def test_final_scoring_parts():
    s = position()
    p = s.to_act

    def setup(t):
        pl = t.data["p"][p]
        for z in (pl.hand, pl.draw, pl.discard, pl.draw_top):
            z[:] = []
        pl.fleet, pl.locs, pl.log, pl.ships, pl.duty = (), (), (), {}, None
        pl.status = None
        give(t, p, "mk_cruiser.1", "fleet")  # printed 2 + endgame 1
        give(t, p, "loc_colony_world", "locs")  # printed 2 + endgame 1 per location
        give(t, p, "loc_gas_giant", "locs")  # printed 2
        give(t, p, "mer_historian", "log")  # printed 1 in the Captain's Log
        give(t, p, "aur_veterans", "dev")  # development: not scored
        give(t, p, "mk_envoy_ally", "reserve")  # reserve: not scored
        pl.pool[:] = [5, 5, 3]  # 3 glory
        pl.spec = (2, 3, 0)  # focus
        pl.missions = (t.missions_for(p)[0].id,)
        for loc in t.data["neutral"]:
            t.data["away"] = {**t.data["away"], loc: (0, 0)}
        loc = t.data["neutral"][0]
        a = [0, 0]
        a[p] = 2
        t.data["away"] = {**t.data["away"], loc: tuple(a)}

    s = edit(s, setup)
    b = breakdown(s, p)
    crew = s.cat.crews[me(s).crew]
    assert b["printed VP"] == 2 + 2 + 2 + 1
    assert b["glory"] == 3
    assert b["neutral tokens"] == 2
    assert b["endgame operations"] == 1 + 2
    assert b["specialty focus"] == crew.focus_vp[2] + crew.focus_vp[3] + crew.focus_vp[0]
    assert b["missions"] == s.missions_for(p)[0].vp
    scores = s.scores()
    assert scores[p] == sum(v for k, v in b.items() if k != "incidents")


def test_final_tie_both_win():
    s = position()
    totals = final_outcome(s)[0]
    p = 0 if totals[0] < totals[1] else 1
    diff = abs(totals[0] - totals[1])
    s = edit(s, lambda t: t.data["p"][p].pool.__setitem__(2, t.data["p"][p].pool[2] + diff))
    scores, winners, _, why = final_outcome(s)
    assert scores[0] == scores[1] and winners == [0, 1] and "both" in why


def test_random_games_always_end_both_ways():
    import random

    reasons = set()
    for seed in range(200):
        if len(reasons) == 2:
            break
        s = GAME.new(seed=seed)
        rng = random.Random(seed)
        steps = 0
        while not s.is_over:
            legal = s.legal_actions()
            s = s.apply(legal[rng.randrange(len(legal))])
            steps += 1
            assert steps < 2000
        reasons.add(s.phase)
    assert reasons == {"end_resolution", "end_burn"}


def test_act_helper_refuses_after_the_end():
    s = position(hand=["mk_saboteur.1"], pool=[0, 0, 0])
    s = edit(s, lambda t: t.data.__setitem__("inc", t.data["inc"][:1]))
    s2 = s.apply(f"P{s.to_act + 1} play card=mk_saboteur.1 target=- may=no glory_dil=0 glory_lat=0")
    assert s2.legal_actions() == ()
    with pytest.raises(GameOver) as err:
        s2.apply("P1 end_actions")
    # the refusal cites the rule that ended this game: the Burn
    assert err.value.rule_id == "CC-BURN"
