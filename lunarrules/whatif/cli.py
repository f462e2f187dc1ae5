"""``lunarrules simulate``: Monte Carlo from the command line.

The main command line (:mod:`lunarrules.cli`) calls :func:`register` with its
sub-parsers; the subcommand's ``func`` is :func:`run`, which returns an exit code.

Example::

    lunarrules simulate tiny_epic_galaxies --players 3 -n 10000 --policy greedy --jobs 2 --out results.csv
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from pathlib import Path

from ..errors import InvalidOption, UnknownGame
from ..i18n import _, game_title, ngettext
from ..kernel.words import player_count_text


def register(subparsers) -> argparse.ArgumentParser:
    """Add the ``simulate`` subcommand to an ``argparse`` sub-parsers object.

    Parameters
    ----------
    subparsers : argparse._SubParsersAction
        From ``parser.add_subparsers()``.

    Returns
    -------
    argparse.ArgumentParser
        The new subcommand's parser (``func`` is set to :func:`run`).
    """
    p = subparsers.add_parser(
        "simulate",
        help=_("play many seeded games with random or greedy policies"),
        description=_("Play N seeded games and print win rates by seat; optionally save one CSV "
                      "row per game."),
    )
    p.add_argument("game", help=_("game id, e.g. {example}").format(example="tiny_epic_galaxies"))
    p.add_argument("--players", type=int, default=None,
                   help=_("player count (default: the game's smallest)"))
    p.add_argument("-n", "--games", dest="n", type=int, default=1000,
                   help=_("number of games (default 1000)"))
    p.add_argument(
        "--policy",
        action="append",
        default=None,
        help=_("random or greedy; repeat to give one per seat, at most one per seat unless --rotate "
               "(default random)"),
    )
    p.add_argument("--rotate", action="store_true",
                   help=_("rotate the policies round the seats game by game"))
    p.add_argument("--jobs", type=int, default=1, help=_("worker processes (default 1: serial)"))
    p.add_argument("--seed", type=int, default=0, help=_("run seed (default 0)"))
    p.add_argument(
        "--out",
        default=None,
        help=_("write one CSV row per game to this file (its folder must exist; checked before "
               "the games are played)"),
    )
    p.add_argument("--no-progress", action="store_true", help=_("hide the progress bar"))
    p.set_defaults(func=run)
    return p


def run(args: argparse.Namespace) -> int:
    """Run ``lunarrules simulate``; return the exit code (0 ok, 2 bad input, 1 failure).

    Bad input (an unknown game or policy, a player count out of range, ``-n`` or
    ``--jobs`` below 1, more ``--policy`` values than seats without ``--rotate``, an
    ``--out`` file that cannot be written) prints one clear line to stderr, with no
    traceback, before any game is played. ``--out`` does not create folders: a
    missing folder is refused (a mistyped folder name should not become a new
    folder holding the results).
    """
    from .policies import POLICIES

    # The module, not the function of the same name that the package exports.
    sim = importlib.import_module("lunarrules.whatif.simulate")

    policies = args.policy or ["random"]
    unknown = [p for p in policies if p not in POLICIES]
    if unknown:
        return _bad(_("unknown policy {name}; choose from {names}").format(
            name=repr(unknown[0]), names=", ".join(sorted(POLICIES))))
    if args.n < 1:
        return _bad(_("{option} must be at least 1, not {value}").format(option="-n", value=args.n))
    if args.jobs < 1:
        return _bad(_("{option} must be at least 1, not {value}").format(
            option="--jobs", value=args.jobs))
    try:
        game = sim.load_game(*sim.game_ref(args.game))
    except UnknownGame as e:
        return _bad(str(e))
    lo, hi = game.players
    players = lo if args.players is None else args.players
    if not lo <= players <= hi:
        return _bad(_("{title} is for {players}, not {value}").format(
            title=game_title(game), players=player_count_text(lo, hi), value=players))
    if len(policies) > players and not args.rotate:
        n = len(policies)
        return _bad(
            ngettext("{n} --policy values for a {players}-player game: without --rotate only the "
                     "first {players} would play; give at most {players} (one per seat), or add "
                     "--rotate so that all {n} take turns in the seats",
                     "{n} --policy values for a {players}-player game: without --rotate only the "
                     "first {players} would play; give at most {players} (one per seat), or add "
                     "--rotate so that all {n} take turns in the seats", players).format(
                n=n, players=players)
        )
    if args.out:
        problem = _out_problem(args.out)
        if problem:
            return _bad(problem)
    try:
        res = sim.simulate(
            args.game,
            players=args.players,
            policies=policies,
            n=args.n,
            seed=args.seed,
            jobs=args.jobs,
            progress=not args.no_progress,
            rotate=args.rotate,
        )
    except (UnknownGame, InvalidOption) as e:
        return _bad(str(e))
    except KeyboardInterrupt:
        print(_("interrupted"), file=sys.stderr)
        return 130
    print(res.summary())
    if len(set(policies)) > 1:
        for w in res.win_rates("policy"):
            print("  " + sim.win_rate_text(_("policy {name}").format(name=w["policy"]), w))
    if args.out:
        try:
            res.to_csv(args.out)
        except OSError as e:
            print("lunarrules simulate: " + _("cannot write {path}: {reason}").format(
                path=args.out, reason=e.strerror), file=sys.stderr)
            return 1
        print(ngettext("wrote {n} row to {path}", "wrote {n} rows to {path}", len(res)).format(
            n=len(res), path=args.out))
    return 0


def _out_problem(path: str) -> str | None:
    """Why the CSV file ``path`` cannot be written, or ``None`` (checked before simulating)."""
    target = Path(path)
    if target.is_dir():
        return _("cannot write {path}: it is a folder; give a file name such as {example}").format(
            path=path, example=target / "results.csv")
    folder = target.parent
    if not folder.exists():
        return _("cannot write {path}: the folder {folder} does not exist "
                 "(create it first; simulate does not create folders)").format(
            path=path, folder=folder)
    if not folder.is_dir():
        return _("cannot write {path}: {folder} is a file, not a folder").format(
            path=path, folder=folder)
    if not os.access(folder, os.W_OK) or (target.exists() and not os.access(target, os.W_OK)):
        return _("cannot write {path}: permission denied").format(path=path)
    return None


def _bad(message: str) -> int:
    print(f"lunarrules simulate: {message}", file=sys.stderr)
    return 2


def main(argv: list[str] | None = None) -> int:
    """Run just the ``simulate`` subcommand (``python -m lunarrules.whatif.cli simulate ...``)."""
    parser = argparse.ArgumentParser(prog="lunarrules")
    register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
