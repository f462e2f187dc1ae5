"""Planet Unknown's actions in plain words: tiles, trackers, civ offers and squares by name.

:func:`describe` is what a learner reads in the explorer, the quiz and the board
("Place the inner L-shaped three-square tile of civ and water, turned a quarter
clockwise, with its top-left corner on row 3, column 5"); the notation people type
(``P1 place tile=inner orient=1 row=3 col=5``) stays available beside it. It is
called for illegal actions too, so it reads the table without assuming the action
is possible, and names what the table lacks in words ("an unknown civ card").
"""

from __future__ import annotations

import re

from lunarrules.i18n import N_, SOURCE_LANGUAGE, _, get_language, join_words, ngettext, pgettext
from lunarrules.kernel.words import HIDDEN, SEAT, SEAT_RECORD, Place

from . import geometry as pl
from .params import DEPOTS, RESOURCES, SLOTS, TRACKS

_STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}

# Orientation k: k % 4 quarter turns clockwise, mirrored when k >= 4 (geometry.transform).
ORIENTATIONS = (
    N_("as printed"), N_("turned a quarter clockwise"), N_("turned half round"),
    N_("turned three quarters clockwise"), N_("mirrored"), N_("mirrored and turned a quarter clockwise"),
    N_("mirrored and turned half round"), N_("mirrored and turned three quarters clockwise"),
)

# Words looked up in the catalog once per language (a description names several).
_WORDS: dict[tuple[str, str], object] = {}


def _words(name: str, build):
    """The table ``build()`` makes, once per language in use."""
    key = (get_language(), name)
    got = _WORDS.get(key)
    if got is None:
        got = _WORDS[key] = build()
    return got


def _numbers() -> tuple[str, ...]:
    # TRANSLATORS: a number before a (masculine) noun: "one depot", "two steps".
    return (pgettext("planet_unknown", "zero"), pgettext("planet_unknown", "one"),
            pgettext("planet_unknown", "two"), pgettext("planet_unknown", "three"),
            pgettext("planet_unknown", "four"), pgettext("planet_unknown", "five"),
            pgettext("planet_unknown", "six"), pgettext("planet_unknown", "seven"),
            pgettext("planet_unknown", "eight"), pgettext("planet_unknown", "nine"),
            pgettext("planet_unknown", "ten"), pgettext("planet_unknown", "eleven"),
            pgettext("planet_unknown", "twelve"))


def _feminine_numbers() -> tuple[str, ...]:
    masculine = _words("numbers", _numbers)
    # TRANSLATORS: the numbers that change before a feminine noun ("one medal", "two cards").
    return (masculine[0], pgettext("planet_unknown feminine", "one"),
            pgettext("planet_unknown feminine", "two"), *masculine[3:])  # type: ignore[misc]


def shown(v) -> str:
    """A typed value in words, whatever it is: ``no_such`` is ``"no such"``, a list ``"a and b"``."""
    if type(v) is bool:
        return _("yes") if v else _("no")
    if type(v) is tuple:
        if not v:
            return pgettext("planet_unknown", "nothing")
        text = shown(v[0])
        for x in v[1:]:
            text = _("{items} and {last}").format(items=text, last=shown(x))
        return text
    return str(v).replace("_", " ")


def number(n, feminine: bool = False) -> str:
    """``n`` as a word up to twelve (``"three"``), else as digits; ``feminine``: the word
    before a noun that is feminine in Portuguese and Spanish (a medal, a card)."""
    if type(n) is int and 0 <= n <= 12:
        words = _words("feminine", _feminine_numbers) if feminine else _words("numbers", _numbers)
        return words[n]  # type: ignore[index]
    return shown(n)


def alone(n) -> str:
    """``n`` as a word standing alone (``"card one"``), else as digits."""
    if n == 1 and type(n) is int:
        # TRANSLATORS: the number one standing alone, not before a noun ("card one").
        return pgettext("planet_unknown alone", "one")
    return number(n)


def resource(r) -> str:
    """A resource (or its track) by name, in the language in use: ``"water"``."""
    words = _words("resources", lambda: {
        # TRANSLATORS: the resources of Planet Unknown, as the tiles and tracks name them.
        "civ": pgettext("planet_unknown", "civ"),
        "water": pgettext("planet_unknown", "water"),
        "biomass": pgettext("planet_unknown", "biomass"),
        "rover": pgettext("planet_unknown", "rover"),
        "tech": pgettext("planet_unknown", "tech"),
        "energy": pgettext("planet_unknown", "energy"),
    })
    return words.get(r) or shown(r)  # type: ignore[attr-defined]


def typed_values(values) -> list[str]:
    """Values of a parameter as they are typed (``water``); in a translation, each after its
    name, ``Água (water)``, since only the English names are the values themselves."""
    if get_language() == SOURCE_LANGUAGE:
        return [str(v) for v in values]
    out = []
    for v in values:
        # TRANSLATORS: "none" as the value of the synergy parameter: decline the boost.
        word = pgettext("planet_unknown synergy", "none") if v == "none" else resource(v)
        out.append(_("{word} ({value})").format(word=word, value=v))
    return out


def slot_word(slot) -> str:
    """A depot's stack by name: ``"inner"`` (small shapes) or ``"outer"`` (large shapes)."""
    if slot == "inner":
        # TRANSLATORS: the depot's inner stack, or its tile ("the inner tile", "the inner stack").
        return pgettext("planet_unknown", "inner")
    if slot == "outer":
        return pgettext("planet_unknown", "outer")
    return shown(slot)


def direction_word(d) -> str | None:
    """A rover's direction in words (``"north"``), ``None`` for a direction the planet lacks."""
    if d == "N":
        return pgettext("planet_unknown", "north")
    if d == "E":
        return pgettext("planet_unknown", "east")
    if d == "S":
        return pgettext("planet_unknown", "south")
    if d == "W":
        return pgettext("planet_unknown", "west")
    return None


def square_name(row: int, col: int) -> str:
    """A square in words: ``"row 3, column 5"`` (numbered from 0, as the action's row and col)."""
    return pgettext("planet_unknown", "row {row}, column {col}").format(row=row, col=col)


def counted(n: int, noun: str, plural: str = "") -> str:
    """``n`` and the noun, singular for 1: ``counted(1, "rover")`` is ``"1 rover"``,
    ``counted(2, "patch", "patches")`` is ``"2 patches"``."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"


def names(mask: int, limit: int = 6) -> str:
    """The squares of a mask in words, the first ``limit`` of them:
    ``"row 0, column 1; row 0, column 2 and 3 more"``."""
    sq = pl.squares_of(mask)
    text = "; ".join(square_name(r, c) for r, c in sq[:limit])
    if len(sq) > limit:
        more = len(sq) - limit
        return ngettext("{squares} and {n} more", "{squares} and {n} more", more).format(squares=text, n=more)
    return text


def square(row, col) -> str:
    """A planet square in words: ``"row 3, column 5"`` (numbered from 0, as the action's row and col)."""
    return pgettext("planet_unknown", "row {row}, column {col}").format(row=shown(row), col=shown(col))


def orientation(k) -> str:
    """How a tile is turned: ``"as printed"``, ``"mirrored and turned half round"``..."""
    if type(k) is not int or not 0 <= k < 8:
        return _("in an orientation the tiles do not have ({orientation})").format(orientation=shown(k))
    return _(ORIENTATIONS[k])


def shape_name(shape: str) -> str:
    """A tile shape in words from its id (a letter and its size): ``L3`` is ``"L-shaped three-square"``."""
    letter, size = shape[:1], shape[1:]
    if not (letter.isalpha() and size.isdigit()):
        return shape.replace("_", " ")
    n = number(int(size))
    if letter == "D":
        return _("{n}-square").format(n=n)
    if letter == "I":
        return _("straight {n}-square").format(n=n)
    if letter == "O":
        return _("square {n}-square").format(n=n)
    return _("{letter}-shaped {n}-square").format(letter=letter.upper(), n=n)


def tile_name(state, tile_id, slot: str | None = None) -> str:
    """A tile in words: ``"L-shaped three-square tile of civ and water with a meteor"``;
    with ``slot``, the stack it lies on first: ``"inner L-shaped three-square tile..."``."""
    if not isinstance(tile_id, str):
        return _("unknown tile")
    content = state.content
    key = (get_language(), slot or "", tile_id)
    name = content.tile_names.get(key)
    if name is None:
        tile = content.tiles.get(tile_id)
        if tile is None:
            return _("unknown tile")
        words = {"shape": shape_name(tile.shape), "a": resource(tile.a), "b": resource(tile.b)}
        if slot:
            words["slot"] = slot_word(slot)
            text = (_("{slot} {shape} tile of {a} and {b} with a meteor") if tile.meteor
                    else _("{slot} {shape} tile of {a} and {b}"))
        else:
            text = _("{shape} tile of {a} and {b} with a meteor") if tile.meteor else _("{shape} tile of {a} and {b}")
        name = content.tile_names[key] = text.format(**words)
    return name


def civ_name(state, card) -> str:
    """A civ card in words: ``"Seed archive (rank 1: advances your biomass tracker now)"``."""
    info = state.content.civ.get(card) if isinstance(card, str) else None
    if info is None:
        return _("an unknown civ card")
    return _("{name} (rank {rank}: {effect})").format(name=info["name"], rank=info["rank"],
                                                     effect=civ_effect(info))


def civ_effect(info: dict) -> str:
    """What a civ card does, in words."""
    effect, amount, track = info.get("effect"), info.get("amount", 1), info.get("track", "")
    if effect == "advance":
        return _("advances your {resource} tracker now").format(resource=resource(track))
    if effect == "end_advance":
        return ngettext("at the end, your {resource} tracker moves up {n} step",
                        "at the end, your {resource} tracker moves up {n} steps", amount).format(
            resource=resource(track), n=number(amount))
    if effect == "meteor_ratio":
        return _("at the end, one medal per {n} collected meteorites").format(n=number(amount))
    if effect == "pod_value":
        return ngettext("at the end, each collected lifepod scores {n} medal",
                        "at the end, each collected lifepod scores {n} medals", amount).format(
            n=number(amount, feminine=True))
    if effect == "medals":
        return ngettext("at the end, {n} medal", "at the end, {n} medals", amount).format(
            n=number(amount, feminine=True))
    return _("an End Game card")


def _seat(state, p):
    seats = state.data["seats"]
    return seats[p] if type(p) is int and 0 <= p < len(seats) else None


def _depot_tile(state, p, slot) -> str:
    """``"the inner L-shaped three-square tile of civ and water"`` facing seat ``p``, or why there is none."""
    if slot not in SLOTS:
        return _("a tile from a stack the depot does not have ({slot})").format(slot=shown(slot))
    if _seat(state, p) is None:
        return _("the {slot} tile").format(slot=slot_word(slot))
    tid = state.depot_tile(p, slot)
    if tid is None:
        return _("the {slot} tile (its stack is empty)").format(slot=slot_word(slot))
    return _("the {tile_name}").format(tile_name=tile_name(state, tid, slot))


def _pending(state, kind: str):
    pend = state.data["benefits"]
    return pend[0] if pend and pend[0][0] == kind else None


def _order_words(first: str, other: str | None) -> str:
    """Which tracker advances first, and then which: ``"Advance the civ tracker first, then ..."``."""
    if other is None:
        if first == "energy":
            return _("Spend the energy first")
        return _("Advance the {first} tracker first").format(first=resource(first))
    if first == "energy":
        if other == "energy":
            return _("Spend the energy first, then spend the energy")
        return _("Spend the energy first, then advance the {other} tracker").format(other=resource(other))
    if other == "energy":
        return _("Advance the {first} tracker first, then spend the energy").format(first=resource(first))
    return _("Advance the {first} tracker first, then advance the {other} tracker").format(
        first=resource(first), other=resource(other))


def _synergy_words(state, track) -> str:
    item = _pending(state, "synergy")
    if item is None:
        if track == "none":
            return _("Decline the synergy boost")
        if track in TRACKS:
            return _("Use the synergy boost to advance the {resource} tracker").format(resource=resource(track))
        return _("Use the synergy boost to advance an unknown tracker ({resource})").format(resource=shown(track))
    source = resource(item[1])
    if track == "none":
        return _("Decline the synergy boost from the {source} track").format(source=source)
    if track in TRACKS:
        return _("Use the synergy boost from the {source} track to advance the {resource} tracker").format(
            source=source, resource=resource(track))
    return _("Use the synergy boost from the {source} track to advance an unknown tracker ({resource})").format(
        source=source, resource=shown(track))


def benefit_words(benefit: str) -> str:
    """A track benefit (content word) in words: ``civ2`` is ``civ milestone, rank 2``."""
    if benefit.startswith("civ"):
        return _("civ milestone, rank {rank}").format(rank=benefit[3:])
    if benefit.startswith("tech"):
        return _("tech milestone {n}").format(n=benefit[4:])
    if benefit == "synergy":
        return _("synergy boost")
    if benefit == "rover":
        return _("rover milestone")
    if benefit == "patch":
        return _("biomass milestone")
    return benefit


def collected_words(pod: bool, meteorite: bool) -> str:
    """What a rover step collects, in words: ``"a lifepod and a meteorite"``."""
    return join_words([_("a lifepod")] * pod + [_("a meteorite")] * meteorite)


def ending_words(ending: list[str], ran_out: bool = False) -> str:
    """Why the game ends, each condition met in words, joined by semicolons."""
    out = []
    for e in ending:
        if e == "depot":
            out.append(_("a depot ran out of tiles") if ran_out else _("a depot is empty"))
        elif e == "cannot_place":
            out.append(_("a player could not place a tile"))
        else:
            out.append(_("the last event card was revealed"))
    return "; ".join(out)


def describe(state, action) -> str:
    """``action`` in Planet Unknown's words, for a legal or an illegal action alike."""
    kind, p = action.kind, action.actor
    a = dict(action.params)
    if kind == "rotate":
        steps = a.get("steps")
        if steps == 0:
            return _("Leave the station as it is")
        if type(steps) is int and 0 < steps < DEPOTS:
            return ngettext("Turn the station {n} depot clockwise", "Turn the station {n} depots clockwise",
                            steps).format(n=number(steps))
        return _("Turn the station {steps} depots clockwise (it has {depots})").format(
            steps=shown(steps), depots=alone(DEPOTS))
    if kind == "place":
        return _("Place {tile_name}, {orientation}, with its top-left corner on {square}").format(
            tile_name=_depot_tile(state, p, a.get("tile")), orientation=orientation(a.get("orient")),
            square=square(a.get("row"), a.get("col")))
    if kind == "take":
        return _("Take {tile_name} without placing it "
                 "(only when neither tile fits; the game then ends after this round)").format(
            tile_name=_depot_tile(state, p, a.get("tile")))
    if kind == "order":
        first = a.get("first")
        item = _pending(state, "order")
        if first not in RESOURCES:
            return _("Advance first the tracker of an unknown resource ({resource})").format(resource=shown(first))
        other = None
        if item is not None and first in item[1]:
            other = next((r for r in item[1] if r != first), first)
        return _order_words(first, other)
    if kind == "energy":
        track = a.get("track")
        if track in TRACKS:
            return _("Spend the energy to advance the {resource} tracker").format(resource=resource(track))
        return _("Spend the energy to advance an unknown tracker ({resource})").format(resource=shown(track))
    if kind == "synergy":
        return _synergy_words(state, a.get("track"))
    if kind == "civ":
        # PU-CIV-SECRET: by its place in the offer only; the chooser's view lists the cards.
        k = a.get("offer")
        item = _pending(state, "civ")
        offer = state.data["piles"].get(str(item[1]), ()) if item is not None else ()
        if item is None or type(k) is not int or not 1 <= k <= len(offer):
            return _("Keep a civ card by a place the offer does not have ({place})").format(place=shown(k))
        return ngettext(
            "Keep civilization card {k} of the {n} rank {rank} card on offer (secret if it is an End Game card)",
            "Keep civilization card {k} of the {n} rank {rank} cards on offer (secret if it is an End Game card)",
            len(offer)).format(k=alone(k), n=number(len(offer), feminine=True), rank=item[1])
    if kind == "rover_place":
        where = square(a.get("row"), a.get("col"))
        seat = _seat(state, p)
        i = _grid_index(a.get("row"), a.get("col"))
        if seat is not None and i is not None and seat.meteors >> i & 1:
            return _("Land a rover on {square} and collect the meteorite there").format(square=where)
        return _("Land a rover on {square}").format(square=where)
    if kind == "rover_move":
        return _rover_move(state, p, a.get("rover"), a.get("dir"))
    if kind == "rover_stop":
        item = _pending(state, "rover_move")
        left = item[1] if item is not None else None
        if type(left) is int and left > 0:
            return ngettext("Stop moving rovers, leaving {n} movement point unused",
                            "Stop moving rovers, leaving {n} movement points unused", left).format(n=number(left))
        return _("Stop moving rovers")
    if kind == "store_patch":
        return _("Store the biomass patch for the end of the game")
    if kind == "patch":
        where = square(a.get("row"), a.get("col"))
        seat = _seat(state, p)
        i = _grid_index(a.get("row"), a.get("col"))
        pod = seat is not None and i is not None and seat.pods >> i & 1
        if state.phase == "final_patches":
            text = (_("Place a stored biomass patch on {square}, destroying the lifepod there") if pod
                    else _("Place a stored biomass patch on {square}"))
        else:
            text = (_("Place a biomass patch on {square}, destroying the lifepod there") if pod
                    else _("Place a biomass patch on {square}"))
        return text.format(square=where)
    known = state.game.kinds.get(kind)
    return known.words(action) if known is not None else _("An action Planet Unknown does not have")


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
    way = direction_word(d)
    if way is None:
        return _("Move rover {rover} one square in a direction the planet does not have ({direction})").format(
            rover=shown(n), direction=shown(d))
    seat = _seat(state, p)
    if seat is None or type(n) is not int or not 1 <= n <= len(seat.rovers):
        return _("Move rover {rover} one square {direction}").format(rover=shown(n), direction=way)
    r, c = divmod(seat.rovers[n - 1], pl.STRIDE)
    r2, c2 = r + _STEP[d][0], c + _STEP[d][1]
    words = {"rover": shown(n), "direction": way, "start": square(r, c), "end": square(r2, c2)}
    got = []
    if _on_grid(r2, c2):
        if seat.pods >> _index(r2, c2) & 1:
            got.append(_("a lifepod"))
        if seat.meteors >> _index(r2, c2) & 1:
            got.append(_("a meteorite"))
    if got:
        return _("Move rover {rover} one square {direction}, from {start} to {end}, collecting {things}").format(
            things=shown(tuple(got)), **words)
    return _("Move rover {rover} one square {direction}, from {start} to {end}").format(**words)


def value_words(state, value) -> str | None:
    """A tile, civ card, objective or event by name; see ``Game.value_words``."""
    if not isinstance(value, str):
        return None
    content = state.content
    if value in content.tiles:
        return tile_name(state, value)
    for table in (content.civ, content.objectives, content.events):
        info = table.get(value)
        if info is not None:
            return str(info["name"])
    return None


# ------------------------------------------------------------------ places
# How the position editor names, shows and reads the table (``Game.places``): seats
# as P1, P2; the planet's squares, kept as bit masks, by row and column.
_NUMBERS = re.compile(r"\d+")


def _squares_text(state, value) -> str:
    """A planet mask (the hexadecimal text a position holds) as its squares in words."""
    try:
        mask = int(value, 16) if isinstance(value, str) else int(value)
    except (TypeError, ValueError):
        return str(value)
    return "; ".join(square(r, c) for r, c in pl.squares_of(mask)) or _("none")


def _read_pairs(text: str) -> list[tuple[int, int]]:
    # a number too long for the planet reads as off it (never as a huge number to convert)
    numbers = [int(n) if len(n) <= 6 else pl.SIZE for n in _NUMBERS.findall(text or "")]
    if len(numbers) % 2:
        raise ValueError(_("{text!r}: write each square as its row and column, such as "
                           "“row 3, column 5; row 4, column 5”").format(text=(text or "").strip()))
    pairs = list(zip(numbers[::2], numbers[1::2], strict=True))
    for r, c in pairs:
        if not (0 <= r < pl.SIZE and 0 <= c < pl.SIZE):
            raise ValueError(_("{square} is not on the planet (rows and columns {first} to {last})").format(
                square=square(r, c), first=0, last=pl.SIZE - 1))
    return pairs


def _read_squares(state, text: str) -> str:
    return format(pl.mask_of(_read_pairs(text)), "x")


def _rover_text(state, value) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return square(*divmod(value, pl.STRIDE))
    return str(value)


def _read_rover(state, text: str) -> int:
    pairs = _read_pairs(text)
    if len(pairs) != 1:
        raise ValueError(_("{text!r}: write one square, such as “row 3, column 5”").format(
            text=(text or "").strip()))
    r, c = pairs[0]
    return r * pl.STRIDE + c


def _rovers_text(state, value) -> str:
    return "; ".join(_rover_text(state, v) for v in value) if isinstance(value, list) else str(value)


def _read_rovers(state, text: str) -> list[int]:
    return [r * pl.STRIDE + c for r, c in _read_pairs(text)]


def _stack_label(words: str, stack: int, part: int = 0, *more: int) -> str:
    depot = stack // 2 + 1
    if stack % 2 == 0:
        return pgettext("planet_unknown", "depot {depot}, inner stack").format(depot=depot)
    return pgettext("planet_unknown", "depot {depot}, outer stack").format(depot=depot)


def _track_label(words: str, track: int = 0, *more: int) -> str:
    name = resource(TRACKS[track]) if 0 <= track < len(TRACKS) else str(track + 1)
    return pgettext("planet_unknown", "{resource} tracker").format(resource=name)


def _places() -> dict[str, Place]:
    squares = Place(show=_squares_text, read=_read_squares)
    places = {
        "chance.commander": SEAT,  # the what-if box offers P1, P2...
        "commander": SEAT,
        "order[]": SEAT,
        "seats[]": SEAT_RECORD,
        "stacks[]": Place(label=_stack_label),
        "seats[].tracks[]": Place(label=_track_label),
        "seats[].rovers": Place(show=_rovers_text, read=_read_rovers),
        "seats[].rovers[]": Place(show=_rover_text, read=_read_rover),
        # what the engine keeps for the round being played, not set by hand
        "shown": HIDDEN,
        "placing": HIDDEN,
        "benefits": HIDDEN,
        "ending": HIDDEN,
    }
    for name in ("covered", "meteorites", "lifepods", "patches", "last_tile", "last_meteorite"):
        places[f"seats[].{name}"] = squares
    for r in RESOURCES:
        places[f"seats[].terrain.{r}"] = squares
    return places


#: ``Game(places=PLACES)``.
PLACES = _places()
