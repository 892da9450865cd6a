<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Board</name>
    <message>
        <location filename="../qml/components/Board.qml" line="+85"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
</context>
<context>
    <name>ComingPage</name>
    <message>
        <location filename="../qml/pages/ComingPage.qml" line="+18"/>
        <source>Not available yet in this version.</source>
        <translation>Todavía no está disponible en esta versión.</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <location filename="../qml/components/GameInfo.qml" line="+7"/>
        <source>Bao la Kimasai, two-phase</source>
        <translation>Bao la Kimasai, dos fases</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bao la Kimasai, four-row</source>
        <translation>Bao la Kimasai, cuatro filas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>En Gehé</source>
        <translation>En Gehé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Maasai herders near Kilimanjaro, northern Tanzania</source>
        <translation>Pastores masáis cerca del Kilimanjaro, norte de Tanzania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maasai near Mpwapwa, Dodoma region, Tanzania</source>
        <translation>Masáis cerca de Mpwapwa, región de Dodoma, Tanzania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loitha and Kisonga Maasai warriors (morans), northern Tanzania</source>
        <translation>Guerreros masáis loitha y kisonga (morans), norte de Tanzania</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>David MacKay, 2001, taught by Moinget Ole Kuney</source>
        <translation>David MacKay (2001), según se lo enseñó Moinget Ole Kuney</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Martin Klamroth, 1911</source>
        <translation>Martin Klamroth (1911)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moritz Merker, 1904</source>
        <translation>Moritz Merker (1904)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>4 × 8 pits. Bring your reserve cows in one a turn, sow clockwise with relays, then raid the enemy&apos;s front row.</source>
        <translation>4 × 8 hoyos. Mete en el tablero las vacas de tu reserva, una por turno, siembra en sentido horario con relevos y después haz incursiones en la fila delantera del rival.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 × 12 pits, one seed each at most. Slide a seed into an empty pit and take whole columns.</source>
        <translation>4 × 12 hoyos, con una semilla como máximo en cada uno. Desliza una semilla a un hoyo vacío y captura columnas enteras.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 × 40 to 50 pits, 4 seeds each. Teams sow round the whole board with relays; the last seed in an empty pit of your row captures.</source>
        <translation>2 × 40 a 50 hoyos, con 4 semillas en cada uno. Los equipos siembran alrededor de todo el tablero con relevos; la última semilla en un hoyo vacío de tu fila captura.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lap limit (endless moves)</source>
        <translation>Límite de vueltas (jugadas interminables)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserve cows each</source>
        <translation>Vacas de reserva por jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pits per row</source>
        <translation>Hoyos por fila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seeds per pit</source>
        <translation>Semillas por hoyo</translation>
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
        <translation>Tres juegos de mancala de los masáis de Tanzania. Los hoyos son corrales de ganado (enkang) y las semillas, vacas (ingishu).</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Reglas</translation>
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
        <translation>Lecciones guiadas de cada juego sobre un tablero interactivo: el tablero y sus nombres, la siembra, los relevos, las reservas, las incursiones y las capturas, las jugadas interminables y partidas cortas contra el ordenador. Tu progreso se guardará.</translation>
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
        <translation>Inicio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Learn</source>
        <translation>Aprender</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Records</source>
        <translation>Registros</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <location filename="../qml/components/MoveList.qml" line="+16"/>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../qml/components/NewGameDialog.qml" line="+14"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Who starts</source>
        <translation>Quién empieza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South is played by</source>
        <translation>Quién juega con Sur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North is played by</source>
        <translation>Quién juega con Norte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>South&apos;s team</source>
        <translation>Equipo de Sur</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Team name</source>
        <translation>Nombre del equipo</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+4"/>
        <source>Members</source>
        <translation>Miembros</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+4"/>
        <source>Names, separated by commas</source>
        <translation>Nombres, separados por comas</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>North&apos;s team</source>
        <translation>Equipo de Norte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A person</source>
        <translation>Una persona</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer, level 1 (beginner)</source>
        <translation>Ordenador, nivel 1 (principiante)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer, level 2</source>
        <translation>Ordenador, nivel 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer, level 3</source>
        <translation>Ordenador, nivel 3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer, level 4</source>
        <translation>Ordenador, nivel 4</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer, level 5 (strong)</source>
        <translation>Ordenador, nivel 5 (fuerte)</translation>
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
        <translation>se puede jugar</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <location filename="../qml/pages/PlayPage.qml" line="+21"/>
        <source>Draw.</source>
        <translation>Tablas.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins.</source>
        <translation>Gana %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured: %1 – %2.</source>
        <translation>Capturas: %1 – %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Phase 1: reserve cows come in, no raids.</source>
        <translation>Fase 1: entran las vacas de la reserva, sin incursiones.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Phase 2: raids across the front rows.</source>
        <translation>Fase 2: incursiones entre las filas delanteras.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Sowing… %n in hand.</source>
        <translation>
            <numerusform>Sembrando… queda %n en la mano.</numerusform>
            <numerusform>Sembrando… quedan %n en la mano.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last move: %1.</source>
        <translation>Última jugada: %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tap one of your highlighted pits.</source>
        <translation>Toca uno de tus hoyos resaltados.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>New</source>
        <translation>Nueva</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip</source>
        <translation>Saltar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip</source>
        <translation>Girar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Names</source>
        <translation>Nombres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy moves</source>
        <translation>Copiar jugadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
</context>
<context>
    <name>RecordsPage</name>
    <message>
        <location filename="../qml/pages/RecordsPage.qml" line="+5"/>
        <source>Records</source>
        <translation>Registros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A database of games recorded in the field: teams, place, date and observer, moves with comments, search, replay, and import and export as text.</source>
        <translation>Una base de datos de partidas registradas sobre el terreno: equipos, lugar, fecha y observador, jugadas con comentarios, búsqueda, reproducción, e importación y exportación como texto.</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="+15"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Animation of moves</source>
        <translation>Animación de las jugadas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Off: show the result at once</source>
        <translation>Desactivada: mostrar el resultado al instante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Media</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Enkang %1. Rules as settled in the app&apos;s rulings; see the Rules and Sources pages.</source>
        <translation>Enkang %1. Reglas según las decisiones de esta aplicación; consulta las páginas Reglas y Fuentes.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../qml/components/SidePanel.qml" line="+13"/>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>computer, level %1</source>
        <translation>ordenador, nivel %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to move: %1 handles the seeds</source>
        <translation>le toca jugar: %1 mueve las semillas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to move</source>
        <translation>le toca jugar</translation>
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
        <translation>Fuentes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The annotated archive: MacKay 2001, Klamroth 1911, Merker 1904 and the secondary sources, what each says, where they disagree, and how this app rules on each doubt. Meanwhile the Rules page lists every ruling.</source>
        <translation>El archivo comentado: MacKay 2001, Klamroth 1911, Merker 1904 y las fuentes secundarias; qué dice cada una, en qué discrepan y qué decide esta aplicación ante cada duda. Mientras tanto, la página Reglas recoge todas las decisiones.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::GameController</name>
    <message>
        <location filename="../app/ui/game_controller.cpp" line="+107"/>
        <source>There is no such pit.</source>
        <translation>No existe ese hoyo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Wait: the computer is thinking.</source>
        <translation>Espera: el ordenador está pensando.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is the computer&apos;s turn.</source>
        <translation>Es el turno del ordenador.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not yours: you can only play from your own pits.</source>
        <translation>%1 no es tuyo: solo puedes jugar desde tus propios hoyos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is empty.</source>
        <translation>%1 está vacío.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seed in %1 can only step into an empty pit, and the next pit is full.</source>
        <translation>La semilla de %1 solo puede pasar a un hoyo vacío, y el hoyo siguiente está ocupado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sowing from %1 would never end, so that move is not allowed.</source>
        <translation>La siembra desde %1 no terminaría nunca, así que esa jugada no está permitida.</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no cow left in the front row.</source>
        <translation>A %1 no le queda ninguna vaca en la fila delantera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 left their own front row empty.</source>
        <translation>%1 ha dejado vacía su propia fila delantera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no seeds left.</source>
        <translation>A %1 no le quedan semillas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The position has occurred before.</source>
        <translation>Esta posición ya se ha dado antes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot move; the seeds left on the board went to %2.</source>
        <translation>%1 no puede mover; las semillas que quedaban en el tablero han pasado a %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no legal move.</source>
        <translation>%1 no tiene ninguna jugada legal.</translation>
    </message>
</context>
</TS>
