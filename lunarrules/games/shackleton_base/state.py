"""The Shackleton Base state: setup, legal actions and refusals.

``self.data`` holds the table (:class:`.table.ShackletonTable`): the crater
(structures, panels, markers, explore spaces), the command area, the Gateway, the
corporations' projects, and one record per agency; :mod:`.checks` lists the ways a
table set up by hand or loaded can break the rules. The arithmetic lives in
:mod:`.mechanics`, what each action does in
:mod:`.moves`, maintenance and final scoring in :mod:`.round_end`.
"""

from __future__ import annotations

from lunarrules.kernel import Action, State
from lunarrules.kernel.plain import to_plain

from . import crater
from .mechanics import SECTOR_INDEX, SIZE, Mechanics, by_name, step_number, step_sector
from .moves import Moves, act
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
    amounts,
    an,
    catalog,
    name_of,
)
from .position import position_problems
from .round_end import RoundEnd
from .table import LeaderTile, Marker, SectorStructure, ShackletonTable
from .words import describe

# explore space -> bit mask of its row's sectors (bit i = sector index i)
_ROW_MASKS = tuple(
    (k + 1, sum(1 << SECTOR_INDEX[s] for s in row)) for k, row in enumerate(crater.ROWS)
)


_EXPLORE: dict = {}


def _explore_table(p: int) -> list:
    """``table[astronaut][space]``: the cached explore actions of seat ``p``."""
    table = _EXPLORE.get(p)
    if table is None:
        table = _EXPLORE[p] = [
            [None] + [act(p, "explore", t, sp) for sp in range(1, len(crater.ROWS) + 1)]
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


class ShackletonState(Moves, RoundEnd, Mechanics, State):
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
            for _ in range(CORPORATIONS_IN_PLAY):
                c = ch.draw("corporation", tuple(pool))
                pool.remove(c)
                corps.append(c)
        # SB-CORP-MARKERS / SB-SELENIUM-MARKERS
        markers, supply = {}, {}
        for k, c in enumerate(corps):
            spec = cat.corps[c]
            markers[crater.START_MARKER_SPACES[k]] = Marker(c, spec.get("central_marker", spec["markers"][0]))
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
        for _ in range(n):
            x = ch.draw("leader", tuple(pool))
            pool.remove(x)
            leaders.append(LeaderTile(x, ch.draw("leader_face", ("A", "B"))))
        structs: list[tuple[SectorStructure, ...]] = [()] * len(crater.SECTORS)
        panel = [False] * len(crater.SECTORS)
        ring = tuple(range(len(cat.ring)))  # SB-PANELS-18, clockwise from the top
        if n == 2:  # SB-NEUTRAL-DOMES, panels from the far end (SB-NEUTRAL-PANELS)
            for s in cat.neutral:
                structs[SECTOR_INDEX[s]] = (SectorStructure(-1, "dome"),)
                panel[SECTOR_INDEX[s]] = True
                ring = ring[:-1]
        st = cat.start
        setup_log = [
            (f"start player P{start + 1} (drawn at random: nobody's space travels are known); "
             f"turn order {' > '.join(f'P{q + 1}' for q in order)}",
             ("SB-START-PLAYER", "SB-START-TRAVELLER", "SB-TURN-ORDER-SETUP")),
            (f"corporations in play: {', '.join(name_of(cat.corps, c) for c in corps)}",
             ("SB-CORP-CHOICE",) if self.options["corporations"] == "first_game"
             else ("SB-CORP-RANDOM",)),
            ("each corporation's projects shuffled into a face-up pile, 2 visible",
             ("SB-PROJECT-PILE", "SB-PROJECT-DISPLAY")),
            (f"leader tiles on offer: "
             f"{', '.join(f'{name_of(cat.leaders, x)} {f}' for x, f in leaders)}",
             ("SB-LEADERS",)),
            (f"bases full (structures, {OBJECTIVE_MARKERS} goal markers), VP 0, "
             f"reputation 0; energy {min(cat.energy_max, ENERGY_START[n])}",
             ("SB-BASE-STRUCTURES", "SB-PLAYER-SETUP", "SB-VP-START", "SB-REP-MARKER-START",
              "SB-REP-START", "SB-ENERGY-START", "SB-PANELS-18", "SB-SUPPLY")),
            (f"corporation markers around the central hex on spaces "
             f"{', '.join(str(m) for m in sorted(markers))}; 4 on each corporation board",
             ("SB-CORP-MARKERS",)),
        ]
        if SELENIUM in corps:
            setup_log.append((f"{name_of(cat.corps, SELENIUM)}: 6 markers, 1 around the central hex, 1 to the box, "
                              f"4 alternating on its board ({', '.join(supply[SELENIUM])})",
                              ("SB-SELENIUM-MARKERS", "SB-SELENIUM-ALTERNATE")))
        if n == 2:
            setup_log.append((f"neutral domes with solar panels in {', '.join(cat.neutral)}",
                              ("SB-NEUTRAL-DOMES", "SB-NEUTRAL-PANELS")))
        setup_log.append((f"{len(cat.slots[n])} slots per command action for {n} players",
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
            "explore": [None] * len(crater.ROWS),
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
        # order, markers, board_markers, visible, project_piles and picked change rarely: they are
        # shared, and every move that changes one replaces it instead of editing it
        c["sector_panels"] = d["sector_panels"][:]
        c["structures"] = d["structures"][:]
        c["explore"] = d["explore"][:]
        c["slots"] = d["slots"].copy()
        c["gateway"] = d["gateway"][:]
        c["turn_action"] = d["turn_action"].copy()
        c["agencies"] = [pl.copy() for pl in d["agencies"]]
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
            return [act(p, "activate_marker", m) for m in self.marker_options(step)]
        if ph == "build_step":
            out = [act(p, "build", k, s) for k, s in self.build_options(p)]
            if self.can_panel(p) and self.build_options(p, hypo=True, first=True):
                out.append(act(p, "solar_panel"))
            return out
        if ph == "corp_step":
            out = [act(p, "corp_action", s) for s in self.corp_sources(p)]
            out.append(act(p, "corp_done"))
            if self.can_panel(p):
                out.append(act(p, "solar_panel"))
            return out
        if ph == "take_step":
            if self.base_room(p) <= 0:
                return []
            return [act(p, "take_astronaut", ASTRONAUTS[i]) for i in self.take_options(step_number(d["step"]))]
        if ph == "house_step":
            w = d["agencies"][p]["waiting"]
            out = [act(p, "house", ASTRONAUTS[i]) for i in range(3) if w[i]]
            out.append(act(p, "house_done"))
            return out
        if ph == "fund_step":
            out = [act(p, "fund", x) for x in self.fund_options(p)]
            if self.can_panel(p) and self.fund_options(p, hypo=True):
                out.append(act(p, "solar_panel"))
            return out
        if ph == "maintenance_house":
            out = [act(p, "house_at", ASTRONAUTS[t], i + 1) for t, i in self.house_targets(p)]
            if self.spare_problem(p) is None:
                out.append(act(p, "house_done"))
            return out
        if ph == "bonus_step":
            sec = step_sector(d["step"])
            return [act(p, "engineer_bonus", c, m) for c in d["corporations"]
                    for m in self.bonus_spaces(sec, c)]
        if ph == "shuttle_pick":
            picked = set(d["picked"].values())
            return [act(p, "take_shuttle", self.cat.shuttles[t]["number"])
                    for t in d["revealed"] if t not in picked]
        if ph == "setup_leader":
            return [act(p, "pick_leader", x) for x, _ in d["leaders"]]
        if ph == "setup_dome":
            return [act(p, "first_dome", s) for s in crater.CENTRAL
                    if not d["structures"][SECTOR_INDEX[s]]]
        return []

    def _main_actions(self, p: int) -> list[Action]:
        d = self.data
        pl = d["agencies"][p]
        credits = pl["credits"]
        out = []
        # fee per row = (sectors with a structure but none of yours) x the space's fee
        owed = 0
        for i, h in enumerate(d["structures"]):
            if h:
                for o, _ in h:
                    if o == p:
                        break
                else:
                    owed |= 1 << i
        fees = self.cat.fees
        taken = d["explore"]
        spaces = [
            sp for sp, mask in _ROW_MASKS
            if taken[sp - 1] is None and fees[sp - 1] * (mask & owed).bit_count() <= credits
        ]
        table = _explore_table(p)
        for i in range(3):
            if pl["astronauts"][i]:
                row = table[i]
                out.extend([row[sp] for sp in spaces])
        commands = []
        charges = self.cat.slots[self.players]
        nslots = len(charges)
        sci = self.workshops_with(p, 2)  # SB-WORKSHOP: scientist workshops cut the surcharge
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
                ok = self.can_complete_build(p, purse)
            else:
                ok = self.can_complete_fund(p, purse)
            if ok:
                commands.append(which)
        table = _command_table(p)
        for i in range(3):
            if pl["astronauts"][i]:
                row = table[i]
                out.extend([row[w] for w in commands])
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
                self.refuse(f"{t!r} is not an astronaut type; use {', '.join(ASTRONAUTS)}",
                            "SB-ASTRONAUT")
        if k == "explore":
            why = self.explore_problem(p, a["space"])
            if why:
                rule = "SB-EXPLORE-PAY-FIRST" if "fees" in why else "SB-EXPLORE-SPACE"
                self.refuse(why, rule)
        elif k == "command":
            which = a["which"]
            if which not in ("build", "fund", "corp"):
                self.refuse(f"{which!r} is not a command action; use build, fund or corp",
                            "SB-COMMAND-LEFTMOST")
            if which != "corp" and a not in set(self.legal_actions()):
                what = "structure you can afford in a sector you may use" if which == "build" \
                    else "visible project whose credits and energy you can meet"
                self.refuse(f"after the slot's surcharge there is no {what}, even with a solar "
                            "panel", "SB-BUILD-COST" if which == "build" else "SB-FUND-COST")
        elif k == "build":
            kind, sector = a["structure"], a["sector"]
            if kind not in SIZE:
                self.refuse(f"{kind!r} is not a structure; use dome, workshop, lab or hq",
                            "SB-BUILD-COST")
            why = self.sector_problem(p, kind, sector)
            if why:
                self.refuse(why, "SB-ENERGIZED" if "solar panel" in why else "SB-BUILD-PLACE")
        elif k == "fund":
            pid = a["project"]
            if pid not in self.visible_projects():
                vis = ", ".join(self.visible_projects()) or "none"
                self.refuse(f"project {pid!r} is not visible; visible projects: {vis}",
                            "SB-FUND-VISIBLE")
        elif k == "solar_panel":
            if self.phase != "corp_step":
                fn = self.build_options if self.phase == "build_step" else self.fund_options
                if not fn(p, hypo=True):
                    self.refuse("after a solar panel nothing would be left to "
                                f"{'build' if self.phase == 'build_step' else 'fund'}",
                                "SB-PANEL-BUILD")
        elif k == "corp_action":
            src = a["source"]
            if src in REP_ACTIONS:
                pass  # the declared requirement decided
            elif src in d["corporations"]:
                cost = self.cat.corps[src]["action"].get("cost")
                if not self.can_pay(p, cost):
                    self.refuse(f"the {name_of(self.cat.corps, src)} action costs "
                                f"{amounts(cost)}; you have "
                                f"{self._purse(p, cost)}", "SB-CORP-BOARD-ACTION")
            elif src in d["agencies"][p]["projects"]:
                spec = self.cat.projects[src].get("action")
                name = name_of(self.cat.projects, src)
                if not spec:
                    self.refuse(f"the {name} project has no corporation action",
                                "SB-PROJECT-ACTION")
                if spec.get("once_per_round") and src in d["agencies"][p]["turned_projects"]:
                    self.refuse(f"the {name} project's action is once per round and its card is "
                                "already turned", "SB-PROJECT-ACTION")
                if not self.can_pay(p, spec.get("cost")):
                    self.refuse(f"the {name} project's action costs {amounts(spec.get('cost'))}; "
                                "you have "
                                f"{self._purse(p, spec.get('cost'))}", "SB-PROJECT-ACTION")
            else:
                self.refuse(f"{src!r} is not a corporation action you can take: use rep0/rep4/"
                            f"rep8/rep12, a corporation in play ({', '.join(d['corporations'])}) or "
                            "a project you funded", "SB-CORP-BOARD-ACTION")
        elif k == "activate_marker":
            m = a["space"]
            step = d["step"]
            assert step is not None  # the marker step being decided
            if self.phase == "setup_marker" or step[0] == "marker":
                sec = step_sector(d["step"])
                if m not in crater.AROUND[sec]:
                    self.refuse(f"marker space {m} is not around sector {sec} (around it: "
                                f"{', '.join(map(str, crater.AROUND[sec]))})",
                                "SB-FIRST-MARKER" if self.phase == "setup_marker"
                                else "SB-LAB-ACTIVATE" if step[2:] == ("lab",)
                                else "SB-SCIENTIST-MARKERS")
        elif k == "house_done" and self.phase == "maintenance_house":
            why = self.spare_problem(p)
            if why:
                self.refuse(why, "SB-BASE-SPARE")
        elif k == "house_at":
            pl = d["agencies"][p]
            n = a["structure"]
            if not 1 <= n <= len(pl["structures"]):
                self.refuse(f"you have no structure {n}; your structures are 1..{len(pl['structures'])}"
                            " in build order", "SB-MAINT-HOUSE")
            s = pl["structures"][n - 1]
            cap = self.cat.structures[s[0]]["capacity"]
            if len(s[3]) >= cap:
                self.refuse(f"your {s[0]} in {s[2]} is full ({len(s[3])} of {cap})", "SB-CAPACITY")
        elif k == "engineer_bonus":
            corp = a["corp"]
            if corp not in d["corporations"]:
                self.refuse(f"{corp!r} is not in play; corporations: {', '.join(d['corporations'])}",
                            "SB-ENGINEER-BONUS")
            sec = step_sector(d["step"])
            allowed = self.bonus_spaces(sec, corp)
            if a["space"] not in allowed:
                if allowed == [0]:
                    why = "there is none to place or activate: use space=0"
                elif d["markers"].get(allowed[0], (corp,))[0] != corp:
                    self.refuse(f"engineer bonus for {name_of(self.cat.corps, corp)} on space "
                                f"{a['space']}: no empty marker space around {sec}: activate a "
                                f"marker there (space {', '.join(map(str, allowed))})",
                                "SB-ENGINEER-BONUS-FULL", "SB-ENGINEER-BONUS")
                elif allowed[0] in d["markers"]:
                    why = (f"{an(name_of(self.cat.corps, corp))} marker is already around {sec}: activate it "
                           f"(space {', '.join(map(str, allowed))})")
                else:
                    why = (f"its next marker goes to an empty space around {sec}: "
                           f"{', '.join(map(str, allowed))}")
                self.refuse(f"engineer bonus for {name_of(self.cat.corps, corp)} on space {a['space']}: {why}",
                            "SB-ENGINEER-BONUS")
        elif k == "first_dome":
            s = a["sector"]
            if s not in crater.CENTRAL:
                self.refuse(f"the first dome goes to a central sector ({', '.join(crater.CENTRAL)}), "
                            f"not {s!r}", "SB-FIRST-DOME")
            if d["structures"][SECTOR_INDEX[s]]:
                self.refuse(f"central sector {s} already has a dome", "SB-BUILD-PLACE")
        elif k == "pick_leader":
            if a["leader"] not in [x for x, _ in d["leaders"]]:
                self.refuse(f"leader {a['leader']!r} is not on offer; available: "
                            f"{', '.join(x for x, _ in d['leaders'])}", "SB-LEADER-PICK")
        elif k == "take_shuttle":
            n = a["tile"]
            offer = {self.cat.shuttles[t]["number"]: t for t in d["revealed"]
                     if t not in d["picked"].values()}
            if n not in offer:
                self.refuse(f"shuttle tile {n} is not available; available: "
                            f"{', '.join(map(str, sorted(offer)))}", "SB-SHUTTLE-PICK")

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
                "rows": {str(sp): list(row) for sp, row in enumerate(crater.ROWS, start=1)},
                "around": {sec: list(crater.AROUND[sec]) for sec in crater.SECTORS}}

    def _describe(self, action: Action) -> str:
        return describe(self, action)

    def _picture(self) -> str:
        """The crater, energy, command area, Gateway, corporations and bases (see :mod:`.picture`)."""
        from .picture import picture

        return picture(self)


# action kind -> the method that plays it
_DISPATCH = {
    name[4:]: fn
    for mixin in (Moves, RoundEnd)
    for name, fn in vars(mixin).items()
    if name.startswith("_do_")
}
