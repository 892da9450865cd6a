// Settings → Shared archive: the server and user (kept in QSettings), the
// password (kept only while the app runs: Qt 6.4 offers no keychain here),
// a sync run as a job on the archive thread (the interface never waits for
// the network), its progress, the pending count and the conflict list with
// the three choices (archive/shared/conflict_resolution.h).
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QObject>
#include <QPointer>
#include <QVariantList>

namespace enkang::ui {

class ArchiveService;

class SyncController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString server READ server WRITE setServer NOTIFY settingsChanged)
    Q_PROPERTY(QString user READ user WRITE setUser NOTIFY settingsChanged)
    Q_PROPERTY(QString password READ password WRITE setPassword NOTIFY settingsChanged)
    Q_PROPERTY(bool busy READ busy NOTIFY stateChanged)
    Q_PROPERTY(double progress READ progress NOTIFY stateChanged)  // 0..1, -1 unknown
    Q_PROPERTY(QString status READ status NOTIFY stateChanged)
    Q_PROPERTY(int pendingCount READ pendingCount NOTIFY stateChanged)
    // Each conflict: uuid, here ("record N" or deleted), serverDeleted, serverChangedBy,
    // serverChangedAt, serverText.
    Q_PROPERTY(QVariantList conflicts READ conflicts NOTIFY stateChanged)
  public:
    explicit SyncController(QObject* parent = nullptr);

    QString server() const { return server_; }
    void setServer(const QString& server);
    QString user() const { return user_; }
    void setUser(const QString& user);
    QString password() const { return password_; }
    void setPassword(const QString& password);
    bool busy() const { return busy_; }
    double progress() const { return progress_; }
    QString status() const { return status_; }
    int pendingCount() const { return pendingCount_; }
    QVariantList conflicts() const { return conflicts_; }

    Q_INVOKABLE void sync();
    Q_INVOKABLE void refresh();  // pending count and conflicts
    // keep: "local", "server" or "both".
    Q_INVOKABLE void resolve(const QString& uuid, const QString& keep);

  signals:
    void settingsChanged();
    void stateChanged();
    void finished(bool ok);

  private:
    void setProgress(double progress, const QString& status);

    QPointer<ArchiveService> archive_;
    QString server_, user_, password_, status_;
    bool busy_ = false;
    double progress_ = 0;
    int pendingCount_ = 0;
    QVariantList conflicts_;
};

}  // namespace enkang::ui
