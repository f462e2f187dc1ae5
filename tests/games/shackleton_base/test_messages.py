"""Messages a person reads: plain English, right articles and plurals, whole numbers."""

from __future__ import annotations

import random
import re

import pytest

from .helpers import G

ASTRONAUTS = ("engineer", "technician", "scientist")
BAD = [
    (re.compile(r"\ba (?:[aeiou]|HQ\b)", re.IGNORECASE), "'a' before a vowel sound"),
    (re.compile(r"\ban [bcdfgjklmnpqrstvwxyz](?!Q)", re.IGNORECASE), "'an' before a consonant"),
    (
        re.compile(
            r"(?<![\d.])1 (?:credit|event|sector|slot|astronaut|marker|panel|dome|workshop"
            r"|lab|structure|project|HQ|player|tile|action|goal|space|housed astronaut)s\b"
        ),
        "a plural after 1",
    ),
    (re.compile(r"\(s\)"), "'(s)' instead of the right form"),
    (re.compile(r"\{'|'\}"), "a raw table"),
    (re.compile(r"\b\d+\.0\b"), "a whole number printed as a decimal"),
    (re.compile(r"\brare_earth\b"), "an identifier instead of words"),
]


def _texts_to_try(s):
    p = f"P{s.to_act + 1}"
    d = s.data
    out = [f"{p} explore astronaut={t} space={sp}" for t in ASTRONAUTS for sp in (1, 3, 8)]
    out += [
        f"{p} command astronaut={t} which={w}"
        for t in ASTRONAUTS
        for w in ("build", "fund", "corp")
    ]
    out += [
        f"{p} {k} astronaut={t}" for t in ASTRONAUTS for k in ("gateway", "take_astronaut", "house")
    ]
    out += [f"{p} house_at astronaut=engineer structure={n}" for n in (1, 2, 9)]
    out += [
        f"{p} build structure={k} sector={sec}"
        for k in ("dome", "workshop", "lab", "hq")
        for sec in ("c1", "o5")
    ]
    out += [f"{p} fund project={x}" for c in d["corporations"] for x in d["visible"][c]]
    out += [
        f"{p} corp_action source={x}"
        for x in ("rep0", "rep4", "rep8", "rep12") + tuple(d["corporations"])
    ]
    out += [f"{p} solar_panel", f"{p} house_done", f"{p} corp_done"]
    out += [f"{p} activate_marker space={m}" for m in (1, 7, 30)]
    return out


@pytest.mark.english
@pytest.mark.parametrize("players", [2, 3, 4])
def test_log_and_refusal_messages_read_as_english(players):
    texts = set()
    for seed in range(2):
        s = G.new(players=players, seed=seed, corporations="random" if seed else "first_game")
        rng = random.Random(seed)
        n = 0
        while not s.is_over:
            if n % 7 == 0 and s.to_act is not None:
                for t in _texts_to_try(s):
                    err = s.check(t)
                    if err is not None:
                        texts.add(str(err))
            s = s.apply(rng.choice(s.legal_actions()))
            n += 1
        texts.update(e.text for e in s.log)
    problems = [f"{why}: {t!r}" for t in sorted(texts) for rx, why in BAD if rx.search(t)]
    assert problems == []
