"""Shackleton Base mechanics: the calculations the state's moves are made of.

Functions of the state: each reads ``state.data`` (and the parsed content
``state.cat``); the ``*_problem`` functions return ``None`` or a reason with the
numbers, so the same code decides legality, explains refusals and lists legal
actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from lunarrules.i18n import _, ngettext

from . import geometry
from .geometry import INDEX as SECTOR_INDEX
from .params import (
    ASTRONAUTS,
    LAB_VP,
    MARKERS_ON_BOARD,
    REP_ACTIONS,
    REP_MAINTENANCE,
    REP_MAX,
    REP_OBJECTIVE_BONUS,
    REP_OVER_VP,
    REP_UNDER_VP,
    SIZE,
    SPARE_SLOTS,
    UPKEEP,
    WORKSHOP_ENGINEER_UPKEEP,
    step_value,
)
from .words import (
    a_structure,
    amount,
    astronaut_name,
    command_name,
    name_of,
    stat_amount,
    structure_name,
    structures_name,
)

if TYPE_CHECKING:  # pragma: no cover
    from .state import ShackletonState
    from .table import Agency, Placement, ShackletonTable

NSECT = len(geometry.SECTORS)
_STAT_KIND = {"domes": "dome", "workshops": "workshop", "labs": "lab", "hq": "hq"}


def by_name(pl: Agency) -> dict[str, int]:
    """The agency record ``pl`` itself, read and changed by a resource or statistic named in
    content (credits, titanium, rare_earth, vp, reputation): the type checker follows
    only literal keys of a record."""
    return cast("dict[str, int]", pl)


def step_kind(step: tuple[str | int, ...] | None) -> str:
    """What a step of a turn is (marker, build, house...): its first word."""
    assert step is not None and isinstance(step[0], str)
    return step[0]


def step_sector(step: tuple[str | int, ...] | None) -> str:
    """The sector of a marker or engineer-bonus step (``("marker", "c1")``)."""
    assert step is not None and isinstance(step[1], str)
    return step[1]


def step_number(step: tuple[str | int, ...] | None) -> int:
    """The number of a house, corporation or Gateway step: the structure's index, the
    corporation actions left, the astronaut type just placed (-1 for a scientist's bonus)."""
    assert step is not None and isinstance(step[1], int)
    return step[1]


def command_slots(d: ShackletonTable) -> dict[str, tuple[Placement, ...]]:
    """The command area of ``d`` itself, read and changed by a command named in an action
    (build, fund, corp): the type checker follows only literal keys of a record."""
    return cast("dict[str, tuple[Placement, ...]]", d["slots"])


# ---------------------------------------------------------------- resources
def gain(state: ShackletonState, p: int, effect: dict, times: int = 1) -> None:
    """Add ``effect`` (resources, reputation, VP, energy) ``times`` times to player ``p``."""
    if not effect or times <= 0:
        return
    pl = by_name(state.data["agencies"][p])
    for k, v in effect.items():
        v *= times
        if k == "reputation":
            reputation(state, p, v)
        elif k == "vp":
            score(state, p, v)
        elif k == "energy":
            state.data["energy"] = min(state.cat.energy_max, state.data["energy"] + v)
        else:
            pl[k] += v


def can_pay(state: ShackletonState, p: int, cost: dict | None) -> bool:
    """Whether player ``p`` holds every resource of ``cost`` (energy from the track)."""
    pl = by_name(state.data["agencies"][p])
    for k, v in (cost or {}).items():
        have = state.data["energy"] if k == "energy" else pl[k]
        if have < v:
            return False
    return True


def pay(state: ShackletonState, p: int, cost: dict | None) -> None:
    """Take ``cost`` from player ``p`` (energy from the shared track)."""
    pl = by_name(state.data["agencies"][p])
    for k, v in (cost or {}).items():
        if k == "energy":
            state.data["energy"] -= v
        elif k == "reputation":
            reputation(state, p, -v)
        elif k == "vp":
            score(state, p, -v)
        else:
            pl[k] -= v


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


# ---------------------------------------------------------------- structures
def built(state: ShackletonState, p: int, kind: str) -> int:
    """How many structures of ``kind`` player ``p`` has built."""
    return sum(1 for s in state.data["agencies"][p]["structures"] if s[0] == kind)


def workshops_with(state: ShackletonState, p: int, astro: int) -> int:
    """Workshops of ``p`` housing an astronaut of type ``astro`` [SB-WORKSHOP]."""
    n = 0
    for s in state.data["agencies"][p]["structures"]:
        if s[0] == "workshop" and astro in s[3]:
            n += 1
    return n


def stat(state: ShackletonState, p: int, name: str) -> int:
    """A statistic of player ``p`` used by objectives and scoring (see content.toml)."""
    pl = state.data["agencies"][p]
    kind = _STAT_KIND.get(name)
    if kind is not None:
        n = 0
        for s in pl["structures"]:
            if s[0] == kind:
                n += 1
        return n
    if name == "structures":
        return len(pl["structures"])
    if name == "projects":
        return len(pl["projects"])
    if name == "housed":
        return sum(len(s[3]) for s in pl["structures"])
    if name == "sectors":
        return len({s[2] for s in pl["structures"]})
    return by_name(pl)[name]


def capacity_left(state: ShackletonState, p: int, index: int) -> int:
    """Free room in the ``index``-th structure of player ``p`` [SB-CAPACITY]."""
    s = state.data["agencies"][p]["structures"][index]
    return int(state.cat.structures[s[0]]["capacity"]) - len(s[3])


def base_room(state: ShackletonState, p: int) -> int:
    """Astronauts ``p``'s base can still take: the spare slot and the free slots of
    built structures, less the astronauts already waiting [SB-BASE-ROOM, SB-BASE-SPARE]."""
    pl = state.data["agencies"][p]
    caps = state.cat.structures
    free = sum(int(caps[s[0]]["capacity"]) - len(s[3]) for s in pl["structures"])
    return SPARE_SLOTS + free - sum(pl["waiting"])


def room_problem(state: ShackletonState, p: int) -> str | None:
    """Why ``p``'s base cannot take one more astronaut [SB-BASE-ROOM], or ``None``."""
    if base_room(state, p) > 0:
        return None
    pl = state.data["agencies"][p]
    waiting = sum(pl["waiting"])
    housed = sum(len(s[3]) for s in pl["structures"])
    slots = sum(int(state.cat.structures[s[0]]["capacity"]) for s in pl["structures"])
    held = waiting + housed
    structure_slots = ngettext("{n} structure slot", "{n} structure slots", slots).format(
        n=slots)
    astronauts = ngettext("{n} astronaut", "{n} astronauts", held).format(n=held)
    return _("your base has no available space: its {spare} spare slot and {slots} hold "
             "{held} ({waiting} waiting, {housed} housed)").format(
        spare=SPARE_SLOTS, slots=structure_slots, held=astronauts, waiting=waiting,
        housed=housed)


def spare_full(state: ShackletonState, p: int) -> bool:
    """Whether more astronauts wait in ``p``'s base than its spare slot holds
    [SB-BASE-SPARE] (no words: the action listing asks)."""
    return sum(state.data["agencies"][p]["waiting"]) > SPARE_SLOTS


def spare_problem(state: ShackletonState, p: int) -> str | None:
    """Why ``p`` must still move waiting astronauts into structures at maintenance
    [SB-BASE-SPARE], or ``None``: only the spare slot holds an astronaut outside one."""
    waiting = sum(state.data["agencies"][p]["waiting"])
    if waiting <= SPARE_SLOTS:
        return None
    return _("{waiting} astronauts wait in your base but its spare slot holds "
             "{spare}: move {move} into your structures' free slots").format(
        waiting=waiting, spare=SPARE_SLOTS, move=waiting - SPARE_SLOTS)


# ---------------------------------------------------------------- crater
def retrieval_winner(state: ShackletonState, space: int) -> int | None:
    """Who gains the crater astronaut on ``space`` at maintenance [SB-RETRIEVE], or ``None``.

    The player with the biggest total structure size in the row the space faces;
    a tie goes to the tied player with the biggest structure in the sector nearest
    the space, else the next sector. ``None`` when no player has a structure in the
    row [SB-RETRIEVE-NOBODY].
    """
    structs = state.data["structures"]
    row = geometry.ROWS[space - 1]
    totals: dict[int, int] = {}
    for sec in row:
        for o, kind in structs[SECTOR_INDEX[sec]]:
            if o >= 0:
                totals[o] = totals.get(o, 0) + SIZE[kind]
    if not totals:
        return None
    best = max(totals.values())
    tied = [o for o, v in totals.items() if v == best]
    if len(tied) == 1:
        return tied[0]
    for sec in row:  # nearest sector first (rows are ordered from their space inward)
        here = [(SIZE[kind], o) for o, kind in structs[SECTOR_INDEX[sec]] if o in tied]
        if here:
            return max(here)[1]
    return None  # unreachable: every tied player has a structure in the row


def largest(state: ShackletonState, sector: str) -> int | None:
    """Owner of the largest structure in ``sector`` (-1 = neutral), or ``None`` if empty."""
    best, owner = 0, None
    for o, kind in state.data["structures"][SECTOR_INDEX[sector]]:
        if SIZE[kind] > best:
            best, owner = SIZE[kind], o
    return owner


def has_structure(state: ShackletonState, p: int, sector: str) -> bool:
    """Whether player ``p`` has a structure in ``sector``."""
    return any(o == p for o, _ in state.data["structures"][SECTOR_INDEX[sector]])


def explore_fees(state: ShackletonState, p: int, space: int) -> tuple[list[str], list[tuple[str, int, int]], int]:
    """Activated sectors, fees ``(sector, payee, credits)`` and their total for ``space``.

    ``payee`` is a seat, or -1 for the general supply (a neutral dome) [SB-EXPLORE-FEE,
    SB-EXPLORE-NEUTRAL]; sectors where ``p`` has a structure cost nothing [SB-EXPLORE-OWN].
    """
    structs = state.data["structures"]
    fee = state.cat.fees[space - 1]
    active, fees, total = [], [], 0
    for sec in geometry.ROWS[space - 1]:
        here = structs[SECTOR_INDEX[sec]]
        if not here:
            continue
        active.append(sec)
        if any(o == p for o, _ in here):
            continue
        owner = largest(state, sec)
        assert owner is not None  # the sector has a structure
        fees.append((sec, owner, fee))
        total += fee
    return active, fees, total


def explore_problem(state: ShackletonState, p: int, space) -> str | None:
    """Why ``p`` cannot explore from ``space`` (taken, unknown, fees unaffordable), or ``None``."""
    if not isinstance(space, int) or not 1 <= space <= len(geometry.ROWS):
        return _("there is no explore space {space}; spaces are 1..{last}").format(
            space=repr(space), last=len(geometry.ROWS))
    occ = state.data["explore"][space - 1]
    if occ is not None:
        return _("explore space {space} is taken by P{seat}'s {worker} this round").format(
            space=space, seat=occ[0] + 1, worker=astronaut_name(ASTRONAUTS[occ[1]]))
    _active, fees, total = explore_fees(state, p, space)
    have = state.data["agencies"][p]["credits"]
    if total > have:
        return ngettext("exploring from space {space} costs {cost} in fees ({n} sector x "
                        "{fee}); you have {have}",
                        "exploring from space {space} costs {cost} in fees ({n} sectors x "
                        "{fee}); you have {have}", len(fees)).format(
            space=space, cost=amount(total, "credits"), n=len(fees),
            fee=state.cat.fees[space - 1], have=have)
    return None


# ---------------------------------------------------------------- solar panels
def panel_blocked(state: ShackletonState) -> bool:
    """Whether no solar panel can be built now [SB-PANEL-BLOCKED] (no words: the action
    listing asks)."""
    return state.data["energy"] >= state.cat.energy_max - 1 or not state.data["ring_panels"]


def panel_block_reason(state: ShackletonState) -> str | None:
    """Why no solar panel can be built now [SB-PANEL-BLOCKED], or ``None``."""
    d = state.data
    mx = state.cat.energy_max
    if d["energy"] >= mx - 1:
        return _("energy is at {energy}, on one of the two rightmost spaces "
                 "({low}-{high}); spend energy first").format(
            energy=d["energy"], low=mx - 1, high=mx)
    if not d["ring_panels"]:
        return _("all 18 solar panels around the crater have been taken")
    return None


def panel_outcome(state: ShackletonState) -> tuple[int, int, int]:
    """(ring space, energy produced, reputation gained) of building a panel now."""
    d = state.data
    idx = d["ring_panels"][0]
    old = d["energy"]
    new = min(state.cat.energy_max, old + state.cat.ring[idx])
    rep = sum(1 for s in state.cat.rep_spaces if old < s <= new)
    return idx, new - old, rep


def can_panel(state: ShackletonState, p: int) -> bool:
    """Whether ``p`` may build a solar panel now [SB-PANEL-BUILD, SB-PANEL-BLOCKED]."""
    ctx = state.data["turn_action"]
    return (ctx.get("command") is not None and not ctx.get("panel_built")
            and state.data["agencies"][p]["rare_earth"] >= 1 and not panel_blocked(state))


def _hypothetical_panel(state: ShackletonState, p: int) -> tuple[int, int, int]:
    """(rare earth, energy, central panels) after building a panel now."""
    _idx, produced, _rep = panel_outcome(state)
    d = state.data
    return d["agencies"][p]["rare_earth"] - 1, d["energy"] + produced, d["central_panels"] + 1


# ---------------------------------------------------------------- build
def structure_cost(state: ShackletonState, p: int, kind: str, disc: int) -> dict:
    """The cost of a ``kind`` with ``disc`` credits of command discount left."""
    cost = dict(state.cat.structures[kind]["cost"])
    if disc and cost.get("credits"):
        cost["credits"] = max(0, cost["credits"] - disc)
    return cost


def build_left_problem(state: ShackletonState, p: int, kind) -> str | None:
    """Why ``p`` has no ``kind`` left to build [SB-STRUCTURE-COUNTS], or ``None``."""
    if kind not in SIZE:
        return None  # refused by _check with the list of structures
    count = int(state.cat.structures[kind]["count"])
    if count - built(state, p, kind) > 0:
        return None
    if count == 1:
        return _("your only {structure} is already built").format(
            structure=structure_name(kind))
    return _("all {count} of your {structures} are built").format(
        count=count, structures=structures_name(kind))


def build_cost_problem(state: ShackletonState, p: int, kind) -> str | None:
    """Why ``p`` cannot pay for a ``kind`` now (resources short), or ``None``."""
    if kind not in SIZE or build_left_problem(state, p, kind):
        return None  # refused by _check, or by SB-STRUCTURE-COUNTS
    cost = structure_cost(state, p, kind, state.data["turn_action"].get("discount", 0))
    pl = by_name(state.data["agencies"][p])
    short = []
    for k, v in cost.items():
        have = state.data["energy"] if k == "energy" else pl[k]
        if have < v:
            short.append(_("{cost} (you have {have})").format(cost=amount(v, k), have=have))
    if short:
        return _("{structure} needs {costs}").format(structure=a_structure(kind),
                                                      costs=", ".join(short))
    return None


def sector_problem(state: ShackletonState, p: int, kind: str, sector, center: int | None = None) -> str | None:
    """Why a ``kind`` of ``p`` cannot go to ``sector`` [SB-BUILD-PLACE, SB-ENERGIZED], or ``None``."""
    if sector not in SECTOR_INDEX:
        return _("there is no sector {sector}; sectors are {sectors}").format(
            sector=repr(sector), sectors=", ".join(geometry.SECTORS))
    i = SECTOR_INDEX[sector]
    for o, k in state.data["structures"][i]:
        if o == p:
            return _("you already have {structure} in sector {sector}").format(
                structure=a_structure(k), sector=sector)
        if SIZE[k] == SIZE[kind]:
            if o < 0:
                return _("sector {sector} already has a neutral {structure}, a structure of "
                         "size {size}").format(sector=sector, structure=structure_name(k),
                                               size=SIZE[kind])
            return _("sector {sector} already has P{seat}'s {structure}, a structure of "
                     "size {size}").format(sector=sector, seat=o + 1,
                                           structure=structure_name(k), size=SIZE[kind])
    if center is None:
        center = state.data["central_panels"]
    if not state.data["sector_panels"][i] and center <= 0:
        return _("sector {sector} has no solar panel and the central hex has none to "
                 "energize it (build a solar panel first)").format(sector=sector)
    return None


def build_options(state: ShackletonState, p: int, hypo: bool = False, first: bool = False,
                  purse: tuple[int, int] | None = None) -> list:
    """``(structure, sector)`` pairs buildable now.

    ``hypo``: after a solar panel; ``first``: stop at the first one; ``purse``:
    ``(credits, discount)`` to use instead of the player's (a command not yet taken).
    """
    d = state.data
    pl = d["agencies"][p]
    credits, disc = purse if purse else (pl["credits"], d["turn_action"].get("discount", 0))
    ti = pl["titanium"]
    if hypo:
        re, energy, center = _hypothetical_panel(state, p)
    else:
        re, energy, center = pl["rare_earth"], d["energy"], d["central_panels"]
    built = pl["structures"]
    have = None  # the kinds built, listed once a kind's count may be reached
    kinds = []
    for kind, count, cr, ti_, re_, en in state.cat.build_costs:
        if ti_ > ti or re_ > re or en > energy or max(0, cr - disc) > credits:
            continue
        if len(built) >= count:
            if have is None:
                have = [s[0] for s in built]
            if have.count(kind) >= count:
                continue
        kinds.append((kind, SIZE[kind]))
    out: list[tuple[str, str]] = []
    if not kinds:
        return out
    structs, panel, sectors = d["structures"], d["sector_panels"], geometry.SECTORS
    anywhere = center > 0  # a central panel can energize any sector
    for i in range(NSECT):
        if not (anywhere or panel[i]):
            continue
        sizes = []  # of the other structures in the sector
        for o, k in structs[i]:
            if o == p:
                break
            sizes.append(SIZE[k])
        else:
            for kind, size in kinds:
                if size not in sizes:
                    out.append((kind, sectors[i]))
                    if first:
                        return out
    return out


def can_complete_build(state: ShackletonState, p: int, purse: tuple[int, int] | None = None) -> bool:
    """Whether some build is possible now or after one solar panel.

    With ``purse`` (credits and discount once a build command's surcharge is paid),
    the question is asked before the command: its panel is still unused.
    """
    if build_options(state, p, first=True, purse=purse):
        return True
    panel = _fresh_panel(state, p) if purse else can_panel(state, p)
    return panel and bool(build_options(state, p, hypo=True, first=True, purse=purse))


def _fresh_panel(state: ShackletonState, p: int) -> bool:
    # a command action about to start has not built its solar panel yet
    return state.data["agencies"][p]["rare_earth"] >= 1 and not panel_blocked(state)


# ---------------------------------------------------------------- fund
def project_printed(state: ShackletonState, pid: str) -> dict:
    """Credit cost, energy required and energy used of ``pid`` before discounts.

    From its corporation board's bottommost uncovered slot when the corporation has
    ``project_costs`` (one slot per marker that left the board) [SB-PROJECT-COST-SLOT],
    else from the project itself.
    """
    pr = state.cat.projects[pid]
    slots = state.cat.corps[pr["corp"]].get("project_costs")
    if slots:
        left = len(state.data["board_markers"][pr["corp"]])
        pr = slots[min(len(slots) - 1, max(0, MARKERS_ON_BOARD - left))]
        return {"cost": pr["credits"], "energy": pr["energy"],
                "energy_used": pr.get("energy_used", pr["energy"]), "slot": True}
    return {"cost": pr["cost"], "energy": pr["energy"],
            "energy_used": pr.get("energy_used", pr["energy"]), "slot": False}


def printed_price(state: ShackletonState, pid: str) -> tuple[int, int]:
    """The credit cost and energy required of ``pid`` in :func:`project_printed`, as a
    pair (the action listing asks for every visible project)."""
    pr = state.cat.projects[pid]
    slots = state.cat.corps[pr["corp"]].get("project_costs")
    if slots:  # SB-PROJECT-COST-SLOT
        left = len(state.data["board_markers"][pr["corp"]])
        pr = slots[min(len(slots) - 1, max(0, MARKERS_ON_BOARD - left))]
        return pr["credits"], pr["energy"]
    return pr["cost"], pr["energy"]


def project_price(state: ShackletonState, p: int, pid: str) -> tuple[int, int]:
    """(credits, energy) to fund ``pid``: technician workshops take 1 off each [SB-WORKSHOP]."""
    cost, energy = printed_price(state, pid)
    tw = workshops_with(state, p, 1)
    disc = state.data["turn_action"].get("discount", 0)
    return max(0, cost - tw - disc), max(0, energy - tw)


def project_energy_used(state: ShackletonState, p: int, pid: str) -> int:
    """Energy funding ``pid`` consumes: ``energy_used`` if printed, else the requirement;
    technician workshops take 1 off it as off the requirement [SB-FUND-ENERGY-USED]."""
    return max(0, project_printed(state, pid)["energy_used"] - workshops_with(state, p, 1))


def visible_projects(state: ShackletonState) -> list[str]:
    """Ids of the face-up projects of every corporation in play."""
    return [x for c in state.data["corporations"] for x in state.data["visible"][c]]


def fund_cost_problem(state: ShackletonState, p: int, pid) -> str | None:
    """Why ``p`` cannot fund ``pid`` (energy, then credits), or ``None``."""
    if pid not in state.cat.projects:
        return None  # refused by _check
    credits, energy = project_price(state, p, pid)
    have_e, have_c = state.data["energy"], state.data["agencies"][p]["credits"]
    if have_e < energy:
        return _("the {name} project needs {energy} energy; the energy track is at "
                 "{have}").format(name=name_of(state.cat.projects, pid), energy=energy,
                                  have=have_e)
    if have_c < credits:
        return _("the {name} project costs {cost}; you have {have}").format(
            name=name_of(state.cat.projects, pid), cost=amount(credits, "credits"),
            have=have_c)
    return None


def fund_options(state: ShackletonState, p: int, hypo: bool = False,
                 purse: tuple[int, int] | None = None, first: bool = False) -> list[str]:
    """Visible projects ``p`` can fund now (``hypo``: after a solar panel; ``first`` and
    ``purse`` as in :meth:`build_options`)."""
    d = state.data
    credits, disc = purse if purse else (d["agencies"][p]["credits"], d["turn_action"].get("discount", 0))
    energy = _hypothetical_panel(state, p)[1] if hypo else d["energy"]
    tw = workshops_with(state, p, 1)
    visible, fixed = d["visible"], state.cat.fixed_prices
    out = []
    for c in d["corporations"]:
        for pid in visible[c]:
            cost, need = fixed.get(pid) or printed_price(state, pid)
            if max(0, cost - tw - disc) <= credits and max(0, need - tw) <= energy:
                out.append(pid)
                if first:
                    return out
    return out


def can_complete_fund(state: ShackletonState, p: int, purse: tuple[int, int] | None = None) -> bool:
    """Whether some project can be funded now or after one solar panel (``purse`` as in
    :meth:`can_complete_build`)."""
    if fund_options(state, p, purse=purse, first=True):
        return True
    panel = _fresh_panel(state, p) if purse else can_panel(state, p)
    return panel and bool(fund_options(state, p, hypo=True, purse=purse, first=True))


# ---------------------------------------------------------------- command
def slot_problem(state: ShackletonState, p: int, which) -> str | None:
    """Why ``p`` cannot take the ``which`` command now (slots full, surcharge), or ``None``."""
    if which not in ("build", "fund", "corp"):
        return None  # refused by _check
    slots = state.cat.slots[state.players]
    used = len(command_slots(state.data)[which])
    if used >= len(slots):
        return _("all {n} {command} command slots are taken this round "
                 "({players}-player overlay)").format(
            n=len(slots), command=command_name(which), players=state.players)
    charge = max(0, slots[used] - workshops_with(state, p, 2))
    have = state.data["agencies"][p]["credits"]
    if have < charge:
        return _("the leftmost free {command} slot costs {cost}; you have {have}").format(
            command=command_name(which), cost=amount(charge, "credits"), have=have)
    return None


def surcharge(state: ShackletonState, p: int, which: str) -> tuple[int, int]:
    """(credits to pay, discount left over) for the leftmost free slot [SB-COMMAND-SURCHARGE].

    Scientist workshops take 1 credit each off the command action [SB-WORKSHOP]; what
    the surcharge does not absorb comes off the structure or project cost.
    """
    slots = state.cat.slots[state.players]
    base = slots[len(command_slots(state.data)[which])]
    disc = workshops_with(state, p, 2)
    return max(0, base - disc), max(0, disc - base)


# ---------------------------------------------------------------- corporations
def marker_problem(state: ShackletonState, space) -> str | None:
    """Why the marker on ``space`` cannot be activated now [SB-MARKER-ONCE], or ``None``."""
    d = state.data
    if not isinstance(space, int) or space not in geometry.MARKER_SPACES:
        return _("there is no marker space {space}; spaces are 1..{last}").format(
            space=repr(space), last=len(geometry.MARKER_SPACES))
    if space not in d["markers"]:
        return _("marker space {space} holds no corporation marker").format(space=space)
    if space in d["turn_action"].get("activated", ()):
        return _("the marker on space {space} was already activated during this "
                 "action").format(space=space)
    return None


def marker_options(state: ShackletonState, step) -> list[int]:
    """Marker spaces that ``step`` (one sector, or any) may activate now."""
    d = state.data
    done = d["turn_action"].get("activated", ())
    markers = d["markers"]
    if step[0] == "marker_any":
        return [m for m in sorted(markers) if m not in done]
    return [m for m in geometry.AROUND[step[1]] if m in markers and m not in done]


def activate(state: ShackletonState, p: int, space: int) -> None:
    """Activate the marker on ``space`` for ``p``: its corporation's benefit [SB-MARKER-GAIN]."""
    corp, typ = state.data["markers"][space]
    ctx = state.data["turn_action"]
    ctx["activated"] = ctx.get("activated", ()) + (space,)
    gain(state, p, state.cat.corps[corp]["marker_gain"][typ])


def bonus_spaces(state: ShackletonState, sector: str, corp: str) -> list[int]:
    """Where the engineer bonus for ``corp`` can go around ``sector`` [SB-ENGINEER-BONUS].

    The spaces of that corporation's markers already there (activate one); else, with
    no empty space around the sector, the spaces of every marker there (activate one of
    them, SB-ENGINEER-BONUS-FULL); else, if its board still has a marker, every empty
    space around the sector (place it there and activate it); else ``[0]``: nothing to
    place.
    """
    markers = state.data["markers"]
    around = geometry.AROUND[sector]
    here = [m for m in around if m in markers and markers[m][0] == corp]
    if here:
        return here
    empty = [m for m in around if m not in markers]
    if not empty:
        return [m for m in around if m in markers] or [0]
    if state.data["board_markers"][corp]:
        return empty
    return [0]


def rep_action_problem(state: ShackletonState, p: int, source) -> str | None:
    """Why ``p`` cannot take reputation-track action ``source`` [SB-REP-ACTIONS], or ``None``."""
    if source not in REP_ACTIONS:
        return None
    space = REP_ACTIONS[source][0]
    rep = state.data["agencies"][p]["reputation"]
    if rep < space:
        return _("the reputation-track action on space {space} needs reputation {space}; "
                 "you have {have}").format(space=space, have=rep)
    if source in state.data["turn_action"].get("reputation_actions", ()):
        return _("you already took the reputation-track action on space {space} this "
                 "command").format(space=space)
    return None


def corp_sources(state: ShackletonState, p: int) -> list[str]:
    """Corporation actions ``p`` can take now: track, corporation boards, own projects."""
    d = state.data
    pl = d["agencies"][p]
    rep = pl["reputation"]
    used = d["turn_action"].get("reputation_actions", ())
    out = [s for s, (space, _) in REP_ACTIONS.items() if rep >= space and s not in used]
    for c in d["corporations"]:
        if can_pay(state, p, state.cat.corps[c]["action"].get("cost")):
            out.append(c)
    for pid in pl["projects"]:
        act = state.cat.projects[pid].get("action")
        if not act or (act.get("once_per_round") and pid in pl["turned_projects"]):
            continue
        if can_pay(state, p, act.get("cost")):
            out.append(pid)
    return out


# ---------------------------------------------------------------- Gateway and base
def take_problem(state: ShackletonState, astronaut) -> str | None:
    """Why ``astronaut`` cannot be taken from the Gateway now [SB-GATEWAY-TAKE], or ``None``."""
    if astronaut not in ASTRONAUTS:
        return None
    i = ASTRONAUTS.index(astronaut)
    d = state.data
    step = d.get("step") or ()
    excl = step[1] if step and step[0] == "take" else -1
    n = d["gateway"][i] - (1 if i == excl else 0)
    if n <= 0:
        if i == excl:
            return _("there is no {worker} other than the one you just placed at the Gateway "
                     "(it holds {n})").format(worker=astronaut_name(astronaut),
                                              n=d["gateway"][i])
        return _("there is no {worker} at the Gateway (it holds {n})").format(
            worker=astronaut_name(astronaut), n=d["gateway"][i])
    return None


def take_options(state: ShackletonState, excl: int) -> list[int]:
    """Astronaut types at the Gateway, not counting the one just placed (``excl``)."""
    gw = state.data["gateway"]
    return [i for i in range(3) if gw[i] - (1 if i == excl else 0) > 0]


def house_problem(state: ShackletonState, p: int, astronaut) -> str | None:
    """Why ``p`` cannot house an ``astronaut`` now [SB-HOUSE], or ``None``."""
    if astronaut not in ASTRONAUTS:
        return None
    i = ASTRONAUTS.index(astronaut)
    w = state.data["agencies"][p]["waiting"]
    if w[i] <= 0:
        return _("no {worker} is waiting in your base ({n})").format(
            worker=astronaut_name(astronaut), n=w[i])
    return None


# ---------------------------------------------------------------- scoring
def goal_problem(state: ShackletonState, p: int, corp: str, i: int, why: bool = True) -> str | None:
    """Why ``p`` cannot claim goal slot ``i`` of ``corp`` now, or ``None``
    [SB-OBJECTIVES, SB-GOAL-SLOT].

    With ``why=False`` (the action listing asks for every slot) a refusal is the
    bare word ``"no"``, without building the message.
    """
    d = state.data
    goal = state.cat.corps[corp]["goals"][i]
    if corp in d["agencies"][p]["objectives"]:
        return _("you already claimed a goal of {corp} (one per corporation)").format(
            corp=name_of(state.cat.corps, corp)) if why else "no"
    for c, j, q in d["goals"]:
        if c == corp and j == i:
            if not why:
                return "no"
            if q == p:
                return _("goal {goal} of {corp} is already claimed by you: its slot is "
                         "taken").format(goal=i + 1, corp=name_of(state.cat.corps, corp))
            return _("goal {goal} of {corp} is already claimed by P{seat}: its slot is "
                     "taken").format(goal=i + 1, corp=name_of(state.cat.corps, corp),
                                     seat=q + 1)
    need = goal.get("min_players", 2)
    if state.players < need:
        return _("goal {goal} of {corp} is for {need} or more players; this game has "
                 "{players}").format(goal=i + 1, corp=name_of(state.cat.corps, corp),
                                     need=need, players=state.players) if why else "no"
    have = stat(state, p, goal["stat"])
    if have < goal["at_least"]:
        return _("goal {goal} of {corp} needs {need}; you have {have}").format(
            goal=i + 1, corp=name_of(state.cat.corps, corp),
            need=stat_amount(goal["at_least"], goal["stat"]), have=have) if why else "no"
    return None


def goal_to_claim(state: ShackletonState, p: int, corp: str,
                  have: dict[str, int] | None = None) -> tuple[int, dict] | None:
    """The goal slot of ``corp`` that ``p`` would claim now: the most valuable one
    open to them (the first of equals) [SB-GOAL-CHOICE], or ``None``.

    The tests of :func:`goal_problem`, without its words: asked at the end of every
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
            n = have[name] = stat(state, p, name)
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
            n = have[name] = stat(state, p, name)
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


def upkeep(state: ShackletonState, p: int) -> dict:
    """The maintenance bill of ``p`` by part [SB-UPKEEP, SB-REP-MAINTENANCE]."""
    pl = state.data["agencies"][p]
    rep = step_value(REP_MAINTENANCE, pl["reputation"])
    structures = sum(UPKEEP[s[0]] for s in pl["structures"])
    engineers = sum(s[3].count(0) for s in pl["structures"] if s[0] == "workshop")
    relief = WORKSHOP_ENGINEER_UPKEEP * engineers
    return {"reputation": rep, "structures": structures, "engineer_workshops": -relief,
            "total": max(0, rep + structures - relief)}


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
        corp += es["vp"] * stat(state, p, es["per"])
    out = {"track": pl["vp"], "projects": projects, "labs": labs,
           "reputation": pl["reputation"], "corporations": corp}
    out["total"] = sum(out.values())
    return out
