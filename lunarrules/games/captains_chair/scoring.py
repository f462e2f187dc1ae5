"""Final scoring, the Burn count and the winners (CC-FINAL-SCORING, CC-BURN-COUNT).

The parts: printed VP (CC-SCORE-PRINTED), glory and tokens at neutral locations,
ENDGAME operations (CC-SCORE-ENDGAME), specialty focus (CC-SCORE-FOCUS) and
Advanced-side missions (CC-SCORE-MISSIONS).
"""

from __future__ import annotations

from lunarrules.i18n import _

from . import effects
from .legal import crew_side


def scored_cards(pl) -> list:
    """Every card a player owns outside the reserve deck and development pile (CC-SCORE-PRINTED)."""
    cards = pl.hand + pl.draw_top + pl.draw + pl.discard + pl.play_area
    cards += list(pl.fleet) + list(pl.locations) + list(pl.captains_log) + list(pl.beamed)
    cards += [pl.captain] + [u for u, _ in pl.staging]
    if pl.duty_officer:
        cards.append(pl.duty_officer)
    if pl.status:
        cards.append(pl.status)
    return cards


def endgame_cards(pl) -> list:
    """The cards whose ENDGAME operations score: those in play (CC-SCORE-ENDGAME).

    The captain, status card, duty officer, fleet and location areas and cards still in
    the play area; not beamed cards, nor the hand, decks, discard pile or Captain's Log.
    """
    return list(pl.in_play()) + pl.play_area


def focus_score(state, p: int) -> int:
    """Best multiplier reached on each track times its focus icons (CC-SCORE-FOCUS).

    Nothing without a completed mission; a "best" icon scores the best multiplier
    reached on any track.
    """
    pl = state.data["seats"][p]
    if not pl.missions:
        return 0
    crew = state.cat.crews[pl.crew]
    fm = crew.focus_multiplier
    best = {t: max(fm[: level + 1]) for t, level in zip(crew.tracks, pl.specialty, strict=True)}
    top = max(best.values())
    total = 0
    for u in scored_cards(pl):
        f = state.cat.card[u].focus
        if f == "best":
            total += top
        elif f:
            total += best.get(f, 0)
    return total


def incident_count(state, p: int) -> int:
    """INCIDENT cards in hand, in play (beamed too), discard, draw deck and Captain's Log (not the reserve)."""
    pl = state.data["seats"][p]
    card = state.cat.card
    zones = (
        pl.hand
        + pl.draw_top
        + pl.draw
        + pl.discard
        + pl.play_area
        + list(pl.fleet)
        + list(pl.captains_log)
    )
    zones += list(pl.beamed)
    return sum(1 for u in zones if card[u].suit == "incident")


def breakdown(state, p: int) -> dict:
    """Final-scoring parts of player ``p``."""
    d = state.data
    pl = d["seats"][p]
    cat = state.cat
    printed = sum(cat.card[u].vp for u in scored_cards(pl))
    endgame = 0
    ships = sum(1 for u in pl.fleet if cat.card[u].suit == "ship")
    for u in endgame_cards(pl):
        op = cat.card[u].op("endgame")
        if op is None:
            continue
        for e in op.effects:
            if e[0] == "vp":
                endgame += e[1]
            elif e[0] == "vp_location":
                endgame += e[1] * len(pl.locations)
            elif e[0] == "vp_ship":
                endgame += e[1] * ships
    # CC-SCORE-MISSIONS: only the Advanced side's missions score their VP
    advanced = {m.id: m.vp for m in cat.crews[pl.crew].advanced}
    missions = sum(advanced[m] for m in pl.missions) if crew_side(state, p) == "advanced" else 0
    return {
        "printed VP": printed,
        "glory": pl.pool[2],
        "neutral tokens": sum(effects.tokens_at(state, loc, p) for loc in d["neutral_zone"]),
        "endgame operations": endgame,
        "specialty focus": focus_score(state, p),
        "missions": missions,
        "incidents": incident_count(state, p),
    }


def final_scores(state) -> tuple[list[int], list[dict]]:
    parts = [breakdown(state, p) for p in range(2)]
    totals = [sum(v for k, v in b.items() if k != "incidents") for b in parts]
    for b, t in zip(parts, totals, strict=True):
        b["total"] = t
    return totals, parts


def final_outcome(state):
    """Most VP wins; a tie is shared (CC-VP-WINS, CC-FINAL-TIE)."""
    totals, parts = final_scores(state)
    best = max(totals)
    winners = [p for p in range(2) if totals[p] == best]
    tiebreak = _("tied on VP: both players win") if len(winners) > 1 else ""
    return totals, winners, parts, tiebreak


def burn_outcome(state):
    """Fewest incidents wins; a tie goes to final scoring, then is shared (CC-BURN-TIE)."""
    totals, parts = final_scores(state)
    inc = [parts[p]["incidents"] for p in range(2)]
    if inc[0] != inc[1]:
        winners = [0 if inc[0] < inc[1] else 1]
        tiebreak = _("fewest incidents wins: P1 {p1}, P2 {p2}").format(p1=inc[0], p2=inc[1])
    else:
        best = max(totals)
        winners = [p for p in range(2) if totals[p] == best]
        if len(winners) > 1:
            tiebreak = _(
                "incidents tied at {n}: final scoring decides; tied on VP too: both players win"
            ).format(n=inc[0])
        else:
            tiebreak = _("incidents tied at {n}: final scoring decides").format(n=inc[0])
    return totals, winners, parts, tiebreak
