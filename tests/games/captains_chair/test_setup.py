"""Central setup, player setup, options and saves (seed: Preparação, Configuração do Jogador)."""

from __future__ import annotations

import json

import pytest

import lunarrules as lr
from lunarrules.errors import InvalidOption, InvalidPosition
from lunarrules.games.captains_chair.legal import crew_side, missions_for

from .helpers import GAME, edit


def test_central_setup_market_decks_and_zones():
    s = GAME.new(seed=3)
    d, cat = s.data, s.cat
    # CC-SETUP-MARKET: one face-up card under each of the four market decks
    assert set(d["market"]) == {"person", "cargo", "ship", "ally"}
    for suit, uid in d["market"].items():
        assert cat.card[uid].suit == suit
        assert len(d["market_decks"][suit]) == len(cat.market[suit]) - 1
    # CC-SETUP-ENCOUNTER-INCIDENT: full encounter deck, empty junk pile
    assert len(d["encounters"]) == len(cat.encounters)
    assert d["junk"] == ()
    # CC-SETUP-LOCATIONS / CC-SETUP-NEUTRAL: hidden starting location on top of the
    # advanced ones, 3 more starting locations face up, the rest in the box
    assert len(d["neutral_zone"]) == 3
    assert all(cat.card[u].start for u in d["neutral_zone"])
    assert len(d["location_deck_top"]) == 1 and cat.card[d["location_deck_top"][0]].start
    assert d["location_deck_top"][0] not in d["neutral_zone"]
    assert sorted(d["location_deck"]) == sorted(cat.locations_advanced)
    boxed_starts = [u for u in d["box"] if u in cat.locations_start]
    assert len(boxed_starts) == len(cat.locations_start) - 4
    # CC-SETUP-STARDATES: only 2-player stardates, by sequence, #1 on top, loaded
    assert d["stardates"] == ("sd_2p_1", "sd_2p_2", "sd_2p_3", "sd_2p_4")
    assert "sd_34p_1" in d["box"]
    assert d["stardate_glory"] == cat.card["sd_2p_1"].glory  # CC-SETUP-STARDATE-GLORY


def test_player_setup_sorts_the_crew_deck():
    s = GAME.new(seed=3)
    d, cat = s.data, s.cat
    aur, mer = d["seats"]
    # CC-PSETUP-SORT and its destinations
    assert aur.locations == ("aur_home",)  # CC-PSETUP-LOCATIONS
    assert aur.fleet == ("aur_flagship",) and aur.ships == {
        "aur_flagship": ""
    }  # CC-PSETUP-DEPLOYED
    assert set(aur.development) == {
        "aur_refit",
        "aur_veterans",
        "aur_deep_array",
    }  # CC-PSETUP-DEVELOPMENT
    assert set(aur.reserve) == {"aur_reserve_cadet"}  # CC-PSETUP-RESERVE
    assert aur.discard == ["aur_old_damage"]  # CC-PSETUP-DISCARD
    assert (
        "aur_accident" in d["incidents"] and "mer_rivalry" in d["incidents"]
    )  # CC-PSETUP-INCIDENTS
    assert len(d["incidents"]) == len(cat.incidents) + 2
    assert aur.status == "aur_status" and mer.status is None  # CC-PSETUP-CAPTAIN
    assert aur.duty_officer is None and mer.duty_officer is None
    assert mer.locations == ()  # a crew without controlled locations starts with none
    for pl, crew in ((aur, "aurora"), (mer, "meridian")):
        available = [u for u, pos in cat.crews[crew].cards if pos == "available"]
        assert len(pl.hand) == 5  # CC-PSETUP-HAND
        assert sorted(pl.hand + pl.draw) == sorted(available)  # CC-PSETUP-DRAW-DECK
        assert pl.specialty == (0, 0, 0)  # CC-PSETUP-BOARD
        assert pl.action_tokens == 3  # CC-SETUP-TOKENS
        assert pl.mission_tokens == 1  # basic side returns two of three
        assert pl.away_teams == cat.card[pl.captain].away_teams  # CC-PSETUP-AWAY
    assert aur.away_teams == 4 and mer.away_teams == 5


def test_starting_resources_come_from_the_supply_not_the_stardate():
    s = GAME.new(seed=3)
    assert s.phase == "resupply"  # nothing gained yet in the first turn
    # CC-PSETUP-RESOURCES: 1 of each from the supply; the stardate keeps its full load
    assert [pl.pool for pl in s.data["seats"]] == [[1, 1, 1], [1, 1, 1]]
    assert s.data["stardate_glory"] == s.cat.card["sd_2p_1"].glory


def test_advanced_side_keeps_three_mission_tokens():
    s = GAME.new(seed=3, crew_side="advanced")
    assert [pl.mission_tokens for pl in s.data["seats"]] == [3, 3]


def test_first_player_is_random_and_takes_the_first_turn():
    firsts = set()
    for seed in range(12):
        s = GAME.new(seed=seed)
        firsts.add(s.data["first_player"])
        assert s.to_act == s.data["first_player"]  # CC-FIRST-TURN
        assert s.data["turn"] == 1
    assert firsts == {0, 1}  # CC-SETUP-FIRST


@pytest.mark.english
def test_crew_options_are_checked():
    with pytest.raises(InvalidOption, match="CC-CREWS-DIFFER"):
        GAME.new(p1_crew="aurora", p2_crew="aurora")
    with pytest.raises(InvalidOption, match="no crew 'borg'"):
        GAME.new(p1_crew="borg")
    with pytest.raises(InvalidOption, match="is for 2 players, not"):
        GAME.new(players=3)
    s = GAME.new(seed=1, p1_crew="meridian", p2_crew="aurora")
    assert s.data["seats"][0].crew == "meridian"


def test_json_round_trip_and_replay():
    s = GAME.new(seed=5, glory_exchange="published", crew_side="advanced")
    for _ in range(40):
        if s.is_over:
            break
        s = s.apply(s.legal_actions()[-1])
    back = GAME.from_json(s.to_json())
    assert back == s
    assert back.options["glory_exchange"] == "published"


def test_registered_and_declared():
    g = lr.game("captains_chair")
    assert g.players == (2, 2)
    assert g.rules.verify_quotes() == []
    assert {"CC-SECURED", "CC-ACTION-LIMIT", "CC-BURN", "CC-GLORY-REVERSE"} <= set(g.rules.ids())
    assert g.rules["CC-GLORY-REVERSE"].kind == "variant"
    assert g.rules["CC-RESOLUTION-END"].kind == "public"


@pytest.mark.english
def test_arrange_is_a_what_if_copy_saved_as_a_position_without_moves():
    s = GAME.new(seed=3)
    t = s.arrange(
        hand=["mk_saboteur.1"],
        pool=[0, 2, 0],
        opponent_pool=[4, 4, 4],
        actions=1,
        stardate_glory=2,
        specialty=[1, 9, 0],
    )
    p = s.to_act
    assert t.data["seats"][p].hand == ["mk_saboteur.1"]
    assert t.data["seats"][p].pool == [0, 2, 0] and t.data["seats"][1 - p].pool == [4, 4, 4]
    assert t.data["seats"][p].action_tokens == 1 and t.data["stardate_glory"] == 2
    assert t.data["seats"][p].specialty == (1, 9, 0)  # the tracks run to 15 (CC-SPECIALTY-MAX)
    assert (
        "mk_saboteur.1" not in t.data["market"].values()
        and "mk_saboteur.1" not in t.data["market_decks"]["ally"]
    )
    assert s.data["seats"][p].hand != t.data["seats"][p].hand  # the original is unchanged
    assert t.undo() is s
    # Replaying the moves would not rebuild the arranged table: the save holds the
    # position alone, and so do the saves of positions played on from it.
    doc = json.loads(t.to_json())
    assert "history" not in doc and doc["position"]["table"]["seats"][p]["hand"] == [
        "mk_saboteur.1"
    ]
    back = GAME.from_json(t.to_json())
    assert back.data == t.data and back.to_act == t.to_act
    t2 = t.apply(t.legal_actions()[0])
    assert "history" not in json.loads(t2.to_json())
    assert GAME.from_json(t2.to_json()).data == t2.data
    with pytest.raises(ValueError, match="nothing to undo"):
        back.undo()
    with pytest.raises(ValueError, match="no card"):
        s.arrange(hand=["warp_core"])


@pytest.mark.english
def test_arrange_refuses_a_table_the_game_cannot_have():
    s = GAME.new(seed=3)
    p = s.to_act
    with pytest.raises(InvalidPosition) as e:
        s.arrange(pool=[-1, 0, 0], stardate_glory=99)
    assert f"seats[{p}].pool: -1 dilithium is below 0" in e.value.problems
    assert any(x.startswith("stardate_glory: 99 is not from 1 to") for x in e.value.problems)


def test_apply_never_changes_the_old_state_at_any_step():
    # Players and most of the table are shared between a state and the next one;
    # every step of a few full games checks that the old position is untouched.
    import random

    for seed in range(6):
        s = GAME.new(seed=seed)
        rng = random.Random(seed)
        while not s.is_over:
            legal = s.legal_actions()
            before = s.fingerprint()
            nxt = s.apply(legal[rng.randrange(len(legal))])
            assert s.fingerprint() == before
            s = nxt


def test_every_rule_is_used_by_the_engine():
    import importlib
    from pathlib import Path

    pkg = importlib.import_module("lunarrules.games.captains_chair")
    here = Path(pkg.__file__).parent
    src = "".join(p.read_text() for p in here.glob("*.py") if p.name != "rules.py")
    unused = [r for r in GAME.rules.ids() if r not in src]
    assert unused == []


def test_view_hides_the_opponents_hand_and_face_down_decks():
    s = GAME.new(seed=3)
    v = s.view(0)
    assert isinstance(v["players"][0]["hand"], list) and v["players"][1]["hand"] == 5
    assert v["players"][0]["reserve"] == 1  # a count, not the cards
    assert isinstance(v["players"][0]["draw_deck"], int)
    assert s.view(None)["players"][1]["hand"] == s.data["seats"][1].hand


def test_states_pickle_without_the_card_catalog():
    import pickle
    import random

    s = GAME.new(seed=4)
    rng = random.Random(4)
    for _ in range(60):
        legal = s.legal_actions()
        s = s.apply(legal[rng.randrange(len(legal))])
    blob = pickle.dumps(s)
    assert b"Supply Crates" not in blob  # card names live in the catalog, not in the pickle
    t = pickle.loads(blob)
    assert t == s and t.cat is s.cat
    a = s.legal_actions()[0]
    assert t.apply(a) == s.apply(a)


def test_arrange_taking_a_face_up_market_card_refills_its_slot():
    s = GAME.new(seed=3)
    s = edit(s, lambda t: t.data.__setitem__("market_glory", {t.data["market"]["cargo"]: 2}))
    uid = s.data["market"]["cargo"]
    deck = s.data["market_decks"]["cargo"]
    t = s.arrange(hand=[uid])
    p = s.to_act
    assert t.data["seats"][p].hand == [uid]
    new = t.data["market"]["cargo"]
    assert new is not None and new != uid and new in deck  # CC-ACQUIRE: the next card is revealed
    assert len(t.data["market_decks"]["cargo"]) == len(deck) - 1
    assert uid not in t.data["market_glory"]  # its glory went back to the supply
    assert {k: v for k, v in t.data["market"].items() if k != "cargo"} == {
        k: v for k, v in s.data["market"].items() if k != "cargo"
    }


@pytest.mark.english
def test_each_player_chooses_their_own_crew_board_side():
    # CC-PSETUP-SIDE: "Selecione se você jogará no lado Básico ou Avançado de seu tabuleiro
    # de Tripulação": each player picks a side, so P1 may play Basic and P2 Advanced
    s = GAME.new(seed=3, p1_crew_side="basic", p2_crew_side="advanced")
    assert [pl.mission_tokens for pl in s.data["seats"]] == [1, 3]  # CC-PSETUP-BOARD
    assert [crew_side(s, 0), crew_side(s, 1)] == ["basic", "advanced"]
    crews = [s.cat.crews[pl.crew] for pl in s.data["seats"]]
    assert missions_for(s, 0) == crews[0].basic and missions_for(s, 1) == crews[1].advanced
    assert any("the basic side for P1 and the advanced side for P2" in e.text for e in s.log)
    # a player's own choice wins over the shared option; unset, the shared option holds
    s = GAME.new(seed=3, crew_side="advanced", p2_crew_side="basic")
    assert [pl.mission_tokens for pl in s.data["seats"]] == [3, 1]
    with pytest.raises(InvalidOption, match="p1_crew_side='gold' is not allowed"):
        GAME.new(p1_crew_side="gold")
