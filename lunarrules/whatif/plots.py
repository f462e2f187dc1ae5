"""Plots of simulation results (matplotlib, imported here only).

Each function takes :class:`~lunarrules.whatif.simulate.Results` and an optional
matplotlib ``ax`` and returns the ``ax``. Win rates carry 95% Wilson intervals.
"""

from __future__ import annotations

from typing import Any

from ..i18n import _


def _ax(ax):
    if ax is None:
        import matplotlib.pyplot as plt

        _fig, ax = plt.subplots(figsize=(5, 3.2))
    return ax


def plot_scores(results, ax=None, bins: int | None = None):
    """Histogram of final scores, one outline per seat.

    Parameters
    ----------
    results : Results
    ax : matplotlib Axes, optional
    bins : int, optional
        Default: one bin per whole score value (at most 40).

    Returns
    -------
    matplotlib Axes
    """
    ax = _ax(ax)
    rows = results.seat_rows()
    seats = sorted({r["seat"] for r in rows})
    values = [r["score"] for r in rows]
    if values:
        lo, hi = min(values), max(values)
        if bins is None:
            bins = max(1, min(40, int(hi - lo) + 1))
        for seat in seats:
            ax.hist(
                [r["score"] for r in rows if r["seat"] == seat],
                bins=bins, range=(lo - 0.5, hi + 0.5), histtype="step", linewidth=1.5,
                label=f"P{seat}",
            )
        ax.legend(title=_("seat"), fontsize="small")
    ax.set_xlabel(_("final score"))
    ax.set_ylabel(_("games"))
    ax.set_title(_("{game}: score distribution (n={n})").format(game=results.game_id, n=len(results)))
    return ax


def plot_lengths(results, ax=None, bins: int = 30):
    """Histogram of game length in actions, with the mean marked.

    Returns
    -------
    matplotlib Axes
    """
    ax = _ax(ax)
    lengths = [r.length for r in results]
    if lengths:
        ax.hist(lengths, bins=bins, color="#4c72b0")
        mean = sum(lengths) / len(lengths)
        ax.axvline(mean, color="black", linestyle="--", linewidth=1)
        ax.text(mean, ax.get_ylim()[1] * 0.95, " " + _("mean {mean}").format(mean=f"{mean:.0f}"),
                va="top", fontsize="small")
    ax.set_xlabel(_("game length (actions)"))
    ax.set_ylabel(_("games"))
    ax.set_title(_("{game}: game length").format(game=results.game_id))
    return ax


def plot_win_rates(results, by: str = "seat", ax=None, z: float = 1.96):
    """Win rate per seat or per policy, with Wilson intervals as error bars.

    Parameters
    ----------
    results : Results
    by : {"seat", "policy"}
    ax : matplotlib Axes, optional
    z : float
        Normal quantile of the interval (1.96: 95%).

    Returns
    -------
    matplotlib Axes
    """
    ax = _ax(ax)
    rates = results.win_rates(by, z)
    labels = [f"P{w[by]}" if by == "seat" else str(w[by]) for w in rates]
    heights = [w["rate"] for w in rates]
    err = [[w["rate"] - w["low"] for w in rates], [w["high"] - w["rate"] for w in rates]]
    ax.bar(labels, heights, yerr=err, capsize=4, color="#55a868")
    if by == "seat" and rates:
        players = results.max_players
        ax.axhline(1 / players, color="grey", linestyle=":", linewidth=1, label=f"1/{players}")
        ax.legend(fontsize="small")
    ax.set_ylim(0, 1)
    ax.set_ylabel(_("win rate"))
    title = (_("{game}: win rate by seat (95% Wilson CI)") if by == "seat" else
             _("{game}: win rate by policy (95% Wilson CI)") if by == "policy" else
             _("{game}: win rate by {by} (95% Wilson CI)"))
    ax.set_title(title.format(game=results.game_id, by=by))
    return ax


def plot(results, kind: str = "all", **kwargs: Any):
    """One plot by name (``"scores"``, ``"length"``, ``"seat"``, ``"policy"``) or ``"all"``.

    Returns
    -------
    matplotlib Axes, or a Figure for ``"all"``

    Raises
    ------
    ValueError
        For an unknown ``kind``.
    """
    if kind == "scores":
        return plot_scores(results, **kwargs)
    if kind == "length":
        return plot_lengths(results, **kwargs)
    if kind in ("seat", "policy"):
        return plot_win_rates(results, by=kind, **kwargs)
    if kind == "all":
        import matplotlib.pyplot as plt

        fig, axes = plt.subplots(2, 2, figsize=(10, 6.5))
        plot_scores(results, ax=axes[0][0])
        plot_lengths(results, ax=axes[0][1])
        plot_win_rates(results, "seat", ax=axes[1][0])
        plot_win_rates(results, "policy", ax=axes[1][1])
        fig.tight_layout()
        return fig
    raise ValueError(_("kind must be one of scores, length, seat, policy, all; not {value}").format(
        value=repr(kind)))
