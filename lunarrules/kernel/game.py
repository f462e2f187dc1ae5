"""Game declarations and the registry.

A game declares its shape before its logic (OpenSpiel's ``_GAME_TYPE``): id,
title, player range, options and variants, phases, action kinds, rules and
content. :func:`register` validates the declaration and names the game and the
field when something is wrong.
"""

from __future__ import annotations

import copy
import importlib
import importlib.util
import os
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, cast

from ..errors import (
    DeclarationError,
    InvalidContent,
    InvalidOption,
    InvalidOutcome,
    InvalidSave,
    UnknownGame,
)
from ..i18n import _, game_title, ngettext, number_text
from .actions import Action, ActionKind, parse_action_text
from .flow import Flow, Phase
from .rulebook import RuleBook, Variant
from .state import State, load_state
from .untrusted import MAX_TEXT, short
from .words import Place, player_count_text

if TYPE_CHECKING:  # pragma: no cover
    from importlib.metadata import EntryPoint

    from .graphs import GameGraph


@dataclass(frozen=True)
class Option:
    """A keyword option of ``Game.new``.

    Parameters
    ----------
    name : str
        Keyword name.
    default : object
        Value when not given.
    choices : tuple, optional
        Allowed values; otherwise any value of ``type(default)``.
    help : str
        What it does (English, marked ``N_()``; :attr:`shown_help` is the translation).
    rule : str
        For a variant, the rule id of the :class:`~lunarrules.kernel.rulebook.Variant`.
    """

    name: str
    default: Any
    choices: tuple[Any, ...] = ()
    help: str = ""
    rule: str = ""

    @property
    def shown_help(self) -> str:
        """:attr:`help` in the language in use."""
        return _(self.help) if self.help else ""

    def problem(self, value: Any) -> str | None:
        if self.choices:
            if value not in self.choices:
                return _("{option} is not allowed; choose one of {choices}").format(
                    option=f"{self.name}={value!r}",
                    choices=", ".join(repr(c) for c in self.choices))
            return None
        want = type(self.default)
        if want is int and isinstance(value, bool):
            return _("{name} must be a whole number, got {value}").format(
                name=self.name, value=repr(value))
        if not isinstance(value, want):
            return _("{name} must be {type}, got {value}").format(
                name=self.name, type=want.__name__, value=f"{type(value).__name__} {value!r}")
        return None


@dataclass(eq=False)
class Game:
    """A game: its declaration plus the entry points of the public API.

    Examples
    --------
    >>> import lunarrules as lr
    >>> g = lr.game("tiny_epic_galaxies")
    >>> s = g.new(players=3, seed=7)
    >>> s2 = s.apply(s.legal_actions()[0])
    """

    id: str
    title: str
    players: tuple[int, int]
    state_class: type[State]
    rules: RuleBook
    phases: tuple[Phase, ...]
    start: str
    action_kinds: tuple[ActionKind, ...]
    options: tuple[Option, ...] = ()
    chance: Mapping[str, tuple[Any, ...] | Callable[[Game], Any] | None] = field(
        default_factory=dict
    )
    content_file: Path | None = None
    content_validator: Callable[[dict[str, Any]], list[str]] | None = None
    summary: str = ""
    original_title: str = ""
    language: str = ""
    turn_rule: str = ""
    end_rule: str = ""
    round_length: str = ""
    mechanism: str = ""
    custom_content: dict[str, Any] | None = None
    content_fields: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    base: Game | None = None
    table: Any = None
    #: ``value_words(state, value)``: the name a person reads for a value of the table
    #: or a chance outcome (a tile, a card, a die face), or ``None`` for a value it does
    #: not name; see :func:`lunarrules.kernel.words.value_name`.
    value_words: Callable[[Any, Any], str | None] | None = None
    #: How the position editor and the branch comparison name, show and read places
    #: of the table, by path pattern (``{"seats[]": SEAT_RECORD, "commander": SEAT}``);
    #: see :class:`lunarrules.kernel.words.Place`.
    places: Mapping[str, Place] = field(default_factory=dict)
    #: The kinds of open decision the game keeps in its table's ``decisions`` stack,
    #: each with the words saying what is decided (``{"follow": N_("whether to follow
    #: the action")}``); see :mod:`lunarrules.kernel.decisions`.
    decisions: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.flow = Flow(self.phases, self.start)
        self.kinds: dict[str, ActionKind] = {k.name: k for k in self.action_kinds}
        self._content: dict[str, Any] | None = None
        if self.base is None:
            self.base = self
        if self.table is not None:
            # The snapshot schema is built now, from the game's own annotations, so
            # that reading a save never evaluates anything.
            from .position import table_types

            table_types(self)

    # ------------------------------------------------------------ public API
    @property
    def seed_file(self) -> str:
        return self.rules.seed_file

    def new(self, players: int | None = None, seed: int = 0, *,
            outcomes: Mapping[str, Any] | None = None, **options: Any) -> State:
        """Set up a new game.

        Parameters
        ----------
        players : int, optional
            Number of players (defaults to the smallest supported count).
        seed : int
            Seed of the game's chance stream.
        outcomes : dict, optional
            Setup draws to force, per chance key (``{"planet": ["nebra", ...]}``):
            the first draws of that key return these values, in order. The keys and
            values are those of ``game.chance``.
        **options
            Options and variants (see ``game.options``).

        Raises
        ------
        InvalidOption
            Unknown option, a bad value, or a player count out of range.
        InvalidOutcome
            A chance key the game does not have, or a value it can never draw.
        ImpossibleOutcome
            A forced value that is no longer available when setup draws it.
        """
        lo, hi = self.players
        if players is None:
            players = lo
        if isinstance(players, bool) or not isinstance(players, int) or not lo <= players <= hi:
            raise InvalidOption(
                _("{title} is for {players}, not {value}").format(
                    title=game_title(self), players=player_count_text(lo, hi), value=short(players))
            )
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise InvalidOption(_("seed must be a whole number, got {value}").format(
                value=repr(seed)))
        problems = self.option_problems(options)
        if problems:
            raise InvalidOption("; ".join(problems))
        full = {o.name: options.get(o.name, o.default) for o in self.options}
        forced = {}
        for key, values in (outcomes or {}).items():
            if isinstance(values, str):
                values = (values,)
            elif isinstance(values, (list, tuple)):
                values = tuple(values)
            else:
                raise InvalidOutcome(_("{key}: expected a list of outcomes, got {value}").format(
                    key=short(key), value=short(values)))
            problem = self.chance_problem(key, values)
            if problem:
                raise InvalidOutcome(problem)
            forced[key] = values
        return self.state_class._new(self, players, seed, full, forced)

    def position(self, changes: Mapping[str, Any] | None = None, /, *,
                 players: int | None = None, seed: int = 0,
                 outcomes: Mapping[str, Any] | None = None, phase: str | None = None,
                 to_act: int | str | None = None, **options: Any) -> State:
        """A position set up by hand: a default setup with ``changes`` written in.

        ``changes`` names parts of the table as :meth:`State.edit` does
        (``{"energy[0]": 3}``), ``phase`` and ``to_act`` (a seat number or ``"P2"``)
        set the flow; what they do not name comes from
        ``new(players, seed, outcomes=outcomes, **options)``.

        Raises
        ------
        InvalidPosition
            Listing every problem with the position (see ``State.position_problems``).

        Examples
        --------
        >>> s = g.position({"energy[0]": 3}, players=2)  # doctest: +SKIP
        """
        flow = {k: v for k, v in (("phase", phase), ("to_act", to_act)) if v is not None}
        return self.new(players, seed, outcomes=outcomes, **options).edit(changes or {}, **flow)

    def option_problems(self, options: Mapping[str, Any]) -> list[str]:
        known = {o.name: o for o in self.options}
        out = []
        for name, value in options.items():
            opt = known.get(name)
            if opt is None:
                names = ", ".join(sorted(known)) or _("none")
                out.append(_("unknown option {name} for {game}; options: {names}").format(
                    name=repr(name), game=self.id, names=names))
                continue
            p = opt.problem(value)
            if p:
                out.append(p)
        return out

    def parse_action(self, text: str) -> Action:
        """Read an action from its text; ``parse_action(str(a)) == a``.

        Raises
        ------
        MalformedAction, UnknownAction
        """
        return parse_action_text(text, self.kinds, self.players[1])

    def from_json(self, text: str | bytes | dict[str, Any] | os.PathLike[str] | IO[Any], *,
                  replay: bool = False) -> State:
        """Load a game saved with ``state.to_json()`` (validated; see ``InvalidSave``).

        ``text`` is the JSON text (``str`` or ``bytes``), its parsed ``dict``, a path
        (``pathlib.Path``) of a saved file, or an open file. A save is untrusted
        input: it is read as data, never as a path to anything else.

        A snapshot loads its position directly (nothing is replayed) after checking
        it against the game's table schema and rules. With ``replay=True`` the
        moves it holds are replayed instead, and must lead to the same position.
        Saves that hold moves only (version 1) are always replayed.

        Raises
        ------
        InvalidSave
            The file cannot be read, or the save is damaged (names every bad field).
        InvalidPosition
            The position breaks the game's rules (a subclass of ``InvalidSave``;
            lists every problem).
        """
        if type(text) is str or type(text) is bytes:
            return load_state(self, text, replay=replay)
        if isinstance(text, os.PathLike):
            path = Path(text)
            try:
                if not path.is_file():
                    raise InvalidSave(_("cannot read {file}: not a file").format(file=path.name))
                with open(path, "rb") as f:
                    text = f.read(MAX_TEXT + 1)
            except OSError as e:
                raise InvalidSave(_("cannot read {file}: {error}").format(
                    file=path.name, error=e.strerror)) from None
        elif hasattr(text, "read") and not isinstance(text, (str, bytes, dict)):
            try:
                text = text.read(MAX_TEXT + 1)
            except (OSError, ValueError) as e:
                raise InvalidSave(_("cannot read the file: {error}").format(error=e)) from None
        # What is left is text, a dict or something else, which load_state refuses.
        return load_state(self, cast("str | bytes | dict[str, Any]", text), replay=replay)

    def phase_graph(self) -> GameGraph:
        """The phase-flow graph (a ``networkx.DiGraph`` the engine runs on)."""
        from .graphs import phase_graph

        return phase_graph(self)

    def action_graph(self) -> GameGraph:
        """The action-dependency graph built from the action declarations."""
        from .graphs import action_graph

        return action_graph(self)

    # ----------------------------------------------------------------- content
    @property
    def content(self) -> dict[str, Any]:
        """The component data (cards, tiles...): the game's file plus any user content."""
        if self._content is None:
            base = _sample(self.content_file) if self.content_file is not None else {}
            if self.custom_content:
                base = merge_content(base, self.custom_content, final=True)
            else:
                base = copy.deepcopy(base)
            self._content = base
        return self._content

    def with_content(self, extra: str | Path | Mapping[str, Any]) -> Game:
        """A copy of this game whose content adds (or overrides) the given cards.

        ``extra`` is a TOML file path or a dict shaped like the game's content file:
        tables of lists are extended, entries with an existing ``id`` replace it.
        Calls chain: ``g.with_content(a).with_content(b)`` has both ``a`` and ``b``.

        Raises
        ------
        InvalidContent
            The file cannot be read, or the merged content fails the content checks:
            unknown tables or fields (with the closest valid name), wrong types,
            numbers out of range, then the game's own checks. Names every field.
        """
        if isinstance(extra, (str, Path)):
            extra = read_content_file(Path(extra))
        return self.with_content_data(extra)

    @property
    def published_file(self) -> Path | None:
        """The game's published-components file (``published.toml`` beside the sample).

        It overrides the sample content with the component counts of the published
        game, as far as public sources give them; ``None`` when the game ships none.
        """
        if self.content_file is None:
            return None
        path = Path(self.content_file).with_name("published.toml")
        return path if path.is_file() else None

    def published(self) -> Game:
        """A copy of this game with the published game's component counts.

        ``lr.game("shackleton_base").published().new(players=4)`` sets up with the
        published box's counts. Each game's ``published.toml`` says at its top which
        counts come from which source, and which are assumptions.

        Raises
        ------
        InvalidContent
            The game ships no published-components file.
        """
        path = self.published_file
        if path is None:
            raise InvalidContent(_("{game} ships no published-components file").format(
                game=game_title(self)))
        return self.with_content(path)

    def with_content_data(self, extra: Mapping[str, Any]) -> Game:
        """Like :meth:`with_content` for content given as data; never reads a file.

        Saved games load their content through this: content inside a save is data.
        """
        from .content import shape_problems
        from .untrusted import data_problems

        if not isinstance(extra, Mapping):
            raise InvalidContent(_("expected a table of content, got {got}").format(
                got=type(extra).__name__))
        problems = data_problems(dict(extra), max_depth=12)
        if problems:
            raise InvalidContent(problems)
        base = self.base or self
        problems = shape_problems(extra, base.content, self.id, self.content_fields)
        if problems:
            raise InvalidContent(problems)
        problems = _removal_problems(extra, self.content)
        if problems:
            raise InvalidContent(problems)
        merged_custom = merge_content(self.custom_content or {}, dict(extra))
        g = replace(base, custom_content=merged_custom, base=base)
        if g.content_validator is not None:
            try:
                problems = g.content_validator(g.content)
            except (TypeError, AttributeError, KeyError, IndexError, ValueError,
                    RecursionError) as e:
                # A checker that trips over a value is a bug to fix in the game; the
                # user still gets an InvalidContent, never a bare Python error.
                problems = [_("content could not be checked ({error})").format(
                    error=f"{type(e).__name__}: {e}")]
            if problems:
                raise InvalidContent(problems)
        return g

    # ----------------------------------------------------------------- chance
    def chance_values(self, key: str) -> tuple[Any, ...] | None:
        """Every value chance ``key`` can ever take in this game (``None``: not known).

        A declaration gives a tuple (die faces), ``None``, or a function of the game
        (the ids of its cards, which depend on the content); the function's answer
        is kept per game.
        """
        declared = self.chance.get(key)
        if callable(declared):
            cache: dict[str, tuple[Any, ...]] = self.__dict__.setdefault("_chance_cache", {})
            if key not in cache:
                cache[key] = tuple(declared(self))
            return cache[key]
        return tuple(declared) if declared else None

    def chance_problem(self, key: Any, values: tuple[Any, ...]) -> str | None:
        """Why ``values`` cannot be forced for chance ``key`` in this game, or ``None``.

        A forced value is an id (text) or a whole number that this game's draws of
        ``key`` can produce.
        """
        from .untrusted import short

        if type(key) is not str or key not in self.chance:
            keys = ", ".join(sorted(self.chance)) or _("none")
            return _("{game} has no chance key {key}; keys: {keys}").format(
                game=self.id, key=short(key), keys=keys)
        if len(values) > 1000:
            return _("{key}: {n} forced values is too many (at most 1000)").format(
                key=key, n=len(values))
        for v in values:
            t = type(v)
            if not (t is str and 0 < len(v) <= 200 or t is int and v.bit_length() <= 64):
                return _("{key}: a forced outcome is an id or a whole number, not {value}").format(
                    key=key, value=short(v))
        allowed = self.chance_values(key)
        if allowed:
            bad = [v for v in values if v not in allowed]
            if bad:
                shown = ", ".join(map(str, allowed[:30])) + (", …" if len(allowed) > 30 else "")
                return _("{key}: {values} cannot come up in this game; possible: {possible}").format(
                    key=key, values=", ".join(short(v) for v in bad[:5]), possible=shown)
        return None

    def __reduce__(self) -> tuple[Callable[[str, dict[str, Any] | None], Game],
                                  tuple[str, dict[str, Any] | None]]:
        # Games hold functions (requirements); pickle them by id, so states can
        # cross process boundaries (simulation workers).
        return (_game_by_id, (self.id, self.custom_content))

    def __repr__(self) -> str:
        return f"<Game {self.id}: {self.title}, {player_count_text(*self.players)}>"

    def _repr_html_(self) -> str:
        import html

        lo, hi = self.players
        details = _("{players}; rulebook {file}, {rules}, {kinds}").format(
            players=player_count_text(lo, hi),
            file=f"<code>{html.escape(self.seed_file)}</code>",
            rules=ngettext("{n} cited rule", "{n} cited rules", len(self.rules)).format(
                n=len(self.rules)),
            kinds=ngettext("{n} action kind", "{n} action kinds", len(self.action_kinds)).format(
                n=len(self.action_kinds)),
        )
        summary = _(self.summary) if self.summary else ""
        return (f"<b>{html.escape(game_title(self))}</b> ({details})"
                f"<br>{html.escape(summary)}")


_SAMPLES: dict[Path, dict[str, Any]] = {}


def _sample(path: Path) -> dict[str, Any]:
    """A game's own content file, read once per process (never changed: callers copy)."""
    sample = _SAMPLES.get(path)
    if sample is None:
        import tomllib

        with open(path, "rb") as f:
            sample = _SAMPLES[path] = tomllib.load(f)
    return sample


def read_content_file(path: Path) -> dict[str, Any]:
    """Read a TOML content file named by the user (never called for saved games).

    Raises
    ------
    InvalidContent
        The file cannot be read, is too large, or is not TOML.
    """
    import tomllib

    from .untrusted import MAX_TEXT

    try:
        if not path.is_file():
            raise InvalidContent(_("cannot read {file}: not a file").format(file=path.name))
        with open(path, "rb") as f:
            raw = f.read(MAX_TEXT + 1)
    except OSError as e:
        raise InvalidContent(_("cannot read {file}: {error}").format(
            file=path.name, error=e.strerror)) from None
    if len(raw) > MAX_TEXT:
        raise InvalidContent(_("{file} is larger than {most} bytes").format(
            file=path.name, most=number_text(MAX_TEXT)))
    try:
        return tomllib.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as e:
        raise InvalidContent(_("{file} is not UTF-8 text (byte {at})").format(
            file=path.name, at=e.start)) from None
    except tomllib.TOMLDecodeError as e:
        raise InvalidContent(_("{file} is not valid TOML: {error}").format(
            file=path.name, error=e)) from None
    except RecursionError:
        raise InvalidContent(_("{file} is nested too deep").format(file=path.name)) from None


def _removal_problems(extra: Mapping[str, Any], current: Mapping[str, Any]) -> list[str]:
    """What is wrong with ``extra``'s ``remove`` table against the content so far."""
    gone = extra.get(REMOVE)
    if gone is None:
        return []
    if not isinstance(gone, Mapping):
        return [f"{REMOVE}: " + _("expected a table of list names and ids, got {got}").format(
            got=type(gone).__name__)]
    out = []
    for table, ids in gone.items():
        entries = current.get(table)
        if not (isinstance(entries, list) and entries and all(isinstance(e, Mapping) and "id" in e for e in entries)):
            named = sorted(k for k, v in current.items() if isinstance(v, list) and v
                           and all(isinstance(e, Mapping) and "id" in e for e in v))
            out.append(f"{REMOVE}.{table}: " + _(
                "not a list of entries with ids; those are: {tables}").format(
                tables=", ".join(named)))
            continue
        if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
            out.append(f"{REMOVE}.{table}: " + _("expected a list of ids (text)"))
            continue
        known = {e["id"] for e in entries}
        missing = [i for i in ids if i not in known]
        # Untrusted input may list many: name the first few, with a suggestion, and count the rest.
        for i in missing[:5]:
            out.append(f"{REMOVE}.{table}: " + _("no entry {id} to remove").format(id=short(i))
                       + _closest_id(i, known))
        if len(missing) > 5:
            more = len(missing) - 5
            out.append(f"{REMOVE}.{table}: " + ngettext(
                "and {n} more ids that are not there", "and {n} more ids that are not there", more,
            ).format(n=more))
    return out


def _closest_id(word: str, known: set[str]) -> str:
    import difflib

    close = difflib.get_close_matches(word, sorted(known), n=1)
    return " " + _("(did you mean {name}?)").format(name=repr(close[0])) if close else ""


#: The content table that takes entries out: ``[remove] shuttles = ["s16", "s17"]``.
REMOVE = "remove"


def merge_content(
    base: Mapping[str, Any], extra: Mapping[str, Any], *, final: bool = False, top: bool = True
) -> dict[str, Any]:
    """Merge content tables.

    Lists of tables that all have an ``id`` are merged by id (a new id is added, an
    existing one replaced); any other value, plain lists included, is replaced.

    At the top level, ``extra``'s ``remove`` table (list name -> ids) takes those
    entries out. Merging user files together (``final=False``) keeps the ids to
    remove, so they also leave the game's own content when the files are merged onto
    it (``final=True``, which leaves no ``remove`` table); a later file that adds an
    id back keeps it.
    """
    out = copy.deepcopy(dict(base))
    for key, value in extra.items():
        if top and key == REMOVE:
            continue
        old = out.get(key)
        if (
            isinstance(old, list)
            and isinstance(value, list)
            and all(isinstance(e, Mapping) and "id" in e for e in old + value)
        ):
            merged = list(old)
            index = {e.get("id"): i for i, e in enumerate(merged) if isinstance(e, dict)}
            for e in value:
                i = index.get(e.get("id")) if isinstance(e, dict) else None
                if i is not None:
                    merged[i] = copy.deepcopy(e)
                else:
                    merged.append(copy.deepcopy(e))
            out[key] = merged
        elif isinstance(old, dict) and isinstance(value, Mapping):
            out[key] = merge_content(old, value, top=False)
        else:
            out[key] = copy.deepcopy(value)
    if not top:
        return out
    gone = {t: list(ids) for t, ids in (extra.get(REMOVE) or {}).items()}
    for table, ids in gone.items():
        if isinstance(out.get(table), list):
            out[table] = [e for e in out[table] if not (isinstance(e, Mapping) and e.get("id") in ids)]
    if final:
        out.pop(REMOVE, None)
        return out
    earlier = {t: list(ids) for t, ids in (base.get(REMOVE) or {}).items()}
    for table, ids in earlier.items():
        added = {e.get("id") for e in extra.get(table) or () if isinstance(e, Mapping)}
        kept = [i for i in ids if i not in added]
        gone[table] = kept + [i for i in gone.get(table, ()) if i not in kept]
    gone = {t: ids for t, ids in gone.items() if ids}
    if gone:
        out[REMOVE] = gone
    else:
        out.pop(REMOVE, None)
    return out


def ids_in(*tables: str, prefix: str = "") -> Callable[[Game], tuple[str, ...]]:
    """A chance declaration: the ``id`` of every entry of the content ``tables``.

    ``Game(chance={"planet": ids_in("planets")})`` lets a what-if force only planets
    the game has; ``prefix`` builds ids like ``"robot:butler_bot"``.
    """

    def values(game: Game) -> tuple[str, ...]:
        out: list[str] = []
        for table in tables:
            for entry in game.content.get(table, ()):
                if isinstance(entry, Mapping) and isinstance(entry.get("id"), str):
                    out.append(prefix + entry["id"])
        return tuple(out)

    return values


# ----------------------------------------------------------------- registry
#: The built-in games, in their standard order (always listed first). Each is also
#: declared as a ``lunarrules.games`` entry point in pyproject.toml; this table is
#: what a source checkout without a reinstall uses.
GAME_IDS = (
    "shackleton_base",
    "planet_unknown",
    "moon_colony_bloodbath",
    "captains_chair",
    "tiny_epic_galaxies",
)
#: The entry-point group a game package declares itself in:
#: ``[project.entry-points."lunarrules.games"] my_game = "my_pkg.my_game:GAME"``
#: (or ``"my_pkg.my_game"``, a module defining ``GAME``). The name is the game's id.
ENTRY_POINT_GROUP = "lunarrules.games"
_REGISTRY: dict[str, Game] = {}


@dataclass(frozen=True)
class GameSource:
    """Where a game comes from: its id, ``module:attribute`` and who declared it."""

    id: str
    value: str
    origin: str

    def load(self) -> Game:
        """Import the module and return its registered ``Game``.

        Raises
        ------
        DeclarationError
            Naming the entry point: the module cannot be imported, it has no such
            attribute, the attribute is not a ``Game``, its id differs from the entry
            point's name, or the declaration is wrong.
        """
        module_name, _, attr = self.value.partition(":")
        module_name, attr = module_name.strip(), attr.strip() or "GAME"
        where = f"{self.origin} ({self.id} = {self.value!r})"
        try:
            obj: Any = importlib.import_module(module_name)
        except Exception as e:  # noqa: BLE001 - any failure of a game package's import
            raise DeclarationError(
                f"{where}: cannot import {module_name}: {type(e).__name__}: {e}"
            ) from e
        for part in attr.split("."):
            if not hasattr(obj, part):
                raise DeclarationError(f"{where}: {module_name} does not define {attr}")
            obj = getattr(obj, part)
        if not isinstance(obj, Game):
            raise DeclarationError(
                f"{where}: {module_name}:{attr} is a {type(obj).__name__}, not a lunarrules Game"
            )
        if obj.id != self.id:
            raise DeclarationError(
                f"{where}: the entry point's name must be the game's id, {obj.id!r}"
            )
        if self.id not in _REGISTRY:
            try:
                register(obj)
            except DeclarationError as e:
                raise DeclarationError(f"{where}: {e}") from None
        return _REGISTRY[self.id]


_SOURCES: tuple[tuple[str, ...], dict[str, GameSource]] | None = None


def sources() -> dict[str, GameSource]:
    """Every game that can be loaded, by id: built-in games first, then entry points.

    Built-in games whose package is absent are left out. An entry point of the group
    :data:`ENTRY_POINT_GROUP` adds a game. An entry point named like a built-in game
    (this project's own declaration, or another package's) never changes where that
    game comes from, so an installed package can neither replace nor break a
    built-in game. Between two installed packages declaring the same id, the first
    on ``sys.path`` wins. The answer is kept until ``sys.path`` changes.
    """
    global _SOURCES
    key = tuple(sys.path)
    if _SOURCES is not None and _SOURCES[0] == key:
        return _SOURCES[1]
    out: dict[str, GameSource] = {}
    for gid in GAME_IDS:
        if importlib.util.find_spec(f"lunarrules.games.{gid}") is not None:
            out[gid] = GameSource(gid, f"lunarrules.games.{gid}:GAME", f"built-in game {gid}")
    plugins: dict[str, GameSource] = {}
    for ep in _entry_points():
        if ep.name in GAME_IDS or ep.name in plugins:
            continue
        dist = getattr(getattr(ep, "dist", None), "name", None)
        origin = f"{ENTRY_POINT_GROUP} entry point {ep.name!r}" + (f" of {dist}" if dist else "")
        plugins[ep.name] = GameSource(ep.name, ep.value, origin)
    out.update(sorted(plugins.items()))
    _SOURCES = (key, out)
    return out


def _entry_points() -> list[EntryPoint]:
    from importlib.metadata import entry_points

    try:
        return list(entry_points(group=ENTRY_POINT_GROUP))
    except Exception:  # noqa: BLE001 - unreadable metadata of some installed package
        return []


def register(game: Game) -> Game:
    """Validate a declaration and register it.

    Raises
    ------
    DeclarationError
        Naming the game and every wrong field.
    """
    problems = declaration_problems(game)
    if problems:
        raise DeclarationError(f"game {game.id!r}: " + "; ".join(problems))
    _REGISTRY[game.id] = game
    return game


def declaration_problems(game: Game) -> list[str]:
    out: list[str] = []
    if not isinstance(game.id, str) or not game.id.isidentifier() or game.id != game.id.lower():
        out.append(f"id: {game.id!r} must be a lower-case identifier")
    if not game.title:
        out.append("title: empty")
    lo_hi = game.players
    if (
        not isinstance(lo_hi, tuple)
        or len(lo_hi) != 2
        or not all(isinstance(x, int) for x in lo_hi)
        or not 1 <= lo_hi[0] <= lo_hi[1] <= 12
    ):
        out.append(f"players: {lo_hi!r} must be (min, max) with 1 <= min <= max <= 12")
    if not (isinstance(game.state_class, type) and issubclass(game.state_class, State)):
        out.append("state_class: must be a subclass of lunarrules.kernel.State")
    if not isinstance(game.rules, RuleBook) or not len(game.rules):
        out.append("rules: must be a non-empty RuleBook")
        return out
    names = [k.name for k in game.action_kinds]
    if len(set(names)) != len(names):
        out.append(f"action_kinds: duplicate names {sorted({n for n in names if names.count(n) > 1})}")
    out.extend(f"phases: {p}" for p in game.flow.problems(set(names)))
    for k in game.action_kinds:
        if not k.name.replace("_", "").replace("-", "").isalnum():
            out.append(f"action_kinds: name {k.name!r} must be one word")
        for rid in k.rules + tuple(r.rule for r in k.requires):
            if rid not in game.rules:
                out.append(f"action_kinds[{k.name}]: rule {rid!r} is not in the rule book")
        for u in k.unlocks:
            if u not in game.kinds:
                out.append(f"action_kinds[{k.name}]: unlocks undeclared kind {u!r}")
        if not any(k.name in p.actions for p in game.phases):
            out.append(f"action_kinds[{k.name}]: no phase allows it")
    for p in game.phases:
        for rid in p.rules:
            if rid not in game.rules:
                out.append(f"phases[{p.id}]: rule {rid!r} is not in the rule book")
    for rid in (game.turn_rule, game.end_rule):
        if rid and rid not in game.rules:
            out.append(f"turn_rule/end_rule: {rid!r} is not in the rule book")
    option_names = {o.name for o in game.options}
    for o in game.options:
        if o.rule and o.rule not in game.rules:
            out.append(f"options[{o.name}]: rule {o.rule!r} is not in the rule book")
        if o.choices and o.default not in o.choices:
            out.append(f"options[{o.name}]: default {o.default!r} is not among its choices")
    for r in game.rules:
        if isinstance(r.provenance, Variant) and r.provenance.option not in option_names:
            out.append(f"rules[{r.id}]: variant option {r.provenance.option!r} is not declared")
        for gname in r.governs:
            if gname not in game.kinds and gname not in game.flow.by_id:
                out.append(f"rules[{r.id}]: governs unknown action kind or phase {gname!r}")
    if game.content_file is not None and not Path(game.content_file).is_file():
        out.append(f"content_file: {game.content_file} does not exist")
    elif game.content_validator is not None and game.content_file is not None:
        out.extend(f"content: {p}" for p in game.content_validator(game.content))
    return out


def _game_by_id(game_id: str, custom_content: dict[str, Any] | None) -> Game:
    g = get(game_id)
    return g.with_content(custom_content) if custom_content else g


def available() -> list[str]:
    """Ids of the games that can be loaded, in a stable order.

    The built-in games first, in the order of :data:`GAME_IDS`, then the games of
    installed ``lunarrules.games`` entry points, sorted by id. Listing a game does
    not import it: :func:`get` does, and says what is wrong with a broken one.
    """
    return list(sources())


def get(game_id: str) -> Game:
    """The registered game ``game_id`` (imports its package on first use).

    Raises
    ------
    UnknownGame
        With the list of known ids.
    DeclarationError
        The game's package or entry point is broken (the message names it).
    """
    if game_id in _REGISTRY:
        return _REGISTRY[game_id]
    source = sources().get(game_id) if isinstance(game_id, str) else None
    if source is None:
        raise UnknownGame(_("no game {id}; games: {games}").format(
            id=repr(game_id), games=", ".join(available())))
    return source.load()
