"""Learn a turn: the lesson plays a real turn with the learner, driven by the engine."""

from __future__ import annotations

import random

import pytest

from lunarrules.widgets import Lesson
from lunarrules.widgets.lesson import turn_phases

from ..test_pictures import _IDENTIFIER, _NOTATION, _REPR, visible_text
from .helpers import GAME_PARAMS, get_game


def _played(lesson: Lesson, seed: int, limit: int = 60) -> int:
    rng = random.Random(seed)
    n = 0
    while not lesson.done:
        assert n < limit, f"{lesson.game.id}: the turn is not over after {limit} decisions"
        step = lesson.steps[-1]
        assert step.state is lesson.state and lesson.state.to_act == lesson.learner
        assert lesson.state.phase in lesson._mine
        lesson.choose(rng.choice(lesson.choices()))
        n += 1
    return n


@pytest.mark.parametrize("gid", GAME_PARAMS)
def test_a_lesson_is_one_turn_of_the_learner(gid):
    g = get_game(gid)
    for seed in (1, 2, 3):
        lesson = Lesson(g, seed=seed)
        first = lesson.steps[0]
        assert first.state.phase in turn_phases(g), "the lesson starts in a turn, after setup"
        assert first.new_rules, "the first decision shows the rules that matter"
        decisions = _played(lesson, seed)
        assert decisions >= 1
        shown = [r for st in lesson.steps for r in st.new_rules]
        assert len(shown) == len(set(shown)), "a rule is shown again"
        assert all(r in g.rules for r in shown)
        s = lesson.state
        assert s.is_over or s.to_act == lesson.learner, "the lesson stops at the learner's next turn"


@pytest.mark.english
@pytest.mark.parametrize("gid", GAME_PARAMS)
def test_the_refused_move_is_explained_and_changes_nothing(gid):
    lesson = Lesson(get_game(gid), seed=2)
    before = lesson.state
    message = lesson.try_refused()
    assert message, "no refused move found near the legal ones"
    assert lesson.state is before
    shown = lesson.feedback.value
    assert "lr-refused" in shown and "Rule" in shown
    assert lesson.choose(lesson.choices()[0])


@pytest.mark.english
@pytest.mark.parametrize("gid", GAME_PARAMS)
def test_what_the_learner_reads_is_words(gid):
    lesson = Lesson(get_game(gid), seed=3)
    rng = random.Random(3)
    while True:
        parts = [lesson.header.value, lesson.before.value, lesson.rules.value, lesson.prompt.value,
                 lesson.feedback.value, " ".join(str(label) for label, _ in lesson.select.options)]
        text = visible_text(" ".join(parts))
        for name, pattern in (("notation", _NOTATION), ("identifier", _IDENTIFIER), ("repr", _REPR)):
            m = pattern.search(text)
            assert not m, f"{name} in the lesson: {text[max(0, m.start() - 60):m.end() + 60]!r}"
        if lesson.done:
            break
        lesson.choose(rng.choice(lesson.choices()))
    assert "That was a whole turn" in lesson.prompt.value
    assert lesson.choose_button.disabled


@pytest.mark.english
def test_the_buttons_play_the_lesson_and_start_again():
    lesson = Lesson(get_game("tiny_epic_galaxies"), seed=1)
    first = lesson.state
    lesson.select.value = len(lesson.choices()) - 1
    chosen = lesson.select.label
    lesson.choose_button.click()
    assert lesson.steps[0].chosen == chosen.split(": ", 1)[-1] or chosen.endswith(lesson.steps[0].chosen)
    assert "You chose:" in lesson.before.value or lesson.done
    lesson.restart_button.click()
    assert lesson.state == first and len(lesson.steps) == 1
    lesson.refuse_button.click()
    assert "lr-refused" in lesson.feedback.value
