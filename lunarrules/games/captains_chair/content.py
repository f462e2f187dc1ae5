"""Reading and checking ``content.toml`` into the effect vocabulary, card and catalog records.

Cards are data: each card definition is read into a :class:`CardDef` whose
operations (:class:`Op`) are written in a small effect vocabulary
(``EFFECT_VERBS``, ``COST_VERBS``, ``CHOICE_VERBS``: costs, effects, optional
"may" effects and ATTACK choices); crews are :class:`Crew` records with their
:class:`Mission` cards. :func:`validate`
lists every problem of a content table at once, naming the entry and the field;
:func:`catalog` turns a valid table into the lookup the engine plays with.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from lunarrules.i18n import _, ngettext

from .params import HAND_SIZE, SUPPLY_ACTION_TOKENS

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
                self.choices[kind] = tuple(
                    ("play_op", i, o) for i, o in enumerate(self.opsmap[kind], 1)
                )
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


# ------------------------------------------------------------------ parsing
def _parse_item(text, verbs: dict, where: str, problems: list[str], tracks=None):
    if not isinstance(text, str) or not text:
        problems.append(
            where + ": " + _("expected a text like 'draw:1', got {value}").format(value=repr(text))
        )
        return None
    parts = text.split(":")
    verb, args = parts[0], parts[1:]
    spec = verbs.get(verb)
    if spec is None:
        problems.append(
            where
            + ": "
            + _("unknown word {word}; known: {known}").format(
                word=repr(verb), known=", ".join(sorted(verbs))
            )
        )
        return None
    if len(args) != len(spec):
        problems.append(
            where
            + ": "
            + ngettext(
                "{word} takes {n} value(s), got {value}",
                "{word} takes {n} value(s), got {value}",
                len(spec),
            ).format(word=repr(verb), n=len(spec), value=repr(text))
        )
        return None
    out: list = [verb]
    for kind, a in zip(spec, args, strict=True):
        if kind == "int":
            try:
                n = int(a)
            except ValueError:
                problems.append(
                    where
                    + ": "
                    + _("{arg} in {value} is not a whole number").format(
                        arg=repr(a), value=repr(text)
                    )
                )
                return None
            if n < 0:
                problems.append(
                    where + ": " + _("{value} has a negative amount").format(value=repr(text))
                )
                return None
            out.append(n)
        elif kind == "resource":
            if a not in RESOURCES:
                problems.append(
                    where
                    + ": "
                    + _("{arg} in {value} is not one of {known}").format(
                        arg=repr(a), value=repr(text), known=", ".join(RESOURCES)
                    )
                )
                return None
            out.append(a)
        else:
            if tracks is not None and a not in tracks:
                problems.append(
                    where
                    + ": "
                    + _("track {arg} in {value} is not one of {known}").format(
                        arg=repr(a), value=repr(text), known=", ".join(sorted(tracks))
                    )
                )
                return None
            out.append(a)
    return tuple(out)


def _parse_list(value, verbs, where, problems, tracks=None) -> tuple:
    if value is None:
        return ()
    if not isinstance(value, list):
        problems.append(
            where
            + ": "
            + _("expected a list of texts, got {kind}").format(kind=type(value).__name__)
        )
        return ()
    out = []
    for i, t in enumerate(value):
        item = _parse_item(t, verbs, f"{where}[{i}]", problems, tracks)
        if item is not None:
            out.append(item)
    return tuple(out)


def _parse_ops(entry: dict, where: str, problems: list[str], tracks) -> tuple:
    ops = entry.get("ops", [])
    if not isinstance(ops, list):
        problems.append(where + ".ops: " + _("expected a list of operation tables"))
        return ()
    out = []
    seen: set[str] = set()
    for i, o in enumerate(ops):
        w = f"{where}.ops[{i}]"
        if not isinstance(o, dict):
            problems.append(w + ": " + _("expected a table"))
            continue
        unknown = set(o) - {"when", "action", "attack", "cost", "effects", "may", "choice"}
        if unknown:
            problems.append(
                w
                + ": "
                + ngettext(
                    "unknown field(s) {fields}", "unknown field(s) {fields}", len(unknown)
                ).format(fields=", ".join(sorted(unknown)))
            )
        when = o.get("when")
        if when not in WHENS:
            problems.append(
                w
                + ".when: "
                + _("missing or not one of {known} (got {value})").format(
                    known=", ".join(WHENS), value=repr(when)
                )
            )
            continue
        if (
            when in seen and when != "play"
        ):  # CC-PLAY-ONE-OP: several PLAY operations, one is chosen
            problems.append(
                w
                + ".when: "
                + _("a card has at most one {when} operation (only 'play' may repeat)").format(
                    when=repr(when)
                )
            )
        seen.add(when)
        for flag in ("action", "attack"):
            if flag in o and not isinstance(o[flag], bool):
                problems.append(
                    f"{w}.{flag}: "
                    + _("expected true or false, got {value}").format(value=repr(o[flag]))
                )
        cost = _parse_list(o.get("cost"), COST_VERBS, f"{w}.cost", problems, tracks)
        effects = _parse_list(o.get("effects"), EFFECT_VERBS, f"{w}.effects", problems, tracks)
        may = _parse_list(o.get("may"), EFFECT_VERBS, f"{w}.may", problems, tracks)
        choice_raw = o.get("choice", [])
        choice = []
        if not isinstance(choice_raw, list):
            problems.append(w + ".choice: " + _("expected a list of lists"))
        else:
            for j, opt in enumerate(choice_raw):
                choice.append(_parse_list(opt, CHOICE_VERBS, f"{w}.choice[{j}]", problems))
        attack = bool(o.get("attack", False))
        if choice and not attack:
            problems.append(
                w + ".choice: " + _("only an ATTACK operation makes the opponent choose")
            )
        if choice and len(choice) < 2:
            problems.append(w + ".choice: " + _("a choice needs at least two options"))
        verbs = {x[0] for x in cost + effects + may}
        if when == "endgame" and not verbs <= ENDGAME_VERBS:
            problems.append(
                w
                + ": "
                + _("endgame operations may only use {known}").format(
                    known=", ".join(sorted(ENDGAME_VERBS))
                )
            )
        if when != "endgame" and verbs & ENDGAME_VERBS:
            problems.append(w + ": " + _("vp words belong in an endgame operation"))
        targeted = bool(verbs & TARGET_VERBS)
        if targeted and when not in ("play", "activate"):
            problems.append(w + ": " + _("only play and activate operations may target a location"))
        if "scrap_market" in verbs:
            if when not in ("play", "activate"):
                problems.append(
                    w + ": " + _("only play and activate operations may scrap a market card")
                )
            if targeted:
                problems.append(
                    w
                    + ": "
                    + _(
                        "an operation that scraps a market card names that card as its "
                        "target, so it cannot also target a location"
                    )
                )
            if any(x[0] == "scrap_market" for x in may):
                problems.append(
                    w + ".may: " + _("'scrap_market' is not optional here; put it in effects")
                )
        if (may or choice) and when not in ("play", "activate"):
            problems.append(
                w + ": " + _("only play and activate operations may have 'may' or 'choice'")
            )
        if o.get("action") and when not in ("play", "activate"):
            problems.append(
                w + ".action: " + _("only play and activate operations spend an action")
            )
        out.append(
            (
                when,
                Op(
                    when,
                    bool(o.get("action", False)),
                    attack,
                    cost,
                    effects,
                    may,
                    tuple(choice),
                    targeted,
                ),
            )
        )
    return tuple(out)


def _need(entry, field_name, where, problems, kind=str, default=None):
    if field_name not in entry:
        if default is not None:
            return default
        problems.append(where + ": " + _("missing field {field}").format(field=repr(field_name)))
        return None
    v = entry[field_name]
    if kind is int and (isinstance(v, bool) or not isinstance(v, int)):
        problems.append(
            f"{where}.{field_name}: "
            + _("expected a whole number, got {value}").format(value=repr(v))
        )
        return None
    if kind is str and (not isinstance(v, str) or not v):
        problems.append(
            f"{where}.{field_name}: " + _("expected a text, got {value}").format(value=repr(v))
        )
        return None
    return v


def _cost(entry, where, problems) -> tuple[int, int]:
    c = entry.get("cost", {})
    if not isinstance(c, dict) or set(c) - {"dilithium", "latinum"}:
        problems.append(
            where
            + ".cost: "
            + _("expected a table of dilithium/latinum amounts, got {value}").format(value=repr(c))
        )
        return (0, 0)
    d, lat = c.get("dilithium", 0), c.get("latinum", 0)
    if not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in (d, lat)):
        problems.append(
            where
            + ".cost: "
            + _("amounts must be whole numbers >= 0, got {value}").format(value=repr(c))
        )
        return (0, 0)
    return (d, lat)


def _focus(entry, where, problems, tracks_all) -> str:
    """The card's focus icon: a specialty track, "best", or "" for none (CC-SCORE-FOCUS)."""
    f = entry.get("focus", "")
    if f == "":
        return ""
    if not isinstance(f, str) or (f != "best" and tracks_all and f not in tracks_all):
        known = ", ".join(sorted(tracks_all) + ["best"])
        problems.append(
            where
            + ".focus: "
            + _("expected a specialty track or 'best' ({known}), got {value}").format(
                known=known, value=repr(f)
            )
        )
        return ""
    return f


def _uids(def_id: str, count: int) -> list[str]:
    if count == 1:
        return [def_id]
    return [f"{def_id}.{k}" for k in range(1, count + 1)]


def _count(entry, where, problems) -> int:
    n = entry.get("count", 1)
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        problems.append(
            where
            + ".count: "
            + _("expected a whole number >= 1, got {value}").format(value=repr(n))
        )
        return 1
    return n


class _Reader:
    """Shared state of one read of a content table: problems found and cards by uid."""

    def __init__(self, content: dict, problems: list[str], tracks_all: set[str]):
        self.content = content
        self.problems = problems
        self.tracks_all = tracks_all
        self.card: dict[str, CardDef] = {}

    def add(self, uid_list, d: CardDef, where: str) -> None:
        for u in uid_list:
            if u in self.card:
                self.problems.append(
                    where + ": " + _("id {id} is used twice").format(id=repr(d.id))
                )
            self.card[u] = d

    def section(self, name: str) -> list:
        v = self.content.get(name, [])
        if not isinstance(v, list) or not v:
            self.problems.append(
                name + ": " + _("expected a non-empty list of [[{name}]] entries").format(name=name)
            )
            return []
        return v


def _read_stardates(cx: _Reader, content: dict, params: dict):
    """The stardate cards, by sequence, and the player counts each is for."""
    problems, add, section, tracks_all = cx.problems, cx.add, cx.section, cx.tracks_all
    stardates, sd_players = [], {}
    for i, e in enumerate(section("stardate")):
        w = f"stardate[{i}]"
        if not isinstance(e, dict):
            problems.append(w + ": " + _("expected a table"))
            continue
        sid = _need(e, "id", w, problems)
        w = f"stardate[{i}] ({sid})"
        name = _need(e, "name", w, problems, str, default=sid or "?")
        seq = _need(e, "seq", w, problems, int)
        glory = _need(e, "glory", w, problems, int)
        pl = e.get("players")
        if not isinstance(pl, list) or not pl or not all(isinstance(x, int) for x in pl):
            problems.append(
                w
                + ".players: "
                + _("expected a list of player counts, got {value}").format(value=repr(pl))
            )
            pl = []
        if "ops" in e:
            problems.append(
                w
                + ".ops: "
                + _(
                    "a stardate card has no operations; put its effects in "
                    "'resolution' (resolved in the receiver's clean-up)"
                )
            )
        res = _parse_list(
            e.get("resolution", []), EFFECT_VERBS, f"{w}.resolution", problems, tracks_all
        )
        if any(
            x[0] in TARGET_VERBS
            or x[0] in ENDGAME_VERBS
            or x[0] in ("deploy", "fly", "log", "duty", "junk", "beam")
            for x in res
        ):
            problems.append(
                w
                + ".resolution: "
                + _("a stardate resolution can only gain, draw, take incidents or wipe the market")
            )
        if sid is None or seq is None or glory is None:
            continue
        if glory < 1:
            problems.append(
                w
                + ".glory: "
                + _("a stardate holds at least 1 glory, got {value}").format(value=glory)
            )
        d = CardDef(sid, name, "stardate", glory=glory, seq=seq, resolution=res)
        add([sid], d, w)
        stardates.append(d)
        sd_players[sid] = tuple(pl)
    stardates.sort(key=lambda d: d.seq)
    two = [d for d in stardates if 2 in sd_players.get(d.id, ())]
    if len(two) < 2:
        problems.append(
            "stardate: " + _("a 2-player game needs at least two stardates marked players = [2]")
        )
    seqs = [d.seq for d in two]
    if len(set(seqs)) != len(seqs):
        problems.append(
            "stardate: " + _("2-player sequence numbers repeat: {seqs}").format(seqs=seqs)
        )
    return stardates, sd_players


def _read_locations(cx: _Reader, content: dict, params: dict):
    """Starting and advanced locations."""
    problems, add, section, tracks_all = cx.problems, cx.add, cx.section, cx.tracks_all
    loc_start: list[str] = []
    loc_adv: list[str] = []
    for i, e in enumerate(section("location")):
        w = f"location[{i}]"
        if not isinstance(e, dict):
            problems.append(w + ": " + _("expected a table"))
            continue
        lid = _need(e, "id", w, problems)
        w = f"location[{i}] ({lid})"
        name = _need(e, "name", w, problems, str, default=lid or "?")
        vp = _need(e, "vp", w, problems, int)
        start = e.get("start")
        if not isinstance(start, bool):
            problems.append(w + ": " + _("missing field 'start' (true for a starting location)"))
        ops = _parse_ops(e, w, problems, tracks_all)
        if lid is None or vp is None:
            continue
        d = CardDef(
            lid,
            name,
            "location",
            vp=vp,
            ops=ops,
            start=bool(start),
            focus=_focus(e, w, problems, tracks_all),
        )
        add([lid], d, w)
        (loc_start if start else loc_adv).append(lid)
    if len(loc_start) < 4:
        problems.append(
            "location: "
            + _("setup needs at least 4 starting locations (1 hidden + 3 neutral), got {n}").format(
                n=len(loc_start)
            )
        )
    return loc_start, loc_adv


def _read_market(cx: _Reader, content: dict, params: dict):
    """The four market decks."""
    problems, add, section, tracks_all = cx.problems, cx.add, cx.section, cx.tracks_all
    market: dict[str, list[str]] = {s: [] for s in MARKET_SUITS}
    for i, e in enumerate(section("market")):
        w = f"market[{i}]"
        if not isinstance(e, dict):
            problems.append(w + ": " + _("expected a table"))
            continue
        mid = _need(e, "id", w, problems)
        w = f"market[{i}] ({mid})"
        name = _need(e, "name", w, problems, str, default=mid or "?")
        suit = _need(e, "suit", w, problems)
        if suit is not None and suit not in MARKET_SUITS:
            problems.append(
                w
                + ".suit: "
                + _("{value} is not one of {known}").format(
                    value=repr(suit), known=", ".join(MARKET_SUITS)
                )
            )
            suit = None
        vp = _need(e, "vp", w, problems, int)
        if "cost" not in e:
            problems.append(w + ": " + _("missing field {field}").format(field=repr("cost")))
        cost = _cost(e, w, problems)
        n = _count(e, w, problems)
        ops = _parse_ops(e, w, problems, tracks_all)
        if mid is None or suit is None or vp is None:
            continue
        d = CardDef(
            mid, name, suit, vp=vp, cost=cost, ops=ops, focus=_focus(e, w, problems, tracks_all)
        )
        uids = _uids(mid, n)
        add(uids, d, w)
        market[suit].extend(uids)
    for s in MARKET_SUITS:
        if not market[s]:
            problems.append(
                "market: "
                + _("no card of suit {suit} (each of the four market decks needs cards)").format(
                    suit=repr(s)
                )
            )
    return market


def _read_encounters(cx: _Reader, content: dict, params: dict):
    """The encounter deck."""
    problems, add, section, tracks_all = cx.problems, cx.add, cx.section, cx.tracks_all
    encounters = []
    for i, e in enumerate(section("encounter")):
        w = f"encounter[{i}]"
        if not isinstance(e, dict):
            problems.append(w + ": " + _("expected a table"))
            continue
        eid = _need(e, "id", w, problems)
        w = f"encounter[{i}] ({eid})"
        name = _need(e, "name", w, problems, str, default=eid or "?")
        track = _need(e, "track", w, problems)
        if track is not None and tracks_all and track not in tracks_all:
            problems.append(
                w + ".track: " + _("{value} is no crew's specialty track").format(value=repr(track))
            )
        need = _need(e, "need", w, problems, int)
        reward = _parse_list(e.get("reward"), EFFECT_VERBS, f"{w}.reward", problems, tracks_all)
        penalty = _parse_list(e.get("penalty"), EFFECT_VERBS, f"{w}.penalty", problems, tracks_all)
        for label, lst in (("reward", reward), ("penalty", penalty)):
            if any(
                x[0] not in ("dilithium", "latinum", "glory", "draw", "incident", "specialty")
                for x in lst
            ):
                problems.append(
                    f"{w}.{label}: "
                    + _("encounters may only gain, draw, raise a specialty or take incidents")
                )
        n = _count(e, w, problems)
        if eid is None or track is None or need is None:
            continue
        d = CardDef(eid, name, "encounter", track=track, need=need, reward=reward, penalty=penalty)
        uids = _uids(eid, n)
        add(uids, d, w)
        encounters.extend(uids)
    return encounters


def _read_incidents(cx: _Reader, content: dict, params: dict):
    """The incident deck (common incidents)."""
    problems, add, section, tracks_all = cx.problems, cx.add, cx.section, cx.tracks_all
    incidents = []
    for i, e in enumerate(section("incident")):
        w = f"incident[{i}]"
        if not isinstance(e, dict):
            problems.append(w + ": " + _("expected a table"))
            continue
        iid = _need(e, "id", w, problems)
        w = f"incident[{i}] ({iid})"
        name = _need(e, "name", w, problems, str, default=iid or "?")
        vp = _need(e, "vp", w, problems, int)
        n = _count(e, w, problems)
        ops = _parse_ops(e, w, problems, tracks_all)
        if iid is None or vp is None:
            continue
        d = CardDef(iid, name, "incident", vp=vp, ops=ops)
        uids = _uids(iid, n)
        add(uids, d, w)
        incidents.extend(uids)
    return incidents


def _read_crews(cx: _Reader, content: dict, params: dict):
    """The crews: tracks, focus multipliers, missions and the crew deck with positions."""
    problems, add, section, tracks_all = cx.problems, cx.add, cx.section, cx.tracks_all
    crews: dict[str, Crew] = {}
    for i, c in enumerate(section("crew")):
        w = f"crew[{i}]"
        if not isinstance(c, dict):
            problems.append(w + ": " + _("expected a table"))
            continue
        cid = _need(c, "id", w, problems)
        w = f"crew[{i}] ({cid})"
        name = _need(c, "name", w, problems, str, default=cid or "?")
        tracks = c.get("tracks")
        if (
            not isinstance(tracks, list)
            or len(tracks) != 3
            or not all(isinstance(t, str) for t in tracks)
        ):
            problems.append(
                w
                + ".tracks: "
                + _("expected three specialty track names, got {value}").format(value=repr(tracks))
            )
            tracks = []
        smax = params.get("specialty_max", 15)
        fv = c.get("focus_multiplier")
        if (
            not isinstance(fv, list)
            or not isinstance(smax, int)
            or len(fv) != smax + 1
            or not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in fv)
        ):
            problems.append(
                w
                + ".focus_multiplier: "
                + _(
                    "expected {n} whole numbers >= 0 (the multiplier at each track space 0..{top}), got {value}"
                ).format(n=smax + 1 if isinstance(smax, int) else "?", top=smax, value=repr(fv))
            )
            fv = [0] * ((smax if isinstance(smax, int) else 15) + 1)
        missions = {}
        for side in ("basic_missions", "advanced_missions"):
            ms = []
            raw = c.get(side)
            if not isinstance(raw, list) or not raw:
                problems.append(
                    w
                    + ": "
                    + _("missing field {field} (a list of missions)").format(field=repr(side))
                )
                raw = []
            for j, m in enumerate(raw):
                mw = f"{w}.{side}[{j}]"
                if not isinstance(m, dict):
                    problems.append(mw + ": " + _("expected a table"))
                    continue
                mid = _need(m, "id", mw, problems)
                mname = _need(m, "name", mw, problems, str, default=mid or "?")
                mvp = _need(m, "vp", mw, problems, int)
                need_t = _need(m, "need", mw, problems)
                need: tuple[str, str, int] | tuple[str, int] | None = None
                if need_t is not None:
                    parts = need_t.split(":")
                    if parts[0] not in MISSION_NEEDS:
                        problems.append(
                            mw
                            + ".need: "
                            + _("{value} must start with one of {known}").format(
                                value=repr(need_t), known=", ".join(MISSION_NEEDS)
                            )
                        )
                    elif parts[0] == "specialty":
                        if len(parts) != 3 or parts[1] not in tracks or not parts[2].isdigit():
                            problems.append(
                                mw
                                + ".need: "
                                + _(
                                    "expected 'specialty:TRACK:N' with one of the crew's tracks, got {value}"
                                ).format(value=repr(need_t))
                            )
                        else:
                            need = ("specialty", parts[1], int(parts[2]))
                    elif len(parts) != 2 or not parts[1].isdigit():
                        problems.append(
                            mw
                            + ".need: "
                            + _("expected '{word}:N', got {value}").format(
                                word=parts[0], value=repr(need_t)
                            )
                        )
                    else:
                        need = (parts[0], int(parts[1]))
                if mid and mvp is not None and need:
                    ms.append(Mission(mid, mname, need, mvp))
            missions[side] = tuple(ms)
        cards_raw = c.get("cards")
        if not isinstance(cards_raw, list) or not cards_raw:
            problems.append(w + ": " + _("missing field 'cards' (the crew deck)"))
            cards_raw = []
        crew_cards: list[tuple[str, str]] = []
        captain, status = None, None
        for j, e in enumerate(cards_raw):
            cw = f"{w}.cards[{j}]"
            if not isinstance(e, dict):
                problems.append(cw + ": " + _("expected a table"))
                continue
            kid = _need(e, "id", cw, problems)
            cw = f"{w}.cards[{j}] ({kid})"
            kname = _need(e, "name", cw, problems, str, default=kid or "?")
            suit = _need(e, "suit", cw, problems)
            if suit is not None and suit not in SUITS:
                problems.append(
                    cw
                    + ".suit: "
                    + _("{value} is not one of {known}").format(
                        value=repr(suit), known=", ".join(SUITS)
                    )
                )
                suit = None
            pos = _need(e, "position", cw, problems)
            if pos is not None and pos not in POSITIONS:
                problems.append(
                    cw
                    + ".position: "
                    + _("{value} is not one of {known}").format(
                        value=repr(pos), known=", ".join(POSITIONS)
                    )
                )
                pos = None
            vp = e.get("vp", 0)
            if isinstance(vp, bool) or not isinstance(vp, int):
                problems.append(
                    cw + ".vp: " + _("expected a whole number, got {value}").format(value=repr(vp))
                )
                vp = 0
            cost = _cost(e, cw, problems)
            n = _count(e, cw, problems)
            ops = _parse_ops(e, cw, problems, tracks_all)
            away = e.get("away_teams", 0)
            if kid is None or suit is None or pos is None:
                continue
            if suit == "captain":
                if not isinstance(away, int) or away < 1:
                    problems.append(
                        cw + ": " + _("missing field 'away_teams' (a captain holds at least 1)")
                    )
                    away = 1
                captain = kid
            if suit == "status":
                status = kid
            if suit in ("captain", "status") and pos != "none":
                problems.append(
                    cw
                    + ".position: "
                    + _(
                        "a {suit} card has no position indicator (use 'none') [CC-PSETUP-NO-POSITION]"
                    ).format(suit=suit)
                )
            if pos == "none" and suit not in ("captain", "status"):
                problems.append(
                    cw
                    + ".position: "
                    + _(
                        "only the captain and status cards have no position [CC-PSETUP-NO-POSITION]"
                    )
                )
            if pos == "controlled_location" and suit != "location":
                problems.append(cw + ".position: " + _("only a location starts controlled"))
            if pos == "incident_deck" and suit != "incident":
                problems.append(
                    cw + ".position: " + _("only an incident goes into the incident deck")
                )
            if pos == "development" and "cost" not in e:
                problems.append(
                    cw + ": " + _("missing field 'cost' (a development card is paid for)")
                )
            d = CardDef(
                kid,
                kname,
                suit,
                vp=vp,
                cost=cost,
                ops=ops,
                position=pos,
                away_teams=away,
                focus=_focus(e, cw, problems, tracks_all),
            )
            uids = _uids(kid, n)
            add(uids, d, cw)
            crew_cards.extend((u, pos) for u in uids)
        if captain is None and cards_raw:
            problems.append(
                w + ".cards: " + _("the crew needs exactly one card with suit 'captain'")
            )
        if cid is None or not tracks:
            continue
        if sum(1 for _uid, p in crew_cards if p == "available") < params.get(
            "hand_size", HAND_SIZE
        ):
            problems.append(w + ".cards: " + _("fewer available cards than the hand size"))
        crews[cid] = Crew(
            cid,
            name,
            tuple(tracks),
            tuple(fv),
            missions.get("basic_missions", ()),
            missions.get("advanced_missions", ()),
            tuple(crew_cards),
            captain or "",
            status,
        )
    return crews


def build(content: dict) -> tuple[Catalog | None, list[str]]:
    """Read ``content`` into a :class:`Catalog`; return it and every problem found."""
    problems: list[str] = []
    if not isinstance(content, dict):
        return None, [_("expected a table, got {kind}").format(kind=type(content).__name__)]
    params = content.get("rules")
    if not isinstance(params, dict):
        problems.append("rules: " + _("missing table of rule numbers"))
        params = {}
    for key in (
        "hand_size",
        "action_tokens",
        "mission_tokens",
        "basic_mission_tokens",
        "neutral_zone",
        "specialty_max",
        "secure_min",
        "secure_lead",
    ):
        _need(params, key, "rules", problems, int)
    sat = params.get("supply_action_tokens", SUPPLY_ACTION_TOKENS)  # CC-SETUP-SUPPLY-ACTIONS
    if isinstance(sat, bool) or not isinstance(sat, int) or sat < 0:
        problems.append(
            "rules.supply_action_tokens: "
            + _("expected a whole number >= 0, got {value}").format(value=repr(sat))
        )
    sp = params.get("start_pool")
    if not isinstance(sp, dict) or set(sp) != set(RESOURCES):
        problems.append(
            "rules.start_pool: "
            + _("expected dilithium, latinum and glory amounts, got {value}").format(value=repr(sp))
        )

    crews_raw = content.get("crew", [])
    tracks_all: set[str] = set()
    if isinstance(crews_raw, list):
        for c in crews_raw:
            if isinstance(c, dict) and isinstance(c.get("tracks"), list):
                tracks_all |= {t for t in c["tracks"] if isinstance(t, str)}
    cx = _Reader(content, problems, tracks_all)
    card = cx.card
    stardates, sd_players = _read_stardates(cx, content, params)
    loc_start, loc_adv = _read_locations(cx, content, params)
    market = _read_market(cx, content, params)
    encounters = _read_encounters(cx, content, params)
    incidents = _read_incidents(cx, content, params)
    crews = _read_crews(cx, content, params)
    if len(crews) < 2:
        problems.append(
            "crew: " + _("two players need at least two crews, got {n}").format(n=len(crews))
        )
    for e_uid in encounters:
        t = card[e_uid].track
        for cr in crews.values():
            if t not in cr.tracks:
                problems.append(
                    f"encounter {card[e_uid].id}: "
                    + _("crew {crew} has no track {track}").format(crew=repr(cr.id), track=repr(t))
                )
                break
    for d in card.values():
        for _when, o in d.ops:
            for item in o.effects + o.may:
                if item[0] == "specialty":
                    for cr in crews.values():
                        if item[1] not in cr.tracks:
                            problems.append(
                                f"card {d.id}: "
                                + _("crew {crew} has no specialty track {track}").format(
                                    crew=repr(cr.id), track=repr(item[1])
                                )
                            )
                            break
            if o.targeted is False and any(
                x[0] in TARGET_VERBS for x in o.effects + o.may + o.cost
            ):
                problems.append(f"card {d.id}: " + _("target flag inconsistent"))
            if ("fly",) in o.effects + o.may and d.suit != "ship":
                problems.append(f"card {d.id}: " + _("only a ship can fly its token"))
    if problems:
        return None, sorted(set(problems), key=problems.index)
    return (
        Catalog(
            card=card,
            params=params,
            stardates=tuple(d.id for d in stardates),
            stardate_players=sd_players,
            locations_start=tuple(loc_start),
            locations_advanced=tuple(loc_adv),
            market={s: tuple(v) for s, v in market.items()},
            encounters=tuple(encounters),
            incidents=tuple(incidents),
            crews=crews,
        ),
        [],
    )


def validate(content: dict) -> list[str]:
    """Every problem of a content table, each naming the entry and the field.

    Parameters
    ----------
    content : dict
        A table shaped like ``content.toml``.

    Returns
    -------
    list of str
        Empty when the content is usable.

    Examples
    --------
    >>> validate({"rules": {}})[:1]  # doctest: +ELLIPSIS
    ['rules: missing field ...']
    """
    return build(content)[1]


_CACHE: dict[int, tuple[dict, Catalog]] = {}


def catalog(game) -> Catalog:
    """The :class:`Catalog` of ``game.content`` (built once per content table).

    Raises
    ------
    InvalidContent
        If the content has problems (every problem is named).
    """
    content = game.content
    hit = _CACHE.get(id(content))
    if hit is not None and hit[0] is content:
        return hit[1]
    cat, problems = build(content)
    if problems:
        from lunarrules.errors import InvalidContent

        raise InvalidContent(problems)
    assert cat is not None  # build gives a catalog exactly when it finds no problem
    _CACHE[id(content)] = (content, cat)
    return cat
