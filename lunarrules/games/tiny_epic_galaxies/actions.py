"""Action kinds of Tiny Epic Galaxies: parameters, requirements, products, unlocks.

Die actions (``move``, ``energy``, ``culture``, ``diplomacy``, ``economy``,
``upgrade``, ``use_colony``) name no die: dice showing the same face are
interchangeable, so activating one takes the first inactive die with that face
(in the follow step, a follower copies the followed die's face). Rerolls and the
converter name dice by their 1-based position on the Control Mat.
"""

from __future__ import annotations

from lunarrules.kernel import ActionKind, Cost, Param, Requirement

from .params import FOLLOW_COST, KIND_FACE, MAX_LEVEL, REROLL_COST

FACE_WORD = {
    "move": "move", "energy": "acquire energy", "culture": "acquire culture",
    "diplomacy": "diplomacy", "economy": "economy", "colony": "utilize colony",
}


# What each die action does, as the subject of a refusal ("acquiring energy needs ...").
DOING = {
    "move": "moving a ship", "energy": "acquiring energy", "culture": "acquiring culture",
    "diplomacy": "advancing by diplomacy", "economy": "advancing by economy",
    "upgrade": "upgrading the empire", "use_colony": "using a colony's action",
}


def _a(word: str) -> str:
    """``word`` with its indefinite article ("an economy", "a move")."""
    return ("an " if word[:1] in "aeiou" and not word.startswith("uti") else "a ") + word


def _face_available(state, action):
    """A die showing the kind's face: inactive (own turn) or the followed die (following)."""
    face = KIND_FACE[action.kind]
    d = state.data
    if state.phase == "follow_act":
        followed = d["follow"][0]
        if followed != face:
            return (f"you are following {_a(FACE_WORD[followed])} die, so "
                    f"{DOING[action.kind]} ({_a(FACE_WORD[face])} die's action) cannot be copied")
        return None
    dice, used = d["dice"], d["used"]
    for f, u in zip(dice, used, strict=True):
        if u == 0 and f == face:
            return None
    inactive = [f"{i + 1} ({FACE_WORD[f]})" for i, (f, u) in enumerate(zip(dice, used, strict=True)) if u == 0]
    active = [str(i + 1) for i, u in enumerate(used) if u == 1]
    spent = [str(i + 1) for i, u in enumerate(used) if u == 2]
    extra = ""
    if active:
        extra += f"; dice {', '.join(active)} already activated"
    if spent:
        extra += f"; dice {', '.join(spent)} spent on the converter"
    return (f"{DOING[action.kind]} needs an inactive die showing {FACE_WORD[face]}; inactive dice: "
            f"{', '.join(inactive) or 'none'}{extra}")


def _face_req(kind: str) -> Requirement:
    face = KIND_FACE[kind]
    rule = "TEG-DIE-ONCE"
    return Requirement(rule, f"an inactive die showing {FACE_WORD[face]}", _face_available,
                       needs=(f"die: {FACE_WORD[face]}",))


def _upgrade_test(state, action):
    p = action.actor
    level = state.data["empire_level"][p]
    if level >= MAX_LEVEL:
        return f"your empire is at level {level}, the top of the track; it cannot be upgraded"
    return None


def _upgrade_cost(state, action):
    p = action.actor
    d = state.data
    level = d["empire_level"][p]
    if level >= MAX_LEVEL:
        return None
    need = level + 1
    e, c = d["energy"][p], d["culture"][p]
    pay = action["pay"]
    if pay not in ("energy", "culture"):
        return f"the upgrade is paid all in energy or all in culture, not {pay!r}"
    have = e if pay == "energy" else c
    if have < need:
        return (f"upgrade to level {need} needs {need} energy or {need} culture (not mixed); "
                f"you have {e} energy, {c} culture")
    return None


def _reroll_cost(state, action):
    return 0 if state.data["rerolls"] == 0 else REROLL_COST


def _own_turn(state, action):
    active = state.data["active"]
    if action.actor != active:
        return (f"you may reroll only on your own turn; it is P{active + 1}'s turn and "
                f"{action.player} is carrying out a followed die")
    return None


def _energy(state, action):
    return state.data["energy"][action.actor]


def _culture(state, action):
    return state.data["culture"][action.actor]


def _converter_unused(state, action):
    if state.data["converted"]:
        return "the converter was already used this turn"
    return None


def _three_inactive(state, action):
    n = state.data["used"].count(0)
    if n < 3:
        return f"the converter needs 3 inactive dice (two to place, one to turn); you have {n}"
    return None


def _orbiting(state, action):
    p = action.actor
    if not any(loc is not None and loc[1] >= 0 for loc in state.data["ships"][p]):
        return f"{action.kind} advances a ship on a colony track; you have no ship orbiting a planet"
    return None


def _has_colony(state, action):
    if not state.data["colonies"][action.actor]:
        return f"{DOING['use_colony']} needs a planet you colonized; you have none"
    return None


_DIE = ("TEG-DIE-ONCE",)

KINDS = (
    ActionKind("keep_mission", "Keep a secret mission", (Param("mission", "str"),),
               rules=("TEG-SETUP-MISSIONS",), produces=("secret mission",), term="Missão Secreta"),
    ActionKind("move", "Move a ship (land or orbit)",
               (Param("ship", "int", "your ship, 1..ships"),
                Param("to", "str", "a face-up planet id or your Galaxy Mat matN"),
                Param("mode", "str", "land or orbit")),
               requires=(_face_req("move"),),
               produces=("ship on a planet surface", "ship in orbit"),
               unlocks=("use_planet", "diplomacy", "economy"),
               rules=("TEG-MOVE", "TEG-MOVE-CHANGE-PLANET", "TEG-ONE-PER-SURFACE",
                      "TEG-ONE-PER-TRACK", "TEG-NO-LAND-OTHERS") + _DIE,
               term="Mover uma Nave"),
    ActionKind("energy", "Acquire energy", requires=(_face_req("energy"),),
               produces=("energy",), unlocks=("reroll", "upgrade"),
               rules=("TEG-ACQUIRE", "TEG-ACQUIRE-HOME", "TEG-RESOURCE-CAP") + _DIE,
               term="Adquirir Energia"),
    ActionKind("culture", "Acquire culture", requires=(_face_req("culture"),),
               produces=("culture",), unlocks=("follow", "upgrade"),
               rules=("TEG-ACQUIRE", "TEG-RESOURCE-CAP") + _DIE, term="Adquirir Cultura"),
    *(ActionKind(face, f"Advance colonization ({face})", (Param("planet", "str"),),
                 requires=(_face_req(face),
                           Requirement("TEG-ADVANCE-ORBIT", "a ship orbiting a planet", _orbiting,
                                       needs=("ship in orbit",))),
                 produces=("colony track progress", "colonized planet", "VP"),
                 unlocks=("use_colony",),
                 rules=("TEG-ADVANCE", "TEG-ADVANCE-ORBIT", "TEG-ADVANCE-SYMBOL", "TEG-COLONIZE")
                 + _DIE,
                 term=term)
      for face, term in (("diplomacy", "Diplomacia"), ("economy", "Economia"))),
    ActionKind("upgrade", "Utilize colony: upgrade your empire", (Param("pay", "str", "energy or culture"),),
               requires=(_face_req("upgrade"),
                         Requirement("TEG-EMPIRE-MAX", "empire below level 6", _upgrade_test,
                                     needs=("empire level",)),
                         Requirement("TEG-UPGRADE-ONE-KIND",
                                     "energy or culture >= next level (not mixed)", _upgrade_cost,
                                     needs=("energy", "culture"))),
               produces=("empire level", "VP", "die (next turn)", "ship (at levels 3 and 5)"),
               rules=("TEG-UTILIZE", "TEG-UPGRADE-COST", "TEG-UPGRADE-ONE-KIND",
                      "TEG-UPGRADE-SHIP", "TEG-UPGRADE-DIE") + _DIE,
               term="Melhorar seu Império"),
    ActionKind("use_colony", "Utilize colony: use a colonized planet's action",
               (Param("planet", "str"),),
               requires=(_face_req("use_colony"),
                         Requirement("TEG-UTILIZE", "a colonized planet", _has_colony,
                                     needs=("colonized planet",))),
               unlocks=("use_planet",), rules=("TEG-UTILIZE",) + _DIE,
               term="Utilizar uma Colônia"),
    ActionKind("use_planet", "Use the planet's action", (Param("target", "str"),),
               produces=("energy", "culture", "colony track progress", "displaced ship"),
               rules=("TEG-LAND", "TEG-PLANETS-SAMPLE", "TEG-DISPLACED-RETURNS"),
               term="ação do planeta"),
    ActionKind("skip_planet", "Do not use the planet's action", rules=("TEG-LAND",)),
    ActionKind("reroll", "Reroll inactive dice", (Param("dice", "ints", "1-based die positions"),),
               requires=(Requirement("TEG-REROLL", "your own turn", _own_turn,
                                     needs=("your turn",)),
                         Cost("energy", _reroll_cost, _energy, "TEG-REROLL-COST",
                              describe="free the first time each turn, then 1 energy",
                              what="a second or later reroll this turn"),),
               produces=("new die faces",), chance=True,
               rules=("TEG-REROLL", "TEG-REROLL-FREE", "TEG-REROLL-COST"), term="Rerrolar"),
    ActionKind("convert", "Place two inactive dice on the converter",
               (Param("dice", "ints", "the two 1-based die positions to spend"),),
               requires=(Requirement("TEG-CONVERTER-ONCE", "converter unused this turn",
                                     _converter_unused, needs=("converter unused",)),
                         Requirement("TEG-CONVERTER", "3 inactive dice", _three_inactive,
                                     needs=("3 inactive dice",))),
               unlocks=("set_face",),
               rules=("TEG-CONVERTER", "TEG-CONVERTER-ONCE", "TEG-CONVERTER-SPENT"), term="Conversor"),
    ActionKind("set_face", "Turn a third inactive die to a chosen face",
               (Param("die", "int"), Param("face", "str")),
               produces=("chosen die face",),
               unlocks=("move", "energy", "culture", "diplomacy", "economy", "upgrade", "use_colony"),
               rules=("TEG-CONVERTER",), term="Conversor"),
    ActionKind("follow", "Follow the die (1 culture)",
               requires=(Cost("culture", FOLLOW_COST, _culture, "TEG-FOLLOW-COST", what="following"),),
               unlocks=("move", "energy", "culture", "diplomacy", "economy", "upgrade", "use_colony"),
               rules=("TEG-FOLLOW", "TEG-FOLLOW-COST", "TEG-FOLLOW-ONCE", "TEG-FOLLOW-ORDER"),
               term="Seguir"),
    ActionKind("decline", "Do not follow", rules=("TEG-FOLLOW",)),
    ActionKind("end_turn", "End your turn", rules=("TEG-END-TURN",), term="Finalizando Seu Turno"),
)
