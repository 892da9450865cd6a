// The context of the shared archive's messages (connecting, the server's
// schema, syncing, conflicts), for lupdate and QTranslator.
#pragma once

#include <QCoreApplication>

namespace enkang::archive {

struct SharedArchive {
    Q_DECLARE_TR_FUNCTIONS(SharedArchive)
};

}  // namespace enkang::archive
