"""A clickable planet for Planet Unknown (ipywidgets).

``make_board(state, on_action)`` draws the acting player's 12x12 planet as a grid
of small buttons (terrain colours, ice, lifepods, rovers, meteorites), lets the
user pick one of the depot's two tiles, turn and mirror it, and click the
square for the tile's top-left corner. Squares where the engine lists a legal
placement of the chosen tile in the chosen orientation are outlined. A click
builds the action text and asks the engine: an illegal drop shows the engine's
explanation (``state.check(...).explain()``); a legal one is passed to
``on_action`` (or applied, when no callback is given). The board never decides
a rule itself. The five track boards beside the planet move as trackers advance.
"""

from __future__ import annotations

import html

import ipywidgets as w

from lunarrules.i18n import _, pgettext

from . import geometry as pl
from .params import RESOURCES, SLOTS, TERMS, TRACKS
from .picture import COLOURS as TERRAIN_COLOURS
from .picture import benefit_mark
from .words import civ_name, orientation, resource, slot_word, square, tile_name

# The terrains in the picture's colours, and the board's own squares.
COLOURS = {
    **TERRAIN_COLOURS,
    "land": "#efebe9",
    "ice": "#e1f5fe",
    "off": "#424242",
}
LEGAL_BORDER = "2px solid #f59e0b"
PLAIN_BORDER = "1px solid #bdbdbd"
SYMBOL = {"pod": "\u25c9", "rover": "R", "meteorite": "\u2738", "ice": "\u2744", "patch": "\u2663"}
CELL_PHASES = ("place", "patch", "final_patches", "rover_place")


class PlanetBoard:
    """The planet-grid widget; see the module docstring.

    Attributes
    ----------
    widget : ipywidgets.Widget
        What to display.
    cells : list of list of ipywidgets.Button
        ``cells[row][col]``.
    tile_choice : ipywidgets.ToggleButtons
        ``"inner"`` or ``"outer"``: which depot tile to place.
    orientation : int
        0-3 quarter turns clockwise, 4-7 mirrored.
    tracks : dict of str -> ipywidgets.IntProgress
        Tracker positions of the shown player.
    status : ipywidgets.HTML
        The last engine answer (a refusal's explanation, or what was done).
    """

    def __init__(self, state, on_action=None, player: int | None = None):
        self.state = state
        self.on_action = on_action
        self.pinned = player
        self.orientation = 0
        self.cells = [[self._cell(r, c) for c in range(pl.SIZE)] for r in range(pl.SIZE)]
        grid = w.GridBox(
            [b for row in self.cells for b in row],
            layout=w.Layout(grid_template_columns=f"repeat({pl.SIZE}, 30px)", grid_gap="1px"),
        )
        self.title = w.HTML()
        self.tile_choice = w.ToggleButtons(options=[(slot_word(s), s) for s in SLOTS], value="inner",
                                           style={"button_width": "150px"})
        self.tile_choice.observe(lambda change: self._redraw(), names="value")
        self.rotate_button = rotate = w.Button(description=_("Turn \u21bb"), layout=w.Layout(width="80px"))
        rotate.on_click(lambda _b: self.rotate())
        self.flip_button = flip = w.Button(description=_("Mirror \u21c4"), layout=w.Layout(width="80px"))
        flip.on_click(lambda _b: self.flip())
        self.preview = w.HTML()
        self.choices = w.Dropdown(description=pgettext("planet_unknown", "Decision"),
                                  layout=w.Layout(width="100%", max_width="420px"))
        self.go = go = w.Button(description=pgettext("planet_unknown", "Do it"), button_style="primary",
                      layout=w.Layout(width="70px"))
        go.on_click(lambda _b: self.choose())
        self.status = w.HTML()
        self.tracks = {t: w.IntProgress(min=0, max=11, description=TERMS[t],
                                        style={"bar_color": COLOURS[t]}) for t in TRACKS}
        self.track_rows = {t: w.HTML() for t in TRACKS}
        self.counters = w.HTML()
        heading = html.escape(_("Corporation tracks"))
        track_box = w.VBox([w.HTML(f"<b>{heading}</b>")]
                           + [w.VBox([self.tracks[t], self.track_rows[t]]) for t in TRACKS]
                           + [self.counters])
        left = w.VBox([self.title, w.HBox([self.tile_choice, rotate, flip]), self.preview, grid,
                       w.HBox([self.choices, go], layout=w.Layout(flex_flow="row wrap")), self.status])
        self.widget = w.HBox([left, track_box])
        self.update(state)

    # ------------------------------------------------------------ building
    def _cell(self, r: int, c: int):
        b = w.Button(description="", layout=w.Layout(width="30px", height="30px", padding="0",
                                                      border=PLAIN_BORDER))
        b.on_click(lambda _b, r=r, c=c: self.click(r, c))
        return b

    @property
    def player(self) -> int:
        """The seat whose planet is shown: the pinned one, else the player to act."""
        if self.pinned is not None:
            return self.pinned
        return self.state.to_act if self.state.to_act is not None else 0

    # ------------------------------------------------------------- actions
    def rotate(self) -> None:
        """Turn the chosen tile a quarter clockwise."""
        k = self.orientation
        self.orientation = (k & 4) | ((k + 1) % 4)
        self._redraw()

    def flip(self) -> None:
        """Mirror the chosen tile."""
        self.orientation ^= 4
        self._redraw()

    def select_tile(self, slot: str) -> None:
        self.tile_choice.value = slot

    def _table(self):
        s = self.state
        if s.is_over or s.phase != "place":
            return None, None
        tid = s.depot_tile(s.to_act, self.tile_choice.value)
        return tid, (s.tile(tid).table if tid else None)

    def _orient(self) -> int:
        # The engine names equivalent orientations by their lowest number.
        _tid, table = self._table()
        return table.canonical[self.orientation] if table else self.orientation

    def action_text(self, r: int, c: int) -> str | None:
        """The action a click on square ``(r, c)`` means in the current phase, as text."""
        s = self.state
        if s.is_over or s.to_act is None:
            return None
        who = f"P{s.to_act + 1}"
        if s.phase == "place":
            return f"{who} place tile={self.tile_choice.value} orient={self._orient()} row={r} col={c}"
        if s.phase in ("patch", "final_patches"):
            return f"{who} patch row={r} col={c}"
        if s.phase == "rover_place":
            return f"{who} rover_place row={r} col={c}"
        return None

    def click(self, r: int, c: int) -> None:
        """What a click on square ``(r, c)`` does: ask the engine, then act or explain."""
        text = self.action_text(r, c)
        if text is None:
            self._say(html.escape(_("Clicking the planet does nothing during {phase}; use the Decision list.").format(
                phase=self.state.phase_label)))
            return
        self._send(text)

    def choose(self) -> None:
        """Send the action picked in the Decision list."""
        if self.choices.value:
            self._send(self.choices.value)

    def _send(self, text: str) -> None:
        err = self.state.check(text)
        words = self.state.describe(text)
        if err is not None:
            # what was tried, in words, above why not: two refusals alike still name their move
            tried = html.escape(_("{action}: refused").format(action=words))
            self._say(f"<b>{tried}</b><br>" + html.escape(err.explain()).replace("\n", "<br>"), error=True)
            return
        if self.on_action is not None:
            result = self.on_action(text)
            new = result if result is not None and hasattr(result, "legal_actions") else None
        else:
            new = self.state.apply(text)
        if new is not None:
            self.update(new)
        self._say(html.escape(_("Done: {action}")).format(action=html.escape(words)))

    def _say(self, message: str, error: bool = False) -> None:
        colour = "#b91c1c" if error else "#065f46"
        self.status.value = f"<div style='color:{colour};max-width:420px'>{message}</div>"

    # -------------------------------------------------------------- drawing
    def legal_anchors(self) -> set[tuple[int, int]]:
        """Squares the engine lists as legal for the current click (placement, patch or rover)."""
        s = self.state
        if s.is_over:
            return set()
        out = set()
        if s.phase == "place":
            slot, k = self.tile_choice.value, self._orient()
            for a in s.legal_actions():
                if a.kind == "place" and a["tile"] == slot and a["orient"] == k:
                    out.add((a["row"], a["col"]))
        elif s.phase in CELL_PHASES:
            out = {(a["row"], a["col"]) for a in s.legal_actions() if a.kind in ("patch", "rover_place")}
        return out

    def update(self, state) -> None:
        """Show ``state`` (after an action, an undo, or a different game)."""
        self.state = state
        self._redraw()

    def _redraw(self) -> None:
        s = self.state
        p = self.player
        seat = s.seat(p)
        c = s.content
        who = "" if s.is_over or s.to_act is None else html.escape(
            _(", {player} to act").format(player=f"P{s.to_act + 1}"))
        planet = html.escape(_("Planet of {player}").format(player=f"P{p + 1}"))
        rnd = html.escape(_("round {n}").format(n=s.data["round"]))
        self.title.value = f"<b>{planet}</b> &middot; {rnd} &middot; {html.escape(s.phase_label)}{who}"
        if s.phase == "place" and not s.is_over:
            labels, tips = [], []
            for slot in SLOTS:
                tid = s.depot_tile(s.to_act, slot)
                tile = s.tile(tid) if tid else None
                if tile is None:
                    short = _("empty")
                else:
                    short = _("{a} and {b}").format(a=resource(tile.a), b=resource(tile.b)) + (
                        f" {SYMBOL['meteorite']}" if tile.meteor else "")
                labels.append((_("{slot}: {tile_name}").format(slot=slot_word(slot), tile_name=short), slot))
                tips.append(_("the {tile_name}").format(tile_name=tile_name(s, tid, slot)) if tid
                            else _("the {slot} stack is empty").format(slot=slot_word(slot)))
            if [lab for lab, _ in self.tile_choice.options] != [lab for lab, _ in labels]:
                value = self.tile_choice.value
                self.tile_choice.options = labels
                self.tile_choice.value = value
            self.tile_choice.tooltips = tips
        # no tile to place: choosing, turning and mirroring one are off, not clicks that do nothing
        placing = self._table()[1] is not None
        self.tile_choice.disabled = s.is_over or s.phase != "place"
        self.rotate_button.disabled = self.flip_button.disabled = not placing
        self._draw_preview()
        anchors = self.legal_anchors()
        rovers = seat.rover_mask()
        for r in range(pl.SIZE):
            for col in range(pl.SIZE):
                b = pl.bit(r, col)
                btn = self.cells[r][col]
                colour, symbol = COLOURS["land"], ""
                if not b & c.land:
                    colour = COLOURS["off"]
                elif b & seat.covered:
                    for i, res in enumerate(RESOURCES):
                        if seat.terrain[i] & b:
                            colour = COLOURS[res]
                    if b & seat.patches:
                        symbol = SYMBOL["patch"]
                elif b & c.ice:
                    colour, symbol = COLOURS["ice"], SYMBOL["ice"]
                if b & seat.pods:
                    symbol = SYMBOL["pod"]
                if b & seat.meteors:
                    symbol = SYMBOL["meteorite"]
                if b & rovers:
                    symbol = SYMBOL["rover"]
                btn.style.button_color = colour
                btn.description = symbol
                btn.tooltip = square(r, col)
                btn.layout.border = LEGAL_BORDER if (r, col) in anchors else PLAIN_BORDER
        for i, t in enumerate(TRACKS):
            pos = seat.tracks[i]
            self.tracks[t].max = c.top[t]
            self.tracks[t].value = pos
            cells = []
            for k, (ben, medal) in enumerate(zip(c.benefits[t], c.medals[t], strict=True)):
                mark = "background:#fde68a;font-weight:bold;" if k == pos else ""
                # the printed milestone drawn as the picture draws it, its words as the title
                drawing, words = benefit_mark(s, ben, 8, 8)
                icon = (f"<svg width='16' height='16' viewBox='0 0 16 16' role='img' "
                        f"style='vertical-align:middle'><title>{html.escape(words)}</title>{drawing}</svg>"
                        if drawing else "&middot;")
                text = icon + (f" {medal}\u2605" if medal else "")
                cells.append(f"<span style='{mark}padding:0 3px;font-size:10px'>{text}</span>")
            self.track_rows[t].value = "".join(cells)
        tech_names = {t["id"]: t["name"] for t in c.techs}
        techs = html.escape(", ".join(tech_names.get(t, t) for t in seat.techs)) or "-"
        counts = (
            _("lifepods {n}").format(n=seat.pods_collected), _("meteorites {n}").format(n=seat.meteorites_collected),
            _("rovers on board {n}").format(n=seat.supply), _("civ cards {n}").format(n=len(seat.civ)),
        )
        self.counters.value = " &middot; ".join(
            [*(html.escape(t) for t in counts), html.escape(_("techs {techs}")).format(techs=techs),
             html.escape(_("stored patches {n}").format(n=seat.stored))])
        # The decisions in words; the value sent is the notation people type.
        decisions = [] if s.is_over else [a for a in s.legal_actions()
                                          if a.kind not in ("place", "patch", "rover_place")]
        # PU-CIV-SECRET: the civ offer by name only on the chooser's own board (their view).
        offer = None if s.is_over else s.view(self.player)["civ_offer"]
        options = [(s.describe(a) + (f": {civ_name(s, offer[a['offer'] - 1])}"
                                     if offer and a.kind == "civ" else ""), str(a))
                   for a in decisions]
        self.choices.options = options
        if options and self.choices.value is None:
            self.choices.index = 0  # "Do it" does the first decision unless another is picked
        # nothing to decide: the button is off rather than a click that does nothing
        self.go.disabled = not self.choices.options
        if s.is_over:
            self._say(html.escape(str(s.outcome)))

    def _draw_preview(self) -> None:
        tid, table = self._table()
        if table is None:
            hint = html.escape(_("click the planet or use the Decision list"))
            self.preview.value = f"<i>{hint}</i>"
            return
        tile = self.state.tile(tid)
        o = table.orientations[self.orientation]
        grid = [["&nbsp;&nbsp;"] * o.width for _ in range(o.height)]
        for (r, c), sec in zip(o.cells, o.sections, strict=True):
            res = tile.a if sec == "a" else tile.b
            star = SYMBOL["meteorite"] if tile.meteor and (r, c) == o.meteor else "&nbsp;&nbsp;"
            grid[r][c] = f"<span style='background:{COLOURS[res]};display:inline-block;width:18px'>{star}</span>"
        rows = "<br>".join("".join(row) for row in grid)
        words = _("the {tile_name}, {orientation} (click the square for the tile's top-left corner)").format(
            tile_name=tile_name(self.state, tid), orientation=orientation(self.orientation))
        self.preview.value = (f"<div style='font-family:monospace;line-height:18px'>{rows}</div>"
                              f"<small>{words}</small>")


def make_board(state, on_action=None, player: int | None = None) -> PlanetBoard:
    """The planet-grid widget for ``state``.

    Parameters
    ----------
    state : PlanetUnknownState
        The position to show.
    on_action : callable, optional
        Called with the action text of a legal click; may return the new state.
        Without it, the board applies the action itself and shows the result.
    player : int, optional
        Always show this seat's planet (default: the player to act).

    Returns
    -------
    PlanetBoard
        With ``.widget`` to display and ``.update(state)``.
    """
    return PlanetBoard(state, on_action, player)
