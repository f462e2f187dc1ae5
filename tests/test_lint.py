"""The code passes the project's linter (ruff, configured in pyproject.toml)."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_ruff_is_clean():
    try:
        import ruff  # noqa: F401
    except ImportError:
        if not shutil.which("ruff"):
            pytest.skip("ruff is not installed (pip install -e '.[dev]')")
    done = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "lunarrules", "tests", "benchmarks"],
        cwd=ROOT, capture_output=True, text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
