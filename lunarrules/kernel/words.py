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

import math
from collections.abc import Iterable
from typing import Any

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


__all__ = ["known_names", "number_text", "player_count_text", "plural", "seat_label", "seat_range",
           "split_outside_brackets", "value_name", "value_names"]


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
