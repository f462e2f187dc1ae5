"""Benchmark: how fast the engines play, beside python-chess measured in the same run.

Run with ``make bench`` (or ``python benchmarks/run.py``). It prints one table:

* per registered game: random-playout actions/s and games/s, each as a ratio to
  python-chess's random-playout plies/s (target: Tiny Epic Galaxies >= 2x,
  the others >= 1.5x); the cost of one pure ``apply`` and JSON round trips/s
  (``from_json(to_json(s))`` at positions sampled through games);
* ``import lunarrules`` against ``import chess``, each in a fresh interpreter
  (target: lunarrules <= chess);
* simulated games/s serially and on 2 local worker processes (target >= 1.8x on
  2 idle cores), and what a local Dask cluster adds for a small job.

Options: ``--quick`` (short budgets), ``--budget SECONDS`` (per measurement),
``--game ID`` (repeatable; also ``package.module:GAME`` for an unregistered game),
``--skip-parallel``. Figures depend on the machine and on what else runs on it;
the load average is printed with them.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(1, str(Path(__file__).resolve().parent.parent))

from common import (  # noqa: E402
    chess_games,
    chess_playout,
    chess_plies_per_second,
    import_seconds,
    interleaved,
    rate,
)

#: Target ratios of random-playout actions/s to python-chess plies/s.
TARGETS = {"tiny_epic_galaxies": 2.0}
DEFAULT_TARGET = 1.5
PARALLEL_TARGET = 1.8
#: Target mid-game snapshot save + load round trips per second.
SNAPSHOT_TARGET = 20_000


def load_games(ids: list[str] | None):
    """``[(id, game)]`` for the requested or all registered games, and ``[(id, why)]`` skipped."""
    from lunarrules.kernel.game import available
    from lunarrules.whatif.simulate import load_game

    ids = ids or available()
    ok, skipped = [], []
    for gid in ids:
        try:
            ok.append((gid, load_game(gid)))
        except Exception as e:  # noqa: BLE001 - report any game that does not load, go on
            skipped.append((gid, f"{type(e).__name__}: {e}"[:120]))
    return ok, skipped


def random_playout(game, players: int, seed: int, rng: random.Random, sample: list | None = None,
                   every: int = 0) -> int:
    """Play one random game; returns actions applied. Optionally keep sampled positions."""
    s = game.new(players=players, seed=seed)
    n = 0
    while not s.is_over and n < 20_000:
        legal = s.legal_actions()
        a = legal[rng.randrange(len(legal))]
        if sample is not None and every and n % every == 0:
            sample.append((s, a))
        s = s.apply(a)
        n += 1
    return n


def bench_game(game, budget: float) -> dict:
    players = game.players[0]
    rng = random.Random(1)
    seeds = iter(range(10**9))
    games = [0]

    def one() -> int:
        games[0] += 1
        return random_playout(game, players, next(seeds), rng)

    chess_rng = random.Random(2)

    def chess_one() -> int:
        return chess_playout(chess_rng)

    one()  # warm caches (content, lazy imports) outside the timed loop
    chess_one()
    games[0] = 0
    # The game and python-chess in alternating slices: the ratio is fair even
    # when the load on the machine changes during the run.
    (per_s, actions, elapsed), (chess_s, _, _) = interleaved(one, chess_one, 2 * budget)
    out = {"players": players, "actions_s": per_s, "games_s": games[0] / elapsed,
           "mean_len": actions / max(1, games[0]), "chess_s": chess_s}

    # Pure apply cost, on positions sampled from a few games.
    sample: list = []
    for seed in range(5):
        random_playout(game, players, 10_000 + seed, rng, sample, every=3)
    for s, _ in sample:
        s.legal_actions()  # computed before timing: we time apply only
    reps = max(1, int(20_000 / max(1, len(sample))))
    t = time.process_time()
    for _ in range(reps):
        for s, a in sample:
            s.apply(a)
    out["apply_us"] = (time.process_time() - t) / (reps * len(sample)) * 1e6

    # Mid-game snapshot round trips: save the position and load it back (checked,
    # nothing replayed), at positions 30-50% of the way through sampled games.
    ends = {}
    for s, _ in sample:
        ends[s.seed] = max(ends.get(s.seed, 0), s.steps)
    mid = [s for s, _ in sample if 0.3 <= s.steps / max(1, ends[s.seed]) <= 0.5] or [
        s for s, _ in sample]
    positions = mid[:: max(1, len(mid) // 20)]
    i = [0]

    def trip(history: bool) -> int:
        s = positions[i[0] % len(positions)]
        i[0] += 1
        back = game.from_json(s.to_json(history=history))
        if back.steps != s.steps:
            raise RuntimeError(f"{game.id}: JSON round trip lost steps")
        return 1

    out["snapshot_s"], _, _ = rate(lambda: trip(False), budget / 2)
    out["json_s"], _, _ = rate(lambda: trip(True), budget / 2)
    out["json_mean_steps"] = sum(p.steps for p in positions) / len(positions)
    return out


def bench_parallel(ref: str, budget: float, rounds: int = 4) -> dict:
    """Games/s serially and on a warm 2-process pool, for the same games.

    Wall-clock speedup is what a user sees, but only means something on idle
    cores. The games are split into ``rounds`` runs, each played serially and then
    on the pool, so a change in the machine's speed during the measurement (shared
    hosts drift by tens of percent) weighs on both sides alike. Each round also
    plays random python-chess games serially and on the same pool, in the same
    guided chunks: a task with nothing to share, so its speedup is what two busy
    cores of this machine give at best (the reference).
    """
    from concurrent.futures import ProcessPoolExecutor

    from lunarrules.whatif.simulate import _guided_chunks, simulate

    # Size the run so the serial part takes about ``budget`` CPU seconds.
    simulate(ref, n=4, seed=1, progress=False, jobs=1)  # load and warm up
    t = time.process_time()
    probe = simulate(ref, n=8, seed=2, progress=False, jobs=1)
    per_game = (time.process_time() - t) / len(probe)
    m = max(4, int(budget / rounds / max(per_game, 1e-4)))
    t = time.process_time()
    chess_games(list(range(8)))
    k = max(4, int(budget / rounds / max((time.process_time() - t) / 8, 1e-4)))
    t_serial = t_pool = c_serial = ref_serial = ref_pool = 0.0
    t = time.perf_counter()
    with ProcessPoolExecutor(max_workers=2) as ex:
        # Start both workers and load the game in each before timing (a warm pool).
        simulate(ref, n=2, seed=99, progress=False, executor=ex, chunksize=1)
        list(ex.map(chess_games, [[0], [1]]))
        started = time.perf_counter() - t
        for r in range(rounds):
            t, c = time.perf_counter(), time.process_time()
            serial = simulate(ref, n=m, seed=7 + r, progress=False, jobs=1)
            t_serial += time.perf_counter() - t
            c_serial += time.process_time() - c
            t = time.perf_counter()
            pooled = simulate(ref, n=m, seed=7 + r, progress=False, executor=ex)
            t_pool += time.perf_counter() - t
            if pooled != serial:
                raise RuntimeError(f"{ref}: results on 2 workers differ from the serial run")
            seeds = [k * r + i for i in range(k)]
            t = time.perf_counter()
            plies = chess_games(seeds)
            ref_serial += time.perf_counter() - t
            t = time.perf_counter()
            tasks = [ex.submit(chess_games, [seeds[i] for i in c]) for c in _guided_chunks(k, 2)]
            if sum(f.result() for f in tasks) != plies:
                raise RuntimeError("python-chess games on 2 workers differ from the serial run")
            ref_pool += time.perf_counter() - t
    n = m * rounds
    return {"n": n, "serial_s": n / t_serial, "pool_s": n / t_pool, "speedup": t_serial / t_pool,
            "reference": ref_serial / ref_pool, "pool_start": started, "cpu_serial": c_serial / n}


def bench_dask(ref: str) -> dict:
    """What a local Dask cluster (2 processes) adds for a small job."""
    from distributed import Client, LocalCluster

    from lunarrules.whatif.simulate import simulate

    t = time.perf_counter()
    cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                           dashboard_address=None, silence_logs=40)
    client = Client(cluster)
    startup = time.perf_counter() - t
    try:
        client.submit(abs, -1).result()
        t = time.perf_counter()
        for i in range(20):
            client.submit(abs, -i, pure=False).result()
        roundtrip = (time.perf_counter() - t) / 20
        n = 20
        t = time.perf_counter()
        serial = simulate(ref, n=n, seed=3, progress=False, jobs=1)
        t_serial = time.perf_counter() - t
        with client.get_executor() as ex:
            simulate(ref, n=2, seed=99, progress=False, executor=ex)  # ship code once
            t = time.perf_counter()
            on_dask = simulate(ref, n=n, seed=3, progress=False, executor=ex, chunksize=5)
            t_dask = time.perf_counter() - t
        if on_dask != serial:
            raise RuntimeError(f"{ref}: Dask results differ from the serial run")
    finally:
        client.close()
        cluster.close()
    return {"startup": startup, "roundtrip": roundtrip, "n": n, "serial": t_serial, "dask": t_dask}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="short budgets (a rough run in ~1 minute)")
    ap.add_argument("--budget", type=float, default=None, help="seconds per measurement (default 3)")
    ap.add_argument("--game", action="append", default=None, help="game id or module:GAME (repeatable)")
    ap.add_argument("--skip-parallel", action="store_true", help="skip the worker and Dask measurements")
    args = ap.parse_args(argv)
    budget = args.budget or (1.0 if args.quick else 3.0)

    print(f"lunarrules benchmark  (python {sys.version.split()[0]}, {os.cpu_count()} cores, "
          f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())})")
    import chess

    chess_plies, chess_games = chess_plies_per_second(budget)
    imp_lr = import_seconds("lunarrules", 3 if args.quick else 5)
    imp_chess = import_seconds("chess", 3 if args.quick else 5)
    print(f"python-chess {chess.__version__}: {chess_plies:,.0f} random plies/s, "
          f"{chess_games:,.1f} games/s (per CPU second, as every rate below)\n")

    games, skipped = load_games(args.game)
    header = (f"{'game':<24}{'players':>7}{'actions/s':>11}{'chess/s':>9}{'x chess':>9}{'target':>8}{'':>3}"
              f"{'games/s':>9}{'len':>6}{'apply us':>10}{'snapshot trips/s':>20}{'with moves':>15}")
    print(header)
    print("-" * len(header))
    rows = []
    for gid, g in games:
        try:
            r = bench_game(g, budget)
        except Exception as e:  # noqa: BLE001 - one broken game must not stop the report
            skipped.append((gid, f"failed: {type(e).__name__}: {e}"[:120]))
            continue
        ratio = r["actions_s"] / r["chess_s"]
        target = TARGETS.get(g.id, DEFAULT_TARGET)
        mark = "ok" if ratio >= target else "--"
        rows.append((gid, r, ratio, target))
        print(f"{g.id:<24}{r['players']:>7}{r['actions_s']:>11,.0f}{r['chess_s']:>9,.0f}{ratio:>8.2f}x{target:>7.1f}x{mark:>3}"
              f"{r['games_s']:>9,.1f}{r['mean_len']:>6.0f}{r['apply_us']:>10.1f}"
              f"{r['snapshot_s']:>11,.0f} {'ok' if r['snapshot_s'] >= SNAPSHOT_TARGET else '--'}"
              f" @{r['json_mean_steps']:>3.0f}{r['json_s']:>13,.0f}")
    for gid, why in skipped:
        print(f"{gid:<24} not measured: {why}")
    print("(chess/s: python-chess random plies/s measured in slices alternating with the game's;\n"
          " x chess: the ratio; snapshot trips: from_json(to_json(s, history=False)) mid-game,\n"
          f" a mean of N actions in, target >= {SNAPSHOT_TARGET:,}/s; with moves: the same save "
          "holding the moves and the log)\n")

    ok = "ok" if imp_lr <= imp_chess else "--"
    print(f"{'import lunarrules':<24}{imp_lr * 1000:>8.1f} ms CPU   import chess {imp_chess * 1000:.1f} ms   "
          f"ratio {imp_lr / imp_chess:.2f} (target <= 1.00) {ok}\n")

    if not args.skip_parallel and games:
        from lunarrules.whatif.simulate import game_ref

        print(f"{'simulate (random)':<24}{'games':>7}{'serial/s':>10}{'2 workers/s':>13}{'speedup':>9}"
              f"{'target':>8}{'chess speedup':>16}{'CPU ms/game':>13}")
        for gid, g in games:
            try:
                ref = game_ref(g)[0]
                p = bench_parallel(ref, budget)
            except Exception as e:  # noqa: BLE001
                print(f"{gid:<24} failed: {type(e).__name__}: {e}"[:140])
                continue
            mark = "ok" if p["speedup"] >= PARALLEL_TARGET else "--"
            print(f"{gid:<24}{p['n']:>7}{p['serial_s']:>10,.1f}{p['pool_s']:>13,.1f}{p['speedup']:>8.2f}x"
                  f"{PARALLEL_TARGET:>7.1f}x {mark}{p['reference']:>12.2f}x{p['cpu_serial'] * 1000:>13.1f}")
        print("(wall clock on a warm 2-process pool (game loaded in each worker), started in "
              f"{p['pool_start'] * 1000:.0f} ms and not counted; chess speedup: random python-chess\n"
              " games in the same rounds on the same pool, what two busy cores of this machine give; "
              f"the speedups need 2 idle cores, load average now {os.getloadavg()[0]:.1f})\n")
        try:
            ref = game_ref(games[0][1])[0]
            d = bench_dask(ref)
            print(f"Dask LocalCluster (2 processes): start {d['startup']:.2f} s, task round trip "
                  f"{d['roundtrip'] * 1000:.1f} ms; {d['n']} games of {games[0][0]}: serial "
                  f"{d['serial'] * 1000:.0f} ms, on Dask {d['dask'] * 1000:.0f} ms "
                  f"(overhead {(d['dask'] - d['serial']) * 1000:+.0f} ms)")
        except ImportError:
            print("Dask not installed: pip install 'lunarrules[sim]'")
    print(f"\nload average after: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
