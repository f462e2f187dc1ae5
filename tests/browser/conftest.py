"""Fixtures shared by the browser tests: one Chromium per module, one Voila app per module."""

from __future__ import annotations

from pathlib import Path

import pytest

from lunarrules import i18n

from .chromium import ARTIFACTS, chromium

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


@pytest.fixture(scope="module", autouse=True)
def _pages_in_english_unless_asked():
    """The app, the lab and the site serve English unless a page asks for its language
    (``?lang=``, the picker): LUNARRULES_LANG, the language the suite's Python runs in,
    is not passed on to them. The Portuguese and Spanish pages are opened by address
    (test_app_translated.py, test_app_language.py)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.delenv(i18n.ENV_VAR, raising=False)
        yield


@pytest.fixture(scope="module")
def browser():
    with chromium() as b:
        yield b


@pytest.fixture(scope="module")
def app(browser, request):
    """The Voila app serving ``notebooks/``; its log is kept per test module."""
    from lunarrules.app import serve

    name = request.module.__name__.rsplit(".", 1)[-1]
    server = serve(NOTEBOOKS, log=ARTIFACTS / f"voila-{name}.log", timeout=120)
    try:
        yield server
    finally:
        server.stop()
