"""Shackleton Base maintenance and final scoring.

:class:`RoundEnd` is mixed into the state class: corporation maintenance and the
crater astronauts' return, the housing decisions in turn order, income and upkeep,
the move to the next round's shuttle phase, and the final scoring with its
tie-break.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lunarrules.i18n import _
from lunarrules.kernel import Action

from . import crater
from .moves import _bump
from .params import (
    ASTRO_INDEX,
    ASTRONAUTS,
    DOME_INCOME,
    REP_UNDER_VP,
    ROUNDS,
    an_astronaut,
    its_structure,
)
from .table import BaseStructure

if TYPE_CHECKING:  # pragma: no cover
    from .mechanics import Mechanics

    _Host = Mechanics  # for the type checker; at run time a plain mixin (see .mechanics)
else:
    _Host = object


class RoundEnd(_Host):
    """Mixin: maintenance and the end of the game (see the module docstring)."""

    if TYPE_CHECKING:  # pragma: no cover
        # played by Moves, mixed into the same state class
        def _reveal(self) -> None: ...

    def _maintenance(self) -> None:
        """Corporation maintenance and crater astronauts back, then the housing step."""
        d = self.data
        cat = self.cat
        n = self.players
        for c in d["corporations"]:  # corporation maintenance
            m = cat.corps[c]["maintenance"]
            for p in range(n):
                self.gain(p, m["gain"], self.stat(p, m["per"]))
        self.emit(_("round {number} maintenance: corporation maintenance done"),
                  "SB-MAINTENANCE", "SB-CORP-EFFECTS", number=d["round"])
        self._retrieve()
        # SB-HOUSE / SB-MAINT-HOUSE: in turn order, move base astronauts into structures
        d["house_queue"] = tuple(q for q in d["order"] if self.house_targets(q))
        self._next_houser()

    def _retrieve(self) -> None:
        """Crater astronauts return, from the topmost space clockwise [SB-RETRIEVE]."""
        d = self.data
        gw = d["gateway"]
        for sp in crater.RETRIEVAL_ORDER:
            occ = d["explore"][sp - 1]
            if occ is None:
                continue
            t = occ[1]
            name = an_astronaut(ASTRONAUTS[t])
            winner = self.retrieval_winner(sp)
            if winner is None:
                gw[t] += 1
                self.emit(_("maintenance: {worker} from explore space {space} returns to the "
                            "Gateway (no agency has a structure in its row)"),
                          "SB-RETRIEVE", "SB-RETRIEVE-ORDER", "SB-RETRIEVE-NOBODY", worker=name,
                          space=sp)
            elif self.base_room(winner) > 0:
                _bump(d["agencies"][winner], "waiting", t, 1)
                self.emit(_("maintenance: {worker} from explore space {space} joins P{seat}'s "
                            "base (biggest structures in its row)"),
                          "SB-RETRIEVE", "SB-RETRIEVE-ORDER", "SB-BASE-ROOM", actor=winner,
                          worker=name, space=sp, seat=winner + 1)
            else:
                gw[t] += 1  # SB-GATEWAY-CAP is checked only at the shuttle step
                self.emit(_("maintenance: {worker} from explore space {space} would join "
                            "P{seat}'s base, which has no room: it returns to the Gateway"),
                          "SB-RETRIEVE", "SB-RETRIEVE-ORDER", "SB-BASE-ROOM", "SB-GATEWAY-CAP",
                          actor=winner, worker=name, space=sp, seat=winner + 1)
        d["explore"] = [None] * len(crater.ROWS)

    def house_targets(self, p: int) -> list[tuple[int, int]]:
        """``(astronaut type, structure index)`` pairs ``p`` may house now [SB-HOUSE]."""
        pl = self.data["agencies"][p]
        w = pl["waiting"]
        if not any(w):
            return []
        caps = self.cat.structures
        rooms = [i for i, s in enumerate(pl["structures"]) if len(s[3]) < caps[s[0]]["capacity"]]
        return [(t, i) for t in range(3) if w[t] for i in rooms]

    def _next_houser(self) -> None:
        d = self.data
        queue = d["house_queue"]
        while queue and not self.house_targets(queue[0]):
            queue = queue[1:]
        d["house_queue"] = queue
        if queue:
            self.goto("maintenance_house")
            self.to_act = queue[0]
            return
        self.goto("maintenance_income")
        self._income_and_upkeep()

    def _do_house_at(self, a: Action) -> None:
        d = self.data
        p = a.actor
        t = ASTRO_INDEX[a["astronaut"]]
        idx = a["structure"] - 1
        pl = d["agencies"][p]
        _bump(pl, "waiting", t, -1)
        s = pl["structures"][idx]
        structs = list(pl["structures"])
        structs[idx] = BaseStructure(s[0], s[1], s[2], s[3] + (t,))
        pl["structures"] = tuple(structs)
        self.emit(_("maintenance: moves {worker} into {structure} in {sector}"),
                  "SB-HOUSE", "SB-MAINT-HOUSE", actor=p, worker=an_astronaut(a["astronaut"]),
                  structure=its_structure(s[0]), sector=s[2])
        self.goto("maintenance_house")
        self._next_houser()

    def _income_and_upkeep(self) -> None:
        d = self.data
        cat = self.cat
        n = self.players
        for p in range(n):  # income
            pl = d["agencies"][p]
            for pid in pl["projects"]:
                self.gain(p, cat.projects[pid].get("income"))
            for s in pl["structures"]:
                if s[0] == "dome":
                    for t in s[3]:
                        self.gain(p, DOME_INCOME[t])
                elif s[0] == "hq":
                    self.reputation(p, len(s[3]))
            if pl["leader"]:
                lid, face = pl["leader"]
                self.gain(p, cat.leaders[lid][face.lower()])
                if self.built(p, "hq"):
                    self.gain(p, cat.leaders[lid]["hq"])
        for p in range(n):  # upkeep
            pl = d["agencies"][p]
            bill = self.upkeep(p)["total"]
            paid = min(bill, pl["credits"])
            pl["credits"] -= paid
            unpaid = bill - paid
            text = _("maintenance: upkeep {bill}, paid {paid}")
            rules: tuple[str, ...] = ()
            values = {"bill": bill, "paid": paid}
            if unpaid:
                rep = pl["reputation"]
                vp = self.reputation(p, -unpaid)
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
            self.emit(text.format(**values),
                      "SB-UPKEEP", "SB-REP-MAINTENANCE", *rules, actor=p)
            pl["turned_projects"] = ()
            pl["shuttle_tile"] = None
        d["slots"] = {"build": (), "fund": (), "corp": ()}
        self.emit(_("round {number} maintenance done: income, upkeep, command area "
                    "cleared"),
                  "SB-MAINTENANCE", "SB-DOME", "SB-HQ", "SB-LEADER-ABILITY", number=d["round"])
        if d["round"] < ROUNDS:
            d["round"] += 1
            self.goto("shuttle_reveal")
            self._reveal()
            return
        self.goto("final_scoring")
        self._final()

    def _final(self) -> None:
        n = self.players
        rows = [self.final_breakdown(p) for p in range(n)]
        totals = [r["total"] for r in rows]
        best = max(totals)
        tied = [p for p in range(n) if totals[p] == best]
        tiebreak = ""
        if len(tied) > 1:  # SB-TIEBREAK
            rep = max(self.data["agencies"][p]["reputation"] for p in tied)
            winners = [p for p in tied if self.data["agencies"][p]["reputation"] == rep]
            tiebreak = (_("tied on {points} VP; reputation decides").format(points=best)
                        if len(winners) == 1 else
                        _("tied on {points} VP and reputation {rep}: shared victory").format(
                            points=best, rep=rep))
        else:
            winners = tied
        self.finish(totals, winners, _("after round {number}: most VP").format(number=ROUNDS),
                    ("SB-GOAL", "SB-END-SCORING", "SB-LAB-VP", "SB-TIEBREAK"),
                    breakdown=rows, tiebreak=tiebreak)
