"""Planet Unknown's legal actions and refusals.

:func:`legal_actions` lists every legal action (the placements of both depot tiles are
picked from shared action objects in a few bulk operations: the hot loop of the game);
:func:`check` gives each refusal its reason and rule id. The predicates
(``*_problem``) and the read-only measures of the table that several modules use (where
a tile, a patch or a rover may go, what energy or a synergy boost may advance, the
choices of the pending decision) live here too.
"""

from __future__ import annotations

from lunarrules.i18n import _, ngettext, pgettext

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
from .words import names, orientation


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
