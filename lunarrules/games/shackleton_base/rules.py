"""The Shackleton Base rule table: every rule the engine enforces, cited.

Seed quotes are verbatim from ``seeds/000_35a26c65ee647b42.txt`` (Portuguese). The
seed stops mid-sentence in the Reputation track section; what follows that point
comes from the published rulebook (``Public``), and what no source prints (the
contents of components) is sample data (``Assumption``).
"""

from __future__ import annotations

from lunarrules.kernel import Assumption, Public, Rule, RuleBook, Seed

SEED_FILE = "000_35a26c65ee647b42.txt"
PUBLISHED = "the published Shackleton Base rulebook (Pandasaurus Games / Ludonova)"

R = Rule
RULES = RuleBook(
    SEED_FILE,
    [
        # ------------------------------------------------------------ goal and end
        R(
            "SB-GOAL",
            "After three rounds the player with the most VP wins.",
            Seed(
                "ao final de três rodadas intensas, o jogador com mais Pontos de Vitória (PVs) "
                "será declarado o grande vencedor",
                "Pontos de Vitória",
            ),
        ),
        R(
            "SB-ROUNDS",
            "The game lasts 3 rounds of 3 phases: shuttle, actions, maintenance.",
            Seed(
                "A partida é jogada ao longo de 3 rodadas, e cada rodada é dividida em 3 fases",
                "rodadas",
            ),
        ),
        # ------------------------------------------------------------ setup
        R(
            "SB-OVERLAY",
            "With 2 or 3 players an overlay covers part of the command area "
            "(fewer, player-count-specific command slots).",
            Seed(
                "Se estiver jogando com 2 ou 3 jogadores, use o Tabuleiro de Sobreposição da "
                "Ação de Comando para cobrir a área correspondente, com a face do número de "
                "jogadores virada para cima.",
                "Tabuleiro de Sobreposição",
            ),
        ),
        R(
            "SB-PANELS-18",
            "18 solar panels start on their spaces around the crater.",
            Seed(
                "Distribua os 18 Painéis Solares em seus espaços ao redor da cratera.",
                "Painéis Solares",
            ),
        ),
        R(
            "SB-ENERGY-START",
            "The energy marker starts at 4 / 5 / 6 with 2 / 3 / 4 players.",
            Seed(
                "Posicione o Marcador de Energia na Trilha de Energia:\n   • 2 jogadores: espaço 4"
                "\n   • 3 jogadores: espaço 5\n   • 4 jogadores: espaço 6",
                "Trilha de Energia",
            ),
        ),
        R(
            "SB-SUPPLY",
            "Astronauts, titanium, rare earth and credits are unlimited.",
            Seed(
                "Crie uma reserva geral com os Astronautas (Engenheiros, Técnicos, Cientistas), "
                "Titânios, Terras Raras e Créditos ao lado da área de jogo. Estes componentes são "
                "ilimitados.",
                "reserva geral",
            ),
        ),
        R(
            "SB-SHUTTLE-PILES",
            "Shuttle tiles are sorted into one pile per round.",
            Seed(
                "Organize as Fichas de Ônibus Espacial em pilhas, de acordo com o número em "
                "seus versos (que indica a rodada em que serão usadas).",
                "Fichas de Ônibus Espacial",
            ),
        ),
        R(
            "SB-CORP-CHOICE",
            "Three corporations are in play: chosen at random, or the "
            "recommended first-game set Artemis Tours + Moon Mining + Selenium Research.",
            Seed(
                "Artemis Tours + Moon Mining + Selenium Research para a primeira partida",
                "Corporação",
            ),
        ),
        R(
            "SB-CORP-RANDOM",
            "With corporations='random', 3 corporations are drawn at random.",
            Seed(
                "Escolha aleatoriamente 3 Folhetos de Regras de Corporação.",
                "Folhetos de Regras de Corporação",
            ),
        ),
        R(
            "SB-CORP-MARKERS",
            "Each corporation puts 4 markers on its board and 1 around the central hex.",
            Seed(
                "Pegue 4 Marcadores de Corporação e coloque-os nos espaços correspondentes do "
                "tabuleiro da Corporação. Coloque 1 Marcador de Corporação em um espaço "
                "disponível ao redor do hexágono central do Tabuleiro Principal.",
                "Marcadores de Corporação",
            ),
        ),
        R(
            "SB-SELENIUM-MARKERS",
            "Selenium Research uses 6 markers: 1 around the central hex, "
            "1 back to the box, 4 on its board alternating types.",
            Seed(
                "Exceção: Se a Selenium Research estiver em jogo, pegue 6 Marcadores de "
                "Corporação da Selenium Research",
                "Selenium Research",
            ),
        ),
        R(
            "SB-SELENIUM-ALTERNATE",
            "Selenium Research's 4 board markers alternate their two types.",
            Seed(
                "Em seguida, coloque os 4 marcadores restantes no Tabuleiro da Selenium Research, "
                "alternando seus tipos.",
                "alternando seus tipos",
            ),
        ),
        R(
            "SB-PROJECT-PILE",
            "Each corporation's projects are shuffled into a face-up pile.",
            Seed(
                "Embaralhe as Cartas de Projeto da Corporação e forme uma pilha virada para cima "
                "ao lado do tabuleiro.",
                "pilha virada para cima",
            ),
        ),
        R(
            "SB-PROJECT-DISPLAY",
            "Each corporation's projects form a shuffled face-up pile "
            "with 2 face-up projects available.",
            Seed("de modo que haja 2 cartas viradas para cima por Corporação", "Cartas de Projeto"),
        ),
        R(
            "SB-NEUTRAL-DOMES",
            "With 2 players, two neutral domes with a solar panel each stand on the board.",
            Seed(
                "Importante para 2 jogadores: Coloque duas Cúpulas de uma cor não utilizada nos "
                "espaços do Tabuleiro Principal. Adicione um Painel Solar nesses setores.",
                "Cúpulas",
            ),
        ),
        R(
            "SB-PLAYER-SETUP",
            "Each player has a base with structures, 3 objective markers, VP 0 and reputation 0.",
            Seed(
                "Seus 3 Marcadores de Objetivo na parte inferior de sua Base.",
                "Marcadores de Objetivo",
            ),
        ),
        R(
            "SB-BASE-STRUCTURES",
            "Each base starts with all its domes, workshops, labs and HQ.",
            Seed(
                "Suas Estruturas (Cúpulas, Oficinas, Laboratórios, Quartel General) nos espaços "
                "correspondentes de sua Base.",
                "Base",
            ),
        ),
        R(
            "SB-VP-START",
            "Each player's VP marker starts at 0.",
            Seed('Seu Marcador de PVs no espaço "0" da Trilha de PVs.', "Trilha de PVs"),
        ),
        R(
            "SB-REP-MARKER-START",
            "Each player's reputation marker starts at 0.",
            Seed(
                'Seu Marcador de Reputação no espaço "0" da Trilha de Reputação.',
                "Trilha de Reputação",
            ),
        ),
        R(
            "SB-START-TRAVELLER",
            "The last player to have travelled to space starts round 1; "
            "the engine knows nobody's travels, so the random choice (SB-START-PLAYER) applies.",
            Seed(
                "O jogador inicial da 1ª rodada é o último jogador que viajou para o espaço.",
                "jogador inicial",
            ),
        ),
        R(
            "SB-TURN-ORDER-SETUP",
            "Turn-order markers go clockwise from the start player onto the lowest free spaces.",
            Seed(
                "Em seguida, em sentido horário a partir do jogador inicial, cada jogador coloca "
                "seu Marcador de Ordem de Turnos no espaço disponível de menor número da Trilha de "
                "Ordem de Turnos.",
                "Marcador de Ordem de Turnos",
            ),
        ),
        R(
            "SB-SETUP-ORDER",
            "Leader, first dome, panel and marker are done player by player in turn order.",
            Seed("Em ordem de turnos, cada jogador:", "ordem de turnos"),
        ),
        R(
            "SB-START-PLAYER",
            "The first player of round 1 is chosen at random (nobody at the "
            "table has travelled to space); turn order runs clockwise from them.",
            Seed("Se ninguém viajou, escolha aleatoriamente.", "jogador inicial"),
        ),
        R(
            "SB-LEADERS",
            "As many leader tiles as players are drawn, each on a random face A or B.",
            Seed(
                "Selecione aleatoriamente uma quantidade de Fichas de Líder igual ao número de "
                "jogadores e coloque-as com uma face aleatória (A ou B)",
                "Fichas de Líder",
            ),
        ),
        R(
            "SB-LEADER-PICK",
            "In turn order each player chooses a leader tile.",
            Seed("Escolhe uma Ficha de Líder.", "Ficha de Líder"),
            ("pick_leader",),
        ),
        R(
            "SB-FIRST-DOME",
            "Each player's leftmost dome goes to one of the 6 central sectors.",
            Seed(
                "Coloca a Cúpula mais à esquerda de sua Base em um dos 6 setores centrais do "
                "Tabuleiro Principal.",
                "setores centrais",
            ),
            ("first_dome",),
        ),
        R(
            "SB-FIRST-PANEL",
            "That sector gets a solar panel, taken clockwise from the top.",
            Seed(
                "Coloca um Painel Solar nesse setor, começando com o painel no topo da cratera e "
                "seguindo em sentido horário.",
                "Painel Solar",
            ),
        ),
        R(
            "SB-FIRST-MARKER",
            "The player then activates a corporation marker of that sector.",
            Seed("Ativa um Marcador de Corporação desse setor.", "Marcador de Corporação"),
            ("activate_marker",),
        ),
        R(
            "SB-PHASES",
            "Each round: shuttle phase, action phase, maintenance phase.",
            Seed("1. Fase de Ônibus Espacial\n2. Fase de Ações\n3. Fase de Manutenção", "Fase"),
        ),
        # ------------------------------------------------------------ shuttle phase
        R(
            "SB-SHUTTLE-REVEAL",
            "Reveal players + 1 shuttle tiles of the current round.",
            Seed(
                "Revele uma quantidade de Fichas de Ônibus Espacial da rodada atual igual ao "
                "número de jogadores +1.",
                "Ônibus Espacial",
            ),
        ),
        R(
            "SB-SHUTTLE-PICK",
            "In reverse turn order each player takes one revealed tile and "
            "its astronauts and resources.",
            Seed(
                "Em ordem de turnos invertida, cada jogador escolhe uma Ficha de Ônibus Espacial "
                "disponível",
                "ordem de turnos invertida",
            ),
            ("take_shuttle",),
        ),
        R(
            "SB-SHUTTLE-ORDER",
            "New turn order: lowest tile number first, then ascending.",
            Seed(
                "o jogador que escolheu a ficha de menor número será o jogador inicial desta "
                "rodada",
                "Trilha de Ordem de Turnos",
            ),
        ),
        R(
            "SB-SHUTTLE-ORDER-REST",
            "The other players follow in ascending tile number.",
            Seed(
                "Os outros jogadores seguem em ordem crescente dos números das fichas.",
                "ordem crescente",
            ),
        ),
        R(
            "SB-GATEWAY-FILL",
            "The unpicked tile's astronauts go to the Lunar Gateway.",
            Seed(
                "Coloque os Astronautas da Ficha de Ônibus Espacial que não foi escolhida no "
                "Portal de Entrada Lunar.",
                "Portal de Entrada Lunar",
            ),
        ),
        R(
            "SB-GATEWAY-CAP",
            "The leftover tile adds astronauts to the Gateway only up to 4 of "
            "each type; the limit is checked only at that step and removes none already there.",
            Seed(
                "não pode haver mais de 4 Astronautas de cada tipo ali (este limite é verificado "
                "apenas nesta etapa)",
                "Portal de Entrada Lunar",
            ),
        ),
        # ------------------------------------------------------------ action phase
        R(
            "SB-TURN",
            "In turn order each player places one astronaut from their shuttle tile "
            "per turn: 6 main actions per round.",
            Seed(
                "Em ordem de turnos, os jogadores se revezam executando 6 Ações Principais por "
                "rodada",
                "Ações Principais",
            ),
        ),
        R(
            "SB-MAIN-ACTIONS",
            "A main action is: explore the crater, one of the 3 command "
            "actions, or visit the Lunar Gateway.",
            Seed(
                "• Explorar a Cratera\n• Executar uma das 3 Ações de Comando (Construir uma "
                "Estrutura / Financiar um Projeto / Executar até 3 Ações de Corporação)\n• "
                "Visitar o Portal de Entrada Lunar",
                "Ações Principais",
            ),
            ("explore", "command", "gateway"),
        ),
        R(
            "SB-ASTRONAUT",
            "The astronaut placed comes from your shuttle tile.",
            Seed(
                "você escolhe um Astronauta de sua Ficha de Ônibus Espacial e o posiciona no "
                "Tabuleiro Principal",
                "Astronauta",
            ),
            ("explore", "command", "gateway"),
        ),
        R(
            "SB-EXPLORE-SPACE",
            "Explore: place the astronaut on a free space around the crater.",
            Seed("coloque-o em um espaço disponível ao redor da cratera.", "Explorar a Cratera"),
            ("explore",),
        ),
        R(
            "SB-EXPLORE-ROW",
            "Every sector with a structure on the space's row activates; the "
            "central hex is not a sector.",
            Seed(
                "Você deve ativar todos os setores com pelo menos uma Estrutura na linha para a "
                "qual o espaço aponta (o hexágono central não é um setor).",
                "linha",
            ),
            ("explore",),
        ),
        R(
            "SB-EXPLORE-OWN",
            "Sectors where you have a structure are free.",
            Seed(
                "Se você tiver uma Estrutura em um setor ativado, você recebe os benefícios "
                "gratuitamente.",
                "gratuitamente",
            ),
            ("explore",),
        ),
        R(
            "SB-EXPLORE-FEE",
            "For each other activated sector pay the space's fee (1-3) to the "
            "owner of the largest structure there.",
            Seed(
                "Para cada setor onde você não possui uma Estrutura, você deve pagar Créditos (1 "
                "a 3, indicado no espaço do Astronauta) ao jogador com a maior Estrutura no setor.",
                "Créditos",
            ),
            ("explore",),
        ),
        R(
            "SB-EXPLORE-NEUTRAL",
            "With 2 players, fees for a sector whose largest structure is "
            "a neutral dome go to the supply.",
            Seed(
                "(Em partidas de 2 jogadores, se uma Cúpula neutra for a maior, pague para a "
                "reserva geral).",
                "Cúpula neutra",
            ),
            ("explore",),
        ),
        R(
            "SB-EXPLORE-PAY-FIRST",
            "All fees are paid before any sector activates; if you cannot "
            "pay them all you cannot place there.",
            Seed(
                "Você deve pagar todos os custos antes de ativar qualquer setor. Se não puder "
                "pagar o custo total, não poderá colocar seu Astronauta ali.",
                "custo total",
            ),
            ("explore",),
        ),
        R(
            "SB-ENGINEER-MINE",
            "Engineers mine the resource of each activated sector.",
            Seed(
                "Minera o recurso representado em cada setor ativado (Titânio ou Terra Rara).",
                "ENGENHEIROS",
            ),
            ("explore",),
        ),
        R(
            "SB-TECH-CREDITS",
            "Technicians gain 3 credits per activated sector.",
            Seed("Ganha 3 Créditos para cada setor ativado.", "TÉCNICOS"),
            ("explore",),
        ),
        R(
            "SB-SCIENTIST-MARKERS",
            "Scientists activate one corporation marker around each activated sector.",
            Seed(
                "Ativa um dos Marcadores de Corporação ao redor de cada setor ativado.",
                "CIENTISTAS",
            ),
            ("explore", "activate_marker"),
        ),
        R(
            "SB-MARKER-ONCE",
            "Each marker activates at most once per action.",
            Seed("Cada marcador só pode ser ativado uma vez por ação.", "uma vez por ação"),
            ("activate_marker",),
        ),
        R(
            "SB-MARKER-GAIN",
            "A marker gives the benefit of its corporation.",
            Seed(
                "Os Marcadores de Corporação fornecem recursos ou outros benefícios específicos "
                "das Corporações em jogo.",
                "Marcadores de Corporação",
            ),
            ("activate_marker",),
        ),
        R(
            "SB-COMMAND-SURCHARGE",
            "Command actions use the leftmost free slot and pay its "
            "credit surcharge: the earlier, the cheaper.",
            Seed(
                "Quanto mais cedo você executar uma ação ali, mais barata ela será (o custo "
                "adicional em Créditos está no espaço do Astronauta).",
                "Ação de Comando",
            ),
            ("command",),
        ),
        R(
            "SB-COMMAND-LEFTMOST",
            "The astronaut goes to the leftmost free slot of that command.",
            Seed(
                "Implante qualquer Astronauta no espaço disponível mais à esquerda",
                "mais à esquerda",
            ),
            ("command",),
        ),
        R(
            "SB-PANEL-BUILD",
            "Once per command action you may build a solar panel for 1 rare earth.",
            Seed(
                "Uma vez por turno, ao executar uma Ação de Comando, você pode construir um "
                "Painel Solar gastando 1 Terra Rara.",
                "Construir um Painel Solar",
            ),
            ("solar_panel",),
        ),
        R(
            "SB-PANEL-NEXT",
            "The next panel clockwise goes to the central hex, usable by anyone.",
            Seed(
                "Pegue o próximo Painel Solar em sentido horário e coloque-o no hexágono central "
                "do Tabuleiro Principal (eles podem ser usados por qualquer jogador).",
                "hexágono central",
            ),
            ("solar_panel",),
        ),
        R(
            "SB-PANEL-ENERGY",
            "The panel produces the energy printed beside its space (1 or 2).",
            Seed(
                "Produza a Energia indicada ao lado do espaço de onde você pegou o painel (1 ou 2 "
                "de Energia)",
                "Energia",
            ),
            ("solar_panel",),
        ),
        R(
            "SB-PANEL-REPUTATION",
            "Gain 1 reputation per reputation symbol the energy marker passes or stops on.",
            Seed(
                "ganhe Reputação para cada símbolo de Reputação que o Marcador de Energia passar "
                "ou parar",
                "Reputação",
            ),
            ("solar_panel",),
        ),
        R(
            "SB-PANEL-BLOCKED",
            "No panel can be built while energy is on the two rightmost spaces.",
            Seed(
                "Se o Marcador de Energia estiver nos dois espaços mais à direita, não é possível "
                "construir mais Painéis Solares até que a Energia seja gasta.",
                "dois espaços mais à direita",
            ),
            ("solar_panel",),
        ),
        R(
            "SB-BUILD-COST",
            "A structure costs the resources on your base; labs and HQs may need energy.",
            Seed(
                "Os custos de recursos estão em seu Tabuleiro Individual, e Laboratórios e "
                "Quartéis Generais podem exigir Energia.",
                "Construir uma Estrutura",
            ),
            ("build",),
        ),
        R(
            "SB-BUILD-TAKE",
            "Pay the cost and take the structure from your base.",
            Seed("• Pague o custo e pegue a Estrutura de sua Base.", "Estrutura"),
            ("build",),
        ),
        R(
            "SB-BUILD-PLACE",
            "Build in an energized sector with no structure of the same size "
            "or of the same player.",
            Seed(
                "Coloque-a em um setor energizado do Tabuleiro Principal onde não haja outra "
                "Estrutura do mesmo tamanho ou do mesmo jogador.",
                "setor energizado",
            ),
            ("build",),
        ),
        R(
            "SB-ENERGIZED",
            "A sector with a panel is energized; otherwise energize it with a "
            "panel from the central hex (or build one first).",
            Seed(
                "Um setor energizado é um setor com um Painel Solar. Se não houver, você deve "
                "energizá-lo pegando um Painel Solar disponível do hexágono central ou construindo "
                "um.",
                "setor energizado",
            ),
            ("build",),
        ),
        R(
            "SB-HOUSE",
            "After building you may move astronauts from your base into the new "
            "structure; otherwise only at the next maintenance.",
            Seed(
                "Após construir, você pode mover Astronautas de sua Base para a nova Estrutura. "
                "Caso contrário, só poderá fazê-lo na próxima Fase de Manutenção.",
                "mover Astronautas",
            ),
            ("house", "house_done", "house_at"),
        ),
        R(
            "SB-ENGINEER-BONUS",
            "Engineer bonus: choose a corporation; place its next marker "
            "around the built sector and activate it, or activate the one already there.",
            Seed(
                "Escolha uma Corporação. Se não houver um marcador dessa Corporação ao redor do "
                "setor onde você construiu, pegue o próximo do tabuleiro da Corporação, "
                "coloque-o em um espaço vazio e ative-o. Se já houver um, ative-o.",
                "Bônus da Ação",
            ),
            ("engineer_bonus",),
        ),
        R(
            "SB-ENGINEER-BONUS-FULL",
            "With no marker of the chosen corporation and no empty "
            "marker space around the built sector, the engineer bonus activates one of the "
            "markers already there.",
            Public(
                "if there is no empty slot in the sector, you must activate one of the "
                "Corporation tokens already present",
                PUBLISHED,
            ),
            ("engineer_bonus",),
        ),
        R(
            "SB-DOME",
            "Domes: immediate bonus; maintenance income by housed astronaut "
            "(engineer 1 titanium, technician 3 credits, scientist 2 VP).",
            Seed(
                "Cúpulas (tamanho 1): Bônus imediatos ao construir e renda na Fase de "
                "Manutenção (Engenheiros: 1 Titânio; Técnicos: 3 Créditos; Cientistas: 2 PVs).",
                "Cúpulas",
            ),
            ("build",),
        ),
        R(
            "SB-WORKSHOP",
            "Workshops: engineer -3 credits upkeep; technician -1 credit and -1 "
            "energy on projects; scientist -1 credit on command actions.",
            Seed(
                "Oficinas (tamanho 2): Desbloqueiam habilidades contínuas (Engenheiros: -3 "
                "Créditos no custo de Manutenção; Técnicos: -1 Crédito e -1 no requisito de "
                "Energia para Projetos; Cientistas: -1 Crédito ao executar Ação de Comando).",
                "Oficinas",
            ),
            ("build", "fund", "command"),
        ),
        R(
            "SB-LAB",
            "Building a lab triggers its ability and that of every earlier lab.",
            Seed(
                "Ao construir, aciona sua habilidade imediata e a de todos os Laboratórios "
                "anteriores.",
                "Laboratórios",
            ),
            ("build",),
        ),
        R(
            "SB-LAB-MINE",
            "A lab ability marked mine gives 1 of the resource of the sector "
            "where the newest lab was built.",
            Public(
                "the top Laboratory mines the resource where you built your last Laboratory",
                PUBLISHED,
            ),
            ("build",),
        ),
        R(
            "SB-LAB-ACTIVATE",
            "A lab ability marked activate activates a corporation marker "
            "around the sector where the newest lab was built (the player picks which).",
            Public(
                "the bottom Laboratory activates a Corporation token around the sector where "
                "you built your last Laboratory",
                PUBLISHED,
            ),
            ("build", "activate_marker"),
        ),
        R(
            "SB-LAB-VP",
            "Labs score at the end if they house astronauts of the required type.",
            Seed(
                "Fornecem PVs no fim da partida se abrigarem Astronautas do tipo exigido.",
                "Laboratórios",
            ),
        ),
        R(
            "SB-HQ",
            "The HQ upgrades your leader and gives 1 reputation per housed astronaut "
            "at maintenance.",
            Seed(
                "Aprimora a habilidade da sua Ficha de Líder e fornece 1 de Reputação por "
                "Astronauta na Fase de Manutenção.",
                "Quartel General",
            ),
            ("build",),
        ),
        R(
            "SB-FUND-VISIBLE",
            "Fund a visible project of any corporation.",
            Seed(
                "para financiar um Projeto visível de qualquer Corporação", "Financiar um Projeto"
            ),
            ("fund",),
        ),
        R(
            "SB-FUND-CHOOSE",
            "A project's credit cost and energy requirement are read when it is chosen.",
            Seed(
                "Escolha uma Carta de Projeto visível e verifique seu custo em Créditos e "
                "requisito de Energia (indicados no tabuleiro da Corporação).",
                "requisito de Energia",
            ),
            ("fund",),
        ),
        R(
            "SB-FUND-PRODUCE-ENERGY",
            "If energy is short, produce it first (a solar panel) before funding.",
            Seed(
                "Verifique o requisito de Energia:\n   • Se o nível de Energia for suficiente, vá "
                "para a etapa 3.\n   • Caso contrário, você deve produzir Energia (construindo um "
                "Painel Solar, usando habilidades de Projetos ou Oficinas).",
                "produzir Energia",
            ),
            ("fund", "solar_panel"),
        ),
        R(
            "SB-FUND-ENERGY",
            "Funding consumes the project's energy requirement from the track.",
            Seed(
                "Consuma a quantidade de Energia indicada (reduzindo o nível de Energia).",
                "requisito de Energia",
            ),
            ("fund",),
        ),
        R(
            "SB-PROJECT-COST-SLOT",
            "A corporation with project_costs prices its projects by "
            "the bottommost uncovered slot of its board: one slot further down for each marker "
            "that left the board.",
            Public(
                "a project's credit cost and energy requirement are indicated on the right of "
                "the Corporation board, on the bottommost visible slot; adding Corporation "
                "tokens to the main board increases the cost to fund that Corporation's "
                "projects",
                PUBLISHED,
            ),
            ("fund",),
        ),
        R(
            "SB-FUND-ENERGY-USED",
            "A project may print the energy it consumes (energy_used) "
            "apart from its energy requirement, never more; technician workshops lower both.",
            Assumption(
                "the seed checks a 'requisito de Energia' and then consumes 'a quantidade "
                "de Energia indicada' as separate steps; without a printed amount consumed "
                "the requirement is consumed, and a discount on the requirement applies to "
                "what is consumed too, so the track never goes below 0"
            ),
            ("fund",),
        ),
        R(
            "SB-FUND-COST",
            "Pay the project's credit cost.",
            Seed("Pague o custo em Créditos.", "custo em Créditos"),
            ("fund",),
        ),
        R(
            "SB-FUND-TAKE",
            "Take the project and apply its immediate effect.",
            Seed(
                "Pegue a Carta de Projeto, coloque-a ao lado de sua Base e aplique seu efeito "
                "imediato (se houver).",
                "Carta de Projeto",
            ),
            ("fund",),
        ),
        R(
            "SB-FUND-REVEAL",
            "Reveal a new project of the same corporation if possible.",
            Seed("Revele um novo Projeto da mesma Corporação, se possível.", "Projeto"),
            ("fund",),
        ),
        R(
            "SB-TECH-BONUS",
            "Technician bonus on funding: one corporation action.",
            Seed(
                "Bônus da Ação (se implantar um TÉCNICO): Execute uma Ação de Corporação.",
                "TÉCNICO",
            ),
            ("corp_action",),
        ),
        R(
            "SB-CORP-COMMAND",
            "The corporation command: an astronaut in the leftmost free slot "
            "for up to 3 corporation actions.",
            Seed(
                "Implante qualquer Astronauta no espaço disponível mais à esquerda para executar "
                "até 3 Ações de Corporação.",
                "Executar até 3 Ações de Corporação",
            ),
            ("command", "corp_action"),
        ),
        R(
            "SB-CORP-UP-TO-3",
            "The corporation command gives up to 3 corporation actions; the "
            "same one may repeat except reputation-track actions.",
            Seed(
                "Você pode executar a mesma ação várias vezes, exceto as da Trilha de Reputação.",
                "Ações de Corporação",
            ),
            ("corp_action", "corp_done"),
        ),
        R(
            "SB-REP-ACTIONS",
            "Reputation-track actions need your reputation at or past their "
            "space, and must differ within one command.",
            Seed(
                "Disponíveis se seu Marcador de Reputação alcançou ou ultrapassou o espaço com a "
                "ação. Devem ser diferentes se executar várias.",
                "Trilha de Reputação",
            ),
            ("corp_action",),
        ),
        R(
            "SB-CORP-BOARD-ACTION",
            "Each corporation board offers one corporation action.",
            Seed("Cada Corporação oferece uma ação poderosa.", "Tabuleiro de Corporação"),
            ("corp_action",),
        ),
        R(
            "SB-PROJECT-ACTION",
            "Some funded projects give a corporation action, some once per round.",
            Seed(
                "Alguns Projetos permitem ações de Corporação (algumas uma vez por rodada, "
                "indicadas girando a carta).",
                "girando a carta",
            ),
            ("corp_action",),
        ),
        R(
            "SB-SCIENTIST-BONUS",
            "Scientist bonus on the corporation command: take an astronaut "
            "from the Gateway into your base.",
            Seed(
                "Pegue um Astronauta do Portal de Entrada Lunar e coloque-o em um espaço "
                "disponível em sua Base.",
                "CIENTISTA",
            ),
            ("take_astronaut",),
        ),
        R(
            "SB-GATEWAY-VISIT",
            "Visit the Gateway: +3 credits, take an astronaut other than the "
            "one just placed, one corporation action.",
            Seed(
                "Implante qualquer Astronauta na área do Portal de Entrada Lunar e realize as "
                "seguintes etapas em qualquer ordem",
                "Visitar o Portal de Entrada Lunar",
            ),
            ("gateway",),
        ),
        R(
            "SB-GATEWAY-TAKE",
            "The astronaut taken at the Gateway must differ from the one just placed there.",
            Seed("(diferente daquele que você acabou de colocar)", "Portal de Entrada Lunar"),
            ("take_astronaut",),
        ),
        R(
            "SB-GATEWAY-CORP",
            "A Gateway visit includes one corporation action.",
            Seed("• Execute uma Ação de Corporação.", "Ação de Corporação"),
            ("corp_action",),
        ),
        R(
            "SB-GATEWAY-CREDITS",
            "Visiting the Gateway gives 3 credits.",
            Seed("Ganhe 3 Créditos.", "Créditos"),
            ("gateway",),
        ),
        # ------------------------------------------------------------ reputation track
        R(
            "SB-REP-START",
            "Reputation starts at 0.",
            Seed("Sua Reputação começa em 0", "Reputação"),
        ),
        R(
            "SB-REP-TRACK-ACTIONS",
            "Spaces 0/4/8/12 unlock corporation actions: +2 reputation, "
            "1 titanium, 1 rare earth, activate any corporation marker.",
            Seed(
                "Espaços 0, 4, 8, 12: Desbloqueia novas Ações de Corporação (ganhar 2 Reputação, "
                "1 Titânio, 1 Terra Rara, ativar qualquer Marcador de Corporação).",
                "Trilha de Reputação",
            ),
            ("corp_action",),
        ),
        R(
            "SB-REP-OBJECTIVE-BONUS",
            "Spaces 2/6/10/14 add 1/2/3/4 VP when claiming objectives.",
            Seed(
                "Espaços 2, 6, 10, 14: PVs adicionais ao reivindicar objetivos (1/2/3/4 PVs, "
                "respectivamente).",
                "objetivos",
            ),
        ),
        R(
            "SB-REP-MAINTENANCE-SPACES",
            "Reputation spaces 1/5/9/13 raise the maintenance cost "
            "(the seed stops before the amounts; see SB-REP-MAINTENANCE).",
            Seed("• Espaços 1, 5, 9, 13: Custo de Manutenção aumenta em", "Custo de Manutenção"),
        ),
        R(
            "SB-REP-MAINTENANCE",
            "Spaces 1/5/9/13 raise maintenance by 1/2/3/4 credits (only "
            "the highest reached counts).",
            Public(
                "reputation spaces 1/5/9/13 raise the maintenance cost by 1/2/3/4 credits; "
                "only the highest space reached counts (the seed stops at 'Custo de "
                "Manutenção aumenta em')",
                PUBLISHED,
            ),
        ),
        R(
            "SB-REP-LIMITS",
            "The track runs 0-15; each reputation past 15 is +1 VP, each below "
            "0 is -2 VP instead, as far as your VP go.",
            Public(
                "the reputation track runs 0-15; a gain at 15 gives 1 VP instead and a loss "
                "at 0 makes you lose 2 VP instead, if able (VP cannot go below 0)",
                PUBLISHED,
            ),
        ),
        R(
            "SB-VP-FLOOR",
            "VP never go below 0: a loss takes only the VP you have.",
            Public("'you lose 2 VP instead, if able (your VP cannot go below 0)'", PUBLISHED),
        ),
        # ------------------------------------------------------------ objectives, maintenance, end
        R(
            "SB-OBJECTIVES",
            "At the end of your own turn (never on another player's) claim the "
            "goals you meet, at most one per corporation: printed VP plus the reputation bonus.",
            Public(
                "goals are claimed at the end of your own turn, any number of them but at most "
                "one per corporation, for the printed VP plus the 0-4 VP bonus of the "
                "reputation track",
                PUBLISHED,
            ),
        ),
        R(
            "SB-GOALS",
            "Each corporation has 3 goal slots; the harder the requirement, the more VP.",
            Public(
                "each corporation has 3 goals; the more difficult the requirement, the more VP "
                "it scores",
                PUBLISHED,
            ),
        ),
        R(
            "SB-GOAL-PAIRS",
            "Content may mark a goal easy or hard and pair an easy goal with a "
            "hard one counting the same thing; the hard goal of a pair needs more, and every hard "
            "goal of a corporation scores more than its easy ones.",
            Assumption(
                "the published rulebook says only that each corporation has 3 goals and "
                "that the more difficult requirement scores more VP; no source describes "
                "how goals pair up, so a pair is read as two thresholds of one requirement "
                "(the easier worth less), and a goal outside a pair is allowed"
            ),
        ),
        R(
            "SB-GOAL-SLOT",
            "A goal can be claimed only while its slot is empty (so by one agency "
            "only), and some slots are for 3 and 4 players only.",
            Public(
                "to claim a goal its slot must not have a goal marker on it; some slots are "
                "reserved for 3 and 4 player games",
                PUBLISHED,
            ),
        ),
        R(
            "SB-GOAL-CHOICE",
            "The engine claims for you, per corporation, the most valuable goal "
            "you meet whose slot is open.",
            Assumption(
                "claiming only adds VP and uses one of 3 markers, and with 3 corporations "
                "one goal each never runs out of markers; declining an easier goal to wait "
                "for a harder one of the same corporation is the one choice not offered"
            ),
        ),
        R(
            "SB-MAINTENANCE",
            "Maintenance: corporation maintenance, retrieve crater astronauts, "
            "income (corporations, domes, HQ), upkeep, clear the command area.",
            Public(
                "maintenance runs: corporation maintenance, retrieve the astronauts in the "
                "crater, income (corporations, domes, HQ), pay upkeep, clear the command area",
                PUBLISHED,
            ),
        ),
        R(
            "SB-RETRIEVE",
            "At maintenance, from the topmost explore space clockwise, each crater "
            "astronaut joins the base of the agency with the biggest total structure size in its "
            "row (tie: the biggest structure in the nearest sector, then the next); with no room "
            "it returns to the Gateway, even past the cap of 4.",
            Public(
                "retrieving crater astronauts: from the top slot clockwise, each goes to the "
                "player with the largest total structure size in the facing row (tie: the "
                "biggest structure in the sector nearest the slot, then the next sector); if "
                "that player has no room, it goes to the Gateway, even past its cap",
                PUBLISHED,
            ),
        ),
        R(
            "SB-RETRIEVE-ORDER",
            "The topmost explore space is the one nearest twelve o'clock on "
            "this project's crater map; retrieval runs clockwise from it.",
            Assumption(
                "the printed board's slot positions are not available; the map of "
                "SB-CRATER-GEOMETRY puts every explore space at the outer end of its row"
            ),
        ),
        R(
            "SB-RETRIEVE-NOBODY",
            "A crater astronaut facing a row with no agency's structure returns to the Gateway.",
            Assumption(
                "no source names a winner when no player has a structure in the row "
                "(an empty row, or only a neutral dome); the Gateway is where the published "
                "rules send an astronaut nobody can take"
            ),
        ),
        R(
            "SB-BASE-ROOM",
            "An astronaut joins a base only in an available space: the spare slot "
            "or a free slot of a built structure.",
            Seed("coloque-o em um espaço disponível em sua Base", "espaço disponível"),
            ("take_astronaut",),
        ),
        R(
            "SB-BASE-SPARE",
            "Besides its structures' slots, each base has exactly one spare slot "
            "for an astronaut waiting for a structure; at maintenance, astronauts waiting beyond "
            "it must move into free structure slots (one astronaut per slot).",
            Public(
                "the top-left space of each base holds one extra astronaut waiting for a "
                "structure to be built, a base has no other spare slot, and when astronauts "
                "are rearranged at maintenance each slot holds at most one",
                PUBLISHED,
            ),
            ("house_at", "house_done"),
        ),
        R(
            "SB-BASE-WAITING",
            "An astronaut that joins a base whose spare slot is taken holds one "
            "of its free structure slots; it counts as waiting until its owner picks the "
            "structure (right after a build, or at maintenance before income).",
            Assumption(
                "the seed lets base astronauts move into a structure only after building "
                "it or at the next maintenance; keeping the extra astronaut with the "
                "waiting ones until then keeps each decision small, and income and upkeep "
                "are only counted after that maintenance choice"
            ),
        ),
        R(
            "SB-BASE-NO-ROOM",
            "With no room in your base, the Gateway take and the scientist bonus are skipped.",
            Public(
                "if there is no room for an astronaut in your base, skip taking one at the "
                "Gateway and ignore the scientist bonus",
                PUBLISHED,
            ),
            ("take_astronaut",),
        ),
        R(
            "SB-UPKEEP",
            "Upkeep = reputation cost + 1/2/3/4 per dome/workshop/lab/HQ, -3 per "
            "engineer in a workshop.",
            Public(
                "upkeep is the reputation-track cost plus 1/2/3/4 credits per dome/workshop/"
                "lab/HQ built, minus 3 per engineer housed in a workshop",
                PUBLISHED,
            ),
        ),
        R(
            "SB-UNPAID",
            "Each unpaid upkeep credit costs 1 reputation.",
            Public("each credit of upkeep a player cannot pay costs 1 reputation", PUBLISHED),
        ),
        R(
            "SB-END-SCORING",
            "End scoring: projects, labs 2/5/10 VP for 1/2/3 matching "
            "astronauts, VP equal to reputation, corporation end scoring.",
            Public(
                "final scoring adds project VP, labs 2/5/10 VP for 1/2/3 astronauts of the "
                "required type, VP equal to reputation, and each corporation's end scoring",
                PUBLISHED,
            ),
        ),
        R(
            "SB-TIEBREAK",
            "Ties go to the higher reputation, else the win is shared.",
            Public(
                "ties are broken by reputation; if still tied the players share the victory",
                PUBLISHED,
            ),
        ),
        # ------------------------------------------------------------ assumptions
        R(
            "SB-CRATER-GEOMETRY",
            "The crater is a radius-2 hex grid: 6 central + 12 outer "
            "sectors, 15 rows each with one explore space; markers sit on hex corners.",
            Assumption(
                "the seed names sectors, rows and marker spaces but prints no map; a "
                "regular hex grid with 18 sectors matches the 18 solar panels"
            ),
        ),
        R(
            "SB-CONTENT",
            "Structure costs, energy-track length, slot surcharges, shuttle tiles, "
            "leaders, corporations and projects are sample data in content.toml.",
            Assumption(
                "no source available to this project prints these components; the sample "
                "set is written for lunarrules and exercises every rule"
            ),
        ),
        R(
            "SB-START-RESOURCES",
            "Each agency starts with the credits, titanium and rare earth in "
            "content.toml [start] (reputation, VP and energy are fixed by the setup).",
            Assumption("the seed lists no starting resources, yet the first actions need credits"),
        ),
        R(
            "SB-BASE-ORDER",
            "Structures leave the base leftmost first; the n-th dome/lab uses the "
            "n-th dome bonus / lab space.",
            Assumption(
                "the seed says the first dome is the leftmost; the same order is used for "
                "every structure so bonuses are well defined"
            ),
        ),
        R(
            "SB-STRUCTURE-COUNTS",
            "Each agency has 5 domes, 3 workshops, 3 labs and 1 HQ to build.",
            Public("each player has 5 Domes, 3 Workshops, 3 Laboratories and 1 HQ", PUBLISHED),
            ("build",),
        ),
        R(
            "SB-CAPACITY",
            "A dome or workshop houses 1 astronaut, a lab or HQ 3.",
            Assumption("capacities are printed on the bases, which the seed does not describe"),
        ),
        R(
            "SB-MAINT-HOUSE",
            "At maintenance, after the crater astronauts come back and before "
            "income, each player in turn order may move base astronauts into structures with room "
            "(those beyond the spare slot must move, SB-BASE-SPARE).",
            Assumption(
                "the seed allows moving astronauts 'na próxima Fase de Manutenção' without "
                "saying when within it; doing it before income lets the moved astronauts "
                "produce, as the published maintenance lists income after the crater step"
            ),
        ),
        R(
            "SB-NEUTRAL-PANELS",
            "The 2-player neutral domes take their panels counter-clockwise "
            "from the last ring space, so leaders still start at the top.",
            Assumption(
                "the seed asks for a panel in each neutral sector and for the leaders' "
                "panels to start at the top; taking the neutral ones from the other end "
                "satisfies both"
            ),
        ),
        R(
            "SB-GATEWAY-ORDER",
            "The Gateway steps resolve as credits, astronaut, corporation "
            "action; the Gateway keeps the astronaut placed there.",
            Assumption(
                "'em qualquer ordem': in this model no step changes what another allows "
                "except credits, which only help, so a fixed order loses nothing; the "
                "placed astronaut staying is why the one taken must differ"
            ),
        ),
        R(
            "SB-LEADER-ABILITY",
            "A leader face gives maintenance income; the HQ adds the upgraded income.",
            Assumption(
                "leader abilities are not printed in the seed; income is the simplest "
                "ability an HQ can upgrade"
            ),
        ),
        R(
            "SB-CORP-EFFECTS",
            "Corporation maintenance, actions, marker benefits and end scoring "
            "follow each corporation's data.",
            Seed(
                "Prossiga com a preparação específica de cada Corporação, conforme indicado em "
                "seus respectivos Folhetos de Regras.",
                "Folhetos de Regras",
            ),
        ),
        R(
            "SB-ENERGY-CAP",
            "Energy never exceeds the last space of the track.",
            Assumption("a track has a last space; energy beyond it is lost"),
        ),
    ],
)
