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

Everything the bar and the picker say is in the language in use
(:mod:`lunarrules.i18n`), game titles as the edition of that language prints them.
In the app, the bar also offers the three languages. Each notebook has a translated
copy per language (``notebooks/pt-BR/``, ``notebooks/es/``, built by
``tools/notebook_i18n.py``: its prose too is in that language), and a language's link
opens the copy of this page in it. Where there is no copy, the link reloads the page
with ``?lang=<code>`` in its address, and the bar then switches the page's kernel to
that language (so every cell after it speaks it) and keeps the choice in its links
to the other pages. Without ``?lang=``, the page follows ``LUNARRULES_LANG``, else
the browser's language when the server passes it on (``HTTP_ACCEPT_LANGUAGE``),
else English.
"""

from __future__ import annotations

import html
import os
import re
import sys
from dataclasses import dataclass
from urllib.parse import parse_qs, quote

from .. import i18n
from ..app import START_HERE
from ..i18n import N_, _, game_title, ngettext

#: The start page's name in the bar (English; shown translated).
START_LABEL = N_("Start")
#: Pages beside the games' that the bar links to when they are there: (notebook, label).
OTHER_PAGES = (
    ("learn_a_turn.ipynb", N_("Learn a turn")),
    ("what_if.ipynb", N_("What if? Odds and simulations")),
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
    ".lr-nav .lr-lang{margin-left:auto;display:flex;flex-wrap:wrap;gap:2px 4px;"
    "align-items:center;font-size:0.9em}"
    ".lr-nav .lr-lang a[aria-current=true]{font-weight:bold;border:1px solid #1e3a8a}"
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
    """``"2\u20135 players"`` / ``"2 players"`` from the game's declared player range,
    in the language in use."""
    lo, hi = game.players
    if lo == hi:
        return ngettext("{n} player", "{n} players", lo).format(n=lo)
    return _("{lo}\u2013{hi} players").format(lo=lo, hi=hi)


def first_sentence(text: str) -> str:
    """The first sentence of a summary (the whole text when it has one sentence)."""
    text = " ".join((text or "").split())
    m = re.search(r"(?<=[.!?])\s+(?=[A-Z\u00c0-\u00dd\"\u201c\u00bf\u00a1])", text)
    return text[: m.start()] if m else text


def page_language() -> str | None:
    """The language a page of the app asks for, ``None`` outside the app or when it asks
    for none: ``?lang=`` in the page's address first, then the language of a translated
    copy (:func:`translation_folder`), then ``LUNARRULES_LANG``, then
    the browser's preferred languages (``Accept-Language``, which Voila passes on as
    ``HTTP_ACCEPT_LANGUAGE`` when configured to), the first one there is a catalog for.
    An unknown code is passed over, never an error: it comes from an address bar.
    """
    if not in_app():
        return None
    asked = _query_language()
    if asked:
        return asked
    folder = translation_folder()
    if folder:
        return folder  # a translated copy speaks its language
    if i18n.env_language():
        return None  # the language in use already follows it
    return browser_language(os.environ.get("HTTP_ACCEPT_LANGUAGE", ""))


def _query_language() -> str | None:
    for code in parse_qs(os.environ.get("QUERY_STRING", "")).get("lang", []):
        try:
            return i18n.normalize(code)
        except i18n.UnknownLanguage:
            continue
    return None


def browser_language(accept: str) -> str | None:
    """The first language of an ``Accept-Language`` header there is a catalog for.

    >>> browser_language("fr-FR,fr;q=0.9,pt-BR;q=0.8,en;q=0.5")
    'pt-BR'
    """
    ranked = []
    for i, part in enumerate(accept.split(",")):
        code, _sep, params = part.strip().partition(";")
        q = 1.0
        m = re.search(r"q=([0-9.]+)", params)
        if m:
            try:
                q = float(m.group(1))
            except ValueError:
                q = 0.0
        if code and code != "*" and q > 0:
            ranked.append((-q, i, code))
    for _q, _i, code in sorted(ranked):
        try:
            return i18n.normalize(code)
        except i18n.UnknownLanguage:
            continue
    return None


def translation_folder() -> str | None:
    """The language whose translated notebooks this kernel runs beside (``"pt-BR"`` in
    ``notebooks/pt-BR/``), ``None`` beside the English ones."""
    from pathlib import Path

    here = Path.cwd()
    if here.name in i18n.LANGUAGES and here.name != i18n.SOURCE_LANGUAGE:
        if (here.parent / START_HERE).is_file():
            return here.name
    return None


def language_href(code: str, page: str) -> str:
    """Where the picker's link to language ``code`` goes from notebook ``page``: the
    page's copy in that language when there is one (``pt-BR/x.ipynb``,
    ``../x.ipynb``...), else this page again with ``?lang=<code>``."""
    from pathlib import Path

    here = Path.cwd()
    folder = translation_folder()
    top = here.parent if folder else here
    target = top / page if code == i18n.SOURCE_LANGUAGE else top / code / page
    if not target.is_file():
        return f"?lang={quote(code)}"
    up = "../" if folder else ""
    return up + page if code == i18n.SOURCE_LANGUAGE else f"{up}{code}/{page}"


def language_links(page: str = START_HERE) -> str:
    """The language picker: a link per language to notebook ``page`` in it
    (:func:`language_href`), the language in use marked. HTML, for the app's bar."""
    esc = html.escape
    now = i18n.get_language()
    links = []
    for code in i18n.LANGUAGES:
        mark = " aria-current='true'" if code == now else ""
        href = esc(language_href(code, page), quote=True)
        links.append(
            f"<a target='_self' class='lr-lang-link' href='{href}' "
            f"hreflang='{code}' lang='{code}'{mark}>{esc(i18n.NAMES[code])}</a>"
        )
    label = esc(_("Language"), quote=True)
    return (
        f"<span class='lr-lang' role='group' aria-label='{label}'>"
        + "".join(links)
        + "</span>"
    )


def _other_pages() -> list[tuple[str, str]]:
    from pathlib import Path

    from ..app import notebooks_dir

    try:
        folder = notebooks_dir()
    except FileNotFoundError:  # installed without the notebooks (a wheel, the browser site)
        folder = Path.cwd()  # a kernel runs beside the notebooks it opened
        if not (folder / START_HERE).is_file():
            return []
    return [(nb, label) for nb, label in OTHER_PAGES if (folder / nb).is_file()]


def _lite_base() -> str:
    """In the browser site (JupyterLite, Python in Pyodide): its ``lite/`` address, else ``""``.

    There a link to ``x.ipynb`` would be taken for a file to download, so the links
    address JupyterLite's notebook page instead (``lite/notebooks/index.html?path=``).
    """
    if sys.platform != "emscripten":
        return ""
    try:
        import js  # Pyodide's bridge to the browser: where the kernel was loaded from

        where = str(js.location.href)
    except Exception:  # noqa: BLE001 - no browser location: plain links will do
        return ""
    i = where.find("/lite/")
    return where[: i + len("/lite/")] if i >= 0 else ""


def page_href(page: str, chosen: str = "") -> str:
    """The address a link to notebook ``page`` uses, with the language chosen (if any).

    Beside this notebook (``x.ipynb``) in Jupyter and the app; JupyterLite's page for it
    in the browser site.
    """
    lite = _lite_base()
    if lite:
        return f"{lite}notebooks/index.html?path={quote(page)}" + (f"&lang={quote(chosen)}" if chosen else "")
    return page + (f"?lang={quote(chosen)}" if chosen else "")


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
    asked = page_language()
    if asked:
        i18n.set_language(asked)
    # A language chosen in the address travels with the links, page to page.
    chosen = _query_language()

    def href(page: str) -> str:
        return esc(page_href(page, chosen), quote=True)

    home = "" if current else " aria-current='page'"
    links = [
        f"<a target='_self' class='lr-nav-home' href='{href(START_HERE)}'{home}>"
        f"\u2302 {esc(_(START_LABEL))}</a>"
    ]
    for g in games:
        mark = " aria-current='page'" if g.id == current else ""
        links.append(
            f"<a target='_self' class='lr-nav-game' href='{href(page_of(g.id))}'{mark}>"
            f"{esc(game_title(g))}</a>"
        )
    for nb, label in others:
        mark = " aria-current='page'" if nb == current else ""
        links.append(
            f"<a target='_self' class='lr-nav-page' href='{href(nb)}'{mark}>{esc(_(label))}</a>"
        )
    app = in_app()
    if app:
        if current is None:
            page = START_HERE
        elif current in dict(others):
            page = current
        else:
            page = page_of(current)
        links.append(language_links(page))
    app_style = _APP_ONLY_STYLE if app else ""
    lang = i18n.get_language()
    label = esc(_("games"), quote=True)
    return Page(
        f"{_NAV_STYLE}{page_style()}{app_style}"
        f"<nav class='lr-nav' lang='{lang}' aria-label='{label}'>"
        f"{''.join(links)}</nav>"
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
    chosen = _query_language()
    for g in _games(game_ids):
        href = esc(page_href(page_of(g.id), chosen), quote=True)
        title = game_title(g)
        meta = players_text(g)
        if g.round_length:
            meta += " \u00b7 " + _("a round: {what}").format(what=_(g.round_length))
        cards.append(
            f"<div class='lr-picker-card' data-game='{esc(g.id, quote=True)}'>"
            f"<h3><a target='_self' href='{href}'>{esc(title)}</a></h3>"
            f"<div class='lr-picker-meta'>{esc(meta)}</div>"
            f"<p>{esc(first_sentence(_(g.summary)))}</p>"
            + (f"<div class='lr-picker-meta'>{esc(_(g.mechanism))}</div>" if g.mechanism else "")
            + f"<a target='_self' class='lr-picker-open' href='{href}' aria-label='"
            + esc(_("Open {title}").format(title=title), quote=True)
            + "'>"
            + esc(_("Open \u2192"))
            + "</a></div>"
        )
    lang = i18n.get_language()
    return Page(f"{_NAV_STYLE}<div class='lr-picker' lang='{lang}'>{''.join(cards)}</div>")
