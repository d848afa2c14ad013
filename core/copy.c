/* copy.c: a game copied at a decision, for search bots: the copy plays on by itself, and
 * nothing done to it reaches the original (the rules' callbacks are shared: a host keeping
 * per-game state of its own must save and restore it around the copy's play). */
#include <stdlib.h>
#include <string.h>

#include "game.h"

/* A new block holding a copy of n bytes of from (NULL when n is 0 or out of memory). */
static void *copy_of(const void *from, size_t n) {
  void *p = n ? malloc(n) : NULL;
  if (p) memcpy(p, from, n);
  return p;
}

/* Points a copied pointer into g's own block when it pointed into from's: p - base. */
#define REBASE(g, from, field, base)                                                               \
  ((g)->field = (from)->field ? (g)->base + ((from)->field - (from)->base) : NULL)

/* Copies the typed answers (each text its own string). */
static int copy_texts(luno_game *g, const luno_game *from) {
  g->texts = from->texts_cap ? calloc((size_t)from->texts_cap, sizeof *g->texts) : NULL;
  if (from->texts_cap && !g->texts) return -1;
  for (int i = 0; i < from->ntexts; i++)
    if (!(g->texts[i] = copy_of(from->texts[i], strlen(from->texts[i]) + 1))) return -1;
  return 0;
}

luno_game *luno_copy(const luno_game *from) {
  if (!from || (from->waiting && !from->asking) || from->failed)
    return NULL; /* (a running effect stays its own; the core's own question is copied) */
  luno_game *g = copy_of(from, sizeof *from);
  if (!g) return NULL;
  size_t n = (size_t)from->ncards;
  g->store = copy_of(from->store, ((size_t)from->npiles + 2) * n * sizeof *g->store);
  g->options = copy_of(from->options, (n + 4) * sizeof *g->options);
  g->scratch = copy_of(from->scratch, 2 * (n + 2) * sizeof *g->scratch);
  g->reactions =
      copy_of(from->reactions, (LUNO_MAX_WINDOWS * LUNO_MAX_SEATS + n) * sizeof *g->reactions);
  g->deck = copy_of(from->deck, n * sizeof *g->deck);
  g->react_cards = copy_of(from->react_cards, 2 * n * sizeof *g->react_cards);
  g->log = from->log_cap ? malloc((size_t)from->log_cap * sizeof *g->log) : NULL;
  if (g->log)
    memcpy(g->log, from->log, (size_t)from->log_len * sizeof *g->log); /* (the rest
                                                                        * is room to grow into) */
  g->texts = NULL, g->ntexts = 0; /* (until copied: luno_free frees only what is there) */
  g->digests = NULL, g->ndigests = g->digests_cap = g->keep_digests = 0;
  g->listener = NULL, g->decider = NULL; /* a copy reports to no one, asks no one */
  g->asked = NULL;                       /* (game.h: a copy never holds a script's question) */
  if (!g->store || !g->options || !g->scratch || !g->reactions || !g->deck || !g->react_cards ||
      (from->log_cap && !g->log) || copy_texts(g, from) < 0) {
    g->ntexts = from->ntexts; /* (what copy_texts made, for luno_free; NULLs are skipped) */
    luno_free(g);
    return NULL;
  }
  g->ntexts = from->ntexts;
  for (int p = 0; p < g->npiles; p++)
    g->piles[p] = g->store + (size_t)p * n;
  g->card_ids = g->store + (size_t)g->npiles * n;
  g->played_hand = g->card_ids + n;
  g->deck_react_cards = g->react_cards + n;
  REBASE(g, from, pending.options, options);
  REBASE(g, from, pending.reactions, reactions);
  if (from->pending.prompt == from->prompt) g->pending.prompt = g->prompt;
  return g;
}

luno_game *luno_copy_turn_start(const luno_game *from) {
  if (!from || from->waiting || !from->in_turn_start || from->phase != PH_TURN_ASK) return NULL;
  luno_game *g = luno_copy(from);
  if (!g) return NULL;
  g->phase = PH_TURN_HOOK; /* (the hook's question, when it asks, replaces the old pending) */
  g->in_turn_start = 0;
  return g;
}

luno_status luno_resume(luno_game *g) {
  if (g->phase != PH_TURN_HOOK) return LUNO_EILLEGAL;
  flow_run(g);
  return g->failed ? LUNO_ESCRIPT : LUNO_OK;
}
