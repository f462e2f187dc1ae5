"""Exact odds, where the game allows a closed form or an exhaustive count.

Tiny Epic Galaxies
    :func:`teg_at_least`: the probability of ending with at least ``k`` dice
    showing one face, rolling ``n`` dice, with the turn's free reroll, paid
    rerolls (1 energy each) and the converter, each used optimally. Exact
    (fractions), by dynamic programming over dice counts.

The other games expose their own explainers; the functions here wrap them so the
what-if notebook finds every exact answer in one place (see each function).
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from math import comb

#: TEG dice have six faces, one each of move, energy, culture, diplomacy, economy, utilize colony.
TEG_FACES = 6


def _binom(j: int, p: Fraction) -> list[Fraction]:
    """P(exactly x of j dice show the face), x = 0..j."""
    q = 1 - p
    return [comb(j, x) * p**x * q ** (j - x) for x in range(j + 1)]


@cache
def _value(c: int, m: int, k: int, free: bool, paid: int, conv: bool, p: Fraction) -> Fraction:
    """Best chance of finishing with >= k of the face.

    ``c`` dice show the face, ``m`` other usable dice; ``free``: the free reroll is
    still unused; ``paid``: paid rerolls affordable; ``conv``: converter unused.
    """
    if c >= k:
        return Fraction(1)
    best = Fraction(0)
    # Converter: two inactive dice are spent to set a third to the face. Spending
    # dice that already show the face can only lower the count, so the two spent
    # dice and the converted one are taken from the other dice.
    if conv and m >= 3:
        best = max(best, _value(c + 1, m - 3, k, free, paid, False, p))
    # A reroll of any i dice showing the face and j others (at least one die).
    # The free reroll goes first: the order of rerolls does not change what they
    # can do, so paying while the free one is unused only wastes energy.
    if free or paid > 0:
        next_free, next_paid = (False, paid) if free else (False, paid - 1)
        for i in range(c + 1):
            for j in range(m + 1):
                if i + j == 0:
                    continue
                v = sum(
                    (px * _value(c - i + x, m + i - x, k, next_free, next_paid, conv, p)
                     for x, px in enumerate(_binom(i + j, p))),
                    Fraction(0),
                )
                if v > best:
                    best = v
    return best


def teg_at_least(
    k: int,
    n: int,
    *,
    free_reroll: bool = True,
    energy: int = 0,
    converter: bool = True,
    faces: int = TEG_FACES,
) -> Fraction:
    """Exact chance that at least ``k`` of ``n`` Tiny Epic Galaxies dice show a chosen face.

    The dice are rolled once, then improved optimally: any number of inactive
    dice may be rerolled, the first reroll of the turn free and each later one
    1 energy [TEG-REROLL-FREE, TEG-REROLL-COST]; once per turn the converter
    spends two inactive dice to set a third to the face [TEG-CONVERTER,
    TEG-CONVERTER-ONCE, TEG-CONVERTER-SPENT]. Activating dice is not modelled:
    this is the chance of having the combination before the first activation.

    Parameters
    ----------
    k : int
        Dice wanted showing the face (``k <= 0`` gives 1).
    n : int
        Dice rolled (the empire level's dice, 4-7).
    free_reroll : bool
        Whether the turn's free reroll is still available.
    energy : int
        Energy the player will spend on rerolls (one reroll each).
    converter : bool
        Whether the converter is still unused this turn.
    faces : int
        Faces per die (6).

    Returns
    -------
    fractions.Fraction

    Raises
    ------
    ValueError
        For negative dice or energy, or fewer than 2 faces.

    Examples
    --------
    >>> teg_at_least(1, 1, free_reroll=False, converter=False)
    Fraction(1, 6)
    >>> teg_at_least(1, 1, converter=False)  # the free reroll
    Fraction(11, 36)
    """
    if n < 0 or energy < 0:
        raise ValueError(f"dice and energy must be >= 0; got n={n}, energy={energy}")
    if faces < 2:
        raise ValueError(f"a die needs at least 2 faces, not {faces}")
    if k <= 0:
        return Fraction(1)
    if k > n:
        return Fraction(0)
    p = Fraction(1, faces)
    q = 1 - p
    # The opening roll, then the best continuation from each count.
    return sum(
        (comb(n, x) * p**x * q ** (n - x) * _value(x, n - x, k, free_reroll, energy, converter, p)
         for x in range(n + 1)),
        Fraction(0),
    )


def teg_best_move(
    showing: int, others: int, k: int, *, free_reroll: bool = True, energy: int = 0, converter: bool = True,
    faces: int = TEG_FACES,
) -> tuple[str, Fraction]:
    """The best next step and its chance, with ``showing`` dice on the face and ``others`` not.

    Returns
    -------
    (str, Fraction)
        ``"stop"`` (already there or nothing helps), ``"convert"`` or
        ``"reroll N"`` (N dice not showing the face), and the chance of success.
    """
    p = Fraction(1, faces)
    if showing >= k:
        return "stop", Fraction(1)
    options = [("stop", Fraction(0))]
    if converter and others >= 3:
        options.append(("convert", _value(showing + 1, others - 3, k, free_reroll, energy, False, p)))
    if free_reroll or energy > 0:
        nf, np_ = (False, energy) if free_reroll else (False, energy - 1)
        for j in range(1, others + 1):
            v = sum(
                (px * _value(showing + x, others - x, k, nf, np_, converter, p) for x, px in enumerate(_binom(j, p))),
                Fraction(0),
            )
            options.append((f"reroll {j}", v))
    return max(options, key=lambda o: o[1])


def teg_at_least_monte_carlo(
    k: int, n: int, trials: int, seed: int = 0, *, free_reroll: bool = True, energy: int = 0,
    converter: bool = True, faces: int = TEG_FACES,
) -> float:
    """Estimate :func:`teg_at_least` by playing the optimal plan with seeded dice.

    Dice come from the kernel's seeded :class:`~lunarrules.kernel.chance.Chance`
    stream (the one game engines use), one die at a time; decisions follow
    :func:`teg_best_move`. Used to cross-check the exact value.

    Returns
    -------
    float
        Fraction of successful trials.
    """
    from ..kernel.chance import Chance

    ch = Chance(seed)
    hits = 0
    for _ in range(trials):
        showing = sum(ch.below(faces) == 0 for _ in range(n))
        others = n - showing
        free, paid, conv = free_reroll, energy, converter
        while True:
            move, _ = teg_best_move(showing, others, k, free_reroll=free, energy=paid, converter=conv, faces=faces)
            if move == "stop":
                break
            if move == "convert":
                showing, others, conv = showing + 1, others - 3, False
                continue
            j = int(move.split()[1])
            if free:
                free = False
            else:
                paid -= 1
            got = sum(ch.below(faces) == 0 for _ in range(j))
            showing, others = showing + got, others - got
        hits += showing >= k
    return hits / trials
