/* tables.c: see tables.h. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "tables.h"
#include <luno/host.h>

luno_game *unit_checked_game(luno_table *t, luno_config *c, const char *rules, uint64_t seed) {
  char err[512];
  luno_config_init(c);
  snprintf(c->rules, sizeof c->rules, "%s", rules);
  c->seed = seed, c->has_seed = 1;
  if (luno_table_open(t, c, "random", err, sizeof err) < 0) fail_msg("open: %s", err);
  luno_game *g = luno_new(&t->setup, luno_host_rules(t->host), err, sizeof err);
  if (!g) fail_msg("luno_new: %s", err);
  luno_keep_digests(g);
  return g;
}

int unit_play_to_end(luno_game *g, uint64_t bot_seed) {
  luno_rng r;
  luno_seed(&r, bot_seed);
  int n = 0;
  while (luno_pending_of(g)->kind != LUNO_ASK_NONE && n < 100000) {
    assert_int_equal(luno_apply(g, luno_random_bot(g, &r)), LUNO_OK);
    n++;
  }
  return n;
}
