"""The phase graph of Tiny Epic Galaxies (the engine moves only along these edges)."""

from __future__ import annotations

from lunarrules.i18n import N_
from lunarrules.kernel import Phase, Transition

DIE_KINDS = ("move", "energy", "culture", "diplomacy", "economy", "upgrade", "use_colony")

# After any die action resolves (the active player's or a follower's copy), the
# engine goes on to whichever of these applies.
_RESUME = (
    Transition("follow", N_("a rival can follow the die")),
    Transition("action", N_("nobody (else) follows; inactive dice left")),
    Transition("turn_end", N_("nobody (else) follows; no inactive die left")),
)

START = "setup"

PHASES = (
    Phase("setup", N_("Set up the table"), "chance",
          next=(Transition("mission", N_("planets revealed, missions dealt")),),
          cluster="setup", term="Preparação",
          rules=("TEG-SETUP-PLANETS", "TEG-SETUP-MISSIONS", "TEG-SETUP-SHIPS")),
    Phase("mission", N_("Keep 1 of 2 secret missions"), "decision", ("keep_mission",),
          next=(Transition("mission", N_("next player keeps a mission")),
                Transition("roll", N_("all players kept a mission"))),
          cluster="setup", term="Missão Secreta", rules=("TEG-SETUP-MISSIONS",)),
    Phase("roll", N_("Roll dice (empire level)"), "chance",
          next=(Transition("action", N_("dice rolled")),),
          cluster="round/turn", term="Rolar dados", rules=("TEG-ROLL", "TEG-EMPIRE-TRACK")),
    Phase("action", N_("Activate, reroll or convert dice"), "decision",
          ("move", "energy", "culture", "diplomacy", "economy", "upgrade", "use_colony",
           "reroll", "convert", "end_turn"),
          next=(Transition("action", N_("rerolled / die used, nobody can follow")),
                Transition("converter", N_("two dice on the Converter")),
                Transition("planet", N_("ship landed / colony utilized")),
                Transition("colonize", N_("end of a colony track reached")),
                Transition("follow", N_("a rival can follow the die")),
                Transition("turn_end", N_("player ends turn / no dice left"))),
          cluster="round/turn", term="Ativando Dados",
          rules=("TEG-ACTIVATE-ANY-ORDER", "TEG-DIE-ONCE")),
    Phase("converter", N_("Set a third die's face"), "decision", ("set_face",),
          next=(Transition("action", N_("face set")),),
          cluster="round/turn", term="Conversor", rules=("TEG-CONVERTER",)),
    Phase("planet", N_("Use the planet's action?"), "decision", ("use_planet", "skip_planet", "reroll"),
          next=(Transition("planet", N_("rerolled while the planet's action waits")),
                Transition("colonize", N_("the action completes a colony track")),) + _RESUME,
          cluster="round/turn", term="ação do planeta", rules=("TEG-LAND", "TEG-UTILIZE", "TEG-REROLL")),
    Phase("colonize", N_("Colonize; draw a new planet"), "chance",
          next=_RESUME,
          cluster="round/turn", term="Colonizando Planetas",
          rules=("TEG-COLONIZE", "TEG-REPLACE-PLANET")),
    Phase("follow", N_("Follow the die? (1 culture)"), "decision", ("follow", "decline"),
          next=(Transition("follow_act", N_("follows")),
                Transition("follow", N_("declines; next rival can follow")),
                Transition("action", N_("last rival declined; dice left")),
                Transition("turn_end", N_("last rival declined; no dice left"))),
          cluster="round/turn/follow", term="Seguindo Outro Jogador",
          rules=("TEG-FOLLOW", "TEG-FOLLOW-ORDER")),
    Phase("follow_act", N_("Copy the die's action"), "decision", DIE_KINDS,
          next=(Transition("planet", N_("ship landed / colony utilized")),
                Transition("colonize", N_("end of a colony track reached")))
          + _RESUME,
          cluster="round/turn/follow", term="copiar a ação", rules=("TEG-FOLLOW-COPY",)),
    Phase("turn_end", N_("End of turn"), "auto",
          next=(Transition("roll", N_("next player (clockwise)")),
                Transition("score", N_("end triggered and all had equal turns"))),
          cluster="round/turn", term="Finalizando Seu Turno",
          rules=("TEG-NEXT-PLAYER", "TEG-END-TRIGGER", "TEG-END-EQUAL-TURNS")),
    Phase("score", N_("Reveal missions and score"), "auto",
          next=(Transition("end", N_("winner decided")),),
          cluster="end", term="Revelar Missões Secretas e Pontuar",
          rules=("TEG-SCORING", "TEG-MISSION-SCORE")),
    Phase("end", N_("Game over"), "end", cluster="end", term="Fim de Jogo", rules=("TEG-WINNER",)),
)
