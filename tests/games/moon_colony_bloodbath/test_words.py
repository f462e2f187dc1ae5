"""What a person reads says colonists, money and food in plain English.

The rulebook prints colonists, money and food with font-substitute glyphs (@, ‘, &);
only the verbatim seed quotes in the rule table keep them. Log lines, outcomes,
refusals, views, the board and the graphs use words, with plurals that agree.
"""

from __future__ import annotations

import html
import json
import random
import re

import pytest

from lunarrules.games.moon_colony_bloodbath.board import make_board
from lunarrules.games.moon_colony_bloodbath.graphs import trigger_graph

from .helpers import G, before_first_card, loss_game, reveal

GLYPHS = re.compile(r"[@‘&]")
BAD_PLURAL = re.compile(r"\(s\)|\b1 (colonists|buildings|building cards|cards|effects|boxes|events)\b"
                        r"|\b(?:[02-9]|\d\d+) (colonist|building|card|effect|box|event)\b(?! ?(?:cards?|of|deck)\b)")


def problems(text: str) -> list[str]:
    out = []
    if GLYPHS.search(text):
        out.append(f"glyph in {text!r}")
    m = BAD_PLURAL.search(text)
    if m:
        out.append(f"plural {m.group(0)!r} in {text!r}")
    return out


def played(seed, players, **options):
    s = G.new(players=players, seed=seed, **options)
    rng = random.Random(seed)
    states = [s]
    while not s.is_over and len(states) < 400:
        s = s.apply(rng.choice(s.legal_actions()))
        states.append(s)
    return states


@pytest.mark.parametrize("seed,players,options", [
    (1, 2, {}), (2, 3, {"hunger": "published"}), (3, 5, {"research": True}), (4, 4, {"first_game": False}),
])
def test_log_outcome_views_and_refusals_use_words(seed, players, options):
    states = played(seed, players, **options)
    last = states[-1]
    found = []
    for e in last.log:
        found += problems(e.text)
    if last.outcome:
        found += problems(str(last.outcome))
        # scores are whole numbers and print as such ("15", never "15.0")
        assert all(type(x) is int for x in last.outcome.scores)
        assert not re.search(r"\d\.0\b", str(last.outcome))
        assert all(type(p["score"]) is int for p in last.view(None)["players"])
    for s in states[::7]:
        for who in (None, 0):
            found += problems(json.dumps(s.view(who), ensure_ascii=False))
        found += problems(str(s))
        found += problems(html.unescape(re.sub(r"<[^>]+>", " ", s._repr_html_())))
        for text in ("P1 build card=habitat_dome food=3", "P1 build card=council_hall food=0",
                     "P1 work space=research", "P1 lose_building card=med_bay"):
            err = s.check(text)
            if err is not None:
                found += problems(str(err))
    assert found == []


@pytest.mark.english
def test_refusals_about_paying_use_words():
    s = reveal(before_first_card(), "work")
    s.data["hand"][0] = ("habitat_dome",)
    s.data["money"][0] = 1
    s.data["food"][0] = 3
    err = s.check("P1 build card=habitat_dome food=3")
    assert str(err).startswith("paying 3 food as money needs a card that allows it")
    s.data["tableau"][0] = [("potato_farm", 0)]
    err = s.check("P1 build card=habitat_dome food=0")
    assert "costs 4 money; 4 money left to pay; you have 1 money" in str(err)
    err = s.check("P1 build card=habitat_dome food=4")
    assert "paying 4 food as money needs 4 food; you have 3 food" in str(err)


@pytest.mark.english
def test_one_colonist_two_colonists():
    s = before_first_card(game=loss_game(1))
    s.data["colonists"][0] = 0
    s.data["tableau"][0] = [("kale_farm", 0)]
    s = reveal(s, "event:accident")
    s = s.apply("P1 lose_building card=kale_farm")
    text = "\n".join(e.text for e in s.log)
    assert "loses 1 colonist from the mat: P2 from 30 to 29" in text
    assert "the mat is empty with 1 colonist still to lose" in text
    assert "its 2 printed colonists go to the mat" in text
    assert "the remaining 1 colonist is lost" in text
    assert problems(text) == []


@pytest.mark.english
def test_board_and_graph_labels_use_words():
    s = before_first_card(game=loss_game(3))
    s.data["colonists"][0] = 1
    s.data["tableau"][0] = [("iron_mine", 0), ("cargo_hangar", 1)]
    s = reveal(s, "event:accident")
    board = make_board(s)
    labels = [m[k].value for m in board.mats for k in m if k != "buildings"]
    labels += [html.unescape(re.sub(r"<[^>]+>", " ", m["buildings"].value)) for m in board.mats]
    labels += [board.cascade_title.value] + [b.description for b in board.choices.children]
    assert board.mats[0]["colonists"].value == "0 colonists" and board.mats[1]["colonists"].value == "30 colonists"
    assert board.mats[0]["money"].value == "4 money" and board.mats[0]["food"].value == "4 food"
    assert [p for t in labels for p in problems(t)] == []
    tg = trigger_graph(G)
    graph_text = [str(v.get("label", "")) for _, v in tg.nodes(data=True)]
    graph_text += [str(v.get("label", "")) for _, _, v in tg.edges(data=True)]
    assert "Iron Mine\n2 money · 2 colonists" in graph_text
    assert [p for t in graph_text for p in problems(t)] == []
    flow_text = [p.label for p in G.phases] + [t.guard for p in G.phases for t in p.next]
    assert [p for t in flow_text for p in problems(t)] == []


def test_rule_summaries_use_words_except_the_glyph_key():
    for r in G.rules:
        if r.id == "MCB-RESOURCES":
            assert "colonists" in r.summary and "money" in r.summary and "food" in r.summary
            continue
        assert problems(r.summary) == [], r.id


# ---------------------------------------------------------------- State.describe
# Every action kind in the game's words: names from the content, amounts with their
# resources, no engine notation; legal and illegal actions alike (words.py).


@pytest.mark.english
def test_describe_scientists_and_work_spaces():
    s = G.new(players=2, seed=1)
    assert s.describe("P1 choose_scientist scientist=vega") == "Pick Dr. Vega as your scientist"
    assert s.describe("P1 choose_scientist scientist=cargo_hangar") == (
        "Pick an unknown scientist (cargo hangar) as your scientist")
    s = reveal(before_first_card(), "work")
    s.data["tableau"][0] = [("iron_mine", 0), ("robot_works", 0), ("iron_mine", 0)]
    assert s.describe("P1 work space=mine") == (
        "Put an action chit on MINE for 4 money, triggering your Iron Mine and Robot Works")
    assert s.describe("P1 work space=farm") == "Put an action chit on FARM for 4 food"
    assert s.describe("P1 work space=restock") == (
        "Put an action chit on RESTOCK for two boxes to put on your buildings")
    # RESEARCH without the variant is illegal, and still described
    assert not s.is_legal("P1 work space=research")
    assert s.describe("P1 work space=research") == "Put an action chit on RESEARCH to draw two building cards"
    assert s.describe("P1 work space=zzz") == "Put an action chit on an unknown work space (zzz)"


@pytest.mark.english
def test_describe_build_says_what_is_paid():
    s = reveal(before_first_card(), "work")
    assert s.describe("P1 build card=habitat_dome food=0") == "Build Habitat Dome, paying 4 money"
    assert s.describe("P1 build card=habitat_dome food=3") == (
        "Build Habitat Dome, paying 1 money and 3 food as money")
    assert s.describe("P1 build card=habitat_dome food=4") == (
        "Build Habitat Dome, paying its 4 money with 4 food")
    assert s.describe("P1 build card=-  food=0") == "Put an action chit on BUILD and build nothing"
    # illegal near-misses: a perk, an unknown card, too much food, negative food
    assert s.describe("P1 build card=stash food=0") == "Build the perk Hidden Stash"
    assert s.describe("P1 build card=zzz_top food=2") == "Build an unknown card (zzz top), paying 2 food"
    assert s.describe("P1 build card=kale_farm food=9") == (
        "Build Kale Farm, paying 9 food toward its cost of 2 money")
    assert s.describe("P1 build card=kale_farm food=-1") == (
        "Build Kale Farm for 2 money, with minus 1 food as money")
    assert s.check("P1 build card=kale_farm food=-1") is not None


@pytest.mark.english
def test_describe_losses_perks_boxes_and_paperwork():
    s = before_first_card()
    assert s.describe("P1 lose_building card=habitat_dome") == (
        "Lose Habitat Dome: its six printed colonists go to the mat, "
        "then its LOST abilities resolve (+2 colonists)")
    assert s.describe("P1 lose_building card=cargo_hangar") == (
        "Lose Cargo Hangar: its one printed colonist goes to the mat")
    assert s.describe("P1 choose_perk perk=stash") == (
        "Add your perk Hidden Stash (+3 money) on top of the progress deck")
    assert s.describe("P1 choose_perk perk=kale_farm") == (
        "Add an unknown perk (kale farm) on top of the progress deck")
    assert s.describe("P1 place_boxes cards=cargo_hangar,cargo_hangar") == "Put both boxes on Cargo Hangar"
    assert s.describe("P1 place_boxes cards=cargo_hangar,cold_store") == (
        "Put a box on Cargo Hangar and a box on Cold Store")
    assert s.describe("P1 place_boxes cards=-") == "Put no boxes on your buildings"
    assert s.describe("P1 place_boxes cards=zzz") == "Put a box on an unknown building (zzz)"
    assert s.describe("P1 discard cards=kale_farm,iron_mine") == "Discard Kale Farm and Iron Mine"
    assert s.describe("P1 discard cards=kale_farm,kale_farm") == "Discard two Kale Farm cards"
    assert s.describe("P1 discard cards=kale_farm,iron_mine,zzz") == (
        "Discard Kale Farm, Iron Mine and an unknown card (zzz)")


def test_every_legal_action_reads_as_a_sentence_in_the_games_words():
    notation = re.compile(r"=|_|\bP\d\b|[\[\]{}]|\bNone\b|\bTrue\b|\bFalse\b")
    kinds = set()
    for states in (played(5, 3, research=True), played(6, 4)):
        for s in states[::3]:
            for a in s.legal_actions():
                text = s.describe(a)
                assert text[0].isupper() and not notation.search(text), (str(a), text)
                kinds.add(a.kind)
    assert kinds >= {"choose_scientist", "work", "build", "place_boxes"}


@pytest.mark.english
def test_log_lines_name_cards_not_ids():
    # MCB-SETUP-TWISTS: the twists shuffled in, by name
    assert "twists Supply Drop and Rogue Servo shuffled" in G.new(players=2, seed=1).log[0].text
    # MCB-WORK: a BUILD chit is revealed with the building's name
    s = reveal(before_first_card(), "work")
    s.data["hand"][0] = ("kale_farm",)
    s = s.apply("P1 build card=kale_farm food=0").apply("P2 work space=mine")
    assert any("chits revealed: P1 BUILD Kale Farm, P2 MINE" in e.text for e in s.log)
    # MCB-LOSS-BUILDING: the buildings the player may lose
    s = before_first_card(game=loss_game(6))
    s.data["colonists"][0] = 2
    s.data["tableau"][0] = [("iron_mine", 0), ("habitat_dome", 0), ("iron_mine", 0)]
    s = reveal(s, "event:accident")
    assert "a building (any of Iron Mine, Habitat Dome, whatever its colonists)" in s.log[-1].text
    # MCB-PERK-ADD: the perks to pick from
    s = reveal(before_first_card(), "twist:hall_of_fame")
    assert "P1 picks one of Hidden Stash, Pantry, Reinforcements, Overtime, Scouting" in s.log[-1].text
    # MCB-RESTOCK-PLACE: the buildings that can take a box
    s = before_first_card()
    s.data["tableau"][0] = [("cargo_hangar", 0), ("cold_store", 1)]
    s = reveal(s, "robot:butler_bot")
    assert "(any of Cargo Hangar, Cold Store; two on one or one on each)" in s.log[-1].text


@pytest.mark.english
def test_refusals_name_cards_not_ids():
    s = reveal(before_first_card(), "work")
    s.data["hand"][0] = ("iron_mine", "kale_farm")
    assert str(s.check("P1 build card=council_hall food=0")).startswith(
        "Council Hall is not in your hand (hand: Iron Mine, Kale Farm)")
    assert str(s.check("P1 build card=stash food=0")).startswith("Hidden Stash is a perk")
    assert str(s.check("P1 build card=zzz food=0")).startswith("'zzz' is not in your hand")
    s = before_first_card()
    s.data["perks"][0] = ("stash", "scouting")
    s = reveal(s, "twist:hall_of_fame")
    assert str(s.check("P1 choose_perk perk=pantry")).startswith(
        "Pantry is not one of your perks still to add (left: Hidden Stash, Scouting)")


@pytest.mark.english
def test_board_header_and_buttons_use_names():
    s = before_first_card()
    s.data["building_deck"] = ("council_hall", "council_hall")
    s.data["hand"][0] = ("iron_mine", "kale_farm")
    s = reveal(s, "event:paperwork_1")
    board = make_board(s)
    assert "revealed: event Paperwork" in board.header.value
    assert board.choices.children[0].description == "Discard Council Hall and Iron Mine"
    s = reveal(before_first_card(), "twist:hall_of_fame")
    board.update(s)
    assert "revealed: twist Hall of Fame" in board.header.value
