"""Cards added to the progress deck together are shuffled [MCB-ADD-SHUFFLE].

Seed (FAQ on Perks): added cards "se colocan en la cima del mazo de Progreso para ser la
siguiente carta en resolverse". Published rulebook, 'More Rules': "Cards added to the
Progress deck always go on top. If two or more cards are added to the deck at once,
shuffle them, so that they happen in a random order."
"""

from __future__ import annotations

import pytest

import lunarrules as lr
from lunarrules.errors import ImpossibleOutcome

from .helpers import G, before_first_card, reveal

# a twist everyone follows that adds two named developments, one effect each
TWO_ADDS = G.with_content({"twist": [{
    "id": "twin_drop", "name": "Twin Drop", "first_game": False,
    "effects": [{"do": "add", "deck": "development", "card": "hydroponics"},
                {"do": "add", "deck": "development", "card": "ore_boom"}],
}]})
# the same with one add of two cards: the next two of the development deck
ADD_TWO = G.with_content({"twist": [{
    "id": "twin_drop", "name": "Twin Drop", "first_game": False,
    "effects": [{"do": "add", "deck": "development", "n": 2}],
}]})


def _order(game, seed=1, **forced):
    """Reveal Twin Drop; return the developments revealed next, in order."""
    s = before_first_card(game=game, seed=seed)
    if forced:
        s = s.with_outcomes(**forced)
    s = reveal(s, "twist:twin_drop")
    return [e.text.split(": development ")[1].split(" is revealed")[0]
            for e in s.log if "development " in e.text and " is revealed" in e.text], s


@pytest.mark.english
@pytest.mark.parametrize("game", [TWO_ADDS, ADD_TWO], ids=["two adds", "add n=2"])
@pytest.mark.parametrize("first,second", [("Hydroponics", "Ore Boom"), ("Ore Boom", "Hydroponics")])
def test_either_card_added_together_can_come_first(game, first, second):
    if game is ADD_TWO:  # the next two of the development deck: Hydroponics, Shuttle Arrival
        second = {"Ore Boom": "Shuttle Arrival"}.get(second, second)
        first = {"Ore Boom": "Shuttle Arrival"}.get(first, first)
    ids = {"Hydroponics": "dev:hydroponics", "Ore Boom": "dev:ore_boom",
           "Shuttle Arrival": "dev:shuttle_arrival"}
    order, s = _order(game, added=[ids[first]])
    assert order == [first, second]
    shuffled = [e for e in s.log if "MCB-ADD-SHUFFLE" in e.rules]
    assert [e.text for e in shuffled] == [
        "the 2 cards just added to the progress deck are shuffled together: they happen in a "
        "random order"]


@pytest.mark.english
@pytest.mark.parametrize("game", [TWO_ADDS, ADD_TWO], ids=["two adds", "add n=2"])
def test_the_order_of_cards_added_together_is_random(game):
    firsts = {_order(game, seed=k)[0][0] for k in range(24)}
    assert len(firsts) == 2, firsts  # both cards come first in some games


@pytest.mark.english
def test_a_single_added_card_is_next_and_not_shuffled():
    g = G.with_content({"twist": [{"id": "one_drop", "name": "One Drop", "first_game": False,
                                   "effects": [{"do": "add", "deck": "development", "n": 1}]}]})
    s = reveal(before_first_card(game=g), "twist:one_drop")
    assert not [e for e in s.log if "MCB-ADD-SHUFFLE" in e.rules]
    assert any("development Hydroponics is revealed" in e.text for e in s.log)


@pytest.mark.english
def test_a_forced_order_that_is_not_among_the_added_cards_is_refused():
    s = before_first_card(game=TWO_ADDS)
    s.data["progress_on_top"] = ["twist:twin_drop"]
    pick = s.legal_actions()[0]  # the last scientist: Twin Drop is revealed next
    forced = s.with_outcomes(added=["dev:blueprints"])
    with pytest.raises(ImpossibleOutcome, match="the forced added dev:blueprints cannot come up now"):
        forced.apply(pick)
    assert isinstance(forced.check(pick), ImpossibleOutcome)


@pytest.mark.english
@pytest.mark.parametrize("effect,message", [
    ({"do": "add", "deck": "robot", "n": 0}, "an add of n = 0 cards adds nothing; n must be 1 or more"),
    ({"do": "add", "deck": "robot", "n": 2, "may": True},
     "an optional add (may = true) adds one card, got n = 2; write one effect per card"),
])
def test_a_wrong_add_count_is_refused(effect, message):
    with pytest.raises(lr.InvalidContent) as exc:
        G.with_content({"twist": [{"id": "bad", "name": "Bad", "first_game": False,
                                   "effects": [effect]}]})
    assert message in str(exc.value)


@pytest.mark.english
def test_the_add_a_box_buys_adds_one_card():
    with pytest.raises(lr.InvalidContent) as exc:
        G.with_content({"building": [{
            "id": "relay", "name": "Relay", "cost": 1, "colonists": 1, "copies": 1,
            "restock": [{"do": "spend_box", "then": {"do": "add", "deck": "robot", "n": 3}}]}]})
    assert "the add a box buys (spend_box) adds one card, got n = 3" in str(exc.value)
