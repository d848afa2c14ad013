/* test_restore.c: checked restores. A game that keeps digests checks every rewind and
 * every fork's replay against them, action by action, and says when a replay gives another
 * game; a copy played in the game's own host leaves the scripts' state as it was once that
 * state is put back. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "stub_rules.h"
#include "tables.h"
#include <luno/host.h>
#include <luno/table.h>

/* A fork of t's game g: a table of its own (the same script texts) and a game just made. */
static luno_game *fork_of(luno_table *f, const luno_table *t, const luno_config *c) {
  char err[512];
  if (luno_table_fork(f, t, c, "random", err, sizeof err) < 0) fail_msg("fork: %s", err);
  luno_game *g = luno_new(&f->setup, luno_host_rules(f->host), err, sizeof err);
  if (!g) fail_msg("luno_new: %s", err);
  luno_keep_digests(g);
  return g;
}

/* Plays g to its end, with a detour at its 60th action: a copy (luno_copy) played to its
 * own end in the same host (restore 2: to its first question, its effect left waiting),
 * the scripts' state saved before and put back after unless restore is 0. Returns g's
 * digest at its end. */
static uint64_t play_with_detour(luno_table *t, luno_game *g, int restore) {
  luno_rng r;
  luno_seed(&r, 8);
  for (int n = 0; n < 60; n++)
    assert_int_equal(luno_apply(g, luno_random_bot(g, &r)), LUNO_OK);
  while (luno_pending_of(g)->kind != LUNO_ASK_TURN) /* (a copy is made at a turn) */
    assert_int_equal(luno_apply(g, luno_random_bot(g, &r)), LUNO_OK);
  int saved = luno_host_save_state(t->host);
  assert_true(saved > 0);
  luno_game *c = luno_copy(g);
  assert_non_null(c);
  if (restore == 2) { /* the copy stops at its first question an effect asks (a wild's color) */
    luno_rng rc;
    luno_seed(&rc, 77);
    while (luno_pending_of(c)->kind == LUNO_ASK_TURN)
      assert_int_equal(luno_apply(c, luno_random_bot(c, &rc)), LUNO_OK);
    assert_int_not_equal(luno_pending_of(c)->kind, LUNO_ASK_NONE);
  } else {
    unit_play_to_end(c, 77);
    assert_true(luno_state_of(c)->over);
  }
  if (restore) assert_int_equal(luno_host_restore_state(t->host, saved), 0); /* (2: restore) */
  luno_host_drop_state(t->host, saved);
  luno_free(c);
  while (luno_pending_of(g)->kind != LUNO_ASK_NONE)
    assert_int_equal(luno_apply(g, luno_random_bot(g, &r)), LUNO_OK);
  return luno_digest(g);
}

/* A copy played in the game's own host, its scripts' state saved and put back, leaves the
 * game to end as a twin that never made the detour; without putting it back, it does not
 * (the rule counts plays in g.vars). */
static void test_copy_in_host(void **state) {
  (void)state;
  const char *rules = "official," LUNO_TEST_RULESETS "/tally.lua";
  luno_table t1, t2, t3;
  luno_config c1, c2, c3;
  luno_game *g1 = unit_checked_game(&t1, &c1, rules, 21),
            *g2 = unit_checked_game(&t2, &c2, rules, 21),
            *g3 = unit_checked_game(&t3, &c3, rules, 21);
  uint64_t with = play_with_detour(&t1, g1, 1), without = play_with_detour(&t3, g3, 0);
  luno_table t4;
  luno_config c4;
  luno_game *g4 = unit_checked_game(&t4, &c4, rules, 21); /* a copy left with an effect waiting */
  uint64_t cut = play_with_detour(&t4, g4, 2);
  luno_rng r;
  luno_seed(&r, 8);
  while (luno_pending_of(g2)->kind != LUNO_ASK_NONE) /* the twin: the same answers, no detour */
    assert_int_equal(luno_apply(g2, luno_random_bot(g2, &r)), LUNO_OK);
  assert_true(with == luno_digest(g2));
  assert_true(cut == luno_digest(g2));
  assert_true(without != luno_digest(g2));
  luno_free(g4), luno_table_close(&t4);
  assert_int_equal(luno_log_length(g1), luno_log_length(g2));
  luno_free(g1), luno_free(g2), luno_free(g3);
  luno_table_close(&t1), luno_table_close(&t2), luno_table_close(&t3);
}

/* Digests are kept after every action; a rewind and a fork's replay that give the same
 * game say so, and the fork ends on the digest of the game it copies. */
static void test_checked_restores(void **state) {
  (void)state;
  luno_table t, f;
  luno_config c;
  luno_game *g = unit_checked_game(&t, &c, "special", 5);
  uint64_t d[151], steps[151];
  luno_rng r;
  luno_seed(&r, 11);
  d[0] = luno_digest(g), steps[0] = luno_step_digest(g);
  int n = 0;
  while (n < 150 && luno_pending_of(g)->kind != LUNO_ASK_NONE) {
    assert_int_equal(luno_apply(g, luno_random_bot(g, &r)), LUNO_OK);
    d[++n] = luno_digest(g), steps[n] = luno_step_digest(g);
    assert_true(steps[n] != steps[n - 1]); /* (every action changes the game) */
  }
  assert_true(n > 100);
  for (int i = 0; i <= n; i++)
    assert_true(luno_digest_at(g, i) == steps[i]);
  assert_int_equal(luno_rewind(g, 70), LUNO_OK);
  assert_true(luno_digest(g) == d[70] && luno_step_digest(g) == steps[70]);
  assert_true(luno_digest_at(g, 71) == 0); /* the undone future's are gone */
  while (luno_log_length(g) < 120 && luno_pending_of(g)->kind != LUNO_ASK_NONE)
    assert_int_equal(luno_apply(g, luno_random_bot(g, &r)), LUNO_OK);
  luno_game *copy = fork_of(&f, &t, &c);
  assert_int_equal(luno_replay_of(copy, g, -1), LUNO_OK);
  assert_true(luno_digest(copy) == luno_digest(g));
  assert_int_equal(luno_log_length(copy), luno_log_length(g));
  assert_int_equal(luno_replay_of(copy, g, 10), LUNO_EBROKEN); /* not a game just made */
  assert_non_null(strstr(luno_error(copy), "just made"));
  luno_free(copy);
  luno_table_close(&f);
  luno_free(g);
  luno_table_close(&t);
}

/* A game of a rule whose g.vars counts the questions it was asked (a surface asks as
 * often as it likes; a replay does not): 40 actions, with one question more at the 10th. */
static luno_game *nosy_game(luno_table *t, luno_config *c) {
  luno_game *g = unit_checked_game(t, c, "official," LUNO_TEST_RULESETS "/nosy/nosy.lua", 3);
  luno_rng r;
  luno_seed(&r, 5);
  for (int i = 0; i < 40 && luno_pending_of(g)->kind != LUNO_ASK_NONE; i++) {
    if (i == 10) { /* may the deciding seat play its first card? */
      const luno_pending *p = luno_pending_of(g);
      int count, card = luno_pile(g, LUNO_HAND(p->seat), &count)[0];
      int answer = luno_base_answer(g, p->seat, card);
      const luno_rules *rules = luno_host_rules(t->host);
      assert_int_equal(rules->legal(rules->ud, g, p->seat, &card, 1, &answer), 0);
    }
    assert_int_equal(luno_apply(g, luno_random_bot(g, &r)), LUNO_OK);
  }
  return g;
}

/* After the question a replay does not ask, a fork's replay and a rewind both find the
 * rebuilt game is not the one played and say after which action; the fork leaves the game
 * it copies untouched; a rewind to before the question is the same game. */
static void test_restore_differs(void **state) {
  (void)state;
  luno_table t, f;
  luno_config c;
  luno_game *g = nosy_game(&t, &c);
  uint64_t before = luno_digest(g);
  int len = luno_log_length(g);
  luno_game *copy = fork_of(&f, &t, &c);
  assert_int_equal(luno_replay_of(copy, g, -1), LUNO_EBROKEN);
  assert_non_null(strstr(luno_error(copy), "another game than the one played after"));
  assert_true(luno_digest(g) == before);
  assert_int_equal(luno_log_length(g), len);
  luno_free(copy);
  luno_table_close(&f);
  assert_int_equal(luno_rewind(g, -1), LUNO_EBROKEN);
  assert_non_null(strstr(luno_error(g), "another game than the one played after"));
  luno_free(g);
  luno_table_close(&t);
  g = nosy_game(&t, &c);
  assert_int_equal(luno_rewind(g, 8), LUNO_OK);
  luno_free(g);
  luno_table_close(&t);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_checked_restores),
      cmocka_unit_test(test_copy_in_host),
      cmocka_unit_test(test_restore_differs),
  };
  return cmocka_run_group_tests_name("restore", tests, NULL, NULL);
}
