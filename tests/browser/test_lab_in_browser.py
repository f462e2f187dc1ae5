"""``make lab`` in a real browser: it opens on the start-here notebook, with no pop-up.

Runs the Makefile's own ``lab`` recipe (this interpreter's environment as the
virtualenv, the install step taken as done) on a free localhost port with a token.
The "browser" that JupyterLab starts is a script recording the address it is given;
Chromium then loads that address, as a person's browser would. Saved user settings
and workspaces go to a temporary folder, as on a fresh clone. A screenshot is saved
under ``test-artifacts/browser/lab.png``.

Skipped without Chromium or Playwright, unless ``LUNARRULES_REQUIRE_BROWSER=1`` (CI).
"""

from __future__ import annotations

import json
import os
import re
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from lunarrules.app import START_HERE, free_port

from .chromium import ARTIFACTS

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "lunarrules-lab-test"
START_TIMEOUT_S = 180
PAGE_TIMEOUT_MS = 180_000
RECORDER = """\
import sys
from pathlib import Path
Path(sys.argv[1]).write_text(sys.argv[2], encoding="utf-8")
"""


def _title() -> str:
    """The start-here notebook's first heading."""
    nb = json.loads((ROOT / "notebooks" / START_HERE).read_text(encoding="utf-8"))
    first = next(c for c in nb["cells"] if c["cell_type"] == "markdown")
    return "".join(first["source"]).splitlines()[0].lstrip("#").strip()


class Lab:
    def __init__(self, tmp: Path):
        self.port = free_port()
        self.opened = tmp / "opened.txt"
        self.log = tmp / "lab.log"
        recorder = tmp / "browser.py"
        recorder.write_text(RECORDER, encoding="utf-8")
        browser = " ".join(shlex.quote(str(a)) for a in (sys.executable, recorder, self.opened))
        args = [
            f"--port={self.port}",
            "--ServerApp.ip=127.0.0.1",
            f"--IdentityProvider.token={TOKEN}",
            f"--ServerApp.browser={browser} %s",
            # a fresh clone: no saved settings (an answered pop-up) or layout
            f"--LabApp.user_settings_dir={tmp / 'settings'}",
            f"--LabApp.workspaces_dir={tmp / 'workspaces'}",
        ]
        venv = Path(sys.prefix)
        cmd = [
            "make",
            "--no-print-directory",
            "lab",
            f"VENV={venv}",
            f"LAB_ARGS={shlex.join(args)}",
            # the environment is installed already: run the recipe only
            "-o",
            f"{venv}/.notebook-installed",
        ]
        env = {k: v for k, v in os.environ.items() if not k.startswith(("JUPYTER", "IPYTHON"))}
        with open(self.log, "wb") as sink:
            # its own process group: stopping it stops make, jupyter and the kernels
            self.process = subprocess.Popen(
                cmd, cwd=ROOT, env=env, stdout=sink, stderr=subprocess.STDOUT,
                start_new_session=True,
            )

    def wait_opened(self) -> str:
        deadline = time.monotonic() + START_TIMEOUT_S
        while time.monotonic() < deadline:
            if self.opened.is_file() and self.opened.read_text(encoding="utf-8").strip():
                return self.opened.read_text(encoding="utf-8").strip()
            if self.process.poll() is not None:
                break
            time.sleep(0.5)
        pytest.fail(f"make lab opened no browser; its output:\n{self.output()}", pytrace=False)

    def output(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")

    def stop(self) -> None:
        if self.process.poll() is not None:
            return
        try:
            os.killpg(self.process.pid, signal.SIGTERM)
            self.process.wait(timeout=30)
        except ProcessLookupError:
            return
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=10)



@pytest.fixture
def lab(browser, tmp_path):
    server = Lab(tmp_path)
    try:
        yield server
    finally:
        server.stop()


def _redirect_target(opened: str) -> str:
    """The address a redirect file (file:// URL) sends the browser to."""
    if not opened.startswith("file:"):
        return opened
    from urllib.request import url2pathname

    html = Path(url2pathname(urlsplit(opened).path)).read_text(encoding="utf-8")
    m = re.search(r'url=(http[^"]+)"', html)
    assert m, f"no address in the page make lab opened:\n{html}"
    return m.group(1)


def test_make_lab_opens_the_start_here_notebook(browser, lab):
    from playwright.sync_api import expect

    opened = lab.wait_opened()
    target = urlsplit(_redirect_target(opened))
    expected = f"/lab/tree/{START_HERE}"
    assert target.path == expected, f"make lab opens {target.path} in the browser"
    # The address printed in the terminal (for a browser started by hand) goes there too.
    printed = re.findall(rf"http://127\.0\.0\.1:{lab.port}(/\S*)\?token=", lab.output())
    assert printed, f"make lab printed no address:\n{lab.output()}"
    assert printed[0] == expected, f"make lab prints {printed[0]}, which does not open {START_HERE}"

    context = browser.new_context(viewport={"width": 1400, "height": 900})
    page = context.new_page()
    page.set_default_timeout(PAGE_TIMEOUT_MS)
    # JupyterLab fetches news and update checks from the internet: never wait on it.
    page.route(re.compile(r"^https?://(?!127\.0\.0\.1[:/])"), lambda route: route.abort())
    try:
        page.goto(opened)
        panel = page.locator(".jp-NotebookPanel:visible")
        expect(panel.locator("h1").first).to_contain_text(_title(), timeout=PAGE_TIMEOUT_MS)
        # The pop-up shows once the layout is restored, before the kernel is ready.
        expect(page.locator(".jp-StatusBar-Widget", has_text="Idle").first).to_be_visible(
            timeout=PAGE_TIMEOUT_MS
        )
        page.wait_for_timeout(3000)
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "lab.png"))

        tabs = page.locator("#jp-main-dock-panel .lm-TabBar-tabLabel")
        assert tabs.all_inner_texts() == [START_HERE], "the open documents are not just the start-here notebook"
        current = page.locator("#jp-main-dock-panel .lm-TabBar-tab.lm-mod-current .lm-TabBar-tabLabel")
        assert current.all_inner_texts() == [START_HERE]
        assert page.locator(".jp-Launcher:visible").count() == 0, "the Launcher is showing"
        toasts = page.locator(".Toastify__toast").all_inner_texts()
        assert not [t for t in toasts if "news" in t.lower()], f"a news pop-up shows: {toasts}"
    finally:
        context.close()
