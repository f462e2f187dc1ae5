"""One Chromium for the browser tests: where it is, how it starts, when it is required.

Debian's ``/usr/bin/chromium`` driven by Playwright (never ``playwright install``:
it downloads browsers). Without Chromium or Playwright the browser tests are
skipped with the reason, unless ``LUNARRULES_REQUIRE_BROWSER=1`` (CI), where a
missing browser is a failure.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "browser"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
#: Addresses other than the local server: a page never waits on the network.
NOT_LOCAL = re.compile(r"^(?!http://127\.0\.0\.1[:/]).*")


def missing_browser() -> str | None:
    """Why the browser tests cannot run here, or ``None`` when they can."""
    if not CHROMIUM.is_file():
        return f"no {CHROMIUM} (apt-get install -y --no-install-recommends chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright is not installed (pip install playwright; no `playwright install`)"
    return None


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
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()
