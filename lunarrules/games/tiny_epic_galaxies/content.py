"""Tiny Epic Galaxies components: reading and checking ``content.toml``.

Planets and secret missions are sample data written for this project
(``TEG-PLANETS-SAMPLE``, ``TEG-MISSIONS-SAMPLE``). :func:`validate` names every
bad field at once; :func:`catalogue` turns checked content into fast lookups.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .params import EXTRA_PLANETS, MISSIONS_DEALT

SYMBOLS = ("energy", "culture")
TRACK_KINDS = ("diplomacy", "economy")
EFFECTS = ("energy", "culture", "advance", "displace", "regress")
CONDITIONS = ("colonies", "colonies_symbol", "colonies_track", "level", "resources", "fleet_out")
TARGETS = {"colonies_symbol": SYMBOLS, "colonies_track": TRACK_KINDS}
MAX_PLAYERS = 5


@dataclass(frozen=True, slots=True)
class Planet:
    """A planet card: what it produces, its colony track, its VP and its action."""

    id: str
    name: str
    symbol: str
    track: int
    track_kind: str
    vp: int
    effect: str
    amount: int

    def describe(self) -> str:
        act = {
            "energy": f"gain {self.amount} energy",
            "culture": f"gain {self.amount} culture",
            "advance": f"advance one of your orbiting ships {self.amount} space(s)",
            "displace": "send a rival ship on a planet back to its Galaxy Mat",
            "regress": f"move a rival ship {self.amount} space(s) back on its colony track "
                       f"(never off the track)",
        }[self.effect]
        return (f"{self.name} ({self.symbol}; {self.track_kind} track of {self.track}; "
                f"{self.vp} VP; action: {act})")


@dataclass(frozen=True, slots=True)
class Mission:
    """A secret mission: a condition checked at the end and its bonus VP."""

    id: str
    name: str
    condition: str
    n: int
    vp: int
    target: str = ""

    def describe(self) -> str:
        what = {
            "colonies": f"at least {self.n} colonized planets",
            "colonies_symbol": f"at least {self.n} colonized {self.target} planets",
            "colonies_track": f"at least {self.n} colonized planets with a {self.target} track",
            "level": f"empire level {self.n} or more",
            "resources": f"energy + culture of {self.n} or more",
            "fleet_out": f"at least {self.n} ships away from your Galaxy Mat",
        }[self.condition]
        return f"{self.name}: {what} -> {self.vp} VP"


@dataclass(frozen=True)
class Catalogue:
    """Checked content: planets and missions by id, in file order."""

    planets: dict[str, Planet]
    missions: dict[str, Mission]


def _word(v: Any) -> bool:
    return isinstance(v, str) and v != "" and not any(c.isspace() or c in "=,.:" for c in v)


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def validate(content: dict) -> list[str]:
    """Every problem in a content table (empty when it is usable).

    Parameters
    ----------
    content : dict
        The parsed TOML: ``planets`` and ``missions`` lists.

    Returns
    -------
    list of str
        One message per bad field, naming the entry and the field, e.g.
        ``"planets[3] (coral): missing field 'track'"``.
    """
    out: list[str] = []
    planets = content.get("planets")
    if not isinstance(planets, list):
        out.append("planets: expected a list of [[planets]] tables")
        planets = []
    missions = content.get("missions")
    if not isinstance(missions, list):
        out.append("missions: expected a list of [[missions]] tables")
        missions = []
    seen: set = set()
    for i, p in enumerate(planets):
        where = f"planets[{i}]" + (f" ({p.get('id')})" if isinstance(p, dict) and "id" in p else "")
        if not isinstance(p, dict):
            out.append(f"{where}: expected a table")
            continue
        for f in ("id", "name", "symbol", "track", "track_kind", "vp", "effect", "amount"):
            if f not in p:
                out.append(f"{where}: missing field {f!r}")
        if "id" in p:
            if not _word(p["id"]):
                out.append(f"{where}: id {p['id']!r} must be one word (no spaces, '=', ',', '.', ':')")
            elif p["id"] in seen:
                out.append(f"{where}: duplicate id {p['id']!r}")
            elif p["id"].startswith("mat"):
                out.append(f"{where}: id {p['id']!r} must not start with 'mat' (Galaxy Mat names)")
            seen.add(p.get("id"))
        if "name" in p and not (isinstance(p["name"], str) and p["name"]):
            out.append(f"{where}: name must be non-empty text")
        if "symbol" in p and p["symbol"] not in SYMBOLS:
            out.append(f"{where}: symbol {p['symbol']!r} must be one of {', '.join(SYMBOLS)}")
        if "track_kind" in p and p["track_kind"] not in TRACK_KINDS:
            out.append(f"{where}: track_kind {p['track_kind']!r} must be one of {', '.join(TRACK_KINDS)}")
        if "effect" in p and p["effect"] not in EFFECTS:
            out.append(f"{where}: effect {p['effect']!r} must be one of {', '.join(EFFECTS)}")
        for f, lo in (("track", 1), ("vp", 0), ("amount", 1)):
            if f in p and (not _int(p[f]) or p[f] < lo):
                out.append(f"{where}: {f} must be a whole number >= {lo}, got {p[f]!r}")
    if planets and len(planets) < MAX_PLAYERS + EXTRA_PLANETS:
        out.append(f"planets: {len(planets)} planets; a 5-player game reveals "
                   f"{MAX_PLAYERS + EXTRA_PLANETS}")
    seen = set()
    for i, m in enumerate(missions):
        where = f"missions[{i}]" + (f" ({m.get('id')})" if isinstance(m, dict) and "id" in m else "")
        if not isinstance(m, dict):
            out.append(f"{where}: expected a table")
            continue
        for f in ("id", "name", "condition", "n", "vp"):
            if f not in m:
                out.append(f"{where}: missing field {f!r}")
        if "id" in m:
            if not _word(m["id"]):
                out.append(f"{where}: id {m['id']!r} must be one word (no spaces, '=', ',', '.', ':')")
            elif m["id"] in seen:
                out.append(f"{where}: duplicate id {m['id']!r}")
            seen.add(m.get("id"))
        cond = m.get("condition")
        if "condition" in m and cond not in CONDITIONS:
            out.append(f"{where}: condition {cond!r} must be one of {', '.join(CONDITIONS)}")
        if cond in TARGETS and m.get("target") not in TARGETS[cond]:
            out.append(f"{where}: target {m.get('target')!r} must be one of {', '.join(TARGETS[cond])}")
        for f in ("n", "vp"):
            if f in m and (not _int(m[f]) or m[f] < 0):
                out.append(f"{where}: {f} must be a whole number >= 0, got {m[f]!r}")
    if missions and len(missions) < MAX_PLAYERS * MISSIONS_DEALT:
        out.append(f"missions: {len(missions)} missions; 5 players are dealt "
                   f"{MAX_PLAYERS * MISSIONS_DEALT}")
    return out


_CACHE: dict[int, tuple[dict, Catalogue]] = {}


def catalogue(content: dict) -> Catalogue:
    """Fast lookups for already-checked content (cached per content table)."""
    hit = _CACHE.get(id(content))
    if hit is not None and hit[0] is content:
        return hit[1]
    planets = {
        p["id"]: Planet(p["id"], p["name"], p["symbol"], p["track"], p["track_kind"], p["vp"],
                        p["effect"], p["amount"])
        for p in content["planets"]
    }
    missions = {
        m["id"]: Mission(m["id"], m["name"], m["condition"], m["n"], m["vp"], m.get("target", ""))
        for m in content["missions"]
    }
    cat = Catalogue(planets, missions)
    _CACHE[id(content)] = (content, cat)
    return cat
