"""The Tiny Epic Galaxies position and its moves.

``data`` (the table, described field by field in :mod:`.table`) holds only
immutable values, so copying a position is a shallow dict copy and a move
replaces the values it changes. Per player (tuples indexed by seat):
``energy``, ``culture``, ``empire_level``, ``ships`` (per player a tuple of locations:
``None`` on the player's own Galaxy Mat, a :class:`~.table.ShipAt` otherwise),
``colonies``, ``mission`` / ``missions_dealt`` and ``turns``. For the table: ``row``
(face-up planets), ``deck`` (an unordered pile, drawn with chance key
``"planet"``), ``missions_left``, ``triggered`` and ``triggered_by``. For the
turn: ``active``, ``dice`` / ``used``, ``rerolls``, ``converted``, ``follow``
(a :class:`~.table.Follow`) and ``planet_action`` (a :class:`~.table.PlanetAction`).
"""

from __future__ import annotations

from lunarrules.i18n import _, join_words, ngettext
from lunarrules.kernel import Action, Later, State

from . import legal, scoring
from .content import MAX_PLAYERS, catalogue
from .params import (
    DICE_BY_LEVEL,
    EMPIRE_VP,
    END_VP,
    EXTRA_PLANETS,
    FACES,
    FOLLOW_COST,
    KIND_FACE,
    MAX_LEVEL,
    MISSIONS_DEALT,
    PLANETS_5P,
    REROLL_COST,
    RESOURCE_CAP,
    SHIPS_BY_LEVEL,
    START_CULTURE,
    START_ENERGY,
)
from .position import table_problems
from .table import Follow, PlanetAction, ShipAt
from .words import describe, face_short, faces_list, faces_short, spaces_words, vp_gained

# TEG-FOLLOW-ORDER: each seat's rivals, clockwise from its left, by number of players.
_RIVALS = {n: tuple(tuple((a + k) % n for k in range(1, n)) for a in range(n))
           for n in range(2, MAX_PLAYERS + 1)}

# An activated die offered to nobody yet, per face (TEG-FOLLOW): records are immutable.
_OFFERED = {face: Follow(face, None, None) for face in FACES}


def _rerolled_words(dice: tuple, faces: tuple) -> str:
    """The dice rerolled (1-based positions) and what each now shows among all the
    ``faces`` ("die 1 to move and die 3 to energy"), for a log line (put together when
    the line is read)."""
    each = _("die {die_no} to {face}")
    return join_words([each.format(die_no=i, face=f)
                       for i, f in zip(dice, faces_short([faces[i - 1] for i in dice]),
                                       strict=True)])


class TEGState(State):
    """A position of Tiny Epic Galaxies (see the module docstring for ``data``)."""

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        self.cat = cat = catalogue(self.game.content)
        n = self.players
        deck = list(cat.planets)
        shown = n + EXTRA_PLANETS
        reveal: tuple[str, ...]
        if n == 5:
            if self.options.get("planets_5p_plus_two"):
                reveal = ("TEG-SETUP-PLANETS", "TEG-PLANETS-5P-PLUS-TWO")
            else:
                shown = PLANETS_5P
                reveal = ("TEG-SETUP-EXAMPLE-5P", "TEG-SETUP-PLANETS-5P")
        elif n == 3:
            reveal = ("TEG-SETUP-PLANETS", "TEG-SETUP-EXAMPLE-3P")
        else:
            reveal = ("TEG-SETUP-PLANETS",)
        row = []
        for _i in range(shown):
            pid = self.chance.draw("planet", tuple(deck))
            deck.remove(pid)
            row.append(pid)
        pile = list(cat.missions)
        dealt = []
        for _i in range(n):
            hand = []
            for _j in range(MISSIONS_DEALT):
                mid = self.chance.draw("mission", tuple(pile))
                pile.remove(mid)
                hand.append(mid)
            dealt.append(tuple(hand))
        offers = tuple(dealt)
        self.data = {
            "energy": (START_ENERGY,) * n,
            "culture": (START_CULTURE,) * n,
            "empire_level": (1,) * n,
            "ships": ((None,) * SHIPS_BY_LEVEL[0],) * n,
            "colonies": ((),) * n,
            "mission": (None,) * n,
            "missions_dealt": offers,
            "turns": (0,) * n,
            "row": tuple(row),
            "deck": tuple(deck),
            "missions_left": len(pile),
            "active": 0,
            "triggered": False,
            "triggered_by": None,
            "dice": (),
            "used": (),
            "rerolls": 0,
            "converted": False,
            "follow": None,
            "planet_action": None,
        }
        self.emit(_("shuffled the planet deck and revealed {n} planets: {worlds}"),
                  "TEG-SHUFFLE-PLANETS", *reveal, n=shown,
                  worlds=", ".join(cat.planets[p].name for p in row))
        self.emit(_("each player (P1..P{n}) has a Galaxy Mat and {ship_n} ships: {home} on the "
                    "Galaxy Mat, {tracker} on the ship tracker; {culture_n} culture, {energy_n} "
                    "energy, empire level 1"),
                  "TEG-SETUP-MAT", "TEG-SETUP-TOKENS", "TEG-SETUP-SHIPS", "TEG-SETUP-RESOURCES",
                  "TEG-SETUP-EMPIRE", n=n, ship_n=SHIPS_BY_LEVEL[-1], home=SHIPS_BY_LEVEL[0],
                  tracker=SHIPS_BY_LEVEL[-1] - SHIPS_BY_LEVEL[0], culture_n=START_CULTURE,
                  energy_n=START_ENERGY)
        self.emit(_("dealt {n} secret missions to each player; the other {left} go back to the "
                    "box"),
                  "TEG-SETUP-MISSIONS", "TEG-MISSIONS-BOX", n=MISSIONS_DEALT, left=len(pile))
        self.goto("mission")
        self.to_act = 0

    def _restore(self) -> None:
        self.cat = catalogue(self.game.content)

    def _position_problems(self) -> list[str]:
        return table_problems(self)

    def _clone_data(self) -> dict:
        # Every value in the table is immutable (ints, strings, tuples), so a
        # shallow copy of the dict is a full copy; changes replace whole values.
        return self.data.copy()

    # ------------------------------------------ listing and refusals (legal.py)
    def _legal_actions(self) -> list[Action]:
        return legal.legal_actions(self)

    def _check(self, action: Action) -> None:
        legal.check(self, action)

    # ----------------------------------------------- scoring and views (scoring.py)
    def measure(self, player: int, name: str) -> int:
        """One of the mission measures (``content.MEASURES``) of ``player`` now."""
        return scoring.measure(self, player, name)

    def mission_result(self, player: int) -> tuple[int, str, tuple[str, ...]]:
        """``player``'s kept secret mission now: bonus VP, why in words, rule ids."""
        return scoring.mission_result(self, player)

    def mission_vp(self, player: int) -> int:
        """Bonus VP of ``player``'s kept secret mission now (0 if not completed)."""
        return scoring.mission_vp(self, player)

    def mission_done(self, player: int) -> bool:
        """Whether ``player``'s kept secret mission is completed now."""
        return scoring.mission_done(self, player)

    def breakdown(self) -> list[dict]:
        """Per player: planet VP, empire VP, mission VP, total and the tie-break figures."""
        return scoring.breakdown(self)

    def _view(self, player: int | None) -> dict:
        return scoring.view(self, player)

    # ---------------------------------------------------------------- helpers
    def vp(self, player: int) -> int:
        """Victory points of ``player`` without secret missions (what triggers the end).

        Parameters
        ----------
        player : int
            0-based seat.

        Returns
        -------
        int
            Colonized planets' VP plus the empire level's VP (``TEG-EMPIRE-VP``).
        """
        d = self.data
        planets = self.cat.planets
        vp = EMPIRE_VP[d["empire_level"][player] - 1]
        for p in d["colonies"][player]:
            vp += planets[p].vp
        return vp

    def _describe(self, action: Action) -> str:
        return describe(self, action)

    def _scores(self) -> list[float]:
        return [self.vp(p) for p in range(self.players)]

    def _picture(self) -> str:
        """The Control Mat, the planets with their ships and every Galaxy Mat (see :mod:`.picture`)."""
        from .picture import picture

        return picture(self)

    def _gain(self, p: int, resource: str, amount: int) -> int:
        have = self.data[resource][p]
        new = min(RESOURCE_CAP, have + amount)
        self._put(resource, p, new)
        return new - have

    def _put(self, key: str, i: int, value) -> None:
        """Replace item ``i`` of the tuple ``data[key]`` (the table is immutable values)."""
        t = self.data[key]
        self.data[key] = t[:i] + (value,) + t[i + 1:]

    def _set_ship(self, p: int, j: int, loc) -> None:
        ships = self.data["ships"][p]
        self._put("ships", p, ships[:j] + (loc,) + ships[j + 1:])

    # ---------------------------------------------------------------- execute
    def _execute(self, action: Action) -> None:
        self._run(action)
        # List the next legal actions now: replaying a save (or any apply of an action
        # given as text) then finds its action in the list instead of re-deriving every
        # requirement, and a random playout needs the list anyway.
        self.legal_actions()

    def _run(self, action: Action) -> None:
        kind = action.kind
        p = action.actor
        d = self.data
        if kind in KIND_FACE:
            if self.phase == "action":
                face = KIND_FACE[kind]
                used = d["used"]
                dice = d["dice"]
                for i, f in enumerate(dice):
                    if f == face and used[i] == 0:
                        self._put("used", i, 1)
                        break
                d["follow"] = _OFFERED[face]
                self.emit(_("activates die {die_no} ({face}): it goes to the Activation "
                            "Bay"),
                          "TEG-ACTIVATE", "TEG-FACE-ACTIONS", "TEG-ACTIVATE-ANY-ORDER",
                          "TEG-DIE-ONCE", actor=p, die_no=i + 1, face=Later(face_short, face))
            self._die_action(p, action)
        elif kind == "reroll":
            self._reroll(p, action["dice"])
        elif kind == "convert":
            i, j = action["dice"]
            self._put("used", i - 1, 2)
            self._put("used", j - 1, 2)
            d["converted"] = True
            self.emit(_("places dice {die_no} and {other} on the converter (spent)"),
                      "TEG-CONVERTER", "TEG-CONVERTER-SPENT", "TEG-CONVERTER-ONCE", actor=p,
                      die_no=i, other=j)
            self.goto("converter")
        elif kind == "set_face":
            k, face = action["die"], action["face"]
            old = d["dice"][k - 1]
            self._put("dice", k - 1, face)
            self.emit(_("turns die {die_no} from {old} to {new}"),
                      "TEG-CONVERTER", "TEG-CONVERTER-FACE", actor=p, die_no=k, old=Later(face_short, old),
                      new=Later(face_short, face))
            self.goto("action")
        elif kind == "use_planet":
            self._planet_effect(p, action["target"])
        elif kind == "skip_planet":
            pid = d["planet_action"][0]
            d["planet_action"] = None
            self.emit(_("does not use {world}'s action"),
                      "TEG-LAND", actor=p, world=self.cat.planets[pid].name)
            self._resolved()
        elif kind == "follow":
            self._put("culture", p, d["culture"][p] - FOLLOW_COST)
            face = d["follow"][0]
            self.emit(_("follows the {face} die for {cost} culture"),
                      "TEG-FOLLOW", "TEG-FOLLOW-COST", "TEG-FOLLOW-COPY", actor=p,
                      face=Later(face_short, face), cost=FOLLOW_COST)
            self.goto("follow_act")
        elif kind == "decline":
            self.emit(_("does not follow"), "TEG-FOLLOW", actor=p)
            face, queue, _follower = d["follow"]
            self._ask_next(face, queue)
        elif kind == "end_turn":
            self.emit(_("ends the turn"), "TEG-END-TURN", actor=p)
            self.goto("turn_end")
            self._end_turn()
        elif kind == "keep_mission":
            mid = action["mission"]
            self._put("mission", p, mid)
            d["missions_dealt"] = d["missions_dealt"][:p] + ((),) + d["missions_dealt"][p + 1:]
            self.emit(_("keeps one secret mission and discards the other"), "TEG-SETUP-MISSIONS",
                      actor=p)
            if p + 1 < self.players:
                self.goto("mission")
                self.to_act = p + 1
            else:
                self.emit(_("P1, taken as the youngest player, starts; play goes clockwise"),
                          "TEG-TURN-ORDER", "TEG-START-PLAYER")
                self.goto("roll")
                self._roll()

    def _die_action(self, p: int, action: Action) -> None:
        kind = action.kind
        d = self.data
        planets = self.cat.planets
        if kind == "move":
            j = action["ship"] - 1
            to, mode = action["to"], action["mode"]
            if to.startswith("mat"):
                self._set_ship(p, j, None)
                self.emit(_("moves ship {ship_no} back to its Galaxy Mat"),
                          "TEG-MOVE-HOME", actor=p, ship_no=j + 1)
                self._resolved()
            elif mode == "land":
                self._set_ship(p, j, ShipAt(to, -1))
                self.emit(_("lands ship {ship_no} on {world}"),
                          "TEG-MOVE", "TEG-LAND-OR-ORBIT", "TEG-LAND", actor=p, ship_no=j + 1,
                          world=planets[to].name)
                d["planet_action"] = PlanetAction(to, p)
                self.goto("planet")
                self.to_act = p
            else:
                self._set_ship(p, j, ShipAt(to, 0))
                self.emit(_("puts ship {ship_no} in orbit of {world} (colony track, starting "
                            "space; {kind} advances it)"),
                          "TEG-MOVE", "TEG-LAND-OR-ORBIT", "TEG-ORBIT", "TEG-ORBIT-SYMBOL", actor=p,
                          ship_no=j + 1, world=planets[to].name,
                          kind=Later(face_short, planets[to].track_kind))
                self._resolved()
        elif kind == "energy" or kind == "culture":
            gain = 0
            home = 0
            for loc in d["ships"][p]:
                if loc is None:
                    home += 1
                elif planets[loc[0]].symbol == kind:
                    gain += 1
            if kind == "energy":
                gain += home
                acquire: tuple[str, ...] = ("TEG-ACQUIRE", "TEG-PLANET-RESOURCES", "TEG-ACQUIRE-HOME")
            else:
                acquire = ("TEG-ACQUIRE", "TEG-PLANET-RESOURCES")
            got = self._gain(p, kind, gain)
            if got < gain:
                # the rare line that also says what the cap took: its two messages share
                # the field name {n}, so it is put together now
                text = _("acquires {n} {resource} (now {total})").format(
                    n=got, resource=face_short(kind), total=d[kind][p])
                text += "; " + _("{n} lost over the cap of {cap}").format(n=gain - got,
                                                                           cap=RESOURCE_CAP)
                self.emit(text, *acquire, "TEG-RESOURCE-CAP", actor=p)
            else:
                self.emit(_("acquires {n} {resource} (now {total})"), *acquire, actor=p, n=got,
                          resource=Later(face_short, kind), total=d[kind][p])
            self._resolved()
        elif kind == "diplomacy" or kind == "economy":
            pid = action["planet"]
            self._advance(p, pid, 1, ("TEG-ADVANCE", "TEG-ADVANCE-ORBIT", "TEG-ADVANCE-SYMBOL"))
            self._resolved()
        elif kind == "upgrade":
            pay = action["pay"]
            level = d["empire_level"][p]
            self._put(pay, p, d[pay][p] - (level + 1))
            self._put("empire_level", p, level + 1)
            rules = ["TEG-UTILIZE", "TEG-MAT-ACTION", "TEG-UPGRADE-COST", "TEG-UPGRADE-ONE-KIND",
                     "TEG-UPGRADE-GAINS", "TEG-UPGRADE-DIE"]
            text = _("upgrades the empire to level {level} for {cost} {resource} ({points})").format(
                level=level + 1, cost=level + 1, resource=face_short(pay),
                points=vp_gained(EMPIRE_VP[level]))
            if SHIPS_BY_LEVEL[level] > SHIPS_BY_LEVEL[level - 1]:
                self._put("ships", p, d["ships"][p] + (None,))
                rules.append("TEG-UPGRADE-SHIP")
                text += "; " + _("a new ship (ship {ship_no}) is on its Galaxy Mat, usable now").format(
                    ship_no=len(d["ships"][p]))
            if DICE_BY_LEVEL[level] > DICE_BY_LEVEL[level - 1]:
                text += "; " + ngettext("{n} die from its next turn", "{n} dice from its next turn",
                                        DICE_BY_LEVEL[level]).format(n=DICE_BY_LEVEL[level])
            self.emit(text, *rules, actor=p)
            self._check_end(p)
            self._resolved()
        elif kind == "use_colony":
            pid = action["planet"]
            self.emit(_("utilizes its colony {world}"),
                      "TEG-UTILIZE", actor=p, world=planets[pid].name)
            d["planet_action"] = PlanetAction(pid, p)
            self.goto("planet")
            self.to_act = p

    def _advance(self, p: int, pid: str, steps: int, rules: tuple) -> None:
        """Advance p's ship on pid's colony track; colonize at the end of the track."""
        ships = self.data["ships"][p]
        planet = self.cat.planets[pid]
        j = next(i for i, x in enumerate(ships) if x is not None and x[0] == pid and x[1] >= 0)
        loc = ships[j]
        step = min(planet.track, loc[1] + steps)
        self._set_ship(p, j, ShipAt(pid, step))
        self.emit(_("advances ship {ship_no} on {world}'s colony track to space {step} of "
                    "{track}"),
                  *rules, actor=p, ship_no=j + 1, world=planet.name, step=step, track=planet.track)
        if step >= planet.track:
            self._colonize(p, pid)

    def _colonize(self, p: int, pid: str) -> None:
        d = self.data
        planet = self.cat.planets[pid]
        self.goto("colonize")
        returned = []
        for q in range(self.players):
            ships = d["ships"][q]
            if any(loc is not None and loc[0] == pid for loc in ships):
                self._put("ships", q, tuple(None if (loc is not None and loc[0] == pid) else loc
                                            for loc in ships))
                returned.append(f"P{q + 1}")
        self._put("colonies", p, d["colonies"][p] + (pid,))
        row = list(d["row"])
        at = row.index(pid)
        if d["deck"]:
            new = self.chance.draw("planet", d["deck"])
            d["deck"] = tuple(x for x in d["deck"] if x != new)
            row[at] = new
            repl = _("{world} is drawn into its place").format(world=self.cat.planets[new].name)
            rules = ("TEG-COLONIZE", "TEG-COLONIZE-FIRST", "TEG-COLONIZE-TAKE", "TEG-REPLACE-PLANET",
                     "TEG-VP-SOURCES")
        else:
            del row[at]
            repl = _("the planet deck is empty, so nothing replaces it")
            rules = ("TEG-COLONIZE", "TEG-COLONIZE-FIRST", "TEG-COLONIZE-TAKE", "TEG-DECK-EMPTY",
                     "TEG-VP-SOURCES")
        d["row"] = tuple(row)
        self.emit(_("colonizes {world} ({points} VP, now {total} VP); ships of {players} return "
                    "to their Galaxy Mats").format(world=planet.name, points=planet.vp,
                                                   total=self.vp(p), players=", ".join(returned))
                  + "; " + repl, *rules, actor=p)
        self._check_end(p)
        if not d["deck"] and not d["triggered"]:
            d["triggered"] = True
            d["triggered_by"] = p
            self.emit(_("the planet deck is empty: the end is triggered; play goes on until all "
                        "players have had equal turns"), "TEG-END-NO-PLANETS", "TEG-END-EQUAL-TURNS",
                      actor=p)

    def _check_end(self, p: int, turn_over: bool = False) -> None:
        """Trigger the end if ``p`` now has 21 VP or more without missions (TEG-END-TRIGGER).

        Checked when VP change (colonizing, upgrading), so the player who reaches 21
        first triggers it, a follower too; ``turn_over`` when called after the
        active player's turn count went up.
        """
        d = self.data
        if d["triggered"] or self.vp(p) < END_VP:
            return
        d["triggered"] = True
        d["triggered_by"] = p
        a = d["active"]
        # the start player (P1) does not play again: everyone ends with P1's turn count
        turns = d["turns"][0] + (1 if a == 0 and not turn_over else 0)
        rules = ["TEG-END-TRIGGER", "TEG-PLAY-UNTIL-21", "TEG-END-EQUAL-TURNS", "TEG-END-PLAY-ON"]
        if p != a:
            rules.append("TEG-END-BY-FOLLOWER")
        self.emit(ngettext("P{n} has {points} VP (without secret missions): the end is triggered; "
                           "play goes on until all have had {turns} turn",
                           "P{n} has {points} VP (without secret missions): the end is triggered; "
                           "play goes on until all have had {turns} turns", turns),
                  *rules, actor=p, n=p + 1, points=self.vp(p), turns=turns)

    def _planet_effect(self, p: int, target: str) -> None:
        d = self.data
        pid = d["planet_action"][0]
        d["planet_action"] = None
        planet = self.cat.planets[pid]
        eff = planet.effect
        if eff == "energy" or eff == "culture":
            got = self._gain(p, eff, planet.amount)
            self.emit(_("uses {world}'s action: gains {n} {resource} (now {total})"),
                      "TEG-LAND", "TEG-PLANETS-SAMPLE",
                      *(("TEG-RESOURCE-CAP",) if got < planet.amount else ()), actor=p,
                      world=planet.name, n=got, resource=Later(face_short, eff), total=d[eff][p])
        elif eff == "advance":
            self.emit(_("uses {world}'s action: advance a ship"),
                      "TEG-LAND", "TEG-PLANETS-SAMPLE", actor=p, world=planet.name)
            self._advance(p, target, planet.amount, ("TEG-PLANETS-SAMPLE",))
        elif eff == "regress":
            who, tp = target.split(".")
            q = int(who[1:]) - 1
            ships = d["ships"][q]
            j = next(i for i, x in enumerate(ships) if x is not None and x[0] == tp and x[1] >= 0)
            space = ships[j][1]
            new = max(0, space - planet.amount)
            self._set_ship(q, j, ShipAt(tp, new))
            back = space - new
            spaces = spaces_words(back)
            rules = ["TEG-PLANETS-SAMPLE", "TEG-REGRESS"]
            fields = {"world": planet.name, "player": who, "other": self.cat.planets[tp].name,
                      "spaces": spaces, "n": new, "track": self.cat.planets[tp].track,
                      "amount": planet.amount}
            if back < planet.amount:
                text = _("uses {world}'s action: moves {player}'s ship on {other}'s colony track "
                         "back {spaces}, to space {n} of {track} (only {spaces} of {amount}: a "
                         "ship cannot be regressed off its colony track)").format(**fields)
                rules.append("TEG-REGRESS-FLOOR")
            else:
                text = _("uses {world}'s action: moves {player}'s ship on {other}'s colony track "
                         "back {spaces}, to space {n} of {track}").format(**fields)
            self.emit(text, *rules, actor=p)
        else:
            who, tp, mode = target.split(".")
            q = int(who[1:]) - 1
            ships = d["ships"][q]
            j = next(i for i, x in enumerate(ships)
                     if x is not None and x[0] == tp and (x[1] < 0) == (mode == "surface"))
            self._set_ship(q, j, None)
            if mode == "surface":
                text = _("uses {world}'s action: displaces {player}'s ship {ship_no} from {other} "
                         "(surface); it returns to its Galaxy Mat")
            else:
                text = _("uses {world}'s action: displaces {player}'s ship {ship_no} from {other} "
                         "(orbit); it returns to its Galaxy Mat")
            self.emit(text,
                      "TEG-PLANETS-SAMPLE", "TEG-DISPLACED-RETURNS", "TEG-SHARE-SPACES", actor=p,
                      world=planet.name, player=who, ship_no=j + 1, other=self.cat.planets[tp].name)
        self._resolved()

    # ------------------------------------------------------------ turn flow
    def _resolved(self) -> None:
        """A die action (own or copied) is complete: offer it to followers, or go on."""
        d = self.data
        face, queue, follower = d["follow"]
        if queue is None:
            queue = _RIVALS[self.players][d["active"]]
        self._ask_next(face, queue)

    def _ask_next(self, face: str, queue: tuple[int, ...]) -> None:
        """Ask the next rival in ``queue`` (clockwise from the active player's left) who
        can follow the ``face`` die."""
        d = self.data
        culture = d["culture"]
        while queue:
            s, queue = queue[0], queue[1:]
            if culture[s] >= FOLLOW_COST and self._can_copy(s, face):
                d["follow"] = Follow(face, queue, s)
                self.goto("follow")
                self.to_act = s
                return
        d["follow"] = None
        a = d["active"]
        self.to_act = a
        if 0 in d["used"]:
            self.goto("action")
        else:
            self.goto("turn_end")
            self.emit(_("has no inactive die left; the turn ends"), "TEG-AUTO-END-TURN",
                      "TEG-FOLLOW-LAST", actor=a)
            self._end_turn()

    def _can_copy(self, s: int, face: str) -> bool:
        """Whether ``s`` could carry out ``face`` after paying to follow (TEG-FOLLOW-USEFUL)."""
        d = self.data
        ships = d["ships"][s]
        if face == "energy" or face == "culture":
            return True
        if face == "move":
            row = d["row"]
            for loc in ships:
                if loc is not None:
                    return True  # it can always go back to its Galaxy Mat
            return bool(row)
        if face == "diplomacy" or face == "economy":
            planets = self.cat.planets
            return any(loc is not None and loc[1] >= 0 and planets[loc[0]].track_kind == face
                       for loc in ships)
        level = d["empire_level"][s]
        if d["colonies"][s]:
            return True
        return level < MAX_LEVEL and (d["energy"][s] > level
                                      or d["culture"][s] - FOLLOW_COST > level)

    def _reroll(self, p: int, dice: tuple) -> None:
        d = self.data
        paid = 0
        if d["rerolls"] > 0:
            self._put("energy", p, d["energy"][p] - REROLL_COST)
            paid = REROLL_COST
        d["rerolls"] += 1
        faces = list(d["dice"])
        draw = self.chance.draw
        for i in dice:
            faces[i - 1] = draw("die", FACES)
        d["dice"] = tuple(faces)
        shown = Later(_rerolled_words, dice, d["dice"])
        if paid:
            text = _("rerolls {dice_list} for {cost} energy (now {total})")
            rules = ("TEG-REROLL", "TEG-REROLL-COST")
        else:
            text = _("rerolls {dice_list} (first reroll this turn: free)")
            rules = ("TEG-REROLL", "TEG-REROLL-FREE")
        if self.phase == "planet":
            text += "; " + _("{world}'s action still waits to be used or skipped")
            self.emit(text, *rules, actor=p, dice_list=shown, cost=paid, total=d["energy"][p],
                      world=self.cat.planets[d["planet_action"][0]].name)
        else:
            self.emit(text, *rules, actor=p, dice_list=shown, cost=paid, total=d["energy"][p])
        # back to where the reroll was made: the dice, or the planet's waiting action
        self.goto(self.phase)

    def _roll(self) -> None:
        d = self.data
        a = d["active"]
        count = DICE_BY_LEVEL[d["empire_level"][a] - 1]
        draw = self.chance.draw
        d["dice"] = tuple([draw("die", FACES) for _i in range(count)])
        d["used"] = (0,) * count
        d["rerolls"] = 0
        d["converted"] = False
        self.emit(_("rolls {n} dice (empire level {level}): {faces}"),
                  "TEG-ROLL", "TEG-CONSULT-TRACK", "TEG-EMPIRE-LEVEL", "TEG-EMPIRE-TRACK", actor=a,
                  n=count, level=d["empire_level"][a], faces=Later(faces_list, d["dice"]))
        self.goto("action")
        self.to_act = a

    def _end_turn(self) -> None:
        d = self.data
        a = d["active"]
        n = self.players
        self._put("turns", a, d["turns"][a] + 1)
        self.turn += 1
        if not d["triggered"]:
            # a position set up past 21 VP: the first seat with the most VP triggers
            vps = [self.vp(q) for q in range(n)]
            top = max(vps)
            if top >= END_VP:
                self._check_end(vps.index(top), turn_over=True)
        if d["triggered"] and a == n - 1:
            self.goto("score")
            scoring.score(self)
            return
        d["active"] = (a + 1) % n
        d["dice"] = ()
        d["used"] = ()
        self.goto("roll")
        self._roll()
