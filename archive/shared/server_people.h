// People of the shared archive: a PostgreSQL login per person, in one of the
// four roles (reader, observer, editor, admin). Only an admin (or the
// server's superuser) adds, changes or removes people; the server checks it.
#pragma once

#include <QList>
#include <QString>

#include "server_connection.h"

namespace enkang::archive {

struct Person {
    QString name, role, changedBy, changedAt;
};

class ServerPeople {
  public:
    explicit ServerPeople(ServerConnection& server) : server_(server) {}

    // The server functions behind setPerson and removePerson (schema step 2).
    static bool install(ServerConnection& server);
    static bool isRole(const QString& role);

    // Adds the person, or changes their role (and password, unless empty).
    bool setPerson(const QString& name, const QString& password, const QString& role);
    // The person can no longer log in; their records stay.
    bool removePerson(const QString& name);
    QList<Person> list();

  private:
    ServerConnection& server_;
};

}  // namespace enkang::archive
