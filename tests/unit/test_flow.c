/* test_flow.c: core/flow.c, the game loop: turn order, skips and reverses with 2 and 10
 * players, the first card's effects, drawing then playing, turn_start, reaction windows,
 * and going out (RULES.md sections 1 and 2, through the stub rules). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "stub_rules.h"

/* Deals on f's setup and starts the game: every seat s holds red and yellow (1 + s % 9)
 * and green (1 + (s + 4) % 9), seat 1's third card replaced by extra_type/extra_color if
 * extra_type >= 0; top red 0. */
static luno_game *deal_plain(fixture *f, int players, int extra_type, int extra_color) {
  spec hands[LUNO_MAX_SEATS][8];
  for (int s = 0; s < players; s++) {
    hands[s][0] = (spec){T_0 + 1 + s % 9, RED};
    hands[s][1] = (spec){T_0 + 1 + s % 9, YELLOW};
    hands[s][2] = (spec){T_0 + 1 + (s + 4) % 9, GREEN};
  }
  if (extra_type >= 0) hands[1][2] = (spec){extra_type, extra_color};
  deal(f, 3, hands, (spec){T_0, RED}, NULL, 0);
  return fixture_start(f);
}

/* The stub's setup for players, dealt as deal_plain deals. */
static luno_game *start_plain(fixture *f, int players, int extra_type, int extra_color) {
  uint32_t events = f->setup.events;
  stub_setup(&f->setup, players, 1);
  f->setup.events = events;
  return deal_plain(f, players, extra_type, extra_color);
}

/* Plays the current seat's red card (it must hold one). */
static void play_red(luno_game *g) {
  int seat = luno_pending_of(g)->seat, card = -1;
  for (int t = 0; t < T_NTYPES && card < 0; t++)
    card = hand_find(g, seat, t, RED);
  assert_true(card >= 0);
  must_play(g, card, 0);
}

/* luno_next_seat counts seats around the table in the direction of play, any number of
 * steps either way, with 2 and 10 players. */
static void test_next_seat(void **state) {
  fixture *f = *state;
  stub_setup_numbers(&f->setup, 10, 1);
  luno_game *g = fixture_start(f);
  assert_int_equal(luno_next_seat(g, 0, 1), 1);
  assert_int_equal(luno_next_seat(g, 9, 1), 0);
  assert_int_equal(luno_next_seat(g, 3, 0), 3);
  assert_int_equal(luno_next_seat(g, 8, 13), 1);
  assert_int_equal(luno_next_seat(g, 0, -1), 9);
  luno_reverse(g);
  assert_int_equal(luno_state_of(g)->direction, -1);
  assert_int_equal(luno_next_seat(g, 0, 1), 9);
  assert_int_equal(luno_next_seat(g, 9, 2), 7);
  assert_int_equal(luno_next_seat(g, 2, 25), 7);
  stub_setup_numbers(&f->setup, 2, 1);
  g = fixture_start(f);
  assert_int_equal(luno_next_seat(g, 0, 1), 1);
  assert_int_equal(luno_next_seat(g, 1, 1), 0);
  assert_int_equal(luno_next_seat(g, 1, 2), 1);
  luno_reverse(g); /* with two players a bare reverse changes nobody's turn */
  assert_int_equal(luno_next_seat(g, 0, 1), 1);
  assert_int_equal(luno_next_seat(g, 1, 1), 0);
}

/* Play passes clockwise from the dealer's left, one seat per turn, with 10 players. */
static void test_turn_order_ten(void **state) {
  fixture *f = *state;
  luno_game *g = start_plain(f, 10, -1, 0);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_TURN);
  for (int turn = 0; turn < 10; turn++) {
    assert_int_equal(luno_pending_of(g)->seat, (1 + turn) % 10);
    assert_int_equal(luno_state_of(g)->current, (1 + turn) % 10);
    play_red(g);
  }
  assert_int_equal(luno_stats_of(g)->turns, 10);
}

/* Skip: the next seat loses the turn; with 2 players the player goes again. */
static void test_skip(void **state) {
  fixture *f = *state;
  luno_game *g = start_plain(f, 10, T_SKIP, RED);
  int skip = hand_find(g, 1, T_SKIP, RED);
  assert_true(skip >= 0);
  must_play(g, skip, 0);
  assert_int_equal(luno_pending_of(g)->seat, 3);
  g = start_plain(f, 2, T_SKIP, RED);
  must_play(g, hand_find(g, 1, T_SKIP, RED), 0);
  assert_int_equal(luno_pending_of(g)->seat, 1);
  assert_int_equal(luno_state_of(g)->current, 1);
}

/* Reverse: the direction flips and the previous seat plays next (10 players); with 2
 * players the stub's reverse acts as a skip. */
static void test_reverse(void **state) {
  fixture *f = *state;
  luno_game *g = start_plain(f, 10, T_REVERSE, RED);
  must_play(g, hand_find(g, 1, T_REVERSE, RED), 0);
  assert_int_equal(luno_state_of(g)->direction, -1);
  assert_int_equal(luno_pending_of(g)->seat, 0);
  play_red(g);
  assert_int_equal(luno_pending_of(g)->seat, 9);
  g = start_plain(f, 2, T_REVERSE, RED);
  must_play(g, hand_find(g, 1, T_REVERSE, RED), 0);
  assert_int_equal(luno_pending_of(g)->seat, 1);
}

/* start_plain with the skip, reverse and draw-two types declaring their effects as data
 * (and no script hook), so the core runs them: the C stub's own effects never run. The
 * draw two declares draw_effect (LUNO_EFFECT_DRAW or DRAW_ONLY). */
static luno_game *start_declared(fixture *f, int players, int extra_type, int extra_color,
                                 int draw_effect) {
  stub_setup(&f->setup, players, 1);
  f->setup.types[T_SKIP].effect = LUNO_EFFECT_SKIP;
  f->setup.types[T_REVERSE].effect = LUNO_EFFECT_REVERSE;
  f->setup.types[T_DRAW2].effect = (uint8_t)draw_effect;
  f->setup.types[T_DRAW2].effect_n = 2;
  for (int t = T_SKIP; t <= T_DRAW2; t++) /* (skip, reverse, draw two) */
    f->setup.types[t].hooks &= (uint8_t)~LUNO_HOOK_PLAY;
  return deal_plain(f, players, extra_type, extra_color);
}

/* Declared effects (luno_type.effect), run by the core: a skip skips the next seat; a
 * reverse flips the direction, and with 2 players skips instead; no script runs. */
static void test_declared_effects(void **state) {
  fixture *f = *state;
  luno_game *g = start_declared(f, 10, T_SKIP, RED, LUNO_EFFECT_DRAW);
  must_play(g, hand_find(g, 1, T_SKIP, RED), 0);
  assert_int_equal(luno_pending_of(g)->seat, 3);
  g = start_declared(f, 10, T_REVERSE, RED, LUNO_EFFECT_DRAW);
  must_play(g, hand_find(g, 1, T_REVERSE, RED), 0);
  assert_int_equal(luno_state_of(g)->direction, -1);
  assert_int_equal(luno_pending_of(g)->seat, 0);
  g = start_declared(f, 2, T_REVERSE, RED, LUNO_EFFECT_DRAW);
  must_play(g, hand_find(g, 1, T_REVERSE, RED), 0);
  assert_int_equal(luno_state_of(g)->direction, 1);
  assert_int_equal(luno_pending_of(g)->seat, 1);
  g = start_declared(f, 2, T_SKIP, RED, LUNO_EFFECT_DRAW);
  must_play(g, hand_find(g, 1, T_SKIP, RED), 0);
  assert_int_equal(luno_pending_of(g)->seat, 1);
  g = start_declared(f, 10, T_DRAW2, RED, LUNO_EFFECT_DRAW); /* draws 2, loses the turn */
  must_play(g, hand_find(g, 1, T_DRAW2, RED), 0);
  assert_int_equal(hand_count(g, 2), 5);
  assert_int_equal(luno_pending_of(g)->seat, 3);
  g = start_declared(f, 10, T_DRAW2, RED, LUNO_EFFECT_DRAW_ONLY); /* draws 2, then plays */
  must_play(g, hand_find(g, 1, T_DRAW2, RED), 0);
  assert_int_equal(hand_count(g, 2), 5);
  assert_int_equal(luno_pending_of(g)->seat, 2);
}

/* Answers every color question with the last color (luno_set_decider). */
static int last_color(void *ud, const luno_game *g, luno_action *out) {
  (void)ud;
  const luno_pending *p = luno_pending_of(g);
  if (p->kind != LUNO_ASK_COLOR) return 0;
  *out = p->options[p->count - 1];
  return 1;
}

/* A declared COLOR effect: the core asks the player for a color as choose_color would
 * (every color, "Choose a color") and waits; reactions wait with it; a copy of the waiting
 * game answers on its own; the answer sets the color and the turn passes on; a rewind to
 * before the answer asks again; a decider answers at once, with no wait. */
static void test_declared_color(void **state) {
  fixture *f = *state;
  stub_setup(&f->setup, 4, 1);
  f->setup.types[T_WILD].effect = LUNO_EFFECT_COLOR;
  f->setup.types[T_WILD].hooks &= (uint8_t)~LUNO_HOOK_PLAY;
  luno_game *g = deal_plain(f, 4, T_WILD, -1);
  int runs = f->s.runs;
  must_play(g, hand_find(g, 1, T_WILD, -1), 0);
  const luno_pending *p = luno_pending_of(g);
  assert_int_equal(p->kind, LUNO_ASK_COLOR);
  assert_int_equal(p->seat, 1);
  assert_int_equal(p->count, luno_setup_of(g)->ncolors);
  assert_string_equal(p->prompt, "Choose a color");
  assert_int_equal(f->s.runs, runs); /* (no script ran: the core asked) */
  int asked_at = luno_log_length(g);
  luno_action penalty = {LUNO_ACT_PENALTY, 2, 0, 0, 1};
  assert_int_equal(luno_apply(g, penalty), LUNO_EILLEGAL);
  luno_game *copy = luno_copy(g);
  assert_non_null(copy);
  must_apply(copy, p->options[GREEN]);
  assert_int_equal(luno_state_of(copy)->color, GREEN);
  luno_free(copy);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_COLOR); /* the original still asks */
  must_apply(g, luno_pending_of(g)->options[YELLOW]);
  assert_int_equal(luno_state_of(g)->color, YELLOW);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_TURN);
  assert_int_equal(luno_pending_of(g)->seat, 2);
  assert_int_equal(luno_rewind(g, asked_at), LUNO_OK);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_COLOR);
  g = deal_plain(f, 4, T_WILD, -1);
  luno_set_decider(g, last_color, NULL, 0xffff);
  must_play(g, hand_find(g, 1, T_WILD, -1), 0);
  assert_int_equal(luno_state_of(g)->color, luno_setup_of(g)->ncolors - 1);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_TURN);
  assert_int_equal(luno_pending_of(g)->seat, 2);
}

/* A play the rules are asked about (every play is hooked) that they hand back to the core
 * (LUNO_DECLARED, as the host does when no hook runs around it): the core runs the type's
 * declared effect, a skip skipping and a declared color asking and waiting, as if no rule
 * had been asked. */
static void test_declared_handed_back(void **state) {
  fixture *f = *state;
  f->s.declared = 1;
  stub_setup(&f->setup, 4, 1);
  f->setup.types[T_SKIP].effect = LUNO_EFFECT_SKIP;
  f->setup.types[T_SKIP].hooks &= (uint8_t)~LUNO_HOOK_PLAY;
  f->setup.types[T_WILD].effect = LUNO_EFFECT_COLOR;
  f->setup.types[T_WILD].hooks &= (uint8_t)~LUNO_HOOK_PLAY;
  f->setup.events |= 1u << LUNO_EV_PLAY;
  luno_game *g = deal_plain(f, 4, T_SKIP, RED);
  int runs = f->s.runs;
  must_play(g, hand_find(g, 1, T_SKIP, RED), 0);
  assert_int_equal(f->s.runs, runs + 1); /* the rules were asked */
  assert_int_equal(luno_pending_of(g)->seat, 3);
  g = deal_plain(f, 4, T_WILD, -1);
  must_play(g, hand_find(g, 1, T_WILD, -1), 0);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_COLOR);
  must_apply(g, luno_pending_of(g)->options[BLUE]);
  assert_int_equal(luno_state_of(g)->color, BLUE);
  assert_int_equal(luno_pending_of(g)->seat, 2);
}

/* Draw Two (stub): the next seat draws 2 and loses the turn, with 10 and 2 players. */
static void test_draw_two(void **state) {
  fixture *f = *state;
  luno_game *g = start_plain(f, 10, T_DRAW2, RED);
  must_play(g, hand_find(g, 1, T_DRAW2, RED), 0);
  assert_int_equal(hand_count(g, 2), 5);
  assert_int_equal(luno_pending_of(g)->seat, 3);
  g = start_plain(f, 2, T_DRAW2, RED);
  must_play(g, hand_find(g, 1, T_DRAW2, RED), 0);
  assert_int_equal(hand_count(g, 0), 5);
  assert_int_equal(luno_pending_of(g)->seat, 1);
}

/* Counts the SKIP events it hears. */
static void count_skips(void *ud, const luno_game *g, const luno_log_event *e) {
  (void)g;
  if (e->kind == LUNO_LOG_SKIP) ++*(int *)ud;
}

/* luno_force_draw, the one rule of a forced draw: the next seat draws and loses the turn
 * unless it keeps it; another seat only draws. */
static void test_force_draw(void **state) {
  fixture *f = *state;
  luno_game *g = start_plain(f, 4, T_DRAW2, RED);
  int current = luno_state_of(g)->current, next = luno_next_seat(g, current, 1);
  int other = luno_next_seat(g, current, 2), skips = 0;
  luno_listen(g, count_skips, &skips);
  skips = 0; /* (luno_listen tells the opening again) */
  int had = hand_count(g, next);
  luno_force_draw(g, next, 2, 1);
  assert_int_equal(hand_count(g, next), had + 2);
  assert_int_equal(skips, 0);
  luno_force_draw(g, other, 1, 0);
  assert_int_equal(skips, 0);
  luno_force_draw(g, next, 1, 0);
  assert_int_equal(hand_count(g, next), had + 3);
  assert_int_equal(skips, 1);
  luno_listen(g, NULL, NULL);
}

/* Starts a 4-player game, dealer 1, whose first card is top. */
static luno_game *start_first(fixture *f, spec top) {
  spec hands[4][8];
  stub_setup(&f->setup, 4, 3);
  f->setup.first_dealer = 1;
  for (int s = 0; s < 4; s++) {
    hands[s][0] = (spec){T_0 + 1 + s, GREEN};
    hands[s][1] = (spec){T_0 + 1 + s, YELLOW};
  }
  deal(f, 2, hands, top, NULL, 0);
  return fixture_start(f);
}

/* First card: a number lets the dealer's left play first. */
static void test_first_number(void **state) {
  luno_game *g = start_first(*state, (spec){T_0 + 7, RED});
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_TURN);
  assert_int_equal(luno_pending_of(g)->seat, 2);
  assert_int_equal(luno_state_of(g)->color, RED);
  assert_int_equal(luno_state_of(g)->symbol, T_0 + 7);
  assert_int_equal(luno_state_of(g)->direction, 1);
}

/* First card Skip: the dealer's left loses the turn, the one after starts. */
static void test_first_skip(void **state) {
  luno_game *g = start_first(*state, (spec){T_SKIP, RED});
  assert_int_equal(luno_pending_of(g)->seat, 3);
  assert_int_equal(hand_count(g, 2), 2);
}

/* First card Reverse: counterclockwise, and the dealer plays first. */
static void test_first_reverse(void **state) {
  luno_game *g = start_first(*state, (spec){T_REVERSE, RED});
  assert_int_equal(luno_pending_of(g)->seat, 1);
  assert_int_equal(luno_state_of(g)->direction, -1);
  must_apply(g, act(LUNO_ACT_DRAW, 1, 0, 0));
  if (luno_pending_of(g)->seat == 1) must_apply(g, act(LUNO_ACT_PASS, 1, 0, 0));
  assert_int_equal(luno_pending_of(g)->seat, 0);
}

/* First card Draw Two: the dealer's left draws 2 and loses the turn. */
static void test_first_draw_two(void **state) {
  luno_game *g = start_first(*state, (spec){T_DRAW2, RED});
  assert_int_equal(hand_count(g, 2), 4);
  assert_int_equal(luno_pending_of(g)->seat, 3);
}

/* First card Wild: the dealer's left declares the color, then plays. */
static void test_first_wild(void **state) {
  luno_game *g = start_first(*state, (spec){T_WILD, -1});
  const luno_pending *p = luno_pending_of(g);
  assert_int_equal(p->kind, LUNO_ASK_COLOR);
  assert_int_equal(p->seat, 2);
  assert_int_equal(p->count, 4);
  assert_int_equal(luno_state_of(g)->color, -1);
  must_apply(g, act(LUNO_ACT_CHOOSE, 2, 0, GREEN));
  assert_int_equal(luno_state_of(g)->color, GREEN);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_TURN);
  assert_int_equal(luno_pending_of(g)->seat, 2);
}

/* First card Wild Four (stub: reflip): it goes back into the deck and another is flipped. */
static void test_first_reflip(void **state) {
  fixture *f = *state;
  luno_game *g = start_first(f, (spec){T_FOUR, -1});
  int four = f->setup.stack[f->setup.nstack - 1];
  assert_int_equal(luno_card_at(g, four)->pile, LUNO_DRAW_PILE);
  assert_int_equal(pile_count(g, LUNO_DISCARD), 1);
  assert_int_not_equal(luno_card_at(g, luno_top(g))->type, T_FOUR);
  assert_int_equal(pile_count(g, LUNO_DRAW_PILE) + pile_count(g, LUNO_DISCARD) + hand_count(g, 0) +
                       hand_count(g, 1) + hand_count(g, 2) + hand_count(g, 3),
                   luno_state_of(g)->ncards);
  must_check(g);
}

/* After drawing a playable card, the player may play that card only, or pass. */
static void test_draw_then_play(void **state) {
  fixture *f = *state;
  spec hands[4][8] = {{{T_0 + 1, GREEN}}, {{T_0 + 2, RED}}, {{T_0 + 3, GREEN}}, {{T_0 + 4, GREEN}}};
  spec draws[2] = {{T_0 + 9, RED}, {T_0 + 8, GREEN}};
  f->setup.players = 4;
  deal(f, 1, hands, (spec){T_0 + 7, RED}, draws, 2);
  luno_game *g = fixture_start(f);
  assert_true(has_option(g, LUNO_ACT_PLAY, hand_find(g, 1, T_0 + 2, RED)));
  must_apply(g, act(LUNO_ACT_DRAW, 1, 0, 0));
  const luno_pending *p = luno_pending_of(g);
  int drawn = hand_find(g, 1, T_0 + 9, RED);
  assert_int_equal(luno_state_of(g)->drawn, drawn);
  assert_int_equal(p->seat, 1);
  assert_int_equal(p->count, 2);
  assert_true(has_option(g, LUNO_ACT_PLAY, drawn));
  assert_true(has_option(g, LUNO_ACT_PASS, -1));
  assert_false(has_option(g, LUNO_ACT_PLAY, hand_find(g, 1, T_0 + 2, RED)));
  must_play(g, drawn, 0);
  assert_int_equal(luno_top(g), drawn);
  /* seat 2 draws green 8, which does not match red 9: the turn ends by itself */
  must_apply(g, act(LUNO_ACT_DRAW, 2, 0, 0));
  assert_int_equal(hand_count(g, 2), 2);
  assert_int_equal(luno_pending_of(g)->seat, 3);
}

/* A turn_start hook may end the turn: that seat loses it (LUNO_EV_TURN_START). */
static void test_turn_start_event(void **state) {
  fixture *f = *state;
  f->setup.events = 1u << LUNO_EV_TURN_START;
  f->s.lose_turn_seat = 2;
  luno_game *g = start_plain(f, 4, -1, 0);
  assert_int_equal(f->s.events[LUNO_EV_TURN_START], 1);
  play_red(g);
  assert_int_equal(luno_pending_of(g)->seat, 3);
  assert_int_equal(f->s.events[LUNO_EV_TURN_START], 3);
}

/* With nothing to play and drawing forbidden by a legal hook, the only option is to pass. */
static void test_pass_only(void **state) {
  fixture *f = *state;
  spec hands[2][8] = {{{T_0 + 1, GREEN}, {T_0 + 2, GREEN}}, {{T_0 + 3, GREEN}, {T_0 + 4, GREEN}}};
  stub_setup(&f->setup, 2, 1);
  f->setup.events = 1u << LUNO_EV_LEGAL;
  f->s.may_draw = 0;
  deal(f, 2, hands, (spec){T_0 + 7, RED}, NULL, 0);
  luno_game *g = fixture_start(f);
  const luno_pending *p = luno_pending_of(g);
  assert_int_equal(p->seat, 1);
  assert_int_equal(p->count, 1);
  assert_int_equal(p->options[0].type, LUNO_ACT_PASS);
  must_apply(g, p->options[0]);
  assert_int_equal(luno_pending_of(g)->seat, 0);
}

/* A legal hook that may not run now (luno_rules.live: its rule is off) is not asked: the
 * turn's options are the cards' own, drawing too; on again, it is asked and forbids drawing. */
static void test_legal_off(void **state) {
  fixture *f = *state;
  spec hands[2][8] = {{{T_0 + 1, GREEN}, {T_0 + 2, GREEN}}, {{T_0 + 3, GREEN}, {T_0 + 4, GREEN}}};
  stub_setup(&f->setup, 2, 1);
  f->setup.events = 1u << LUNO_EV_LEGAL;
  f->s.may_draw = 0, f->s.legal_off = 1;
  deal(f, 2, hands, (spec){T_0 + 7, RED}, NULL, 0);
  luno_game *g = fixture_start(f);
  assert_int_equal(f->s.questions, 0);
  assert_int_equal(luno_pending_of(g)->count, 1);
  assert_int_equal(luno_pending_of(g)->options[0].type, LUNO_ACT_DRAW);
  f->s.legal_off = 0;
  must_apply(g, luno_pending_of(g)->options[0]); /* seat 1 draws; seat 0's turn is judged */
  assert_true(f->s.questions > 0);
  assert_int_equal(luno_pending_of(g)->seat, 0);
  assert_int_equal(luno_pending_of(g)->options[luno_pending_of(g)->count - 1].type, LUNO_ACT_PASS);
}

/* Reaction windows: an effect opens one; at the next decision every seat is offered it
 * (name, target, window id); a reaction runs the window's effect and closes it, and the
 * same decision is asked again. */
static void test_reaction_window(void **state) {
  fixture *f = *state;
  luno_game *g = start_plain(f, 4, T_BELL, RED);
  must_play(g, hand_find(g, 1, T_BELL, RED), 0);
  const luno_pending *p = luno_pending_of(g);
  assert_int_equal(p->seat, 2);
  assert_int_equal(p->nreactions, 4);
  int window = p->reactions[0].window;
  for (int i = 0; i < 4; i++) {
    assert_int_equal(p->reactions[i].seat, i);
    assert_int_equal(p->reactions[i].target, 1);
    assert_int_equal(p->reactions[i].window, window);
    assert_string_equal(p->reactions[i].name, "bell");
  }
  int before = luno_log_length(g);
  must_apply(g, act(LUNO_ACT_REACT, 3, 0, window));
  assert_int_equal(luno_log_length(g), before + 1);
  assert_int_equal(f->s.reacts, 1);
  assert_int_equal(f->s.last_react_seat, 3);
  assert_int_equal(hand_count(g, 1), 3); /* played 1, drew 1 */
  p = luno_pending_of(g);
  assert_int_equal(p->kind, LUNO_ASK_TURN);
  assert_int_equal(p->seat, 2);
  assert_int_equal(p->nreactions, 0);
  assert_int_equal(luno_apply(g, act(LUNO_ACT_REACT, 0, 0, window)), LUNO_EILLEGAL);
  assert_non_null(strstr(luno_error(g), "nothing open to react to"));
}

/* A window closes when the next turn action (a play or a draw) begins. */
static void test_window_closed_by_turn(void **state) {
  fixture *f = *state;
  luno_game *g = start_plain(f, 4, T_BELL, RED);
  must_play(g, hand_find(g, 1, T_BELL, RED), 0);
  int window = luno_pending_of(g)->reactions[0].window;
  must_apply(g, act(LUNO_ACT_DRAW, 2, 0, 0));
  if (luno_pending_of(g)->seat == 2) must_apply(g, act(LUNO_ACT_PASS, 2, 0, 0));
  assert_int_equal(luno_pending_of(g)->nreactions, 0);
  uint64_t h = luno_hash(g);
  assert_int_equal(luno_apply(g, act(LUNO_ACT_REACT, 0, 0, window)), LUNO_EILLEGAL);
  assert_true(luno_hash(g) == h);
  g = start_plain(f, 4, T_BELL, RED);
  must_play(g, hand_find(g, 1, T_BELL, RED), 0);
  play_red(g);
  assert_int_equal(luno_apply(g, act(LUNO_ACT_REACT, 1, 0, window)), LUNO_EILLEGAL);
  assert_int_equal(f->s.reacts, 0);
}

/* The target itself may use its window (the late UNO call): the stub then draws nothing. */
static void test_react_by_target(void **state) {
  fixture *f = *state;
  luno_game *g = start_plain(f, 4, T_BELL, RED);
  must_play(g, hand_find(g, 1, T_BELL, RED), 0);
  must_apply(g, act(LUNO_ACT_REACT, 1, 0, luno_pending_of(g)->reactions[0].window));
  assert_int_equal(hand_count(g, 1), 2);
  assert_int_equal(f->s.last_react_target, 1);
}

/* A window restricted to some seats (luno_window_seats) is offered to those only, and
 * refused to the others with a reason. */
static void test_window_seats(void **state) {
  fixture *f = *state;
  luno_game *g = start_plain(f, 4, T_BELL, RED);
  must_play(g, hand_find(g, 1, T_BELL, RED), 0);
  int w = luno_pending_of(g)->reactions[0].window;
  luno_window_seats(g, w, 1u << 3);
  uint64_t h = luno_hash(g);
  assert_int_equal(luno_apply(g, act(LUNO_ACT_REACT, 0, 0, w)), LUNO_EILLEGAL);
  assert_string_equal(luno_error(g), "seat 0 may not take bell");
  assert_true(luno_hash(g) == h);
  must_apply(g, act(LUNO_ACT_REACT, 3, 0, w));
  assert_int_equal(f->s.last_react_seat, 3);
  g = start_plain(f, 4, T_BELL, RED);
  must_play(g, hand_find(g, 1, T_BELL, RED), 0);
  w = luno_pending_of(g)->reactions[0].window;
  luno_window_seats(g, w, (1u << 0) | (1u << 2));
  must_apply(g, act(LUNO_ACT_PENALTY, 3, 0, 1)); /* the decision is asked again */
  const luno_pending *p = luno_pending_of(g);
  assert_int_equal(p->nreactions, 2);
  assert_int_equal(p->reactions[0].seat, 0);
  assert_int_equal(p->reactions[1].seat, 2);
}

/* Reactions wait while a choice is pending: refused, and not offered. */
static void test_react_waits_for_choice(void **state) {
  fixture *f = *state;
  luno_game *g = start_plain(f, 4, T_WILD, -1);
  must_play(g, hand_find(g, 1, T_WILD, -1), 0);
  assert_int_equal(luno_pending_of(g)->kind, LUNO_ASK_COLOR);
  int w = luno_open_window(g, "test", 0, 0xffff);
  assert_int_equal(luno_pending_of(g)->nreactions, 0);
  uint64_t h = luno_hash(g);
  assert_int_equal(luno_apply(g, act(LUNO_ACT_REACT, 2, 0, w)), LUNO_EILLEGAL);
  assert_non_null(strstr(luno_error(g), "reactions wait"));
  assert_true(luno_hash(g) == h);
  must_apply(g, act(LUNO_ACT_CHOOSE, 1, 0, BLUE));
  assert_int_equal(luno_pending_of(g)->nreactions, 4); /* open until the next turn action */
  must_apply(g, act(LUNO_ACT_REACT, 2, 0, w));
}

/* Reaction cards are offered to their holders by seat, then by place in the hand (not by
 * card id), and no longer once out of a hand. */
static void test_reaction_cards_in_order(void **state) {
  fixture *f = *state;
  spec hands[3][8] = {{{T_0 + 1, GREEN}, {T_EVIL, -1}, {T_EVIL, -1}},
                      {{T_0 + 2, RED}, {T_0 + 3, GREEN}, {T_0 + 4, GREEN}},
                      {{T_EVIL, -1}, {T_0 + 5, GREEN}, {T_0 + 6, GREEN}}};
  stub_setup(&f->setup, 3, 1);
  stub_add_evil(&f->setup);
  f->setup.types[T_EVIL].copies = 3;
  deal(f, 3, hands, (spec){T_0 + 7, RED}, NULL, 0);
  luno_game *g = fixture_start(f);
  int n;
  const uint16_t *hand0 = luno_pile(g, LUNO_HAND(0), &n);
  int first = hand0[1], second = hand0[2], third = luno_pile(g, LUNO_HAND(2), &n)[0];
  luno_move(g, first, LUNO_HAND(0)); /* seat 0 now holds the lower id last */
  must_play(g, hand_find(g, 1, T_0 + 2, RED), 0);
  const luno_pending *p = luno_pending_of(g);
  assert_int_equal(p->nreactions, 3);
  int want_seat[] = {0, 0, 2}, want_card[] = {second, first, third};
  for (int i = 0; i < 3; i++) {
    assert_int_equal(p->reactions[i].seat, want_seat[i]);
    assert_int_equal(p->reactions[i].card, want_card[i]);
    assert_string_equal(p->reactions[i].name, "evil");
  }
  luno_move(g, second, LUNO_DISCARD);
  must_apply(g, act(LUNO_ACT_DRAW, 2, 0, 0));
  p = luno_pending_of(g);
  assert_int_equal(p->nreactions, 2);
  assert_int_equal(p->reactions[0].card, first);
  assert_int_equal(p->reactions[1].card, third);
}

/* A seat that plays its last card goes out and wins the round; scoring follows. */
static void test_going_out(void **state) {
  fixture *f = *state;
  spec hands[3][8] = {{{T_0 + 1, GREEN}}, {{T_0 + 2, RED}}, {{T_0 + 3, GREEN}}};
  stub_setup(&f->setup, 3, 1);
  deal(f, 1, hands, (spec){T_0 + 7, RED}, NULL, 0);
  luno_game *g = fixture_start(f);
  must_play(g, hand_find(g, 1, T_0 + 2, RED), 0);
  const luno_state *s = luno_state_of(g);
  assert_int_equal(s->scores[1], 1 + 3);
  assert_int_equal(s->scores[0], 0);
  assert_int_equal(s->round, 2);
  assert_int_equal(luno_stats_of(g)->rounds, 1);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_next_seat, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_turn_order_ten, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_skip, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_declared_effects, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_legal_off, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_declared_color, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_declared_handed_back, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_reverse, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_draw_two, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_force_draw, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_first_number, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_first_skip, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_first_reverse, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_first_draw_two, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_first_wild, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_first_reflip, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_draw_then_play, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_turn_start_event, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_pass_only, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_reaction_window, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_window_closed_by_turn, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_react_by_target, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_window_seats, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_react_waits_for_choice, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_going_out, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_reaction_cards_in_order, fixture_setup,
                                      fixture_teardown),
  };
  return cmocka_run_group_tests_name("flow", tests, NULL, NULL);
}
