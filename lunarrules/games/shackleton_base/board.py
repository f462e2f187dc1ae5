"""Board view of Shackleton Base for notebooks: the crater, energy, command area, Gateway.

:func:`crater_svg` draws the crater of any state as SVG text (no widgets needed).
:func:`make_board` wraps it with ipywidgets that follow the game as actions are
applied: ``board.update(state)``. ipywidgets is imported only here, inside
``make_board``, so ``import lunarrules`` stays light.
"""

from __future__ import annotations

import html
import math

from . import crater
from .params import ASTRONAUTS, amount, name_of

COLOURS = ("#2563eb", "#dc2626", "#16a34a", "#9333ea")  # P1..P4
NEUTRAL = "#6b7280"
CORP_COLOURS = {"artemis_tours": "#f59e0b", "moon_mining": "#78716c",
                "selenium_research": "#06b6d4", "regolith_logistics": "#a3e635"}
LETTER = {"dome": "D", "workshop": "W", "lab": "L", "hq": "HQ"}
SUN = " \u2600"  # an energized sector
SIZE = 34.0
OX, OY = 230.0, 210.0


def _xy(q: float, r: float) -> tuple[float, float]:
    return OX + SIZE * math.sqrt(3) * (q + r / 2), OY + SIZE * 1.5 * r


def _hex_points(q: int, r: int) -> str:
    cx, cy = _xy(q, r)
    pts = []
    for k in range(6):
        a = math.radians(60 * k - 30)
        pts.append(f"{cx + SIZE * 0.97 * math.cos(a):.1f},{cy + SIZE * 0.97 * math.sin(a):.1f}")
    return " ".join(pts)


def _owner_colour(o: int) -> str:
    return NEUTRAL if o < 0 else COLOURS[o % len(COLOURS)]


def crater_svg(state) -> str:
    """The crater of ``state`` as SVG: sectors, resources, panels, structures, markers,
    explore spaces (with their fee and occupant) and the central hex's panels.

    Parameters
    ----------
    state : ShackletonState

    Returns
    -------
    str
        An ``<svg>`` element.
    """
    d = state.data
    cat = state.cat
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="460" height="420" '
           'viewBox="0 0 460 420" font-family="Helvetica" font-size="10">']
    # central hex
    cx, cy = _xy(0, 0)
    out.append(f'<polygon points="{_hex_points(0, 0)}" fill="#fde68a" stroke="#92400e"/>')
    out.append(f'<text x="{cx:.1f}" y="{cy - 4:.1f}" text-anchor="middle">centre</text>')
    out.append(f'<text x="{cx:.1f}" y="{cy + 9:.1f}" text-anchor="middle">'
               f'{amount(d["central_panels"], "panels")}</text>')
    for sec in crater.SECTORS:
        q, r = crater.COORD[sec]
        i = crater.INDEX[sec]
        x, y = _xy(q, r)
        fill = "#fef9c3" if d["sector_panels"][i] else "#e5e7eb"
        res = cat.sector_resource[sec]
        out.append(f'<polygon points="{_hex_points(q, r)}" fill="{fill}" stroke="#374151">'
                   f'<title>{sec}: {res}{", energized" if d["sector_panels"][i] else ""}</title></polygon>')
        sun = SUN if d["sector_panels"][i] else ""
        out.append(f'<text x="{x:.1f}" y="{y - 16:.1f}" text-anchor="middle" fill="#374151">'
                   f'{sec} {"Ti" if res == "titanium" else "RE"}{sun}</text>')
        for k, (o, kind) in enumerate(d["structures"][i]):
            who = "N" if o < 0 else f"P{o + 1}"
            out.append(f'<text x="{x:.1f}" y="{y + 12 * k:.1f}" text-anchor="middle" '
                       f'font-weight="bold" fill="{_owner_colour(o)}">{who} {LETTER[kind]}</text>')
    for m, (corp, typ) in sorted(d["markers"].items()):
        hexes = crater.MARKER_CORNERS[m]
        mx = sum(_xy(*h)[0] for h in hexes) / 3
        my = sum(_xy(*h)[1] for h in hexes) / 3
        out.append(f'<circle cx="{mx:.1f}" cy="{my:.1f}" r="5" '
                   f'fill="{CORP_COLOURS.get(corp, "#000")}" stroke="#111">'
                   f'<title>space {m}: {html.escape(name_of(cat.corps, corp))} marker ({typ})'
                   '</title></circle>')
    for sp, row in enumerate(crater.ROWS, start=1):
        x, y = _xy(*crater.SPACE_POS[sp])
        occ = d["explore"][sp - 1]
        fill = "#ffffff" if occ is None else _owner_colour(occ[0])
        label = f"{sp}" if occ is None else f"{sp}{ASTRONAUTS[occ[1]][0].upper()}"
        out.append(f'<rect x="{x - 11:.1f}" y="{y - 8:.1f}" width="22" height="15" rx="3" '
                   f'fill="{fill}" stroke="#111"><title>explore space {sp}: fee '
                   f'{cat.fees[sp - 1]}, row {" ".join(row)}</title></rect>')
        colour = "#111" if occ is None else "#fff"
        out.append(f'<text x="{x:.1f}" y="{y + 3:.1f}" text-anchor="middle" fill="{colour}">'
                   f'{label}</text>')
    out.append("</svg>")
    return "".join(out)


def players_html(state) -> str:
    """A table of each agency's resources, astronauts, structures and projects."""
    d = state.data
    cat = state.cat
    rows = []
    for q, pl in enumerate(d["agencies"]):
        astro = "/".join(str(x) for x in pl["astronauts"])
        waiting = "/".join(str(x) for x in pl["waiting"])
        structs = ", ".join(f"{s[0]}@{s[2]}" + (f"[{''.join(ASTRONAUTS[t][0].upper() for t in s[3])}]"
                                                if s[3] else "") for s in pl["structures"])
        leader = f"{name_of(cat.leaders, pl['leader'][0])} {pl['leader'][1]}" if pl["leader"] else "-"
        projects = ", ".join(name_of(cat.projects, x) for x in pl["projects"])
        goals = ", ".join(name_of(cat.corps, c) for c in pl["objectives"])
        rows.append(
            f"<tr style='color:{COLOURS[q % 4]}'><td>P{q + 1}</td><td>{pl['credits']}</td>"
            f"<td>{pl['titanium']}</td><td>{pl['rare_earth']}</td><td>{pl['reputation']}</td>"
            f"<td>{pl['vp']}</td><td>{astro}</td><td>{waiting}</td><td>{html.escape(leader)}</td>"
            f"<td>{html.escape(structs) or '-'}</td><td>{html.escape(projects) or '-'}</td>"
            f"<td>{html.escape(goals) or '-'}</td></tr>")
    head = ("<tr><th>seat</th><th>credits</th><th>Ti</th><th>RE</th><th>rep</th><th>VP</th>"
            "<th>shuttle E/T/S</th><th>base E/T/S</th><th>leader</th><th>structures</th>"
            "<th>projects</th><th>objectives</th></tr>")
    return f"<table>{head}{''.join(rows)}</table>"


def status_text(state) -> str:
    d = state.data
    who = f"P{state.to_act + 1}" if state.to_act is not None else "nobody"
    return f"Round {d['round']} - {state.phase_label} - {who} to act"


def command_text(state) -> str:
    d = state.data
    slots = state.cat.slots[state.players]
    parts = []
    for which in ("build", "fund", "corp"):
        used = d["slots"][which]
        cells = []
        for i, charge in enumerate(slots):
            cells.append(f"P{used[i][0] + 1}" if i < len(used) else f"+{charge}")
        parts.append(f"{which}: [{' '.join(cells)}]")
    return "Command area " + "  ".join(parts)


def gateway_text(state) -> str:
    gw = state.data["gateway"]
    return "Lunar Gateway: " + ", ".join(f"{gw[i]} {a}" for i, a in enumerate(ASTRONAUTS))


def action_choices(state) -> list[tuple[str, str]]:
    """The legal actions as (plain words, typed notation) pairs for a drop-down.

    A label that two actions would share gets its notation added, so every label
    names one action.
    """
    pairs = [(state.describe(a), str(a)) for a in state.legal_actions()]
    counts: dict[str, int] = {}
    for label, _ in pairs:
        counts[label] = counts.get(label, 0) + 1
    return [(label if counts[label] == 1 else f"{label} ({text})", text) for label, text in pairs]


class CraterBoard:
    """The widgets of :func:`make_board`; ``update(state)`` redraws them."""

    def __init__(self, state, on_action=None):
        import ipywidgets as w

        self.on_action = on_action
        self.status = w.Label()
        self.crater = w.HTML()
        self.energy = w.IntProgress(min=0, max=state.cat.energy_max, description="Energy",
                                    bar_style="warning")
        self.energy_label = w.Label()
        self.commands = w.Label()
        self.gateway = w.Label()
        self.players = w.HTML()
        self.choice = w.Dropdown(description="Action", layout=w.Layout(width="460px"))
        self.apply_button = w.Button(description="Apply", button_style="primary")
        self.apply_button.on_click(self._clicked)
        controls = [w.HBox([self.choice, self.apply_button])] if on_action else []
        self.widget = w.VBox([self.status, w.HBox([self.crater, w.VBox([
            w.HBox([self.energy, self.energy_label]), self.commands, self.gateway])]),
            self.players, *controls])
        self.update(state)

    def _clicked(self, _button) -> None:
        if self.on_action and self.choice.value:
            self.on_action(self.choice.value)

    def update(self, state) -> None:
        """Redraw every part of the board for ``state``."""
        self.state = state
        self.status.value = status_text(state)
        self.crater.value = crater_svg(state)
        self.energy.value = state.data["energy"]
        self.energy_label.value = (f"{state.data['energy']} / {state.cat.energy_max} "
                                   f"(panels left around the crater: {len(state.data['ring_panels'])})")
        self.commands.value = command_text(state)
        self.gateway.value = gateway_text(state)
        self.players.value = players_html(state)
        self.choice.options = action_choices(state)
        if self.choice.options:
            self.choice.value = self.choice.options[0][1]


def make_board(state, on_action=None) -> CraterBoard:
    """A live board view of ``state``.

    Parameters
    ----------
    state : ShackletonState
    on_action : callable, optional
        Called with an action's text when the user picks one and presses Apply; the
        caller applies it (the board enforces no rule) and calls ``update``.

    Returns
    -------
    CraterBoard
        ``.widget`` to display, ``.update(state)`` to redraw.
    """
    return CraterBoard(state, on_action)
