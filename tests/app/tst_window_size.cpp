// The size the main window opens at (app/gui/window_size.h).
#include <QtTest>

#include "app/gui/window_size.h"

using enkang::gui::kDefaultWindowSize;
using enkang::gui::startSize;

class TestWindowSize : public QObject {
    Q_OBJECT
  private slots:
    void rememberedSizeFitsTheScreen() {
        // Left at 1280x800 on a monitor, opened on a phone's 390x844.
        QCOMPARE(startSize({}, {1280, 800}, {390, 844}), QSize(390, 800));
        QCOMPARE(startSize({}, {1600, 1000}, {1366, 740}), QSize(1366, 740));
    }
    void rememberedSizeThatFitsIsKept() {
        QCOMPARE(startSize({}, {900, 700}, {1920, 1050}), QSize(900, 700));
    }
    void defaultFitsTheScreen() {
        QCOMPARE(startSize({}, {}, {1920, 1050}), kDefaultWindowSize);
        QCOMPARE(startSize({}, {}, {1024, 600}), QSize(1024, 600));
    }
    void askedSizeIsKeptAsGiven() {
        // --size lays pages out at exact sizes, past the screen too.
        QCOMPARE(startSize({1280, 800}, {500, 500}, {390, 844}), QSize(1280, 800));
    }
    void noScreenShrinksNothing() {
        QCOMPARE(startSize({}, {1280, 800}, {}), QSize(1280, 800));
        QCOMPARE(startSize({}, {}, {}), kDefaultWindowSize);
        QCOMPARE(startSize({}, {1280, 800}, {0, 0}), QSize(1280, 800));  // a screen not yet known
    }
};

QTEST_APPLESS_MAIN(TestWindowSize)
#include "tst_window_size.moc"
