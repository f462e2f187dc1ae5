"""Exact odds, where the game allows a closed form or an exhaustive count.

Tiny Epic Galaxies
    :func:`teg_at_least`: the probability of ending with at least ``k`` dice
    showing one face, rolling ``n`` dice, with the turn's free reroll, paid
    rerolls (1 energy each) and the converter, each used optimally. Exact
    (fractions), by dynamic programming over dice counts.

Moon Colony Bloodbath
    :func:`mcb_absorbable_losses`: per seat, the largest colonist loss the colony
    can take before failing, from the game's own ``absorbable_loss``.
Planet Unknown
    :func:`pu_placements`: for every depot tile on the station, how many legal
    placements it has on a given player's planet (orientation x anchor, and
    distinct footprints), from the game's bit-mask placement module.
Shackleton Base
    :func:`sb_explore_income`: for every explore space, what each astronaut type
    would bring in and what the row's fees cost, from the game's explore
    explainer.

Those three import their game's package on call, so this module stays light.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from math import comb

from ..i18n import _

#: TEG dice have six faces, one each of move, energy, culture, diplomacy, economy, utilize colony.
TEG_FACES = 6


def _binom(j: int, p: Fraction) -> list[Fraction]:
    """P(exactly x of j dice show the face), x = 0..j."""
    q = 1 - p
    return [comb(j, x) * p**x * q ** (j - x) for x in range(j + 1)]


@cache
def _value(c: int, m: int, k: int, free: bool, paid: int, conv: bool, p: Fraction) -> Fraction:
    """Best chance of finishing with >= k of the face.

    ``c`` dice show the face, ``m`` other usable dice; ``free``: the free reroll is
    still unused; ``paid``: paid rerolls affordable; ``conv``: converter unused.
    """
    if c >= k:
        return Fraction(1)
    best = Fraction(0)
    # Converter: two inactive dice are spent to set a third to the face. Spending
    # dice that already show the face can only lower the count, so the two spent
    # dice and the converted one are taken from the other dice.
    if conv and m >= 3:
        best = max(best, _value(c + 1, m - 3, k, free, paid, False, p))
    # A reroll of any i dice showing the face and j others (at least one die).
    # The free reroll goes first: the order of rerolls does not change what they
    # can do, so paying while the free one is unused only wastes energy.
    if free or paid > 0:
        next_free, next_paid = (False, paid) if free else (False, paid - 1)
        for i in range(c + 1):
            for j in range(m + 1):
                if i + j == 0:
                    continue
                v = sum(
                    (px * _value(c - i + x, m + i - x, k, next_free, next_paid, conv, p)
                     for x, px in enumerate(_binom(i + j, p))),
                    Fraction(0),
                )
                if v > best:
                    best = v
    return best


def teg_at_least(
    k: int,
    n: int,
    *,
    free_reroll: bool = True,
    energy: int = 0,
    converter: bool = True,
    faces: int = TEG_FACES,
) -> Fraction:
    """Exact chance that at least ``k`` of ``n`` Tiny Epic Galaxies dice show a chosen face.

    The dice are rolled once, then improved optimally: any number of inactive
    dice may be rerolled, the first reroll of the turn free and each later one
    1 energy [TEG-REROLL-FREE, TEG-REROLL-COST]; once per turn the converter
    spends two inactive dice to set a third to the face [TEG-CONVERTER,
    TEG-CONVERTER-ONCE, TEG-CONVERTER-SPENT]. Activating dice is not modelled:
    this is the chance of having the combination before the first activation.

    Parameters
    ----------
    k : int
        Dice wanted showing the face (``k <= 0`` gives 1).
    n : int
        Dice rolled (the empire level's dice, 4-7).
    free_reroll : bool
        Whether the turn's free reroll is still available.
    energy : int
        Energy the player will spend on rerolls (one reroll each).
    converter : bool
        Whether the converter is still unused this turn.
    faces : int
        Faces per die (6).

    Returns
    -------
    fractions.Fraction

    Raises
    ------
    ValueError
        For negative dice or energy, or fewer than 2 faces.

    Examples
    --------
    >>> teg_at_least(1, 1, free_reroll=False, converter=False)
    Fraction(1, 6)
    >>> teg_at_least(1, 1, converter=False)  # the free reroll
    Fraction(11, 36)
    """
    if n < 0 or energy < 0:
        raise ValueError(_("dice and energy must be >= 0; got {values}").format(
            values=f"n={n}, energy={energy}"))
    if faces < 2:
        raise ValueError(_("a die needs at least 2 faces, not {n}").format(n=faces))
    if k <= 0:
        return Fraction(1)
    if k > n:
        return Fraction(0)
    p = Fraction(1, faces)
    q = 1 - p
    # The opening roll, then the best continuation from each count.
    return sum(
        (comb(n, x) * p**x * q ** (n - x) * _value(x, n - x, k, free_reroll, energy, converter, p)
         for x in range(n + 1)),
        Fraction(0),
    )


@cache
def teg_best_move(
    showing: int, others: int, k: int, *, free_reroll: bool = True, energy: int = 0, converter: bool = True,
    faces: int = TEG_FACES,
) -> tuple[str, Fraction]:
    """The best next step and its chance, with ``showing`` dice on the face and ``others`` not.

    Returns
    -------
    (str, Fraction)
        ``"stop"`` (already there or nothing helps), ``"convert"`` or
        ``"reroll N"`` (N dice not showing the face), and the chance of success.
    """
    p = Fraction(1, faces)
    if showing >= k:
        return "stop", Fraction(1)
    options = [("stop", Fraction(0))]
    if converter and others >= 3:
        options.append(("convert", _value(showing + 1, others - 3, k, free_reroll, energy, False, p)))
    if free_reroll or energy > 0:
        nf, np_ = (False, energy) if free_reroll else (False, energy - 1)
        for j in range(1, others + 1):
            v = sum(
                (px * _value(showing + x, others - x, k, nf, np_, converter, p) for x, px in enumerate(_binom(j, p))),
                Fraction(0),
            )
            options.append((f"reroll {j}", v))
    return max(options, key=lambda o: o[1])


def teg_at_least_monte_carlo(
    k: int, n: int, trials: int, seed: int = 0, *, free_reroll: bool = True, energy: int = 0,
    converter: bool = True, faces: int = TEG_FACES,
) -> float:
    """Estimate :func:`teg_at_least` by playing the optimal plan with seeded dice.

    Dice come from the kernel's seeded :class:`~lunarrules.kernel.chance.Chance`
    stream (the one game engines use), one die at a time; decisions follow
    :func:`teg_best_move`. Used to cross-check the exact value.

    Returns
    -------
    float
        Fraction of successful trials.
    """
    from ..kernel.chance import Chance

    ch = Chance(seed)
    hits = 0
    for _trial in range(trials):
        showing = sum(ch.below(faces) == 0 for _die in range(n))
        others = n - showing
        free, paid, conv = free_reroll, energy, converter
        while True:
            move, _chance = teg_best_move(showing, others, k, free_reroll=free, energy=paid, converter=conv, faces=faces)
            if move == "stop":
                break
            if move == "convert":
                showing, others, conv = showing + 1, others - 3, False
                continue
            j = int(move.split()[1])
            if free:
                free = False
            else:
                paid -= 1
            got = sum(ch.below(faces) == 0 for _die in range(j))
            showing, others = showing + got, others - got
        hits += showing >= k
    return hits / trials


# ------------------------------------------------------------ other games
def _need(state, game_id: str) -> None:
    if state.game.id != game_id:
        raise ValueError(_("this needs a {game} position, not {other}").format(
            game=game_id, other=state.game.id))


def mcb_absorbable_losses(state) -> list[dict]:
    """Moon Colony Bloodbath: the colonist loss each colony can absorb before failing.

    Exact: the colonists on the mat, plus those printed on buildings (each lost
    building gives its colonists back), plus what the buildings' LOST abilities
    gain or lose; the game's ``absorbable_loss`` explains why the order of losses
    does not matter. One more colonist lost than this fails the colony.

    Parameters
    ----------
    state : lunarrules.State
        A Moon Colony Bloodbath position.

    Returns
    -------
    list of dict
        Per seat: ``player`` ("P1"...), ``absorbable`` (colonists), ``fails_at``
        (the smallest loss that fails the colony).

    Raises
    ------
    ValueError
        For a position of another game.
    """
    _need(state, "moon_colony_bloodbath")
    from ..games.moon_colony_bloodbath.table import absorbable_loss

    out = []
    for p in range(state.players):
        k = absorbable_loss(state, p)
        out.append({"player": f"P{p + 1}", "absorbable": k, "fails_at": k + 1})
    return out


def pu_placements(state, player: int | None = None) -> list[dict]:
    """Planet Unknown: legal placements of every depot tile on ``player``'s planet.

    Counts the engine's own placement tables against the planet as it is now
    (one layer, perimeter first, orthogonal adjacency), whether or not the
    depot faces the player this turn.

    Parameters
    ----------
    state : lunarrules.State
        A Planet Unknown position.
    player : int, optional
        Seat (0-based); default the player to act (or P1).

    Returns
    -------
    list of dict
        One per depot and slot: ``depot`` (0-5), ``slot`` (inner/outer), ``tile``
        (id, or None for an empty stack), ``faces`` (True for the depot facing
        the player now), ``placements`` (orientation x anchor, the number of
        place actions it gives) and ``footprints`` (distinct sets of squares).

    Raises
    ------
    ValueError
        For a position of another game.
    """
    _need(state, "planet_unknown")
    from ..games.planet_unknown import geometry as pl
    from ..games.planet_unknown.params import DEPOTS, SLOTS

    p = (state.to_act if state.to_act is not None else 0) if player is None else player
    blocked = state.blocked(p)
    covered = state.seat(p).covered
    facing = state.depot_of(p)
    out = []
    for depot in range(DEPOTS):
        for slot in SLOTS:
            tid = state.data["stacks"][2 * depot + SLOTS.index(slot)][0]
            if tid is None:
                out.append({"depot": depot, "slot": slot, "tile": None, "faces": depot == facing,
                            "placements": 0, "footprints": 0})
                continue
            table = state.tile(tid).table
            spots = pl.legal_placements(table, covered, blocked)
            shapes = {pl.placed_cells(table, k, r, c) for k, r, c in spots}
            out.append({"depot": depot, "slot": slot, "tile": tid, "faces": depot == facing,
                        "placements": len(spots), "footprints": len(shapes)})
    return out


def sb_explore_income(state, player: int | None = None) -> list[dict]:
    """Shackleton Base: what exploring each space would bring, per astronaut type.

    From the game's explore explainer (the same calculation the engine uses):
    an engineer mines one resource per activated sector of the row, a
    technician takes credits per activated sector, a scientist activates the
    markers around them; the row's fees are paid first.

    Parameters
    ----------
    state : lunarrules.State
        A Shackleton Base position.
    player : int, optional
        Seat (0-based); default the player to act.

    Returns
    -------
    list of dict
        One per explore space: ``space``, ``row``, ``activated``, ``total_fee``,
        ``can_pay``, ``taken_by``, ``engineer`` (resources by kind),
        ``technician`` (credits), ``scientist`` (marker activations).

    Raises
    ------
    ValueError
        For a position of another game.
    """
    _need(state, "shackleton_base")
    from ..games.shackleton_base.legal import explore_cost

    out = []
    for space in range(1, len(state.data["explore"]) + 1):
        e = explore_cost(state, space, player)
        y = e["yields"]
        out.append({
            "space": space,
            "row": " ".join(e["row"]),
            "activated": len(e["activated"]),
            "total_fee": e["total_fee"],
            "can_pay": e["can_pay"],
            "taken_by": e["taken_by"],
            "engineer": dict(y["engineer"]),
            "technician": y["technician"].get("credits", 0),
            "scientist": y["scientist"]["marker_activations"],
        })
    return out


def teg_engine_estimate(k: int, face: str, trials: int, seed: int = 0, *, energy: int = 2,
                        players: int = 2) -> tuple[float, int]:
    """Estimate the TEG odds by playing the optimal plan on the real engine.

    Each trial sets up a Tiny Epic Galaxies game (seed derived from ``seed``),
    keeps the first secret mission for everyone, and at the first player's first
    turn (empire level 1: 4 dice, 2 energy) follows :func:`teg_best_move` with the
    engine's own ``reroll``, ``convert`` and ``set_face`` actions, spending at most
    ``energy`` energy on rerolls. Dice come from the game's seeded stream; nothing
    is forced.

    Parameters
    ----------
    k : int
        Dice wanted on ``face``.
    face : str
        A die face (``"move"``, ``"energy"``, ...).
    trials : int
    seed : int
    energy : int
        Energy budget for rerolls (the engine refuses what the player cannot pay).
    players : int

    Returns
    -------
    (float, int)
        Fraction of trials that ended with at least ``k`` active-able dice on the
        face, and the number of dice rolled (compare with
        ``teg_at_least(k, n, energy=energy)``).
    """
    from ..kernel.chance import derive_seed
    from ..kernel.game import get

    game = get("tiny_epic_galaxies")
    hits = 0
    n = 0
    for t in range(trials):
        s = game.new(players=players, seed=derive_seed(seed, "teg-odds", t))
        while not any(a.kind == "reroll" for a in s.legal_actions()):
            s = s.apply(s.legal_actions()[0])
        dice = s.view(None)["dice"]
        n = len(dice)
        free, paid, conv = True, energy, True
        while True:
            dice = [d for d in s.view(None)["dice"] if d["state"] == "inactive"]
            on = [d["die"] for d in dice if d["face"] == face]
            off = [d["die"] for d in dice if d["face"] != face]
            move, _chance = teg_best_move(len(on), len(off), k, free_reroll=free, energy=paid, converter=conv)
            if move == "stop":
                break
            if move == "convert":
                s = s.apply(f"{s.to_act_label} convert dice={off[0]},{off[1]}")
                s = s.apply(f"{s.to_act_label} set_face die={off[2]} face={face}")
                conv = False
                continue
            j = int(move.split()[1])
            s = s.apply(f"{s.to_act_label} reroll dice={','.join(map(str, off[:j]))}")
            if free:
                free = False
            else:
                paid -= 1
        dice = [d for d in s.view(None)["dice"] if d["state"] == "inactive"]
        hits += sum(d["face"] == face for d in dice) >= k
    return hits / max(1, trials), n
