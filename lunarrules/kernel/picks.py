"""What a click on a picture means: the actions that target the thing clicked.

A game's picture (``games/<id>/picture.py``) marks each thing an action can target
with a ``data-pick`` attribute holding space-separated tokens ``param=value``, written
as the action text writes that parameter (``data-pick="to=coral planet=coral"`` on a
planet, ``data-pick="dice=3"`` on a die). An action targets a marked thing when one of
its parameters, written the same way, is among the thing's tokens; the widgets offer
exactly those actions when the thing is clicked. The engine still decides legality:
a pick only narrows the choice.

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


def targets(action: Action, pick: str) -> bool:
    """Whether ``action`` targets the thing marked with the tokens of ``pick``."""
    return not action_tokens(action).isdisjoint(pick.split())


def matching(actions: Iterable[Action], pick: str) -> list[Action]:
    """The actions of ``actions`` (in order) that target the thing marked ``pick``."""
    wanted = frozenset(pick.split())
    return [a for a in actions if not action_tokens(a).isdisjoint(wanted)]


def picks_in(svg: str) -> list[str]:
    """Every ``data-pick`` value of a picture, in document order, unescaped."""
    return [html.unescape(m) for m in _PICK_RE.findall(svg)]


__all__ = ["PICK_ATTR", "action_tokens", "matching", "pick_attr", "picks_in", "targets", "token"]
