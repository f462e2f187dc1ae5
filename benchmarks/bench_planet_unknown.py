"""Planet Unknown speeds: placement enumeration, random playouts, and python-chess beside them.

Usage: ``python benchmarks/bench_planet_unknown.py [seconds]``. Prints

* the time to enumerate every legal placement (all orientations) of both depot
  tiles on a mid-game planet, per call;
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

import chess

import lunarrules as lr
from lunarrules.games.planet_unknown import placement as pl


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


def enumeration_seconds(calls: int = 2000) -> tuple[float, int, int]:
    """Median seconds to list both depot tiles' legal placements; (median, placements, covered)."""
    s = mid_game_state()
    p = s.to_act
    times = []
    n = 0
    for _ in range(calls):
        t0 = time.perf_counter()
        n = len(s.placements(p, "inner")) + len(s.placements(p, "outer"))
        times.append(time.perf_counter() - t0)
    return statistics.median(times), n, pl.count(s.seat(p).covered)


def pu_game(seed: int, rng: random.Random) -> int:
    """One random game (2-6 players by seed); its number of actions."""
    s = lr.game("planet_unknown").new(players=2 + seed % 5, seed=seed)
    plies = 0
    while not s.is_over:
        legal = s.legal_actions()
        s = s.apply(legal[rng.randrange(len(legal))])
        plies += 1
    return plies


def chess_game(seed: int, rng: random.Random) -> int:
    """One random chess game (list legal moves, choose, push); its plies."""
    b = chess.Board()
    plies = 0
    while not b.is_game_over():
        moves = list(b.legal_moves)
        b.push(moves[rng.randrange(len(moves))])
        plies += 1
    return plies


def rates(seconds: float) -> tuple[float, float]:
    """(Planet Unknown actions/s, chess plies/s), in alternating CPU-time slices."""
    totals = {"pu": [0, 0.0], "chess": [0, 0.0]}
    rng = random.Random(1)
    seed = 0
    while totals["pu"][1] + totals["chess"][1] < 2 * seconds:
        for name, play in (("pu", pu_game), ("chess", chess_game)):
            t0 = time.process_time()
            totals[name][0] += play(seed, rng)
            totals[name][1] += time.process_time() - t0
        seed += 1
    return totals["pu"][0] / totals["pu"][1], totals["chess"][0] / totals["chess"][1]


def main(seconds: float = 10.0) -> None:
    med, n, covered = enumeration_seconds()
    print(f"placement enumeration, both depot tiles, mid-game planet ({covered} squares covered, "
          f"{n} legal placements): {med * 1e6:.0f} µs per call")
    pu, ch = rates(seconds)
    print(f"Planet Unknown random playouts: {pu:,.0f} actions/s")
    print(f"python-chess random playouts:   {ch:,.0f} plies/s")
    print(f"ratio: {pu / ch:.2f}  (load average {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 10.0)
