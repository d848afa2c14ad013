/* stub_rules.c: the C test double for luno_rules (see stub_rules.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "stub_rules.h"

static int window_target[256]; /* window id -> the seat it is about */

/* Whether seat holds a card of color. */
static int holds_color(const luno_game *g, int seat, int color) {
  int n;
  const uint16_t *hand = luno_pile(g, LUNO_HAND(seat), &n);
  for (int i = 0; i < n; i++)
    if (luno_card_at(g, hand[i])->color == color) return 1;
  return 0;
}

/* Asks seat for a color (the four colors, not optional). */
static int ask_color(stub *s, luno_game *g, int seat, int wait) {
  static const int32_t colors[] = {0, 1, 2, 3};
  luno_ask(g, seat, LUNO_ASK_COLOR, "Choose a color", colors, 4, 0);
  s->wait = wait;
  s->wait_seat = seat;
  return LUNO_WAIT;
}

/* The next seat draws n and loses the turn (the core's rule of a forced draw). */
static void force_draw(luno_game *g, int n) {
  luno_force_draw(g, luno_next_seat(g, luno_state_of(g)->current, 1), n, 0);
}

static int play_effect(stub *s, luno_game *g, int seat, int card) {
  int type = luno_card_at(g, card)->type;
  switch (type) {
  case T_SKIP: luno_skip(g, 1); break;
  case T_REVERSE:
    if (luno_state_of(g)->players == 2)
      luno_skip(g, 1);
    else
      luno_reverse(g);
    break;
  case T_DRAW2: force_draw(g, 2); break;
  case T_BELL: {
    int id = luno_open_window(g, "bell", seat, 0xffff);
    if (id >= 0) window_target[id & 255] = seat;
    break;
  }
  case T_ASK: {
    static const int32_t yn[] = {1, 0};
    luno_ask(g, seat, LUNO_ASK_YESNO, "Draw one?", yn, 2, 0);
    s->wait = WAIT_YESNO;
    s->wait_seat = seat;
    return LUNO_WAIT;
  }
  case T_PICK: {
    int32_t seats[LUNO_MAX_SEATS];
    int n = 0;
    for (int o = 0; o < luno_state_of(g)->players; o++)
      if (o != seat) seats[n++] = o;
    luno_ask(g, seat, LUNO_ASK_PLAYER, "Who draws one?", seats, n, 1);
    s->wait = WAIT_PLAYER;
    s->wait_seat = seat;
    return LUNO_WAIT;
  }
  case T_BOOM:
    if (!s->boom) break;
    luno_fail(g, "boom");
    return LUNO_FAIL;
  case T_WILD: return ask_color(s, g, seat, WAIT_COLOR);
  case T_FOUR: return ask_color(s, g, seat, WAIT_FOUR_COLOR);
  default: break;
  }
  return LUNO_DONE;
}

static int first_effect(stub *s, luno_game *g, int dealer, int card) {
  switch (luno_card_at(g, card)->type) {
  case T_SKIP:
  case T_DRAW2: return play_effect(s, g, dealer, card);
  case T_REVERSE:
    luno_reverse(g);
    luno_set_next(g, dealer);
    return LUNO_DONE;
  case T_WILD: return ask_color(s, g, luno_next_seat(g, dealer, 1), WAIT_COLOR);
  case T_FOUR: luno_reflip(g); return LUNO_DONE;
  default: return LUNO_DONE;
  }
}

static int stub_run(void *ud, luno_game *g, const luno_effect *e) {
  stub *s = ud;
  s->runs++;
  switch (e->kind) {
  case LUNO_FX_PLAY:
    s->last_play_arg = e->arg;
    if (s->declared && luno_setup_of(g)->types[luno_card_at(g, e->card)->type].effect)
      return LUNO_DECLARED; /* (as the host does when no hook runs around the play) */
    return play_effect(s, g, e->seat, e->card);
  case LUNO_FX_FIRST: return first_effect(s, g, e->seat, e->card);
  case LUNO_FX_EVENT:
    s->events[e->event]++;
    if (e->event == LUNO_EV_ILLEGAL) luno_draw(g, e->seat, s->illegal_penalty);
    if (e->event == LUNO_EV_TURN_START && s->copy_turns) {
      luno_free(s->turn_copy);
      s->turn_copy = luno_copy_turn_start(g);
    }
    if (e->event == LUNO_EV_TURN_START && e->seat == s->lose_turn_seat) luno_end_turn(g);
    return LUNO_DONE;
  case LUNO_FX_CHALLENGE: /* the challenge succeeds: its player draws 4 */
    s->challenges++;
    s->last_challenger = e->event;
    s->last_color_before = e->arg;
    luno_draw(g, e->seat, 4);
    return LUNO_DONE;
  case LUNO_FX_REACT: {
    if (e->card >= 0) {
      s->uses++;
      s->last_react_seat = e->seat;
      luno_move(g, e->card, LUNO_DISCARD);
      return LUNO_DONE;
    }
    int target = window_target[e->arg & 255];
    s->reacts++;
    s->last_react_seat = e->seat;
    s->last_react_target = target;
    if (e->seat != target) luno_draw(g, target, 1);
    return LUNO_DONE;
  }
  }
  return LUNO_DONE;
}

static int stub_resume(void *ud, luno_game *g, const luno_action *a) {
  stub *s = ud;
  int wait = s->wait;
  s->resumes++;
  s->wait = WAIT_NONE;
  if (s->fail_resume) {
    luno_fail(g, "resume failed");
    return LUNO_FAIL;
  }
  switch (wait) {
  case WAIT_COLOR: luno_set_color(g, a->value); break;
  case WAIT_FOUR_COLOR:
    luno_set_color(g, a->value);
    force_draw(g, 4);
    break;
  case WAIT_YESNO:
    if (a->value == 1) luno_draw(g, s->wait_seat, 1);
    break;
  case WAIT_PLAYER:
    if (a->type != LUNO_ACT_DECLINE) luno_draw(g, a->value, 1);
    break;
  default: luno_fail(g, "stub: nothing waits"); return LUNO_FAIL;
  }
  return LUNO_DONE;
}

/* The legality question: a card of type T_FOUR is a bluff while its player holds the
 * active color; declining to play follows may_draw. One question counted per option. */
static int stub_legal(void *ud, luno_game *g, int seat, const int *cards, int n, int *answers) {
  stub *s = ud;
  for (int i = 0; i < n; i++) {
    s->questions++;
    if (cards[i] < 0)
      answers[i] = s->may_draw;
    else if (luno_card_at(g, cards[i])->type == T_FOUR &&
             holds_color(g, seat, luno_state_of(g)->color))
      answers[i] = 2;
  }
  return 0;
}

static int stub_live(void *ud, const luno_game *g, luno_event ev) {
  (void)g;
  return !(ev == LUNO_EV_LEGAL && ((const stub *)ud)->legal_off);
}

static void stub_reset(void *ud, luno_game *g) {
  stub *s = ud;
  (void)g;
  s->resets++;
  s->wait = WAIT_NONE;
}

void stub_init(stub *s) {
  memset(s, 0, sizeof *s);
  s->rules.ud = s;
  s->rules.run = stub_run;
  s->rules.resume = stub_resume;
  s->rules.legal = stub_legal;
  s->rules.live = stub_live;
  s->rules.reset = stub_reset;
  s->may_draw = 1;
  s->lose_turn_seat = -1;
}

/* Adds one card type to a setup. */
static void add_type(luno_setup *setup, const char *name, const char *label, int number,
                     int colored, int hooks, int points, int copies) {
  luno_type *t = &setup->types[setup->ntypes++];
  snprintf(t->name, sizeof t->name, "%s", name);
  snprintf(t->label, sizeof t->label, "%s", label);
  t->number = (int8_t)number;
  t->colored = (uint8_t)colored;
  t->hooks = (uint8_t)hooks;
  t->points = (int16_t)points;
  t->copies = (uint16_t)copies;
}

void stub_setup_numbers(luno_setup *setup, int players, uint64_t seed) {
  static const char *const colors[] = {"red", "yellow", "green", "blue"};
  luno_setup_init(setup);
  setup->players = players;
  setup->seed = seed;
  setup->ncolors = 4;
  for (int c = 0; c < 4; c++)
    snprintf(setup->colors[c], sizeof setup->colors[c], "%s", colors[c]);
  for (int n = 0; n <= 9; n++) {
    char name[4];
    snprintf(name, sizeof name, "%d", n);
    add_type(setup, name, name, n, 1, 0, n, n == 0 ? 1 : 2);
  }
  setup->hand_size = 7;
  setup->target_score = 500;
  setup->rounds = 0;
  setup->scoring = LUNO_SCORE_WINNER_TAKES;
  setup->dealer_rotates = 1;
  setup->first_dealer = 0;
}

void stub_setup(luno_setup *setup, int players, uint64_t seed) {
  stub_setup_numbers(setup, players, seed);
  add_type(setup, "skip", "Skip", -1, 1, LUNO_HOOK_PLAY, 20, 2);
  add_type(setup, "reverse", "Reverse", -1, 1, LUNO_HOOK_PLAY | LUNO_HOOK_FIRST, 20, 2);
  add_type(setup, "draw_two", "Draw Two", -1, 1, LUNO_HOOK_PLAY, 20, 2);
  add_type(setup, "bell", "Bell", -1, 1, LUNO_HOOK_PLAY, 10, 1);
  add_type(setup, "ask", "Ask", -1, 1, LUNO_HOOK_PLAY, 10, 1);
  add_type(setup, "pick", "Pick", -1, 1, LUNO_HOOK_PLAY, 10, 1);
  add_type(setup, "boom", "Boom", -1, 1, LUNO_HOOK_PLAY, 10, 1);
  add_type(setup, "wild", "Wild", -1, 0, LUNO_HOOK_PLAY | LUNO_HOOK_FIRST, 50, 4);
  add_type(setup, "four", "Wild Four", -1, 0, LUNO_HOOK_PLAY | LUNO_HOOK_CAN_PLAY | LUNO_HOOK_FIRST,
           50, 4);
}

void stub_add_evil(luno_setup *setup) {
  add_type(setup, "evil", "Evil", -1, 0, LUNO_HOOK_REACT, 50, 1);
}

int deck_card(deck *d, int type, int color) {
  for (int copy = 0;; copy++) {
    int id = luno_card_id(d->setup, type, color, copy);
    if (id < 0) break;
    if (!d->used[id]) {
      d->used[id] = 1;
      return id;
    }
  }
  fail_msg("no unused copy of type %d color %d", type, color);
  return -1;
}

void stack_deal(luno_setup *setup, int hand_size, const int hands[][16], int top, const int *draws,
                int ndraws) {
  int n = 0, players = setup->players, dealer = setup->first_dealer;
  setup->hand_size = hand_size;
  for (int k = 0; k < hand_size; k++)
    for (int i = 1; i <= players; i++)
      setup->stack[n++] = (uint16_t)hands[(dealer + i) % players][k];
  setup->stack[n++] = (uint16_t)top;
  for (int i = 0; i < ndraws; i++)
    setup->stack[n++] = (uint16_t)draws[i];
  setup->nstack = n;
}

int hand_find(const luno_game *g, int seat, int type, int color) {
  int n;
  const uint16_t *hand = luno_pile(g, LUNO_HAND(seat), &n);
  for (int i = 0; i < n; i++) {
    const luno_card *c = luno_card_at(g, hand[i]);
    if (c->type == type && c->color == color) return hand[i];
  }
  return -1;
}

int pile_count(const luno_game *g, int pile) {
  int n;
  luno_pile(g, pile, &n);
  return n;
}

int hand_count(const luno_game *g, int seat) { return pile_count(g, LUNO_HAND(seat)); }

luno_action find_option(const luno_game *g, int type, int value) {
  const luno_pending *p = luno_pending_of(g);
  for (int i = 0; i < p->count; i++)
    if (p->options[i].type == type && (value == -1 || p->options[i].value == value))
      return p->options[i];
  return act(255, -1, 0, 0);
}

int has_option(const luno_game *g, int type, int value) {
  return find_option(g, type, value).type != 255;
}

void must_check(const luno_game *g) {
  char msg[256];
  if (luno_check(g, msg, sizeof msg) < 0) fail_msg("invariant: %s", msg);
}

void must_ask(const luno_game *g, int kind, int seat, const char *prompt, const int *values,
              int count) {
  const luno_pending *p = luno_pending_of(g);
  assert_int_equal(p->kind, kind);
  assert_int_equal(p->seat, seat);
  assert_string_equal(p->prompt, prompt);
  assert_int_equal(p->count, count);
  for (int i = 0; i < count; i++)
    assert_int_equal(p->options[i].value, values[i]);
}

void must_apply(luno_game *g, luno_action a) {
  luno_status st = luno_apply(g, a);
  if (st != LUNO_OK)
    fail_msg("action type %d seat %d value %d refused (%d): %s", a.type, a.seat, a.value, st,
             luno_error(g));
  must_check(g);
}

void must_play(luno_game *g, int card, int flags) {
  must_apply(g, act(LUNO_ACT_PLAY, luno_pending_of(g)->seat, flags, card));
}

int play_out(luno_game *g, uint64_t bot_seed, int max) {
  luno_rng r;
  luno_seed(&r, bot_seed);
  int n = 0;
  while (luno_pending_of(g)->kind != LUNO_ASK_NONE && n < max) {
    must_apply(g, luno_random_bot(g, &r));
    n++;
  }
  return n;
}

int fixture_setup(void **state) {
  fixture *f = calloc(1, sizeof *f);
  if (!f) return -1;
  stub_init(&f->s);
  stub_setup(&f->setup, 4, 1);
  f->d.setup = &f->setup;
  *state = f;
  return 0;
}

int fixture_teardown(void **state) {
  fixture *f = *state;
  luno_free(f->g);
  free(f);
  return 0;
}

luno_game *fixture_start(fixture *f) {
  char err[256];
  luno_free(f->g);
  f->g = luno_new(&f->setup, &f->s.rules, err, sizeof err);
  if (!f->g) fail_msg("luno_new: %s", err);
  must_check(f->g);
  return f->g;
}

void deal(fixture *f, int hand_size, const spec hands[][8], spec top, const spec *draws,
          int ndraws) {
  int ids[LUNO_MAX_SEATS][16], d[64];
  memset(f->d.used, 0, sizeof f->d.used);
  f->d.setup = &f->setup;
  for (int s = 0; s < f->setup.players; s++)
    for (int k = 0; k < hand_size; k++)
      ids[s][k] =
          deck_card(&f->d, hands[s][k].type, hands[s][k].type >= T_WILD ? -1 : hands[s][k].color);
  int t = deck_card(&f->d, top.type, top.type >= T_WILD ? -1 : top.color);
  for (int i = 0; i < ndraws; i++)
    d[i] = deck_card(&f->d, draws[i].type, draws[i].type >= T_WILD ? -1 : draws[i].color);
  stack_deal(&f->setup, hand_size, (const int(*)[16])ids, t, d, ndraws);
}
