"""Reading untrusted input: saved games and content tables.

Saves are shared (a teacher mails a position to a class) and content files come
from strangers, so both are read as untrusted data. The helpers here never touch
the file system and never run code; they turn every way such data can be wrong
into a list of problems that names the field, instead of a bare Python error:

* :func:`loads` reads JSON text with limits on size, nesting and number length,
  and refuses ``NaN`` / ``Infinity`` (which Python's ``json`` accepts by default).
* :func:`data_problems` checks a value that claims to be plain JSON data (a dict
  handed to ``from_json`` or ``with_content``): text keys, known value types,
  finite numbers, bounded depth and size.
* :func:`short` prints any value briefly, for messages, without deep recursion or
  giant integer conversions.
"""

from __future__ import annotations

import json
import math
from typing import Any

from ..i18n import _, ngettext, number_text

#: Largest save or content text read, in characters.
MAX_TEXT = 8_000_000
#: Deepest nesting of lists and tables (the games' own data is 4 or 5 deep).
MAX_DEPTH = 32
#: Most values (leaves and containers) in one document.
MAX_NODES = 1_000_000
#: Longest whole number, in digits (a seed is at most 20).
MAX_DIGITS = 40
#: Longest text value.
MAX_STRING = 100_000


class UntrustedDataError(ValueError):
    """Raised by :func:`loads`; the callers turn it into ``InvalidSave`` / ``InvalidContent``."""


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise UntrustedDataError(_("a number with {n} digits (at most {most})").format(
            n=len(text), most=MAX_DIGITS))
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > 400:
        raise UntrustedDataError(
            _("a number written with {n} characters").format(n=len(text)))
    value = float(text)
    if not math.isfinite(value):
        raise UntrustedDataError(_("the number {number} is too large").format(number=short(text)))
    return value


def _parse_constant(name: str) -> Any:
    raise UntrustedDataError(_("{value} is not a number JSON allows").format(value=name))


def too_long(size: int, unit: str) -> str:
    """``"9,000,000 characters is too long (at most 8,000,000)"`` in the language in use;
    ``unit`` is ``"characters"`` or ``"bytes"``."""
    if unit == "bytes":
        text = _("{size} bytes is too long (at most {most})")
    else:
        text = _("{size} characters is too long (at most {most})")
    return text.format(size=number_text(size), most=number_text(MAX_TEXT))


def loads(text: str | bytes | bytearray) -> Any:
    """Parse JSON text as untrusted data.

    Raises
    ------
    UntrustedDataError
        Not JSON, not UTF-8, too long, nested too deep for the parser,
        ``NaN``/``Infinity``, or a number too long to be real; the message says
        which. Check nesting and sizes of the parts you use with
        :func:`data_problems`.
    """
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_TEXT:
            raise UntrustedDataError(too_long(len(text), "bytes"))
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as e:
            raise UntrustedDataError(
                _("not UTF-8 text (byte {at})").format(at=e.start)) from None
    if not isinstance(text, str):
        raise UntrustedDataError(
            _("expected JSON text, got {type}").format(type=type(text).__name__))
    if len(text) > MAX_TEXT:
        raise UntrustedDataError(too_long(len(text), "characters"))
    try:
        value = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
        )
    except json.JSONDecodeError as e:
        raise UntrustedDataError(_("not JSON ({error})").format(error=e)) from None
    except RecursionError:
        raise UntrustedDataError(_("nested too deep")) from None
    return value


def data_problems(value: Any, where: str = "", *, max_depth: int = MAX_DEPTH) -> list[str]:
    """Why ``value`` is not plain, bounded JSON data (empty list when it is).

    Plain data is ``None``, ``bool``, whole numbers of at most :data:`MAX_DIGITS`
    digits, finite floats, text, lists, and tables (``dict``) with text keys,
    nested at most ``max_depth`` deep and :data:`MAX_NODES` values in all. At most
    10 problems are reported; each names its place (``history[3]``,
    ``planets[0].track``).
    """
    out: list[str] = []
    nodes = 0
    # An explicit stack: deep input must not exhaust Python's recursion limit.
    stack: list[tuple[Any, str, int]] = [(value, where, 0)]
    while stack and len(out) < 10:
        v, at, depth = stack.pop()
        nodes += 1
        if nodes > MAX_NODES:
            out.append(_("more than {most} values").format(most=number_text(MAX_NODES)))
            break
        name = at or _("the document")
        t = type(v)
        if v is None or t is bool or t is str and len(v) <= MAX_STRING:
            continue
        if t is str:
            out.append(_("{place}: text of {n} characters (at most {most})").format(
                place=name, n=number_text(len(v)), most=number_text(MAX_STRING)))
        elif t is int:
            if v.bit_length() > 132:  # about MAX_DIGITS decimal digits
                out.append(_("{place}: a number too large to be real").format(place=name))
        elif t is float:
            if not math.isfinite(v):
                out.append(_("{place}: {value} is not a number JSON allows").format(place=name, value=v))
        elif t is list or t is dict:
            if depth >= max_depth:
                out.append(_("{place}: nested deeper than {most} levels").format(
                    place=name, most=max_depth))
                continue
            if t is list:
                for i in range(len(v) - 1, -1, -1):
                    stack.append((v[i], f"{at}[{i}]", depth + 1))
            else:
                for k in reversed(list(v)):
                    if type(k) is not str:
                        out.append(_("{place}: key {key} is not text").format(place=name, key=short(k)))
                        continue
                    stack.append((v[k], f"{at}.{k}" if at else k, depth + 1))
        else:
            out.append(_("{place}: {type} is not JSON data").format(place=name, type=t.__name__))
    return out


def short(value: Any, limit: int = 60) -> str:
    """A brief ``repr`` of ``value`` that is safe on hostile input."""
    t = type(value)
    if t is int:
        if value.bit_length() > 200:
            return _("a {bits}-bit number").format(bits=value.bit_length())
        text = repr(value)
    elif t in (str, float, bool) or value is None:
        text = repr(value[: limit + 1] if t is str else value)
    elif t in (tuple, list, dict, set, frozenset):
        n = len(value)
        text = ""
        if n and _shallow(value):
            try:
                text = repr(value)
            except RecursionError:  # pragma: no cover - _shallow rules it out
                pass
        if not text:
            text = ngettext("{type} of {n} item", "{type} of {n} items", n).format(
                type=t.__name__, n=n)
    else:
        text = _("a {type}").format(type=t.__name__)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _shallow(value: Any, depth: int = 0) -> bool:
    """Whether a container is small and at most two levels deep (safe to ``repr``)."""
    if depth > 2:
        return False
    if isinstance(value, (tuple, list, set, frozenset)):
        return len(value) <= 20 and all(_shallow(x, depth + 1) for x in value)
    if isinstance(value, dict):
        return len(value) <= 20 and all(_shallow(x, depth + 1) for x in value.values())
    if type(value) is int:
        return value.bit_length() <= 200
    if type(value) is str:
        return len(value) <= 200
    return value is None or type(value) in (bool, float)
