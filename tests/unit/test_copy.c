/* test_copy.c: core/copy.c, a game copied at a decision: the copy plays on to the same end
 * as its original under the same answers, nothing done to it reaches the original, and a
 * game whose effect waits for an answer is not copied. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "stub_rules.h"

/* Plays n actions of the random bot (seeded) on g, stopping at a turn decision. */
static void some_turns(luno_game *g, uint64_t seed, int n) {
  play_out(g, seed, n);
  luno_rng r;
  luno_seed(&r, seed + 1);
  while (luno_pending_of(g)->kind != LUNO_ASK_TURN && luno_pending_of(g)->kind != LUNO_ASK_NONE)
    must_apply(g, luno_random_bot(g, &r));
}

/* The copy and the original, answered alike, end alike: the same log, the same table. */
static void test_same_end(void **state) {
  fixture *f = *state;
  for (int i = 0; i < 6; i++) {
    stub_setup(&f->setup, 2 + i, (uint64_t)i + 11);
    luno_game *g = fixture_start(f);
    some_turns(g, (uint64_t)i, 40);
    luno_game *c = luno_copy(g);
    assert_non_null(c);
    assert_true(luno_hash(c) == luno_hash(g));
    must_check(c);
    play_out(g, 99, 100000);
    play_out(c, 99, 100000);
    assert_int_equal(luno_log_length(c), luno_log_length(g));
    assert_memory_equal(luno_log(c), luno_log(g), (size_t)luno_log_length(g) * sizeof(luno_action));
    assert_true(luno_hash(c) == luno_hash(g));
    assert_true(luno_state_of(c)->over);
    luno_free(c);
  }
}

/* Playing the copy, even to its end, changes nothing in the original, which plays on. */
static void test_original_untouched(void **state) {
  fixture *f = *state;
  luno_game *g = fixture_start(f);
  some_turns(g, 3, 30);
  uint64_t was = luno_hash(g);
  int len = luno_log_length(g);
  luno_game *c = luno_copy(g);
  assert_non_null(c);
  play_out(c, 5, 100000);
  assert_true(luno_state_of(c)->over);
  assert_true(luno_hash(g) == was);
  assert_int_equal(luno_log_length(g), len);
  must_check(g);
  luno_free(c); /* the original's memory is its own */
  play_out(g, 5, 100000);
  assert_true(luno_state_of(g)->over);
  must_check(g);
}

/* While an effect waits for an answer (a wild's color), the game is not copied. */
static void test_not_while_waiting(void **state) {
  fixture *f = *state;
  luno_game *g = fixture_start(f);
  luno_rng r;
  luno_seed(&r, 1);
  int waited = 0;
  for (int i = 0; i < 2000 && luno_pending_of(g)->kind != LUNO_ASK_NONE && !waited; i++) {
    if (luno_pending_of(g)->kind == LUNO_ASK_COLOR) {
      assert_null(luno_copy(g));
      waited = 1;
    }
    must_apply(g, luno_random_bot(g, &r));
  }
  assert_true(waited);
  assert_null(luno_copy(NULL));
}

/* A copy made as a turn_start effect begins (luno_copy_turn_start) has no decision until
 * luno_resume runs that effect again; it then stands where the game stands after the
 * effect: the same table, log and decision. Made at no other time; resumed once. */
static void test_turn_start_copy(void **state) {
  fixture *f = *state;
  f->setup.events = 1u << LUNO_EV_TURN_START;
  f->s.copy_turns = 1;
  luno_game *g = fixture_start(f);
  luno_rng r;
  luno_seed(&r, 2);
  int resumed = 0;
  for (int i = 0; i < 60 && luno_pending_of(g)->kind != LUNO_ASK_NONE; i++) {
    luno_game *c = f->s.turn_copy;
    f->s.turn_copy = NULL;
    if (c && luno_pending_of(g)->kind == LUNO_ASK_TURN) {
      f->s.copy_turns = 0; /* (the copy's own turn start is not copied again) */
      int ran = f->s.events[LUNO_EV_TURN_START];
      assert_int_equal(luno_resume(c), LUNO_OK);
      assert_int_equal(f->s.events[LUNO_EV_TURN_START], ran + 1);
      assert_int_equal(luno_resume(c), LUNO_EILLEGAL);
      f->s.copy_turns = 1;
      assert_true(luno_hash(c) == luno_hash(g));
      assert_true(luno_digest(c) == luno_digest(g));
      assert_int_equal(luno_log_length(c), luno_log_length(g));
      must_check(c);
      resumed++;
    }
    luno_free(c);
    must_apply(g, luno_random_bot(g, &r));
  }
  assert_true(resumed >= 30);
  assert_null(luno_copy_turn_start(g)); /* (at a decision, not a turn's start) */
  assert_int_equal(luno_resume(g), LUNO_EILLEGAL);
  luno_free(f->s.turn_copy);
  f->s.turn_copy = NULL;
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_same_end, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_original_untouched, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_not_while_waiting, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_turn_start_copy, fixture_setup, fixture_teardown),
  };
  return cmocka_run_group_tests_name("copy", tests, NULL, NULL);
}
