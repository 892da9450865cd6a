// The Sources page's controller on a real archive (a temporary database,
// seeded from the compiled-in content): the list, search and filters, a
// source with its annotations, a ruling with what it interprets (and, for an
// interpretation, the readings it rejects and the passages), a user's
// own source and annotation, citations (CSL-JSON parsed, BibTeX checked),
// saving them to a file, a missing or refused archive, and the GUI thread
// never waiting for the archive.
#include <QClipboard>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSemaphore>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "archive_service.h"
#include "sources_controller.h"

using enkang::ui::ArchiveService;
using enkang::ui::SourcesController;

namespace {

QJsonArray content(const QString& name) {
    QFile file(":/archive/" + name);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(file.readAll()).array();
}

QStringList idsOf(const QVariantList& list) {
    QStringList ids;
    for (const QVariant& v : list) ids << v.toMap().value("id").toString();
    return ids;
}

}  // namespace

class TestSourcesController : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    ArchiveService* archive_ = nullptr;
    QJsonArray sources_, annotations_, rulings_;

    // A controller whose first load has arrived.
    bool loaded(SourcesController& c) {
        return QTest::qWaitFor([&] { return !c.sources().isEmpty() && !c.busy(); }, 5000);
    }

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
        archive_ = new ArchiveService(dir_.filePath("archive.sqlite"), this);
        ArchiveService::setInstance(archive_);
        QTRY_VERIFY_WITH_TIMEOUT(archive_->ready(), 10000);
        sources_ = content("sources.json");
        annotations_ = content("annotations.json");
        rulings_ = content("rulings.json");
        QVERIFY(!sources_.isEmpty());
        QVERIFY(!annotations_.isEmpty());
        QVERIFY(!rulings_.isEmpty());
    }

    void cleanup() { ArchiveService::setInstance(archive_); }

    // A dialog's heading names the source once: "label — title", or the title
    // alone when the label is made from it (a source with no authors).
    void headsASourceOnce() {
        QJsonObject merker{{"title", "Die Masai"},
                           {"year", 1904},
                           {"authors", QJsonArray{QJsonObject{{"family", "Merker"}}}}};
        QCOMPARE(SourcesController::headingOf(merker), QString("Merker 1904 — Die Masai"));
        QJsonObject notes{{"title", "Notas de campo, Arusha"}};
        QCOMPARE(SourcesController::headingOf(notes), QString("Notas de campo, Arusha"));
        notes["year"] = 2025;
        QCOMPARE(SourcesController::headingOf(notes), QString("Notas de campo, Arusha 2025"));
        // The label is the title cut at 40 characters: the heading has it whole.
        QJsonObject longTitle{{"title", QString(60, QChar('x'))}};
        QCOMPARE(SourcesController::headingOf(longTitle), QString(60, QChar('x')));
        // A short title that a container's label happens to begin with.
        QJsonObject bao{{"title", "Bao"}, {"containerTitle", "Bao Society Newsletter"}};
        QCOMPARE(SourcesController::headingOf(bao), QString("Bao Society Newsletter — Bao"));
    }

    void listsTheSeededSources() {
        SourcesController c;
        QVERIFY(c.ready());
        QVERIFY(c.error().isEmpty());
        QVERIFY(loaded(c));
        QCOMPARE(c.sources().size(), sources_.size());
        QCOMPARE(c.totalSources(), int(sources_.size()));
        const QStringList ids = idsOf(c.sources());
        for (const auto& s : std::as_const(sources_)) {
            const QString id = s.toObject()["id"].toString();
            QVERIFY2(ids.contains(id), qPrintable(id));
        }
        for (const QVariant& v : c.sources()) {
            const QVariantMap s = v.toMap();
            QVERIFY(!s["label"].toString().isEmpty());
            QVERIFY(!s["title"].toString().isEmpty());
            if (s["id"].toString() == "mackay-2001") {
                QCOMPARE(s["label"].toString(), QString("MacKay 2001"));
                QVERIFY(s["authorsText"].toString().contains("MacKay"));
                QVERIFY(s["annotationCount"].toInt() > 0);
            }
            if (s["id"].toString() == "seed-000-es-mackay")
                QCOMPARE(s["label"].toString(), QString("Text 000"));
        }
        QCOMPARE(c.rulings().size(), rulings_.size());
        QCOMPARE(c.allRulings().size(), rulings_.size());
        QCOMPARE(c.glossary().size(), content("glossary.json").size());
        // Every ruling links to the annotations it interprets, with their sources.
        for (const QVariant& v : c.rulings()) {
            const QVariantMap r = v.toMap();
            QStringList linked;
            for (const QVariant& l : r["links"].toList()) {
                linked << l.toMap()["annotationId"].toString();
                QVERIFY(!l.toMap()["sourceLabel"].toString().isEmpty());
            }
            QStringList interprets = r["interprets"].toStringList();
            linked.sort();
            interprets.sort();
            QCOMPARE(linked, interprets);
        }
    }

    // The comparisons of sources, side by side, and the texts in the
    // interface's language (issue 16).
    void comparesSourcesInTheReadersLanguage() {
        SourcesController c;
        QVERIFY(loaded(c));
        const QJsonArray comparisons = content("comparisons.json");
        QCOMPARE(c.comparisons().size(), comparisons.size());
        QVariantMap raid;
        for (const QVariant& v : c.comparisons()) {
            const QVariantMap m = v.toMap();
            QVERIFY2(m["statements"].toList().size() >= 2, qPrintable(m["id"].toString()));
            for (const QVariant& st : m["statements"].toList()) {
                QVERIFY(!st.toMap()["sourceLabel"].toString().isEmpty());
                QVERIFY(!st.toMap()["text"].toString().isEmpty());
            }
            if (m["id"].toString() == "raid-first-cow") raid = m;
        }
        QCOMPARE(raid["ruling"].toMap()["id"].toString(), QString("raid-sown-from-capturing-pit"));
        QVERIFY(raid["ruling"].toMap()["isInterpretation"].toBool());
        QCOMPARE(raid["statements"].toList()[1].toMap()["sourceLabel"].toString(),
                 QString("Text 002"));
        QSignalSpy changed(&c, &SourcesController::rulingsChanged);
        c.setLanguage("pt");
        QTRY_VERIFY(!changed.isEmpty() && !c.busy());
        for (const QVariant& v : c.comparisons())
            if (v.toMap()["id"].toString() == "raid-first-cow")
                QCOMPARE(v.toMap()["title"].toString(),
                         QString("A casa que recebe a primeira vaca capturada"));
        for (const QVariant& v : c.glossary())
            if (v.toMap()["id"].toString() == "pit")
                QCOMPARE(v.toMap()["term"].toString(), QString("casa"));
        c.setGameFilter("en-gehe");
        QTRY_VERIFY(!c.busy());
        for (const QVariant& v : c.comparisons())
            QVERIFY(QStringList({"en-gehe", "all"}).contains(v.toMap()["game"].toString()));
    }

    // A source's title is translated only where it is the archive's own
    // description (in brackets); a title as published stays as published.
    void describedTitlesInTheReadersLanguage() {
        SourcesController c;
        QVERIFY(loaded(c));
        QSignalSpy changed(&c, &SourcesController::sourcesChanged);
        c.setLanguage("es");
        QTRY_VERIFY(!changed.isEmpty() && !c.busy());
        QString described, published;
        for (const QVariant& v : c.sources()) {
            const QVariantMap m = v.toMap();
            if (m["id"].toString() == "mancala-world-kimasai-klamroth")
                described = m["title"].toString();
            if (m["id"].toString() == "merker-1904") published = m["title"].toString();
        }
        QCOMPARE(described,
                 QString("[Página de Mancala World sobre el Bao la Kimasai de cuatro filas]"));
        QVERIFY2(published.startsWith("Die Masai"), qPrintable(published));
    }

    // A reader in Spanish who edits a source or an annotation and leaves its
    // texts as shown saves the record's own English words, and still reads
    // them in Spanish; a text the reader rewrote is shown as written in every
    // language. (The dialogs fill in the texts as the reader sees them.)
    void anEditInAnotherLanguageKeepsTheRecordsWords() {
        const QString id = "mancala-world-kimasai-klamroth";
        const QString annotationId = id + "-relation";
        QJsonObject english, englishAnnotation;
        for (const auto& v : sources_)
            if (v.toObject()["id"].toString() == id) english = v.toObject();
        for (const auto& v : annotations_)
            if (v.toObject()["id"].toString() == annotationId) englishAnnotation = v.toObject();
        QVERIFY(!english.isEmpty() && !englishAnnotation.isEmpty());
        SourcesController c;
        QVERIFY(loaded(c));
        QSignalSpy changed(&c, &SourcesController::sourcesChanged);
        c.setLanguage("es");
        QTRY_VERIFY(!changed.isEmpty() && !c.busy());
        const auto shown = [&c, &id] {
            for (const QVariant& v : c.sources())
                if (v.toMap()["id"].toString() == id) return v.toMap();
            return QVariantMap();
        };
        const QVariantMap spanish = shown();
        for (const char* field : {"title", "summary", "note"})
            QVERIFY2(spanish[field].toString() != english[field].toString(), field);

        QSignalSpy saved(&c, &SourcesController::saved);
        c.saveSource({{"id", id},
                      {"title", spanish["title"]},
                      {"summary", spanish["summary"]},
                      {"note", spanish["note"].toString() + "  "},
                      {"url", "https://mancala.fandom.com/wiki/Bao_la_Kimasai"}});
        QTRY_COMPARE(saved.size(), 1);
        QVERIFY2(saved[0][0].toBool(), qPrintable(saved[0][3].toString()));
        QTRY_VERIFY(!c.busy() && shown()["userEdited"].toBool());
        const QVariantMap edited = shown();
        QCOMPARE(edited["url"].toString(),
                 QString("https://mancala.fandom.com/wiki/Bao_la_Kimasai"));
        for (const char* field : {"title", "summary", "note"})
            QCOMPARE(edited[field].toString(), spanish[field].toString());

        c.open(id);
        QTRY_COMPARE(c.current().value("id").toString(), id);
        QTRY_VERIFY(!c.busy() && !c.annotations().isEmpty());
        QVariantMap annotation;
        for (const QVariant& v : c.annotations())
            if (v.toMap()["id"].toString() == annotationId) annotation = v.toMap();
        QVERIFY(annotation["text"].toString() != englishAnnotation["text"].toString());
        c.saveAnnotation({{"id", annotationId},
                          {"sourceId", id},
                          {"topic", annotation["topic"]},
                          {"kind", "says"},  // the shipped one is "ambiguity"
                          {"text", annotation["text"]}});
        QTRY_COMPARE(saved.size(), 2);
        QVERIFY2(saved[1][0].toBool(), qPrintable(saved[1][3].toString()));
        const auto annotationText = [&c, &annotationId] {
            for (const QVariant& v : c.annotations())
                if (v.toMap()["id"].toString() == annotationId) return v.toMap();
            return QVariantMap();
        };
        QTRY_COMPARE(annotationText()["kind"].toString(), QString("says"));
        QCOMPARE(annotationText()["text"].toString(), annotation["text"].toString());

        changed.clear();
        c.setLanguage("en");
        QTRY_VERIFY(!changed.isEmpty() && !c.busy());
        for (const char* field : {"title", "summary", "note"})
            QCOMPARE(shown()[field].toString(), english[field].toString());
        QTRY_COMPARE(annotationText()["text"].toString(), englishAnnotation["text"].toString());

        // Rewritten in Spanish: the reader's words, in every language.
        changed.clear();
        c.setLanguage("es");
        QTRY_VERIFY(!changed.isEmpty() && !c.busy());
        c.saveSource({{"id", id}, {"summary", "Resumen escrito por quien edita."}});
        QTRY_COMPARE(saved.size(), 3);
        QVERIFY(saved[2][0].toBool());
        QTRY_COMPARE(shown()["summary"].toString(), QString("Resumen escrito por quien edita."));
        QCOMPARE(shown()["note"].toString(), spanish["note"].toString());
        changed.clear();
        c.setLanguage("en");
        QTRY_VERIFY(!changed.isEmpty() && !c.busy());
        QCOMPARE(shown()["summary"].toString(), QString("Resumen escrito por quien edita."));
        QCOMPARE(shown()["note"].toString(), english["note"].toString());
    }

    void searchAndFiltersNarrowTheList() {
        SourcesController c;
        QVERIFY(loaded(c));
        QSignalSpy changed(&c, &SourcesController::sourcesChanged);
        c.setSearch("klamroth");
        QTRY_VERIFY(!changed.isEmpty() && !c.busy());
        QStringList ids = idsOf(c.sources());
        QVERIFY(ids.contains("klamroth-1911"));
        QVERIFY(!ids.contains("ludii-en-gehe"));
        QVERIFY(ids.size() < sources_.size());

        c.setSearch("GEHE");  // case and accents do not matter: finds "En Gehé"
        QTRY_VERIFY(idsOf(c.sources()).contains("mancala-world-en-gehe"));
        QVERIFY(!idsOf(c.sources()).contains("mackay-2001"));

        c.setSearch("no such words anywhere");
        QTRY_VERIFY(c.sources().isEmpty());

        c.setSearch({});
        c.setKindFilter("founding-text");
        QTRY_VERIFY(!c.busy() && !c.sources().isEmpty() && c.sources().size() < sources_.size());
        int founding = 0;
        for (const auto& s : std::as_const(sources_))
            founding += s.toObject()["kind"].toString() == "founding-text";
        QCOMPARE(c.sources().size(), founding);
        for (const QVariant& v : c.sources())
            QCOMPARE(v.toMap()["kind"].toString(), QString("founding-text"));

        c.setKindFilter({});
        c.setGameFilter("en-gehe");
        QTRY_VERIFY(!c.busy() && idsOf(c.sources()).contains("merker-1904") &&
                    !idsOf(c.sources()).contains("klamroth-1911"));
        for (const QVariant& v : c.sources())
            QVERIFY(v.toMap()["games"].toStringList().contains("en-gehe"));
        QVERIFY(c.rulings().size() < rulings_.size());
        for (const QVariant& v : c.rulings())
            QVERIFY(QStringList({"en-gehe", "all"}).contains(v.toMap()["game"].toString()));
    }

    void openGivesTheSourceWithItsAnnotations() {
        SourcesController c;
        QVERIFY(loaded(c));
        c.open("seed-000-es-mackay");
        QTRY_COMPARE(c.current().value("id").toString(), QString("seed-000-es-mackay"));
        int expected = 0;
        for (const auto& a : std::as_const(annotations_))
            expected += a.toObject()["sourceId"].toString() == "seed-000-es-mackay";
        QCOMPARE(c.annotations().size(), expected);
        QVERIFY(expected > 0);
        int grouped = 0;
        QSet<QString> topics;
        for (const QVariant& g : c.annotationGroups()) {
            const QVariantMap group = g.toMap();
            QVERIFY(!topics.contains(group["topic"].toString()));  // one group per topic
            topics.insert(group["topic"].toString());
            for (const QVariant& a : group["annotations"].toList()) {
                ++grouped;
                QCOMPARE(a.toMap()["topic"], group["topic"]);
                QCOMPARE(a.toMap()["sourceId"].toString(), QString("seed-000-es-mackay"));
            }
        }
        QCOMPARE(grouped, expected);
        bool sawRuling = false;
        for (const QVariant& v : c.annotations()) {
            const QVariantMap a = v.toMap();
            if (!a["rulingId"].isNull() && !a["rulingId"].toString().isEmpty()) {
                QVERIFY(!a["rulingTitle"].toString().isEmpty());
                sawRuling = true;
            }
        }
        QVERIFY(sawRuling);
        const QVariantList derived = c.current()["derived"].toList();
        QCOMPARE(derived.size(), 1);
        QCOMPARE(derived[0].toMap()["id"].toString(), QString("mackay-2001"));
        QCOMPARE(derived[0].toMap()["label"].toString(), QString("MacKay 2001"));

        QSignalSpy error(&c, &SourcesController::errorChanged);
        c.open("no-such-source");
        QTRY_VERIFY(!error.isEmpty());
        QVERIFY(c.current().isEmpty());
    }

    void openRulingGivesWhatItInterprets() {
        SourcesController c;
        QVERIFY(loaded(c));
        c.openRuling("first-player");
        QTRY_COMPARE(c.ruling().value("id").toString(), QString("first-player"));
        QJsonArray interprets;
        for (const auto& r : std::as_const(rulings_))
            if (r.toObject()["id"].toString() == "first-player")
                interprets = r.toObject()["interprets"].toArray();
        const QVariantList annotations = c.ruling()["annotations"].toList();
        QCOMPARE(annotations.size(), interprets.size());
        for (const QVariant& v : annotations) {
            const QVariantMap a = v.toMap();
            QVERIFY(interprets.contains(a["id"].toString()));
            QCOMPARE(a["rulingId"].toString(), QString("first-player"));
            QVERIFY(!a["sourceLabel"].toString().isEmpty());
            QVERIFY(!a["sourceTitle"].toString().isEmpty());
            QVERIFY(!a["text"].toString().isEmpty());
        }
        c.closeRuling();
        QVERIFY(c.ruling().isEmpty());
    }

    // Every point rules.md marks as a *ruling* is an interpretation that names
    // the readings it rejects, with why, and the annotations and passages it
    // rules on; no other ruling claims to be one.
    void interpretationsNameTheirAlternatives() {
        const QStringList marked = {"clockwise-meaning",
                                    "origin-not-skipped",
                                    "endless-moves",
                                    "raid-before-relay",
                                    "raid-capturing-pit-keeps-cows",
                                    "raid-sown-from-capturing-pit",
                                    "raid-last-cow-continues",
                                    "mackay-end-both-phases",
                                    "engehe-no-last-mover"};
        SourcesController c;
        QVERIFY(loaded(c));
        QStringList interpretations;
        for (const QVariant& v : c.rulings()) {
            const QVariantMap r = v.toMap();
            const QString id = r["id"].toString();
            if (!r["isInterpretation"].toBool()) {
                QVERIFY2(r["alternatives"].toList().isEmpty(), qPrintable(id));
                continue;
            }
            interpretations << id;
            QVERIFY2(!r["links"].toList().isEmpty(), qPrintable(id));
            const QVariantList alternatives = r["alternatives"].toList();
            QVERIFY2(!alternatives.isEmpty(), qPrintable(id));
            for (const QVariant& a : alternatives) {
                QVERIFY2(a.toMap()["reading"].toString().size() > 20, qPrintable(id));
                QVERIFY2(a.toMap()["rejectedBecause"].toString().size() > 20, qPrintable(id));
            }
            const QVariantList passages = r["passages"].toList();
            QVERIFY2(!passages.isEmpty(), qPrintable(id));
            for (const QVariant& p : passages) {
                const QVariantMap passage = p.toMap();
                QVERIFY2(passage["sourceLabel"] != passage["sourceId"], qPrintable(id));
                QVERIFY2(!passage["where"].toString().isEmpty(), qPrintable(id));
            }
        }
        interpretations.sort();
        QStringList expected = marked;
        expected.sort();
        QCOMPARE(interpretations, expected);

        c.openRuling("raid-before-relay");
        QTRY_COMPARE(c.ruling().value("id").toString(), QString("raid-before-relay"));
        QVERIFY(c.ruling()["alternatives"].toList().size() >= 2);
        QCOMPARE(c.ruling()["passages"].toList().value(0).toMap()["sourceLabel"].toString(),
                 QString("Text 000"));
    }

    void aUsersSourceAndAnnotationShowUp() {
        SourcesController c;
        QVERIFY(loaded(c));
        QSignalSpy saved(&c, &SourcesController::saved);
        c.saveSource({{"title", "Field notes on En Gehé at Monduli"},
                      {"authors", "Doe, Jane; Ole Sankale, Lemayian"},
                      {"year", "2023"},
                      {"kind", "primary"},
                      {"cslType", "document"},
                      {"games", QStringList{"en-gehe"}},
                      {"informant", "Lemayian Ole Sankale"},
                      {"summary", "Notes taken while watching a game."},
                      {"url", ""}});
        QTRY_COMPARE(saved.size(), 1);
        QVERIFY2(saved[0][0].toBool(), qPrintable(saved[0][3].toString()));
        const QString id = saved[0][2].toString();
        QCOMPARE(id, QString("doe-2023"));
        QTRY_COMPARE(c.current().value("id").toString(), id);
        QVERIFY(c.current()["userEdited"].toBool());
        QVERIFY(c.current()["url"].isNull());  // empty means unknown: null, not ""
        QCOMPARE(c.current()["authors"].toList().size(), 2);
        QTRY_VERIFY(idsOf(c.sources()).contains(id));
        QCOMPARE(c.totalSources(), int(sources_.size()) + 1);

        // A second source of the same author and year gets its own id.
        c.saveSource({{"title", "More notes"}, {"authors", "Jane Doe"}, {"year", 2023}});
        QTRY_COMPARE(saved.size(), 2);
        QVERIFY(saved[1][0].toBool());
        QCOMPARE(saved[1][2].toString(), QString("doe-2023-2"));

        // Editing keeps the fields not given.
        c.saveSource({{"id", id}, {"note", "Checked against the tape."}});
        QTRY_COMPARE(saved.size(), 3);
        QVERIFY(saved[2][0].toBool());
        QTRY_COMPARE(c.current().value("note").toString(), QString("Checked against the tape."));
        QCOMPARE(c.current()["title"].toString(), QString("Field notes on En Gehé at Monduli"));

        c.saveAnnotation({{"sourceId", id},
                          {"topic", "capture"},
                          {"kind", "disagreement"},
                          {"text", "The players here captured only from the row's own pits."},
                          {"rulingId", "engehe-capture"}});
        QTRY_COMPARE(saved.size(), 4);
        QVERIFY2(saved[3][0].toBool(), qPrintable(saved[3][3].toString()));
        const QString annotationId = saved[3][2].toString();
        QCOMPARE(annotationId, id + "-capture");
        QTRY_COMPARE(c.annotations().size(), 1);
        const QVariantMap a = c.annotations()[0].toMap();
        QCOMPARE(a["game"].toString(), QString("en-gehe"));  // the source's one game
        QCOMPARE(a["kind"].toString(), QString("disagreement"));
        QVERIFY(!a["rulingTitle"].toString().isEmpty());

        c.openRuling("engehe-capture");
        QTRY_VERIFY(idsOf(c.ruling().value("annotations").toList()).contains(annotationId));

        // Editing the annotation keeps its id.
        c.saveAnnotation({{"id", annotationId},
                          {"sourceId", id},
                          {"topic", "capture"},
                          {"kind", "says"},
                          {"text", "Edited."}});
        QTRY_COMPARE(saved.size(), 5);
        QVERIFY(saved[4][0].toBool());
        QTRY_COMPARE(c.annotations().value(0).toMap().value("text").toString(), QString("Edited."));
        QCOMPARE(c.annotations().size(), 1);
    }

    void badInputIsRefusedWithAReason() {
        SourcesController c;
        QVERIFY(loaded(c));
        QSignalSpy saved(&c, &SourcesController::saved);
        c.saveSource({{"authors", "Nobody"}});  // no title
        c.saveSource({{"title", "X"}, {"year", "long ago"}});
        c.saveSource({{"title", "X"}, {"kind", "tertiary"}});
        c.saveAnnotation({{"sourceId", "mackay-2001"}, {"topic", "raid"}});  // no text
        c.saveAnnotation(
            {{"sourceId", "mackay-2001"}, {"topic", "raid"}, {"text", "t"}, {"kind", "rumour"}});
        QCOMPARE(saved.size(), 5);  // at once, without asking the archive
        c.saveAnnotation({{"sourceId", "no-such-source"}, {"topic", "raid"}, {"text", "t"}});
        c.saveAnnotation(
            {{"sourceId", "mackay-2001"}, {"topic", "raid"}, {"text", "t"}, {"rulingId", "nope"}});
        QTRY_COMPARE(saved.size(), 7);
        for (const auto& s : saved) {
            QVERIFY(!s[0].toBool());
            QVERIFY(!s[3].toString().isEmpty());
        }
    }

    void citationsAreParseable() {
        SourcesController c;
        QVERIFY(loaded(c));
        QSignalSpy ready(&c, &SourcesController::citationsReady);
        c.citations("csl-json");
        QTRY_COMPARE(ready.size(), 1);
        QCOMPARE(ready[0][0].toString(), QString("csl-json"));
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(ready[0][1].toString().toUtf8(), &error);
        QVERIFY2(doc.isArray(), qPrintable(error.errorString()));
        QCOMPARE(doc.array().size(), c.sources().size());
        QCOMPARE(ready[0][2].toInt(), c.sources().size());
        QStringList cited;
        for (const auto& v : doc.array()) {
            const QJsonObject item = v.toObject();
            cited << item["id"].toString();
            QVERIFY(!item["title"].toString().isEmpty());
            QVERIFY(!item["type"].toString().isEmpty());
        }
        QCOMPARE(cited, idsOf(c.sources()));
        QCOMPARE(c.citationText(), ready[0][1].toString());
        QCOMPARE(QGuiApplication::clipboard()->text(), c.citationText());

        c.citations("bibtex");
        QTRY_COMPARE(ready.size(), 2);
        const QString bib = ready[1][1].toString();
        for (const QString& id : idsOf(c.sources()))
            QVERIFY2(bib.contains("{" + id + ","), qPrintable(id));
        QVERIFY(bib.contains("@article{klamroth-1911,"));
        QVERIFY(bib.contains("@book{merker-1904,"));
        QCOMPARE(bib.count(QRegularExpression("^@", QRegularExpression::MultilineOption)),
                 c.sources().size());

        c.citations("bibtex", {"merker-1904"});  // one source
        QTRY_COMPARE(ready.size(), 3);
        QCOMPARE(ready[2][2].toInt(), 1);
        QVERIFY(ready[2][1].toString().startsWith("@book{merker-1904,"));

        // The listed sources only, when filtered.
        c.setKindFilter("primary");
        QTRY_VERIFY(!c.busy() && c.sources().size() < sources_.size());
        c.citations("csl-json");
        QTRY_COMPARE(ready.size(), 4);
        QCOMPARE(QJsonDocument::fromJson(ready[3][1].toString().toUtf8()).array().size(),
                 c.sources().size());

        QSignalSpy errors(&c, &SourcesController::errorChanged);
        c.citations("ris");
        QCOMPARE(errors.size(), 1);
    }

    void citationsAreSavedToAFile() {
        SourcesController c;
        QVERIFY(loaded(c));
        QSignalSpy exported(&c, &SourcesController::exported);
        const QString path = dir_.filePath("sources.json");
        c.exportCitations("csl-json", QUrl::fromLocalFile(path));
        QTRY_COMPARE(exported.size(), 1);
        QVERIFY2(exported[0][0].toBool(), qPrintable(exported[0][2].toString()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(file.readAll()).array().size(), c.sources().size());

        const QString bibPath = dir_.filePath("sources.bib");
        c.exportCitations("bibtex", QUrl::fromLocalFile(bibPath), {"klamroth-1911"});
        QTRY_COMPARE(exported.size(), 2);
        QVERIFY(exported[1][0].toBool());
        QFile bib(bibPath);
        QVERIFY(bib.open(QIODevice::ReadOnly));
        QVERIFY(bib.readAll().startsWith("@article{klamroth-1911,"));

        c.exportCitations("bibtex", QUrl::fromLocalFile(dir_.filePath("no/such/folder/x.bib")));
        QTRY_COMPARE(exported.size(), 3);
        QVERIFY(!exported[2][0].toBool());
        QVERIFY(!exported[2][2].toString().isEmpty());
        c.exportCitations("bibtex", QUrl("https://example.org/x.bib"));
        QCOMPARE(exported.size(), 4);
        QVERIFY(!exported[3][0].toBool());
    }

    // With the archive thread held up, every call returns at once and
    // nothing changes; the results arrive once the archive moves again.
    void theGuiThreadNeverWaitsForTheArchive() {
        SourcesController c;
        QVERIFY(loaded(c));
        const int listed = int(c.sources().size());
        QSemaphore hold;
        archive_->run(
            [&hold](enkang::archive::Database&) {
                hold.acquire();
                return QVariant();
            },
            nullptr);
        QElapsedTimer clock;
        clock.start();
        c.setSearch("merker");
        c.open("merker-1904");
        c.openRuling("teams");
        c.citations("bibtex");
        c.refresh();
        QVERIFY2(clock.elapsed() < 200, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(c.busy());
        QTest::qWait(50);  // the event loop turns; still nothing has come back
        QVERIFY(c.current().isEmpty());
        QVERIFY(c.ruling().isEmpty());
        QCOMPARE(c.sources().size(), listed);
        hold.release();
        QTRY_COMPARE(c.current().value("id").toString(), QString("merker-1904"));
        QTRY_COMPARE(c.ruling().value("id").toString(), QString("teams"));
        QTRY_VERIFY(!c.busy());
        QVERIFY(idsOf(c.sources()).contains("merker-1904"));
        QVERIFY(c.sources().size() < listed);
    }

    void noArchiveIsSaidAndNothingBreaks() {
        ArchiveService::setInstance(nullptr);
        SourcesController c;
        QVERIFY(!c.ready());
        QVERIFY(!c.error().isEmpty());
        QSignalSpy saved(&c, &SourcesController::saved);
        QSignalSpy exported(&c, &SourcesController::exported);
        c.refresh();
        c.open("mackay-2001");
        c.openRuling("teams");
        c.setSearch("x");
        c.citations("bibtex");
        c.saveSource({{"title", "T"}});
        c.saveAnnotation({{"sourceId", "mackay-2001"}, {"topic", "raid"}, {"text", "t"}});
        c.exportCitations("bibtex", QUrl::fromLocalFile(dir_.filePath("never.bib")));
        QCOMPARE(saved.size(), 2);
        QCOMPARE(exported.size(), 1);
        QVERIFY(!saved[0][0].toBool() && !exported[0][0].toBool());
        QTest::qWait(50);
        QVERIFY(c.sources().isEmpty());
        QVERIFY(!c.busy());
        QVERIFY(!QFile::exists(dir_.filePath("never.bib")));
    }

    void aRefusedArchiveIsSaid() {
        const QString path = dir_.filePath("not-a-database.sqlite");
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("These are field notes, not a database.\n");
        }
        ArchiveService refused(path);
        ArchiveService::setInstance(&refused);
        SourcesController c;
        QTRY_VERIFY(!c.error().isEmpty());
        QVERIFY(!c.ready());
        QVERIFY(c.error().contains(refused.error()));
        c.refresh();
        c.open("mackay-2001");
        c.citations("csl-json");
        QTest::qWait(50);
        QVERIFY(c.sources().isEmpty());
        QVERIFY(c.current().isEmpty());
        ArchiveService::setInstance(archive_);
    }

    // A controller made while the archive still opens loads once it is ready.
    void loadsWhenTheArchiveBecomesReady() {
        ArchiveService late(dir_.filePath("late.sqlite"));
        ArchiveService::setInstance(&late);
        SourcesController c;
        QTRY_VERIFY_WITH_TIMEOUT(late.ready(), 10000);
        QTRY_COMPARE(c.sources().size(), sources_.size());
        QVERIFY(c.ready());
        QVERIFY(c.error().isEmpty());
        ArchiveService::setInstance(archive_);
    }
};

QTEST_MAIN(TestSourcesController)
#include "tst_sources_controller.moc"
