"""What is shown of the Shackleton Base table: the plain view and the picture.

:func:`view` is the plain data a player may see, with the crater map the rules read.
:func:`picture` draws the whole table as HTML with inline SVG, in the game's words: the
crater (sectors and their resource, solar panels, structures by owner, corporation
markers, explore spaces with their fee and occupant, the panels left around the
crater), the energy track, the command area with its surcharges, the Lunar Gateway,
the shuttle and leader tiles on offer, each corporation (markers, projects, goals) and
each agency's supply and base. Nothing in the game is hidden, so a spectator sees it
all.

Every icon is a drawing with a text alternative (``role="img"``, ``aria-label``
and ``<title>``); no emoji or glyph fonts. No widgets are imported here.

Each thing an action names carries a ``data-pick`` attribute (:mod:`lunarrules.kernel.picks`)
holding the action's own ``param=value`` tokens, so a click on it offers those actions:
a sector ``sector=c3`` (first dome, build), an explore space ``space=4+astronaut=...``
(explore), a command row ``which=build``, a shuttle tile ``tile=5``, a leader tile
``leader=geologist``, a corporation ``corp=... source=...`` (engineer bonus, its board
action), a visible project ``project=...`` (fund) and a funded one ``source=...`` (its
action). Some tokens name different things in different steps (``space=4`` is an explore
space during the main action and a marker space while a marker is chosen;
``astronaut=engineer`` one on the shuttle tile, waiting in the base or at the Gateway), so
those marks are drawn only in the steps where the thing is what the action means: the
corporation markers (``space=``) while a marker is activated or the engineer bonus chosen,
the acting agency's shuttle astronauts during its main action, its waiting astronauts
while they move into structures (and its structures ``structure=2`` then), the Gateway's
astronauts while one is taken. Labels drawn over a marked shape let clicks through
(``pointer-events="none"``) so the shape under them is what is clicked.
"""

from __future__ import annotations

import html
import math

from lunarrules.i18n import N_, _, ngettext, pgettext
from lunarrules.kernel.picks import pick_attr, token
from lunarrules.kernel.plain import to_plain

from . import geometry, legal, scoring
from .params import ASTRONAUTS, GATEWAY_CAP, OBJECTIVE_MARKERS, ROUNDS, STRUCTURE_COUNTS
from .words import (
    amount,
    amounts,
    astronaut_name,
    name_of,
    stat_amount,
    structure_count,
    structure_name,
)

COLOURS = ("#2563eb", "#dc2626", "#16a34a", "#9333ea")  # P1..P4
NEUTRAL = "#6b7280"
CORP_COLOURS = {
    "artemis_tours": "#f59e0b",
    "moon_mining": "#78716c",
    "selenium_research": "#06b6d4",
    "regolith_logistics": "#84cc16",
}
OTHER_CORP_COLOURS = ("#ec4899", "#0ea5e9", "#a16207", "#14b8a6")
ASTRO_COLOURS = ("#ea580c", "#0891b2", "#7c3aed")  # engineer, technician, scientist
ASTRO_LETTER = ("E", "T", "S")
RESOURCE_FILL = {"titanium": "#e2e8f0", "rare_earth": "#ede9fe"}
RESOURCE_WORD = {"titanium": N_("titanium"), "rare_earth": N_("rare earth")}  # shown as _(word)
# the initial of each astronaut type drawn on its icon, in the language in use
_LETTER = (
    # TRANSLATORS: the initial of "engineer", drawn on the astronaut's icon
    lambda: pgettext("shackleton_base", "E"),
    # TRANSLATORS: the initial of "technician", drawn on the astronaut's icon
    lambda: pgettext("shackleton_base", "T"),
    # TRANSLATORS: the initial of "scientist", drawn on the astronaut's icon
    lambda: pgettext("shackleton_base", "S"),
)
_SECTOR_OF = {
    "titanium": lambda: _("titanium sector"),
    "rare_earth": lambda: _("rare earth sector"),
}


# the steps in which a drawn thing's mark means what its tokens say (see the module docstring)
_MARKER_PHASES = frozenset({"setup_marker", "marker_step", "bonus_step"})  # space= a marker
_SHUTTLE_PHASES = frozenset({"action"})  # astronaut= one on the shuttle tile
_WAITING_PHASES = frozenset({"house_step", "maintenance_house"})  # astronaut= one in the base
_GATEWAY_PHASES = frozenset({"take_step"})  # astronaut= one at the Gateway
# a label over a marked shape: clicks go to the shape
_THROUGH = ' pointer-events="none"'


def view(state, player: int | None) -> dict:
    """The whole table (nothing is hidden), with the crater map the rules read: the
    sectors each explore space's row touches (SB-EXPLORE-ROW) and the marker spaces
    around each sector (SB-SCIENTIST-MARKERS), by SB-CRATER-GEOMETRY."""
    return {
        **to_plain(state.data),
        "rows": {str(sp): list(row) for sp, row in enumerate(geometry.ROWS, start=1)},
        "around": {sec: list(geometry.AROUND[sec]) for sec in geometry.SECTORS},
    }


def _phase(state) -> str | None:
    """The step ``state`` is in (``None`` once the game is over)."""
    return None if state.is_over else state.phase


def _crew_pick(kind: int) -> str:
    """The mark of an astronaut of type ``kind``: the actions placing or moving one."""
    return pick_attr(token("astronaut", ASTRONAUTS[kind]))


def astro_letter(kind: int) -> str:
    """The initial drawn on an astronaut of type ``kind``: E, T, S in English."""
    return _LETTER[kind]()


def _resource_word(resource: str) -> str:
    word = RESOURCE_WORD.get(resource)
    return _(word) if word else resource


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
    return (
        OTHER_CORP_COLOURS[others.index(corp) % len(OTHER_CORP_COLOURS)]
        if corp in others
        else "#000"
    )


def _icon(body: str, label: str, size: int = 16, box: int = 20, pick: str = "") -> str:
    text = _e(label)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
        f'viewBox="0 0 {box} {box}" role="img" aria-label="{text}"{pick}><title>{text}</title>'
        f"{body}</svg>"
    )


def _sun(x: float, y: float, r: float = 4.0, extra: str = "") -> str:
    rays = []
    for k in range(8):
        a = math.radians(45 * k)
        rays.append(
            f'<line x1="{x + (r + 1.2) * math.cos(a):.1f}" y1="{y + (r + 1.2) * math.sin(a):.1f}" '
            f'x2="{x + (r + 3.2) * math.cos(a):.1f}" y2="{y + (r + 3.2) * math.sin(a):.1f}" '
            f'stroke="#d97706" stroke-width="1.3"{extra}/>'
        )
    return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="#fbbf24"{extra}/>' + "".join(rays)


def _star(x: float, y: float, r: float, fill: str = "#f59e0b") -> str:
    pts = []
    for k in range(10):
        a = math.radians(-90 + 36 * k)
        rr = r if k % 2 == 0 else r * 0.45
        pts.append(f"{x + rr * math.cos(a):.1f},{y + rr * math.sin(a):.1f}")
    return f'<polygon points="{" ".join(pts)}" fill="{fill}"/>'


def astronaut_icon(kind: int, label: str | None = None, size: int = 16, pick: str = "") -> str:
    """A small astronaut of type ``kind`` (0 engineer, 1 technician, 2 scientist); ``pick``
    is its ``data-pick`` attribute, if any."""
    fill = ASTRO_COLOURS[kind]
    body = (
        f'<circle cx="10" cy="6" r="4.5" fill="{fill}"/>'
        f'<circle cx="10" cy="6" r="2.6" fill="#e0f2fe"/>'
        f'<path d="M3 19 Q3 11 10 11 Q17 11 17 19 Z" fill="{fill}"/>'
        f'<text x="10" y="18" font-size="7" font-family="Helvetica,Arial,sans-serif" '
        f'text-anchor="middle" fill="#fff" font-weight="bold">{_e(astro_letter(kind))}</text>'
    )
    return _icon(body, label or astronaut_name(ASTRONAUTS[kind]), size, pick=pick)


def sun_icon(label: str | None = None) -> str:
    return _icon(_sun(10, 10, 4.5), label or _("energized sector (solar panel)"))


def star_icon(label: str | None = None) -> str:
    return _icon(_star(10, 10, 8), label or _("reputation symbol"))


def resource_swatch(resource: str) -> str:
    return _icon(
        f'<polygon points="10,1 18,5.5 18,14.5 10,19 2,14.5 2,5.5" '
        f'fill="{RESOURCE_FILL[resource]}" stroke="#374151"/>',
        _SECTOR_OF[resource](),
    )


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


def _standing(o: int, kind: str) -> str:
    """A structure in the crater by its owner: "P1 dome", "neutral dome"."""
    if o < 0:
        return _("neutral {structure}").format(structure=structure_name(kind))
    return _("P{seat} {structure}").format(seat=o + 1, structure=structure_name(kind))


def _fit(text: str, size: float, room: int = 12) -> float:
    """A font size that keeps ``text`` inside its hex: longer than ``room`` characters (no
    English label is), it shrinks."""
    return size if len(text) <= room else round(max(6.0, size * room / len(text)), 1)


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
    label = _(
        "The crater: {energized} of {sectors} sectors energized, {built} structures "
        "standing, {markers} corporation markers, {busy} of {spaces} explore spaces "
        "taken, {panels} solar panels left around it"
    ).format(
        energized=energized,
        sectors=len(geometry.SECTORS),
        built=built,
        markers=len(d["markers"]),
        busy=busy,
        spaces=len(geometry.ROWS),
        panels=len(d["ring_panels"]),
    )
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
        f'width="{WIDTH}" height="{HEIGHT}" class="map" role="img" aria-label="{_e(label)}" '
        'font-family="Helvetica,Arial,sans-serif" font-size="10">'
        f"<title>{_e(label)}</title>"
        f'<circle cx="{OX}" cy="{OY}" r="{RING + 14}" fill="#f8fafc" stroke="#cbd5e1"/>'
    ]
    # solar panel spaces around the crater, clockwise from the top
    left = set(d["ring_panels"])
    nxt = d["ring_panels"][0] if d["ring_panels"] else None
    n_ring = len(cat.ring)
    for k, energy in enumerate(cat.ring):
        a = math.radians(-90 + 360 * k / n_ring)
        x, y = OX + RING * math.cos(a), OY + RING * math.sin(a)
        if k in left:
            tip = (
                _("solar panel space {space}: a panel giving {energy} energy (the next one built)")
                if k == nxt
                else _("solar panel space {space}: a panel giving {energy} energy")
            ).format(space=k + 1, energy=energy)
            out.append(
                f'<rect x="{x - 9:.1f}" y="{y - 9:.1f}" width="18" height="18" rx="2" '
                f'fill="#1e40af" stroke="{"#f59e0b" if k == nxt else "#1e3a8a"}" '
                f'stroke-width="{2.5 if k == nxt else 1}"><title>{tip}</title></rect>'
                f'<text x="{x:.1f}" y="{y + 3.5:.1f}" text-anchor="middle" fill="#fff" '
                f'font-weight="bold">{energy}</text>'
            )
        else:
            out.append(
                f'<rect x="{x - 9:.1f}" y="{y - 9:.1f}" width="18" height="18" rx="2" '
                f'fill="none" stroke="#94a3b8" stroke-dasharray="3 2"><title>'
                + _("solar panel space {space}: its panel is built").format(space=k + 1)
                + "</title></rect>"
            )
    # the central hex and its panels
    cx, cy = _xy(0, 0)
    centre = _("the central hex: {n} solar panels on it").format(n=d["central_panels"])
    panels = ngettext("{n} panel", "{n} panels", d["central_panels"]).format(n=d["central_panels"])
    word = _("centre")
    out.append(
        f'<polygon points="{_hex_points(0, 0)}" fill="#fde68a" stroke="#92400e">'
        f"<title>{_e(centre)}</title></polygon>"
        f'<text x="{cx:.1f}" y="{cy - 4:.1f}" text-anchor="middle">{_e(word)}</text>'
        f'<text x="{cx:.1f}" y="{cy + 9:.1f}" text-anchor="middle">'
        f"{_e(panels)}</text>"
    )
    for sec in geometry.SECTORS:
        q, r = geometry.COORD[sec]
        i = geometry.INDEX[sec]
        x, y = _xy(q, r)
        res = cat.sector_resource.get(sec, "titanium")
        lit = bool(d["sector_panels"][i])
        tip = (
            _("sector {sector}: {resource}, energized") if lit else _("sector {sector}: {resource}")
        ).format(sector=sec, resource=_resource_word(res))
        stands = [_standing(o, kind) for o, kind in d["structures"][i]]
        if stands:
            tip += "; " + ", ".join(stands)
        out.append(
            f'<polygon points="{_hex_points(q, r)}" fill="{RESOURCE_FILL.get(res, "#fff")}" '
            f'stroke="{"#d97706" if lit else "#64748b"}" stroke-width="{2.2 if lit else 1}"'
            f"{pick_attr(token('sector', sec))}>"
            f"<title>{_e(tip)}</title></polygon>"
        )
        out.append(
            f'<text x="{x:.1f}" y="{y - 18:.1f}" text-anchor="middle" fill="#334155" '
            f'font-weight="bold" font-size="11"{_THROUGH}>{sec}</text>'
        )
        if lit:
            out.append(_sun(x + 20, y - 22, 4, _THROUGH))
        stack = d["structures"][i]
        top = y + 2 - 5.5 * max(0, len(stack) - 2)  # three lines start higher to stay inside
        for k, (o, kind) in enumerate(stack):
            text = _standing(o, kind)
            size = _fit(text, 10.5 if len(stack) < 3 and o >= 0 else 9.5)
            out.append(
                f'<text x="{x:.1f}" y="{top + 11.5 * k:.1f}" text-anchor="middle" '
                f'font-size="{size}" font-weight="bold" '
                f'fill="{colour(o)}"{_THROUGH}>'
                f"{_e(text)}</text>"
            )
    # corporation markers on the corners (space= names a marker only in the marker steps)
    markers_named = _phase(state) in _MARKER_PHASES
    for m, (corp, typ) in sorted(d["markers"].items()):
        hexes = geometry.MARKER_CORNERS[m]
        mx = sum(_xy(*h)[0] for h in hexes) / 3
        my = sum(_xy(*h)[1] for h in hexes) / 3
        spec = cat.corps.get(corp, {})
        gain = amounts(spec.get("marker_gain", {}).get(typ))
        tip = _("{corp} marker on space {space}: {gain}").format(
            corp=_e(name_of(cat.corps, corp)), space=m, gain=_e(gain)
        )
        pick = pick_attr(token("space", m)) if markers_named else ""
        out.append(
            f'<circle cx="{mx:.1f}" cy="{my:.1f}" r="6" fill="{corp_colour(state, corp)}" '
            f'stroke="#111"{pick}><title>{tip}</title></circle>'
        )
        if len(set(spec.get("markers", ()))) > 1:
            out.append(
                f'<text x="{mx:.1f}" y="{my + 3:.1f}" text-anchor="middle" font-size="8" '
                f'font-weight="bold"{_THROUGH}>{_e(str(typ).upper())}</text>'
            )
    # explore spaces: fee per sector of the row, and the astronaut on it
    for sp, row in enumerate(geometry.ROWS, start=1):
        x, y = _xy(*geometry.SPACE_POS[sp])
        occ = d["explore"][sp - 1]
        fee = cat.fees[sp - 1]
        # only explore names a space together with an astronaut: not a marker's space
        pick = pick_attr(*(f"{token('space', sp)}+{token('astronaut', t)}" for t in ASTRONAUTS))
        where = _("explore space {space} (row {row}): fee {fee} per sector").format(
            space=sp, row=", ".join(row), fee=fee
        )
        if occ is None:
            tip = _("{where}, free").format(where=_e(where))
            fee_text = _("fee {fee}").format(fee=fee)
            out.append(
                f'<circle cx="{x:.1f}" cy="{y:.1f}" r="14" fill="#fff" stroke="#111"{pick}>'
                f"<title>{tip}</title></circle>"
                f'<text x="{x:.1f}" y="{y + 1:.1f}" text-anchor="middle" font-weight="bold" '
                f'font-size="11"{_THROUGH}>{sp}</text><text x="{x:.1f}" y="{y + 9:.1f}" '
                f'text-anchor="middle" font-size="8" fill="#475569"{_THROUGH}>{_e(fee_text)}</text>'
            )
        else:
            who, t = occ
            tip = _("{where}, P{seat}'s {worker}").format(
                where=_e(where), seat=who + 1, worker=astronaut_name(ASTRONAUTS[t])
            )
            out.append(
                f'<circle cx="{x:.1f}" cy="{y:.1f}" r="14" fill="{colour(who)}" stroke="#111"{pick}>'
                f"<title>{tip}</title></circle>"
                f'<text x="{x:.1f}" y="{y + 1:.1f}" text-anchor="middle" font-weight="bold" '
                f'font-size="11" fill="#fff"{_THROUGH}>{sp}</text><text x="{x:.1f}" y="{y + 9.5:.1f}" '
                f'text-anchor="middle" font-size="8.5" fill="#fff" font-weight="bold"{_THROUGH}>'
                f"P{who + 1} {_e(astro_letter(t))}</text>"
            )
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
            what = amounts(gains.get(types[0])) if types else _("nothing")
        text = _("{corp} marker ({gain})").format(corp=_e(name_of(cat.corps, c)), gain=_e(what))
        corps.append(f"<span>{_chip(corp_colour(state, c))}{text}</span>")
    astronauts = "".join(
        f"<span>{astronaut_icon(i)} {_e(astro_letter(i))} {_e(astronaut_name(t))}</span>"
        for i, t in enumerate(ASTRONAUTS)
    )
    energized = _("energized (solar panel)")
    return (
        "<div class='legend'><div>"
        f"<span>{resource_swatch('titanium')} {_e(_SECTOR_OF['titanium']())}</span>"
        f"<span>{resource_swatch('rare_earth')} {_e(_SECTOR_OF['rare_earth']())}</span>"
        f"<span>{sun_icon()} {_e(energized)}</span></div><div>"
        f"{astronauts}</div>"
        "<div>"
        + _e(
            _(
                "Circles on the rim: explore spaces, with their number and the fee in "
                "credits per sector of their row (or the astronaut on them)."
            )
        )
        + "</div>"
        "<div>"
        + _e(_("Blue squares around the crater: solar panels left, with the energy each gives."))
        + "</div>"
        "<div>" + "".join(corps) + "</div></div>"
    )


# ------------------------------------------------------------- shared areas
def energy_svg(state) -> str:
    """The shared energy track: spaces 0..max, the marker, reputation symbols, and the
    two rightmost spaces where no solar panel may be built."""
    d = state.data
    mx = state.cat.energy_max
    cell = 30
    w = (mx + 1) * cell + 10
    label = _("Energy track: {energy} of {max}; reputation symbols on spaces {spaces}").format(
        energy=d["energy"], max=mx, spaces=", ".join(str(s) for s in state.cat.rep_spaces)
    )
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} 50" width="{w}" height="50" class="track" '
        f'role="img" aria-label="{_e(label)}" font-family="Helvetica,Arial,sans-serif" '
        f'font-size="11"><title>{_e(label)}</title>'
    ]
    for k in range(mx + 1):
        x = 5 + k * cell
        here = k == d["energy"]
        blocked = k >= mx - 1
        fill = "#f59e0b" if here else ("#e5e7eb" if blocked else "#fff")
        out.append(
            f'<rect x="{x}" y="4" width="{cell - 2}" height="26" rx="3" fill="{fill}" '
            f'stroke="{"#92400e" if here else "#94a3b8"}" stroke-width="{2 if here else 1}"/>'
            f'<text x="{x + (cell - 2) / 2}" y="21" text-anchor="middle" '
            f'font-weight="{"bold" if here else "normal"}">{k}</text>'
        )
        if k in state.cat.rep_spaces:
            out.append(_star(x + (cell - 2) / 2, 40, 6))
    out.append("</svg>")
    return "".join(out)


def _energy_card(state) -> str:
    d = state.data
    ring = len(d["ring_panels"])
    if ring:
        left = ngettext(
            "{n} solar panel left around the crater; the next gives {energy} energy.",
            "{n} solar panels left around the crater; the next gives {energy} energy.",
            ring,
        ).format(n=ring, energy=state.cat.ring[d["ring_panels"][0]])
    else:
        left = ngettext(
            "{n} solar panel left around the crater.",
            "{n} solar panels left around the crater.",
            ring,
        ).format(n=ring)
    head = _("Energy {energy} of {max}").format(energy=d["energy"], max=state.cat.energy_max)
    symbol = _("a reputation symbol: a panel that moves the marker past it gives 1 reputation")
    blocked = _(
        "No solar panel can be built while the marker is on the grey spaces {low} and {high}."
    ).format(low=state.cat.energy_max - 1, high=state.cat.energy_max)
    return (
        f"<div class='card'><h4>{_e(head)}</h4>"
        f"{energy_svg(state)}<div class='legend'><div>{star_icon()} {_e(symbol)}</div>"
        f"<div>{_e(blocked)}</div>"
        f"<div>{_e(left)}</div>"
        "</div></div>"
    )


def _command_card(state) -> str:
    d = state.data
    slots = state.cat.slots[state.players]
    rows = []
    words = {
        "build": lambda: pgettext("shackleton_base", "Build"),
        "fund": lambda: pgettext("shackleton_base", "Fund"),
        "corp": lambda: pgettext("shackleton_base", "Corporation"),
    }
    for which in ("build", "fund", "corp"):
        used = d["slots"][which]
        cells = []
        for i, charge in enumerate(slots):
            if i < len(used):
                who, t = used[i]
                worker = astronaut_name(ASTRONAUTS[t])
                cells.append(
                    f"<td>{astronaut_icon(t, f'P{who + 1} {worker}', 14)}"
                    f"{_seat(who)} {_e(worker)}</td>"
                )
            else:
                extra = (
                    pgettext("shackleton_base", "free")
                    if charge == 0
                    else ngettext("+{n} credit", "+{n} credits", charge).format(n=charge)
                )
                cells.append(f"<td class='muted'>{_e(extra)}</td>")
        rows.append(
            f"<tr{pick_attr(token('which', which))}><th>{_e(words[which]())}</th>"
            f"{''.join(cells)}</tr>"
        )
    head = _("Command area")
    return (
        f"<div class='card'><h4>{_e(head)}</h4><table>"
        + "".join(rows)
        + "</table><div class='legend'>"
        + _e(_("each astronaut takes the leftmost free slot and pays its surcharge"))
        + "</div></div>"
    )


def _gateway_card(state) -> str:
    gw = state.data["gateway"]
    named = _phase(state) in _GATEWAY_PHASES  # astronaut= one taken from the Gateway
    parts = [
        f"<span>{astronaut_icon(i, _at_gateway(n, a), pick=_crew_pick(i) if named else '')} "
        f"{_e(amount(n, a))}</span>"
        for i, (n, a) in enumerate(zip(gw, ASTRONAUTS, strict=True))
    ]
    note = _("Leftover shuttle astronauts join it up to {cap} of each type.").format(
        cap=GATEWAY_CAP
    )
    head = _("Lunar Gateway")
    return (
        f"<div class='card'><h4>{_e(head)}</h4><div class='legend'>"
        f"{' '.join(parts)}<div class='muted'>{_e(note)}</div></div></div>"
    )


_AT_GATEWAY = {
    # the icon's label reads "2 engineer at the Gateway" in English (one word per type)
    "engineer": lambda n: ngettext("{n} engineer at the Gateway", "{n} engineer at the Gateway", n),
    "technician": lambda n: ngettext(
        "{n} technician at the Gateway", "{n} technician at the Gateway", n
    ),
    "scientist": lambda n: ngettext(
        "{n} scientist at the Gateway", "{n} scientist at the Gateway", n
    ),
}


def _at_gateway(n: int, astronaut: str) -> str:
    return _AT_GATEWAY[astronaut](n).format(n=n)


def _crew(spec: dict) -> str:
    crew = spec.get("astronauts", {})
    return ", ".join(amount(crew.get(a, 0), a) for a in ASTRONAUTS if crew.get(a, 0))


def _offer_card(state) -> str:
    """Shuttle tiles revealed this round and leader tiles still on offer (setup)."""
    d = state.data
    cat = state.cat
    items = []
    owners = {t: q for q, t in d["picked"].items()}
    for t in d["revealed"]:
        spec = cat.shuttles.get(t, {})
        gain = spec.get("gain") or {}
        text = _("Shuttle tile {tile}: {crew}").format(
            tile=_e(spec.get("number", "?")), crew=_e(_crew(spec))
        )
        if any(gain.values()):
            text = _("{tile}, plus {gain}").format(tile=text, gain=_e(amounts(gain)))
        if t in owners:
            text = _("{tile} (taken by {seat})").format(tile=text, seat=_seat(owners[t]))
        items.append(f"<li{pick_attr(token('tile', spec.get('number', '?')))}>{text}</li>")
    for leader, face in d["leaders"]:
        income = (cat.leaders.get(leader) or {}).get(str(face).lower())
        text = _("Leader tile {leader}, face {face}: {pay} in each maintenance").format(
            leader=_e(name_of(cat.leaders, leader)), face=_e(face), pay=_e(amounts(income))
        )
        items.append(f"<li{pick_attr(token('leader', leader))}>{text}</li>")
    if not items:
        return ""
    head = _("On offer")
    return f"<div class='card'><h4>{_e(head)}</h4><ul>{''.join(items)}</ul></div>"


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
            pr = legal.project_printed(state, pid)
            vp = cat.projects.get(pid, {}).get("vp", 0)
            text = ngettext(
                "{name}: {cost} credit, needs {energy} energy, {points} VP",
                "{name}: {cost} credits, needs {energy} energy, {points} VP",
                pr["cost"],
            ).format(
                name=_e(name_of(cat.projects, pid)), cost=pr["cost"], energy=pr["energy"], points=vp
            )
            projects.append(f"<li{pick_attr(token('project', pid))}>{text}</li>")
        pile = len(d["project_piles"].get(c, ()))
        goals = []
        for j, g in enumerate(spec.get("goals", ())):
            need = g.get("min_players", 2)
            who = claimed.get((c, j))
            if who is not None:
                state_word = _("claimed by {seat}").format(seat=_seat(who))
            elif state.players < need:
                state_word = (
                    "<span class='muted'>"
                    + _e(_("only with {need} or more players").format(need=need))
                    + "</span>"
                )
            else:
                word = pgettext("shackleton_base", "open")
                state_word = f"<span class='muted'>{_e(word)}</span>"
            text = _("{need} for {points} VP: {status}").format(
                need=_e(stat_amount(g["at_least"], g["stat"])), points=g["vp"], status=state_word
            )
            goals.append(f"<li>{text}</li>")
        markers = ngettext("{n} marker on its board", "{n} markers on its board", on_board).format(
            n=on_board
        )
        offer = _("Projects on offer ({n} more in its pile):").format(n=pile)
        none, goals_head = _("none"), _("Goals:")
        # the engineer bonus names it by corp=, its board action by source=
        cards.append(
            f"<div class='card'{pick_attr(token('corp', c), token('source', c))}>"
            f"<h4>{_chip(corp_colour(state, c))}{_e(name_of(cat.corps, c))}</h4>"
            f"<div>{_e(markers)}</div>"
            f"<div>{_e(offer)}</div>"
            f"<ul>{''.join(projects) or '<li>' + _e(none) + '</li>'}</ul>"
            f"<div>{_e(goals_head)}</div>"
            f"<ul>{''.join(goals)}</ul></div>"
        )
    return "".join(cards)


# ------------------------------------------------------------------ agencies
def _none() -> str:
    word = _("none")
    return f"<span class='muted'>{_e(word)}</span>"


def _astronauts(counts, named: bool = False) -> str:
    """The astronauts ``counts`` by type; ``named``: each marked with its ``astronaut=`` token."""
    if not any(counts):
        return _none()
    return " ".join(
        f"{astronaut_icon(i, amount(n, ASTRONAUTS[i]), 15, _crew_pick(i) if named else '')}{n}"
        for i, n in enumerate(counts)
    )


def _project(state, pid: str, used: bool) -> str:
    """A funded project's name; one with a corporation action marked ``source=`` (its action)."""
    name = name_of(state.cat.projects, pid)
    text = _e(_("{name} (action used)").format(name=name) if used else name)
    if not (state.cat.projects.get(pid) or {}).get("action"):
        return text
    return f"<span{pick_attr(token('source', pid))}>{text}</span>"


def agency_card(state, q: int) -> str:
    """One agency: supply, leader, shuttle, base (astronauts and structures), projects, goals."""
    d = state.data
    cat = state.cat
    pl = d["agencies"][q]
    to_act = state.to_act == q and not state.is_over
    acting = _("(to act)")
    head = (
        f"<h4 style='color:{colour(q)}'>{_chip(colour(q))}P{q + 1}"
        + (f" <span class='muted'>{_e(acting)}</span>" if to_act else "")
        + "</h4>"
    )
    if pl["leader"]:
        leader, face = pl["leader"]
        income = (cat.leaders.get(leader) or {}).get(str(face).lower())
        leader_line = _("Leader: {leader}, face {face} ({pay} each maintenance)").format(
            leader=_e(name_of(cat.leaders, leader)), face=_e(face), pay=_e(amounts(income))
        )
    else:
        later = _("not chosen yet")
        leader_line = _("Leader: {leader}").format(leader=f"<span class='muted'>{_e(later)}</span>")
    supply = _("{money}, {titanium}, {rare_earth}, reputation {rep}, {points} VP").format(
        money=amount(pl["credits"], "credits"),
        titanium=amount(pl["titanium"], "titanium"),
        rare_earth=amount(pl["rare_earth"], "rare_earth"),
        rep=pl["reputation"],
        points=pl["vp"],
    )
    final = ""
    if state.is_over:
        r = scoring.final_breakdown(state, q)
        score = _("Final score {total} VP").format(total=r["total"])
        parts = _(
            "(VP track {track}, projects {funded}, labs {lab_points}, reputation {rep}, "
            "corporations {corps})"
        ).format(
            track=r["track"],
            funded=r["projects"],
            lab_points=r["labs"],
            rep=r["reputation"],
            corps=r["corporations"],
        )
        final = f"<div><b>{_e(score)}</b> <span class='muted'>{_e(parts)}</span></div>"
    # only the acting agency's astronauts and structures are what its actions name
    phase = _phase(state) if to_act else None
    crew = _astronauts(pl["astronauts"], phase in _SHUTTLE_PHASES)
    if pl["shuttle_tile"]:
        tile = _e(cat.shuttles.get(pl["shuttle_tile"], {}).get("number", "?"))
        to_place = _("To place this round (shuttle tile {tile}): {crew}").format(
            tile=tile, crew=crew
        )
    else:
        to_place = _("To place this round: {crew}").format(crew=crew)
    built = []
    for number, (kind, _n, sector, housed) in enumerate(pl["structures"], start=1):
        inside = ", ".join(astronaut_name(ASTRONAUTS[t]) for t in housed)
        if inside:
            text = _("{structure} in {sector}, housing {crew}").format(
                structure=structure_name(kind), sector=sector, crew=inside
            )
        else:
            text = _("{structure} in {sector}").format(
                structure=structure_name(kind), sector=sector
            )
        pick = pick_attr(token("structure", number)) if phase in _WAITING_PHASES else ""
        built.append(f"<li{pick}>{_e(text)}</li>")
    in_base = ", ".join(
        structure_count(STRUCTURE_COUNTS[k] - legal.built(state, q, k), k) for k in STRUCTURE_COUNTS
    )
    projects = ", ".join(_project(state, x, x in pl["turned_projects"]) for x in pl["projects"])
    goals = ", ".join(name_of(cat.corps, c) for c in pl["objectives"])
    markers_left = OBJECTIVE_MARKERS - len(pl["objectives"])
    left = ngettext("({n} goal marker left)", "({n} goal markers left)", markers_left).format(
        n=markers_left
    )
    none = _("none")
    none = f"<span class=muted>{_e(none)}</span>"
    waiting = _("Waiting in its base: {crew}").format(
        crew=_astronauts(pl["waiting"], phase in _WAITING_PHASES)
    )
    built_head, nothing = _("Built:"), _("nothing yet")
    still = _("Still in its base: {structures}").format(structures=in_base)
    funded = _("Projects: {names}").format(names=projects or none)
    claimed = _("Goals claimed: {names}").format(names=_e(goals) or none)
    return (
        f"<div class='card' style='border-left:5px solid {colour(q)}'>{head}"
        f"{final}<div>{supply}</div><div>{leader_line}</div>"
        f"<div>{to_place}</div>"
        f"<div>{waiting}</div>"
        f"<div>{_e(built_head)}</div>"
        f"<ul>{''.join(built) or '<li>' + _e(nothing) + '</li>'}</ul>"
        f"<div class='muted'>{_e(still)}</div>"
        f"<div>{funded}</div>"
        f"<div>{claimed} "
        f"<span class='muted'>{_e(left)}"
        "</span></div></div>"
    )


def agencies_html(state) -> str:
    """Every agency's card, P1 first."""
    return (
        "<div class='row'>"
        + "".join(agency_card(state, q) for q in range(state.players))
        + "</div>"
    )


def status_line(state) -> str:
    d = state.data
    order = ", ".join(f"P{q + 1}" for q in d["order"])
    head = _("Round {number} of {rounds}").format(number=d["round"], rounds=ROUNDS)
    order_text = _("turn order {order}").format(order=order)
    return f"<div><b>{_e(head)}</b> · {_e(order_text)}</div>"


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
    corporations, agencies = _("Corporations"), _("Agencies")
    return (
        f"{STYLE}<div class='lr-sbp'>{status_line(state)}"
        f"<div class='row'><div class='card crater'>{crater_svg(state)}{_crater_legend(state)}</div>"
        f"<div class='side'>{_energy_card(state)}{_command_card(state)}{_gateway_card(state)}"
        f"{_offer_card(state)}</div></div>"
        f"<h4 style='margin-top:8px'>{_e(corporations)}</h4>"
        f"<div class='row'>{_corporation_cards(state)}</div>"
        f"<h4 style='margin-top:8px'>{_e(agencies)}</h4>{agencies_html(state)}</div>"
    )
