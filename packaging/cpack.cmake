# The Debian package: `cpack -G DEB` in the build folder makes
# enkang_VERSION_ARCH.deb from the install rules (packaging/CMakeLists.txt).
# Depends: the libraries the binaries link (dpkg-shlibdeps), plus what they
# load at run time that no linker sees: the QML modules (from the table
# scripts/qml-modules.txt, through packaging/qml_depends.py), the SQLite
# driver of Qt SQL, and the font the theme names.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME enkang)
set(CPACK_PACKAGE_VENDOR "Enkang")
set(CPACK_PACKAGE_CONTACT ${ENKANG_MAINTAINER})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "three mancala games of the Maasai: play, learn, record")
# Lines under 80 columns, as dpkg shows them.
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
  "Enkang is an app for three traditional mancala games of the Maasai of"
  "Tanzania: Bao la Kimasai in its two-phase form (4x8, MacKay 2001) and its"
  "four-row form (4x12, Klamroth 1911), and En Gehe (2x40 to 2x50, Merker 1904)."
  "Play against a person or the computer, learn each game in guided lessons,"
  "read the rules in English, Spanish, Portuguese and Slovak, study the"
  "annotated sources, and record games as they are played in a SQLite archive."
  "enkang-cli is the rules engine from the command line.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# education, not games: Debian puts games' programs in /usr/games, and these
# are in /usr/bin (enkang-cli is a research tool as much as a game).
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${ENKANG_HOMEPAGE})
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_STRIP_FILES ON)

find_package(Python3 REQUIRED COMPONENTS Interpreter)
set(run_time_depends libqt6sql6-sqlite)
if(ENKANG_GUI)
  execute_process(
    COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/packaging/qml_depends.py
            ${PROJECT_SOURCE_DIR} ${QT6_INSTALL_PREFIX}/${QT6_INSTALL_QML}
    OUTPUT_VARIABLE qml_depends OUTPUT_STRIP_TRAILING_WHITESPACE
    ERROR_VARIABLE qml_depends_error RESULT_VARIABLE qml_depends_result)
  if(NOT qml_depends_result EQUAL 0)
    message(FATAL_ERROR "${qml_depends_error}")
  endif()
  list(APPEND run_time_depends ${qml_depends} fonts-noto-core)
  # A Wayland session without it runs the app through XWayland.
  set(CPACK_DEBIAN_PACKAGE_RECOMMENDS qt6-wayland)
endif()
list(JOIN run_time_depends ", " CPACK_DEBIAN_PACKAGE_DEPENDS)

include(CPack)
