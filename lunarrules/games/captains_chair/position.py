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
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from operator import itemgetter
from typing import TYPE_CHECKING

from lunarrules.kernel.untrusted import short

from .cards import EFFECT_VERBS, MARKET_SUITS
from .engine import market_decks_of, market_of

if TYPE_CHECKING:  # pragma: no cover
    from .state import CaptainsChairState
    from .table import CaptainsChairTable, Interrupted

#: Phases where the game waits for a player (a position rests only in these).
DECISIONS = frozenset({
    "resupply", "control", "action", "attack_choice", "cleanup_ops", "glory_placement",
    "development_on_top",
})
#: The operation each step with a list of operations to resolve runs.
PENDING_WHEN = {"resupply": "resupply", "cleanup_ops": "cleanup"}
RESOURCES = ("dilithium", "latinum", "glory")
_SEAT = ("seats[0]", "seats[1]")
_COUNT = (itemgetter(0), itemgetter(1))
_NONE: frozenset = frozenset()
_PLAIN = re.compile(r"[A-Za-z0-9_.\-]{1,60}")


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
    key = (id(cat), o["p1_crew"], o["p2_crew"], o["crew_side"], o["p1_crew_side"], o["p2_crew_side"])
    hit = _FACTS.get(key)
    if hit is not None and hit[0] is cat:
        return hit[1]
    suit = {u: c.suit for u, c in cat.card.items()}
    owner = {}
    for cid, crew in cat.crews.items():
        for u, _ in crew.cards:
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
        advanced = state.crew_side(i) == "advanced"
        missions = crew.advanced if advanced else crew.basic
        seats.append(SeatFacts(
            cid, crew.captain, crew.status, tuple(crew.tracks), cat.card[crew.captain].away_teams,
            prm["mission_tokens"] if advanced else prm["basic_mission_tokens"],
            frozenset(m.id for m in missions),
        ))
    groups: dict = {}
    for u, k in suit.items():
        groups.setdefault(k, set()).add(u)
    of_suit = {k: frozenset(v) for k, v in groups.items()}
    f = Facts(
        suit, frozenset(shared | mine), owner, of_suit,
        tuple(of_suit.get(s, _NONE) for s in MARKET_SUITS),
        of_suit.get("location", _NONE), of_suit.get("stardate", _NONE),
        of_suit.get("encounter", _NONE), of_suit.get("incident", _NONE),
        of_suit.get("captain", _NONE), of_suit.get("status", _NONE), of_suit.get("ship", _NONE),
        tuple(seats), {u: cat.card[u].glory for u in of_suit.get("stardate", ())},
        prm["specialty_max"], prm["action_tokens"],
        prm.get("supply_action_tokens", 3), prm["neutral_zone"],
    )
    _FACTS[key] = (cat, f)
    return f


def table_problems(s: CaptainsChairState) -> list[str]:
    """Every way the table of ``s`` breaks the game's rules (empty: none)."""
    d = s.data
    seats = d["seats"]
    if len(seats) != s.players:
        return [f"seats: one seat per player ({s.players}), not {len(seats)}"]
    out: list[str] = []
    for name in ("active", "first_player"):
        if d[name] not in (0, 1):
            out.append(f"{name}: {d[name]} is not a seat (0 for P1, 1 for P2)")
    crews = (s.options["p1_crew"], s.options["p2_crew"])
    for i, cid in enumerate(crews):
        if cid not in s.cat.crews:
            out.append(f"options.p{i + 1}_crew: no crew {_word(cid)} in this game's content "
                       f"({', '.join(sorted(s.cat.crews))})")
    if crews[0] == crews[1]:
        out.append(f"options: both players play the crew {_word(crews[0])}; each plays its own deck")
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
    locations = [*d["location_deck_top"], *d["location_deck"], *d["neutral_zone"], *p0.locations,
                 *p1.locations]
    every = [
        *decks["person"], *decks["cargo"], *decks["ship"], *decks["ally"],
        *[u for u in market.values() if u is not None],
        *d["encounters"], *d["incidents"], *d["junk"], *d["box"], *locations, *d["stardates"],
        *p0.hand, *p0.draw_top, *p0.draw, *p0.discard, *p0.play_area, *p0.fleet,
        *p0.development, *p0.reserve, *p0.captains_log, *p0.beamed,
        *p1.hand, *p1.draw_top, *p1.draw, *p1.discard, *p1.play_area, *p1.fleet,
        *p1.development, *p1.reserve, *p1.captains_log, *p1.beamed,
        *staged, p0.captain, p1.captain, *held,
    ]
    if len(every) != len(f.on_table) or f.on_table != set(every):
        return False
    for kinds, suit in zip(f.market, MARKET_SUITS, strict=True):
        up = market[suit]
        if not kinds.issuperset(decks[suit]) or (up is not None and up not in kinds):
            return False
    return (
        f.locations.issuperset(locations) and f.stardates.issuperset(d["stardates"])
        and f.stardates.issuperset(staged) and f.encounters.issuperset(d["encounters"])
        and f.incidents.issuperset(d["incidents"])
        and p0.captain in f.captains and p1.captain in f.captains
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
                out.append(f"{path}: {_word(u)} is not a card of this game")
                continue
            if kinds is not None and k not in kinds:
                out.append(f"{path}: {u} is a {k} card, not a {' or '.join(kinds)}")
            if u not in on_table:
                out.append(f"{path}: {u} belongs to the crew {f.owner_crew.get(u)}, which is not in this game")
            prev = seen.get(u)
            if prev is None:
                seen[u] = path
            else:
                where = "twice" if prev == path else f"also in {prev}"
                out.append(f"{path}: card {u} is {where} (every card sits in one place)")
    if len(seen) < len(on_table):
        missing = sorted(on_table.difference(seen))
        shown = ", ".join(missing[:8]) + (", …" if len(missing) > 8 else "")
        out.append(f"cards: {len(missing)} of the game's cards are nowhere on the table ({shown})")
    return out


# ------------------------------------------------------------------ seats
def _seat_problems(d: CaptainsChairTable, f: Facts, i: int, pl, active: bool, over: bool) -> list[str]:
    sf = f.seats[i]
    at = _SEAT[i]
    out: list[str] = []
    if pl.crew != sf.crew:
        out.append(f"{at}.crew: {_word(pl.crew)}, but P{i + 1} plays the crew {sf.crew} (option p{i + 1}_crew)")
    if pl.captain != sf.captain:
        out.append(f"{at}.captain: {_word(pl.captain)} is not the captain of the crew {sf.crew} ({sf.captain})")
    if pl.status is not None and pl.status != sf.status:
        out.append(f"{at}.status: {_word(pl.status)} is not the status card of the crew {sf.crew}")
    pool = pl.pool
    if len(pool) != 3:
        out.append(f"{at}.pool: three amounts (dilithium, latinum, glory), not {len(pool)}")
    elif min(pool) < 0:
        out.extend(f"{at}.pool: {n} {res} is below 0" for res, n in zip(RESOURCES, pool, strict=True) if n < 0)
    spec, top = pl.specialty, f.specialty_max
    if len(spec) != len(sf.tracks):
        out.append(f"{at}.specialty: one level per track ({', '.join(sf.tracks)}), not {len(spec)}")
    elif spec and (min(spec) < 0 or max(spec) > top):
        out.extend(f"{at}.specialty: {track} {n} is off the track (0 to {top})"
                   for track, n in zip(sf.tracks, spec, strict=True) if not 0 <= n <= top)
    # CC-PSETUP-AWAY: the captain's away teams are on the captain or at neutral locations
    here = pl.away_teams
    placed = here + sum(map(_COUNT[i], d["away_teams"].values()))
    if here < 0:
        out.append(f"{at}.away_teams: {here} is below 0")
    elif placed != sf.away_teams:
        out.append(f"{at}.away_teams: {here} on the captain and {placed - here} at neutral locations "
                   f"make {placed}; the captain has {sf.away_teams}")
    most = f.action_tokens + (f.supply_action_tokens - d["supply_action_tokens"] if active else 0)
    if not 0 <= pl.action_tokens <= most:
        out.append(f"{at}.action_tokens: {pl.action_tokens} is not from 0 to {most}")
    # CC-MISSION: a completion token is spent on each completed mission
    tokens, done = pl.mission_tokens, pl.missions
    if tokens < 0:
        out.append(f"{at}.mission_tokens: {tokens} is below 0")
    elif tokens + len(done) != sf.mission_tokens:
        out.append(f"{at}.mission_tokens: {tokens} left and {len(done)} missions completed, but the "
                   f"crew board starts with {sf.mission_tokens}")
    if done:
        if len(set(done)) != len(done):
            out.append(f"{at}.missions: a mission is completed once")
        out.extend(f"{at}.missions: {_word(m)} is not a mission of P{i + 1}'s crew board side"
                   for m in done if m not in sf.missions)
    ships, fleet = pl.ships, pl.fleet
    if ships.keys() != f.ships.intersection(fleet):
        out.extend(f"{at}.ships: {_word(u)} is not a ship in the fleet area"
                   for u in ships if u not in fleet or u not in f.ships)
        out.extend(f"{at}.ships: the deployed ship {u} has no token (on the card: \"\")"
                   for u in fleet if u in f.ships and u not in ships)
    away = d["away_teams"]
    for u, w in ships.items():
        if w and w not in away:
            out.append(f"{at}.ships: the token of {_word(u)} is at {_word(w)}, not a Neutral Zone location")
    if pl.activated and not f.suit.keys() >= set(pl.activated):
        out.extend(f"{at}.activated: {_word(u)} is not a card of this game"
                   for u in pl.activated if u not in f.suit)
    if pl.staging:
        turn = d["turn"]
        out.extend(f"{at}.staging: {x.stardate} was received on turn {x.turn}, not from 0 to {turn}"
                   for x in pl.staging if not 0 <= x.turn <= turn)
    if not active and not over:
        # CC-REFRESH: a turn ends with the play area discarded and every card ready
        if pl.play_area:
            out.append(f"{at}.play_area: only the active player has played cards")
        if pl.activated:
            out.append(f"{at}.activated: only the active player has activated cards this turn")
    return out


# ------------------------------------------------------------------ board
def _board_problems(d: CaptainsChairTable, f: Facts, over: bool) -> list[str]:
    out: list[str] = []
    neutral, away = d["neutral_zone"], d["away_teams"]
    if len(away) != len(neutral) or not away.keys() >= set(neutral):
        out.append("away_teams: one entry per Neutral Zone location "
                   f"({', '.join(neutral) or 'none'}), not {', '.join(_word(k) for k in away) or 'none'}")
    if away and min(map(min, away.values())) < 0:
        out.extend(f"away_teams.{_word(loc)}: {min(counts)} away teams is below 0"
                   for loc, counts in away.items() if min(counts) < 0)
    size = f.neutral_zone
    if len(neutral) > size:
        out.append(f"neutral_zone: {len(neutral)} locations; the Neutral Zone holds {size}")
    elif len(neutral) < size and (d["location_deck_top"] or d["location_deck"]) and not over:
        out.append(f"neutral_zone: {len(neutral)} locations while the location deck has cards "
                   f"(the zone is refilled to {size})")
    if len(d["location_deck_top"]) > 1:
        out.append("location_deck_top: only the hidden starting location lies on top of the location deck")
    market, decks, glory = market_of(d), market_decks_of(d), d["market_glory"]
    if None in market.values():
        out.extend(f"market.{suit}: no face-up card while the {suit} deck has {len(decks[suit])}"
                   for suit, up in market.items() if up is None and decks[suit])
    if glory:
        faceup = set(market.values())
        for u, n in glory.items():
            if u not in faceup:
                out.append(f"market_glory.{_word(u)}: glory lies only on face-up market cards")
            if n < 0:
                out.append(f"market_glory.{_word(u)}: {n} glory is below 0")
    stored = d["stored"]
    if stored:
        in_play: set[str] = set()
        for pl in d["seats"]:
            in_play.update(pl.in_play())
            in_play.update(pl.play_area)
        for u, held in stored.items():
            if u not in in_play:
                out.append(f"stored.{_word(u)}: resources are stored only on cards in play")
            if min(held) < 0:
                out.append(f"stored.{_word(u)}: {min(held)} is below 0")
    supply = d["supply_action_tokens"]
    if not 0 <= supply <= f.supply_action_tokens:
        out.append(f"supply_action_tokens: {supply} is not from 0 to {f.supply_action_tokens}")
    if d["turn"] < 1:
        out.append(f"turn: {d['turn']}; the first turn is turn 1")
    if d["cards_to_draw"] < 0:
        out.append(f"cards_to_draw: {d['cards_to_draw']} is below 0")
    track, resolution = d["stardates"], d["resolution"]
    if not track:
        out.append("stardates: the stardate track always has its final stardate")
    else:
        top = track[0]
        full = f.stardate_glory.get(top, 0)
        low = 0 if resolution or over else 1
        if not low <= d["stardate_glory"] <= full:
            out.append(f"stardate_glory: {d['stardate_glory']} is not from {low} to {full} "
                       f"(the glory printed on {_word(top)})")
        if resolution and len(track) != 1:
            out.append(f"resolution: triggered while {len(track)} stardates are left "
                       "(only the final stardate triggers it)")
    rounds = d["rounds_left"]
    if resolution != (rounds is not None):
        out.append("rounds_left: a number of rounds exactly when a resolution is triggered")
    elif rounds is not None and not (0 if over else 1) <= rounds <= 2:
        out.append(f"rounds_left: {rounds} is not from 1 to 2")
    if not over:
        if d["burn"]:
            out.append("burn: the Burn ends the game at once")
        if not d["incidents"]:
            out.append("incidents: the incident deck is empty, so the Burn has ended the game")
    return out


# ------------------------------------------------------------------ decisions
def _decision_problems(s: CaptainsChairState) -> list[str]:
    """The decision the table waits for fits the phase and the seat to act."""
    d, cat = s.data, s.cat
    out: list[str] = []
    phase, active = s.phase, d["active"]
    if phase not in DECISIONS:
        return [f"phase: {s.phase_label} is not a decision; a position rests where a player decides"]
    expected = 1 - active if phase == "attack_choice" else active
    if s.to_act != expected:
        who = "the attacked player" if phase == "attack_choice" else "the active player"
        out.append(f"to_act: {s.to_act_label} is to decide during {s.phase_label}, but it is "
                   f"{who}'s decision (P{expected + 1})")
    pending = d["pending_operations"]
    when = PENDING_WHEN.get(phase)
    if when is None:
        if pending:
            out.append("pending_operations: operations wait only in a RESUPPLY or CLEAN-UP step, not "
                       f"during {s.phase_label}")
    else:
        if not pending:
            out.append(f"pending_operations: {s.phase_label} waits for operations, but none is listed")
        for u in pending:
            c = cat.card.get(u)
            if c is None or c.op(when) is None:
                out.append(f"pending_operations: {_word(u)} has no {when.upper()} operation")
    att = d["attack"]
    if (att is not None) != (phase == "attack_choice"):
        out.append("attack: an ATTACK waits for a choice exactly in the phase "
                   "'Opponent chooses an ATTACK option'")
    elif att is not None:
        c = cat.card.get(att["card"])
        printed = {op.choice for op in c.ops_for("play") + c.ops_for("activate")} if c else set()
        if att["options"] not in printed:
            out.append(f"attack.options: not the options printed on {_word(att['card'])}")
        if att["by"] != active:
            out.append(f"attack.by: {_word(att['by'])} is not the attacker, P{active + 1} (whose turn it is)")
        n = len(att["options"])
        allowed = att["allowed"]
        if not allowed or len(set(allowed)) != len(allowed) or not all(0 <= x < n for x in allowed):
            out.append(f"attack.allowed: options to choose among 0 to {n - 1}, each once")
    if (d["cards_to_draw"] > 0) != (phase == "development_on_top"):
        out.append("cards_to_draw: cards wait to be drawn exactly while a development is offered on top")
    it = d["interrupted"]
    if (it is not None) != (phase == "development_on_top"):
        out.append("interrupted: a paused resolution waits exactly while a development is offered on top")
    elif it is not None:
        out.extend(_interrupted_problems(s, it))
    if phase == "glory_placement" and not any(u is not None for u in d["market"].values()):
        out.append("market: glory placement needs a face-up market card")
    return out


#: The step each continuation of a paused resolution belongs to (CC-RESERVE-EMPTY-DEVELOP).
_THEN_STEP: dict[str | tuple[str | int, ...], str] = {"refresh": "refresh", "op": "action", "control": "control",
              "stardate": "stardate_resolution", ("pending", "resupply"): "resupply",
              ("pending", "cleanup"): "cleanup_ops"}
_PSEUDO = ("may_taken", "may_declined")  # the CC-MAY log lines between an operation's effects


def _interrupted_problems(s: CaptainsChairState, it: Interrupted) -> list[str]:
    """A resolution paused by a development offer names a step, effects and a continuation it can resume."""
    d, cat = s.data, s.cat
    out: list[str] = []
    then = it["then"]
    what = then[0] if then else None
    key = tuple(then[:2]) if what == "pending" else what
    step = _THEN_STEP.get(key) if isinstance(key, (str, tuple)) else None
    shape = {"refresh": 1, "op": 4, "control": 1, "stardate": 2, "pending": 2}.get(what) if isinstance(what, str) else None
    if step is None or len(then) != shape:
        return [f"interrupted.then: {short(then)} is not a step to resume (refresh, op, pending, control, "
                "stardate)"]
    if it["step"] != step:
        out.append(f"interrupted.step: {_word(it['step'])}, but {what} resumes in the step {step}")
    if it["seat"] != d["active"]:
        out.append(f"interrupted.seat: {_word(it['seat'])} is not the active player (seat {d['active']})")
    if what == "op":
        k, op_uid, index = then[1], then[2], then[3]
        c = cat.card.get(op_uid) if isinstance(op_uid, str) else None
        ops = c.ops_for(k) if c is not None and k in ("play", "activate") else ()
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(ops):
            out.append(f"interrupted.then: {short(then)} names no {_word(k)} operation of a card")
    elif what == "stardate" and then[1] not in cat.stardates:
        out.append(f"interrupted.then: {_word(then[1])} is not a stardate card")
    for n, item in enumerate(it["effects"]):
        at = f"interrupted.effects[{n}]"
        seat, uid, e, _target = item
        if seat not in (0, 1):
            out.append(f"{at}: {_word(seat)} is not a seat")
            continue
        if uid is not None and uid not in cat.card:
            out.append(f"{at}: {_word(uid)} is not a card of this game")
        verb = e[0] if e else None
        if verb in _PSEUDO:
            if uid is None or len(e) != 1:
                out.append(f"{at}: {short(e)} names the optional effect of no card")
            continue
        spec = EFFECT_VERBS.get(verb) if isinstance(verb, str) else None
        if spec is None or len(e) != len(spec) + 1:
            out.append(f"{at}: {short(e)} is not an effect of the content vocabulary")
            continue
        tracks = cat.crews[d["seats"][seat].crew].tracks
        for kind, arg in zip(spec, e[1:], strict=True):
            ok = (isinstance(arg, int) and not isinstance(arg, bool) and arg >= 0 if kind == "int"
                  else arg in ("dilithium", "latinum", "glory") if kind == "resource"
                  else arg in tracks)
            if not ok:
                out.append(f"{at}: {short(e)} has a wrong {kind} ({short(arg)})")
    return out
