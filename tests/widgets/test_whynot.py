"""The why-not box on its own: any text, legal or not; the engine rules."""

from __future__ import annotations

import pytest

from lunarrules.widgets import WhyNot

from ..kernel.toy import GAME
from .helpers import GAME_PARAMS, get_game, new_state


@pytest.mark.english
def test_refusal_shows_message_rule_passage_and_summary():
    s = GAME.new(players=2, seed=1)
    box = WhyNot(s)
    r = box.ask("P2 roll")
    assert not r.legal
    assert box.verdict.value == "P2: Roll and move \u2014 Refused (not your turn)"
    assert box.message.value == "P2 cannot act now (Roll and move): it is P1's decision (Take a turn) [TOY-TURN]"
    assert box.rule.value == "TOY-TURN"
    assert box.summary.value == "Players act in turn order."
    # the seed passage, in the original language, with its context folded below
    assert "\u201co jogo segue em sentido horário\u201d" in box.passage.value
    assert "<mark>o jogo segue em sentido horário</mark>" in box.passage.value


@pytest.mark.english
def test_requirement_numbers_come_from_the_engine():
    s = GAME.new(players=2, seed=1)
    box = WhyNot(s)
    box.input.value = "P1 boost steps=3"
    box.check_button.click()
    assert box.message.value == "boost needs 3 energy; you have 2 [TOY-BOOST]"
    assert "assumption: toy game" in box.passage.value


@pytest.mark.english
def test_text_that_does_not_parse_is_explained():
    box = WhyNot(GAME.new(players=2, seed=1))
    box.ask("P1 teleport")
    assert box.verdict.value == "P1 teleport \u2014 Refused (unknown action)"
    assert "this game has: boost, pass, roll" in box.message.value
    assert box.rule.value == "no rule id"
    box.ask("hello")
    assert box.verdict.value.startswith("hello \u2014 Refused (malformed action)")


@pytest.mark.english
def test_update_follows_the_position():
    s = GAME.new(players=2, seed=1)
    box = WhyNot(s)
    assert box.input.options == ("P1 roll", "P1 pass", "P1 boost steps=1", "P1 boost steps=2")
    box.ask("P2 pass")
    s2 = s.apply("P1 pass")
    box.update(s2)
    assert box.verdict.value == "" and box.last is None
    assert box.ask("P2 pass").legal
    assert box.verdict.value == "P2: Pass \u2014 Legal now"


@pytest.mark.parametrize("gid", GAME_PARAMS)
def test_every_legal_action_is_legal_and_a_wrong_player_is_refused(gid):
    s = new_state(gid)
    box = WhyNot(s)
    for a in s.legal_actions()[:20]:
        assert box.ask(a).legal
    g = get_game(gid)
    a = s.legal_actions()[0]
    text = f"P{(a.actor + 1) % s.players + 1}" + str(a)[len(a.player):]
    r = box.ask(text)
    assert not r.legal and r.kind == "not your turn"
    if g.turn_rule:
        assert box.rule.value == g.turn_rule


@pytest.mark.english
def test_a_legal_action_says_which_rules_allow_it():
    s = GAME.new(players=2, seed=1)
    box = WhyNot(s)
    r = box.ask("P1 boost steps=1")
    assert r.legal
    assert r.reasons[0] == (GAME.turn_rule, "P1 is the player to decide now")
    assert box.message.value.startswith("Legal because P1 is the player to decide now")
    kind = GAME.kinds["boost"]
    for req in kind.requires:
        assert f"needs {req.describe}: met [{req.rule}]" in box.message.value
    # the rule that allows the action kind, with its passage or source
    assert r.rule_id == next(rid for rid in kind.rules if rid in GAME.rules)
    assert box.rule.value == r.rule_id
    assert box.summary.value == GAME.rules[r.rule_id].summary
    assert box.passage.value


def test_text_typed_elsewhere_replaces_the_box_text():
    box = WhyNot(GAME.new(players=2, seed=1))
    box.input.value = "P1 boost steps=3"
    box.ask("P2 roll")  # asked by the explorer or a board, not typed here
    assert box.input.value == "P2 roll"
    assert box.verdict.value.startswith("P2: Roll and move")


@pytest.mark.english
@pytest.mark.parametrize("gid", GAME_PARAMS)
def test_verdicts_read_in_plain_words(gid):
    s = new_state(gid)
    box = WhyNot(s)
    a = s.legal_actions()[0]
    box.ask(a)
    assert box.verdict.value == f"{a.player}: {s.describe(a)} \u2014 Legal now"
    assert box.message.value.startswith("Legal because ")

