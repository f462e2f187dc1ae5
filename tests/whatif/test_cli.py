"""``lunarrules simulate`` through its register()/run() pair."""

from __future__ import annotations

import argparse
import csv
import subprocess
import sys

from lunarrules.whatif.cli import main, register

TOY = "tests.kernel.toy:GAME"


def test_register_adds_simulate_with_run():
    parser = argparse.ArgumentParser(prog="lunarrules")
    sub = parser.add_subparsers(dest="command")
    register(sub)
    args = parser.parse_args(["simulate", "x", "--players", "3", "-n", "5", "--policy", "greedy",
                              "--jobs", "2", "--out", "r.csv", "--seed", "4"])
    assert (args.game, args.players, args.n, args.policy, args.jobs, args.out, args.seed) == (
        "x", 3, 5, ["greedy"], 2, "r.csv", 4)
    assert args.func.__name__ == "run"


def test_simulate_writes_csv(tmp_path, capsys):
    out = tmp_path / "r.csv"
    code = main(["simulate", TOY, "--players", "2", "-n", "20", "--policy", "greedy",
                 "--policy", "random", "--rotate", "--jobs", "2", "--out", str(out), "--no-progress"])
    assert code == 0
    text = capsys.readouterr().out
    assert "20 games" in text and "policy greedy" in text and "wrote 20 rows" in text
    rows = list(csv.DictReader(out.open()))
    assert len(rows) == 20 and {r["policy_P1"] for r in rows} == {"greedy", "random"}


def test_bad_input_is_one_clear_line(capsys):
    cases = [
        (["simulate", "no_such_game"], "no game 'no_such_game'"),
        (["simulate", TOY, "--players", "9"], "2-3 players"),
        (["simulate", TOY, "--policy", "clever"], "unknown policy 'clever'"),
        (["simulate", TOY, "-n", "0"], "-n must be at least 1"),
        (["simulate", TOY, "--jobs", "0"], "--jobs must be at least 1"),
    ]
    for argv, msg in cases:
        assert main(argv + ["--no-progress"]) == 2
        err = capsys.readouterr().err
        assert msg in err and "Traceback" not in err


def test_no_traceback_in_a_real_process(tmp_path):
    proc = subprocess.run(
        [sys.executable, "-m", "lunarrules.whatif.cli", "simulate", "nope", "-n", "3"],
        capture_output=True, text=True, timeout=60,
    )
    assert proc.returncode == 2
    assert "lunarrules simulate: no game 'nope'" in proc.stderr
    assert "Traceback" not in proc.stderr
