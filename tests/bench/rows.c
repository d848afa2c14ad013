/* rows.c: the benchmark's table of rulesets: ns per turn of one-round games (4 players,
 * random bots unless the row says) for each ruleset of issue 14's targets, and the ratio
 * to the hard-coded C baseline's ns per turn. Instructions per turn come from callgrind
 * (scripts/bench_instructions.sh runs `bench --row NAME GAMES` under it, counting only
 * inside play_games), since a virtual machine rarely exposes hardware counters. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rows.h"
#include "sim/sim.h"
#include <luno/table.h>

/* One row: a name, the rulesets, the bots, and the most it may cost (x the baseline); its
 * players (0: 4) and whether its games are whole matches (else one round each). */
typedef struct bench_row {
  const char *name, *rules, *bots;
  double target; /* 0: none stated */
  int players, matches;
} bench_row;

static const bench_row ROWS[] = {
    /* targets: issue 29's, as `luno sim --jobs 1` plays */
    {"official", "official", "random", 2.0, 0, 0},
    {"special", "special", "random", 8.0, 0, 0},
    {"house", "house", "random", 8.0, 0, 0},
    {"must_play", "official,must_play", "random", 6.0, 0, 0},
    {"progressive", "official,progressive", "random", 0.0, 0, 0},
    {"classroom", "classroom", "random", 25.0, 0, 0},
    {"greedy", "official", "greedy", 20.0, 0, 0},
};
enum { NROWS = sizeof ROWS / sizeof ROWS[0] };

/* Seconds of CPU this process has used (every thread's). */
static double cpu_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Plays games one-round games from seed 1 exactly as `luno sim --jobs 1 --quiet` does (the
 * same function: its table opened, its statistics watcher and its listener on, in this
 * thread); returns the turns, or -1 on an error. Not inlined: callgrind counts
 * instructions inside it alone. */
__attribute__((noinline)) static long play_games(const sim_options *o, long games) {
  sim_result r;
  char err[512];
  if (sim_collect(o, 1, games, NULL, &r, err, sizeof err) < 0)
    return fprintf(stderr, "bench: %s\n", err), -1;
  long failed = 0, turns = r.totals.turns;
  for (int f = STATS_OK + 1; f < STATS_NFAIL; f++)
    failed += r.totals.failures[f];
  stats_totals_free(&r.totals);
  if (failed) fprintf(stderr, "bench: %s: %ld games failed\n", o->config.rules, failed);
  return failed ? -1 : turns;
}

/* The sim options of a row: its rulesets and bots, one round per game (unless the row plays
 * matches), 4 players (unless it says), one job, no progress bar, the bots' seed fixed. */
static void row_options(sim_options *o, const bench_row *r) {
  memset(o, 0, sizeof *o);
  luno_config_init(&o->config);
  o->config.players = r->players ? r->players : 4;
  snprintf(o->config.rules, sizeof o->config.rules, "%s", r->rules);
  snprintf(o->config.bots, sizeof o->config.bots, "%s", r->bots);
  o->config.nsets = r->matches ? 0 : 1;
  snprintf(o->config.sets[0][0], sizeof o->config.sets[0][0], "rounds");
  snprintf(o->config.sets[0][1], sizeof o->config.sets[0][1], "1");
  o->config.seed = 1, o->config.has_seed = 1;
  o->config.has_bot_seed = 1, o->config.bot_seed = 1;
  o->jobs = 1, o->quiet = 1;
}

/* The games a row plays out of games asked: a quarter for a Lua bot, which is slower. */
static long row_games(const bench_row *r, long games) {
  long n = strcmp(r->bots, "random") ? games / 4 : games;
  return n > 0 ? n : 1;
}

/* Sorts doubles ascending. */
static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* Plays a row's games BENCH_TRIES times (each time over again until BENCH_MIN_SECONDS of
 * CPU have passed: a few milliseconds are too short to time), each right after a slice of
 * the baseline (baseline_ns), so a slow spell of the machine hits both alike. *ns gets the
 * median try's CPU ns per turn, *ratio the median of the tries' ratios to their baseline
 * slice. Returns the turns, or -1. */
static long measure_row(const bench_row *r, long games, double (*baseline_ns)(void), double *ns,
                        double *ratio) {
  sim_options o;
  row_options(&o, r);
  long turns = 0;
  double ratios[BENCH_TRIES], times[BENCH_TRIES];
  for (int k = 0; k < BENCH_TRIES && turns >= 0; k++) {
    double base = baseline_ns();
    double t0 = cpu_now(), spent = 0.0;
    long played = 0; /* the row's games again until the run is long enough to time */
    do {
      turns = play_games(&o, games);
      played += turns;
      spent = cpu_now() - t0;
    } while (turns > 0 && spent < BENCH_MIN_SECONDS);
    times[k] = turns > 0 ? spent * 1e9 / (double)played : 0.0;
    ratios[k] = base > 0 ? times[k] / base : 0.0;
  }
  qsort(ratios, BENCH_TRIES, sizeof *ratios, by_value);
  qsort(times, BENCH_TRIES, sizeof *times, by_value);
  *ratio = ratios[BENCH_TRIES / 2];
  *ns = times[BENCH_TRIES / 2];
  return turns;
}

int bench_rows(double (*baseline_ns)(void), long games) {
  int failed = 0;
  printf("\nrulesets: one-round games, 4 players, %ld games each (again until %.2f s), %d runs\n"
         "played as `luno sim --jobs 1` plays them, in CPU time, each after a slice of the\n"
         "C game: ns/turn and the ratio to the C game, the median run's\n",
         games, BENCH_MIN_SECONDS, BENCH_TRIES);
  printf("%-12s %-22s %-7s %9s %9s %8s %7s\n", "row", "rules", "bots", "turns", "ns/turn", "ratio",
         "target");
  for (int i = 0; i < NROWS; i++) {
    const bench_row *r = &ROWS[i];
    double ns = 0.0, ratio = 0.0;
    long turns = measure_row(r, row_games(r, games), baseline_ns, &ns, &ratio);
    if (turns < 0) {
      failed = 1;
      continue;
    }
    char target[16] = "";
    if (r->target > 0) snprintf(target, sizeof target, "%.1fx", r->target);
    printf("%-12s %-22s %-7s %9ld %9.1f %7.2fx %7s%s\n", r->name, r->rules, r->bots, turns, ns,
           ratio, target, r->target > 0 && ratio > r->target ? "  (over)" : "");
  }
  return failed ? -1 : 0;
}

int bench_one_row(const char *name, long games) {
  for (int i = 0; i < NROWS; i++) {
    if (strcmp(ROWS[i].name, name) != 0) continue;
    sim_options o;
    row_options(&o, &ROWS[i]);
    long n = row_games(&ROWS[i], games);
    long turns = play_games(&o, n);
    if (turns < 0) return -1;
    printf("row %s: %ld games, %ld turns\n", name, n, turns);
    return 0;
  }
  fprintf(stderr, "bench: no row named '%s'\n", name);
  return -1;
}

/* The search bot's rows: ms a decision of `ismcts:1000` at seat 0 (three random bots,
 * 4 players, one-round games from seed 1), the median of its first SEARCH_DECISIONS turn
 * decisions with more than one option, against issue 28's target (ms). */
enum { SEARCH_DECISIONS = 25 };
static const bench_row SEARCH_ROWS[] = {
    {"official", "official", "ismcts:1000,random,random,random", 100.0, 0, 0},
    {"special", "special", "ismcts:1000,random,random,random", 300.0, 0, 0},
    {"house", "house", "ismcts:1000,random,random,random", 300.0, 0, 0},
};

/* Opens the table of a row as row_options sets it up. */
static int open_row(luno_table *tab, const bench_row *r) {
  sim_options o;
  char err[512];
  row_options(&o, r);
  if (luno_table_open(tab, &o.config, r->bots, err, sizeof err) < 0) {
    fprintf(stderr, "bench: %s: %s\n", r->name, err);
    luno_table_close(tab);
    return -1;
  }
  return 0;
}

/* Seconds of CPU this thread has used: fine-grained even once the scripts' watchdog timer
 * runs (the process clock then steps by milliseconds). */
static double thread_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Times the first n decisions of row r's search bot at seat 0 with more than one option
 * (turns only, or questions of any kind too) into ms[] (CPU ms each); returns how many were
 * timed, or -1 on an error. */
static int time_decisions(const bench_row *r, int any_kind, double *ms, int n) {
  luno_table tab;
  char err[512];
  int timed = 0;
  if (open_row(&tab, r) < 0) return -1;
  for (uint64_t seed = 1; timed < n && seed < 50; seed++) {
    luno_table_reseed(&tab, seed);
    luno_game *g = luno_new(&tab.setup, luno_host_rules(tab.host), err, sizeof err);
    if (!g) return luno_table_close(&tab), -1;
    luno_table_decide_here(&tab, g);
    while (luno_pending_of(g)->kind != LUNO_ASK_NONE && timed < n) {
      const luno_pending *p = luno_pending_of(g);
      int counted = p->seat == 0 && (any_kind || p->kind == LUNO_ASK_TURN) && p->count > 1;
      luno_action a;
      int reaction = 0;
      double t0 = thread_now();
      if (luno_table_bot_move(&tab, g, &a, &reaction, err, sizeof err) < 0 ||
          luno_apply(g, a) != LUNO_OK)
        return fprintf(stderr, "bench: %s: %s\n", r->name, err), luno_free(g),
               luno_table_close(&tab), -1;
      if (counted && !reaction) ms[timed++] = (thread_now() - t0) * 1e3;
    }
    luno_free(g);
  }
  luno_table_close(&tab);
  return timed;
}

/* The median ms a decision of row r's search bot (CPU time); -1 on an error. */
static double search_ms(const bench_row *r) {
  double ms[SEARCH_DECISIONS];
  int n = time_decisions(r, 0, ms, SEARCH_DECISIONS);
  if (n <= 0) return -1;
  qsort(ms, (size_t)n, sizeof *ms, by_value);
  return ms[n / 2];
}

int bench_search(void) {
  int failed = 0;
  printf("\nsearch bot: ms a decision of ismcts:1000 at seat 0 among three random bots (4 "
         "players),\nthe median of %d turn decisions, in CPU time\n",
         SEARCH_DECISIONS);
  printf("%-12s %-10s %8s\n", "row", "ms", "target");
  for (size_t i = 0; i < sizeof SEARCH_ROWS / sizeof *SEARCH_ROWS; i++) {
    double ms = search_ms(&SEARCH_ROWS[i]);
    if (ms < 0) {
      failed = 1;
      continue;
    }
    printf("%-12s %-10.1f %7.0f%s\n", SEARCH_ROWS[i].name, ms, SEARCH_ROWS[i].target,
           ms > SEARCH_ROWS[i].target ? "  (over)" : "");
  }
  return failed ? -1 : 0;
}

/* The search on turns of menus (Phase 10, Skip-Bo: every question a script's menu): ms a
 * decision of ismcts:100 at seat 0 against greedy, 2 players, whole matches, the mean of its
 * first MENU_DECISIONS questions with more than one answer, beside a turn of the same game
 * between two greedy bots (`luno sim --jobs 1`): an iteration's cost in such turns. */
enum { MENU_DECISIONS = 60, MENU_ITERATIONS = 100, MENU_MATCHES = 4 };
static const bench_row MENU_ROWS[] = {
    {"phase_10", "phase_10", "ismcts:100,greedy", 0.0, 2, 1},
    {"skip_bo", "skip_bo", "ismcts:100,greedy", 0.0, 2, 1},
};

/* One row of the menus' search: 0, or -1 on an error. */
static int menu_row(const bench_row *r) {
  bench_row plain = *r;
  plain.bots = "greedy";
  sim_options o;
  row_options(&o, &plain);
  double t0 = thread_now();
  long turns = play_games(&o, MENU_MATCHES);
  double turn_us = (thread_now() - t0) * 1e6 / (double)(turns > 0 ? turns : 1), ms[MENU_DECISIONS];
  int n = time_decisions(r, 1, ms, MENU_DECISIONS);
  if (turns <= 0 || n <= 0) return -1;
  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += ms[i];
  double iteration_us = sum / n * 1e3 / MENU_ITERATIONS;
  printf("%-12s %8.1f %12.0f %12.1f %14.1f\n", r->name, sum / n, iteration_us, turn_us,
         iteration_us / turn_us);
  return 0;
}

int bench_menus(void) {
  int failed = 0;
  printf("\nsearch on turns of menus: ms a decision of ismcts:100 at seat 0 against greedy (2\n"
         "players, whole matches), the mean of its first %d questions, in CPU time; us an\n"
         "iteration; us a turn of greedy against greedy; an iteration in such turns (its\n"
         "playout plays the turn out and two laps more)\n",
         MENU_DECISIONS);
  printf("%-12s %8s %12s %12s %14s\n", "row", "ms", "us/iteration", "us/sim turn", "sim turns/it.");
  for (size_t i = 0; i < sizeof MENU_ROWS / sizeof *MENU_ROWS; i++)
    if (menu_row(&MENU_ROWS[i]) < 0) failed = 1;
  return failed ? -1 : 0;
}

void bench_list_rows(void) {
  for (int i = 0; i < NROWS; i++)
    printf("%s\n", ROWS[i].name);
}
