"""The published game's components (``published.toml``, merged by ``Game.published()``)."""

from __future__ import annotations

from collections import Counter

import pytest

from .helpers import G

PUB = G.published()


def test_the_published_civ_deck_has_nine_cards_of_each_rank():
    # [RB] "36 x Civ Cards"; [BGA] 9 per rank, Immediate / End Game as 5/4, 5/4, 5/4, 2/7
    cards = PUB.content["civ"]
    assert len(cards) == 36 and len(G.content["civ"]) == 28
    split = Counter((c["rank"], "immediate" if c["effect"] == "advance" else "end game") for c in cards)
    assert split == {(1, "immediate"): 5, (1, "end game"): 4, (2, "immediate"): 5, (2, "end game"): 4,
                     (3, "immediate"): 5, (3, "end game"): 4, (4, "immediate"): 2, (4, "end game"): 7}


@pytest.mark.parametrize("players", [2, 4, 6])
def test_players_plus_one_cards_of_each_rank_are_dealt(players):
    # "Randomly select CIV CARDS equal to number of players plus one for each civ card rank"
    s = PUB.new(players=players, seed=3)
    for rank, pile in s.data["piles"].items():
        assert len(pile) == players + 1
        assert all(s.content.civ[cid]["rank"] == int(rank) for cid in pile)
    assert not s.position_problems()


def test_the_published_tiles_pairs_and_count():
    # [RB] 144 tiles; [BGA] 12 shapes x 12 tiles, six resource pairs with and without a meteor
    s = PUB.new(players=3, seed=0)
    tiles = s.content.tiles
    assert len(tiles) == 144
    pairs = Counter(frozenset((t.a, t.b)) for t in tiles.values())
    assert set(pairs) == {frozenset(p) for p in (("civ", "energy"), ("energy", "water"), ("rover", "tech"),
                                                 ("tech", "biomass"), ("water", "rover"), ("biomass", "civ"))}
    assert set(pairs.values()) == {24}  # 12 shapes x (with and without a meteor)


def test_the_universal_coalition_tracks_and_techs():
    s = PUB.new(players=3, seed=0)
    c = s.content
    assert c.top == {t: 15 for t in ("civ", "water", "biomass", "rover", "tech")}
    civ = [k for k, b in enumerate(c.benefits["civ"]) if b.startswith("civ")]
    assert civ == [3, 6, 10, 14]
    assert [k for k, b in enumerate(c.benefits["rover"]) if b == "rover"] == [1, 6]
    assert [k for k, b in enumerate(c.benefits["tech"]) if b.startswith("tech")] == [3, 5, 7, 10, 14]
    assert c.medals["water"][-1] == 10 and max(c.medals["civ"]) == 5
    assert [t["effect"] for t in c.techs] == ["ignore_adjacency", "store_patches", "rover_plus",
                                              "double_water", "no_meteorites"]


def test_the_published_event_deck_has_twenty_cards():
    # [RB] "The EVENT DECK consists of 20 event cards"
    assert len(PUB.content["events"]) == 20
    s = PUB.new(players=3, seed=0, events=True)
    assert len(s.data["events"]) + (s.data["event"] is not None) == 20
