"""The suite passes in each language.

The rules, the saves, the positions, the simulations, the widgets and the command line
must work the same whatever language the toolkit speaks. This runs the suite again in a
fresh interpreter with ``LUNARRULES_LANG`` set to Portuguese, then to Spanish. A test
marked ``english`` checks English wording and runs in English in every run (see
tests/conftest.py): it is left out here, having run already. The browser tests and the
notebook runs are left out too: they open the Portuguese and Spanish copies of every page
and notebook themselves (tests/browser/test_app_translated.py, tests/test_notebooks.py).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from lunarrules import i18n

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).relative_to(ROOT).as_posix()


def suite_in(lang: str) -> subprocess.CompletedProcess:
    env = {**os.environ, i18n.ENV_VAR: lang}
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rf", "-m", "not english",
           "--ignore=tests/browser", f"--ignore={HERE}", "--deselect", "tests/test_notebooks.py", "tests"]
    return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=3000)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["pt-BR", "es"])
def test_the_suite_passes_in_each_language(lang):
    r = suite_in(lang)
    tail = "\n".join(r.stdout.splitlines()[-40:])
    assert r.returncode == 0, f"the suite in {lang} (LUNARRULES_LANG={lang}):\n{tail}\n{r.stderr[-2000:]}"
    assert " passed" in tail and "error" not in tail.splitlines()[-1], tail
