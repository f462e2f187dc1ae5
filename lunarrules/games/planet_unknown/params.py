"""Planet Unknown's rule numbers and names, each beside the rule that sets it."""

from __future__ import annotations

# PU-ADVANCE / PU-ENERGY-NO-TRACK: five trackers; energy has no track of its own.
TRACKS = ("civ", "water", "biomass", "rover", "tech")
RESOURCES = TRACKS + ("energy",)

# PU-SETUP-PLAYER: one tracker of each colour.
TRACKER_COLOUR = {"civ": "red", "water": "blue", "biomass": "green", "rover": "black", "tech": "white"}

# Original-language names, for labels.
TERMS = {
    "civ": "Civ",
    "water": "Água",
    "biomass": "Biomassa",
    "rover": "Veículo",
    "tech": "TEC",
    "energy": "Energia",
}

# PU-SETUP-STATION: six depots, each with an inner and an outer stack of 12 tiles.
DEPOTS = 6
TILES_PER_STACK = 12
SLOTS = ("inner", "outer")

# PU-SETUP-CIV: players + 1 civ cards of each rank 1-4.
CIV_RANKS = (1, 2, 3, 4)

# PU-SETUP-OBJECTIVES / PU-OBJECTIVES-2P-NEIGHBOUR: cards between two players.
OBJECTIVES_2P = 3

# PU-SCORE-METEORITES: one medal per three collected meteorites.
METEORITES_PER_MEDAL = 3

# PU-ROVER-MOVEMENT: directions a rover steps in, as (name, row step, column step).
DIRECTIONS = (("N", -1, 0), ("E", 0, 1), ("S", 1, 0), ("W", 0, -1))
