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
#: The diagrams labelled in each language, beside the English ones (``make diagrams``).
LANGUAGE_FOLDERS = {"pt-BR": "pt", "es": "es"}


def _files(folder: Path) -> set[str]:
    if not folder.is_dir():
        return set()
    return {
        p.relative_to(folder).as_posix()
        for p in folder.rglob("*")
        if p.is_file() and p.suffix in GENERATED
        and p.relative_to(folder).parts[0] not in LANGUAGE_FOLDERS
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


@pytest.mark.english
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


@pytest.mark.parametrize("folder", list(LANGUAGE_FOLDERS))
def test_diagrams_in_each_language_are_current(games, tmp_path, folder):
    if not games:
        return
    assert main(["--lang", LANGUAGE_FOLDERS[folder], "diagrams", "--out", str(tmp_path)]) == 0
    stale = _stale(ROOT / "diagrams" / folder, tmp_path)
    assert not stale, (
        f"diagrams/{folder}/ is stale; run `make diagrams` (or `python -m lunarrules --lang "
        f"{LANGUAGE_FOLDERS[folder]} diagrams --out diagrams/{folder}`) and commit:\n  "
        + "\n  ".join(f"diagrams/{folder}/{s}" for s in stale)
    )
    # the labels are the language's: a phase of every game reads translated
    from lunarrules import i18n

    with i18n.language(LANGUAGE_FOLDERS[folder]):
        for g in games:
            label = g.flow.phases[0].label
            shown = i18n._(label)
            assert shown != label, f"{g.id}: {label!r} has no {folder} translation"
            text = (ROOT / "diagrams" / folder / g.id / "phase_flow.mmd").read_text(encoding="utf-8")
            assert shown in text.replace("<br/>", " "), f"{g.id}: {shown!r} not in its {folder} flow"


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
