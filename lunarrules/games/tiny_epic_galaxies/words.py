"""Tiny Epic Galaxies actions in the game's own words.

:func:`describe` turns an action into one sentence a learner reads ("Land ship 1
on Coral (from your Galaxy Mat)", "Reroll die 3 (move), free: the first reroll this
turn"), naming planets and missions by their names from the content. It is asked
about legal and illegal actions alike, so it reads the table without assuming the
action is possible and never raises for ids the table lacks.

Every sentence is a message of the catalog, in the language in use
(:mod:`lunarrules.i18n`); the game's short words (die faces, resources, planet
actions) are looked up with the context ``tiny_epic_galaxies``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lunarrules.i18n import _, get_language, join_words, ngettext, pgettext
from lunarrules.kernel.words import BY_SEAT, HIDDEN, SEAT, Place, seat_label

from .params import (
    DICE_BY_LEVEL,
    EMPIRE_VP,
    FOLLOW_COST,
    MAX_LEVEL,
    REROLL_COST,
    RESOURCE_CAP,
    SHIPS_BY_LEVEL,
)

if TYPE_CHECKING:  # pragma: no cover
    from .content import Planet
    from .table import ShipAt

# ----------------------------------------------------------------- the game's words
#: The faces :func:`face_name` names.
FACES_NAMED = frozenset(("move", "energy", "culture", "diplomacy", "economy", "colony"))


def face_name(face) -> str:
    """A die face's name as the dice show it ("move", "utilize colony"); an unknown
    face as it is."""
    if face == "colony":
        return pgettext("tiny_epic_galaxies", "utilize colony")
    return face_short(face)


# The one-word names of faces, resources and track kinds, per language: a roll's log
# line names every die, so a word is looked up once per language, not once per die.
_SHORT: dict[str, dict[str, str]] = {}


def _short_words() -> dict[str, str]:
    lang = get_language()
    table = _SHORT.get(lang)
    if table is None:
        table = _SHORT[lang] = {
            "energy": pgettext("tiny_epic_galaxies", "energy"),
            "culture": pgettext("tiny_epic_galaxies", "culture"),
            "diplomacy": pgettext("tiny_epic_galaxies", "diplomacy"),
            "economy": pgettext("tiny_epic_galaxies", "economy"),
            "move": pgettext("tiny_epic_galaxies", "move"),
            "colony": pgettext("tiny_epic_galaxies", "colony"),
        }
    return table


def face_short(word) -> str:
    """A face, resource or colony track kind by its one word ("colony", "energy",
    "diplomacy"), in the language in use; an unknown word as it is."""
    text = _short_words().get(word) if isinstance(word, str) else None
    return str(word) if text is None else text


def faces_short(words) -> list[str]:
    """:func:`face_short` of each word (one look-up of the language for all)."""
    table = _short_words()
    return [table.get(w, w) if isinstance(w, str) else str(w) for w in words]


def faces_list(words) -> str:
    """:func:`faces_short` as one comma-separated list ("move, energy, colony")."""
    return ", ".join(faces_short(words))


def rerolled_words(dice: tuple, faces: tuple) -> str:
    """The dice rerolled (1-based positions) and what each now shows among all the
    ``faces`` ("die 1 to move and die 3 to energy"), for a log line (put together when
    the line is read)."""
    each = _("die {die_no} to {face}")
    return join_words([each.format(die_no=i, face=f)
                       for i, f in zip(dice, faces_short([faces[i - 1] for i in dice]),
                                       strict=True)])


def where(loc: ShipAt | None, planets: dict[str, Planet]) -> str:
    """A ship location in words."""
    if loc is None:
        return _("Galaxy Mat")
    name = planets[loc[0]].name
    if loc[1] < 0:
        return _("{world}'s surface").format(world=name)
    return _("{world}'s colony track (space {n})").format(world=name, n=loc[1])


def dice_use_words(what: str) -> str:
    """What the dice are used for, as a refusal names it ("reroll", "convert")."""
    if what == "reroll":
        return pgettext("tiny_epic_galaxies", "reroll")
    if what == "convert":
        return pgettext("tiny_epic_galaxies", "convert")
    # TRANSLATORS: setting a die's face with the converter (the action set_face)
    return pgettext("tiny_epic_galaxies", "set_face")


def effect_name(effect) -> str:
    """A planet action's kind in one word ("advance", "displace")."""
    if effect == "advance":
        return pgettext("tiny_epic_galaxies", "advance")
    if effect == "displace":
        return pgettext("tiny_epic_galaxies", "displace")
    if effect == "regress":
        return pgettext("tiny_epic_galaxies", "regress")
    return face_short(effect)


def symbol_planet(symbol) -> str:
    """A planet by the resource it produces ("energy planet")."""
    if symbol == "energy":
        return _("energy planet")
    if symbol == "culture":
        return _("culture planet")
    return _("{symbol} planet").format(symbol=symbol)


def track_kind_words(kind) -> str:
    """A colony track by the die that advances it ("diplomacy track")."""
    if kind == "diplomacy":
        return _("diplomacy track")
    if kind == "economy":
        return _("economy track")
    return _("{kind} track").format(kind=kind)


def vp_words(n) -> str:
    """``n`` victory points ("3 VP")."""
    return ngettext("{points} VP", "{points} VP", n if isinstance(n, int) else 2).format(points=n)


def vp_gained(n) -> str:
    """``n`` victory points gained by upgrading the empire ("2 VP")."""
    # TRANSLATORS: victory points an empire upgrade gives ("+2" in meaning)
    return pgettext("tiny_epic_galaxies", "{gained} VP").format(gained=n)


def spaces_words(n: int, number: str | None = None) -> str:
    """``n`` spaces of a track ("1 space", "2 spaces"; ``number`` spells the count)."""
    return ngettext("{n} space", "{n} spaces", n).format(n=n if number is None else number)


def _number(n: int) -> str:
    """``n`` in words up to ten ("three"), counting dice or spaces; digits beyond."""
    if not 0 <= n <= 10:
        return str(n)
    # TRANSLATORS: numbers counting dice or spaces (masculine nouns in Portuguese and Spanish)
    return (pgettext("tiny_epic_galaxies", "no"), pgettext("tiny_epic_galaxies", "one"),
            pgettext("tiny_epic_galaxies", "two"), pgettext("tiny_epic_galaxies", "three"),
            pgettext("tiny_epic_galaxies", "four"), pgettext("tiny_epic_galaxies", "five"),
            pgettext("tiny_epic_galaxies", "six"), pgettext("tiny_epic_galaxies", "seven"),
            pgettext("tiny_epic_galaxies", "eight"), pgettext("tiny_epic_galaxies", "nine"),
            pgettext("tiny_epic_galaxies", "ten"))[n]


def _ordinal(n: int) -> str:
    """``n`` as an ordinal counting rerolls ("second", "12th")."""
    if 0 <= n <= 10:
        # TRANSLATORS: ordinals counting rerolls ("the second reroll this turn"; feminine
        # in Portuguese and Spanish, for "vez" / "tirada")
        return (pgettext("tiny_epic_galaxies", "zeroth"), pgettext("tiny_epic_galaxies", "first"),
                pgettext("tiny_epic_galaxies", "second"), pgettext("tiny_epic_galaxies", "third"),
                pgettext("tiny_epic_galaxies", "fourth"), pgettext("tiny_epic_galaxies", "fifth"),
                pgettext("tiny_epic_galaxies", "sixth"), pgettext("tiny_epic_galaxies", "seventh"),
                pgettext("tiny_epic_galaxies", "eighth"), pgettext("tiny_epic_galaxies", "ninth"),
                pgettext("tiny_epic_galaxies", "tenth"))[n]
    if 10 <= n % 100 <= 20:
        text = pgettext("tiny_epic_galaxies", "{n}th")
    elif n % 10 == 1:
        text = pgettext("tiny_epic_galaxies", "{n}st")
    elif n % 10 == 2:
        text = pgettext("tiny_epic_galaxies", "{n}nd")
    elif n % 10 == 3:
        text = pgettext("tiny_epic_galaxies", "{n}rd")
    else:
        text = pgettext("tiny_epic_galaxies", "{n}th")
    return text.format(n=n)


def _spaces(n: int) -> str:
    return spaces_words(n, _number(n))


def _id_words(x) -> str:
    """An id the table lacks, turned into words ("no_such" -> "no such")."""
    text = str(x).replace("_", " ").strip()
    return text or _("no name")


def _unknown(x, what: str) -> str:
    name = _id_words(x)
    if what == "planet":
        return _("an unknown planet ({name})").format(name=name)
    if what == "secret mission":
        return _("an unknown secret mission ({name})").format(name=name)
    if what == "Galaxy Mat":
        return _("an unknown Galaxy Mat ({name})").format(name=name)
    if what == "resource":
        return _("an unknown resource ({name})").format(name=name)
    if what == "face":
        return _("an unknown face ({name})").format(name=name)
    return _("an unknown target ({name})").format(name=name)


def _ship_of(q: int, p) -> str:
    """Seat ``q``'s ship seen from the acting seat ``p`` ("your ship", "Player 2's ship")."""
    return _("your ship") if q == p else _("Player {n}'s ship").format(n=q + 1)


def _planet_name(state, pid) -> str:
    pl = state.cat.planets.get(pid) if isinstance(pid, str) else None
    return pl.name if pl is not None else _unknown(pid, "planet")


def effect_words(planet) -> str:
    """A planet's action in words ("gain 2 energy", "advance one of your orbiting ships ...")."""
    n = planet.amount
    eff = planet.effect
    if eff == "energy":
        return _("gain {n} energy").format(n=n)
    if eff == "culture":
        return _("gain {n} culture").format(n=n)
    if eff == "advance":
        return _("advance one of your orbiting ships {spaces} on its colony track").format(
            spaces=_spaces(n))
    if eff == "displace":
        return _("send a rival ship on a face-up planet back to its Galaxy Mat")
    if eff == "regress":
        return _("move a rival ship {spaces} back on its colony track").format(spaces=_spaces(n))
    return _("its action")


def _seat_of(state, action) -> int | None:
    p = action.actor
    return p if 0 <= p < state.players else None


def _ships(state, p):
    return state.data["ships"][p] if p is not None else ()


def describe(state, action) -> str:
    """``action`` as one sentence in Tiny Epic Galaxies' words.

    Parameters
    ----------
    state : TEGState
        The position the action is read in (legal or not there).
    action : Action
        Any action of a kind this game declares, possibly with ids the table lacks.

    Returns
    -------
    str
        A sentence starting with a capital letter, without engine notation.

    Examples
    --------
    >>> describe(state, Action(0, "move", (("ship", 1), ("to", "coral"), ("mode", "land"))))  # doctest: +SKIP
    'Land ship 1 on Coral (from your Galaxy Mat)'
    """
    fn = _KINDS.get(action.kind)
    text = fn(state, action, _seat_of(state, action)) if fn is not None else None
    return text or action.kind.replace("_", " ").capitalize()


# ----------------------------------------------------------------- per kind
def _keep_mission(state, action, p) -> str:
    mid = action.get("mission")
    m = state.cat.missions.get(mid) if isinstance(mid, str) else None
    if m is None:
        return _("Keep {mission}").format(mission=_unknown(mid, "secret mission"))
    return _("Keep the secret mission {name}: {condition}, {worth}").format(
        name=m.name, condition=m.condition_words(), worth=m.worth_words())


def _move(state, action, p) -> str:
    ship, to, mode = action.get("ship"), action.get("to"), action.get("mode")
    ships = _ships(state, p)
    frm = None
    if isinstance(ship, int) and 1 <= ship <= len(ships):
        frm = _location(state, ships[ship - 1])
    if isinstance(to, str) and to.startswith("mat"):
        seat = to[3:]
        if seat.isdigit() and p is not None and int(seat) == p + 1:
            text = _("Bring ship {ship_no} back to your Galaxy Mat").format(ship_no=ship)
        elif seat.isdigit() and 1 <= int(seat) <= state.players:
            text = _("Move ship {ship_no} to Player {n}'s Galaxy Mat").format(ship_no=ship, n=int(seat))
        else:
            text = _("Move ship {ship_no} to {place}").format(
                ship_no=ship, place=_unknown(to, "Galaxy Mat"))
        text = _from_added(text, frm)
        return text if mode == "land" else _mode_added(text, mode)
    name = _planet_name(state, to)
    if mode == "land":
        return _from_added(_("Land ship {ship_no} on {world}").format(ship_no=ship, world=name), frm)
    if mode == "orbit":
        pl = state.cat.planets.get(to) if isinstance(to, str) else None
        if pl is not None:
            text = _("Send ship {ship_no} into orbit around {world}, on its {track_kind} colony "
                     "track").format(ship_no=ship, world=name, track_kind=face_short(pl.track_kind))
        else:
            text = _("Send ship {ship_no} into orbit around {world}").format(ship_no=ship, world=name)
        return _from_added(text, frm)
    text = _("Move ship {ship_no} to {place}").format(ship_no=ship, place=name)
    return _mode_added(_from_added(text, frm), mode)


def _from_added(text: str, place: str | None) -> str:
    """A move's description with where the ship comes from, if known."""
    if place is None:
        return text
    # TRANSLATORS: {action} is a ship's move ("Land ship 1 on Coral"), {place} where it was
    return _("{action} (from {place})").format(action=text, place=place)


def _mode_added(text: str, mode) -> str:
    """A move's description with a mode that is neither landing nor orbiting."""
    # TRANSLATORS: {action} is a ship's move, {mode} says its mode is not a mode
    return _("{action}, {mode}").format(action=text, mode=_mode_words(mode))


def _location(state, loc) -> str:
    """Where a ship is, for "from ..." ("your Galaxy Mat", "space 1 of Coral's colony track")."""
    if loc is None:
        return _("your Galaxy Mat")
    name = _planet_name(state, loc[0])
    if loc[1] < 0:
        return _("{world}'s surface").format(world=name)
    if loc[1] == 0:
        return _("the starting space of {world}'s colony track").format(world=name)
    return _("space {n} of {world}'s colony track").format(n=loc[1], world=name)


def _mode_words(mode) -> str:
    return _("neither landing nor orbiting ({mode})").format(mode=_id_words(mode))


def _acquire(state, action, p) -> str:
    kind = action.kind
    resource = face_short(kind)
    if p is None:
        return _("Acquire {resource}").format(resource=resource)
    planets = state.cat.planets
    gain = 0
    for loc in state.data["ships"][p]:
        if loc is None:
            gain += kind == "energy"
        else:
            pl = planets.get(loc[0])
            gain += pl is not None and pl.symbol == kind
    have = state.data[kind][p]
    got = max(0, min(RESOURCE_CAP, have + gain) - have)
    if gain == 0:
        if kind == "energy":
            return _("Acquire no energy: you have no ship on your Galaxy Mat or on an energy planet")
        return _("Acquire no culture: you have no ship on a culture planet")
    if got == 0:
        return _("Acquire no {resource}: you are at the cap of {cap} ({gain} would be lost)").format(
            resource=resource, cap=RESOURCE_CAP, gain=gain)
    if kind == "energy":
        text = _("Acquire {n} energy, one for each ship on your Galaxy Mat or on an energy "
                 "planet").format(n=got)
    else:
        text = _("Acquire {n} culture, one for each ship on a culture planet").format(n=got)
    if got < gain:
        text += "; " + _("{n} over the cap of {cap} would be lost").format(
            n=gain - got, cap=RESOURCE_CAP)
    return text


def _advance(state, action, p) -> str:
    kind = face_short(action.kind)
    pid = action.get("planet")
    pl = state.cat.planets.get(pid) if isinstance(pid, str) else None
    if pl is None:
        return _("Advance a ship on the colony track of {world} by {kind}").format(
            world=_unknown(pid, "planet"), kind=kind)
    loc = next((x for x in _ships(state, p) if x is not None and x[0] == pid and x[1] >= 0), None)
    if loc is None:
        return _("Advance a ship on {world}'s colony track by {kind}").format(
            world=pl.name, kind=kind)
    step = min(pl.track, loc[1] + 1)
    if step >= pl.track:
        return ngettext(
            "Advance your ship on {world}'s colony track by {kind}, to space {step} of "
            "{track}, colonizing it ({points} VP)",
            "Advance your ship on {world}'s colony track by {kind}, to space {step} of "
            "{track}, colonizing it ({points} VP)", pl.vp).format(
                world=pl.name, kind=kind, step=step, track=pl.track, points=pl.vp)
    return _("Advance your ship on {world}'s colony track by {kind}, to space {step} of "
             "{track}").format(world=pl.name, kind=kind, step=step, track=pl.track)


def _upgrade(state, action, p) -> str:
    pay = action.get("pay")
    if p is None:
        return _("Upgrade your empire")
    level = state.data["empire_level"][p]
    if level >= MAX_LEVEL:
        return _("Upgrade your empire past level {level}, the top of the track").format(level=level)
    need = level + 1
    gains = [vp_gained(EMPIRE_VP[need - 1])]
    if SHIPS_BY_LEVEL[need - 1] > SHIPS_BY_LEVEL[level - 1]:
        gains.append(_("a new ship"))
    if DICE_BY_LEVEL[need - 1] > DICE_BY_LEVEL[level - 1]:
        dice = DICE_BY_LEVEL[need - 1]
        gains.append(ngettext("{n} die from your next turn", "{n} dice from your next turn",
                              dice).format(n=_number(dice)))
    if pay in ("energy", "culture"):
        return _("Upgrade your empire to level {level}, paying {cost} {resource} ({gains})").format(
            level=need, cost=need, resource=face_short(pay), gains=join_words(gains))
    return _("Upgrade your empire to level {level}, paying with {resource}").format(
        level=need, resource=_unknown(pay, "resource"))


def _use_colony(state, action, p) -> str:
    pid = action.get("planet")
    pl = state.cat.planets.get(pid) if isinstance(pid, str) else None
    if pl is None:
        return _("Utilize a colony: use the action of {world}").format(
            world=_unknown(pid, "planet"))
    if p is not None and pid in state.data["colonies"][p]:
        return _("Utilize a colony: use the action of your colony {world} ({effect})").format(
            world=pl.name, effect=effect_words(pl))
    return _("Utilize a colony: use the action of the planet {world} ({effect})").format(
        world=pl.name, effect=effect_words(pl))


def _rival_ship(state, target, p, parts: int):
    """(seat, planet, rest) read from a target like P2.coral(.surface), or None."""
    bits = target.split(".") if isinstance(target, str) else []
    if len(bits) != parts or not (bits[0][:1] == "P" and bits[0][1:].isdigit()):
        return None
    q = int(bits[0][1:]) - 1
    if not 0 <= q < state.players:
        return None
    return q, bits[1], bits[2:]


def _use_planet(state, action, p) -> str:
    target = action.get("target")
    d = state.data
    pending = d["planet_action"]
    pl = state.cat.planets.get(pending[0]) if pending else None
    if pl is None:
        return _("Use the planet's action on {target}").format(
            target=_target_words(state, target, p))
    head = _("Use {world}'s action").format(world=pl.name)
    eff = pl.effect
    if eff in ("energy", "culture"):
        if target == "self":
            # TRANSLATORS: {head} is "Use Coral's action"
            return _("{head}: gain {n} {resource}").format(
                head=head, n=pl.amount, resource=face_short(eff))
        return _("{head}: gain {n} {resource} (aimed at {target})").format(
            head=head, n=pl.amount, resource=face_short(eff),
            target=_target_words(state, target, p))
    if eff == "advance":
        tp = state.cat.planets.get(target) if isinstance(target, str) else None
        if tp is None:
            return _("{head}: advance a ship on the colony track of {world}").format(
                head=head, world=_unknown(target, "planet"))
        loc = next((x for x in _ships(state, p) if x is not None and x[0] == target and x[1] >= 0),
                   None)
        if loc is None:
            return _("{head}: advance a ship on {world}'s colony track {spaces}").format(
                head=head, world=tp.name, spaces=_spaces(pl.amount))
        step = min(tp.track, loc[1] + pl.amount)
        if step >= tp.track:
            return ngettext(
                "{head}: advance your ship on {world}'s colony track to space {step} of "
                "{track}, colonizing it ({points} VP)",
                "{head}: advance your ship on {world}'s colony track to space {step} of "
                "{track}, colonizing it ({points} VP)", tp.vp).format(
                    head=head, world=tp.name, step=step, track=tp.track, points=tp.vp)
        return _("{head}: advance your ship on {world}'s colony track to space {step} of "
                 "{track}").format(head=head, world=tp.name, step=step, track=tp.track)
    if eff == "regress":
        got = _rival_ship(state, target, p, 2)
        if got is None:
            return _("{head}: move {target} back on its colony track").format(
                head=head, target=_target_words(state, target, p))
        q, tpid, _rest = got
        ship = _ship_of(q, p)
        tname = _planet_name(state, tpid)
        loc = next((x for x in d["ships"][q] if x is not None and x[0] == tpid and x[1] >= 0), None)
        tp = state.cat.planets.get(tpid)
        if tp is None:
            return _("{head}: move {whose_ship} on the colony track of {world} back {spaces}").format(
                head=head, whose_ship=ship, world=tname, spaces=_spaces(pl.amount))
        if loc is None:
            return _("{head}: move {whose_ship} on {world}'s colony track back {spaces}").format(
                head=head, whose_ship=ship, world=tname, spaces=_spaces(pl.amount))
        if loc[1] == 0:
            return _("{head}: move {whose_ship} on {world}'s colony track back, though it is on the "
                     "starting space already").format(head=head, whose_ship=ship, world=tname)
        new = max(0, loc[1] - pl.amount)
        if new == 0:
            return _("{head}: move {whose_ship} on {world}'s colony track back {spaces}, to its "
                     "starting space").format(head=head, whose_ship=ship, world=tname,
                                              spaces=_spaces(loc[1] - new))
        return _("{head}: move {whose_ship} on {world}'s colony track back {spaces}, to space {n} of "
                 "{track}").format(head=head, whose_ship=ship, world=tname,
                                   spaces=_spaces(loc[1] - new), n=new, track=tp.track)
    got = _rival_ship(state, target, p, 3)
    if got is None:
        return _("{head}: send {target} back to its Galaxy Mat").format(
            head=head, target=_target_words(state, target, p))
    q, tpid, (spot,) = got
    ship = _ship_of(q, p)
    tname = _planet_name(state, tpid)
    if spot == "surface":
        if tpid in state.cat.planets:
            return _("{head}: send {whose_ship} on {world}'s surface back to its Galaxy Mat").format(
                head=head, whose_ship=ship, world=tname)
        return _("{head}: send {whose_ship} on the surface of {world} back to its Galaxy Mat").format(
            head=head, whose_ship=ship, world=tname)
    if spot == "orbit":
        return _("{head}: send {whose_ship} in orbit around {world} back to its Galaxy Mat").format(
            head=head, whose_ship=ship, world=tname)
    return _("{head}: send {whose_ship} at {world} ({spot}) back to its Galaxy Mat").format(
        head=head, whose_ship=ship, world=tname, spot=_id_words(spot))


def _target_words(state, target, p) -> str:
    if target == "self":
        return _("yourself")
    got = _rival_ship(state, target, p, 2) or _rival_ship(state, target, p, 3)
    if got is not None:
        q, tpid, _rest = got
        # TRANSLATORS: {ship} is "your ship" or "Player 2's ship"
        return _("{whose_ship} at {world}").format(whose_ship=_ship_of(q, p), world=_planet_name(state, tpid))
    if isinstance(target, str) and target in state.cat.planets:
        return state.cat.planets[target].name
    return _unknown(target, "target")


def _skip_planet(state, action, p) -> str:
    pending = state.data["planet_action"]
    pl = state.cat.planets.get(pending[0]) if pending else None
    if pl is None:
        return _("Do not use the planet's action")
    return _("Do not use {world}'s action ({effect})").format(world=pl.name,
                                                              effect=effect_words(pl))


def _dice_words(state, dice) -> list[str]:
    faces = state.data["dice"]
    out = []
    for i in dice:
        if isinstance(i, int) and 1 <= i <= len(faces):
            out.append(f"{i} ({face_name(faces[i - 1])})")
        else:
            out.append(str(i))
    return out


def _reroll(state, action, p) -> str:
    dice = action.get("dice")
    dice = dice if isinstance(dice, tuple) else (dice,)
    if not dice:
        return _("Reroll no dice")
    which = join_words(_dice_words(state, dice))
    n = state.data["rerolls"] + 1
    if n == 1:
        return ngettext("Reroll die {dice_list}, free: the first reroll this turn",
                        "Reroll dice {dice_list}, free: the first reroll this turn",
                        len(dice)).format(dice_list=which)
    return ngettext("Reroll die {dice_list} for {cost} energy: the {nth} reroll this turn",
                    "Reroll dice {dice_list} for {cost} energy: the {nth} reroll this turn",
                    len(dice)).format(dice_list=which, cost=REROLL_COST, nth=_ordinal(n))


def _convert(state, action, p) -> str:
    dice = action.get("dice")
    dice = dice if isinstance(dice, tuple) else (dice,)
    if not dice:
        return _("Place no dice on the converter")
    which = join_words(_dice_words(state, dice))
    return ngettext("Place die {dice_list} on the converter, to turn a third die to any face",
                    "Place dice {dice_list} on the converter, to turn a third die to any face",
                    len(dice)).format(dice_list=which)


def _set_face(state, action, p) -> str:
    i, face = action.get("die"), action.get("face")
    faces = state.data["dice"]
    new = face_name(face) if isinstance(face, str) and face in FACES_NAMED else _unknown(face, "face")
    if isinstance(i, int) and 1 <= i <= len(faces):
        return _("Turn die {die_no} from {old} to {new} with the converter").format(
            die_no=i, old=face_name(faces[i - 1]), new=new)
    return _("Turn die {die_no} to {new} with the converter").format(die_no=i, new=new)


def _follow(state, action, p) -> str:
    f = state.data["follow"]
    if not f:
        return _("Follow the die, paying {cost} culture").format(cost=FOLLOW_COST)
    return _("Follow Player {n}'s {face} die, paying {cost} culture").format(
        n=state.data["active"] + 1, face=face_name(f[0]), cost=FOLLOW_COST)


def _decline(state, action, p) -> str:
    f = state.data["follow"]
    if not f:
        return _("Do not follow the die")
    return _("Do not follow Player {n}'s {face} die").format(
        n=state.data["active"] + 1, face=face_name(f[0]))


def _end_turn(state, action, p) -> str:
    left = state.data["used"].count(0)
    if left == 0:
        return _("End your turn")
    return ngettext("End your turn, leaving {n} die unused", "End your turn, leaving {n} dice unused",
                    left).format(n=_number(left))


_KINDS = {
    "keep_mission": _keep_mission,
    "move": _move,
    "energy": _acquire,
    "culture": _acquire,
    "diplomacy": _advance,
    "economy": _advance,
    "upgrade": _upgrade,
    "use_colony": _use_colony,
    "use_planet": _use_planet,
    "skip_planet": _skip_planet,
    "reroll": _reroll,
    "convert": _convert,
    "set_face": _set_face,
    "follow": _follow,
    "decline": _decline,
    "end_turn": _end_turn,
}


def value_words(state, value) -> str | None:
    """A die face by its name (``energy`` -> "Energy"); planets and missions are named by
    the content (see ``Game.value_words``)."""
    return face_name(value) if isinstance(value, str) and value in FACES_NAMED else None


# ------------------------------------------------------------------ places
def _ship_label(words: str, seat: int = 0, ship: int = 0, *more: int) -> str:
    return pgettext("tiny_epic_galaxies", "ship {n} of {player}").format(n=ship + 1, player=seat_label(seat))


#: How the position editor names the table (``Game.places``): the per-seat lists by
#: player ("energy of P2"), seats as P1, P2; the die being followed and the planet
#: action waiting are left to the engine.
PLACES: dict[str, Place] = {
    **{f"{name}[]": BY_SEAT for name in ("energy", "culture", "empire_level", "colonies", "mission",
                                           "missions_dealt", "turns")},
    "ships[][]": Place(label=_ship_label),
    "active": SEAT,
    "triggered_by": SEAT,
    "used": HIDDEN,
    "follow": HIDDEN,
    "planet_action": HIDDEN,
}
