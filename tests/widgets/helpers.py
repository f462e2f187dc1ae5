"""Games the widget tests run on: the kernel's toy game and every registered game."""

from __future__ import annotations

import pytest

import lunarrules as lr
from lunarrules.kernel.game import available

from ..kernel.toy import GAME as TOY

# ``available()`` is what ``lr.games()`` returns; the name ``lr.games`` is rebound
# to the ``lunarrules.games`` package once any game has been imported.
GAME_PARAMS = [pytest.param("toy_race", id="toy_race"),
               *(pytest.param(gid, id=gid) for gid in available())]


def get_game(gid: str):
    """The toy game or a registered game by id."""
    return TOY if gid == "toy_race" else lr.game(gid)


def new_state(gid: str, seed: int = 1):
    g = get_game(gid)
    return g.new(players=g.players[0], seed=seed)


def play(state, steps: int, seed: int = 0):
    """Play ``steps`` seeded random actions (stops before the end of the game)."""
    import random

    rng = random.Random(seed)
    for _ in range(steps):
        legal = state.legal_actions()
        if not legal:
            break
        nxt = state.apply(rng.choice(legal))
        if nxt.is_over:
            break
        state = nxt
    return state
