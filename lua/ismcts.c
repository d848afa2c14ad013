/* ismcts.c: the `ismcts` bot: single-observer information-set Monte Carlo tree search
 * (Cowling, Powley and Whitehouse 2012) over any loaded ruleset. Each iteration copies the
 * game (luno_copy), deals the cards the bot's seat has not seen anew (luno_determinize),
 * walks the tree by ISUCT (a child's count of times it was available, not its parent's
 * visits), adds one node, plays the round out by a shedding policy and backs the result
 * up: to each seat, what the round was worth to it in points, or who won the match when
 * the round ended it (rewards: rewarding round wins alone made a bot that hoards wilds
 * and loses matches to random bots). Scripts run in the game's own host, their per-game
 * state saved before and put back after every iteration. Nodes are moves as the bot sees
 * them: a play is its card's face, not its id (another world, another id). */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "host_impl.h"

enum { PLAYOUT_DECISIONS = 2000 }; /* past this, a playout scores by the cards held */
enum { ANSWER_MARGIN = 256 };      /* questions one action may ask, near that cutoff */
#define PRIOR_WEIGHT 1.0           /* the prior's bias at a move's first visit */
enum { MARK_REPLAY = 64 };         /* the most actions a search from the mark replays */
/* Under a declared measure of progress (Phase 10, Skip-Bo: rounds of hundreds of turns), a
 * playout ends its round after this many laps of the table and scores what each seat
 * advanced by the measure: a whole round a playout made a decision cost seconds. */
enum { HORIZON_LAPS = 2 };
#define PLAIN_TRUST 0.8      /* how often a playout gives a plain bot's answer (plain_answer) */
#define PROGRESS_WEIGHT 0.25 /* a playout's reward for a step of progress over the others' */
/* A world where another seat's play was a bluff (by the hand dealt to it there) is kept
 * this often: uniform worlds bluff far more often than players do (a card that may not be
 * played over the active color finds its player holding that color in most of them), and
 * a search that believed them challenged nearly every such play of random bots. */
#define BLUFF_BELIEF 0.02

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
  int worth[LUNO_MAX_TYPES]; /* shed_worth by card type, read from the setup once a search */
  int answered;              /* questions the playout's decider answered */
  long round;                /* the round the playout plays */
  luno_host *host;           /* the game's: the worlds' scripts run in it */
  int world;                 /* the rules hide g.vars: each world's are dealt (host_world) */
  double deadline;           /* the thread's CPU seconds at which the search stops; 0: none */
  double wall_read;          /* the coarse wall clock when the CPU clock was last read */
  int late;                  /* the deadline passed: the search plays its best move so far */
  luno_game *playing;        /* the world the playout plays */
  int progress;              /* the rules declare a measure of progress (luno_host_progress) */
  int progress_before[LUNO_MAX_SEATS]; /* the measure at the root */
  int turns, turn_seat;                /* the playout's turns so far, and whose turn it last saw */
  int listening;                       /* playout_heard listens to the world (listen_to) */
  int progress_kept;                   /* progress_end holds the measure as the round ended */
  int progress_end[LUNO_MAX_SEATS];    /* (read then: the next round's deal resets it) */
} search;

/* Seconds on clock id. */
static double clock_seconds(clockid_t id) {
  struct timespec t;
  clock_gettime(id, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

#ifdef CLOCK_MONOTONIC_COARSE
#define WALL_CLOCK CLOCK_MONOTONIC_COARSE
#else
#define WALL_CLOCK CLOCK_MONOTONIC
#endif

/* Whether the search's deadline has passed (s->late, once it has). The thread's CPU clock
 * costs a system call, so it is read only once the coarse wall clock (a few nanoseconds)
 * has moved since its last reading: a thread's CPU time cannot pass its wall time. */
static int past_deadline(search *s) {
  if (s->deadline <= 0 || s->late) return s->late;
  double wall = clock_seconds(WALL_CLOCK);
  if (wall == s->wall_read) return 0;
  s->wall_read = wall;
  return s->late = clock_seconds(CLOCK_THREAD_CPUTIME_ID) >= s->deadline;
}

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

/* What a play of a card type sheds, by the rules' own measure: its points, a wild's less
 * than any colored card's (a wild fits anywhere: kept for when nothing else does). Kept by
 * type in the search (fill_worth): read from the setup's large type records at every
 * playout turn, it was a tenth of a special game's search. */
static void fill_worth(search *s, const luno_setup *st) {
  for (int k = 0; k < st->ntypes && k < LUNO_MAX_TYPES; k++)
    s->worth[k] = st->types[k].colored ? st->types[k].points : st->types[k].points - 1000;
}

/* What the play a sheds (fill_worth). */
static inline int shed_worth(const search *s, const luno_game *g, const luno_action *a) {
  return s->worth[luno_card_at(g, a->value)->type];
}

/* A playout's answer to a question other than a turn or a color: mostly a plain bot's
 * (the rule's preferred answer, else a menu's first choice, which greedy gives: Skip-Bo's
 * and Phase 10's menus list the best first), else the random bot's, which never takes a
 * card's challenge. */
static luno_action plain_answer(const luno_game *w, luno_rng *rng) {
  const luno_pending *p = luno_pending_of(w);
  int plain = luno_asks_challenge(w) ? -1 : luno_preferred_option(w); /* (a challenge: never) */
  if (plain < 0 && p->kind == LUNO_ASK_CHOICE && p->count > 0) plain = 0;
  if (plain >= 0 && luno_rng_unit(rng) < PLAIN_TRUST) return p->options[plain];
  return luno_random_bot(w, rng);
}

/* The playouts' policy, for every seat: on a turn, the legal card worth most (ties at random),
 * else a draw, else a pass; a color, the one held most; anything else mostly as a plain bot
 * answers (plain_answer). Rollouts
 * played this way read a position as players who shed their costly cards would, which
 * random rollouts blur. */
static luno_action shed_policy(const search *s, const luno_game *w, luno_rng *rng) {
  const luno_pending *p = luno_pending_of(w);
  if (p->kind == LUNO_ASK_COLOR) {
    luno_action a;
    most_held_color(w, &a);
    return a;
  }
  if (p->kind != LUNO_ASK_TURN) return plain_answer(w, rng);
  int best = -1, best_worth = 0, ties = 0;
  for (int i = 0; i < p->count; i++) {
    const luno_action *o = &p->options[i];
    if (o->type != LUNO_ACT_PLAY || (o->flags & LUNO_BLUFF) || o->value < 0) continue;
    int worth = shed_worth(s, w, o);
    if (best < 0 || worth > best_worth)
      best = i, best_worth = worth, ties = 1;
    else if (worth == best_worth && luno_rng_below(rng, (uint32_t)++ties) == 0)
      best = i;
  }
  if (best < 0) return luno_random_bot(w, rng);
  return ready(w, p->options[best]);
}

/* What the prior reads at a decision: the least and most a play offered sheds; for a
 * color question, how many cards of each color the deciding seat holds, and the most. */
typedef struct hints {
  int least, most, held[LUNO_MAX_COLORS], most_held;
} hints;

static void read_hints(const search *s, const luno_game *w, hints *h) {
  const luno_pending *p = luno_pending_of(w);
  *h = (hints){1 << 30, -(1 << 30), {0}, 0};
  if (p->kind == LUNO_ASK_COLOR) {
    int n;
    const uint16_t *hand = luno_pile(w, LUNO_HAND(p->seat), &n);
    for (int k = 0; k < n; k++) {
      int c = luno_card_at(w, hand[k])->color;
      if (c >= 0 && c < LUNO_MAX_COLORS && ++h->held[c] > h->most_held) h->most_held = h->held[c];
    }
    return;
  }
  for (int i = 0; i < p->count; i++)
    if (p->options[i].type == LUNO_ACT_PLAY && p->options[i].value >= 0) {
      int v = shed_worth(s, w, &p->options[i]);
      h->least = v < h->least ? v : h->least, h->most = v > h->most ? v : h->most;
    }
}

/* How much a move is worth trying before search has a say, in [0, 1]: a play by how much
 * it sheds among the plays offered (shed_worth), a color by how many of it the seat holds
 * (as players name colors), anything else 0. */
static double prior(const search *s, const luno_game *w, const luno_action *o, const hints *h) {
  if (luno_pending_of(w)->kind == LUNO_ASK_COLOR)
    return o->value >= 0 && o->value < LUNO_MAX_COLORS && h->most_held
               ? (double)h->held[o->value] / h->most_held
               : 0;
  if (o->type != LUNO_ACT_PLAY || (o->flags & LUNO_BLUFF) || o->value < 0) return 0;
  return h->most == h->least
             ? 1
             : 0.5 + 0.5 * (shed_worth(s, w, o) - h->least) / (double)(h->most - h->least);
}

/* One step down from `at` in world w: counts every available child, then takes an untried
 * move (a new node: *added, the walk ends there; the likeliest by prior first) or the best
 * by ISUCT with a bias toward the prior (Chaslot et al. 2008: the bias fades as the
 * visits grow, so search overrules it), and applies it. Returns the node, or -1 (out of
 * memory, or the move failed). */
static int descend(search *s, luno_game *w, int at, double explore, int *added) {
  const luno_pending *p = luno_pending_of(w);
  int best = -1, best_option = 0, fresh = -1;
  double best_score = -1, fresh_prior = -1;
  hints hint;
  read_hints(s, w, &hint);
  for (int i = 0; i < p->count; i++) {
    double bias = prior(s, w, &p->options[i], &hint);
    int c = child_of(s, at, move_key(w, &p->options[i]));
    if (c < 0) { /* untried: the likeliest first, ties at random */
      bias += luno_rng_unit(&s->rng) * 1e-6;
      if (bias > fresh_prior) fresh_prior = bias, fresh = i;
      continue;
    }
    node *x = &s->nodes[c];
    x->avail++;
    double score = x->wins / x->visits + explore * sqrt(log((double)x->avail) / x->visits) +
                   PRIOR_WEIGHT * bias / (x->visits + 1);
    if (score > best_score) best_score = score, best = c, best_option = i;
  }
  if (fresh >= 0) {
    best = new_node(s, at, move_key(w, &p->options[fresh]), p->seat);
    if (best < 0) return -1;
    s->nodes[best].avail = 1;
    best_option = fresh, *added = 1;
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

/* The best of the values v of the seats not on seat s's team. */
static int best_other(const luno_game *w, const int *v, int s) {
  int best = -(1 << 30);
  for (int o = 0; o < luno_state_of(w)->players; o++)
    if (luno_team_of(w, o) != luno_team_of(w, s) && v[o] > best) best = v[o];
  return best;
}

/* Reads the measure of progress in world w into now: 1, or 0 when there is none (or it
 * failed). */
static int read_progress(search *s, luno_game *w, int *now) {
  char words[8];
  return s->progress && luno_host_progress(s->host, w, now, words, (int)sizeof words) == 1;
}

/* Keeps the measure as the playout's round ends, before the next round's deal resets it
 * (a stock dealt anew would leave every move the same advance). */
static void keep_progress(search *s) {
  if (!s->progress_kept) s->progress_kept = read_progress(s, s->playing, s->progress_end);
}

/* What each seat advanced in world w by the rules' measure of progress since the root (the
 * measure counts down to a win) into adv: as the round ended (keep_progress), else now; 1,
 * or 0 when there is none (or it failed). */
static int progress_made(search *s, luno_game *w, int *adv) {
  int now[LUNO_MAX_SEATS];
  const int *at = s->progress_kept ? s->progress_end : now;
  if (!s->progress_kept && !read_progress(s, w, now)) return 0;
  for (int k = 0; k < luno_state_of(w)->players; k++)
    adv[k] = s->progress_before[k] - at[k];
  return 1;
}

/* What the round played in world w was worth to each seat, in [0, 1]: when it ended the
 * match, 1 to the match's winner (and its team), 0 to the rest (points no longer matter,
 * only who won); else 0.5 plus its points against the best of the others' (the points it
 * took, or those it let go: the match is won by points, not by rounds), over 150, plus
 * PROGRESS_WEIGHT a step it advanced by a declared measure of progress against the best of
 * the others; a round not played out (`played` 0: the cutoff) with no such measure: 1 to
 * the team of the seat holding the fewest cards. before: the root's scores. */
static void rewards(search *s, luno_game *w, int played, const int *before, double *out) {
  const luno_state *st = luno_state_of(w);
  int gain[LUNO_MAX_SEATS], adv[LUNO_MAX_SEATS] = {0};
  int sign = luno_setup_of(w)->scoring == LUNO_SCORE_PENALTY ? -1 : 1;
  if (st->over && st->winner >= 0) {
    for (int k = 0; k < st->players; k++)
      out[k] = luno_team_of(w, k) == luno_team_of(w, st->winner);
    return;
  }
  int measured = progress_made(s, w, adv);
  int ahead = played || measured ? -1 : fewest_cards(w);
  for (int k = 0; k < st->players; k++)
    gain[k] = sign * (st->scores[k] - before[k]);
  for (int k = 0; k < st->players; k++) {
    double r = 0.5 + (double)(gain[k] - best_other(w, gain, k)) / 150.0 +
               PROGRESS_WEIGHT * (adv[k] - best_other(w, adv, k));
    out[k] = ahead >= 0 ? luno_team_of(w, k) == luno_team_of(w, ahead) : r < 0 ? 0 : r > 1 ? 1 : r;
  }
}

/* Counts the playout's turns; at the horizon (under a measure of progress) its round is
 * ended, once the turn under way is over. */
static void note_turn(search *s) {
  int seat = luno_state_of(s->playing)->current;
  if (seat == s->turn_seat) return;
  s->turn_seat = seat;
  if (s->progress && ++s->turns == HORIZON_LAPS * luno_state_of(s->playing)->players)
    keep_progress(s), luno_end_round(s->playing, -1);
}

/* The playout's decider: an effect's question answered where it is asked (the effect runs
 * as a plain call, not a coroutine that waits for the loop), by the policy and the draws
 * the loop would answer it with, in the same order: the same playout. Whole rounds of
 * menus are played within one action so; the next round's questions are left to wait
 * (playout_heard): the round's points and progress, all the reward reads, are kept by then. */
static int playout_answer(void *ud, const luno_game *w, luno_action *out) {
  search *s = ud;
  s->answered++;
  note_turn(s);
  *out = shed_policy(s, w, &s->rng);
  return 1;
}

/* A world's listener: at its round's score, the measure of progress is kept and the
 * playout's decider goes (the next round's questions, asked within the same action, wait:
 * the loop stops there). */
static void playout_heard(void *ud, const luno_game *w, const luno_log_event *e) {
  search *s = ud;
  (void)w;
  if (e->kind != LUNO_LOG_SCORE) return;
  keep_progress(s);
  luno_set_decider(s->playing, NULL, NULL, 0);
}

/* Makes playout_heard world w's listener, from the tree's first move on (a round the tree's
 * moves end, as a seat empties its stock in its own turn, is scored by the measure then),
 * unless w is at the game's start: a new listener of a game there replays its opening, and
 * the deal the world was given would go. */
static void listen_to(search *s, luno_game *w) {
  if (s->listening || luno_log_length(w) == 0) return;
  s->listening = 1;
  luno_listen(w, playout_heard, s);
  luno_listen_keys_only(w, 1); /* (it hears the score alone; the scripts' words are not made) */
}

/* Plays world w on until its round ends (or the cutoff: every answer counts, the loop's
 * and the decider's). The decider answers where every seat is a bot (a person's seat may
 * be asked to type an answer, which only the loop can leave unanswered); near the cutoff
 * the loop answers each question itself again, so a playout stops where it always did
 * unless one action asks more than ANSWER_MARGIN. */
static void playout(search *s, luno_game *w, long round) {
  uint16_t seats = (uint16_t)((1u << luno_state_of(w)->players) - 1);
  s->answered = 0, s->round = round, s->turns = 0, s->turn_seat = -1;
  listen_to(s, w); /* (the tree's moves took it past its start) */
  if ((luno_setup_of(w)->bots & seats) == seats) luno_set_decider(w, playout_answer, s, seats);
  for (int i = 0; i + s->answered < PLAYOUT_DECISIONS; i++) {
    if (luno_pending_of(w)->kind == LUNO_ASK_NONE || luno_state_of(w)->round != round) break;
    if (i + s->answered >= PLAYOUT_DECISIONS - ANSWER_MARGIN) luno_set_decider(w, NULL, NULL, 0);
    if ((i & 15) == 15 && past_deadline(s)) break; /* (scored as a cutoff) */
    note_turn(s);
    luno_action a = shed_policy(s, w, &s->rng);
    if (luno_apply(w, a) != LUNO_OK) break;
  }
  luno_set_decider(w, NULL, NULL, 0);
}

/* Where the worlds start: a copy of `from` (the game itself at a turn, else the host's
 * mark: the game at its last turn), dealt anew as the searching seat knows `now` (the game),
 * then `now`'s actions since `from` replayed, which brings the world to the same question.
 * state: the scripts' state at `from`. */
typedef struct root {
  const luno_game *from, *now;
  const luno_action *replay;
  int nreplay, state;
  int resume; /* from is a turn's start: its turn_start effect runs first (luno_resume) */
} root;

/* Whether action a, another seat's play, would be a bluff in world w by the card's own
 * rule (the cards dealt to that seat there hold what it may not be played over; the
 * pending options were copied from the real game, so they cannot tell): such worlds are
 * kept only in proportion to BLUFF_BELIEF, the search's belief that others bluff. */
static int bluffed_here(const luno_game *w, const luno_action *a, int seat) {
  return a->type == LUNO_ACT_PLAY && a->seat != seat && a->value >= 0 &&
         luno_base_answer(w, a->seat, a->value) == LUNO_ANSWER_BLUFF;
}

/* A world for one iteration, or NULL: no copy, or the replay failed or came elsewhere (the
 * world dealt cards the actions since cannot have come from). */
static luno_game *new_world(search *s, const root *r) {
  luno_game *w = luno_copy(r->from);
  if (!w) return NULL;
  if (!s->open && (luno_determinize_at(w, r->now, s->seat, &s->rng) < 0 ||
                   (s->world && host_world(s->host, w, s->seat) < 0)))
    return luno_free(w), NULL;
  if (r->resume && luno_resume(w) != LUNO_OK) return luno_free(w), NULL;
  for (int i = 0; i < r->nreplay; i++) {
    if (bluffed_here(w, &r->replay[i], s->seat) && luno_rng_unit(&s->rng) >= BLUFF_BELIEF)
      return luno_free(w), NULL;
    if (luno_apply(w, r->replay[i]) != LUNO_OK) return luno_free(w), NULL;
  }
  const luno_pending *p = luno_pending_of(w), *q = luno_pending_of(r->now);
  if (p->kind != q->kind || p->seat != q->seat || p->count != q->count) return luno_free(w), NULL;
  return w;
}

/* One iteration: 0, or 1 when no world could be made. */
static int iterate(search *s, const root *r, double explore, const int *before) {
  luno_game *w = new_world(s, r);
  if (!w) return 1;
  long round = luno_state_of(w)->round;
  int at = 0, added = 0;
  s->playing = w, s->progress_kept = 0, s->listening = 0;
  listen_to(s, w);
  while (!added && luno_pending_of(w)->kind != LUNO_ASK_NONE && luno_state_of(w)->round == round) {
    int next = descend(s, w, at, explore, &added);
    if (next < 0) break;
    at = next;
  }
  if (luno_state_of(w)->round == round) playout(s, w, round);
  double reward[LUNO_MAX_SEATS]; /* (a round is over once the next one began, or the match) */
  rewards(s, w, luno_state_of(w)->round != round || luno_state_of(w)->over, before, reward);
  for (int x = at; x > 0; x = s->nodes[x].parent) {
    s->nodes[x].visits++;
    s->nodes[x].wins += reward[s->nodes[x].mover];
  }
  s->nodes[0].visits++;
  luno_free(w);
  return 0;
}

/* Whether the host's mark is an earlier decision of g, at most MARK_REPLAY actions back:
 * the same deal, and g's log begins with the mark's. */
static int mark_leads_to(const luno_host *h, const luno_game *g) {
  const luno_game *m = h->mark;
  if (!m || luno_setup_of(m)->seed != luno_setup_of(g)->seed) return 0;
  int n = luno_log_length(m), len = luno_log_length(g);
  return n <= len && len - n <= MARK_REPLAY &&
         (n == 0 || !memcmp(luno_log(m), luno_log(g), (size_t)n * sizeof *luno_log(g)));
}

/* Makes copy (owned from here on) the host's mark, with the scripts' state now: 1, or -1
 * out of memory (copy freed, the old mark kept). */
static int set_mark(luno_host *h, luno_game *copy, int resumes) {
  int state = luno_host_save_state(h);
  if (state < 0) return luno_free(copy), -1;
  luno_free(h->mark);
  luno_host_drop_state(h, h->mark_state);
  h->mark = copy, h->mark_state = state, h->mark_resumes = resumes;
  return 1;
}

int luno_host_search_mark(luno_host *h, const luno_game *g) {
  h->marking = 1;
  if (!g || h->waiting || luno_pending_of(g)->kind != LUNO_ASK_TURN) return 0;
  luno_game *copy = luno_copy(g);
  return copy ? set_mark(h, copy, 0) : 0;
}

void host_mark_turn_start(luno_host *h, luno_game *g) {
  if (h->in_search || h->waiting || luno_replaying(g)) return;
  luno_game *copy = luno_copy_turn_start(g);
  if (copy) set_mark(h, copy, 1); /* (out of memory: no mark; the policy answers instead) */
}

/* Where the search of g's decision starts: the host's mark when it leads to g (it is g
 * itself at a turn the table just marked: no second copy of the scripts' state; or the
 * turn's start before a question the turn's play asks, as the core's own challenge: each
 * world replays the play from a hand dealt as the seat knows it, so the hand the card
 * left, a challenge's evidence, is never the real one), else g when no effect waits
 * (*saved: a state saved here, to drop after); 0, or -1 when it cannot: an effect waits
 * and the mark does not lead to it. */
static int find_root(luno_host *h, luno_game *g, root *r, int *saved) {
  *r = (root){g, g, NULL, 0, 0, 0};
  *saved = 0;
  int marked = mark_leads_to(h, g), n = marked ? luno_log_length(h->mark) : 0;
  int in_play = marked && luno_pending_of(g)->kind != LUNO_ASK_TURN;
  if (!h->waiting && !in_play && !(marked && n == luno_log_length(g))) /* (a mark of g now) */
    return (*saved = r->state = luno_host_save_state(h)) > 0 ? 0 : -1;
  if (!marked) return -1;
  *r = (root){h->mark, g, luno_log(g) + n, luno_log_length(g) - n, h->mark_state, h->mark_resumes};
  return 0;
}

/* The move of the root's child with the most visits (ties: value); a draw or a pass must
 * beat the best play clearly: a card in hand is worth playing unless search says not. */
static void choose(const search *s, const luno_game *g, luno_action *out) {
  const luno_pending *p = luno_pending_of(g);
  int best = -1, best_play = -1;
  for (int c = s->nodes[0].child; c >= 0; c = s->nodes[c].sibling) {
    int play = (s->nodes[c].key >> 56) == LUNO_ACT_PLAY;
    int *slot = play ? &best_play : &best;
    if (*slot < 0 || s->nodes[c].visits > s->nodes[*slot].visits ||
        (s->nodes[c].visits == s->nodes[*slot].visits && s->nodes[c].wins > s->nodes[*slot].wins))
      *slot = c;
  }
  if (best_play >= 0 && (best < 0 || s->nodes[best].visits * 4 <= s->nodes[best_play].visits * 5))
    best = best_play;
  for (int i = 0; best >= 0 && i < p->count; i++)
    if (move_key(g, &p->options[i]) == s->nodes[best].key) *out = ready(g, p->options[i]);
}

/* Runs the iterations from root r, the scripts' own state taken out meanwhile (a waiting
 * effect with it: worlds run effects of their own) and put back after. 0, or -1 when no
 * world could be made (or out of memory). */
static int run_search(luno_host *h, luno_game *g, search *s, const root *r, int iterations,
                      double explore) {
  lua_State *waiting = h->waiting;
  int taken = host_take_state(h), made = 0, failed = 0;
  if (taken < 0) return -1;
  h->waiting = NULL, h->in_search = 1;
  int before[LUNO_MAX_SEATS];
  memcpy(before, luno_state_of(g)->scores, sizeof before);
  while (made < iterations && failed < iterations && !past_deadline(s)) {
    if (luno_host_restore_state(h, r->state) < 0) break;
    int st = iterate(s, r, explore, before);
    made += st == 0, failed += st == 1;
  }
  luno_host_restore_state(h, r->state); /* (a world's waiting effect is given back) */
  h->waiting = waiting, h->in_search = 0;
  host_put_state(h, taken);
  host_use_game(h, g); /* (the scripts ran for the worlds last) */
  return made > 0 ? 0 : -1;
}

int luno_host_ismcts(luno_host *h, luno_game *g, int iterations, double explore, int open,
                     double seconds, luno_rng *rng, luno_action *out) {
  const luno_pending *p = luno_pending_of(g);
  if (p->count == 0) return -1;
  *out = ready(g, p->options[0]);
  if (p->count == 1) return 0;
  root r;
  int saved, searched = -1;
  search s = {.rng = *rng, .seat = p->seat, .open = open, .host = h, .world = host_has_world(h)};
  if (seconds > 0) s.deadline = clock_seconds(CLOCK_THREAD_CPUTIME_ID) + seconds;
  fill_worth(&s, luno_setup_of(g));
  char words[8];
  s.progress = luno_host_progress(h, g, s.progress_before, words, (int)sizeof words) == 1;
  if (find_root(h, g, &r, &saved) == 0 && new_node(&s, -1, 0, -1) == 0)
    searched = run_search(h, g, &s, &r, iterations, explore);
  luno_host_drop_state(h, saved);
  if (searched == 0)
    choose(&s, g, out);
  else if (s.late && p->kind == LUNO_ASK_TURN) /* (out of time before one world: the policy) */
    *out = shed_policy(&s, g, &s.rng), searched = 0;
  *rng = s.rng;
  free(s.nodes);
  if (searched == 0) return 0;
  if (p->kind == LUNO_ASK_COLOR) return most_held_color(g, out), 0; /* as a player would */
  return 1; /* (no search: the caller decides) */
}
