"""Random-playout speed of Shackleton Base against python-chess, in the same run.

Usage: ``python benchmarks/bench_shackleton_base.py [seconds]``. Prints plies per
second for both and their ratio (the issue asks for at least 1.0). The two are
measured in alternating slices of process CPU time, so a busy shared machine
slows both alike.
"""

from __future__ import annotations

import random
import sys
import time

import chess

import lunarrules as lr


def shackleton_game(seed: int, rng: random.Random) -> int:
    """Play one random game (2, 3 or 4 players by seed); return its number of actions."""
    s = lr.game("shackleton_base").new(players=2 + seed % 3, seed=seed)
    plies = 0
    while not s.is_over:
        legal = s.legal_actions()
        s = s.apply(legal[rng.randrange(len(legal))])
        plies += 1
    return plies


def chess_game(seed: int, rng: random.Random) -> int:
    """Play one random chess game (list legal moves, choose, push); return its plies."""
    b = chess.Board()
    plies = 0
    while not b.is_game_over():
        moves = list(b.legal_moves)
        b.push(moves[rng.randrange(len(moves))])
        plies += 1
    return plies


def rates(seconds: float) -> tuple[float, float]:
    """(shackleton actions/s, chess plies/s), in alternating CPU-time slices."""
    totals = {"sb": [0, 0.0], "chess": [0, 0.0]}
    rng = random.Random(1)
    seed = 0
    while totals["sb"][1] + totals["chess"][1] < 2 * seconds:
        for name, play in (("sb", shackleton_game), ("chess", chess_game)):
            t0 = time.process_time()
            totals[name][0] += play(seed, rng)
            totals[name][1] += time.process_time() - t0
        seed += 1
    return totals["sb"][0] / totals["sb"][1], totals["chess"][0] / totals["chess"][1]


def main(seconds: float = 5.0) -> None:
    sb, ch = rates(seconds)
    print(f"shackleton_base random playouts: {sb:,.0f} actions/s")
    print(f"python-chess random playouts:    {ch:,.0f} plies/s")
    print(f"ratio: {sb / ch:.2f}x")


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 5.0)
