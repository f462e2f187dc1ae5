"""The Moon Colony Bloodbath scores: the current score of every colony (its colonists, on
the mat and printed on its buildings), the end of the game once a colony has failed or run
out of colonists, and the final count: the breakdown, the winner and the tie
(MCB-SCORE, MCB-WINNER, MCB-TIE).
"""

from __future__ import annotations

from lunarrules.i18n import _

from .table import colony_total, printed_colonists
from .words import amount


def scores(s) -> list[float]:
    """Every colony's current score: its colonists, on the mat and on its buildings (MCB-SCORE)."""
    return [colony_total(s, p) for p in range(s.players)]


def settle(s, *_ignored) -> None:
    """An instruction has been resolved for every colony: end the game if one of
    them failed or ran out of colonists meanwhile (MCB-LOSS-EVERYONE)."""
    failed = s.data["failed_colonies"]
    if not failed or s.is_over:
        return
    rules: tuple = ("MCB-LOSS-EVERYONE",)
    for _seat, _why, r in failed:
        rules += tuple(x for x in r if x not in rules)
    end_game(s, "; ".join(f[1] for f in failed), rules)


def end_game(s, reason: str, rules: tuple) -> None:
    """End at once and count colonists (MCB-END-NO-MORE-TURNS, MCB-SCORE, MCB-WINNER, MCB-TIE)."""
    d = s.data
    d["instructions"].clear()
    d["decision"] = None
    scores = [colony_total(s, p) for p in range(s.players)]
    best = max(scores)
    winners = [p for p, x in enumerate(scores) if x == best]
    breakdown = [
        {"mat": d["colonists"][p], "buildings": printed_colonists(s, p), "total": scores[p]}
        for p in range(s.players)
    ]
    tiebreak = (
        _("tie at {amount} between {players}: they share the win [MCB-TIE]").format(
            amount=amount(best, "colonists"), players=", ".join(f"P{w + 1}" for w in winners)
        )
        if len(winners) > 1
        else ""
    )
    s.finish(
        scores,
        winners,
        reason,
        tuple(rules)
        + ("MCB-END-NO-MORE-TURNS", "MCB-SCORE", "MCB-WINNER", "MCB-SCORE-NOTHING-ELSE")
        + (("MCB-TIE",) if len(winners) > 1 else ()),
        breakdown=breakdown,
        tiebreak=tiebreak,
    )
