"""A card with several PLAY operations (published rulebook, PLAY Operations, CC-PLAY-ONE-OP):
"place the card in your Briefing Room, then carry out exactly 1 of its PLAY operations in
full. If you cannot carry out at least 1 of them, you may not play the card." The operations
are numbered in the order the content writes them; ``play_op`` names one.
"""

from __future__ import annotations

import pytest

from lunarrules.errors import InvalidContent

from .helpers import GAME, act, at_action, position, rule_ids

TWIN = {
    "market": [
        {
            "id": "test_twin",
            "name": "Twin Dealings",
            "suit": "ally",
            "count": 1,
            "cost": {"latinum": 2},
            "vp": 0,
            "ops": [
                {"when": "play", "effects": ["latinum:2"]},
                {
                    "when": "play",
                    "action": True,
                    "cost": ["dilithium:1"],
                    "effects": ["dilithium:3", "glory:1"],
                },
            ],
        }
    ]
}
G = GAME.with_content(TWIN)


def _at(pool=(1, 0, 0)):
    return position(hand=["test_twin", "mk_cadet.1"], pool=list(pool), game=G)


def _plays(s, uid):
    return [a for a in s.legal_actions() if a.get("card") == uid and a.kind in ("play", "play_op")]


def test_each_play_operation_is_a_choice_and_plain_play_is_not_listed():
    s = _at()
    acts = _plays(s, "test_twin")
    assert {a.kind for a in acts} == {"play_op"} and sorted({a["op"] for a in acts}) == [1, 2]
    assert {a.kind for a in _plays(s, "mk_cadet.1")} == {"play"}  # one PLAY operation: play
    a = acts[0]
    assert G.parse_action(str(a)) == a and "op=" in str(a)


def test_exactly_one_operation_is_resolved_the_chosen_one():
    s = _at()
    p = s.to_act
    s2 = act(s, "P? play_op card=test_twin op=2 target=- may=no glory_dil=0 glory_lat=0")
    pl = s2.data["seats"][p]
    assert pl.pool[0] == 1 - 1 + 3 and pl.pool[1] == 0  # operation 2 only, not the latinum of 1
    assert pl.action_tokens == s.data["seats"][p].action_tokens - 1 and "test_twin" in pl.play_area
    assert "CC-PLAY-ONE-OP" in rule_ids(s2, len(s.log))
    s3 = act(s, "P? play_op card=test_twin op=1 target=- may=no glory_dil=0 glory_lat=0")
    assert s3.data["seats"][p].pool[:2] == [1, 2]


def test_an_operation_that_cannot_be_paid_is_not_offered_and_none_means_no_play():
    s = _at(pool=(0, 0, 0))
    assert sorted(a["op"] for a in _plays(s, "test_twin")) == [1]
    err = s.check(
        f"P{s.to_act + 1} play_op card=test_twin op=2 target=- may=no glory_dil=0 glory_lat=0"
    )
    assert err is not None and err.rule_id == "CC-COST-IN-FULL"
    none = G.with_content(
        {
            "market": [
                {
                    **TWIN["market"][0],
                    "ops": [
                        {"when": "play", "cost": ["latinum:5"], "effects": ["glory:1"]},
                        {"when": "play", "cost": ["dilithium:5"], "effects": ["glory:1"]},
                    ],
                }
            ]
        }
    )
    t = position(hand=["test_twin"], pool=[0, 0, 0], game=none)
    assert _plays(t, "test_twin") == []  # neither can be resolved: the card cannot be played


@pytest.mark.english
def test_wrong_ways_to_play_it_are_refused_in_words():
    s = _at()
    who = f"P{s.to_act + 1}"
    err = s.check(f"{who} play card=test_twin target=- may=no glory_dil=0 glory_lat=0")
    assert (
        err.rule_id == "CC-PLAY-ONE-OP"
        and "2 PLAY operations" in str(err)
        and "play_op" in str(err)
    )
    err = s.check(f"{who} play_op card=test_twin op=3 target=- may=no glory_dil=0 glory_lat=0")
    assert err.rule_id == "CC-PLAY-ONE-OP" and "op=3 is not one of 1 to 2" in str(err)
    err = s.check(f"{who} play_op card=mk_cadet.1 op=1 target=- may=no glory_dil=0 glory_lat=0")
    assert err.rule_id == "CC-PLAY-ONE-OP" and "play it with play" in str(err)


def test_a_game_with_a_chosen_operation_saves_and_replays():
    s = at_action(seed=1, game=G).arrange(hand=["test_twin"], pool=[1, 0, 0])
    s = act(s, "P? play_op card=test_twin op=2 target=- may=no glory_dil=0 glory_lat=0")
    back = G.from_json(s.to_json())  # an arranged position saves its table, not its moves
    assert back.fingerprint() == s.fingerprint() and back.legal_actions() == s.legal_actions()


@pytest.mark.parametrize(
    "op, field",
    [
        ({"when": "plya", "effects": ["latinum:1"]}, "test_twin).ops[1].when"),
        ({"when": "play", "effects": ["latinum:x"]}, "test_twin).ops[1].effects"),
        ({"when": "play", "efects": ["latinum:1"]}, "efects"),
    ],
)
def test_a_mistyped_second_play_operation_names_the_card_and_field(op, field):
    bad = {"market": [{**TWIN["market"][0], "ops": [TWIN["market"][0]["ops"][0], op]}]}
    with pytest.raises(InvalidContent) as e:
        GAME.with_content(bad)
    assert field in str(e.value) and "test_twin" in str(e.value)
