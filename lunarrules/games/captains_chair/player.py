"""One player's side of the table, copied only when an action changes it."""

from __future__ import annotations

from typing import NamedTuple

import msgspec


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
    draw_top: list[str]  # cards whose place on top of the draw deck is known (last = top, drawn first)
    draw: list[str]  # the rest of the face-down draw deck, unordered (drawn at random after draw_top)
    discard: list[str]  # the discard pile, shuffled into a new draw deck when the deck runs out
    play_area: list[str]  # cards played this turn, discarded at the refresh
    fleet: tuple[str, ...]  # the fleet area: deployed cards (ships among them)
    locations: tuple[str, ...]  # controlled locations
    development: tuple[str, ...]  # the development pile: cards that may be paid for and developed
    reserve: tuple[str, ...]  # the reserve deck, face down, unordered (recruited, or put on top of a reshuffled deck)
    staging: tuple[StagedStardate, ...]  # stardate cards received and the turn each came, resolved at a later clean-up
    captains_log: tuple[str, ...]  # cards put in the Captain's Log
    captain: str  # the captain card beside the crew board
    duty_officer: str | None  # the card in the duty-officer space above the captain (None: empty)
    status: str | None  # the crew's status card above the board (None: this crew has none)
    away_teams: int  # away teams on the captain, ready to be sent to Neutral Zone locations
    pool: list[int]  # resources in the pool: [dilithium, latinum, glory]
    action_tokens: int  # action tokens left to spend this turn
    mission_tokens: int  # mission-completion tokens left (one is spent per completed mission)
    missions: tuple[str, ...]  # missions of the crew board completed so far (mission ids)
    specialty: tuple[int, ...]  # the level on each specialty track, in the order of the crew board's tracks
    activated: tuple[str, ...]  # cards whose ACTIVATE operation was used this turn
    ships: dict[str, str]  # deployed ship card -> Neutral Zone location of its ship token ("": on the card)
    beamed: tuple[str, ...]  # cards beamed under a ship or location: in play, their operations unavailable

    def copy(self) -> Player:
        """A copy whose lists can be changed without changing this player."""
        return Player(
            self.crew, self.hand[:], self.draw_top[:], self.draw[:], self.discard[:],
            self.play_area[:], self.fleet, self.locations, self.development, self.reserve,
            self.staging, self.captains_log, self.captain, self.duty_officer, self.status,
            self.away_teams, self.pool[:], self.action_tokens, self.mission_tokens,
            self.missions, self.specialty, self.activated, self.ships, self.beamed,
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
