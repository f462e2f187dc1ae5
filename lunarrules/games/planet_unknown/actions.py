"""Planet Unknown's action kinds: parameters, requirements, what they produce and unlock.

Placement rules themselves (grid, planet, one layer, perimeter, adjacency) are
checked square by square in ``state.py`` with :mod:`.placement`, because the
rule that refuses depends on where the tile lands; the requirements here are
the ones with a single rule each.
"""

from __future__ import annotations

from lunarrules.i18n import N_, _, join_words, ngettext
from lunarrules.kernel import ActionKind, Param, Requirement

from . import legal
from .params import DEPOTS, SLOTS
from .words import resource, slot_word, square_name, typed_values

# What advancing trackers can raise (the benefits printed on the tracks).
ADVANCE_GIVES = (N_("synergy boost"), N_("civ milestone"), N_("rover milestone"), N_("rover movement"),
                 N_("biomass milestone"), N_("tech"))


def _rotate_steps(s, a):
    k = a["steps"]
    if not 0 <= k < DEPOTS:
        return _("the station has {depots} depots: turn it 0-{last} steps, not {steps}").format(
            depots=DEPOTS, last=DEPOTS - 1, steps=k)
    return None


def _depot_tile(s, a):
    slot = a["tile"]
    if slot not in SLOTS:
        return _("tile must be 'inner' or 'outer' (the depot's two stacks), not {slot}").format(slot=repr(slot))
    if s.depot_tile(a.actor, slot) is None:
        depot = s.depot_of(a.actor)
        return _("the {slot} stack of depot {depot} (the one facing {player}) is empty").format(
            slot=slot_word(slot), depot=depot, player=f"P{a.actor + 1}")
    return None


def _order_choice(s, a):
    options = legal.pending_options(s)
    if a["first"] not in options:
        return _("the tile's resources are {resources}: advance one of them first, not {choice}").format(
            resources=join_words(typed_values(options)), choice=repr(a["first"]))
    return None


def _energy_choice(s, a):
    if legal.energy_rule(s) != "PU-ENERGY":
        return None  # the variant's own rule refuses (state._check)
    options = legal.pending_options(s)
    if a["track"] not in options:
        return _("energy can advance {options} (the tile's other resource or a terrain next to "
                 "the energy squares), not {choice}").format(options=", ".join(typed_values(options)),
                                                            choice=repr(a["track"]))
    return None


def _synergy_choice(s, a):
    if legal.synergy_rule(s) != "PU-SYNERGY":
        return None  # the variant's own rule refuses (state._check)
    options = legal.pending_options(s)
    if a["track"] not in options:
        source = resource(s.data["benefits"][0][1]) if s.data["benefits"] else "?"
        return _("the synergy boost from the {source} track can advance {options}, not {choice}").format(
            source=source, options=", ".join(typed_values(options)), choice=repr(a["track"]))
    return None


def _civ_choice(s, a):
    # PU-CIV-SECRET: the refusal names places in the offer, never the cards (others may read it).
    options = legal.pending_options(s)
    k = a["offer"]
    if not 1 <= k <= len(options):
        rank = s.data["benefits"][0][1] if s.data["benefits"] else "?"
        return ngettext("{n} rank {rank} civ card on offer: keep one of them by its place, 1-{n}, not {place}",
                        "{n} rank {rank} civ cards on offer: keep one of them by its place, 1-{n}, not {place}",
                        len(options)).format(n=len(options), rank=rank, place=k)
    return None


def _rover_square(s, a):
    squares = legal.rover_place_squares(s, a.actor)
    if (a["row"], a["col"]) not in squares:
        listed = "; ".join(square_name(r, c) for r, c in squares)
        return _("a new rover lands on a square of the last tile you placed without a rover "
                 "({squares}); {square} is not one").format(squares=listed, square=square_name(a['row'], a['col']))
    return None


def _rover_step(s, a):
    return legal.rover_move_problem(s, a)


def _patch_on_grid(s, a):
    r, c = a["row"], a["col"]
    if not (0 <= r < 12 and 0 <= c < 12):
        return _("a biomass patch covers one grid square: row and col 0-11, not {square}").format(square=square_name(r, c))
    return None


KINDS = (
    ActionKind(
        "rotate", N_("Turn the station"),
        params=(Param("steps", "int", N_("depots to turn the station clockwise (0 = leave it)")),),
        requires=(Requirement("PU-ROTATE", N_("turn 0-5 depots"), _rotate_steps, needs=(N_("commander token"),)),),
        produces=(N_("depot facing each player"),),
        unlocks=("place",),
        rules=("PU-ROTATE", "PU-ROTATE-2P-COMMANDER"), term="girar a Estação Espacial",
    ),
    ActionKind(
        "place", N_("Take a tile and place it"),
        params=(
            Param("tile", "str", N_("inner or outer: which of the depot's two tiles")),
            Param("orient", "int", N_("0-3 quarter turns clockwise, 4-7 the same mirrored")),
            Param("row", "int", N_("row of the top-left square of the tile's bounding box")),
            Param("col", "int", N_("column of the top-left square of the tile's bounding box")),
        ),
        requires=(Requirement("PU-TAKE-TILE", N_("a tile in your depot"), _depot_tile,
                              needs=(N_("depot facing each player"),)),),
        produces=ADVANCE_GIVES + (N_("two trackers to advance"), N_("energy"), N_("meteorite on planet"),
                                  N_("covered squares")),
        unlocks=("order", "energy", "synergy", "civ", "rover_place", "rover_move", "patch"),
        rules=("PU-TAKE-TILE", "PU-PERIMETER-FIRST", "PU-ADJACENT", "PU-ONE-LAYER", "PU-GRID-ALIGN"),
        term="Colocação de Peças",
    ),
    ActionKind(
        "take", N_("Take a tile you cannot place"),
        params=(Param("tile", "str", N_("inner or outer")),),
        requires=(Requirement("PU-TAKE-TILE", N_("a tile in your depot"), _depot_tile,
                              needs=(N_("depot facing each player"), N_("no legal placement"))),),
        produces=ADVANCE_GIVES + (N_("two trackers to advance"), N_("game end")),
        unlocks=("order", "energy", "synergy", "civ", "rover_place", "rover_move", "patch"),
        rules=("PU-END-CANNOT-PLACE", "PU-CANNOT-PLACE-TAKE", "PU-MUST-PLACE"),
        term="Sem Peças para Colocar",
    ),
    ActionKind(
        "order", N_("Choose which tracker advances first"),
        params=(Param("first", "str", N_("the tile's resource whose tracker advances first")),),
        requires=(Requirement("PU-ADVANCE-ORDER", N_("one of the tile's two resources"), _order_choice,
                              needs=(N_("two trackers to advance"),)),),
        produces=ADVANCE_GIVES,
        unlocks=("energy", "synergy", "civ", "rover_place", "rover_move", "patch"),
        rules=("PU-ADVANCE-ORDER",), term="Marcadores de Recursos",
    ),
    ActionKind(
        "energy", N_("Spend energy on another tracker"),
        params=(Param("track", "str", N_("the tracker energy advances")),),
        requires=(Requirement("PU-ENERGY", N_("the tile's other resource or an adjacent terrain"), _energy_choice,
                              needs=(N_("energy"),)),),
        produces=ADVANCE_GIVES,
        unlocks=("synergy", "civ", "rover_place", "rover_move", "patch"),
        rules=("PU-ENERGY", "PU-ENERGY-NO-TRACK", "PU-ENERGY-CONNECTED"), term="Recurso de Energia",
    ),
    ActionKind(
        "synergy", N_("Synergy boost"),
        params=(Param("track", "str", N_("another tracker to advance, or none (with synergy_boost=must_any: any "
                                      "tracker, and none is not allowed)")),),
        requires=(Requirement("PU-SYNERGY", N_("another tracker"), _synergy_choice, needs=(N_("synergy boost"),)),),
        produces=ADVANCE_GIVES,
        unlocks=("civ", "rover_place", "rover_move", "patch"),
        rules=("PU-SYNERGY", "PU-SYNERGY-MUST-ANY"), term="Impulso de Sinergia",
    ),
    ActionKind(
        "civ", N_("Keep a civ card"),
        params=(Param("offer", "int", N_("place in the offer of the civ card to keep (1 = the first; the "
                                      "chooser's view lists the offer): the card stays secret")),),
        requires=(Requirement("PU-CIV-MILESTONE", N_("a card of the milestone's rank"), _civ_choice,
                              needs=(N_("civ milestone"),)),),
        produces=(N_("civ card"),) + ADVANCE_GIVES,
        rules=("PU-CIV-MILESTONE", "PU-CIV-TIE", "PU-CIV-SECRET"), term="Cartas de Civ",
    ),
    ActionKind(
        "rover_place", N_("Land a rover"),
        params=(Param("row", "int"), Param("col", "int")),
        requires=(Requirement("PU-ROVER-MILESTONE", N_("a square of the last tile placed"), _rover_square,
                              needs=(N_("rover milestone"),)),),
        produces=(N_("rover on planet"), N_("meteorite collected")),
        unlocks=("rover_move",),
        rules=("PU-ROVER-MILESTONE", "PU-ROVER-ON-METEOR"), term="Veículo",
    ),
    ActionKind(
        "rover_move", N_("Move a rover one square"),
        params=(Param("rover", "int", N_("1 or 2: which of your rovers")),
                Param("dir", "str", N_("N, E, S or W"))),
        requires=(Requirement("PU-ROVER-MOVEMENT", N_("movement left and a free square"), _rover_step,
                              needs=(N_("rover movement"), N_("rover on planet"))),),
        produces=(N_("lifepod collected"), N_("meteorite collected")),
        rules=("PU-ROVER-MOVEMENT", "PU-ROVER-COLLECT"), term="movimento de veículos",
        help=N_("directions: N, E, S, W"),  # the letters of DIRECTIONS
    ),
    ActionKind(
        "rover_stop", N_("Stop moving rovers"),
        rules=("PU-ROVER-MOVEMENT",), term="movimento de veículos",
    ),
    ActionKind(
        "patch", N_("Place a biomass patch"),
        params=(Param("row", "int"), Param("col", "int")),
        requires=(Requirement("PU-GRID-ALIGN", N_("a grid square"), _patch_on_grid, needs=(N_("biomass milestone"),)),),
        produces=(N_("covered squares"),),
        rules=("PU-BIOMASS-PATCH", "PU-PATCH-STORED", "PU-PRE-SCORING"), term="Área de Biomassa",
    ),
    ActionKind(
        "store_patch", N_("Store a biomass patch for the end of the game"),
        produces=(N_("stored patch"),),
        rules=("PU-TECH-STORE-PATCHES", "PU-PRE-SCORING"), term="Área de Biomassa",
    ),
)
