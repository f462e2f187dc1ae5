"""Action kinds of Tiny Epic Galaxies: parameters, requirements, products, unlocks.

Die actions (``move``, ``energy``, ``culture``, ``diplomacy``, ``economy``,
``upgrade``, ``use_colony``) name no die: dice showing the same face are
interchangeable, so activating one takes the first inactive die with that face
(in the follow step, a follower copies the followed die's face). Rerolls and the
converter name dice by their 1-based position on the Control Mat.
"""

from __future__ import annotations

from lunarrules.i18n import N_, _
from lunarrules.kernel import ActionKind, Cost, Param, Requirement

from .params import FOLLOW_COST, KIND_FACE, MAX_LEVEL, REROLL_COST
from .words import face_name, face_short

# What each die action does, as the subject of a refusal ("acquiring energy needs ...").
DOING = {
    "move": N_("moving a ship"), "energy": N_("acquiring energy"),
    "culture": N_("acquiring culture"), "diplomacy": N_("advancing by diplomacy"),
    "economy": N_("advancing by economy"), "upgrade": N_("upgrading the empire"),
    "use_colony": N_("using a colony's action"),
}

# A die by its face, as a refusal names it ("an economy die").
A_DIE = {
    "move": N_("a move die"), "energy": N_("an acquire energy die"),
    "culture": N_("an acquire culture die"), "diplomacy": N_("a diplomacy die"),
    "economy": N_("an economy die"), "colony": N_("a utilize colony die"),
}

# The action of a die by its face ("an economy die's action").
A_DIE_ACTION = {
    "move": N_("a move die's action"), "energy": N_("an acquire energy die's action"),
    "culture": N_("an acquire culture die's action"), "diplomacy": N_("a diplomacy die's action"),
    "economy": N_("an economy die's action"), "colony": N_("a utilize colony die's action"),
}

# What a die action requires, for docs and the dependency graph.
_NEEDS_DIE = {
    "move": N_("an inactive die showing move"),
    "energy": N_("an inactive die showing acquire energy"),
    "culture": N_("an inactive die showing acquire culture"),
    "diplomacy": N_("an inactive die showing diplomacy"),
    "economy": N_("an inactive die showing economy"),
    "colony": N_("an inactive die showing utilize colony"),
}
_DIE_NODE = {
    "move": N_("die: move"), "energy": N_("die: acquire energy"),
    "culture": N_("die: acquire culture"), "diplomacy": N_("die: diplomacy"),
    "economy": N_("die: economy"), "colony": N_("die: utilize colony"),
}


def face_word(face: str) -> str:
    """A face as a die action names it ("acquire energy", "utilize colony")."""
    if face == "energy":
        return _("acquire energy")
    if face == "culture":
        return _("acquire culture")
    return face_name(face)


def _face_available(state, action):
    """A die showing the kind's face: inactive (own turn) or the followed die (following)."""
    face = KIND_FACE[action.kind]
    d = state.data
    if state.phase == "follow_act":
        followed = d["follow"][0]
        if followed != face:
            return _("you are following {followed}, so {doing} ({action}) cannot be copied").format(
                followed=_(A_DIE[followed]), doing=_(DOING[action.kind]), action=_(A_DIE_ACTION[face]))
        return None
    dice, used = d["dice"], d["used"]
    for f, u in zip(dice, used, strict=True):
        if u == 0 and f == face:
            return None
    inactive = [f"{i + 1} ({face_word(f)})" for i, (f, u) in enumerate(zip(dice, used, strict=True))
                if u == 0]
    active = [str(i + 1) for i, u in enumerate(used) if u == 1]
    spent = [str(i + 1) for i, u in enumerate(used) if u == 2]
    if inactive:
        text = _("{doing} needs an inactive die showing {face}; inactive dice: {dice_list}").format(
            doing=_(DOING[action.kind]), face=face_word(face), dice_list=", ".join(inactive))
    else:
        text = _("{doing} needs an inactive die showing {face}; inactive dice: none").format(
            doing=_(DOING[action.kind]), face=face_word(face))
    if active:
        text += "; " + _("dice {dice_list} already activated").format(dice_list=", ".join(active))
    if spent:
        text += "; " + _("dice {dice_list} spent on the converter").format(dice_list=", ".join(spent))
    return text


def _face_req(kind: str) -> Requirement:
    face = KIND_FACE[kind]
    rule = "TEG-DIE-ONCE"
    return Requirement(rule, _NEEDS_DIE[face], _face_available, needs=(_DIE_NODE[face],))


def _upgrade_test(state, action):
    p = action.actor
    level = state.data["empire_level"][p]
    if level >= MAX_LEVEL:
        return _("your empire is at level {level}, the top of the track; it cannot be "
                 "upgraded").format(level=level)
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
        return _("the upgrade is paid all in energy or all in culture, not {pay!r}").format(pay=pay)
    have = e if pay == "energy" else c
    if have < need:
        return _("upgrade to level {level} needs {level} energy or {level} culture (not mixed); "
                 "you have {energy_n} energy, {culture_n} culture").format(
                     level=need, energy_n=e, culture_n=c)
    return None


def _reroll_cost(state, action):
    return 0 if state.data["rerolls"] == 0 else REROLL_COST


def _own_turn(state, action):
    active = state.data["active"]
    if action.actor != active:
        return _("you may reroll only on your own turn; it is P{n}'s turn and {player} is "
                 "carrying out a followed die").format(n=active + 1, player=action.player)
    return None


def _energy(state, action):
    return state.data["energy"][action.actor]


def _culture(state, action):
    return state.data["culture"][action.actor]


def _converter_unused(state, action):
    if state.data["converted"]:
        return _("the converter was already used this turn")
    return None


def _three_inactive(state, action):
    n = state.data["used"].count(0)
    if n < 3:
        return _("the converter needs 3 inactive dice (two to place, one to turn); you have "
                 "{n}").format(n=n)
    return None


def _orbiting(state, action):
    p = action.actor
    if not any(loc is not None and loc[1] >= 0 for loc in state.data["ships"][p]):
        return _("{kind} advances a ship on a colony track; you have no ship orbiting a "
                 "planet").format(kind=face_short(action.kind))
    return None


def _has_colony(state, action):
    if not state.data["colonies"][action.actor]:
        return _("using a colony's action needs a planet you colonized; you have none")
    return None


_DIE = ("TEG-DIE-ONCE",)

KINDS = (
    ActionKind("keep_mission", N_("Keep a secret mission"), (Param("mission", "str"),),
               rules=("TEG-SETUP-MISSIONS",), produces=(N_("secret mission"),),
               term="Missão Secreta"),
    ActionKind("move", N_("Move a ship (land or orbit)"),
               (Param("ship", "int", N_("your ship, 1..ships")),
                Param("to", "str", N_("a face-up planet id or your Galaxy Mat matN")),
                Param("mode", "str", N_("land or orbit"))),
               requires=(_face_req("move"),),
               produces=(N_("ship on a planet surface"), N_("ship in orbit")),
               unlocks=("use_planet", "diplomacy", "economy"),
               rules=("TEG-MOVE", "TEG-MOVE-CHANGE-PLANET", "TEG-ONE-PER-SURFACE",
                      "TEG-ONE-PER-TRACK", "TEG-NO-LAND-OTHERS") + _DIE,
               term="Mover uma Nave"),
    ActionKind("energy", N_("Acquire energy"), requires=(_face_req("energy"),),
               produces=(N_("energy"),), unlocks=("reroll", "upgrade"),
               rules=("TEG-ACQUIRE", "TEG-ACQUIRE-HOME", "TEG-RESOURCE-CAP") + _DIE,
               term="Adquirir Energia"),
    ActionKind("culture", N_("Acquire culture"), requires=(_face_req("culture"),),
               produces=(N_("culture"),), unlocks=("follow", "upgrade"),
               rules=("TEG-ACQUIRE", "TEG-RESOURCE-CAP") + _DIE, term="Adquirir Cultura"),
    *(ActionKind(face, label, (Param("planet", "str"),),
                 requires=(_face_req(face),
                           Requirement("TEG-ADVANCE-ORBIT", N_("a ship orbiting a planet"),
                                       _orbiting, needs=(N_("ship in orbit"),))),
                 produces=(N_("colony track progress"), N_("colonized planet"), "VP"),
                 unlocks=("use_colony",),
                 rules=("TEG-ADVANCE", "TEG-ADVANCE-ORBIT", "TEG-ADVANCE-SYMBOL", "TEG-COLONIZE")
                 + _DIE,
                 term=term)
      for face, label, term in (("diplomacy", N_("Advance colonization (diplomacy)"), "Diplomacia"),
                                ("economy", N_("Advance colonization (economy)"), "Economia"))),
    ActionKind("upgrade", N_("Utilize colony: upgrade your empire"),
               (Param("pay", "str", N_("energy or culture")),),
               requires=(_face_req("upgrade"),
                         Requirement("TEG-EMPIRE-MAX", N_("empire below level 6"), _upgrade_test,
                                     needs=(N_("empire level"),)),
                         Requirement("TEG-UPGRADE-ONE-KIND",
                                     N_("energy or culture >= next level (not mixed)"),
                                     _upgrade_cost, needs=(N_("energy"), N_("culture")))),
               produces=(N_("empire level"), "VP", N_("die (next turn)"),
                         N_("ship (at levels 3 and 5)")),
               rules=("TEG-UTILIZE", "TEG-UPGRADE-COST", "TEG-UPGRADE-ONE-KIND",
                      "TEG-UPGRADE-SHIP", "TEG-UPGRADE-DIE") + _DIE,
               term="Melhorar seu Império"),
    ActionKind("use_colony", N_("Utilize colony: use a colonized planet's action"),
               (Param("planet", "str"),),
               requires=(_face_req("use_colony"),
                         Requirement("TEG-UTILIZE", N_("a colonized planet"), _has_colony,
                                     needs=(N_("colonized planet"),))),
               unlocks=("use_planet",), rules=("TEG-UTILIZE",) + _DIE,
               term="Utilizar uma Colônia"),
    ActionKind("use_planet", N_("Use the planet's action"), (Param("target", "str"),),
               produces=(N_("energy"), N_("culture"), N_("colony track progress"),
                         N_("displaced ship")),
               rules=("TEG-LAND", "TEG-PLANETS-SAMPLE", "TEG-DISPLACED-RETURNS"),
               term="ação do planeta"),
    ActionKind("skip_planet", N_("Do not use the planet's action"), rules=("TEG-LAND",)),
    ActionKind("reroll", N_("Reroll inactive dice"),
               (Param("dice", "ints", N_("1-based die positions")),),
               requires=(Requirement("TEG-REROLL", N_("your own turn"), _own_turn,
                                     needs=(N_("your turn"),)),
                         Cost("energy", _reroll_cost, _energy, "TEG-REROLL-COST",
                              describe=N_("free the first time each turn, then 1 energy"),
                              what=N_("a second or later reroll this turn")),),
               produces=(N_("new die faces"),), chance=True,
               rules=("TEG-REROLL", "TEG-REROLL-FREE", "TEG-REROLL-COST"), term="Rerrolar"),
    ActionKind("convert", N_("Place two inactive dice on the converter"),
               (Param("dice", "ints", N_("the two 1-based die positions to spend")),),
               requires=(Requirement("TEG-CONVERTER-ONCE", N_("converter unused this turn"),
                                     _converter_unused, needs=(N_("converter unused"),)),
                         Requirement("TEG-CONVERTER", N_("3 inactive dice"), _three_inactive,
                                     needs=(N_("3 inactive dice"),))),
               unlocks=("set_face",),
               rules=("TEG-CONVERTER", "TEG-CONVERTER-ONCE", "TEG-CONVERTER-SPENT"), term="Conversor"),
    ActionKind("set_face", N_("Turn a third inactive die to a chosen face"),
               (Param("die", "int"), Param("face", "str")),
               produces=(N_("chosen die face"),),
               unlocks=("move", "energy", "culture", "diplomacy", "economy", "upgrade", "use_colony"),
               rules=("TEG-CONVERTER",), term="Conversor"),
    ActionKind("follow", N_("Follow the die (1 culture)"),
               requires=(Cost("culture", FOLLOW_COST, _culture, "TEG-FOLLOW-COST",
                              what=N_("following")),),
               unlocks=("move", "energy", "culture", "diplomacy", "economy", "upgrade", "use_colony"),
               rules=("TEG-FOLLOW", "TEG-FOLLOW-COST", "TEG-FOLLOW-ONCE", "TEG-FOLLOW-ORDER"),
               term="Seguir"),
    ActionKind("decline", N_("Do not follow"), rules=("TEG-FOLLOW",)),
    ActionKind("end_turn", N_("End your turn"), rules=("TEG-END-TURN",), term="Finalizando Seu Turno"),
)
