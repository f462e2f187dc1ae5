"""The widgets speak the language in use when they are built: in Portuguese or
Spanish no English label, button, heading or message of the widgets is left (the
game's own words, proper names and rule ids aside), and English is unchanged."""

from __future__ import annotations

import functools
import html
import re

import ipywidgets as w
import pytest

import lunarrules as lr
from lunarrules import i18n
from lunarrules.widgets import Explorer, Lesson, Quiz, RuleBrowser, WhyNot
from lunarrules.widgets.flowview import FlowView

from .helpers import get_game, new_state, play

GAMES = ["toy_race", "tiny_epic_galaxies", "moon_colony_bloodbath"]
# Words a widget message shares with a language, or that are names (not English to translate).
ALLOWED = {"quiz", "widgets", "position.json", "bytes", "Galaxy", "Activation"}


@pytest.fixture(autouse=True)
def _english_after():
    before = i18n._chosen
    yield
    i18n._chosen = before


@functools.cache
def widget_messages() -> frozenset:
    """The template's messages from the widget files (the app's bar aside)."""
    return frozenset(m.id for m in i18n.read_catalog(None) if m.id and any(
        p.startswith("lunarrules/widgets/") and not p.endswith("nav.py") for p, _n in m.locations))


def widget_words() -> set[str]:
    """English words of the widgets' messages."""
    words: set[str] = set()
    for m in i18n.read_catalog(None):
        if m.id not in widget_messages():
            continue
        for text in (m.id if isinstance(m.id, tuple) else (m.id,)):
            words |= {x.lower() for x in re.findall(r"[A-Za-z]{4,}", re.sub(r"\{[^}]*\}", "", text))}
    return words


def translated_words(lang: str) -> set[str]:
    """Words the language's translations of the widget messages use anyway (``Quiz``...)."""
    words: set[str] = set()
    ids = widget_messages()
    for m in i18n.read_catalog(lang):
        if m.id not in ids:
            continue
        for text in (m.string if isinstance(m.string, tuple) else (m.string,)):
            words |= {x.lower() for x in re.findall(r"[A-Za-z]{4,}", text or "")}
    return words


def texts(widget, tables: list[str], values: bool = False) -> list[str]:
    """Every text a person reads on a widget tree: values, descriptions, placeholders,
    tooltips, tab titles, option labels (HTML without its tags, styles and tables
    drawn by the game)."""
    out: list[str] = []
    seen = set()

    def walk(x):
        if id(x) in seen:
            return
        seen.add(id(x))
        for attr in ("description", "placeholder", "tooltip"):
            v = getattr(x, attr, None)
            if isinstance(v, str) and v:
                out.append(v)
        if isinstance(x, w.Tab):
            out.extend(x.titles)
        if values and isinstance(x, (w.HTML, w.Label)):
            v = re.sub(r"<style>.*?</style>|<svg.*?</svg>", "", x.value, flags=re.S)
            for table in tables:  # the game's own picture of the table
                v = v.replace(table, " ")
            out.append(html.unescape(re.sub(r"<[^>]+>", " ", v)))
        if isinstance(x, w.ToggleButtons):  # (a dropdown lists the game's kinds and chance keys)
            out.extend(str(label) for label in x._options_labels)
        for child in getattr(x, "children", ()):
            walk(child)

    walk(widget)
    return out


def game_strings(state, game) -> list[str]:
    """What the game itself says (its words are the game's, not the widgets'): its
    names, phases, actions, log, the engine's refusals and the rulebook's passages."""
    from lunarrules.widgets._model import passage_context

    out = [game.title, i18n.game_title(game), state.phase_label, str(state.outcome or "")]
    out += [p.label for p in game.phases]
    out += [k.label for k in game.action_kinds] + [k.help for k in game.action_kinds if k.help]
    out += [state.describe(a) for a in state.legal_actions()]
    out += [str(e) for e in state.log] + [e.text for e in state.log]
    out += [r.passage for r in game.rules] + [r.provenance.describe() for r in game.rules]
    out += [r.translated_summary for r in game.rules] + [passage_context(r) for r in game.rules]
    return sorted((s for s in out if s), key=len, reverse=True)


RULE_ID = re.compile(r"\b[A-Z][A-Z0-9]*(-[A-Z0-9]+)+\b")


def english_left(widget, states, game, lang: str, said: list[str], values: bool = False) -> set[str]:
    english = widget_words() - translated_words(lang) - {a.lower() for a in ALLOWED}
    found = set()
    strings = sorted({s for st in states for s in game_strings(st, game)} | {s for s in said if s},
                     key=len, reverse=True)
    tables = [st._repr_html_() for st in states]
    for text in texts(widget, tables, values):
        text = RULE_ID.sub(" ", text)
        for s in strings:
            text = text.replace(s, " ")
        found |= {x for x in re.findall(r"[A-Za-z]{4,}", text) if x.lower() in english}
    return found


def build_all(gid: str):
    game = get_game(gid)
    state = play(new_state(gid), 6, seed=2)
    ex = Explorer(state, board=None)
    said = [ex.why_not.ask("P1 nonsense").message]
    ex.fork("")
    ex.compare(ex.branch_a.value, ex.branch_b.value)
    quiz = Quiz(game, seed=3)
    quiz.answer(True)
    said += [quiz.question.ruling.message, quiz.question.ruling.because]
    lesson = Lesson(game, seed=1)
    said.append(lesson.try_refused())
    rb = RuleBrowser(game)
    flow = FlowView(state)
    why = WhyNot(state)
    said.append(why.ask(str(state.legal_actions()[0])).message)
    states = [state, ex.state, quiz.question.state, lesson.state, *(s.state for s in lesson.steps)]
    return states, game, [ex.widget, quiz.widget, lesson.widget, rb.widget, flow.widget, why.widget], said


@pytest.mark.parametrize("lang", ["pt", "es"])
@pytest.mark.parametrize("gid", GAMES)
def test_widgets_leave_no_english_control(gid, lang):
    """Buttons, fields, tooltips, tabs and filters: no English in Portuguese or Spanish."""
    lr.set_language(lang)
    states, game, widgets, said = build_all(gid)
    left = set()
    for widget in widgets:
        left |= english_left(widget, states, game, i18n.normalize(lang), said)
    assert not left, f"{gid} in {lang}: English left on the widgets: {sorted(left)}"


def test_the_english_check_can_fail():
    lr.set_language("en")
    states, game, widgets, said = build_all("toy_race")
    left = set()
    for widget in widgets:
        left |= english_left(widget, states, game, "pt-BR", said)
    assert {"Apply", "Undo", "Search"} <= left


def test_english_is_unchanged():
    lr.set_language("en")
    state = new_state("toy_race")
    ex = Explorer(state, board=None)
    assert ex.step.value == "Step 0" and ex.apply_button.description == "Apply"
    assert tuple(ex.tabs.titles)[:2] == ("Log", "What-if")


def test_pt_labels_and_translated_rule_lines():
    lr.set_language("pt")
    game = lr.game("tiny_epic_galaxies")
    state = game.new(players=2, seed=1)
    ex = Explorer(state, board=None)
    assert ex.step.value == "Passo 0" and ex.apply_button.description == "Aplicar"
    rb = RuleBrowser(game)
    rb.search("", "all")
    assert rb.count.value.endswith("regras")
    shown = rb.show("TEG-REROLL-COST")
    assert "Depois da primeira grátis" in shown  # the summary, translated
    assert game.rules["TEG-REROLL-COST"].passage in html.unescape(shown)  # the quote, verbatim
    lr.set_language("es")
    assert "nueva tirada" in RuleBrowser(game).show("TEG-REROLL-COST")


@pytest.mark.parametrize("query", ["nueva tirada cuesta", "rerrolar custa Energia", "reroll costs"])
def test_rule_search_finds_a_portuguese_passage_in_any_language(query):
    game = lr.game("tiny_epic_galaxies")
    rb = RuleBrowser(game)
    found = rb.search(query)
    assert [r.id for r in found] == ["TEG-REROLL-COST"]
    assert "custa 1 Energia" in found[0].passage
    assert [r.id for r in i18n.search_rules(game.rules, query)] == ["TEG-REROLL-COST"]


def test_summary_in_each_language():
    rule = lr.game("moon_colony_bloodbath").rules["MCB-WINNER"]
    assert rule.summary_in("en") == rule.summary
    assert rule.summary_in("es") == "Gana el jugador con más colonistas."
    assert rule.summary_in("pt") == "Vence o jogador com mais colonos."


@pytest.mark.parametrize("lang", ["pt", "es"])
def test_the_widgets_own_lines_are_translated(lang):
    """The lines the widgets write around the game's words (step, phase, whose turn,
    counts, captions, headings, verdicts) are in the language in use."""
    lr.set_language(lang)
    states, game, widgets, said = build_all("toy_race")
    ex, quiz, lesson, rb, flow, why = widgets
    english = ["Step ", "Phase:", " to act", " events (", "Is this legal now?", "right out of",
               "Learn a turn", "Rules of", " rules", "Now:", "transitions taken", "Why not?",
               "Legal now", "Refused", "Source:", "Governs:", "What differs"]
    for widget in widgets:
        for text in texts(widget, [s._repr_html_() for s in states], values=True):
            for e in english:
                assert e not in text, f"{lang}: {e!r} in {text[:120]!r}"
