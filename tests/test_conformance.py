"""One conformance suite, run over every registered game (see tests/conformance.py)."""

from __future__ import annotations

import importlib

import pytest

import lunarrules as lr
from lunarrules.errors import RuleViolation
from lunarrules.kernel.flow import trace_transitions
from lunarrules.kernel.game import GAME_IDS, declaration_problems

from .conformance import Stats, playout, playouts_per_count, replay

GAMES = lr.games()
COUNTS = [(gid, n) for gid in GAMES for n in range(lr.game(gid).players[0], lr.game(gid).players[1] + 1)]
_STATS: dict[str, Stats] = {}


def _stats(gid: str) -> Stats:
    return _STATS.setdefault(gid, Stats())


def test_five_games_registered():
    assert GAMES == [
        "shackleton_base",
        "planet_unknown",
        "moon_colony_bloodbath",
        "captains_chair",
        "tiny_epic_galaxies",
    ]


@pytest.mark.parametrize("gid", GAMES)
def test_declaration_is_valid(gid):
    g = lr.game(gid)
    assert declaration_problems(g) == []
    assert g.summary and g.title


@pytest.mark.parametrize("gid", GAMES)
def test_every_seed_quote_is_verbatim(gid):
    assert lr.game(gid).rules.verify_quotes() == []


@pytest.mark.parametrize("gid,players", COUNTS)
def test_random_playouts(gid, players):
    g = lr.game(gid)
    stats = _stats(gid)
    n = playouts_per_count()
    for seed in range(n):
        # full position checks on a few games, light checks on the rest
        deep = seed < 3
        # Seed 1 goes on from snapshots, seed 2 from literal positions, every 25 steps.
        final = playout(
            g, players, seed, stats,
            check_every=5 if deep else 0,
            json_every=25 if deep else 0,
            restart={1: "snapshot", 2: "literal"}.get(seed, ""),
        )
        if seed == 0:
            assert replay(g, final) == final, "replaying seed + actions gave another game"
            assert g.from_json(final.to_json()) == final


@pytest.mark.parametrize("gid", GAMES)
def test_every_action_kind_is_played(gid):
    g = lr.game(gid)
    stats = _stats(gid)
    if stats.games == 0:
        lo, hi = g.players
        for n in range(lo, hi + 1):
            for seed in range(5):
                playout(g, n, seed, stats)
    missing = {k.name for k in g.action_kinds} - stats.kinds
    assert not missing, f"random playouts never played {sorted(missing)}"


@pytest.mark.parametrize("gid", GAMES)
def test_emitted_rule_ids_exist(gid):
    g = lr.game(gid)
    stats = _stats(gid)
    if stats.games == 0:
        playout(g, g.players[0], 0, stats, check_every=3)
    unknown = {r for r in stats.rule_ids if r not in g.rules}
    assert not unknown, f"engine cites rules missing from the rule book: {sorted(unknown)}"


@pytest.mark.english
@pytest.mark.parametrize("gid", GAMES)
def test_every_phase_edge_is_taken(gid):
    """Every edge of the phase graph is taken by a playout or by a named scenario."""
    g = lr.game(gid)
    taken: set = set()
    lo, hi = g.players
    stats = Stats()
    for n in range(lo, hi + 1):
        for seed in range(max(10, playouts_per_count() // 4)):
            playout(g, n, seed, stats)
    taken |= stats.transitions
    assert taken <= g.flow.edges, f"transitions off the graph: {taken - g.flow.edges}"
    missing = g.flow.edges - taken
    if missing:
        try:
            mod = importlib.import_module(f"tests.games.{gid}.flow_scenarios")
        except ModuleNotFoundError:
            mod = None
        scenarios = getattr(mod, "SCENARIOS", {}) if mod else {}
        with trace_transitions() as t:
            for fn in scenarios.values():
                fn()
        taken |= {(a, b) for gg, a, b in t if gg == gid}
        missing = g.flow.edges - taken
    assert not missing, f"edges never taken by playouts or scenarios: {sorted(missing)}"


@pytest.mark.parametrize("gid", GAMES)
def test_state_is_never_half_changed_by_a_failing_apply(gid):
    g = lr.game(gid)
    s = g.new(players=g.players[0], seed=1)
    before = s.fingerprint()
    for a in s.legal_actions()[:5]:
        s.apply(a)
        assert s.fingerprint() == before
    wrong_actor = (s.to_act + 1) % s.players
    a = s.legal_actions()[0]
    bad = lr.Action(wrong_actor, a.kind, a.params)
    with pytest.raises(RuleViolation) as exc:
        s.apply(bad)
    assert exc.value.rule_ids, "a refusal must cite a rule id"
    assert s.fingerprint() == before


@pytest.mark.parametrize("gid", GAMES)
def test_graphs_and_diagrams(gid):
    g = lr.game(gid)
    pg = g.phase_graph()
    assert set(pg.nodes) == set(g.flow.by_id)
    assert set(pg.edges) == set(g.flow.edges)
    ag = g.action_graph()
    assert {k.name for k in g.action_kinds} <= set(ag.nodes)
    for fmt in ("dot", "mermaid"):
        assert lr.diagrams.render(pg, fmt)
    assert lr.diagrams.render(pg, "svg").lstrip().startswith("<?xml")


@pytest.mark.parametrize("gid,players", [(gid, n) for gid, n in COUNTS if gid in GAME_IDS])
def test_published_components_play_to_the_end(gid, players):
    """Each built-in game ships ``published.toml`` beside its sample, and plays to the end."""
    g = lr.game(gid)
    assert g.published_file is not None, f"{gid} ships no published.toml"
    pub = g.published()
    assert pub.content != g.content, "published.toml changes nothing"
    stats = Stats()
    for seed in range(3):
        final = playout(pub, players, seed, stats, check_every=5 if seed == 0 else 0,
                        json_every=25 if seed == 0 else 0)
        assert final.is_over
        if seed == 0:
            assert g.from_json(final.to_json()) == final, "the save carries the published content"
