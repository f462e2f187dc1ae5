"""Tiny Epic Galaxies: every rule number in one place, each beside its rule id.

The empire track (dice and ships per level) is a public fact of the published
game; victory points per empire level are not published in any source we have,
so they are a documented assumption here and nowhere else
(``TEG-EMPIRE-VP``).
"""

from __future__ import annotations

# TEG-FACES: the six faces of an action die, in the order the engine lists them.
FACES = ("move", "energy", "culture", "diplomacy", "economy", "colony")

# The action kind(s) each face lets a player take (TEG-FACES).
FACE_KINDS = {
    "move": ("move",),
    "energy": ("energy",),
    "culture": ("culture",),
    "diplomacy": ("diplomacy",),
    "economy": ("economy",),
    "colony": ("upgrade", "use_colony"),
}
KIND_FACE = {k: f for f, ks in FACE_KINDS.items() for k in ks}

# TEG-EMPIRE-TRACK: dice rolled and ships usable at empire levels 1..6.
DICE_BY_LEVEL = (4, 5, 5, 6, 6, 7)
SHIPS_BY_LEVEL = (2, 2, 3, 3, 4, 4)
MAX_LEVEL = len(DICE_BY_LEVEL)

# TEG-EMPIRE-VP (assumption): victory points shown on the empire track, levels 1..6.
EMPIRE_VP = (0, 1, 2, 3, 5, 7)

# TEG-SETUP-RESOURCES: culture starts on space 1, energy on space 2.
START_CULTURE = 1
START_ENERGY = 2

# TEG-RESOURCE-CAP: at most 7 of each resource.
RESOURCE_CAP = 7

# TEG-SETUP-PLANETS: face-up planets = players + 2 ...
EXTRA_PLANETS = 2

# TEG-SETUP-EXAMPLE-5P / TEG-SETUP-PLANETS-5P: ... but 6 with 5 players
# (players + 2 there only with the variant TEG-PLANETS-5P-PLUS-TWO).
PLANETS_5P = 6

# TEG-SETUP-MISSIONS: two secret missions dealt, one kept.
MISSIONS_DEALT = 2

# TEG-SETUP-DICE: the Control Mat holds 7 action dice.
TOTAL_DICE = 7

# TEG-REROLL-FREE / TEG-REROLL-COST: first reroll of a turn free, then 1 energy each.
REROLL_COST = 1

# TEG-FOLLOW-COST: following a die costs 1 culture.
FOLLOW_COST = 1

# TEG-END-TRIGGER: 21 VP (without secret missions) triggers the end.
END_VP = 21
