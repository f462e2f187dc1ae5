"""The Shackleton Base state: setup, legal actions, refusals and moves.

``self.data`` holds the table: the crater (structures, panels, markers, explore
spaces), the command area, the Gateway, the corporations' projects, and one dict
per player. The arithmetic lives in :mod:`.mechanics`; this module is the flow.
"""

from __future__ import annotations

from lunarrules.kernel import Action, State

from . import crater
from .mechanics import SECTOR_INDEX, SIZE, Mechanics
from .params import (
    ASTRO_INDEX,
    ASTRONAUTS,
    CORP_ACTIONS,
    CORPORATIONS_IN_PLAY,
    DOME_INCOME,
    ENERGY_START,
    FIRST_GAME,
    GATEWAY_CAP,
    GATEWAY_CREDITS,
    OBJECTIVE_MARKERS,
    REP_ACTIONS,
    ROUNDS,
    SELENIUM,
    TECH_CREDITS,
    VISIBLE_PROJECTS,
    catalog,
)

_ACTIONS: dict = {}
# explore space -> bit mask of its row's sectors (bit i = sector index i)
_ROW_MASKS = tuple(
    (k + 1, sum(1 << SECTOR_INDEX[s] for s in row)) for k, row in enumerate(crater.ROWS)
)


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


def _bump(pl: dict, key: str, i: int, delta: int) -> None:
    """Change one count of an astronaut triple (kept as a tuple so copies can share it)."""
    v = list(pl[key])
    v[i] += delta
    pl[key] = tuple(v)


class ShackletonState(Mechanics, State):
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
            markers[crater.START_MARKER_SPACES[k]] = (c, spec.get("central_marker", spec["markers"][0]))
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
            leaders.append((x, ch.draw("leader_face", ("A", "B"))))
        structs = [()] * len(crater.SECTORS)
        panel = [False] * len(crater.SECTORS)
        ring = tuple(range(len(cat.ring)))  # SB-PANELS-18, clockwise from the top
        if n == 2:  # SB-NEUTRAL-DOMES, panels from the far end (SB-NEUTRAL-PANELS)
            for s in cat.neutral:
                structs[SECTOR_INDEX[s]] = ((-1, "dome"),)
                panel[SECTOR_INDEX[s]] = True
                ring = ring[:-1]
        st = cat.start
        setup_log = [
            (f"start player P{start + 1} (drawn at random: nobody's space travels are known); "
             f"turn order {' > '.join(f'P{q + 1}' for q in order)}",
             ("SB-START-PLAYER", "SB-START-TRAVELLER", "SB-TURN-ORDER-SETUP")),
            (f"corporations in play: {', '.join(corps)}",
             ("SB-CORP-CHOICE",) if self.options["corporations"] == "first_game"
             else ("SB-CORP-RANDOM",)),
            ("each corporation's projects shuffled into a face-up pile, 2 visible",
             ("SB-PROJECT-PILE", "SB-PROJECT-DISPLAY")),
            (f"leader tiles on offer: {', '.join(f'{x} {f}' for x, f in leaders)}",
             ("SB-LEADERS",)),
            (f"bases full (structures, {OBJECTIVE_MARKERS} objective markers), VP 0, "
             f"reputation 0; energy {min(cat.energy_max, ENERGY_START[n])}",
             ("SB-BASE-STRUCTURES", "SB-PLAYER-SETUP", "SB-VP-START", "SB-REP-MARKER-START",
              "SB-REP-START", "SB-ENERGY-START", "SB-PANELS-18", "SB-SUPPLY")),
            (f"corporation markers around the central hex on spaces "
             f"{', '.join(str(m) for m in sorted(markers))}; 4 on each corporation board",
             ("SB-CORP-MARKERS",)),
        ]
        if SELENIUM in corps:
            setup_log.append((f"{SELENIUM}: 6 markers, 1 around the central hex, 1 to the box, "
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
            "turn_i": 0,
            "energy": min(cat.energy_max, ENERGY_START[n]),  # SB-ENERGY-START
            "ring": ring,
            "center": 0,
            "panel": panel,
            "structs": structs,
            "markers": markers,
            "supply": supply,
            "corps": tuple(corps),
            "visible": visible,
            "deck": deck,
            "explore": [None] * len(crater.ROWS),
            "slots": {"build": (), "fund": (), "corp": ()},
            "gateway": [0, 0, 0],
            "revealed": (),
            "picked": {},
            "leaders": tuple(leaders),
            "pending": (),
            "house_queue": (),
            "step": None,
            "ctx": {},
            "cur": order[0],
            "p": [
                {
                    "credits": st.get("credits", 0), "titanium": st.get("titanium", 0),
                    "rare_earth": st.get("rare_earth", 0), "vp": 0, "reputation": 0,
                    "astro": (0, 0, 0), "waiting": (0, 0, 0), "structs": (), "projects": (),
                    "used": (), "objectives": (), "leader": None, "tile": None,
                }
                for _ in range(n)
            ],
        }
        self.to_act = order[0]
        for text, rules in setup_log:
            self.emit(text, *rules)

    def _clone_data(self) -> dict:
        d = self.data
        c = d.copy()
        c["order"] = d["order"][:]
        c["panel"] = d["panel"][:]
        c["structs"] = d["structs"][:]
        c["markers"] = d["markers"].copy()
        c["supply"] = d["supply"].copy()
        c["visible"] = d["visible"].copy()
        c["deck"] = d["deck"].copy()
        c["explore"] = d["explore"][:]
        c["slots"] = d["slots"].copy()
        c["gateway"] = d["gateway"][:]
        c["picked"] = d["picked"].copy()
        c["ctx"] = d["ctx"].copy()
        c["p"] = [pl.copy() for pl in d["p"]]
        return c

    # ------------------------------------------------------------------ legal actions
    def _legal_actions(self) -> list[Action]:
        d = self.data
        p = self.to_act
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
            return [act(p, "take_astronaut", ASTRONAUTS[i]) for i in self.take_options(d["step"][1])]
        if ph == "house_step":
            w = d["p"][p]["waiting"]
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
            out.append(act(p, "house_done"))
            return out
        if ph == "bonus_step":
            return [act(p, "engineer_bonus", c) for c in d["corps"]]
        if ph == "shuttle_pick":
            picked = set(d["picked"].values())
            return [act(p, "take_shuttle", self.cat.shuttles[t]["number"])
                    for t in d["revealed"] if t not in picked]
        if ph == "setup_leader":
            return [act(p, "pick_leader", x) for x, _ in d["leaders"]]
        if ph == "setup_dome":
            return [act(p, "first_dome", s) for s in crater.CENTRAL
                    if not d["structs"][SECTOR_INDEX[s]]]
        return []

    def _main_actions(self, p: int) -> list[Action]:
        d = self.data
        pl = d["p"][p]
        credits = pl["credits"]
        out = []
        # fee per row = (sectors with a structure but none of yours) x the space's fee
        owed = 0
        for i, h in enumerate(d["structs"]):
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
            if pl["astro"][i]:
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
            saved_ctx = d["ctx"]
            pl["credits"] = credits - charge
            d["ctx"] = {"command": which, "disc": sci - base if sci > base else 0}
            ok = self.can_complete_build(p) if which == "build" else self.can_complete_fund(p)
            pl["credits"], d["ctx"] = credits, saved_ctx
            if ok:
                commands.append(which)
        table = _command_table(p)
        for i in range(3):
            if pl["astro"][i]:
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
            elif src in d["corps"]:
                cost = self.cat.corps[src]["action"].get("cost")
                if not self.can_pay(p, cost):
                    self.refuse(f"the {src} action costs {cost}; you have "
                                f"{self._purse(p, cost)}", "SB-CORP-BOARD-ACTION")
            elif src in d["p"][p]["projects"]:
                spec = self.cat.projects[src].get("action")
                if not spec:
                    self.refuse(f"project {src} has no corporation action", "SB-PROJECT-ACTION")
                if spec.get("once_per_round") and src in d["p"][p]["used"]:
                    self.refuse(f"project {src}'s action is once per round and its card is "
                                "already turned", "SB-PROJECT-ACTION")
                if not self.can_pay(p, spec.get("cost")):
                    self.refuse(f"project {src}'s action costs {spec.get('cost')}; you have "
                                f"{self._purse(p, spec.get('cost'))}", "SB-PROJECT-ACTION")
            else:
                self.refuse(f"{src!r} is not a corporation action you can take: use rep0/rep4/"
                            f"rep8/rep12, a corporation in play ({', '.join(d['corps'])}) or "
                            "a project you funded", "SB-CORP-BOARD-ACTION")
        elif k == "activate_marker":
            m = a["space"]
            if self.phase == "setup_marker" or d["step"][0] == "marker":
                sec = d["step"][1]
                if m not in crater.AROUND[sec]:
                    self.refuse(f"marker space {m} is not around sector {sec} (around it: "
                                f"{', '.join(map(str, crater.AROUND[sec]))})",
                                "SB-FIRST-MARKER" if self.phase == "setup_marker"
                                else "SB-SCIENTIST-MARKERS")
        elif k == "house_at":
            pl = d["p"][p]
            n = a["structure"]
            if not 1 <= n <= len(pl["structs"]):
                self.refuse(f"you have no structure {n}; your structures are 1..{len(pl['structs'])}"
                            " in build order", "SB-MAINT-HOUSE")
            s = pl["structs"][n - 1]
            cap = self.cat.structures[s[0]]["capacity"]
            if len(s[3]) >= cap:
                self.refuse(f"your {s[0]} in {s[2]} is full ({len(s[3])} of {cap})", "SB-CAPACITY")
        elif k == "engineer_bonus":
            if a["corp"] not in d["corps"]:
                self.refuse(f"{a['corp']!r} is not in play; corporations: {', '.join(d['corps'])}",
                            "SB-ENGINEER-BONUS")
        elif k == "first_dome":
            s = a["sector"]
            if s not in crater.CENTRAL:
                self.refuse(f"the first dome goes to a central sector ({', '.join(crater.CENTRAL)}), "
                            f"not {s!r}", "SB-FIRST-DOME")
            if d["structs"][SECTOR_INDEX[s]]:
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
        pl = self.data["p"][p]
        return ", ".join(f"{pl[k] if k != 'energy' else self.data['energy']} {k}"
                         for k in (cost or {})) or "nothing"

    # ------------------------------------------------------------------ moves
    def _execute(self, a: Action) -> None:
        _DISPATCH[a.kind](self, a)

    # setup ------------------------------------------------------------
    def _do_pick_leader(self, a):
        d = self.data
        face = dict(d["leaders"])[a["leader"]]
        d["p"][a.actor]["leader"] = (a["leader"], face)
        d["leaders"] = tuple(x for x in d["leaders"] if x[0] != a["leader"])
        self.emit(f"takes leader {a['leader']} (face {face})", "SB-LEADER-PICK", "SB-SETUP-ORDER",
                  actor=a.actor)
        self.goto("setup_dome")

    def _do_first_dome(self, a):
        d = self.data
        p, sec = a.actor, a["sector"]
        i = SECTOR_INDEX[sec]
        d["structs"][i] = d["structs"][i] + ((p, "dome"),)
        pl = d["p"][p]
        pl["structs"] = pl["structs"] + (("dome", 0, sec, ()),)
        if not d["panel"][i]:
            d["panel"][i] = True
            d["ring"] = d["ring"][1:]
        self.emit(f"places the leftmost dome and a solar panel in {sec}", "SB-FIRST-DOME",
                  "SB-FIRST-PANEL", actor=p)
        d["step"] = ("marker", sec)
        d["ctx"] = {}
        self.goto("setup_marker")

    def _after_setup_marker(self):
        d = self.data
        i = d["order"].index(self.to_act) + 1
        d["step"], d["ctx"] = None, {}
        if i < self.players:
            self.goto("setup_leader")
            self.to_act = d["order"][i]
        else:
            self.goto("shuttle_reveal")
            self._reveal()

    # shuttle phase -----------------------------------------------------
    def _reveal(self):
        d = self.data
        pile = list(self.cat.shuttle_by_round[d["round"]])
        shown = []
        for _ in range(self.players + 1):  # SB-SHUTTLE-REVEAL
            t = self.chance.draw("shuttle", tuple(pile))
            pile.remove(t)
            shown.append(t)
        shown.sort(key=lambda t: self.cat.shuttles[t]["number"])
        d["revealed"] = tuple(shown)
        d["picked"] = {}
        nums = ", ".join(str(self.cat.shuttles[t]["number"]) for t in shown)
        self.emit(f"round {d['round']}: shuttle tiles {nums} revealed", "SB-SHUTTLE-REVEAL")
        self.goto("shuttle_pick")
        self.to_act = d["order"][-1]  # SB-SHUTTLE-PICK: reverse turn order

    def _do_take_shuttle(self, a):
        d = self.data
        p = a.actor
        tid = self.cat.shuttle_by_number[(d["round"], a["tile"])]
        spec = self.cat.shuttles[tid]
        d["picked"][p] = tid
        pl = d["p"][p]
        pl["astro"] = tuple(int(spec["astronauts"].get(t, 0)) for t in ASTRONAUTS)
        pl["tile"] = tid
        self.gain(p, spec.get("gain"))
        self.emit(f"takes shuttle tile {a['tile']}", "SB-SHUTTLE-PICK", actor=p)
        order = d["order"]
        i = order.index(p)
        if i > 0:
            self.goto("shuttle_pick")
            self.to_act = order[i - 1]
            return
        self.goto("shuttle_order")
        # SB-SHUTTLE-ORDER: lowest tile number first
        nums = {q: self.cat.shuttles[t]["number"] for q, t in d["picked"].items()}
        d["order"] = sorted(range(self.players), key=nums.get)
        gw = d["gateway"]
        for t in d["revealed"]:
            if t in d["picked"].values():
                continue
            astro = self.cat.shuttles[t]["astronauts"]
            for j, name in enumerate(ASTRONAUTS):  # SB-GATEWAY-FILL, SB-GATEWAY-CAP
                gw[j] = min(GATEWAY_CAP, gw[j] + int(astro.get(name, 0)))
        self.emit("turn order " + " > ".join(f"P{q + 1}" for q in d["order"])
                  + f"; Gateway holds {gw[0]}E {gw[1]}T {gw[2]}S",
                  "SB-SHUTTLE-ORDER", "SB-SHUTTLE-ORDER-REST", "SB-GATEWAY-FILL", "SB-GATEWAY-CAP",
                  "SB-PHASES")
        d["turn_i"] = 0
        self.goto("action")
        self._start_turn(d["order"][0])

    # action phase ------------------------------------------------------
    def _start_turn(self, p: int):
        d = self.data
        d["cur"] = p
        d["ctx"] = {}
        d["step"] = None
        self.to_act = p

    def _place(self, p: int, t: str) -> int:
        i = ASTRO_INDEX[t]
        _bump(self.data["p"][p], "astro", i, -1)
        self.data["ctx"]["astro"] = i
        return i

    def _do_explore(self, a):
        d = self.data
        p, sp = a.actor, a["space"]
        i = self._place(p, a["astronaut"])
        d["explore"][sp - 1] = (p, i)
        active, fees, total = self.explore_fees(p, sp)
        pl = d["p"][p]
        for _sec, payee, fee in fees:  # SB-EXPLORE-PAY-FIRST: every fee before any benefit
            pl["credits"] -= fee
            if payee is not None and payee >= 0:
                d["p"][payee]["credits"] += fee
        paid = ", ".join(f"{fee} to {'supply' if q < 0 else f'P{q + 1}'} ({s})" for s, q, fee in fees)
        self.emit(f"explores from space {sp} with a {a['astronaut']}: activates "
                  f"{', '.join(active) or 'no sector'}" + (f"; pays {paid}" if fees else ""),
                  "SB-EXPLORE-ROW", "SB-EXPLORE-FEE", "SB-MAIN-ACTIONS", actor=p)
        if i == 0:  # SB-ENGINEER-MINE
            for sec in active:
                pl[self.cat.sector_resource[sec]] += 1
        elif i == 1:  # SB-TECH-CREDITS
            pl["credits"] += TECH_CREDITS * len(active)
        else:  # SB-SCIENTIST-MARKERS
            d["pending"] = tuple(("marker", sec) for sec in active)
        self.goto("resolve")
        self._resolve()

    def _do_command(self, a):
        d = self.data
        p, which = a.actor, a["which"]
        charge, disc = self.surcharge(p, which)
        i = self._place(p, a["astronaut"])
        d["slots"][which] = d["slots"][which] + ((p, i),)
        d["p"][p]["credits"] -= charge
        d["ctx"].update(command=which, disc=disc, panel=False)
        self.emit(f"command {which} with a {a['astronaut']} in slot {len(d['slots'][which])}, "
                  f"surcharge {charge}", "SB-COMMAND-LEFTMOST", "SB-COMMAND-SURCHARGE",
                  *(("SB-CORP-COMMAND",) if which == "corp" else ()), "SB-MAIN-ACTIONS", actor=p)
        if which == "build":
            d["pending"] = (("build",),)
        elif which == "fund":
            d["pending"] = (("fund",),) + ((("corp", 1),) if i == 1 else ())  # SB-TECH-BONUS
        else:
            d["pending"] = (("corp", CORP_ACTIONS),) + ((("take", -1),) if i == 2 else ())
        self.goto("resolve")
        self._resolve()

    def _do_gateway(self, a):
        d = self.data
        p = a.actor
        i = self._place(p, a["astronaut"])
        d["gateway"][i] += 1  # SB-GATEWAY-ORDER: the placed astronaut stays
        d["p"][p]["credits"] += GATEWAY_CREDITS
        self.emit(f"visits the Gateway with a {a['astronaut']}: +{GATEWAY_CREDITS} credits",
                  "SB-GATEWAY-VISIT", "SB-GATEWAY-CREDITS", "SB-GATEWAY-ORDER", "SB-MAIN-ACTIONS",
                  actor=p)
        d["pending"] = (("take", i), ("corp", 1))
        self.goto("resolve")
        self._resolve()

    def _do_solar_panel(self, a):
        d = self.data
        p = a.actor
        idx, produced, rep = self.panel_outcome()
        d["p"][p]["rare_earth"] -= 1
        d["ring"] = d["ring"][1:]
        d["center"] += 1
        d["energy"] += produced
        self.reputation(p, rep)
        d["ctx"]["panel"] = True
        self.emit(f"builds solar panel {idx + 1} for 1 rare earth: +{produced} energy "
                  f"(now {d['energy']}), +{rep} reputation", "SB-PANEL-BUILD", "SB-PANEL-NEXT",
                  "SB-PANEL-ENERGY", "SB-PANEL-REPUTATION",
                  *(("SB-FUND-PRODUCE-ENERGY",) if self.phase == "fund_step" else ()), actor=p)
        d["pending"] = (d["step"],) + d["pending"]
        self.goto("resolve")
        self._resolve()

    def _do_build(self, a):
        d = self.data
        p, kind, sec = a.actor, a["structure"], a["sector"]
        pl = d["p"][p]
        cost = self.structure_cost(p, kind, d["ctx"].get("disc", 0))
        self.pay(p, cost)
        d["ctx"]["disc"] = 0
        i = SECTOR_INDEX[sec]
        rules = ["SB-BUILD-COST", "SB-BUILD-TAKE", "SB-BUILD-PLACE"]
        if not d["panel"][i]:
            d["center"] -= 1
            d["panel"][i] = True
            rules.append("SB-ENERGIZED")
        nth = self.built(p, kind)
        d["structs"][i] = d["structs"][i] + ((p, kind),)
        pl["structs"] = pl["structs"] + ((kind, nth, sec, ()),)
        self.emit(f"builds a {kind} in {sec} (paid {cost})", *rules, actor=p)
        if kind == "dome":
            self.gain(p, self.cat.dome_bonus[nth])
            self.emit(f"dome bonus {self.cat.dome_bonus[nth] or 'none'}", "SB-DOME", actor=p)
        elif kind == "lab":  # SB-LAB: this lab and every earlier one
            for j in range(nth + 1):
                self.gain(p, self.cat.labs[j][1])
            self.emit(f"lab abilities 1..{nth + 1} triggered", "SB-LAB", actor=p)
        elif kind == "hq":
            self.emit("HQ built: leader upgraded", "SB-HQ", actor=p)
        queue = ()
        if any(pl["waiting"]):
            queue += (("house", len(pl["structs"]) - 1),)
        if d["ctx"].get("astro") == 0:
            queue += (("bonus", sec),)
        d["pending"] = queue + d["pending"]
        self.goto("resolve")
        self._resolve()

    def _do_house(self, a):
        d = self.data
        p = a.actor
        i = ASTRO_INDEX[a["astronaut"]]
        pl = d["p"][p]
        idx = d["step"][1]
        _bump(pl, "waiting", i, -1)
        s = pl["structs"][idx]
        structs = list(pl["structs"])
        structs[idx] = (s[0], s[1], s[2], s[3] + (i,))
        pl["structs"] = tuple(structs)
        self.emit(f"moves a {a['astronaut']} into the new {s[0]}", "SB-HOUSE", actor=p)
        d["pending"] = (d["step"],) + d["pending"]
        self.goto("resolve")
        self._resolve()

    def _do_house_done(self, a):
        if self.phase == "maintenance_house":
            self.data["house_queue"] = self.data["house_queue"][1:]
            self.emit("maintenance: done moving astronauts", "SB-MAINT-HOUSE", actor=a.actor)
            self.goto("maintenance_house")
            self._next_houser()
            return
        self.goto("resolve")
        self._resolve()

    def _do_engineer_bonus(self, a):
        d = self.data
        p, corp = a.actor, a["corp"]
        sec = d["step"][1]
        here = [m for m in crater.AROUND[sec] if d["markers"].get(m, ("",))[0] == corp]
        if here:
            self.activate(p, here[0])
            self.emit(f"engineer bonus: activates the {corp} marker on space {here[0]}",
                      "SB-ENGINEER-BONUS", "SB-MARKER-GAIN", actor=p)
        else:
            empty = [m for m in crater.AROUND[sec] if m not in d["markers"]]
            sup = d["supply"][corp]
            if sup and empty:
                d["markers"][empty[0]] = (corp, sup[0])
                d["supply"][corp] = sup[1:]
                self.activate(p, empty[0])
                self.emit(f"engineer bonus: places a {corp} marker on space {empty[0]} and "
                          "activates it", "SB-ENGINEER-BONUS", "SB-MARKER-EMPTY", actor=p)
            else:
                why = "its board is empty" if not sup else f"no empty marker space around {sec}"
                self.emit(f"engineer bonus: no {corp} marker to place ({why})",
                          "SB-ENGINEER-BONUS", actor=p)
        self.goto("resolve")
        self._resolve()

    def _do_fund(self, a):
        d = self.data
        p, pid = a.actor, a["project"]
        credits, energy = self.project_price(p, pid)
        pr = self.cat.projects[pid]
        corp = pr["corp"]
        d["energy"] -= energy
        d["p"][p]["credits"] -= credits
        d["ctx"]["disc"] = 0
        d["p"][p]["projects"] = d["p"][p]["projects"] + (pid,)
        vis = tuple(x for x in d["visible"][corp] if x != pid)
        if d["deck"][corp]:  # SB-FUND-REVEAL
            vis += (d["deck"][corp][0],)
            d["deck"][corp] = d["deck"][corp][1:]
        d["visible"][corp] = vis
        self.gain(p, pr.get("gain"))
        self.emit(f"funds {pid} ({corp}) for {credits} credits and {energy} energy",
                  "SB-FUND-CHOOSE", "SB-FUND-ENERGY", "SB-FUND-COST", "SB-FUND-TAKE",
                  "SB-FUND-REVEAL", actor=p)
        self.goto("resolve")
        self._resolve()

    def _do_corp_action(self, a):
        d = self.data
        p, src = a.actor, a["source"]
        ctx = d["ctx"]
        left = d["step"][1] - 1
        queue = ()
        cmd = ctx.get("command")
        via = ("SB-GATEWAY-CORP",) if cmd is None else (
            ("SB-TECH-BONUS",) if cmd == "fund" else ("SB-CORP-UP-TO-3",))
        if src in REP_ACTIONS:
            ctx["rep_used"] = ctx.get("rep_used", ()) + (src,)
            gain = REP_ACTIONS[src][1]
            if gain is None:
                queue = (("marker_any",),)
            else:
                self.gain(p, gain)
            self.emit(f"reputation-track action {src}", "SB-REP-TRACK-ACTIONS", "SB-REP-ACTIONS",
                      *via, actor=p)
        elif src in d["corps"]:
            spec = self.cat.corps[src]["action"]
            self.pay(p, spec.get("cost"))
            self.gain(p, spec.get("gain"))
            self.emit(f"{src} corporation action", "SB-CORP-BOARD-ACTION", *via, actor=p)
        else:
            spec = self.cat.projects[src]["action"]
            self.pay(p, spec.get("cost"))
            self.gain(p, spec.get("gain"))
            if spec.get("once_per_round"):
                d["p"][p]["used"] = d["p"][p]["used"] + (src,)
            self.emit(f"project {src} action", "SB-PROJECT-ACTION", *via, actor=p)
        if left > 0:
            queue += (("corp", left),)
        d["pending"] = queue + d["pending"]
        self.goto("resolve")
        self._resolve()

    def _do_corp_done(self, a):
        self.goto("resolve")
        self._resolve()

    def _do_take_astronaut(self, a):
        d = self.data
        i = ASTRO_INDEX[a["astronaut"]]
        d["gateway"][i] -= 1
        _bump(d["p"][a.actor], "waiting", i, 1)
        rule = "SB-GATEWAY-TAKE" if d["step"][1] >= 0 else "SB-SCIENTIST-BONUS"
        self.emit(f"takes a {a['astronaut']} from the Gateway into the base", rule, actor=a.actor)
        self.goto("resolve")
        self._resolve()

    def _do_activate_marker(self, a):
        d = self.data
        corp, typ = d["markers"][a["space"]]
        self.activate(a.actor, a["space"])
        self.emit(f"activates the {corp} marker on space {a['space']}: "
                  f"{self.cat.corps[corp]['marker_gain'][typ]}", "SB-MARKER-GAIN",
                  "SB-FIRST-MARKER" if self.phase == "setup_marker" else "SB-SCIENTIST-MARKERS",
                  actor=a.actor)
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
        p = d["cur"]
        while d["pending"]:
            step = d["pending"][0]
            d["pending"] = d["pending"][1:]
            kind = step[0]
            if kind in ("marker", "marker_any"):
                if not self.marker_options(step):
                    continue
            elif kind == "house":
                if not any(d["p"][p]["waiting"]) or self.capacity_left(p, step[1]) <= 0:
                    continue
            elif kind == "take":
                if not self.take_options(step[1]):
                    continue
            d["step"] = step
            self.goto(self._STEP_PHASE[kind])
            self.to_act = p
            return
        d["step"] = None
        self.goto("turn_end")
        self._turn_end(p)

    def _turn_end(self, p: int) -> None:
        d = self.data
        pl = d["p"][p]
        for c in d["corps"]:  # SB-OBJECTIVES
            if len(pl["objectives"]) >= OBJECTIVE_MARKERS:
                break
            if c in pl["objectives"]:
                continue
            obj = self.cat.corps[c]["objective"]
            if self.stat(p, obj["stat"]) >= obj["at_least"]:
                bonus = self.objective_bonus(p)
                pl["vp"] += obj["vp"] + bonus
                pl["objectives"] = pl["objectives"] + (c,)
                self.emit(f"claims the {c} objective: {obj['vp']} VP + {bonus} reputation bonus",
                          "SB-OBJECTIVES", "SB-REP-OBJECTIVE-BONUS", actor=p)
        d["ctx"] = {}
        n = self.players
        for k in range(1, n + 1):
            i = (d["turn_i"] + k) % n
            q = d["order"][i]
            if any(d["p"][q]["astro"]):
                d["turn_i"] = i
                self.goto("action")
                self._start_turn(q)
                return
        self.goto("maintenance")
        self._maintenance()

    # maintenance and the end ---------------------------------------------
    def _maintenance(self) -> None:
        """Corporation maintenance and crater astronauts back, then the housing step."""
        d = self.data
        cat = self.cat
        n = self.players
        for c in d["corps"]:  # corporation maintenance
            m = cat.corps[c]["maintenance"]
            for p in range(n):
                self.gain(p, m["gain"], self.stat(p, m["per"]))
        d["explore"] = [None] * len(crater.ROWS)  # retrieve crater astronauts
        self.emit(f"round {d['round']} maintenance: corporation maintenance, crater astronauts "
                  "retrieved", "SB-MAINTENANCE", "SB-CORP-EFFECTS")
        # SB-HOUSE / SB-MAINT-HOUSE: in turn order, move base astronauts into structures
        d["house_queue"] = tuple(q for q in d["order"] if self.house_targets(q))
        self._next_houser()

    def house_targets(self, p: int) -> list[tuple[int, int]]:
        """``(astronaut type, structure index)`` pairs ``p`` may house now [SB-HOUSE]."""
        pl = self.data["p"][p]
        w = pl["waiting"]
        if not any(w):
            return []
        caps = self.cat.structures
        rooms = [i for i, s in enumerate(pl["structs"]) if len(s[3]) < caps[s[0]]["capacity"]]
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

    def _do_house_at(self, a):
        d = self.data
        p = a.actor
        t = ASTRO_INDEX[a["astronaut"]]
        idx = a["structure"] - 1
        pl = d["p"][p]
        _bump(pl, "waiting", t, -1)
        s = pl["structs"][idx]
        structs = list(pl["structs"])
        structs[idx] = (s[0], s[1], s[2], s[3] + (t,))
        pl["structs"] = tuple(structs)
        self.emit(f"maintenance: moves a {a['astronaut']} into its {s[0]} in {s[2]}",
                  "SB-HOUSE", "SB-MAINT-HOUSE", actor=p)
        self.goto("maintenance_house")
        self._next_houser()

    def _income_and_upkeep(self) -> None:
        d = self.data
        cat = self.cat
        n = self.players
        for p in range(n):  # income
            pl = d["p"][p]
            for pid in pl["projects"]:
                self.gain(p, cat.projects[pid].get("income"))
            for s in pl["structs"]:
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
            pl = d["p"][p]
            bill = self.upkeep(p)["total"]
            paid = min(bill, pl["credits"])
            pl["credits"] -= paid
            if bill > paid:
                self.reputation(p, -(bill - paid))
            self.emit(f"maintenance: upkeep {bill}, paid {paid}"
                      + (f", {bill - paid} unpaid -> -{bill - paid} reputation" if bill > paid else ""),
                      "SB-UPKEEP", "SB-REP-MAINTENANCE", *(("SB-UNPAID",) if bill > paid else ()),
                      actor=p)
            pl["used"] = ()
            pl["tile"] = None
        d["slots"] = {"build": (), "fund": (), "corp": ()}
        self.emit(f"round {d['round']} maintenance done: income, upkeep, command area cleared",
                  "SB-MAINTENANCE", "SB-DOME", "SB-HQ", "SB-LEADER-ABILITY")
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
            rep = max(self.data["p"][p]["reputation"] for p in tied)
            winners = [p for p in tied if self.data["p"][p]["reputation"] == rep]
            tiebreak = (f"tied on {best} VP; reputation decides" if len(winners) == 1
                        else f"tied on {best} VP and reputation {rep}: shared victory")
        else:
            winners = tied
        self.finish(totals, winners, f"after round {ROUNDS}: most VP",
                    ("SB-GOAL", "SB-END-SCORING", "SB-LAB-VP", "SB-TIEBREAK"),
                    breakdown=rows, tiebreak=tiebreak)

    def _scores(self) -> list[float]:
        return [pl["vp"] for pl in self.data["p"]]

    def _repr_html_(self) -> str:
        from lunarrules.kernel.display import state_html

        from .board import command_text, crater_svg, gateway_text, players_html

        d = self.data
        extra = (f"<div>{crater_svg(self)}</div><div>Energy {d['energy']} / {self.cat.energy_max}"
                 f" | {command_text(self)} | {gateway_text(self)}</div>{players_html(self)}")
        return state_html(self) + extra


# action kind -> the method that plays it
_DISPATCH = {name[4:]: fn for name, fn in vars(ShackletonState).items() if name.startswith("_do_")}
