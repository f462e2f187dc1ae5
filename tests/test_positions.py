"""Positions as documents, for every registered game (see lunarrules/kernel/position.py).

Every game declares its table (``Game.table``); a snapshot loads that table without
replaying anything, and the position it gives is the one replaying the moves gives,
at every step of seeded games. Literal positions start from a default setup.
"""

from __future__ import annotations

import json
import random
import typing

import pytest

import lunarrules as lr
from lunarrules.errors import InvalidPosition, InvalidSave
from lunarrules.reference import _field_notes, _records

GAMES = lr.games()
COUNTS = [(gid, n) for gid in GAMES for n in range(lr.game(gid).players[0], lr.game(gid).players[1] + 1)]


def assert_same_position(a, b, where: str = "", views: bool = True) -> None:
    """Two states are the same position: table (types too), flow, chance, choices."""
    assert a.data == b.data, f"{where}: the tables differ"
    for k in a.data:
        assert type(a.data[k]) is type(b.data[k]), f"{where}: table.{k} changed type"
    assert (a.phase, a.to_act, a.turn, a.steps, a.is_over) == (
        b.phase, b.to_act, b.turn, b.steps, b.is_over), where
    assert a.outcome == b.outcome, where
    assert a.chance == b.chance, where
    assert [str(x) for x in a.legal_actions()] == [str(x) for x in b.legal_actions()], where
    assert a.scores() == b.scores(), where
    for p in (None, *range(a.players)) if views else ():
        assert a.view(p) == b.view(p), f"{where}: view({p}) differs"


@pytest.mark.parametrize("gid", GAMES)
def test_every_game_declares_its_table(gid):
    g = lr.game(gid)
    assert g.table is not None, f"{gid}: Game(table=...) names the typed table"
    assert typing.is_typeddict(g.table), "the table is a TypedDict in the game's table.py"
    assert g.table.__module__ == f"lunarrules.games.{gid}.table"
    assert (g.table.__doc__ or "").strip(), "the table says what it holds"
    hints = typing.get_type_hints(g.table)
    s = g.new(seed=1)
    assert set(s.data) == set(hints), "setup fills exactly the declared fields"


@pytest.mark.parametrize("gid", GAMES)
def test_every_field_of_every_saved_record_says_what_it_is(gid):
    """The positions page explains every field a teacher may write by hand: the
    table's and those of every record reachable from it."""
    records = _records(lr.game(gid))
    assert len(records) > 1, f"{gid}: the table's records are found"
    missing = [f"{cls.__name__}.{f}" for cls in records
               for f, note in ((f, _field_notes(cls).get(f)) for f in typing.get_type_hints(cls))
               if not note]
    assert not missing, f"{gid}: fields without a meaning (a comment on or above the field, " \
                        f"or a docstring after it): {', '.join(missing)}"


@pytest.mark.parametrize("gid,players", COUNTS)
def test_snapshot_and_replay_agree_at_every_step(gid, players):
    g = lr.game(gid)
    # Every step from a snapshot without the moves, checked in full as a file from
    # elsewhere would be (a trailing space: not the text this process wrote);
    # every 10th step also with the moves, the log and every player's view; every
    # 50th step the moves replayed.
    for seed in (1, 2) if players <= 3 else (1,):
        rng = random.Random(seed)
        s = g.new(players=players, seed=seed)
        while True:
            where = f"{gid} seed {seed} step {s.steps}"
            bare = g.from_json(s.to_json(history=False) + " ")
            assert_same_position(bare, s, where + " (no moves)", views=False)
            if s.steps % 10 == 0 or s.is_over:
                text = s.to_json()
                back = g.from_json(text)
                assert_same_position(back, s, where)
                assert back.log == s.log and back.actions == s.actions, where
            if s.steps % 50 == 0 or s.is_over:
                assert_same_position(g.from_json(text, replay=True), s, f"replayed at {s.steps}")
            if s.is_over:
                break
            legal = s.legal_actions()
            s = s.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("gid", GAMES)
def test_a_game_played_on_from_a_snapshot_ends_like_the_original(gid):
    g = lr.game(gid)
    players = g.players[1]
    rng = random.Random(5)
    s = g.new(players=players, seed=5)
    moves = []
    while not s.is_over:
        legal = s.legal_actions()
        a = legal[rng.randrange(len(legal))]
        moves.append(str(a))
        s = s.apply(a)
    half = len(moves) // 2
    t = g.new(players=players, seed=5)
    for m in moves[:half]:
        t = t.apply(m)
    t = g.from_json(t.to_json(history=False))
    for m in moves[half:]:
        t = t.apply(m)
    assert t.outcome == s.outcome and t.data == s.data


@pytest.mark.english
@pytest.mark.parametrize("gid", GAMES)
def test_literal_positions_start_from_the_default_setup(gid):
    g = lr.game(gid)
    s = g.new(players=g.players[0], seed=3)
    lit = g.position({}, players=g.players[0], seed=3)
    assert lit.data == s.data and lit.to_act == s.to_act
    again = g.from_json(lit.to_json())
    assert again.data == lit.data and "history" not in json.loads(lit.to_json())
    assert s.edit({}).undo() is s, "undo of an edit is the position before it"
    with pytest.raises(ValueError, match="nothing to undo"):
        lit.undo()
    with pytest.raises(InvalidPosition, match="no_such_field: no such field"):
        s.edit({"no_such_field": 1})
    field = next(iter(s.data))
    with pytest.raises(InvalidPosition, match=rf"{field}"):
        s.edit({field: {"not": "this"}})
    with pytest.raises(InvalidPosition, match="to_act"):
        s.edit(to_act=s.players)


@pytest.mark.english
@pytest.mark.parametrize("gid", GAMES)
def test_damaged_snapshots_name_the_field(gid):
    g = lr.game(gid)
    s = g.new(players=g.players[0], seed=4)
    doc = json.loads(s.to_json(history=False))
    table = doc["position"]["table"]
    for field in list(table)[:6]:
        broken = json.loads(json.dumps(doc))
        broken["position"]["table"][field] = {"not": "this"}
        with pytest.raises(InvalidSave, match=rf"position\.table\.{field}"):
            g.from_json(json.dumps(broken))
        missing = json.loads(json.dumps(doc))
        del missing["position"]["table"][field]
        with pytest.raises(InvalidSave, match=rf"missing field {field}"):
            g.from_json(json.dumps(missing))
    extra = json.loads(json.dumps(doc))
    extra["position"]["table"]["zz_extra"] = 1
    with pytest.raises(InvalidSave, match="unknown field zz_extra"):
        g.from_json(json.dumps(extra))
    other = [x for x in GAMES if x != gid][0]
    with pytest.raises(InvalidSave, match="the save is for"):
        lr.game(other).from_json(json.dumps(doc))
