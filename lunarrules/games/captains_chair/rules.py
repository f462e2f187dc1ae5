"""The cited rule table of Star Trek: Captain's Chair - To Boldly Go.

Seed quotes are verbatim from ``seeds/003_fc020fb8f3962a43.txt`` (Portuguese).
The seed stops inside "Resolução de Data Estelar"; what follows there comes
from the published rulebook (``Public``), or is a documented ``Assumption``.
"""

from __future__ import annotations

from lunarrules.kernel import Assumption, Public, Rule, RuleBook, Seed, Variant

SEED_FILE = "003_fc020fb8f3962a43.txt"
SOURCE = "the published Star Trek: Captain's Chair rulebook, WizKids"

RULES = RuleBook(
    SEED_FILE,
    [
        # ------------------------------------------------------------ objective
        Rule(
            "CC-VP-WINS",
            "At the end of the game the player with the most VP wins.",
            Seed("No final do jogo, o jogador com mais PV (Pontos de Vitória) vence, geralmente."),
        ),
        Rule(
            "CC-BURN-COUNT",
            "If the game ends by the Burn, the player with fewer INCIDENT cards (hand, in play, "
            "discard, draw deck, Captain's Log; not the Reserve) wins.",
            Seed(
                'se o jogo terminar devido a "a Queima", o jogador com menos cartas de INCIDENTE '
                "(na mão, em jogo, pilha de Descarte, baralho de Compra ou Diário do Capitão — mas "
                "não seu baralho de Reserva) vence.",
                term="a Queima",
            ),
        ),
        Rule(
            "CC-BURN-TIE",
            "A tie in incidents at the Burn is broken by final scoring.",
            Seed("Em caso de empate durante a Queima, a pontuação final determina o vencedor."),
        ),
        # --------------------------------------------------------- central setup
        Rule(
            "CC-SETUP-DECKS",
            "Common cards are split into seven decks by suit: PERSON, CARGO, SHIP, ALLY, "
            "ENCOUNTER, INCIDENT, LOCATION.",
            Seed(
                "Separe todas as cartas comuns (aquelas sem um ícone de baralho) em sete baralhos "
                "com base em seus naipes: PESSOA, CARGA, NAVE, ALIADO, ENCONTRO, INCIDENTE, LOCALIZAÇÃO."
            ),
        ),
        Rule(
            "CC-SETUP-MARKET",
            "The four market decks (PERSON, CARGO, SHIP, ALLY) are shuffled face down; one card "
            "of each is revealed face up under its deck.",
            Seed(
                "Revele uma carta de cada um dos quatro baralhos de Mercado e coloque-as viradas "
                "para cima abaixo de seus baralhos correspondentes, abaixo da faixa do Mercado.",
                term="Mercado",
            ),
        ),
        Rule(
            "CC-SETUP-ENCOUNTER-INCIDENT",
            "The encounter and incident decks are shuffled face down; space is left for the junk pile.",
            Seed(
                "Deixe espaço no outro lado da faixa do Mercado para ser usado como a pilha de Lixo.",
                term="Lixo",
            ),
        ),
        Rule(
            "CC-SETUP-SHUFFLE",
            "The six decks other than LOCATION are shuffled: cards come off them at random.",
            Seed("Embaralhe cada um dos outros seis baralhos."),
        ),
        Rule(
            "CC-SETUP-MARKET-DECKS",
            "The four MARKET decks are PERSON, CARGO, SHIP and ALLY, face down (their order is hidden).",
            Seed(
                "Coloque os quatro baralhos de MERCADO (PESSOA, CARGA, NAVE e ALIADO) virados para "
                "baixo nos quatro espaços indicados acima da faixa do Mercado.",
                term="MERCADO",
            ),
        ),
        Rule(
            "CC-SETUP-SUPPLY",
            "A common supply of dilithium, latinum and glory tokens serves both players.",
            Seed(
                "Crie um suprimento de Dilítio, Latinum e fichas de Glória ao alcance de ambos os "
                "jogadores.",
                term="suprimento",
            ),
        ),
        Rule(
            "CC-SETUP-LOCATIONS",
            "The location cards are split into starting and advanced locations by their position "
            "indicator; the advanced ones are shuffled face down, the starting ones are shuffled "
            "and one, unrevealed, goes on top: this is the location deck.",
            Seed(
                "Separe o baralho de Localização em LOCALIZAÇÕES INICIAIS e LOCALIZAÇÕES AVANÇADAS "
                "com base no indicador de posição na parte inferior de cada carta. Embaralhe todas as "
                "Localizações Avançadas e coloque-as viradas para baixo abaixo do Mercado, "
                "perpendicularmente a ele.\n9. Embaralhe as Localizações Iniciais. "
                "Sem revelá-la, coloque uma carta das Localizações Iniciais em cima das "
                "Localizações Avançadas; isso será referido como o baralho de Localização daqui em diante."
            ),
        ),
        Rule(
            "CC-SETUP-NEUTRAL",
            "Three more starting locations are revealed as the Neutral Zone; the other starting "
            "locations go back to the box.",
            Seed(
                "Compre mais 3 Localizações Iniciais e revele-as. Crie uma fileira delas viradas para "
                "cima, indo para fora do baralho de Localização (longe do Mercado); isso será referido "
                "como a Zona Neutra. Devolva todas as Localizações Iniciais restantes para a caixa.",
                term="Zona Neutra",
            ),
        ),
        Rule(
            "CC-SETUP-STARDATES",
            "The 2-player stardate cards are stacked by sequence number, #1 on top.",
            Seed(
                "Encontre todas as cartas de Data Estelar apropriadas para um jogo de dois jogadores "
                "(marcadas com “2-JOGADORES”) e classifique-as com base no número de sequência (canto "
                "superior direito), com a carta #1 no topo e a carta com o número mais alto na parte "
                "inferior.",
                term="Data Estelar",
            ),
        ),
        Rule(
            "CC-SETUP-STARDATES-BOX",
            "Stardate cards not meant for two players leave the game.",
            Seed("Devolva todas as outras cartas de Data Estelar para a caixa."),
        ),
        Rule(
            "CC-SETUP-STARDATE-GLORY",
            "The visible stardate card is loaded with its indicated glory tokens.",
            Seed("Coloque o número indicado de fichas de Glória na carta de Data Estelar visível."),
        ),
        Rule(
            "CC-SETUP-CREW",
            "Each player chooses a crew deck and takes its cards and crew board.",
            Seed(
                "Ambos os jogadores escolhem um baralho de Tripulação para jogar e pegam todas as "
                "cartas e o tabuleiro de Tripulação desse baralho de Tripulação."
            ),
        ),
        Rule(
            "CC-SETUP-SHIPS",
            "A supply holds the ship tokens of the common ships and of both chosen crews.",
            Seed(
                "Crie um suprimento de todas as fichas de Nave pertencentes a naves comuns e naves de "
                "ambos os baralhos de Tripulação escolhidos."
            ),
        ),
        Rule(
            "CC-CREWS-DIFFER",
            "The two players play different crew decks.",
            Assumption(
                "each crew deck is a single physical deck, so two players cannot both take it"
            ),
        ),
        Rule(
            "CC-SETUP-TOKENS",
            "Each player gets 3 action tokens and 3 mission-completion tokens.",
            Seed("Dê a ambos os jogadores 3 fichas de Ação e 3 fichas de Conclusão de Missão."),
        ),
        Rule(
            "CC-SETUP-SUPPLY-ACTIONS",
            "The 3 remaining action tokens go to the supply.",
            Seed("Coloque as 3 fichas de Ação restantes no suprimento."),
        ),
        Rule(
            "CC-SETUP-FIRST",
            "The first player is chosen at random.",
            Seed(
                "Determine aleatoriamente o jogador inicial e dê a ele a ficha de Jogador Inicial."
            ),
        ),
        Rule(
            "CC-SUPPLY-UNLIMITED",
            "The supply of dilithium, latinum and glory never runs out.",
            Assumption(
                "the seed sets up a supply but gives no limit; a limit would add no rule to teach"
            ),
        ),
        # ---------------------------------------------------------- player setup
        Rule(
            "CC-PSETUP-BOARD",
            "Choose the Basic or Advanced side of the crew board; specialty markers start at 0; "
            "on the Basic side two of the three mission-completion tokens go back to the box.",
            Seed(
                "Se estiver jogando no lado Básico, devolva duas de suas três fichas de Conclusão "
                "de Missão para a caixa."
            ),
        ),
        Rule(
            "CC-PSETUP-SIDE",
            "Each player selects the Basic or Advanced side of their crew board.",
            Seed(
                "Selecione se você jogará no lado Básico ou Avançado de seu tabuleiro de Tripulação."
            ),
        ),
        Rule(
            "CC-PSETUP-NO-POSITION",
            "The captain card (and a status card, if any) has no position indicator: it is not "
            "sorted with the rest of the crew deck.",
            Seed(
                "Sua carta de Capitão (e possivelmente uma carta de Status) não possui um indicador "
                "de posição."
            ),
        ),
        Rule(
            "CC-PSETUP-SPECIALTY",
            "The 3 specialty markers start on space zero of their tracks.",
            Seed(
                "Coloque 3 marcadores de Especialidade no espaço zero de todas as suas trilhas de "
                "Especialidade.",
                term="Especialidade",
            ),
        ),
        Rule(
            "CC-PSETUP-SORT",
            "The crew deck is sorted by position indicator: incident deck, deployed, controlled "
            "location, development, reserve, available, discard.",
            Seed(
                "BARALHO DE INCIDENTE, IMPLANTADO, LOCALIZAÇÃO CONTROLADA, DESENVOLVIMENTO, RESERVA, "
                "DISPONÍVEL, DESCARTE."
            ),
        ),
        Rule(
            "CC-PSETUP-CAPTAIN",
            "The captain card goes beside the crew board with an empty duty-officer space above it; "
            "a status card (if any) goes above the board.",
            Seed(
                "Deixe um espaço vazio acima desta carta (para seu Oficial de Serviço).",
                term="Oficial de Serviço",
            ),
        ),
        Rule(
            "CC-PSETUP-DRAW-DECK",
            "AVAILABLE cards are shuffled into the draw deck.",
            Seed(
                "Embaralhe todas as suas cartas DISPONÍVEIS e crie um baralho virado para baixo delas"
            ),
        ),
        Rule(
            "CC-PSETUP-DEVELOPMENT",
            "DEVELOPMENT cards form the face-up development pile.",
            Seed(
                "Coloque todas as suas cartas de DESENVOLVIMENTO em uma pilha virada para cima, acima de "
                "seu tabuleiro de Tripulação (e à esquerda de sua carta de Status, se houver). "
                "Essas cartas formam sua pilha de Desenvolvimento.",
                term="Desenvolvimento",
            ),
        ),
        Rule(
            "CC-PSETUP-RESERVE",
            "RESERVE cards are shuffled into the face-down reserve deck.",
            Seed(
                "Embaralhe todas as suas cartas de RESERVA e coloque-as em um baralho virado para baixo "
                "em cima de sua pilha de Desenvolvimento, girado lateralmente. Este é seu baralho de "
                "Reserva.",
                term="Reserva",
            ),
        ),
        Rule(
            "CC-PSETUP-LOCATIONS",
            "CONTROLLED LOCATION cards start face up in the location area.",
            Seed(
                "Se você tiver uma ou mais cartas de LOCALIZAÇÃO CONTROLADA, coloque-as viradas para "
                "cima à direita de seu espaço de Oficial de Serviço. Esta fileira de cartas é conhecida "
                "como sua Área de Localização."
            ),
        ),
        Rule(
            "CC-PSETUP-DEPLOYED",
            "DEPLOYED cards start in the fleet area; deployed ships carry their ship token.",
            Seed(
                "Se você tiver uma ou mais cartas IMPLANTADAS, coloque-as viradas para cima à direita "
                "de seu Capitão. Esta fileira de cartas é conhecida como sua Área de Frota. "
                "Para NAVES implantadas, encontre a ficha de Nave correspondente no suprimento e "
                "coloque-a na própria carta.",
                term="Área de Frota",
            ),
        ),
        Rule(
            "CC-PSETUP-INCIDENTS",
            "INCIDENT DECK cards are shuffled into the incident deck.",
            Seed(
                "Se você tiver uma ou mais cartas marcadas como BARALHO DE INCIDENTE, embaralhe-as "
                "no baralho de Incidente criado durante a configuração Central."
            ),
        ),
        Rule(
            "CC-PSETUP-DISCARD",
            "DISCARD cards start in the discard pile.",
            Seed(
                "Se você tiver uma ou mais cartas marcadas como DESCARTE, coloque-as em uma pilha "
                "virada para cima no lado mais distante de sua Área de Preparação. Esta é sua pilha "
                "de Descarte."
            ),
        ),
        Rule(
            "CC-PSETUP-RESOURCES",
            "Each player takes 1 dilithium, 1 latinum and 1 glory from the supply (not the stardate).",
            Seed(
                "Pegue 1 Dilítio, 1 Latinum e 1 Glória do suprimento (não da carta de Data Estelar), "
                "para formar seu pool de recursos pessoal."
            ),
        ),
        Rule(
            "CC-PSETUP-AWAY",
            "The captain holds the indicated number of away-team tokens.",
            Seed(
                "Coloque o número indicado de fichas de Equipe de Exploração em sua carta de Capitão.",
                term="Equipe de Exploração",
            ),
        ),
        Rule(
            "CC-PSETUP-HAND",
            "Draw 5 cards: the starting hand and the standard hand size.",
            Seed(
                "Compre 5 cartas de seu baralho de Compra para sua mão. Esta é sua mão inicial (e seu "
                "tamanho de mão padrão)."
            ),
        ),
        Rule(
            "CC-FIRST-TURN",
            "The holder of the first-player token takes the first turn.",
            Seed("O jogador com a ficha de Jogador Inicial faz o primeiro turno."),
        ),
        # ------------------------------------------------------------- the turn
        Rule(
            "CC-TURN",
            "Players alternate; each resolves all four steps of a turn before play passes.",
            Seed(
                "O jogo alterna entre os jogadores, com cada jogador resolvendo completamente todos "
                "os quatro passos de seu turno antes de passar o jogo para o outro jogador."
            ),
        ),
        Rule(
            "CC-TURN-CONTINUES",
            "Players keep taking turns until the end of the game is triggered.",
            Seed("Os jogadores continuam a fazer turnos até que o fim do jogo seja acionado."),
        ),
        Rule(
            "CC-TURN-STEPS",
            "A turn has four steps in order: RESUPPLY, CONTROL, ACTION, CLEAN-UP.",
            Seed(
                "O turno de um jogador tem quatro passos na seguinte ordem:\n\n1. Passo de "
                "REABASTECIMENTO\n2. Passo de CONTROLE\n3. Passo de AÇÃO\n4. Passo de LIMPEZA"
            ),
        ),
        # ------------------------------------------------------------ resources
        Rule(
            "CC-RESOURCES",
            "There are three kinds of resource: dilithium, latinum and glory.",
            Seed("Existem três tipos de recursos: Dilítio, Latinum e Glória."),
        ),
        Rule(
            "CC-GAIN",
            "Gaining resources moves tokens to your pool; dilithium and latinum come from the supply.",
            Seed("Para fichas de Latinum ou Dilítio, pegue-as do suprimento."),
        ),
        Rule(
            "CC-GAIN-POOL",
            "Gained tokens move to your resource pool (or to the card in question).",
            Seed(
                "Ao ganhar recursos, pegue o número indicado de fichas do tipo especificado e mova-as "
                "para seu pool de recursos (ou para a carta em questão)."
            ),
        ),
        Rule(
            "CC-SPEND-SUPPLY",
            "Spent tokens go from your pool back to the supply.",
            Seed(
                "Ao gastar recursos, devolva o número indicado de fichas do tipo especificado de seu "
                "pool de recursos para o suprimento."
            ),
        ),
        Rule(
            "CC-GLORY-SOURCE",
            "Glory is taken from the topmost stardate card; once a resolution has been triggered, "
            "from the supply.",
            Seed(
                "Para fichas de Glória, pegue-as da carta de Data Estelar mais acima. Uma vez que uma "
                "Resolução tenha sido acionada, pegue Glória do suprimento."
            ),
        ),
        Rule(
            "CC-SPEND-POOL",
            "Costs are paid from your pool back to the supply, never from cards in play.",
            Seed("Você não pode gastar recursos de cartas que você tem em jogo."),
        ),
        Rule(
            "CC-CANNOT-PAY",
            "If you cannot spend the required resources you cannot resolve the operation.",
            Seed(
                "Se você não conseguir gastar os recursos necessários, você não pode resolver essa operação."
            ),
        ),
        Rule(
            "CC-GLORY-DIL",
            "When spending dilithium you may spend glory instead, each worth 1 dilithium.",
            Seed(
                "Fichas de Glória em seu pool de recursos podem ser usadas para pagar custos:\n"
                "  • Ao gastar Dilítio, você pode, em vez disso, gastar qualquer quantidade de Glória "
                "como se cada uma valesse 1 Dilítio."
            ),
        ),
        Rule(
            "CC-GLORY-LAT",
            "When spending latinum you may spend glory instead, each worth 2 latinum; there is no change.",
            Seed(
                "Ao gastar Latinum, você pode, em vez disso, gastar qualquer quantidade de Glória "
                "como se cada uma valesse 2 Latinum. Não há troco."
            ),
        ),
        Rule(
            "CC-GLORY-REVERSE",
            "Variant: glory pays for latinum 1:1 and for dilithium 1:2 with no change (the "
            "reverse of the seed's exchange, as two published sources print it).",
            Variant("CC-GLORY-DIL", "glory_exchange", source=SOURCE + " (and its rules reference)"),
        ),
        Rule(
            "CC-GLORY-NO-OVERPAY",
            "Glory substituted for a cost may not exceed what that cost needs.",
            Assumption(
                "'any amount' is read as any amount up to the cost; glory spent beyond it would buy nothing"
            ),
        ),
        Rule(
            "CC-NO-CONVERT",
            "Dilithium and latinum cannot pay for each other unless an effect says so.",
            Seed(
                "Você não pode converter entre Dilítio ou Latinum e gastar recursos em vez de um do "
                "outro, a menos que explicitamente permitido por um efeito."
            ),
        ),
        # ------------------------------------------------------------ resupply
        Rule(
            "CC-RESUPPLY",
            "In the order you choose, trigger every RESUPPLY operation you have in play (not beamed cards).",
            Seed(
                "Algumas cartas terão operações de REABASTECIMENTO. "
                "Na ordem de sua escolha, acione todas as operações de REABASTECIMENTO que você tem em "
                "jogo (excluindo cartas teletransportadas).",
                term="REABASTECIMENTO",
            ),
            governs=("resupply",),
        ),
        Rule(
            "CC-MANDATORY",
            "Every effect is mandatory unless stated otherwise.",
            Seed("Todos os efeitos são obrigatórios, a menos que indicado de outra forma."),
        ),
        # ------------------------------------------------------------- control
        Rule(
            "CC-SECURED",
            "A neutral location is secured by you with at least 3 of your tokens there and at "
            "least 2 more than your opponent (ships and away teams in any mix).",
            Seed(
                "Uma LOCALIZAÇÃO neutra é assegurada por você se você tiver pelo menos 3 fichas lá, "
                "e pelo menos 2 a mais que seu oponente.",
                term="assegurada",
            ),
            governs=("control",),
        ),
        Rule(
            "CC-SECURED-TOKENS",
            "Ship tokens and away teams both count toward securing, in any mix.",
            Seed(
                "Essas fichas podem ser fichas de Nave e Equipes de Exploração em qualquer combinação."
            ),
        ),
        Rule(
            "CC-CONTROL-MAY",
            "With one or more secured locations in this step you may take control of one of them.",
            Seed(
                "Se, durante este passo, você tiver uma ou mais LOCALIZAÇÕES neutras asseguradas, "
                "você pode assumir o controle de uma delas.",
                term="CONTROLE",
            ),
            governs=("control", "skip_control"),
        ),
        Rule(
            "CC-CONTROL-PAYOUT",
            "Taking control: your opponent gains 1 glory per token of theirs at that location.",
            Seed(
                "O procedimento para assumir o controle é o seguinte:\n\n1. "
                "Seu oponente ganha 1 Glória para cada ficha (Equipe de Exploração ou Nave) que ele "
                "tiver naquela LOCALIZAÇÃO."
            ),
        ),
        Rule(
            "CC-CONTROL-RETURN",
            "All away teams there return to their captains; all ships there are dismissed (card "
            "to discard, token to supply).",
            Seed(
                "Todas as Equipes de Exploração naquela LOCALIZAÇÃO (suas e deles) são removidas "
                "(devolvidas às suas respectivas cartas de CAPITÃO), e todas as Naves (suas e deles) "
                "são dispensadas"
            ),
        ),
        Rule(
            "CC-CONTROL-MOVE",
            "The location moves to your location area and its CONTROL operation resolves at once.",
            Seed(
                "Mova a carta de Localização da Zona Neutra para sua Área de Localização, então "
                "resolva imediatamente sua operação de CONTROLE."
            ),
        ),
        Rule(
            "CC-CONTROL-REFILL",
            "The neutral zone is refilled to three from the location deck, if possible.",
            Seed(
                "Reabasteça a Zona Neutra para três, comprando e revelando a próxima carta do "
                "baralho de Localização, se possível."
            ),
        ),
        # -------------------------------------------------------------- action
        Rule(
            "CC-ACTION-OPS",
            "The action step is spent resolving card operations, chiefly PLAY and ACTIVATE; their "
            "number is not limited.",
            Seed("Você não está limitado no número de operações que pode resolver"),
            governs=("play", "activate"),
        ),
        Rule(
            "CC-ACTION-LIMIT",
            "At most 3 actions a turn: an operation that starts with the action icon spends one; "
            "with no action token left it cannot be resolved.",
            Seed(
                "Se você não tiver uma ficha de ação disponível, você não pode resolver tal operação."
            ),
        ),
        Rule(
            "CC-ACTION-TOKEN",
            "An operation starting with the action icon needs one of your 3 actions for the turn.",
            Seed(
                "Se uma operação escolhida começar com um ícone de ação, então resolver a operação "
                "exige que você gaste uma de suas 3 ações disponíveis para o turno."
            ),
        ),
        Rule(
            "CC-STEAL",
            "A steal effect moves up to the stated amount of a resource from the opponent's pool "
            "into yours; it affects the opponent, so it is an attack.",
            Assumption(
                "the seed stops before card effects; stealing is read as the opponent losing "
                "(as 'opp_lose' does) and you gaining exactly what they lost, as far as they have it"
            ),
            governs=("play", "activate"),
        ),
        Rule(
            "CC-RECRUIT",
            "A recruit effect takes cards of your Reserve deck (face down, so at random) into your "
            "discard pile.",
            Assumption(
                "the seed says only how the Reserve deck is set up; recruited cards join your deck "
                "like acquired ones, through the discard pile"
            ),
            governs=("play", "activate"),
        ),
        Rule(
            "CC-INCIDENT-COST",
            "An Incident taken as a cost goes into your hand and counts toward your hand size at "
            "once; the cost cannot be paid when the incident deck holds too few.",
            Public("Incidents taken into hand count toward hand size at once.", SOURCE),
            governs=("play", "activate"),
        ),
        Rule(
            "CC-SCRAP-MARKET",
            "A scrap effect sends the face-up market card the player names to the junk pile; glory "
            "on it goes back to the supply and its market deck refills the slot.",
            Assumption(
                "the seed stops before card effects; one scrapped market card is treated like one "
                "card of a market wipe (CC-MARKET-WIPE)"
            ),
            governs=("play", "activate"),
        ),
        Rule(
            "CC-STORE",
            "A store effect keeps resources from the supply on the card; a 'stored' cost spends "
            "them; they are not in your pool and go back to the supply when the card leaves play.",
            Assumption(
                "the seed stops before card effects; stored resources belong to the card, so they "
                "neither pay other costs nor score as glory, and a discarded card keeps nothing"
            ),
            governs=("play", "activate"),
        ),
        Rule(
            "CC-GAIN-ACTION",
            "An effect 'gain an action token' takes tokens from the supply for this turn only: "
            "each pays for one more action; they go back to the supply at the end of the turn, "
            "and with none left in the supply the effect is skipped.",
            Assumption(
                "the seed stops before card effects; the supply holds the spare action tokens "
                "(CC-SETUP-SUPPLY-ACTIONS) and the refresh resets every player to exactly 3 "
                "(CC-REFRESH), so a gained token lasts until the end of the turn"
            ),
            governs=("play", "activate"),
        ),
        Rule(
            "CC-MAY",
            "Effects of a resolved operation are mandatory unless preceded by 'may'.",
            Seed(
                'Todos os efeitos de uma operação resolvida são obrigatórios, a menos que precedidos por "pode".',
                term="pode",
            ),
        ),
        Rule(
            "CC-COST-IN-FULL",
            "If a cost cannot be paid the operation cannot be resolved.",
            Seed("Se um custo não puder ser pago, você não pode resolver essa operação."),
        ),
        Rule(
            "CC-SKIP-EFFECT",
            "A non-cost effect that cannot be resolved is skipped.",
            Seed("Se um efeito não-custo não puder ser resolvido, pule-o."),
        ),
        Rule(
            "CC-PARTIAL-EFFECT",
            "A non-cost effect that can be resolved only in part is resolved as far as it goes "
            "(e.g. 'away 2' with one away team left places one).",
            Assumption(
                "the seed skips effects that cannot be resolved; it is silent on partial ones"
            ),
        ),
        Rule(
            "CC-COST-DEF",
            "Costs are spending resources or any effect A in 'do A to do B'.",
            Seed(
                'Custos consistem em gastar recursos ou qualquer efeito "A" em uma frase "faça A '
                'para fazer B".'
            ),
        ),
        Rule(
            "CC-ATTACK",
            "An operation marked ATTACK affects the opponent negatively; it does not change "
            "whether it spends an action.",
            Seed(
                "Qualquer operação precedida pela palavra ATAQUE indica que alguma parte afeta "
                "negativamente seu oponente. Se uma operação de ATAQUE força seu oponente a selecionar "
                "um efeito, ele deve escolher um que possa resolver completamente. "
                'A presença de "ATAQUE" não altera se uma operação exige ou não que você gaste uma ação.',
                term="ATAQUE",
            ),
        ),
        Rule(
            "CC-ATTACK-CHOICE",
            "If an ATTACK makes the opponent select an effect, they must pick one they can fully resolve.",
            Seed(
                "Se uma operação de ATAQUE força seu oponente a selecionar um efeito, ele deve escolher "
                "um que possa resolver completamente."
            ),
            governs=("respond",),
        ),
        Rule(
            "CC-ATTACK-NONE-FULL",
            "If no option of an ATTACK choice can be fully resolved, the opponent picks any and "
            "resolves it as far as possible.",
            Assumption("the seed does not say what happens when no option is fully resolvable"),
            governs=("respond",),
        ),
        Rule(
            "CC-ONE-USE",
            "A card's operation for a trigger (play, activate, resupply, clean-up) is used at most "
            "once per turn; activated cards ready in the clean-up refresh.",
            Assumption(
                "the seed's 'ATUALIZAÇÃO' (refresh) implies used cards are readied each turn"
            ),
            governs=("activate",),
        ),
        Rule(
            "CC-ACQUIRE",
            "Acquiring the face-up card of a market deck spends an action and its printed cost; it "
            "goes to your discard pile and the next card of that deck is revealed.",
            Assumption(
                "the seed is cut off before describing acquisition; modelled as a crew-board action"
            ),
            governs=("acquire",),
        ),
        Rule(
            "CC-MARKET-GLORY",
            "Glory on a market card you acquire goes to your pool.",
            Assumption(
                "the seed says gained tokens go to your pool 'or to the card in question'; "
                "glory placed on a market card is a bounty for whoever takes the card"
            ),
            governs=("acquire",),
        ),
        Rule(
            "CC-DEVELOP",
            "Developing a card from your development pile spends an action and its printed cost; "
            "it goes to your discard pile.",
            Assumption("the seed only sets up the development pile; modelled like acquiring"),
            governs=("develop",),
        ),
        Rule(
            "CC-MISSION",
            "With its condition met and a mission-completion token left, a crew-board mission may "
            "be completed during your action step (free, once each); it scores its VP at the end.",
            Assumption(
                "the seed only sets up mission-completion tokens; sample missions are simple thresholds"
            ),
            governs=("complete_mission",),
        ),
        Rule(
            "CC-END-ACTIONS",
            "You may end your action step at any time.",
            Assumption(
                "the number of operations is not limited, so the player says when the step ends"
            ),
            governs=("end_actions",),
        ),
        Rule(
            "CC-PLAY-AREA",
            "A played card stays in play until the clean-up discard unless an effect deploys, logs, "
            "junks it or makes it the duty officer.",
            Assumption(
                "needed to place cards between play and discard; matches the deck-builder's play area"
            ),
            governs=("play",),
        ),
        Rule(
            "CC-DUTY",
            "A 'duty' effect makes the card your duty officer (the previous one goes to your "
            "discard); its ACTIVATE operation is then available.",
            Assumption("the seed sets up the duty-officer space without saying how it is filled"),
        ),
        Rule(
            "CC-ENCOUNTER",
            "An 'encounter' effect reveals the top encounter card: with the printed specialty at "
            "or above its need you gain its reward, otherwise you suffer its penalty; it then goes "
            "to the junk pile.",
            Assumption(
                "the seed only sets up the encounter deck; sample encounters test one specialty"
            ),
        ),
        Rule(
            "CC-TARGET",
            "An operation that places or recalls away teams or moves a ship token names a "
            "location of the Neutral Zone ('-' when the zone is empty); other operations name none.",
            Assumption("the seed counts away teams and ship tokens at neutral locations only"),
        ),
        Rule(
            "CC-AWAY-SHIPS",
            "Away teams may go to a neutral location only if the opponent does not have more "
            "ships there; an operation that sends away teams names such a location, or '-' (the "
            "away effect is skipped) when there is none.",
            Public(
                "Away Teams may go to a neutral Location only if the opponent does not have "
                "more Ships there.",
                SOURCE,
            ),
            governs=("play", "activate"),
        ),
        Rule(
            "CC-BEAM",
            "A 'beam' effect tucks the card under one of your deployed ships or controlled "
            "locations: it stays in play (its printed VP and INCIDENT suit count) but its "
            "operations are not available; with no ship or location to beam to it is skipped.",
            Public(
                "Beaming tucks a card under a deployed Ship or a Location; beamed cards are in "
                "play, but their operations are not available.",
                "GitHub TheYachtingClam/CaptainsChair, requirements/09 (REQ-BM-01 to REQ-BM-04), "
                "citing the published rulebook",
            ),
        ),
        Rule(
            "CC-BEAM-HOST",
            "Beamed cards are kept as one group per player, not under a particular card: they "
            "stay beamed until the end of the game, even when a ship is dismissed.",
            Assumption(
                "the seed is cut off before beaming is described; following cards with "
                "their host would need every beam effect to name a host, and no sample "
                "card acts on the cards beamed to a host"
            ),
        ),
        Rule(
            "CC-INCIDENT-DISCARD",
            "An INCIDENT card you take comes from the incident deck into your discard pile.",
            Assumption(
                "the seed is cut off before saying where taken incidents go; the discard pile "
                "puts them into your deck, where the Burn counts them"
            ),
        ),
        Rule(
            "CC-SPECIALTY-MAX",
            "Specialty tracks run from 0 to 15; a raise beyond 15 is lost.",
            Public("Specialty tracks run from 0 to 15.", SOURCE),
        ),
        # ------------------------------------------------------------- clean-up
        Rule(
            "CC-CLEANUP-STEPS",
            "Clean-up has four sub-steps: clean-up operations, stardate resolution, glory "
            "placement, discard/draw/refresh.",
            Seed(
                "O Passo de Limpeza é dividido em algumas sub-etapas:\n\n1. OPERAÇÕES DE LIMPEZA\n"
                "2. RESOLUÇÃO DE DATA ESTELAR\n3. COLOCAÇÃO DE GLÓRIA\n4. DESCARTE, COMPRA E ATUALIZAÇÃO",
                term="LIMPEZA",
            ),
        ),
        Rule(
            "CC-CLEANUP-OPS",
            "In the order you choose, trigger every CLEAN-UP operation you have in play, "
            "including your staging area (not beamed cards).",
            Seed(
                "Algumas cartas terão operações de LIMPEZA. "
                "Na ordem de sua escolha, acione todas as operações de LIMPEZA que você tem em jogo "
                "(excluindo cartas teletransportadas, mas incluindo cartas em sua Área de Preparação). "
                "Todos os efeitos são obrigatórios, a menos que indicado de outra forma.",
                term="Área de Preparação",
            ),
            governs=("cleanup",),
        ),
        Rule(
            "CC-STARDATE-EMPTY",
            "When gaining glory empties a stardate card, its 'when emptied' effect runs at once: "
            "the card goes to the inactive player's staging area.",
            Seed(
                "Se ganhar uma Glória fizer com que uma carta de Data Estelar esvazie, execute "
                'imediatamente qualquer efeito "Quando esvaziada" na carta de Data Estelar, que '
                "geralmente o instrui a colocar a carta na Área de Preparação do jogador inativo.",
                term="Quando esvaziada",
            ),
        ),
        Rule(
            "CC-STARDATE-RELOAD",
            "The new topmost stardate is loaded with its glory from the supply and the gain continues.",
            Seed(
                "Em seguida, adicione o número de fichas de Glória indicado à nova carta de Data "
                "Estelar mais acima do suprimento. Em seguida, continue ganhando Glória se necessário."
            ),
        ),
        Rule(
            "CC-STARDATE-STAGING",
            "The receiver keeps the stardate in their staging area until the stardate-resolution "
            "sub-step of their clean-up.",
            Seed(
                "O jogador que recebeu a carta de Data Estelar a coloca em sua Área de Preparação, onde "
                "ela permanece até a sub-etapa de Resolução de Data Estelar de seu Passo de Limpeza."
            ),
        ),
        Rule(
            "CC-STARDATE-FINAL",
            "The final stardate is not reloaded when emptied: a resolution has been triggered and "
            "glory comes from the supply.",
            Seed(
                "Exceção: Se a carta de Data Estelar final esvaziar, não a reabasteça com fichas de "
                "Glória. A carta de Data Estelar final vazia é um lembrete de que uma Resolução foi acionada. "
                "Continue ganhando mais Glória do suprimento."
            ),
        ),
        Rule(
            "CC-STARDATE-RESOLVE",
            "A stardate received during the other player's previous turn resolves in your "
            "clean-up's stardate-resolution sub-step.",
            Seed(
                "Se você recebeu uma carta de Data Estelar durante o turno anterior do outro jogador, "
                'resolva seu efeito de "Resolução de Data Estelar" agora.'
            ),
        ),
        Rule(
            "CC-MARKET-WIPE",
            "Wiping the market: tokens on market cards go to the supply, the 4 market cards go to "
            "the junk pile, and a replacement is revealed for each, if possible.",
            Seed(
                "Limpar o Mercado significa devolver todas as fichas de recurso das cartas no Mercado "
                "para o suprimento e, em seguida, colocar todas as 4 cartas de Mercado na pilha de Lixo. "
                "Revele uma carta de substituição para cada carta limpa, se possível."
            ),
        ),
        Rule(
            "CC-STARDATE-BOX",
            "A resolved stardate card leaves the game.",
            Assumption(
                "the seed is cut off before saying where a resolved stardate goes; it has no further use"
            ),
        ),
        Rule(
            "CC-GLORY-PLACEMENT",
            "Glory placement: move 1 glory from the current stardate card onto any market card.",
            Public("Move 1 Glory from the current Stardate card onto any Market card.", SOURCE),
            governs=("place_glory",),
        ),
        Rule(
            "CC-PLACEMENT-SUPPLY",
            "Once a resolution has been triggered, glory placement still happens: the glory comes "
            "from the supply.",
            Public(
                "Glory placement: move 1 glory from the Stardate (from the supply after the "
                "Resolution) onto any Market card; any number may pile up on one card.",
                SOURCE,
            ),
            governs=("place_glory",),
        ),
        Rule(
            "CC-PLACEMENT-EMPTIES",
            "If glory placement empties a stardate, it is emptied exactly as by a gain.",
            Assumption(
                "the glory leaves the stardate either way; the seed's emptying rule is applied alike"
            ),
        ),
        Rule(
            "CC-PLACEMENT-NO-MARKET",
            "With no face-up market card, the glory of the placement goes from the stardate to the supply.",
            Assumption(
                "the published step moves glory onto a market card and says nothing of an empty "
                "market; taking it off the stardate anyway keeps the stardate track running down"
            ),
        ),
        Rule(
            "CC-REFRESH",
            "Discard, draw and refresh: discard the cards you played, draw up to 5, ready your "
            "cards and take back your 3 action tokens.",
            Public(
                "Discard your played cards, draw up to your hand size of 5, ready exhausted cards "
                "and reset to 3 action tokens.",
                SOURCE,
            ),
        ),
        Rule(
            "CC-KEEP-HAND",
            "Cards left in your hand stay there through the clean-up.",
            Assumption("'draw up to 5' only makes sense if unplayed cards are kept"),
        ),
        Rule(
            "CC-RESHUFFLE",
            "An empty draw deck: shuffle your discard pile into a new draw deck and put the top "
            "card of your reserve deck on top of it.",
            Public(
                "When you need to draw from an empty draw deck, shuffle your discard pile to form a "
                "new draw deck, then put the top card of your Reserve deck on top of it.",
                SOURCE,
            ),
        ),
        Rule(
            "CC-RESERVE-EMPTY-DEVELOP",
            "When your draw deck is reshuffled and your reserve deck is empty, you may pay for "
            "any card of your development pile and put it on top of the new draw deck. This holds "
            "for every draw, one made by a card effect in the middle of an operation included: "
            "the operation waits for the choice, then the draw and its other effects go on.",
            Public(
                "Deck cycling: an empty deck is reshuffled from the discard pile and the top "
                "Reserve card put on top, once per reshuffle, even mid-draw; with the Reserve "
                "empty, you may pay for any Development and put it on top of the new draw deck.",
                SOURCE,
            ),
            governs=("develop_on_top", "decline_development"),
        ),
        Rule(
            "CC-PLAY-ONE-OP",
            "A card with several PLAY operations is played by resolving exactly one of them, "
            "the player's choice (numbered in the order written); it cannot be played when none "
            "of them can be resolved.",
            Public(
                "PLAY operations: place the card in your Briefing Room, then carry out exactly 1 "
                "of its PLAY operations in full. If you cannot carry out at least 1 of them, you "
                "may not play the card.",
                SOURCE,
            ),
            governs=("play", "play_op"),
        ),
        Rule(
            "CC-RESERVE-EMPTY-SETUP",
            "The opening hands are drawn without the development offer: a reshuffle during "
            "setup with an empty reserve deck puts nothing on top.",
            Assumption(
                "the offer is a payment, made by a player during the game; the opening hands "
                "are drawn in setup, before the first turn, and a crew whose draw deck cannot "
                "fill them is the only way a reshuffle happens there"
            ),
        ),
        # ---------------------------------------------------------------- end
        Rule(
            "CC-RESOLUTION-END",
            "After a resolution is triggered, play continues until the non-starting player ends a "
            "turn, then each player takes one more turn; then final scoring.",
            Public(
                "Once the Resolution is triggered, play continues until the player without the "
                "first-player token finishes a turn; then each player takes one more turn.",
                SOURCE,
            ),
        ),
        Rule(
            "CC-BURN",
            "The Burn: when the incident deck is empty the game ends at once.",
            Public(
                "If the Incident deck is ever empty, the Burn occurs and the game ends immediately.",
                SOURCE,
            ),
        ),
        Rule(
            "CC-FINAL-SCORING",
            "Final scoring: printed VP of your cards outside reserve and development, +1 per "
            "glory, +1 per token at neutral locations, endgame operations, specialty focus and "
            "advanced missions.",
            Public(
                "Score printed VP on cards (not in the Reserve or Development), 1 VP per Glory, 1 VP "
                "per token on neutral Locations, ENDGAME operations, Specialty focus and completed "
                "missions.",
                SOURCE,
            ),
        ),
        Rule(
            "CC-SCORE-PRINTED",
            "Final scoring sets the Reserve deck and Development pile aside; printed VP count "
            "on every other card you own, wherever it is (hand, decks, discard, in play, logged "
            "or beamed).",
            Public(
                "Before scoring, Reserve and Development piles are set aside; printed VP count "
                "on all other cards, logged and beamed ones included.",
                SOURCE,
            ),
        ),
        Rule(
            "CC-SCORE-ENDGAME",
            "ENDGAME operations score only on your cards in play that are not beamed (captain, "
            "status, duty officer, fleet and location areas); a card in hand, in a deck, "
            "discarded or logged scores only its printed VP.",
            Public(
                "ENDGAME operations are scored only on non-beamed cards in play; a logged card "
                "or one still in the deck scores its printed VP only.",
                SOURCE,
            ),
        ),
        Rule(
            "CC-SCORE-FOCUS",
            "Specialty focus: for each track, the best multiplier reached times the number of "
            "your scored cards with that focus icon (a 'best' icon takes the best multiplier of "
            "any track); nothing unless you completed at least one mission.",
            Public(
                "Focus scoring: for each Specialty track, the highest multiplier reached times "
                "the number of cards with that Focus icon, skipped entirely if no mission was "
                "completed.",
                SOURCE,
            ),
        ),
        Rule(
            "CC-SCORE-MISSIONS",
            "Completed missions score their VP only on the Advanced side of the crew board.",
            Public("On the Advanced side, add the printed VP of each completed mission.", SOURCE),
        ),
        Rule(
            "CC-FINAL-TIE",
            "A tie in final scoring: both players win.",
            Public("If the scores are tied, both players share the victory.", SOURCE),
        ),
    ],
)
