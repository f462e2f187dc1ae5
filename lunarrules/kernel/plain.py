"""Turn game data into plain JSON-able values (for equality, saves and display)."""

from __future__ import annotations

import dataclasses
import enum
import re
from collections.abc import Callable, Mapping
from typing import Any


def to_plain(obj: Any) -> Any:
    """Dataclasses -> dicts, tuples -> lists, sets -> sorted lists, enums -> values."""
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    if isinstance(obj, enum.Enum):
        return to_plain(obj.value)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_plain(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, dict):
        return {str(k): to_plain(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [to_plain(x) for x in obj]
    if isinstance(obj, (set, frozenset)):
        return sorted((to_plain(x) for x in obj), key=repr)
    if hasattr(obj, "to_plain"):
        return obj.to_plain()
    return str(obj)


def flatten(
    value: Any, prefix: str = "", whole: Callable[[list[Any] | tuple[Any, ...]], bool] | None = None
) -> dict[str, Any]:
    """Nested mappings and lists as ``{"players[0].energy": 2, ...}``: one entry per leaf.

    Empty containers are kept as values (``{"hand": []}``). A non-empty list for
    which ``whole(list)`` is true stays one value instead of one entry per item
    (a hand of cards, a long deck).
    """
    out: dict[str, Any] = {}
    if isinstance(value, Mapping):
        if not value and prefix:
            out[prefix] = {}
        for k, v in value.items():
            out.update(flatten(v, f"{prefix}.{k}" if prefix else str(k), whole))
    elif isinstance(value, (list, tuple)):
        if not value:
            if prefix:
                out[prefix] = []
        elif whole is not None and whole(value):
            out[prefix] = list(value)
        else:
            for i, v in enumerate(value):
                out.update(flatten(v, f"{prefix}[{i}]", whole))
    else:
        out[prefix] = value
    return out


_INDEX = re.compile(r"\[(\d+)\]")


def path_names(path: str) -> list[str]:
    """The names along a field path, without its list indices:
    ``seats[1].civ_cards`` -> ``["seats", "civ_cards"]``."""
    return [name for name in (_INDEX.sub("", part) for part in path.split(".")) if name]
