/* flow.c: the game's one loop. It runs phase after phase until a decision is needed;
 * effects (card plays, events, reactions) run in the host and may stop it to ask. */
#include <stdio.h>
#include <string.h>

#include "game.h"

/* Whether some script hooks event ev. */
static int hooked(const luno_game *g, luno_event ev) { return (g->setup.events >> ev) & 1u; }

/* Runs an effect in the host and sets where the flow goes once it ends. Returns 1 when
 * the flow must stop: the effect waits for a decision, or it failed. */
int flow_effect(luno_game *g, luno_fx kind, int seat, int card, int event, int arg,
                luno_phase then) {
  g->phase = then;
  if (!g->rules || !g->rules->run) return 0;
  luno_effect e = {kind, seat, card, event, arg};
  int r = g->rules->run(g->rules->ud, g, &e);
  if (r == LUNO_DONE) return 0;
  if (r == LUNO_WAIT) {
    g->waiting = 1;
    return 1;
  }
  if (!g->failed) luno_fail(g, "a script failed without saying why");
  return 1;
}

/* flow_legal, inline for the loop over a hand: the plain rule's answer, unless the card's
 * type or a rule asks the scripts. */
static inline int legal(luno_game *g, int seat, int card) {
  int base = game_base_answer(g, seat, card);
  const luno_type *t = &g->setup.types[g->cards[card].type];
  int asks = (t->hooks & LUNO_HOOK_CAN_PLAY) || hooked(g, LUNO_EV_LEGAL);
  if (!asks || !g->rules || !g->rules->can_play) return base;
  return g->rules->can_play(g->rules->ud, g, seat, card, base);
}

int flow_legal(luno_game *g, int seat, int card) { return legal(g, seat, card); }

/* Whether the current seat may decline to play: draw instead, or keep a playable card it
 * drew. -1 after a script failure. */
static int may_draw(luno_game *g, int seat) {
  if (!hooked(g, LUNO_EV_LEGAL) || !g->rules || !g->rules->can_play) return 1;
  return g->rules->can_play(g->rules->ud, g, seat, -1, 1);
}

/* Lists anew the cards whose face reacts (after a restart or a face turned). */
static void list_react_cards(luno_game *g) {
  g->nreact_cards = 0;
  for (int c = 0; c < g->ncards; c++)
    if (g->setup.types[g->cards[c].type].hooks & LUNO_HOOK_REACT)
      g->react_cards[g->nreact_cards++] = (uint16_t)c;
  g->react_dirty = 0;
}

/* The place of card in its holder's hand. */
static int hand_index(const luno_game *g, int seat, int card) {
  const uint16_t *hand = g->piles[LUNO_HAND(seat)];
  int i = 0;
  while (hand[i] != card)
    i++;
  return i;
}

/* Lists the reaction cards in every hand as reactions of their holders, by seat and then
 * by place in the hand. Only the few reacting cards are looked at, not every hand. */
static int offer_cards(luno_game *g, int n) {
  if (g->react_dirty) list_react_cards(g);
  int first = n;
  for (int k = 0; k < g->nreact_cards; k++) {
    int card = g->react_cards[k], pile = g->cards[card].pile, s = pile - LUNO_HAND0;
    if (pile < LUNO_HAND0 || (((unsigned)g->out >> s) & 1u)) continue;
    const luno_type *t = &g->setup.types[g->cards[card].type];
    luno_reaction r = {(int8_t)s, -1, t->name, -1, card};
    int at = n++, i = hand_index(g, s, card); /* insertion: the list stays in order */
    for (; at > first; at--) {
      const luno_reaction *q = &g->reactions[at - 1];
      if (q->seat < s || (q->seat == s && hand_index(g, s, q->card) < i)) break;
      g->reactions[at] = *q;
    }
    g->reactions[at] = r;
  }
  return n;
}

/* Lists the open reaction windows (for the seats each allows) and reaction cards. */
void flow_offer_reactions(luno_game *g) {
  int n = 0;
  for (int w = 0; w < g->nwindows; w++) {
    const luno_window *win = &g->windows[w];
    for (int s = 0; s < g->st.players; s++)
      if ((win->seats >> s) & 1u && !(((unsigned)g->out >> s) & 1u))
        g->reactions[n++] = (luno_reaction){(int8_t)s, win->id, win->name, win->target, -1};
  }
  if (g->react_types) n = offer_cards(g, n);
  g->pending.nreactions = n;
  g->pending.reactions = g->reactions;
}

/* Makes the pending decision a turn of the current seat with the given options; plays as
 * g->turn_plays says (the bot's shortcut). */
static void set_turn(luno_game *g, int count, int plays, luno_phase ask_phase) {
  g->pending.kind = LUNO_ASK_TURN;
  g->turn_plays = plays;
  g->pending.seat = g->st.current;
  g->pending.prompt = NULL;
  g->pending.count = count;
  g->pending.options = g->options;
  g->ask_phase = ask_phase;
  g->phase = ask_phase == PH_TURN_ASK ? PH_TURN_ASK : PH_DRAWN_ASK;
  if (g->nwindows || g->react_types) {
    flow_offer_reactions(g);
  } else { /* the common case: nothing to react with */
    g->pending.nreactions = 0;
    g->pending.reactions = g->reactions;
  }
}

/* Adds a play option if card may be played now (a plain card matched here, as in ask_each).
 * -1 on a script failure. */
static inline int add_play(luno_game *g, int *n, int seat, int card) {
  int plain = !hooked(g, LUNO_EV_LEGAL) && ((g->plain_types >> g->cards[card].type) & 1u);
  int r = plain ? game_matches(g, card) : legal(g, seat, card);
  if (r < 0) return -1;
  if (r > 0)
    g->options[(*n)++] = (luno_action){LUNO_ACT_PLAY, (int8_t)seat, r == 2 ? LUNO_BLUFF : 0, card};
  return 0;
}

/* The plain rule's answers for a hand (game_base_answer card by card), with what they read
 * read once: the top, and the answer for a card played without a color match. */
static void base_answers(const luno_game *g, int seat, int held, int *cards, int *answers) {
  const uint16_t *hand = g->piles[LUNO_HAND(seat)];
  int color = g->st.color, without_color = -1; /* -1: not asked yet */
  uint64_t by_type = game_symbol_types(g);
  uint64_t always = g->types_always, never = g->types_never;
  uint64_t unmatched = always | never | g->types_without_color; /* not by the plain match */
  for (int i = 0; i < held; i++) {
    int card = hand[i], type = g->cards[card].type, c = g->cards[card].color, r;
    if (!((unmatched >> type) & 1u)) {
      r = game_plain_match(c, type, color, by_type);
    } else if ((always >> type) & 1u) {
      r = LUNO_ANSWER_YES;
    } else if ((never >> type) & 1u) {
      r = LUNO_ANSWER_NO;
    } else {
      if (without_color < 0) without_color = game_answer_without_color(g, seat);
      r = without_color;
    }
    cards[i] = card;
    answers[i] = r;
  }
}

/* The turn's options when rules hook legality: the whole hand and the draw are asked in
 * one call. Returns the count, or -1 after a script failure. */
static int ask_all(luno_game *g, int seat) {
  int held = g->counts[LUNO_HAND(seat)], n = 0;
  int *cards = g->scratch, *answers = cards + held + 1;
  base_answers(g, seat, held, cards, answers);
  cards[held] = -1;
  answers[held] = 1;
  if (g->rules->can_play_many(g->rules->ud, g, seat, cards, held + 1, answers) < 0) return -1;
  for (int i = 0; i < held; i++)
    if (answers[i] > 0)
      g->options[n++] =
          (luno_action){LUNO_ACT_PLAY, (int8_t)seat, answers[i] == 2 ? LUNO_BLUFF : 0, cards[i]};
  if (answers[held] > 0) g->options[n++] = (luno_action){LUNO_ACT_DRAW, (int8_t)seat, 0, 0};
  return n;
}

/* The turn's options card by card: the plain rule, asking scripts only where they hook.
 * A card of a plain type (g->plain_types) is matched right here when no rule hooks
 * legality, as legal() would (game_plain_match). What it reads of the table is read again
 * after a script answers. *plays: the count of plays, or -1 if one is a bluff. */
static int ask_each(luno_game *g, int seat, int *plays) {
  int n = 0, bluffs = 0, held = g->counts[LUNO_HAND(seat)], color = g->st.color;
  uint64_t plain = hooked(g, LUNO_EV_LEGAL) ? 0 : g->plain_types;
  uint64_t by_type = game_symbol_types(g);
  const uint16_t *hand = g->piles[LUNO_HAND(seat)];
  luno_action *options = g->options;
  for (int i = 0; i < held; i++) {
    int card = hand[i], type = g->cards[card].type, c = g->cards[card].color;
    if ((plain >> type) & 1u) { /* written always, kept if it matches: no branch to mispredict */
      options[n] = (luno_action){LUNO_ACT_PLAY, (int8_t)seat, 0, card};
      n += game_plain_match(c, type, color, by_type);
      continue;
    }
    int r = legal(g, seat, card);
    if (r < 0) return -1;
    bluffs |= r == 2;
    held = g->counts[LUNO_HAND(seat)], color = g->st.color;
    by_type = game_symbol_types(g);
    if (r > 0)
      options[n++] = (luno_action){LUNO_ACT_PLAY, (int8_t)seat, r == 2 ? LUNO_BLUFF : 0, card};
  }
  *plays = bluffs ? -1 : n;
  int draw = plain ? 1 : may_draw(g, seat); /* (plain: no rule hooks legality) */
  if (draw < 0) return -1;
  if (draw) options[n++] = (luno_action){LUNO_ACT_DRAW, (int8_t)seat, 0, 0};
  return n;
}

int luno_like_top_card(const luno_game *g, int seat) {
  int top = luno_top(g);
  if (top < 0 || g->cards[top].color < 0 || seat < 0 || seat >= g->st.players) return -1;
  const luno_card *t = &g->cards[top];
  const uint16_t *hand = g->piles[LUNO_HAND(seat)];
  for (int i = 0; i < g->counts[LUNO_HAND(seat)]; i++)
    if (g->cards[hand[i]].type == t->type && g->cards[hand[i]].color == t->color) return hand[i];
  return -1;
}

/* Opens the setup's like-top window anew (setup.like_top): for the seats holding a card
 * identical to the top, but the current one and the one that played it. */
static void open_like_top(luno_game *g) {
  g->like_top_due = 0;
  luno_close_window(g, g->like_top_window);
  g->like_top_window = 0;
  uint16_t seats = 0;
  for (int s = 0; s < g->st.players; s++)
    if (s != g->st.current && s != g->played_by && luno_like_top_card(g, s) >= 0)
      seats |= (uint16_t)(1u << s);
  if (!seats) return;
  g->like_top_window = luno_open_window(g, g->setup.like_top, -1);
  if (g->like_top_window > 0) luno_window_seats(g, g->like_top_window, seats);
}

int luno_like_top_window(const luno_game *g) { return g->like_top_window; }

/* Asks the current seat for its turn: every legal play, and the draw. */
static int ask_turn(luno_game *g) {
  if (g->like_top_due) open_like_top(g); /* the turn began: after its turn_start hooks */
  if (g->turn_ended) {
    g->phase = PH_END_TURN;
    return 0;
  }
  int seat = g->st.current;
  int many = hooked(g, LUNO_EV_LEGAL) && g->rules && g->rules->can_play_many;
  int plays = -1; /* (ask_all's options are left to the bot's full look) */
  int n = many ? ask_all(g, seat) : ask_each(g, seat, &plays);
  if (n < 0) return 1;
  if (n == 0) g->options[n++] = (luno_action){LUNO_ACT_PASS, (int8_t)seat, 0, 0};
  set_turn(g, n, plays, PH_TURN_ASK);
  return 1;
}

/* After a draw: offer the drawn card alone, or end the turn (also when a draw hook ended
 * it). */
static int after_draw(luno_game *g) {
  int seat = g->st.current, d = g->st.drawn, n = 0;
  if (g->like_top_due) open_like_top(g); /* a card was drawn: after its draw hooks */
  if (g->turn_again && !g->turn_ended) {
    g->turn_again = 0;
    g->st.drawn = -1;
    g->phase = PH_TURN_ASK;
    return 0;
  }
  if (d >= 0 && !g->turn_ended && g->cards[d].pile == LUNO_HAND(seat)) {
    if (add_play(g, &n, seat, d) < 0) return 1;
  }
  if (n == 0) {
    g->phase = PH_END_TURN;
    return 0;
  }
  /* the rules' say on declining to play: a rule hooking legality may forbid it */
  int pass = hooked(g, LUNO_EV_LEGAL) ? may_draw(g, seat) : 1;
  if (pass < 0) return 1;
  if (pass) g->options[n++] = (luno_action){LUNO_ACT_PASS, (int8_t)seat, 0, 0};
  set_turn(g, n, (g->options[0].flags & LUNO_BLUFF) ? -1 : 1, PH_AFTER_DRAW);
  return 1;
}

/* Deals a new round and runs the round_start event. */
static int round_start(luno_game *g) {
  g->st.round++;
  g->out = 0;
  g->st.direction = 1;
  g->nwindows = 0;
  g->played_by = g->color_before = g->symbol_before = -1; /* nobody has played this round */
  pile_gather(g);
  luno_shuffle(g, LUNO_DRAW_PILE);
  if (g->st.round == 1)
    for (int i = g->setup.nstack - 1; i >= 0; i--)
      luno_move(g, g->setup.stack[i], LUNO_DRAW_PILE);
  emit(g, LUNO_LOG_ROUND, g->st.dealer, -1, g->st.round);
  pile_deal(g, g->st.dealer, g->setup.hand_size);
  emit(g, LUNO_LOG_DEAL, g->st.dealer, -1, g->setup.hand_size);
  if (!hooked(g, LUNO_EV_ROUND_START)) {
    g->phase = PH_FLIP;
    return 0;
  }
  return flow_effect(g, LUNO_FX_EVENT, g->st.dealer, -1, LUNO_EV_ROUND_START, 0, PH_FLIP);
}

/* Flips the first card and runs its first-card effect, as if the dealer had played it. */
static int flip(luno_game *g) {
  int n = g->counts[LUNO_DRAW_PILE];
  g->st.current = g->st.dealer;
  g->skips = 0;
  g->next_seat = -1;
  g->reflip = 0;
  g->went_out = -1;
  g->end_round = 0;
  g->phase = PH_FIRST_DONE;
  if (n == 0) return 0;
  int card = g->piles[LUNO_DRAW_PILE][n - 1];
  luno_move(g, card, LUNO_DISCARD);
  g->st.color = g->cards[card].color;
  g->st.symbol = g->cards[card].type;
  emit(g, LUNO_LOG_FLIP, g->st.dealer, card, 0);
  const luno_type *t = &g->setup.types[g->cards[card].type];
  if (!(t->hooks & (LUNO_HOOK_FIRST | LUNO_HOOK_PLAY)) && !hooked(g, LUNO_EV_FIRST_CARD)) return 0;
  return flow_effect(g, LUNO_FX_FIRST, g->st.dealer, card, LUNO_EV_FIRST_CARD, 0, PH_FIRST_DONE);
}

/* After the first card's effect: flip again if it asked to, else start the first turn. */
static int first_done(luno_game *g) {
  if (g->reflip) {
    luno_move(g, luno_top(g), LUNO_DRAW_PILE);
    luno_shuffle(g, LUNO_DRAW_PILE);
    g->phase = PH_FLIP;
    return 0;
  }
  g->phase = PH_END_TURN;
  return 0;
}

/* Closes the windows opened before the given turn. */
void flow_close_windows_before(luno_game *g, int32_t turn) {
  int kept = 0;
  for (int w = 0; w < g->nwindows; w++)
    if (g->windows[w].turn >= turn) g->windows[kept++] = g->windows[w];
  g->nwindows = kept;
}

/* Starts the current seat's turn. A window from before the last turn closes: that turn
 * went by (a wrong answer passed it, say) without its player acting on it. */
static int turn_start(luno_game *g) {
  g->turn_serial++;
  if (g->nwindows) flow_close_windows_before(g, g->turn_serial - 1);
  g->went_out = -1;
  g->counted = 0;
  g->turn_ended = 0;
  g->turn_again = 0;
  g->turn_taken = 0;
  g->st.drawn = -1;
  g->like_top_due = g->setup.like_top[0] != '\0';
  emit(g, LUNO_LOG_TURN, g->st.current, -1, 0);
  if (!hooked(g, LUNO_EV_TURN_START)) {
    g->phase = PH_TURN_ASK;
    return 0;
  }
  return flow_effect(g, LUNO_FX_EVENT, g->st.current, -1, LUNO_EV_TURN_START, 0, PH_TURN_ASK);
}

/* round_winner when no seat went out by a play but a hand may have emptied or seats are
 * out of the round: an emptied hand, else the last seat still in, else -1. */
static int winner_by_hands(luno_game *g) {
  int n = g->st.players, empty = 0;
  for (int s = 0; s < n; s++)
    empty |= g->counts[LUNO_HAND(s)] == 0;
  if (!empty && !g->out) return g->maybe_empty = 0, -1;
  int in = -1, left = 0;
  for (int i = 0, s = g->st.current; i < n; i++, s = ((s + g->st.direction) % n + n) % n) {
    /* from the current seat in the direction of play */
    if (((unsigned)g->out >> s) & 1u) continue; /* out of the round: its empty hand wins nothing */
    if (g->counts[LUNO_HAND(s)] == 0) return s;
    in = s, left++;
  }
  return left == 1 && g->out ? in : -1; /* the last seat still in */
}

/* The seat that won the round just now, or -1: who went out, else an emptied hand. */
static inline int round_winner(luno_game *g) {
  if (g->went_out >= 0) return g->went_out;
  if (!g->maybe_empty && !g->out) return -1; /* the common case: no hand emptied */
  return winner_by_hands(g);
}

/* After a play or a reaction: the round ends if someone went out (or a script ended it). */
static int after_play(luno_game *g) {
  int w = g->end_round ? g->end_winner : round_winner(g);
  g->react_call = -1;
  if (g->end_round || w >= 0) {
    g->end_round = 0;
    g->st.round_winner = w;
    g->phase = PH_ROUND_END;
  } else if (g->phase == PH_AFTER_REACT && !g->turn_taken) {
    g->phase = g->ask_phase;
  } else {
    g->phase = PH_END_TURN;
  }
  return 0;
}

/* Moves the turn on: to the seat set by a script, else past the skipped seats. */
static int end_turn(luno_game *g) {
  if (g->next_seat >= 0)
    g->st.current = g->next_seat;
  else
    g->st.current = game_next_seat(g, g->st.current, 1 + g->skips);
  g->skips = 0;
  g->next_seat = -1;
  g->phase = PH_TURN_START;
  return 0;
}

/* Runs the round_end event, then scoring. */
static int round_end(luno_game *g) {
  g->nwindows = 0;
  if (!hooked(g, LUNO_EV_ROUND_END)) {
    g->phase = PH_SCORE;
    return 0;
  }
  return flow_effect(g, LUNO_FX_EVENT, g->st.round_winner, -1, LUNO_EV_ROUND_END, 0, PH_SCORE);
}

/* Sets the pending decision to "none": the match is over. */
static int over(luno_game *g) {
  memset(&g->pending, 0, sizeof g->pending);
  g->pending.kind = LUNO_ASK_NONE;
  g->pending.seat = -1;
  return 1;
}

/* The phases of a turn at which a round may be cut short (round_cut_short). */
#define CUT_SHORT_PHASES                                                                           \
  ((1u << PH_TURN_START) | (1u << PH_TURN_ASK) | (1u << PH_AFTER_DRAW) | (1u << PH_DRAWN_ASK) |    \
   (1u << PH_END_TURN))

/* Whether the round ends before the next move: a script ended it, or a script emptied a
 * hand (a swap, a take, a play from a hook), which wins at once as a last card does. */
static int round_cut_short(luno_game *g) {
  if (!((CUT_SHORT_PHASES >> g->phase) & 1u))
    return 0; /* (after a play, after_play ends the round itself) */
  int w = g->end_round ? g->end_winner : round_winner(g);
  if (!g->end_round && w < 0) return 0;
  g->end_round = 0;
  g->st.round_winner = w;
  g->phase = PH_ROUND_END;
  return 1;
}

/* Fails the game: the flow ran LUNO_STUCK_STEPS steps without a decision (a turn_start
 * that always ends the turn, a first card that always reflips). */
static void fail_stuck(luno_game *g) {
  char where[256] = "";
  if (g->rules->where) g->rules->where(g->rules->ud, g, where, (int)sizeof where);
  snprintf(g->error, sizeof g->error, "stuck: no decision after %d steps%s%s", LUNO_STUCK_STEPS,
           where[0] ? " at " : "", where);
  g->failed = 1;
}

/* Counts a step that did not stop the flow, as flow_run's loop does; 1 (stop) if the game
 * is stuck. */
static inline int count_step(luno_game *g, int *steps) {
  if (++*steps < LUNO_STUCK_STEPS) return 0;
  fail_stuck(g);
  return 1;
}

/* One step of the flow; returns 1 when the flow must stop. A turn's plain path (after a
 * play, the turn moves on, the next one starts and asks) runs straight through, each step
 * counted: no script runs between those steps, so the loop's checks (waiting, failed,
 * round_cut_short) would find what the step before them found. */
static int step(luno_game *g, int *steps) {
  if (round_cut_short(g)) return 0;
  switch (g->phase) {
  case PH_ROUND_START: return round_start(g);
  case PH_FLIP: return flip(g);
  case PH_FIRST_DONE: return first_done(g);
  case PH_AFTER_PLAY:
  case PH_AFTER_REACT:
    after_play(g); /* it found no winner if it goes on to end the turn */
    if (g->phase != PH_END_TURN) return 0;
    if (count_step(g, steps)) return 1;
    /* fall through */
  case PH_END_TURN:
    end_turn(g);
    if (count_step(g, steps)) return 1;
    /* fall through */
  case PH_TURN_START: {
    int hook = hooked(g, LUNO_EV_TURN_START), stop = turn_start(g);
    if (hook) return stop; /* a script ran: back to the loop */
    if (count_step(g, steps)) return 1;
  }
    /* fall through */
  case PH_TURN_ASK: return ask_turn(g);
  case PH_AFTER_DRAW: return after_draw(g);
  case PH_DRAWN_ASK: return 1;
  case PH_ROUND_END: return round_end(g);
  case PH_SCORE: game_score_round(g, g->st.round_winner); return 0;
  case PH_OVER: return over(g);
  }
  return 1;
}

void flow_run(luno_game *g) {
  int steps = 0;
  while (!g->waiting && !g->failed && !step(g, &steps))
    if (++steps == LUNO_STUCK_STEPS) return fail_stuck(g);
}

void luno_ask(luno_game *g, int seat, luno_ask_kind kind, const char *prompt, const int32_t *values,
              int count, int optional) {
  int n = 0;
  for (int i = 0; i < count && n < g->ncards + 2; i++)
    g->options[n++] = (luno_action){LUNO_ACT_CHOOSE, (int8_t)seat, 0, values[i]};
  if (kind == LUNO_ASK_TEXT)
    n = 0, g->options[n++] = (luno_action){LUNO_ACT_ANSWER, (int8_t)seat, 0, -1};
  else if (optional || n == 0)
    g->options[n++] = (luno_action){LUNO_ACT_DECLINE, (int8_t)seat, 0, 0};
  size_t len = prompt ? strlen(prompt) : 0;
  if (len >= sizeof g->prompt) len = sizeof g->prompt - 1;
  memcpy(g->prompt, prompt ? prompt : "", len);
  g->prompt[len] = '\0';
  g->pending = (luno_pending){kind, seat, prompt ? g->prompt : NULL, n, g->options, 0, NULL};
  g->turn_plays = -1; /* a script may ask a "turn" question: its options are choices */
}

int luno_open_window(luno_game *g, const char *name, int target) {
  if (g->nwindows == LUNO_MAX_WINDOWS) {
    luno_fail(g, "too many reaction windows open at once");
    return -1;
  }
  luno_window *w = &g->windows[g->nwindows++];
  w->id = ++g->window_ids;
  w->turn = g->turn_serial;
  w->target = (int8_t)target;
  w->seats = 0xffff;
  snprintf(w->name, sizeof w->name, "%s", name);
  if (g->listener && !g->replaying) {
    luno_log_event e = {LUNO_LOG_WINDOW, g->st.current, target, w->id, w->name};
    g->listener(g->listener_ud, g, &e);
  }
  return w->id;
}

void luno_close_window(luno_game *g, int window) {
  for (int w = 0; w < g->nwindows; w++) {
    if (g->windows[w].id != window) continue;
    g->nwindows--;
    memmove(&g->windows[w], &g->windows[w + 1], (size_t)(g->nwindows - w) * sizeof *g->windows);
    return;
  }
}

void luno_window_seats(luno_game *g, int window, uint16_t seats) {
  for (int w = 0; w < g->nwindows; w++)
    if (g->windows[w].id == window) g->windows[w].seats = seats;
}
