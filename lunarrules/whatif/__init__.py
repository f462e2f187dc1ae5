"""What-if tools: branches of a position, simulated games, exact odds.

>>> from lunarrules import whatif
>>> b = whatif.Branches(state)                    # doctest: +SKIP
>>> b.fork("reroll", "P1 reroll dice=1,2")        # doctest: +SKIP
>>> whatif.compare(b)                             # doctest: +SKIP
>>> res = whatif.simulate("tiny_epic_galaxies", players=3, n=1000, seed=1)  # doctest: +SKIP
>>> res.plot()                                    # doctest: +SKIP

Plots need matplotlib and import it on first use; :mod:`lunarrules.whatif.odds`
holds the exact calculations.
"""

from .branches import Branches, Comparison, compare, fork
from .policies import POLICIES, greedy_policy, random_policy, register_secondary
from .simulate import GameRecord, Results, play_game, simulate, wilson

__all__ = [
    "POLICIES",
    "Branches",
    "Comparison",
    "GameRecord",
    "Results",
    "compare",
    "fork",
    "greedy_policy",
    "play_game",
    "random_policy",
    "register_secondary",
    "simulate",
    "wilson",
]
