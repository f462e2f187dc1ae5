"""Final scoring, the Burn count and the winners (CC-FINAL-SCORING, CC-BURN-COUNT)."""

from __future__ import annotations


def _owned(pl) -> list:
    """Every card a player owns outside the reserve deck and development pile."""
    cards = pl.hand + pl.draw_top + pl.draw + pl.discard + pl.play
    cards += list(pl.fleet) + list(pl.locs) + list(pl.log)
    cards += [pl.captain] + [u for u, _ in pl.staging]
    if pl.duty:
        cards.append(pl.duty)
    if pl.status:
        cards.append(pl.status)
    return cards


def incident_count(state, p: int) -> int:
    """INCIDENT cards in hand, in play, discard, draw deck and Captain's Log (not the reserve)."""
    pl = state.data["p"][p]
    card = state.cat.card
    zones = pl.hand + pl.draw_top + pl.draw + pl.discard + pl.play + list(pl.fleet) + list(pl.log)
    return sum(1 for u in zones if card[u].suit == "incident")


def breakdown(state, p: int) -> dict:
    """Final-scoring parts of player ``p``."""
    d = state.data
    pl = d["p"][p]
    cat = state.cat
    owned = _owned(pl)
    printed = sum(cat.card[u].vp for u in owned)
    endgame = 0
    ships = sum(1 for u in pl.fleet if cat.card[u].suit == "ship")
    for u in owned:
        op = cat.card[u].op("endgame")
        if op is None:
            continue
        for e in op.effects:
            if e[0] == "vp":
                endgame += e[1]
            elif e[0] == "vp_location":
                endgame += e[1] * len(pl.locs)
            elif e[0] == "vp_ship":
                endgame += e[1] * ships
    crew = cat.crews[pl.crew]
    focus = sum(crew.focus_vp[level] for level in pl.spec)
    missions = {m.id: m.vp for m in crew.basic + crew.advanced}
    return {
        "printed VP": printed,
        "glory": pl.pool[2],
        "neutral tokens": sum(state.tokens_at(loc, p) for loc in d["neutral"]),
        "endgame operations": endgame,
        "specialty focus": focus,
        "missions": sum(missions[m] for m in pl.missions),
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
    tiebreak = "tied on VP: both players win" if len(winners) > 1 else ""
    return totals, winners, parts, tiebreak


def burn_outcome(state):
    """Fewest incidents wins; a tie goes to final scoring, then is shared (CC-BURN-TIE)."""
    totals, parts = final_scores(state)
    inc = [parts[p]["incidents"] for p in range(2)]
    if inc[0] != inc[1]:
        winners = [0 if inc[0] < inc[1] else 1]
        tiebreak = f"fewest incidents wins: P1 {inc[0]}, P2 {inc[1]}"
    else:
        best = max(totals)
        winners = [p for p in range(2) if totals[p] == best]
        tiebreak = f"incidents tied at {inc[0]}: final scoring decides"
        if len(winners) > 1:
            tiebreak += "; tied on VP too: both players win"
    return totals, winners, parts, tiebreak
