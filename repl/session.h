/* session.h: the REPL's state, shared by the files of the REPL only. A session holds at
 * most one game (a "bundle": the game, the table it was made from, and what a save needs),
 * the config the next `new` uses, how output looks, and the undo/redo and replay queues. */
#ifndef LUNO_REPL_SESSION_H
#define LUNO_REPL_SESSION_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <luno/host.h>
#include <luno/luno.h>
#include <luno/luno_host.h>
#include <luno/save.h>
#include <luno/session.h>
#include <luno/table.h>

enum { LINE_MAX_LEN = 4096, MAX_ARGS = 64, EVENT_TEXT = 512 };

/* One ruleset file's content hash, as recorded in a save. */
typedef luno_save_hash file_hash;

/* A game and everything it was made from: a table session (its table and game) and what
 * a save needs besides. tab and g are the session's (luno_session_table, _game), valid
 * until it next rebuilds the game (an undo): repl_bundle_sync reads them again. */
typedef struct bundle {
  luno_config cfg;
  luno_session *ses;
  luno_table *tab;
  luno_game *g;
  int broken; /* a script failed and the core could not restore the game */
  file_hash *hashes;
  int nhashes;
} bundle;

/* What the core told us about a reaction window, kept for the REACT event (by the time
 * it is reported the window is gone). */
typedef struct window_note {
  int32_t id;
  int8_t target;
  char name[LUNO_NAME_MAX];
} window_note;

/* One line of output produced while an action runs; printed only if it stands. */
typedef struct event_line {
  int kind, seat;
  int drawn;   /* a draw of cards off the turn: how many it counts (the next one joins it) */
  int secret;  /* shown on this screen only, never kept (the `log`, the next screen's recap) */
  int quiet;   /* kept for `log` and the recap, not shown (a secret line said it here) */
  int repeats; /* the same words said this many times in a row (zone_line), or 0 */
  char text[EVENT_TEXT];
} event_line;

/* One line of what an action did, kept for `log` (effects, not only actions). */
typedef struct history_line {
  int action; /* the log index of the action that made it */
  int kind;   /* its luno_log_kind, -1 for a choice's own line */
  char text[EVENT_TEXT];
} history_line;

/* What the log itself does not say about an action: the kind of decision it answered
 * (to tell a color from a seat) and a referee's reason. */
typedef struct log_note {
  uint8_t kind;
  char reason[95];
} log_note;

/* A tournament table played in the REPL (repl/tournament.h has the rest): its budget. */
typedef struct table_budget {
  long turns;      /* stop at the first turn after this many turns (0: no limit) */
  double deadline; /* stop once the monotonic clock (luno_clock) passes it (0: none) */
} table_budget;

typedef struct session {
  bundle *b;           /* NULL until a game starts */
  luno_config next;    /* what `new` starts from (`set` changes it) */
  int seed_given;      /* the first game's seed came from --seed (`new` then goes on from it) */
  int tty_in, tty_out; /* stdin / stdout are terminals */
  int color;           /* ANSI colors on */
  int columns;         /* the width written to, when set (the fuzzers: 20 to 200); else
                        * the terminal's */
  int echo;            /* --echo: print each command line before its output */
  int reveal;          /* show every card */
  int view;            /* hot-seat: the seat whose view the screen shows */
  int shown_view;      /* the view last announced on screen */
  int viewed;          /* a seat's view was on the screen this session (of any game) */
  /* per seat, the cards its hand held when last shown (bit c: card c), so a decision
   * after cards arrived (hands passed or swapped, an exchange) shows the hand again */
  uint64_t hand_shown[LUNO_MAX_SEATS][LUNO_MAX_CARDS / 64];
  int public_view; /* hot-seat events: show only what every seat may see */
  int failures;    /* commands that failed, for the exit status */
  int quit;
  int call[LUNO_MAX_SEATS]; /* `uno` said: the seat's next play this turn calls */
  int acting_as;            /* `... as <seat>`: the seat a reaction command acts for, or -1 */
  int debug;                /* --debug: reveal and lua allowed with several people */
  char open_replay[512];    /* --replay FILE: the saved game to step into at the start */
  long open_to;             /* --to N: the actions of it applied first */
  int pace_ms;              /* pause between bot moves, reactions accepted (--pace) */
  int bots_paused;          /* a person typed during a pause: the bots go on after their line */

  luno_action *redo; /* undone actions, oldest first */
  int nredo, redo_cap;
  int redo_groups[256]; /* how many actions each undo took back */
  int ngroups;

  luno_action *queue; /* replay: the saved game's actions */
  char **queue_texts; /* and the typed answers of its answer actions (NULL otherwise) */
  int nqueue;
  uint64_t queue_digest; /* the save's digest of its whole game (0: none) */
  char queue_name[256];

  log_note *notes; /* by log index: what each action answered, penalty reasons */
  int nnotes;

  event_line *lines; /* events of the action being applied */
  int nlines, lines_cap;
  int last_reveal;          /* the seats of the last REVEAL line, which the next card may join */
  luno_log_event last_draw; /* the draw of the last DRAW line, which the next draw may join */
  history_line *history;    /* every line flushed, by action, for `log` */
  int nhistory, history_cap;
  luno_action acting;      /* the action being applied */
  const char *acting_text; /* its typed answer, for an answer action */
  window_note windows[64];
  int nwindows;
  int32_t announced; /* highest window id already announced */

  const table_budget *budget; /* a tournament table: the game stops when it is spent */
  const char *ended;          /* why a tournament table ended ("turns", "minutes", ...) */
  int to_stderr;              /* output goes to stderr (the tournament prints JSON) */
} session;

extern volatile sig_atomic_t repl_interrupted;

/* out.c: output and errors, each line folded at repl_width between words, its next parts
 * indented two past its own leading spaces (a color escape takes no column, a UTF-8
 * character one); errors go to stderr after "error: " and are counted. */
void repl_say(session *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int repl_fail(session *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Says text as it is, unfolded (a `lua` result). */
void repl_say_raw(session *s, const char *text);
/* Says a listing's line (name, value, description), its next parts under the description. */
void repl_say_listed(session *s, const char *line);
/* The width the REPL folds its lines to: s->columns when set, else luno_text_width
 * ($COLUMNS, else the terminal's columns, else 80; at least 40). */
int repl_width(session *s);
/* Says a paragraph whose line breaks are soft (help texts) flowed to repl_width. */
void repl_say_flowed(session *s, const char *text);
int repl_run_line(session *s, char *line);
/* text read whole as a number from lo (at least 0) to hi (luno_read_whole: digits only, no
 * sign or space, checked before it could wrap), or -1 if it is not one. */
static inline long repl_whole(const char *text, long lo, long hi) {
  long long v;
  return luno_read_whole(text, strlen(text), lo, hi, &v) == 0 ? (long)v : -1;
}
void repl_session_prompt(session *s, char *buf, size_t len);

#endif
