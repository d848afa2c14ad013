/* flow.c: the game's one loop. It runs phase after phase until a decision is needed;
 * effects (card plays, events, reactions) run in the host and may stop it to ask. */
#include <stdio.h>
#include <string.h>

#include "options.h"

/* Whether some script hooks event ev. */
static int hooked(const luno_game *g, luno_event ev) { return (g->setup.events >> ev) & 1u; }

/* A declared effect's question, asked by the core as the script form asks it (the same
 * kind, values and prompt), so the answer and the game are the ones the script gives. The
 * game waits for the answer (do_answer), unless a decider gives it at once (actions.c,
 * once the play's effect has run). */
static void ask_declared(luno_game *g, int asking, int card, int seat, luno_ask_kind kind,
                         const char *prompt, const int32_t *values, int n) {
  luno_ask(g, seat, kind, prompt, values, n, 0);
  g->waiting = 1;
  g->asking = asking;
  g->asking_card = card;
}

/* A declared COLOR effect: the seat names the next color (every color: choose_color). */
static void ask_color(luno_game *g, int seat, int card) {
  int32_t colors[LUNO_MAX_COLORS];
  for (int c = 0; c < g->setup.ncolors; c++)
    colors[c] = c;
  ask_declared(g, ASKING_COLOR, card, seat, LUNO_ASK_COLOR, "Choose a color", colors,
               g->setup.ncolors);
}

/* A declared draw: the next seat draws the type's effect_n cards, a forced draw that
 * keeps the turn for a DRAW_ONLY. */
static void draw_declared(luno_game *g, const luno_type *t) {
  int keeps = t->effect == LUNO_EFFECT_DRAW_ONLY || t->effect == LUNO_EFFECT_COLOR_DRAW_ONLY;
  luno_force_draw(g, luno_next_seat(g, g->st.current, 1), t->effect_n, keeps);
}

/* Runs card's declared effect (game.h). */
void flow_declared(luno_game *g, int seat, int card) {
  const luno_type *t = &g->setup.types[g->cards[card].type];
  int e = t->effect;
  if (e == LUNO_EFFECT_COLOR || e == LUNO_EFFECT_COLOR_DRAW || e == LUNO_EFFECT_COLOR_DRAW_ONLY)
    return ask_color(g, seat, card);
  if (e == LUNO_EFFECT_DRAW || e == LUNO_EFFECT_DRAW_ONLY) return draw_declared(g, t);
  if (e == LUNO_EFFECT_SKIP || (e == LUNO_EFFECT_REVERSE && g->st.players == 2))
    luno_skip(g, 1);
  else if (e == LUNO_EFFECT_REVERSE)
    luno_reverse(g);
}

/* After a COLOR_DRAW's color: its victim may challenge (yes, then no: ask_yes_no's
 * values), else draws. */
static void challenge_or_draw(luno_game *g, const luno_type *t, int card) {
  if (!t->challenge) return draw_declared(g, t);
  static const int32_t yes_no[] = {1, 0};
  char prompt[sizeof t->label + 16] = "Challenge the "; /* (snprintf cost a fifth of this) */
  size_t at = strlen(prompt), n = strnlen(t->label, sizeof t->label);
  memcpy(prompt + at, t->label, n);
  memcpy(prompt + at + n, "?", 2);
  ask_declared(g, ASKING_CHALLENGE, card, luno_next_seat(g, g->st.current, 1), LUNO_ASK_YESNO,
               prompt, yes_no, 2);
}

void flow_declared_answer(luno_game *g, luno_action a) {
  int asked = g->asking, card = g->asking_card;
  const luno_type *t = &g->setup.types[g->cards[card].type];
  g->asking = ASKING_NONE;
  if (asked == ASKING_COLOR) {
    luno_set_color(g, a.value);
    if (t->effect == LUNO_EFFECT_COLOR_DRAW || t->effect == LUNO_EFFECT_COLOR_DRAW_ONLY)
      challenge_or_draw(g, t, card);
  } else if (a.value == 1) { /* challenged: the card's script judges it */
    flow_effect(g, LUNO_FX_CHALLENGE, g->played_by, card, a.seat, g->color_before, PH_AFTER_PLAY);
  } else {
    draw_declared(g, t);
  }
}

/* Runs an effect in the host and sets where the flow goes once it ends. Returns 1 when
 * the flow must stop: the effect waits for a decision, or it failed. */
int flow_effect(luno_game *g, luno_fx kind, int seat, int card, int event, int arg,
                luno_phase then) {
  g->phase = then;
  if (!g->rules || !g->rules->run) return 0;
  luno_effect e = {kind, seat, card, event, arg};
  int outer = g->in_turn_start; /* (a turn of menus is counted at its first question) */
  g->in_turn_start = kind == LUNO_FX_EVENT && event == LUNO_EV_TURN_START;
  int r = g->rules->run(g->rules->ud, g, &e);
  if (r != LUNO_WAIT) g->in_turn_start = outer;
  if (r == LUNO_DECLARED && kind == LUNO_FX_PLAY) { /* nothing but the card's declared effect */
    flow_declared(g, seat, card);
    if (g->waiting) return 1;
    r = LUNO_DONE;
  }
  if (r == LUNO_DONE) /* (the round's start runs before the first card is flipped) */
    return kind == LUNO_FX_EVENT && event == LUNO_EV_ROUND_START ? 0 : flow_check_discard(g);
  if (r == LUNO_WAIT) {
    g->waiting = 1;
    return 1;
  }
  if (!g->failed) luno_fail(g, "a script failed without saying why");
  return 1;
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
    options_reactions(g);
  } else { /* the common case: nothing to react with */
    g->pending.nreactions = 0;
    g->pending.reactions = g->reactions;
  }
}

/* The seats but the current one and the top's player holding a card identical to the top.
 * Its twins (same type and color) sit next to it in id order, as the deck lays them out,
 * so only they are looked at; once a card has turned its face, every hand is. */
static uint16_t like_top_seats(const luno_game *g) {
  uint16_t seats = 0;
  int top = luno_top(g);
  if (g->faces_turned || top < 0 || g->cards[top].color < 0) {
    for (int s = 0; s < g->st.players; s++)
      if (s != g->st.current && s != g->played_by && luno_like_top_card(g, s) >= 0)
        seats |= (uint16_t)(1u << s);
    return seats;
  }
  const luno_card *t = &g->cards[top];
  int first = top, last = top;
  while (first > 0 && g->cards[first - 1].type == t->type && g->cards[first - 1].color == t->color)
    first--;
  while (last + 1 < g->ncards && g->cards[last + 1].type == t->type &&
         g->cards[last + 1].color == t->color)
    last++;
  for (int c = first; c <= last; c++) {
    int s = g->cards[c].pile - LUNO_HAND0;
    if (s >= 0 && s < g->st.players && s != g->st.current && s != g->played_by)
      seats |= (uint16_t)(1u << s);
  }
  return seats;
}

/* Opens the setup's like-top window anew (setup.like_top): for the seats holding a card
 * identical to the top, but the current one and the one that played it. */
static void open_like_top(luno_game *g) {
  g->like_top_due = 0;
  luno_close_window(g, g->like_top_window);
  g->like_top_window = 0;
  uint16_t seats = like_top_seats(g);
  if (!seats) return;
  g->like_top_window = luno_open_window(g, g->setup.like_top, -1, seats);
}

/* Asks the current seat for its turn: every legal play, and the draw (playing again within
 * the turn: the stop instead). */
static int ask_turn(luno_game *g) {
  if (g->like_top_due) open_like_top(g); /* the turn began: after its turn_start hooks */
  if (g->turn_ended) {
    g->phase = PH_END_TURN;
    return 0;
  }
  int plays = -1, n = g->st.again ? options_judged_turn(g, g->st.current, LUNO_ACT_PASS)
                                  : options_turn(g, g->st.current, &plays);
  if (n >= 0) set_turn(g, n, plays, PH_TURN_ASK);
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
  if (d >= 0 && !g->turn_ended && g->cards[d].pile == LUNO_HAND(seat))
    n = options_drawn(g, seat, d);
  if (n < 0) return 1;
  if (n == 0) {
    g->phase = PH_END_TURN;
    return 0;
  }
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
  g->turn_open = 0; /* (the first turn is not ended by the flip's PH_END_TURN) */
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
  if (n == 0 || g->setup.discard == LUNO_DISCARD_NONE) return 0;
  int card = g->piles[LUNO_DRAW_PILE][n - 1];
  luno_move(g, card, LUNO_DISCARD);
  g->st.color = g->cards[card].color;
  g->st.symbol = g->cards[card].type;
  emit(g, LUNO_LOG_FLIP, g->st.dealer, card, 0);
  const luno_type *t = &g->setup.types[g->cards[card].type];
  if (!(t->hooks & (LUNO_HOOK_FIRST | LUNO_HOOK_PLAY)) && !hooked(g, LUNO_EV_FIRST_CARD)) {
    if (!t->effect) return 0;
    if (t->effect == LUNO_EFFECT_SKIP || t->effect == LUNO_EFFECT_REVERSE ||
        t->effect == LUNO_EFFECT_DRAW || t->effect == LUNO_EFFECT_DRAW_ONLY)
      return flow_declared(g, g->st.dealer, card), 0; /* as the dealer's play: no question */
  } /* (a color's question runs as its script: a first card asks rarely) */
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

/* Starts the current seat's turn. A window from before the last turn closes: that turn
 * went by (a wrong answer passed it, say) without its player acting on it. */
static int turn_start(luno_game *g) {
  g->turn_serial++;
  if (g->nwindows) windows_close_before(g, g->turn_serial - 1);
  g->went_out = -1;
  g->counted = 0;
  g->turn_ended = 0;
  g->turn_again = 0;
  g->turn_taken = 0;
  g->play_again = g->st.again = 0;
  g->turn_open = 1;
  g->st.drawn = -1;
  g->like_top_due = g->setup.like_top[0] != '\0';
  emit(g, LUNO_LOG_TURN, g->st.current, -1, 0);
  if (!game_hook_live(g, LUNO_EV_TURN_START)) {
    g->phase = PH_TURN_ASK;
    return 0;
  }
  return flow_effect(g, LUNO_FX_EVENT, g->st.current, -1, LUNO_EV_TURN_START, 0, PH_TURN_ASK);
}

/* round_winner when no seat went out by a play but a hand may have emptied or seats are
 * out of the round: an emptied hand, else the last seat still in, else -1. */
static int winner_by_hands(luno_game *g) {
  int n = g->st.players, empty = 0;
  for (int s = 0; s < n && !g->setup.hand_stays; s++)
    empty |= g->counts[LUNO_HAND(s)] == 0;
  if (!empty && !g->out) return g->maybe_empty = 0, -1;
  int in = -1, left = 0;
  for (int i = 0, s = g->st.current; i < n; i++, s = ((s + g->st.direction) % n + n) % n) {
    /* from the current seat in the direction of play */
    if (((unsigned)g->out >> s) & 1u) continue; /* out of the round: its empty hand wins nothing */
    if (g->counts[LUNO_HAND(s)] == 0 && !g->setup.hand_stays) return s;
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
  } else if (g->play_again && !g->turn_ended && !g->turn_taken) { /* luno_play_again */
    g->play_again = 0, g->st.again = 1, g->st.drawn = -1;
    g->phase = PH_TURN_ASK;
  } else {
    g->play_again = 0;
    g->phase = PH_END_TURN;
  }
  return 0;
}

/* Runs the turn_end event of the turn that ends (once per turn begun); 1 when the flow
 * stops for it. */
static int turn_end(luno_game *g) {
  g->turn_open = 0;
  g->st.again = 0;
  return flow_effect(g, LUNO_FX_EVENT, g->st.current, -1, LUNO_EV_TURN_END, 0, PH_END_TURN);
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

int flow_check_discard(luno_game *g) {
  if (g->counts[LUNO_DISCARD] > 0 || g->counts[LUNO_DRAW_PILE] == 0 ||
      g->setup.discard != LUNO_DISCARD_KEPT)
    return 0;
  char where[256] = "";
  if (g->rules->where) g->rules->where(g->rules->ud, g, where, (int)sizeof where);
  snprintf(g->error, sizeof g->error,
           "a script left the discard pile empty (its top leaves only when a card takes its "
           "place: g:to_discard)%s%s",
           where[0] ? " at " : "", where);
  g->failed = 1;
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
    if (g->turn_open && game_hook_live(g, LUNO_EV_TURN_END)) return turn_end(g);
    end_turn(g);
    if (count_step(g, steps)) return 1;
    /* fall through */
  case PH_TURN_START: {
    int hook = game_hook_live(g, LUNO_EV_TURN_START), stop = turn_start(g);
    if (hook) return stop; /* a script ran: back to the loop */
    if (count_step(g, steps)) return 1;
  }
    /* fall through */
  case PH_TURN_ASK: return ask_turn(g);
  case PH_AFTER_DRAW: return after_draw(g);
  case PH_DRAWN_ASK: return 1;
  case PH_ROUND_END: return round_end(g);
  case PH_SCORE:
    round_score(g, g->st.round_winner);
    if (hooked(g, LUNO_EV_ROUND_SCORED))
      return flow_effect(g, LUNO_FX_EVENT, g->st.round_winner, -1, LUNO_EV_ROUND_SCORED, 0,
                         PH_SCORED);
    /* fall through */
  case PH_SCORED: round_finish(g, g->st.round_winner); return 0;
  case PH_OVER: return over(g);
  case PH_TURN_HOOK:
    return flow_effect(g, LUNO_FX_EVENT, g->st.current, -1, LUNO_EV_TURN_START, 0, PH_TURN_ASK);
  }
  return 1;
}

void flow_run(luno_game *g) {
  int steps = 0, logged = g->log_len;
  while (!g->waiting && !g->failed && !step(g, &steps)) {
    if (g->log_len != logged) logged = g->log_len, steps = 0; /* a decider answered: not stuck */
    if (++steps == LUNO_STUCK_STEPS) return fail_stuck(g);
  }
}
