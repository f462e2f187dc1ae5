"""Named scenarios that take the rarer phase edges (used by the conformance suite)."""

from __future__ import annotations

from .helpers import G, before_first_card, reveal


def manual_drawn():
    """resolve -> end: a Trouble draws the Instruction Manual."""
    s = before_first_card()
    s.data["event_deck"] = ("instruction_manual",)
    return reveal(s, "trouble")


def development_and_perk():
    """reveal -> development, resolve -> choose_perk, choose_perk -> resolve, reveal -> perk."""
    s = before_first_card()
    s = reveal(s, "dev:ore_boom", "twist:hall_of_fame")
    while s.phase == "choose_perk":
        s = s.apply(s.legal_actions()[0])
    return s


def cascade_to_building():
    """resolve -> lose_building -> resolve: the mat runs short."""
    s = before_first_card()
    s.data["colonists"][0] = 1
    s.data["tableau"][0] = [("iron_mine", 0)]
    s = reveal(s, "robot:harvester_bot")
    return s.apply(s.legal_actions()[0])


def reshuffle():
    """reveal -> reshuffle -> reveal."""
    s = before_first_card()
    s.data["progress_discard"] = ["work"]
    s = reveal(s, "twist:supply_drop")
    return s


def paperwork_discard():
    """resolve -> discard -> resolve: Paperwork with more than 2 cards in hand."""
    s = before_first_card()
    s = reveal(s, "event:paperwork_1")
    while s.phase == "discard":
        s = s.apply(s.legal_actions()[0])
    return s


def restock_choice():
    """resolve -> place_boxes -> resolve: RESTOCK with two buildings to choose from."""
    s = before_first_card()
    s.data["tableau"][0] = [("cargo_hangar", 0), ("cold_store", 0)]
    s = reveal(s, "robot:butler_bot")
    while s.phase == "place_boxes":
        s = s.apply(s.legal_actions()[0])
    return s


def optional_instruction():
    """resolve -> may -> resolve: a card content words with "may" (MCB-MAY)."""
    g = G.with_content({"twist": [{"id": "offer", "name": "Offer", "first_game": False,
                                   "effects": [{"do": "gain", "res": "food", "n": 1, "may": True}]}]})
    s = before_first_card(game=g)
    s = reveal(s, "twist:offer")
    while s.phase == "may":
        s = s.apply(s.legal_actions()[0])
    return s


def ability_order():
    """resolve -> ability_order -> resolve: RESTOCK triggers the Records Vault's box spend."""
    s = before_first_card()
    s.data["tableau"][0] = [("records_vault", 1)]
    s = reveal(s, "robot:butler_bot")
    while s.phase in ("ability_order", "may", "place_boxes"):
        s = s.apply(s.legal_actions()[0])
    return s


SCENARIOS = {
    "manual_drawn": manual_drawn,
    "development_and_perk": development_and_perk,
    "cascade_to_building": cascade_to_building,
    "reshuffle": reshuffle,
    "paperwork_discard": paperwork_discard,
    "restock_choice": restock_choice,
    "optional_instruction": optional_instruction,
    "ability_order": ability_order,
}
