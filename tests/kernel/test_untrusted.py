"""Saved games, content and actions as untrusted input: each way they were found to break.

One test per finding of the untrusted-input review; ``tests/test_fuzz.py`` runs the
same kinds of damage at random over every game.
"""

from __future__ import annotations

import json
import os

import pytest

import lunarrules as lr
from lunarrules.errors import (
    ImpossibleOutcome,
    InvalidContent,
    InvalidOutcome,
    InvalidSave,
    MalformedAction,
)
from lunarrules.kernel import Action
from lunarrules.kernel.untrusted import UntrustedDataError, data_problems, loads, short

from ..fuzz import watched

GAMES = lr.games()


def _save(gid: str, steps: int = 0) -> dict:
    g = lr.game(gid)
    s = g.new(players=g.players[0], seed=3)
    for _ in range(steps):
        s = s.apply(s.legal_actions()[0])
    return json.loads(s.to_json())


# ------------------------------------------------------------ file reads
@pytest.mark.english
@pytest.mark.parametrize("gid", GAMES)
def test_content_text_in_a_save_is_never_opened(gid, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text('[project]\napi_token = "fake"\n')
    os.mkfifo(tmp_path / "fifo.toml")  # opening this would hang forever
    doc = _save(gid)
    for name in ("pyproject.toml", "fifo.toml", str(tmp_path), "nothing.toml"):
        doc["content"] = name
        with watched(10) as seen, pytest.raises(InvalidSave, match="never a file name"):
            lr.game(gid).from_json(json.dumps(doc))
        assert seen == []


@pytest.mark.english
def test_with_content_refuses_a_fifo_without_opening_it(tmp_path):
    os.mkfifo(tmp_path / "pipe.toml")
    with watched(10), pytest.raises(InvalidContent, match="pipe.toml: not a file"):
        lr.game("tiny_epic_galaxies").with_content(tmp_path / "pipe.toml")


# ------------------------------------------------------- bare errors
@pytest.mark.parametrize("text", [
    '{"seed": ' + "9" * 4301 + "}",
    "[" * 100_000,
    '{"seed": NaN}',
    '{"seed": Infinity}',
    '{"seed": 1e999}',
    b'{"game": "\xff"}',
    "",
])
def test_damaged_json_is_an_invalid_save(text):
    with pytest.raises(InvalidSave):
        lr.game("shackleton_base").from_json(text)


@pytest.mark.english
@pytest.mark.parametrize("gid", GAMES)
def test_content_nested_500_deep_is_an_invalid_save(gid):
    deep: object = 1
    for _ in range(500):
        deep = {"a": deep}
    doc = _save(gid)
    doc["content"] = {"x": deep}
    with pytest.raises(InvalidSave, match="nested deeper than 12 levels"):
        lr.game(gid).from_json(json.dumps(doc))


@pytest.mark.english
def test_a_dict_with_a_non_text_key_is_an_invalid_save():
    with pytest.raises(InvalidSave, match="key 1 is not text"):
        lr.game("planet_unknown").from_json({1: 2})


@pytest.mark.english
def test_shackleton_content_with_wrong_types_is_invalid_content():
    g = lr.game("shackleton_base")
    with pytest.raises(InvalidContent, match=r"labs\[lab1\]\.gain: expected a table, got 'x'"):
        g.with_content({"labs": [{"id": "lab1", "needs": "engineer", "gain": "x"}]})
    corp = dict(g.content["corporations"][0], markers=True)
    with pytest.raises(InvalidContent, match=r"markers: expected a list, got True"):
        g.with_content({"corporations": [corp]})


# ----------------------------------------------------- allocation bounds
@pytest.mark.english
def test_huge_counts_are_refused_before_anything_is_built():
    cc = lr.game("captains_chair")
    for table in ("encounter", "market", "incident"):
        entry = dict(cc.content[table][0], count=10**18)
        with pytest.raises(InvalidContent, match="out of range"):
            cc.with_content({table: [entry]})
    mcb = lr.game("moon_colony_bloodbath")
    entry = dict(mcb.content["building"][0], copies=10**18)
    with pytest.raises(InvalidContent, match=r"copies: 1000000000000000000 is out of range"):
        mcb.with_content({"building": [entry]})


@pytest.mark.english
def test_negative_yields_are_refused():
    g = lr.game("shackleton_base")
    with pytest.raises(InvalidContent, match=r"gain\.titanium: -3 must not be negative"):
        g.with_content({"labs": [{"id": "lab1", "needs": "engineer", "gain": {"titanium": -3}}]})


# --------------------------------------------------- forced outcomes
@pytest.mark.parametrize("gid", GAMES)
@pytest.mark.parametrize("value", ["nonexistent", None, 1.0, [[1]], True, "", 10**30])
def test_forced_outcomes_are_checked_when_given(gid, value):
    g = lr.game(gid)
    s = g.new(players=g.players[0], seed=1)
    for key in g.chance:
        with pytest.raises(InvalidOutcome):
            s.with_outcomes(**{key: [value]})
        doc = json.loads(s.to_json())
        doc["history"].append({"force": key, "values": [value]})
        with pytest.raises(InvalidSave, match=r"history\[\d+\]"):
            g.from_json(json.dumps(doc))


@pytest.mark.parametrize("gid", GAMES)
def test_every_draw_offers_only_values_the_game_declares(gid, monkeypatch):
    """The possible values of each chance key cover everything a draw can offer."""
    import random

    from lunarrules.kernel import chance

    offered: dict[str, set] = {}
    real = chance.Chance.draw

    def draw(self, key, options):
        offered.setdefault(key, set()).update(options)
        return real(self, key, options)

    def draw_index(self, key, options):
        offered.setdefault(key, set()).update(options)
        return real_index(self, key, options)

    real_index = chance.Chance.draw_index
    monkeypatch.setattr(chance.Chance, "draw", draw)
    monkeypatch.setattr(chance.Chance, "draw_index", draw_index)
    g = lr.game(gid)
    for seed in range(3):
        s = g.new(players=max(g.players[0], g.players[1] - seed % 2), seed=seed)
        rng = random.Random(seed)
        while not s.is_over:
            s = s.apply(rng.choice(s.legal_actions()))
    assert offered
    for key, values in offered.items():
        declared = g.chance_values(key)
        assert declared is not None, f"{gid}: chance key {key!r} lists no possible values"
        assert values <= set(declared), (key, sorted(map(str, values - set(declared)))[:5])


@pytest.mark.english
def test_a_possible_value_that_is_gone_when_drawn_is_refused_by_check_and_apply():
    g = lr.game("tiny_epic_galaxies")
    s = g.new(players=2, seed=1)
    on_table = s.data["row"][0]  # a planet already face up cannot be drawn again
    forced = s.with_outcomes(planet=[on_table])
    assert forced.chance.forced
    for a in forced.legal_actions():  # nothing listed would draw it
        assert forced.check(a) is None
    # play until an action would draw a planet: check and apply agree on the refusal
    import random

    rng = random.Random(0)
    refused = None
    for _ in range(2000):
        if forced.is_over or not forced.chance.forced:
            break
        raw = forced._legal_actions()
        bad = [a for a in raw if isinstance(forced.check(a), ImpossibleOutcome)]
        if bad:
            refused = bad[0]
            break
        forced = forced.apply(rng.choice(forced.legal_actions()))
    assert refused is not None, "no action drew a planet"
    with pytest.raises(ImpossibleOutcome, match=f"the forced planet {on_table} cannot come up now"):
        forced.apply(refused)
    assert refused not in forced.legal_actions()


# -------------------------------------------------------------- actions
@pytest.mark.english
@pytest.mark.parametrize("gid", GAMES)
def test_deeply_nested_parameters_are_malformed(gid):
    g = lr.game(gid)
    s = g.new(players=g.players[0], seed=1)
    a = s.legal_actions()[0]
    deep: object = 0
    for _ in range(1000):
        deep = (deep,)
    name = a.params[0][0] if a.params else "x"
    bad = Action(a.actor, a.kind, ((name, deep),) + a.params[1:])
    assert isinstance(s.check(bad), MalformedAction)
    with pytest.raises(MalformedAction, match="must be a word, a whole number"):
        s.apply(bad)


def test_a_4300_digit_number_in_an_action_is_malformed():
    g = lr.game("planet_unknown")
    s = g.new(players=2, seed=1)
    for text in (f"P2 place tile=inner orient=0 row={'9' * 4300} col=0",
                 f"P2 place tile=inner orient=0 row={'9' * 5000} col=0",
                 f"P{'9' * 5000} place tile=inner orient=0 row=0 col=0"):
        assert isinstance(s.check(text), MalformedAction)
        with pytest.raises(MalformedAction):
            s.apply(text)


# --------------------------------------------------------- the helpers
@pytest.mark.english
def test_loads_limits_and_data_problems():
    with pytest.raises(UntrustedDataError, match="5000 digits"):
        loads("[" + "1" * 5000 + "]")
    assert loads('{"a": [1, 2.5, "x", null, true]}') == {"a": [1, 2.5, "x", None, True]}
    assert data_problems({"a": [float("nan")]}) == ["a[0]: nan is not a number JSON allows"]
    assert data_problems({"a": {1: 2}}) == ["a: key 1 is not text"]
    assert data_problems({"a": object()})[0].startswith("a: object is not JSON data")
    assert data_problems({"ok": [[[]]]}) == []
    assert short(10**5000).endswith("-bit number")
    deep: object = 0
    for _ in range(10_000):
        deep = [deep]
    assert short(deep) == "list of 1 item"
    assert data_problems(deep) == ["[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]"
                                   "[0][0][0][0][0][0][0][0][0][0][0][0]: nested deeper than 32 levels"]


# --------------------------------------------------------------- content
def test_with_content_chains():
    g = lr.game("tiny_epic_galaxies")
    a = dict(g.content["planets"][0], id="alpha_custom")
    b = dict(g.content["planets"][0], id="beta_custom")
    both = g.with_content({"planets": [a]}).with_content({"planets": [b]})
    ids = {p["id"] for p in both.content["planets"]}
    assert {"alpha_custom", "beta_custom"} <= ids
    s = both.new(players=2, seed=1)
    assert both.from_json(s.to_json()).game.content == both.content


@pytest.mark.english
@pytest.mark.parametrize("extra, message", [
    ({"planetz": []}, "none of the tables (planetz) belong to tiny_epic_galaxies; its tables are "
                      "missions, planets; did you mean 'planets'?"),
    ({"planets": [{"id": "x", "trak": 5}]}, "planets[x]: unknown field 'trak'; did you mean 'track'?"),
    ({"planets": [], "colour": 1}, "unknown table 'colour' for tiny_epic_galaxies"),
])
def test_unknown_tables_and_fields_name_the_closest_one(extra, message):
    with pytest.raises(InvalidContent) as e:
        lr.game("tiny_epic_galaxies").with_content(extra)
    assert message in str(e.value)


@pytest.mark.english
def test_another_games_content_is_refused():
    other = lr.game("planet_unknown").content
    with pytest.raises(InvalidContent, match="belong to tiny_epic_galaxies"):
        lr.game("tiny_epic_galaxies").with_content(dict(other))


@pytest.mark.english
def test_from_json_reads_a_path_or_an_open_file(tmp_path):
    import io

    g = lr.game("tiny_epic_galaxies")
    s = g.new(players=3, seed=4)
    s = s.apply(s.legal_actions()[0])
    path = tmp_path / "save.json"
    path.write_text(s.to_json(), encoding="utf-8")
    assert g.from_json(path) == s
    with open(path, encoding="utf-8") as f:
        assert g.from_json(f) == s
    assert g.from_json(io.BytesIO(s.to_json().encode())) == s
    with pytest.raises(InvalidSave, match="cannot read missing.json: not a file"):
        g.from_json(tmp_path / "missing.json")
    with pytest.raises(InvalidSave, match="cannot read"):
        g.from_json(tmp_path)


@pytest.mark.english
def test_a_fixed_player_count_reads_as_one_number():
    g = lr.game("captains_chair")
    with pytest.raises(lr.InvalidOption) as e:
        g.new(players=3)
    assert str(e.value) == "Star Trek: Captain's Chair – To Boldly Go is for 2 players, not 3"
    assert repr(g).endswith(", 2 players>") and "(2 players;" in g._repr_html_()
    with pytest.raises(lr.InvalidOption, match=r"is for 2-4 players, not 9"):
        lr.game("shackleton_base").new(players=9)
