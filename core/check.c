/* check.c: the invariant checker. Tests and `luno sim --check` run luno_check after every
 * action. */
#include <stdio.h>
#include <string.h>

#include "game.h"

/* Formats a failure into msg and returns -1. */
static int failure(char *msg, int len, const char *what, int a, int b) {
  if (msg && len > 0) snprintf(msg, (size_t)len, what, a, b);
  return -1;
}

/* Every card stands in exactly one pile, the one it records, and only there. */
static int check_cards(const luno_game *g, char *msg, int len) {
  uint8_t seen[LUNO_MAX_CARDS] = {0};
  int piles = LUNO_HAND0 + g->st.players, zones = LUNO_ZONE0 + g->setup.nzones, total = 0;
  for (int p = 0; p < LUNO_NPILES; p++) {
    if (p >= piles && p < LUNO_ZONE0 && g->counts[p])
      return failure(msg, len, "pile %d of an empty seat holds %d cards", p, g->counts[p]);
    if (p >= zones && g->counts[p])
      return failure(msg, len, "pile %d, no zone of the game, holds %d cards", p, g->counts[p]);
    for (int i = 0; i < g->counts[p]; i++) {
      int c = g->piles[p][i];
      if (c >= g->ncards) return failure(msg, len, "pile %d holds card %d, past the deck", p, c);
      if (seen[c]++) return failure(msg, len, "card %d stands twice (again in pile %d)", c, p);
      if (g->cards[c].pile != p)
        return failure(msg, len, "card %d records pile %d", c, g->cards[c].pile);
      total++;
    }
  }
  if (total != g->ncards)
    return failure(msg, len, "%d of %d cards are on the table", total, g->ncards);
  return 0;
}

/* Seats, direction, colors and the pending decision are in range. */
static int check_table(const luno_game *g, char *msg, int len) {
  const luno_state *s = &g->st;
  if (s->current < 0 || s->current >= s->players)
    return failure(msg, len, "current seat %d of %d", s->current, s->players);
  if (s->dealer < 0 || s->dealer >= s->players)
    return failure(msg, len, "dealer %d of %d", s->dealer, s->players);
  if (s->direction != 1 && s->direction != -1)
    return failure(msg, len, "direction %d", s->direction, 0);
  if (s->color < -1 || s->color >= g->setup.ncolors)
    return failure(msg, len, "active color %d", s->color, 0);
  if (s->over) return 0;
  const luno_pending *p = &g->pending;
  if (p->seat < 0 || p->seat >= s->players)
    return failure(msg, len, "decision for seat %d", p->seat, 0);
  if (p->count < 1)
    return failure(msg, len, "seat %d must decide among %d options", p->seat, p->count);
  if (p->kind == LUNO_ASK_TURN && p->seat != s->current)
    return failure(msg, len, "seat %d has the turn but seat %d is asked", s->current, p->seat);
  if (g->counts[LUNO_DISCARD] == 0 && g->counts[LUNO_DRAW_PILE] > 0 &&
      g->setup.discard == LUNO_DISCARD_KEPT)
    return failure(msg, len, "the discard pile is empty", 0, 0);
  return 0;
}

int luno_check(const luno_game *g, char *msg, int msglen) {
  if (check_cards(g, msg, msglen) < 0) return -1;
  return check_table(g, msg, msglen);
}
