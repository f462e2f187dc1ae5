"""Shackleton Base maintenance and final scoring.

Functions of the state: corporation maintenance and the crater astronauts' return,
the housing decisions in turn order, income and upkeep, the move to the next round's
shuttle phase, and the final scoring with its tie-break.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lunarrules.i18n import _
from lunarrules.kernel import Action

from . import geometry, mechanics, moves
from .params import ASTRO_INDEX, ASTRONAUTS, DOME_INCOME, REP_UNDER_VP, ROUNDS
from .table import BaseStructure
from .words import an_astronaut, its_structure

if TYPE_CHECKING:  # pragma: no cover
    from .state import ShackletonState


def _maintenance(state: ShackletonState) -> None:
    """Corporation maintenance and crater astronauts back, then the housing step."""
    d = state.data
    cat = state.cat
    n = state.players
    for c in d["corporations"]:  # corporation maintenance
        m = cat.corps[c]["maintenance"]
        for p in range(n):
            mechanics.gain(state, p, m["gain"], mechanics.stat(state, p, m["per"]))
    state.emit(_("round {number} maintenance: corporation maintenance done"),
               "SB-MAINTENANCE", "SB-CORP-EFFECTS", number=d["round"])
    _retrieve(state)
    # SB-HOUSE / SB-MAINT-HOUSE: in turn order, move base astronauts into structures
    d["house_queue"] = tuple(q for q in d["order"] if house_targets(state, q))
    _next_houser(state)


def _retrieve(state: ShackletonState) -> None:
    """Crater astronauts return, from the topmost space clockwise [SB-RETRIEVE]."""
    d = state.data
    gw = d["gateway"] = d["gateway"][:]  # shared with earlier states: changed in a copy
    for sp in geometry.RETRIEVAL_ORDER:
        occ = d["explore"][sp - 1]
        if occ is None:
            continue
        t = occ[1]
        name = an_astronaut(ASTRONAUTS[t])
        winner = mechanics.retrieval_winner(state, sp)
        if winner is None:
            gw[t] += 1
            state.emit(_("maintenance: {worker} from explore space {space} returns to the "
                        "Gateway (no agency has a structure in its row)"),
                       "SB-RETRIEVE", "SB-RETRIEVE-ORDER", "SB-RETRIEVE-NOBODY", worker=name,
                       space=sp)
        elif mechanics.base_room(state, winner) > 0:
            moves._bump(d["agencies"][winner], "waiting", t, 1)
            state.emit(_("maintenance: {worker} from explore space {space} joins P{seat}'s "
                        "base (biggest structures in its row)"),
                       "SB-RETRIEVE", "SB-RETRIEVE-ORDER", "SB-BASE-ROOM", actor=winner,
                       worker=name, space=sp, seat=winner + 1)
        else:
            gw[t] += 1  # SB-GATEWAY-CAP is checked only at the shuttle step
            state.emit(_("maintenance: {worker} from explore space {space} would join "
                        "P{seat}'s base, which has no room: it returns to the Gateway"),
                       "SB-RETRIEVE", "SB-RETRIEVE-ORDER", "SB-BASE-ROOM", "SB-GATEWAY-CAP",
                       actor=winner, worker=name, space=sp, seat=winner + 1)
    d["explore"] = [None] * len(geometry.ROWS)


def house_targets(state: ShackletonState, p: int) -> list[tuple[int, int]]:
    """``(astronaut type, structure index)`` pairs ``p`` may house now [SB-HOUSE]."""
    pl = state.data["agencies"][p]
    w = pl["waiting"]
    if not any(w):
        return []
    caps = state.cat.structures
    rooms = [i for i, s in enumerate(pl["structures"]) if len(s[3]) < caps[s[0]]["capacity"]]
    return [(t, i) for t in range(3) if w[t] for i in rooms]


def _next_houser(state: ShackletonState) -> None:
    d = state.data
    queue = d["house_queue"]
    while queue and not house_targets(state, queue[0]):
        queue = queue[1:]
    d["house_queue"] = queue
    if queue:
        state.goto("maintenance_house")
        state.to_act = queue[0]
        return
    state.goto("maintenance_income")
    _income_and_upkeep(state)


def _do_house_at(state: ShackletonState, a: Action) -> None:
    d = state.data
    p = a.actor
    t = ASTRO_INDEX[a["astronaut"]]
    idx = a["structure"] - 1
    pl = d["agencies"][p]
    moves._bump(pl, "waiting", t, -1)
    s = pl["structures"][idx]
    structs = list(pl["structures"])
    structs[idx] = BaseStructure(s[0], s[1], s[2], s[3] + (t,))
    pl["structures"] = tuple(structs)
    state.emit(_("maintenance: moves {worker} into {structure} in {sector}"),
               "SB-HOUSE", "SB-MAINT-HOUSE", actor=p, worker=an_astronaut(a["astronaut"]),
               structure=its_structure(s[0]), sector=s[2])
    state.goto("maintenance_house")
    _next_houser(state)


def _income_and_upkeep(state: ShackletonState) -> None:
    d = state.data
    cat = state.cat
    n = state.players
    for p in range(n):  # income
        pl = d["agencies"][p]
        for pid in pl["projects"]:
            mechanics.gain(state, p, cat.projects[pid].get("income"))
        for s in pl["structures"]:
            if s[0] == "dome":
                for t in s[3]:
                    mechanics.gain(state, p, DOME_INCOME[t])
            elif s[0] == "hq":
                mechanics.reputation(state, p, len(s[3]))
        if pl["leader"]:
            lid, face = pl["leader"]
            mechanics.gain(state, p, cat.leaders[lid][face.lower()])
            if mechanics.built(state, p, "hq"):
                mechanics.gain(state, p, cat.leaders[lid]["hq"])
    for p in range(n):  # upkeep
        pl = d["agencies"][p]
        bill = mechanics.upkeep(state, p)["total"]
        paid = min(bill, pl["credits"])
        pl["credits"] -= paid
        unpaid = bill - paid
        text = _("maintenance: upkeep {bill}, paid {paid}")
        rules: tuple[str, ...] = ()
        values = {"bill": bill, "paid": paid}
        if unpaid:
            rep = pl["reputation"]
            vp = mechanics.reputation(state, p, -unpaid)
            values.update(unpaid=unpaid, lost=rep - pl["reputation"])
            text = _("maintenance: upkeep {bill}, paid {paid}, {unpaid} unpaid: -{lost} "
                     "reputation")
            rules = ("SB-UNPAID",)
            if unpaid > rep:  # SB-REP-LIMITS: 2 VP per step below 0, as far as the VP go
                below = unpaid - rep
                owed = below * REP_UNDER_VP
                values.update(below=below, points=-vp, owed=owed)
                if -vp < owed:
                    text = _("maintenance: upkeep {bill}, paid {paid}, {unpaid} unpaid: "
                             "-{lost} reputation, {below} below 0: -{points} VP of {owed} "
                             "(VP cannot go below 0)")
                else:
                    text = _("maintenance: upkeep {bill}, paid {paid}, {unpaid} unpaid: "
                             "-{lost} reputation, {below} below 0: -{points} VP")
                rules += ("SB-REP-LIMITS", "SB-VP-FLOOR")
        state.emit(text.format(**values),
                   "SB-UPKEEP", "SB-REP-MAINTENANCE", *rules, actor=p)
        pl["turned_projects"] = ()
        pl["shuttle_tile"] = None
    d["slots"] = {"build": (), "fund": (), "corp": ()}
    state.emit(_("round {number} maintenance done: income, upkeep, command area "
                "cleared"),
               "SB-MAINTENANCE", "SB-DOME", "SB-HQ", "SB-LEADER-ABILITY", number=d["round"])
    if d["round"] < ROUNDS:
        d["round"] += 1
        state.goto("shuttle_reveal")
        moves._reveal(state)
        return
    state.goto("final_scoring")
    _final(state)


def _final(state: ShackletonState) -> None:
    n = state.players
    rows = [mechanics.final_breakdown(state, p) for p in range(n)]
    totals = [r["total"] for r in rows]
    best = max(totals)
    tied = [p for p in range(n) if totals[p] == best]
    tiebreak = ""
    if len(tied) > 1:  # SB-TIEBREAK
        rep = max(state.data["agencies"][p]["reputation"] for p in tied)
        winners = [p for p in tied if state.data["agencies"][p]["reputation"] == rep]
        tiebreak = (_("tied on {points} VP; reputation decides").format(points=best)
                    if len(winners) == 1 else
                    _("tied on {points} VP and reputation {rep}: shared victory").format(
                        points=best, rep=rep))
    else:
        winners = tied
    state.finish(totals, winners, _("after round {number}: most VP").format(number=ROUNDS),
                 ("SB-GOAL", "SB-END-SCORING", "SB-LAB-VP", "SB-TIEBREAK"),
                 breakdown=rows, tiebreak=tiebreak)
