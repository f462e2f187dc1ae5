"""Positions as documents: versioned snapshots, literal positions and their checks.

A game declares its table as a ``TypedDict`` (``Game(table=...)``, in the game's
``table.py``), in the game's own words. From it this module derives the schema a
saved position is read against, with msgspec: JSON is decoded and every field's
type is checked at C speed, so loading a position never replays its history.

A snapshot (``state.to_json()``)::

    {"format": "lunarrules-save", "version": 2, "game": ..., "players": ...,
     "seed": ..., "options": {...}, "lunarrules": "0.1.0",
     "content": {...},             # only for custom content
     "outcomes": {...},            # setup draws forced with g.new(outcomes=...)
     "position": {"phase": ..., "to_act": ..., "turn": ..., "steps": ...,
                  "outcome": null, "chance": {"state": ..., "forced": {}},
                  "table": {...}},
     "history": [...], "log": [...]}   # optional (to_json(history=False) leaves them out)

A loaded or edited position is checked as a whole (:func:`position_problems`): the
flow (phase, the seat to act, the outcome), the game's own conservation rules
(pieces that exist, cards in one place, resources and tracks in range) and that
whoever is to decide has something to decide. Every problem found is reported at
once, as python-chess's ``Board.status()`` does.
"""

from __future__ import annotations

import re
import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import msgspec

from ..errors import InvalidPosition, InvalidSave
from ..i18n import _, game_title, ngettext
from .decisions import decision_problems
from .untrusted import data_problems, short

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .state import State

SNAPSHOT_VERSION = 2


class ChanceDoc(msgspec.Struct, forbid_unknown_fields=True):
    """The chance stream: its 64-bit state and the outcomes still forced per key."""

    state: int
    forced: dict[str, list[str | int]] = {}


class OutcomeDoc(msgspec.Struct, forbid_unknown_fields=True):
    """How a finished game ended (see :class:`~lunarrules.kernel.state.Outcome`)."""

    scores: list[int | float]
    winners: list[int]
    reason: str
    rules: list[str] = []
    breakdown: list[dict[str, Any]] = []
    tiebreak: str = ""


class ForcedDoc(msgspec.Struct, forbid_unknown_fields=True):
    """A forced chance outcome in a history: the key and the values queued."""

    force: str
    values: list[str | int]


class LogDoc(msgspec.Struct, array_like=True):
    """One log entry: step, text, rule ids, acting seat."""

    step: int
    text: str
    rules: list[str]
    actor: int | None


_TYPES: dict[Any, tuple[type, type, type]] = {}


def table_types(game: Game) -> tuple[type, type, type]:
    """The msgspec types a snapshot of ``game`` is read with: table, position, save."""
    declared = game.table
    got = _TYPES.get(declared)
    if got is None:
        fields = list(typing.get_type_hints(declared).items())
        table = msgspec.defstruct(
            f"{declared.__name__}Doc", fields, forbid_unknown_fields=True
        )
        position = msgspec.defstruct(
            f"{declared.__name__}Position",
            [
                ("phase", str),
                ("to_act", int | None),
                ("chance", ChanceDoc),
                ("table", table),
                ("turn", int, 0),
                ("steps", int, 0),
                ("outcome", OutcomeDoc | None, None),
            ],
            forbid_unknown_fields=True,
        )
        save = msgspec.defstruct(
            f"{declared.__name__}Save",
            [
                ("format", str),
                ("version", int),
                ("game", str),
                ("players", int),
                ("seed", int),
                ("position", position),
                ("lunarrules", str, ""),
                ("options", dict[str, Any], {}),
                ("outcomes", dict[str, list[str | int]], {}),
                ("content", dict[str, Any] | None, None),
                ("history", list[str | ForcedDoc] | None, None),
                ("log", list[LogDoc] | None, None),
            ],
            forbid_unknown_fields=True,
        )
        # Building a decoder resolves every annotation of the types now (msgspec
        # would otherwise evaluate them at the first decode, inside a load).
        msgspec.json.Decoder(save)
        msgspec.json.Decoder(list[LogDoc])
        got = _TYPES[declared] = (table, position, save)
    return got


_AT = re.compile(r" - at `\$(.*)`$")
_AT_KEY = re.compile(r" - at `key` in `\$(.*)`$")
_EXPECTED = re.compile(r"Expected `([^`]*)`, got `([^`]*)`")
_LENGTH = re.compile(r"Expected `([^`]*)` of length (\d+), got (\d+)")
_BOUND = re.compile(r"Expected `([^`]*)` (>=|<=|>|<) (-?[0-9.]+)")
_FIELD = re.compile(r"Object (missing required|contains unknown) field `([^`]*)`")


def schema_message(e: msgspec.ValidationError, where: str) -> str:
    """A msgspec validation error as ``where.field[2]: expected ...``.

    The field path stays as written; the forms msgspec uses for a wrong type, a
    missing or unknown field, a wrong length and a bound are said in the language
    in use (other forms keep msgspec's English words).
    """
    text = str(e)
    k = _AT_KEY.search(text)
    if k:  # a key of a table is wrong: name the table and say it is a key
        path = where + k.group(1)
        text = _AT_KEY.sub("", text)
    else:
        m = _AT.search(text)
        path = where + (m.group(1) if m else "")
        text = _AT.sub("", text)
    text = _schema_words(text)
    if k:
        text = _("a key: {problem}").format(problem=text)
    return f"{path}: {text}"


def _schema_words(text: str) -> str:
    """One msgspec problem (without its place) in the language in use."""
    m = _FIELD.fullmatch(text)
    if m:
        if m.group(1) == "missing required":
            return _("missing field {field}").format(field=m.group(2))
        return _("unknown field {field}").format(field=m.group(2))
    m = _EXPECTED.fullmatch(text)
    if m:
        return _("expected {expected}, got {got}").format(expected=m.group(1), got=m.group(2))
    m = _LENGTH.fullmatch(text)
    if m:
        return _("expected {expected} of length {length}, got {got}").format(
            expected=m.group(1), length=m.group(2), got=m.group(3))
    m = _BOUND.fullmatch(text)
    if m:
        return _("expected {expected} {comparison} {bound}").format(
            expected=m.group(1), comparison=m.group(2), bound=m.group(3))
    text = text.replace("Object missing required field", "missing field")
    text = text.replace("Object contains unknown field", "unknown field")
    text = text.replace("`", "")
    return text[:1].lower() + text[1:]


def table_of(doc: Any) -> dict[str, Any]:
    """A decoded table record as the dict the engine plays on."""
    table: dict[str, Any] = msgspec.structs.asdict(doc)
    return table


def decode_position(game: Game, raw: Any) -> Any:
    """``raw`` (plain data with text keys) read against the game's position schema.

    Raises
    ------
    InvalidSave
        Naming the first field whose type is wrong, or a missing or unknown field.
    """
    position = table_types(game)[1]
    try:
        return msgspec.convert(raw, position, str_keys=True)
    except msgspec.ValidationError as e:
        raise InvalidSave(schema_message(e, "position")) from None


def encode_table(data: Mapping[str, Any]) -> Any:
    """The table as plain data (text keys, lists), as a snapshot writes it."""
    return plain_data(data)


def plain_data(value: Any) -> Any:
    """``value`` as JSON data: records as objects or lists, tuples as lists, text keys.

    Raises
    ------
    TypeError
        A value JSON cannot hold.
    """
    try:
        return msgspec.json.decode(msgspec.json.encode(value))
    except (msgspec.EncodeError, OverflowError) as e:
        raise TypeError(str(e)) from None


# ------------------------------------------------------------------ checks
def position_problems(state: State, *, thorough: bool = False) -> list[str]:
    """Every reason ``state`` is not a position of its game (empty when it is one).

    Checks the flow (phase, seat to act, outcome), forced chance outcomes and the
    game's own conservation rules (``State._position_problems``). ``thorough``
    also lists the legal actions, to check that whoever is to decide has
    something to do (loading leaves that to the game's own checks, for speed).
    """
    g = state.game
    out: list[str] = []
    if state.phase not in g.flow.by_id:
        phases = ", ".join(g.flow.by_id)
        out.append("phase: " + _("{phase} is not a phase of {game} ({phases})").format(
            phase=short(state.phase), game=game_title(g), phases=phases))
    if state.to_act is not None and not 0 <= state.to_act < state.players:
        out.append("to_act: " + ngettext(
            "seat {seat} is not a player of this {n}-player game",
            "seat {seat} is not a player of this {n}-player game", state.players,
        ).format(seat=state.to_act, n=state.players))
    if state.is_over:
        if state.to_act is not None:
            out.append("to_act: " + _("nobody acts in a finished game"))
        if state.outcome is not None:
            bad = [w for w in state.outcome.winners if not 0 <= w < state.players]
            if bad or len(state.outcome.scores) != state.players:
                out.append("outcome: " + _("one score per player and winners among the players"))
    elif state.phase in g.flow.by_id and state.phase in g.flow.end_phases():
        out.append("phase: " + _("{phase} ends the game, but the position has no outcome").format(
            phase=_label(state)))
    for key, values in state.chance.forced.items():
        problem = g.chance_problem(key, tuple(values))
        if problem:
            out.append(f"chance.forced: {problem}")
    if state.turn < 0 or state._steps < 0:
        out.append(_("turn and steps cannot be negative"))
    if out:
        return out
    out.extend(decision_problems(state))
    try:
        out.extend(state._position_problems())
    except (KeyError, IndexError, TypeError, ValueError, AttributeError, RecursionError) as e:
        out.append(_broken(e))
    if out or state.is_over or not thorough:
        return out
    try:
        legal = state.legal_actions()
    except (KeyError, IndexError, TypeError, ValueError, AttributeError, RecursionError) as e:
        return [_broken(e)]
    if not legal:
        if state.to_act is None:
            out.append(_("nobody is to decide during {phase} but has nothing they may do")
                       .format(phase=_label(state)))
        else:
            out.append(_("{player} is to decide during {phase} but has nothing they may do")
                       .format(player=f"P{state.to_act + 1}", phase=_label(state)))
    return out


def _label(state: State) -> str:
    """The phase's label in the language in use (its declared label in English)."""
    label = state.game.flow.by_id[state.phase].label
    return _(label) if label else label


def _broken(e: BaseException) -> str:
    """A game's check that tripped over the table, as a problem of the position."""
    return _("the table does not hold together ({error})").format(
        error=f"{type(e).__name__}: {short(e, 120)}")


def check_position(state: State) -> State:
    """``state`` if it is a position of its game; else raise :class:`InvalidPosition`."""
    problems = position_problems(state)
    if problems:
        raise InvalidPosition(problems)
    return state


# ------------------------------------------------------------------ editing
_STEP = re.compile(r"\.?([A-Za-z_][A-Za-z_0-9]*|[0-9]+)|\[(-?[0-9]+)\]")


def path_steps(path: str) -> list[str | int]:
    """``"seats[1].energy"`` as ``["seats", 1, "energy"]``.

    Raises
    ------
    InvalidPosition
        A path that is not names and ``[n]`` indexes joined by dots.
    """
    steps: list[str | int] = []
    at = 0
    while at < len(path):
        m = _STEP.match(path, at)
        if m is None or (at == 0 and path.startswith(".")):
            raise InvalidPosition(short(path) + ": " + _(
                "write a field as name, name[2] or name.key"))
        steps.append(int(m.group(2)) if m.group(2) is not None else m.group(1))
        at = m.end()
    if not steps:
        raise InvalidPosition(_("an empty field name"))
    return steps


def apply_changes(table: dict[str, Any], changes: Mapping[str, Any]) -> list[str]:
    """Write ``changes`` (field path -> value) into plain ``table``; the problems found."""
    out: list[str] = []
    for path, value in changes.items():
        if not isinstance(path, str):
            out.append(short(path) + ": " + _("a field is named by text"))
            continue
        try:
            steps = path_steps(path)
        except InvalidPosition as e:
            out.extend(e.problems)
            continue
        try:
            value = plain_data(value)
        except TypeError:
            out.append(path + ": " + _("{value} is not plain data").format(value=short(value)))
            continue
        shape = data_problems(value, path)
        if shape:
            out.extend(shape)
            continue
        node: Any = table
        for i, step in enumerate(steps):
            where = _path_text(steps[: i + 1])
            key = _place(node, step)
            if isinstance(key, str):
                out.append(f"{where}: {key}" if isinstance(node, (dict, list))
                           else f"{_path_text(steps[:i])}: {key}")
                break
            if i == len(steps) - 1:
                node[key[0]] = value
            else:
                node = node[key[0]]
    return out


def _place(node: Any, step: str | int) -> tuple[str | int] | str:
    """Where ``step`` leads in ``node`` (a one-item tuple), or why it leads nowhere."""
    if isinstance(node, dict):
        key = str(step)
        if key in node:
            return (key,)
        return _("no such field (fields here: {fields})").format(
            fields=", ".join(sorted(node)[:12]))
    if isinstance(node, list):
        if isinstance(step, int) and -len(node) <= step < len(node):
            return (step,)
        return ngettext("no such place (this list has {n} item)",
                        "no such place (this list has {n} items)", len(node)).format(n=len(node))
    return _("{value} has no parts to change").format(value=short(node))


def _path_text(steps: list[str | int]) -> str:
    text = ""
    for s in steps:
        text += f"[{s}]" if isinstance(s, int) else (f".{s}" if text else s)
    return text
