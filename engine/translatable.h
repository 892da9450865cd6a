// Marks a message for the app's translation catalogues (lupdate collects
// QT_TRANSLATE_NOOP's literals) in code that includes no Qt: Qt's own
// definition, so that a file including both sees one macro.
#pragma once

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x
#endif
