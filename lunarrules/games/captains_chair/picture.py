"""What is shown of the Captain's Chair table: the view and the picture.

:func:`view` (``State._view``) is the plain data a player may see, the other
hand and the decks as counts. The picture (``State._picture``) is HTML with
inline SVG.

What a spectator sees: the stardate track (each stardate card in order, the glory
left on the topmost one, whether a resolution is triggered), the market (the
face-up card of each suit with its cost, VP, operations and the glory placed on
it, and the cards left in each deck), the Neutral Zone (each location, its VP and
each player's tokens there, who has secured it), the central decks and the
supply; and for both players the crew: resources, action and mission tokens,
the hand (face down), the decks and piles, the captain with its away teams, the
duty officer and status card, the fleet (where each ship's token flies), the
controlled locations, the play area, the Captain's Log, the staging area, beamed
cards, the specialty tracks and the missions of their crew board. Drawn from the
spectator's view of the state, in the game's words; icons carry their names as
text alternatives. No ipywidgets: this is the rich display of every state.

Each thing an action names is marked for clicks (``data-pick``, :mod:`lunarrules.kernel.picks`):
a market card ``card= target=`` (bought, glory placed on it, or scrapped), a Neutral Zone
location ``location= target=``, the face-down hand cards of the player to act ``card=
cards=`` (played, or discarded to answer an ATTACK), the cards of the crew areas (captain,
duty officer, status, fleet, locations, play area, development pile, staging area) ``card=``,
each mission ``mission=`` and the waiting ATTACK ``option=``. Only the attribute is added:
the look and the text stay the same.
"""

from __future__ import annotations

import math
from html import escape
from typing import TYPE_CHECKING

from lunarrules.i18n import N_, _, ngettext, pgettext
from lunarrules.kernel.picks import pick_attr, token

from . import effects
from .content import MARKET_SUITS
from .legal import crew_side, missions_for
from .table import market_decks_of
from .words import operation_words, resource_word, side_word, suit_word, track_word

if TYPE_CHECKING:  # pragma: no cover
    from .state import CaptainsChairState

NS = "http://www.w3.org/2000/svg"
RES = ("dilithium", "latinum", "glory")
SUIT_COLOUR = {"person": "#1d4ed8", "cargo": "#b45309", "ship": "#0f766e", "ally": "#7c3aed"}
#: How a card prints each trigger of its operations (translated where shown).
WHEN_WORDS = {
    "play": N_("PLAY"),
    "activate": N_("ACTIVATE"),
    "resupply": N_("RESUPPLY"),
    "cleanup": N_("CLEAN-UP"),
    "control": N_("CONTROL"),
    "endgame": N_("ENDGAME"),
}


# ------------------------------------------------------------------ the view
def view(state: CaptainsChairState, player: int | None) -> dict:
    """What ``player`` may see of the table as plain data (``State._view``); ``None``: everything.

    The other player's hand is a count; the decks are counts.
    """
    d = state.data
    players: list[dict[str, object]] = []
    out = {
        "turn": d["turn"],
        "active": f"P{d['active'] + 1}",
        "first_player": f"P{d['first_player'] + 1}",
        "market": {s: u for s, u in d["market"].items()},
        "market_glory": dict(d["market_glory"]),
        "market_deck_sizes": {s: len(v) for s, v in market_decks_of(d).items()},
        "neutral_zone": {
            u: {
                "P1": effects.tokens_at(state, u, 0),
                "P2": effects.tokens_at(state, u, 1),
                "secured_by": [f"P{i + 1}" for i in range(2) if u in effects.secured(state, i)],
            }
            for u in d["neutral_zone"]
        },
        "location_deck": len(d["location_deck_top"]) + len(d["location_deck"]),
        "stardates": list(d["stardates"]),
        "stardate_glory": d["stardate_glory"],
        "resolution_triggered": d["resolution"],
        "encounter_deck": len(d["encounters"]),
        "incident_deck": len(d["incidents"]),
        "supply_action_tokens": d["supply_action_tokens"],
        "junk": len(d["junk"]),
        "stored": {
            u: {r: n for r, n in zip(("dilithium", "latinum", "glory"), v, strict=True) if n}
            for u, v in d["stored"].items()
        },
        "players": players,
    }
    for i, pl in enumerate(d["seats"]):
        mine = player is None or player == i
        players.append(
            {
                "crew": pl.crew,
                "pool": {"dilithium": pl.pool[0], "latinum": pl.pool[1], "glory": pl.pool[2]},
                "action_tokens": pl.action_tokens,
                "hand": list(pl.hand) if mine else len(pl.hand),
                "draw_deck": pl.deck_size(),
                "discard": list(pl.discard),
                "in_play": list(pl.play_area),
                "fleet": {u: (pl.ships.get(u) or "-") for u in pl.fleet},
                "locations": list(pl.locations),
                "development": list(pl.development),
                "reserve": len(pl.reserve),
                "staging": [u for u, _ in pl.staging],
                "captains_log": list(pl.captains_log),
                "beamed": list(pl.beamed),
                "captain": pl.captain,
                "duty_officer": pl.duty_officer,
                "status": pl.status,
                "away_teams_on_captain": pl.away_teams,
                "specialty": list(pl.specialty),
                "missions": list(pl.missions),
                "mission_tokens": pl.mission_tokens,
            }
        )
    return out


def _svg(
    width: float,
    height: float,
    label: str,
    body: str,
    style: str = "vertical-align:-3px",
    pick: str = "",
) -> str:
    """An inline SVG with its text alternative (aria-label and title); ``pick``: its click mark."""
    lab = escape(label)
    st = f" style='{style}'" if style else ""
    return (
        f"<svg xmlns='{NS}' role='img' aria-label='{lab}' width='{width:g}' height='{height:g}' "
        f"viewBox='0 0 {width:g} {height:g}'{st}{pick}><title>{lab}</title>{body}</svg>"
    )


def _star(x: float, y: float, r: float, fill: str = "#facc15", stroke: str = "#854d0e") -> str:
    pts = []
    for k in range(10):
        rr = r if k % 2 == 0 else r * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        pts.append(f"{x + rr * math.cos(a):.1f},{y + rr * math.sin(a):.1f}")
    return f"<polygon points='{' '.join(pts)}' fill='{fill}' stroke='{stroke}' stroke-width='.8'/>"


_ICONS = {
    "dilithium": "<polygon points='8,1 13.5,6 8,15 2.5,6' fill='#f472b6' stroke='#831843'/>"
    "<path d='M2.5,6 H13.5 M8,1 L6,6 L8,15 L10,6 Z' fill='none' stroke='#831843' stroke-width='.7'/>",
    "latinum": "<path d='M2,11 L4,5 H12 L14,11 Z' fill='#fcd34d' stroke='#78350f'/>"
    "<path d='M4,5 L5,3 H11 L12,5' fill='#fde68a' stroke='#78350f'/>",
    "glory": _star(8, 8.5, 7),
    "action": "<polygon points='8,1.5 14,5 14,11 8,14.5 2,11 2,5' fill='#38bdf8' stroke='#075985'/>"
    "<path d='M6,5 L11,8 L6,11 Z' fill='#075985'/>",
    "mission": "<circle cx='8' cy='8' r='6.5' fill='#bbf7d0' stroke='#166534'/>"
    "<path d='M4.5,8 L7,10.5 L11.5,5.5' fill='none' stroke='#166534' stroke-width='1.8'/>",
    "away": "<circle cx='8' cy='4.5' r='3' fill='#dc2626'/><path d='M3,15 Q3,8.5 8,8.5 Q13,8.5 13,15 Z' fill='#dc2626'/>",
    "ship": "<path d='M8,1.5 L13,14 L8,11 L3,14 Z' fill='#475569' stroke='#0f172a'/>",
    "card": "<rect x='3' y='1.5' width='10' height='13' rx='1.5' fill='#1e293b' stroke='#0f172a'/>"
    "<circle cx='8' cy='8' r='2.5' fill='none' stroke='#94a3b8'/>",
}


def _icon(kind: str, label: str, size: int = 15, pick: str = "") -> str:
    return _svg(
        size, size, label, f"<g transform='scale({size / 16:g})'>{_ICONS[kind]}</g>", pick=pick
    )


def _card_pick(uid: str) -> str:
    """The mark of a card actions name by ``card=`` (played, activated, resolved, developed)."""
    return pick_attr(token("card", uid))


def _picked(uid: str, text: str) -> str:
    """``text`` (a card's name) marked as that card for clicks; it reads the same."""
    return f"<span{_card_pick(uid)}>{text}</span>"


def _amounts(values, words=RES) -> str:
    """Resources as icon + number, e.g. the pool or a cost."""
    out = []
    for w, v in zip(words, values, strict=True):
        word = resource_word(w)
        out.append(f"<span style='white-space:nowrap'>{_icon(w, word)} <b>{v}</b> {word}</span>")
    return " ".join(out)


def _name(cat, uid: str | None) -> str:
    c = cat.card.get(uid) if uid else None
    return c.name if c is not None else pgettext("captains_chair", "none")


def _stored(state, uid: str) -> str:
    """Resources stored on a card in play, as icons ("" when none)."""
    v = state.data["stored"].get(uid)
    if not v or not any(v):
        return ""
    items = ", ".join(
        f"{_icon(w, resource_word(w), 13)} {n}" for w, n in zip(RES, v, strict=True) if n
    )
    return " " + _("(stored: {items})").format(items=items)


def _ops(state, card) -> str:
    return "<br>".join(
        f"{_when(when)}: {escape(operation_words(state, op))}" for when, op in card.ops
    )


def _when(when: str) -> str:
    return _(WHEN_WORDS[when]) if when in WHEN_WORDS else when.upper()


# ------------------------------------------------------------------ centre
def _stardates(state) -> str:
    d = state.data
    cat = state.cat
    track = d["stardates"]
    cards = []
    for i, uid in enumerate(track):
        c = cat.card[uid]
        left = d["stardate_glory"] if i == 0 else c.glory
        # glory tokens drawn as stars, seven to a row
        per_row = 7
        rows = max(1, -(-max(c.glory, 1) // per_row))
        w, h = per_row * 15 + 4, rows * 15 + 2
        stars = []
        for k in range(c.glory):
            x, y = 9 + (k % per_row) * 15, 9 + (k // per_row) * 15
            stars.append(
                _star(x, y, 6.5)
                if k < left
                else f"<circle cx='{x}' cy='{y}' r='5' fill='none' stroke='#a8a29e' stroke-dasharray='2 2'/>"
            )
        label = ngettext(
            "{n} glory token left of {total}", "{n} glory tokens left of {total}", left
        ).format(n=left, total=c.glory)
        pic = _svg(w, h, label, "".join(stars), "display:block")
        top = i == 0
        place = pgettext("captains_chair", "TOPMOST") if top else _("then ({n})").format(n=i + 1)
        glory_left = _("{left} of {total} glory left").format(left=left, total=c.glory)
        cards.append(
            f"<div style='border:{'3px solid #ca8a04' if top else '1px solid #a8a29e'};border-radius:6px;"
            f"padding:3px 6px;background:{'#fefce8' if top else '#fafaf9'};flex:0 1 auto;min-width:0'>"
            f"<div style='font-size:11px;color:#78350f'>{place}</div>"
            f"<div style='font-weight:700'>{escape(c.name)}</div>{pic}"
            f"<div style='font-size:12px'>{glory_left}</div></div>"
        )
    if not track:
        cards.append("<div><i>" + _("no stardate left") + "</i></div>")
    flag = ""
    if d["resolution"]:
        rl = d["rounds_left"]
        said = (
            ngettext(
                "Resolution triggered: {n} round left to play",
                "Resolution triggered: {n} rounds left to play",
                rl,
            ).format(n=rl)
            if rl is not None
            else _("Resolution triggered")
        )
        flag = f"<div style='color:#b91c1c;font-weight:700'>{said}</div>"
    staged = [
        f"P{p + 1}: " + ", ".join(escape(cat.card[u].name) for u, _s in pl.staging)
        for p, pl in enumerate(d["seats"])
        if pl.staging
    ]
    staging = (
        "<div style='font-size:12px'>"
        + _("stardates in staging areas: {list}").format(list="; ".join(staged))
        + "</div>"
        if staged
        else ""
    )
    return (
        f"<div style='display:flex;flex-wrap:wrap;gap:6px;align-items:stretch'>{''.join(cards)}</div>"
        f"{flag}{staging}"
    )


def _market(state) -> str:
    d = state.data
    cat = state.cat
    cells = []
    for suit in MARKET_SUITS:
        uid = d["market"][suit]
        deck = len(d["market_decks"][suit])
        col = SUIT_COLOUR[suit]
        pick = ""
        if uid is None:
            body = "<div style='color:#64748b'><i>" + _("the deck ran out") + "</i></div>"
        else:
            # bought (acquire), glory placed on it (place_glory), scrapped by an operation (target)
            pick = pick_attr(token("card", uid), token("target", uid))
            c = cat.card[uid]
            glory = d["market_glory"].get(uid, 0)
            on_it = ngettext("{n} glory token on it", "{n} glory tokens on it", glory).format(
                n=glory
            )
            star = _icon("glory", _("glory on this card"))
            gl = f"<div>{star} {on_it}</div>" if glory else ""
            cost = _("cost {amounts}").format(amounts=_amounts(c.cost, RES[:2]))
            vp = pgettext("captains_chair", "{n} VP").format(n=c.vp)
            body = (
                f"<div style='font-weight:700'>{escape(c.name)}</div>"
                f"<div>{cost}</div>"
                f"<div>{vp}</div>{gl}"
                f"<div style='font-size:11.5px;color:#374151'>{_ops(state, c)}</div>"
            )
        in_deck = ngettext("{n} card in the deck", "{n} cards in the deck", deck).format(n=deck)
        cells.append(
            f"<div style='border:2px solid {col};border-radius:6px;padding:3px 6px;background:#fff;"
            f"flex:1 1 160px;min-width:0;max-width:300px;font-size:12.5px'{pick}>"
            f"<div style='font-size:11px;font-weight:700;color:{col}'>{suit_word(suit)} &middot; "
            f"{in_deck}</div>{body}</div>"
        )
    return f"<div style='display:flex;flex-wrap:wrap;gap:6px'>{''.join(cells)}</div>"


def _tokens(n: int, kind: str, label: str) -> str:
    icons = "".join(_icon(kind, label, 13) for _ in range(min(n, 6)))
    return icons + (f" +{n - 6}" if n > 6 else "")


def _zone(state) -> str:
    d = state.data
    cat = state.cat
    cells = []
    for loc in d["neutral_zone"]:
        c = cat.card[loc]
        rows = []
        for p in range(2):
            away = d["away_teams"][loc][p]
            ships = effects.ships_at(state, loc, p)
            secured = loc in effects.secured(state, p)
            who = f"P{p + 1}"
            n = away + ships
            if secured:
                count = ngettext("{n} token (secured)", "{n} tokens (secured)", n).format(n=n)
            else:
                count = ngettext("{n} token", "{n} tokens", n).format(n=n)
            teams = _tokens(away, "away", _("an away team of {player}").format(player=who))
            fleet = _tokens(ships, "ship", _("a ship of {player}").format(player=who))
            rows.append(
                f"<div style='{'font-weight:700;color:#166534' if secured else ''}'>{who}: "
                f"{teams}{fleet} {count}</div>"
            )
        vp = pgettext("captains_chair", "{n} VP").format(n=c.vp)
        # taken control of (location), or where an operation sends away teams or ships (target)
        pick = pick_attr(token("location", loc), token("target", loc))
        cells.append(
            f"<div style='border:1px solid #60a5fa;border-radius:6px;padding:3px 6px;background:#eff6ff;"
            f"flex:1 1 160px;min-width:0;max-width:300px;font-size:12.5px'{pick}>"
            f"<div style='font-weight:700'>{escape(c.name)} <span style='font-weight:400'>&middot; "
            f"{vp}</span>"
            f"</div>{''.join(rows)}<div style='font-size:11.5px;color:#374151'>{_ops(state, c)}</div></div>"
        )
    if not cells:
        cells.append("<div><i>" + _("the Neutral Zone is empty") + "</i></div>")
    return f"<div style='display:flex;flex-wrap:wrap;gap:6px'>{''.join(cells)}</div>"


def _pile(label: str, n: int, colour: str = "#1e293b") -> str:
    layers = min(3, n)
    body = []
    for k in range(max(1, layers)):
        off = k * 2
        if n:
            body.append(
                f"<rect x='{6 - off}' y='{6 - off}' width='20' height='27' rx='3' fill='{colour}' "
                "stroke='#0f172a'/>"
            )
        else:
            body.append(
                "<rect x='2' y='2' width='20' height='27' rx='3' fill='none' stroke='#64748b' "
                "stroke-dasharray='3 2'/>"
            )
    pic = _svg(
        28,
        35,
        ngettext("{pile}: {n} card", "{pile}: {n} cards", n).format(pile=label, n=n),
        "".join(body),
        "flex:none",
    )
    return (
        f"<div style='display:flex;align-items:center;gap:4px'>{pic}"
        f"<div style='font-size:12px;line-height:1.25'>{escape(label)}<br><b>{n}</b></div></div>"
    )


# ------------------------------------------------------------------ seats
def _track_bar(name: str, level: int, top: int, mult: int) -> str:
    w = 8 * (top + 1) + 2
    cells = "".join(
        f"<rect x='{1 + 8 * k}' y='1' width='7' height='10' fill='{'#0ea5e9' if k <= level and level else '#f1f5f9'}' "
        f"stroke='#94a3b8' stroke-width='.5'/>"
        for k in range(top + 1)
    )
    marker = f"<rect x='{1 + 8 * level - 0.5}' y='0' width='8' height='12' fill='none' stroke='#0f172a' stroke-width='1.5'/>"
    word = track_word(name, False)
    bar = _svg(
        w,
        12,
        _("{track} track at {level} of {top}").format(track=word, level=level, top=top),
        cells + marker,
        "vertical-align:-1px;max-width:100%",
    )
    return (
        f"<div style='white-space:nowrap;font-size:12px'><span style='display:inline-block;width:86px'>"
        f"{escape(word.capitalize())} {level}</span>{bar} <span style='color:#475569'>&times;{mult}</span></div>"
    )


def _seat(state, p: int, score) -> str:
    d = state.data
    cat = state.cat
    pl = d["seats"][p]
    crew = cat.crews[pl.crew]
    tags = []
    if d["first_player"] == p:
        tags.append(_("first player"))
    if d["active"] == p and not state.is_over:
        tags.append(_("taking the turn"))
    vp = pgettext("captains_chair", "{n} VP").format(n=f"{score:g}")
    head = (
        f"<div style='font-size:14px'><b>P{p + 1}</b> &middot; {escape(crew.name)} &middot; "
        f"<b>{vp}</b>{''.join(f' &middot; <i>{t}</i>' for t in tags)}</div>"
    )
    pool = _amounts(pl.pool)
    actions = ngettext("{n} action token", "{n} action tokens", pl.action_tokens).format(
        n=pl.action_tokens
    )
    missions_left = ngettext("{n} mission token", "{n} mission tokens", pl.mission_tokens).format(
        n=pl.mission_tokens
    )
    action_icons = _tokens(pl.action_tokens, "action", _("an action token"))
    mission_icons = _tokens(pl.mission_tokens, "mission", _("a mission-completion token"))
    tokens = f"{action_icons} {actions} &nbsp; {mission_icons} {missions_left}"
    face_down = _("a card in hand, face down")
    # the hand of the player to act is marked (played, or discarded to answer an ATTACK);
    # the other hand carries no mark, so the picture names no card it hides
    shown = pl.hand[:10]
    marks = (
        [pick_attr(token("card", u), token("cards", u)) for u in shown]
        if p == state.to_act
        else [""] * len(shown)
    )
    hand = "".join(_icon("card", face_down, 14, m) for m in marks)
    piles = "".join(
        (
            _pile(_("draw deck"), pl.deck_size()),
            _pile(pgettext("captains_chair", "discard"), len(pl.discard), "#64748b"),
            _pile(pgettext("captains_chair", "reserve"), len(pl.reserve), "#334155"),
        )
    )
    discard_top = (
        "<div style='font-size:12px'>"
        + _("top of the discard pile: {card}").format(card=escape(_name(cat, pl.discard[-1])))
        + "</div>"
        if pl.discard
        else ""
    )
    none = pgettext("captains_chair", "none")

    def names(uids, marked=True):
        return (
            ", ".join(
                (_picked(u, escape(_name(cat, u))) if marked else escape(_name(cat, u)))
                + _stored(state, u)
                for u in uids
            )
            or none
        )

    def ship(u):
        name = _picked(u, escape(_name(cat, u)))
        if pl.ships.get(u):
            name = _("{name} {icon} at {place}").format(
                name=name,
                icon=_icon("ship", _("its ship token")),
                place=escape(_name(cat, pl.ships[u])),
            )
        return name + _stored(state, u)

    fleet = ", ".join(ship(u) for u in pl.fleet) or none
    captain = ngettext(
        "{name} {icons} {n} away team on board",
        "{name} {icons} {n} away teams on board",
        pl.away_teams,
    ).format(
        name=f"{_picked(pl.captain, escape(_name(cat, pl.captain)))}{_stored(state, pl.captain)}",
        icons=_tokens(pl.away_teams, "away", _("an away team on the captain")),
        n=pl.away_teams,
    )
    rows = [
        (pgettext("captains_chair", "Captain"), captain),
        (
            pgettext("captains_chair", "Duty officer"),
            names([pl.duty_officer] if pl.duty_officer else []),
        ),
        (pgettext("captains_chair", "Status"), names([pl.status] if pl.status else [])),
        (pgettext("captains_chair", "Fleet"), fleet),
        (pgettext("captains_chair", "Locations"), names(pl.locations)),
        (pgettext("captains_chair", "In play"), names(pl.play_area)),
        (pgettext("captains_chair", "Captain's Log"), names(pl.captains_log, marked=False)),
        (pgettext("captains_chair", "Development"), names(pl.development)),
    ]
    if pl.staging:
        rows.append((pgettext("captains_chair", "Staging"), names([u for u, _s in pl.staging])))
    if pl.beamed:
        rows.append((pgettext("captains_chair", "Beamed"), names(pl.beamed, marked=False)))
    table = "".join(
        f"<div style='font-size:12.5px'><span style='color:#475569'>{k}:</span> {v}</div>"
        for k, v in rows
    )
    top = cat.params["specialty_max"]
    tracks = "".join(
        _track_bar(t, lvl, top, crew.focus_multiplier[min(lvl, len(crew.focus_multiplier) - 1)])
        for t, lvl in zip(crew.tracks, pl.specialty, strict=False)
    )
    side = side_word(crew_side(state, p))

    def mission(m) -> str:
        if m.id in pl.missions:
            return _("{mission} ({n} VP) &ndash; completed").format(mission=escape(m.name), n=m.vp)
        return _("{mission} ({n} VP)").format(mission=escape(m.name), n=m.vp)

    missions = "".join(
        f"<li style='{'color:#166534;font-weight:700' if m.id in pl.missions else ''}'"
        f"{pick_attr(token('mission', m.id))}>{mission(m)}</li>"
        for m in missions_for(state, p)
    )
    in_hand = ngettext("hand: {icons} {n} card", "hand: {icons} {n} cards", len(pl.hand)).format(
        icons=hand, n=len(pl.hand)
    )
    specialty = _("Specialty tracks")
    level = _("(level and focus multiplier)")
    side_missions = _("Missions ({side} side)").format(side=side)
    return (
        f"<div style='border:1px solid #94a3b8;border-radius:6px;padding:6px;background:#fff;"
        f"flex:1 1 340px;min-width:0;max-width:640px'>{head}"
        f"<div style='margin:2px 0'>{pool}</div><div style='font-size:12.5px'>{tokens}</div>"
        f"<div style='font-size:12.5px'>{in_hand}</div>"
        f"<div style='display:flex;flex-wrap:wrap;gap:10px;margin:3px 0'>{piles}</div>{discard_top}"
        f"{table}<div style='font-size:12.5px;font-weight:700;margin-top:4px'>{specialty} "
        f"<span style='font-weight:400;color:#475569'>{level}</span></div>{tracks}"
        f"<div style='font-size:12.5px;font-weight:700;margin-top:4px'>{side_missions}</div>"
        f"<ul style='margin:0 0 0 18px;padding:0;font-size:12.5px'>{missions or f'<li>{none}</li>'}</ul></div>"
    )


def picture(state) -> str:
    """The whole Captain's Chair table as HTML with inline SVG (see the module docstring).

    Parameters
    ----------
    state : CaptainsChairState
        Any position.

    Returns
    -------
    str
        HTML: the stardate track, market, Neutral Zone and decks, then both crews.
    """
    d = state.data
    scores = state.scores() or [0, 0]
    incidents = len(d["incidents"])
    burn = d["burn"] or not incidents
    decks = "".join(
        (
            _pile(_("encounter deck"), len(d["encounters"]), "#0e7490"),
            _pile(
                _("incident deck (the Burn: the incident deck is empty)")
                if burn
                else _("incident deck"),
                incidents,
                "#991b1b",
            ),
            _pile(
                _("location deck"), len(d["location_deck_top"]) + len(d["location_deck"]), "#1d4ed8"
            ),
            _pile(_("junk pile"), len(d["junk"]), "#78716c"),
        )
    )
    left = d["supply_action_tokens"]
    supply = (
        "<div style='font-size:12.5px;align-self:center'>"
        + ngettext(
            "supply: {icons} {n} action token", "supply: {icons} {n} action tokens", left
        ).format(icons=_tokens(left, "action", _("an action token in the supply")), n=left)
        + "</div>"
    )
    seats = "".join(_seat(state, p, scores[p]) for p in range(2))
    attack = ""
    if d["attack"]:
        by = d["attack"]["by"]
        # the ATTACK waiting for an answer: each of its options (respond option=)
        options = pick_attr(*(token("option", i) for i in range(len(d["attack"]["options"]))))
        attack = (
            "<div style='border-left:4px solid #dc2626;background:#fef2f2;padding:3px 8px;margin:4px 0'"
            f"{options}>"
            + _("Waiting for: {player} chooses how to answer the ATTACK of {card}").format(
                player=f"P{2 - by}", card=escape(_name(state.cat, d["attack"]["card"]))
            )
            + "</div>"
        )

    def section(title: str) -> str:
        return f"<div style='font-weight:700;margin-top:6px'>{title}</div>"

    turn = _("Turn {n}").format(n=d["turn"])
    track, market, zone = (
        _("Stardate track"),
        pgettext("captains_chair", "Market"),
        _("Neutral Zone"),
    )
    return (
        "<div class='lunarrules-picture' style='font:13px/1.4 system-ui,sans-serif;color:#111827;"
        "background:#fff;padding:4px;max-width:100%;box-sizing:border-box'>"
        f"<div>{turn}</div>{attack}"
        f"{section(track)}{_stardates(state)}"
        f"{section(market)}{_market(state)}"
        f"{section(zone)}{_zone(state)}"
        f"<div style='display:flex;flex-wrap:wrap;gap:12px;margin:6px 0'>{decks}{supply}</div>"
        f"<div style='display:flex;flex-wrap:wrap;gap:8px;margin-top:6px'>{seats}</div></div>"
    )
