"""Matplotlib plots of simulation results."""

from __future__ import annotations

import pytest

from lunarrules.whatif import plots, simulate
from tests.kernel.toy import GAME

# conftest sets MPLBACKEND=Agg, so no window opens.


@pytest.fixture(scope="module")
def res():
    return simulate(GAME, players=2, policies=["greedy", "random"], n=60, seed=2, rotate=True,
                    progress=False)


def test_win_rate_bars_carry_wilson_intervals(res):
    ax = plots.plot_win_rates(res, "policy")
    bars = ax.patches
    rates = res.win_rates("policy")
    assert [round(b.get_height(), 9) for b in bars] == [round(w["rate"], 9) for w in rates]
    # One error bar per policy, spanning the Wilson interval.
    segs = ax.collections[0].get_segments()
    for seg, w in zip(segs, rates, strict=True):
        assert seg[0][1] == pytest.approx(w["low"]) and seg[1][1] == pytest.approx(w["high"])


def test_score_and_length_histograms(res):
    ax = plots.plot_scores(res)
    assert len(ax.get_legend().get_texts()) == 2
    ax = plots.plot_lengths(res)
    assert sum(p.get_height() for p in ax.patches) == len(res)


@pytest.mark.english
def test_all_in_one_figure(res):
    fig = res.plot()
    assert len(fig.axes) == 4
    with pytest.raises(ValueError, match="kind must be"):
        res.plot("pie")
