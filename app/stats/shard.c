/* shard.c: shard ranges, shard files (write and read back), and their checked merge. */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "serve/json.h"
#include "shard.h"
#include <luno/save.h>

enum { MAX_SHARD_FILE = 64 << 20 };

/* Reads a count of shards (digits alone, at most 1,000,000) from *p on; -1 if none. */
static int shard_count(const char **p) {
  long v = 0;
  if (!isdigit((unsigned char)**p)) return -1;
  for (; isdigit((unsigned char)**p); (*p)++)
    if ((v = v * 10 + (**p - '0')) > 1000000) return -1;
  return (int)v;
}

int stats_shard_spec(const char *spec, int *k, int *n, char *err, int errlen) {
  const char *p = spec;
  *k = shard_count(&p), *n = -1;
  if (*p == '/') p++, *n = shard_count(&p);
  if (*p || *k < 1 || *n < 1 || *k > *n) {
    snprintf(err, (size_t)errlen, "--shard takes K/N with 1 <= K <= N <= 1000000, not '%s'", spec);
    return -1;
  }
  return 0;
}

void stats_shard_range(uint64_t seed, long games, int k, int n, uint64_t *first, long *count) {
  long from = (long)((long long)games * (k - 1) / n), to = (long)((long long)games * k / n);
  *first = seed + (uint64_t)from;
  *count = to - from;
}

int stats_shard_write(const char *path, const stats_totals *t, const stats_meta *m, char *err,
                      int errlen) {
  char tmp[1100];
  FILE *f = luno_file_begin(path, 0644, 1, tmp, sizeof tmp, err, errlen);
  if (!f) return -1;
  stats_write_json(f, t, m);
  return luno_file_finish(f, tmp, path, 0, err, errlen);
}

/* Reads a whole file into a new string. */
static char *slurp(const char *path, char *err, int errlen) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    snprintf(err, (size_t)errlen, "%s: %s", path, strerror(errno));
    return NULL;
  }
  size_t cap = 1 << 16, len = 0;
  char *buf = malloc(cap);
  while (buf) {
    len += fread(buf + len, 1, cap - len - 1, f);
    if (len < cap - 1 || cap >= MAX_SHARD_FILE) break;
    char *nbuf = realloc(buf, cap * 2);
    if (!nbuf) free(buf);
    buf = nbuf;
    cap *= 2;
  }
  fclose(f);
  if (!buf) snprintf(err, (size_t)errlen, "%s: out of memory", path);
  if (buf) buf[len] = '\0';
  return buf;
}

/* An integer number into *out; 0, or -1 if v is not one (serve/json.h reads the files). */
static int json_long(const json_value *v, long *out) {
  long long x;
  if (json_int(v, LONG_MIN, LONG_MAX, &x) < 0) return -1;
  *out = (long)x;
  return 0;
}

/* Copies the string member key of obj into out; 0, or -1 if missing. */
static int get_text(const json_value *obj, const char *key, char *out, size_t size) {
  const json_value *v = json_get(obj, key);
  if (!v || v->kind != JSON_STRING) return -1;
  snprintf(out, size, "%s", v->text);
  return 0;
}

/* Reads the array member key of n counts (integers from 0) into out; 0, or -1. */
static int get_longs(const json_value *obj, const char *key, long *out, int n) {
  const json_value *a = json_get(obj, key);
  if (!a || a->kind != JSON_ARRAY || a->count != n) return -1;
  for (int i = 0; i < n; i++)
    if (json_long(&a->items[i], &out[i]) < 0 || out[i] < 0) return -1;
  return 0;
}

/* Reads an integer member. */
static int get_long(const json_value *obj, const char *key, long *out) {
  return json_long(json_get(obj, key), out);
}

/* Reads [[value, count], ...] into a histogram. */
static int get_hist(const json_value *hists, const char *key, stats_hist *h) {
  const json_value *a = json_get(hists, key);
  if (!a || a->kind != JSON_ARRAY) return -1;
  for (int i = 0; i < a->count; i++) {
    const json_value *pair = &a->items[i];
    long vc[2];
    if (pair->kind != JSON_ARRAY || pair->count != 2) return -1;
    if (json_long(&pair->items[0], &vc[0]) < 0 || json_long(&pair->items[1], &vc[1]) < 0) return -1;
    if (vc[0] < 0 || vc[1] < 0 || stats_hist_add(h, vc[0], vc[1]) < 0) return -1;
  }
  return 0;
}

/* The description: rules, hashes, options, bots, seeds, shard; a name on failure. */
static const char *read_meta(const json_value *doc, stats_meta *m) {
  char format[32];
  uint64_t seed;
  long shard[2];
  if (get_text(doc, "format", format, sizeof format) < 0 || strcmp(format, "luno-sim 1") != 0)
    return "format (not a luno-sim 1 file)";
  if (get_text(doc, "rules", m->rules, sizeof m->rules) < 0) return "rules";
  if (get_text(doc, "options", m->options, sizeof m->options) < 0) return "options";
  if (get_text(doc, "bots", m->bots, sizeof m->bots) < 0) return "bots";
  if (json_u64(json_get(doc, "seed"), &seed) < 0) return "seed";
  if (get_long(doc, "games", &m->games) < 0 || m->games < 0) return "games";
  if (get_longs(doc, "shard", shard, 2) < 0 || shard[0] < 1 || shard[0] > shard[1]) return "shard";
  const json_value *hashes = json_get(doc, "rules_hashes");
  if (!hashes || hashes->kind != JSON_ARRAY || hashes->count > STATS_MAX_HASHES)
    return "rules_hashes";
  for (int i = 0; i < hashes->count; i++) {
    if (hashes->items[i].kind != JSON_STRING) return "rules_hashes";
    stats_meta_hash(m, hashes->items[i].text);
  }
  const json_value *elapsed = json_get(doc, "elapsed_s");
  m->elapsed = elapsed && elapsed->kind == JSON_NUMBER ? strtod(elapsed->text, NULL) : -1.0;
  if (elapsed && !(m->elapsed >= 0)) return "elapsed_s (a time, 0 seconds or more)";
  if (!elapsed) m->elapsed = 0.0; /* (a shard may leave its time out) */
  uint64_t bot_seed = 0;
  if (json_get(doc, "bot_seed") && json_u64(json_get(doc, "bot_seed"), &bot_seed) < 0)
    return "bot_seed";
  m->bot_seed = bot_seed;
  if (json_get(doc, "measure") && get_text(doc, "measure", m->measure, sizeof m->measure) < 0)
    return "measure";
  m->seed = seed;
  m->shard_k = (int)shard[0];
  m->shard_n = (int)shard[1];
  return NULL;
}

/* The seats' teams ("teams": each seat's, 0 .. n - 1, every team with a seat); 0 or -1. */
static int read_teams(const json_value *doc, stats_totals *t) {
  long team[STATS_MAX_SEATS];
  int seen[STATS_MAX_SEATS] = {0}, n = 0;
  if (get_longs(doc, "teams", team, t->players) < 0) return -1;
  int ints[STATS_MAX_SEATS];
  for (int s = 0; s < t->players; s++) {
    if (team[s] >= t->players) return -1;
    ints[s] = (int)team[s];
    if (!seen[ints[s]]++) n++;
  }
  for (int k = 0; k < n; k++)
    if (!seen[k]) return -1; /* teams numbered 0 .. n - 1, none left empty */
  stats_totals_set_teams(t, n, ints);
  return 0;
}

/* Seats and card types, then initializes t; a name on failure. */
static const char *read_shape(const json_value *doc, stats_totals *t) {
  long players;
  const char *names[STATS_MAX_TYPES];
  if (get_long(doc, "players", &players) < 0 || players < 1 || players > STATS_MAX_SEATS)
    return "players";
  const json_value *types = json_get(doc, "card_types");
  if (!types || types->kind != JSON_ARRAY || types->count > STATS_MAX_TYPES) return "card_types";
  int n = 0;
  for (int i = 0; i < types->count; i++) {
    if (types->items[i].kind != JSON_STRING) return "card_types";
    names[n++] = types->items[i].text;
  }
  stats_totals_init(t, (int)players, n, names);
  if (json_get(doc, "teams") && read_teams(doc, t) < 0) return "teams";
  for (int i = 0; i < n; i++) /* (as kept: names are cut to STATS_NAME_MAX) */
    for (int j = 0; j < i; j++)
      if (!strcmp(t->type_names[i], t->type_names[j])) return "card_types (a name twice)";
  return NULL;
}

/* The rule firings, added by name. */
static const char *read_rules(const json_value *doc, stats_totals *t) {
  const json_value *rules = json_get(doc, "rules_fired");
  if (!rules || rules->kind != JSON_OBJECT) return "rules_fired";
  for (int i = 0; i < rules->count; i++) {
    long count;
    if (json_long(&rules->items[i], &count) < 0 || stats_add_rule(t, rules->keys[i], count) < 0)
      return "rules_fired";
  }
  return get_long(doc, "rules_dropped", &t->rules_dropped) < 0 ? "rules_dropped" : NULL;
}

/* The sum of n counts, or -1 past the range of a long. */
static long sum_of(const long *v, int n) {
  long sum = 0;
  for (int i = 0; i < n; i++)
    if (__builtin_add_overflow(sum, v[i], &sum)) return -1;
  return sum;
}

/* Whether counts that a run keeps in step are in step (the games decided are the wins, a
 * comeback is a decided game...): a file that breaks one would print nonsense figures
 * (a rate above 1, intervals of NaN). A name on failure. */
static const char *consistent(const stats_totals *t) {
  long failed = sum_of(t->failures, STATS_NFAIL);
  if (failed < 0 || t->decided > t->games - failed) return "decided (more than the games)";
  if (sum_of(t->wins, t->players) != t->decided) return "wins_by_seat (not the games decided)";
  if (sum_of(t->wins_after_dealer, t->players) != t->decided)
    return "wins_after_dealer (not the games decided)";
  if (t->comebacks > t->decided) return "comebacks (more than the games decided)";
  if (t->secure_games > t->decided || t->secure_kept > t->secure_games)
    return "secure_games (more than the games decided, or kept more than had a leader)";
  if (t->settled.n > t->decided) return "settled (more than one a game decided)";
  if (t->rounds_decided > t->rounds) return "rounds_decided (more than the rounds)";
  if (sum_of(t->round_wins, t->players) != t->rounds_decided)
    return "round_wins_after_dealer (not the rounds decided)";
  if (t->margin.n != t->decided) return "margin (not one a game decided)";
  const stats_hist *per_game[] = {&t->game_turns, &t->game_rounds, &t->lead_changes};
  for (int i = 0; i < 3; i++)
    if (per_game[i]->n != t->games) return "histograms (not one value a game)";
  return NULL;
}

/* Every count of the totals; a name on failure. */
static const char *read_counts(const json_value *doc, stats_totals *t) {
  uint64_t reacting;
  const struct {
    const char *key;
    long *at;
  } scalars[] = {{"games", &t->games},
                 {"decided", &t->decided},
                 {"rounds", &t->rounds},
                 {"turns", &t->turns},
                 {"cards_drawn", &t->cards_drawn},
                 {"rounds_decided", &t->rounds_decided},
                 {"comebacks", &t->comebacks},
                 {"secure_games", &t->secure_games},
                 {"secure_kept", &t->secure_kept},
                 {"errors", &t->failures[STATS_ERROR]},
                 {"invariant_failures", &t->failures[STATS_INVARIANT]},
                 {"stuck", &t->failures[STATS_STUCK]}};
  for (size_t i = 0; i < sizeof scalars / sizeof scalars[0]; i++)
    if (get_long(doc, scalars[i].key, scalars[i].at) < 0 || *scalars[i].at < 0)
      return scalars[i].key;
  if (json_u64(json_get(doc, "reacting"), &reacting) < 0) return "reacting";
  t->reacting = (uint64_t)reacting;
  if (get_longs(doc, "wins_by_seat", t->wins, t->players) < 0) return "wins_by_seat";
  if (get_longs(doc, "wins_after_dealer", t->wins_after_dealer, t->players) < 0)
    return "wins_after_dealer";
  if (get_longs(doc, "round_wins_after_dealer", t->round_wins, t->players) < 0)
    return "round_wins_after_dealer";
  if (get_longs(doc, "plays_by_type", t->plays, t->ntypes) < 0) return "plays_by_type";
  if (get_longs(doc, "uses_by_type", t->uses, t->ntypes) < 0) return "uses_by_type";
  const json_value *hists = json_get(doc, "histograms");
  static const char *const names[] = {"round_turns",  "game_turns", "game_rounds",
                                      "lead_changes", "margin",     "settled"};
  stats_hist *slots[] = {&t->round_turns,  &t->game_turns, &t->game_rounds,
                         &t->lead_changes, &t->margin,     &t->settled};
  for (int i = 0; i < 6; i++)
    if (get_hist(hists, names[i], slots[i]) < 0) return names[i];
  const char *bad = read_rules(doc, t);
  return bad ? bad : consistent(t);
}

int stats_shard_read(const char *path, stats_totals *t, stats_meta *m, char *err, int errlen) {
  char jerr[128];
  memset(t, 0, sizeof *t);
  stats_meta_init(m, NULL, NULL, NULL, 0, 0);
  char *text = slurp(path, err, errlen);
  if (!text) return -1;
  json_value *doc = json_parse(text, strlen(text), jerr, sizeof jerr);
  free(text);
  if (!doc) {
    snprintf(err, (size_t)errlen, "%s: %s", path, jerr);
    return -1;
  }
  const char *bad = doc->kind != JSON_OBJECT ? "the document (not an object)" : read_meta(doc, m);
  if (!bad) bad = read_shape(doc, t);
  if (!bad) bad = read_counts(doc, t);
  json_free(doc);
  if (bad) {
    snprintf(err, (size_t)errlen, "%s: missing or bad field %s", path, bad);
    stats_totals_free(t);
    return -1;
  }
  return 0;
}

/* Whether two shards were played under the same rules, options, bots and split; if not,
 * says how in err. */
static int same_run(const stats_meta *a, const char *na, const stats_meta *b, const char *nb,
                    char *err, int errlen) {
  int same_hashes = a->nhashes == b->nhashes;
  for (int i = 0; same_hashes && i < a->nhashes; i++)
    same_hashes = strcmp(a->hashes[i], b->hashes[i]) == 0;
  const char *what = !same_hashes || strcmp(a->rules, b->rules) != 0 ? "rulesets"
                     : strcmp(a->options, b->options) != 0           ? "options"
                     : strcmp(a->bots, b->bots) != 0                 ? "bots"
                     : a->shard_n != b->shard_n                      ? "shard counts"
                                                                     : NULL;
  if (!what) return 1;
  snprintf(err, (size_t)errlen, "%s and %s were played with different %s", na, nb, what);
  return 0;
}

/* Sorts shard indices by K (insertion sort: shards are few). Not by first seed: a run's
 * seeds S, S+1, ... go on past 2^64-1 from 0, so a later shard may start lower. */
static void sort_by_shard(int count, const stats_meta *metas, int *order) {
  for (int i = 0; i < count; i++) {
    int j = i;
    for (; j > 0 && metas[order[j - 1]].shard_k > metas[i].shard_k; j--)
      order[j] = order[j - 1];
    order[j] = i;
  }
}

/* Checks the seed ranges follow each other (modulo 2^64) without gap or overlap, and that
 * every shard K of N is there once; 0, or -1 with the first problem in err. */
static int check_ranges(int count, const stats_meta *metas, const char *const *names,
                        const int *order, char *err, int errlen) {
  unsigned char seen[4096] = {0};
  for (int i = 0; i < count; i++) {
    const stats_meta *m = &metas[order[i]], *prev = i ? &metas[order[i - 1]] : NULL;
    uint64_t end = prev ? prev->seed + (uint64_t)prev->games : m->seed, gap = m->seed - end;
    if (gap >> 63) { /* (m starts before prev ends: a negative gap) */
      snprintf(err, (size_t)errlen, "%s and %s overlap: both play seed %llu", names[order[i - 1]],
               names[order[i]], (unsigned long long)m->seed);
      return -1;
    }
    if (gap) {
      snprintf(err, (size_t)errlen, "seeds %llu..%llu are missing between %s and %s",
               (unsigned long long)end, (unsigned long long)(m->seed - 1), names[order[i - 1]],
               names[order[i]]);
      return -1;
    }
    if (m->shard_k < (int)sizeof seen && seen[m->shard_k]++) {
      snprintf(err, (size_t)errlen, "%s: shard %d/%d is there twice", names[order[i]], m->shard_k,
               m->shard_n);
      return -1;
    }
  }
  for (int k = 1; k <= metas[0].shard_n && k < (int)sizeof seen; k++)
    if (!seen[k]) {
      snprintf(err, (size_t)errlen, "shard %d/%d is missing", k, metas[0].shard_n);
      return -1;
    }
  return 0;
}

int stats_shard_merge(int count, const stats_totals *totals, const stats_meta *metas,
                      const char *const *names, stats_totals *out, stats_meta *out_meta, char *err,
                      int errlen) {
  memset(out, 0, sizeof *out);
  if (count < 1) return snprintf(err, (size_t)errlen, "no shard files to merge"), -1;
  for (int i = 1; i < count; i++)
    if (!same_run(&metas[0], names[0], &metas[i], names[i], err, errlen)) return -1;
  for (int i = 0; i < count; i++)
    if (totals[i].games != metas[i].games)
      return snprintf(err, (size_t)errlen, "%s: %ld games counted for %ld seeds", names[i],
                      totals[i].games, metas[i].games),
             -1;
  int *order = malloc((size_t)count * sizeof *order);
  if (!order) return snprintf(err, (size_t)errlen, "out of memory"), -1;
  sort_by_shard(count, metas, order);
  int rc = check_ranges(count, metas, names, order, err, errlen);
  *out_meta = metas[order[0]];
  out_meta->shard_k = out_meta->shard_n = 1;
  out_meta->games = 0;
  out_meta->elapsed = 0.0;
  for (int i = 0; rc == 0 && i < count; i++) {
    const stats_totals *t = &totals[order[i]];
    if (i == 0) stats_totals_init(out, t->players, t->ntypes, NULL);
    if (i == 0) stats_totals_set_teams(out, t->nteams, t->team);
    if (i == 0) memcpy(out->type_names, t->type_names, sizeof out->type_names);
    rc = stats_merge(out, t, err, errlen);
    out_meta->games += metas[order[i]].games;
    out_meta->elapsed += metas[order[i]].elapsed;
  }
  free(order);
  if (rc < 0) stats_totals_free(out);
  return rc;
}
