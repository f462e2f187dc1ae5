"""A quiz: the engine poses "is this legal?" questions and checks the answers."""

from __future__ import annotations

import html

import ipywidgets as w

from ..i18n import _, game_title, ngettext
from ._model import (
    STYLE,
    Question,
    action_words,
    make_question,
    row,
    ruling_html,
    scores_text,
    ui,
    who,
)


class Quiz:
    """"Is this legal?" questions from random positions, answered by the engine.

    Each question comes from a position reached by seeded random play; the action
    asked about is either legal or refused by the engine with a cited rule (about
    half each). After an answer the quiz shows the engine's ruling and passage:
    for a refused action the rule that refuses it, for a legal one the rules that
    allow it.

    The position is drawn as the game displays a state (``state._repr_html_``),
    without the explorer's clickable board: the quiz is answered with its own
    buttons, so nothing on the quiz looks clickable and does nothing.

    Parameters
    ----------
    game : Game
    seed : int
        Seeds the questions: the same seed asks the same questions.
    players : int, optional
        Player count of the positions (random within the game's range by default).
    max_steps : int
        Longest random play before a question.

    Attributes
    ----------
    question : Question
        The current question (``question.legal`` is the engine's answer).
    position : ipywidgets.HTML
        The position (phase, whose turn, scores, recent events) and the game's
        picture of the table.
    prompt : ipywidgets.Label
        ``"Is this legal now? P2: Boost forward: steps 2"``.
    legal_button, illegal_button, next_button : ipywidgets.Button
    feedback : ipywidgets.Label
        ``"Right: ..."`` or ``"Not quite: ..."``, in plain words; for a legal
        action, why it is legal (its rules).
    ruling : ipywidgets.HTML
        The engine's ruling with the rule and passage.
    score : ipywidgets.Label
        ``"2 right out of 3"`` (questions answered; skipped ones do not count).

    Examples
    --------
    >>> q = Quiz(lr.game("tiny_epic_galaxies"), seed=1)   # doctest: +SKIP
    >>> q.answer(True)                                     # doctest: +SKIP
    """

    def __init__(self, game, seed: int = 0, players: int | None = None, max_steps: int = 60):
        self.game = game
        self.seed = seed
        self.players = players
        self.max_steps = max_steps
        self.asked = 0
        self.done = 0
        self.right = 0
        self.answered = False
        self.position = w.HTML()
        self.prompt = w.Label()
        self.prompt.add_class("lr-quiz-prompt")
        self.legal_button = w.Button(description=_("Legal"), button_style="success")
        self.illegal_button = w.Button(description=_("Not legal"), button_style="danger")
        self.next_button = w.Button(description=_("Next question"))
        self.feedback = w.Label()
        self.feedback.add_class("lr-quiz-feedback")
        self.feedback.add_class("lr-wrap")
        self.prompt.add_class("lr-wrap")
        self.ruling = w.HTML()
        self.score = w.Label()
        self.legal_button.on_click(lambda _: self.answer(True))
        self.illegal_button.on_click(lambda _: self.answer(False))
        self.next_button.on_click(lambda _: self.next())
        self.widget = w.VBox(
            [
                w.HTML(f"{STYLE}<b>"
                       + html.escape(_("Quiz: {title}").format(title=game_title(game))) + "</b>"),
                self.position,
                self.prompt,
                row([self.legal_button, self.illegal_button, self.next_button]),
                self.feedback,
                self.ruling,
                self.score,
            ]
        )
        ui(self.widget, "lr-quiz")
        self.next()

    def next(self) -> Question:
        """Pose the next question."""
        self.question = make_question(
            self.game, seed=self.seed * 100_003 + self.asked, players=self.players,
            max_steps=self.max_steps,
        )
        self.asked += 1
        self.answered = False
        s = self.question.state
        esc = html.escape
        recent = "".join(f"<li>{esc(str(e))}</li>" for e in s.log[-5:])
        sc = scores_text(s)
        where = ngettext(
            "{n} player, step {step}: {phase}, {player} to act",
            "{n} players, step {step}: {phase}, {player} to act", s.players,
        ).format(n=s.players, step=s.steps, phase="\0", player=who(s))
        head, _sep, tail = esc(where).partition("\0")
        scores = esc(_("; scores {scores}").format(scores=sc)) if sc else ""
        fresh = esc(_("the game has just been set up"))
        self.position.value = (
            f"<div>{head}<b>{esc(s.phase_label)}</b>{tail}{scores}</div>"
            f"<div class='lr-quiz-table'>{s._repr_html_()}</div>"
            f"<div>" + esc(_("Latest events:")) + f"</div><ul>{recent or f'<li>{fresh}</li>'}</ul>"
        )
        q = self.question
        self.prompt.value = _("Is this legal now? {action}").format(action=action_words(q.state, q.action))
        self.feedback.value = ""
        self.ruling.value = ""
        self.legal_button.disabled = self.illegal_button.disabled = False
        self._score()
        return self.question

    def answer(self, legal: bool) -> bool:
        """Answer the current question; returns whether the answer was right.

        Raises
        ------
        ValueError
            If this question was already answered.
        """
        if self.answered:
            raise ValueError(_("this question is already answered; ask the next one"))
        self.answered = True
        self.done += 1
        q = self.question
        correct = legal == q.legal
        self.right += int(correct)
        words = action_words(q.state, q.action)
        why = q.ruling.because if q.legal else q.ruling.message
        if correct:
            text = _("Right: {action} is legal here.") if q.legal else _("Right: {action} is not legal here.")
        else:
            text = (_("Not quite: {action} is legal here.") if q.legal
                    else _("Not quite: {action} is not legal here."))
        self.feedback.value = text.format(action=words) + f" {why}"
        self.ruling.value = ruling_html(q.ruling)
        self.legal_button.disabled = self.illegal_button.disabled = True
        self._score()
        return correct

    def _score(self) -> None:
        self.score.value = ngettext("{right} right out of {n}", "{right} right out of {n}",
                                    self.done).format(right=self.right, n=self.done)

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)
