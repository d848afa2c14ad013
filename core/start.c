/* start.c: making a game from a setup, and starting it over (a new seed, a restart for a
 * replay); luno_card_id, which follows the deck's layout made here. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

/* Whether type t comes in color c: every color for a colored type without a mask. */
static int in_color(const luno_setup *s, int t, int c) {
  const luno_type *ty = &s->types[t];
  return ty->colored && (!ty->color_mask || ((ty->color_mask >> c) & 1));
}

/* How many colors type t comes in (1 for a wild type: its copies are all there is). */
static int type_colors(const luno_setup *s, int t) {
  if (!s->types[t].colored) return 1;
  int n = 0;
  for (int c = 0; c < s->ncolors; c++)
    n += in_color(s, t, c);
  return n;
}

/* Checks a setup; returns NULL if sound, else what is wrong. */
static const char *setup_problem(const luno_setup *s, int *ncards) {
  if (s->players < 2 || s->players > LUNO_MAX_SEATS) return "players must be 2 to 10";
  if (s->ncolors < 1 || s->ncolors > LUNO_MAX_COLORS) return "a ruleset needs 1 to 8 colors";
  if (s->ntypes < 1 || s->ntypes > LUNO_MAX_TYPES) return "a ruleset needs 1 to 64 card types";
  if (s->hand_size < !s->hand_stays || s->hand_size > 100)
    return s->hand_stays ? "hand_size must be 0 to 100" : "hand_size must be 1 to 100";
  if (s->nzones < 0 || s->nzones > LUNO_MAX_ZONES) return "a game has 0 to 64 zones";
  if (s->wins < LUNO_WINS_SCORING || s->wins > LUNO_WINS_LOWEST) return "wins is not LUNO_WINS_*";
  if (s->first_dealer < 0 || s->first_dealer >= s->players) return "the first dealer is not a seat";
  if (s->target_score < 0 || s->rounds < 0) return "target_score and rounds may not be negative";
  if (s->target_score == 0 && s->rounds == 0 && !s->match_ends)
    return "a match needs target_score or rounds (or a rule that ends it)";
  long n = 0;
  for (int t = 0; t < s->ntypes; t++)
    n += (long)s->types[t].copies * type_colors(s, t);
  if (n > LUNO_MAX_CARDS) return "the deck has more than 1024 cards";
  if (n <= (long)s->players * s->hand_size) return "the deck is too small to deal every hand";
  if (s->nstack < 0 || s->nstack > n) return "the stacked deal has more cards than the deck";
  uint8_t seen[LUNO_MAX_CARDS] = {0};
  for (int i = 0; i < s->nstack; i++)
    if (s->stack[i] >= n || seen[s->stack[i]]++)
      return "the stacked deal names a card twice or past the deck";
  *ncards = (int)n;
  return NULL;
}

/* Lays out the deck in g->deck, once per game: every type's copies, per color for colored
 * types, in type order; each card shows the face the deck gives it and has no back. */
static void build_deck(luno_game *g) {
  int n = 0;
  for (int t = 0; t < g->setup.ntypes; t++) {
    const luno_type *ty = &g->setup.types[t];
    for (int c = ty->colored ? 0 : -1; c < (ty->colored ? g->setup.ncolors : 0); c++) {
      if (c >= 0 && !in_color(&g->setup, t, c)) continue;
      for (int k = 0; k < ty->copies; k++)
        g->deck[n++] = (luno_card){
            .type = (uint8_t)t, .color = (int8_t)c, .back_type = LUNO_NO_BACK, .back_color = -1};
    }
  }
}

int luno_card_id(const luno_setup *setup, int type, int color, int copy) {
  int id = 0;
  for (int t = 0; t < setup->ntypes && t < type; t++)
    id += setup->types[t].copies * type_colors(setup, t);
  if (type < 0 || type >= setup->ntypes) return -1;
  const luno_type *ty = &setup->types[type];
  if (copy < 0 || copy >= ty->copies) return -1;
  if (!ty->colored) return color == -1 ? id + copy : -1;
  if (color < 0 || color >= setup->ncolors || !in_color(setup, type, color)) return -1;
  for (int c = 0; c < color; c++)
    id += in_color(setup, type, c) * ty->copies;
  return id + copy;
}

/* Who knows a card that arrives in pile p (game.h): a hand adds its owner to those who
 * knew it; the discard pile and a face-up zone, everyone; any other pile, nobody. */
static void set_arrival(luno_game *g, int p) {
  int zone = p - LUNO_ZONE0;
  g->arrive_keep[p] = 0;
  g->arrive_add[p] = 0;
  if (p >= LUNO_HAND0 && p < LUNO_ZONE0) {
    g->arrive_keep[p] = 0xffff;
    g->arrive_add[p] = (uint16_t)(1u << (p - LUNO_HAND0));
    return;
  }
  const luno_zone *z =
      zone >= 0 && zone < g->setup.nzones ? luno_setup_zone(&g->setup, zone) : NULL;
  if (p == LUNO_DISCARD || (z && z->face_up)) {
    g->arrive_add[p] = 0xffff;
  } else if (z && z->owned == 1) {
    g->arrive_keep[p] = 0xffff; /* (as a hand: who knew it still does) */
    g->arrive_add[p] = (uint16_t)(1u << z->owner);
  } /* (LUNO_ZONE_HIDDEN, the draw pile, a face-down zone: nobody) */
}

/* Allocates the piles (each with room for the whole deck) and the option list, and lays
 * out the deck every restart starts from. */
static int allocate(luno_game *g) {
  /* One row per pile, one of the ids, and last the copy of the hand a card was last played
   * from (game.h: played_hand). */
  g->npiles = LUNO_ZONE0 + g->setup.nzones; /* (only the zones the game has take room) */
  g->store = calloc((size_t)(g->npiles + 2) * (size_t)g->ncards, sizeof *g->store);
  g->options = calloc((size_t)g->ncards + 4, sizeof *g->options);
  g->scratch = calloc(2 * ((size_t)g->ncards + 2), sizeof *g->scratch);
  g->reactions =
      calloc((size_t)(LUNO_MAX_WINDOWS * LUNO_MAX_SEATS + g->ncards), sizeof *g->reactions);
  g->deck = calloc((size_t)g->ncards, sizeof *g->deck);
  g->react_cards = calloc(2 * (size_t)g->ncards, sizeof *g->react_cards);
  if (!g->store || !g->options || !g->reactions || !g->scratch || !g->deck || !g->react_cards)
    return -1;
  build_deck(g);
  g->deck_react_cards = g->react_cards + g->ncards; /* the deck's reacting faces, for restarts */
  for (int c = 0; c < g->ncards; c++)
    if (g->setup.types[g->deck[c].type].hooks & LUNO_HOOK_REACT)
      g->deck_react_cards[g->deck_nreact_cards++] = (uint16_t)c;
  for (int t = 0; t < g->setup.ntypes; t++) {
    const luno_type *ty = &g->setup.types[t];
    if (ty->hooks & LUNO_HOOK_REACT) g->react_types = 1;
    uint64_t bit = 1ull << t;
    if (ty->hooks & LUNO_HOOK_CAN_PLAY) g->script_types |= bit;
    if (ty->plays == LUNO_PLAYS_MATCH && !(ty->hooks & LUNO_HOOK_CAN_PLAY)) g->plain_types |= bit;
    if (ty->plays != LUNO_PLAYS_MATCH) g->types_unmatched |= bit;
    if (ty->plays == LUNO_PLAYS_ALWAYS) g->types_always |= bit;
    if (ty->plays == LUNO_PLAYS_NEVER) g->types_never |= bit;
  }
  for (int p = 0; p < LUNO_NPILES; p++) {
    g->piles[p] = p < g->npiles ? g->store + (size_t)p * (size_t)g->ncards : NULL;
    set_arrival(g, p);
  }
  g->card_ids = g->store + (size_t)g->npiles * (size_t)g->ncards;
  g->played_hand = g->card_ids + g->ncards;
  for (int c = 0; c < g->ncards; c++)
    g->card_ids[c] = (uint16_t)c;
  return 0;
}

/* Puts the game back at its very start and runs it to the first decision. */
void game_restart(luno_game *g) {
  g->said = 0, g->said_cut = 0;
  memset(&g->st, 0, sizeof g->st);
  memset(&g->stats, 0, sizeof g->stats);
  g->st.players = g->setup.players;
  g->st.ncards = g->ncards;
  g->st.winner = -1;
  g->st.round_winner = -1;
  g->st.drawn = -1;
  g->st.dealer = g->setup.first_dealer;
  rng_seed(&g->rng, g->setup.seed);
  g->phase = PH_ROUND_START;
  g->ask_phase = PH_TURN_ASK;
  g->waiting = g->asking = g->failed = g->nwindows = 0;
  g->end_round = g->end_match = g->in_turn_start = 0;
  g->window_ids = 0;
  g->like_top_window = g->like_top_due = 0;
  g->turn_serial = 0;
  g->played_by = g->color_before = g->symbol_before = -1;
  g->react_call = -1;
  g->log_len = 0;
  /* every card back to the face the deck gives it, with no back */
  memcpy(g->cards, g->deck, (size_t)g->ncards * sizeof *g->cards);
  g->fresh_deck = 1;
  g->faces_turned = 0;
  memcpy(g->react_cards, g->deck_react_cards,
         (size_t)g->deck_nreact_cards * sizeof *g->react_cards); /* (every face the deck's) */
  g->nreact_cards = g->deck_nreact_cards;
  g->react_dirty = 0;
  if (g->rules && g->rules->reset) g->rules->reset(g->rules->ud, g);
  flow_run(g);
}

void luno_setup_init_sized(luno_setup *s, size_t size) {
  memset(s, 0, size);
  s->size = size;
}

void luno_zone_words(const luno_zone *z, char *out, size_t len) {
  if (len == 0) return;
  snprintf(out, len, "%.*s", (int)strcspn(z->name, "@"), z->name);
  for (char *p = out; *p; p++)
    if (*p == '/' || *p == '_') *p = ' ';
}

/* setup as this library reads it, into full: its first setup->size bytes, the rest 0;
 * NULL, or why it cannot be read. */
static const char *setup_read(const luno_setup *setup, luno_setup *full) {
  if (setup->size < sizeof setup->size) return "the setup was not made by luno_setup_init";
  if (setup->size > sizeof *full)
    return "the setup is from a newer luno_host.h than this libluno knows";
  memset(full, 0, sizeof *full);
  memcpy(full, setup, setup->size);
  full->size = sizeof *full;
  return NULL;
}

luno_game *luno_new(const luno_setup *given, const luno_rules *rules, char *err, int errlen) {
  int ncards = 0;
  const luno_setup *setup = given; /* (one of this library's size is read where it is) */
  luno_setup *copy = NULL;         /* (else a copy with the fields it lacks: 8 KB, off the stack) */
  const char *problem = NULL;
  if (given->size != sizeof *given) {
    copy = malloc(sizeof *copy);
    problem = !copy ? "out of memory" : setup_read(given, copy);
    setup = copy;
  }
  if (!problem) problem = setup_problem(setup, &ncards);
  luno_game *g = problem ? NULL : calloc(1, sizeof *g);
  if (!problem && !g) problem = "out of memory";
  if (g) {
    g->setup = *setup;
    g->rules = rules;
    g->ncards = ncards;
    g->played_pile = -1; /* (no card played yet: the copy, empty) */
    if (allocate(g) < 0) /* (which lays out the deck too) */
      problem = "out of memory";
    else
      game_restart(g);
    if (!problem && g->failed) problem = g->error;
  }
  free(copy);
  if (problem) {
    if (err && errlen > 0) snprintf(err, (size_t)errlen, "%s", problem);
    luno_free(g);
    return NULL;
  }
  return g;
}

void luno_free(luno_game *g) {
  if (!g) return;
  free(g->store);
  free(g->options);
  free(g->scratch);
  free(g->reactions);
  free(g->deck);
  free(g->react_cards);
  free(g->asked);
  free(g->log);
  free(g->digests);
  for (int i = 0; i < g->ntexts; i++)
    free(g->texts[i]);
  free(g->texts);
  free(g);
}

luno_status luno_reseed(luno_game *g, uint64_t seed) {
  for (int i = 0; i < g->ntexts; i++)
    free(g->texts[i]);
  g->ntexts = 0;
  g->error[0] = '\0';
  g->setup.seed = seed;
  g->ndigests = 0; /* (a new game: luno_apply keeps them from its first action on) */
  game_restart(g);
  return g->failed ? LUNO_ESCRIPT : LUNO_OK;
}

void luno_listen(luno_game *g, luno_listener fn, void *ud) {
  g->listener = fn;
  g->listener_ud = ud;
  g->keys_only = 0;
  /* A game runs to its first decision when it is made; tell a new listener how it began
   * by running that opening again (it is deterministic, so the table ends the same). */
  if (fn && g->log_len == 0) game_restart(g);
}
