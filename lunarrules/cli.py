"""The ``lunarrules`` command line (also ``python -m lunarrules``).

Subcommands::

    lunarrules games                              the games and their ids
    lunarrules diagrams [--game ID] [--format svg,mermaid,dot] [--out diagrams]
    lunarrules rules GAME [--search WORDS] [--id RULE] [--provenance KIND]
    lunarrules coverage [GAME] [--markdown] [--summary]
    lunarrules reference [--out docs/rules]
    lunarrules position FILE [--game ID] [--replay]  check a saved position, show it
    lunarrules simulate ...                       (when lunarrules.whatif provides it)

A mistake on the command line (an unknown game, rule id, format or provenance kind)
prints one line on stderr and exits with status 2.

Examples
--------
>>> from lunarrules.cli import main
>>> main(["rules", "tiny_epic_galaxies", "--search", "reroll"])  # doctest: +SKIP
0
"""

from __future__ import annotations

import argparse
import difflib
import os
import shutil
import sys
import textwrap
from pathlib import Path

import lunarrules as lr

from .errors import LunarRulesError
from .kernel.game import available
from .kernel.words import player_count_text, plural

PROG = "lunarrules"


class UsageError(Exception):
    """A mistake on the command line; the message is shown as is."""


class _Parser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose errors are one line on stderr, exit status 2."""

    def error(self, message: str):  # noqa: D102 - argparse API
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


# ----------------------------------------------------------------- helpers
def _game(game_id: str):
    try:
        return lr.game(game_id)
    except lr.UnknownGame as e:
        raise UsageError(str(e)) from None


def _all_games() -> list:
    """Every game that loads; a game that fails to load is named on stderr and skipped.

    A game package being written can be present before it loads, and one broken
    game should not stop the tools for the others. The conformance suite is where a
    broken game fails. (``available()`` rather than ``lr.games()``: importing the
    package ``lunarrules.games`` rebinds that name on ``lunarrules`` to the package.)
    """
    games = []
    for gid in available():
        try:
            games.append(lr.game(gid))
        except Exception as e:  # noqa: BLE001 - any import-time failure of that package
            print(
                f"{PROG}: warning: skipped {gid}: {type(e).__name__}: {_one_line(e)}",
                file=sys.stderr,
            )
    return games


def _width() -> int:
    return max(40, min(100, shutil.get_terminal_size((100, 24)).columns))


def _wrap(text: str, indent: str) -> str:
    return "\n".join(
        textwrap.fill(line, _width(), initial_indent=indent, subsequent_indent=indent)
        for line in text.splitlines() or [""]
    )


def _formats(text: str) -> list[str]:
    from .reference import FORMAT_EXT

    formats = [f.strip() for f in text.split(",") if f.strip()]
    bad = [f for f in formats if f not in FORMAT_EXT]
    if bad or not formats:
        raise UsageError(
            f"unknown diagram format {(bad or [text])[0]!r}; use a comma list of "
            f"{', '.join(FORMAT_EXT)}"
        )
    return list(dict.fromkeys(formats))


# ----------------------------------------------------------------- commands
def cmd_games(args) -> int:
    """List the registered games."""
    for game in _all_games():
        players = player_count_text(*game.players)
        print(f"{game.id:24} {game.title} ({players}, {plural(len(game.rules), 'rule')})")
    return 0


def cmd_diagrams(args) -> int:
    """Write phase-flow and action diagrams (and, for all games, the overview and gallery)."""
    from .reference import GENERATED_DIAGRAM, build_diagrams, write_files

    formats = _formats(args.format)
    if args.game:
        games = [_game(g.strip()) for g in args.game.split(",") if g.strip()]
        overview = False
    else:
        games = _all_games()
        overview = True
    if not games:
        raise UsageError("no games are registered yet; nothing to draw")
    files = build_diagrams(games, formats, overview=overview)
    prune = [(g.id, GENERATED_DIAGRAM) for g in games]
    if overview:
        prune.append(("", GENERATED_DIAGRAM))
    out = Path(args.out)
    write_files(out, files, prune=prune)
    print(f"wrote {plural(len(files), 'file')} to {out}/")
    if not overview:
        print("overview and README.md gallery left as they were (they cover every game)")
    return 0


def _print_rule(game, rule, full: bool = False) -> None:
    from .kernel.rulebook import Seed

    print(
        textwrap.fill(
            f"{rule.id}  [{rule.kind}]  {rule.summary}", _width(), subsequent_indent="    "
        )
    )
    p = rule.provenance
    if isinstance(p, Seed):
        print(_wrap(f"\u201c{p.quote}\u201d", "    "))
        if p.term:
            print(f"    original term: {p.term}")
    else:
        print(_wrap(p.describe(), "    "))
    if full:
        from .kernel.seeds import context
        from .reference import _governs, code_mentions, rule_mentions

        if isinstance(p, Seed):
            print(f"    seed file: seeds/{p.file}")
            around = context(p.file, p.quote)
            if around != p.quote:
                print("    in context:")
                print(_wrap(around, "      "))
        governs = _governs(game, rule)
        print(
            "    governs: "
            + ("; ".join(governs) if governs else "no action kind or phase declares it")
        )
        used = code_mentions(game).get(rule.id, [])
        if used:
            print(_wrap("applied in: " + ", ".join(used), "    "))
        tests = rule_mentions().get(rule.id, [])
        print("    tests: " + (", ".join(tests) if tests else "none name this rule id"))
    elif rule.governs:
        print(f"    governs: {', '.join(rule.governs)}")


def cmd_rules(args) -> int:
    """Print a game's rules with their passages, filtered by words, id or provenance."""
    from .kernel.rulebook import PROVENANCE_KINDS

    game = _game(args.game)
    book = game.rules
    if args.provenance and args.provenance not in PROVENANCE_KINDS:
        raise UsageError(
            f"unknown provenance kind {args.provenance!r}; use one of {', '.join(PROVENANCE_KINDS)}"
        )
    if args.id:
        rule = book.get(args.id) or book.get(args.id.upper())
        if rule is None:
            close = difflib.get_close_matches(args.id.upper(), book.ids(), n=3, cutoff=0.5)
            hint = (
                f"; did you mean {', '.join(close)}?" if close else f"; see {PROG} rules {game.id}"
            )
            raise UsageError(f"no rule {args.id!r} in {game.id}{hint}")
        if args.provenance and rule.kind != args.provenance:
            raise UsageError(f"rule {rule.id} is {rule.kind}, not {args.provenance}")
        _print_rule(game, rule, full=True)
        return 0
    words = " ".join(args.search or [])
    rules = book.search(words, args.provenance) if (words or args.provenance) else list(book)
    if not rules:
        what = [f"words {words!r}"] if words else []
        what += [f"provenance {args.provenance}"] if args.provenance else []
        print(f"no rule of {game.id} matches {' and '.join(what)}")
        return 0
    for i, rule in enumerate(rules):
        if i:
            print()
        _print_rule(game, rule)
    print(f"\n{len(rules)} of {plural(len(book), 'rule')} of {game.title}")
    return 0


def cmd_coverage(args) -> int:
    """Print the coverage table of the seeds by the rule books, and the uncited sentences."""
    from .coverage import coverage, table
    from .kernel.seeds import seed_text

    games = [_game(args.game)] if args.game else _all_games()
    if not games:
        raise UsageError("no games are registered yet; nothing to measure")
    reports = [coverage(g) for g in games]
    print(table(reports, markdown=args.markdown), end="")
    if args.markdown or args.summary:
        return 0
    for r in reports:
        text = seed_text(r.seed_file)
        print(f"\n{r.game_id}: {plural(r.uncited, 'uncited sentence')} in seeds/{r.seed_file}")
        for s in r.uncited_sentences():
            line = text.count("\n", 0, s.start) + 1
            print(_wrap(s.text, "      ").replace("      ", f"  {line:>3} ", 1))
        for e in r.cited_out_of_scope:
            print(f"  note: listed out of scope but cited by a rule: {e.text[:60]!r}")
    return 0


def cmd_reference(args) -> int:
    """Write the rules reference pages (docs/rules/<game>.md and an index)."""
    from .reference import GENERATED_PAGE, build_rule_pages, write_files

    games = _all_games()
    if not games:
        raise UsageError("no games are registered yet; nothing to write")
    files = build_rule_pages(games)
    out = Path(args.out)
    write_files(out, files, prune=[("", GENERATED_PAGE)])
    print(f"wrote {plural(len(files), 'file')} to {out}/")
    return 0


def cmd_position(args) -> int:
    """Check a saved position and say what it is, or every reason it is not one."""
    from .errors import InvalidSave
    from .kernel.untrusted import MAX_TEXT, UntrustedDataError, loads

    path = Path(args.file)
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_TEXT + 1)
    except OSError as e:
        raise UsageError(f"cannot read {path}: {e.strerror}") from None
    gid = args.game
    if gid is None:
        try:
            doc = loads(raw)
        except UntrustedDataError as e:
            print(f"{path.name} is not a saved position: {e}")
            return 1
        gid = doc.get("game") if isinstance(doc, dict) else None
        if gid not in available():
            print(f"{path.name} is not a saved position of a known game "
                  f"(game: {str(gid)[:40]!r}; known: {', '.join(available())})")
            return 1
    game = _game(gid)
    try:
        s = game.from_json(raw, replay=args.replay)
    except InvalidSave as e:
        print(f"{path.name} is not a position of {game.title}:")
        for problem in e.problems:
            print(textwrap.fill(problem, _width(), initial_indent="  - ",
                                subsequent_indent="    "))
        return 1
    print(f"{game.title}, {player_count_text(s.players, s.players)}, step {s.steps}")
    print(str(s))
    scores = s.scores()
    if scores is not None and not s.is_over:
        print("Scores: " + ", ".join(f"P{i + 1} {v:g}" for i, v in enumerate(scores)))
    legal = s.legal_actions()
    if legal:
        shown = legal[: args.actions]
        print(f"{s.to_act_label} may do {plural(len(legal), 'thing')}"
              + (f", the first {len(shown)}:" if len(shown) < len(legal) else ":"))
        for a in shown:
            print(f"  - {s.describe(a)}  ({a})")
    return 0


# ----------------------------------------------------------------- parser
def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand (``simulate`` when available)."""
    parser = _Parser(
        prog=PROG,
        description="Rules, diagrams and rulebook coverage of the lunarrules games.",
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {lr.__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("games", help="list the games and their ids")
    p.set_defaults(func=cmd_games)

    p = sub.add_parser(
        "diagrams",
        help="write phase-flow and action diagrams (SVG, Mermaid, DOT)",
        description="Write each game's phase flow and action-dependency graph; without "
        "--game also the overview of all games and the README.md gallery.",
    )
    p.add_argument("--game", metavar="ID", help="only this game (comma list allowed)")
    p.add_argument(
        "--format",
        default="svg,mermaid,dot",
        metavar="LIST",
        help="comma list of svg, mermaid, dot (default: all three)",
    )
    p.add_argument(
        "--out", default="diagrams", metavar="DIR", help="output folder (default: diagrams)"
    )
    p.set_defaults(func=cmd_diagrams)

    p = sub.add_parser(
        "rules",
        help="print a game's rules with their passages",
        description="Print a game's rules with their rulebook passages.",
    )
    p.add_argument("game", metavar="GAME", help="game id (see: lunarrules games)")
    p.add_argument(
        "--search", nargs="+", metavar="WORDS", help="words that must all match (accents optional)"
    )
    p.add_argument("--id", metavar="RULE", help="one rule in full: context, what it governs, tests")
    p.add_argument("--provenance", metavar="KIND", help="seed, public, assumption or variant")
    p.set_defaults(func=cmd_rules)

    p = sub.add_parser(
        "coverage",
        help="how much of each rulebook the rules cite",
        description="Split each rulebook into sentences and show which are cited by a rule, "
        "out of scope (lunarrules/coverage_data) or uncited.",
    )
    p.add_argument("game", nargs="?", metavar="GAME", help="one game (default: all)")
    p.add_argument("--markdown", action="store_true", help="print only the table, in Markdown")
    p.add_argument("--summary", action="store_true", help="print only the table")
    p.set_defaults(func=cmd_coverage)

    p = sub.add_parser(
        "reference",
        help="write the rules reference pages",
        description="Write docs/rules/<game>.md for every game, and an index.",
    )
    p.add_argument(
        "--out", default="docs/rules", metavar="DIR", help="output folder (default: docs/rules)"
    )
    p.set_defaults(func=cmd_reference)

    p = sub.add_parser(
        "position",
        help="check a saved position and show it",
        description="Load a saved position (a file written by state.to_json() or the "
        "explorer), check it against the game's rules, and show whose turn it is and what "
        "they may do; or list every reason it is not a possible position (exit status 1).",
    )
    p.add_argument("file", metavar="FILE", help="the saved position (.json)")
    p.add_argument("--game", metavar="ID", help="the game (default: the one the file names)")
    p.add_argument("--replay", action="store_true",
                   help="replay the moves in the file and check they lead to its position")
    p.add_argument("--actions", type=int, default=12, metavar="N",
                   help="show at most N legal actions (default 12)")
    p.set_defaults(func=cmd_position)

    try:
        from .whatif.cli import register
    except ImportError:
        register = None
    if register is not None:
        register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status.

    Parameters
    ----------
    argv : list of str, optional
        Arguments without the program name (default: ``sys.argv[1:]``).

    Returns
    -------
    int
        0 on success, 2 for a usage error (one line on stderr), or what a
        delegated command returns.
    """
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "func", None) is None:
        parser.print_help()
        return 2
    try:
        status = args.func(args)
    except (UsageError, LunarRulesError) as e:
        print(f"{PROG}: error: {_one_line(e)}", file=sys.stderr)
        return 2
    except ValueError as e:
        # Raised by the builders for input they cannot use (a bad format, a broken
        # out-of-scope list); anything else propagates as the bug it is.
        print(f"{PROG}: error: {_one_line(e)}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # Output piped into `head` and closed early: not an error. Point stdout at
        # devnull so the interpreter's final flush does not complain either.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except OSError as e:
        where = f": {e.filename}" if e.filename else ""
        print(f"{PROG}: error: {e.strerror or e}{where}", file=sys.stderr)
        return 2
    return 0 if status is None else int(status)


def _one_line(e: BaseException) -> str:
    return " ".join(str(e).split())


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
