/* session.h: the REPL's state, shared by the files of the REPL only. A session holds at
 * most one game (a "bundle": the game, the table it was made from, and what a save needs),
 * the config the next `new` uses, how output looks, and the undo/redo and replay queues. */
#ifndef LUNO_REPL_SESSION_H
#define LUNO_REPL_SESSION_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

#include <luno/luno.h>
#include <luno/luno_host.h>
#include <luno/table.h>

enum { LINE_MAX_LEN = 4096, MAX_ARGS = 64, EVENT_TEXT = 512 };

/* One ruleset file's content hash, as recorded in a save. */
typedef struct file_hash {
  char key[160];
  uint64_t hash;
} file_hash;

/* A game and everything it was made from. Heap-allocated: the core keeps a pointer to
 * `proxy`, the host's callbacks wrapped so a script's traceback survives the rollback. */
typedef struct bundle {
  luno_config cfg;
  luno_table tab;
  int opened; /* tab holds a host to close */
  luno_rules proxy;
  const luno_rules *inner;
  luno_game *g;
  int broken; /* a script failed and the core could not restore the game */
  char traceback[2048];
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
  char text[EVENT_TEXT];
} event_line;

/* What the log itself does not say about an action: the kind of decision it answered
 * (to tell a color from a seat) and a referee's reason. */
typedef struct log_note {
  uint8_t kind;
  char reason[95];
} log_note;

/* A tournament table played in the REPL (repl/tournament.h has the rest): its budget. */
typedef struct table_budget {
  long turns;      /* stop at the first turn after this many turns (0: no limit) */
  double deadline; /* stop once the monotonic clock (table_clock) passes it (0: none) */
} table_budget;

typedef struct session {
  bundle *b;           /* NULL until a game starts */
  luno_config next;    /* what `new` starts from (`set` changes it) */
  int tty_in, tty_out; /* stdin / stdout are terminals */
  int color;           /* ANSI colors on */
  int echo;            /* --echo: print each command line before its output */
  int reveal;          /* show every card */
  int view;            /* hot-seat: the seat whose view the screen shows */
  int shown_view;      /* the view last announced on screen */
  int public_view;     /* hot-seat events: show only what every seat may see */
  int failures;        /* commands that failed, for the exit status */
  int quit;
  int call[LUNO_MAX_SEATS]; /* `uno` said: the seat's next play calls */

  luno_action *redo; /* undone actions, oldest first */
  int nredo, redo_cap;
  int redo_groups[256]; /* how many actions each undo took back */
  int ngroups;

  luno_action *queue; /* replay: the saved game's actions */
  char **queue_texts; /* and the typed answers of its answer actions (NULL otherwise) */
  int nqueue;
  char queue_name[256];

  log_note *notes; /* by log index: what each action answered, penalty reasons */
  int nnotes;

  event_line *lines; /* events of the action being applied */
  int nlines, lines_cap;
  luno_action acting;      /* the action being applied */
  const char *acting_text; /* its typed answer, for an answer action */
  window_note windows[64];
  int nwindows;
  int32_t announced;     /* highest window id already announced */
  int32_t paused_window; /* highest window id the bots already waited for */

  const table_budget *budget; /* a tournament table: the game stops when it is spent */
  const char *ended;          /* why a tournament table ended ("turns", "minutes", ...) */
  int to_stderr;              /* output goes to stderr (the tournament prints JSON) */
} session;

extern volatile sig_atomic_t repl_interrupted;

/* repl.c */
void say(session *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int fail(session *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int run_line(session *s, char *line);
void session_prompt(session *s, char *buf, size_t len);

/* input.c: reading lines, history, completion. */
void input_open(session *s);
void input_close(session *s);
int input_read(session *s, const char *prompt, char *buf, int len);
const char *seat_name(int seat);
/* Names the seats (a tournament table's entrants); NULL puts back Ann, Bo, Cy, ... */
void set_seat_names(const char *const *names, int n);

/* render.c: cards, colors, events. */
void paint(session *s, char *buf, size_t len, const char *color_name, const char *text);
const char *card_label(session *s, int card, char *buf, size_t len);
const char *color_text(session *s, int color, char *buf, size_t len);
int knows(session *s, int card);
int viewer(session *s);
void render_listen(session *s);
void render_flush(session *s);
/* Notes the answer to a decision that no event will show (a player, yes/no, ...). */
void render_answer(session *s, luno_action a);
void render_drop(session *s);
void render_windows(session *s);
void render_scores(session *s, const char *title);

/* cardname.c: the names people type for cards, from the ruleset's own words. */
const char *card_short(const luno_setup *st, int type, int color, char *buf, size_t len);
int color_by_name(const luno_setup *st, const char *word);
int resolve_card(session *s, int seat, char **words, int nwords, int *card, int *color, char *err,
                 int errlen);
void normalize(const char *in, char *out, size_t len);
const char *name_examples(const luno_setup *st, char *buf, size_t len);
int names_card(const luno_setup *st, const char *text, int type, int color);

/* view.c: the table, hands and the pending decision. */
void show_table(session *s);
void show_hand(session *s, int seat);
void show_pending(session *s);
int sorted_hand(session *s, int seat, int *cards);
typedef struct opt_entry {
  luno_action a;
  int number;
  char name[64];
  char text[160];
} opt_entry;
int list_options(session *s, opt_entry *out, int max);
/* What a CHOOSE action answered, in words, given the kind of decision it answered. */
void choice_text(session *s, const luno_action *a, int kind, char *buf, size_t len);
int find_option(session *s, char **words, int nwords, luno_action *out, char *err, int errlen);
int parse_seat(session *s, const char *word);
int is_human(session *s, int seat);
int human_count(session *s);

void show_turn(session *s);
void after_move(session *s);
void render_start(session *s);
int start_game(session *s, const luno_config *c, const char *prefix);

/* drive.c: applying actions, bots, undo. */
enum { DRIVE_BOT = 1, DRIVE_REDO = 2, DRIVE_REPLAY = 4 };
int drive_apply(session *s, luno_action a, int how);
/* Applies a's typed answer text (luno_answer) when text is not NULL, else as drive_apply. */
int drive_apply_text(session *s, luno_action a, const char *text, int how);
/* Leaves replay mode: frees the saved game's actions and answers. */
void drop_queue(session *s);
/* Whether a tournament table's budget is spent (or its match over); notes why in s->ended. */
int budget_spent(session *s);
/* Refuses a command that would change a tournament table's history: -1 with a message. */
int not_in_tournament(session *s, const char *cmd);
int drive_autorun(session *s, int stop_at_round);
int drive_bot_step(session *s);
int drive_replay_step(session *s);
int drive_undo(session *s, int n);
int drive_redo(session *s);
bundle *bundle_open(session *s, const luno_config *c, char *err, int errlen);
int bundle_start(session *s, bundle *b, char *err, int errlen);
void bundle_free(bundle *b);
void session_adopt(session *s, bundle *b, int keep);
/* Prints the lines of a traceback that are in scripts (file:line), indented. */
void print_traceback(const char *traceback);
const char *default_bots(int players, char *buf, size_t len);
int need_game(session *s);

/* save.c */
int save_game(session *s, const char *path);
int load_game(session *s, const char *path, int replay);
int reload_game(session *s);

/* commands.c, cmd_play.c, cmd_misc.c */
typedef int (*command_fn)(session *s, int argc, char **argv, const char *rest);
typedef struct command {
  const char *name;
  command_fn fn;
  const char *usage;
  const char *summary;
  const char *help;
} command;
const command *command_table(int *count);
const command *command_find(const char *name);

int cmd_play(session *s, int argc, char **argv, const char *rest);
int cmd_draw(session *s, int argc, char **argv, const char *rest);
int cmd_pass(session *s, int argc, char **argv, const char *rest);
int cmd_uno(session *s, int argc, char **argv, const char *rest);
int cmd_catch(session *s, int argc, char **argv, const char *rest);
int cmd_challenge(session *s, int argc, char **argv, const char *rest);
int cmd_accept(session *s, int argc, char **argv, const char *rest);
int cmd_choose(session *s, int argc, char **argv, const char *rest);
int cmd_penalty(session *s, int argc, char **argv, const char *rest);
int cmd_hint(session *s, int argc, char **argv, const char *rest);
int cmd_step(session *s, int argc, char **argv, const char *rest);
int cmd_run(session *s, int argc, char **argv, const char *rest);
int cmd_undo(session *s, int argc, char **argv, const char *rest);
int cmd_redo(session *s, int argc, char **argv, const char *rest);
int cmd_answer(session *s, int argc, char **argv, const char *rest);
/* Answers the pending typed question of a human seat with text ("" for none). */
int answer_text(session *s, const char *text);

int cmd_help(session *s, int argc, char **argv, const char *rest);
int cmd_new(session *s, int argc, char **argv, const char *rest);
int cmd_show(session *s, int argc, char **argv, const char *rest);
int cmd_hand(session *s, int argc, char **argv, const char *rest);
int cmd_log(session *s, int argc, char **argv, const char *rest);
int cmd_save(session *s, int argc, char **argv, const char *rest);
int cmd_load(session *s, int argc, char **argv, const char *rest);
int cmd_replay(session *s, int argc, char **argv, const char *rest);
int cmd_rules(session *s, int argc, char **argv, const char *rest);
int cmd_set(session *s, int argc, char **argv, const char *rest);
int cmd_reload(session *s, int argc, char **argv, const char *rest);
int cmd_lua(session *s, int argc, char **argv, const char *rest);
int cmd_reveal(session *s, int argc, char **argv, const char *rest);
int cmd_quit(session *s, int argc, char **argv, const char *rest);

/* Lists the shipped rulesets' names (folders, house/, special/, presets/). */
int ruleset_names(char names[][64], int max);
/* Notes what the action at a log index answered (and a penalty's reason, or NULL). */
void keep_note(session *s, int index, int kind, const char *reason);
/* Describes a logged action for people, as the viewer may see it. */
void describe_action(session *s, const luno_action *a, int index, char *buf, size_t len);

#endif
