"""Moon Colony Bloodbath: the cited rule table.

Seed quotes are copied verbatim from ``seeds/002_95d273ebfa369644.txt`` (Spanish: a
rules summary followed by FAQ answers; every FAQ answer is a rule here). Public
facts name their source; assumptions say why they were needed; variants name the
rule they replace and the option that switches them on.
"""

from __future__ import annotations

from lunarrules.kernel import Assumption, Public, Rule, RuleBook, Seed, Variant

SEED_FILE = "002_95d273ebfa369644.txt"

_RIO = (
    "Rio Grande Games product listing RIO647 (2025), designer Donald X. Vaccarino, "
    "as reproduced by heidelbaer.info and ludorium.at"
)
_REVIEW_GNG = "gamesnightguru.com review of Moon Colony Bloodbath"
_REVIEW_EYG = "expandyourgame.blogspot.com review of Moon Colony Bloodbath (2026-03)"
_REVIEW_GB = "giantbrain.co.uk review 'Bad Moon Rising' (2026-02)"
_RB = "published English rulebook (transcription in GitHub borisyankov/rulespal, data/rulebooks/moon-colony-bloodbath-rulebook.md)"
_SHOP = "Rio Grande Games publisher blurb, as reproduced by shop listings (boardhousestore.com, hamptonhobbiesandgames.co.uk)"

RULES = RuleBook(
    SEED_FILE,
    [
        # ------------------------------------------------------------ players
        Rule(
            "MCB-PLAYERS",
            "The published game is for 1-5 players; this engine plays 2-5 (the solo mode has its own rules, not in the seed).",
            Public("Moon Colony Bloodbath is an engine-building, engine-losing game for 1-5 players", _RIO),
        ),
        # -------------------------------------------------------------- setup
        Rule(
            "MCB-SETUP-DEAL",
            "Shuffle the building deck and deal 4 building cards to each player.",
            Seed("Baraja el mazo de Edificios y reparte 4 cartas a cada jugador.", term="Edificios"),
        ),
        Rule(
            "MCB-SETUP-MAT",
            "Each player picks a scientist and gets a moon-base mat with 30 colonists, 4 money and 4 food.",
            Seed("Cada jugador elige un científico y recibe su tapete de Base Lunar con 30 @, 4 ‘ y 4 &.", term="tapete de Base Lunar"),
            governs=("choose_scientist",),
        ),
        Rule(
            "MCB-SETUP-PERKS",
            "Each player takes the 5 perks of their scientist and 4 action chits.",
            Seed("Cada jugador toma el conjunto de 5 Ventajas de su científico y 4 fichas de Acción.", term="Ventajas"),
        ),
        Rule(
            "MCB-SETUP-DECKS",
            "Buildings, progress, robots and twists are face-down decks; developments and events are face-up decks kept in order.",
            Seed("Crea los mazos boca abajo de Edificios, Progreso, Robots y Vueltas, marcados con sus fichas, y deja boca arriba los mazos de Desarrollos y Eventos ordenados."),
        ),
        Rule(
            "MCB-SETUP-TWISTS",
            "Shuffle the twists and turn 2 face up; in a first game use the first-game twists.",
            Seed("Baraja el mazo de Vueltas y coloca 2 cartas boca arriba; para la primera partida, usa las que tengan la palabra 'Vueltas' en blanco.", term="Vueltas"),
        ),
        Rule(
            "MCB-SETUP-PROGRESS",
            "The 2 twists are shuffled with the starting cards (2 Trouble, 4 Work) into the starting progress deck.",
            Seed("Mezcla esas 2 Vueltas con las cartas iniciales (2 Problemas, 4 Trabajo) para formar el mazo inicial de Progreso.", term="Progreso"),
        ),
        Rule(
            "MCB-SETUP-MARKERS",
            "Deck markers sit on the twist and robot decks (table furniture: it names those decks, nothing more).",
            Seed("Coloca la ficha de mazo sobre el mazo de Vueltas y la ficha de mazo de Robots sobre su mazo."),
        ),
        Rule(
            "MCB-SETUP-PERKS-VISIBLE",
            "Each player's perks lie face up in their area, to be used when a card says so.",
            Seed("Deja las Ventajas de cada jugador boca arriba en su zona para usarlas cuando se indique."),
        ),
        Rule(
            "MCB-SCIENTIST-ORDER",
            "Scientists are picked one player at a time in seat order, each a different scientist.",
            Assumption("the seed says each player picks a scientist but not how; picking in seat order keeps one decision at a time and the mats distinct"),
            governs=("choose_scientist",),
        ),
        # --------------------------------------------------------------- turn
        Rule(
            "MCB-REVEAL",
            "Each turn the next progress card is revealed and everyone follows it at the same time.",
            Seed("Cada turno se revela la siguiente carta del mazo de Progreso y todos siguen sus instrucciones simultáneamente."),
            governs=("reveal",),
        ),
        Rule(
            "MCB-SIMULTANEOUS-ORDER",
            "Simultaneous instructions are resolved one effect at a time, for each player in seat order (the Work actions chosen, player by player); choices are made one player at a time and hidden from the players still choosing.",
            Assumption("the engine needs one decision at a time; seat order changes nothing except who draws first from a shared deck, and hidden choices keep the choice simultaneous"),
        ),
        Rule(
            "MCB-REVEALED-CYCLES",
            "A resolved progress card goes to the progress discard pile, so it comes back after the next reshuffle.",
            Public("every time the deck is shuffled, you can prepare for all those events again", _SHOP),
        ),
        Rule(
            "MCB-ADD-ON-TOP",
            "A card added to the progress deck is placed on top: it is the next card revealed.",
            Public("whenever cards are added to the deck they are always added to the top of the deck", _REVIEW_EYG),
        ),
        Rule(
            "MCB-ADD-SHUFFLE",
            "Cards added to the progress deck together (an add of more than one card, or several adds while one card and everything it sets off resolve) are shuffled before the next reveal, so they happen in a random order; a single added card is simply next.",
            Public("Cards added to the Progress deck always go on top. If two or more cards are added to the deck at once, shuffle them, so that they happen in a random order.", _RB + ", 'More Rules'"),
        ),
        Rule(
            "MCB-TWIST-ADD",
            "The twists not dealt at setup stay in a face-down twist deck; a card that adds a twist (content: add with deck = \"twist\") puts a random one from it on top of the progress deck, and it stays in play like the first two.",
            Public("Two Twists are shuffled into the starting Progress deck each game. More Twists are only possible via the Sentient AI Robot.", _RB + ", 'Twists'"),
        ),
        Rule(
            "MCB-ADD-NAMED",
            "A card that names the card it adds (content field 'card') puts that card, taken from its deck, on top of the progress deck; with no copy of it left, nothing is added.",
            Public("When you add a Development, fish it out of the pile of them that's on the table, and put it on top of the deck.", _RB + ", 'Developments'"),
        ),
        Rule(
            "MCB-DEV-COPIES",
            "Each development has its copies in the face-up development deck (content field 'copies', 1 unless given; 2 each in the published game); an add when no copy is left adds nothing.",
            Public("There are two copies of each Development. If you're called on to add a third copy, you fail to.", _RB + ", 'Developments'"),
        ),
        Rule(
            "MCB-TROUBLE",
            "A Trouble card adds the next event (face-up event deck, in order) on top of the progress deck.",
            Public("Trouble cards prompt you to add the next Event card to the progress deck; events are numbered and always added on top", _REVIEW_GNG),
            governs=("trouble",),
        ),
        Rule(
            "MCB-EVENT-ORDER",
            "The event deck starts with Hunger, then Paperwork, then an event that adds the first robot.",
            Public("the starting event is Hunger, the next one Paperwork, the third adds the first Robot to the progress deck", _REVIEW_GNG),
        ),
        # --------------------------------------------------------------- work
        Rule(
            "MCB-WORK",
            "On a Work card each player places an action chit to choose RESTOCK, MINE, FARM or BUILD.",
            Seed("Durante la fase de Trabajo, los jugadores colocan una ficha de Acción en su tapete para elegir entre REABASTECER, MINAR, CULTIVAR o CONSTRUIR.", term="Trabajo"),
            governs=("work", "build"),
        ),
        Rule(
            "MCB-RESEARCH",
            "Variant (published rulebook): RESEARCH is a fifth Work action: draw 2 building cards.",
            Variant("MCB-WORK", "research", source=_RB + ", 'Work': 'RESEARCH - You draw 2 cards'"),
            governs=("work",),
        ),
        Rule(
            "MCB-CHIT-SPACE",
            "Each Work action uses one of the player's 4 action chits until the progress deck is reshuffled; any action may be chosen, also one already chosen in this deck cycle.",
            Public("each player puts an Action chit on the Action they want, does it, then moves the chit to one of the four slots in the centre; they can pick the same Action over and over, there is no limit", _RB + ", 'Work'"),
            governs=("work", "build"),
        ),
        Rule(
            "MCB-NO-CHIT",
            "A player whose 4 action chits are all used takes no Work action until the reshuffle.",
            Assumption("the starting deck has 4 Work cards for 4 chits; a fifth Work card in one deck cycle would leave no chit to place"),
        ),
        Rule(
            "MCB-ACTION-YIELD",
            "Base yields: MINE +4 money, FARM +4 food, RESTOCK +2 boxes on your buildings, RESEARCH draws 2 building cards.",
            Public("RESTOCK: you get 2 boxes; MINE: you get 4 money; FARM: you get 4 food; RESEARCH: you draw 2 cards", _RB + ", 'Work'"),
            governs=("work", "place_boxes"),
        ),
        Rule(
            "MCB-RESTOCK-PLACE",
            "RESTOCK's 2 boxes go on whichever of your buildings you choose (both on one, or one on each of two), never on the mat; with no building RESTOCK gives nothing.",
            Public("put them onto whichever of your buildings you want; you can put two on the same Building, or one on each of two Buildings; boxes only go on Buildings, your playmat can't hold them", _RB + ", 'Work'"),
            governs=("place_boxes",),
        ),
        Rule(
            "MCB-RESOURCES",
            "Resources are colonists, money and food (the rulebook prints them as @, ‘ and &), kept on the mat or on buildings.",
            Seed("Los recursos son @ (colonistas), ‘ (dinero) y & (alimento), y se gestionan en el tapete o en los edificios construidos."),
        ),
        Rule(
            "MCB-BOXES",
            "Sample cards: a box on a building whose card names money or food spends as 1 of it, and such a card holds at most its printed number of boxes; spending and losing take from boxes before the mat; a lost building's boxes are lost with it.",
            Assumption("the seed lets resources sit on buildings, and the published rulebook gives boxes value only through cards; the sample cards give that value, and spending boxes first keeps the mat for later"),
            governs=("place_boxes",),
        ),
        Rule(
            "MCB-RESOURCE-FLOOR",
            "Losing more money or food than you have loses what you have; nothing else is taken instead.",
            Assumption("the seed only cascades colonist losses into buildings; money and food never substitute (MCB-FAQ-NO-CONVERT)"),
        ),
        Rule(
            "MCB-BUILD-COST",
            "Building a building means paying its cost in money and resolving its PLAY rules.",
            Seed("Construir edificios requiere pagar su costo en ‘ y activar sus reglas de JUGAR", term="JUGAR"),
            governs=("build",),
        ),
        Rule(
            "MCB-BUILD-NOTHING",
            "A player may place the chit on BUILD and build nothing.",
            Assumption("a player who cannot afford any card must still be able to place the chit; choosing a space is the decision, building is what it allows"),
            governs=("build",),
        ),
        Rule(
            "MCB-BUILD-TRIGGER",
            "Building abilities tied to an action trigger when that action is used.",
            Seed("sus habilidades se activan al usar ciertas acciones"),
        ),
        Rule(
            "MCB-STACK",
            "Abilities of several copies of a building add up unless the effect says otherwise.",
            Seed("Las habilidades de los edificios son acumulativas si se construyen múltiples copias, salvo que el efecto indique lo contrario."),
        ),
        Rule(
            "MCB-FAQ-TRIGGER-ALWAYS",
            "An action-tied ability triggers every time that action happens, from a Work card or any other effect.",
            Seed("se desencadenan cada vez que se realiza esa acción, ya sea por una carta de Trabajo o por otro efecto"),
        ),
        Rule(
            "MCB-FAQ-KALE",
            "Building a Kale Farm farms at once (its FARM ability triggers), even outside a Work turn.",
            Seed("construir una Granja de Kale activa inmediatamente su habilidad de CULTIVAR, incluso si no es tu turno de Trabajo", term="Granja de Kale"),
        ),
        Rule(
            "MCB-FAQ-POTATO",
            "With a Potato Farm you may pay costs with food as if it were money.",
            Seed("Solo si tienes una carta que lo permita explícitamente, como la Granja de Patata. Su habilidad indica que puedes usar & como ‘ al pagar costos.", term="Granja de Patata"),
            governs=("build",),
        ),
        Rule(
            "MCB-FAQ-NO-CONVERT",
            "Without such a card food is never money (or the reverse).",
            Seed("Sin ese efecto, no puedes convertir & en ‘. El dinero y la comida son recursos distintos salvo que una carta lo indique."),
            governs=("build",),
        ),
        Rule(
            "MCB-FAQ-COPIES",
            "Two Iron Mines give +1 money each when MINE is used.",
            Seed("Sus efectos suelen ser acumulativos: por ejemplo, dos Minas de Hierro dan +1 ‘ cada una al usar la acción MINAR", term="Minas de Hierro"),
        ),
        Rule(
            "MCB-FAQ-COPIES-ALLOWED",
            "A player may build several copies of the same building.",
            Seed("Sí, puedes construir múltiples copias del mismo edificio."),
            governs=("build",),
        ),
        Rule(
            "MCB-FAQ-PAPERWORK-NOSTACK",
            "'Ignore paperwork' does not stack: one copy ignores it fully, more copies add nothing.",
            Seed("algunos efectos como 'ignorar Papelería' no se acumulan: una vez ignorado, el efecto se aplica completamente y no se mejora con más copias", term="Papelería"),
        ),
        Rule(
            "MCB-PAPERWORK",
            "Paperwork: every player draws 1 building card, then (once everyone has drawn) discards 2 cards of their choice.",
            Public("Paperwork: each player draws a Building card, then discards 2 cards", _RB + ", 'Trouble & Events'"),
            governs=("discard",),
        ),
        Rule(
            "MCB-MAY",
            "An instruction a card words with 'may' (content field may = true) is optional: when it resolves, its player decides whether to follow it; on a card everyone follows, each player decides for themselves.",
            Public("Abilities aren't optional unless they say they are, e.g. with \"you may.\"", _RB + ", 'More Rules'"),
            governs=("may",),
        ),
        Rule(
            "MCB-ABILITY-ORDER",
            "When an action triggers building abilities that do more than gain resources, the player resolves them before or after the action itself (this engine: all of them before, or all after, in the order the buildings were built; plain gains are applied with the action, where order cannot matter).",
            Public("If you have multiple Buildings that do something for the same Action, you can resolve those abilities in any order, and do any of them before or after resolving the Action itself.", _RB + ", 'Work'"),
            governs=("ability_order",),
        ),
        Rule(
            "MCB-SPEND-BOX",
            "A building's ability 'spend a box for ...' (content effect spend_box, the effect bought in 'then') spends 1 box from that building each time it happens; with no box on it, nothing happens.",
            Public("Abilities that let you spend a box still just work once per time they happen; you can't spend multiple boxes at once unless the ability specifically lets you.", _RB + ", 'More Rules'"),
        ),
        Rule(
            "MCB-DISCARD",
            "A card that says discard (content effect 'discard', n cards) makes the player discard n building cards of their choice from hand; a hand of n or fewer is discarded whole.",
            Assumption("the published cards tell players to discard; the seed does not say who picks, so the player picks, as Paperwork's discard does, and does as much as they can"),
            governs=("discard",),
        ),
        Rule(
            "MCB-PAPERWORK-IMMUNE",
            "A building that ignores Paperwork (the published Hacker Lair; the sample cards' Records Vault) makes its owner immune to both parts: no draw and no discard, and they cannot choose to take part.",
            Public("Hacker Lair makes you immune to this; you don't do either part (and can't choose to)", _RB + ", 'Trouble & Events'"),
            governs=("discard",),
        ),
        Rule(
            "MCB-AS-MUCH-AS-YOU-CAN",
            "When told to do something, do as much as you can; what cannot be done is skipped (a hand of 2 cards or fewer is discarded whole).",
            Public("When told to do something, do as much as you can! Anything you can't do, you don't do.", _RB + ", 'More Rules'"),
        ),
        # -------------------------------------------------------- robots, perks
        Rule(
            "MCB-FAQ-ROBOT-LOSS-FIRST",
            "When a robot is revealed every player first loses the colonists printed on it.",
            Seed("Cuando se roba un Robo, primero todos los jugadores pierden el número de @ indicado en la carta.", term="Robo"),
            governs=("robot",),
        ),
        Rule(
            "MCB-FAQ-ROBOT-INSTRUCTIONS",
            "Then the robot's instructions are followed (mandatory here), after everyone's loss.",
            Seed("Luego, se siguen las instrucciones del Robo (normalmente obligatorias). El efecto de pérdida de @ afecta a todos por igual antes de aplicar cualquier habilidad del Robo."),
            governs=("robot",),
        ),
        Rule(
            "MCB-PERK-NOT-HAND",
            "Perks are never in hand: they cannot be drawn, built or discarded.",
            Seed("Las Ventajas no están en tu mano, no se pueden robar ni descartar.", term="Ventajas"),
            governs=("build",),
        ),
        Rule(
            "MCB-PERK-ADD",
            "A perk enters the progress deck only when a card says 'add a Perk'; its owner picks which of their perks.",
            Seed("Solo se añaden al mazo de Progreso cuando una carta te indica 'añadir una Ventaja'."),
            governs=("choose_perk",),
        ),
        Rule(
            "MCB-PERK-OWNER",
            "An added perk goes on top of the progress deck and, when revealed, affects only its owner.",
            Seed("Cuando se roban, afectan solo a ti y se colocan en la cima del mazo de Progreso para ser la siguiente carta en resolverse."),
            governs=("perk",),
        ),
        Rule(
            "MCB-DEVELOPMENT",
            "A development, when revealed, affects every player.",
            Public("developments affect all players", _SHOP),
            governs=("development",),
        ),
        Rule(
            "MCB-TWIST",
            "A twist, when revealed, affects every player.",
            Assumption("the seed only says everyone follows the revealed card; twists have no owner"),
            governs=("twist",),
        ),
        # ---------------------------------------------------------- reshuffle
        Rule(
            "MCB-RESHUFFLE",
            "When a card must be revealed and the progress deck is empty, its discard pile is shuffled into a new progress deck; play then goes on as usual.",
            Seed("Cuando necesitas dar la vuelta a una carta y el mazo está vacío, barajas su montón de descarte para formar un nuevo mazo de Progreso. Luego continúas normalmente."),
            governs=("reshuffle",),
        ),
        Rule(
            "MCB-RESHUFFLE-CHITS",
            "At that reshuffle every action chit comes off the mats; they are placed again at the next Work.",
            Seed("Las fichas de Acción en los tapetes se retiran al barajar, pero se vuelven a colocar en el siguiente turno de Trabajo."),
            governs=("reshuffle",),
        ),
        Rule(
            "MCB-BUILDING-DECK-EMPTY",
            "An empty building deck is refilled by shuffling its discard pile; with both empty nothing is drawn.",
            Assumption("the seed only speaks of reshuffling the progress deck; the same treatment keeps draws possible"),
        ),
        Rule(
            "MCB-FAQ-DISCARD-HIDDEN",
            "Discard piles of the building and progress decks are hidden: only a card turned face up is known.",
            Seed("Las reglas prohíben expresamente mirar en los montones de descarte de los mazos de Edificios o Progreso. Solo se conoce la carta superior cuando se da la vuelta, y el contenido del descarte es información oculta durante la partida."),
        ),
        # -------------------------------------------------------------- losses
        Rule(
            "MCB-LOSS-MAT-FIRST",
            "Colonists are lost from the mat first.",
            Seed("Primero pierdes @ de tu tapete."),
            governs=("lose_building",),
        ),
        Rule(
            "MCB-LOSS-BUILDING",
            "If the mat is not enough you must lose a building: discard it, gain its printed colonists on the mat, resolve its LOST abilities, then continue.",
            Seed("Si no son suficientes, debes perder un edificio: lo descartas, ganas sus @ impresos en tu tapete y resuelves sus habilidades PERDIDO antes de continuar.", term="PERDIDO"),
            governs=("lose_building",),
        ),
        Rule(
            "MCB-LOSS-REPEAT",
            "Repeat until enough colonists are lost or there is nothing left to lose.",
            Seed("Repite hasta tener suficientes @ o quedarte sin opciones."),
            governs=("lose_building",),
        ),
        Rule(
            "MCB-LOSS-FAIL",
            "If mat and buildings cannot cover the loss, the colony fails and the game ends.",
            Seed("Si no puedes perder suficientes @ (ni en tapete ni en edificios), tu colonia falla y la partida termina."),
        ),
        Rule(
            "MCB-LOSS-EVERYONE",
            "A card everyone follows is resolved for every colony, effect by effect, before the end is decided: a colony that fails or runs out of colonists ends the game once that effect has reached every colony, so later seats still take their loss and seat order does not decide the result.",
            Seed("todos siguen sus instrucciones simultáneamente"),
        ),
        Rule(
            "MCB-FAQ-ANY-BUILDING",
            "The building to lose is the player's free choice, whatever its printed colonists.",
            Seed("puedes elegir cualquiera de tus edificios en juego, independientemente de cuántos @ albergue. No hay obligación de perder el que tenga más o menos @."),
            governs=("lose_building",),
        ),
        Rule(
            "MCB-FAQ-LOST-FIRST",
            "A lost building's LOST abilities are resolved completely before another building is lost or the loss continues.",
            Seed("debes resolver completamente sus habilidades PERDIDO antes de perder otro edificio o continuar perdiendo @"),
            governs=("lose_building",),
        ),
        Rule(
            "MCB-LOSE-COPY",
            "Of several copies of the chosen building, the one with the fewest boxed resources is lost.",
            Assumption("copies differ only by the stock in their boxes; losing the emptiest keeps the player's resources, which any player would choose"),
            governs=("lose_building",),
        ),
        # -------------------------------------------------------------- hunger
        Rule(
            "MCB-HUNGER",
            "Hunger (seed wording): lose as many colonists as you have buildings in play.",
            Seed("Pierdes un número de @ igual al número de edificios que tienes en juego.", term="Hambre"),
        ),
        Rule(
            "MCB-HUNGER-UNFED",
            "Hunger (seed wording): each building the mat cannot give a colonist to costs 3 more colonists (read: unfed = buildings beyond the colonists on the mat when Hunger starts).",
            Seed("Por cada edificio del que no pierdas @ (por falta suficiente), pierdes 3 @ adicionales."),
        ),
        Rule(
            "MCB-HUNGER-NONE",
            "Hunger (seed wording): if you lose no colonist at all, gain 2 food on the mat.",
            Seed("Si no pierdes ningún @ en total, ganas 2 & en tu tapete."),
        ),
        Rule(
            "MCB-HUNGER-COUNT",
            "Hunger losses are simultaneous and counted at the start: a building lost meanwhile still counts.",
            Seed("Las pérdidas son simultáneas, pero si pierdes un edificio por falta de @, ese edificio aún cuenta para el cálculo inicial."),
        ),
        Rule(
            "MCB-HUNGER-PUBLISHED",
            "Variant (published rulebook): Hunger costs 1 food per building; each unfed building costs 1 colonist; a player who loses no colonist gains 2.",
            Variant("MCB-HUNGER", "hunger", source=_RB + ", 'Trouble & Events': 'Lose an amount of food equal to the number of Buildings you have. For each Building you didn't lose a food for, you lose a person. If you didn't lose any people, you get +2 people'"),
        ),
        # ----------------------------------------------------------------- end
        Rule(
            "MCB-END",
            "The game ends when a player runs out of colonists or the event deck runs out; most colonists wins.",
            Seed("El juego termina cuando un jugador se queda sin colonistas o se agota el mazo de Eventos; gana quien tenga más colonistas al final."),
        ),
        Rule(
            "MCB-END-NO-COLONISTS",
            "The game ends at once when a player has no colonists on the mat nor printed on buildings in play.",
            Seed("La partida termina inmediatamente cuando un jugador se queda sin @ en su tapete y en sus edificios"),
        ),
        Rule(
            "MCB-END-EVENTS",
            "The game ends at once when the event deck runs out (an event must be added and none is left).",
            Seed("o cuando se agota el mazo de Eventos"),
        ),
        Rule(
            "MCB-END-MANUAL",
            "The game ends at once when the 'Instruction Manual' event is drawn from the event deck.",
            Seed("También termina si se roba la carta de Evento 'Manual de Instrucciones'.", term="Manual de Instrucciones"),
        ),
        Rule(
            "MCB-END-NO-MORE-TURNS",
            "Once the game ends no more turns are played; colonists are counted.",
            Seed("Al terminar, no se juegan más turnos y se procede al recuento final de colonistas para determinar al ganador."),
        ),
        Rule(
            "MCB-SCORE",
            "Score = colonists on the mat + colonists printed on buildings in play.",
            Seed("se cuentan todos los @ que cada jugador tiene en su tapete y los impresos en sus edificios en juego"),
        ),
        Rule(
            "MCB-WINNER",
            "The player with the most colonists wins.",
            Seed("El jugador con el mayor número total de @ gana la partida."),
        ),
        Rule(
            "MCB-SCORE-NOTHING-ELSE",
            "No other resource or effect scores.",
            Seed("No se puntúan otros recursos ni efectos."),
        ),
        Rule(
            "MCB-TIE",
            "Players tied on the most colonists share the win.",
            Assumption("neither the seed nor a public source we found gives a tie-break"),
        ),
    ],
)
