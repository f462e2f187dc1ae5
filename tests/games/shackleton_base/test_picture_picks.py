"""Clicks on the Shackleton Base picture: the ``data-pick`` marks (:mod:`lunarrules.kernel.picks`).

The picture marks each drawn thing an action names with that action's own ``param=value``
tokens: sectors (``sector=``), explore spaces (``space=+astronaut=``), corporation markers
(``space=``, in the marker steps only), command rows (``which=``), shuttle and leader tiles
(``tile=``, ``leader=``), corporations (``corp= source=``), projects on offer (``project=``)
and funded ones (``source=``), the acting agency's astronauts and structures (``astronaut=``,
``structure=``) and the Gateway's astronauts (``astronaut=``, while one is taken).

Left out, on purpose (no pick targets them):

* ``solar_panel``, ``corp_done``, ``house_done``: no parameter (nothing drawn is named);
* ``corp_action source=rep0/rep4/rep8/rep12``: the reputation track's actions are not drawn
  (an agency's reputation is one number in its supply line).

Every other legal action, at every position of seeded random games at each player count,
is targeted by at least one pick; the tests fail if that drops.
"""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Sequence

import pytest

from lunarrules.games.shackleton_base.params import REP_ACTIONS
from lunarrules.kernel import Action, State
from lunarrules.kernel.picks import live, matching, picks_in
from lunarrules.widgets import Explorer

from .helpers import G, at_action

COUNTS = list(range(G.players[0], G.players[1] + 1))
#: every parameter some action kind of the game has
PARAMS = {p.name for kind in G.kinds.values() for p in kind.params}
_TOKEN = r"[a-z_]+=[^\s+=]+"
_ALT = rf"{_TOKEN}(?:\+{_TOKEN})*"
#: a data-pick value: alternatives (space-separated) of tokens joined by "+"
PICK = re.compile(rf"{_ALT}(?: {_ALT})*")
#: the kinds with a parameter, each naming a drawn thing (corp_action but for its rep-track sources)
NAMING_KINDS = {k for k, kind in G.kinds.items() if kind.params}


def names_a_drawn_thing(a: Action) -> bool:
    """Whether ``a`` must be targeted by a pick (see the module docstring for the others)."""
    if not a.params:
        return False
    return not (a.kind == "corp_action" and a.get("source") in REP_ACTIONS)


def uncovered(legal: Sequence[Action], pick_values: list[str]) -> list[Action]:
    """The actions of ``legal`` naming a drawn thing that no pick of ``pick_values`` targets."""
    hit = {a for p in live(legal, pick_values) for a in matching(legal, p)}
    return [a for a in legal if names_a_drawn_thing(a) and a not in hit]


@functools.cache
def playout(players: int) -> tuple:
    """Every position of a seeded random game: (state, its legal actions, its picks)."""
    rng = random.Random(f"shackleton-picks-{players}")
    s = G.new(players=players, seed=players)
    out: list[tuple[State, Sequence[Action], list[str]]] = []
    while not s.is_over:
        legal = s.legal_actions()
        out.append((s, legal, picks_in(s._repr_html_())))  # what the explorer draws
        s = s.apply(rng.choice(legal))
    out.append((s, (), picks_in(s._repr_html_())))
    return tuple(out)


def token_params(pick: str) -> set[str]:
    return {t.split("=", 1)[0] for alt in pick.split() for t in alt.split("+")}


@pytest.mark.parametrize("players", COUNTS)
def test_every_pick_is_well_formed_and_names_a_parameter(players):
    seen = set()
    for s, _legal, pick_values in playout(players):
        assert pick_values, f"no picks at step {s.steps}"
        for p in pick_values:
            assert PICK.fullmatch(p), f"malformed pick {p!r} at step {s.steps}"
            assert token_params(p) <= PARAMS, (
                f"{p!r}: no action kind has {token_params(p) - PARAMS}"
            )
            seen |= token_params(p)
    # every parameter naming a drawn thing is marked somewhere in the game
    assert seen == PARAMS, PARAMS - seen


@pytest.mark.parametrize("players", COUNTS)
def test_every_action_naming_a_drawn_thing_is_targeted(players):
    positions, missed = 0, []
    for s, legal, pick_values in playout(players):
        if legal:
            positions += 1
            missed += [f"step {s.steps} ({s.phase}): {a}" for a in uncovered(legal, pick_values)]
    assert positions > 50
    assert not missed, f"{len(missed)} actions no pick targets, e.g. {missed[:5]}"


def test_every_kind_naming_a_drawn_thing_was_clicked_for():
    kinds = {
        a.kind
        for n in COUNTS
        for _s, legal, pick_values in playout(n)
        for p in live(legal, pick_values)
        for a in matching(legal, p)
    }
    assert kinds == NAMING_KINDS, NAMING_KINDS ^ kinds


#: what each mark offers, by the parameters it names: the kinds a click on it may list
MEANS = {
    frozenset({"sector"}): {"first_dome", "build"},  # a sector
    frozenset({"space", "astronaut"}): {"explore"},  # an explore space
    frozenset({"space"}): {"activate_marker", "engineer_bonus"},  # a corporation marker
    frozenset({"which"}): {"command"},  # a command row
    frozenset({"tile"}): {"take_shuttle"},  # a shuttle tile
    frozenset({"leader"}): {"pick_leader"},  # a leader tile
    frozenset({"corp", "source"}): {"engineer_bonus", "corp_action"},  # a corporation
    frozenset({"project"}): {"fund"},  # a project on offer
    frozenset({"source"}): {"corp_action"},  # a funded project
    frozenset({"structure"}): {"house_at"},  # one of the agency's structures
}
#: an astronaut icon, by the step it is marked in: on the shuttle tile, in the base, at the Gateway
ASTRONAUT_MEANS = {
    "action": {"explore", "command", "gateway"},
    "house_step": {"house"},
    "maintenance_house": {"house_at"},
    "take_step": {"take_astronaut"},
}


@pytest.mark.parametrize("players", COUNTS)
def test_a_pick_offers_what_its_thing_means(players):
    """Tokens that name different things in different steps are drawn only where they mean
    the thing: an explore space never offers a marker, a marker never an explore space, an
    astronaut at the Gateway is clicked only to be taken. Only an astronaut on the shuttle
    tile offers several kinds: explore, command, Gateway (where to place it)."""
    for s, legal, pick_values in playout(players):
        for p in live(legal, pick_values):
            kinds = {a.kind for a in matching(legal, p)}
            params = frozenset(token_params(p))
            means = (
                ASTRONAUT_MEANS.get(s.phase, set()) if params == {"astronaut"} else MEANS[params]
            )
            assert kinds <= means, f"step {s.steps} ({s.phase}): {p!r} offers {kinds}"
            assert len(kinds) == 1 or s.phase == "action", (s.steps, p, kinds)


def test_markers_are_marked_only_while_a_marker_is_chosen():
    s = at_action(3, seed=2)
    pick_values = picks_in(s._repr_html_())
    markers = set(s.data["markers"])
    assert markers
    assert not {f"space={m}" for m in markers} & set(pick_values)
    # each explore space is named with an astronaut: an explore action, never a marker
    assert (
        "space=4+astronaut=engineer space=4+astronaut=technician space=4+astronaut=scientist"
        in pick_values
    )


def _first_of_each_phase(players: int):
    """The first position of each decision step of the game, with its legal actions."""
    seen = set()
    for s, legal, _picks in playout(players):
        if legal and s.phase not in seen:
            seen.add(s.phase)
            yield s, legal


@pytest.mark.parametrize("players", COUNTS)
def test_clicks_through_the_explorer(players):
    singles = several = 0
    for s, legal in _first_of_each_phase(players):
        picture = s._repr_html_()
        ex = Explorer(s, board=None, flow=False)
        ones = []
        for p in live(legal, picks_in(picture)):
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


def test_the_checks_can_fail():
    s = G.new(players=2, seed=1)
    while s.phase != "setup_dome":
        s = s.apply(s.legal_actions()[0])
    legal = s.legal_actions()
    picture = s._repr_html_()
    # a pick no action has is not live, and a click on it applies nothing
    assert live(legal, ["sector=zz", "space=99+astronaut=engineer", "planet=coral"]) == []
    ex = Explorer(s, board=None, flow=False)
    assert ex.pick("sector=zz") == [] and ex.state.steps == s.steps and ex.message.value
    # without the sectors' marks the first dome is not offered by any click
    bare = re.sub(r' data-pick="sector=[^"]*"', "", picture)
    assert bare != picture
    left = uncovered(legal, picks_in(bare))
    assert left and {a.kind for a in left} == {"first_dome"}
    assert uncovered(legal, picks_in(picture)) == []
    # malformed picks and unknown parameters are caught
    for bad in ("sector", "sector=c1+", "sector=c1  space=2", "+space=2", "sector=c1 "):
        assert not PICK.fullmatch(bad), bad
    assert not token_params("planet=coral+sector=c1") <= PARAMS
    # the rep-track sources are the only corp_action left out
    assert not names_a_drawn_thing(Action.of(0, "corp_action", source="rep4"))
    assert names_a_drawn_thing(Action.of(0, "corp_action", source="moon_mining"))
    assert not names_a_drawn_thing(Action.of(0, "corp_done"))
