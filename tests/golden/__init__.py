"""Golden playthroughs: seeded random games recorded step by step, to lock behaviour.

Each file ``tests/golden/<game>/<players>p_seed<k>.json`` holds the seed, the options,
and for every step the number of legal actions, the action chosen (by a seeded
``random.Random`` over ``legal_actions()``) and the rule ids the step logged; the
outcome when the game ended within :data:`MAX_STEPS` steps.

``tests/test_golden.py`` replays every file and names the first differing step.
Regenerate (only when a change of behaviour is intended, and name it in the commit
as a bug or rule fix)::

    python -m tests.golden --regenerate            # every built-in game
    python -m tests.golden --regenerate planet_unknown
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import lunarrules as lr
from lunarrules.kernel.game import GAME_IDS

HERE = Path(__file__).resolve().parent
#: Steps recorded per game (the first ones, when a game is longer).
MAX_STEPS = 400
#: Seeds recorded for each game and player count.
SEEDS = (0, 1, 2)
FORMAT = 1


def path_for(game_id: str, players: int, seed: int) -> Path:
    return HERE / game_id / f"{players}p_seed{seed}.json"


def expected_files(game_ids: tuple[str, ...] = GAME_IDS) -> list[Path]:
    """Every golden file the built-in games should have."""
    out = []
    for gid in game_ids:
        lo, hi = lr.game(gid).players
        out += [path_for(gid, n, k) for n in range(lo, hi + 1) for k in SEEDS]
    return out


def _outcome(state) -> dict[str, Any] | None:
    o = state.outcome
    if o is None:
        return None
    return {"scores": list(o.scores), "winners": list(o.winners), "reason": o.reason,
            "rules": list(o.rules)}


def play(game_id: str, players: int, seed: int, options: dict[str, Any] | None = None,
         max_steps: int = MAX_STEPS):
    """Play one seeded random game; yield ``(step, legal count, action text, rule ids)``.

    The game and the choice of actions both use ``seed``. The generator returns the
    final state (``StopIteration.value``).
    """
    options = dict(options or {})
    state = lr.game(game_id).new(players=players, seed=seed, **options)
    rng = random.Random(seed)
    for step in range(max_steps):
        if state.is_over:
            break
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        after = state.apply(action)
        yield step, len(legal), str(action), rules_logged(state, after)
        state = after
    return state


def rules_logged(before, after) -> list[str]:
    """The rule ids of the events ``after`` logged since ``before``, in order."""
    cell, stop = getattr(after, "_log", ()), getattr(before, "_log", ())
    if cell == () or stop == ():  # no shared event list: read the public log
        return [r for e in after.log[len(before.log):] for r in e.rules]
    rules: list[str] = []
    while cell is not None and cell is not stop:  # newest first, back to ``before``
        rules[:0] = cell[0][2]
        cell = cell[1]
    return rules


def record(game_id: str, players: int, seed: int, options: dict[str, Any] | None = None
           ) -> dict[str, Any]:
    """The golden record of one game (see the module docstring)."""
    steps: list[list[Any]] = []
    gen = play(game_id, players, seed, options)
    while True:
        try:
            _, n, action, rules = next(gen)
        except StopIteration as stop:
            final = stop.value
            break
        steps.append([n, action, rules])
    return {
        "format": FORMAT,
        "game": game_id,
        "players": players,
        "seed": seed,
        "options": dict(options or {}),
        "max_steps": MAX_STEPS,
        "steps": steps,
        "over": final.is_over,
        "outcome": _outcome(final),
    }


def dumps(rec: dict[str, Any]) -> str:
    """JSON with one line per step, so a diff shows the steps that changed."""
    head = {k: v for k, v in rec.items() if k not in ("steps", "outcome")}
    lines = ["{"]
    for k, v in head.items():
        lines.append(f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)},")
    lines.append(f"  {json.dumps('outcome')}: {json.dumps(rec['outcome'], ensure_ascii=False)},")
    lines.append('  "steps": [')
    steps = [json.dumps(s, ensure_ascii=False) for s in rec["steps"]]
    lines += [f"    {s}," for s in steps[:-1]] + ([f"    {steps[-1]}"] if steps else [])
    lines += ["  ]", "}"]
    return "\n".join(lines) + "\n"


@dataclass
class Difference:
    """The first place a replay differs from its golden file."""

    file: str
    game: str
    step: int | None
    what: str
    expected: Any
    got: Any

    def __str__(self) -> str:
        where = f"step {self.step}" if self.step is not None else "the end"
        return (
            f"{self.game}: {self.file} differs first at {where} ({self.what}): "
            f"expected {self.expected!r}, got {self.got!r}. If this change is intended, "
            f"regenerate with `python -m tests.golden --regenerate {self.game}` and name "
            f"the change in the commit as a bug or rule fix."
        )


def compare(rec: dict[str, Any], name: str = "") -> Difference | None:
    """Replay a golden record; the first difference, or ``None``."""
    gid = rec["game"]
    name = name or f"{gid}/{rec['players']}p_seed{rec['seed']}.json"
    gen = play(gid, rec["players"], rec["seed"], rec.get("options"), rec.get("max_steps", MAX_STEPS))
    final = None
    for i, want in enumerate(rec["steps"]):
        try:
            _, n, action, rules = next(gen)
        except StopIteration as stop:
            return Difference(name, gid, i, "the game ended early", want, _outcome(stop.value))
        for what, exp, got in (("number of legal actions", want[0], n),
                               ("action chosen", want[1], action),
                               ("rule ids logged", want[2], rules)):
            if exp != got:
                return Difference(name, gid, i, what, exp, got)
    try:
        _, n, action, _ = next(gen)
        return Difference(name, gid, len(rec["steps"]), "the game went on", None, action)
    except StopIteration as stop:
        final = stop.value
    if final.is_over != rec["over"]:
        return Difference(name, gid, None, "game over", rec["over"], final.is_over)
    if _outcome(final) != rec["outcome"]:
        return Difference(name, gid, None, "outcome", rec["outcome"], _outcome(final))
    return None


def regenerate(game_ids: tuple[str, ...] = GAME_IDS) -> list[Path]:
    """Rewrite the golden files of ``game_ids``; stale files of those games are removed."""
    written = []
    for gid in game_ids:
        folder = HERE / gid
        folder.mkdir(exist_ok=True)
        keep = set()
        lo, hi = lr.game(gid).players
        for n in range(lo, hi + 1):
            for k in SEEDS:
                p = path_for(gid, n, k)
                p.write_text(dumps(record(gid, n, k)), encoding="utf-8")
                keep.add(p)
                written.append(p)
        for old in folder.glob("*p_seed*.json"):
            if old not in keep:
                old.unlink()
    return written
