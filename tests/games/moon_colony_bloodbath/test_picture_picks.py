"""Clicks on the Moon Colony Bloodbath picture: the ``data-pick`` marks (:mod:`lunarrules.kernel.picks`).

Only the mat of the seat to act is marked, in the step where the mark means its thing:
the work spaces (``space=``) and the BUILD space (``food=0`` ... ``food=k``: every build
pays some food, so BUILD lists the builds without naming the face-down hand) during Work;
the buildings in play while one is lost (``card=``) and while RESTOCK's boxes go on them
(every ``cards=a,b`` that puts a box on the building); the perks not yet added while one is
added (``perk=``).

Left out, on purpose (no pick targets them; see :data:`LEFT_OUT`):

* ``choose_scientist``: the scientists to pick from are not drawn (a mat names only the
  scientist it has);
* ``discard``: the cards to discard are in the hand, drawn face down (a spectator's picture);
* ``may``, ``ability_order``: yes/no, abilities/action name no drawn thing.

Every other legal action, at every position of seeded random games at each player count
(with and without the RESEARCH variant), is targeted by at least one pick; the tests fail if
that drops.
"""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Sequence

import pytest

from lunarrules.games.moon_colony_bloodbath.legal import spaces as mat_spaces
from lunarrules.games.moon_colony_bloodbath.picture import picture
from lunarrules.games.moon_colony_bloodbath.table import InPlay
from lunarrules.kernel import Action, State
from lunarrules.kernel.picks import live, matching, picks_in
from lunarrules.widgets import Explorer

from .helpers import G, before_first_card, reveal

COUNTS = list(range(G.players[0], G.players[1] + 1))
#: every parameter some action kind of the game has
PARAMS = {p.name for kind in G.kinds.values() for p in kind.params}
_TOKEN = r"[a-z_]+=[^\s+=]+"
_ALT = rf"{_TOKEN}(?:\+{_TOKEN})*"
#: a data-pick value: alternatives (space-separated) of tokens joined by "+"
PICK = re.compile(rf"{_ALT}(?: {_ALT})*")
#: the kinds no pick targets, and why
LEFT_OUT = {
    "choose_scientist": "the scientists to pick from are not drawn",
    "discard": "the cards to discard are in the face-down hand",
    "may": "yes or no names no drawn thing",
    "ability_order": "abilities or action names no drawn thing",
}
#: the kinds whose every legal action some pick targets
NAMING_KINDS = set(G.kinds) - set(LEFT_OUT)
#: what each mark offers, by the parameter it names: the one kind a click on it lists
MEANS = {"space": "work", "food": "build", "card": "lose_building", "cards": "place_boxes", "perk": "choose_perk"}


def names_a_drawn_thing(a: Action) -> bool:
    """Whether ``a`` must be targeted by a pick (see the module docstring for the others)."""
    return a.kind in NAMING_KINDS


def uncovered(legal: Sequence[Action], pick_values: list[str]) -> list[Action]:
    """The actions of ``legal`` naming a drawn thing that no pick of ``pick_values`` targets."""
    hit = {a for p in live(legal, pick_values) for a in matching(legal, p)}
    return [a for a in legal if names_a_drawn_thing(a) and a not in hit]


def token_params(pick: str) -> set[str]:
    return {t.split("=", 1)[0] for alt in pick.split() for t in alt.split("+")}


@functools.cache
def playout(players: int) -> tuple:
    """Every position of seeded random games (one plain, one with RESEARCH):
    (state, its legal actions, its picks)."""
    out: list[tuple[State, Sequence[Action], list[str]]] = []
    for k, research in enumerate((False, True, False)):
        rng = random.Random(f"moon-colony-picks-{players}-{k}")
        s = G.new(players=players, seed=players + 10 * k, research=research)
        while not s.is_over:
            legal = s.legal_actions()
            out.append((s, legal, picks_in(s._repr_html_())))  # what the explorer draws
            s = s.apply(rng.choice(legal))
        out.append((s, (), picks_in(s._repr_html_())))
    return tuple(out)


def test_the_kinds_left_out_are_kinds_of_the_game():
    assert set(LEFT_OUT) < set(G.kinds)
    assert set(MEANS.values()) == NAMING_KINDS
    assert set(MEANS) | {"scientist", "take", "first"} == PARAMS


@pytest.mark.parametrize("players", COUNTS)
def test_every_pick_is_well_formed_and_names_a_parameter(players):
    seen = set()
    for s, _legal, pick_values in playout(players):
        for p in pick_values:
            assert PICK.fullmatch(p), f"malformed pick {p!r} at step {s.steps}"
            assert token_params(p) <= PARAMS, f"{p!r}: no action kind has {token_params(p) - PARAMS}"
            seen |= token_params(p)
    # the marks name the parameters of the kinds clicked for (choose_perk's perk is rare)
    assert seen >= set(MEANS) - {"perk"}, set(MEANS) - seen
    assert seen <= set(MEANS), seen - set(MEANS)


@pytest.mark.parametrize("players", COUNTS)
def test_every_action_naming_a_drawn_thing_is_targeted(players):
    positions, targeted, missed = 0, 0, []
    for s, legal, pick_values in playout(players):
        if legal:
            positions += 1
            missed += [f"step {s.steps} ({s.phase}): {a}" for a in uncovered(legal, pick_values)]
            targeted += any(names_a_drawn_thing(a) for a in legal)
    assert positions > 50 and targeted > 40
    assert not missed, f"{len(missed)} actions no pick targets, e.g. {missed[:5]}"


def test_every_kind_naming_a_drawn_thing_was_clicked_for():
    kinds = {a.kind for n in COUNTS for _s, legal, pick_values in playout(n)
             for p in live(legal, pick_values) for a in matching(legal, p)}
    assert kinds == NAMING_KINDS, NAMING_KINDS ^ kinds


@pytest.mark.parametrize("players", COUNTS)
def test_a_pick_offers_what_its_thing_means_on_the_mat_of_the_seat_to_act(players):
    """A mark names one parameter and lists one kind; only one mat is marked, so a work
    space is marked once, and a building or perk named is the acting seat's."""
    for s, legal, pick_values in playout(players):
        for p in pick_values:
            (param,) = token_params(p)
            kinds = {a.kind for a in matching(legal, p)}
            assert kinds <= {MEANS[param]}, f"step {s.steps} ({s.phase}): {p!r} offers {kinds}"
        if s.is_over:
            assert pick_values == []
            continue
        if s.phase == "work":
            spaces = [p for p in pick_values if p.startswith("space=")]
            assert sorted(spaces) == sorted(f"space={sp}" for sp in mat_spaces(s) if sp != "build")
            assert sum(p.startswith("food=0") for p in pick_values) == 1
        own = {bid for bid, _stock in s.data["tableau"][s.to_act]}
        for p in pick_values:
            for alt in p.split():
                param, value = alt.split("=", 1)
                if param in ("card", "cards"):
                    assert set(value.split(",")) <= own, (s.steps, p)
                if param == "perk":
                    assert value in s.data["perks"][s.to_act], (s.steps, p)


def _at_work(tableau=()):
    """P1 chooses a Work action, with three cards in hand and ``tableau`` in play."""
    s = before_first_card()
    s.data["tableau"][0] = list(tableau)
    s = reveal(s, "work")
    s.data["hand"][0] = ("council_hall", "med_bay", "potato_farm")
    return s


def test_build_is_clicked_without_naming_the_hand():
    s = _at_work()
    pick_values = picks_in(picture(s))
    assert not any("card=" in p for p in pick_values), "the face-down hand is named"
    legal = s.legal_actions()
    builds = [a for a in legal if a.kind == "build"]
    assert matching(legal, "food=0") == builds and len(builds) > 1
    # with a Potato Farm the BUILD space lists the builds paying food too
    s = _at_work([InPlay("potato_farm", 0)])
    legal = s.legal_actions()
    builds = [a for a in legal if a.kind == "build"]
    assert any(a["food"] > 0 for a in builds)
    (build_space,) = [p for p in picks_in(picture(s)) if p.startswith("food=")]
    assert build_space.split() == [f"food={f}" for f in range(s.data["food"][0] + 1)]
    assert matching(legal, build_space) == builds
    assert uncovered(legal, picks_in(picture(s))) == []


def test_a_perk_is_clicked_in_its_line():
    s = reveal(before_first_card(), "work")
    s.data["hand"][0] = ("recruiting_post",)
    s = s.apply("P1 build card=recruiting_post food=0").apply("P2 work space=mine")
    assert s.phase == "choose_perk" and s.to_act == 0
    html = picture(s)
    perks = [p for p in picks_in(html) if p.startswith("perk=")]
    assert perks == [f"perk={k}" for k in s.data["perks"][0]]
    assert uncovered(s.legal_actions(), picks_in(html)) == []
    ex = Explorer(s, board=None, flow=False)
    assert ex.pick("perk=stash") == [Action.of(0, "choose_perk", perk="stash")]
    assert ex.state.steps == s.steps + 1 and "stash" not in ex.state.data["perks"][0]


def _first_of_each_phase(players: int):
    """The first position of each decision step of the games, with its legal actions."""
    seen = set()
    for s, legal, _picks in playout(players):
        if legal and s.phase not in seen:
            seen.add(s.phase)
            yield s, legal


@pytest.mark.parametrize("players", COUNTS)
def test_clicks_through_the_explorer(players):
    singles = several = 0
    for s, legal in _first_of_each_phase(players):
        picture_html = s._repr_html_()
        ex = Explorer(s, board=None, flow=False)
        ones = []
        for p in live(legal, picks_in(picture_html)):
            found = matching(legal, p)
            if len(found) == 1:
                ones.append((p, found[0]))
                continue
            # several: the list shows exactly those of the first kind; nothing is applied
            assert ex.pick(p) == found
            first = [a for a in found if a.kind == found[0].kind]
            assert [a for _label, a in ex.action_select.options] == first, (s.steps, p)
            assert ex.action_select.value == first[0]
            assert ex.state.steps == s.steps
            several += 1
        if ones:
            # one: applied at once, the game moves on
            p, a = ones[0]
            assert ex.pick(p) == [a]
            assert ex.state.steps == s.steps + 1, (s.steps, p)
            assert ex.state.data == s.apply(a).data
            singles += 1
    assert singles and several


def test_the_checks_can_fail():
    s = reveal(before_first_card(), "work")
    legal = s.legal_actions()
    html = picture(s)
    # a pick no action has is not live, and a click on it applies nothing
    assert live(legal, ["space=moon", "card=council_hall", "perk=stash", "food=99"]) == []
    ex = Explorer(s, board=None, flow=False)
    assert ex.pick("space=moon") == [] and ex.state.steps == s.steps and ex.message.value
    # without the work spaces' marks the work actions are offered by no click
    bare = re.sub(r' data-pick="space=[^"]*"', "", html)
    assert bare != html
    left = uncovered(legal, picks_in(bare))
    assert left and {a.kind for a in left} == {"work"}
    assert uncovered(legal, picks_in(html)) == []
    # malformed picks and unknown parameters are caught
    for bad in ("space", "space=mine+", "space=mine  food=0", "+food=0", "space=mine "):
        assert not PICK.fullmatch(bad), bad
    assert not token_params("planet=coral+space=mine") <= PARAMS
    # the kinds left out are not required
    assert not names_a_drawn_thing(Action.of(0, "discard", cards=("med_bay", "med_bay")))
    assert names_a_drawn_thing(Action.of(0, "lose_building", card="med_bay"))
