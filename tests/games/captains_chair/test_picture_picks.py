"""Clicks on the Captain's Chair picture: the ``data-pick`` marks (:mod:`lunarrules.kernel.picks`).

The picture marks each drawn thing an action names with that action's own ``param=value``
tokens: a face-up market card (``card= target=``: acquired, glory placed on it, or scrapped
by an operation), a Neutral Zone location (``location= target=``: taken control of, or where
an operation sends away teams or ships), each face-down hand card of the player to act
(``card= cards=``: played, or discarded to answer an ATTACK), the named cards of the crew
areas - captain, duty officer, status, fleet, controlled locations, play area, development
pile, staging area (``card=``: activated, RESUPPLY or CLEAN-UP resolved, developed) -, each
mission of a crew board (``mission=``) and the waiting ATTACK (``option=``, each of its
options).

Left out, on purpose (no pick targets them):

* ``skip_control``, ``end_actions``, ``decline_development``: no parameter (nothing drawn is
  named);
* ``may``, ``glory_dil``, ``glory_lat`` and ``op`` name no drawn thing (how an operation is
  resolved or paid, which of a card's PLAY operations): they only tell the listed moves
  of a click apart;
* ``play`` / ``play_op`` of a hand card past the tenth: the picture draws at most ten
  face-down cards of a hand (never reached in the games below).

Every other legal action, at every position of seeded random games (two players, the only
count, with the default, advanced and published-exchange options), is targeted by at least
one pick; the tests fail if that drops. The other player's hand is never marked: the
picture names no card it hides.
"""

from __future__ import annotations

import functools
import random
import re

import pytest

from lunarrules.games.captains_chair.picture import picture
from lunarrules.kernel import Action
from lunarrules.kernel.picks import live, matching, picks_in
from lunarrules.widgets import Explorer
from tests.test_pictures import visible_text

from .helpers import GAME as G

COUNTS = list(range(G.players[0], G.players[1] + 1))
#: the tables played out: each player count with a few option sets
CONFIGS = [
    (n, opts)
    for n in COUNTS
    for opts in ((), (("crew_side", "advanced"),), (("glory_exchange", "published"),))
]
#: every parameter some action kind of the game has
PARAMS = {p.name for kind in G.kinds.values() for p in kind.params}
#: the parameters that name no drawn thing (see the module docstring)
NOT_DRAWN = {"may", "glory_dil", "glory_lat", "op"}
DRAWN = PARAMS - NOT_DRAWN
_TOKEN = r"[a-z_]+=[^\s+=]+"
_ALT = rf"{_TOKEN}(?:\+{_TOKEN})*"
#: a data-pick value: alternatives (space-separated) of tokens joined by "+"
PICK = re.compile(rf"{_ALT}(?: {_ALT})*")
#: the kinds with a parameter naming a drawn thing: all with parameters
NAMING_KINDS = {k for k, kind in G.kinds.items() if {p.name for p in kind.params} & DRAWN}
#: the most face-down hand cards the picture draws
HAND_DRAWN = 10


def names_a_drawn_thing(s, a: Action) -> bool:
    """Whether ``a`` must be targeted by a pick in ``s`` (see the module docstring)."""
    if a.kind not in NAMING_KINDS:
        return False
    if a.kind in ("play", "play_op"):
        return a["card"] in s.data["seats"][a.actor].hand[:HAND_DRAWN]
    return True


def uncovered(s, legal, pick_values: list[str]) -> list[Action]:
    """The actions of ``legal`` naming a drawn thing that no pick of ``pick_values`` targets."""
    hit = {a for p in live(legal, pick_values) for a in matching(legal, p)}
    return [a for a in legal if names_a_drawn_thing(s, a) and a not in hit]


@functools.cache
def playout(players: int, options: tuple = ()) -> tuple:
    """Every position of a seeded random game: (state, its legal actions, its picks)."""
    rng = random.Random(f"captains-chair-picks-{players}-{options}")
    s = G.new(players=players, seed=players + len(options), **dict(options))
    out = []
    while not s.is_over:
        legal = s.legal_actions()
        out.append((s, legal, picks_in(picture(s))))
        s = s.apply(rng.choice(legal))
    out.append((s, (), picks_in(picture(s))))
    return tuple(out)


def token_params(pick: str) -> set[str]:
    return {t.split("=", 1)[0] for alt in pick.split() for t in alt.split("+")}


def token_values(pick: str, param: str) -> set[str]:
    return {
        t.split("=", 1)[1]
        for alt in pick.split()
        for t in alt.split("+")
        if t.startswith(param + "=")
    }


@pytest.mark.parametrize("players,options", CONFIGS)
def test_every_pick_is_well_formed_and_names_a_parameter(players, options):
    seen = set()
    for s, _legal, pick_values in playout(players, options):
        assert pick_values, f"no picks at step {s.steps}"
        for p in pick_values:
            assert PICK.fullmatch(p), f"malformed pick {p!r} at step {s.steps}"
            assert token_params(p) <= DRAWN, (
                f"{p!r}: {token_params(p) - DRAWN} names no drawn thing"
            )
            seen |= token_params(p)
    # every parameter naming a drawn thing is marked somewhere in the game
    assert seen == DRAWN, DRAWN - seen


@pytest.mark.parametrize("players,options", CONFIGS)
def test_every_action_naming_a_drawn_thing_is_targeted(players, options):
    positions, missed = 0, []
    for s, legal, pick_values in playout(players, options):
        if legal:
            positions += 1
            missed += [f"step {s.steps} ({s.phase}): {a}" for a in uncovered(s, legal, pick_values)]
    assert positions > 80
    assert not missed, f"{len(missed)} actions no pick targets, e.g. {missed[:5]}"


@pytest.mark.parametrize("players,options", CONFIGS)
def test_every_target_is_clicked_where_it_is_drawn(players, options):
    """An operation's target (a Neutral Zone location or a market card) is offered by a
    click on that target itself, not only on the card played or activated."""
    targeted = 0
    for s, legal, pick_values in playout(players, options):
        marks = [p for p in pick_values if "target" in token_params(p)]
        for a in legal:
            t = a.get("target")
            if t not in (None, "-"):
                targeted += 1
                assert any(
                    a in matching(legal, p) and t in token_values(p, "target") for p in marks
                ), f"step {s.steps}: {a}"
    assert targeted > 100


def test_every_kind_naming_a_drawn_thing_was_clicked_for():
    kinds = {
        a.kind
        for n, o in CONFIGS
        for _s, legal, pick_values in playout(n, o)
        for p in live(legal, pick_values)
        for a in matching(legal, p)
    }
    assert kinds == NAMING_KINDS, NAMING_KINDS ^ kinds


#: what each mark offers, by the parameters it names: the kinds a click on it may list
MEANS = {
    frozenset({"card", "target"}): {
        "acquire",
        "place_glory",
        "play",
        "play_op",
        "activate",
    },  # market
    frozenset({"location", "target"}): {"control", "play", "play_op", "activate"},  # Neutral Zone
    frozenset({"card", "cards"}): {"play", "play_op", "respond"},  # a hand card
    frozenset({"card"}): {
        "activate",
        "resupply",
        "cleanup",
        "develop",
        "develop_on_top",
    },  # crew areas
    frozenset({"mission"}): {"complete_mission"},  # a mission
    frozenset({"option"}): {"respond"},  # the ATTACK
}


@pytest.mark.parametrize("players,options", CONFIGS)
def test_a_pick_offers_what_its_thing_means(players, options):
    for s, legal, pick_values in playout(players, options):
        for p in live(legal, pick_values):
            kinds = {a.kind for a in matching(legal, p)}
            assert kinds <= MEANS[frozenset(token_params(p))], (
                f"step {s.steps} ({s.phase}): {p!r} offers {kinds}"
            )
            if s.phase != "action":  # outside the action step a click means one kind
                assert len(kinds) == 1, (s.steps, s.phase, p, kinds)


@pytest.mark.parametrize("players,options", CONFIGS)
def test_only_the_hand_of_the_player_to_act_is_marked(players, options):
    marked_hands = 0
    for s, _legal, pick_values in playout(players, options):
        named = {v for p in pick_values for v in token_values(p, "card") | token_values(p, "cards")}
        for i, pl in enumerate(s.data["seats"]):
            if i == s.to_act:
                assert set(pl.hand[:HAND_DRAWN]) <= named, s.steps
                marked_hands += bool(pl.hand)
            else:
                assert not set(pl.hand) & named, f"step {s.steps}: P{i + 1}'s hidden hand is named"
    assert marked_hands > 50


def _interesting(players: int, options: tuple):
    """The first position of each decision step of the game."""
    seen = set()
    for s, legal, _picks in playout(players, options):
        if legal and s.phase not in seen:
            seen.add(s.phase)
            yield s, legal


@pytest.mark.parametrize("players,options", CONFIGS[:2])
def test_clicks_through_the_explorer(players, options):
    singles = several = 0
    for s, legal in _interesting(players, options):
        pic = picture(s)
        ex = Explorer(s, board=None, flow=False)
        ones = []
        for p in live(legal, picks_in(pic)):
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


def _first(phase: str):
    for s, legal, pick_values in playout(2):
        if s.phase == phase:
            return s, legal, pick_values
    raise AssertionError(phase)


def test_a_location_is_clicked_to_take_control_and_the_attack_to_answer_it():
    s, legal, pick_values = _first("control")
    loc = next(a["location"] for a in legal if a.kind == "control")
    ex = Explorer(s, board=None, flow=False)
    assert ex.pick(f"location={loc} target={loc}") == [a for a in legal if a.get("location") == loc]
    assert ex.state.steps > s.steps and loc in ex.state.data["seats"][s.to_act].locations
    s, legal, pick_values = _first("attack_choice")
    banner = [p for p in pick_values if token_params(p) == {"option"}]
    assert len(banner) == 1 and matching(legal, banner[0]) == list(legal)


def test_the_marks_add_no_text():
    for s, _legal, _picks in playout(2)[::25]:
        pic = picture(s)
        bare = re.sub(r'<span data-pick="[^"]*">([^<]*)</span>', r"\1", pic)
        bare = re.sub(r' data-pick="[^"]*"', "", bare)
        assert "data-pick" not in bare
        # each marked name is a bare wrapper around a card's name
        for name in re.findall(r'<span data-pick="card=[^"]*">([^<]*)</span>', pic):
            assert name and name in visible_text(bare)


def test_the_checks_can_fail():
    s, legal, _picks = _first("action")
    pic = picture(s)
    # a pick no action has is not live, and a click on it applies nothing
    assert live(legal, ["card=zz", "location=nowhere target=nowhere", "planet=coral"]) == []
    ex = Explorer(s, board=None, flow=False)
    assert ex.pick("card=zz") == [] and ex.state.steps == s.steps and ex.message.value
    # without the market's marks the market is not bought by any click
    bare = re.sub(r' data-pick="card=[^" ]* target=[^"]*"', "", pic)
    assert bare != pic
    left = uncovered(s, legal, picks_in(bare))
    assert left and {a.kind for a in left} == {"acquire"}
    assert uncovered(s, legal, picks_in(pic)) == []
    # malformed picks and unknown parameters are caught
    for bad in ("card", "card=c1+", "card=c1  target=c1", "+card=c1", "card=c1 "):
        assert not PICK.fullmatch(bad), bad
    assert not token_params("planet=coral+card=c1") <= DRAWN
    assert not token_params("glory_dil=1") <= DRAWN
    # kinds without a parameter, and hand cards past the tenth, are the only ones left out
    assert not names_a_drawn_thing(s, Action.of(0, "end_actions"))
    assert names_a_drawn_thing(s, Action.of(0, "acquire", card="x", glory_dil=0, glory_lat=0))
