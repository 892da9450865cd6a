<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>LearnPage</name>
    <message numerus="yes">
        <location filename="../qml/pages/LearnPage.qml" line="+62"/>
        <location line="+9"/>
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>done, %n star(s)</source>
        <translation>
            <numerusform>done, %n star</numerusform>
            <numerusform>done, %n stars</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message numerus="yes">
        <location filename="../app/learn/narrate.cpp" line="+34"/>
        <source>You sowed from %1: the last cow fell in %2 after %n lap(s).</source>
        <translation>
            <numerusform>You sowed from %1: the last cow fell in %2 after %n lap.</numerusform>
            <numerusform>You sowed from %1: the last cow fell in %2 after %n laps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You sowed from %1: the last seed fell in %2 after %n lap(s).</source>
        <translation>
            <numerusform>You sowed from %1: the last seed fell in %2 after %n lap.</numerusform>
            <numerusform>You sowed from %1: the last seed fell in %2 after %n laps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>It raided %n time(s).</source>
        <translation>
            <numerusform>It raided once.</numerusform>
            <numerusform>It raided %n times.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>It took seeds from %n pit(s).</source>
        <translation>
            <numerusform>It took seeds from %n pit.</numerusform>
            <numerusform>It took seeds from %n pits.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pit</name>
    <message numerus="yes">
        <location filename="../qml/components/Pit.qml" line="+34"/>
        <source>%1, %n cow(s)</source>
        <comment>pit name and the cows in it</comment>
        <translation>
            <numerusform>%1, %n cow</numerusform>
            <numerusform>%1, %n cows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n seed(s)</source>
        <comment>pit name and the seeds in it</comment>
        <translation>
            <numerusform>%1, %n seed</numerusform>
            <numerusform>%1, %n seeds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message numerus="yes">
        <location filename="../qml/pages/PlayPage.qml" line="+46"/>
        <source>Sowing… %n in hand.</source>
        <translation>
            <numerusform>Sowing… %n in hand.</numerusform>
            <numerusform>Sowing… %n in hand.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordViewer</name>
    <message numerus="yes">
        <location filename="../qml/components/RecordViewer.qml" line="+584"/>
        <source>%n variation(s) at this move</source>
        <translation>
            <numerusform>%n variation at this move</numerusform>
            <numerusform>%n variations at this move</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message numerus="yes">
        <location filename="../qml/components/ResultPanel.qml" line="+54"/>
        <source>%n move(s) played.</source>
        <translation>
            <numerusform>%n move played.</numerusform>
            <numerusform>%n moves played.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SharedArchiveSettings</name>
    <message numerus="yes">
        <location filename="../qml/components/SharedArchiveSettings.qml" line="+44"/>
        <source>%n change(s) waiting</source>
        <translation>
            <numerusform>%n change waiting</numerusform>
            <numerusform>%n changes waiting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n conflict(s): the record was changed here and on the server</source>
        <translation>
            <numerusform>%n conflict: the record was changed here and on the server</numerusform>
            <numerusform>%n conflicts: the records were changed here and on the server</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message numerus="yes">
        <location filename="../qml/components/SidePanel.qml" line="+18"/>
        <source>plays perfectly with %n seed(s) or fewer left</source>
        <translation>
            <numerusform>plays perfectly with %n seed or fewer left</numerusform>
            <numerusform>plays perfectly with %n seeds or fewer left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>enkang::ui::RecordExporter</name>
    <message numerus="yes">
        <location filename="../app/ui/record_exporter.cpp" line="+78"/>
        <source>%n record(s) exported to %1.</source>
        <translation>
            <numerusform>%n record exported to %1.</numerusform>
            <numerusform>%n records exported to %1.</numerusform>
        </translation>
    </message>
</context>
</TS>
