// For the GUI benches: the Records page's list of records in a window (the
// one ListView whose model is a RecordListModel).
#pragma once

#include <QQuickItem>
#include <QQuickWindow>

inline QQuickItem* recordList(QQuickWindow* window) {
    for (QQuickItem* item : window->findChildren<QQuickItem*>()) {
        const auto* model =
            item->inherits("QQuickListView") ? item->property("model").value<QObject*>() : nullptr;
        if (model && model->inherits("enkang::ui::RecordListModel")) return item;
    }
    return nullptr;
}
