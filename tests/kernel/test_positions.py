"""Positions as documents, on the toy race (tests/kernel/toy.py)."""

from __future__ import annotations

import io
import json

import pytest

from lunarrules.errors import InvalidOutcome, InvalidPosition, InvalidSave

from .toy import GAME


def played(*moves, players=2, seed=3, **options):
    s = GAME.new(players=players, seed=seed, **options)
    for m in moves:
        s = s.apply(m)
    return s


@pytest.mark.english
def test_a_snapshot_holds_the_position_and_loads_without_replay():
    s = played("P1 roll", "P2 boost steps=2")
    doc = json.loads(s.to_json())
    assert doc["version"] == 2
    assert doc["position"]["table"] == {"pos": s.data["pos"], "passed": [False, False],
                                        "energy": [2, 0]}
    assert doc["position"]["to_act"] == 0 and doc["history"] == ["P1 roll", "P2 boost steps=2"]
    # The moves are not replayed: a snapshot whose moves are wrong still loads its table,
    # and replay=True is what checks them.
    doc["history"] = ["P1 pass", "P2 pass"]
    back = GAME.from_json(json.dumps(doc))
    assert back.data == s.data and [str(a) for a in back.actions] == ["P1 pass", "P2 pass"]
    with pytest.raises(InvalidSave, match="the moves lead to another position"):
        GAME.from_json(json.dumps(doc), replay=True)


def test_text_dict_path_and_file_load_the_same_position(tmp_path):
    s = played("P1 roll", "P2 pass")
    text = s.to_json(indent=2)
    path = tmp_path / "race.json"
    path.write_text(text, encoding="utf-8")
    for source in (text, text.encode(), json.loads(text), path, io.StringIO(text)):
        back = GAME.from_json(source)
        assert back.data == s.data and back.chance == s.chance and back.log == s.log
        assert back.legal_actions() == s.legal_actions()


@pytest.mark.english
def test_without_history_the_position_stands_alone():
    s = played("P1 roll")
    doc = json.loads(s.to_json(history=False))
    assert "history" not in doc and "log" not in doc
    back = GAME.from_json(json.dumps(doc))
    assert back.data == s.data and back.history == []
    with pytest.raises(ValueError, match="nothing to undo"):
        back.undo()
    # ... and plays on exactly like the original: the chance stream is in the save.
    assert back.apply("P2 roll").data == s.apply("P2 roll").data


def test_version_1_saves_are_replayed():
    s = played("P1 roll", "P2 roll")
    old = {"format": "lunarrules-save", "version": 1, "game": "toy_race", "players": 2,
           "seed": 3, "options": {"goal": 10}, "history": ["P1 roll", "P2 roll"]}
    assert GAME.from_json(json.dumps(old)).data == s.data


@pytest.mark.english
def test_a_position_set_up_by_hand():
    s = GAME.position({"pos[1]": 7, "energy": [0, 1]}, to_act="P2", players=2, seed=9)
    assert s.data == {"pos": [0, 7], "passed": [False, False], "energy": [0, 1]}
    assert s.to_act == 1
    assert [str(a) for a in s.legal_actions()] == ["P2 roll", "P2 pass", "P2 boost steps=1"]
    assert s.apply("P2 boost steps=1").data["pos"] == [0, 8]
    assert "position set up by hand" in s.log[-1].text
    back = GAME.from_json(s.to_json())
    assert back.data == s.data and back.to_act == 1


@pytest.mark.english
def test_every_problem_of_a_position_is_listed():
    s = played("P1 roll")
    with pytest.raises(InvalidPosition) as e:
        s.edit({"energy[0]": 5, "pos[1]": -1, "pos[9]": 0, "passed": [True]})
    problems = e.value.problems
    assert "pos[9]: no such place (this list has 2 items)" in problems
    assert "energy[0]: 5 is not from 0 to 2" in problems
    assert "pos[1]: -1 is below 0" in problems
    assert "passed: one value per player (2), not 1" in problems
    assert str(e.value).startswith("invalid position: ")
    with pytest.raises(InvalidPosition, match=r"^invalid position: pos\[0\]: 3 has no parts to change$"):
        s.edit({"pos[0].x": 1})
    with pytest.raises(InvalidPosition, match=r"pos\[0\]: expected int, got str"):
        s.edit({"pos[0]": "three"})
    with pytest.raises(InvalidPosition, match="write a field as"):
        s.edit({"pos[": 1})
    with pytest.raises(InvalidPosition, match="phase: 'lunch' is not a phase"):
        s.edit(phase="lunch")
    with pytest.raises(InvalidPosition, match=r"to_act: 'P7' is not a seat .*\(P1\.\.P2\)"):
        s.edit(to_act="P7")
    assert s.data["energy"] == [2, 2], "a refused edit changes nothing"


@pytest.mark.english
def test_a_snapshot_that_breaks_the_rules_is_refused_with_every_problem():
    s = played("P1 roll")
    doc = json.loads(s.to_json())
    doc["position"]["table"]["energy"] = [9, -1]
    doc["position"]["to_act"] = 4
    with pytest.raises(InvalidPosition) as e:
        GAME.from_json(json.dumps(doc))
    assert e.value.problems == ["to_act: seat 4 is not a player of this 2-player game"]
    doc["position"]["to_act"] = 1
    with pytest.raises(InvalidPosition) as e:
        GAME.from_json(json.dumps(doc))
    assert e.value.problems == ["energy[0]: 9 is not from 0 to 2", "energy[1]: -1 is not from 0 to 2"]
    assert isinstance(e.value, InvalidSave), "callers that catch InvalidSave catch it too"


@pytest.mark.english
def test_finished_games_keep_their_outcome():
    s = played(*["P1 boost steps=2", "P2 roll"] * 1, goal=10)
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    back = GAME.from_json(s.to_json(history=False))
    assert back.is_over and back.outcome == s.outcome and back.to_act is None
    doc = json.loads(s.to_json())
    doc["position"]["outcome"] = None
    with pytest.raises(InvalidPosition, match="ends the game, but the position has no outcome"):
        GAME.from_json(json.dumps(doc))


def test_setup_draws_can_be_forced():
    s = GAME.new(players=2, seed=1, outcomes={"die": [6, 4]})
    s = s.apply("P1 roll").apply("P2 roll")
    assert s.data["pos"] == [6, 4]
    assert json.loads(GAME.new(2, seed=1, outcomes={"die": [6]}).to_json())["outcomes"] == {"die": [6]}
    replayed = GAME.from_json(GAME.new(2, seed=1, outcomes={"die": [6]}).to_json(), replay=True)
    assert replayed.apply("P1 roll").data["pos"] == [6, 0]
    with pytest.raises(InvalidOutcome, match="7"):
        GAME.new(2, outcomes={"die": [7]})
    with pytest.raises(InvalidOutcome):
        GAME.new(2, outcomes={"coin": ["heads"]})


def test_chance_state_out_of_range_is_refused():
    doc = json.loads(played().to_json())
    doc["position"]["chance"]["state"] = -1
    with pytest.raises(InvalidSave, match="chance.state"):
        GAME.from_json(json.dumps(doc))
    doc["position"]["chance"] = {"state": 1, "forced": {"die": [9]}}
    with pytest.raises(InvalidPosition, match="chance.forced"):
        GAME.from_json(json.dumps(doc))


def test_the_saved_position_page_lists_every_field_with_its_meaning():
    from lunarrules.reference import position_page

    page = position_page(GAME)
    assert "| `pos` | `list[int]` | the space each player's pawn is on, from 0 |" in page
    assert "| `passed` | `list[bool]` | whether each player has used their one pass |" in page
    assert "| `energy` | `list[int]` | Energy each player has left for boosts (0 to 2). |" in page


def test_only_snapshots_this_process_wrote_skip_the_rule_checks(monkeypatch):
    from tests.kernel.toy import ToyState

    calls = []
    real = ToyState._position_problems
    monkeypatch.setattr(ToyState, "_position_problems",
                        lambda self: calls.append(1) or real(self))
    s = played("P1 roll", "P2 pass")
    text = s.to_json()
    assert GAME.from_json(text).data == s.data and calls == [], "its own snapshot"
    assert GAME.from_json(text.encode()).data == s.data and calls == []
    # The same position from elsewhere (one byte different) is checked in full...
    assert GAME.from_json(text + " ").data == s.data and calls == [1]
    # ... and a changed table is refused even though the rest is what was written.
    doc = json.loads(text)
    doc["position"]["table"]["energy"] = [9, 9]
    with pytest.raises(InvalidPosition, match="energy"):
        GAME.from_json(json.dumps(doc, separators=(",", ":")))
    assert GAME.from_json(s.to_json(indent=2)).data == s.data and len(calls) == 2
