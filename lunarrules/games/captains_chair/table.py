"""The table of a Captain's Chair game, field by field, in the game's words.

A saved position holds exactly these fields (``state.data``); the kernel reads a
snapshot's table against :class:`CaptainsChairTable`. The records it holds are here
too: each seat's :class:`Player` (copied only when an action changes it) and the
:class:`StagedStardate` cards of its staging area. Cards are named by their
instance id (``mk_cadet.1``); the two seats are 0 (P1) and 1 (P2).
"""

from __future__ import annotations

from typing import NamedTuple, TypedDict

import msgspec

__all__ = [
    "AttackChoice",
    "CaptainsChairTable",
    "Interrupted",
    "Market",
    "MarketDecks",
    "Player",
    "StagedStardate",
]


class StagedStardate(NamedTuple):
    """A stardate card in a staging area and the turn it was received (CC-STARDATE-STAGING)."""

    stardate: str  # the stardate card
    turn: int  # the turn it was received (the table's turn count then); it resolves in a later turn


class Player(msgspec.Struct, gc=False, forbid_unknown_fields=True):
    """One player's side of the table (crew board, pool, decks and areas).

    The lists (hand, decks, discard, play area, pool) are copied with the
    player; the rest are tuples or dicts that are replaced, never changed in
    place. A state copies a player only when it first changes it
    (``state.P(i)``), so an action that touches one player copies one.
    """

    crew: str  # the crew deck and crew board this player plays (a crew id)
    hand: list[str]  # cards in hand
    # cards whose place on top of the draw deck is known (last = top, drawn first)
    draw_top: list[str]
    # the rest of the face-down draw deck, unordered (drawn at random after draw_top)
    draw: list[str]
    discard: list[str]  # the discard pile, shuffled into a new draw deck when the deck runs out
    play_area: list[str]  # cards played this turn, discarded at the refresh
    fleet: tuple[str, ...]  # the fleet area: deployed cards (ships among them)
    locations: tuple[str, ...]  # controlled locations
    development: tuple[str, ...]  # the development pile: cards that may be paid for and developed
    # the reserve deck, face down, unordered (recruited, or put on top of a reshuffled deck)
    reserve: tuple[str, ...]
    # stardate cards received and the turn each came, resolved at a later clean-up
    staging: tuple[StagedStardate, ...]
    captains_log: tuple[str, ...]  # cards put in the Captain's Log
    captain: str  # the captain card beside the crew board
    duty_officer: str | None  # the card in the duty-officer space above the captain (None: empty)
    status: str | None  # the crew's status card above the board (None: this crew has none)
    away_teams: int  # away teams on the captain, ready to be sent to Neutral Zone locations
    pool: list[int]  # resources in the pool: [dilithium, latinum, glory]
    action_tokens: int  # action tokens left to spend this turn
    mission_tokens: int  # mission-completion tokens left (one is spent per completed mission)
    missions: tuple[str, ...]  # missions of the crew board completed so far (mission ids)
    # the level on each specialty track, in the order of the crew board's tracks
    specialty: tuple[int, ...]
    activated: tuple[str, ...]  # cards whose ACTIVATE operation was used this turn
    # deployed ship card -> Neutral Zone location of its ship token ("": on the card)
    ships: dict[str, str]
    # cards beamed under a ship or location: in play, their operations unavailable
    beamed: tuple[str, ...]

    def copy(self) -> Player:
        """A copy whose lists can be changed without changing this player."""
        return Player(
            self.crew,
            self.hand[:],
            self.draw_top[:],
            self.draw[:],
            self.discard[:],
            self.play_area[:],
            self.fleet,
            self.locations,
            self.development,
            self.reserve,
            self.staging,
            self.captains_log,
            self.captain,
            self.duty_officer,
            self.status,
            self.away_teams,
            self.pool[:],
            self.action_tokens,
            self.mission_tokens,
            self.missions,
            self.specialty,
            self.activated,
            self.ships,
            self.beamed,
        )

    def to_plain(self) -> dict:
        return msgspec.to_builtins(self)

    def __repr__(self) -> str:
        return f"Player({self.crew}, hand={self.hand}, pool={self.pool})"

    def in_play(self) -> tuple[str, ...]:
        """Cards in play with operations that trigger in steps (not the play area)."""
        out: tuple[str, ...] = (self.captain,)
        if self.status:
            out += (self.status,)
        if self.duty_officer:
            out += (self.duty_officer,)
        return out + self.fleet + self.locations

    def deck_size(self) -> int:
        return len(self.draw_top) + len(self.draw)


PLAYER_FIELDS = Player.__struct_fields__


class AttackChoice(TypedDict):
    """An ATTACK waiting for the opponent to choose one of its options (CC-ATTACK-CHOICE)."""

    by: int  # the attacking seat, who acts again once the choice is resolved
    card: str  # the card whose operation made the attack
    # each option: effects such as ("lose", "latinum", 2)
    options: tuple[tuple[tuple[str | int, ...], ...], ...]
    allowed: tuple[int, ...]  # the options the opponent may choose (those they can fully resolve)


class Interrupted(TypedDict):
    """A resolution paused by a development offer mid-draw (CC-RESERVE-EMPTY-DEVELOP).

    Once the player has paid for a development or declined, the draw goes on
    (``cards_to_draw``), then the effects still to resolve, then the rest of the step.
    """

    step: str  # the phase the draw happened in, resumed after the choice
    seat: int  # the seat who draws and chooses
    # (seat, card, effect, target) still to resolve
    effects: tuple[tuple[int, str | None, tuple[str | int, ...], str], ...]
    # what the step does after the effects ("op", "pending", "control", "stardate", "refresh")
    then: tuple[str | int, ...]


class MarketDecks(TypedDict):
    """The four face-down market decks, one per suit (CC-SETUP-MARKET-DECKS)."""

    # the PERSON deck, face down, unordered (the next card is drawn at random)
    person: tuple[str, ...]
    cargo: tuple[str, ...]  # the CARGO deck, face down, unordered
    ship: tuple[str, ...]  # the SHIP deck, face down, unordered
    ally: tuple[str, ...]  # the ALLY deck, face down, unordered


class Market(TypedDict):
    """The face-up market card of each suit (None: that deck ran out) (CC-SETUP-MARKET)."""

    person: str | None  # the face-up PERSON card
    cargo: str | None  # the face-up CARGO card
    ship: str | None  # the face-up SHIP card
    ally: str | None  # the face-up ALLY card


class CaptainsChairTable(TypedDict):
    """Everything on the table: market, Neutral Zone, stardate track, decks, both seats."""

    seats: list[Player]  # each player's crew board, pool, decks and areas (P1 first)
    market_decks: MarketDecks  # the face-down market deck of each suit
    market: Market  # the face-up market card of each suit
    market_glory: dict[str, int]  # glory tokens placed on face-up market cards
    junk: tuple[str, ...]  # the junk pile
    encounters: tuple[str, ...]  # the encounter deck
    incidents: tuple[str, ...]  # the incident deck (empty: the Burn)
    # cards out of the game (unused starting locations and stardates, resolved stardates)
    box: tuple[str, ...]
    burn: bool  # the incident deck ran out: the game ends by the Burn
    resolution: bool  # the final stardate emptied: a resolution is triggered
    rounds_left: int | None  # rounds still to play after the resolution (None: not triggered)
    # cards whose RESUPPLY or CLEAN-UP operation is still to resolve
    pending_operations: tuple[str, ...]
    attack: AttackChoice | None  # an ATTACK waiting for the opponent's choice
    turn: int  # turns started so far
    supply_action_tokens: int  # action tokens left in the supply this turn
    stored: dict[str, tuple[int, int, int]]  # dilithium, latinum and glory stored on cards in play
    cards_to_draw: int  # cards still to draw after a development offer paused a draw
    interrupted: Interrupted | None  # the resolution that draw paused, resumed after the choice
    location_deck_top: tuple[str, ...]  # the hidden starting location, on top of the location deck
    location_deck: tuple[str, ...]  # the advanced locations of the location deck
    neutral_zone: tuple[str, ...]  # the locations in the Neutral Zone
    away_teams: dict[str, tuple[int, int]]  # away teams of P1 and P2 at each Neutral Zone location
    stardates: tuple[str, ...]  # the stardate track, topmost first
    stardate_glory: int  # glory left on the topmost stardate card
    first_player: int  # the seat who took the first turn
    active: int  # the seat whose turn it is


# ------------------------------------------------------------ reading the table by a suit
def market_of(d: CaptainsChairTable) -> dict[str, str | None]:
    """The table's face-up market (itself, not a copy), read by a suit held in a variable."""
    return d["market"]  # type: ignore[return-value]  # (no cast: a call on the hot path)


def market_decks_of(d: CaptainsChairTable) -> dict[str, tuple[str, ...]]:
    """The table's market decks (themselves, not a copy), read by a suit held in a variable."""
    return d["market_decks"]  # type: ignore[return-value]  # (no cast: a call on the hot path)
