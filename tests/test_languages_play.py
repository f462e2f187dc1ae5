"""The language changes the words, never the game.

Every game is played from the same seeds in English, Portuguese and Spanish, by the
same random choices. At every step the legal actions, the rule ids of every refusal
and the outcome must be the same in each language, and every text a person reads
along the way (action descriptions, refusals with their explanation, log lines) must
come out whole: no placeholder left unfilled, no Python repr, no empty text.
"""

from __future__ import annotations

import random
import re

import pytest

import lunarrules as lr
from lunarrules import i18n
from lunarrules.kernel.game import available

LANGS = [lang for lang in i18n.LANGUAGES if lang != i18n.SOURCE_LANGUAGE]
SEEDS = (1, 2)
MAX_STEPS = 600
DESCRIBED_PER_STEP = 12

# "{ship}" left in a text: a message whose placeholders were not filled.
UNFILLED = re.compile(r"\{[a-z_][a-z0-9_]*\}")


def _play(gid: str, players: int, seed: int):
    """The trace of one seeded game, and every text read along the way."""
    rng = random.Random(seed)
    s = lr.game(gid).new(players=players, seed=seed)
    trace: list[tuple] = []
    texts: list[str] = []
    previous: tuple = ()
    for _step in range(MAX_STEPS):
        if s.is_over:
            break
        legal = s.legal_actions()
        trace.append(tuple(str(a) for a in legal))
        texts += [s.describe(a) for a in legal[:DESCRIBED_PER_STEP]]
        # Actions legal a step ago are mostly refused now: their explanations.
        for a in previous[:DESCRIBED_PER_STEP]:
            v = s.check(a)
            if v is not None:
                trace.append((str(a), v.rule_ids))
                texts.append(v.explain())
        previous = legal
        s = s.apply(rng.choice(legal))
    texts += [e.text for e in s.log]
    trace.append(("over", s.is_over, s.outcome.scores if s.outcome else None,
                  s.outcome.winners if s.outcome else None))
    return trace, texts


def _cases():
    for gid in available():
        lo = max(2, min(lr.game(gid).players))
        for seed in SEEDS:
            yield pytest.param(gid, lo, seed, id=f"{gid}-{lo}p-seed{seed}")


@pytest.mark.parametrize("gid, players, seed", list(_cases()))
def test_every_language_plays_the_same_game(gid, players, seed):
    with i18n.language("en"):
        english, _texts = _play(gid, players, seed)
    for lang in LANGS:
        with i18n.language(lang):
            trace, texts = _play(gid, players, seed)
        assert trace == english, f"{gid} plays differently in {lang}"
        broken = [t for t in texts if not t.strip() or UNFILLED.search(t)]
        assert not broken, f"{gid} in {lang}: texts with unfilled placeholders: {broken[:5]}"


def test_unfilled_placeholder_check_can_fail():
    assert UNFILLED.search("Move ship {ship} to Coral")
    assert not UNFILLED.search("Move ship 2 to Coral {not a placeholder}")
