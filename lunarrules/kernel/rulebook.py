"""Cited rules: every rule the engine enforces has an id and a provenance.

A provenance says where the rule comes from:

* :class:`Seed` - a verbatim quote of the game's seed rulebook (a test proves the
  quote is in the file);
* :class:`Public` - a published fact about the game and where it is published;
* :class:`Assumption` - a documented assumption, with why it was made;
* :class:`Variant` - a named variant: what it replaces and the option that turns it on.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from ..i18n import N_, _
from .seeds import seed_text


@dataclass(frozen=True)
class Seed:
    """Provenance from the seed rulebook: a verbatim ``quote`` of ``file``.

    ``term`` optionally gives the original-language term the rule is about
    (e.g. ``"Ônibus"``); ``file`` defaults to the game's seed file.
    """

    quote: str
    term: str = ""
    file: str = ""
    kind = "seed"

    def describe(self) -> str:
        """Where the rule comes from, in the language in use (the quote verbatim)."""
        return _("seed {file}: \u201c{quote}\u201d").format(file=self.file, quote=self.quote)


@dataclass(frozen=True)
class Public:
    """A published fact about the game the seed leaves out, and its source.

    ``fact`` is the source's words (English publications): like a seed quote, it is
    cited as written and never translated.
    """

    fact: str
    source: str
    kind = "public"

    def describe(self) -> str:
        """The fact and its source, introduced in the language in use."""
        return _("public: {fact} (source: {source})").format(fact=self.fact, source=self.source)


@dataclass(frozen=True)
class Assumption:
    """A documented assumption where neither the seed nor a public source speaks.

    ``why`` is the project's own words: a catalog message, shown translated.
    """

    why: str
    kind = "assumption"

    def describe(self) -> str:
        """Why the assumption was made, introduced in the language in use."""
        return _("assumption: {why}").format(why=_(self.why) if self.why else "")


@dataclass(frozen=True)
class Variant:
    """A named variant: ``replaces`` names the default rule, ``option`` enables it."""

    replaces: str
    option: str
    source: str = ""
    kind = "variant"

    def describe(self) -> str:
        """What the variant replaces and the option that turns it on, in the language in use."""
        if self.source:
            return _("variant of {rule}, enabled by option {option}; source: {source}").format(
                rule=self.replaces, option=self.option, source=self.source)
        return _("variant of {rule}, enabled by option {option}").format(
            rule=self.replaces, option=self.option)


Provenance = Seed | Public | Assumption | Variant
PROVENANCE_KINDS = ("seed", "public", "assumption", "variant")
#: Each provenance kind as a reader sees it (shown translated: ``_(PROVENANCE_WORDS[k])``).
PROVENANCE_WORDS = {"seed": N_("seed"), "public": N_("public"), "assumption": N_("assumption"),
                    "variant": N_("variant")}


@dataclass(frozen=True)
class Rule:
    """One cited rule.

    Parameters
    ----------
    id : str
        Stable id, upper-case with a game prefix: ``"TEG-REROLL-COST"``.
    summary : str
        One line in English.
    provenance : Seed | Public | Assumption | Variant
        Where the rule comes from.
    governs : tuple of str
        Action kinds (or phase ids) the rule governs, for the rule browser.
    """

    id: str
    summary: str
    provenance: Provenance
    governs: tuple[str, ...] = ()

    @property
    def kind(self) -> str:
        return self.provenance.kind

    @property
    def passage(self) -> str:
        """The quoted passage (seed quote or public fact; ``""`` otherwise)."""
        p = self.provenance
        if isinstance(p, Seed):
            return p.quote
        if isinstance(p, Public):
            return p.fact
        return ""

    @property
    def translated_summary(self) -> str:
        """The summary in the language in use (:mod:`lunarrules.i18n`): the catalog's
        translation of :attr:`summary`, or the English when it has none."""
        return self.summary_in(None)

    def summary_in(self, lang: str | None) -> str:
        """The summary in ``lang`` (``"pt"``, ``"es"``, ``"en"``; ``None``: the language
        in use). The passage is never translated: it stays verbatim in its language."""
        from .. import i18n

        lang = i18n.get_language() if lang is None else lang
        return i18n.translations(lang).gettext(self.summary) if self.summary else ""

    def __str__(self) -> str:
        return f"{self.id}: {self.translated_summary} ({self.provenance.describe()})"

    def _repr_html_(self) -> str:
        return _rules_html([self])


def fold(text: str) -> str:
    """Lower-case and strip accents: ``fold("Ônibus") == "onibus"``."""
    nfkd = unicodedata.normalize("NFKD", text)
    return "".join(c for c in nfkd if not unicodedata.combining(c)).casefold()


@dataclass
class RuleBook:
    """A game's rule table: look up by id, search by words (pt/es/en, accents optional).

    Examples
    --------
    >>> import lunarrules as lr
    >>> book = lr.game("tiny_epic_galaxies").rules
    >>> book["TEG-REROLL-COST"].kind
    'seed'
    """

    seed_file: str
    rules: list[Rule] = field(default_factory=list)

    def __post_init__(self) -> None:
        fixed: list[Rule] = []
        for r in self.rules:
            p = r.provenance
            if isinstance(p, Seed) and not p.file:
                r = Rule(r.id, r.summary, Seed(p.quote, p.term, self.seed_file), r.governs)
            fixed.append(r)
        self.rules = fixed
        self._by_id: dict[str, Rule] = {}
        for r in self.rules:
            if r.id in self._by_id:
                raise ValueError(f"duplicate rule id {r.id!r}")
            self._by_id[r.id] = r

    def __getitem__(self, rule_id: str) -> Rule:
        try:
            return self._by_id[rule_id]
        except KeyError:
            raise KeyError(_("no rule {rule} in this rule book").format(rule=repr(rule_id))) from None

    def __contains__(self, rule_id: object) -> bool:
        return rule_id in self._by_id

    def __iter__(self) -> Iterator[Rule]:
        return iter(self.rules)

    def __len__(self) -> int:
        return len(self.rules)

    def get(self, rule_id: str) -> Rule | None:
        return self._by_id.get(rule_id)

    def ids(self) -> list[str]:
        return [r.id for r in self.rules]

    def search(self, words: str, provenance: str | Iterable[str] | None = None) -> list[Rule]:
        """Rules whose id, summary (in any language), quote or term contain every word.

        Matching ignores case and accents, so ``"onibus"`` finds ``"Ônibus"``; the
        summary's translations count too, so a Spanish query finds a rule, and its
        Portuguese passage, through the Spanish summary.

        Parameters
        ----------
        words : str
            Space-separated words; all must match.
        provenance : str or iterable of str, optional
            Keep only these kinds (``"seed"``, ``"public"``, ``"assumption"``,
            ``"variant"``).
        """
        from ..i18n import LANGUAGES

        kinds = _kinds(provenance)
        terms = [fold(w) for w in words.split()]
        out = []
        for r in self.rules:
            if kinds and r.kind not in kinds:
                continue
            if not terms:
                out.append(r)
                continue
            term = getattr(r.provenance, "term", "")
            translated = [r.summary_in(lang) for lang in LANGUAGES if lang != "en"]
            hay = fold(
                " ".join([r.id, r.summary, *translated, r.provenance.describe(), term,
                          " ".join(r.governs)])
            )
            if all(t in hay for t in terms):
                out.append(r)
        return out

    def by_provenance(self, kind: str) -> list[Rule]:
        return [r for r in self.rules if r.kind == kind]

    def governing(self, name: str) -> list[Rule]:
        """Rules that declare they govern the action kind or phase ``name``."""
        return [r for r in self.rules if name in r.governs]

    def verify_quotes(self) -> list[str]:
        """Problems with seed quotes: each quote must be in its seed file verbatim."""
        problems = []
        for r in self.rules:
            p = r.provenance
            if isinstance(p, Seed):
                if not p.quote.strip():
                    problems.append(f"{r.id}: empty quote")
                elif p.quote not in seed_text(p.file):
                    problems.append(f"{r.id}: quote not found verbatim in {p.file}: {p.quote!r}")
        return problems

    def _repr_html_(self) -> str:
        return _rules_html(self.rules)


def _kinds(provenance: str | Iterable[str] | None) -> set[str]:
    if provenance is None:
        return set()
    kinds = {provenance} if isinstance(provenance, str) else set(provenance)
    bad = kinds - set(PROVENANCE_KINDS)
    if bad:
        raise ValueError(
            f"unknown provenance kind(s) {sorted(bad)}; use one of {', '.join(PROVENANCE_KINDS)}"
        )
    return kinds


def _rules_html(rules: list[Rule]) -> str:
    import html

    rows = []
    for r in rules:
        rows.append(
            f"<tr><td><code>{html.escape(r.id)}</code></td>"
            f"<td>{html.escape(r.translated_summary)}</td>"
            f"<td>{html.escape(_(PROVENANCE_WORDS.get(r.kind, r.kind)))}</td>"
            f"<td>{html.escape(r.passage or r.provenance.describe())}</td></tr>"
        )
    head = "".join(f"<th>{html.escape(h)}</th>" for h in
                   (_("id"), _("summary"), _("provenance"), _("passage")))
    return f"<table><thead><tr>{head}</tr></thead><tbody>" + "".join(rows) + "</tbody></table>"
