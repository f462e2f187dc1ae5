"""Coverage of each rulebook by the rule table: which seed sentences the engine cites.

Each seed file is split into sentences (:func:`lunarrules.kernel.seeds.sentences`).
A sentence is

* **cited** when the ``Seed`` quote of at least one rule overlaps it;
* **out of scope** when it is listed, with a reason, in
  ``lunarrules/coverage_data/<game id>.toml`` (flavour text, strategy tips,
  headings, examples that only repeat a rule) and no rule cites it;
* **uncited** otherwise: a rule-bearing sentence the engine does not cite yet.

Fragments without a single letter (list numbers such as ``"1."``) are not counted,
and a label ending in a colon counts as one sentence with the rest of its line.

Examples
--------
>>> import lunarrules as lr
>>> from lunarrules.coverage import coverage
>>> report = coverage(lr.game("tiny_epic_galaxies"))
>>> report.cited <= report.total
True
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from .kernel.rulebook import Seed
from .kernel.seeds import seed_text, sentences

DATA_DIR = Path(__file__).resolve().parent / "coverage_data"

CITED, OUT_OF_SCOPE, UNCITED = "cited", "out of scope", "uncited"


@dataclass(frozen=True)
class OutOfScope:
    """One entry of a game's out-of-scope list: verbatim seed ``text`` and ``reason``."""

    text: str
    reason: str


@dataclass(frozen=True)
class Sentence:
    """One sentence of a seed file with its status.

    Attributes
    ----------
    start, end : int
        Character offsets into the seed file.
    text : str
        The sentence, stripped.
    status : str
        ``"cited"``, ``"out of scope"`` or ``"uncited"``.
    rules : tuple of str
        Ids of the rules whose quote overlaps the sentence.
    reason : str
        For an out-of-scope sentence, the reason from the data file.
    """

    start: int
    end: int
    text: str
    status: str
    rules: tuple[str, ...] = ()
    reason: str = ""


@dataclass
class Coverage:
    """The coverage of one game's seed file by its rule book."""

    game_id: str
    title: str
    seed_file: str
    sentences: list[Sentence] = field(default_factory=list)
    #: out-of-scope entries that a rule cites anyway (the list may be trimmed)
    cited_out_of_scope: list[OutOfScope] = field(default_factory=list)

    def _count(self, status: str) -> int:
        return sum(1 for s in self.sentences if s.status == status)

    @property
    def total(self) -> int:
        return len(self.sentences)

    @property
    def cited(self) -> int:
        return self._count(CITED)

    @property
    def out_of_scope(self) -> int:
        return self._count(OUT_OF_SCOPE)

    @property
    def uncited(self) -> int:
        return self._count(UNCITED)

    @property
    def rule_bearing(self) -> int:
        """Sentences that are not out of scope (cited + uncited)."""
        return self.total - self.out_of_scope

    @property
    def percent(self) -> float:
        """Percentage of rule-bearing sentences that are cited (100 when none)."""
        return 100.0 * self.cited / self.rule_bearing if self.rule_bearing else 100.0

    def uncited_sentences(self) -> list[Sentence]:
        return [s for s in self.sentences if s.status == UNCITED]


def data_file(game_id: str) -> Path:
    """The out-of-scope list of ``game_id`` (it may not exist)."""
    return DATA_DIR / f"{game_id}.toml"


def load_out_of_scope(game_id: str) -> list[OutOfScope]:
    """Read ``coverage_data/<game_id>.toml``: ``[[out_of_scope]]`` tables of text and reason.

    Returns an empty list when the game has no such file.

    Raises
    ------
    ValueError
        If the file is not valid TOML or an entry lacks a text or a reason
        (the message names the file and the entry number).
    """
    path = data_file(game_id)
    if not path.is_file():
        return []
    try:
        with open(path, "rb") as f:
            data = tomllib.load(f)
    except tomllib.TOMLDecodeError as e:
        raise ValueError(f"{path.name} is not valid TOML: {e}") from None
    out = []
    for i, entry in enumerate(data.get("out_of_scope", []), start=1):
        text, reason = entry.get("text"), entry.get("reason")
        if not isinstance(text, str) or not text.strip():
            raise ValueError(f"{path.name}: out_of_scope entry {i} has no text")
        if not isinstance(reason, str) or not reason.strip():
            raise ValueError(f"{path.name}: out_of_scope entry {i} ({text[:40]!r}) has no reason")
        out.append(OutOfScope(text, reason))
    return out


def counted_sentences(seed_file: str) -> list[tuple[int, int, str]]:
    """The seed's sentences that count, as ``(start, end, text)``.

    Built on :func:`lunarrules.kernel.seeds.sentences` with two refinements:
    fragments without a letter (list numbers such as ``"1."``) are dropped, and a
    label ending in a colon is joined to the rest of its line (``"• TÉCNICOS:"`` and
    ``"Ganha 3 Créditos..."`` are one sentence, cited or not as a whole).
    """
    text = seed_text(seed_file)
    out: list[tuple[int, int, str]] = []
    for start, end, sentence in sentences(seed_file):
        if not any(c.isalpha() for c in sentence):
            continue
        if out and out[-1][2].endswith(":") and "\n" not in text[out[-1][1] : start]:
            prev = out.pop()
            out.append((prev[0], end, text[prev[0] : end]))
            continue
        out.append((start, end, sentence))
    return out


def _spans(text: str, needle: str) -> list[tuple[int, int]]:
    out, at = [], text.find(needle)
    while at >= 0:
        out.append((at, at + len(needle)))
        at = text.find(needle, at + 1)
    return out


def entry_sentences(seed_file: str, entry: OutOfScope) -> list[tuple[int, int, str]]:
    """Counted sentences lying wholly inside an occurrence of ``entry.text``."""
    spans = _spans(seed_text(seed_file), entry.text)
    return [
        s for s in counted_sentences(seed_file) if any(a <= s[0] and s[1] <= b for a, b in spans)
    ]


def coverage(game, out_of_scope: Iterable[OutOfScope] | None = None) -> Coverage:
    """Mark every sentence of the game's seed file as cited, out of scope or uncited.

    Parameters
    ----------
    game : lunarrules.Game
        The game (its ``rules.seed_file`` is the text examined).
    out_of_scope : iterable of OutOfScope, optional
        Defaults to the game's list in ``lunarrules/coverage_data``.

    Returns
    -------
    Coverage
    """
    seed_file = game.rules.seed_file
    text = seed_text(seed_file)
    if out_of_scope is None:
        out_of_scope = load_out_of_scope(game.id)
    out_of_scope = list(out_of_scope)
    # A quote is located at its first occurrence, as the kernel's seeds.context does.
    quotes: list[tuple[int, int, str]] = []
    for r in game.rules:
        p = r.provenance
        if isinstance(p, Seed) and (p.file or seed_file) == seed_file and p.quote:
            at = text.find(p.quote)
            if at >= 0:
                quotes.append((at, at + len(p.quote), r.id))
    skipped: dict[tuple[int, int], str] = {}
    for entry in out_of_scope:
        for s in entry_sentences(seed_file, entry):
            skipped.setdefault((s[0], s[1]), entry.reason)
    report = Coverage(game.id, game.title, seed_file)
    cited_spans = set()
    for start, end, sentence in counted_sentences(seed_file):
        rules = tuple(rid for a, b, rid in quotes if a < end and start < b)
        if rules:
            cited_spans.add((start, end))
            report.sentences.append(Sentence(start, end, sentence, CITED, rules))
        elif (start, end) in skipped:
            report.sentences.append(
                Sentence(start, end, sentence, OUT_OF_SCOPE, reason=skipped[(start, end)])
            )
        else:
            report.sentences.append(Sentence(start, end, sentence, UNCITED))
    for entry in out_of_scope:
        inside = entry_sentences(seed_file, entry)
        if inside and all((s[0], s[1]) in cited_spans for s in inside):
            report.cited_out_of_scope.append(entry)
    return report


def table(reports: Iterable[Coverage], markdown: bool = False) -> str:
    """The per-game coverage table, as plain text or as a Markdown table.

    Parameters
    ----------
    reports : iterable of Coverage
        One per game, in the order the rows should appear.
    markdown : bool
        Markdown table (for the README) instead of aligned columns.

    Returns
    -------
    str
        The table, ending with a newline; with more than one game, a last row
        ``all`` sums them.
    """
    reports = list(reports)
    head = ("game", "sentences", "cited", "out of scope", "uncited", "cited % of rule-bearing")
    rows = [
        (
            r.game_id,
            str(r.total),
            str(r.cited),
            str(r.out_of_scope),
            str(r.uncited),
            f"{r.percent:.0f}%",
        )
        for r in reports
    ]
    if len(reports) > 1:
        total = sum(r.total for r in reports)
        cited = sum(r.cited for r in reports)
        oos = sum(r.out_of_scope for r in reports)
        bearing = total - oos
        rows.append(
            (
                "all",
                str(total),
                str(cited),
                str(oos),
                str(total - cited - oos),
                f"{100.0 * cited / bearing if bearing else 100.0:.0f}%",
            )
        )
    if markdown:
        lines = ["| " + " | ".join(head) + " |", "|---|" + "---:|" * (len(head) - 1)]
        lines += ["| " + " | ".join((f"`{r[0]}`",) + r[1:]) + " |" for r in rows]
        return "\n".join(lines) + "\n"
    widths = [max(len(x[i]) for x in [head, *rows]) for i in range(len(head))]
    fmt = "  ".join(f"{{:{'<' if i == 0 else '>'}{w}}}" for i, w in enumerate(widths))
    lines = [fmt.format(*head), "  ".join("-" * w for w in widths)]
    lines += [fmt.format(*r) for r in rows]
    return "\n".join(lines) + "\n"
