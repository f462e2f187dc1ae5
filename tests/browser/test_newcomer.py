"""A newcomer's evening in the app, in a real browser, for every game.

On each game's page: play a move and undo it, ask why a move is refused, click a thing
on the table's picture and get the moves that target it, save the position (a download
link and a file); on the start page: answer a quiz question, read why, ask the next one.
The lesson is played for every game in ``test_app_pages.py``. Nothing seen along the way
may be engine internals (``test_app_pages.ARTEFACTS``).
"""

from __future__ import annotations

import re

import pytest

from .chromium import ARTIFACTS, ask_why_not, local_page, play_a_step
from .test_app_in_browser import GAME_PAGES, NOTEBOOKS, STEP_TIMEOUT_MS, _open
from .test_app_pages import ARTEFACTS

pytestmark = pytest.mark.browser

SAVED = "newcomer-check.json"


def _tab(explorer, name: str) -> None:
    explorer.locator(".lm-TabBar-tab", has_text=name).first.click()


def _no_internals(page) -> list[str]:
    text = page.locator(".lr-ui").all_inner_texts()
    return [f"{what}: {m.group(0)!r}" for what, rx in ARTEFACTS.items() for t in text
            if (m := rx.search(t))]


@pytest.mark.parametrize("gid", GAME_PAGES)
def test_play_undo_ask_pick_and_save(browser, app, gid):
    from playwright.sync_api import expect

    saved = NOTEBOOKS / SAVED
    saved.unlink(missing_ok=True)
    try:
        with local_page(browser, 1280, 1000, STEP_TIMEOUT_MS) as page:
            explorer = _open(page, app.page(f"{gid}.ipynb"))
            step = explorer.locator(".lr-step")
            start = step.inner_text()

            # play a move, then take it back
            play_a_step(explorer, timeout=STEP_TIMEOUT_MS)
            assert step.inner_text() != start
            explorer.locator(".lr-undo").click()
            expect(step).to_have_text(start)
            expect(explorer.locator(".lr-message")).to_contain_text("Undone")

            # why is this move refused?
            verdict, message, rule = ask_why_not(explorer)
            assert "Refused" in verdict and rule

            # the picture of the table: a click on an outlined thing offers its moves
            # (a first decision may name nothing drawn: a scientist to pick; play on)
            _tab(explorer, "Table")
            pickable = explorer.locator(".lr-picture-view .lr-pickable")
            for _step in range(12):
                page.wait_for_timeout(500)  # the picture follows the step
                if pickable.count():
                    break
                play_a_step(explorer, timeout=STEP_TIMEOUT_MS)
            expect(pickable.first).to_be_visible()
            before = step.inner_text()
            pickable.first.click()
            message = explorer.locator(".lr-message")
            expect(message).to_have_text(
                re.compile(r"^(Applied .+|\d+ moves? targets? that: choose one in the list, then Apply\.)$"),
                timeout=STEP_TIMEOUT_MS)
            if message.inner_text().startswith("Applied"):
                assert step.inner_text() != before, "a move applied from the picture left the step"
            else:
                assert explorer.locator(".lr-actions select option").count() >= 2

            # save the position: a file and a link that downloads it
            _tab(explorer, "Position")
            name = explorer.locator(".lr-position input[type=text]").first
            name.fill(SAVED)
            name.press("Enter")
            explorer.locator(".lr-save").click()
            status = explorer.locator(".lr-position-status")
            expect(status).to_contain_text(f"to {SAVED}", timeout=STEP_TIMEOUT_MS)
            link = explorer.locator(f".lr-position a[download='{SAVED}']")
            expect(link).to_have_attribute("href", re.compile(r"^data:application/json;base64,"))
            assert saved.is_file() and saved.stat().st_size > 100

            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            explorer.screenshot(path=str(ARTIFACTS / f"newcomer_{gid}.png"))
            problems = _no_internals(page)
            assert not problems, f"{gid}: engine internals on the page: {problems}"
    finally:
        saved.unlink(missing_ok=True)


def test_the_quiz_answers_with_a_reason_and_asks_again(browser, app):
    from playwright.sync_api import expect

    with local_page(browser, 1280, 1000, STEP_TIMEOUT_MS) as page:
        quiz = _open(page, app.page("00_start_here.ipynb"), ".lr-quiz")
        quiz.scroll_into_view_if_needed()
        question = quiz.inner_text()
        quiz.locator("button", has_text=re.compile(r"^Legal$")).click()
        feedback = quiz.locator(".lr-quiz-feedback")
        expect(feedback).to_have_text(re.compile(r"^(Right|Not quite): .+ (is|is not) legal here\. \S.+"),
                                      timeout=STEP_TIMEOUT_MS)
        expect(quiz).to_contain_text("right out of 1")
        quiz.locator("button", has_text="Next question").click()
        expect(feedback).to_have_text("", timeout=STEP_TIMEOUT_MS)
        assert quiz.inner_text() != question
