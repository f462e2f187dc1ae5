"""Fixtures shared by the browser tests: one Chromium per module, one Voila app per module."""

from __future__ import annotations

from pathlib import Path

import pytest

from .chromium import ARTIFACTS, chromium

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


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
