"""Planet Unknown's action kinds: parameters, requirements, what they produce and unlock.

Placement rules themselves (grid, planet, one layer, perimeter, adjacency) are
checked square by square in ``state.py`` with :mod:`.placement`, because the
rule that refuses depends on where the tile lands; the requirements here are
the ones with a single rule each.
"""

from __future__ import annotations

from lunarrules.kernel import ActionKind, Param, Requirement

from . import placement as pl
from .params import DEPOTS, DIRECTIONS, SLOTS

# What advancing trackers can raise (the benefits printed on the tracks).
ADVANCE_GIVES = ("synergy boost", "civ milestone", "rover milestone", "rover movement",
                 "biomass milestone", "tech")


def _rotate_steps(s, a):
    k = a["steps"]
    if not 0 <= k < DEPOTS:
        return f"the station has {DEPOTS} depots: turn it 0-{DEPOTS - 1} steps, not {k}"
    return None


def _depot_tile(s, a):
    slot = a["tile"]
    if slot not in SLOTS:
        return f"tile must be 'inner' or 'outer' (the depot's two stacks), not {slot!r}"
    if s.depot_tile(a.actor, slot) is None:
        depot = s.depot_of(a.actor)
        return f"the {slot} stack of depot {depot} (the one facing P{a.actor + 1}) is empty"
    return None


def _order_choice(s, a):
    options = s.pending_options()
    if a["first"] not in options:
        return (
            f"the tile's resources are {' and '.join(options)}: advance one of them first, "
            f"not {a['first']!r}"
        )
    return None


def _energy_choice(s, a):
    if s.energy_rule() != "PU-ENERGY":
        return None  # the variant's own rule refuses (state._check)
    options = s.pending_options()
    if a["track"] not in options:
        return (
            f"energy can advance {', '.join(options)} (the tile's other resource or a terrain next to "
            f"the energy squares), not {a['track']!r}"
        )
    return None


def _synergy_choice(s, a):
    if s.synergy_rule() != "PU-SYNERGY":
        return None  # the variant's own rule refuses (state._check)
    options = s.pending_options()
    if a["track"] not in options:
        source = s.data["benefits"][0][1] if s.data["benefits"] else "?"
        return (
            f"the synergy boost from the {source} track can advance {', '.join(options)}, "
            f"not {a['track']!r}"
        )
    return None


def _civ_choice(s, a):
    # PU-CIV-SECRET: the refusal names places in the offer, never the cards (others may read it).
    options = s.pending_options()
    k = a["offer"]
    if not 1 <= k <= len(options):
        rank = s.data["benefits"][0][1] if s.data["benefits"] else "?"
        return (f"{pl.counted(len(options), f'rank {rank} civ card')} on offer: keep one of them by its "
                f"place, 1-{len(options)}, not {k}")
    return None


def _rover_square(s, a):
    squares = s.rover_place_squares(a.actor)
    if (a["row"], a["col"]) not in squares:
        listed = ", ".join(f"r{r}c{c}" for r, c in squares)
        return (
            f"a new rover lands on a square of the last tile you placed without a rover "
            f"({listed}); r{a['row']}c{a['col']} is not one"
        )
    return None


def _rover_step(s, a):
    return s.rover_move_problem(a)


def _patch_on_grid(s, a):
    r, c = a["row"], a["col"]
    if not (0 <= r < 12 and 0 <= c < 12):
        return f"a biomass patch covers one grid square: row and col 0-11, not r{r}c{c}"
    return None


KINDS = (
    ActionKind(
        "rotate", "Turn the station",
        params=(Param("steps", "int", "depots to turn the station clockwise (0 = leave it)"),),
        requires=(Requirement("PU-ROTATE", "turn 0-5 depots", _rotate_steps, needs=("commander token",)),),
        produces=("depot facing each player",),
        unlocks=("place",),
        rules=("PU-ROTATE", "PU-ROTATE-2P-COMMANDER"), term="girar a Estação Espacial",
    ),
    ActionKind(
        "place", "Take a tile and place it",
        params=(
            Param("tile", "str", "inner or outer: which of the depot's two tiles"),
            Param("orient", "int", "0-3 quarter turns clockwise, 4-7 the same mirrored"),
            Param("row", "int", "row of the top-left square of the tile's bounding box"),
            Param("col", "int", "column of the top-left square of the tile's bounding box"),
        ),
        requires=(Requirement("PU-TAKE-TILE", "a tile in your depot", _depot_tile,
                              needs=("depot facing each player",)),),
        produces=ADVANCE_GIVES + ("two trackers to advance", "energy", "meteorite on planet",
                                  "covered squares"),
        unlocks=("order", "energy", "synergy", "civ", "rover_place", "rover_move", "patch"),
        rules=("PU-TAKE-TILE", "PU-PERIMETER-FIRST", "PU-ADJACENT", "PU-ONE-LAYER", "PU-GRID-ALIGN"),
        term="Colocação de Peças",
    ),
    ActionKind(
        "take", "Take a tile you cannot place",
        params=(Param("tile", "str", "inner or outer"),),
        requires=(Requirement("PU-TAKE-TILE", "a tile in your depot", _depot_tile,
                              needs=("depot facing each player", "no legal placement")),),
        produces=ADVANCE_GIVES + ("two trackers to advance", "game end"),
        unlocks=("order", "energy", "synergy", "civ", "rover_place", "rover_move", "patch"),
        rules=("PU-END-CANNOT-PLACE", "PU-CANNOT-PLACE-TAKE", "PU-MUST-PLACE"),
        term="Sem Peças para Colocar",
    ),
    ActionKind(
        "order", "Choose which tracker advances first",
        params=(Param("first", "str", "the tile's resource whose tracker advances first"),),
        requires=(Requirement("PU-ADVANCE-ORDER", "one of the tile's two resources", _order_choice,
                              needs=("two trackers to advance",)),),
        produces=ADVANCE_GIVES,
        unlocks=("energy", "synergy", "civ", "rover_place", "rover_move", "patch"),
        rules=("PU-ADVANCE-ORDER",), term="Marcadores de Recursos",
    ),
    ActionKind(
        "energy", "Spend energy on another tracker",
        params=(Param("track", "str", "the tracker energy advances"),),
        requires=(Requirement("PU-ENERGY", "the tile's other resource or an adjacent terrain", _energy_choice,
                              needs=("energy",)),),
        produces=ADVANCE_GIVES,
        unlocks=("synergy", "civ", "rover_place", "rover_move", "patch"),
        rules=("PU-ENERGY", "PU-ENERGY-NO-TRACK", "PU-ENERGY-CONNECTED"), term="Recurso de Energia",
    ),
    ActionKind(
        "synergy", "Synergy boost",
        params=(Param("track", "str", "another tracker to advance, or none (with synergy_boost=must_any: any "
                                      "tracker, and none is not allowed)"),),
        requires=(Requirement("PU-SYNERGY", "another tracker", _synergy_choice, needs=("synergy boost",)),),
        produces=ADVANCE_GIVES,
        unlocks=("civ", "rover_place", "rover_move", "patch"),
        rules=("PU-SYNERGY", "PU-SYNERGY-MUST-ANY"), term="Impulso de Sinergia",
    ),
    ActionKind(
        "civ", "Keep a civ card",
        params=(Param("offer", "int", "place in the offer of the civ card to keep (1 = the first; the "
                                      "chooser's view lists the offer): the card stays secret"),),
        requires=(Requirement("PU-CIV-MILESTONE", "a card of the milestone's rank", _civ_choice,
                              needs=("civ milestone",)),),
        produces=("civ card",) + ADVANCE_GIVES,
        rules=("PU-CIV-MILESTONE", "PU-CIV-TIE", "PU-CIV-SECRET"), term="Cartas de Civ",
    ),
    ActionKind(
        "rover_place", "Land a rover",
        params=(Param("row", "int"), Param("col", "int")),
        requires=(Requirement("PU-ROVER-MILESTONE", "a square of the last tile placed", _rover_square,
                              needs=("rover milestone",)),),
        produces=("rover on planet", "meteorite collected"),
        unlocks=("rover_move",),
        rules=("PU-ROVER-MILESTONE", "PU-ROVER-ON-METEOR"), term="Veículo",
    ),
    ActionKind(
        "rover_move", "Move a rover one square",
        params=(Param("rover", "int", "1 or 2: which of your rovers"),
                Param("dir", "str", "N, E, S or W")),
        requires=(Requirement("PU-ROVER-MOVEMENT", "movement left and a free square", _rover_step,
                              needs=("rover movement", "rover on planet")),),
        produces=("lifepod collected", "meteorite collected"),
        rules=("PU-ROVER-MOVEMENT", "PU-ROVER-COLLECT"), term="movimento de veículos",
        help="directions: " + ", ".join(d for d, _, _ in DIRECTIONS),
    ),
    ActionKind(
        "rover_stop", "Stop moving rovers",
        rules=("PU-ROVER-MOVEMENT",), term="movimento de veículos",
    ),
    ActionKind(
        "patch", "Place a biomass patch",
        params=(Param("row", "int"), Param("col", "int")),
        requires=(Requirement("PU-GRID-ALIGN", "a grid square", _patch_on_grid, needs=("biomass milestone",)),),
        produces=("covered squares",),
        rules=("PU-BIOMASS-PATCH", "PU-PATCH-STORED", "PU-PRE-SCORING"), term="Área de Biomassa",
    ),
    ActionKind(
        "store_patch", "Store a biomass patch for the end of the game",
        produces=("stored patch",),
        rules=("PU-TECH-STORE-PATCHES", "PU-PRE-SCORING"), term="Área de Biomassa",
    ),
)
