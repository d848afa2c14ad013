/* test_bot.c: core/bot.c, the built-in random bot's exact policy (issue 2, "Bots"): each
 * legal card in hand is one option (never a bluff) picked uniformly; with none it draws
 * and plays the drawn card if it can; it calls UNO at two cards; answers no to yes/no
 * (never challenges); declines an optional choice half the time; otherwise uniform. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "stub_rules.h"

enum { PICKS = 8000 };

/* Two players, dealer 1 so seat 0 plays first, hand size 6: seat 0 holds the given six
 * cards; seat 1 holds greens; top red 7; draws as given. */
static luno_game *start_with(fixture *f, const spec *mine, int n, const spec *draws, int ndraws) {
  spec hands[2][8] = {{{T_0 + 1, BLUE},
                       {T_0 + 2, BLUE},
                       {T_0 + 3, BLUE},
                       {T_0 + 4, BLUE},
                       {T_0 + 5, BLUE},
                       {T_0 + 6, BLUE}},
                      {{T_0 + 1, GREEN},
                       {T_0 + 2, GREEN},
                       {T_0 + 3, GREEN},
                       {T_0 + 4, GREEN},
                       {T_0 + 5, GREEN},
                       {T_0 + 6, GREEN}}};
  for (int i = 0; i < n; i++)
    hands[0][i] = mine[i];
  stub_setup(&f->setup, 2, 1);
  f->setup.first_dealer = 1;
  deal(f, 6, hands, (spec){T_0 + 7, RED}, draws, ndraws);
  luno_game *g = fixture_start(f);
  assert_int_equal(luno_pending_of(g)->seat, 0);
  return g;
}

/* On a turn the bot picks uniformly among the legal cards (two copies are two options)
 * and never the Wild Four bluff; asking does not change the game. */
static void test_turn_uniform_no_bluff(void **state) {
  fixture *f = *state;
  spec mine[6] = {{T_0 + 3, RED}, {T_0 + 3, RED}, {T_0 + 7, GREEN},
                  {T_WILD, -1},   {T_FOUR, -1},   {T_0 + 1, BLUE}};
  luno_game *g = start_with(f, mine, 6, NULL, 0);
  assert_int_equal(luno_pending_of(g)->count, 6); /* 4 plays, the bluff, the draw */
  int n;
  const uint16_t *hand = luno_pile(g, LUNO_HAND(0), &n);
  int counts[6] = {0};
  luno_rng r;
  luno_seed(&r, 1);
  uint64_t h = luno_hash(g);
  for (int i = 0; i < PICKS; i++) {
    luno_action a = luno_random_bot(g, &r);
    assert_int_equal(a.type, LUNO_ACT_PLAY);
    assert_int_equal(a.seat, 0);
    assert_int_equal(a.flags, 0);
    int k = 0;
    while (k < 6 && hand[k] != a.value)
      k++;
    assert_true(k < 6);
    counts[k]++;
  }
  assert_true(luno_hash(g) == h);
  assert_int_equal(counts[4], 0); /* the bluff */
  assert_int_equal(counts[5], 0); /* blue 1 does not match */
  for (int k = 0; k < 4; k++)
    assert_in_range(counts[k], PICKS / 4 - 250, PICKS / 4 + 250);
}

/* The bot calls UNO when it plays with two cards in hand, and only then. */
static void test_calls_uno_at_two(void **state) {
  fixture *f = *state;
  spec hands[2][8] = {{{T_0 + 3, RED}, {T_0 + 4, RED}, {T_0 + 5, RED}},
                      {{T_0 + 1, GREEN}, {T_0 + 2, GREEN}, {T_0 + 3, GREEN}}};
  stub_setup(&f->setup, 2, 1);
  f->setup.first_dealer = 1;
  deal(f, 3, hands, (spec){T_0 + 7, RED}, NULL, 0);
  luno_game *g = fixture_start(f);
  luno_rng r;
  luno_seed(&r, 2);
  luno_action a = luno_random_bot(g, &r);
  assert_int_equal(a.type, LUNO_ACT_PLAY);
  assert_int_equal(a.flags, 0);
  must_apply(g, a);
  must_apply(g, act(LUNO_ACT_DRAW, 1, 0, 0));
  if (luno_pending_of(g)->seat == 1) must_apply(g, act(LUNO_ACT_PASS, 1, 0, 0));
  a = luno_random_bot(g, &r);
  assert_int_equal(a.type, LUNO_ACT_PLAY);
  assert_int_equal(a.flags, LUNO_CALL);
}

/* With no legal card the bot draws; then it plays the drawn card if it can. */
static void test_draws_then_plays(void **state) {
  fixture *f = *state;
  spec mine[1] = {{T_0 + 1, BLUE}};
  spec draws[1] = {{T_0 + 9, RED}};
  luno_game *g = start_with(f, mine, 1, draws, 1);
  luno_rng r;
  luno_seed(&r, 3);
  luno_action a = luno_random_bot(g, &r);
  assert_int_equal(a.type, LUNO_ACT_DRAW);
  must_apply(g, a);
  assert_true(has_option(g, LUNO_ACT_PASS, -1));
  for (int i = 0; i < 50; i++) {
    a = luno_random_bot(g, &r);
    assert_int_equal(a.type, LUNO_ACT_PLAY);
    assert_int_equal(a.value, hand_find(g, 0, T_0 + 9, RED));
  }
}

/* A drawn card that would only be a bluff is kept: the bot passes. */
static void test_keeps_drawn_bluff(void **state) {
  fixture *f = *state;
  spec mine[2] = {{T_0 + 1, BLUE}, {T_0 + 4, RED}};
  spec draws[1] = {{T_FOUR, -1}};
  luno_game *g = start_with(f, mine, 2, draws, 1);
  must_apply(g, act(LUNO_ACT_DRAW, 0, 0, 0));
  assert_int_equal(find_option(g, LUNO_ACT_PLAY, -1).flags, LUNO_BLUFF);
  luno_rng r;
  luno_seed(&r, 4);
  for (int i = 0; i < 50; i++)
    assert_int_equal(luno_random_bot(g, &r).type, LUNO_ACT_PASS);
}

/* With neither a play nor a draw, the bot passes. */
static void test_passes(void **state) {
  fixture *f = *state;
  spec hands[2][8] = {{{T_0 + 1, BLUE}}, {{T_0 + 2, GREEN}}};
  stub_setup(&f->setup, 2, 1);
  f->setup.first_dealer = 1;
  f->setup.events = 1u << LUNO_EV_LEGAL;
  f->s.may_draw = 0;
  deal(f, 1, hands, (spec){T_0 + 7, RED}, NULL, 0);
  luno_game *g = fixture_start(f);
  luno_rng r;
  luno_seed(&r, 5);
  assert_int_equal(luno_pending_of(g)->count, 1);
  assert_int_equal(luno_random_bot(g, &r).type, LUNO_ACT_PASS);
}

/* Wild colors are uniform over the ruleset's colors. */
static void test_colors_uniform(void **state) {
  fixture *f = *state;
  spec mine[1] = {{T_WILD, -1}};
  luno_game *g = start_with(f, mine, 1, NULL, 0);
  must_play(g, hand_find(g, 0, T_WILD, -1), 0);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_COLOR);
  int counts[4] = {0};
  luno_rng r;
  luno_seed(&r, 6);
  for (int i = 0; i < PICKS; i++) {
    luno_action a = luno_random_bot(g, &r);
    assert_int_equal(a.type, LUNO_ACT_CHOOSE);
    assert_in_range(a.value, 0, 3);
    counts[a.value]++;
  }
  for (int c = 0; c < 4; c++)
    assert_in_range(counts[c], PICKS / 4 - 250, PICKS / 4 + 250);
}

/* A script's yes/no question is answered yes or no alike; a card's challenge
 * (luno_ask_challenge) always no: the bot never challenges. */
static void test_yes_no_and_challenge(void **state) {
  fixture *f = *state;
  spec mine[1] = {{T_ASK, RED}};
  luno_game *g = start_with(f, mine, 1, NULL, 0);
  must_play(g, hand_find(g, 0, T_ASK, RED), 0);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_YESNO);
  luno_rng r;
  luno_seed(&r, 7);
  int yes = 0;
  for (int i = 0; i < 200; i++) {
    luno_action a = luno_random_bot(g, &r);
    assert_int_equal(a.type, LUNO_ACT_CHOOSE);
    yes += a.value == 1;
  }
  assert_in_range(yes, 60, 140);
  luno_ask_challenge(g);
  for (int i = 0; i < 200; i++) {
    luno_action a = luno_random_bot(g, &r);
    assert_int_equal(a.type, LUNO_ACT_CHOOSE);
    assert_int_equal(a.value, 0);
  }
}

/* An optional choice is declined with probability 1/2, else a uniform option is taken. */
static void test_optional_choice(void **state) {
  fixture *f = *state;
  spec hands[4][8] = {{{T_PICK, RED}, {T_0 + 1, BLUE}},
                      {{T_0 + 1, GREEN}, {T_0 + 2, GREEN}},
                      {{T_0 + 3, GREEN}, {T_0 + 4, GREEN}},
                      {{T_0 + 5, GREEN}, {T_0 + 6, GREEN}}};
  stub_setup(&f->setup, 4, 1);
  f->setup.first_dealer = 3;
  deal(f, 2, hands, (spec){T_0 + 7, RED}, NULL, 0);
  luno_game *g = fixture_start(f);
  must_play(g, hand_find(g, 0, T_PICK, RED), 0);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_PLAYER);
  assert_int_equal(luno_pending_of(g)->count, 4); /* 3 seats and decline */
  int declined = 0, seats[4] = {0};
  luno_rng r;
  luno_seed(&r, 8);
  for (int i = 0; i < PICKS; i++) {
    luno_action a = luno_random_bot(g, &r);
    if (a.type == LUNO_ACT_DECLINE)
      declined++;
    else {
      assert_int_equal(a.type, LUNO_ACT_CHOOSE);
      assert_in_range(a.value, 1, 3);
      seats[a.value]++;
    }
  }
  assert_in_range(declined, PICKS / 2 - 300, PICKS / 2 + 300);
  for (int s = 1; s < 4; s++)
    assert_in_range(seats[s], PICKS / 6 - 250, PICKS / 6 + 250);
  must_apply(g, luno_random_bot(g, &r));
}

/* The bot's choices come from its own generator: the same seed repeats them, and the
 * game's state is never touched; a finished match gives a harmless answer. */
static void test_own_generator(void **state) {
  fixture *f = *state;
  luno_game *g = fixture_start(f);
  luno_rng a, b;
  luno_seed(&a, 9);
  luno_seed(&b, 9);
  uint64_t h = luno_hash(g);
  for (int i = 0; i < 100; i++) {
    luno_action x = luno_random_bot(g, &a), y = luno_random_bot(g, &b);
    assert_memory_equal(&x, &y, sizeof x);
  }
  assert_true(luno_hash(g) == h);
  f->setup.rounds = 1;
  g = fixture_start(f);
  play_out(g, 9, 100000);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_NONE);
  luno_action x = luno_random_bot(g, &a);
  assert_int_equal(luno_apply(g, x), LUNO_EILLEGAL);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_turn_uniform_no_bluff, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_calls_uno_at_two, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_draws_then_plays, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_keeps_drawn_bluff, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_passes, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_colors_uniform, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_yes_no_and_challenge, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_optional_choice, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_own_generator, fixture_setup, fixture_teardown),
  };
  return cmocka_run_group_tests_name("bot", tests, NULL, NULL);
}
