/* undo_bench.c: what an undo costs after 600 actions, per shipped ruleset. An undo (and a
 * rollback, and a load) makes the scripts anew (host_rebuild) and replays the log: this
 * prints the time of one luno_rewind(g, n - 1) at n = 600 (the median of several). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <luno/table.h>

enum { ACTIONS = 600, RUNS = 15 };

/* Seconds on a monotonic clock. */
static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Sorts doubles ascending. */
static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* Plays up to ACTIONS actions of rules with random bots, then times undo; -1 on failure. */
static int measure(const char *rules) {
  char err[512];
  luno_config c;
  luno_config_init(&c);
  snprintf(c.rules, sizeof c.rules, "%s", rules);
  c.players = 4;
  luno_table t;
  if (luno_table_open(&t, &c, "random", err, sizeof err) < 0)
    return fprintf(stderr, "%s\n", err), -1;
  luno_game *g = luno_new(&t.setup, luno_host_rules(t.host), err, sizeof err);
  if (!g) return fprintf(stderr, "%s\n", err), -1;
  while (luno_log_length(g) < ACTIONS && luno_pending_of(g)->kind != LUNO_ASK_NONE) {
    luno_action a;
    int reaction;
    if (luno_table_bot_move(&t, g, &a, &reaction, err, sizeof err) < 0) break;
    luno_apply(g, a);
  }
  int n = luno_log_length(g);
  double ms[RUNS];
  for (int i = 0; i < RUNS; i++) {
    double t0 = now();
    if (luno_rewind(g, n - 1) != LUNO_OK) return fprintf(stderr, "%s\n", luno_error(g)), -1;
    ms[i] = (now() - t0) * 1e3;
    luno_rewind(g, n); /* redo, so every undo starts from the same place */
  }
  qsort(ms, RUNS, sizeof *ms, by_value);
  printf("  %-22s undo at %d actions: %6.2f ms\n", rules, n, ms[RUNS / 2]);
  luno_free(g);
  luno_table_close(&t);
  return 0;
}

int main(void) {
  static const char *const rulesets[] = {"official", "special", "house", "classroom"};
  printf("undo (scripts made anew, then the log replayed), median of %d:\n", RUNS);
  int failed = 0;
  for (size_t i = 0; i < sizeof rulesets / sizeof *rulesets; i++)
    failed |= measure(rulesets[i]) < 0;
  return failed;
}
