"""Getting around the pages: a navigation bar and the game picker.

The start-here notebook shows the picker (every game by its title, with a short
summary and the player count, each opening the game's page) and every notebook
shows the bar with one call::

    import lunarrules as lr
    lr.widgets.app_header("tiny_epic_galaxies")

Both are plain HTML links between the notebooks (``<id>.ipynb``), so they work in
the web app (``make app``: Voila serves each notebook at
``/voila/render/<id>.ipynb``) and in Jupyter alike, with no kernel round trip.
Each link says ``target='_self'``: the page opens in place of this one, as in an
app (the notebook renderer opens links of outputs in a new tab otherwise).

Text meant for Jupyter only (how to run a cell) goes in a markdown cell inside
``<div class="lr-jupyter-only">``; the header hides it in the app, where there are
no cells to run. Text for a notebook read without running it (on GitHub: a plain
table of the games) goes inside ``<div class="lr-static-only">``; the header hides
it once it has run, where the picker shows the same.
"""

from __future__ import annotations

import html
import os
import re
from dataclasses import dataclass

from ..app import START_HERE

#: The start page's name in the bar.
START_LABEL = "Start"
#: Pages beside the games' that the bar links to when they are there: (notebook, label).
OTHER_PAGES = (
    ("learn_a_turn.ipynb", "Learn a turn"),
    ("what_if.ipynb", "What if? Odds and simulations"),
)

_NAV_STYLE = (
    "<style>"
    ".lr-static-only{display:none!important}"
    ".lr-nav{display:flex;flex-wrap:wrap;align-items:center;gap:4px 6px;"
    "padding:6px 8px;margin:0 0 8px 0;border-bottom:2px solid #f59e0b;"
    "background:#fffbeb;border-radius:6px 6px 0 0;max-width:100%;box-sizing:border-box}"
    ".lr-nav a{display:inline-block;padding:3px 8px;border-radius:4px;color:#1e3a8a;"
    "text-decoration:none;white-space:normal;overflow-wrap:anywhere}"
    ".lr-nav a:hover,.lr-nav a:focus{background:#fde68a;text-decoration:underline}"
    ".lr-nav a[aria-current=page]{background:#1e3a8a;color:#fff!important;font-weight:bold}"
    ".lr-nav .lr-nav-home{font-weight:bold}"
    ".lr-picker{display:grid;grid-template-columns:repeat(auto-fill,minmax(15em,1fr));"
    "gap:10px;max-width:100%;margin:4px 0 12px 0}"
    ".lr-picker-card{border:1px solid #d1d5db;border-radius:8px;padding:10px 12px;"
    "background:#fff;display:flex;flex-direction:column;gap:4px;min-width:0;"
    "overflow-wrap:anywhere}"
    ".lr-picker-card h3{margin:0;font-size:1.1em;line-height:1.3}"
    ".lr-picker-card h3 a{color:#1e3a8a;text-decoration:none}"
    ".lr-picker-card .lr-picker-meta{color:#4b5563;font-size:0.92em}"
    ".lr-picker-card p{margin:0}"
    ".lr-picker-card .lr-picker-open{margin-top:auto;align-self:flex-start;"
    "padding:4px 12px;border-radius:4px;background:#1e3a8a;color:#fff!important;"
    "text-decoration:none;font-weight:bold}"
    ".lr-picker-card .lr-picker-open:hover,.lr-picker-card .lr-picker-open:focus"
    "{background:#f59e0b;color:#111!important}"
    "</style>"
)
# In the app there are no cells to run: text about running them is hidden.
_APP_ONLY_STYLE = "<style>.lr-jupyter-only{display:none!important}</style>"


def in_app() -> bool:
    """Whether this kernel runs a page of the web app (Voila) rather than Jupyter.

    Voila starts each page's kernel with ``SERVER_SOFTWARE=voila/<version>``.
    """
    return os.environ.get("SERVER_SOFTWARE", "").startswith("voila/")


def page_of(game_id: str | None) -> str:
    """The notebook of a game (``"tiny_epic_galaxies.ipynb"``), or the start page for ``None``."""
    return f"{game_id}.ipynb" if game_id else START_HERE


def players_text(game) -> str:
    """``"2-5 players"`` / ``"2 players"`` from the game's declared player range."""
    lo, hi = game.players
    return f"{lo} players" if lo == hi else f"{lo}\u2013{hi} players"


def first_sentence(text: str) -> str:
    """The first sentence of a summary (the whole text when it has one sentence)."""
    text = " ".join((text or "").split())
    m = re.search(r"(?<=[.!?])\s+(?=[A-Z\"\u201c])", text)
    return text[: m.start()] if m else text


def _other_pages() -> list[tuple[str, str]]:
    from ..app import notebooks_dir

    try:
        folder = notebooks_dir()
    except FileNotFoundError:  # installed without the notebooks
        return []
    return [(nb, label) for nb, label in OTHER_PAGES if (folder / nb).is_file()]


def _games(game_ids=None) -> list:
    import lunarrules as lr
    from lunarrules.kernel.game import available

    ids = list(game_ids) if game_ids is not None else available()
    return [lr.game(gid) for gid in ids]


@dataclass(frozen=True)
class Page:
    """An HTML fragment that shows itself in a notebook (``_repr_html_``).

    Attributes
    ----------
    html : str
        The fragment, style included.
    """

    html: str

    def _repr_html_(self) -> str:
        return self.html

    def __str__(self) -> str:
        return self.html


def app_header(current: str | None = None, game_ids=None) -> Page:
    """The navigation bar: back to the start page and on to every game, by title.

    Parameters
    ----------
    current : str, optional
        The id of the game whose page this is (``None``: the start page), or the
        notebook name of another page (``"what_if.ipynb"``); its link is marked
        as the current page.
    game_ids : iterable of str, optional
        The games to link to (default: every registered game).

    Returns
    -------
    Page
        Displays as the bar (evaluate it as a cell's last line or ``display`` it).

    Raises
    ------
    lunarrules.UnknownGame
        If ``current`` or one of ``game_ids`` is not a game.

    Examples
    --------
    >>> import lunarrules as lr
    >>> lr.widgets.app_header("tiny_epic_galaxies")  # doctest: +SKIP
    """
    esc = html.escape
    games = _games(game_ids)
    others = _other_pages()
    if current is not None and current not in dict(others):
        import lunarrules as lr

        lr.game(current)  # an unknown id is an error here, not a dead link
    home = "" if current else " aria-current='page'"
    links = [
        f"<a target='_self' class='lr-nav-home' href='{esc(START_HERE, quote=True)}'{home}>"
        f"\u2302 {esc(START_LABEL)}</a>"
    ]
    for g in games:
        mark = " aria-current='page'" if g.id == current else ""
        links.append(
            f"<a target='_self' class='lr-nav-game' href='{esc(page_of(g.id), quote=True)}'{mark}>{esc(g.title)}</a>"
        )
    for nb, label in others:
        mark = " aria-current='page'" if nb == current else ""
        links.append(f"<a target='_self' class='lr-nav-page' href='{esc(nb, quote=True)}'{mark}>{esc(label)}</a>")
    app_style = _APP_ONLY_STYLE if in_app() else ""
    return Page(
        f"{_NAV_STYLE}{page_style()}{app_style}"
        f"<nav class='lr-nav' aria-label='games'>{''.join(links)}</nav>"
    )


def page_style() -> str:
    """The widgets' look (labels wrap, buttons grow to their words, rows wrap) for every
    widget in the page's outputs, not only lunarrules' own: a game's board shown on
    its own in a notebook gets it too once the page shows the bar."""
    from ._model import STYLE

    return STYLE.replace(".lr-ui ", ".jp-OutputArea-output ")


def game_picker(game_ids=None) -> Page:
    """Every game as a card: its title, player count, what it is about, and a link to its page.

    Parameters
    ----------
    game_ids : iterable of str, optional
        The games to show (default: every registered game), in this order.

    Returns
    -------
    Page

    Examples
    --------
    >>> import lunarrules as lr
    >>> lr.widgets.game_picker()  # doctest: +SKIP
    """
    esc = html.escape
    cards = []
    for g in _games(game_ids):
        href = esc(page_of(g.id), quote=True)
        meta = players_text(g)
        if g.round_length:
            meta += f" \u00b7 a round: {g.round_length}"
        cards.append(
            f"<div class='lr-picker-card' data-game='{esc(g.id, quote=True)}'>"
            f"<h3><a target='_self' href='{href}'>{esc(g.title)}</a></h3>"
            f"<div class='lr-picker-meta'>{esc(meta)}</div>"
            f"<p>{esc(first_sentence(g.summary))}</p>"
            + (f"<div class='lr-picker-meta'>{esc(g.mechanism)}</div>" if g.mechanism else "")
            + f"<a target='_self' class='lr-picker-open' href='{href}' aria-label='Open {esc(g.title, quote=True)}'>"
            "Open \u2192</a></div>"
        )
    return Page(f"{_NAV_STYLE}<div class='lr-picker'>{''.join(cards)}</div>")
