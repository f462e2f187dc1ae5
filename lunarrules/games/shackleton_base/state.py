"""The Shackleton Base state: setup, legal actions and refusals.

``self.data`` holds the table (:class:`.table.ShackletonTable`): the crater
(structures, panels, markers, explore spaces), the command area, the Gateway, the
corporations' projects, and one record per agency; :mod:`.checks` lists the ways a
table set up by hand or loaded can break the rules. The arithmetic lives in
:mod:`.mechanics`, what each action does in
:mod:`.moves`, maintenance and final scoring in :mod:`.round_end`.
"""

from __future__ import annotations

import functools

from lunarrules.i18n import _
from lunarrules.kernel import Action, State
from lunarrules.kernel.plain import to_plain

from . import geometry, mechanics, moves, round_end
from .content import catalog
from .mechanics import SECTOR_INDEX, SIZE, by_name, step_number, step_sector
from .moves import act
from .params import (
    ASTRO_INDEX,
    ASTRONAUTS,
    CORPORATIONS_IN_PLAY,
    ENERGY_START,
    FIRST_GAME,
    OBJECTIVE_MARKERS,
    REP_ACTIONS,
    SELENIUM,
    VISIBLE_PROJECTS,
)
from .position import position_problems
from .table import LeaderTile, Marker, SectorStructure, ShackletonTable
from .words import amounts, an, describe, kind_word, name_of

# explore spaces 1..15 and the bit mask of each one's row of sectors (bit i = sector index i)
_SPACES = tuple(range(1, len(geometry.ROWS) + 1))
_ROW_MASKS = tuple(sum(1 << SECTOR_INDEX[s] for s in row) for row in geometry.ROWS)


@functools.lru_cache(maxsize=4096)
def _space_fees(fees: tuple[int, ...], structures: tuple[tuple[SectorStructure, ...], ...],
                p: int) -> tuple[int, ...]:
    """What exploring from each space costs ``p`` in fees [SB-EXPLORE-FEE, SB-EXPLORE-OWN]:
    the space's fee in ``fees`` (content) for each sector of its row with a structure
    but none of ``p``'s, the crater's sectors holding ``structures``.

    A pure function of its values, kept for the positions that come back often."""
    owed = 0  # bit i: sector index i charges a fee
    for i, here in enumerate(structures):
        if here and all(o != p for o, _ in here):
            owed |= 1 << i
    return tuple(fee * (mask & owed).bit_count() for fee, mask in zip(fees, _ROW_MASKS, strict=True))


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
            {**{w: act(p, "command", t, w) for w in ("build", "fund", "corp")},
             "gateway": act(p, "gateway", t)}
            for t in ASTRONAUTS
        ]
    return table


class ShackletonState(State):
    """A Shackleton Base position (see the package docstring for what is modelled)."""

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        # the parsed content, shared by every later state of this game (read-only)
        self.cat = cat = catalog(self.game)
        n = self.players
        ch = self.chance
        # SB-START-PLAYER, then clockwise turn-order markers
        start = ch.draw("start_player", tuple(range(n)))
        order = [(start + i) % n for i in range(n)]
        # SB-CORP-CHOICE
        if self.options["corporations"] == "first_game":
            corps = list(FIRST_GAME)
        else:
            pool, corps = sorted(cat.corps), []
            for _draw in range(CORPORATIONS_IN_PLAY):
                c = ch.draw("corporation", tuple(pool))
                pool.remove(c)
                corps.append(c)
        # SB-CORP-MARKERS / SB-SELENIUM-MARKERS
        markers, supply = {}, {}
        for k, c in enumerate(corps):
            spec = cat.corps[c]
            markers[geometry.START_MARKER_SPACES[k]] = Marker(c, spec.get("central_marker", spec["markers"][0]))
            supply[c] = tuple(spec["markers"])
        # SB-PROJECT-DISPLAY: a shuffled face-up pile, two visible
        visible, deck = {}, {}
        for c in corps:
            pile, seq = list(cat.projects_of[c]), []
            while pile:
                x = ch.draw("project", tuple(pile))
                pile.remove(x)
                seq.append(x)
            visible[c], deck[c] = tuple(seq[:VISIBLE_PROJECTS]), tuple(seq[VISIBLE_PROJECTS:])
        # SB-LEADERS: as many tiles as players, each on a random face
        pool, leaders = sorted(cat.leaders), []
        for _draw in range(n):
            x = ch.draw("leader", tuple(pool))
            pool.remove(x)
            leaders.append(LeaderTile(x, ch.draw("leader_face", ("A", "B"))))
        structs: list[tuple[SectorStructure, ...]] = [()] * len(geometry.SECTORS)
        panel = [False] * len(geometry.SECTORS)
        ring = tuple(range(len(cat.ring)))  # SB-PANELS-18, clockwise from the top
        if n == 2:  # SB-NEUTRAL-DOMES, panels from the far end (SB-NEUTRAL-PANELS)
            for s in cat.neutral:
                structs[SECTOR_INDEX[s]] = (SectorStructure(-1, "dome"),)
                panel[SECTOR_INDEX[s]] = True
                ring = ring[:-1]
        st = cat.start
        setup_log = [
            (_("start player P{seat} (drawn at random: nobody's space travels are known); "
               "turn order {order}").format(seat=start + 1,
                                            order=" > ".join(f"P{q + 1}" for q in order)),
             ("SB-START-PLAYER", "SB-START-TRAVELLER", "SB-TURN-ORDER-SETUP")),
            (_("corporations in play: {corps}").format(
                corps=", ".join(name_of(cat.corps, c) for c in corps)),
             ("SB-CORP-CHOICE",) if self.options["corporations"] == "first_game"
             else ("SB-CORP-RANDOM",)),
            (_("each corporation's projects shuffled into a face-up pile, 2 visible"),
             ("SB-PROJECT-PILE", "SB-PROJECT-DISPLAY")),
            (_("leader tiles on offer: {leaders}").format(
                leaders=", ".join(f"{name_of(cat.leaders, x)} {f}" for x, f in leaders)),
             ("SB-LEADERS",)),
            (_("bases full (structures, {markers} goal markers), VP 0, reputation 0; energy "
               "{energy}").format(markers=OBJECTIVE_MARKERS,
                                  energy=min(cat.energy_max, ENERGY_START[n])),
             ("SB-BASE-STRUCTURES", "SB-PLAYER-SETUP", "SB-VP-START", "SB-REP-MARKER-START",
              "SB-REP-START", "SB-ENERGY-START", "SB-PANELS-18", "SB-SUPPLY")),
            (_("corporation markers around the central hex on spaces {spaces}; 4 on each "
               "corporation board").format(spaces=", ".join(str(m) for m in sorted(markers))),
             ("SB-CORP-MARKERS",)),
        ]
        if SELENIUM in corps:
            setup_log.append((_("{corp}: 6 markers, 1 around the central hex, 1 to the box, 4 "
                                "alternating on its board ({types})").format(
                corp=name_of(cat.corps, SELENIUM), types=", ".join(supply[SELENIUM])),
                              ("SB-SELENIUM-MARKERS", "SB-SELENIUM-ALTERNATE")))
        if n == 2:
            setup_log.append((_("neutral domes with solar panels in {sectors}").format(
                sectors=", ".join(cat.neutral)),
                              ("SB-NEUTRAL-DOMES", "SB-NEUTRAL-PANELS")))
        setup_log.append((_("{slots} slots per command action for {players} players").format(
            slots=len(cat.slots[n]), players=n),
                          ("SB-OVERLAY",)))
        self.data = {
            "round": 1,
            "order": order,
            "turn_position": 0,
            "energy": min(cat.energy_max, ENERGY_START[n]),  # SB-ENERGY-START
            "ring_panels": ring,
            "central_panels": 0,
            "sector_panels": panel,
            "structures": structs,
            "markers": markers,
            "board_markers": supply,
            "corporations": tuple(corps),
            "visible": visible,
            "project_piles": deck,
            "explore": [None] * len(geometry.ROWS),
            "slots": {"build": (), "fund": (), "corp": ()},
            "gateway": [0, 0, 0],
            "revealed": (),
            "picked": {},
            "leaders": tuple(leaders),
            "goals": (),  # claimed goal slots: (corporation, slot index, seat) [SB-GOAL-SLOT]
            "pending_steps": (),
            "house_queue": (),
            "step": None,
            "turn_action": {},
            "turn_agency": order[0],
            "agencies": [
                {
                    "credits": st.get("credits", 0), "titanium": st.get("titanium", 0),
                    "rare_earth": st.get("rare_earth", 0), "vp": 0, "reputation": 0,
                    "astronauts": (0, 0, 0), "waiting": (0, 0, 0), "structures": (), "projects": (),
                    "turned_projects": (), "objectives": (), "leader": None, "shuttle_tile": None,
                }
                for _ in range(n)
            ],
        }
        self.to_act = order[0]
        for text, rules in setup_log:
            self.emit(text, *rules)

    def _restore(self) -> None:
        # the parsed content is all _setup keeps besides the table and the flow
        self.cat = catalog(self.game)

    def _position_problems(self) -> list[str]:
        """Every broken conservation rule of the table (see :mod:`.checks`)."""
        return position_problems(self)

    def _clone_data(self) -> ShackletonTable:
        d = self.data
        c = d.copy()
        # the lists and tables of the crater, the command area, the Gateway and the
        # corporations (order, sector_panels, structures, explore, slots, gateway, markers,
        # board_markers, visible, project_piles, picked) are shared: every move that
        # changes one replaces it with a changed copy instead of editing it
        c["turn_action"] = d["turn_action"].copy()
        c["agencies"] = list(map(dict.copy, d["agencies"]))
        return c

    # ------------------------------------------------------------------ legal actions
    def _legal_actions(self) -> list[Action]:
        d = self.data
        p = self.to_act
        assert p is not None  # asked only while the game goes on: somebody is to act
        ph = self.phase
        if ph == "action":
            return self._main_actions(p)
        if ph == "marker_step" or ph == "setup_marker":
            step = d["step"]
            return [act(p, "activate_marker", m) for m in mechanics.marker_options(self, step)]
        if ph == "build_step":
            out = [act(p, "build", k, s) for k, s in mechanics.build_options(self, p)]
            if mechanics.can_panel(self, p) and mechanics.build_options(self, p, hypo=True, first=True):
                out.append(act(p, "solar_panel"))
            return out
        if ph == "corp_step":
            out = [act(p, "corp_action", s) for s in mechanics.corp_sources(self, p)]
            out.append(act(p, "corp_done"))
            if mechanics.can_panel(self, p):
                out.append(act(p, "solar_panel"))
            return out
        if ph == "take_step":
            if mechanics.base_room(self, p) <= 0:
                return []
            return [act(p, "take_astronaut", ASTRONAUTS[i]) for i in mechanics.take_options(self, step_number(d["step"]))]
        if ph == "house_step":
            w = d["agencies"][p]["waiting"]
            out = [act(p, "house", ASTRONAUTS[i]) for i in range(3) if w[i]]
            out.append(act(p, "house_done"))
            return out
        if ph == "fund_step":
            out = [act(p, "fund", x) for x in mechanics.fund_options(self, p)]
            if mechanics.can_panel(self, p) and mechanics.fund_options(self, p, hypo=True):
                out.append(act(p, "solar_panel"))
            return out
        if ph == "maintenance_house":
            out = [act(p, "house_at", ASTRONAUTS[t], i + 1) for t, i in round_end.house_targets(self, p)]
            if not mechanics.spare_full(self, p):
                out.append(act(p, "house_done"))
            return out
        if ph == "bonus_step":
            sec = step_sector(d["step"])
            return [act(p, "engineer_bonus", c, m) for c in d["corporations"]
                    for m in mechanics.bonus_spaces(self, sec, c)]
        if ph == "shuttle_pick":
            picked = set(d["picked"].values())
            return [act(p, "take_shuttle", self.cat.shuttles[t]["number"])
                    for t in d["revealed"] if t not in picked]
        if ph == "setup_leader":
            return [act(p, "pick_leader", x) for x, _ in d["leaders"]]
        if ph == "setup_dome":
            return [act(p, "first_dome", s) for s in geometry.CENTRAL
                    if not d["structures"][SECTOR_INDEX[s]]]
        return []

    def _main_actions(self, p: int) -> list[Action]:
        d = self.data
        pl = d["agencies"][p]
        credits = pl["credits"]
        out: list[Action] = []
        fees = _space_fees(self.cat.fees, tuple(d["structures"]), p)
        spaces = [sp for sp, occ, fee in zip(_SPACES, d["explore"], fees, strict=True)
                  if occ is None and fee <= credits]
        astronauts = pl["astronauts"]
        table = _explore_table(p)
        for i in range(3):
            if astronauts[i]:
                out.extend(map(table[i].__getitem__, spaces))
        commands = []
        charges = self.cat.slots[self.players]
        nslots = len(charges)
        sci = mechanics.workshops_with(self, p, 2)  # SB-WORKSHOP: scientist workshops cut the surcharge
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
                ok = mechanics.can_complete_build(self, p, purse)
            else:
                ok = mechanics.can_complete_fund(self, p, purse)
            if ok:
                commands.append(which)
        table = _command_table(p)
        for i in range(3):
            if astronauts[i]:
                row = table[i]
                out.extend(map(row.__getitem__, commands))
                out.append(row["gateway"])
        return out

    # ------------------------------------------------------------------ refusals
    def _check(self, a: Action) -> None:
        d = self.data
        p = a.actor
        k = a.kind
        if k in ("explore", "command", "gateway", "house", "house_at", "take_astronaut"):
            t = a["astronaut"]
            if t not in ASTRO_INDEX:
                self.refuse(_("{value} is not an astronaut type; use {types}").format(
                    value=repr(t), types=", ".join(ASTRONAUTS)), "SB-ASTRONAUT")
        if k == "explore":
            space = a["space"]
            why = mechanics.explore_problem(self, p, space)
            if why:
                # a free explore space that exists: the fees are what is missing
                fees = (isinstance(space, int) and 1 <= space <= len(geometry.ROWS)
                        and d["explore"][space - 1] is None)
                self.refuse(why, "SB-EXPLORE-PAY-FIRST" if fees else "SB-EXPLORE-SPACE")
        elif k == "command":
            which = a["which"]
            if which not in ("build", "fund", "corp"):
                self.refuse(_("{value} is not a command action; use build, fund or corp").format(
                    value=repr(which)), "SB-COMMAND-LEFTMOST")
            if which != "corp" and a not in set(self.legal_actions()):
                if which == "build":
                    self.refuse(_("after the slot's surcharge there is no structure you can "
                                  "afford in a sector you may use, even with a solar panel"),
                                "SB-BUILD-COST")
                self.refuse(_("after the slot's surcharge there is no visible project whose "
                              "credits and energy you can meet, even with a solar panel"),
                            "SB-FUND-COST")
        elif k == "build":
            kind, sector = a["structure"], a["sector"]
            if kind not in SIZE:
                self.refuse(_("{value} is not a structure; use dome, workshop, lab or hq").format(
                    value=repr(kind)), "SB-BUILD-COST")
            why = mechanics.sector_problem(self, p, kind, sector)
            if why:
                # only an unenergized sector with no panel to take is the solar panel's fault
                panel = (sector in SECTOR_INDEX
                         and mechanics.sector_problem(self, p, kind, sector, center=1) is None)
                self.refuse(why, "SB-ENERGIZED" if panel else "SB-BUILD-PLACE")
        elif k == "fund":
            pid = a["project"]
            if pid not in mechanics.visible_projects(self):
                vis = ", ".join(mechanics.visible_projects(self)) or _("none")
                self.refuse(_("project {value} is not visible; visible projects: {visible}").format(
                    value=repr(pid), visible=vis), "SB-FUND-VISIBLE")
        elif k == "solar_panel":
            if self.phase != "corp_step":
                fn = mechanics.build_options if self.phase == "build_step" else mechanics.fund_options
                if not fn(self, p, hypo=True):
                    self.refuse(_("after a solar panel nothing would be left to build")
                                if self.phase == "build_step" else
                                _("after a solar panel nothing would be left to fund"),
                                "SB-PANEL-BUILD")
        elif k == "corp_action":
            src = a["source"]
            if src in REP_ACTIONS:
                pass  # the declared requirement decided
            elif src in d["corporations"]:
                cost = self.cat.corps[src]["action"].get("cost")
                if not mechanics.can_pay(self, p, cost):
                    self.refuse(_("the {corp} action costs {cost}; you have {have}").format(
                        corp=name_of(self.cat.corps, src), cost=amounts(cost),
                        have=self._purse(p, cost)), "SB-CORP-BOARD-ACTION")
            elif src in d["agencies"][p]["projects"]:
                spec = self.cat.projects[src].get("action")
                name = name_of(self.cat.projects, src)
                if not spec:
                    self.refuse(_("the {name} project has no corporation action").format(
                        name=name), "SB-PROJECT-ACTION")
                if spec.get("once_per_round") and src in d["agencies"][p]["turned_projects"]:
                    self.refuse(_("the {name} project's action is once per round and its card is "
                                  "already turned").format(name=name), "SB-PROJECT-ACTION")
                if not mechanics.can_pay(self, p, spec.get("cost")):
                    self.refuse(_("the {name} project's action costs {cost}; you have "
                                  "{have}").format(name=name, cost=amounts(spec.get("cost")),
                                                   have=self._purse(p, spec.get("cost"))),
                                "SB-PROJECT-ACTION")
            else:
                self.refuse(_("{value} is not a corporation action you can take: use rep0/rep4/"
                              "rep8/rep12, a corporation in play ({corps}) or a project you "
                              "funded").format(value=repr(src),
                                               corps=", ".join(d["corporations"])),
                            "SB-CORP-BOARD-ACTION")
        elif k == "activate_marker":
            m = a["space"]
            step = d["step"]
            assert step is not None  # the marker step being decided
            if self.phase == "setup_marker" or step[0] == "marker":
                sec = step_sector(d["step"])
                if m not in geometry.AROUND[sec]:
                    self.refuse(_("marker space {space} is not around sector {sector} (around "
                                  "it: {spaces})").format(
                        space=m, sector=sec, spaces=", ".join(map(str, geometry.AROUND[sec]))),
                                "SB-FIRST-MARKER" if self.phase == "setup_marker"
                                else "SB-LAB-ACTIVATE" if step[2:] == ("lab",)
                                else "SB-SCIENTIST-MARKERS")
        elif k == "house_done" and self.phase == "maintenance_house":
            why = mechanics.spare_problem(self, p)
            if why:
                self.refuse(why, "SB-BASE-SPARE")
        elif k == "house_at":
            pl = d["agencies"][p]
            n = a["structure"]
            if not 1 <= n <= len(pl["structures"]):
                self.refuse(_("you have no structure {n}; your structures are 1..{last} in "
                              "build order").format(n=n, last=len(pl["structures"])),
                            "SB-MAINT-HOUSE")
            s = pl["structures"][n - 1]
            cap = self.cat.structures[s[0]]["capacity"]
            if len(s[3]) >= cap:
                self.refuse(_("your {structure} in {sector} is full ({n} of {cap})").format(
                    structure=kind_word(s[0]), sector=s[2], n=len(s[3]), cap=cap),
                    "SB-CAPACITY")
        elif k == "engineer_bonus":
            corp = a["corp"]
            if corp not in d["corporations"]:
                self.refuse(_("{value} is not in play; corporations: {corps}").format(
                    value=repr(corp), corps=", ".join(d["corporations"])), "SB-ENGINEER-BONUS")
            sec = step_sector(d["step"])
            allowed = mechanics.bonus_spaces(self, sec, corp)
            if a["space"] not in allowed:
                name = name_of(self.cat.corps, corp)
                spaces = ", ".join(map(str, allowed))
                if allowed == [0]:
                    why = _("there is none to place or activate: use space=0")
                elif d["markers"].get(allowed[0], (corp,))[0] != corp:
                    self.refuse(_("engineer bonus for {corp} on space {space}: no empty marker "
                                  "space around {sector}: activate a marker there (space "
                                  "{spaces})").format(corp=name, space=a["space"], sector=sec,
                                                      spaces=spaces),
                                "SB-ENGINEER-BONUS-FULL", "SB-ENGINEER-BONUS")
                elif allowed[0] in d["markers"]:
                    # the English article of the corporation's name
                    why = (_("an {corp} marker is already around {sector}: activate it (space "
                             "{spaces})") if an(name).startswith("an ") else
                           _("a {corp} marker is already around {sector}: activate it (space "
                             "{spaces})")).format(corp=name, sector=sec, spaces=spaces)
                else:
                    why = _("its next marker goes to an empty space around {sector}: "
                            "{spaces}").format(sector=sec, spaces=spaces)
                self.refuse(_("engineer bonus for {corp} on space {space}: {why}").format(
                    corp=name, space=a["space"], why=why), "SB-ENGINEER-BONUS")
        elif k == "first_dome":
            s = a["sector"]
            if s not in geometry.CENTRAL:
                self.refuse(_("the first dome goes to a central sector ({sectors}), not "
                              "{value}").format(sectors=", ".join(geometry.CENTRAL), value=repr(s)),
                            "SB-FIRST-DOME")
            if d["structures"][SECTOR_INDEX[s]]:
                self.refuse(_("central sector {sector} already has a dome").format(sector=s),
                            "SB-BUILD-PLACE")
        elif k == "pick_leader":
            if a["leader"] not in [x for x, _ in d["leaders"]]:
                self.refuse(_("leader {value} is not on offer; available: {leaders}").format(
                    value=repr(a["leader"]), leaders=", ".join(x for x, _face in d["leaders"])),
                    "SB-LEADER-PICK")
        elif k == "take_shuttle":
            n = a["tile"]
            offer = {self.cat.shuttles[t]["number"]: t for t in d["revealed"]
                     if t not in d["picked"].values()}
            if n not in offer:
                self.refuse(_("shuttle tile {tile} is not available; available: {tiles}").format(
                    tile=n, tiles=", ".join(map(str, sorted(offer)))), "SB-SHUTTLE-PICK")

    def _purse(self, p: int, cost: dict | None) -> str:
        pl = self.data["agencies"][p]
        return amounts({k: by_name(pl)[k] if k != "energy" else self.data["energy"] for k in (cost or {})})

    # ------------------------------------------------------------------ moves
    def _execute(self, a: Action) -> None:
        _DISPATCH[a.kind](self, a)

    def _scores(self) -> list[float]:
        return [pl["vp"] for pl in self.data["agencies"]]

    def _view(self, player: int | None) -> dict:
        """The whole table (nothing is hidden), with the crater map the rules read: the
        sectors each explore space's row touches (SB-EXPLORE-ROW) and the marker spaces
        around each sector (SB-SCIENTIST-MARKERS), by SB-CRATER-GEOMETRY."""
        return {**to_plain(self.data),
                "rows": {str(sp): list(row) for sp, row in enumerate(geometry.ROWS, start=1)},
                "around": {sec: list(geometry.AROUND[sec]) for sec in geometry.SECTORS}}

    def _describe(self, action: Action) -> str:
        return describe(self, action)

    def _picture(self) -> str:
        """The crater, energy, command area, Gateway, corporations and bases (see :mod:`.picture`)."""
        from .picture import picture

        return picture(self)


# action kind -> the function that plays it: ``_do_<kind>`` in moves.py or round_end.py
_DISPATCH = {
    name[4:]: fn
    for module in (moves, round_end)
    for name, fn in vars(module).items()
    if name.startswith("_do_")
}
