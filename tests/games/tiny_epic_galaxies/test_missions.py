"""Secret missions: the published game's twelve conditions and their tie values.

"Se um jogador completou o objetivo de sua carta, ele recebe os pontos bônus detalhados
nela." The conditions and values are those of the published cards ([TEGport] in
PUBLISHED_RULES.md); names and wording in content.toml are this project's.
"""

from __future__ import annotations

from collections import Counter

import pytest

from lunarrules.errors import InvalidContent

from .helpers import G, play, seat, start, table, with_row

MISSIONS = {m["id"]: m for m in G.content["missions"]}


def test_the_published_twelve_missions_are_the_content():
    # 12 cards: 6 "most/fewest" ones worth 3 (2 when tied), one "equal" worth 3, five worth 2
    assert len(MISSIONS) == 12
    kinds = Counter(m["condition"] for m in MISSIONS.values())
    assert kinds == {"most": 5, "fewest": 1, "at_least": 2, "at_most": 2, "equal": 1,
                     "trigger_end": 1}
    for m in MISSIONS.values():
        if m["condition"] in ("most", "fewest"):
            assert (m["vp"], m["tied_vp"]) == (3, 2), m["id"]
        elif m["condition"] == "equal":
            assert m["vp"] == 3 and "tied_vp" not in m
        else:
            assert m["vp"] == 2 and "tied_vp" not in m, m["id"]
    most = sorted(m["measure"] for m in MISSIONS.values() if m["condition"] == "most")
    assert most == ["colonies", "colonies_diplomacy", "colonies_economy", "culture", "energy"]


def _with(mission, players=3, **per_player):
    """P1..Pn holding ``mission``, with per-player values for table keys."""
    s = start(players=players)
    for p in range(players):
        s = seat(s, "mission", p, mission)
    for key, values in per_player.items():
        for p, v in enumerate(values):
            s = seat(s, key, p, v)
    return s


def _mission_id(condition, measure=None):
    return next(k for k, m in MISSIONS.items() if m["condition"] == condition
                and (measure is None or m.get("measure") == measure))


def test_most_gives_full_value_alone_and_the_tied_value_on_a_tie():
    mid = _mission_id("most", "energy")
    s = _with(mid, energy=(5, 3, 2))
    assert [s.mission_vp(p) for p in range(3)] == [3, 0, 0]
    s = _with(mid, energy=(5, 5, 2))
    assert [s.mission_vp(p) for p in range(3)] == [2, 2, 0]
    assert s.mission_done(0) and not s.mission_done(2)
    s = _with(_mission_id("most", "culture"), culture=(0, 4, 1))
    assert [s.mission_vp(p) for p in range(3)] == [0, 3, 0]


@pytest.mark.parametrize("measure,cols,want", [
    ("colonies", (("brasa", "lumen"), ("coral",), ()), [3, 0, 0]),
    ("colonies_diplomacy", (("lumen",), ("ferrugem",), ("brasa",)), [2, 2, 0]),
    ("colonies_economy", (("brasa", "coral"), ("lumen",), ("mirra",)), [3, 0, 0]),
])
def test_most_colonized_planets_of_a_kind(measure, cols, want):
    # lumen, ferrugem: diplomacy tracks; brasa, coral, mirra: economy tracks
    s = _with(_mission_id("most", measure), colonies=cols)
    assert [s.mission_vp(p) for p in range(3)] == want


def test_fewest_colonized_planets():
    mid = _mission_id("fewest")
    s = _with(mid, colonies=(("brasa",), ("coral", "lumen"), ("mirra", "sibila")))
    assert [s.mission_vp(p) for p in range(3)] == [3, 0, 0]
    s = _with(mid, colonies=((), (), ("mirra",)))
    assert [s.mission_vp(p) for p in range(3)] == [2, 2, 0]


def test_at_least_each_of_several_measures():
    mid = _mission_id("at_least", ["energy", "culture"])
    s = _with(mid, energy=(3, 7, 3), culture=(3, 2, 4))
    assert [s.mission_vp(p) for p in range(3)] == [2, 0, 2]


def test_at_least_the_top_empire_level():
    mid = _mission_id("at_least", "level")
    assert MISSIONS[mid]["n"] == 6
    s = _with(mid, empire_level=(6, 5, 1))
    assert [s.mission_vp(p) for p in range(3)] == [2, 0, 0]


def test_at_most_zero_ships_away_or_at_home():
    home = _mission_id("at_most", "ships_out")  # every ship on your Galaxy Mat
    away = _mission_id("at_most", "ships_home")  # no ship on your Galaxy Mat
    ships = ((None, None), (("brasa", -1), None), (("brasa", -1), ("coral", 0)))
    s = _with(home, ships=ships)
    assert [s.mission_vp(p) for p in range(3)] == [2, 0, 0]
    s = _with(away, ships=ships)
    assert [s.mission_vp(p) for p in range(3)] == [0, 0, 2]


def test_equal_diplomacy_and_economy_planets():
    mid = _mission_id("equal")
    s = _with(mid, colonies=(("lumen", "brasa"), ("lumen", "brasa", "coral"), ()))
    assert [s.mission_vp(p) for p in range(3)] == [3, 0, 3]  # 0 and 0 are equal too


@pytest.mark.english
def test_trigger_end_goes_to_the_player_who_reached_21_first_even_a_follower():
    # published: the end can be triggered by a follower during another player's turn
    mid = _mission_id("trigger_end")
    s = with_row(start(players=2, dice=("economy", "move", "move", "move")),
                 ("brasa", "lumen", "coral", "mirra"))
    s = seat(s, "mission", 0, mid)
    s = seat(s, "mission", 1, mid)
    s = seat(s, "ships", 0, (("brasa", 0), None))
    s = seat(s, "ships", 1, (("coral", 1), None))
    s = seat(s, "colonies", 1, ("celeste", "nebra"))  # 16 VP; Coral gives 5 more
    s = s.apply("P1 economy planet=brasa").apply("P2 follow")
    s = s.with_outcomes(planet=["opala"]).apply("P2 economy planet=coral")
    assert s.vp(1) == 21 and s.data["triggered"] and s.data["triggered_by"] == 1
    trig = next(e for e in s.log if "TEG-END-TRIGGER" in e.rules)
    assert trig.actor == 1 and "P2 has 21 VP" in trig.text and "1 turn" in trig.text
    assert [s.mission_vp(p) for p in range(2)] == [0, 2]
    assert s.view(0)["end_triggered_by"] == "P2"
    s = play(s, "P1 end_turn")
    assert sum("TEG-END-TRIGGER" in e.rules for e in s.log) == 1  # triggered once
    s = play(s, "P2 end_turn")
    assert s.is_over and [r["mission"] for r in s.outcome.breakdown] == [0, 2]


@pytest.mark.english
def test_final_scoring_uses_the_tied_value_and_says_so():
    mid = _mission_id("most", "energy")
    s = _with(mid, players=2, energy=(6, 6), colonies=(("celeste", "nebra", "sibila"),
                                                       ("celeste", "nebra", "sibila")))
    s = table(s, triggered=True)
    s = play(s, "P1 end_turn", "P2 end_turn")
    assert s.is_over
    b = s.outcome.breakdown
    assert [r["mission"] for r in b] == [2, 2] and [r["total"] for r in b] == [24, 24]
    texts = [e.text for e in s.log if "TEG-MISSION-TIED" in e.rules]
    assert len(texts) == 2 and all("tied for the most energy (6): +2 VP" in t for t in texts)


def test_legacy_condition_words_still_read_as_at_least():
    extra = [{"id": "old_style", "name": "Old Style", "condition": "colonies_track",
              "target": "economy", "n": 2, "vp": 4}]
    g2 = G.with_content({"missions": extra})
    s = g2.new(players=2, seed=1)
    for _ in range(2):
        s = s.apply(s.legal_actions()[0])
    s = seat(s, "mission", 0, "old_style")
    s = seat(s, "colonies", 0, ("brasa", "coral"))
    assert s.mission_vp(0) == 4
    s = seat(s, "colonies", 0, ("brasa", "lumen"))
    assert s.mission_vp(0) == 0


@pytest.mark.english
@pytest.mark.parametrize("mission,fragment", [
    ({"condition": "most", "measure": "gold", "vp": 3}, "measure 'gold' must be one of"),
    ({"condition": "equal", "measure": "energy", "vp": 3}, "needs a list of 2 or more measures"),
    ({"condition": "most", "measure": "energy", "vp": 3, "tied_vp": -1},
     "tied_vp: -1 must not be negative"),
    ({"condition": "at_least", "measure": "energy", "vp": 3}, "missing field 'n'"),
    ({"condition": "trigger_end", "vp": 2, "tied_vp": 1}, "tied_vp only applies to most and fewest"),
])
def test_bad_mission_vocabulary_is_named(mission, fragment):
    with pytest.raises(InvalidContent) as exc:
        G.with_content({"missions": [{"id": "bad", "name": "Bad", **mission}]})
    # the entry is named by its position (the game's checks) or its id (the shape check)
    where = (f"missions[{len(MISSIONS)}] (bad)", "missions[bad]")
    assert any(w in str(exc.value) for w in where) and fragment in str(exc.value)
