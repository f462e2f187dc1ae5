"""Shackleton Base scoring: the VP and reputation markers, goals, the final scoring.

:func:`score` and :func:`reputation` move an agency's VP and reputation markers (the VP
floor, the reputation limits and what stepping past them scores); :func:`claim_goals`
claims the goals an agency meets at the end of its turn (objectives scoring);
:func:`final_breakdown` is an agency's final score by part, and :func:`final_scoring`
ends the game with the winner and the tie-break; :func:`scores` are the current scores.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lunarrules.i18n import _

from . import legal
from .params import (
    ASTRONAUTS,
    LAB_VP,
    OBJECTIVE_MARKERS,
    REP_MAX,
    REP_OBJECTIVE_BONUS,
    REP_OVER_VP,
    REP_UNDER_VP,
    ROUNDS,
    step_value,
)
from .table import ClaimedGoal
from .words import name_of, stat_amount

if TYPE_CHECKING:  # pragma: no cover
    from .state import ShackletonState


def scores(state: ShackletonState) -> list[float]:
    """The current score of each seat: the VP on its track."""
    return [pl["vp"] for pl in state.data["agencies"]]


def score(state: ShackletonState, p: int, n: int) -> int:
    """Move the VP marker by ``n``, never below 0 [SB-VP-FLOOR]; the change made."""
    pl = state.data["agencies"][p]
    new = max(0, pl["vp"] + n)
    change = new - pl["vp"]
    pl["vp"] = new
    return change


def reputation(state: ShackletonState, p: int, n: int) -> int:
    """Move the reputation marker by ``n`` [SB-REP-LIMITS]; the VP change it caused.

    Past 15 each step is +1 VP; below 0 each step is -2 VP, as far as the VP go
    (VP never drop below 0, SB-VP-FLOOR).
    """
    pl = state.data["agencies"][p]
    r = pl["reputation"] + n
    vp = 0
    if r > REP_MAX:
        vp = score(state, p, (r - REP_MAX) * REP_OVER_VP)
        r = REP_MAX
    elif r < 0:
        vp = score(state, p, r * REP_UNDER_VP)
        r = 0
    pl["reputation"] = r
    return vp


def goal_to_claim(
    state: ShackletonState, p: int, corp: str, have: dict[str, int] | None = None
) -> tuple[int, dict] | None:
    """The goal slot of ``corp`` that ``p`` would claim now: the most valuable one
    open to them (the first of equals) [SB-GOAL-CHOICE], or ``None``.

    The tests of :func:`.legal.goal_problem`, without its words: asked at the end of every
    turn for every corporation, so the slots are tried the most valuable first, and
    each statistic is counted once, into ``have`` (statistic -> count) when given: the
    counts of ``p`` at this point, kept by the caller while they hold.
    """
    d = state.data
    if corp in d["agencies"][p]["objectives"]:
        return None  # one goal per corporation
    if have is None:
        have = {}
    for name, lowest in state.cat.goal_floor[corp]:
        n = have.get(name)
        if n is None:
            n = have[name] = legal.stat(state, p, name)
        if n >= lowest:
            break
    else:
        return None  # short of every goal of the corporation
    players = state.players
    for i, need_players, name, at_least, goal in state.cat.goal_order[corp]:
        if players < need_players:
            continue
        n = have.get(name)
        if n is None:
            n = have[name] = legal.stat(state, p, name)
        if n < at_least:
            continue
        for c, j, _q in d["goals"]:
            if c == corp and j == i:
                break  # its slot is taken
        else:
            return i, goal
    return None


def objective_bonus(state: ShackletonState, p: int) -> int:
    """Extra VP for claiming an objective at ``p``'s reputation [SB-REP-OBJECTIVE-BONUS]."""
    return step_value(REP_OBJECTIVE_BONUS, state.data["agencies"][p]["reputation"])


def claim_goals(state: ShackletonState, p: int) -> None:
    """Claim the goals ``p`` meets at the end of their own turn [SB-OBJECTIVES].

    Per corporation at most one goal per agency; only empty slots, and not the
    slots reserved for more players [SB-GOAL-SLOT]; the most valuable one met
    [SB-GOAL-CHOICE]; at most 3 goal markers [SB-PLAYER-SETUP].
    """
    d = state.data
    pl = d["agencies"][p]
    have: dict[str, int] = {}  # the statistics of p, counted once until a claim scores
    for c in d["corporations"]:
        if len(pl["objectives"]) >= OBJECTIVE_MARKERS:
            break
        best = goal_to_claim(state, p, c, have)
        if best is None:
            continue
        have = {}
        i, goal = best
        bonus = objective_bonus(state, p)
        score(state, p, goal["vp"] + bonus)
        pl["objectives"] = pl["objectives"] + (c,)
        d["goals"] = d["goals"] + (ClaimedGoal(c, i, p),)  # shared with earlier states: replaced
        level = "difficulty" in goal  # SB-GOAL-PAIRS
        if goal.get("difficulty") == "easy":
            text = _(
                "claims goal {goal} of {corp} (easy, {need}): {points} VP + {bonus} for "
                "reputation {rep}"
            )
        elif goal.get("difficulty") == "hard":
            text = _(
                "claims goal {goal} of {corp} (hard, {need}): {points} VP + {bonus} for "
                "reputation {rep}"
            )
        else:
            text = _(
                "claims goal {goal} of {corp} ({need}): {points} VP + {bonus} for reputation {rep}"
            )
        state.emit(
            text,
            "SB-OBJECTIVES",
            "SB-GOALS",
            "SB-GOAL-SLOT",
            "SB-GOAL-CHOICE",
            "SB-REP-OBJECTIVE-BONUS",
            *(("SB-GOAL-PAIRS",) if level else ()),
            actor=p,
            goal=i + 1,
            corp=name_of(state.cat.corps, c),
            need=stat_amount(goal["at_least"], goal["stat"]),
            points=goal["vp"],
            bonus=bonus,
            rep=pl["reputation"],
        )


def final_breakdown(state: ShackletonState, p: int) -> dict:
    """Final score of ``p`` by part [SB-END-SCORING, SB-LAB-VP]; ``total`` is the sum."""
    pl = state.data["agencies"][p]
    projects = sum(state.cat.projects[x]["vp"] for x in pl["projects"])
    labs = 0
    for s in pl["structures"]:
        if s[0] == "lab":
            need = ASTRONAUTS.index(state.cat.labs[s[1]][0])
            labs += LAB_VP[min(3, s[3].count(need))]
    corp = 0
    for c in state.data["corporations"]:
        es = state.cat.corps[c]["end_scoring"]
        corp += es["vp"] * legal.stat(state, p, es["per"])
    out = {
        "track": pl["vp"],
        "projects": projects,
        "labs": labs,
        "reputation": pl["reputation"],
        "corporations": corp,
    }
    out["total"] = sum(out.values())
    return out


def final_scoring(state: ShackletonState) -> None:
    n = state.players
    rows = [final_breakdown(state, p) for p in range(n)]
    totals = [r["total"] for r in rows]
    best = max(totals)
    tied = [p for p in range(n) if totals[p] == best]
    tiebreak = ""
    if len(tied) > 1:  # SB-TIEBREAK
        rep = max(state.data["agencies"][p]["reputation"] for p in tied)
        winners = [p for p in tied if state.data["agencies"][p]["reputation"] == rep]
        tiebreak = (
            _("tied on {points} VP; reputation decides").format(points=best)
            if len(winners) == 1
            else _("tied on {points} VP and reputation {rep}: shared victory").format(
                points=best, rep=rep
            )
        )
    else:
        winners = tied
    state.finish(
        totals,
        winners,
        _("after round {number}: most VP").format(number=ROUNDS),
        ("SB-GOAL", "SB-END-SCORING", "SB-LAB-VP", "SB-TIEBREAK"),
        breakdown=rows,
        tiebreak=tiebreak,
    )
