"""Turn game data into plain JSON-able values (for equality, saves and display)."""

from __future__ import annotations

import dataclasses
import enum
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
