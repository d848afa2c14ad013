/* stats.c: per-game records, the lead tracker, exact histograms and the totals they fold
 * into. Every sum is an integer, so merging is exact and order does not matter. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats.h"

/* Grows a buffer of elements of size each to hold at least want; 0, or -1 out of memory. */
static int grow(void **buf, int *cap, int want, size_t size) {
  if (want <= *cap) return 0;
  int ncap = *cap ? *cap * 2 : 16;
  while (ncap < want)
    ncap *= 2;
  void *nbuf = realloc(*buf, (size_t)ncap * size);
  if (!nbuf) return -1;
  *buf = nbuf;
  *cap = ncap;
  return 0;
}

void stats_game_init(stats_game *g) {
  memset(g, 0, sizeof *g);
  g->winner = g->lead_kept = g->settled = -1;
}

void stats_game_free(stats_game *g) {
  free(g->rounds);
  free(g->rules);
  stats_game_init(g);
}

void stats_game_reset(stats_game *g, uint64_t seed, int players, int ntypes, int first_dealer) {
  stats_round *rounds = g->rounds;
  stats_rule_count *rules = g->rules;
  int rounds_cap = g->rounds_cap, rules_cap = g->rules_cap;
  stats_game_init(g);
  g->rounds = rounds;
  g->rounds_cap = rounds_cap;
  g->rules = rules;
  g->rules_cap = rules_cap;
  g->seed = seed;
  g->players = players;
  g->ntypes = ntypes;
  g->first_dealer = first_dealer;
}

int stats_game_round(stats_game *g, int turns, int winner, int dealer) {
  if (grow((void **)&g->rounds, &g->rounds_cap, g->nrounds + 1, sizeof *g->rounds) < 0) return -1;
  g->rounds[g->nrounds++] = (stats_round){turns, winner, dealer};
  return 0;
}

/* Copies a rule's name into a record's (STATS_NAME_MAX bytes), cut to fit (snprintf's
 * formatting cost more than a count: this runs for every line the scripts say). */
static void copy_name(char *dst, const char *src) {
  size_t n = strnlen(src, STATS_NAME_MAX - 1);
  memcpy(dst, src, n);
  dst[n] = '\0';
}

int stats_game_rule(stats_game *g, const char *name, long count) {
  for (int i = 0; i < g->nrules; i++) /* (the first letter first: most names differ there) */
    if (g->rules[i].name[0] == name[0] && strcmp(g->rules[i].name, name) == 0) {
      g->rules[i].count += count;
      return 0;
    }
  if (grow((void **)&g->rules, &g->rules_cap, g->nrules + 1, sizeof *g->rules) < 0) return -1;
  stats_rule_count *r = &g->rules[g->nrules++];
  copy_name(r->name, name);
  r->count = count;
  return 0;
}

void stats_lead_start(stats_lead *l, int players) {
  memset(l, 0, sizeof *l);
  l->players = players;
  l->leader = -1;
  for (int s = 0; s < STATS_MAX_SEATS; s++)
    l->last_behind[s] = -1;
}

void stats_lead_rank(stats_lead *l, const int *values) {
  int lo = values[0], hi = values[0], at_lo = 0, lo_seat = 0;
  for (int s = 1; s < l->players; s++) {
    if (values[s] < lo) lo = values[s], lo_seat = s;
    if (values[s] > hi) hi = values[s];
  }
  for (int s = 0; s < l->players; s++) {
    at_lo += values[s] == lo;
    if (hi > lo && values[s] == hi) l->behind |= 1u << s;
  }
  if (at_lo == 1) {
    if (l->leader >= 0 && l->leader != lo_seat) l->changes++;
    l->leader = lo_seat;
  }
  int alone = at_lo == 1 ? lo_seat : -1;
  if (l->looks < STATS_MAX_LOOKS) l->leaders[l->looks] = (int8_t)alone;
  for (int s = 0; s < l->players; s++)
    if (s != alone) l->last_behind[s] = l->looks;
  l->looks++;
}

void stats_lead_hands(stats_lead *l, const int *hand_sizes) {
  for (int s = 0; s < l->players; s++)
    l->last[s] = hand_sizes[s];
  l->observed++;
}

/* One look at the hands ranking them too (fewer cards lead): a game of one hand. */
void stats_lead_observe(stats_lead *l, const int *hand_sizes) {
  stats_lead_rank(l, hand_sizes);
  stats_lead_hands(l, hand_sizes);
}

void stats_lead_finish(const stats_lead *l, stats_game *g) {
  g->lead_changes = l->changes;
  g->winner_was_behind = g->winner >= 0 && ((l->behind >> g->winner) & 1u);
  g->margin = 0;
  g->lead_kept = g->settled = -1;
  if (g->winner < 0) return;
  int mid = l->looks / 2 - 1; /* the look ending the first half of the match's rounds */
  if (mid >= 0 && mid < STATS_MAX_LOOKS && l->leaders[mid] >= 0)
    g->lead_kept = l->leaders[mid] == g->winner;
  if (l->looks > 0 && l->last_behind[g->winner] < l->looks - 1) /* it led alone at the end */
    g->settled = (int)(100L * (l->last_behind[g->winner] + 1) / l->looks);
  if (!l->observed) return;
  int closest = -1;
  for (int s = 0; s < l->players; s++)
    if (s != g->winner && (closest < 0 || l->last[s] < closest)) closest = l->last[s];
  g->margin = closest < 0 ? 0 : closest;
}

/* *dst += v, unless that would leave the range of a long (or v is negative): -1 then,
 * *dst unchanged. Counts are never printed wrapped round. */
static int add_count(long *dst, long v) {
  long sum;
  if (v < 0 || __builtin_add_overflow(*dst, v, &sum)) return -1;
  *dst = sum;
  return 0;
}

int stats_hist_add(stats_hist *h, long value, long count) {
  if (value < 0) value = 0;
  if (value > STATS_MAX_VALUE || count < 0) return -1; /* (doubling past it would overflow) */
  if (h->n > LONG_MAX - count) return -1;
  if (value >= h->size) {
    long nsize = h->size ? h->size : 64;
    while (nsize <= value)
      nsize *= 2;
    long *ncount = realloc(h->count, (size_t)nsize * sizeof *ncount);
    if (!ncount) return -1;
    memset(ncount + h->size, 0, (size_t)(nsize - h->size) * sizeof *ncount);
    h->count = ncount;
    h->size = nsize;
  }
  h->count[value] += count; /* (at most h->n, which was checked) */
  h->n += count;
  return 0;
}

int stats_hist_merge(stats_hist *dst, const stats_hist *src) {
  for (long v = src->size - 1; v >= 0; v--)
    if (src->count[v] && stats_hist_add(dst, v, src->count[v]) < 0) return -1;
  return 0;
}

void stats_hist_free(stats_hist *h) {
  free(h->count);
  memset(h, 0, sizeof *h);
}

long stats_hist_max(const stats_hist *h) {
  for (long v = h->size - 1; v >= 0; v--)
    if (h->count[v]) return v;
  return -1;
}

void stats_totals_init(stats_totals *t, int players, int ntypes, const char *const *type_names) {
  memset(t, 0, sizeof *t);
  t->players = players;
  t->ntypes = ntypes;
  for (int s = 0; s < STATS_MAX_SEATS; s++)
    t->team[s] = s; /* each seat its own, until stats_totals_set_teams */
  for (int k = 0; k < ntypes; k++) {
    if (type_names)
      snprintf(t->type_names[k], STATS_NAME_MAX, "%s", type_names[k]);
    else
      snprintf(t->type_names[k], STATS_NAME_MAX, "type%d", k);
  }
}

void stats_totals_free(stats_totals *t) {
  stats_hist_free(&t->round_turns);
  stats_hist_free(&t->game_turns);
  stats_hist_free(&t->game_rounds);
  stats_hist_free(&t->lead_changes);
  stats_hist_free(&t->settled);
  stats_hist_free(&t->margin);
}

int stats_add_rule(stats_totals *t, const char *name, long count) {
  char key[STATS_NAME_MAX]; /* names are kept as long as a record keeps them */
  copy_name(key, name);
  int lo = 0, hi = t->nrules;
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if (strcmp(t->rules[mid].name, key) < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  if (lo < t->nrules && strcmp(t->rules[lo].name, key) == 0)
    return add_count(&t->rules[lo].count, count);
  if (t->nrules == STATS_MAX_RULES) return add_count(&t->rules_dropped, count);
  if (count < 0) return -1;
  memmove(&t->rules[lo + 1], &t->rules[lo], (size_t)(t->nrules - lo) * sizeof t->rules[0]);
  copy_name(t->rules[lo].name, key);
  t->rules[lo].count = count;
  t->nrules++;
  return 0;
}

/* Folds the rounds of g in: their lengths, and who won each relative to its dealer. */
static int add_rounds(stats_totals *t, const stats_game *g) {
  for (int r = 0; r < g->nrounds; r++) {
    const stats_round *rd = &g->rounds[r];
    if (stats_hist_add(&t->round_turns, rd->turns, 1) < 0) return -1;
    if (rd->winner < 0) continue;
    t->rounds_decided++;
    t->round_wins[(rd->winner - rd->dealer + 2 * g->players) % g->players]++;
  }
  return 0;
}

int stats_add(stats_totals *t, const stats_game *g) {
  t->games++;
  t->rounds += g->nrounds;
  t->turns += g->turns;
  t->cards_drawn += g->cards_drawn;
  if (g->failure != STATS_OK) t->failures[g->failure]++;
  if (g->winner >= 0 && g->failure == STATS_OK) {
    t->decided++;
    t->wins[g->winner]++;
    t->wins_after_dealer[(g->winner - g->first_dealer + 2 * g->players) % g->players]++;
    t->comebacks += g->winner_was_behind != 0;
    t->secure_games += g->lead_kept >= 0;
    t->secure_kept += g->lead_kept > 0;
    if (stats_hist_add(&t->margin, g->margin, 1) < 0) return -1;
    if (g->settled >= 0 && stats_hist_add(&t->settled, g->settled, 1) < 0) return -1;
  }
  for (int k = 0; k < g->ntypes && k < t->ntypes; k++) {
    t->plays[k] += g->plays[k];
    t->uses[k] += g->uses[k];
  }
  for (int i = 0; i < g->nrules; i++)
    if (stats_add_rule(t, g->rules[i].name, g->rules[i].count) < 0) return -1;
  if (add_rounds(t, g) < 0 || stats_hist_add(&t->game_turns, g->turns, 1) < 0 ||
      stats_hist_add(&t->game_rounds, g->nrounds, 1) < 0 ||
      stats_hist_add(&t->lead_changes, g->lead_changes, 1) < 0)
    return -1;
  return 0;
}

/* Adds n counts of src into dst; -1 when one would overflow (dst then partly added: the
 * caller gives up on it). */
static int add_counts(long *dst, const long *src, int n) {
  for (int i = 0; i < n; i++)
    if (add_count(&dst[i], src[i]) < 0) return -1;
  return 0;
}

void stats_totals_set_teams(stats_totals *t, int nteams, const int *team) {
  t->nteams = nteams > 0 && nteams <= t->players ? nteams : 0;
  for (int s = 0; s < t->players; s++)
    t->team[s] = t->nteams ? team[s] : s;
}

long stats_team_wins(const stats_totals *t, int k) {
  long n = 0;
  for (int s = 0; s < t->players; s++)
    if (t->team[s] == k) n += t->wins[s];
  return n;
}

int stats_merge(stats_totals *dst, const stats_totals *src, char *err, int errlen) {
  if (dst->players != src->players || dst->ntypes != src->ntypes) {
    snprintf(err, (size_t)errlen,
             "cannot merge totals of %d seats and %d card types with %d and %d", src->players,
             src->ntypes, dst->players, dst->ntypes);
    return -1;
  }
  for (int k = 0; k < dst->ntypes; k++)
    if (strcmp(dst->type_names[k], src->type_names[k]) != 0) {
      snprintf(err, (size_t)errlen,
               "cannot merge totals: card type %d is '%s' in one, '%s' in another", k,
               src->type_names[k], dst->type_names[k]);
      return -1;
    }
  if (dst->nteams != src->nteams ||
      memcmp(dst->team, src->team, (size_t)dst->players * sizeof *dst->team)) {
    snprintf(err, (size_t)errlen, "cannot merge totals: the seats play in other teams");
    return -1;
  }
  dst->reacting |= src->reacting;
  int bad = 0;
  bad |= add_count(&dst->games, src->games) < 0;
  bad |= add_count(&dst->decided, src->decided) < 0;
  bad |= add_count(&dst->rounds, src->rounds) < 0;
  bad |= add_count(&dst->turns, src->turns) < 0;
  bad |= add_count(&dst->cards_drawn, src->cards_drawn) < 0;
  bad |= add_count(&dst->rounds_decided, src->rounds_decided) < 0;
  bad |= add_count(&dst->comebacks, src->comebacks) < 0;
  bad |= add_count(&dst->secure_games, src->secure_games) < 0;
  bad |= add_count(&dst->secure_kept, src->secure_kept) < 0;
  bad |= add_count(&dst->rules_dropped, src->rules_dropped) < 0;
  bad |= add_counts(dst->failures, src->failures, STATS_NFAIL) < 0;
  bad |= add_counts(dst->wins, src->wins, STATS_MAX_SEATS) < 0;
  bad |= add_counts(dst->wins_after_dealer, src->wins_after_dealer, STATS_MAX_SEATS) < 0;
  bad |= add_counts(dst->round_wins, src->round_wins, STATS_MAX_SEATS) < 0;
  bad |= add_counts(dst->plays, src->plays, STATS_MAX_TYPES) < 0;
  bad |= add_counts(dst->uses, src->uses, STATS_MAX_TYPES) < 0;
  for (int i = 0; i < src->nrules; i++)
    bad |= stats_add_rule(dst, src->rules[i].name, src->rules[i].count) < 0;
  if (bad) {
    snprintf(err, (size_t)errlen, "cannot merge totals: a count is negative or past %ld", LONG_MAX);
    return -1;
  }
  if (stats_hist_merge(&dst->round_turns, &src->round_turns) < 0 ||
      stats_hist_merge(&dst->game_turns, &src->game_turns) < 0 ||
      stats_hist_merge(&dst->game_rounds, &src->game_rounds) < 0 ||
      stats_hist_merge(&dst->lead_changes, &src->lead_changes) < 0 ||
      stats_hist_merge(&dst->margin, &src->margin) < 0 ||
      stats_hist_merge(&dst->settled, &src->settled) < 0) {
    snprintf(err, (size_t)errlen,
             "cannot merge totals: a histogram value past %d, a count past %ld, or out of memory",
             STATS_MAX_VALUE, LONG_MAX);
    return -1;
  }
  return 0;
}
