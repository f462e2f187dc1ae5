"""One Chromium for the browser tests: where it is, how it starts, when it is required.

Debian's ``/usr/bin/chromium`` driven by Playwright (never ``playwright install``:
it downloads browsers). Without Chromium or Playwright the browser tests are
skipped with the reason, unless ``LUNARRULES_REQUIRE_BROWSER=1`` (CI), where a
missing browser is a failure.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

# The site build drives the same browser: tools/site_browser.py holds the one copy
# of its path and flags.
from site_browser import ask_why_not, missing_browser, play_a_step  # noqa: E402
from site_browser import chromium as _launched  # noqa: E402

__all__ = ["ARTIFACTS", "NOT_LOCAL", "ask_why_not", "chromium", "local_page", "missing_browser",
           "play_a_step"]

ARTIFACTS = ROOT / "test-artifacts" / "browser"
#: Addresses other than the local server: a page never waits on the network.
NOT_LOCAL = re.compile(r"^(?!http://127\.0\.0\.1[:/]).*")


@contextmanager
def chromium() -> Iterator:
    """A launched Chromium (a Playwright ``Browser``); skips or fails when there is none.

    Use it in a fixture: ``with chromium() as b: yield b``.
    """
    reason = missing_browser()
    if reason:
        if os.environ.get("LUNARRULES_REQUIRE_BROWSER") == "1":
            pytest.fail(f"browser tests are required here (LUNARRULES_REQUIRE_BROWSER=1): {reason}")
        pytest.skip(reason)
    with _launched() as b:
        yield b


@contextmanager
def local_page(browser, width: int, height: int, timeout_ms: int = 60_000) -> Iterator:
    """A page in a fresh context of ``width`` x ``height`` that never waits on the network."""
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.set_default_timeout(timeout_ms)
    # Voila asks a CDN for icon fonts: only the local server is reachable.
    page.route(NOT_LOCAL, lambda route: route.abort())
    try:
        yield page
    finally:
        context.close()
