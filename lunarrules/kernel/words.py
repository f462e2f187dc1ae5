"""Small helpers for the words a person reads: seats, counts and numbers.

Seats are 0-based in the API (``state.to_act == 1``) and shown as ``P1``, ``P2``...
in every text; counts agree with their noun ("1 event", "2 events"); a whole
number is printed without a decimal point ("15", not "15.0").

Examples
--------
>>> seat_label(1), seat_label(None), seat_range(3)
('P2', 'nobody', 'P1..P3')
>>> plural(1, "event"), plural(3, "event"), plural(2, "policy", "policies")
('1 event', '3 events', '2 policies')
>>> number_text(15.0), number_text(15.5), number_text(7)
('15', '15.5', '7')
>>> player_count_text(2, 2), player_count_text(2, 5)
('2 players', '2-5 players')
"""

from __future__ import annotations

import functools
import math
import re
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import msgspec

from ..i18n import _, get_language, ngettext


def seat_label(seat: int | None, nobody: str | None = None) -> str:
    """``"P1"`` for seat 0, ``"P2"`` for seat 1...; ``nobody`` for ``None``
    (by default the word "nobody" in the language in use)."""
    if seat is not None:
        return f"P{seat + 1}"
    return _("nobody") if nobody is None else nobody


def seat_range(players: int) -> str:
    """The seats of a ``players``-player game as text: ``"P1..P3"`` (``"P1"`` alone)."""
    return "P1" if players == 1 else f"P1..P{players}"


def plural(n: int, word: str, words: str | None = None) -> str:
    """``n`` and the noun that agrees with it: ``"1 event"``, ``"0 events"``.

    ``words`` is the plural when it is not ``word + "s"`` (``"policies"``).
    English only: a text in the language in use counts with
    :func:`lunarrules.i18n.ngettext` instead.
    """
    return f"{n} {word if n == 1 else (words or word + 's')}"


def number_text(x: Any) -> str:
    """A number as a person reads it: whole values without ``.0``, others as short decimals.

    Anything that is not a number (or is a bool) is returned as ``str(x)``.
    """
    if isinstance(x, bool) or not isinstance(x, (int, float)):
        return str(x)
    if isinstance(x, int):
        return str(x)
    if not math.isfinite(x):
        return str(x)
    if x.is_integer():
        return str(int(x))
    text = f"{x:.6f}".rstrip("0").rstrip(".")
    return text if text not in ("0", "-0") else f"{x:g}"


def player_count_text(lo: int, hi: int) -> str:
    """The player counts a game supports: ``"2 players"``, ``"2-4 players"``, ``"1 player"``
    (in the language in use)."""
    if lo == hi:
        return ngettext("{n} player", "{n} players", lo).format(n=lo)
    return _("{lo}-{hi} players").format(lo=lo, hi=hi)


__all__ = ["BY_SEAT", "HIDDEN", "SEAT", "SEAT_RECORD", "Place", "game_places", "known_names", "number_text",
           "place_hidden", "place_of", "place_pattern", "record_fields", "player_count_text", "plural", "read_seat",
           "seat_label", "seat_range", "split_outside_brackets", "value_name", "value_names"]


def value_name(state: Any, value: Any) -> str:
    """The name a person reads for a value of the table or a chance outcome.

    The game's own words for it first (``Game.value_words``: a tile as "L-shaped
    three-square tile of civ and water"), then the name its content prints (a copy
    ``mk_cadet.2`` of a card reads "Cadet (copy 2)"), else the value as written (a
    number, a code the game does not name).
    """
    game = state.game
    hook = game.value_words
    if hook is not None:
        words: str | None = hook(state, value)
        if words:
            return words
    if isinstance(value, str):
        from .content import sample_names

        names = sample_names((game.base or game).id)
        name = names.get(value)
        if name is not None:
            return name
        base, dot, copy = value.rpartition(".")
        if dot and copy.isdigit() and base in names:
            return _("{name} (copy {n})").format(name=names[base], n=copy)
    return str(value)


def value_names(state: Any, values: Iterable[Any]) -> dict[Any, str]:
    """``{value: name}`` for ``values`` (see :func:`value_name`), each name given once:
    values that would read alike are numbered in order ("Hunger (Event) #1", "#2"). A
    list is typed with commas, so a name keeps a comma only inside brackets ("Stardate
    4 (2 players, final)"); a name with one outside them is the value as written."""
    values = list(dict.fromkeys(values))
    names = {v: value_name(state, v) for v in values}
    alike: dict[str, int] = {}
    for n in names.values():
        alike[n] = alike.get(n, 0) + 1
    taken = set(names.values())
    out: dict[Any, str] = {}
    count: dict[str, int] = {}
    for v, n in names.items():
        if len(split_outside_brackets(n)) > 1:
            n = str(v)
        elif alike[n] > 1:
            count[n] = count.get(n, 0) + 1
            numbered = _("{name} #{n}").format(name=n, n=count[n])
            n = numbered if numbered not in taken else str(v)
        out[v] = n
    return out


def known_names(state: Any, also: Iterable[Any] = ()) -> dict[Any, str]:
    """``{value: name}`` for every text value a chance key of the game lists (its
    cards, tiles, faces...) and the values ``also`` gives, named together by
    :func:`value_names` so each name stands for one value. The game's part is kept per
    language."""
    game = state.game
    kept: dict[str, dict[Any, str]] = game.__dict__.setdefault("_known_names", {})
    lang = get_language()
    names = kept.get(lang)
    if names is None:
        values = [v for key in game.chance for v in (game.chance_values(key) or ()) if isinstance(v, str)]
        names = kept[lang] = value_names(state, values)
    extra = [v for v in also if v not in names]
    if not extra:
        return names
    return value_names(state, [*names, *extra])


def split_outside_brackets(text: str) -> list[str]:
    """``text`` cut at each comma that is not inside brackets, each part stripped.

    >>> split_outside_brackets("Stardate 4 (2 players, final), Envoy")
    ['Stardate 4 (2 players, final)', 'Envoy']
    """
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "([{":
            depth += 1
        elif ch in ")]}" and depth:
            depth -= 1
        elif ch == "," and not depth:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    return parts


# ------------------------------------------------------------------ places
@dataclass(frozen=True)
class Place:
    """How a person reads and types one kind of place of a game's table.

    The position editor and the branch comparison name a place of the table by its
    path (``seats[1].energy``). A game declares, in ``Game(places={pattern: Place})``,
    what a kind of place needs beyond the defaults; the pattern is the path with
    ``[]`` for each list index and ``.field`` for a record kept as a list
    (``seats[].energy``, ``order[]``, ``structures[][].owner``), or ``chance.<key>``
    for the outcomes of a chance key (the what-if box: ``"chance.start_player": SEAT``).

    Attributes
    ----------
    label : callable or None
        ``label(words, *indices)``: this part of the path in words, given the field's
        own words and its list indices from 0 (:data:`SEAT_RECORD` reads ``seats[1]``
        as ``P2``, :data:`BY_SEAT` reads ``money[1]`` as "money of P2").
    seat : bool
        The value is a seat: shown ``P2``, typed ``P2`` (or ``2``).
    show, read : callable or None
        ``show(state, value) -> str`` and ``read(state, text) -> value`` for a value
        the defaults cannot put in words (a planet's squares kept as a bit mask);
        ``read`` raises ``ValueError`` saying, in words, what to write.
    hidden : bool
        Not set by hand (a decision still to make, a copy the engine keeps of another
        place): the editor leaves out this place and everything under it.
    """

    label: Callable[..., str] | None = None
    seat: bool = False
    show: Callable[[Any, Any], str] | None = None
    read: Callable[[Any, str], Any] | None = None
    hidden: bool = False


_INDEX = re.compile(r"\[\d+\]")
_SEAT_TEXT = re.compile(r"\s*[Pp]?\s*(\d{1,6})\s*")  # a few digits: no huge number to read


def _without_none(tp: Any) -> Any:
    if typing.get_origin(tp) in (typing.Union, types.UnionType):
        rest = [a for a in typing.get_args(tp) if a is not type(None)]
        return rest[0] if len(rest) == 1 else None
    return tp


@functools.lru_cache(maxsize=256)
def _hints(tp: Any) -> dict[str, Any]:
    """The fields of a record type by the names a saved position gives them."""
    try:
        if isinstance(tp, type) and issubclass(tp, msgspec.Struct):
            return {f.encode_name: f.type for f in msgspec.structs.fields(tp)}
        return typing.get_type_hints(tp)
    except Exception:  # noqa: BLE001 - an annotation that does not resolve: no names
        return {}


def record_fields(game: Any, steps: Iterable[str | int]) -> list[str | None]:
    """For each step of a table path (``["structures", 4, 0, 0]``), the field a list
    index stands for where the table keeps a record as a list (a ``NamedTuple`` is
    saved as one), else ``None``: ``[None, None, None, "owner"]`` in Shackleton Base."""
    tp = getattr(game, "table", None)
    out: list[str | None] = []
    for step in steps:
        tp = _without_none(tp) if tp is not None else None
        name: str | None = None
        if tp is None:
            pass
        elif isinstance(step, str):
            if isinstance(tp, type):
                tp = _hints(tp).get(step)
            else:
                tp = typing.get_args(tp)[1] if typing.get_origin(tp) is dict else None
        elif isinstance(tp, type) and issubclass(tp, tuple) and hasattr(tp, "_fields"):
            fields = tp._fields
            name = fields[step] if 0 <= step < len(fields) else None
            tp = _hints(tp).get(name) if name else None
        else:
            origin, args = typing.get_origin(tp), typing.get_args(tp)
            if origin is tuple and args and args[-1] is not Ellipsis:
                tp = args[step] if 0 <= step < len(args) else None
            elif origin in (list, tuple) and args:
                tp = args[0]
            else:
                tp = None
        out.append(name)
    return out


def _steps(path: str) -> list[str | int]:
    from .position import path_steps  # the editor's reading of a path

    return path_steps(path)


def place_pattern(path: str, game: Any = None) -> str:
    """The pattern a path matches in ``Game.places``: ``seats[1].tracks[0]`` ->
    ``seats[].tracks[]``; with the game, a record kept as a list is read by its
    fields: ``structures[4][0][0]`` -> ``structures[][].owner`` in Shackleton Base."""
    if game is None or getattr(game, "table", None) is None:
        return _INDEX.sub("[]", path)
    try:
        steps = _steps(path)
    except ValueError:
        return _INDEX.sub("[]", path)
    out = ""
    for step, name in zip(steps, record_fields(game, steps), strict=True):
        if isinstance(step, str):
            out += f".{step}" if out else step
        else:
            out += f".{name}" if name else "[]"
    return out


def game_places(game: Any) -> Mapping[str, Place]:
    """The game's place declarations (a game with custom content: its base game's)."""
    places: Mapping[str, Place] | None = getattr(game, "places", None)
    if places is None and getattr(game, "base", None) is not None:
        places = game.base.places
    return places or {}


def place_of(game: Any, path: str) -> Place | None:
    """The game's declaration for the place at ``path``, if any."""
    places = game_places(game)
    return places.get(place_pattern(path, game)) if places else None


def place_hidden(game: Any, path: str) -> bool:
    """Whether ``path`` is a hidden place or lies under one.

    The stack of open decisions (``decisions``, :mod:`.decisions`) is always hidden:
    a decision is opened by a rule, never set by hand.
    """
    if path == "decisions" or path.startswith(("decisions.", "decisions[")):
        return True
    places = game_places(game)
    if not places:
        return False
    pattern = place_pattern(path, game)
    for end in range(len(pattern), 0, -1):
        if end == len(pattern) or pattern[end] in ".[":
            place = places.get(pattern[:end])
            if place is not None and place.hidden:
                return True
    return False


def read_seat(text: str) -> int:
    """A seat typed as it is shown: ``"P2"`` (or ``"2"``) is seat 1.

    >>> read_seat("P2"), read_seat(" 3 ")
    (1, 2)
    """
    m = _SEAT_TEXT.fullmatch(text or "")
    if m is None or int(m.group(1)) < 1:
        raise ValueError(_("{text!r}: write a player, such as P1").format(text=(text or "").strip()))
    return int(m.group(1)) - 1


def _by_seat(words: str, i: int = 0, *more: int) -> str:
    place = " ".join([words, *(str(m + 1) for m in more)])
    return _("{place} of {player}").format(place=place, player=seat_label(i))


def _seat_record(words: str, i: int = 0, *more: int) -> str:
    return seat_label(i)


#: The value is a seat (``commander``, ``order[]``): shown and typed ``P2``.
SEAT = Place(seat=True)
#: A list with one entry per seat (``money[1]``): "money of P2".
BY_SEAT = Place(label=_by_seat)
#: A list of the seats' own records (``seats[1].energy``): "P2 › energy".
SEAT_RECORD = Place(label=_seat_record)
#: Not set by hand (a decision still to make, a copy of another place).
HIDDEN = Place(hidden=True)
