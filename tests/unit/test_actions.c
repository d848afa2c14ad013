/* test_actions.c: core/actions.c, luno_apply: legal options and bluffs, refusals with a
 * reason and the game unchanged, the action log, luno_rewind (undo), referee penalties,
 * punished illegal plays and restoring the game after a script failure. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "stub_rules.h"

/* Four players, dealer 0; seat 1 (first to play) holds red 3, green 7, blue 1, a wild, a
 * wild four and a yellow skip; top red 7; the draws are red 9 then blue 2. */
static luno_game *start_mixed(fixture *f) {
  spec hands[4][8] = {
      {{T_0 + 1, GREEN},
       {T_0 + 2, GREEN},
       {T_0 + 3, GREEN},
       {T_0 + 4, GREEN},
       {T_0 + 5, GREEN},
       {T_0 + 6, GREEN}},
      {{T_0 + 3, RED},
       {T_0 + 7, GREEN},
       {T_0 + 1, BLUE},
       {T_WILD, -1},
       {T_FOUR, -1},
       {T_SKIP, YELLOW}},
      {{T_0 + 1, YELLOW},
       {T_0 + 2, YELLOW},
       {T_0 + 3, YELLOW},
       {T_0 + 4, YELLOW},
       {T_0 + 5, YELLOW},
       {T_0 + 6, YELLOW}},
      {{T_0 + 8, BLUE},
       {T_0 + 2, BLUE},
       {T_0 + 3, BLUE},
       {T_0 + 4, BLUE},
       {T_0 + 5, BLUE},
       {T_0 + 6, BLUE}},
  };
  spec draws[2] = {{T_0 + 9, RED}, {T_0 + 2, BLUE}};
  deal(f, 6, hands, (spec){T_0 + 7, RED}, draws, 2);
  return fixture_start(f);
}

/* A turn offers every card that matches (color, symbol, wild) and drawing; a wild four
 * while holding the active color is offered flagged LUNO_BLUFF. */
static void test_legal_options(void **state) {
  luno_game *g = start_mixed(*state);
  const luno_pending *p = luno_pending_of(g);
  assert_int_equal(p->kind, LUNO_ASK_TURN);
  assert_int_equal(p->seat, 1);
  assert_int_equal(p->count, 5);
  assert_true(has_option(g, LUNO_ACT_PLAY, hand_find(g, 1, T_0 + 3, RED)));
  assert_true(has_option(g, LUNO_ACT_PLAY, hand_find(g, 1, T_0 + 7, GREEN)));
  assert_true(has_option(g, LUNO_ACT_PLAY, hand_find(g, 1, T_WILD, -1)));
  assert_true(has_option(g, LUNO_ACT_DRAW, -1));
  assert_false(has_option(g, LUNO_ACT_PLAY, hand_find(g, 1, T_0 + 1, BLUE)));
  assert_false(has_option(g, LUNO_ACT_PLAY, hand_find(g, 1, T_SKIP, YELLOW)));
  assert_false(has_option(g, LUNO_ACT_PASS, -1));
  luno_action four = find_option(g, LUNO_ACT_PLAY, hand_find(g, 1, T_FOUR, -1));
  assert_int_equal(four.flags, LUNO_BLUFF);
  assert_int_equal(find_option(g, LUNO_ACT_PLAY, hand_find(g, 1, T_WILD, -1)).flags, 0);
  assert_int_equal(luno_matches(g, hand_find(g, 1, T_0 + 1, BLUE)), 0);
  assert_int_equal(luno_matches(g, hand_find(g, 1, T_0 + 7, GREEN)), 1);
  /* a bluff may still be played */
  must_play(g, four.value, 0);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_COLOR);
}

/* Without a card of the active color the wild four is a plain legal play, even when
 * holding the same number in another color, a wild and another symbol. */
static void test_four_legal_without_color(void **state) {
  fixture *f = *state;
  spec hands[2][8] = {
      {{T_0 + 7, BLUE}, {T_WILD, -1}, {T_FOUR, -1}, {T_SKIP, GREEN}},
      {{T_0 + 1, GREEN}, {T_0 + 2, GREEN}, {T_0 + 3, GREEN}, {T_0 + 4, GREEN}},
  };
  stub_setup(&f->setup, 2, 1);
  f->setup.first_dealer = 1;
  deal(f, 4, hands, (spec){T_0 + 7, RED}, NULL, 0);
  luno_game *g = fixture_start(f);
  assert_int_equal(luno_pending_of(g)->seat, 0);
  luno_action four = find_option(g, LUNO_ACT_PLAY, hand_find(g, 0, T_FOUR, -1));
  assert_int_equal(four.type, LUNO_ACT_PLAY);
  assert_int_equal(four.flags, 0);
}

/* Asserts that a is refused with a message containing why, leaving the game unchanged. */
static void refused(luno_game *g, luno_action a, const char *why) {
  uint64_t h = luno_hash(g);
  int len = luno_log_length(g);
  assert_int_equal(luno_apply(g, a), LUNO_EILLEGAL);
  if (!strstr(luno_error(g), why)) fail_msg("refused with '%s', expected '%s'", luno_error(g), why);
  assert_true(luno_hash(g) == h);
  assert_int_equal(luno_log_length(g), len);
  must_check(g);
}

/* An illegal action is refused with a reason and the game is unchanged (same luno_hash,
 * same log): a card that does not match, a wrong seat, a card not held, no such card or
 * seat, flags no action has, an action that is not an option. */
static void test_refusals(void **state) {
  luno_game *g = start_mixed(*state);
  int blue1 = hand_find(g, 1, T_0 + 1, BLUE);
  refused(g, act(LUNO_ACT_PLAY, 1, 0, blue1), "blue 1 does not match red 7");
  refused(g, act(LUNO_ACT_PLAY, 1, 0, hand_find(g, 1, T_SKIP, YELLOW)),
          "yellow Skip does not match red 7");
  refused(g, act(LUNO_ACT_PLAY, 2, 0, blue1), "it is seat 1's decision, not seat 2's");
  refused(g, act(LUNO_ACT_PLAY, 1, 0, hand_find(g, 2, T_0 + 1, YELLOW)),
          "yellow 1 is not in seat 1's hand");
  refused(g, act(LUNO_ACT_PLAY, 1, 0, 5000), "there is no card 5000");
  refused(g, act(LUNO_ACT_PLAY, 1, 0, -3), "there is no card -3");
  refused(g, act(LUNO_ACT_DRAW, 12, 0, 0), "there is no seat 12");
  refused(g, act(LUNO_ACT_DRAW, -1, 0, 0), "there is no seat -1");
  refused(g, act(LUNO_ACT_DRAW, 1, 2, 0), "an action's flags are 0 or LUNO_CALL (1), not 2");
  refused(g, act(LUNO_ACT_PLAY, 1, 255, blue1),
          "an action's flags are 0 or LUNO_CALL (1), not 255");
  refused(g, act(LUNO_ACT_PASS, 1, 0, 0), "seat 1 may not pass now: passing comes after a draw");
  refused(g, act(LUNO_ACT_CHOOSE, 1, 0, RED), "that is not one of the options");
  refused(g, act(LUNO_ACT_DECLINE, 1, 0, 0), "that is not one of the options");
  refused(g, act(99, 1, 0, 0), "that is not one of the options");
}

/* After drawing, only the drawn card may be played; a choice takes only its options. */
static void test_refusals_later(void **state) {
  luno_game *g = start_mixed(*state);
  must_apply(g, act(LUNO_ACT_DRAW, 1, 0, 0));
  refused(g, act(LUNO_ACT_PLAY, 1, 0, hand_find(g, 1, T_0 + 3, RED)),
          "after drawing only the drawn card may be played");
  refused(g, act(LUNO_ACT_DRAW, 1, 0, 0),
          "seat 1 has drawn: the card drawn may be played, or the turn passed");
  must_apply(g, act(LUNO_ACT_PASS, 1, 0, 0));
  refused(g, act(LUNO_ACT_PLAY, 2, 0, hand_find(g, 2, T_0 + 1, YELLOW)),
          "yellow 1 does not match red 7");
}

/* A choice accepts only its listed values; a required choice cannot be declined. */
static void test_choice_refusals(void **state) {
  luno_game *g = start_mixed(*state);
  must_play(g, hand_find(g, 1, T_WILD, -1), 0);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_COLOR);
  refused(g, act(LUNO_ACT_CHOOSE, 1, 0, 7), "that is not one of the options");
  refused(g, act(LUNO_ACT_DECLINE, 1, 0, 0), "that is not one of the options");
  refused(g, act(LUNO_ACT_CHOOSE, 2, 0, RED), "it is seat 1's decision, not seat 2's");
  refused(g, act(LUNO_ACT_PLAY, 1, 0, hand_find(g, 1, T_0 + 3, RED)),
          "that is not one of the options");
  must_apply(g, act(LUNO_ACT_CHOOSE, 1, 0, YELLOW));
  assert_int_equal(luno_state_of(g)->color, YELLOW);
}

/* Every accepted action is logged in order, flags included; the call flag reaches the
 * effect as its argument. */
static void test_log(void **state) {
  fixture *f = *state;
  luno_game *g = start_mixed(f);
  assert_int_equal(luno_log_length(g), 0);
  luno_action a1 = act(LUNO_ACT_PLAY, 1, LUNO_CALL, hand_find(g, 1, T_WILD, -1));
  must_apply(g, a1);
  assert_int_equal(f->s.last_play_arg, LUNO_CALL);
  luno_action a2 = act(LUNO_ACT_CHOOSE, 1, 0, BLUE);
  must_apply(g, a2);
  luno_action a3 = act(LUNO_ACT_DRAW, 2, 0, 0);
  must_apply(g, a3);
  assert_int_equal(luno_log_length(g), 3);
  const luno_action *log = luno_log(g);
  assert_memory_equal(&log[0], &a1, sizeof a1);
  assert_memory_equal(&log[1], &a2, sizeof a2);
  assert_memory_equal(&log[2], &a3, sizeof a3);
}

/* luno_rewind(g, n) starts over from the seed and re-applies the first n logged actions:
 * the table is identical (luno_hash) to when those n actions had been played; undo is
 * n - 1; re-applying the rest gets the same game back. */
static void test_rewind(void **state) {
  fixture *f = *state;
  enum { N = 400 };
  static uint64_t hashes[N + 1];
  static luno_action saved[N];
  luno_game *g = fixture_start(f);
  luno_rng r;
  luno_seed(&r, 77);
  hashes[0] = luno_hash(g);
  int n = 0;
  while (n < N && luno_pending_of(g)->kind != LUNO_ASK_NONE) {
    saved[n] = luno_random_bot(g, &r);
    must_apply(g, saved[n]);
    hashes[++n] = luno_hash(g);
  }
  assert_int_equal(n, N);
  static const int points[] = {0, 1, 2, 7, 50, 123, 399, 400};
  for (size_t i = 0; i < sizeof points / sizeof *points; i++) {
    int k = points[i];
    assert_int_equal(luno_rewind(g, k), LUNO_OK);
    assert_int_equal(luno_log_length(g), k);
    assert_true(luno_hash(g) == hashes[k]);
    must_check(g);
    for (int j = k; j < N; j++) {
      must_apply(g, saved[j]);
      assert_true(luno_hash(g) == hashes[j + 1]);
    }
  }
  assert_int_equal(luno_rewind(g, N - 1), LUNO_OK); /* undo */
  assert_true(luno_hash(g) == hashes[N - 1]);
  must_apply(g, saved[N - 1]);
  assert_int_equal(luno_rewind(g, -1), LUNO_OK); /* out of range: everything */
  assert_true(luno_hash(g) == hashes[N]);
  assert_int_equal(luno_rewind(g, N + 10), LUNO_OK);
  assert_true(luno_hash(g) == hashes[N]);
  assert_true(f->s.resets >= 10);
}

/* Referee penalty: the seat draws n cards, it is logged, and the same decision is asked
 * again; 1 to 100 cards only, and not while a choice is pending. */
static void test_referee_penalty(void **state) {
  luno_game *g = start_mixed(*state);
  must_apply(g, act(LUNO_ACT_PENALTY, 3, 0, 2));
  assert_int_equal(hand_count(g, 3), 8);
  assert_int_equal(luno_log_length(g), 1);
  assert_int_equal(luno_log(g)[0].type, LUNO_ACT_PENALTY);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_TURN);
  assert_int_equal(luno_pending_of(g)->seat, 1);
  assert_int_equal(luno_pending_of(g)->count, 5);
  refused(g, act(LUNO_ACT_PENALTY, 3, 0, 0), "a penalty is 1 to 100 cards, not 0");
  refused(g, act(LUNO_ACT_PENALTY, 3, 0, 101), "a penalty is 1 to 100 cards, not 101");
  refused(g, act(LUNO_ACT_PENALTY, 10, 0, 1), "there is no seat 10");
  must_play(g, hand_find(g, 1, T_WILD, -1), 0);
  refused(g, act(LUNO_ACT_PENALTY, 3, 0, 1), "penalties wait until the pending choice is made");
  uint64_t h = luno_hash(g);
  assert_int_equal(luno_rewind(g, luno_log_length(g)), LUNO_OK);
  assert_true(luno_hash(g) == h);
}

/* Under a rule hooking illegal plays (LUNO_EV_ILLEGAL) an illegal play is still refused
 * with its reason, the card stays in the hand, the player draws the penalty, the attempt
 * is logged, and replaying the log gives the same game. A card not held is not punished. */
static void test_punished_illegal_play(void **state) {
  fixture *f = *state;
  f->setup.events = 1u << LUNO_EV_ILLEGAL;
  f->s.illegal_penalty = 2;
  luno_game *g = start_mixed(f);
  int blue1 = hand_find(g, 1, T_0 + 1, BLUE);
  assert_int_equal(luno_apply(g, act(LUNO_ACT_PLAY, 1, 0, blue1)), LUNO_EILLEGAL);
  assert_string_equal(luno_error(g), "blue 1 does not match red 7");
  assert_int_equal(luno_card_at(g, blue1)->pile, LUNO_HAND(1));
  assert_int_equal(hand_count(g, 1), 8);
  assert_int_equal(f->s.events[LUNO_EV_ILLEGAL], 1);
  assert_int_equal(luno_log_length(g), 1);
  assert_int_equal(luno_pending_of(g)->seat, 1);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_TURN);
  must_check(g);
  uint64_t h = luno_hash(g);
  assert_int_equal(luno_rewind(g, 1), LUNO_OK);
  assert_true(luno_hash(g) == h);
  refused(g, act(LUNO_ACT_PLAY, 1, 0, hand_find(g, 2, T_0 + 1, YELLOW)), "is not in seat 1's hand");
  assert_int_equal(f->s.events[LUNO_EV_ILLEGAL], 2); /* once more, in the rewind only */
}

/* A script failure during an action (LUNO_FAIL from run or resume) is reported as
 * LUNO_ESCRIPT with the script's message, and the game is restored to before it. */
static void test_script_failure_restores(void **state) {
  fixture *f = *state;
  spec hands[2][8] = {{{T_BOOM, RED}, {T_WILD, -1}, {T_0 + 1, RED}},
                      {{T_0 + 2, GREEN}, {T_0 + 3, GREEN}, {T_0 + 4, GREEN}}};
  stub_setup(&f->setup, 2, 1);
  f->setup.first_dealer = 1;
  deal(f, 3, hands, (spec){T_0 + 7, RED}, NULL, 0);
  f->s.boom = 1;
  luno_game *g = fixture_start(f);
  uint64_t h = luno_hash(g);
  assert_int_equal(luno_apply(g, act(LUNO_ACT_PLAY, 0, 0, hand_find(g, 0, T_BOOM, RED))),
                   LUNO_ESCRIPT);
  assert_string_equal(luno_error(g), "boom");
  assert_true(luno_hash(g) == h);
  assert_int_equal(luno_log_length(g), 0);
  must_check(g);
  must_play(g, hand_find(g, 0, T_WILD, -1), 0);
  h = luno_hash(g);
  f->s.fail_resume = 1;
  assert_int_equal(luno_apply(g, act(LUNO_ACT_CHOOSE, 0, 0, GREEN)), LUNO_ESCRIPT);
  assert_string_equal(luno_error(g), "resume failed");
  f->s.fail_resume = 0;
  assert_true(luno_hash(g) == h);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_COLOR);
  must_apply(g, act(LUNO_ACT_CHOOSE, 0, 0, GREEN));
}

/* A reaction card (LUNO_HOOK_REACT) is offered to its holder at every turn decision as a
 * reaction with the card (no window); LUNO_ACT_USE runs its effect out of turn, is logged,
 * and the same decision is asked again; other cards and other seats' cards are refused. */
static void test_reaction_card(void **state) {
  fixture *f = *state;
  stub_add_evil(&f->setup);
  spec hands[4][8] = {{{T_0 + 1, GREEN}, {T_0 + 2, GREEN}},
                      {{T_0 + 3, RED}, {T_0 + 4, GREEN}},
                      {{T_0 + 5, GREEN}, {T_EVIL, -1}},
                      {{T_0 + 6, GREEN}, {T_0 + 8, GREEN}}};
  deal(f, 2, hands, (spec){T_0 + 7, RED}, NULL, 0);
  luno_game *g = fixture_start(f);
  int evil = hand_find(g, 2, T_EVIL, -1);
  const luno_pending *p = luno_pending_of(g);
  assert_int_equal(p->seat, 1);
  assert_int_equal(p->nreactions, 1);
  assert_int_equal(p->reactions[0].seat, 2);
  assert_int_equal(p->reactions[0].card, evil);
  assert_int_equal(p->reactions[0].window, -1);
  assert_string_equal(p->reactions[0].name, "evil");
  refused(g, act(LUNO_ACT_USE, 1, 0, evil), "is not in seat 1's hand");
  refused(g, act(LUNO_ACT_USE, 2, 0, hand_find(g, 2, T_0 + 5, GREEN)),
          "cannot be used out of turn");
  refused(g, act(LUNO_ACT_USE, 2, 0, 4000), "there is no card 4000");
  must_apply(g, act(LUNO_ACT_USE, 2, 0, evil));
  assert_int_equal(f->s.uses, 1);
  assert_int_equal(luno_top(g), evil);
  assert_int_equal(luno_state_of(g)->color, RED);
  assert_int_equal(luno_log_length(g), 1);
  p = luno_pending_of(g);
  assert_int_equal(p->kind, LUNO_ASK_TURN);
  assert_int_equal(p->seat, 1);
  assert_int_equal(p->nreactions, 0);
  uint64_t h = luno_hash(g);
  assert_int_equal(luno_rewind(g, 1), LUNO_OK);
  assert_true(luno_hash(g) == h);
}

/* Once the match is over every action is refused. */
static void test_over_refuses(void **state) {
  fixture *f = *state;
  spec hands[2][8] = {{{T_0 + 1, GREEN}}, {{T_0 + 2, RED}}};
  stub_setup(&f->setup, 2, 1);
  f->setup.rounds = 1;
  deal(f, 1, hands, (spec){T_0 + 7, RED}, NULL, 0);
  luno_game *g = fixture_start(f);
  must_play(g, hand_find(g, 1, T_0 + 2, RED), 0);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_NONE);
  assert_int_equal(luno_pending_of(g)->seat, -1);
  assert_true(luno_state_of(g)->over);
  refused(g, act(LUNO_ACT_DRAW, 0, 0, 0), "the match is over");
  refused(g, act(LUNO_ACT_PENALTY, 0, 0, 1), "the match is over");
}

/* Answers every question with its first option (luno_set_decider): a color's is red, a
 * yes-or-no question's is yes. */
static int first_option(void *ud, const luno_game *g, luno_action *out) {
  (void)ud;
  const luno_pending *p = luno_pending_of(g);
  if (p->kind != LUNO_ASK_COLOR && p->kind != LUNO_ASK_YESNO) return 0;
  *out = p->options[0];
  return 1;
}

/* start_mixed with the wild four declaring COLOR_DRAW of 4 (no script hook), challenge as
 * given; seat 1 plays it (a bluff: it holds red) and names green. */
static luno_game *four_named_green(fixture *f, int challenge) {
  stub_setup(&f->setup, 4, 1);
  luno_type *t = &f->setup.types[T_FOUR];
  t->effect = LUNO_EFFECT_COLOR_DRAW;
  t->effect_n = 4;
  t->challenge = (uint8_t)challenge;
  t->hooks &= (uint8_t)~LUNO_HOOK_PLAY;
  luno_game *g = start_mixed(f);
  must_play(g, hand_find(g, 1, T_FOUR, -1), LUNO_BLUFF);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_COLOR);
  must_apply(g, luno_pending_of(g)->options[GREEN]);
  assert_int_equal(luno_state_of(g)->color, GREEN);
  return g;
}

/* A declared COLOR_DRAW (the Wild Draw Four's): after the color, the next seat is asked
 * whether it challenges (yes, then no; "Challenge the <label>?"), and waits; a copy of the
 * waiting game answers on its own; no: it draws 4 and loses the turn; yes: the card's
 * challenge effect runs (with the challenger and the color before the card) instead of
 * the draw, and the challenger plays next. Without a challenge, the draw follows the color;
 * a decider answers both questions at once. */
static void test_declared_challenge(void **state) {
  fixture *f = *state;
  luno_game *g = four_named_green(f, 1);
  must_ask(g, LUNO_ASK_YESNO, 2, "Challenge the Wild Four?", (const int[]){1, 0}, 2);
  luno_game *copy = luno_copy(g);
  assert_non_null(copy);
  must_apply(copy, luno_pending_of(copy)->options[0]);
  luno_free(copy);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_YESNO); /* the original still asks */
  assert_int_equal(f->s.challenges, 1);                       /* (the copy's) */
  must_apply(g, luno_pending_of(g)->options[1]);              /* no */
  assert_int_equal(hand_count(g, 2), 10);
  assert_int_equal(luno_pending_of(g)->seat, 3);
  g = four_named_green(f, 1);
  must_apply(g, luno_pending_of(g)->options[0]); /* yes */
  assert_int_equal(f->s.challenges, 2);
  assert_int_equal(f->s.last_challenger, 2);
  assert_int_equal(f->s.last_color_before, RED);
  assert_int_equal(hand_count(g, 1), 9); /* (the stub's challenge: its player draws 4) */
  assert_int_equal(hand_count(g, 2), 6);
  assert_int_equal(luno_pending_of(g)->seat, 2);
  g = four_named_green(f, 0);
  assert_int_equal(hand_count(g, 2), 10);
  assert_int_equal(luno_pending_of(g)->seat, 3);
  f->setup.types[T_FOUR].challenge = 1;
  g = start_mixed(f);
  luno_set_decider(g, first_option, NULL, 0xffff);
  must_play(g, hand_find(g, 1, T_FOUR, -1), LUNO_BLUFF);
  assert_int_equal(luno_state_of(g)->color, RED);
  assert_int_equal(f->s.challenges, 3);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_TURN);
  assert_int_equal(luno_pending_of(g)->seat, 2);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_legal_options, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_four_legal_without_color, fixture_setup,
                                      fixture_teardown),
      cmocka_unit_test_setup_teardown(test_refusals, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_refusals_later, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_choice_refusals, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_log, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_rewind, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_referee_penalty, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_punished_illegal_play, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_script_failure_restores, fixture_setup,
                                      fixture_teardown),
      cmocka_unit_test_setup_teardown(test_reaction_card, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_over_refuses, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_declared_challenge, fixture_setup, fixture_teardown),
  };
  return cmocka_run_group_tests_name("actions", tests, NULL, NULL);
}
