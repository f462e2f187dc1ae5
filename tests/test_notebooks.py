"""Every notebook in notebooks/ runs from top to bottom, reads as words, and is saved clean.

Each notebook, English or translated copy, is executed in a fresh kernel (the
virtualenv's Python, through a kernel spec installed under the project's ``.jupyter``
folder), with its own folder as its working folder; a failure names the failing cell and shows its error. What
the reader then sees (stream text, and the HTML or plain text a front end shows of each
rich output) is checked for code output: engine notation, identifiers, Python reprs.
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
# The English notebooks and their translated copies (notebooks/pt-BR/, notebooks/es/).
PATHS = sorted(NOTEBOOKS.glob("*.ipynb")) + sorted(NOTEBOOKS.glob("*/*.ipynb"))
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
    return [p.relative_to(NOTEBOOKS).as_posix() for p in paths]


_EXECUTED: dict[Path, object] = {}


def _executed(path: Path, kernel_name: str):
    """``path`` run from top to bottom in a fresh kernel, once per test session.

    Both the run test and the words test read the same executed copy; a failing
    cell fails both, naming the cell and its error.
    """
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    if path not in _EXECUTED:
        nb = nbformat.read(path, as_version=4)
        client = NotebookClient(
            nb,
            timeout=TIMEOUT,
            kernel_name=kernel_name,
            resources={"metadata": {"path": str(path.parent)}},
        )
        try:
            client.execute()
        except CellExecutionError as e:
            index, source = _failing_cell(nb)
            _EXECUTED[path] = (
                f"{path.name}: cell {index} failed:\n{source}\n\n{ANSI.sub('', str(e))}"
            )
        else:
            _EXECUTED[path] = nb
    result = _EXECUTED[path]
    if isinstance(result, str):
        pytest.fail(result, pytrace=False)
    return result


@pytest.mark.parametrize("path", PATHS, ids=_ids(PATHS))
def test_notebook_runs(path, kernel_name):
    _executed(path, kernel_name)


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


# ----------------------------------------------------------------- words, not code
# What a reader sees of a notebook (in JupyterLab, or code hidden in the Voila app) is
# its outputs: they speak the game's words, never engine notation or Python values.
NOTATION = re.compile(r"\b[a-z]+=\S")  # "mission=patron", "space=4"
IDENTIFIER = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")  # "keep_mission", "vp_without_mission"
REPRS = ("{'", "['", "('", "None", "True", "False", "<function", "object at 0x", "Fraction(")


def _typed_labels() -> tuple[str, ...]:
    """The label before the typed notation, in English and as each notebook catalog
    translates the notebooks' ``"typed as:"``."""
    from babel.messages.pofile import read_po

    labels = {"typed as: "}
    for po in sorted((ROOT / "lunarrules" / "locale").glob("*/LC_MESSAGES/notebooks.po")):
        with open(po, "rb") as f:
            for m in read_po(f):
                if m.id == '"typed as:"' and m.string:
                    labels.add(m.string.strip('"') + " ")
    return tuple(sorted(labels))


#: Lines that may show the typed notation: a notebook teaching it shows it once, labelled.
TYPED = _typed_labels()
#: A front end shows one representation of each output, the richest it can: a widget,
#: then HTML, then a picture, then plain text. The text a reader reads is that one.
SHOWN = (
    "application/vnd.jupyter.widget-view+json",
    "text/html",
    "image/svg+xml",
    "image/png",
    "image/jpeg",
    "text/markdown",
    "text/plain",
)
#: Block elements: their text starts a new line (so one line is one thing read).
BLOCKS = {"br", "p", "div", "li", "tr", "td", "th", "text", "summary", "details", "h1", "h2",
          "h3", "h4", "title", "table", "ul", "ol"}


def html_text(markup: str) -> str:
    """The text of HTML or SVG markup as a reader reads it: no tags, styles or scripts.

    Tooltips (``<title>``) are kept: a reader sees them too.
    """
    from html.parser import HTMLParser

    class Text(HTMLParser):
        def __init__(self) -> None:
            super().__init__(convert_charrefs=True)
            self.parts: list[str] = []
            self.hidden = 0

        def handle_starttag(self, tag, attrs):
            if tag in ("style", "script"):
                self.hidden += 1
            if tag in BLOCKS:
                self.parts.append("\n")

        def handle_endtag(self, tag):
            if tag in ("style", "script"):
                self.hidden = max(0, self.hidden - 1)
            if tag in BLOCKS:
                self.parts.append("\n")

        def handle_data(self, data):
            if not self.hidden:
                self.parts.append(data)

    parser = Text()
    parser.feed(markup)
    parser.close()
    return "".join(parser.parts)


def shown_text(output: dict) -> str:
    """The text a reader reads of one cell output ("" for a widget or a picture)."""
    kind = output.get("output_type")
    if kind == "stream":
        text = output.get("text", "")
        return text if isinstance(text, str) else "".join(text)
    if kind not in ("display_data", "execute_result"):
        return ""
    data = output.get("data", {})
    for mime in SHOWN:
        if mime in data:
            value = data[mime] if isinstance(data[mime], str) else "".join(data[mime])
            if mime in ("text/html", "image/svg+xml"):
                return html_text(value)
            if mime in ("text/plain", "text/markdown"):
                return value
            return ""  # a widget or a bitmap: its text is not in the notebook
    return ""


def engine_words(text: str) -> list[str]:
    """Lines of ``text`` that read as code output, each with what gives it away."""
    found = []
    for line in text.splitlines():
        if line.strip().startswith(TYPED):
            continue
        hits = [m.group(0) for m in NOTATION.finditer(line)]
        hits += [m.group(0) for m in IDENTIFIER.finditer(line)]
        hits += [r for r in REPRS if r in line]
        if hits:
            found.append(f"{', '.join(dict.fromkeys(hits))}: {line.strip()[:160]}")
    return found


def _teaches_positions(cell) -> bool:
    """A cell listing why a hand-written position is refused: each problem names the
    table field a teacher wrote (``seats[0].pool``, ``to_act``), which is the point."""
    return "e.problems" in cell.get("source", "")


def notebook_engine_words(nb) -> list[str]:
    problems = []
    for i, cell in enumerate(nb.cells):
        if cell.cell_type != "code" or _teaches_positions(cell):
            continue
        for output in cell.get("outputs", ()):
            problems += [f"cell {i}: {p}" for p in engine_words(shown_text(output))]
    return problems


@pytest.mark.parametrize("path", PATHS, ids=_ids(PATHS))
def test_notebook_reads_as_words(path, kernel_name):
    """What a reader sees reads as words: no engine notation, ids or Python reprs."""
    nb = _executed(path, kernel_name)
    problems = notebook_engine_words(nb)
    assert not problems, f"{path.name} shows code output to its reader:\n" + "\n".join(problems)


def test_words_check_catches_code_output():
    """The words check fails on each kind of code output, and passes sentences."""
    import nbformat

    def stream(text):
        return {"output_type": "stream", "name": "stdout", "text": text}

    def rich(**data):
        return {"output_type": "execute_result", "data": data, "metadata": {}, "execution_count": 1}

    bad = {
        "notation": stream("P1 may keep: P1 keep mission=patron\n"),
        "identifier": stream("P1 colonies: brasa - vp_now 3\n"),
        "list": stream("row: ['celeste', 'duna']\n"),
        "tuple": stream("dice: ('move', 'economy')\n"),
        "dict": stream("wins: {'P1': 8}\n"),
        "none": stream("P1 refused? None\n"),
        "bool": stream("same position: True\n"),
        "function": rich(**{"text/plain": "<function show_setup(players=3)>"}),
        "object": rich(**{"text/plain": "<lunarrules.diagrams.Shown object at 0x7f00>"}),
        "fraction": stream("optimal: Fraction(1, 2)\n"),
        "html table": rich(**{"text/html": "<table><tr><th>vp_without_mission</th></tr></table>",
                              "text/plain": "a table"}),
        "svg tooltip": rich(**{"image/svg+xml": "<svg><g><title>res_rare_earth</title></g></svg>"}),
    }
    for name, output in bad.items():
        nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("x", outputs=[output])])
        assert notebook_engine_words(nb), f"{name}: not caught"

    good = [
        stream("P1: 2 energy, 1 culture, empire level 1; colonies: Brasa; 3 VP\n"),
        stream("typed as: P1 keep_mission mission=patron\n"),
        rich(**{"text/html": "<b style='font_size:2'>Dice: die 1 move</b>",
                "text/plain": "<state seed=1 phase=roll_dice>"}),
        rich(**{"application/vnd.jupyter.widget-view+json": {"model_id": "x"},
                "text/plain": "Explorer(children=(Label(value='')))"}),
    ]
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("x", outputs=good)])
    assert notebook_engine_words(nb) == []
    listing = nbformat.v4.new_code_cell(
        "except InvalidPosition as e:\n    for problem in e.problems: print(problem)",
        outputs=[stream("- seats[0].pool: -1 dilithium is below 0; to_act: P2\n")],
    )
    assert notebook_engine_words(nbformat.v4.new_notebook(cells=[listing])) == []
