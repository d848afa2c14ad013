/* check.c: `luno check TARGET`. TARGET is a ruleset name, a folder, or a single file.
 * A file that declares cards or rules but no colors (a card of a special deck, a house
 * rule) is checked on top of `official` and compared with plain `official`; a complete
 * ruleset is compared with the rulesets it pulls in (what it extends). Game i has seed
 * S+i and 2 + i % 9 players, so every player count is played; every seat is a "chaos" bot
 * that picks among all options (bluffs too), calls UNO at random and takes reactions,
 * so the scripts meet every path. Any failure prints the seed and player count that
 * replays it: `luno sim --rules R --players P --seed S --games 1 --check`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include <luno/table.h>

enum { MAX_REPORTED = 5, MAX_REACTIONS = 8 };

typedef struct check_options {
  luno_config config;
  const char *target;
  long games, turns; /* games to play; turns a round may take before it counts as stuck */
  long long instructions, memory_mb;
} check_options;

typedef struct check_totals {
  long games, rounds, turns, errors, invariant_failures, stuck, failed_starts;
  long plays[LUNO_MAX_TYPES];
} check_totals;

/* Parses a positive whole number; -1 if text is not one. */
static long long parse_count(const char *text) {
  char *end;
  long long v = strtoll(text, &end, 10);
  return *end || v < 1 ? -1 : v;
}

/* Prints one of the first failures, with what replays it. */
static void report(check_totals *t, const char *rules, uint64_t seed, int players, const char *what,
                   const char *msg, luno_host *h) {
  long n = t->errors + t->invariant_failures + t->stuck + t->failed_starts;
  if (n > MAX_REPORTED) return;
  printf("  %s: %s\n    replay: luno sim --rules %s --players %d --seed %llu --games 1 --check\n",
         what, msg, rules, players, (unsigned long long)seed);
  const char *tb = h ? strchr(host_traceback(h), '\n') : NULL; /* past "stack traceback:" */
  while (tb && *tb == '\n')
    tb++;
  if (tb && *tb)
    printf("    at %.*s\n", (int)(strchr(tb, '\n') ? strchr(tb, '\n') - tb : (long)strlen(tb)), tb);
}

/* The chaos bot: sometimes a reaction; one decision in five any option at all (bluffs,
 * challenges, draws, UNO called at random), else the random bot's pick. */
static luno_action chaos(const luno_game *g, luno_rng *r, int *reactions) {
  const luno_pending *p = luno_pending_of(g);
  if (p->nreactions > 0 && *reactions < MAX_REACTIONS && luno_rng_below(r, 4) == 0) {
    const luno_reaction *x = &p->reactions[luno_rng_below(r, (uint32_t)p->nreactions)];
    (*reactions)++;
    if (x->card >= 0) return (luno_action){LUNO_ACT_USE, x->seat, 0, x->card};
    return (luno_action){LUNO_ACT_REACT, x->seat, 0, x->window};
  }
  *reactions = 0;
  if (luno_rng_below(r, 5) != 0) return luno_random_bot(g, r);
  luno_action a = p->options[luno_rng_below(r, (uint32_t)p->count)];
  if (a.type == LUNO_ACT_PLAY) {
    int held;
    luno_pile(g, LUNO_HAND(a.seat), &held);
    int call = held == 2 ? luno_rng_below(r, 4) != 0 : luno_rng_below(r, 20) == 0;
    a.flags = call ? LUNO_CALL : 0;
  }
  return a;
}

/* Plays one game to its end or first failure; adds it to the totals. */
static void play_one(luno_host *h, luno_setup *setup, const check_options *o, const char *rules,
                     uint64_t seed, check_totals *t) {
  char err[512];
  setup->seed = seed;
  luno_game *g = luno_new(setup, host_rules(h), err, sizeof err);
  if (!g) {
    t->failed_starts++;
    return report(t, rules, seed, setup->players, "could not start", err, h);
  }
  luno_rng rng;
  luno_seed(&rng, seed * 7919 + 17);
  long round_start_turns = 0, round = 0, decisions = 0;
  int reactions = 0;
  while (luno_pending_of(g)->kind != LUNO_ASK_NONE) {
    const luno_stats *st = luno_stats_of(g);
    if (st->rounds != round) round = st->rounds, round_start_turns = st->turns, decisions = 0;
    if (st->turns - round_start_turns > o->turns || ++decisions > o->turns * 20) {
      t->stuck++;
      snprintf(err, sizeof err, "round %ld ran past %ld turns", round + 1, o->turns);
      report(t, rules, seed, setup->players, "stuck", err, NULL);
      break;
    }
    luno_status s = luno_apply(g, chaos(g, &rng, &reactions));
    if (s != LUNO_OK) {
      t->errors++;
      report(t, rules, seed, setup->players, s == LUNO_EILLEGAL ? "refused action" : "script error",
             luno_error(g), s == LUNO_EILLEGAL ? NULL : h);
      break;
    }
    if (luno_check(g, err, sizeof err) < 0) {
      t->invariant_failures++;
      report(t, rules, seed, setup->players, "invariant", err, NULL);
      break;
    }
  }
  const luno_stats *st = luno_stats_of(g);
  t->games++;
  t->rounds += st->rounds;
  t->turns += st->turns;
  for (int k = 0; k < setup->ntypes; k++)
    t->plays[k] += st->plays_by_type[k];
  luno_free(g);
}

/* Opens a host with rules loaded and the options set; NULL with err on failure. */
static luno_host *open_rules(const check_options *o, const char *rules, luno_setup *setup,
                             char *err, int errlen) {
  luno_host *h = host_new(err, errlen);
  if (!h) return NULL;
  host_add_path(h, rulesets_dir());
  host_set_budget(h, o->instructions, o->memory_mb << 20);
  int ok = host_load(h, rules, err, errlen) == 0;
  for (int i = 0; ok && i < o->config.nsets; i++)
    ok = host_set(h, o->config.sets[i][0], o->config.sets[i][1], err, errlen) == 0;
  if (ok) ok = host_build(h, 2, o->config.seed, setup, err, errlen) == 0;
  if (!ok) host_free(h);
  return ok ? h : NULL;
}

/* Plays o->games games of rules; returns the host-level error status (0 or -1). */
static int play_all(const check_options *o, const char *rules, luno_setup *setup, check_totals *t) {
  char err[512];
  luno_host *h = open_rules(o, rules, setup, err, sizeof err);
  if (!h) return printf("  %s\n", err), -1;
  for (long i = 0; i < o->games; i++) {
    setup->players = 2 + (int)(i % 9);
    setup->bots = (uint16_t)((1u << setup->players) - 1); /* bots in every seat (the quiz asks) */
    play_one(h, setup, o, rules, o->config.seed + (uint64_t)i, t);
  }
  host_free(h);
  return 0;
}

typedef struct names {
  char list[512];
  int n;
} names;

/* Collects ruleset names after the first into a comma-separated list (the baseline). */
static void add_name(void *ud, const char *name) {
  names *b = ud;
  if (b->n++ == 0) return;
  size_t len = strlen(b->list);
  snprintf(b->list + len, sizeof b->list - len, "%s%s", len ? "," : "", name);
}

/* Decides what to check and against what: "target" or "official,target"; the baseline
 * ("" for none). Prints load errors; returns -1 when the scripts do not load. */
static int plan(const check_options *o, char *rules, size_t rlen, char *base, size_t blen) {
  char err[512];
  luno_host *h = host_new(err, sizeof err);
  if (!h) return printf("  %s\n", err), -1;
  host_add_path(h, rulesets_dir());
  names b = {"", 0};
  luno_setup setup;
  int st = host_load(h, o->target, err, sizeof err);
  if (st == 0 && host_build(h, 2, 1, &setup, err, sizeof err) < 0 &&
      (strstr(err, "declare no colors") || strstr(err, "declare no cards"))) {
    snprintf(rules, rlen, "official,%s", o->target);
    snprintf(base, blen, "official");
  } else if (st == 0) {
    host_rulesets(h, add_name, &b);
    snprintf(rules, rlen, "%s", o->target);
    snprintf(base, blen, "%s", b.list);
  }
  host_free(h);
  if (st < 0) printf("  %s\n", err);
  return st;
}

/* Prints the plays by card type and the round lengths of both rulesets. */
static void print_stats(const luno_setup *s, const check_totals *t, const luno_setup *bs,
                        const check_totals *bt, const char *base) {
  double mean = t->rounds ? (double)t->turns / (double)t->rounds : 0,
         bmean = bt && bt->rounds ? (double)bt->turns / (double)bt->rounds : 0;
  printf("rounds      %ld, %.1f turns per round", t->rounds, mean);
  if (bt && bmean > 0) printf(" (%s: %.1f, %+.1f%%)", base, bmean, (mean / bmean - 1) * 100);
  printf("\nplays by card (per round%s)\n", bt ? ", then in the base ruleset" : "");
  for (int k = 0; k < s->ntypes; k++) {
    printf("  %-20s %9ld  %6.2f", s->types[k].name, t->plays[k],
           t->rounds ? (double)t->plays[k] / (double)t->rounds : 0);
    for (int j = 0; bt && j < bs->ntypes; j++)
      if (!strcmp(bs->types[j].name, s->types[k].name))
        printf("  %6.2f", bt->rounds ? (double)bt->plays[j] / (double)bt->rounds : 0);
    if (t->plays[k] == 0) printf("  never played");
    putchar('\n');
  }
}

/* Parses the arguments; -1 on a usage error (printed). */
static int parse(check_options *o, int argc, char **argv) {
  char err[256];
  for (int i = 0; i < argc; i++) {
    int r = config_flag(&o->config, argc, argv, &i, err, sizeof err);
    if (r < 0) return fprintf(stderr, "luno check: %s\n", err), -1;
    if (r) continue;
    long long v = i + 1 < argc ? parse_count(argv[i + 1]) : -1;
    if (!strcmp(argv[i], "--games") && v > 0)
      o->games = (long)v, i++;
    else if (!strcmp(argv[i], "--turns") && v > 0)
      o->turns = (long)v, i++;
    else if (!strcmp(argv[i], "--budget") && v > 0)
      o->instructions = v, i++;
    else if (!strcmp(argv[i], "--memory") && v > 0)
      o->memory_mb = v, i++;
    else if (argv[i][0] != '-' && !o->target)
      o->target = argv[i];
    else
      return fprintf(stderr, "luno check: bad argument '%s'\n", argv[i]), -1;
  }
  if (!o->target) return fprintf(stderr, "luno check: which ruleset, folder or card file?\n"), -1;
  return 0;
}

int check_main(int argc, char **argv) {
  check_options o;
  memset(&o, 0, sizeof o);
  config_init(&o.config);
  o.games = 1000;
  o.turns = 5000;
  o.memory_mb = 256;
  o.instructions = 10000000;
  if (parse(&o, argc, argv) < 0) return 2;
  char rules[600], base[512];
  printf("luno check %s\n", o.target);
  if (plan(&o, rules, sizeof rules, base, sizeof base) < 0)
    return printf("scripts     do not load\n"), 1;
  printf("scripts     load (%s)%s%s\n", rules, base[0] ? ", compared with " : "", base);
  luno_setup setup, bsetup;
  check_totals t, bt;
  memset(&t, 0, sizeof t);
  memset(&bt, 0, sizeof bt);
  if (play_all(&o, rules, &setup, &t) < 0) return 1;
  int with_base = base[0] && play_all(&o, base, &bsetup, &bt) == 0;
  printf("games       %ld (2 to 10 players), seeds %llu..%llu\n", t.games,
         (unsigned long long)o.config.seed,
         (unsigned long long)(o.config.seed + (uint64_t)o.games - 1));
  printf("errors      %ld script errors, %ld games that could not start, %ld invariant failures, "
         "%ld stuck rounds\n",
         t.errors, t.failed_starts, t.invariant_failures, t.stuck);
  print_stats(&setup, &t, &bsetup, with_base ? &bt : NULL, base);
  int bad = t.errors || t.failed_starts || t.invariant_failures || t.stuck;
  printf("%s\n", bad ? "FAILED" : "ok");
  return bad ? 1 : 0;
}
