"""Invariants that hold in every position of random games."""

from __future__ import annotations

import random

import pytest

from lunarrules.games.shackleton_base import geometry
from lunarrules.games.shackleton_base.content import catalog
from lunarrules.games.shackleton_base.params import SIZE

from .helpers import G

CAT = catalog(G)


def _check(s):
    d = s.data
    assert 0 <= d["energy"] <= CAT.energy_max  # SB-ENERGY-CAP
    assert d["central_panels"] >= 0 and all(x >= 0 for x in d["gateway"])
    for q, pl in enumerate(d["agencies"]):
        for k in ("credits", "titanium", "rare_earth"):
            assert pl[k] >= 0, (k, pl[k])
        assert 0 <= pl["reputation"] <= 15  # SB-REP-LIMITS
        assert pl["vp"] >= 0  # SB-VP-FLOOR
        assert all(x >= 0 for x in pl["astronauts"]) and all(x >= 0 for x in pl["waiting"])
        assert len(pl["objectives"]) == len(set(pl["objectives"])) <= 3  # SB-OBJECTIVES
        for kind, spec in CAT.structures.items():
            assert sum(1 for st in pl["structures"] if st[0] == kind) <= spec["count"]
        for st in pl["structures"]:
            assert len(st[3]) <= CAT.structures[st[0]]["capacity"]  # SB-CAPACITY
            assert (q, st[0]) in d["structures"][geometry.INDEX[st[2]]]
    slots = [(c, i) for c, i, _ in d["goals"]]
    assert len(slots) == len(set(slots))  # SB-GOAL-SLOT: each slot claimed once
    for q, pl in enumerate(d["agencies"]):
        assert sorted(c for c, _, o in d["goals"] if o == q) == sorted(pl["objectives"])
    for i, here in enumerate(d["structures"]):
        owners = [o for o, _ in here if o >= 0]
        sizes = [SIZE[k] for _, k in here]
        assert len(owners) == len(set(owners))  # SB-BUILD-PLACE: one per player
        assert len(sizes) == len(set(sizes))  # SB-BUILD-PLACE: one per size
        if here:
            assert d["sector_panels"][i]  # SB-ENERGIZED
    for used in d["slots"].values():
        assert len(used) <= len(CAT.slots[s.players])
    panels_used = sum(d["sector_panels"]) + d["central_panels"] + len(d["ring_panels"])
    assert panels_used == 18  # SB-PANELS-18: every panel is somewhere


@pytest.mark.parametrize("players", [2, 3, 4])
def test_invariants_in_random_games(players):
    for seed in range(6):
        s = G.new(players=players, seed=seed, corporations="random" if seed % 2 else "first_game")
        rng = random.Random(seed)
        while not s.is_over:
            _check(s)
            s = s.apply(rng.choice(s.legal_actions()))
        _check(s)


@pytest.mark.parametrize("players", [2, 4])
def test_apply_never_changes_the_old_state(players):
    # the engine shares rarely-changed tables between states; every move must replace them
    s = G.new(players=players, seed=21)
    rng = random.Random(players)
    while not s.is_over:
        before = s.fingerprint()
        nxt = s.apply(rng.choice(s.legal_actions()))
        assert s.fingerprint() == before
        s = nxt
