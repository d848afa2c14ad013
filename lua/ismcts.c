/* ismcts.c: the `ismcts` bot: single-observer information-set Monte Carlo tree search
 * (Cowling, Powley and Whitehouse 2012) over any loaded ruleset. Each iteration copies the
 * game (luno_copy), deals the cards the bot's seat has not seen anew (luno_determinize),
 * walks the tree by ISUCT (a child's count of times it was available, not its parent's
 * visits), adds one node, plays the round out with random moves and backs the result up:
 * to each seat, what the round was worth to it in points (rewards: a match is won by
 * points; rewarding round wins alone made a bot that hoards wilds and loses to random). Scripts run
 * in the game's own host, their per-game state saved before and put back after every iteration.
 * Nodes are moves as the bot sees them: a play is its card's face, not its id (another world,
 * another id). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "host_impl.h"

enum { PLAYOUT_DECISIONS = 2000 }; /* past this, a playout scores by the cards held */

typedef struct node {
  int parent, child, sibling; /* indexes in the pool; -1: none */
  uint64_t key;               /* the move, as the observer tells moves apart */
  int mover;                  /* the seat that made it */
  double wins;                /* for the mover */
  int visits, avail;
} node;

typedef struct search {
  node *nodes;
  int n, cap;
  luno_rng rng;
  int seat;
  int open; /* ismcts-open: it sees every hand (no worlds dealt anew): an upper bound only */
} search;

/* A move as the bot's seat tells it apart: a play or use by its card's face, else its
 * value. */
static uint64_t move_key(const luno_game *g, const luno_action *a) {
  uint64_t v = (uint64_t)(uint32_t)a->value;
  if ((a->type == LUNO_ACT_PLAY || a->type == LUNO_ACT_USE) && a->value >= 0) {
    const luno_card *c = luno_card_at(g, a->value);
    v = (uint64_t)c->type << 8 | (uint8_t)(c->color + 1);
  }
  return (uint64_t)a->type << 56 | (uint64_t)(uint8_t)a->seat << 48 | v;
}

/* The pending decision's options as moves to apply: a play that leaves the cards the
 * last-card call is due at calls (as the random bot does). */
static luno_action ready(const luno_game *g, luno_action a) {
  int held;
  luno_pile(g, LUNO_HAND(a.seat), &held);
  if (a.type == LUNO_ACT_PLAY && held == luno_calls_at(g) + 1) a.flags = LUNO_CALL;
  return a;
}

/* A new node (the pool grows as needed); -1 out of memory. */
static int new_node(search *s, int parent, uint64_t key, int mover) {
  if (s->n == s->cap) {
    int cap = s->cap ? s->cap * 2 : 1024;
    node *p = realloc(s->nodes, (size_t)cap * sizeof *p);
    if (!p) return -1;
    s->nodes = p, s->cap = cap;
  }
  node *x = &s->nodes[s->n];
  *x = (node){parent, -1, -1, key, mover, 0, 0, 0};
  if (parent >= 0) x->sibling = s->nodes[parent].child, s->nodes[parent].child = s->n;
  return s->n++;
}

/* The child of node with key, or -1. */
static int child_of(const search *s, int at, uint64_t key) {
  for (int c = s->nodes[at].child; c >= 0; c = s->nodes[c].sibling)
    if (s->nodes[c].key == key) return c;
  return -1;
}

/* One step down from `at` in world w: counts every available child, then takes an untried
 * move (a new node: *added, the walk ends there) or the best by ISUCT, and applies it.
 * Returns the node, or -1 (out of memory, or the move failed). */
static int descend(search *s, luno_game *w, int at, double explore, int *added) {
  const luno_pending *p = luno_pending_of(w);
  int untried[LUNO_MAX_CARDS + 8], nuntried = 0, plays = 0, best = -1, best_option = 0;
  double best_score = -1;
  for (int i = 0; i < p->count; i++) {
    int c = child_of(s, at, move_key(w, &p->options[i]));
    if (c < 0) { /* untried: the plays first (as the random bot plays when it can) */
      int play = p->options[i].type == LUNO_ACT_PLAY;
      if (play)
        untried[nuntried++] = untried[plays], untried[plays++] = i;
      else
        untried[nuntried++] = i;
      continue;
    }
    node *x = &s->nodes[c];
    x->avail++;
    double score = x->visits == 0
                       ? HUGE_VAL
                       : x->wins / x->visits + explore * sqrt(log((double)x->avail) / x->visits);
    if (score > best_score) best_score = score, best = c, best_option = i;
  }
  if (nuntried > 0) {
    int i = untried[luno_rng_below(&s->rng, (uint32_t)(plays ? plays : nuntried))];
    best = new_node(s, at, move_key(w, &p->options[i]), p->seat);
    if (best < 0) return -1;
    s->nodes[best].avail = 1;
    best_option = i, *added = 1;
  }
  luno_action a = ready(w, p->options[best_option]);
  if (luno_apply(w, a) != LUNO_OK) return -1;
  return best;
}

/* The seat holding the fewest cards in world w (the first on a tie). */
static int fewest_cards(const luno_game *w) {
  int best = 0, fewest = 1 << 30;
  for (int s = 0; s < luno_state_of(w)->players; s++) {
    int n;
    luno_pile(w, LUNO_HAND(s), &n);
    if (n < fewest) fewest = n, best = s;
  }
  return best;
}

/* What the round played in world w was worth to each seat, in [0, 1]: 0.5 plus its points
 * against the best of the others' (the points it took, or those it let go: the match is
 * won by points, not by rounds), over 150; a round not played out (`played` 0: the
 * cutoff): 1 to the team of the seat holding the fewest cards. before: the root's scores. */
static void rewards(const luno_game *w, int played, const int *before, double *out) {
  const luno_state *st = luno_state_of(w);
  int gain[LUNO_MAX_SEATS], sign = luno_setup_of(w)->scoring == LUNO_SCORE_PENALTY ? -1 : 1;
  int ahead = played ? -1 : fewest_cards(w);
  for (int s = 0; s < st->players; s++)
    gain[s] = sign * (st->scores[s] - before[s]);
  for (int s = 0; s < st->players; s++) {
    int best = -(1 << 30);
    for (int o = 0; o < st->players; o++)
      if (luno_team_of(w, o) != luno_team_of(w, s) && gain[o] > best) best = gain[o];
    double r = 0.5 + (double)(gain[s] - best) / 150.0;
    out[s] = !played ? luno_team_of(w, s) == luno_team_of(w, ahead) : r < 0 ? 0 : r > 1 ? 1 : r;
  }
}

/* Plays world w on with random moves until its round ends (or the cutoff). */
static void playout(search *s, luno_game *w, long round) {
  for (int i = 0; i < PLAYOUT_DECISIONS; i++) {
    if (luno_pending_of(w)->kind == LUNO_ASK_NONE || luno_state_of(w)->round != round) return;
    luno_action a = luno_random_bot(w, &s->rng);
    if (luno_apply(w, a) != LUNO_OK) return;
  }
}

/* One iteration from root world g. */
static int iterate(search *s, const luno_game *g, double explore, const int *before) {
  luno_game *w = luno_copy(g);
  if (!w) return -1;
  if (!s->open) luno_determinize(w, s->seat, &s->rng);
  long round = luno_state_of(w)->round;
  int at = 0, added = 0;
  while (!added && luno_pending_of(w)->kind != LUNO_ASK_NONE && luno_state_of(w)->round == round) {
    int next = descend(s, w, at, explore, &added);
    if (next < 0) break;
    at = next;
  }
  if (luno_state_of(w)->round == round) playout(s, w, round);
  double reward[LUNO_MAX_SEATS]; /* (a round is over once the next one began, or the match) */
  rewards(w, luno_state_of(w)->round != round || luno_state_of(w)->over, before, reward);
  for (int x = at; x > 0; x = s->nodes[x].parent) {
    s->nodes[x].visits++;
    s->nodes[x].wins += reward[s->nodes[x].mover];
  }
  s->nodes[0].visits++;
  luno_free(w);
  return 0;
}

/* An effect's color question (the game cannot be copied while the effect waits): the
 * offered color the seat holds most of, as a player would (the first one on a tie). */
static void most_held_color(const luno_game *g, luno_action *out) {
  const luno_pending *p = luno_pending_of(g);
  int n, best = -1;
  const uint16_t *hand = luno_pile(g, LUNO_HAND(p->seat), &n);
  for (int i = 0; i < p->count; i++) {
    int held = 0;
    for (int k = 0; k < n; k++)
      held += luno_card_at(g, hand[k])->color == p->options[i].value;
    if (held > best) best = held, *out = p->options[i];
  }
}

int luno_host_ismcts(luno_host *h, luno_game *g, int iterations, double explore, int open,
                     luno_rng *rng, luno_action *out) {
  const luno_pending *p = luno_pending_of(g);
  if (p->count == 0) return -1;
  *out = ready(g, p->options[0]);
  /* Only a turn can be copied: every other decision is an effect's question, waiting */
  if (p->kind == LUNO_ASK_COLOR) return most_held_color(g, out), 0;
  if (p->kind != LUNO_ASK_TURN) return 1; /* (no search: the caller decides) */
  if (p->count == 1) return 0;
  search s = {NULL, 0, 0, *rng, p->seat, open};
  int saved = luno_host_save_state(h);
  if (saved < 0 || new_node(&s, -1, 0, -1) < 0)
    return free(s.nodes), luno_host_drop_state(h, saved), -1;
  int before[LUNO_MAX_SEATS];
  memcpy(before, luno_state_of(g)->scores, sizeof before);
  for (int i = 0; i < iterations; i++) {
    int st = iterate(&s, g, explore, before);
    luno_host_restore_state(h, saved);
    if (st < 0) break;
  }
  luno_host_drop_state(h, saved);
  int best = -1;
  int best_play = -1; /* most visits (ties: value); a draw or a pass must beat the best play
                       * clearly: a card in hand is worth playing unless search says not */
  for (int c = s.nodes[0].child; c >= 0; c = s.nodes[c].sibling) {
    int play = (s.nodes[c].key >> 56) == LUNO_ACT_PLAY;
    int *slot = play ? &best_play : &best;
    if (*slot < 0 || s.nodes[c].visits > s.nodes[*slot].visits ||
        (s.nodes[c].visits == s.nodes[*slot].visits && s.nodes[c].wins > s.nodes[*slot].wins))
      *slot = c;
  }
  if (best_play >= 0 && (best < 0 || s.nodes[best].visits * 4 <= s.nodes[best_play].visits * 5))
    best = best_play;
  for (int i = 0; best >= 0 && i < p->count; i++)
    if (move_key(g, &p->options[i]) == s.nodes[best].key) *out = ready(g, p->options[i]);
  *rng = s.rng;
  free(s.nodes);
  host_use_game(h, g); /* (the scripts ran for the worlds last) */
  return 0;
}
