"""Legal actions and specific refusals for Tiny Epic Galaxies.

``legal_actions`` lists every legal action (all reroll subsets included, so
the kernel accepts exactly what is listed); ``check`` gives each refusal its
own reason and rule id. Action objects are cached per (player, parameters),
which keeps random playouts fast: the kernel recognises a listed action by
identity, so no set of the legal actions is built unless an equal but distinct
action (one parsed from text, say) is checked. The read-only predicate
:func:`can_copy` (could a rival carry out a followed die) serves the moves and the
position checks too.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from lunarrules.i18n import _
from lunarrules.kernel import Action
from lunarrules.kernel import shared_action as _act

from .content import MAX_PLAYERS
from .params import FACES, FOLLOW_COST, MAX_LEVEL
from .table import ShipAt
from .words import dice_use_words, effect_name, face_short

if TYPE_CHECKING:  # pragma: no cover
    from .state import TEGState

# The actions without parameters and the two upgrades, per seat (listed at every step).
_SEATS = range(MAX_PLAYERS)
_PLAIN = {kind: tuple(_act(p, kind) for p in _SEATS)
          for kind in ("energy", "culture", "end_turn", "skip_planet")}
_UPGRADES = tuple((_act(p, "upgrade", (("pay", "energy"),)), _act(p, "upgrade", (("pay", "culture"),)))
                  for p in _SEATS)
_FOLLOW = tuple([_act(p, "follow"), _act(p, "decline")] for p in _SEATS)
_USE_FOR_SELF = tuple(_act(p, "use_planet", (("target", "self"),)) for p in _SEATS)
# Die actions naming a planet, by (seat, kind, planet id).
_ON_PLANET: dict = {}

_SUBSETS: dict = {}
_MOVES: dict = {}
_CONVERTS: dict = {}
_INACTIVE: dict = {}
_SHIP_MOVES: dict = {}
_FACES: dict = {}


def _subsets(p: int, idx: tuple) -> list:
    """Every non-empty subset of the die positions ``idx`` as reroll actions (cached)."""
    key = (p, idx)
    out = _SUBSETS.get(key)
    if out is None:
        out = _SUBSETS[key] = [
            Action(p, "reroll", (("dice", c),))
            for r in range(1, len(idx) + 1)
            for c in combinations(idx, r)
        ]
    return out


def _converts(p: int, idx: tuple) -> list:
    """Every pair of the die positions ``idx`` as converter placements (cached)."""
    key = (p, idx)
    out = _CONVERTS.get(key)
    if out is None:
        out = _CONVERTS[key] = [Action(p, "convert", (("dice", c),)) for c in combinations(idx, 2)]
    return out


def _ship_moves(p: int, j: int) -> dict:
    """Move actions of player ``p``'s ship ``j``: planet id -> (land, orbit); None -> home."""
    key = (p, j)
    table = _SHIP_MOVES.get(key)
    if table is None:
        home = Action(p, "move", (("ship", j), ("to", f"mat{p + 1}"), ("mode", "land")))
        table = _SHIP_MOVES[key] = {None: home}
    return table


def _set_faces(p: int, dice: tuple, used: tuple) -> list:
    """Every (inactive die, new face) choice on the converter."""
    out: list[Action] = []
    for i, u in enumerate(used):
        if u == 0:
            key = (p, i, dice[i])
            turns = _FACES.get(key)
            if turns is None:
                turns = _FACES[key] = [_act(p, "set_face", (("die", i + 1), ("face", f)))
                                       for f in FACES if f != dice[i]]
            out.extend(turns)
    return out


def _where_word(loc: ShipAt) -> str:
    return "surface" if loc[1] < 0 else "orbit"


def _on_planet(p: int, kind: str, pid: str) -> Action:
    """The die action ``kind`` of player ``p`` on planet ``pid`` (built once)."""
    key = (p, kind, pid)
    a = _ON_PLANET.get(key)
    if a is None:
        a = _ON_PLANET[key] = _act(p, kind, (("planet", pid),))
    return a


def _inactive(used: tuple) -> tuple:
    """The 1-based positions of the inactive dice (cached per ``used``)."""
    inactive = _INACTIVE.get(used)
    if inactive is None:
        inactive = _INACTIVE[used] = tuple(i + 1 for i, u in enumerate(used) if u == 0)
    return inactive


def can_copy(s: TEGState, q: int, face: str) -> bool:
    """Whether ``q`` could carry out ``face`` after paying to follow (TEG-FOLLOW-USEFUL)."""
    d = s.data
    ships = d["ships"][q]
    if face == "energy" or face == "culture":
        return True
    if face == "move":
        row = d["row"]
        for loc in ships:
            if loc is not None:
                return True  # it can always go back to its Galaxy Mat
        return bool(row)
    if face == "diplomacy" or face == "economy":
        planets = s.cat.planets
        return any(loc is not None and loc[1] >= 0 and planets[loc[0]].track_kind == face
                   for loc in ships)
    level = d["empire_level"][q]
    if d["colonies"][q]:
        return True
    return level < MAX_LEVEL and (d["energy"][q] > level
                                  or d["culture"][q] - FOLLOW_COST > level)


# --------------------------------------------------------------- listing
def legal_actions(s: TEGState) -> list[Action]:
    ph = s.phase
    p = s.to_act
    if p is None:  # nobody to act: only once the game is over, which lists nothing
        return []
    d = s.data
    if ph == "action":
        dice = d["dice"]
        inactive = _inactive(d["used"])
        out: list[Action] = []
        moves = None
        for f in {dice[i - 1]: None for i in inactive}:
            if f == "move":
                moves = move_actions(s, p)
            elif f == "energy" or f == "culture":
                out.append(_PLAIN[f][p])
            else:
                out.extend(face_actions(s, p, f))
        out.append(_PLAIN["end_turn"][p])
        if moves is not None:
            out.extend(moves)
        if inactive and (d["rerolls"] == 0 or d["energy"][p] >= 1):
            out.extend(_subsets(p, inactive))
        if not d["converted"] and len(inactive) >= 3:
            out.extend(_converts(p, inactive))
        return out
    if ph == "follow":
        return _FOLLOW[p]
    if ph == "follow_act":
        face = d["follow"][0]
        return face_actions(s, p, face)
    if ph == "planet":
        targets = targets_of(s, p)
        if targets == ["self"]:  # a plain gain, the most common planet action
            out = [_USE_FOR_SELF[p]]
        else:
            out = [_act(p, "use_planet", (("target", t),)) for t in targets]
        out.append(_PLAIN["skip_planet"][p])
        # TEG-REROLL: "A qualquer momento do seu turno" - also while the planet waits,
        # but only on the player's own turn (not while carrying out a followed die).
        if p == d["active"] and (d["rerolls"] == 0 or d["energy"][p] >= 1):
            inactive = _inactive(d["used"])
            if inactive:
                out.extend(_subsets(p, inactive))
        return out
    if ph == "converter":
        return _set_faces(p, d["dice"], d["used"])
    if ph == "mission":
        return [_act(p, "keep_mission", (("mission", m),)) for m in d["missions_dealt"][p]]
    return []


def face_actions(s: TEGState, p: int, face: str) -> list[Action]:
    """What ``p`` can do with a die showing ``face`` (own die or a followed one)."""
    d = s.data
    if face == "move":
        return move_actions(s, p)
    if face == "energy" or face == "culture":
        return [_PLAIN[face][p]]
    out: list[Action] = []
    if face == "diplomacy" or face == "economy":
        planets = s.cat.planets
        for loc in d["ships"][p]:
            if loc is not None and loc[1] >= 0 and planets[loc[0]].track_kind == face:
                out.append(_on_planet(p, face, loc[0]))
        return out
    level = d["empire_level"][p]
    if level < MAX_LEVEL:
        if d["energy"][p] > level:
            out.append(_UPGRADES[p][0])
        if d["culture"][p] > level:
            out.append(_UPGRADES[p][1])
    for pid in d["colonies"][p]:
        out.append(_on_planet(p, "use_colony", pid))
    return out


def move_actions(s: TEGState, p: int) -> list[Action]:
    d = s.data
    ships = d["ships"][p]
    row = d["row"]
    key = (p, ships, row)
    hit = _MOVES.get(key)
    if hit is not None:
        return hit
    if len(_MOVES) > 200_000:
        _MOVES.clear()
    out = _MOVES[key] = list_moves(p, ships, row)
    return out


def list_moves(p: int, ships: tuple, row: tuple) -> list[Action]:
    surf: set[str] = set()
    orb: set[str] = set()
    for loc in ships:
        if loc is not None:
            (surf if loc[1] < 0 else orb).add(loc[0])
    out = []
    for j, loc in enumerate(ships, 1):
        here = loc[0] if loc is not None else None
        table = _ship_moves(p, j)
        for pid in row:
            if pid == here:
                continue
            pair = table.get(pid)
            if pair is None:
                pair = table[pid] = (
                    Action(p, "move", (("ship", j), ("to", pid), ("mode", "land"))),
                    Action(p, "move", (("ship", j), ("to", pid), ("mode", "orbit"))),
                )
            if pid not in surf:
                out.append(pair[0])
            if pid not in orb:
                out.append(pair[1])
        if loc is not None:
            out.append(table[None])
    return out


def targets_of(s: TEGState, p: int) -> list[str]:
    """Targets of the pending planet action (``self`` for a plain gain)."""
    d = s.data
    pid = d["planet_action"][0]
    eff = s.cat.planets[pid].effect
    if eff == "energy" or eff == "culture":
        return ["self"]
    if eff == "advance":
        return [loc[0] for loc in d["ships"][p] if loc is not None and loc[1] >= 0]
    if eff == "regress":
        # TEG-REGRESS-FLOOR: a ship on the starting space cannot go further back
        return [
            f"P{q + 1}.{loc[0]}"
            for q in range(s.players) if q != p
            for loc in d["ships"][q] if loc is not None and loc[1] >= 1
        ]
    row = d["row"]
    return [
        f"P{q + 1}.{loc[0]}.{_where_word(loc)}"
        for q in range(s.players) if q != p
        for loc in d["ships"][q] if loc is not None and loc[0] in row
    ]


# ------------------------------------------------------------- refusals
def check(s: TEGState, action: Action) -> None:
    k = action.kind
    p = action.actor
    d = s.data
    planets = s.cat.planets
    if k == "move":
        check_move(s, action)
    elif k == "diplomacy" or k == "economy":
        pid = action["planet"]
        loc = next((x for x in d["ships"][p] if x is not None and x[0] == pid and x[1] >= 0), None)
        if loc is None:
            s.refuse(_("{kind} advances one of your ships on a colony track; you have no "
                          "ship orbiting {world}").format(
                            kind=face_short(k),
                            world=planets[pid].name if pid in planets else repr(pid)),
                        "TEG-ADVANCE", "TEG-ADVANCE-ORBIT")
        if planets[pid].track_kind != k:
            if k == "economy":
                text = _("{world}'s colony track ends in the {kind} symbol; an economy die "
                         "cannot advance it")
            else:
                text = _("{world}'s colony track ends in the {kind} symbol; a diplomacy die "
                         "cannot advance it")
            s.refuse(text.format(world=planets[pid].name,
                                    kind=face_short(planets[pid].track_kind)),
                        "TEG-ADVANCE-SYMBOL", "TEG-ORBIT-SYMBOL", "TEG-ADVANCE-ORBIT")
    elif k == "use_colony":
        pid = action["planet"]
        if pid not in d["colonies"][p]:
            mine = ", ".join(planets[x].name for x in d["colonies"][p])
            name = planets[pid].name if pid in planets else repr(pid)
            if mine:
                text = _("{world} is not a planet you colonized (yours: {colonies})").format(
                    world=name, colonies=mine)
            else:
                text = _("{world} is not a planet you colonized (yours: none)").format(
                    world=name)
            s.refuse(text, "TEG-UTILIZE")
    elif k == "reroll":
        check_dice(s, action["dice"], "reroll", "TEG-REROLL")
    elif k == "convert":
        dice = action["dice"]
        if len(dice) != 2:
            s.refuse(_("the converter takes exactly 2 dice, not {n}").format(n=len(dice)),
                        "TEG-CONVERTER")
        check_dice(s, dice, "convert", "TEG-CONVERTER")
        if d["used"].count(0) - 2 < 1:
            s.refuse(_("after placing 2 dice no third inactive die would be left to turn"),
                        "TEG-CONVERTER")
    elif k == "set_face":
        i, face = action["die"], action["face"]
        check_dice(s, (i,), "set_face", "TEG-CONVERTER")
        if face not in FACES:
            s.refuse(_("face {face!r} is not a die face; faces: {faces}").format(
                face=face, faces=", ".join(FACES)), "TEG-FACES")
        if d["dice"][i - 1] == face:
            s.refuse(_("die {die_no} already shows {face}; the converter changes its "
                          "face").format(die_no=i, face=face_short(face)),
                        "TEG-CONVERTER")
    elif k == "keep_mission":
        offer = d["missions_dealt"][p]
        if action["mission"] not in offer:
            dealt = ", ".join(f"{s.cat.missions[m].name} ({m})" for m in offer)
            if dealt:
                text = _("{mission!r} is not one of the missions dealt to you: "
                         "{dealt}").format(mission=action["mission"], dealt=dealt)
            else:
                text = _("{mission!r} is not one of the missions dealt to you; you already "
                         "kept one").format(mission=action["mission"])
            s.refuse(text, "TEG-SETUP-MISSIONS")
    elif k == "use_planet":
        t = action["target"]
        targets = targets_of(s, p)
        if t not in targets:
            pl = planets[d["planet_action"][0]]
            if pl.effect == "regress":
                check_regress_floor(s, p, t)
            if pl.effect == "advance":
                want = _("the id of a planet where you have a ship in orbit")
            elif pl.effect == "displace":
                want = _("a rival ship written P<n>.<planet>.<surface|orbit>")
            elif pl.effect == "regress":
                want = _("a rival ship on a colony track past its starting space, written "
                         "P<n>.<planet>")
            else:
                want = "self"
            fields = {"world": pl.name, "effect": effect_name(pl.effect), "target": t,
                      "wanted": want, "targets": ", ".join(targets)}
            if targets:
                text = _("{world}'s action ({effect}) cannot target {target!r}; it needs "
                         "{wanted}; possible now: {targets}")
            else:
                text = _("{world}'s action ({effect}) cannot target {target!r}; it needs "
                         "{wanted}; possible now: none (skip it)")
            s.refuse(text.format(**fields), "TEG-PLANETS-SAMPLE")


def check_regress_floor(s: TEGState, p: int, target: str) -> None:
    """Refuse a regress aimed at a rival ship on its track's starting space."""
    d = s.data
    who, _dot, pid = target.partition(".")
    if not (who[:1] == "P" and who[1:].isdigit()):
        return
    q = int(who[1:]) - 1
    if q == p or not 0 <= q < s.players:
        return
    if (pid, 0) in d["ships"][q]:
        s.refuse(_("{player}'s ship on {world}'s colony track is on its starting space; "
                      "a ship cannot be regressed off a colony track").format(
                        player=who, world=s.cat.planets[pid].name),
                    "TEG-REGRESS-FLOOR", "TEG-PLANETS-SAMPLE")


def check_dice(s: TEGState, dice: tuple, what: str, rule: str) -> None:
    d = s.data
    used = d["used"]
    n = len(used)
    if not dice:
        s.refuse(_("{what} needs at least one die").format(what=dice_use_words(what)), rule)
    if list(dice) != sorted(set(dice)):
        s.refuse(_("list each die once, in increasing order (got {dice_list})").format(
            dice_list=",".join(map(str, dice))), rule)
    for i in dice:
        if not 1 <= i <= n:
            s.refuse(_("there is no die {die_no}; dice in play are 1..{n}").format(die_no=i, n=n),
                        rule)
        if used[i - 1] == 1:
            s.refuse(_("die {die_no} was already activated this turn; only inactive dice can be "
                          "used for {what}").format(die_no=i, what=dice_use_words(what)),
                        "TEG-DIE-ONCE" if what != "reroll" else "TEG-REROLL")
        if used[i - 1] == 2:
            s.refuse(_("die {die_no} is spent on the converter; it cannot be used for "
                          "{what}").format(die_no=i, what=dice_use_words(what)),
                        "TEG-CONVERTER-SPENT")


def check_move(s: TEGState, action: Action) -> None:
    d = s.data
    p = action.actor
    planets = s.cat.planets
    ships = d["ships"][p]
    j, to, mode = action["ship"], action["to"], action["mode"]
    if not 1 <= j <= len(ships):
        level = d["empire_level"][p]
        s.refuse(_("you have {n} ships at empire level {level} (ships 1..{n}); there is "
                      "no ship {ship_no}").format(n=len(ships), level=level, ship_no=j),
                    "TEG-EMPIRE-TRACK")
    if mode not in ("land", "orbit"):
        s.refuse(_("mode={mode!r}: a ship lands on the surface (mode=land) or orbits "
                      "(mode=orbit)").format(mode=mode), "TEG-LAND-OR-ORBIT", "TEG-MOVE")
    loc = ships[j - 1]
    if to.startswith("mat") and to[3:].isdigit():
        owner = int(to[3:]) - 1
        if owner != p:
            s.refuse(_("that is P{owner}'s Galaxy Mat; a ship may only return to its own "
                          "player's Galaxy Mat (P{n}'s)").format(owner=owner + 1, n=p + 1),
                        "TEG-NO-LAND-OTHERS")
        if loc is None:
            s.refuse(_("ship {ship_no} is already on your Galaxy Mat; a move must change "
                          "planet").format(ship_no=j), "TEG-MOVE-CHANGE-PLANET")
        if mode != "land":
            s.refuse(_("a Galaxy Mat has no colony track to orbit; use mode=land"),
                        "TEG-MOVE-HOME")
        return
    colonist = next((q for q in range(s.players) if to in d["colonies"][q]), None)
    if colonist is not None:
        if colonist == p:
            text = _("{world} is your own colonized planet, under a Galaxy Mat; ships cannot "
                     "land there").format(world=planets[to].name)
        else:
            text = _("{world} is a colonized planet of P{n}, under a Galaxy Mat; ships cannot "
                     "land there").format(world=planets[to].name, n=colonist + 1)
        s.refuse(text, "TEG-NO-LAND-OTHERS")
    if to not in d["row"]:
        shown = ", ".join(f"{planets[x].name} ({x})" for x in d["row"])
        s.refuse(_("{world!r} is not a face-up planet; face-up planets: {worlds}; or "
                      "mat{n}, your Galaxy Mat").format(world=to, worlds=shown, n=p + 1),
                    "TEG-MOVE")
    name = planets[to].name
    if loc is not None and loc[0] == to:
        if loc[1] < 0:
            text = _("ship {ship_no} is already at {world} (surface); a move must change planet")
        else:
            text = _("ship {ship_no} is already at {world} (orbit); a move must change planet")
        s.refuse(text.format(ship_no=j, world=name), "TEG-MOVE-CHANGE-PLANET")
    for k, other in enumerate(ships, 1):
        if other is None or other[0] != to:
            continue
        if mode == "land" and other[1] < 0:
            s.refuse(_("your ship {ship_no} is already on {world}'s surface; one ship per "
                          "surface").format(ship_no=k, world=name), "TEG-ONE-PER-SURFACE")
        if mode == "orbit" and other[1] >= 0:
            s.refuse(_("your ship {ship_no} is already on {world}'s colony track; one ship per "
                          "track").format(ship_no=k, world=name), "TEG-ONE-PER-TRACK")

