"""Captain's Chair actions in plain words (``State.describe``): names, costs, choices."""

from __future__ import annotations

import pytest

from lunarrules.kernel import Action

from .helpers import GAME, TEST_CONTENT, at_action, edit, play, position


@pytest.fixture(scope="module")
def s():
    return at_action(0)  # P2's action step


def op(s, card, target="-", may=False, gd=0, gl=0, kind="play"):
    return Action.of(s.to_act, kind, card=card, target=target, may=may, glory_dil=gd, glory_lat=gl)


@pytest.mark.english
@pytest.mark.parametrize(
    "args, words",
    [
        (
            ("mer_historian", "-", False, 0, 1),
            "Play Meridian Historian, using an action token and paying 1 glory in place of 1 latinum",
        ),
        (
            ("aur_security", "loc_ice_moon", True),
            "Play Aurora Security Chief, sending 1 away team to Ice Moon Outpost and taking its optional "
            "effect (send 1 away team to Ice Moon Outpost)",
        ),
        (
            ("aur_security", "loc_ice_moon", False),
            "Play Aurora Security Chief, sending 1 away team to Ice Moon Outpost, without its optional "
            "effect (send 1 away team to Ice Moon Outpost)",
        ),
        (
            ("mer_explorer.1",),
            "Play Meridian Explorer without its optional effect (face an encounter)",
        ),
        (("mk_medkit.1",), "Play Medical Supplies, junking an incident from your hand"),
        (("mk_cadet.1",), "Play Academy Cadet"),
    ],
)
def test_play_names_the_card_the_payment_the_target_and_the_optional_effect(s, args, words):
    assert s.describe(op(s, *args)) == words


@pytest.mark.english
def test_activate_names_the_card_in_play_and_where_its_ship_flies(s):
    assert s.describe(op(s, "loc_nebula_relay", gd=1, kind="activate")) == (
        "Activate Nebula Relay, using an action token and paying 1 glory in place of 1 dilithium"
    )
    assert s.describe(op(s, "mk_scout.1", "loc_nebula_relay", kind="activate")) == (
        "Activate Scout Ship, using an action token and flying it to Nebula Relay"
    )
    assert s.describe(op(s, "aur_captain", "loc_ice_moon", kind="activate")) == (
        "Activate Captain Ilsa Varro, using an action token and sending 1 away team to Ice Moon Outpost"
    )


@pytest.mark.english
def test_acquire_and_develop_say_what_is_paid_and_the_glory_on_the_card(s):
    cargo = s.data["market"]["cargo"]  # Supply Crates, 2 latinum
    assert s.describe(Action.of(s.to_act, "acquire", card=cargo, glory_dil=0, glory_lat=1)) == (
        "Acquire Supply Crates from the market using an action token, paying 1 glory in place of 2 latinum"
    )
    t = edit(s, lambda t: t.data.update(market_glory={cargo: 2}))
    assert t.describe(Action.of(s.to_act, "acquire", card=cargo, glory_dil=0, glory_lat=0)) == (
        "Acquire Supply Crates and the 2 glory on it from the market using an action token, paying 2 latinum"
    )
    assert s.describe(
        Action.of(s.to_act, "develop", card="aur_refit", glory_dil=1, glory_lat=0)
    ) == (
        "Develop Aurora Refit from your development pile using an action token, paying 2 dilithium "
        "and 1 glory in place of 1 dilithium"
    )
    assert s.describe(
        Action.of(s.to_act, "develop_on_top", card="aur_veterans", glory_dil=0, glory_lat=0)
    ) == ("Put the development Aurora Veterans on top of your new draw deck, paying 4 latinum")
    assert (
        s.describe(f"P{s.to_act + 1} decline_development")
        == "Put no development on top of your new draw deck"
    )


@pytest.mark.english
def test_the_published_glory_exchange_is_described_at_its_own_rate():
    # CC-GLORY-REVERSE: 1 glory = 1 latinum or 2 dilithium
    u = position(1, glory_exchange="published")
    assert u.describe(
        Action.of(u.to_act, "develop", card="aur_refit", glory_dil=2, glory_lat=0)
    ) == (
        "Develop Aurora Refit from your development pile using an action token, paying 2 glory in "
        "place of 3 dilithium"
    )


@pytest.mark.english
def test_the_steps_of_the_turn_in_words(s):
    p = f"P{s.to_act + 1}"
    assert s.describe(f"{p} resupply card=loc_trade_hub") == (
        "Resolve the RESUPPLY operation of Frontier Trade Hub: gain 1 latinum and 1 dilithium"
    )
    assert (
        s.describe(f"{p} cleanup card=mer_flagship")
        == "Resolve the CLEAN-UP operation of USS Meridian: gain 1 latinum"
    )
    assert (
        s.describe(f"{p} control location=loc_ice_moon")
        == "Take control of Ice Moon Outpost, then gain 2 dilithium"
    )
    assert s.describe(f"{p} skip_control") == "Take control of no location this turn"
    assert s.describe(f"{p} end_actions") == "End the action step"
    assert (
        s.describe(f"{p} complete_mission mission=aur_b1")
        == "Complete the mission Secure the frontier (3 VP)"
    )
    cargo = s.data["market"]["cargo"]
    assert (
        s.describe(f"{p} place_glory card={cargo}")
        == "Place 1 glory from the stardate on the market card Supply Crates"
    )
    after = edit(s, lambda t: t.data.update(resolution=True))
    assert after.describe(f"{p} place_glory card={cargo}") == (
        "Place 1 glory from the supply on the market card Supply Crates"
    )


@pytest.mark.english
def test_an_attack_answer_names_the_attacker_the_option_and_the_discarded_card():
    t = position(
        1, hand=["mk_raider_ally.1"], pool=[3, 3, 1], opp_hand=["aur_cargo", "mk_supplies.1"]
    )
    t = play(t, "mk_raider_ally.1")
    assert t.phase == "attack_choice"
    p = f"P{t.to_act + 1}"
    assert t.describe(f"{p} respond option=0 cards=aur_cargo") == (
        "Answer Mercenary Raiders' ATTACK with the first option: discard Aurora Cargo Bay"
    )
    assert t.describe(f"{p} respond option=1 cards=-") == (
        "Answer Mercenary Raiders' ATTACK with the second option: lose 2 latinum"
    )


@pytest.mark.english
def test_illegal_actions_are_described_without_assuming_them_possible(s):
    p = f"P{s.to_act + 1}"
    assert not s.is_legal(f"{p} play card=zzz_card target=- may=no glory_dil=0 glory_lat=0")
    assert s.describe(f"{p} play card=zzz_card target=- may=no glory_dil=0 glory_lat=0") == (
        "Play an unknown card (zzz card)"
    )
    assert s.describe(
        f"{p} play card=aur_captain target=loc_ice_moon may=no glory_dil=0 glory_lat=0"
    ) == ("Play Captain Ilsa Varro (it has no PLAY operation), targeting Ice Moon Outpost")
    assert (
        s.describe(f"{p} control location=nowhere_at_all")
        == "Take control of an unknown location (nowhere at all)"
    )
    assert (
        s.describe(f"{p} complete_mission mission=no_such")
        == "Complete an unknown mission (no such)"
    )
    assert s.describe(f"{p} respond option=7 cards=aur_cargo") == (
        "Answer the opponent's ATTACK with the eighth option: discard Aurora Cargo Bay"
    )
    assert s.describe(f"{p} acquire card=zzz glory_dil=99 glory_lat=0") == (
        "Acquire an unknown card (zzz) from the market using an action token, paying 99 glory in place of dilithium"
    )


@pytest.mark.english
def test_descriptions_follow_the_content_names():
    g = GAME.with_content(TEST_CONTENT)
    s = g.new(seed=0)
    assert s.describe("P1 resupply card=test_beacon") == (
        "Resolve the RESUPPLY operation of Distress Beacon: take 1 incident"
    )


@pytest.mark.english
def test_operations_read_as_sentences(s):
    from lunarrules.games.captains_chair.words import operation_words

    card = s.cat.card
    assert (
        operation_words(s, card["mk_medkit.1"].op("play"))
        == "Junk an incident from your hand to draw 1 card"
    )
    assert (
        operation_words(s, card["loc_nebula_relay"].op("activate"))
        == "Action: pay 1 dilithium to draw 2 cards"
    )
    assert operation_words(s, card["mk_envoy_ally"].op("play")) == (
        "Action, ATTACK: gain 1 glory; the opponent chooses to take 1 incident or to lose 1 dilithium and 1 latinum"
    )
    assert operation_words(s, card["aur_engineer.1"].op("play")) == (
        "Gain 1 dilithium; you may also raise your engineering specialty by 1"
    )
