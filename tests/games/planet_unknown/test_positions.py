"""Planet Unknown positions: a teacher's literal position, broken ones, forced setup draws."""

from __future__ import annotations

import json
import random

import pytest

import lunarrules as lr
from lunarrules.errors import InvalidPosition
from lunarrules.games.planet_unknown import geometry as pl
from lunarrules.games.planet_unknown.geometry import hex_mask, hex_of, square
from lunarrules.games.planet_unknown.legal import placement_problem
from lunarrules.games.planet_unknown.position import table_problems
from lunarrules.kernel import Action

G = lr.game("planet_unknown")


def _start(players: int = 3, **options):
    """A new game with P1 as commander, at the commander's turn of the station."""
    return G.new(players=players, seed=7, outcomes={"commander": [0]}, **options)


def _teacher_position():
    """P2 has a rover on r4c5 and has rescued the 2 lifepods at r2c5 and r3c2; the station is
    turned two depots, so depot 2 faces P1, whose inner tile is the biomass-rover tile; P1 is
    choosing a tile."""
    s = _start()
    c = s.content
    stack = s.data["stacks"][4]  # depot 2's inner stack
    wanted = next(t for t in (stack.top, *stack.below) if c.tiles[t].a == "biomass"
                  and c.tiles[t].b == "rover" and not c.tiles[t].meteor)
    rest = [t for t in (stack.top, *stack.below) if t != wanted]
    rescued = [(2, 5), (3, 2)]
    return G.position({
        "rotation": 2,
        "stacks[4]": [wanted, rest],
        "seats[1].rovers": [square(4, 5)],
        "seats[1].rovers_in_supply": c.rovers - 1,
        "seats[1].lifepods": hex_mask(c.pods & ~pl.mask_of(rescued)),
        "seats[1].lifepods_collected": 2,
        "phase": "place",
        "to_act": "P1",
    }, players=3, seed=7, outcomes={"commander": [0]}), wanted


def test_a_teacher_sets_up_p1_choosing_a_tile_with_p2s_rover_on_the_planet():
    s, wanted = _teacher_position()
    assert (s.phase, s.to_act, s.data["placing"]) == ("place", 0, 0)
    assert s.depot_of(0) == 2 and s.depot_tile(0, "inner") == wanted
    assert s.seat(1).rovers == [4 * 13 + 5] and s.seat(1).pods_collected == 2
    assert not s.seat(1).pods & (pl.bit(2, 5) | pl.bit(3, 2))
    legal = s.legal_actions()
    assert legal and {(a.actor, a.kind) for a in legal} == {(0, "place")}
    inner = [a for a in legal if a["tile"] == "inner"]
    # The first tile touches the edge of the planet (PU-PERIMETER-FIRST).
    assert inner and all(placement_problem(s.tile(wanted).table, a["orient"], a["row"], a["col"],
                                              0, s.content.off_planet) is None for a in inner)
    assert s.check(Action.of(1, "rover_move", rover=1, dir="N")) is not None, "P2 waits"
    assert s.check(Action.of(0, "rotate", steps=1)) is not None, "the station has turned"
    # The position is saved and shared without its moves, and loads as it was.
    loaded = G.from_json(s.to_json())
    assert loaded.data == s.data and loaded.to_act == 0 and loaded.phase == "place"
    # P1 places the tile; the round goes on to P2, whose rover is still on r4c5.
    after = s.apply(inner[0])
    while after.to_act == 0:
        after = after.apply(after.legal_actions()[0])
    assert after.to_act == 1 and after.seat(1).rovers == [4 * 13 + 5]
    assert after.seat(0).tiles == (wanted,)


def test_the_saved_table_speaks_the_games_words():
    s, _ = _teacher_position()
    table = json.loads(s.to_json(history=False))["position"]["table"]
    assert {"placing", "benefits", "stacks", "piles", "seats", "shown"} <= set(table)
    assert "idx" not in table and "pending" not in table
    seat = table["seats"][1]
    assert seat["rovers"] == [square(4, 5)] and seat["lifepods_collected"] == 2
    assert seat["lifepods"] == hex_mask(s.seat(1).pods)
    assert set(seat["terrain"]) == {"civ", "water", "biomass", "rover", "tech", "energy"}
    assert table["stacks"][4][0] == s.depot_tile(0, "inner")
    assert hex_of([(0, 0), (0, 1)]) == "3" and hex_of([(1, 0)]) == "2000"


# ------------------------------------------------------------ broken positions
def _refused(changes, **flow):
    with pytest.raises(InvalidPosition) as e:
        G.position({**changes, **flow}, players=3, seed=7, outcomes={"commander": [0]})
    return e.value.problems


@pytest.mark.english
def test_too_many_rovers_are_refused():
    c = _start().content
    problems = _refused({"seats[0].rovers": [square(5, 5)], "seats[0].rovers_in_supply": c.rovers})
    assert any(p.startswith("seats[0].rovers:") and "corporation has" in p for p in problems)


@pytest.mark.english
def test_a_rover_off_the_planet_or_on_another_rover_is_refused():
    problems = _refused({"seats[0].rovers": [200, square(5, 5), square(5, 5)],
                         "seats[0].rovers_in_supply": 0})
    assert any(p.startswith("seats[0].rovers[0]: 200 is not a square") for p in problems)
    assert any(p.startswith("seats[0].rovers[2]: two rovers") for p in problems)


@pytest.mark.english
def test_a_tile_in_two_places_is_refused():
    s = _start()
    top = s.data["stacks"][0].top
    problems = _refused({"seats[2].tiles": [top]})
    assert any(p == f"seats[2].tiles[0]: tile {top} is also in stacks[0]" for p in problems)
    assert any(p.startswith("seats[2].tiles: 1 tile taken, but in round 1") for p in problems)


@pytest.mark.english
def test_a_tile_of_another_stack_or_a_lost_tile_is_refused():
    s = _start()
    st0, st1 = s.data["stacks"][0], s.data["stacks"][1]
    problems = _refused({"stacks[0]": [st1.top, list(st0.below)]})
    assert any(p.startswith(f"stacks[0]: '{st1.top}' belongs to stack 1") for p in problems)
    assert any("is also in stacks[0]" in p or "also in stacks[1]" in p for p in problems)
    problems = _refused({"stacks[0]": [st0.top, list(st0.below[1:])]})
    assert problems == [f"stacks: 1 tile neither in the station nor taken ({st0.below[0]})"]


@pytest.mark.english
def test_a_civ_card_in_two_places_is_refused():
    s = _start()
    card = s.data["piles"]["1"][0]
    problems = _refused({"seats[1].civ_cards": [card]})
    assert f"piles.1: civ card {card} is also in seats[1].civ_cards" in problems
    problems = _refused({"piles.1": list(s.data["piles"]["1"][1:])})
    assert problems == ["piles.1: 3 in the pile and 0 kept, but 4 rank 1 cards are dealt to 3 players"]


@pytest.mark.english
def test_negative_counts_are_refused():
    problems = _refused({"seats[1].lifepods_collected": -1, "seats[2].stored_patches": -2,
                         "seats[0].rovers_in_supply": -1})
    assert "seats[1].lifepods_collected: -1 is below 0" in problems
    assert "seats[2].stored_patches: -2 is below 0" in problems
    assert "seats[0].rovers_in_supply: -1 is below 0" in problems


@pytest.mark.english
def test_a_tracker_past_its_track_is_refused():
    top = _start().content.top["water"]
    problems = _refused({"seats[0].tracks": [0, top + 1, 0, 0, 0]})
    assert problems == [f"seats[0].tracks: the water tracker at {top + 1} is off its track (0 to {top})"]
    assert _refused({"seats[0].tracks": [0, 0, 0]}) == [
        "seats[0].tracks: one tracker per track (civ, water, biomass, rover, tech), not 3"]


@pytest.mark.english
def test_planet_squares_must_hold_together():
    s = _start()
    problems = _refused({"seats[0].covered": "ZZ", "seats[1].covered": "00ff",
                         "seats[2].lifepods": hex_mask(s.content.pods | pl.bit(0, 0))})
    assert any(p.startswith("seats[0].covered: 'ZZ' is not a set of squares") for p in problems)
    assert any(p.startswith("seats[1].covered: '00ff' is not a set of squares") for p in problems)
    assert "seats[2].lifepods: a lifepod where the planet has none at setup" in problems
    problems = _refused({"seats[0].covered": hex_of([(0, 0)])})
    assert "seats[0].terrain: the terrains do not cover exactly the covered squares" in problems
    problems = _refused({"seats[0].lifepods_collected": 1})
    assert any(p.startswith("seats[0].lifepods_collected: 1 collected and 6 on the planet")
               for p in problems)


@pytest.mark.english
def test_a_decision_for_the_wrong_player_is_refused():
    problems = _refused({}, phase="place", to_act="P2")
    assert "to_act: P1 is placing a tile this round (placing 0), not P2" in problems
    problems = _refused({}, to_act="P3")
    assert "to_act: the commander (P1) turns the station, not P3" in problems


@pytest.mark.english
def test_a_decision_the_table_does_not_hold_is_refused():
    problems = _refused({}, phase="civ")
    assert "benefits: nothing to resolve, but the phase is civ" in problems
    problems = _refused({"benefits": [["synergy", "water"]]}, phase="civ")
    assert "benefits[0]: a 'synergy' to resolve, but the phase is civ" in problems
    problems = _refused({"benefits": [["teleport", 3]]}, phase="place")
    assert any(p.startswith("benefits[0]: ('teleport', 3) is not a benefit") for p in problems)
    problems = _refused({}, phase="resolve")
    assert "phase: resolve is not a decision; a position waits for a player" in problems


@pytest.mark.english
def test_every_problem_is_listed_at_once():
    s = _start()
    top = s.data["stacks"][0].top
    problems = _refused({"seats[0].tracks": [0, 0, 99, 0, 0], "seats[1].meteorites_collected": -3,
                         "seats[2].tiles": [top], "rotation": 9, "placing": 4},
                        phase="place", to_act="P3")
    expected = [
        "rotation: 9 is not from 0 to 5",
        "placing: 4 is not a place in the order (0 to 2)",
        "seats[0].tracks: the biomass tracker at 99 is off its track (0 to 11)",
        "seats[1].meteorites_collected: -3 is below 0",
        f"seats[2].tiles[0]: tile {top} is also in stacks[0]",
    ]
    for text in expected:
        assert text in problems, (text, problems)
    assert len(problems) >= 6


@pytest.mark.english
def test_loading_a_damaged_snapshot_lists_its_problems():
    s = _start()
    doc = json.loads(s.to_json(history=False))
    doc["position"]["table"]["seats"][0]["tracks"][0] = 40
    doc["position"]["table"]["commander"] = 5
    with pytest.raises(InvalidPosition) as e:
        G.from_json(json.dumps(doc))
    assert "commander: 5 is not a seat of this 3-player game" in e.value.problems
    assert any(p.startswith("seats[0].tracks: the civ tracker at 40") for p in e.value.problems)


# ------------------------------------------------------------ played positions
@pytest.mark.parametrize("players,options", [(2, {}), (4, {"events": True}), (6, {})])
def test_positions_of_played_games_hold_together(players, options):
    """Every position of a seeded game passes the checks (and each change of a piece is
    caught), so the checks describe the game as it is played."""
    rng = random.Random(players)
    s = G.new(players=players, seed=players, **options)
    seen = 0
    while not s.is_over:
        assert table_problems(s) == [], (s.steps, table_problems(s))
        seen += 1
        legal = s.legal_actions()
        s = s.apply(legal[rng.randrange(len(legal))])
    assert table_problems(s) == [] and seen > 50


# ------------------------------------------------------------ forced setup draws
def test_every_setup_draw_can_be_forced():
    c = G.new(players=3, seed=0).content
    tile = c.stacks[0][5]
    civ1 = ["c1-scouts", "c1-lab", "c1-archive", "c1-canal"]
    objectives = ["o-miners", "o-rescuers", "o-clean-skies"]
    s = G.new(players=3, seed=11, events=True, outcomes={
        "commander": [2], "tile": [tile], "civ": civ1, "objective": objectives,
        "event": ["e-bloom"],
    })
    d = s.data
    assert d["commander"] == 2 and s.to_act == 2
    assert d["stacks"][0].top == tile and tile not in d["stacks"][0].below
    assert d["piles"]["1"] == tuple(civ1)  # in the order dealt (PU-CIV-PILES)
    assert d["objectives"] == tuple(objectives)
    assert d["event"] == "e-bloom" and "e-bloom" not in d["events"]
    again = G.from_json(s.to_json())
    assert again.data == s.data
    other = G.new(players=3, seed=11, events=True)
    assert (other.data["commander"], other.data["objectives"]) != (2, tuple(objectives))


def test_a_setup_draw_that_cannot_come_up_is_refused():
    with pytest.raises(ValueError, match="commander"):
        G.new(players=3, seed=1, outcomes={"commander": [9]})
    with pytest.raises(ValueError, match="civ"):
        G.new(players=3, seed=1, outcomes={"civ": ["c9-nowhere"]})
