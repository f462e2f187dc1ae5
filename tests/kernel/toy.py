"""A tiny race game used to test the kernel on its own (not a registered game).

Two to three players take turns rolling a die (chance) and moving that many
spaces, or passing once per game; the first to reach space 10 wins.
"""

from __future__ import annotations

from typing import TypedDict

from lunarrules.kernel import (
    Action,
    ActionKind,
    Assumption,
    Cost,
    Game,
    Option,
    Param,
    Phase,
    Requirement,
    Rule,
    RuleBook,
    Seed,
    State,
    Transition,
)

RULES = RuleBook(
    "004_2e522f3cfc1db453.txt",
    [
        Rule("TOY-TURN", "Players act in turn order.", Seed("o jogo segue em sentido horário")),
        Rule("TOY-ROLL", "Roll the die and move.", Assumption("toy game"), ("roll",)),
        Rule("TOY-PASS-ONCE", "Pass at most once per game.", Assumption("toy game"), ("pass",)),
        Rule("TOY-BOOST", "A boost costs 1 energy.", Assumption("toy game"), ("boost",)),
        Rule("TOY-END", "First to 10 wins.", Assumption("toy game")),
        Rule("TOY-GOAL", "Variant goal.", __import__("lunarrules").kernel.Variant("TOY-END", "goal")),
    ],
)


def _energy(s, a):
    return s.data["energy"][a.actor]


KINDS = (
    ActionKind("roll", "Roll and move", rules=("TOY-ROLL",), chance=True, produces=("position",)),
    ActionKind(
        "pass",
        "Pass",
        requires=(
            Requirement(
                "TOY-PASS-ONCE",
                "not passed before",
                lambda s, a: "you have already passed once" if s.data["passed"][a.actor] else None,
                needs=("pass left",),
            ),
        ),
        rules=("TOY-PASS-ONCE",),
    ),
    ActionKind(
        "boost",
        "Boost forward",
        params=(Param("steps", "int"),),
        requires=(Cost("energy", lambda s, a: a["steps"], _energy, "TOY-BOOST", what="boost"),),
        rules=("TOY-BOOST",),
        unlocks=("roll",),
    ),
)

PHASES = (
    Phase("turn", "Take a turn", "decision", ("roll", "pass", "boost"),
          (Transition("turn", "nobody at 10"), Transition("end", "someone at 10"))),
    Phase("end", "Game end", "end"),
)


class ToyTable(TypedDict):
    """The race track: each seat's space, whether it has passed, its energy."""

    pos: list[int]  # the space each player's pawn is on, from 0
    passed: list[bool]  # whether each player has used their one pass
    energy: list[int]
    """Energy each player has left for boosts (0 to 2)."""


class ToyState(State):
    def _position_problems(self):
        d, n = self.data, self.players
        out = [f"{k}: one value per player ({n}), not {len(d[k])}"
               for k in ("pos", "passed", "energy") if len(d[k]) != n]
        out += [f"energy[{i}]: {e} is not from 0 to 2" for i, e in enumerate(d["energy"])
                if not 0 <= e <= 2]
        out += [f"pos[{i}]: {x} is below 0" for i, x in enumerate(d["pos"]) if x < 0]
        if not self.is_over:
            out += [f"pos[{i}]: {x} has reached the goal, but the game goes on"
                    for i, x in enumerate(d["pos"]) if x >= self.options["goal"]]
        return out

    def _setup(self):
        n = self.players
        self.data = {"pos": [0] * n, "passed": [False] * n, "energy": [2] * n}
        self.to_act = 0

    def _clone_data(self):
        d = self.data
        return {"pos": d["pos"][:], "passed": d["passed"][:], "energy": d["energy"][:]}

    def _legal_actions(self):
        p = self.to_act
        out = [Action.of(p, "roll")]
        if not self.data["passed"][p]:
            out.append(Action.of(p, "pass"))
        for k in range(1, self.data["energy"][p] + 1):
            out.append(Action.of(p, "boost", steps=k))
        return out

    def _check(self, action):
        if action.kind == "boost" and action["steps"] < 1:
            self.refuse(f"boost needs at least 1 step, not {action['steps']}", "TOY-BOOST")

    def _execute(self, action):
        p = action.actor
        if action.kind == "roll":
            n = self.chance.draw("die", (1, 2, 3, 4, 5, 6))
            self.data["pos"][p] += n
            self.emit("rolled {n}", "TOY-ROLL", actor=p, n=n)
        elif action.kind == "pass":
            self.data["passed"][p] = True
            self.emit("passed", "TOY-PASS-ONCE", actor=p)
        else:
            self.data["energy"][p] -= action["steps"]
            self.data["pos"][p] += action["steps"]
            self.emit("boosted {steps}", "TOY-BOOST", actor=p, steps=action["steps"])
        goal = self.options["goal"]
        if self.data["pos"][p] >= goal:
            self.finish(self.data["pos"], [p], f"P{p + 1} reached {goal}", ["TOY-END"])
            return
        self.goto("turn")
        self.to_act = (p + 1) % self.players

    def _scores(self):
        return list(self.data["pos"])


GAME = Game(
    id="toy_race",
    title="Toy race",
    summary="A tiny race to space 10, for testing the kernel.",
    players=(2, 3),
    state_class=ToyState,
    rules=RULES,
    phases=PHASES,
    start="turn",
    action_kinds=KINDS,
    options=(Option("goal", 10, (10, 15), "target space", rule="TOY-GOAL"),),
    chance={"die": (1, 2, 3, 4, 5, 6)},
    table=ToyTable,
    turn_rule="TOY-TURN",
    end_rule="TOY-END",
)
