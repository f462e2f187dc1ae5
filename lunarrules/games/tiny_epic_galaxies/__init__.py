"""Tiny Epic Galaxies (Gamelyn Games), from the Portuguese rulebook text in ``seeds/``.

What is modelled
----------------
Everything in the seed: setup for 2-5 players (players + 2 face-up planets, 6
with 5 players as the seed's example and the published rulebook say; 2 ships, 1
culture, 2 energy, empire level 1, 7 dice, 1 of 2 secret missions kept in
secret); rolling as many dice as the empire level gives; activating dice in any
order, each once; rerolling any inactive dice at any time in your turn, also
while a planet's action waits (first reroll of a turn free, then 1 energy);
following a rival's activated die for 1 culture, asked clockwise from the active
player's left, once per player per die; the converter; moving ships (land and
use the planet's action, or orbit; every movement restriction); acquiring energy
and culture (cap 7); advancing colony tracks by diplomacy or economy; colonizing
(all ships on the card go home, a new planet is drawn into the gap); utilizing a
colony (upgrade the empire, paid all in energy or all in culture, or use a
colonized planet's action); the end at 21 VP without missions, played out to
equal turns; scoring and every tie-break.

Public facts fill what the seed leaves out (the six die faces, dice and ships per
empire level); VP per empire level is a documented assumption
(``TEG-EMPIRE-VP``, in ``params.py``). Planets are a sample set written for
this project (``content.toml``), with planet actions from a small effect
vocabulary. The secret missions are the published game's twelve, in this
project's own names and words (``TEG-MISSIONS-PUBLISHED``): at least / at most
n of a measure, the most / fewest of all players (a lower value when tied,
``TEG-MISSION-TIED``), equal measures, or triggering the end (whoever first
reaches 21 VP, a follower too: ``TEG-MISSION-TRIGGER``). The seed's only way to displace a ship is colonizing;
the sample "displace" planet action is a second one, so the seed's "a displaced
ship returns to its Galaxy Mat" is played too.

Assumptions where the seed is silent: P1 is the youngest player; a turn ends by
itself when no inactive die is left; running out of planet cards triggers the
end like 21 VP does; a colonized planet is not replaced once the deck is empty.
With 5 players the seed's example ("para 5 jogadores, revele 6 planetas") and
the published rulebook reveal 6 planets; its general "players + 2" there (7) is
the variant ``planets_5p_plus_two=True``.

How the table talk is sequentialised
------------------------------------
Following is asked right after each activated die resolves, one rival at a time
in clockwise order from the active player's left ("follow" / "decline"); only
players who can pay and carry out the action are asked (``TEG-FOLLOW-USEFUL``).
The last die is offered like every other, also when it ends the turn
(``TEG-FOLLOW-LAST``). Die actions name no die: same-face dice are
interchangeable, so the first inactive one is used.

Not modelled
------------
The solo mode (Rogue Galaxies), the published game's real planet cards, and
planet actions beyond the sample vocabulary (gain energy, gain
culture, advance a ship, displace a rival ship, regress a rival ship on its colony
track, never off it: ``TEG-REGRESS-FLOOR``).
"""

from __future__ import annotations

from pathlib import Path

from lunarrules.i18n import N_
from lunarrules.kernel import Game, Option, ids_in

from .actions import KINDS
from .content import validate
from .flow import PHASES, START
from .params import FACES
from .rules import RULES
from .state import TEGState
from .table import TEGTable
from .words import PLACES, value_words

GAME = Game(
    id="tiny_epic_galaxies",
    title="Tiny Epic Galaxies",
    players=(2, 5),
    state_class=TEGState,
    rules=RULES,
    phases=PHASES,
    start=START,
    action_kinds=KINDS,
    options=(
        Option("planets_5p_plus_two", False, (False, True),
               N_("5 players: reveal players + 2 = 7 planets instead of the 6 of the seed's "
                  "example and the published rulebook"),
               rule="TEG-PLANETS-5P-PLUS-TWO"),
    ),
    table=TEGTable,
    value_words=value_words,
    places=PLACES,
    chance={"die": FACES, "planet": ids_in("planets"), "mission": ids_in("missions")},
    content_file=Path(__file__).with_name("content.toml"),
    content_validator=validate,
    # the older mission words (condition + target) still read; the sample uses measures
    content_fields={"missions": ("target",)},
    summary=(
        "Each player rolls action dice by empire level and activates them to move ships, "
        "gather energy and culture, push colony tracks and upgrade the empire, while rivals "
        "may pay culture to follow each die. Colonized planets and empire levels give "
        "victory points; reaching 21 ends the game once everyone has had equal turns. "
        "The most VP wins, with secret missions revealed at the end."
    ),
    original_title="Tiny Epic Galaxies",
    language="pt",
    turn_rule="TEG-TURN-ORDER",
    end_rule="TEG-END-TRIGGER",
    round_length="one turn per player",
    mechanism="dice placement with following",
)
