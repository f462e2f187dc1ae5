"""Seeded fuzzing of what users hand the engine: saved games, content tables, actions.

Saves are shared and content files come from strangers, so both are untrusted
input. Each generator here starts from valid input, damages it in one of many
ways (deleted keys, wrong types, out-of-range and huge numbers, duplicates,
truncation, deep nesting, NaN/Infinity, bytes that are not UTF-8, another
game's save, a file name where data belongs) and :class:`Judge` checks what the
engine does with it: a clear refusal of the documented kind, or a state that is
consistent and plays to an end. Nothing may read a file, run code or hang.

Sizes come from the environment so that ``make test`` stays quick and a long run
is one variable away::

    LUNARRULES_FUZZ_SAVES=10000 LUNARRULES_FUZZ_ACTIONS=1000000 \\
        .venv/bin/python -m pytest tests/test_fuzz.py
"""

from __future__ import annotations

import copy
import json
import os
import random
import signal
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import lunarrules as lr
from lunarrules.errors import InvalidContent, InvalidSave, LunarRulesError, RuleViolation
from lunarrules.kernel import Action

#: Seconds one fuzz case may take before it counts as a hang.
CASE_SECONDS = 120
#: Steps a loaded state may take to reach the end of its game.
MAX_PLAY_STEPS = 20_000


def size(name: str, default: int) -> int:
    """A fuzz size from ``LUNARRULES_FUZZ_<NAME>``, else ``default``."""
    value = os.environ.get(f"LUNARRULES_FUZZ_{name.upper()}")
    return int(value) if value else default


# ------------------------------------------------------------------ watching
class _Watch:
    """Records file opens and code execution while armed (a ``sys`` audit hook)."""

    EVENTS = ("open", "exec", "compile", "os.system", "subprocess.Popen", "os.exec",
              "os.posix_spawn", "builtins.input", "socket.connect", "os.listdir",
              "os.scandir", "shutil.rmtree", "os.remove")

    def __init__(self) -> None:
        self.armed = False
        self.seen: list[tuple[str, str]] = []
        sys.addaudithook(self._hook)

    def _hook(self, event: str, args: tuple) -> None:
        if self.armed and event in self.EVENTS:
            self.seen.append((event, repr(args)[:200]))


_WATCH: _Watch | None = None


@contextmanager
def watched(seconds: int = CASE_SECONDS) -> Iterator[list[tuple[str, str]]]:
    """Arm the audit hook and an alarm; yields the list of forbidden events seen."""
    global _WATCH
    if _WATCH is None:
        _WATCH = _Watch()
    _WATCH.seen = []

    def _timeout(signum, frame):
        raise TimeoutError(f"a fuzz case took more than {seconds} s")

    old = signal.signal(signal.SIGALRM, _timeout)
    signal.alarm(seconds)
    _WATCH.armed = True
    try:
        yield _WATCH.seen
    finally:
        _WATCH.armed = False
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


# --------------------------------------------------------------- findings
@dataclass
class Findings:
    """What a fuzz run saw: counts by outcome, and every defect with its input."""

    cases: int = 0
    refused: int = 0
    loaded: int = 0
    played_to_end: int = 0
    defects: list[str] = field(default_factory=list)

    def defect(self, what: str, case: Any) -> None:
        if len(self.defects) < 50:
            try:
                text = case if isinstance(case, str) else repr(case)
            except RecursionError:
                text = "(a value nested too deep to print)"
            self.defects.append(f"{what} -- input: {text[:300]}")


def play_to_end(state, rng: random.Random, max_steps: int = MAX_PLAY_STEPS) -> str | None:
    """Play random legal actions to the end; the problem, or ``None``."""
    for _ in range(max_steps):
        if state.is_over:
            return None
        legal = state.legal_actions()
        if not legal:
            if state.chance.forced:
                # A what-if whose forced draw cannot come up: every action that would
                # draw it is refused (ImpossibleOutcome), so the line ends here.
                return None
            return f"no legal action at {state!r} before the end"
        try:
            state = state.apply(rng.choice(legal))
        except LunarRulesError as e:
            return f"a listed action was refused: {type(e).__name__}: {e}"
        except Exception as e:  # noqa: BLE001 - any other error is a defect to report
            return f"{type(e).__name__} while playing: {e}"
    return f"not over after {max_steps} steps"


# ---------------------------------------------------------------- saves
JUNK: tuple[Any, ...] = (
    None, True, False, 0, -1, 1.5, 10**30, "x", "", [], {}, [[[]]], {"a": {"b": 1}},
    "pyproject.toml", "/etc/passwd", "../README.md", ".", 2**63, -(2**63), 0.0,
)


def valid_saves(rng: random.Random, per_game: int = 4) -> list[tuple[str, dict]]:
    """Valid saves of every game: fresh, mid-game, finished, with content and forced draws."""
    out = []
    for gid in lr.games():
        g = lr.game(gid)
        for i in range(per_game):
            players = rng.randint(*g.players)
            s = g.new(players=players, seed=rng.randrange(2**32))
            steps = [0, 5, 40, 10_000][i % 4]
            for _ in range(steps):
                if s.is_over:
                    break
                s = s.apply(rng.choice(s.legal_actions()))
            if i == 1:
                key = next((k for k in g.chance if g.chance_values(k)), None)
                if key is not None:
                    s = s.with_outcomes(**{key: [g.chance_values(key)[0]]})
            out.append((gid, json.loads(s.to_json())))
        # one save with custom content: an entry of the game's own, written again
        table = next(k for k, v in g.content.items() if isinstance(v, list) and v
                     and isinstance(v[0], dict) and "id" in v[0])
        gc = g.with_content({table: [dict(g.content[table][0])]})
        s = gc.new(players=g.players[0], seed=rng.randrange(1000))
        out.append((gid, json.loads(s.to_json())))
    return out


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place (key path) inside a JSON value."""
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out.extend(_paths(v, prefix + (k,)))
    elif isinstance(value, list):
        for i, v in enumerate(value[:30]):
            out.extend(_paths(v, prefix + (i,)))
    return out


def _get(doc: Any, path: tuple) -> Any:
    for p in path:
        doc = doc[p]
    return doc


def _set(doc: Any, path: tuple, value: Any) -> None:
    _get(doc, path[:-1])[path[-1]] = value


def _delete(doc: Any, path: tuple) -> None:
    parent = _get(doc, path[:-1])
    del parent[path[-1]]


def _deep(levels: int) -> Any:
    v: Any = 0
    for _ in range(levels):
        v = [v]
    return v


def mutate_save(doc: dict, rng: random.Random, others: list[dict]) -> str | bytes | dict:
    """One damaged copy of a valid save (as text, bytes or a dict)."""
    doc = copy.deepcopy(doc)
    paths = [p for p in _paths(doc) if p]
    how = rng.randrange(24)
    if how >= 16 and isinstance(doc.get("position"), dict):
        phases = list(lr.game(doc["game"]).flow.by_id) if doc.get("game") in lr.games() else []
        mutate_position(doc["position"], rng, how - 16, phases)
    elif how == 0 and paths:  # delete a key or item
        _delete(doc, rng.choice(paths))
    elif how == 1 and paths:  # wrong type
        _set(doc, rng.choice(paths), rng.choice(JUNK))
    elif how == 2:  # out-of-range numbers
        key = rng.choice(["players", "seed", "version"])
        doc[key] = rng.choice([0, -1, 99, 2**64, 2**70, -(2**70), 1.0, True])
    elif how == 3 and doc["history"]:  # duplicated or reordered history
        h = doc["history"]
        i = rng.randrange(len(h))
        if rng.random() < 0.5:
            h.insert(i, h[i])
        else:
            j = rng.randrange(len(h))
            h[i], h[j] = h[j], h[i]
    elif how == 4:  # truncated text
        text = json.dumps(doc)
        return text[: rng.randrange(len(text))]
    elif how == 5 and paths:  # deep nesting
        _set(doc, rng.choice(paths), _deep(rng.choice([40, 500, 5000])))
    elif how == 6:  # NaN / Infinity / huge numbers in the text
        text = json.dumps(doc)
        word = rng.choice(["NaN", "Infinity", "-Infinity", "1e999", "9" * 5000])
        return text.replace('"seed": ', f'"seed": {word}, "x": ', 1)
    elif how == 7:  # bytes that are not UTF-8
        raw = json.dumps(doc, ensure_ascii=False).encode()
        i = rng.randrange(len(raw))
        return raw[:i] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80"]) + raw[i:]
    elif how == 8 and others:  # another game's save, or parts of it
        other = copy.deepcopy(rng.choice(others))
        if rng.random() < 0.5:
            return other
        other["game"] = doc["game"]
        return other
    elif how == 9:  # a file name (or anything) where content data belongs
        doc["content"] = rng.choice(["pyproject.toml", "/etc/passwd", ".", "/dev/zero",
                                     "README.md", 5, ["a"], {"planets": "x"}])
    elif how == 10:  # forced outcomes of every shape
        value = rng.choice(["nonexistent", None, 1.0, 10**30, True, [[1]], "", {"a": 1},
                            "x" * 1000, 0, -1])
        key = rng.choice(["die", "planet", "tile", "card", "building", "zzz", "", "start_player"])
        doc["history"].append({"force": key, "values": [value]})
    elif how == 11 and doc["history"]:  # an action text changed
        h = doc["history"]
        i = rng.randrange(len(h))
        if isinstance(h[i], str):
            tokens = h[i].split()
            j = rng.randrange(len(tokens))
            tokens[j] = rng.choice(["P9", "P0", "x=1", "=", "9" * 400, "row=-1", "zzz",
                                    tokens[j] + "x", ""])
            h[i] = " ".join(tokens)
    elif how == 12:  # unknown or duplicated keys
        text = json.dumps(doc)
        return text[:-1] + rng.choice([', "seed": 1}', ', "extra": 1}', ', "content": {}}'])
    elif how == 13:  # a whole document of the wrong shape
        return rng.choice(["[]", "null", "1", '"save"', "{}", "[" * 100_000, "", " ",
                           '{"format": "lunarrules-save"}'])
    elif how == 14:  # option values
        doc["options"] = rng.choice([{"zzz": 1}, {"variant": None}, [], "x",
                                     {k: rng.choice(JUNK) for k in doc["options"]} or {"a": 1}])
    else:  # content tables damaged (see mutate_content)
        g = lr.game(doc["game"])
        doc["content"] = mutate_content(copy.deepcopy(dict(g.content)), rng)
    if rng.random() < 0.3:
        try:
            return json.dumps(doc, ensure_ascii=rng.random() < 0.5)
        except RecursionError:  # too deep for the encoder: hand it over as a dict
            pass
    return doc


NUMBERS = [-1, -5, 0, 1, 2, 3, 7, 99, 10**6, 2**63, 2**64, -(2**63) - 1]


def mutate_position(pos: dict, rng: random.Random, how: int, phases: list[str]) -> None:
    """Damage a snapshot's position in place: pieces, numbers, places, the flow."""
    table = pos["table"]
    places = [p for p in _paths(table) if p]
    if how == 0 and places:  # a number out of range (negative, past a track, huge)
        numbers = [p for p in places if type(_get(table, p)) is int]
        if numbers:
            _set(table, rng.choice(numbers), rng.choice(NUMBERS))
    elif how == 1 and places:  # a piece or card duplicated (more than exist, two places)
        lists = [p for p in places if isinstance(_get(table, p), list) and _get(table, p)]
        if lists:
            items = _get(table, rng.choice(lists))
            target = _get(table, rng.choice(lists))
            # a copy: the item may be a list that holds the target (no cycles)
            target.insert(rng.randrange(len(target) + 1), copy.deepcopy(rng.choice(items)))
    elif how == 2 and places:  # a piece or card missing
        lists = [p for p in places if isinstance(_get(table, p), list) and _get(table, p)]
        if lists:
            items = _get(table, rng.choice(lists))
            del items[rng.randrange(len(items))]
    elif how == 3 and len(places) > 1:  # two places swapped
        a, b = rng.sample(places, 2)
        if a[: len(b)] != b and b[: len(a)] != a:
            va, vb = _get(table, a), _get(table, b)
            _set(table, a, copy.deepcopy(vb))
            _set(table, b, copy.deepcopy(va))
    elif how == 4:  # the seat to act
        pos["to_act"] = rng.choice([None, 0, 1, 2, 4, 5, 9, -1, "P1", 1.0])
    elif how == 5:  # the phase
        pos["phase"] = rng.choice(phases + ["setup", "end", "game_over", "zzz", "", 3, None])
    elif how == 6:  # the outcome and the counters
        pos[rng.choice(["outcome", "steps", "turn"])] = rng.choice(
            [None, -1, 0, 10**9, {"scores": [1], "winners": [7], "reason": "x"},
             {"scores": [], "winners": [], "reason": ""}, "x"])
    elif places:  # a value of one place written into another
        a, b = rng.choice(places), rng.choice(places)
        if b[: len(a)] != a:
            _set(table, a, copy.deepcopy(_get(table, b)))


# ---------------------------------------------------------------- content
def mutate_content(content: dict, rng: random.Random, others: list[dict] = ()) -> Any:
    """One damaged copy of a content table."""
    paths = [p for p in _paths(content) if p]
    how = rng.randrange(9)
    if how == 0 and paths:
        _delete(content, rng.choice(paths))
    elif how == 1 and paths:
        _set(content, rng.choice(paths), rng.choice(JUNK))
    elif how == 2 and paths:  # numbers out of range
        nums = [p for p in paths if type(_get(content, p)) is int]
        if nums:
            _set(content, rng.choice(nums), rng.choice([-1, -3, 0, 10**18, 10**6, 1001, 2**63]))
    elif how == 3:  # duplicated entries
        lists = [p for p in paths if isinstance(_get(content, p), list) and _get(content, p)]
        if lists:
            lst = _get(content, rng.choice(lists))
            lst.append(copy.deepcopy(rng.choice(lst)))
    elif how == 4 and paths:  # deep nesting
        _set(content, rng.choice(paths), _deep(rng.choice([20, 600])))
    elif how == 5:  # misspelt or unknown keys
        tables = [p for p in paths if isinstance(_get(content, p), dict)]
        where = _get(content, rng.choice(tables)) if tables else content
        if where:
            k = rng.choice(list(where))
            where[k[:-1] + "z"] = where.pop(k)
        else:
            where["zzz"] = 1
    elif how == 6 and others:  # another game's content
        return copy.deepcopy(rng.choice(others))
    elif how == 7:  # a wrong top-level value
        return rng.choice([[], "content.toml", 5, None, {"": {}}, {1: 2}])
    else:  # empty a list
        lists = [p for p in paths if isinstance(_get(content, p), list)]
        if lists:
            _set(content, rng.choice(lists), [])
    return content


# ---------------------------------------------------------------- actions
def fuzzed_actions(state, rng: random.Random, n: int) -> list[Action | str]:
    """``n`` actions near the legal ones: texts and objects, most of them wrong."""
    legal = state.legal_actions()
    out: list[Action | str] = []
    deep: Any = 0
    for _ in range(rng.choice([3, 50, 1000])):
        deep = (deep,)
    for _ in range(n):
        base = rng.choice(legal) if legal else Action(0, "zzz", ())
        how = rng.randrange(10)
        if how == 0:  # text with one token changed
            tokens = str(base).split()
            i = rng.randrange(len(tokens))
            tokens[i] = rng.choice(["P0", "P9", "P99999", "x", "a=b", "=", "-", "9" * 5000,
                                    tokens[i].split("=")[0] + "=" + "9" * 4300, "é",
                                    tokens[i] + "," + tokens[i]])
            out.append(" ".join(tokens))
        elif how == 1:  # text with a token dropped or added
            tokens = str(base).split()
            if len(tokens) > 2 and rng.random() < 0.5:
                del tokens[rng.randrange(2, len(tokens))]
            else:
                tokens.append(rng.choice(["x=1", "ship=2", "zzz"]))
            out.append(" ".join(tokens))
        elif how == 2:  # a parameter of the wrong type or shape
            if base.params:
                i = rng.randrange(len(base.params))
                value = rng.choice([None, 1.0, float("nan"), float("inf"), True, 10**30,
                                    "two words", "", (1, "a"), [1], {1: 2}, deep, -1, 2**64])
                params = list(base.params)
                params[i] = (params[i][0], value)
                out.append(Action(base.actor, base.kind, tuple(params)))
            else:
                out.append(Action(base.actor, base.kind, (("x", 1),)))
        elif how == 3:  # someone else, or a seat that does not exist
            out.append(Action(rng.choice([-1, 0, 1, 2, 5, 99, 2**70]), base.kind, base.params))
        elif how == 4:  # malformed objects
            out.append(Action(rng.choice([None, "P1", 1.0, True]), rng.choice([None, 1, "move"]),
                              rng.choice([(), None, "x", ((1, 2),), (("a",),)])))
        elif how == 5:  # another kind with these parameters
            kinds = list(state.game.kinds)
            out.append(Action(base.actor, rng.choice(kinds), base.params))
        elif how == 6:  # not an action at all
            out.append(rng.choice([None, 5, b"P1 roll", ["P1", "roll"], "", " ", "P1"]))
        else:  # the legal action itself (check and apply must agree)
            out.append(base if rng.random() < 0.5 else str(base))
    return out


def judge_action(state, action: Any, findings: Findings) -> None:
    """check() and apply() agree; a refusal is a RuleViolation and changes nothing."""
    findings.cases += 1
    try:
        verdict = state.check(action)
    except Exception as e:  # noqa: BLE001 - the point is to catch anything
        findings.defect(f"check raised {type(e).__name__}: {str(e)[:200]}", action)
        return
    if verdict is not None and not isinstance(verdict, RuleViolation):
        findings.defect(f"check returned {type(verdict).__name__}", action)
        return
    try:
        state.apply(action)
    except RuleViolation as e:
        findings.refused += 1
        if verdict is None:
            findings.defect(f"check said legal but apply refused: {e}", action)
        elif type(e) is not type(verdict) or e.reason != verdict.reason:
            findings.defect(f"check said {verdict!r} but apply refused {e!r}", action)
        return
    except Exception as e:  # noqa: BLE001
        findings.defect(f"apply raised {type(e).__name__}: {str(e)[:200]}", action)
        return
    findings.loaded += 1
    if verdict is not None:
        findings.defect(f"check refused ({verdict}) but apply went ahead", action)


# ---------------------------------------------------------------- judging
def judge_load(load: Callable[[], Any], case: Any, findings: Findings, rng: random.Random,
               expected: type[LunarRulesError] = InvalidSave) -> None:
    """Load (a save or content); a clear refusal, or a consistent state that plays to an end."""
    findings.cases += 1
    try:
        with watched() as seen:
            try:
                result = load()
            except expected as e:
                findings.refused += 1
                text = str(e)
                if "could not be checked" in text or "cannot set up" in text:
                    findings.defect(f"a checker tripped: {text[:300]}", case)
                elif not getattr(e, "problems", [text]) or not text.strip():
                    findings.defect("refused without saying why", case)
                return
            except LunarRulesError as e:
                findings.defect(f"refused with {type(e).__name__}, not {expected.__name__}: {e}", case)
                return
            except Exception as e:  # noqa: BLE001
                findings.defect(f"bare {type(e).__name__}: {str(e)[:200]}", case)
                return
            if seen:
                findings.defect(f"touched the system while loading: {seen[:3]}", case)
                return
            findings.loaded += 1
            states = result if isinstance(result, list) else [result]
            for s in states:
                again = s.game.from_json(s.to_json())
                if again.snapshot() != s.snapshot():
                    findings.defect("a loaded state does not round-trip through JSON", case)
                    return
                problem = play_to_end(s, rng)
                if problem:
                    findings.defect(f"a loaded state does not play to an end: {problem}", case)
                    return
                findings.played_to_end += 1
            if seen:
                findings.defect(f"touched the system while playing: {seen[:3]}", case)
    except TimeoutError as e:
        findings.defect(str(e), case)


def load_content(gid: str, content: Any) -> list:
    """A game with ``content`` and a new state for its smallest and largest player counts."""
    g = lr.game(gid).with_content_data(content) if isinstance(content, dict) else \
        lr.game(gid).with_content(content)
    lo, hi = g.players
    return [g.new(players=lo, seed=1), g.new(players=hi, seed=2)]


__all__ = [
    "Findings",
    "InvalidContent",
    "InvalidSave",
    "fuzzed_actions",
    "judge_action",
    "judge_load",
    "load_content",
    "mutate_content",
    "mutate_save",
    "play_to_end",
    "size",
    "valid_saves",
    "watched",
]
