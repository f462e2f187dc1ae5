"""Languages: what the toolkit says, in English, Brazilian Portuguese or Spanish.

The words a person reads are gettext messages of the domain ``lunarrules``, kept
with Babel: ``babel.cfg`` says where they are extracted from, ``locale/lunarrules.pot``
is the template, ``locale/<pt_BR|es>/LC_MESSAGES/lunarrules.po`` the translations and
the ``.mo`` files beside them the compiled catalogs the package reads. ``make locale``
re-extracts, merges and compiles (see the README, section "Languages").

The language is chosen, first match wins, by

1. ``lr.set_language("pt")`` (or the command line's ``--lang pt``);
2. the ``LUNARRULES_LANG`` environment variable;
3. English.

Codes are normalised: ``pt``, ``pt-BR``, ``pt_BR``, ``pt_BR.UTF-8`` and ``pt-PT`` all
mean Brazilian Portuguese (the one Portuguese catalog); ``es``, ``es-MX``... mean
Spanish; ``en``, ``en-GB``... English. Plurals follow the language's CLDR rules, as
Babel writes them into each catalog's ``Plural-Forms`` header (``ngettext``), and
numbers its conventions (``number_text``): ``1.234,5`` in Portuguese.

Rulebook quotes are never translated: they stay verbatim in their language.

The ``.mo`` files are compiled by ``make locale`` and committed rather than compiled
at first use: an installed package's folder may not be writable, the wheel then needs
no build hook, and the browser's Python on the static site reads them with the
standard library alone. ``tests/test_i18n.py`` fails when a ``.mo`` no longer matches
its ``.po``. Reading the catalogs needs only :mod:`gettext`; Babel is imported when a
number is formatted, for the coverage report and for extraction.

Examples
--------
>>> from lunarrules import i18n
>>> i18n.normalize("pt_br"), i18n.normalize("es-MX"), i18n.normalize("EN")
('pt-BR', 'es', 'en')
>>> with i18n.language("pt"):
...     i18n.ngettext("{n} rule", "{n} rules", 2).format(n=2)
'2 regras'
"""

from __future__ import annotations

import ast
import gettext as _gettext
import os
import re
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, cast

from .errors import LunarRulesError

#: The gettext domain of every message of the package.
DOMAIN = "lunarrules"
#: Where the catalogs are: ``<LOCALE_DIR>/<locale>/LC_MESSAGES/lunarrules.mo``.
LOCALE_DIR = Path(__file__).with_name("locale")
#: The environment variable that chooses the language when ``set_language`` was not called.
ENV_VAR = "LUNARRULES_LANG"
#: The languages, as BCP 47 tags (the form browsers and ``<html lang>`` use). English first:
#: it is the language of the source messages.
LANGUAGES = ("en", "pt-BR", "es")
#: Each language's name in that language (what a language picker shows).
NAMES = {"en": "English", "pt-BR": "Português (Brasil)", "es": "Español"}
#: The locale id of each language (gettext folders and Babel use ``pt_BR``).
LOCALE_IDS = {"en": "en", "pt-BR": "pt_BR", "es": "es"}
#: The language of the source messages: it needs no catalog.
SOURCE_LANGUAGE = "en"

# Regional variants map to the one catalog of their language; Portugal's Portuguese
# reads the Brazilian catalog rather than English.
_BY_LANGUAGE = {"en": "en", "pt": "pt-BR", "es": "es"}

_chosen: str | None = None


class UnknownLanguage(LunarRulesError, ValueError):
    """A language code with no catalog (the message lists the ones there are)."""


def normalize(code: str) -> str:
    """The language a code means: ``"pt-BR"``, ``"es"`` or ``"en"``.

    Parameters
    ----------
    code : str
        A language code as a person or a system writes it: ``pt``, ``pt-BR``,
        ``pt_br``, ``pt_BR.UTF-8``, ``es-419``, ``en_US``...

    Returns
    -------
    str
        One of :data:`LANGUAGES`.

    Raises
    ------
    UnknownLanguage
        If the code names no language with a catalog, or is empty.

    Examples
    --------
    >>> normalize("pt"), normalize("es_AR.UTF-8")
    ('pt-BR', 'es')
    """
    if not isinstance(code, str):
        raise UnknownLanguage(
            f"a language code is text such as 'pt', not {type(code).__name__}; "
            f"languages: {', '.join(LANGUAGES)}"
        )
    text = code.strip()
    base = re.split(r"[-_.@]", text, maxsplit=1)[0].lower()
    if base not in _BY_LANGUAGE or not re.fullmatch(r"[A-Za-z]{2,3}([-_.@][\w.@-]*)?", text):
        raise UnknownLanguage(
            f"no language {code!r}; languages: {', '.join(LANGUAGES)} "
            "(pt and pt-BR mean Brazilian Portuguese)"
        )
    return _BY_LANGUAGE[base]


def set_language(code: str | None) -> str:
    """Speak this language from now on (``None``: follow ``LUNARRULES_LANG`` again).

    Parameters
    ----------
    code : str or None
        ``"pt"``, ``"pt-BR"``, ``"es"``, ``"en"`` (any form :func:`normalize` reads).

    Returns
    -------
    str
        The language now in use.

    Raises
    ------
    UnknownLanguage
        If there is no such language; the language in use does not change.

    Examples
    --------
    >>> import lunarrules as lr
    >>> lr.set_language("pt")
    'pt-BR'
    >>> lr.set_language(None)  # back to LUNARRULES_LANG, or English
    'en'
    """
    global _chosen
    _chosen = None if code is None else normalize(code)
    return get_language()


def get_language() -> str:
    """The language in use: the one set, else ``LUNARRULES_LANG``'s, else ``"en"``.

    An unknown code in ``LUNARRULES_LANG`` is warned about (once) and English is used:
    a misspelt variable should not stop a notebook. The command line refuses it.
    """
    if _chosen is not None:
        return _chosen
    return env_language() or SOURCE_LANGUAGE


# A message is looked up at every step of a game: the variable is read from the
# environment's own table (CPython keeps it as ``os.environ._data``, bytes on POSIX),
# which costs a tenth of ``os.environ.get``; the same value is normalised once.
try:
    _ENV_TABLE = os.environ._data  # type: ignore[attr-defined]
    _ENV_KEY = os.environ.encodekey(ENV_VAR)  # type: ignore[attr-defined]
    _ENV_DECODE = os.environ.decodevalue  # type: ignore[attr-defined]
except AttributeError:  # pragma: no cover - another Python's environ
    _ENV_TABLE, _ENV_KEY, _ENV_DECODE = None, ENV_VAR, str


def _env_value() -> object:
    if _ENV_TABLE is None:  # pragma: no cover
        return os.environ.get(ENV_VAR, "")
    return _ENV_TABLE.get(_ENV_KEY, b"")


def env_language() -> str | None:
    """The language ``LUNARRULES_LANG`` names, ``None`` when unset or unknown (warned once)."""
    return _env_language(_env_value())


@cache
def _env_language(raw: object) -> str | None:
    value = (raw if isinstance(raw, str) else _ENV_DECODE(cast(Any, raw))).strip()
    if not value:
        return None
    try:
        return normalize(value)
    except UnknownLanguage as e:
        _warn_once(f"{ENV_VAR}={value!r} ignored: {e}")
        return None


@cache
def _warn_once(message: str) -> None:
    warnings.warn(message, RuntimeWarning, stacklevel=4)


@contextmanager
def language(code: str | None) -> Iterator[str]:
    """Speak ``code`` inside a ``with`` block, then the language in use before.

    >>> with language("es"):
    ...     get_language()
    'es'
    """
    global _chosen
    before = _chosen
    try:
        yield set_language(code)
    finally:
        _chosen = before


def catalog_path(lang: str, suffix: str = ".mo") -> Path:
    """The catalog file of a language (``.mo`` compiled, ``.po`` source)."""
    return LOCALE_DIR / LOCALE_IDS[normalize(lang)] / "LC_MESSAGES" / f"{DOMAIN}{suffix}"


@cache
def translations(lang: str) -> _gettext.NullTranslations:
    """The compiled catalog of a language (English: the messages as they are).

    Raises
    ------
    UnknownLanguage
        If there is no such language.
    FileNotFoundError
        If the language's ``.mo`` file is missing (a broken install: the wheel ships them).
    """
    lang = normalize(lang)
    if lang == SOURCE_LANGUAGE:
        return _gettext.NullTranslations()
    path = catalog_path(lang)
    if not path.is_file():
        raise FileNotFoundError(
            f"the {lang} catalog {path.name} is missing from {path.parent}; "
            "run `make locale` in a source checkout"
        )
    with open(path, "rb") as f:
        return _gettext.GNUTranslations(f)


# The catalog in use, found in two dictionary lookups at every message: by the language
# chosen, else by the raw value of LUNARRULES_LANG (read from the environment's own
# table, so a change to the variable is seen at once). English, the source, is ``None``:
# a message is then itself, with no call at all.
_BY_LANGUAGE_CATALOG: dict[str, _gettext.NullTranslations | None] = {}
_BY_ENV_CATALOG: dict[object, _gettext.NullTranslations | None] = {}


def _catalog_of(lang: str) -> _gettext.NullTranslations | None:
    return None if lang == SOURCE_LANGUAGE else translations(lang)


def _current() -> _gettext.NullTranslations | None:
    """The catalog of the language in use; ``None`` for English."""
    chosen = _chosen
    if chosen is not None:
        try:
            return _BY_LANGUAGE_CATALOG[chosen]
        except KeyError:
            catalog = _BY_LANGUAGE_CATALOG[chosen] = _catalog_of(chosen)
            return catalog
    raw = _ENV_TABLE.get(_ENV_KEY, b"") if _ENV_TABLE is not None else os.environ.get(ENV_VAR, "")
    try:
        return _BY_ENV_CATALOG[raw]
    except KeyError:
        lang = _env_language(raw)
        catalog = _catalog_of(lang or SOURCE_LANGUAGE)
        if lang is not None or not raw:  # an unknown code is not kept: it is warned about
            _BY_ENV_CATALOG[raw] = catalog
        return catalog


def _active() -> _gettext.NullTranslations:
    """The catalog of the language in use."""
    return _current() or translations(SOURCE_LANGUAGE)


def _(message: str) -> str:
    """``message`` in the language in use (itself when it has no translation)."""
    if _chosen is None and _ENV_TABLE is not None and _ENV_KEY not in _ENV_TABLE:
        # English (no language chosen, LUNARRULES_LANG unset) in one lookup: every
        # message of every step of a playout comes this way
        return message
    catalog = _current()
    return message if catalog is None else catalog.gettext(message)


gettext = _


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message that agrees with ``n``, by the language's plural rules.

    >>> with language("pt"):
    ...     ngettext("{n} rule", "{n} rules", 0).format(n=0)
    '0 regra'
    """
    if _chosen is None and _ENV_TABLE is not None and _ENV_KEY not in _ENV_TABLE:
        return singular if n == 1 else plural  # English, as in _()
    catalog = _current()
    if catalog is None:
        return singular if n == 1 else plural
    return catalog.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the language in use, told apart from the same English by ``context``."""
    if _chosen is None and _ENV_TABLE is not None and _ENV_KEY not in _ENV_TABLE:
        return message  # English, as in _()
    catalog = _current()
    return message if catalog is None else catalog.pgettext(context, message)


def N_(message: str) -> str:  # noqa: N802 - the gettext convention
    """Mark ``message`` for extraction without translating it (translate when shown)."""
    return message


def join_words(items, last: str = "and") -> str:
    """Items as a sentence lists them, in the language in use: ``"a, b and c"``.

    ``last`` is ``"and"`` or ``"or"``: the word before the last item.

    >>> join_words(["Coral", "Brasa", "Duna"]), join_words(["x"]), join_words([])
    ('Coral, Brasa and Duna', 'x', '')
    >>> with language("pt"):
    ...     join_words(["Coral", "Brasa", "Duna"], "or")
    'Coral, Brasa ou Duna'
    """
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    head = ", ".join(items[:-1])
    if last == "or":
        return _("{items} or {last}").format(items=head, last=items[-1])
    return _("{items} and {last}").format(items=head, last=items[-1])


def number_text(x: float | int, lang: str | None = None) -> str:
    """A number as the language writes it: ``1,234.5`` / ``1.234,5``; whole values bare.

    >>> number_text(1234.5, "pt"), number_text(1234.5, "en"), number_text(15.0, "es")
    ('1.234,5', '1,234.5', '15')
    """
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    lang = normalize(lang or get_language())
    try:
        from babel.numbers import format_decimal
    except ImportError:  # the browser's Python on the static site ships without Babel
        return _plain_number(x, lang)
    return format_decimal(x, locale=LOCALE_IDS[lang])


#: Without Babel: each language's group and decimal marks and the fewest digits that
#: take a group mark, as Babel writes them (``1,234.5``, ``1.234,5``).
_MARKS = {"en": (",", ".", 4), "pt-BR": (".", ",", 4), "es": (".", ",", 4)}


def _plain_number(x: float | int, lang: str) -> str:
    """A number as :func:`number_text` writes it, without Babel (up to 3 decimals)."""
    group, point, least = _MARKS[lang]
    text = f"{x:.3f}".rstrip("0").rstrip(".") if isinstance(x, float) else str(x)
    sign = "-" if text.startswith("-") else ""
    whole, _dot, frac = text.lstrip("-").partition(".")
    if len(whole) >= least:
        head = len(whole) % 3 or 3
        whole = whole[:head] + "".join(group + whole[i:i + 3] for i in range(head, len(whole), 3))
    return sign + whole + (point + frac if frac else "")


def percent_text(fraction: float, lang: str | None = None) -> str:
    """A fraction as a percentage the language's way: ``87%`` / ``87 %``; whole percents."""
    lang = normalize(lang or get_language())
    try:
        from babel.numbers import format_percent
    except ImportError:  # as number_text: no Babel in the browser's Python
        return _plain_number(round(fraction * 100), lang) + ("\xa0%" if lang == "es" else "%")
    return format_percent(fraction, locale=LOCALE_IDS[lang])


def game_title(game, lang: str | None = None) -> str:
    """A game's title for readers of ``lang``: the edition's title when the game's rulebook
    is in that language (``Planeta Desconhecido`` in Portuguese), else its English title."""
    lang = normalize(lang or get_language())
    edition = getattr(game, "language", None)
    original = getattr(game, "original_title", None)
    if edition and original and lang != SOURCE_LANGUAGE and normalize(edition) == lang:
        return original
    return game.title


# ----------------------------------------------------------------- extraction
#: The fields of a game's declaration (``Game(...)`` in ``games/<id>/__init__.py``)
#: a person reads in the app; each is a message of the catalog.
GAME_TEXT_FIELDS = ("summary", "round_length", "mechanism")


def extract_game_text(fileobj, keywords, comment_tags, options):
    """Babel extraction method for game declarations (see ``babel.cfg``).

    Yields the text fields of each ``Game(...)`` call (:data:`GAME_TEXT_FIELDS`) as
    messages, with a comment naming the game and field, so a game's words are
    translated where they are declared, without wrapping them in ``_()``; the game's
    chance keys (:func:`chance_key_words`); and every text the file marks with ``N_()``
    or ``_()`` (an option's help).
    """
    source = fileobj.read().decode(options.get("encoding", "utf-8"))
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Game"):
            continue
        fields = {k.arg: k.value for k in node.keywords if k.arg}
        gid = fields.get("id")
        gid = gid.value if isinstance(gid, ast.Constant) else "?"
        for name in GAME_TEXT_FIELDS:
            value = fields.get(name)
            if isinstance(value, ast.Constant) and isinstance(value.value, str) and value.value:
                yield value.lineno, None, value.value, [f"{gid}: the game's {name}"]
        # the chance keys, as the explorer's what-if offers them (chance_key_words)
        chance = fields.get("chance")
        if isinstance(chance, ast.Dict):
            for key in chance.keys:
                if isinstance(key, ast.Constant) and isinstance(key.value, str):
                    yield (key.lineno, "pgettext", (chance_key_context(gid), key.value.replace("_", " ")),
                           [f"{gid}: what the chance key {key.value} draws"])
    # Texts the declaration marks itself (an option's help: ``N_("...")``), as the
    # python extractor would find them: ``babel.cfg`` gives the file to this one only.
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("N_", "_")
                and node.args and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str) and node.args[0].value):
            yield node.lineno, None, node.args[0].value, []


def chance_key_context(game_id: str) -> str:
    """The message context of a game's chance keys (``"captains_chair chance"``)."""
    return f"{game_id} chance"


def chance_key_words(game_id: str, key: str) -> str:
    """A chance key in words of the language in use: ``first_player`` -> "first player"."""
    return pgettext(chance_key_context(game_id), key.replace("_", " "))


#: A rule id as the games write them: upper case, a game prefix, parts joined by hyphens.
_RULE_ID = re.compile(r"[A-Z][A-Z0-9]*(-[A-Z0-9]+)+")


def extract_rule_summaries(fileobj, keywords, comment_tags, options):
    """Babel extraction method for a game's rule table (``games/<id>/rules.py``).

    Yields the summary of each ``Rule(id, summary, provenance, ...)`` call (also when
    the table calls ``Rule`` by a shorter name, ``R = Rule``) as a message, with a
    comment naming the rule, so the summaries are translated where they are declared
    without wrapping them in ``_()``; and the reason of each ``Assumption(why)``, the
    project's own words. Seed quotes and public facts are not extracted: a source's
    words stay as written.
    """
    source = fileobj.read().decode(options.get("encoding", "utf-8"))
    tree = ast.parse(source)
    names = {"Rule"} | {
        t.id for node in ast.walk(tree) if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Name) and node.value.id == "Rule"
        for t in node.targets if isinstance(t, ast.Name)
    }
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) in names):
            continue
        args = list(node.args)
        fields = {k.arg: k.value for k in node.keywords if k.arg}
        rid = args[0] if args else fields.get("id")
        summary = args[1] if len(args) > 1 else fields.get("summary")
        if not (isinstance(rid, ast.Constant) and isinstance(rid.value, str)
                and _RULE_ID.fullmatch(rid.value)):
            continue
        if isinstance(summary, ast.Constant) and isinstance(summary.value, str) and summary.value:
            yield summary.lineno, None, summary.value, [f"what the rule {rid.value} says"]
        # An assumption's reason is the project's own words (a published fact is its
        # source's, cited as written like a seed quote).
        prov = args[2] if len(args) > 2 else fields.get("provenance")
        if isinstance(prov, ast.Call) and getattr(prov.func, "id", None) == "Assumption":
            words = prov.args[0] if prov.args else {k.arg: k.value for k in prov.keywords}.get("why")
            text = _literal_text(words)
            if text and words is not None:
                yield words.lineno, None, text, [f"why the rule {rid.value} is assumed"]


def _literal_text(node) -> str | None:
    """The text of a string literal, also one split over several lines (implicit joins
    are one Constant) or joined with ``+``; ``None`` for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        a, b = _literal_text(node.left), _literal_text(node.right)
        return a + b if a is not None and b is not None else None
    return None


def search_rules(book, words: str, provenance=None) -> list:
    """The rules of ``book`` matching every word, in any of the three languages.

    What :meth:`RuleBook.search <lunarrules.kernel.rulebook.RuleBook.search>` matches
    (id, English summary, quoted passage, term, what the rule governs), and besides,
    the summary's translation in every language of the catalogs: a Spanish or
    Portuguese query finds a rule through its translated summary, and with it the
    rulebook's passage in its own language. Case and accents are ignored.

    Examples
    --------
    >>> import lunarrules as lr
    >>> book = lr.game("tiny_epic_galaxies").rules
    >>> "TEG-REROLL-COST" in [r.id for r in search_rules(book, "tirada cuesta")]
    True
    """
    # The rule book's own search matches the translated summaries too.
    return list(book.search(words, provenance))


# ----------------------------------------------------------------- coverage
#: How the report names the parts of the package a message comes from.
AREAS = (
    ("lunarrules/cli.py", "command line"),
    ("lunarrules/i18n.py", "command line"),
    ("lunarrules/widgets/nav.py", "app navigation"),
)
#: Files whose messages the report counts as one area, by the start of their path.
AREA_PREFIXES = (("lunarrules/widgets/", "widgets"),)


@dataclass(frozen=True)
class Coverage:
    """How many messages of one area are translated in one language."""

    language: str
    area: str
    translated: int
    total: int

    @property
    def fraction(self) -> float:
        return self.translated / self.total if self.total else 1.0


def _area(path: str) -> str:
    for file, name in AREAS:
        if path == file:
            return name
    for prefix, name in AREA_PREFIXES:
        if path.startswith(prefix):
            return name
    m = re.match(r"lunarrules/games/([^/]+)/", path)
    if m:
        return m.group(1)
    return "other"


def read_catalog(lang: str | None = None):
    """The Babel catalog: the template (``None``) or a language's ``.po`` file."""
    from babel.messages.pofile import read_po

    if lang is None:
        path = LOCALE_DIR / f"{DOMAIN}.pot"
    else:
        path = catalog_path(lang, ".po")
    with open(path, "rb") as f:
        return read_po(f, locale=None if lang is None else LOCALE_IDS[normalize(lang)])


def is_translated(message) -> bool:
    """Whether a catalog entry has every form translated and is not marked fuzzy."""
    if message.fuzzy:
        return False
    strings = message.string if isinstance(message.string, tuple) else (message.string,)
    return bool(strings) and all(strings)


def coverage() -> list[Coverage]:
    """Translation coverage: for each language (English aside) and area of the package
    (the command line, the app's navigation, each game), the messages of the template
    and how many the language's catalog translates; last an ``all`` row per language."""
    template = read_catalog(None)
    areas: dict[str, list] = {}
    for m in template:
        if not m.id:
            continue
        for where in sorted({_area(path) for path, _line in m.locations} or {"other"}):
            areas.setdefault(where, []).append(m.id)
    from .kernel.game import available

    named = list(dict.fromkeys([*(name for _file, name in AREAS),
                                *(name for _prefix, name in AREA_PREFIXES)]))
    games = [g for g in available() if g in areas]
    order = named + games + sorted(a for a in areas if a not in named and a not in games)
    rows = []
    for lang in LANGUAGES:
        if lang == SOURCE_LANGUAGE:
            continue
        po = read_catalog(lang)
        done = {m.id for m in po if m.id and is_translated(m)}
        for area in order:
            ids = areas.get(area, [])
            if ids:
                rows.append(Coverage(lang, area, sum(i in done for i in ids), len(ids)))
        every = [m.id for m in template if m.id]
        rows.append(Coverage(lang, "all", sum(i in done for i in every), len(every)))
    return rows


def coverage_table(rows: list[Coverage] | None = None, markdown: bool = False) -> str:
    """The coverage as a table: an area per line, a language per column.

    The headings are in the language in use; the cells read ``translated/total (percent)``.
    """
    rows = coverage() if rows is None else rows
    langs = list(dict.fromkeys(r.language for r in rows))
    areas = list(dict.fromkeys(r.area for r in rows))
    cell = {(r.language, r.area): r for r in rows}

    def text(r: Coverage | None) -> str:
        if r is None:
            return "-"
        return f"{r.translated}/{r.total} ({percent_text(r.fraction)})"

    def label(area: str) -> str:
        names = {"command line": _("command line"), "app navigation": _("app navigation"),
                 "widgets": _("widgets"), "all": _("all messages"), "other": _("other")}
        return names.get(area, area)

    head = [_("area")] + langs
    body = [[label(a)] + [text(cell.get((lang, a))) for lang in langs] for a in areas]
    if markdown:
        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        lines += ["| " + " | ".join(row) + " |" for row in body]
        return "\n".join(lines) + "\n"
    widths = [max(len(row[i]) for row in [head, *body]) for i in range(len(head))]
    return "".join(
        "  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() + "\n"
        for row in [head, *body]
    )


def table_field_context(game_id: str) -> str:
    """The message context of a game's table field names (``"planet_unknown table"``)."""
    return f"{game_id} table"


def table_field_names(game_id: str) -> list[str]:
    """The names a person meets in the places of a game's table (the position editor,
    a comparison of two branches): every field of the table and of its records as a
    save writes it, and every key of the table and of its view in a setup and in the
    first steps of seeded games; content ids and codes aside (those are shown as the
    content's name and as written)."""
    import typing

    import lunarrules as lr

    from .kernel.content import sample_names
    from .kernel.plain import flatten, path_names
    from .kernel.position import encode_table
    from .reference import _records

    game = lr.game(game_id)
    skip = sample_names(game_id)
    names: dict[str, None] = {}
    for cls in _records(game):
        saved = dict(zip(getattr(cls, "__struct_fields__", ()), getattr(cls, "__struct_encode_fields__", ()),
                         strict=True))
        for name in typing.get_type_hints(cls):
            if not name.startswith("_"):
                names.setdefault(saved.get(name, name))
    for players in game.players:
        for seed in (1, 2, 3):
            # a setup and the positions of a seeded game's first steps, as table and as view
            state = game.new(players=players, seed=seed)
            for step in range(40):
                for plain in (encode_table(state.data), state.view(None)):
                    for path in flatten(plain):
                        for name in path_names(path):
                            names.setdefault(name)
                if state.is_over:
                    break
                legal = state.legal_actions()
                state = state.apply(legal[(seed * 7919 + step * 104729) % len(legal)])
    # a name with a digit is a code (a crater square c3, a seat P2), shown as it is
    return [n for n in names if n not in skip and not any(ch.isdigit() for ch in n)]


def table_field_words(name: str) -> str:
    """A table field's name in English words: ``civ_cards`` -> ``civ cards``."""
    return name.replace("_", " ")


def extract_table_fields(fileobj, keywords, comment_tags, options):
    """Babel extraction method for a game's table (``games/<id>/table.py``): the name
    of every field and key a person meets in its places (:func:`table_field_names`),
    in words, with the context :func:`table_field_context`, as the position editor
    and the branch comparison show them."""
    game_id = Path(getattr(fileobj, "name", "")).parent.name
    context = table_field_context(game_id)
    for name in table_field_names(game_id):
        yield 1, "pgettext", (context, table_field_words(name)), [f"a place of the table ({name})"]


__all__ = [
    "DOMAIN",
    "ENV_VAR",
    "LANGUAGES",
    "NAMES",
    "N_",
    "UnknownLanguage",
    "coverage",
    "coverage_table",
    "game_title",
    "get_language",
    "gettext",
    "join_words",
    "language",
    "ngettext",
    "normalize",
    "number_text",
    "percent_text",
    "pgettext",
    "search_rules",
    "set_language",
]

