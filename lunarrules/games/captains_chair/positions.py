"""What makes a Captain's Chair table a position of the game (its conservation rules).

:func:`table_problems` backs ``CaptainsChairState._position_problems``: every card
of the game sits in exactly one place that fits its kind, resources and tokens
are not negative and stay within their tracks, away teams and mission tokens are
conserved, and the decision the table waits for (operations to resolve, an
ATTACK to answer, a development to pay for) matches the phase and the seat to
act. It runs on every load, so it walks the table once and reads the catalogue
through :class:`Facts`, built once per content and pair of crews.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from lunarrules.kernel.untrusted import short

from .cards import MARKET_SUITS

if TYPE_CHECKING:  # pragma: no cover
    from .state import CaptainsChairState

#: Phases where the game waits for a player (a position rests only in these).
DECISIONS = frozenset({
    "resupply", "control", "action", "attack_choice", "cleanup_ops", "glory_placement",
    "development_on_top",
})
#: The operation each step with a list of operations to resolve runs.
PENDING_WHEN = {"resupply": "resupply", "cleanup_ops": "cleanup"}
_LOCATION = ("location",)
_STARDATE = ("stardate",)


@dataclass(frozen=True)
class Facts:
    """What the catalogue says about a game between two crews, for the checks."""

    suit: dict  # card uid -> suit
    on_table: frozenset  # every card the table holds (shared decks and both crews)
    owner_crew: dict  # crew card uid -> crew id
    missions: tuple  # per seat: {mission id} of its crew board side
    mission_tokens: tuple  # per seat: mission-completion tokens at the start


_FACTS: dict = {}


def facts(state: CaptainsChairState) -> Facts:
    """The :class:`Facts` of ``state``'s content and crews (cached)."""
    cat = state.cat
    crews = (state.options["p1_crew"], state.options["p2_crew"])
    sides = (state.crew_side(0), state.crew_side(1))
    key = (id(cat), crews, sides)
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
    shared = {u for u in cat.card if u not in owner}
    mine = {u for u, cid in owner.items() if cid in crews}
    prm = cat.params
    missions, tokens = [], []
    for cid, side in zip(crews, sides, strict=True):
        crew = cat.crews[cid]
        missions.append(frozenset(m.id for m in (crew.advanced if side == "advanced" else crew.basic)))
        tokens.append(prm["mission_tokens"] if side == "advanced" else prm["basic_mission_tokens"])
    f = Facts(suit, frozenset(shared | mine), owner, tuple(missions), tuple(tokens))
    _FACTS[key] = (cat, f)
    return f


def table_problems(s: CaptainsChairState) -> list[str]:
    """Every way the table of ``s`` breaks the game's rules (empty: none)."""
    d = s.data
    out: list[str] = []
    seats = d["seats"]
    if len(seats) != s.players:
        return [f"seats: one seat per player ({s.players}), not {len(seats)}"]
    for name in ("active", "first_player"):
        if d[name] not in (0, 1):
            out.append(f"{name}: {d[name]} is not a seat (0 for P1, 1 for P2)")
    if out:
        return out
    f = facts(s)
    out.extend(_card_problems(s, f))
    for i, pl in enumerate(seats):
        out.extend(_seat_problems(s, f, i, pl))
    out.extend(_board_problems(s))
    if not s.is_over:
        out.extend(_decision_problems(s))
    return out


def _card_problems(s: CaptainsChairState, f: Facts) -> list[str]:
    """Every card known, of the right kind for its place, and in exactly one place."""
    d = s.data
    places: list[tuple[str, object, tuple | None]] = []
    add = places.append
    decks, market = d["market_decks"], d["market"]
    for suit in MARKET_SUITS:
        add((f"market_decks.{suit}", decks[suit], (suit,)))
        if market[suit] is not None:
            add((f"market.{suit}", (market[suit],), (suit,)))
    add(("encounters", d["encounters"], ("encounter",)))
    add(("incidents", d["incidents"], ("incident",)))
    add(("junk", d["junk"], None))
    add(("box", d["box"], None))
    add(("location_deck_top", d["location_deck_top"], _LOCATION))
    add(("location_deck", d["location_deck"], _LOCATION))
    add(("neutral_zone", d["neutral_zone"], _LOCATION))
    add(("stardates", d["stardates"], _STARDATE))
    for i, pl in enumerate(d["seats"]):
        at = f"seats[{i}]."
        add((at + "hand", pl.hand, None))
        add((at + "draw_top", pl.draw_top, None))
        add((at + "draw", pl.draw, None))
        add((at + "discard", pl.discard, None))
        add((at + "play_area", pl.play_area, None))
        add((at + "fleet", pl.fleet, None))
        add((at + "locations", pl.locations, _LOCATION))
        add((at + "development", pl.development, None))
        add((at + "reserve", pl.reserve, None))
        add((at + "staging", [x.stardate for x in pl.staging], _STARDATE))
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
                out.append(f"{path}: {short(u)} is not a card of this game")
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


def _seat_problems(s: CaptainsChairState, f: Facts, i: int, pl) -> list[str]:
    d, cat = s.data, s.cat
    prm = cat.params
    at = f"seats[{i}]"
    out: list[str] = []
    cid = s.options[f"p{i + 1}_crew"]
    crew = cat.crews[cid]
    if pl.crew != cid:
        out.append(f"{at}.crew: {short(pl.crew)}, but P{i + 1} plays the crew {cid} (option p{i + 1}_crew)")
    if pl.captain != crew.captain:
        out.append(f"{at}.captain: {short(pl.captain)} is not the captain of the crew {cid} ({crew.captain})")
    if pl.status is not None and pl.status != crew.status:
        out.append(f"{at}.status: {short(pl.status)} is not the status card of the crew {cid}")
    if len(pl.pool) != 3:
        out.append(f"{at}.pool: three amounts (dilithium, latinum, glory), not {len(pl.pool)}")
    else:
        for res, n in zip(("dilithium", "latinum", "glory"), pl.pool, strict=True):
            if n < 0:
                out.append(f"{at}.pool: {n} {res} is below 0")
    top = prm["specialty_max"]
    if len(pl.specialty) != len(crew.tracks):
        out.append(f"{at}.specialty: one level per track ({', '.join(crew.tracks)}), "
                   f"not {len(pl.specialty)}")
    for track, n in zip(crew.tracks, pl.specialty, strict=False):
        if not 0 <= n <= top:
            out.append(f"{at}.specialty: {track} {n} is off the track (0 to {top})")
    # CC-PSETUP-AWAY: the captain's away teams are on the captain or at neutral locations
    total = cat.card[crew.captain].away_teams
    placed = pl.away_teams + sum(a[i] for a in d["away_teams"].values())
    if pl.away_teams < 0:
        out.append(f"{at}.away_teams: {pl.away_teams} is below 0")
    elif placed != total:
        out.append(f"{at}.away_teams: {pl.away_teams} on the captain and {placed - pl.away_teams} at "
                   f"neutral locations make {placed}; the captain has {total}")
    gained = prm.get("supply_action_tokens", 3) - d["supply_action_tokens"]
    most = prm["action_tokens"] + (gained if i == d["active"] else 0)
    if not 0 <= pl.action_tokens <= most:
        out.append(f"{at}.action_tokens: {pl.action_tokens} is not from 0 to {most}")
    # CC-MISSION: a completion token is spent on each completed mission
    start = f.mission_tokens[i]
    if pl.mission_tokens < 0:
        out.append(f"{at}.mission_tokens: {pl.mission_tokens} is below 0")
    elif pl.mission_tokens + len(pl.missions) != start:
        out.append(f"{at}.mission_tokens: {pl.mission_tokens} left and {len(pl.missions)} missions "
                   f"completed, but the crew board starts with {start}")
    if len(set(pl.missions)) != len(pl.missions):
        out.append(f"{at}.missions: a mission is completed once")
    for m in pl.missions:
        if m not in f.missions[i]:
            out.append(f"{at}.missions: {short(m)} is not a mission of P{i + 1}'s crew board side")
    suit_of = f.suit
    fleet = pl.fleet
    for u, where in pl.ships.items():
        if u not in fleet or suit_of.get(u) != "ship":
            out.append(f"{at}.ships: {short(u)} is not a ship in the fleet area")
        if where and where not in d["away_teams"]:
            out.append(f"{at}.ships: the token of {short(u)} is at {short(where)}, not a Neutral Zone location")
    for u in fleet:
        if suit_of.get(u) == "ship" and u not in pl.ships:
            out.append(f"{at}.ships: the deployed ship {u} has no token (on the card: \"\")")
    for u in pl.activated:
        if u not in suit_of:
            out.append(f"{at}.activated: {short(u)} is not a card of this game")
    turn = d["turn"]
    for x in pl.staging:
        if not 0 <= x.turn <= turn:
            out.append(f"{at}.staging: {x.stardate} was received on turn {x.turn}, not from 0 to {turn}")
    if i != d["active"] and not s.is_over:
        # CC-REFRESH: a turn ends with the play area discarded and every card ready
        if pl.play_area:
            out.append(f"{at}.play_area: only the active player has played cards")
        if pl.activated:
            out.append(f"{at}.activated: only the active player has activated cards this turn")
    return out


def _board_problems(s: CaptainsChairState) -> list[str]:
    d, cat = s.data, s.cat
    prm = cat.params
    out: list[str] = []
    neutral, away = d["neutral_zone"], d["away_teams"]
    if set(away) != set(neutral):
        out.append("away_teams: one entry per Neutral Zone location "
                   f"({', '.join(neutral) or 'none'}), not {', '.join(short(k) for k in away) or 'none'}")
    for loc, counts in away.items():
        if min(counts) < 0:
            out.append(f"away_teams.{short(loc)}: {min(counts)} away teams is below 0")
    size = prm["neutral_zone"]
    if len(neutral) > size:
        out.append(f"neutral_zone: {len(neutral)} locations; the Neutral Zone holds {size}")
    elif len(neutral) < size and (d["location_deck_top"] or d["location_deck"]) and not s.is_over:
        out.append(f"neutral_zone: {len(neutral)} locations while the location deck has cards "
                   f"(the zone is refilled to {size})")
    if len(d["location_deck_top"]) > 1:
        out.append("location_deck_top: only the hidden starting location lies on top of the location deck")
    market, decks, glory = d["market"], d["market_decks"], d["market_glory"]
    for suit in MARKET_SUITS:
        if market[suit] is None and decks[suit]:
            out.append(f"market.{suit}: no face-up card while the {suit} deck has {len(decks[suit])}")
    faceup = set(market.values())
    for u, n in glory.items():
        if u not in faceup:
            out.append(f"market_glory.{short(u)}: glory lies only on face-up market cards")
        if n < 0:
            out.append(f"market_glory.{short(u)}: {n} glory is below 0")
    in_play = set()
    for pl in d["seats"]:
        in_play.update(pl.in_play())
        in_play.update(pl.play_area)
    for u, held in d["stored"].items():
        if u not in in_play:
            out.append(f"stored.{short(u)}: resources are stored only on cards in play")
        if min(held) < 0:
            out.append(f"stored.{short(u)}: {min(held)} is below 0")
    most = prm.get("supply_action_tokens", 3)
    if not 0 <= d["supply_action_tokens"] <= most:
        out.append(f"supply_action_tokens: {d['supply_action_tokens']} is not from 0 to {most}")
    if d["turn"] < 1:
        out.append(f"turn: {d['turn']}; the first turn is turn 1")
    if d["cards_to_draw"] < 0:
        out.append(f"cards_to_draw: {d['cards_to_draw']} is below 0")
    track = d["stardates"]
    if not track:
        out.append("stardates: the stardate track always has its final stardate")
    else:
        full = cat.card[track[0]].glory if track[0] in cat.card else 0
        low = 0 if d["resolution"] or s.is_over else 1
        if not low <= d["stardate_glory"] <= full:
            out.append(f"stardate_glory: {d['stardate_glory']} is not from {low} to {full} "
                       f"(the glory printed on {track[0]})")
        if d["resolution"] and len(track) != 1:
            out.append(f"resolution: triggered while {len(track)} stardates are left "
                       "(only the final stardate triggers it)")
    rounds = d["rounds_left"]
    if d["resolution"] != (rounds is not None):
        out.append("rounds_left: a number of rounds exactly when a resolution is triggered")
    elif rounds is not None and not (0 if s.is_over else 1) <= rounds <= 2:
        out.append(f"rounds_left: {rounds} is not from 1 to 2")
    if d["burn"] and not s.is_over:
        out.append("burn: the Burn ends the game at once")
    if not d["incidents"] and not s.is_over:
        out.append("incidents: the incident deck is empty, so the Burn has ended the game")
    return out


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
    if when is None and pending:
        out.append(f"pending_operations: operations wait only in a RESUPPLY or CLEAN-UP step, not "
                   f"during {s.phase_label}")
    elif when is not None:
        if not pending:
            out.append(f"pending_operations: {s.phase_label} waits for operations, but none is listed")
        for u in pending:
            c = cat.card.get(u)
            if c is None or c.op(when) is None:
                out.append(f"pending_operations: {short(u)} has no {when.upper()} operation")
    att = d["attack"]
    if (att is not None) != (phase == "attack_choice"):
        out.append("attack: an ATTACK waits for a choice exactly in the phase "
                   "'Opponent chooses an ATTACK option'")
    elif att is not None:
        c = cat.card.get(att["card"])
        printed = {op.choice for op in (c.op("play"), c.op("activate")) if op is not None} if c else set()
        if att["options"] not in printed:
            out.append(f"attack.options: not the options printed on {short(att['card'])}")
        if att["by"] != active:
            out.append(f"attack.by: P{att['by'] + 1} attacks, but it is P{active + 1}'s turn")
        n = len(att["options"])
        allowed = att["allowed"]
        if not allowed or len(set(allowed)) != len(allowed) or not all(0 <= x < n for x in allowed):
            out.append(f"attack.allowed: options to choose among 0 to {n - 1}, each once")
    draw_left = d["cards_to_draw"]
    if (draw_left > 0) != (phase == "development_on_top"):
        out.append("cards_to_draw: cards wait to be drawn exactly while a development is offered on top")
    if phase == "glory_placement" and not any(u is not None for u in d["market"].values()):
        out.append("market: glory placement needs a face-up market card")
    return out
