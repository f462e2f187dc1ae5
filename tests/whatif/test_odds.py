"""Exact Tiny Epic Galaxies dice odds, against closed forms and Monte Carlo."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from lunarrules.whatif.odds import teg_at_least, teg_at_least_monte_carlo, teg_best_move
from tests.kernel.toy import GAME

from .conftest import loaded_game


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


@pytest.mark.english
def test_bad_input():
    with pytest.raises(ValueError, match="n=-1"):
        teg_at_least(1, -1)
    with pytest.raises(ValueError, match="2 faces"):
        teg_at_least(1, 2, faces=1)


# ------------------------------------------------------------ on the engines
def _random_positions(game, seeds, steps=400, players=None):
    import random

    for seed in seeds:
        rng = random.Random(seed)
        s = game.new(players=players or game.players[0], seed=seed)
        while not s.is_over and s.steps < steps:
            yield s
            legal = s.legal_actions()
            s = s.apply(legal[rng.randrange(len(legal))])


def test_teg_engine_dice_agree_with_the_exact_odds():
    loaded_game("tiny_epic_galaxies")
    from lunarrules.whatif.odds import teg_engine_estimate

    trials = 1200
    for k, energy in ((2, 0), (3, 2)):
        est, n = teg_engine_estimate(k, "move", trials, seed=k, energy=energy)
        exact = float(teg_at_least(k, n, energy=energy))
        sd = math.sqrt(exact * (1 - exact) / trials)
        assert n == 4
        assert abs(est - exact) < 4 * sd, (k, energy, est, exact)


@pytest.mark.english
def test_mcb_absorbable_loss_per_seat():
    g = loaded_game("moon_colony_bloodbath")
    from lunarrules.games.moon_colony_bloodbath.table import absorbable_loss, colony_total
    from lunarrules.whatif.odds import mcb_absorbable_losses

    checked = 0
    for s in _random_positions(g, range(3), steps=60):
        rows = mcb_absorbable_losses(s)
        assert [r["player"] for r in rows] == [f"P{i + 1}" for i in range(s.players)]
        for p, r in enumerate(rows):
            assert r["absorbable"] == absorbable_loss(s, p) >= 0
            assert r["fails_at"] == r["absorbable"] + 1
            # Everything the colony has counts toward what it can lose.
            assert r["absorbable"] >= s.data["colonists"][p]
            assert colony_total(s, p) >= 0
        checked += 1
    assert checked > 20
    with pytest.raises(ValueError, match="moon_colony_bloodbath position"):
        mcb_absorbable_losses(GAME.new(players=2))


@pytest.mark.english
def test_mcb_absorbable_loss_is_what_the_engine_lets_a_colony_lose():
    # The wrapper's figures, played on the engine: the colony (mat and buildings taken
    # from positions of random games) survives a loss of ``absorbable`` colonists and
    # fails at ``fails_at``, whichever buildings the player gives up.
    import random

    from lunarrules.whatif.odds import mcb_absorbable_losses
    from tests.games.moon_colony_bloodbath.helpers import before_first_card, loss_game, reveal

    g = loaded_game("moon_colony_bloodbath")
    colonies = {(s.data["colonists"][0], tuple(s.data["tableau"][0]))
                for s in _random_positions(g, range(4), steps=80)}
    checked = 0
    for mat, tableau in sorted(colonies):
        probe = before_first_card()
        probe.data["colonists"][0] = mat
        probe.data["tableau"][0] = list(tableau)
        row = mcb_absorbable_losses(probe)[0]
        for loss, fails in ((row["absorbable"], False), (row["fails_at"], True)):
            if loss == 0:
                continue
            s = before_first_card(game=loss_game(loss))
            s.data["colonists"][0] = mat
            s.data["colonists"][1] = 99  # the other colony takes the same Accident and survives
            s.data["tableau"][0] = list(tableau)
            s = reveal(s, "event:accident")
            rng = random.Random(loss)
            while s.phase == "lose_building" and s.to_act == 0:
                s = s.apply(rng.choice(s.legal_actions()))
            failed = s.is_over and s.outcome.reason.startswith("colony failed: P1")
            assert failed == fails, (mat, tableau, loss, s.outcome)
            checked += 1
    assert checked >= 10


def test_pu_placement_counts_match_the_engine():
    # Branch check: for the depot facing the player, the count equals the place
    # actions the engine offers for that slot.
    g = loaded_game("planet_unknown")
    from lunarrules.whatif.odds import pu_placements

    checked = 0
    for s in _random_positions(g, range(2), steps=150):
        if s.phase != "place":
            continue
        rows = pu_placements(s)
        assert len(rows) == 12
        offered = {}
        for a in s.legal_actions():
            if a.kind == "place":
                offered[a["tile"]] = offered.get(a["tile"], 0) + 1
        for r in rows:
            if r["faces"] and r["tile"] is not None and offered:
                assert r["placements"] == offered.get(r["slot"], 0), (s.steps, r)
            assert r["footprints"] <= r["placements"]
        checked += 1
    assert checked > 10


def test_sb_explore_income_matches_the_engine():
    # Branch check: play each legal explore and compare the explorer's change with
    # the explainer. Explores that end the round also trigger income and upkeep,
    # so only explores after which the round goes on are compared.
    g = loaded_game("shackleton_base")
    from lunarrules.whatif.odds import sb_explore_income

    compared = 0
    for s in _random_positions(g, range(4), steps=200):
        explores = [a for a in s.legal_actions() if a.kind == "explore"]
        if not explores:
            continue
        p = s.to_act
        income = {r["space"]: r for r in sb_explore_income(s, p)}
        for a in explores:
            t = s.apply(a)
            if t.phase not in ("action", "marker_step"):
                continue
            r = income[a["space"]]
            before, after = s.data["agencies"][p], t.data["agencies"][p]
            credits = after["credits"] - before["credits"]
            if a["astronaut"] == "engineer":
                for res, k in r["engineer"].items():
                    assert after[res] == before[res] + k
                assert credits == -r["total_fee"]
            elif a["astronaut"] == "technician":
                assert credits == r["technician"] - r["total_fee"]
            compared += 1
    assert compared > 50
