// The Learn page opened straight at a lesson (as `--tutorial` and a lesson's
// link do): once the lesson is closed, the list shows that lesson's own game,
// not the first course.
import QtQuick
import QtTest
import Enkang

Item {
    id: root
    width: 390
    height: 800

    LearnPage { id: page; anchors.fill: parent }

    TestCase {
        name: "LearnPage"
        when: windowShown

        function test_backToTheLessonsOwnCourse() {
            var courses = page.learn.courses
            var fourRow = -1
            for (var c = 0; c < courses.length; ++c)
                if (courses[c].game === "kimasai-klamroth") fourRow = c
            verify(fourRow > 0, "the four-row course is not after the first")
            compare(page.courseIndex, 0)
            page.open("klamroth-capture", 1)
            verify(page.inLesson)
            compare(page.courseIndex, fourRow)
            page.inLesson = false   // as the lesson's "‹ Lessons" does
            var list = findChild(page, "lessonList")
            verify(list.visible)
            compare(list.model[0].id.indexOf("klamroth-"), 0)
            compare(page.courseIndex, fourRow)
            page.open("no-such-lesson", 0)
            verify(!page.inLesson)
            compare(page.courseIndex, fourRow)
        }
    }
}
