/* fuzz_session.c: a REPL session for the harnesses that drive the REPL (commands, save
 * files): made as repl_main makes one, with every seat but seat 0 a bot, output thrown
 * away, and small script budgets so a hostile `lua` line fails fast. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "drive.h"
#include "fuzz_session.h"
#include "saves.h"

session *fuzz_session_open(void) {
  static int quiet;
  if (!quiet) {
    quiet = 1;
    if (!freopen("/dev/null", "w", stdout)) abort();
    setenv("LUNO_INSTRUCTIONS", "200000", 1);
    setenv("LUNO_MEMORY_MB", "64", 1);
    setenv("LUNO_PATH", LUNO_RULESETS, 1);
  }
  session *s = calloc(1, sizeof *s);
  if (!s) abort();
  repl_session_init(s);
  luno_config first = s->next;
  if (repl_start_game(s, &first, "") < 0) abort(); /* the shipped official game must start */
  return s;
}

void fuzz_session_close(session *s) {
  repl_session_release(s);
  free(s);
}

uint64_t fuzz_session_hash(const session *s) { return s->b && s->b->g ? luno_hash(s->b->g) : 0; }
