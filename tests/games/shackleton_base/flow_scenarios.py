"""Named scenarios that take the rarer phase edges on purpose (the conformance suite
runs them when random playouts miss an edge)."""

from __future__ import annotations

from .helpers import at_action, blank_board, edit


def _builder(waiting=(0, 0, 0)):
    s = at_action(2, seed=1)
    me = s.to_act

    def fn(d):
        blank_board(d)
        d["central_panels"] = 2
        d["agencies"][me].update(
            credits=20, titanium=5, rare_earth=5, astronauts=(1, 0, 0), waiting=waiting
        )
        d["agencies"][1 - me].update(astronauts=(0, 0, 0), waiting=(0, 0, 0))
        d["gateway"] = [0, 0, 0]

    return edit(s, fn), me


def engineer_builds_houses_and_takes_the_bonus():
    """resolve -> house_step -> resolve -> bonus_step -> resolve -> turn_end -> maintenance
    -> maintenance_house."""
    s, me = _builder(waiting=(0, 1, 0))
    s = s.apply(f"P{me + 1} command astronaut=engineer which=build")
    s = s.apply(f"P{me + 1} build structure=lab sector=o5")
    s = s.apply(f"P{me + 1} house_done")
    s = s.apply(next(a for a in s.legal_actions() if a["corp"] == "moon_mining"))
    assert s.phase == "maintenance_house"
    return s


def maintenance_with_nobody_to_house():
    """maintenance -> maintenance_income when no base holds a waiting astronaut."""
    s, me = _builder()
    s = s.apply(f"P{me + 1} gateway astronaut=engineer")
    while s.phase in ("take_step", "corp_step"):
        s = s.apply(s.legal_actions()[-1])
    assert s.phase == "shuttle_pick" and s.data["round"] == 2
    return s


SCENARIOS = {
    "engineer builds, houses and takes the bonus": engineer_builds_houses_and_takes_the_bonus,
    "maintenance with nobody to house": maintenance_with_nobody_to_house,
}
