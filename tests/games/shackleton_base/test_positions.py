"""Positions written down by hand, their checks, and setup draws forced by name."""

from __future__ import annotations

import json

import pytest

from lunarrules.errors import InvalidPosition
from lunarrules.games.shackleton_base.table import (
    BaseStructure,
    LeaderTile,
    Placement,
    SectorStructure,
)

from .helpers import G, sector

# The teacher's position, in the game's words: P1's agency has built 2 domes, in the
# central sectors c1 and c2, an engineer waits in its base, the energy track is at 3,
# and it is P1's turn in the action phase of round 1. P2 has its first dome in c4.
# Every solar panel is somewhere: 2 under the neutral domes (o3, o9), 3 under the
# agencies' domes, 13 still around the crater.
TEACHER = {
    "phase": "action",
    "to_act": "P1",
    "energy": 3,
    "ring_panels": list(range(3, 16)),
    "sector_panels": [
        s in ("c1", "c2", "c4", "o3", "o9")
        for s in (
            "c1",
            "c2",
            "c3",
            "c4",
            "c5",
            "c6",
            "o1",
            "o2",
            "o3",
            "o4",
            "o5",
            "o6",
            "o7",
            "o8",
            "o9",
            "o10",
            "o11",
            "o12",
        )
    ],
    "structures[0]": [[0, "dome"]],
    "structures[1]": [[0, "dome"]],
    "structures[3]": [[1, "dome"]],
    "leaders": [],
    "revealed": ["r1n1", "r1n3", "r1n5"],
    "picked": {"0": "r1n1", "1": "r1n3"},
    "agencies[0]": {
        "credits": 8,
        "titanium": 2,
        "rare_earth": 1,
        "vp": 0,
        "reputation": 0,
        "astronauts": [2, 2, 2],
        "waiting": [1, 0, 0],
        "structures": [["dome", 0, "c1", []], ["dome", 1, "c2", []]],
        "projects": [],
        "turned_projects": [],
        "objectives": [],
        "leader": ["navigator", "A"],
        "shuttle_tile": "r1n1",
    },
    "agencies[1]": {
        "credits": 8,
        "titanium": 1,
        "rare_earth": 1,
        "vp": 0,
        "reputation": 0,
        "astronauts": [1, 3, 2],
        "waiting": [0, 0, 0],
        "structures": [["dome", 0, "c4", []]],
        "projects": [],
        "turned_projects": [],
        "objectives": [],
        "leader": ["diplomat", "B"],
        "shuttle_tile": "r1n3",
    },
}


def teacher(**changes):
    """The teacher's position, with ``changes`` written over it."""
    return G.position(
        {**TEACHER, **changes},
        players=2,
        seed=0,
        outcomes={"start_player": [0], "leader": ["navigator", "diplomat"]},
    )


def problems(**changes) -> list[str]:
    with pytest.raises(InvalidPosition) as exc:
        teacher(**changes)
    return exc.value.problems


def test_the_teachers_position_reads_in_the_games_words():
    s = teacher()
    assert s.phase == "action" and s.to_act == 0
    me = s.data["agencies"][0]
    assert me["structures"] == (
        BaseStructure("dome", 0, "c1", ()),
        BaseStructure("dome", 1, "c2", ()),
    )
    assert isinstance(me["structures"][0], BaseStructure) and me["structures"][0].sector == "c1"
    assert me["waiting"] == (1, 0, 0) and s.data["energy"] == 3
    assert s.data["structures"][sector("c1")] == (SectorStructure(0, "dome"),)
    assert me["leader"] == LeaderTile("navigator", "A")
    assert s.view(0)["agencies"][0]["waiting"] == [1, 0, 0]
    assert s.position_problems() == []


def test_what_p1_may_do_in_the_teachers_position():
    s = teacher()
    legal = {str(a) for a in s.legal_actions()}
    # every astronaut type can visit the Gateway; the engineer can explore or command
    assert {f"P1 gateway astronaut={t}" for t in ("engineer", "technician", "scientist")} <= legal
    assert "P1 explore astronaut=engineer space=1" in legal
    assert "P1 command astronaut=technician which=build" in legal
    assert not any(a.startswith("P2") for a in legal)
    s = s.apply("P1 command astronaut=technician which=build")
    step = {str(a) for a in s.legal_actions()}
    # no energized sector is free for a third dome (SB-BUILD-PLACE: one structure of each
    # size per sector), but the rare earth pays for a solar panel (SB-PANEL-BUILD)
    assert not any(a.startswith("P1 build structure=dome") for a in step)
    assert "P1 build structure=workshop sector=c4" in step and "P1 solar_panel" in step
    s = s.apply("P1 solar_panel")
    assert s.data["energy"] == 4 and s.data["central_panels"] == 1  # ring space 3 gives 1
    s = s.apply("P1 build structure=dome sector=o1")
    # SB-HOUSE: the engineer waiting in the base may move into the new dome
    assert s.phase == "house_step"
    assert "P1 house astronaut=engineer" in {str(a) for a in s.legal_actions()}
    s = s.apply("P1 house astronaut=engineer")
    assert s.data["agencies"][0]["structures"][2] == BaseStructure("dome", 2, "o1", (0,))
    assert s.data["agencies"][0]["waiting"] == (0, 0, 0)


def test_the_teachers_position_saves_and_loads_as_it_was():
    s = teacher()
    back = G.from_json(s.to_json())
    assert back.data == s.data and back.phase == s.phase and back.to_act == s.to_act
    assert type(back.data["agencies"][0]["structures"][0]) is BaseStructure
    assert [str(a) for a in back.legal_actions()] == [str(a) for a in s.legal_actions()]


@pytest.mark.english
def test_too_many_domes_are_refused():
    domes = [["dome", k, sec, []] for k, sec in enumerate(("c1", "c2", "c3", "c5", "c6", "o1"))]
    found = problems(**{"agencies[0].structures": domes})
    assert any("6 domes built; each agency has 5" in p for p in found), found


@pytest.mark.english
def test_a_project_in_two_places_is_refused():
    found = problems(**{"agencies[0].projects": ["ticket_office"]})
    assert any(
        "agencies[0].projects: project ticket_office is also in visible" in p for p in found
    ), found


@pytest.mark.english
def test_negative_resources_are_refused():
    found = problems(**{"agencies[1].credits": -2, "agencies[0].waiting": [-1, 0, 0]})
    assert "agencies[1].credits: -2 is below 0" in found
    assert any(p.startswith("agencies[0].waiting: [-1, 0, 0] has a count below 0") for p in found)


@pytest.mark.english
def test_markers_past_their_tracks_are_refused():
    found = problems(energy=13, **{"agencies[0].reputation": 16})
    assert "energy: 13 is off the energy track (0..12)" in found
    assert "agencies[0].reputation: 16 is off the reputation track (0..15)" in found


@pytest.mark.english
def test_a_decision_for_the_wrong_player_is_refused():
    found = problems(to_act="P2")
    assert any(p.startswith("to_act: it is the turn of P1") for p in found), found
    found = problems(phase="build_step", step=["build"])
    assert any("build_step belongs to a command action" in p for p in found), found


@pytest.mark.english
def test_a_solar_panel_too_many_and_a_structure_outside_any_base():
    found = problems(**{"structures[5]": [[1, "workshop"]]})
    assert any("P2's workshop in c6 is not in its base" in p for p in found), found
    assert any("c6 has a structure but no solar panel" in p for p in found), found
    found = problems(central_panels=1)
    assert any("make 19 solar panels; the game has 18" in p for p in found), found


@pytest.mark.english
def test_every_problem_is_listed_at_once():
    found = problems(
        energy=-1,
        to_act="P2",
        **{
            "agencies[0].credits": -5,
            "agencies[1].projects": ["lunar_hotel"],
            "agencies[0].leader": ["diplomat", "A"],
        },
    )
    assert len(found) >= 5, found
    for text in (
        "energy: -1 is off the energy track",
        "agencies[0].credits: -5 is below 0",
        "agencies[1].projects: project lunar_hotel is also in visible",
        "leader diplomat is also elsewhere",
        "to_act: it is the turn of P1",
    ):
        assert any(text in p for p in found), (text, found)


def test_a_snapshot_with_a_broken_table_is_refused_on_load():
    s = teacher()
    doc = json.loads(s.to_json())
    doc["position"]["table"]["gateway"] = [0, -3, 0]
    doc["position"]["table"]["explore"][0] = [5, 1]
    with pytest.raises(InvalidPosition) as exc:
        G.from_json(json.dumps(doc))
    text = str(exc.value)
    assert "gateway: [0, -3, 0]" in text and "explore[0]: (5, 1)" in text


@pytest.mark.english
def test_an_open_step_must_belong_to_its_phase():
    s = teacher().apply("P1 command astronaut=technician which=build")
    assert s.phase == "build_step" and s.data["step"] == ("build",)
    with pytest.raises(InvalidPosition, match="a fund step is decided in fund_step"):
        s.edit(step=["fund"])
    with pytest.raises(InvalidPosition, match="pending_steps"):
        s.edit(pending_steps=[["house", 9]])
    assert s.edit(pending_steps=[["bonus", "o1"]]).data["pending_steps"] == (("bonus", "o1"),)


# ------------------------------------------------------------------ forced setup draws
def test_every_setup_draw_can_be_forced():
    outcomes = {
        "start_player": [1],
        "project": [
            "ticket_office",
            "crater_broadcast",
            "lunar_hotel",
            "rover_tours",
            "core_sampler",
            "ice_drill",
            "mass_driver",
            "ore_refinery",
            "seed_vault",
            "helium_lab",
            "spectrometer",
            "quantum_relay",
        ],
        "leader": ["geologist", "engineer_chief"],
        "leader_face": ["B", "A"],
        "shuttle": ["r1n6", "r1n2", "r1n4"],
    }
    s = G.new(players=2, seed=7, outcomes=outcomes)
    d = s.data
    assert d["order"] == [1, 0] and s.to_act == 1
    assert d["visible"]["artemis_tours"] == ("ticket_office", "crater_broadcast")
    assert d["project_piles"]["artemis_tours"] == ("lunar_hotel", "rover_tours")
    assert d["visible"]["moon_mining"] == ("core_sampler", "ice_drill")
    assert d["project_piles"]["selenium_research"] == ("spectrometer", "quantum_relay")
    assert d["leaders"] == (LeaderTile("geologist", "B"), LeaderTile("engineer_chief", "A"))
    while s.phase != "shuttle_pick":
        s = s.apply(s.legal_actions()[0])
    assert s.data["revealed"] == ("r1n2", "r1n4", "r1n6")  # shown in number order


def test_random_corporations_can_be_forced():
    s = G.new(
        players=3,
        seed=2,
        corporations="random",
        outcomes={"corporation": ["regolith_logistics", "moon_mining", "artemis_tours"]},
    )
    assert s.data["corporations"] == ("regolith_logistics", "moon_mining", "artemis_tours")
    assert set(s.data["board_markers"]) == set(s.data["corporations"])
    placed = sorted(m.corporation for m in s.data["markers"].values())
    assert placed == sorted(s.data["corporations"])
    # the forced corporations hold in a position built from them, and in its save
    back = G.from_json(s.to_json())
    assert back.data == s.data


@pytest.mark.english
def test_first_game_corporations_cannot_be_swapped_by_hand():
    with pytest.raises(InvalidPosition, match="the first game plays"):
        teacher(corporations=["artemis_tours", "moon_mining", "regolith_logistics"])


def test_explore_records_are_placements():
    s = teacher().apply("P1 explore astronaut=engineer space=1")
    placed = [x for x in s.data["explore"] if x is not None]
    assert placed == [Placement(0, 0)] and placed[0].agency == 0


# ------------------------------------------------------------------ quick counts
def _leaves(x, path=()):
    if isinstance(x, dict):
        for k, v in x.items():
            yield from _leaves(v, (*path, k))
    elif isinstance(x, list):
        yield path, x
        for i, v in enumerate(x):
            yield from _leaves(v, (*path, i))
    else:
        yield path, x


def _damaged_tables(rng, count):
    """Tables of seeded games with one or two parts changed at random (ints nudged,
    names swapped, list items dropped or doubled), read back as the engine holds them."""
    import copy
    import random

    import msgspec

    from lunarrules.kernel.position import encode_table, table_of, table_types

    kind = table_types(G)[0]
    states = []
    for players in (2, 3, 4):
        game_rng = random.Random(players)
        s = G.new(
            players=players, seed=players, corporations="random" if players == 3 else "first_game"
        )
        while not s.is_over:
            if game_rng.random() < 0.08:
                states.append(s)
            s = s.apply(game_rng.choice(s.legal_actions()))
    names = sorted(
        {v for s in states for _, v in _leaves(encode_table(s.data)) if isinstance(v, str)}
    )
    made = 0
    while made < count:
        s = rng.choice(states)
        plain = copy.deepcopy(encode_table(s.data))
        for _ in range(rng.choice((1, 1, 2))):
            path, v = rng.choice([x for x in _leaves(plain) if x[0]])
            node = plain
            for k in path[:-1]:
                node = node[k]
            if isinstance(v, bool):
                node[path[-1]] = not v
            elif isinstance(v, int):
                node[path[-1]] = v + rng.choice((-3, -1, 1, 3))
            elif isinstance(v, str):
                node[path[-1]] = rng.choice(names)
            elif isinstance(v, list) and v:
                i = rng.randrange(len(v))
                if rng.random() < 0.5:
                    del v[i]
                else:
                    v.insert(i, copy.deepcopy(v[i]))
        try:
            doc = msgspec.convert(plain, kind, str_keys=True)
        except msgspec.ValidationError:
            continue
        c = s._clone()
        c.data = table_of(doc)
        made += 1
        yield c


def test_the_quick_counts_pass_only_tables_the_full_search_passes():
    import random

    from lunarrules.games.shackleton_base.position import (
        is_sound,
        position_problems,
        table_problems,
    )

    rng = random.Random(11)
    sound = broken = 0
    for c in _damaged_tables(rng, 300):
        full = table_problems(c)
        if is_sound(c):
            sound += 1
            assert full == position_problems(c), (full, c.data)
        else:
            broken += 1
            assert full, f"the quick counts refuse a table the full search passes: {c.data}"
    assert sound > 50 and broken > 50, (sound, broken)


@pytest.mark.english
def test_more_astronauts_to_place_than_a_shuttle_tile_brings_is_refused():
    # Found by the snapshot fuzz: a million astronauts in hand let a game go on forever.
    import lunarrules as lr

    g = lr.game("shackleton_base")
    s = g.new(players=2, seed=3)
    while s.phase != "action":
        s = s.apply(s.legal_actions()[0])
    with pytest.raises(
        lr.InvalidPosition,
        match=r"agencies\[0\]\.astronauts: 7 astronauts to "
        r"place, but a shuttle tile brings 6 a round",
    ):
        s.edit({"agencies[0].astronauts": [7, 0, 0]})
    assert s.edit({"agencies[0].astronauts": [2, 2, 2]}).data["agencies"][0]["astronauts"] == (
        2,
        2,
        2,
    )
