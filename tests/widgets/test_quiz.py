"""The quiz: the engine poses the questions and decides the answers."""

from __future__ import annotations

import pytest

from lunarrules.widgets import Quiz

from .helpers import GAME_PARAMS, get_game


@pytest.mark.english
@pytest.mark.parametrize("gid", GAME_PARAMS)
def test_quiz_answers_come_from_the_engine(gid):
    g = get_game(gid)
    quiz = Quiz(g, seed=7, max_steps=30)
    kinds = set()
    for i in range(8):
        q = quiz.question
        verdict = q.state.check(q.action)
        assert q.legal == (verdict is None)
        if verdict is not None:
            assert verdict.rule_ids, "an illegal question cites a rule"
            assert q.ruling.message == str(verdict)
        assert quiz.prompt.value == f"Is this legal now? {q.action.player}: {q.state.describe(q.action)}"
        kinds.add(q.legal)
        (quiz.legal_button if q.legal else quiz.illegal_button).click()
        assert quiz.feedback.value.startswith("Right:")
        assert quiz.score.value == f"{i + 1} right out of {i + 1}"
        assert quiz.legal_button.disabled
        quiz.next_button.click()
    assert kinds == {True, False}, "eight questions should ask about legal and illegal actions"


@pytest.mark.english
def test_wrong_answer_shows_the_ruling():
    from ..kernel.toy import GAME

    quiz = Quiz(GAME, seed=1)
    while quiz.question.legal:
        quiz.next()
    q = quiz.question
    assert quiz.answer(True) is False
    words = f"{q.action.player}: {q.state.describe(q.action)}"
    assert quiz.feedback.value == f"Not quite: {words} is not legal here. {q.ruling.message}"
    assert q.ruling.rule_id in quiz.ruling.value
    assert quiz.score.value == "0 right out of 1"
    with pytest.raises(ValueError, match="already answered"):
        quiz.answer(False)


def test_same_seed_same_questions():
    from ..kernel.toy import GAME

    a, b = Quiz(GAME, seed=3), Quiz(GAME, seed=3)
    for _ in range(4):
        assert str(a.question.action) == str(b.question.action)
        assert a.question.state == b.question.state
        a.next()
        b.next()


@pytest.mark.parametrize("gid", GAME_PARAMS)
def test_the_quiz_has_no_button_that_does_nothing(gid):
    """The position is a picture (the game's display of a state), not the explorer's
    clickable board: every button on the quiz answers, or asks the next question."""
    import ipywidgets as w

    quiz = Quiz(get_game(gid), seed=2, max_steps=20)

    def controls(widget):
        if isinstance(widget, (w.Button, w.Dropdown, w.Select, w.ToggleButtons)):
            yield widget
        for child in getattr(widget, "children", ()):
            yield from controls(child)

    assert set(controls(quiz.widget)) == {quiz.legal_button, quiz.illegal_button, quiz.next_button}
    assert "lr-quiz-table" in quiz.position.value


@pytest.mark.english
@pytest.mark.parametrize("gid", GAME_PARAMS)
def test_a_legal_answer_gets_its_reason(gid):
    quiz = Quiz(get_game(gid), seed=5, max_steps=20)
    for _ in range(12):
        if quiz.question.legal:
            break
        quiz.next()
    q = quiz.question
    assert q.legal, "twelve questions without a legal action"
    quiz.answer(True)
    assert quiz.feedback.value.startswith(f"Right: {q.action.player}: {q.state.describe(q.action)} is legal here.")
    assert "Legal because " in quiz.feedback.value
    assert "Legal because " in quiz.ruling.value


@pytest.mark.parametrize("gid", GAME_PARAMS)
def test_questions_ask_about_more_than_whose_turn_it_is(gid):
    from lunarrules.widgets._model import make_question

    kinds = {make_question(get_game(gid), seed).ruling.kind for seed in range(30)}
    kinds.discard("")
    assert len(kinds) >= 2, f"only {kinds} refusals asked about"
