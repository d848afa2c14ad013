/* options.c: what a seat may do now: the legal plays of a turn (options.h has the path
 * without scripts, inline for the flow) and the reactions open to every seat. */
#include "options.h"

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

void options_reactions(luno_game *g) {
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

int options_judged(luno_game *g, int seat, int n, luno_act decline) {
  int *cards = g->scratch, *answers = cards + g->ncards + 1, k = 0;
  int asks_decline = options_hooked(g);
  if (asks_decline) cards[n] = -1, answers[n] = LUNO_ANSWER_YES;
  if (g->rules && g->rules->legal &&
      g->rules->legal(g->rules->ud, g, seat, cards, n + asks_decline, answers) < 0)
    return -1;
  int firm = 0; /* a play that is not a bluff: with must_play, no decline beside it */
  for (int i = 0; i < n; i++)
    if (answers[i] > 0) {
      g->options[k++] = options_play(seat, cards[i], answers[i]);
      firm |= answers[i] == LUNO_ANSWER_YES;
    }
  if ((!asks_decline || answers[n] > 0) && !(firm && g->setup.must_play))
    g->options[k++] =
        (luno_action){.type = (uint8_t)decline, .seat = (int8_t)seat, .flags = 0, .value = 0};
  return k;
}

int options_judged_turn(luno_game *g, int seat, luno_act decline) {
  const uint16_t *hand = g->piles[LUNO_HAND(seat)];
  int held = g->counts[LUNO_HAND(seat)], *cards = g->scratch;
  int *answers = cards + g->ncards + 1;
  game_plays_ctx x = game_plays_ctx_of(g, seat);
  for (int i = 0; i < held; i++) {
    cards[i] = hand[i];
    answers[i] = game_plays_answer(g, &x, hand[i]);
  }
  int n = options_judged(g, seat, held, decline);
  if (n == 0) g->options[n++] = (luno_action){.type = LUNO_ACT_PASS, .seat = (int8_t)seat};
  return n; /* (nothing to play, and drawing (or stopping) refused: the seat can only pass) */
}
