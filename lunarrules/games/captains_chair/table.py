"""The table of a Captain's Chair game, field by field, in the game's words.

A saved position holds exactly these fields (``state.data``); the kernel reads a
snapshot's table against :class:`CaptainsChairTable`. Cards are named by their
instance id (``mk_cadet.1``); the two seats are 0 (P1) and 1 (P2).
"""

from __future__ import annotations

from typing import TypedDict

from .player import Player, StagedStardate

__all__ = ["AttackChoice", "CaptainsChairTable", "Interrupted", "Market", "MarketDecks", "Player",
           "StagedStardate"]


class AttackChoice(TypedDict):
    """An ATTACK waiting for the opponent to choose one of its options (CC-ATTACK-CHOICE)."""

    by: int  # the attacking seat, who acts again once the choice is resolved
    card: str  # the card whose operation made the attack
    options: tuple[tuple[tuple[str | int, ...], ...], ...]  # each option: effects such as ("lose", "latinum", 2)
    allowed: tuple[int, ...]  # the options the opponent may choose (those they can fully resolve)


class Interrupted(TypedDict):
    """A resolution paused by a development offer mid-draw (CC-RESERVE-EMPTY-DEVELOP).

    Once the player has paid for a development or declined, the draw goes on
    (``cards_to_draw``), then the effects still to resolve, then the rest of the step.
    """

    step: str  # the phase the draw happened in, resumed after the choice
    seat: int  # the seat who draws and chooses
    effects: tuple[tuple[int, str | None, tuple[str | int, ...], str], ...]  # (seat, card, effect, target) still to resolve
    then: tuple[str | int, ...]  # what the step does after the effects ("op", "pending", "control", "stardate", "refresh")


class MarketDecks(TypedDict):
    """The four face-down market decks, one per suit (CC-SETUP-MARKET-DECKS)."""

    person: tuple[str, ...]  # the PERSON deck, face down, unordered (the next card is drawn at random)
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
    box: tuple[str, ...]  # cards out of the game (unused starting locations and stardates, resolved stardates)
    burn: bool  # the incident deck ran out: the game ends by the Burn
    resolution: bool  # the final stardate emptied: a resolution is triggered
    rounds_left: int | None  # rounds still to play after the resolution (None: not triggered)
    pending_operations: tuple[str, ...]  # cards whose RESUPPLY or CLEAN-UP operation is still to resolve
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
