"""``lunarrules simulate`` through its register()/run() pair."""

from __future__ import annotations

import argparse
import csv
import subprocess
import sys
from dataclasses import replace

import pytest

from lunarrules.whatif.cli import main, register
from tests.kernel.toy import GAME

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


@pytest.mark.english
def test_simulate_writes_csv(tmp_path, capsys):
    out = tmp_path / "r.csv"
    code = main(["simulate", TOY, "--players", "2", "-n", "20", "--policy", "greedy",
                 "--policy", "random", "--rotate", "--jobs", "2", "--out", str(out), "--no-progress"])
    assert code == 0
    text = capsys.readouterr().out
    assert "20 games" in text and "policy greedy" in text and "wrote 20 rows" in text
    rows = list(csv.DictReader(out.open()))
    assert len(rows) == 20 and {r["policy_P1"] for r in rows} == {"greedy", "random"}


@pytest.mark.english
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


@pytest.mark.english
def test_no_traceback_in_a_real_process(tmp_path):
    proc = subprocess.run(
        [sys.executable, "-m", "lunarrules.whatif.cli", "simulate", "nope", "-n", "3"],
        capture_output=True, text=True, timeout=60,
    )
    assert proc.returncode == 2
    assert "lunarrules simulate: no game 'nope'" in proc.stderr
    assert "Traceback" not in proc.stderr


def _no_simulation(monkeypatch):
    """Make any simulation fail the test: the refusals must come before it."""
    import importlib

    sim = importlib.import_module("lunarrules.whatif.simulate")

    def refuse(*args, **kwargs):
        raise AssertionError("the simulation ran before the refusal")

    monkeypatch.setattr(sim, "simulate", refuse)


@pytest.mark.english
def test_more_policies_than_seats_are_refused_naming_the_count(capsys, monkeypatch):
    _no_simulation(monkeypatch)
    argv = ["simulate", TOY, "--players", "2", "--policy", "greedy", "--policy", "random",
            "--policy", "greedy", "--no-progress"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert (
        "3 --policy values for a 2-player game: without --rotate only the first 2 would play; "
        "give at most 2 (one per seat), or add --rotate so that all 3 take turns in the seats"
    ) in err
    # the default player count is the game's smallest (2 for the toy game)
    assert main(argv[:2] + argv[4:]) == 2
    assert "for a 2-player game" in capsys.readouterr().err


def test_more_policies_than_seats_rotate_round_the_seats(capsys):
    code = main(["simulate", TOY, "--players", "2", "-n", "3", "--policy", "greedy", "--policy",
                 "random", "--policy", "greedy", "--rotate", "--no-progress"])
    assert code == 0


@pytest.mark.english
def test_out_in_a_missing_folder_is_refused_before_simulating(tmp_path, capsys, monkeypatch):
    _no_simulation(monkeypatch)
    out = tmp_path / "no_such_folder" / "r.csv"
    assert main(["simulate", TOY, "--players", "2", "--out", str(out), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert (
        f"cannot write {out}: the folder {out.parent} does not exist "
        "(create it first; simulate does not create folders)"
    ) in err
    assert not out.parent.exists()


@pytest.mark.english
def test_out_that_is_a_folder_is_refused_before_simulating(tmp_path, capsys, monkeypatch):
    _no_simulation(monkeypatch)
    assert main(["simulate", TOY, "--out", str(tmp_path), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert f"cannot write {tmp_path}: it is a folder; give a file name such as" in err


FIXED = replace(GAME, id="toy_fixed", title="Toy duel", players=(2, 2))


@pytest.mark.english
def test_a_fixed_player_count_reads_as_one_number(capsys, monkeypatch):
    _no_simulation(monkeypatch)
    assert main(["simulate", "tests.whatif.test_cli:FIXED", "--players", "3", "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "Toy duel is for 2 players, not 3" in err and "2-2" not in err
    assert main(["simulate", TOY, "--players", "9", "--no-progress"]) == 2
    assert "Toy race is for 2-3 players, not 9" in capsys.readouterr().err


@pytest.mark.english
def test_one_game_one_row_read_in_the_singular(tmp_path, capsys):
    out = tmp_path / "r.csv"
    assert main(["simulate", TOY, "--players", "2", "-n", "1", "--out", str(out), "--no-progress"]) == 0
    text = capsys.readouterr().out
    assert "1 game," in text and "1 games" not in text
    assert f"wrote 1 row to {out}" in text
    row = next(csv.DictReader(out.open()))
    assert "." not in row["score_P1"] + row["score_P2"]  # whole scores as whole numbers
