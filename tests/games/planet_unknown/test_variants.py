"""The published readings where the seed says otherwise: named variants, off by default."""

from __future__ import annotations

import pytest

from lunarrules.errors import InvalidOption
from lunarrules.games.planet_unknown import scoring
from lunarrules.games.planet_unknown.table import Seat

from .helpers import A, G, cover, fresh, give, place, refusal, set_track, track


def rules_logged(s):
    return [r for e in s.log for r in e.rules]


def test_every_variant_is_an_option_off_by_default():
    options = {o.name: o for o in G.options}
    for name, default, published, rule in (
        ("synergy_boost", "may_other", "must_any", "PU-SYNERGY-MUST-ANY"),
        ("station_2p", "automatic", "commander", "PU-ROTATE-2P-COMMANDER"),
        ("energy_adjacency", "placed", "connected", "PU-ENERGY-CONNECTED"),
        ("objectives_2p", "private", "neighbour", "PU-OBJECTIVES-2P-NEIGHBOUR"),
    ):
        o = options[name]
        assert o.default == default and o.choices == (default, published) and o.rule == rule
        assert G.rules[rule].kind == "variant"
    with pytest.raises(InvalidOption):
        G.new(players=3, synergy_boost="maybe")


# ------------------------------------------------------------------ synergy
def synergy_decision(**options):
    s = give(fresh(**options), "D2-civ-water", "I4-civ-water")
    set_track(s, "civ", 3)
    return s.apply(place(s, "inner", 0, 0, 0)), s.to_act  # civ 3 -> 4: synergy boost


def test_seed_synergy_may_advance_another_tracker():
    # "pode avançar *qualquer* outro marcador uma vez"
    s, p = synergy_decision()
    assert {a["track"] for a in s.legal_actions()} == {"water", "biomass", "rover", "tech", "none"}


@pytest.mark.english
def test_published_synergy_must_advance_any_tracker():
    # Variant PU-SYNERGY-MUST-ANY: [RB] the boost must advance any tracker, its own included
    s, p = synergy_decision(synergy_boost="must_any")
    assert s.phase == "synergy"
    assert {a["track"] for a in s.legal_actions()} == {"civ", "water", "biomass", "rover", "tech"}
    err = refusal(s, A(p, "synergy", track="none"))
    assert err.rule_id == "PU-SYNERGY-MUST-ANY" and "must advance" in str(err) and "'none'" in str(err)
    s2 = s.apply(A(p, "synergy", track="civ"))  # civ 4 -> 5: the rank 2 civ milestone
    assert track(s2, "civ", p) == 5 and s2.phase == "civ"
    assert "PU-SYNERGY-MUST-ANY" in rules_logged(s2)


# ----------------------------------------------------------- station turning
def test_seed_two_player_station_turns_itself():
    s = G.new(players=2, seed=0)
    assert s.phase == "place" and s.data["rotation"] == 1 and "PU-ROTATE-2P" in rules_logged(s)


def test_published_two_player_commander_turns_the_station():
    # Variant PU-ROTATE-2P-COMMANDER: [RB] makes the automatic turn an optional module
    s = G.new(players=2, seed=0, station_2p="commander")
    c = s.data["commander"]
    assert s.phase == "rotate" and s.to_act == c and s.data["rotation"] == 0
    assert "PU-ROTATE-2P" not in rules_logged(s) and "PU-ROTATE-2P-COMMANDER" in rules_logged(s)
    s = s.apply(A(c, "rotate", steps=3))
    assert s.view(None)["facing"] == [3, 0]
    r = s.data["round"]
    while s.data["round"] == r:
        s = s.apply(s.legal_actions()[0])
    assert s.phase == "rotate" and s.to_act == (c + 1) % 2 and s.data["rotation"] == 3


# -------------------------------------------------------------------- energy
def energy_position(**options):
    s = give(fresh(**options), "D2-tech-energy", "I4-civ-water")
    cover(s, [(1, 2), (2, 2)], terrain="energy")  # energy terrain below the new energy square
    cover(s, [(3, 2)], terrain="biomass")  # next to that energy area, not to the new square
    return s.apply(place(s, "inner", 0, 0, 1)), s.to_act  # tech on r0c1, energy on r0c2


def test_seed_energy_counts_terrain_next_to_the_squares_just_placed():
    # "um recurso de terreno ortogonalmente adjacente ao terreno de energia que você acabou de colocar"
    s, p = energy_position()
    assert s.phase != "energy" and track(s, "tech", p) == 2 and track(s, "biomass", p) == 0


@pytest.mark.english
def test_published_energy_counts_the_whole_connected_energy_area():
    # Variant PU-ENERGY-CONNECTED: [RB]/[BGA] terrain next to the whole connected energy area
    s, p = energy_position(energy_adjacency="connected")
    assert s.phase == "energy"
    assert {a["track"] for a in s.legal_actions()} == {"biomass", "tech"}
    err = refusal(s, A(p, "energy", track="rover"))
    assert err.rule_id == "PU-ENERGY-CONNECTED" and "biomass, tech" in str(err)
    s2 = s.apply(A(p, "energy", track="biomass"))
    assert track(s2, "biomass", p) == 1 and track(s2, "tech", p) == 1


# ---------------------------------------------------------------- objectives
def test_neighbour_objective_five_to_the_winner_two_each_on_a_tie():
    # Public ([BGA]): a neighbour objective is worth 5 to the winner and 2 each on a tie; a private one 5
    C = fresh().content
    a, b, c = Seat(), Seat(), Seat()
    a.pods_collected, b.pods_collected, c.pods_collected = 3, 1, 3
    cards = ("o-rescuers", "o-rescuers", "o-rescuers")
    # P1 beats P2 (5), P3 beats P2 (5), P3 ties P1 (2 each)
    assert scoring.objective_medals([a, b, c], C, cards, "neighbour") == [7, 0, 7]
    assert scoring.objective_medals([a, b], C, ("o-rescuers",), "private") == [5, 0]


@pytest.mark.english
def test_scoring_cites_the_objective_values():
    s = G.new(players=3, seed=2)
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    scored = [e for e in s.log if e.text.startswith("scores ")]
    assert len(scored) == 3 and all("PU-OBJECTIVE-VALUES" in e.rules for e in scored)


def test_objective_values_come_from_the_content():
    card = dict(next(o for o in G.content["objectives"] if o["id"] == "o-rescuers"))
    card.update(neighbour_medals=4, neighbour_tie_medals=1)
    C = G.with_content({"objectives": [card]}).new(players=3).content
    a, b = Seat(), Seat()
    a.pods_collected, b.pods_collected = 2, 2
    assert scoring.objective_medals([a, b], C, ("o-rescuers",) * 3, "neighbour") == [3, 3]
    a.pods_collected = 3
    assert scoring.objective_medals([a, b], C, ("o-rescuers",) * 3, "neighbour") == [12, 0]


def test_two_player_neighbour_variant_scores_three_cards_between_the_two():
    s = G.new(players=2, seed=1, objectives_2p="neighbour")
    assert s.data["objective_side"] == "neighbour" and len(s.data["objectives"]) == 3
    assert "PU-OBJECTIVES-2P-NEIGHBOUR" in rules_logged(s)


@pytest.mark.parametrize("players", [2, 3])
def test_all_published_variants_play_to_the_end(players):
    import random

    opts = {"synergy_boost": "must_any", "station_2p": "commander", "energy_adjacency": "connected",
            "objectives_2p": "neighbour"}
    rng = random.Random(players)
    s = G.new(players=players, seed=3, **opts)
    seen = set()
    while not s.is_over:
        legal = s.legal_actions()
        assert legal and all(s.check(a) is None for a in legal[:50])
        seen.add(s.phase)
        s = s.apply(legal[rng.randrange(len(legal))])
    assert "rotate" in seen and "PU-ROTATE-2P" not in rules_logged(s)
    assert G.from_json(s.to_json()) == s
    assert not any("declines the synergy boost" in e.text for e in s.log)
