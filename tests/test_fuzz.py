"""Fuzzing untrusted input over every game: saves, content tables and actions.

Defaults keep ``make test`` quick; ``make fuzz`` runs the long sizes
(10,000 mutated saves, 1,000,000 fuzzed actions). See ``tests/fuzz.py``.
"""

from __future__ import annotations

import json
import random

import pytest

import lunarrules as lr
from lunarrules.errors import InvalidContent
from lunarrules.kernel.untrusted import short

from .fuzz import (
    Findings,
    fuzzed_actions,
    judge_action,
    judge_load,
    load_content,
    mutate_content,
    mutate_save,
    size,
    valid_saves,
    watched,
)

SAVES = size("saves", 600)
ACTIONS = size("actions", 30_000)
CONTENT = size("content", 300)


def _report(name: str, f: Findings) -> str:
    played = f", {f.played_to_end:,} played to the end" if name != "actions" else ""
    return (f"{name}: {f.cases:,} cases, {f.refused:,} refused, {f.loaded:,} accepted"
            f"{played}, {len(f.defects)} defects")


@pytest.fixture(scope="module")
def saves():
    rng = random.Random(2026)
    out = valid_saves(rng)
    # Warm up: everything a load imports or compiles is loaded once before watching.
    for gid, doc in out:
        lr.game(gid).from_json(json.dumps(doc))
    return out


def test_the_watch_sees_file_reads_and_code():
    """The fuzz suite's guard itself: a read and an exec inside ``watched`` are seen."""
    with watched() as seen:
        with open(__file__, "rb") as f:
            f.read(1)
        exec("1 + 1")  # noqa: S102
    events = {e for e, _ in seen}
    assert {"open", "exec"} <= events


def test_mutated_saves(saves, capsys):
    rng = random.Random(13)
    docs = [d for _, d in saves]
    findings = Findings()
    for i in range(SAVES):
        gid, doc = saves[i % len(saves)]
        case = mutate_save(doc, rng, docs)
        judge_load(lambda case=case, gid=gid: lr.game(gid).from_json(case), case, findings, rng)
    with capsys.disabled():
        print("\n" + _report("saves", findings))
    assert not findings.defects, "\n".join(findings.defects)
    assert findings.refused and findings.loaded, "the mutations should both break and keep saves"


def test_mutated_content(capsys):
    rng = random.Random(7)
    games = lr.games()
    samples = {gid: lr.game(gid).content for gid in games}
    findings = Findings()
    for i in range(CONTENT):
        gid = games[i % len(games)]
        others = [samples[o] for o in games if o != gid]
        content = mutate_content(json.loads(json.dumps(samples[gid])), rng, others)
        judge_load(lambda gid=gid, c=content: load_content(gid, c), content, findings, rng,
                   expected=InvalidContent)
    with capsys.disabled():
        print("\n" + _report("content", findings))
    assert not findings.defects, "\n".join(findings.defects)
    assert findings.refused and findings.loaded


def test_fuzzed_actions(capsys):
    rng = random.Random(99)
    findings = Findings()
    per_step = 8
    games = lr.games()
    while findings.cases < ACTIONS:
        for gid in games:
            g = lr.game(gid)
            s = g.new(players=rng.randint(*g.players), seed=rng.randrange(2**32))
            while not s.is_over and findings.cases < ACTIONS:
                before = s.snapshot() if rng.random() < 0.05 else None
                for a in fuzzed_actions(s, rng, per_step):
                    judge_action(s, a, findings)
                if before is not None and s.snapshot() != before:
                    findings.defect("a refused or checked action changed the state", s)
                s = s.apply(rng.choice(s.legal_actions()))
    with capsys.disabled():
        print("\n" + _report("actions", findings))
    assert not findings.defects, "\n".join(findings.defects)


@pytest.mark.english
def test_a_save_never_opens_its_content_as_a_path(tmp_path, monkeypatch):
    """A string where a save's content belongs is refused, whatever file it names."""
    secret = tmp_path / "secret.toml"
    secret.write_text('api_token = "not-for-sharing"\n')
    monkeypatch.chdir(tmp_path)
    for gid in lr.games():
        g = lr.game(gid)
        doc = json.loads(g.new(players=g.players[0], seed=1).to_json())
        for where in ("secret.toml", str(secret), str(tmp_path), "missing.toml"):
            doc["content"] = where
            with watched() as seen:
                with pytest.raises(lr.InvalidSave) as e:
                    g.from_json(json.dumps(doc))
            assert not seen, seen
            message = str(e.value)
            assert "not-for-sharing" not in message
            # the same message whether the path exists, is a folder or is missing
            assert message.replace(short(where), "PATH") == (
                "invalid saved game: content: expected the content tables as an object, "
                "got PATH (a save holds its content as data, never a file name)"
            ), message
