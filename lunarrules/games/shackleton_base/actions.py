"""Action kinds of Shackleton Base: parameters, requirements, products, unlocks.

Main actions place an astronaut from the shuttle tile (``explore``, ``command``,
``gateway``); the choices they open are small sub-step actions (``build``,
``fund``, ``corp_action``...), which keeps each decision short for learners and
for random playouts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from lunarrules.i18n import N_, _
from lunarrules.kernel import Action, ActionKind, Param, Requirement, State

from . import legal
from .params import ASTRO_INDEX, ASTRONAUTS, PANEL_COST
from .words import astronaut_name

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
        have = ", ".join(
            f"{astronaut_name(n)} {pl['astronauts'][k]}" for k, n in enumerate(ASTRONAUTS)
        )
        return _("you have no {worker} left on your shuttle tile ({have})").format(
            worker=astronaut_name(t), have=have
        )
    return None


ASTRONAUT_LEFT = Requirement(
    "SB-ASTRONAUT",
    N_("an astronaut of that type on your shuttle tile"),
    _astronaut_left,
    needs=(N_("shuttle astronaut"),),
)


def _panel_blocked(s: State, a: Action) -> str | None:
    return legal.panel_block_reason(
        _sb(s),
    )


def _panel_once(s: State, a: Action) -> str | None:
    ctx = _sb(s).data["turn_action"]
    if ctx.get("command") is None:
        return _(
            "a solar panel is built only while taking a command action (build, fund or "
            "corp), not during a Gateway visit"
        )
    if ctx.get("panel_built"):
        return _("you already built a solar panel during this command action")
    return None


def _build_cost(s: State, a: Action) -> str | None:
    return legal.build_cost_problem(_sb(s), a.actor, a.get("structure"))


def _fund_cost(s: State, a: Action) -> str | None:
    return legal.fund_cost_problem(_sb(s), a.actor, a.get("project"))


def _rep_threshold(s: State, a: Action) -> str | None:
    return legal.rep_action_problem(_sb(s), a.actor, a.get("source"))


def _gateway_has(s: State, a: Action) -> str | None:
    return legal.take_problem(_sb(s), a.get("astronaut"))


def _base_room(s: State, a: Action) -> str | None:
    return legal.room_problem(_sb(s), a.actor)


def _base_has(s: State, a: Action) -> str | None:
    return legal.house_problem(_sb(s), a.actor, a.get("astronaut"))


def _slot_free(s: State, a: Action) -> str | None:
    return legal.slot_problem(_sb(s), a.actor, a.get("which"))


def _panel_cost(s: State, a: Action) -> str | None:
    have = _sb(s).data["agencies"][a.actor]["rare_earth"]
    if have < PANEL_COST:
        return _("a solar panel needs {cost} rare earth; you have {have}").format(
            cost=PANEL_COST, have=have
        )
    return None


KINDS = (
    ActionKind(
        "pick_leader",
        N_("Choose a leader tile"),
        (Param("leader", "str", N_("leader id")),),
        rules=("SB-LEADER-PICK", "SB-LEADERS"),
        term="Escolher Ficha de Líder",
        produces=(N_("leader"),),
        unlocks=("first_dome",),
    ),
    ActionKind(
        "first_dome",
        N_("Place your first dome"),
        (Param("sector", "str", N_("central sector c1..c6")),),
        rules=("SB-FIRST-DOME", "SB-FIRST-PANEL"),
        term="Cúpula mais à esquerda",
        produces=(N_("energized sector"), N_("structure")),
        unlocks=("activate_marker",),
    ),
    ActionKind(
        "activate_marker",
        N_("Activate a corporation marker"),
        (Param("space", "int", N_("marker space number")),),
        requires=(
            Requirement(
                "SB-MARKER-ONCE",
                N_("a marker not yet activated this action"),
                lambda s, a: legal.marker_problem(_sb(s), a.get("space")),
                needs=(N_("corporation marker"),),
            ),
        ),
        rules=("SB-SCIENTIST-MARKERS", "SB-MARKER-ONCE", "SB-MARKER-GAIN", "SB-FIRST-MARKER"),
        term="Ativar Marcador de Corporação",
        produces=(
            N_("credits"),
            N_("titanium"),
            N_("rare_earth"),
            N_("reputation"),
            N_("vp"),
            N_("energy"),
        ),
    ),
    ActionKind(
        "take_shuttle",
        N_("Take a shuttle tile"),
        (Param("tile", "int", N_("tile number")),),
        rules=("SB-SHUTTLE-PICK",),
        term="Ficha de Ônibus Espacial",
        produces=(N_("shuttle astronaut"), N_("credits"), N_("titanium"), N_("rare_earth")),
        unlocks=("explore", "command", "gateway"),
    ),
    ActionKind(
        "explore",
        N_("Explore the crater"),
        (
            Param("astronaut", "str", N_("engineer / technician / scientist")),
            Param("space", "int", N_("explore space 1..15")),
        ),
        requires=(ASTRONAUT_LEFT,),
        rules=("SB-EXPLORE-SPACE", "SB-EXPLORE-ROW", "SB-EXPLORE-FEE", "SB-EXPLORE-PAY-FIRST"),
        term="Explorar a Cratera",
        produces=(N_("titanium"), N_("rare_earth"), N_("credits")),
        unlocks=("activate_marker",),
    ),
    ActionKind(
        "command",
        N_("Take a command action"),
        (
            Param("astronaut", "str", N_("engineer / technician / scientist")),
            Param("which", "str", N_("build / fund / corp")),
        ),
        requires=(
            ASTRONAUT_LEFT,
            Requirement(
                "SB-COMMAND-SURCHARGE",
                N_("a free slot and its credit surcharge"),
                _slot_free,
                needs=(N_("command slot"), N_("credits")),
            ),
        ),
        rules=("SB-COMMAND-LEFTMOST", "SB-COMMAND-SURCHARGE"),
        term="Ação de Comando",
        unlocks=("build", "fund", "corp_action", "solar_panel"),
    ),
    ActionKind(
        "gateway",
        N_("Visit the Lunar Gateway"),
        (Param("astronaut", "str", N_("engineer / technician / scientist")),),
        requires=(ASTRONAUT_LEFT,),
        rules=("SB-GATEWAY-VISIT", "SB-GATEWAY-CREDITS"),
        term="Visitar o Portal de Entrada Lunar",
        produces=(N_("credits"), N_("Gateway astronaut")),
        unlocks=("take_astronaut", "corp_action"),
    ),
    ActionKind(
        "solar_panel",
        N_("Build a solar panel"),
        requires=(
            _once := Requirement(
                "SB-PANEL-BUILD",
                N_("once per command action"),
                _panel_once,
                needs=(N_("command action"),),
            ),
            Requirement(
                "SB-PANEL-BUILD", N_("pay 1 rare earth"), _panel_cost, needs=(N_("rare_earth"),)
            ),
            Requirement(
                "SB-PANEL-BLOCKED",
                N_("energy below the two rightmost spaces"),
                _panel_blocked,
                needs=(N_("energy room"),),
            ),
        ),
        rules=("SB-PANEL-BUILD", "SB-PANEL-NEXT", "SB-PANEL-ENERGY", "SB-PANEL-REPUTATION"),
        term="Construir um Painel Solar",
        produces=(N_("energy"), N_("energized sector"), N_("reputation")),
        unlocks=("build", "fund"),
    ),
    ActionKind(
        "build",
        N_("Build a structure"),
        (
            Param("structure", "str", N_("dome / workshop / lab / hq")),
            Param("sector", "str", N_("sector id")),
        ),
        requires=(
            Requirement(
                "SB-STRUCTURE-COUNTS",
                N_("a structure of that kind left in your base"),
                lambda s, a: legal.build_left_problem(_sb(s), a.actor, a.get("structure")),
            ),
            Requirement(
                "SB-BUILD-COST",
                N_("the structure's cost from your base"),
                _build_cost,
                needs=(N_("credits"), N_("titanium"), N_("rare_earth"), N_("energy")),
            ),
            Requirement(
                "SB-ENERGIZED",
                N_("an energized sector (or a panel to energize it)"),
                lambda s, a: None,
                needs=(N_("energized sector"),),
            ),
        ),
        rules=(
            "SB-BUILD-PLACE",
            "SB-STRUCTURE-COUNTS",
            "SB-BUILD-COST",
            "SB-ENERGIZED",
            "SB-DOME",
            "SB-LAB",
            "SB-HQ",
        ),
        term="Construir uma Estrutura",
        produces=(N_("structure"), N_("base room"), N_("VP"), N_("reputation")),
        unlocks=("house", "engineer_bonus"),
    ),
    ActionKind(
        "house",
        N_("Move a base astronaut into the new structure"),
        (Param("astronaut", "str", N_("engineer / technician / scientist")),),
        requires=(
            Requirement(
                "SB-HOUSE",
                N_("an astronaut of that type waiting in your base"),
                _base_has,
                needs=(N_("base astronaut"),),
            ),
        ),
        rules=("SB-HOUSE",),
        term="mover Astronautas",
        produces=(N_("housed astronaut"),),
    ),
    ActionKind("house_done", N_("Stop moving astronauts"), rules=("SB-HOUSE",)),
    ActionKind(
        "house_at",
        N_("Maintenance: move a base astronaut into one of your structures"),
        (
            Param("astronaut", "str", N_("engineer / technician / scientist")),
            Param("structure", "int", N_("your structure, 1.. in build order")),
        ),
        requires=(
            Requirement(
                "SB-HOUSE",
                N_("an astronaut of that type waiting in your base"),
                _base_has,
                needs=(N_("base astronaut"),),
            ),
        ),
        rules=("SB-MAINT-HOUSE", "SB-HOUSE", "SB-CAPACITY"),
        term="mover Astronautas",
        produces=(N_("housed astronaut"),),
    ),
    ActionKind(
        "engineer_bonus",
        N_("Engineer bonus: a corporation's marker"),
        (
            Param("corp", "str", N_("corporation id")),
            Param("space", "int", N_("marker space around the sector (0: none to place)")),
        ),
        rules=("SB-ENGINEER-BONUS", "SB-ENGINEER-BONUS-FULL"),
        term="Bônus da Ação (Engenheiro)",
        produces=(N_("corporation marker"),),
    ),
    ActionKind(
        "fund",
        N_("Fund a project"),
        (Param("project", "str", N_("visible project id")),),
        requires=(
            Requirement(
                "SB-FUND-COST",
                N_("the project's energy and credits"),
                _fund_cost,
                needs=(N_("energy"), N_("credits")),
            ),
        ),
        rules=(
            "SB-FUND-VISIBLE",
            "SB-FUND-ENERGY",
            "SB-FUND-COST",
            "SB-FUND-TAKE",
            "SB-FUND-REVEAL",
        ),
        term="Financiar um Projeto",
        produces=(N_("project"), N_("VP")),
        unlocks=("corp_action",),
    ),
    ActionKind(
        "corp_action",
        N_("Take a corporation action"),
        (Param("source", "str", N_("rep0/rep4/rep8/rep12, a corporation id or a project id")),),
        requires=(
            Requirement(
                "SB-REP-ACTIONS",
                N_("reputation at the action's space, each track action once per command"),
                _rep_threshold,
                needs=(N_("reputation"),),
            ),
        ),
        rules=(
            "SB-CORP-UP-TO-3",
            "SB-REP-ACTIONS",
            "SB-CORP-BOARD-ACTION",
            "SB-PROJECT-ACTION",
            "SB-REP-TRACK-ACTIONS",
        ),
        term="Ação de Corporação",
        produces=(N_("reputation"), N_("titanium"), N_("rare_earth"), N_("credits")),
        unlocks=("activate_marker",),
    ),
    ActionKind("corp_done", N_("Stop taking corporation actions"), rules=("SB-CORP-UP-TO-3",)),
    ActionKind(
        "take_astronaut",
        N_("Take an astronaut from the Gateway"),
        (Param("astronaut", "str", N_("engineer / technician / scientist")),),
        requires=(
            Requirement(
                "SB-GATEWAY-TAKE",
                N_("an astronaut of that type at the Gateway (not the one just placed)"),
                _gateway_has,
                needs=(N_("Gateway astronaut"),),
            ),
            Requirement(
                "SB-BASE-ROOM",
                N_("an available space in your base (the spare slot or a free structure slot)"),
                _base_room,
                needs=(N_("base room"),),
            ),
        ),
        rules=("SB-GATEWAY-TAKE", "SB-SCIENTIST-BONUS", "SB-BASE-ROOM", "SB-BASE-NO-ROOM"),
        term="Pegar Astronauta",
        produces=(N_("base astronaut"),),
        unlocks=("house",),
    ),
)
del _once
