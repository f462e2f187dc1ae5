"""The ``lunarrules`` command line (also ``python -m lunarrules``).

Subcommands::

    lunarrules [--lang pt|es|en] COMMAND ...      in Portuguese, Spanish or English
    lunarrules games                              the games and their ids
    lunarrules diagrams [--game ID] [--format svg,mermaid,dot] [--out diagrams]
    lunarrules rules GAME [--search WORDS] [--id RULE] [--provenance KIND]
    lunarrules coverage [GAME] [--markdown] [--summary] [--languages]
    lunarrules reference [--out docs/rules]
    lunarrules position FILE [--game ID] [--replay]  check a saved position, show it
    lunarrules simulate ...                       (when lunarrules.whatif provides it)

A mistake on the command line (an unknown game, rule id, format, provenance kind or
language) prints one line on stderr and exits with status 2.

Everything the command line itself says (help, headings, errors, argparse's own
words) is a message of the ``lunarrules`` catalog (:mod:`lunarrules.i18n`), spoken
in the language of ``--lang``, else of ``LUNARRULES_LANG``, else English. Rule
summaries and game texts are English for now; rulebook quotes stay verbatim.

Examples
--------
>>> from lunarrules.cli import main
>>> main(["rules", "tiny_epic_galaxies", "--search", "reroll"])  # doctest: +SKIP
0
"""

from __future__ import annotations

import argparse
import difflib
import functools
import os
import shutil
import sys
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import lunarrules as lr

from . import i18n
from .errors import LunarRulesError
from .i18n import N_, _, game_title, ngettext, search_rules
from .kernel.game import available

PROG = "lunarrules"

# argparse's own words (usage, section titles, --help, its errors). argparse looks
# them up through its module-level ``_`` and ``ngettext``, bound to gettext's global
# domain; ``_argparse_speaks`` binds them to this package's catalog while ``main``
# runs, so these translations live in the same .po files as the rest. Listed here
# (with ``N_``) so that extraction puts them in the template.
ARGPARSE_MESSAGES = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("ignored explicit argument %r"),
    N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"),
)


class UsageError(Exception):
    """A mistake on the command line; the message is shown as is."""


class _Parser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose errors are one line on stderr, exit status 2."""

    def error(self, message: str):  # noqa: D102 - argparse API
        self.exit(
            2,
            _("{prog}: error: {message} (see {prog} --help)").format(prog=self.prog, message=message)
            + "\n",
        )


@contextmanager
def _argparse_speaks() -> Iterator[None]:
    """argparse's words in the language in use, for the duration of the block."""
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._, argparse.ngettext = i18n.gettext, i18n.ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


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
                _("{prog}: warning: skipped {game}: {error}").format(
                    prog=PROG, game=gid, error=f"{type(e).__name__}: {_one_line(e)}"
                ),
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
            _("unknown diagram format {format!r}; use a comma list of {formats}").format(
                format=(bad or [text])[0], formats=", ".join(FORMAT_EXT)
            )
        )
    return list(dict.fromkeys(formats))


def players_text(lo: int, hi: int) -> str:
    """The player counts a game supports, in the language in use: ``"2-5 players"``."""
    if lo == hi:
        return ngettext("{n} player", "{n} players", lo).format(n=lo)
    return _("{lo}-{hi} players").format(lo=lo, hi=hi)


def _files_written(n: int, out: Path) -> str:
    return ngettext("wrote {n} file to {out}/", "wrote {n} files to {out}/", n).format(
        n=n, out=out
    )


# ----------------------------------------------------------------- commands
def cmd_games(args) -> int:
    """List the registered games."""
    for game in _all_games():
        rules = ngettext("{n} rule", "{n} rules", len(game.rules)).format(n=len(game.rules))
        print(
            _("{id} {title} ({players}, {rules})").format(
                id=f"{game.id:24}",
                title=game_title(game),
                players=players_text(*game.players),
                rules=rules,
            )
        )
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
        raise UsageError(_("no games are registered yet; nothing to draw"))
    files = build_diagrams(games, formats, overview=overview)
    if i18n.get_language() != i18n.SOURCE_LANGUAGE:
        # The gallery's prose is the English docs' page; a language's folder holds
        # the diagrams, labelled in that language, and the English gallery links it.
        files.pop("README.md", None)
    prune = [(g.id, GENERATED_DIAGRAM) for g in games]
    if overview:
        prune.append(("", GENERATED_DIAGRAM))
    out = Path(args.out)
    write_files(out, files, prune=prune)
    print(_files_written(len(files), out))
    if not overview:
        print(_("overview and README.md gallery left as they were (they cover every game)"))
    return 0


def _print_rule(game, rule, full: bool = False) -> None:
    from .kernel.rulebook import Seed

    print(
        textwrap.fill(
            f"{rule.id}  [{rule.kind}]  {rule.translated_summary}", _width(), subsequent_indent="    "
        )
    )
    p = rule.provenance
    if isinstance(p, Seed):
        print(_wrap(f"\u201c{p.quote}\u201d", "    "))
        if p.term:
            print("    " + _("original term: {term}").format(term=p.term))
    else:
        print(_wrap(p.describe(), "    "))
    if full:
        from .kernel.seeds import context
        from .reference import _governs, code_mentions, rule_mentions

        if isinstance(p, Seed):
            print("    " + _("seed file: {path}").format(path=f"seeds/{p.file}"))
            around = context(p.file, p.quote)
            if around != p.quote:
                print("    " + _("in context:"))
                print(_wrap(around, "      "))
        governs = _governs(game, rule)
        print(
            "    "
            + _("governs: {what}").format(
                what="; ".join(governs) if governs else _("no action kind or phase declares it")
            )
        )
        used = code_mentions(game).get(rule.id, [])
        if used:
            print(_wrap(_("applied in: {where}").format(where=", ".join(used)), "    "))
        tests = rule_mentions().get(rule.id, [])
        print(
            "    "
            + _("tests: {tests}").format(
                tests=", ".join(tests) if tests else _("none name this rule id")
            )
        )
    elif rule.governs:
        print("    " + _("governs: {what}").format(what=", ".join(rule.governs)))


def cmd_rules(args) -> int:
    """Print a game's rules with their passages, filtered by words, id or provenance."""
    from .kernel.rulebook import PROVENANCE_KINDS

    game = _game(args.game)
    book = game.rules
    if args.provenance and args.provenance not in PROVENANCE_KINDS:
        raise UsageError(
            _("unknown provenance kind {kind!r}; use one of {kinds}").format(
                kind=args.provenance, kinds=", ".join(PROVENANCE_KINDS)
            )
        )
    if args.id:
        rule = book.get(args.id) or book.get(args.id.upper())
        if rule is None:
            close = difflib.get_close_matches(args.id.upper(), book.ids(), n=3, cutoff=0.5)
            if close:
                hint = _("did you mean {ids}?").format(ids=", ".join(close))
            else:
                hint = _("see {command}").format(command=f"{PROG} rules {game.id}")
            raise UsageError(
                _("no rule {id!r} in {game}; {hint}").format(id=args.id, game=game.id, hint=hint)
            )
        if args.provenance and rule.kind != args.provenance:
            raise UsageError(
                _("rule {id} is {kind}, not {wanted}").format(
                    id=rule.id, kind=rule.kind, wanted=args.provenance
                )
            )
        _print_rule(game, rule, full=True)
        return 0
    words = " ".join(args.search or [])
    rules = search_rules(book, words, args.provenance) if (words or args.provenance) else list(book)
    if not rules:
        if words and args.provenance:
            text = _("no rule of {game} matches words {words!r} and provenance {kind}")
        elif words:
            text = _("no rule of {game} matches words {words!r}")
        else:
            text = _("no rule of {game} matches provenance {kind}")
        print(text.format(game=game.id, words=words, kind=args.provenance))
        return 0
    for i, rule in enumerate(rules):
        if i:
            print()
        _print_rule(game, rule)
    print(
        "\n"
        + ngettext(
            "{shown} of {n} rule of {title}", "{shown} of {n} rules of {title}", len(book)
        ).format(shown=len(rules), n=len(book), title=game_title(game))
    )
    return 0


def cmd_coverage(args) -> int:
    """Print the coverage table of the seeds by the rule books, and the uncited sentences;
    with ``--languages``, the translation coverage of the catalogs instead."""
    if args.languages:
        if args.game:
            raise UsageError(
                _("--languages covers the whole package; leave out the game {game!r}").format(
                    game=args.game
                )
            )
        print(_("Translation coverage: messages translated of the messages in the catalog"))
        print(i18n.coverage_table(markdown=args.markdown), end="")
        return 0

    from .coverage import coverage, table
    from .kernel.seeds import seed_text

    games = [_game(args.game)] if args.game else _all_games()
    if not games:
        raise UsageError(_("no games are registered yet; nothing to measure"))
    reports = [coverage(g) for g in games]
    print(table(reports, markdown=args.markdown), end="")
    if args.markdown or args.summary:
        return 0
    for r in reports:
        text = seed_text(r.seed_file)
        print(
            "\n"
            + ngettext(
                "{game}: {n} uncited sentence in {path}",
                "{game}: {n} uncited sentences in {path}",
                r.uncited,
            ).format(game=r.game_id, n=r.uncited, path=f"seeds/{r.seed_file}")
        )
        for s in r.uncited_sentences():
            line = text.count("\n", 0, s.start) + 1
            print(_wrap(s.text, "      ").replace("      ", f"  {line:>3} ", 1))
        for e in r.cited_out_of_scope:
            print(
                "  "
                + _("note: listed out of scope but cited by a rule: {text!r}").format(
                    text=e.text[:60]
                )
            )
    if not args.game:
        print("\n" + _("Translation coverage (lunarrules coverage --languages):"))
        print(i18n.coverage_table(), end="")
    return 0


def cmd_reference(args) -> int:
    """Write the rules reference pages (docs/rules/<game>.md and an index)."""
    from .reference import GENERATED_PAGE, build_rule_pages, write_files

    games = _all_games()
    if not games:
        raise UsageError(_("no games are registered yet; nothing to write"))
    files = build_rule_pages(games)
    out = Path(args.out)
    write_files(out, files, prune=[("", GENERATED_PAGE)])
    print(_files_written(len(files), out))
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
        raise UsageError(
            _("cannot read {path}: {reason}").format(path=path, reason=e.strerror)
        ) from None
    gid = args.game
    if gid is None:
        try:
            doc = loads(raw)
        except UntrustedDataError as e:
            print(_("{name} is not a saved position: {reason}").format(name=path.name, reason=e))
            return 1
        gid = doc.get("game") if isinstance(doc, dict) else None
        if gid not in available():
            print(
                _(
                    "{name} is not a saved position of a known game (game: {game}; known: {known})"
                ).format(name=path.name, game=repr(str(gid)[:40]), known=", ".join(available()))
            )
            return 1
    game = _game(gid)
    try:
        s = game.from_json(raw, replay=args.replay)
    except InvalidSave as e:
        print(_("{name} is not a position of {title}:").format(name=path.name, title=game_title(game)))
        for problem in e.problems:
            print(textwrap.fill(problem, _width(), initial_indent="  - ",
                                subsequent_indent="    "))
        return 1
    print(
        _("{title}, {players}, step {step}").format(
            title=game_title(game), players=players_text(s.players, s.players), step=s.steps
        )
    )
    print(str(s))
    scores = s.scores()
    if scores is not None and not s.is_over:
        print(
            _("Scores: {scores}").format(
                scores=", ".join(f"P{i + 1} {i18n.number_text(v)}" for i, v in enumerate(scores))
            )
        )
    legal = s.legal_actions()
    if legal:
        shown = legal[: args.actions]
        if len(shown) < len(legal):
            text = ngettext(
                "{who} may do {n} thing, the first {shown}:",
                "{who} may do {n} things, the first {shown}:",
                len(legal),
            )
        else:
            text = ngettext("{who} may do {n} thing:", "{who} may do {n} things:", len(legal))
        print(text.format(who=s.to_act_label, n=len(legal), shown=len(shown)))
        for a in shown:
            print(f"  - {s.describe(a)}  ({a})")
    return 0


# ----------------------------------------------------------------- parser
def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand (``simulate`` when available).

    Its help is in the language in use (:func:`lunarrules.i18n.get_language`) when it is built.
    """
    parser = _Parser(
        prog=PROG,
        description=_("Rules, diagrams and rulebook coverage of the lunarrules games."),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"{PROG} {lr.__version__}",
        help=_("show program's version number and exit"),
    )
    parser.add_argument(
        "--lang",
        metavar="LANG",
        help=_(
            "language of the messages: pt (Brazilian Portuguese), es (Spanish) or en "
            "(default: the {variable} environment variable, else en)"
        ).format(variable=i18n.ENV_VAR),
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    # `--lang` after the command works too (`lunarrules rules GAME --lang pt`); main()
    # has read it before the parser was built, and --help shows it once, above.
    lang = argparse.ArgumentParser(add_help=False)
    lang.add_argument("--lang", metavar="LANG", default=argparse.SUPPRESS, help=argparse.SUPPRESS)
    sub.add_parser = functools.partial(sub.add_parser, parents=[lang])  # type: ignore[method-assign]

    p = sub.add_parser("games", help=_("list the games and their ids"))
    p.set_defaults(func=cmd_games)

    p = sub.add_parser(
        "diagrams",
        help=_("write phase-flow and action diagrams (SVG, Mermaid, DOT)"),
        description=_(
            "Write each game's phase flow and action-dependency graph; without "
            "--game also the overview of all games and the README.md gallery."
        ),
    )
    p.add_argument("--game", metavar="ID", help=_("only this game (comma list allowed)"))
    p.add_argument(
        "--format",
        default="svg,mermaid,dot",
        metavar="LIST",
        help=_("comma list of svg, mermaid, dot (default: all three)"),
    )
    p.add_argument(
        "--out", default="diagrams", metavar="DIR", help=_("output folder (default: diagrams)")
    )
    p.set_defaults(func=cmd_diagrams)

    p = sub.add_parser(
        "rules",
        help=_("print a game's rules with their passages"),
        description=_("Print a game's rules with their rulebook passages."),
    )
    p.add_argument("game", metavar="GAME", help=_("game id (see: lunarrules games)"))
    p.add_argument(
        "--search",
        nargs="+",
        metavar="WORDS",
        help=_("words that must all match (accents optional)"),
    )
    p.add_argument(
        "--id", metavar="RULE", help=_("one rule in full: context, what it governs, tests")
    )
    p.add_argument(
        "--provenance", metavar="KIND", help=_("seed, public, assumption or variant")
    )
    p.set_defaults(func=cmd_rules)

    p = sub.add_parser(
        "coverage",
        help=_("how much of each rulebook the rules cite, and how much is translated"),
        description=_(
            "Split each rulebook into sentences and show which are cited by a rule, "
            "out of scope (lunarrules/coverage_data) or uncited; then how many messages "
            "each language translates."
        ),
    )
    p.add_argument("game", nargs="?", metavar="GAME", help=_("one game (default: all)"))
    p.add_argument(
        "--markdown", action="store_true", help=_("print only the table, in Markdown")
    )
    p.add_argument("--summary", action="store_true", help=_("print only the table"))
    p.add_argument(
        "--languages",
        action="store_true",
        help=_("print only the translation coverage, per area and language"),
    )
    p.set_defaults(func=cmd_coverage)

    p = sub.add_parser(
        "reference",
        help=_("write the rules reference pages"),
        description=_("Write docs/rules/<game>.md for every game, and an index."),
    )
    p.add_argument(
        "--out",
        default="docs/rules",
        metavar="DIR",
        help=_("output folder (default: docs/rules)"),
    )
    p.set_defaults(func=cmd_reference)

    p = sub.add_parser(
        "position",
        help=_("check a saved position and show it"),
        description=_(
            "Load a saved position (a file written by state.to_json() or the "
            "explorer), check it against the game's rules, and show whose turn it is and what "
            "they may do; or list every reason it is not a possible position (exit status 1)."
        ),
    )
    p.add_argument("file", metavar="FILE", help=_("the saved position (.json)"))
    p.add_argument(
        "--game", metavar="ID", help=_("the game (default: the one the file names)")
    )
    p.add_argument(
        "--replay",
        action="store_true",
        help=_("replay the moves in the file and check they lead to its position"),
    )
    p.add_argument(
        "--actions",
        type=int,
        default=12,
        metavar="N",
        help=_("show at most N legal actions (default 12)"),
    )
    p.set_defaults(func=cmd_position)

    try:
        from .whatif.cli import register
    except ImportError:
        register = None
    if register is not None:
        register(sub)
    return parser


def _chosen_language(argv: list[str]) -> str | None:
    """The language ``--lang`` asks for, read before the parser is built (its help
    is written in that language); ``None`` when not given.

    Raises
    ------
    UsageError
        If ``--lang`` names no language, or ``LUNARRULES_LANG`` does (the command
        line refuses what a notebook only warns about).
    """
    pre = argparse.ArgumentParser(add_help=False)
    pre.add_argument("--lang")
    try:
        known, _rest = pre.parse_known_args(argv)
    except SystemExit:  # `--lang` without a value: the full parser reports it
        return None
    try:
        if known.lang is not None:
            return i18n.normalize(known.lang)
        value = os.environ.get(i18n.ENV_VAR, "").strip()
        if value:
            i18n.normalize(value)
    except i18n.UnknownLanguage as e:
        where = "--lang" if known.lang is not None else i18n.ENV_VAR
        raise UsageError(f"{where}: {e}") from None
    return None


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
    argv = sys.argv[1:] if argv is None else list(argv)
    try:
        lang = _chosen_language(argv)
    except UsageError as e:
        print(f"{PROG}: error: {e}", file=sys.stderr)
        return 2
    # The language of --lang holds while this command runs; a program that calls
    # main() keeps its own language afterwards.
    with i18n.language(lang or i18n.get_language()), _argparse_speaks():
        return _run(argv)


def _run(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "func", None) is None:
        parser.print_help()
        return 2
    error = _("{prog}: error: {message}")
    try:
        status = args.func(args)
    except (UsageError, LunarRulesError) as e:
        print(error.format(prog=PROG, message=_one_line(e)), file=sys.stderr)
        return 2
    except ValueError as e:
        # Raised by the builders for input they cannot use (a bad format, a broken
        # out-of-scope list); anything else propagates as the bug it is.
        print(error.format(prog=PROG, message=_one_line(e)), file=sys.stderr)
        return 2
    except BrokenPipeError:
        # Output piped into `head` and closed early: not an error. Point stdout at
        # devnull so the interpreter's final flush does not complain either.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except OSError as e:
        where = f": {e.filename}" if e.filename else ""
        print(
            error.format(prog=PROG, message=f"{e.strerror or e}{where}"), file=sys.stderr
        )
        return 2
    return 0 if status is None else int(status)


def _one_line(e: BaseException) -> str:
    return " ".join(str(e).split())


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
