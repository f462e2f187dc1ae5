"""The phase graph with the current phase highlighted and the path taken so far."""

from __future__ import annotations

import ipywidgets as w

from ..i18n import _, ngettext
from ..kernel.state import State
from ._model import STYLE, Edge, replay_path, row, ui

#: Zoom factors the +/- buttons step through (1.0: the natural size).
ZOOMS = (0.25, 0.35, 0.5, 0.7, 1.0, 1.4, 2.0)


def fit(svg: str, zoom: float | None = None) -> str:
    """The SVG as wide as its cell, scrolling sideways rather than shrinking labels.

    See :func:`lunarrules.diagrams.fit`; ``zoom`` draws it at a multiple of its
    natural size instead.
    """
    from .. import diagrams

    return diagrams.fit(svg, zoom=zoom)


class FlowView:
    """The game's phase graph as SVG, following a game as it is played.

    Parameters
    ----------
    state : State or Explorer
        The position to show; the path taken so far is found by replaying its
        history unless given. Given an :class:`~lunarrules.widgets.Explorer`, the
        view follows it: every action applied there redraws the diagram.
    path : iterable of (str, str), optional
        Phase edges taken so far (the explorer passes what the engine recorded).
    visible : bool
        When ``False`` the diagram is drawn only once :attr:`visible` is set (the
        explorer keeps it in a tab and draws it when the tab is opened).

    Attributes
    ----------
    svg : ipywidgets.HTML
        The rendered diagram (``lr.diagrams.render(..., highlight=phase, path=path)``),
        sized to the width of the cell; a graph too wide for legible labels keeps
        them at 11 px or more and scrolls sideways.
    zoom : float or None
        ``None`` fits the cell; otherwise the multiple of the natural size shown.
        The "-", "fit" and "+" buttons change it.
    caption : ipywidgets.Label
        ``"Now: <phase label> - 7 of 9 transitions taken so far"``.
    phase : str
        The highlighted phase id.
    path : frozenset of (str, str)
        The highlighted edges.

    Examples
    --------
    >>> view = FlowView(state)          # doctest: +SKIP
    >>> view.update(state.apply(a))     # doctest: +SKIP
    >>> FlowView(explorer)              # doctest: +SKIP
    """

    def __init__(self, state, path=None, visible: bool = True):
        explorer = None
        if not isinstance(state, State) and hasattr(state, "on_change"):
            # An explorer: follow its position, with the path its engine recorded.
            explorer, state, path = state, state.state, state.line.path
        self.graph = state.game.phase_graph()
        self._visible = visible
        self._drawn: tuple[str, frozenset[Edge]] | None = None
        self._cache: dict[tuple[str, frozenset[Edge]], str] = {}
        self.svg = w.HTML()
        self.svg.add_class("lr-flow-svg")
        self.caption = w.Label()
        self.caption.add_class("lr-flow-caption")
        self.zoom: float | None = None
        self.zoom_out = w.Button(
            description="-", tooltip=_("zoom out"), layout=w.Layout(width="2.5em")
        )
        self.zoom_fit = w.Button(
            description=_("fit"), tooltip=_("fit the width"), layout=w.Layout(width="3.5em")
        )
        self.zoom_in = w.Button(description="+", tooltip=_("zoom in"), layout=w.Layout(width="2.5em"))
        self.zoom_out.on_click(lambda _: self.set_zoom(self._step(-1)))
        self.zoom_fit.on_click(lambda _: self.set_zoom(None))
        self.zoom_in.on_click(lambda _: self.set_zoom(self._step(1)))
        bar = row([self.caption, self.zoom_out, self.zoom_fit, self.zoom_in])
        self.widget = w.VBox([w.HTML(STYLE), bar, self.svg])
        ui(self.widget, "lr-flow")
        self.state = state
        self.phase = ""
        self.path: frozenset[Edge] = frozenset()
        self.update(state, path)
        if explorer is not None:
            explorer.on_change(lambda s: self.update(s, explorer.line.path))

    def update(self, state: State, path=None) -> None:
        """Show ``state``; ``path`` defaults to the edges its history took.

        If ``state`` directly follows the one shown, only its last step is replayed.
        """
        if path is None:
            path = self._follow(state)
        self.state = state
        self.phase = state.phase
        self.path = frozenset(path)
        total = self.graph.number_of_edges()
        self.caption.value = ngettext(
            "Now: {phase} - {taken} of {n} transition taken so far",
            "Now: {phase} - {taken} of {n} transitions taken so far", total,
        ).format(phase=state.phase_label, taken=len(self.path), n=total)
        if self._visible:
            self._draw()

    @property
    def visible(self) -> bool:
        """Whether the diagram is on screen; a hidden view draws when shown again."""
        return self._visible

    @visible.setter
    def visible(self, value: bool) -> None:
        self._visible = bool(value)
        if self._visible:
            self._draw()

    def set_zoom(self, zoom: float | None) -> None:
        """Show the diagram at ``zoom`` times its natural size (``None``: fit the cell)."""
        self.zoom = zoom
        self._drawn = None
        if self._visible:
            self._draw()

    def _step(self, direction: int) -> float:
        current = 1.0 if self.zoom is None else self.zoom
        if direction > 0:
            return next((z for z in ZOOMS if z > current), ZOOMS[-1])
        return next((z for z in reversed(ZOOMS) if z < current), ZOOMS[0])

    def _draw(self) -> None:
        key = (self.phase, self.path)
        if key == self._drawn:
            return
        svg = self._cache.get(key)
        if svg is None:
            from .. import diagrams

            svg = diagrams.render(self.graph, "svg", highlight=self.phase, path=self.path)
            self._cache[key] = svg
        self.svg.value = fit(svg, self.zoom)
        self._drawn = key

    def _follow(self, state: State) -> frozenset[Edge]:
        from ._model import apply_traced

        previous = getattr(self, "state", None)
        if previous is not None and previous is not state and self.phase:
            try:
                parent = state.undo()
            except ValueError:
                parent = None
            if parent is previous:
                last = state.history[-1] if state.history else None
                if last is not None and not isinstance(last, dict):
                    _edges, taken = apply_traced(previous, last)
                    return self.path | taken
                return self.path
        return replay_path(state)

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)
