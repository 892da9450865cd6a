// Builders of archives at every earlier schema version: a current archive
// taken back step by step, each step undoing one migration exactly (the
// tables, columns, indexes and triggers that version added), so that the
// migration ladder can be tested from each version with real records.
#pragma once

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>
#include <QtTest>

namespace enkang::archive::testing {

// The SQL that takes an archive at `version` back to `version - 1`.
inline QStringList undoMigration(int version) {
    switch (version) {
        case 5:
            return {"DROP TABLE record_analysis_moves", "DROP TABLE record_analysis"};
        case 4:
            return {"DROP TRIGGER records_search_add",
                    "DROP TRIGGER records_search_remove",
                    "DROP TRIGGER records_search_change",
                    "DROP TABLE records_search",
                    "DROP INDEX records_by_date",
                    "DROP INDEX records_by_result",
                    "DROP INDEX records_by_game",
                    "DROP INDEX records_by_place_folded",
                    "CREATE INDEX records_by_game ON records(game)",
                    "CREATE INDEX records_by_place ON records(place)",
                    "CREATE INDEX records_by_place_folded ON records(place_folded)",
                    "ALTER TABLE records DROP COLUMN move_count"};
        case 3: {
            QStringList out = {"DROP INDEX records_by_place_folded", "PRAGMA application_id = 0"};
            for (const char* column : {"place_folded", "players_folded", "observer_folded",
                                       "event_folded", "text_folded"})
                out << QString("ALTER TABLE records DROP COLUMN %1").arg(column);
            return out;
        }
        case 2:
            return {"DROP TABLE record_sources", "DROP TABLE annotations",
                    "DROP TABLE sources",        "DROP TABLE rulings",
                    "DROP TABLE glossary",       "DROP TABLE tutorial_progress"};
        default:
            return {};
    }
}

// Takes the closed archive at `path` from `from` back to version `to`.
inline void downgrade(const QString& path, int from, int to) {
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase("QSQLITE", "downgrade");
        raw.setDatabaseName(path);
        QVERIFY(raw.open());
        QSqlQuery q(raw);
        for (int v = from; v > to; --v) {
            for (const QString& s : undoMigration(v)) QVERIFY2(q.exec(s), qPrintable(s));
            QVERIFY(q.exec(QString("PRAGMA user_version = %1").arg(v - 1)));
        }
        raw.close();
    }
    QSqlDatabase::removeDatabase("downgrade");
}

}  // namespace enkang::archive::testing
