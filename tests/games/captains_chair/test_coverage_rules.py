"""Rules cited for rulebook sentences on setup, step names, resources and clean-up."""

from __future__ import annotations

import copy

from lunarrules.games.captains_chair.cards import MARKET_SUITS
from lunarrules.games.captains_chair.content import validate

from .helpers import GAME, at_action, rule_ids


def test_central_setup_cites_shuffle_market_decks_supply_and_locations():
    s = GAME.new(seed=3)
    central = next(e for e in s.log if "central setup" in e.text)
    for rid in ("CC-SETUP-SHUFFLE", "CC-SETUP-MARKET-DECKS", "CC-SETUP-SUPPLY", "CC-RESOURCES",
                "CC-SETUP-LOCATIONS", "CC-SETUP-NEUTRAL", "CC-SETUP-STARDATES", "CC-SETUP-STARDATES-BOX"):
        assert rid in central.rules, rid
    # CC-SETUP-MARKET-DECKS: exactly the four market suits
    assert set(MARKET_SUITS) == {"person", "cargo", "ship", "ally"}
    # CC-RESOURCES: each pool holds the three kinds (dilithium, latinum, glory)
    assert all(len(pl.pool) == 3 for pl in s.data["p"])


def test_shuffled_decks_differ_between_seeds():
    # CC-SETUP-SHUFFLE / CC-SETUP-LOCATIONS: the face-up market and the neutral zone are drawn at random
    seen = {(tuple(GAME.new(seed=k).data["market"].values()), GAME.new(seed=k).data["neutral"])
            for k in range(8)}
    assert len(seen) > 1


def test_player_setup_cites_the_chosen_side_and_unpositioned_captain():
    for side in ("basic", "advanced"):
        s = GAME.new(seed=3, crew_side=side)
        entry = next(e for e in s.log if "player setup" in e.text)
        assert f"on the {side} side" in entry.text
        assert {"CC-PSETUP-SIDE", "CC-PSETUP-NO-POSITION"} <= set(entry.rules)
        # the captain is kept apart from the sorted crew deck
        pl = s.data["p"][0]
        assert pl.captain not in pl.hand + pl.draw + list(pl.fleet) + list(pl.locs)


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
