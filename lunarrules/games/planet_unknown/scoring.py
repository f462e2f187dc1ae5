"""Final scoring: medals by category, objectives, and the tie-breaks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lunarrules.i18n import _, ngettext, pgettext

from . import geometry as pl
from . import moves
from .content import Compiled
from .legal import is_end_game_civ
from .params import METEORITES_PER_MEDAL, TRACKS
from .table import Seat
from .words import ending_words, resource

if TYPE_CHECKING:  # pragma: no cover
    from .state import PlanetUnknownState


def complete_lines(seat: Seat, c: Compiled) -> tuple[list[int], list[int]]:
    """Rows and columns that are complete and free of meteorites (PU-SCORE-LINES)."""
    rows: list[int] = []
    cols: list[int] = []
    for i in range(pl.SIZE):
        for lines, out in ((pl.ROWS, rows), (pl.COLUMNS, cols)):
            m = lines[i] & c.land
            if m and m & ~seat.covered == 0 and not m & seat.meteors:
                out.append(i)
    return rows, cols


def track_medals(seat: Seat, c: Compiled) -> dict[str, int]:
    """Best medal each tracker has passed or covers (PU-SCORE-TRACKS)."""
    return {t: max(c.medals[t][: seat.tracks[i] + 1]) for i, t in enumerate(TRACKS)}


def civ_effects(seat: Seat, c: Compiled) -> dict:
    cards = [c.civ[cid] for cid in seat.civ]
    ratio = min([k["amount"] for k in cards if k["effect"] == "meteor_ratio"] + [METEORITES_PER_MEDAL])
    pod_value = max([k["amount"] for k in cards if k["effect"] == "pod_value"] + [1])
    medals = sum(k["amount"] for k in cards if k["effect"] == "medals")
    return {"meteor_ratio": max(1, ratio), "pod_value": pod_value, "medals": medals}


def metric(seat: Seat, c: Compiled, name: str) -> int:
    """An objective card's measure of a planet."""
    if name == "pods":
        return seat.pods_collected
    if name == "meteorites":
        return seat.meteorites_collected
    if name == "lines":
        rows, cols = complete_lines(seat, c)
        return len(rows) + len(cols)
    if name == "covered":
        return pl.count(seat.covered)
    if name == "civ_cards":
        return len(seat.civ)
    if name == "patches":
        return pl.count(seat.patches)
    if name == "planet_meteorites":
        return pl.count(seat.meteors)
    return sum(seat.tracks)


def objective_medals(seats: list[Seat], c: Compiled, cards: tuple[str, ...], side: str) -> list[int]:
    """Medals per seat from the objective cards in play.

    ``side`` is ``"neighbour"`` (card ``i`` sits between seat ``i`` and the next seat;
    with 2 players all cards sit between the two) or ``"private"`` (every seat scores
    each card whose threshold it meets).
    """
    n = len(seats)
    out = [0] * n
    for i, cid in enumerate(cards):
        card = c.objectives[cid]
        more = card["better"] == "more"
        if side == "private":
            for p, s in enumerate(seats):
                v = metric(s, c, card["metric"])
                if (v >= card["private_threshold"]) if more else (v <= card["private_threshold"]):
                    out[p] += card["private_medals"]
            continue
        a, b = (0, 1) if n == 2 else (i, (i + 1) % n)
        va, vb = metric(seats[a], c, card["metric"]), metric(seats[b], c, card["metric"])
        if not more:
            va, vb = -va, -vb
        # PU-OBJECTIVE-VALUES: the winner takes the card's medals; on a tie each takes its tie medals.
        if va == vb:
            out[a] += card["neighbour_tie_medals"]
            out[b] += card["neighbour_tie_medals"]
        else:
            out[a if va > vb else b] += card["neighbour_medals"]
    return out


def seat_score(seat: Seat, c: Compiled) -> dict:
    """Medals of one seat by category (the seat already prepared for scoring)."""
    rows, cols = complete_lines(seat, c)
    eff = civ_effects(seat, c)
    tm = track_medals(seat, c)
    tech_effects = {t["effect"] for t in c.techs if t["id"] in seat.techs}
    return {
        "rows": sum(c.row_medals[r] for r in rows),
        "columns": sum(c.column_medals[k] for k in cols),
        "tracks": sum(tm.values()),
        "lifepods": seat.pods_collected * eff["pod_value"],
        "meteorites": seat.meteorites_collected // eff["meteor_ratio"],
        "civ": eff["medals"],
        "tech": pl.count(seat.patches) // 2 if "patch_medals" in tech_effects else 0,
    }


def prepare(seat: Seat, c: Compiled) -> list[str]:
    """Before scoring (PU-PRE-SCORING, PU-REMOVE-ROVERS-PODS): end-game civ advances; rovers and pods leave.

    Returns log lines.
    """
    lines = []
    for cid in seat.civ:
        card = c.civ[cid]
        if card["effect"] == "end_advance":
            i = TRACKS.index(card["track"])
            before = seat.tracks[i]
            seat.tracks[i] = min(c.top[card["track"]], before + card["amount"])
            lines.append(_("{card}: {resource} tracker advances from {before} to {after}").format(
                card=card["name"], resource=resource(card["track"]), before=before, after=seat.tracks[i]))
    seat.rovers = []
    seat.pods = 0
    return lines


def ranking_key(seat: Seat, c: Compiled, total: int) -> tuple[int, int, int]:
    """Higher is better: medals, then fewest uncovered squares, then fewest meteorites left."""
    uncovered = pl.count(c.land & ~seat.covered)
    return (total, -uncovered, -pl.count(seat.meteors))


def winners(keys: list[tuple[int, int, int]]) -> tuple[list[int], str, tuple[str, ...]]:
    """Winning seats, the tie-break text and the rule ids used."""
    best = max(k[0] for k in keys)
    tied = [i for i, k in enumerate(keys) if k[0] == best]
    if len(tied) == 1:
        return tied, "", ()
    rules = ["PU-TIE-UNCOVERED"]
    fewest = max(keys[i][1] for i in tied)
    still = [i for i in tied if keys[i][1] == fewest]
    text = _("tied on {medals} medals; fewest uncovered squares ({uncovered}): {players}").format(
        medals=best, uncovered=-fewest, players=", ".join(f"P{i + 1}" for i in still))
    if len(still) > 1:
        rules.append("PU-TIE-METEORITES")
        least = max(keys[i][2] for i in still)
        still = [i for i in still if keys[i][2] == least]
        text += "; " + _("fewest meteorites on the planet ({meteorites}): {players}").format(
            meteorites=-least, players=", ".join(f"P{i + 1}" for i in still))
        if len(still) > 1:
            rules.append("PU-TIE-SHARED")
            text += "; " + _("still tied: they share the win")
    return still, text, tuple(rules)


def category_words(category: str, medals) -> str:
    """A scoring category and its medals, as the final log line lists them: ``"rows 3"``."""
    names = {
        # TRANSLATORS: the scoring categories of a final score, each followed by its medals ("rows 3").
        "rows": pgettext("planet_unknown", "rows"),
        "columns": pgettext("planet_unknown", "columns"),
        "tracks": pgettext("planet_unknown", "tracks"),
        "lifepods": pgettext("planet_unknown", "lifepods"),
        "meteorites": pgettext("planet_unknown", "meteorites"),
        "civ": pgettext("planet_unknown score", "civ"),
        "tech": pgettext("planet_unknown score", "tech"),
        "objectives": pgettext("planet_unknown", "objectives"),
    }
    return pgettext("planet_unknown", "{category} {count}").format(
        category=names.get(category, category.replace("_", " ")), count=medals)


# ------------------------------------------------------------------ the table
def breakdowns(state: PlanetUnknownState, seats: list[Seat]) -> tuple[list[dict], list[int]]:
    c = state.content
    side = state.data["objective_side"]
    obj = objective_medals(seats, c, state.data["objectives"], side)
    breakdown, totals = [], []
    for s, o in zip(seats, obj, strict=True):
        b = seat_score(s, c)
        b["objectives"] = o
        totals.append(sum(b.values()))
        b["uncovered"] = pl.count(c.land & ~s.covered)
        b["planet_meteorites"] = pl.count(s.meteors)
        breakdown.append(b)
    return breakdown, totals


def current_scores(state: PlanetUnknownState) -> list[float]:
    """Medals so far, as everyone at the table can count them.

    Civilization medals are left out while the game goes on: End Game civ cards
    are secret until the end (PU-CIV-SECRET), and a running total that counted
    them would tell the table what a player kept.
    """
    seats = [s.copy() for s in state.data["seats"]]
    breakdown, totals = breakdowns(state, seats)
    return [t - b.get("civ", 0) for b, t in zip(breakdown, totals, strict=True)]


def final_scoring(state: PlanetUnknownState) -> None:
    state.goto("scoring")
    c = state.content
    state.data["shown"] = moves.kept_shown(state.data)
    seats = state.data["seats"] = [s.copy() for s in state.data["seats"]]
    for p, s in enumerate(seats):
        secret = [c.civ[cid]["name"] for cid in s.civ if is_end_game_civ(state, cid)]
        if secret:
            state.emit(ngettext("reveals End Game civ card {cards}", "reveals End Game civ cards {cards}",
                                len(secret)),
                       "PU-CIV-SECRET", "PU-SCORE-CIV", actor=p, cards=", ".join(secret))
        for line in prepare(s, c):
            state.emit(line, "PU-PRE-SCORING", "PU-CIV-EFFECTS", actor=p)
    state.emit(_("rovers and uncollected lifepods leave the planets"), "PU-REMOVE-ROVERS-PODS")
    breakdown, totals = breakdowns(state, seats)
    side_rule = "PU-SCORE-NEIGHBOUR" if state.data["objective_side"] == "neighbour" else "PU-SCORE-PRIVATE"
    for p, (b, t) in enumerate(zip(breakdown, totals, strict=True)):
        parts = ", ".join(category_words(k, v) for k, v in b.items()
                          if k not in ("uncovered", "planet_meteorites"))
        state.emit(ngettext("scores {n} medal ({parts})", "scores {n} medals ({parts})", t),
                   "PU-SCORE-SUM", "PU-SCORE-LINES", "PU-METEOR-LINES", "PU-SCORE-LINE-VALUE",
                   "PU-ROWCOL-MEDALS", "PU-SCORE-TRACKS", "PU-SCORE-PODS", "PU-SCORE-METEORITES",
                   "PU-CIV-RATIOS", "PU-SCORE-CIV", side_rule, "PU-OBJECTIVE-CARDS",
                   "PU-OBJECTIVE-VALUES", actor=p, n=t, parts=parts)
    keys = [ranking_key(s, c, t) for s, t in zip(seats, totals, strict=True)]
    win, tiebreak, tie_rules = winners(keys)
    reason = _("end: {reasons}").format(reasons=ending_words(state.data["ending"], ran_out=True))
    rules = ["PU-END", "PU-WIN", "PU-SCORE-LINES", "PU-SCORE-TRACKS", *tie_rules]
    rule_of = {"depot": "PU-END-DEPOT", "cannot_place": "PU-END-CANNOT-PLACE", "events": "PU-END-EVENTS"}
    rules += [rule_of[e] for e in state.data["ending"]]
    state.finish(totals, win, reason, rules, breakdown=breakdown, tiebreak=tiebreak, end_phase="end")
