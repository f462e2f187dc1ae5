"""Every game package has the same modules in the same roles (docs/writing_a_game.md).

The two tables at the top of ``docs/writing_a_game.md`` name the modules every game
has and the three a game has only when it needs them; this test reads them, so the
page and the packages cannot drift apart.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import re
from pathlib import Path

import pytest

from lunarrules.kernel.game import GAME_IDS
from lunarrules.kernel.state import State

ROOT = Path(__file__).resolve().parent.parent
GUIDE = ROOT / "docs" / "writing_a_game.md"
GAMES = ROOT / "lunarrules" / "games"

# The functions through which the state class hands each kernel hook to its module.
ENTRY_POINTS = {
    "legal": ("legal_actions", "check"),
    "moves": ("execute",),
    "picture": ("view",),
}


def _tables() -> tuple[list[str], list[str]]:
    """The required and the optional file names, from the guide's first two tables."""
    text = GUIDE.read_text(encoding="utf-8")
    head = text[: text.index("## Rules")]
    required_part, optional_part = head.split("| optional file |", 1)
    row = re.compile(r"^\| `([a-z_]+\.(?:py|toml))` \|", re.M)
    return row.findall(required_part), row.findall(optional_part)


REQUIRED, OPTIONAL = _tables()


def test_the_guide_names_the_modules():
    assert {"__init__.py", "state.py", "legal.py", "moves.py", "table.py"} <= set(REQUIRED)
    assert OPTIONAL == ["geometry.py", "effects.py", "graphs.py"]
    assert not set(REQUIRED) & set(OPTIONAL)


def _files(game_id: str) -> set[str]:
    return {
        p.name for p in (GAMES / game_id).iterdir() if p.is_file() and p.suffix in (".py", ".toml")
    }


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_package_has_the_modules_of_the_guide_and_no_others(game_id):
    files = _files(game_id)
    missing = sorted(set(REQUIRED) - files)
    extra = sorted(files - set(REQUIRED) - set(OPTIONAL))
    assert not missing, f"{game_id} lacks {missing} (docs/writing_a_game.md)"
    assert not extra, (
        f"{game_id} has modules the guide does not name: {extra}; put their code in the "
        "module whose role it is (docs/writing_a_game.md)"
    )


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_module_says_what_it_holds(game_id):
    silent = [
        name
        for name in sorted(_files(game_id))
        if name.endswith(".py")
        and not ast.get_docstring(ast.parse((GAMES / game_id / name).read_text("utf-8")))
    ]
    assert not silent, f"{game_id}: no module docstring in {silent}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_one_state_class_and_no_mixins(game_id):
    module = importlib.import_module(f"lunarrules.games.{game_id}.state")
    classes = [
        obj
        for obj in vars(module).values()
        if inspect.isclass(obj) and obj.__module__ == module.__name__
    ]
    assert len(classes) == 1, f"{game_id}/state.py defines {[c.__name__ for c in classes]}"
    (cls,) = classes
    assert cls.__bases__ == (State,), (
        f"{cls.__name__} derives from {cls.__bases__}, not State alone"
    )
    game = importlib.import_module(f"lunarrules.games.{game_id}").GAME
    assert game.new(players=game.players[0], seed=1).__class__ is cls


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_hooks_hand_off_to_the_modules_that_hold_the_rules(game_id):
    for module_name, functions in ENTRY_POINTS.items():
        module = importlib.import_module(f"lunarrules.games.{game_id}.{module_name}")
        for name in functions:
            assert callable(getattr(module, name, None)), (
                f"{game_id}/{module_name}.py has no {name}()"
            )
    legal = importlib.import_module(f"lunarrules.games.{game_id}.legal")
    game = importlib.import_module(f"lunarrules.games.{game_id}").GAME
    state = game.new(players=game.players[-1], seed=3)
    for _ in range(12):
        listed = [str(a) for a in state.legal_actions()]
        assert [str(a) for a in legal.legal_actions(state)] == listed
        action = state.legal_actions()[0]
        assert legal.check(state, action) is None, f"{game_id}: legal.check refuses {action}"
        state = state.apply(action)
        if state.is_over:
            break
