"""Explicit, seeded chance.

Every die roll, shuffle and draw of a game comes from the state's own
:class:`Chance` stream, so a game replays exactly from its seed and actions. The
stream is one 64-bit integer (SplitMix64), so copying a state copies its chance
for free and the numbers are the same on every platform and Python version.

A what-if can *force* outcomes: ``state.with_outcomes(die=["move", "energy"])``
queues values that the next draws of that key return instead of random ones.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

_MASK = (1 << 64) - 1
# The shared, never-written ``forced`` mapping of streams with nothing forced.
_NONE_FORCED: dict[str, tuple[Any, ...]] = {}


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def derive_seed(seed: int, *parts: int | str) -> int:
    """A seed derived from ``seed`` and labels, stable across runs and machines."""
    z = seed & _MASK
    for p in parts:
        if isinstance(p, str):
            for b in p.encode("utf-8"):
                z = _mix((z + b + 0x9E3779B97F4A7C15) & _MASK)
        else:
            z = _mix((z + (p & _MASK) + 0x9E3779B97F4A7C15) & _MASK)
    return z


class Chance:
    """A seeded random stream with optional forced outcomes per key.

    The object is mutable but tiny; states copy it when they copy themselves.
    """

    __slots__ = ("state", "forced")

    def __init__(
        self,
        seed: int = 0,
        state: int | None = None,
        forced: Mapping[str, tuple[Any, ...]] | None = None,
    ) -> None:
        self.state = (_mix(seed & _MASK) if state is None else state) & _MASK
        self.forced: dict[str, tuple[Any, ...]] = dict(forced) if forced else _NONE_FORCED

    def copy(self) -> Chance:
        c = Chance.__new__(Chance)
        c.state = self.state
        # Streams with nothing forced (nearly all) share one empty mapping, which
        # is never written to: force() gives a stream its own dict first.
        f = self.forced
        c.forced = f.copy() if f else _NONE_FORCED
        return c

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        return _mix(self.state)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs n >= 1")
        if n == 1:
            return 0
        limit = _MASK - (_MASK + 1) % n
        z = self.state
        while True:
            # next64() written out: draws are on the hot path of every playout.
            z = (z + 0x9E3779B97F4A7C15) & _MASK
            r = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            r = ((r ^ (r >> 27)) * 0x94D049BB133111EB) & _MASK
            r ^= r >> 31
            if r <= limit:
                self.state = z
                return r % n

    def draw(self, key: str, options: Sequence[Any]) -> Any:
        """Pick one of ``options`` for chance ``key`` (a forced value if queued).

        Raises
        ------
        ImpossibleOutcome
            If a forced value for ``key`` is not among ``options``.
        """
        if not self.forced or key not in self.forced:
            return options[self.below(len(options))]
        queued = self.forced[key]
        if queued:
            value, rest = queued[0], queued[1:]
            if rest:
                self.forced[key] = rest
            else:
                del self.forced[key]
            if value not in options:
                from ..errors import ImpossibleOutcome
                from ..i18n import _

                possible = ", ".join(sorted(set(map(str, options)))) or _("nothing")
                raise ImpossibleOutcome(
                    _("the forced {key} {value} cannot come up now; possible: {possible}").format(
                        key=key, value=value, possible=possible)
                )
            return value
        return options[self.below(len(options))]

    def draw_index(self, key: str, options: Sequence[Any]) -> int:
        """Like :meth:`draw` but returns the index of the chosen option."""
        queued = self.forced.get(key)
        if queued:
            value = self.draw(key, options)
            return list(options).index(value)
        return self.below(len(options))

    def shuffle(self, items: list[Any]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def force(self, key: str, values: Sequence[Any]) -> None:
        if self.forced is _NONE_FORCED:
            self.forced = {}
        self.forced[key] = tuple(self.forced.get(key, ())) + tuple(values)

    def to_data(self) -> dict[str, Any]:
        return {"state": self.state, "forced": {k: list(v) for k, v in self.forced.items()}}

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Chance)
            and self.state == other.state
            and self.forced == other.forced
        )

    def __repr__(self) -> str:
        return f"Chance(state={self.state:#x}, forced={self.forced!r})"
