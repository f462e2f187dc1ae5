"""Content words beyond the sample: each is accepted, refused when mistyped (the
InvalidContent names the field), applied by the engine and cited by its rule id."""

from __future__ import annotations

import pytest

from lunarrules.errors import InvalidContent

from .helpers import G, before_first_card, reveal, texts


def _twist(effects, tid="named_grant"):
    return {"twist": [{"id": tid, "name": "Named Grant", "first_game": False, "effects": effects}]}


# ------------------------------------------------------------- add a named card
@pytest.mark.english
def test_add_names_its_development_and_that_one_goes_on_top():
    # MCB-ADD-NAMED: the named development, not the next one in the deck
    g = G.with_content(_twist([{"do": "add", "deck": "development", "card": "blueprints"}]))
    s = before_first_card(game=g)
    assert s.data["development_deck"][0] == "hydroponics"
    s = reveal(s, "twist:named_grant")
    assert "blueprints" not in s.data["development_deck"] and "hydroponics" in s.data["development_deck"]
    line = next(t for t in texts(s) if "development Blueprints goes on top" in t)
    assert "MCB-ADD-NAMED" in line
    # revealed next: Blueprints draws 2 for everyone
    assert any("development Blueprints is revealed" in t for t in texts(s))


@pytest.mark.english
def test_add_names_an_event_a_robot_and_a_perk():
    # MCB-ADD-NAMED for every deck that can be added to
    g = G.with_content(_twist([
        {"do": "add", "deck": "robot", "card": "courier_bot"},
        {"do": "add", "deck": "event", "card": "hunger_1"},
        {"do": "add", "deck": "perk", "card": G.content["perk"][1]["id"]},
    ]))
    s = before_first_card(game=g)
    s = reveal(s, "twist:named_grant")
    log = texts(s)
    assert any("robot Courier Bot goes on top" in t and "MCB-ADD-NAMED" in t for t in log)
    assert any("event Hunger goes on top" in t and "MCB-ADD-NAMED" in t for t in log)
    perk = G.content["perk"][1]
    assert all(perk["id"] not in left for left in s.data["perks"])
    assert sum(f"perk {perk['name']} goes on top" in t for t in log) == 2  # one per player
    assert "courier_bot" not in s.data["robot_deck"]


@pytest.mark.english
def test_a_development_has_its_copies_and_a_third_add_finds_none():
    # MCB-DEV-COPIES: 2 copies each in the published game; a 3rd add adds nothing
    g = G.with_content({
        "development": [{"id": "blueprints", "name": "Blueprints", "copies": 2,
                         "effects": [{"do": "draw", "n": 2}]}],
        **_twist([{"do": "add", "deck": "development", "card": "blueprints"}] * 3),
    })
    s = before_first_card(game=g)
    assert s.data["development_deck"].count("blueprints") == 2
    assert s.view(0)["developments"].count("blueprints") == 2
    s = reveal(s, "twist:named_grant")
    log = texts(s)
    added = [t for t in log if "development Blueprints goes on top" in t]
    none = [t for t in log if "no copy of development Blueprints is left in the development deck" in t]
    assert len(added) == 2 and len(none) == 1
    assert "MCB-DEV-COPIES" in none[0] and "MCB-AS-MUCH-AS-YOU-CAN" in none[0]


@pytest.mark.english
def test_add_a_named_card_is_refused_when_mistyped():
    with pytest.raises(InvalidContent, match=r"twist\[named_grant\]\.effects\[0\]: field 'card' 'blueprint' "
                                             r"is not a development id; one of hydroponics"):
        G.with_content(_twist([{"do": "add", "deck": "development", "card": "blueprint"}]))
    with pytest.raises(InvalidContent, match=r"effects\[0\]: field 'card' must be the id of a card \(text\), got 3"):
        G.with_content(_twist([{"do": "add", "deck": "robot", "card": 3}]))
    with pytest.raises(InvalidContent, match=r"field 'card' belongs only to an 'add' effect, not to 'draw'"):
        G.with_content(_twist([{"do": "draw", "n": 1, "card": "blueprints"}]))
    with pytest.raises(InvalidContent, match=r"development\[x\]: field 'copies' must be a whole number >= 0, got 'two'"):
        G.with_content({"development": [{"id": "x", "name": "X", "copies": "two", "effects": []}]})


# ------------------------------------------------------------------- discard
@pytest.mark.english
def test_discard_the_player_picks_the_cards_a_card_names():
    # MCB-DISCARD: n cards of the player's choice; a short hand goes whole
    g = G.with_content(_twist([{"do": "discard", "n": 1}], "purge"))
    s = before_first_card(game=g)
    s.data["hand"][0] = ("iron_mine", "kale_farm")
    s.data["hand"][1] = ("med_bay",)
    s = reveal(s, "twist:purge")
    assert s.phase == "discard" and s.to_act == 0
    err = s.check("P1 discard cards=iron_mine,kale_farm")
    assert err.rule_id == "MCB-DISCARD" and "Named Grant: discard 1 card; you named 2" in str(err)
    s = s.apply("P1 discard cards=kale_farm")
    assert s.data["hand"] == [("iron_mine",), ()]
    assert sorted(s.data["building_discard"]) == ["kale_farm", "med_bay"]
    log = texts(s)
    assert any("Named Grant: discards 1 card" in t and "MCB-DISCARD" in t for t in log)
    assert any("discards 1 card, the whole hand (1 to discard)" in t and "MCB-AS-MUCH-AS-YOU-CAN" in t
               for t in log)


@pytest.mark.english
def test_discard_is_refused_when_mistyped():
    with pytest.raises(InvalidContent, match=r"twist\[purge\]\.effects\[0\]: effect 'discard' is missing field 'n'"):
        G.with_content(_twist([{"do": "discard"}], "purge"))
    with pytest.raises(InvalidContent, match=r"effects\[0\]: n must be a whole number >= 0, got 'all'"):
        G.with_content(_twist([{"do": "discard", "n": "all"}], "purge"))


# ----------------------------------------------------------------------- may
def _may_farm():
    return G.with_content({"building": [{
        "id": "gamble_farm", "name": "Gamble Farm", "cost": 2, "colonists": 1, "copies": 1,
        "farm": [{"do": "lose", "res": "colonists", "n": 1, "may": True},
                 {"do": "gain", "res": "money", "n": 2}],
    }]})


@pytest.mark.english
def test_may_the_player_decides_whether_to_follow_it():
    # MCB-MAY: an optional instruction is the player's choice when it resolves
    results = {}
    for take in (True, False):
        s = before_first_card(game=_may_farm())
        s.data["tableau"][0] = [("gamble_farm", 0)]
        s = reveal(s, "work")
        s = s.apply("P1 work space=farm")
        s = s.apply("P2 work space=mine")
        s = s.apply("P1 ability_order first=action")  # MCB-ABILITY-ORDER
        assert s.phase == "may" and s.to_act == 0
        assert [str(a) for a in s.legal_actions()] == ["P1 may take=yes", "P1 may take=no"]
        assert s.describe(s.legal_actions()[1]) == "Skip: -1 colonist (Gamble Farm)"
        s = s.apply(f"P1 may take={'yes' if take else 'no'}")
        results[take] = (s.data["colonists"][0], s.data["money"][0])
        line = next(t for t in texts(s) if "Gamble Farm: " + ("follows" if take else "declines") in t)
        assert "MCB-MAY" in line
    # the mandatory +2 money follows either way
    assert results == {True: (29, 6), False: (30, 6)}


@pytest.mark.english
def test_may_is_refused_when_mistyped():
    with pytest.raises(InvalidContent, match=r"building\[gamble_farm\]\.farm\[0\]: field 'may' must be true or false, "
                                             r"got 'yes'"):
        G.with_content({"building": [{
            "id": "gamble_farm", "name": "Gamble Farm", "cost": 2, "colonists": 1, "copies": 1,
            "farm": [{"do": "gain", "res": "food", "n": 1, "may": "yes"}],
        }]})


# ----------------------------------------------------------------- spend a box
def _nursery(then=None, may=False):
    fx = {"do": "spend_box", "then": then or {"do": "gain", "res": "colonists", "n": 4}}
    if may:
        fx["may"] = True
    return G.with_content({"building": [{
        "id": "nursery", "name": "Nursery", "cost": 3, "colonists": 2, "copies": 1, "farm": [fx],
    }]})


def _farm(s):
    s = reveal(s, "work")
    s = s.apply("P1 work space=farm")
    s = s.apply("P2 work space=mine")
    return s.apply("P1 ability_order first=action")  # MCB-ABILITY-ORDER


@pytest.mark.english
def test_spend_a_box_from_this_building_once_per_time_it_happens():
    # MCB-SPEND-BOX: 1 box from the Nursery for +4 colonists, even with 3 boxes on it
    s = before_first_card(game=_nursery())
    s.data["tableau"][0] = [("nursery", 3)]
    s = _farm(s)
    assert s.data["tableau"][0] == [("nursery", 2)]
    assert s.data["colonists"][0] == 34
    line = next(t for t in texts(s) if "spends a box from Nursery (from 3 boxes to 2), then: +4 colonists" in t)
    assert "MCB-SPEND-BOX" in line


@pytest.mark.english
def test_spend_a_box_with_no_box_on_the_building_does_nothing():
    # MCB-SPEND-BOX with MCB-AS-MUCH-AS-YOU-CAN: a box on another building does not count
    s = before_first_card(game=_nursery())
    s.data["tableau"][0] = [("nursery", 0), ("cargo_hangar", 2)]
    s = _farm(s)
    assert s.data["tableau"][0] == [("nursery", 0), ("cargo_hangar", 2)]
    assert s.data["colonists"][0] == 30
    assert any("no box on Nursery to spend, so nothing happens (a box would buy: +4 colonists)" in t and "MCB-AS-MUCH-AS-YOU-CAN" in t
               for t in texts(s))


def test_you_may_spend_a_box_is_the_players_choice():
    # MCB-MAY with MCB-SPEND-BOX: declining keeps the box
    s = before_first_card(game=_nursery(may=True))
    s.data["tableau"][0] = [("nursery", 1)]
    s = _farm(s)
    assert s.phase == "may"
    s = s.apply("P1 may take=no")
    assert s.data["tableau"][0] == [("nursery", 1)] and s.data["colonists"][0] == 30


@pytest.mark.english
def test_spend_a_box_is_refused_when_mistyped():
    with pytest.raises(InvalidContent, match=r"building\[nursery\]\.farm\[0\]: effect 'spend_box' is missing field "
                                             r"'then'"):
        G.with_content({"building": [{"id": "nursery", "name": "Nursery", "cost": 3, "colonists": 2,
                                      "copies": 1, "farm": [{"do": "spend_box"}]}]})
    with pytest.raises(InvalidContent, match=r"farm\[0\]\.then\[0\]: res 'people' is not one of colonists"):
        _nursery({"do": "gain", "res": "people", "n": 4})
    with pytest.raises(InvalidContent, match=r"farm\[0\]: field 'then' must be one effect table"):
        _nursery([{"do": "draw", "n": 2}])
    with pytest.raises(InvalidContent, match=r"twist\[named_grant\]\.effects\[0\]: 'spend_box' spends a box from "
                                             r"the building whose ability it is"):
        G.with_content(_twist([{"do": "spend_box", "then": {"do": "draw", "n": 2}}]))


# ------------------------------------------------- abilities before or after
@pytest.mark.english
def test_abilities_before_or_after_the_action_is_the_players_choice():
    # MCB-ABILITY-ORDER: RESTOCK's boxes first, or the Nursery's spend first
    g = G.with_content({"building": [{
        "id": "nursery", "name": "Nursery", "cost": 3, "colonists": 2, "copies": 1,
        "restock": [{"do": "spend_box", "then": {"do": "gain", "res": "colonists", "n": 4}}],
    }]})
    got = {}
    for first in ("abilities", "action"):
        s = before_first_card(game=g)
        s.data["tableau"][0] = [("nursery", 0)]
        s = reveal(s, "work")
        s = s.apply("P1 work space=restock")
        s = s.apply("P2 work space=mine")
        assert s.phase == "ability_order" and s.to_act == 0
        assert [s.describe(a) for a in s.legal_actions()] == ["Nursery before RESTOCK", "RESTOCK before Nursery"]
        s = s.apply(f"P1 ability_order first={first}")
        got[first] = (s.data["colonists"][0], s.data["tableau"][0])
        assert any("MCB-ABILITY-ORDER" in t for t in texts(s))
    # before: no box yet, nothing spent; after: a box of the 2 placed buys +4 colonists
    assert got == {"abilities": (30, [("nursery", 2)]), "action": (34, [("nursery", 1)])}


def test_plain_gains_need_no_order():
    # MCB-ABILITY-ORDER: an ability that only gains is applied with the action, no question
    s = before_first_card()
    s.data["tableau"][0] = [("iron_mine", 0)]
    s = reveal(s, "work")
    s = s.apply("P1 work space=mine")
    s = s.apply("P2 work space=mine")
    assert s.phase != "ability_order"
    assert s.data["money"][0] == 4 + 4 + 1


@pytest.mark.english
def test_ability_order_is_refused_when_mistyped():
    g = G.with_content({"building": [{
        "id": "nursery", "name": "Nursery", "cost": 3, "colonists": 2, "copies": 1,
        "mine": [{"do": "draw", "n": 1}],
    }]})
    s = before_first_card(game=g)
    s.data["tableau"][0] = [("nursery", 0)]
    s = reveal(s, "work")
    s = s.apply("P1 work space=mine")
    s = s.apply("P2 work space=farm")
    err = s.check("P1 ability_order first=later")
    assert err.rule_id == "MCB-ABILITY-ORDER" and "first must be abilities or action, not 'later'" in str(err)


# ------------------------------------------------------------ the twist deck
@pytest.mark.english
def test_the_twists_not_dealt_stay_in_a_twist_deck_a_card_can_add_from():
    # MCB-TWIST-ADD: more twists only via a card (the published Sentient AI robot)
    g = G.with_content({"robot": [{"id": "sentient_ai", "name": "Sentient AI", "colonists": 1,
                                   "effects": [{"do": "add", "deck": "twist"}]}]})
    s = before_first_card(game=g)
    dealt = s.data["twists"]
    assert sorted(s.data["twist_deck"] + dealt) == sorted(t["id"] for t in G.content["twist"])
    assert s.view(1)["twist_deck_size"] == len(G.content["twist"]) - 2
    s = reveal(s, "robot:sentient_ai")
    added = s.data["twists"][2:]
    assert len(added) == 1 and added[0] not in dealt and added[0] not in s.data["twist_deck"]
    assert any("goes on top of the progress deck" in t and "MCB-TWIST-ADD" in t for t in texts(s))
    assert any(f"twist {G.content['twist'][[t['id'] for t in G.content['twist']].index(added[0])]['name']} "
               "is revealed" in t for t in texts(s))


@pytest.mark.english
def test_a_named_twist_and_an_empty_twist_deck():
    # MCB-TWIST-ADD with MCB-ADD-NAMED; an empty deck adds nothing (MCB-AS-MUCH-AS-YOU-CAN)
    g = G.with_content(_twist([{"do": "add", "deck": "twist", "card": "moonquake"},
                               {"do": "add", "deck": "twist", "card": "moonquake"}]))
    s = before_first_card(game=g)
    s = reveal(s, "twist:named_grant")
    log = texts(s)
    assert any("twist Moonquake goes on top" in t and "MCB-TWIST-ADD" in t for t in log)
    assert any("no copy of twist Moonquake is left in the twist deck" in t for t in log)
    with pytest.raises(InvalidContent, match=r"field 'card' 'moonquack' is not a twist id"):
        G.with_content(_twist([{"do": "add", "deck": "twist", "card": "moonquack"}]))
