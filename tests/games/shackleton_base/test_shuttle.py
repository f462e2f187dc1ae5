"""Fase de Ônibus Espacial."""

from __future__ import annotations

import pytest

from lunarrules.games.shackleton_base.content import catalog

from .helpers import G, refusal


def _to_draft(players, seed=0, **forced):
    s = G.new(players=players, seed=seed)
    for _ in range(3 * players - 1):
        s = s.apply(s.legal_actions()[0])
    if forced:
        s = s.with_outcomes(**forced)
    return s.apply(s.legal_actions()[0])


def test_reveal_players_plus_one_then_pick_in_reverse_order():
    s = _to_draft(3, shuttle=["r1n2", "r1n5", "r1n1", "r1n6"])
    assert s.phase == "shuttle_pick"
    # SB-SHUTTLE-REVEAL: 3 players -> 4 tiles of round 1
    assert s.data["revealed"] == ("r1n1", "r1n2", "r1n5", "r1n6")
    order = s.data["order"]
    assert s.to_act == order[-1]  # SB-SHUTTLE-PICK: reverse turn order
    err = refusal(s, f"P{order[-1] + 1} take_shuttle tile=3")
    assert err.rule_id == "SB-SHUTTLE-PICK" and "1, 2, 5, 6" in str(err)
    err = refusal(s, f"P{order[0] + 1} take_shuttle tile=1")
    assert err.rule_id == "SB-TURN"


def test_new_turn_order_by_tile_number_and_gateway_gets_leftover():
    s = _to_draft(3, shuttle=["r1n2", "r1n5", "r1n1", "r1n6"])
    last, mid, first = s.data["order"][-1], s.data["order"][1], s.data["order"][0]
    s = s.apply(f"P{last + 1} take_shuttle tile=1")
    s = s.apply(f"P{mid + 1} take_shuttle tile=6")
    credits = s.data["agencies"][first]["credits"]
    s = s.apply(f"P{first + 1} take_shuttle tile=5")
    # SB-SHUTTLE-ORDER: lowest number first; SB-SHUTTLE-ORDER-REST: then ascending
    assert s.data["order"] == [last, first, mid]
    assert s.phase == "action" and s.to_act == last
    # astronauts and resources of the chosen tile
    assert s.data["agencies"][first]["astronauts"] == (3, 3, 0)
    assert s.data["agencies"][first]["credits"] == credits + 2
    # SB-GATEWAY-FILL: tile 2 (3 E, 2 T, 1 S) was not chosen
    assert s.data["gateway"] == [3, 2, 1]


@pytest.mark.english
def test_gateway_cap_of_four_per_type_checked_at_the_shuttle_step():
    s = _to_draft(2, shuttle=["r1n5", "r1n1", "r1n2"])
    s = s._clone()
    s.data["gateway"] = [6, 1, 4]  # more than 4 may gather during a round
    order = s.data["order"]
    s = s.apply(f"P{order[-1] + 1} take_shuttle tile=1")
    s = s.apply(f"P{order[0] + 1} take_shuttle tile=2")
    # tile 5 (3 E, 3 T, 0 S) goes to the Gateway, up to 4 of each type: the 6 engineers
    # already there stay (the cap limits what the tile adds, it removes nothing)
    assert s.data["gateway"] == [6, 4, 4]
    ev = [e for e in s.log if "SB-GATEWAY-CAP" in e.rules][-1]
    assert (
        "adds 3 technicians to the Gateway (up to 4 of each type), which holds 6 engineers, "
        "4 technicians, 4 scientists"
    ) in ev.text


def test_gateway_surplus_gathered_during_the_round_stays():
    # the case: 5 technicians (gathered after the last shuttle step) dropped to 4
    # at the next one though the leftover tile added none
    s = _to_draft(2, shuttle=["r1n5", "r1n1", "r1n2"])
    s = s._clone()
    s.data["gateway"] = [0, 5, 2]
    order = s.data["order"]
    s = s.apply(f"P{order[-1] + 1} take_shuttle tile=1")
    s = s.apply(f"P{order[0] + 1} take_shuttle tile=5")
    # tile 2 (3 E, 2 T, 1 S) is left over: "verificado apenas nesta etapa" [SB-GATEWAY-CAP]
    assert s.data["gateway"] == [3, 5, 3]


def test_each_round_uses_its_own_pile():
    cat = catalog(G)
    assert set(cat.shuttle_by_round) == {1, 2, 3}
    for r, ids in cat.shuttle_by_round.items():
        assert all(cat.shuttles[t]["round"] == r for t in ids)  # SB-SHUTTLE-PILES
