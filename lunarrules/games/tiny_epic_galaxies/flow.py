"""The phase graph of Tiny Epic Galaxies (the engine moves only along these edges)."""

from __future__ import annotations

from lunarrules.kernel import Phase, Transition

DIE_KINDS = ("move", "energy", "culture", "diplomacy", "economy", "upgrade", "use_colony")

# After any die action resolves (the active player's or a follower's copy), the
# engine goes on to whichever of these applies.
_RESUME = (
    Transition("follow", "a rival can follow the die"),
    Transition("action", "nobody (else) follows; inactive dice left"),
    Transition("turn_end", "nobody (else) follows; no inactive die left"),
)

START = "setup"

PHASES = (
    Phase("setup", "Set up the table", "chance",
          next=(Transition("mission", "planets revealed, missions dealt"),),
          cluster="setup", term="Preparação",
          rules=("TEG-SETUP-PLANETS", "TEG-SETUP-MISSIONS", "TEG-SETUP-SHIPS")),
    Phase("mission", "Keep 1 of 2 secret missions", "decision", ("keep_mission",),
          next=(Transition("mission", "next player keeps a mission"),
                Transition("roll", "all players kept a mission")),
          cluster="setup", term="Missão Secreta", rules=("TEG-SETUP-MISSIONS",)),
    Phase("roll", "Roll dice (empire level)", "chance",
          next=(Transition("action", "dice rolled"),),
          cluster="round/turn", term="Rolar dados", rules=("TEG-ROLL", "TEG-EMPIRE-TRACK")),
    Phase("action", "Activate, reroll or convert dice", "decision",
          ("move", "energy", "culture", "diplomacy", "economy", "upgrade", "use_colony",
           "reroll", "convert", "end_turn"),
          next=(Transition("action", "rerolled / die used, nobody can follow"),
                Transition("converter", "two dice on the Converter"),
                Transition("planet", "ship landed / colony utilized"),
                Transition("colonize", "end of a colony track reached"),
                Transition("follow", "a rival can follow the die"),
                Transition("turn_end", "player ends turn / no dice left")),
          cluster="round/turn", term="Ativando Dados",
          rules=("TEG-ACTIVATE-ANY-ORDER", "TEG-DIE-ONCE")),
    Phase("converter", "Set a third die's face", "decision", ("set_face",),
          next=(Transition("action", "face set"),),
          cluster="round/turn", term="Conversor", rules=("TEG-CONVERTER",)),
    Phase("planet", "Use the planet's action?", "decision", ("use_planet", "skip_planet", "reroll"),
          next=(Transition("planet", "rerolled while the planet's action waits"),
                Transition("colonize", "the action completes a colony track"),) + _RESUME,
          cluster="round/turn", term="ação do planeta", rules=("TEG-LAND", "TEG-UTILIZE", "TEG-REROLL")),
    Phase("colonize", "Colonize; draw a new planet", "chance",
          next=_RESUME,
          cluster="round/turn", term="Colonizando Planetas",
          rules=("TEG-COLONIZE", "TEG-REPLACE-PLANET")),
    Phase("follow", "Follow the die? (1 culture)", "decision", ("follow", "decline"),
          next=(Transition("follow_act", "follows"),
                Transition("follow", "declines; next rival can follow"),
                Transition("action", "last rival declined; dice left"),
                Transition("turn_end", "last rival declined; no dice left")),
          cluster="round/turn/follow", term="Seguindo Outro Jogador",
          rules=("TEG-FOLLOW", "TEG-FOLLOW-ORDER")),
    Phase("follow_act", "Copy the die's action", "decision", DIE_KINDS,
          next=(Transition("planet", "ship landed / colony utilized"),
                Transition("colonize", "end of a colony track reached"))
          + _RESUME,
          cluster="round/turn/follow", term="copiar a ação", rules=("TEG-FOLLOW-COPY",)),
    Phase("turn_end", "End of turn", "auto",
          next=(Transition("roll", "next player (clockwise)"),
                Transition("score", "end triggered and all had equal turns")),
          cluster="round/turn", term="Finalizando Seu Turno",
          rules=("TEG-NEXT-PLAYER", "TEG-END-TRIGGER", "TEG-END-EQUAL-TURNS")),
    Phase("score", "Reveal missions and score", "auto",
          next=(Transition("end", "winner decided"),),
          cluster="end", term="Revelar Missões Secretas e Pontuar",
          rules=("TEG-SCORING", "TEG-MISSION-SCORE")),
    Phase("end", "Game over", "end", cluster="end", term="Fim de Jogo", rules=("TEG-WINNER",)),
)
