<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sk">
<context>
    <name>Board</name>
    <message>
        <location filename="../qml/components/Board.qml" line="+85"/>
        <source>Board</source>
        <translation>Hracia doska</translation>
    </message>
</context>
<context>
    <name>ComingPage</name>
    <message>
        <location filename="../qml/pages/ComingPage.qml" line="+18"/>
        <source>Not available yet in this version.</source>
        <translation>V tejto verzii zatiaľ nie je k dispozícii.</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <location filename="../qml/components/GameInfo.qml" line="+7"/>
        <source>Bao la Kimasai, two-phase</source>
        <translation>Bao la Kimasai, dve fázy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bao la Kimasai, four-row</source>
        <translation>Bao la Kimasai, štyri rady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>En Gehé</source>
        <translation>En Gehé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Maasai herders near Kilimanjaro, northern Tanzania</source>
        <translation>Masajskí pastieri neďaleko Kilimandžára, sever Tanzánie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maasai near Mpwapwa, Dodoma region, Tanzania</source>
        <translation>Masajovia neďaleko Mpwapwy, región Dodoma, Tanzánia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loitha and Kisonga Maasai warriors (morans), northern Tanzania</source>
        <translation>Masajskí bojovníci (morans) zo skupín Loitha a Kisonga, sever Tanzánie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>David MacKay, 2001, taught by Moinget Ole Kuney</source>
        <translation>David MacKay (2001), ktorého hru naučil Moinget Ole Kuney</translation>
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
        <translation>4 × 8 jamiek. Privádzaj kravy zo zásoby, v každom ťahu jednu, rozsievaj v smere hodinových ručičiek so štafetou a potom podnikaj nájazdy na súperov predný rad.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 × 12 pits, one seed each at most. Slide a seed into an empty pit and take whole columns.</source>
        <translation>4 × 12 jamiek, v každej najviac jedno semienko. Posuň semienko do prázdnej jamky a zajímaj celé stĺpce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 × 40 to 50 pits, 4 seeds each. Teams sow round the whole board with relays; the last seed in an empty pit of your row captures.</source>
        <translation>2 × 40 až 50 jamiek, v každej 4 semienka. Tímy rozsievajú okolo celej dosky so štafetou; posledné semienko v prázdnej jamke vlastného radu zajíma.</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+39"/>
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
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="+5"/>
        <source>Learn</source>
        <translation>Výučba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guided lessons for each game on a live board: the board and its names, sowing, relays, reserves, raids and captures, endless moves, and short games against the computer. Your progress will be saved.</source>
        <translation>Lekcie so sprievodcom ku každej hre na interaktívnej doske: doska a názvy jamiek, rozsievanie, štafety, zásoby, nájazdy a zajatia, nekonečné ťahy a krátke partie proti počítaču. Tvoj pokrok sa bude ukladať.</translation>
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
        <location line="+25"/>
        <source>Menu</source>
        <translation>Ponuka</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <location filename="../qml/components/MoveList.qml" line="+16"/>
        <source>Moves</source>
        <translation>Ťahy</translation>
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
        <location line="+31"/>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <location line="+24"/>
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
    <name>Pit</name>
    <message numerus="yes">
        <location filename="../qml/components/Pit.qml" line="+31"/>
        <source>%1, %n cow(s)</source>
        <comment>pit name and the cows in it</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
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
            <numerusform></numerusform>
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
        <location filename="../qml/pages/PlayPage.qml" line="+21"/>
        <source>Draw.</source>
        <translation>Remíza.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins.</source>
        <translation>Víťaz: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+27"/>
        <source>New</source>
        <translation>Nová</translation>
    </message>
    <message>
        <location line="+51"/>
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
        <location line="+1"/>
        <source>Skip</source>
        <translation>Preskočiť</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+2"/>
        <source>Moves</source>
        <translation>Ťahy</translation>
    </message>
</context>
<context>
    <name>RecordsPage</name>
    <message>
        <location filename="../qml/pages/RecordsPage.qml" line="+5"/>
        <source>Records</source>
        <translation>Záznamy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A database of games recorded in the field: teams, place, date and observer, moves with comments, search, replay, and import and export as text.</source>
        <translation>Databáza partií zaznamenaných v teréne: tímy, miesto, dátum a pozorovateľ, ťahy s komentármi, vyhľadávanie, prehrávanie a import a export v textovom formáte.</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="+15"/>
        <source>Settings</source>
        <translation>Nastavenia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <location line="+8"/>
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
        <location line="+8"/>
        <source>Enkang %1. Rules as settled in the app&apos;s rulings; see the Rules and Sources pages.</source>
        <translation>Enkang %1. Pravidlá sú určené rozhodnutiami tejto aplikácie; pozri stránky Pravidlá a Pramene.</translation>
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
        <location line="+20"/>
        <source>computer, level %1</source>
        <translation>počítač, úroveň %1</translation>
    </message>
    <message>
        <location line="+9"/>
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
        <location line="+10"/>
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
    <name>SourcesPage</name>
    <message>
        <location filename="../qml/pages/SourcesPage.qml" line="+5"/>
        <source>Sources</source>
        <translation>Pramene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The annotated archive: MacKay 2001, Klamroth 1911, Merker 1904 and the secondary sources, what each says, where they disagree, and how this app rules on each doubt. Meanwhile the Rules page lists every ruling.</source>
        <translation>Komentovaný archív: MacKay 2001, Klamroth 1911, Merker 1904 a sekundárne pramene – čo ktorý z nich uvádza, v čom sa rozchádzajú a ako táto aplikácia rozhoduje v každom spornom bode. Dovtedy nájdeš všetky rozhodnutia na stránke Pravidlá.</translation>
    </message>
</context>
<context>
    <name>enkang::ui::GameController</name>
    <message>
        <location filename="../app/ui/game_controller.cpp" line="+107"/>
        <source>There is no such pit.</source>
        <translation>Taká jamka neexistuje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>The game is over.</source>
        <translation>Partia sa skončila.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Wait: the computer is thinking.</source>
        <translation>Počkaj, počítač premýšľa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is the computer&apos;s turn.</source>
        <translation>Na ťahu je počítač.</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location line="+157"/>
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
</TS>
