/* piles.c: cards moving between the draw pile, the discard pile and the hands, and who
 * knows which card. A card is always in exactly one pile; luno_check verifies it. */
#include <stdio.h>
#include <string.h>

#include "game.h"

#define ALL_SEATS ((uint16_t)0xffff)

/* Sets who knows a card that just arrived in pile (game.h: arrive_keep, arrive_add). */
static inline void pile_set_known(luno_game *g, int card, int pile) {
  luno_card *c = &g->cards[card];
  c->known = (uint16_t)((c->known & g->arrive_keep[pile]) | g->arrive_add[pile]);
}

void game_copy_played(luno_game *g) {
  int pile = g->played_pile;
  g->played_count = g->counts[pile];
  memcpy(g->played_hand, g->piles[pile], (size_t)g->played_count * sizeof *g->played_hand);
  g->played_pile = -1;
}

/* Puts card on top of pile (at the end of a hand). */
static inline void pile_push(luno_game *g, int pile, int card) {
  game_hand_changing(g, pile);
  g->piles[pile][g->counts[pile]++] = (uint16_t)card;
  g->cards[card].pile = (uint8_t)pile;
  pile_set_known(g, card, pile);
}

/* Puts back a pile that pile_remove walked through without finding its card: every card
 * one place up again, and the bottom one, carry, at the bottom. Kept out of line (it is
 * rare): inline, its call to memmove made luno_discard save two more registers per play. */
__attribute__((noinline)) static void unwalk(uint16_t *p, int n, uint16_t carry) {
  memmove(p + 1, p, (size_t)(n - 1) * sizeof *p);
  p[0] = carry;
}

/* Takes card out of pile, keeping the order of the rest. Returns 0, or -1 if absent (the
 * pile unchanged). One walk down from the top: each card above it moves down one place,
 * taking the place of the one below, until the card is reached (the compiler would make
 * a plain copy loop a call to memmove, which costs more). */
static inline int pile_remove(luno_game *g, int pile, int card) {
  game_hand_changing(g, pile);
  int n = g->counts[pile];
  uint16_t *p = g->piles[pile], *q = p + n;
  if (n == 0) return -1;
  uint16_t carry = *--q;
  while (carry != card) {
    if (q == p) return unwalk(p, n, carry), -1;
    uint16_t below = *--q;
    *q = carry;
    carry = below;
  }
  g->counts[pile] = n - 1;
  if (n == 1 && pile >= LUNO_HAND0) g->maybe_empty = 1; /* a hand emptied: look (flow.c) */
  return 0;
}

/* Puts every card back in the draw pile, in id order, known to nobody. The ids come from
 * a row kept in that order; a deck just laid out (game_restart) has every card there
 * already, known to nobody. */
void pile_gather(luno_game *g) {
  game_hands_changing(g);
  memset(g->counts, 0, sizeof g->counts);
  memcpy(g->piles[LUNO_DRAW_PILE], g->card_ids, (size_t)g->ncards * sizeof *g->card_ids);
  g->counts[LUNO_DRAW_PILE] = g->ncards;
  if (g->fresh_deck) {
    g->fresh_deck = 0;
    return;
  }
  for (int c = 0; c < g->ncards; c++) {
    g->cards[c].pile = LUNO_DRAW_PILE;
    g->cards[c].known = 0;
  }
}

void luno_shuffle(luno_game *g, int pile) {
  game_hand_changing(g, pile);
  uint16_t *p = g->piles[pile];
  luno_rng rng = g->rng; /* a local copy the compiler keeps in registers */
  for (int i = g->counts[pile] - 1; i > 0; i--) {
    int j = (int)rng_below(&rng, (uint32_t)i + 1);
    uint16_t t = p[i];
    p[i] = p[j];
    p[j] = t;
  }
  g->rng = rng;
}

/* The seat whose hand pile is, or -1. */
static int hand_seat(int pile) {
  return pile >= LUNO_HAND0 && pile < LUNO_ZONE0 ? pile - LUNO_HAND0 : -1;
}

/* Moves one card (luno_move; inline for luno_discard). A card passed from a hand to
 * another hand or into a zone goes face down: only the seat that gave it (and the seat
 * that got it, or as the zone shows it) knows it now, whoever had seen it before (a card
 * taken at random, an exchange, a card tucked away). A card leaving a zone keeps who knew
 * it. Whole hands that change places (swap, pass) stay known: everyone sees where they
 * went. */
static inline void move_card(luno_game *g, int card, int pile) {
  int from = g->cards[card].pile;
  pile_remove(g, from, card);
  if (hand_seat(from) >= 0 && pile >= LUNO_HAND0 && from != pile) /* (from a hand, not a zone) */
    g->cards[card].known = (uint16_t)(1u << hand_seat(from));
  pile_push(g, pile, card);
}

/* Whether pile is one of the game's (a zone it declared); else the game fails, saying so. */
static int pile_exists(luno_game *g, int pile) {
  if (pile >= 0 && pile < g->npiles) return 1;
  snprintf(g->error, sizeof g->error, /* (as luno_fail, which primitives.c keeps) */
           "a card was moved to a pile the game does not have (a zone it did not declare)");
  g->failed = 1;
  return 0;
}

/* A move into or out of a zone is told (LUNO_LOG_ZONE), so a zone's cards are news as
 * they come and go; the core's own moves (a play, a draw) have their events. */
void luno_move(luno_game *g, int card, int pile) {
  if (!pile_exists(g, pile)) return;
  int from = g->cards[card].pile;
  move_card(g, card, pile);
  if (pile >= LUNO_ZONE0 && from != pile) {
    if (from >= LUNO_HAND0)
      g->stats.plays_by_type[g->cards[card].type]++; /* (a build's, a meld's) */
    emit(g, LUNO_LOG_ZONE, hand_seat(from), card, pile - LUNO_ZONE0 + 1);
  } else if (from >= LUNO_ZONE0 && from != pile)
    emit(g, LUNO_LOG_ZONE, hand_seat(pile), card, -(from - LUNO_ZONE0 + 1));
}

/* A play's discard, here beside the moves so the move is inline. */
void luno_discard(luno_game *g, int seat, int card) {
  g->played_by = seat;
  g->color_before = g->st.color;
  g->symbol_before = g->st.symbol;
  move_card(g, card, LUNO_DISCARD);
  /* The hand as the card left it, for rules that judge the play later (a challenge): the
   * hand itself until it changes (game.h). Copying it at every play was a twentieth of an
   * official turn's time (its wide reads waited on the two-byte writes just made). */
  g->played_pile = LUNO_HAND(seat);
  if (g->cards[card].color >= 0) g->st.color = g->cards[card].color;
  g->st.symbol = g->cards[card].type;
  g->stats.plays_by_type[g->cards[card].type]++;
  if (g->counts[LUNO_HAND(seat)] == 0 && g->went_out < 0 && !g->setup.hand_stays)
    g->went_out = seat;
  emit(g, LUNO_LOG_PLAY, seat, card, g->play_flags | (g->react_call == seat ? LUNO_CALL : 0));
}

void luno_insert(luno_game *g, int card, int pile, int below) {
  if (!pile_exists(g, pile)) return;
  luno_move(g, card, pile);
  int n = g->counts[pile];
  int at = below < 0 ? 0 : below >= n ? 0 : n - 1 - below; /* index from the bottom */
  uint16_t *p = g->piles[pile];
  memmove(p + at + 1, p + at, (size_t)(n - 1 - at) * sizeof *p);
  p[at] = (uint16_t)card;
}

/* Turns the discard pile but its top into a new shuffled draw pile. */
static void reshuffle(luno_game *g) {
  int n = g->counts[LUNO_DISCARD], gathered = 0;
  for (int k = 0; k < g->setup.nzones; k++) /* zones declared gathered: all their cards */
    for (int p = LUNO_ZONE(k); luno_setup_zone(&g->setup, k)->gathered && g->counts[p] > 0;
         gathered++)
      pile_push(g, LUNO_DRAW_PILE, g->piles[p][--g->counts[p]]);
  if (n <= 1 && !gathered) return;
  if (n > 1) { /* all but the top */
    uint16_t top = g->piles[LUNO_DISCARD][n - 1];
    for (int i = 0; i < n - 1; i++)
      pile_push(g, LUNO_DRAW_PILE, g->piles[LUNO_DISCARD][i]);
    g->piles[LUNO_DISCARD][0] = top;
    g->counts[LUNO_DISCARD] = 1;
  }
  luno_shuffle(g, LUNO_DRAW_PILE);
  emit(g, LUNO_LOG_RESHUFFLE, -1, -1, (n > 1 ? n - 1 : 0) + gathered);
}

/* Moves the top card of the draw pile to the seat's hand (reshuffling the discard pile
 * into it first when it is empty). Returns the card, or -1 if there is none. */
static inline int draw_to_hand(luno_game *g, int seat) {
  if (g->counts[LUNO_DRAW_PILE] == 0 && !g->setup.no_reshuffle) reshuffle(g);
  int n = g->counts[LUNO_DRAW_PILE];
  if (n == 0) return -1;
  int card = g->piles[LUNO_DRAW_PILE][n - 1];
  g->counts[LUNO_DRAW_PILE] = n - 1;
  pile_push(g, LUNO_HAND(seat), card);
  return card;
}

int luno_deal_to(luno_game *g, int pile) {
  if (!pile_exists(g, pile)) return -1;
  if (g->counts[LUNO_DRAW_PILE] == 0 && !g->setup.no_reshuffle) reshuffle(g);
  int n = g->counts[LUNO_DRAW_PILE];
  if (n == 0) return -1;
  int card = g->piles[LUNO_DRAW_PILE][n - 1];
  luno_move(g, card, pile);
  return card;
}

int luno_draw_one(luno_game *g, int seat) {
  int card = draw_to_hand(g, seat);
  if (card >= 0) g->stats.cards_drawn++;
  return card;
}

/* Deals hand_size cards to every seat, one at a time, starting left of the dealer. A deal
 * is not counted as drawing. Seat by seat when the draw pile holds them all (the whole deck
 * is there at a round's start): the seat i places left of the dealer gets the i-th card
 * from the top, then every players-th, as dealing one by one gives it. */
void pile_deal(luno_game *g, int dealer, int hand_size) {
  game_hands_changing(g);
  int players = g->st.players, n = g->counts[LUNO_DRAW_PILE];
  if (n < players * hand_size) {
    for (int k = 0; k < hand_size; k++)
      for (int i = 1; i <= players; i++)
        draw_to_hand(g, game_next_seat(g, dealer, i));
    return;
  }
  const uint16_t *top = g->piles[LUNO_DRAW_PILE] + n - 1;
  for (int i = 1; i <= players; i++) {
    int seat = game_next_seat(g, dealer, i), pile = LUNO_HAND(seat);
    uint16_t *hand = g->piles[pile] + g->counts[pile];
    const uint16_t *from = top - (i - 1);
    for (int k = 0; k < hand_size; k++) {
      luno_card *c = &g->cards[from[-k * players]];
      hand[k] = from[-k * players];
      c->pile = (uint8_t)pile;
      c->known |= (uint16_t)(1u << seat);
    }
    g->counts[pile] += hand_size;
  }
  g->counts[LUNO_DRAW_PILE] = n - players * hand_size;
}

int luno_draw(luno_game *g, int seat, int n) {
  int drawn = 0;
  while (drawn < n && luno_draw_one(g, seat) >= 0)
    drawn++;
  emit(g, LUNO_LOG_DRAW, seat, -1, drawn);
  return drawn;
}

void luno_reveal(luno_game *g, int card, uint16_t seats) {
  g->cards[card].known |= seats;
  int pile = g->cards[card].pile;
  int holder = pile >= LUNO_HAND0 && pile < LUNO_ZONE0 ? pile - LUNO_HAND0 : -1; /* (a hand's) */
  emit(g, LUNO_LOG_REVEAL, holder, card, seats);
}

void luno_set_back(luno_game *g, int card, int type, int color) {
  g->cards[card].back_type = (uint8_t)(type < 0 ? LUNO_NO_BACK : type);
  g->cards[card].back_color = (int8_t)(type < 0 ? -1 : color);
}

void luno_turn_card(luno_game *g, int card) {
  luno_card *c = &g->cards[card];
  if (c->back_type == LUNO_NO_BACK) return;
  uint8_t type = c->type;
  int8_t color = c->color;
  c->type = c->back_type;
  c->color = c->back_color;
  c->back_type = type;
  c->back_color = color;
  g->react_dirty = 1; /* its face may react now, or no longer */
  g->faces_turned = 1;
  if (luno_top(g) == card) {
    g->st.color = c->color;
    g->st.symbol = c->type;
  }
}

/* Moves every card of hand from into hand to, in order. */
static void move_hand(luno_game *g, uint16_t *cards, int n, int to) {
  for (int i = 0; i < n; i++)
    pile_push(g, LUNO_HAND(to), cards[i]);
}

void luno_swap_hands(luno_game *g, int a, int b) {
  if (a == b) return;
  game_hands_changing(g);
  uint16_t tmp[LUNO_MAX_CARDS];
  int na = g->counts[LUNO_HAND(a)];
  memcpy(tmp, g->piles[LUNO_HAND(a)], (size_t)na * sizeof *tmp);
  g->counts[LUNO_HAND(a)] = 0;
  int nb = g->counts[LUNO_HAND(b)];
  g->counts[LUNO_HAND(b)] = 0;
  move_hand(g, g->piles[LUNO_HAND(b)], nb, a);
  move_hand(g, tmp, na, b);
  g->maybe_empty = 1;
  emit(g, LUNO_LOG_SWAP, a, -1, b);
}

/* The seat dir places from s among the seats still in the round. */
static int step_in(const luno_game *g, int s, int dir) {
  int n = g->st.players;
  do
    s = ((s + dir) % n + n) % n;
  while (g->out && (((unsigned)g->out >> s) & 1u));
  return s;
}

void luno_pass_hands(luno_game *g, int direction) {
  int n = 0, dir = direction < 0 ? -1 : 1;
  for (int s = 0; s < g->st.players; s++)
    n += !luno_is_out(g, s); /* hands pass among the seats still in the round */
  if (n < 2) return;
  game_hands_changing(g);
  /* Walk against the passing direction so each hand moves before it is overwritten. */
  int first = step_in(g, g->st.players - 1, 1);
  uint16_t tmp[LUNO_MAX_CARDS];
  int nfirst = g->counts[LUNO_HAND(first)];
  memcpy(tmp, g->piles[LUNO_HAND(first)], (size_t)nfirst * sizeof *tmp);
  int to = first;
  for (int k = 1; k < n; k++) {
    int from = step_in(g, to, -dir);
    int count = g->counts[LUNO_HAND(from)];
    g->counts[LUNO_HAND(to)] = 0;
    move_hand(g, g->piles[LUNO_HAND(from)], count, to);
    to = from;
  }
  g->counts[LUNO_HAND(to)] = 0;
  move_hand(g, tmp, nfirst, step_in(g, first, dir));
  g->maybe_empty = 1;
  emit(g, LUNO_LOG_PASS_HANDS, -1, -1, dir);
}
