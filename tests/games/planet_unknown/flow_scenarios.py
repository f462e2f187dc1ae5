"""Named scenarios for the phase edges random playouts rarely take.

Stored biomass patches only arise when a patch has no legal square; the
scenario sets two players up with stored patches in the last round. The event
deck is an option, so default playouts never reveal an event card.
"""

from __future__ import annotations

from .helpers import G, edit, fresh


def stored_patches_before_scoring():
    """round_end -> final_patches -> final_patches -> scoring -> end."""
    s = edit(fresh(players=3, seed=4))
    s.data["ending"] = ["depot"]
    for p in (0, 1):
        s.seat(p).stored = 1
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    phases = [e.text for e in s.log]
    assert any("places a biomass patch" in t for t in phases)
    return s


def event_deck_game(players: int = 3):
    """setup -> event -> rotate / station_turn, round_end -> event, and the last card's end."""
    s = G.new(players=players, seed=2, events=True)
    while not s.is_over:
        s = s.apply(s.legal_actions()[-1])
    assert "last event card" in s.outcome.reason
    return s


SCENARIOS = {
    "stored_patches_before_scoring": stored_patches_before_scoring,
    "event_deck_3p": lambda: event_deck_game(3),
    "event_deck_2p": lambda: event_deck_game(2),
}
