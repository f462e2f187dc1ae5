"""Shackleton Base moves: what each action does, and the automatic steps after it.

:class:`Moves` is mixed into the state class: one ``_do_<kind>`` method per action
kind, the ``resolve`` hub that opens the queued sub-steps of a turn, the end of a
turn (objectives), maintenance and final scoring. Every phase change goes through
``goto``, along the edges declared in :mod:`.flow`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, cast

from lunarrules.i18n import _
from lunarrules.kernel import Action, Later

from .mechanics import SECTOR_INDEX, by_name, command_slots, step_kind, step_number, step_sector
from .params import (
    ASTRO_INDEX,
    ASTRONAUTS,
    CORP_ACTIONS,
    GATEWAY_CAP,
    GATEWAY_CREDITS,
    OBJECTIVE_MARKERS,
    REP_ACTIONS,
    TECH_CREDITS,
    a_structure,
    amount,
    amounts,
    an_astronaut,
    command_name,
    name_of,
    stat_amount,
    the_new_structure,
)
from .table import (
    Agency,
    BaseStructure,
    ClaimedGoal,
    LeaderTile,
    Marker,
    Placement,
    SectorStructure,
)

if TYPE_CHECKING:  # pragma: no cover
    from .mechanics import Mechanics

    _Host = Mechanics  # for the type checker; at run time a plain mixin (see .mechanics)
else:
    _Host = object

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


def _bump(pl: Agency, key: Literal["astronauts", "waiting"], i: int, delta: int) -> None:
    """Change one count of an astronaut triple (kept as a tuple so copies can share it)."""
    v = list(pl[key])
    v[i] += delta
    pl[key] = cast("tuple[int, int, int]", tuple(v))  # still one count per type


class Moves(_Host):
    """Mixin: the moves of the game (see the module docstring)."""

    if TYPE_CHECKING:  # pragma: no cover
        # played by RoundEnd, mixed into the same state class
        def _maintenance(self) -> None: ...

        def _next_houser(self) -> None: ...

    # setup ------------------------------------------------------------
    def _do_pick_leader(self, a: Action) -> None:
        d = self.data
        face = dict(d["leaders"])[a["leader"]]
        d["agencies"][a.actor]["leader"] = LeaderTile(a["leader"], face)
        d["leaders"] = tuple(x for x in d["leaders"] if x[0] != a["leader"])
        self.emit(_("takes leader {leader} (face {face})"),
                  "SB-LEADER-PICK", "SB-SETUP-ORDER", actor=a.actor,
                  leader=name_of(self.cat.leaders, a["leader"]), face=face)
        self.goto("setup_dome")

    def _do_first_dome(self, a: Action) -> None:
        d = self.data
        p, sec = a.actor, a["sector"]
        i = SECTOR_INDEX[sec]
        d["structures"][i] = d["structures"][i] + (SectorStructure(p, "dome"),)
        pl = d["agencies"][p]
        pl["structures"] = pl["structures"] + (BaseStructure("dome", 0, sec, ()),)
        if not d["sector_panels"][i]:
            d["sector_panels"][i] = True
            d["ring_panels"] = d["ring_panels"][1:]
        self.emit(_("places the leftmost dome and a solar panel in {sector}"),
                  "SB-FIRST-DOME", "SB-FIRST-PANEL", actor=p, sector=sec)
        d["step"] = ("marker", sec)
        d["turn_action"] = {}
        self.goto("setup_marker")

    def _after_setup_marker(self) -> None:
        d = self.data
        assert self.to_act is not None  # the agency that placed its first dome
        i = d["order"].index(self.to_act) + 1
        d["step"], d["turn_action"] = None, {}
        if i < self.players:
            self.goto("setup_leader")
            self.to_act = d["order"][i]
        else:
            self.goto("shuttle_reveal")
            self._reveal()

    # shuttle phase -----------------------------------------------------
    def _reveal(self) -> None:
        d = self.data
        pile = list(self.cat.shuttle_by_round[d["round"]])
        shown = []
        for _draw in range(self.players + 1):  # SB-SHUTTLE-REVEAL
            t = self.chance.draw("shuttle", tuple(pile))
            pile.remove(t)
            shown.append(t)
        shown.sort(key=lambda t: self.cat.shuttles[t]["number"])
        d["revealed"] = tuple(shown)
        d["picked"] = {}
        nums = ", ".join(str(self.cat.shuttles[t]["number"]) for t in shown)
        self.emit(_("round {number}: shuttle tiles {tiles} revealed"),
                  "SB-SHUTTLE-REVEAL", number=d["round"], tiles=nums)
        self.goto("shuttle_pick")
        self.to_act = d["order"][-1]  # SB-SHUTTLE-PICK: reverse turn order

    def _do_take_shuttle(self, a: Action) -> None:
        d = self.data
        p = a.actor
        tid = self.cat.shuttle_by_number[(d["round"], a["tile"])]
        spec = self.cat.shuttles[tid]
        d["picked"] = {**d["picked"], p: tid}  # shared with earlier states: replace, never edit
        pl = d["agencies"][p]
        pl["astronauts"] = cast("tuple[int, int, int]",  # one count per type
                                tuple(int(spec["astronauts"].get(t, 0)) for t in ASTRONAUTS))
        pl["shuttle_tile"] = tid
        self.gain(p, spec.get("gain"))
        self.emit(_("takes shuttle tile {tile}"), "SB-SHUTTLE-PICK", actor=p, tile=a["tile"])
        order = d["order"]
        i = order.index(p)
        if i > 0:
            self.goto("shuttle_pick")
            self.to_act = order[i - 1]
            return
        self.goto("shuttle_order")
        # SB-SHUTTLE-ORDER: lowest tile number first
        nums = {q: self.cat.shuttles[t]["number"] for q, t in d["picked"].items()}
        d["order"] = sorted(range(self.players), key=nums.__getitem__)
        gw = d["gateway"]
        added = [0, 0, 0]
        for t in d["revealed"]:
            if t in d["picked"].values():
                continue
            astro = self.cat.shuttles[t]["astronauts"]
            for j, name in enumerate(ASTRONAUTS):  # SB-GATEWAY-FILL
                # SB-GATEWAY-CAP limits what the leftover tile adds; it never removes any
                n = max(0, min(int(astro.get(name, 0)), GATEWAY_CAP - gw[j]))
                gw[j] += n
                added[j] += n
        def crew(counts: list[int], skip_none: bool = False) -> str:
            return ", ".join(amount(n, name) for n, name in zip(counts, ASTRONAUTS, strict=True)
                             if n or not skip_none)

        gained = crew(added, skip_none=True) or _("no astronaut")
        self.emit(_("turn order {order}; the leftover tile adds {gained} to the Gateway (up to "
                    "{cap} of each type), which holds {held}"),
                  "SB-SHUTTLE-ORDER", "SB-SHUTTLE-ORDER-REST", "SB-GATEWAY-FILL", "SB-GATEWAY-CAP",
                  "SB-PHASES", order=" > ".join(f"P{q + 1}" for q in d["order"]), gained=gained,
                  cap=GATEWAY_CAP, held=crew(gw))
        d["turn_position"] = 0
        self.goto("action")
        self._start_turn(d["order"][0])

    # action phase ------------------------------------------------------
    def _start_turn(self, p: int) -> None:
        d = self.data
        d["turn_agency"] = p
        d["turn_action"] = {}
        d["step"] = None
        self.to_act = p

    def _place(self, p: int, t: str) -> int:
        i = ASTRO_INDEX[t]
        _bump(self.data["agencies"][p], "astronauts", i, -1)
        self.data["turn_action"]["astronaut"] = i
        return i

    def _do_explore(self, a: Action) -> None:
        d = self.data
        p, sp = a.actor, a["space"]
        i = self._place(p, a["astronaut"])
        d["explore"][sp - 1] = Placement(p, i)
        active, fees, total = self.explore_fees(p, sp)
        pl = d["agencies"][p]
        for _sec, payee, fee in fees:  # SB-EXPLORE-PAY-FIRST: every fee before any benefit
            pl["credits"] -= fee
            if payee is not None and payee >= 0:
                d["agencies"][payee]["credits"] += fee
        paid = ", ".join(
            (_("{cost} to the supply ({sector})") if q < 0 else _("{cost} to P{seat} ({sector})"))
            .format(cost=amount(fee, "credits"), seat=q + 1, sector=s) for s, q, fee in fees)
        if active:
            text = _("explores from space {space} with {worker}: activates {sectors}")
        else:
            text = _("explores from space {space} with {worker}: activates no sector")
        text = text.format(space=sp, worker=an_astronaut(a["astronaut"]), sectors=", ".join(active))
        if fees:
            text = _("{explores}; pays {paid}").format(explores=text, paid=paid)
        self.emit(text,
                  "SB-EXPLORE-ROW", "SB-EXPLORE-FEE", "SB-MAIN-ACTIONS", actor=p)
        if i == 0:  # SB-ENGINEER-MINE
            for sec in active:
                by_name(pl)[self.cat.sector_resource[sec]] += 1
        elif i == 1:  # SB-TECH-CREDITS
            pl["credits"] += TECH_CREDITS * len(active)
        else:  # SB-SCIENTIST-MARKERS
            d["pending_steps"] = tuple(("marker", sec) for sec in active)
        self.goto("resolve")
        self._resolve()

    def _do_command(self, a: Action) -> None:
        d = self.data
        p, which = a.actor, a["which"]
        charge, disc = self.surcharge(p, which)
        i = self._place(p, a["astronaut"])
        slots = command_slots(d)
        slots[which] = slots[which] + (Placement(p, i),)
        d["agencies"][p]["credits"] -= charge
        d["turn_action"].update({"command": which, "discount": disc, "panel_built": False})
        self.emit(_("command {command} with {worker} in slot {slot}, surcharge {cost}"),
                  "SB-COMMAND-LEFTMOST", "SB-COMMAND-SURCHARGE",
                  *(("SB-CORP-COMMAND",) if which == "corp" else ()), "SB-MAIN-ACTIONS", actor=p,
                  command=command_name(which), worker=an_astronaut(a["astronaut"]),
                  slot=len(slots[which]), cost=Later(amount, charge, "credits"))
        if which == "build":
            d["pending_steps"] = (("build",),)
        elif which == "fund":
            d["pending_steps"] = (("fund",),) + ((("corp", 1),) if i == 1 else ())  # SB-TECH-BONUS
        else:
            d["pending_steps"] = (("corp", CORP_ACTIONS),) + ((("take", -1),) if i == 2 else ())
        self.goto("resolve")
        self._resolve()

    def _do_gateway(self, a: Action) -> None:
        d = self.data
        p = a.actor
        i = self._place(p, a["astronaut"])
        d["gateway"][i] += 1  # SB-GATEWAY-ORDER: the placed astronaut stays
        d["agencies"][p]["credits"] += GATEWAY_CREDITS
        self.emit(_("visits the Gateway with {worker}: +{gain}"),
                  "SB-GATEWAY-VISIT", "SB-GATEWAY-CREDITS", "SB-GATEWAY-ORDER", "SB-MAIN-ACTIONS",
                  actor=p, worker=an_astronaut(a["astronaut"]),
                  gain=Later(amount, GATEWAY_CREDITS, "credits"))
        d["pending_steps"] = (("take", i), ("corp", 1))
        self.goto("resolve")
        self._resolve()

    def _do_solar_panel(self, a: Action) -> None:
        d = self.data
        p = a.actor
        idx, produced, rep = self.panel_outcome()
        d["agencies"][p]["rare_earth"] -= 1
        d["ring_panels"] = d["ring_panels"][1:]
        d["central_panels"] += 1
        d["energy"] += produced
        self.reputation(p, rep)
        d["turn_action"]["panel_built"] = True
        self.emit(_("builds solar panel {panel} for 1 rare earth: +{energy} energy (now {now}), "
                    "+{rep} reputation"),
                  "SB-PANEL-BUILD", "SB-PANEL-NEXT", "SB-PANEL-ENERGY", "SB-PANEL-REPUTATION",
                  *(("SB-FUND-PRODUCE-ENERGY",) if self.phase == "fund_step" else ()), actor=p,
                  panel=idx + 1, energy=produced, now=d["energy"], rep=rep)
        step = d["step"]
        assert step is not None  # the step being decided
        d["pending_steps"] = (step,) + d["pending_steps"]
        self.goto("resolve")
        self._resolve()

    def _do_build(self, a: Action) -> None:
        d = self.data
        p, kind, sec = a.actor, a["structure"], a["sector"]
        pl = d["agencies"][p]
        cost = self.structure_cost(p, kind, d["turn_action"].get("discount", 0))
        self.pay(p, cost)
        d["turn_action"]["discount"] = 0
        i = SECTOR_INDEX[sec]
        rules = ["SB-BUILD-COST", "SB-BUILD-TAKE", "SB-BUILD-PLACE"]
        if not d["sector_panels"][i]:
            d["central_panels"] -= 1
            d["sector_panels"][i] = True
            rules.append("SB-ENERGIZED")
        nth = self.built(p, kind)
        d["structures"][i] = d["structures"][i] + (SectorStructure(p, kind),)
        pl["structures"] = pl["structures"] + (BaseStructure(kind, nth, sec, ()),)
        self.emit(_("builds {structure} in {sector} (paid {cost})"),
                  *rules, actor=p, structure=a_structure(kind), sector=sec, cost=amounts(cost))
        if kind == "dome":
            self.gain(p, self.cat.dome_bonus[nth])
            self.emit(_("dome bonus: {gain}"),
                      "SB-DOME", actor=p, gain=amounts(self.cat.dome_bonus[nth]))
        elif kind == "lab":  # SB-LAB: this lab and every earlier one
            labs = self.cat.labs[:nth + 1]
            for _needs, gain, _mine, _act in labs:
                self.gain(p, gain)
            self.emit(_("lab ability 1 triggered") if nth == 0
                      else _("lab abilities 1 to {last} triggered").format(last=nth + 1),
                      "SB-LAB", actor=p)
            res = self.cat.sector_resource[sec]
            for j, (_needs, _gain, mine, _act) in enumerate(labs):
                if mine:  # SB-LAB-MINE: the resource of the newest lab's sector
                    by_name(pl)[res] += 1
                    self.emit(_("lab {lab} mines {gain} in {sector}, the sector of the newest "
                                "lab"),
                              "SB-LAB-MINE", "SB-LAB", actor=p, lab=j + 1, gain=Later(amount, 1, res),
                              sector=sec)
            lab_markers = tuple(("marker", sec, "lab") for _, _, _, act in labs if act)
        elif kind == "hq":
            self.emit(_("HQ built: leader upgraded"), "SB-HQ", actor=p)
        queue: tuple[tuple[str | int, ...], ...] = lab_markers if kind == "lab" else ()  # SB-LAB-ACTIVATE
        if any(pl["waiting"]):
            queue += (("house", len(pl["structures"]) - 1),)
        if d["turn_action"].get("astronaut") == 0:
            queue += (("bonus", sec),)
        d["pending_steps"] = queue + d["pending_steps"]
        self.goto("resolve")
        self._resolve()

    def _do_house(self, a: Action) -> None:
        d = self.data
        p = a.actor
        i = ASTRO_INDEX[a["astronaut"]]
        pl = d["agencies"][p]
        idx = step_number(d["step"])
        _bump(pl, "waiting", i, -1)
        s = pl["structures"][idx]
        structs = list(pl["structures"])
        structs[idx] = BaseStructure(s[0], s[1], s[2], s[3] + (i,))
        pl["structures"] = tuple(structs)
        self.emit(_("moves {worker} into {structure}"),
                  "SB-HOUSE", actor=p, worker=an_astronaut(a["astronaut"]),
                  structure=the_new_structure(s[0]))
        step = d["step"]
        assert step is not None  # the step being decided
        d["pending_steps"] = (step,) + d["pending_steps"]
        self.goto("resolve")
        self._resolve()

    def _do_house_done(self, a: Action) -> None:
        if self.phase == "maintenance_house":
            self.data["house_queue"] = self.data["house_queue"][1:]
            self.emit(_("maintenance: done moving astronauts"), "SB-MAINT-HOUSE", actor=a.actor)
            self.goto("maintenance_house")
            self._next_houser()
            return
        self.goto("resolve")
        self._resolve()

    def _do_engineer_bonus(self, a: Action) -> None:
        d = self.data
        p, corp, space = a.actor, a["corp"], a["space"]
        sec = step_sector(d["step"])
        name = name_of(self.cat.corps, corp)
        if space == 0:
            sup = d["board_markers"][corp]
            if not sup:
                text = _("engineer bonus: no {corp} marker to place (its board is empty)")
            else:
                text = _("engineer bonus: no {corp} marker to place (no empty marker space "
                         "around {sector})")
            self.emit(text, "SB-ENGINEER-BONUS", actor=p, corp=name, sector=sec)
        elif d["markers"].get(space, (corp,))[0] != corp:
            other = name_of(self.cat.corps, d["markers"][space][0])
            self.activate(p, space)
            self.emit(_("engineer bonus: no {corp} marker around {sector} and no empty marker "
                        "space; activates the {other} marker on space {space}"),
                      "SB-ENGINEER-BONUS-FULL", "SB-ENGINEER-BONUS", "SB-MARKER-GAIN", actor=p,
                      corp=name, sector=sec, other=other, space=space)
        elif space in d["markers"]:
            self.activate(p, space)
            self.emit(_("engineer bonus: activates the {corp} marker on space {space}"),
                      "SB-ENGINEER-BONUS", "SB-MARKER-GAIN", actor=p, corp=name, space=space)
        else:
            sup = d["board_markers"][corp]
            # these tables are shared with earlier states: replace them, never edit
            d["markers"] = {**d["markers"], space: Marker(corp, sup[0])}
            d["board_markers"] = {**d["board_markers"], corp: sup[1:]}
            self.activate(p, space)
            self.emit(_("engineer bonus: places the next {corp} marker on empty space {space} and "
                        "activates it"),
                      "SB-ENGINEER-BONUS", "SB-MARKER-GAIN", actor=p, corp=name, space=space)
        self.goto("resolve")
        self._resolve()

    def _do_fund(self, a: Action) -> None:
        d = self.data
        p, pid = a.actor, a["project"]
        credits, energy = self.project_price(p, pid)
        pr = self.cat.projects[pid]
        corp = pr["corp"]
        used = self.project_energy_used(p, pid)
        d["energy"] -= used
        d["agencies"][p]["credits"] -= credits
        d["turn_action"]["discount"] = 0
        d["agencies"][p]["projects"] = d["agencies"][p]["projects"] + (pid,)
        vis = tuple(x for x in d["visible"][corp] if x != pid)
        if d["project_piles"][corp]:  # SB-FUND-REVEAL
            vis += (d["project_piles"][corp][0],)
            d["project_piles"] = {**d["project_piles"], corp: d["project_piles"][corp][1:]}
        d["visible"] = {**d["visible"], corp: vis}  # shared with earlier states: replaced
        self.gain(p, pr.get("gain"))
        if used != energy:
            text = _("funds {name} ({corp}) for {cost} and {used} energy ({energy} required)")
        else:
            text = _("funds {name} ({corp}) for {cost} and {used} energy")
        self.emit(text,
                  "SB-FUND-CHOOSE", "SB-FUND-ENERGY", "SB-FUND-COST", "SB-FUND-TAKE",
                  "SB-FUND-REVEAL",
                  *(("SB-FUND-ENERGY-USED",) if used != energy or "energy_used" in pr else ()),
                  *(("SB-PROJECT-COST-SLOT",) if "project_costs" in self.cat.corps[corp] else ()),
                  actor=p, name=name_of(self.cat.projects, pid), corp=name_of(self.cat.corps, corp),
                  cost=Later(amount, credits, "credits"), used=used, energy=energy)
        self.goto("resolve")
        self._resolve()

    def _do_corp_action(self, a: Action) -> None:
        d = self.data
        p, src = a.actor, a["source"]
        ctx = d["turn_action"]
        left = step_number(d["step"]) - 1
        queue: tuple[tuple[str | int, ...], ...] = ()
        cmd = ctx.get("command")
        via = ("SB-GATEWAY-CORP",) if cmd is None else (
            ("SB-TECH-BONUS",) if cmd == "fund" else ("SB-CORP-UP-TO-3",))
        if src in REP_ACTIONS:
            ctx["reputation_actions"] = ctx.get("reputation_actions", ()) + (src,)
            gain = REP_ACTIONS[src][1]
            if gain is None:
                queue = (("marker_any",),)
            else:
                self.gain(p, gain)
            self.emit(_("reputation-track action on space {space}"),
                      "SB-REP-TRACK-ACTIONS", "SB-REP-ACTIONS", *via, actor=p,
                      space=REP_ACTIONS[src][0])
        elif src in d["corporations"]:
            spec = self.cat.corps[src]["action"]
            self.pay(p, spec.get("cost"))
            self.gain(p, spec.get("gain"))
            self.emit(_("{corp} corporation action"),
                      "SB-CORP-BOARD-ACTION", *via, actor=p, corp=name_of(self.cat.corps, src))
        else:
            spec = self.cat.projects[src]["action"]
            self.pay(p, spec.get("cost"))
            self.gain(p, spec.get("gain"))
            if spec.get("once_per_round"):
                d["agencies"][p]["turned_projects"] = d["agencies"][p]["turned_projects"] + (src,)
            self.emit(_("{name} project action"),
                      "SB-PROJECT-ACTION", *via, actor=p, name=name_of(self.cat.projects, src))
        if left > 0:
            queue += (("corp", left),)
        d["pending_steps"] = queue + d["pending_steps"]
        self.goto("resolve")
        self._resolve()

    def _do_corp_done(self, a: Action) -> None:
        self.goto("resolve")
        self._resolve()

    def _do_take_astronaut(self, a: Action) -> None:
        d = self.data
        i = ASTRO_INDEX[a["astronaut"]]
        d["gateway"][i] -= 1
        _bump(d["agencies"][a.actor], "waiting", i, 1)
        rule = "SB-GATEWAY-TAKE" if step_number(d["step"]) >= 0 else "SB-SCIENTIST-BONUS"
        self.emit(_("takes {worker} from the Gateway into the base"),
                  rule, "SB-BASE-ROOM", actor=a.actor, worker=an_astronaut(a["astronaut"]))
        self.goto("resolve")
        self._resolve()

    def _do_activate_marker(self, a: Action) -> None:
        d = self.data
        step = d["step"]
        assert step is not None  # the marker step being decided
        corp, typ = d["markers"][a["space"]]
        self.activate(a.actor, a["space"])
        self.emit(_("activates the {corp} marker on space {space}: {gain}"),
                  "SB-MARKER-GAIN", "SB-FIRST-MARKER" if self.phase == "setup_marker" else
                  "SB-LAB-ACTIVATE" if step[2:] == ("lab",) else "SB-SCIENTIST-MARKERS",
                  actor=a.actor, corp=name_of(self.cat.corps, corp), space=a["space"],
                  gain=amounts(self.cat.corps[corp]["marker_gain"][typ]))
        if self.phase == "setup_marker":
            self._after_setup_marker()
            return
        self.goto("resolve")
        self._resolve()

    # the hub -------------------------------------------------------------
    _STEP_PHASE = {"marker": "marker_step", "marker_any": "marker_step", "build": "build_step",
                   "house": "house_step", "bonus": "bonus_step", "fund": "fund_step",
                   "corp": "corp_step", "take": "take_step"}

    def _resolve(self) -> None:
        """Open the next queued step that has a choice, else end the turn."""
        d = self.data
        p = d["turn_agency"]
        while d["pending_steps"]:
            step = d["pending_steps"][0]
            d["pending_steps"] = d["pending_steps"][1:]
            kind = step_kind(step)
            if kind in ("marker", "marker_any"):
                if not self.marker_options(step):
                    continue
            elif kind == "house":
                if not any(d["agencies"][p]["waiting"]) or self.capacity_left(p, step_number(step)) <= 0:
                    continue
            elif kind == "take":
                placed = step_number(step)
                if not self.take_options(placed):
                    continue
                why = self.room_problem(p)
                if why:  # SB-BASE-NO-ROOM: the step is skipped
                    text = (_("no Gateway astronaut: {why}") if placed >= 0
                            else _("no scientist bonus: {why}"))
                    self.emit(text,
                              "SB-BASE-ROOM", "SB-BASE-SPARE", "SB-BASE-NO-ROOM", actor=p, why=why)
                    continue
            d["step"] = step
            self.goto(self._STEP_PHASE[kind])
            self.to_act = p
            return
        d["step"] = None
        self.goto("turn_end")
        self._turn_end(p)

    def _claim_goals(self, p: int) -> None:
        """Claim the goals ``p`` meets at the end of their own turn [SB-OBJECTIVES].

        Per corporation at most one goal per agency; only empty slots, and not the
        slots reserved for more players [SB-GOAL-SLOT]; the most valuable one met
        [SB-GOAL-CHOICE]; at most 3 goal markers [SB-PLAYER-SETUP].
        """
        d = self.data
        pl = d["agencies"][p]
        for c in d["corporations"]:
            if len(pl["objectives"]) >= OBJECTIVE_MARKERS:
                break
            best = self.goal_to_claim(p, c)
            if best is None:
                continue
            i, goal = best
            bonus = self.objective_bonus(p)
            self.score(p, goal["vp"] + bonus)
            pl["objectives"] = pl["objectives"] + (c,)
            d["goals"] = d["goals"] + (ClaimedGoal(c, i, p),)  # shared with earlier states: replaced
            level = "difficulty" in goal  # SB-GOAL-PAIRS
            if goal.get("difficulty") == "easy":
                text = _("claims goal {goal} of {corp} (easy, {need}): {points} VP + {bonus} for "
                         "reputation {rep}")
            elif goal.get("difficulty") == "hard":
                text = _("claims goal {goal} of {corp} (hard, {need}): {points} VP + {bonus} for "
                         "reputation {rep}")
            else:
                text = _("claims goal {goal} of {corp} ({need}): {points} VP + {bonus} for "
                         "reputation {rep}")
            self.emit(text,
                      "SB-OBJECTIVES", "SB-GOALS", "SB-GOAL-SLOT", "SB-GOAL-CHOICE",
                      "SB-REP-OBJECTIVE-BONUS", *(("SB-GOAL-PAIRS",) if level else ()), actor=p,
                      goal=i + 1, corp=name_of(self.cat.corps, c),
                      need=stat_amount(goal["at_least"], goal["stat"]), points=goal["vp"],
                      bonus=bonus, rep=pl["reputation"])

    def _turn_end(self, p: int) -> None:
        d = self.data
        self._claim_goals(p)
        d["turn_action"] = {}
        n = self.players
        for k in range(1, n + 1):
            i = (d["turn_position"] + k) % n
            q = d["order"][i]
            if any(d["agencies"][q]["astronauts"]):
                d["turn_position"] = i
                self.goto("action")
                self._start_turn(q)
                return
        self.goto("maintenance")
        self._maintenance()
