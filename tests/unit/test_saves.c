/* test_saves.c: every play save luno writes loads to the game it was written from. For
 * each shipped ruleset, games of random bots (every player count the ruleset allows, in
 * turn) are stopped at a random action, written as a play save (repl_write_game, the
 * format the REPL's save and luno check's failure saves use), read back (luno_save_read,
 * the one reader of `luno play --replay`, `load` and `luno web --step`) and replayed on a
 * fresh table: the rebuilt game's luno_digest must be the one written. 1,020 saves. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include <luno/repl.h>
#include <luno/save.h>
#include <luno/table.h>

enum { SAVES_PER_RULESET = 60 };

/* The shipped rulesets, each as it is played (a house rule on top of official). */
static const char *const shipped[] = {"official",
                                      "special",
                                      "official,progressive",
                                      "official,seven_o",
                                      "official,jump_in",
                                      "official,must_play",
                                      "official,no_specials",
                                      "official,quiz",
                                      "classroom",
                                      "tournament",
                                      "house",
                                      "no_mercy",
                                      "crazy_eights",
                                      "flip",
                                      "attack",
                                      "teams",
                                      "dos"};

/* luno_table_play's stop rule: the log reached its target length. */
static const char *stop_at(void *ud, const luno_game *g) {
  return luno_log_length(g) >= *(const int *)ud ? "the save point" : NULL;
}

/* Rebuilds the game of save s on a fresh table; its digest (0 when it does not replay). */
static uint64_t rebuilt_digest(const luno_save *s) {
  luno_table t;
  char err[512];
  assert_int_equal(luno_table_open(&t, &s->cfg, "random", err, sizeof err), 0);
  luno_game *g = luno_new(&t.setup, luno_host_rules(t.host), err, sizeof err);
  assert_non_null(g);
  uint64_t digest = luno_digest(g);
  for (int i = 0; i < s->nactions && digest; i++) {
    const luno_action *a = &s->actions[i];
    luno_status st = a->type == LUNO_ACT_ANSWER && a->value >= 0
                         ? luno_answer(g, a->seat, s->texts[i] ? s->texts[i] : "")
                         : luno_apply(g, *a);
    if (st != LUNO_OK) {
      print_error("action %d of %d was refused on load: %s\n", i, s->nactions, luno_error(g));
      digest = 0;
    }
  }
  if (digest) digest = luno_digest(g);
  luno_free(g);
  luno_table_close(&t);
  return digest;
}

/* Plays one game of rules to a random point, saves, loads and compares. */
static void save_and_load(const char *rules, int players, uint64_t seed, int point,
                          const char *path) {
  luno_config c;
  luno_config_init(&c);
  snprintf(c.rules, sizeof c.rules, "%s", rules);
  c.players = players, c.seed = seed, c.has_seed = 1;
  c.bot_seed = seed, c.has_bot_seed = 1;
  c.forget_uno = LUNO_FORGET_UNO_PLAY; /* (as in play: missed calls, catches) */
  luno_table t;
  char err[512];
  if (luno_table_open(&t, &c, "random", err, sizeof err) < 0) fail_msg("%s: %s", rules, err);
  luno_game *g = luno_new(&t.setup, luno_host_rules(t.host), err, sizeof err);
  assert_non_null(g);
  luno_match_hooks hooks = {.stop = stop_at, .ud = &point};
  luno_match_end end = luno_table_play(&t, g, &hooks, err, sizeof err);
  if (end != LUNO_MATCH_OVER && end != LUNO_MATCH_STOPPED)
    fail_msg("%s seed %llu: the game failed: %s", rules, (unsigned long long)seed, err);
  snprintf(c.bots, sizeof c.bots, "random");
  assert_int_equal(repl_write_game(path, &c, g, NULL, err, sizeof err), 0);
  uint64_t want = luno_digest(g);
  luno_save s;
  if (luno_save_read(path, &s, err, sizeof err) < 0)
    fail_msg("%s seed %llu, %d players, at action %d: %s", rules, (unsigned long long)seed, players,
             luno_log_length(g), err);
  uint64_t got = rebuilt_digest(&s);
  if (got != want)
    fail_msg("%s seed %llu, %d players: the save of %d actions loads to another game", rules,
             (unsigned long long)seed, players, luno_log_length(g));
  luno_save_free(&s);
  luno_free(g);
  luno_table_close(&t);
}

/* SAVES_PER_RULESET saves of one shipped ruleset (its index in shipped[] in *state). */
static void test_ruleset(void **state) {
  const char *rules = shipped[*(int *)*state];
  luno_config c;
  luno_config_init(&c);
  snprintf(c.rules, sizeof c.rules, "%s", rules);
  char err[512], path[64];
  luno_host *h = luno_host_open(&c, err, sizeof err);
  assert_non_null(h);
  int lo, hi;
  luno_host_players_range(h, &lo, &hi);
  luno_host_free(h);
  snprintf(path, sizeof path, "/tmp/luno-test-saves-%d.save", (int)getpid());
  luno_rng rng;
  luno_seed(&rng, 0x5a7e5u + (uint64_t) * (int *)*state);
  for (int i = 0; i < SAVES_PER_RULESET; i++) {
    int players = lo + i % (hi - lo + 1);
    /* mostly early (rounds end there too), some deep into a match */
    int point = 1 + (int)luno_rng_below(&rng, i % 4 == 3 ? 2000 : 200);
    save_and_load(rules, players, 1 + luno_rng_below(&rng, 1u << 30), point, path);
  }
  unlink(path);
}

int main(void) {
  static int index[sizeof shipped / sizeof *shipped];
  struct CMUnitTest tests[sizeof shipped / sizeof *shipped];
  for (size_t i = 0; i < sizeof shipped / sizeof *shipped; i++) {
    index[i] = (int)i;
    tests[i] = (struct CMUnitTest){shipped[i], test_ruleset, NULL, NULL, &index[i]};
  }
  return cmocka_run_group_tests_name("saves", tests, NULL, NULL);
}
