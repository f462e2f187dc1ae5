"""Planet Unknown's actions in plain words: tiles, trackers, civ offers and squares by name.

:func:`describe` is what a learner reads in the explorer, the quiz and the board
("Place the inner L-shaped three-square tile of civ and water, turned a quarter
clockwise, with its top-left corner on row 3, column 5"); the notation people type
(``P1 place tile=inner orient=1 row=3 col=5``) stays available beside it. It is
called for illegal actions too, so it reads the table without assuming the action
is possible, and names what the table lacks in words ("an unknown civ card").
"""

from __future__ import annotations

from . import placement as pl
from .params import DEPOTS, RESOURCES, SLOTS, TRACKS

NUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
           "eleven", "twelve")

# Orientation k: k % 4 quarter turns clockwise, mirrored when k >= 4 (placement.transform).
TURNS = ("", "turned a quarter clockwise", "turned half round", "turned three quarters clockwise")

DIRECTION_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}
_STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}


def shown(v) -> str:
    """A typed value in words, whatever it is: ``no_such`` is ``"no such"``, a list ``"a and b"``."""
    if type(v) is bool:
        return "yes" if v else "no"
    if type(v) is tuple:
        return " and ".join(shown(x) for x in v) if v else "nothing"
    return str(v).replace("_", " ")


def number(n) -> str:
    """``n`` as a word up to twelve (``"three"``), else as digits."""
    return NUMBERS[n] if type(n) is int and 0 <= n < len(NUMBERS) else shown(n)


def counted(n, noun: str, plural: str = "") -> str:
    """``n`` in words and the noun, singular for one: ``"two depots"``, ``"one rover"``."""
    return f"{number(n)} {noun if n == 1 else plural or noun + 's'}"


def square(row, col) -> str:
    """A planet square in words: ``"row 3, column 5"`` (numbered from 0, as the action's row and col)."""
    return f"row {shown(row)}, column {shown(col)}"


def orientation(k) -> str:
    """How a tile is turned: ``"as printed"``, ``"mirrored and turned half round"``..."""
    if type(k) is not int or not 0 <= k < 8:
        return f"in an orientation the tiles do not have ({shown(k)})"
    turn = TURNS[k % 4]
    if k < 4:
        return turn or "as printed"
    return "mirrored" + (f" and {turn}" if turn else "")


def _advance(res: str) -> str:
    """What a tile's resource does when resolved: ``"advance the civ tracker"``, ``"spend the energy"``."""
    return "spend the energy" if res == "energy" else f"advance the {res} tracker"


def shape_name(shape: str) -> str:
    """A tile shape in words from its id (a letter and its size): ``L3`` is ``"L-shaped three-square"``."""
    letter, size = shape[:1], shape[1:]
    if not (letter.isalpha() and size.isdigit()):
        return shape.replace("_", " ")
    n = f"{number(int(size))}-square"
    if letter == "D":
        return n
    if letter == "I":
        return f"straight {n}"
    if letter == "O":
        return f"square {n}"
    return f"{letter.upper()}-shaped {n}"


def tile_name(state, tile_id) -> str:
    """A tile in words: ``"L-shaped three-square tile of civ and water with a meteor"``."""
    if not isinstance(tile_id, str):
        return "unknown tile"
    content = state.content
    name = content.tile_names.get(tile_id)
    if name is None:
        tile = content.tiles.get(tile_id)
        if tile is None:
            return "unknown tile"
        name = content.tile_names[tile_id] = (f"{shape_name(tile.shape)} tile of {tile.a} and {tile.b}"
                                              + (" with a meteor" if tile.meteor else ""))
    return name


def civ_name(state, card) -> str:
    """A civ card in words: ``"Seed archive (rank 1: advances your biomass tracker now)"``."""
    info = state.content.civ.get(card) if isinstance(card, str) else None
    if info is None:
        return "an unknown civ card"
    return f"{info['name']} (rank {info['rank']}: {civ_effect(info)})"


def civ_effect(info: dict) -> str:
    """What a civ card does, in words."""
    effect, amount, track = info.get("effect"), info.get("amount", 1), info.get("track", "")
    if effect == "advance":
        return f"advances your {track} tracker now"
    if effect == "end_advance":
        return f"at the end, your {track} tracker moves up {counted(amount, 'step')}"
    if effect == "meteor_ratio":
        return f"at the end, one medal per {number(amount)} collected meteorites"
    if effect == "pod_value":
        return f"at the end, each collected lifepod scores {counted(amount, 'medal')}"
    if effect == "medals":
        return f"at the end, {counted(amount, 'medal')}"
    return "an End Game card"


def _seat(state, p):
    seats = state.data["seats"]
    return seats[p] if type(p) is int and 0 <= p < len(seats) else None


def _depot_tile(state, p, slot) -> str:
    """``"the inner L-shaped three-square tile of civ and water"`` facing seat ``p``, or why there is none."""
    if slot not in SLOTS:
        return f"a tile from a stack the depot does not have ({shown(slot)})"
    if _seat(state, p) is None:
        return f"the {slot} tile"
    tid = state.depot_tile(p, slot)
    if tid is None:
        return f"the {slot} tile (its stack is empty)"
    return f"the {slot} {tile_name(state, tid)}"


def _pending(state, kind: str):
    pend = state.data["benefits"]
    return pend[0] if pend and pend[0][0] == kind else None


def describe(state, action) -> str:
    """``action`` in Planet Unknown's words, for a legal or an illegal action alike."""
    kind, p = action.kind, action.actor
    a = dict(action.params)
    if kind == "rotate":
        steps = a.get("steps")
        if steps == 0:
            return "Leave the station as it is"
        if type(steps) is int and 0 < steps < DEPOTS:
            return f"Turn the station {counted(steps, 'depot')} clockwise"
        return f"Turn the station {shown(steps)} depots clockwise (it has {number(DEPOTS)})"
    if kind == "place":
        return (f"Place {_depot_tile(state, p, a.get('tile'))}, {orientation(a.get('orient'))}, "
                f"with its top-left corner on {square(a.get('row'), a.get('col'))}")
    if kind == "take":
        return (f"Take {_depot_tile(state, p, a.get('tile'))} without placing it "
                "(only when neither tile fits; the game then ends after this round)")
    if kind == "order":
        first = a.get("first")
        item = _pending(state, "order")
        if first not in RESOURCES:
            return f"Advance first the tracker of an unknown resource ({shown(first)})"
        text = f"{_advance(first).capitalize()} first"
        if item is not None and first in item[1]:
            other = next((r for r in item[1] if r != first), first)
            text += f", then {_advance(other)}"
        return text
    if kind == "energy":
        track = a.get("track")
        if track in TRACKS:
            return f"Spend the energy to advance the {track} tracker"
        return f"Spend the energy to advance an unknown tracker ({shown(track)})"
    if kind == "synergy":
        track = a.get("track")
        item = _pending(state, "synergy")
        source = f" from the {item[1]} track" if item is not None else ""
        if track == "none":
            return f"Decline the synergy boost{source}"
        if track in TRACKS:
            return f"Use the synergy boost{source} to advance the {track} tracker"
        return f"Use the synergy boost{source} to advance an unknown tracker ({shown(track)})"
    if kind == "civ":
        # PU-CIV-SECRET: by its place in the offer only; the chooser's view lists the cards.
        k = a.get("offer")
        item = _pending(state, "civ")
        offer = state.data["piles"].get(str(item[1]), ()) if item is not None else ()
        if type(k) is not int or not 1 <= k <= len(offer):
            return f"Keep a civ card by a place the offer does not have ({shown(k)})"
        return (f"Keep civilization card {number(k)} of the {counted(len(offer), f'rank {item[1]} card')} "
                "on offer (secret if it is an End Game card)")
    if kind == "rover_place":
        text = f"Land a rover on {square(a.get('row'), a.get('col'))}"
        seat = _seat(state, p)
        i = _grid_index(a.get("row"), a.get("col"))
        if seat is not None and i is not None and seat.meteors >> i & 1:
            text += " and collect the meteorite there"
        return text
    if kind == "rover_move":
        return _rover_move(state, p, a.get("rover"), a.get("dir"))
    if kind == "rover_stop":
        item = _pending(state, "rover_move")
        left = item[1] if item is not None else None
        if type(left) is int and left > 0:
            return f"Stop moving rovers, leaving {counted(left, 'movement point')} unused"
        return "Stop moving rovers"
    if kind == "store_patch":
        return "Store the biomass patch for the end of the game"
    if kind == "patch":
        stored = " stored" if state.phase == "final_patches" else ""
        text = f"Place a{stored} biomass patch on {square(a.get('row'), a.get('col'))}"
        seat = _seat(state, p)
        i = _grid_index(a.get("row"), a.get("col"))
        if seat is not None and i is not None and seat.pods >> i & 1:
            text += ", destroying the lifepod there"
        return text
    known = state.game.kinds.get(kind)
    return known.words(action) if known is not None else "An action Planet Unknown does not have"


def _on_grid(r, c) -> bool:
    return type(r) is int and type(c) is int and 0 <= r < pl.SIZE and 0 <= c < pl.SIZE


def _index(r: int, c: int) -> int:
    return r * pl.STRIDE + c


def _grid_index(r: object, c: object) -> int | None:
    """The square index of ``(r, c)`` if both are whole numbers on the grid, else ``None``."""
    if type(r) is int and type(c) is int and 0 <= r < pl.SIZE and 0 <= c < pl.SIZE:
        return r * pl.STRIDE + c
    return None


def _rover_move(state, p, n, d) -> str:
    way = DIRECTION_WORDS.get(d)
    if way is None:
        return f"Move rover {shown(n)} one square in a direction the planet does not have ({shown(d)})"
    text = f"Move rover {shown(n)} one square {way}"
    seat = _seat(state, p)
    if seat is None or type(n) is not int or not 1 <= n <= len(seat.rovers):
        return text
    r, c = divmod(seat.rovers[n - 1], pl.STRIDE)
    r2, c2 = r + _STEP[d][0], c + _STEP[d][1]
    text += f", from {square(r, c)} to {square(r2, c2)}"
    if _on_grid(r2, c2):
        got = []
        if seat.pods >> _index(r2, c2) & 1:
            got.append("a lifepod")
        if seat.meteors >> _index(r2, c2) & 1:
            got.append("a meteorite")
        if got:
            text += f", collecting {' and '.join(got)}"
    return text
