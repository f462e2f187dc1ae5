"""The cited rule table of Tiny Epic Galaxies.

Seed quotes are verbatim from ``seeds/004_2e522f3cfc1db453.txt`` (Portuguese).
Public facts name the published rulebook (Gamelyn Games); assumptions say why.
"""

from __future__ import annotations

from lunarrules.kernel import Assumption, Public, Rule, RuleBook, Seed, Variant

SEED_FILE = "004_2e522f3cfc1db453.txt"
RULEBOOK = "Tiny Epic Galaxies rulebook (Gamelyn Games, 2015)"
TEGPORT = ("Flaykz/tiny-epic-galaxies-digital (GitHub), the secret missions transcribed from "
           "the published cards; PUBLISHED_RULES.md [TEGport]")

RULES = RuleBook(
    SEED_FILE,
    [
        # ---------------------------------------------------------------- setup
        Rule("TEG-SETUP-SHIPS",
             "Each player starts with 2 ships on their Galaxy Mat; the other 2 wait on the ship tracker.",
             Seed("Coloque 2 Naves no centro do seu Galaxy Mat, em pé. Essas são suas naves "
                  "iniciais. As outras 2 Naves vão para o rastreador de naves, nos espaços "
                  "numerados com um quadrado.", "Naves")),
        Rule("TEG-SETUP-MAT",
             "Each player has their own Galaxy Mat (seat P1..Pn); its solo side is not modelled.",
             Seed('Cada jogador escolhe uma cor e recebe um Galaxy Mat (o verso, "Rogue '
                  'Galaxies", é só para o modo solo).', "Galaxy Mat")),
        Rule("TEG-SETUP-TOKENS",
             "Each player has 4 ships in all and tracks their culture, energy and empire level.",
             Seed("Receba também 4 Naves, 1 Token de Cultura, 1 Token de Energia e 1 Token de "
                  "Império na sua cor.")),
        Rule("TEG-SETUP-RESOURCES", "Each player starts with 1 culture and 2 energy.",
             Seed('Posicione seu Token de Cultura no espaço "1" do rastreador de recursos e seu '
                  'Token de Energia no espaço "2" do mesmo rastreador no seu Galaxy Mat.',
                  "Cultura / Energia")),
        Rule("TEG-SETUP-EMPIRE", "Each empire starts at level 1 of the empire track.",
             Seed("Seu Token de Império começa no primeiro espaço do rastreador de império, "
                  "marcado com uma estrela.", "Império")),
        Rule("TEG-EMPIRE-LEVEL",
             "The empire level sets how many dice and ships you may use each turn, and gives VP.",
             Seed("O nível do seu império é crucial, pois determina quantos dados e naves você "
                  "pode usar por turno, além de render pontos de vitória.")),
        Rule("TEG-SETUP-PLANETS", "Reveal players + 2 planets face up in a row.",
             Seed("Revele 2 cartas a mais que o número de jogadores e coloque-as viradas para "
                  "cima no centro da mesa, em linha.", "Cartas de Planeta")),
        Rule("TEG-SHUFFLE-PLANETS", "The planet deck is shuffled: planets are drawn at random.",
             Seed("Embaralhe o baralho de Cartas de Planeta.")),
        Rule("TEG-SETUP-EXAMPLE-3P", "The seed's example: with 3 players reveal 5 planets.",
             Seed("para 3 jogadores, revele 5 planetas")),
        Rule("TEG-SETUP-EXAMPLE-5P",
             "With 5 players reveal 6 planets, as the seed's own example says (not players + 2).",
             Seed("para 5 jogadores, revele 6 planetas"), governs=("setup",)),
        Rule("TEG-SETUP-PLANETS-5P",
             "With 5 players reveal only 6 planets: the published rulebook agrees with the "
             "seed's example.",
             Public("In a 5 player game, only draw 6 Planet Cards.", RULEBOOK), governs=("setup",)),
        Rule("TEG-PLANETS-5P-PLUS-TWO",
             "Variant: with 5 players reveal players + 2 = 7 planets, the seed's general rule "
             "applied without the exception of its example.",
             Variant("TEG-SETUP-EXAMPLE-5P", "planets_5p_plus_two",
                     source="step 6 of the seed's setup: its general rule 'Revele 2 cartas a "
                            "mais que o número de jogadores' applied to 5 players too, against "
                            "its own example and the published rulebook (6 planets)"),
             governs=("setup",)),
        Rule("TEG-SETUP-DICE", "The Control Mat holds 7 action dice.",
             Seed("Coloque o Control Mat e os 7 Dados de Ação no centro da mesa.", "Dados de Ação")),
        Rule("TEG-SETUP-MISSIONS",
             "Deal 2 secret missions to each player; each keeps 1 secretly and discards the other.",
             Seed("Embaralhe as Cartas de Missão Secreta e distribua duas para cada jogador. Cada "
                  "um escolhe uma para deslizar sob seu Galaxy Mat (mantendo-a secreta!) e "
                  "descarta a outra.", "Missão Secreta"), governs=("keep_mission",)),
        Rule("TEG-MISSIONS-BOX", "Secret missions not dealt go back to the box, out of the game.",
             Seed("As cartas restantes voltam para a caixa, viradas para baixo.")),
        Rule("TEG-MISSIONS-PUBLISHED",
             "The secret missions are the published game's twelve: their conditions and bonus "
             "VP, in this project's own names and words (content.toml).",
             Public("12 secret missions: the most culture, the most energy, the most planets, "
                    "the most diplomacy planets, the most economy planets (3 VP each, 2 if tied), "
                    "the fewest planets (3, tied 2), as many economy as diplomacy planets (3), "
                    "triggering the end (2), at least 3 energy and 3 culture (2), empire level "
                    "6 (2), every ship on your Galaxy Mat (2), no ship on it (2)", TEGPORT),
             governs=("keep_mission",)),
        Rule("TEG-MISSION-TIED",
             "A mission for the most (or fewest) of something gives its lower tied value when "
             "players tie for it.",
             Public("missions scored on having the most / fewest give 3 VP, or 2 VP when tied",
                    TEGPORT)),
        Rule("TEG-MISSION-TRIGGER",
             "The trigger-the-end mission goes to the player whose VP reached 21 first; when the "
             "planet deck runs out, to the player whose colonization emptied it.",
             Assumption("the published card rewards the player who triggers the end; the engine "
                        "checks 21 VP whenever VP change (colonizing, upgrading), so the first to "
                        "reach it triggers; the empty-deck end is itself an assumption "
                        "(TEG-END-NO-PLANETS) and is credited to the colonizer who emptied it")),
        Rule("TEG-PLANETS-SAMPLE",
             "Planets are a sample set written for this project, with actions from a small "
             "effect vocabulary (gain energy, gain culture, advance a ship, displace a ship, "
             "regress a rival ship).",
             Assumption("the seed names planet cards but lists none; the sample set is data "
                        "a user can extend"), governs=("use_planet", "skip_planet")),
        # ---------------------------------------------------------------- turns
        Rule("TEG-TURN-ORDER", "The youngest player starts; play goes clockwise (P1, P2, ...).",
             Seed("O jogador mais jovem começa. A partir daí, o jogo segue em sentido horário.")),
        Rule("TEG-START-PLAYER", "P1 is taken to be the youngest player.",
             Assumption("ages are not part of the model; seat P1 stands for the youngest player")),
        Rule("TEG-PLAY-UNTIL-21", "Turns go on until a player reaches 21 VP or more.",
             Seed("Cada turno é uma chance de expandir seu império, e ele continua até que um "
                  "jogador atinja 21 pontos de vitória ou mais.")),
        Rule("TEG-EMPIRE-TRACK",
             "Empire levels 1-6 give 4, 5, 5, 6, 6, 7 dice and 2, 2, 3, 3, 4, 4 ships.",
             Public("empire track: dice 4,5,5,6,6,7 and ships 2,2,3,3,4,4 by level", RULEBOOK)),
        Rule("TEG-FIRST-TURN", "On the first turn a player has 4 dice and 2 ships.",
             Seed("No primeiro turno, por exemplo, você terá 4 dados e 2 naves.")),
        Rule("TEG-CONSULT-TRACK", "The empire track tells how many dice and ships you use this turn.",
             Seed("Consultar o rastreador de império no seu Galaxy Mat para ver quantos dados e "
                  "naves você pode usar.")),
        Rule("TEG-ROLL", "Roll as many dice as your empire level gives.",
             Seed("Role o número de dados correspondente ao seu nível de império."), governs=("roll",)),
        Rule("TEG-FACES",
             "A die shows move, acquire energy, acquire culture, diplomacy, economy or utilize colony.",
             Public("six die faces: move ship, acquire energy, acquire culture, advance "
                    "colonization (diplomacy), advance colonization (economy), utilize colony",
                    RULEBOOK)),
        Rule("TEG-FACE-ACTIONS", "The faces rolled decide which die actions you may take.",
             Seed("As faces dos dados determinam as ações que você pode realizar.")),
        Rule("TEG-ACTIVATE-ANY-ORDER", "Activate dice in any order; you need not use them all.",
             Seed("Você pode ativar os dados na ordem que quiser e não precisa ativar todos eles.",
                  "Ativando Dados")),
        Rule("TEG-ACTIVATE", "To use a die, move it to the Activation Bay and carry out its action.",
             Seed("Para usar a ação de um dado, mova-o para a Activation Bay no Control Mat e "
                  "execute a ação.", "Activation Bay")),
        Rule("TEG-DIE-ONCE", "A die is used at most once per turn and stays in the Activation Bay.",
             Seed("Um dado só pode ser usado uma vez por turno; depois de usado, ele permanece na "
                  "Activation Bay.", "Activation Bay")),
        Rule("TEG-REROLL", "At any time in your turn, reroll any number of not-yet-activated dice.",
             Seed("A qualquer momento do seu turno, você pode rerrolar qualquer número de dados "
                  "que ainda não foram ativados.", "Rerrolando Dados"), governs=("reroll",)),
        Rule("TEG-REROLL-FREE", "The first reroll of each turn is free.",
             Seed("O primeiro rerrolar de cada turno é grátis!"), governs=("reroll",)),
        Rule("TEG-REROLL-COST", "After the first free reroll, each reroll costs 1 energy.",
             Seed("Depois disso, cada rerrolar de dados não ativados custa 1 Energia"),
             governs=("reroll",)),
        Rule("TEG-CONVERTER",
             "Converter: place two inactive dice on it, then set a third inactive die to any face.",
             Seed("coloque dois dados inativos nos dois espaços do Conversor, então mude a face de "
                  "um terceiro dado inativo para a face de sua escolha.", "Conversor"),
             governs=("convert", "set_face")),
        Rule("TEG-CONVERTER-FACE", "The Converter turns a die to the face of your choice.",
             Seed("O Conversor, encontrado no Control Mat, é usado para virar um dado para a face "
                  "de sua escolha.", "Conversor"), governs=("set_face",)),
        Rule("TEG-CONVERTER-ONCE", "The converter may be used once per turn.",
             Seed("Isso só pode ser feito uma vez por turno."), governs=("convert",)),
        Rule("TEG-CONVERTER-SPENT",
             "The two dice on the converter are spent: they cannot be activated or followed.",
             Seed("Os dois dados no Conversor são considerados gastos, não podem ser ativados e "
                  "não podem ser seguidos."), governs=("convert",)),
        Rule("TEG-END-TURN", "After activating as many dice as you like, your turn ends.",
             Seed("Depois de ativar quantos dados desejar, seu turno termina."), governs=("end_turn",)),
        Rule("TEG-NEXT-PLAYER", "Clear the dice; play passes clockwise to the next player.",
             Seed("Remova todos os dados do Control Mat e o jogo passa para o próximo jogador em "
                  "sentido horário.")),
        Rule("TEG-AUTO-END-TURN", "A turn ends by itself when no inactive die is left.",
             Assumption("with no inactive die there is nothing left to activate, reroll or "
                        "convert, so asking the player to end the turn adds nothing")),
        # ------------------------------------------------------------ following
        Rule("TEG-FOLLOW", "After a player activates a die, each other player may follow it.",
             Seed("Depois que um jogador ativa um dado, os outros jogadores têm um breve momento "
                  "para decidir se querem \"seguir\" aquela ação.", "seguir"),
             governs=("follow", "decline")),
        Rule("TEG-FOLLOW-COST", "Following costs 1 culture.",
             Seed("Para seguir, você deve gastar 1 Cultura"), governs=("follow",)),
        Rule("TEG-FOLLOW-COPY", "A follower copies the die's action at once, with their own ships.",
             Seed("Você pode então copiar a ação do dado imediatamente.")),
        Rule("TEG-FOLLOW-ONCE", "Each player may follow each activated die only once.",
             Seed("Cada jogador pode seguir apenas uma vez por dado ativado.")),
        Rule("TEG-FOLLOW-ORDER",
             "Followers decide clockwise, starting with the player left of the active player.",
             Seed("Em caso de empate na ordem, resolva em sentido horário, começando pelo jogador "
                  "à esquerda do jogador ativo.")),
        Rule("TEG-FOLLOW-LAST", "The last activated die can be followed as the turn ends.",
             Seed("Outros jogadores têm um breve momento para seguir o último dado ativado.")),
        Rule("TEG-FOLLOW-USEFUL",
             "A player is asked to follow only if they can pay and can carry out the die's action.",
             Assumption("following is copying the action; paying 1 culture for an action one "
                        "cannot carry out is not a meaningful choice, so such players are not asked")),
        # ----------------------------------------------------------------- move
        Rule("TEG-MOVE", "Move one of your ships from its planet or galaxy to another planet.",
             Seed("Mova uma de suas naves de seu planeta atual ou galáxia para outro planeta.",
                  "Mover uma Nave"), governs=("move",)),
        Rule("TEG-LAND-OR-ORBIT", "A ship arriving at a planet either lands on it or orbits it.",
             Seed("Ao chegar a um planeta, sua nave pode fazer uma de duas coisas:"),
             governs=("move",)),
        Rule("TEG-LAND", "A ship landing on a surface may at once use the planet's action.",
             Seed("Se você pousar uma nave na superfície de um planeta (em pé), pode realizar "
                  "imediatamente a ação listada nele.", "Pousar"),
             governs=("move", "use_planet", "skip_planet")),
        Rule("TEG-ORBIT", "A ship that orbits starts on the first space of the colony track.",
             Seed("Se você escolher orbitar o planeta, coloque sua nave na posição inicial do "
                  "rastreador de colônia da carta (deitada de lado).", "Orbitar"), governs=("move",)),
        Rule("TEG-ORBIT-SYMBOL",
             "The symbol at the end of the colony track says which die (diplomacy or economy) "
             "advances an orbiting ship.",
             Seed("O símbolo no final do rastreador indica qual ação permitirá que você avance a "
                  "nave: Diplomacia ou Economia.")),
        Rule("TEG-MOVE-CHANGE-PLANET", "A move must change planet (not surface <-> track of one planet).",
             Seed("Ao mover, você deve mudar de planeta. Não pode mover da superfície para o "
                  "rastreador de colônia no mesmo planeta, e vice-versa."), governs=("move",)),
        Rule("TEG-ONE-PER-TRACK", "At most one of your ships on each colony track.",
             Seed("Você só pode ter uma nave em cada rastreador de colônia."), governs=("move",)),
        Rule("TEG-ONE-PER-SURFACE", "At most one of your ships on each planet surface.",
             Seed("Você só pode ter uma nave em cada superfície de planeta."), governs=("move",)),
        Rule("TEG-SURFACE-AND-TRACK", "You may have ships on both the track and the surface of a planet.",
             Seed("Você pode ter naves no rastreador de colônia e na superfície de cada planeta."),
             governs=("move",)),
        Rule("TEG-SHARE-SPACES", "Ships of different players may share a track or a surface.",
             Seed("Naves de diferentes jogadores podem ocupar os mesmos espaços de rastreador de "
                  "colônia ou superfícies de planeta.")),
        Rule("TEG-REGRESS",
             "A regress planet action moves one rival ship back on its colony track.",
             Public("planet actions that regress (push back) a rival ship on a colony track",
                    "Flaykz/tiny-epic-galaxies-digital (GitHub), planet effects; "
                    "PUBLISHED_RULES.md [TEGport]"),
             governs=("use_planet",)),
        Rule("TEG-REGRESS-FLOOR",
             "A ship cannot be regressed off a colony track: it stops on the starting space.",
             Public("a ship cannot be regressed off a colony track",
                    "Gamelyn Games ruling applied by Flaykz/tiny-epic-galaxies-digital (GitHub); "
                    "PUBLISHED_RULES.md [TEGport]"),
             governs=("use_planet",)),
        Rule("TEG-DISPLACED-RETURNS", "A displaced ship returns to its owner's Galaxy Mat.",
             Seed("Se sua nave for deslocada, ela retorna ao seu Galaxy Mat.")),
        Rule("TEG-MOVE-HOME", "A ship may move back to its own Galaxy Mat; many ships fit there.",
             Seed("Você pode mover de um planeta de volta para o seu Galaxy Mat. Múltiplas naves "
                  "podem pousar em sua galáxia."), governs=("move",)),
        Rule("TEG-NO-LAND-OTHERS", "No landing on another player's Galaxy Mat or colonized planets.",
             Seed("Você não pode pousar no Galaxy Mat de outro jogador ou em seus planetas "
                  "colonizados."), governs=("move",)),
        # ------------------------------------------------------------ resources
        Rule("TEG-ACQUIRE", "Acquire: +1 of the resource per ship on/orbiting a planet with its symbol.",
             Seed("você ganha 1 desse recurso para cada uma de suas naves que estão em planetas "
                  "(ou orbitando planetas) com o símbolo correspondente.", "Adquirir Recursos"),
             governs=("energy", "culture")),
        Rule("TEG-PLANET-RESOURCES", "Each planet produces one of two resources: energy or culture.",
             Seed("Planetas produzem dois tipos de recursos: Energia e Cultura.")),
        Rule("TEG-ACQUIRE-HOME", "Acquire energy also gives +1 energy per ship on your Galaxy Mat.",
             Seed("Você também ganha 1 Energia para cada nave no seu Galaxy Mat."),
             governs=("energy",)),
        Rule("TEG-RESOURCE-CAP", "At most 7 energy and 7 culture; extra gains are lost.",
             Seed("O máximo é 7 de cada recurso."), governs=("energy", "culture")),
        # --------------------------------------------------------- colonization
        Rule("TEG-ADVANCE", "Diplomacy/economy: advance one orbiting ship one space on its track.",
             Seed("Ative o dado para avançar uma nave um espaço em um rastreador de colônia.",
                  "Avançar Colonização"), governs=("diplomacy", "economy")),
        Rule("TEG-ADVANCE-ORBIT",
             "Only orbiting ships advance on colony tracks, by diplomacy or economy per planet.",
             Seed("Enquanto orbitam um planeta, suas naves trabalham para colonizá-lo avançando "
                  "em seu rastreador de colônia. Dependendo do planeta, você pode usar Diplomacia "
                  "ou Economia para isso."), governs=("diplomacy", "economy")),
        Rule("TEG-ADVANCE-SYMBOL", "The track's last symbol says whether diplomacy or economy advances it.",
             Seed("O símbolo no último espaço do rastreador indica qual ação você deve usar."),
             governs=("diplomacy", "economy")),
        Rule("TEG-COLONIZE",
             "Reaching the end of a track colonizes the planet; all ships on the card go home.",
             Seed("Quando você avança até o final do rastreador e alcança o símbolo de Diplomacia "
                  "ou Economia, você colonizou o planeta! Todas as naves na carta retornam aos "
                  "Galaxy Mats de seus proprietários.", "Colonizando Planetas")),
        Rule("TEG-COLONIZE-TAKE", "The colonizer keeps the planet card (its VP and action) by their Galaxy Mat.",
             Seed("Pegue a carta de planeta e deslize-a sob a seção de ações do seu Galaxy Mat, de "
                  "forma que o texto e o valor de pontos do planeta ainda estejam visíveis.")),
        Rule("TEG-COLONIZE-FIRST", "The first player to reach the end of the track colonizes.",
             Seed("O primeiro jogador a chegar ao final do rastreador colonizará o planeta!")),
        Rule("TEG-REPLACE-PLANET", "A new planet is drawn into the colonized planet's place.",
             Seed("Uma nova carta de planeta é então comprada para substituí-la e é colocada no "
                  "espaço deixado pelo planeta colonizado.")),
        Rule("TEG-DECK-EMPTY", "If the planet deck is empty, the colonized planet is not replaced.",
             Assumption("the seed does not say what happens when the planet deck runs out")),
        # --------------------------------------------------------- utilize colony
        Rule("TEG-UTILIZE",
             "Utilize colony: upgrade your empire or use the action of a planet you colonized.",
             Seed("Ative este dado para realizar a ação do seu Galaxy Mat OU a ação de um dos "
                  "planetas que você colonizou.", "Utilizar uma Colônia"),
             governs=("upgrade", "use_colony")),
        Rule("TEG-MAT-ACTION", "The Galaxy Mat's own action is to upgrade your empire.",
             Seed("A ação do seu Galaxy Mat é:\n\n• Melhorar seu Império"), governs=("upgrade",)),
        Rule("TEG-UPGRADE-COST", "Upgrading costs resources equal to the next empire level.",
             Seed("Gaste o número de recursos igual ao próximo nível do seu rastreador de império.",
                  "Melhorar seu Império"), governs=("upgrade",)),
        Rule("TEG-UPGRADE-ONE-KIND", "The upgrade is paid all in energy or all in culture, not mixed.",
             Seed("Este custo deve ser pago inteiramente em Energia ou inteiramente em Cultura; "
                  "eles não podem ser combinados."), governs=("upgrade",)),
        Rule("TEG-UPGRADE-GAINS", "Upgrading raises your VP and the dice and ships you may use.",
             Seed("Melhorar seu império aumenta seus pontos de vitória, o número de dados e naves "
                  "que você pode usar."), governs=("upgrade",)),
        Rule("TEG-UPGRADE-SHIP", "A ship gained by upgrading goes to your Galaxy Mat, usable at once.",
             Seed("Se você ganhar uma nave, coloque-a imediatamente no centro do seu Galaxy Mat "
                  "(ela pode ser usada no mesmo turno)."), governs=("upgrade",)),
        Rule("TEG-UPGRADE-DIE", "A die gained by upgrading is rolled from your next turn on.",
             Seed("Se você ganhar outro dado, ele estará disponível no início do seu próximo turno."),
             governs=("upgrade",)),
        Rule("TEG-EMPIRE-MAX", "The empire track ends at level 6.",
             Public("the empire track has six levels", RULEBOOK), governs=("upgrade",)),
        Rule("TEG-EMPIRE-VP", "Empire levels 1-6 are worth 0, 1, 2, 3, 5, 7 VP.",
             Assumption("VP per empire level is not published in a source we have; these values "
                        "grow with the cost of each level (params.EMPIRE_VP)")),
        # ------------------------------------------------------------ game end
        Rule("TEG-VP-SOURCES", "Victory points come from colonized planets and empire level.",
             Seed("Você ganha pontos colonizando planetas e aumentando o nível do seu império.")),
        Rule("TEG-END-TRIGGER",
             "The end is triggered when a player has 21 VP or more, not counting secret missions.",
             Seed("O fim do jogo é acionado quando um jogador atinge 21 pontos de vitória ou mais. "
                  "Os pontos das Missões Secretas não contam para acionar o fim do jogo.")),
        Rule("TEG-END-BY-FOLLOWER",
             "A follower who reaches 21 VP during another player's turn triggers the end.",
             Public("the end can be triggered by a follower during another player's turn",
                    "PUBLISHED_RULES.md (Tiny Epic Galaxies, more published facts)")),
        Rule("TEG-END-EQUAL-TURNS",
             "After the trigger, play until all have had equal turns; the start player does not play again.",
             Seed("Quando isso acontece, a rodada continua até que todos os jogadores tenham tido o "
                  "mesmo número de turnos (o jogador inicial não joga novamente).")),
        Rule("TEG-END-PLAY-ON", "Once the end is triggered, play goes on until all have had equal turns.",
             Seed("A partida continua até que todos os jogadores tenham tido um número igual de "
                  "turnos.")),
        Rule("TEG-END-NO-PLANETS",
             "The end is also triggered when a colonized planet cannot be replaced (deck empty).",
             Assumption("the seed does not cover running out of planets; with a finite deck the "
                        "game could otherwise drag on (or never end) over the last few planets")),
        Rule("TEG-MISSION-REVEAL", "After the last player's turn, everyone reveals their secret mission.",
             Seed("Após o último jogador terminar seu turno, todos revelam suas Cartas de Missão "
                  "Secreta.")),
        Rule("TEG-MISSION-SCORE", "A completed secret mission gives its bonus points.",
             Seed("Se um jogador completou o objetivo de sua carta, ele recebe os pontos bônus "
                  "detalhados nela.")),
        Rule("TEG-SCORING", "Score colonized planets, empire level and secret missions.",
             Seed("Some os pontos de vitória que você ganhou de:\n\n• Planetas colonizados\n"
                  "• Nível do império\n• Cartas de Missão Secreta")),
        Rule("TEG-WINNER", "The player with the most victory points wins.",
             Seed("O jogador com mais pontos de vitória vence!")),
        Rule("TEG-TIE-PLANETS", "Tie-break 1: most colonized planets.",
             Seed("Em caso de empate, o jogador com mais planetas colonizados vence.")),
        Rule("TEG-TIE-LEVEL", "Tie-break 2: highest galaxy (empire) level.",
             Seed("Se ainda houver empate, o jogador com o maior nível de galáxia vence.")),
        Rule("TEG-TIE-RESOURCES", "Tie-break 3: most energy + culture combined.",
             Seed("Se o empate persistir, o jogador com o maior total combinado de recursos vence.")),
        Rule("TEG-TIE-SHARED", "Still tied: the tied players share the victory.",
             Seed("Se ainda estiverem empatados, aproveitem sua vitória compartilhada!")),
    ],
)
