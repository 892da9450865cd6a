// The server schema's ladder: tables, triggers, roles, policies and search.
#include "server_schema.h"

#include <QSqlQuery>
#include <functional>

#include "server_people.h"
#include "shared_text.h"

namespace enkang::archive {

int ServerSchema::version() {
    QSqlQuery query(server_.sql());
    if (!query.exec("SELECT to_regclass('enkang_schema') IS NOT NULL") || !query.next())
        return server_.fail(query), -1;
    if (!query.value(0).toBool()) return 0;
    if (!query.exec("SELECT version FROM enkang_schema") || !query.next())
        return server_.fail(query), -1;
    return query.value(0).toInt();
}

bool ServerSchema::ready() {
    const int found = version();
    if (found < 0) return false;
    if (found == kVersion) return true;
    return server_.fail(
        found == 0 ? SharedArchive::tr("the server has no Enkang archive yet: its owner runs "
                                       "'enkang-cli sync init --server URL' once")
        : found < kVersion
            ? SharedArchive::tr("the server's archive is at version %1: its owner runs "
                                "'enkang-cli sync init --server URL' to bring it to %2")
                  .arg(found)
                  .arg(kVersion)
            : SharedArchive::tr("the server's archive is version %1, newer than this Enkang "
                                "knows (%2): update Enkang")
                  .arg(found)
                  .arg(kVersion));
}

bool ServerSchema::setVersion(int version) {
    return server_.exec(QStringLiteral("UPDATE enkang_schema SET version = %1").arg(version));
}

bool ServerSchema::migrate() {
    int from = version();
    if (from < 0) return false;
    if (from > kVersion) return ready();
    const std::function<bool()> steps[] = {[this] { return migrateTo1(); },
                                           [this] { return migrateTo2(); },
                                           [this] { return migrateTo3(); }};
    for (int to = from + 1; to <= kVersion; ++to) {
        if (!server_.sql().transaction())
            return server_.fail(SharedArchive::tr("cannot start a transaction"));
        if (!steps[to - 1]() || !setVersion(to) || !server_.sql().commit()) {
            const QString why = server_.error();
            server_.sql().rollback();
            return server_.fail(SharedArchive::tr("migrating the server to version %1: %2")
                                    .arg(QString::number(to), why));
        }
    }
    return true;
}

// Version 1: records with UUIDs and revisions; every overwritten version is
// kept in record_versions, so that no edit is ever lost on the server.
bool ServerSchema::migrateTo1() {
    return server_.exec("CREATE TABLE enkang_schema (version integer NOT NULL)") &&
           server_.exec("INSERT INTO enkang_schema VALUES (0)") &&
           server_.exec("CREATE SEQUENCE record_changes") &&
           server_.exec(
               "CREATE TABLE records ("
               " uuid uuid PRIMARY KEY,"
               " revision bigint NOT NULL DEFAULT 1,"
               " owner name NOT NULL DEFAULT session_user,"
               " changed_by name NOT NULL DEFAULT session_user,"
               " changed_at timestamptz NOT NULL DEFAULT now(),"
               " change_seq bigint NOT NULL DEFAULT 0,"
               " deleted boolean NOT NULL DEFAULT false,"
               " body text NOT NULL,"  // the record text format: tags, moves, comments, variations
               " body_hash text NOT NULL,"
               " game text NOT NULL DEFAULT '', result text NOT NULL DEFAULT '*',"
               " date text NOT NULL DEFAULT '', place text NOT NULL DEFAULT '',"
               " event text NOT NULL DEFAULT '', observer text NOT NULL DEFAULT '',"
               " players text NOT NULL DEFAULT '')") &&
           server_.exec("CREATE INDEX records_by_change ON records (change_seq)") &&
           server_.exec("CREATE INDEX records_by_game_date ON records (game, date)") &&
           server_.exec("CREATE INDEX records_by_owner ON records (owner)") &&
           server_.exec(
               "CREATE TABLE record_versions ("
               " uuid uuid NOT NULL, revision bigint NOT NULL, deleted boolean NOT NULL,"
               " body text NOT NULL, changed_by name NOT NULL, changed_at timestamptz NOT NULL,"
               " PRIMARY KEY (uuid, revision))") &&
           server_.exec(
               "CREATE TABLE sources ("
               " id text PRIMARY KEY, kind text NOT NULL, data text NOT NULL,"
               " changed_by name NOT NULL DEFAULT session_user,"
               " changed_at timestamptz NOT NULL DEFAULT now())") &&
           server_.exec(
               "CREATE TABLE record_sources ("
               " record uuid NOT NULL REFERENCES records(uuid) ON DELETE CASCADE,"
               " source text NOT NULL REFERENCES sources(id), locator text NOT NULL DEFAULT '',"
               " PRIMARY KEY (record, source, locator))") &&
           // Stamps every write: the writer, the time, the next revision and
           // change number; writers take turns (an advisory lock held to
           // commit), so change numbers are committed in order and a reader
           // pulling "everything after N" never misses a late commit.
           server_.exec(
               "CREATE FUNCTION records_stamp() RETURNS trigger LANGUAGE plpgsql"
               " SECURITY DEFINER SET search_path = public, pg_temp AS $$"
               " BEGIN"
               "  PERFORM pg_advisory_xact_lock(4566);"
               "  IF TG_OP = 'INSERT' THEN"
               "   NEW.owner := session_user; NEW.revision := 1;"
               "  ELSE"
               "   NEW.owner := OLD.owner; NEW.revision := OLD.revision + 1;"
               "   INSERT INTO record_versions VALUES (OLD.uuid, OLD.revision, OLD.deleted,"
               "     OLD.body, OLD.changed_by, OLD.changed_at) ON CONFLICT DO NOTHING;"
               "  END IF;"
               "  NEW.changed_by := session_user; NEW.changed_at := now();"
               "  NEW.change_seq := nextval('record_changes');"
               "  RETURN NEW;"
               " END $$") &&
           server_.exec(
               "CREATE TRIGGER records_stamp BEFORE INSERT OR UPDATE ON records"
               " FOR EACH ROW EXECUTE FUNCTION records_stamp()");
}

// Version 2: a role per kind of person and row-level security on records:
// readers read; observers add and change their own; editors change any;
// admins also manage people (server_people.cpp).
bool ServerSchema::migrateTo2() {
    const char* const roles[] = {"enkang_reader", "enkang_observer", "enkang_editor",
                                 "enkang_admin"};
    for (const char* role : roles)
        if (!server_.exec(QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles"
                                         " WHERE rolname = '%1') THEN CREATE ROLE %1 NOLOGIN;"
                                         " END IF; END $$")
                              .arg(role)))
            return false;
    const QString everyone =
        QStringLiteral("enkang_reader, enkang_observer, enkang_editor, enkang_admin");
    const QString writers = QStringLiteral("enkang_observer, enkang_editor, enkang_admin");
    return server_.exec(
               "CREATE TABLE people (name name PRIMARY KEY, role text NOT NULL"
               " CHECK (role IN ('reader', 'observer', 'editor', 'admin')),"
               " changed_by name NOT NULL DEFAULT session_user,"
               " changed_at timestamptz NOT NULL DEFAULT now())") &&
           server_.exec("GRANT USAGE ON SCHEMA public TO " + everyone) &&
           server_.exec(
               "GRANT SELECT ON records, record_versions, sources, record_sources,"
               " enkang_schema, people TO " +
               everyone) &&
           server_.exec("GRANT INSERT, UPDATE, DELETE ON records, record_sources TO " + writers) &&
           server_.exec("GRANT INSERT, UPDATE ON sources TO enkang_editor, enkang_admin") &&
           server_.exec("ALTER TABLE records ENABLE ROW LEVEL SECURITY") &&
           server_.exec("CREATE POLICY read_all ON records FOR SELECT TO " + everyone +
                        " USING (true)") &&
           server_.exec("CREATE POLICY add_own ON records FOR INSERT TO " + writers +
                        " WITH CHECK (owner = current_user)") &&
           server_.exec(
               "CREATE POLICY change_own ON records FOR UPDATE TO enkang_observer"
               " USING (owner = current_user) WITH CHECK (owner = current_user)") &&
           server_.exec(
               "CREATE POLICY change_any ON records FOR UPDATE TO enkang_editor,"
               " enkang_admin USING (true) WITH CHECK (true)") &&
           server_.exec(
               "CREATE POLICY delete_own ON records FOR DELETE TO enkang_observer"
               " USING (owner = current_user)") &&
           server_.exec(
               "CREATE POLICY delete_any ON records FOR DELETE TO enkang_editor,"
               " enkang_admin USING (true)") &&
           ServerPeople::install(server_);
}

// Version 3: search as in the local archive: case- and accent-folded columns
// (folded by Enkang, archive/text_fold.cpp) with indexes, and full-text
// search over the folded text of comments and tag values.
bool ServerSchema::migrateTo3() {
    return server_.exec(
               "ALTER TABLE records ADD COLUMN place_folded text NOT NULL DEFAULT '',"
               " ADD COLUMN players_folded text NOT NULL DEFAULT '',"
               " ADD COLUMN observer_folded text NOT NULL DEFAULT '',"
               " ADD COLUMN event_folded text NOT NULL DEFAULT '',"
               " ADD COLUMN text_folded text NOT NULL DEFAULT '',"
               " ADD COLUMN search tsvector GENERATED ALWAYS AS"
               "  (to_tsvector('simple', text_folded)) STORED") &&
           server_.exec("CREATE INDEX records_by_place ON records (place_folded)") &&
           server_.exec("CREATE INDEX records_by_players ON records (players_folded)") &&
           server_.exec("CREATE INDEX records_by_observer ON records (observer_folded)") &&
           server_.exec("CREATE INDEX records_search ON records USING gin (search)");
}

}  // namespace enkang::archive
