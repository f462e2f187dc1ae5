"""Drive the built site in Debian's chromium, offline: used by the tests and ``make site``.

The folder is served on 127.0.0.1 by Python's own static file server, and every other
request the page makes is refused (and recorded), so a site that needs the network
fails here the way it would fail for a person with the network off.
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

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
KERNEL_TIMEOUT_MS = 180_000
RUN_TIMEOUT_MS = 300_000
STEP_TIMEOUT_MS = 60_000


def missing_browser() -> str | None:
    """Why no browser test can run here, or None."""
    if not CHROMIUM.is_file():
        return f"no {CHROMIUM} (apt-get install -y --no-install-recommends chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright is not installed (pip install playwright; no `playwright install`)"
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def serve(folder: Path):
    """Serve ``folder`` on 127.0.0.1; yields the base URL (ending in ``/``)."""
    with serve_on(folder, _free_port()) as base:
        yield base


@contextmanager
def serve_on(folder: Path, port: int):
    """Serve ``folder`` on 127.0.0.1:``port``; yields the base URL (ending in ``/``)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "-d", str(folder)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"the static server did not start on port {port}") from None
                time.sleep(0.1)
        yield f"http://127.0.0.1:{port}/"
    finally:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        proc.wait(timeout=10)


@contextmanager
def chromium():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


@contextmanager
def offline_page(browser, base: str, *, width: int = 1400, height: int = 2000):
    """A fresh page (cold cache, empty storage) that may only reach ``base``.

    Yields ``(page, blocked)``: ``blocked`` lists every URL elsewhere the page asked for.
    """
    context = browser.new_context(viewport={"width": width, "height": height})
    blocked: list[str] = []

    def refuse(route):
        blocked.append(route.request.url)
        route.abort()

    context.route(re.compile(r"^(?!" + re.escape(base) + ").*"), refuse)
    page = context.new_page()
    page.set_default_timeout(STEP_TIMEOUT_MS)
    try:
        yield page, blocked
    finally:
        context.close()


def notebook_url(base: str, name: str) -> str:
    return f"{base}lite/notebooks/index.html?path={name}"


def kernel_idle(page, timeout: float = KERNEL_TIMEOUT_MS) -> None:
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=timeout)


def run_all(page) -> None:
    """Run > Run All Cells, from the menu as a person would."""
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()


def cell_errors(page) -> list[str]:
    """The tracebacks shown under cells (an error is rendered as stderr text)."""
    out = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    texts = [out.nth(i).inner_text() for i in range(out.count())]
    return [t[-1500:] for t in texts if "Traceback" in t or re.search(r"\w+Error\b", t)]


def text(locator) -> str:
    # ipywidgets' Select shows spaces in option labels as no-break spaces.
    return locator.inner_text().replace("\u00a0", " ").strip()


def play_a_step(explorer, timeout: float = RUN_TIMEOUT_MS) -> str:
    """Apply the last legal action by clicking; returns its label once the step counts it."""
    from playwright.sync_api import expect

    step = explorer.locator(".lr-step")
    before = int(step.inner_text().split()[-1])
    options = explorer.locator(".lr-actions select option")
    if options.count() == 0:
        raise AssertionError("the explorer lists no legal action")
    explorer.locator(".lr-actions select").select_option(index=options.count() - 1)
    chosen = text(options.nth(options.count() - 1))
    explorer.locator(".lr-apply").click()
    # The kernel answers the click once the cells before it have run.
    expect(step).to_have_text(f"Step {before + 1}", timeout=timeout)
    expect(explorer.locator(".lr-message")).to_contain_text(f"Applied {chosen}")
    return chosen


def ask_why_not(explorer) -> tuple[str, str, str]:
    """Type the first legal action for a player whose turn it is not; the verdict, message, rule."""
    from playwright.sync_api import expect

    # The box suggests the legal actions as they are typed: take the first.
    suggestions = explorer.locator(".lr-whynot-input datalist option")
    if suggestions.count() == 0:
        raise AssertionError("the Why-not box suggests no legal action to type")
    typed = suggestions.first.get_attribute("value") or ""
    actor, rest = typed.split(" ", 1)
    other = "P2" if actor != "P2" else "P1"
    illegal = f"{other} {rest}"
    box = explorer.locator(".lr-whynot-input input")
    box.fill(illegal)
    box.press("Enter")
    explorer.locator(".lr-whynot-check").click()
    verdict = explorer.locator(".lr-whynot-verdict")
    expect(verdict).to_contain_text("Refused (not your turn)")
    if not text(verdict).startswith(f"{other}: "):
        raise AssertionError(f"the verdict does not name {other}: {text(verdict)!r}")
    message = explorer.locator(".lr-whynot-message")
    expect(message).to_contain_text(f"{other} cannot")
    return text(verdict), text(message), text(explorer.locator(".lr-whynot-rule"))


def time_to_interactive(browser, base: str, notebook: str) -> dict:
    """Open a game notebook with a cold cache, Run All, and time each stage (seconds)."""
    with offline_page(browser, base) as (page, blocked):
        start = time.perf_counter()
        page.goto(notebook_url(base, notebook))
        kernel_idle(page)
        ready = time.perf_counter() - start
        run_all(page)
        explorer = page.locator(".lr-explorer").first
        explorer.wait_for(state="visible", timeout=RUN_TIMEOUT_MS)
        shown = time.perf_counter() - start
        play_a_step(explorer)
        interactive = time.perf_counter() - start
        return {
            "notebook": notebook,
            "kernel_ready_s": round(ready, 1),
            "explorer_shown_s": round(shown, 1),
            "first_action_applied_s": round(interactive, 1),
            "blocked_requests": blocked,
        }


def main() -> int:
    """``python tools/site_browser.py [FOLDER] [NOTEBOOK]``: print the time to an interactive explorer."""
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "build/site")
    notebook = sys.argv[2] if len(sys.argv) > 2 else "play_tiny_epic_galaxies.ipynb"
    reason = missing_browser()
    if reason:
        print(f"[site] time to an interactive explorer: not measured ({reason})")
        return 0
    with serve(folder) as base, chromium() as browser:
        t = time_to_interactive(browser, base, notebook)
    print(
        f"[site] {notebook} in the browser, cold cache: kernel ready {t['kernel_ready_s']} s, "
        f"Run All shows the explorer at {t['explorer_shown_s']} s, "
        f"its first click applied at {t['first_action_applied_s']} s"
        + (f"; {len(t['blocked_requests'])} requests off the site refused" if t["blocked_requests"] else "")
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
