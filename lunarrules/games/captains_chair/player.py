"""One player's side of the table, copied only when an action changes it."""

from __future__ import annotations

from typing import NamedTuple

import msgspec


class StagedStardate(NamedTuple):
    """A stardate card in a staging area and the turn it was received (CC-STARDATE-STAGING)."""

    stardate: str
    turn: int


class Player(msgspec.Struct, gc=False, forbid_unknown_fields=True):
    """One player's side of the table (crew board, pool, decks and areas).

    Fields: ``crew``, ``hand``, ``draw_top`` (cards whose place on top of the draw
    deck is known; last = top), ``draw`` (the rest of the face-down draw deck,
    unordered), ``discard``, ``play_area`` (cards played this turn), ``fleet``,
    ``locations`` (controlled locations), ``development`` (the development pile),
    ``reserve`` (the reserve deck, face down, unordered), ``staging`` (stardates
    received and the turn each came), ``captains_log``, ``captain``,
    ``duty_officer``, ``status``, ``away_teams`` (on the captain), ``pool``
    ([dilithium, latinum, glory]), ``action_tokens``, ``mission_tokens``,
    ``missions`` (completed), ``specialty`` (a level per track of the crew board),
    ``activated`` (cards whose ACTIVATE operation was used this turn), ``ships``
    (ship card -> neutral location of its token, "" on the card), ``beamed``
    (cards beamed under a ship or location: in play, their operations unavailable).

    The lists (hand, decks, discard, play area, pool) are copied with the
    player; the rest are tuples or dicts that are replaced, never changed in
    place. A state copies a player only when it first changes it
    (``state.P(i)``), so an action that touches one player copies one.
    """

    crew: str
    hand: list[str]
    draw_top: list[str]
    draw: list[str]
    discard: list[str]
    play_area: list[str]
    fleet: tuple[str, ...]
    locations: tuple[str, ...]
    development: tuple[str, ...]
    reserve: tuple[str, ...]
    staging: tuple[StagedStardate, ...]
    captains_log: tuple[str, ...]
    captain: str
    duty_officer: str | None
    status: str | None
    away_teams: int
    pool: list[int]
    action_tokens: int
    mission_tokens: int
    missions: tuple[str, ...]
    specialty: tuple[int, ...]
    activated: tuple[str, ...]
    ships: dict[str, str]
    beamed: tuple[str, ...]

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

    def in_play(self) -> tuple:
        """Cards in play with operations that trigger in steps (not the play area)."""
        out = (self.captain,)
        if self.status:
            out += (self.status,)
        if self.duty_officer:
            out += (self.duty_officer,)
        return out + self.fleet + self.locations

    def deck_size(self) -> int:
        return len(self.draw_top) + len(self.draw)


PLAYER_FIELDS = Player.__struct_fields__
