<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
<context>
    <name>Board</name>
    <message>
        <location filename="../qml/components/Board.qml" line="+85"/>
        <source>Board</source>
        <translation>Tabuleiro</translation>
    </message>
</context>
<context>
    <name>ComingPage</name>
    <message>
        <location filename="../qml/pages/ComingPage.qml" line="+18"/>
        <source>Not available yet in this version.</source>
        <translation>Ainda não disponível nesta versão.</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <location filename="../qml/components/GameInfo.qml" line="+7"/>
        <source>Bao la Kimasai, two-phase</source>
        <translation>Bao la Kimasai, duas fases</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bao la Kimasai, four-row</source>
        <translation>Bao la Kimasai, quatro filas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>En Gehé</source>
        <translation>En Gehé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Maasai herders near Kilimanjaro, northern Tanzania</source>
        <translation>Pastores massais perto do Kilimanjaro, norte da Tanzânia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maasai near Mpwapwa, Dodoma region, Tanzania</source>
        <translation>Massais perto de Mpwapwa, região de Dodoma, Tanzânia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loitha and Kisonga Maasai warriors (morans), northern Tanzania</source>
        <translation>Guerreiros massais (morans) loitha e kisonga, norte da Tanzânia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>David MacKay, 2001, taught by Moinget Ole Kuney</source>
        <translation>Registado por David MacKay em 2001, tal como lho ensinou Moinget Ole Kuney</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Martin Klamroth, 1911</source>
        <translation>Descrito por Martin Klamroth em 1911</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moritz Merker, 1904</source>
        <translation>Descrito por Moritz Merker em 1904</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>4 × 8 pits. Bring your reserve cows in one a turn, sow clockwise with relays, then raid the enemy&apos;s front row.</source>
        <translation>4 × 8 casas. Traga as vacas da sua reserva, uma por jogada, semeie no sentido horário em cadeia e depois faça incursões na fila da frente do inimigo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 × 12 pits, one seed each at most. Slide a seed into an empty pit and take whole columns.</source>
        <translation>4 × 12 casas, no máximo uma semente em cada. Faça deslizar uma semente para uma casa vazia e capture colunas inteiras.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 × 40 to 50 pits, 4 seeds each. Teams sow round the whole board with relays; the last seed in an empty pit of your row captures.</source>
        <translation>2 × 40 a 50 casas, 4 sementes em cada. As equipas semeiam à volta de todo o tabuleiro, em cadeia; a última semente numa casa vazia da sua fila captura.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lap limit (endless moves)</source>
        <translation>Limite de voltas (jogadas intermináveis)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserve cows each</source>
        <translation>Vacas de reserva por jogador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pits per row</source>
        <translation>Casas por fila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seeds per pit</source>
        <translation>Sementes por casa</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="+26"/>
        <source>Enkang</source>
        <translation>Enkang</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Three mancala games of the Maasai of Tanzania. The pits are cattle enclosures (enkang), the seeds are cows (ingishu).</source>
        <translation>Três jogos de mancala dos massais da Tanzânia. As casas são currais (enkang) e as sementes são vacas (ingishu).</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
</context>
<context>
    <name>LearnPage</name>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="+5"/>
        <source>Learn</source>
        <translation>Aprender</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guided lessons for each game on a live board: the board and its names, sowing, relays, reserves, raids and captures, endless moves, and short games against the computer. Your progress will be saved.</source>
        <translation>Lições guiadas para cada jogo num tabuleiro interativo: o tabuleiro e os nomes das casas, a sementeira, a sementeira em cadeia, as reservas, as incursões e as capturas, as jogadas intermináveis e partidas curtas contra o computador. O seu progresso ficará guardado.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="+13"/>
        <location line="+79"/>
        <source>Enkang</source>
        <translation>Enkang</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Home</source>
        <translation>Início</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Learn</source>
        <translation>Aprender</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sources</source>
        <translation>Fontes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Records</source>
        <translation>Registos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Settings</source>
        <translation>Definições</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Menu</source>
        <translation>Abrir menu</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <location filename="../qml/components/MoveList.qml" line="+16"/>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../qml/components/NewGameDialog.qml" line="+14"/>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Who starts</source>
        <translation>Quem começa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South</source>
        <translation>Sul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South is played by</source>
        <translation>O Sul é jogado por</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North is played by</source>
        <translation>O Norte é jogado por</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>South&apos;s team</source>
        <translation>Equipa do Sul</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Team name</source>
        <translation>Nome da equipa</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+4"/>
        <source>Members</source>
        <translation>Membros</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+4"/>
        <source>Names, separated by commas</source>
        <translation>Nomes, separados por vírgulas</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>North&apos;s team</source>
        <translation>Equipa do Norte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A person</source>
        <translation>Uma pessoa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer, level 1 (beginner)</source>
        <translation>Computador, nível 1 (principiante)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer, level 2</source>
        <translation>Computador, nível 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer, level 3</source>
        <translation>Computador, nível 3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer, level 4</source>
        <translation>Computador, nível 4</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer, level 5 (strong)</source>
        <translation>Computador, nível 5 (forte)</translation>
    </message>
</context>
<context>
    <name>Pit</name>
    <message numerus="yes">
        <location filename="../qml/components/Pit.qml" line="+31"/>
        <source>%1, %n cow(s)</source>
        <comment>pit name and the cows in it</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n seed(s)</source>
        <comment>pit name and the seeds in it</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>can be played</source>
        <translation>pode ser jogada</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <location filename="../qml/pages/PlayPage.qml" line="+21"/>
        <source>Draw.</source>
        <translation>Empate.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins.</source>
        <translation>%1 ganha.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured: %1 – %2.</source>
        <translation>Capturadas: %1 – %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Phase 1: reserve cows come in, no raids.</source>
        <translation>Fase 1: entram as vacas da reserva, sem incursões.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Phase 2: raids across the front rows.</source>
        <translation>Fase 2: incursões entre as filas da frente.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Sowing… %n in hand.</source>
        <translation>
            <numerusform>A semear… %n na mão.</numerusform>
            <numerusform>A semear… %n na mão.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last move: %1.</source>
        <translation>Última jogada: %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tap one of your highlighted pits.</source>
        <translation>Toque numa das suas casas destacadas.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>New</source>
        <translation>Nova</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Undo</source>
        <translation>Anular</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart</source>
        <translation>Recomeçar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip</source>
        <translation>Saltar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip</source>
        <translation>Virar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Names</source>
        <translation>Nomes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy moves</source>
        <translation>Copiar jogadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
</context>
<context>
    <name>RecordsPage</name>
    <message>
        <location filename="../qml/pages/RecordsPage.qml" line="+5"/>
        <source>Records</source>
        <translation>Registos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A database of games recorded in the field: teams, place, date and observer, moves with comments, search, replay, and import and export as text.</source>
        <translation>Uma base de dados de partidas registadas no terreno: equipas, local, data e observador, jogadas com comentários, pesquisa, reprodução, e importação e exportação em texto.</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="+15"/>
        <source>Settings</source>
        <translation>Definições</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Animation of moves</source>
        <translation>Animação das jogadas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Off: show the result at once</source>
        <translation>Desligada: mostrar logo o resultado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Média</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Enkang %1. Rules as settled in the app&apos;s rulings; see the Rules and Sources pages.</source>
        <translation>Enkang %1. Regras conforme as decisões desta aplicação; ver as páginas Regras e Fontes.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../qml/components/SidePanel.qml" line="+13"/>
        <source>South</source>
        <translation>Sul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>computer, level %1</source>
        <translation>computador, nível %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>thinking…</source>
        <translation>a pensar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to move: %1 handles the seeds</source>
        <translation>vez de jogar: %1 mexe nas sementes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to move</source>
        <translation>vez de jogar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>reserve %1</source>
        <translation>reserva %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captured %1</source>
        <translation>capturadas %1</translation>
    </message>
</context>
<context>
    <name>SourcesPage</name>
    <message>
        <location filename="../qml/pages/SourcesPage.qml" line="+5"/>
        <source>Sources</source>
        <translation>Fontes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The annotated archive: MacKay 2001, Klamroth 1911, Merker 1904 and the secondary sources, what each says, where they disagree, and how this app rules on each doubt. Meanwhile the Rules page lists every ruling.</source>
        <translation>O arquivo anotado: MacKay 2001, Klamroth 1911, Merker 1904 e as fontes secundárias, o que diz cada uma, onde divergem e como esta aplicação decide cada dúvida. Entretanto, a página Regras enumera todas as decisões.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::GameController</name>
    <message>
        <location filename="../app/ui/game_controller.cpp" line="+107"/>
        <source>There is no such pit.</source>
        <translation>Essa casa não existe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>The game is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Wait: the computer is thinking.</source>
        <translation>Aguarde: o computador está a pensar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is the computer&apos;s turn.</source>
        <translation>É a vez do computador.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not yours: you can only play from your own pits.</source>
        <translation>A casa %1 não é sua: só pode jogar a partir das suas próprias casas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is empty.</source>
        <translation>A casa %1 está vazia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seed in %1 can only step into an empty pit, and the next pit is full.</source>
        <translation>A semente de %1 só pode avançar para uma casa vazia, e a casa seguinte está ocupada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sowing from %1 would never end, so that move is not allowed.</source>
        <translation>A sementeira a partir de %1 nunca terminaria, por isso essa jogada não é permitida.</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>South</source>
        <translation>Sul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no cow left in the front row.</source>
        <translation>%1 já não tem vacas na fila da frente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 left their own front row empty.</source>
        <translation>%1 deixou vazia a sua própria fila da frente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no seeds left.</source>
        <translation>%1 ficou sem sementes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The position has occurred before.</source>
        <translation>Esta posição já ocorreu antes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot move; the seeds left on the board went to %2.</source>
        <translation>%1 não pode jogar; %2 fica com as sementes que restavam no tabuleiro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no legal move.</source>
        <translation>%1 não tem nenhuma jogada legal.</translation>
    </message>
</context>
</TS>
