/* stub_rules.h: a C test double for the rules, so the core is tested without Lua. It fills
 * a luno_setup by hand (4 colors, number types 0-9 and a few symbol types with hooks) and a
 * luno_rules whose run/resume callbacks skip, draw, reverse, ask a color, ask yes/no, ask
 * an optional player and open a reaction window. Helpers build stacked first deals. */
#ifndef LUNO_TEST_STUB_RULES_H
#define LUNO_TEST_STUB_RULES_H

#include <stdint.h>

#include <luno/luno.h>
#include <luno/luno_host.h>

/* The stub's card types, in deck order. */
enum {
  T_0 = 0,     /* T_0 + n is the number n */
  T_SKIP = 10, /* next seat loses the turn */
  T_REVERSE,   /* direction flips; with 2 players a skip; first card: dealer plays first */
  T_DRAW2,     /* next seat draws 2 and loses the turn */
  T_BELL,      /* opens a reaction window "bell" targeting its player */
  T_ASK,       /* asks its player yes/no; yes draws one card */
  T_PICK,      /* asks its player an optional other seat, who draws one card */
  T_BOOM,      /* its effect fails (LUNO_FAIL) when stub.boom is set */
  T_WILD,      /* wild: its player declares the color; first card: the left seat declares */
  T_FOUR,      /* wild: color, next draws 4 and loses the turn; a bluff when holding the
                  active color; first card: reflipped */
  T_NTYPES,
  T_EVIL = T_NTYPES /* added by stub_add_evil: a reaction card (LUNO_HOOK_REACT); used, it
                       goes onto the discard pile without changing the active color */
};
enum { RED, YELLOW, GREEN, BLUE };

/* Which decision the stub's waiting effect expects. */
enum { WAIT_NONE, WAIT_COLOR, WAIT_FOUR_COLOR, WAIT_YESNO, WAIT_PLAYER };

typedef struct stub {
  luno_rules rules;
  int wait, wait_seat;
  int illegal_penalty; /* cards drawn on LUNO_EV_ILLEGAL */
  int may_draw;        /* the answer to "may seat draw?" when LUNO_EV_LEGAL is hooked */
  int lose_turn_seat;  /* on LUNO_EV_TURN_START this seat loses its turn (-1: none) */
  int fail_resume;     /* resume fails instead of taking the answer */
  int boom;            /* T_BOOM's effect fails (else it does nothing) */
  int declared;        /* a play of a type declaring its effect returns LUNO_DECLARED */
  int legal_off;       /* luno_rules.live says no legal hook may run now */
  int copy_turns;      /* on LUNO_EV_TURN_START, turn_copy = luno_copy_turn_start (the last kept) */
  luno_game *turn_copy;
  /* What happened, for assertions. */
  int runs, resumes, questions, resets, reacts, uses;
  int events[LUNO_EV_COUNT];
  int last_play_arg; /* the flags of the last play effect */
  int last_react_seat, last_react_target;
  int challenges, last_challenger, last_color_before; /* LUNO_FX_CHALLENGE runs */
} stub;

/* A deck: a setup plus which card ids are already placed in a stacked deal. */
typedef struct deck {
  luno_setup *setup;
  uint8_t used[LUNO_MAX_CARDS];
} deck;

/* Fills the stub's callbacks and clears its record. */
void stub_init(stub *s);
/* A setup of the stub's deck: players, seed, hand size 7, target 500, dealer 0. */
void stub_setup(luno_setup *setup, int players, uint64_t seed);
/* Adds the reaction card type T_EVIL (one wild copy) to a stub setup. */
void stub_add_evil(luno_setup *setup);
/* The same with only the number types (no effects at all). */
void stub_setup_numbers(luno_setup *setup, int players, uint64_t seed);

/* The id of an unused copy of type in color (-1 for wilds); fails the test if none. */
int deck_card(deck *d, int type, int color);
/* Stacks a first deal: hands[seat][k] for k < hand_size (sets setup->hand_size),
 * then top, then ndraws draws. hands has setup->players rows. */
void stack_deal(luno_setup *setup, int hand_size, const int hands[][16], int top, const int *draws,
                int ndraws);

/* Finds a card of type/color in seat's hand, or -1. */
int hand_find(const luno_game *g, int seat, int type, int color);
int hand_count(const luno_game *g, int seat);
int pile_count(const luno_game *g, int pile);
/* Whether an option of this type (and value, unless value is -1) is pending. */
int has_option(const luno_game *g, int type, int value);
/* The pending option of this type/value, or a zeroed action with type 255. */
luno_action find_option(const luno_game *g, int type, int value);
/* Checks the pending question: its kind, seat, prompt and the values of its count options. */
void must_ask(const luno_game *g, int kind, int seat, const char *prompt, const int *values,
              int count);
/* Applies an action that must be accepted, then checks the invariants. */
void must_apply(luno_game *g, luno_action a);
/* Plays card from the current seat, which must be accepted. */
void must_play(luno_game *g, int card, int flags);
/* Checks the invariants (fails the test with the message). */
void must_check(const luno_game *g);
/* Plays with the random bot until the match is over or max actions; returns actions. */
int play_out(luno_game *g, uint64_t bot_seed, int max);

/* What most tests start from: the stub, a 4-player setup of its deck (seed 1) and a
 * game made from it by fixture_start. */
typedef struct fixture {
  stub s;
  luno_setup setup;
  deck d;
  luno_game *g;
} fixture;
int fixture_setup(void **state);
int fixture_teardown(void **state);
/* Makes f->g from f->setup (freeing any previous game); fails the test on an error. */
luno_game *fixture_start(fixture *f);

/* A card named by type and color (the color is ignored for wild types). */
typedef struct spec {
  int type, color;
} spec;
/* Stacks a first deal on f->setup from specs (clearing f->d first): hands[s] holds
 * hand_size cards for each of the setup's players; then top, then the draws. */
void deal(fixture *f, int hand_size, const spec hands[][8], spec top, const spec *draws,
          int ndraws);

static inline luno_action act(int type, int seat, int flags, int value) {
  return (luno_action){
      .type = (uint8_t)type, .seat = (int8_t)seat, .flags = (uint8_t)flags, .value = value};
}

#endif
