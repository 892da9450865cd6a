<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sk">
<context>
    <name>ArchiveFault</name>
    <message>
        <location filename="../archive/archive_fault.cpp" line="+105"/>
        <source>the disk is full: nothing was saved; free space and try again</source>
        <translation>disk je plný: nič sa neuložilo; uvoľni miesto a skús to znova</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the archive is in use by another program: nothing was saved; close that program and try again</source>
        <translation>archív používa iný program: nič sa neuložilo; zatvor ten program a skús to znova</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the archive can only be read here (read-only file, folder or medium): nothing was saved</source>
        <translation>archív sa tu dá len čítať (súbor, priečinok alebo médium len na čítanie): nič sa neuložilo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the archive is damaged: nothing was saved</source>
        <translation>archív je poškodený: nič sa neuložilo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the archive could not be written (input/output error): nothing was saved</source>
        <translation>do archívu sa nepodarilo zapisovať (chyba vstupu/výstupu): nič sa neuložilo</translation>
    </message>
</context>
<context>
    <name>ArchiveFile</name>
    <message>
        <location filename="../archive/database.cpp" line="+32"/>
        <source>it is on a read-only medium</source>
        <translation>je na médiu len na čítanie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is read-only (%1)</source>
        <translation>súbor je len na čítanie (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its folder is read-only (%1)</source>
        <translation>jeho priečinok je len na čítanie (%1)</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>%1: is a folder, not an archive</source>
        <translation>%1: je priečinok, nie archív</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: the folder cannot be made; no archive was created</source>
        <translation>%1: priečinok sa nedá vytvoriť; žiadny archív sa nevytvoril</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: no archive can be made here: %2</source>
        <translation>%1: tu sa archív nedá vytvoriť: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2, and this archive must be upgraded before it can be read; copy it to a place that can be written</source>
        <translation>%1: %2 a tento archív treba pred čítaním aktualizovať; skopíruj ho na miesto, kam sa dá zapisovať</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the disk is full</source>
        <translation>disk je plný</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: cannot be opened: %2</source>
        <translation>%1: nedá sa otvoriť: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: migration failed, the archive is as it was: %2</source>
        <translation>%1: aktualizácia zlyhala, archív zostal taký, aký bol: %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: the database is damaged (SQLite&apos;s check failed: %2)</source>
        <translation>%1: databáza je poškodená (kontrola SQLite zlyhala: %2)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: could not write the backup %2 before upgrading it; nothing was changed (%3)</source>
        <translation>%1: pred aktualizáciou sa nepodarilo zapísať zálohu %2; nič sa nezmenilo (%3)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: the backup could not be put in place (%2)</source>
        <translation>%1: zálohu sa nepodarilo dať na jej miesto (%2)</translation>
    </message>
    <message>
        <location filename="../archive/file_probe.cpp" line="+49"/>
        <source>%1: %2; it was left untouched</source>
        <translation>%1: %2; zostal nedotknutý</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot be read</source>
        <translation>nedá sa prečítať</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not an Enkang archive (not an SQLite database)</source>
        <translation>nie je to archív Enkangu (nie je to databáza SQLite)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the database header is cut short</source>
        <translation>hlavička databázy je neúplná</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot be opened: %1</source>
        <translation>nedá sa otvoriť: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot be read as SQLite: %1</source>
        <translation>nedá sa prečítať ako SQLite: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>its schema version cannot be read</source>
        <translation>verziu jeho schémy sa nedá prečítať</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>damaged: its list of tables cannot be read: %1</source>
        <translation>poškodený: jeho zoznam tabuliek sa nedá prečítať: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not an Enkang archive: it belongs to another program (SQLite application id 0x%1)</source>
        <translation>nie je to archív Enkangu: patrí inému programu (identifikátor aplikácie SQLite 0x%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not an Enkang archive: an SQLite database that Enkang did not make (no tables, schema version %1)</source>
        <translation>nie je to archív Enkangu: databáza SQLite, ktorú Enkang nevytvoril (bez tabuliek, verzia schémy %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not an Enkang archive: it holds tables that are not Enkang&apos;s (%1)</source>
        <translation>nie je to archív Enkangu: obsahuje tabuľky, ktoré nie sú Enkangu (%1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>made by a newer Enkang (schema %1; this app knows up to %2). Update Enkang to open it</source>
        <translation>vytvoril ho novší Enkang (schéma %1; táto aplikácia pozná najviac %2). Aktualizuj Enkang, aby si ho otvoril</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>damaged: schema version %1 is not one Enkang ever wrote (1 to %2)</source>
        <translation>poškodený: verziu schémy %1 Enkang nikdy nezapísal (od 1 po %2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>in use by another program</source>
        <translation>používa ho iný program</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the database is damaged (SQLite&apos;s check failed)</source>
        <translation>databáza je poškodená (kontrola SQLite zlyhala)</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../qml/components/Board.qml" line="+158"/>
        <source>Board</source>
        <translation>Hracia doska</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Picture of the board</source>
        <translation>Obrázok dosky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rows of %2 pits</source>
        <translation>%1 rady po %2 jamkách</translation>
    </message>
</context>
<context>
    <name>BoardPainter</name>
    <message>
        <location filename="../app/ui/board_painter.cpp" line="+83"/>
        <source>South</source>
        <translation>Juh</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Sever</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reserve %1</source>
        <translation>zásoba %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>captured %1</source>
        <translation>zajaté %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>na ťahu</translation>
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
        <translation>Zrušiť</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Uložiť</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Otvoriť</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes</source>
        <translation>Áno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <translation>Nie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
</context>
<context>
    <name>EvaluationGraph</name>
    <message>
        <location filename="../qml/components/EvaluationGraph.qml" line="+16"/>
        <source>Evaluation over the game</source>
        <translation>Hodnotenie v priebehu partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After move %1: %2 for South</source>
        <translation>Po ťahu %1: %2 pre Juh</translation>
    </message>
</context>
<context>
    <name>FieldRecorder</name>
    <message>
        <location filename="../qml/components/FieldRecorder.qml" line="+50"/>
        <source>The recording could not start.</source>
        <translation>Záznam sa nepodarilo spustiť.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+225"/>
        <source>South</source>
        <translation>Juh</translation>
    </message>
    <message>
        <location line="-225"/>
        <location line="+232"/>
        <source>North</source>
        <translation>Sever</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>After the irregular move the engine no longer knows the position: every tap is kept as observed.</source>
        <translation>Po nepravidelnom ťahu program už nepozná pozíciu: každé ťuknutie sa uloží tak, ako bolo pozorované.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over (%1). Finish to close the record.</source>
        <translation>Partia sa skončila (%1). Záznam uzavrieš tlačidlom Dokončiť.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move</source>
        <translation>Na ťahu: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the seeds</source>
        <translation>semienka rozsieva %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If it was played so, long-press the pit (or switch on Irregular move) to keep it as observed.</source>
        <translation>Ak sa naozaj hralo takto, podrž prst na jamke (alebo zapni Nepravidelný ťah) a ťah sa uloží tak, ako bol pozorovaný.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Fewer: %1</source>
        <translation>Menej: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>More: %1</source>
        <translation>Viac: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Record a game</source>
        <translation>Zaznamenať partiu</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+457"/>
        <source>Cancel</source>
        <translation>Zrušiť</translation>
    </message>
    <message>
        <location line="-429"/>
        <location line="+11"/>
        <source>Set up the position</source>
        <translation>Rozostaviť pozíciu</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+72"/>
        <source>Start recording</source>
        <translation>Začať záznam</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Back</source>
        <translation>Späť</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>Tap a pit, then set its count with − and +.</source>
        <translation>Ťukni na jamku a potom pomocou − a + nastav počet v nej.</translation>
    </message>
    <message>
        <location line="+255"/>
        <source>Pit %1</source>
        <translation>Jamka %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pit chosen</source>
        <translation>Nie je vybratá žiadna jamka</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>To move</source>
        <translation>Na ťahu</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>South&apos;s reserve</source>
        <translation>Zásoba Juhu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North&apos;s reserve</source>
        <translation>Zásoba Severu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured by South</source>
        <translation>Zajaté Juhom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Captured by North</source>
        <translation>Zajaté Severom</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Empty board</source>
        <translation>Prázdna doska</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start position</source>
        <translation>Začiatočná pozícia</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+337"/>
        <source>Finish</source>
        <translation>Dokončiť</translation>
    </message>
    <message>
        <location line="-321"/>
        <source>Saved</source>
        <translation>Uložené</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saving…</source>
        <translation>Ukladá sa…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not saved</source>
        <translation>Neuložené</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to save yet</source>
        <translation>Zatiaľ nie je čo uložiť</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The last move is not in the archive yet: %1. It is kept here and tried again.</source>
        <translation>Posledný ťah ešte nie je v archíve: %1. Zostáva uchovaný tu a uloženie sa skúsi znova.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Retry</source>
        <translation>Skúsiť znova</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Reserve: %1 %2 – %3 %4</source>
        <translation>Zásoba: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured: %1 %2 – %3 %4</source>
        <translation>Zajaté: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Moves recorded</source>
        <translation>Zaznamenané ťahy</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No moves yet: tap the pit each move is played from.</source>
        <translation>Zatiaľ žiadne ťahy: pri každom ťahu ťukni na jamku, z ktorej sa hrá.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Undo</source>
        <translation>Späť</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Comment or glyph</source>
        <translation>Komentár či značka</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A comment or a glyph on the move just recorded</source>
        <translation>Komentár alebo značka k práve zaznamenanému ťahu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Irregular move</source>
        <translation>Nepravidelný ťah</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The next tapped pit is kept as an observed move the engine calls illegal</source>
        <translation>Jamka, na ktorú ťukneš ako na ďalšiu, sa uloží ako pozorovaný ťah, ktorý program považuje za neplatný</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Names</source>
        <translation>Názvy</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show pit names</source>
        <translation>Zobraziť názvy jamiek</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Irregular move at %1</source>
        <translation>Nepravidelný ťah z jamky %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep as irregular</source>
        <translation>Uložiť ako nepravidelný</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The move is kept as it was seen (written ~%1). The engine cannot follow the game past it; the later moves are recorded as you tap them.</source>
        <translation>Ťah sa uloží tak, ako bol pozorovaný (zápis ~%1). Program za ním už partiu nedokáže sledovať; ďalšie ťahy sa zaznamenajú tak, ako na ne ťukneš.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What happened (optional)</source>
        <translation>Čo sa stalo (nepovinné)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Finish the record</source>
        <translation>Dokončiť záznam</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Result</source>
        <translation>Výsledok</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not known or unfinished</source>
        <translation>Neznámy alebo nedohraná partia</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>%1 won</source>
        <translation>Víťaz: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Draw</source>
        <translation>Remíza</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The last change is not in the archive: %1</source>
        <translation>Posledná zmena nie je v archíve: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No move was recorded, so there is nothing to keep.</source>
        <translation>Nebol zaznamenaný žiadny ťah, takže nie je čo uložiť.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves recorded: %1. The record stays in the archive.</source>
        <translation>Zaznamenané ťahy: %1. Záznam zostáva v archíve.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep recording</source>
        <translation>Pokračovať v zázname</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Finish without it</source>
        <translation>Dokončiť bez nej</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <location filename="../qml/style/DialogButtonBox.qml" line="+12"/>
        <source>File name</source>
        <translation>Názov súboru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <location filename="../app/ui/game_catalog.cpp" line="+22"/>
        <source>Bao la Kimasai, two-phase</source>
        <translation>Bao la Kimasai, dve fázy</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bao la Kimasai, four-row</source>
        <translation>Bao la Kimasai, štyri rady</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>En Gehé</source>
        <translation>En Gehé</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Two-phase</source>
        <translation>Dve fázy</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Four-row</source>
        <translation>Štyri rady</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Maasai herders near Kilimanjaro, northern Tanzania</source>
        <translation>Masajskí pastieri neďaleko Kilimandžára, sever Tanzánie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Maasai near Mpwapwa, Dodoma region, Tanzania</source>
        <translation>Masajovia neďaleko Mpwapwy, región Dodoma, Tanzánia</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Loitha and Kisonga Maasai warriors (morans), northern Tanzania</source>
        <translation>Masajskí bojovníci (morans) zo skupín Loitha a Kisonga, sever Tanzánie</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>David MacKay, 2001, taught by Moinget Ole Kuney</source>
        <translation>David MacKay (2001), ktorého hru naučil Moinget Ole Kuney</translation>
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
        <translation>4 × 8 jamiek. Privádzaj kravy zo zásoby, v každom ťahu jednu, rozsievaj v smere hodinových ručičiek so štafetou a potom podnikaj nájazdy na súperov predný rad.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>4 × 12 pits, one seed each at most. Slide a seed into an empty pit and take whole columns.</source>
        <translation>4 × 12 jamiek, v každej najviac jedno semienko. Posuň semienko do prázdnej jamky a zajímaj celé stĺpce.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>2 × 40 to 50 pits, 4 seeds each. Teams sow round the whole board with relays; the last seed in an empty pit of your row captures.</source>
        <translation>2 × 40 až 50 jamiek, v každej 4 semienka. Tímy rozsievajú okolo celej dosky so štafetou; posledné semienko v prázdnej jamke vlastného radu zajíma.</translation>
    </message>
    <message>
        <location filename="../qml/components/GameInfo.qml" line="+14"/>
        <source>Lap limit (endless moves)</source>
        <translation>Limit kôl (nekonečné ťahy)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserve cows each</source>
        <translation>Kravy v zásobe na hráča</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pits per row</source>
        <translation>Počet jamiek v rade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seeds per pit</source>
        <translation>Počet semienok v jamke</translation>
    </message>
</context>
<context>
    <name>GameSheet</name>
    <message>
        <location filename="../app/ui/game_sheet.cpp" line="+80"/>
        <source>Page %1</source>
        <translation>Strana %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>South won</source>
        <translation>Vyhral Juh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North won</source>
        <translation>Vyhral Sever</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw</source>
        <translation>Remíza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not finished, or not known</source>
        <translation>Nedohraná partia alebo neznámy výsledok</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a blunder</source>
        <translation>hrubá chyba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a mistake</source>
        <translation>chyba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an inaccuracy</source>
        <translation>nepresnosť</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>South</source>
        <translation>Juh</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Sever</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Variation: %1</source>
        <translation>Variant: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The PDF could not be started.</source>
        <translation>PDF sa nepodarilo vytvoriť.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Options</source>
        <translation>Možnosti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>Miesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coordinates</source>
        <translation>Súradnice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event</source>
        <translation>Udalosť</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Observer</source>
        <translation>Pozorovateľ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Result</source>
        <translation>Výsledok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources</source>
        <translation>Pramene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Poznámky</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, by the engine (level %2): blunders %3, mistakes %4, inaccuracies %5</source>
        <extracomment>%1 is South or North, %2 the engine&apos;s level; then how many moves it marked</extracomment>
        <translation>%1 podľa programu (úroveň %2): hrubé chyby %3, chyby %4, nepresnosti %5</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No diagram after move %1: the engine follows this record only to move %2.</source>
        <extracomment>%2 is the number of moves the engine could replay</extracomment>
        <translation>Diagram po ťahu %1 chýba: program dokáže tento záznam sledovať len po ťah %2.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The position at the start</source>
        <translation>Začiatočná pozícia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The position after move %1</source>
        <translation>Pozícia po ťahu %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Moves</source>
        <translation>Ťahy</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>irregular: kept as observed</source>
        <translation>nepravidelný: uložený tak, ako bol pozorovaný</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The engine calls this %1 and prefers %2.</source>
        <translation>Podľa programu je to %1; uprednostňuje ťah %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The PDF could not be finished.</source>
        <translation>PDF sa nepodarilo dokončiť.</translation>
    </message>
</context>
<context>
    <name>GlyphNames</name>
    <message>
        <location filename="../qml/components/GlyphNames.qml" line="+10"/>
        <source>good move</source>
        <translation>dobrý ťah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>chyba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>brilliant move</source>
        <translation>skvelý ťah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blunder</source>
        <translation>hrubá chyba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interesting move</source>
        <translation>zaujímavý ťah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dubious move</source>
        <translation>pochybný ťah</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no glyph</source>
        <translation>bez značky</translation>
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
        <translation>Tri hry typu mankala tanzánijských Masajov. Jamky sú ohrady pre dobytok (enkang), semienka sú kravy (ingishu).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Play</source>
        <translation>Hrať</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Pravidlá</translation>
    </message>
</context>
<context>
    <name>LearnPage</name>
    <message numerus="yes">
        <location filename="../qml/pages/LearnPage.qml" line="+62"/>
        <location line="+9"/>
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n krok</numerusform>
            <numerusform>%n kroky</numerusform>
            <numerusform>%n krokov</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>done, %n star(s)</source>
        <translation>
            <numerusform>hotovo, %n hviezdička</numerusform>
            <numerusform>hotovo, %n hviezdičky</numerusform>
            <numerusform>hotovo, %n hviezdičiek</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../app/learn/narrate.cpp" line="+32"/>
        <source>You moved the seed from %1 to %2.</source>
        <translation>Presunul si semienko z %1 do %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You sowed from %1: the last cow fell in %2 after %n lap(s).</source>
        <translation>
            <numerusform>Rozsieval si z %1: posledná krava padla do %2 po %n kole.</numerusform>
            <numerusform>Rozsieval si z %1: posledná krava padla do %2 po %n kolách.</numerusform>
            <numerusform>Rozsieval si z %1: posledná krava padla do %2 po %n kolách.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You sowed from %1: the last seed fell in %2 after %n lap(s).</source>
        <translation>
            <numerusform>Rozsieval si z %1: posledné semienko padlo do %2 po %n kole.</numerusform>
            <numerusform>Rozsieval si z %1: posledné semienko padlo do %2 po %n kolách.</numerusform>
            <numerusform>Rozsieval si z %1: posledné semienko padlo do %2 po %n kolách.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>It raided %n time(s).</source>
        <translation>
            <numerusform>Ťah podnikol %n nájazd.</numerusform>
            <numerusform>Ťah podnikol %n nájazdy.</numerusform>
            <numerusform>Ťah podnikol %n nájazdov.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>It took seeds from %n pit(s).</source>
        <translation>
            <numerusform>Ťah vzal semienka z %n jamky.</numerusform>
            <numerusform>Ťah vzal semienka z %n jamiek.</numerusform>
            <numerusform>Ťah vzal semienka z %n jamiek.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing was taken.</source>
        <translation>Nič sa nezajalo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That ended the game.</source>
        <translation>Tým sa hra skončila.</translation>
    </message>
</context>
<context>
    <name>LessonView</name>
    <message>
        <location filename="../qml/components/LessonView.qml" line="+45"/>
        <source>Lessons</source>
        <translation>Lekcie</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 / %2</source>
        <extracomment>step number of the lesson, e.g. &quot;2 / 5&quot;</extracomment>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Reserves: South %1 · North %2</source>
        <extracomment>the two players&apos; reserve cows in a lesson, e.g. &quot;Reserves: South 23 · North 24&quot;</extracomment>
        <translation>Zásoby: Juh %1 · Sever %2</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Lesson complete: %1</source>
        <translation>Lekcia dokončená: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Back</source>
        <translation>Späť</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Nápoveda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Again</source>
        <translation>Ešte raz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finish</source>
        <translation>Dokončiť</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next</source>
        <translation>Ďalej</translation>
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
        <translation>Domov</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Hrať</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Learn</source>
        <translation>Výučba</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Pravidlá</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sources</source>
        <translation>Pramene</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Records</source>
        <translation>Záznamy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Settings</source>
        <translation>Nastavenia</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Menu</source>
        <translation>Ponuka</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Opening record files</source>
        <translation>Otváranie súborov so záznamami</translation>
    </message>
</context>
<context>
    <name>MetadataForm</name>
    <message>
        <location filename="../qml/components/MetadataForm.qml" line="+107"/>
        <source>The game</source>
        <translation>Partia</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+1"/>
        <source>Who starts</source>
        <translation>Kto začína</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South</source>
        <translation>Juh</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Sever</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Joined in progress: set up the position first</source>
        <translation>Rozohraná partia: najprv rozostav pozíciu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When and where</source>
        <translation>Kedy a kde</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Date (year.month.day)</source>
        <translation>Dátum (rok.mesiac.deň)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write it as 2026.11.29</source>
        <translation>Zapíš v tvare 2026.11.29</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write it as 16:05</source>
        <translation>Zapíš v tvare 16:05</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now</source>
        <translation>Teraz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets the date and time to now</source>
        <translation>Nastaví aktuálny dátum a čas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place</source>
        <translation>Miesto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Village, area or market</source>
        <translation>Dedina, oblasť alebo trh</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coordinates (optional)</source>
        <translation>Súradnice (nepovinné)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>latitude,longitude e.g. -2.99,35.96</source>
        <translation>šírka,dĺžka, napr. -2.99,35.96</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write latitude and longitude in degrees, separated by a comma</source>
        <translation>Zapíš zemepisnú šírku a dĺžku v stupňoch, oddelené čiarkou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event</source>
        <translation>Udalosť</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>e.g. dry-season gathering</source>
        <translation>napr. stretnutie v období sucha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Observer</source>
        <translation>Pozorovateľ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who is recording</source>
        <translation>Kto zaznamenáva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The teams</source>
        <translation>Tímy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>South&apos;s team</source>
        <translation>Tím Juhu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South (who sits at the bottom)</source>
        <translation>Juh (sedí dole)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>Team name</source>
        <translation>Názov tímu</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+11"/>
        <source>Name</source>
        <translation>Meno</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>South&apos;s members, in the order they take the seeds</source>
        <translation>Členovia Juhu v poradí, v akom sa striedajú pri rozsievaní</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>Names, separated by commas</source>
        <translation>Mená oddelené čiarkami</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>North&apos;s team</source>
        <translation>Tím Severu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North (who sits at the top)</source>
        <translation>Sever (sedí hore)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>North&apos;s members, in the order they take the seeds</source>
        <translation>Členovia Severu v poradí, v akom sa striedajú pri rozsievaní</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notes (optional)</source>
        <translation>Poznámky (nepovinné)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Result</source>
        <translation>Výsledok</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Not known or unfinished</source>
        <translation>Neznámy alebo nedohraná partia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South won</source>
        <translation>Vyhral Juh</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North won</source>
        <translation>Vyhral Sever</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Draw</source>
        <translation>Remíza</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sources (where the game is described: ids of the source archive, or references)</source>
        <translation>Pramene (kde je hra opísaná: identifikátory z archívu prameňov alebo odkazy)</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <location filename="../qml/components/MoveList.qml" line="+17"/>
        <source>Moves</source>
        <translation>Ťahy</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move %1: %2</source>
        <translation>Ťah %1: %2</translation>
    </message>
</context>
<context>
    <name>MoveNoteDialog</name>
    <message>
        <location filename="../qml/components/MoveNoteDialog.qml" line="+18"/>
        <source>Note on move %1</source>
        <translation>Poznámka k ťahu %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cancel</source>
        <translation>Zrušiť</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Uložiť</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Comment (optional)</source>
        <translation>Komentár (nepovinné)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comment on the move</source>
        <translation>Komentár k ťahu</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../qml/components/NewGameDialog.qml" line="+14"/>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <location line="+18"/>
        <location filename="../qml/components/RecordViewer.qml" line="+74"/>
        <source>Who starts</source>
        <translation>Kto začína</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South</source>
        <translation>Juh</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Sever</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South is played by</source>
        <translation>Za Juh hrá</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North is played by</source>
        <translation>Za Sever hrá</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>South&apos;s team</source>
        <translation>Tím Juhu</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Team name</source>
        <translation>Názov tímu</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+4"/>
        <source>Members</source>
        <translation>Členovia</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+4"/>
        <source>Names, separated by commas</source>
        <translation>Mená oddelené čiarkami</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>North&apos;s team</source>
        <translation>Tím Severu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A person</source>
        <translation>Človek</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer, level 1 (beginner)</source>
        <translation>Počítač, úroveň 1 (začiatočník)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer, level 2</source>
        <translation>Počítač, úroveň 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer, level 3</source>
        <translation>Počítač, úroveň 3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer, level 4</source>
        <translation>Počítač, úroveň 4</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer, level 5 (strong)</source>
        <translation>Počítač, úroveň 5 (silný)</translation>
    </message>
</context>
<context>
    <name>OpenFiles</name>
    <message>
        <location filename="../app/ui/record_importer.cpp" line="+18"/>
        <source>Records imported: %1.</source>
        <translation>Importované záznamy: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing was imported: the files have these problems.</source>
        <translation>Nič sa neimportovalo: súbory majú tieto problémy.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing to the archive stopped: %1</source>
        <translation>Zápis do archívu sa zastavil: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Problems not shown: %1.</source>
        <translation>Nezobrazené problémy: %1.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../engine/options.cpp" line="+58"/>
        <source>option &apos;%1&apos;: unknown option</source>
        <translation>možnosť &apos;%1&apos;: neznáma možnosť</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>option &apos;%1&apos;: not an option of %2</source>
        <translation>možnosť &apos;%1&apos;: hra %2 takú možnosť nemá</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>option &apos;%1&apos;: expected south or north</source>
        <translation>možnosť &apos;%1&apos;: očakáva sa south alebo north</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>option &apos;%1&apos;: expected a whole number in %2..%3</source>
        <translation>možnosť &apos;%1&apos;: očakáva sa celé číslo od %2 do %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>option &apos;%1&apos;: out of range %2..%3</source>
        <translation>možnosť &apos;%1&apos;: mimo rozsahu %2..%3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>option &apos;%1&apos;: expected KEY=VALUE</source>
        <translation>možnosť &apos;%1&apos;: očakáva sa KĽÚČ=HODNOTA</translation>
    </message>
</context>
<context>
    <name>Phrase</name>
    <message>
        <location filename="../archive/record_check.cpp" line="+125"/>
        <source>the Game tag is missing ([Game &quot;kimasai-mackay&quot;], &quot;kimasai-klamroth&quot; or &quot;en-gehe&quot;)</source>
        <translation>chýba štítok Game ([Game &quot;kimasai-mackay&quot;], &quot;kimasai-klamroth&quot; alebo &quot;en-gehe&quot;)</translation>
    </message>
    <message>
        <location filename="../engine/geometry.cpp" line="+41"/>
        <source>not a pit name (a row letter and a column number, such as b3)</source>
        <translation>nie je názov jamky (písmeno radu a číslo stĺpca, napríklad b3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no such pit on this board</source>
        <translation>taká jamka na tejto doske neexistuje</translation>
    </message>
    <message>
        <location filename="../engine/rules.cpp" line="+32"/>
        <source>the game is over</source>
        <translation>partia sa skončila</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that pit is not yours</source>
        <translation>tá jamka nie je tvoja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that pit is empty</source>
        <translation>tá jamka je prázdna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the pit it would step into is not empty</source>
        <translation>jamka, do ktorej by sa semienko posunulo, nie je prázdna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the sowing never ends</source>
        <translation>rozsievanie sa nikdy neskončí</translation>
    </message>
</context>
<context>
    <name>Pit</name>
    <message numerus="yes">
        <location filename="../qml/components/Pit.qml" line="+34"/>
        <source>%1, %n cow(s)</source>
        <comment>pit name and the cows in it</comment>
        <translation>
            <numerusform>%1, %n krava</numerusform>
            <numerusform>%1, %n kravy</numerusform>
            <numerusform>%1, %n kráv</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n seed(s)</source>
        <comment>pit name and the seeds in it</comment>
        <translation>
            <numerusform>%1, %n semienko</numerusform>
            <numerusform>%1, %n semienka</numerusform>
            <numerusform>%1, %n semienok</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>can be played</source>
        <translation>možno z nej ťahať</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <location filename="../qml/pages/PlayPage.qml" line="+27"/>
        <source>Moves copied.</source>
        <translation>Ťahy skopírované.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw.</source>
        <translation>Remíza.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins.</source>
        <translation>Víťaz: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing: the position after move %1 of %2.</source>
        <translation>Prehliadka: pozícia po ťahu %1 z %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Captured: %1 – %2.</source>
        <translation>Zajaté: %1 – %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Phase 1: reserve cows come in, no raids.</source>
        <translation>1. fáza: kravy zo zásoby prichádzajú na dosku, bez nájazdov.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Phase 2: raids across the front rows.</source>
        <translation>2. fáza: nájazdy cez predné rady.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Sowing… %n in hand.</source>
        <translation>
            <numerusform>Rozsievanie… v ruke je %n.</numerusform>
            <numerusform>Rozsievanie… v ruke sú %n.</numerusform>
            <numerusform>Rozsievanie… v ruke je %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last move: %1.</source>
        <translation>Posledný ťah: %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tap one of your highlighted pits.</source>
        <translation>Ťukni na niektorú zo svojich zvýraznených jamiek.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Stop</source>
        <extracomment>stop the computer&apos;s thinking and play its side yourself</extracomment>
        <translation>Zastaviť</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save…</source>
        <translation>Uložiť…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the game as a record</source>
        <translation>Uložiť partiu ako záznam</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New</source>
        <translation>Nová</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Back to the game</source>
        <translation>Späť k hre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on from here</source>
        <translation>Hrať ďalej odtiaľto</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Undo</source>
        <translation>Späť</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Znova</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart</source>
        <translation>Od začiatku</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Skip</source>
        <translation>Preskočiť</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Restart, turn the board round, show pit names, copy the moves</source>
        <translation>Začať odznova, otočiť dosku, zobraziť názvy jamiek, kopírovať ťahy</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show pit names</source>
        <translation>Zobraziť názvy jamiek</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Flip</source>
        <translation>Otočiť</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Names</source>
        <translation>Názvy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy moves</source>
        <translation>Kopírovať ťahy</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>More…</source>
        <extracomment>opens a menu of the game&apos;s other actions (restart, flip, names, copy)</extracomment>
        <translation>Viac…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More actions</source>
        <translation>Ďalšie akcie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Restart the game</source>
        <translation>Začať hru odznova</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the board round</source>
        <translation>Otočiť dosku</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Copy the moves</source>
        <translation>Kopírovať ťahy</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves</source>
        <translation>Ťahy</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/ui/record_support.cpp" line="+102"/>
        <source>The archive is not open.</source>
        <translation>Archív nie je otvorený.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The archive is still opening.</source>
        <translation>Archív sa ešte otvára.</translation>
    </message>
</context>
<context>
    <name>RecordExport</name>
    <message>
        <location filename="../archive/record_export.cpp" line="+111"/>
        <source>record %1 could not be read: %2</source>
        <translation>záznam %1 sa nepodarilo prečítať: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the records could not be read: %1</source>
        <translation>záznamy sa nepodarilo prečítať: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the search found %1 records but only %2 could be read: %3</source>
        <translation>počet nájdených záznamov je %1, ale prečítať sa podarilo len %2: %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+12"/>
        <location line="+7"/>
        <source>%1 could not be written (%2); nothing was changed</source>
        <translation>do súboru %1 sa nepodarilo zapísať (%2); nič sa nezmenilo</translation>
    </message>
</context>
<context>
    <name>RecordText</name>
    <message>
        <location filename="../archive/checked_games.cpp" line="+56"/>
        <source>cannot be read: %1</source>
        <translation>nedá sa prečítať: %1</translation>
    </message>
    <message>
        <location filename="../archive/game_record.cpp" line="+28"/>
        <source>a tag needs a name</source>
        <translation>štítok musí mať názov</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tag name &apos;%1&apos; must start with a letter</source>
        <translation>názov štítka &apos;%1&apos; musí začínať písmenom</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>tag name &apos;%1&apos; may hold only letters, digits, &apos;_&apos; and &apos;-&apos; (no spaces), e.g. FieldNotes</source>
        <translation>názov štítka &apos;%1&apos; môže obsahovať len písmená, číslice, &apos;_&apos; a &apos;-&apos; (bez medzier), napr. FieldNotes</translation>
    </message>
    <message>
        <location filename="../archive/record_check.cpp" line="-73"/>
        <source>&apos;%1&apos; is not a count</source>
        <translation>&apos;%1&apos; nie je počet semienok</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 rows given, the board has %2</source>
        <translation>počet radov: %1, doska má %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&apos;%1&apos; is not understood</source>
        <translation>&apos;%1&apos; sa nedá prečítať</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Game &quot;%1&quot; is not one of kimasai-mackay, kimasai-klamroth, en-gehe</source>
        <translation>štítok Game &quot;%1&quot; nie je kimasai-mackay, kimasai-klamroth ani en-gehe</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>move %1 &apos;%2&apos;: %3</source>
        <translation>ťah %1 &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>move %1 &apos;%2&apos;: unknown glyph %3</source>
        <translation>ťah %1 &apos;%2&apos;: neznáma značka %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>move %1 &apos;%2&apos;: not legal: %3 (write ~%2 to keep it as an irregular move)</source>
        <translation>ťah %1 &apos;%2&apos;: nie je platný: %3 (napíš ~%2, ak ho chceš uložiť ako nepravidelný ťah)</translation>
    </message>
    <message>
        <location line="+28"/>
        <location filename="../archive/record_text.cpp" line="+373"/>
        <source>variations nested deeper than 1,000</source>
        <translation>varianty vnorené do viac ako 1000 úrovní</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>result &apos;%1&apos; is not known</source>
        <translation>výsledok &apos;%1&apos; nie je známy</translation>
    </message>
    <message>
        <location filename="../archive/record_import.cpp" line="+132"/>
        <source>%1: %2 (game %3)</source>
        <translation>%1: %2 (partia %3)</translation>
    </message>
    <message>
        <location filename="../archive/record_text.cpp" line="-353"/>
        <source>the game has no result at its end (write *, 1-0, 0-1 or 1/2-1/2)</source>
        <translation>partia nemá na konci výsledok (napíš *, 1-0, 0-1 alebo 1/2-1/2)</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>the file is not valid UTF-8 here (byte %1); save it as UTF-8 and import it again</source>
        <translation>súbor na tomto mieste nie je v platnom UTF-8 (bajt %1); ulož ho ako UTF-8 a importuj ho znova</translation>
    </message>
    <message>
        <location line="+84"/>
        <location line="+239"/>
        <source>unexpected &apos;%1&apos;</source>
        <translation>neočakávaný znak &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="-224"/>
        <source>a tag needs a name: [Name &quot;value&quot;]</source>
        <translation>štítok musí mať názov: [Name &quot;value&quot;]</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>tag %1: its value must be in double quotes</source>
        <translation>štítok %1: hodnota musí byť v dvojitých úvodzovkách</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+7"/>
        <source>tag %1: the value is not closed on its line</source>
        <translation>štítok %1: hodnota nie je uzavretá na tom istom riadku</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>tag %1: the value is not closed</source>
        <translation>štítok %1: hodnota nie je uzavretá</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>tag %1: expected ] after the value</source>
        <translation>štítok %1: za hodnotou sa očakáva ]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tag %1 is given twice</source>
        <translation>štítok %1 je uvedený dvakrát</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a comment is not closed with }</source>
        <translation>komentár nie je uzavretý znakom }</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>a variation is not closed with )</source>
        <translation>variant nie je uzavretý znakom )</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;)&apos; without a matching &apos;(&apos;</source>
        <translation>&apos;)&apos; bez zodpovedajúcej &apos;(&apos;</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a comment in a variation must follow a move</source>
        <translation>komentár vo variante musí nasledovať po ťahu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a variation &apos;(&apos; must follow the move it replaces</source>
        <translation>variant &apos;(&apos; musí nasledovať po ťahu, ktorý nahrádza</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>an empty variation</source>
        <translation>prázdny variant</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a move number must end with &apos;.&apos;</source>
        <translation>číslo ťahu musí končiť znakom &apos;.&apos;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&apos;~&apos; must be followed by a pit name</source>
        <translation>za &apos;~&apos; musí nasledovať názov jamky</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; is not a pit name (a row letter and a column number, such as b3)</source>
        <translation>&apos;%1&apos; nie je názov jamky (písmeno radu a číslo stĺpca, napríklad b3)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;%1&apos; is not a glyph (use !, ?, !!, ??, !? or ?!)</source>
        <translation>&apos;%1&apos; nie je značka (použi !, ?, !!, ??, !? alebo ?!)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unexpected &apos;%1&apos; after move %2</source>
        <translation>neočakávaný znak &apos;%1&apos; po ťahu %2</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>line %1, column %2 (game %3): %4</source>
        <translation>riadok %1, stĺpec %2 (partia %3): %4</translation>
    </message>
</context>
<context>
    <name>RecordViewer</name>
    <message>
        <location filename="../qml/components/RecordViewer.qml" line="-35"/>
        <location line="+16"/>
        <location line="+20"/>
        <source>South</source>
        <translation>Juh</translation>
    </message>
    <message>
        <location line="-36"/>
        <location line="+17"/>
        <location line="+19"/>
        <source>North</source>
        <translation>Sever</translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+1"/>
        <source>%1 won</source>
        <translation>Víťaz: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw</source>
        <translation>Remíza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result not known</source>
        <translation>Výsledok nie je známy</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>Miesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coordinates</source>
        <translation>Súradnice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event</source>
        <translation>Udalosť</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Observer</source>
        <translation>Pozorovateľ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>South&apos;s members</source>
        <translation>Členovia Juhu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North&apos;s members</source>
        <translation>Členovia Severu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How it ended</source>
        <translation>Ako sa skončila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Poznámky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options</source>
        <translation>Možnosti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joined in progress</source>
        <translation>Rozohraná partia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources</source>
        <translation>Pramene</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>blunder</source>
        <translation>hrubá chyba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>chyba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inaccuracy</source>
        <translation>nepresnosť</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start of the game</source>
        <translation>Začiatok partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>After move %1 of %2</source>
        <translation>Po ťahu %1 z %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>position not known after the irregular move</source>
        <translation>pozícia po nepravidelnom ťahu nie je známa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drawn</source>
        <translation>remíza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 has won</source>
        <translation>víťaz: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move</source>
        <translation>na ťahu: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reserve: %1 %2 – %3 %4</source>
        <translation>Zásoba: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured: %1 %2 – %3 %4</source>
        <translation>Zajaté: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>yes: the record starts from a position set up by hand</source>
        <translation>áno: záznam začína z ručne rozostavenej pozície</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Edit details…</source>
        <translation>Upraviť podrobnosti…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export…</source>
        <translation>Exportovať…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saves this record to a record file</source>
        <translation>Uloží tento záznam do súboru záznamov</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Picture…</source>
        <translation>Obrázok…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saves the position shown as a PNG picture, with pit names and counts</source>
        <translation>Uloží zobrazenú pozíciu ako obrázok PNG s názvami jamiek a počtami semienok</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game sheet…</source>
        <translation>Hárok partie…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saves the record as a PDF game sheet, to print</source>
        <translation>Uloží záznam ako hárok partie vo formáte PDF na tlač</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy as text</source>
        <translation>Kopírovať ako text</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Puts the record on the clipboard, to paste into a message</source>
        <translation>Skopíruje záznam do schránky na vloženie do správy</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete record…</source>
        <translation>Vymazať záznam…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Details of the record</source>
        <translation>Podrobnosti záznamu</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Choose a record from the list to replay it.</source>
        <translation>Vyber si zo zoznamu záznam a prehraj si ho.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back to the list</source>
        <translation>Späť na zoznam</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Back to the records</source>
        <translation>Späť na záznamy</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Hide details</source>
        <translation>Skryť podrobnosti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Details</source>
        <translation>Podrobnosti</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Board of the record</source>
        <translation>Hracia doska záznamu</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>First position</source>
        <translation>Prvá pozícia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move</source>
        <translation>Predchádzajúci ťah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move</source>
        <translation>Nasledujúci ťah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last position</source>
        <translation>Posledná pozícia</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Analysing…</source>
        <translation>Analyzuje sa…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Analyse</source>
        <translation>Analyzovať</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Quick</source>
        <translation>Rýchla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Thorough</source>
        <translation>Dôkladná</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Depth of the analysis</source>
        <translation>Hĺbka analýzy</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mistakes: %1 · blunders: %2</source>
        <translation>Chyby: %1 · hrubé chyby: %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Mark them with glyphs (%1)</source>
        <translation>Označiť ťahy značkami (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gives each move the analysis marks the glyph it suggests: ?! an inaccuracy, ? a mistake, ?? a blunder</source>
        <translation>Každému ťahu, ktorý analýza označila, dá navrhovanú značku: ?! nepresnosť, ? chyba, ?? hrubá chyba</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A variation (%1 deep): the moves as they might have gone</source>
        <translation>Variant (úroveň %1): ťahy, ako sa mohli odohrať</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back up</source>
        <translation>Späť</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the variation</source>
        <translation>Opustiť variant</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Instead: %1</source>
        <translation>Namiesto toho: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Moves</source>
        <translation>Ťahy</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No moves recorded.</source>
        <translation>Nie sú zaznamenané žiadne ťahy.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>irregular</source>
        <translation>nepravidelný</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not judged</source>
        <translation>nehodnotený</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>better %1</source>
        <translation>lepšie %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>variations: %1</source>
        <translation>varianty: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n variation(s) at this move</source>
        <translation>
            <numerusform>%n variant pri tomto ťahu</numerusform>
            <numerusform>%n varianty pri tomto ťahu</numerusform>
            <numerusform>%n variantov pri tomto ťahu</numerusform>
        </translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Move %1: %2</source>
        <translation>Ťah %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saving…</source>
        <translation>Ukladá sa…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved</source>
        <translation>Uložené</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not saved: %1</source>
        <translation>Neuložené: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Comment on this move</source>
        <translation>Komentár k tomuto ťahu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Comment</source>
        <translation>Komentár</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save</source>
        <translation>Uložiť</translation>
    </message>
</context>
<context>
    <name>RecordsPage</name>
    <message>
        <location filename="../qml/pages/RecordsPage.qml" line="+157"/>
        <location line="+164"/>
        <source>Import records</source>
        <translation>Importovať záznamy</translation>
    </message>
    <message>
        <location line="-278"/>
        <location line="+115"/>
        <source>Record files (*.enkang *.txt)</source>
        <translation>Súbory záznamov (*.enkang *.txt)</translation>
    </message>
    <message>
        <location line="-115"/>
        <location line="+115"/>
        <source>All files (*)</source>
        <translation>Všetky súbory (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Importing…</source>
        <translation>Importuje sa…</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+12"/>
        <source>Import</source>
        <translation>Importovanie</translation>
    </message>
    <message>
        <location line="-98"/>
        <location line="+87"/>
        <location line="+45"/>
        <source>Cancel</source>
        <translation>Zrušiť</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import the good games anyway</source>
        <translation>Aj tak importovať bezchybné hry</translation>
    </message>
    <message>
        <location line="-132"/>
        <location line="+79"/>
        <location line="+54"/>
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>Export records</source>
        <translation>Exportovať záznamy</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Exporting…</source>
        <translation>Exportuje sa…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export</source>
        <translation>Exportovanie</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Save a picture of the position</source>
        <translation>Uložiť obrázok pozície</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG pictures (*.png)</source>
        <translation>Obrázky PNG (*.png)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save a game sheet</source>
        <translation>Uložiť hárok partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Dokumenty PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game sheet</source>
        <translation>Hárok partie</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Diagrams after these moves (0 is the start), separated by commas:</source>
        <translation>Diagramy po týchto ťahoch (0 je začiatok), oddelených čiarkami:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Diagrams after these moves</source>
        <translation>Diagramy po týchto ťahoch</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Analysing the records…</source>
        <translation>Analyzujú sa záznamy…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Analysis of the records</source>
        <translation>Analýza záznamov</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Records looked at: %1 of %2.</source>
        <translation>Prezreté záznamy: %1 z %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It goes on while you use the app; the results are kept, and a later run goes on from where this one stopped.</source>
        <translation>Pokračuje, kým používaš aplikáciu; výsledky sa uchovajú a ďalšia analýza pokračuje tam, kde sa táto zastavila.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop the analysis</source>
        <translation>Zastaviť analýzu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide</source>
        <translation>Skryť</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>South won</source>
        <translation>Vyhral Juh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North won</source>
        <translation>Vyhral Sever</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw</source>
        <translation>Remíza</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Records</source>
        <translation>Záznamy</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Record a game</source>
        <translation>Zaznamenať partiu</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Records a game as you watch it, one tap per move</source>
        <translation>Zaznamenáva partiu, ktorú sleduješ, jedným ťuknutím na každý ťah</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Import…</source>
        <translation>Importovať…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Adds the games of one or more record files to the archive</source>
        <translation>Pridá do archívu hry z jedného alebo viacerých súborov záznamov</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>More…</source>
        <translation>Viac…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export or analyse records</source>
        <translation>Exportovať alebo analyzovať záznamy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saves records to a record file, or analyses them: those found, or all</source>
        <translation>Uloží záznamy do súboru záznamov alebo ich analyzuje: nájdené alebo všetky</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Analyse the records found</source>
        <translation>Analyzovať nájdené záznamy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Analyse all records</source>
        <translation>Analyzovať všetky záznamy</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The record archive cannot be used: %1</source>
        <translation>Archív záznamov sa nedá použiť: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening the archive…</source>
        <translation>Otvára sa archív…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This archive can be browsed, searched and exported, but nothing can be saved: %1.</source>
        <translation>V tomto archíve možno prehliadať, hľadať a exportovať, ale nič sa nedá uložiť: %1.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Search names, places, comments…</source>
        <translation>Hľadaj mená, miesta, komentáre…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search the records</source>
        <translation>Hľadať v záznamoch</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Filters (%1)</source>
        <extracomment>shows or hides the records&apos; filters; %1 how many are in use</extracomment>
        <translation>Filtre (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filters</source>
        <translation>Filtre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the filters</source>
        <translation>Zobraziť filtre</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>All games</source>
        <translation>Všetky hry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Newest first</source>
        <translation>Najnovšie prvé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By place</source>
        <translation>Podľa miesta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By game</source>
        <translation>Podľa hry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sort</source>
        <translation>Zoradiť</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Place</source>
        <translation>Miesto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Filter by place</source>
        <translation>Filtrovať podľa miesta</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Any play</source>
        <translation>S chybami aj bez nich</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>With a blunder</source>
        <translation>S hrubou chybou</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>With a mistake</source>
        <translation>S chybou</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>With an inaccuracy</source>
        <translation>S nepresnosťou</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Filter by the engine&apos;s analysis</source>
        <translation>Filtrovať podľa analýzy programu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>By either side</source>
        <translation>Ťahy oboch strán</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By South</source>
        <translation>Ťahy Juhu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By North</source>
        <translation>Ťahy Severu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whose play the analysis judged</source>
        <translation>Čie ťahy analýza hodnotila</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Player or team</source>
        <translation>Hráč alebo tím</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Export the records found (%1)</source>
        <translation>Exportovať nájdené záznamy (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export all records (%1)</source>
        <translation>Exportovať všetky záznamy (%1)</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Filter by player or team</source>
        <translation>Filtrovať podľa hráča alebo tímu</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Showing %1 of %2</source>
        <extracomment>%1 records found by the search, %2 records in the archive</extracomment>
        <translation>Zobrazené: %1 z %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Records in the archive: %1</source>
        <translation>Záznamy v archíve: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clear filters</source>
        <translation>Zrušiť filtre</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Records found</source>
        <translation>Nájdené záznamy</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No record matches the search.</source>
        <translation>Hľadaniu nezodpovedá žiadny záznam.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No records yet. Record a game as you watch it, or import a file of records.</source>
        <translation>Zatiaľ tu nie sú žiadne záznamy. Zaznamenajte hru, kým ju sledujete, alebo importujte súbor záznamov.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>moves: %1</source>
        <translation>ťahy: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>observed by %1</source>
        <translation>pozorovateľ: %1</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Delete this record?</source>
        <translation>Vymazať tento záznam?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The record and all its moves and comments are removed from the archive. This cannot be undone.</source>
        <translation>Záznam sa odstráni z archívu spolu so všetkými ťahmi a komentármi. Túto akciu nemožno vrátiť späť.</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../qml/components/ResultPanel.qml" line="+24"/>
        <source>Saved in the record archive.</source>
        <translation>Uložená v archíve záznamov.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not saved: %1</source>
        <translation>Neuložené: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Captured: %1 – %2.</source>
        <translation>Zajaté: %1 – %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n move(s) played.</source>
        <translation>
            <numerusform>Zahraný %n ťah.</numerusform>
            <numerusform>Zahrané %n ťahy.</numerusform>
            <numerusform>Zahraných %n ťahov.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rematch</source>
        <translation>Odveta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review</source>
        <translation>Prehliadnuť</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save to archive…</source>
        <translation>Uložiť do archívu…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeps this game as a record, with where and when it was played</source>
        <translation>Uloží túto partiu ako záznam aj s tým, kde a kedy sa hrala</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Saved</source>
        <translation>Uložená</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../qml/pages/RulesPage.qml" line="+78"/>
        <source>Enkang&apos;s rulings on this game</source>
        <extracomment>Heading over the app&apos;s interpretations of unclear points of a game&apos;s sources</extracomment>
        <translation>Rozhodnutia aplikácie Enkang k tejto hre</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Key rules on the board</source>
        <translation>Hlavné pravidlá na doske</translation>
    </message>
</context>
<context>
    <name>RulingNotes</name>
    <message>
        <location filename="../qml/components/RulingNotes.qml" line="+23"/>
        <source>Readings not chosen</source>
        <extracomment>Heading over the readings of a source that the app&apos;s ruling rejects</extracomment>
        <translation>Nezvolené výklady</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Why not: %1</source>
        <extracomment>%1 is why the app did not choose a reading of a source</extracomment>
        <translation>Prečo nie: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Passages ruled on</source>
        <extracomment>Heading over the places in the sources that a ruling settles</extracomment>
        <translation>Miesta v prameňoch, o ktorých rozhoduje</translation>
    </message>
</context>
<context>
    <name>SaveFileDialog</name>
    <message>
        <location filename="../qml/components/SaveFileDialog.qml" line="+12"/>
        <source>Save</source>
        <translation>Uložiť</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Zrušiť</translation>
    </message>
</context>
<context>
    <name>SaveGameDialog</name>
    <message>
        <location filename="../qml/components/SaveGameDialog.qml" line="+14"/>
        <source>Save the game as a record</source>
        <translation>Uložiť partiu ako záznam</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is not over: it is kept with its result unknown.</source>
        <translation>Partia sa ešte neskončila: uloží sa s neznámym výsledkom.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Place</source>
        <translation>Miesto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Village, area or market</source>
        <translation>Dedina, oblasť alebo trh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date (year.month.day)</source>
        <translation>Dátum (rok.mesiac.deň)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Event</source>
        <translation>Udalosť</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes (optional)</source>
        <translation>Poznámky (nepovinné)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Poznámky</translation>
    </message>
</context>
<context>
    <name>SetUp</name>
    <message>
        <location filename="../engine/setup.cpp" line="+22"/>
        <source>row &apos;%1&apos; is not on this board</source>
        <translation>rad &apos;%1&apos; na tejto doske nie je</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>row &apos;%1&apos; has %2 pits, the board %3</source>
        <translation>počet jamiek v rade &apos;%1&apos;: %2, doska má %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>pit %1: %2 seeds is out of range 0..%3</source>
        <translation>jamka %1: počet semienok %2 je mimo rozsahu 0..%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>reserve or captured count out of range</source>
        <translation>počet v zásobe alebo zajatých je mimo rozsahu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only the two-phase game has reserves</source>
        <translation>zásobu má iba hra s dvoma fázami</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ply must not be negative</source>
        <translation>číslo ťahu nesmie byť záporné</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="+20"/>
        <source>Settings</source>
        <translation>Nastavenia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Animation of moves</source>
        <translation>Animácia ťahov</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Off: show the result at once</source>
        <translation>Vypnutá: výsledok sa zobrazí hneď</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rýchla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normálna</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Pomalá</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Computer, level 5</source>
        <translation>Počítač, úroveň 5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level 5 looks further ahead the longer it may think: more time plays stronger, less answers sooner. The other levels always look the same distance ahead.</source>
        <translation>Úroveň 5 vidí tým ďalej, čím dlhšie smie premýšľať: s dlhším časom hrá silnejšie, s kratším odpovedá skôr. Ostatné úrovne vidia vždy rovnako ďaleko.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Half a second a move</source>
        <translation>Pol sekundy na ťah</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One second a move (the default)</source>
        <translation>Jedna sekunda na ťah (predvolená)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two seconds a move</source>
        <translation>Dve sekundy na ťah</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Five seconds a move</source>
        <translation>Päť sekúnd na ťah</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ten seconds a move</source>
        <translation>Desať sekúnd na ťah</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level 5&apos;s thinking time per move</source>
        <translation>Čas na premýšľanie úrovne 5 na jeden ťah</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Record archive</source>
        <translation>Archív záznamov</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Back up the archive…</source>
        <translation>Zálohovať archív…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saves a complete copy of the record archive to a file you choose</source>
        <translation>Uloží úplnú kópiu archívu záznamov do súboru, ktorý si vyberiete</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Check the archive</source>
        <translation>Skontrolovať archív</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reads every page of the record archive and says whether it is intact</source>
        <translation>Prečíta každú stranu archívu záznamov a povie, či je neporušený</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checking…</source>
        <translation>Kontroluje sa…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Enkang %1. Rules as settled in the app&apos;s rulings; see the Rules and Sources pages.</source>
        <translation>Enkang %1. Pravidlá sú určené rozhodnutiami tejto aplikácie; pozri stránky Pravidlá a Pramene.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Back up the archive</source>
        <translation>Záloha archívu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enkang archives (*.sqlite)</source>
        <translation>Archívy Enkangu (*.sqlite)</translation>
    </message>
</context>
<context>
    <name>SharedArchive</name>
    <message>
        <location filename="../archive/shared/conflict_resolution.cpp" line="+23"/>
        <source>the server&apos;s version of %1 cannot be read</source>
        <translation>verziu %1 zo servera sa nedá prečítať</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no conflict %1 (see &apos;enkang-cli sync conflicts&apos;)</source>
        <translation>žiadny konflikt %1 (pozri &apos;enkang-cli sync conflicts&apos;)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>one side deleted the record: keep local or server</source>
        <translation>jedna strana záznam vymazala: ponechaj miestnu verziu alebo verziu zo servera</translation>
    </message>
    <message>
        <location filename="../archive/shared/server_connection.cpp" line="+18"/>
        <source>&apos;%1&apos; is not a server address such as postgresql://host/database</source>
        <translation>&apos;%1&apos; nie je adresa servera ako postgresql://host/database</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;%1&apos; names no database (postgresql://host/DATABASE)</source>
        <translation>&apos;%1&apos; neuvádza žiadnu databázu (postgresql://host/DATABASE)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos;: the port must be 1 to 65535</source>
        <translation>&apos;%1&apos;: port musí byť od 1 do 65535</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cannot reach the server: %1</source>
        <translation>server je nedostupný: %1</translation>
    </message>
    <message>
        <location filename="../archive/shared/server_schema.cpp" line="+27"/>
        <source>the server has no Enkang archive yet: its owner runs &apos;enkang-cli sync init --server URL&apos; once</source>
        <translation>server ešte nemá archív Enkangu: jeho správca raz spustí &apos;enkang-cli sync init --server URL&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the server&apos;s archive is at version %1: its owner runs &apos;enkang-cli sync init --server URL&apos; to bring it to %2</source>
        <translation>archív na serveri má verziu %1: jeho správca spustí &apos;enkang-cli sync init --server URL&apos;, aby ho povýšil na %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the server&apos;s archive is version %1, newer than this Enkang knows (%2): update Enkang</source>
        <translation>archív na serveri má verziu %1, novšiu, než akú pozná tento Enkang (%2): aktualizuj Enkang</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot start a transaction</source>
        <translation>transakciu sa nedá začať</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>migrating the server to version %1: %2</source>
        <translation>pri aktualizácii servera na verziu %1: %2</translation>
    </message>
    <message>
        <location filename="../archive/shared/sync_session.cpp" line="+74"/>
        <source>the local archive is read-only: %1</source>
        <translation>miestny archív je len na čítanie: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot start a transaction on the server</source>
        <translation>na serveri sa nedá začať transakcia</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the server refused: %1</source>
        <translation>server odmietol: %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>the server did not commit: %1</source>
        <translation>server nepotvrdil zmeny: %1</translation>
    </message>
</context>
<context>
    <name>SharedArchiveSettings</name>
    <message>
        <location filename="../qml/components/SharedArchiveSettings.qml" line="+14"/>
        <source>Shared archive</source>
        <translation>Spoločný archív</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Server, e.g. postgresql://server.lan/enkang</source>
        <translation>Server, napr. postgresql://server.lan/enkang</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>User</source>
        <translation>Používateľ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Password (not stored)</source>
        <translation>Heslo (neukladá sa)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sync</source>
        <translation>Synchronizovať</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n change(s) waiting</source>
        <translation>
            <numerusform>%n čakajúca zmena</numerusform>
            <numerusform>%n čakajúce zmeny</numerusform>
            <numerusform>%n čakajúcich zmien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n conflict(s): the record was changed here and on the server</source>
        <translation>
            <numerusform>%n konflikt: záznam sa zmenil tu aj na serveri</numerusform>
            <numerusform>%n konflikty: záznamy sa zmenili tu aj na serveri</numerusform>
            <numerusform>%n konfliktov: záznamy sa zmenili tu aj na serveri</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Deleted here</source>
        <translation>Tu vymazaný</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Changed here</source>
        <translation>Tu zmenený</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deleted on the server by %1</source>
        <translation>na serveri ho vymazal(a) %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>changed on the server by %1, %2</source>
        <translation>na serveri ho zmenil(a) %1, %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep mine</source>
        <translation>Ponechať môj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the server&apos;s</source>
        <translation>Ponechať zo servera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep both</source>
        <translation>Ponechať oba</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../qml/components/SidePanel.qml" line="+13"/>
        <source>South</source>
        <translation>Juh</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Sever</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>solving the endgames…</source>
        <translation>rieši koncovky…</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>plays perfectly with %n seed(s) or fewer left</source>
        <translation>
            <numerusform>dokonalá hra pri %n semienku</numerusform>
            <numerusform>dokonalá hra pri %n a menej semienkach</numerusform>
            <numerusform>dokonalá hra pri %n a menej semienkach</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>computer, level %1</source>
        <translation>počítač, úroveň %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>thinking…</source>
        <translation>premýšľa…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to move: %1 handles the seeds</source>
        <translation>na ťahu: semienka rozsieva %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to move</source>
        <translation>na ťahu</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>reserve %1</source>
        <translation>zásoba %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captured %1</source>
        <translation>zajaté %1</translation>
    </message>
</context>
<context>
    <name>SourceComparison</name>
    <message>
        <location filename="../qml/components/SourceComparison.qml" line="+131"/>
        <source>No ruling</source>
        <extracomment>A comparison of sources on which the app makes no ruling</extracomment>
        <translation>Bez rozhodnutia</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The rules of play do not depend on this point, so the archive shows what each source says and does not decide.</source>
        <translation>Pravidlá hry od tohto bodu nezávisia, preto archív ukazuje, čo hovorí každý prameň, a nerozhoduje.</translation>
    </message>
</context>
<context>
    <name>SourceView</name>
    <message>
        <location filename="../qml/components/SourceView.qml" line="+32"/>
        <source>Primary source</source>
        <translation>Primárny prameň</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secondary source</source>
        <translation>Sekundárny prameň</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Founding text</source>
        <translation>Základný text</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>says</source>
        <extracomment>Kind of annotation: what the source states</extracomment>
        <translation>uvádza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ambiguity</source>
        <extracomment>Kind of annotation: the source leaves a point open</extracomment>
        <translation>nejasnosť</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>disagreement</source>
        <extracomment>Kind of annotation: sources differ on a point</extracomment>
        <translation>rozpor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>defect</source>
        <extracomment>Kind of annotation: an error of the text itself</extracomment>
        <translation>chyba textu</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Board size</source>
        <translation>Veľkosť dosky</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set-up</source>
        <translation>Rozostavenie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First move</source>
        <translation>Prvý ťah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sowing direction</source>
        <translation>Smer rozsievania</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Relay sowing</source>
        <translation>Štafetové rozsievanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The emptied pit</source>
        <translation>Vyprázdnená jamka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Endless moves</source>
        <translation>Nekonečné ťahy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change of phase</source>
        <translation>Zmena fázy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raids</source>
        <translation>Nájazdy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Capture</source>
        <translation>Zajatie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Column capture</source>
        <translation>Zajatie stĺpca</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Repetition</source>
        <translation>Opakovanie pozície</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the game</source>
        <translation>Koniec hry</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leftover seeds</source>
        <translation>Zvyšné semienka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Teams</source>
        <translation>Tímy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Terminology</source>
        <translation>Terminológia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Provenance</source>
        <translation>Pôvod</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Typology</source>
        <translation>Typológia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Citation</source>
        <translation>Citácia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Endgame study</source>
        <translation>Koncovková štúdia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text artefacts</source>
        <translation>Textové artefakty</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Other</source>
        <translation>Iné</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All games</source>
        <extracomment>An annotation or ruling that concerns all the games</extracomment>
        <translation>Všetky hry</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English</source>
        <translation>Angličtina</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>German</source>
        <translation>Nemčina</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spanish</source>
        <translation>Španielčina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Portuguese</source>
        <translation>Portugalčina</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slovak</source>
        <translation>Slovenčina</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Maa</source>
        <translation>Masajčina</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Swahili</source>
        <translation>Svahilčina</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Authors</source>
        <translation>Autori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Year</source>
        <translation>Rok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In</source>
        <extracomment>The journal, book, website or software a source appears in</extracomment>
        <translation>Vyšlo v</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume</source>
        <translation>Zväzok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>Strany</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Publisher</source>
        <translation>Vydavateľ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place of publication</source>
        <translation>Miesto vydania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>Adresa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Jazyk</translation>
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
        <translation>Informátor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Observed at</source>
        <translation>Miesto pozorovania</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>‹ Sources</source>
        <extracomment>Goes back from one source to the list of sources</extracomment>
        <translation>‹ Pramene</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Opening…</source>
        <translation>Otvára sa…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a source to read it with its annotations.</source>
        <translation>Vyber si prameň a prečítaj si ho spolu s anotáciami.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>added or edited by you</source>
        <translation>pridaný alebo upravený tebou</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Edit source</source>
        <translation>Upraviť prameň</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add annotation</source>
        <translation>Pridať anotáciu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy BibTeX</source>
        <extracomment>Copies the citation of this source to the clipboard</extracomment>
        <translation>Kopírovať BibTeX</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy CSL-JSON</source>
        <translation>Kopírovať CSL-JSON</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Based on:</source>
        <extracomment>Followed by the sources a source rests on</extracomment>
        <translation>Vychádza z:</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Note: %1</source>
        <extracomment>Caveats about a source: what is unknown, unchecked or wrong</extracomment>
        <translation>Poznámka: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Annotations (%1)</source>
        <extracomment>Heading over the annotations of a source, with their number</extracomment>
        <translation>Anotácie (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No annotations yet. Add what this source says, where it is unclear, where it disagrees with another source, or where its text is defective.</source>
        <translation>Zatiaľ tu nie sú žiadne anotácie. Doplň, čo tento prameň uvádza, kde je nejasný, v čom sa rozchádza s iným prameňom alebo kde je jeho text chybný.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Edit</source>
        <translation>Upraviť</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit annotation</source>
        <translation>Upraviť anotáciu</translation>
    </message>
    <message>
        <location filename="../qml/components/SourceComparison.qml" line="-11"/>
        <location filename="../qml/components/SourceView.qml" line="+16"/>
        <source>Ruling: %1 ›</source>
        <extracomment>A link from an annotation to the app&apos;s ruling on its point; %1 is the ruling&apos;s title</extracomment>
        <translation>Rozhodnutie: %1 ›</translation>
    </message>
</context>
<context>
    <name>SourcesPage</name>
    <message>
        <location filename="../qml/pages/SourcesPage.qml" line="+45"/>
        <source>%1 copied to the clipboard (sources: %2).</source>
        <extracomment>%1 is BibTeX or CSL-JSON; %2 the number of sources cited</extracomment>
        <translation>Citácie vo formáte %1 sú skopírované do schránky (počet prameňov: %2).</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Sources (%1)</source>
        <translation>Pramene (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rulings (%1)</source>
        <translation>Rozhodnutia (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comparisons (%1)</source>
        <translation>Porovnania (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Glossary</source>
        <translation>Glosár</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Dismiss</source>
        <extracomment>Hides an error message</extracomment>
        <translation>Zavrieť</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>Search authors, titles, notes, annotations…</source>
        <translation>Hľadaj autorov, názvy, poznámky, anotácie…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>All kinds</source>
        <translation>Všetky druhy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primary</source>
        <translation>Primárne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secondary</source>
        <translation>Sekundárne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Founding texts</source>
        <translation>Základné texty</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kind of source</source>
        <translation>Druh prameňa</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 of %2</source>
        <extracomment>%1 sources shown out of %2 in the archive</extracomment>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add source</source>
        <translation>Pridať prameň</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cite ▾</source>
        <extracomment>Opens the menu to copy or save the citations of the listed sources</extracomment>
        <translation>Citovať ▾</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy BibTeX</source>
        <translation>Kopírovať BibTeX</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy CSL-JSON</source>
        <translation>Kopírovať CSL-JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save BibTeX…</source>
        <translation>Uložiť BibTeX…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save CSL-JSON…</source>
        <translation>Uložiť CSL-JSON…</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>annotations: %1</source>
        <extracomment>Number of annotations of a source in the list</extracomment>
        <translation>anotácie: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yours</source>
        <translation>tvoj</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The archive is not available.</source>
        <translation>Archív nie je k dispozícii.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opening the archive…</source>
        <translation>Otvára sa archív…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No source matches.</source>
        <translation>Žiadny prameň nevyhovuje.</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>How the app settles each doubtful point of the sources.</source>
        <translation>Ako aplikácia rieši jednotlivé sporné body prameňov.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>option: %1</source>
        <extracomment>%1 is the key of a new-game option, such as max-laps</extracomment>
        <translation>možnosť: %1</translation>
    </message>
    <message>
        <location filename="../qml/components/SourceComparison.qml" line="-14"/>
        <location filename="../qml/pages/RulesPage.qml" line="-24"/>
        <location filename="../qml/pages/SourcesPage.qml" line="+2"/>
        <source>Enkang&apos;s ruling</source>
        <extracomment>Marks a ruling that is the app&apos;s own interpretation of an unclear point</extracomment>
        <translation>Rozhodnutie aplikácie Enkang</translation>
    </message>
    <message>
        <location filename="../qml/pages/SourcesPage.qml" line="+26"/>
        <source>Interprets:</source>
        <extracomment>Followed by the annotations (and their sources) a ruling settles</extracomment>
        <translation>Vykladá:</translation>
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
        <translation>Skryť anotácie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the annotations</source>
        <translation>Zobraziť anotácie</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Where the sources differ or fall silent: what each says, and how the app decides.</source>
        <translation>Kde sa pramene líšia alebo mlčia: čo hovorí každý z nich a ako rozhoduje aplikácia.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>plural %1</source>
        <extracomment>The plural of a Maa term, e.g. &quot;plural inkang&apos;ite&quot;</extracomment>
        <translation>množné číslo: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Term of these rules (in English: %1)</source>
        <extracomment>A glossary entry that is a term of the app&apos;s rules, not a word of the sources; %1 is its English form</extracomment>
        <translation>Termín týchto pravidiel (po anglicky: %1)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>All games</source>
        <translation>Všetky hry</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <location line="-194"/>
        <source>Add a source</source>
        <translation>Pridať prameň</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit source</source>
        <translation>Upraviť prameň</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Title (required)</source>
        <translation>Názov (povinné)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Authors (Family, Given; Family, Given)</source>
        <extracomment>How to type several authors</extracomment>
        <translation>Autori (Priezvisko, Meno; Priezvisko, Meno)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Year</source>
        <translation>Rok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Journal, book, website or software</source>
        <translation>Časopis, kniha, webová stránka alebo softvér</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume</source>
        <translation>Zväzok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>Strany</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Publisher</source>
        <translation>Vydavateľ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place of publication</source>
        <translation>Miesto vydania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address (URL), only one you have seen</source>
        <translation>Adresa (URL), len taká, ktorú máš overenú</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language (en, de, es, pt, sk…)</source>
        <extracomment>A language tag such as en, de, es, pt, sk</extracomment>
        <translation>Jazyk (en, de, es, pt, sk…)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Informant (who taught the game)</source>
        <translation>Informátor (kto hru naučil)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the game was observed</source>
        <translation>Kde bola hra pozorovaná</translation>
    </message>
    <message>
        <location line="+75"/>
        <location line="+98"/>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Type for citations</source>
        <extracomment>The CSL item type used when the source is cited</extracomment>
        <translation>Typ pre citácie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Journal article</source>
        <extracomment>CSL item types: journal article, book, web page, software, document</extracomment>
        <translation>Článok v časopise</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Book</source>
        <translation>Kniha</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Web page</source>
        <translation>Webová stránka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Software</source>
        <translation>Softvér</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Summary: what the source is and contains</source>
        <translation>Zhrnutie: čo je prameň zač a čo obsahuje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note: what is unknown, unchecked or defective</source>
        <translation>Poznámka: čo je neznáme, neoverené alebo chybné</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+100"/>
        <source>Save</source>
        <translation>Uložiť</translation>
    </message>
    <message>
        <location line="-96"/>
        <location line="+100"/>
        <source>Cancel</source>
        <translation>Zrušiť</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>A source needs a title.</source>
        <translation>Prameň musí mať názov.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add an annotation</source>
        <translation>Pridať anotáciu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit annotation</source>
        <translation>Upraviť anotáciu</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Topic</source>
        <translation>Téma</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The source&apos;s game</source>
        <extracomment>The annotation concerns the game(s) of its source</extracomment>
        <translation>Hra prameňa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ruling it bears on</source>
        <translation>Súvisiace rozhodnutie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>None</source>
        <translation>Žiadne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Annotation</source>
        <translation>Anotácia</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In your own words: what the source says, leaves open, disputes or gets wrong.</source>
        <translation>Vlastnými slovami: čo prameň uvádza, čo necháva otvorené, čo spochybňuje alebo v čom sa mýli.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Save %1</source>
        <extracomment>%1 is BibTeX or CSL-JSON</extracomment>
        <translation>Uložiť %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BibTeX files (*.bib)</source>
        <translation>Súbory BibTeX (*.bib)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSL-JSON files (*.json)</source>
        <translation>Súbory CSL-JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>enkang::ui::ArchiveService</name>
    <message>
        <location filename="../app/ui/archive_service.cpp" line="+43"/>
        <source>the disk is full</source>
        <translation>disk je plný</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file, its folder or the medium it is on is read-only</source>
        <translation>súbor, jeho priečinok alebo médium, na ktorom je, sú len na čítanie</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The archive is not open, so there is nothing to back up.</source>
        <translation>Archív nie je otvorený, takže nie je čo zálohovať.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Backed up to %1.</source>
        <translation>Záloha uložená do %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The backup failed: %1</source>
        <extracomment>%1 is why the backup failed (from the archive, in English)</extracomment>
        <translation>Zálohovanie zlyhalo: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The archive is not open, so there is nothing to check.</source>
        <translation>Archív nie je otvorený, takže nie je čo kontrolovať.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The archive is intact.</source>
        <translation>Archív je neporušený.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The archive is damaged: %1</source>
        <extracomment>%1 is what the check found (from the archive, in English)</extracomment>
        <translation>Archív je poškodený: %1</translation>
    </message>
</context>
<context>
    <name>enkang::ui::BatchAnalysis</name>
    <message>
        <location filename="../app/ui/batch_analysis.cpp" line="+104"/>
        <source>Nothing can be saved in this archive: %1</source>
        <translation>Do tohto archívu sa nedá nič uložiť: %1</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>The analysis stopped: %1</source>
        <extracomment>%1 is why saving failed (from the archive, in English)</extracomment>
        <translation>Analýza sa zastavila: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled. Records looked at: %1 of %2. Analyses saved: %3.</source>
        <translation>Zrušené. Prezreté záznamy: %1 z %2. Uložené analýzy: %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Records looked at: %1. Analyses saved: %2.</source>
        <translation>Prezreté záznamy: %1. Uložené analýzy: %2.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::Exporter</name>
    <message>
        <location filename="../app/ui/exporter.cpp" line="+32"/>
        <source>%1 cannot be written: %2</source>
        <extracomment>%1 is the file&apos;s path, %2 the system&apos;s reason (e.g. &quot;Permission denied&quot;)</extracomment>
        <translation>Do súboru %1 sa nedá zapisovať: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 could not be saved: %2</source>
        <translation>Súbor %1 sa nepodarilo uložiť: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This record&apos;s board cannot be drawn: %1</source>
        <translation>Dosku tohto záznamu nemožno nakresliť: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This record has no move %1.</source>
        <translation>Tento záznam nemá ťah %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The position after move %1 is not known: the engine follows this record only to move %2.</source>
        <translation>Pozícia po ťahu %1 nie je známa: program dokáže tento záznam sledovať len po ťah %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: the picture could not be encoded.</source>
        <translation>%1: obrázok sa nepodarilo zakódovať.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Choose a file to save to.</source>
        <translation>Vyber súbor, do ktorého sa má uložiť.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved %1.</source>
        <translation>Uložené: %1.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The record could not be loaded: %1</source>
        <translation>Záznam sa nepodarilo načítať: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+23"/>
        <source>A picture is %1 to %2 pixels each way.</source>
        <translation>Šírka aj výška obrázka musí byť od %1 do %2 pixelov.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>The game or its options are not known.</source>
        <translation>Hra alebo jej možnosti nie sú známe.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::FieldRecording</name>
    <message>
        <location filename="../app/ui/field_recording.cpp" line="+66"/>
        <source>A game is being recorded; finish it first.</source>
        <translation>Práve sa zaznamenáva partia; najprv ju dokonči.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not one of the games.</source>
        <translation>„%1“ nie je žiadna z hier.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>The game is already over in this position.</source>
        <translation>V tejto pozícii je partia už skončená.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>There is no such pit.</source>
        <translation>Taká jamka neexistuje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start recording first.</source>
        <translation>Najprv začni záznam.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not a pit of the side to move.</source>
        <translation>Jamka %1 nepatrí strane, ktorá je na ťahu.</translation>
    </message>
    <message>
        <location line="+198"/>
        <source>unknown error</source>
        <translation>neznáma chyba</translation>
    </message>
</context>
<context>
    <name>enkang::ui::GameController</name>
    <message>
        <location filename="../app/ui/game_controller.cpp" line="+195"/>
        <source>There is no such pit.</source>
        <translation>Taká jamka neexistuje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>The game is over.</source>
        <translation>Partia sa skončila.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Wait: the computer is thinking.</source>
        <translation>Počkaj, počítač premýšľa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is the computer&apos;s turn.</source>
        <translation>Na ťahu je počítač.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not yours: you can only play from your own pits.</source>
        <translation>Jamka %1 nie je tvoja: ťahať môžeš len zo svojich jamiek.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is empty.</source>
        <translation>Jamka %1 je prázdna.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seed in %1 can only step into an empty pit, and the next pit is full.</source>
        <translation>Semienko z jamky %1 sa môže posunúť len do prázdnej jamky, no nasledujúca jamka je obsadená.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sowing from %1 would never end, so that move is not allowed.</source>
        <translation>Rozsievanie z jamky %1 by sa nikdy neskončilo, preto tento ťah nie je dovolený.</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>South</source>
        <translation>Juh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North</source>
        <translation>Sever</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no cow left in the front row.</source>
        <translation>%1 už nemá v prednom rade žiadnu kravu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 left their own front row empty.</source>
        <translation>%1 má po vlastnom ťahu prázdny predný rad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no seeds left.</source>
        <translation>%1 už nemá žiadne semienka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The position has occurred before.</source>
        <translation>Táto pozícia sa už raz vyskytla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot move; the seeds left on the board went to %2.</source>
        <translation>%1 nemôže ťahať; semienka, ktoré zostali na doske, získava %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no legal move.</source>
        <translation>%1 nemá žiadny platný ťah.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::LearnController</name>
    <message>
        <location filename="../app/ui/learn_controller.cpp" line="+21"/>
        <source>Well played. That is the whole game in your hands now.</source>
        <translation>Výborne. Teraz už ovládaš celú hru.</translation>
    </message>
    <message>
        <location line="+176"/>
        <source>Try again.</source>
        <translation>Skús to znova.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::RecordExporter</name>
    <message>
        <location filename="../app/ui/record_exporter.cpp" line="+74"/>
        <source>Export cancelled: %1 was left as it was.</source>
        <translation>Export bol zrušený: súbor %1 zostal bez zmeny.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing was exported: %1</source>
        <translation>Nič sa neexportovalo: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n record(s) exported to %1.</source>
        <translation>
            <numerusform>Do %1 sa exportoval %n záznam.</numerusform>
            <numerusform>Do %1 sa exportovali %n záznamy.</numerusform>
            <numerusform>Do %1 sa exportovalo %n záznamov.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The record could not be read: %1</source>
        <translation>Záznam sa nepodarilo prečítať: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The record is on the clipboard, as text.</source>
        <translation>Záznam je v schránke ako text.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::RecordReplay</name>
    <message>
        <location filename="../app/ui/record_replay.cpp" line="+139"/>
        <source>The record could not be loaded: %1</source>
        <translation>Záznam sa nepodarilo načítať: %1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>This record cannot be replayed: %1</source>
        <translation>Tento záznam sa nedá prehrať: %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Move %1 (%2) was recorded as irregular: the engine cannot follow the game past it. The board stops at the position before it; the later moves are listed as recorded.</source>
        <translation>Ťah %1 (%2) bol zaznamenaný ako nepravidelný: program za ním už partiu nedokáže sledovať. Doska zostane na pozícii pred ním; ďalšie ťahy sú uvedené tak, ako boli zaznamenané.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move %1 (%2) is not a pit of this board; the replay stops before it.</source>
        <translation>Ťah %1 (%2) neoznačuje jamku tejto dosky; prehrávanie sa pred ním zastaví.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move %1 (%2) is not legal in this position; the replay stops before it.</source>
        <translation>Ťah %1 (%2) nie je v tejto pozícii platný; prehrávanie sa pred ním zastaví.</translation>
    </message>
    <message>
        <location line="+274"/>
        <source>Open a record the engine can replay first.</source>
        <translation>Najprv otvor záznam, ktorý program dokáže prehrať.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There are no moves the engine can follow.</source>
        <translation>Nie sú tu žiadne ťahy, ktoré by program dokázal sledovať.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::RecordsController</name>
    <message>
        <location filename="../app/ui/records_controller.cpp" line="+53"/>
        <source>The archive is not open.</source>
        <translation>Archív nie je otvorený.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::SourcesController</name>
    <message>
        <location filename="../app/ui/sources_controller.cpp" line="+40"/>
        <location line="+72"/>
        <source>No archive is open, so there are no sources to show.</source>
        <translation>Nie je otvorený žiadny archív, preto nemožno zobraziť žiadne pramene.</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Text %1</source>
        <extracomment>A founding text of the archive, by its number, e.g. &quot;Text 000&quot;</extracomment>
        <translation>Základný text %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 et al.</source>
        <translation>%1 a kol.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 &amp; %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The archive could not be opened: %1</source>
        <extracomment>%1 is the reason the archive database could not be opened</extracomment>
        <translation>Archív sa nepodarilo otvoriť: %1</translation>
    </message>
    <message>
        <location line="+203"/>
        <source>There is no source &quot;%1&quot; in the archive.</source>
        <extracomment>%1 is a source&apos;s id</extracomment>
        <translation>V archíve nie je prameň „%1“.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>There is no ruling &quot;%1&quot; in the archive.</source>
        <extracomment>%1 is a ruling&apos;s id</extracomment>
        <translation>V archíve nie je rozhodnutie „%1“.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Unknown kind of source: %1</source>
        <extracomment>%1 is what was given as the kind of a source</extracomment>
        <translation>Neznámy druh prameňa: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The year must be a number: %1</source>
        <extracomment>%1 is what was typed as the year</extracomment>
        <translation>Rok musí byť číslo: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A source needs a title.</source>
        <translation>Prameň musí mať názov.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Source saved.</source>
        <translation>Prameň je uložený.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>An annotation needs a source, a topic and a text.</source>
        <translation>Anotácia musí mať prameň, tému a text.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unknown kind of annotation: %1</source>
        <extracomment>%1 is what was given as the kind of an annotation</extracomment>
        <translation>Neznámy druh anotácie: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unknown game: %1</source>
        <extracomment>%1 is what was given as the game</extracomment>
        <translation>Neznáma hra: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Annotation saved.</source>
        <translation>Anotácia je uložená.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+26"/>
        <source>Unknown citation format: %1</source>
        <extracomment>%1 is a citation format asked for</extracomment>
        <translation>Neznámy formát citácií: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Citations can only be saved to a local file: %1</source>
        <extracomment>%1 is the address chosen to save to</extracomment>
        <translation>Citácie možno uložiť len do lokálneho súboru: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Could not save %1: %2</source>
        <extracomment>%1 is a file, %2 the reason it could not be written</extracomment>
        <translation>Súbor %1 sa nepodarilo uložiť: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved to %1 (sources: %2).</source>
        <extracomment>%1 is a file, %2 the number of sources written to it</extracomment>
        <translation>Uložené do súboru %1 (počet prameňov: %2).</translation>
    </message>
</context>
<context>
    <name>enkang::ui::SyncController</name>
    <message>
        <location filename="../app/ui/sync_controller.cpp" line="+101"/>
        <source>Connecting…</source>
        <translation>Pripája sa…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Sending %1 of %2</source>
        <translation>Odosiela sa %1 z %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Receiving: %1 read</source>
        <translation>Prijíma sa: prečítané %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Sent %1, received %2, new conflicts %3, refused %4</source>
        <translation>Odoslané %1, prijaté %2, nové konflikty %3, odmietnuté %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sync stopped: %1</source>
        <translation>Synchronizácia sa zastavila: %1</translation>
    </message>
</context>
</TS>
