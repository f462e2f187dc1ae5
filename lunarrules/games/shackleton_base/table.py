"""The Shackleton Base table: what ``state.data`` holds, in the game's words.

Astronaut types are numbered as in :data:`.params.ASTRONAUTS` (0 engineer,
1 technician, 2 scientist); agencies (players) by seat from 0; sectors by the
crater's names (``c1``..``c6`` central, ``o1``..``o12`` outer) and listed in the
order of :data:`.geometry.SECTORS`; explore spaces 1..18 and marker spaces by
:mod:`.geometry`.

The typed readers at the end (:func:`by_name`, :func:`command_slots`, :func:`step_kind`,
:func:`step_sector`, :func:`step_number`) read a record by a key named in content or an
action, or a field of a turn's step, in a way the type checker follows.
"""

from typing import NamedTuple, TypedDict, cast


class Placement(NamedTuple):
    """An astronaut placed on an explore space or in a command slot."""

    agency: int  # the seat that placed it
    astronaut: int  # its type (0 engineer, 1 technician, 2 scientist)


class SectorStructure(NamedTuple):
    """A structure standing in a sector of the crater."""

    owner: int  # the agency's seat, or -1 for a neutral dome (2 players)
    structure: str  # dome, workshop, lab or hq


class BaseStructure(NamedTuple):
    """A structure an agency has built, in build order, with the astronauts it houses."""

    structure: str  # dome, workshop, lab or hq
    number: int  # 0 for the first of its kind built, 1 for the second...
    sector: str  # the sector it stands in
    housed: tuple[int, ...]  # astronaut types living in it, in the order they moved in


class Marker(NamedTuple):
    """A corporation marker on a marker space of the crater."""

    corporation: str  # the corporation it belongs to
    benefit: str  # its marker type: the benefit its activation gives


class LeaderTile(NamedTuple):
    """A leader tile and the face it lies on."""

    leader: str  # leader id
    face: str  # "A" or "B"


class ClaimedGoal(NamedTuple):
    """A goal slot of a corporation taken by an agency's goal marker."""

    corporation: str  # the corporation whose board holds the goal
    slot: int  # the goal's place on the corporation board, from 0
    agency: int  # the seat that claimed it


class CommandSlots(TypedDict):
    """The command area: astronauts in each command action's slots, leftmost first."""

    build: tuple[Placement, ...]  # the build command's slots taken (build a structure)
    fund: tuple[Placement, ...]  # the fund command's slots taken (fund a project)
    # the corporation command's slots taken (up to 3 corporation actions)
    corp: tuple[Placement, ...]


class TurnAction(TypedDict, total=False):
    """What the action of the current turn has done so far (empty between turns)."""

    astronaut: int  # the astronaut type placed this turn
    command: str  # the command action taken (build, fund, corp)
    discount: int  # credits of scientist-workshop discount not absorbed by the surcharge
    panel_built: bool  # whether this command action has built its solar panel
    activated: tuple[int, ...]  # marker spaces activated during this action (each once)
    reputation_actions: tuple[str, ...]  # reputation-track actions taken in this command


class Agency(TypedDict):
    """One space agency: its supply, its markers and its base."""

    credits: int  # credits in its supply
    titanium: int  # titanium in its supply
    rare_earth: int  # rare earth in its supply
    vp: int  # the VP marker
    reputation: int  # the reputation marker, 0..15
    astronauts: tuple[int, int, int]  # on its shuttle tile, still to place this round, by type
    waiting: tuple[int, int, int]  # in its base outside any structure, by type
    structures: tuple[BaseStructure, ...]  # built, in build order
    projects: tuple[str, ...]  # funded projects
    turned_projects: tuple[str, ...]  # funded projects whose once-a-round action is used
    objectives: tuple[str, ...]  # corporations on which it has placed a goal marker
    leader: LeaderTile | None  # its leader tile, once picked
    shuttle_tile: str | None  # the shuttle tile taken this round


class ShackletonTable(TypedDict):
    """The Shackleton Base table: crater, energy, command area, Gateway, corporations,
    the open decision of the turn and one record per agency."""

    round: int  # 1..3
    order: list[int]  # turn order, seats from first to last
    turn_position: int  # the place in the turn order of the agency whose turn it is
    turn_agency: int  # the agency whose turn it is (the one the open steps belong to)
    energy: int  # the shared energy track
    ring_panels: tuple[int, ...]  # solar panels still around the crater, by ring space, next first
    central_panels: int  # solar panels on the central hex, not yet moved to a sector
    sector_panels: list[bool]  # whether each sector is energized by a solar panel
    structures: list[tuple[SectorStructure, ...]]  # the structures standing in each sector
    markers: dict[int, Marker]  # corporation markers by marker space
    board_markers: dict[str, tuple[str, ...]]  # markers still on each corporation board, next first
    corporations: tuple[str, ...]  # the three corporations in play
    visible: dict[str, tuple[str, ...]]  # the face-up projects of each corporation
    project_piles: dict[str, tuple[str, ...]]  # each corporation's project pile, top first
    explore: list[Placement | None]  # the astronaut on each explore space 1..18
    slots: CommandSlots  # the command area
    gateway: list[int]  # astronauts at the Lunar Gateway, by type
    revealed: tuple[str, ...]  # the shuttle tiles revealed this round
    picked: dict[int, str]  # shuttle tiles taken this round, by seat
    leaders: tuple[LeaderTile, ...]  # leader tiles still on offer at setup
    goals: tuple[ClaimedGoal, ...]  # goal slots claimed
    pending_steps: tuple[tuple[str | int, ...], ...]  # the turn's steps still to resolve
    house_queue: tuple[int, ...]  # agencies still to move astronauts in at maintenance
    step: tuple[str | int, ...] | None  # the step being decided: ("build",), ("corp", 3)...
    turn_action: TurnAction  # what this turn's action has done so far
    agencies: list[Agency]  # one record per agency, by seat


# ---------------------------------------------------------------- typed readers
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
