/* bench.c: how fast luno plays the official game, against the same game hard-coded in C.
 *
 *   bench [MATCHES [SEED]]        the official comparison, then the rulesets' rows (rows.c)
 *   bench --row NAME GAMES        one row only (for callgrind's instruction counts)
 *   bench --rows                  the rows' names
 *
 * plays MATCHES complete 4-player matches (seeds SEED, SEED+1, ...) with the random bot
 * in every seat through luno exactly as `luno sim` does (the Lua host with the official
 * ruleset, one game object started anew per match) and through baseline.c, in interleaved
 * slices so that a slow spell of the machine hits both alike. It prints for each the
 * matches, rounds, turns, turns per round, wall-clock and CPU seconds and ns per turn (wall
 * clock), and their ratio (issue 14's target: luno within 2.5x of the baseline).
 *
 * Both play the same rules with generators drawn in the same order, so turns per round
 * must agree (a gap over 5% means one of them plays a rule differently), and match for
 * match they should play the very same games: the lockstep check says whether they do,
 * and if not, which known difference explains it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "baseline.h"
#include "rows.h"
#include <luno/table.h>

/* MIN_ROUNDS: below it, turns per round of two different games may differ by 5% by chance. */
enum { DEFAULT_MATCHES = 6000, PLAYERS = 4, DECISIONS_PER_MATCH = 2000000, CHUNKS = 20 };
enum { MIN_ROUNDS = 5000 };

/* What one match came to, for the lockstep comparison. */
typedef struct outcome {
  long rounds, turns, cards_drawn;
  int winner, winner_score;
} outcome;

/* A run's totals. */
typedef struct run {
  const char *name;
  long matches, rounds, turns, errors;
  double elapsed, cpu; /* wall-clock and CPU seconds */
} run;

/* Seconds on a clock: CLOCK_MONOTONIC for the wall, CLOCK_PROCESS_CPUTIME_ID for the time
 * this process ran, which other work on a busy machine does not inflate. */
static double now(clockid_t clock) {
  struct timespec ts;
  clock_gettime(clock, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Reads both clocks at the start of a timed stretch. */
static void start_timing(double *wall, double *cpu) {
  *wall = now(CLOCK_MONOTONIC);
  *cpu = now(CLOCK_PROCESS_CPUTIME_ID);
}

/* Adds the time since start_timing to r's totals. */
static void stop_timing(run *r, double wall, double cpu) {
  r->elapsed += now(CLOCK_MONOTONIC) - wall;
  r->cpu += now(CLOCK_PROCESS_CPUTIME_ID) - cpu;
}

/* The bots' next action, as repl/sim.c asks them: an open reaction first (none opens under
 * the official rules, as the bot always calls UNO), else the pending decision's answer. */
static int next_action(luno_table *tab, luno_game *g, luno_action *a, char *err, int errlen) {
  if (luno_table_bot_reaction(tab, g, a)) return 0;
  return luno_table_bot_action(tab, g, a, err, errlen);
}

/* Starts the match of seed in *gp as luno sim does: the game object of the match before,
 * started anew (luno_reseed), or a new one. Returns it, or NULL after a message. */
static luno_game *start_match(luno_table *tab, uint64_t seed, luno_game **gp) {
  char err[512];
  luno_table_reseed(tab, seed);
  if (*gp) {
    if (luno_reseed(*gp, seed) == LUNO_OK) return *gp;
    snprintf(err, sizeof err, "%s", luno_error(*gp));
    luno_free(*gp);
    *gp = NULL;
  } else if ((*gp = luno_new(&tab->setup, luno_host_rules(tab->host), err, sizeof err))) {
    luno_table_decide_here(tab, *gp); /* as luno_table_play does */
  }
  if (!*gp) fprintf(stderr, "bench: seed %llu: %s\n", (unsigned long long)seed, err);
  return *gp;
}

/* Plays one match through luno as repl/sim.c does, in the game object *gp (kept for the
 * next match); returns -1 on an error. */
static int luno_match(luno_table *tab, uint64_t seed, outcome *out, luno_game **gp) {
  char err[512];
  luno_game *g = start_match(tab, seed, gp);
  if (!g) return -1;
  int rc = 0;
  for (long d = 0; luno_pending_of(g)->kind != LUNO_ASK_NONE; d++) {
    luno_action a;
    if (next_action(tab, g, &a, err, sizeof err) < 0)
      rc = -1;
    else if (luno_apply(g, a) != LUNO_OK)
      rc = -1, snprintf(err, sizeof err, "%s", luno_error(g));
    else if (d > DECISIONS_PER_MATCH)
      rc = -1, snprintf(err, sizeof err, "no end");
    if (rc < 0) break;
  }
  if (rc < 0) fprintf(stderr, "bench: seed %llu: %s\n", (unsigned long long)seed, err);
  const luno_stats *st = luno_stats_of(g);
  const luno_state *s = luno_state_of(g);
  *out = (outcome){st->rounds, st->turns, st->cards_drawn, s->winner,
                   s->winner >= 0 ? s->scores[s->winner] : 0};
  return rc;
}

/* Times matches first..first+n-1 through luno (seeds seed+i) into r; each match's
 * outcome goes into out[i]. */
static void run_luno(luno_table *tab, long first, long n, uint64_t seed, outcome *out, run *r,
                     luno_game **gp) {
  double wall, cpu;
  start_timing(&wall, &cpu);
  for (long i = first; i < first + n; i++) {
    if (luno_match(tab, seed + (uint64_t)i, &out[i], gp) < 0) r->errors++;
    r->matches++;
    r->rounds += out[i].rounds;
    r->turns += out[i].turns;
  }
  stop_timing(r, wall, cpu);
}

/* Times matches first..first+n-1 through the baseline into r; outcomes into out[i]
 * unless out is NULL. */
static void run_baseline(const base_options *o, long first, long n, uint64_t seed, outcome *out,
                         run *r) {
  base_result b;
  double wall, cpu;
  start_timing(&wall, &cpu);
  for (long i = first; i < first + n; i++) {
    base_match(o, seed + (uint64_t)i, &b);
    r->matches++;
    r->rounds += b.rounds;
    r->turns += b.turns;
    if (out) out[i] = (outcome){b.rounds, b.turns, b.cards_drawn, b.winner, b.scores[b.winner]};
  }
  stop_timing(r, wall, cpu);
}

/* Nanoseconds per turn of a run, on the wall clock (the process CPU clock reads in 4 ms
 * steps on some virtual machines: a chunk of the baseline lasts a few of them). */
static double ns_per_turn(const run *r) {
  return r->turns ? r->elapsed * 1e9 / (double)r->turns : 0.0;
}

/* Turns per round of a run. */
static double turns_per_round(const run *r) {
  return r->rounds ? (double)r->turns / (double)r->rounds : 0.0;
}

/* Prints one row of the table. */
static void print_run(const run *r) {
  printf("%-10s %8ld %9ld %11ld %12.2f %10.3f %8.3f %10.1f\n", r->name, r->matches, r->rounds,
         r->turns, turns_per_round(r), r->elapsed, r->cpu, ns_per_turn(r));
}

/* How many of n matches came out the same; *first gets the first that did not, or -1. */
static long same_matches(const outcome *a, const outcome *b, long n, long *first) {
  long same = 0;
  *first = -1;
  for (long i = 0; i < n; i++) {
    const outcome *x = &a[i], *y = &b[i];
    int eq = x->rounds == y->rounds && x->turns == y->turns && x->cards_drawn == y->cards_drawn &&
             x->winner == y->winner && x->winner_score == y->winner_score;
    if (eq)
      same++;
    else if (*first < 0)
      *first = i;
  }
  return same;
}

/* Prints how one lockstep comparison went. */
static void print_lockstep(const char *how, const outcome *l, const outcome *b, long n, long same,
                           long first, uint64_t seed) {
  printf("lockstep (%s): %ld/%ld matches identical", how, same, n);
  if (first >= 0)
    printf("; first difference at seed %llu: luno %ld rounds %ld turns %ld drawn, "
           "baseline %ld rounds %ld turns %ld drawn",
           (unsigned long long)(seed + (uint64_t)first), l[first].rounds, l[first].turns,
           l[first].cards_drawn, b[first].rounds, b[first].turns, b[first].cards_drawn);
  printf("\n");
}

/* Replays the matches through the baseline untimed, dealing as RULES.md says and then as
 * luno's core deals, and reports which of the two luno played match for match. */
static void lockstep(int players, const outcome *l, long n, uint64_t seed) {
  outcome *b = malloc((size_t)n * sizeof *b);
  if (!b) return;
  base_options o = base_defaults(players);
  long first, same;
  run scratch = {"baseline", 0, 0, 0, 0, 0.0, 0.0};
  run_baseline(&o, 0, n, seed, b, &scratch);
  same = same_matches(l, b, n, &first);
  print_lockstep("rules as written", l, b, n, same, first, seed);
  if (same < n) {
    o.dealer_follows_direction = 1;
    run_baseline(&o, 0, n, seed, b, &scratch);
    long same2 = same_matches(l, b, n, &first);
    print_lockstep("deal passing in the direction of play", l, b, n, same2, first, seed);
    if (same2 == n)
      printf("!!! luno passes the deal one seat in the direction of play at the end of the round\n"
             "!!! (core/round.c round_score: luno_next_seat(dealer, 1) after a Reverse goes\n"
             "!!! counterclockwise); RULES.md: one seat clockwise. Every other rule agrees.\n");
    else
      printf("!!! luno and the baseline play different games: some rule differs; replay the\n"
             "!!! seed above with `luno sim --seed S --games 1` against baseline.c\n");
  }
  free(b);
}

/* Adds a part's totals into a run. */
static void run_add(run *into, const run *part) {
  into->matches += part->matches;
  into->rounds += part->rounds;
  into->turns += part->turns;
  into->errors += part->errors;
  into->elapsed += part->elapsed;
  into->cpu += part->cpu;
}

/* Orders doubles, for qsort. */
static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* Plays the matches in CHUNKS slices, each through luno and then through the baseline, so
 * that a slow spell of the machine hits both alike; totals go into l and b. Returns the median
 * of the slices' luno/baseline ratios, the figure least shaken by such spells; *nchunks
 * gets how many slices there were. */
static double measure(luno_table *tab, long matches, uint64_t seed, outcome *out, run *l, run *b,
                      int *nchunks) {
  base_options o = base_defaults(PLAYERS);
  double ratios[CHUNKS];
  int nr = 0;
  long size = (matches + CHUNKS - 1) / CHUNKS;
  luno_game *g = NULL; /* one game object for every match, as a sim's worker keeps */
  for (long first = 0; first < matches && nr < CHUNKS; first += size) {
    long n = first + size > matches ? matches - first : size;
    run cl = {"luno", 0, 0, 0, 0, 0.0, 0.0}, cb = {"baseline", 0, 0, 0, 0, 0.0, 0.0};
    run_luno(tab, first, n, seed, out, &cl, &g);
    run_baseline(&o, first, n, seed, NULL, &cb);
    run_add(l, &cl);
    run_add(b, &cb);
    ratios[nr++] = ns_per_turn(&cb) > 0 ? ns_per_turn(&cl) / ns_per_turn(&cb) : 0.0;
  }
  luno_free(g);
  qsort(ratios, (size_t)nr, sizeof *ratios, by_value);
  *nchunks = nr;
  return nr % 2 ? ratios[nr / 2] : (ratios[nr / 2 - 1] + ratios[nr / 2]) / 2;
}

/* Prints how busy the machine is (Linux's load average, if readable): other work running
 * alongside slows luno and the baseline unevenly, which makes the ratio wander. */
static void print_load(void) {
  FILE *f = fopen("/proc/loadavg", "r");
  double load;
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  if (!f) return;
  if (fscanf(f, "%lf", &load) == 1 && cpus > 0) {
    printf("machine: load average %.2f on %ld CPUs", load, cpus);
    printf("%s\n", load > (double)cpus - 0.5
                       ? " (busy: ns/turn is CPU time, but shared caches add noise)"
                       : "");
  }
  fclose(f);
}

/* Parses the arguments; returns -1 on a bad one. */
static int parse_args(int argc, char **argv, long *matches, uint64_t *seed) {
  char *end;
  if (argc > 3) return -1;
  if (argc > 1) {
    *matches = strtol(argv[1], &end, 10);
    if (*end || *matches < 1) return -1;
  }
  if (argc > 2) {
    *seed = strtoull(argv[2], &end, 10);
    if (*end || argv[2][0] == '-') return -1;
  }
  return 0;
}

/* Prints the figures and the comparisons; chunk_ratio is the median of the chunks' ratios. */
static void report(const run *l, const run *b, double chunk_ratio, int nchunks) {
  printf("%-10s %8s %9s %11s %12s %10s %8s %10s\n", "", "matches", "rounds", "turns", "turns/round",
         "elapsed s", "cpu s", "ns/turn");
  print_run(l);
  print_run(b);
  double ratio = ns_per_turn(b) > 0 ? ns_per_turn(l) / ns_per_turn(b) : 0.0;
  printf("ratio luno/baseline: %.2fx overall, %.2fx median of %d interleaved chunks "
         "(target: within 2.5x)\n",
         ratio, chunk_ratio, nchunks);
  double tl = turns_per_round(l), tb = turns_per_round(b);
  double gap = tb > 0 ? 100.0 * (tl - tb) / tb : 0.0;
  printf("turns per round: luno %.2f, baseline %.2f (%+.1f%%)\n", tl, tb, gap);
  if ((gap > 5.0 || gap < -5.0) && l->rounds < MIN_ROUNDS)
    printf("(only %ld rounds: a gap this size may be chance; the lockstep lines are exact)\n",
           l->rounds);
  else if (gap > 5.0 || gap < -5.0)
    printf("!!! TURNS PER ROUND DIFFER BY MORE THAN 5%%: luno and the baseline do not play the\n"
           "!!! same rules; see the lockstep lines for the first match that differs.\n");
}

/* `bench --row baseline N`: N matches of the baseline, for callgrind (base_match). */
static int baseline_row(long matches) {
  base_options o = base_defaults(PLAYERS);
  run r = {"baseline", 0, 0, 0, 0, 0.0, 0.0};
  run_baseline(&o, 0, matches, 1, NULL, &r);
  printf("row baseline: %ld games, %ld turns\n", matches, r.turns);
  return 0;
}

/* A slice of the baseline for the rows (a third of the matches the comparison plays):
 * its wall-clock ns per turn. */
static long slice_matches = DEFAULT_MATCHES / 3;
static double baseline_slice_ns(void) {
  base_options o = base_defaults(PLAYERS);
  run r = {"baseline", 0, 0, 0, 0, 0.0, 0.0};
  run_baseline(&o, 0, slice_matches, 1, NULL, &r);
  return r.turns ? r.cpu * 1e9 / (double)r.turns : 0.0; /* (CPU: as the rows are timed) */
}

int main(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "--rows") == 0) return bench_list_rows(), 0;
  if (argc == 4 && strcmp(argv[1], "--row") == 0 && strcmp(argv[2], "baseline") == 0)
    return baseline_row(strtol(argv[3], NULL, 10));
  if (argc == 4 && strcmp(argv[1], "--row") == 0)
    return bench_one_row(argv[2], strtol(argv[3], NULL, 10)) < 0 ? 1 : 0;
  long matches = DEFAULT_MATCHES;
  uint64_t seed = 1;
  if (parse_args(argc, argv, &matches, &seed) < 0)
    return fprintf(stderr, "usage: bench [MATCHES [SEED]]\n"), 2;
  luno_config c;
  luno_config_init(&c);
  c.players = PLAYERS;
  luno_table tab;
  char err[512];
  if (luno_table_open(&tab, &c, "random", err, sizeof err) < 0) {
    fprintf(stderr, "bench: %s\n", err);
    luno_table_close(&tab);
    return 2;
  }
  outcome *out = malloc((size_t)matches * sizeof *out);
  if (!out) {
    fprintf(stderr, "bench: out of memory\n");
    luno_table_close(&tab);
    return 2;
  }
  printf("bench: official rules, %d players, random bots, %ld matches from seed %llu\n", PLAYERS,
         matches, (unsigned long long)seed);
  run l = {"luno", 0, 0, 0, 0, 0.0, 0.0}, b = {"baseline", 0, 0, 0, 0, 0.0, 0.0};
  int nchunks = 0;
  double chunk_ratio = measure(&tab, matches, seed, out, &l, &b, &nchunks);
  report(&l, &b, chunk_ratio, nchunks);
  print_load();
  lockstep(PLAYERS, out, matches, seed);
  if (l.errors) printf("!!! luno: %ld matches ended in an error\n", l.errors);
  free(out);
  luno_table_close(&tab);
  slice_matches = matches / 3 > 0 ? matches / 3 : 1;
  int rows = bench_rows(baseline_slice_ns, slice_matches);
  int search = bench_search(), menus = bench_menus();
  return l.errors || rows < 0 || search < 0 || menus < 0 ? 1 : 0;
}
