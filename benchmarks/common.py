"""Helpers for the benchmark: timing loops, fresh-process import times, python-chess reference.

python-chess is the reference because it is the fastest pure-Python engine with rich
rules we know of; its random playout (list the legal moves, pick one, push it) is
the yardstick for ours (list the legal actions, pick one, apply it).
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable

_IMPORT_SNIPPET = (
    "import time; t = time.process_time(); import {module}; "
    "print(time.process_time() - t)"
)


def import_seconds(module: str, repeat: int = 5) -> float:
    """Median CPU time of ``import module`` in a fresh interpreter (seconds).

    Each run is a new ``python -c`` process, so nothing is cached in memory;
    the first run warms the file-system cache and is discarded. CPU time, not
    wall time, so that other work on the machine does not count.
    """
    times = []
    for i in range(repeat + 1):
        out = subprocess.run(
            [sys.executable, "-c", _IMPORT_SNIPPET.format(module=module)],
            capture_output=True, text=True, check=True,
        )
        if i:
            times.append(float(out.stdout.strip()))
    return statistics.median(times)


def rate(fn: Callable[[], int], budget: float) -> tuple[float, int, float]:
    """Call ``fn`` (which returns a count of work units) until ``budget`` CPU seconds pass.

    The clock is this process's CPU time, so the rate does not drop when other
    processes share the cores (wall-clock rates on a busy machine say more about
    the machine than the code).

    Returns
    -------
    (units per CPU second, units, CPU seconds)
    """
    units = 0
    start = time.process_time()
    elapsed = 0.0
    while elapsed < budget:
        units += fn()
        elapsed = time.process_time() - start
    return units / elapsed, units, elapsed


def chess_playout(rng: random.Random, max_plies: int = 400) -> int:
    """One random game of chess; returns the number of plies pushed.

    Stops at checkmate/stalemate (no legal move), insufficient material, the
    fifty-move rule or ``max_plies``.
    """
    import chess

    board = chess.Board()
    plies = 0
    while plies < max_plies:
        moves = list(board.legal_moves)
        if not moves or board.is_insufficient_material() or board.halfmove_clock >= 100:
            break
        board.push(moves[rng.randrange(len(moves))])
        plies += 1
    return plies


def chess_games(seeds: list[int]) -> int:
    """Random chess games, one per seed (a picklable task for a worker); total plies."""
    return sum(chess_playout(random.Random(seed)) for seed in seeds)


def chess_plies_per_second(budget: float = 2.0, seed: int = 0) -> tuple[float, float]:
    """Random-playout plies/s and games/s of python-chess."""
    rng = random.Random(seed)
    games = [0]

    def one() -> int:
        games[0] += 1
        return chess_playout(rng)

    per_s, _, elapsed = rate(one, budget)
    return per_s, games[0] / elapsed


def interleaved(a: Callable[[], int], b: Callable[[], int], budget: float,
                slices: int = 6) -> tuple[tuple[float, int, float], tuple[float, int, float]]:
    """Rates of ``a`` and ``b`` measured in alternating CPU-time slices.

    Each gets ``budget / slices`` CPU seconds at a time, turn about, ``slices``
    times, so a change in what else runs on the machine slows both alike and their
    ratio stays fair.

    Returns
    -------
    ((units/s, units, seconds) for a, (units/s, units, seconds) for b)
    """
    totals = [[0, 0.0], [0, 0.0]]
    for _ in range(slices):
        for i, fn in enumerate((a, b)):
            _, units, secs = rate(fn, budget / slices)
            totals[i][0] += units
            totals[i][1] += secs
    return tuple((u / s, u, s) for u, s in totals)  # type: ignore[return-value]
