"""Planet Unknown speeds: placement enumeration, random playouts, and python-chess beside them.

Usage: ``python benchmarks/bench_planet_unknown.py [seconds]``. ``benchmarks/run.py``
measures every game's playouts; this adds what is special to Planet Unknown. Prints

* the time to enumerate every legal placement (all orientations) of both depot
  tiles on a mid-game planet, per call, as ``(orientation, row, col)`` tuples and
  as the engine's place actions;
* random-playout actions/s (list the legal actions, pick one, apply it; 2-6
  players in turn) and python-chess random plies/s, measured in alternating
  slices of process CPU time so a busy shared machine slows both alike, and
  their ratio.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time

import lunarrules as lr
from lunarrules.games.planet_unknown import geometry as pl
from lunarrules.games.planet_unknown import legal

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import chess_playout, interleaved  # noqa: E402


def mid_game_state(seed: int = 0, players: int = 3):
    """A random game played until the acting player's planet is about half covered."""
    g = lr.game("planet_unknown")
    rng = random.Random(seed)
    s = g.new(players=players, seed=seed)
    while True:
        if s.phase == "place" and pl.count(s.seat(s.to_act).covered) >= 60:
            return s
        legal = s.legal_actions()
        nxt = s.apply(legal[rng.randrange(len(legal))])
        if nxt.is_over:
            s = g.new(players=players, seed=seed + 1000)
            continue
        s = nxt


def enumeration_seconds(calls: int = 2000) -> tuple[float, float, int, int]:
    """Median seconds to list both depot tiles' legal placements.

    Returns (as ``(orientation, row, col)`` tuples, as the engine's place actions,
    placements, squares covered). The second is what a playout or a widget click
    pays: ``legal_actions()`` on a fresh position.
    """
    s = mid_game_state()
    p = s.to_act
    times, actions = [], []
    n = 0
    for _ in range(calls):
        t0 = time.perf_counter()
        n = len(legal.placements(s, p, "inner")) + len(legal.placements(s, p, "outer"))
        times.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        listed = s._legal_actions()
        actions.append(time.perf_counter() - t0)
    if len(listed) != n:
        raise RuntimeError(f"the engine lists {len(listed)} placements, the enumeration {n}")
    return statistics.median(times), statistics.median(actions), n, pl.count(s.seat(p).covered)


_SEEDS = iter(range(10**9))


def pu_game(rng: random.Random) -> int:
    """One random game (2-6 players in turn); its number of actions."""
    seed = next(_SEEDS)
    s = lr.game("planet_unknown").new(players=2 + seed % 5, seed=seed)
    plies = 0
    while not s.is_over:
        legal = s.legal_actions()
        s = s.apply(legal[rng.randrange(len(legal))])
        plies += 1
    return plies


def main(seconds: float = 10.0) -> None:
    med, med_actions, n, covered = enumeration_seconds()
    print(f"placement enumeration, both depot tiles, mid-game planet ({covered} squares covered, "
          f"{n} legal placements): {med * 1e6:.0f} µs per call as (orientation, row, col); "
          f"{med_actions * 1e6:.0f} µs as the engine's place actions")
    rng = random.Random(1)
    (pu, _, _), (ch, _, _) = interleaved(lambda: pu_game(rng), lambda: chess_playout(rng), seconds)
    print(f"Planet Unknown random playouts: {pu:,.0f} actions/s")
    print(f"python-chess random playouts:   {ch:,.0f} plies/s")
    print(f"ratio: {pu / ch:.2f}  (load average {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 10.0)
