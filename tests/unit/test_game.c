/* test_game.c: core/start.c and round.c: making a game from a setup, the deck layout,
 * scoring rounds (winner_takes, penalty), ending the match (target_score, rounds) and dealer
 * rotation (RULES.md sections 1 and 2, "Scoring"). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "stub_rules.h"

/* Asserts luno_new refuses the fixture's setup with this message. */
static void bad_setup(fixture *f, const char *why) {
  char err[256] = "";
  luno_game *g = luno_new(&f->setup, &f->s.rules, err, sizeof err);
  assert_null(g);
  assert_string_equal(err, why);
  stub_setup(&f->setup, 4, 1);
}

/* A setup that cannot make a game is refused with the reason. */
static void test_setup_validation(void **state) {
  fixture *f = *state;
  f->setup.players = 1;
  bad_setup(f, "players must be 2 to 10");
  f->setup.players = 11;
  bad_setup(f, "players must be 2 to 10");
  f->setup.ncolors = 0;
  bad_setup(f, "a ruleset needs 1 to 8 colors");
  f->setup.ntypes = 0;
  bad_setup(f, "a ruleset needs 1 to 64 card types");
  f->setup.hand_size = 0;
  bad_setup(f, "hand_size must be 1 to 100");
  f->setup.hand_size = 101;
  bad_setup(f, "hand_size must be 1 to 100");
  f->setup.first_dealer = 4;
  bad_setup(f, "the first dealer is not a seat");
  f->setup.target_score = 0;
  bad_setup(f, "a match needs target_score or rounds (or a rule that ends it)");
  f->setup.target_score = 0, f->setup.match_ends = 1; /* a rule ends it (Phase 10's ends.match) */
  char err[256] = "";
  luno_game *g = luno_new(&f->setup, &f->s.rules, err, sizeof err);
  assert_non_null(g);
  luno_free(g);
  stub_setup(&f->setup, 4, 1);
  f->setup.rounds = -1;
  bad_setup(f, "target_score and rounds may not be negative");
  f->setup.types[0].copies = 1000;
  bad_setup(f, "the deck has more than 1024 cards");
  stub_setup_numbers(&f->setup, 10, 1);
  f->setup.hand_size = 8;
  bad_setup(f, "the deck is too small to deal every hand");
  f->setup.nstack = 2;
  f->setup.stack[0] = f->setup.stack[1] = 5;
  bad_setup(f, "the stacked deal names a card twice or past the deck");
  f->setup.nstack = 1;
  f->setup.stack[0] = 124;
  bad_setup(f, "the stacked deal names a card twice or past the deck");
  f->setup.players = 1; /* err may be NULL */
  assert_null(luno_new(&f->setup, &f->s.rules, NULL, 0));
}

/* Card ids follow the deck's layout type by type, color by color, copy by copy; a wild
 * type has no color; anything else is -1. The game's cards agree. */
static void test_card_ids(void **state) {
  fixture *f = *state;
  const luno_setup *s = &f->setup;
  assert_int_equal(luno_card_id(s, T_0, RED, 0), 0);
  assert_int_equal(luno_card_id(s, T_0, YELLOW, 0), 1);
  assert_int_equal(luno_card_id(s, T_0 + 1, RED, 0), 4);
  assert_int_equal(luno_card_id(s, T_0 + 1, RED, 1), 5);
  assert_int_equal(luno_card_id(s, T_0 + 1, YELLOW, 0), 6);
  assert_int_equal(luno_card_id(s, T_WILD, -1, 0), 116);
  assert_int_equal(luno_card_id(s, T_FOUR, -1, 3), 123);
  assert_int_equal(luno_card_id(s, T_WILD, RED, 0), -1);
  assert_int_equal(luno_card_id(s, T_0 + 1, -1, 0), -1);
  assert_int_equal(luno_card_id(s, T_0 + 1, 4, 0), -1);
  assert_int_equal(luno_card_id(s, T_0 + 1, RED, 2), -1);
  assert_int_equal(luno_card_id(s, T_0, RED, 1), -1);
  assert_int_equal(luno_card_id(s, T_NTYPES, -1, 0), -1);
  assert_int_equal(luno_card_id(s, -1, RED, 0), -1);
  luno_game *g = fixture_start(f);
  assert_int_equal(luno_state_of(g)->ncards, 124);
  for (int t = 0; t < T_NTYPES; t++)
    for (int c = -1; c < 4; c++)
      for (int k = 0; k < 4; k++) {
        int id = luno_card_id(s, t, c, k);
        if (id < 0) continue;
        assert_int_equal(luno_card_at(g, id)->type, t);
        assert_int_equal(luno_card_at(g, id)->color, c);
      }
}

/* Three players, hand size 1, dealer 0: seat 0 holds a wild (50), seat 1 red 2, seat 2 a
 * green skip (20); top red 7. Seat 1 plays first and goes out. */
static luno_game *start_short(fixture *f) {
  spec hands[3][8] = {{{T_WILD, -1}}, {{T_0 + 2, RED}}, {{T_SKIP, GREEN}}};
  f->setup.players = 3;
  deal(f, 1, hands, (spec){T_0 + 7, RED}, NULL, 0);
  luno_game *g = fixture_start(f);
  must_play(g, hand_find(g, 1, T_0 + 2, RED), 0);
  return g;
}

/* winner_takes: the round winner scores the points of every card left in the other hands;
 * below target_score the match goes on with a new round. */
static void test_winner_takes(void **state) {
  luno_game *g = start_short(*state);
  const luno_state *s = luno_state_of(g);
  assert_int_equal(s->scores[0], 0);
  assert_int_equal(s->scores[1], 70);
  assert_int_equal(s->scores[2], 0);
  assert_false(s->over);
  assert_int_equal(s->round, 2);
  assert_int_equal(luno_pending_of(g)->kind == LUNO_ASK_NONE, 0);
  for (int p = 0; p < 3; p++)
    assert_true(hand_count(g, p) >= 1); /* round 2 dealt */
}

/* target_score: the first player to reach it wins the match; the game then waits for
 * nothing. */
static void test_target_score(void **state) {
  fixture *f = *state;
  f->setup.target_score = 70;
  luno_game *g = start_short(f);
  const luno_state *s = luno_state_of(g);
  assert_true(s->over);
  assert_int_equal(s->winner, 1);
  assert_int_equal(s->round, 1);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_NONE);
  f->setup.target_score = 71;
  g = start_short(f);
  assert_false(luno_state_of(g)->over);
}

/* scoring=penalty: each player's own remaining cards count against them; lowest wins. */
static void test_penalty_scoring(void **state) {
  fixture *f = *state;
  f->setup.scoring = LUNO_SCORE_PENALTY;
  f->setup.rounds = 1;
  luno_game *g = start_short(f);
  const luno_state *s = luno_state_of(g);
  assert_int_equal(s->scores[0], 50);
  assert_int_equal(s->scores[1], 0);
  assert_int_equal(s->scores[2], 20);
  assert_true(s->over);
  assert_int_equal(s->winner, 1);
}

/* rounds=n: exactly n rounds are played whatever the scores (target_score is ignored);
 * the highest total wins, ties to the lower seat. */
static void test_rounds(void **state) {
  fixture *f = *state;
  f->setup.rounds = 2;
  f->setup.target_score = 1;
  luno_game *g = start_short(f);
  assert_false(luno_state_of(g)->over);
  assert_int_equal(luno_state_of(g)->round, 2);
  play_out(g, 5, 100000);
  const luno_state *s = luno_state_of(g);
  assert_true(s->over);
  assert_int_equal(s->round, 2);
  assert_int_equal(luno_stats_of(g)->rounds, 2);
  for (int p = 0; p < 3; p++) {
    assert_true(s->scores[s->winner] >= s->scores[p]);
    if (s->scores[p] == s->scores[s->winner]) assert_true(s->winner <= p);
  }
  for (int n = 1; n <= 4; n++) {
    stub_setup(&f->setup, 4, (uint64_t)n);
    f->setup.rounds = n;
    g = fixture_start(f);
    play_out(g, (uint64_t)n, 1000000);
    assert_true(luno_state_of(g)->over);
    assert_int_equal(luno_state_of(g)->round, n);
  }
}

/* The deal passes one seat clockwise each round (dealer_rotates), wrapping around; with
 * dealer_rotates off the dealer stays. */
static void test_dealer_rotation(void **state) {
  fixture *f = *state;
  luno_game *g = start_short(f);
  assert_int_equal(luno_state_of(g)->dealer, 1);
  assert_int_equal(luno_state_of(g)->current, luno_pending_of(g)->seat);
  f->setup.dealer_rotates = 0;
  g = start_short(f);
  assert_int_equal(luno_state_of(g)->dealer, 0);
  stub_setup(&f->setup, 4, 9);
  f->setup.first_dealer = 3;
  f->setup.rounds = 3;
  g = fixture_start(f);
  assert_int_equal(luno_state_of(g)->dealer, 3);
  int seen_round = 1;
  luno_rng r;
  luno_seed(&r, 3);
  while (luno_pending_of(g)->kind != LUNO_ASK_NONE) {
    must_apply(g, luno_random_bot(g, &r));
    const luno_state *s = luno_state_of(g);
    if (s->round != seen_round && !s->over) {
      seen_round = s->round;
      assert_int_equal(s->dealer, (3 + seen_round - 1) % 4);
    }
  }
  assert_int_equal(seen_round, 3);
}

/* The deal passes one seat clockwise even when the round ended counterclockwise (after a
 * Reverse): 3 players, dealer 0, first card Reverse (the dealer plays first,
 * counterclockwise), the dealer goes out: seat 1 deals round 2. (This was a bug: the
 * rotation followed the direction of play.) */
static void test_dealer_rotation_after_reverse(void **state) {
  fixture *f = *state;
  spec hands[3][8] = {{{T_0 + 2, RED}}, {{T_0 + 3, GREEN}}, {{T_0 + 4, GREEN}}};
  f->setup.players = 3;
  deal(f, 1, hands, (spec){T_REVERSE, RED}, NULL, 0);
  luno_game *g = fixture_start(f);
  assert_int_equal(luno_pending_of(g)->seat, 0);
  assert_int_equal(luno_state_of(g)->direction, -1);
  must_play(g, hand_find(g, 0, T_0 + 2, RED), 0);
  assert_int_equal(luno_state_of(g)->round, 2);
  assert_int_equal(luno_state_of(g)->dealer, 1);
}

/* KNOWN BUG: luno_state.round_winner is documented as "of the last finished round, or
 * -1", but core/flow.c round_start resets it to -1 when the next round is dealt, which
 * happens in the same luno_apply as the winning play: a driver never sees it. */
static void test_round_winner_visible(void **state) {
  luno_game *g = start_short(*state);
  assert_int_equal(luno_state_of(g)->round, 2);
  assert_int_equal(luno_state_of(g)->round_winner, 1);
}

/* Turns, draws, rounds and plays per card type are counted in the stats. */
static void test_stats(void **state) {
  fixture *f = *state;
  luno_game *g = start_short(f);
  const luno_stats *st = luno_stats_of(g);
  assert_int_equal(st->turns, 1);
  assert_int_equal(st->rounds, 1);
  assert_int_equal(st->plays_by_type[T_0 + 2], 1);
  assert_int_equal(st->cards_drawn, 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_setup_validation, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_card_ids, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_winner_takes, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_target_score, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_penalty_scoring, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_rounds, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_dealer_rotation, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_dealer_rotation_after_reverse, fixture_setup,
                                      fixture_teardown),
      cmocka_unit_test_setup_teardown(test_stats, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_round_winner_visible, fixture_setup, fixture_teardown),
  };
  return cmocka_run_group_tests_name("game", tests, NULL, NULL);
}
