"""Shackleton Base: A Journey to the Moon (Shackleton Base: Uma Jornada para a Lua).

Source: the Portuguese seed ``seeds/000_35a26c65ee647b42.txt``, which stops
mid-sentence in the Reputation track section. Rules past that point come from the
published rulebook (Pandasaurus Games / Ludonova, provenance ``public``); component
contents no source gives are sample data in ``content.toml`` (``assumption``).

What is modelled
----------------
* Setup for 2-4 players: command overlay slots by player count, 18 solar panels,
  energy start 4/5/6, unlimited supply, shuttle piles by round, 3 corporations (the
  seed's first-game set, or random with ``corporations="random"``) with 4 markers
  on each board and 1 around the central hex (Selenium Research's marker
  exception), 2 face-up projects each, the 2-player neutral domes, each base,
  random start player, leader tiles on random faces picked in turn order, first
  dome in a central sector with a solar panel, one marker activated.
* Three rounds of three phases. Shuttle: players + 1 tiles revealed, picked in
  reverse turn order, new turn order by tile number, leftover astronauts added to
  the Gateway up to 4 per type. Actions: 6 astronauts per player per round in turn
  order; explore a row (all fees first, engineers mine, technicians +3 credits per
  sector, scientists activate one marker per sector, each marker once per action);
  the three command actions in the leftmost free slot with its surcharge (build a
  structure in an energized sector, engineer bonus; fund a visible project,
  technician bonus; up to 3 corporation actions with distinct reputation-track
  ones, scientist bonus); one optional solar panel per command action (energy,
  reputation symbols, blocked on the two rightmost energy spaces); Gateway visits
  (+3 credits, another astronaut if the base has room, one corporation action).
  Bases hold astronauts in one spare slot and their structures' free slots. Domes
  (bonus, income), workshops (continuous discounts), lab chains, HQ (leader
  upgrade, reputation), goals claimed at the end of your own turn (3 slots per
  corporation, each claimed once, at most one per corporation per agency). Maintenance: corporation maintenance,
  crater astronauts retrieved clockwise from the topmost space (to the agency with
  the biggest structures in the row, or the Gateway when it has no room), base
  astronauts moved into structures, income, upkeep with reputation loss for unpaid
  credits, command area cleared.
* End scoring (VP track, projects, labs 2/5/10, reputation, corporation end
  scoring), ties to the higher reputation, else shared.

What is not modelled
--------------------
* The printed components themselves: costs, tiles, leaders, corporations and
  projects are sample data written for this project (``content.toml``).
* Corporation-specific setup and powers beyond the data fields (marker benefit,
  board action, maintenance, end scoring, goals); leader abilities are
  maintenance income that the HQ upgrades.
* When in maintenance astronauts move into structures (before income, rule
  ``SB-MAINT-HOUSE``), and the three Gateway steps resolve in a fixed order
  (``SB-GATEWAY-ORDER``): the seed does not say.
"""

from __future__ import annotations

from pathlib import Path

from lunarrules.kernel import Game, Option, ids_in

from .actions import KINDS
from .content import content_problems
from .flow import PHASES, START
from .params import CORPORATIONS_HELP
from .rules import RULES
from .state import ShackletonState
from .table import ShackletonTable
from .words import PLACES, value_words

GAME = Game(
    id="shackleton_base",
    title="Shackleton Base: A Journey to the Moon",
    players=(2, 4),
    state_class=ShackletonState,
    rules=RULES,
    phases=PHASES,
    start=START,
    action_kinds=KINDS,
    options=(Option("corporations", "first_game", ("first_game", "random"), CORPORATIONS_HELP),),
    table=ShackletonTable,
    value_words=value_words,
    places=PLACES,
    chance={
        "start_player": (0, 1, 2, 3),
        "corporation": ids_in("corporations"),
        "project": ids_in("projects"),
        "leader": ids_in("leaders"),
        "leader_face": ("A", "B"),
        "shuttle": ids_in("shuttles"),
    },
    content_file=Path(__file__).with_name("content.toml"),
    content_validator=content_problems,
    # fields the sample leaves out: refused with the reason by content_problems
    # and fields of the content vocabulary no sample entry uses
    content_fields={
        "start": ("reputation", "vp", "energy"),
        "projects": ("energy_used",),
        "corporations": ("project_costs",),
    },
    summary=(
        "Space agencies build domes, workshops, labs and headquarters in the Shackleton "
        "crater, fund corporation projects and climb the reputation track over three rounds. "
        "Each round players draft shuttle tiles for turn order and astronauts, then place six "
        "astronauts to explore crater rows, take command actions or visit the Lunar Gateway. "
        "Maintenance pays income and upkeep; after round three the most VP wins."
    ),
    original_title="Shackleton Base: Uma Jornada para a Lua",
    language="pt",
    turn_rule="SB-TURN",
    end_rule="SB-GOAL",
    round_length="six astronaut placements per player, one per turn in turn order",
    mechanism="worker placement with row activation",
)
