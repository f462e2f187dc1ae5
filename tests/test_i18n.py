"""Languages: the catalogs, the choice of language, the glossaries, and the command line
and the app's navigation speaking Portuguese and Spanish."""

from __future__ import annotations

import io
import re
import string
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import read_mo, write_mo
from babel.messages.plurals import get_plural

import lunarrules as lr
from lunarrules import i18n
from lunarrules.cli import main
from lunarrules.kernel.game import available
from lunarrules.kernel.seeds import seed_text
from lunarrules.widgets import nav

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY_DIR = ROOT / "lunarrules" / "glossary"
TRANSLATED = [lang for lang in i18n.LANGUAGES if lang != i18n.SOURCE_LANGUAGE]


@pytest.fixture(autouse=True)
def _english_unless_told(monkeypatch):
    """Each test starts in English, whatever the machine's LUNARRULES_LANG, and its
    choice of language does not leak into the next test."""
    monkeypatch.delenv(i18n.ENV_VAR, raising=False)
    before = i18n._chosen
    i18n._chosen = None
    yield
    i18n._chosen = before


# ------------------------------------------------------------------ choosing
@pytest.mark.parametrize(
    "code, lang",
    [
        ("pt", "pt-BR"), ("pt-BR", "pt-BR"), ("pt_br", "pt-BR"), ("PT-br", "pt-BR"),
        ("pt_BR.UTF-8", "pt-BR"), ("pt-PT", "pt-BR"), ("es", "es"), ("es-MX", "es"),
        ("es_419", "es"), ("en", "en"), ("en-GB", "en"), (" es ", "es"),
    ],
)
def test_codes_are_normalised(code, lang):
    assert i18n.normalize(code) == lang


@pytest.mark.parametrize("code", ["", "fr", "xx-pt", "portuguese", "p", "pt BR", None, 7])
def test_unknown_language_names_the_languages(code):
    with pytest.raises(i18n.UnknownLanguage, match="en, pt-BR, es") as e:
        i18n.normalize(code)
    assert isinstance(e.value, ValueError) and isinstance(e.value, lr.errors.LunarRulesError)


def test_set_language_env_and_default(monkeypatch):
    assert lr.get_language() == "en"
    monkeypatch.setenv("LUNARRULES_LANG", "es_ES.UTF-8")
    assert lr.get_language() == "es"
    assert lr.set_language("pt") == "pt-BR"
    assert lr.get_language() == "pt-BR"  # set_language wins over the environment
    assert lr.set_language(None) == "es"  # back to the environment
    monkeypatch.delenv("LUNARRULES_LANG")
    assert lr.get_language() == "en"


def test_bad_set_language_keeps_the_language():
    lr.set_language("es")
    with pytest.raises(i18n.UnknownLanguage):
        lr.set_language("klingon")
    assert lr.get_language() == "es"


def test_unknown_env_language_warns_and_speaks_english(monkeypatch):
    monkeypatch.setenv("LUNARRULES_LANG", "tlh")
    i18n._warn_once.cache_clear()
    with pytest.warns(RuntimeWarning, match="LUNARRULES_LANG='tlh' ignored"):
        assert lr.get_language() == "en"


def test_language_block_restores():
    lr.set_language("es")
    with i18n.language("pt") as lang:
        assert lang == "pt-BR" and i18n._("Start") == "Início"
    assert lr.get_language() == "es" and i18n._("Start") == "Inicio"


def test_english_is_the_source_and_unknown_messages_pass_through():
    assert i18n._("Start") == "Start"
    with i18n.language("pt"):
        assert i18n._("a message nobody wrote") == "a message nobody wrote"


# ------------------------------------------------------------------ plurals, numbers
def test_plural_forms_are_babels_rules():
    for lang in TRANSLATED:
        po = i18n.read_catalog(lang)
        expected = get_plural(i18n.LOCALE_IDS[lang])
        assert po.plural_forms == expected.plural_forms, lang
    with i18n.language("pt"):
        # CLDR: Portuguese "one" is 0 and 1
        assert [i18n.ngettext("{n} rule", "{n} rules", n).format(n=n) for n in (0, 1, 2)] == [
            "0 regra", "1 regra", "2 regras"]
    with i18n.language("es"):
        assert [i18n.ngettext("{n} rule", "{n} rules", n).format(n=n) for n in (0, 1, 2)] == [
            "0 reglas", "1 regla", "2 reglas"]
    assert i18n.ngettext("{n} rule", "{n} rules", 1).format(n=1) == "1 rule"


def test_numbers_follow_the_language():
    assert i18n.number_text(1234.5, "pt") == "1.234,5"
    assert i18n.number_text(12345.5, "es") == "12.345,5"
    assert i18n.number_text(1234.5, "en") == "1,234.5"
    assert i18n.number_text(15.0, "pt") == "15"
    assert i18n.percent_text(0.5, "en") == "50%"


# ------------------------------------------------------------------ catalogs
_BRACE = string.Formatter()
_PERCENT = re.compile(r"%(\([^)]*\))?[#0 +-]*\d*(\.\d+)?[sdrifgxXeEc%]")


def placeholders(text: str) -> set[str]:
    """The placeholders of a message: ``{name!r}`` fields and ``%(name)s`` / ``%s`` specs."""
    found = set()
    try:
        for _lit, field, _spec, conv in _BRACE.parse(text):
            if field is not None:
                found.add("{" + field + (f"!{conv}" if conv else "") + "}")
    except ValueError:
        found.add("<unbalanced braces>")
    found |= {m.group(0) for m in _PERCENT.finditer(text) if m.group(0) != "%%"}
    return found


def catalog_problems(template: Catalog, po: Catalog) -> list[str]:
    """Every message of the template with no translation in ``po``, fuzzy, or whose
    placeholders differ from the English; and translations of messages the template
    no longer has."""
    problems = []
    have = {m.id: m for m in po if m.id}
    for m in template:
        if not m.id:
            continue
        t = have.get(m.id)
        ident = m.id if isinstance(m.id, str) else m.id[0]
        if t is None or not i18n.is_translated(t):
            problems.append(f"no translation of {ident!r}")
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        want = set().union(*(placeholders(i) for i in ids))
        forms = t.string if isinstance(t.string, tuple) else (t.string,)
        for form in forms:
            got = placeholders(form)
            if got != want:
                problems.append(
                    f"placeholders of {ident!r}: English {sorted(want)}, translation "
                    f"{form!r} has {sorted(got)}"
                )
    stale = set(have) - {m.id for m in template if m.id}
    problems += [f"translation of a message no longer in the template: {s!r}" for s in stale]
    return problems


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_is_translated_with_the_same_placeholders(lang):
    problems = catalog_problems(i18n.read_catalog(None), i18n.read_catalog(lang))
    assert not problems, f"{lang}:\n" + "\n".join(problems)


def test_the_catalog_check_can_fail():
    template = Catalog()
    template.add("wrote {n} files to {out}/")
    template.add("Start")
    template.add(("{n} rule", "{n} rules"))
    template.add("invalid choice: %(value)r")
    po = Catalog(locale="pt_BR")
    po.add("wrote {n} files to {out}/", "{n} arquivos gravados em {saida}/")
    po.add(("{n} rule", "{n} rules"), ("{n} regra", "regras", "{n} regras"))
    po.add("invalid choice: %(value)r", "opção inválida: %(valor)r")
    po.add("Gone", "Sumiu")
    problems = "\n".join(catalog_problems(template, po))
    assert "no translation of 'Start'" in problems
    assert "'{n} arquivos gravados em {saida}/' has ['{n}', '{saida}']" in problems
    assert "'regras' has []" in problems
    assert "%(valor)r" in problems
    assert "no longer in the template: 'Gone'" in problems


def _extracted() -> dict:
    """The messages babel.cfg finds in the source now: id -> the files they are in."""
    with open(ROOT / "babel.cfg", encoding="utf-8") as f:
        method_map, options_map = parse_mapping_cfg(f)
    found: dict = {}
    for filename, _line, message, _comments, context in extract_from_dir(
        ROOT, method_map, options_map,
        directory_filter=lambda d: Path(d).relative_to(ROOT).parts[:1] in ((), ("lunarrules",)),
    ):
        key = message if isinstance(message, str) else tuple(message)
        found.setdefault((context, key), set()).add(Path(filename).as_posix())
    return found


def test_the_template_is_current_with_the_source():
    current = _extracted()
    template = {
        (m.context, m.id): {p for p, _n in m.locations} for m in i18n.read_catalog(None) if m.id
    }
    new = sorted(str(k[1]) for k in set(current) - set(template))
    gone = sorted(str(k[1]) for k in set(template) - set(current))
    assert not new and not gone, (
        f"lunarrules.pot is stale: run `make locale` and translate (new: {new}, gone: {gone})"
    )
    moved = {str(k[1]): (template[k], v) for k, v in current.items() if template[k] != v}
    assert not moved, f"lunarrules.pot names other files for {moved}: run `make locale`"
    # the game declarations' texts are in it, one comment naming each
    summaries = [m for m in i18n.read_catalog(None) if any("summary" in c for c in m.auto_comments)]
    assert len(summaries) == len(available())


@pytest.mark.parametrize("lang", TRANSLATED)
def test_committed_mo_matches_its_po(lang):
    po = i18n.read_catalog(lang)
    fresh = io.BytesIO()
    write_mo(fresh, po)
    fresh.seek(0)
    committed_path = i18n.catalog_path(lang)
    with open(committed_path, "rb") as f:
        committed = read_mo(f)
    compiled = read_mo(fresh)

    def messages(cat):
        def key(x):
            return tuple(x) if isinstance(x, (list, tuple)) else x

        return {(m.context, key(m.id)): key(m.string) for m in cat if m.id}

    assert messages(committed) == messages(compiled), (
        f"{committed_path.name} of {lang} does not match its .po: run `make locale`"
    )
    assert committed.plural_forms == po.plural_forms


def test_catalogs_ship_in_the_wheel():
    # The wheel takes every file of the package that git does not ignore.
    files = [i18n.catalog_path(lang) for lang in TRANSLATED]
    files += [i18n.LOCALE_DIR / "lunarrules.pot", *GLOSSARY_DIR.glob("*.toml")]
    for path in files:
        assert path.is_file(), path
    r = subprocess.run(
        ["git", "check-ignore", *map(str, files)], cwd=ROOT, capture_output=True, text=True
    )
    assert r.stdout == "", f"git ignores {r.stdout}: the wheel would leave them out"


def test_coverage_reports_every_area_and_language():
    rows = i18n.coverage()
    assert {r.language for r in rows} == set(TRANSLATED)
    for lang in TRANSLATED:
        areas = [r.area for r in rows if r.language == lang]
        assert areas[:2] == ["command line", "app navigation"] and areas[-1] == "all"
        assert set(available()) <= set(areas)
        every = next(r for r in rows if r.language == lang and r.area == "all")
        assert every.total == len([m for m in i18n.read_catalog(None) if m.id])
        assert every.translated == every.total  # the completeness test above, counted
    partial = [i18n.Coverage("es", "command line", 3, 4)]
    table = i18n.coverage_table(partial)
    assert "3/4 (75%)" in table and table.splitlines()[0].split() == ["area", "es"]


# ------------------------------------------------------------------ glossaries
def _glossaries() -> list[tuple[Path, dict]]:
    return [(p, tomllib.loads(p.read_text(encoding="utf-8")))
            for p in sorted(GLOSSARY_DIR.glob("*.toml"))]


def test_every_edition_has_a_glossary_in_its_language():
    have = {(g["game"], g["language"]) for _p, g in _glossaries()}
    for gid in available():
        game = lr.game(gid)
        edition = i18n.normalize(game.language)
        if edition != "en":
            assert (gid, edition) in have, f"no {edition} glossary of {gid}"
    for path, g in _glossaries():
        assert path.name == f"{g['game']}.{g['language']}.toml"
        assert g["language"] == i18n.normalize(lr.game(g["game"]).language), (
            f"{path.name}: a glossary is in the language of the game's rulebook"
        )
        assert g["terms"], path.name


def test_every_glossary_term_is_in_the_games_seed():
    missing = []
    for path, g in _glossaries():
        seed = seed_text(lr.game(g["game"]).rules.seed_file)
        for entry in g["terms"]:
            assert entry["en"] and isinstance(entry["en"], list), f"{path.name}: {entry}"
            for term in [entry["term"], *entry.get("forms", [])]:
                if term not in seed:
                    missing.append(f"{path.name}: {term!r}")
    assert not missing, "glossary terms not in the seed:\n" + "\n".join(missing)


def glossary_problems(messages, terms: list[dict]) -> list[str]:
    """Translations (``(english, translation)`` pairs) of messages that say a glossary
    concept in English but not its term or one of its forms, at the start of a word
    (case aside: ``Naves`` has ``Nave``, ``espaçonaves`` has not)."""
    problems = []
    for english, translated in messages:
        for entry in terms:
            words = "|".join(re.escape(w) for w in entry["en"])
            if not re.search(rf"(?<![\w-])(?:{words})(?![\w])", english, re.I):
                continue
            wanted = "|".join(re.escape(w) for w in [entry["term"], *entry.get("forms", [])])
            if not re.search(rf"(?<!\w)(?:{wanted})", translated, re.I):
                problems.append(
                    f"{entry['en'][0]!r} should be {entry['term']!r} in {translated[:70]!r}..."
                )
    return problems


def _game_messages(gid: str, lang: str):
    template = {m.id: m for m in i18n.read_catalog(None) if m.id}
    for m in i18n.read_catalog(lang):
        t = template.get(m.id)
        if t is None or not any(p.startswith(f"lunarrules/games/{gid}/") for p, _n in t.locations):
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        forms = m.string if isinstance(m.string, tuple) else (m.string,)
        for english in ids:
            for form in forms:
                yield english, form


def test_translations_use_the_glossary_terms():
    problems = []
    checked = 0
    for path, g in _glossaries():
        messages = list(_game_messages(g["game"], g["language"]))
        checked += len(messages)
        problems += [f"{path.name}: {p}" for p in glossary_problems(messages, g["terms"])]
    assert checked, "no game message to check"
    assert not problems, "\n".join(problems)


def test_the_glossary_check_can_fail():
    terms = [{"en": ["ship", "ships"], "term": "Nave"},
             {"en": ["empire"], "term": "Império"}]
    problems = glossary_problems(
        [("Move two ships.", "Mova duas espaçonaves."),
         ("Upgrade the empire.", "Melhore o Império."),
         ("A shipment arrives.", "Chega uma carga.")],
        terms,
    )
    assert problems == ["'ship' should be 'Nave' in 'Mova duas espaçonaves.'..."]


def test_tiny_epic_galaxies_speaks_its_portuguese_edition():
    terms = {e["term"] for e in tomllib.loads(
        (GLOSSARY_DIR / "tiny_epic_galaxies.pt-BR.toml").read_text(encoding="utf-8"))["terms"]}
    assert {"Nave", "Cultura", "Energia", "Império", "Galaxy Mat"} <= terms
    with i18n.language("pt"):
        summary = i18n._(lr.game("tiny_epic_galaxies").summary)
    for word in ("Naves", "Energia", "Cultura", "Império"):
        assert word in summary


# ------------------------------------------------------------------ command line
def test_cli_speaks_portuguese_and_spanish(capsys):
    assert main(["--lang", "pt", "games"]) == 0
    out = capsys.readouterr().out
    assert "Planeta Desconhecido (2-6 jogadores, " in out and " regras)" in out
    assert "players" not in out and " rules)" not in out
    assert lr.get_language() == "en"  # --lang holds for that command only
    assert main(["--lang", "es", "rules", "tiny_epic_galaxies", "--id", "TEG-REROL"]) == 2
    err = capsys.readouterr().err
    assert "no hay ninguna regla 'TEG-REROL' en tiny_epic_galaxies; ¿quiso decir" in err


def test_cli_lang_after_the_command(capsys):
    assert main(["rules", "tiny_epic_galaxies", "--search", "rerrolar", "--lang", "es"]) == 0
    n = len(lr.game("tiny_epic_galaxies").rules)
    assert re.search(rf"\n\d+ de {n} reglas de Tiny Epic Galaxies\n$", capsys.readouterr().out)
    with pytest.raises(SystemExit):
        main(["rules", "--help"])
    assert "--lang" not in capsys.readouterr().out  # shown once, in the command's own help


def test_cli_help_is_translated_argparse_words_included(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "es", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("uso: lunarrules")
    for words in ("argumentos posicionales", "opciones:", "muestra este mensaje de ayuda",
                  "muestra la versión del programa", "lista los juegos y sus ids"):
        assert words in out
    for english in ("usage:", "options:", "show this help", "list the games"):
        assert english not in out
    import argparse

    assert argparse._("options") == "options"  # argparse is itself again afterwards


def test_cli_errors_in_the_language(capsys, monkeypatch):
    monkeypatch.setenv("LUNARRULES_LANG", "pt")
    with pytest.raises(SystemExit) as e:
        main(["frobnicate"])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("lunarrules: erro: argumento COMMAND: opção inválida: 'frobnicate'")
    assert err.rstrip().endswith("(veja lunarrules --help)")


@pytest.mark.parametrize("argv, env, where", [
    (["--lang", "klingon", "games"], None, "--lang"),
    (["games"], "klingon", "LUNARRULES_LANG"),
])
def test_cli_unknown_language_is_a_usage_error(argv, env, where, capsys, monkeypatch):
    if env:
        monkeypatch.setenv("LUNARRULES_LANG", env)
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err == (f"lunarrules: error: {where}: no language 'klingon'; languages: en, pt-BR, "
                   "es (pt and pt-BR mean Brazilian Portuguese)")


def test_cli_language_coverage(capsys):
    assert main(["--lang", "pt", "coverage", "--languages"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].startswith("Cobertura da tradução")
    assert lines[1].split() == ["área", "pt-BR", "es"]
    for gid in available():
        assert any(line.startswith(gid + " ") for line in lines), gid
    assert any(line.startswith("linha de comando") for line in lines)
    assert main(["coverage", "tiny_epic_galaxies", "--languages"]) == 2
    assert "--languages covers the whole package" in capsys.readouterr().err


def test_module_entry_point_takes_lang():
    r = subprocess.run([sys.executable, "-m", "lunarrules", "--lang", "es", "games"],
                       cwd=ROOT, capture_output=True, text=True, timeout=120,
                       env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)})
    assert r.returncode == 0, r.stderr
    assert "jugadores" in r.stdout and "reglas" in r.stdout


# ------------------------------------------------------------------ the app's navigation
def _visible(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", html)).split())


def test_header_and_picker_in_portuguese():
    lr.set_language("pt")
    header = nav.app_header("planet_unknown").html
    assert "\u2302 Início" in header and ">Planeta Desconhecido</a>" in header
    assert "lang='pt-BR'" in header and "aria-label='jogos'" in header
    picker = nav.game_picker().html
    text = _visible(picker)
    assert "2\u20135 jogadores" in text and "uma rodada: um turno por jogador" in text
    assert "Cada jogador rola Dados de Ação" in text and "Abrir \u2192" in text
    # no English of the bar or the picker left (game titles are the editions' names)
    for english in ("Start", "players", "Open", "a round", "Each player", "What if"):
        assert english not in _visible(header) + text, english


def test_header_and_picker_in_spanish():
    lr.set_language("es")
    text = _visible(nav.game_picker(["moon_colony_bloodbath"]).html)
    assert "Cada turno se revela una carta del mazo de Progreso compartido" in text
    assert "2\u20135 jugadores" in text and "Abrir" in text
    assert nav.players_text(lr.game("captains_chair")) == "2 jugadores"


def test_first_sentence_splits_before_accented_capitals():
    assert nav.first_sentence("Um jogo. É bom.") == "Um jogo."
    assert nav.first_sentence("Un juego. ¿Y si...?") == "Un juego."


def test_language_picker_only_in_the_app(monkeypatch):
    assert "class='lr-lang'" not in nav.app_header().html
    monkeypatch.setenv("SERVER_SOFTWARE", "voila/0.5.8")
    html = nav.app_header().html
    langs = re.findall(r"<a [^>]*class='lr-lang-link' href='\?lang=([^']+)'[^>]*>([^<]+)</a>", html)
    assert langs == [("en", "English"), ("pt-BR", "Português (Brasil)"), ("es", "Español")]
    assert re.search(r"hreflang='en' lang='en' aria-current='true'", html)


def test_app_page_follows_the_address_then_env_then_browser(monkeypatch):
    monkeypatch.setenv("SERVER_SOFTWARE", "voila/0.5.8")
    monkeypatch.setenv("QUERY_STRING", "x=1&lang=es")
    monkeypatch.setenv("HTTP_ACCEPT_LANGUAGE", "pt-BR,pt;q=0.9")
    monkeypatch.setenv("LUNARRULES_LANG", "pt")
    html = nav.app_header("tiny_epic_galaxies").html
    assert lr.get_language() == "es"  # the address wins, and the page's kernel speaks it
    assert "\u2302 Inicio" in html and "href='tiny_epic_galaxies.ipynb?lang=es'" in html
    assert "href='00_start_here.ipynb?lang=es'" in html  # the choice travels with the links
    assert "href='tiny_epic_galaxies.ipynb?lang=es'" in nav.game_picker().html
    assert re.search(r"hreflang='es' lang='es' aria-current='true'", html)
    # no language in the address: LUNARRULES_LANG, then the browser's
    i18n.set_language(None)
    monkeypatch.setenv("QUERY_STRING", "lang=klingon")
    assert nav.page_language() is None and lr.get_language() == "pt-BR"
    monkeypatch.delenv("LUNARRULES_LANG")
    assert nav.page_language() == "pt-BR"
    monkeypatch.setenv("HTTP_ACCEPT_LANGUAGE", "fr-CH, fr;q=0.9, de;q=0.7, *;q=0.5")
    assert nav.page_language() is None
    monkeypatch.delenv("SERVER_SOFTWARE")
    monkeypatch.setenv("QUERY_STRING", "lang=es")
    assert nav.page_language() is None  # outside the app the address means nothing


def test_browser_language_ranks_by_quality():
    assert nav.browser_language("fr-FR,fr;q=0.9,es;q=0.5,pt-BR;q=0.8") == "pt-BR"
    assert nav.browser_language("es-AR,en;q=0.8") == "es"
    assert nav.browser_language("pt;q=0, en") == "en"
    assert nav.browser_language("de, *;q=0.1") is None
    assert nav.browser_language("") is None


# ------------------------------------------------------------------ README
def test_readme_languages_example_prints_what_it_says():
    import contextlib

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Languages\n", 1)[1].split("\n## ", 1)[0]
    code, shown = re.search(r"```python\n(.*?)```\n\nprints\n\n```\n(.*?)```", section, re.S).groups()
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "README.md", "exec"), {})
    assert out.getvalue() == shown


def test_the_rule_books_own_search_crosses_languages():
    """``game.rules.search`` finds a Portuguese passage from a Spanish or Portuguese query."""
    import lunarrules as lr

    book = lr.game("tiny_epic_galaxies").rules
    found = [r.id for r in book.search("tirada cuesta")]
    assert "TEG-REROLL-COST" in found
    assert book["TEG-REROLL-COST"].kind == "seed"
    assert [r.id for r in book.search("reroll cost")] == [r.id for r in book.search("REROLL COST")]
    assert book.search("") == list(book)


def test_numbers_without_babel_read_as_babel_writes_them():
    """The browser's Python on the static site has no Babel: the fallback writes the same."""
    from babel.numbers import format_decimal, format_percent

    values = [0, 7, -3, 15.0, 999, 1000, 1234, 1234.5, 12345.5, -98765.25, 1234567, 0.125, 3.14159]
    for lang in i18n.LANGUAGES:
        loc = i18n.LOCALE_IDS[lang]
        for x in values:
            y = int(x) if isinstance(x, float) and x.is_integer() else x
            assert i18n._plain_number(y, lang) == format_decimal(y, locale=loc), (lang, x)
        for f in (0.0, 0.5, 0.871, 1.0, 12.5):
            want = format_percent(f, locale=loc)
            got = i18n._plain_number(round(f * 100), lang) + ("\xa0%" if lang == "es" else "%")
            assert got == want, (lang, f, got, want)
