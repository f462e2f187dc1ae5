"""Positions of Tiny Epic Galaxies written down by hand, saved, loaded and refused.

A teacher sets up a table, asks what a player may do there, and shares it as a
file; a broken table is refused with every problem named by its field.
"""

from __future__ import annotations

import json

import pytest

from lunarrules.errors import ImpossibleOutcome, InvalidPosition, InvalidSave
from lunarrules.games.tiny_epic_galaxies.position import WAITING
from lunarrules.games.tiny_epic_galaxies.table import Follow, PlanetAction, ShipAt

from .helpers import ALL_PLANETS, G

ROW = ["nebra", "ferrugem", "quasar", "safira"]
DEALT = ["wanderer", "magnate", "ambassador", "recluse"]
SETUP = {"players": 2, "seed": 1, "outcomes": {"planet": ROW, "mission": DEALT}}

# P1 rolled move, energy, culture and colony; the move die is used: ship 1 went into
# orbit of Nebra. Both players kept a secret mission.
TURN_ONE = {
    "mission": ["wanderer", "ambassador"],
    "missions_dealt": [[], []],
    "dice": ["move", "energy", "culture", "colony"],
    "used": [1, 0, 0, 0],
}


def teachers_position(**changes):
    """P1 has 3 energy and a ship in orbit of Nebra, and P2 is deciding whether to follow."""
    table = {
        **TURN_ONE,
        "energy": [3, 2],
        "ships": [[["nebra", 0], None], [None, None]],
        "follow": ["move", [], 1],
        "phase": "follow",
        "to_act": "P2",
    }
    table.update(changes)
    return G.position(table, **SETUP)


def refusal(changes, **setup):
    """The problems listed when ``changes`` are written into a fresh 2-player setup."""
    with pytest.raises(InvalidPosition) as e:
        G.position(changes, **{**SETUP, **setup})
    return e.value.problems


# ------------------------------------------------------------ the teacher's position
def test_p2_deciding_whether_to_follow_p1s_move():
    s = teachers_position()
    d = s.data
    assert d["energy"][0] == 3 and d["ships"][0][0] == ShipAt("nebra", 0)
    assert d["follow"] == Follow("move", (), 1)
    assert s.phase == "follow" and s.to_act == 1
    # TEG-FOLLOW: P2 follows for 1 culture or declines; P1 has nothing to do meanwhile
    assert [str(a) for a in s.legal_actions()] == ["P2 follow", "P2 decline"]
    assert not s.is_legal("P1 end_turn")
    assert s.check("P1 energy") is not None
    # following costs P2 its only culture and lets it move a ship of its own
    followed = s.apply("P2 follow")
    assert followed.data["culture"] == (1, 0)
    assert followed.phase == "follow_act" and followed.to_act == 1
    moves = [str(a) for a in followed.legal_actions()]
    assert "P2 move ship=1 to=nebra mode=orbit" in moves
    assert "P2 move ship=1 to=nebra mode=land" in moves
    assert all(m.startswith("P2 move ") for m in moves) and len(moves) == 2 * 2 * len(ROW)
    # orbiting Nebra too puts P2's ship on Nebra's colony track beside P1's
    after = followed.apply("P2 move ship=1 to=nebra mode=orbit")
    assert after.data["ships"][1][0] == ShipAt("nebra", 0)
    assert after.phase == "action" and after.to_act == 0
    # declining hands the turn back to P1, who still has three inactive dice
    back = s.apply("P2 decline")
    assert back.phase == "action" and back.to_act == 0 and back.data["follow"] is None
    assert {"P1 energy", "P1 culture", "P1 end_turn"} <= {str(a) for a in back.legal_actions()}


@pytest.mark.english
def test_p2_without_culture_is_not_asked_to_follow():
    # TEG-FOLLOW-COST: following costs 1 culture; a player without it is never asked
    problems = refusal({**TURN_ONE, "culture": [1, 0], "follow": ["move", [], 1],
                        "phase": "follow", "to_act": "P2"})
    assert problems == ["culture[1]: P2 is asked to follow, but has no culture to pay "
                        "(TEG-FOLLOW-COST)"]


@pytest.mark.english
def test_the_teachers_position_is_shared_as_a_file(tmp_path):
    s = teachers_position()
    path = tmp_path / "p2_follows.json"
    path.write_text(s.to_json(indent=2), encoding="utf-8")
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["position"]["table"]["ships"][0][0] == ["nebra", 0]
    assert doc["position"]["table"]["follow"] == ["move", [], 1]
    assert "history" not in doc, "a position set up by hand has no moves to replay"
    loaded = G.from_json(path.read_text(encoding="utf-8"))
    assert loaded.data == s.data and type(loaded.data["follow"]) is Follow
    assert type(loaded.data["ships"][0][0]) is ShipAt
    assert [str(a) for a in loaded.legal_actions()] == ["P2 follow", "P2 decline"]
    doc["position"]["table"]["energy"] = [3, -1]
    with pytest.raises(InvalidPosition, match=r"energy\[1\]: -1 is below 0"):
        G.from_json(json.dumps(doc))


@pytest.mark.english
def test_a_planet_action_waits_for_the_player_who_landed():
    # P1 landed ship 1 on Nebra (TEG-LAND): its action (displace) waits for P1
    s = G.position({**TURN_ONE, "ships": [[["nebra", -1], None], [["quasar", 0], None]],
                    "follow": ["move", None, None], "planet_action": ["nebra", 0],
                    "phase": "planet", "to_act": "P1"}, **SETUP)
    assert s.data["planet_action"] == PlanetAction("nebra", 0)
    legal = [str(a) for a in s.legal_actions()]
    assert "P1 use_planet target=P2.quasar.orbit" in legal and "P1 skip_planet" in legal
    wrong = refusal({**TURN_ONE, "ships": [[["nebra", -1], None], [None, None]],
                     "follow": ["move", None, None], "planet_action": ["nebra", 1],
                     "phase": "planet", "to_act": "P1"})
    assert "planet_action.player: P2's planet action waits, but P1 is to act" in wrong
    assert any(p.startswith("planet_action.planet: P2 has neither landed on nor colonized") for p in wrong)


# ------------------------------------------------------------ broken positions
@pytest.mark.english
def test_too_many_ships_for_the_empire_level():
    problems = refusal({"ships": [[None, None, None], [None, None]]})
    assert problems == ["ships[0]: 3 ships, but empire level 1 gives 2 (TEG-EMPIRE-TRACK)"]
    # at level 3 the empire has its third ship (TEG-UPGRADE-SHIP)
    s = G.position({"empire_level": [3, 1], "ships": [[None, None, None], [None, None]]}, **SETUP)
    assert len(s.data["ships"][0]) == 3


@pytest.mark.english
def test_a_planet_in_two_places_and_a_planet_missing():
    problems = refusal({"colonies": [["nebra"], []]})
    assert problems == ["colonies[0][0]: planet nebra is also in row[0]"]
    deck = [p for p in ALL_PLANETS if p not in ROW][1:]
    problems = refusal({"deck": deck})
    missing = [p for p in ALL_PLANETS if p not in ROW][0]
    assert problems == [f"deck: planet {missing} is nowhere; every planet is face up, in the "
                        "deck or colonized"]


@pytest.mark.english
def test_a_mission_dealt_twice():
    problems = refusal({"missions_dealt": [["wanderer", "magnate"], ["wanderer", "recluse"]]})
    assert problems == ["missions_dealt[1][0]: mission wanderer is also in missions_dealt[0][0]"]


@pytest.mark.english
def test_resources_and_markers_off_their_tracks():
    problems = refusal({"energy": [-2, 2], "culture": [1, 8], "empire_level": [0, 1]})
    assert problems == [
        "energy[0]: -2 is below 0",
        "culture[1]: 8 is past the end of the culture track (7, TEG-RESOURCE-CAP)",
        "empire_level[0]: 0 is not on the empire track (1 to 6)",
    ]


@pytest.mark.english
def test_a_ship_past_the_end_of_a_colony_track_or_off_the_row():
    # Nebra's track has 4 spaces: reaching space 4 colonizes it (TEG-COLONIZE)
    problems = refusal({"ships": [[["nebra", 4], ["brasa", 0]], [None, None]]})
    assert problems == [
        "ships[0][0]: space 4 is not a place at Nebra: -1 is its surface, 0 to 3 its colony "
        "track (reaching 4 colonizes it)",
        "ships[0][1]: Brasa is not a face-up planet; ships go only to planets in the row "
        "(TEG-MOVE)",
    ]


@pytest.mark.english
def test_a_decision_for_the_wrong_player():
    # the follow offer is P2's, but P1 is set to act
    problems = refusal({**TURN_ONE, "follow": ["move", [], 1], "phase": "follow",
                        "to_act": "P1"})
    assert problems == ["follow.follower: P2 is following, but P1 is to act"]
    # three players: after P2 comes P3, clockwise from P1's left (TEG-FOLLOW-ORDER)
    three = {**TURN_ONE, "mission": ["wanderer", "ambassador", "magnate"],
             "missions_dealt": [[], [], []], "follow": ["move", [], 1], "phase": "follow",
             "to_act": "P2"}
    problems = refusal(three, players=3, outcomes={})
    assert problems == ["follow.queue: after P2 the rivals still to be asked are P3, clockwise "
                        "from the active player's left (TEG-FOLLOW-ORDER)"]
    assert G.position({**three, "follow": ["move", [2], 1]}, players=3, seed=1).to_act == 1


@pytest.mark.english
def test_a_phase_that_passes_by_itself_is_not_a_position():
    problems = refusal({**TURN_ONE, "phase": "roll"})
    assert problems == [f"phase: roll passes by itself; a position waits for a decision "
                        f"({', '.join(WAITING)})"]


@pytest.mark.english
def test_every_problem_is_listed_at_once():
    problems = refusal({
        "energy": [3, -1],
        "ships": [[["nebra", 0], ["nebra", 1]], [None, None, None]],
        "row": ["nebra", "nebra", "quasar", "safira"],
        "missions_left": 12,
        "used": [1],
    })
    assert problems == [
        "energy[1]: -1 is below 0",
        "ships[0]: two ships on Nebra's colony track (TEG-ONE-PER-TRACK)",
        "ships[1]: 3 ships, but empire level 1 gives 2 (TEG-EMPIRE-TRACK)",
        "row[1]: planet nebra is also in row[0]",
        "deck: planet ferrugem is nowhere; every planet is face up, in the deck or colonized",
        "missions_left: 12, but 12 missions less 2 dealt to each of 2 players leaves 8 "
        "(TEG-MISSIONS-BOX)",
        "used: one entry per die (0), not 1",
    ]


@pytest.mark.english
def test_a_loaded_snapshot_is_checked_like_an_edit():
    s = G.new(players=3, seed=8)
    doc = json.loads(s.to_json(history=False))
    doc["position"]["table"]["empire_level"] = [1, 1, 7]
    doc["position"]["table"]["missions_dealt"][0] = []
    with pytest.raises(InvalidPosition) as e:
        G.from_json(json.dumps(doc))
    assert e.value.problems == [
        "empire_level[2]: 7 is not on the empire track (1 to 6)",
        "missions_dealt[0]: P1 has kept no mission, so holds the 2 dealt, not 0 (TEG-SETUP-MISSIONS)",
    ]
    doc["position"]["table"]["follow"] = ["move", 1]
    with pytest.raises(InvalidSave, match=r"position\.table\.follow"):
        G.from_json(json.dumps(doc))


# ------------------------------------------------------------ forced setup draws
@pytest.mark.parametrize("players", [2, 5])
def test_the_planet_row_and_the_missions_can_be_forced(players):
    shown = 6 if players == 5 else players + 2
    row = list(reversed(ALL_PLANETS))[:shown]
    dealt = [m["id"] for m in G.content["missions"]][-2 * players:]
    s = G.new(players=players, seed=4, outcomes={"planet": row, "mission": dealt})
    d = s.data
    assert list(d["row"]) == row
    assert set(d["deck"]) == set(ALL_PLANETS) - set(row)
    assert [m for hand in d["missions_dealt"] for m in hand] == dealt
    assert d["missions_dealt"][0] == tuple(dealt[:2])
    assert not s.chance.forced, "every forced value was drawn in setup"
    # the same seed without forcing draws another table
    assert G.new(players=players, seed=4).data["row"] != d["row"]
    # forcing is kept in the save, and a loaded save is the same table
    again = G.from_json(s.to_json())
    assert again.data == d and again.setup_outcomes == s.setup_outcomes


def test_the_first_draws_only_are_forced():
    s = G.new(players=3, seed=2, outcomes={"planet": ["zenite"]})
    assert s.data["row"][0] == "zenite" and len(set(s.data["row"])) == 5
    with pytest.raises(ImpossibleOutcome, match="planet"):
        G.new(players=2, seed=2, outcomes={"planet": ["nebra", "nebra"]})


def test_the_start_player_is_not_drawn():
    # TEG-START-PLAYER: P1, the youngest player, starts; setup draws nothing for it
    for seed in (1, 2, 3):
        s = G.new(players=4, seed=seed)
        assert s.to_act == 0 and s.data["active"] == 0
    assert set(G.chance) == {"die", "planet", "mission"}
