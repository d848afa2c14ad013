/* check.c: the invariant checker and the table digest. Tests and `luno sim --check` run
 * luno_check after every action; replay tests compare luno_hash. */
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
  int piles = LUNO_HAND0 + g->st.players, total = 0;
  for (int p = 0; p < LUNO_NPILES; p++) {
    if (p >= piles && g->counts[p])
      return failure(msg, len, "pile %d of an empty seat holds %d cards", p, g->counts[p]);
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
  if (g->counts[LUNO_DISCARD] == 0 && g->counts[LUNO_DRAW_PILE] > 0)
    return failure(msg, len, "the discard pile is empty", 0, 0);
  return 0;
}

int luno_check(const luno_game *g, char *msg, int msglen) {
  if (check_cards(g, msg, msglen) < 0) return -1;
  return check_table(g, msg, msglen);
}

/* FNV-1a over a block of bytes. */
static uint64_t fnv(uint64_t h, const void *data, size_t n) {
  const unsigned char *p = data;
  for (size_t i = 0; i < n; i++)
    h = (h ^ p[i]) * 0x100000001b3ULL;
  return h;
}

/* Each card's face, pile and knowledge, in the six bytes cards had before they had backs
 * (so games hash as they always did), then the backs of the cards that have one. */
static uint64_t hash_cards(uint64_t h, const luno_game *g) {
  uint8_t bytes[6 * LUNO_MAX_CARDS];
  int backs = 0;
  for (int c = 0; c < g->ncards; c++) {
    const luno_card *k = &g->cards[c];
    uint8_t *b = bytes + 6 * c;
    b[0] = k->type, b[1] = (uint8_t)k->color, b[2] = k->pile, b[3] = 0;
    memcpy(b + 4, &k->known, 2);
    backs |= k->back_type != LUNO_NO_BACK;
  }
  h = fnv(h, bytes, 6 * (size_t)g->ncards);
  for (int c = 0; backs && c < g->ncards; c++) {
    h = fnv(h, &g->cards[c].back_type, 1);
    h = fnv(h, &g->cards[c].back_color, 1);
  }
  return h;
}

uint64_t luno_hash(const luno_game *g) {
  uint64_t h = 0xcbf29ce484222325ULL;
  h = fnv(h, &g->st, sizeof g->st);
  h = hash_cards(h, g);
  for (int p = 0; p < LUNO_NPILES; p++) {
    h = fnv(h, &g->counts[p], sizeof g->counts[p]);
    h = fnv(h, g->piles[p], (size_t)g->counts[p] * sizeof *g->piles[p]);
  }
  h = fnv(h, &g->rng, sizeof g->rng);
  if (g->out) h = fnv(h, &g->out, sizeof g->out); /* (games without eliminations hash as before) */
  h = fnv(h, &g->pending.kind, sizeof g->pending.kind);
  h = fnv(h, &g->pending.seat, sizeof g->pending.seat);
  for (int i = 0; i < g->pending.count; i++) {
    const luno_action *o = &g->options[i];
    int32_t parts[4] = {o->type, o->seat, o->flags, o->value};
    h = fnv(h, parts, sizeof parts);
  }
  return h;
}
