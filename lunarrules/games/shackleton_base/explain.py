"""The explore-cost explainer: what exploring from a space would do, as data.

:func:`explore_cost` answers, for one explore space and one player, the questions a
learner asks before placing an astronaut: which sectors of the row activate, whom
each fee goes to, whether the player can pay them all first, and what each
astronaut type would yield. :func:`explore_overview` does it for every space.
It uses the same calculations as the engine (``explore_fees``), so the explainer
and the refusals cannot disagree.
"""

from __future__ import annotations

from lunarrules.i18n import _

from . import geometry, mechanics
from .mechanics import SECTOR_INDEX
from .params import ASTRONAUTS, TECH_CREDITS
from .words import amount, amounts, astronaut_name


def _who(owner: int | None) -> str | None:
    if owner is None:
        return None
    return "supply" if owner < 0 else f"P{owner + 1}"


def _max_matching(options: dict) -> int:
    """Most sectors that can each activate a different marker (augmenting paths)."""
    owner: dict = {}

    def place(sec, seen) -> bool:
        for m in options[sec]:
            if m in seen:
                continue
            seen.add(m)
            if m not in owner or place(owner[m], seen):
                owner[m] = sec
                return True
        return False

    return sum(1 for sec in options if place(sec, set()))


def explore_cost(state, space: int, player: int | None = None) -> dict:
    """Explain exploring from ``space`` for ``player`` (default: the player to act).

    Parameters
    ----------
    state : ShackletonState
        Any position of a Shackleton Base game.
    space : int
        Explore space, 1..15.
    player : int, optional
        Seat (0-based); defaults to ``state.to_act`` (or seat 0 when nobody acts).

    Returns
    -------
    dict
        ``space``, ``player`` ("P1"...), ``fee`` (credits per paying sector),
        ``row`` (its sectors), ``sectors`` (one dict per sector of the row:
        ``sector``, ``resource``, ``structures``, ``activated``, ``yours``,
        ``payee`` and ``fee``), ``activated``, ``total_fee``, ``credits``,
        ``can_pay``, ``taken_by``, ``yields`` (per astronaut type what it would give:
        an engineer's resources, a technician's credits, the most markers a scientist can
        activate, one per sector and each once) and ``rules`` (ids behind the numbers).

    Raises
    ------
    ValueError
        If ``space`` is not an explore space.

    Examples
    --------
    >>> import lunarrules as lr
    >>> from lunarrules.games.shackleton_base.explain import explore_cost
    >>> s = lr.game("shackleton_base").new(players=2, seed=1)
    >>> explore_cost(s, 3)["row"]
    ['o1', 'c1', 'c4', 'o7']
    """
    if not isinstance(space, int) or not 1 <= space <= len(geometry.ROWS):
        raise ValueError(_("there is no explore space {space}; spaces are 1..{last}").format(
            space=repr(space), last=len(geometry.ROWS)))
    p = state.to_act if player is None else player
    if p is None:
        p = 0
    d = state.data
    cat = state.cat
    active, fees, total = mechanics.explore_fees(state, p, space)
    fee_of = {sec: (payee, fee) for sec, payee, fee in fees}
    markers = d["markers"]
    rows = []
    for sec in geometry.ROWS[space - 1]:
        here = d["structures"][SECTOR_INDEX[sec]]
        payee, fee = fee_of.get(sec, (None, 0))
        rows.append({
            "sector": sec,
            "resource": cat.sector_resource[sec],
            "structures": [f"{_who(o)} {k}" if o >= 0 else f"neutral {k}" for o, k in here],
            "activated": sec in active,
            "yours": any(o == p for o, _ in here),
            "payee": _who(payee) if sec in fee_of else None,
            "fee": fee,
            "markers": [m for m in geometry.AROUND[sec] if m in markers],
        })
    mined: dict[str, int] = {}
    for sec in active:
        r = cat.sector_resource[sec]
        mined[r] = mined.get(r, 0) + 1
    marker_sectors = [r["sector"] for r in rows if r["activated"] and r["markers"]]
    # SB-MARKER-ONCE: neighbouring sectors may share their only marker, so the number of
    # activations is a maximum matching of sectors to distinct markers
    most = _max_matching({r["sector"]: r["markers"] for r in rows if r["activated"]})
    occ = d["explore"][space - 1]
    credits = d["agencies"][p]["credits"]
    return {
        "space": space,
        "player": f"P{p + 1}",
        "fee": cat.fees[space - 1],
        "row": list(geometry.ROWS[space - 1]),
        "sectors": rows,
        "activated": list(active),
        "total_fee": total,
        "credits": credits,
        "can_pay": total <= credits,
        "taken_by": None if occ is None else f"P{occ[0] + 1} {ASTRONAUTS[occ[1]]}",
        "yields": {
            "engineer": mined,
            "technician": {"credits": TECH_CREDITS * len(active)} if active else {},
            "scientist": {"marker_activations": most, "sectors": marker_sectors},
        },
        "rules": ["SB-EXPLORE-ROW", "SB-EXPLORE-OWN", "SB-EXPLORE-FEE", "SB-EXPLORE-NEUTRAL",
                  "SB-EXPLORE-PAY-FIRST", "SB-ENGINEER-MINE", "SB-TECH-CREDITS",
                  "SB-SCIENTIST-MARKERS", "SB-MARKER-ONCE"],
    }


def explore_overview(state, player: int | None = None) -> list[dict]:
    """One summary row per explore space (for a table): sectors, fees, yields, free/taken.

    Parameters
    ----------
    state : ShackletonState
    player : int, optional
        Seat; defaults to the player to act.

    Returns
    -------
    list of dict
        Keys ``space``, ``row``, ``activated``, ``fee``, ``total_fee``, ``pays``,
        ``can_pay``, ``taken_by``, ``engineer``, ``technician``, ``scientist``.
    """
    out = []
    for sp in range(1, len(geometry.ROWS) + 1):
        e = explore_cost(state, sp, player)
        pays = ", ".join(
            (_("{fee} to supply ({sector})") if r["payee"] == "supply"
             else _("{fee} to {payee} ({sector})")).format(fee=r["fee"], payee=r["payee"],
                                                         sector=r["sector"])
            for r in e["sectors"] if r["payee"])
        occ = state.data["explore"][sp - 1]
        taken = "" if occ is None else f"P{occ[0] + 1} {astronaut_name(ASTRONAUTS[occ[1]])}"
        y = e["yields"]
        out.append({
            "space": sp,
            "row": " ".join(e["row"]),
            "activated": " ".join(e["activated"]) or "-",
            "fee": e["fee"],
            "total_fee": e["total_fee"],
            "pays": pays or "-",
            "can_pay": e["can_pay"],
            "taken_by": taken,
            "engineer": amounts(y["engineer"]) if y["engineer"] else "-",
            "technician": amount(y["technician"].get("credits", 0), "credits"),
            "scientist": amount(y["scientist"]["marker_activations"], "markers"),
        })
    return out
