/* determinize.c: a world one seat cannot tell from the real one. Search bots (information-
 * set MCTS) sample such worlds at every simulation: the cards the seat has not seen are
 * dealt again, uniformly, among the places it cannot see into, and the game's generator
 * gets a state of the world's own (no seat knows what the game's would draw next: a coin's
 * flips, a reshuffle, a random take); everything it knows stays. */
#include "game.h"

/* A hidden card's place: its pile and its index there. */
typedef struct slot {
  uint8_t pile;
  uint16_t index;
} slot;

/* Whether cards a and b look the same from behind (a double-sided card shows its back): only
 * such cards may trade places. */
static int same_back(const luno_card *a, const luno_card *b) {
  return a->back_type == b->back_type &&
         (a->back_type == LUNO_NO_BACK || a->back_color == b->back_color);
}

/* Deals the cards of one back (in id order) among their own slots: a Fisher-Yates shuffle
 * of which card goes where (the slots stay: counts and places keep). Each slot's knowledge stays
 * with the slot (the hand's owner knows what arrives there, as it knew what was there). */
static void deal_class(luno_game *g, const slot *slots, int *cards, int n, luno_rng *rng) {
  uint16_t known[LUNO_MAX_CARDS];
  for (int i = 0; i < n; i++) /* what was known of each place's card */
    known[i] = g->cards[g->piles[slots[i].pile][slots[i].index]].known;
  for (int i = n - 1; i > 0; i--) {
    int j = (int)luno_rng_below(rng, (uint32_t)i + 1), c = cards[i];
    cards[i] = cards[j];
    cards[j] = c;
  }
  for (int i = 0; i < n; i++) {
    luno_card *c = &g->cards[cards[i]];
    g->piles[slots[i].pile][slots[i].index] = (uint16_t)cards[i];
    c->pile = slots[i].pile;
    c->known = known[i];
  }
}

int luno_determinize_at(luno_game *g, const luno_game *now, int seat, luno_rng *rng) {
  if (seat < 0 || seat >= g->st.players || (now && now->ncards != g->ncards)) return -1;
  game_hands_changing(g); /* (the played hand is kept as it was, not redealt) */
  static _Thread_local slot slots[LUNO_MAX_CARDS];
  static _Thread_local int cards[LUNO_MAX_CARDS], done[LUNO_MAX_CARDS];
  int hidden = 0;
  for (int c = 0; c < g->ncards; c++)
    done[c] = luno_sees(g, seat, c) ||
              (now && luno_sees(now, seat, c)); /* what the seat
                                                 * knows, then or now, stays where it is */
  for (int first = 0; first < g->ncards; first++) {
    if (done[first]) continue;
    int n = 0; /* the places the hidden cards of first's back fill, then those cards, by id */
    for (int p = 0; p < LUNO_ZONE0 + g->setup.nzones; p++)
      for (int i = 0; i < g->counts[p]; i++) {
        int c = g->piles[p][i];
        if (!done[c] && same_back(&g->cards[c], &g->cards[first]))
          slots[n++] = (slot){(uint8_t)p, (uint16_t)i};
      }
    for (int c = first, k = 0; c < g->ncards; c++) /* (by id: the world depends on what is
                                                    * hidden, not on where it happens to be) */
      if (!done[c] && same_back(&g->cards[c], &g->cards[first])) done[c] = 1, cards[k++] = c;
    deal_class(g, slots, cards, n, rng);
    hidden += n;
  }
  rng_seed(&g->rng, rng_next(rng));
  return hidden;
}

int luno_determinize(luno_game *g, int seat, luno_rng *rng) {
  return luno_determinize_at(g, NULL, seat, rng);
}
