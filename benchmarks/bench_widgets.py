"""Milliseconds from an "Apply" click to updated widgets, per game (headless).

For each game, a mid-game position is reached by seeded random play (half the
length of a seeded random game), an :class:`~lunarrules.widgets.Explorer` is built
on it (with its flow tab and the game's board when it has one), and then the
benchmark plays on through the explorer: choose a random legal action, time
``apply_button.click()`` (the engine's apply plus every widget refresh: header,
action lists, why-not suggestions, log, table, board; the flow diagram too with
``--flow``, which opens its tab), repeat. The engine's share is timed separately
on the same actions, and the game's board view's ``update`` is timed inside the
click, so the rest is the explorer's own re-rendering.

Headless, ipywidgets sends its messages nowhere. With ``--wire`` every widget
message is also encoded to JSON, as a kernel would before sending it to the page,
so the figure includes the cost of the messages themselves.

Target: under 50 ms per click (median). Run:
``python benchmarks/bench_widgets.py [--clicks N] [--wire] [--flow]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TARGET_MS = 50.0
MAX_STEPS = 3000


def games():
    """``(id, Game)`` for the toy game and every registered game."""
    import lunarrules as lr
    from lunarrules.kernel.game import available
    from tests.kernel.toy import GAME as TOY

    out = [("toy_race", TOY)]
    out += [(gid, lr.game(gid)) for gid in available()]
    return out


def mid_game(game, seed: int):
    """A position half-way through a seeded random game (never a finished one)."""
    def run(limit):
        rng = random.Random(seed)
        s = game.new(players=game.players[0], seed=seed)
        for _ in range(limit):
            legal = s.legal_actions()
            if not legal:
                break
            nxt = s.apply(rng.choice(legal))
            if nxt.is_over:
                break
            s = nxt
        return s

    return run(run(MAX_STEPS).steps // 2)


def wire_messages() -> None:
    """Make every widget message be JSON-encoded, as it would be on its way to a browser."""
    import json

    import comm
    from comm.base_comm import BaseComm

    class JsonComm(BaseComm):
        def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
            json.dumps({"msg_type": msg_type, "data": data, "metadata": metadata})

    comm.create_comm = JsonComm


def bench(game, clicks: int, seed: int, flow: bool = False) -> dict:
    from lunarrules.widgets import Explorer

    state = mid_game(game, seed)
    t0 = time.perf_counter()
    ex = Explorer(state)
    if flow:
        ex.tabs.selected_index = ex.tabs.titles.index("Flow")
    build_ms = (time.perf_counter() - t0) * 1000
    board_ms: list[float] = []
    if ex.board is not None:
        update = ex.board.update

        def timed_update(s):
            t = time.perf_counter()
            update(s)
            board_ms.append((time.perf_counter() - t) * 1000)

        ex.board.update = timed_update
    rng = random.Random(seed + 1)
    click_ms, engine_ms = [], []
    for _ in range(clicks):
        s = ex.state
        legal = s.legal_actions()
        if not legal:
            break
        action = rng.choice(legal)
        ex.select(action)
        t0 = time.perf_counter()
        ex.apply_button.click()
        click_ms.append((time.perf_counter() - t0) * 1000)
        if ex.state.steps != s.steps + 1:
            raise RuntimeError(f"{game.id}: the click did not apply {action}: {ex.message.value}")
        t0 = time.perf_counter()
        s.apply(action)
        engine_ms.append((time.perf_counter() - t0) * 1000)
    click_ms.sort()
    return {
        "step": state.steps,
        "legal": len(state.legal_actions()),
        "build": build_ms,
        "clicks": len(click_ms),
        "median": statistics.median(click_ms),
        "p90": click_ms[int(0.9 * (len(click_ms) - 1))],
        "max": click_ms[-1],
        "engine": statistics.median(engine_ms),
        "board": statistics.median(board_ms) if board_ms else None,
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=40, help="clicks timed per game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--wire", action="store_true", help="also JSON-encode every widget message")
    parser.add_argument("--flow", action="store_true", help="with the Flow tab open (diagram redrawn)")
    args = parser.parse_args(argv)
    if args.wire:
        wire_messages()
    # Warm up once: the first diagram compiles the WebAssembly Graphviz (~0.6 s).
    from lunarrules import diagrams
    from lunarrules.widgets import Explorer
    from tests.kernel.toy import GAME as TOY

    diagrams.render(TOY.phase_graph(), "svg")
    Explorer(TOY.new(players=2, seed=0))
    how = "widget messages JSON-encoded" if args.wire else "widget messages not encoded"
    tab = "Flow tab open" if args.flow else "Log tab open"
    print(f"Apply click -> updated widgets, headless ({how}, {tab}); "
          f"{args.clicks} clicks from a mid-game position")
    print(f"{'game':24} {'step':>5} {'legal':>6} {'build ms':>9} {'median ms':>10} {'p90 ms':>7} "
          f"{'max ms':>7} {'engine ms':>10} {'board ms':>9}  target {TARGET_MS:g} ms (median)")
    worst = 0.0
    for gid, game in games():
        r = bench(game, args.clicks, args.seed, flow=args.flow)
        worst = max(worst, r["median"])
        board = f"{r['board']:>9.1f}" if r["board"] is not None else f"{'-':>9}"
        print(f"{gid:24} {r['step']:>5} {r['legal']:>6} {r['build']:>9.1f} {r['median']:>10.1f} "
              f"{r['p90']:>7.1f} {r['max']:>7.1f} {r['engine']:>10.2f} {board}  "
              f"{'ok' if r['median'] < TARGET_MS else 'SLOW'}")
    print(f"worst median: {worst:.1f} ms ({'under' if worst < TARGET_MS else 'over'} the {TARGET_MS:g} ms target)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
