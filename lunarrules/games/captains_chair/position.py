"""What makes a Captain's Chair table a position of the game (its conservation rules).

:func:`table_problems` backs ``CaptainsChairState._position_problems``: every card
of the game sits in exactly one place that fits its kind, resources and tokens
are not negative and stay within their tracks, away teams and mission tokens are
conserved, and the decision the table waits for (operations to resolve, an
ATTACK to answer, a development to pay for) matches the phase and the seat to
act. It runs on every load, so the usual case (a sound table) is a handful of
set operations and comparisons against :class:`Facts`, built once per content
and pair of crews; the detailed walk that names each problem runs only when
something is wrong.

Building positions by hand: :func:`arrange` (``CaptainsChairState.arrange``) copies
a position with the table rearranged for teaching and what-ifs, and checks it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from operator import itemgetter
from typing import TYPE_CHECKING, cast

from lunarrules.i18n import N_, _, join_words, ngettext, pgettext
from lunarrules.kernel.position import check_position
from lunarrules.kernel.untrusted import short

from . import effects
from .content import EFFECT_VERBS, MARKET_SUITS
from .legal import crew_side
from .params import SUPPLY_ACTION_TOKENS
from .table import market_decks_of, market_of

if TYPE_CHECKING:  # pragma: no cover
    from .state import CaptainsChairState
    from .table import CaptainsChairTable, Interrupted, MarketDecks

#: Phases where the game waits for a player (a position rests only in these).
DECISIONS = frozenset(
    {
        "resupply",
        "control",
        "action",
        "attack_choice",
        "cleanup_ops",
        "glory_placement",
        "development_on_top",
    }
)
#: The operation each step with a list of operations to resolve runs.
PENDING_WHEN = {"resupply": "resupply", "cleanup_ops": "cleanup"}
RESOURCES = ("dilithium", "latinum", "glory")
_SEAT = ("seats[0]", "seats[1]")
_COUNT = (itemgetter(0), itemgetter(1))
_NONE: frozenset = frozenset()
_PLAIN = re.compile(r"[A-Za-z0-9_.\-]{1,60}")
#: A negative amount of each resource in a pool (translated where listed).
_BELOW = {
    "dilithium": N_("{n} dilithium is below 0"),
    "latinum": N_("{n} latinum is below 0"),
    "glory": N_("{n} glory is below 0"),
}
#: A pending card without the operation its step runs.
_NO_OP = {
    "resupply": N_("{card} has no RESUPPLY operation"),
    "cleanup": N_("{card} has no CLEANUP operation"),
}
#: An effect of a paused resolution with an argument of the wrong kind.
_WRONG = {
    "int": N_("{value} has a wrong int ({arg})"),
    "resource": N_("{value} has a wrong resource ({arg})"),
    "track": N_("{value} has a wrong track ({arg})"),
}


def _word(value: object) -> str:
    """An id as written (``mk_cadet.1``); anything else quoted and cut short."""
    if type(value) is str and _PLAIN.fullmatch(value):
        return value
    return short(value)


@dataclass(frozen=True)
class SeatFacts:
    """What one seat starts with: its crew, captain, tracks, away teams and missions."""

    crew: str
    captain: str
    status: str | None
    tracks: tuple
    away_teams: int  # the captain's away teams (on the captain or at neutral locations)
    mission_tokens: int  # mission-completion tokens of the chosen crew board side
    missions: frozenset  # mission ids of that side


@dataclass(frozen=True)
class Facts:
    """What the catalogue says about a game between two crews, for the checks."""

    suit: dict  # card uid -> suit
    on_table: frozenset  # every card the table holds (shared decks and both crews)
    owner_crew: dict  # crew card uid -> crew id
    of_suit: dict  # suit -> frozenset of its cards
    market: tuple  # per market suit (MARKET_SUITS order): frozenset of its cards
    locations: frozenset
    stardates: frozenset
    encounters: frozenset
    incidents: frozenset
    captains: frozenset
    statuses: frozenset
    ships: frozenset
    seats: tuple  # SeatFacts per seat
    stardate_glory: dict  # stardate uid -> the glory printed on it
    specialty_max: int
    action_tokens: int
    supply_action_tokens: int
    neutral_zone: int  # locations in a full Neutral Zone


_FACTS: dict = {}


def facts(state: CaptainsChairState) -> Facts:
    """The :class:`Facts` of ``state``'s content and crews (cached)."""
    cat = state.cat
    o = state.options
    key = (
        id(cat),
        o["p1_crew"],
        o["p2_crew"],
        o["crew_side"],
        o["p1_crew_side"],
        o["p2_crew_side"],
    )
    hit = _FACTS.get(key)
    if hit is not None and hit[0] is cat:
        return hit[1]
    suit = {u: c.suit for u, c in cat.card.items()}
    owner = {}
    for cid, crew in cat.crews.items():
        for u, _count in crew.cards:
            owner[u] = cid
        owner[crew.captain] = cid
        if crew.status:
            owner[crew.status] = cid
    crews = (o["p1_crew"], o["p2_crew"])
    shared = {u for u in cat.card if u not in owner}
    mine = {u for u, cid in owner.items() if cid in crews}
    prm = cat.params
    seats = []
    for i, cid in enumerate(crews):
        crew = cat.crews[cid]
        advanced = crew_side(state, i) == "advanced"
        missions = crew.advanced if advanced else crew.basic
        seats.append(
            SeatFacts(
                cid,
                crew.captain,
                crew.status,
                tuple(crew.tracks),
                cat.card[crew.captain].away_teams,
                prm["mission_tokens"] if advanced else prm["basic_mission_tokens"],
                frozenset(m.id for m in missions),
            )
        )
    groups: dict = {}
    for u, k in suit.items():
        groups.setdefault(k, set()).add(u)
    of_suit = {k: frozenset(v) for k, v in groups.items()}
    f = Facts(
        suit,
        frozenset(shared | mine),
        owner,
        of_suit,
        tuple(of_suit.get(s, _NONE) for s in MARKET_SUITS),
        of_suit.get("location", _NONE),
        of_suit.get("stardate", _NONE),
        of_suit.get("encounter", _NONE),
        of_suit.get("incident", _NONE),
        of_suit.get("captain", _NONE),
        of_suit.get("status", _NONE),
        of_suit.get("ship", _NONE),
        tuple(seats),
        {u: cat.card[u].glory for u in of_suit.get("stardate", ())},
        prm["specialty_max"],
        prm["action_tokens"],
        prm.get("supply_action_tokens", SUPPLY_ACTION_TOKENS),
        prm["neutral_zone"],
    )
    _FACTS[key] = (cat, f)
    return f


def table_problems(s: CaptainsChairState) -> list[str]:
    """Every way the table of ``s`` breaks the game's rules (empty: none)."""
    d = s.data
    seats = d["seats"]
    if len(seats) != s.players:
        return [
            "seats: "
            + _("one seat per player ({players}), not {n}").format(players=s.players, n=len(seats))
        ]
    out: list[str] = []
    for name in ("active", "first_player"):
        if d[name] not in (0, 1):
            out.append(
                _("{field}: {value} is not a seat (0 for P1, 1 for P2)").format(
                    field=name, value=d[name]
                )
            )
    crews = (s.options["p1_crew"], s.options["p2_crew"])
    for i, cid in enumerate(crews):
        if cid not in s.cat.crews:
            out.append(
                f"options.p{i + 1}_crew: "
                + _("no crew {crew} in this game's content ({crews})").format(
                    crew=_word(cid), crews=", ".join(sorted(s.cat.crews))
                )
            )
    if crews[0] == crews[1]:
        out.append(
            "options: "
            + _("both players play the crew {crew}; each plays its own deck").format(
                crew=_word(crews[0])
            )
        )
    if out:
        return out
    f = facts(s)
    if not _cards_in_place(d, f):
        out.extend(_card_problems(d, f))
    over = s.is_over
    active = d["active"]
    for i in (0, 1):
        out.extend(_seat_problems(d, f, i, seats[i], i == active and not over, over))
    out.extend(_board_problems(d, f, over))
    if not over:
        out.extend(_decision_problems(s))
    return out


# ------------------------------------------------------------------ cards
def _cards_in_place(d: CaptainsChairTable, f: Facts) -> bool:
    """Whether every card is in exactly one place that fits its kind (set operations only)."""
    decks, market = market_decks_of(d), market_of(d)
    p0, p1 = d["seats"]
    staged = [x.stardate for x in p0.staging + p1.staging]
    held = [u for u in (p0.status, p1.status, p0.duty_officer, p1.duty_officer) if u is not None]
    locations = [
        *d["location_deck_top"],
        *d["location_deck"],
        *d["neutral_zone"],
        *p0.locations,
        *p1.locations,
    ]
    every = [
        *decks["person"],
        *decks["cargo"],
        *decks["ship"],
        *decks["ally"],
        *[u for u in market.values() if u is not None],
        *d["encounters"],
        *d["incidents"],
        *d["junk"],
        *d["box"],
        *locations,
        *d["stardates"],
        *p0.hand,
        *p0.draw_top,
        *p0.draw,
        *p0.discard,
        *p0.play_area,
        *p0.fleet,
        *p0.development,
        *p0.reserve,
        *p0.captains_log,
        *p0.beamed,
        *p1.hand,
        *p1.draw_top,
        *p1.draw,
        *p1.discard,
        *p1.play_area,
        *p1.fleet,
        *p1.development,
        *p1.reserve,
        *p1.captains_log,
        *p1.beamed,
        *staged,
        p0.captain,
        p1.captain,
        *held,
    ]
    if len(every) != len(f.on_table) or f.on_table != set(every):
        return False
    for kinds, suit in zip(f.market, MARKET_SUITS, strict=True):
        up = market[suit]
        if not kinds.issuperset(decks[suit]) or (up is not None and up not in kinds):
            return False
    return (
        f.locations.issuperset(locations)
        and f.stardates.issuperset(d["stardates"])
        and f.stardates.issuperset(staged)
        and f.encounters.issuperset(d["encounters"])
        and f.incidents.issuperset(d["incidents"])
        and p0.captain in f.captains
        and p1.captain in f.captains
        and f.statuses.issuperset(u for u in (p0.status, p1.status) if u is not None)
    )


def _card_problems(d: CaptainsChairTable, f: Facts) -> list[str]:
    """Each card that is unknown, in a place that does not fit its kind, or not in one place."""
    places: list[tuple[str, Iterable[str], tuple[str, ...] | None]] = []
    add = places.append
    decks, market = market_decks_of(d), market_of(d)
    for suit in MARKET_SUITS:
        add((f"market_decks.{suit}", decks[suit], (suit,)))
        up = market[suit]
        if up is not None:
            add((f"market.{suit}", (up,), (suit,)))
    add(("encounters", d["encounters"], ("encounter",)))
    add(("incidents", d["incidents"], ("incident",)))
    add(("junk", d["junk"], None))
    add(("box", d["box"], None))
    for name in ("location_deck_top", "location_deck", "neutral_zone"):
        add((name, d[name], ("location",)))
    add(("stardates", d["stardates"], ("stardate",)))
    for i, pl in enumerate(d["seats"]):
        at = _SEAT[i] + "."
        for name in ("hand", "draw_top", "draw", "discard", "play_area", "fleet"):
            add((at + name, getattr(pl, name), None))
        add((at + "locations", pl.locations, ("location",)))
        for name in ("development", "reserve"):
            add((at + name, getattr(pl, name), None))
        add((at + "staging", [x.stardate for x in pl.staging], ("stardate",)))
        add((at + "captains_log", pl.captains_log, None))
        add((at + "beamed", pl.beamed, None))
        add((at + "captain", (pl.captain,), ("captain",)))
        if pl.status is not None:
            add((at + "status", (pl.status,), ("status",)))
        if pl.duty_officer is not None:
            add((at + "duty_officer", (pl.duty_officer,), None))
    out: list[str] = []
    suit_of, on_table = f.suit, f.on_table
    seen: dict[str, str] = {}
    for path, uids, kinds in places:
        for u in uids:
            k = suit_of.get(u)
            if k is None:
                out.append(
                    path + ": " + _("{card} is not a card of this game").format(card=_word(u))
                )
                continue
            if kinds is not None and k not in kinds:
                out.append(
                    path
                    + ": "
                    + _("{card} is a {suit} card, not a {kinds}").format(
                        card=u, suit=k, kinds=join_words(kinds, "or")
                    )
                )
            if u not in on_table:
                out.append(
                    path
                    + ": "
                    + _("{card} belongs to the crew {crew}, which is not in this game").format(
                        card=u, crew=f.owner_crew.get(u)
                    )
                )
            prev = seen.get(u)
            if prev is None:
                seen[u] = path
            elif prev == path:
                out.append(
                    path
                    + ": "
                    + _("card {card} is twice (every card sits in one place)").format(card=u)
                )
            else:
                out.append(
                    path
                    + ": "
                    + _("card {card} is also in {place} (every card sits in one place)").format(
                        card=u, place=prev
                    )
                )
    if len(seen) < len(on_table):
        missing = sorted(on_table.difference(seen))
        shown = ", ".join(missing[:8]) + (", …" if len(missing) > 8 else "")
        out.append(
            "cards: "
            + ngettext(
                "{n} of the game's cards are nowhere on the table ({cards})",
                "{n} of the game's cards are nowhere on the table ({cards})",
                len(missing),
            ).format(n=len(missing), cards=shown)
        )
    return out


# ------------------------------------------------------------------ seats
def _seat_problems(
    d: CaptainsChairTable, f: Facts, i: int, pl, active: bool, over: bool
) -> list[str]:
    sf = f.seats[i]
    at = _SEAT[i]
    out: list[str] = []
    if pl.crew != sf.crew:
        out.append(
            f"{at}.crew: "
            + _("{crew}, but P{seat} plays the crew {own} (option p{seat}_crew)").format(
                crew=_word(pl.crew), seat=i + 1, own=sf.crew
            )
        )
    if pl.captain != sf.captain:
        out.append(
            f"{at}.captain: "
            + _("{card} is not the captain of the crew {crew} ({captain})").format(
                card=_word(pl.captain), crew=sf.crew, captain=sf.captain
            )
        )
    if pl.status is not None and pl.status != sf.status:
        out.append(
            f"{at}.status: "
            + _("{card} is not the status card of the crew {crew}").format(
                card=_word(pl.status), crew=sf.crew
            )
        )
    pool = pl.pool
    if len(pool) != 3:
        out.append(
            f"{at}.pool: "
            + _("three amounts (dilithium, latinum, glory), not {n}").format(n=len(pool))
        )
    elif min(pool) < 0:
        out.extend(
            f"{at}.pool: " + _(_BELOW[res]).format(n=n)
            for res, n in zip(RESOURCES, pool, strict=True)
            if n < 0
        )
    spec, top = pl.specialty, f.specialty_max
    if len(spec) != len(sf.tracks):
        out.append(
            f"{at}.specialty: "
            + _("one level per track ({tracks}), not {n}").format(
                tracks=", ".join(sf.tracks), n=len(spec)
            )
        )
    elif spec and (min(spec) < 0 or max(spec) > top):
        out.extend(
            f"{at}.specialty: "
            + _("{track} {n} is off the track (0 to {top})").format(track=track, n=n, top=top)
            for track, n in zip(sf.tracks, spec, strict=True)
            if not 0 <= n <= top
        )
    # CC-PSETUP-AWAY: the captain's away teams are on the captain or at neutral locations
    here = pl.away_teams
    placed = here + sum(map(_COUNT[i], d["away_teams"].values()))
    if here < 0:
        out.append(f"{at}.away_teams: " + _("{n} is below 0").format(n=here))
    elif placed != sf.away_teams:
        out.append(
            f"{at}.away_teams: "
            + _(
                "{here} on the captain and {there} at neutral locations make "
                "{placed}; the captain has {total}"
            ).format(here=here, there=placed - here, placed=placed, total=sf.away_teams)
        )
    most = f.action_tokens + (f.supply_action_tokens - d["supply_action_tokens"] if active else 0)
    if not 0 <= pl.action_tokens <= most:
        out.append(
            f"{at}.action_tokens: "
            + _("{n} is not from {low} to {high}").format(n=pl.action_tokens, low=0, high=most)
        )
    # CC-MISSION: a completion token is spent on each completed mission
    tokens, done = pl.mission_tokens, pl.missions
    if tokens < 0:
        out.append(f"{at}.mission_tokens: " + _("{n} is below 0").format(n=tokens))
    elif tokens + len(done) != sf.mission_tokens:
        out.append(
            f"{at}.mission_tokens: "
            + ngettext(
                "{n} left and {done} missions completed, but the crew board starts with {total}",
                "{n} left and {done} missions completed, but the crew board starts with {total}",
                len(done),
            ).format(n=tokens, done=len(done), total=sf.mission_tokens)
        )
    if done:
        if len(set(done)) != len(done):
            out.append(f"{at}.missions: " + _("a mission is completed once"))
        out.extend(
            f"{at}.missions: "
            + _("{mission} is not a mission of P{seat}'s crew board side").format(
                mission=_word(m), seat=i + 1
            )
            for m in done
            if m not in sf.missions
        )
    ships, fleet = pl.ships, pl.fleet
    if ships.keys() != f.ships.intersection(fleet):
        out.extend(
            f"{at}.ships: " + _("{card} is not a ship in the fleet area").format(card=_word(u))
            for u in ships
            if u not in fleet or u not in f.ships
        )
        out.extend(
            f"{at}.ships: "
            + _('the deployed ship {card} has no token (on the card: "")').format(card=u)
            for u in fleet
            if u in f.ships and u not in ships
        )
    away = d["away_teams"]
    for u, w in ships.items():
        if w and w not in away:
            out.append(
                f"{at}.ships: "
                + _("the token of {card} is at {place}, not a Neutral Zone location").format(
                    card=_word(u), place=_word(w)
                )
            )
    if pl.activated and not f.suit.keys() >= set(pl.activated):
        out.extend(
            f"{at}.activated: " + _("{card} is not a card of this game").format(card=_word(u))
            for u in pl.activated
            if u not in f.suit
        )
    if pl.staging:
        turn = d["turn"]
        out.extend(
            f"{at}.staging: "
            + _("{card} was received on turn {n}, not from 0 to {turn}").format(
                card=x.stardate, n=x.turn, turn=turn
            )
            for x in pl.staging
            if not 0 <= x.turn <= turn
        )
    if not active and not over:
        # CC-REFRESH: a turn ends with the play area discarded and every card ready
        if pl.play_area:
            out.append(f"{at}.play_area: " + _("only the active player has played cards"))
        if pl.activated:
            out.append(
                f"{at}.activated: " + _("only the active player has activated cards this turn")
            )
    return out


# ------------------------------------------------------------------ board
def _board_problems(d: CaptainsChairTable, f: Facts, over: bool) -> list[str]:
    out: list[str] = []
    neutral, away = d["neutral_zone"], d["away_teams"]
    if len(away) != len(neutral) or not away.keys() >= set(neutral):
        none = pgettext("captains_chair", "none")
        out.append(
            "away_teams: "
            + _("one entry per Neutral Zone location ({locations}), not {entries}").format(
                locations=", ".join(neutral) or none,
                entries=", ".join(_word(k) for k in away) or none,
            )
        )
    if away and min(map(min, away.values())) < 0:
        out.extend(
            f"away_teams.{_word(loc)}: " + _("{n} away teams is below 0").format(n=min(counts))
            for loc, counts in away.items()
            if min(counts) < 0
        )
    size = f.neutral_zone
    if len(neutral) > size:
        out.append(
            "neutral_zone: "
            + ngettext(
                "{n} locations; the Neutral Zone holds {size}",
                "{n} locations; the Neutral Zone holds {size}",
                len(neutral),
            ).format(n=len(neutral), size=size)
        )
    elif len(neutral) < size and (d["location_deck_top"] or d["location_deck"]) and not over:
        out.append(
            "neutral_zone: "
            + ngettext(
                "{n} locations while the location deck has cards (the zone is refilled to {size})",
                "{n} locations while the location deck has cards (the zone is refilled to {size})",
                len(neutral),
            ).format(n=len(neutral), size=size)
        )
    if len(d["location_deck_top"]) > 1:
        out.append(
            "location_deck_top: "
            + _("only the hidden starting location lies on top of the location deck")
        )
    market, decks, glory = market_of(d), market_decks_of(d), d["market_glory"]
    if None in market.values():
        out.extend(
            f"market.{suit}: "
            + _("no face-up card while the {suit} deck has {n}").format(
                suit=suit, n=len(decks[suit])
            )
            for suit, up in market.items()
            if up is None and decks[suit]
        )
    if glory:
        faceup = set(market.values())
        for u, n in glory.items():
            if u not in faceup:
                out.append(
                    f"market_glory.{_word(u)}: " + _("glory lies only on face-up market cards")
                )
            if n < 0:
                out.append(f"market_glory.{_word(u)}: " + _("{n} glory is below 0").format(n=n))
    stored = d["stored"]
    if stored:
        in_play: set[str] = set()
        for pl in d["seats"]:
            in_play.update(pl.in_play())
            in_play.update(pl.play_area)
        for u, held in stored.items():
            if u not in in_play:
                out.append(f"stored.{_word(u)}: " + _("resources are stored only on cards in play"))
            if min(held) < 0:
                out.append(f"stored.{_word(u)}: " + _("{n} is below 0").format(n=min(held)))
    supply = d["supply_action_tokens"]
    if not 0 <= supply <= f.supply_action_tokens:
        out.append(
            "supply_action_tokens: "
            + _("{n} is not from {low} to {high}").format(
                n=supply, low=0, high=f.supply_action_tokens
            )
        )
    if d["turn"] < 1:
        out.append("turn: " + _("{n}; the first turn is turn 1").format(n=d["turn"]))
    if d["cards_to_draw"] < 0:
        out.append("cards_to_draw: " + _("{n} is below 0").format(n=d["cards_to_draw"]))
    track, resolution = d["stardates"], d["resolution"]
    if not track:
        out.append("stardates: " + _("the stardate track always has its final stardate"))
    else:
        top = track[0]
        full = f.stardate_glory.get(top, 0)
        low = 0 if resolution or over else 1
        if not low <= d["stardate_glory"] <= full:
            out.append(
                "stardate_glory: "
                + _("{n} is not from {low} to {high} (the glory printed on {card})").format(
                    n=d["stardate_glory"], low=low, high=full, card=_word(top)
                )
            )
        if resolution and len(track) != 1:
            out.append(
                "resolution: "
                + ngettext(
                    "triggered while {n} stardates are left (only the final stardate triggers it)",
                    "triggered while {n} stardates are left (only the final stardate triggers it)",
                    len(track),
                ).format(n=len(track))
            )
    rounds = d["rounds_left"]
    if resolution != (rounds is not None):
        out.append("rounds_left: " + _("a number of rounds exactly when a resolution is triggered"))
    elif rounds is not None and not (0 if over else 1) <= rounds <= 2:
        out.append(
            "rounds_left: " + _("{n} is not from {low} to {high}").format(n=rounds, low=1, high=2)
        )
    if not over:
        if d["burn"]:
            out.append("burn: " + _("the Burn ends the game at once"))
        if not d["incidents"]:
            out.append(
                "incidents: " + _("the incident deck is empty, so the Burn has ended the game")
            )
    return out


# ------------------------------------------------------------------ decisions
def _decision_problems(s: CaptainsChairState) -> list[str]:
    """The decision the table waits for fits the phase and the seat to act."""
    d, cat = s.data, s.cat
    out: list[str] = []
    phase, active = s.phase, d["active"]
    if phase not in DECISIONS:
        return [
            "phase: "
            + _("{phase} is not a decision; a position rests where a player decides").format(
                phase=s.phase_label
            )
        ]
    expected = 1 - active if phase == "attack_choice" else active
    if s.to_act != expected:
        if phase == "attack_choice":
            text = _(
                "{who} is to decide during {phase}, but it is the attacked player's decision (P{seat})"
            )
        else:
            text = _(
                "{who} is to decide during {phase}, but it is the active player's decision (P{seat})"
            )
        out.append(
            "to_act: " + text.format(who=s.to_act_label, phase=s.phase_label, seat=expected + 1)
        )
    pending = d["pending_operations"]
    when = PENDING_WHEN.get(phase)
    if when is None:
        if pending:
            out.append(
                "pending_operations: "
                + _(
                    "operations wait only in a RESUPPLY or CLEAN-UP step, not during {phase}"
                ).format(phase=s.phase_label)
            )
    else:
        if not pending:
            out.append(
                "pending_operations: "
                + _("{phase} waits for operations, but none is listed").format(phase=s.phase_label)
            )
        for u in pending:
            c = cat.card.get(u)
            if c is None or c.op(when) is None:
                out.append("pending_operations: " + _(_NO_OP[when]).format(card=_word(u)))
    att = d["attack"]
    if (att is not None) != (phase == "attack_choice"):
        out.append(
            "attack: "
            + _(
                "an ATTACK waits for a choice exactly in the phase "
                "'Opponent chooses an ATTACK option'"
            )
        )
    elif att is not None:
        c = cat.card.get(att["card"])
        printed = {op.choice for op in c.ops_for("play") + c.ops_for("activate")} if c else set()
        if att["options"] not in printed:
            out.append(
                "attack.options: "
                + _("not the options printed on {card}").format(card=_word(att["card"]))
            )
        if att["by"] != active:
            out.append(
                "attack.by: "
                + _("{seat} is not the attacker, P{n} (whose turn it is)").format(
                    seat=_word(att["by"]), n=active + 1
                )
            )
        n = len(att["options"])
        allowed = att["allowed"]
        if not allowed or len(set(allowed)) != len(allowed) or not all(0 <= x < n for x in allowed):
            out.append(
                "attack.allowed: "
                + _("options to choose among 0 to {last}, each once").format(last=n - 1)
            )
    if (d["cards_to_draw"] > 0) != (phase == "development_on_top"):
        out.append(
            "cards_to_draw: "
            + _("cards wait to be drawn exactly while a development is offered on top")
        )
    it = d["interrupted"]
    if (it is not None) != (phase == "development_on_top"):
        out.append(
            "interrupted: "
            + _("a paused resolution waits exactly while a development is offered on top")
        )
    elif it is not None:
        out.extend(_interrupted_problems(s, it))
    if phase == "glory_placement" and not any(u is not None for u in d["market"].values()):
        out.append("market: " + _("glory placement needs a face-up market card"))
    return out


#: The step each continuation of a paused resolution belongs to (CC-RESERVE-EMPTY-DEVELOP).
_THEN_STEP: dict[str | tuple[str | int, ...], str] = {
    "refresh": "refresh",
    "op": "action",
    "control": "control",
    "stardate": "stardate_resolution",
    ("pending", "resupply"): "resupply",
    ("pending", "cleanup"): "cleanup_ops",
}
_PSEUDO = ("may_taken", "may_declined")  # the CC-MAY log lines between an operation's effects


def _interrupted_problems(s: CaptainsChairState, it: Interrupted) -> list[str]:
    """A resolution paused by a development offer names a step, effects and a continuation it can resume."""
    d, cat = s.data, s.cat
    out: list[str] = []
    then = it["then"]
    what = then[0] if then else None
    key = tuple(then[:2]) if what == "pending" else what
    step = _THEN_STEP.get(key) if isinstance(key, (str, tuple)) else None
    shape = (
        {"refresh": 1, "op": 4, "control": 1, "stardate": 2, "pending": 2}.get(what)
        if isinstance(what, str)
        else None
    )
    if step is None or len(then) != shape:
        return [
            "interrupted.then: "
            + _("{value} is not a step to resume (refresh, op, pending, control, stardate)").format(
                value=short(then)
            )
        ]
    if it["step"] != step:
        out.append(
            "interrupted.step: "
            + _("{value}, but {what} resumes in the step {step}").format(
                value=_word(it["step"]), what=what, step=step
            )
        )
    if it["seat"] != d["active"]:
        out.append(
            "interrupted.seat: "
            + _("{value} is not the active player (seat {seat})").format(
                value=_word(it["seat"]), seat=d["active"]
            )
        )
    if what == "op":
        k, op_uid, index = then[1], then[2], then[3]
        c = cat.card.get(op_uid) if isinstance(op_uid, str) else None
        ops = c.ops_for(k) if c is not None and k in ("play", "activate") else ()
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(ops):
            out.append(
                "interrupted.then: "
                + _("{value} names no {when} operation of a card").format(
                    value=short(then), when=_word(k)
                )
            )
    elif what == "stardate" and then[1] not in cat.stardates:
        out.append(
            "interrupted.then: " + _("{value} is not a stardate card").format(value=_word(then[1]))
        )
    for n, item in enumerate(it["effects"]):
        at = f"interrupted.effects[{n}]"
        seat, uid, e, _target = item
        if seat not in (0, 1):
            out.append(at + ": " + _("{value} is not a seat").format(value=_word(seat)))
            continue
        if uid is not None and uid not in cat.card:
            out.append(at + ": " + _("{card} is not a card of this game").format(card=_word(uid)))
        verb = e[0] if e else None
        if verb in _PSEUDO:
            if uid is None or len(e) != 1:
                out.append(
                    at
                    + ": "
                    + _("{value} names the optional effect of no card").format(value=short(e))
                )
            continue
        spec = EFFECT_VERBS.get(verb) if isinstance(verb, str) else None
        if spec is None or len(e) != len(spec) + 1:
            out.append(
                at
                + ": "
                + _("{value} is not an effect of the content vocabulary").format(value=short(e))
            )
            continue
        tracks = cat.crews[d["seats"][seat].crew].tracks
        for kind, arg in zip(spec, e[1:], strict=True):
            ok = (
                isinstance(arg, int) and not isinstance(arg, bool) and arg >= 0
                if kind == "int"
                else arg in ("dilithium", "latinum", "glory")
                if kind == "resource"
                else arg in tracks
            )
            if not ok:
                out.append(at + ": " + _(_WRONG[kind]).format(value=short(e), arg=short(arg)))
    return out


# ------------------------------------------------------------ building positions by hand
def arrange(
    state: CaptainsChairState,
    player: int | None = None,
    *,
    hand=None,
    pool=None,
    actions=None,
    opponent_pool=None,
    stardate_glory=None,
    specialty=None,
) -> CaptainsChairState:
    """A copy of ``state`` with the table rearranged (``CaptainsChairState.arrange``), checked."""
    p = state.to_act if player is None else player
    assert p is not None, "the game is over: name the player to arrange"
    t = state._clone()
    t._history = state._history
    t._steps = state._steps
    t._replayable = False
    t.P(0)
    t.P(1)
    d = t.data
    if hand is not None:
        unknown = [u for u in hand if u not in t.cat.card]
        if unknown:
            raise ValueError(
                ngettext(
                    "no card {cards} in this game's content",
                    "no cards {cards} in this game's content",
                    len(unknown),
                ).format(cards=", ".join(unknown))
            )
        pl = d["seats"][p]
        pl.draw.extend(pl.hand)
        pl.hand[:] = []
        for u in hand:
            _take(t, u)
            pl.hand.append(u)
    for who, res in ((p, pool), (1 - p, opponent_pool)):
        if res is not None:
            d["seats"][who].pool[:] = [int(x) for x in res]
    if actions is not None:
        d["seats"][p].action_tokens = int(actions)
    if stardate_glory is not None:
        d["stardate_glory"] = int(stardate_glory)
    if specialty is not None:
        top = t.cat.params["specialty_max"]
        d["seats"][p].specialty = tuple(max(0, min(top, int(x))) for x in specialty)
    return cast("CaptainsChairState", check_position(t))  # t itself, once checked


def _take(state: CaptainsChairState, uid: str) -> None:
    """Remove card ``uid`` from wherever it is (used by :func:`arrange`)."""
    d = state.data
    for pl in d["seats"]:
        for z in (pl.hand, pl.draw, pl.draw_top, pl.discard, pl.play_area):
            if uid in z:
                z.remove(uid)
        for f in ("fleet", "locations", "development", "reserve", "captains_log", "beamed"):
            v = getattr(pl, f)
            if uid in v:
                setattr(pl, f, tuple(x for x in v if x != uid))
        if uid in pl.ships:
            pl.ships = {k: v for k, v in pl.ships.items() if k != uid}
    d["market_decks"] = cast(
        "MarketDecks", {k: tuple(x for x in v if x != uid) for k, v in market_decks_of(d).items()}
    )
    for k in ("incidents", "encounters", "junk", "location_deck", "location_deck_top", "box"):
        if uid in d[k]:
            d[k] = tuple(x for x in d[k] if x != uid)
    for suit, v in d["market"].items():
        if v == uid:
            # CC-ACQUIRE: the slot is refilled from its deck; glory on the card
            # goes back to the supply
            d["market_glory"] = {k: n for k, n in d["market_glory"].items() if k != uid}
            effects.reveal(state, suit)
            break
