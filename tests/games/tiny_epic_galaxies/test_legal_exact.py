"""check(a) accepts exactly legal_actions(): a dense sweep of candidate actions at sampled positions."""

from __future__ import annotations

import itertools
import random

import pytest

from lunarrules.errors import RuleViolation
from lunarrules.games.tiny_epic_galaxies.params import FACES
from lunarrules.kernel import Action

from .helpers import ALL_PLANETS, G

MISSIONS = tuple(m["id"] for m in G.content["missions"])


def candidates(s):
    p = s.to_act
    n = len(s.data["dice"]) or 4
    out = [Action(p, k, ()) for k in ("energy", "culture", "follow", "decline", "end_turn",
                                      "skip_planet")]
    places = ALL_PLANETS + ("zzz",) + tuple(f"mat{i}" for i in range(1, 6))
    for ship, to, mode in itertools.product(range(0, 6), places, ("land", "orbit", "fly")):
        out.append(Action.of(p, "move", ship=ship, to=to, mode=mode))
    for k in ("diplomacy", "economy", "use_colony", "use_planet"):
        for pid in ALL_PLANETS + ("zzz",):
            out.append(Action.of(p, k, **({"target": pid} if k == "use_planet" else {"planet": pid})))
    for q in range(1, 6):
        for pid in ALL_PLANETS:
            for where in ("surface", "orbit"):
                out.append(Action.of(p, "use_planet", target=f"P{q}.{pid}.{where}"))
    out.append(Action.of(p, "use_planet", target="self"))
    for pay in ("energy", "culture", "both"):
        out.append(Action.of(p, "upgrade", pay=pay))
    idx = range(0, n + 2)
    for r in (0, 1, 2, 3):
        for c in itertools.permutations(idx, r):
            out.append(Action.of(p, "reroll", dice=c))
            out.append(Action.of(p, "convert", dice=c))
    for i, f in itertools.product(idx, FACES + ("zzz",)):
        out.append(Action.of(p, "set_face", die=i, face=f))
    for m in MISSIONS:
        out.append(Action.of(p, "keep_mission", mission=m))
    return out


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_check_accepts_exactly_the_legal_actions(players, seed):
    rng = random.Random(seed)
    s = G.new(players=players, seed=seed)
    step = 0
    seen_phases = set()
    while not s.is_over and step < 400:
        legal = set(s.legal_actions())
        if step % 7 == 0 or s.phase not in seen_phases:
            seen_phases.add(s.phase)
            for a in candidates(s):
                verdict = s.check(a)
                if a in legal:
                    assert verdict is None, f"{a} is legal but refused: {verdict}"
                else:
                    assert isinstance(verdict, RuleViolation), f"{a} accepted but not legal"
                    assert verdict.rule_ids, f"{a}: refusal without a rule id"
        la = s.legal_actions()
        s = s.apply(la[rng.randrange(len(la))])
        step += 1
    assert len(seen_phases) >= 5


def test_membership_set_handed_to_the_kernel_matches_the_legal_list():
    # legal.py gives the kernel a membership set merged from cached sets (for speed);
    # it must hold exactly the listed actions.
    rng = random.Random(9)
    for players in (2, 5):
        s = G.new(players=players, seed=players)
        while not s.is_over:
            legal = s.legal_actions()
            if s._legal_set is not None:
                assert frozenset(s._legal_set) == frozenset(legal) and len(s._legal_set) == len(legal)
                assert all(a in s._legal_set for a in legal)
            s = s.apply(legal[rng.randrange(len(legal))])
