"""Planet Unknown's phase graph: the round, each player's placement and advancement, the end."""

from __future__ import annotations

from lunarrules.kernel import Phase, Transition

# Decision steps raised while a player's trackers advance, in the order they come up.
BENEFIT_STEPS = ("energy", "synergy", "civ", "rover_place", "rover_move", "patch")

PHASES = (
    Phase("setup", "Setup", "auto",
          next=(Transition("rotate", "3-6 players"), Transition("station_turn", "2 players")),
          cluster="setup", term="Preparação",
          rules=("PU-SETUP-STATION", "PU-SETUP-COMMANDER")),
    Phase("rotate", "Commander turns the station", "decision", ("rotate",),
          next=(Transition("place", "station stopped"),),
          cluster="round", term="Comandante gira a Estação", rules=("PU-ROTATE",)),
    Phase("station_turn", "Station turns one depot clockwise", "auto",
          next=(Transition("place", "2 players"),),
          cluster="round", term="a estação gira automaticamente", rules=("PU-ROTATE-2P",)),
    Phase("place", "Take and place a tile", "decision", ("place", "take"),
          next=(Transition("resolve", "tile taken"),),
          cluster="round/player", term="Escolha e Colocação de Peças",
          rules=("PU-TAKE-TILE", "PU-SIMULTANEOUS")),
    Phase("resolve", "Advance trackers, claim benefits", "auto",
          next=(
              Transition("energy", "energy to spend"),
              Transition("synergy", "synergy boost"),
              Transition("civ", "civ milestone"),
              Transition("rover_place", "rover milestone"),
              Transition("rover_move", "rover movement"),
              Transition("patch", "biomass milestone, a square is free"),
              Transition("next_player", "nothing pending"),
          ),
          cluster="round/player/advance", term="Avanço nas Trilhas de Recursos",
          rules=("PU-ADVANCE", "PU-BENEFIT")),
    Phase("energy", "Choose what energy advances", "decision", ("energy",),
          next=(Transition("resolve", "chosen"),),
          cluster="round/player/advance", term="Recurso de Energia", rules=("PU-ENERGY",)),
    Phase("synergy", "Synergy boost: advance another tracker", "decision", ("synergy",),
          next=(Transition("resolve", "chosen"),),
          cluster="round/player/advance", term="Impulso de Sinergia", rules=("PU-SYNERGY",)),
    Phase("civ", "Civ milestone: keep one civ card", "decision", ("civ",),
          next=(Transition("resolve", "card kept"),),
          cluster="round/player/advance", term="Marco de Civ", rules=("PU-CIV-MILESTONE",)),
    Phase("rover_place", "Rover milestone: land a rover", "decision", ("rover_place",),
          next=(Transition("resolve", "rover landed"),),
          cluster="round/player/advance", term="Marco de Veículo", rules=("PU-ROVER-MILESTONE",)),
    Phase("rover_move", "Move rovers", "decision", ("rover_move", "rover_stop"),
          next=(Transition("rover_move", "movement left"), Transition("resolve", "stopped or spent")),
          cluster="round/player/advance", term="movimento de veículos", rules=("PU-ROVER-MOVEMENT",)),
    Phase("patch", "Place a biomass patch", "decision", ("patch",),
          next=(Transition("resolve", "patch placed"),),
          cluster="round/player/advance", term="Marco de Biomassa", rules=("PU-BIOMASS-PATCH",)),
    Phase("next_player", "Next player", "auto",
          next=(Transition("place", "someone has not placed"), Transition("round_end", "everyone placed")),
          cluster="round", term="Simultâneo", rules=("PU-SIMULTANEOUS",)),
    Phase("round_end", "Pass the commander token", "auto",
          next=(
              Transition("rotate", "no end condition, 3-6 players"),
              Transition("station_turn", "no end condition, 2 players"),
              Transition("final_patches", "game ends, stored patches"),
              Transition("scoring", "a depot is empty or someone could not place"),
          ),
          cluster="round", term="Passar o Marcador de Comandante",
          rules=("PU-COMMANDER-PASS", "PU-END-DEPOT", "PU-END-CANNOT-PLACE")),
    Phase("final_patches", "Place stored biomass patches", "decision", ("patch",),
          next=(Transition("final_patches", "more stored patches"), Transition("scoring", "none left")),
          cluster="end", term="Áreas de Biomassa armazenadas", rules=("PU-PRE-SCORING",)),
    Phase("scoring", "Final scoring", "auto",
          next=(Transition("end", "medals counted"),),
          cluster="end", term="Pontuação",
          rules=("PU-PRE-SCORING", "PU-SCORE-LINES", "PU-SCORE-TRACKS")),
    Phase("end", "Game over", "end", cluster="end", term="Fim de Jogo", rules=("PU-WIN",)),
)

START = "setup"
