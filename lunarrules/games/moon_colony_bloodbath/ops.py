"""Primitive table operations shared by the instruction handlers and the loss rules."""

from __future__ import annotations

from .content import compiled


def push(d: dict, items: list) -> None:
    """Queue ``items`` so that they resolve in the order given, before anything queued."""
    d["queue"].extend(reversed(items))


def spend(s, p, res, n) -> int:
    """Take up to ``n`` money or food, from building boxes first, then the mat (MCB-BOXES)."""
    d = s.data
    b = compiled(s.game).buildings
    left = n
    tab = d["tableau"][p]
    for i, (bid, stock) in enumerate(tab):
        if left == 0:
            break
        if stock and b[bid].box == res:
            t = min(stock, left)
            tab[i] = (bid, stock - t)
            left -= t
    t = min(d[res][p], left)
    d[res][p] -= t
    left -= t
    return n - left
