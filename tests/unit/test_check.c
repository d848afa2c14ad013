/* test_check.c: core/check.c, the invariant checker (every card in exactly one place,
 * counts consistent, seats and colors valid, a decision pending) and the table digest. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "stub_rules.h"

/* Asserts luno_check finds the table broken with a message containing why. */
static void broken(const luno_game *g, const char *why) {
  char msg[256] = "";
  assert_int_equal(luno_check(g, msg, sizeof msg), -1);
  if (!strstr(msg, why)) fail_msg("luno_check said '%s', expected '%s'", msg, why);
  assert_int_equal(luno_check(g, NULL, 0), -1);
}

/* Complete random matches (stub rules, 2 to 10 players) stay sound after every action. */
static void test_sound_games(void **state) {
  fixture *f = *state;
  for (int i = 0; i < 18; i++) {
    stub_setup(&f->setup, 2 + i % 9, (uint64_t)i + 100);
    f->setup.rounds = 2;
    luno_game *g = fixture_start(f);
    int n = play_out(g, (uint64_t)i, 1000000); /* must_apply checks after every action */
    assert_true(n > 0);
    assert_true(luno_state_of(g)->over);
    char msg[128];
    assert_int_equal(luno_check(g, msg, sizeof msg), 0);
  }
}

/* A card in the hand of a seat nobody sits in is found. */
static void test_card_in_empty_seat(void **state) {
  fixture *f = *state;
  luno_game *g = fixture_start(f);
  int n;
  const uint16_t *hand = luno_pile(g, LUNO_HAND(0), &n);
  luno_move(g, hand[0], LUNO_HAND(5));
  broken(g, "pile 7 of an empty seat holds 1 cards");
}

/* An empty discard pile while cards remain to draw is found. */
static void test_empty_discard(void **state) {
  fixture *f = *state;
  luno_game *g = fixture_start(f);
  while (pile_count(g, LUNO_DISCARD) > 0)
    luno_move(g, luno_top(g), LUNO_HAND(2));
  broken(g, "the discard pile is empty");
}

/* A current seat or an active color out of range is found. */
static void test_bad_seat_and_color(void **state) {
  fixture *f = *state;
  luno_game *g = fixture_start(f);
  luno_set_current(g, 7);
  broken(g, "current seat 7 of 4");
  g = fixture_start(f);
  luno_set_color(g, 9);
  broken(g, "active color 9");
}

/* A card listed in two piles, or in a pile it does not record, is found (written through
 * the pointer luno_pile returns). */
static void test_card_twice_or_misplaced(void **state) {
  fixture *f = *state;
  luno_game *g = fixture_start(f);
  int nd, nh;
  uint16_t *draw = (uint16_t *)luno_pile(g, LUNO_DRAW_PILE, &nd);
  uint16_t *hand = (uint16_t *)luno_pile(g, LUNO_HAND(1), &nh);
  uint16_t held = hand[0];
  hand[0] = draw[0];
  char want[64];
  snprintf(want, sizeof want, "card %d stands twice (again in pile %d)", draw[0], LUNO_HAND(1));
  broken(g, want);
  draw[0] = held; /* now the two cards sit in each other's piles */
  snprintf(want, sizeof want, "card %d records pile %d", held, LUNO_HAND(1));
  broken(g, want);
}

/* luno_hash: equal tables hash equal; any change (a move, who knows a card, the active
 * color, the pending decision) changes it. */
static void test_hash(void **state) {
  fixture *f = *state;
  char err[128];
  luno_game *g = fixture_start(f);
  luno_game *twin = luno_new(&f->setup, &f->s.rules, err, sizeof err);
  assert_non_null(twin);
  uint64_t h = luno_hash(g);
  assert_true(luno_hash(twin) == h);
  int n;
  const uint16_t *draw = luno_pile(g, LUNO_DRAW_PILE, &n);
  luno_reveal(g, draw[0], 1);
  uint64_t h2 = luno_hash(g);
  assert_true(h2 != h);
  luno_set_color(g, (luno_state_of(g)->color + 1) % 4);
  assert_true(luno_hash(g) != h2);
  luno_free(twin);
  luno_action a = luno_pending_of(g)->options[0];
  uint64_t h3 = luno_hash(g);
  must_apply(g, a);
  assert_true(luno_hash(g) != h3);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_sound_games, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_card_in_empty_seat, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_empty_discard, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_bad_seat_and_color, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_card_twice_or_misplaced, fixture_setup,
                                      fixture_teardown),
      cmocka_unit_test_setup_teardown(test_hash, fixture_setup, fixture_teardown),
  };
  return cmocka_run_group_tests_name("check", tests, NULL, NULL);
}
