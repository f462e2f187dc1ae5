"""The navigation bar and the game picker: every game by its title, links between pages."""

from __future__ import annotations

import re

import pytest

import lunarrules as lr
from lunarrules.app import START_HERE, notebooks_dir
from lunarrules.kernel.game import available
from lunarrules.widgets import app_header, game_picker, in_app
from lunarrules.widgets.nav import first_sentence, players_text

NOTEBOOKS = notebooks_dir()


def _links(html: str) -> list[tuple[str, str]]:
    return re.findall(r"<a [^>]*href='([^']+)'[^>]*>([^<]+)</a>", html)


@pytest.mark.english
def test_header_links_to_the_start_page_and_every_game_by_title():
    html = app_header("tiny_epic_galaxies").html
    links = dict((text, href) for href, text in _links(html))
    assert links["\u2302 Start"] == START_HERE
    for gid in available():
        title = lr.game(gid).title.replace("'", "&#x27;")
        assert links[title] == f"{gid}.ipynb"
    # the page shown is marked, and only it
    assert html.count("aria-current='page'") == 1
    assert re.search(r"href='tiny_epic_galaxies.ipynb' aria-current='page'", html)
    # no ids as link text
    assert not any(text in available() for _, text in _links(html))


def test_header_on_the_start_page_marks_start():
    html = app_header().html
    assert re.search(rf"href='{START_HERE}' aria-current='page'", html)


def test_header_links_lead_to_notebooks_that_exist():
    for href, _ in _links(app_header().html):
        assert (NOTEBOOKS / href).is_file(), f"the bar links to a missing page {href}"


def test_header_of_another_page():
    html = app_header("what_if.ipynb").html
    assert re.search(r"href='what_if.ipynb' aria-current='page'", html)


def test_unknown_game_is_an_error_not_a_dead_link():
    with pytest.raises(lr.UnknownGame):
        app_header("no_such_game")


@pytest.mark.english
def test_picker_shows_each_game_by_title_summary_and_players():
    html = game_picker().html
    for gid in available():
        g = lr.game(gid)
        card = re.search(rf"<div class='lr-picker-card' data-game='{gid}'>(.*?)</div></div>|"
                         rf"<div class='lr-picker-card' data-game='{gid}'>(.*?Open \u2192</a>)", html)
        assert card, f"no card for {gid}"
        text = card.group(0)
        assert f"href='{gid}.ipynb'" in text
        assert lr.game(gid).title.replace("'", "&#x27;") in text
        assert players_text(g) in text
        assert first_sentence(g.summary).replace("'", "&#x27;")[:40] in text
    # the cards name games by title; ids appear only in addresses
    visible = re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", html))
    assert not any(gid in visible for gid in available())


def test_picker_and_header_display_as_html():
    assert game_picker()._repr_html_().startswith("<style>")
    assert "<nav" in app_header()._repr_html_()


@pytest.mark.english
def test_players_and_first_sentence():
    assert players_text(lr.game("captains_chair")) == "2 players"
    assert players_text(lr.game("tiny_epic_galaxies")) == "2\u20135 players"
    assert first_sentence("One thing. Another thing.") == "One thing."
    assert first_sentence("Just one") == "Just one"


def test_the_app_hides_text_meant_for_jupyter(monkeypatch):
    monkeypatch.delenv("SERVER_SOFTWARE", raising=False)
    assert not in_app()
    assert ".lr-jupyter-only{display:none" not in app_header().html
    monkeypatch.setenv("SERVER_SOFTWARE", "voila/0.5.8")
    assert in_app()
    assert ".lr-jupyter-only{display:none" in app_header().html


def test_links_open_in_place_of_the_page():
    """The notebook renderer opens output links in a new tab unless they say otherwise."""
    for html in (app_header().html, game_picker().html):
        anchors = re.findall(r"<a [^>]*>", html)
        assert anchors and all("target='_self'" in a for a in anchors)


def test_the_bar_brings_the_widgets_look_to_the_whole_page():
    from lunarrules.widgets.nav import page_style

    css = page_style()
    assert ".jp-OutputArea-output .jupyter-button{" in css
    assert ".lr-ui " not in css
    assert css in app_header().html


def test_links_in_the_browser_site_open_jupyterlites_notebook_page(monkeypatch):
    """In Pyodide a link to ``x.ipynb`` would be a file to download: it addresses the notebook page."""
    import sys
    import types

    from lunarrules.widgets import nav

    assert nav.page_href("planet_unknown.ipynb") == "planet_unknown.ipynb"
    assert nav.page_href("planet_unknown.ipynb", "pt-BR") == "planet_unknown.ipynb?lang=pt-BR"
    worker = "http://127.0.0.1:8000/docs/lite/extensions/@jupyterlite/pyodide-kernel-extension/static/worker.js"
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setitem(sys.modules, "js", types.SimpleNamespace(location=types.SimpleNamespace(href=worker)))
    assert nav.page_href("planet_unknown.ipynb") == (
        "http://127.0.0.1:8000/docs/lite/notebooks/index.html?path=planet_unknown.ipynb")
    assert nav.page_href("00_start_here.ipynb", "es").endswith("?path=00_start_here.ipynb&lang=es")
    bar = str(nav.app_header("planet_unknown"))
    assert "href='http://127.0.0.1:8000/docs/lite/notebooks/index.html?path=tiny_epic_galaxies.ipynb'" in bar
