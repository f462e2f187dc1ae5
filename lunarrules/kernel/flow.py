"""Phases and steps as data (boardgame.io's phases, with every next phase listed).

A game declares its turn structure once as a tuple of :class:`Phase` nodes, each
listing its possible successors as :class:`Transition` objects with guard labels.
The engine moves only along these edges (``State.goto`` refuses any other move
with a :class:`~lunarrules.errors.FlowError`), and the phase graph and its
diagrams are built from the same declaration.

Node kinds: ``"decision"`` (a player chooses), ``"auto"`` (the engine resolves
it), ``"chance"`` (dice, shuffles, draws) and ``"end"`` (the game is over).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

NODE_KINDS = ("decision", "auto", "chance", "end")


@dataclass(frozen=True)
class Transition:
    """An edge to ``to``, taken when ``guard`` holds (a label, e.g. ``"round < 3"``).

    The guard is English marked ``N_()``; diagrams show it translated.
    """

    to: str
    guard: str = ""


@dataclass(frozen=True)
class Phase:
    """One node of the flow.

    Parameters
    ----------
    id : str
        Node id, stable (used in saves and ``state.phase``).
    label : str
        English label for diagrams and texts, marked ``N_()``: the kernel shows it
        translated (``state.phase_label``); ``term`` the original-language term.
    kind : str
        One of ``NODE_KINDS``.
    actions : tuple of str
        Action kinds allowed while the game is in this node.
    next : tuple of Transition
        Every possible successor, with guard labels.
    cluster : str
        Group for diagrams ("round", "turn", ...); nested with ``/`` ("round/turn").
    """

    id: str
    label: str
    kind: str = "decision"
    actions: tuple[str, ...] = ()
    next: tuple[Transition, ...] = ()
    cluster: str = ""
    term: str = ""
    rules: tuple[str, ...] = ()


class Flow:
    """The validated flow of a game: nodes, edges and the start node."""

    def __init__(self, phases: tuple[Phase, ...] | list[Phase], start: str):
        self.phases = tuple(phases)
        self.start = start
        self.by_id = {p.id: p for p in self.phases}
        self.edges = frozenset((p.id, t.to) for p in self.phases for t in p.next)
        self.allowed = {p.id: frozenset(p.actions) for p in self.phases}

    def problems(self, action_kinds: set[str]) -> list[str]:
        """Every inconsistency in the declaration (empty when valid)."""
        out = []
        if len(self.by_id) != len(self.phases):
            seen: set[str] = set()
            dup: set[str] = set()
            for p in self.phases:
                if p.id in seen:
                    dup.add(p.id)
                seen.add(p.id)
            out.append(f"duplicate phase ids {sorted(dup)}")
        if self.start not in self.by_id:
            out.append(f"start phase {self.start!r} is not declared")
        for p in self.phases:
            if p.kind not in NODE_KINDS:
                out.append(f"phase {p.id!r}: kind {p.kind!r} is not one of {NODE_KINDS}")
            for t in p.next:
                if t.to not in self.by_id:
                    out.append(f"phase {p.id!r}: transition to undeclared phase {t.to!r}")
            if p.kind == "end" and p.next:
                out.append(f"phase {p.id!r}: an end phase has no next phase")
            if p.kind != "end" and not p.next:
                out.append(f"phase {p.id!r}: only end phases may have no next phase")
            for a in p.actions:
                if a not in action_kinds:
                    out.append(f"phase {p.id!r}: allows undeclared action kind {a!r}")
            if p.kind == "decision" and not p.actions:
                out.append(f"phase {p.id!r}: a decision phase must allow some action")
        if not any(p.kind == "end" for p in self.phases):
            out.append("no end phase")
        return out

    def end_phases(self) -> list[str]:
        return [p.id for p in self.phases if p.kind == "end"]


_TRACE: set[tuple[str, str, str]] | None = None


def record(game_id: str, a: str, b: str) -> None:
    if _TRACE is not None:
        _TRACE.add((game_id, a, b))


@contextmanager
def trace_transitions() -> Iterator[set[tuple[str, str, str]]]:
    """Collect every ``(game_id, from, to)`` phase change taken inside the block."""
    global _TRACE
    previous, _TRACE = _TRACE, set()
    try:
        yield _TRACE
    finally:
        taken = _TRACE
        _TRACE = previous
        if previous is not None:
            previous |= taken
