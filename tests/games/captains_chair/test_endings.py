"""The two endings: resolution with final scoring, and the Burn (seed: Objetivo do Jogo)."""

from __future__ import annotations

import pytest

from lunarrules.errors import GameOver
from lunarrules.games.captains_chair.legal import missions_for
from lunarrules.games.captains_chair.scoring import breakdown, burn_outcome, final_outcome

from .helpers import GAME, edit, give, me, position, rule_ids


def _end_turn(s):
    who, turn = s.to_act, s.data["turn"]
    while not s.is_over and s.data["turn"] == turn:
        legal = s.legal_actions()
        pick = [a for a in legal if a.kind in ("end_actions", "skip_control")]
        s = s.apply(pick[0] if pick else legal[0])
    return s, who


def _trigger_resolution(s):
    return edit(
        s,
        lambda t: (
            t.data.__setitem__("resolution", True),
            t.data.__setitem__("rounds_left", 2),
            t.data.__setitem__("stardates", ("sd_2p_4",)),
            t.data.__setitem__("stardate_glory", 0),
        ),
    )


@pytest.mark.english
def test_resolution_triggered_by_the_first_player_ends_after_one_more_round():
    s = position(seed=1)
    first = s.data["first_player"]
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
    first = s.data["first_player"]
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
    assert me(s2).pool[2] == 1 and s2.data["stardate_glory"] == 0


def _drop_incidents(t):
    """Take every incident out of both players' hands, draw piles and discards."""
    for pl in t.data["seats"]:
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
        t.data["incidents"] = ("inc_diplomatic_row.1",)

    s = edit(s, setup)
    s2 = s.apply(f"P{p + 1} play card=mk_saboteur.1 target=- may=no glory_dil=0 glory_lat=0")
    assert s2.is_over and s2.phase == "end_burn"  # CC-BURN
    assert s2.outcome.winners == (1 - p,)  # 1 incident against 2 (CC-BURN-COUNT)
    assert f"P{p + 1} 2" in s2.outcome.tiebreak and f"P{2 - p} 1" in s2.outcome.tiebreak
    with pytest.raises(GameOver):
        s2.apply(f"P{p + 1} end_actions")


@pytest.mark.english
def test_burn_count_excludes_the_reserve_but_counts_the_log_and_play():
    s = position()
    p = s.to_act

    def setup(t):
        _drop_incidents(t)
        give(t, p, "inc_hull_breach.1", "reserve")
        give(t, p, "inc_hull_breach.2", "reserve")
        give(t, 1 - p, "inc_crew_fatigue.1", "captains_log")

    s = edit(s, setup)
    assert breakdown(s, p)["incidents"] == 0
    assert breakdown(s, 1 - p)["incidents"] == 1
    _, winners, _, why = burn_outcome(s)
    assert winners == [p] and "fewest incidents" in why


@pytest.mark.english
def test_burn_tie_goes_to_final_scoring_then_is_shared():
    s = position()
    p = s.to_act

    def setup(t):
        _drop_incidents(t)
        t.data["seats"][p].pool[2] += 50

    s = edit(s, setup)
    _, winners, _, why = burn_outcome(s)
    assert winners == [p] and "final scoring decides" in why  # CC-BURN-TIE
    totals = final_outcome(s)[0]
    diff = totals[p] - totals[1 - p]
    s = edit(
        s,
        lambda t: t.data["seats"][1 - p].pool.__setitem__(2, t.data["seats"][1 - p].pool[2] + diff),
    )
    _, winners, _, why = burn_outcome(s)
    assert winners == [0, 1] and "both players win" in why  # CC-FINAL-TIE


def _bare(t, p):
    """Empty player ``p``'s hand, decks, discard and areas (test setup)."""
    pl = t.data["seats"][p]
    for z in (pl.hand, pl.draw, pl.discard, pl.draw_top, pl.play_area):
        z[:] = []
    pl.fleet, pl.locations, pl.captains_log, pl.ships, pl.duty_officer, pl.staging = (
        (),
        (),
        (),
        {},
        None,
        (),
    )
    pl.status = None
    for loc in t.data["neutral_zone"]:
        t.data["away_teams"] = {**t.data["away_teams"], loc: (0, 0)}


def test_final_scoring_parts():
    s = position(crew_side="advanced")
    p = s.to_act

    def setup(t):
        _bare(t, p)
        pl = t.data["seats"][p]
        give(t, p, "mk_cruiser.1", "fleet")  # printed 2 + endgame 1
        give(t, p, "loc_colony_world", "locations")  # printed 2 + endgame 1 per location
        give(t, p, "loc_gas_giant", "locations")  # printed 2
        give(t, p, "mer_historian", "captains_log")  # printed 1 in the Captain's Log
        give(t, p, "aur_veterans", "development")  # development: not scored
        give(t, p, "mk_envoy_ally", "reserve")  # reserve: not scored
        pl.pool[:] = [5, 5, 3]  # 3 glory
        pl.missions = (missions_for(t, p)[0].id,)
        loc = t.data["neutral_zone"][0]
        a = [0, 0]
        a[p] = 2
        t.data["away_teams"] = {**t.data["away_teams"], loc: tuple(a)}

    s = edit(s, setup)
    b = breakdown(s, p)
    assert b["printed VP"] == 2 + 2 + 2 + 1 + s.cat.card[me(s).captain].vp
    assert b["glory"] == 3
    assert b["neutral tokens"] == 2
    assert b["endgame operations"] == 1 + 2
    assert b["missions"] == missions_for(s, p)[0].vp  # advanced side (CC-SCORE-MISSIONS)
    scores = s.scores()
    assert scores[p] == sum(v for k, v in b.items() if k != "incidents")


def test_endgame_operations_score_only_on_cards_in_play():
    # published: printed VP on every card but the Reserve and Development; ENDGAME
    # operations only on cards in play, not logged or in the deck (CC-SCORE-ENDGAME)
    s = position()
    p = s.to_act

    def setup(t):
        _bare(t, p)
        give(t, p, "mk_cruiser.1", "fleet")  # in play: printed 2 + endgame 1
        give(t, p, "mk_cruiser.2", "captains_log")  # logged: printed 2 only
        give(t, p, "loc_colony_world", "hand")  # in hand: printed 2 only

    s = edit(s, setup)
    b = breakdown(s, p)
    assert b["printed VP"] == 2 + 2 + 2 + s.cat.card[me(s).captain].vp
    assert b["endgame operations"] == 1


def test_focus_scores_the_best_multiplier_reached_times_the_icons_after_a_mission():
    # published: for each specialty track, the highest multiplier reached times the number
    # of cards with that focus icon (a 'best' icon: the best multiplier of any track);
    # nothing without a completed mission (CC-SCORE-FOCUS)
    s = position()
    p = s.to_act
    crew = s.cat.crews[me(s).crew]
    card = s.cat.card
    assert card["aur_science"].focus == card["mk_scientist.1"].focus == "science"
    assert card["mk_diplomat"].focus == "command" and card["mk_artifact"].focus == "best"

    def setup(t):
        _bare(t, p)
        give(t, p, "aur_science", "discard")
        give(t, p, "mk_scientist.1", "hand")
        give(t, p, "mk_scientist.2", "reserve")  # set aside: no icon
        give(t, p, "mk_diplomat", "captains_log")
        give(t, p, "mk_artifact", "draw")
        t.data["seats"][p].specialty = tuple(
            {"science": 9, "command": 2}.get(tr, 0) for tr in crew.tracks
        )

    s = edit(s, setup)
    assert breakdown(s, p)["specialty focus"] == 0  # no mission completed
    s = edit(s, lambda t: setattr(t.data["seats"][p], "missions", (missions_for(t, p)[0].id,)))
    fm = crew.focus_multiplier
    sci, cmd = max(fm[:10]), max(fm[:3])
    assert sci > cmd > 0 and fm[9] != fm[2]
    assert breakdown(s, p)["specialty focus"] == sci * 2 + cmd * 1 + sci * 1


def test_basic_side_missions_score_no_vp():
    s = position(crew_side="basic")
    p = s.to_act
    s = edit(s, lambda t: setattr(t.data["seats"][p], "missions", (missions_for(t, p)[0].id,)))
    assert breakdown(s, p)["missions"] == 0


def test_specialty_tracks_run_to_15():
    s = position(hand=["aur_science"], pool=[0, 0, 0])
    p = s.to_act
    sci = s.cat.crews[me(s).crew].tracks.index("science")
    spec = [0, 0, 0]
    spec[sci] = 14
    s = edit(s, lambda t: setattr(t.data["seats"][p], "specialty", tuple(spec)))
    s2 = s.apply(f"P{p + 1} play card=aur_science target=- may=no glory_dil=0 glory_lat=0")
    assert me(s2).specialty[sci] == 15
    s3 = edit(
        s2,
        lambda t: setattr(
            t.data["seats"][p], "specialty", tuple(15 if i == sci else 0 for i in range(3))
        ),
    )
    s3 = edit(s3, lambda t: give(t, p, "mk_scientist.1", "hand"))
    s4 = s3.apply(f"P{p + 1} play card=mk_scientist.1 target=- may=no glory_dil=0 glory_lat=0")
    assert me(s4).specialty[sci] == 15
    assert "CC-SPECIALTY-MAX" in rule_ids(s4, len(s3.log))
    assert s.arrange(specialty=[1, 20, 0]).data["seats"][p].specialty == (1, 15, 0)


@pytest.mark.english
def test_final_tie_both_win():
    s = position()
    totals = final_outcome(s)[0]
    p = 0 if totals[0] < totals[1] else 1
    diff = abs(totals[0] - totals[1])
    s = edit(s, lambda t: t.data["seats"][p].pool.__setitem__(2, t.data["seats"][p].pool[2] + diff))
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
    s = edit(s, lambda t: t.data.__setitem__("incidents", t.data["incidents"][:1]))
    s2 = s.apply(f"P{s.to_act + 1} play card=mk_saboteur.1 target=- may=no glory_dil=0 glory_lat=0")
    assert s2.legal_actions() == ()
    with pytest.raises(GameOver) as err:
        s2.apply("P1 end_actions")
    # the refusal cites the rule that ended this game: the Burn
    assert err.value.rule_id == "CC-BURN"
