"""Tiny Epic Galaxies components: reading and checking ``content.toml``.

Planets are sample data written for this project (``TEG-PLANETS-SAMPLE``);
the secret missions are the published game's twelve conditions and values, in
this project's own names and words (``TEG-MISSIONS-PUBLISHED``). :func:`validate` names every
bad field at once; :func:`catalogue` turns checked content into fast lookups.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lunarrules.i18n import _, ngettext, pgettext

from .params import EXTRA_PLANETS, MISSIONS_DEALT
from .words import face_short, spaces_words

SYMBOLS = ("energy", "culture")
TRACK_KINDS = ("diplomacy", "economy")
EFFECTS = ("energy", "culture", "advance", "displace", "regress")
# Mission conditions: compare one or more measures of the player at the end.
COMPARISONS = ("at_least", "at_most", "most", "fewest", "equal", "trigger_end")
# Older single-measure words, each read as "at_least n" of one measure.
LEGACY = ("colonies", "colonies_symbol", "colonies_track", "level", "resources", "fleet_out")
CONDITIONS = COMPARISONS + LEGACY
TARGETS = {"colonies_symbol": SYMBOLS, "colonies_track": TRACK_KINDS}
# What a mission can measure, in English words (:func:`measure_name` gives them in the
# language in use).
MEASURES = {
    "energy": "energy",
    "culture": "culture",
    "resources": "energy + culture",
    "level": "empire level",
    "colonies": "colonized planets",
    "colonies_energy": "colonized energy planets",
    "colonies_culture": "colonized culture planets",
    "colonies_diplomacy": "colonized diplomacy planets",
    "colonies_economy": "colonized economy planets",
    "ships_home": "ships on your Galaxy Mat",
    "ships_out": "ships away from your Galaxy Mat",
}
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
        """The card in words: name, symbol, colony track, VP and action (language in use)."""
        if self.effect == "energy":
            act = _("gain {n} energy").format(n=self.amount)
        elif self.effect == "culture":
            act = _("gain {n} culture").format(n=self.amount)
        elif self.effect == "advance":
            act = _("advance one of your orbiting ships {spaces}").format(
                spaces=spaces_words(self.amount))
        elif self.effect == "displace":
            act = _("send a rival ship on a planet back to its Galaxy Mat")
        else:
            act = _("move a rival ship {spaces} back on its colony track (never off the "
                    "track)").format(spaces=spaces_words(self.amount))
        return ngettext("{name} ({symbol}; {track_kind} track of {track}; {points} VP; action: "
                        "{action})",
                        "{name} ({symbol}; {track_kind} track of {track}; {points} VP; action: "
                        "{action})", self.vp).format(
            name=self.name, symbol=face_short(self.symbol),
            track_kind=face_short(self.track_kind), track=self.track, points=self.vp, action=act)


def _legacy_measure(condition: str, target: str) -> str:
    """The measure an older condition word counts (it is read as ``at_least n``)."""
    if condition in ("colonies_symbol", "colonies_track"):
        return f"colonies_{target}"
    return {"fleet_out": "ships_out"}.get(condition, condition)


@dataclass(frozen=True, slots=True)
class Mission:
    """A secret mission: a condition checked at the end, its bonus VP and its tied VP.

    ``condition`` is one of :data:`COMPARISONS` over ``measures`` (names from
    :data:`MEASURES`): ``at_least`` / ``at_most`` ``n`` of each measure, the
    ``most`` / ``fewest`` of all players (``tied_vp`` when tied for it),
    ``equal`` measures, or ``trigger_end`` (you triggered the end).
    """

    id: str
    name: str
    condition: str
    n: int
    vp: int
    measures: tuple[str, ...] = ()
    tied_vp: int = 0

    def condition_words(self) -> str:
        """What the mission asks, in words ("the most culture of all players")."""
        c = self.condition
        n = self.n
        if c == "at_least":
            return _all_of([_("empire level {n} or more").format(n=n) if m == "level"
                            else _("at least {n} {measure}").format(n=n, measure=measure_name(m))
                            for m in self.measures])
        if c == "at_most":
            return _all_of([_("no {measure}").format(measure=measure_name(m)) if n == 0
                            else _("at most {n} {measure}").format(n=n, measure=measure_name(m))
                            for m in self.measures])
        if c == "most":
            return _("the most {measure} of all players").format(
                measure=measure_name(self.measures[0]))
        if c == "fewest":
            return _("the fewest {measure} of all players").format(
                measure=measure_name(self.measures[0]))
        if c == "equal":
            words = [measure_name(m) for m in self.measures]
            if len(words) < 2:
                return _("as many {measure}").format(measure=words[0] if words else "")
            # TRANSLATORS: between the third and later measures of "as many A as B as C"
            rest = pgettext("tiny_epic_galaxies", " as ").join(words[1:])
            return _("as many {measure} as {other}").format(measure=words[0], other=rest)
        return _("you trigger the end of the game")

    def worth_words(self) -> str:
        """What the mission is worth ("3 VP (2 VP if tied)")."""
        if self.condition in ("most", "fewest"):
            return ngettext("{points} VP ({tied} VP if tied)", "{points} VP ({tied} VP if tied)",
                            self.vp).format(points=self.vp, tied=self.tied_vp)
        return ngettext("{points} VP", "{points} VP", self.vp).format(points=self.vp)

    def describe(self) -> str:
        """The mission in words: name, what it asks and what it is worth."""
        # TRANSLATORS: a secret mission: its name, what it asks, then what it is worth
        return _("{name}: {condition} — {worth}").format(
            name=self.name, condition=self.condition_words(), worth=self.worth_words())


def _all_of(parts: list[str]) -> str:
    """Conditions that must all hold ("A and B and C")."""
    text = parts[0] if parts else ""
    for part in parts[1:]:
        text = _("{items} and {last}").format(items=text, last=part)
    return text


def measure_name(name: str) -> str:
    """A mission measure (:data:`MEASURES`) in words, in the language in use."""
    if name == "energy":
        return pgettext("tiny_epic_galaxies", "energy")
    if name == "culture":
        return pgettext("tiny_epic_galaxies", "culture")
    if name == "resources":
        return pgettext("tiny_epic_galaxies", "energy + culture")
    if name == "level":
        return pgettext("tiny_epic_galaxies", "empire level")
    if name == "colonies":
        return pgettext("tiny_epic_galaxies", "colonized planets")
    if name == "colonies_energy":
        return pgettext("tiny_epic_galaxies", "colonized energy planets")
    if name == "colonies_culture":
        return pgettext("tiny_epic_galaxies", "colonized culture planets")
    if name == "colonies_diplomacy":
        return pgettext("tiny_epic_galaxies", "colonized diplomacy planets")
    if name == "colonies_economy":
        return pgettext("tiny_epic_galaxies", "colonized economy planets")
    if name == "ships_home":
        return pgettext("tiny_epic_galaxies", "ships on your Galaxy Mat")
    if name == "ships_out":
        return pgettext("tiny_epic_galaxies", "ships away from your Galaxy Mat")
    return MEASURES.get(name, name)


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
        out.append(_("{field}: expected a list of [[{table}]] tables").format(
            field="planets", table="planets"))
        planets = []
    missions = content.get("missions")
    if not isinstance(missions, list):
        out.append(_("{field}: expected a list of [[{table}]] tables").format(
            field="missions", table="missions"))
        missions = []
    seen: set = set()
    for i, p in enumerate(planets):
        where = f"planets[{i}]" + (f" ({p.get('id')})" if isinstance(p, dict) and "id" in p else "")
        if not isinstance(p, dict):
            out.append(_("{field}: expected a table").format(field=where))
            continue
        for f in ("id", "name", "symbol", "track", "track_kind", "vp", "effect", "amount"):
            if f not in p:
                out.append(_missing(where, f))
        if "id" in p:
            if not _word(p["id"]):
                out.append(_not_a_word(where, p["id"]))
            elif p["id"] in seen:
                out.append(_duplicate(where, p["id"]))
            elif p["id"].startswith("mat"):
                out.append(_("{field}: id {id} must not start with 'mat' (Galaxy Mat "
                             "names)").format(field=where, id=repr(p["id"])))
            seen.add(p.get("id"))
        if "name" in p and not (isinstance(p["name"], str) and p["name"]):
            out.append(_("{field}: name must be non-empty text").format(field=where))
        if "symbol" in p and p["symbol"] not in SYMBOLS:
            out.append(_one_of(where, "symbol", p["symbol"], SYMBOLS))
        if "track_kind" in p and p["track_kind"] not in TRACK_KINDS:
            out.append(_one_of(where, "track_kind", p["track_kind"], TRACK_KINDS))
        if "effect" in p and p["effect"] not in EFFECTS:
            out.append(_one_of(where, "effect", p["effect"], EFFECTS))
        for f, lo in (("track", 1), ("vp", 0), ("amount", 1)):
            if f in p and (not _int(p[f]) or p[f] < lo):
                out.append(_whole(where, f, lo, p[f]))
    if planets and len(planets) < MAX_PLAYERS + EXTRA_PLANETS:
        out.append(ngettext("{field}: {n} planets; a 5-player game reveals {shown}",
                            "{field}: {n} planets; a 5-player game reveals {shown}",
                            len(planets)).format(field="planets", n=len(planets),
                                                 shown=MAX_PLAYERS + EXTRA_PLANETS))
    seen = set()
    for i, m in enumerate(missions):
        where = f"missions[{i}]" + (f" ({m.get('id')})" if isinstance(m, dict) and "id" in m else "")
        if not isinstance(m, dict):
            out.append(_("{field}: expected a table").format(field=where))
            continue
        cond = m.get("condition")
        need = ["id", "name", "condition", "vp"]
        if cond in LEGACY or cond in ("at_least", "at_most"):
            need.append("n")
        if cond in COMPARISONS and cond != "trigger_end":
            need.append("measure")
        for f in need:
            if f not in m:
                out.append(_missing(where, f))
        if "id" in m:
            if not _word(m["id"]):
                out.append(_not_a_word(where, m["id"]))
            elif m["id"] in seen:
                out.append(_duplicate(where, m["id"]))
            seen.add(m.get("id"))
        if "condition" in m and cond not in CONDITIONS:
            out.append(_one_of(where, "condition", cond, CONDITIONS))
        if cond in TARGETS and m.get("target") not in TARGETS[cond]:
            out.append(_one_of(where, "target", m.get("target"), TARGETS[cond]))
        for f in ("n", "vp", "tied_vp"):
            if f in m and (not _int(m[f]) or m[f] < 0):
                out.append(_whole(where, f, 0, m[f]))
        if "tied_vp" in m and cond not in ("most", "fewest"):
            out.append(_("{field}: tied_vp only applies to most and fewest, not {condition}").format(
                field=where, condition=repr(cond)))
        if "measure" in m:
            out.extend(_measure_problems(where, cond, m["measure"]))
    if missions and len(missions) < MAX_PLAYERS * MISSIONS_DEALT:
        out.append(ngettext("{field}: {n} missions; 5 players are dealt {dealt}",
                            "{field}: {n} missions; 5 players are dealt {dealt}",
                            len(missions)).format(field="missions", n=len(missions),
                                                  dealt=MAX_PLAYERS * MISSIONS_DEALT))
    return out


def _missing(where: str, field: str) -> str:
    return _("{field}: missing field {name}").format(field=where, name=repr(field))


def _not_a_word(where: str, value: Any) -> str:
    return _("{field}: id {id} must be one word (no spaces, '=', ',', '.', ':')").format(
        field=where, id=repr(value))


def _duplicate(where: str, value: Any) -> str:
    return _("{field}: duplicate id {id}").format(field=where, id=repr(value))


def _one_of(where: str, name: str, value: Any, allowed) -> str:
    """``name`` (a field of the entry at ``where``) holds ``value``, not one of ``allowed``."""
    return _("{field}: {name} {value} must be one of {allowed}").format(
        field=where, name=name, value=repr(value), allowed=", ".join(allowed))


def _whole(where: str, name: str, low: int, value: Any) -> str:
    return _("{field}: {name} must be a whole number >= {low}, got {value}").format(
        field=where, name=name, low=low, value=repr(value))


def _measure_problems(where: str, cond: Any, measure: Any) -> list[str]:
    """Problems with a mission's ``measure``: one name, or a list of names."""
    names = measure if isinstance(measure, list) else [measure]
    out = [_one_of(where, "measure", x, MEASURES)
           for x in names if not (isinstance(x, str) and x in MEASURES)]
    if cond == "equal" and (not isinstance(measure, list) or len(measure) < 2):
        out.append(_("{field}: condition 'equal' needs a list of 2 or more measures, got "
                     "{measure}").format(field=where, measure=repr(measure)))
    if cond in ("most", "fewest") and isinstance(measure, list):
        out.append(_("{field}: condition {condition} compares one measure, got a list").format(
            field=where, condition=repr(cond)))
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
    missions = {}
    for m in content["missions"]:
        cond = m["condition"]
        measures: tuple[str, ...]
        if cond in LEGACY:
            cond, measures = "at_least", (_legacy_measure(cond, m.get("target", "")),)
        else:
            measure = m.get("measure", ())
            measures = tuple(measure) if isinstance(measure, list) else (measure,)
            if cond == "trigger_end":
                measures = ()
        missions[m["id"]] = Mission(m["id"], m["name"], cond, m.get("n", 0), m["vp"], measures,
                                    m.get("tied_vp", m["vp"]))
    cat = Catalogue(planets, missions)
    _CACHE[id(content)] = (content, cat)
    return cat
