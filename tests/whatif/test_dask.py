"""simulate() on a real local Dask cluster (processes) gives the serial results."""

from __future__ import annotations

import pytest

from lunarrules.kernel.game import available
from lunarrules.whatif import simulate
from tests.kernel.toy import GAME

from .conftest import loaded_game


@pytest.fixture(scope="module")
def client():
    from distributed import Client, LocalCluster

    cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                           dashboard_address=None, silence_logs=40)
    c = Client(cluster)
    try:
        yield c
    finally:
        c.close()
        cluster.close()


def test_dask_executor_equals_serial(client):
    serial = simulate(GAME, players=3, policies=["greedy", "random"], n=30, seed=21, progress=False)
    with client.get_executor() as ex:
        on_dask = simulate(GAME, players=3, policies=["greedy", "random"], n=30, seed=21,
                           executor=ex, chunksize=4, progress=False)
    assert on_dask == serial
    # The work really ran in the worker processes, not here.
    assert len(client.scheduler_info()["workers"]) == 2


@pytest.mark.parametrize("gid", available())
def test_dask_runs_registered_games(client, gid):
    loaded_game(gid)
    serial = simulate(gid, n=3, seed=5, progress=False)
    with client.get_executor() as ex:
        assert simulate(gid, n=3, seed=5, executor=ex, chunksize=1, progress=False) == serial
