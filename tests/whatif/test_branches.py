"""Branches of a position and the comparison table."""

from __future__ import annotations

import pytest

from lunarrules.errors import RuleViolation
from lunarrules.kernel.game import available
from lunarrules.whatif import Branches, compare, fork
from lunarrules.whatif.branches import flatten
from tests.kernel.toy import GAME

from .conftest import loaded_game


@pytest.fixture
def root():
    return GAME.new(players=2, seed=3)


def test_fork_leaves_the_original_unchanged(root):
    before = root.fingerprint()
    s = fork(root, "P1 roll", outcomes={"die": [6]})
    assert root.fingerprint() == before
    assert s.data["pos"] == [6, 0]
    assert s.steps == 1 and root.steps == 0


def test_branches_compare_lists_only_what_differs(root):
    b = Branches(root)
    b.fork("six", "P1 roll", outcomes={"die": [6]})
    b.fork("one", "P1 roll", outcomes={"die": [1]})
    b.fork("boost", "P1 boost steps=2")
    b.fork("six_then", "P2 roll", base="six", outcomes={"die": [4]})
    c = b.compare()
    assert c.names == ["root", "six", "one", "boost", "six_then"]
    assert c.get("pos[0]") == (0, 6, 1, 2, 6)
    assert c.get("energy[0]") == (2, 2, 2, 0, 2)
    assert c.get("P1") == (0, 6, 1, 2, 6)  # scores section
    assert c.get("pos[1]") == (0, 0, 0, 0, 4)
    assert c.get("passed[0]") is None  # equal everywhere, so not listed
    sections = [s for s, _, _ in c.rows]
    # The toy keeps plain per-seat lists, not player records: all of it is board.
    assert sections == sorted(sections, key=["scores", "flow", "board"].index)
    assert b.path("six_then") == ["root", "six", "six_then"]
    assert b.moves("six_then") == ("force die=[4]", "P2 roll")


@pytest.mark.english
def test_compare_text_and_html(root):
    c = compare({"a": root, "b": fork(root, "P1 boost steps=1")})
    text = str(c)
    assert "energy[0]" in text and "fields differ" in text
    page = c._repr_html_()
    assert "<table" in page and "energy[0]" in page and "(-1)" in page
    assert "pos[0]" in c.to_pandas().index.get_level_values("field")


@pytest.mark.english
def test_compare_identical_states_says_so(root):
    c = compare([root, root])
    assert len(c) == 0
    assert str(c).startswith("no differences")


@pytest.mark.english
def test_refused_fork_adds_nothing(root):
    b = Branches(root)
    with pytest.raises(RuleViolation):
        b.fork("bad", "P2 roll")
    assert list(b) == ["root"]
    with pytest.raises(ValueError, match="already a branch"):
        b.fork("root")
    with pytest.raises(ValueError, match="no branch 'nope'"):
        b.fork("x", base="nope")


def test_extend_moves_a_branch_on(root):
    b = Branches(root)
    b.fork("line", "P1 pass")
    s = b.extend("line", "P2 boost steps=1")
    assert b["line"] is s and s.steps == 2
    assert "P2 boost steps=1" in b._repr_html_()


def test_compare_by_player_view(root):
    c = compare({"a": root, "b": fork(root, "P1 pass")}, player=0)
    assert c.get("passed[0]") == (False, True)


def test_player_records_get_their_own_sections():
    from lunarrules.whatif.branches import _seat_prefixes, _section

    table = {"round": 2, "players": [{"energy": 1}, {"energy": 3}], "m": {"seats": [{}, {}]}}
    prefixes = _seat_prefixes(table, 2)
    assert prefixes == {"players[0]": 0, "players[1]": 1, "m.seats[0]": 0, "m.seats[1]": 1}
    assert _section("players[1].energy", prefixes) == "P2"
    assert _section("m.seats[0].x[3]", prefixes) == "P1"
    assert _section("round", prefixes) == "board"
    assert _section("players[10].energy", {"players[1]": 1}) == "board"


def test_flatten_keeps_long_flat_lists_whole():
    squares = [[r, c] for r in range(3) for c in range(4)]
    flat = flatten({"deck": list(range(20)), "p": [{"e": 1}, {"e": 2}], "none": [],
                    "covered": squares, "short": [[1, 2]]})
    assert flat == {"deck": list(range(20)), "p[0].e": 1, "p[1].e": 2, "none": [],
                    "covered": squares, "short[0][0]": 1, "short[0][1]": 2}


@pytest.mark.parametrize("gid", available())
def test_branches_on_every_game(gid):
    g = loaded_game(gid)
    s = g.new(players=g.players[0], seed=1)
    b = Branches(s)
    for a in s.legal_actions()[:2]:
        b.fork(str(a), a)
    c = b.compare()
    assert c.names[0] == "root" and len(c) > 0
    sections = [sec for sec, _, _ in c.rows]
    assert set(sections) <= {"scores", "flow", "board"} | {f"P{i + 1}" for i in range(s.players)}
    assert c.get("actions played") == (0,) + (1,) * (len(c.names) - 1)
    assert "<table" in c._repr_html_() and str(c)
    assert s.steps == 0


def test_compare_the_spectator_view():
    class Viewed:
        # A stand-in state whose table and view differ, to see which one is read.
        players, phase, to_act, steps, is_over, outcome = 2, "x", 0, 0, False, None

        def __init__(self, secret, shown):
            self.secret, self.shown = secret, shown

        def scores(self):
            return None

        def snapshot(self):
            return {"data": {"secret": self.secret}}

        def view(self, player=None):
            return {"players": [{"shown": self.shown}, {"shown": 0}]}

    a, b = Viewed(1, 5), Viewed(2, 6)
    assert compare([a, b]).fields == ["secret"]
    c = compare([a, b], view=True)
    assert c.fields == ["players[0].shown"] and c.rows[0][0] == "P1"


@pytest.mark.english
def test_compare_names_who_is_to_act_as_the_texts_do(root):
    over = root
    while not over.is_over:
        over = over.apply(over.legal_actions()[0])
    assert compare({"start": root, "end": over}).get("to act") == ("P1", "nobody")


@pytest.mark.english
def test_comparison_counts_agree_and_whole_scores_print_whole():
    from lunarrules.whatif.branches import Comparison

    c = Comparison(["a", "b"], [("scores", "P1", (15.0, 17.5))], 1)
    text = str(c)
    assert "15.0" not in text and "15 " in text and "17.5" in text
    assert text.endswith("(1 field differs, 1 equal)")
    assert repr(c) == "<Comparison of a, b: 1 field differs>"
    html = c._repr_html_()
    assert "1 field differs, 1 equal" in html and "17.5 (+2.5)" in html
    whole = Comparison(["a", "b"], [("scores", "P1", (15.0, 16.0)), ("flow", "x", (1, 2))], 3)
    assert str(whole).endswith("(2 fields differ, 3 equal)")
    assert "16 (+1)" in whole._repr_html_() and "16.0" not in whole._repr_html_()
    assert str(Comparison(["a", "b"], [], 1)) == "no differences between a, b (1 field equal)"
