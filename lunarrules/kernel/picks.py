"""What a click on a picture means: the actions that target the thing clicked.

A game's picture (``games/<id>/picture.py``) marks each thing an action can target
with a ``data-pick`` attribute holding space-separated tokens ``param=value``, written
as the action text writes that parameter (``data-pick="to=coral planet=coral"`` on a
planet, ``data-pick="dice=3"`` on a die). An action targets a marked thing when one of
its parameters, written the same way, is among the thing's tokens; the widgets offer
exactly those actions when the thing is clicked. A thing an action names by several
parameters at once (a square by its row and column) joins them with ``+``:
``data-pick="row=3+col=4"`` is targeted by an action with both tokens. The engine still
decides legality: a pick only narrows the choice.

Examples
--------
>>> from lunarrules.kernel import Action
>>> pick_attr("to=coral", "planet=coral")
' data-pick="to=coral planet=coral"'
>>> a = Action.of(0, "move", ship=2, to="coral", mode="orbit")
>>> sorted(action_tokens(a))
['mode=orbit', 'ship=2', 'to=coral']
>>> targets(a, "to=coral planet=coral"), targets(a, "to=zorg")
(True, False)
>>> picks_in('<svg><circle data-pick="dice=1"/><g data-pick="to=a &amp; b"></g></svg>')
['dice=1', 'to=a & b']
>>> place = Action.of(0, "place", tile="inner", row=3, col=4)
>>> targets(place, "row=3+col=4"), targets(place, "row=3+col=5")
(True, False)
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

from .actions import Action, format_value

#: The attribute a picture puts on a thing actions can target.
PICK_ATTR = "data-pick"

_PICK_RE = re.compile(PICK_ATTR + r'="([^"]*)"')


def token(param: str, value: object) -> str:
    """One token: ``param=value`` as an action text writes it (``token("dice", 3)``)."""
    return f"{param}={format_value(value)}"


def pick_attr(*tokens: str) -> str:
    """The attribute text (with a leading space) marking a drawn thing with ``tokens``."""
    return f' {PICK_ATTR}="{html.escape(" ".join(tokens), quote=True)}"'


def action_tokens(action: Action) -> frozenset[str]:
    """The ``param=value`` tokens of ``action`` (what a pick is matched against)."""
    return frozenset(token(k, v) for k, v in action.params)


def _alternatives(pick: str) -> list[frozenset[str]]:
    """The ways an action may target a thing: each a set of tokens it must all have."""
    return [frozenset(alt.split("+")) for alt in pick.split()]


def targets(action: Action, pick: str) -> bool:
    """Whether ``action`` targets the thing marked with the tokens of ``pick``."""
    have = action_tokens(action)
    return any(alt <= have for alt in _alternatives(pick))


def matching(actions: Iterable[Action], pick: str) -> list[Action]:
    """The actions of ``actions`` (in order) that target the thing marked ``pick``."""
    alts = _alternatives(pick)
    return [a for a in actions if any(alt <= action_tokens(a) for alt in alts)]


def live(actions: Iterable[Action], picks: Iterable[str]) -> list[str]:
    """The picks of ``picks`` that at least one of ``actions`` targets (in order)."""
    have = [action_tokens(a) for a in actions]
    return [p for p in picks if any(alt <= h for alt in _alternatives(p) for h in have)]


def picks_in(svg: str) -> list[str]:
    """Every ``data-pick`` value of a picture, in document order, unescaped."""
    return [html.unescape(m) for m in _PICK_RE.findall(svg)]


__all__ = ["PICK_ATTR", "action_tokens", "live", "matching", "pick_attr", "picks_in", "targets", "token"]
