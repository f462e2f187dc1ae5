"""Access to the rulebook texts in ``seeds/``, kept verbatim.

In a source checkout (including an editable install) the texts are read from the
project's ``seeds/`` folder; an installed wheel carries a copy in
``lunarrules/_seeds``.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent

SEED_FILES = {
    "shackleton_base": "000_35a26c65ee647b42.txt",
    "planet_unknown": "001_f0bb11ca0726377a.txt",
    "moon_colony_bloodbath": "002_95d273ebfa369644.txt",
    "captains_chair": "003_fc020fb8f3962a43.txt",
    "tiny_epic_galaxies": "004_2e522f3cfc1db453.txt",
}


def seeds_dir() -> Path:
    """The folder holding the seed rulebooks."""
    for candidate in (_PACKAGE.parent / "seeds", _PACKAGE / "_seeds"):
        if (candidate / SEED_FILES["tiny_epic_galaxies"]).is_file():
            return candidate
    raise FileNotFoundError(
        "the rulebook texts (seeds/) were not found next to the lunarrules package"
    )


@functools.cache
def seed_text(filename: str) -> str:
    """The full text of one seed file, exactly as stored (UTF-8)."""
    return (seeds_dir() / filename).read_text(encoding="utf-8")


_SENTENCE_END = re.compile(r"(?<=[.!?:])\s+|\n+")


def sentences(filename: str) -> list[tuple[int, int, str]]:
    """Split a seed into sentences: ``(start, end, text)`` offsets into the file."""
    text = seed_text(filename)
    out: list[tuple[int, int, str]] = []
    pos = 0
    for m in _SENTENCE_END.finditer(text):
        chunk = text[pos : m.start()]
        if chunk.strip():
            lead = len(chunk) - len(chunk.lstrip())
            out.append((pos + lead, m.start(), chunk.strip()))
        pos = m.end()
    tail = text[pos:]
    if tail.strip():
        lead = len(tail) - len(tail.lstrip())
        out.append((pos + lead, len(text), tail.strip()))
    return out


def context(filename: str, quote: str, around: int = 1) -> str:
    """The quote with ``around`` sentences before and after it, from the seed."""
    text = seed_text(filename)
    at = text.find(quote)
    if at < 0:
        return quote
    sents = sentences(filename)
    idx = [i for i, (s, e, _) in enumerate(sents) if e > at and s < at + len(quote)]
    if not idx:
        return quote
    lo, hi = max(0, idx[0] - around), min(len(sents), idx[-1] + around + 1)
    return " ".join(t for _, _, t in sents[lo:hi])
