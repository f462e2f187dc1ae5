"""Resupply, control, clean-up, stardates and the refresh (seed: Estrutura do Turno and after)."""

from __future__ import annotations

import pytest

from lunarrules.errors import RequirementUnmet, WrongPhase
from lunarrules.games.captains_chair import effects

from .helpers import GAME, TEST_CONTENT, act, at_action, edit, give, me, position, rule_ids, them


def _first_turn(seed=3):
    return GAME.new(seed=seed)


# ------------------------------------------------------------------ turn & resupply
def test_turn_has_four_steps_in_order():
    s = _first_turn()
    seen = [s.phase]
    while s.data["turn"] == 1:
        a = s.legal_actions()[0]
        if s.phase == "action":
            a = f"P{s.to_act + 1} end_actions"
        elif s.phase == "control":
            a = f"P{s.to_act + 1} skip_control"
        s = s.apply(a)
        if s.phase not in seen:
            seen.append(s.phase)
    order = [
        p for p in seen if p in ("resupply", "control", "action", "cleanup_ops", "glory_placement")
    ]
    assert order[0] == "resupply" and order.index("action") < order.index("glory_placement")
    assert s.data["turn"] == 2 and s.data["active"] != GAME.new(seed=3).data["active"]  # CC-TURN


@pytest.mark.english
def test_resupply_resolves_every_operation_in_the_players_order():
    s = _first_turn(3)
    assert s.phase == "resupply"
    pending = list(s.data["pending_operations"])
    assert len(pending) >= 2  # the Aurora crew has several RESUPPLY operations
    assert {a["card"] for a in s.legal_actions()} == set(pending)  # any order (CC-RESUPPLY)
    err = s.check(f"P{s.to_act + 1} end_actions")
    assert isinstance(err, WrongPhase)  # cannot leave before all are resolved
    s2 = act(s, f"P? resupply card={pending[-1]}")
    err = s2.check(f"P{s.to_act + 1} resupply card={pending[-1]}")
    assert err.rule_id == "CC-RESUPPLY" and "no unresolved RESUPPLY" in str(err)
    while s2.phase == "resupply":
        s2 = s2.apply(s2.legal_actions()[0])
    assert s2.phase in ("control", "action")
    gained = [a - b for a, b in zip(me(s2).pool, me(s).pool, strict=True)]
    assert sum(gained) >= 2


# ------------------------------------------------------------------ control
def _tokens(s, loc, mine, theirs):
    p = s.to_act

    def setup(t):
        a = [0, 0]
        a[p], a[1 - p] = mine, theirs
        t.data["away_teams"] = {**t.data["away_teams"], loc: tuple(a)}

    return edit(s, setup)


def test_secured_needs_three_tokens_and_a_lead_of_two():
    s = position()
    p = s.to_act
    loc = s.data["neutral_zone"][0]
    assert loc in effects.secured(_tokens(s, loc, 3, 1), p)
    assert loc in effects.secured(_tokens(s, loc, 4, 2), p)
    assert loc not in effects.secured(_tokens(s, loc, 2, 0), p)  # fewer than 3
    assert loc not in effects.secured(_tokens(s, loc, 3, 2), p)  # lead of 1
    # ships count too (CC-SECURED: ships and away teams in any mix)
    t = _tokens(s, loc, 2, 0)
    t = edit(
        t,
        lambda x: setattr(
            x.data["seats"][p], "ships", {**x.data["seats"][p].ships, "aur_flagship": loc}
        ),
    )
    t = edit(
        t,
        lambda x: (
            give(x, p, "aur_flagship", "fleet")
            if "aur_flagship" not in x.data["seats"][p].fleet
            else None
        ),
    )
    t = edit(
        t,
        lambda x: setattr(
            x.data["seats"][p], "ships", {**x.data["seats"][p].ships, "aur_flagship": loc}
        ),
    )
    assert effects.tokens_at(t, loc, p) == 3 and loc in effects.secured(t, p)


def _control_step(mine=3, theirs=1, loc_index=0, seed=1):
    s = position(seed=seed)
    loc = s.data["neutral_zone"][loc_index]
    s = _tokens(s, loc, mine, theirs)
    s = edit(s, lambda t: setattr(t, "phase", "control"))
    return s, loc


@pytest.mark.english
def test_control_refused_when_not_secured_with_the_numbers():
    s, loc = _control_step(mine=3, theirs=2)
    err = s.check(f"P{s.to_act + 1} control location={loc}")
    assert isinstance(err, RequirementUnmet) and err.rule_id == "CC-SECURED"
    assert "you have 3 tokens there and your opponent 2" in str(err)
    assert "at least 3 and 2 more" in str(err)


def test_taking_control_pays_returns_dismisses_moves_resolves_refills():
    s, loc = _control_step(mine=4, theirs=1)
    p = s.to_act
    opp = 1 - p

    def ships(t):
        give(t, opp, "mer_flagship", "fleet")
        pl = t.data["seats"][opp]
        pl.ships = {**pl.ships, "mer_flagship": loc}
        t.data["seats"][p].pool[:] = [0, 0, 0]
        t.data["seats"][opp].pool[:] = [0, 0, 0]

    s = edit(s, ships)
    assert effects.tokens_at(s, loc, opp) == 2
    away_before = [pl.away_teams for pl in s.data["seats"]]
    top = s.data["location_deck_top"][0]
    glory_before = s.data["stardate_glory"]
    s2 = act(s, f"P? control location={loc}")
    me2, opp2 = s2.data["seats"][p], s2.data["seats"][opp]
    assert opp2.pool[2] == 2  # CC-CONTROL-PAYOUT: 1 glory per token of theirs
    assert s2.data["stardate_glory"] == glory_before - 2  # from the stardate
    assert (
        me2.away_teams == away_before[p] + 4 and opp2.away_teams == away_before[opp] + 1
    )  # CC-CONTROL-RETURN
    assert "mer_flagship" in opp2.discard and "mer_flagship" not in opp2.fleet
    assert "mer_flagship" not in opp2.ships
    assert loc in me2.locations and loc not in s2.data["neutral_zone"]  # CC-CONTROL-MOVE
    assert s2.data["neutral_zone"][-1] == top  # CC-CONTROL-REFILL: the hidden start first
    assert len(s2.data["neutral_zone"]) == 3
    op = s.cat.card[loc].op("control")
    assert op is not None and "CC-CONTROL-MOVE" in rule_ids(s2, len(s.log))
    assert s2.phase == "action"


def test_control_operation_resolves_immediately():
    s = position(seed=1)
    loc = "loc_ice_moon" if "loc_ice_moon" in s.data["neutral_zone"] else s.data["neutral_zone"][0]
    s, loc = _control_step(mine=3, theirs=0, loc_index=s.data["neutral_zone"].index(loc))
    before = me(s).pool[:]
    s2 = act(s, f"P? control location={loc}")
    assert s.cat.card[loc].op("control") is not None
    assert me(s2).pool != before


def test_control_is_optional():
    s, loc = _control_step()
    assert {a.kind for a in s.legal_actions()} == {"control", "skip_control"}
    s2 = act(s, "P? skip_control")
    assert s2.phase == "action" and loc in s2.data["neutral_zone"]


def test_refill_stops_when_the_location_deck_is_empty():
    s, loc = _control_step()
    s = edit(
        s,
        lambda t: (
            t.data.__setitem__("location_deck_top", ()),
            t.data.__setitem__("location_deck", ()),
        ),
    )
    s2 = act(s, f"P? control location={loc}")
    assert len(s2.data["neutral_zone"]) == 2


# ------------------------------------------------------------------ clean-up
def test_cleanup_operations_include_the_staging_area():
    g = GAME.with_content(TEST_CONTENT)
    s = at_action(seed=1, game=g)
    s = edit(
        s,
        lambda t: setattr(t.data["seats"][t.to_act], "staging", (("test_beacon", t.data["turn"]),)),
    )
    s2 = act(s, "P? end_actions")
    assert s2.phase == "cleanup_ops"
    assert "test_beacon" in s2.data["pending_operations"]  # CC-CLEANUP-OPS


def test_cleanup_operations_in_any_order():
    s = position(seed=1, hand=[])
    p = s.to_act
    s = edit(
        s,
        lambda t: (
            give(t, p, "loc_derelict_yard", "locations"),
            give(t, p, "loc_listening_post", "locations"),
        ),
    )
    s2 = act(s, "P? end_actions")
    assert s2.phase == "cleanup_ops"
    assert {a["card"] for a in s2.legal_actions()} >= {"loc_derelict_yard", "loc_listening_post"}
    err = s2.check(f"P{p + 1} place_glory card={s2.data['market']['ship']}")
    assert isinstance(err, WrongPhase)


# ------------------------------------------------------------------ stardates
def test_emptying_a_stardate_moves_it_to_the_inactive_player_and_reloads():
    s = position(hand=["mk_diplomat"], pool=[0, 0, 0])
    p = s.to_act
    s = edit(s, lambda t: t.data.__setitem__("stardate_glory", 1))
    s2 = s.apply(f"P{p + 1} play card=mk_diplomat target=- may=no glory_dil=0 glory_lat=0")
    d = s2.data
    assert d["stardates"][0] == "sd_2p_2"
    assert them(s2).staging == (("sd_2p_1", d["turn"]),)  # CC-STARDATE-EMPTY
    assert d["stardate_glory"] == s.cat.card["sd_2p_2"].glory  # CC-STARDATE-RELOAD
    assert me(s2).pool[2] == 1


def test_the_gain_continues_from_the_reloaded_stardate():
    s = position(hand=["mk_artifact"], pool=[1, 0, 0])
    s = edit(s, lambda t: t.data.__setitem__("stardate_glory", 1))
    s2 = s.apply(f"P{s.to_act + 1} play card=mk_artifact target=- may=no glory_dil=0 glory_lat=0")
    assert me(s2).pool[2] == 2
    assert s2.data["stardate_glory"] == s.cat.card["sd_2p_2"].glory - 1
    assert "CC-STARDATE-RELOAD" in rule_ids(s2, len(s.log))


def test_final_stardate_is_not_reloaded_and_triggers_a_resolution():
    s = position(hand=["mk_artifact"], pool=[1, 0, 0])
    s = edit(
        s,
        lambda t: (
            t.data.__setitem__("stardates", ("sd_2p_4",)),
            t.data.__setitem__("stardate_glory", 1),
        ),
    )
    s2 = s.apply(f"P{s.to_act + 1} play card=mk_artifact target=- may=no glory_dil=0 glory_lat=0")
    d = s2.data
    assert d["resolution"] and d["stardates"] == ("sd_2p_4",) and d["stardate_glory"] == 0
    assert me(s2).pool[2] == 2  # the second glory came from the supply (CC-GLORY-SOURCE)
    assert them(s2).staging == ()
    assert "CC-STARDATE-FINAL" in rule_ids(s2, len(s.log))


def _finish_turn(s):
    """End the action step and run the clean-up of the player to act."""
    who = s.to_act
    s = act(s, "P? end_actions")
    while s.to_act == who and not s.is_over:
        s = s.apply(s.legal_actions()[0])
    return s


def _to_action(s):
    while s.phase != "action" and not s.is_over:
        legal = s.legal_actions()
        skip = [a for a in legal if a.kind == "skip_control"]
        s = s.apply(skip[0] if skip else legal[0])
    return s


def test_stardate_resolves_in_the_receivers_next_cleanup_and_wipes_the_market():
    s = position(hand=["mk_diplomat"], pool=[0, 0, 0])
    p = s.to_act
    s = edit(s, lambda t: t.data.__setitem__("stardate_glory", 1))
    s = s.apply(f"P{p + 1} play card=mk_diplomat target=- may=no glory_dil=0 glory_lat=0")
    s = _finish_turn(s)  # the active player's clean-up: the card is not resolved
    assert s.data["seats"][1 - p].staging and s.to_act == 1 - p
    s = _to_action(s)
    market_mid = dict(s.data["market"])
    s = edit(
        s,
        lambda t: t.data.__setitem__(
            "market_glory", {u: 1 for u in t.data["market"].values() if u}
        ),
    )
    n = len(s.log)
    s = _finish_turn(s)  # the receiver's clean-up resolves it (CC-STARDATE-RESOLVE)
    assert s.data["seats"][1 - p].staging == ()
    assert "sd_2p_1" in s.data["box"]  # CC-STARDATE-BOX
    assert "CC-MARKET-WIPE" in rule_ids(s, n)
    assert set(market_mid.values()) <= set(s.data["junk"])  # the 4 cards to the junk pile
    assert not set(s.data["market"].values()) & set(market_mid.values())  # replacements
    assert sum(s.data["market_glory"].values()) <= 1  # tokens went to the supply (then placement)


def test_glory_placement_moves_one_glory_to_a_market_card():
    s = position(hand=[])
    s = act(s, "P? end_actions")
    while s.phase != "glory_placement":
        s = s.apply(s.legal_actions()[0])
    assert {a["card"] for a in s.legal_actions()} == {u for u in s.data["market"].values() if u}
    uid = s.data["market"]["person"]
    g = s.data["stardate_glory"]
    s2 = act(s, f"P? place_glory card={uid}")
    assert (
        s2.data["stardate_glory"] == g - 1 and s2.data["market_glory"][uid] == 1
    )  # CC-GLORY-PLACEMENT


def test_glory_placement_can_empty_a_stardate():
    s = position(hand=[])
    s = act(s, "P? end_actions")
    while s.phase != "glory_placement":
        s = s.apply(s.legal_actions()[0])
    s = edit(s, lambda t: t.data.__setitem__("stardate_glory", 1))
    p = s.to_act
    s2 = act(s, f"P? place_glory card={s.data['market']['cargo']}")
    assert s2.data["seats"][1 - p].staging[0][0] == "sd_2p_1"  # CC-PLACEMENT-EMPTIES
    assert "CC-PLACEMENT-EMPTIES" in rule_ids(s2, len(s.log))


def test_refresh_discards_played_cards_keeps_hand_draws_to_five_and_readies():
    s = position(hand=["aur_ensign.1", "aur_ensign.2", "inc_crew_fatigue.1"], pool=[0, 0, 0])
    p = s.to_act
    s = s.apply(f"P{p + 1} play card=aur_ensign.1 target=- may=no glory_dil=0 glory_lat=0")
    s = edit(s, lambda t: setattr(t.data["seats"][p], "action_tokens", 0))
    s = _finish_turn(s)
    pl = s.data["seats"][p]
    assert "aur_ensign.1" in pl.discard  # CC-REFRESH
    assert "aur_ensign.2" in pl.hand and "inc_crew_fatigue.1" in pl.hand  # CC-KEEP-HAND
    assert len(pl.hand) == 5 and pl.action_tokens == 3 and pl.activated == () and pl.play_area == []


def test_empty_draw_deck_reshuffles_discard_and_puts_a_reserve_card_on_top():
    s = position(hand=["aur_science"], pool=[0, 0, 0])
    p = s.to_act

    def empty(t):
        pl = t.data["seats"][p]
        pl.discard.extend(pl.draw + pl.draw_top)
        pl.draw[:] = []
        pl.draw_top[:] = []

    s = edit(s, empty)
    reserve = me(s).reserve
    assert reserve
    s = s.with_outcomes(reserve=[reserve[-1]])
    s2 = s.apply(f"P{p + 1} play card=aur_science target=- may=no glory_dil=0 glory_lat=0")
    assert reserve[-1] in me(s2).hand  # the reserve card was put on top and drawn
    assert reserve[-1] not in me(s2).reserve
    assert me(s2).discard == []
    assert "CC-RESHUFFLE" in rule_ids(s2, len(s.log))


def test_glory_placement_with_an_empty_market_returns_the_glory_to_the_supply():
    s = position(hand=[])
    s = edit(
        s,
        lambda t: (
            t.data.__setitem__("market", {k: None for k in t.data["market"]}),
            t.data.__setitem__("market_decks", {k: () for k in t.data["market_decks"]}),
        ),
    )
    g = s.data["stardate_glory"]
    s2 = act(s, "P? end_actions")
    while s2.data["turn"] == s.data["turn"]:
        s2 = s2.apply(s2.legal_actions()[0])
    assert s2.data["stardate_glory"] == g - 1 and s2.data["market_glory"] == {}
    assert "CC-PLACEMENT-NO-MARKET" in rule_ids(s2, len(s.log))


@pytest.mark.english
def test_glory_placement_continues_from_the_supply_after_the_final_stardate_empties():
    # published: glory placement moves 1 glory from the stardate, from the supply after
    # the Resolution (CC-PLACEMENT-SUPPLY)
    s = position(hand=[])
    s = edit(
        s,
        lambda t: (
            t.data.__setitem__("resolution", True),
            t.data.__setitem__("rounds_left", 2),
            t.data.__setitem__("stardates", ("sd_2p_4",)),
            t.data.__setitem__("stardate_glory", 0),
        ),
    )
    s = act(s, "P? end_actions")
    while s.phase == "cleanup_ops":
        s = s.apply(s.legal_actions()[0])
    assert s.phase == "glory_placement"
    assert {a["card"] for a in s.legal_actions()} == {u for u in s.data["market"].values() if u}
    uid = s.data["market"]["ally"]
    s2 = act(s, f"P? place_glory card={uid}")
    assert s2.data["market_glory"][uid] == 1 and s2.data["stardate_glory"] == 0
    assert s2.data["stardates"] == ("sd_2p_4",)
    assert {"CC-GLORY-PLACEMENT", "CC-PLACEMENT-SUPPLY"} <= set(rule_ids(s2, len(s.log)))
    assert "from the supply" in s2.log[len(s.log)].text


def test_after_the_resolution_an_empty_market_takes_no_glory_from_the_supply():
    s = position(hand=[])
    s = edit(
        s,
        lambda t: (
            t.data.__setitem__("resolution", True),
            t.data.__setitem__("rounds_left", 2),
            t.data.__setitem__("stardates", ("sd_2p_4",)),
            t.data.__setitem__("stardate_glory", 0),
            t.data.__setitem__("market", {k: None for k in t.data["market"]}),
            t.data.__setitem__("market_decks", {k: () for k in t.data["market_decks"]}),
        ),
    )
    s2 = act(s, "P? end_actions")
    while s2.data["turn"] == s.data["turn"]:
        s2 = s2.apply(s2.legal_actions()[0])
    assert s2.data["market_glory"] == {} and s2.data["stardate_glory"] == 0
    assert "CC-PLACEMENT-SUPPLY" in rule_ids(s2, len(s.log))


def _cleanup_reshuffle_with_empty_reserve(pool):
    """The player to act ends a turn whose clean-up draw must reshuffle; the Reserve is empty."""
    s = position(hand=[], pool=pool)
    p = s.to_act

    def setup(t):
        pl = t.data["seats"][p]
        keep = pl.draw[0]
        pl.discard.extend(u for u in pl.draw + pl.draw_top if u != keep)
        pl.draw[:] = [keep]
        pl.draw_top[:] = []
        pl.reserve = ()
        pl.fleet, pl.locations, pl.ships, pl.status, pl.duty_officer = (), (), {}, None, None

    s = edit(s, setup)
    s = act(s, "P? end_actions")
    while s.phase == "glory_placement":
        s = s.apply(s.legal_actions()[0])
    return s, p


def test_reshuffle_with_an_empty_reserve_offers_a_development_on_top():
    # published: when the draw deck is reshuffled and the Reserve is empty, you may pay for
    # any Development and put it on top of the new draw deck (CC-RESERVE-EMPTY-DEVELOP)
    s, p = _cleanup_reshuffle_with_empty_reserve([9, 9, 0])
    assert s.phase == "development_on_top" and s.to_act == p
    pl = s.data["seats"][p]
    assert len(pl.hand) == 1 and pl.draw and not pl.discard  # reshuffled, 4 left to draw
    kinds = {a.kind for a in s.legal_actions()}
    assert kinds == {"develop_on_top", "decline_development"}
    assert {a["card"] for a in s.legal_actions() if a.kind == "develop_on_top"} == set(
        pl.development
    )
    dev = pl.development[0]
    cost = s.cat.card[dev].cost
    s2 = act(s, f"P? develop_on_top card={dev} glory_dil=0 glory_lat=0")
    pl2 = s2.data["seats"][p]
    assert dev in pl2.hand and dev not in pl2.development and len(pl2.hand) == 5
    assert pl2.pool == [9 - cost[0], 9 - cost[1], 0] and pl2.action_tokens == 3
    assert "CC-RESERVE-EMPTY-DEVELOP" in rule_ids(s2, len(s.log))
    assert s2.to_act == 1 - p


@pytest.mark.english
def test_a_development_on_top_may_be_declined_and_must_be_paid_in_full():
    s, p = _cleanup_reshuffle_with_empty_reserve([5, 5, 0])
    pl = s.data["seats"][p]
    assert s.phase == "development_on_top"
    dev = pl.development[0]
    d, lat = s.cat.card[dev].cost
    broke = edit(s, lambda t: t.data["seats"][p].pool.__setitem__(slice(None), [0, 0, 0]))
    err = broke.check(f"P{p + 1} develop_on_top card={dev} glory_dil=0 glory_lat=0")
    assert err is not None and err.rule_id == "CC-COST-IN-FULL"
    assert f"costs {d} dilithium, {lat} latinum" in str(err)
    s2 = act(s, "P? decline_development")
    pl2 = s2.data["seats"][p]
    assert len(pl2.hand) == 5 and pl2.development == pl.development and pl2.pool == [5, 5, 0]
    assert "CC-RESERVE-EMPTY-DEVELOP" in rule_ids(s2, len(s.log))


def test_no_offer_when_no_development_can_be_paid_for():
    s, p = _cleanup_reshuffle_with_empty_reserve([0, 0, 0])
    assert s.to_act == 1 - p and len(s.data["seats"][p].hand) == 5
