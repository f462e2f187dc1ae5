"""Goals in easy/hard pairs: the content words ``pair`` and ``difficulty`` [SB-GOAL-PAIRS].

Published rulebook: "Each Corporation has 3 requirements: the more difficult the
requirement, the more VP it scores." No source says how goals pair up; the rule table
records the reading as an assumption (SB-GOAL-PAIRS).
"""

from __future__ import annotations

import copy

import pytest

import lunarrules as lr

from .helpers import G, blank_board, edit

ARTEMIS = next(c for c in G.content["corporations"] if c["id"] == "artemis_tours")


def _artemis(goals):
    return {"corporations": [{**copy.deepcopy(ARTEMIS), "goals": goals}]}


def _problems(goals) -> str:
    with pytest.raises(lr.InvalidContent) as exc:
        G.with_content(_artemis(goals))
    return str(exc.value)


EASY = {"stat": "domes", "at_least": 2, "vp": 2, "pair": "domes", "difficulty": "easy"}
HARD = {"stat": "domes", "at_least": 4, "vp": 5, "pair": "domes", "difficulty": "hard"}


def test_a_pair_of_an_easy_and_a_hard_goal_is_accepted():
    g = G.with_content(
        _artemis(
            [
                EASY,
                HARD,
                {"stat": "domes", "at_least": 5, "vp": 7, "difficulty": "hard", "min_players": 3},
            ]
        )
    )
    goals = next(c for c in g.content["corporations"] if c["id"] == "artemis_tours")["goals"]
    assert [x.get("difficulty") for x in goals] == ["easy", "hard", "hard"]
    assert g.rules["SB-GOAL-PAIRS"].provenance.kind == "assumption"


@pytest.mark.english
@pytest.mark.parametrize(
    "goals,message",
    [
        (
            [{**EASY, "difficulty": "medium"}, HARD],
            'corporations[artemis_tours].goals[0].difficulty: expected "easy" or "hard", got \'medium\'',
        ),
        (
            [{k: v for k, v in EASY.items() if k != "difficulty"}, HARD],
            'goals[0].pair: a goal of pair \'domes\' needs difficulty = "easy" or "hard" (SB-GOAL-PAIRS)',
        ),
        (
            [{**EASY, "pair": "two words"}, HARD],
            "goals[0].pair: expected a name for the pair (one word), got 'two words'",
        ),
        (
            [EASY, {**HARD, "difficulty": "easy", "vp": 2}],
            "pair 'domes' must be one easy and one hard goal, got goals[0] easy, goals[1] easy (SB-GOAL-PAIRS)",
        ),
        (
            [EASY, HARD, {**HARD, "at_least": 5, "vp": 6}],
            "pair 'domes' must be one easy and one hard goal, got goals[0] easy, goals[1] hard, goals[2] hard",
        ),
        (
            [EASY, {**HARD, "stat": "labs", "at_least": 1}],
            "pair 'domes' counts one thing, but its easy goal counts domes and its hard goal labs",
        ),
        (
            [EASY, {**HARD, "at_least": 2}],
            "goals[1].at_least: the hard goal of pair 'domes' needs more than the easy one (2), got 2",
        ),
        (
            [EASY, {**HARD, "vp": 2}],
            "goals[1].vp: a hard goal scores more than every easy goal of its corporation (up to 2 VP), "
            "got 2 (SB-GOALS)",
        ),
        (
            [EASY, HARD, {"stat": "labs", "at_least": 1, "vp": 1, "difficulty": "hard"}],
            "goals[2].vp: a hard goal scores more than every easy goal of its corporation (up to 2 VP), got 1",
        ),
    ],
)
def test_a_broken_pair_is_refused_with_what_is_wrong(goals, message):
    assert message in _problems(goals)


def test_the_published_goals_come_in_pairs():
    pub = G.published()
    for corp in pub.content["corporations"]:
        goals = corp["goals"]
        pairs = [g["pair"] for g in goals if "pair" in g]
        assert len(pairs) == 2 and len(set(pairs)) == 1, corp["id"]
        assert sorted(g["difficulty"] for g in goals) == ["easy", "hard", "hard"], corp["id"]
        # SB-GOALS: the harder, the more VP
        assert [g["vp"] for g in goals] == sorted(g["vp"] for g in goals)


@pytest.mark.english
def test_a_claimed_goal_says_its_difficulty():
    pub = G.published()
    s = pub.new(players=2, seed=0)
    while s.phase != "action":
        s = s.apply(s.legal_actions()[0])
    me = s.to_act

    def fn(d):
        blank_board(d)
        for q in range(2):
            d["agencies"][q].update(
                astronauts=(0, 0, 0),
                credits=0,
                structures=(),
                projects=(),
                vp=0,
                reputation=0,
                waiting=(0, 0, 0),
                leader=None,
            )
        d["agencies"][me].update(
            astronauts=(2, 0, 0),
            structures=tuple(
                ("dome", i, sec, ()) for i, sec in enumerate(("c1", "c2", "c3", "c4"))
            ),
        )
        d["agencies"][1 - me]["astronauts"] = (1, 0, 0)
        d["corporations"] = ("artemis_tours", "moon_mining", "selenium_research")
        d["gateway"] = [0, 0, 0]

    s = edit(s, fn).apply(f"P{me + 1} gateway astronaut=engineer")
    while s.to_act == me and s.phase in ("take_step", "corp_step"):
        s = s.apply(f"P{me + 1} corp_done" if s.phase == "corp_step" else s.legal_actions()[0])
    ev = [e for e in s.log if "SB-GOAL-PAIRS" in e.rules]
    # 4 domes meet the easy (2 domes) and the hard (4 domes) goal of the pair: the hard one
    assert [e.text for e in ev] == [
        "claims goal 2 of Artemis Tours (hard, 4 domes): 5 VP + 0 for reputation 0",
        # 4 structures meet only Moon Mining's easy goal
        "claims goal 1 of Moon Mining (easy, 4 structures): 3 VP + 0 for reputation 0",
    ]
