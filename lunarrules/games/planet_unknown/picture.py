"""A picture of the Planet Unknown table (``State._picture``): HTML with inline SVG.

What a spectator sees: the space station's six depots with the tile on top of
each stack and how many lie below, which depot each player's indicator faces,
the civ piles, the objective cards and the event card; and for every player the
planet (terrain of the tiles placed, biomass patches, ice, lifepods, meteorites,
rovers, the tile placed last, the medals of each row and column, complete lines
marked), the five corporation tracks with their trackers, milestones and medals,
and what the player has collected. End Game civ cards stay face down until the
game is over, as the state's view hides them. Everything is drawn from the spectator's view of
the state, in the game's words; icons carry their names as text alternatives.
No ipywidgets: this is the rich display of every state.

Each thing an action of the player to act names carries a ``data-pick`` attribute
(:mod:`lunarrules.kernel.picks`) holding the action's own ``param=value`` tokens, so a
click on it offers those actions: the squares of that player's planet ``row=R+col=C``
(a tile placed with the top-left square of its bounding box there, a rover landed, a
biomass patch), and on them that player's rovers ``rover=1`` and the squares a rover
steps to ``rover=1+dir=N`` (rover movement), and, while the resources of the tile just
placed are ordered, its squares ``first=energy`` (energy has no tracker); the tiles on
top of the depot facing that player ``tile=inner`` / ``tile=outer`` (place it, or take it
when it fits nowhere); that player's trackers ``first=water track=water`` (which advances first, what energy or a
synergy boost advances); and while the commander turns the station, each depot
``steps=k``, the turn that brings that depot in front of the commander. The civ cards on
offer are secret (not drawn), so ``civ offer=`` has no mark. Icons drawn over a marked
square or space let clicks through (``pointer-events="none"``).
"""

from __future__ import annotations

import math
from html import escape
from typing import TYPE_CHECKING

from lunarrules.i18n import N_, _, ngettext, pgettext
from lunarrules.kernel.picks import pick_attr, token

from . import geometry as pl
from .legal import is_end_game_civ, pending_options
from .params import DEPOTS, DIRECTIONS, RESOURCES, SLOTS, TRACKER_COLOUR, TRACKS
from .scoring import complete_lines
from .words import resource, slot_word, tile_name

if TYPE_CHECKING:  # pragma: no cover
    from .state import PlanetUnknownState

NS = "http://www.w3.org/2000/svg"

#: Terrain and track colours (the tiles' printed colours, approximately).
COLOURS = {
    "civ": "#e57373",
    "water": "#64b5f6",
    "biomass": "#81c784",
    "rover": "#a1887f",
    "tech": "#b39ddb",
    "energy": "#fff176",
}
LAND = "#f4efe6"
ICE = "#d8eefc"
OFF = "#4b5563"
TRACKER_FILL = {"red": "#c62828", "blue": "#1565c0", "green": "#2e7d32", "black": "#111827", "white": "#ffffff"}
#: What an objective card measures, in words (translated where shown).
METRIC_WORDS = {
    "pods": N_("lifepods rescued"),
    "meteorites": N_("meteorites collected"),
    "lines": N_("complete rows and columns"),
    "covered": N_("squares covered"),
    "civ_cards": N_("civ cards kept"),
    "patches": N_("biomass patches on the planet"),
    "planet_meteorites": N_("meteorites left on the planet"),
    "tracks": N_("steps on the tracks"),
}


def track_label(t: str) -> str:
    """A track's name as the picture labels it: ``"Water"``."""
    # TRANSLATORS: the labels of the five corporation tracks in the picture.
    words = {"civ": pgettext("planet_unknown track", "Civ"), "water": pgettext("planet_unknown track", "Water"),
             "biomass": pgettext("planet_unknown track", "Biomass"),
             "rover": pgettext("planet_unknown track", "Rover"), "tech": pgettext("planet_unknown track", "Tech")}
    return words.get(t, t)
CELL = 18  # a planet square, in pixels
TCELL = 18  # a track space, in pixels
# an icon over a marked square or space: clicks go to the square
_THROUGH = " pointer-events='none'"


def _actor(state) -> int | None:
    """The seat whose actions the picture's marks name (``None`` once the game is over)."""
    return None if state.is_over else state.to_act


def _rover_steps(seat) -> dict[tuple[int, int], list[tuple[int, str]]]:
    """The squares next to ``seat``'s rovers: ``(row, col) -> [(rover number, direction)]``
    of the steps that end there (the engine says which of them are legal)."""
    out: dict[tuple[int, int], list[tuple[int, str]]] = {}
    for n, i in enumerate(seat.rovers, start=1):
        r, col = divmod(i, pl.STRIDE)
        for d, dr, dc in DIRECTIONS:
            if 0 <= r + dr < pl.SIZE and 0 <= col + dc < pl.SIZE:
                out.setdefault((r + dr, col + dc), []).append((n, d))
    return out


def _sections(state, seat) -> dict[tuple[int, int], str]:
    """While the player to act chooses which of the tile just placed's resources advances
    first: each square of that tile and its resource (``order first=...`` names it; energy has
    no tracker to click). Empty otherwise (a tile taken without placing is not drawn)."""
    if state.phase != "order":
        return {}
    done = state.actions
    last = done[-1] if done else None
    if last is None or last.kind != "place" or last.actor != state.to_act:
        return {}
    options = pending_options(state)
    out = {}
    for r, col in pl.squares_of(seat.last_tile):
        for i, res in enumerate(RESOURCES):
            if seat.terrain[i] & pl.bit(r, col) and res in options:
                out[(r, col)] = res
    return out


def _square_pick(r: int, col: int, seat, steps: dict[tuple[int, int], list[tuple[int, str]]],
                 sections: dict[tuple[int, int], str]) -> str:
    """The mark of square (``r``, ``col``) of the actor's planet: the square itself (place,
    rover_place, patch), the rover on it and the rover steps ending there (rover_move), the
    resource of the tile just placed there (order)."""
    tokens = [f"{token('row', r)}+{token('col', col)}"]
    i = r * pl.STRIDE + col
    tokens += [token("rover", n) for n, at in enumerate(seat.rovers, start=1) if at == i]
    tokens += [f"{token('rover', n)}+{token('dir', d)}" for n, d in steps.get((r, col), ())]
    if (r, col) in sections:
        tokens.append(token("first", sections[(r, col)]))
    return pick_attr(*tokens)


def _medals(n: int) -> str:
    return ngettext("{n} medal", "{n} medals", n).format(n=n)


def _svg(width: float, height: float, label: str, body: str, style: str = "", pick: str = "") -> str:
    """An inline SVG with its text alternative (aria-label and title); ``pick`` its
    ``data-pick`` attribute, if any."""
    lab = escape(label)
    st = f" style='{style}'" if style else ""
    return (f"<svg xmlns='{NS}' role='img' aria-label='{lab}' width='{width:g}' height='{height:g}' "
            f"viewBox='0 0 {width:g} {height:g}'{st}{pick}><title>{lab}</title>{body}</svg>")


# ------------------------------------------------------------------ icons
def _pod(x: float, y: float, r: float, extra: str = "") -> str:
    return (f"<circle cx='{x:g}' cy='{y:g}' r='{r:g}' fill='#fff' stroke='#ea580c' stroke-width='2'{extra}/>"
            f"<circle cx='{x:g}' cy='{y:g}' r='{r / 2.5:g}' fill='#ea580c'{extra}/>")


def _meteor(x: float, y: float, r: float, extra: str = "") -> str:
    pts = []
    for k, f in enumerate((1, .7, 1, .8, 1, .65, .95, .75)):
        a = k * math.pi / 4
        pts.append(f"{x + r * f * math.cos(a):.1f},{y + r * f * math.sin(a):.1f}")
    return f"<polygon points='{' '.join(pts)}' fill='#57534e' stroke='#1c1917' stroke-width='1'{extra}/>"


def _rover(x: float, y: float, s: float, extra: str = "") -> str:
    """A rover centred on (x, y), ``s`` wide (``extra``: more attributes of its shapes)."""
    h = s * .45
    return (f"<rect x='{x - s / 2:g}' y='{y - h / 2 - s * .1:g}' width='{s:g}' height='{h:g}' rx='2' fill='#111827'"
            f"{extra}/>"
            f"<circle cx='{x - s * .3:g}' cy='{y + h / 2:g}' r='{s * .16:g}' fill='#111827'{extra}/>"
            f"<circle cx='{x + s * .3:g}' cy='{y + h / 2:g}' r='{s * .16:g}' fill='#111827'{extra}/>")


def _patch(x: float, y: float, r: float, extra: str = "") -> str:
    """A biomass patch mark (a leaf)."""
    return (f"<path d='M{x - r:g},{y + r:g} Q{x - r:g},{y - r:g} {x + r:g},{y - r:g} "
            f"Q{x + r:g},{y + r:g} {x - r:g},{y + r:g} Z' fill='#1b5e20' stroke='#fff' stroke-width='1'{extra}/>")


def _icon(kind: str, label: str, size: int = 16) -> str:
    """A small inline icon with its name (for the lists under the planet)."""
    c = size / 2
    body = {
        "pod": lambda: _pod(c, c, size * .32),
        "meteor": lambda: _meteor(c, c, size * .42),
        "rover": lambda: _rover(c, c, size * .85),
        "patch": lambda: _patch(c, c, size * .35),
        "ice": lambda: f"<rect x='1' y='1' width='{size - 2}' height='{size - 2}' fill='{ICE}' stroke='#93c5fd'/>",
        "last": lambda: (f"<rect x='2' y='2' width='{size - 4}' height='{size - 4}' fill='none' stroke='#111827' "
                         "stroke-width='2' stroke-dasharray='3 2'/>"),
        "medal": lambda: (f"<circle cx='{c:g}' cy='{c:g}' r='{size * .4:g}' fill='#fbbf24' stroke='#92400e'/>"),
        "civcard": lambda: (f"<rect x='{size * .2:g}' y='1' width='{size * .6:g}' height='{size - 2}' rx='2' "
                            f"fill='{COLOURS['civ']}' stroke='#7f1d1d'/>"),
        "tech": lambda: _hexagon(c, c, size * .45, COLOURS["tech"]),
        "commander": lambda: (f"<polygon points='{c:g},1 {size - 1},{size - 3} 1,{size - 3}' fill='#f59e0b' "
                              "stroke='#78350f'/>"),
    }[kind]()
    return _svg(size, size, label, body, "vertical-align:-3px")


def _hexagon(x: float, y: float, r: float, fill: str, extra: str = "") -> str:
    pts = " ".join(f"{x + r * math.cos(math.pi / 3 * k):.1f},{y + r * math.sin(math.pi / 3 * k):.1f}"
                   for k in range(6))
    return f"<polygon points='{pts}' fill='{fill}' stroke='#4c1d95'{extra}/>"


# ------------------------------------------------------------------ tiles
def _tile_svg(state, tid: str | None, slot: str, below: int, pick: str = "") -> str:
    """The tile on top of a stack, as printed, with its meteor; or an empty stack. ``pick``:
    its ``data-pick`` attribute, if any."""
    if tid is None:
        label = _("the {slot} stack is empty").format(slot=slot_word(slot))
        return _svg(4 * 12, 3 * 12, label,
                    "<rect x='1' y='1' width='46' height='34' rx='3' fill='none' stroke='#9ca3af' "
                    "stroke-dasharray='3 3'/>")
    tile = state.content.tiles[tid]
    o = tile.table.orientations[0]
    s = 12
    parts = []
    for (r, c), sec in zip(o.cells, o.sections, strict=True):
        res = tile.a if sec == "a" else tile.b
        parts.append(f"<rect x='{c * s}' y='{r * s}' width='{s}' height='{s}' fill='{COLOURS[res]}' "
                     "stroke='#374151' stroke-width='1'/>")
    if tile.meteor:
        mr, mc = o.meteor
        parts.append(_meteor(mc * s + s / 2, mr * s + s / 2, s * .32))
    label = ngettext("{slot} stack: {tile_name}, {n} tile below", "{slot} stack: {tile_name}, {n} tiles below", below).format(
        slot=slot_word(slot), tile_name=tile_name(state, tid), n=below)
    return _svg(o.width * s, o.height * s, label, "".join(parts), pick=pick)


def _station(state, view) -> str:
    actor = _actor(state)
    # the actor's depot: its tiles are what "place"/"take" name; while the station turns,
    # depot k is the one "rotate steps=..." brings in front of the commander
    mine = state.depot_of(actor) if actor is not None else None
    turning = actor is not None and state.phase == "rotate"
    facing: dict[int, list[int]] = {}
    for p, dep in enumerate(view["facing"]):
        facing.setdefault(dep, []).append(p)
    cards = []
    for k, dep in enumerate(view["depots"]):
        who = facing.get(k, [])
        badge = "".join(
            f"<span style='background:#1f2937;color:#fff;border-radius:3px;padding:0 4px;margin-left:3px'>"
            f"P{p + 1}</span>" for p in who)
        rows = []
        depot = escape(_("Depot {n}").format(n=k + 1))
        for slot in SLOTS:
            tid = dep[slot]
            below = dep[f"{slot}_below"]
            under = escape(_("{n} below").format(n=below))
            tile_pick = pick_attr(token("tile", slot)) if k == mine and tid is not None else ""
            rows.append(
                f"<div style='display:flex;align-items:center;gap:6px;min-height:40px'>"
                f"<span style='font-size:12px;line-height:1.2;width:56px;flex:none'>{escape(slot_word(slot))}<br>"
                f"<span style='color:#4b5563'>{under}</span></span>"
                f"{_tile_svg(state, tid, slot, below, tile_pick)}</div>")
        turn = pick_attr(token("steps", (k - mine) % DEPOTS)) if turning and mine is not None else ""
        cards.append(
            f"<div style='border:1px solid #cbd5e1;border-radius:6px;padding:4px 6px;background:#f8fafc;"
            f"min-width:104px;flex:1 1 104px'{turn}>"
            f"<div style='font-weight:600'>{depot}{badge}</div>{''.join(rows)}</div>")
    return "<div style='display:flex;flex-wrap:wrap;gap:6px'>" + "".join(cards) + "</div>"


# ------------------------------------------------------------------ planet
def _planet_svg(state, p: int, seat) -> str:
    c = state.content
    s = CELL
    margin = 16
    size = pl.SIZE * s
    rows_done, cols_done = complete_lines(seat, c)
    terrain = seat.terrain
    covered = seat.covered
    rovers = seat.rover_mask()
    marked = p == _actor(state)  # only the planet of the player to act names squares
    steps = _rover_steps(seat) if marked else {}
    sections = _sections(state, seat) if marked else {}
    through = _THROUGH if marked else ""
    parts = [f"<rect x='0' y='0' width='{size}' height='{size}' fill='{OFF}'/>"]
    overlay = []
    for r in range(pl.SIZE):
        for col in range(pl.SIZE):
            b = pl.bit(r, col)
            x, y = col * s, r * s
            if not b & c.land:
                continue
            if b & covered:
                fill = LAND
                for i in range(len(RESOURCES)):
                    if terrain[i] & b:
                        fill = COLOURS[RESOURCES[i]]
            elif b & c.ice:
                fill = ICE
            else:
                fill = LAND
            pick = _square_pick(r, col, seat, steps, sections) if marked else ""
            parts.append(f"<rect x='{x}' y='{y}' width='{s}' height='{s}' fill='{fill}' stroke='#9ca3af' "
                         f"stroke-width='.6'{pick}/>")
            cx, cy = x + s / 2, y + s / 2
            if b & c.ice and not b & covered:
                overlay.append(f"<path d='M{cx - 4},{cy} h8 M{cx},{cy - 4} v8' stroke='#60a5fa' "
                               f"stroke-width='1.2'{through}/>")
            if b & seat.patches:
                overlay.append(_patch(cx, cy, s * .28, through))
            if b & seat.pods:
                overlay.append(_pod(cx, cy, s * .3, through))
            if b & seat.meteors:
                overlay.append(_meteor(cx, cy, s * .36, through))
            if b & rovers:
                overlay.append(_rover(cx, cy, s * .8, through))
    for r, col in pl.squares_of(seat.last_tile):
        overlay.append(f"<rect x='{col * s + 1.5}' y='{r * s + 1.5}' width='{s - 3}' height='{s - 3}' fill='none' "
                       f"stroke='#111827' stroke-width='1.5' stroke-dasharray='3 2'{through}/>")
    # row and column medals, gold when the line is complete
    for i in range(pl.SIZE):
        for done, mx, my, n in ((i in rows_done, size + margin / 2, i * s + s / 2, c.row_medals[i]),
                              (i in cols_done, i * s + s / 2, size + margin / 2, c.column_medals[i])):
            if done:
                overlay.append(f"<circle cx='{mx:g}' cy='{my:g}' r='7' fill='#fbbf24' stroke='#92400e'/>")
            overlay.append(f"<text x='{mx:g}' y='{my + 4:g}' text-anchor='middle' font-size='11' "
                           f"font-weight='{700 if done else 400}' fill='#111827'>{n}</text>")
    n_cov = pl.count(covered & c.land)
    meteors, pods = pl.count(seat.meteors), pl.count(seat.pods)
    label = _("Planet of {player}: {covered} of {squares} squares covered, {meteorite_count} and {lifepod_count} on the "
              "planet, {rover_count} landed, {rows} and {columns}").format(
        player=f"P{p + 1}", covered=n_cov, squares=pl.count(c.land),
        meteorite_count=ngettext("{n} meteorite", "{n} meteorites", meteors).format(n=meteors),
        lifepod_count=ngettext("{n} lifepod", "{n} lifepods", pods).format(n=pods),
        rover_count=ngettext("{n} rover", "{n} rovers", len(seat.rovers)).format(n=len(seat.rovers)),
        rows=ngettext("{n} complete row", "{n} complete rows", len(rows_done)).format(n=len(rows_done)),
        columns=ngettext("{n} complete column", "{n} complete columns", len(cols_done)).format(n=len(cols_done)))
    w = size + margin
    return _svg(w, w, label, "".join(parts) + "".join(overlay), "max-width:100%;height:auto;flex:none")


# ------------------------------------------------------------------ tracks
def benefit_mark(state, ben: str, x: float, y: float, extra: str = "") -> tuple[str, str]:
    """The printed milestone of a track space: its drawing and its words (``extra``: more
    attributes of its shapes)."""
    if not ben:
        return "", ""
    if ben.startswith("civ"):
        rank = ben[3:]
        return (f"<rect x='{x - 5}' y='{y - 7}' width='10' height='14' rx='2' fill='#fff' stroke='#7f1d1d'{extra}/>"
                f"<text x='{x}' y='{y + 4}' text-anchor='middle' font-size='10' fill='#7f1d1d'{extra}>{rank}</text>",
                _("take a civ card of rank {rank}").format(rank=rank))
    if ben.startswith("tech"):
        k = int(ben[4:]) - 1
        techs = state.content.techs
        mark = (_hexagon(x, y, 7, "#fff", extra) +
                f"<text x='{x}' y='{y + 4}' text-anchor='middle' font-size='10' fill='#4c1d95'{extra}>{k + 1}</text>")
        name = techs[k]["name"] if 0 <= k < len(techs) else _("a tech")
        return mark, _("unlock the tech {name}").format(name=name)
    if ben == "synergy":
        return (f"<path d='M{x - 5},{y + 3} l5,-5 l5,5 M{x - 5},{y + 7} l5,-5 l5,5' fill='none' stroke='#111827' "
                f"stroke-width='1.5'{extra}/>", _("a synergy boost"))
    if ben == "patch":
        return _patch(x, y, 5, extra), _("place a biomass patch")
    if ben == "rover":
        return _rover(x, y, 12, extra), _("land a rover")
    return "", ben.replace("_", " ")


def _tracks_svg(state, p: int, seat) -> str:
    c = state.content
    s = TCELL
    label_w = max(58, 7 * max(len(track_label(t)) for t in TRACKS))  # wider for longer words
    row_h = s + 13
    top = max(c.top.values()) + 1
    w = label_w + top * s + 2
    h = len(TRACKS) * row_h
    parts = []
    words = []
    marked = p == _actor(state)  # only the trackers of the player to act are named
    through = _THROUGH if marked else ""
    for i, t in enumerate(TRACKS):
        y0 = i * row_h
        pos = seat.tracks[i]
        parts.append(f"<text x='0' y='{y0 + s - 5}' font-size='12' fill='#111827'>{escape(track_label(t))}</text>")
        for k, (ben, medal) in enumerate(zip(c.benefits[t], c.medals[t], strict=True)):
            x = label_w + k * s
            fill = COLOURS[t] if k <= pos else "#f9fafb"
            # the tracker's space: the tracker "order", "energy" and "synergy" name
            pick = pick_attr(token("first", t), token("track", t)) if marked and k == pos else ""
            parts.append(f"<rect x='{x}' y='{y0}' width='{s}' height='{s}' fill='{fill}' stroke='#6b7280' "
                         f"stroke-width='.6'{pick}/>")
            mark, _words = benefit_mark(state, ben, x + s / 2, y0 + s / 2, through if k == pos else "")
            parts.append(mark)
            if medal:
                parts.append(f"<text x='{x + s / 2}' y='{y0 + s + 11}' text-anchor='middle' font-size='10' "
                             f"fill='#92400e' font-weight='700'>{medal}</text>")
        colour = TRACKER_COLOUR[t]
        x = label_w + pos * s
        parts.append(f"<rect x='{x + 1}' y='{y0 + 1}' width='{s - 2}' height='{s - 2}' fill='none' "
                     f"stroke='#111827' stroke-width='2'{through}/>"
                     f"<circle cx='{x + s - 4}' cy='{y0 + 4}' r='4' fill='{TRACKER_FILL[colour]}' "
                     f"stroke='#111827' stroke-width='1'{through}/>")
        medals = max(c.medals[t][: pos + 1])
        words.append(_("{resource} tracker on space {position} of {top} ({medal_count})").format(
            resource=resource(t), position=pos, top=c.top[t], medal_count=_medals(medals)))
    label = _("Corporation tracks of {player}: {tracker_list}").format(player=f"P{p + 1}", tracker_list="; ".join(words))
    return _svg(w, h, label, "".join(parts), "max-width:100%;height:auto;flex:none")


# ------------------------------------------------------------------ seats
def _seat_panel(state, p: int, plain, seat, score, commander: bool) -> str:
    c = state.content
    tech_names = {t["id"]: t["name"] for t in c.techs}
    civ = [c.civ[cid]["name"] for cid in plain["civ_cards"] if cid in c.civ]
    hidden = plain["hidden_civ_cards"]
    civ_text = ", ".join(escape(n) for n in civ)
    if hidden:
        civ_text += (", " if civ_text else "") + escape(ngettext(
            "{n} End Game card face down", "{n} End Game cards face down", hidden).format(n=hidden))
    techs = ", ".join(escape(tech_names.get(t, t.replace("_", " "))) for t in seat.techs)
    commander_word = _("commander")
    com = f" {_icon('commander', commander_word)} {escape(commander_word)}" if commander else ""
    none = escape(pgettext("planet_unknown", "none"))
    n = seat.pods_collected
    facts = [
        _icon("pod", _("lifepods rescued")) + " "
        + escape(ngettext("{n} lifepod rescued", "{n} lifepods rescued", n).format(n=n)),
        _icon("meteor", _("meteorites collected")) + " "
        + escape(ngettext("{n} meteorite collected", "{n} meteorites collected", seat.meteorites_collected).format(
            n=seat.meteorites_collected)),
        _icon("rover", _("rovers on the corporation board")) + " "
        + escape(ngettext("{n} rover on the board", "{n} rovers on the board", seat.supply).format(n=seat.supply)),
    ]
    if seat.stored:
        facts.append(_icon("patch", _("stored biomass patches")) + " "
                     + escape(ngettext("{n} biomass patch stored", "{n} biomass patches stored", seat.stored).format(
                         n=seat.stored)))
    facts.append(_icon("civcard", _("civ cards")) + " "
                 + escape(_("civ cards: {cards}")).format(cards=civ_text or none))
    facts.append(_icon("tech", _("techs unlocked")) + " " + escape(_("techs: {techs}")).format(techs=techs or none))
    fact_html = "".join(f"<div>{f}</div>" for f in facts)
    score_text = escape(_("{n} medals").format(n=f"{score:g}")) if score is not None else ""
    return (
        f"<div style='border:1px solid #cbd5e1;border-radius:6px;padding:6px;background:#fff;"
        f"flex:1 1 520px;min-width:0;max-width:620px'>"
        f"<div style='font-weight:700;font-size:14px;margin-bottom:4px'>P{p + 1} "
        f"<span style='font-weight:400'>&middot; {score_text}{com}</span></div>"
        f"<div style='display:flex;flex-wrap:wrap;gap:8px;align-items:flex-start'>"
        f"{_planet_svg(state, p, seat)}"
        f"<div style='min-width:0;flex:1 1 276px'>{_tracks_svg(state, p, seat)}"
        f"<div style='font-size:12px;margin-top:4px'>{fact_html}</div></div></div></div>"
    )


def _swatch(res: str) -> str:
    return _svg(12, 12, _("{resource} terrain").format(resource=resource(res)),
                f"<rect width='12' height='12' fill='{COLOURS[res]}' stroke='#6b7280'/>",
                "vertical-align:-2px")


def _legend() -> str:
    items = [
        ("ice", _("ice")), ("pod", _("lifepod")), ("meteor", _("meteorite")), ("rover", _("rover")),
        ("patch", _("biomass patch")), ("last", _("tile placed last")), ("medal", _("complete line")),
    ]
    terr = "".join(
        f"<span style='white-space:nowrap'>{_swatch(r)} {escape(resource(r))}</span> " for r in RESOURCES)
    icons = "".join(f"<span style='white-space:nowrap'>{_icon(k, w, 14)} {escape(w)}</span> " for k, w in items)
    return f"<div style='font-size:12px;color:#374151;margin:4px 0'>{terr}{icons}</div>"


def view(state: PlanetUnknownState, player: int | None) -> dict:
    """Other players' planets as they were when this round began (placement is simultaneous);
    face-down stacks and civ piles show only how many they hold; other players' End Game civ
    cards only how many there are, until the game is over. ``facing[p]`` is the depot seat
    ``p``'s indicator faces now. ``civ_offer`` lists the civ cards a player at a civ milestone
    chooses from, in the order the ``civ`` action's ``offer`` counts them (1 = the first), in
    that player's own view only; everyone else sees ``None`` (PU-CIV-SECRET).

    A spectator (``player=None``) sees every planet as it is now."""
    d = state.data
    # PU-SIMULTANEOUS: while the round's placements are under way, a player sees the others'
    # planets as they were when it began; spectators and, once the round is over, everyone
    # see the planets as they are.
    hide = player is not None and state.phase not in ("final_patches", "scoring", "end")
    acted = set(d["order"][: d["placing"] + (1 if state.phase not in ("place", "rotate") else 0)])
    seats = []
    for p, s in enumerate(d["seats"]):
        if hide and p != player and p in acted and d["shown"] and d["shown"][p] is not None:
            plain = d["shown"][p].to_plain()
        else:
            plain = s.to_plain()
        # PU-CIV-SECRET: End Game civ cards stay hidden from the others until the end.
        cards = plain["civ_cards"]
        if p != player and not state.is_over:
            plain["civ_cards"] = [cid for cid in cards if not is_end_game_civ(state, cid)]
        plain["hidden_civ_cards"] = len(cards) - len(plain["civ_cards"])
        seats.append(plain)
    return {
        "round": d["round"],
        "commander": d["commander"],
        "rotation": d["rotation"],
        "facing": [state.depot_of(p) for p in range(state.players)],
        "depots": [
            {"inner": d["stacks"][2 * k][0], "outer": d["stacks"][2 * k + 1][0],
             "inner_below": len(d["stacks"][2 * k][1]), "outer_below": len(d["stacks"][2 * k + 1][1])}
            for k in range(DEPOTS)
        ],
        "civ_piles": {r: len(v) for r, v in d["piles"].items()},
        "civ_offer": (list(pending_options(state))
                      if state.phase == "civ" and player is not None and player == state.to_act else None),
        "objectives": list(d["objectives"]),
        "objective_side": d["objective_side"],
        "event": d["event"],
        "events_left": len(d["events"]),
        "seats": seats,
    }


def picture(state) -> str:
    """The whole Planet Unknown table as HTML with inline SVG (see the module docstring).

    Parameters
    ----------
    state : PlanetUnknownState
        Any position.

    Returns
    -------
    str
        HTML: the station, the cards in play, and each player's planet and tracks.
    """
    view = state.view(None)
    d = state.data
    c = state.content
    scores = state.scores()
    head = [_("Round {n}").format(n=view["round"])]
    rot = view["rotation"]
    head.append(ngettext("the station has turned {n} depot", "the station has turned {n} depots", rot).format(n=rot)
                if rot else _("the station is unturned"))
    piles = ", ".join(_("rank {rank}: {n}").format(rank=r, n=n) for r, n in sorted(view["civ_piles"].items()))
    head.append(_("civ piles ({piles})").format(piles=piles))
    side = view["objective_side"]
    objs = []
    n = state.players
    for i, oid in enumerate(view["objectives"]):
        o = c.objectives.get(oid)
        if o is None:
            continue
        metric = o["metric"]
        what = _(METRIC_WORDS[metric]) if metric in METRIC_WORDS else metric.replace("_", " ")
        if side == "private":
            text = (_("at least {n} {what}: {medals} medals") if o["better"] == "more"
                    else _("at most {n} {what}: {medals} medals"))
            rule = text.format(n=o["private_threshold"], what=what, medals=o["private_medals"])
        else:
            a, b = (0, 1) if n == 2 else (i, (i + 1) % n)
            if o["better"] == "more":
                text = _("between {a} and {b}, more {what}: {medals} medals ({tie} each on a tie)")
            elif o["better"] == "fewer":
                text = _("between {a} and {b}, fewer {what}: {medals} medals ({tie} each on a tie)")
            else:
                text = _("between {a} and {b}, {better} {what}: {medals} medals ({tie} each on a tie)")
            rule = text.format(a=f"P{a + 1}", b=f"P{b + 1}", better=o["better"], what=what,
                               medals=o["neighbour_medals"], tie=o["neighbour_tie_medals"])
        objs.append(f"<li><b>{escape(o['name'])}</b>: {escape(rule)}</li>")
    event = ""
    if view["event"] or view["events_left"]:
        ev = c.events.get(view["event"]) if view["event"] else None
        if ev is not None:
            what = (_("every {resource} tracker moves up one step").format(resource=resource(ev["track"]))
                    if ev.get("effect") == "advance" else _("nothing happens"))
            event = escape(_("Event: {name} ({effect}); ")).format(
                name=f"<b>{escape(ev['name'])}</b>", effect=escape(what))
        left = view["events_left"]
        event += escape(ngettext("{n} event card left", "{n} event cards left", left).format(n=left))
    ending = ""
    if d["ending"]:
        reasons = {"depot": _("a depot ran out of tiles"), "cannot_place": _("a player could not place a tile"),
                   "events": _("the last event card was revealed")}
        why = "; ".join(reasons.get(e, e.replace("_", " ")) for e in d["ending"])
        ending = ("<div style='color:#b91c1c'>"
                  + escape(_("The game ends after this round: {reasons}").format(reasons=why)) + "</div>")
    side_words = _("Private objectives") if side == "private" else _("Objectives between neighbours")
    none_item = "<li>" + escape(pgettext("planet_unknown", "none")) + "</li>"
    station = escape(_("Space station"))
    seats = "".join(
        _seat_panel(state, p, view["seats"][p], d["seats"][p], scores[p] if scores else None,
                    p == view["commander"])
        for p in range(state.players))
    return (
        "<div class='lunarrules-picture' style='font:13px/1.4 system-ui,sans-serif;color:#111827;"
        "background:#fff;padding:4px;max-width:100%;box-sizing:border-box'>"
        f"<div>{' &middot; '.join(escape(h) for h in head)}</div>"
        f"{f'<div>{event}</div>' if event else ''}{ending}"
        f"<div style='font-weight:700;margin-top:6px'>{station}</div>{_station(state, view)}"
        f"<div style='font-weight:700;margin-top:6px'>{escape(side_words)}</div>"
        f"<ul style='margin:2px 0 6px 18px;padding:0'>{''.join(objs) or none_item}</ul>"
        f"{_legend()}"
        f"<div style='display:flex;flex-wrap:wrap;gap:8px'>{seats}</div></div>"
    )
