// Managing people on the server through two SECURITY DEFINER functions that
// only the enkang_admin role may call.
#include "server_people.h"

#include <QSqlQuery>

namespace enkang::archive {

bool ServerPeople::isRole(const QString& role) {
    return role == "reader" || role == "observer" || role == "editor" || role == "admin";
}

bool ServerPeople::install(ServerConnection& server) {
    // Who may call: members of enkang_admin, or a superuser. A server role
    // Enkang did not make (postgres, say) is never changed through it.
    const QString mayManage =
        "IF NOT (pg_has_role(session_user, 'enkang_admin', 'MEMBER') OR"
        "  (SELECT rolsuper FROM pg_roles WHERE rolname = session_user)) THEN"
        "  RAISE EXCEPTION 'only an admin manages people' USING ERRCODE = '42501';"
        " END IF;"
        " IF coalesce((SELECT rolsuper FROM pg_roles WHERE rolname = person), false) THEN"
        "  RAISE EXCEPTION 'a superuser is not one of the archive''s people'"
        "   USING ERRCODE = '42501';"
        " END IF;"
        " IF EXISTS (SELECT FROM pg_roles WHERE rolname = person)"
        "  AND NOT EXISTS (SELECT FROM people WHERE name = person)"
        "  AND NOT (SELECT rolsuper FROM pg_roles WHERE rolname = session_user) THEN"
        "  RAISE EXCEPTION 'the server role % is not one of the archive''s people', person"
        "   USING ERRCODE = '42501';"
        " END IF;";
    const QString revokeAll =
        " FOREACH r IN ARRAY ARRAY['reader', 'observer', 'editor', 'admin'] LOOP"
        "  IF EXISTS (SELECT FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid"
        "   JOIN pg_roles p ON p.oid = m.member"
        "   WHERE g.rolname = 'enkang_' || r AND p.rolname = person) THEN"
        "   EXECUTE format('REVOKE %I FROM %I', 'enkang_' || r, person);"
        "  END IF;"
        " END LOOP;";
    return server.exec(
               "CREATE FUNCTION enkang_set_person(person name, secret text, person_role text)"
               " RETURNS void LANGUAGE plpgsql SECURITY DEFINER"
               " SET search_path = public, pg_temp AS $$ DECLARE r text; BEGIN " +
               mayManage +
               " IF person_role NOT IN ('reader', 'observer', 'editor', 'admin') THEN"
               "  RAISE EXCEPTION 'unknown role %', person_role;"
               " END IF;"
               " IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = person) THEN"
               "  EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L', person, secret);"
               " ELSIF secret <> '' THEN"
               "  EXECUTE format('ALTER ROLE %I LOGIN PASSWORD %L', person, secret);"
               " ELSE"
               "  EXECUTE format('ALTER ROLE %I LOGIN', person);"
               " END IF;" +
               revokeAll +
               " EXECUTE format('GRANT %I TO %I', 'enkang_' || person_role, person);"
               " INSERT INTO people (name, role) VALUES (person, person_role)"
               "  ON CONFLICT (name) DO UPDATE SET role = EXCLUDED.role,"
               "  changed_by = session_user, changed_at = now();"
               " END $$") &&
           server.exec(
               "CREATE FUNCTION enkang_remove_person(person name) RETURNS void"
               " LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$"
               " DECLARE r text; BEGIN " +
               mayManage +
               " IF NOT EXISTS (SELECT FROM people WHERE name = person) THEN"
               "  RAISE EXCEPTION 'no person %', person;"
               " END IF;" +
               revokeAll +
               " EXECUTE format('ALTER ROLE %I NOLOGIN', person);"
               " DELETE FROM people WHERE name = person;"
               " END $$") &&
           server.exec(
               "REVOKE ALL ON FUNCTION enkang_set_person(name, text, text),"
               " enkang_remove_person(name) FROM PUBLIC") &&
           server.exec(
               "GRANT EXECUTE ON FUNCTION enkang_set_person(name, text, text),"
               " enkang_remove_person(name) TO enkang_admin");
}

bool ServerPeople::setPerson(const QString& name, const QString& password, const QString& role) {
    QSqlQuery query(server_.sql());
    query.prepare("SELECT enkang_set_person(?, ?, ?)");
    query.addBindValue(name);
    query.addBindValue(password.isNull() ? QStringLiteral("") : password);
    query.addBindValue(role);
    return query.exec() || server_.fail(query);
}

bool ServerPeople::removePerson(const QString& name) {
    QSqlQuery query(server_.sql());
    query.prepare("SELECT enkang_remove_person(?)");
    query.addBindValue(name);
    return query.exec() || server_.fail(query);
}

QList<Person> ServerPeople::list() {
    QList<Person> people;
    QSqlQuery query(server_.sql());
    if (!query.exec("SELECT name, role, changed_by, changed_at::text FROM people ORDER BY name"))
        return server_.fail(query), people;
    while (query.next())
        people.append({query.value(0).toString(), query.value(1).toString(),
                       query.value(2).toString(), query.value(3).toString()});
    return people;
}

}  // namespace enkang::archive
