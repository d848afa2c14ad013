/* test_determinize.c: core/determinize.c, a world one seat cannot tell from the real one:
 * what the seat sees stays where it is, pile sizes and backs stay, the table stays sound,
 * and each hidden card lands in each hidden place as often as chance says (chi-square). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "stub_rules.h"

/* The table as the seat knows it: each card's pile when the seat sees it (-1 if not), and
 * every pile's size. */
typedef struct seen_table {
  int pile[LUNO_MAX_CARDS];
  int count[LUNO_ZONE0];
} seen_table;

static void seen_by(const luno_game *g, int seat, seen_table *t) {
  memset(t, 0, sizeof *t);
  for (int c = 0; c < luno_state_of(g)->ncards; c++)
    t->pile[c] = luno_sees(g, seat, c) ? luno_card_at(g, c)->pile : -1;
  for (int p = 0; p < LUNO_ZONE0; p++)
    luno_pile(g, p, &t->count[p]);
}

/* A game some turns in, with a card of seat 2's hand shown to seat 0. */
static luno_game *game_under_way(fixture *f, int *shown) {
  luno_game *g = fixture_start(f);
  for (int i = 0; i < 12; i++)
    must_apply(g, luno_pending_of(g)->options[luno_pending_of(g)->count - 1]); /* draws */
  int n;
  *shown = luno_pile(g, LUNO_HAND(2), &n)[0];
  luno_reveal(g, *shown, 1u << 0);
  return g;
}

/* Seat 0's own hand, the discard pile and the card it was shown stay put; the sizes of
 * every pile stay; the others' hands and the draw pile change; the table is sound. */
static void test_keeps_what_the_seat_knows(void **state) {
  fixture *f = *state;
  int shown;
  luno_game *g = game_under_way(f, &shown);
  seen_table before, after;
  seen_by(g, 0, &before);
  uint64_t was = luno_hash(g);
  luno_rng rng;
  luno_seed(&rng, 42);
  int hidden = luno_determinize(g, 0, &rng);
  assert_true(hidden > 50);
  seen_by(g, 0, &after);
  assert_memory_equal(&before, &after, sizeof before);
  assert_int_equal(luno_card_at(g, shown)->pile, LUNO_HAND(2));
  assert_true(luno_hash(g) != was); /* the hidden cards moved */
  must_check(g);
  for (int s = 1; s < 4; s++) { /* each hand's owner knows its hand */
    int n;
    const uint16_t *hand = luno_pile(g, LUNO_HAND(s), &n);
    for (int i = 0; i < n; i++)
      assert_true(luno_sees(g, s, hand[i]));
  }
  assert_int_equal(luno_determinize(g, 4, &rng), -1); /* no such seat */
}

/* Over many worlds, a hidden card lands in each hidden place in proportion to the hidden
 * cards there: chi-square below its 0.1% critical value (three other hands and the draw
 * pile: 3 degrees of freedom, 16.27). The seed is fixed, so the test cannot flicker. */
static void test_uniform(void **state) {
  fixture *f = *state;
  int shown;
  luno_game *g = game_under_way(f, &shown);
  int hidden_in[LUNO_ZONE0] = {0}, landed[LUNO_ZONE0] = {0}, total = 0, watched = -1;
  for (int c = 0; c < luno_state_of(g)->ncards; c++) {
    if (luno_sees(g, 0, c)) continue;
    hidden_in[luno_card_at(g, c)->pile]++, total++;
    if (watched < 0) watched = c;
  }
  luno_rng rng;
  luno_seed(&rng, 7);
  enum { SAMPLES = 20000 };
  for (int i = 0; i < SAMPLES; i++) {
    luno_determinize(g, 0, &rng);
    landed[luno_card_at(g, watched)->pile]++;
  }
  double chi2 = 0;
  int places = 0;
  for (int p = 0; p < LUNO_ZONE0; p++) {
    if (!hidden_in[p]) {
      assert_int_equal(landed[p], 0); /* never where nothing is hidden */
      continue;
    }
    double want = (double)SAMPLES * hidden_in[p] / total, d = landed[p] - want;
    chi2 += d * d / want;
    places++;
  }
  assert_int_equal(places, 4); /* seats 1, 2, 3 and the draw pile */
  if (chi2 >= 16.27) fail_msg("chi-square %.2f over 3 degrees of freedom", chi2);
}

/* Zones: a face-up zone's cards stay (every seat sees them); a face-down zone keeps its
 * size but may hold any hidden card, and its card may go anywhere hidden. */
static void test_zones(void **state) {
  fixture *f = *state;
  f->setup.nzones = 2;
  snprintf(f->setup.zones[0].name, sizeof f->setup.zones[0].name, "row");
  f->setup.zones[0].face_up = 1;
  snprintf(f->setup.zones[1].name, sizeof f->setup.zones[1].name, "vault");
  luno_game *g = fixture_start(f);
  int n;
  const uint16_t *hand = luno_pile(g, LUNO_HAND(1), &n);
  int up = hand[0], down = hand[1];
  luno_move(g, up, LUNO_ZONE(0));
  luno_move(g, down, LUNO_ZONE(1));
  luno_rng rng;
  luno_seed(&rng, 3);
  int left = 0;
  for (int i = 0; i < 50; i++) {
    luno_determinize(g, 0, &rng);
    assert_int_equal(luno_card_at(g, up)->pile, LUNO_ZONE(0));
    assert_int_equal(pile_count(g, LUNO_ZONE(1)), 1);
    left += luno_card_at(g, down)->pile != LUNO_ZONE(1);
  }
  assert_true(left > 40); /* (one hidden place among ~80) */
  must_check(g);
}

/* A double-sided card shows its back: it trades places only with cards of the same back, so
 * the only card with that back stays where it is. */
static void test_backs(void **state) {
  fixture *f = *state;
  luno_game *g = fixture_start(f);
  int n;
  int marked = luno_pile(g, LUNO_HAND(1), &n)[2];
  luno_set_back(g, marked, 0, 1);
  luno_rng rng;
  luno_seed(&rng, 9);
  for (int i = 0; i < 20; i++) {
    luno_determinize(g, 0, &rng);
    assert_int_equal(luno_card_at(g, marked)->pile, LUNO_HAND(1));
    assert_int_equal(luno_pile(g, LUNO_HAND(1), &n)[2], marked);
  }
  must_check(g);
}

/* A world dealt from an earlier copy of the game (luno_determinize_at) keeps in place what
 * the seat knows now as well as what it knew then: the card it drew since stays on the draw
 * pile where it lay, so replaying the draw gives the seat the same card; the others' hidden
 * cards still move. (Only the seat's own draw is replayed: another seat's draw in a world
 * may bring it a card it can play, and another decision; the search drops such worlds.) */
static void test_dealt_from_earlier(void **state) {
  fixture *f = *state;
  int shown;
  luno_game *g = game_under_way(f, &shown);
  while (luno_pending_of(g)->seat != 0)
    must_apply(g, luno_pending_of(g)->options[luno_pending_of(g)->count - 1]);
  luno_game *then = luno_copy(g);
  assert_non_null(then);
  int before = luno_log_length(g), n;
  luno_action draw = luno_pending_of(g)->options[luno_pending_of(g)->count - 1];
  assert_int_equal(draw.type, LUNO_ACT_DRAW);
  must_apply(g, draw);
  const uint16_t *hand = luno_pile(g, LUNO_HAND(0), &n);
  int drawn = hand[n - 1]; /* the card seat 0 drew: on the draw pile then */
  assert_int_equal(luno_card_at(then, drawn)->pile, LUNO_DRAW_PILE);
  int where = -1, k, m;
  const uint16_t *pile = luno_pile(then, LUNO_DRAW_PILE, &m);
  for (k = 0; k < m; k++)
    if (pile[k] == drawn) where = k;
  luno_rng rng;
  luno_seed(&rng, 5);
  uint64_t was = luno_hash(then);
  assert_true(luno_determinize_at(then, g, 0, &rng) > 40);
  assert_true(luno_hash(then) != was);
  assert_int_equal(luno_pile(then, LUNO_DRAW_PILE, &m)[where], drawn); /* where it lay */
  for (int i = 0; i < luno_log_length(g) - before; i++) /* the action since replays */
    assert_int_equal(luno_apply(then, luno_log(g)[before + i]), LUNO_OK);
  const uint16_t *again = luno_pile(then, LUNO_HAND(0), &k);
  assert_int_equal(k, n);
  assert_memory_equal(again, hand, (size_t)n * sizeof *hand);
  must_check(then);
  luno_free(then);
}

/* The same seed makes the same world; another seed, another. */
static void test_seeded(void **state) {
  fixture *f = *state;
  int shown;
  luno_game *g = game_under_way(f, &shown);
  int n = luno_log_length(g);
  luno_rng a, b;
  luno_seed(&a, 5), luno_seed(&b, 5);
  luno_determinize(g, 0, &a);
  uint64_t first = luno_hash(g);
  assert_int_equal(luno_rewind(g, n), LUNO_OK);
  luno_reveal(g, shown, 1u << 0);
  luno_determinize(g, 0, &b);
  assert_true(luno_hash(g) == first);
  luno_determinize(g, 0, &b);
  assert_true(luno_hash(g) != first);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_keeps_what_the_seat_knows, fixture_setup,
                                      fixture_teardown),
      cmocka_unit_test_setup_teardown(test_uniform, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_zones, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_backs, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_seeded, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_dealt_from_earlier, fixture_setup, fixture_teardown),
  };
  return cmocka_run_group_tests_name("determinize", tests, NULL, NULL);
}
