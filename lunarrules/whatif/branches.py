"""Branches of a position and a table of what differs between them.

States are values (``apply`` never changes the old one), so a branch is just a
name for a state reached from another by some forced outcomes and actions.
:class:`Branches` keeps named branches of one root; :func:`compare` lines them
up and lists every field that differs: scores, flow (phase, who acts, actions
played, outcome), each player's own record (resources, hand...) and the board
(everything else on the table), read from
``state.snapshot()["data"]`` or, with ``player=``, from ``state.view(player)``.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..i18n import N_, _, ngettext
from ..kernel import plain
from ..kernel.actions import Action
from ..kernel.words import number_text, seat_label

#: The sections and flow fields of a comparison as a reader sees them (the rows keep
#: the English keys: ``comparison.get("to act")``).
SHOWN = {
    "scores": N_("scores"),
    "flow": N_("flow"),
    "board": N_("board"),
    "phase": N_("phase"),
    "to act": N_("to act"),
    "actions played": N_("actions played"),
    "over": N_("over"),
    "winners": N_("winners"),
    "end reason": N_("end reason"),
}


def _shown(key: str, section: str = "") -> str:
    """A section (or, with its section, a flow field) of a comparison in the language in use."""
    word = SHOWN.get(key) if section in ("", "flow") else None
    return _(word) if word else key


def fork(state, *actions: Action | str, outcomes: Mapping[str, Sequence[Any]] | None = None):
    """The state after forcing ``outcomes`` and playing ``actions`` from ``state``.

    ``state`` itself is unchanged (states are values).

    Parameters
    ----------
    state : lunarrules.State
    *actions : Action or str
        Played in order (texts are parsed with ``game.parse_action``).
    outcomes : mapping, optional
        Chance outcomes to force first, as for ``state.with_outcomes(**outcomes)``.

    Returns
    -------
    lunarrules.State

    Raises
    ------
    RuleViolation
        When an action is refused (nothing is recorded).
    InvalidOutcome, ImpossibleOutcome
        When a forced outcome is impossible.

    Examples
    --------
    >>> s2 = fork(s, "P1 roll", outcomes={"die": [6]})  # doctest: +SKIP
    """
    s = state
    if outcomes:
        s = s.with_outcomes(**{k: list(v) if not isinstance(v, str) else [v] for k, v in outcomes.items()})
    for a in actions:
        s = s.apply(a)
    return s


class Branches(Mapping):
    """Named branches of one root position.

    Parameters
    ----------
    root : lunarrules.State
        The common starting position, kept as branch ``root_name``.
    root_name : str

    Examples
    --------
    >>> b = Branches(s)                                   # doctest: +SKIP
    >>> b.fork("six", "P1 roll", outcomes={"die": [6]})   # doctest: +SKIP
    >>> b.fork("one", "P1 roll", outcomes={"die": [1]})   # doctest: +SKIP
    >>> b.compare()                                       # doctest: +SKIP
    """

    def __init__(self, root, root_name: str = "root"):
        self._states: dict[str, Any] = {root_name: root}
        self._parents: dict[str, str | None] = {root_name: None}
        self._moves: dict[str, tuple[str, ...]] = {root_name: ()}
        self.root_name = root_name

    @property
    def root(self):
        return self._states[self.root_name]

    def fork(
        self,
        name: str,
        *actions: Action | str,
        base: str | None = None,
        outcomes: Mapping[str, Sequence[Any]] | None = None,
    ):
        """Add branch ``name``: ``base`` (default the root) plus outcomes and actions.

        Returns
        -------
        lunarrules.State
            The branch's state.

        Raises
        ------
        ValueError
            ``name`` is taken or ``base`` unknown (nothing is added).
        RuleViolation
            An action is refused (nothing is added).
        """
        if name in self._states:
            raise ValueError(_("there is already a branch named {name}; names: {names}").format(
                name=repr(name), names=", ".join(self._states)))
        base = base or self.root_name
        if base not in self._states:
            raise ValueError(_("no branch {name} to fork from; names: {names}").format(
                name=repr(base), names=", ".join(self._states)))
        s = fork(self._states[base], *actions, outcomes=outcomes)
        moves = []
        if outcomes:
            moves.extend(f"force {k}={list(v) if not isinstance(v, str) else [v]}" for k, v in outcomes.items())
        moves.extend(str(a) for a in actions)
        self._states[name] = s
        self._parents[name] = base
        self._moves[name] = tuple(moves)
        return s

    def extend(self, name: str, *actions: Action | str):
        """Play more actions on branch ``name`` (the branch now names the new state)."""
        if name not in self._states:
            raise ValueError(_("no branch {name}; names: {names}").format(
                name=repr(name), names=", ".join(self._states)))
        s = fork(self._states[name], *actions)
        self._states[name] = s
        self._moves[name] = self._moves[name] + tuple(str(a) for a in actions)
        return s

    def path(self, name: str) -> list[str]:
        """Branch names from the root to ``name``."""
        out = []
        cur: str | None = name
        while cur is not None:
            out.append(cur)
            cur = self._parents[cur]
        return out[::-1]

    def moves(self, name: str) -> tuple[str, ...]:
        """What was forced and played on ``name`` since its base."""
        return self._moves[name]

    def compare(
        self, names: Iterable[str] | None = None, player: int | None = None, view: bool = False
    ) -> Comparison:
        """:func:`compare` over these branches (all, or ``names`` in that order)."""
        names = list(names) if names is not None else list(self._states)
        return compare({k: self._states[k] for k in names}, player=player, view=view)

    # Mapping protocol
    def __getitem__(self, name: str):
        return self._states[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._states)

    def __len__(self) -> int:
        return len(self._states)

    def __repr__(self) -> str:
        return f"<Branches {', '.join(self._states)}>"

    def _repr_html_(self) -> str:
        rows = "".join(
            f"<tr><td><b>{html.escape(k)}</b></td><td>{html.escape(self._parents[k] or '')}</td>"
            f"<td>{html.escape('; '.join(self._moves[k]))}</td><td>{html.escape(str(s))}</td></tr>"
            for k, s in self._states.items()
        )
        head = "".join(f"<th>{html.escape(h)}</th>" for h in
                       (_("branch"), _("from"), _("forced / played"), _("position")))
        return f"<table><tr>{head}</tr>{rows}</table>"


# ------------------------------------------------------------------ compare
def flatten(value: Any, prefix: str = "") -> dict[str, Any]:
    """Plain data as ``{"players[0].energy": 2, ...}`` (leaves only; empty containers kept).

    A long list of plain values or coordinates (a deck, covered squares) reads
    better as one value than as one row per position.
    """
    return plain.flatten(value, prefix, _long_and_small)


def _long_and_small(values: list | tuple) -> bool:
    return len(values) > 8 and all(_is_small(v) for v in values)


def _is_small(v: Any) -> bool:
    if isinstance(v, (list, tuple)):
        return len(v) <= 4 and all(not isinstance(x, (Mapping, list, tuple)) for x in v)
    return not isinstance(v, Mapping)


def _seat_prefixes(table: Any, players: int) -> dict[str, int]:
    """Flattened-path prefixes of the players' own records: ``{"players[0]": 0, ...}``.

    A record list is a list of one mapping per seat, at the top of the table or
    one level down (``players``, ``seats``, ``p``...).
    """
    out: dict[str, int] = {}
    if players < 2 or not isinstance(table, Mapping):
        return out
    candidates = [(str(k), v) for k, v in table.items()]
    for k, v in list(candidates):
        if isinstance(v, Mapping):
            candidates.extend((f"{k}.{k2}", v2) for k2, v2 in v.items())
    for path, v in candidates:
        if isinstance(v, list) and len(v) == players and all(isinstance(x, Mapping) for x in v):
            for i in range(players):
                out[f"{path}[{i}]"] = i
    return out


def _section(field: str, prefixes: dict[str, int]) -> str:
    for prefix, seat in prefixes.items():
        if field == prefix or field.startswith(prefix + ".") or field.startswith(prefix + "["):
            return f"P{seat + 1}"
    return "board"


def _fields(state, player: int | None, view: bool = False) -> dict[str, tuple[str, Any]]:
    """``{field: (section, value)}`` for one state."""
    out: dict[str, tuple[str, Any]] = {}
    scores = state.scores()
    if scores is not None:
        for i, v in enumerate(scores):
            out[f"P{i + 1}"] = ("scores", v)
    out["phase"] = ("flow", state.phase)
    out["to act"] = ("flow", seat_label(state.to_act))  # as State.to_act_label; stand-ins too
    out["actions played"] = ("flow", state.steps)
    out["over"] = ("flow", state.is_over)
    if state.outcome is not None:
        out["winners"] = ("flow", " ".join(f"P{w + 1}" for w in state.outcome.winners))
        out["end reason"] = ("flow", state.outcome.reason)
    table = state.view(player) if view or player is not None else state.snapshot()["data"]
    prefixes = _seat_prefixes(table, state.players)
    for k, v in flatten(table).items():
        out[k] = (_section(k, prefixes), v)
    return out


@dataclass
class Comparison:
    """What differs between named states: rows of ``(section, field, values...)``.

    Sections are ``"scores"``, ``"flow"`` (phase, who acts, actions played,
    outcome), ``"P1"``, ``"P2"``... (each player's own record in the game data:
    resources, hand, buildings) and ``"board"`` (the rest of the table: shared
    board, decks, market). ``values[i]`` belongs to ``names[i]``; a field missing
    in a state is ``None``.
    """

    names: list[str]
    rows: list[tuple[str, str, tuple[Any, ...]]]
    same: int

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self):
        return iter(self.rows)

    def get(self, field: str) -> tuple[Any, ...] | None:
        """The values of ``field`` per branch, or ``None`` if it does not differ."""
        for _section, f, vals in self.rows:
            if f == field:
                return vals
        return None

    @property
    def fields(self) -> list[str]:
        return [f for _, f, _ in self.rows]

    def to_records(self) -> list[dict]:
        return [{"section": s, "field": f, **dict(zip(self.names, vals, strict=True))} for s, f, vals in self.rows]

    def to_pandas(self):
        """A ``pandas.DataFrame`` indexed by (section, field), one column per branch."""
        import pandas as pd

        df = pd.DataFrame(self.to_records(), columns=["section", "field", *self.names])
        return df.set_index(["section", "field"])

    def __str__(self) -> str:
        if not self.rows:
            return ngettext("no differences between {names} ({n} field equal)",
                            "no differences between {names} ({n} fields equal)",
                            self.same).format(names=", ".join(self.names), n=self.same)
        cells = [[_("section"), _("field"), *self.names]]
        cells += [[_shown(s), _shown(f, s), *(_short(v) for v in vals)] for s, f, vals in self.rows]
        widths = [max(len(r[i]) for r in cells) for i in range(len(cells[0]))]
        lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in cells]
        lines.insert(1, "  ".join("-" * w for w in widths))
        lines.append(_("({differ}, {same} equal)").format(differ=self._differ(), same=self.same))
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<Comparison of {', '.join(self.names)}: {self._differ()}>"

    def _differ(self) -> str:
        n = len(self.rows)
        return ngettext("{n} field differs", "{n} fields differ", n).format(n=n)

    def _repr_html_(self) -> str:
        th = "".join(f"<th>{html.escape(n)}</th>" for n in self.names)
        body = []
        for s, f, vals in self.rows:
            first = vals[0]
            tds = []
            for i, v in enumerate(vals):
                style = ""
                if i and v != first:
                    style = " style='background:#fff3c4'"
                    if _is_num(v) and _is_num(first):
                        d = v - first
                        text = f"{_short(v)} ({'+' if d >= 0 else ''}{number_text(d)})"
                        tds.append(f"<td{style}>{html.escape(text)}</td>")
                        continue
                tds.append(f"<td{style}>{html.escape(_short(v))}</td>")
            body.append(f"<tr><td>{html.escape(_shown(s))}</td>"
                        f"<td><code>{html.escape(_shown(f, s))}</code></td>{''.join(tds)}</tr>")
        caption = (
            "<caption>" + _("{differ}, {same} equal; changes are against {name}").format(
                differ=self._differ(), same=self.same,
                name=f"<b>{html.escape(self.names[0])}</b>") + "</caption>"
            if self.names
            else ""
        )
        section, field = html.escape(_("section")), html.escape(_("field"))
        return (
            f"<table class='lunarrules-compare'>{caption}<tr><th>{section}</th>"
            f"<th>{field}</th>{th}</tr>"
            f"{''.join(body)}</table>"
        )


def _is_num(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _short(v: Any, limit: int = 60) -> str:
    text = "—" if v is None else number_text(v) if type(v) is float else str(v)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _order(section: str) -> tuple[int, int]:
    if section == "scores":
        return (0, 0)
    if section == "flow":
        return (1, 0)
    if section.startswith("P") and section[1:].isdigit():
        return (2, int(section[1:]))
    return (3, 0)


def compare(branches, player: int | None = None, view: bool = False) -> Comparison:
    """Tabulate the fields that differ between states.

    Parameters
    ----------
    branches : Branches, mapping of name -> State, or sequence of States
        Sequences are named ``"0"``, ``"1"``, ...
    player : int, optional
        Compare what this seat may see (``state.view(player)``) instead of the
        full table (``state.snapshot()["data"]``).
    view : bool
        Compare the game's own view of the table (``state.view(player)``; with no
        player, the spectator's view: often more readable, but without hidden
        information such as hands).

    Returns
    -------
    Comparison
        Displays as a table in Jupyter; ``str()`` is a text table.

    Raises
    ------
    ValueError
        When given no states.

    Examples
    --------
    >>> c = compare({"keep": s1, "reroll": s2})  # doctest: +SKIP
    >>> c.get("P1")                              # doctest: +SKIP
    """
    if isinstance(branches, Branches):
        items = list(branches.items())
    elif isinstance(branches, Mapping):
        items = list(branches.items())
    else:
        items = [(str(i), s) for i, s in enumerate(branches)]
    if not items:
        raise ValueError(_("compare() needs at least one state"))
    names = [n for n, _ in items]
    per = [_fields(s, player, view) for _, s in items]
    keys: dict[str, str] = {}
    for fields in per:
        for k, (section, _value) in fields.items():
            keys.setdefault(k, section)
    rows = []
    same = 0
    for k, section in keys.items():
        vals = tuple(f[k][1] if k in f else None for f in per)
        if all(v == vals[0] for v in vals[1:]) and all(k in f for f in per):
            same += 1
            continue
        rows.append((section, k, vals))
    rows.sort(key=lambda r: _order(r[0]))
    return Comparison(names, rows, same)
