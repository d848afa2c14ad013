/* test_piles.c: core/piles.c, cards moving between the draw pile, the discard pile and the
 * hands: the deal, draws with reshuffle, moves, hand swaps and passes, and who knows which
 * card (RULES.md section 2 "Deal" and "Empty draw pile"). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "stub_rules.h"

#define ALL_SEATS 0xffff

/* Copies a pile into out; returns its size. */
static int pile_copy(const luno_game *g, int pile, uint16_t *out) {
  int n;
  const uint16_t *p = luno_pile(g, pile, &n);
  memcpy(out, p, (size_t)n * sizeof *out);
  return n;
}

/* Every player gets hand_size cards and one card starts the discard pile, for 2..10
 * players; the deal is not counted as drawing. */
static void test_deal_sizes(void **state) {
  fixture *f = *state;
  for (int players = 2; players <= 10; players++) {
    stub_setup_numbers(&f->setup, players, (uint64_t)players);
    luno_game *g = fixture_start(f);
    for (int s = 0; s < players; s++)
      assert_int_equal(hand_count(g, s), 7);
    assert_int_equal(pile_count(g, LUNO_DISCARD), 1);
    assert_int_equal(pile_count(g, LUNO_DRAW_PILE), 76 - 7 * players - 1);
    assert_int_equal(luno_stats_of(g)->cards_drawn, 0);
    assert_int_equal(luno_state_of(g)->ncards, 76);
  }
  f->setup.hand_size = 3;
  luno_game *g = fixture_start(f);
  assert_int_equal(hand_count(g, 9), 3);
  assert_int_equal(pile_count(g, LUNO_DRAW_PILE), 76 - 30 - 1);
}

/* The deal goes one card at a time to each seat starting at the dealer's left; then the
 * first card is flipped from the draw pile, and draws come from its top in order. */
static void test_deal_order(void **state) {
  fixture *f = *state;
  stub_setup_numbers(&f->setup, 4, 3);
  f->setup.first_dealer = 2;
  deck *d = &f->d;
  int hands[4][16];
  for (int s = 0; s < 4; s++)
    for (int k = 0; k < 3; k++)
      hands[s][k] = deck_card(d, T_0 + 1 + k * 3 + (s % 3), s);
  int top = deck_card(d, T_0 + 5, RED);
  int draws[3] = {deck_card(d, T_0 + 9, BLUE), deck_card(d, T_0 + 8, GREEN),
                  deck_card(d, T_0, RED)};
  stack_deal(&f->setup, 3, (const int(*)[16])hands, top, draws, 3);
  assert_int_equal(f->setup.stack[0], hands[3][0]); /* dealer 2's left is seat 3 */
  assert_int_equal(f->setup.stack[1], hands[0][0]);
  luno_game *g = fixture_start(f);
  for (int s = 0; s < 4; s++) {
    int n;
    const uint16_t *h = luno_pile(g, LUNO_HAND(s), &n);
    assert_int_equal(n, 3);
    for (int k = 0; k < 3; k++)
      assert_int_equal(h[k], hands[s][k]);
  }
  assert_int_equal(luno_top(g), top);
  assert_int_equal(luno_state_of(g)->dealer, 2);
  assert_int_equal(luno_state_of(g)->current, 3);
  assert_int_equal(luno_draw_one(g, 1), draws[0]);
  assert_int_equal(luno_draw(g, 1, 2), 2);
  int n;
  const uint16_t *h = luno_pile(g, LUNO_HAND(1), &n);
  assert_int_equal(n, 6);
  assert_int_equal(h[3], draws[0]);
  assert_int_equal(h[4], draws[1]);
  assert_int_equal(h[5], draws[2]);
  assert_int_equal(luno_stats_of(g)->cards_drawn, 3);
  must_check(g);
}

/* After the deal a card in a hand is known to its owner only, the top to everyone, and
 * the draw pile to nobody; a drawn card becomes known to the drawer. */
static void test_knowledge_after_deal(void **state) {
  fixture *f = *state;
  luno_game *g = fixture_start(f);
  for (int s = 0; s < 4; s++) {
    int n;
    const uint16_t *h = luno_pile(g, LUNO_HAND(s), &n);
    for (int i = 0; i < n; i++)
      assert_int_equal(luno_card_at(g, h[i])->known, 1u << s);
  }
  assert_int_equal(luno_card_at(g, luno_top(g))->known, ALL_SEATS);
  int n;
  const uint16_t *p = luno_pile(g, LUNO_DRAW_PILE, &n);
  for (int i = 0; i < n; i++)
    assert_int_equal(luno_card_at(g, p[i])->known, 0);
  int c = luno_draw_one(g, 2);
  assert_int_equal(luno_card_at(g, c)->known, 1u << 2);
  assert_int_equal(luno_card_at(g, c)->pile, LUNO_HAND(2));
  luno_reveal(g, c, 1u << 0);
  assert_int_equal(luno_card_at(g, c)->known, (1u << 2) | 1u);
}

/* Reshuffle: when the draw pile is empty the discard pile but its top becomes the new
 * draw pile, shuffled and known to nobody; the top stays. */
static void test_reshuffle_keeps_top(void **state) {
  fixture *f = *state;
  stub_setup_numbers(&f->setup, 2, 11);
  luno_game *g = fixture_start(f);
  int first_top = luno_top(g);
  int n, drawn;
  const uint16_t *h = luno_pile(g, LUNO_HAND(0), &n);
  int played[3] = {h[0], h[1], h[2]};
  for (int i = 0; i < 3; i++)
    luno_discard(g, 0, played[i]);
  assert_int_equal(luno_top(g), played[2]);
  int left = pile_count(g, LUNO_DRAW_PILE);
  assert_int_equal(luno_draw(g, 1, left), left);
  assert_int_equal(pile_count(g, LUNO_DRAW_PILE), 0);
  int c = luno_draw_one(g, 1);
  assert_true(c == first_top || c == played[0] || c == played[1]);
  assert_int_equal(luno_top(g), played[2]);
  assert_int_equal(pile_count(g, LUNO_DISCARD), 1);
  assert_int_equal(pile_count(g, LUNO_DRAW_PILE), 2);
  assert_int_equal(luno_card_at(g, c)->known, 1u << 1);
  uint16_t rest[LUNO_MAX_CARDS];
  drawn = pile_copy(g, LUNO_DRAW_PILE, rest);
  for (int i = 0; i < drawn; i++) {
    assert_int_equal(luno_card_at(g, rest[i])->known, 0);
    assert_true(rest[i] == first_top || rest[i] == played[0] || rest[i] == played[1]);
  }
  must_check(g);
}

/* Reshuffling is reported to listeners with the number of cards turned over. */
static int reshuffled;
static void on_event(void *ud, const luno_game *g, const luno_log_event *e) {
  (void)ud;
  (void)g;
  if (e->kind == LUNO_LOG_RESHUFFLE) reshuffled = e->value;
}
static void test_reshuffle_reported(void **state) {
  fixture *f = *state;
  stub_setup_numbers(&f->setup, 2, 12);
  luno_game *g = fixture_start(f);
  luno_listen(g, on_event, NULL);
  int n;
  const uint16_t *h = luno_pile(g, LUNO_HAND(0), &n);
  luno_discard(g, 0, h[0]);
  luno_discard(g, 0, h[0]);
  reshuffled = -1;
  luno_draw(g, 1, pile_count(g, LUNO_DRAW_PILE));
  assert_int_equal(reshuffled, -1);
  luno_draw(g, 1, 1);
  assert_int_equal(reshuffled, 2);
}

/* A draw ends short when every other card is in hands: it returns how many it got, and
 * luno_draw_one returns -1 with nothing left. */
static void test_draw_ends_short(void **state) {
  fixture *f = *state;
  stub_setup_numbers(&f->setup, 3, 13);
  luno_game *g = fixture_start(f);
  int left = pile_count(g, LUNO_DRAW_PILE);
  assert_int_equal(luno_draw(g, 0, left - 2), left - 2);
  assert_int_equal(luno_draw(g, 1, 5), 2);
  assert_int_equal(luno_draw(g, 2, 3), 0);
  assert_int_equal(luno_draw_one(g, 2), -1);
  assert_int_equal(hand_count(g, 2), 7);
  assert_int_equal(hand_count(g, 1), 9);
  assert_int_equal(pile_count(g, LUNO_DISCARD), 1);
  assert_int_equal(luno_stats_of(g)->cards_drawn, left);
  must_check(g);
}

/* luno_move takes a card out of its pile keeping the others' order and puts it on top of
 * (at the end of) another; knowledge follows the destination. */
static void test_move(void **state) {
  fixture *f = *state;
  luno_game *g = fixture_start(f);
  uint16_t before[16];
  int n = pile_copy(g, LUNO_HAND(1), before);
  luno_move(g, before[2], LUNO_HAND(3));
  uint16_t after[16];
  int m = pile_copy(g, LUNO_HAND(1), after);
  assert_int_equal(m, n - 1);
  for (int i = 0, j = 0; i < n; i++)
    if (i != 2) assert_int_equal(after[j++], before[i]);
  int k;
  const uint16_t *h3 = luno_pile(g, LUNO_HAND(3), &k);
  assert_int_equal(h3[k - 1], before[2]);
  assert_int_equal(luno_card_at(g, before[2])->pile, LUNO_HAND(3));
  assert_int_equal(luno_card_at(g, before[2])->known, (1u << 1) | (1u << 3));
  luno_reveal(g, before[2], ALL_SEATS);  /* everyone sees it in seat 3's hand (Howler) */
  luno_move(g, before[2], LUNO_HAND(0)); /* passed face down: only giver and taker know it */
  assert_int_equal(luno_card_at(g, before[2])->known, (1u << 3) | (1u << 0));
  luno_move(g, before[2], LUNO_DRAW_PILE);
  assert_int_equal(luno_card_at(g, before[2])->known, 0);
  luno_move(g, before[3], LUNO_DISCARD);
  assert_int_equal(luno_top(g), before[3]);
  assert_int_equal(luno_card_at(g, before[3])->known, ALL_SEATS);
  must_check(g);
}

/* luno_swap_hands exchanges two hands whole, in order; each new owner knows its cards. */
static void test_swap_hands(void **state) {
  fixture *f = *state;
  stub_setup_numbers(&f->setup, 4, 1);
  luno_game *g = fixture_start(f);
  luno_draw(g, 2, 3);
  uint16_t a[32], b[32], a2[32], b2[32];
  int na = pile_copy(g, LUNO_HAND(0), a), nb = pile_copy(g, LUNO_HAND(2), b);
  luno_swap_hands(g, 0, 2);
  assert_int_equal(pile_copy(g, LUNO_HAND(0), a2), nb);
  assert_int_equal(pile_copy(g, LUNO_HAND(2), b2), na);
  assert_memory_equal(a2, b, (size_t)nb * sizeof *b);
  assert_memory_equal(b2, a, (size_t)na * sizeof *a);
  assert_true(luno_card_at(g, a2[0])->known & 1u);
  assert_true(luno_card_at(g, b2[0])->known & (1u << 2));
  luno_swap_hands(g, 1, 1);
  assert_int_equal(hand_count(g, 1), 7);
  must_check(g);
}

/* luno_pass_hands moves every hand one seat in a direction (+1 clockwise: seat s's hand
 * goes to s+1), with 3 and 10 players. */
static void check_pass(fixture *f, int players, int dir) {
  stub_setup(&f->setup, players, (uint64_t)(players * 10 + dir + 1));
  luno_game *g = fixture_start(f);
  uint16_t before[LUNO_MAX_SEATS][64];
  int counts[LUNO_MAX_SEATS];
  for (int s = 0; s < players; s++) {
    luno_draw(g, s, s % 3); /* uneven hands */
    counts[s] = pile_copy(g, LUNO_HAND(s), before[s]);
  }
  luno_pass_hands(g, dir);
  for (int s = 0; s < players; s++) {
    int to = ((s + dir) % players + players) % players;
    uint16_t now[64];
    assert_int_equal(pile_copy(g, LUNO_HAND(to), now), counts[s]);
    assert_memory_equal(now, before[s], (size_t)counts[s] * sizeof *now);
  }
  must_check(g);
}
static void test_pass_hands(void **state) {
  check_pass(*state, 3, 1);
  check_pass(*state, 3, -1);
  check_pass(*state, 10, 1);
  check_pass(*state, 10, -1);
  check_pass(*state, 2, 1);
}

/* Whether the played hand is exactly want (n ids, in order). */
static void assert_played(const luno_game *g, const uint16_t *want, int n) {
  int k;
  const uint16_t *played = luno_played_hand(g, &k);
  assert_int_equal(k, n);
  assert_memory_equal(played, want, (size_t)n * sizeof *want);
}

/* The played hand (what g:held_at_play judges) is the hand as the card left it, whatever
 * changes that hand afterwards: a draw, a move out, a shuffle, a swap, a pass, a new world
 * of the search, a new round; the next play replaces it. */
static void test_played_hand(void **state) {
  fixture *f = *state;
  stub_setup_numbers(&f->setup, 4, 5);
  luno_game *g = fixture_start(f);
  uint16_t hand[32], left[32];
  int n = pile_copy(g, LUNO_HAND(1), hand);
  luno_discard(g, 1, hand[3]);
  int m = pile_copy(g, LUNO_HAND(1), left);
  assert_int_equal(m, n - 1);
  assert_played(g, left, m);
  luno_draw(g, 1, 2);
  assert_played(g, left, m);
  luno_move(g, left[0], LUNO_DRAW_PILE);
  luno_shuffle(g, LUNO_HAND(1));
  luno_swap_hands(g, 1, 2);
  luno_pass_hands(g, 1);
  assert_played(g, left, m);
  luno_discard(g, 2, luno_pile(g, LUNO_HAND(2), &n)[0]); /* the next play: its own hand */
  m = pile_copy(g, LUNO_HAND(2), left);
  luno_swap_hands(g, 2, 0);
  assert_played(g, left, m);
  luno_discard(g, 0, luno_pile(g, LUNO_HAND(0), &n)[1]);
  m = pile_copy(g, LUNO_HAND(0), left);
  luno_rng rng;
  luno_seed(&rng, 9);
  assert_true(luno_determinize_at(g, NULL, 3, &rng) > 0); /* seat 0's hand is dealt again */
  assert_played(g, left, m);
  luno_discard(g, 3, luno_pile(g, LUNO_HAND(3), &n)[0]);
  m = pile_copy(g, LUNO_HAND(3), left);
  assert_int_equal(luno_reseed(g, 6), LUNO_OK); /* a new deal: the last play's hand stays */
  assert_played(g, left, m);
  must_check(g);
}

/* A colored type with a color mask comes in those colors only: the deck holds its copies
 * in them, and luno_card_id finds each (and nothing in the others). */
static void test_color_mask(void **state) {
  fixture *f = *state;
  stub_setup_numbers(&f->setup, 2, 1);
  f->setup.types[5].color_mask = (1u << YELLOW) | (1u << BLUE); /* the 5s: yellow and blue */
  luno_game *g = fixture_start(f);
  assert_int_equal(luno_state_of(g)->ncards, 76 - 4);
  int fives = 0;
  for (int c = 0; c < luno_state_of(g)->ncards; c++) {
    const luno_card *k = luno_card_at(g, c);
    if (k->type != 5) continue;
    fives++;
    assert_true(k->color == YELLOW || k->color == BLUE);
  }
  assert_int_equal(fives, 4);
  assert_int_equal(luno_card_id(&f->setup, 5, RED, 0), -1);
  for (int color = YELLOW; color <= BLUE; color += BLUE - YELLOW)
    for (int copy = 0; copy < 2; copy++) {
      const luno_card *k = luno_card_at(g, luno_card_id(&f->setup, 5, color, copy));
      assert_int_equal(k->type, 5);
      assert_int_equal(k->color, color);
    }
  assert_int_equal(luno_card_at(g, luno_card_id(&f->setup, 6, RED, 0))->type, 6);
}

/* A card given a back turns over: face and back swap, and turning the discard pile's top
 * makes its new face the active color and symbol. A game started over has no backs. */
static void test_two_faces(void **state) {
  fixture *f = *state;
  stub_setup_numbers(&f->setup, 2, 1);
  luno_game *g = fixture_start(f);
  int top = luno_top(g), in_hand = luno_pile(g, LUNO_HAND(0), &(int){0})[0];
  const luno_card *t = luno_card_at(g, top), *h = luno_card_at(g, in_hand);
  int top_type = t->type, top_color = t->color, hand_type = h->type;
  assert_int_equal(t->back_type, LUNO_NO_BACK);
  luno_set_back(g, top, 9, GREEN);
  luno_set_back(g, in_hand, 3, -1);
  luno_turn_card(g, top);
  assert_int_equal(t->type, 9);
  assert_int_equal(t->color, GREEN);
  assert_int_equal(t->back_type, top_type);
  assert_int_equal(t->back_color, top_color);
  assert_int_equal(luno_state_of(g)->color, GREEN);
  assert_int_equal(luno_state_of(g)->symbol, 9);
  luno_turn_card(g, in_hand);
  assert_int_equal(h->type, 3);
  assert_int_equal(h->color, -1);
  assert_int_equal(luno_state_of(g)->color, GREEN); /* not the top: the table stays */
  luno_turn_card(g, luno_top(g));
  assert_int_equal(luno_state_of(g)->color, top_color);
  int plain = luno_pile(g, LUNO_HAND(1), &(int){0})[0], plain_type = luno_card_at(g, plain)->type;
  luno_turn_card(g, plain); /* no back: nothing happens */
  assert_int_equal(luno_card_at(g, plain)->type, plain_type);
  must_check(g);
  luno_rewind(g, 0);
  assert_int_equal(luno_card_at(g, in_hand)->type, hand_type);
  assert_int_equal(luno_card_at(g, in_hand)->back_type, LUNO_NO_BACK);
}

/* A type's declared legality is decided by the core: always, never, or truthfully only
 * without a card of the active color in hand (else a bluff); undeclared, the plain rule. */
static void test_declared_plays(void **state) {
  fixture *f = *state;
  stub_setup_numbers(&f->setup, 2, 1);
  f->setup.types[1].plays = LUNO_PLAYS_ALWAYS;
  f->setup.types[2].plays = LUNO_PLAYS_NEVER;
  f->setup.types[3].plays = LUNO_PLAYS_WITHOUT_COLOR;
  luno_game *g = fixture_start(f);
  int n;
  const uint16_t *hand = luno_pile(g, LUNO_HAND(0), &n);
  int active = luno_state_of(g)->color, holds_active = 0;
  for (int i = 0; i < n; i++)
    holds_active |= luno_card_at(g, hand[i])->color == active;
  for (int c = 0; c < luno_state_of(g)->ncards; c++) {
    int type = luno_card_at(g, c)->type, got = luno_base_answer(g, 0, c);
    if (type == 1)
      assert_int_equal(got, LUNO_ANSWER_YES);
    else if (type == 2)
      assert_int_equal(got, LUNO_ANSWER_NO);
    else if (type == 3)
      assert_int_equal(got, holds_active ? LUNO_ANSWER_BLUFF : LUNO_ANSWER_YES);
    else
      assert_int_equal(got, luno_matches(g, c));
  }
  assert_true(holds_active); /* (seven cards in four colors) */
  luno_set_color(g, -1);     /* nothing active (a wild waits for its color): truthful */
  for (int c = 0; c < luno_state_of(g)->ncards; c++)
    if (luno_card_at(g, c)->type == 3) assert_int_equal(luno_base_answer(g, 0, c), LUNO_ANSWER_YES);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_deal_sizes, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_color_mask, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_two_faces, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_declared_plays, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_deal_order, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_knowledge_after_deal, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_reshuffle_keeps_top, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_reshuffle_reported, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_draw_ends_short, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_move, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_swap_hands, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_pass_hands, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_played_hand, fixture_setup, fixture_teardown),
  };
  return cmocka_run_group_tests_name("piles", tests, NULL, NULL);
}
