"""The open registry: games from ``lunarrules.games`` entry points, built-in games first."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
import types
from pathlib import Path

import pytest

import lunarrules as lr
import lunarrules.kernel.game as registry
from lunarrules.errors import DeclarationError, UnknownGame
from lunarrules.kernel.game import ENTRY_POINT_GROUP, GAME_IDS

from .kernel.toy import GAME as TOY

ROOT = Path(__file__).resolve().parent.parent


def add_distribution(folder: Path, entries: dict[str, str], name: str = "lunarrules-toy",
                     modules: dict[str, str] | None = None) -> Path:
    """An installed distribution in ``folder`` declaring ``entries`` in the games group."""
    info = folder / f"{name.replace('-', '_')}-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n")
    lines = [f"[{ENTRY_POINT_GROUP}]"] + [f"{k} = {v}" for k, v in entries.items()]
    (info / "entry_points.txt").write_text("\n".join(lines) + "\n")
    for mod, text in (modules or {}).items():
        (folder / f"{mod}.py").write_text(text)
    return folder


@pytest.fixture
def installed(tmp_path, monkeypatch):
    """Install a distribution for this test only (the registry forgets it afterwards)."""
    monkeypatch.setattr(registry, "_REGISTRY", {k: v for k, v in registry._REGISTRY.items()
                                                if k in GAME_IDS})

    def install(entries, **kw):
        add_distribution(tmp_path, entries, **kw)
        monkeypatch.syspath_prepend(str(tmp_path))
        return tmp_path

    yield install
    monkeypatch.undo()
    assert "toy_race" not in lr.games()


def test_builtin_games_come_first_in_their_order():
    assert lr.games()[:5] == list(GAME_IDS)


@pytest.mark.english
def test_an_entry_point_game_is_listed_and_loads(installed):
    assert "toy_race" not in lr.games()
    with pytest.raises(UnknownGame, match="no game 'toy_race'"):
        lr.game("toy_race")
    installed({"toy_race": "tests.kernel.toy:GAME"})
    assert lr.games() == [*GAME_IDS, "toy_race"]
    assert lr.game("toy_race") is TOY
    s = lr.game("toy_race").new(players=2, seed=1)
    assert s.apply(s.legal_actions()[0]).steps == 1


def test_an_entry_point_may_name_a_module_defining_game(installed):
    installed({"toy_race": "tests.kernel.toy"})
    assert lr.game("toy_race") is TOY


def test_plugin_games_are_sorted_after_the_builtin_ones(installed):
    installed({"zz_game": "tests.kernel.toy:GAME", "toy_race": "tests.kernel.toy:GAME"})
    assert lr.games() == [*GAME_IDS, "toy_race", "zz_game"]


BROKEN = {
    "no_module": ("no_such_module_zz:GAME", "cannot import no_such_module_zz: ModuleNotFoundError"),
    "no_attribute": ("tests.kernel.toy:NOPE", "tests.kernel.toy does not define NOPE"),
    "not_a_game": ("tests.kernel.toy:RULES", "is a RuleBook, not a lunarrules Game"),
    "wrong_name": ("tests.kernel.toy:GAME", "name must be the game's id, 'toy_race'"),
    "boom": ("boom_game:GAME", "cannot import boom_game: RuntimeError: boom at import"),
    "bad_decl": ("bad_decl_game:GAME", "game 'bad_decl': title: empty"),
}
MODULES = {
    "boom_game": "raise RuntimeError('boom at import')\n",
    "bad_decl_game": "from dataclasses import replace\nfrom tests.kernel.toy import GAME as T\n"
                     "GAME = replace(T, id='bad_decl', title='')\n",
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_a_broken_entry_point_names_itself_and_spares_the_builtin_games(installed, name):
    value, why = BROKEN[name]
    installed({name: value}, modules=MODULES)
    assert lr.games() == [*GAME_IDS, name]
    with pytest.raises(DeclarationError) as exc:
        lr.game(name)
    msg = str(exc.value)
    assert f"lunarrules.games entry point '{name}' of lunarrules-toy ({name} = {value!r})" in msg
    assert why in msg
    for gid in GAME_IDS:
        assert lr.game(gid).id == gid


def test_an_entry_point_cannot_replace_a_builtin_game(installed):
    before = lr.game("planet_unknown")
    installed({"planet_unknown": "tests.kernel.toy:GAME"})
    registry._REGISTRY.pop("planet_unknown")
    assert lr.games() == list(GAME_IDS)
    assert lr.game("planet_unknown").title == before.title


@pytest.mark.english
def test_the_command_line_lists_an_entry_point_game_and_warns_about_a_broken_one(installed, capsys):
    from lunarrules.cli import main

    installed({"toy_race": "tests.kernel.toy:GAME", "no_module": "no_such_module_zz:GAME"})
    assert main(["games"]) == 0
    out, err = capsys.readouterr()
    ids = [line.split()[0] for line in out.splitlines()]
    assert ids == [*GAME_IDS, "toy_race"]
    assert "skipped no_module: DeclarationError" in err


def test_the_reference_has_a_page_for_an_entry_point_game(installed):
    from lunarrules.reference import build_rule_pages

    installed({"toy_race": "tests.kernel.toy:GAME"})
    pages = build_rule_pages([lr.game(g) for g in lr.games()])
    assert "toy_race.md" in pages and "TOY-ROLL" in pages["toy_race.md"]
    assert "toy_race" in pages["README.md"]


def test_the_conformance_suite_runs_an_entry_point_game(tmp_path):
    add_distribution(tmp_path, {"toy_race": "tests.kernel.toy:GAME"})
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), str(tmp_path)]),
               LUNARRULES_PLAYOUTS="2")
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
         "tests/test_conformance.py", "-k", "toy_race"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )
    assert "toy_race" in done.stdout or " passed" in done.stdout, done.stdout + done.stderr
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert " deselected" in done.stdout and " passed" in done.stdout


def test_pyproject_declares_every_builtin_game_as_an_entry_point():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    declared = project["entry-points"][ENTRY_POINT_GROUP]
    assert list(declared) == list(GAME_IDS)
    assert declared == {gid: f"lunarrules.games.{gid}:GAME" for gid in GAME_IDS}


# ``lr.games`` is the package ``lunarrules.games``, callable: both uses work, in any
# order of imports, in a fresh interpreter.
IMPORT_SCRIPTS = {
    "function then module": (
        "import lunarrules as lr\n"
        "ids = lr.games()\n"
        "import lunarrules.games.moon_colony_bloodbath.effects as L\n"
        "assert L.__name__ == 'lunarrules.games.moon_colony_bloodbath.effects'\n"
        "assert lr.games() == ids and ids[:5] == {ids!r}\n"
    ),
    "module first": (
        "import lunarrules.games.tiny_epic_galaxies.rules as R\n"
        "import lunarrules as lr\n"
        "from lunarrules import games\n"
        "assert R.RULES and games() == lr.games() and lr.games()[:5] == {ids!r}\n"
        "import lunarrules.games.planet_unknown.state as S\n"
        "assert S.__name__.endswith('planet_unknown.state')\n"
    ),
}


@pytest.mark.parametrize("name", sorted(IMPORT_SCRIPTS))
def test_games_function_and_game_modules_both_import(name):
    code = IMPORT_SCRIPTS[name].format(ids=list(GAME_IDS))
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=300,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert done.returncode == 0, done.stderr[-2000:]


def test_games_is_the_callable_package():
    import importlib

    import lunarrules.games as package

    assert lr.games is package is sys.modules["lunarrules.games"]
    assert isinstance(lr.games, types.ModuleType) and callable(lr.games)
    for gid in GAME_IDS:
        module = importlib.import_module(f"lunarrules.games.{gid}.rules")
        assert module.RULES is lr.game(gid).rules
    assert lr.games()[:5] == list(GAME_IDS)


def test_the_wheel_ships_py_typed_and_the_game_entry_points(tmp_path):
    import zipfile

    assert (ROOT / "lunarrules" / "py.typed").is_file()
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
        capture_output=True, text=True, timeout=600,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    (wheel,) = tmp_path.glob("lunarrules-*.whl")
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        assert "lunarrules/py.typed" in names
        (eps,) = [n for n in names if n.endswith(".dist-info/entry_points.txt")]
        text = z.read(eps).decode()
    assert f"[{ENTRY_POINT_GROUP}]" in text
    for gid in GAME_IDS:
        assert f"{gid} = lunarrules.games.{gid}:GAME" in text


# The checklist for adding a game (docs/writing_a_game.md) names every place a built-in
# game appears; each of the five games has all of them.
DOC = ROOT / "docs" / "writing_a_game.md"
_PATH = re.compile(r"^[\w.<>/-]+(/|\.(py|toml|md|ipynb|txt|json))$|^[\w.<>-]+/[\w.<>/-]*$")


def checklist() -> list[tuple[str, list[str]]]:
    """``(item heading, paths)`` for each numbered item of the checklist."""
    text = DOC.read_text(encoding="utf-8")
    start = text.index("## Adding a game: the checklist")
    end = text.find("\n## ", start + 1)
    section = text[start:end if end > 0 else len(text)]
    items = re.split(r"^\d+\. ", section, flags=re.M)[1:]
    out = []
    for item in items:
        heading = re.match(r"\*\*(.+?)\*\*", item)
        paths = [t for t in re.findall(r"`([^`]+)`", item) if _PATH.match(t) and "*" not in t]
        out.append((heading.group(1) if heading else item[:20], paths))
    return out


def test_the_checklist_names_the_places_of_a_game():
    items = dict(checklist())
    assert len(items) >= 10
    named = {p for paths in items.values() for p in paths}
    for must in ("lunarrules/games/<id>/__init__.py", "lunarrules/kernel/game.py",
                 "pyproject.toml", "tests/games/<id>/__init__.py", "notebooks/<id>.ipynb",
                 "lunarrules/coverage_data/<id>.toml", "tests/coverage_pins.toml",
                 "docs/rules/<id>.md", "diagrams/<id>/", "tests/golden/<id>/",
                 "lunarrules/kernel/seeds.py", "notebooks/00_start_here.ipynb", "README.md"):
        assert must in named, f"the checklist does not name {must}"


@pytest.mark.parametrize("gid", GAME_IDS)
def test_every_builtin_game_has_every_place_the_checklist_names(gid):
    missing, silent = [], []
    for heading, paths in checklist():
        for p in paths:
            path = ROOT / p.replace("<id>", gid)
            if not path.exists():
                missing.append(p.replace("<id>", gid))
            elif "<id>" not in p and path.is_file() and heading != "Run.":
                if gid not in path.read_text(encoding="utf-8"):
                    silent.append(p)
    assert not missing, f"{gid}: missing {missing} (docs/writing_a_game.md, the checklist)"
    assert not silent, f"{gid}: these files should name the game {gid!r}: {silent}"


@pytest.mark.parametrize("gid", GAME_IDS)
def test_a_game_state_is_one_class_over_the_kernel_state(gid):
    # docs/writing_a_game.md: no mixins; the rules are functions of the state in the
    # game's modules, and the state class is the only class a position is made of.
    from lunarrules.kernel import State

    cls = lr.game(gid).state_class
    assert cls.__bases__ == (State,), f"{cls.__name__} mixes in {cls.__bases__}"
    assert cls.__mro__[1:] == State.__mro__
