"""Exact Tiny Epic Galaxies dice odds, against closed forms and Monte Carlo."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from lunarrules.whatif.odds import teg_at_least, teg_at_least_monte_carlo, teg_best_move


def closed_form_no_converter(k: int, n: int, rerolls: int) -> Fraction:
    """Reroll every die off the face each time: each die hits with 1 - (5/6)^(r+1)."""
    p = 1 - Fraction(5, 6) ** (rerolls + 1)
    return sum((math.comb(n, x) * p**x * (1 - p) ** (n - x) for x in range(k, n + 1)), Fraction(0))


@pytest.mark.parametrize("n", range(1, 8))
@pytest.mark.parametrize("energy", [0, 2])
def test_without_converter_matches_the_closed_form(n, energy):
    for k in range(0, n + 2):
        exact = teg_at_least(k, n, energy=energy, converter=False)
        want = closed_form_no_converter(k, n, 1 + energy) if 0 < k <= n else Fraction(k <= 0)
        assert exact == want, (k, n, energy)


def test_no_rerolls_no_converter_is_the_binomial_tail():
    for n in range(1, 8):
        for k in range(1, n + 1):
            assert teg_at_least(k, n, free_reroll=False, converter=False) == closed_form_no_converter(k, n, 0)


def test_converter_makes_one_die_out_of_three():
    # Three dice and no rerolls: the converter turns any roll into one die on the face.
    assert teg_at_least(1, 3, free_reroll=False) == 1
    # Two dice: the converter needs three, so only the roll counts.
    assert teg_at_least(1, 2, free_reroll=False) == teg_at_least(1, 2, free_reroll=False, converter=False)
    # k = n can never use it (it spends two dice).
    for n in range(3, 8):
        assert teg_at_least(n, n) == teg_at_least(n, n, converter=False)


def test_more_resources_never_hurt():
    for n in range(4, 8):
        for k in range(1, n + 1):
            base = teg_at_least(k, n, free_reroll=False, converter=False)
            free = teg_at_least(k, n, converter=False)
            conv = teg_at_least(k, n)
            rich = teg_at_least(k, n, energy=2)
            assert base <= free <= conv <= rich


@pytest.mark.parametrize(
    "k,n,energy,free,conv",
    [(3, 5, 0, True, True), (4, 7, 3, True, True), (2, 4, 1, False, True), (5, 6, 2, True, False)],
)
def test_monte_carlo_agrees_with_the_exact_value(k, n, energy, free, conv):
    exact = float(teg_at_least(k, n, energy=energy, free_reroll=free, converter=conv))
    trials = 6000
    est = teg_at_least_monte_carlo(k, n, trials, seed=k * 100 + n, energy=energy,
                                   free_reroll=free, converter=conv)
    sd = math.sqrt(exact * (1 - exact) / trials)
    assert abs(est - exact) < 4 * sd + 1e-9, (est, exact)


def test_best_move_explains_the_plan():
    assert teg_best_move(3, 2, 3) == ("stop", 1)
    move, p = teg_best_move(2, 3, 3, free_reroll=False)
    assert move == "convert" and p == 1
    move, p = teg_best_move(1, 4, 3, energy=1)
    # One on the face, four off, wanting three: reroll all four off the face.
    assert move == "reroll 4" and 0 < p < 1


def test_bad_input():
    with pytest.raises(ValueError, match="n=-1"):
        teg_at_least(1, -1)
    with pytest.raises(ValueError, match="2 faces"):
        teg_at_least(1, 2, faces=1)
