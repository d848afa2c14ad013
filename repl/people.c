/* people.c: a table with people played in the REPL under a budget of turns or minutes (a
 * tournament table with a person): the session of `luno play`, reading commands from stdin
 * (a terminal or not), with the budget checked between commands and between bots' moves. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "commands.h"
#include "drive.h"
#include "input.h"
#include "session.h"
#include <luno/repl.h>

/* Ctrl-C at a table with a person stops a `run`, as in `luno play`. */
static void on_interrupt(int sig) {
  (void)sig;
  repl_interrupted = 1;
}

/* Why a table ended, in words. */
static const char *ended_words(const char *ended) {
  static const char *const words[][2] = {
      {"turns", "its turns are played"}, {"minutes", "the time is up"},
      {"match", "the match is over"},    {"input", "the input ended"},
      {"quit", "the player quit"},       {"error", "a script error broke the game"}};
  for (size_t i = 0; i < sizeof words / sizeof *words; i++)
    if (!strcmp(ended, words[i][0])) return words[i][1];
  return ended;
}

/* Reads and runs the person's commands until the table's budget is spent. */
static void people_loop(const repl_table *t, session *s) {
  char line[LINE_MAX_LEN], prompt[64];
  while (!repl_budget_spent(s) && !s->b->broken) {
    repl_session_prompt(s, prompt, sizeof prompt);
    if (*t->input_over || repl_input_read(s, prompt, line, sizeof line) < 0) {
      *t->input_over = 1;
      s->ended = "input";
      return;
    }
    if (repl_budget_spent(s)) return; /* the time ran out while they thought */
    repl_run_line(s, line);
    repl_resume_bots(s);
    if (s->quit) {
      s->ended = "quit";
      return;
    }
  }
  if (s->b->broken) s->ended = "error";
}

/* A session set up for a table: its budget, where it talks, terminal or not. */
static void table_session(session *s, const repl_table *t, table_budget *b) {
  repl_session_init(s);
  s->next = *t->config;
  s->budget = b;
  s->to_stderr = t->to_stderr;
  s->echo = t->echo;
  s->tty_in = isatty(STDIN_FILENO);
  s->tty_out = isatty(t->to_stderr ? STDERR_FILENO : STDOUT_FILENO);
  s->color = s->tty_out && !(getenv("NO_COLOR") && *getenv("NO_COLOR"));
}

int repl_play_table(const repl_table *t, const char **ended, char *err, int errlen) {
  session *s = calloc(1, sizeof *s);
  if (!s) return snprintf(err, (size_t)errlen, "out of memory"), -1;
  table_budget b = {t->turns, t->minutes > 0 ? luno_clock() + t->minutes * 60 : 0};
  table_session(s, t, &b);
  repl_set_seat_names(t->names, t->config->players);
  struct sigaction sa, old;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_interrupt;
  sigaction(SIGINT, &sa, &old);
  int ok = repl_start_game(s, t->config, "") == 0;
  if (ok) {
    repl_input_open(s);
    repl_complete_open(s);
    people_loop(t, s);
    repl_input_close(s);
    *ended = s->ended ? s->ended : "error";
    if (!strcmp(*ended, "turns"))
      repl_say(s, "The table is over: its %ld turns are played, the round stops here.", t->turns);
    else
      repl_say(s, "The table is over: %s.", ended_words(*ended));
    if (strcmp(*ended, "match")) /* (how an unfinished table is scored) */
      repl_say(s, "Each seat scores its points plus its hand's cards; the lowest goes through.");
    if (t->on_end) t->on_end(t->ud, s->b->g);
  } else
    snprintf(err, (size_t)errlen, "the table cannot start (see above)");
  sigaction(SIGINT, &old, NULL);
  repl_set_seat_names(NULL, 0);
  repl_session_release(s);
  free(s);
  return ok ? 0 : -1;
}
