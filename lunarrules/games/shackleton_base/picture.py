"""A picture of the Shackleton Base table: what a notebook shows for a state.

:func:`picture` draws the whole table as HTML with inline SVG, in the game's words:
the crater (sectors and their resource, solar panels, structures by owner,
corporation markers, explore spaces with their fee and occupant, the panels left
around the crater), the energy track, the command area with its surcharges, the
Lunar Gateway, the shuttle and leader tiles on offer, each corporation (markers,
projects, goals) and each agency's supply and base. Nothing in the game is
hidden, so a spectator sees it all.

Every icon is a drawing with a text alternative (``role="img"``, ``aria-label``
and ``<title>``); no emoji or glyph fonts. No widgets are imported here.
"""

from __future__ import annotations

import html
import math

from . import crater
from .params import (
    ASTRONAUTS,
    GATEWAY_CAP,
    OBJECTIVE_MARKERS,
    ROUNDS,
    STRUCTURE_COUNTS,
    amounts,
    name_of,
    stat_amount,
    structure_name,
)

COLOURS = ("#2563eb", "#dc2626", "#16a34a", "#9333ea")  # P1..P4
NEUTRAL = "#6b7280"
CORP_COLOURS = {"artemis_tours": "#f59e0b", "moon_mining": "#78716c",
                "selenium_research": "#06b6d4", "regolith_logistics": "#84cc16"}
OTHER_CORP_COLOURS = ("#ec4899", "#0ea5e9", "#a16207", "#14b8a6")
ASTRO_COLOURS = ("#ea580c", "#0891b2", "#7c3aed")  # engineer, technician, scientist
ASTRO_LETTER = ("E", "T", "S")
RESOURCE_FILL = {"titanium": "#e2e8f0", "rare_earth": "#ede9fe"}
RESOURCE_WORD = {"titanium": "titanium", "rare_earth": "rare earth"}
SIZE = 44.0
OX, OY = 272.0, 272.0  # the centre of the crater in the drawing
RING = 240.0  # radius of the solar panel spaces around the crater
WIDTH, HEIGHT = 544, 544

STYLE = """<style>
.lr-sbp{font-family:Helvetica,Arial,sans-serif;font-size:13px;color:#1f2937;max-width:1100px}
.lr-sbp .row{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start}
.lr-sbp .card{border:1px solid #cbd5e1;border-radius:8px;padding:6px 8px;background:#fff;
  flex:1 1 250px;min-width:0;box-sizing:border-box}
.lr-sbp h4{margin:0 0 4px 0;font-size:14px}
.lr-sbp .crater{flex:1 1 340px;max-width:560px}
.lr-sbp svg.map{width:100%;height:auto;display:block}
.lr-sbp .side{flex:1 1 300px;display:flex;flex-direction:column;gap:10px;min-width:0}
.lr-sbp .side .card{flex:0 0 auto}
.lr-sbp svg.track{width:100%;max-width:440px;height:auto;display:block}
.lr-sbp .legend{font-size:12px;color:#374151;line-height:1.7}
.lr-sbp .legend span{white-space:nowrap;margin-right:8px}
.lr-sbp table{border-collapse:collapse;font-size:12px}
.lr-sbp td,.lr-sbp th{padding:2px 5px;text-align:left;vertical-align:top}
.lr-sbp .chip{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:4px;
  vertical-align:baseline}
.lr-sbp .muted{color:#6b7280}
.lr-sbp ul{margin:2px 0 2px 16px;padding:0}
.lr-sbp svg{vertical-align:middle}
</style>"""


def _e(text) -> str:
    return html.escape(str(text), quote=True)


def colour(seat: int) -> str:
    """The colour of seat ``seat`` (0-based); a neutral grey for -1 (2-player neutral domes)."""
    return NEUTRAL if seat < 0 else COLOURS[seat % len(COLOURS)]


def corp_colour(state, corp: str) -> str:
    if corp in CORP_COLOURS:
        return CORP_COLOURS[corp]
    others = sorted(c for c in state.cat.corps if c not in CORP_COLOURS)
    return OTHER_CORP_COLOURS[others.index(corp) % len(OTHER_CORP_COLOURS)] if corp in others else "#000"


def _icon(body: str, label: str, size: int = 16, box: int = 20) -> str:
    text = _e(label)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
            f'viewBox="0 0 {box} {box}" role="img" aria-label="{text}"><title>{text}</title>'
            f'{body}</svg>')


def _sun(x: float, y: float, r: float = 4.0) -> str:
    rays = []
    for k in range(8):
        a = math.radians(45 * k)
        rays.append(f'<line x1="{x + (r + 1.2) * math.cos(a):.1f}" y1="{y + (r + 1.2) * math.sin(a):.1f}" '
                    f'x2="{x + (r + 3.2) * math.cos(a):.1f}" y2="{y + (r + 3.2) * math.sin(a):.1f}" '
                    'stroke="#d97706" stroke-width="1.3"/>')
    return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="#fbbf24"/>' + "".join(rays)


def _star(x: float, y: float, r: float, fill: str = "#f59e0b") -> str:
    pts = []
    for k in range(10):
        a = math.radians(-90 + 36 * k)
        rr = r if k % 2 == 0 else r * 0.45
        pts.append(f"{x + rr * math.cos(a):.1f},{y + rr * math.sin(a):.1f}")
    return f'<polygon points="{" ".join(pts)}" fill="{fill}"/>'


def astronaut_icon(kind: int, label: str | None = None, size: int = 16) -> str:
    """A small astronaut of type ``kind`` (0 engineer, 1 technician, 2 scientist)."""
    fill = ASTRO_COLOURS[kind]
    body = (f'<circle cx="10" cy="6" r="4.5" fill="{fill}"/>'
            f'<circle cx="10" cy="6" r="2.6" fill="#e0f2fe"/>'
            f'<path d="M3 19 Q3 11 10 11 Q17 11 17 19 Z" fill="{fill}"/>'
            f'<text x="10" y="18" font-size="7" font-family="Helvetica,Arial,sans-serif" '
            f'text-anchor="middle" fill="#fff" font-weight="bold">{ASTRO_LETTER[kind]}</text>')
    return _icon(body, label or ASTRONAUTS[kind], size)


def sun_icon(label: str = "energized sector (solar panel)") -> str:
    return _icon(_sun(10, 10, 4.5), label)


def star_icon(label: str = "reputation symbol") -> str:
    return _icon(_star(10, 10, 8), label)


def resource_swatch(resource: str) -> str:
    return _icon(f'<polygon points="10,1 18,5.5 18,14.5 10,19 2,14.5 2,5.5" '
                 f'fill="{RESOURCE_FILL[resource]}" stroke="#374151"/>',
                 f"{RESOURCE_WORD[resource]} sector")


def _chip(fill: str) -> str:
    return f'<span class="chip" style="background:{fill}"></span>'


def _seat(q: int) -> str:
    return f'<b style="color:{colour(q)}">P{q + 1}</b>'


# ----------------------------------------------------------------- the crater
def _xy(q: float, r: float) -> tuple[float, float]:
    return OX + SIZE * math.sqrt(3) * (q + r / 2), OY + SIZE * 1.5 * r


def _hex_points(q: int, r: int) -> str:
    cx, cy = _xy(q, r)
    pts = []
    for k in range(6):
        a = math.radians(60 * k - 30)
        pts.append(f"{cx + SIZE * 0.97 * math.cos(a):.1f},{cy + SIZE * 0.97 * math.sin(a):.1f}")
    return " ".join(pts)


def _holder(o: int) -> str:
    return "neutral" if o < 0 else f"P{o + 1}"


def crater_svg(state) -> str:
    """The crater of ``state`` as one ``<svg>``: sectors with their resource and solar
    panel, structures by owner, corporation markers on the corners, explore spaces with
    their fee and occupant, the central hex's panels and the panels left around it.

    Parameters
    ----------
    state : ShackletonState

    Returns
    -------
    str
        An ``<svg role="img">`` element with an ``aria-label`` and a ``<title>``.
    """
    d = state.data
    cat = state.cat
    energized = sum(1 for x in d["sector_panels"] if x)
    built = sum(len(x) for x in d["structures"])
    busy = sum(1 for x in d["explore"] if x is not None)
    label = (f"The crater: {energized} of {len(crater.SECTORS)} sectors energized, {built} "
             f"structures standing, {len(d['markers'])} corporation markers, {busy} of "
             f"{len(crater.ROWS)} explore spaces taken, {len(d['ring_panels'])} solar panels "
             f"left around it")
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
           f'width="{WIDTH}" height="{HEIGHT}" class="map" role="img" aria-label="{_e(label)}" '
           'font-family="Helvetica,Arial,sans-serif" font-size="10">'
           f'<title>{_e(label)}</title>'
           f'<circle cx="{OX}" cy="{OY}" r="{RING + 14}" fill="#f8fafc" stroke="#cbd5e1"/>']
    # solar panel spaces around the crater, clockwise from the top
    left = set(d["ring_panels"])
    nxt = d["ring_panels"][0] if d["ring_panels"] else None
    n_ring = len(cat.ring)
    for k, energy in enumerate(cat.ring):
        a = math.radians(-90 + 360 * k / n_ring)
        x, y = OX + RING * math.cos(a), OY + RING * math.sin(a)
        if k in left:
            tip = (f"solar panel space {k + 1}: a panel giving {energy} energy"
                   + (" (the next one built)" if k == nxt else ""))
            out.append(f'<rect x="{x - 9:.1f}" y="{y - 9:.1f}" width="18" height="18" rx="2" '
                       f'fill="#1e40af" stroke="{"#f59e0b" if k == nxt else "#1e3a8a"}" '
                       f'stroke-width="{2.5 if k == nxt else 1}"><title>{tip}</title></rect>'
                       f'<text x="{x:.1f}" y="{y + 3.5:.1f}" text-anchor="middle" fill="#fff" '
                       f'font-weight="bold">{energy}</text>')
        else:
            out.append(f'<rect x="{x - 9:.1f}" y="{y - 9:.1f}" width="18" height="18" rx="2" '
                       f'fill="none" stroke="#94a3b8" stroke-dasharray="3 2"><title>solar panel '
                       f'space {k + 1}: its panel is built</title></rect>')
    # the central hex and its panels
    cx, cy = _xy(0, 0)
    out.append(f'<polygon points="{_hex_points(0, 0)}" fill="#fde68a" stroke="#92400e">'
               f'<title>the central hex: {d["central_panels"]} solar panels on it</title></polygon>'
               f'<text x="{cx:.1f}" y="{cy - 4:.1f}" text-anchor="middle">centre</text>'
               f'<text x="{cx:.1f}" y="{cy + 9:.1f}" text-anchor="middle">'
               f'{d["central_panels"]} panel{"" if d["central_panels"] == 1 else "s"}</text>')
    for sec in crater.SECTORS:
        q, r = crater.COORD[sec]
        i = crater.INDEX[sec]
        x, y = _xy(q, r)
        res = cat.sector_resource.get(sec, "titanium")
        lit = bool(d["sector_panels"][i])
        tip = f"sector {sec}: {RESOURCE_WORD.get(res, res)}" + (", energized" if lit else "")
        stands = [f"{_holder(o)} {structure_name(kind)}" for o, kind in d["structures"][i]]
        if stands:
            tip += "; " + ", ".join(stands)
        out.append(f'<polygon points="{_hex_points(q, r)}" fill="{RESOURCE_FILL.get(res, "#fff")}" '
                   f'stroke="{"#d97706" if lit else "#64748b"}" stroke-width="{2.2 if lit else 1}">'
                   f'<title>{_e(tip)}</title></polygon>')
        out.append(f'<text x="{x:.1f}" y="{y - 18:.1f}" text-anchor="middle" fill="#334155" '
                   f'font-weight="bold" font-size="11">{sec}</text>')
        if lit:
            out.append(_sun(x + 20, y - 22, 4))
        stack = d["structures"][i]
        top = y + 2 - 5.5 * max(0, len(stack) - 2)  # three lines start higher to stay inside
        for k, (o, kind) in enumerate(stack):
            out.append(f'<text x="{x:.1f}" y="{top + 11.5 * k:.1f}" text-anchor="middle" '
                       f'font-size="{10.5 if len(stack) < 3 and o >= 0 else 9.5}" font-weight="bold" '
                       f'fill="{colour(o)}">'
                       f'{_holder(o)} {structure_name(kind)}</text>')
    # corporation markers on the corners
    for m, (corp, typ) in sorted(d["markers"].items()):
        hexes = crater.MARKER_CORNERS[m]
        mx = sum(_xy(*h)[0] for h in hexes) / 3
        my = sum(_xy(*h)[1] for h in hexes) / 3
        spec = cat.corps.get(corp, {})
        gain = amounts(spec.get("marker_gain", {}).get(typ))
        out.append(f'<circle cx="{mx:.1f}" cy="{my:.1f}" r="6" fill="{corp_colour(state, corp)}" '
                   f'stroke="#111"><title>{_e(name_of(cat.corps, corp))} marker on space {m}: '
                   f'{_e(gain)}</title></circle>')
        if len(set(spec.get("markers", ()))) > 1:
            out.append(f'<text x="{mx:.1f}" y="{my + 3:.1f}" text-anchor="middle" font-size="8" '
                       f'font-weight="bold">{_e(str(typ).upper())}</text>')
    # explore spaces: fee per sector of the row, and the astronaut on it
    for sp, row in enumerate(crater.ROWS, start=1):
        x, y = _xy(*crater.SPACE_POS[sp])
        occ = d["explore"][sp - 1]
        fee = cat.fees[sp - 1]
        where = f"explore space {sp} (row {', '.join(row)}): fee {fee} per sector"
        if occ is None:
            out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="14" fill="#fff" stroke="#111">'
                       f'<title>{_e(where)}, free</title></circle>'
                       f'<text x="{x:.1f}" y="{y + 1:.1f}" text-anchor="middle" font-weight="bold" '
                       f'font-size="11">{sp}</text><text x="{x:.1f}" y="{y + 9:.1f}" text-anchor="middle" '
                       f'font-size="8" fill="#475569">fee {fee}</text>')
        else:
            who, t = occ
            out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="14" fill="{colour(who)}" stroke="#111">'
                       f'<title>{_e(where)}, P{who + 1}\'s {ASTRONAUTS[t]}</title></circle>'
                       f'<text x="{x:.1f}" y="{y + 1:.1f}" text-anchor="middle" font-weight="bold" '
                       f'font-size="11" fill="#fff">{sp}</text><text x="{x:.1f}" y="{y + 9.5:.1f}" '
                       f'text-anchor="middle" font-size="8.5" fill="#fff" font-weight="bold">'
                       f'P{who + 1} {ASTRO_LETTER[t]}</text>')
    out.append("</svg>")
    return "".join(out)


def _crater_legend(state) -> str:
    cat = state.cat
    corps = []
    for c in state.data["corporations"]:
        spec = cat.corps.get(c, {})
        gains = spec.get("marker_gain", {})
        types = list(dict.fromkeys(spec.get("markers", ())))
        if len(types) > 1:
            what = "; ".join(f"{str(t).upper()}: {amounts(gains.get(t))}" for t in types)
        else:
            what = amounts(gains.get(types[0])) if types else "nothing"
        corps.append(f"<span>{_chip(corp_colour(state, c))}{_e(name_of(cat.corps, c))} marker "
                     f"({_e(what)})</span>")
    return ("<div class='legend'><div>"
            f"<span>{resource_swatch('titanium')} titanium sector</span>"
            f"<span>{resource_swatch('rare_earth')} rare earth sector</span>"
            f"<span>{sun_icon()} energized (solar panel)</span></div><div>"
            f"<span>{astronaut_icon(0)} E engineer</span><span>{astronaut_icon(1)} T technician</span>"
            f"<span>{astronaut_icon(2)} S scientist</span></div>"
            "<div>Circles on the rim: explore spaces, with their number and the fee in credits "
            "per sector of their row (or the astronaut on them).</div>"
            "<div>Blue squares around the crater: solar panels left, with the energy each gives.</div>"
            "<div>" + "".join(corps) + "</div></div>")


# ------------------------------------------------------------- shared areas
def energy_svg(state) -> str:
    """The shared energy track: spaces 0..max, the marker, reputation symbols, and the
    two rightmost spaces where no solar panel may be built."""
    d = state.data
    mx = state.cat.energy_max
    cell = 30
    w = (mx + 1) * cell + 10
    label = (f"Energy track: {d['energy']} of {mx}; reputation symbols on spaces "
             f"{', '.join(str(s) for s in state.cat.rep_spaces)}")
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} 50" width="{w}" height="50" class="track" '
           f'role="img" aria-label="{_e(label)}" font-family="Helvetica,Arial,sans-serif" '
           f'font-size="11"><title>{_e(label)}</title>']
    for k in range(mx + 1):
        x = 5 + k * cell
        here = k == d["energy"]
        blocked = k >= mx - 1
        fill = "#f59e0b" if here else ("#e5e7eb" if blocked else "#fff")
        out.append(f'<rect x="{x}" y="4" width="{cell - 2}" height="26" rx="3" fill="{fill}" '
                   f'stroke="{"#92400e" if here else "#94a3b8"}" stroke-width="{2 if here else 1}"/>'
                   f'<text x="{x + (cell - 2) / 2}" y="21" text-anchor="middle" '
                   f'font-weight="{"bold" if here else "normal"}">{k}</text>')
        if k in state.cat.rep_spaces:
            out.append(_star(x + (cell - 2) / 2, 40, 6))
    out.append("</svg>")
    return "".join(out)


def _energy_card(state) -> str:
    d = state.data
    ring = len(d["ring_panels"])
    nxt = (f"; the next gives {state.cat.ring[d['ring_panels'][0]]} energy" if ring else "")
    return (f"<div class='card'><h4>Energy {d['energy']} of {state.cat.energy_max}</h4>"
            f"{energy_svg(state)}<div class='legend'><div>{star_icon()} a reputation symbol: "
            f"a panel that moves the marker past it gives 1 reputation</div>"
            f"<div>No solar panel can be built while the marker is on the grey spaces "
            f"{state.cat.energy_max - 1} and {state.cat.energy_max}.</div>"
            f"<div>{ring} solar panel{'' if ring == 1 else 's'} left around the crater{nxt}.</div>"
            "</div></div>")


def _command_card(state) -> str:
    d = state.data
    slots = state.cat.slots[state.players]
    rows = []
    for which, word in (("build", "Build"), ("fund", "Fund"), ("corp", "Corporation")):
        used = d["slots"][which]
        cells = []
        for i, charge in enumerate(slots):
            if i < len(used):
                who, t = used[i]
                cells.append(f"<td>{astronaut_icon(t, f'P{who + 1} {ASTRONAUTS[t]}', 14)}"
                             f"{_seat(who)} {ASTRONAUTS[t]}</td>")
            else:
                extra = "free" if charge == 0 else f"+{charge} credit{'' if charge == 1 else 's'}"
                cells.append(f"<td class='muted'>{extra}</td>")
        rows.append(f"<tr><th>{word}</th>{''.join(cells)}</tr>")
    return ("<div class='card'><h4>Command area</h4><table>" + "".join(rows) + "</table>"
            "<div class='legend'>each astronaut takes the leftmost free slot and pays its "
            "surcharge</div></div>")


def _gateway_card(state) -> str:
    gw = state.data["gateway"]
    parts = [f"<span>{astronaut_icon(i, f'{n} {a} at the Gateway')} {n} {a}"
             f"{'' if n == 1 else 's'}</span>" for i, (n, a) in enumerate(zip(gw, ASTRONAUTS, strict=True))]
    return (f"<div class='card'><h4>Lunar Gateway</h4><div class='legend'>{' '.join(parts)}"
            f"<div class='muted'>Leftover shuttle astronauts join it up to {GATEWAY_CAP} of each "
            "type.</div></div></div>")


def _crew(spec: dict) -> str:
    crew = spec.get("astronauts", {})
    return ", ".join(f"{crew.get(a, 0)} {a}{'' if crew.get(a, 0) == 1 else 's'}"
                     for a in ASTRONAUTS if crew.get(a, 0))


def _offer_card(state) -> str:
    """Shuttle tiles revealed this round and leader tiles still on offer (setup)."""
    d = state.data
    cat = state.cat
    items = []
    owners = {t: q for q, t in d["picked"].items()}
    for t in d["revealed"]:
        spec = cat.shuttles.get(t, {})
        gain = spec.get("gain") or {}
        plus = f", plus {amounts(gain)}" if any(gain.values()) else ""
        taken = f" (taken by {_seat(owners[t])})" if t in owners else ""
        items.append(f"<li>Shuttle tile {_e(spec.get('number', '?'))}: {_e(_crew(spec))}"
                     f"{_e(plus)}{taken}</li>")
    for leader, face in d["leaders"]:
        income = (cat.leaders.get(leader) or {}).get(str(face).lower())
        items.append(f"<li>Leader tile {_e(name_of(cat.leaders, leader))}, face {_e(face)}: "
                     f"{_e(amounts(income))} in each maintenance</li>")
    if not items:
        return ""
    return f"<div class='card'><h4>On offer</h4><ul>{''.join(items)}</ul></div>"


def _corporation_cards(state) -> str:
    d = state.data
    cat = state.cat
    claimed = {(c, j): q for c, j, q in d["goals"]}
    cards = []
    for c in d["corporations"]:
        spec = cat.corps.get(c, {})
        on_board = len(d["board_markers"].get(c, ()))
        projects = []
        for pid in d["visible"].get(c, ()):
            pr = state.project_printed(pid)
            vp = cat.projects.get(pid, {}).get("vp", 0)
            projects.append(f"<li>{_e(name_of(cat.projects, pid))}: {pr['cost']} credit"
                            f"{'' if pr['cost'] == 1 else 's'}, needs {pr['energy']} energy, "
                            f"{vp} VP</li>")
        pile = len(d["project_piles"].get(c, ()))
        goals = []
        for j, g in enumerate(spec.get("goals", ())):
            need = g.get("min_players", 2)
            who = claimed.get((c, j))
            if who is not None:
                state_word = f"claimed by {_seat(who)}"
            elif state.players < need:
                state_word = f"<span class='muted'>only with {need} or more players</span>"
            else:
                state_word = "<span class='muted'>open</span>"
            goals.append(f"<li>{_e(stat_amount(g['at_least'], g['stat']))} for {g['vp']} VP: "
                         f"{state_word}</li>")
        cards.append(
            f"<div class='card'><h4>{_chip(corp_colour(state, c))}{_e(name_of(cat.corps, c))}</h4>"
            f"<div>{on_board} marker{'' if on_board == 1 else 's'} on its board</div>"
            f"<div>Projects on offer ({pile} more in its pile):</div>"
            f"<ul>{''.join(projects) or '<li>none</li>'}</ul><div>Goals:</div>"
            f"<ul>{''.join(goals)}</ul></div>")
    return "".join(cards)


# ------------------------------------------------------------------ agencies
def _count_of(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _astronauts(counts) -> str:
    if not any(counts):
        return "<span class='muted'>none</span>"
    return " ".join(f"{astronaut_icon(i, _count_of(n, ASTRONAUTS[i]), 15)}{n}"
                    for i, n in enumerate(counts))


def agency_card(state, q: int) -> str:
    """One agency: supply, leader, shuttle, base (astronauts and structures), projects, goals."""
    d = state.data
    cat = state.cat
    pl = d["agencies"][q]
    to_act = state.to_act == q and not state.is_over
    head = (f"<h4 style='color:{colour(q)}'>{_chip(colour(q))}P{q + 1}"
            + (" <span class='muted'>(to act)</span>" if to_act else "") + "</h4>")
    if pl["leader"]:
        leader, face = pl["leader"]
        income = (cat.leaders.get(leader) or {}).get(str(face).lower())
        leader_line = (f"Leader: {_e(name_of(cat.leaders, leader))}, face {_e(face)} "
                       f"({_e(amounts(income))} each maintenance)")
    else:
        leader_line = "Leader: <span class='muted'>not chosen yet</span>"
    supply = (f"{_count_of(pl['credits'], 'credit')}, {pl['titanium']} titanium, "
              f"{pl['rare_earth']} rare earth, reputation {pl['reputation']}, {pl['vp']} VP")
    final = ""
    if state.is_over:
        r = state.final_breakdown(q)
        final = (f"<div><b>Final score {r['total']} VP</b> <span class='muted'>(VP track "
                 f"{r['track']}, projects {r['projects']}, labs {r['labs']}, reputation "
                 f"{r['reputation']}, corporations {r['corporations']})</span></div>")
    shuttle = ""
    if pl["shuttle_tile"]:
        shuttle = f" (shuttle tile {_e(cat.shuttles.get(pl['shuttle_tile'], {}).get('number', '?'))})"
    built = []
    for kind, _n, sector, housed in pl["structures"]:
        inside = ", ".join(ASTRONAUTS[t] for t in housed)
        built.append(f"<li>{structure_name(kind)} in {sector}"
                     + (f", housing {inside}" if inside else "") + "</li>")
    in_base = ", ".join(_count_of(STRUCTURE_COUNTS[k] - state.built(q, k), structure_name(k))
                        for k in STRUCTURE_COUNTS)
    projects = ", ".join(name_of(cat.projects, x) + (" (action used)" if x in pl["turned_projects"] else "")
                         for x in pl["projects"])
    goals = ", ".join(name_of(cat.corps, c) for c in pl["objectives"])
    markers_left = OBJECTIVE_MARKERS - len(pl["objectives"])
    return (f"<div class='card' style='border-left:5px solid {colour(q)}'>{head}"
            f"{final}<div>{supply}</div><div>{leader_line}</div>"
            f"<div>To place this round{shuttle}: {_astronauts(pl['astronauts'])}</div>"
            f"<div>Waiting in its base: {_astronauts(pl['waiting'])}</div>"
            f"<div>Built:</div><ul>{''.join(built) or '<li>nothing yet</li>'}</ul>"
            f"<div class='muted'>Still in its base: {in_base}</div>"
            f"<div>Projects: {_e(projects) or '<span class=muted>none</span>'}</div>"
            f"<div>Goals claimed: {_e(goals) or '<span class=muted>none</span>'} "
            f"<span class='muted'>({markers_left} goal marker{'' if markers_left == 1 else 's'} left)"
            "</span></div></div>")


def agencies_html(state) -> str:
    """Every agency's card, P1 first."""
    return "<div class='row'>" + "".join(agency_card(state, q) for q in range(state.players)) + "</div>"


def status_line(state) -> str:
    d = state.data
    order = ", ".join(f"P{q + 1}" for q in d["order"])
    return f"<div><b>Round {d['round']} of {ROUNDS}</b> · turn order {order}</div>"


def picture(state) -> str:
    """The whole Shackleton Base table as HTML with inline SVG (a spectator's view).

    Parameters
    ----------
    state : ShackletonState

    Returns
    -------
    str
        A ``<div>`` with the crater, the energy track, the command area, the Gateway,
        the tiles on offer, the corporations and one card per agency (P1..Pn).
    """
    return (f"{STYLE}<div class='lr-sbp'>{status_line(state)}"
            f"<div class='row'><div class='card crater'>{crater_svg(state)}{_crater_legend(state)}</div>"
            f"<div class='side'>{_energy_card(state)}{_command_card(state)}{_gateway_card(state)}"
            f"{_offer_card(state)}</div></div>"
            f"<h4 style='margin-top:8px'>Corporations</h4><div class='row'>{_corporation_cards(state)}</div>"
            f"<h4 style='margin-top:8px'>Agencies</h4>{agencies_html(state)}</div>")
