/* test_view.c: core/view.c, who may know what (zones too): a seat sees its own hand, the discard
 * pile and what it was shown, and no more; a spectator (LUNO_VIEW_PUBLIC) only what every seat
 * sees; a referee (LUNO_VIEW_ALL) everything; the options only the seat deciding; an
 * event's card and text only those who knew them when it happened. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "stub_rules.h"

/* Whether card stands in pile. */
static int in_pile(const luno_game *g, int pile, int card) {
  return luno_card_at(g, card)->pile == pile;
}

/* After a deal: each seat sees exactly its hand and the discard pile; a spectator only
 * the discard pile; a referee everything; no seat past the table, no card past the deck. */
static void test_after_deal(void **state) {
  fixture *f = *state;
  luno_game *g = fixture_start(f);
  int ncards = luno_state_of(g)->ncards;
  for (int c = 0; c < ncards; c++) {
    for (int seat = 0; seat < 4; seat++)
      assert_int_equal(luno_sees(g, seat, c),
                       in_pile(g, LUNO_HAND(seat), c) || in_pile(g, LUNO_DISCARD, c));
    assert_int_equal(luno_sees(g, LUNO_VIEW_PUBLIC, c), in_pile(g, LUNO_DISCARD, c));
    assert_true(luno_sees(g, LUNO_VIEW_ALL, c));
    assert_false(luno_sees(g, 4, c));  /* no such seat at a table of four */
    assert_false(luno_sees(g, -3, c)); /* nor any other viewer */
  }
  assert_false(luno_sees(g, LUNO_VIEW_ALL, ncards));
  assert_false(luno_sees(g, 0, -1));
}

/* A card shown to one seat is seen by it alone; one passed between hands is known to the
 * giver and the taker only; one put back in the draw pile to nobody. */
static void test_reveal_and_moves(void **state) {
  fixture *f = *state;
  luno_game *g = fixture_start(f);
  int n;
  int card = luno_pile(g, LUNO_HAND(1), &n)[0];
  luno_reveal(g, card, 1u << 3);
  assert_true(luno_sees(g, 3, card));
  assert_true(luno_sees(g, 1, card));
  assert_false(luno_sees(g, 2, card));
  assert_false(luno_sees(g, LUNO_VIEW_PUBLIC, card));
  luno_move(g, card, LUNO_HAND(2));
  assert_true(luno_sees(g, 1, card));
  assert_true(luno_sees(g, 2, card));
  assert_false(luno_sees(g, 3, card)); /* face down on its way: who saw it before, forgets */
  luno_move(g, card, LUNO_DRAW_PILE);
  for (int seat = 0; seat < 4; seat++)
    assert_false(luno_sees(g, seat, card));
  luno_reveal(g, card, 0xf);
  assert_true(luno_sees(g, LUNO_VIEW_PUBLIC, card)); /* shown to all */
}

/* The options are the deciding seat's (and a referee's) alone; a reaction its seat's. */
static void test_options(void **state) {
  fixture *f = *state;
  luno_game *g = fixture_start(f);
  const luno_pending *p = luno_pending_of(g);
  for (int seat = 0; seat < 4; seat++)
    assert_int_equal(luno_sees_options(g, seat), seat == p->seat);
  assert_true(luno_sees_options(g, LUNO_VIEW_ALL));
  assert_false(luno_sees_options(g, LUNO_VIEW_PUBLIC));
  assert_false(luno_sees_reaction(g, LUNO_VIEW_ALL, p->nreactions)); /* past the list */
  assert_false(luno_sees_reaction(g, LUNO_VIEW_ALL, -1));
}

/* A card in a face-up zone is every seat's to see, in a face-down zone nobody's; the table
 * stays sound with cards in zones; the discard pile's reshuffle leaves them there. */
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
  for (int seat = 0; seat < 4; seat++) {
    assert_true(luno_sees(g, seat, up));
    assert_false(luno_sees(g, seat, down));
  }
  assert_true(luno_sees(g, LUNO_VIEW_PUBLIC, up));
  must_check(g);
  while (pile_count(g, LUNO_DRAW_PILE) > 0) /* empty the draw pile into a hand... */
    luno_draw_one(g, 2);
  luno_draw_one(g, 2); /* ...and draw again: the reshuffle takes the discard pile only */
  assert_int_equal(luno_card_at(g, up)->pile, LUNO_ZONE(0));
  assert_int_equal(luno_card_at(g, down)->pile, LUNO_ZONE(1));
  must_check(g);
  luno_move(g, up, LUNO_ZONE(2)); /* a zone the game does not have: refused, failing */
  assert_int_equal(luno_card_at(g, up)->pile, LUNO_ZONE(0));
  assert_non_null(strstr(luno_error(g), "a pile the game does not have"));
}

typedef struct heard {
  luno_log_event e[64];
  uint16_t seen_by[64];
  int n;
} heard;

static void listen_fn(void *ud, const luno_game *g, const luno_log_event *e) {
  heard *h = ud;
  if (h->n < 64) h->e[h->n] = *e, h->seen_by[h->n++] = luno_event_seen_by(g, e);
}

/* The last event of kind heard, or -1. */
static int last_of(const heard *h, luno_log_kind kind) {
  for (int i = h->n - 1; i >= 0; i--)
    if (h->e[i].kind == kind) return i;
  return -1;
}

/* A card drawn on a turn: its event's card is the drawer's to know; a play's everyone's;
 * words told to one seat that seat's alone, said words everyone's. */
static void test_events(void **state) {
  fixture *f = *state;
  luno_game *g = fixture_start(f);
  heard h = {0};
  luno_listen(g, listen_fn, &h);
  int seat = luno_pending_of(g)->seat;
  must_apply(g, act(LUNO_ACT_DRAW, seat, 0, 0));
  int i = last_of(&h, LUNO_LOG_DRAW);
  assert_true(i >= 0 && h.e[i].card >= 0);
  assert_int_equal(h.seen_by[i], 1u << seat);
  for (int v = 0; v < 4; v++)
    assert_int_equal(luno_event_seen(g, v, h.seen_by[i]), v == seat);
  assert_true(luno_event_seen(g, LUNO_VIEW_ALL, h.seen_by[i]));
  assert_false(luno_event_seen(g, LUNO_VIEW_PUBLIC, h.seen_by[i]));
  luno_tell(g, 2, NULL, "for seat 2");
  luno_say(g, 1, NULL, "for all");
  i = last_of(&h, LUNO_LOG_SAY);
  assert_int_equal(h.seen_by[i - 1], 1u << 2);
  assert_true(luno_event_seen(g, LUNO_VIEW_PUBLIC, h.seen_by[i]));
  h.n = 0;
  while (last_of(&h, LUNO_LOG_PLAY) < 0 && luno_pending_of(g)->kind != LUNO_ASK_NONE) {
    luno_action a = luno_pending_of(g)->options[0];
    for (int k = 0; k < luno_pending_of(g)->count; k++)
      if (luno_pending_of(g)->options[k].type == LUNO_ACT_PLAY) a = luno_pending_of(g)->options[k];
    must_apply(g, a);
  }
  i = last_of(&h, LUNO_LOG_PLAY);
  assert_true(luno_event_seen(g, LUNO_VIEW_PUBLIC, h.seen_by[i]));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_after_deal, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_reveal_and_moves, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_options, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_events, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_zones, fixture_setup, fixture_teardown),
  };
  return cmocka_run_group_tests_name("view", tests, NULL, NULL);
}
