"""Rules cited for rulebook sentences on setup, step names, resources and clean-up."""

from __future__ import annotations

import copy

import pytest

from lunarrules.games.captains_chair.content import MARKET_SUITS, validate

from .helpers import GAME, act, at_action, edit, give, position, rule_ids


@pytest.mark.english
def test_central_setup_cites_shuffle_market_decks_supply_and_locations():
    s = GAME.new(seed=3)
    central = next(e for e in s.log if "central setup" in e.text)
    for rid in (
        "CC-SETUP-SHUFFLE",
        "CC-SETUP-MARKET-DECKS",
        "CC-SETUP-SUPPLY",
        "CC-RESOURCES",
        "CC-SETUP-LOCATIONS",
        "CC-SETUP-NEUTRAL",
        "CC-SETUP-STARDATES",
        "CC-SETUP-STARDATES-BOX",
    ):
        assert rid in central.rules, rid
    # CC-SETUP-MARKET-DECKS: exactly the four market suits
    assert set(MARKET_SUITS) == {"person", "cargo", "ship", "ally"}
    # CC-RESOURCES: each pool holds the three kinds (dilithium, latinum, glory)
    assert all(len(pl.pool) == 3 for pl in s.data["seats"])


def test_shuffled_decks_differ_between_seeds():
    # CC-SETUP-SHUFFLE / CC-SETUP-LOCATIONS: the face-up market and the neutral zone are drawn at random
    seen = {
        (tuple(GAME.new(seed=k).data["market"].values()), GAME.new(seed=k).data["neutral_zone"])
        for k in range(8)
    }
    assert len(seen) > 1


@pytest.mark.english
def test_player_setup_cites_the_chosen_side_and_unpositioned_captain():
    for side in ("basic", "advanced"):
        s = GAME.new(seed=3, crew_side=side)
        entry = next(e for e in s.log if "player setup" in e.text)
        assert f"on the {side} side" in entry.text
        assert {"CC-PSETUP-SIDE", "CC-PSETUP-NO-POSITION"} <= set(entry.rules)
        # the captain is kept apart from the sorted crew deck
        pl = s.data["seats"][0]
        assert pl.captain not in pl.hand + pl.draw + list(pl.fleet) + list(pl.locations)


def test_a_positioned_captain_is_refused_with_the_rule():
    content = copy.deepcopy(GAME.content)
    captain = next(c for c in content["crew"][0]["cards"] if c.get("suit") == "captain")
    captain["position"] = "available"
    assert any("[CC-PSETUP-NO-POSITION]" in p for p in validate(content))


def test_turn_steps_and_cleanup_sub_steps_are_cited_when_they_happen():
    s = at_action(3, GAME)
    assert "CC-TURN-STEPS" in rule_ids(s)
    s2 = s.apply(next(a for a in s.legal_actions() if a.kind == "end_actions"))
    assert "CC-CLEANUP-STEPS" in rule_ids(s2, len(s.log))


def test_a_cleanup_operation_is_mandatory_and_cites_both_rules():
    # CC-CLEANUP-OPS quotes the clean-up paragraph's "Todos os efeitos são obrigatórios"
    s = position(seed=1, hand=[])
    p = s.to_act
    s = edit(s, lambda t: give(t, p, "loc_derelict_yard", "locations"))
    s2 = act(s, "P? end_actions")
    assert s2.phase == "cleanup_ops"
    # the only choice is which operation to trigger: there is no way to skip it
    assert {a.kind for a in s2.legal_actions()} == {"cleanup"}
    s3 = s2.apply(s2.legal_actions()[0])
    assert {"CC-CLEANUP-OPS", "CC-MANDATORY"} <= set(rule_ids(s3, len(s2.log)))
