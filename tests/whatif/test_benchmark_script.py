"""``make bench`` keeps working: the benchmark script runs end to end on the toy game.

Only that it runs and prints its table is checked here; the figures themselves
depend on the machine (see benchmarks/README.md).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_benchmark_runs_on_the_toy_game():
    out = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "run.py"), "--quick", "--budget", "0.05",
         "--game", "tests.kernel.toy:GAME", "--skip-parallel"],
        capture_output=True, text=True, timeout=300, cwd=ROOT,
    )
    assert out.returncode == 0, out.stderr
    text = out.stdout
    assert "random plies/s" in text
    assert "toy_race" in text and "x chess" in text and "snapshot trips/s" in text
    assert "import lunarrules" in text and "import chess" in text


def test_parallel_measurement_runs_on_the_toy_game():
    # The 2-worker figures: the same games serially and on a pool (checked equal
    # inside), with python-chess on the same pool as the machine's reference.
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        from run import bench_parallel
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    p = bench_parallel("tests.kernel.toy:GAME", 0.2, rounds=2)
    assert p["n"] >= 8 and p["n"] % 2 == 0  # two rounds of the same size
    for key in ("serial_s", "pool_s", "speedup", "reference", "cpu_serial"):
        assert p[key] > 0, key


def test_planet_unknown_and_widget_benchmarks_run():
    pu = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "bench_planet_unknown.py"), "0.1"],
                        capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert pu.returncode == 0, pu.stderr
    assert re.search(r"\(\d+ squares covered, \d+ legal placements\)", pu.stdout), pu.stdout
    assert "as the engine's place actions" in pu.stdout
    assert "ratio:" in pu.stdout
    wid = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "bench_widgets.py"), "--clicks", "2"],
                         capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert wid.returncode == 0, wid.stderr
    assert "worst median" in wid.stdout and "tiny_epic_galaxies" in wid.stdout
