"""The quiz: the engine poses the questions and decides the answers."""

from __future__ import annotations

import pytest

from lunarrules.widgets import Quiz

from .helpers import GAME_PARAMS, get_game


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


def test_wrong_answer_shows_the_ruling():
    from ..kernel.toy import GAME

    quiz = Quiz(GAME, seed=1)
    while quiz.question.legal:
        quiz.next()
    q = quiz.question
    assert quiz.answer(True) is False
    assert quiz.feedback.value == f"Not quite: {q.action} is not legal here."
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


def test_quiz_shows_the_board_when_the_game_has_one():
    from lunarrules.kernel.game import available
    from lunarrules.widgets._model import board_factory

    from .helpers import GAME_PARAMS

    games = [p.values[0] for p in GAME_PARAMS if p.values[0] in available()]
    with_board = [gid for gid in games if board_factory(gid) is not None]
    assert with_board, "every game with a board view has one in the quiz"
    quiz = Quiz(get_game(with_board[0]), seed=2)
    assert quiz.board is not None and quiz.board_box.children == (quiz.board.widget,)
    quiz.next()
    assert quiz.board_box.children == (quiz.board.widget,)


@pytest.mark.parametrize("gid", GAME_PARAMS)
def test_questions_ask_about_more_than_whose_turn_it_is(gid):
    from lunarrules.widgets._model import make_question

    kinds = {make_question(get_game(gid), seed).ruling.kind for seed in range(30)}
    kinds.discard("")
    assert len(kinds) >= 2, f"only {kinds} refusals asked about"
