"""A picture of the Tiny Epic Galaxies table: what a notebook shows for a state.

:func:`picture` draws the whole table as HTML with inline SVG, as a spectator sees
it: the Control Mat (the dice rolled, activated or spent on the converter, rerolls
and the converter this turn, a die offered to follow, a planet action waiting),
the face-up planets with every ship on each (in orbit on its colony track, or
landed on its surface), and each player's empire on the Galaxy Mat (energy,
culture, empire level, VP, ships, colonies). Secret missions stay hidden until
they are revealed at the end of the game.

Every icon is a small drawing with a text alternative (``role="img"``,
``aria-label`` and ``<title>``), and the word is written beside it: no emoji, which
a browser without an emoji font shows as empty boxes. No widgets are imported here.
"""

from __future__ import annotations

import html

from .params import DICE_BY_LEVEL, EMPIRE_VP, MAX_LEVEL, RESOURCE_CAP, SHIPS_BY_LEVEL
from .words import FACE_NAME, effect_words

COLOURS = ("#2563eb", "#dc2626", "#16a34a", "#9333ea", "#ea580c")  # P1..P5

# Small inline SVG drawings (viewBox 0 0 20 20) for the die faces, the planet symbols
# and the active player; :func:`icon` wraps each with its text alternative.
_DRAWINGS = {
    "move": ('<path d="M10 1 L14 9 L14 15 L6 15 L6 9 Z" fill="#4a6fa5"/>'
             '<path d="M6 11 L3 17 L6 15 Z M14 11 L17 17 L14 15 Z" fill="#4a6fa5"/>'
             '<path d="M8 15 L10 19 L12 15 Z" fill="#e8893a"/>'),
    "energy": '<path d="M11 1 L4 11 H9 L8 19 L16 8 H11 Z" fill="#d9a400"/>',
    "culture": ('<path d="M3 4 Q10 1 17 4 Q17 15 10 18 Q3 15 3 4 Z" fill="#8e4fb5"/>'
                '<ellipse cx="7.5" cy="8" rx="1.6" ry="1.1" fill="#fff"/>'
                '<ellipse cx="12.5" cy="8" rx="1.6" ry="1.1" fill="#fff"/>'
                '<path d="M7 12 Q10 15 13 12" stroke="#fff" stroke-width="1.3" fill="none"/>'),
    "diplomacy": ('<circle cx="7" cy="10" r="5" stroke="#2f8f6f" stroke-width="2" fill="none"/>'
                  '<circle cx="13" cy="10" r="5" stroke="#2f8f6f" stroke-width="2" fill="none"/>'),
    "economy": ('<circle cx="10" cy="10" r="8" fill="#c98f1a"/>'
                '<circle cx="10" cy="10" r="5.5" fill="none" stroke="#fff3c4" stroke-width="1.3"/>'
                '<rect x="9.2" y="6" width="1.6" height="8" fill="#fff3c4"/>'),
    "colony": ('<path d="M3 17 V11 Q10 3 17 11 V17 Z" fill="#6d7b8a"/>'
               '<rect x="8.5" y="12" width="3" height="5" fill="#fff"/>'),
    "active": '<path d="M5 3 L16 10 L5 17 Z" fill="#333"/>',
}
_PLANET_FILL = {"energy": "#facc15", "culture": "#a855f7"}
_DIE_STATE = ("ready", "activated", "spent on the converter")

_STYLE = """<style>
.lr-tegp{font-family:Helvetica,Arial,sans-serif;font-size:13px;color:#1f2937;max-width:1200px}
.lr-tegp .row{display:flex;flex-wrap:wrap;gap:10px;align-items:stretch}
.lr-tegp .card{border:1px solid #cbd5e1;border-radius:8px;padding:6px 8px;background:#fff;
  box-sizing:border-box;min-width:0}
.lr-tegp .planet{flex:1 1 200px;max-width:280px}
.lr-tegp .empire{flex:1 1 260px;max-width:380px}
.lr-tegp h4{margin:0 0 4px 0;font-size:14px}
.lr-tegp .die{display:inline-flex;flex-direction:column;align-items:center;margin:0 6px 4px 0;
  font-size:12px;min-width:58px}
.lr-tegp .spent{opacity:.45}
.lr-tegp .muted{color:#6b7280}
.lr-tegp .small{font-size:12px}
.lr-tegp svg{vertical-align:middle}
.lr-tegp svg.track{max-width:100%;height:auto;display:block}
.lr-tegp ul{margin:2px 0 2px 16px;padding:0}
.lr-tegp .chip{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:4px}
</style>"""


def _e(text) -> str:
    return html.escape(str(text), quote=True)


def colour(seat: int) -> str:
    """The colour of seat ``seat`` (0-based)."""
    return COLOURS[seat % len(COLOURS)]


def icon(name: str, label: str | None = None, size: int = 18) -> str:
    """An inline SVG icon for a die face, a planet symbol or ``"active"``, with its label.

    Parameters
    ----------
    name : str
        A die face (``"move"``, ``"energy"``, ...), ``"culture"`` / ``"energy"`` for a
        planet symbol, or ``"active"`` (the player whose turn it is).
    label : str, optional
        The text alternative (``aria-label`` and ``<title>``); the face's name by default.
    size : int
        Width and height in pixels.

    Returns
    -------
    str
        An ``<svg role="img">`` element; an unknown name draws an empty frame.
    """
    text = _e(label if label is not None else FACE_NAME.get(name, name))
    body = _DRAWINGS.get(name, '<rect x="2" y="2" width="16" height="16" fill="none" stroke="#999"/>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
            f'viewBox="0 0 20 20" role="img" aria-label="{text}" '
            f'style="vertical-align:middle"><title>{text}</title>{body}</svg>')


def _ship_path(x: float, y: float, fill: str) -> str:
    """A small ship (pointing up) centred on (x, y), 12 wide and 14 high."""
    return (f'<path d="M{x} {y - 7} L{x + 4} {y - 1} L{x + 4} {y + 4} L{x + 6} {y + 7} '
            f'L{x - 6} {y + 7} L{x - 4} {y + 4} L{x - 4} {y - 1} Z" fill="{fill}" '
            'stroke="#111" stroke-width="0.6"/>')


def ship_icon(seat: int, label: str, size: int = 16) -> str:
    """A ship of seat ``seat`` as an inline SVG icon with ``label`` as its text alternative."""
    text = _e(label)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
            f'viewBox="0 0 20 20" role="img" aria-label="{text}"><title>{text}</title>'
            f'{_ship_path(10, 10, colour(seat))}</svg>')


def _chip(fill: str) -> str:
    return f'<span class="chip" style="background:{fill}"></span>'


def _seat(q: int) -> str:
    return f'<b style="color:{colour(q)}">P{q + 1}</b>'


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


# -------------------------------------------------------------- the Control Mat
def control_mat(state) -> str:
    """The Control Mat: each die rolled this turn and what became of it, rerolls, the
    converter, and a die offered to the rivals or a planet action waiting."""
    d = state.data
    planets = state.cat.planets
    who = _seat(d["active"])
    dice = []
    for i, (face, used) in enumerate(zip(d["dice"], d["used"], strict=True), 1):
        name = FACE_NAME.get(face, face)
        dice.append(f"<span class='die{' spent' if used else ''}'>"
                    f"{icon(face, f'die {i}: {name}, {_DIE_STATE[used]}', 32)}"
                    f"<span>{i}: {_e(name)}</span><span class='muted'>{_DIE_STATE[used]}</span></span>")
    if dice:
        shown = "".join(dice)
    elif state.is_over:
        shown = "<span class='muted'>the game is over</span>"
    else:
        shown = "<span class='muted'>no dice rolled yet this turn</span>"
    notes = []
    if d["dice"]:
        extra = ("the next is free" if d["rerolls"] == 0
                 else "each further one costs 1 energy")
        notes.append(f"{_plural(d['rerolls'], 'reroll')} this turn ({extra})")
        notes.append("converter used this turn" if d["converted"] else "converter not used this turn")
    follow = d["follow"]
    if follow is not None:
        face = FACE_NAME.get(follow.face, follow.face)
        if follow.follower is not None:
            notes.append(f"{_seat(follow.follower)} may follow the {_e(face)} die for 1 culture")
        else:
            notes.append(f"the {_e(face)} die will be offered to the rivals (1 culture to follow)")
    pa = d["planet_action"]
    if pa is not None and pa.planet in planets:
        notes.append(f"{_seat(pa.player)} may use the action of {_e(planets[pa.planet].name)}: "
                     f"{_e(effect_words(planets[pa.planet]))}")
    if state.is_over:
        return ("<div class='card'><h4>Control Mat <span class='muted small'>(the game is over)"
                "</span></h4></div>")
    level = d["empire_level"][d["active"]]
    return (f"<div class='card'><h4>Control Mat: {who}'s turn "
            f"<span class='muted small'>(empire level {level}: {DICE_BY_LEVEL[level - 1]} dice)"
            f"</span></h4><div>{shown}</div>"
            + (f"<div class='small'>{' · '.join(notes)}</div>" if notes else "") + "</div>")


# ------------------------------------------------------------------ the planets
def _track_svg(state, pid: str) -> str:
    """A planet's colony track: the starting space, the spaces up to the colony, and every
    ship orbiting on it."""
    pl = state.cat.planets[pid]
    d = state.data
    on: dict[int, list[tuple[int, int]]] = {}
    for q in range(state.players):
        for j, loc in enumerate(d["ships"][q], 1):
            if loc is not None and loc[0] == pid and loc[1] >= 0:
                on.setdefault(loc[1], []).append((q, j))
    spaces = pl.track + 1
    cell = 42
    tall = max([1, *(len(v) for v in on.values())])
    h = 34 + 16 * tall
    w = spaces * cell + 6
    orbit = "; ".join(f"P{q + 1} ship {j} on space {k}" for k in sorted(on) for q, j in on[k])
    label = (f"{pl.name}'s {pl.track_kind} colony track, {_plural(pl.track, 'space')} to colonize: "
             + (orbit or "no ship in orbit"))
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" '
           f'class="track" role="img" aria-label="{_e(label)}" '
           f'font-family="Helvetica,Arial,sans-serif" font-size="10"><title>{_e(label)}</title>']
    base = h - 22
    for k in range(spaces):
        x = 3 + k * cell
        last = k == pl.track
        fill = "#dcfce7" if last else ("#f1f5f9" if k == 0 else "#fff")
        word = "colony" if last else ("start" if k == 0 else str(k))
        out.append(f'<rect x="{x}" y="{base}" width="{cell - 4}" height="18" rx="3" fill="{fill}" '
                   f'stroke="#64748b"/><text x="{x + (cell - 4) / 2}" y="{base + 13}" '
                   f'text-anchor="middle" fill="#334155">{word}</text>')
        for n, (q, _j) in enumerate(on.get(k, [])):
            cy = base - 9 - 16 * n
            out.append(_ship_path(x + 9, cy, colour(q)))
            out.append(f'<text x="{x + 18}" y="{cy + 4}" font-weight="bold" fill="{colour(q)}">'
                       f'P{q + 1}</text>')
    out.append("</svg>")
    return "".join(out)


def planet_card(state, pid: str) -> str:
    """One face-up planet: name, VP, symbol, colony track with ships in orbit, surface."""
    pl = state.cat.planets[pid]
    d = state.data
    landed = [(q, j) for q in range(state.players) for j, loc in enumerate(d["ships"][q], 1)
              if loc is not None and loc[0] == pid and loc[1] < 0]
    surface = " ".join(f"{ship_icon(q, f'P{q + 1} ship {j}')}{_seat(q)} ship {j}" for q, j in landed)
    return (f"<div class='card planet' style='border-top:6px solid "
            f"{_PLANET_FILL.get(pl.symbol, '#cbd5e1')}'><h4>{_e(pl.name)} "
            f"<span class='muted small'>{pl.vp} VP</span></h4>"
            f"<div class='small'>{icon(pl.symbol, f'{pl.symbol} planet')} {_e(pl.symbol)} planet · "
            f"{icon(pl.track_kind, f'{pl.track_kind} track')} {_e(pl.track_kind)} track of {pl.track}</div>"
            f"<div class='small'>Action: {_e(effect_words(pl))}</div>"
            f"<div class='small muted'>In orbit:</div>{_track_svg(state, pid)}"
            f"<div class='small'>On the surface: {surface or '<span class=muted>no ship</span>'}</div>"
            "</div>")


# ------------------------------------------------------------------- the empires
def _meter_svg(value: int, cap: int, what: str, fill: str) -> str:
    """A resource track 0..cap with its marker on ``value``."""
    cell = 22
    w = (cap + 1) * cell + 4
    label = f"{what} {value} of {cap}"
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} 20" width="{w}" height="20" '
           f'class="track" role="img" aria-label="{_e(label)}" '
           f'font-family="Helvetica,Arial,sans-serif" font-size="10"><title>{_e(label)}</title>']
    for k in range(cap + 1):
        x = 2 + k * cell
        here = k == value
        out.append(f'<rect x="{x}" y="1" width="{cell - 3}" height="17" rx="3" '
                   f'fill="{fill if here else "#fff"}" stroke="{"#111" if here else "#cbd5e1"}"/>'
                   f'<text x="{x + (cell - 3) / 2}" y="13.5" text-anchor="middle" '
                   f'font-weight="{"bold" if here else "normal"}">{k}</text>')
    out.append("</svg>")
    return "".join(out)


def _mission_line(state, q: int) -> str:
    d = state.data
    mid = d["mission"][q]
    missions = state.cat.missions
    if state.is_over and mid is not None and mid in missions:
        vp, why, _ = state.mission_result(q)
        return (f"Secret mission (revealed): {_e(missions[mid].name)}: {_e(why)}, "
                f"{vp} VP")
    if mid is not None:
        return "Secret mission: 1 kept, face down <span class='muted'>(hidden)</span>"
    dealt = len(d["missions_dealt"][q])
    if dealt:
        return (f"Secret mission: choosing 1 of {dealt} dealt "
                "<span class='muted'>(hidden)</span>")
    return "Secret mission: <span class='muted'>none</span>"


def _vp_line(state, q: int) -> str:
    if state.is_over:
        r = state.breakdown()[q]
        return (f"<div><b>Final score {r['total']} VP</b> <span class='muted small'>(colonies "
                f"{r['planets']}, empire level {r['empire']}, secret mission {r['mission']})</span></div>")
    return (f"<div><b>{state.vp(q)} VP</b> <span class='muted small'>(without the secret mission)"
            "</span></div>")


def empire_card(state, q: int) -> str:
    """One player's Galaxy Mat: VP, empire level, energy, culture, ships, colonies, mission."""
    d = state.data
    planets = state.cat.planets
    level = d["empire_level"][q]
    ships = d["ships"][q]
    active = q == d["active"] and not state.is_over
    head = (f"<h4 style='color:{colour(q)}'>{_chip(colour(q))}P{q + 1}"
            + (f" {icon('active', 'active player', 14)} <span class='muted small'>active player</span>"
               if active else "")
            + (" <span class='muted small'>(triggered the end)</span>" if d["triggered_by"] == q else "")
            + "</h4>")
    home = [j for j, loc in enumerate(ships, 1) if loc is None]
    away = []
    for j, loc in enumerate(ships, 1):
        if loc is None or loc[0] not in planets:
            continue
        name = planets[loc[0]].name
        if loc[1] < 0:
            where = f"landed on {name}"
        elif loc[1] == 0:
            where = f"orbiting {name}, on the starting space of its colony track"
        else:
            where = f"orbiting {name}, space {loc[1]} of {planets[loc[0]].track}"
        away.append(f"<li>{ship_icon(q, f'P{q + 1} ship {j}')} ship {j} {_e(where)}</li>")
    tracker = SHIPS_BY_LEVEL[-1] - len(ships)
    cols = [planets[x] for x in d["colonies"][q] if x in planets]
    col_text = ", ".join(f"{_e(p.name)} ({p.vp} VP)" for p in cols) or "<span class='muted'>none</span>"
    home_text = (", ".join(f"ship {j}" for j in home) if home else "<span class='muted'>none</span>")
    return (f"<div class='card empire' style='border-left:5px solid {colour(q)}'>{head}"
            f"{_vp_line(state, q)}"
            f"<div>Empire level {level} of {MAX_LEVEL} <span class='muted small'>("
            f"{DICE_BY_LEVEL[level - 1]} dice, {_plural(SHIPS_BY_LEVEL[level - 1], 'ship')}, "
            f"{EMPIRE_VP[level - 1]} VP)</span></div>"
            f"<div class='small'>{icon('energy', 'energy')} Energy {d['energy'][q]}</div>"
            f"{_meter_svg(d['energy'][q], RESOURCE_CAP, 'energy', '#fde047')}"
            f"<div class='small'>{icon('culture', 'culture')} Culture {d['culture'][q]}</div>"
            f"{_meter_svg(d['culture'][q], RESOURCE_CAP, 'culture', '#d8b4fe')}"
            f"<div>Ships on the Galaxy Mat: {home_text}</div>"
            + (f"<div>Ships away:</div><ul>{''.join(away)}</ul>" if away else "")
            + (f"<div class='muted small'>{_plural(tracker, 'ship')} still on the ship tracker</div>"
               if tracker else "")
            + f"<div>Colonies: {col_text}</div><div>{_mission_line(state, q)}</div>"
            f"<div class='muted small'>{_plural(d['turns'][q], 'turn')} played</div></div>")


def picture(state) -> str:
    """The whole Tiny Epic Galaxies table as HTML with inline SVG (a spectator's view).

    Parameters
    ----------
    state : TEGState

    Returns
    -------
    str
        A ``<div>`` with the Control Mat, the face-up planets with their ships and one
        Galaxy Mat per player (P1..Pn); secret missions stay hidden until the end.
    """
    d = state.data
    end = ""
    if d["triggered"]:
        by = f" by {_seat(d['triggered_by'])}" if d["triggered_by"] is not None else ""
        end = f" · <b>the end is triggered{by}</b>: play goes on until all have had equal turns"
    footer = (f"<div class='small muted'>{_plural(len(d['deck']), 'planet')} left in the deck · "
              f"{_plural(d['missions_left'], 'secret mission')} back in the box{end}</div>")
    planets = "".join(planet_card(state, pid) for pid in d["row"] if pid in state.cat.planets)
    empires = "".join(empire_card(state, q) for q in range(state.players))
    return (f"{_STYLE}<div class='lr-tegp'>{control_mat(state)}"
            f"<h4 style='margin-top:8px'>Face-up planets</h4><div class='row'>{planets}</div>"
            f"{footer}<h4 style='margin-top:8px'>Galaxy Mats</h4><div class='row'>{empires}</div></div>")
