"""Planet Unknown's legal actions and refusals.

:func:`legal_actions` lists every legal action (the placements of both depot tiles are
picked from shared action objects in a few bulk operations: the hot loop of the game);
:func:`check` gives each refusal its reason and rule id. The predicates
(``*_problem``) and the read-only measures of the table that several modules use (where
a tile, a patch or a rover may go, what energy or a synergy boost may advance, the
choices of the pending decision) live here too.
"""

from __future__ import annotations

from itertools import compress
from operator import itemgetter
from typing import TYPE_CHECKING

from lunarrules.i18n import _, ngettext, pgettext
from lunarrules.kernel import Action
from lunarrules.kernel import shared_action as _act

from . import geometry as pl
from .geometry import (
    ORIENTATIONS,
    SIZE,
    STRIDE,
    ShapeTable,
    count,
    diagonals,
    neighbours,
    perimeter_of,
)
from .params import DEPOTS, DIRECTIONS, RESOURCES, SLOTS, TRACKS
from .words import (
    direction_word,
    names,
    orientation,
    resource,
    slot_word,
    square_name,
    tile_name,
    typed_values,
)

if TYPE_CHECKING:  # pragma: no cover
    from .state import PlanetUnknownState

_RES_INDEX = {r: i for i, r in enumerate(RESOURCES)}
_DIR = {d: (dr, dc) for d, dr, dc in DIRECTIONS}

# Actions are immutable values, so the engine shares one object per distinct action
# instead of building hundreds of placement actions every turn:
# _PLACE[actor][slot][orientation][square index] is the placement action.
_ACTIONS: dict[tuple, list] = {}
_PLACE: dict[int, dict[str, list[list[Action]]]] = {}

_BITS = bytes.maketrans(b"01", b"\x00\x01")
_BYTE_FF = bytes.maketrans(b"01", b"\x00\xff")
# A block of binary digits per anchor mask, one digit per square index (and the padding).
_WIDTH = pl.SIZE * pl.STRIDE
_DIGITS = f"0{_WIDTH}b"
# The bytes 1, 2, 3... one per square index (square i is byte i + 1), once per block: as
# many blocks as both tiles have footprints at most.
_INDICES = int.from_bytes(bytes(range(1, _WIDTH + 1)) * 2 * pl.ORIENTATIONS, "little")
_PICKS: dict[int, dict[str, list[list]]] = {}


def _place_rows(actor: int) -> dict[str, list[list[Action]]]:
    rows = _PLACE.get(actor)
    if rows is None:
        rows = _PLACE[actor] = {
            slot: [
                [Action(actor, "place", (("tile", slot), ("orient", k), ("row", i // pl.STRIDE),
                                         ("col", i % pl.STRIDE)))
                 for i in range(pl.SIZE * pl.STRIDE)]
                for k in range(pl.ORIENTATIONS)
            ]
            for slot in SLOTS
        }
    return rows


def _place_picks(actor: int) -> dict[str, list[list]]:
    """``picks[slot][k][i + 1]``: the placement action at square index ``i`` (shared objects;
    1-based, as the listing picks them by byte indices)."""
    got = _PICKS.get(actor)
    if got is None:
        got = _PICKS[actor] = {slot: [[None, *row] for row in rows]
                               for slot, rows in _place_rows(actor).items()}
    return got


_CHOICES: dict[tuple[int, str, tuple], list[Action]] = {}
_ROTATIONS = tuple(range(DEPOTS))


def _choices(actor: int, kind: str, name: str, values: tuple) -> list[Action]:
    """The actions ``kind name=value`` of ``actor``, one per value in order (a shared list
    of shared objects: never changed by its callers)."""
    key = (actor, kind, values)
    got = _CHOICES.get(key)
    if got is None:
        got = _CHOICES[key] = [_act(actor, kind, ((name, v),)) for v in values]
    return got


_ROVER_ACTIONS: dict[int, list[dict[str, Action]]] = {}


def _rover_actions(actor: int, rovers: int) -> list[dict[str, Action]]:
    """``moves[n][direction]``: the step of rover ``n`` (from 1, up to ``rovers`` at least);
    ``moves[0]["stop"]``: rover_stop (shared objects)."""
    moves = _ROVER_ACTIONS.get(actor)
    if moves is None or len(moves) <= rovers:
        moves = _ROVER_ACTIONS[actor] = [{"stop": _act(actor, "rover_stop", ())}] + [
            {d: _act(actor, "rover_move", (("rover", n), ("dir", d))) for d, _, _ in DIRECTIONS}
            for n in range(1, rovers + 1)
        ]
    return moves


def _square_actions(actor: int, kind: str, mask: int):
    """The ``patch``/``rover_place`` actions on the squares of ``mask`` (shared objects)."""
    row = _ACTIONS.get((actor, kind))
    if row is None:
        row = _ACTIONS[(actor, kind)] = [
            Action(actor, kind, (("row", i // pl.STRIDE), ("col", i % pl.STRIDE)))
            for i in range(pl.SIZE * pl.STRIDE)
        ]
    return list(compress(row, bin(mask)[:1:-1].encode().translate(_BITS)))


# ------------------------------------------------------------------ listing
def place_actions(state: PlanetUnknownState, p: int) -> list[Action]:
    """Every placement action of both depot tiles facing ``p`` (empty: neither fits).

    :func:`.placement.fitting_anchors` for both tiles, with the selection of the listed
    actions beside it: this is the hot loop of every placement decision. Orientations
    that cover the same squares (a domino turned half round) share a footprint, so the
    anchors of each footprint are picked once, for all its orientations. Remembers the
    anchor masks by orientation for :meth:`_validate`.
    """
    c = state._c
    d = state.data
    seat = d["seats"][p]
    covered = seat.covered
    off = c.off_planet
    free = ~(covered | off)
    if not covered:
        need = pl.perimeter_of(off) if off else pl.PERIMETER
    elif not c.free_placement.isdisjoint(seat.techs):
        need = pl.BOARD & ~covered
    else:
        need = pl.neighbours(covered) & ~covered
    stacks = d["stacks"]
    depot = 2 * ((DEPOTS * p // state.players + d["rotation"]) % DEPOTS)
    tiles = []  # (slot, shape table, anchor mask of each footprint)
    digits = []  # the binary digits of every footprint's nonzero mask, highest first
    for slot, top in ((SLOTS[0], stacks[depot][0]), (SLOTS[1], stacks[depot + 1][0])):
        if top is None:
            continue
        table = c.tiles[top].table
        fits = []  # pl.fitting_anchors, inlined
        for offsets, m in table.footprints:
            good = 0
            for o in offsets:
                good |= need >> o
                m &= free >> o
            m &= good
            fits.append(m)
            if m:
                digits.append(format(m, _DIGITS))
        tiles.append((slot, table, fits))
    if not digits:
        return []
    # Every mask's digits, lowest first, one block of _WIDTH per mask, as bytes 0x00 or
    # 0xff; ANDed with the bytes 1, 2, 3... of each block they keep the (1-based) square
    # index of each set bit, and without the zero bytes they are those indices, block
    # after block: the actions are picked in C, at a cost that hardly grows with their
    # number, and a mask's indices are the next bit_count() bytes.
    digits.reverse()
    flags = "".join(digits)[::-1].encode().translate(_BYTE_FF)
    picks = (int.from_bytes(flags, "little") & _INDICES).to_bytes(len(flags), "little").translate(None, b"\0")
    picks_of = _place_picks(p)
    out: list[Action] = []
    masks = {}
    at = 0
    for slot, table, fits in tiles:
        spans = []
        for m in fits:
            n = m.bit_count()
            spans.append(picks[at:at + n])
            at += n
        found = masks[slot] = [0] * pl.ORIENTATIONS
        rows = picks_of[slot]
        footprint_of = table.footprint_of
        for k in table.distinct:
            f = footprint_of[k]
            m = fits[f]
            if m:
                found[k] = m
                span = spans[f]
                if len(span) > 1:
                    out += itemgetter(*span)(rows[k])
                else:
                    out.append(rows[k][span[0]])
    state._place_masks = masks
    return out


def legal_actions(state: PlanetUnknownState) -> list[Action]:
    p = state.to_act
    ph = state.phase
    if p is None:  # nobody decides (the kernel asks only while the game goes on)
        return []
    state._place_masks = None
    if ph == "place":
        out = place_actions(state, p)
        if out:
            return out
        # PU-END-CANNOT-PLACE
        return [Action(p, "take", (("tile", slot),)) for slot in SLOTS
                if state.depot_tile(p, slot) is not None]
    if ph == "rotate":
        return _choices(p, "rotate", "steps", _ROTATIONS)
    if ph == "order":
        return _choices(p, "order", "first", pending_options(state))
    if ph in ("energy", "synergy"):
        return _choices(p, ph, "track", pending_options(state))
    if ph == "civ":
        # PU-CIV-SECRET: the card by its place in the offer, never by name.
        return _choices(p, "civ", "offer", tuple(range(1, len(pending_options(state)) + 1)))
    if ph == "rover_place":
        s = state.seat(p)
        return _square_actions(p, "rover_place", s.last_tile & ~s.rover_mask())
    if ph == "rover_move":
        moves = _rover_actions(p, len(state.data["seats"][p].rovers))
        out = [moves[n][d] for n, d in rover_moves(state, p)]
        out.append(moves[0]["stop"])
        return out
    if ph in ("patch", "final_patches"):
        out = _square_actions(p, "patch", patch_mask(state, p))
        if ph == "patch" and has_tech(state, p, "store_patches"):
            out = [*out, _act(p, "store_patch", ())]
        return out
    return []


# ------------------------------------------------------------------ refusals
def check(state: PlanetUnknownState, action: Action) -> None:
    p = action.actor
    kind = action.kind
    if kind == "place":
        tid = state.depot_tile(p, action["tile"])
        if tid is None:  # an empty stack: refused by the depot-tile requirement first
            return
        s = state.seat(p)
        why = placement_problem(state.tile(tid).table, action["orient"], action["row"],
                                   action["col"], s.covered, state.content.off_planet,
                                   ignores_adjacency(state, p))
        if why:
            state.refuse(_("the {tile_name}: {problem}").format(tile_name=tile_name(state, tid), problem=why[1]), why[0])
    elif kind == "take":
        fits = {slot: len(placements(state, p, slot)) for slot in SLOTS}
        if any(fits.values()):
            listed = ", ".join(
                ngettext("the {slot} tile fits in {n} way", "the {slot} tile fits in {n} ways", n).format(
                    slot=slot_word(slot), n=n)
                for slot, n in fits.items() if n)
            state.refuse(_("you can place a tile ({fits}), so you must place one").format(fits=listed),
                         "PU-MUST-PLACE")
    elif kind == "synergy" and synergy_rule(state) != "PU-SYNERGY":
        options = pending_options(state)
        if action["track"] not in options:
            state.refuse(_("the synergy boost from the {source} track must advance one of {options}; "
                           "not {choice}").format(source=resource(state.data["benefits"][0][1]),
                                                  options=", ".join(typed_values(options)),
                                                  choice=repr(action["track"])),
                         synergy_rule(state))
    elif kind == "energy" and energy_rule(state) != "PU-ENERGY":
        options = pending_options(state)
        if action["track"] not in options:
            state.refuse(_("energy can advance {options} (the tile's other resource or a terrain next to the "
                           "connected energy area), not {choice}").format(
                options=", ".join(typed_values(options)), choice=repr(action["track"])), energy_rule(state))
    elif kind == "rover_move":
        collision = rover_collision(state, action)
        if collision:
            state.refuse(collision, "PU-ROVER-NO-SHARE")
    elif kind == "store_patch" and not has_tech(state, p, "store_patches"):
        state.refuse(_("storing a biomass patch needs a tech that stores patches (effect store_patches); "
                       "place it on your planet"), "PU-TECH-STORE-PATCHES")
    elif kind == "patch":
        r, c = action["row"], action["col"]
        s = state.seat(p)
        b = pl.bit(r, c)
        where = square_name(r, c)
        if not b & state.content.land:
            state.refuse(_("{square} is off the planet").format(square=where), "PU-ON-PLANET")
        if b & s.covered:
            state.refuse(_("{square} is already covered by a tile or patch").format(square=where), "PU-ONE-LAYER")
        if not s.covered and not b & pl.perimeter_of(state.content.off_planet):
            state.refuse(_("the first piece must touch the planet's perimeter; {square} does not").format(
                square=where), "PU-PERIMETER-FIRST")
        if s.covered and not b & pl.neighbours(s.covered) and not ignores_adjacency(state, p):
            if b & pl.diagonals(s.covered):
                reason = _("a patch must share an edge with a placed tile; {square} does not "
                           "(it touches them only diagonally)")
            else:
                reason = _("a patch must share an edge with a placed tile; {square} does not")
            state.refuse(reason.format(square=where), "PU-ADJACENT")


# ------------------------------------------------------------- placement
def placement_problem(table: ShapeTable, k: int, row: int, col: int, covered: int,
                      off_planet: int, anywhere: bool = False) -> tuple[str, str] | None:
    """Why orientation ``k`` at ``(row, col)`` is not a legal placement, or ``None``.

    Returns ``(rule_id, reason)`` naming the first placement rule it breaks, in the
    order grid alignment, planet, one layer, perimeter first, adjacency.
    """
    if not 0 <= k < ORIENTATIONS:
        return "PU-ANY-ORIENTATION", _(
            "orientation {k} does not exist: use 0-3 (quarter turns clockwise) or 4-7 (mirrored)"
        ).format(k=k)
    if table.canonical[k] != k:
        return "PU-ANY-ORIENTATION", _(
            "orientation {k} of {shape} covers the same squares with the same terrains as "
            "orientation {same}; use orient={same}"
        ).format(k=k, shape=pgettext("planet_unknown", "the tile"), same=table.canonical[k])
    o = table.orientations[k]
    if not (0 <= row <= SIZE - o.height and 0 <= col <= SIZE - o.width):
        return "PU-GRID-ALIGN", _(
            "{shape}, {orientation}, is {height} rows x {width} columns: anchored at "
            "row {row}, col {col} it would cover rows {row}-{last_row} and columns "
            "{col}-{last_col}, but the grid has rows and columns 0-{last}"
        ).format(shape=pgettext("planet_unknown", "the tile"), orientation=orientation(k),
                 height=o.height, width=o.width, row=row, col=col,
                 last_row=row + o.height - 1, last_col=col + o.width - 1, last=SIZE - 1)
    m = o.mask << (row * STRIDE + col)
    off = m & off_planet
    if off:
        return "PU-ON-PLANET", ngettext(
            "{shape} would cover off-planet square {squares}",
            "{shape} would cover off-planet squares {squares}", count(off)).format(shape=pgettext("planet_unknown", "the tile"), squares=names(off))
    over = m & covered
    if over:
        return "PU-ONE-LAYER", ngettext(
            "{shape} would cover {n} square already covered by a tile or biomass patch: {squares}",
            "{shape} would cover {n} squares already covered by a tile or biomass patch: {squares}",
            count(over)).format(shape=pgettext("planet_unknown", "the tile"), n=count(over), squares=names(over))
    if not covered:
        if not m & perimeter_of(off_planet):
            if not off_planet:
                text = _(
                    "the first tile must touch the edge of the grid (row 0 or {last}, column 0 or {last}); "
                    "{shape} at row {row}, col {col} covers rows {row}-{last_row}, columns {col}-{last_col}")
            else:
                text = _(
                    "the first tile must touch the planet's perimeter (a square on the grid's edge or next to "
                    "one off the planet); {shape} at row {row}, col {col} covers rows {row}-{last_row}, "
                    "columns {col}-{last_col}")
            return "PU-PERIMETER-FIRST", text.format(
                last=SIZE - 1, shape=pgettext("planet_unknown", "the tile"), row=row, col=col, last_row=row + o.height - 1,
                last_col=col + o.width - 1)
        return None
    if not anywhere and not m & neighbours(covered):
        diag = m & diagonals(covered)
        if diag:
            return "PU-ADJACENT", _(
                "{shape} touches your placed tiles only diagonally (at {squares}); it must "
                "share an edge with a placed tile"
            ).format(shape=pgettext("planet_unknown", "the tile"), squares=names(diag))
        return "PU-ADJACENT", _(
            "{shape} at row {row}, col {col} does not touch any placed tile; it must share an "
            "edge with one ({n} squares covered so far)"
        ).format(shape=pgettext("planet_unknown", "the tile"), row=row, col=col, n=count(covered))
    return None


# ------------------------------------------------------------------ measures
def placements(state: PlanetUnknownState, p: int, slot: str) -> list[tuple[int, int, int]]:
    """Every legal ``(orientation, row, col)`` of the ``slot`` tile on ``p``'s planet."""
    tid = state.depot_tile(p, slot)
    if tid is None:
        return []
    s = state.seat(p)
    return pl.legal_placements(state.tile(tid).table, s.covered, s.covered | state.content.off_planet,
                               ignores_adjacency(state, p))


def patch_mask(state: PlanetUnknownState, p: int) -> int:
    """Mask of squares where a biomass patch may go (the placement rules for a 1-square piece)."""
    s = state.seat(p)
    return state.content.land & ~s.covered & pl.touch_mask(s.covered, ignores_adjacency(state, p),
                                                           state.content.off_planet)


def patch_squares(state: PlanetUnknownState, p: int) -> list[tuple[int, int]]:
    """Squares where a biomass patch may go, in reading order."""
    return pl.squares_of(patch_mask(state, p))


def rover_place_squares(state: PlanetUnknownState, p: int) -> list[tuple[int, int]]:
    """Squares of ``p``'s last placed tile without a rover (PU-ROVER-MILESTONE)."""
    s = state.seat(p)
    return pl.squares_of(s.last_tile & ~s.rover_mask())


def rover_moves(state: PlanetUnknownState, p: int) -> list[tuple[int, str]]:
    """``(rover number, direction)`` of every legal one-square rover step."""
    rovers = state.data["seats"][p].rovers
    steps = state._c.land_steps
    out = []
    if len(rovers) == 1:
        return [(1, d) for d, _ in steps[rovers[0]]]
    occupied = 0
    for i in rovers:
        occupied |= 1 << i
    for n, sq in enumerate(rovers, start=1):
        for d, j in steps[sq]:
            if not (occupied >> j) & 1:
                out.append((n, d))
    return out


def rover_can_move(state: PlanetUnknownState, p: int) -> bool:
    """Whether ``p`` has a legal rover step (:meth:`rover_moves` is not empty)."""
    rovers = state.data["seats"][p].rovers
    steps = state._c.land_steps
    if len(rovers) == 1:
        return bool(steps[rovers[0]])
    occupied = 0
    for i in rovers:
        occupied |= 1 << i
    return any(not (occupied >> j) & 1 for sq in rovers for _d, j in steps[sq])


def rover_move_problem(state: PlanetUnknownState, a: Action) -> str | None:
    """Why rover step ``a`` is not possible, with the facts, or ``None``."""
    s = state.seat(a.actor)
    n, d = a["rover"], a["dir"]
    if not 1 <= n <= len(s.rovers):
        return ngettext("you have {n} rover on the planet; there is no rover {rover}",
                        "you have {n} rovers on the planet; there is no rover {rover}",
                        len(s.rovers)).format(n=len(s.rovers), rover=n)
    if d not in _DIR:
        return _("direction must be N, E, S or W, not {direction}").format(direction=repr(d))
    r, c = divmod(s.rovers[n - 1], pl.STRIDE)
    r2, c2 = r + _DIR[d][0], c + _DIR[d][1]
    if not (0 <= r2 < pl.SIZE and 0 <= c2 < pl.SIZE) or not pl.bit(r2, c2) & state.content.land:
        return _("rover {rover} at {square} cannot leave the planet (moving {direction} to {target})").format(
            rover=n, square=square_name(r, c), direction=direction_word(d), target=square_name(r2, c2))
    return None


def rover_collision(state: PlanetUnknownState, a: Action) -> str | None:
    """Why rover step ``a`` would land on another rover (PU-ROVER-NO-SHARE), or ``None``."""
    s = state.seat(a.actor)
    r, c = divmod(s.rovers[a["rover"] - 1], pl.STRIDE)
    dr, dc = _DIR[a["dir"]]
    if pl.bit(r + dr, c + dc) & s.rover_mask():
        return _("rover {rover} cannot move {direction} to {square}: another rover is there").format(
            rover=a["rover"], direction=direction_word(a["dir"]), square=square_name(r + dr, c + dc))
    return None


def energy_options(state: PlanetUnknownState, p: int, other: str, energy_mask: int) -> tuple[str, ...]:
    """Trackers energy may advance (PU-ENERGY): the tile's other resource or adjacent terrain.

    With ``energy_adjacency="connected"`` (PU-ENERGY-CONNECTED) the terrain may touch any square of
    the connected energy area the new energy squares belong to.
    """
    s = state.seat(p)
    if state.options["energy_adjacency"] == "connected":
        energy = s.terrain[_RES_INDEX["energy"]]
        area = energy_mask
        while True:
            grown = area | (pl.neighbours(area) & energy)
            if grown == area:
                break
            area = grown
        energy_mask = area
    near = pl.neighbours(energy_mask)
    out = []
    for t in TRACKS:
        if t == other or near & s.terrain[_RES_INDEX[t]]:
            out.append(t)
    return tuple(out)


def synergy_options(state: PlanetUnknownState, p: int, source: str) -> tuple[str, ...]:
    """Trackers a synergy boost can still move (PU-SYNERGY, PU-TRACK-TOP): the others, or
    with ``synergy_boost="must_any"`` (PU-SYNERGY-MUST-ANY) any of them, the source included."""
    s = state.seat(p)
    top = state.content.top
    any_track = state.options["synergy_boost"] == "must_any"
    return tuple(
        t for i, t in enumerate(TRACKS)
        if (any_track or t != source) and (s.tracks[i] < top[t] or t == "rover")
    )


def synergy_rule(state: PlanetUnknownState) -> str:
    """The rule id of the synergy boost in play (the seed's, or the published variant's)."""
    return "PU-SYNERGY-MUST-ANY" if state.options["synergy_boost"] == "must_any" else "PU-SYNERGY"


def energy_rule(state: PlanetUnknownState) -> str:
    """The rule id of the energy adjacency in play (the seed's, or the published variant's)."""
    return "PU-ENERGY-CONNECTED" if state.options["energy_adjacency"] == "connected" else "PU-ENERGY"


def pending_options(state: PlanetUnknownState) -> tuple[str, ...]:
    """The choices of the pending energy, synergy or civ decision."""
    pending = state.data["benefits"]
    if not pending:
        return ()
    item = pending[0]
    if item[0] in ("energy", "order"):
        return item[1]
    if item[0] == "synergy":
        options = synergy_options(state, seat_to_act(state), item[1])
        return options if state.options["synergy_boost"] == "must_any" else options + ("none",)
    if item[0] == "civ":
        return state.data["piles"][str(item[1])]
    return ()


def seat_to_act(state: PlanetUnknownState) -> int:
    """The seat deciding now (a decision is pending, so there is one)."""
    p = state.to_act
    if p is None:
        raise RuntimeError("no player is to act: the game is over or between decisions")
    return p


def is_end_game_civ(state: PlanetUnknownState, card: str) -> bool:
    """Whether civ card ``card`` is an End Game card (secret until the end, PU-CIV-SECRET)."""
    return state.content.civ[card]["effect"] != "advance"


def ignores_adjacency(state: PlanetUnknownState, p: int) -> bool:
    """Whether ``p``'s tiles and patches may skip adjacency (PU-TECH-IGNORE-ADJACENCY)."""
    return not state._c.free_placement.isdisjoint(state.data["seats"][p].techs)


def has_tech(state: PlanetUnknownState, p: int, effect: str) -> bool:
    """Whether ``p`` has unlocked a tech with this effect."""
    techs = state.data["seats"][p].techs
    return bool(techs) and effect in state._c.effects(techs)
