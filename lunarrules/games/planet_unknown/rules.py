"""Planet Unknown's rule table: every rule the engine enforces, cited.

Seed quotes are verbatim from ``seeds/001_f0bb11ca0726377a.txt`` (Portuguese).
Published facts name the published rulebook; assumptions say why.
"""

from __future__ import annotations

from lunarrules.kernel import Assumption, Public, Rule, RuleBook, Seed, Variant

SEED = "001_f0bb11ca0726377a.txt"
SOURCE = "the published Planet Unknown rulebook (Adam's Apple Games)"
SOURCE_BGA = ("the Board Game Arena implementation of Planet Unknown (GitHub bga-devs/bga-planetunknown) "
              "and the designer's rulings in its FAQ")

RULES = RuleBook(
    SEED,
    [
        # ------------------------------------------------------------ goal
        Rule("PU-WIN", "The player with the most medals (victory points) wins.",
             Seed("ser o jogador com a **maior pontuação de vitória**", "pontuação de vitória")),
        # ----------------------------------------------------------- setup
        Rule("PU-SETUP-STATION",
             "The space station has depots; each depot holds two stacks of 12 tiles of one shape.",
             Seed("Cada seção, chamada de **Depósito**, deve ter duas pilhas de 12 peças, todas com a "
                  "mesma forma e orientação.", "Depósito")),
        Rule("PU-SETUP-FILL", "The station is filled with the polyomino tiles.",
             Seed("Preencha a **Estação Espacial** com as **Peças de Poliminó**.")),
        Rule("PU-SETUP-RINGS", "Small shapes form the inner ring, large shapes the outer ring.",
             Seed("Organize as peças em um anel interno (peças pequenas) e um anel externo (peças grandes).")),
        Rule("PU-SETUP-PLAYER",
             "Each player has a planet board, a corporation board, depot indicators and five trackers.",
             Seed("Cada jogador recebe um **Tabuleiro de Planeta**, um **Tabuleiro de Corporação**, dois "
                  "**Indicadores de Depósito** da sua cor e cinco **Marcadores de Recursos**")),
        Rule("PU-SETUP-SYMMETRIC",
             "Boards are played on their symmetric side (the asymmetric sides are not included as data).",
             Seed("Decida se quer jogar com os lados simétricos (mais fácil para a primeira partida) ou "
                  "assimétricos")),
        Rule("PU-SETUP-PODS", "Lifepods start on the planet's marked squares; rovers on the corporation board.",
             Seed("Posicione as **Cápsulas Salva-vidas** e **Veículos** nos seus tabuleiros conforme indicado.",
                  "Cápsulas Salva-vidas")),
        Rule("PU-SETUP-INDICATOR", "Depot indicators sit evenly spaced around the station, each facing a depot.",
             Seed("Coloque seu **Indicador de Depósito** ao redor da **Estação Espacial**, igualmente espaçado "
                  "e diretamente em frente a uma área de depósito.", "Indicador de Depósito")),
        Rule("PU-INDICATOR-SPACING",
             "With n players, seat i's indicator faces depot floor(6*i/n) (one indicator per seat).",
             Assumption("six depots cannot be split evenly among 4 or 5 players; this spreads the "
                        "indicators as evenly as the depots allow, and the second indicator only matters "
                        "for board setups this project does not include")),
        Rule("PU-SETUP-CIV", "Each civ rank pile holds players + 1 face-down cards.",
             Seed("pegue um número de cartas igual ao número de jogadores, mais uma para cada classificação "
                  "(1, 2, 3 e 4)", "Cartas de Civ")),
        Rule("PU-CIV-PILES", "Civ cards form one face-down pile per rank, in the order dealt (the view shows "
             "only their sizes; the player at a milestone sees that rank's pile as the offer).",
             Seed("Organize-as em pilhas separadas por classificação, viradas para baixo.")),
        Rule("PU-CIV-UNUSED", "Civ cards not dealt into the piles leave the game.",
             Seed("As outras cartas voltam para a caixa.")),
        Rule("PU-SETUP-SUPPLY", "Meteorites and biomass patches form an unlimited common supply.",
             Seed("Deixe os **Meteoritos** e as **Áreas de Biomassa** ao alcance de todos.")),
        Rule("PU-SETUP-OBJECTIVES",
             "Objective cards: neighbour side, one card between each pair of neighbours, with 3-6 "
             "players; private side, three cards, with 2 players.",
             Seed("você usará o lado \"Vizinho\" para 3-6 jogadores (uma carta entre cada jogador) ou "
                  "\"Particular\" para 2 jogadores (três cartas entre eles)", "Vizinho / Particular")),
        Rule("PU-OBJECTIVES-DEAL", "Objective cards are shuffled and dealt.",
             Seed("Embaralhe e distribua as **Cartas de Objetivo**.")),
        Rule("PU-OBJECTIVES-2P-NEIGHBOUR",
             "Variant: with 2 players use the neighbour side of three cards between the two players.",
             Variant("PU-SETUP-OBJECTIVES", "objectives_2p", SOURCE)),
        Rule("PU-SETUP-COMMANDER", "A random player starts as station commander.",
             Seed("O último jogador a terraformar um planeta (ou escolha aleatoriamente) recebe o "
                  "**Marcador de Comandante da Estação**.", "Comandante da Estação")),
        Rule("PU-GRID", "The planet is a 12x12 grid of squares.",
             Public("each planet board is a 12 x 12 grid", SOURCE)),
        Rule("PU-ROWCOL-MEDALS",
             "Rows and columns of the symmetric planet are worth 1,1,1,2,2,3,3,2,2,1,1,1 medals.",
             Public("the symmetric planet's row and column medals are 1,1,1,2,2,3,3,2,2,1,1,1", SOURCE)),
        Rule("PU-PLANET-LAYOUT",
             "Which squares are ice, off-planet or hold a lifepod is data (content.toml [planet]).",
             Assumption("the printed layout of the symmetric planet was not at hand; the sample layout "
                        "has ice at the poles and six lifepods, and a user content file can replace it")),
        Rule("PU-TILE-SHAPES",
             "12 shapes, 12 tiles each: inner domino, I3, L3, T4, L4, O4; outer I4, S4 and four pentominoes.",
             Public("12 tile shapes (inner: domino, I3, L3, T4, L4, O4; outer: I4, S4 and four "
                    "pentominoes), 12 of each", SOURCE)),
        Rule("PU-TILE-PAIRINGS",
             "Each stack has six resource pairings, each once with and once without a meteor icon.",
             Public("each stack's 12 tiles show six resource pairings, with and without meteors", SOURCE)),
        Rule("PU-TILE-DATA",
             "Which six pairings, which section of a shape carries which resource, and where the meteor "
             "icon sits, is data (content.toml [tiles], [[shapes]]).",
             Assumption("the printed tiles were not at hand; the sample pairs each resource with two "
                        "others, so every resource appears twice per stack")),
        Rule("PU-TRACK-LAYOUT",
             "The corporation's tracks (benefits, milestones, medals, rover movement) are data.",
             Assumption("the printed symmetric corporation board was not at hand; the sample tracks "
                        "have the milestones the seed names (civ 1-4, rover, tech, biomass, synergy) "
                        "and rising medals, in content.toml [corporation]")),
        # ----------------------------------------------------------- round
        Rule("PU-ROTATE", "The commander may turn the station so that any depot faces them.",
             Seed("decide se quer girar a **Estação Espacial** ou não. Ele pode girá-la o quanto quiser, "
                  "até que qualquer **Depósito** esteja diretamente na sua frente", "Estação Espacial"),
             ("rotate",)),
        Rule("PU-ROTATE-2P", "With 2 players the station turns one depot clockwise each round, automatically.",
             Seed("Em partidas de dois jogadores, a estação gira automaticamente um depósito no sentido "
                  "horário a cada rodada, sem a escolha do comandante."), ("station_turn",)),
        Rule("PU-ROTATE-2P-COMMANDER",
             "Variant: with 2 players the commander turns the station as with more players (the "
             "published rulebook makes the automatic turn an optional module).",
             Variant("PU-ROTATE-2P", "station_2p", SOURCE), ("rotate",)),
        Rule("PU-SIMULTANEOUS",
             "Everyone chooses and places at once; the engine asks one player at a time, from the "
             "commander clockwise, and hides this round's earlier choices from later players.",
             Seed("Escolha e Colocação de Peças (Simultâneo!)"), ("place",)),
        Rule("PU-TAKE-TILE", "Take one of the two tiles of the depot your indicator faces.",
             Seed("pegam uma das duas **Peças de Poliminó** do **Depósito** correspondente ao seu "
                  "**Indicador de Depósito**.", "Peças de Poliminó"), ("place", "take")),
        Rule("PU-PLACE-RULES", "Each player places the tile taken on their planet by the placement rules.",
             Seed("Em seguida, todos os jogadores colocam sua peça comprada na grade do seu **Tabuleiro de Planeta**, "
                  "seguindo as **Regras de Posicionamento de Peça**:"), ("place",)),
        Rule("PU-TILE-SECTIONS", "A tile has two sections, each a resource with its terrain.",
             Seed("Cada peça tem duas seções, cada uma com um **Recurso** e seu **Terreno** correspondente.")),
        Rule("PU-PERIMETER-FIRST", "The first tile must touch the planet's perimeter: a square on the "
             "grid's edge, or next to a square off the planet.",
             Seed("Primeiro o Perímetro: A primeira peça deve tocar o perímetro da grade do planeta.",
                  "Perímetro"), ("place", "patch")),
        Rule("PU-ADJACENT", "Later tiles must share an edge (not just a corner) with a placed tile.",
             Seed("As peças seguintes devem ser adjacentes (horizontal ou verticalmente, nunca na "
                  "diagonal) a outra peça já colocada.", "Adjacência"), ("place", "patch")),
        Rule("PU-ONE-LAYER", "No tile on top of a tile.",
             Seed("Camada Única: Não pode colocar peça em cima de peça!", "Camada Única"), ("place", "patch")),
        Rule("PU-GRID-ALIGN", "Tiles lie on the grid squares, inside the grid.",
             Seed("Alinhamento da Grade: As peças devem estar alinhadas com os quadrados da grade.",
                  "Alinhamento da Grade"), ("place", "patch")),
        Rule("PU-ANY-ORIENTATION",
             "A tile may be turned and mirrored: orientations 0-3 are quarter turns clockwise, 4-7 the "
             "same mirrored; equivalent orientations are named by their lowest number.",
             Public("tiles may be placed in any rotation and may be flipped", SOURCE), ("place",)),
        Rule("PU-ON-PLANET", "Tiles may not cover off-planet squares.",
             Public("tiles are placed on the planet's grid squares only", SOURCE), ("place", "patch")),
        Rule("PU-MUST-PLACE", "If a tile can be placed, it must be placed.",
             Public("if a tile can be placed it must be placed", SOURCE), ("take",)),
        Rule("PU-DESTROY", "Covering a lifepod or a rover destroys it.",
             Seed("Se você colocar uma peça sobre uma **Cápsula Salva-vidas** ou **Veículo**, eles são "
                  "destruídos e removidos do jogo.", "Destruir"), ("place", "patch")),
        Rule("PU-METEOR", "A tile's meteor icon gets a meteorite at once.",
             Seed("Se a peça tiver um símbolo de meteoro, coloque um **Meteorito** sobre ele imediatamente.",
                  "Meteorito"), ("place",)),
        Rule("PU-METEOR-LINES", "A meteorite keeps its row and column from scoring.",
             Seed("Quadrados com meteoritos não pontuam linhas/colunas no final do jogo!")),
        Rule("PU-ADVANCE", "Advance one tracker per resource on the tile, whatever its size.",
             Seed("avance seus **Marcadores de Recursos** no seu **Tabuleiro de Corporação** uma vez para cada "
                  "recurso presente na peça. Não importa o tamanho da peça, cada recurso conta como um avanço.",
                  "Marcadores de Recursos"), ("place", "take")),
        Rule("PU-ADVANCE-ORDER",
             "The player chooses which of a tile's two trackers advances first (its benefits are "
             "claimed before the other tracker moves).",
             Public("the player chooses which of a tile's two trackers advances first",
                    "the published rulebook's FAQ and the designer's rulings in the Board Game Arena "
                    "implementation's FAQ"),
             ("order",)),
        Rule("PU-ADVANCE-ORDER-ASKED",
             "The order is asked only when both advances would claim a benefit; otherwise the "
             "tile's resources advance in section order (a, then b).",
             Assumption("when at most one of the two advances lands on a benefit, either order can "
                        "reach exactly the same positions, so asking would only add a decision to "
                        "most placements"),
             ("order",)),
        Rule("PU-BENEFIT", "Each time a tracker advances you claim the benefit under it.",
             Seed("Sempre que um marcador avança, você reivindica o benefício abaixo dele (se houver).")),
        Rule("PU-SYNERGY", "A synergy boost lets you advance any other tracker once (you may decline).",
             Seed("Se você reivindicar um **Impulso de Sinergia**, pode avançar *qualquer* outro marcador uma "
                  "vez, reivindicando seu benefício.", "Impulso de Sinergia"), ("synergy",)),
        Rule("PU-SYNERGY-MUST-ANY",
             "Variant: a synergy boost must advance a tracker, any of the five (the one that gave the "
             "boost included); it cannot be declined.",
             Variant("PU-SYNERGY", "synergy_boost", SOURCE), ("synergy",)),
        Rule("PU-CIV-MILESTONE", "A civ milestone: look at that rank's civ cards, keep one, return the rest.",
             Seed("Pegue todas as **Cartas de Civ** da classificação correspondente, escolha uma para você",
                  "Marco de Civ"), ("civ",)),
        Rule("PU-CIV-TIE", "If two players reach a civ milestone in the same round, the commander chooses first.",
             Seed("(se dois jogadores atingirem, o Comandante escolhe primeiro)"), ("civ",)),
        Rule("PU-CIV-SECRET",
             "End Game civ cards are secret: the other players and spectators see only how many a "
             "player holds until the game is over (cards that act at once are shown); the choice "
             "names the card's place in the offer, which only the chooser sees, so moves, log "
             "lines and refusals do not name a kept card.",
             Public("End Game civ cards are kept secret until the end of the game", SOURCE_BGA),
             ("civ",)),
        Rule("PU-CIV-EFFECTS",
             "Civ card effects come from a small vocabulary (advance now, advance at the end, meteorite "
             "ratio, lifepod value, medals); the cards are data.",
             Assumption("civ card texts are not in the seed; the sample cards are written for this "
                        "project and use the seed's hint that civ cards improve the lifepod and meteorite "
                        "ratios")),
        Rule("PU-ROVER-MILESTONE", "A rover milestone puts a rover from your board on the last tile you placed.",
             Seed("Coloque um **Veículo** do seu tabuleiro na última peça que você colocou.", "Marco de Veículo"),
             ("rover_place",)),
        Rule("PU-ROVER-ON-METEOR", "A rover placed on the tile's meteorite collects it.",
             Seed("Se a peça tiver um meteorito, você pode colocar o veículo sobre ele para coletá-lo!"),
             ("rover_place",)),
        Rule("PU-ROVER-COLLECT", "Rovers collect meteorites and lifepods by moving onto them.",
             Seed("O movimento de veículos permite coletar meteoritos e cápsulas salva-vidas."),
             ("rover_move",)),
        Rule("PU-ROVER-MOVEMENT",
             "Each rover-track advance gives the movement printed there: one square per point, "
             "orthogonally, on tiles and on the bare grid; moves may be split among rovers and may "
             "backtrack; unused points are lost.",
             Public("rovers move orthogonally one square per movement point, on tiles and on the planet "
                    "grid; movement may be split between rovers and rovers may backtrack; they collect "
                    "the lifepods and meteorites they enter", SOURCE),
             ("rover_move", "rover_stop")),
        Rule("PU-ROVER-NO-SHARE", "Two rovers never share a square.",
             Assumption("rovers are single pieces on single squares; nothing at hand says two may stack"),
             ("rover_move",)),
        Rule("PU-TECH", "A tech milestone unlocks a tech that works every round for the rest of the game.",
             Seed("Desbloqueie uma tecnologia poderosa que pode ser usada a cada rodada pelo resto da partida!",
                  "Marco TEC")),
        Rule("PU-TECH-EFFECTS",
             "Tech effects come from a small vocabulary (rover +1, ice drill, pod rescue, end-game "
             "patch medals, no meteorites, double water, ignore adjacency, store patches); the techs are data.",
             Assumption("the symmetric corporation's tech texts are not in the seed; the sample techs "
                        "are written for this project")),
        Rule("PU-TECH-NO-METEORITES",
             "A tech with the effect no_meteorites: the owner's tiles drop no meteorite on their meteor icon.",
             Public("the Universal Coalition's tech at level 5: no meteorites", SOURCE), ("place",)),
        Rule("PU-TECH-DOUBLE-WATER",
             "A tech with the effect double_water: the water terrain of a placed tile advances the water "
             "tracker twice, each step with its benefit; water from energy, a synergy boost, a civ card or "
             "an unplaced tile advances once.",
             Public("the Universal Coalition's tech at level 4: double water from tile placement only",
                    SOURCE), ("place",)),
        Rule("PU-TECH-IGNORE-ADJACENCY",
             "A tech with the effect ignore_adjacency: the owner's tiles and biomass patches need not "
             "touch a placed tile (they still go on the planet, one layer).",
             Public("the Universal Coalition's tech at level 1: ignore adjacency", SOURCE), ("place", "patch")),
        Rule("PU-TECH-STORE-PATCHES",
             "A tech with the effect store_patches: its owner may store a biomass patch instead of "
             "placing it; stored patches go down before scoring.",
             Public("the Universal Coalition's tech at level 2: store biomass patches", SOURCE), ("store_patch",)),
        Rule("PU-BIOMASS-PATCH", "A biomass milestone gives a 1-square patch, placed at once by the placement rules.",
             Seed("Ganhe uma **Área de Biomassa** e coloque-a imediatamente no seu planeta, seguindo as regras "
                  "de posicionamento.", "Área de Biomassa"), ("patch",)),
        Rule("PU-PATCH-LINES", "Biomass patches cover squares, so they help complete rows and columns.",
             Seed("Elas ajudam a completar linhas e colunas.")),
        Rule("PU-PATCH-STORED", "A patch that has no legal square is stored for the end of the game.",
             Assumption("the seed speaks of stored patches before scoring but not of when a patch is "
                        "stored; storing the ones that cannot be placed keeps 'place at once' intact")),
        Rule("PU-WATER-ICE", "Water advances only if the tile's water terrain covers planetary ice.",
             Seed("Para avançar o marcador de água, o terreno de água na peça deve ser colocado diretamente "
                  "sobre o **gelo planetário**.", "gelo planetário"), ("place",)),
        Rule("PU-ENERGY",
             "Energy advances another tracker: the tile's other resource or a terrain next to the energy squares.",
             Seed("Ao colocar uma peça com energia, você avança *outro* recurso à sua escolha: o outro recurso "
                  "da peça ou um recurso de terreno ortogonalmente adjacente ao terreno de energia que você "
                  "acabou de colocar.", "Energia"), ("energy",)),
        Rule("PU-ENERGY-CONNECTED",
             "Variant: energy advances the tile's other resource or a terrain next to the whole "
             "connected energy area the new energy squares belong to.",
             Variant("PU-ENERGY", "energy_adjacency", SOURCE + "; " + SOURCE_BGA), ("energy",)),
        Rule("PU-ENERGY-NO-TRACK", "Energy has no track of its own.",
             Seed("Recurso de Energia: Não tem trilha própria!")),
        Rule("PU-ENERGY-WATER", "Water chosen through energy advances without the ice condition.",
             Assumption("the ice condition speaks of the tile's water terrain; a water terrain reached "
                        "through energy adjacency is not the tile's")),
        Rule("PU-TRACK-TOP", "A tracker at the top gains nothing more, except rover movement.",
             Seed("não se beneficia de colocações adicionais desse recurso (exceto veículos, que continuam "
                  "dando movimento!)", "Topo da Trilha")),
        Rule("PU-COMMANDER-PASS", "After everyone advanced, the commander token passes clockwise.",
             Seed("o **Marcador de Comandante da Estação** passa para o próximo jogador no sentido horário, e "
                  "uma nova rodada começa!")),
        # ------------------------------------------------------------- end
        Rule("PU-END", "The game ends when an end condition is met.",
             Seed("O jogo termina quando uma das seguintes condições é atingida")),
        Rule("PU-END-CANNOT-PLACE", "The game ends when a player can place neither tile of their depot.",
             Seed("Um jogador não consegue colocar legalmente nenhuma das duas peças do seu **Depósito** no "
                  "seu planeta.", "Sem Peças para Colocar"), ("take",)),
        Rule("PU-END-EVENTS",
             "Optional event deck: the game ends when its last card is revealed (at the end of that round).",
             Seed("Baralho de Eventos (Módulo Opcional): A última carta de um **Baralho de Eventos** é revelada.",
                  "Baralho de Eventos"), ("event",)),
        Rule("PU-EVENT-CARDS",
             "With the event deck, one card is revealed at the start of each round; card effects "
             "(every tracker of one kind moves up one step without its benefit, or nothing) are data.",
             Assumption("the seed names the event deck only as an end condition; the sample cards are "
                        "written for this project and keep events free of player decisions")),
        Rule("PU-END-FINISH-ROUND", "Then everyone finishes the round normally.",
             Seed("Se isso acontecer, todos os jogadores terminam a rodada normalmente.")),
        Rule("PU-CANNOT-PLACE-TAKE",
             "A player who cannot place still takes a tile and advances for it, without placing it or "
             "its meteorite.",
             Seed("O jogador que não conseguiu colocar a peça ainda escolhe uma e avança seus marcadores para "
                  "os recursos nela, mas não a coloca no planeta. O símbolo de meteorito é ignorado nesse caso."),
             ("take",)),
        Rule("PU-CANNOT-PLACE-ADVANCE",
             "For a tile taken without placing, water advances without ice and energy may only advance "
             "the tile's other resource.",
             Assumption("the seed says every resource on the tile advances; an unplaced tile covers no "
                        "ice and touches no terrain")),
        Rule("PU-END-DEPOT", "The game ends at the end of a round in which a depot's two stacks ran out.",
             Seed("Ambas as pilhas de peças de um **Depósito** são completamente esvaziadas. O jogo termina no "
                  "final da rodada em que isso aconteceu.", "Depósito Vazio")),
        Rule("PU-PRE-SCORING",
             "Before scoring: stored patches are placed, end-game techs and civ cards apply.",
             Seed("certifique-se de que todos os jogadores colocaram todas as **Áreas de Biomassa** que tinham "
                  "armazenadas, executaram quaisquer tecnologias corporativas de final de partida e avançaram "
                  "marcadores devido a **Cartas de Civ de Final de Partida**."), ("patch",)),
        Rule("PU-REMOVE-ROVERS-PODS", "Rovers and uncollected lifepods leave the planet before scoring.",
             Seed("Remova veículos e cápsulas salva-vidas não coletadas do planeta.")),
        Rule("PU-SCORE-SUM", "The final score is the sum of the medals of every category.",
             Seed("A pontuação final é a soma das suas **Medalhas** de diversas categorias:")),
        Rule("PU-SCORE-LINES", "Complete rows and columns without a meteorite or a gap score.",
             Seed("Marque medalhas para **CADA LINHA E COLUNA COMPLETAS** do seu planeta, desde que não tenham "
                  "um **Meteorito** ou grade vazia.")),
        Rule("PU-SCORE-LINE-VALUE", "Each complete row or column scores the 1-3 medals printed beside it.",
             Seed("Cada linha e coluna pontua 1, 2 ou 3 PV, conforme a medalha ao lado ou acima dela.")),
        Rule("PU-SCORE-TRACKS", "Each tracker scores the best medal it has passed or covers.",
             Seed("Marque a medalha de maior valor que cada **Marcador de Recursos** ultrapassou ou cobre "
                  "atualmente na sua trilha.")),
        Rule("PU-SCORE-PODS", "One medal per collected lifepod.",
             Seed("Uma medalha por cada **Cápsula Salva-vidas** coletada na sua área de pontuação.")),
        Rule("PU-SCORE-METEORITES", "One medal per three collected meteorites, rounded down.",
             Seed("Uma medalha a cada três **Meteoritos** coletados (arredondando para baixo).")),
        Rule("PU-CIV-RATIOS", "Civ cards may improve the lifepod and meteorite ratios.",
             Seed("Observação: **Cartas de Civ** podem aprimorar essas proporções!")),
        Rule("PU-SCORE-CIV", "End-of-game civ cards score.",
             Seed("Marque medalhas para suas **Cartas de Civ** rotuladas como \"Final de Partida\".")),
        Rule("PU-SCORE-PRIVATE", "Private objectives score when met (2 players).",
             Seed("Marque medalhas se você completou seus objetivos particulares.")),
        Rule("PU-SCORE-NEIGHBOUR", "Neighbour objectives score for the better of two neighbouring planets.",
             Seed("Marque medalhas se o seu planeta for o vencedor ao comparar com o planeta do seu vizinho.")),
        Rule("PU-OBJECTIVE-CARDS",
             "Objective cards (what they measure, the private thresholds) are data.",
             Assumption("objective texts are not in the seed; the sample cards are written for this "
                        "project")),
        Rule("PU-OBJECTIVE-VALUES",
             "A neighbour objective gives its medals (5) to the better planet and its tie medals (2) "
             "to each planet on a tie; a private one gives its medals (5); the values are card data.",
             Public("a neighbour objective is worth 5 medals to the winner and 2 to each player on a "
                    "tie; a private objective is worth 5", SOURCE_BGA)),
        Rule("PU-TIE-UNCOVERED", "Ties go to the fewest uncovered squares.",
             Seed("Em caso de empate, o jogador com o menor número de quadrados de grade descobertos vence.")),
        Rule("PU-TIE-METEORITES", "Then to the fewest meteorites left on the planet.",
             Seed("Se ainda houver empate, o jogador com menos **Meteoritos** restantes em seu planeta ganha.")),
        Rule("PU-TIE-SHARED", "Players still tied share the victory.",
             Assumption("the seed gives no further tie-break")),
    ],
)
