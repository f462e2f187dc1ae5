"""The effect vocabulary and the card, crew and catalog records of Captain's Chair.

Operations are written in a small vocabulary (``EFFECT_VERBS``, ``COST_VERBS``,
``CHOICE_VERBS``); :mod:`.content` reads ``content.toml`` into these records.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

WHENS = ("play", "activate", "resupply", "cleanup", "control", "endgame")
RESOURCES = ("dilithium", "latinum", "glory")
POSITIONS = (
    "incident_deck",
    "deployed",
    "controlled_location",
    "development",
    "reserve",
    "available",
    "discard",
    "none",
)
MARKET_SUITS = ("person", "cargo", "ship", "ally")
SUITS = MARKET_SUITS + ("location", "incident", "captain", "status", "stardate", "encounter")
MISSION_NEEDS = ("locations", "fleet", "log", "specialty")

# verb -> number of arguments after it (a str arg is a resource or track name)
EFFECT_VERBS = {
    "dilithium": ("int",),
    "latinum": ("int",),
    "glory": ("int",),
    "draw": ("int",),
    "away": ("int",),
    "deploy": (),
    "fly": (),
    "specialty": ("track", "int"),
    "encounter": (),
    "incident": ("int",),
    "junk": (),
    "log": (),
    "duty": (),
    "beam": (),
    "opp_incident": ("int",),
    "opp_lose": ("resource", "int"),
    "opp_discard": ("int",),
    "vp": ("int",),
    "vp_location": ("int",),
    "vp_ship": ("int",),
    "wipe_market": (),
    "gain_action": ("int",),
    "steal": ("resource", "int"),
    "recruit": ("int",),
    "scrap_market": (),
    "store": ("resource", "int"),
}
COST_VERBS = {
    "dilithium": ("int",),
    "latinum": ("int",),
    "glory": ("int",),
    "junk_incident": (),
    "recall": ("int",),
    "take_incident": ("int",),
    "stored": ("resource", "int"),
}
CHOICE_VERBS = {
    "discard": ("int",),
    "lose": ("resource", "int"),
    "incident": ("int",),
}
TARGET_VERBS = frozenset({"away", "fly", "recall"})
ENDGAME_VERBS = frozenset({"vp", "vp_location", "vp_ship"})


@dataclass(frozen=True, slots=True)
class Op:
    """One operation of a card: when it runs, its costs, effects and options."""

    when: str
    action: bool = False
    attack: bool = False
    cost: tuple = ()
    effects: tuple = ()
    may: tuple = ()
    choice: tuple = ()
    targeted: bool = False
    res: tuple = (0, 0, 0)  # (dilithium, latinum, glory) to pay, summed from ``cost``
    other_cost: bool = False  # has a "do A" cost besides resources
    sends_away: bool = False  # an effect sends away teams to the target (CC-AWAY-SHIPS)
    may_send_away: bool = False  # a "may" effect does
    scraps: bool = False  # its target is a face-up market card to scrap (CC-SCRAP-MARKET)
    #: The "may" choices a listing offers: ``(False, True)`` with optional effects, else ``(False,)``.
    mays: tuple[bool, ...] = field(default=(False,), compare=False, repr=False)

    def __post_init__(self) -> None:
        d = lat = g = 0
        for c in self.cost:
            if c[0] == "dilithium":
                d += c[1]
            elif c[0] == "latinum":
                lat += c[1]
            elif c[0] == "glory":
                g += c[1]
        object.__setattr__(self, "res", (d, lat, g))
        object.__setattr__(self, "other_cost", any(c[0] not in RESOURCES for c in self.cost))
        object.__setattr__(self, "sends_away", any(e[0] == "away" for e in self.effects))
        object.__setattr__(self, "may_send_away", any(e[0] == "away" for e in self.may))
        object.__setattr__(self, "scraps", any(e[0] == "scrap_market" for e in self.effects))
        object.__setattr__(self, "mays", (False, True) if self.may else (False,))

    def resource_cost(self) -> tuple[int, int, int]:
        """(dilithium, latinum, glory) to pay."""
        return self.res

    def describe(self) -> str:
        parts = []
        if self.action:
            parts.append("[action]")
        if self.attack:
            parts.append("ATTACK")
        if self.cost:
            parts.append("pay " + ", ".join(_word(c) for c in self.cost) + " to")
        parts.append(", ".join(_word(e) for e in self.effects) or "nothing")
        if self.may:
            parts.append("; may " + ", ".join(_word(e) for e in self.may))
        if self.choice:
            parts.append(
                "; opponent chooses: "
                + " or ".join("+".join(_word(e) for e in opt) for opt in self.choice)
            )
        return " ".join(parts)


def _word(item: tuple) -> str:
    return ":".join(str(x) for x in item)


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card definition (one per id; copies share it)."""

    id: str
    name: str
    suit: str
    vp: int = 0
    cost: tuple[int, int] = (0, 0)  # (dilithium, latinum)
    ops: tuple = ()  # tuple of (when, Op)
    position: str = "none"
    away_teams: int = 0
    glory: int = 0
    seq: int = 0
    start: bool = False
    track: str = ""
    need: int = 0
    reward: tuple = ()
    penalty: tuple = ()
    resolution: tuple = ()
    focus: str = ""  # focus icon: a specialty track, "best" or "" (CC-SCORE-FOCUS)
    opmap: dict = field(default_factory=dict, compare=False, hash=False, repr=False)
    #: More than one PLAY operation: it is played with ``play_op`` naming one (CC-PLAY-ONE-OP).
    multi_play: bool = field(default=False, compare=False, hash=False, repr=False)
    #: Every operation of each trigger, in the order written (:meth:`ops_for`).
    opsmap: dict = field(default_factory=dict, compare=False, hash=False, repr=False)
    #: What a listing offers for the card in hand (``"play"``) and in play (``"activate"``):
    #: ``(action kind, operation number or 0, Op)``, one per PLAY operation of a
    #: ``multi_play`` card (``play_op``), else one for the card's operation, if any.
    choices: dict = field(default_factory=dict, compare=False, hash=False, repr=False)

    def __post_init__(self) -> None:
        # the first operation of each trigger; a card may have several PLAY operations
        for when, op in self.ops:
            self.opmap.setdefault(when, op)
            self.opsmap[when] = self.opsmap.get(when, ()) + (op,)
        multi = sum(w == "play" for w, _ in self.ops) > 1
        object.__setattr__(self, "multi_play", multi)
        for kind in ("play", "activate"):
            if kind == "play" and multi:
                self.choices[kind] = tuple(("play_op", i, o) for i, o in enumerate(self.opsmap[kind], 1))
            else:
                op = self.opmap.get(kind)
                self.choices[kind] = ((kind, 0, op),) if op is not None else ()

    def op(self, when: str) -> Op | None:
        """The card's (first) operation for ``when``, or ``None``."""
        return self.opmap.get(when)

    def ops_for(self, when: str) -> tuple[Op, ...]:
        """Every operation of the card for ``when``, in the order written (CC-PLAY-ONE-OP)."""
        return self.opsmap.get(when, ())


@dataclass(frozen=True)
class Mission:
    id: str
    name: str
    need: tuple
    vp: int


@dataclass(frozen=True)
class Crew:
    id: str
    name: str
    tracks: tuple[str, ...]
    focus_multiplier: tuple[int, ...]  # the multiplier at each track space 0..max
    basic: tuple[Mission, ...]
    advanced: tuple[Mission, ...]
    cards: tuple[tuple[str, str], ...]  # (uid, position)
    captain: str
    status: str | None


@dataclass(frozen=True)
class Catalog:
    """Every card instance of a content table, by uid, plus the rule numbers."""

    card: dict[str, CardDef]  # uid -> CardDef
    params: dict[str, Any]  # the content's [rules] table: numbers, and the start pool by resource
    stardates: tuple[str, ...]  # uids of stardates, any player count, by seq
    stardate_players: dict[str, tuple[int, ...]]  # uid -> tuple of player counts
    locations_start: tuple[str, ...]
    locations_advanced: tuple[str, ...]
    market: dict[str, tuple[str, ...]]  # suit -> tuple of uids
    encounters: tuple[str, ...]
    incidents: tuple[str, ...]
    crews: dict[str, Crew]  # id -> Crew
