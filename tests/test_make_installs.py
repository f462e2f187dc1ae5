"""What ``make lab`` and ``make app`` install covers everything they run.

Both targets install one extra of ``pyproject.toml`` (the ``notebook`` extra, read
from the Makefile). Without a second install, this checks statically that every
third-party module the notebooks import, and every module of ``lunarrules`` they
reach, comes from a distribution that extra requires (directly or through the
requirements of what it requires, as this environment's metadata records them).
The programs the targets run (``jupyter lab``, the notebooks' kernel, Voila for
the app) must come from it too.
"""

from __future__ import annotations

import ast
import json
import re
import sys
import tomllib
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "lunarrules"
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
MAKEFILE = ROOT / "Makefile"
PYPROJECT = ROOT / "pyproject.toml"
STAMP = "$(VENV)/.notebook-installed"
# Loaded by name at run time rather than by an import statement: ``lr.game(id)``
# imports the game's package, the explorer its ``board`` module, and ``lr.widgets``,
# ``lr.whatif``, ``lr.diagrams`` load on first use (lunarrules/__init__.py).
LOADED_BY_NAME = ("lunarrules.games",)

#: Modules only the browser's Python (Pyodide) provides, imported there alone
#: (``lunarrules.widgets.nav`` asks ``js`` for the page's address in the static site).
BROWSER_ONLY = frozenset({"js", "pyodide"})


# ------------------------------------------------------------------ the Makefile
def _prerequisites(target: str) -> list[str]:
    text = MAKEFILE.read_text(encoding="utf-8")
    m = re.search(rf"^{re.escape(target)}:([^\n|]*)", text, re.M)
    assert m, f"the Makefile has no {target} target"
    return m.group(1).split()


def _recipe(target: str) -> str:
    text = MAKEFILE.read_text(encoding="utf-8")
    m = re.search(rf"^{re.escape(target)}:.*\n((?:\t.*\n?)+)", text, re.M)
    assert m, f"the Makefile has no recipe for {target}"
    return m.group(1)


def _installed_extra() -> str:
    m = re.search(r'pip install .*-e "\.\[(\w+)\]"', _recipe(STAMP))
    assert m, f"the {STAMP} recipe installs no extra of the project"
    return m.group(1)


def test_lab_and_app_install_the_notebook_extra():
    assert _installed_extra() == "notebook"
    for target in ("lab", "app"):
        assert STAMP in _prerequisites(target), f"make {target} does not install {STAMP}"
    assert "bin/jupyter lab" in _recipe("lab")
    assert "-m lunarrules.app" in _recipe("app")


# ------------------------------------------------------- what the extra provides
def _wanted(req: Requirement, extras: set[str]) -> bool:
    if req.marker is None:
        return True
    return any(req.marker.evaluate({"extra": e}) for e in extras | {""})


def _provided(extra: str) -> dict[str, str]:
    """Distributions installed by ``pip install -e ".[extra]"``: name -> why."""
    project = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]
    name = canonicalize_name(project["name"])
    optional = project.get("optional-dependencies", {})
    found: dict[str, str] = {}
    todo: list[tuple[Requirement, str]] = []

    def own(extras: set[str], why: str) -> None:
        # The project's own requirements come from pyproject.toml (the file this
        # checks), not from the metadata of whatever copy is installed.
        for line in project.get("dependencies", []):
            todo.append((Requirement(line), why))
        for e in extras:
            for line in optional.get(e, []):
                todo.append((Requirement(line), f"{why}[{e}]"))

    own({extra}, name)
    seen_own = {extra}
    while todo:
        req, why = todo.pop()
        dist = canonicalize_name(req.name)
        if dist == name:
            more = set(req.extras) - seen_own
            seen_own |= more
            own(more, name)
            continue
        key = (dist, frozenset(req.extras))
        if key in found:
            continue
        found[key] = why
        try:
            requires = metadata.requires(req.name) or []
        except metadata.PackageNotFoundError:
            continue
        for line in requires:
            sub = Requirement(line)
            if _wanted(sub, set(req.extras)):
                todo.append((sub, f"{why} -> {dist}"))
    return {dist: why for (dist, _), why in found.items()}


def test_provided_follows_requirements():
    provided = _provided("notebook")
    # jupyterlab is a direct requirement; ipython comes through ipywidgets.
    assert "jupyterlab" in provided and "ipython" in provided
    assert "pytest" not in provided  # dev only


# ------------------------------------------------------------ what is imported
def _modules() -> dict[str, Path]:
    """Dotted name -> file for every module of the package."""
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


def _notebook_code(path: Path) -> str:
    from IPython.core.inputtransformer2 import TransformerManager

    nb = json.loads(path.read_text(encoding="utf-8"))
    cells = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]
    # Magics and shell escapes become plain Python, as the kernel runs them.
    return "\n".join(TransformerManager().transform_cell(c) for c in cells)


def _imports(tree: ast.AST, package: str | None, modules: dict[str, Path]) -> set[str]:
    """Absolute dotted names imported anywhere in ``tree`` (functions included)."""
    out = set()
    aliases = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                out.add(a.name)
                if a.name == "lunarrules":
                    aliases.add(a.asname or a.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module
            out.add(name)
            # ``from pkg import mod`` imports the module pkg.mod
            out.update(f"{name}.{a.name}" for a in node.names if f"{name}.{a.name}" in modules)
    # ``lr.widgets`` loads lunarrules.widgets on first use
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in aliases
            and f"lunarrules.{node.attr}" in modules
        ):
            out.add(f"lunarrules.{node.attr}")
    return out


def _third_party() -> dict[str, set[str]]:
    """Top-level third-party module -> the files (notebooks, modules) importing it."""
    modules = _modules()
    found: dict[str, set[str]] = {}
    todo: list[tuple[str, str]] = []  # (imported name, by whom)

    for path in NOTEBOOKS:
        tree = ast.parse(_notebook_code(path), filename=path.name)
        todo += [(n, f"notebooks/{path.name}") for n in _imports(tree, None, modules)]
    todo.append(("lunarrules.app", "make app"))
    todo += [(m, "lr.game()") for m in modules if m.startswith(LOADED_BY_NAME)]

    done = set()
    while todo:
        name, by = todo.pop()
        top = name.split(".")[0]
        if top != "lunarrules":
            if top not in sys.stdlib_module_names and top not in BROWSER_ONLY:
                found.setdefault(top, set()).add(by)
            continue
        # importing a.b.c runs a/__init__, a/b/__init__ and a/b/c
        parts = name.split(".")
        for i in range(1, len(parts) + 1):
            mod = ".".join(parts[:i])
            if mod in done or mod not in modules:
                continue
            done.add(mod)
            path = modules[mod]
            package = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
            rel = path.relative_to(ROOT).as_posix()
            todo += [(n, rel) for n in _imports(tree, package, modules)]
    return found


def test_the_scan_sees_the_imports():
    """The scan finds what the notebooks and the widgets are known to import."""
    found = _third_party()
    assert "notebooks/what_if.ipynb" in found["pandas"]
    assert "lunarrules/widgets/explorer.py" in found["ipywidgets"]
    assert "networkx" in found and "matplotlib" in found
    assert "json" not in found and "lunarrules" not in found


def _programs() -> dict[str, str]:
    """Top-level module -> the program make lab / make app runs from it."""
    from lunarrules.app import voila_command

    out = {"ipykernel": "the notebooks' kernel (python3)"}
    (lab,) = metadata.entry_points(group="console_scripts", name="jupyter-lab")
    out[lab.module.split(".")[0]] = "make lab (jupyter lab)"
    cmd = voila_command(ROOT / "notebooks", 8866)
    assert cmd[1] == "-m"
    out[cmd[2].split(".")[0]] = "make app (python -m voila)"
    return out


def test_make_lab_and_make_app_install_what_they_import():
    extra = _installed_extra()
    provided = _provided(extra)
    by_module = metadata.packages_distributions()
    needed = {m: sorted(by) for m, by in _third_party().items()}
    needed.update({m: [why] for m, why in _programs().items()})

    missing = []
    for module, by in sorted(needed.items()):
        dists = {canonicalize_name(d) for d in by_module.get(module, ())}
        if not dists:
            pytest.fail(
                f"{module} (imported by {', '.join(by)}) is not installed here, so which "
                "distribution provides it cannot be told; run with the dev extra installed",
                pytrace=False,
            )
        if not dists & provided.keys():
            missing.append(f"{module} (from {', '.join(sorted(dists))}; imported by {', '.join(by)})")
    assert not missing, (
        f'make lab and make app install ".[{extra}]", which does not provide:\n  '
        + "\n  ".join(missing)
    )
