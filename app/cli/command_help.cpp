#include <iostream>

#include "commands.h"

namespace enkang::cli {

const char* const kUsage = R"(enkang-cli: the Enkang rules engine from the command line

Games: kimasai-mackay (Bao la Kimasai, two-phase, 4x8), kimasai-klamroth
(Bao la Kimasai, four-row, 4x12), en-gehe (En Gehe, 2x40..50).
Options (--set KEY=VALUE, repeatable): first=south|north (all games),
max-laps=1..1000000 (kimasai-mackay, en-gehe; default 10000),
reserve=0..32 (kimasai-mackay; 24), columns=3..24 (kimasai-klamroth; 12),
columns=3..50 (en-gehe; 40), seeds=1..12 (en-gehe; 4).
Moves are pit names: a row letter (a = South's back row) and a column
number from South's left, such as b3.

Commands:
  play GAME [--set K=V]... [MOVE]...
      Plays the moves from the start and prints the position as JSON.
  perft GAME DEPTH [--set K=V]...
      Prints 'depth N nodes M': legal move sequences of each length.
  selfplay GAME --games N [--seed S] [--threads T] [--set K=V]...
      Plays N games of random legal moves; prints totals and speed as JSON.
  ai GAME [--set K=V]... --level N [--seed S] [--seconds T] [--endgames K]
        [MOVE]...
      The computer's move (level 1 to 5) for the side to move after the
      moves, as JSON: move, score, depth, nodes, seconds.
      --seconds T (level 5 only; 0.01 to 600, default 1): level 5's time
      a move, on the wall clock; it deepens its search until the time is up.
      --endgames K (kimasai-klamroth, up to 12 columns; K = 0..8, 0: none,
      the default): first builds the endgame tables, every arrangement of
      at most K seeds solved exactly (4x12: K = 6 in a few seconds, about
      200 MB; progress on stderr), which level 5 then reads; the JSON gains
      "endgame": whether the position is covered, its result and plies.
  match GAME --south P --north P --games N [--seed S] [--threads T]
        [--opening PLIES] [--seconds T] [--endgames K] [--set K=V]...
      P is random or ai:N. Plays N games, the players swapping sides every
      other game; prints wins, draws, losses and mean seconds per move.
      --opening: each pair of games starts with that many random moves.
      --seconds T: level 5's time a move, as for ai.
      --endgames K: level 5 reads endgame tables, as for ai.
  analyse GAME [--set K=V]... [--level N] [--seconds T] MOVE...
      For each move: the engine's best move, the evaluation before and
      after (for the mover), and a mark: inaccuracy, mistake or blunder.
      --level 2..5 (default 4); --seconds T: level 5's time a search, as
      for ai (up to two searches a move).
  tutorials list [--json] | tutorials check [--dir DIR]
      Lists the tutorial courses and lessons with their step counts, or
      validates every lesson against the engine (exit 0 only if all pass).
  record new --db PATH GAME [--set K=V]... [--tag NAME=VALUE]... MOVE...
      Saves a new game record (a move written ~b3 is kept as an irregular,
      observed move); prints its id.
      NAME is a letter, then letters, digits, '_' or '-'.
  record import --db PATH [--skip-bad] FILE...
      Imports records in the text format (docs/record-format.md). Each error
      is printed as FILE:LINE:COLUMN: what is wrong. Any error imports
      nothing, unless --skip-bad; each file goes in whole or not at all.
  record export --db PATH (--id N | --all) [-o FILE]
  record list --db PATH [--game G] [--place P] [--player P] [--observer O]
              [--event E] [--text T] [--result R] [--from DATE] [--to DATE]
              [--limit N] [--json]
      Searches ignore case and accents (ŠAĽA and sala find Šaľa); each word
      given must begin a word of its field. --text looks in comments and tag
      values. Dates as written (2026.11.29), --from and --to inclusive.
  record check --db PATH
      SQLite's check of every page of the archive; prints ok, or says it is
      damaged (exit 4). Opening runs it only after an unclean shutdown.
  record backup --db PATH -o FILE
      A complete, consistent copy of the archive (uncheckpointed writes
      included), safe to take while the app has it open.
  sources list [--db PATH] [--json]
  sources export [--db PATH] --format bibtex|csl-json
      The archive's sources, and their citations.
  solve kimasai-klamroth --set columns=N [--set first=F] [--scratch DIR]
        [--memory MB] [--threads T]
      Solves the four-row game on 4xN (N up to 12 in principle; 4x9 needs
      about an hour) by retrograde analysis: value (win, loss or draw for
      the first player), a best first move, plies with best play, positions
      solved, seconds, peak memory and the best line, as JSON; progress on
      stderr. --scratch: put layers not in use in files under DIR once they
      take more than MB megabytes (default 1024). --threads: solve T blocks
      of positions at once (default 1; more threads hold more layers in
      memory at once). See docs/solved.md.
  sync --db PATH --server URL [--user NAME]
      Syncs the local archive with the shared one (PostgreSQL, URL such as
      postgresql://host/database): sends what is pending here, fetches what
      others changed. Prints pushed, pulled, conflicts, refused. The password
      comes from ENKANG_SYNC_PASSWORD or PGPASSWORD, else a prompt. Safe to
      interrupt and run again. See docs/shared-archive.md.
  sync status --db PATH
      The changes waiting for the server, and the conflicts.
  sync conflicts --db PATH [--show]
      Each record changed here and on the server (or deleted on one side):
      its UUID, this device's side, the server's side (--show: its text).
  sync resolve UUID --keep local|server|both --db PATH
      Chooses: this device's version (sent on the next sync), the server's,
      or both (this device's becomes a new record).
  sync init --server URL [--user OWNER]
      Creates or migrates the shared archive's schema on the server.
  sync person NAME --role reader|observer|editor|admin --server URL
       [--user ADMIN] | sync person NAME --remove --server URL
      An admin adds a person or changes their role (their password from
      ENKANG_PERSON_PASSWORD, else a prompt), or removes them.
  sync people --server URL [--user NAME]
      Lists the people and their roles.
  rules GAME [--lang es|pt|sk|en]
      Prints the rule text of a game in a language.
  help
      Prints this text.

Exit status: 0 on success, 2 for a bad move, option, argument or record
(one line on stderr says which). For the archive (--db), each kind of
failure has its own status (docs/archive-errors.md):
  4  the archive is damaged (or its schema version is impossible)
  5  made by a newer Enkang
  6  not an Enkang archive (another program's file; left untouched)
  7  read-only: it can be read, but nothing can be saved
  8  in use by another program (locked past the wait)
  9  the disk is full: nothing was saved
  10 another input/output error
  11 the shared archive's server could not be reached, or refused (sync)
)";

int runHelp(const Args&) {
    std::cout << kUsage;
    return 0;
}

}  // namespace enkang::cli
