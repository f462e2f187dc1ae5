"""Geometry of the Shackleton crater: sectors, rows, explore spaces, marker spaces.

The crater is modelled as a hexagonal grid of radius 2 around the central hex:
6 central sectors (``c1``..``c6``, the ring touching the central hex) and 12 outer
sectors (``o1``..``o12``), 18 in all (SB-CRATER-GEOMETRY). A row is a straight line
of hexes along one of the three hex axes; each of the 15 rows has one explore
space (numbered 1..15) at its end, and the central hex is never a sector of a row
(SB-EXPLORE-ROW). Corporation markers sit on the corners where hexes meet; a
marker is "around" every sector whose corner it is.

Everything here is computed once at import and is read-only.
"""

from __future__ import annotations

import math

# Axial directions in clockwise order starting "up-right"; vertex k of a hex lies
# between neighbour k and neighbour k+1.
_DIRS = ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))
RADIUS = 2
CENTER = (0, 0)


def _ring(radius: int) -> list[tuple[int, int]]:
    """Hexes at ``radius`` from the centre, clockwise from the top."""
    if radius == 0:
        return [CENTER]
    q, r = 0, -radius  # the top hex
    out = []
    # walk the ring: from the top go down-right, down, down-left, up-left, up, up-right
    for dq, dr in ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)):
        for _ in range(radius):
            out.append((q, r))
            q, r = q + dq, r + dr
    return out


CENTRAL = tuple(f"c{i + 1}" for i in range(6))
OUTER = tuple(f"o{i + 1}" for i in range(12))
SECTORS = CENTRAL + OUTER
COORD = dict(zip(SECTORS, _ring(1) + _ring(2), strict=True))
AT = {c: s for s, c in COORD.items()}
INDEX = {s: i for i, s in enumerate(SECTORS)}


def _on_board(h: tuple[int, int]) -> bool:
    q, r = h
    return max(abs(q), abs(r), abs(q + r)) <= RADIUS


def _rows() -> tuple[tuple[str, ...], ...]:
    rows = []
    # axis 0: q constant; axis 1: r constant; axis 2: s = -q-r constant
    for axis in range(3):
        for k in range(-RADIUS, RADIUS + 1):
            line = []
            for q in range(-RADIUS, RADIUS + 1):
                for r in range(-RADIUS, RADIUS + 1):
                    h = (q, r)
                    if not _on_board(h) or h == CENTER:
                        continue
                    val = (q, r, -q - r)[axis]
                    if val == k:
                        line.append(AT[h])
            # order along the row so the board view reads it from its space inward
            line.sort(key=lambda s: COORD[s][1 if axis == 0 else 0])
            rows.append(tuple(line))
    return tuple(rows)


#: ``ROWS[i]`` are the sectors of the row that explore space ``i + 1`` points along.
ROWS = _rows()
EXPLORE_SPACES = tuple(range(1, len(ROWS) + 1))


def _space_positions() -> dict[int, tuple[float, float]]:
    # each explore space sits just outside its row, before the row's first (nearest) sector
    out = {}
    for sp, row in enumerate(ROWS, start=1):
        (q0, r0), (q1, r1) = COORD[row[0]], COORD[row[1]]
        out[sp] = (q0 - 0.62 * (q1 - q0), r0 - 0.62 * (r1 - r0))
    return out


#: explore space -> its axial position (fractional), where the board draws it
SPACE_POS = _space_positions()


def _clockwise_from_top() -> tuple[int, ...]:
    # SB-RETRIEVE-ORDER: screen angle from twelve o'clock, clockwise (y grows downwards)
    def angle(sp: int) -> float:
        q, r = SPACE_POS[sp]
        x, y = math.sqrt(3) * (q + r / 2), 1.5 * r
        return math.degrees(math.atan2(x, -y)) % 360

    top = min(EXPLORE_SPACES, key=lambda sp: min(angle(sp), 360 - angle(sp)))
    return tuple(sorted(EXPLORE_SPACES, key=lambda sp: (angle(sp) - angle(top)) % 360))


#: the explore spaces from the topmost one clockwise: the order crater astronauts return in
RETRIEVAL_ORDER = _clockwise_from_top()


def _vertices() -> tuple[frozenset, ...]:
    seen: dict[frozenset, None] = {}
    for s in SECTORS:
        q, r = COORD[s]
        for k in range(6):
            a, b = _DIRS[k], _DIRS[(k + 1) % 6]
            v = frozenset({(q, r), (q + a[0], r + a[1]), (q + b[0], r + b[1])})
            seen.setdefault(v, None)

    # stable numbering: corners of the central hex first, then by position
    def key(v):
        return (CENTER not in v, sorted(v))

    return tuple(sorted(seen, key=key))


_VERTS = _vertices()
#: marker space id (1..n) -> the sectors it touches
MARKER_SPACES = {
    i + 1: tuple(sorted((AT[h] for h in v if h in AT), key=INDEX.__getitem__))
    for i, v in enumerate(_VERTS)
}
#: marker space id -> the three hexes (axial, some off the board) meeting at that corner
MARKER_CORNERS = {i + 1: tuple(sorted(v)) for i, v in enumerate(_VERTS)}
#: marker spaces around the central hex
CENTRAL_SPACES = tuple(i + 1 for i, v in enumerate(_VERTS) if CENTER in v)
#: sector -> marker spaces around it
AROUND = {s: tuple(m for m, secs in MARKER_SPACES.items() if s in secs) for s in SECTORS}


def row_of(space: int) -> tuple[str, ...]:
    """The sectors of the row explore ``space`` (1-based) points along."""
    return ROWS[space - 1]


def _start_spaces() -> tuple[int, ...]:
    # SB-CORP-MARKERS: one marker per corporation around the central hex; picking
    # corners that share no sector gives every central sector exactly one marker.
    chosen: list[int] = []
    used: set[str] = set()
    for m in CENTRAL_SPACES:
        secs = set(MARKER_SPACES[m])
        if not secs & used:
            chosen.append(m)
            used |= secs
    return tuple(chosen)


#: where the setup corporation markers go around the central hex, in corporation order
START_MARKER_SPACES = _start_spaces()
