/* baseline.c: the official UNO game hard-coded in C, with core/bot.c's random bot in every
 * seat: the yardstick luno's speed is measured against (issue 2: luno within 3x of it).
 *
 * Everything luno leaves to data and scripts is fixed here: the 108-card deck laid out
 * as luno lays out the official ruleset (type by type: 0..9, Skip, Reverse, Draw Two,
 * Wild, Wild Draw Four; colored types per color), piles as arrays with the top at the
 * end, hands in the order cards arrived. The generators are core/rng.c's xoshiro256**
 * and are drawn from in luno's order, so the same seed plays the same match. */
#include <string.h>

#include "baseline.h"

enum {
  DECK = 108,
  NCOLORS = 4,
  T_SKIP = 10,
  T_REVERSE = 11,
  T_DRAW_TWO = 12,
  T_WILD = 13,
  T_WD4 = 14
};

typedef struct rng {
  uint64_t s[4];
} rng;

typedef struct game {
  const base_options *o;
  base_result *r;
  int players, dealer, current, direction;
  int color, symbol; /* active color (0..3) and the top card's type */
  int skips;         /* seats the end of this turn passes over */
  int ndraw, ndiscard;
  int nhand[BASE_MAX_SEATS];
  uint8_t type[DECK];
  int8_t card_color[DECK]; /* -1 for a wild */
  uint8_t draw[DECK], discard[DECK];
  uint8_t hand[BASE_MAX_SEATS][DECK];
  rng deck_rng;                /* shuffles */
  rng bot_rng[BASE_MAX_SEATS]; /* each seat's bot */
} game;

static const int POINTS[BASE_NTYPES] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 20, 20, 20, 50, 50};

/* Rotates x left by k bits. */
static inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

/* One splitmix64 step, as core/rng.c seeds. */
static uint64_t splitmix64(uint64_t *x) {
  uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* Seeds a generator the way core/rng.c does. */
static void rng_init(rng *r, uint64_t seed) {
  for (int i = 0; i < 4; i++)
    r->s[i] = splitmix64(&seed);
}

/* xoshiro256**: the next 64 bits. */
static inline uint64_t rng_next(rng *r) {
  uint64_t *s = r->s;
  uint64_t result = rotl(s[1] * 5, 7) * 9;
  uint64_t t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 45);
  return result;
}

/* Uniform in [0, bound), Lemire's multiply-and-reject exactly as core/rng.c (draws
 * nothing when bound <= 1, which keeps the streams in step). */
static inline uint32_t below(rng *r, uint32_t bound) {
  if (bound <= 1) return 0;
  uint64_t m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * bound;
  uint32_t low = (uint32_t)m;
  if (low < bound) {
    uint32_t threshold = (uint32_t)(-bound) % bound;
    while (low < threshold) {
      m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * bound;
      low = (uint32_t)m;
    }
  }
  return (uint32_t)(m >> 32);
}

/* The seat steps places from `from` in the direction of play. */
static inline int seat_after(const game *g, int from, int steps) {
  int s = (from + steps * g->direction) % g->players;
  return s < 0 ? s + g->players : s;
}

/* Lays out the deck in luno's card-id order. */
static void build_deck(game *g) {
  int n = 0;
  for (int t = 0; t < BASE_NTYPES; t++) {
    int wild = t >= T_WILD, colors = wild ? 1 : NCOLORS;
    int copies = wild ? 4 : t == 0 ? 1 : 2;
    for (int c = 0; c < colors; c++)
      for (int k = 0; k < copies; k++) {
        g->type[n] = (uint8_t)t;
        g->card_color[n++] = (int8_t)(wild ? -1 : c);
      }
  }
}

/* Fisher-Yates from the top down, as luno_shuffle. */
static void shuffle(game *g, uint8_t *p, int n) {
  for (int i = n - 1; i > 0; i--) {
    int j = (int)below(&g->deck_rng, (uint32_t)i + 1);
    uint8_t t = p[i];
    p[i] = p[j];
    p[j] = t;
  }
}

/* The discard pile but its top becomes the new draw pile, shuffled. */
static void reshuffle(game *g) {
  int n = g->ndiscard;
  if (n <= 1) return;
  memcpy(g->draw + g->ndraw, g->discard, (size_t)(n - 1));
  g->ndraw += n - 1;
  g->discard[0] = g->discard[n - 1];
  g->ndiscard = 1;
  shuffle(g, g->draw, g->ndraw);
}

/* Seat draws the top card; -1 when even a reshuffle leaves nothing to draw. */
static int draw_one(game *g, int seat) {
  if (g->ndraw == 0) reshuffle(g);
  if (g->ndraw == 0) return -1;
  int card = g->draw[--g->ndraw];
  g->hand[seat][g->nhand[seat]++] = (uint8_t)card;
  g->r->cards_drawn++;
  return card;
}

/* Seat draws n cards (fewer if the piles run out). */
static void draw_n(game *g, int seat, int n) {
  for (int i = 0; i < n && draw_one(g, seat) >= 0; i++) {
  }
}

/* Whether seat holds a card of the active color (a Wild Draw Four is then a bluff). */
static int holds_color(const game *g, int seat) {
  const uint8_t *h = g->hand[seat];
  for (int i = 0; i < g->nhand[seat]; i++)
    if (g->card_color[h[i]] == g->color) return 1;
  return 0;
}

/* Whether card may be played now, not as a bluff; has_color: the hand holds the color. */
static inline int legal(const game *g, int card, int has_color) {
  int c = g->card_color[card];
  if (c < 0) return g->type[card] != T_WD4 || !has_color;
  return c == g->color || g->type[card] == g->symbol;
}

/* Next draws n cards and loses the turn (Draw Two, Wild Draw Four unchallenged). */
static void force_draw(game *g, int n) {
  draw_n(g, seat_after(g, g->current, 1), n);
  g->skips++;
}

/* Seat plays the card at pos in its hand and its effect happens. The bot always calls
 * UNO and never challenges, so neither needs anything here. Returns 1 if it went out. */
static int play(game *g, int seat, int pos) {
  uint8_t *h = g->hand[seat];
  int card = h[pos], n = --g->nhand[seat];
  memmove(h + pos, h + pos + 1, (size_t)(n - pos));
  g->discard[g->ndiscard++] = (uint8_t)card;
  int t = g->type[card];
  g->color = g->card_color[card];
  g->symbol = t;
  g->r->plays_by_type[t]++;
  switch (t) {
  case T_SKIP: g->skips++; break;
  case T_REVERSE:
    if (g->players == 2)
      g->skips++;
    else
      g->direction = -g->direction;
    break;
  case T_DRAW_TWO: force_draw(g, 2); break;
  case T_WILD: g->color = (int)below(&g->bot_rng[seat], NCOLORS); break;
  case T_WD4:
    g->color = (int)below(&g->bot_rng[seat], NCOLORS);
    force_draw(g, 4);
    break;
  default: break;
  }
  return n == 0;
}

/* One turn of the current seat: a uniformly random legal card, else draw one and play it
 * if it can. Returns 1 if the seat went out; else moves play on. */
static int turn(game *g) {
  int seat = g->current, n = g->nhand[seat], nlegal = 0, wd4 = 0;
  const uint8_t *h = g->hand[seat];
  uint8_t pos[DECK];
  g->r->turns++;
  for (int i = 0; i < n; i++) {
    int card = h[i], c = g->card_color[card];
    if (c < 0) {
      wd4 |= g->type[card] == T_WD4;
      pos[nlegal++] = (uint8_t)i;
    } else if (c == g->color || g->type[card] == g->symbol)
      pos[nlegal++] = (uint8_t)i;
  }
  if (wd4 && holds_color(g, seat)) { /* drop the bluffs, keeping hand order */
    int k = 0;
    for (int i = 0; i < nlegal; i++)
      if (g->type[h[pos[i]]] != T_WD4) pos[k++] = pos[i];
    nlegal = k;
  }
  int went_out = 0;
  if (nlegal > 0) {
    went_out = play(g, seat, pos[below(&g->bot_rng[seat], (uint32_t)nlegal)]);
  } else {
    int card = draw_one(g, seat);
    if (card >= 0 && legal(g, card, g->type[card] == T_WD4 && holds_color(g, seat)))
      went_out = play(g, seat, g->nhand[seat] - 1);
  }
  if (went_out) return 1;
  g->current = seat_after(g, g->current, 1 + g->skips);
  g->skips = 0;
  return 0;
}

/* Gathers and shuffles the deck and deals hand_size cards to each seat, from the
 * dealer's left. */
static void deal(game *g) {
  g->direction = 1;
  g->ndiscard = 0;
  for (int s = 0; s < g->players; s++)
    g->nhand[s] = 0;
  for (int c = 0; c < DECK; c++)
    g->draw[c] = (uint8_t)c;
  g->ndraw = DECK;
  shuffle(g, g->draw, DECK);
  for (int k = 0; k < g->o->hand_size; k++)
    for (int i = 1; i <= g->players; i++)
      draw_one(g, seat_after(g, g->dealer, i));
  g->r->cards_drawn -= (long)g->o->hand_size * g->players;
}

/* Flips the first card and carries out its effect (RULES.md section 2's table); a Wild
 * Draw Four goes back into the deck, which is shuffled, and another is flipped. Sets the
 * seat that plays first. */
static void flip(game *g) {
  int card, t, next = -1;
  for (;;) {
    card = g->draw[--g->ndraw];
    g->discard[g->ndiscard++] = (uint8_t)card;
    t = g->type[card];
    if (t != T_WD4) break;
    g->draw[g->ndraw++] = g->discard[--g->ndiscard];
    shuffle(g, g->draw, g->ndraw);
  }
  g->color = g->card_color[card];
  g->symbol = t;
  g->current = g->dealer;
  g->skips = 0;
  if (t == T_SKIP)
    g->skips = 1;
  else if (t == T_REVERSE) {
    g->direction = -1;
    next = g->dealer;
  } else if (t == T_DRAW_TWO)
    force_draw(g, 2);
  else if (t == T_WILD)
    g->color = (int)below(&g->bot_rng[seat_after(g, g->dealer, 1)], NCOLORS);
  g->current = next >= 0 ? next : seat_after(g, g->current, 1 + g->skips);
  g->skips = 0;
}

/* The round winner scores every card left in the other hands (winner_takes). Returns 1
 * when someone reached the target score. */
static int score(game *g, int winner) {
  int points = 0, over = 0;
  for (int s = 0; s < g->players; s++)
    for (int i = 0; i < g->nhand[s]; i++)
      points += POINTS[g->type[g->hand[s][i]]];
  g->r->scores[winner] += points;
  g->r->rounds++;
  for (int s = 0; s < g->players; s++)
    over |= g->r->scores[s] >= g->o->target_score;
  return over;
}

/* The match leader: highest total, ties to the lower seat. */
static int leader(const base_result *r, int players) {
  int best = 0;
  for (int s = 1; s < players; s++)
    if (r->scores[s] > r->scores[best]) best = s;
  return best;
}

/* The official options for the given number of players. */
base_options base_defaults(int players) {
  base_options o = {players, 7, 500, 0};
  return o;
}

/* One match: rounds (deal, first card, turns until someone goes out, scoring) until a
 * seat reaches the target score; then the deal passes on. Never inlined (a link-time
 * optimized build would): callgrind counts the instructions inside it. */
__attribute__((noinline)) void base_match(const base_options *o, uint64_t seed, base_result *r) {
  game g;
  memset(r, 0, sizeof *r);
  g.o = o;
  g.r = r;
  g.players = o->players;
  g.dealer = 0;
  build_deck(&g);
  rng_init(&g.deck_rng, seed);
  for (int s = 0; s < BASE_MAX_SEATS; s++)
    rng_init(&g.bot_rng[s], seed * 31 + (uint64_t)s + 1);
  for (;;) {
    deal(&g);
    flip(&g);
    while (!turn(&g)) {
    }
    if (score(&g, g.current)) break;
    int step = o->dealer_follows_direction ? g.direction : 1;
    g.dealer = ((g.dealer + step) % g.players + g.players) % g.players;
  }
  r->winner = leader(r, o->players);
}
