"""Moon Colony Bloodbath (Donald X. Vaccarino; Rio Grande Games) on the lunarrules kernel.

Source: the Spanish seed ``seeds/002_95d273ebfa369644.txt``, a rules summary followed by
FAQ answers; every FAQ answer is a cited rule (``MCB-FAQ-*``) with a scenario test.

What is modelled
----------------
* Players: the published game is for 1-5 (MCB-PLAYERS); this engine plays **2-5**.
  The solo mode is out of scope: it has its own rules, which the seed does not give.
* Setup (MCB-SETUP-*): building deck, 4 cards each; a scientist per player (a
  decision, seat order) with a mat of 30 colonists, 4 money, 4 food, 5 perks face up
  and 4 action chits; face-down building, progress, robot and twist decks; face-up ordered
  development and event decks; 2 twists (the first-game set by default, option
  ``first_game``) shuffled with 2 Trouble and 4 Work into the progress deck.
* Turns: one progress card revealed per turn, followed by everyone (MCB-REVEAL).
  Work: each player uses an action chit to pick RESTOCK, MINE, FARM or BUILD
  (RESEARCH with the ``research`` variant, MCB-RESEARCH); choices are made one
  player at a time and hidden from the others until all have chosen, then resolved
  in seat order (MCB-SIMULTANEOUS-ORDER). The same action may be picked again and
  again; the 4 chits come back when the progress deck is reshuffled
  (MCB-CHIT-SPACE, MCB-NO-CHIT, MCB-RESHUFFLE-CHITS).
* Base yields from the published rulebook (MCB-ACTION-YIELD): MINE +4 money, FARM
  +4 food, RESEARCH draws 2, RESTOCK +2 boxes that the player puts on their
  buildings (a decision: both on one or one on each; MCB-RESTOCK-PLACE).
* Buildings: cost in money, PLAY rules on building, abilities tied to an action that
  trigger every time the action happens, from a Work card or any other effect (a Kale
  Farm farms when built), copies stacking except "ignore paperwork"; boxes, which a
  sample card may turn into money or food (MCB-BOXES); a Potato Farm lets food pay
  costs; otherwise money and food never substitute for each other.
* Trouble (adds the next event on top), twists, robots (everyone loses the printed colonists
  first, then the instructions), developments (everyone), events including Hunger,
  Paperwork and the Instruction Manual (ends the game when drawn), perks (never in
  hand; added on top only when a card says so; affect only their owner).
* Paperwork as the published rulebook has it: everyone draws 1 building card, then
  discards 2 cards of their choice (a decision; a hand of 2 or fewer goes whole); a
  building that ignores Paperwork makes its owner immune to both parts
  (MCB-PAPERWORK, MCB-PAPERWORK-IMMUNE).
* The colonist-loss cascade (the heart of the game): mat first, then a building of the
  player's free choice (a decision node): its printed colonists go to the mat, its LOST
  abilities resolve completely, then the loss continues; if mat and buildings cannot
  cover it the colony fails. A loss everyone takes reaches every colony first, and
  the game ends once it has (MCB-LOSS-EVERYONE), so seat order never decides who
  is spared. Every step is logged with its rule ids; :func:`absorbable_loss` says
  how much a colony can take.
* Card words from the published rulebook: optional instructions ("may", MCB-MAY);
  spending a box from a building (MCB-SPEND-BOX); an action's building abilities
  before or after it, the player's choice (MCB-ABILITY-ORDER); discarding
  (MCB-DISCARD); adding a named card (MCB-ADD-NAMED), developments with their
  copies (MCB-DEV-COPIES) and twists from the twist deck (MCB-TWIST-ADD).
* Hunger in the seed's wording by default and in the published wording as the variant
  ``hunger="published"`` (MCB-HUNGER-PUBLISHED).
* End and scoring: a player out of colonists on mat and buildings, the event deck run out, or
  the Instruction Manual drawn; colonists on the mat + printed on buildings in play; ties
  share the win (an assumption).
* Hidden information: hands, face-down decks, the progress order and both discard
  piles are absent from ``state.view(player)``.

What is not modelled
--------------------
* The solo mode, and the published card texts: the cards in ``content.toml`` are a
  sample written for this project from a small effect vocabulary.
* What a box is worth is card text; the sample cards' reading is an assumption
  (MCB-BOXES); so is the reading of the seed's Hunger wording (MCB-HUNGER-UNFED).
* The seed's closing line ("se publicó en 2024 y lo edita Editorial") is not a rule;
  the publisher's listing gives Rio Grande Games, 2025.
"""

from __future__ import annotations

from pathlib import Path

from lunarrules.i18n import N_
from lunarrules.kernel import Game, Option, ids_in

from .actions import KINDS
from .content import validate
from .flow import PHASES, START
from .params import PLAYERS
from .rules import RULES
from .state import MoonColonyState
from .table import MoonColonyTable, absorbable_loss, colony_total
from .words import PLACES, value_words


def progress_cards(game: Game) -> tuple[str, ...]:
    """Every card that can be in the Progress deck (chance key ``progress``)."""
    perks = ids_in("perk")(game)
    return (
        ("work", "trouble")
        + ids_in("event", prefix="event:")(game)
        + ids_in("robot", prefix="robot:")(game)
        + ids_in("twist", prefix="twist:")(game)
        + ids_in("development", prefix="dev:")(game)
        + tuple(f"perk:{seat}:{p}" for seat in range(5) for p in perks)
    )


GAME = Game(
    id="moon_colony_bloodbath",
    title="Moon Colony Bloodbath",
    players=PLAYERS,
    state_class=MoonColonyState,
    rules=RULES,
    phases=PHASES,
    start=START,
    action_kinds=KINDS,
    options=(
        Option("hunger", "seed", ("seed", "published"),
               N_("Hunger as the seed words it, or as the published rulebook does"), rule="MCB-HUNGER-PUBLISHED"),
        Option("research", False, (False, True),
               N_("RESEARCH as a fifth Work action (published rulebook)"), rule="MCB-RESEARCH"),
        Option("first_game", True, (True, False),
               N_("use the first-game twists instead of 2 random ones"), rule="MCB-SETUP-TWISTS"),
    ),
    chance={
        "building": ids_in("building"),
        "progress": progress_cards,
        # MCB-ADD-SHUFFLE: which of the cards added together happens first, then next...
        "added": progress_cards,
        "robot": ids_in("robot"),
        "twist": ids_in("twist"),
    },
    content_file=Path(__file__).with_name("content.toml"),
    # MCB-DEV-COPIES: the sample's developments have 1 copy each, so it never writes 'copies'
    content_fields={"development": ("copies",)},
    content_validator=validate,
    table=MoonColonyTable,
    value_words=value_words,
    places=PLACES,
    summary=(
        "Each turn one card of a shared progress deck is revealed and every player follows it: "
        "Work lets everyone secretly pick an action (restock, mine, farm, build), while Trouble, "
        "robots, twists and events pile disasters into the deck. Colonists lost come off your mat, "
        "then from buildings you choose to give up, whose LOST abilities fire as they go. The game "
        "ends when a colony is empty or the events run out; most colonists wins."
    ),
    original_title="Moon Colony Bloodbath",
    language="es",
    turn_rule="MCB-SIMULTANEOUS-ORDER",
    end_rule="MCB-END",
    round_length="one progress card, followed by every player",
    mechanism="shared progress deck; build-and-lose tableau",
)

__all__ = ["GAME", "MoonColonyState", "absorbable_loss", "colony_total"]
