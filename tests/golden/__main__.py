"""``python -m tests.golden --regenerate [GAME ...]``: rewrite golden playthroughs.

Without ``--regenerate``, replays every file and prints the differences.
"""

from __future__ import annotations

import argparse
import json
import sys

from lunarrules.kernel.game import GAME_IDS

from . import HERE, compare, expected_files, regenerate


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.golden", description=__doc__)
    p.add_argument("--regenerate", action="store_true", help="rewrite the golden files")
    p.add_argument("games", nargs="*", help=f"game ids (default: all of {', '.join(GAME_IDS)})")
    args = p.parse_args(argv)
    bad = [g for g in args.games if g not in GAME_IDS]
    if bad:
        p.error(f"unknown game {bad[0]!r}; games: {', '.join(GAME_IDS)}")
    games = tuple(args.games) or GAME_IDS
    if args.regenerate:
        files = regenerate(games)
        size = sum(f.stat().st_size for f in files)
        print(f"wrote {len(files)} golden files ({size // 1024} KiB) under {HERE.name}/")
        return 0
    failed = 0
    for f in expected_files(games):
        if not f.is_file():
            print(f"missing {f.relative_to(HERE)}")
            failed += 1
            continue
        diff = compare(json.loads(f.read_text(encoding="utf-8")), str(f.relative_to(HERE)))
        if diff:
            print(diff)
            failed += 1
    print(f"{failed} of {len(expected_files(games))} golden files differ or are missing")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
