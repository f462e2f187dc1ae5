"""The app server on its own (no browser needed): start, listen, serve a page, stop."""

from __future__ import annotations

import sys
import urllib.request
from pathlib import Path

import pytest

from lunarrules.app import START_HERE, free_port, main, notebooks_dir, serve, voila_command

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def test_command_serves_the_folder_with_code_hidden():
    cmd = voila_command(NOTEBOOKS, 8899)
    assert cmd[:3] == [sys.executable, "-m", "voila"]
    assert "--no-browser" in cmd and "--port=8899" in cmd and "--Voila.ip=127.0.0.1" in cmd
    assert "--VoilaConfiguration.strip_sources=True" in cmd
    assert cmd[-1] == str(NOTEBOOKS)
    assert notebooks_dir() == NOTEBOOKS


def test_serve_lists_the_notebooks_and_stops():
    app = serve(NOTEBOOKS, port=free_port(), quiet=True, timeout=120)
    try:
        assert app.page(START_HERE) == f"{app.url}voila/render/{START_HERE}"
        # The tree page (no kernel started) lists every notebook of the folder.
        with urllib.request.urlopen(app.url + "voila/api/contents", timeout=30) as r:
            listing = r.read().decode()
        for nb in NOTEBOOKS.glob("*.ipynb"):
            assert nb.name in listing
    finally:
        app.stop()
    assert app.process.poll() is not None


def test_missing_folder_is_a_clear_error(capsys):
    with pytest.raises(FileNotFoundError, match="no folder of notebooks"):
        serve(NOTEBOOKS / "no-such-folder")
    assert main(["--notebooks", str(NOTEBOOKS / "no-such-folder")]) == 1
    assert "no folder of notebooks" in capsys.readouterr().err
