"""What each player and a spectator may see (``state.view``)."""

from __future__ import annotations

from .helpers import A, G, edit, fresh, give, place, set_track


def end_game_card_position():
    """A 3-player game where the first player holds an advance card and an End Game card."""
    s = edit(fresh(players=3))
    p = s.to_act
    s.seat(p).civ = ("c1-archive", "c1-market")  # advance now / End Game medals
    shown = list(s.data["shown"])  # as the others saw the planets when the round began
    shown[p] = s.seat(p).copy()
    s.data["shown"] = tuple(shown)
    return s, p


def test_end_game_civ_cards_are_hidden_from_the_others_and_spectators():
    # Public: End Game civ cards are secret until the end
    s, p = end_game_card_position()
    other = (p + 1) % 3
    for viewer in (other, None):
        seat = s.view(viewer)["seats"][p]
        assert seat["civ_cards"] == ["c1-archive"], viewer
        assert seat["hidden_civ_cards"] == 1
        assert "c1-market" not in repr(s.view(viewer))
    own = s.view(p)["seats"][p]
    assert own["civ_cards"] == ["c1-archive", "c1-market"] and own["hidden_civ_cards"] == 0


def test_end_game_civ_cards_are_shown_at_the_end():
    s, p = end_game_card_position()
    s.data["ending"] = ["depot"]
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    for viewer in (None, (p + 1) % 3):
        seat = s.view(viewer)["seats"][p]
        assert "c1-market" in seat["civ_cards"] and seat["hidden_civ_cards"] == 0
    reveal = next(e for e in s.log if e.text.startswith("reveals End Game civ card") and e.actor == p)
    assert "Night market" in reveal.text and "PU-CIV-SECRET" in reveal.rules


def test_keeping_an_end_game_civ_card_does_not_name_it_in_the_log():
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    p = s.to_act
    set_track(s, "civ", 1)
    s.data["piles"]["1"] = ("c1-archive", "c1-market")
    s2 = s.apply(place(s, "inner", 0, 0, 3))  # civ 1 -> 2: rank 1 milestone
    kept = s2.apply(A(p, "civ", card="c1-market"))
    new = [e.text for e in kept.log[len(s2.log):]]
    assert not any("Night market" in t or "c1-market" in t for t in new)
    assert any("End Game" in t and "rank 1" in t for t in new)
    assert any("PU-CIV-SECRET" in e.rules for e in kept.log[len(s2.log):])
    shown = s2.apply(A(p, "civ", card="c1-archive"))
    assert any("Seed archive" in e.text for e in shown.log[len(s2.log):])


def first_placement_made(players=3):
    """A game where the commander has placed this round and the next player is to place."""
    s = fresh(players=players)
    first = s.to_act
    s = s.apply(s.legal_actions()[0])
    while s.to_act == first:
        s = s.apply(s.legal_actions()[0])
    return s, first


def test_the_spectator_sees_this_rounds_placements():
    s, first = first_placement_made()
    covered = s.seat(first).covered
    assert covered
    spectator = s.view(None)["seats"][first]
    assert len(spectator["covered"]) == covered.bit_count()
    assert spectator["tiles"] == list(s.seat(first).tiles)
    # the player still to place does not see it (placement is simultaneous)
    assert s.view(s.to_act)["seats"][first]["covered"] == []


def test_after_the_end_everyone_sees_the_final_planets():
    s, first = first_placement_made()
    s = edit(s)
    s.data["ending"] = ["depot"]
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    for viewer in (None, 0, 1, 2):
        for p in range(3):
            assert len(s.view(viewer)["seats"][p]["covered"]) == s.seat(p).covered.bit_count()


def test_the_view_says_which_depot_each_seat_faces():
    s = G.new(players=3, seed=0)
    assert s.view(None)["facing"] == [0, 2, 4]  # PU-INDICATOR-SPACING, station not turned yet
    s2 = s.apply(A(s.to_act, "rotate", steps=2))
    for viewer in (None, 0):
        assert s2.view(viewer)["facing"] == [2, 4, 0] == [s2.depot_of(p) for p in range(3)]
    two = G.new(players=2, seed=0)  # PU-ROTATE-2P: turned one depot before the first placement
    assert two.view(None)["facing"] == [1, 4]
