"""The picture of the table as a widget a learner clicks.

A game's picture (``state._repr_html_()``, drawn by ``games/<id>/picture.py``) marks
each thing an action can target with a ``data-pick`` attribute (see
:mod:`lunarrules.kernel.picks`). :class:`PictureView` shows the picture and, when a
marked thing is clicked (or focused and Enter pressed), calls ``on_pick`` with its
tokens. Things that some legal action targets right now are outlined and focusable;
the others are drawn as they are. The engine still decides: a pick only narrows the
choice to the actions that target the thing.

The view is an `anywidget <https://anywidget.dev>`_ widget: a small ES module in the
browser, the same in JupyterLab, Voila and JupyterLite.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import anywidget
import traitlets

from ..i18n import _

_ESM = r"""
function render({ model, el }) {
  el.classList.add("lr-picture-view");
  const draw = () => {
    el.innerHTML = model.get("html");
    const live = new Set(model.get("live"));
    for (const t of el.querySelectorAll("[data-pick]")) {
      if (live.has(t.getAttribute("data-pick"))) {
        t.classList.add("lr-pickable");
        t.setAttribute("tabindex", "0");
        t.setAttribute("role", "button");
        if (!t.getAttribute("aria-label")) {
          const title = t.querySelector("title");
          if (title) t.setAttribute("aria-label", title.textContent);
        }
      }
    }
  };
  const pick = (ev) => {
    const t = ev.target.closest ? ev.target.closest("[data-pick].lr-pickable") : null;
    if (!t || !el.contains(t)) return;
    ev.preventDefault();
    ev.stopPropagation();
    model.send({ pick: t.getAttribute("data-pick") });
  };
  const key = (ev) => { if (ev.key === "Enter" || ev.key === " ") pick(ev); };
  draw();
  model.on("change:html", draw);
  model.on("change:live", draw);
  el.addEventListener("click", pick);
  el.addEventListener("keydown", key);
  return () => {
    el.removeEventListener("click", pick);
    el.removeEventListener("keydown", key);
  };
}
export default { render };
"""

_CSS = """
.lr-picture-view .lr-pickable { cursor: pointer; outline: 2px dashed #f59e0b;
  outline-offset: 2px; border-radius: 3px; }
.lr-picture-view .lr-pickable:hover, .lr-picture-view .lr-pickable:focus {
  outline: 3px solid #d97706; }
.lr-picture-view svg .lr-pickable { outline: none; stroke: #d97706; stroke-width: 2px;
  stroke-dasharray: 4 2; }
.lr-picture-view svg .lr-pickable:hover, .lr-picture-view svg .lr-pickable:focus {
  stroke-width: 3px; stroke-dasharray: none; }
"""


class PictureView(anywidget.AnyWidget):
    """The table's picture; a click on a thing actions target calls ``on_pick(tokens)``.

    Parameters
    ----------
    on_pick : callable, optional
        Called with the ``data-pick`` value of the thing clicked (``"to=coral planet=coral"``).

    Examples
    --------
    >>> view = PictureView()                                   # doctest: +SKIP
    >>> view.show('<div data-pick="to=coral">Coral</div>', ["to=coral"])  # doctest: +SKIP
    """

    _esm = _ESM
    _css = _CSS
    #: The picture (HTML with inline SVG).
    html = traitlets.Unicode("").tag(sync=True)
    #: The ``data-pick`` values some legal action targets now (outlined, focusable).
    live = traitlets.List(traitlets.Unicode()).tag(sync=True)

    def __init__(self, on_pick: Callable[[str], object] | None = None, **kwargs) -> None:
        super().__init__(**kwargs)
        self.on_pick = on_pick
        self.on_msg(self._message)
        self.add_class("lr-table")

    def show(self, html: str, live: Iterable[str] = ()) -> None:
        """Draw ``html``; the things marked with a value in ``live`` can be clicked."""
        self.live = sorted(set(live))
        self.html = html

    def pick(self, tokens: str) -> None:
        """What a click on the thing marked ``tokens`` does (also for tests and keyboards)."""
        if self.on_pick is not None:
            self.on_pick(tokens)

    def _message(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and isinstance(content.get("pick"), str):
            self.pick(content["pick"])


def pick_hint() -> str:
    """The line under the picture: what clicking it does."""
    return _("Click an outlined thing on the table to see the moves that target it.")


__all__ = ["PictureView", "pick_hint"]
