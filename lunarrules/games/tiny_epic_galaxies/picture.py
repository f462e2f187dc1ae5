"""What is shown of a Tiny Epic Galaxies table: a player's view and the picture a
notebook shows for a state.

:func:`view` is the plain data a player (or a spectator) may see, secret missions
hidden but the player's own. :func:`picture` draws the whole table as HTML with inline SVG, as a spectator sees
it: the Control Mat (the dice rolled, activated or spent on the converter, rerolls
and the converter this turn, a die offered to follow, a planet action waiting),
the face-up planets with every ship on each (in orbit on its colony track, or
landed on its surface), and each player's empire on the Galaxy Mat (energy,
culture, empire level, VP, ships, colonies). Secret missions stay hidden until
they are revealed at the end of the game.

Every icon is a small drawing with a text alternative (``role="img"``,
``aria-label`` and ``<title>``), and the word is written beside it: no emoji, which
a browser without an emoji font shows as empty boxes. No widgets are imported here.

Each drawn thing an action names carries a ``data-pick`` attribute
(:mod:`lunarrules.kernel.picks`) with that action's own ``param=value`` tokens:

* a face-up planet's card: ``to=<planet> target=<planet>`` (a move there, a planet action
  advancing a ship there), and ``target=self`` too on the planet whose action waits;
* its colony track: ``to=<planet>+mode=orbit planet=<planet> target=<planet>`` (a move
  into orbit, diplomacy or economy advancing a ship on it); its surface:
  ``to=<planet>+mode=land``;
* a die on the Control Mat, while inactive: ``die=<n>`` (the converter's chosen die) and
  ``dice=<set>`` for every set of inactive dice holding it (a reroll, the converter);
* the ships of the player to act: ``ship=<n>`` (on a track, on a surface, in the Galaxy
  Mat's lists); a rival's ship: ``target=P<q>.<planet>.orbit`` / ``.surface`` (a planet
  action displacing it) and, in orbit, ``target=P<q>.<planet>`` (one pushing it back);
* a Galaxy Mat: ``to=mat<q>`` (a ship flying home); a colony on it: ``planet=<planet>``;
  the energy and culture tracks of the player to act: ``pay=energy`` / ``pay=culture``
  (an upgrade); the waiting planet action's line: ``target=self``.

Secret missions carry no mark: the missions dealt are hidden, and a mark would name them.
"""

from __future__ import annotations

import html
from itertools import combinations
from typing import TYPE_CHECKING

from lunarrules.i18n import _, ngettext, pgettext
from lunarrules.kernel.picks import pick_attr, token

from .params import DICE_BY_LEVEL, EMPIRE_VP, MAX_LEVEL, RESOURCE_CAP, SHIPS_BY_LEVEL
from .words import (
    effect_words,
    face_name,
    face_short,
    symbol_planet,
    track_kind_words,
    vp_words,
    where,
)

if TYPE_CHECKING:  # pragma: no cover
    from .state import TEGState

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


# ----------------------------------------------------------------- the view
def view(s: TEGState, player: int | None) -> dict:
    """The plain data ``player`` may see (``None``: a spectator): secret missions hidden."""
    d = s.data
    out = {
        "active": f"P{d['active'] + 1}",
        "row": list(d["row"]),
        "deck_size": len(d["deck"]),
        "dice": [{"die": i + 1, "face": f, "state": ("inactive", "activated", "spent")[u]}
                 for i, (f, u) in enumerate(zip(d["dice"], d["used"], strict=True))],
        "rerolls_this_turn": d["rerolls"],
        "converter_used": d["converted"],
        "end_triggered": d["triggered"],
        "end_triggered_by": None if d["triggered_by"] is None else f"P{d['triggered_by'] + 1}",
        "players": [],
    }
    planets = s.cat.planets
    for p in range(s.players):
        # a spectator (None) sees no secret mission, like every other player
        mine = player == p
        out["players"].append({
            "player": f"P{p + 1}",
            "energy": d["energy"][p], "culture": d["culture"][p], "level": d["empire_level"][p],
            "vp_without_mission": s.vp(p),
            "ships": [where(loc, planets) for loc in d["ships"][p]],
            "ships_on_tracker": SHIPS_BY_LEVEL[-1] - len(d["ships"][p]),
            "colonies": list(d["colonies"][p]),
            "mission": d["mission"][p] if mine else ("hidden" if d["mission"][p] else None),
            "offer": list(d["missions_dealt"][p]) if mine else ["hidden"] * len(d["missions_dealt"][p]),
            "turns": d["turns"][p],
        })
    return out


# -------------------------------------------------------------- the picture
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
    text = _e(label if label is not None else face_name(name))
    body = _DRAWINGS.get(name, '<rect x="2" y="2" width="16" height="16" fill="none" stroke="#999"/>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
            f'viewBox="0 0 20 20" role="img" aria-label="{text}" '
            f'style="vertical-align:middle"><title>{text}</title>{body}</svg>')


def _ship_path(x: float, y: float, fill: str) -> str:
    """A small ship (pointing up) centred on (x, y), 12 wide and 14 high."""
    return (f'<path d="M{x} {y - 7} L{x + 4} {y - 1} L{x + 4} {y + 4} L{x + 6} {y + 7} '
            f'L{x - 6} {y + 7} L{x - 4} {y + 4} L{x - 4} {y - 1} Z" fill="{fill}" '
            'stroke="#111" stroke-width="0.6"/>')


def ship_icon(seat: int, label: str, size: int = 16, pick: str = "") -> str:
    """A ship of seat ``seat`` as an inline SVG icon with ``label`` as its text alternative
    (``pick``: its ``data-pick`` attribute, if any)."""
    text = _e(label)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
            f'viewBox="0 0 20 20" role="img" aria-label="{text}"{pick}><title>{text}</title>'
            f'{_ship_path(10, 10, colour(seat))}</svg>')


def _chip(fill: str) -> str:
    return f'<span class="chip" style="background:{fill}"></span>'


def _seat(q: int) -> str:
    return f'<b style="color:{colour(q)}">P{q + 1}</b>'


def _to_act(state) -> int | None:
    """The seat to act now (whose ships and resources a click names), or None."""
    return None if state.is_over else state.to_act


def _ship_pick(state, q: int, j: int, loc) -> str:
    """The mark of seat ``q``'s ship ``j`` at ``loc``: ``ship=j`` for the player to act, the
    planet actions' targets for a rival's ship on a planet."""
    if q == _to_act(state):
        return pick_attr(token("ship", j))
    if loc is None:
        return ""
    where = "surface" if loc[1] < 0 else "orbit"
    tokens = [token("target", f"P{q + 1}.{loc[0]}.{where}")]
    if loc[1] >= 0:
        tokens.append(token("target", f"P{q + 1}.{loc[0]}"))
    return pick_attr(*tokens)


def _dice_pick(used: tuple, i: int) -> str:
    """The mark of die ``i`` (1-based): ``die=i`` and every set of inactive dice holding it."""
    if used[i - 1] != 0:
        return ""
    others = [k for k, u in enumerate(used, 1) if u == 0 and k != i]
    sets = [tuple(sorted((i, *c))) for r in range(len(others) + 1) for c in combinations(others, r)]
    return pick_attr(token("die", i), *(token("dice", c) for c in sets))


def _join_marked(items: list[tuple[str, str]], sep: str = ", ") -> str:
    """The texts of ``items`` joined by ``sep``, each marked text in a span carrying its
    mark, the separator inside (so the words read and are laid out exactly as before)."""
    out = []
    for n, (text, pick) in enumerate(items):
        text += sep if n < len(items) - 1 else ""
        out.append(f"<span{pick}>{text}</span>" if pick else text)
    return "".join(out)


def _die_state(used: int) -> str:
    """What became of a die this turn: 0 ready, 1 activated, 2 spent on the converter."""
    if used == 1:
        return pgettext("tiny_epic_galaxies", "activated")
    if used == 2:
        return pgettext("tiny_epic_galaxies", "spent on the converter")
    return pgettext("tiny_epic_galaxies", "ready")


def _none() -> str:
    # TRANSLATORS: no colony, no ship, no secret mission (feminine in Portuguese and Spanish)
    return pgettext("tiny_epic_galaxies", "none")


def _track_of(kind: str, n: int) -> str:
    """A colony track by its kind and length ("economy track of 2")."""
    if kind == "diplomacy":
        return _("diplomacy track of {n}").format(n=n)
    if kind == "economy":
        return _("economy track of {n}").format(n=n)
    return _("{kind} track of {n}").format(kind=kind, n=n)


# -------------------------------------------------------------- the Control Mat
def control_mat(state) -> str:
    """The Control Mat: each die rolled this turn and what became of it, rerolls, the
    converter, and a die offered to the rivals or a planet action waiting."""
    d = state.data
    planets = state.cat.planets
    who = _seat(d["active"])
    dice = []
    for i, (face, used) in enumerate(zip(d["dice"], d["used"], strict=True), 1):
        name = face_name(face)
        done = _die_state(used)
        label = _("die {die_no}: {face}, {state}").format(die_no=i, face=name, state=done)
        dice.append(f"<span class='die{' spent' if used else ''}'{_dice_pick(d['used'], i)}>"
                    f"{icon(face, label, 32)}"
                    f"<span>{i}: {_e(name)}</span><span class='muted'>{done}</span></span>")
    if dice:
        shown = "".join(dice)
    elif state.is_over:
        shown = "<span class='muted'>" + _("the game is over") + "</span>"
    else:
        shown = "<span class='muted'>" + _("no dice rolled yet this turn") + "</span>"
    notes = []
    if d["dice"]:
        n = d["rerolls"]
        if n == 0:
            notes.append(ngettext("{n} reroll this turn (the next is free)",
                                  "{n} rerolls this turn (the next is free)", n).format(n=n))
        else:
            notes.append(ngettext("{n} reroll this turn (each further one costs 1 energy)",
                                  "{n} rerolls this turn (each further one costs 1 energy)",
                                  n).format(n=n))
        notes.append(_("converter used this turn") if d["converted"]
                     else _("converter not used this turn"))
    follow = d["follow"]
    if follow is not None:
        face = face_name(follow.face)
        if follow.follower is not None:
            notes.append(_("{player} may follow the {face} die for 1 culture").format(
                player=_seat(follow.follower), face=_e(face)))
        else:
            notes.append(_("the {face} die will be offered to the rivals (1 culture to "
                           "follow)").format(face=_e(face)))
    pa = d["planet_action"]
    if pa is not None and pa.planet in planets:
        notes.append(f"<span{pick_attr(token('target', 'self'))}>" + _(
            "{player} may use the action of {world}: {effect}").format(
            player=_seat(pa.player), world=_e(planets[pa.planet].name),
            effect=_e(effect_words(planets[pa.planet]))) + "</span>")
    if state.is_over:
        return ("<div class='card'><h4>" + _("Control Mat") + " <span class='muted small'>("
                + _("the game is over") + ")</span></h4></div>")
    level = d["empire_level"][d["active"]]
    title = _("Control Mat: {player}'s turn").format(player=who)
    dice_now = _("(empire level {level}: {n} dice)").format(level=level,
                                                            n=DICE_BY_LEVEL[level - 1])
    return (f"<div class='card'><h4>{title} <span class='muted small'>{dice_now}"
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
    orbit = "; ".join(_("P{n} ship {ship_no} on space {space}").format(n=q + 1, ship_no=j, space=k)
                      for k in sorted(on) for q, j in on[k])
    label = ngettext("{world}'s {kind} colony track, {n} space to colonize: {fleet}",
                     "{world}'s {kind} colony track, {n} spaces to colonize: {fleet}",
                     pl.track).format(world=pl.name, kind=face_short(pl.track_kind), n=pl.track,
                                      fleet=orbit or _("no ship in orbit"))
    pick = pick_attr(f"{token('to', pid)}+{token('mode', 'orbit')}", token("planet", pid),
                     token("target", pid))
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" '
           f'class="track" role="img" aria-label="{_e(label)}"{pick} '
           f'font-family="Helvetica,Arial,sans-serif" font-size="10"><title>{_e(label)}</title>']
    base = h - 22
    for k in range(spaces):
        x = 3 + k * cell
        last = k == pl.track
        fill = "#dcfce7" if last else ("#f1f5f9" if k == 0 else "#fff")
        word = (pgettext("tiny_epic_galaxies", "colony") if last
                else (pgettext("tiny_epic_galaxies", "start") if k == 0 else str(k)))
        out.append(f'<rect x="{x}" y="{base}" width="{cell - 4}" height="18" rx="3" fill="{fill}" '
                   f'stroke="#64748b"/><text x="{x + (cell - 4) / 2}" y="{base + 13}" '
                   f'text-anchor="middle" fill="#334155">{word}</text>')
        for n, (q, j) in enumerate(on.get(k, [])):
            cy = base - 9 - 16 * n
            out.append(f"<g{_ship_pick(state, q, j, (pid, k))}>")
            out.append(_ship_path(x + 9, cy, colour(q)))
            out.append(f'<text x="{x + 18}" y="{cy + 4}" font-weight="bold" fill="{colour(q)}">'
                       f'P{q + 1}</text></g>')
    out.append("</svg>")
    return "".join(out)


def planet_card(state, pid: str) -> str:
    """One face-up planet: name, VP, symbol, colony track with ships in orbit, surface."""
    pl = state.cat.planets[pid]
    d = state.data
    landed = [(q, j) for q in range(state.players) for j, loc in enumerate(d["ships"][q], 1)
              if loc is not None and loc[0] == pid and loc[1] < 0]
    # the icon and its words each carry the ship's mark, the space after them inside (one
    # span around both, or a space between spans, moves the words by a pixel)
    marks = {(q, j): _ship_pick(state, q, j, (pid, -1)) for q, j in landed}
    surface = "".join(
        ship_icon(q, _("P{n} ship {ship_no}").format(n=q + 1, ship_no=j), pick=marks[q, j])
        + f"<span{marks[q, j]}>" + _("{player} ship {ship_no}").format(player=_seat(q), ship_no=j)
        + (" " if n < len(landed) - 1 else "") + "</span>"
        for n, (q, j) in enumerate(landed))
    symbol = symbol_planet(pl.symbol)
    track = track_kind_words(pl.track_kind)
    on_surface = _("On the surface: {fleet}").format(
        fleet=surface or "<span class=muted>" + _("no ship") + "</span>")
    action = _("Action: {effect}").format(effect=_e(effect_words(pl)))
    in_orbit = _("In orbit:")
    here = [token("to", pid), token("target", pid)]
    pa = d["planet_action"]
    if pa is not None and pa.planet == pid:
        here.append(token("target", "self"))
    land = pick_attr(f"{token('to', pid)}+{token('mode', 'land')}")
    return (f"<div class='card planet'{pick_attr(*here)} style='border-top:6px solid "
            f"{_PLANET_FILL.get(pl.symbol, '#cbd5e1')}'><h4>{_e(pl.name)} "
            f"<span class='muted small'>{vp_words(pl.vp)}</span></h4>"
            f"<div class='small'>{icon(pl.symbol, symbol)} {_e(symbol)} · "
            f"{icon(pl.track_kind, track)} {_e(_track_of(pl.track_kind, pl.track))}</div>"
            f"<div class='small'>{action}</div>"
            f"<div class='small muted'>{in_orbit}</div>{_track_svg(state, pid)}"
            f"<div class='small'{land}>{on_surface}</div>"
            "</div>")


# ------------------------------------------------------------------- the empires
def _meter_svg(value: int, cap: int, what: str, fill: str, pick: str = "") -> str:
    """A resource track 0..cap with its marker on ``value`` (``pick``: its mark, if any)."""
    cell = 22
    w = (cap + 1) * cell + 4
    label = _("{resource} {value} of {cap}").format(resource=face_short(what), value=value, cap=cap)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} 20" width="{w}" height="20" '
           f'class="track" role="img" aria-label="{_e(label)}"{pick} '
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
        vp, why, _rules = state.mission_result(q)
        return ngettext("Secret mission (revealed): {mission}: {why}, {points} VP",
                        "Secret mission (revealed): {mission}: {why}, {points} VP", vp).format(
            mission=_e(missions[mid].name), why=_e(why), points=vp)
    hidden = "<span class='muted'>" + _("(hidden)") + "</span>"
    if mid is not None:
        return _("Secret mission: 1 kept, face down") + " " + hidden
    dealt = len(d["missions_dealt"][q])
    if dealt:
        return _("Secret mission: choosing 1 of {n} dealt").format(n=dealt) + " " + hidden
    return _("Secret mission:") + " <span class='muted'>" + _none() + "</span>"


def _vp_line(state, q: int) -> str:
    if state.is_over:
        r = state.breakdown()[q]
        final = ngettext("Final score {points} VP", "Final score {points} VP", r["total"]).format(
            points=r["total"])
        parts = _("(colonies {colonies}, empire level {empire_vp}, secret mission {mission})").format(
            colonies=r["planets"], empire_vp=r["empire"], mission=r["mission"])
        return f"<div><b>{final}</b> <span class='muted small'>{parts}</span></div>"
    return (f"<div><b>{vp_words(state.vp(q))}</b> <span class='muted small'>"
            + _("(without the secret mission)") + "</span></div>")


def empire_card(state, q: int) -> str:
    """One player's Galaxy Mat: VP, empire level, energy, culture, ships, colonies, mission."""
    d = state.data
    planets = state.cat.planets
    level = d["empire_level"][q]
    ships = d["ships"][q]
    active = q == d["active"] and not state.is_over
    playing = _("active player")
    head = (f"<h4 style='color:{colour(q)}'>{_chip(colour(q))}P{q + 1}"
            + (f" {icon('active', playing, 14)} <span class='muted small'>{playing}</span>"
               if active else "")
            + (" <span class='muted small'>" + _("(triggered the end)") + "</span>"
               if d["triggered_by"] == q else "")
            + "</h4>")
    home = [j for j, loc in enumerate(ships, 1) if loc is None]
    away = []
    for j, loc in enumerate(ships, 1):
        if loc is None or loc[0] not in planets:
            continue
        name = planets[loc[0]].name
        if loc[1] < 0:
            where = _("landed on {world}").format(world=name)
        elif loc[1] == 0:
            where = _("orbiting {world}, on the starting space of its colony track").format(
                world=name)
        else:
            where = _("orbiting {world}, space {n} of {track}").format(
                world=name, n=loc[1], track=planets[loc[0]].track)
        label = _("P{n} ship {ship_no}").format(n=q + 1, ship_no=j)
        # TRANSLATORS: {where} is "landed on Coral", "orbiting Coral, space 1 of 2"
        text = _("ship {ship_no} {where}").format(ship_no=j, where=_e(where))
        away.append(f"<li{_ship_pick(state, q, j, loc)}>{ship_icon(q, label)} {text}</li>")
    tracker = SHIPS_BY_LEVEL[-1] - len(ships)
    cols = [planets[x] for x in d["colonies"][q] if x in planets]
    none = f"<span class='muted'>{_none()}</span>"
    col_text = _join_marked([(f"{_e(p.name)} ({vp_words(p.vp)})", pick_attr(token("planet", p.id)))
                             for p in cols]) or none
    home_text = (_join_marked([(_("ship {ship_no}").format(ship_no=j), _ship_pick(state, q, j, None))
                               for j in home]) if home else none)
    ship_count = SHIPS_BY_LEVEL[level - 1]
    gives = _("({dice_n} dice, {fleet}, {points})").format(
        dice_n=DICE_BY_LEVEL[level - 1],
        fleet=ngettext("{n} ship", "{n} ships", ship_count).format(n=ship_count),
        points=vp_words(EMPIRE_VP[level - 1]))
    turns = d["turns"][q]
    empire = _("Empire level {level} of {top}").format(level=level, top=MAX_LEVEL)
    energy = _("Energy {n}").format(n=d["energy"][q])
    culture = _("Culture {n}").format(n=d["culture"][q])
    at_home = _("Ships on the Galaxy Mat: {fleet}").format(fleet=home_text)
    spare = ngettext("{n} ship still on the ship tracker", "{n} ships still on the ship tracker",
                     tracker).format(n=tracker)
    colonies = _("Colonies: {colonies}").format(colonies=col_text)
    played = ngettext("{n} turn played", "{n} turns played", turns).format(n=turns)
    acting = q == _to_act(state)
    pays = {what: pick_attr(token("pay", what)) if acting else "" for what in ("energy", "culture")}
    mat = pick_attr(token("to", f"mat{q + 1}"))
    return (f"<div class='card empire'{mat} style='border-left:5px solid {colour(q)}'>{head}"
            f"{_vp_line(state, q)}"
            f"<div>{empire} <span class='muted small'>{gives}</span></div>"
            f"<div class='small'>{icon('energy', face_short('energy'))} {energy}</div>"
            f"{_meter_svg(d['energy'][q], RESOURCE_CAP, 'energy', '#fde047', pays['energy'])}"
            f"<div class='small'>{icon('culture', face_short('culture'))} {culture}</div>"
            f"{_meter_svg(d['culture'][q], RESOURCE_CAP, 'culture', '#d8b4fe', pays['culture'])}"
            f"<div>{at_home}</div>"
            + ("<div>" + _("Ships away:") + f"</div><ul>{''.join(away)}</ul>" if away else "")
            + (f"<div class='muted small'>{spare}</div>" if tracker else "")
            + f"<div>{colonies}</div><div>{_mission_line(state, q)}</div>"
            f"<div class='muted small'>{played}</div></div>")


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
        by = d["triggered_by"]
        trigger = (_("the end is triggered by {player}").format(player=_seat(by)) if by is not None
                   else _("the end is triggered"))
        end = f" · <b>{trigger}</b>: " + _("play goes on until all have had equal turns")
    deck, left = len(d["deck"]), d["missions_left"]
    in_deck = ngettext("{n} planet left in the deck", "{n} planets left in the deck",
                       deck).format(n=deck)
    in_box = ngettext("{n} secret mission back in the box", "{n} secret missions back in the box",
                      left).format(n=left)
    footer = f"<div class='small muted'>{in_deck} · {in_box}{end}</div>"
    planets = "".join(planet_card(state, pid) for pid in d["row"] if pid in state.cat.planets)
    empires = "".join(empire_card(state, q) for q in range(state.players))
    face_up, mats = _("Face-up planets"), _("Galaxy Mats")
    return (f"{_STYLE}<div class='lr-tegp'>{control_mat(state)}"
            f"<h4 style='margin-top:8px'>{face_up}</h4><div class='row'>{planets}</div>"
            f"{footer}<h4 style='margin-top:8px'>{mats}</h4>"
            f"<div class='row'>{empires}</div></div>")
