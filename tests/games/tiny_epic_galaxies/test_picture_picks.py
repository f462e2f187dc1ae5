"""Clicks on the Tiny Epic Galaxies picture: the ``data-pick`` marks (:mod:`lunarrules.kernel.picks`).

The picture marks each drawn thing an action names with that action's own ``param=value``
tokens: a face-up planet's card (``to= target=``), its colony track
(``to=+mode=orbit planet= target=``) and its surface (``to=+mode=land``); each inactive die
(``die=`` and every ``dice=`` set of inactive dice holding it); the ships of the player to
act (``ship=``) and the rivals' ships on planets (``target=P<q>.<planet>[.orbit|.surface]``);
each Galaxy Mat (``to=mat<q>``), its colonies (``planet=``), the energy and culture tracks
of the player to act (``pay=``) and the waiting planet action (``target=self``).

Left out, on purpose (no pick targets them):

* ``keep_mission``: the missions dealt are hidden in the picture (a spectator's view) and a
  mark would name them in the HTML;
* ``set_face face=``: the face a die is turned to is chosen, not drawn (the die is marked
  ``die=``, a click on it lists its faces);
* ``energy``, ``culture``, ``skip_planet``, ``follow``, ``decline``, ``end_turn``: no
  parameter (die actions name no die: dice showing one face are interchangeable).

Every other legal action, at every position of seeded random games at each player count,
is targeted by at least one pick; the tests fail if that drops. ``convert dice=1,2`` and
``reroll dice=1,2`` have the same tokens, so a die offers both; while a reroll is legal the
explorer lists the rerolls first (the converter is then chosen in the kind list).
"""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Sequence

import pytest

from lunarrules.games.tiny_epic_galaxies.picture import picture
from lunarrules.kernel import Action, State
from lunarrules.kernel.picks import live, matching, picks_in
from lunarrules.widgets import Explorer

from .helpers import G, seat, start, table, with_row

COUNTS = list(range(G.players[0], G.players[1] + 1))
#: every parameter some action kind of the game has
PARAMS = {p.name for kind in G.kinds.values() for p in kind.params}
#: the parameters a pick names (a hidden secret mission is never marked)
MARKED = PARAMS - {"mission", "face"}
_TOKEN = r"[a-z_]+=[^\s+=]+"
_ALT = rf"{_TOKEN}(?:\+{_TOKEN})*"
#: a data-pick value: alternatives (space-separated) of tokens joined by "+"
PICK = re.compile(rf"{_ALT}(?: {_ALT})*")
#: the kinds with a parameter naming a drawn thing (all with parameters but keep_mission)
NAMING_KINDS = {k for k, kind in G.kinds.items() if kind.params} - {"keep_mission"}


def names_a_drawn_thing(a: Action) -> bool:
    """Whether ``a`` must be targeted by a pick (see the module docstring for the others)."""
    return bool(a.params) and a.kind != "keep_mission"


def offers(legal: Sequence[Action], pick_values: list[str]) -> dict[str, list[Action]]:
    """What a click on each live pick of ``pick_values`` offers: the actions targeting it."""
    return {p: matching(legal, p) for p in live(legal, pick_values)}


def uncovered(legal: Sequence[Action], pick_values: list[str]) -> list[Action]:
    """The actions of ``legal`` naming a drawn thing that no pick of ``pick_values`` targets."""
    hit = {a for found in offers(legal, pick_values).values() for a in found}
    return [a for a in legal if names_a_drawn_thing(a) and a not in hit]


def drawn_picks(s: State) -> list[str]:
    """The picks of the picture of ``s``."""
    pic = s._picture()
    assert pic is not None
    return picks_in(pic)


@functools.cache
def playout(players: int) -> tuple:
    """Every position of a seeded random game: (state, its legal actions, its picks, what
    each live pick offers). The picks are the picture's (``state._picture()``), which the
    explorer draws inside ``state._repr_html_()`` (see test_the_explorer_draws_these_picks)."""
    rng = random.Random(f"teg-picks-{players}")
    s = G.new(players=players, seed=players)
    out: list[tuple[State, Sequence[Action], list[str], dict[str, list[Action]]]] = []
    while not s.is_over:
        legal = s.legal_actions()
        pick_values = drawn_picks(s)
        out.append((s, legal, pick_values, offers(legal, pick_values)))
        s = s.apply(rng.choice(legal))
    out.append((s, (), drawn_picks(s), {}))
    return tuple(out)


@pytest.mark.parametrize("players", COUNTS)
def test_the_explorer_draws_these_picks(players):
    for s, *_rest in playout(players)[::97]:
        assert picks_in(s._repr_html_()) == drawn_picks(s), s.steps


def token_params(pick: str) -> set[str]:
    return {t.split("=", 1)[0] for alt in pick.split() for t in alt.split("+")}


@pytest.mark.parametrize("players", COUNTS)
def test_every_pick_is_well_formed_and_names_a_parameter(players):
    seen = set()
    for s, _legal, pick_values, _offers in playout(players):
        assert pick_values, f"no picks at step {s.steps}"
        for p in pick_values:
            assert PICK.fullmatch(p), f"malformed pick {p!r} at step {s.steps}"
            assert token_params(p) <= PARAMS, f"{p!r}: no action kind has {token_params(p) - PARAMS}"
            seen |= token_params(p)
    # every parameter naming a drawn thing is marked somewhere in the game
    assert seen == MARKED, MARKED ^ seen


@pytest.mark.parametrize("players", COUNTS)
def test_every_action_naming_a_drawn_thing_is_targeted(players):
    positions, missed = 0, []
    for s, legal, _pick_values, found in playout(players):
        if legal:
            positions += 1
            hit = {a for targeted in found.values() for a in targeted}
            missed += [f"step {s.steps} ({s.phase}): {a}" for a in legal
                       if names_a_drawn_thing(a) and a not in hit]
    assert positions > 500
    assert not missed, f"{len(missed)} actions no pick targets, e.g. {missed[:5]}"


def test_every_kind_naming_a_drawn_thing_was_clicked_for():
    kinds = {a.kind for n in COUNTS for *_rest, found in playout(n)
             for targeted in found.values() for a in targeted}
    assert kinds == NAMING_KINDS, NAMING_KINDS ^ kinds


#: what each mark offers, by the parameters it names: the kinds a click on it may list
MEANS = {
    frozenset({"die", "dice"}): {"reroll", "convert", "set_face"},          # a die
    frozenset({"to", "target"}): {"move", "use_planet"},                    # a planet card
    frozenset({"to", "mode", "planet", "target"}): {"move", "diplomacy", "economy",
                                                   "use_planet"},          # its colony track
    frozenset({"to", "mode"}): {"move"},                                    # its surface
    frozenset({"ship"}): {"move"},                                          # a ship of the player to act
    frozenset({"target"}): {"use_planet"},                                  # a rival's ship, the waiting action
    frozenset({"to"}): {"move"},                                            # a Galaxy Mat
    frozenset({"planet"}): {"use_colony"},                                  # a colony
    frozenset({"pay"}): {"upgrade"},                                        # an energy or culture track
}


@pytest.mark.parametrize("players", COUNTS)
def test_a_pick_offers_what_its_thing_means(players):
    """Each mark offers only its thing's kinds, one kind at a time; only a die offers two
    (a reroll and the converter name dice alike)."""
    for s, _legal, _pick_values, found in playout(players):
        for p, targeted in found.items():
            kinds = {a.kind for a in targeted}
            assert kinds <= MEANS[frozenset(token_params(p))], f"step {s.steps} ({s.phase}): {p!r} offers {kinds}"
            assert len(kinds) == 1 or kinds == {"reroll", "convert"}, (s.steps, p, kinds)


def test_only_the_player_to_act_has_ships_and_resources_marked():
    s = with_row(start(players=3, dice=("move", "colony", "economy", "diplomacy")),
                 ("brasa", "lumen", "ferrugem", "coral", "vesper"))
    s = seat(s, "ships", 1, (("coral", 1), ("lumen", -1)))
    s = seat(s, "ships", 0, (("coral", 0), None))
    s = seat(s, "energy", 0, 4)
    pick_values = picks_in(picture(s))
    # P1 (to act): ship 1 on Coral's track, ship 2 at home; the energy and culture tracks
    assert pick_values.count("ship=1") == 2 and pick_values.count("ship=2") == 1
    assert "pay=energy" in pick_values and "pay=culture" in pick_values
    assert pick_values.count("pay=energy") == 1
    # P2's ships are the planet actions' targets, never P1's ship numbers
    assert pick_values.count("target=P2.coral.orbit target=P2.coral") == 2  # on the track, in the list
    assert pick_values.count("target=P2.lumen.surface") == 3  # icon and words on the surface, the list
    # planets, tracks, surfaces, mats
    assert "to=coral target=coral" in pick_values
    assert "to=coral+mode=orbit planet=coral target=coral" in pick_values
    assert "to=coral+mode=land" in pick_values
    assert {"to=mat1", "to=mat2", "to=mat3"} <= set(pick_values)
    # each inactive die: itself and every set of inactive dice holding it
    die1 = next(p for p in pick_values if p.startswith("die=1 "))
    assert die1.split() == ["die=1", "dice=1", "dice=1,2", "dice=1,3", "dice=1,4", "dice=1,2,3",
                            "dice=1,2,4", "dice=1,3,4", "dice=1,2,3,4"]
    legal = s.legal_actions()
    assert {str(a) for a in matching(legal, "to=coral+mode=orbit planet=coral target=coral")} == {
        "P1 economy planet=coral"}
    # an activated die carries no mark
    used = table(s, used=(1, 0, 0, 0))
    assert not [p for p in picks_in(picture(used)) if p.startswith("die=1")]


def test_secret_missions_are_never_marked():
    s = G.new(players=3, seed=1)
    assert s.phase == "mission"
    html_text = s._repr_html_()
    for hand in s.data["missions_dealt"]:
        for mid in hand:
            assert mid not in html_text and s.cat.missions[mid].name not in html_text
    assert not [p for p in picks_in(html_text) if "mission" in token_params(p)]
    assert uncovered(s.legal_actions(), picks_in(html_text)) == []  # keep_mission left out


def _first_of_each_phase(players: int):
    """The first position of each decision step of the game, with its legal actions."""
    seen = set()
    for s, legal, _picks, _offers in playout(players):
        if legal and s.phase not in seen:
            seen.add(s.phase)
            yield s, legal


@pytest.mark.parametrize("players", COUNTS)
def test_clicks_through_the_explorer(players):
    singles = several = 0
    for s, legal in _first_of_each_phase(players):
        html_text = s._repr_html_()
        ex = Explorer(s, board=None, flow=False)
        ones = []
        for p in live(legal, picks_in(html_text)):
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
            assert ex.state.steps > s.steps, (s.steps, p)
            assert ex.state.steps == s.apply(a).steps
            singles += 1
    assert singles and several


def test_a_die_lists_its_rerolls_and_the_converter_its_faces():
    s = start(players=2, dice=("move", "energy", "culture", "colony"))
    ex = Explorer(s, board=None, flow=False)
    die3 = next(p for p in picks_in(s._repr_html_()) if p.startswith("die=3 "))
    found = ex.pick(die3)
    assert {a.kind for a in found} == {"reroll", "convert"}
    shown = [str(a) for _label, a in ex.action_select.options]
    assert shown[0] == "P1 reroll dice=3" and all(t.startswith("P1 reroll ") for t in shown)
    assert len(shown) == 8 and ex.state.steps == s.steps
    conv = table(s, rerolls=1, energy=(0, 0)).apply("P1 convert dice=1,2")
    assert conv.phase == "converter"
    ex = Explorer(conv, board=None, flow=False)
    die4 = next(p for p in picks_in(conv._repr_html_()) if p.startswith("die=4 "))
    found = ex.pick(die4)
    assert {a.kind for a in found} == {"set_face"} and len(found) == 5
    assert all(a["die"] == 4 for a in found)


def test_the_checks_can_fail():
    s = start(players=2, dice=("move", "energy", "culture", "colony"))
    legal = s.legal_actions()
    html_text = s._repr_html_()
    # a pick no action has is not live, and a click on it applies nothing
    assert live(legal, ["to=zorg", "ship=9", "dice=9", "sector=c1"]) == []
    ex = Explorer(s, board=None, flow=False)
    assert ex.pick("to=zorg") == [] and ex.state.steps == s.steps and ex.message.value
    # without the dice's marks no reroll or convert is offered by any click
    bare = re.sub(r' data-pick="die=[^"]*"', "", html_text)
    assert bare != html_text
    left = uncovered(legal, picks_in(bare))
    assert left and {a.kind for a in left} == {"reroll", "convert"}
    assert uncovered(legal, picks_in(html_text)) == []
    # malformed picks and unknown parameters are caught
    for bad in ("to", "to=coral+", "to=coral  ship=2", "+ship=2", "to=coral "):
        assert not PICK.fullmatch(bad), bad
    assert not token_params("to=coral+sector=c1") <= PARAMS
    assert not names_a_drawn_thing(Action.of(0, "keep_mission", mission="m1"))
    assert not names_a_drawn_thing(Action.of(0, "end_turn"))
    assert names_a_drawn_thing(Action.of(0, "move", ship=1, to="coral", mode="land"))
