<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>ArchiveFault</name>
    <message>
        <location filename="../archive/archive_fault.cpp" line="+105"/>
        <source>the disk is full: nothing was saved; free space and try again</source>
        <translation>el disco está lleno: no se guardó nada; libera espacio y vuelve a intentarlo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the archive is in use by another program: nothing was saved; close that program and try again</source>
        <translation>otro programa está usando el archivo: no se guardó nada; cierra ese programa y vuelve a intentarlo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the archive can only be read here (read-only file, folder or medium): nothing was saved</source>
        <translation>aquí el archivo solo se puede leer (fichero, carpeta o soporte de solo lectura): no se guardó nada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the archive is damaged: nothing was saved</source>
        <translation>el archivo está dañado: no se guardó nada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the archive could not be written (input/output error): nothing was saved</source>
        <translation>no se pudo escribir en el archivo (error de entrada/salida): no se guardó nada</translation>
    </message>
</context>
<context>
    <name>ArchiveFile</name>
    <message>
        <location filename="../archive/database.cpp" line="+32"/>
        <source>it is on a read-only medium</source>
        <translation>está en un soporte de solo lectura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is read-only (%1)</source>
        <translation>el fichero es de solo lectura (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its folder is read-only (%1)</source>
        <translation>su carpeta es de solo lectura (%1)</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>%1: is a folder, not an archive</source>
        <translation>%1: es una carpeta, no un archivo de Enkang</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: the folder cannot be made; no archive was created</source>
        <translation>%1: no se puede crear la carpeta; no se creó ningún archivo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: no archive can be made here: %2</source>
        <translation>%1: aquí no se puede crear un archivo: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2, and this archive must be upgraded before it can be read; copy it to a place that can be written</source>
        <translation>%1: %2, y hay que actualizar este archivo antes de poder leerlo; cópialo a un lugar donde se pueda escribir</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: cannot be opened: %2</source>
        <translation>%1: no se puede abrir: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: migration failed, the archive is as it was: %2</source>
        <translation>%1: la actualización falló y el archivo quedó como estaba: %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: the database is damaged (SQLite&apos;s check failed: %2)</source>
        <translation>%1: la base de datos está dañada (la comprobación de SQLite falló: %2)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: could not write the backup %2 before upgrading it; nothing was changed (%3)</source>
        <translation>%1: no se pudo escribir la copia de seguridad %2 antes de actualizarlo; no se cambió nada (%3)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: the backup could not be put in place (%2)</source>
        <translation>%1: no se pudo poner la copia de seguridad en su sitio (%2)</translation>
    </message>
    <message>
        <location filename="../archive/file_probe.cpp" line="+49"/>
        <source>%1: %2; it was left untouched</source>
        <translation>%1: %2; no se ha tocado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot be read</source>
        <translation>no se puede leer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not an Enkang archive (not an SQLite database)</source>
        <translation>no es un archivo de Enkang (no es una base de datos SQLite)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the database header is cut short</source>
        <translation>la cabecera de la base de datos está cortada</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot be opened: %1</source>
        <translation>no se puede abrir: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot be read as SQLite: %1</source>
        <translation>no se puede leer como SQLite: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>its schema version cannot be read</source>
        <translation>no se puede leer la versión de su esquema</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>damaged: its list of tables cannot be read: %1</source>
        <translation>dañado: no se puede leer su lista de tablas: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not an Enkang archive: it belongs to another program (SQLite application id 0x%1)</source>
        <translation>no es un archivo de Enkang: pertenece a otro programa (id. de aplicación SQLite 0x%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not an Enkang archive: an SQLite database that Enkang did not make (no tables, schema version %1)</source>
        <translation>no es un archivo de Enkang: es una base de datos SQLite que Enkang no creó (sin tablas, versión de esquema %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not an Enkang archive: it holds tables that are not Enkang&apos;s (%1)</source>
        <translation>no es un archivo de Enkang: contiene tablas que no son de Enkang (%1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>made by a newer Enkang (schema %1; this app knows up to %2). Update Enkang to open it</source>
        <translation>lo creó un Enkang más reciente (esquema %1; esta aplicación conoce hasta el %2). Actualiza Enkang para abrirlo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>damaged: schema version %1 is not one Enkang ever wrote (1 to %2)</source>
        <translation>dañado: la versión de esquema %1 no es ninguna que Enkang haya escrito (de 1 a %2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>in use by another program</source>
        <translation>lo está usando otro programa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the database is damaged (SQLite&apos;s check failed)</source>
        <translation>la base de datos está dañada (la comprobación de SQLite falló)</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../qml/components/Board.qml" line="+158"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Picture of the board</source>
        <translation>Imagen del tablero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rows of %2 pits</source>
        <translation>%1 filas de %2 hoyos</translation>
    </message>
</context>
<context>
    <name>BoardPainter</name>
    <message>
        <location filename="../app/ui/board_painter.cpp" line="+83"/>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reserve %1</source>
        <translation>reserva %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>captured %1</source>
        <translation>capturadas %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>le toca jugar</translation>
    </message>
</context>
<context>
    <name>DialogButtonBox</name>
    <message>
        <location filename="../qml/style/DialogButtonBox.qml" line="+14"/>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>EvaluationGraph</name>
    <message>
        <location filename="../qml/components/EvaluationGraph.qml" line="+16"/>
        <source>Evaluation over the game</source>
        <translation>Valoración a lo largo de la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After move %1: %2 for South</source>
        <translation>Tras la jugada %1: %2 para Sur</translation>
    </message>
</context>
<context>
    <name>FieldRecorder</name>
    <message>
        <location filename="../qml/components/FieldRecorder.qml" line="+50"/>
        <source>The recording could not start.</source>
        <translation>No se ha podido empezar el registro.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+225"/>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location line="-225"/>
        <location line="+232"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>After the irregular move the engine no longer knows the position: every tap is kept as observed.</source>
        <translation>Tras la jugada irregular, el motor ya no conoce la posición: cada toque se guarda tal como se observa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over (%1). Finish to close the record.</source>
        <translation>La partida ha terminado (%1). Pulsa Terminar para cerrar el registro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move</source>
        <translation>Le toca a %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the seeds</source>
        <translation>%1 mueve las semillas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If it was played so, long-press the pit (or switch on Irregular move) to keep it as observed.</source>
        <translation>Si se jugó así, mantén pulsado el hoyo (o activa Jugada irregular) para guardarla tal como se observó.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Fewer: %1</source>
        <translation>Menos: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>More: %1</source>
        <translation>Más: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Record a game</source>
        <translation>Registrar una partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+457"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="-429"/>
        <location line="+11"/>
        <source>Set up the position</source>
        <translation>Preparar la posición</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+72"/>
        <source>Start recording</source>
        <translation>Empezar a registrar</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>Tap a pit, then set its count with − and +.</source>
        <translation>Toca un hoyo y luego indica con − y + cuántas piezas tiene.</translation>
    </message>
    <message>
        <location line="+255"/>
        <source>Pit %1</source>
        <translation>Hoyo %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pit chosen</source>
        <translation>Ningún hoyo elegido</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>To move</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>South&apos;s reserve</source>
        <translation>Reserva de Sur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North&apos;s reserve</source>
        <translation>Reserva de Norte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured by South</source>
        <translation>Capturadas por Sur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Captured by North</source>
        <translation>Capturadas por Norte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Empty board</source>
        <translation>Vaciar tablero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+337"/>
        <source>Finish</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <location line="-321"/>
        <source>Saved</source>
        <translation>Guardado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saving…</source>
        <translation>Guardando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not saved</source>
        <translation>Sin guardar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to save yet</source>
        <translation>Aún no hay nada que guardar</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The last move is not in the archive yet: %1. It is kept here and tried again.</source>
        <translation>La última jugada aún no está en el archivo: %1. Se conserva aquí y se volverá a intentar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Reserve: %1 %2 – %3 %4</source>
        <translation>Reserva: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured: %1 %2 – %3 %4</source>
        <translation>Capturas: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Moves recorded</source>
        <translation>Jugadas registradas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No moves yet: tap the pit each move is played from.</source>
        <translation>Aún no hay jugadas: en cada una, toca el hoyo desde el que se juega.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Comment or glyph</source>
        <translation>Comentario o signo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A comment or a glyph on the move just recorded</source>
        <translation>Un comentario o un signo para la jugada recién registrada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Irregular move</source>
        <translation>Jugada irregular</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The next tapped pit is kept as an observed move the engine calls illegal</source>
        <translation>El próximo hoyo que toques se guarda como una jugada observada que el motor considera ilegal</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Names</source>
        <translation>Nombres</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show pit names</source>
        <translation>Mostrar los nombres de los hoyos</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Irregular move at %1</source>
        <translation>Jugada irregular en %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep as irregular</source>
        <translation>Guardar como irregular</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The move is kept as it was seen (written ~%1). The engine cannot follow the game past it; the later moves are recorded as you tap them.</source>
        <translation>La jugada se guarda tal como se vio (se anota ~%1). El motor no puede seguir la partida más allá de ella; las jugadas siguientes se registran a medida que las tocas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What happened (optional)</source>
        <translation>Qué ocurrió (opcional)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Finish the record</source>
        <translation>Terminar el registro</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not known or unfinished</source>
        <translation>Desconocido o sin terminar</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>%1 won</source>
        <translation>Ganó %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Draw</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The last change is not in the archive: %1</source>
        <translation>El último cambio no está en el archivo: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No move was recorded, so there is nothing to keep.</source>
        <translation>No se ha registrado ninguna jugada, así que no hay nada que guardar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves recorded: %1. The record stays in the archive.</source>
        <translation>Jugadas registradas: %1. El registro queda en el archivo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep recording</source>
        <translation>Seguir registrando</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Finish without it</source>
        <translation>Terminar sin guardarlo</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <location filename="../qml/style/DialogButtonBox.qml" line="+12"/>
        <source>File name</source>
        <translation>Nombre del archivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter</source>
        <translation>Filtro</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <location filename="../app/ui/game_catalog.cpp" line="+22"/>
        <source>Bao la Kimasai, two-phase</source>
        <translation>Bao la Kimasai, dos fases</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bao la Kimasai, four-row</source>
        <translation>Bao la Kimasai, cuatro filas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>En Gehé</source>
        <translation>En Gehé</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Two-phase</source>
        <translation>Dos fases</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Four-row</source>
        <translation>Cuatro filas</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Maasai herders near Kilimanjaro, northern Tanzania</source>
        <translation>Pastores masáis cerca del Kilimanjaro, norte de Tanzania</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Maasai near Mpwapwa, Dodoma region, Tanzania</source>
        <translation>Masáis cerca de Mpwapwa, región de Dodoma, Tanzania</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Loitha and Kisonga Maasai warriors (morans), northern Tanzania</source>
        <translation>Guerreros masáis loitha y kisonga (morans), norte de Tanzania</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>David MacKay, 2001, taught by Moinget Ole Kuney</source>
        <translation>David MacKay (2001), según se lo enseñó Moinget Ole Kuney</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Martin Klamroth, 1911</source>
        <translation>Martin Klamroth (1911)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Moritz Merker, 1904</source>
        <translation>Moritz Merker (1904)</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>4 × 8 pits. Bring your reserve cows in one a turn, sow clockwise with relays, then raid the enemy&apos;s front row.</source>
        <translation>4 × 8 hoyos. Mete en el tablero las vacas de tu reserva, una por turno, siembra en sentido horario con relevos y después haz incursiones en la fila delantera del rival.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>4 × 12 pits, one seed each at most. Slide a seed into an empty pit and take whole columns.</source>
        <translation>4 × 12 hoyos, con una semilla como máximo en cada uno. Desliza una semilla a un hoyo vacío y captura columnas enteras.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>2 × 40 to 50 pits, 4 seeds each. Teams sow round the whole board with relays; the last seed in an empty pit of your row captures.</source>
        <translation>2 × 40 a 50 hoyos, con 4 semillas en cada uno. Los equipos siembran alrededor de todo el tablero con relevos; la última semilla en un hoyo vacío de tu fila captura.</translation>
    </message>
    <message>
        <location filename="../qml/components/GameInfo.qml" line="+14"/>
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
    <name>GameSheet</name>
    <message>
        <location filename="../app/ui/game_sheet.cpp" line="+80"/>
        <source>Page %1</source>
        <translation>Página %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>South won</source>
        <translation>Ganó Sur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North won</source>
        <translation>Ganó Norte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not finished, or not known</source>
        <translation>Partida sin terminar o resultado desconocido</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a blunder</source>
        <translation>un error grave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a mistake</source>
        <translation>un error</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an inaccuracy</source>
        <translation>una imprecisión</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Variation: %1</source>
        <translation>Variante: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The PDF could not be started.</source>
        <translation>No se ha podido crear el PDF.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coordinates</source>
        <translation>Coordenadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Observer</source>
        <translation>Observador</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, by the engine (level %2): blunders %3, mistakes %4, inaccuracies %5</source>
        <extracomment>%1 is South or North, %2 the engine&apos;s level; then how many moves it marked</extracomment>
        <translation>%1, según el motor (nivel %2): errores graves %3, errores %4, imprecisiones %5</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No diagram after move %1: the engine follows this record only to move %2.</source>
        <extracomment>%2 is the number of moves the engine could replay</extracomment>
        <translation>No hay diagrama tras la jugada %1: el motor solo puede seguir este registro hasta la jugada %2.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The position at the start</source>
        <translation>La posición inicial</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The position after move %1</source>
        <translation>La posición tras la jugada %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>irregular: kept as observed</source>
        <translation>irregular: guardada tal como se observó</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The engine calls this %1 and prefers %2.</source>
        <translation>El motor considera esta jugada %1 y prefiere %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The PDF could not be finished.</source>
        <translation>No se ha podido terminar el PDF.</translation>
    </message>
</context>
<context>
    <name>GlyphNames</name>
    <message>
        <location filename="../qml/components/GlyphNames.qml" line="+10"/>
        <source>good move</source>
        <translation>buena jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>error</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>brilliant move</source>
        <translation>jugada brillante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blunder</source>
        <translation>error grave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interesting move</source>
        <translation>jugada interesante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dubious move</source>
        <translation>jugada dudosa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no glyph</source>
        <translation>sin signo</translation>
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
        <location line="+40"/>
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
    <message numerus="yes">
        <location filename="../qml/pages/LearnPage.qml" line="+62"/>
        <location line="+9"/>
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n paso</numerusform>
            <numerusform>%n pasos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>done, %n star(s)</source>
        <translation>
            <numerusform>completada, %n estrella</numerusform>
            <numerusform>completada, %n estrellas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../app/learn/narrate.cpp" line="+32"/>
        <source>You moved the seed from %1 to %2.</source>
        <translation>Moviste la semilla de %1 a %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You sowed from %1: the last cow fell in %2 after %n lap(s).</source>
        <translation>
            <numerusform>Sembraste desde %1: la última vaca cayó en %2 tras %n vuelta.</numerusform>
            <numerusform>Sembraste desde %1: la última vaca cayó en %2 tras %n vueltas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You sowed from %1: the last seed fell in %2 after %n lap(s).</source>
        <translation>
            <numerusform>Sembraste desde %1: la última semilla cayó en %2 tras %n vuelta.</numerusform>
            <numerusform>Sembraste desde %1: la última semilla cayó en %2 tras %n vueltas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>It raided %n time(s).</source>
        <translation>
            <numerusform>Hizo %n incursión.</numerusform>
            <numerusform>Hizo %n incursiones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>It took seeds from %n pit(s).</source>
        <translation>
            <numerusform>Tomó semillas de %n hoyo.</numerusform>
            <numerusform>Tomó semillas de %n hoyos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing was taken.</source>
        <translation>No se capturó nada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That ended the game.</source>
        <translation>Con eso terminó la partida.</translation>
    </message>
</context>
<context>
    <name>LessonView</name>
    <message>
        <location filename="../qml/components/LessonView.qml" line="+45"/>
        <source>Lessons</source>
        <translation>Lecciones</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 / %2</source>
        <extracomment>step number of the lesson, e.g. &quot;2 / 5&quot;</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Reserves: South %1 · North %2</source>
        <extracomment>the two players&apos; reserve cows in a lesson, e.g. &quot;Reserves: South 23 · North 24&quot;</extracomment>
        <translation>Reservas: Sur %1 · Norte %2</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Lesson complete: %1</source>
        <translation>Lección completada: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Back</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Again</source>
        <translation>Repetir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finish</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="+20"/>
        <location line="+147"/>
        <source>Enkang</source>
        <translation>Enkang</translation>
    </message>
    <message>
        <location line="-137"/>
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
        <location line="+92"/>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Opening record files</source>
        <translation>Abrir ficheros de registros</translation>
    </message>
</context>
<context>
    <name>MetadataForm</name>
    <message>
        <location filename="../qml/components/MetadataForm.qml" line="+107"/>
        <source>The game</source>
        <translation>La partida</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+1"/>
        <source>Who starts</source>
        <translation>Quién empieza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Joined in progress: set up the position first</source>
        <translation>Partida ya empezada: primero prepara la posición</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When and where</source>
        <translation>Cuándo y dónde</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Date (year.month.day)</source>
        <translation>Fecha (año.mes.día)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write it as 2026.11.29</source>
        <translation>Escríbela así: 2026.11.29</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write it as 16:05</source>
        <translation>Escríbela así: 16:05</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets the date and time to now</source>
        <translation>Pone la fecha y la hora actuales</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Village, area or market</source>
        <translation>Pueblo, zona o mercado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coordinates (optional)</source>
        <translation>Coordenadas (opcional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>latitude,longitude e.g. -2.99,35.96</source>
        <translation>latitud,longitud; p. ej., -2.99,35.96</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write latitude and longitude in degrees, separated by a comma</source>
        <translation>Escribe la latitud y la longitud en grados, separadas por una coma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>e.g. dry-season gathering</source>
        <translation>p. ej., reunión de la estación seca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Observer</source>
        <translation>Observador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who is recording</source>
        <translation>Quién registra la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The teams</source>
        <translation>Los equipos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The players</source>
        <translation>Los jugadores</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>South&apos;s team</source>
        <translation>Equipo de Sur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South (who sits at the bottom)</source>
        <translation>Sur (quien se sienta abajo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>Team name</source>
        <translation>Nombre del equipo</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+11"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>South&apos;s members, in the order they take the seeds</source>
        <translation>Miembros de Sur, en el orden en que mueven las semillas</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>Names, separated by commas</source>
        <translation>Nombres, separados por comas</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>North&apos;s team</source>
        <translation>Equipo de Norte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North (who sits at the top)</source>
        <translation>Norte (quien se sienta arriba)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>North&apos;s members, in the order they take the seeds</source>
        <translation>Miembros de Norte, en el orden en que mueven las semillas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notes (optional)</source>
        <translation>Notas (opcional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Not known or unfinished</source>
        <translation>Desconocido o sin terminar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South won</source>
        <translation>Ganó Sur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North won</source>
        <translation>Ganó Norte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Draw</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sources (where the game is described: ids of the source archive, or references)</source>
        <translation>Fuentes (dónde se describe el juego: identificadores del archivo de fuentes o referencias)</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <location filename="../qml/components/MoveList.qml" line="+17"/>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move %1: %2</source>
        <translation>Jugada %1: %2</translation>
    </message>
</context>
<context>
    <name>MoveNoteDialog</name>
    <message>
        <location filename="../qml/components/MoveNoteDialog.qml" line="+18"/>
        <source>Note on move %1</source>
        <translation>Nota sobre la jugada %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Comment (optional)</source>
        <translation>Comentario (opcional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comment on the move</source>
        <translation>Comentario sobre la jugada</translation>
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
        <location line="+43"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location line="+18"/>
        <location filename="../qml/components/RecordViewer.qml" line="+74"/>
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
    <name>OpenFiles</name>
    <message>
        <location filename="../app/ui/record_importer.cpp" line="+18"/>
        <source>Records imported: %1.</source>
        <translation>Registros importados: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing was imported: the files have these problems.</source>
        <translation>No se importó nada: los ficheros tienen estos problemas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing to the archive stopped: %1</source>
        <translation>Se detuvo la escritura en el archivo: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Problems not shown: %1.</source>
        <translation>Problemas no mostrados: %1.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../engine/options.cpp" line="+58"/>
        <source>option &apos;%1&apos;: unknown option</source>
        <translation>opción &apos;%1&apos;: opción desconocida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>option &apos;%1&apos;: not an option of %2</source>
        <translation>opción &apos;%1&apos;: no es una opción de %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>option &apos;%1&apos;: expected south or north</source>
        <translation>opción &apos;%1&apos;: se esperaba south o north</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>option &apos;%1&apos;: expected a whole number in %2..%3</source>
        <translation>opción &apos;%1&apos;: se esperaba un número entero entre %2 y %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>option &apos;%1&apos;: out of range %2..%3</source>
        <translation>opción &apos;%1&apos;: fuera del intervalo %2..%3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>option &apos;%1&apos;: expected KEY=VALUE</source>
        <translation>opción &apos;%1&apos;: se esperaba CLAVE=VALOR</translation>
    </message>
</context>
<context>
    <name>Phrase</name>
    <message>
        <location filename="../archive/record_check.cpp" line="+125"/>
        <source>the Game tag is missing ([Game &quot;kimasai-mackay&quot;], &quot;kimasai-klamroth&quot; or &quot;en-gehe&quot;)</source>
        <translation>falta la etiqueta Game ([Game &quot;kimasai-mackay&quot;], &quot;kimasai-klamroth&quot; o &quot;en-gehe&quot;)</translation>
    </message>
    <message>
        <location filename="../engine/geometry.cpp" line="+41"/>
        <source>not a pit name (a row letter and a column number, such as b3)</source>
        <translation>no es un nombre de hoyo (una letra de fila y un número de columna, como b3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no such pit on this board</source>
        <translation>ese hoyo no existe en este tablero</translation>
    </message>
    <message>
        <location filename="../engine/rules.cpp" line="+32"/>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that pit is not yours</source>
        <translation>ese hoyo no es tuyo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that pit is empty</source>
        <translation>ese hoyo está vacío</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the pit it would step into is not empty</source>
        <translation>el hoyo al que pasaría la semilla no está vacío</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the sowing never ends</source>
        <translation>la siembra no termina nunca</translation>
    </message>
</context>
<context>
    <name>Pit</name>
    <message numerus="yes">
        <location filename="../qml/components/Pit.qml" line="+34"/>
        <source>%1, %n cow(s)</source>
        <comment>pit name and the cows in it</comment>
        <translation>
            <numerusform>%1, %n vaca</numerusform>
            <numerusform>%1, %n vacas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n seed(s)</source>
        <comment>pit name and the seeds in it</comment>
        <translation>
            <numerusform>%1, %n semilla</numerusform>
            <numerusform>%1, %n semillas</numerusform>
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
        <location filename="../qml/pages/PlayPage.qml" line="+27"/>
        <source>Moves copied.</source>
        <translation>Jugadas copiadas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw.</source>
        <translation>Tablas.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins.</source>
        <translation>Gana %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing: the position after move %1 of %2.</source>
        <translation>Revisión: la posición tras la jugada %1 de %2.</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+61"/>
        <source>Stop</source>
        <extracomment>stop the computer&apos;s thinking and play its side yourself</extracomment>
        <translation>Detener</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the game as a record</source>
        <translation>Guardar la partida como registro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New</source>
        <translation>Nueva</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Back to the game</source>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on from here</source>
        <translation>Seguir jugando desde aquí</translation>
    </message>
    <message>
        <location line="+31"/>
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
        <location line="+4"/>
        <source>Skip</source>
        <translation>Saltar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Restart, turn the board round, show pit names, copy the moves</source>
        <translation>Reiniciar, girar el tablero, mostrar los nombres de los hoyos, copiar las jugadas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show pit names</source>
        <translation>Mostrar los nombres de los hoyos</translation>
    </message>
    <message>
        <location line="-22"/>
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
        <location line="+10"/>
        <source>More…</source>
        <extracomment>opens a menu of the game&apos;s other actions (restart, flip, names, copy)</extracomment>
        <translation>Más…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More actions</source>
        <translation>Más acciones</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Restart the game</source>
        <translation>Reiniciar la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the board round</source>
        <translation>Girar el tablero</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Copy the moves</source>
        <translation>Copiar las jugadas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/ui/record_support.cpp" line="+102"/>
        <source>The archive is not open.</source>
        <translation>El archivo no está abierto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The archive is still opening.</source>
        <translation>El archivo aún se está abriendo.</translation>
    </message>
</context>
<context>
    <name>RecordExport</name>
    <message>
        <location filename="../archive/record_export.cpp" line="+111"/>
        <source>record %1 could not be read: %2</source>
        <translation>no se ha podido leer el registro %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the records could not be read: %1</source>
        <translation>no se han podido leer los registros: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the search found %1 records but only %2 could be read: %3</source>
        <translation>la búsqueda encontró %1 registros, pero solo se han podido leer %2: %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+12"/>
        <location line="+7"/>
        <source>%1 could not be written (%2); nothing was changed</source>
        <translation>no se ha podido escribir en %1 (%2); no se ha cambiado nada</translation>
    </message>
</context>
<context>
    <name>RecordText</name>
    <message>
        <location filename="../archive/checked_games.cpp" line="+56"/>
        <source>cannot be read: %1</source>
        <translation>no se puede leer: %1</translation>
    </message>
    <message>
        <location filename="../archive/game_record.cpp" line="+28"/>
        <source>a tag needs a name</source>
        <translation>una etiqueta necesita un nombre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tag name &apos;%1&apos; must start with a letter</source>
        <translation>el nombre de etiqueta &apos;%1&apos; debe empezar por una letra</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>tag name &apos;%1&apos; may hold only letters, digits, &apos;_&apos; and &apos;-&apos; (no spaces), e.g. FieldNotes</source>
        <translation>el nombre de etiqueta &apos;%1&apos; solo puede contener letras, cifras, &apos;_&apos; y &apos;-&apos; (sin espacios), p. ej. FieldNotes</translation>
    </message>
    <message>
        <location filename="../archive/record_check.cpp" line="-73"/>
        <source>&apos;%1&apos; is not a count</source>
        <translation>&apos;%1&apos; no es un número de semillas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 rows given, the board has %2</source>
        <translation>número de filas: %1, el tablero tiene %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&apos;%1&apos; is not understood</source>
        <translation>no se entiende &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Game &quot;%1&quot; is not one of kimasai-mackay, kimasai-klamroth, en-gehe</source>
        <translation>la etiqueta Game &quot;%1&quot; no es kimasai-mackay, kimasai-klamroth ni en-gehe</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>move %1 &apos;%2&apos;: %3</source>
        <translation>jugada %1 &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>move %1 &apos;%2&apos;: unknown glyph %3</source>
        <translation>jugada %1 &apos;%2&apos;: signo desconocido %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>move %1 &apos;%2&apos;: not legal: %3 (write ~%2 to keep it as an irregular move)</source>
        <translation>jugada %1 &apos;%2&apos;: no es legal: %3 (escribe ~%2 para guardarla como jugada irregular)</translation>
    </message>
    <message>
        <location line="+28"/>
        <location filename="../archive/record_text.cpp" line="+373"/>
        <source>variations nested deeper than 1,000</source>
        <translation>variantes anidadas a más de 1000 niveles de profundidad</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>result &apos;%1&apos; is not known</source>
        <translation>el resultado &apos;%1&apos; es desconocido</translation>
    </message>
    <message>
        <location filename="../archive/record_import.cpp" line="+132"/>
        <source>%1: %2 (game %3)</source>
        <translation>%1: %2 (partida %3)</translation>
    </message>
    <message>
        <location filename="../archive/record_text.cpp" line="-353"/>
        <source>the game has no result at its end (write *, 1-0, 0-1 or 1/2-1/2)</source>
        <translation>la partida no tiene resultado al final (escribe *, 1-0, 0-1 o 1/2-1/2)</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>the file is not valid UTF-8 here (byte %1); save it as UTF-8 and import it again</source>
        <translation>el fichero no es UTF-8 válido en este punto (byte %1); guárdalo como UTF-8 e impórtalo de nuevo</translation>
    </message>
    <message>
        <location line="+84"/>
        <location line="+239"/>
        <source>unexpected &apos;%1&apos;</source>
        <translation>carácter inesperado &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="-224"/>
        <source>a tag needs a name: [Name &quot;value&quot;]</source>
        <translation>una etiqueta necesita un nombre: [Name &quot;value&quot;]</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>tag %1: its value must be in double quotes</source>
        <translation>etiqueta %1: su valor debe ir entre comillas dobles</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+7"/>
        <source>tag %1: the value is not closed on its line</source>
        <translation>etiqueta %1: el valor no se cierra en la misma línea</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>tag %1: the value is not closed</source>
        <translation>etiqueta %1: el valor no está cerrado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>tag %1: expected ] after the value</source>
        <translation>etiqueta %1: se esperaba ] tras el valor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tag %1 is given twice</source>
        <translation>la etiqueta %1 aparece dos veces</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a comment is not closed with }</source>
        <translation>un comentario no está cerrado con }</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>a variation is not closed with )</source>
        <translation>una variante no está cerrada con )</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;)&apos; without a matching &apos;(&apos;</source>
        <translation>&apos;)&apos; sin su &apos;(&apos; correspondiente</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a comment in a variation must follow a move</source>
        <translation>un comentario dentro de una variante debe ir tras una jugada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a variation &apos;(&apos; must follow the move it replaces</source>
        <translation>una variante &apos;(&apos; debe ir tras la jugada a la que sustituye</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>an empty variation</source>
        <translation>una variante vacía</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a move number must end with &apos;.&apos;</source>
        <translation>un número de jugada debe terminar en &apos;.&apos;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&apos;~&apos; must be followed by a pit name</source>
        <translation>&apos;~&apos; debe ir seguido de un nombre de hoyo</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; is not a pit name (a row letter and a column number, such as b3)</source>
        <translation>&apos;%1&apos; no es un nombre de hoyo (una letra de fila y un número de columna, como b3)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;%1&apos; is not a glyph (use !, ?, !!, ??, !? or ?!)</source>
        <translation>&apos;%1&apos; no es un signo (usa !, ?, !!, ??, !? o ?!)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unexpected &apos;%1&apos; after move %2</source>
        <translation>carácter inesperado &apos;%1&apos; tras la jugada %2</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>line %1, column %2 (game %3): %4</source>
        <translation>línea %1, columna %2 (partida %3): %4</translation>
    </message>
</context>
<context>
    <name>RecordViewer</name>
    <message>
        <location filename="../qml/components/RecordViewer.qml" line="-35"/>
        <location line="+16"/>
        <location line="+20"/>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location line="-36"/>
        <location line="+17"/>
        <location line="+19"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+1"/>
        <source>%1 won</source>
        <translation>Ganó %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result not known</source>
        <translation>Resultado desconocido</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coordinates</source>
        <translation>Coordenadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Observer</source>
        <translation>Observador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>South&apos;s members</source>
        <translation>Miembros de Sur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North&apos;s members</source>
        <translation>Miembros de Norte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How it ended</source>
        <translation>Cómo terminó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joined in progress</source>
        <translation>Partida ya empezada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>blunder</source>
        <translation>error grave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>error</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inaccuracy</source>
        <translation>imprecisión</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start of the game</source>
        <translation>Inicio de la partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>After move %1 of %2</source>
        <translation>Tras la jugada %1 de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>position not known after the irregular move</source>
        <translation>posición desconocida tras la jugada irregular</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drawn</source>
        <translation>tablas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 has won</source>
        <translation>ha ganado %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move</source>
        <translation>le toca a %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reserve: %1 %2 – %3 %4</source>
        <translation>Reserva: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured: %1 %2 – %3 %4</source>
        <translation>Capturas: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>yes: the record starts from a position set up by hand</source>
        <translation>sí: el registro empieza desde una posición preparada a mano</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Edit details…</source>
        <translation>Editar detalles…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saves this record to a record file</source>
        <translation>Guarda este registro en un fichero de registros</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Picture…</source>
        <translation>Imagen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saves the position shown as a PNG picture, with pit names and counts</source>
        <translation>Guarda la posición mostrada como imagen PNG, con el nombre y el número de semillas de cada hoyo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game sheet…</source>
        <translation>Planilla…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saves the record as a PDF game sheet, to print</source>
        <translation>Guarda el registro como planilla de la partida en PDF, para imprimirla</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy as text</source>
        <translation>Copiar como texto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Puts the record on the clipboard, to paste into a message</source>
        <translation>Copia el registro al portapapeles para pegarlo en un mensaje</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete record…</source>
        <translation>Borrar registro…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Details of the record</source>
        <translation>Detalles del registro</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Choose a record from the list to replay it.</source>
        <translation>Elige un registro de la lista para reproducirlo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back to the list</source>
        <translation>Volver a la lista</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Back to the records</source>
        <translation>Volver a los registros</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Hide details</source>
        <translation>Ocultar detalles</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Board of the record</source>
        <translation>Tablero del registro</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>First position</source>
        <translation>Primera posición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move</source>
        <translation>Jugada anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move</source>
        <translation>Jugada siguiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last position</source>
        <translation>Última posición</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Analysing…</source>
        <translation>Analizando…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Analyse</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Quick</source>
        <translation>Rápido</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Thorough</source>
        <translation>A fondo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Depth of the analysis</source>
        <translation>Profundidad del análisis</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mistakes: %1 · blunders: %2</source>
        <translation>Errores: %1 · errores graves: %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Mark them with glyphs (%1)</source>
        <translation>Marcar las jugadas con signos (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gives each move the analysis marks the glyph it suggests: ?! an inaccuracy, ? a mistake, ?? a blunder</source>
        <translation>Da a cada jugada señalada por el análisis el signo que este sugiere: ?! una imprecisión, ? un error, ?? un error grave</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A variation (%1 deep): the moves as they might have gone</source>
        <translation>Una variante (nivel %1): las jugadas como podrían haber ido</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back up</source>
        <translation>Volver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the variation</source>
        <translation>Salir de la variante</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Instead: %1</source>
        <translation>En su lugar: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No moves recorded.</source>
        <translation>No hay jugadas registradas.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>irregular</source>
        <translation>jugada irregular</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not judged</source>
        <translation>sin valorar</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>better %1</source>
        <translation>mejor %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>variations: %1</source>
        <translation>variantes: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n variation(s) at this move</source>
        <translation>
            <numerusform>%n variante en esta jugada</numerusform>
            <numerusform>%n variantes en esta jugada</numerusform>
        </translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Move %1: %2</source>
        <translation>Jugada %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saving…</source>
        <translation>Guardando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved</source>
        <translation>Guardado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not saved: %1</source>
        <translation>Sin guardar: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Comment on this move</source>
        <translation>Comentario sobre esta jugada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Comment</source>
        <translation>Comentario</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
</context>
<context>
    <name>RecordsPage</name>
    <message>
        <location filename="../qml/pages/RecordsPage.qml" line="+157"/>
        <location line="+164"/>
        <source>Import records</source>
        <translation>Importar registros</translation>
    </message>
    <message>
        <location line="-278"/>
        <location line="+115"/>
        <source>Record files (*.enkang *.txt)</source>
        <translation>Ficheros de registros (*.enkang *.txt)</translation>
    </message>
    <message>
        <location line="-115"/>
        <location line="+115"/>
        <source>All files (*)</source>
        <translation>Todos los ficheros (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Importing…</source>
        <translation>Importando…</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+12"/>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <location line="-98"/>
        <location line="+87"/>
        <location line="+45"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import the good games anyway</source>
        <translation>Importar de todos modos las partidas correctas</translation>
    </message>
    <message>
        <location line="-132"/>
        <location line="+79"/>
        <location line="+54"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>Export records</source>
        <translation>Exportar registros</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Exporting…</source>
        <translation>Exportando…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Save a picture of the position</source>
        <translation>Guardar una imagen de la posición</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG pictures (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save a game sheet</source>
        <translation>Guardar una planilla de la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game sheet</source>
        <translation>Planilla de la partida</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Diagrams after these moves (0 is the start), separated by commas:</source>
        <translation>Diagramas tras estas jugadas (0 es el inicio), separadas por comas:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Diagrams after these moves</source>
        <translation>Diagramas tras estas jugadas</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Analysing the records…</source>
        <translation>Analizando los registros…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Analysis of the records</source>
        <translation>Análisis de los registros</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Records looked at: %1 of %2.</source>
        <translation>Registros examinados: %1 de %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It goes on while you use the app; the results are kept, and a later run goes on from where this one stopped.</source>
        <translation>Sigue en marcha mientras usas la aplicación; los resultados se guardan y un análisis posterior continúa donde se quedó este.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop the analysis</source>
        <translation>Detener el análisis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>South won</source>
        <translation>Ganó Sur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North won</source>
        <translation>Ganó Norte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Records</source>
        <translation>Registros</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Record a game</source>
        <translation>Registrar una partida</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Records a game as you watch it, one tap per move</source>
        <translation>Registra una partida mientras la ves, con un toque por jugada</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Adds the games of one or more record files to the archive</source>
        <translation>Añade al archivo las partidas de uno o varios ficheros de registros</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>More…</source>
        <translation>Más…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export or analyse records</source>
        <translation>Exportar o analizar registros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saves records to a record file, or analyses them: those found, or all</source>
        <translation>Guarda registros en un fichero de registros o los analiza: los encontrados o todos</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Analyse the records found</source>
        <translation>Analizar los registros encontrados</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Analyse all records</source>
        <translation>Analizar todos los registros</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The record archive cannot be used: %1</source>
        <translation>No se puede usar el archivo de registros: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening the archive…</source>
        <translation>Abriendo el archivo…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This archive can be browsed, searched and exported, but nothing can be saved: %1.</source>
        <translation>Este archivo de registros se puede consultar, buscar y exportar, pero no se puede guardar nada: %1.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Search names, places, comments…</source>
        <translation>Buscar nombres, lugares, comentarios…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search the records</source>
        <translation>Buscar en los registros</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Filters (%1)</source>
        <extracomment>shows or hides the records&apos; filters; %1 how many are in use</extracomment>
        <translation>Filtros (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filters</source>
        <translation>Filtros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the filters</source>
        <translation>Mostrar los filtros</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>All games</source>
        <translation>Todos los juegos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Newest first</source>
        <translation>Más recientes primero</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By place</source>
        <translation>Por lugar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By game</source>
        <translation>Por juego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sort</source>
        <translation>Ordenar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Place</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Filter by place</source>
        <translation>Filtrar por lugar</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Any play</source>
        <translation>Con o sin errores</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>With a blunder</source>
        <translation>Con un error grave</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>With a mistake</source>
        <translation>Con un error</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>With an inaccuracy</source>
        <translation>Con una imprecisión</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Filter by the engine&apos;s analysis</source>
        <translation>Filtrar por el análisis del motor</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>By either side</source>
        <translation>De cualquier bando</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By South</source>
        <translation>De Sur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By North</source>
        <translation>De Norte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whose play the analysis judged</source>
        <translation>De quién son las jugadas valoradas por el análisis</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Player or team</source>
        <translation>Jugador o equipo</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Export the records found (%1)</source>
        <translation>Exportar los registros encontrados (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export all records (%1)</source>
        <translation>Exportar todos los registros (%1)</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Filter by player or team</source>
        <translation>Filtrar por jugador o equipo</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Showing %1 of %2</source>
        <extracomment>%1 records found by the search, %2 records in the archive</extracomment>
        <translation>Se muestran %1 de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Records in the archive: %1</source>
        <translation>Registros en el archivo: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clear filters</source>
        <translation>Quitar filtros</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Records found</source>
        <translation>Registros encontrados</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No record matches the search.</source>
        <translation>Ningún registro coincide con la búsqueda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No records yet. Record a game as you watch it, or import a file of records.</source>
        <translation>Aún no hay registros. Registra una partida mientras la ves o importa un fichero de registros.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>moves: %1</source>
        <translation>jugadas: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>observed by %1</source>
        <translation>observada por %1</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Delete this record?</source>
        <translation>¿Borrar este registro?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The record and all its moves and comments are removed from the archive. This cannot be undone.</source>
        <translation>El registro, con todas sus jugadas y comentarios, se elimina del archivo. Esto no se puede deshacer.</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../qml/components/ResultPanel.qml" line="+24"/>
        <source>Saved in the record archive.</source>
        <translation>Guardada en el archivo de registros.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not saved: %1</source>
        <translation>No se ha guardado: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Captured: %1 – %2.</source>
        <translation>Capturas: %1 – %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n move(s) played.</source>
        <translation>
            <numerusform>%n jugada hecha.</numerusform>
            <numerusform>%n jugadas hechas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rematch</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review</source>
        <translation>Revisar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save to archive…</source>
        <translation>Guardar en el archivo…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeps this game as a record, with where and when it was played</source>
        <translation>Guarda esta partida como registro, con el lugar y la fecha en que se jugó</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Saved</source>
        <translation>Guardada</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../qml/pages/RulesPage.qml" line="+78"/>
        <source>Enkang&apos;s rulings on this game</source>
        <extracomment>Heading over the app&apos;s interpretations of unclear points of a game&apos;s sources</extracomment>
        <translation>Decisiones de Enkang sobre este juego</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Key rules on the board</source>
        <translation>Las reglas clave en el tablero</translation>
    </message>
</context>
<context>
    <name>RulingNotes</name>
    <message>
        <location filename="../qml/components/RulingNotes.qml" line="+23"/>
        <source>Readings not chosen</source>
        <extracomment>Heading over the readings of a source that the app&apos;s ruling rejects</extracomment>
        <translation>Lecturas descartadas</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Why not: %1</source>
        <extracomment>%1 is why the app did not choose a reading of a source</extracomment>
        <translation>Por qué no: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Passages ruled on</source>
        <extracomment>Heading over the places in the sources that a ruling settles</extracomment>
        <translation>Pasajes sobre los que decide</translation>
    </message>
</context>
<context>
    <name>SaveFileDialog</name>
    <message>
        <location filename="../qml/components/SaveFileDialog.qml" line="+12"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>SaveGameDialog</name>
    <message>
        <location filename="../qml/components/SaveGameDialog.qml" line="+14"/>
        <source>Save the game as a record</source>
        <translation>Guardar la partida como registro</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is not over: it is kept with its result unknown.</source>
        <translation>La partida no ha terminado: se guarda con el resultado desconocido.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Place</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Village, area or market</source>
        <translation>Pueblo, zona o mercado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date (year.month.day)</source>
        <translation>Fecha (año.mes.día)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes (optional)</source>
        <translation>Notas (opcional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
</context>
<context>
    <name>SetUp</name>
    <message>
        <location filename="../engine/setup.cpp" line="+22"/>
        <source>row &apos;%1&apos; is not on this board</source>
        <translation>la fila &apos;%1&apos; no está en este tablero</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>row &apos;%1&apos; has %2 pits, the board %3</source>
        <translation>número de hoyos en la fila &apos;%1&apos;: %2, el tablero tiene %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>pit %1: %2 seeds is out of range 0..%3</source>
        <translation>hoyo %1: %2 semillas, fuera del intervalo 0..%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>reserve or captured count out of range</source>
        <translation>el número de la reserva o de las capturadas está fuera del intervalo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only the two-phase game has reserves</source>
        <translation>solo el juego de dos fases tiene reserva</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ply must not be negative</source>
        <translation>el número de jugada no puede ser negativo</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="+20"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+9"/>
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
        <location line="+7"/>
        <source>Computer, level 5</source>
        <translation>Ordenador, nivel 5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level 5 looks further ahead the longer it may think: more time plays stronger, less answers sooner. The other levels always look the same distance ahead.</source>
        <translation>El nivel 5 mira más lejos cuanto más tiempo puede pensar: con más tiempo juega mejor y con menos responde antes. Los demás niveles miran siempre igual de lejos.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Half a second a move</source>
        <translation>Medio segundo por jugada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One second a move (the default)</source>
        <translation>Un segundo por jugada (predeterminado)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two seconds a move</source>
        <translation>Dos segundos por jugada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Five seconds a move</source>
        <translation>Cinco segundos por jugada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ten seconds a move</source>
        <translation>Diez segundos por jugada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level 5&apos;s thinking time per move</source>
        <translation>Tiempo de reflexión del nivel 5 por jugada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Record archive</source>
        <translation>Archivo de registros</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Back up the archive…</source>
        <translation>Hacer una copia de seguridad del archivo…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saves a complete copy of the record archive to a file you choose</source>
        <translation>Guarda una copia completa del archivo de registros en el fichero que elija</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Check the archive</source>
        <translation>Comprobar el archivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reads every page of the record archive and says whether it is intact</source>
        <translation>Lee todas las páginas del archivo de registros y dice si está intacto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Enkang %1. Rules as settled in the app&apos;s rulings; see the Rules and Sources pages.</source>
        <translation>Enkang %1. Reglas según las decisiones de esta aplicación; consulta las páginas Reglas y Fuentes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Back up the archive</source>
        <translation>Copia de seguridad del archivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enkang archives (*.sqlite)</source>
        <translation>Archivos de Enkang (*.sqlite)</translation>
    </message>
</context>
<context>
    <name>SharedArchive</name>
    <message>
        <location filename="../archive/shared/conflict_resolution.cpp" line="+23"/>
        <source>the server&apos;s version of %1 cannot be read</source>
        <translation>no se puede leer la versión del servidor de %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no conflict %1 (see &apos;enkang-cli sync conflicts&apos;)</source>
        <translation>no hay ningún conflicto %1 (mira &apos;enkang-cli sync conflicts&apos;)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>one side deleted the record: keep local or server</source>
        <translation>un lado borró el registro: quédate con la versión local o con la del servidor</translation>
    </message>
    <message>
        <location filename="../archive/shared/server_connection.cpp" line="+18"/>
        <source>&apos;%1&apos; is not a server address such as postgresql://host/database</source>
        <translation>&apos;%1&apos; no es una dirección de servidor como postgresql://host/database</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;%1&apos; names no database (postgresql://host/DATABASE)</source>
        <translation>&apos;%1&apos; no nombra ninguna base de datos (postgresql://host/DATABASE)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos;: the port must be 1 to 65535</source>
        <translation>&apos;%1&apos;: el puerto debe estar entre 1 y 65535</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cannot reach the server: %1</source>
        <translation>no se puede llegar al servidor: %1</translation>
    </message>
    <message>
        <location filename="../archive/shared/server_schema.cpp" line="+27"/>
        <source>the server has no Enkang archive yet: its owner runs &apos;enkang-cli sync init --server URL&apos; once</source>
        <translation>el servidor aún no tiene un archivo de Enkang: su responsable ejecuta una vez &apos;enkang-cli sync init --server URL&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the server&apos;s archive is at version %1: its owner runs &apos;enkang-cli sync init --server URL&apos; to bring it to %2</source>
        <translation>el archivo del servidor está en la versión %1: su responsable ejecuta &apos;enkang-cli sync init --server URL&apos; para llevarlo a la %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the server&apos;s archive is version %1, newer than this Enkang knows (%2): update Enkang</source>
        <translation>el archivo del servidor es de la versión %1, más reciente de lo que conoce este Enkang (%2): actualiza Enkang</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot start a transaction</source>
        <translation>no se puede iniciar una transacción</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>migrating the server to version %1: %2</source>
        <translation>al actualizar el servidor a la versión %1: %2</translation>
    </message>
    <message>
        <location filename="../archive/shared/sync_session.cpp" line="+74"/>
        <source>the local archive is read-only: %1</source>
        <translation>el archivo local es de solo lectura: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot start a transaction on the server</source>
        <translation>no se puede iniciar una transacción en el servidor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the server refused: %1</source>
        <translation>el servidor lo rechazó: %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>the server did not commit: %1</source>
        <translation>el servidor no confirmó los cambios: %1</translation>
    </message>
</context>
<context>
    <name>SharedArchiveSettings</name>
    <message>
        <location filename="../qml/components/SharedArchiveSettings.qml" line="+14"/>
        <source>Shared archive</source>
        <translation>Archivo compartido</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Server, e.g. postgresql://server.lan/enkang</source>
        <translation>Servidor, p. ej. postgresql://server.lan/enkang</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>User</source>
        <translation>Usuario</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Password (not stored)</source>
        <translation>Contraseña (no se guarda)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sync</source>
        <translation>Sincronizar</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n change(s) waiting</source>
        <translation>
            <numerusform>%n cambio pendiente</numerusform>
            <numerusform>%n cambios pendientes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n conflict(s): the record was changed here and on the server</source>
        <translation>
            <numerusform>%n conflicto: el registro se cambió aquí y en el servidor</numerusform>
            <numerusform>%n conflictos: los registros se cambiaron aquí y en el servidor</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Deleted here</source>
        <translation>Borrado aquí</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Changed here</source>
        <translation>Cambiado aquí</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deleted on the server by %1</source>
        <translation>borrado en el servidor por %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>changed on the server by %1, %2</source>
        <translation>cambiado en el servidor por %1, %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep mine</source>
        <translation>Conservar el mío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the server&apos;s</source>
        <translation>Conservar el del servidor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep both</source>
        <translation>Conservar ambos</translation>
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
        <location line="+4"/>
        <source>solving the endgames…</source>
        <translation>resolviendo los finales…</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>plays perfectly with %n seed(s) or fewer left</source>
        <translation>
            <numerusform>juega a la perfección con %n semilla o menos</numerusform>
            <numerusform>juega a la perfección con %n semillas o menos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>computer, level %1</source>
        <translation>ordenador, nivel %1</translation>
    </message>
    <message>
        <location line="+8"/>
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
        <location line="+11"/>
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
    <name>SourceComparison</name>
    <message>
        <location filename="../qml/components/SourceComparison.qml" line="+131"/>
        <source>No ruling</source>
        <extracomment>A comparison of sources on which the app makes no ruling</extracomment>
        <translation>Sin decisión</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The rules of play do not depend on this point, so the archive shows what each source says and does not decide.</source>
        <translation>Las reglas del juego no dependen de este punto; por eso el archivo muestra lo que dice cada fuente y no decide.</translation>
    </message>
</context>
<context>
    <name>SourceView</name>
    <message>
        <location filename="../qml/components/SourceView.qml" line="+32"/>
        <source>Primary source</source>
        <translation>Fuente primaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secondary source</source>
        <translation>Fuente secundaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Founding text</source>
        <translation>Texto fundacional</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>says</source>
        <extracomment>Kind of annotation: what the source states</extracomment>
        <translation>afirma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ambiguity</source>
        <extracomment>Kind of annotation: the source leaves a point open</extracomment>
        <translation>ambigüedad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>disagreement</source>
        <extracomment>Kind of annotation: sources differ on a point</extracomment>
        <translation>discrepancia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>defect</source>
        <extracomment>Kind of annotation: an error of the text itself</extracomment>
        <translation>defecto</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Board size</source>
        <translation>Tamaño del tablero</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set-up</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First move</source>
        <translation>Primera jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sowing direction</source>
        <translation>Sentido de la siembra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Relay sowing</source>
        <translation>Siembra en relevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The emptied pit</source>
        <translation>El hoyo vaciado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Endless moves</source>
        <translation>Jugadas interminables</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change of phase</source>
        <translation>Cambio de fase</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raids</source>
        <translation>Incursiones</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Capture</source>
        <translation>Captura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Column capture</source>
        <translation>Captura de columnas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Repetition</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the game</source>
        <translation>Final de la partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leftover seeds</source>
        <translation>Semillas sobrantes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Teams</source>
        <translation>Equipos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Terminology</source>
        <translation>Terminología</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Provenance</source>
        <translation>Procedencia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Typology</source>
        <translation>Tipología</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Citation</source>
        <translation>Cita</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Endgame study</source>
        <translation>Estudio de final</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text artefacts</source>
        <translation>Fallos del texto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Other</source>
        <translation>Otros</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All games</source>
        <extracomment>An annotation or ruling that concerns all the games</extracomment>
        <translation>Todos los juegos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English</source>
        <translation>inglés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>German</source>
        <translation>alemán</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spanish</source>
        <translation>español</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Portuguese</source>
        <translation>portugués</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slovak</source>
        <translation>eslovaco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Maa</source>
        <translation>maa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Swahili</source>
        <translation>suajili</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Authors</source>
        <translation>Autores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Year</source>
        <translation>Año</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In</source>
        <extracomment>The journal, book, website or software a source appears in</extracomment>
        <translation>En</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Publisher</source>
        <translation>Editorial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place of publication</source>
        <translation>Lugar de publicación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Informant</source>
        <extracomment>The person who taught the game to the one who recorded it</extracomment>
        <translation>Informante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Observed at</source>
        <translation>Observado en</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games</source>
        <translation>Juegos</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>‹ Sources</source>
        <extracomment>Goes back from one source to the list of sources</extracomment>
        <translation>‹ Fuentes</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Opening…</source>
        <translation>Abriendo…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a source to read it with its annotations.</source>
        <translation>Elige una fuente para leerla con sus anotaciones.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>added or edited by you</source>
        <translation>añadida o editada por ti</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Edit source</source>
        <translation>Editar fuente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add annotation</source>
        <translation>Añadir anotación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy BibTeX</source>
        <extracomment>Copies the citation of this source to the clipboard</extracomment>
        <translation>Copiar BibTeX</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy CSL-JSON</source>
        <translation>Copiar CSL-JSON</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Based on:</source>
        <extracomment>Followed by the sources a source rests on</extracomment>
        <translation>Basada en:</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Note: %1</source>
        <extracomment>Caveats about a source: what is unknown, unchecked or wrong</extracomment>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Annotations (%1)</source>
        <extracomment>Heading over the annotations of a source, with their number</extracomment>
        <translation>Anotaciones (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No annotations yet. Add what this source says, where it is unclear, where it disagrees with another source, or where its text is defective.</source>
        <translation>Aún no hay anotaciones. Añade lo que dice esta fuente, dónde no es clara, en qué discrepa de otra fuente o dónde su texto es defectuoso.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit annotation</source>
        <translation>Editar anotación</translation>
    </message>
    <message>
        <location filename="../qml/components/SourceComparison.qml" line="-11"/>
        <location filename="../qml/components/SourceView.qml" line="+16"/>
        <source>Ruling: %1 ›</source>
        <extracomment>A link from an annotation to the app&apos;s ruling on its point; %1 is the ruling&apos;s title</extracomment>
        <translation>Decisión: %1 ›</translation>
    </message>
</context>
<context>
    <name>SourcesPage</name>
    <message>
        <location filename="../qml/pages/SourcesPage.qml" line="+45"/>
        <source>%1 copied to the clipboard (sources: %2).</source>
        <extracomment>%1 is BibTeX or CSL-JSON; %2 the number of sources cited</extracomment>
        <translation>%1 copiado al portapapeles (fuentes: %2).</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Sources (%1)</source>
        <translation>Fuentes (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rulings (%1)</source>
        <translation>Decisiones (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comparisons (%1)</source>
        <translation>Comparaciones (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Glossary</source>
        <translation>Glosario</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Dismiss</source>
        <extracomment>Hides an error message</extracomment>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>Search authors, titles, notes, annotations…</source>
        <translation>Buscar autores, títulos, notas, anotaciones…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>All kinds</source>
        <translation>Todos los tipos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primary</source>
        <translation>Primarias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secondary</source>
        <translation>Secundarias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Founding texts</source>
        <translation>Textos fundacionales</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kind of source</source>
        <translation>Tipo de fuente</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 of %2</source>
        <extracomment>%1 sources shown out of %2 in the archive</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add source</source>
        <translation>Añadir fuente</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cite ▾</source>
        <extracomment>Opens the menu to copy or save the citations of the listed sources</extracomment>
        <translation>Citar ▾</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy BibTeX</source>
        <translation>Copiar BibTeX</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy CSL-JSON</source>
        <translation>Copiar CSL-JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save BibTeX…</source>
        <translation>Guardar BibTeX…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save CSL-JSON…</source>
        <translation>Guardar CSL-JSON…</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>annotations: %1</source>
        <extracomment>Number of annotations of a source in the list</extracomment>
        <translation>anotaciones: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yours</source>
        <translation>tuya</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The archive is not available.</source>
        <translation>El archivo no está disponible.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opening the archive…</source>
        <translation>Abriendo el archivo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No source matches.</source>
        <translation>Ninguna fuente coincide.</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>How the app settles each doubtful point of the sources.</source>
        <translation>Cómo resuelve la aplicación cada punto dudoso de las fuentes.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>option: %1</source>
        <extracomment>%1 is the key of a new-game option, such as max-laps</extracomment>
        <translation>opción: %1</translation>
    </message>
    <message>
        <location filename="../qml/components/SourceComparison.qml" line="-14"/>
        <location filename="../qml/pages/RulesPage.qml" line="-24"/>
        <location filename="../qml/pages/SourcesPage.qml" line="+2"/>
        <source>Enkang&apos;s ruling</source>
        <extracomment>Marks a ruling that is the app&apos;s own interpretation of an unclear point</extracomment>
        <translation>Decisión de Enkang</translation>
    </message>
    <message>
        <location filename="../qml/pages/SourcesPage.qml" line="+26"/>
        <source>Interprets:</source>
        <extracomment>Followed by the annotations (and their sources) a ruling settles</extracomment>
        <translation>Interpreta:</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 · %2 ›</source>
        <extracomment>A link from a ruling to a source&apos;s annotation: source, then topic</extracomment>
        <translation>%1: %2 ›</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Hide the annotations</source>
        <translation>Ocultar las anotaciones</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the annotations</source>
        <translation>Mostrar las anotaciones</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Where the sources differ or fall silent: what each says, and how the app decides.</source>
        <translation>Dónde difieren o callan las fuentes: qué dice cada una y cómo decide la aplicación.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>plural %1</source>
        <extracomment>The plural of a Maa term, e.g. &quot;plural inkang&apos;ite&quot;</extracomment>
        <translation>en plural, %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Term of these rules (in English: %1)</source>
        <extracomment>A glossary entry that is a term of the app&apos;s rules, not a word of the sources; %1 is its English form</extracomment>
        <translation>Término de estas reglas (en inglés: %1)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>All games</source>
        <translation>Todos los juegos</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location line="-194"/>
        <source>Add a source</source>
        <translation>Añadir una fuente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit source</source>
        <translation>Editar fuente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Title (required)</source>
        <translation>Título (obligatorio)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Authors (Family, Given; Family, Given)</source>
        <extracomment>How to type several authors</extracomment>
        <translation>Autores (Apellidos, Nombre; Apellidos, Nombre)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Year</source>
        <translation>Año</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Journal, book, website or software</source>
        <translation>Revista, libro, sitio web o programa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Publisher</source>
        <translation>Editorial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place of publication</source>
        <translation>Lugar de publicación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address (URL), only one you have seen</source>
        <translation>Dirección (URL), solo una que hayas consultado tú</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language (en, de, es, pt, sk…)</source>
        <extracomment>A language tag such as en, de, es, pt, sk</extracomment>
        <translation>Idioma (en, de, es, pt, sk…)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Informant (who taught the game)</source>
        <translation>Informante (quien enseñó el juego)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the game was observed</source>
        <translation>Dónde se observó el juego</translation>
    </message>
    <message>
        <location line="+75"/>
        <location line="+98"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Type for citations</source>
        <extracomment>The CSL item type used when the source is cited</extracomment>
        <translation>Tipo para las citas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Journal article</source>
        <extracomment>CSL item types: journal article, book, web page, software, document</extracomment>
        <translation>Artículo de revista</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Book</source>
        <translation>Libro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Web page</source>
        <translation>Página web</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Software</source>
        <translation>Programa informático</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games</source>
        <translation>Juegos</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Summary: what the source is and contains</source>
        <translation>Resumen: qué es la fuente y qué contiene</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note: what is unknown, unchecked or defective</source>
        <translation>Nota: qué se desconoce, qué está sin comprobar o qué es defectuoso</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+100"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location line="-96"/>
        <location line="+100"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>A source needs a title.</source>
        <translation>Una fuente necesita un título.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add an annotation</source>
        <translation>Añadir una anotación</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit annotation</source>
        <translation>Editar anotación</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Topic</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The source&apos;s game</source>
        <extracomment>The annotation concerns the game(s) of its source</extracomment>
        <translation>El juego de la fuente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ruling it bears on</source>
        <translation>Decisión a la que afecta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Annotation</source>
        <translation>Anotación</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In your own words: what the source says, leaves open, disputes or gets wrong.</source>
        <translation>Con tus propias palabras: qué dice la fuente, qué deja abierto, qué discute o en qué se equivoca.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Save %1</source>
        <extracomment>%1 is BibTeX or CSL-JSON</extracomment>
        <translation>Guardar %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BibTeX files (*.bib)</source>
        <translation>Ficheros BibTeX (*.bib)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSL-JSON files (*.json)</source>
        <translation>Ficheros CSL-JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>enkang::ui::ArchiveService</name>
    <message>
        <location filename="../app/ui/archive_service.cpp" line="+43"/>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file, its folder or the medium it is on is read-only</source>
        <translation>el archivo, su carpeta o el soporte en que está son de solo lectura</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The archive is not open, so there is nothing to back up.</source>
        <translation>El archivo no está abierto, así que no hay nada que copiar.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Backed up to %1.</source>
        <translation>Copia de seguridad guardada en %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The backup failed: %1</source>
        <extracomment>%1 is why the backup failed (from the archive, in English)</extracomment>
        <translation>La copia de seguridad falló: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The archive is not open, so there is nothing to check.</source>
        <translation>El archivo no está abierto, así que no hay nada que comprobar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The archive is intact.</source>
        <translation>El archivo está intacto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The archive is damaged: %1</source>
        <extracomment>%1 is what the check found (from the archive, in English)</extracomment>
        <translation>El archivo está dañado: %1</translation>
    </message>
</context>
<context>
    <name>enkang::ui::BatchAnalysis</name>
    <message>
        <location filename="../app/ui/batch_analysis.cpp" line="+104"/>
        <source>Nothing can be saved in this archive: %1</source>
        <translation>No se puede guardar nada en este archivo: %1</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>The analysis stopped: %1</source>
        <extracomment>%1 is why saving failed (from the archive, in English)</extracomment>
        <translation>El análisis se detuvo: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled. Records looked at: %1 of %2. Analyses saved: %3.</source>
        <translation>Cancelado. Registros examinados: %1 de %2. Análisis guardados: %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Records looked at: %1. Analyses saved: %2.</source>
        <translation>Registros examinados: %1. Análisis guardados: %2.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::Exporter</name>
    <message>
        <location filename="../app/ui/exporter.cpp" line="+32"/>
        <source>%1 cannot be written: %2</source>
        <extracomment>%1 is the file&apos;s path, %2 the system&apos;s reason (e.g. &quot;Permission denied&quot;)</extracomment>
        <translation>No se puede escribir en %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 could not be saved: %2</source>
        <translation>No se ha podido guardar %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This record&apos;s board cannot be drawn: %1</source>
        <translation>No se puede dibujar el tablero de este registro: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This record has no move %1.</source>
        <translation>Este registro no tiene la jugada %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The position after move %1 is not known: the engine follows this record only to move %2.</source>
        <translation>La posición tras la jugada %1 es desconocida: el motor solo puede seguir este registro hasta la jugada %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: the picture could not be encoded.</source>
        <translation>%1: no se ha podido codificar la imagen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Choose a file to save to.</source>
        <translation>Elige un fichero donde guardar.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved %1.</source>
        <translation>Guardado: %1.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The record could not be loaded: %1</source>
        <translation>No se ha podido cargar el registro: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+23"/>
        <source>A picture is %1 to %2 pixels each way.</source>
        <translation>El ancho y el alto de una imagen deben estar entre %1 y %2 píxeles.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>The game or its options are not known.</source>
        <translation>El juego o sus opciones no se conocen.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::FieldRecording</name>
    <message>
        <location filename="../app/ui/field_recording.cpp" line="+66"/>
        <source>A game is being recorded; finish it first.</source>
        <translation>Se está registrando una partida; termínala primero.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not one of the games.</source>
        <translation>«%1» no es uno de los juegos.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>The game is already over in this position.</source>
        <translation>En esta posición la partida ya ha terminado.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>There is no such pit.</source>
        <translation>No existe ese hoyo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start recording first.</source>
        <translation>Primero empieza a registrar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not a pit of the side to move.</source>
        <translation>%1 no es un hoyo del bando al que le toca jugar.</translation>
    </message>
    <message>
        <location line="+198"/>
        <source>unknown error</source>
        <translation>error desconocido</translation>
    </message>
</context>
<context>
    <name>enkang::ui::GameController</name>
    <message>
        <location filename="../app/ui/game_controller.cpp" line="+195"/>
        <source>There is no such pit.</source>
        <translation>No existe ese hoyo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Wait: the computer is thinking.</source>
        <translation>Espera: el ordenador está pensando.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is the computer&apos;s turn.</source>
        <translation>Es el turno del ordenador.</translation>
    </message>
    <message>
        <location line="+11"/>
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
        <location line="+182"/>
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
<context>
    <name>enkang::ui::LearnController</name>
    <message>
        <location filename="../app/ui/learn_controller.cpp" line="+21"/>
        <source>Well played. That is the whole game in your hands now.</source>
        <translation>Bien jugado. Ya tienes todo el juego en tus manos.</translation>
    </message>
    <message>
        <location line="+176"/>
        <source>Try again.</source>
        <translation>Inténtalo de nuevo.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::RecordExporter</name>
    <message>
        <location filename="../app/ui/record_exporter.cpp" line="+74"/>
        <source>Export cancelled: %1 was left as it was.</source>
        <translation>Exportación cancelada: %1 no se ha modificado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing was exported: %1</source>
        <translation>No se exportó nada: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n record(s) exported to %1.</source>
        <translation>
            <numerusform>%n registro exportado a %1.</numerusform>
            <numerusform>%n registros exportados a %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The record could not be read: %1</source>
        <translation>No se ha podido leer el registro: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The record is on the clipboard, as text.</source>
        <translation>El registro está en el portapapeles, como texto.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::RecordReplay</name>
    <message>
        <location filename="../app/ui/record_replay.cpp" line="+139"/>
        <source>The record could not be loaded: %1</source>
        <translation>No se ha podido cargar el registro: %1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>This record cannot be replayed: %1</source>
        <translation>Este registro no se puede reproducir: %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Move %1 (%2) was recorded as irregular: the engine cannot follow the game past it. The board stops at the position before it; the later moves are listed as recorded.</source>
        <translation>La jugada %1 (%2) se registró como irregular: el motor no puede seguir la partida más allá de ella. El tablero se detiene en la posición anterior; las jugadas siguientes se muestran tal como se registraron.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move %1 (%2) is not a pit of this board; the replay stops before it.</source>
        <translation>La jugada %1 (%2) no es un hoyo de este tablero; la reproducción se detiene antes de ella.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move %1 (%2) is not legal in this position; the replay stops before it.</source>
        <translation>La jugada %1 (%2) no es legal en esta posición; la reproducción se detiene antes de ella.</translation>
    </message>
    <message>
        <location line="+274"/>
        <source>Open a record the engine can replay first.</source>
        <translation>Abre primero un registro que el motor pueda reproducir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There are no moves the engine can follow.</source>
        <translation>No hay jugadas que el motor pueda seguir.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::RecordsController</name>
    <message>
        <location filename="../app/ui/records_controller.cpp" line="+53"/>
        <source>The archive is not open.</source>
        <translation>El archivo no está abierto.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::SourcesController</name>
    <message>
        <location filename="../app/ui/sources_controller.cpp" line="+40"/>
        <location line="+72"/>
        <source>No archive is open, so there are no sources to show.</source>
        <translation>No hay ningún archivo abierto, así que no hay fuentes que mostrar.</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Text %1</source>
        <extracomment>A founding text of the archive, by its number, e.g. &quot;Text 000&quot;</extracomment>
        <translation>Texto %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 et al.</source>
        <translation>%1 y otros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 &amp; %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The archive could not be opened: %1</source>
        <extracomment>%1 is the reason the archive database could not be opened</extracomment>
        <translation>No se ha podido abrir el archivo: %1</translation>
    </message>
    <message>
        <location line="+203"/>
        <source>There is no source &quot;%1&quot; in the archive.</source>
        <extracomment>%1 is a source&apos;s id</extracomment>
        <translation>En el archivo no hay ninguna fuente «%1».</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>There is no ruling &quot;%1&quot; in the archive.</source>
        <extracomment>%1 is a ruling&apos;s id</extracomment>
        <translation>En el archivo no hay ninguna decisión «%1».</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Unknown kind of source: %1</source>
        <extracomment>%1 is what was given as the kind of a source</extracomment>
        <translation>Tipo de fuente desconocido: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The year must be a number: %1</source>
        <extracomment>%1 is what was typed as the year</extracomment>
        <translation>El año debe ser un número: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A source needs a title.</source>
        <translation>Una fuente necesita un título.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Source saved.</source>
        <translation>Fuente guardada.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>An annotation needs a source, a topic and a text.</source>
        <translation>Una anotación necesita una fuente, un tema y un texto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unknown kind of annotation: %1</source>
        <extracomment>%1 is what was given as the kind of an annotation</extracomment>
        <translation>Tipo de anotación desconocido: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unknown game: %1</source>
        <extracomment>%1 is what was given as the game</extracomment>
        <translation>Juego desconocido: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Annotation saved.</source>
        <translation>Anotación guardada.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+26"/>
        <source>Unknown citation format: %1</source>
        <extracomment>%1 is a citation format asked for</extracomment>
        <translation>Formato de cita desconocido: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Citations can only be saved to a local file: %1</source>
        <extracomment>%1 is the address chosen to save to</extracomment>
        <translation>Las citas solo se pueden guardar en un fichero local: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Could not save %1: %2</source>
        <extracomment>%1 is a file, %2 the reason it could not be written</extracomment>
        <translation>No se ha podido guardar %1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved to %1 (sources: %2).</source>
        <extracomment>%1 is a file, %2 the number of sources written to it</extracomment>
        <translation>Guardado en %1 (fuentes: %2).</translation>
    </message>
</context>
<context>
    <name>enkang::ui::SyncController</name>
    <message>
        <location filename="../app/ui/sync_controller.cpp" line="+101"/>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Sending %1 of %2</source>
        <translation>Enviando %1 de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Receiving: %1 read</source>
        <translation>Recibiendo: %1 leídos</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Sent %1, received %2, new conflicts %3, refused %4</source>
        <translation>Enviados %1, recibidos %2, conflictos nuevos %3, rechazados %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sync stopped: %1</source>
        <translation>La sincronización se detuvo: %1</translation>
    </message>
</context>
</TS>
