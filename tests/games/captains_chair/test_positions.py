"""Literal positions, their checks and forced setup draws (see lunarrules/kernel/position.py)."""

from __future__ import annotations

import json
import random
import typing

import pytest

from lunarrules.errors import ImpossibleOutcome, InvalidPosition, InvalidSave
from lunarrules.games.captains_chair.content import MARKET_SUITS
from lunarrules.games.captains_chair.table import (
    CaptainsChairTable,
    Market,
    MarketDecks,
    Player,
    StagedStardate,
)

from .helpers import GAME

HAND = ["aur_science", "aur_ensign.1", "aur_ensign.2", "aur_engineer.1", "aur_cargo"]
MARKET = ["mk_cadet.1", "mk_crystals.1", "mk_scout.1", "mk_smuggler"]  # person, cargo, ship, ally
SETUP = {"first_player": ["P1"], "card": HAND, "market": MARKET}


def teachers_position():
    """P1 holds the Aurora Science Officer and 3 dilithium, the market shows the Scout Ship
    (2 dilithium) and the Academy Cadet (2 latinum), and P1 has 2 action tokens left."""
    return GAME.position(
        {
            "seats[0].pool": [3, 0, 0],
            "seats[0].action_tokens": 2,
            "pending_operations": [],
            "phase": "action",
        },
        seed=7,
        outcomes=SETUP,
    )


@pytest.mark.english
def test_the_teachers_position_and_what_is_legal_there():
    s = teachers_position()
    me = s.data["seats"][0]
    assert (s.phase, s.to_act) == ("action", 0)
    assert "aur_science" in me.hand and me.pool == [3, 0, 0] and me.action_tokens == 2
    assert s.data["market"]["ship"] == "mk_scout.1"
    # The Science Officer's PLAY starts with the action icon: it spends a token (CC-ACTION-TOKEN)
    assert s.is_legal("P1 play card=aur_science target=- may=no glory_dil=0 glory_lat=0")
    # The Scout Ship costs 2 dilithium: P1 can pay it; the Cadet's 2 latinum cannot be paid
    # with dilithium (CC-NO-CONVERT), and there is no glory to stand in
    assert s.is_legal("P1 acquire card=mk_scout.1 glory_dil=0 glory_lat=0")
    refusal = s.check("P1 acquire card=mk_cadet.1 glory_dil=0 glory_lat=0")
    assert refusal is not None and "costs 0 dilithium, 2 latinum" in str(refusal)
    # Two actions spend both tokens: the captain's ACTIVATE (an action) is then refused
    t = s.apply("P1 play card=aur_science target=- may=no glory_dil=0 glory_lat=0")
    t = t.apply("P1 acquire card=mk_scout.1 glory_dil=0 glory_lat=0")
    assert t.data["seats"][0].action_tokens == 0 and t.data["seats"][0].pool == [1, 0, 0]
    assert not [a for a in t.legal_actions() if a.kind in ("acquire", "develop")]
    refusal = t.check(
        f"P1 activate card=aur_captain target={t.data['neutral_zone'][0]} may=no "
        "glory_dil=0 glory_lat=0"
    )
    assert refusal is not None and "needs an action token" in str(refusal)
    # With 1 dilithium the Scout Ship cannot be paid for
    poor = s.edit({"seats[0].pool[0]": 1})
    assert not poor.is_legal("P1 acquire card=mk_scout.1 glory_dil=0 glory_lat=0")


def test_the_teachers_position_saves_and_loads_without_moves():
    s = teachers_position()
    doc = json.loads(s.to_json())
    assert "history" not in doc
    table = doc["position"]["table"]
    assert table["seats"][0]["pool"] == [3, 0, 0] and table["market"]["ship"] == "mk_scout.1"
    back = GAME.from_json(s.to_json())
    assert back.data == s.data and (back.phase, back.to_act) == (s.phase, s.to_act)
    assert [str(a) for a in back.legal_actions()] == [str(a) for a in s.legal_actions()]
    assert isinstance(back.data["seats"][0], Player)


@pytest.mark.english
def test_each_broken_position_is_refused_with_its_field():
    s = teachers_position()
    hand = list(s.data["seats"][0].hand)
    cases = {
        # a card in two places
        "seats[0].hand: card mk_scout.1 is also in market.ship": {
            "seats[0].hand": hand + ["mk_scout.1"]
        },
        # a card the game does not have
        "seats[0].hand: warp_core is not a card of this game": {
            "seats[0].hand": hand + ["warp_core"]
        },
        # a card that vanished
        "cards: 1 of the game's cards are nowhere on the table (aur_cargo)": {
            "seats[0].hand": hand[:-1]
        },
        # a card in a place that does not fit its kind
        "neutral_zone: mk_cadet.1 is a person card, not a location": {
            "neutral_zone": ["mk_cadet.1", *s.data["neutral_zone"][1:]],
            "market.person": s.data["neutral_zone"][0],
        },
        # negative resources
        "seats[0].pool: -1 dilithium is below 0": {"seats[0].pool": [-1, 0, 0]},
        # a marker past its track
        "seats[0].specialty: science 16 is off the track (0 to 15)": {
            "seats[0].specialty": [0, 16, 0]
        },
        "stardate_glory: 9 is not from 1 to": {"stardate_glory": 9},
        # more pieces than the game has
        "seats[0].away_teams: 5 on the captain and 0 at neutral locations make 5; the captain has 4": {
            "seats[0].away_teams": 5
        },
        "seats[0].action_tokens: 4 is not from 0 to 3": {"seats[0].action_tokens": 4},
        "seats[1].mission_tokens: 2 left and 0 missions completed, but the crew board starts with 1": {
            "seats[1].mission_tokens": 2
        },
        # a decision for the wrong player
        "to_act: P2 is to decide during 3. Action step, but it is the active player's decision (P1)": {
            "to_act": "P2"
        },
        # a decision the phase does not have
        "attack: an ATTACK waits for a choice exactly in the phase": {"phase": "attack_choice"},
        "pending_operations: 1. Resupply step waits for operations, but none is listed": {
            "phase": "resupply"
        },
    }
    for expected, changes in cases.items():
        with pytest.raises(InvalidPosition) as e:
            s.edit(changes)
        assert any(p.startswith(expected) for p in e.value.problems), (expected, e.value.problems)


@pytest.mark.english
def test_every_problem_is_listed_at_once():
    s = teachers_position()
    hand = list(s.data["seats"][0].hand)
    with pytest.raises(InvalidPosition) as e:
        s.edit(
            {
                "seats[0].hand": hand + ["mk_scout.1"],
                "seats[0].pool": [-1, 0, -2],
                "seats[1].specialty": [0, 0, 99],
                "to_act": "P2",
            }
        )
    problems = e.value.problems
    assert problems == [
        "seats[0].hand: card mk_scout.1 is also in market.ship (every card sits in one place)",
        "seats[0].pool: -1 dilithium is below 0",
        "seats[0].pool: -2 glory is below 0",
        "seats[1].specialty: engineering 99 is off the track (0 to 15)",
        "to_act: P2 is to decide during 3. Action step, but it is the active player's decision (P1)",
    ]


@pytest.mark.english
def test_a_damaged_snapshot_is_refused_by_the_games_rules():
    s = teachers_position()
    doc = json.loads(s.to_json())
    doc["position"]["table"]["seats"][1]["pool"] = [0, -3, 0]
    doc["position"]["table"]["market_glory"] = {"mk_freighter": 2}
    with pytest.raises(InvalidPosition) as e:
        GAME.from_json(json.dumps(doc))
    assert e.value.problems == [
        "seats[1].pool: -3 latinum is below 0",
        "market_glory.mk_freighter: glory lies only on face-up market cards",
    ]
    doc = json.loads(s.to_json())
    doc["position"]["table"]["seats"][0]["owner"] = None  # the record holds the game's fields only
    with pytest.raises(InvalidSave, match=r"position\.table\.seats\[0\]: unknown field owner"):
        GAME.from_json(json.dumps(doc))


def _attack_position():
    """The first ATTACK choice reached in seeded random games."""
    for seed in range(60):
        rng = random.Random(seed)
        s = GAME.new(seed=seed)
        while not s.is_over:
            if s.phase == "attack_choice":
                return s
            s = s.apply(rng.choice(s.legal_actions()))
    raise AssertionError("no ATTACK choice in 60 seeded games")


@pytest.mark.english
def test_an_attack_waiting_for_the_opponent_is_checked():
    s = _attack_position()
    att = s.data["attack"]
    assert s.position_problems() == [] and s.to_act == 1 - att["by"]
    n = len(att["options"])
    with pytest.raises(InvalidPosition) as e:
        s.edit(
            {
                "attack.options": [[["discard", 9]]],
                "attack.by": 1 - att["by"],
                "attack.allowed": [0, n + 2],
            }
        )
    assert set(e.value.problems) == {
        f"attack.options: not the options printed on {att['card']}",
        f"attack.by: {1 - att['by']} is not the attacker, P{att['by'] + 1} (whose turn it is)",
        "attack.allowed: options to choose among 0 to 0, each once",
    }
    with pytest.raises(InvalidPosition, match="attack: an ATTACK waits for a choice exactly"):
        s.edit({"attack": None})
    with pytest.raises(InvalidPosition, match="it is the attacked player's decision"):
        s.edit(to_act=att["by"])


def test_forced_setup_draws_set_the_table():
    # Setup draws: the hidden starting location and the Neutral Zone (location), the
    # face-up market card of each suit (market, in the order person, cargo, ship,
    # ally), the first player, and both starting hands (card: P1's five, then P2's).
    # Encounters, incidents and the reserve are drawn when play reaches them; the
    # stardates are laid out in sequence.
    locations = ["loc_trade_hub", "loc_ice_moon", "loc_nebula_relay", "loc_drift_station"]
    p2_hand = ["mer_yeoman.1", "mer_yeoman.2", "mer_chief", "mer_explorer.1", "mer_tactical"]
    outcomes = {
        "location": locations,
        "market": MARKET,
        "first_player": ["P2"],
        "card": HAND + p2_hand,
    }
    s = GAME.new(seed=11, outcomes=outcomes)
    d = s.data
    assert d["location_deck_top"] == ("loc_trade_hub",)
    assert d["neutral_zone"] == ("loc_ice_moon", "loc_nebula_relay", "loc_drift_station")
    assert [d["market"][suit] for suit in MARKET_SUITS] == MARKET
    assert d["first_player"] == d["active"] == 1 and s.to_act == 1
    assert d["seats"][0].hand == HAND and d["seats"][1].hand == p2_hand
    # Every forced draw is kept with the save and comes back with it
    back = GAME.from_json(s.to_json())
    assert back.data == s.data and back.setup_outcomes == s.setup_outcomes
    # Each key alone forces its draws; the rest stays random (seeded)
    other = GAME.new(seed=11, outcomes={"first_player": ["P1"]})
    assert other.data["first_player"] == 0
    assert (
        GAME.new(seed=12, outcomes={"market": ["mk_diplomat"]}).data["market"]["person"]
        == "mk_diplomat"
    )


@pytest.mark.english
def test_a_forced_setup_draw_that_cannot_come_up_is_refused():
    with pytest.raises(ImpossibleOutcome, match="the forced market aur_science cannot come up"):
        GAME.new(seed=1, outcomes={"market": ["aur_science"]})


def test_the_table_is_declared_in_the_games_words():
    hints = typing.get_type_hints(CaptainsChairTable)
    assert set(hints) == set(GAME.new(seed=1).data)
    assert tuple(typing.get_type_hints(Market)) == MARKET_SUITS
    assert tuple(typing.get_type_hints(MarketDecks)) == MARKET_SUITS
    # the player record holds the game's fields and no back-reference to its table
    assert "owner" not in Player.__struct_fields__
    assert StagedStardate("sd_2p_1", 3) == ("sd_2p_1", 3)


def _card_lists(table, path=()):
    """Every list of card ids in a snapshot's table, as key paths."""
    if isinstance(table, dict):
        for k, v in table.items():
            yield from _card_lists(v, (*path, k))
    elif isinstance(table, list):
        if table and all(isinstance(x, str) for x in table):
            yield path
        elif not table and path and path[-1] not in ("pool", "specialty", "staging", "allowed"):
            yield path
        else:
            for i, v in enumerate(table):
                if isinstance(v, (dict, list)):
                    yield from _card_lists(v, (*path, i))


def _at(doc, path):
    for p in path:
        doc = doc[p]
    return doc


def test_cards_moved_between_places_are_refused_or_play_to_an_end():
    # A small fuzz: cards moved between the decks, rows and areas of mid-game snapshots.
    # Each damaged snapshot is either refused as a position, or loads and plays to an
    # end with nothing but legal actions (the checks keep the engine from crashing).
    rng = random.Random(2026)
    docs = []
    for seed in (3, 4):
        s = GAME.new(seed=seed)
        r = random.Random(seed)
        for _ in range(40):
            s = s.apply(r.choice(s.legal_actions()))
        docs.append(json.loads(s.to_json(history=False)))
    refused = played = 0
    for _ in range(40):
        doc = json.loads(json.dumps(rng.choice(docs)))
        table = doc["position"]["table"]
        lists = list(_card_lists(table))
        for _ in range(rng.choice((1, 2))):
            src, dst = _at(table, rng.choice(lists)), _at(table, rng.choice(lists))
            if src:
                dst.append(src.pop(rng.randrange(len(src))))
        try:
            s = GAME.from_json(json.dumps(doc))
        except InvalidPosition:
            refused += 1
            continue
        for _ in range(2000):
            if s.is_over:
                break
            s = s.apply(rng.choice(s.legal_actions()))
        assert s.is_over
        played += 1
    assert refused and played, (refused, played)


@pytest.mark.english
def test_a_snapshot_naming_a_crew_the_content_lacks_is_refused():
    doc = json.loads(teachers_position().to_json())
    doc["options"]["p2_crew"] = "borg"
    with pytest.raises(
        InvalidPosition, match=r"options\.p2_crew: no crew borg in this game's content"
    ):
        GAME.from_json(json.dumps(doc))
    doc["options"]["p2_crew"] = "aurora"
    with pytest.raises(InvalidPosition, match="both players play the crew aurora"):
        GAME.from_json(json.dumps(doc))
