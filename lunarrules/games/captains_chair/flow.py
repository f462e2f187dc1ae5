"""The turn structure of Captain's Chair as data: the phase graph the engine runs on.

A turn is four steps (REABASTECIMENTO, CONTROLE, AÇÃO, LIMPEZA); the clean-up
step has four sub-steps. The game ends by resolution (final scoring after the
last round) or at once by the Burn (the incident deck is empty).
"""

from __future__ import annotations

from lunarrules.i18n import N_
from lunarrules.kernel import Phase, Transition

T = Transition
BURN = T("end_burn", N_("incident deck empty"))

PHASES = (
    Phase(
        "setup",
        N_("Central and player setup"),
        "chance",
        next=(T("turn_start", N_("setup done")),),
        cluster="setup",
        term="Preparação",
        rules=("CC-SETUP-MARKET", "CC-PSETUP-HAND", "CC-SETUP-FIRST"),
    ),
    Phase(
        "turn_start",
        N_("Start of turn"),
        "auto",
        next=(
            T("resupply", N_("RESUPPLY operations in play")),
            T("control", N_("no resupply; a location secured")),
            T("action", N_("no resupply, nothing secured")),
        ),
        cluster="turn",
        term="Turno",
        rules=("CC-TURN-STEPS",),
    ),
    Phase(
        "resupply",
        N_("1. Resupply step"),
        "decision",
        ("resupply",),
        next=(
            T("resupply", N_("operations left")),
            T("control", N_("done; a location secured")),
            T("action", N_("done; nothing secured")),
            T("development_on_top", N_("reshuffle, reserve empty: development offer")),
            BURN,
        ),
        cluster="turn",
        term="Passo de REABASTECIMENTO",
        rules=("CC-RESUPPLY",),
    ),
    Phase(
        "control",
        N_("2. Control step"),
        "decision",
        ("control", "skip_control"),
        next=(
            T("action", N_("controlled one or declined")),
            T("development_on_top", N_("reshuffle, reserve empty: development offer")),
            BURN,
        ),
        cluster="turn",
        term="Passo de CONTROLE",
        rules=("CC-CONTROL-MAY", "CC-SECURED"),
    ),
    Phase(
        "action",
        N_("3. Action step"),
        "decision",
        ("play", "play_op", "activate", "acquire", "develop", "complete_mission", "end_actions"),
        next=(
            T("action", N_("another operation")),
            T("attack_choice", N_("ATTACK makes the opponent choose")),
            T("development_on_top", N_("reshuffle, reserve empty: development offer")),
            T("cleanup_ops", N_("step ended; CLEAN-UP operations")),
            T("stardate_resolution", N_("step ended; no clean-up operations")),
            BURN,
        ),
        cluster="turn",
        term="Passo de AÇÃO",
        rules=("CC-ACTION-OPS", "CC-ACTION-LIMIT"),
    ),
    Phase(
        "attack_choice",
        N_("Opponent chooses an ATTACK option"),
        "decision",
        ("respond",),
        next=(T("action", N_("option resolved")), BURN),
        cluster="turn",
        term="ATAQUE",
        rules=("CC-ATTACK-CHOICE",),
    ),
    Phase(
        "cleanup_ops",
        N_("4.1 Clean-up operations"),
        "decision",
        ("cleanup",),
        next=(
            T("cleanup_ops", N_("operations left")),
            T("stardate_resolution", N_("all resolved")),
            T("development_on_top", N_("reshuffle, reserve empty: development offer")),
            BURN,
        ),
        cluster="turn/clean-up",
        term="OPERAÇÕES DE LIMPEZA",
        rules=("CC-CLEANUP-OPS",),
    ),
    Phase(
        "stardate_resolution",
        N_("4.2 Stardate resolution"),
        "auto",
        next=(
            T(
                "glory_placement",
                N_("glory to place, from the stardate or (after a resolution) the supply"),
            ),
            T("refresh", N_("no glory to place")),
            T("development_on_top", N_("reshuffle, reserve empty: development offer")),
            BURN,
        ),
        cluster="turn/clean-up",
        term="RESOLUÇÃO DE DATA ESTELAR",
        rules=("CC-STARDATE-RESOLVE",),
    ),
    Phase(
        "glory_placement",
        N_("4.3 Glory placement"),
        "decision",
        ("place_glory",),
        next=(T("refresh", N_("glory placed")),),
        cluster="turn/clean-up",
        term="COLOCAÇÃO DE GLÓRIA",
        rules=("CC-GLORY-PLACEMENT",),
    ),
    Phase(
        "refresh",
        N_("4.4 Discard, draw and refresh"),
        "chance",
        next=(
            T("turn_start", N_("next player's turn")),
            T("end_resolution", N_("last turn after a resolution")),
            T("development_on_top", N_("reshuffle, reserve empty: development offer")),
        ),
        cluster="turn/clean-up",
        term="DESCARTE, COMPRA E ATUALIZAÇÃO",
        rules=("CC-REFRESH",),
    ),
    Phase(
        "development_on_top",
        N_("Reserve empty: pay for a development on top (any draw)"),
        "decision",
        ("develop_on_top", "decline_development"),
        next=(
            T("refresh", N_("resumes")),
            T("action", N_("resumes")),
            T("resupply", N_("resumes")),
            T("control", N_("resumes")),
            T("cleanup_ops", N_("resumes")),
            T("stardate_resolution", N_("resumes")),
        ),
        cluster="turn/clean-up",
        term="Desenvolvimento",
        rules=("CC-RESERVE-EMPTY-DEVELOP",),
    ),
    Phase(
        "end_resolution",
        N_("Game end: final scoring"),
        "end",
        cluster="end",
        term="Pontuação final",
        rules=("CC-FINAL-SCORING",),
    ),
    Phase(
        "end_burn",
        N_("Game end: the Burn"),
        "end",
        cluster="end",
        term="a Queima",
        rules=("CC-BURN",),
    ),
)

START = "setup"
