"""Scores, secret missions, the final scoring with its breakdown, and the winner with every
tie-break."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lunarrules.i18n import _, ngettext

from .content import measure_name
from .params import EMPIRE_VP, END_VP

if TYPE_CHECKING:  # pragma: no cover
    from .state import TEGState


def vp(s: TEGState, player: int) -> int:
    """Victory points of ``player`` without secret missions (what triggers the end).

    Parameters
    ----------
    player : int
        0-based seat.

    Returns
    -------
    int
        Colonized planets' VP plus the empire level's VP (``TEG-EMPIRE-VP``).
    """
    d = s.data
    planets = s.cat.planets
    points = EMPIRE_VP[d["empire_level"][player] - 1]
    for p in d["colonies"][player]:
        points += planets[p].vp
    return points


def scores(s: TEGState) -> list[float]:
    """The current scores: each player's VP without secret missions."""
    return [vp(s, p) for p in range(s.players)]


def measure(s: TEGState, player: int, name: str) -> int:
    """One of the mission measures (``content.MEASURES``) of ``player`` now.

    Parameters
    ----------
    player : int
        0-based seat.
    name : str
        A measure name, e.g. ``"energy"`` or ``"colonies_diplomacy"``.

    Returns
    -------
    int
        The count (resources, empire level, colonized planets or ships).
    """
    d = s.data
    if name == "energy" or name == "culture":
        return d[name][player]
    if name == "level":
        return d["empire_level"][player]
    if name == "resources":
        return d["energy"][player] + d["culture"][player]
    if name == "ships_home":
        return sum(1 for loc in d["ships"][player] if loc is None)
    if name == "ships_out":
        return sum(1 for loc in d["ships"][player] if loc is not None)
    cols = d["colonies"][player]
    if name == "colonies":
        return len(cols)
    kind = name.removeprefix("colonies_")
    planets = s.cat.planets
    return sum(1 for x in cols if kind in (planets[x].symbol, planets[x].track_kind))


def mission_result(s: TEGState, player: int) -> tuple[int, str, tuple[str, ...]]:
    """What ``player``'s kept secret mission is worth now, and why.

    Parameters
    ----------
    player : int
        0-based seat.

    Returns
    -------
    vp : int
        The mission's VP, its tied VP when tied for the most (fewest), or 0.
    why : str
        The figures that decided it, e.g. ``"tied for the most energy (6)"``.
    rules : tuple of str
        Rule ids applied (``TEG-MISSION-TIED`` on a tie, ``TEG-MISSION-TRIGGER``).
    """
    d = s.data
    mid = d["mission"][player]
    if mid is None:
        return 0, _("no mission kept"), ()
    m = s.cat.missions[mid]
    c = m.condition
    words = [measure_name(x) for x in m.measures]
    if c in ("most", "fewest"):
        name = m.measures[0]
        values = [measure(s, q, name) for q in range(s.players)]
        mine = values[player]
        best = max(values) if c == "most" else min(values)
        most = c == "most"
        if mine != best:
            why = (_("{measure} {value}, the most is {best}") if most
                   else _("{measure} {value}, the fewest is {best}"))
            return 0, why.format(measure=words[0], value=mine, best=best), ()
        if values.count(best) > 1:
            why = (_("tied for the most {measure} ({best})") if most
                   else _("tied for the fewest {measure} ({best})"))
            return (m.tied_vp, why.format(measure=words[0], best=best),
                    ("TEG-MISSION-TIED",))
        why = _("the most {measure} ({best})") if most else _("the fewest {measure} ({best})")
        return m.vp, why.format(measure=words[0], best=best), ()
    if c == "trigger_end":
        done = d["triggered_by"] == player
        return (m.vp if done else 0,
                _("triggered the end") if done else _("did not trigger the end"),
                ("TEG-MISSION-TRIGGER",))
    got = [measure(s, player, x) for x in m.measures]
    # TRANSLATORS: a mission measure and its value ("energy 3")
    shown = ", ".join(_("{measure} {value}").format(measure=w, value=g)
                      for w, g in zip(words, got, strict=True))
    if c == "at_least":
        done = all(g >= m.n for g in got)
    elif c == "at_most":
        done = all(g <= m.n for g in got)
    else:
        done = len(set(got)) == 1
    if done:
        return m.vp, _("completed ({values})").format(values=shown), ()
    return 0, _("not completed ({values})").format(values=shown), ()


def mission_vp(s: TEGState, player: int) -> int:
    """Bonus VP of ``player``'s kept secret mission now (0 if not completed)."""
    return mission_result(s, player)[0]


def mission_done(s: TEGState, player: int) -> bool:
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
    return mission_vp(s, player) > 0


def breakdown(s: TEGState) -> list[dict]:
    """Per player: planet VP, empire VP, mission VP, total and the tie-break figures.

    Returns
    -------
    list of dict
        One dict per seat with ``planets``, ``empire``, ``mission``, ``total``,
        ``colonized``, ``level`` and ``resources`` (energy + culture).
    """
    d = s.data
    out = []
    for p in range(s.players):
        planet_vp = sum(s.cat.planets[x].vp for x in d["colonies"][p])
        empire_vp = EMPIRE_VP[d["empire_level"][p] - 1]
        mid = d["mission"][p]
        bonus = mission_vp(s, p)
        out.append({
            "player": f"P{p + 1}", "planets": planet_vp, "empire": empire_vp,
            "mission": bonus, "mission_id": mid,
            "total": planet_vp + empire_vp + bonus,
            "colonized": len(d["colonies"][p]), "level": d["empire_level"][p],
            "resources": d["energy"][p] + d["culture"][p],
        })
    return out


def score(s: TEGState) -> None:
    rows = breakdown(s)
    missions = s.cat.missions
    s.emit(_("after the last turn every player reveals their secret mission: "
                "{missions}"),
              "TEG-MISSION-REVEAL", missions=", ".join(
                    f"{r['player']} {missions[r['mission_id']].name}"
                    for r in rows if r["mission_id"] is not None))
    for p, r in enumerate(rows):
        if r["mission"]:
            _vp, why, applied = mission_result(s, p)
            s.emit(ngettext("reveals {mission}: {why}: +{points} VP",
                               "reveals {mission}: {why}: +{points} VP", r["mission"]),
                      "TEG-MISSION-SCORE", "TEG-MISSIONS-PUBLISHED", *applied, actor=p,
                      mission=missions[r["mission_id"]].name, why=why, points=r["mission"])
    winners, tiebreak, rules = rank(rows)
    scores = [r["total"] for r in rows]
    if any(r["planets"] + r["empire"] >= END_VP for r in rows):
        reason = _("game end: {points} VP reached and all players had equal turns").format(
            points=END_VP)
    else:
        reason = _("game end: planet deck ran out and all players had equal turns")
    s.finish(scores, winners, reason,
                ("TEG-SCORING", "TEG-WINNER", "TEG-END-EQUAL-TURNS") + rules,
                breakdown=rows, tiebreak=tiebreak, end_phase="end")


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
    steps = (("total", "", "TEG-WINNER"),
             ("colonized", measure_name("colonies"), "TEG-TIE-PLANETS"),
             ("level", _("galaxy (empire) level"), "TEG-TIE-LEVEL"),
             ("resources", measure_name("resources"), "TEG-TIE-RESOURCES"))
    notes = []
    rules: list[str] = []
    for key, words, rule in steps:
        best = max(rows[p][key] for p in alive)
        keep = [p for p in alive if rows[p][key] == best]
        if len(alive) > 1 and key != "total":
            rules.append(rule)
            # TRANSLATORS: a tie-break and each tied player's figure ("colonized planets: P1 3, P2 4")
            notes.append(_("{criterion}: {values}").format(
                criterion=words, values=", ".join(f"P{p + 1} {rows[p][key]}" for p in alive)))
        alive = keep
        if len(alive) == 1:
            break
    if len(alive) > 1:
        rules.append("TEG-TIE-SHARED")
        notes.append(_("still tied: shared victory"))
    total = rows[alive[0]]["total"]
    tiebreak = (ngettext("tie on {points} VP broken by {notes}", "tie on {points} VP broken by {notes}",
                         total).format(points=total, notes="; ".join(notes))
                if notes else "")
    return alive, tiebreak, tuple(rules)
