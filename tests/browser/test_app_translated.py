"""The app in Portuguese and Spanish: every page's translated copy shows no English.

Each page of the app (the start page, every game's page, the lesson, the what-if page)
is opened in its Portuguese and Spanish copy (``notebooks/pt-BR/``, ``notebooks/es/``),
and everything it shows is read: the notebook's text, the engine's output, the widgets
and every tab of the explorer. English is told by
its small words ("the", "and", "your"...), which neither language has; proper names are
allowed: the game titles and every name of the games' content (cards, planets, crews),
which the editions print as they are. A screenshot of each page is kept under
``test-artifacts/browser/``.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

import lunarrules as lr

from .chromium import ARTIFACTS, local_page
from .test_app_in_browser import NOTEBOOKS, STEP_TIMEOUT_MS, _open

pytestmark = pytest.mark.browser

LANGS = ("pt-BR", "es")
PAGES = ["00_start_here", *lr.games(), "learn_a_turn", "what_if"]
#: Words of English that Portuguese and Spanish do not have.
ENGLISH = re.compile(
    r"\b(the|and|of|to|with|your|you|is|are|not|for|from|this|that|these|has|have|each|"
    r"when|then|which|into|onto|must|may|cannot|can't|doesn't|it's|there|their|its|"
    r"player|players|turn|card|cards|ship|ships|points?)\b",
    re.I,
)

#: What is not English prose though it may look so: rule ids (``SB-TURN``), action
#: notation (``ship=1``), field paths a position's author wrote (``seats[0].pool``),
#: identifiers (``turn_agency``) and file names.
NOT_PROSE = re.compile(
    r"\b[A-Z][A-Z0-9]*(-[A-Z0-9]+)+\b"
    r"|\S+=\S*"
    r"|\b\w+(\[\d+\])+(\.\w+)*|\b\w+\.\w+\b"
    r"|\b[a-z0-9]+(_[a-z0-9]+)+\b"
    r"|\S+\.(json|toml|ipynb|txt|svg|png)\b"
)


def _names() -> list[str]:
    """Proper names a translated page may show as printed: titles and content names."""
    names: set[str] = set()

    def walk(value):
        if isinstance(value, dict):
            for k, v in value.items():
                if k in ("name", "title") and isinstance(v, str):
                    names.add(v)
                else:
                    walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    for gid in lr.games():
        g = lr.game(gid)
        names.add(g.title)
        # a published fact is its source's words, cited as written (like a seed quote)
        names.update(r.passage for r in g.rules if r.kind == "public" and r.passage)
        package = Path(lr.__file__).parent / "games" / gid
        for toml in package.glob("*.toml"):
            walk(tomllib.loads(toml.read_text(encoding="utf-8")))
    # longest first: "Captain Ilsa Varro" before "Captain"
    return sorted((n for n in names if n.strip()), key=len, reverse=True)


NAMES = _names()


def _cited_labels() -> list[str]:
    """How each language introduces a published fact ("publicada: "): what follows, the
    fact and its source (the last thing on a rule's line), is its English source's
    words, cited as written."""
    from lunarrules import i18n

    labels = set()
    for lang in i18n.LANGUAGES:
        with i18n.language(lang):
            labels.add(i18n._("public: {fact} (source: {source})").split("{fact}")[0])
    return sorted(labels)


CITED = re.compile("(" + "|".join(re.escape(x) for x in _cited_labels()) + r").*$")


def english_lines(text: str) -> list[str]:
    """Lines of ``text`` with English in them once proper names are taken out."""
    found = []
    for line in text.replace("\xa0", " ").splitlines():
        rest = NOT_PROSE.sub(" ", CITED.sub(" ", line))
        for name in NAMES:
            if name in rest:
                rest = rest.replace(name, " ")
        words = [m.group(0) for m in ENGLISH.finditer(rest)]
        if words:
            found.append(f"{', '.join(dict.fromkeys(w.lower() for w in words))}: {line.strip()[:140]}")
    return found


def test_the_english_check_can_fail():
    assert english_lines("Aplicar: Move ship 1 to the planet")
    assert not english_lines("Pousar a Nave 1 em Coral (do seu Galaxy Mat)")
    assert not english_lines("(digitado: P1 move ship=1 to=nebra mode=land) SB-TURN")
    assert not english_lines("- seats[0].pool: -1 dilítio está abaixo de 0")
    assert not english_lines("Regra X (publicada: spaces 1/5/9 raise the fee (source: BGG)) fim")
    assert english_lines("Regra X: the rest (publicada: fato)")
    # a card's name is allowed as printed
    name = next(n for n in NAMES if ENGLISH.search(n))
    assert not english_lines(f"Jogar {name}")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", PAGES)
def test_a_translated_page_shows_no_english(browser, app, lang, name):
    path = NOTEBOOKS / lang / f"{name}.ipynb"
    assert path.is_file(), f"no {lang} copy of {name}"
    with local_page(browser, 1280, 900, STEP_TIMEOUT_MS) as page:
        # the page's main widget, drawn once its kernel ran every cell
        main = {"learn_a_turn": ".lr-lesson", "00_start_here": ".lr-quiz",
                "what_if": ".lr-nav"}.get(name, ".lr-explorer")
        _open(page, app.page(f"{lang}/{name}.ipynb"), main)
        page.wait_for_timeout(1500)
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{lang}_{name}.png"), full_page=True)
        # code in the prose (spans and examples) is Python, not words (hidden while reading);
        # what a cell prints stays in
        page.add_style_tag(content="code, kbd, .jp-MarkdownCell pre, .jp-MarkdownOutput pre "
                                   "{ display: none !important; }")
        texts = [page.inner_text("body")]
        # and what every tab of the page's first explorer shows when opened
        tabs = page.locator(".lr-explorer").first.locator(".lm-TabBar-tab")
        for i in range(tabs.count() if page.locator(".lr-explorer").count() else 0):
            tabs.nth(i).click()
            page.wait_for_timeout(400)
            texts.append(page.locator(".lr-explorer").first.inner_text())
        found = list(dict.fromkeys(line for text in texts for line in english_lines(text)))
        assert not found, f"{lang}/{name} shows English:\n" + "\n".join(found[:60])
