"""Planet Unknown (Planeta Desconhecido), from the Portuguese seed rulebook.

What is modelled
----------------
* Setup for 2-6 players: the space station's six depots, each with an inner
  stack (small shapes) and an outer stack (large shapes) of 12 tiles shuffled
  face down with the top tile showing; one planet and one corporation board
  per player on their symmetric sides; lifepods on the planet, two rovers on
  the board; civ card piles of players + 1 cards per rank; objective cards
  (neighbour side for 3-6 players; private side with three cards for 2
  players, or the published neighbour side as the variant
  ``objectives_2p="neighbour"``); a random station commander.
* The round: the commander turns the station (two players: one depot
  clockwise, automatically); every player takes one of the two tiles of the
  depot they face and places it on their 12x12 planet (perimeter first,
  orthogonal adjacency, one layer, on the grid, any of 8 orientations).
  Placement is simultaneous in the rules; the engine asks one player at a
  time from the commander clockwise and hides this round's earlier
  placements in ``state.view(player)`` (a spectator's ``view(None)`` shows
  the planets as they are; every view says which depot each seat faces).
  End Game civ cards stay secret (the others and spectators see how many a
  player holds) until the game is over: a kept card is chosen by its place in
  the offer (``civ offer=2``), which only the chooser's view lists, so moves,
  log lines, descriptions and refusals never name it. A full save is the whole
  position and so holds every card; share a player's view, not a save. Covering a lifepod or rover
  destroys it; a meteor icon drops a meteorite.
* Advancement: one tracker step per resource, the player choosing which of
  the tile's two trackers goes first when both would claim a benefit;
  benefits under the trackers:
  synergy boosts, civ milestones (the commander picks first on a tie, as the
  asking order starts with the commander), rover milestones and rover
  movement (collecting lifepods and meteorites), tech milestones, biomass
  patches; water only when the water terrain covers ice; energy advances the
  tile's other resource or a terrain next to the energy squares; the top of
  a track gives nothing more except rover movement.
* The published readings where the seed says otherwise, as variants (off
  by default): ``synergy_boost="must_any"`` (a boost must advance a
  tracker, the boosting one included), ``station_2p="commander"`` (two
  players: the commander turns the station),
  ``energy_adjacency="connected"`` (terrain next to the whole connected
  energy area counts), ``objectives_2p="neighbour"``. Objective medals are
  card data (published: 5 to the better neighbour, 2 each on a tie, 5 for a
  private objective).
* The optional event deck (``events=True``): a card revealed each round
  (sample cards: a tracker step for everyone, or nothing); its last card
  ends the game.
* The end: a player who can place neither tile (they still take one and
  advance for it), a depot emptied, or the last event card; the round is
  finished; stored patches, end-game civ cards and techs; rovers and
  uncollected lifepods removed; medals
  for complete meteorite-free rows and columns, tracks, lifepods, meteorites,
  civ cards, techs and objectives; ties by fewest uncovered squares, then
  fewest meteorites on the planet.

What is not modelled
--------------------
* The asymmetric planet and corporation boards (they would be more data).
* The published event cards (the sample deck keeps events free of decisions).
* Solo play.
* The printed layouts (planet ice and lifepods, corporation tracks, tile
  pairings) and card texts are not at hand: they are sample data in
  ``content.toml``, each marked as an assumption in the rule table.
  ``GAME.published()`` merges ``published.toml`` on the sample: the published
  counts (36 civ cards, 9 per rank with the published Immediate / End Game
  split; the published tile pairs; the Universal Coalition tracks and techs; a
  20-card event deck), its header naming each source and assumption.

Placement enumeration lives in :mod:`.placement` (bit masks, well under a
millisecond for both depot tiles); :mod:`.board` is the clickable planet.
"""

from __future__ import annotations

from pathlib import Path

from lunarrules.i18n import N_
from lunarrules.kernel import Game, Option, ids_in

from .actions import KINDS
from .content import compiled, validate
from .flow import PHASES, START
from .rules import RULES
from .state import PlanetUnknownState
from .table import PlanetUnknownTable
from .words import PLACES, value_words

GAME = Game(
    id="planet_unknown",
    title="Planet Unknown",
    players=(2, 6),
    state_class=PlanetUnknownState,
    rules=RULES,
    phases=PHASES,
    start=START,
    action_kinds=KINDS,
    options=(
        Option(
            "objectives_2p", "private", ("private", "neighbour"),
            N_("2 players: the seed's private side ('Particular', three cards) or the published "
            "rulebook's neighbour side with three cards between the two players"),
            rule="PU-OBJECTIVES-2P-NEIGHBOUR",
        ),
        Option(
            "synergy_boost", "may_other", ("may_other", "must_any"),
            N_("synergy boost: the seed's 'may advance another tracker' or the published rulebook's "
            "'must advance any tracker' (the boosting one included)"),
            rule="PU-SYNERGY-MUST-ANY",
        ),
        Option(
            "station_2p", "automatic", ("automatic", "commander"),
            N_("2 players: the seed's automatic turn of one depot each round, or the published "
            "rulebook's standard game where the commander turns the station (the automatic turn "
            "is an optional module there)"),
            rule="PU-ROTATE-2P-COMMANDER",
        ),
        Option(
            "energy_adjacency", "placed", ("placed", "connected"),
            N_("energy advances a terrain next to the energy squares just placed (seed) or next to the "
            "whole connected energy area they join (published rulebook, Board Game Arena)"),
            rule="PU-ENERGY-CONNECTED",
        ),
        Option(
            "events", False, (False, True),
            N_("play with the optional event deck: a card each round; the last card ends the game"),
            rule="PU-END-EVENTS",
        ),
    ),
    chance={
        "tile": lambda game: tuple(compiled(game).tiles),
        "civ": ids_in("civ"),
        "objective": ids_in("objectives"),
        "commander": tuple(range(6)),
        "event": ids_in("events"),
    },
    table=PlanetUnknownTable,
    value_words=value_words,
    places=PLACES,
    content_file=Path(__file__).with_name("content.toml"),
    content_validator=validate,
    summary=(
        "Each player terraforms a 12x12 planet by taking polyomino tiles from a shared rotating "
        "space station and fitting them onto their grid. Every tile advances resource trackers "
        "whose milestones give civ cards, rovers that rescue lifepods and collect meteorites, "
        "techs and biomass patches. When a depot runs dry or someone cannot place, medals for "
        "complete rows and columns, tracks, lifepods, meteorites, cards and objectives decide."
    ),
    original_title="Planeta Desconhecido",
    language="pt",
    turn_rule="PU-SIMULTANEOUS",
    end_rule="PU-END",
    round_length="one tile per player (placed simultaneously)",
    mechanism="polyomino tile placement with resource tracks",
)
