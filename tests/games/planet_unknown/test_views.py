"""What each player and a spectator may see (``state.view``)."""

from __future__ import annotations

import json
import random

import pytest

from lunarrules.games.planet_unknown import legal

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


@pytest.mark.english
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


def played_to_an_end_game_offer(players=3):
    """A game played from setup (sound, so saves are checked) until a player at a civ milestone
    is offered an End Game card; returns the state, the chooser and that card's place."""
    rng = random.Random(7)
    for seed in range(20):
        s = G.new(players=players, seed=seed)
        while not s.is_over:
            if s.phase == "civ":
                offer = s.view(s.to_act)["civ_offer"]
                secret = [k for k, cid in enumerate(offer, 1) if legal.is_end_game_civ(s, cid)]
                if secret:
                    return s, s.to_act, secret[0]
            s = s.apply(rng.choice(s.legal_actions()))
    raise AssertionError("no End Game card was offered in 20 games")


def test_the_offer_is_shown_to_the_chooser_only():
    s, p, k = played_to_an_end_game_offer()
    offer = s.data["piles"][str(s.data["benefits"][0][1])]
    assert s.view(p)["civ_offer"] == list(offer)
    for viewer in (None, (p + 1) % 3, (p + 2) % 3):
        assert s.view(viewer)["civ_offer"] is None
        assert not any(cid in repr(s.view(viewer)) for cid in offer)
    assert [str(a) for a in s.legal_actions()] == [f"P{p + 1} civ offer={n}" for n in range(1, len(offer) + 1)]


@pytest.mark.english
def test_keeping_an_end_game_civ_card_names_it_nowhere_the_others_read():
    # Public: End Game civ cards are secret until the end (PU-CIV-SECRET)
    s, p, k = played_to_an_end_game_offer()
    card = s.view(p)["civ_offer"][k - 1]
    secret = (card, s.content.civ[card]["name"])
    action = A(p, "civ", offer=k)
    kept = s.apply(action)
    assert kept.seat(p).civ[-1] == card
    texts = [str(h) for h in kept.history]  # the moves
    texts += [e.text for e in kept.log]  # the log
    texts += [s.describe(action), s.describe(str(action)), kept.describe(action)]  # the words
    texts += [str(s.check(A(p, "civ", offer=9))), str(s.check(A((p + 1) % 3, "civ", offer=k)))]  # why not
    for viewer in (None, (p + 1) % 3, (p + 2) % 3):
        texts.append(repr(kept.view(viewer)))
    doc = json.loads(kept.to_json())
    texts += [json.dumps(doc["history"]), json.dumps(doc["log"])]  # what a save carries
    for text in texts:
        assert not any(name in text for name in secret), text
    new = kept.log[len(s.log):]
    assert any(f"keeps an End Game civilization card (rank {s.data['benefits'][0][1]})" in e.text for e in new)
    assert any("PU-CIV-SECRET" in e.rules for e in new)
    # a full save is the whole position: it still holds the card, and loads back equal,
    # from its position (checked) and by replaying its moves
    assert card in doc["position"]["table"]["seats"][p]["civ_cards"]
    assert G.from_json(json.dumps(doc)) == kept
    assert G.from_json(kept.to_json(), replay=True) == kept


def test_a_card_that_acts_at_once_is_named_when_kept():
    s = give(fresh(), "D2-civ-water", "I4-civ-water")
    p = s.to_act
    set_track(s, "civ", 1)
    s.data["piles"]["1"] = ("c1-archive", "c1-market")
    s = s.apply(place(s, "inner", 0, 0, 3))  # civ 1 -> 2: rank 1 milestone
    shown = s.apply(A(p, "civ", offer=1))
    assert shown.seat(p).civ == ("c1-archive",)
    assert any("Seed archive" in e.text for e in shown.log[len(s.log):])


def test_the_offer_keeps_the_order_dealt():
    # a place in the offer tells nothing: the piles are not sorted by id
    orders = {G.new(players=6, seed=seed).data["piles"]["1"] for seed in range(6)}
    assert any(list(pile) != sorted(pile) for pile in orders)


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


def test_the_running_score_does_not_count_secret_civ_cards():
    # Public: End Game civ cards are secret until the end; a running total that counted
    # their medals would tell the table what was kept.
    s, p = end_game_card_position()
    without = edit(s)
    without.seat(p).civ = ("c1-archive",)
    assert s.scores()[p] == without.scores()[p]
    s.data["ending"] = ["depot"]
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    assert s.outcome.breakdown[p]["civ"] > 0, "the End Game card scores at the end"
