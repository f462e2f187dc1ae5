"""Content words for effects the published cards print (issue: a vocabulary that can write
every card). Each word is accepted by the validator, refused with the field named when
mistyped, and resolved by the engine; the cards below are a test content file."""

from __future__ import annotations

import copy

import pytest

from lunarrules.errors import InvalidContent
from lunarrules.games.captains_chair import effects
from lunarrules.games.captains_chair.actions import _action_token
from lunarrules.games.captains_chair.content import validate

from .helpers import GAME, edit, give, me, op_action, play, position, rule_ids

WORDS_CONTENT = {
    "market": [
        {
            "id": "test_overtime",
            "name": "Double Shift",
            "suit": "person",
            "cost": {"latinum": 1},
            "vp": 0,
            "ops": [{"when": "play", "effects": ["gain_action:1"]}],
        },
        {
            "id": "test_overdrive",
            "name": "Overdrive",
            "suit": "cargo",
            "cost": {"dilithium": 1},
            "vp": 0,
            "ops": [{"when": "play", "effects": ["gain_action:5"]}],
        },
        {
            "id": "test_raider",
            "name": "Raider",
            "suit": "ship",
            "cost": {"dilithium": 2},
            "vp": 0,
            "ops": [{"when": "play", "attack": True, "effects": ["steal:latinum:2"]}],
        },
        {
            "id": "test_recruiter",
            "name": "Recruiter",
            "suit": "person",
            "cost": {"latinum": 1},
            "vp": 0,
            "ops": [{"when": "play", "effects": ["recruit:1"]}],
        },
        {
            "id": "test_gamble",
            "name": "Reckless Gamble",
            "suit": "ally",
            "cost": {"latinum": 1},
            "vp": 0,
            "ops": [{"when": "play", "cost": ["take_incident:1"], "effects": ["latinum:3"]}],
        },
        {
            "id": "test_salvager",
            "name": "Salvage Crew",
            "suit": "person",
            "cost": {"latinum": 1},
            "vp": 0,
            "ops": [{"when": "play", "effects": ["scrap_market", "dilithium:1"]}],
        },
    ]
}
WG = GAME.with_content(WORDS_CONTENT)


def _bad(word: str, field: str = "effects") -> str:
    content = copy.deepcopy(GAME.content)
    content["market"][0]["ops"] = [{"when": "play", field: [word]}]
    return "\n".join(validate(content))


# ------------------------------------------------------------ action tokens
@pytest.mark.english
def test_the_supply_holds_the_three_remaining_action_tokens():
    # CC-SETUP-SUPPLY-ACTIONS: "Coloque as 3 fichas de Ação restantes no suprimento."
    s = GAME.new(seed=3)
    assert s.data["supply_action_tokens"] == 3
    assert s.view()["supply_action_tokens"] == 3
    assert "CC-SETUP-SUPPLY-ACTIONS" in rule_ids(s)
    content = copy.deepcopy(GAME.content)
    content["rules"]["supply_action_tokens"] = -1
    assert "rules.supply_action_tokens: expected a whole number >= 0, got -1" in validate(content)


@pytest.mark.english
def test_gain_action_takes_a_token_from_the_supply_for_this_turn_only():
    s = position(game=WG, hand=["test_overtime"], actions=0)
    p = s.to_act
    s2 = play(s, "test_overtime")
    assert me(s2).action_tokens == 1 and s2.data["supply_action_tokens"] == 2  # CC-GAIN-ACTION
    assert "CC-GAIN-ACTION" in rule_ids(s2, len(s.log))
    assert any(
        "takes 1 action token from the supply for this turn (1 to spend, 2 left in the supply)"
        in e.text
        for e in s2.log[len(s.log) :]
    )
    assert s2.view()["supply_action_tokens"] == 2
    # the end of the turn: back to exactly 3 tokens, the gained one goes back to the supply
    t = s2
    while t.data["active"] == p and not t.is_over:
        t = t.apply(t.legal_actions()[-1] if t.phase == "action" else t.legal_actions()[0])
    assert t.data["seats"][p].action_tokens == 3 and t.data["supply_action_tokens"] == 3
    assert any("1 action token gained this turn goes back to the supply" in e.text for e in t.log)


def test_gain_action_is_limited_by_the_supply():
    s = position(game=WG, hand=["test_overdrive", "test_overtime"], actions=1)
    s2 = play(s, "test_overdrive")  # asks for 5, the supply holds 3
    assert me(s2).action_tokens == 4 and s2.data["supply_action_tokens"] == 0
    assert {"CC-GAIN-ACTION", "CC-PARTIAL-EFFECT"} <= set(rule_ids(s2, len(s.log)))
    s3 = play(s2, "test_overtime")  # the supply is empty: skipped
    assert me(s3).action_tokens == 4
    assert {"CC-GAIN-ACTION", "CC-SKIP-EFFECT"} <= set(rule_ids(s3, len(s2.log)))


@pytest.mark.english
def test_no_action_token_refusal_counts_the_gained_tokens():
    s = position(game=WG, hand=["test_overtime"], actions=0)
    s = edit(s, lambda t: t.data.__setitem__("supply_action_tokens", 2))  # 1 gained and spent
    action_card = next(
        u for u, c in s.cat.card.items() if c.op("play") is not None and c.op("play").action
    )
    s = edit(s, lambda t: t.data["seats"][t.to_act].hand.append(action_card))
    why = _action_token(s, op_action(s, action_card))
    assert (
        why is not None
        and "you have 0 of 3 and 1 gained this turn left (4 actions already taken" in why
    )


@pytest.mark.english
def test_gain_action_mistyped_is_refused_naming_the_field():
    msg = _bad("gain_action:two")
    assert (
        "market[0]" in msg
        and ".ops[0].effects[0]: 'two' in 'gain_action:two' is not a whole number" in msg
    )
    assert "'gain_action' takes 1 value(s)" in _bad("gain_action")
    with pytest.raises(InvalidContent, match=r"effects\[0\]"):
        GAME.with_content(
            {
                "market": [
                    {
                        **WORDS_CONTENT["market"][0],
                        "ops": [{"when": "play", "effects": ["gain_action:-1"]}],
                    }
                ]
            }
        )


# ------------------------------------------------------------------- steal
@pytest.mark.english
def test_steal_moves_the_resource_from_the_opponent_to_you():
    s = position(game=WG, hand=["test_raider"], pool=[0, 0, 0], opp_pool=[1, 3, 1])
    p = s.to_act
    s2 = play(s, "test_raider")
    assert me(s2).pool == [0, 2, 0] and s2.data["seats"][1 - p].pool == [1, 1, 1]  # CC-STEAL
    assert "CC-STEAL" in rule_ids(s2, len(s.log))
    assert any(f"steals 2 latinum from P{2 - p}'s pool" in e.text for e in s2.log[len(s.log) :])
    # as far as the opponent has it
    s = position(game=WG, hand=["test_raider"], pool=[0, 0, 0], opp_pool=[0, 1, 0])
    s2 = play(s, "test_raider")
    assert me(s2).pool == [0, 1, 0] and s2.data["seats"][1 - s.to_act].pool == [0, 0, 0]
    assert {"CC-STEAL", "CC-PARTIAL-EFFECT"} <= set(rule_ids(s2, len(s.log)))


@pytest.mark.english
def test_steal_mistyped_is_refused_naming_the_field():
    assert "'gold' in 'steal:gold:1' is not one of dilithium, latinum, glory" in _bad(
        "steal:gold:1"
    )
    assert "'steal' takes 2 value(s), got 'steal:2'" in _bad("steal:2")


# ------------------------------------------------------------------ recruit
@pytest.mark.english
def test_recruit_takes_a_reserve_card_into_the_discard_pile():
    s = position(game=WG, hand=["test_recruiter"])
    reserve = me(s).reserve
    assert reserve
    s2 = play(s, "test_recruiter")
    got = set(reserve) - set(me(s2).reserve)
    assert len(got) == 1 and got <= set(me(s2).discard)  # CC-RECRUIT
    assert "CC-RECRUIT" in rule_ids(s2, len(s.log))
    # an empty reserve: skipped
    s = edit(s, lambda t: setattr(t.data["seats"][t.to_act], "reserve", ()))
    s2 = play(s, "test_recruiter")
    assert {"CC-RECRUIT", "CC-SKIP-EFFECT"} <= set(rule_ids(s2, len(s.log)))
    assert "'recruit' takes 1 value(s), got 'recruit'" in _bad("recruit")


# ----------------------------------------------------- an incident as a cost
def test_an_incident_taken_as_a_cost_goes_to_hand_and_counts_at_once():
    s = position(game=WG, hand=["test_gamble"], pool=[0, 0, 0])
    inc = s.data["incidents"]
    s2 = play(s, "test_gamble")
    taken = [u for u in me(s2).hand if u in inc]
    assert len(taken) == 1 and len(s2.data["incidents"]) == len(inc) - 1  # CC-INCIDENT-COST
    assert me(s2).pool == [0, 3, 0]
    assert {"CC-INCIDENT-COST", "CC-COST-DEF"} <= set(rule_ids(s2, len(s.log)))
    assert len(me(s2).hand) == 1  # the incident is in hand: it counts toward the hand size


@pytest.mark.english
def test_an_incident_cost_cannot_be_paid_from_an_empty_incident_deck():
    s = position(game=WG, hand=["test_gamble"], pool=[0, 0, 0])
    s = edit(s, lambda t: t.data.__setitem__("incidents", ()))
    err = s.check(op_action(s, "test_gamble"))
    assert err is not None and err.rule_id == "CC-COST-DEF"
    assert "cannot be paid: the incident deck holds 0 cards" in str(err)
    assert "'take_incident' takes 1 value(s)" in _bad("take_incident", "cost")
    assert "unknown word 'take_incident'" in _bad("take_incident:1")  # a cost, not an effect


def test_taking_the_last_incident_as_a_cost_is_the_burn():
    s = position(game=WG, hand=["test_gamble"], pool=[0, 0, 0])
    s = edit(s, lambda t: t.data.__setitem__("incidents", t.data["incidents"][:1]))
    p = s.to_act
    s2 = play(s, "test_gamble")
    assert s2.is_over and "CC-BURN" in rule_ids(s2, len(s.log))
    assert s2.data["seats"][p].pool == [0, 0, 0]  # the game ended before the effect


# ----------------------------------------------------------- scrap a market card
@pytest.mark.english
def test_scrap_market_junks_the_named_face_up_card_and_refills_its_slot():
    s = position(game=WG, hand=["test_salvager"], pool=[0, 0, 0])
    faceup = [u for u in s.data["market"].values() if u]
    victim = s.data["market"]["cargo"]
    s = edit(s, lambda t: t.data.__setitem__("market_glory", {victim: 2}))
    targets = {
        a["target"] for a in s.legal_actions() if a.kind == "play" and a["card"] == "test_salvager"
    }
    assert targets == set(faceup)  # CC-SCRAP-MARKET: any face-up market card
    s2 = play(s, "test_salvager", target=victim)
    d = s2.data
    assert victim in d["junk"] and victim not in d["market"].values()
    assert d["market"]["cargo"] is not None and victim not in d["market_glory"]
    assert me(s2).pool == [1, 0, 0]
    assert "CC-SCRAP-MARKET" in rule_ids(s2, len(s.log))
    assert any("its 2 glory goes to the supply" in e.text for e in s2.log[len(s.log) :])
    assert "scrapping " + s.cat.card[victim].name in s.describe(
        op_action(s, "test_salvager", victim)
    )


@pytest.mark.english
def test_scrap_market_needs_a_face_up_market_card_as_target():
    s = position(game=WG, hand=["test_salvager"], pool=[0, 0, 0])
    loc = s.data["neutral_zone"][0]
    err = s.check(op_action(s, "test_salvager", loc))
    assert err is not None and err.rule_id == "CC-SCRAP-MARKET"
    assert "needs a face-up market card to scrap" in str(err)
    err = s.check(op_action(s, "test_salvager"))
    assert err is not None and err.rule_id == "CC-SCRAP-MARKET"


@pytest.mark.english
def test_scrap_market_mistyped_is_refused_naming_the_field():
    assert "'scrap_market' takes 0 value(s), got 'scrap_market:1'" in _bad("scrap_market:1")
    content = copy.deepcopy(GAME.content)
    content["market"][0]["ops"] = [{"when": "play", "effects": ["scrap_market", "away:1"]}]
    assert "cannot also target a location" in "\n".join(validate(content))
    content["market"][0]["ops"] = [{"when": "cleanup", "effects": ["scrap_market"]}]
    assert "only play and activate operations may scrap a market card" in "\n".join(
        validate(content)
    )


# -------------------------------------------------- resources kept on a card
@pytest.mark.english
def test_store_keeps_resources_on_a_card_in_play_and_a_stored_cost_spends_them():
    g = GAME.with_content(
        {
            "market": [
                {
                    "id": "test_vault",
                    "name": "Cargo Vault",
                    "suit": "ship",
                    "cost": {"dilithium": 1},
                    "vp": 0,
                    "ops": [
                        {"when": "play", "effects": ["deploy"]},
                        {"when": "resupply", "effects": ["store:latinum:2"]},
                        {
                            "when": "activate",
                            "cost": ["stored:latinum:3"],
                            "effects": ["draw:1", "glory:1"],
                        },
                    ],
                },
            ]
        }
    )
    s = position(game=g, hand=[], pool=[0, 0, 0])
    p = s.to_act
    s = edit(s, lambda t: give(t, p, "test_vault", "fleet"))
    s2 = edit(s, lambda t: effects.store(t, p, "test_vault", "latinum", 2))
    assert s2.data["stored"] == {"test_vault": (0, 2, 0)} and me(s2).pool == [0, 0, 0]  # CC-STORE
    assert s2.view()["stored"] == {"test_vault": {"latinum": 2}}
    # 2 stored, the activation needs 3: refused naming both numbers
    err = s2.check(op_action(s2, "test_vault", kind="activate"))
    assert err is not None and err.rule_id == "CC-COST-DEF"
    assert "'spend 3 latinum stored on this card' cannot be paid: it holds 2" in str(err)
    assert not any(a["card"] == "test_vault" for a in s2.legal_actions() if a.kind == "activate")
    s3 = edit(s2, lambda t: effects.store(t, p, "test_vault", "latinum", 2))
    s4 = play(s3, "test_vault", kind="activate")
    assert s4.data["stored"]["test_vault"] == (0, 1, 0) and me(s4).pool[1] == 0
    assert {"CC-STORE", "CC-COST-DEF"} <= set(rule_ids(s4, len(s3.log)))


@pytest.mark.english
def test_stored_resources_go_back_to_the_supply_when_the_card_leaves_play():
    g = GAME.with_content(
        {
            "market": [
                {
                    "id": "test_cache",
                    "name": "Supply Cache",
                    "suit": "cargo",
                    "cost": {"dilithium": 1},
                    "vp": 0,
                    "ops": [{"when": "play", "effects": ["store:dilithium:2"]}],
                },
            ]
        }
    )
    s = position(game=g, hand=["test_cache"], pool=[0, 0, 0])
    p = s.to_act
    s2 = play(s, "test_cache")
    assert s2.data["stored"] == {"test_cache": (2, 0, 0)} and me(s2).pool == [0, 0, 0]
    t = s2
    while t.data["active"] == p and not t.is_over:
        t = t.apply(t.legal_actions()[-1] if t.phase == "action" else t.legal_actions()[0])
    assert "test_cache" in t.data["seats"][p].discard and t.data["stored"] == {}
    assert any("go back to the supply: the card left play" in e.text for e in t.log[len(s2.log) :])


@pytest.mark.english
def test_store_words_mistyped_are_refused_naming_the_field():
    assert "'ore' in 'store:ore:1' is not one of dilithium, latinum, glory" in _bad("store:ore:1")
    assert "'stored:latinum:x'" in _bad("stored:latinum:x", "cost")
    assert "unknown word 'store'" in _bad("store:latinum:1", "cost")
