"""Deck cycling with an empty Reserve: a Development may go on top, in any draw.

Published rulebook, Deck cycling: an empty draw deck is reshuffled from the discard pile
and the top Reserve card goes on top "once per reshuffle, even mid-draw"; with the Reserve
empty, the player may pay for any Development and put it on top of the new draw deck
(CC-RESERVE-EMPTY-DEVELOP). The offer belongs to the reshuffle, so a draw in the middle of
a card's operation makes it too: the operation waits for the choice and then goes on.
"""

from __future__ import annotations

import pytest

from .helpers import GAME, act, edit, position, rule_ids

# A card whose PLAY draws 2 cards and then gains 1 latinum: a draw in the middle of an effect.
BRIEFING = {
    "market": [
        {
            "id": "test_briefing",
            "name": "Mission Briefing",
            "suit": "person",
            "count": 1,
            "cost": {"latinum": 1},
            "vp": 0,
            "ops": [{"when": "play", "effects": ["draw:2", "latinum:1"]}],
        }
    ]
}
G = GAME.with_content(BRIEFING)


def _one_card_left_and_no_reserve(t, p):
    """Player ``p``'s draw deck holds one card, the rest is discarded, the Reserve is empty."""
    pl = t.data["seats"][p]
    keep = pl.draw[0]
    pl.discard.extend(u for u in pl.draw + pl.draw_top if u != keep)
    pl.draw[:] = [keep]
    pl.draw_top[:] = []
    pl.discard.extend(pl.reserve)  # recruited earlier: the Reserve is empty
    pl.reserve = ()


def _mid_play_offer(pool=(9, 9, 0)):
    s = position(hand=["test_briefing"], pool=list(pool), game=G)
    p = s.to_act
    s = edit(s, lambda t: _one_card_left_and_no_reserve(t, p))
    return s, p


def test_a_draw_in_the_middle_of_a_play_offers_a_development_and_waits():
    s, p = _mid_play_offer()
    s2 = act(s, "P? play card=test_briefing target=- may=no glory_dil=0 glory_lat=0")
    # the first card is drawn, the deck is empty: reshuffle, the Reserve is empty, an offer
    assert s2.phase == "development_on_top" and s2.to_act == p
    pl = s2.data["seats"][p]
    assert len(pl.hand) == 1 and not pl.discard and pl.draw
    assert pl.pool == [9, 9, 0]  # the latinum after the draw is not gained yet
    assert s2.data["cards_to_draw"] == 1
    assert "CC-RESERVE-EMPTY-DEVELOP" in rule_ids(s2, len(s.log))
    assert {a.kind for a in s2.legal_actions()} == {"develop_on_top", "decline_development"}
    dev = pl.development[0]
    d, lat = s2.cat.card[dev].cost
    s3 = act(s2, f"P? develop_on_top card={dev} glory_dil=0 glory_lat=0")
    pl3 = s3.data["seats"][p]
    # the paid development was put on top, so the second card drawn is that development;
    # then the operation goes on with its latinum
    assert dev in pl3.hand and len(pl3.hand) == 2 and dev not in pl3.development
    assert pl3.pool == [9 - d, 9 - lat + 1, 0]
    assert s3.phase == "action" and s3.to_act == p and s3.data["cards_to_draw"] == 0
    assert s3.data["interrupted"] is None


def test_a_declined_offer_lets_the_operation_finish():
    s, p = _mid_play_offer()
    s2 = act(s, "P? play card=test_briefing target=- may=no glory_dil=0 glory_lat=0")
    s3 = act(s2, "P? decline_development")
    pl = s3.data["seats"][p]
    assert len(pl.hand) == 2 and pl.pool == [9, 10, 0] and s3.phase == "action"
    assert pl.development == s.data["seats"][p].development


def test_no_offer_mid_draw_when_no_development_can_be_paid_for():
    s, p = _mid_play_offer(pool=(0, 0, 0))
    s2 = act(s, "P? play card=test_briefing target=- may=no glory_dil=0 glory_lat=0")
    assert s2.phase == "action" and len(s2.data["seats"][p].hand) == 2
    assert s2.data["seats"][p].pool == [0, 1, 0]


def test_a_waiting_operation_saves_and_loads():
    s, p = _mid_play_offer()
    s2 = act(s, "P? play card=test_briefing target=- may=no glory_dil=0 glory_lat=0")
    back = G.from_json(s2.to_json())
    assert back == s2 and back.phase == "development_on_top"
    assert back.data["interrupted"] == s2.data["interrupted"]
    a = act(back, "P? decline_development")
    b = act(s2, "P? decline_development")
    assert a.data["seats"][p].pool == b.data["seats"][p].pool == [9, 10, 0]
    assert a.phase == b.phase == "action"


def test_a_stardate_resolution_draw_offers_too_and_resolves_the_rest_after():
    # sd_2p_2's resolution: wipe the market, draw 1, take 1 incident
    s = position(hand=[], pool=[9, 9, 0])
    p = s.to_act

    def setup(t):
        _one_card_left_and_no_reserve(t, p)
        pl = t.data["seats"][p]
        pl.draw[:] = []  # empty: the resolution's draw reshuffles at once
        pl.staging += (("sd_2p_2", t.data["turn"] - 1),)
        pl.fleet, pl.locations, pl.ships, pl.status, pl.duty_officer = (), (), {}, None, None

    s = edit(s, setup)
    incidents = len(s.data["incidents"])
    s2 = act(s, "P? end_actions")
    assert s2.phase == "development_on_top" and s2.to_act == p
    assert len(s2.data["incidents"]) == incidents  # the incident waits for the choice
    s3 = act(s2, "P? decline_development")
    assert len(s3.data["incidents"]) == incidents - 1
    assert "sd_2p_2" in s3.data["box"]
    assert s3.phase in ("glory_placement", "development_on_top", "action", "resupply", "control")


def test_the_opening_hand_makes_no_offer():
    # CC-RESERVE-EMPTY-SETUP: the opening hands are drawn before the first turn
    r = GAME.rules.get("CC-RESERVE-EMPTY-SETUP")
    assert r is not None and r.kind == "assumption"
    s = GAME.new(seed=1)
    assert s.phase != "development_on_top"


def test_the_rule_is_no_longer_limited_to_the_clean_up():
    assert GAME.rules.get("CC-RESERVE-EMPTY-CLEANUP") is None


def test_resupply_clean_up_and_control_draws_offer_and_resume_their_step():
    from . import flow_scenarios as f

    s = f.resupply_to_development_on_top_and_back()
    assert s.phase == "action" and s.data["seats"][s.to_act].pool == [
        9,
        10,
        0,
    ]  # latinum after the draw
    s = f.cleanup_to_development_on_top_and_back()
    assert s.phase in ("glory_placement", "refresh") or s.data["turn"] > 1
    s = f.control_to_development_on_top_and_back()
    p = s.to_act
    assert s.phase == "action" and "loc_derelict_yard" in s.data["seats"][p].locations


@pytest.mark.english
def test_a_broken_paused_resolution_is_refused_in_words():
    from lunarrules.errors import InvalidPosition

    s, p = _mid_play_offer()
    s2 = act(s, "P? play card=test_briefing target=- may=no glory_dil=0 glory_lat=0")
    for change, words in (
        ({"interrupted.then": ["op", "play", "no_such_card", 0]}, "names no play operation"),
        ({"interrupted.then": ["teleport"]}, "is not a step to resume"),
        ({"interrupted.step": "control"}, "resumes in the step action"),
        ({"interrupted.effects": [[p, "test_briefing", ["warp", 1], "-"]]}, "not an effect"),
        ({"interrupted": None}, "a paused resolution waits exactly"),
    ):
        try:
            s2.edit(change)
        except InvalidPosition as e:
            assert words in str(e), (change, str(e))
        else:
            raise AssertionError(f"{change} was accepted")
