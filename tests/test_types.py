"""The code type-checks: mypy, as configured in pyproject.toml, reports no errors.

``[tool.mypy]`` names what is checked (``files``: the kernel and the errors, strict
flag by flag, and the games at mypy's default strictness). Without mypy the test is skipped with the reason, unless
``LUNARRULES_REQUIRE_MYPY=1`` (CI, set by ``.ci/run``), where a missing mypy is a
failure.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = ROOT / "pyproject.toml"

# The flags --strict turns on that a per-module section may set (mypy applies a
# `strict = true` written there to every module, so the config lists them).
STRICT_FLAGS = {
    "disallow_any_generics": True,
    "disallow_subclassing_any": True,
    "disallow_untyped_calls": True,
    "disallow_untyped_defs": True,
    "disallow_incomplete_defs": True,
    "check_untyped_defs": True,
    "disallow_untyped_decorators": True,
    "warn_unused_ignores": True,
    "warn_return_any": True,
    "implicit_reexport": False,
    "strict_equality": True,
    "extra_checks": True,
}
STRICT_MODULES = ("lunarrules.kernel.*", "lunarrules.errors")


def _mypy_config() -> dict:
    with open(PYPROJECT, "rb") as f:
        return tomllib.load(f)["tool"]["mypy"]


def _require_mypy() -> None:
    if importlib.util.find_spec("mypy") is not None:
        return
    reason = "mypy is not installed (pip install -e '.[dev]')"
    if os.environ.get("LUNARRULES_REQUIRE_MYPY") == "1":
        pytest.fail(f"the type check is required here (LUNARRULES_REQUIRE_MYPY=1): {reason}")
    pytest.skip(reason)


def test_kernel_is_checked_strictly():
    config = _mypy_config()
    assert {"lunarrules/kernel", "lunarrules/errors.py", "lunarrules/games"} <= set(config["files"])
    assert config.get("warn_redundant_casts") is True
    assert "strict" not in config, "strict = true would make every module strict"
    for module in STRICT_MODULES:
        sections = [o for o in config.get("overrides", ()) if module in o["module"]]
        assert sections, f"no [[tool.mypy.overrides]] for {module}"
        flags = {k: v for s in sections for k, v in s.items()}
        missing = {k: v for k, v in STRICT_FLAGS.items() if flags.get(k) != v}
        assert not missing, f"{module} is not checked with every strict flag: {missing}"
        assert "strict" not in flags, "strict = true in an override applies to every module"


def test_mypy_reports_no_errors():
    _require_mypy()
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(PYPROJECT)],
        cwd=ROOT, capture_output=True, text=True, timeout=900,
    )
    report = done.stdout + done.stderr
    assert done.returncode == 0, f"mypy found problems:\n{report}"
    assert not done.stderr.strip(), f"mypy complained about its configuration:\n{report}"
    assert "Success: no issues found" in done.stdout, report
