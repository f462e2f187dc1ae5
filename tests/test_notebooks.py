"""Every notebook in notebooks/ runs from top to bottom, and is saved clean.

Each notebook is executed in a fresh kernel (the virtualenv's Python, through a
kernel spec installed under the project's ``.jupyter`` folder), with ``notebooks/``
as its working folder; a failure names the failing cell and shows its error.
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
PATHS = sorted(NOTEBOOKS.glob("*.ipynb"))
KERNEL = "python3"  # what the notebooks declare (Voila and JupyterLab use it)
TEST_KERNEL = "lunarrules-venv"  # what the tests run them on: this interpreter, always
TIMEOUT = 600
# Paths of this machine or any machine: a saved notebook carries none of them.
ANSI = re.compile(r"\x1b\[[0-9;]*m")
MACHINE_PATH = re.compile(r"(?<![\w.])(/(work|tmp|root|home|Users)/|[A-Z]:\\\\)")


@pytest.fixture(scope="session")
def kernel_name():
    """Install a kernel spec for this interpreter in ``JUPYTER_DATA_DIR``.

    The data folder is the project's ``.jupyter`` (tests/conftest.py). A name of its
    own, rather than ``python3``, means no other ``python3`` spec on Jupyter's search
    path (the user's, the system's) can take precedence: the notebooks run on the
    virtualenv's Python.
    """
    data = Path(os.environ["JUPYTER_DATA_DIR"])
    spec_dir = data / "kernels" / TEST_KERNEL
    spec_dir.mkdir(parents=True, exist_ok=True)
    spec = {
        "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "Python 3 (lunarrules)",
        "language": "python",
    }
    (spec_dir / "kernel.json").write_text(json.dumps(spec, indent=1), encoding="utf-8")
    from jupyter_client.kernelspec import KernelSpecManager

    found = KernelSpecManager().get_kernel_spec(TEST_KERNEL)
    assert found.argv[0] == sys.executable, f"kernel {TEST_KERNEL} resolves to {found.argv[0]}"
    return TEST_KERNEL


def _ids(paths):
    return [p.name for p in paths]


@pytest.mark.parametrize("path", PATHS, ids=_ids(PATHS))
def test_notebook_runs(path, kernel_name):
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        timeout=TIMEOUT,
        kernel_name=kernel_name,
        resources={"metadata": {"path": str(NOTEBOOKS)}},
    )
    try:
        client.execute()
    except CellExecutionError as e:
        index, source = _failing_cell(nb)
        pytest.fail(
            f"{path.name}: cell {index} failed:\n{source}\n\n{ANSI.sub('', str(e))}",
            pytrace=False,
        )


def _failing_cell(nb) -> tuple[int | str, str]:
    for i, cell in enumerate(nb.cells):
        for out in cell.get("outputs", ()):
            if out.get("output_type") == "error":
                return i, cell.source
    return "?", ""


@pytest.mark.parametrize("path", PATHS, ids=_ids(PATHS))
def test_notebook_saved_clean(path):
    """Saved without outputs that could go stale: no errors, no machine paths."""
    text = path.read_text(encoding="utf-8")
    nb = json.loads(text)
    errors = [
        i
        for i, c in enumerate(nb["cells"])
        for o in c.get("outputs", ())
        if o.get("output_type") == "error"
    ]
    assert not errors, f"{path.name}: saved with error outputs in cells {errors}"
    bad = sorted({m.group(0) for m in MACHINE_PATH.finditer(text)})
    assert not bad, f"{path.name}: contains machine-specific paths {bad}"
    assert nb.get("metadata", {}).get("kernelspec", {}).get("name") == KERNEL


def test_start_here_table_matches_the_games():
    """The plain-text table (readable on GitHub) agrees with the game declarations."""
    import lunarrules as lr
    from lunarrules.kernel.game import GAME_IDS

    path = NOTEBOOKS / "00_start_here.ipynb"
    nb = json.loads(path.read_text(encoding="utf-8"))
    markdown = "\n".join(
        "".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown"
    )
    rows = {
        m.group(1): [part.strip() for part in m.group(0).strip("|").split("|")]
        for m in re.finditer(r"^\|.*\[(\w+)\.ipynb\]\(\1\.ipynb\) \|$", markdown, re.M)
    }
    assert sorted(rows) == sorted(GAME_IDS), "one row per game, with a link to its notebook"
    for gid, cells in rows.items():
        g = lr.game(gid)
        lo, hi = g.players
        assert cells[0] == g.title, f"{gid}: title"
        assert cells[1] == (str(lo) if lo == hi else f"{lo}-{hi}"), f"{gid}: players"


def test_start_here_links_resolve():
    """Every notebook the start-here page links to exists."""
    path = NOTEBOOKS / "00_start_here.ipynb"
    text = path.read_text(encoding="utf-8")
    links = sorted(set(re.findall(r"\(([\w.-]+\.ipynb)\)|href='([\w.-]+\.ipynb)'", text)))
    names = sorted({a or b for a, b in links})
    assert names, "the start-here page links to the game notebooks"
    missing = [n for n in names if not (NOTEBOOKS / n).is_file()]
    assert not missing, f"00_start_here.ipynb links to missing notebooks: {missing}"
