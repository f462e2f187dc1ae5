"""Card data: the sample content validates; a bad user file is named field by field."""

from __future__ import annotations

import copy

import pytest

from lunarrules.errors import InvalidContent
from lunarrules.games.captains_chair.content import build, validate

from .helpers import GAME, TEST_CONTENT


def test_sample_content_is_valid_and_exercises_the_vocabulary():
    assert validate(GAME.content) == []
    cat, _ = build(GAME.content)
    verbs = {e[0] for d in cat.card.values() for _, o in d.ops for e in o.effects + o.may + o.cost}
    assert {
        "draw",
        "away",
        "deploy",
        "fly",
        "encounter",
        "opp_incident",
        "opp_lose",
        "junk",
        "log",
        "duty",
        "junk_incident",
        "specialty",
        "beam",
    } <= verbs
    assert any(o.choice for d in cat.card.values() for _, o in d.ops)
    assert len(cat.crews) == 2


@pytest.mark.english
def test_missing_market_cost_is_named():
    bad = {
        "market": [
            {
                "id": "mk_broken",
                "name": "Broken",
                "suit": "cargo",
                "vp": 0,
                "ops": [{"when": "play", "effects": ["latinum:1"]}],
            }
        ]
    }
    with pytest.raises(InvalidContent) as err:
        GAME.with_content(bad)
    assert "(mk_broken): missing field 'cost'" in str(err.value)


@pytest.mark.english
def test_unknown_effect_word_and_bad_when_are_named():
    content = copy.deepcopy(GAME.content)
    content["market"][0]["ops"] = [
        {"when": "play", "effects": ["teleport:1"]},
        {"when": "sometimes"},
    ]
    problems = validate(content)
    assert any("unknown word 'teleport'" in p for p in problems)
    assert any("when: missing or not one of" in p for p in problems)


@pytest.mark.english
def test_choice_only_on_attacks_and_two_activate_operations_refused():
    # several PLAY operations are allowed (CC-PLAY-ONE-OP); other triggers have one at most
    content = copy.deepcopy(GAME.content)
    content["market"][0]["ops"] = [
        {"when": "play", "choice": [["discard:1"], ["incident:1"]]},
        {"when": "play", "effects": ["draw:1"]},
        {"when": "activate", "effects": ["draw:1"]},
        {"when": "activate", "effects": ["latinum:1"]},
    ]
    problems = validate(content)
    assert any("only an ATTACK operation makes the opponent choose" in p for p in problems)
    assert any("ops[3].when: a card has at most one 'activate' operation" in p for p in problems)
    assert not any("at most one 'play'" in p for p in problems)


@pytest.mark.english
def test_setup_needs_enough_starting_locations():
    content = copy.deepcopy(GAME.content)
    for loc in content["location"]:
        loc["start"] = False
    assert any("at least 4 starting locations" in p for p in validate(content))


def test_user_content_adds_a_card():
    g = GAME.with_content(TEST_CONTENT)
    s = g.new(seed=2)
    assert "test_beacon" in s.cat.card
    assert "test_beacon" in s.data["market_decks"]["ship"] + tuple(s.data["market"].values())
    back = g.from_json(s.to_json())
    assert back == s


def test_operation_graph_is_built_from_the_cards():
    from lunarrules.games.captains_chair.graphs import dot_safe, operation_graph

    og = operation_graph(GAME)
    assert og.has_edge("res_action tokens", "play")
    assert og.has_edge("play", "res_incidents (opponent)")
    assert og.has_edge("resolution", "res_market wipe")
    assert not any(":" in n for n in og)
    safe = dot_safe(GAME.action_graph())
    assert not any(":" in n for n in safe) and len(safe) == len(GAME.action_graph())


@pytest.mark.english
def test_a_stardate_with_operations_is_refused_naming_the_key():
    # a stardate acts only through its 'resolution' effects: operations would be dropped
    extra = {
        "stardate": [
            {
                "id": "sd_2p_2",
                "name": "Stardate 2",
                "seq": 2,
                "players": [2],
                "glory": 6,
                "resolution": ["wipe_market"],
                "ops": [{"when": "cleanup", "effects": ["glory:1"]}],
            }
        ]
    }
    with pytest.raises(InvalidContent) as err:
        GAME.with_content(extra)
    assert "stardate[sd_2p_2]: unknown field 'ops'" in str(err.value)
    assert "resolution" in str(err.value)


@pytest.mark.english
def test_focus_icons_and_multipliers_are_checked():
    content = copy.deepcopy(GAME.content)
    content["market"][0]["focus"] = "diplomacy"
    content["crew"][0]["focus_multiplier"] = [0, 1, 2]
    problems = validate(content)
    assert any(
        ".focus: expected a specialty track or 'best'" in p and "'diplomacy'" in p for p in problems
    )
    assert any(
        "crew[0] (aurora).focus_multiplier: expected 16 whole numbers" in p for p in problems
    )


def test_the_published_components_have_the_published_deck_sizes():
    # published.toml: the To Boldly Go box's market decks (26 PERSON, 18 CARGO, 13 SHIP,
    # 16 ALLY), 8 encounters, 20 locations (10 starting, 10 advanced: assumption), 6 incidents
    from lunarrules.games.captains_chair.content import catalog

    g = GAME
    pub = catalog(g.published())
    assert {k: len(v) for k, v in pub.market.items()} == {
        "person": 26,
        "cargo": 18,
        "ship": 13,
        "ally": 16,
    }
    assert len(pub.encounters) == 8 and len(pub.incidents) == 6
    assert (len(pub.locations_start), len(pub.locations_advanced)) == (10, 10)
    sample = catalog(g)
    assert sum(map(len, sample.market.values())) < 73 and sample.stardates == pub.stardates
    s = g.published().new(seed=2)
    assert sum(len(v) for v in s.data["market_decks"].values()) == 73 - 4  # four face up
