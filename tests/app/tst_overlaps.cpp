// The search for texts and controls drawn over one another (app/gui/overlaps.h),
// on small windows made for it: what it must find, and what it must let be.
#include <QJsonArray>
#include <QJsonObject>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtTest>
#include <memory>

#include "app/gui/overlaps.h"

class TestOverlaps : public QObject {
    Q_OBJECT

    QQmlEngine engine_;

    QJsonArray found_;

    // How many overlaps a window made of this QML has (its root an Item
    // 300x300; -1 if it cannot be made or shown); found_ lists them.
    int overlapsIn(const QByteArray& body) {
        found_ = {};
        QQmlComponent component(&engine_);
        component.setData(
            "import QtQuick\nimport QtQuick.Controls\nimport QtQuick.Layouts\n"
            "Item { width: 300; height: 300\n" +
                body + "\n}",
            QUrl("inline.qml"));
        std::unique_ptr<QObject> root(component.create());
        if (!root) qWarning() << component.errorString();
        auto* item = qobject_cast<QQuickItem*>(root.get());
        if (!item) return -1;
        QQuickWindow window;
        item->setParentItem(window.contentItem());
        window.resize(300, 300);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window)) return -1;
        QTest::qWait(50);  // laid out
        found_ = enkang::gui::findOverlaps(window.contentItem(), QRectF(0, 0, 300, 300), {});
        item->setParentItem(nullptr);
        return int(found_.size());
    }

  private slots:
    void aLabelOverAButtonIsFound() {
        QCOMPARE(overlapsIn("ColumnLayout { Button { text: 'Save' }"
                            "  Label { text: 'Drawn over'; Layout.topMargin: -30 } }"),
                 1);
        QCOMPARE(found_[0].toObject()["a"].toString(), QString("Button 'Save'"));
        QCOMPARE(found_[0].toObject()["b"].toString(), QString("text 'Drawn over'"));
    }

    // A wrapped label left with the height of one line: its other lines
    // are drawn past its item, over the button below it.
    void aTextSpillingOutOfItsItemIsFound() {
        QCOMPARE(overlapsIn("ColumnLayout { width: 120; spacing: 0;"
                            "  Label { Layout.fillWidth: true; Layout.preferredHeight: 15;"
                            "          wrapMode: Text.WordWrap;"
                            "          text: 'A label of many words that wrap to four lines' }"
                            "  Button { text: 'Below' } }"),
                 1);
        QCOMPARE(
            overlapsIn("ColumnLayout { width: 120; spacing: 0;"
                       "  Label { Layout.fillWidth: true; Layout.preferredHeight: 15; clip: true;"
                       "          wrapMode: Text.WordWrap;"
                       "          text: 'A label of many words that wrap to four lines' }"
                       "  Button { text: 'Below' } }"),
            0);  // a text that clips shows only its item's part
    }

    void twoButtonsOverOneAnotherAreFound() {
        QCOMPARE(overlapsIn("Button { text: 'One' } Button { text: 'Two'; x: 10; y: 10 }"), 1);
    }

    void twoTextsOverOneAnotherAreFound() {
        QCOMPARE(overlapsIn("Text { text: 'First line' } Text { text: 'Second'; y: 4 }"), 1);
    }

    void aLaidOutColumnHasNone() {
        QCOMPARE(overlapsIn("ColumnLayout { Label { text: 'Title' } Button { text: 'Save' }"
                            "  RowLayout { Label { text: 'Name'; Layout.fillWidth: true }"
                            "              TextField { } } }"),
                 0);
    }

    // The control's own label, a tap area laid over a text it serves, a
    // label wider than its words beside a button, a text scrolled out of a
    // clipping view: none is an overlap. (A label is its button's child, so
    // it would be left out as such too.)
    void whatBelongsTogetherIsLeftAlone() {
        QCOMPARE(overlapsIn("Button { text: 'Its own label' }"), 0);
        QCOMPARE(overlapsIn("Text { id: t; text: 'Tap me' } MouseArea { anchors.fill: t }"), 0);
        QCOMPARE(overlapsIn("Label { width: 300; text: 'Short' }"
                            "Button { x: 200; text: 'Go' }"),
                 0);
        QCOMPARE(overlapsIn("Item { clip: true; width: 300; height: 40;"
                            "  Text { y: 60; text: 'Scrolled away' } }"
                            "Button { y: 50; text: 'Below' }"),
                 0);
    }
};

QTEST_MAIN(TestOverlaps)
#include "tst_overlaps.moc"
