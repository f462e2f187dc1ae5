"""The Shackleton Base state: the setup, and the kernel's hooks handing off to the rules.

``self.data`` holds the table (:class:`.table.ShackletonTable`): the crater
(structures, panels, markers, explore spaces), the command area, the Gateway, the
corporations' projects, and one record per agency. Each hook hands off to the module
that holds the rule: the legal actions and refusals to :mod:`.legal`, what each action
does to :mod:`.moves`, the scores to :mod:`.scoring`, what is shown to :mod:`.picture`,
the words to :mod:`.words`, the ways a table set up by hand or loaded can break the
rules to :mod:`.position`.
"""

from __future__ import annotations

from lunarrules.i18n import _
from lunarrules.kernel import Action, State

from . import geometry, legal, moves, picture, scoring
from .content import catalog
from .geometry import INDEX as SECTOR_INDEX
from .params import (
    CORPORATIONS_IN_PLAY,
    ENERGY_START,
    FIRST_GAME,
    OBJECTIVE_MARKERS,
    SELENIUM,
    VISIBLE_PROJECTS,
)
from .position import position_problems
from .table import LeaderTile, Marker, SectorStructure, ShackletonTable
from .words import describe, name_of


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
            markers[geometry.START_MARKER_SPACES[k]] = Marker(
                c, spec.get("central_marker", spec["markers"][0])
            )
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
            (
                _(
                    "start player P{seat} (drawn at random: nobody's space travels are known); "
                    "turn order {order}"
                ).format(seat=start + 1, order=" > ".join(f"P{q + 1}" for q in order)),
                ("SB-START-PLAYER", "SB-START-TRAVELLER", "SB-TURN-ORDER-SETUP"),
            ),
            (
                _("corporations in play: {corps}").format(
                    corps=", ".join(name_of(cat.corps, c) for c in corps)
                ),
                ("SB-CORP-CHOICE",)
                if self.options["corporations"] == "first_game"
                else ("SB-CORP-RANDOM",),
            ),
            (
                _("each corporation's projects shuffled into a face-up pile, 2 visible"),
                ("SB-PROJECT-PILE", "SB-PROJECT-DISPLAY"),
            ),
            (
                _("leader tiles on offer: {leaders}").format(
                    leaders=", ".join(f"{name_of(cat.leaders, x)} {f}" for x, f in leaders)
                ),
                ("SB-LEADERS",),
            ),
            (
                _(
                    "bases full (structures, {markers} goal markers), VP 0, reputation 0; energy "
                    "{energy}"
                ).format(markers=OBJECTIVE_MARKERS, energy=min(cat.energy_max, ENERGY_START[n])),
                (
                    "SB-BASE-STRUCTURES",
                    "SB-PLAYER-SETUP",
                    "SB-VP-START",
                    "SB-REP-MARKER-START",
                    "SB-REP-START",
                    "SB-ENERGY-START",
                    "SB-PANELS-18",
                    "SB-SUPPLY",
                ),
            ),
            (
                _(
                    "corporation markers around the central hex on spaces {spaces}; 4 on each "
                    "corporation board"
                ).format(spaces=", ".join(str(m) for m in sorted(markers))),
                ("SB-CORP-MARKERS",),
            ),
        ]
        if SELENIUM in corps:
            setup_log.append(
                (
                    _(
                        "{corp}: 6 markers, 1 around the central hex, 1 to the box, 4 "
                        "alternating on its board ({types})"
                    ).format(corp=name_of(cat.corps, SELENIUM), types=", ".join(supply[SELENIUM])),
                    ("SB-SELENIUM-MARKERS", "SB-SELENIUM-ALTERNATE"),
                )
            )
        if n == 2:
            setup_log.append(
                (
                    _("neutral domes with solar panels in {sectors}").format(
                        sectors=", ".join(cat.neutral)
                    ),
                    ("SB-NEUTRAL-DOMES", "SB-NEUTRAL-PANELS"),
                )
            )
        setup_log.append(
            (
                _("{slots} slots per command action for {players} players").format(
                    slots=len(cat.slots[n]), players=n
                ),
                ("SB-OVERLAY",),
            )
        )
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
                    "credits": st.get("credits", 0),
                    "titanium": st.get("titanium", 0),
                    "rare_earth": st.get("rare_earth", 0),
                    "vp": 0,
                    "reputation": 0,
                    "astronauts": (0, 0, 0),
                    "waiting": (0, 0, 0),
                    "structures": (),
                    "projects": (),
                    "turned_projects": (),
                    "objectives": (),
                    "leader": None,
                    "shuttle_tile": None,
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
        """Every broken conservation rule of the table (see :mod:`.position`)."""
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

    # ------------------------------------------------------------------ the hooks
    def _legal_actions(self) -> list[Action]:
        return legal.legal_actions(self)

    def _check(self, a: Action) -> None:
        legal.check(self, a)

    def _execute(self, a: Action) -> None:
        moves.execute(self, a)

    def _scores(self) -> list[float]:
        return scoring.scores(self)

    def _view(self, player: int | None) -> dict:
        return picture.view(self, player)

    def _describe(self, action: Action) -> str:
        return describe(self, action)

    def _picture(self) -> str:
        """The crater, energy, command area, Gateway, corporations and bases (see :mod:`.picture`)."""
        return picture.picture(self)
