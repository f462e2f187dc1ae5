import os
from pathlib import Path

import pytest

from lunarrules import i18n

ROOT = Path(__file__).resolve().parent.parent

# Keep Jupyter's files inside the project, never in the home folder.
for var, sub in (
    ("JUPYTER_CONFIG_DIR", "config"),
    ("JUPYTER_DATA_DIR", "data"),
    ("JUPYTER_RUNTIME_DIR", "runtime"),
    ("IPYTHONDIR", "ipython"),
):
    os.environ.setdefault(var, str(ROOT / ".jupyter" / sub))
os.environ.setdefault("MPLBACKEND", "Agg")


# ------------------------------------------------------------------ languages
# The suite runs in the language LUNARRULES_LANG names (English when unset): the rules,
# the saves, the simulations and the tools must work the same in each. A test that
# checks English wording (a label, a refusal's text, a log line) is marked ``english``:
# it states the language of the text it expects and runs in English whatever the
# variable says. The words in the other languages are checked by the catalog tests,
# tests/test_languages_play.py and the browser test of every translated page.
@pytest.fixture(autouse=True)
def _language_of_the_test(request, monkeypatch):
    """English for a test marked ``english``; no test's choice of language leaks into the next."""
    before = i18n._chosen
    if request.node.get_closest_marker("english") is not None:
        monkeypatch.setenv(i18n.ENV_VAR, "en")  # subprocesses too
        i18n._chosen = None
    yield
    i18n._chosen = before
