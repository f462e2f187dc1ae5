"""Setup for every player count (MCB-SETUP-*) and the scientist choice."""

from __future__ import annotations

import pytest

import lunarrules as lr
from lunarrules.errors import InvalidOption, RequirementUnmet
from lunarrules.kernel.game import available

from .helpers import G


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup_per_player_count(n):
    s = G.new(players=n, seed=3)
    d = s.data
    # MCB-SETUP-DEAL: 4 building cards each, from the shuffled building deck
    assert [len(h) for h in d["hand"]] == [4] * n
    total = sum(b["copies"] for b in G.content["building"])
    assert len(d["building_deck"]) == total - 4 * n
    # MCB-SETUP-MAT / MCB-SETUP-PERKS: 30 @, 4 money, 4 food, 5 perks, no chit placed yet
    assert d["colonists"] == [30] * n and d["money"] == [4] * n and d["food"] == [4] * n
    assert [len(p) for p in d["perks"]] == [5] * n
    assert d["chits"] == [()] * n
    # MCB-SETUP-TWISTS / MCB-SETUP-PROGRESS: first-game twists + 2 Trouble + 4 Work
    assert sorted(d["progress_deck"]) == sorted(["work"] * 4 + ["trouble"] * 2 + ["twist:supply_drop", "twist:rogue_servo"])
    # MCB-SETUP-DECKS: events and developments face up, in order
    assert d["event_deck"][:3] == ("hunger_1", "paperwork_1", "robot_uprising")
    assert s.phase == "choose_scientist" and s.to_act == 0


@pytest.mark.english
def test_player_counts_outside_two_to_five_are_refused():
    for n in (1, 6):
        with pytest.raises(InvalidOption, match="2-5 players"):
            G.new(players=n)
    assert G.rules["MCB-PLAYERS"].kind == "public"


def test_random_twists_when_not_a_first_game():
    seen = set()
    for seed in range(12):
        d = G.new(players=2, seed=seed, first_game=False).data
        tw = [c for c in d["progress_deck"] if c.startswith("twist:")]
        assert len(tw) == 2 and len(set(tw)) == 2
        seen.update(tw)
    assert seen - {"twist:supply_drop", "twist:rogue_servo"}, "random twists never left the first-game set"


@pytest.mark.english
def test_scientists_are_distinct_and_chosen_in_seat_order():
    s = G.new(players=3, seed=1)
    s = s.apply("P1 choose_scientist scientist=vega")
    assert s.to_act == 1
    err = s.check("P2 choose_scientist scientist=vega")
    assert isinstance(err, RequirementUnmet)
    assert err.rule_id == "MCB-SCIENTIST-ORDER" and "already P1's scientist" in str(err)
    err = s.check("P2 choose_scientist scientist=nobody")
    assert "there is no scientist 'nobody'" in str(err)
    s = s.apply("P2 choose_scientist scientist=okafor")
    s = s.apply("P3 choose_scientist scientist=tanaka")
    assert s.data["scientist"] == ["vega", "okafor", "tanaka"]
    assert s.phase != "choose_scientist"


def test_registry_and_options():
    # lr.games is shadowed by the lunarrules.games subpackage once a game is imported,
    # so ask the registry directly
    assert "moon_colony_bloodbath" in available()
    assert lr.game("moon_colony_bloodbath") is G
    with pytest.raises(InvalidOption, match="hunger"):
        G.new(players=2, hunger="famine")
    assert G.rules["MCB-HUNGER-PUBLISHED"].kind == "variant"
    assert G.rules["MCB-RESEARCH"].kind == "variant"
