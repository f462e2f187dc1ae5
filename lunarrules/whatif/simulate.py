"""Monte Carlo: play many seeded games with chosen policies, serially or on any Executor.

Game ``i`` of a run with seed ``S`` is set up with
``derive_seed(S, "game", i)`` and its policies draw from a ``random.Random``
seeded with ``derive_seed(that seed, "policies")``, so every game is fixed by
``(S, i)`` alone: the results are the same serially, on a local process pool or
on a Dask cluster, whatever the number of workers or the chunk size.

Workers receive only small picklable values (a game reference, policy names or
picklable callables, the options) and import nothing but :mod:`lunarrules`, so
they start fast; tqdm, pandas and matplotlib are used in the calling process only.
"""

from __future__ import annotations

import csv
import importlib
import io
import os
import random
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import InvalidOption
from ..i18n import N_, _, get_language, language, ngettext
from ..kernel.chance import derive_seed
from ..kernel.game import Game, available
from ..kernel.game import get as get_game
from ..kernel.words import number_text
from .policies import Policy, resolve

#: A game that has not ended after this many actions is stopped and recorded as truncated.
MAX_ACTIONS = 20_000

#: Below this many games, ``simulate`` runs serially unless given ``jobs`` or an executor.
PARALLEL_FROM = 2_000

#: The end reason of a truncated game (kept in English in the records; shown translated).
TRUNCATED = N_("truncated: no end within the action limit")


# ------------------------------------------------------------------ game refs
# Registered games travel by id and are looked up in the kernel's registry.
def game_ref(game: Game | str) -> tuple[str, dict | None]:
    """A picklable reference to ``game``: ``(id or "module:attr", custom content)``.

    Registered games travel by id. A game object that is not registered (a test
    game, say) travels as ``"module:GAME"`` when its state class's module (or
    that module's package) defines it as ``GAME``.

    Raises
    ------
    ValueError
        When the game cannot be found again by import in another process.
    """
    if isinstance(game, str):
        if ":" in game:
            return game, None
        get_game(game)  # raises UnknownGame with the list of ids
        return game, None
    if not isinstance(game, Game):
        raise ValueError(_("expected a game id or a Game, got {type}").format(
            type=type(game).__name__))
    base = game.base or game
    content = game.custom_content
    if base.id in available():
        try:
            if get_game(base.id) is base:
                return base.id, content
        except Exception:  # noqa: BLE001 - a broken package elsewhere must not hide this one
            pass
    module = base.state_class.__module__
    candidates = [module]
    if "." in module:
        candidates.append(module.rsplit(".", 1)[0])
    for name in candidates:
        mod = importlib.import_module(name)
        for attr, value in vars(mod).items():
            if value is base:
                return f"{name}:{attr}", content
    raise ValueError(
        _("game {id} is neither registered nor a module-level name in {module}; "
          "define it at module level (GAME = Game(...)) so worker processes can import it").format(
            id=repr(base.id), module=module)
    )


_GAMES: dict[tuple[str, str], Game] = {}


def load_game(ref: str, content: dict | None = None) -> Game:
    """The game for a :func:`game_ref` (cached per process)."""
    key = (ref, repr(content))
    g = _GAMES.get(key)
    if g is None:
        if ":" in ref:
            module, attr = ref.split(":", 1)
            g = getattr(importlib.import_module(module), attr)
        else:
            g = get_game(ref)
        if content:
            g = g.with_content(content)
        _GAMES[key] = g
    return g


# ------------------------------------------------------------------ records
@dataclass(frozen=True)
class GameRecord:
    """One simulated game.

    Attributes
    ----------
    index : int
        Position in the run (0-based); with the run's seed it fixes the game.
    seed : int
        The game's own seed (``game.new(seed=...)``).
    players : int
    policies : tuple of str
        Policy name per seat.
    scores : tuple of float
        Final score per seat.
    winners : tuple of int
        Winning seats (0-based); several on a declared tie; empty if truncated.
    length : int
        Number of actions played.
    reason : str
        Why the game ended (``outcome.reason``).
    """

    index: int
    seed: int
    players: int
    policies: tuple[str, ...]
    scores: tuple[float, ...]
    winners: tuple[int, ...]
    length: int
    reason: str

    @property
    def truncated(self) -> bool:
        return self.reason == TRUNCATED

    def row(self, max_players: int | None = None) -> dict:
        """One flat row: index, seed, players, length, reason, winners, per-seat columns."""
        n = max_players or self.players
        row = {
            "index": self.index,
            "seed": self.seed,
            "players": self.players,
            "length": self.length,
            "reason": self.reason,
            "winners": " ".join(f"P{w + 1}" for w in self.winners),
            "tie": len(self.winners) > 1,
        }
        for i in range(n):
            row[f"score_P{i + 1}"] = self.scores[i] if i < self.players else None
            row[f"policy_P{i + 1}"] = self.policies[i] if i < self.players else None
        return row


class Results(Sequence):
    """The table of a simulation run: a sequence of :class:`GameRecord`, by index.

    Examples
    --------
    >>> res = simulate("tiny_epic_galaxies", players=2, n=10, seed=1, progress=False)  # doctest: +SKIP
    >>> res.win_rates("seat")  # doctest: +SKIP
    """

    def __init__(self, records: Iterable[GameRecord], game_id: str = "", seed: int | None = None):
        self.records: list[GameRecord] = sorted(records, key=lambda r: r.index)
        self.game_id = game_id
        self.seed = seed

    # Sequence protocol
    def __len__(self) -> int:
        return len(self.records)

    def __getitem__(self, i):
        return self.records[i]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Results):
            return NotImplemented
        return self.records == other.records

    __hash__ = None  # type: ignore[assignment]

    # tables
    @property
    def max_players(self) -> int:
        return max((r.players for r in self.records), default=0)

    def rows(self) -> list[dict]:
        """One flat dict per game (see :meth:`GameRecord.row`)."""
        m = self.max_players
        return [r.row(m) for r in self.records]

    def seat_rows(self) -> list[dict]:
        """One dict per (game, seat): index, seat, policy, score, won, tie, length."""
        out = []
        for r in self.records:
            for s in range(r.players):
                out.append(
                    {
                        "index": r.index,
                        "seat": s + 1,
                        "policy": r.policies[s],
                        "score": r.scores[s],
                        "won": s in r.winners,
                        "tie": len(r.winners) > 1,
                        "length": r.length,
                    }
                )
        return out

    def to_pandas(self, per: str = "game"):
        """A ``pandas.DataFrame``: one row per game (``per="game"``) or per seat (``"seat"``).

        Raises
        ------
        ImportError
            When pandas is not installed (``pip install lunarrules[sim]``).
        ValueError
            For another ``per``.
        """
        try:
            import pandas as pd
        except ImportError:  # pragma: no cover - depends on the environment
            raise ImportError(_("to_pandas() needs pandas: {command}").format(
                command="pip install 'lunarrules[sim]'")) from None
        if per == "game":
            return pd.DataFrame(self.rows())
        if per == "seat":
            return pd.DataFrame(self.seat_rows())
        raise ValueError(_("per must be 'game' or 'seat', not {value}").format(value=repr(per)))

    def to_csv(self, path_or_file: str | os.PathLike | io.TextIOBase | None = None) -> str | None:
        """Write one row per game as CSV to a path or open file; with no target, return the text.

        Whole scores are written as whole numbers (``15``, not ``15.0``).
        """
        rows = self.rows()
        fields = list(rows[0]) if rows else ["index", "seed", "players", "length", "reason", "winners"]
        if path_or_file is None:
            buf = io.StringIO()
            self._write_csv(buf, fields, rows)
            return buf.getvalue()
        if hasattr(path_or_file, "write"):
            self._write_csv(path_or_file, fields, rows)
            return None
        with open(path_or_file, "w", newline="", encoding="utf-8") as f:
            self._write_csv(f, fields, rows)
        return None

    @staticmethod
    def _write_csv(f, fields, rows) -> None:
        w = csv.DictWriter(f, fieldnames=fields, lineterminator="\n")
        w.writeheader()
        # Scores are floats in the records; a whole score is written "15", not "15.0".
        w.writerows(
            {k: number_text(v) if type(v) is float else v for k, v in row.items()} for row in rows
        )

    # summaries
    def win_rates(self, by: str = "seat", z: float = 1.96) -> list[dict]:
        """Win rate with a Wilson interval per seat (``by="seat"``) or per policy.

        A shared win (declared tie) counts as a win for each tied seat.

        Returns
        -------
        list of dict
            ``{by: key, "wins": k, "games": n, "rate": k/n, "low": .., "high": ..}``.
        """
        if by not in ("seat", "policy"):
            raise ValueError(_("by must be 'seat' or 'policy', not {value}").format(value=repr(by)))
        counts: dict[Any, list[int]] = {}
        for row in self.seat_rows():
            c = counts.setdefault(row[by], [0, 0])
            c[0] += row["won"]
            c[1] += 1
        out = []
        for key in sorted(counts, key=str):
            k, n = counts[key]
            lo, hi = wilson(k, n, z)
            out.append({by: key, "wins": k, "games": n, "rate": k / n if n else 0.0, "low": lo, "high": hi})
        return out

    def summary(self) -> str:
        """A short text summary: games, mean length, end reasons, win rate per seat."""
        if not self.records:
            return _("no games")
        n = len(self.records)
        mean_len = sum(r.length for r in self.records) / n
        reasons: dict[str, int] = {}
        for r in self.records:
            reasons[r.reason] = reasons.get(r.reason, 0) + 1
        lines = [ngettext("{game}: {n} game, mean length {length} actions",
                          "{game}: {n} games, mean length {length} actions", n).format(
            game=self.game_id or _("game"), n=n, length=f"{mean_len:.1f}")]
        for w in self.win_rates("seat"):
            lines.append("  " + win_rate_text(_("seat {seat}").format(seat=f"P{w['seat']}"), w))
        top = sorted(reasons.items(), key=lambda kv: -kv[1])[:3]
        lines.append("  " + _("end reasons: {reasons}").format(
            reasons="; ".join(f"{reason_text(k)} ({v})" for k, v in top)))
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<Results {self.game_id} n={len(self)} seed={self.seed}>"

    def _repr_html_(self) -> str:
        import html

        head = html.escape(self.summary()).replace("\n", "<br>")
        rows = self.rows()[:10]
        if not rows:
            return f"<p>{head}</p>"
        cols = list(rows[0])
        th = "".join(f"<th>{html.escape(c)}</th>" for c in cols)
        body = "".join(
            "<tr>" + "".join(f"<td>{html.escape(number_text(r[c]))}</td>" for c in cols) + "</tr>"
            for r in rows
        )
        more = ("<p>" + html.escape(_("... {n} more").format(n=len(self) - 10)) + "</p>"
                if len(self) > 10 else "")
        return f"<p>{head}</p><table><tr>{th}</tr>{body}</table>{more}"

    # plots (matplotlib, imported on use)
    def plot(self, kind: str = "all", **kwargs):
        """Plots from :mod:`lunarrules.whatif.plots`: ``"scores"``, ``"length"``,
        ``"seat"``, ``"policy"`` or ``"all"`` (a 2x2 figure)."""
        from . import plots

        return plots.plot(self, kind, **kwargs)


def reason_text(reason: str) -> str:
    """An end reason as a reader sees it: a truncated game's reason in the language in use."""
    return _(TRUNCATED) if reason == TRUNCATED else reason


def win_rate_text(who: str, w: dict) -> str:
    """``"seat P1: wins 3/10 = 30.0% (95% CI 10.8%-60.3%)"`` for one row of ``win_rates``."""
    return _("{who}: wins {wins}/{games} = {rate} (95% CI {low}-{high})").format(
        who=who, wins=w["wins"], games=w["games"], rate=f"{w['rate']:.1%}",
        low=f"{w['low']:.1%}", high=f"{w['high']:.1%}")


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for ``k`` successes in ``n`` trials.

    Parameters
    ----------
    k, n : int
    z : float
        Normal quantile (1.96 for 95%).

    Returns
    -------
    (float, float)
        ``(0.0, 1.0)`` when ``n == 0``.

    Examples
    --------
    >>> lo, hi = wilson(5, 10)
    >>> round(lo, 3), round(hi, 3)
    (0.237, 0.763)
    """
    if n <= 0:
        return (0.0, 1.0)
    p = k / n
    z2 = z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * ((p * (1 - p) / n + z2 / (4 * n * n)) ** 0.5) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


# ------------------------------------------------------------------ playing
def play_game(
    game: Game,
    players: int,
    policies: Sequence[Policy],
    seed: int,
    options: dict | None = None,
    max_actions: int = MAX_ACTIONS,
):
    """Play one game to its end with one policy per seat; return the final state.

    Parameters
    ----------
    game : Game
    players : int
    policies : sequence of callables
        ``policies[seat](state, rng) -> action``.
    seed : int
        The game's seed; the policies' ``rng`` is seeded from it.
    options : dict, optional
        Game options.
    max_actions : int
        Stop (the state is returned not over) after this many actions.

    Raises
    ------
    RuleViolation
        When a policy returns an illegal action (the message names the policy's seat).
    """
    s = game.new(players=players, seed=seed, **(options or {}))
    rng = random.Random(derive_seed(seed, "policies"))
    while not s.is_over and s.steps < max_actions:
        seat = s.to_act
        s = s.apply(policies[seat](s, rng))
    return s


def _record(index: int, seed: int, names: Sequence[str], final) -> GameRecord:
    if final.is_over and final.outcome is not None:
        o = final.outcome
        return GameRecord(
            index, seed, final.players, tuple(names), tuple(float(x) for x in o.scores),
            tuple(o.winners), final.steps, o.reason,
        )
    scores = final.scores() or [0.0] * final.players
    return GameRecord(
        index, seed, final.players, tuple(names), tuple(float(x) for x in scores), (),
        final.steps, TRUNCATED,
    )


def _seat_policies(i: int, players: int, pols: Sequence[tuple[str, Policy]], rotate: bool):
    if rotate:
        return [pols[(seat + i) % len(pols)] for seat in range(players)]
    return [pols[seat % len(pols)] for seat in range(players)]


def _play_chunk(
    ref: str,
    content: dict | None,
    players: int,
    policies: Sequence[str | Policy],
    seed: int,
    indices: Sequence[int],
    options: dict,
    rotate: bool,
    max_actions: int,
    lang: str | None = None,
) -> list[GameRecord]:
    """Play games ``indices`` of a run (runs in a worker), speaking ``lang`` (the caller's
    language: end reasons are written in it wherever the games are played)."""
    with language(lang or get_language()):
        game = load_game(ref, content)
        pols = [resolve(p) for p in policies]
        out = []
        for i in indices:
            gseed = derive_seed(seed, "game", i)
            seat_pols = _seat_policies(i, players, pols, rotate)
            final = play_game(game, players, [f for _n, f in seat_pols], gseed, options,
                              max_actions)
            out.append(_record(i, gseed, [n for n, _f in seat_pols], final))
    return out


def _chunks(n: int, size: int) -> Iterator[range]:
    for start in range(0, n, size):
        yield range(start, min(n, start + size))


def _guided_chunks(n: int, workers: int, largest: int = 500, smallest: int = 1) -> Iterator[range]:
    """Chunks for a pool of ``workers``: large first, shrinking towards the end.

    Each chunk takes ``1 / (2 * workers)`` of the games not yet handed out (between
    ``smallest`` and ``largest``), the guided self-scheduling of OpenMP. Early chunks
    are big, so there are few tasks to send; the last ones are small, so no worker
    sits idle while another finishes a long last chunk. Which games a chunk holds
    never changes a result: every game has its own seed.
    """
    start = 0
    while start < n:
        size = max(smallest, min(largest, -(-(n - start) // (2 * workers))))
        yield range(start, min(n, start + size))
        start += size


def simulate(
    game: Game | str,
    players: int | None = None,
    policies: str | Policy | Sequence[str | Policy] = "random",
    n: int = 100,
    seed: int = 0,
    executor=None,
    progress: bool = True,
    *,
    jobs: int | None = None,
    chunksize: int | None = None,
    rotate: bool = False,
    max_actions: int = MAX_ACTIONS,
    **options: Any,
) -> Results:
    """Play ``n`` seeded games and return their :class:`Results`.

    Parameters
    ----------
    game : Game or str
        A game or its id (``"tiny_epic_galaxies"``); an unregistered game defined at
        module level also works (``"package.module:GAME"``).
    players : int, optional
        Player count (default: the game's smallest).
    policies : name, callable or sequence of them
        ``"random"``, ``"greedy"`` or any ``(state, rng) -> action``; one for every
        seat, or one per seat (repeated cyclically if shorter). With an executor,
        callables must be picklable (defined at module level).
    n : int
        Number of games.
    seed : int
        Run seed; game ``i`` uses ``derive_seed(seed, "game", i)``.
    executor : concurrent.futures.Executor, optional
        Where to run chunks of games: any object with ``submit`` returning futures,
        e.g. a ``ProcessPoolExecutor`` or a Dask ``Client.get_executor()``. When
        ``None``, games run in this process unless ``jobs > 1`` or
        ``n >= PARALLEL_FROM``, in which case a local process pool is used.
    progress : bool
        Show a tqdm progress bar (``tqdm.auto``: a widget in Jupyter).
    jobs : int, optional
        Worker processes for the default pool (default: CPU count); ``jobs=1``
        forces a serial run.
    chunksize : int, optional
        Games per task. By default chunks shrink as the run goes on (each takes
        ``1 / (2 * workers)`` of the games left, at most 500), so the workers finish
        together.
    rotate : bool
        Rotate the policies round the seats from game to game, so that seat
        advantage does not favour one policy.
    max_actions : int
        Games still running after this many actions are recorded as truncated.
    **options
        Game options and variants.

    Returns
    -------
    Results

    Raises
    ------
    UnknownGame
        No such game.
    InvalidOption
        Bad player count or option; ``jobs`` or ``chunksize`` that is not a whole
        number of at least 1 (the same rule as ``lunarrules simulate --jobs``).
    ValueError
        Unknown policy, or ``n < 0``.

    Examples
    --------
    >>> res = simulate("tiny_epic_galaxies", players=3, policies="greedy", n=200, seed=1)  # doctest: +SKIP
    >>> res.to_pandas().groupby("winners").size()  # doctest: +SKIP
    """
    for name, value in (("jobs", jobs), ("chunksize", chunksize)):
        if value is not None and (type(value) is not int or value < 1):
            message = (_("jobs must be a whole number of at least 1 (1 runs serially), not {value}")
                       if name == "jobs" else
                       _("chunksize must be a whole number of at least 1, not {value}"))
            raise InvalidOption(message.format(value=repr(value)))
    ref, content = game_ref(game)
    g = load_game(ref, content) if not isinstance(game, Game) else game
    if players is None:
        players = g.players[0]
    # Fail fast, in this process, on a bad player count or option.
    g.new(players=players, seed=seed, **options)
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(_("n must be a whole number >= 0, not {value}").format(value=repr(n)))
    if isinstance(policies, (str, bytes)) or callable(policies):
        policies = [policies]
    policies = list(policies)
    if not policies:
        raise ValueError(_("give at least one policy"))
    for p in policies:
        resolve(p)

    own_pool = None
    if executor is None and n > 0 and (jobs is not None and jobs > 1 or (jobs is None and n >= PARALLEL_FROM)):
        from concurrent.futures import ProcessPoolExecutor

        workers = jobs or os.cpu_count() or 1
        if workers > 1:
            own_pool = executor = ProcessPoolExecutor(max_workers=workers)
    if executor is None:
        size = chunksize or max(1, min(50, n))
    else:
        workers = getattr(executor, "_max_workers", None) or jobs or os.cpu_count() or 1
    args = (ref, content, players, policies, seed)
    lang = get_language()
    bar = _progress(n, progress, g.id)
    records: list[GameRecord] = []
    try:
        if executor is not None:
            _check_picklable(policies, executor)
        if executor is None:
            for chunk in _chunks(n, size):
                done = _play_chunk(*args, chunk, options, rotate, max_actions, lang)
                records.extend(done)
                bar.update(len(done))
        else:
            from concurrent.futures import as_completed

            chunks = _chunks(n, chunksize) if chunksize else _guided_chunks(n, workers)
            futures = [
                executor.submit(_play_chunk, *args, list(chunk), options, rotate, max_actions, lang)
                for chunk in chunks
            ]
            for fut in as_completed(futures):
                done = fut.result()
                records.extend(done)
                bar.update(len(done))
    finally:
        bar.close()
        if own_pool is not None:
            own_pool.shutdown(cancel_futures=True)
    return Results(records, g.id, seed)


def _check_picklable(policies: Sequence, executor) -> None:
    """Refuse, before any work starts, a policy a process pool cannot send to its workers."""
    import pickle
    from concurrent.futures import ProcessPoolExecutor

    if not isinstance(executor, ProcessPoolExecutor):
        return  # Dask and others use cloudpickle, which sends lambdas and closures too
    for p in policies:
        if isinstance(p, str):
            continue
        try:
            pickle.dumps(p)
        except (pickle.PicklingError, AttributeError, TypeError) as e:
            name = getattr(p, "__qualname__", repr(p))
            raise ValueError(
                _("policy {name} cannot be sent to worker processes ({error}); define it with def "
                  "at module level, or run serially (jobs=1)").format(name=name, error=e)
            ) from None


class _NoBar:
    def update(self, k: int) -> None:
        pass

    def close(self) -> None:
        pass


def _progress(total: int, enabled: bool, label: str):
    if not enabled:
        return _NoBar()
    try:
        from tqdm.auto import tqdm
    except ImportError:  # pragma: no cover - tqdm is optional
        return _NoBar()
    return tqdm(total=total, desc=label, unit=_("game"))


__all__ = [
    "GameRecord",
    "Results",
    "game_ref",
    "load_game",
    "play_game",
    "simulate",
    "wilson",
    "MAX_ACTIONS",
    "PARALLEL_FROM",
]
