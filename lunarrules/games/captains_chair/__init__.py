"""Star Trek: Captain's Chair - To Boldly Go, a 2-player asymmetric deck-builder.

Rulebook: ``seeds/003_fc020fb8f3962a43.txt`` (Portuguese), cut off inside
"Resolução de Data Estelar"; the rest comes from the published rulebook
(WizKids) as ``Public`` facts, or documented assumptions.

Modelled
--------
* Central setup: the four market decks with one face-up card each, encounter
  and incident decks, junk pile, the location deck (a hidden starting location
  on top of the advanced ones) and a Neutral Zone of three, the 2-player
  stardate cards in sequence with the top one loaded, the supply, crews,
  action and mission-completion tokens, a random first player.
* Player setup: crew board side (basic keeps one mission-completion token),
  specialty tracks at 0, the crew deck sorted by position (incident deck,
  deployed, controlled location, development, reserve, available, discard),
  captain with away teams, duty-officer space, status card, 1 dilithium,
  1 latinum, 1 glory from the supply, a hand of 5.
* The four-step turn: RESUPPLY (every operation, in the player's order),
  CONTROL (secured = at least 3 tokens and 2 more than the opponent; payout,
  away teams return, ships dismissed, CONTROL operation, refill), ACTION (PLAY
  and ACTIVATE operations, at most 3 actions, costs paid in full or the
  operation cannot start, skipped non-cost effects, "may" effects, ATTACK
  choices limited to fully resolvable options, away teams only where the
  opponent does not have more ships), CLEAN-UP (operations including the
  staging area, stardate resolution, glory placement from the stardate or,
  after a resolution, the supply, discard/draw/refresh).
* Deck cycling: a reshuffle puts the top reserve card on top; with an empty
  reserve deck the player may pay for a development to put on top, in any draw
  of a turn: a draw in the middle of an operation pauses it for the choice, and
  the draw, the operation's other effects and the step then go on.
* Resources and glory substitution as the seed prints it (1 glory = 1
  dilithium or 2 latinum, no change); the reverse exchange is the variant
  ``glory_exchange="published"``.
* Stardates: emptying, "when emptied" to the inactive player's staging area,
  reloading, the final stardate triggering a resolution, resolution in the
  receiving player's next clean-up, market wipes.
* Both endings: resolution (final scoring after the last round) and the Burn
  (fewest incidents), with every tie-break.
* Beaming (a ``beam`` effect): the card goes under a deployed ship or controlled
  location, stays in play (printed VP and incidents count) and its operations no
  longer trigger, so RESUPPLY and CLEAN-UP skip it (the staging area's CLEAN-UP
  operations still trigger).
* Final scoring as published: printed VP on every card but the Reserve and
  Development piles, glory, tokens at neutral locations, ENDGAME operations of
  cards in play, specialty focus (best multiplier reached on a track, 0 to 15,
  times the focus icons; only after a completed mission) and Advanced-side
  missions.

Every game ends: each clean-up takes one glory off the stardate track (onto a
market card, or to the supply when the market is empty), so the final stardate
empties within a bounded number of turns and the resolution's last round follows;
within a turn, actions are limited to 3, each card is played or activated at most
once, and "end the action step" is always possible.

Not modelled
------------
* Which card a beamed card is tucked under: beamed cards form one group per
  player and stay beamed to the end (CC-BEAM-HOST).
* The development offer while the opening hands are drawn in setup
  (CC-RESERVE-EMPTY-SETUP).
* The real card texts, crews and crew-board missions: the sample content in
  ``content.toml`` is written for this project from a small effect vocabulary.
* Acquiring market cards, developing, missions, encounters and the duty officer
  are modelled as documented assumptions (the seed stops before describing them).
"""

from __future__ import annotations

from pathlib import Path

from lunarrules.i18n import N_
from lunarrules.kernel import Game, Option

from .actions import KINDS
from .content import catalog, validate
from .flow import PHASES, START
from .rules import RULES
from .state import CaptainsChairState
from .table import CaptainsChairTable
from .words import PLACES, value_words


def _card_ids(game: Game) -> tuple[str, ...]:
    # Every card of the game, by instance id (a draw offers some of them).
    return tuple(catalog(game).card)


CONTENT = Path(__file__).with_name("content.toml")

GAME = Game(
    id="captains_chair",
    title="Star Trek: Captain's Chair – To Boldly Go",
    players=(2, 2),
    state_class=CaptainsChairState,
    rules=RULES,
    phases=PHASES,
    start=START,
    action_kinds=KINDS,
    options=(
        Option(
            "p1_crew",
            "aurora",
            help=N_("crew deck of P1 (an id from content.toml)"),
            rule="CC-SETUP-CREW",
        ),
        Option(
            "p2_crew",
            "meridian",
            help=N_("crew deck of P2 (an id from content.toml)"),
            rule="CC-SETUP-CREW",
        ),
        Option(
            "crew_side",
            "basic",
            ("basic", "advanced"),
            help=N_("side of both crew boards (basic keeps 1 mission-completion token)"),
            rule="CC-PSETUP-BOARD",
        ),
        Option(
            "p1_crew_side",
            "shared",
            ("shared", "basic", "advanced"),
            help=N_("side of P1's crew board (shared: the crew_side option)"),
            rule="CC-PSETUP-SIDE",
        ),
        Option(
            "p2_crew_side",
            "shared",
            ("shared", "basic", "advanced"),
            help=N_("side of P2's crew board (shared: the crew_side option)"),
            rule="CC-PSETUP-SIDE",
        ),
        Option(
            "glory_exchange",
            "seed",
            ("seed", "published"),
            help=N_(
                "seed: glory = 1 dilithium or 2 latinum; published: glory = 1 latinum or 2 dilithium"
            ),
            rule="CC-GLORY-REVERSE",
        ),
    ),
    chance={
        "card": _card_ids,
        "reserve": _card_ids,
        "market": _card_ids,
        "location": _card_ids,
        "encounter": _card_ids,
        "incident": _card_ids,
        "first_player": ("P1", "P2"),
    },
    content_file=CONTENT,
    table=CaptainsChairTable,
    value_words=value_words,
    places=PLACES,
    content_validator=validate,
    summary=(
        "Two captains build their crews' decks by playing cards for resources, recruiting from "
        "a market and sending away teams and ships to take control of neutral locations. "
        "Glory flows off a track of stardate cards whose emptying reshapes the market and, at "
        "the last one, triggers the final rounds. The most VP wins, unless the incident deck "
        "runs out first: then the Burn ends the game and the captain with fewer incidents wins."
    ),
    original_title="Star Trek: Captain's Chair – To Boldly Go",
    language="pt",
    turn_rule="CC-TURN",
    end_rule="CC-RESOLUTION-END",
    round_length="one turn per player",
    mechanism="asymmetric deck-building with area control",
)
