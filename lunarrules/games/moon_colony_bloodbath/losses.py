"""Losing colonists: the cascade (mat -> building of the player's choice -> LOST ->
continue), colony failure and the end of the game, Hunger and Paperwork.

Every step is logged with its rule ids, so the board and the log can replay the
cascade exactly as the engine ruled it.
"""

from __future__ import annotations

from lunarrules.i18n import _, ngettext, pgettext
from lunarrules.kernel import Later

from .content import (
    amount,
    amount_later,
    building_cards,
    buildings,
    compiled,
    describe,
    source_later,
)
from .content import cards as _cards
from .ops import discard_cards, draw, own_tableau, push, set_seat, spend
from .params import (
    HUNGER_NONE_FOOD,
    HUNGER_PUBLISHED_NONE,
    HUNGER_PUBLISHED_UNFED,
    HUNGER_UNFED_EXTRA,
    PAPERWORK_DISCARD,
    PAPERWORK_DRAW,
)
from .table import Failure, Instruction, colony_total, food_available, printed_colonists


def cascade(s, p, need, src, why: str | Later = "", why_rules: tuple = ()) -> None:
    """Lose ``need`` colonists: mat first; if short, a building of the player's choice
    (a decision); if no building is left, the colony fails and the game ends.

    ``why`` (with ``why_rules``) opens the first log line: the reason for the loss
    (Hunger's count, Paperwork's cards...), in words (or a :class:`Later` that puts it
    into words when the log is read), ending with its separator."""
    d = s.data
    failed = d["failed_colonies"]
    if need <= 0 or failed and any(f[0] == p for f in failed):
        # a failed colony has nothing left to lose (MCB-LOSS-FAIL)
        return
    mat = d["colonists"][p]
    take = mat if mat < need else need
    d["colonists"][p] = mat - take
    left = need - take
    source = source_later(src)
    s.emit(ngettext("{source}: {why}loses {amount} from the mat (from {before} to {after}); {left} still to lose",
                    "{source}: {why}loses {amount} from the mat (from {before} to {after}); {left} still to lose",
                    left),
           *why_rules, "MCB-LOSS-MAT-FIRST", actor=p, source=source, why=why,
           amount=amount_later(take, "colonists"), before=mat, after=mat - take, left=left)
    if left == 0:
        _check_out(s, p)
        return
    t = d["tableau"][p]
    if t:
        d["decision"] = {"kind": "lose_building", "player": p, "need": left, "source": src}
        s.goto("lose_building")
        s.to_act = p
        s.emit(_("{source}: the mat is empty with {amount} still to lose: {player} must lose "
              "a building (any of {building_names}, whatever its colonists)"),
               "MCB-LOSS-BUILDING", "MCB-FAQ-ANY-BUILDING", "MCB-LOSS-REPEAT", actor=p,
               source=source, amount=amount_later(left, "colonists"), player=f"P{p + 1}",
               building_names=", ".join(_names(s, t)))
        return
    s.emit(_("{source}: no colonist on the mat and no building left, {amount} still to lose: "
             "the colony fails; the game ends once this instruction is resolved for every colony"),
           "MCB-LOSS-FAIL", "MCB-LOSS-EVERYONE", actor=p, source=source,
           amount=amount_later(left, "colonists"))
    _out(s, p, ngettext("colony failed: {player} could not lose {n} more colonist",
                        "colony failed: {player} could not lose {n} more colonists", left).format(
             player=f"P{p + 1}", n=left),
         ("MCB-LOSS-FAIL", "MCB-END-NO-COLONISTS"))


def _names(s, tableau) -> list[str]:
    """The names of the buildings in a tableau, each once, in play order."""
    b = compiled(s.game).buildings
    out: list[str] = []
    for bid, _stock in tableau:
        if b[bid].name not in out:
            out.append(b[bid].name)
    return out


def lose_building(s, p, card) -> None:
    """The player's chosen building is lost: discard it, its printed colonists go to the mat,
    its LOST abilities resolve, then the loss continues (MCB-LOSS-BUILDING)."""
    d = s.data
    pend = d["decision"]
    bld = compiled(s.game).buildings[card]
    t = d["tableau"][p]
    best = None
    for i, (bid, stock) in enumerate(t):
        if bid == card and (best is None or stock < t[best][1]):
            best = i
    assert best is not None  # a building in play: the choice was legal (MCB-FAQ-ANY-BUILDING)
    own_tableau(d, p).pop(best)
    discard_cards(d, (card,))
    d["colonists"][p] += bld.colonists
    d["decision"] = None
    lost = "; ".join(describe(e) for e in bld.lost) or pgettext("moon_colony_bloodbath: effects", "none")
    printed = ngettext("its {n} printed colonist goes to the mat", "its {n} printed colonists go to the mat",
                       bld.colonists).format(n=bld.colonists)
    need = pend["need"]
    s.emit(ngettext("{source}: loses {building_name}: {printed}; LOST abilities ({effects}) resolve before "
                 "the remaining {amount} is lost",
                 "{source}: loses {building_name}: {printed}; LOST abilities ({effects}) resolve before "
                 "the remaining {amount} are lost", need),
           "MCB-LOSS-BUILDING", "MCB-FAQ-ANY-BUILDING", "MCB-FAQ-LOST-FIRST", "MCB-LOSE-COPY",
           actor=p, source=source_later(pend["source"]), building_name=bld.name, printed=printed,
           effects=lost, amount=amount_later(need, "colonists"))
    items = [Instruction(e[0], p, e[1], e[2], f"{bld.name} LOST") for e in bld.lost]
    items.append(Instruction("cascade", p, pend["need"], 0, pend["source"]))
    push(d, items)
    s.goto("resolve")


def resume_cascade(s, p, need, _b, src):
    """Continue a loss after a lost building's LOST abilities (a queued instruction)."""
    cascade(s, p, need, src)


def _check_out(s, p) -> None:
    if s.data["colonists"][p] == 0 and printed_colonists(s, p) == 0 and not s.is_over:
        _out(s, p, _("out of colonists: {player} has no colonists on the mat or on buildings").format(
                 player=f"P{p + 1}"), ("MCB-END-NO-COLONISTS", "MCB-END"))


def _out(s, p, reason: str, rules: tuple) -> None:
    """Colony ``p`` has failed or is empty: the game ends, but only once the
    instruction being resolved has reached every colony (MCB-LOSS-EVERYONE)."""
    d = s.data
    if not any(f[0] == p for f in d["failed_colonies"]):
        d["failed_colonies"] = d["failed_colonies"] + (Failure(p, reason, tuple(rules)),)


def settle(s, *_ignored) -> None:
    """An instruction has been resolved for every colony: end the game if one of
    them failed or ran out of colonists meanwhile (MCB-LOSS-EVERYONE)."""
    failed = s.data["failed_colonies"]
    if not failed or s.is_over:
        return
    rules: tuple = ("MCB-LOSS-EVERYONE",)
    for _seat, _why, r in failed:
        rules += tuple(x for x in r if x not in rules)
    end_game(s, "; ".join(f[1] for f in failed), rules)


def end_game(s, reason: str, rules: tuple) -> None:
    """End at once and count colonists (MCB-END-NO-MORE-TURNS, MCB-SCORE, MCB-WINNER, MCB-TIE)."""
    d = s.data
    d["instructions"].clear()
    d["decision"] = None
    scores = [colony_total(s, p) for p in range(s.players)]
    best = max(scores)
    winners = [p for p, x in enumerate(scores) if x == best]
    breakdown = [
        {"mat": d["colonists"][p], "buildings": printed_colonists(s, p), "total": scores[p]}
        for p in range(s.players)
    ]
    tiebreak = (
        _("tie at {amount} between {players}: they share the win [MCB-TIE]").format(
            amount=amount(best, "colonists"), players=", ".join(f"P{w + 1}" for w in winners))
        if len(winners) > 1 else ""
    )
    s.finish(scores, winners, reason,
             tuple(rules) + ("MCB-END-NO-MORE-TURNS", "MCB-SCORE", "MCB-WINNER", "MCB-SCORE-NOTHING-ELSE")
             + (("MCB-TIE",) if len(winners) > 1 else ()),
             breakdown=breakdown, tiebreak=tiebreak)


def hunger(s, p, _a, _b, src):
    d = s.data
    k = len(d["tableau"][p])
    if s.options["hunger"] == "published":
        fed = min(food_available(s, p), k)
        spend(s, p, "food", fed)
        unfed = k - fed
        if unfed:
            cascade(s, p, unfed * HUNGER_PUBLISHED_UNFED, "Hunger", Later(_published_count, k, fed, unfed),
                    ("MCB-HUNGER-PUBLISHED",))
        else:
            d["colonists"][p] += HUNGER_PUBLISHED_NONE
            s.emit(_("Hunger (published): {building_names} fed with {food_amount}, no colonist lost: {gain}"),
                   "MCB-HUNGER-PUBLISHED", actor=p, building_names=Later(buildings, k),
                   food_amount=amount_later(fed, "food"),
                   gain=amount_later(HUNGER_PUBLISHED_NONE, "colonists", "+"))
        return
    mat = d["colonists"][p]
    unfed = max(0, k - mat)
    total = k + HUNGER_UNFED_EXTRA * unfed
    if total == 0:
        d["food"][p] += HUNGER_NONE_FOOD
        s.emit(_("Hunger: no building, no colonist lost: {food_amount} on the mat"),
               "MCB-HUNGER", "MCB-HUNGER-NONE", actor=p,
               food_amount=amount_later(HUNGER_NONE_FOOD, "food", "+"))
        return
    cascade(s, p, total, "Hunger", Later(_seed_count, k, mat, unfed, total),
            ("MCB-HUNGER", "MCB-HUNGER-UNFED", "MCB-HUNGER-COUNT"))


def _seed_count(k: int, mat: int, unfed: int, total: int) -> str:
    """Hunger's count in the seed's wording (MCB-HUNGER, MCB-HUNGER-UNFED), in words,
    ending with its separator: ``k`` buildings, ``mat`` colonists on the mat when it
    starts, ``unfed`` buildings the mat cannot give to, ``total`` colonists to lose."""
    return _("{building_names} counted at the start: lose {amount}; the mat ({mat_amount}) cannot give to {unfed} "
             "of them, so {extra} more; {total} in all; ").format(
        building_names=buildings(k), amount=amount(k, "colonists"), mat_amount=amount(mat, "colonists"), unfed=unfed,
        extra=amount(HUNGER_UNFED_EXTRA * unfed, "colonists"), total=amount(total, "colonists"))


def _published_count(k: int, fed: int, unfed: int) -> str:
    """Hunger's count in the published wording (MCB-HUNGER-PUBLISHED), in words, ending
    with its separator: ``k`` buildings, ``fed`` food paid, ``unfed`` buildings unfed."""
    return _("(published) {building_names} to feed, {food_amount} paid, {unfed} unfed: ").format(
        building_names=buildings(k), food_amount=amount(fed, "food"), unfed=unfed)


def _immune(s, p) -> int:
    """How many of ``p``'s buildings ignore Paperwork (one is enough: MCB-PAPERWORK-IMMUNE)."""
    b = compiled(s.game).buildings
    return sum(1 for bid, _stock in s.data["tableau"][p] if b[bid].ignore_paperwork)


def paperwork(s, p, split, _b, src):
    """Paperwork, first part: draw a building card (MCB-PAPERWORK). ``split``: the
    discard is queued separately, after everyone has drawn; otherwise it follows."""
    ignoring = _immune(s, p)
    if ignoring:
        s.emit(ngettext("Paperwork ignored ({n} building of theirs ignores it: no draw, no discard; more "
                        "copies add nothing)",
                        "Paperwork ignored ({n} buildings of theirs ignore it: no draw, no discard; more "
                        "copies add nothing)", ignoring),
               "MCB-PAPERWORK-IMMUNE", "MCB-FAQ-PAPERWORK-NOSTACK", "MCB-STACK", actor=p,
               n=ignoring)
        return
    got = draw(s, p, PAPERWORK_DRAW)
    s.emit(_("{source}: draws {cards}; {n} cards to discard next"),
           "MCB-PAPERWORK", actor=p, source=source_later(src), cards=building_cards(got),
           n=PAPERWORK_DISCARD)
    if not split:
        s.data["instructions"].append(Instruction("paperwork_discard", p, 0, 0, src))


def paperwork_discard(s, p, _a, _b, src):
    """Paperwork, second part: discard 2 cards, the player's choice; a hand of 2 or
    fewer is discarded whole (MCB-PAPERWORK, MCB-AS-MUCH-AS-YOU-CAN)."""
    if _immune(s, p):
        return
    d = s.data
    hand = d["hand"][p]
    if len(hand) <= PAPERWORK_DISCARD:
        discard_cards(d, hand)
        set_seat(d, "hand", p, ())
        s.emit(_("{source}: discards {cards}, the whole hand ({n} to discard)"),
               "MCB-PAPERWORK", "MCB-AS-MUCH-AS-YOU-CAN", actor=p, source=source_later(src),
               cards=Later(_cards, len(hand)), n=PAPERWORK_DISCARD)
        return
    d["decision"] = {"kind": "discard", "player": p, "n": PAPERWORK_DISCARD, "source": src}
    s.goto("discard")
    s.to_act = p
    s.emit(_("{source}: {player} must discard {n} of the {cards} in hand"),
           "MCB-PAPERWORK", actor=p, source=source_later(src), player=f"P{p + 1}",
           n=PAPERWORK_DISCARD, cards=Later(_cards, len(hand)))


def discard(s, p, cards) -> None:
    """The player's Paperwork discard (MCB-PAPERWORK)."""
    d = s.data
    hand = list(d["hand"][p])
    for c in cards:
        hand.remove(c)
    set_seat(d, "hand", p, tuple(hand))
    discard_cards(d, cards)
    pend = d["decision"]
    d["decision"] = None
    s.emit(_("{source}: discards {cards}"),
           pend.get("rule", "MCB-PAPERWORK"), actor=p, source=source_later(pend["source"]),
           cards=Later(_cards, len(cards)))
    s.goto("resolve")
