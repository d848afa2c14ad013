/* game.h: the core's private game record, shared by the core's own files only. */
#ifndef LUNO_GAME_H
#define LUNO_GAME_H

#include <stddef.h>

#include "rng.h"
#include <luno/luno_host.h>

#define LUNO_NPILES (LUNO_ZONE0 + LUNO_MAX_ZONES)

/* Where the flow goes next once no effect is running. */
typedef enum {
  PH_ROUND_START, /* gather, shuffle, deal, round_start event */
  PH_FLIP,        /* flip the first card and run its effect */
  PH_FIRST_DONE,  /* reflip, or the first turn */
  PH_TURN_START,  /* turn_start event */
  PH_TURN_ASK,    /* ask the current seat for a play or a draw */
  PH_AFTER_PLAY,  /* round over if someone went out, else end the turn */
  PH_AFTER_REACT, /* the same after a reaction, else back to the decision */
  PH_AFTER_DRAW,  /* offer the drawn card, else end the turn */
  PH_DRAWN_ASK,   /* waiting: play the drawn card or pass */
  PH_END_TURN,    /* move to the next seat */
  PH_ROUND_END,   /* round_end event */
  PH_SCORE,       /* score, then the next round or the end */
  PH_OVER,
  PH_SCORED,   /* round_scored event done: the match's end, or the next round (after PH_OVER:
                * the phases keep their numbers, which digests hold) */
  PH_TURN_HOOK /* a copy made as the turn_start effect began (luno_copy_turn_start): run it
                * again, at luno_resume */
} luno_phase;

typedef struct luno_window {
  int32_t id;
  int32_t turn; /* the turn it opened in (luno_game.turn_serial) */
  int8_t target;
  uint16_t seats; /* who may react */
  char name[LUNO_NAME_MAX];
} luno_window;

struct luno_game {
  luno_setup setup;
  const luno_rules *rules;
  luno_state st;
  luno_stats stats;
  int ncards;
  luno_card cards[LUNO_MAX_CARDS];
  luno_card *deck; /* the cards as a new game lays them out (game_restart copies them) */
  uint16_t *piles[LUNO_NPILES]; /* each with room for every card; NULL past npiles */
  int npiles;                   /* LUNO_ZONE0 + the game's zones: the piles in store */
  int counts[LUNO_NPILES];
  uint16_t *store;
  uint16_t *card_ids; /* every card id in order, for pile_gather */
  int fresh_deck;     /* the cards are as g->deck lays them out (game_restart) */
  int faces_turned;   /* a card turned its face this game: ids no longer group twins */
  /* Who knows a card that arrives in pile p: (known & arrive_keep[p]) | arrive_add[p]
   * (everyone for the discard pile and a face-up zone, nobody for the draw pile and a
   * face-down zone, a hand's owner besides those who knew it): one rule, no branch. */
  uint16_t arrive_keep[LUNO_NPILES], arrive_add[LUNO_NPILES];
  /* The hand the last played card left, as it was then: until that hand next changes it
   * is the hand itself (played_pile), then a copy (played_hand, played_count) taken just
   * before the change (game_hand_changing). Most plays are never judged: no copy. */
  uint16_t *played_hand;
  int played_count;
  int played_pile; /* the hand that is the played hand still, or -1: the copy is */
  int played_by, color_before, symbol_before; /* the last play: its seat, what it was on */
  luno_rng rng;

  luno_phase phase;
  int waiting;             /* an effect waits for the pending decision */
  int color_by;            /* 1 + the seat whose answer to a color question this action
                            * applies, for its COLOR event (luno_set_color); 0: none */
  int asking;              /* ... the core's own: a declared effect's question (ASKING_*) */
  int asking_card;         /* the card whose declared effect asks it */
  int skips;               /* seats the next move passes over */
  int next_seat;           /* -1, or the seat set to play next */
  int turn_taken;          /* a reaction took the turn (luno_set_current) */
  int turn_ended;          /* luno_end_turn from turn_start */
  int turn_again;          /* luno_turn_again from a draw hook */
  int play_again;          /* luno_play_again from a play: the seat plays again (st.again) */
  int turn_open;           /* a turn began and its turn_end event has not run */
  int end_round;           /* luno_end_round was called: the round ends with end_winner */
  int end_winner;          /* its winner, or -1 for none */
  int end_match;           /* luno_end_match was called: the match ends with match_winner */
  int match_winner;        /* its winner, or -1: the leader on totals */
  uint16_t out;            /* seats eliminated from this round (luno_eliminate) */
  int maybe_empty;         /* a hand may have emptied since round_winner last found none */
  int like_top_due;        /* the like-top window opens at the next turn decision */
  int32_t like_top_window; /* the last one opened, or 0 */
  int32_t turn_serial;     /* turns begun this game, for the age of reaction windows */
  int reflip;
  int went_out;         /* seat that played its last card this turn, or -1 */
  int counted;          /* this turn was counted in the stats */
  int in_turn_start;    /* the turn_start effect runs or waits: its questions count the turn */
  int play_flags;       /* the flags of the play being made, for its PLAY event */
  int react_call;       /* the seat taking the running reaction called UNO with it, or -1 */
  int failed;           /* a script failed; the error says why */
  int penalized;        /* the last refused play was logged for its penalty */
  luno_phase ask_phase; /* where a turn decision is recomputed after a reaction */

  luno_pending pending;
  luno_action *options; /* room for every card plus a few */
  /* For the random bot: when a turn's options are n plays without a bluff, then at most one
   * draw or pass, n; else -1 (set with every pending decision). */
  int turn_plays;
  int *scratch; /* room for two ints per card plus two, for ask_all */
  char prompt[128];
  /* A script's question's own words (luno_ask_private, luno_ask_choice's labels): made at
   * the first such question and kept off the record, which luno_copy copies whole for
   * every search world; a copy has none (it never holds a script's question). */
  struct luno_asked *asked;
  int nwindows;
  int32_t window_ids;
  luno_window windows[LUNO_MAX_WINDOWS];
  luno_reaction *reactions; /* room for every window's seats and every card */
  int react_types;          /* some card type has LUNO_HOOK_REACT */
  /* The cards whose face reacts (flow.c's offer_cards looks where these few are rather
   * than through every hand); react_dirty: a face turned since the list was made. */
  uint16_t *react_cards, *deck_react_cards; /* the latter: as the deck lays the faces out */
  int nreact_cards, react_dirty, deck_nreact_cards;
  uint64_t plain_types;  /* bit t: type t plays by the plain match, no script of its own */
  uint64_t script_types; /* bit t: type t has a can_play script (LUNO_HOOK_CAN_PLAY) */
  uint64_t types_always, types_never; /* bit t: type t's setup plays always, never */
  uint64_t types_unmatched; /* bit t: type t's setup plays other than by the plain match */

  luno_action *log;
  int log_len, log_cap;
  char **texts; /* typed answers, referred to by LUNO_ACT_ANSWER actions */
  int ntexts, texts_cap;
  uint64_t *digests; /* digests[n]: luno_digest when the log held n actions, or 0 (none) */
  int ndigests, digests_cap, keep_digests;
  int replaying;
  luno_decider decider; /* answers questions where they are asked (luno_set_decider) */
  void *decider_ud;
  uint16_t decider_seats;
  char error[512];
  luno_listener listener;
  void *listener_ud;
  int keys_only; /* the listener counts who speaks: scripts' words are not made for it */
  size_t said;   /* bytes scripts said in the running action (LUNO_SAID_MAX) */
  int said_cut;  /* whether the running action's words were cut short */
};

struct luno_asked {
  char private_prompt[256]; /* "" for none */
  int preferred;            /* the option a rule prefers (luno_ask_prefer), or -1 */
  int challenge;            /* the yes/no question is a card's challenge (luno_ask_challenge) */
  int nchoices;             /* the labels: at[i] into text */
  uint16_t at[LUNO_MAX_CHOICES];
  char text[LUNO_CHOICE_TEXT];
};

/* The core's files, each calling only those listed before it (tests/lint/layers.py checks
 * it): read.c (reading the table), view.c (who may know what) and rng.c; piles.c (cards
 * moving); primitives.c (the other changes effects make); round.c (scoring); options.c
 * (legal plays, reactions); flow.c (the phases); start.c (new, restart); digest.c;
 * actions.c (apply, rewind, checked replays); check.c, bot.c. */

/* read.c */
void emit_to_listener(luno_game *g, luno_log_kind kind, int seat, int card, int value);
int game_answer_without_color(const luno_game *g, int seat);

/* Reports an event to the listener, if any, and not while replaying. Inline: most games
 * (bots, simulations) have no listener, and the flow reports a few events a turn. */
static inline void emit(luno_game *g, luno_log_kind kind, int seat, int card, int value) {
  if (g->listener && !g->replaying && (!g->keys_only || kind == LUNO_LOG_SCORE))
    emit_to_listener(g, kind, seat, card, value);
}

/* piles.c */
void pile_gather(luno_game *g);
void pile_deal(luno_game *g, int dealer, int hand_size);

/* primitives.c: closes the windows opened before the given turn. */
void windows_close_before(luno_game *g, int32_t turn);

/* round.c: adds the round's points (round_score), then ends the match or sets up the next
 * round (round_finish). */
void round_score(luno_game *g, int winner);
void round_finish(luno_game *g, int winner);

/* flow.c */
void flow_run(luno_game *g);
/* After an effect: fails the action (1) when a script left the discard pile empty while
 * cards are left to draw (the table would have no top), else 0. */
int flow_check_discard(luno_game *g);
/* Runs the declared effect (luno_type.effect) of card, which seat just played; a COLOR
 * effect may leave the game waiting for its answer (g->waiting, g->asking). */
void flow_declared(luno_game *g, int seat, int card);
/* The core's own questions: a declared effect's color, and whether its victim challenges. */
enum { ASKING_NONE, ASKING_COLOR, ASKING_CHALLENGE };
/* Takes the answer to the core's own question (g->asking) and goes on with its effect,
 * which may ask the next one. */
void flow_declared_answer(luno_game *g, luno_action a);
int flow_effect(luno_game *g, luno_fx kind, int seat, int card, int event, int arg,
                luno_phase then);

/* start.c: puts the game back at its very start and runs it to the first decision. */
void game_restart(luno_game *g);

/* luno_next_seat, inline for the flow: the plain case (nobody out, at most a lap away)
 * here, the rest in luno_next_seat. */
/* Whether a script hook of event ev may run now: a rule hooks it and (luno_rules.live) one
 * of its hooks is on (its rule's `when` key set, or none). The flow skips an event no hook
 * would answer, as the host would have (a turn_start of stacking's while no stack is
 * pending: every turn of the house rules). */
static inline int game_hook_live(const luno_game *g, luno_event ev) {
  return ((g->setup.events >> ev) & 1u) &&
         (!g->rules || !g->rules->live || g->rules->live(g->rules->ud, g, ev));
}

static inline int game_next_seat(const luno_game *g, int from, int steps) {
  int n = g->st.players, s = from + steps * g->st.direction;
  if (g->out || (unsigned)s + (unsigned)n >= 3u * (unsigned)n) /* (s below -n or from 2n up) */
    return luno_next_seat(g, from, steps);
  return s < 0 ? s + n : s >= n ? s - n : s;
}

/* The card types a card matches the top by (its symbol): the top's type, or every type
 * when the top has none. With the active color, all the plain rule reads of the table. */
static inline uint64_t game_symbol_types(const luno_game *g) {
  return g->st.symbol < 0 ? ~0ull : 1ull << g->st.symbol;
}

/* The plain rule for a card of color c and type t, given the active color and
 * game_symbol_types: a wild, the same color or the same symbol. For loops over a hand,
 * which read the table once. */
static inline int game_plain_match(int c, int t, int color, uint64_t symbol_types) {
  return (c < 0) | (c == color) | (int)((symbol_types >> t) & 1u); /* (|: no branches) */
}

/* luno_matches, inline for the flow. */
static inline int game_matches(const luno_game *g, int card) {
  const luno_card *c = &g->cards[card];
  return game_plain_match(c->color, c->type, g->st.color, game_symbol_types(g));
}

/* What a card's own answer reads of the table, read once for a hand: the active color, the
 * types matching the active symbol, and the answer for a card played without a color
 * match (-1 until asked). */
typedef struct game_plays_ctx {
  int seat, color, without_color;
  uint64_t symbol_types;
} game_plays_ctx;

static inline game_plays_ctx game_plays_ctx_of(const luno_game *g, int seat) {
  return (game_plays_ctx){seat, g->st.color, -1, game_symbol_types(g)};
}

/* The one `plays` dispatcher: a card's own answer (luno_answer_kind) as its type declares
 * it: playable always, never, only without the active color (else a bluff), or by the
 * plain rule. */
static inline int game_plays_answer(const luno_game *g, game_plays_ctx *x, int card) {
  int type = g->cards[card].type;
  if (!((g->types_unmatched >> type) & 1u))
    return game_plain_match(g->cards[card].color, type, x->color, x->symbol_types);
  if ((g->types_always >> type) & 1u) return LUNO_ANSWER_YES;
  if ((g->types_never >> type) & 1u) return LUNO_ANSWER_NO;
  if (x->without_color < 0) x->without_color = game_answer_without_color(g, x->seat);
  return x->without_color;
}

/* luno_base_answer, inline. */
static inline int game_base_answer(const luno_game *g, int seat, int card) {
  game_plays_ctx x = game_plays_ctx_of(g, seat);
  return game_plays_answer(g, &x, card);
}

/* luno_call_to_judge, inline for a play: whether the UNO call (or its lack) does not match
 * the one card left. */
static inline int game_call_to_judge(const luno_game *g, int seat, int called) {
  int left = g->counts[LUNO_HAND(seat)];
  return left > 0 && (left == (g->setup.call_at > 1 ? g->setup.call_at : 1)) != (called != 0);
}

/* Copies the played hand out of its pile, which is about to change (piles.c). */
void game_copy_played(luno_game *g);

/* Before pile changes: keeps the played hand if it is still that pile. */
static inline void game_hand_changing(luno_game *g, int pile) {
  if (pile == g->played_pile) game_copy_played(g);
}

/* Before hands change other than one card at a time (a deal, a swap, a new world). */
static inline void game_hands_changing(luno_game *g) {
  if (g->played_pile >= 0) game_copy_played(g);
}

#endif
