"""The README's example runs and prints what the README says it prints."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

import lunarrules as lr
from lunarrules.errors import InvalidContent

README = Path(__file__).resolve().parent.parent / "README.md"


def _blocks(lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", README.read_text(encoding="utf-8"), re.S)


@pytest.mark.english
def test_readme_python_example_prints_what_it_says():
    example = next(b for b in _blocks("python") if "import lunarrules as lr" in b)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(example, "README.md", "exec"), {})
    printed = out.getvalue()
    shown = re.search(
        r"prints, among other things:\n\n```\n(.*?)```", README.read_text(encoding="utf-8"), re.S
    ).group(1)
    for line in shown.strip().splitlines():
        assert line in printed, f"README says the example prints {line!r}; it printed:\n{printed}"


def test_readme_custom_content_example(tmp_path, monkeypatch):
    toml = next(b for b in _blocks("toml") if "[[planets]]" in b)
    (tmp_path / "my_planets.toml").write_text(toml, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    g = lr.game("tiny_epic_galaxies").with_content("my_planets.toml")
    assert any(p["id"] == "aurora" for p in g.content["planets"])
    s = g.new(players=4)
    assert g.from_json(s.to_json()) == s
    broken = toml.replace('vp = 4\n', "")
    (tmp_path / "broken.toml").write_text(broken, encoding="utf-8")
    with pytest.raises(InvalidContent, match="vp"):
        lr.game("tiny_epic_galaxies").with_content("broken.toml")


def test_readme_names_the_two_commands_and_an_existing_diagram():
    text = README.read_text(encoding="utf-8")
    assert "make lab" in text and "make test" in text
    for path in re.findall(r"\]\((diagrams/[^)]+)\)", text):
        assert (README.parent / path).is_file(), f"README shows {path}, which does not exist"


def test_readme_coverage_table_is_current():
    from lunarrules.coverage import coverage, table

    current = table([coverage(lr.game(gid)) for gid in lr.games()], markdown=True)
    body = [line for line in current.splitlines() if line.startswith("| `")]
    text = README.read_text(encoding="utf-8")
    for line in body:
        assert line in text, f"README's coverage table is stale; expected the row {line!r}"


@pytest.mark.english
def test_readme_position_example_prints_what_it_says(tmp_path, monkeypatch):
    example = next(b for b in _blocks("python") if "g.position(" in b)
    monkeypatch.chdir(tmp_path)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(example, "README.md", "exec"), {"lr": lr, "Path": Path})
    shown = re.search(
        r"lr.InvalidPosition as e:.*?```\n\nprints\n\n```\n(.*?)```",
        README.read_text(encoding="utf-8"), re.S,
    ).group(1)
    assert out.getvalue() == shown
    saved = lr.game("tiny_epic_galaxies").from_json(tmp_path / "lesson.json")
    assert saved.phase == "follow" and saved.to_act == 1
