"""Shackleton Base legal actions and refusals: what may be done now, and why not.

:func:`legal_actions` lists the actions of the player to act and :func:`check` refuses
an action with the reason and its rule. The predicates they share, one per rule
(``*_problem(state, ...)``, ``None`` or the reason with the numbers), are also the
requirements of the action kinds (:mod:`.actions`), so the listing, the requirement and
the refusal cannot disagree. Read-only measures of the table that several modules use
(structures built, room in a base, explore fees, prices, the maintenance bill...) live
here, and :func:`explore_cost` / :func:`explore_overview`: what exploring from a space
would do, as data for a learner, from the same calculations as the engine.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from lunarrules.i18n import _, ngettext
from lunarrules.kernel import Action

from . import geometry
from .geometry import INDEX as SECTOR_INDEX
from .params import (
    ASTRO_INDEX,
    ASTRONAUTS,
    MARKERS_ON_BOARD,
    REP_ACTIONS,
    REP_MAINTENANCE,
    SIZE,
    SPARE_SLOTS,
    TECH_CREDITS,
    UPKEEP,
    WORKSHOP_ENGINEER_UPKEEP,
    step_value,
)
from .table import SectorStructure, by_name, command_slots, step_number, step_sector
from .words import (
    a_structure,
    amount,
    amounts,
    an,
    astronaut_name,
    command_name,
    kind_word,
    name_of,
    stat_amount,
    structure_name,
    structures_name,
)

if TYPE_CHECKING:  # pragma: no cover
    from .state import ShackletonState


# ---------------------------------------------------------------- cached actions
_ACTIONS: dict = {}


def act(actor: int, kind: str, *values) -> Action:
    """A cached :class:`Action` (the same object every time: cheap to list and compare)."""
    key = (actor, kind, values)
    a = _ACTIONS.get(key)
    if a is None:
        from .actions import KINDS

        names = next(k for k in KINDS if k.name == kind).params
        a = Action(actor, kind, tuple((p.name, v) for p, v in zip(names, values, strict=True)))
        _ACTIONS[key] = a
    return a


# ---------------------------------------------------------------- resources
NSECT = len(geometry.SECTORS)
_STAT_KIND = {"domes": "dome", "workshops": "workshop", "labs": "lab", "hq": "hq"}


def can_pay(state: ShackletonState, p: int, cost: dict | None) -> bool:
    """Whether player ``p`` holds every resource of ``cost`` (energy from the track)."""
    pl = by_name(state.data["agencies"][p])
    for k, v in (cost or {}).items():
        have = state.data["energy"] if k == "energy" else pl[k]
        if have < v:
            return False
    return True


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
    structure_slots = ngettext("{n} structure slot", "{n} structure slots", slots).format(n=slots)
    astronauts = ngettext("{n} astronaut", "{n} astronauts", held).format(n=held)
    return _(
        "your base has no available space: its {spare} spare slot and {slots} hold "
        "{held} ({waiting} waiting, {housed} housed)"
    ).format(
        spare=SPARE_SLOTS, slots=structure_slots, held=astronauts, waiting=waiting, housed=housed
    )


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
    return _(
        "{waiting} astronauts wait in your base but its spare slot holds "
        "{spare}: move {move} into your structures' free slots"
    ).format(waiting=waiting, spare=SPARE_SLOTS, move=waiting - SPARE_SLOTS)


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


def explore_fees(
    state: ShackletonState, p: int, space: int
) -> tuple[list[str], list[tuple[str, int, int]], int]:
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
            space=repr(space), last=len(geometry.ROWS)
        )
    occ = state.data["explore"][space - 1]
    if occ is not None:
        return _("explore space {space} is taken by P{seat}'s {worker} this round").format(
            space=space, seat=occ[0] + 1, worker=astronaut_name(ASTRONAUTS[occ[1]])
        )
    _active, fees, total = explore_fees(state, p, space)
    have = state.data["agencies"][p]["credits"]
    if total > have:
        return ngettext(
            "exploring from space {space} costs {cost} in fees ({n} sector x "
            "{fee}); you have {have}",
            "exploring from space {space} costs {cost} in fees ({n} sectors x "
            "{fee}); you have {have}",
            len(fees),
        ).format(
            space=space,
            cost=amount(total, "credits"),
            n=len(fees),
            fee=state.cat.fees[space - 1],
            have=have,
        )
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
        return _(
            "energy is at {energy}, on one of the two rightmost spaces "
            "({low}-{high}); spend energy first"
        ).format(energy=d["energy"], low=mx - 1, high=mx)
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
    return (
        ctx.get("command") is not None
        and not ctx.get("panel_built")
        and state.data["agencies"][p]["rare_earth"] >= 1
        and not panel_blocked(state)
    )


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
        return _("your only {structure} is already built").format(structure=structure_name(kind))
    return _("all {count} of your {structures} are built").format(
        count=count, structures=structures_name(kind)
    )


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
        return _("{structure} needs {costs}").format(
            structure=a_structure(kind), costs=", ".join(short)
        )
    return None


def sector_problem(
    state: ShackletonState, p: int, kind: str, sector, center: int | None = None
) -> str | None:
    """Why a ``kind`` of ``p`` cannot go to ``sector`` [SB-BUILD-PLACE, SB-ENERGIZED], or ``None``."""
    if sector not in SECTOR_INDEX:
        return _("there is no sector {sector}; sectors are {sectors}").format(
            sector=repr(sector), sectors=", ".join(geometry.SECTORS)
        )
    i = SECTOR_INDEX[sector]
    for o, k in state.data["structures"][i]:
        if o == p:
            return _("you already have {structure} in sector {sector}").format(
                structure=a_structure(k), sector=sector
            )
        if SIZE[k] == SIZE[kind]:
            if o < 0:
                return _(
                    "sector {sector} already has a neutral {structure}, a structure of size {size}"
                ).format(sector=sector, structure=structure_name(k), size=SIZE[kind])
            return _(
                "sector {sector} already has P{seat}'s {structure}, a structure of size {size}"
            ).format(sector=sector, seat=o + 1, structure=structure_name(k), size=SIZE[kind])
    if center is None:
        center = state.data["central_panels"]
    if not state.data["sector_panels"][i] and center <= 0:
        return _(
            "sector {sector} has no solar panel and the central hex has none to "
            "energize it (build a solar panel first)"
        ).format(sector=sector)
    return None


def build_options(
    state: ShackletonState,
    p: int,
    hypo: bool = False,
    first: bool = False,
    purse: tuple[int, int] | None = None,
) -> list:
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


def can_complete_build(
    state: ShackletonState, p: int, purse: tuple[int, int] | None = None
) -> bool:
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
        return {
            "cost": pr["credits"],
            "energy": pr["energy"],
            "energy_used": pr.get("energy_used", pr["energy"]),
            "slot": True,
        }
    return {
        "cost": pr["cost"],
        "energy": pr["energy"],
        "energy_used": pr.get("energy_used", pr["energy"]),
        "slot": False,
    }


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
        return _("the {name} project needs {energy} energy; the energy track is at {have}").format(
            name=name_of(state.cat.projects, pid), energy=energy, have=have_e
        )
    if have_c < credits:
        return _("the {name} project costs {cost}; you have {have}").format(
            name=name_of(state.cat.projects, pid), cost=amount(credits, "credits"), have=have_c
        )
    return None


def fund_options(
    state: ShackletonState,
    p: int,
    hypo: bool = False,
    purse: tuple[int, int] | None = None,
    first: bool = False,
) -> list[str]:
    """Visible projects ``p`` can fund now (``hypo``: after a solar panel; ``first`` and
    ``purse`` as in :meth:`build_options`)."""
    d = state.data
    credits, disc = (
        purse if purse else (d["agencies"][p]["credits"], d["turn_action"].get("discount", 0))
    )
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
        return _(
            "all {n} {command} command slots are taken this round ({players}-player overlay)"
        ).format(n=len(slots), command=command_name(which), players=state.players)
    charge = max(0, slots[used] - workshops_with(state, p, 2))
    have = state.data["agencies"][p]["credits"]
    if have < charge:
        return _("the leftmost free {command} slot costs {cost}; you have {have}").format(
            command=command_name(which), cost=amount(charge, "credits"), have=have
        )
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
            space=repr(space), last=len(geometry.MARKER_SPACES)
        )
    if space not in d["markers"]:
        return _("marker space {space} holds no corporation marker").format(space=space)
    if space in d["turn_action"].get("activated", ()):
        return _("the marker on space {space} was already activated during this action").format(
            space=space
        )
    return None


def marker_options(state: ShackletonState, step) -> list[int]:
    """Marker spaces that ``step`` (one sector, or any) may activate now."""
    d = state.data
    done = d["turn_action"].get("activated", ())
    markers = d["markers"]
    if step[0] == "marker_any":
        return [m for m in sorted(markers) if m not in done]
    return [m for m in geometry.AROUND[step[1]] if m in markers and m not in done]


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
        return _(
            "the reputation-track action on space {space} needs reputation {space}; you have {have}"
        ).format(space=space, have=rep)
    if source in state.data["turn_action"].get("reputation_actions", ()):
        return _(
            "you already took the reputation-track action on space {space} this command"
        ).format(space=space)
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
            return _(
                "there is no {worker} other than the one you just placed at the Gateway "
                "(it holds {n})"
            ).format(worker=astronaut_name(astronaut), n=d["gateway"][i])
        return _("there is no {worker} at the Gateway (it holds {n})").format(
            worker=astronaut_name(astronaut), n=d["gateway"][i]
        )
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
            worker=astronaut_name(astronaut), n=w[i]
        )
    return None


# ---------------------------------------------------------------- goals and upkeep
def goal_problem(state: ShackletonState, p: int, corp: str, i: int, why: bool = True) -> str | None:
    """Why ``p`` cannot claim goal slot ``i`` of ``corp`` now, or ``None``
    [SB-OBJECTIVES, SB-GOAL-SLOT].

    With ``why=False`` (the action listing asks for every slot) a refusal is the
    bare word ``"no"``, without building the message.
    """
    d = state.data
    goal = state.cat.corps[corp]["goals"][i]
    if corp in d["agencies"][p]["objectives"]:
        return (
            _("you already claimed a goal of {corp} (one per corporation)").format(
                corp=name_of(state.cat.corps, corp)
            )
            if why
            else "no"
        )
    for c, j, q in d["goals"]:
        if c == corp and j == i:
            if not why:
                return "no"
            if q == p:
                return _(
                    "goal {goal} of {corp} is already claimed by you: its slot is taken"
                ).format(goal=i + 1, corp=name_of(state.cat.corps, corp))
            return _(
                "goal {goal} of {corp} is already claimed by P{seat}: its slot is taken"
            ).format(goal=i + 1, corp=name_of(state.cat.corps, corp), seat=q + 1)
    need = goal.get("min_players", 2)
    if state.players < need:
        return (
            _(
                "goal {goal} of {corp} is for {need} or more players; this game has {players}"
            ).format(
                goal=i + 1, corp=name_of(state.cat.corps, corp), need=need, players=state.players
            )
            if why
            else "no"
        )
    have = stat(state, p, goal["stat"])
    if have < goal["at_least"]:
        return (
            _("goal {goal} of {corp} needs {need}; you have {have}").format(
                goal=i + 1,
                corp=name_of(state.cat.corps, corp),
                need=stat_amount(goal["at_least"], goal["stat"]),
                have=have,
            )
            if why
            else "no"
        )
    return None


def upkeep(state: ShackletonState, p: int) -> dict:
    """The maintenance bill of ``p`` by part [SB-UPKEEP, SB-REP-MAINTENANCE]."""
    pl = state.data["agencies"][p]
    rep = step_value(REP_MAINTENANCE, pl["reputation"])
    structures = sum(UPKEEP[s[0]] for s in pl["structures"])
    engineers = sum(s[3].count(0) for s in pl["structures"] if s[0] == "workshop")
    relief = WORKSHOP_ENGINEER_UPKEEP * engineers
    return {
        "reputation": rep,
        "structures": structures,
        "engineer_workshops": -relief,
        "total": max(0, rep + structures - relief),
    }


def house_targets(state: ShackletonState, p: int) -> list[tuple[int, int]]:
    """``(astronaut type, structure index)`` pairs ``p`` may house now [SB-HOUSE]."""
    pl = state.data["agencies"][p]
    w = pl["waiting"]
    if not any(w):
        return []
    caps = state.cat.structures
    rooms = [i for i, s in enumerate(pl["structures"]) if len(s[3]) < caps[s[0]]["capacity"]]
    return [(t, i) for t in range(3) if w[t] for i in rooms]


# ---------------------------------------------------------------- the explore-cost explainer
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
    >>> from lunarrules.games.shackleton_base.legal import explore_cost
    >>> s = lr.game("shackleton_base").new(players=2, seed=1)
    >>> explore_cost(s, 3)["row"]
    ['o1', 'c1', 'c4', 'o7']
    """
    if not isinstance(space, int) or not 1 <= space <= len(geometry.ROWS):
        raise ValueError(
            _("there is no explore space {space}; spaces are 1..{last}").format(
                space=repr(space), last=len(geometry.ROWS)
            )
        )
    p = state.to_act if player is None else player
    if p is None:
        p = 0
    d = state.data
    cat = state.cat
    active, fees, total = explore_fees(state, p, space)
    fee_of = {sec: (payee, fee) for sec, payee, fee in fees}
    markers = d["markers"]
    rows = []
    for sec in geometry.ROWS[space - 1]:
        here = d["structures"][SECTOR_INDEX[sec]]
        payee, fee = fee_of.get(sec, (None, 0))
        rows.append(
            {
                "sector": sec,
                "resource": cat.sector_resource[sec],
                "structures": [f"{_who(o)} {k}" if o >= 0 else f"neutral {k}" for o, k in here],
                "activated": sec in active,
                "yours": any(o == p for o, _ in here),
                "payee": _who(payee) if sec in fee_of else None,
                "fee": fee,
                "markers": [m for m in geometry.AROUND[sec] if m in markers],
            }
        )
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
        "rules": [
            "SB-EXPLORE-ROW",
            "SB-EXPLORE-OWN",
            "SB-EXPLORE-FEE",
            "SB-EXPLORE-NEUTRAL",
            "SB-EXPLORE-PAY-FIRST",
            "SB-ENGINEER-MINE",
            "SB-TECH-CREDITS",
            "SB-SCIENTIST-MARKERS",
            "SB-MARKER-ONCE",
        ],
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
            (
                _("{fee} to supply ({sector})")
                if r["payee"] == "supply"
                else _("{fee} to {payee} ({sector})")
            ).format(fee=r["fee"], payee=r["payee"], sector=r["sector"])
            for r in e["sectors"]
            if r["payee"]
        )
        occ = state.data["explore"][sp - 1]
        taken = "" if occ is None else f"P{occ[0] + 1} {astronaut_name(ASTRONAUTS[occ[1]])}"
        y = e["yields"]
        out.append(
            {
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
            }
        )
    return out


# ---------------------------------------------------------------- legal actions
# explore spaces 1..15 and the bit mask of each one's row of sectors (bit i = sector index i)
_SPACES = tuple(range(1, len(geometry.ROWS) + 1))
_ROW_MASKS = tuple(sum(1 << SECTOR_INDEX[s] for s in row) for row in geometry.ROWS)


@functools.lru_cache(maxsize=4096)
def _space_fees(
    fees: tuple[int, ...], structures: tuple[tuple[SectorStructure, ...], ...], p: int
) -> tuple[int, ...]:
    """What exploring from each space costs ``p`` in fees [SB-EXPLORE-FEE, SB-EXPLORE-OWN]:
    the space's fee in ``fees`` (content) for each sector of its row with a structure
    but none of ``p``'s, the crater's sectors holding ``structures``.

    A pure function of its values, kept for the positions that come back often."""
    owed = 0  # bit i: sector index i charges a fee
    for i, here in enumerate(structures):
        if here and all(o != p for o, _ in here):
            owed |= 1 << i
    return tuple(
        fee * (mask & owed).bit_count() for fee, mask in zip(fees, _ROW_MASKS, strict=True)
    )


_EXPLORE: dict = {}


def _explore_table(p: int) -> list:
    """``table[astronaut][space]``: the cached explore actions of seat ``p``."""
    table = _EXPLORE.get(p)
    if table is None:
        table = _EXPLORE[p] = [
            [None] + [act(p, "explore", t, sp) for sp in range(1, len(geometry.ROWS) + 1)]
            for t in ASTRONAUTS
        ]
    return table


_COMMANDS: dict = {}


def _command_table(p: int) -> list:
    """``table[astronaut][which]``: the cached command and Gateway actions of seat ``p``."""
    table = _COMMANDS.get(p)
    if table is None:
        table = _COMMANDS[p] = [
            {
                **{w: act(p, "command", t, w) for w in ("build", "fund", "corp")},
                "gateway": act(p, "gateway", t),
            }
            for t in ASTRONAUTS
        ]
    return table


def legal_actions(state: ShackletonState) -> list[Action]:
    """The legal actions of the player to act, by phase (the state's ``_legal_actions``)."""
    d = state.data
    p = state.to_act
    assert p is not None  # asked only while the game goes on: somebody is to act
    ph = state.phase
    if ph == "action":
        return _main_actions(state, p)
    if ph == "marker_step" or ph == "setup_marker":
        step = d["step"]
        return [act(p, "activate_marker", m) for m in marker_options(state, step)]
    if ph == "build_step":
        out = [act(p, "build", k, s) for k, s in build_options(state, p)]
        if can_panel(state, p) and build_options(state, p, hypo=True, first=True):
            out.append(act(p, "solar_panel"))
        return out
    if ph == "corp_step":
        out = [act(p, "corp_action", s) for s in corp_sources(state, p)]
        out.append(act(p, "corp_done"))
        if can_panel(state, p):
            out.append(act(p, "solar_panel"))
        return out
    if ph == "take_step":
        if base_room(state, p) <= 0:
            return []
        return [
            act(p, "take_astronaut", ASTRONAUTS[i])
            for i in take_options(state, step_number(d["step"]))
        ]
    if ph == "house_step":
        w = d["agencies"][p]["waiting"]
        out = [act(p, "house", ASTRONAUTS[i]) for i in range(3) if w[i]]
        out.append(act(p, "house_done"))
        return out
    if ph == "fund_step":
        out = [act(p, "fund", x) for x in fund_options(state, p)]
        if can_panel(state, p) and fund_options(state, p, hypo=True):
            out.append(act(p, "solar_panel"))
        return out
    if ph == "maintenance_house":
        out = [act(p, "house_at", ASTRONAUTS[t], i + 1) for t, i in house_targets(state, p)]
        if not spare_full(state, p):
            out.append(act(p, "house_done"))
        return out
    if ph == "bonus_step":
        sec = step_sector(d["step"])
        return [
            act(p, "engineer_bonus", c, m)
            for c in d["corporations"]
            for m in bonus_spaces(state, sec, c)
        ]
    if ph == "shuttle_pick":
        picked = set(d["picked"].values())
        return [
            act(p, "take_shuttle", state.cat.shuttles[t]["number"])
            for t in d["revealed"]
            if t not in picked
        ]
    if ph == "setup_leader":
        return [act(p, "pick_leader", x) for x, _ in d["leaders"]]
    if ph == "setup_dome":
        return [
            act(p, "first_dome", s)
            for s in geometry.CENTRAL
            if not d["structures"][SECTOR_INDEX[s]]
        ]
    return []


def _main_actions(state: ShackletonState, p: int) -> list[Action]:
    d = state.data
    pl = d["agencies"][p]
    credits = pl["credits"]
    out: list[Action] = []
    fees = _space_fees(state.cat.fees, tuple(d["structures"]), p)
    spaces = [
        sp
        for sp, occ, fee in zip(_SPACES, d["explore"], fees, strict=True)
        if occ is None and fee <= credits
    ]
    astronauts = pl["astronauts"]
    table = _explore_table(p)
    for i in range(3):
        if astronauts[i]:
            out.extend(map(table[i].__getitem__, spaces))
    commands = []
    charges = state.cat.slots[state.players]
    nslots = len(charges)
    sci = workshops_with(state, p, 2)  # SB-WORKSHOP: scientist workshops cut the surcharge
    slots = d["slots"]
    for which in ("build", "fund", "corp"):
        used = len(slots[which])
        if used >= nslots:
            continue
        base = charges[used]
        charge = base - sci if base > sci else 0
        if charge > credits:
            continue
        if which == "corp":
            commands.append(which)
            continue
        # the command must be completable after paying its surcharge
        purse = (credits - charge, sci - base if sci > base else 0)
        if which == "build":
            ok = can_complete_build(state, p, purse)
        else:
            ok = can_complete_fund(state, p, purse)
        if ok:
            commands.append(which)
    table = _command_table(p)
    for i in range(3):
        if astronauts[i]:
            row = table[i]
            out.extend(map(row.__getitem__, commands))
            out.append(row["gateway"])
    return out


# ---------------------------------------------------------------- refusals
def check(state: ShackletonState, a: Action) -> None:
    """Refuse ``a`` (``state.refuse``) with the reason and its rule when a rule the action
    kinds' requirements do not cover forbids it (the state's ``_check``)."""
    d = state.data
    p = a.actor
    k = a.kind
    if k in ("explore", "command", "gateway", "house", "house_at", "take_astronaut"):
        t = a["astronaut"]
        if t not in ASTRO_INDEX:
            state.refuse(
                _("{value} is not an astronaut type; use {types}").format(
                    value=repr(t), types=", ".join(ASTRONAUTS)
                ),
                "SB-ASTRONAUT",
            )
    if k == "explore":
        space = a["space"]
        why = explore_problem(state, p, space)
        if why:
            # a free explore space that exists: the fees are what is missing
            fees = (
                isinstance(space, int)
                and 1 <= space <= len(geometry.ROWS)
                and d["explore"][space - 1] is None
            )
            state.refuse(why, "SB-EXPLORE-PAY-FIRST" if fees else "SB-EXPLORE-SPACE")
    elif k == "command":
        which = a["which"]
        if which not in ("build", "fund", "corp"):
            state.refuse(
                _("{value} is not a command action; use build, fund or corp").format(
                    value=repr(which)
                ),
                "SB-COMMAND-LEFTMOST",
            )
        if which != "corp" and a not in set(state.legal_actions()):
            if which == "build":
                state.refuse(
                    _(
                        "after the slot's surcharge there is no structure you can "
                        "afford in a sector you may use, even with a solar panel"
                    ),
                    "SB-BUILD-COST",
                )
            state.refuse(
                _(
                    "after the slot's surcharge there is no visible project whose "
                    "credits and energy you can meet, even with a solar panel"
                ),
                "SB-FUND-COST",
            )
    elif k == "build":
        kind, sector = a["structure"], a["sector"]
        if kind not in SIZE:
            state.refuse(
                _("{value} is not a structure; use dome, workshop, lab or hq").format(
                    value=repr(kind)
                ),
                "SB-BUILD-COST",
            )
        why = sector_problem(state, p, kind, sector)
        if why:
            # only an unenergized sector with no panel to take is the solar panel's fault
            panel = (
                sector in SECTOR_INDEX and sector_problem(state, p, kind, sector, center=1) is None
            )
            state.refuse(why, "SB-ENERGIZED" if panel else "SB-BUILD-PLACE")
    elif k == "fund":
        pid = a["project"]
        if pid not in visible_projects(state):
            vis = ", ".join(visible_projects(state)) or _("none")
            state.refuse(
                _("project {value} is not visible; visible projects: {visible}").format(
                    value=repr(pid), visible=vis
                ),
                "SB-FUND-VISIBLE",
            )
    elif k == "solar_panel":
        if state.phase != "corp_step":
            fn = build_options if state.phase == "build_step" else fund_options
            if not fn(state, p, hypo=True):
                state.refuse(
                    _("after a solar panel nothing would be left to build")
                    if state.phase == "build_step"
                    else _("after a solar panel nothing would be left to fund"),
                    "SB-PANEL-BUILD",
                )
    elif k == "corp_action":
        src = a["source"]
        if src in REP_ACTIONS:
            pass  # the declared requirement decided
        elif src in d["corporations"]:
            cost = state.cat.corps[src]["action"].get("cost")
            if not can_pay(state, p, cost):
                state.refuse(
                    _("the {corp} action costs {cost}; you have {have}").format(
                        corp=name_of(state.cat.corps, src),
                        cost=amounts(cost),
                        have=_purse(state, p, cost),
                    ),
                    "SB-CORP-BOARD-ACTION",
                )
        elif src in d["agencies"][p]["projects"]:
            spec = state.cat.projects[src].get("action")
            name = name_of(state.cat.projects, src)
            if not spec:
                state.refuse(
                    _("the {name} project has no corporation action").format(name=name),
                    "SB-PROJECT-ACTION",
                )
            if spec.get("once_per_round") and src in d["agencies"][p]["turned_projects"]:
                state.refuse(
                    _(
                        "the {name} project's action is once per round and its card is "
                        "already turned"
                    ).format(name=name),
                    "SB-PROJECT-ACTION",
                )
            if not can_pay(state, p, spec.get("cost")):
                state.refuse(
                    _("the {name} project's action costs {cost}; you have {have}").format(
                        name=name,
                        cost=amounts(spec.get("cost")),
                        have=_purse(state, p, spec.get("cost")),
                    ),
                    "SB-PROJECT-ACTION",
                )
        else:
            state.refuse(
                _(
                    "{value} is not a corporation action you can take: use rep0/rep4/"
                    "rep8/rep12, a corporation in play ({corps}) or a project you "
                    "funded"
                ).format(value=repr(src), corps=", ".join(d["corporations"])),
                "SB-CORP-BOARD-ACTION",
            )
    elif k == "activate_marker":
        m = a["space"]
        step = d["step"]
        assert step is not None  # the marker step being decided
        if state.phase == "setup_marker" or step[0] == "marker":
            sec = step_sector(d["step"])
            if m not in geometry.AROUND[sec]:
                state.refuse(
                    _(
                        "marker space {space} is not around sector {sector} (around it: {spaces})"
                    ).format(space=m, sector=sec, spaces=", ".join(map(str, geometry.AROUND[sec]))),
                    "SB-FIRST-MARKER"
                    if state.phase == "setup_marker"
                    else "SB-LAB-ACTIVATE"
                    if step[2:] == ("lab",)
                    else "SB-SCIENTIST-MARKERS",
                )
    elif k == "house_done" and state.phase == "maintenance_house":
        why = spare_problem(state, p)
        if why:
            state.refuse(why, "SB-BASE-SPARE")
    elif k == "house_at":
        pl = d["agencies"][p]
        n = a["structure"]
        if not 1 <= n <= len(pl["structures"]):
            state.refuse(
                _("you have no structure {n}; your structures are 1..{last} in build order").format(
                    n=n, last=len(pl["structures"])
                ),
                "SB-MAINT-HOUSE",
            )
        s = pl["structures"][n - 1]
        cap = state.cat.structures[s[0]]["capacity"]
        if len(s[3]) >= cap:
            state.refuse(
                _("your {structure} in {sector} is full ({n} of {cap})").format(
                    structure=kind_word(s[0]), sector=s[2], n=len(s[3]), cap=cap
                ),
                "SB-CAPACITY",
            )
    elif k == "engineer_bonus":
        corp = a["corp"]
        if corp not in d["corporations"]:
            state.refuse(
                _("{value} is not in play; corporations: {corps}").format(
                    value=repr(corp), corps=", ".join(d["corporations"])
                ),
                "SB-ENGINEER-BONUS",
            )
        sec = step_sector(d["step"])
        allowed = bonus_spaces(state, sec, corp)
        if a["space"] not in allowed:
            name = name_of(state.cat.corps, corp)
            spaces = ", ".join(map(str, allowed))
            if allowed == [0]:
                why = _("there is none to place or activate: use space=0")
            elif d["markers"].get(allowed[0], (corp,))[0] != corp:
                state.refuse(
                    _(
                        "engineer bonus for {corp} on space {space}: no empty marker "
                        "space around {sector}: activate a marker there (space "
                        "{spaces})"
                    ).format(corp=name, space=a["space"], sector=sec, spaces=spaces),
                    "SB-ENGINEER-BONUS-FULL",
                    "SB-ENGINEER-BONUS",
                )
            elif allowed[0] in d["markers"]:
                # the English article of the corporation's name
                why = (
                    _("an {corp} marker is already around {sector}: activate it (space {spaces})")
                    if an(name).startswith("an ")
                    else _(
                        "a {corp} marker is already around {sector}: activate it (space {spaces})"
                    )
                ).format(corp=name, sector=sec, spaces=spaces)
            else:
                why = _("its next marker goes to an empty space around {sector}: {spaces}").format(
                    sector=sec, spaces=spaces
                )
            state.refuse(
                _("engineer bonus for {corp} on space {space}: {why}").format(
                    corp=name, space=a["space"], why=why
                ),
                "SB-ENGINEER-BONUS",
            )
    elif k == "first_dome":
        s = a["sector"]
        if s not in geometry.CENTRAL:
            state.refuse(
                _("the first dome goes to a central sector ({sectors}), not {value}").format(
                    sectors=", ".join(geometry.CENTRAL), value=repr(s)
                ),
                "SB-FIRST-DOME",
            )
        if d["structures"][SECTOR_INDEX[s]]:
            state.refuse(
                _("central sector {sector} already has a dome").format(sector=s), "SB-BUILD-PLACE"
            )
    elif k == "pick_leader":
        if a["leader"] not in [x for x, _ in d["leaders"]]:
            state.refuse(
                _("leader {value} is not on offer; available: {leaders}").format(
                    value=repr(a["leader"]), leaders=", ".join(x for x, _face in d["leaders"])
                ),
                "SB-LEADER-PICK",
            )
    elif k == "take_shuttle":
        n = a["tile"]
        offer = {
            state.cat.shuttles[t]["number"]: t
            for t in d["revealed"]
            if t not in d["picked"].values()
        }
        if n not in offer:
            state.refuse(
                _("shuttle tile {tile} is not available; available: {tiles}").format(
                    tile=n, tiles=", ".join(map(str, sorted(offer)))
                ),
                "SB-SHUTTLE-PICK",
            )


def _purse(state: ShackletonState, p: int, cost: dict | None) -> str:
    """What ``p`` holds of each resource of ``cost``, in words (for a refusal)."""
    pl = state.data["agencies"][p]
    return amounts(
        {k: by_name(pl)[k] if k != "energy" else state.data["energy"] for k in (cost or {})}
    )
