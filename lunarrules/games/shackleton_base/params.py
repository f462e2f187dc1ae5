"""Rule numbers in one place, each beside its rule id.

Numbers printed in the seed (or, past its end, in the published rulebook) are
constants here; component contents (costs, tiles, corporations...) come from
``content.toml`` through :func:`.content.catalog`.
"""

from __future__ import annotations

from lunarrules.i18n import N_

ASTRONAUTS = ("engineer", "technician", "scientist")
ASTRO_INDEX = {a: i for i, a in enumerate(ASTRONAUTS)}
RESOURCES = ("credits", "titanium", "rare_earth", "reputation", "vp", "energy")
STRUCTURES = ("dome", "workshop", "lab", "hq")
STATS = (
    "domes",
    "workshops",
    "labs",
    "hq",
    "structures",
    "projects",
    "housed",
    "sectors",
    "titanium",
    "rare_earth",
    "credits",
    "reputation",
)
COMMANDS = ("build", "fund", "corp")

ROUNDS = 3  # SB-ROUNDS
ACTIONS_PER_ROUND = 6  # SB-TURN
ENERGY_START = {2: 4, 3: 5, 4: 6}  # SB-ENERGY-START
PANELS = 18  # SB-PANELS-18
OBJECTIVE_MARKERS = 3  # SB-PLAYER-SETUP
GOALS_PER_CORPORATION = 3  # SB-GOALS
DIFFICULTIES = ("easy", "hard")  # SB-GOAL-PAIRS: a goal's difficulty, as content may say it
# the help of the ``corporations`` option (here, not in __init__.py: the catalog reads a
# game's __init__.py only for the declaration's own text fields)
CORPORATIONS_HELP = N_("the seed's first-game corporations, or 3 drawn at random")
FIRST_GAME = ("artemis_tours", "moon_mining", "selenium_research")  # SB-CORP-CHOICE
CORPORATIONS_IN_PLAY = 3  # SB-CORP-CHOICE
MARKERS_ON_BOARD = 4  # SB-CORP-MARKERS
SELENIUM = "selenium_research"  # SB-SELENIUM-MARKERS
VISIBLE_PROJECTS = 2  # SB-PROJECT-DISPLAY
GATEWAY_CAP = 4  # SB-GATEWAY-CAP
SPARE_SLOTS = 1  # SB-BASE-SPARE: astronaut slots of a base besides its structures'
GATEWAY_CREDITS = 3  # SB-GATEWAY-CREDITS
TECH_CREDITS = 3  # SB-TECH-CREDITS
CORP_ACTIONS = 3  # SB-CORP-UP-TO-3
PANEL_COST = 1  # SB-PANEL-BUILD (rare earth)
DOME_INCOME = ({"titanium": 1}, {"credits": 3}, {"vp": 2})  # SB-DOME, by astronaut type
WORKSHOP_ENGINEER_UPKEEP = 3  # SB-WORKSHOP / SB-UPKEEP
REP_MAX = 15  # SB-REP-LIMITS
REP_OVER_VP = 1  # SB-REP-LIMITS
REP_UNDER_VP = 2  # SB-REP-LIMITS
REP_ACTIONS = {  # SB-REP-TRACK-ACTIONS: source id -> (space, gain)
    "rep0": (0, {"reputation": 2}),
    "rep4": (4, {"titanium": 1}),
    "rep8": (8, {"rare_earth": 1}),
    "rep12": (12, None),  # activate any corporation marker
}
REP_OBJECTIVE_BONUS = ((14, 4), (10, 3), (6, 2), (2, 1))  # SB-REP-OBJECTIVE-BONUS
REP_MAINTENANCE = ((13, 4), (9, 3), (5, 2), (1, 1))  # SB-REP-MAINTENANCE
SIZE = {"dome": 1, "workshop": 2, "lab": 3, "hq": 6}  # SB-DOME..SB-HQ (size)
STRUCTURE_COUNTS = {"dome": 5, "workshop": 3, "lab": 3, "hq": 1}  # SB-STRUCTURE-COUNTS
UPKEEP = {"dome": 1, "workshop": 2, "lab": 3, "hq": 4}  # SB-UPKEEP
LAB_VP = (0, 2, 5, 10)  # SB-END-SCORING: 0/1/2/3 matching astronauts
START_RESOURCES = ("credits", "titanium", "rare_earth")  # SB-START-RESOURCES


def step_value(table: tuple[tuple[int, int], ...], reputation: int) -> int:
    """The value of the highest space of ``table`` reached at ``reputation``."""
    for space, value in table:
        if reputation >= space:
            return value
    return 0
