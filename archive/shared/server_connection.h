// A connection to the shared archive's PostgreSQL server (Qt's QPSQL driver),
// from an address such as postgresql://host:5432/enkang or, for a local
// socket, postgresql:///enkang?host=/run/postgresql&port=5432.
#pragma once

#include <QSqlDatabase>
#include <QString>
#include <optional>

class QSqlQuery;

namespace enkang::archive {

struct ServerAddress {
    QString host;  // a name, an address, or a socket folder (starting with '/')
    int port = 5432;
    QString database;
    QString user;
    QString password;
};

// Reads `url`; on failure returns nothing and sets `*why`.
std::optional<ServerAddress> parseServerUrl(const QString& url, QString* why);

class ServerConnection {
  public:
    ServerConnection() = default;
    ~ServerConnection();
    ServerConnection(const ServerConnection&) = delete;
    ServerConnection& operator=(const ServerConnection&) = delete;

    // False when the QPSQL driver is missing or the server refuses; error() says why.
    bool open(const ServerAddress& address);
    void close();
    bool isOpen() const { return db_.isOpen(); }
    QSqlDatabase& sql() { return db_; }
    QString error() const { return error_; }
    QString user() const { return user_; }

    // Runs one statement; on failure sets error() and returns false.
    bool exec(const QString& statement);
    // Sets error() from a failed query (the server's own message); returns false.
    bool fail(const QSqlQuery& failed);
    bool fail(const QString& message);

    static bool driverAvailable();

  private:
    QSqlDatabase db_;
    QString connection_;
    QString error_;
    QString user_;
};

}  // namespace enkang::archive
