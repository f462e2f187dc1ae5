"""Rule numbers of Moon Colony Bloodbath in one place, each beside its rule id."""

from __future__ import annotations

PLAYERS = (2, 5)  # MCB-PLAYERS (this engine; the published game also has a solo mode)
HAND_START = 4  # MCB-SETUP-DEAL
MAT_COLONISTS = 30  # MCB-SETUP-MAT
MAT_MONEY = 4  # MCB-SETUP-MAT
MAT_FOOD = 4  # MCB-SETUP-MAT
PERKS_PER_SCIENTIST = 5  # MCB-SETUP-PERKS
ACTION_CHITS = 4  # MCB-SETUP-PERKS
TWISTS_IN_PLAY = 2  # MCB-SETUP-TWISTS
START_TROUBLE = 2  # MCB-SETUP-PROGRESS
START_WORK = 4  # MCB-SETUP-PROGRESS

MINE_MONEY = 4  # MCB-ACTION-YIELD
FARM_FOOD = 4  # MCB-ACTION-YIELD
RESTOCK_BOXES = 2  # MCB-ACTION-YIELD, MCB-RESTOCK-PLACE
RESEARCH_DRAW = 2  # MCB-ACTION-YIELD

PAPERWORK_DRAW = 1  # MCB-PAPERWORK: building cards drawn
PAPERWORK_DISCARD = 2  # MCB-PAPERWORK: cards discarded after the draw

HUNGER_UNFED_EXTRA = 3  # MCB-HUNGER-UNFED (seed wording)
HUNGER_NONE_FOOD = 2  # MCB-HUNGER-NONE (seed wording)
HUNGER_PUBLISHED_UNFED = 1  # MCB-HUNGER-PUBLISHED: colonists per unfed building
HUNGER_PUBLISHED_NONE = 2  # MCB-HUNGER-PUBLISHED: colonists gained if none lost

# Work spaces on the mat (MCB-WORK); RESEARCH only with the variant (MCB-RESEARCH).
SPACES = ("restock", "mine", "farm", "build")
RESEARCH = "research"
SPACE_TERMS = {
    "restock": "REABASTECER",
    "mine": "MINAR",
    "farm": "CULTIVAR",
    "build": "CONSTRUIR",
    "research": "INVESTIGAR",
}
RESOURCES = ("colonists", "money", "food")
