"""The kernel's stack of open decisions (lunarrules.kernel.decisions).

A small trading game keeps its pending choice there: on their turn a player either
collects a coin or offers a coin to the next player, who then decides whether to take
it. The offer is a :class:`Decision` on the table's ``decisions`` stack.
"""

from __future__ import annotations

import json
from typing import NamedTuple, TypedDict

import pytest

from lunarrules.errors import InvalidPosition
from lunarrules.i18n import N_
from lunarrules.kernel import (
    Action,
    ActionKind,
    Assumption,
    Decision,
    Game,
    Param,
    Phase,
    Rule,
    RuleBook,
    Seed,
    State,
    Transition,
)
from lunarrules.kernel.decisions import (
    DecisionError,
    closed,
    decision_problems,
    open_decisions,
    opened,
    replaced,
    top,
)
from lunarrules.kernel.words import place_hidden

RULES = RuleBook(
    "004_2e522f3cfc1db453.txt",
    [
        Rule("TRADE-TURN", "Players act in turn order.", Seed("o jogo segue em sentido horário")),
        Rule("TRADE-COLLECT", "Collect a coin.", Assumption("test game"), ("collect",)),
        Rule("TRADE-OFFER", "Offer a coin; the next player decides.", Assumption("test game"),
             ("offer", "answer")),
        Rule("TRADE-END", "First to 3 coins wins.", Assumption("test game")),
    ],
)

KINDS = (
    ActionKind("collect", "Collect a coin", rules=("TRADE-COLLECT",)),
    ActionKind("offer", "Offer a coin", rules=("TRADE-OFFER",)),
    ActionKind("answer", "Answer an offer", params=(Param("take", "bool"),),
               rules=("TRADE-OFFER",)),
)

PHASES = (
    Phase("turn", "Take a turn", "decision", ("collect", "offer"),
          (Transition("answer", "an offer"), Transition("turn", "next player"),
           Transition("end", "someone has 3"))),
    Phase("answer", "Answer the offer", "decision", ("answer",),
          (Transition("turn", "answered"), Transition("end", "someone has 3"))),
    Phase("end", "Game end", "end"),
)


class Offer(NamedTuple):
    """What an offer is about: who made it and how many coins it gives."""

    by: int
    coins: int


class TradeTable(TypedDict):
    coins: list[int]  # each seat's coins
    decisions: tuple[Decision[Offer], ...]  # the open decisions (an offer being answered)


class TradeState(State):
    def _setup(self):
        self.data = {"coins": [0] * self.players, "decisions": ()}
        self.to_act = 0

    def _clone_data(self):
        return {"coins": self.data["coins"][:], "decisions": self.data["decisions"]}

    def _legal_actions(self):
        p = self.to_act
        if self.phase == "answer":
            return [Action.of(p, "answer", take=True), Action.of(p, "answer", take=False)]
        return [Action.of(p, "collect"), Action.of(p, "offer")]

    def _execute(self, action):
        d, p = self.data, action.actor
        nxt = (p + 1) % self.players
        if action.kind == "offer":
            d["decisions"] = opened(d["decisions"], Decision(
                "take_offer", nxt, "TRADE-OFFER", ("yes", "no"), Offer(p, 1)))
            self.goto("answer")
            self.to_act = nxt
            return
        if action.kind == "answer":
            offer = top(d["decisions"]).detail
            d["decisions"] = closed(d["decisions"], "take_offer")
            if action["take"]:
                d["coins"][p] += offer.coins
            p = offer.by
            nxt = (p + 1) % self.players
        else:
            d["coins"][p] += 1
        if max(d["coins"]) >= 3:
            best = max(d["coins"])
            self.finish(d["coins"], [i for i, c in enumerate(d["coins"]) if c == best],
                        "3 coins", ["TRADE-END"])
            return
        self.goto("turn")
        self.to_act = nxt


GAME = Game(
    id="trade_test",
    title="Trade",
    summary="Collect or offer coins, to test the kernel's open decisions.",
    players=(2, 3),
    state_class=TradeState,
    rules=RULES,
    phases=PHASES,
    start="turn",
    action_kinds=KINDS,
    table=TradeTable,
    decisions={"take_offer": N_("whether to take the coin offered")},
    turn_rule="TRADE-TURN",
    end_rule="TRADE-END",
)


def offered(players=2):
    s = GAME.new(players=players, seed=1)
    return s.apply("P1 offer")


def test_opening_and_closing_make_new_stacks_and_share_the_rest():
    a = Decision("take_offer", 1, "TRADE-OFFER", ("yes", "no"), Offer(0, 1))
    b = Decision("take_offer", 0, "TRADE-OFFER", ("yes", "no"), Offer(1, 2))
    one = opened((), a)
    two = opened(one, b)
    assert one == (a,) and two == (a, b) and top(two) is b
    assert closed(two, "take_offer") == one and closed(two, "take_offer")[0] is a
    assert replaced(two, a)[-1] is a and len(replaced(two, a)) == 2
    assert top(()) is None
    with pytest.raises(DecisionError, match="'follow'.*'take_offer'"):
        closed(two, "follow")
    with pytest.raises(DecisionError, match="none"):
        closed((), "take_offer")


@pytest.mark.english
def test_an_offer_is_an_open_decision_of_the_player_who_answers():
    s = offered()
    (d,) = s.data["decisions"]
    assert (d.kind, d.who, d.rule, d.options, d.detail) == (
        "take_offer", 1, "TRADE-OFFER", ("yes", "no"), Offer(0, 1))
    assert s.to_act == 1
    assert open_decisions(s) == ["P2: whether to take the coin offered"]
    after = s.apply("P2 answer take=yes")
    assert after.data["decisions"] == () and after.data["coins"] == [0, 1]
    assert open_decisions(after) == []
    assert s.data["decisions"] == (d,), "apply left the earlier position unchanged"


def test_the_stack_is_saved_in_words_and_loads_back_without_replay():
    s = offered()
    text = s.to_json(history=False)
    doc = json.loads(text)
    assert doc["position"]["table"]["decisions"] == [
        {"kind": "take_offer", "who": 1, "rule": "TRADE-OFFER", "options": ["yes", "no"],
         "detail": [0, 1]}]
    back = GAME.from_json(text)
    assert back.data["decisions"] == s.data["decisions"]
    assert isinstance(back.data["decisions"][0].detail, Offer)
    assert [str(a) for a in back.legal_actions()] == [str(a) for a in s.legal_actions()]


def _damaged(s, **fields):
    doc = json.loads(s.to_json(history=False))
    doc["position"]["table"]["decisions"][0].update(fields)
    return json.dumps(doc)


@pytest.mark.english
def test_every_impossible_decision_is_named_at_once():
    s = offered(players=2)
    with pytest.raises(InvalidPosition) as e:
        GAME.from_json(_damaged(s, kind="bribe", who=5, rule="TRADE-BRIBE"))
    problems = e.value.problems
    assert any(p.startswith("decisions[0].kind: 'bribe' is not a decision of this game") for p in problems)
    assert any(p.startswith("decisions[0].who: seat 5 is not a player") for p in problems)
    assert any(p.startswith("decisions[0].rule: 'TRADE-BRIBE' is not a rule") for p in problems)


@pytest.mark.english
def test_an_open_decision_belongs_to_the_player_to_act():
    s = offered(players=3)
    with pytest.raises(InvalidPosition, match=r"decisions\[0\]\.who: the open decision "
                                              r"\(whether to take the coin offered\) is P3's, "
                                              r"but P2 is to act"):
        GAME.from_json(_damaged(s, who=2))
    assert decision_problems(s) == []


def test_a_malformed_decision_is_refused_naming_the_field():
    s = offered()
    with pytest.raises(Exception) as e:
        GAME.from_json(_damaged(s, detail=["P1", 1]))
    assert "decisions[0].detail" in str(e.value)


def test_decisions_are_not_set_by_hand_in_the_editor():
    assert place_hidden(GAME, "decisions")
    assert place_hidden(GAME, "decisions[0].who")
    assert not place_hidden(GAME, "coins[0]")
