"""The planet as bit masks, and every legal placement of a tile on it.

The 12x12 planet is one Python int: square ``(row, col)`` is bit
``row * STRIDE + col``. The stride is 13, one more than the width, so the
padding column 12 is never a square: shifting a mask one column left or right
lands a square at the edge in the padding, where :data:`BOARD` masks it out,
instead of wrapping it onto the next row. A tile in one orientation at one
anchor is a mask too, so the placement rules become a handful of integer
operations:

* one layer (PU-ONE-LAYER): ``tile & blocked == 0``, ``blocked`` being the
  covered and off-planet squares;
* perimeter first (PU-PERIMETER-FIRST): ``tile & perimeter_of(off_planet)`` when nothing is
  covered yet;
* orthogonal adjacency (PU-ADJACENT): ``tile & neighbours(covered)``.

:func:`legal_placements` lists every legal ``(orientation, row, col)`` of a
shape from precomputed anchor tables; :func:`slow_legal_placements` is the
obvious square-by-square version the tests cross-check it against. A saved
position writes a mask as hexadecimal text (:func:`hex_mask`, :func:`hex_of`) and a
rover's square as one number (:func:`square`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

SIZE = 12
STRIDE = SIZE + 1
ORIENTATIONS = 8


def bit(row: int, col: int) -> int:
    """The mask of square ``(row, col)``."""
    return 1 << (row * STRIDE + col)


def mask_of(squares: Iterable[tuple[int, int]]) -> int:
    """The mask of a collection of ``(row, col)`` squares."""
    m = 0
    for r, c in squares:
        m |= 1 << (r * STRIDE + c)
    return m


BOARD = mask_of((r, c) for r in range(SIZE) for c in range(SIZE))
PERIMETER = mask_of(
    (r, c) for r in range(SIZE) for c in range(SIZE) if r in (0, SIZE - 1) or c in (0, SIZE - 1)
)
ROWS = tuple(mask_of((r, c) for c in range(SIZE)) for r in range(SIZE))
COLUMNS = tuple(mask_of((r, c) for r in range(SIZE)) for c in range(SIZE))


def hex_mask(mask: int) -> str:
    """A planet mask as the hexadecimal text a saved position holds (``"0"``: no square)."""
    return format(mask, "x")


def hex_of(squares) -> str:
    """The text of the squares ``[(row, col), ...]`` for a literal position.

    >>> hex_of([(0, 0), (0, 1)])
    '3'
    """
    return hex_mask(mask_of(squares))


def square(row: int, col: int) -> int:
    """The number a rover's square has in ``rovers`` (``row * 13 + col``)."""
    return row * STRIDE + col


def squares_of(mask: int) -> list[tuple[int, int]]:
    """The ``(row, col)`` squares of a mask, in reading order."""
    return [divmod(i, STRIDE) for i in bits(mask)]


def count(mask: int) -> int:
    """Number of squares in a mask."""
    return mask.bit_count()


def perimeter_of(off_planet: int) -> int:
    """The planet's perimeter: its squares on the grid's edge or next to an off-planet square.

    On a planet that fills the grid it is the grid's edge (:data:`PERIMETER`).
    """
    return (PERIMETER | neighbours(off_planet)) & BOARD & ~off_planet


def neighbours(mask: int) -> int:
    """Squares orthogonally next to any square of ``mask`` (may include ``mask``)."""
    return ((mask << 1) | (mask >> 1) | (mask << STRIDE) | (mask >> STRIDE)) & BOARD


def diagonals(mask: int) -> int:
    """Squares diagonally next to any square of ``mask``."""
    return (
        (mask << (STRIDE + 1)) | (mask << (STRIDE - 1)) | (mask >> (STRIDE - 1)) | (mask >> (STRIDE + 1))
    ) & BOARD


# ------------------------------------------------------------------ shapes
def transform(cells: Sequence[tuple[int, int]], k: int) -> list[tuple[int, int]]:
    """Cells after orientation ``k``: ``k % 4`` quarter turns clockwise, mirrored if ``k >= 4``.

    The result is normalised so its top row and left column are 0; cell order is kept,
    so ``transform(cells, k)[i]`` is where ``cells[i]`` goes.
    """
    out = list(cells)
    if k >= 4:
        out = [(r, -c) for r, c in out]
    for _turn in range(k % 4):
        out = [(c, -r) for r, c in out]
    r0 = min(r for r, _ in out)
    c0 = min(c for _, c in out)
    return [(r - r0, c - c0) for r, c in out]


@dataclass(frozen=True)
class Orientation:
    """One orientation of a shape, anchored at its bounding box's top-left square."""

    index: int
    cells: tuple[tuple[int, int], ...]
    sections: tuple[str, ...]  # "a" or "b" per cell
    meteor: tuple[int, int]
    height: int
    width: int
    mask: int
    mask_a: int
    mask_b: int
    meteor_mask: int

    def at(self, row: int, col: int) -> tuple[int, int, int, int]:
        """Masks ``(tile, section a, section b, meteor square)`` with the anchor at ``(row, col)``."""
        s = row * STRIDE + col
        return self.mask << s, self.mask_a << s, self.mask_b << s, self.meteor_mask << s


@dataclass(frozen=True)
class ShapeTable:
    """Every orientation of one shape, and what the fast enumeration needs.

    ``orientations`` holds all 8 (index = orientation number); ``distinct`` the
    indices that differ in where the squares and sections land (for a tile
    with a meteor, the meteor square counts too); ``canonical[k]`` is the
    first index equivalent to ``k``. ``offsets[k]`` are the bit offsets of
    orientation ``k``'s squares from its anchor, and ``valid[k]`` the mask of
    anchors that keep it inside the grid. Distinct orientations can cover the
    same squares (a domino turned half round swaps its sections): ``footprints``
    holds ``(offsets, valid)`` once per set of squares among the distinct
    orientations, and ``footprint_of[k]`` is orientation ``k``'s index in it, so
    where a tile fits is worked out once per footprint.
    """

    id: str
    orientations: tuple[Orientation, ...]
    distinct: tuple[int, ...]
    canonical: tuple[int, ...]
    offsets: tuple[tuple[int, ...], ...]
    valid: tuple[int, ...]
    footprints: tuple[tuple[tuple[int, ...], int], ...] = ()
    footprint_of: tuple[int, ...] = ()


def build_shape(shape_id: str, picture: Sequence[str], meteor: tuple[int, int], *,
                with_meteor: bool) -> ShapeTable:
    """Compile a shape picture (``"a"``/``"b"`` squares) into a :class:`ShapeTable`."""
    cells: list[tuple[int, int]] = []
    sections: list[str] = []
    for r, line in enumerate(picture):
        for c, ch in enumerate(line):
            if ch in "ab":
                cells.append((r, c))
                sections.append(ch)
    cells.append((meteor[0], meteor[1]))  # carried through the transform as the last point
    orients = []
    keys: dict[tuple, int] = {}
    canonical = []
    distinct = []
    for k in range(ORIENTATIONS):
        moved = transform(cells, k)
        body, met = moved[:-1], moved[-1]
        h = max(r for r, _ in body) + 1
        w = max(c for _, c in body) + 1
        o = Orientation(
            k,
            tuple(body),
            tuple(sections),
            met,
            h,
            w,
            mask_of(body),
            mask_of(p for p, s in zip(body, sections, strict=True) if s == "a"),
            mask_of(p for p, s in zip(body, sections, strict=True) if s == "b"),
            bit(*met),
        )
        orients.append(o)
        seen = (o.mask_a, o.mask_b, o.meteor_mask if with_meteor else 0)
        if seen not in keys:
            keys[seen] = k
            distinct.append(k)
        canonical.append(keys[seen])
    offsets = tuple(tuple(r * STRIDE + c for r, c in o.cells) for o in orients)
    valid = tuple(
        mask_of((r, c) for r in range(SIZE - o.height + 1) for c in range(SIZE - o.width + 1))
        for o in orients
    )
    prints: dict[frozenset[int], int] = {}
    footprints: list[tuple[tuple[int, ...], int]] = []
    footprint_of = [-1] * ORIENTATIONS
    for k in distinct:
        key = frozenset(offsets[k])
        if key not in prints:
            prints[key] = len(footprints)
            footprints.append((offsets[k], valid[k]))
        footprint_of[k] = prints[key]
    return ShapeTable(shape_id, tuple(orients), tuple(distinct), tuple(canonical), offsets, valid,
                      tuple(footprints), tuple(footprint_of))


def fitting_anchors(table: ShapeTable, need: int, free: int) -> list[int]:
    """For each footprint of ``table``, the mask of anchors where it is legal.

    Bit-parallel: an anchor ``a`` is free when every square ``a + o`` of the tile is
    free, i.e. ``a`` is in ``free >> o`` for every offset ``o``; it touches when some
    ``a + o`` is in ``need`` (:func:`touch_mask`). So each footprint costs two shifts
    per square of the tile, whatever the number of anchors.
    """
    out = []
    for offsets, m in table.footprints:
        good = 0
        for o in offsets:
            good |= need >> o
            m &= free >> o
        out.append(m & good)
    return out


# -------------------------------------------------------------- enumeration
def touch_mask(covered: int, anywhere: bool = False, off_planet: int = 0) -> int:
    """Squares a new tile must include one of: the planet's perimeter first, then
    neighbours of tiles.

    ``anywhere`` (a tech that ignores adjacency, PU-TECH-IGNORE-ADJACENCY): after the
    first tile, any square not yet covered will do. ``off_planet``: the squares outside
    the planet, whose neighbours are on its perimeter (:func:`perimeter_of`).
    """
    if not covered:
        return perimeter_of(off_planet) if off_planet else PERIMETER
    if anywhere:
        return BOARD & ~covered
    return neighbours(covered) & ~covered


def anchor_masks(table: ShapeTable, covered: int, blocked: int,
                 anywhere: bool = False) -> list[tuple[int, int]]:
    """For each distinct orientation ``k``, the mask of anchors where it is legal: ``[(k, mask)]``.

    Orientations with no legal anchor are left out; see :func:`fitting_anchors`.
    """
    # ~blocked is negative: infinitely many ones above the board, harmless under valid[k]
    fits = fitting_anchors(table, touch_mask(covered, anywhere, blocked & ~covered), ~blocked)
    out = []
    for k in table.distinct:
        m = fits[table.footprint_of[k]]
        if m:
            out.append((k, m))
    return out


def bits(mask: int) -> list[int]:
    """Bit indices of ``mask``, lowest first."""
    # Searching the binary digits with str.find runs in C; peeling bits one by one
    # in Python is about twice as slow on typical anchor masks.
    digits = bin(mask)[:1:-1]
    out = []
    i = digits.find("1")
    while i >= 0:
        out.append(i)
        i = digits.find("1", i + 1)
    return out


def legal_placements(table: ShapeTable, covered: int, blocked: int,
                     anywhere: bool = False) -> list[tuple[int, int, int]]:
    """Every legal ``(orientation, row, col)`` of a shape.

    Parameters
    ----------
    table : ShapeTable
        The shape (orientations and offsets).
    covered : int
        Mask of squares covered by tiles and biomass patches.
    blocked : int
        Mask of squares a tile may not cover: ``covered`` plus off-planet squares.
    anywhere : bool
        Adjacency ignored (a tech, PU-TECH-IGNORE-ADJACENCY): after the first tile,
        a tile need not touch a covered square.

    Returns
    -------
    list of (int, int, int)
        Only distinct orientations are listed (see :class:`ShapeTable`); the
        anchor is the top-left square of the oriented tile's bounding box.

    Examples
    --------
    >>> t = build_shape("D2", ["ab"], (0, 0), with_meteor=False)
    >>> len(legal_placements(t, 0, 0))
    168
    """
    out: list[tuple[int, int, int]] = []
    for k, m in anchor_masks(table, covered, blocked, anywhere):
        out.extend((k, i // STRIDE, i % STRIDE) for i in bits(m))
    return out


def has_placement(table: ShapeTable, covered: int, blocked: int) -> bool:
    """Whether the shape fits anywhere."""
    return bool(anchor_masks(table, covered, blocked))


def placed_cells(table: ShapeTable, k: int, row: int, col: int) -> frozenset:
    """``{(row, col, section)}`` of a placement, for comparing placements by what they cover."""
    o = table.orientations[k]
    return frozenset(
        (row + r, col + c, s) for (r, c), s in zip(o.cells, o.sections, strict=True)
    )


def slow_legal_placements(picture: Sequence[str], covered: set, off_planet: set) -> set:
    """The obvious version, square by square with sets: what the tests trust.

    Tries the 8 rotations/mirrors of the picture at every offset, keeps those on
    the grid, on the planet, not on a covered square, touching the perimeter
    (first tile) or orthogonally next to a covered square. Returns the set of
    ``frozenset({(row, col, section)})`` placements.
    """
    cells = [(r, c, ch) for r, line in enumerate(picture) for c, ch in enumerate(line) if ch in "ab"]
    out = set()
    for k in range(8):
        pts = []
        for r, c, s in cells:
            if k >= 4:
                c = -c
            for _turn in range(k % 4):
                r, c = c, -r
            pts.append((r, c, s))
        for dr in range(-2 * SIZE, 2 * SIZE):
            for dc in range(-2 * SIZE, 2 * SIZE):
                placed = [(r + dr, c + dc, s) for r, c, s in pts]
                if not all(0 <= r < SIZE and 0 <= c < SIZE for r, c, _ in placed):
                    continue
                sq = {(r, c) for r, c, _ in placed}
                if sq & covered or sq & off_planet:
                    continue
                if not covered:
                    # the planet's perimeter: the grid's edge, or next to a square off the planet
                    if not any(r in (0, SIZE - 1) or c in (0, SIZE - 1)
                               or any((r + a, c + b) in off_planet
                                      for a, b in ((0, 1), (1, 0), (0, -1), (-1, 0)))
                               for r, c in sq):
                        continue
                elif not any(
                    (r + a, c + b) in covered for r, c in sq for a, b in ((0, 1), (1, 0), (0, -1), (-1, 0))
                ):
                    continue
                out.add(frozenset(placed))
    return out
