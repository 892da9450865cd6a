// Opening the PostgreSQL connection of the shared archive and reporting the
// server's errors in its own words.
#include "server_connection.h"

#include <QAtomicInt>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>

#include "shared_text.h"

namespace enkang::archive {

std::optional<ServerAddress> parseServerUrl(const QString& url, QString* why) {
    const QUrl parsed(url, QUrl::StrictMode);
    if (!parsed.isValid() || (parsed.scheme() != "postgresql" && parsed.scheme() != "postgres")) {
        *why = SharedArchive::tr("'%1' is not a server address such as postgresql://host/database")
                   .arg(url);
        return std::nullopt;
    }
    const QUrlQuery query(parsed);
    ServerAddress address;
    address.host = query.hasQueryItem("host") ? query.queryItemValue("host", QUrl::FullyDecoded)
                                              : parsed.host();
    if (address.host.isEmpty()) address.host = QStringLiteral("localhost");
    address.port =
        query.hasQueryItem("port") ? query.queryItemValue("port").toInt() : parsed.port(5432);
    address.database = parsed.path().mid(1);
    address.user = parsed.userName();
    address.password = parsed.password();
    if (address.database.isEmpty()) {
        *why = SharedArchive::tr("'%1' names no database (postgresql://host/DATABASE)").arg(url);
        return std::nullopt;
    }
    if (address.port <= 0 || address.port > 65535) {
        *why = SharedArchive::tr("'%1': the port must be 1 to 65535").arg(url);
        return std::nullopt;
    }
    return address;
}

ServerConnection::~ServerConnection() {
    close();
}

bool ServerConnection::driverAvailable() {
    return QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"));
}

bool ServerConnection::open(const ServerAddress& address) {
    close();
    if (!driverAvailable())
        return fail(QStringLiteral(
            "Qt's PostgreSQL driver (QPSQL) is not installed: install libqt6sql6-psql"));
    static QAtomicInt counter;
    connection_ = QStringLiteral("enkang-server-%1").arg(counter.fetchAndAddRelaxed(1));
    db_ = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection_);
    db_.setHostName(address.host);
    db_.setPort(address.port);
    db_.setDatabaseName(address.database);
    db_.setUserName(address.user);
    db_.setPassword(address.password);
    db_.setConnectOptions(QStringLiteral("connect_timeout=10;application_name=enkang"));
    user_ = address.user;
    if (!db_.open()) {
        error_ = SharedArchive::tr("cannot reach the server: %1").arg(db_.lastError().text());
        close();
        return false;
    }
    // Quiet notices; plain text everywhere.
    return exec(QStringLiteral("SET client_min_messages = warning"));
}

void ServerConnection::close() {
    if (connection_.isEmpty()) return;
    db_.close();
    db_ = QSqlDatabase();
    QSqlDatabase::removeDatabase(connection_);
    connection_.clear();
}

bool ServerConnection::exec(const QString& statement) {
    QSqlQuery query(db_);
    return query.exec(statement) || fail(query);
}

bool ServerConnection::fail(const QSqlQuery& failed) {
    const QSqlError e = failed.lastError();
    error_ = e.databaseText().isEmpty() ? e.text() : e.databaseText().trimmed();
    return false;
}

bool ServerConnection::fail(const QString& message) {
    error_ = message;
    return false;
}

}  // namespace enkang::archive
