"""Content files take entries out with ``[remove]`` (kernel.game.merge_content)."""

from __future__ import annotations

import collections

import pytest

import lunarrules as lr
from lunarrules.errors import InvalidContent

G = lr.game("shackleton_base")


def ids(g, table):
    return [e["id"] for e in g.content[table]]


def test_remove_takes_entries_out_and_the_game_plays():
    g = G.with_content({"remove": {"shuttles": ["r1n6", "r2n12"], "leaders": ["diplomat"]}})
    assert "r1n6" not in ids(g, "shuttles") and len(ids(g, "shuttles")) == 16
    assert ids(g, "leaders") == [i for i in ids(G, "leaders") if i != "diplomat"]
    assert "remove" not in g.content, "the game's content holds no remove table"
    s = g.new(players=4, seed=1)
    back = G.from_json(s.to_json())
    assert ids(back.game, "shuttles") == ids(g, "shuttles"), "the save carries the removal"


def test_a_later_file_may_add_back_what_an_earlier_one_removed():
    shuttle = next(e for e in G.content["shuttles"] if e["id"] == "r1n6")
    g = G.with_content({"remove": {"shuttles": ["r1n6"]}}).with_content({"shuttles": [dict(shuttle)]})
    assert "r1n6" in ids(g, "shuttles") and len(ids(g, "shuttles")) == 18
    again = g.with_content({"remove": {"shuttles": ["r1n6"]}})
    assert "r1n6" not in ids(again, "shuttles")


@pytest.mark.english
@pytest.mark.parametrize("bad,says", [
    ({"remove": {"shuttles": ["r1n66"]}}, "remove.shuttles: no entry 'r1n66' to remove (did you mean 'r1n6'?)"),
    ({"remove": {"energy": ["x"]}}, "remove.energy: not a list of entries with ids"),
    ({"remove": "shuttles"}, "remove: expected a table of list names and ids, got str"),
    ({"remove": {"shuttles": [1]}}, "remove.shuttles: expected a list of ids (text)"),
])
def test_a_wrong_removal_is_refused_by_name(bad, says):
    with pytest.raises(InvalidContent) as e:
        G.with_content(bad)
    assert says in str(e.value)


@pytest.mark.english
def test_removing_below_what_setup_needs_is_refused():
    with pytest.raises(InvalidContent, match="round 1 needs at least 5 tiles"):
        G.with_content({"remove": {"shuttles": ["r1n5", "r1n6"]}})


def test_the_published_box_has_15_shuttles_and_4_leaders():
    pub = G.published()
    rounds = collections.Counter(i[:2] for i in ids(pub, "shuttles"))
    assert rounds == {"r1": 5, "r2": 5, "r3": 5}
    assert len(ids(pub, "leaders")) == 4


@pytest.mark.english
def test_many_wrong_ids_are_counted_not_each_searched():
    """Content in a save is untrusted: a long list of wrong ids is refused in a few lines."""
    bad = [f"tile{i}" for i in range(50_000)]
    with pytest.raises(InvalidContent) as e:
        G.with_content({"remove": {"shuttles": bad}})
    problems = e.value.problems
    assert len(problems) == 6 and problems[-1] == "remove.shuttles: and 49995 more ids that are not there"
