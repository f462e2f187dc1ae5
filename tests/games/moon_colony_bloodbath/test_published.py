"""The published game's component counts (``published.toml``), from the rulebook's contents."""

from __future__ import annotations

from .helpers import G

PUB = G.published()


def test_the_published_decks_have_the_rulebooks_counts():
    c = PUB.content
    # "90 Building cards", "25 Twist cards", "20 Development cards", "20 Robot cards"
    assert sum(b["copies"] for b in c["building"]) == 90
    assert len(c["twist"]) == 25
    assert len(c["robot"]) == 20
    # "There are two copies of each Development."
    assert {d["copies"] for d in c["development"]} == {2}
    assert sum(d["copies"] for d in c["development"]) == 20
    # 5 scientists, each with the same 5 Perks: 25 Perk cards
    assert len(c["scientist"]) * len(c["perk"]) == 25


def test_published_glitch_adds_one_robot():
    glitch = next(e for e in PUB.content["event"] if e["id"] == "glitch")
    assert glitch["effects"] == [{"do": "add", "deck": "robot"}]


def test_every_player_count_sets_up_the_published_decks():
    for n in range(2, 6):
        s = PUB.new(players=n, seed=n)
        d = s.data
        assert len(d["robot_deck"]) == 20 and len(d["development_deck"]) == 20
        assert len(d["twists"]) + len(d["twist_deck"]) == 25
        assert all(len(h) == 4 for h in d["hand"])
        assert len(d["building_deck"]) == 90 - 4 * n
