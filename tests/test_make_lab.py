"""``make lab`` opens the start-here notebook, with JupyterLab's news pop-up off.

Reads the command the Makefile runs (``make -n``) and asks Jupyter, with that
command's environment, which JupyterLab plugins are disabled. The browser test
(tests/browser/test_lab_in_browser.py) checks the same on screen.
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

from lunarrules.app import START_HERE

ROOT = Path(__file__).resolve().parent.parent
NEWS = "@jupyterlab/apputils-extension:announcements"


def _lab_command() -> list[str]:
    venv = Path(sys.prefix)
    out = subprocess.run(
        ["make", "-n", "--no-print-directory", "lab", f"VENV={venv}",
         "-o", f"{venv}/.notebook-installed"],
        cwd=ROOT, capture_output=True, text=True, check=True, timeout=60,
    ).stdout
    lines = [line for line in out.replace("\\\n", " ").splitlines() if "jupyter lab" in line]
    assert len(lines) == 1, f"make lab runs no single jupyter lab command:\n{out}"
    return shlex.split(lines[0])


def _split(cmd: list[str]) -> tuple[dict[str, str], list[str]]:
    env = {}
    while cmd and re.fullmatch(r"[A-Z_]+=.*", cmd[0]):
        key, _, value = cmd.pop(0).partition("=")
        env[key] = value
    return env, cmd


def test_make_lab_opens_the_start_here_notebook():
    _, args = _split(_lab_command())
    assert args[-1] == f"notebooks/{START_HERE}", "the browser it starts opens the notebook"
    # ... and so does the address it prints (and the server's / page)
    assert f"--LabApp.default_url=/lab/tree/{START_HERE}" in args


def test_make_lab_has_the_news_pop_up_off(tmp_path):
    env, args = _split(_lab_command())
    assert Path(env["JUPYTER_CONFIG_DIR"]) == ROOT / ".jupyter" / "config"
    # The project's own config, as on a fresh clone: nothing saved in .jupyter yet.
    env["JUPYTER_CONFIG_DIR"] = str(tmp_path / "config")
    jupyter = args[0]
    out = subprocess.run(
        [jupyter, "labextension", "list"],
        env={"PATH": str(Path(jupyter).parent), "HOME": str(tmp_path), **env},
        capture_output=True, text=True, check=True, timeout=120,
    )
    text = out.stdout + out.stderr
    _, _, disabled = text.partition("Disabled extensions:")
    assert NEWS in disabled.split(), f"make lab leaves {NEWS} (the news pop-up) on:\n{text}"
