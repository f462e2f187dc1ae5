"""Clicks on the Planet Unknown picture: the ``data-pick`` marks (:mod:`lunarrules.kernel.picks`).

The picture marks the things the actions of the player to act name, with the actions' own
``param=value`` tokens: the squares of that player's planet ``row=R+col=C`` (place, with the
top-left square of the tile's bounding box there; rover_place; patch), on them the rovers
``rover=1`` and the squares a rover steps to ``rover=1+dir=N`` (rover_move), and, while the
tile just placed is ordered, its squares ``first=energy`` (order); the tiles on top of that
player's depot ``tile=inner`` / ``tile=outer`` (place, take); the player's trackers
``first=water track=water`` (order, energy, synergy); while the station turns, each depot
``steps=k`` (rotate: the turn that brings it in front of the commander).

Left out, on purpose (no pick targets them):

* ``civ offer=k``: the civ cards on offer are secret to the chooser (PU-CIV-SECRET) and not
  drawn; the picture shows only how many cards each pile holds;
* ``synergy track=none``: declining the boost names nothing drawn;
* ``rover_stop``, ``store_patch``: no parameter.

``orient`` (a tile's quarter turns) names nothing drawn either: every placement is still
targeted, by its tile and by the square its ``row`` and ``col`` name. Every other legal
action, at every position of seeded random games at each player count (and of a game with
the published variants, where the commander turns the station with two players), is
targeted by at least one pick; the tests fail if that drops.
"""

from __future__ import annotations

import functools
import itertools
import random
import re
from collections.abc import Sequence

import pytest

from lunarrules.games.planet_unknown import geometry as pl
from lunarrules.games.planet_unknown import legal as pu_legal
from lunarrules.games.planet_unknown import picture as pic
from lunarrules.kernel import Action, State
from lunarrules.kernel.picks import action_tokens, live, matching, picks_in
from lunarrules.widgets import Explorer

from .helpers import G, fresh

COUNTS = list(range(G.players[0], G.players[1] + 1))
#: the published rulebook's variants: with two players the commander turns the station,
#: and a synergy boost must advance a tracker (it cannot be declined)
VARIANTS = {"station_2p": "commander", "synergy_boost": "must_any", "energy_adjacency": "connected",
            "events": True}
GAMES = [(n, ()) for n in COUNTS] + [(2, tuple(VARIANTS.items())), (4, tuple(VARIANTS.items()))]
GAME_IDS = [f"{n}p{'-variants' if o else ''}" for n, o in GAMES]
#: every parameter some action kind of the game has
PARAMS = {p.name for kind in G.kinds.values() for p in kind.params}
#: the parameters naming nothing drawn (see the module docstring)
UNDRAWN = {"offer", "orient"}
_TOKEN = r"[a-z_]+=[^\s+=]+"
_ALT = rf"{_TOKEN}(?:\+{_TOKEN})*"
#: a data-pick value: alternatives (space-separated) of tokens joined by "+"
PICK = re.compile(rf"{_ALT}(?: {_ALT})*")
#: the kinds with a parameter naming a drawn thing (all with a parameter but civ)
NAMING_KINDS = {k for k, kind in G.kinds.items() if {p.name for p in kind.params} - UNDRAWN}


def names_a_drawn_thing(a: Action) -> bool:
    """Whether ``a`` must be targeted by a pick (see the module docstring for the others)."""
    if a.kind not in NAMING_KINDS:
        return False
    return not (a.kind == "synergy" and a["track"] == "none")


def _alternatives(pick_values: list[str]) -> set[frozenset[str]]:
    return {frozenset(alt.split("+")) for p in pick_values for alt in p.split()}


def targeted(legal: Sequence[Action], pick_values: list[str]) -> set[Action]:
    """The actions of ``legal`` some pick targets: ``picks.matching`` over every pick, by
    looking up each action's token subsets (a placement decision lists hundreds)."""
    alts = _alternatives(pick_values)
    out = set()
    for a in legal:
        tokens = sorted(action_tokens(a))
        subsets = (frozenset(c) for k in range(1, len(tokens) + 1) for c in itertools.combinations(tokens, k))
        if any(sub in alts for sub in subsets):
            out.add(a)
    return out


def uncovered(legal: Sequence[Action], pick_values: list[str]) -> list[Action]:
    """The actions of ``legal`` naming a drawn thing that no pick of ``pick_values`` targets."""
    hit = targeted(legal, pick_values)
    return [a for a in legal if names_a_drawn_thing(a) and a not in hit]


@functools.cache
def playout(players: int, options: tuple = ()) -> tuple:
    """Every position of a seeded random game: (state, its legal actions, its picks)."""
    rng = random.Random(f"planet-unknown-picks-{players}-{bool(options)}")
    s = G.new(players=players, seed=players, **dict(options))
    out: list[tuple[State, Sequence[Action], list[str]]] = []
    while not s.is_over:
        legal = s.legal_actions()
        out.append((s, legal, picks_in(s._repr_html_())))  # what the explorer draws
        s = s.apply(rng.choice(legal))
    out.append((s, (), picks_in(s._repr_html_())))
    return tuple(out)


def token_params(pick: str) -> set[str]:
    return {t.split("=", 1)[0] for alt in pick.split() for t in alt.split("+")}


@pytest.mark.parametrize("players,options", GAMES, ids=GAME_IDS)
def test_every_pick_is_well_formed_and_names_a_parameter(players, options):
    seen = set()
    for s, legal, pick_values in playout(players, options):
        assert bool(pick_values) == bool(legal), f"step {s.steps}: marks only while someone acts"
        for p in pick_values:
            assert PICK.fullmatch(p), f"malformed pick {p!r} at step {s.steps}"
            assert token_params(p) <= PARAMS, f"{p!r}: no action kind has {token_params(p) - PARAMS}"
            seen |= token_params(p)
        # only the player to act's planet (144 squares), depot and trackers are marked
        if legal:
            assert sum(p.startswith("row=") for p in pick_values) == pl.count(s.content.land)
            assert sum(p.startswith("tile=") for p in pick_values) <= 2
            assert sum(p.startswith("first=") for p in pick_values) == 5
    # every parameter naming a drawn thing is marked somewhere in the game (rotate's steps
    # only where the commander turns the station: from three players, or the variant)
    expected = PARAMS - UNDRAWN - ({"steps"} if players == 2 and not options else set())
    assert seen == expected, seen ^ expected


@pytest.mark.parametrize("players,options", GAMES, ids=GAME_IDS)
def test_every_action_naming_a_drawn_thing_is_targeted(players, options):
    positions, missed = 0, []
    for s, legal, pick_values in playout(players, options):
        if legal:
            positions += 1
            missed += [f"step {s.steps} ({s.phase}): {a}" for a in uncovered(legal, pick_values)]
    assert positions > 80
    assert not missed, f"{len(missed)} actions no pick targets, e.g. {missed[:5]}"


def test_targeted_is_matching():
    """The fast lookup of the coverage test finds what ``picks.matching`` finds."""
    for s, legal, pick_values in playout(3)[::7]:
        by_matching = {a for p in live(legal, pick_values) for a in matching(legal, p)}
        assert targeted(legal, pick_values) == by_matching, s.steps


def test_every_kind_naming_a_drawn_thing_was_clicked_for():
    kinds = {a.kind for game in GAMES for _s, legal, pick_values in playout(*game)
             for a in targeted(legal, pick_values)}
    assert kinds == NAMING_KINDS, NAMING_KINDS ^ kinds
    assert NAMING_KINDS == {"rotate", "place", "take", "order", "energy", "synergy", "rover_place",
                            "rover_move", "patch"}


#: what a click on a mark may offer, by the parameters its tokens name
MEANS = {
    # a square: a placement, a landing, a patch; a rover step or the rover on it; a
    # resource of the tile just placed
    "row": {"place", "rover_place", "patch", "rover_move", "order"},
    "tile": {"place", "take"},               # a depot tile
    "first": {"order", "energy", "synergy"},  # a tracker
    "steps": {"rotate"},                     # a depot
}


@pytest.mark.parametrize("players,options", GAMES, ids=GAME_IDS)
def test_a_pick_offers_what_its_thing_means(players, options):
    """A click offers only the kind its thing means, and one kind at a time: the tokens of a
    square name a placement, a landing, a patch, a rover step or a resource of the new tile,
    but never two of them in the same step."""
    for s, legal, pick_values in playout(players, options):
        if s.phase == "place":  # hundreds of placements: a square or tile offers just those
            assert {a.kind for a in legal} <= {"place", "take"}
            continue
        for p in live(legal, pick_values):
            kinds = {a.kind for a in matching(legal, p)}
            assert len(kinds) == 1, (s.steps, p, kinds)
            means = MEANS[p.split("=", 1)[0]]
            assert kinds <= means, f"step {s.steps} ({s.phase}): {p!r} offers {kinds}"


def test_the_depots_name_the_turn_that_brings_them_to_the_commander():
    s = G.new(players=3, seed=0)
    assert s.phase == "rotate"
    commander = s.to_act
    pick_values = picks_in(s._repr_html_())
    turns = [p for p in pick_values if p.startswith("steps=")]
    assert len(turns) == 6
    for k, p in enumerate(turns):  # depot k, in the picture's order
        (a,) = matching(s.legal_actions(), p)
        assert s.apply(a).depot_of(commander) == k, (k, p)


def test_the_tile_just_placed_names_its_resources_while_they_are_ordered():
    for s, legal, pick_values in itertools.chain(playout(2), playout(3)):
        if s.phase != "order":
            continue
        seat = s.seat(s.to_act)
        options = set(pu_legal.pending_options(s))
        sections = [p for p in pick_values if p.startswith("row=") and " first=" in p]
        assert len(sections) == pl.count(seat.last_tile)
        assert {p.rsplit("first=", 1)[1] for p in sections} == options
        for p in sections:  # a click on a square of the new tile: that resource first
            (a,) = matching(legal, p)
            assert a.kind == "order" and p.endswith(f" first={a['first']}"), (s.steps, p)
        if "energy" in options:
            return
    raise AssertionError("no tile with energy was ordered")


def test_rovers_and_their_steps_are_marked_on_squares():
    for s, legal, pick_values in playout(4):
        if s.phase != "rover_move" or len(s.seat(s.to_act).rovers) < 2:
            continue
        seat = s.seat(s.to_act)
        for n, i in enumerate(seat.rovers, start=1):
            r, c = divmod(i, pl.STRIDE)
            (p,) = [p for p in pick_values if p.split()[0] == f"row={r}+col={c}"]
            assert f"rover={n}" in p.split()
            assert {str(a) for a in matching(legal, p)} == {
                str(a) for a in legal if a.kind == "rover_move" and a["rover"] == n}
        for a in legal:
            if a.kind == "rover_move":
                assert any(f"rover={a['rover']}+dir={a['dir']}" in p.split() for p in pick_values), a
        return
    raise AssertionError("no position with two rovers moving")


def test_only_attributes_are_added(monkeypatch):
    """The picture with its marks is the picture without them, but for the attributes."""
    for s, _legal, _picks in playout(3)[::25]:
        marked = s._repr_html_()
        with monkeypatch.context() as m:
            m.setattr(pic, "_actor", lambda state: None)
            bare = s._repr_html_()
        assert bare != marked or s.is_over
        stripped = re.sub(r""" data-pick="[^"]*"| pointer-events='none'""", "", marked)
        assert stripped == bare, s.steps


def _first_of_each_phase(players: int, options: tuple = ()):
    """The first position of each decision step of the game, with its legal actions."""
    seen = set()
    for s, legal, _picks in playout(players, options):
        if legal and s.phase not in seen:
            seen.add(s.phase)
            yield s, legal


@pytest.mark.parametrize("players,options", GAMES, ids=GAME_IDS)
def test_clicks_through_the_explorer(players, options):
    singles = several = 0
    for s, legal in _first_of_each_phase(players, options):
        picture = s._repr_html_()
        ex = Explorer(s, board=None, flow=False)
        ones = []
        tried = 0
        for p in live(legal, picks_in(picture)):
            found = matching(legal, p)
            if len(found) == 1:
                ones.append((p, found[0]))
                continue
            if tried == 12:  # a placement decision has a hundred squares and two tiles
                continue
            tried += 1
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


def test_the_checks_can_fail():
    s = fresh(players=2, seed=1)
    assert s.phase == "place"
    legal = s.legal_actions()
    picture = s._repr_html_()
    # a pick no action has is not live, and a click on it applies nothing
    assert live(legal, ["row=12+col=0", "tile=middle", "steps=2", "planet=coral"]) == []
    ex = Explorer(s, board=None, flow=False)
    assert ex.pick("tile=middle") == [] and ex.state.steps == s.steps and ex.message.value
    # another player's planet is not marked: its squares would offer the actor's placements
    assert picture.count("data-pick=\"row=0+col=0\"") == 1
    # without the marks of the depot tiles and of the squares, no placement is targeted
    bare = re.sub(r' data-pick="(tile|row)=[^"]*"', "", picture)
    assert bare != picture
    left = uncovered(legal, picks_in(bare))
    assert left and {a.kind for a in left} == {"place"} and len(left) == len(legal)
    assert uncovered(legal, picks_in(picture)) == []
    # malformed picks and unknown parameters are caught
    for bad in ("row", "row=1+", "row=1  col=2", "+col=2", "row=1 "):
        assert not PICK.fullmatch(bad), bad
    assert not token_params("planet=coral+row=1") <= PARAMS
    # the left-out actions
    assert not names_a_drawn_thing(Action.of(0, "civ", offer=1))
    assert not names_a_drawn_thing(Action.of(0, "synergy", track="none"))
    assert names_a_drawn_thing(Action.of(0, "synergy", track="water"))
    assert not names_a_drawn_thing(Action.of(0, "rover_stop"))
