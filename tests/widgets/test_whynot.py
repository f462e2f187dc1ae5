"""The why-not box on its own: any text, legal or not; the engine rules."""

from __future__ import annotations

import pytest

from lunarrules.widgets import WhyNot

from ..kernel.toy import GAME
from .helpers import GAME_PARAMS, get_game, new_state


def test_refusal_shows_message_rule_passage_and_summary():
    s = GAME.new(players=2, seed=1)
    box = WhyNot(s)
    r = box.ask("P2 roll")
    assert not r.legal
    assert box.verdict.value == "P2 roll: Refused (not your turn)"
    assert box.message.value == "P2 cannot roll now: it is P1's decision (Take a turn) [TOY-TURN]"
    assert box.rule.value == "TOY-TURN"
    assert box.summary.value == "Players act in turn order."
    # the seed passage, in the original language, with its context folded below
    assert "\u201co jogo segue em sentido horário\u201d" in box.passage.value
    assert "<mark>o jogo segue em sentido horário</mark>" in box.passage.value


def test_requirement_numbers_come_from_the_engine():
    s = GAME.new(players=2, seed=1)
    box = WhyNot(s)
    box.input.value = "P1 boost steps=3"
    box.check_button.click()
    assert box.message.value == "boost needs 3 energy; you have 2 [TOY-BOOST]"
    assert "assumption: toy game" in box.passage.value


def test_text_that_does_not_parse_is_explained():
    box = WhyNot(GAME.new(players=2, seed=1))
    box.ask("P1 teleport")
    assert box.verdict.value == "P1 teleport: Refused (unknown action)"
    assert "this game has: boost, pass, roll" in box.message.value
    assert box.rule.value == "no rule id"
    box.ask("hello")
    assert box.verdict.value.startswith("hello: Refused (malformed action)")


def test_update_follows_the_position():
    s = GAME.new(players=2, seed=1)
    box = WhyNot(s)
    assert box.input.options == ("P1 roll", "P1 pass", "P1 boost steps=1", "P1 boost steps=2")
    box.ask("P2 pass")
    s2 = s.apply("P1 pass")
    box.update(s2)
    assert box.verdict.value == "" and box.last is None
    assert box.ask("P2 pass").legal
    assert box.verdict.value == "P2 pass: Legal now"


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
