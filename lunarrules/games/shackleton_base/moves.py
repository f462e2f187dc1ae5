"""Shackleton Base moves: what each action does, and the automatic steps after it.

:func:`execute` plays an action through its handler, one ``_do_<kind>`` per action kind
(the table ``_DISPATCH``); the primitive mutations they share (``gain``, ``pay``,
``activate`` and the copy-on-write helpers) come first. The ``_resolve`` hub opens the
queued sub-steps of a turn, then the end of the turn; the end of a round runs the
maintenance (corporation maintenance, the crater astronauts' return, housing in turn
order, income and upkeep) and the next round's shuttle phase. Goals and the final
scoring are in :mod:`.scoring`. Every phase change goes through ``goto``, along the
edges declared in :mod:`.flow`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, cast

from lunarrules.i18n import _
from lunarrules.kernel import Action, Later

from . import geometry, legal, scoring
from .geometry import INDEX as SECTOR_INDEX
from .params import (
    ASTRO_INDEX,
    ASTRONAUTS,
    CORP_ACTIONS,
    DOME_INCOME,
    GATEWAY_CAP,
    GATEWAY_CREDITS,
    REP_ACTIONS,
    REP_UNDER_VP,
    ROUNDS,
    TECH_CREDITS,
)
from .table import (
    Agency,
    BaseStructure,
    LeaderTile,
    Marker,
    Placement,
    SectorStructure,
    ShackletonTable,
    by_name,
    command_slots,
    step_kind,
    step_number,
    step_sector,
)
from .words import (
    a_structure,
    amount,
    amounts,
    an_astronaut,
    command_name,
    its_structure,
    name_of,
    the_new_structure,
)

if TYPE_CHECKING:  # pragma: no cover
    from .state import ShackletonState


# primitives ---------------------------------------------------------
def _bump(pl: Agency, key: Literal["astronauts", "waiting"], i: int, delta: int) -> None:
    """Change one count of an astronaut triple (kept as a tuple so copies can share it)."""
    v = list(pl[key])
    v[i] += delta
    pl[key] = cast("tuple[int, int, int]", tuple(v))  # still one count per type


# The lists of the crater, the command area and the Gateway are shared with earlier
# states (see ShackletonState._clone_data): a move changes a copy of one.
def _add_structure(d: ShackletonTable, i: int, structure: SectorStructure) -> None:
    """Stand ``structure`` in the sector of index ``i``."""
    structs = d["structures"][:]
    structs[i] = structs[i] + (structure,)
    d["structures"] = structs


def _energize(d: ShackletonTable, i: int) -> None:
    """Put a solar panel in the sector of index ``i``."""
    panels = d["sector_panels"][:]
    panels[i] = True
    d["sector_panels"] = panels


def _gateway_add(d: ShackletonTable, i: int, n: int) -> None:
    """Add ``n`` astronauts of type ``i`` to the Gateway (a negative ``n`` takes them)."""
    gw = d["gateway"][:]
    gw[i] += n
    d["gateway"] = gw


def gain(state: ShackletonState, p: int, effect: dict, times: int = 1) -> None:
    """Add ``effect`` (resources, reputation, VP, energy) ``times`` times to player ``p``."""
    if not effect or times <= 0:
        return
    pl = by_name(state.data["agencies"][p])
    for k, v in effect.items():
        v *= times
        if k == "reputation":
            scoring.reputation(state, p, v)
        elif k == "vp":
            scoring.score(state, p, v)
        elif k == "energy":
            state.data["energy"] = min(state.cat.energy_max, state.data["energy"] + v)
        else:
            pl[k] += v


def pay(state: ShackletonState, p: int, cost: dict | None) -> None:
    """Take ``cost`` from player ``p`` (energy from the shared track)."""
    pl = by_name(state.data["agencies"][p])
    for k, v in (cost or {}).items():
        if k == "energy":
            state.data["energy"] -= v
        elif k == "reputation":
            scoring.reputation(state, p, -v)
        elif k == "vp":
            scoring.score(state, p, -v)
        else:
            pl[k] -= v


def activate(state: ShackletonState, p: int, space: int) -> None:
    """Activate the marker on ``space`` for ``p``: its corporation's benefit [SB-MARKER-GAIN]."""
    corp, typ = state.data["markers"][space]
    ctx = state.data["turn_action"]
    ctx["activated"] = ctx.get("activated", ()) + (space,)
    gain(state, p, state.cat.corps[corp]["marker_gain"][typ])


# setup ------------------------------------------------------------
def _do_pick_leader(state: ShackletonState, a: Action) -> None:
    d = state.data
    face = dict(d["leaders"])[a["leader"]]
    d["agencies"][a.actor]["leader"] = LeaderTile(a["leader"], face)
    d["leaders"] = tuple(x for x in d["leaders"] if x[0] != a["leader"])
    state.emit(
        _("takes leader {leader} (face {face})"),
        "SB-LEADER-PICK",
        "SB-SETUP-ORDER",
        actor=a.actor,
        leader=name_of(state.cat.leaders, a["leader"]),
        face=face,
    )
    state.goto("setup_dome")


def _do_first_dome(state: ShackletonState, a: Action) -> None:
    d = state.data
    p, sec = a.actor, a["sector"]
    i = SECTOR_INDEX[sec]
    _add_structure(d, i, SectorStructure(p, "dome"))
    pl = d["agencies"][p]
    pl["structures"] = pl["structures"] + (BaseStructure("dome", 0, sec, ()),)
    if not d["sector_panels"][i]:
        _energize(d, i)
        d["ring_panels"] = d["ring_panels"][1:]
    state.emit(
        _("places the leftmost dome and a solar panel in {sector}"),
        "SB-FIRST-DOME",
        "SB-FIRST-PANEL",
        actor=p,
        sector=sec,
    )
    d["step"] = ("marker", sec)
    d["turn_action"] = {}
    state.goto("setup_marker")


def _after_setup_marker(state: ShackletonState) -> None:
    d = state.data
    assert state.to_act is not None  # the agency that placed its first dome
    i = d["order"].index(state.to_act) + 1
    d["step"], d["turn_action"] = None, {}
    if i < state.players:
        state.goto("setup_leader")
        state.to_act = d["order"][i]
    else:
        state.goto("shuttle_reveal")
        _reveal(state)


# shuttle phase -----------------------------------------------------
def _reveal(state: ShackletonState) -> None:
    d = state.data
    pile = list(state.cat.shuttle_by_round[d["round"]])
    shown = []
    for _draw in range(state.players + 1):  # SB-SHUTTLE-REVEAL
        t = state.chance.draw("shuttle", tuple(pile))
        pile.remove(t)
        shown.append(t)
    shown.sort(key=lambda t: state.cat.shuttles[t]["number"])
    d["revealed"] = tuple(shown)
    d["picked"] = {}
    nums = ", ".join(str(state.cat.shuttles[t]["number"]) for t in shown)
    state.emit(
        _("round {number}: shuttle tiles {tiles} revealed"),
        "SB-SHUTTLE-REVEAL",
        number=d["round"],
        tiles=nums,
    )
    state.goto("shuttle_pick")
    state.to_act = d["order"][-1]  # SB-SHUTTLE-PICK: reverse turn order


def _do_take_shuttle(state: ShackletonState, a: Action) -> None:
    d = state.data
    p = a.actor
    tid = state.cat.shuttle_by_number[(d["round"], a["tile"])]
    spec = state.cat.shuttles[tid]
    d["picked"] = {**d["picked"], p: tid}  # shared with earlier states: replace, never edit
    pl = d["agencies"][p]
    pl["astronauts"] = cast(
        "tuple[int, int, int]",  # one count per type
        tuple(int(spec["astronauts"].get(t, 0)) for t in ASTRONAUTS),
    )
    pl["shuttle_tile"] = tid
    gain(state, p, spec.get("gain"))
    state.emit(_("takes shuttle tile {tile}"), "SB-SHUTTLE-PICK", actor=p, tile=a["tile"])
    order = d["order"]
    i = order.index(p)
    if i > 0:
        state.goto("shuttle_pick")
        state.to_act = order[i - 1]
        return
    state.goto("shuttle_order")
    # SB-SHUTTLE-ORDER: lowest tile number first
    nums = {q: state.cat.shuttles[t]["number"] for q, t in d["picked"].items()}
    d["order"] = sorted(range(state.players), key=nums.__getitem__)
    gw = d["gateway"] = d["gateway"][:]  # shared with earlier states: changed in a copy
    added = [0, 0, 0]
    for t in d["revealed"]:
        if t in d["picked"].values():
            continue
        astro = state.cat.shuttles[t]["astronauts"]
        for j, name in enumerate(ASTRONAUTS):  # SB-GATEWAY-FILL
            # SB-GATEWAY-CAP limits what the leftover tile adds; it never removes any
            n = max(0, min(int(astro.get(name, 0)), GATEWAY_CAP - gw[j]))
            gw[j] += n
            added[j] += n

    def crew(counts: list[int], skip_none: bool = False) -> str:
        return ", ".join(
            amount(n, name)
            for n, name in zip(counts, ASTRONAUTS, strict=True)
            if n or not skip_none
        )

    gained = crew(added, skip_none=True) or _("no astronaut")
    state.emit(
        _(
            "turn order {order}; the leftover tile adds {gained} to the Gateway (up to "
            "{cap} of each type), which holds {held}"
        ),
        "SB-SHUTTLE-ORDER",
        "SB-SHUTTLE-ORDER-REST",
        "SB-GATEWAY-FILL",
        "SB-GATEWAY-CAP",
        "SB-PHASES",
        order=" > ".join(f"P{q + 1}" for q in d["order"]),
        gained=gained,
        cap=GATEWAY_CAP,
        held=crew(gw),
    )
    d["turn_position"] = 0
    state.goto("action")
    _start_turn(state, d["order"][0])


# action phase ------------------------------------------------------
def _start_turn(state: ShackletonState, p: int) -> None:
    d = state.data
    d["turn_agency"] = p
    d["turn_action"] = {}
    d["step"] = None
    state.to_act = p


def _place(state: ShackletonState, p: int, t: str) -> int:
    i = ASTRO_INDEX[t]
    _bump(state.data["agencies"][p], "astronauts", i, -1)
    state.data["turn_action"]["astronaut"] = i
    return i


def _do_explore(state: ShackletonState, a: Action) -> None:
    d = state.data
    p, sp, t = a.actor, a["space"], a["astronaut"]
    i = _place(state, p, t)
    explore = d["explore"][:]  # shared with earlier states: changed in a copy
    explore[sp - 1] = Placement(p, i)
    d["explore"] = explore
    active, fees, total = legal.explore_fees(state, p, sp)
    pl = d["agencies"][p]
    for _sec, payee, fee in fees:  # SB-EXPLORE-PAY-FIRST: every fee before any benefit
        pl["credits"] -= fee
        if payee is not None and payee >= 0:
            d["agencies"][payee]["credits"] += fee
    if active:
        text = _("explores from space {space} with {worker}: activates {sectors}")
    else:
        text = _("explores from space {space} with {worker}: activates no sector")
    worker, sectors = Later(an_astronaut, t), Later(_listed, tuple(active))
    if fees:  # that sentence, then the fees paid
        state.emit(
            _("{explores}; pays {paid}"),
            "SB-EXPLORE-ROW",
            "SB-EXPLORE-FEE",
            "SB-MAIN-ACTIONS",
            actor=p,
            explores=Later(_explores, text, sp, worker, sectors),
            paid=Later(_fees_paid, tuple(fees)),
        )
    else:
        state.emit(
            text,
            "SB-EXPLORE-ROW",
            "SB-EXPLORE-FEE",
            "SB-MAIN-ACTIONS",
            actor=p,
            space=sp,
            worker=worker,
            sectors=sectors,
        )
    if i == 0:  # SB-ENGINEER-MINE
        for sec in active:
            by_name(pl)[state.cat.sector_resource[sec]] += 1
    elif i == 1:  # SB-TECH-CREDITS
        pl["credits"] += TECH_CREDITS * len(active)
    else:  # SB-SCIENTIST-MARKERS
        d["pending_steps"] = tuple(("marker", sec) for sec in active)
    state.goto("resolve")
    _resolve(state)


def _listed(items: tuple[str, ...]) -> str:
    """Log words: ``items`` separated by commas."""
    return ", ".join(items)


def _explores(text: str, space: int, worker: Later, sectors: Later) -> str:
    """Log words: the explore message ``text`` filled in (before its fees)."""
    return text.format(space=space, worker=worker, sectors=sectors)


def _fees_paid(fees: tuple[tuple[str, int, int], ...]) -> str:
    """Log words: the explore fees ``(sector, payee, credits)`` paid, in order."""
    return ", ".join(
        (
            _("{cost} to the supply ({sector})") if q < 0 else _("{cost} to P{seat} ({sector})")
        ).format(cost=amount(fee, "credits"), seat=q + 1, sector=s)
        for s, q, fee in fees
    )


def _do_command(state: ShackletonState, a: Action) -> None:
    d = state.data
    p, which, t = a.actor, a["which"], a["astronaut"]
    charge, disc = legal.surcharge(state, p, which)
    i = _place(state, p, t)
    d["slots"] = d["slots"].copy()  # shared with earlier states: changed in a copy
    slots = command_slots(d)
    slots[which] = slots[which] + (Placement(p, i),)
    d["agencies"][p]["credits"] -= charge
    d["turn_action"].update({"command": which, "discount": disc, "panel_built": False})
    state.emit(
        _("command {command} with {worker} in slot {slot}, surcharge {cost}"),
        "SB-COMMAND-LEFTMOST",
        "SB-COMMAND-SURCHARGE",
        *(("SB-CORP-COMMAND",) if which == "corp" else ()),
        "SB-MAIN-ACTIONS",
        actor=p,
        command=Later(command_name, which),
        worker=Later(an_astronaut, t),
        slot=len(slots[which]),
        cost=Later(amount, charge, "credits"),
    )
    if which == "build":
        d["pending_steps"] = (("build",),)
    elif which == "fund":
        d["pending_steps"] = (("fund",),) + ((("corp", 1),) if i == 1 else ())  # SB-TECH-BONUS
    else:
        d["pending_steps"] = (("corp", CORP_ACTIONS),) + ((("take", -1),) if i == 2 else ())
    state.goto("resolve")
    _resolve(state)


def _do_gateway(state: ShackletonState, a: Action) -> None:
    d = state.data
    p, t = a.actor, a["astronaut"]
    i = _place(state, p, t)
    _gateway_add(d, i, 1)  # SB-GATEWAY-ORDER: the placed astronaut stays
    d["agencies"][p]["credits"] += GATEWAY_CREDITS
    state.emit(
        _("visits the Gateway with {worker}: +{gain}"),
        "SB-GATEWAY-VISIT",
        "SB-GATEWAY-CREDITS",
        "SB-GATEWAY-ORDER",
        "SB-MAIN-ACTIONS",
        actor=p,
        worker=Later(an_astronaut, t),
        gain=Later(amount, GATEWAY_CREDITS, "credits"),
    )
    d["pending_steps"] = (("take", i), ("corp", 1))
    state.goto("resolve")
    _resolve(state)


def _do_solar_panel(state: ShackletonState, a: Action) -> None:
    d = state.data
    p = a.actor
    idx, produced, rep = legal.panel_outcome(state)
    d["agencies"][p]["rare_earth"] -= 1
    d["ring_panels"] = d["ring_panels"][1:]
    d["central_panels"] += 1
    d["energy"] += produced
    scoring.reputation(state, p, rep)
    d["turn_action"]["panel_built"] = True
    state.emit(
        _(
            "builds solar panel {panel} for 1 rare earth: +{energy} energy (now {now}), "
            "+{rep} reputation"
        ),
        "SB-PANEL-BUILD",
        "SB-PANEL-NEXT",
        "SB-PANEL-ENERGY",
        "SB-PANEL-REPUTATION",
        *(("SB-FUND-PRODUCE-ENERGY",) if state.phase == "fund_step" else ()),
        actor=p,
        panel=idx + 1,
        energy=produced,
        now=d["energy"],
        rep=rep,
    )
    step = d["step"]
    assert step is not None  # the step being decided
    d["pending_steps"] = (step,) + d["pending_steps"]
    state.goto("resolve")
    _resolve(state)


def _do_build(state: ShackletonState, a: Action) -> None:
    d = state.data
    p, kind, sec = a.actor, a["structure"], a["sector"]
    pl = d["agencies"][p]
    cost = legal.structure_cost(state, p, kind, d["turn_action"].get("discount", 0))
    pay(state, p, cost)
    d["turn_action"]["discount"] = 0
    i = SECTOR_INDEX[sec]
    rules = ["SB-BUILD-COST", "SB-BUILD-TAKE", "SB-BUILD-PLACE"]
    if not d["sector_panels"][i]:
        d["central_panels"] -= 1
        _energize(d, i)
        rules.append("SB-ENERGIZED")
    nth = legal.built(state, p, kind)
    _add_structure(d, i, SectorStructure(p, kind))
    pl["structures"] = pl["structures"] + (BaseStructure(kind, nth, sec, ()),)
    state.emit(
        _("builds {structure} in {sector} (paid {cost})"),
        *rules,
        actor=p,
        structure=a_structure(kind),
        sector=sec,
        cost=amounts(cost),
    )
    if kind == "dome":
        gain(state, p, state.cat.dome_bonus[nth])
        state.emit(
            _("dome bonus: {gain}"), "SB-DOME", actor=p, gain=amounts(state.cat.dome_bonus[nth])
        )
    elif kind == "lab":  # SB-LAB: this lab and every earlier one
        labs = state.cat.labs[: nth + 1]
        for _needs, lab_gain, _mine, _act in labs:
            gain(state, p, lab_gain)
        state.emit(
            _("lab ability 1 triggered")
            if nth == 0
            else _("lab abilities 1 to {last} triggered").format(last=nth + 1),
            "SB-LAB",
            actor=p,
        )
        res = state.cat.sector_resource[sec]
        for j, (_needs, _gain, mine, _act) in enumerate(labs):
            if mine:  # SB-LAB-MINE: the resource of the newest lab's sector
                by_name(pl)[res] += 1
                state.emit(
                    _("lab {lab} mines {gain} in {sector}, the sector of the newest lab"),
                    "SB-LAB-MINE",
                    "SB-LAB",
                    actor=p,
                    lab=j + 1,
                    gain=Later(amount, 1, res),
                    sector=sec,
                )
        lab_markers = tuple(("marker", sec, "lab") for _, _, _, act in labs if act)
    elif kind == "hq":
        state.emit(_("HQ built: leader upgraded"), "SB-HQ", actor=p)
    queue: tuple[tuple[str | int, ...], ...] = (
        lab_markers if kind == "lab" else ()
    )  # SB-LAB-ACTIVATE
    if any(pl["waiting"]):
        queue += (("house", len(pl["structures"]) - 1),)
    if d["turn_action"].get("astronaut") == 0:
        queue += (("bonus", sec),)
    d["pending_steps"] = queue + d["pending_steps"]
    state.goto("resolve")
    _resolve(state)


def _do_house(state: ShackletonState, a: Action) -> None:
    d = state.data
    p = a.actor
    i = ASTRO_INDEX[a["astronaut"]]
    pl = d["agencies"][p]
    idx = step_number(d["step"])
    _bump(pl, "waiting", i, -1)
    s = pl["structures"][idx]
    structs = list(pl["structures"])
    structs[idx] = BaseStructure(s[0], s[1], s[2], s[3] + (i,))
    pl["structures"] = tuple(structs)
    state.emit(
        _("moves {worker} into {structure}"),
        "SB-HOUSE",
        actor=p,
        worker=an_astronaut(a["astronaut"]),
        structure=the_new_structure(s[0]),
    )
    step = d["step"]
    assert step is not None  # the step being decided
    d["pending_steps"] = (step,) + d["pending_steps"]
    state.goto("resolve")
    _resolve(state)


def _do_house_done(state: ShackletonState, a: Action) -> None:
    if state.phase == "maintenance_house":
        state.data["house_queue"] = state.data["house_queue"][1:]
        state.emit(_("maintenance: done moving astronauts"), "SB-MAINT-HOUSE", actor=a.actor)
        state.goto("maintenance_house")
        _next_houser(state)
        return
    state.goto("resolve")
    _resolve(state)


def _do_engineer_bonus(state: ShackletonState, a: Action) -> None:
    d = state.data
    p, corp, space = a.actor, a["corp"], a["space"]
    sec = step_sector(d["step"])
    name = name_of(state.cat.corps, corp)
    if space == 0:
        sup = d["board_markers"][corp]
        if not sup:
            text = _("engineer bonus: no {corp} marker to place (its board is empty)")
        else:
            text = _(
                "engineer bonus: no {corp} marker to place (no empty marker space around {sector})"
            )
        state.emit(text, "SB-ENGINEER-BONUS", actor=p, corp=name, sector=sec)
    elif d["markers"].get(space, (corp,))[0] != corp:
        other = name_of(state.cat.corps, d["markers"][space][0])
        activate(state, p, space)
        state.emit(
            _(
                "engineer bonus: no {corp} marker around {sector} and no empty marker "
                "space; activates the {other} marker on space {space}"
            ),
            "SB-ENGINEER-BONUS-FULL",
            "SB-ENGINEER-BONUS",
            "SB-MARKER-GAIN",
            actor=p,
            corp=name,
            sector=sec,
            other=other,
            space=space,
        )
    elif space in d["markers"]:
        activate(state, p, space)
        state.emit(
            _("engineer bonus: activates the {corp} marker on space {space}"),
            "SB-ENGINEER-BONUS",
            "SB-MARKER-GAIN",
            actor=p,
            corp=name,
            space=space,
        )
    else:
        sup = d["board_markers"][corp]
        # these tables are shared with earlier states: replace them, never edit
        d["markers"] = {**d["markers"], space: Marker(corp, sup[0])}
        d["board_markers"] = {**d["board_markers"], corp: sup[1:]}
        activate(state, p, space)
        state.emit(
            _(
                "engineer bonus: places the next {corp} marker on empty space {space} and "
                "activates it"
            ),
            "SB-ENGINEER-BONUS",
            "SB-MARKER-GAIN",
            actor=p,
            corp=name,
            space=space,
        )
    state.goto("resolve")
    _resolve(state)


def _do_fund(state: ShackletonState, a: Action) -> None:
    d = state.data
    p, pid = a.actor, a["project"]
    credits, energy = legal.project_price(state, p, pid)
    pr = state.cat.projects[pid]
    corp = pr["corp"]
    used = legal.project_energy_used(state, p, pid)
    d["energy"] -= used
    d["agencies"][p]["credits"] -= credits
    d["turn_action"]["discount"] = 0
    d["agencies"][p]["projects"] = d["agencies"][p]["projects"] + (pid,)
    vis = tuple(x for x in d["visible"][corp] if x != pid)
    if d["project_piles"][corp]:  # SB-FUND-REVEAL
        vis += (d["project_piles"][corp][0],)
        d["project_piles"] = {**d["project_piles"], corp: d["project_piles"][corp][1:]}
    d["visible"] = {**d["visible"], corp: vis}  # shared with earlier states: replaced
    gain(state, p, pr.get("gain"))
    if used != energy:
        text = _("funds {name} ({corp}) for {cost} and {used} energy ({energy} required)")
    else:
        text = _("funds {name} ({corp}) for {cost} and {used} energy")
    state.emit(
        text,
        "SB-FUND-CHOOSE",
        "SB-FUND-ENERGY",
        "SB-FUND-COST",
        "SB-FUND-TAKE",
        "SB-FUND-REVEAL",
        *(("SB-FUND-ENERGY-USED",) if used != energy or "energy_used" in pr else ()),
        *(("SB-PROJECT-COST-SLOT",) if "project_costs" in state.cat.corps[corp] else ()),
        actor=p,
        name=name_of(state.cat.projects, pid),
        corp=name_of(state.cat.corps, corp),
        cost=Later(amount, credits, "credits"),
        used=used,
        energy=energy,
    )
    state.goto("resolve")
    _resolve(state)


def _do_corp_action(state: ShackletonState, a: Action) -> None:
    d = state.data
    p, src = a.actor, a["source"]
    ctx = d["turn_action"]
    left = step_number(d["step"]) - 1
    queue: tuple[tuple[str | int, ...], ...] = ()
    cmd = ctx.get("command")
    via = (
        ("SB-GATEWAY-CORP",)
        if cmd is None
        else (("SB-TECH-BONUS",) if cmd == "fund" else ("SB-CORP-UP-TO-3",))
    )
    if src in REP_ACTIONS:
        ctx["reputation_actions"] = ctx.get("reputation_actions", ()) + (src,)
        rep_gain = REP_ACTIONS[src][1]
        if rep_gain is None:
            queue = (("marker_any",),)
        else:
            gain(state, p, rep_gain)
        state.emit(
            _("reputation-track action on space {space}"),
            "SB-REP-TRACK-ACTIONS",
            "SB-REP-ACTIONS",
            *via,
            actor=p,
            space=REP_ACTIONS[src][0],
        )
    elif src in d["corporations"]:
        spec = state.cat.corps[src]["action"]
        pay(state, p, spec.get("cost"))
        gain(state, p, spec.get("gain"))
        state.emit(
            _("{corp} corporation action"),
            "SB-CORP-BOARD-ACTION",
            *via,
            actor=p,
            corp=name_of(state.cat.corps, src),
        )
    else:
        spec = state.cat.projects[src]["action"]
        pay(state, p, spec.get("cost"))
        gain(state, p, spec.get("gain"))
        if spec.get("once_per_round"):
            d["agencies"][p]["turned_projects"] = d["agencies"][p]["turned_projects"] + (src,)
        state.emit(
            _("{name} project action"),
            "SB-PROJECT-ACTION",
            *via,
            actor=p,
            name=name_of(state.cat.projects, src),
        )
    if left > 0:
        queue += (("corp", left),)
    d["pending_steps"] = queue + d["pending_steps"]
    state.goto("resolve")
    _resolve(state)


def _do_corp_done(state: ShackletonState, a: Action) -> None:
    state.goto("resolve")
    _resolve(state)


def _do_take_astronaut(state: ShackletonState, a: Action) -> None:
    d = state.data
    i = ASTRO_INDEX[a["astronaut"]]
    _gateway_add(d, i, -1)
    _bump(d["agencies"][a.actor], "waiting", i, 1)
    rule = "SB-GATEWAY-TAKE" if step_number(d["step"]) >= 0 else "SB-SCIENTIST-BONUS"
    state.emit(
        _("takes {worker} from the Gateway into the base"),
        rule,
        "SB-BASE-ROOM",
        actor=a.actor,
        worker=an_astronaut(a["astronaut"]),
    )
    state.goto("resolve")
    _resolve(state)


def _do_activate_marker(state: ShackletonState, a: Action) -> None:
    d = state.data
    step = d["step"]
    assert step is not None  # the marker step being decided
    corp, typ = d["markers"][a["space"]]
    activate(state, a.actor, a["space"])
    state.emit(
        _("activates the {corp} marker on space {space}: {gain}"),
        "SB-MARKER-GAIN",
        "SB-FIRST-MARKER"
        if state.phase == "setup_marker"
        else "SB-LAB-ACTIVATE"
        if step[2:] == ("lab",)
        else "SB-SCIENTIST-MARKERS",
        actor=a.actor,
        corp=name_of(state.cat.corps, corp),
        space=a["space"],
        gain=amounts(state.cat.corps[corp]["marker_gain"][typ]),
    )
    if state.phase == "setup_marker":
        _after_setup_marker(state)
        return
    state.goto("resolve")
    _resolve(state)


# the hub -------------------------------------------------------------
_STEP_PHASE = {
    "marker": "marker_step",
    "marker_any": "marker_step",
    "build": "build_step",
    "house": "house_step",
    "bonus": "bonus_step",
    "fund": "fund_step",
    "corp": "corp_step",
    "take": "take_step",
}


def _resolve(state: ShackletonState) -> None:
    """Open the next queued step that has a choice, else end the turn."""
    d = state.data
    p = d["turn_agency"]
    while d["pending_steps"]:
        step = d["pending_steps"][0]
        d["pending_steps"] = d["pending_steps"][1:]
        kind = step_kind(step)
        if kind in ("marker", "marker_any"):
            if not legal.marker_options(state, step):
                continue
        elif kind == "house":
            if (
                not any(d["agencies"][p]["waiting"])
                or legal.capacity_left(state, p, step_number(step)) <= 0
            ):
                continue
        elif kind == "take":
            placed = step_number(step)
            if not legal.take_options(state, placed):
                continue
            why = legal.room_problem(state, p)
            if why:  # SB-BASE-NO-ROOM: the step is skipped
                text = (
                    _("no Gateway astronaut: {why}")
                    if placed >= 0
                    else _("no scientist bonus: {why}")
                )
                state.emit(
                    text, "SB-BASE-ROOM", "SB-BASE-SPARE", "SB-BASE-NO-ROOM", actor=p, why=why
                )
                continue
        d["step"] = step
        state.goto(_STEP_PHASE[kind])
        state.to_act = p
        return
    d["step"] = None
    state.goto("turn_end")
    _turn_end(state, p)


def _turn_end(state: ShackletonState, p: int) -> None:
    d = state.data
    scoring.claim_goals(state, p)
    d["turn_action"] = {}
    n = state.players
    for k in range(1, n + 1):
        i = (d["turn_position"] + k) % n
        q = d["order"][i]
        if any(d["agencies"][q]["astronauts"]):
            d["turn_position"] = i
            state.goto("action")
            _start_turn(state, q)
            return
    state.goto("maintenance")
    _maintenance(state)


# round end ----------------------------------------------------------
def _maintenance(state: ShackletonState) -> None:
    """Corporation maintenance and crater astronauts back, then the housing step."""
    d = state.data
    cat = state.cat
    n = state.players
    for c in d["corporations"]:  # corporation maintenance
        m = cat.corps[c]["maintenance"]
        for p in range(n):
            gain(state, p, m["gain"], legal.stat(state, p, m["per"]))
    state.emit(
        _("round {number} maintenance: corporation maintenance done"),
        "SB-MAINTENANCE",
        "SB-CORP-EFFECTS",
        number=d["round"],
    )
    _retrieve(state)
    # SB-HOUSE / SB-MAINT-HOUSE: in turn order, move base astronauts into structures
    d["house_queue"] = tuple(q for q in d["order"] if legal.house_targets(state, q))
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
        winner = legal.retrieval_winner(state, sp)
        if winner is None:
            gw[t] += 1
            state.emit(
                _(
                    "maintenance: {worker} from explore space {space} returns to the "
                    "Gateway (no agency has a structure in its row)"
                ),
                "SB-RETRIEVE",
                "SB-RETRIEVE-ORDER",
                "SB-RETRIEVE-NOBODY",
                worker=name,
                space=sp,
            )
        elif legal.base_room(state, winner) > 0:
            _bump(d["agencies"][winner], "waiting", t, 1)
            state.emit(
                _(
                    "maintenance: {worker} from explore space {space} joins P{seat}'s "
                    "base (biggest structures in its row)"
                ),
                "SB-RETRIEVE",
                "SB-RETRIEVE-ORDER",
                "SB-BASE-ROOM",
                actor=winner,
                worker=name,
                space=sp,
                seat=winner + 1,
            )
        else:
            gw[t] += 1  # SB-GATEWAY-CAP is checked only at the shuttle step
            state.emit(
                _(
                    "maintenance: {worker} from explore space {space} would join "
                    "P{seat}'s base, which has no room: it returns to the Gateway"
                ),
                "SB-RETRIEVE",
                "SB-RETRIEVE-ORDER",
                "SB-BASE-ROOM",
                "SB-GATEWAY-CAP",
                actor=winner,
                worker=name,
                space=sp,
                seat=winner + 1,
            )
    d["explore"] = [None] * len(geometry.ROWS)


def _next_houser(state: ShackletonState) -> None:
    d = state.data
    queue = d["house_queue"]
    while queue and not legal.house_targets(state, queue[0]):
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
    _bump(pl, "waiting", t, -1)
    s = pl["structures"][idx]
    structs = list(pl["structures"])
    structs[idx] = BaseStructure(s[0], s[1], s[2], s[3] + (t,))
    pl["structures"] = tuple(structs)
    state.emit(
        _("maintenance: moves {worker} into {structure} in {sector}"),
        "SB-HOUSE",
        "SB-MAINT-HOUSE",
        actor=p,
        worker=an_astronaut(a["astronaut"]),
        structure=its_structure(s[0]),
        sector=s[2],
    )
    state.goto("maintenance_house")
    _next_houser(state)


def _income_and_upkeep(state: ShackletonState) -> None:
    d = state.data
    cat = state.cat
    n = state.players
    for p in range(n):  # income
        pl = d["agencies"][p]
        for pid in pl["projects"]:
            gain(state, p, cat.projects[pid].get("income"))
        for s in pl["structures"]:
            if s[0] == "dome":
                for t in s[3]:
                    gain(state, p, DOME_INCOME[t])
            elif s[0] == "hq":
                scoring.reputation(state, p, len(s[3]))
        if pl["leader"]:
            lid, face = pl["leader"]
            gain(state, p, cat.leaders[lid][face.lower()])
            if legal.built(state, p, "hq"):
                gain(state, p, cat.leaders[lid]["hq"])
    for p in range(n):  # upkeep
        pl = d["agencies"][p]
        bill = legal.upkeep(state, p)["total"]
        paid = min(bill, pl["credits"])
        pl["credits"] -= paid
        unpaid = bill - paid
        text = _("maintenance: upkeep {bill}, paid {paid}")
        rules: tuple[str, ...] = ()
        values = {"bill": bill, "paid": paid}
        if unpaid:
            rep = pl["reputation"]
            vp = scoring.reputation(state, p, -unpaid)
            values.update(unpaid=unpaid, lost=rep - pl["reputation"])
            text = _("maintenance: upkeep {bill}, paid {paid}, {unpaid} unpaid: -{lost} reputation")
            rules = ("SB-UNPAID",)
            if unpaid > rep:  # SB-REP-LIMITS: 2 VP per step below 0, as far as the VP go
                below = unpaid - rep
                owed = below * REP_UNDER_VP
                values.update(below=below, points=-vp, owed=owed)
                if -vp < owed:
                    text = _(
                        "maintenance: upkeep {bill}, paid {paid}, {unpaid} unpaid: "
                        "-{lost} reputation, {below} below 0: -{points} VP of {owed} "
                        "(VP cannot go below 0)"
                    )
                else:
                    text = _(
                        "maintenance: upkeep {bill}, paid {paid}, {unpaid} unpaid: "
                        "-{lost} reputation, {below} below 0: -{points} VP"
                    )
                rules += ("SB-REP-LIMITS", "SB-VP-FLOOR")
        state.emit(text.format(**values), "SB-UPKEEP", "SB-REP-MAINTENANCE", *rules, actor=p)
        pl["turned_projects"] = ()
        pl["shuttle_tile"] = None
    d["slots"] = {"build": (), "fund": (), "corp": ()}
    state.emit(
        _("round {number} maintenance done: income, upkeep, command area cleared"),
        "SB-MAINTENANCE",
        "SB-DOME",
        "SB-HQ",
        "SB-LEADER-ABILITY",
        number=d["round"],
    )
    if d["round"] < ROUNDS:
        d["round"] += 1
        state.goto("shuttle_reveal")
        _reveal(state)
        return
    state.goto("final_scoring")
    scoring.final_scoring(state)


def execute(state: ShackletonState, a: Action) -> None:
    """Play ``a`` (already checked): the handler of its kind."""
    _DISPATCH[a.kind](state, a)


# action kind -> the function that plays it: ``_do_<kind>`` above
_DISPATCH = {name[4:]: fn for name, fn in dict(globals()).items() if name.startswith("_do_")}
