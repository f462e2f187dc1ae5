"""Carrying out Tiny Epic Galaxies actions: :func:`execute` and what follows them.

One handler per action kind (``do_<kind>(state, action)``, in the table ``_DO``);
the automatic steps after an action (offering a die to followers, a planet's
waiting action, colonizing, the end trigger, the end of a turn, the next roll,
the final scoring); and the primitive mutations they share (:func:`put`,
:func:`gain`, :func:`set_ship`). The table holds only immutable values, so every
change replaces a whole value (see :mod:`.state`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lunarrules.i18n import _, ngettext
from lunarrules.kernel import Action, Later

from . import scoring
from .content import MAX_PLAYERS
from .legal import can_copy
from .params import (
    DICE_BY_LEVEL,
    EMPIRE_VP,
    END_VP,
    FACES,
    FOLLOW_COST,
    KIND_FACE,
    REROLL_COST,
    RESOURCE_CAP,
    SHIPS_BY_LEVEL,
)
from .scoring import vp
from .table import Follow, PlanetAction, ShipAt
from .words import face_short, faces_list, rerolled_words, spaces_words, vp_gained

if TYPE_CHECKING:  # pragma: no cover
    from .state import TEGState

# TEG-FOLLOW-ORDER: each seat's rivals, clockwise from its left, by number of players.
_RIVALS = {
    n: tuple(tuple((a + k) % n for k in range(1, n)) for a in range(n))
    for n in range(2, MAX_PLAYERS + 1)
}

# An activated die offered to nobody yet, per face (TEG-FOLLOW): records are immutable.
_OFFERED = {face: Follow(face, None, None) for face in FACES}


# ---------------------------------------------------------------- execute
def execute(s: TEGState, action: Action) -> None:
    """Carry out ``action`` (already checked) and the automatic steps that follow it."""
    kind = action.kind
    if kind in KIND_FACE and s.phase == "action":
        p = action.actor
        d = s.data
        face = KIND_FACE[kind]
        used = d["used"]
        dice = d["dice"]
        for i, f in enumerate(dice):
            if f == face and used[i] == 0:
                put(s, "used", i, 1)
                break
        d["follow"] = _OFFERED[face]
        s.emit(
            _("activates die {die_no} ({face}): it goes to the Activation Bay"),
            "TEG-ACTIVATE",
            "TEG-FACE-ACTIONS",
            "TEG-ACTIVATE-ANY-ORDER",
            "TEG-DIE-ONCE",
            actor=p,
            die_no=i + 1,
            face=Later(face_short, face),
        )
    _DO[kind](s, action)
    # List the next legal actions now: replaying a save (or any apply of an action
    # given as text) then finds its action in the list instead of re-deriving every
    # requirement, and a random playout needs the list anyway.
    s.legal_actions()


# ------------------------------------------------------------ primitives
def gain(s: TEGState, p: int, resource: str, amount: int) -> int:
    """Add up to ``amount`` of ``resource`` to ``p`` (capped, TEG-RESOURCE-CAP); the gain."""
    have = s.data[resource][p]
    new = min(RESOURCE_CAP, have + amount)
    put(s, resource, p, new)
    return new - have


def put(s: TEGState, key: str, i: int, value) -> None:
    """Replace item ``i`` of the tuple ``data[key]`` (the table is immutable values)."""
    t = s.data[key]
    s.data[key] = t[:i] + (value,) + t[i + 1 :]


def set_ship(s: TEGState, p: int, j: int, loc) -> None:
    """Put ``p``'s ship ``j`` (0-based) at ``loc`` (``None``: its Galaxy Mat)."""
    ships = s.data["ships"][p]
    put(s, "ships", p, ships[:j] + (loc,) + ships[j + 1 :])


# -------------------------------------------------------------- die actions
def do_move(s: TEGState, action: Action) -> None:
    p = action.actor
    d = s.data
    planets = s.cat.planets
    j = action["ship"] - 1
    to, mode = action["to"], action["mode"]
    if to.startswith("mat"):
        set_ship(s, p, j, None)
        s.emit(
            _("moves ship {ship_no} back to its Galaxy Mat"),
            "TEG-MOVE-HOME",
            actor=p,
            ship_no=j + 1,
        )
        resolved(s)
    elif mode == "land":
        set_ship(s, p, j, ShipAt(to, -1))
        s.emit(
            _("lands ship {ship_no} on {world}"),
            "TEG-MOVE",
            "TEG-LAND-OR-ORBIT",
            "TEG-LAND",
            actor=p,
            ship_no=j + 1,
            world=planets[to].name,
        )
        d["planet_action"] = PlanetAction(to, p)
        s.goto("planet")
        s.to_act = p
    else:
        set_ship(s, p, j, ShipAt(to, 0))
        s.emit(
            _(
                "puts ship {ship_no} in orbit of {world} (colony track, starting "
                "space; {kind} advances it)"
            ),
            "TEG-MOVE",
            "TEG-LAND-OR-ORBIT",
            "TEG-ORBIT",
            "TEG-ORBIT-SYMBOL",
            actor=p,
            ship_no=j + 1,
            world=planets[to].name,
            kind=Later(face_short, planets[to].track_kind),
        )
        resolved(s)


def do_acquire(s: TEGState, action: Action) -> None:
    """The energy and culture actions."""
    kind = action.kind
    p = action.actor
    d = s.data
    planets = s.cat.planets
    gained = 0
    home = 0
    for loc in d["ships"][p]:
        if loc is None:
            home += 1
        elif planets[loc[0]].symbol == kind:
            gained += 1
    if kind == "energy":
        gained += home
        acquire: tuple[str, ...] = ("TEG-ACQUIRE", "TEG-PLANET-RESOURCES", "TEG-ACQUIRE-HOME")
    else:
        acquire = ("TEG-ACQUIRE", "TEG-PLANET-RESOURCES")
    got = gain(s, p, kind, gained)
    if got < gained:
        # the rare line that also says what the cap took: its two messages share
        # the field name {n}, so it is put together now
        text = _("acquires {n} {resource} (now {total})").format(
            n=got, resource=face_short(kind), total=d[kind][p]
        )
        text += "; " + _("{n} lost over the cap of {cap}").format(n=gained - got, cap=RESOURCE_CAP)
        s.emit(text, *acquire, "TEG-RESOURCE-CAP", actor=p)
    else:
        s.emit(
            _("acquires {n} {resource} (now {total})"),
            *acquire,
            actor=p,
            n=got,
            resource=Later(face_short, kind),
            total=d[kind][p],
        )
    resolved(s)


def do_advance(s: TEGState, action: Action) -> None:
    """The diplomacy and economy actions."""
    advance(
        s,
        action.actor,
        action["planet"],
        1,
        ("TEG-ADVANCE", "TEG-ADVANCE-ORBIT", "TEG-ADVANCE-SYMBOL"),
    )
    resolved(s)


def do_upgrade(s: TEGState, action: Action) -> None:
    p = action.actor
    d = s.data
    pay = action["pay"]
    level = d["empire_level"][p]
    put(s, pay, p, d[pay][p] - (level + 1))
    put(s, "empire_level", p, level + 1)
    rules = [
        "TEG-UTILIZE",
        "TEG-MAT-ACTION",
        "TEG-UPGRADE-COST",
        "TEG-UPGRADE-ONE-KIND",
        "TEG-UPGRADE-GAINS",
        "TEG-UPGRADE-DIE",
    ]
    text = _("upgrades the empire to level {level} for {cost} {resource} ({points})").format(
        level=level + 1,
        cost=level + 1,
        resource=face_short(pay),
        points=vp_gained(EMPIRE_VP[level]),
    )
    if SHIPS_BY_LEVEL[level] > SHIPS_BY_LEVEL[level - 1]:
        put(s, "ships", p, d["ships"][p] + (None,))
        rules.append("TEG-UPGRADE-SHIP")
        text += "; " + _("a new ship (ship {ship_no}) is on its Galaxy Mat, usable now").format(
            ship_no=len(d["ships"][p])
        )
    if DICE_BY_LEVEL[level] > DICE_BY_LEVEL[level - 1]:
        text += "; " + ngettext(
            "{n} die from its next turn", "{n} dice from its next turn", DICE_BY_LEVEL[level]
        ).format(n=DICE_BY_LEVEL[level])
    s.emit(text, *rules, actor=p)
    check_end(s, p)
    resolved(s)


def do_use_colony(s: TEGState, action: Action) -> None:
    p = action.actor
    pid = action["planet"]
    s.emit(_("utilizes its colony {world}"), "TEG-UTILIZE", actor=p, world=s.cat.planets[pid].name)
    s.data["planet_action"] = PlanetAction(pid, p)
    s.goto("planet")
    s.to_act = p


# ------------------------------------------------------ the other actions
def do_reroll(s: TEGState, action: Action) -> None:
    p = action.actor
    dice = action["dice"]
    d = s.data
    paid = 0
    if d["rerolls"] > 0:
        put(s, "energy", p, d["energy"][p] - REROLL_COST)
        paid = REROLL_COST
    d["rerolls"] += 1
    faces = list(d["dice"])
    draw = s.chance.draw
    for i in dice:
        faces[i - 1] = draw("die", FACES)
    d["dice"] = tuple(faces)
    shown = Later(rerolled_words, dice, d["dice"])
    if paid:
        text = _("rerolls {dice_list} for {cost} energy (now {total})")
        rules = ("TEG-REROLL", "TEG-REROLL-COST")
    else:
        text = _("rerolls {dice_list} (first reroll this turn: free)")
        rules = ("TEG-REROLL", "TEG-REROLL-FREE")
    if s.phase == "planet":
        text += "; " + _("{world}'s action still waits to be used or skipped")
        s.emit(
            text,
            *rules,
            actor=p,
            dice_list=shown,
            cost=paid,
            total=d["energy"][p],
            world=s.cat.planets[d["planet_action"][0]].name,
        )
    else:
        s.emit(text, *rules, actor=p, dice_list=shown, cost=paid, total=d["energy"][p])
    # back to where the reroll was made: the dice, or the planet's waiting action
    s.goto(s.phase)


def do_convert(s: TEGState, action: Action) -> None:
    p = action.actor
    i, j = action["dice"]
    put(s, "used", i - 1, 2)
    put(s, "used", j - 1, 2)
    s.data["converted"] = True
    s.emit(
        _("places dice {die_no} and {other} on the converter (spent)"),
        "TEG-CONVERTER",
        "TEG-CONVERTER-SPENT",
        "TEG-CONVERTER-ONCE",
        actor=p,
        die_no=i,
        other=j,
    )
    s.goto("converter")


def do_set_face(s: TEGState, action: Action) -> None:
    p = action.actor
    k, face = action["die"], action["face"]
    old = s.data["dice"][k - 1]
    put(s, "dice", k - 1, face)
    s.emit(
        _("turns die {die_no} from {old} to {new}"),
        "TEG-CONVERTER",
        "TEG-CONVERTER-FACE",
        actor=p,
        die_no=k,
        old=Later(face_short, old),
        new=Later(face_short, face),
    )
    s.goto("action")


def do_use_planet(s: TEGState, action: Action) -> None:
    """The waiting planet action (TEG-LAND, TEG-UTILIZE), on ``target``."""
    p = action.actor
    target = action["target"]
    d = s.data
    pid = d["planet_action"][0]
    d["planet_action"] = None
    planet = s.cat.planets[pid]
    eff = planet.effect
    if eff == "energy" or eff == "culture":
        got = gain(s, p, eff, planet.amount)
        s.emit(
            _("uses {world}'s action: gains {n} {resource} (now {total})"),
            "TEG-LAND",
            "TEG-PLANETS-SAMPLE",
            *(("TEG-RESOURCE-CAP",) if got < planet.amount else ()),
            actor=p,
            world=planet.name,
            n=got,
            resource=Later(face_short, eff),
            total=d[eff][p],
        )
    elif eff == "advance":
        s.emit(
            _("uses {world}'s action: advance a ship"),
            "TEG-LAND",
            "TEG-PLANETS-SAMPLE",
            actor=p,
            world=planet.name,
        )
        advance(s, p, target, planet.amount, ("TEG-PLANETS-SAMPLE",))
    elif eff == "regress":
        who, tp = target.split(".")
        q = int(who[1:]) - 1
        ships = d["ships"][q]
        j = next(i for i, x in enumerate(ships) if x is not None and x[0] == tp and x[1] >= 0)
        space = ships[j][1]
        new = max(0, space - planet.amount)
        set_ship(s, q, j, ShipAt(tp, new))
        back = space - new
        spaces = spaces_words(back)
        rules = ["TEG-PLANETS-SAMPLE", "TEG-REGRESS"]
        fields = {
            "world": planet.name,
            "player": who,
            "other": s.cat.planets[tp].name,
            "spaces": spaces,
            "n": new,
            "track": s.cat.planets[tp].track,
            "amount": planet.amount,
        }
        if back < planet.amount:
            text = _(
                "uses {world}'s action: moves {player}'s ship on {other}'s colony track "
                "back {spaces}, to space {n} of {track} (only {spaces} of {amount}: a "
                "ship cannot be regressed off its colony track)"
            ).format(**fields)
            rules.append("TEG-REGRESS-FLOOR")
        else:
            text = _(
                "uses {world}'s action: moves {player}'s ship on {other}'s colony track "
                "back {spaces}, to space {n} of {track}"
            ).format(**fields)
        s.emit(text, *rules, actor=p)
    else:
        who, tp, mode = target.split(".")
        q = int(who[1:]) - 1
        ships = d["ships"][q]
        j = next(
            i
            for i, x in enumerate(ships)
            if x is not None and x[0] == tp and (x[1] < 0) == (mode == "surface")
        )
        set_ship(s, q, j, None)
        if mode == "surface":
            text = _(
                "uses {world}'s action: displaces {player}'s ship {ship_no} from {other} "
                "(surface); it returns to its Galaxy Mat"
            )
        else:
            text = _(
                "uses {world}'s action: displaces {player}'s ship {ship_no} from {other} "
                "(orbit); it returns to its Galaxy Mat"
            )
        s.emit(
            text,
            "TEG-PLANETS-SAMPLE",
            "TEG-DISPLACED-RETURNS",
            "TEG-SHARE-SPACES",
            actor=p,
            world=planet.name,
            player=who,
            ship_no=j + 1,
            other=s.cat.planets[tp].name,
        )
    resolved(s)


def do_skip_planet(s: TEGState, action: Action) -> None:
    d = s.data
    pid = d["planet_action"][0]
    d["planet_action"] = None
    s.emit(
        _("does not use {world}'s action"),
        "TEG-LAND",
        actor=action.actor,
        world=s.cat.planets[pid].name,
    )
    resolved(s)


def do_follow(s: TEGState, action: Action) -> None:
    p = action.actor
    d = s.data
    put(s, "culture", p, d["culture"][p] - FOLLOW_COST)
    face = d["follow"][0]
    s.emit(
        _("follows the {face} die for {cost} culture"),
        "TEG-FOLLOW",
        "TEG-FOLLOW-COST",
        "TEG-FOLLOW-COPY",
        actor=p,
        face=Later(face_short, face),
        cost=FOLLOW_COST,
    )
    s.goto("follow_act")


def do_decline(s: TEGState, action: Action) -> None:
    s.emit(_("does not follow"), "TEG-FOLLOW", actor=action.actor)
    face, queue, _follower = s.data["follow"]
    ask_next(s, face, queue)


def do_end_turn(s: TEGState, action: Action) -> None:
    s.emit(_("ends the turn"), "TEG-END-TURN", actor=action.actor)
    s.goto("turn_end")
    end_turn(s)


def do_keep_mission(s: TEGState, action: Action) -> None:
    p = action.actor
    d = s.data
    mid = action["mission"]
    put(s, "mission", p, mid)
    d["missions_dealt"] = d["missions_dealt"][:p] + ((),) + d["missions_dealt"][p + 1 :]
    s.emit(_("keeps one secret mission and discards the other"), "TEG-SETUP-MISSIONS", actor=p)
    if p + 1 < s.players:
        s.goto("mission")
        s.to_act = p + 1
    else:
        s.emit(
            _("P1, taken as the youngest player, starts; play goes clockwise"),
            "TEG-TURN-ORDER",
            "TEG-START-PLAYER",
        )
        s.goto("roll")
        roll(s)


_DO = {
    "keep_mission": do_keep_mission,
    "move": do_move,
    "energy": do_acquire,
    "culture": do_acquire,
    "diplomacy": do_advance,
    "economy": do_advance,
    "upgrade": do_upgrade,
    "use_colony": do_use_colony,
    "use_planet": do_use_planet,
    "skip_planet": do_skip_planet,
    "reroll": do_reroll,
    "convert": do_convert,
    "set_face": do_set_face,
    "follow": do_follow,
    "decline": do_decline,
    "end_turn": do_end_turn,
}


# ------------------------------------------------- colony tracks and the end
def advance(s: TEGState, p: int, pid: str, steps: int, rules: tuple) -> None:
    """Advance p's ship on pid's colony track; colonize at the end of the track."""
    ships = s.data["ships"][p]
    planet = s.cat.planets[pid]
    j = next(i for i, x in enumerate(ships) if x is not None and x[0] == pid and x[1] >= 0)
    loc = ships[j]
    step = min(planet.track, loc[1] + steps)
    set_ship(s, p, j, ShipAt(pid, step))
    s.emit(
        _("advances ship {ship_no} on {world}'s colony track to space {step} of {track}"),
        *rules,
        actor=p,
        ship_no=j + 1,
        world=planet.name,
        step=step,
        track=planet.track,
    )
    if step >= planet.track:
        colonize(s, p, pid)


def colonize(s: TEGState, p: int, pid: str) -> None:
    """``p`` colonizes ``pid``: every ship there goes home, a planet replaces it."""
    d = s.data
    planet = s.cat.planets[pid]
    s.goto("colonize")
    returned = []
    for q in range(s.players):
        ships = d["ships"][q]
        if any(loc is not None and loc[0] == pid for loc in ships):
            put(
                s,
                "ships",
                q,
                tuple(None if (loc is not None and loc[0] == pid) else loc for loc in ships),
            )
            returned.append(f"P{q + 1}")
    put(s, "colonies", p, d["colonies"][p] + (pid,))
    row = list(d["row"])
    at = row.index(pid)
    if d["deck"]:
        new = s.chance.draw("planet", d["deck"])
        d["deck"] = tuple(x for x in d["deck"] if x != new)
        row[at] = new
        repl = _("{world} is drawn into its place").format(world=s.cat.planets[new].name)
        rules = (
            "TEG-COLONIZE",
            "TEG-COLONIZE-FIRST",
            "TEG-COLONIZE-TAKE",
            "TEG-REPLACE-PLANET",
            "TEG-VP-SOURCES",
        )
    else:
        del row[at]
        repl = _("the planet deck is empty, so nothing replaces it")
        rules = (
            "TEG-COLONIZE",
            "TEG-COLONIZE-FIRST",
            "TEG-COLONIZE-TAKE",
            "TEG-DECK-EMPTY",
            "TEG-VP-SOURCES",
        )
    d["row"] = tuple(row)
    s.emit(
        _(
            "colonizes {world} ({points} VP, now {total} VP); ships of {players} return "
            "to their Galaxy Mats"
        ).format(world=planet.name, points=planet.vp, total=vp(s, p), players=", ".join(returned))
        + "; "
        + repl,
        *rules,
        actor=p,
    )
    check_end(s, p)
    if not d["deck"] and not d["triggered"]:
        d["triggered"] = True
        d["triggered_by"] = p
        s.emit(
            _(
                "the planet deck is empty: the end is triggered; play goes on until all "
                "players have had equal turns"
            ),
            "TEG-END-NO-PLANETS",
            "TEG-END-EQUAL-TURNS",
            actor=p,
        )


def check_end(s: TEGState, p: int, turn_over: bool = False) -> None:
    """Trigger the end if ``p`` now has 21 VP or more without missions (TEG-END-TRIGGER).

    Checked when VP change (colonizing, upgrading), so the player who reaches 21
    first triggers it, a follower too; ``turn_over`` when called after the
    active player's turn count went up.
    """
    d = s.data
    if d["triggered"] or vp(s, p) < END_VP:
        return
    d["triggered"] = True
    d["triggered_by"] = p
    a = d["active"]
    # the start player (P1) does not play again: everyone ends with P1's turn count
    turns = d["turns"][0] + (1 if a == 0 and not turn_over else 0)
    rules = ["TEG-END-TRIGGER", "TEG-PLAY-UNTIL-21", "TEG-END-EQUAL-TURNS", "TEG-END-PLAY-ON"]
    if p != a:
        rules.append("TEG-END-BY-FOLLOWER")
    s.emit(
        ngettext(
            "P{n} has {points} VP (without secret missions): the end is triggered; "
            "play goes on until all have had {turns} turn",
            "P{n} has {points} VP (without secret missions): the end is triggered; "
            "play goes on until all have had {turns} turns",
            turns,
        ),
        *rules,
        actor=p,
        n=p + 1,
        points=vp(s, p),
        turns=turns,
    )


# ------------------------------------------------------------ turn flow
def resolved(s: TEGState) -> None:
    """A die action (own or copied) is complete: offer it to followers, or go on."""
    d = s.data
    face, queue, follower = d["follow"]
    if queue is None:
        queue = _RIVALS[s.players][d["active"]]
    ask_next(s, face, queue)


def ask_next(s: TEGState, face: str, queue: tuple[int, ...]) -> None:
    """Ask the next rival in ``queue`` (clockwise from the active player's left) who
    can follow the ``face`` die."""
    d = s.data
    culture = d["culture"]
    while queue:
        q, queue = queue[0], queue[1:]
        if culture[q] >= FOLLOW_COST and can_copy(s, q, face):
            d["follow"] = Follow(face, queue, q)
            s.goto("follow")
            s.to_act = q
            return
    d["follow"] = None
    a = d["active"]
    s.to_act = a
    if 0 in d["used"]:
        s.goto("action")
    else:
        s.goto("turn_end")
        s.emit(
            _("has no inactive die left; the turn ends"),
            "TEG-AUTO-END-TURN",
            "TEG-FOLLOW-LAST",
            actor=a,
        )
        end_turn(s)


def roll(s: TEGState) -> None:
    """The active player rolls its dice (TEG-ROLL): a new turn's Control Mat."""
    d = s.data
    a = d["active"]
    count = DICE_BY_LEVEL[d["empire_level"][a] - 1]
    draw = s.chance.draw
    d["dice"] = tuple([draw("die", FACES) for _i in range(count)])
    d["used"] = (0,) * count
    d["rerolls"] = 0
    d["converted"] = False
    s.emit(
        _("rolls {n} dice (empire level {level}): {faces}"),
        "TEG-ROLL",
        "TEG-CONSULT-TRACK",
        "TEG-EMPIRE-LEVEL",
        "TEG-EMPIRE-TRACK",
        actor=a,
        n=count,
        level=d["empire_level"][a],
        faces=Later(faces_list, d["dice"]),
    )
    s.goto("action")
    s.to_act = a


def end_turn(s: TEGState) -> None:
    """The end of the active player's turn: the end trigger, the final scoring or the next roll."""
    d = s.data
    a = d["active"]
    n = s.players
    put(s, "turns", a, d["turns"][a] + 1)
    s.turn += 1
    if not d["triggered"]:
        # a position set up past 21 VP: the first seat with the most VP triggers
        vps = [vp(s, q) for q in range(n)]
        top = max(vps)
        if top >= END_VP:
            check_end(s, vps.index(top), turn_over=True)
    if d["triggered"] and a == n - 1:
        s.goto("score")
        scoring.score(s)
        return
    d["active"] = (a + 1) % n
    d["dice"] = ()
    d["used"] = ()
    s.goto("roll")
    roll(s)
