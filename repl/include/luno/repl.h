/* repl.h: the interactive REPL (`luno play`), the only header repl/ exports. Everything
 * else in repl/ is private to it. */
#ifndef LUNO_REPL_H
#define LUNO_REPL_H

#include <luno/table.h>

/* Runs the REPL with `luno play` flags (and -c 'commands'); returns the exit status. */
int repl_main(int argc, char **argv);

/* A table with people, played in the REPL until its budget is spent (a tournament table). */
typedef struct repl_table {
  const luno_config *config; /* rules, seed, players; bots "human" for the people */
  const char *const *names;  /* each seat's name */
  long turns;                /* turns it plays (0: no turn budget) */
  double minutes;            /* minutes it plays (0: no time budget) */
  int to_stderr, echo;       /* talk on stderr (stdout carries JSON); echo the input */
  int *input_over;           /* set once standard input has ended (shared by tables) */
  /* called with the game as the table ends, before it is freed (to score it) */
  void (*on_end)(void *ud, const luno_game *g);
  void *ud;
} repl_table;

/* Plays t; *ended says why it stopped: "turns", "minutes", "match", "input", "quit" or
 * "error". Returns 0, or -1 with err when the table could not start. */
int repl_play_table(const repl_table *t, const char **ended, char *err, int errlen);

/* Writes g as a save file the REPL's `replay` steps through (luno/save.h's format): c's
 * rules, options, players, seed and bots, every action of g's log, then failed (if not
 * NULL: an action a script failed on, which the game rolled back). No digest: it may hold
 * a game that failed. A new file renamed over path. Returns 0, or -1 with err. */
int repl_write_game(const char *path, const luno_config *c, const luno_game *g,
                    const luno_action *failed, char *err, int errlen);

#endif
