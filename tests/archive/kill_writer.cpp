// Writes records to a database for ever, printing "id checksum" after each
// commit: the child that tst_kill kills at random moments.
#include <QCoreApplication>
#include <QCryptographicHash>
#include <cstdio>

#include "archive/record_store.h"
#include "archive/record_text.h"

using namespace enkang::archive;

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    if (argc < 3) return 2;
    Database db;
    if (!db.open(QString::fromLocal8Bit(argv[1]))) {
        std::fprintf(stderr, "%s\n", qPrintable(db.error()));
        return 1;
    }
    RecordStore store(db);
    const long seed = std::atol(argv[2]);
    for (long n = 0;; ++n) {
        GameRecord r;
        r.setTag("Game", "en-gehe");
        r.setTag("Options", "columns=6");
        r.setTag("Place", "Engaruka " + std::to_string(seed) + "/" + std::to_string(n));
        const char* pits[] = {"a1", "b1", "a2", "b2", "a3", "b3"};
        for (int i = 0; i < int((seed + n) % 40); ++i) {
            RecordMove m;
            m.pit = pits[i % 6];
            m.irregular = true;
            m.comment = std::string(std::size_t(i % 7) * 10, 'x');
            r.moves.push_back(m);
        }
        const qint64 id = store.add(r);
        if (!id) return 1;
        const QByteArray sum = QCryptographicHash::hash(QByteArray::fromStdString(writeRecord(r)),
                                                        QCryptographicHash::Md5)
                                   .toHex();
        std::printf("%lld %s\n", id, sum.constData());
        std::fflush(stdout);  // acknowledged only once this line is out
    }
}
