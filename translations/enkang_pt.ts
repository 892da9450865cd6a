<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
<context>
    <name>ArchiveFault</name>
    <message>
        <location filename="../archive/archive_fault.cpp" line="+105"/>
        <source>the disk is full: nothing was saved; free space and try again</source>
        <translation>o disco está cheio: nada foi guardado; liberte espaço e tente de novo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the archive is in use by another program: nothing was saved; close that program and try again</source>
        <translation>o arquivo está a ser usado por outro programa: nada foi guardado; feche esse programa e tente de novo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the archive can only be read here (read-only file, folder or medium): nothing was saved</source>
        <translation>aqui o arquivo só pode ser lido (ficheiro, pasta ou suporte só de leitura): nada foi guardado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the archive is damaged: nothing was saved</source>
        <translation>o arquivo está danificado: nada foi guardado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the archive could not be written (input/output error): nothing was saved</source>
        <translation>não foi possível escrever no arquivo (erro de entrada/saída): nada foi guardado</translation>
    </message>
</context>
<context>
    <name>ArchiveFile</name>
    <message>
        <location filename="../archive/database.cpp" line="+32"/>
        <source>it is on a read-only medium</source>
        <translation>está num suporte só de leitura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is read-only (%1)</source>
        <translation>o ficheiro é só de leitura (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its folder is read-only (%1)</source>
        <translation>a pasta é só de leitura (%1)</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>%1: is a folder, not an archive</source>
        <translation>%1: é uma pasta, não um arquivo do Enkang</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: the folder cannot be made; no archive was created</source>
        <translation>%1: não é possível criar a pasta; nenhum arquivo foi criado</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: no archive can be made here: %2</source>
        <translation>%1: aqui não é possível criar um arquivo: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2, and this archive must be upgraded before it can be read; copy it to a place that can be written</source>
        <translation>%1: %2, e este arquivo tem de ser atualizado antes de poder ser lido; copie-o para um local onde se possa escrever</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the disk is full</source>
        <translation>o disco está cheio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: cannot be opened: %2</source>
        <translation>%1: não é possível abrir: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: migration failed, the archive is as it was: %2</source>
        <translation>%1: a atualização falhou e o arquivo ficou como estava: %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: the database is damaged (SQLite&apos;s check failed: %2)</source>
        <translation>%1: a base de dados está danificada (a verificação do SQLite falhou: %2)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: could not write the backup %2 before upgrading it; nothing was changed (%3)</source>
        <translation>%1: não foi possível escrever a cópia de segurança %2 antes de o atualizar; nada foi alterado (%3)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: the backup could not be put in place (%2)</source>
        <translation>%1: não foi possível pôr a cópia de segurança no seu lugar (%2)</translation>
    </message>
    <message>
        <location filename="../archive/file_probe.cpp" line="+49"/>
        <source>%1: %2; it was left untouched</source>
        <translation>%1: %2; ficou intacto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot be read</source>
        <translation>não pode ser lido</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not an Enkang archive (not an SQLite database)</source>
        <translation>não é um arquivo do Enkang (não é uma base de dados SQLite)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the database header is cut short</source>
        <translation>o cabeçalho da base de dados está cortado</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot be opened: %1</source>
        <translation>não é possível abrir: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot be read as SQLite: %1</source>
        <translation>não pode ser lido como SQLite: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>its schema version cannot be read</source>
        <translation>não é possível ler a versão do seu esquema</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>damaged: its list of tables cannot be read: %1</source>
        <translation>danificado: não é possível ler a sua lista de tabelas: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not an Enkang archive: it belongs to another program (SQLite application id 0x%1)</source>
        <translation>não é um arquivo do Enkang: pertence a outro programa (id. de aplicação SQLite 0x%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not an Enkang archive: an SQLite database that Enkang did not make (no tables, schema version %1)</source>
        <translation>não é um arquivo do Enkang: é uma base de dados SQLite que o Enkang não criou (sem tabelas, versão de esquema %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not an Enkang archive: it holds tables that are not Enkang&apos;s (%1)</source>
        <translation>não é um arquivo do Enkang: contém tabelas que não são do Enkang (%1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>made by a newer Enkang (schema %1; this app knows up to %2). Update Enkang to open it</source>
        <translation>foi criado por um Enkang mais recente (esquema %1; esta aplicação conhece até ao %2). Atualize o Enkang para o abrir</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>damaged: schema version %1 is not one Enkang ever wrote (1 to %2)</source>
        <translation>danificado: a versão de esquema %1 não é nenhuma que o Enkang tenha escrito (de 1 a %2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>in use by another program</source>
        <translation>está a ser usado por outro programa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the database is damaged (SQLite&apos;s check failed)</source>
        <translation>a base de dados está danificada (a verificação do SQLite falhou)</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../qml/components/Board.qml" line="+158"/>
        <source>Board</source>
        <translation>Tabuleiro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Picture of the board</source>
        <translation>Imagem do tabuleiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rows of %2 pits</source>
        <translation>%1 filas de %2 covas</translation>
    </message>
</context>
<context>
    <name>BoardPainter</name>
    <message>
        <location filename="../app/ui/board_painter.cpp" line="+83"/>
        <source>South</source>
        <translation>Sul</translation>
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
        <translation>vez de jogar</translation>
    </message>
</context>
<context>
    <name>DialogButtonBox</name>
    <message>
        <location filename="../qml/style/DialogButtonBox.qml" line="+14"/>
        <source>OK</source>
        <translation>OK</translation>
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
        <translation>Sim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <translation>Não</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
</context>
<context>
    <name>EvaluationGraph</name>
    <message>
        <location filename="../qml/components/EvaluationGraph.qml" line="+16"/>
        <source>Evaluation over the game</source>
        <translation>Avaliação ao longo da partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After move %1: %2 for South</source>
        <translation>Após a jogada %1: %2 para o Sul</translation>
    </message>
</context>
<context>
    <name>FieldRecorder</name>
    <message>
        <location filename="../qml/components/FieldRecorder.qml" line="+50"/>
        <source>The recording could not start.</source>
        <translation>Não foi possível iniciar o registo.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+225"/>
        <source>South</source>
        <translation>Sul</translation>
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
        <translation>Depois da jogada irregular, o motor já não conhece a posição: cada toque é guardado tal como foi observado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over (%1). Finish to close the record.</source>
        <translation>A partida terminou (%1). Toque em Terminar para fechar o registo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move</source>
        <translation>%1 a jogar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the seeds</source>
        <translation>%1 pega nas sementes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If it was played so, long-press the pit (or switch on Irregular move) to keep it as observed.</source>
        <translation>Se foi mesmo jogada assim, mantenha a casa premida (ou ative Jogada irregular) para a guardar tal como foi observada.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Fewer: %1</source>
        <translation>Menos: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>More: %1</source>
        <translation>Mais: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Record a game</source>
        <translation>Registar uma partida</translation>
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
        <translation>Montar a posição</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+72"/>
        <source>Start recording</source>
        <translation>Começar a registar</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Back</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>Tap a pit, then set its count with − and +.</source>
        <translation>Toque numa casa e acerte a contagem com − e +.</translation>
    </message>
    <message>
        <location line="+255"/>
        <source>Pit %1</source>
        <translation>Casa %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pit chosen</source>
        <translation>Nenhuma casa escolhida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>To move</source>
        <translation>Vez de jogar</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>South&apos;s reserve</source>
        <translation>Reserva do Sul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North&apos;s reserve</source>
        <translation>Reserva do Norte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured by South</source>
        <translation>Capturadas pelo Sul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Captured by North</source>
        <translation>Capturadas pelo Norte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Empty board</source>
        <translation>Tabuleiro vazio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start position</source>
        <translation>Posição inicial</translation>
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
        <translation>A guardar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not saved</source>
        <translation>Não guardado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to save yet</source>
        <translation>Ainda nada a guardar</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The last move is not in the archive yet: %1. It is kept here and tried again.</source>
        <translation>A última jogada ainda não está no arquivo: %1. Fica guardada aqui e volta a ser tentada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Retry</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Reserve: %1 %2 – %3 %4</source>
        <translation>Reserva: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured: %1 %2 – %3 %4</source>
        <translation>Capturadas: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Moves recorded</source>
        <translation>Jogadas registadas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No moves yet: tap the pit each move is played from.</source>
        <translation>Ainda sem jogadas: toque na casa de onde parte cada jogada.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Undo</source>
        <translation>Anular</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Comment or glyph</source>
        <translation>Nota ou símbolo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A comment or a glyph on the move just recorded</source>
        <translation>Um comentário ou um símbolo para a jogada acabada de registar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Irregular move</source>
        <translation>Jogada irregular</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The next tapped pit is kept as an observed move the engine calls illegal</source>
        <translation>A próxima casa tocada fica guardada como jogada observada que o motor considera ilegal</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Names</source>
        <translation>Nomes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show pit names</source>
        <translation>Mostrar os nomes das casas</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Irregular move at %1</source>
        <translation>Jogada irregular em %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep as irregular</source>
        <translation>Guardar como irregular</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The move is kept as it was seen (written ~%1). The engine cannot follow the game past it; the later moves are recorded as you tap them.</source>
        <translation>A jogada fica guardada tal como foi vista (escrita ~%1). O motor não consegue seguir a partida para além dela; as jogadas seguintes ficam registadas à medida que tocar nas casas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What happened (optional)</source>
        <translation>O que aconteceu (opcional)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Finish the record</source>
        <translation>Terminar o registo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not known or unfinished</source>
        <translation>Desconhecido ou por terminar</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>%1 won</source>
        <translation>%1 ganhou</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The last change is not in the archive: %1</source>
        <translation>A última alteração não está no arquivo: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No move was recorded, so there is nothing to keep.</source>
        <translation>Não foi registada nenhuma jogada, por isso não há nada a guardar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves recorded: %1. The record stays in the archive.</source>
        <translation>Jogadas registadas: %1. O registo fica no arquivo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep recording</source>
        <translation>Continuar a registar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Finish without it</source>
        <translation>Terminar sem ela</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <location filename="../qml/style/DialogButtonBox.qml" line="+12"/>
        <source>File name</source>
        <translation>Nome do ficheiro</translation>
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
        <translation>Bao la Kimasai, duas fases</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bao la Kimasai, four-row</source>
        <translation>Bao la Kimasai, quatro filas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>En Gehé</source>
        <translation>En Gehé</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Two-phase</source>
        <translation>Duas fases</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Four-row</source>
        <translation>Quatro filas</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Maasai herders near Kilimanjaro, northern Tanzania</source>
        <translation>Pastores massais perto do Kilimanjaro, norte da Tanzânia</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Maasai near Mpwapwa, Dodoma region, Tanzania</source>
        <translation>Massais perto de Mpwapwa, região de Dodoma, Tanzânia</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Loitha and Kisonga Maasai warriors (morans), northern Tanzania</source>
        <translation>Guerreiros massais (morans) loitha e kisonga, norte da Tanzânia</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>David MacKay, 2001, taught by Moinget Ole Kuney</source>
        <translation>Registado por David MacKay em 2001, tal como lho ensinou Moinget Ole Kuney</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Martin Klamroth, 1911</source>
        <translation>Descrito por Martin Klamroth em 1911</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Moritz Merker, 1904</source>
        <translation>Descrito por Moritz Merker em 1904</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>4 × 8 pits. Bring your reserve cows in one a turn, sow clockwise with relays, then raid the enemy&apos;s front row.</source>
        <translation>4 × 8 casas. Traga as vacas da sua reserva, uma por jogada, semeie no sentido horário em cadeia e depois faça incursões na fila da frente do inimigo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>4 × 12 pits, one seed each at most. Slide a seed into an empty pit and take whole columns.</source>
        <translation>4 × 12 casas, no máximo uma semente em cada. Faça deslizar uma semente para uma casa vazia e capture colunas inteiras.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>2 × 40 to 50 pits, 4 seeds each. Teams sow round the whole board with relays; the last seed in an empty pit of your row captures.</source>
        <translation>2 × 40 a 50 casas, 4 sementes em cada. As equipas semeiam à volta de todo o tabuleiro, em cadeia; a última semente numa casa vazia da sua fila captura.</translation>
    </message>
    <message>
        <location filename="../qml/components/GameInfo.qml" line="+14"/>
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
    <name>GameSheet</name>
    <message>
        <location filename="../app/ui/game_sheet.cpp" line="+80"/>
        <source>Page %1</source>
        <translation>Página %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>South won</source>
        <translation>O Sul ganhou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North won</source>
        <translation>O Norte ganhou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not finished, or not known</source>
        <translation>Partida por terminar ou resultado desconhecido</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a blunder</source>
        <translation>um erro grave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a mistake</source>
        <translation>um erro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an inaccuracy</source>
        <translation>uma imprecisão</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>South</source>
        <translation>Sul</translation>
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
        <translation>Não foi possível criar o PDF.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>Local</translation>
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
        <translation>Fontes</translation>
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
        <translation>%1, segundo o motor (nível %2): erros graves %3, erros %4, imprecisões %5</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No diagram after move %1: the engine follows this record only to move %2.</source>
        <extracomment>%2 is the number of moves the engine could replay</extracomment>
        <translation>Sem diagrama após a jogada %1: o motor só consegue seguir este registo até à jogada %2.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The position at the start</source>
        <translation>A posição inicial</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The position after move %1</source>
        <translation>A posição após a jogada %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>irregular: kept as observed</source>
        <translation>irregular: guardada tal como foi observada</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The engine calls this %1 and prefers %2.</source>
        <translation>O motor considera esta jogada %1 e prefere %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The PDF could not be finished.</source>
        <translation>Não foi possível terminar o PDF.</translation>
    </message>
</context>
<context>
    <name>GlyphNames</name>
    <message>
        <location filename="../qml/components/GlyphNames.qml" line="+10"/>
        <source>good move</source>
        <translation>boa jogada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>erro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>brilliant move</source>
        <translation>jogada brilhante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blunder</source>
        <translation>erro grave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interesting move</source>
        <translation>jogada interessante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dubious move</source>
        <translation>jogada duvidosa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no glyph</source>
        <translation>sem símbolo</translation>
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
        <location line="+40"/>
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
    <message numerus="yes">
        <location filename="../qml/pages/LearnPage.qml" line="+62"/>
        <location line="+9"/>
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n passo</numerusform>
            <numerusform>%n passos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>done, %n star(s)</source>
        <translation>
            <numerusform>concluída, %n estrela</numerusform>
            <numerusform>concluída, %n estrelas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../app/learn/narrate.cpp" line="+32"/>
        <source>You moved the seed from %1 to %2.</source>
        <translation>Moveu a semente de %1 para %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You sowed from %1: the last cow fell in %2 after %n lap(s).</source>
        <translation>
            <numerusform>Semeou a partir de %1: a última vaca caiu em %2 depois de %n volta.</numerusform>
            <numerusform>Semeou a partir de %1: a última vaca caiu em %2 depois de %n voltas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You sowed from %1: the last seed fell in %2 after %n lap(s).</source>
        <translation>
            <numerusform>Semeou a partir de %1: a última semente caiu em %2 depois de %n volta.</numerusform>
            <numerusform>Semeou a partir de %1: a última semente caiu em %2 depois de %n voltas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>It raided %n time(s).</source>
        <translation>
            <numerusform>Fez %n incursão.</numerusform>
            <numerusform>Fez %n incursões.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>It took seeds from %n pit(s).</source>
        <translation>
            <numerusform>Tirou sementes de %n casa.</numerusform>
            <numerusform>Tirou sementes de %n casas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing was taken.</source>
        <translation>Nada foi capturado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That ended the game.</source>
        <translation>Com isso a partida terminou.</translation>
    </message>
</context>
<context>
    <name>LessonView</name>
    <message>
        <location filename="../qml/components/LessonView.qml" line="+45"/>
        <source>Lessons</source>
        <translation>Lições</translation>
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
        <translation>Reservas: Sul %1 · Norte %2</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Lesson complete: %1</source>
        <translation>Lição concluída: %1</translation>
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
        <translation>Seguinte</translation>
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
        <location line="+92"/>
        <source>Menu</source>
        <translation>Abrir menu</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Opening record files</source>
        <translation>Abrir ficheiros de registos</translation>
    </message>
</context>
<context>
    <name>MetadataForm</name>
    <message>
        <location filename="../qml/components/MetadataForm.qml" line="+107"/>
        <source>The game</source>
        <translation>O jogo</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+1"/>
        <source>Who starts</source>
        <translation>Quem começa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South</source>
        <translation>Sul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Joined in progress: set up the position first</source>
        <translation>Partida já em curso: montar primeiro a posição</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When and where</source>
        <translation>Quando e onde</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Date (year.month.day)</source>
        <translation>Data (ano.mês.dia)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write it as 2026.11.29</source>
        <translation>Escreva-a assim: 2026.11.29</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write it as 16:05</source>
        <translation>Escreva-a assim: 16:05</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now</source>
        <translation>Agora</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets the date and time to now</source>
        <translation>Define a data e a hora atuais</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place</source>
        <translation>Local</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Village, area or market</source>
        <translation>Aldeia, zona ou mercado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coordinates (optional)</source>
        <translation>Coordenadas (opcional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>latitude,longitude e.g. -2.99,35.96</source>
        <translation>latitude,longitude, p. ex. -2.99,35.96</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write latitude and longitude in degrees, separated by a comma</source>
        <translation>Escreva a latitude e a longitude em graus, separadas por uma vírgula</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>e.g. dry-season gathering</source>
        <translation>p. ex. encontro da estação seca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Observer</source>
        <translation>Observador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who is recording</source>
        <translation>Quem está a registar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The teams</source>
        <translation>As equipas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The players</source>
        <translation>Os jogadores</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>South&apos;s team</source>
        <translation>Equipa do Sul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South (who sits at the bottom)</source>
        <translation>Sul (quem se senta em baixo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>Team name</source>
        <translation>Nome da equipa</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+11"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>South&apos;s members, in the order they take the seeds</source>
        <translation>Membros do Sul, pela ordem em que pegam nas sementes</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>Names, separated by commas</source>
        <translation>Nomes, separados por vírgulas</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>North&apos;s team</source>
        <translation>Equipa do Norte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North (who sits at the top)</source>
        <translation>Norte (quem se senta em cima)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>North&apos;s members, in the order they take the seeds</source>
        <translation>Membros do Norte, pela ordem em que pegam nas sementes</translation>
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
        <translation>Desconhecido ou por terminar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South won</source>
        <translation>O Sul ganhou</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North won</source>
        <translation>O Norte ganhou</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sources (where the game is described: ids of the source archive, or references)</source>
        <translation>Fontes (onde o jogo é descrito: identificadores do arquivo de fontes ou referências)</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <location filename="../qml/components/MoveList.qml" line="+17"/>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move %1: %2</source>
        <translation>Jogada %1: %2</translation>
    </message>
</context>
<context>
    <name>MoveNoteDialog</name>
    <message>
        <location filename="../qml/components/MoveNoteDialog.qml" line="+18"/>
        <source>Note on move %1</source>
        <translation>Nota sobre a jogada %1</translation>
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
        <translation>Comentário (opcional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comment on the move</source>
        <translation>Comentário sobre a jogada</translation>
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
        <location line="+43"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location line="+18"/>
        <location filename="../qml/components/RecordViewer.qml" line="+74"/>
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
    <name>OpenFiles</name>
    <message>
        <location filename="../app/ui/record_importer.cpp" line="+18"/>
        <source>Records imported: %1.</source>
        <translation>Registos importados: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing was imported: the files have these problems.</source>
        <translation>Nada foi importado: os ficheiros têm estes problemas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing to the archive stopped: %1</source>
        <translation>A escrita no arquivo parou: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Problems not shown: %1.</source>
        <translation>Problemas não mostrados: %1.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../engine/options.cpp" line="+58"/>
        <source>option &apos;%1&apos;: unknown option</source>
        <translation>opção &apos;%1&apos;: opção desconhecida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>option &apos;%1&apos;: not an option of %2</source>
        <translation>opção &apos;%1&apos;: não é uma opção de %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>option &apos;%1&apos;: expected south or north</source>
        <translation>opção &apos;%1&apos;: esperava-se south ou north</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>option &apos;%1&apos;: expected a whole number in %2..%3</source>
        <translation>opção &apos;%1&apos;: esperava-se um número inteiro entre %2 e %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>option &apos;%1&apos;: out of range %2..%3</source>
        <translation>opção &apos;%1&apos;: fora do intervalo %2..%3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>option &apos;%1&apos;: expected KEY=VALUE</source>
        <translation>opção &apos;%1&apos;: esperava-se CHAVE=VALOR</translation>
    </message>
</context>
<context>
    <name>Phrase</name>
    <message>
        <location filename="../archive/record_check.cpp" line="+125"/>
        <source>the Game tag is missing ([Game &quot;kimasai-mackay&quot;], &quot;kimasai-klamroth&quot; or &quot;en-gehe&quot;)</source>
        <translation>falta a etiqueta Game ([Game &quot;kimasai-mackay&quot;], &quot;kimasai-klamroth&quot; ou &quot;en-gehe&quot;)</translation>
    </message>
    <message>
        <location filename="../engine/geometry.cpp" line="+41"/>
        <source>not a pit name (a row letter and a column number, such as b3)</source>
        <translation>não é um nome de casa (uma letra de fila e um número de coluna, como b3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no such pit on this board</source>
        <translation>essa casa não existe neste tabuleiro</translation>
    </message>
    <message>
        <location filename="../engine/rules.cpp" line="+32"/>
        <source>the game is over</source>
        <translation>a partida terminou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that pit is not yours</source>
        <translation>essa casa não é sua</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that pit is empty</source>
        <translation>essa casa está vazia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the pit it would step into is not empty</source>
        <translation>a casa para onde a semente avançaria não está vazia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the sowing never ends</source>
        <translation>a sementeira nunca termina</translation>
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
            <numerusform>%1, %n semente</numerusform>
            <numerusform>%1, %n sementes</numerusform>
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
        <location filename="../qml/pages/PlayPage.qml" line="+27"/>
        <source>Moves copied.</source>
        <translation>Jogadas copiadas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw.</source>
        <translation>Empate.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins.</source>
        <translation>%1 ganha.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing: the position after move %1 of %2.</source>
        <translation>Revisão: a posição depois da jogada %1 de %2.</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+61"/>
        <source>Stop</source>
        <extracomment>stop the computer&apos;s thinking and play its side yourself</extracomment>
        <translation>Parar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the game as a record</source>
        <translation>Guardar a partida como registo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New</source>
        <translation>Nova</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Back to the game</source>
        <translation>Voltar à partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on from here</source>
        <translation>Continuar a jogar daqui</translation>
    </message>
    <message>
        <location line="+31"/>
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
        <location line="+4"/>
        <source>Skip</source>
        <translation>Saltar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Restart, turn the board round, show pit names, copy the moves</source>
        <translation>Recomeçar, virar o tabuleiro, mostrar os nomes das casas, copiar as jogadas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show pit names</source>
        <translation>Mostrar os nomes das casas</translation>
    </message>
    <message>
        <location line="-22"/>
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
        <location line="+10"/>
        <source>More…</source>
        <extracomment>opens a menu of the game&apos;s other actions (restart, flip, names, copy)</extracomment>
        <translation>Mais…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More actions</source>
        <translation>Mais ações</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Restart the game</source>
        <translation>Recomeçar a partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the board round</source>
        <translation>Virar o tabuleiro</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Copy the moves</source>
        <translation>Copiar as jogadas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/ui/record_support.cpp" line="+102"/>
        <source>The archive is not open.</source>
        <translation>O arquivo não está aberto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The archive is still opening.</source>
        <translation>O arquivo ainda está a abrir.</translation>
    </message>
</context>
<context>
    <name>RecordExport</name>
    <message>
        <location filename="../archive/record_export.cpp" line="+111"/>
        <source>record %1 could not be read: %2</source>
        <translation>não foi possível ler o registo %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the records could not be read: %1</source>
        <translation>não foi possível ler os registos: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the search found %1 records but only %2 could be read: %3</source>
        <translation>a pesquisa encontrou %1 registos, mas só foi possível ler %2: %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+12"/>
        <location line="+7"/>
        <source>%1 could not be written (%2); nothing was changed</source>
        <translation>não foi possível escrever em %1 (%2); nada foi alterado</translation>
    </message>
</context>
<context>
    <name>RecordText</name>
    <message>
        <location filename="../archive/checked_games.cpp" line="+56"/>
        <source>cannot be read: %1</source>
        <translation>não pode ser lido: %1</translation>
    </message>
    <message>
        <location filename="../archive/game_record.cpp" line="+28"/>
        <source>a tag needs a name</source>
        <translation>uma etiqueta precisa de um nome</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tag name &apos;%1&apos; must start with a letter</source>
        <translation>o nome de etiqueta &apos;%1&apos; tem de começar por uma letra</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>tag name &apos;%1&apos; may hold only letters, digits, &apos;_&apos; and &apos;-&apos; (no spaces), e.g. FieldNotes</source>
        <translation>o nome de etiqueta &apos;%1&apos; só pode conter letras, algarismos, &apos;_&apos; e &apos;-&apos; (sem espaços), p. ex. FieldNotes</translation>
    </message>
    <message>
        <location filename="../archive/record_check.cpp" line="-73"/>
        <source>&apos;%1&apos; is not a count</source>
        <translation>&apos;%1&apos; não é um número de sementes</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 rows given, the board has %2</source>
        <translation>número de filas: %1, o tabuleiro tem %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&apos;%1&apos; is not understood</source>
        <translation>não se entende &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Game &quot;%1&quot; is not one of kimasai-mackay, kimasai-klamroth, en-gehe</source>
        <translation>a etiqueta Game &quot;%1&quot; não é kimasai-mackay, kimasai-klamroth nem en-gehe</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>move %1 &apos;%2&apos;: %3</source>
        <translation>jogada %1 &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>move %1 &apos;%2&apos;: unknown glyph %3</source>
        <translation>jogada %1 &apos;%2&apos;: símbolo desconhecido %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>move %1 &apos;%2&apos;: not legal: %3 (write ~%2 to keep it as an irregular move)</source>
        <translation>jogada %1 &apos;%2&apos;: não é legal: %3 (escreva ~%2 para a guardar como jogada irregular)</translation>
    </message>
    <message>
        <location line="+28"/>
        <location filename="../archive/record_text.cpp" line="+373"/>
        <source>variations nested deeper than 1,000</source>
        <translation>variantes aninhadas a mais de 1000 níveis de profundidade</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>result &apos;%1&apos; is not known</source>
        <translation>o resultado &apos;%1&apos; é desconhecido</translation>
    </message>
    <message>
        <location filename="../archive/record_import.cpp" line="+132"/>
        <source>%1: %2 (game %3)</source>
        <translation>%1: %2 (partida %3)</translation>
    </message>
    <message>
        <location filename="../archive/record_text.cpp" line="-353"/>
        <source>the game has no result at its end (write *, 1-0, 0-1 or 1/2-1/2)</source>
        <translation>a partida não tem resultado no fim (escreva *, 1-0, 0-1 ou 1/2-1/2)</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>the file is not valid UTF-8 here (byte %1); save it as UTF-8 and import it again</source>
        <translation>o ficheiro não é UTF-8 válido neste ponto (byte %1); guarde-o como UTF-8 e importe-o de novo</translation>
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
        <translation>uma etiqueta precisa de um nome: [Name &quot;value&quot;]</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>tag %1: its value must be in double quotes</source>
        <translation>etiqueta %1: o valor tem de estar entre aspas duplas</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+7"/>
        <source>tag %1: the value is not closed on its line</source>
        <translation>etiqueta %1: o valor não é fechado na mesma linha</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>tag %1: the value is not closed</source>
        <translation>etiqueta %1: o valor não está fechado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>tag %1: expected ] after the value</source>
        <translation>etiqueta %1: esperava-se ] depois do valor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tag %1 is given twice</source>
        <translation>a etiqueta %1 aparece duas vezes</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a comment is not closed with }</source>
        <translation>um comentário não está fechado com }</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>a variation is not closed with )</source>
        <translation>uma variante não está fechada com )</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;)&apos; without a matching &apos;(&apos;</source>
        <translation>&apos;)&apos; sem o &apos;(&apos; correspondente</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a comment in a variation must follow a move</source>
        <translation>um comentário numa variante tem de vir depois de uma jogada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a variation &apos;(&apos; must follow the move it replaces</source>
        <translation>uma variante &apos;(&apos; tem de vir depois da jogada que substitui</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>an empty variation</source>
        <translation>uma variante vazia</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a move number must end with &apos;.&apos;</source>
        <translation>um número de jogada tem de terminar em &apos;.&apos;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&apos;~&apos; must be followed by a pit name</source>
        <translation>&apos;~&apos; tem de ser seguido de um nome de casa</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; is not a pit name (a row letter and a column number, such as b3)</source>
        <translation>&apos;%1&apos; não é um nome de casa (uma letra de fila e um número de coluna, como b3)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;%1&apos; is not a glyph (use !, ?, !!, ??, !? or ?!)</source>
        <translation>&apos;%1&apos; não é um símbolo (use !, ?, !!, ??, !? ou ?!)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unexpected &apos;%1&apos; after move %2</source>
        <translation>carácter inesperado &apos;%1&apos; após a jogada %2</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>line %1, column %2 (game %3): %4</source>
        <translation>linha %1, coluna %2 (partida %3): %4</translation>
    </message>
</context>
<context>
    <name>RecordViewer</name>
    <message>
        <location filename="../qml/components/RecordViewer.qml" line="-35"/>
        <location line="+16"/>
        <location line="+20"/>
        <source>South</source>
        <translation>Sul</translation>
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
        <translation>%1 ganhou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result not known</source>
        <translation>Resultado desconhecido</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>Local</translation>
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
        <translation>Membros do Sul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North&apos;s members</source>
        <translation>Membros do Norte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How it ended</source>
        <translation>Como terminou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joined in progress</source>
        <translation>Partida já em curso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources</source>
        <translation>Fontes</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>blunder</source>
        <translation>erro grave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>erro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inaccuracy</source>
        <translation>imprecisão</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start of the game</source>
        <translation>Início da partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>After move %1 of %2</source>
        <translation>Após a jogada %1 de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>position not known after the irregular move</source>
        <translation>posição desconhecida após a jogada irregular</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drawn</source>
        <translation>empate</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 has won</source>
        <translation>%1 ganhou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move</source>
        <translation>%1 a jogar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reserve: %1 %2 – %3 %4</source>
        <translation>Reserva: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured: %1 %2 – %3 %4</source>
        <translation>Capturadas: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>yes: the record starts from a position set up by hand</source>
        <translation>sim: o registo começa numa posição montada à mão</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Edit details…</source>
        <translation>Editar detalhes…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saves this record to a record file</source>
        <translation>Guarda este registo num ficheiro de registos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Picture…</source>
        <translation>Imagem…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saves the position shown as a PNG picture, with pit names and counts</source>
        <translation>Guarda a posição apresentada como imagem PNG, com o nome e o número de sementes de cada casa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game sheet…</source>
        <translation>Folha da partida…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saves the record as a PDF game sheet, to print</source>
        <translation>Guarda o registo como folha da partida em PDF, para imprimir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy as text</source>
        <translation>Copiar como texto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Puts the record on the clipboard, to paste into a message</source>
        <translation>Copia o registo para a área de transferência, para o colar numa mensagem</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete record…</source>
        <translation>Eliminar registo…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Details of the record</source>
        <translation>Detalhes do registo</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Choose a record from the list to replay it.</source>
        <translation>Escolha um registo na lista para o reproduzir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back to the list</source>
        <translation>Voltar à lista</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Back to the records</source>
        <translation>Voltar aos registos</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Hide details</source>
        <translation>Ocultar detalhes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Details</source>
        <translation>Detalhes</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Board of the record</source>
        <translation>Tabuleiro do registo</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>First position</source>
        <translation>Primeira posição</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move</source>
        <translation>Jogada anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move</source>
        <translation>Jogada seguinte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last position</source>
        <translation>Última posição</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Analysing…</source>
        <translation>A analisar…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Analyse</source>
        <translation>Analisar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Quick</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Thorough</source>
        <translation>Aprofundada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Depth of the analysis</source>
        <translation>Profundidade da análise</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mistakes: %1 · blunders: %2</source>
        <translation>Erros: %1 · erros graves: %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Mark them with glyphs (%1)</source>
        <translation>Marcar as jogadas com símbolos (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gives each move the analysis marks the glyph it suggests: ?! an inaccuracy, ? a mistake, ?? a blunder</source>
        <translation>Dá a cada jogada assinalada pela análise o símbolo que esta sugere: ?! uma imprecisão, ? um erro, ?? um erro grave</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A variation (%1 deep): the moves as they might have gone</source>
        <translation>Uma variante (nível %1): as jogadas como poderiam ter sido</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back up</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the variation</source>
        <translation>Sair da variante</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Instead: %1</source>
        <translation>Em vez disso: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No moves recorded.</source>
        <translation>Nenhuma jogada registada.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>irregular</source>
        <translation>jogada irregular</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not judged</source>
        <translation>não avaliada</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>better %1</source>
        <translation>melhor: %1</translation>
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
            <numerusform>%n variante nesta jogada</numerusform>
            <numerusform>%n variantes nesta jogada</numerusform>
        </translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Move %1: %2</source>
        <translation>Jogada %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saving…</source>
        <translation>A guardar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved</source>
        <translation>Guardado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not saved: %1</source>
        <translation>Não guardado: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Comment on this move</source>
        <translation>Comentário sobre esta jogada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Comment</source>
        <translation>Comentário</translation>
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
        <translation>Importar registos</translation>
    </message>
    <message>
        <location line="-278"/>
        <location line="+115"/>
        <source>Record files (*.enkang *.txt)</source>
        <translation>Ficheiros de registos (*.enkang *.txt)</translation>
    </message>
    <message>
        <location line="-115"/>
        <location line="+115"/>
        <source>All files (*)</source>
        <translation>Todos os ficheiros (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Importing…</source>
        <translation>A importar…</translation>
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
        <translation>Importar mesmo assim as partidas corretas</translation>
    </message>
    <message>
        <location line="-132"/>
        <location line="+79"/>
        <location line="+54"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>Export records</source>
        <translation>Exportar registos</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Exporting…</source>
        <translation>A exportar…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Save a picture of the position</source>
        <translation>Guardar uma imagem da posição</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG pictures (*.png)</source>
        <translation>Imagens PNG (*.png)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save a game sheet</source>
        <translation>Guardar uma folha da partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game sheet</source>
        <translation>Folha da partida</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Diagrams after these moves (0 is the start), separated by commas:</source>
        <translation>Diagramas após estas jogadas (0 é o início), separadas por vírgulas:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Diagrams after these moves</source>
        <translation>Diagramas após estas jogadas</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Analysing the records…</source>
        <translation>A analisar os registos…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Analysis of the records</source>
        <translation>Análise dos registos</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Records looked at: %1 of %2.</source>
        <translation>Registos examinados: %1 de %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It goes on while you use the app; the results are kept, and a later run goes on from where this one stopped.</source>
        <translation>Continua enquanto usa a aplicação; os resultados ficam guardados e uma análise posterior retoma onde esta parou.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop the analysis</source>
        <translation>Parar a análise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>South won</source>
        <translation>O Sul ganhou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North won</source>
        <translation>O Norte ganhou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Records</source>
        <translation>Registos</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Record a game</source>
        <translation>Registar uma partida</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Records a game as you watch it, one tap per move</source>
        <translation>Regista uma partida enquanto a observa, com um toque por jogada</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Adds the games of one or more record files to the archive</source>
        <translation>Acrescenta ao arquivo as partidas de um ou mais ficheiros de registos</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>More…</source>
        <translation>Mais…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export or analyse records</source>
        <translation>Exportar ou analisar registos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saves records to a record file, or analyses them: those found, or all</source>
        <translation>Guarda registos num ficheiro de registos ou analisa-os: os encontrados ou todos</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Analyse the records found</source>
        <translation>Analisar os registos encontrados</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Analyse all records</source>
        <translation>Analisar todos os registos</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The record archive cannot be used: %1</source>
        <translation>Não é possível usar o arquivo de registos: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening the archive…</source>
        <translation>A abrir o arquivo…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This archive can be browsed, searched and exported, but nothing can be saved: %1.</source>
        <translation>Este arquivo de registos pode ser consultado, pesquisado e exportado, mas não é possível guardar nada: %1.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Search names, places, comments…</source>
        <translation>Pesquisar nomes, locais, comentários…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search the records</source>
        <translation>Pesquisar nos registos</translation>
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
        <translation>Mostrar os filtros</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>All games</source>
        <translation>Todos os jogos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Newest first</source>
        <translation>Mais recentes primeiro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By place</source>
        <translation>Por local</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By game</source>
        <translation>Por jogo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sort</source>
        <translation>Ordenar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Place</source>
        <translation>Local</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Filter by place</source>
        <translation>Filtrar por local</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Any play</source>
        <translation>Com ou sem erros</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>With a blunder</source>
        <translation>Com um erro grave</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>With a mistake</source>
        <translation>Com um erro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>With an inaccuracy</source>
        <translation>Com uma imprecisão</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Filter by the engine&apos;s analysis</source>
        <translation>Filtrar pela análise do motor</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>By either side</source>
        <translation>De qualquer lado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By South</source>
        <translation>Do Sul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By North</source>
        <translation>Do Norte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whose play the analysis judged</source>
        <translation>De quem são as jogadas avaliadas pela análise</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Player or team</source>
        <translation>Jogador ou equipa</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Export the records found (%1)</source>
        <translation>Exportar os registos encontrados (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export all records (%1)</source>
        <translation>Exportar todos os registos (%1)</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Filter by player or team</source>
        <translation>Filtrar por jogador ou equipa</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Showing %1 of %2</source>
        <extracomment>%1 records found by the search, %2 records in the archive</extracomment>
        <translation>A mostrar %1 de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Records in the archive: %1</source>
        <translation>Registos no arquivo: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clear filters</source>
        <translation>Limpar filtros</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Records found</source>
        <translation>Registos encontrados</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No record matches the search.</source>
        <translation>Nenhum registo corresponde à pesquisa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No records yet. Record a game as you watch it, or import a file of records.</source>
        <translation>Ainda não há registos. Registe uma partida enquanto a vê ou importe um ficheiro de registos.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>moves: %1</source>
        <translation>jogadas: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>observed by %1</source>
        <translation>observador: %1</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Delete this record?</source>
        <translation>Eliminar este registo?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The record and all its moves and comments are removed from the archive. This cannot be undone.</source>
        <translation>O registo e todas as suas jogadas e comentários são removidos do arquivo. Esta ação não pode ser anulada.</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../qml/components/ResultPanel.qml" line="+24"/>
        <source>Saved in the record archive.</source>
        <translation>Guardada no arquivo de registos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not saved: %1</source>
        <translation>Não foi guardada: %1</translation>
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
            <numerusform>%n jogada feita.</numerusform>
            <numerusform>%n jogadas feitas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rematch</source>
        <translation>Desforra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review</source>
        <translation>Rever</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save to archive…</source>
        <translation>Guardar no arquivo…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeps this game as a record, with where and when it was played</source>
        <translation>Guarda esta partida como registo, com o local e a data em que foi jogada</translation>
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
        <translation>Decisões de Enkang sobre este jogo</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Key rules on the board</source>
        <translation>As regras principais no tabuleiro</translation>
    </message>
</context>
<context>
    <name>RulingNotes</name>
    <message>
        <location filename="../qml/components/RulingNotes.qml" line="+23"/>
        <source>Readings not chosen</source>
        <extracomment>Heading over the readings of a source that the app&apos;s ruling rejects</extracomment>
        <translation>Leituras postas de parte</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Why not: %1</source>
        <extracomment>%1 is why the app did not choose a reading of a source</extracomment>
        <translation>Porque não: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Passages ruled on</source>
        <extracomment>Heading over the places in the sources that a ruling settles</extracomment>
        <translation>Passagens sobre as quais decide</translation>
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
        <translation>Guardar a partida como registo</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is not over: it is kept with its result unknown.</source>
        <translation>A partida não terminou: fica guardada com o resultado desconhecido.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Place</source>
        <translation>Local</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Village, area or market</source>
        <translation>Aldeia, zona ou mercado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date (year.month.day)</source>
        <translation>Data (ano.mês.dia)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Data</translation>
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
        <translation>a fila &apos;%1&apos; não existe neste tabuleiro</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>row &apos;%1&apos; has %2 pits, the board %3</source>
        <translation>número de casas na fila &apos;%1&apos;: %2, o tabuleiro tem %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>pit %1: %2 seeds is out of range 0..%3</source>
        <translation>casa %1: %2 sementes, fora do intervalo 0..%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>reserve or captured count out of range</source>
        <translation>o número da reserva ou das capturadas está fora do intervalo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only the two-phase game has reserves</source>
        <translation>só o jogo de duas fases tem reserva</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ply must not be negative</source>
        <translation>o número da jogada não pode ser negativo</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="+20"/>
        <source>Settings</source>
        <translation>Definições</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+9"/>
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
        <location line="+7"/>
        <source>Computer, level 5</source>
        <translation>Computador, nível 5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level 5 looks further ahead the longer it may think: more time plays stronger, less answers sooner. The other levels always look the same distance ahead.</source>
        <translation>O nível 5 vê mais longe quanto mais tempo pode pensar: com mais tempo joga melhor e com menos responde mais depressa. Os outros níveis veem sempre igualmente longe.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Half a second a move</source>
        <translation>Meio segundo por jogada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One second a move (the default)</source>
        <translation>Um segundo por jogada (valor predefinido)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two seconds a move</source>
        <translation>Dois segundos por jogada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Five seconds a move</source>
        <translation>Cinco segundos por jogada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ten seconds a move</source>
        <translation>Dez segundos por jogada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level 5&apos;s thinking time per move</source>
        <translation>Tempo de reflexão do nível 5 por jogada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Record archive</source>
        <translation>Arquivo de registos</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Back up the archive…</source>
        <translation>Fazer uma cópia de segurança do arquivo…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saves a complete copy of the record archive to a file you choose</source>
        <translation>Guarda uma cópia completa do arquivo de registos no ficheiro que escolher</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Check the archive</source>
        <translation>Verificar o arquivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reads every page of the record archive and says whether it is intact</source>
        <translation>Lê todas as páginas do arquivo de registos e diz se está intacto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checking…</source>
        <translation>A verificar…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Enkang %1. Rules as settled in the app&apos;s rulings; see the Rules and Sources pages.</source>
        <translation>Enkang %1. Regras conforme as decisões desta aplicação; ver as páginas Regras e Fontes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Back up the archive</source>
        <translation>Cópia de segurança do arquivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enkang archives (*.sqlite)</source>
        <translation>Arquivos do Enkang (*.sqlite)</translation>
    </message>
</context>
<context>
    <name>SharedArchive</name>
    <message>
        <location filename="../archive/shared/conflict_resolution.cpp" line="+23"/>
        <source>the server&apos;s version of %1 cannot be read</source>
        <translation>não é possível ler a versão do servidor de %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no conflict %1 (see &apos;enkang-cli sync conflicts&apos;)</source>
        <translation>não há nenhum conflito %1 (veja &apos;enkang-cli sync conflicts&apos;)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>one side deleted the record: keep local or server</source>
        <translation>um dos lados apagou o registo: mantenha a versão local ou a do servidor</translation>
    </message>
    <message>
        <location filename="../archive/shared/server_connection.cpp" line="+18"/>
        <source>&apos;%1&apos; is not a server address such as postgresql://host/database</source>
        <translation>&apos;%1&apos; não é um endereço de servidor como postgresql://host/database</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;%1&apos; names no database (postgresql://host/DATABASE)</source>
        <translation>&apos;%1&apos; não indica nenhuma base de dados (postgresql://host/DATABASE)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos;: the port must be 1 to 65535</source>
        <translation>&apos;%1&apos;: a porta tem de estar entre 1 e 65535</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cannot reach the server: %1</source>
        <translation>não é possível chegar ao servidor: %1</translation>
    </message>
    <message>
        <location filename="../archive/shared/server_schema.cpp" line="+27"/>
        <source>the server has no Enkang archive yet: its owner runs &apos;enkang-cli sync init --server URL&apos; once</source>
        <translation>o servidor ainda não tem um arquivo do Enkang: o seu responsável executa uma vez &apos;enkang-cli sync init --server URL&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the server&apos;s archive is at version %1: its owner runs &apos;enkang-cli sync init --server URL&apos; to bring it to %2</source>
        <translation>o arquivo do servidor está na versão %1: o seu responsável executa &apos;enkang-cli sync init --server URL&apos; para o levar à %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the server&apos;s archive is version %1, newer than this Enkang knows (%2): update Enkang</source>
        <translation>o arquivo do servidor é da versão %1, mais recente do que este Enkang conhece (%2): atualize o Enkang</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot start a transaction</source>
        <translation>não é possível iniciar uma transação</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>migrating the server to version %1: %2</source>
        <translation>ao atualizar o servidor para a versão %1: %2</translation>
    </message>
    <message>
        <location filename="../archive/shared/sync_session.cpp" line="+74"/>
        <source>the local archive is read-only: %1</source>
        <translation>o arquivo local é só de leitura: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot start a transaction on the server</source>
        <translation>não é possível iniciar uma transação no servidor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the server refused: %1</source>
        <translation>o servidor recusou: %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>the server did not commit: %1</source>
        <translation>o servidor não confirmou as alterações: %1</translation>
    </message>
</context>
<context>
    <name>SharedArchiveSettings</name>
    <message>
        <location filename="../qml/components/SharedArchiveSettings.qml" line="+14"/>
        <source>Shared archive</source>
        <translation>Arquivo partilhado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Server, e.g. postgresql://server.lan/enkang</source>
        <translation>Servidor, p. ex. postgresql://server.lan/enkang</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>User</source>
        <translation>Utilizador</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Password (not stored)</source>
        <translation>Palavra-passe (não é guardada)</translation>
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
            <numerusform>%n alteração pendente</numerusform>
            <numerusform>%n alterações pendentes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n conflict(s): the record was changed here and on the server</source>
        <translation>
            <numerusform>%n conflito: o registo foi alterado aqui e no servidor</numerusform>
            <numerusform>%n conflitos: os registos foram alterados aqui e no servidor</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Deleted here</source>
        <translation>Apagado aqui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Changed here</source>
        <translation>Alterado aqui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deleted on the server by %1</source>
        <translation>apagado no servidor por %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>changed on the server by %1, %2</source>
        <translation>alterado no servidor por %1, %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep mine</source>
        <translation>Manter o meu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the server&apos;s</source>
        <translation>Manter o do servidor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep both</source>
        <translation>Manter ambos</translation>
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
        <location line="+4"/>
        <source>solving the endgames…</source>
        <translation>a resolver os finais…</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>plays perfectly with %n seed(s) or fewer left</source>
        <translation>
            <numerusform>joga na perfeição com %n semente ou menos</numerusform>
            <numerusform>joga na perfeição com %n sementes ou menos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>computer, level %1</source>
        <translation>computador, nível %1</translation>
    </message>
    <message>
        <location line="+8"/>
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
        <translation>Sem decisão</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The rules of play do not depend on this point, so the archive shows what each source says and does not decide.</source>
        <translation>As regras do jogo não dependem deste ponto; por isso o arquivo mostra o que diz cada fonte e não decide.</translation>
    </message>
</context>
<context>
    <name>SourceView</name>
    <message>
        <location filename="../qml/components/SourceView.qml" line="+32"/>
        <source>Primary source</source>
        <translation>Fonte primária</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secondary source</source>
        <translation>Fonte secundária</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Founding text</source>
        <translation>Texto fundador</translation>
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
        <translation>ambiguidade</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>disagreement</source>
        <extracomment>Kind of annotation: sources differ on a point</extracomment>
        <translation>divergência</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>defect</source>
        <extracomment>Kind of annotation: an error of the text itself</extracomment>
        <translation>defeito</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Board size</source>
        <translation>Tamanho do tabuleiro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set-up</source>
        <translation>Disposição inicial</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First move</source>
        <translation>Primeira jogada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sowing direction</source>
        <translation>Sentido da sementeira</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Relay sowing</source>
        <translation>Sementeira em cadeia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The emptied pit</source>
        <translation>A casa esvaziada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Endless moves</source>
        <translation>Jogadas intermináveis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change of phase</source>
        <translation>Mudança de fase</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raids</source>
        <translation>Incursões</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Capture</source>
        <translation>Captura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Column capture</source>
        <translation>Captura de colunas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Repetition</source>
        <translation>Repetição</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the game</source>
        <translation>Fim da partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leftover seeds</source>
        <translation>Sementes restantes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Teams</source>
        <translation>Equipas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Terminology</source>
        <translation>Terminologia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Provenance</source>
        <translation>Proveniência</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Typology</source>
        <translation>Tipologia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Citation</source>
        <translation>Citação</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Endgame study</source>
        <translation>Estudo de final de partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text artefacts</source>
        <translation>Artefactos do texto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Other</source>
        <translation>Outro</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All games</source>
        <extracomment>An annotation or ruling that concerns all the games</extracomment>
        <translation>Todos os jogos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English</source>
        <translation>inglês</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>German</source>
        <translation>alemão</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spanish</source>
        <translation>espanhol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Portuguese</source>
        <translation>português</translation>
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
        <translation>suaíli</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Authors</source>
        <translation>Autores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Year</source>
        <translation>Ano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In</source>
        <extracomment>The journal, book, website or software a source appears in</extracomment>
        <translation>Publicado em</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume</source>
        <translation>Vol.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Publisher</source>
        <translation>Editora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place of publication</source>
        <translation>Local de publicação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>Endereço</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Licence</source>
        <translation>Licença</translation>
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
        <translation>Observado em</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games</source>
        <translation>Jogos</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>‹ Sources</source>
        <extracomment>Goes back from one source to the list of sources</extracomment>
        <translation>‹ Fontes</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Opening…</source>
        <translation>A abrir…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a source to read it with its annotations.</source>
        <translation>Escolha uma fonte para a ler com as suas anotações.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>added or edited by you</source>
        <translation>adicionada ou editada por si</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Edit source</source>
        <translation>Editar fonte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add annotation</source>
        <translation>Adicionar anotação</translation>
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
        <translation>Baseada em:</translation>
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
        <translation>Anotações (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No annotations yet. Add what this source says, where it is unclear, where it disagrees with another source, or where its text is defective.</source>
        <translation>Ainda não há anotações. Acrescente o que esta fonte afirma, onde não é clara, onde diverge de outra fonte ou onde o seu texto tem defeitos.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit annotation</source>
        <translation>Editar anotação</translation>
    </message>
    <message>
        <location filename="../qml/components/SourceComparison.qml" line="-11"/>
        <location filename="../qml/components/SourceView.qml" line="+16"/>
        <source>Ruling: %1 ›</source>
        <extracomment>A link from an annotation to the app&apos;s ruling on its point; %1 is the ruling&apos;s title</extracomment>
        <translation>Decisão: %1 ›</translation>
    </message>
</context>
<context>
    <name>SourcesPage</name>
    <message>
        <location filename="../qml/pages/SourcesPage.qml" line="+45"/>
        <source>%1 copied to the clipboard (sources: %2).</source>
        <extracomment>%1 is BibTeX or CSL-JSON; %2 the number of sources cited</extracomment>
        <translation>%1 copiado para a área de transferência (fontes: %2).</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Sources (%1)</source>
        <translation>Fontes (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rulings (%1)</source>
        <translation>Decisões (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comparisons (%1)</source>
        <translation>Comparações (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Glossary</source>
        <translation>Glossário</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Dismiss</source>
        <extracomment>Hides an error message</extracomment>
        <translation>Fechar</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>Search authors, titles, notes, annotations…</source>
        <translation>Pesquisar autores, títulos, notas, anotações…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>All kinds</source>
        <translation>Todos os tipos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primary</source>
        <translation>Primárias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secondary</source>
        <translation>Secundárias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Founding texts</source>
        <translation>Textos fundadores</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kind of source</source>
        <translation>Tipo de fonte</translation>
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
        <translation>Adicionar fonte</translation>
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
        <translation>anotações: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yours</source>
        <translation>sua</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The archive is not available.</source>
        <translation>O arquivo não está disponível.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opening the archive…</source>
        <translation>A abrir o arquivo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No source matches.</source>
        <translation>Nenhuma fonte corresponde.</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>How the app settles each doubtful point of the sources.</source>
        <translation>Como a aplicação resolve cada ponto duvidoso das fontes.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>option: %1</source>
        <extracomment>%1 is the key of a new-game option, such as max-laps</extracomment>
        <translation>opção: %1</translation>
    </message>
    <message>
        <location filename="../qml/components/SourceComparison.qml" line="-14"/>
        <location filename="../qml/pages/RulesPage.qml" line="-24"/>
        <location filename="../qml/pages/SourcesPage.qml" line="+2"/>
        <source>Enkang&apos;s ruling</source>
        <extracomment>Marks a ruling that is the app&apos;s own interpretation of an unclear point</extracomment>
        <translation>Decisão de Enkang</translation>
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
        <translation>Ocultar as anotações</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the annotations</source>
        <translation>Mostrar as anotações</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Where the sources differ or fall silent: what each says, and how the app decides.</source>
        <translation>Onde as fontes divergem ou se calam: o que diz cada uma e como decide a aplicação.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>plural %1</source>
        <extracomment>The plural of a Maa term, e.g. &quot;plural inkang&apos;ite&quot;</extracomment>
        <translation>plural: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Term of these rules (in English: %1)</source>
        <extracomment>A glossary entry that is a term of the app&apos;s rules, not a word of the sources; %1 is its English form</extracomment>
        <translation>Termo destas regras (em inglês: %1)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>All games</source>
        <translation>Todos os jogos</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location line="-194"/>
        <source>Add a source</source>
        <translation>Adicionar uma fonte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit source</source>
        <translation>Editar fonte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Title (required)</source>
        <translation>Título (obrigatório)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Authors (Family, Given; Family, Given)</source>
        <extracomment>How to type several authors</extracomment>
        <translation>Autores (Apelido, Nome; Apelido, Nome)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Year</source>
        <translation>Ano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Journal, book, website or software</source>
        <translation>Revista, livro, sítio web ou programa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume</source>
        <translation>Vol.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Publisher</source>
        <translation>Editora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place of publication</source>
        <translation>Local de publicação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address (URL), only one you have seen</source>
        <translation>Endereço (URL), só um que tenha consultado</translation>
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
        <translation>Informante (quem ensinou o jogo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the game was observed</source>
        <translation>Onde o jogo foi observado</translation>
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
        <translation>Tipo para citações</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Journal article</source>
        <extracomment>CSL item types: journal article, book, web page, software, document</extracomment>
        <translation>Artigo de revista</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Book</source>
        <translation>Livro</translation>
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
        <translation>Jogos</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Summary: what the source is and contains</source>
        <translation>Resumo: o que é a fonte e o que contém</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note: what is unknown, unchecked or defective</source>
        <translation>Nota: o que é desconhecido, não verificado ou defeituoso</translation>
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
        <translation>Uma fonte precisa de um título.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add an annotation</source>
        <translation>Adicionar uma anotação</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit annotation</source>
        <translation>Editar anotação</translation>
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
        <translation>O jogo da fonte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ruling it bears on</source>
        <translation>Decisão a que diz respeito</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>None</source>
        <translation>Nenhuma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Annotation</source>
        <translation>Anotação</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In your own words: what the source says, leaves open, disputes or gets wrong.</source>
        <translation>Por palavras suas: o que a fonte afirma, deixa em aberto, contesta ou erra.</translation>
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
        <translation>Ficheiros BibTeX (*.bib)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSL-JSON files (*.json)</source>
        <translation>Ficheiros CSL-JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>enkang::ui::ArchiveService</name>
    <message>
        <location filename="../app/ui/archive_service.cpp" line="+43"/>
        <source>the disk is full</source>
        <translation>o disco está cheio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file, its folder or the medium it is on is read-only</source>
        <translation>o ficheiro, a sua pasta ou o suporte onde está são só de leitura</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The archive is not open, so there is nothing to back up.</source>
        <translation>O arquivo não está aberto, por isso não há nada para copiar.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Backed up to %1.</source>
        <translation>Cópia de segurança guardada em %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The backup failed: %1</source>
        <extracomment>%1 is why the backup failed (from the archive, in English)</extracomment>
        <translation>A cópia de segurança falhou: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The archive is not open, so there is nothing to check.</source>
        <translation>O arquivo não está aberto, por isso não há nada a verificar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The archive is intact.</source>
        <translation>O arquivo está intacto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The archive is damaged: %1</source>
        <extracomment>%1 is what the check found (from the archive, in English)</extracomment>
        <translation>O arquivo está danificado: %1</translation>
    </message>
</context>
<context>
    <name>enkang::ui::BatchAnalysis</name>
    <message>
        <location filename="../app/ui/batch_analysis.cpp" line="+104"/>
        <source>Nothing can be saved in this archive: %1</source>
        <translation>Não é possível guardar nada neste arquivo: %1</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>The analysis stopped: %1</source>
        <extracomment>%1 is why saving failed (from the archive, in English)</extracomment>
        <translation>A análise parou: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled. Records looked at: %1 of %2. Analyses saved: %3.</source>
        <translation>Cancelada. Registos examinados: %1 de %2. Análises guardadas: %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Records looked at: %1. Analyses saved: %2.</source>
        <translation>Registos examinados: %1. Análises guardadas: %2.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::Exporter</name>
    <message>
        <location filename="../app/ui/exporter.cpp" line="+32"/>
        <source>%1 cannot be written: %2</source>
        <extracomment>%1 is the file&apos;s path, %2 the system&apos;s reason (e.g. &quot;Permission denied&quot;)</extracomment>
        <translation>Não é possível escrever em %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 could not be saved: %2</source>
        <translation>Não foi possível guardar %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This record&apos;s board cannot be drawn: %1</source>
        <translation>Não é possível desenhar o tabuleiro deste registo: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This record has no move %1.</source>
        <translation>Este registo não tem a jogada %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The position after move %1 is not known: the engine follows this record only to move %2.</source>
        <translation>A posição após a jogada %1 é desconhecida: o motor só consegue seguir este registo até à jogada %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: the picture could not be encoded.</source>
        <translation>%1: não foi possível codificar a imagem.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Choose a file to save to.</source>
        <translation>Escolha um ficheiro onde guardar.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved %1.</source>
        <translation>Guardado: %1.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The record could not be loaded: %1</source>
        <translation>Não foi possível carregar o registo: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+23"/>
        <source>A picture is %1 to %2 pixels each way.</source>
        <translation>A largura e a altura de uma imagem têm de estar entre %1 e %2 píxeis.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>The game or its options are not known.</source>
        <translation>O jogo ou as suas opções são desconhecidos.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::FieldRecording</name>
    <message>
        <location filename="../app/ui/field_recording.cpp" line="+66"/>
        <source>A game is being recorded; finish it first.</source>
        <translation>Está a ser registada uma partida; termine-a primeiro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not one of the games.</source>
        <translation>«%1» não é nenhum dos jogos.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>The game is already over in this position.</source>
        <translation>Nesta posição, a partida já terminou.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>There is no such pit.</source>
        <translation>Essa casa não existe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start recording first.</source>
        <translation>Comece primeiro a registar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not a pit of the side to move.</source>
        <translation>A casa %1 não pertence ao lado que joga.</translation>
    </message>
    <message>
        <location line="+198"/>
        <source>unknown error</source>
        <translation>erro desconhecido</translation>
    </message>
</context>
<context>
    <name>enkang::ui::GameController</name>
    <message>
        <location filename="../app/ui/game_controller.cpp" line="+195"/>
        <source>There is no such pit.</source>
        <translation>Essa casa não existe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>The game is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Wait: the computer is thinking.</source>
        <translation>Aguarde: o computador está a pensar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is the computer&apos;s turn.</source>
        <translation>É a vez do computador.</translation>
    </message>
    <message>
        <location line="+11"/>
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
        <location line="+182"/>
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
<context>
    <name>enkang::ui::LearnController</name>
    <message>
        <location filename="../app/ui/learn_controller.cpp" line="+21"/>
        <source>Well played. That is the whole game in your hands now.</source>
        <translation>Muito bem jogado. Agora tem o jogo inteiro nas suas mãos.</translation>
    </message>
    <message>
        <location line="+176"/>
        <source>Try again.</source>
        <translation>Tente de novo.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::RecordExporter</name>
    <message>
        <location filename="../app/ui/record_exporter.cpp" line="+74"/>
        <source>Export cancelled: %1 was left as it was.</source>
        <translation>Exportação cancelada: %1 não foi alterado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing was exported: %1</source>
        <translation>Nada foi exportado: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n record(s) exported to %1.</source>
        <translation>
            <numerusform>%n registo exportado para %1.</numerusform>
            <numerusform>%n registos exportados para %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The record could not be read: %1</source>
        <translation>Não foi possível ler o registo: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The record is on the clipboard, as text.</source>
        <translation>O registo está na área de transferência, como texto.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::RecordReplay</name>
    <message>
        <location filename="../app/ui/record_replay.cpp" line="+139"/>
        <source>The record could not be loaded: %1</source>
        <translation>Não foi possível carregar o registo: %1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>This record cannot be replayed: %1</source>
        <translation>Este registo não pode ser reproduzido: %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Move %1 (%2) was recorded as irregular: the engine cannot follow the game past it. The board stops at the position before it; the later moves are listed as recorded.</source>
        <translation>A jogada %1 (%2) foi registada como irregular: o motor não consegue seguir a partida para além dela. O tabuleiro fica na posição anterior a essa jogada; as jogadas seguintes aparecem tal como foram registadas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move %1 (%2) is not a pit of this board; the replay stops before it.</source>
        <translation>A jogada %1 (%2) não corresponde a uma casa deste tabuleiro; a reprodução para antes dela.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move %1 (%2) is not legal in this position; the replay stops before it.</source>
        <translation>A jogada %1 (%2) não é legal nesta posição; a reprodução para antes dela.</translation>
    </message>
    <message>
        <location line="+274"/>
        <source>Open a record the engine can replay first.</source>
        <translation>Abra primeiro um registo que o motor consiga reproduzir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There are no moves the engine can follow.</source>
        <translation>Não há jogadas que o motor consiga seguir.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::RecordsController</name>
    <message>
        <location filename="../app/ui/records_controller.cpp" line="+53"/>
        <source>The archive is not open.</source>
        <translation>O arquivo não está aberto.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::SourcesController</name>
    <message>
        <location filename="../app/ui/sources_controller.cpp" line="+40"/>
        <location line="+72"/>
        <source>No archive is open, so there are no sources to show.</source>
        <translation>Não há nenhum arquivo aberto, por isso não há fontes para mostrar.</translation>
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
        <translation>%1 e outros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 &amp; %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The archive could not be opened: %1</source>
        <extracomment>%1 is the reason the archive database could not be opened</extracomment>
        <translation>Não foi possível abrir o arquivo: %1</translation>
    </message>
    <message>
        <location line="+203"/>
        <source>There is no source &quot;%1&quot; in the archive.</source>
        <extracomment>%1 is a source&apos;s id</extracomment>
        <translation>Não existe nenhuma fonte «%1» no arquivo.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>There is no ruling &quot;%1&quot; in the archive.</source>
        <extracomment>%1 is a ruling&apos;s id</extracomment>
        <translation>Não existe nenhuma decisão «%1» no arquivo.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Unknown kind of source: %1</source>
        <extracomment>%1 is what was given as the kind of a source</extracomment>
        <translation>Tipo de fonte desconhecido: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The year must be a number: %1</source>
        <extracomment>%1 is what was typed as the year</extracomment>
        <translation>O ano tem de ser um número: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A source needs a title.</source>
        <translation>Uma fonte precisa de um título.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Source saved.</source>
        <translation>Fonte guardada.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>An annotation needs a source, a topic and a text.</source>
        <translation>Uma anotação precisa de uma fonte, de um tema e de um texto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unknown kind of annotation: %1</source>
        <extracomment>%1 is what was given as the kind of an annotation</extracomment>
        <translation>Tipo de anotação desconhecido: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unknown game: %1</source>
        <extracomment>%1 is what was given as the game</extracomment>
        <translation>Jogo desconhecido: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Annotation saved.</source>
        <translation>Anotação guardada.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+26"/>
        <source>Unknown citation format: %1</source>
        <extracomment>%1 is a citation format asked for</extracomment>
        <translation>Formato de citação desconhecido: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Citations can only be saved to a local file: %1</source>
        <extracomment>%1 is the address chosen to save to</extracomment>
        <translation>As citações só podem ser guardadas num ficheiro local: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Could not save %1: %2</source>
        <extracomment>%1 is a file, %2 the reason it could not be written</extracomment>
        <translation>Não foi possível guardar %1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved to %1 (sources: %2).</source>
        <extracomment>%1 is a file, %2 the number of sources written to it</extracomment>
        <translation>Guardado em %1 (fontes: %2).</translation>
    </message>
</context>
<context>
    <name>enkang::ui::SyncController</name>
    <message>
        <location filename="../app/ui/sync_controller.cpp" line="+101"/>
        <source>Connecting…</source>
        <translation>A ligar…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Sending %1 of %2</source>
        <translation>A enviar %1 de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Receiving: %1 read</source>
        <translation>A receber: %1 lidos</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Sent %1, received %2, new conflicts %3, refused %4</source>
        <translation>Enviados %1, recebidos %2, conflitos novos %3, recusados %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sync stopped: %1</source>
        <translation>A sincronização parou: %1</translation>
    </message>
</context>
</TS>
