"""Checking user content against the shape of a game's sample content.

A game's ``content.toml`` is its own schema: every table a user may write, every
field of its entries and the type of each field appear in the sample (a field the
sample does not use is declared in ``Game(content_fields=...)``). User content is
checked against that shape before the game's own validator reads it, so a
misspelt table (``[[planetz]]``), an unknown field (``trak = 5``), another game's
file or a value of the wrong type is refused with a message that names the place
and, for a misspelling, the closest valid name.

Numbers are bounded too: whole numbers in content lie between
``-MAX_NUMBER`` and ``MAX_NUMBER``, and may be negative only in a field whose sample
values include a negative one (a gain or a cost is never negative).
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from functools import cache
from typing import Any

from ..i18n import N_, _
from .untrusted import short

#: Largest whole number (in size) accepted anywhere in content.
MAX_NUMBER = 1000

_TYPE_WORDS = {
    bool: N_("true or false"),
    int: N_("a whole number"),
    float: N_("a number"),
    str: N_("a text"),
    list: N_("a list"),
    dict: N_("a table"),
}


def _kind(value: Any) -> type:
    t = type(value)
    return dict if isinstance(value, Mapping) else t


def _closest(name: str, known: Any) -> str:
    match = difflib.get_close_matches(str(name), sorted(known), n=1, cutoff=0.6)
    return _("; did you mean {name}?").format(name=repr(match[0])) if match else ""


def _field_shapes(entries: list[Any]) -> dict[str, set[type]]:
    shapes: dict[str, set[type]] = {}
    for e in entries:
        if isinstance(e, Mapping):
            for k, v in e.items():
                shapes.setdefault(k, set()).add(_kind(v))
    return shapes


def _has_negative(value: Any) -> bool:
    stack = [value]
    while stack:
        v = stack.pop()
        if type(v) in (int, float) and v < 0:
            return True
        if isinstance(v, Mapping):
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
    return False


def _number_problems(value: Any, where: str, negative_ok: bool) -> list[str]:
    out: list[str] = []
    stack = [(value, where)]
    while stack and len(out) < 5:
        v, at = stack.pop()
        t = type(v)
        if t is int or t is float:
            if not -MAX_NUMBER <= v <= MAX_NUMBER:
                out.append(at + ": " + _("{value} is out of range (at most {most})").format(
                    value=short(v), most=MAX_NUMBER))
            elif v < 0 and not negative_ok:
                out.append(at + ": " + _("{value} must not be negative").format(value=short(v)))
        elif isinstance(v, Mapping):
            stack.extend((x, f"{at}.{k}") for k, x in v.items())
        elif t is list:
            stack.extend((x, f"{at}[{i}]") for i, x in enumerate(v))
    return out


def _type_problem(value: Any, allowed: set[type], where: str) -> str | None:
    k = _kind(value)
    if k in allowed or (k is int and float in allowed):
        return None
    # Sorted by the English words, so that the English text stays as it always was.
    words = sorted(((_TYPE_WORDS.get(t, t.__name__), t) for t in allowed), key=lambda x: x[0])
    shown = [_(w) if t in _TYPE_WORDS else w for w, t in words]
    want = shown[0]
    for w in shown[1:]:  # "a text or a list or a table", as the English always said
        want = _("{items} or {last}").format(items=want, last=w)
    return where + ": " + _("expected {expected}, got {got}").format(
        expected=want, got=short(value))


def _entry_name(entry: Mapping[str, Any], i: int) -> str:
    ident = entry.get("id")
    return short(ident, 30).strip("'") if type(ident) is str and ident else str(i)


def shape_problems(
    extra: Mapping[str, Any],
    sample: Mapping[str, Any],
    game_id: str,
    declared: Mapping[str, tuple[str, ...]] | None = None,
) -> list[str]:
    """Every way ``extra`` does not fit the shape of ``sample`` (empty when it fits).

    Parameters
    ----------
    extra : Mapping
        User content (already checked to be plain data).
    sample : Mapping
        The game's own content, which defines the tables, fields and types.
    game_id : str
        For messages.
    declared : Mapping, optional
        Extra field names per table that the sample does not use.
    """
    declared = declared or {}
    out: list[str] = []
    known_tables = set(sample)
    # ``remove`` (ids to take out) is every game's: see kernel.game.merge_content.
    unknown = [k for k in extra if k not in known_tables and k != "remove"]
    if unknown and len(unknown) == len(extra):
        return [
            _("none of the tables ({tables}) belong to {game}; its tables are {known}").format(
                tables=", ".join(map(str, unknown)), game=game_id,
                known=", ".join(sorted(known_tables)))
            + (_closest(unknown[0], known_tables) if len(unknown) == 1 else "")
        ]
    for k in unknown:
        out.append(_("unknown table {table} for {game}").format(table=repr(k), game=game_id)
                   + _closest(k, known_tables))
    for table, value in extra.items():
        if table not in known_tables:
            continue
        base = sample[table]
        if isinstance(base, list) and all(isinstance(e, Mapping) for e in base):
            out.extend(_list_problems(table, value, base, declared.get(table, ())))
        elif isinstance(base, Mapping):
            out.extend(_record_problems(table, value, base, declared.get(table, ())))
        else:
            p = _type_problem(value, {_kind(base)}, table)
            if p:
                out.append(p)
            else:
                out.extend(_number_problems(value, table, _has_negative(base)))
    return out


def _fields_problems(
    where: str, entry: Mapping[str, Any], shapes: dict[str, set[type]], negatives: set[str],
    extra_fields: tuple[str, ...],
) -> list[str]:
    out = []
    known = set(shapes) | set(extra_fields)
    for f, v in entry.items():
        if f not in known:
            hint = _closest(f, known) or _("; its fields are {fields}").format(
                fields=", ".join(sorted(shapes or known)))
            out.append(where + ": " + _("unknown field {field}").format(field=repr(f)) + hint)
            continue
        if f in shapes:
            p = _type_problem(v, shapes[f], f"{where}.{f}")
            if p:
                out.append(p)
                continue
        out.extend(_number_problems(v, f"{where}.{f}", f in negatives or f in extra_fields))
    return out


def _list_problems(
    table: str, value: Any, base: list[Any], extra_fields: tuple[str, ...]
) -> list[str]:
    if not isinstance(value, list):
        return [table + ": " + _("expected a list of tables ({form}), got {got}").format(
            form=f"[[{table}]]", got=short(value))]
    shapes = _field_shapes(base)
    negatives = {f for e in base for f, v in e.items() if _has_negative(v)}
    out = []
    for i, entry in enumerate(value):
        if not isinstance(entry, Mapping):
            out.append(f"{table}[{i}]: " + _("expected a table, got {got}").format(
                got=short(entry)))
            continue
        where = f"{table}[{_entry_name(entry, i)}]"
        out.extend(_fields_problems(where, entry, shapes, negatives, extra_fields))
    return out


def _record_problems(
    table: str, value: Any, base: Mapping[str, Any], extra_fields: tuple[str, ...]
) -> list[str]:
    if not isinstance(value, Mapping):
        return [table + ": " + _("expected a table ({form}), got {got}").format(
            form=f"[{table}]", got=short(value))]
    shapes = {k: {_kind(v)} for k, v in base.items()}
    negatives = {k for k, v in base.items() if _has_negative(v)}
    return _fields_problems(table, value, shapes, negatives, extra_fields)


@cache
def sample_names(game_id: str) -> Mapping[str, str]:
    """The name of every entry of a game's sample content that has an ``id`` and a
    ``name`` (``{"mer_flagship": "USS Meridian", ...}``), as printed; read only."""
    import tomllib
    from importlib.resources import files
    from types import MappingProxyType

    try:
        text = files(f"lunarrules.games.{game_id}").joinpath("content.toml").read_text(encoding="utf-8")
    except (ModuleNotFoundError, FileNotFoundError):
        return MappingProxyType({})
    out: dict[str, str] = {}
    todo: list[Any] = [tomllib.loads(text)]
    while todo:
        v = todo.pop()
        if isinstance(v, dict):
            if isinstance(v.get("id"), str) and isinstance(v.get("name"), str):
                out.setdefault(v["id"], v["name"])
            todo.extend(v.values())
        elif isinstance(v, list):
            todo.extend(v)
    return MappingProxyType(out)
