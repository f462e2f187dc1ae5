"""A board view of Tiny Epic Galaxies for the notebook widgets.

It shows the Control Mat dice, the face-up planets with every ship on them, and
each player's Galaxy Mat (energy, culture, empire level, VP, colonies). Buttons
send action texts to ``on_action`` ("P1 reroll dice=2", "P1 move ship=1
to=coral mode=orbit", "P1 end_turn"); the engine decides whether they are
legal, the board enforces nothing. Die faces, planet symbols and the active
player are the small inline SVG drawings of :mod:`.picture`, each with a text
alternative and the face's name in visible text (no emoji: a browser without an
emoji font shows them as empty boxes).
"""

from __future__ import annotations

import html
from collections.abc import Callable

from lunarrules.i18n import _, pgettext

from .picture import icon
from .words import (
    effect_words,
    face_name,
    face_short,
    symbol_planet,
    track_kind_words,
    vp_words,
    where,
)

__all__ = ["TEGBoard", "icon", "make_board"]

# The headings of the players' table, in English.
_HEADS = ("player", "energy", "culture", "level", "VP", "colonies", "ships")


def _die_button(i: int, face: str, used: int) -> str:
    """A die's button: its number and face, and whether it was activated or spent."""
    if used == 1:
        return _("{die_no}: {face} (activated)").format(die_no=i, face=face)
    if used == 2:
        return _("{die_no}: {face} (spent)").format(die_no=i, face=face)
    return f"{i}: {face}"


def _die_label(i: int, face: str) -> str:
    return _("die {die_no}: {face}").format(die_no=i, face=face)


class TEGBoard:
    """The board: ``.widget`` (an ipywidgets ``VBox``) and ``.update(state)``.

    Parameters
    ----------
    state : TEGState
        The position to show.
    on_action : callable, optional
        Called with an action text when a button is pressed.
    """

    def __init__(self, state, on_action: Callable[[str], object] | None = None):
        import ipywidgets as w

        self._w = w
        self.on_action = on_action
        self.title = w.Label()
        self.dice = w.HBox()
        self.ship = w.Dropdown(description=pgettext("tiny_epic_galaxies", "ship"), options=[1],
                               layout=w.Layout(width="140px"))
        self.end_turn = w.Button(description=_("End turn"), button_style="warning")
        self.end_turn.on_click(lambda _b: self._send("end_turn"))
        self.planets = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.players = w.HTML()
        self.widget = w.VBox([
            self.title,
            w.HBox([w.Label(_("Control Mat (click a die to reroll it):")), self.dice]),
            w.HBox([self.ship, self.end_turn]),
            self.planets,
            self.players,
        ])
        self.state = None
        self.update(state)

    def _send(self, rest: str) -> None:
        if self.on_action is not None and self.state is not None:
            who = self.state.to_act if self.state.to_act is not None else 0
            self.on_action(f"P{who + 1} {rest}")

    def update(self, state) -> None:
        """Show ``state`` (called by the widgets after every action)."""
        w = self._w
        self.state = state
        d = state.data
        planets = state.cat.planets
        self.title.value = str(state)
        dice = []
        for i, (face, used) in enumerate(zip(d["dice"], d["used"], strict=True), 1):
            b = w.Button(description=_die_button(i, face_name(face), used),
                         tooltip=_("reroll die {die_no}").format(die_no=i), disabled=used != 0,
                         layout=w.Layout(width="auto"))
            b.on_click(lambda _b, i=i: self._send(f"reroll dice={i}"))
            faded = "" if used == 0 else "opacity:0.4;"
            face_icon = w.HTML(f"<div style='text-align:center;{faded}'>"
                               f"{icon(face, _die_label(i, face_name(face)), 28)}</div>")
            dice.append(w.VBox([face_icon, b], layout=w.Layout(align_items="center")))
        self.dice.children = dice
        me = state.to_act if state.to_act is not None else d["active"]
        self.ship.options = list(range(1, len(d["ships"][me]) + 1))
        cards = []
        for pid in d["row"]:
            pl = planets[pid]
            on = []
            for q in range(state.players):
                for j, loc in enumerate(d["ships"][q], 1):
                    if loc is not None and loc[0] == pid:
                        if loc[1] < 0:
                            on.append(_("P{n} ship {ship_no}: surface").format(n=q + 1, ship_no=j))
                        else:
                            on.append(_("P{n} ship {ship_no}: track {space}/{track}").format(
                                n=q + 1, ship_no=j, space=loc[1], track=pl.track))
            vp = f"({vp_words(pl.vp)})"
            track = _("{kind} track {n}").format(kind=face_short(pl.track_kind), n=pl.track)
            action = _("action: {effect}").format(effect=html.escape(effect_words(pl)))
            ships = html.escape("; ".join(on) or _("no ships"))
            card = w.HTML(
                f"<div style='border:1px solid #999;border-radius:6px;padding:4px;width:190px'>"
                f"<b>{html.escape(pl.name)}</b> {vp}<br>"
                f"{icon(pl.symbol, symbol_planet(pl.symbol))} {face_short(pl.symbol)}; "
                f"{icon(pl.track_kind, track_kind_words(pl.track_kind))} {track}<br>"
                f"{action}<br><small>{ships}</small></div>")
            land = w.Button(description=_("Land"), layout=w.Layout(width="90px"))
            orbit = w.Button(description=_("Orbit"), layout=w.Layout(width="90px"))
            land.on_click(lambda _b, pid=pid: self._send(
                f"move ship={self.ship.value} to={pid} mode=land"))
            orbit.on_click(lambda _b, pid=pid: self._send(
                f"move ship={self.ship.value} to={pid} mode=orbit"))
            cards.append(w.VBox([card, w.HBox([land, orbit])]))
        self.planets.children = cards
        rows = []
        scores = state.scores() or [0] * state.players
        playing = _("active player")
        for q in range(state.players):
            cols = ", ".join(planets[x].name for x in d["colonies"][q]) or "-"
            ships = "; ".join(where(loc, planets) for loc in d["ships"][q])
            rows.append(
                f"<tr><td><b>P{q + 1}</b>{' ' + icon('active', playing, 14) if q == d['active'] else ''}</td>"
                f"<td>{d['energy'][q]}</td><td>{d['culture'][q]}</td><td>{d['empire_level'][q]}</td>"
                f"<td>{scores[q]:g}</td><td>{html.escape(cols)}</td>"
                f"<td>{html.escape(ships)}</td></tr>")
        # TRANSLATORS: the headings of the players' table, separated by "|" (keep all seven)
        heads = _("player|energy|culture|level|VP|colonies|ships").split("|")
        if len(heads) != len(_HEADS):
            heads = list(_HEADS)
        self.players.value = (
            "<table><tr>" + "".join(f"<th>{h}</th>" for h in heads) + "</tr>"
            + "".join(rows) + "</table>")


def make_board(state, on_action: Callable[[str], object] | None = None) -> TEGBoard:
    """The board view for ``state``; buttons call ``on_action(text)``.

    Examples
    --------
    >>> board = make_board(state, on_action=print)  # doctest: +SKIP
    >>> board.widget  # doctest: +SKIP
    """
    return TEGBoard(state, on_action)
