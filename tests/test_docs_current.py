"""The checked-in diagrams and rules reference match what the code generates now.

Everything is regenerated into a temporary folder with the same commands a
maintainer runs; any file that differs, is missing or should no longer exist is
named, with the command that brings it up to date.
"""

from __future__ import annotations

import filecmp
from pathlib import Path

import pytest

from lunarrules.cli import _all_games, main

ROOT = Path(__file__).resolve().parent.parent
GENERATED = (".svg", ".mmd", ".dot", ".md")


def _files(folder: Path) -> set[str]:
    if not folder.is_dir():
        return set()
    return {
        p.relative_to(folder).as_posix()
        for p in folder.rglob("*")
        if p.is_file() and p.suffix in GENERATED
    }


def _stale(checked_in: Path, fresh: Path) -> list[str]:
    old, new = _files(checked_in), _files(fresh)
    out = [f"{name} (missing)" for name in sorted(new - old)]
    out += [f"{name} (no longer generated)" for name in sorted(old - new)]
    out += [
        f"{name} (differs)"
        for name in sorted(old & new)
        if not filecmp.cmp(checked_in / name, fresh / name, shallow=False)
    ]
    return out


@pytest.fixture(scope="module")
def games():
    return _all_games()


def test_diagrams_are_current(games, tmp_path):
    if not games:
        assert not _files(ROOT / "diagrams"), "diagrams/ holds files but no game loads"
        return
    assert main(["diagrams", "--out", str(tmp_path)]) == 0
    stale = _stale(ROOT / "diagrams", tmp_path)
    assert not stale, (
        "diagrams/ is stale; run `make diagrams` "
        "(or `python -m lunarrules diagrams --out diagrams`) and commit:\n  "
        + "\n  ".join(f"diagrams/{s}" for s in stale)
    )


def test_rules_reference_is_current(games, tmp_path):
    if not games:
        assert not _files(ROOT / "docs" / "rules"), "docs/rules/ holds files but no game loads"
        return
    assert main(["reference", "--out", str(tmp_path)]) == 0
    stale = _stale(ROOT / "docs" / "rules", tmp_path)
    assert not stale, (
        "docs/rules/ is stale; run `python -m lunarrules reference` and commit:\n  "
        + "\n  ".join(f"docs/rules/{s}" for s in stale)
    )
