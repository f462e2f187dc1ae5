"""The turn structure of Captain's Chair as data: the phase graph the engine runs on.

A turn is four steps (REABASTECIMENTO, CONTROLE, AÇÃO, LIMPEZA); the clean-up
step has four sub-steps. The game ends by resolution (final scoring after the
last round) or at once by the Burn (the incident deck is empty).
"""

from __future__ import annotations

from lunarrules.kernel import Phase, Transition

T = Transition
BURN = T("end_burn", "incident deck empty")

PHASES = (
    Phase(
        "setup", "Central and player setup", "chance",
        next=(T("turn_start", "setup done"),),
        cluster="setup", term="Preparação",
        rules=("CC-SETUP-MARKET", "CC-PSETUP-HAND", "CC-SETUP-FIRST"),
    ),
    Phase(
        "turn_start", "Start of turn", "auto",
        next=(
            T("resupply", "RESUPPLY operations in play"),
            T("control", "no resupply; a location secured"),
            T("action", "no resupply, nothing secured"),
        ),
        cluster="turn", term="Turno", rules=("CC-TURN-STEPS",),
    ),
    Phase(
        "resupply", "1. Resupply step", "decision", ("resupply",),
        next=(
            T("resupply", "operations left"),
            T("control", "done; a location secured"),
            T("action", "done; nothing secured"),
            T("development_on_top", "reshuffle, reserve empty: development offer"),
            BURN,
        ),
        cluster="turn", term="Passo de REABASTECIMENTO", rules=("CC-RESUPPLY",),
    ),
    Phase(
        "control", "2. Control step", "decision", ("control", "skip_control"),
        next=(
            T("action", "controlled one or declined"),
            T("development_on_top", "reshuffle, reserve empty: development offer"),
            BURN,
        ),
        cluster="turn", term="Passo de CONTROLE", rules=("CC-CONTROL-MAY", "CC-SECURED"),
    ),
    Phase(
        "action", "3. Action step", "decision",
        ("play", "play_op", "activate", "acquire", "develop", "complete_mission", "end_actions"),
        next=(
            T("action", "another operation"),
            T("attack_choice", "ATTACK makes the opponent choose"),
            T("development_on_top", "reshuffle, reserve empty: development offer"),
            T("cleanup_ops", "step ended; CLEAN-UP operations"),
            T("stardate_resolution", "step ended; no clean-up operations"),
            BURN,
        ),
        cluster="turn", term="Passo de AÇÃO", rules=("CC-ACTION-OPS", "CC-ACTION-LIMIT"),
    ),
    Phase(
        "attack_choice", "Opponent chooses an ATTACK option", "decision", ("respond",),
        next=(T("action", "option resolved"), BURN),
        cluster="turn", term="ATAQUE", rules=("CC-ATTACK-CHOICE",),
    ),
    Phase(
        "cleanup_ops", "4.1 Clean-up operations", "decision", ("cleanup",),
        next=(
            T("cleanup_ops", "operations left"),
            T("stardate_resolution", "all resolved"),
            T("development_on_top", "reshuffle, reserve empty: development offer"),
            BURN,
        ),
        cluster="turn/clean-up", term="OPERAÇÕES DE LIMPEZA", rules=("CC-CLEANUP-OPS",),
    ),
    Phase(
        "stardate_resolution", "4.2 Stardate resolution", "auto",
        next=(
            T("glory_placement", "glory to place, from the stardate or (after a resolution) the supply"),
            T("refresh", "no glory to place"),
            T("development_on_top", "reshuffle, reserve empty: development offer"),
            BURN,
        ),
        cluster="turn/clean-up", term="RESOLUÇÃO DE DATA ESTELAR", rules=("CC-STARDATE-RESOLVE",),
    ),
    Phase(
        "glory_placement", "4.3 Glory placement", "decision", ("place_glory",),
        next=(T("refresh", "glory placed"),),
        cluster="turn/clean-up", term="COLOCAÇÃO DE GLÓRIA", rules=("CC-GLORY-PLACEMENT",),
    ),
    Phase(
        "refresh", "4.4 Discard, draw and refresh", "chance",
        next=(
            T("turn_start", "next player's turn"),
            T("end_resolution", "last turn after a resolution"),
            T("development_on_top", "reshuffle, reserve empty: development offer"),
        ),
        cluster="turn/clean-up", term="DESCARTE, COMPRA E ATUALIZAÇÃO", rules=("CC-REFRESH",),
    ),
    Phase(
        "development_on_top", "Reserve empty: pay for a development on top (any draw)", "decision",
        ("develop_on_top", "decline_development"),
        next=(
            T("refresh", "resumes"),
            T("action", "resumes"),
            T("resupply", "resumes"),
            T("control", "resumes"),
            T("cleanup_ops", "resumes"),
            T("stardate_resolution", "resumes"),
        ),
        cluster="turn/clean-up", term="Desenvolvimento", rules=("CC-RESERVE-EMPTY-DEVELOP",),
    ),
    Phase(
        "end_resolution", "Game end: final scoring", "end",
        cluster="end", term="Pontuação final", rules=("CC-FINAL-SCORING",),
    ),
    Phase(
        "end_burn", "Game end: the Burn", "end",
        cluster="end", term="a Queima", rules=("CC-BURN",),
    ),
)

START = "setup"
