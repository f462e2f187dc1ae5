"""Board view of Shackleton Base for notebooks: the crater, energy, command area, Gateway.

:func:`crater_svg` (from :mod:`.picture`) draws the crater of any state as SVG text
(no widgets needed). :func:`make_board` wraps it with ipywidgets that follow the
game as actions are applied: ``board.update(state)``. ipywidgets is imported only
here, inside ``make_board``, so ``import lunarrules`` stays light.
"""

from __future__ import annotations

from lunarrules.i18n import _, pgettext

from .params import ASTRONAUTS
from .picture import STYLE, agencies_html, crater_svg
from .words import amount

__all__ = [
    "CraterBoard",
    "action_choices",
    "command_text",
    "crater_svg",
    "gateway_text",
    "make_board",
    "players_html",
    "status_text",
]


def players_html(state) -> str:
    """Each agency's card: supply, leader, astronauts, base, projects and goals."""
    return f"{STYLE}<div class='lr-sbp'>{agencies_html(state)}</div>"


def status_text(state) -> str:
    d = state.data
    if state.to_act is None:
        return _("Round {number} - {phase} - nobody to act").format(
            number=d["round"], phase=state.phase_label
        )
    return _("Round {number} - {phase} - P{seat} to act").format(
        number=d["round"], phase=state.phase_label, seat=state.to_act + 1
    )


def command_text(state) -> str:
    """The command area in words: each command's slots, taken by whom or free with its surcharge."""
    d = state.data
    slots = state.cat.slots[state.players]
    names = {
        "build": lambda: pgettext("shackleton_base", "build"),
        "fund": lambda: _("fund a project"),
        "corp": lambda: _("corporation action"),
    }
    parts = []
    for which in ("build", "fund", "corp"):
        used = d["slots"][which]
        cells = [
            f"P{used[i][0] + 1}" if i < len(used) else f"+{charge}"
            for i, charge in enumerate(slots)
        ]
        parts.append(f"{names[which]()} {', '.join(cells)}")
    return _("Command area (surcharge in credits, or who took the slot): {commands}").format(
        commands="; ".join(parts)
    )


def gateway_text(state) -> str:
    gw = state.data["gateway"]
    return _("Lunar Gateway: {crew}").format(
        crew=", ".join(amount(gw[i], a) for i, a in enumerate(ASTRONAUTS))
    )


def action_choices(state) -> list[tuple[str, str]]:
    """The legal actions as (plain words, typed notation) pairs for a drop-down.

    A label that two actions would share gets its notation added, so every label
    names one action.
    """
    pairs = [(state.describe(a), str(a)) for a in state.legal_actions()]
    counts: dict[str, int] = {}
    for label, _text in pairs:
        counts[label] = counts.get(label, 0) + 1
    return [(label if counts[label] == 1 else f"{label} ({text})", text) for label, text in pairs]


def _host_lists_actions(on_action) -> bool:
    """Whether ``on_action`` belongs to a view that lists and applies the legal actions
    itself (the action explorer passes its ``try_action``): the board then adds no
    second list and no second Apply button."""
    host = getattr(on_action, "__self__", None)
    return host is not None and hasattr(host, "action_select") and hasattr(host, "apply_button")


class CraterBoard:
    """The widgets of :func:`make_board`; ``update(state)`` redraws them.

    ``choice`` and ``apply_button`` exist always; they are shown (``controls``) only
    when the board has its own action list (see :func:`make_board`).
    """

    def __init__(self, state, on_action=None, chooser: bool | None = None):
        import ipywidgets as w

        self.on_action = on_action
        if chooser is None:
            chooser = on_action is not None and not _host_lists_actions(on_action)
        self.has_chooser = bool(chooser)
        self.status = w.Label()
        self.crater = w.HTML()
        self.energy = w.IntProgress(
            min=0,
            max=state.cat.energy_max,
            description=pgettext("shackleton_base", "Energy"),
            bar_style="warning",
        )
        self.energy_label = w.Label()
        self.commands = w.Label()
        self.gateway = w.Label()
        self.players = w.HTML()
        self.choice = w.Dropdown(
            description=pgettext("shackleton_base", "Action"), layout=w.Layout(width="460px")
        )
        self.apply_button = w.Button(description=_("Apply"), button_style="primary")
        self.apply_button.on_click(self._clicked)
        self.controls = [w.HBox([self.choice, self.apply_button])] if self.has_chooser else []
        self.widget = w.VBox(
            [
                self.status,
                w.HBox(
                    [
                        self.crater,
                        w.VBox(
                            [w.HBox([self.energy, self.energy_label]), self.commands, self.gateway]
                        ),
                    ]
                ),
                self.players,
                *self.controls,
            ]
        )
        self.update(state)

    def _clicked(self, _button) -> None:
        if self.on_action and self.choice.value:
            self.on_action(self.choice.value)

    def update(self, state) -> None:
        """Redraw every part of the board for ``state``."""
        self.state = state
        self.status.value = status_text(state)
        self.crater.value = f"{STYLE}<div class='lr-sbp' style='width:544px;max-width:100%'>{crater_svg(state)}</div>"
        self.energy.value = state.data["energy"]
        self.energy_label.value = _(
            "{energy} / {max} (panels left around the crater: {panels})"
        ).format(
            energy=state.data["energy"],
            max=state.cat.energy_max,
            panels=len(state.data["ring_panels"]),
        )
        self.commands.value = command_text(state)
        self.gateway.value = gateway_text(state)
        self.players.value = players_html(state)
        if self.has_chooser:  # the explorer lists the actions itself: no need to word them twice
            self.choice.options = action_choices(state)
            if self.choice.options:
                self.choice.value = self.choice.options[0][1]


def make_board(state, on_action=None, chooser: bool | None = None) -> CraterBoard:
    """A live board view of ``state``.

    Parameters
    ----------
    state : ShackletonState
    on_action : callable, optional
        Called with an action's text when the user picks one and presses Apply; the
        caller applies it (the board enforces no rule) and calls ``update``.
    chooser : bool, optional
        Show the board's own action list and Apply button. By default it is shown
        when ``on_action`` is given, except when ``on_action`` belongs to a view that
        already lists and applies actions (the action explorer), so the explorer
        shows one Apply button, not two.

    Returns
    -------
    CraterBoard
        ``.widget`` to display, ``.update(state)`` to redraw.
    """
    return CraterBoard(state, on_action, chooser)
