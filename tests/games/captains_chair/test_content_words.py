"""Content words for effects the published cards print (issue: a vocabulary that can write
every card). Each word is accepted by the validator, refused with the field named when
mistyped, and resolved by the engine; the cards below are a test content file."""

from __future__ import annotations

import copy

import pytest

from lunarrules.errors import InvalidContent
from lunarrules.games.captains_chair.actions import _action_token
from lunarrules.games.captains_chair.content import validate

from .helpers import GAME, edit, me, op_action, play, position, rule_ids

WORDS_CONTENT = {
    "market": [
        {"id": "test_overtime", "name": "Double Shift", "suit": "person", "cost": {"latinum": 1},
         "vp": 0, "ops": [{"when": "play", "effects": ["gain_action:1"]}]},
        {"id": "test_overdrive", "name": "Overdrive", "suit": "cargo", "cost": {"dilithium": 1},
         "vp": 0, "ops": [{"when": "play", "effects": ["gain_action:5"]}]},
    ]
}
WG = GAME.with_content(WORDS_CONTENT)


def _bad(word: str, field: str = "effects") -> str:
    content = copy.deepcopy(GAME.content)
    content["market"][0]["ops"] = [{"when": "play", field: [word]}]
    return "\n".join(validate(content))


# ------------------------------------------------------------ action tokens
def test_the_supply_holds_the_three_remaining_action_tokens():
    # CC-SETUP-SUPPLY-ACTIONS: "Coloque as 3 fichas de Ação restantes no suprimento."
    s = GAME.new(seed=3)
    assert s.data["supply_actions"] == 3
    assert s.view()["supply_action_tokens"] == 3
    assert "CC-SETUP-SUPPLY-ACTIONS" in rule_ids(s)
    content = copy.deepcopy(GAME.content)
    content["rules"]["supply_action_tokens"] = -1
    assert "rules.supply_action_tokens: expected a whole number >= 0, got -1" in validate(content)


def test_gain_action_takes_a_token_from_the_supply_for_this_turn_only():
    s = position(game=WG, hand=["test_overtime"], actions=0)
    p = s.to_act
    s2 = play(s, "test_overtime")
    assert me(s2).actions == 1 and s2.data["supply_actions"] == 2  # CC-GAIN-ACTION
    assert "CC-GAIN-ACTION" in rule_ids(s2, len(s.log))
    assert any("takes 1 action token from the supply for this turn (1 to spend, 2 left in the supply)"
               in e.text for e in s2.log[len(s.log):])
    assert s2.view()["supply_action_tokens"] == 2
    # the end of the turn: back to exactly 3 tokens, the gained one goes back to the supply
    t = s2
    while t.data["active"] == p and not t.is_over:
        t = t.apply(t.legal_actions()[-1] if t.phase == "action" else t.legal_actions()[0])
    assert t.data["p"][p].actions == 3 and t.data["supply_actions"] == 3
    assert any("1 action token gained this turn goes back to the supply" in e.text for e in t.log)


def test_gain_action_is_limited_by_the_supply():
    s = position(game=WG, hand=["test_overdrive", "test_overtime"], actions=1)
    s2 = play(s, "test_overdrive")  # asks for 5, the supply holds 3
    assert me(s2).actions == 4 and s2.data["supply_actions"] == 0
    assert {"CC-GAIN-ACTION", "CC-PARTIAL-EFFECT"} <= set(rule_ids(s2, len(s.log)))
    s3 = play(s2, "test_overtime")  # the supply is empty: skipped
    assert me(s3).actions == 4
    assert {"CC-GAIN-ACTION", "CC-SKIP-EFFECT"} <= set(rule_ids(s3, len(s2.log)))


def test_no_action_token_refusal_counts_the_gained_tokens():
    s = position(game=WG, hand=["test_overtime"], actions=0)
    s = edit(s, lambda t: t.data.__setitem__("supply_actions", 2))  # 1 gained and spent
    action_card = next(u for u, c in s.cat.card.items()
                       if c.op("play") is not None and c.op("play").action)
    s = edit(s, lambda t: t.data["p"][t.to_act].hand.append(action_card))
    why = _action_token(s, op_action(s, action_card))
    assert why is not None and "you have 0 of 3 and 1 gained this turn left (4 actions already taken" in why


def test_gain_action_mistyped_is_refused_naming_the_field():
    msg = _bad("gain_action:two")
    assert "market[0]" in msg and ".ops[0].effects[0]: 'two' in 'gain_action:two' is not a whole number" in msg
    assert "'gain_action' takes 1 value(s)" in _bad("gain_action")
    with pytest.raises(InvalidContent, match=r"effects\[0\]"):
        GAME.with_content({"market": [{**WORDS_CONTENT["market"][0],
                                       "ops": [{"when": "play", "effects": ["gain_action:-1"]}]}]})
