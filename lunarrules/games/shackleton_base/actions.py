"""Action kinds of Shackleton Base: parameters, requirements, products, unlocks.

Main actions place an astronaut from the shuttle tile (``explore``, ``command``,
``gateway``); the choices they open are small sub-step actions (``build``,
``fund``, ``corp_action``...), which keeps each decision short for learners and
for random playouts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from lunarrules.kernel import Action, ActionKind, Param, Requirement, State

from .params import ASTRO_INDEX, ASTRONAUTS, PANEL_COST

if TYPE_CHECKING:  # pragma: no cover
    from .state import ShackletonState


def _sb(s: State) -> ShackletonState:
    """The state a requirement tests: the kernel passes a State, this game's are
    Shackleton Base states."""
    return cast("ShackletonState", s)


def _astronaut_left(s: State, a: Action) -> str | None:
    t = a.get("astronaut")
    i = ASTRO_INDEX.get(t)
    if i is None:
        return None  # an unknown type is refused with its own reason in _check
    pl = _sb(s).data["agencies"][a.actor]
    if pl["astronauts"][i] == 0:
        have = ", ".join(f"{n} {pl['astronauts'][k]}" for k, n in enumerate(ASTRONAUTS))
        return f"you have no {t} left on your shuttle tile ({have})"
    return None


ASTRONAUT_LEFT = Requirement(
    "SB-ASTRONAUT", "an astronaut of that type on your shuttle tile", _astronaut_left,
    needs=("shuttle astronaut",),
)


def _panel_blocked(s: State, a: Action) -> str | None:
    return _sb(s).panel_block_reason()


def _panel_once(s: State, a: Action) -> str | None:
    ctx = _sb(s).data["turn_action"]
    if ctx.get("command") is None:
        return ("a solar panel is built only while taking a command action (build, fund or "
                "corp), not during a Gateway visit")
    if ctx.get("panel_built"):
        return "you already built a solar panel during this command action"
    return None


def _build_cost(s: State, a: Action) -> str | None:
    return _sb(s).build_cost_problem(a.actor, a.get("structure"))


def _fund_cost(s: State, a: Action) -> str | None:
    return _sb(s).fund_cost_problem(a.actor, a.get("project"))


def _rep_threshold(s: State, a: Action) -> str | None:
    return _sb(s).rep_action_problem(a.actor, a.get("source"))


def _gateway_has(s: State, a: Action) -> str | None:
    return _sb(s).take_problem(a.get("astronaut"))


def _base_room(s: State, a: Action) -> str | None:
    return _sb(s).room_problem(a.actor)


def _base_has(s: State, a: Action) -> str | None:
    return _sb(s).house_problem(a.actor, a.get("astronaut"))


def _slot_free(s: State, a: Action) -> str | None:
    return _sb(s).slot_problem(a.actor, a.get("which"))


def _panel_cost(s: State, a: Action) -> str | None:
    have = _sb(s).data["agencies"][a.actor]["rare_earth"]
    if have < PANEL_COST:
        return f"a solar panel needs {PANEL_COST} rare earth; you have {have}"
    return None


KINDS = (
    ActionKind(
        "pick_leader", "Choose a leader tile", (Param("leader", "str", "leader id"),),
        rules=("SB-LEADER-PICK", "SB-LEADERS"), term="Escolher Ficha de Líder",
        produces=("leader",), unlocks=("first_dome",),
    ),
    ActionKind(
        "first_dome", "Place your first dome", (Param("sector", "str", "central sector c1..c6"),),
        rules=("SB-FIRST-DOME", "SB-FIRST-PANEL"), term="Cúpula mais à esquerda",
        produces=("energized sector", "structure"), unlocks=("activate_marker",),
    ),
    ActionKind(
        "activate_marker", "Activate a corporation marker",
        (Param("space", "int", "marker space number"),),
        requires=(Requirement("SB-MARKER-ONCE", "a marker not yet activated this action",
                              lambda s, a: _sb(s).marker_problem(a.get("space")),
                              needs=("corporation marker",)),),
        rules=("SB-SCIENTIST-MARKERS", "SB-MARKER-ONCE", "SB-MARKER-GAIN", "SB-FIRST-MARKER"),
        term="Ativar Marcador de Corporação",
        produces=("credits", "titanium", "rare_earth", "reputation", "vp", "energy"),
    ),
    ActionKind(
        "take_shuttle", "Take a shuttle tile", (Param("tile", "int", "tile number"),),
        rules=("SB-SHUTTLE-PICK",), term="Ficha de Ônibus Espacial",
        produces=("shuttle astronaut", "credits", "titanium", "rare_earth"),
        unlocks=("explore", "command", "gateway"),
    ),
    ActionKind(
        "explore", "Explore the crater",
        (Param("astronaut", "str", "engineer / technician / scientist"),
         Param("space", "int", "explore space 1..15")),
        requires=(ASTRONAUT_LEFT,),
        rules=("SB-EXPLORE-SPACE", "SB-EXPLORE-ROW", "SB-EXPLORE-FEE", "SB-EXPLORE-PAY-FIRST"),
        term="Explorar a Cratera",
        produces=("titanium", "rare_earth", "credits"),
        unlocks=("activate_marker",),
    ),
    ActionKind(
        "command", "Take a command action",
        (Param("astronaut", "str", "engineer / technician / scientist"),
         Param("which", "str", "build / fund / corp")),
        requires=(ASTRONAUT_LEFT,
                  Requirement("SB-COMMAND-SURCHARGE", "a free slot and its credit surcharge",
                              _slot_free, needs=("command slot", "credits"))),
        rules=("SB-COMMAND-LEFTMOST", "SB-COMMAND-SURCHARGE"), term="Ação de Comando",
        unlocks=("build", "fund", "corp_action", "solar_panel"),
    ),
    ActionKind(
        "gateway", "Visit the Lunar Gateway",
        (Param("astronaut", "str", "engineer / technician / scientist"),),
        requires=(ASTRONAUT_LEFT,),
        rules=("SB-GATEWAY-VISIT", "SB-GATEWAY-CREDITS"), term="Visitar o Portal de Entrada Lunar",
        produces=("credits", "Gateway astronaut"), unlocks=("take_astronaut", "corp_action"),
    ),
    ActionKind(
        "solar_panel", "Build a solar panel",
        requires=(_once := Requirement("SB-PANEL-BUILD", "once per command action", _panel_once,
                                       needs=("command action",)),
                  Requirement("SB-PANEL-BUILD", f"pay {PANEL_COST} rare earth", _panel_cost,
                              needs=("rare_earth",)),
                  Requirement("SB-PANEL-BLOCKED", "energy below the two rightmost spaces",
                              _panel_blocked, needs=("energy room",))),
        rules=("SB-PANEL-BUILD", "SB-PANEL-NEXT", "SB-PANEL-ENERGY", "SB-PANEL-REPUTATION"),
        term="Construir um Painel Solar",
        produces=("energy", "energized sector", "reputation"), unlocks=("build", "fund"),
    ),
    ActionKind(
        "build", "Build a structure",
        (Param("structure", "str", "dome / workshop / lab / hq"),
         Param("sector", "str", "sector id")),
        requires=(Requirement("SB-STRUCTURE-COUNTS", "a structure of that kind left in your base",
                              lambda s, a: _sb(s).build_left_problem(a.actor, a.get("structure"))),
                  Requirement("SB-BUILD-COST", "the structure's cost from your base", _build_cost,
                              needs=("credits", "titanium", "rare_earth", "energy")),
                  Requirement("SB-ENERGIZED", "an energized sector (or a panel to energize it)",
                              lambda s, a: None, needs=("energized sector",))),
        rules=("SB-BUILD-PLACE", "SB-STRUCTURE-COUNTS", "SB-BUILD-COST", "SB-ENERGIZED", "SB-DOME", "SB-LAB", "SB-HQ"),
        term="Construir uma Estrutura",
        produces=("structure", "base room", "VP", "reputation"),
        unlocks=("house", "engineer_bonus"),
    ),
    ActionKind(
        "house", "Move a base astronaut into the new structure",
        (Param("astronaut", "str", "engineer / technician / scientist"),),
        requires=(Requirement("SB-HOUSE", "an astronaut of that type waiting in your base",
                              _base_has, needs=("base astronaut",)),),
        rules=("SB-HOUSE",), term="mover Astronautas", produces=("housed astronaut",),
    ),
    ActionKind("house_done", "Stop moving astronauts", rules=("SB-HOUSE",)),
    ActionKind(
        "house_at", "Maintenance: move a base astronaut into one of your structures",
        (Param("astronaut", "str", "engineer / technician / scientist"),
         Param("structure", "int", "your structure, 1.. in build order")),
        requires=(Requirement("SB-HOUSE", "an astronaut of that type waiting in your base",
                              _base_has, needs=("base astronaut",)),),
        rules=("SB-MAINT-HOUSE", "SB-HOUSE", "SB-CAPACITY"), term="mover Astronautas",
        produces=("housed astronaut",),
    ),
    ActionKind(
        "engineer_bonus", "Engineer bonus: a corporation's marker",
        (Param("corp", "str", "corporation id"),
         Param("space", "int", "marker space around the sector (0: none to place)")),
        rules=("SB-ENGINEER-BONUS", "SB-ENGINEER-BONUS-FULL"), term="Bônus da Ação (Engenheiro)",
        produces=("corporation marker",),
    ),
    ActionKind(
        "fund", "Fund a project", (Param("project", "str", "visible project id"),),
        requires=(Requirement("SB-FUND-COST", "the project's energy and credits", _fund_cost,
                              needs=("energy", "credits")),),
        rules=("SB-FUND-VISIBLE", "SB-FUND-ENERGY", "SB-FUND-COST", "SB-FUND-TAKE",
               "SB-FUND-REVEAL"),
        term="Financiar um Projeto", produces=("project", "VP"), unlocks=("corp_action",),
    ),
    ActionKind(
        "corp_action", "Take a corporation action",
        (Param("source", "str", "rep0/rep4/rep8/rep12, a corporation id or a project id"),),
        requires=(Requirement("SB-REP-ACTIONS", "reputation at the action's space, each "
                              "track action once per command", _rep_threshold,
                              needs=("reputation",)),),
        rules=("SB-CORP-UP-TO-3", "SB-REP-ACTIONS", "SB-CORP-BOARD-ACTION", "SB-PROJECT-ACTION",
               "SB-REP-TRACK-ACTIONS"),
        term="Ação de Corporação",
        produces=("reputation", "titanium", "rare_earth", "credits"),
        unlocks=("activate_marker",),
    ),
    ActionKind("corp_done", "Stop taking corporation actions", rules=("SB-CORP-UP-TO-3",)),
    ActionKind(
        "take_astronaut", "Take an astronaut from the Gateway",
        (Param("astronaut", "str", "engineer / technician / scientist"),),
        requires=(Requirement("SB-GATEWAY-TAKE", "an astronaut of that type at the Gateway "
                              "(not the one just placed)", _gateway_has,
                              needs=("Gateway astronaut",)),
                  Requirement("SB-BASE-ROOM", "an available space in your base (the spare slot "
                              "or a free structure slot)", _base_room, needs=("base room",))),
        rules=("SB-GATEWAY-TAKE", "SB-SCIENTIST-BONUS", "SB-BASE-ROOM", "SB-BASE-NO-ROOM"), term="Pegar Astronauta",
        produces=("base astronaut",), unlocks=("house",),
    ),
)
del _once
