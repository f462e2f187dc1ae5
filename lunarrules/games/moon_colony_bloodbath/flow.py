"""The phase graph of Moon Colony Bloodbath (the engine moves only along these edges).

One turn reveals one progress card (MCB-REVEAL); the card's kind picks the next
node; every instruction goes through the resolution step, which stops for a
player's decision (which building to lose, which perk to add) and ends the game
at once when a colony fails or the event deck is done.
"""

from __future__ import annotations

from lunarrules.i18n import N_
from lunarrules.kernel import Phase, Transition

START = "choose_scientist"

PHASES = (
    Phase(
        "choose_scientist", N_("Pick a scientist"), "decision", ("choose_scientist",),
        (Transition("choose_scientist", N_("next player picks")), Transition("reveal", N_("everyone has a mat"))),
        cluster="setup", term="elegir científico", rules=("MCB-SETUP-MAT", "MCB-SCIENTIST-ORDER"),
    ),
    Phase(
        "reveal", N_("Reveal the next progress card"), "chance", (),
        (
            Transition("reshuffle", N_("progress deck empty")),
            Transition("work", N_("Work card")),
            Transition("trouble", N_("Trouble card")),
            Transition("twist", N_("twist")),
            Transition("robot", N_("robot")),
            Transition("development", N_("development")),
            Transition("event", N_("event")),
            Transition("perk", N_("a player's perk")),
        ),
        cluster="turn", term="dar la vuelta (Progreso)", rules=("MCB-REVEAL",),
    ),
    Phase(
        "reshuffle", N_("Shuffle the progress discard; chits off the mats"), "chance", (),
        (Transition("reveal", N_("new progress deck")),),
        cluster="turn", term="barajar", rules=("MCB-RESHUFFLE", "MCB-RESHUFFLE-CHITS"),
    ),
    Phase(
        "work", N_("Work: place an action chit"), "decision", ("work", "build"),
        (Transition("work", N_("next player chooses")), Transition("resolve", N_("everyone has chosen"))),
        cluster="turn/card", term="Trabajo", rules=("MCB-WORK", "MCB-SIMULTANEOUS-ORDER"),
    ),
    Phase(
        "trouble", N_("Trouble: add the next event"), "auto", (),
        (Transition("resolve", N_("event added")),),
        cluster="turn/card", term="Problemas", rules=("MCB-TROUBLE",),
    ),
    Phase(
        "twist", N_("Twist: everyone follows it"), "auto", (),
        (Transition("resolve", N_("instructions queued")),),
        cluster="turn/card", term="Vueltas", rules=("MCB-TWIST",),
    ),
    Phase(
        "robot", N_("Robot: everyone loses its colonists, then its instructions"), "auto", (),
        (Transition("resolve", N_("losses then instructions queued")),),
        cluster="turn/card", term="Robo", rules=("MCB-FAQ-ROBOT-LOSS-FIRST", "MCB-FAQ-ROBOT-INSTRUCTIONS"),
    ),
    Phase(
        "development", N_("Development: everyone follows it"), "auto", (),
        (Transition("resolve", N_("instructions queued")),),
        cluster="turn/card", term="Desarrollos", rules=("MCB-DEVELOPMENT",),
    ),
    Phase(
        "event", N_("Event: everyone follows it"), "auto", (),
        (Transition("resolve", N_("instructions queued")),),
        cluster="turn/card", term="Eventos", rules=("MCB-REVEAL",),
    ),
    Phase(
        "perk", N_("Perk: only its owner follows it"), "auto", (),
        (Transition("resolve", N_("owner's instructions queued")),),
        cluster="turn/card", term="Ventajas", rules=("MCB-PERK-OWNER",),
    ),
    Phase(
        "resolve", N_("Resolve instructions"), "auto", (),
        (
            Transition("lose_building", N_("mat short of colonists, buildings left")),
            Transition("choose_perk", N_("a card says 'add a Perk'")),
            Transition("discard", N_("Paperwork or a card's discard: more cards in hand than to discard")),
            Transition("place_boxes", N_("RESTOCK: boxes to place, a choice of buildings")),
            Transition("may", N_("an instruction the card words with 'may'")),
            Transition("ability_order", N_("an action triggers abilities that are not plain gains")),
            Transition("reveal", N_("card resolved")),
            Transition("end", N_("colony failed / out of colonists / manual drawn / events run out")),
        ),
        cluster="turn", term="resolver", rules=("MCB-REVEAL",),
    ),
    Phase(
        "lose_building", N_("Lose a building (colonist-loss cascade)"), "decision", ("lose_building",),
        (Transition("resolve", N_("building lost, LOST resolved next")),),
        cluster="turn", term="perder un edificio", rules=("MCB-LOSS-BUILDING", "MCB-FAQ-ANY-BUILDING"),
    ),
    Phase(
        "choose_perk", N_("Add one of your perks on top of the progress deck"), "decision", ("choose_perk",),
        (Transition("resolve", N_("perk on top")),),
        cluster="turn", term="añadir una Ventaja", rules=("MCB-PERK-ADD",),
    ),
    Phase(
        "place_boxes", N_("RESTOCK: put 2 boxes on your buildings"), "decision", ("place_boxes",),
        (Transition("resolve", N_("boxes placed")),),
        cluster="turn", term="REABASTECER", rules=("MCB-RESTOCK-PLACE",),
    ),
    Phase(
        "discard", N_("Discard cards (Paperwork: 2; a card's discard: its number)"), "decision", ("discard",),
        (Transition("resolve", N_("cards discarded")),),
        cluster="turn", term="Papelería", rules=("MCB-PAPERWORK", "MCB-DISCARD"),
    ),
    Phase(
        "may", N_("Follow an optional instruction or not"), "decision", ("may",),
        (Transition("resolve", N_("followed or skipped")),),
        cluster="turn", term="puede", rules=("MCB-MAY",),
    ),
    Phase(
        "ability_order", N_("Resolve an action's building abilities before or after it"), "decision",
        ("ability_order",),
        (Transition("resolve", N_("order chosen")),),
        cluster="turn", term="orden de habilidades", rules=("MCB-ABILITY-ORDER",),
    ),
    Phase("end", N_("Game over: count colonists"), "end", cluster="", term="recuento final",
          rules=("MCB-END-NO-MORE-TURNS", "MCB-SCORE")),
)
