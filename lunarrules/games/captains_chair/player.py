"""One player's side of the table, copied only when an action changes it."""

from __future__ import annotations

PLAYER_FIELDS = (
    "crew", "hand", "draw_top", "draw", "discard", "play", "fleet", "locs", "dev", "reserve",
    "staging", "log", "captain", "duty", "status", "away", "pool", "actions", "mission_tokens",
    "missions", "spec", "used", "ships", "beamed",
)


class Owner:
    """Marks which table owns a :class:`Player` copy (shows as nothing in saves)."""

    __slots__ = ()

    def to_plain(self):
        return None


class Player:
    """One player's side of the table (crew board, pool, decks and areas).

    Fields: ``crew``, ``hand``, ``draw_top`` (cards whose place on top of the draw
    deck is known; last = top), ``draw`` (the rest of the face-down deck,
    unordered), ``discard``, ``play`` (played this turn), ``fleet``, ``locs``,
    ``dev``, ``reserve`` (face down, unordered), ``staging`` ((stardate, turn
    received) pairs), ``log`` (Captain's Log), ``captain``, ``duty``, ``status``,
    ``away`` (away teams on the captain), ``pool`` ([dilithium, latinum, glory]),
    ``actions``, ``mission_tokens``, ``missions``, ``spec``, ``used`` (cards whose
    ACTIVATE operation was used this turn), ``ships`` (ship uid -> neutral location of its token, "" on
    the card), ``beamed`` (cards beamed under a ship or location: in play, their operations
    unavailable).

    The lists (hand, decks, discard, played cards, pool) are copied with the
    player; the rest are tuples or dicts that are replaced, never changed in
    place. A state copies a player only when it first changes it
    (``state.P(i)``), so an action that touches one player copies one.
    """

    __slots__ = PLAYER_FIELDS + ("owner",)

    def __init__(self, owner=None, **fields):
        for f in PLAYER_FIELDS:
            setattr(self, f, fields[f])
        self.owner = owner

    def copy(self, owner=None) -> Player:
        new = Player.__new__(Player)
        new.crew = self.crew
        new.hand = self.hand[:]
        new.draw_top = self.draw_top[:]
        new.draw = self.draw[:]
        new.discard = self.discard[:]
        new.play = self.play[:]
        new.fleet = self.fleet
        new.locs = self.locs
        new.dev = self.dev
        new.reserve = self.reserve
        new.staging = self.staging
        new.log = self.log
        new.captain = self.captain
        new.duty = self.duty
        new.status = self.status
        new.away = self.away
        new.pool = self.pool[:]
        new.actions = self.actions
        new.mission_tokens = self.mission_tokens
        new.missions = self.missions
        new.spec = self.spec
        new.used = self.used
        new.ships = self.ships
        new.beamed = self.beamed
        new.owner = owner
        return new

    def to_plain(self) -> dict:
        from lunarrules.kernel.plain import to_plain

        return {f: to_plain(getattr(self, f)) for f in PLAYER_FIELDS}

    def __eq__(self, other) -> bool:
        return isinstance(other, Player) and all(
            getattr(self, f) == getattr(other, f) for f in PLAYER_FIELDS
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Player({self.crew}, hand={self.hand}, pool={self.pool})"

    def in_play(self) -> list:
        """Cards in play with operations that trigger in steps (not the play area)."""
        out = (self.captain,)
        if self.status:
            out += (self.status,)
        if self.duty:
            out += (self.duty,)
        return out + self.fleet + self.locs

    def deck_size(self) -> int:
        return len(self.draw_top) + len(self.draw)
