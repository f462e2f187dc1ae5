"""Kernel tests on a toy game: the contract, refusals, chance, saves, registry."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

import lunarrules as lr
from lunarrules.errors import (
    DeclarationError,
    FlowError,
    GameOver,
    InvalidOption,
    InvalidSave,
    MalformedAction,
    NotYourTurn,
    RequirementUnmet,
    UnknownAction,
    UnknownGame,
)
from lunarrules.kernel import Action, Chance, Phase, Transition, register, trace_transitions
from lunarrules.kernel.game import declaration_problems

from ..conformance import Stats, playout, replay
from .toy import GAME


def test_toy_declaration_is_valid():
    assert declaration_problems(GAME) == []


def test_apply_is_pure_and_logs_rule_ids():
    s = GAME.new(players=2, seed=3)
    before = s.fingerprint()
    s2 = s.apply("P1 roll")
    assert s.fingerprint() == before and s.steps == 0 and s.log == []
    assert s2.steps == 1 and s2.to_act == 1
    assert s2.log[-1].rules == ("TOY-ROLL",)
    assert s2.undo() is s


@pytest.mark.english
def test_refusal_order_and_messages():
    s = GAME.new(players=2, seed=3)
    e = s.check("P2 roll")
    assert isinstance(e, NotYourTurn) and e.rule_ids == ("TOY-TURN",)
    assert e.passage == "o jogo segue em sentido horário"
    e = s.check("P1 boost steps=5")
    assert isinstance(e, RequirementUnmet)
    assert str(e) == "boost needs 5 energy; you have 2 [TOY-BOOST]"
    assert isinstance(s.check("P1 boost steps=0"), RequirementUnmet)
    assert isinstance(s.check("P1 fly"), UnknownAction)
    assert isinstance(s.check("P1 boost steps=x"), MalformedAction)
    assert isinstance(s.check("P1 boost"), MalformedAction)
    assert isinstance(s.check("P7 roll"), MalformedAction)
    # turn is checked before requirements: P2's over-boost is "not your turn"
    assert isinstance(s.check("P2 boost steps=9"), NotYourTurn)
    with pytest.raises(ValueError):  # RuleViolation is a ValueError
        s.apply("P1 boost steps=5")


def test_game_over_refuses_everything():
    s = GAME.new(players=2, seed=1).with_outcomes(die=[6, 6, 6, 6])
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    assert s.legal_actions() == ()
    assert isinstance(s.check("P1 roll"), GameOver)
    assert s.outcome.winners and "reached 10" in s.outcome.reason


@pytest.mark.english
def test_forced_outcomes_and_replay():
    s = GAME.new(players=2, seed=5).with_outcomes(die=[4])
    s = s.apply("P1 roll")
    assert s.data["pos"][0] == 4
    with pytest.raises(ValueError, match="cannot come up"):
        s.with_outcomes(die=[7])
    with pytest.raises(ValueError, match="no chance key"):
        s.with_outcomes(card=["x"])
    final = playout(GAME, 2, 9, Stats())
    assert replay(GAME, final) == final


def test_forcing_one_stream_leaves_every_other_stream_alone():
    # Streams with nothing forced share one empty mapping: forcing must not write to it.
    a, b = Chance(1), Chance(2)
    c = a.copy()
    c.force("die", [3, 4])
    assert a.forced == {} and b.forced == {} and Chance(3).forced == {}
    assert c.draw("die", range(1, 7)) == 3 and c.forced == {"die": (4,)}
    assert a.copy().forced == {}
    s = GAME.new(players=2, seed=5)
    forced = s.with_outcomes(die=[6])
    assert s.chance.forced == {} and GAME.new(players=2, seed=6).chance.forced == {}
    assert forced.apply("P1 roll").data["pos"][0] == 6
    # Draws advance the stream exactly as next64() does.
    x, y = Chance(7), Chance(7)
    assert [x.below(6) for _ in range(50)] == [y.next64() % 6 for _ in range(50)]
    assert x.state == y.state


def test_same_seed_same_game_other_seed_other_game():
    a = playout(GAME, 3, 11, Stats())
    b = playout(GAME, 3, 11, Stats())
    assert [str(x) for x in a.history] == [str(x) for x in b.history]
    # other seeds give other games: over a few seeds the opening rolls are not all equal
    first_rolls = {GAME.new(players=3, seed=k).apply("P1 roll").data["pos"][0] for k in range(8)}
    assert len(first_rolls) > 1
    assert Chance(11).next64() != Chance(12).next64()


@pytest.mark.english
def test_json_roundtrip_and_bad_saves():
    s = GAME.new(players=3, seed=2, goal=15).apply("P1 pass").apply("P2 boost steps=2")
    text = s.to_json()
    assert GAME.from_json(text) == s
    doc = json.loads(text)
    cases = {
        "not json": "{",
        "list": "[]",
        "players": json.dumps({**doc, "players": 9}),
        "seed": json.dumps({**doc, "seed": "x"}),
        "options": json.dumps({**doc, "options": {"goal": 11}}),
        "history type": json.dumps({**doc, "history": "P1 roll"}),
        "history entry": json.dumps({**doc, "history": [5]}),
        "unknown field": json.dumps({**doc, "extra": 1}),
        "table field": json.dumps({**doc, "position": {**doc["position"], "table": {}}}),
        "no position, no moves": json.dumps({k: v for k, v in doc.items()
                                             if k not in ("position", "history")}),
    }
    for name, bad in cases.items():
        with pytest.raises(InvalidSave) as exc:
            GAME.from_json(bad)
        assert exc.value.problems, name
    with pytest.raises(InvalidSave) as exc:
        GAME.from_json(json.dumps({**doc, "players": 9, "seed": "x"}))
    assert len(exc.value.problems) == 2, "all header problems are reported at once"
    # Moves that cannot be played: a save of moves only (version 1) is refused at the
    # first bad one; a snapshot's moves are replayed and checked on request.
    illegal = ["P1 pass", "P2 pass", "P3 pass", "P1 pass"]
    moves_only = {k: v for k, v in doc.items() if k not in ("position", "log")}
    with pytest.raises(InvalidSave, match=r"history\[3\]"):
        GAME.from_json(json.dumps({**moves_only, "version": 1, "history": illegal}))
    with pytest.raises(InvalidSave, match=r"history\[3\]"):
        GAME.from_json(json.dumps({**doc, "history": illegal}), replay=True)
    with pytest.raises(InvalidSave, match="the moves lead to another position"):
        GAME.from_json(json.dumps({**doc, "history": ["P1 pass"]}), replay=True)


@pytest.mark.english
def test_options_are_validated():
    with pytest.raises(InvalidOption, match="unknown option 'speed'"):
        GAME.new(players=2, speed=3)
    with pytest.raises(InvalidOption, match="not allowed"):
        GAME.new(players=2, goal=11)
    with pytest.raises(InvalidOption, match="2-3 players"):
        GAME.new(players=4)
    assert GAME.new(players=2, goal=15).options == {"goal": 15}


def test_action_text_roundtrip():
    a = Action.of(1, "boost", steps=2)
    assert str(a) == "P2 boost steps=2"
    assert GAME.parse_action(str(a)) == a
    assert a["steps"] == 2


def test_registration_names_the_wrong_field():
    bad = replace(GAME, id="Bad Id", players=(3, 2))
    with pytest.raises(DeclarationError) as exc:
        register(bad)
    assert "id:" in str(exc.value) and "players:" in str(exc.value)
    phases = GAME.phases + (Phase("lost", "Lost", "decision", ("fly",), (Transition("nowhere"),)),)
    with pytest.raises(DeclarationError, match="undeclared phase 'nowhere'"):
        register(replace(GAME, phases=phases))


def test_flow_only_moves_along_edges():
    s = GAME.new(players=2, seed=0)
    with pytest.raises(FlowError):
        s._clone().goto("nowhere")
    with trace_transitions() as taken:
        s.apply("P1 roll")
    assert ("toy_race", "turn", "turn") in taken


@pytest.mark.english
def test_unknown_game_lists_ids():
    with pytest.raises(UnknownGame, match="no game 'chess'"):
        lr.game("chess")


def test_rulebook_search_is_accent_insensitive():
    book = GAME.rules
    assert [r.id for r in book.search("HORARIO")] == ["TOY-TURN"]
    assert book.search("boost", provenance="assumption")[0].id == "TOY-BOOST"
    with pytest.raises(ValueError, match="unknown provenance"):
        book.search("x", provenance="rumour")
    assert book.verify_quotes() == []


@pytest.mark.english
def test_diagrams_render_all_formats():
    svg = lr.diagrams.render(GAME.phase_graph(), "svg", highlight="turn")
    assert "<svg" in svg and "Take a turn" in svg
    assert svg == lr.diagrams.render(GAME.phase_graph(), "svg", highlight="turn")
    mm = lr.diagrams.render(GAME.action_graph(), "mermaid")
    assert mm.startswith("%%") and "flowchart TD" in mm
    assert "digraph" in lr.diagrams.render(GAME.phase_graph(), "dot")
    with pytest.raises(ValueError, match="unknown diagram format"):
        lr.diagrams.render(GAME.phase_graph(), "png")


def test_states_pickle_and_copy_without_recursion():
    import copy
    import pickle

    register(GAME)  # pickles name their game by id
    s = GAME.new(players=2, seed=4, goal=15)
    for _ in range(3000):  # a long history: pickling must not recurse through it
        s = s.with_outcomes(die=[1])
    s = s.apply("P1 roll")
    back = pickle.loads(pickle.dumps(s))
    assert back == s and back.log == s.log
    c = copy.deepcopy(s)
    assert c == s and c is not s and c.data is not s.data


_SPELLED: list[int] = []


def _spelled(n: int) -> str:
    _SPELLED.append(n)
    return ["one", "two", "three", "four", "five", "six"][n - 1]


def test_log_lines_are_put_into_words_when_read():
    import pickle

    from lunarrules.kernel import Later, State

    register(GAME)
    s = GAME.new(players=2, seed=4, goal=15).with_outcomes(die=[3, 5])
    s = s.apply("P1 roll").apply("P2 roll").apply("P1 boost steps=2")
    # Words given to emit fill the message when the log is read, not before.
    assert [e.text for e in s.log[-3:]] == ["rolled 3", "rolled 5", "boosted 2"]
    _SPELLED.clear()
    State.emit(s, "spelled {n} and {n:>6}", "TOY-ROLL", actor=0, n=Later(_spelled, 4))
    assert _SPELLED == []  # a Later is called only when its line is read
    assert s.log[-1].text == "spelled four and   four" and _SPELLED == [4, 4]
    # Saves and pickles carry the line as read.
    assert json.loads(s.to_json())["log"][-1][1] == "spelled four and   four"
    assert pickle.loads(pickle.dumps(s)).log == s.log
    # A message without words is the text as given, braces included.
    State.emit(s, "{not a field}", "TOY-ROLL")
    assert s.log[-1].text == "{not a field}"
    assert Later(_spelled, 1) == Later(_spelled, 1) != Later(_spelled, 2)


def test_games_stays_a_function_after_game_packages_load():
    import importlib

    for gid in lr.games():
        importlib.import_module(f"lunarrules.games.{gid}")
    assert callable(lr.games) and lr.games() == lr.kernel.game.available()


def test_rulebook_search_finds_original_terms():
    from lunarrules.kernel import Rule, RuleBook, Seed

    book = RuleBook("004_2e522f3cfc1db453.txt", [
        Rule("X-ONE", "Ships", Seed("Receba também 4 Naves", term="Navío")),
    ])
    assert [r.id for r in book.search("navio")] == ["X-ONE"]


def test_merge_content_by_id_and_plain_lists_replace():
    from lunarrules.kernel.game import merge_content

    base = {"cards": [{"id": "a", "v": 1}, {"id": "b", "v": 2}], "rows": [1, 2, 3], "t": {"x": 1}}
    extra = {"cards": [{"id": "b", "v": 9}, {"id": "c", "v": 3}], "rows": [7], "t": {"y": 2}}
    out = merge_content(base, extra)
    assert out["cards"] == [{"id": "a", "v": 1}, {"id": "b", "v": 9}, {"id": "c", "v": 3}]
    assert out["rows"] == [7]
    assert out["t"] == {"x": 1, "y": 2}
    assert base["cards"][1]["v"] == 2, "the base content is not changed"


def test_dot_ids_keep_colon_names_apart():
    import networkx as nx

    g = nx.DiGraph(name="t")
    g.add_node("res:energy", label="energy", kind="resource")
    g.add_node("res:culture", label="culture", kind="resource")
    g.add_node("upgrade", label="Upgrade", kind="action")
    g.add_edge("res:energy", "upgrade")
    g.add_edge("res:culture", "upgrade")
    dot = lr.diagrams.render(g, "dot", legend=False)
    assert "res_energy -> upgrade" in dot and "res_culture -> upgrade" in dot
    svg = lr.diagrams.render(g, "svg", legend=False)
    assert svg.count("class=\"node\"") == 3


@pytest.mark.english
def test_undo_without_the_parent_in_memory_replays():
    import gc

    s = GAME.new(players=2, seed=8).apply("P1 roll").apply("P2 pass")
    gc.collect()
    back = s.undo()
    assert back == GAME.new(players=2, seed=8).apply("P1 roll")
    assert back.undo().undo is not None and back.undo().steps == 0
    with pytest.raises(ValueError, match="nothing to undo"):
        GAME.new(players=2, seed=8).undo()


@pytest.mark.english
def test_to_act_label_names_the_seat_as_the_texts_do():
    # to_act is 0-based (the API); every text says P1.., and to_act_label is that text.
    s = GAME.new(players=2, seed=3)
    assert (s.to_act, s.to_act_label) == (0, "P1")
    s2 = s.apply("P1 roll")
    assert (s2.to_act, s2.to_act_label) == (1, "P2")
    assert str(s2).endswith("P2 to act")
    e = s2.check("P1 roll")
    assert isinstance(e, NotYourTurn) and "it is P2's decision" in str(e)
    with pytest.raises(AttributeError):
        s2.to_act_label = "P1"  # read-only
    over = s2
    while not over.is_over:
        over = over.apply(over.legal_actions()[0])
    assert over.to_act is None and over.to_act_label == "nobody"
    assert "Seats are 0-based in the API and shown as ``P1``" in lr.State.__doc__


@pytest.mark.english
def test_a_seat_out_of_range_is_named_with_the_real_seats_of_the_game():
    # The toy game seats 2 or 3; a 2-player state knows its seats are P1..P2.
    s = GAME.new(players=2, seed=3)
    for text in ("P9 roll", "P3 roll", "P0 roll"):
        e = s.check(text)
        who = text.split()[0]
        assert isinstance(e, MalformedAction)
        assert str(e) == (
            f"cannot read action '{text}': '{who}' is not a player in this 2-player game (P1..P2)"
        )
        with pytest.raises(MalformedAction) as raised:
            s.apply(text)
        assert str(raised.value) == str(e)
    e = s.check(Action.of(2, "roll"))
    assert str(e) == "P3 is not a player in this 2-player game (P1..P2)"
    # Without a position, the parser knows only the game's largest table.
    with pytest.raises(MalformedAction) as raised:
        GAME.parse_action("P9 roll")
    assert str(raised.value) == (
        "cannot read action 'P9 roll': 'P9' is not a player (this game has at most 3 players: P1..P3)"
    )


@pytest.mark.english
def test_counts_in_kernel_messages_agree_with_their_noun():
    from .toy import ToyState

    s = GAME.new(players=2, seed=3)
    assert str(s.check("P1 boost")) == "boost: missing parameter steps; parameters: steps=<int>"

    class OnlyRoll(ToyState):
        def _legal_actions(self):
            return [Action.of(self.to_act, "roll")]

    only = replace(GAME, state_class=OnlyRoll).new(players=2, seed=3)
    e = only.check("P1 pass")
    assert isinstance(e, RequirementUnmet)
    assert e.reason == "P1 pass is not the one legal action now (P1 roll)"

    class TwoLegal(ToyState):
        def _legal_actions(self):
            return [Action.of(self.to_act, "roll"), Action.of(self.to_act, "boost", steps=1)]

    two = replace(GAME, state_class=TwoLegal).new(players=2, seed=3)
    assert two.check("P1 pass").reason == "P1 pass is not one of the 2 legal actions now"

    doc = json.loads(s.to_json())
    with pytest.raises(InvalidSave, match=r"unknown field: 'x'$"):
        GAME.from_json({**doc, "x": 1})
    with pytest.raises(InvalidSave, match=r"unknown fields: 'x', 'y'$"):
        GAME.from_json({**doc, "x": 1, "y": 2})


@pytest.mark.english
def test_outcome_prints_whole_scores_as_whole_numbers():
    from lunarrules.kernel.state import Outcome

    o = Outcome((15.0, 1234567.0, 2.5), (1,), "most VP")
    assert str(o) == "P2 wins (P1 15, P2 1234567, P3 2.5); most VP"


@pytest.mark.english
def test_words_helpers():
    import doctest

    from lunarrules.kernel import words

    assert doctest.testmod(words).failed == 0
    assert words.player_count_text(2, 2) == "2 players"  # not "2-2 players"
    assert words.player_count_text(1, 1) == "1 player"
    assert words.number_text(-3.0) == "-3" and words.number_text(0.1 + 0.2) == "0.3"
    assert words.number_text(True) == "True" and words.number_text(float("nan")) == "nan"
    assert words.plural(0, "game") == "0 games" and words.seat_range(1) == "P1"


@pytest.mark.english
def test_a_save_with_a_seat_out_of_range_names_the_real_seats():
    doc = json.loads(GAME.new(players=2, seed=3).to_json())
    doc["history"] = ["P9 roll"]
    with pytest.raises(InvalidSave) as e:
        GAME.from_json(doc)
    assert "'P9' is not a player in this 2-player game (P1..P2)" in str(e.value)
