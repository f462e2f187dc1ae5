"""The Voila app in a real browser (Debian chromium driven by Playwright).

For the start-here page and every game notebook present: load the page, apply one
legal action by clicking in the explorer, type an illegal action into the "Why
not?" box and see the engine's explanation on screen, open the Flow tab and see the
diagram with the current phase highlighted, and save a screenshot of the explorer
under ``test-artifacts/browser/``.

Without ``/usr/bin/chromium`` (or Playwright) the tests are skipped with the reason,
unless ``LUNARRULES_REQUIRE_BROWSER=1`` (CI), where a missing browser is a failure
(see ``chromium.py``, shared by every browser test).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from lunarrules.kernel.game import available

from .chromium import ARTIFACTS, ask_why_not, local_page, play_a_step

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
# A notebook's kernel starts and runs every cell before its widgets show.
PAGE_TIMEOUT_MS = 300_000
STEP_TIMEOUT_MS = 60_000

# Game pages: every game whose notebook exists when the tests run.
GAME_PAGES = [gid for gid in available() if (NOTEBOOKS / f"{gid}.ipynb").is_file()]




@pytest.fixture
def page(browser, app):
    # Tall enough for a whole explorer with its board: element shots stay complete.
    with local_page(browser, 1400, 2400, STEP_TIMEOUT_MS) as pg:
        yield pg


def _open(page, url: str, main: str = ".lr-explorer"):
    """Load a Voila page and wait for its main widget (``main``, the explorer by default);
    a notebook error fails with its text.

    Voila sends the page once a fresh kernel has run the notebook. On a busy machine a
    kernel can be slow to start, and now and then a page arrives whole but its widgets
    never draw, or a new kernel never answers Voila (its log shows the kernel started
    and nothing after): either way the page is loaded again, in a new kernel, up to
    three times before the test fails.
    """
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    widget = page.locator(main).first
    error = page.locator(".jp-RenderedText[data-mime-type='application/vnd.jupyter.stderr'], .jp-OutputArea-output pre:has-text('Traceback')")
    for _attempt in range(3):
        try:
            page.goto(url, wait_until="domcontentloaded", timeout=PAGE_TIMEOUT_MS // 2)
            widget.wait_for(state="visible", timeout=PAGE_TIMEOUT_MS // 2)
            return widget
        except PlaywrightTimeout:
            if error.count():
                break
    shown = error.first.inner_text() if error.count() else page.inner_text("body")[-2000:]
    pytest.fail(f"{url}: no {main} on the page; the page shows:\n{shown}", pytrace=False)


def _drive(page, url: str, name: str) -> None:
    from playwright.sync_api import expect

    explorer = _open(page, url)
    # The code is hidden in the app.
    assert "import Explorer" not in page.inner_text("body")

    # 1. apply one legal action by clicking (the same steps as the site's browser test)
    play_a_step(explorer, timeout=STEP_TIMEOUT_MS)
    after = explorer.locator(".lr-step").inner_text()

    # 2. try one illegal action: the first legal one, by a player whose turn it is not.
    # The list reads in plain words; the Why-not box suggests the notation people type.
    verdict, message, rule = ask_why_not(explorer)
    # the verdict reads in plain words: the player, what the move does, the ruling
    assert re.fullmatch(r"P\d: .+ \u2014 Refused \(not your turn\)", verdict), verdict
    assert "[" in message, f"the engine's message cites no rule id: {message!r}"
    # the deciding rule id on its own line (an id such as TEG-TURN-ORDER)
    assert re.match(r"^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+", rule), rule
    assert explorer.locator(".lr-step").inner_text() == after, "a refused move changed the step"

    # 3. the flow diagram is drawn when its tab is opened, current phase highlighted
    explorer.locator(".lm-TabBar-tab", has_text="Flow").click()
    svg = explorer.locator(".lr-flow-svg svg")
    expect(svg).to_be_visible()
    assert svg.locator("[stroke='#f59e0b']").count() > 0, "no highlighted phase in the flow diagram"
    explorer.locator(".lm-TabBar-tab", has_text="Log").click()

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    # Voila scrolls inside its own container, so shoot the explorer itself.
    explorer.scroll_into_view_if_needed()
    explorer.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def test_start_here_page(page, app):
    import lunarrules as lr

    _drive(page, app.page("00_start_here.ipynb"), "00_start_here")
    body = page.inner_text("body")
    for gid in available():
        title = lr.game(gid).title
        assert title in body, f"the start-here table does not show {title}"


@pytest.mark.parametrize("gid", GAME_PAGES)
def test_game_page(page, app, gid):
    _drive(page, app.page(f"{gid}.ipynb"), gid)

