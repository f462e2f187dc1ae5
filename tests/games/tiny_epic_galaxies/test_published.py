"""The published game's planets (``published.toml``): 40 cards with the cards' numbers."""

from __future__ import annotations

from collections import Counter

import lunarrules as lr

G = lr.game("tiny_epic_galaxies")
PUB = G.published()


def test_the_published_deck_has_40_planets_and_12_missions():
    assert len(PUB.content["planets"]) == 40
    assert len(PUB.content["missions"]) == 12


def test_published_planets_carry_the_cards_numbers():
    planets = {p["id"]: p for p in PUB.content["planets"]}
    # the first card of the published deck, under this project's name "Brasa"
    b = planets["brasa"]
    assert (b["symbol"], b["track"], b["track_kind"], b["vp"]) == ("energy", 2, "diplomacy", 1)
    assert {p["vp"] for p in planets.values()} == {1, 2, 3, 5, 7}
    assert Counter(p["track"] for p in planets.values()) == {1: 7, 2: 9, 3: 8, 4: 8, 5: 8}
    assert Counter(p["symbol"] for p in planets.values()) == {"energy": 20, "culture": 20}


def test_setup_with_the_published_deck_at_every_player_count():
    for n, shown in ((2, 4), (3, 5), (4, 6), (5, 6)):  # players + 2, but 6 with 5 players
        s = PUB.new(players=n, seed=n)
        assert len(s.data["row"]) == shown
        assert len(s.data["row"]) + len(s.data["deck"]) == 40
