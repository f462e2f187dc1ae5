"""The action step: operations, the 3-action limit, costs, skipped effects, 'may', ATTACK.

Seed: "Passo de Ação" and "Recursos".
"""

from __future__ import annotations

import pytest

from lunarrules.errors import RequirementUnmet, WrongPhase
from lunarrules.games.captains_chair import effects
from lunarrules.games.captains_chair.legal import missions_for

from .helpers import GAME, act, edit, give, me, op_action, play, position, rule_ids, them


def test_action_operation_spends_one_of_three_action_tokens():
    s = position(hand=["mk_scientist.1"], pool=[0, 0, 0], actions=3)
    s2 = play(s, "mk_scientist.1")
    assert me(s2).action_tokens == 2  # CC-ACTION-TOKEN
    assert "CC-ACTION-TOKEN" in rule_ids(s2, len(s.log))


@pytest.mark.english
def test_no_action_token_left_refuses_an_action_operation():
    s = position(hand=["mk_scientist.1", "aur_ensign.1"], pool=[0, 0, 0], actions=0)
    err = s.check(op_action(s, "mk_scientist.1"))
    assert isinstance(err, RequirementUnmet)
    assert err.rule_id == "CC-ACTION-LIMIT"
    assert "0 of 3" in str(err) and "3 actions already taken" in str(err)
    # an operation without the action icon is still possible (CC-ACTION-OPS: not limited)
    assert s.check(op_action(s, "aur_ensign.1")) is None


def test_number_of_free_operations_is_not_limited():
    hand = ["aur_ensign.1", "aur_ensign.2", "aur_ensign.3", "mer_yeoman.1", "mer_yeoman.2"]
    s = position(hand=hand, pool=[0, 0, 0], actions=0)
    for uid in hand:
        s = play(s, uid)
    assert me(s).pool[1] == 5 and me(s).action_tokens == 0


def test_three_actions_then_refused():
    s = position(hand=[], pool=[0, 0, 0], actions=3)
    p = s.to_act
    s = edit(
        s, lambda t: [give(t, p, u, "fleet") for u in ("mk_scout.1", "mk_scout.2", "mk_cruiser.1")]
    )
    loc = s.data["neutral_zone"][0]
    for u in ("mk_scout.1", "mk_scout.2", "mk_cruiser.1"):
        s = play(s, u, target=loc, kind="activate")
    assert me(s).action_tokens == 0
    err = s.check(op_action(s, "aur_flagship", loc, kind="activate"))
    assert err.rule_id == "CC-ACTION-LIMIT"


def test_attack_does_not_change_whether_an_action_is_spent():
    # Saboteur is an ATTACK without the action icon (CC-ATTACK)
    s = position(hand=["mk_saboteur.1"], pool=[0, 0, 0], actions=3)
    s2 = play(s, "mk_saboteur.1")
    assert me(s2).action_tokens == 3
    assert len(them(s2).discard) == len(them(s).discard) + 1
    assert "CC-ATTACK" in rule_ids(s2, len(s.log))


@pytest.mark.english
def test_cost_must_be_paid_in_full_or_the_operation_cannot_start():
    s = position(hand=["inc_hull_breach.1"], pool=[1, 5, 0])
    err = s.check(op_action(s, "inc_hull_breach.1"))
    assert isinstance(err, RequirementUnmet) and err.rule_id == "CC-COST-IN-FULL"
    assert "must spend 2 dilithium, 0 latinum, 0 glory" in str(err)
    assert "your pool has 1 dilithium, 5 latinum, 0 glory" in str(err)
    assert "cannot pay for each other" in str(err)  # CC-NO-CONVERT
    before = s.fingerprint()
    with pytest.raises(RequirementUnmet):
        s.apply(op_action(s, "inc_hull_breach.1"))
    assert s.fingerprint() == before  # nothing half-applied
    # CC-NO-CONVERT: latinum does not pay for dilithium
    assert not [a for a in s.legal_actions() if a.get("card") == "inc_hull_breach.1"]


@pytest.mark.english
def test_do_a_to_do_b_makes_a_a_cost():
    # Medical Supplies: junk an incident from your hand to draw 1 (CC-COST-DEF)
    s = position(hand=["mk_medkit.1", "aur_ensign.1"], pool=[0, 0, 0])
    err = s.check(op_action(s, "mk_medkit.1"))
    assert err.rule_id == "CC-COST-DEF"
    assert "no other incident (2 cards)" in str(err)
    s = position(hand=["mk_medkit.1", "inc_hull_breach.1"], pool=[0, 0, 0])
    s2 = play(s, "mk_medkit.1")
    assert "inc_hull_breach.1" in s2.data["junk"]
    assert "inc_hull_breach.1" not in me(s2).hand


def test_cost_paid_by_incident_then_effect():
    s = position(hand=["inc_hull_breach.1"], pool=[2, 0, 0])
    s2 = play(s, "inc_hull_breach.1")
    assert me(s2).pool[0] == 0
    assert "inc_hull_breach.1" in s2.data["junk"]  # its effect junks it


def test_non_cost_effect_that_cannot_happen_is_skipped():
    s = position(hand=["aur_security"], pool=[0, 0, 0])
    loc = s.data["neutral_zone"][0]
    s = edit(s, lambda t: setattr(t.data["seats"][t.to_act], "away_teams", 0))
    s2 = play(s, "aur_security", target=loc, may=True)
    assert "CC-SKIP-EFFECT" in rule_ids(s2, len(s.log))
    assert s2.data["away_teams"][loc] == (0, 0)
    assert "aur_security" in me(s2).play_area  # the operation still resolved


def test_partial_effect_goes_as_far_as_it_can():
    s = position(hand=["aur_veterans"], pool=[0, 0, 0])
    loc = s.data["neutral_zone"][1]
    s = edit(s, lambda t: setattr(t.data["seats"][t.to_act], "away_teams", 1))
    s2 = play(s, "aur_veterans", target=loc)
    assert s2.data["away_teams"][loc][s.to_act] == 1
    assert "CC-PARTIAL-EFFECT" in rule_ids(s2, len(s.log))


def test_encounter_with_empty_deck_is_skipped():
    s = position(hand=["mer_explorer.1"], pool=[0, 0, 0])
    s = edit(s, lambda t: t.data.__setitem__("encounters", ()))
    s2 = play(s, "mer_explorer.1", may=True)
    assert "CC-SKIP-EFFECT" in rule_ids(s2, len(s.log))
    assert me(s2).specialty[1] == 1  # the mandatory effect still happened


def test_may_effects_are_optional():
    s = position(hand=["aur_security"], pool=[0, 0, 0])
    loc = s.data["neutral_zone"][0]
    p = s.to_act
    yes = play(s, "aur_security", target=loc, may=True)
    no = play(s, "aur_security", target=loc, may=False)
    assert yes.data["away_teams"][loc][p] == 2 and no.data["away_teams"][loc][p] == 1
    # CC-MAY: an operation without a 'may' part refuses may=yes
    s = position(hand=["aur_ensign.1"], pool=[0, 0, 0])
    err = s.check(op_action(s, "aur_ensign.1", may=True))
    assert err.rule_id == "CC-MAY"


@pytest.mark.english
def test_target_must_be_a_neutral_location():
    s = position(hand=["aur_security", "aur_ensign.1"], pool=[0, 0, 0])
    err = s.check(op_action(s, "aur_security", target="-"))
    assert err.rule_id == "CC-TARGET" and "Neutral Zone" in str(err)
    err = s.check(op_action(s, "aur_ensign.1", target=s.data["neutral_zone"][0]))
    assert err.rule_id == "CC-TARGET"


@pytest.mark.english
def test_playing_a_card_not_in_hand_is_refused():
    s = position(hand=["aur_ensign.1"], pool=[0, 0, 0])
    err = s.check(op_action(s, "mk_supplies.1"))
    assert err.rule_id == "CC-ACTION-OPS" and "not in your hand" in str(err)


# ------------------------------------------------------------------ resources
def test_glory_pays_for_dilithium_one_to_one():
    s = position(hand=["inc_hull_breach.1"], pool=[0, 0, 2])
    s2 = play(s, "inc_hull_breach.1", gd=2)
    assert me(s2).pool == [0, 0, 0]
    assert "CC-GLORY-DIL" in rule_ids(s2, len(s.log))


def test_glory_pays_for_latinum_one_to_two_without_change():
    s = position(hand=["inc_diplomatic_row.1"], pool=[0, 0, 1])
    s2 = play(s, "inc_diplomatic_row.1", gl=1)
    assert me(s2).pool == [0, 0, 0]
    # a 1-latinum cost paid with 1 glory gives no change
    s = position(hand=["mer_historian"], pool=[0, 0, 1])
    s2 = play(s, "mer_historian", gl=1)
    assert me(s2).pool[1] == 0  # no latinum back
    assert me(s2).pool[2] == 1  # the glory spent, then 1 gained by the effect
    assert "CC-GLORY-LAT" in rule_ids(s2, len(s.log))


@pytest.mark.english
def test_glory_beyond_the_cost_is_refused():
    s = position(hand=["inc_diplomatic_row.1"], pool=[0, 0, 3])
    err = s.check(op_action(s, "inc_diplomatic_row.1", gl=2))
    assert err.rule_id == "CC-GLORY-NO-OVERPAY"
    assert "at most 0 (dilithium) and 1 (latinum)" in str(err)


def test_reverse_exchange_variant():
    s = position(
        hand=["inc_diplomatic_row.1", "inc_hull_breach.1"],
        pool=[0, 0, 3],
        glory_exchange="published",
    )
    # CC-GLORY-REVERSE: glory = 1 latinum, so 2 latinum needs 2 glory
    err = s.check(op_action(s, "inc_diplomatic_row.1", gl=1))
    assert err.rule_id == "CC-COST-IN-FULL"
    s2 = play(s, "inc_diplomatic_row.1", gl=2)
    assert me(s2).pool == [0, 0, 1]
    # and 1 glory covers 2 dilithium
    s3 = play(s2, "inc_hull_breach.1", gd=1)
    assert me(s3).pool == [0, 0, 0]
    assert "CC-GLORY-REVERSE" in rule_ids(s3, len(s2.log))


@pytest.mark.english
def test_resources_on_market_cards_cannot_be_spent():
    s = position(hand=["inc_hull_breach.1"], pool=[0, 0, 0])
    s = edit(s, lambda t: t.data.__setitem__("market_glory", {t.data["market"]["ship"]: 3}))
    err = s.check(op_action(s, "inc_hull_breach.1", gd=2))
    assert (
        err.rule_id == "CC-COST-IN-FULL"
        and "your pool has 0 dilithium, 0 latinum, 0 glory" in str(err)
    )


def test_gained_dilithium_and_latinum_come_from_the_supply():
    s = position(hand=["mer_chief"], pool=[0, 0, 0])
    glory_before = s.data["stardate_glory"]
    s2 = play(s, "mer_chief")
    assert me(s2).pool[0] == 2 and s2.data["stardate_glory"] == glory_before
    assert "CC-GAIN" in rule_ids(s2, len(s.log))


# ------------------------------------------------------------------ attack
@pytest.mark.english
def test_attack_choice_only_fully_resolvable_options():
    # Mercenary Raiders: opponent discards 1 card or loses 2 latinum
    s = position(hand=["mk_raider_ally.1"], pool=[0, 0, 0], opp_pool=[0, 1, 0])
    s2 = play(s, "mk_raider_ally.1")
    assert s2.phase == "attack_choice" and s2.to_act == 1 - s.to_act
    options = {a["option"] for a in s2.legal_actions()}
    assert options == {0}  # 1 latinum cannot pay 2: only the discard option
    err = s2.check(f"P{s2.to_act + 1} respond option=1 cards=-")
    assert err.rule_id == "CC-ATTACK-CHOICE"
    assert "cannot be fully resolved" in str(err) and "0 dilithium/1 latinum/0 glory" in str(err)
    opp = s2.data["seats"][s2.to_act]
    card = opp.hand[0]
    s3 = act(s2, f"P? respond option=0 cards={card}")
    assert card in s3.data["seats"][s2.to_act].discard
    assert s3.phase == "action" and s3.to_act == s.to_act


def test_attack_choice_both_options_when_both_resolvable():
    s = position(hand=["mk_raider_ally.1"], pool=[0, 0, 0], opp_pool=[0, 2, 0])
    s2 = play(s, "mk_raider_ally.1")
    assert {a["option"] for a in s2.legal_actions()} == {0, 1}
    s3 = act(s2, "P? respond option=1 cards=-")
    assert s3.data["seats"][s2.to_act].pool[1] == 0


def test_attack_choice_when_nothing_can_be_fully_resolved():
    s = position(hand=["mk_raider_ally.1"], pool=[0, 0, 0], opp_hand=[], opp_pool=[0, 1, 0])
    s2 = play(s, "mk_raider_ally.1")
    assert {a["option"] for a in s2.legal_actions()} == {0, 1}  # CC-ATTACK-NONE-FULL
    s3 = act(s2, "P? respond option=1 cards=-")
    assert s3.data["seats"][s2.to_act].pool[1] == 0
    assert "CC-ATTACK-NONE-FULL" in rule_ids(s3, len(s2.log))


def test_respond_is_the_opponents_decision():
    s = position(hand=["mk_raider_ally.1"], pool=[0, 0, 0], opp_pool=[0, 2, 0])
    s2 = play(s, "mk_raider_ally.1")
    err = s2.check(f"P{s.to_act + 1} respond option=1 cards=-")
    assert err.rule_id == "CC-TURN"
    err = s2.check(f"P{s2.to_act + 1} end_actions")
    assert isinstance(err, WrongPhase)


# ------------------------------------------------------------------ other operations
def test_acquire_pays_the_cost_spends_an_action_and_refills():
    s = position(hand=[], pool=[0, 3, 0], actions=1)
    uid = s.data["market"]["cargo"]
    cost = s.cat.card[uid].cost
    s = edit(s, lambda t: t.data.__setitem__("market_glory", {uid: 2}))
    s = edit(
        s, lambda t: t.data["seats"][t.to_act].pool.__setitem__(slice(None), [cost[0], cost[1], 0])
    )
    s2 = act(s, f"P? acquire card={uid} glory_dil=0 glory_lat=0")
    pl = me(s2)
    assert uid in pl.discard and pl.action_tokens == 0 and pl.pool == [0, 0, 2]  # CC-MARKET-GLORY
    assert s2.data["market"]["cargo"] != uid
    err = s2.check(
        f"P{s2.to_act + 1} acquire card={s2.data['market']['ship']} glory_dil=0 glory_lat=0"
    )
    assert err.rule_id == "CC-ACTION-LIMIT"


@pytest.mark.english
def test_acquire_needs_a_face_up_card():
    s = position(hand=[], pool=[5, 5, 0])
    hidden = s.data["market_decks"]["cargo"][0]
    err = s.check(f"P{s.to_act + 1} acquire card={hidden} glory_dil=0 glory_lat=0")
    assert err.rule_id == "CC-ACQUIRE" and "not a face-up market card" in str(err)


def test_develop_moves_a_development_card_to_discard():
    s = GAME.new(seed=3)
    while s.phase != "action":
        s = s.apply(
            s.legal_actions()[0] if s.phase != "control" else f"P{s.to_act + 1} skip_control"
        )
    p = s.to_act
    dev = me(s).development[0]
    cd, cl = s.cat.card[dev].cost
    s = edit(s, lambda t: t.data["seats"][p].pool.__setitem__(slice(None), [cd, cl, 0]))
    s2 = act(s, f"P? develop card={dev} glory_dil=0 glory_lat=0")
    assert dev in me(s2).discard and dev not in me(s2).development and me(s2).action_tokens == 2


def test_activate_once_per_turn():
    s = position(hand=[], pool=[0, 0, 0])
    loc = s.data["neutral_zone"][0]
    s2 = play(s, me(s).captain, target=loc, kind="activate")
    err = s2.check(op_action(s2, me(s).captain, target=loc, kind="activate"))
    assert err.rule_id == "CC-ONE-USE"


def test_duty_officer_and_its_activate_operation():
    s = position(hand=["aur_first_officer"], pool=[0, 1, 0])
    s2 = play(s, "aur_first_officer")
    assert me(s2).duty_officer == "aur_first_officer"
    s3 = play(s2, "aur_first_officer", kind="activate")
    assert me(s3).pool[1] == 0 and me(s3).pool[2] == 1


def test_ship_deploys_and_flies_then_counts_at_the_location():
    s = position(hand=["aur_shuttle"], pool=[0, 0, 0])
    loc = s.data["neutral_zone"][2]
    s2 = play(s, "aur_shuttle", target=loc)
    assert "aur_shuttle" in me(s2).fleet and me(s2).ships["aur_shuttle"] == loc
    assert effects.tokens_at(s2, loc, s.to_act) == 1


@pytest.mark.english
def test_mission_completion():
    s = position(hand=[], pool=[0, 0, 0])
    p = s.to_act
    m = missions_for(s, p)[0]
    err = s.check(f"P{p + 1} complete_mission mission={m.id}")
    assert err is not None and err.rule_id == "CC-MISSION"

    def meet(t):
        pl = t.data["seats"][p]
        kind = m.need[0]
        if kind == "locations":
            pl.locations = pl.locations + tuple(t.data["neutral_zone"][: m.need[1]])
        elif kind == "specialty":
            i = t.cat.crews[pl.crew].tracks.index(m.need[1])
            pl.specialty = pl.specialty[:i] + (m.need[2],) + pl.specialty[i + 1 :]

    s2 = act(edit(s, meet), f"P? complete_mission mission={m.id}")
    assert me(s2).missions == (m.id,) and me(s2).mission_tokens == 0
    err = s2.check(f"P{p + 1} complete_mission mission={m.id}")
    assert "already complete" in str(err)


def test_every_way_to_pay_is_offered():
    # 2 latinum with 2 latinum and 1 glory in the pool: pay in latinum, or 1 glory instead
    s = position(hand=["inc_diplomatic_row.1"], pool=[0, 2, 1])
    pays = {
        (a["glory_dil"], a["glory_lat"])
        for a in s.legal_actions()
        if a.get("card") == "inc_diplomatic_row.1"
    }
    assert pays == {(0, 0), (0, 1)}
    for a in s.legal_actions():
        assert s.check(a) is None


def _ships_at(loc, mine, theirs):
    """A position where the player to act has ``mine`` ship tokens at ``loc``, the opponent ``theirs``."""
    s = position(hand=["aur_security", "mer_landing"], pool=[0, 0, 0])
    p = s.to_act

    def setup(t):
        ships = ["mk_scout.1", "mk_scout.2", "mk_cruiser.1", "mk_cruiser.2"]
        for who, n in ((p, mine), (1 - p, theirs)):
            for _ in range(n):
                u = ships.pop()
                give(t, who, u, "fleet")
                t.data["seats"][who].ships = {**t.data["seats"][who].ships, u: loc}

    return edit(s, setup)


@pytest.mark.english
def test_away_teams_may_not_go_where_the_opponent_has_more_ships():
    # published: away teams may go to a neutral location only if the opponent does not
    # have more ships there (CC-AWAY-SHIPS)
    s = position()
    loc = s.data["neutral_zone"][0]
    s = _ships_at(loc, 0, 1)
    err = s.check(op_action(s, "aur_security", loc))
    assert isinstance(err, RequirementUnmet) and err.rule_id == "CC-AWAY-SHIPS"
    assert "your opponent has 1 ship there and you have 0" in str(err)
    listed = {
        a["target"] for a in s.legal_actions() if a.kind == "play" and a["card"] == "aur_security"
    }
    assert loc not in listed and listed == set(s.data["neutral_zone"][1:])
    s = _ships_at(loc, 1, 2)
    err = s.check(op_action(s, "mer_landing", loc))
    assert err.rule_id == "CC-AWAY-SHIPS" and "2 ships there and you have 1" in str(err)


def test_away_teams_may_go_where_the_opponent_does_not_have_more_ships():
    s = position()
    loc = s.data["neutral_zone"][0]
    for mine, theirs in ((1, 1), (2, 1), (1, 0)):
        t = _ships_at(loc, mine, theirs)
        assert t.check(op_action(t, "aur_security", loc)) is None
        t2 = play(t, "aur_security", target=loc)
        assert t2.data["away_teams"][loc][t.to_act] == t.data["away_teams"][loc][t.to_act] + 1


def test_away_teams_blocked_everywhere_skip_the_effect():
    s = position()
    p = s.to_act
    zone = s.data["neutral_zone"]

    def setup(t):
        ships = ["mk_scout.1", "mk_scout.2", "mk_cruiser.1"]
        for loc in zone:
            u = ships.pop()
            give(t, 1 - p, u, "fleet")
            t.data["seats"][1 - p].ships = {**t.data["seats"][1 - p].ships, u: loc}

    s = edit(_ships_at(zone[0], 0, 0), setup)
    listed = {
        a["target"] for a in s.legal_actions() if a.kind == "play" and a["card"] == "aur_security"
    }
    assert listed == {"-"}
    s2 = play(s, "aur_security", target="-")
    assert me(s2).away_teams == me(s).away_teams
    assert {"CC-AWAY-SHIPS", "CC-SKIP-EFFECT"} <= set(rule_ids(s2, len(s.log)))
