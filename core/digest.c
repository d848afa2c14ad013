/* digest.c: digests of a game, so "this is the same game" is a comparison of two numbers:
 * luno_hash (the core's table) and luno_digest (that and the scripts' own per-game state,
 * from luno_rules.digest), which saves keep; and luno_step_digest, the same bytes mixed
 * eight at a time, which a game that keeps digests takes after every action (FNV-1a, a
 * byte at a time, was a sixth of a served step). One walk (table_bytes) says what a digest
 * covers, for both. Restores compare them (actions.c). */
#include <stddef.h>
#include <string.h>

#include "game.h"

/* Feeds a block of bytes into a running hash h. */
typedef uint64_t (*feed_fn)(uint64_t h, const void *data, size_t n);

/* FNV-1a over a block of bytes. */
static uint64_t fnv(uint64_t h, const void *data, size_t n) {
  const unsigned char *p = data;
  for (size_t i = 0; i < n; i++)
    h = (h ^ p[i]) * 0x100000001b3ULL;
  return h;
}

/* The step digest's mixing of eight bytes into h. */
static inline uint64_t mix(uint64_t h, uint64_t w) {
  h = (h ^ w) * 0x9e3779b97f4a7c15ULL;
  return h ^ (h >> 29);
}

/* A block of bytes mixed in eight at a time (the last few with their count). */
static uint64_t mix_bytes(uint64_t h, const void *data, size_t n) {
  const unsigned char *p = data;
  uint64_t w;
  for (; n >= 8; n -= 8, p += 8) {
    memcpy(&w, p, 8);
    h = mix(h, w);
  }
  if (n == 0) return h;
  w = 0;
  memcpy(&w, p, n);
  return mix(h, w ^ ((uint64_t)n << 56));
}

/* Each card's face, pile and knowledge, in the six bytes cards had before they had backs
 * (so games hash as they always did), then the backs of the cards that have one. */
__attribute__((always_inline)) static inline uint64_t card_bytes(uint64_t h, const luno_game *g,
                                                                 feed_fn feed) {
  uint8_t bytes[6 * LUNO_MAX_CARDS];
  int backs = 0;
  for (int c = 0; c < g->ncards; c++) {
    const luno_card *k = &g->cards[c];
    uint8_t *b = bytes + 6 * c;
    b[0] = k->type, b[1] = (uint8_t)k->color, b[2] = k->pile, b[3] = 0;
    memcpy(b + 4, &k->known, 2);
    backs |= k->back_type != LUNO_NO_BACK;
  }
  h = feed(h, bytes, 6 * (size_t)g->ncards);
  for (int c = 0; backs && c < g->ncards; c++) {
    h = feed(h, &g->cards[c].back_type, 1);
    h = feed(h, &g->cards[c].back_color, 1);
  }
  return h;
}

/* What a digest covers, fed from h: the table, the cards, the piles, the generator, the
 * pending decision. Always inline (card_bytes too), so each digest's feed is a direct call. */
__attribute__((always_inline)) static inline uint64_t table_bytes(uint64_t h, const luno_game *g,
                                                                  feed_fn feed) {
  h = feed(h, &g->st, offsetof(luno_state, again)); /* (a turn of one play hashes as before) */
  if (g->st.again) h = feed(h, &g->st.again, sizeof g->st.again);
  h = card_bytes(h, g, feed);
  for (int p = 0; p < LUNO_ZONE0 + g->setup.nzones; p++) { /* (no zones: as before zones) */
    h = feed(h, &g->counts[p], sizeof g->counts[p]);
    h = feed(h, g->piles[p], (size_t)g->counts[p] * sizeof *g->piles[p]);
  }
  h = feed(h, &g->rng, sizeof g->rng);
  if (g->out) h = feed(h, &g->out, sizeof g->out); /* (games without eliminations hash as before) */
  h = feed(h, &g->pending.kind, sizeof g->pending.kind);
  h = feed(h, &g->pending.seat, sizeof g->pending.seat);
  for (int i = 0; i < g->pending.count; i++) {
    const luno_action *o = &g->options[i];
    int32_t parts[4] = {o->type, o->seat, o->flags, o->value};
    h = feed(h, parts, sizeof parts);
  }
  return h;
}

uint64_t luno_hash(const luno_game *g) { return table_bytes(0xcbf29ce484222325ULL, g, fnv); }

uint64_t luno_digest(const luno_game *g) {
  uint64_t h = luno_hash(g);
  if (g->rules && g->rules->digest) {
    uint64_t scripts = g->rules->digest(g->rules->ud, g);
    h = fnv(h, &scripts, sizeof scripts);
  }
  return h | 1; /* never 0: 0 marks a log position with no digest kept */
}

uint64_t luno_step_digest(const luno_game *g) {
  uint64_t h = table_bytes(0x243f6a8885a308d3ULL, g, mix_bytes);
  if (g->rules && g->rules->digest) h = mix(h, g->rules->digest(g->rules->ud, g));
  return h | 1; /* never 0, as luno_digest */
}
