/* game.c: making a game from a setup, starting it over, scoring rounds and matches, and
 * the small primitives effects use to change the table. */
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
  if (s->hand_size < 1 || s->hand_size > 100) return "hand_size must be 1 to 100";
  if (s->first_dealer < 0 || s->first_dealer >= s->players) return "the first dealer is not a seat";
  if (s->target_score < 0 || s->rounds < 0) return "target_score and rounds may not be negative";
  if (s->target_score == 0 && s->rounds == 0) return "a match needs target_score or rounds";
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

/* Allocates the piles (each with room for the whole deck) and the option list, and lays
 * out the deck every restart starts from. */
static int allocate(luno_game *g) {
  /* One row per pile, one of the ids, and last the hand a card was last played from, with
   * room past its end for luno_discard's copy, which goes four ids at a time. */
  g->store = calloc((size_t)(LUNO_NPILES + 2) * (size_t)g->ncards + 4, sizeof *g->store);
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
    if (ty->plays == LUNO_PLAYS_MATCH && !(ty->hooks & LUNO_HOOK_CAN_PLAY))
      g->plain_types |= 1ull << t;
    if (ty->plays == LUNO_PLAYS_ALWAYS) g->types_always |= 1ull << t;
    if (ty->plays == LUNO_PLAYS_NEVER) g->types_never |= 1ull << t;
    if (ty->plays == LUNO_PLAYS_WITHOUT_COLOR) g->types_without_color |= 1ull << t;
  }
  for (int p = 0; p < LUNO_NPILES; p++)
    g->piles[p] = g->store + (size_t)p * (size_t)g->ncards;
  g->card_ids = g->store + (size_t)LUNO_NPILES * (size_t)g->ncards;
  g->played_hand = g->card_ids + g->ncards;
  for (int c = 0; c < g->ncards; c++)
    g->card_ids[c] = (uint16_t)c;
  return 0;
}

/* Puts the game back at its very start and runs it to the first decision. */
void game_restart(luno_game *g) {
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
  g->waiting = g->failed = g->nwindows = 0;
  g->window_ids = 0;
  g->like_top_window = g->like_top_due = 0;
  g->turn_serial = 0;
  g->played_by = g->color_before = g->symbol_before = -1;
  g->react_call = -1;
  g->log_len = 0;
  /* every card back to the face the deck gives it, with no back */
  memcpy(g->cards, g->deck, (size_t)g->ncards * sizeof *g->cards);
  g->fresh_deck = 1;
  memcpy(g->react_cards, g->deck_react_cards,
         (size_t)g->deck_nreact_cards * sizeof *g->react_cards); /* (every face the deck's) */
  g->nreact_cards = g->deck_nreact_cards;
  g->react_dirty = 0;
  if (g->rules && g->rules->reset) g->rules->reset(g->rules->ud, g);
  flow_run(g);
}

luno_game *luno_new(const luno_setup *setup, const luno_rules *rules, char *err, int errlen) {
  int ncards = 0;
  const char *problem = setup_problem(setup, &ncards);
  luno_game *g = problem ? NULL : calloc(1, sizeof *g);
  if (!problem && !g) problem = "out of memory";
  if (g) {
    g->setup = *setup;
    g->rules = rules;
    g->ncards = ncards;
    if (allocate(g) < 0) /* (which lays out the deck too) */
      problem = "out of memory";
    else
      game_restart(g);
    if (!problem && g->failed) problem = g->error;
  }
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
  free(g->log);
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
  game_restart(g);
  return g->failed ? LUNO_ESCRIPT : LUNO_OK;
}

luno_status luno_rewind(luno_game *g, int n) {
  if (n < 0 || n > g->log_len) n = g->log_len;
  g->replaying++;
  game_restart(g);
  luno_status st = g->failed ? LUNO_EBROKEN : LUNO_OK;
  for (int i = 0; i < n && st == LUNO_OK; i++) {
    st = actions_apply(g, g->log[i]);
    if (st == LUNO_EILLEGAL && g->penalized) st = LUNO_OK;
  }
  g->replaying--;
  if (st != LUNO_OK) st = LUNO_EBROKEN;
  return st;
}

/* Adds a round's points: to the winner (winner_takes) or to each holder (penalty). */
static void add_points(luno_game *g, int winner) {
  if (g->setup.scoring == LUNO_SCORE_SCRIPT) return; /* the round_end hooks scored */
  for (int s = 0; s < g->st.players; s++) {
    int points = 0;
    const uint16_t *hand = g->piles[LUNO_HAND(s)];
    for (int i = 0; i < g->counts[LUNO_HAND(s)]; i++)
      points += g->setup.types[g->cards[hand[i]].type].points;
    if (g->setup.scoring == LUNO_SCORE_PENALTY)
      g->st.scores[s] += points;
    else if (winner >= 0 && s != winner)
      g->st.scores[winner] += points;
  }
}

/* The match leader: highest total (winner_takes) or lowest (penalty); ties to the lower seat. */
static int leader(const luno_game *g) {
  int best = 0;
  for (int s = 1; s < g->st.players; s++) {
    int a = g->st.scores[s], b = g->st.scores[best];
    if (g->setup.scoring == LUNO_SCORE_PENALTY ? a < b : a > b) best = s;
  }
  return best;
}

void game_score_round(luno_game *g, int winner) {
  add_points(g, winner);
  g->stats.rounds++;
  emit(g, LUNO_LOG_SCORE, winner, -1, winner >= 0 ? g->st.scores[winner] : 0);
  /* rounds > 0 plays exactly that many rounds; otherwise the target score ends it. */
  int done = g->setup.rounds > 0 && g->st.round >= g->setup.rounds;
  for (int s = 0; g->setup.rounds == 0 && s < g->st.players; s++)
    if (g->st.scores[s] >= g->setup.target_score) done = 1;
  if (done) {
    g->st.over = 1;
    g->st.winner = leader(g);
    g->phase = PH_OVER;
    emit(g, LUNO_LOG_OVER, g->st.winner, -1, g->st.scores[g->st.winner]);
    return;
  }
  /* The deal passes one seat clockwise, whatever the direction of play was. */
  if (g->setup.dealer_rotates) g->st.dealer = (g->st.dealer + 1) % g->st.players;
  g->phase = PH_ROUND_START;
}

luno_status luno_answer(luno_game *g, int seat, const char *text) {
  if (g->ntexts == g->texts_cap) {
    int cap = g->texts_cap ? g->texts_cap * 2 : 16;
    char **p = realloc(g->texts, (size_t)cap * sizeof *p);
    if (!p) return luno_fail(g, "out of memory"), LUNO_EILLEGAL;
    g->texts = p;
    g->texts_cap = cap;
  }
  size_t len = strnlen(text, 255);
  char *copy = malloc(len + 1);
  if (!copy) return luno_fail(g, "out of memory"), LUNO_EILLEGAL;
  memcpy(copy, text, len);
  copy[len] = '\0';
  g->texts[g->ntexts] = copy;
  return luno_apply(g, (luno_action){LUNO_ACT_ANSWER, (int8_t)seat, 0, g->ntexts++});
}

const char *luno_answer_text(const luno_game *g, int index) {
  return index >= 0 && index < g->ntexts ? g->texts[index] : "";
}

const luno_pending *luno_pending_of(const luno_game *g) { return &g->pending; }
const char *luno_error(const luno_game *g) { return g->error; }
int luno_log_length(const luno_game *g) { return g->log_len; }
const luno_action *luno_log(const luno_game *g) { return g->log; }
const luno_setup *luno_setup_of(const luno_game *g) { return &g->setup; }
const luno_state *luno_state_of(const luno_game *g) { return &g->st; }
const luno_stats *luno_stats_of(const luno_game *g) { return &g->stats; }
const luno_card *luno_card_at(const luno_game *g, int card) { return &g->cards[card]; }

const uint16_t *luno_pile(const luno_game *g, int pile, int *count) {
  *count = g->counts[pile];
  return g->piles[pile];
}

int luno_top(const luno_game *g) {
  int n = g->counts[LUNO_DISCARD];
  return n ? g->piles[LUNO_DISCARD][n - 1] : -1;
}

int luno_next_seat(const luno_game *g, int from, int steps) {
  int n = g->st.players, s = from + steps * g->st.direction;
  if (!g->out) {
    if (s >= 0 && s < n) return s;
    s %= n;
    return s < 0 ? s + n : s;
  }
  /* Seats out of the round are passed over: count steps among the others only. */
  int dir = steps * g->st.direction < 0 ? -1 : 1, k = steps < 0 ? -steps : steps;
  if ((g->out & ((1u << n) - 1)) == (1u << n) - 1) return from;
  for (s = from; k > 0; k--)
    do
      s = ((s + dir) % n + n) % n;
    while (((unsigned)g->out >> s) & 1u);
  return s;
}

void luno_eliminate(luno_game *g, int seat) {
  if (seat < 0 || seat >= g->st.players || luno_is_out(g, seat)) return;
  for (int k = 1; k <= g->skips; k++) /* a turn it was to lose is no longer there to skip */
    if (luno_next_seat(g, g->st.current, k) == seat) {
      g->skips--;
      break;
    }
  g->out |= (uint16_t)(1u << seat);
}

void luno_add_points(luno_game *g, int seat, int points) {
  if (seat >= 0 && seat < g->st.players) g->st.scores[seat] += points;
}

void luno_offer_drawn(luno_game *g, int card) {
  if (card >= 0 && card < g->ncards && g->cards[card].pile == LUNO_HAND(g->st.current))
    g->st.drawn = card;
}

int luno_turn_over(const luno_game *g) { return g->turn_ended || g->phase == PH_AFTER_PLAY; }

int luno_is_out(const luno_game *g, int seat) {
  return seat >= 0 && seat < g->st.players && (((unsigned)g->out >> seat) & 1u);
}

int luno_matches(const luno_game *g, int card) { return game_matches(g, card); }

int luno_call_to_judge(const luno_game *g, int seat, int called) {
  return game_call_to_judge(g, seat, called);
}

/* The plain rule's answer for a card played without a color match: a bluff if the hand
 * holds a card of the color to match, else yes. */
int game_answer_without_color(const luno_game *g, int seat) {
  if (g->st.color < 0 || seat < 0 || seat >= g->st.players) return LUNO_ANSWER_YES;
  const uint16_t *hand = g->piles[LUNO_HAND(seat)];
  for (int i = 0; i < g->counts[LUNO_HAND(seat)]; i++)
    if (g->cards[hand[i]].color == g->st.color) return LUNO_ANSWER_BLUFF;
  return LUNO_ANSWER_YES;
}

int luno_base_answer(const luno_game *g, int seat, int card) {
  return game_base_answer(g, seat, card);
}

int luno_flip_top(luno_game *g) {
  int card = luno_draw_one(g, g->st.current);
  if (card < 0) return -1;
  g->stats.cards_drawn--; /* a flip is not a draw */
  luno_move(g, card, LUNO_DISCARD);
  g->st.color = g->cards[card].color;
  g->st.symbol = g->cards[card].type;
  emit(g, LUNO_LOG_FLIP, g->st.current, card, 1);
  return card;
}

void luno_set_color(luno_game *g, int color) {
  g->st.color = color;
  emit(g, LUNO_LOG_COLOR, g->st.current, -1, color);
}

void luno_skip(luno_game *g, int n) {
  g->skips += n;
  emit(g, LUNO_LOG_SKIP, luno_next_seat(g, g->st.current, g->skips), -1, n);
}

void luno_reverse(luno_game *g) {
  g->st.direction = -g->st.direction;
  emit(g, LUNO_LOG_REVERSE, g->st.current, -1, g->st.direction);
}

void luno_set_next(luno_game *g, int seat) { g->next_seat = seat; }
void luno_end_turn(luno_game *g) { g->turn_ended = 1; }
void luno_turn_again(luno_game *g) { g->turn_again = 1; }
void luno_end_round(luno_game *g, int winner) {
  g->end_round = 1;
  g->end_winner = winner >= 0 && winner < g->st.players ? winner : -1;
}
void luno_reflip(luno_game *g) { g->reflip = 1; }
int luno_reflipping(const luno_game *g) { return g->reflip; }
uint32_t luno_random(luno_game *g, uint32_t bound) { return rng_below(&g->rng, bound); }

void luno_set_current(luno_game *g, int seat) {
  g->st.current = seat;
  g->turn_taken = 1;
}

void luno_fail(luno_game *g, const char *message) {
  snprintf(g->error, sizeof g->error, "%s", message);
  g->failed = 1;
}

void luno_set_decider(luno_game *g, luno_decider fn, void *ud, uint16_t seats) {
  g->decider = fn;
  g->decider_ud = ud;
  g->decider_seats = fn ? seats : 0;
}

int luno_answers_at_once(const luno_game *g) {
  uint16_t all = (uint16_t)((1u << g->st.players) - 1);
  return !g->replaying && g->decider && (g->decider_seats & all) == all;
}

/* Whether a script's words reach anyone: a listener, and no replay running. */
int luno_listening(const luno_game *g) { return g->listener && !g->replaying; }

void luno_say(luno_game *g, int seat, const char *text) {
  if (!luno_listening(g)) return;
  luno_log_event e = {LUNO_LOG_SAY, seat, -1, 0, text};
  g->listener(g->listener_ud, g, &e);
}

void luno_tell(luno_game *g, int seat, const char *text) {
  if (!luno_listening(g)) return;
  luno_log_event e = {LUNO_LOG_SAY, seat, -1, 1, text};
  g->listener(g->listener_ud, g, &e);
}

void luno_listen(luno_game *g, luno_listener fn, void *ud) {
  g->listener = fn;
  g->listener_ud = ud;
  /* A game runs to its first decision when it is made; tell a new listener how it began
   * by running that opening again (it is deterministic, so the table ends the same). */
  if (fn && g->log_len == 0) game_restart(g);
}

void luno_last_play(const luno_game *g, int *seat, int *color_before, int *symbol_before) {
  *seat = g->played_by;
  *color_before = g->color_before;
  *symbol_before = g->symbol_before;
}

const uint16_t *luno_played_hand(const luno_game *g, int *count) {
  *count = g->played_count;
  return g->played_hand;
}

int luno_reaction_call(const luno_game *g, int seat) { return g->react_call == seat; }

int luno_replaying(const luno_game *g) { return g->replaying > 0; }
