"""The phase graph of Moon Colony Bloodbath (the engine moves only along these edges).

One turn reveals one progress card (MCB-REVEAL); the card's kind picks the next
node; every instruction goes through the resolution step, which stops for a
player's decision (which building to lose, which perk to add) and ends the game
at once when a colony fails or the event deck is done.
"""

from __future__ import annotations

from lunarrules.kernel import Phase, Transition

START = "choose_scientist"

PHASES = (
    Phase(
        "choose_scientist", "Pick a scientist", "decision", ("choose_scientist",),
        (Transition("choose_scientist", "next player picks"), Transition("reveal", "everyone has a mat")),
        cluster="setup", term="elegir científico", rules=("MCB-SETUP-MAT", "MCB-SCIENTIST-ORDER"),
    ),
    Phase(
        "reveal", "Reveal the next progress card", "chance", (),
        (
            Transition("reshuffle", "progress deck empty"),
            Transition("work", "Work card"),
            Transition("trouble", "Trouble card"),
            Transition("twist", "twist"),
            Transition("robot", "robot"),
            Transition("development", "development"),
            Transition("event", "event"),
            Transition("perk", "a player's perk"),
        ),
        cluster="turn", term="dar la vuelta (Progreso)", rules=("MCB-REVEAL",),
    ),
    Phase(
        "reshuffle", "Shuffle the progress discard; chits off the mats", "chance", (),
        (Transition("reveal", "new progress deck"),),
        cluster="turn", term="barajar", rules=("MCB-RESHUFFLE", "MCB-RESHUFFLE-CHITS"),
    ),
    Phase(
        "work", "Work: place an action chit", "decision", ("work", "build"),
        (Transition("work", "next player chooses"), Transition("resolve", "everyone has chosen")),
        cluster="turn/card", term="Trabajo", rules=("MCB-WORK", "MCB-SIMULTANEOUS-ORDER"),
    ),
    Phase(
        "trouble", "Trouble: add the next event", "auto", (),
        (Transition("resolve", "event added"),),
        cluster="turn/card", term="Problemas", rules=("MCB-TROUBLE",),
    ),
    Phase(
        "twist", "Twist: everyone follows it", "auto", (),
        (Transition("resolve", "instructions queued"),),
        cluster="turn/card", term="Vueltas", rules=("MCB-TWIST",),
    ),
    Phase(
        "robot", "Robot: everyone loses its colonists, then its instructions", "auto", (),
        (Transition("resolve", "losses then instructions queued"),),
        cluster="turn/card", term="Robo", rules=("MCB-FAQ-ROBOT-LOSS-FIRST", "MCB-FAQ-ROBOT-INSTRUCTIONS"),
    ),
    Phase(
        "development", "Development: everyone follows it", "auto", (),
        (Transition("resolve", "instructions queued"),),
        cluster="turn/card", term="Desarrollos", rules=("MCB-DEVELOPMENT",),
    ),
    Phase(
        "event", "Event: everyone follows it", "auto", (),
        (Transition("resolve", "instructions queued"),),
        cluster="turn/card", term="Eventos", rules=("MCB-REVEAL",),
    ),
    Phase(
        "perk", "Perk: only its owner follows it", "auto", (),
        (Transition("resolve", "owner's instructions queued"),),
        cluster="turn/card", term="Ventajas", rules=("MCB-PERK-OWNER",),
    ),
    Phase(
        "resolve", "Resolve instructions", "auto", (),
        (
            Transition("lose_building", "mat short of colonists, buildings left"),
            Transition("choose_perk", "a card says 'add a Perk'"),
            Transition("discard", "Paperwork or a card's discard: more cards in hand than to discard"),
            Transition("place_boxes", "RESTOCK: boxes to place, a choice of buildings"),
            Transition("may", "an instruction the card words with 'may'"),
            Transition("ability_order", "an action triggers abilities that are not plain gains"),
            Transition("reveal", "card resolved"),
            Transition("end", "colony failed / out of colonists / manual drawn / events run out"),
        ),
        cluster="turn", term="resolver", rules=("MCB-REVEAL",),
    ),
    Phase(
        "lose_building", "Lose a building (colonist-loss cascade)", "decision", ("lose_building",),
        (Transition("resolve", "building lost, LOST resolved next"),),
        cluster="turn", term="perder un edificio", rules=("MCB-LOSS-BUILDING", "MCB-FAQ-ANY-BUILDING"),
    ),
    Phase(
        "choose_perk", "Add one of your perks on top of the progress deck", "decision", ("choose_perk",),
        (Transition("resolve", "perk on top"),),
        cluster="turn", term="añadir una Ventaja", rules=("MCB-PERK-ADD",),
    ),
    Phase(
        "place_boxes", "RESTOCK: put 2 boxes on your buildings", "decision", ("place_boxes",),
        (Transition("resolve", "boxes placed"),),
        cluster="turn", term="REABASTECER", rules=("MCB-RESTOCK-PLACE",),
    ),
    Phase(
        "discard", "Discard cards (Paperwork: 2; a card's discard: its number)", "decision", ("discard",),
        (Transition("resolve", "cards discarded"),),
        cluster="turn", term="Papelería", rules=("MCB-PAPERWORK", "MCB-DISCARD"),
    ),
    Phase(
        "may", "Follow an optional instruction or not", "decision", ("may",),
        (Transition("resolve", "followed or skipped"),),
        cluster="turn", term="puede", rules=("MCB-MAY",),
    ),
    Phase(
        "ability_order", "Resolve an action's building abilities before or after it", "decision",
        ("ability_order",),
        (Transition("resolve", "order chosen"),),
        cluster="turn", term="orden de habilidades", rules=("MCB-ABILITY-ORDER",),
    ),
    Phase("end", "Game over: count colonists", "end", cluster="", term="recuento final",
          rules=("MCB-END-NO-MORE-TURNS", "MCB-SCORE")),
)
