"""Scoring, secret missions, the winner with every tie-break, and players' views."""

from __future__ import annotations

from .params import EMPIRE_VP, END_VP, SHIPS_BY_LEVEL


def where(loc, planets) -> str:
    """A ship location in words."""
    if loc is None:
        return "Galaxy Mat"
    name = planets[loc[0]].name
    return f"{name}'s surface" if loc[1] < 0 else f"{name}'s colony track (space {loc[1]})"


class ScoringMixin:
    """End-of-game scoring and ``_view`` for :class:`~.state.TEGState`."""

    def mission_done(self, player: int) -> bool:
        """Whether ``player``'s kept secret mission is completed now.

        Parameters
        ----------
        player : int
            0-based seat.

        Returns
        -------
        bool
            ``False`` also when no mission has been kept yet.
        """
        d = self.data
        mid = d["mission"][player]
        if mid is None:
            return False
        m = self.cat.missions[mid]
        planets = self.cat.planets
        cols = d["colonies"][player]
        c = m.condition
        if c == "colonies":
            got = len(cols)
        elif c == "colonies_symbol":
            got = sum(1 for x in cols if planets[x].symbol == m.target)
        elif c == "colonies_track":
            got = sum(1 for x in cols if planets[x].track_kind == m.target)
        elif c == "level":
            got = d["level"][player]
        elif c == "resources":
            got = d["energy"][player] + d["culture"][player]
        else:
            got = sum(1 for loc in d["ships"][player] if loc is not None)
        return got >= m.n

    def breakdown(self) -> list[dict]:
        """Per player: planet VP, empire VP, mission VP, total and the tie-break figures.

        Returns
        -------
        list of dict
            One dict per seat with ``planets``, ``empire``, ``mission``, ``total``,
            ``colonized``, ``level`` and ``resources`` (energy + culture).
        """
        d = self.data
        out = []
        for p in range(self.players):
            planet_vp = sum(self.cat.planets[x].vp for x in d["colonies"][p])
            empire_vp = EMPIRE_VP[d["level"][p] - 1]
            mid = d["mission"][p]
            mission_vp = self.cat.missions[mid].vp if self.mission_done(p) else 0
            out.append({
                "player": f"P{p + 1}", "planets": planet_vp, "empire": empire_vp,
                "mission": mission_vp, "mission_id": mid,
                "total": planet_vp + empire_vp + mission_vp,
                "colonized": len(d["colonies"][p]), "level": d["level"][p],
                "resources": d["energy"][p] + d["culture"][p],
            })
        return out

    def _score(self) -> None:
        rows = self.breakdown()
        missions = self.cat.missions
        self.emit("after the last turn every player reveals their secret mission: "
                  + ", ".join(f"{r['player']} {missions[r['mission_id']].name}"
                              for r in rows if r["mission_id"] is not None),
                  "TEG-MISSION-REVEAL")
        for p, r in enumerate(rows):
            if r["mission"]:
                self.emit(f"reveals {self.cat.missions[r['mission_id']].name}: completed, "
                          f"+{r['mission']} VP", "TEG-MISSION-SCORE", actor=p)
        winners, tiebreak, rules = rank(rows)
        scores = [r["total"] for r in rows]
        reason = ("game end: " + ("21 VP reached" if any(
            r["planets"] + r["empire"] >= END_VP for r in rows) else "planet deck ran out")
            + " and all players had equal turns")
        self.finish(scores, winners, reason,
                    ("TEG-SCORING", "TEG-WINNER", "TEG-END-EQUAL-TURNS") + rules,
                    breakdown=rows, tiebreak=tiebreak, end_phase="end")

    # ----------------------------------------------------------------- views
    def _view(self, player: int | None) -> dict:
        d = self.data
        out = {
            "active": f"P{d['active'] + 1}",
            "row": list(d["row"]),
            "deck_size": len(d["deck"]),
            "dice": [{"die": i + 1, "face": f, "state": ("inactive", "activated", "spent")[u]}
                     for i, (f, u) in enumerate(zip(d["dice"], d["used"], strict=True))],
            "rerolls_this_turn": d["rerolls"],
            "converter_used": d["converted"],
            "end_triggered": d["triggered"],
            "players": [],
        }
        planets = self.cat.planets
        for p in range(self.players):
            # a spectator (None) sees no secret mission, like every other player
            mine = player == p
            out["players"].append({
                "player": f"P{p + 1}",
                "energy": d["energy"][p], "culture": d["culture"][p], "level": d["level"][p],
                "vp_without_mission": self.vp(p),
                "ships": [where(loc, planets) for loc in d["ships"][p]],
                "ships_on_tracker": SHIPS_BY_LEVEL[-1] - len(d["ships"][p]),
                "colonies": list(d["colonies"][p]),
                "mission": d["mission"][p] if mine else ("hidden" if d["mission"][p] else None),
                "offer": list(d["offer"][p]) if mine else ["hidden"] * len(d["offer"][p]),
                "turns": d["turns"][p],
            })
        return out


def rank(rows: list[dict]) -> tuple[list[int], str, tuple[str, ...]]:
    """Winners after the seed's tie-breaks, a sentence on how it was decided, rule ids.

    Parameters
    ----------
    rows : list of dict
        From :meth:`TEGState.breakdown` (``total``, ``colonized``, ``level``, ``resources``).

    Returns
    -------
    winners : list of int
        Seats of the winner, or of every player sharing the victory.
    tiebreak : str
        How a tie on VP was broken (``""`` when the VP alone decided).
    rules : tuple of str
        The tie-break rule ids that were applied, in the seed's order.

    Examples
    --------
    >>> rank([{"total": 22, "colonized": 3, "level": 2, "resources": 0},
    ...       {"total": 22, "colonized": 4, "level": 1, "resources": 0}])[0]
    [1]
    """
    alive = list(range(len(rows)))
    steps = (("total", "VP", "TEG-WINNER"), ("colonized", "colonized planets", "TEG-TIE-PLANETS"),
             ("level", "galaxy (empire) level", "TEG-TIE-LEVEL"),
             ("resources", "energy + culture", "TEG-TIE-RESOURCES"))
    notes = []
    rules: list[str] = []
    for key, words, rule in steps:
        best = max(rows[p][key] for p in alive)
        keep = [p for p in alive if rows[p][key] == best]
        if len(alive) > 1 and key != "total":
            rules.append(rule)
            notes.append(f"{words}: " + ", ".join(f"P{p + 1} {rows[p][key]}" for p in alive))
        alive = keep
        if len(alive) == 1:
            break
    if len(alive) > 1:
        rules.append("TEG-TIE-SHARED")
        notes.append("still tied: shared victory")
    tiebreak = ("tie on " + str(rows[alive[0]]["total"]) + " VP broken by " + "; ".join(notes)
                if notes else "")
    return alive, tiebreak, tuple(rules)
