"""simulate(): seeded, the same serially and on any executor, with a table of records."""

from __future__ import annotations

import csv
import importlib
import io
import math
from concurrent.futures import ProcessPoolExecutor

import pytest

from lunarrules.errors import InvalidOption, UnknownGame
from lunarrules.kernel.chance import derive_seed
from lunarrules.kernel.game import available
from lunarrules.whatif import simulate, wilson
from lunarrules.whatif.simulate import TRUNCATED, _guided_chunks, game_ref, load_game
from tests.kernel.toy import GAME

from .conftest import loaded_game

REAL = available()


def test_same_seed_same_results_and_per_game_seeds():
    a = simulate(GAME, players=2, n=30, seed=4, progress=False)
    b = simulate(GAME, players=2, n=30, seed=4, progress=False, chunksize=7)
    assert a == b
    assert [r.seed for r in a] == [derive_seed(4, "game", i) for i in range(30)]
    assert a != simulate(GAME, players=2, n=30, seed=5, progress=False)


@pytest.mark.parametrize("n,workers", [(1, 2), (7, 2), (1000, 2), (5000, 8), (20, 3)])
def test_guided_chunks_cover_every_game_once_large_first(n, workers):
    chunks = list(_guided_chunks(n, workers))
    assert [i for c in chunks for i in c] == list(range(n))
    sizes = [len(c) for c in chunks]
    assert sizes == sorted(sizes, reverse=True) and max(sizes) <= 500
    assert sizes[0] == min(500, -(-n // (2 * workers)))
    assert sizes[-1] == 1  # the last tasks are single games: no long tail on one worker
    # few tasks: about 2 * workers * ln(n), not one per game
    assert len(chunks) <= 2 * workers * (1 + math.log(n))


def test_process_pool_equals_serial():
    serial = simulate(GAME, players=3, policies=["greedy", "random"], n=40, seed=9, progress=False)
    with ProcessPoolExecutor(max_workers=2) as ex:
        pooled = simulate(GAME, players=3, policies=["greedy", "random"], n=40, seed=9,
                          executor=ex, chunksize=3, progress=False)
    assert pooled == serial
    assert simulate(GAME, players=3, policies=["greedy", "random"], n=40, seed=9,
                    jobs=2, progress=False) == serial


def test_records_hold_what_the_game_says():
    res = simulate(GAME, players=2, n=25, seed=1, progress=False)
    for r in res:
        s = GAME.new(players=2, seed=r.seed)
        assert r.players == 2 and r.policies == ("random", "random")
        assert len(r.scores) == 2 and r.winners and r.length > 0
        assert max(r.scores) >= 10 and r.scores[r.winners[0]] == max(r.scores)
        assert r.reason == f"P{r.winners[0] + 1} reached 10"
        assert not s.is_over
    assert [r.index for r in res] == list(range(25))


def test_truncated_games_are_marked():
    res = simulate(GAME, players=2, n=5, seed=1, progress=False, max_actions=2)
    assert all(r.reason == TRUNCATED and r.winners == () and r.length == 2 for r in res)
    assert all(r.truncated for r in res)


def test_options_reach_the_game():
    res = simulate(GAME, players=2, n=10, seed=1, progress=False, goal=15)
    assert all("reached 15" in r.reason for r in res)


@pytest.mark.english
def test_tables_pandas_and_csv(tmp_path):
    res = simulate(GAME, players=2, n=12, seed=3, progress=False)
    df = res.to_pandas()
    assert list(df.columns) == ["index", "seed", "players", "length", "reason", "winners", "tie",
                                "score_P1", "policy_P1", "score_P2", "policy_P2"]
    assert len(df) == 12 and df["length"].tolist() == [r.length for r in res]
    seats = res.to_pandas(per="seat")
    assert len(seats) == 24 and seats["won"].sum() == sum(len(r.winners) for r in res)
    path = tmp_path / "out.csv"
    res.to_csv(path)
    rows = list(csv.DictReader(path.open()))
    assert len(rows) == 12 and rows[0]["seed"] == str(res[0].seed)
    buf = io.StringIO()
    res.to_csv(buf)
    assert buf.getvalue() == res.to_csv()
    assert "seat P1" in res.summary() and "<table>" in res._repr_html_()


def test_win_rates_with_wilson_intervals():
    res = simulate(GAME, players=2, n=50, seed=3, progress=False)
    rates = res.win_rates("seat")
    assert sum(w["wins"] for w in rates) == sum(len(r.winners) for r in res)
    for w in rates:
        assert (w["low"], w["high"]) == wilson(w["wins"], w["games"])
        assert w["low"] <= w["rate"] <= w["high"]


def test_wilson_known_values():
    lo, hi = wilson(5, 10)
    assert round(lo, 4) == 0.2366 and round(hi, 4) == 0.7634
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(0, 20)
    assert lo == 0.0 and 0.15 < hi < 0.17


def test_rotation_moves_policies_round_the_seats():
    res = simulate(GAME, players=2, policies=["greedy", "random"], n=4, seed=1, rotate=True,
                   progress=False)
    assert [r.policies for r in res] == [("greedy", "random"), ("random", "greedy")] * 2


def test_progress_bar_counts_every_game(capsys):
    simulate(GAME, players=2, n=7, seed=1, progress=True)
    err = capsys.readouterr().err
    assert "7/7" in err


@pytest.mark.english
def test_bad_input_is_refused_early():
    with pytest.raises(UnknownGame, match="no game 'chess'"):
        simulate("chess", n=1, progress=False)
    with pytest.raises(InvalidOption, match="2-3 players"):
        simulate(GAME, players=5, n=1, progress=False)
    with pytest.raises(ValueError, match="unknown policy"):
        simulate(GAME, players=2, policies="clever", n=1, progress=False)
    with pytest.raises(ValueError, match="n must be"):
        simulate(GAME, players=2, n=-1, progress=False)


def test_unregistered_games_travel_by_module_reference():
    assert game_ref(GAME) == ("tests.kernel.toy:GAME", None)
    assert load_game("tests.kernel.toy:GAME") is GAME


@pytest.mark.parametrize("gid", REAL)
def test_every_registered_game_simulates_the_same_on_two_workers(gid):
    g = loaded_game(gid)
    lo = g.players[0]
    serial = simulate(gid, players=lo, policies=["greedy", "random"], n=4, seed=2, progress=False)
    assert len(serial) == 4
    for r in serial:
        assert not r.truncated, f"{gid}: game {r.index} did not end"
        assert r.winners and len(r.scores) == lo
    assert simulate(gid, players=lo, policies=["greedy", "random"], n=4, seed=2, jobs=2,
                    chunksize=1, progress=False) == serial


def test_workers_stay_light():
    # What a worker imports to play: lunarrules and the what-if core, nothing heavy.
    import subprocess
    import sys

    code = (
        "import sys; from lunarrules.whatif.simulate import _play_chunk; "
        "_play_chunk('tests.kernel.toy:GAME', None, 2, ['greedy', 'random'], 1, range(3), {}, False, 100); "
        "print(' '.join(m for m in ('networkx', 'ipywidgets', 'pandas', 'tqdm', 'matplotlib', "
        "'graphviz', 'distributed') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         check=True)
    assert out.stdout.strip() == ""


@pytest.mark.english
def test_unpicklable_policy_is_refused_before_work_starts():
    with ProcessPoolExecutor(max_workers=1) as ex:
        with pytest.raises(ValueError, match="cannot be sent to worker processes"):
            simulate(GAME, players=2, policies=lambda s, rng: s.legal_actions()[0], n=4,
                     executor=ex, progress=False)
    # Serially any callable works.
    res = simulate(GAME, players=2, policies=lambda s, rng: s.legal_actions()[0], n=2, progress=False)
    assert res[0].policies == ("<lambda>", "<lambda>")


@pytest.mark.english
def test_unpicklable_policy_with_jobs_leaves_no_pool_behind():
    import multiprocessing

    before = {p.pid for p in multiprocessing.active_children()}
    with pytest.raises(ValueError, match="cannot be sent"):
        simulate(GAME, players=2, policies=lambda s, rng: s.legal_actions()[0], n=4, jobs=2,
                 progress=False)
    assert {p.pid for p in multiprocessing.active_children()} <= before


@pytest.mark.english
@pytest.mark.parametrize("jobs", [0, -2, True, 1.5, "2"])
def test_jobs_below_one_or_not_a_whole_number_is_refused_like_the_cli(jobs, monkeypatch):
    # The command line refuses --jobs 0 ("--jobs must be at least 1"); the API did run
    # the games serially. Refused before any game is played.
    sim = importlib.import_module("lunarrules.whatif.simulate")
    monkeypatch.setattr(sim, "_play_chunk", lambda *a, **k: pytest.fail("a game was played"))
    with pytest.raises(InvalidOption) as e:
        simulate(GAME, players=2, n=3, jobs=jobs, progress=False)
    assert f"jobs must be a whole number of at least 1 (1 runs serially), not {jobs!r}" in str(e.value)


@pytest.mark.english
@pytest.mark.parametrize("chunksize", [0, -1, False])
def test_chunksize_below_one_is_refused(chunksize):
    with pytest.raises(InvalidOption, match=f"chunksize must be a whole number of at least 1, not {chunksize!r}"):
        simulate(GAME, players=2, n=3, chunksize=chunksize, progress=False)


def test_jobs_none_and_one_still_run():
    assert len(simulate(GAME, players=2, n=3, jobs=1, progress=False)) == 3
    assert len(simulate(GAME, players=2, n=3, jobs=None, progress=False)) == 3


def test_whole_scores_print_whole_in_the_csv_and_the_notebook_table():
    res = simulate(GAME, players=2, n=2, seed=1, progress=False)
    assert all(type(s) is float for r in res for s in r.scores)  # the records keep floats
    rows = list(csv.DictReader(io.StringIO(res.to_csv())))
    assert rows[0]["score_P1"] == str(int(res[0].scores[0]))
    html = res._repr_html_()
    assert f"<td>{int(res[0].scores[0])}</td>" in html and ".0</td>" not in html
