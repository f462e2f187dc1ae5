"""The app follows the browser's language: a page opened by a browser set to Portuguese
or Spanish (its ``Accept-Language``) speaks that language without ``?lang=``.

Voila passes the header on to the page's kernel only when told to
(``lunarrules.app.voila_command``); without it every page would open in English.
"""

from __future__ import annotations

import pytest

from .chromium import NOT_LOCAL

pytestmark = pytest.mark.browser

PAGE_TIMEOUT_MS = 300_000


@pytest.mark.parametrize(
    "locale, learn, english",
    [("pt-BR", "Aprenda um turno", "Learn a turn"), ("es-ES", "Aprende un turno", "Learn a turn")],
)
def test_start_page_speaks_the_browsers_language(browser, app, locale, learn, english):
    context = browser.new_context(locale=locale, viewport={"width": 1280, "height": 900})
    try:
        page = context.new_page()
        page.route(NOT_LOCAL, lambda route: route.abort())
        page.goto(app.page("00_start_here.ipynb"), wait_until="domcontentloaded",
                  timeout=PAGE_TIMEOUT_MS)
        nav = page.locator(".lr-nav").first
        nav.wait_for(timeout=PAGE_TIMEOUT_MS)
        text = nav.inner_text()
        assert learn in text, f"a {locale} browser's start page bar reads {text!r}"
        assert english not in text
    finally:
        context.close()
