"""Policies: who picks which legal action in a simulated game.

A policy is any callable ``policy(state, rng) -> action`` where ``state`` is the
position (``state.to_act`` is the seat deciding), ``rng`` a :class:`random.Random`
seeded per game, and the result one of ``state.legal_actions()`` (or its text).
Two come ready-made, by name:

``"random"``
    Uniform over the legal actions.
``"greedy"``
    A one-step lookahead: try each legal action (at most ``MAX_CANDIDATES``, a
    seeded sample when there are more) and keep the one whose resulting position
    is best for the deciding seat, by the key ``(won, own VP, secondary measure)``,
    then a uniform random pick among exact ties. ``won`` is 1 when the action ends
    the game with that seat among the winners, -1 when it ends the game
    otherwise and 0 while the game goes on; own VP is ``state.scores()[seat]``
    after the action (0 when the game shows no running score); the secondary
    measure is per game, below. Chance inside the lookahead (dice, draws) comes
    from a fresh stream seeded from ``rng``, never the game's own, so the policy
    cannot see the real dice before it commits.

What the greedy policy maximises, per game (after ``won`` and own VP); each
measure reads the seat's own record in ``state.view(seat)``:

Shackleton Base
    Resources and standing: credits + titanium + rare earth + reputation, plus
    one per structure the seat has built, so among moves worth no VP now it
    takes the one that earns or builds the most.
Planet Unknown
    Progress on the planet: the sum of the five tracks (civ, water, biomass,
    rover, tech) plus life pods and meteorites collected plus one per ten
    squares covered, so among placements worth the same running VP it takes
    the one that advances the tracks most.
Moon Colony Bloodbath
    Survival: colonists + food + money, plus two per building, so among moves
    of equal VP it keeps the colony largest and best fed.
Captain's Chair
    The resource pool (dilithium + latinum + glory) plus action tokens, plus
    two per mission completed and one per location held.
Tiny Epic Galaxies
    Energy + culture + two per empire level + the spaces the seat's ships have
    climbed on colony tracks, so it buys resources, upgrades and pushes
    colonies forward when no move gives VP at once.
Any other game
    The seat's counted holdings (below).

Counted holdings, the fallback: in ``state.view(seat)`` the first list with
one record per seat (or a mapping keyed by seat) is the players' records; the
measure is the sum of the whole numbers (not booleans) directly inside the
seat's record. A game can register a better measure with
:func:`register_secondary`.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping
from typing import Any

from ..i18n import _, language
from ..kernel.actions import Action
from ..kernel.chance import Chance

Policy = Callable[[Any, random.Random], Any]

#: Greedy considers at most this many legal actions (a seeded sample beyond it).
MAX_CANDIDATES = 48

_SECONDARY: dict[str, Callable[[Any, int], float]] = {}


def random_policy(state, rng: random.Random) -> Action:
    """Pick uniformly among ``state.legal_actions()``.

    Parameters
    ----------
    state : lunarrules.State
        A position that is not over.
    rng : random.Random
        The per-game random stream.

    Returns
    -------
    Action
    """
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


def register_secondary(game_id: str, measure: Callable[[Any, int], float]) -> None:
    """Use ``measure(state, seat) -> number`` as greedy's tie-break for ``game_id``.

    Parameters
    ----------
    game_id : str
        The game's id.
    measure : callable
        Bigger is better for ``seat``.
    """
    _SECONDARY[game_id] = measure


def _players_record(view: Any, players: int, seat: int) -> Any:
    """The seat's own record inside a view: the first per-seat list or mapping found."""
    stack = [view]
    seen = 0
    while stack and seen < 200:
        node = stack.pop(0)
        seen += 1
        if isinstance(node, list):
            if len(node) == players and players > 1 and all(isinstance(x, dict) for x in node):
                return node[seat]
            stack.extend(x for x in node if isinstance(x, (dict, list)))
        elif isinstance(node, Mapping):
            if len(node) == players and players > 1:
                for k in (seat, str(seat), f"P{seat + 1}"):
                    if isinstance(node.get(k), dict):
                        return node[k]
            stack.extend(v for v in node.values() if isinstance(v, (dict, list)))
    return None


def holdings(state, seat: int) -> float:
    """The seat's counted holdings: sum of the whole numbers directly in its record.

    Parameters
    ----------
    state : lunarrules.State
    seat : int
        0-based seat.

    Returns
    -------
    float
        0 when the view has no per-seat records.
    """
    record = _players_record(state.view(seat), state.players, seat)
    if not isinstance(record, dict):
        return 0.0
    total = 0.0
    for v in record.values():
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            total += v
    return total


def secondary(state, seat: int) -> float:
    """Greedy's tie-break measure for ``seat`` (see the module docstring)."""
    fn = _SECONDARY.get(state.game.id, holdings)
    # Measures read the game's view, whose texts follow the language: read them in
    # English, so that greedy plays the same game in every language.
    with language("en"):
        return float(fn(state, seat))


def _lookahead(state, action: Action, seed: int):
    # A private copy with its own chance stream: the lookahead must not reveal
    # the game's real dice (with_outcomes() with no keys is a plain copy).
    look = state.with_outcomes()
    look.chance = Chance(seed)
    return look.apply(action)


def greedy_key(state, seat: int) -> tuple[float, float, float]:
    """``(won, own VP, secondary)`` of a position for ``seat`` (bigger is better)."""
    won, vp = _won_vp(state, seat)
    return (won, vp, secondary(state, seat))


def _won_vp(state, seat: int) -> tuple[float, float]:
    if state.is_over and state.outcome is not None:
        won = 1.0 if seat in state.outcome.winners else -1.0
    else:
        won = 0.0
    scores = state.scores()
    vp = float(scores[seat]) if scores is not None and seat < len(scores) else 0.0
    return won, vp


def greedy_policy(state, rng: random.Random) -> Action:
    """One-step lookahead maximising ``(won, own VP, secondary)``; see the module docstring.

    Parameters
    ----------
    state : lunarrules.State
        A position that is not over.
    rng : random.Random
        The per-game random stream (samples candidates, seeds the lookahead
        chance, breaks exact ties).

    Returns
    -------
    Action
    """
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seat = state.to_act
    candidates = list(legal)
    if len(candidates) > MAX_CANDIDATES:
        candidates = rng.sample(candidates, MAX_CANDIDATES)
    look_seed = rng.getrandbits(64)
    scored = []
    for a in candidates:
        after = _lookahead(state, a, look_seed)
        scored.append((_won_vp(after, seat), a, after))
    top = max(k for k, _, _ in scored)
    best = [(a, after) for k, a, after in scored if k == top]
    if len(best) > 1:
        # The secondary measure reads the view, the costly part: only for the tied.
        keyed = [(secondary(after, seat), a) for a, after in best]
        high = max(k for k, _ in keyed)
        best = [(a, None) for k, a in keyed if k == high]
    return best[rng.randrange(len(best))][0]


# ------------------------------------------------------------ per-game measures
def _record(view: Any, key: str, seat: int) -> dict:
    recs = view.get(key) if isinstance(view, Mapping) else None
    if isinstance(recs, list) and seat < len(recs) and isinstance(recs[seat], dict):
        return recs[seat]
    return {}


def _num(d: Mapping, *keys: str) -> float:
    total = 0.0
    for k in keys:
        v = d.get(k)
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            total += v
    return total


#: Where each game's view keeps the per-seat records the measures read.
RECORDS = {
    "shackleton_base": "agencies",
    "planet_unknown": "seats",
    "moon_colony_bloodbath": "players",
    "captains_chair": "players",
    "tiny_epic_galaxies": "players",
}


def _shackleton(state, seat: int) -> float:
    rec = _record(state.view(seat), RECORDS["shackleton_base"], seat)
    if not rec:
        return holdings(state, seat)
    return (_num(rec, "credits", "titanium", "rare_earth", "reputation")
            + len(rec.get("structures") or ()))


def _planet_unknown(state, seat: int) -> float:
    rec = _record(state.view(seat), RECORDS["planet_unknown"], seat)
    if not rec:
        return holdings(state, seat)
    tracks = rec.get("tracks") or {}
    return (
        _num(tracks, *tracks)
        + _num(rec, "lifepods_collected", "meteorites_collected")
        + len(rec.get("covered") or ()) / 10
    )


def _moon_colony(state, seat: int) -> float:
    rec = _record(state.view(seat), RECORDS["moon_colony_bloodbath"], seat)
    if not rec:
        return holdings(state, seat)
    return _num(rec, "colonists", "food", "money") + 2 * len(rec.get("buildings") or ())


def _captains_chair(state, seat: int) -> float:
    rec = _record(state.view(seat), RECORDS["captains_chair"], seat)
    if not rec:
        return holdings(state, seat)
    pool = rec.get("pool") or {}
    return (
        _num(pool, *pool)
        + _num(rec, "action_tokens")
        + 2 * len(rec.get("missions") or ())
        + len(rec.get("locations") or ())
    )


_TRACK_SPACE = re.compile(r"colony track \(space (\d+)\)")


def _tiny_epic_galaxies(state, seat: int) -> float:
    rec = _record(state.view(seat), RECORDS["tiny_epic_galaxies"], seat)
    if not rec:
        return holdings(state, seat)
    climbed = sum(
        int(m.group(1)) for ship in rec.get("ships") or () if (m := _TRACK_SPACE.search(str(ship)))
    )
    return _num(rec, "energy", "culture") + 2 * _num(rec, "level") + climbed


_SECONDARY.update(
    {
        "shackleton_base": _shackleton,
        "planet_unknown": _planet_unknown,
        "moon_colony_bloodbath": _moon_colony,
        "captains_chair": _captains_chair,
        "tiny_epic_galaxies": _tiny_epic_galaxies,
    }
)


POLICIES: dict[str, Policy] = {"random": random_policy, "greedy": greedy_policy}


def resolve(policy: str | Policy) -> tuple[str, Policy]:
    """``(name, callable)`` for a policy name or callable.

    Raises
    ------
    ValueError
        For an unknown name (the message lists the known ones) or a non-callable.
    """
    if isinstance(policy, str):
        fn = POLICIES.get(policy)
        if fn is None:
            raise ValueError(
                _("unknown policy {name}; known policies: {names} "
                  "(or pass any callable (state, rng) -> action)").format(
                    name=repr(policy), names=", ".join(sorted(POLICIES)))
            )
        return policy, fn
    if callable(policy):
        name = getattr(policy, "__name__", None) or type(policy).__name__
        return name, policy
    raise ValueError(_("a policy is a name or a callable (state, rng) -> action, not {value}").format(
        value=repr(policy)))
