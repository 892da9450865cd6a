// How the app was asked to start: the page, game, options and moves to
// show (a page, a lesson, a record, the field recorder), the language, the window size, a
// screenshot to save, a self-test, or record files to import (as the file manager's "Open with"
// passes them). Parsed from the command line; QML reads it as the Startup singleton.
#pragma once

#include <QObject>
#include <QSize>
#include <QStringList>
#include <QVariantMap>

namespace enkang::ui {

class Startup : public QObject {
    Q_OBJECT
    Q_PROPERTY(QString page MEMBER page CONSTANT)
    Q_PROPERTY(QString game MEMBER game CONSTANT)
    Q_PROPERTY(QVariantMap options MEMBER options CONSTANT)
    Q_PROPERTY(QStringList moves MEMBER moves CONSTANT)
    Q_PROPERTY(bool scripted READ scripted CONSTANT)
    Q_PROPERTY(QString tutorial MEMBER tutorial CONSTANT)
    Q_PROPERTY(int step MEMBER step CONSTANT)
    Q_PROPERTY(qint64 record MEMBER record CONSTANT)
    Q_PROPERTY(QString ruling MEMBER ruling CONSTANT)
    Q_PROPERTY(QString comparison MEMBER comparison CONSTANT)
    Q_PROPERTY(QString recorder MEMBER recorder CONSTANT)
  public:
    using QObject::QObject;
    // Returns an error message, or empty on success.
    QString parse(const QStringList& arguments);
    bool scripted() const { return !screenshot.isEmpty() || !controls.isEmpty() || selfTest; }

    QString page;
    QString game;
    QVariantMap options;
    QStringList moves;
    QString language;
    QSize size;
    QString database;
    QString screenshot;
    QString controls;  // --controls: a JSON file of the controls shown
    QString tutorial;
    int step = 1;
    qint64 record = 0;   // a record to open in the viewer (0: none)
    QString ruling;      // a ruling to open on the Sources page (its id)
    QString comparison;  // a comparison of sources to show on the Sources page (its id)
    QString recorder;    // the field recorder's stage to open: form, setup or recording
    QStringList importFiles;
    bool selfTest = false;
};

}  // namespace enkang::ui
