"""The conformance checks every game passes (OpenSpiel's random_sim_test, TabletopGames'
ForwardModelTester), written once and run over every registered game.

``playout`` plays one seeded random game and, at sampled steps, checks that legal
actions apply, sampled illegal and malformed actions are refused without changing
the state, JSON round-trips, and ``str(action)`` parses back.
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass, field

from lunarrules.errors import MalformedAction, RuleViolation
from lunarrules.kernel import Action
from lunarrules.kernel.flow import trace_transitions
from lunarrules.kernel.position import encode_table

MAX_STEPS = 20_000


def playouts_per_count(default_local: int = 20, default_ci: int = 200) -> int:
    env = os.environ.get("LUNARRULES_PLAYOUTS")
    if env:
        return int(env)
    return default_ci if os.environ.get("CI") else default_local


@dataclass
class Stats:
    games: int = 0
    steps: int = 0
    kinds: set = field(default_factory=set)
    rule_ids: set = field(default_factory=set)
    transitions: set = field(default_factory=set)
    refusal_kinds: set = field(default_factory=set)
    end_reasons: set = field(default_factory=set)


def _mutations(state, legal: tuple[Action, ...], rng: random.Random) -> list[Action]:
    """Candidate actions near the legal ones, many of them illegal."""
    game = state.game
    out: list[Action] = []
    words: set[str] = {"zzz"}
    ints: set[int] = {-1, 0, 1, 2, 3, 99}
    for a in legal:
        for _, v in a.params:
            if isinstance(v, str):
                words.add(v)
            elif isinstance(v, int) and not isinstance(v, bool):
                ints.add(v)
                ints.add(v + 1)
    words_l, ints_l = sorted(words), sorted(ints)
    sample = rng.sample(list(legal), min(4, len(legal))) if legal else []
    for a in sample:
        # someone else tries it
        other = (a.actor + 1 + rng.randrange(max(1, state.players - 1))) % state.players
        if other != a.actor:
            out.append(Action(other, a.kind, a.params))
        # one parameter changed
        if a.params:
            i = rng.randrange(len(a.params))
            k, v = a.params[i]
            if isinstance(v, bool):
                nv = not v
            elif isinstance(v, int):
                nv = rng.choice(ints_l)
            elif isinstance(v, str):
                nv = rng.choice(words_l)
            elif isinstance(v, tuple):
                nv = v[:-1] if v else (rng.choice(ints_l),)
            else:
                nv = v
            params = list(a.params)
            params[i] = (k, nv)
            out.append(Action(a.actor, a.kind, tuple(params)))
    actor = state.to_act if state.to_act is not None else 0
    for kind in rng.sample(list(game.action_kinds), min(3, len(game.action_kinds))):
        params = []
        for p in kind.params:
            if p.type == "int":
                params.append((p.name, rng.choice(ints_l)))
            elif p.type == "bool":
                params.append((p.name, rng.random() < 0.5))
            elif p.type == "str":
                params.append((p.name, rng.choice(words_l)))
            elif p.type == "ints":
                params.append((p.name, tuple(rng.choice(ints_l) for _ in range(rng.randrange(3)))))
            else:
                params.append((p.name, tuple(rng.choice(words_l) for _ in range(rng.randrange(3)))))
        out.append(Action(actor, kind.name, tuple(params)))
    return out


MALFORMED = ["", "P1", "P0 x", "P99 x", "X1 y", "P1 no_such_action", "P1 {kind} bogus=1", "P1 {kind} a b"]


def _confused(a: Action) -> list[Action]:
    """Objects equal (or nearly) to legal ``a`` with values of the wrong type or shape.

    ``0.0 == 0`` and ``True == 1`` in Python, so an action with a float row or a
    yes/no seat compares equal to a listed one; it must be refused as malformed, not
    executed with the wrong type. Unhashable values and broken shapes must be refused
    too, never crash.
    """
    out = []
    for i, (k, v) in enumerate(a.params):
        if type(v) is int:
            out.append(Action(a.actor, a.kind, a.params[:i] + ((k, float(v)),) + a.params[i + 1:]))
            if v in (0, 1):
                out.append(Action(a.actor, a.kind, a.params[:i] + ((k, bool(v)),) + a.params[i + 1:]))
        out.append(Action(a.actor, a.kind, a.params[:i] + ((k, [v]),) + a.params[i + 1:]))
    if a.actor in (0, 1):
        out.append(Action(bool(a.actor), a.kind, a.params))
    out.append(Action(str(a.actor), a.kind, a.params))
    out.append(Action(a.actor, [a.kind], a.params))
    out.append(Action(a.actor, a.kind, tuple(v for _, v in a.params) or (1,)))
    out.append(Action(a.actor, a.kind, list(a.params)))
    return out


def check_position(state, rng: random.Random, stats: Stats) -> None:
    """Legal actions apply cleanly; sampled illegal/malformed ones are refused cleanly."""
    legal = state.legal_actions()
    assert legal, f"{state!r}: not over but no legal action"
    before = state.fingerprint()
    legal_set = set(legal)
    game = state.game
    for a in legal:
        text = str(a)
        assert game.parse_action(text) == a, f"{text!r} does not parse back"
    for a in rng.sample(list(legal), min(3, len(legal))):
        assert state.check(a) is None, f"{a} is listed as legal but check refuses it: {state.check(a)}"
    for cand in _mutations(state, legal, rng):
        verdict = state.check(cand)
        if cand in legal_set:
            assert verdict is None, f"{cand} is legal but check says {verdict}"
            continue
        assert isinstance(verdict, RuleViolation), f"{cand} is not legal but check accepts it"
        stats.refusal_kinds.add(type(verdict).__name__)
        stats.rule_ids.update(verdict.rule_ids)
        try:
            state.apply(cand)
        except RuleViolation as e:
            assert type(e) is type(verdict), f"{cand}: apply raised {e!r}, check said {verdict!r}"
        else:
            raise AssertionError(f"{cand} was refused by check but applied")
    for a in rng.sample(list(legal), min(2, len(legal))):
        for bad in _confused(a):
            verdict = state.check(bad)
            assert isinstance(verdict, MalformedAction), f"{bad!r}: check says {verdict!r}"
            try:
                state.apply(bad)
            except MalformedAction:
                pass
            else:
                raise AssertionError(f"{bad!r} was refused by check but applied")
        stats.refusal_kinds.add("MalformedAction")
    kind = rng.choice(game.action_kinds).name
    for text in MALFORMED:
        verdict = state.check(text.format(kind=kind))
        assert isinstance(verdict, RuleViolation), f"malformed {text!r} accepted"
    assert state.fingerprint() == before, "a refused action changed the state"


def restarted(s, how: str):
    """``s`` rebuilt as another kind of position: a snapshot loaded without its moves, or a
    literal position (the table written into a fresh setup of the same game)."""
    game = s.game
    if how == "snapshot":
        back = game.from_json(s.to_json(history=False))
        assert back.data == s.data and back.chance == s.chance, "the snapshot lost something"
        assert back.legal_actions() == s.legal_actions()
        return back
    table = encode_table(s.data)
    lit = game.position(table, players=s.players, seed=s.seed, phase=s.phase,
                        to_act=s.to_act, **s.options)
    assert lit.data == s.data, "a literal position of the whole table is that table"
    assert lit.legal_actions() == s.legal_actions()
    return lit


def playout(game, players: int, seed: int, stats: Stats, *, check_every: int = 0,
            json_every: int = 0, restart: str = "", **options):
    """Play a seeded random game to its end, checking as it goes. Returns the final state.

    With ``restart`` (``"snapshot"`` or ``"literal"``), every ``json_every`` steps the game
    goes on from the position rebuilt that way instead of the played one.
    """
    rng = random.Random(seed * 7919 + players)
    with trace_transitions() as taken:
        s = game.new(players=players, seed=seed, **options)
        start = s
        steps = 0
        while not s.is_over:
            steps += 1
            assert steps < MAX_STEPS, f"{game.id} {players}p seed {seed}: no end after {MAX_STEPS} steps"
            if check_every and steps % check_every == 1:
                check_position(s, rng, stats)
            if json_every and steps % json_every == 1:
                back = game.from_json(s.to_json())
                if restart:  # positions set up or loaded without their moves
                    assert back.snapshot() == s.snapshot(), "from_json(to_json(s)) is another position"
                else:
                    assert back == s, "from_json(to_json(s)) != s"
                if restart:
                    s = restarted(s, restart)
            legal = s.legal_actions()
            assert legal, f"{s!r}: not over but no legal action"
            a = legal[rng.randrange(len(legal))]
            before = s.fingerprint() if check_every and steps % check_every == 1 else None
            nxt = s.apply(a)
            if before is not None:
                assert s.fingerprint() == before, f"apply({a}) changed the old state"
            stats.kinds.add(a.kind)
            s = nxt
    for e in s.log:
        stats.rule_ids.update(e.rules)
    stats.transitions |= {(a, b) for g, a, b in taken if g == game.id}
    stats.games += 1
    stats.steps += steps
    assert s.outcome is not None and s.outcome.winners, f"{game.id}: ended with no winner"
    assert all(0 <= w < players for w in s.outcome.winners)
    assert len(s.outcome.scores) == players
    stats.end_reasons.add(s.outcome.reason.split(":")[0][:60])
    assert start.steps == 0 and not start.is_over, "the start state was changed by play"
    return s


def replay(game, final):
    """Rebuild ``final`` from its seed, options and history."""
    s = game.new(players=final.players, seed=final.seed, **final.options)
    for h in final.history:
        if isinstance(h, Action):
            s = s.apply(str(h))
        else:
            s = s.with_outcomes(**{h["force"]: h["values"]})
    return s
