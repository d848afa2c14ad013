/* compare.c: `luno merge FILES...` sums shard files into exactly one run's result, and
 * `luno compare --rules A --rules B` plays both on the same seeds and sets every figure
 * side by side with its difference and whether its 95% interval excludes zero. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/args.h"
#include "sim.h"
#include "stats/metrics.h"
#include "stats/shard.h"

enum { MAX_SHARDS = 4096 };

/* Reads every file, then merges them; prints the result. */
static int merge_files(int n, char **files, int json) {
  stats_totals *t = calloc((size_t)n, sizeof *t);
  stats_meta *m = calloc((size_t)n, sizeof *m);
  char err[1024];
  int read = 0, rc = 0;
  if (!t || !m) rc = (fprintf(stderr, "luno merge: out of memory\n"), -1);
  while (rc == 0 && read < n) {
    if (stats_shard_read(files[read], &t[read], &m[read], err, sizeof err) < 0)
      rc = (fprintf(stderr, "luno merge: %s\n", err), -1);
    else
      read++;
  }
  stats_totals out;
  stats_meta out_meta;
  if (rc == 0 &&
      stats_shard_merge(n, t, m, (const char *const *)files, &out, &out_meta, err, sizeof err) < 0)
    rc = (fprintf(stderr, "luno merge: %s\n", err), -1);
  if (rc == 0) {
    if (json)
      stats_write_json(stdout, &out, &out_meta);
    else
      stats_print_text(stdout, &out, &out_meta);
    stats_totals_free(&out);
  }
  for (int i = 0; i < read; i++)
    stats_totals_free(&t[i]);
  free(t);
  free(m);
  return rc < 0 ? 2 : 0;
}

int merge_main(int argc, char **argv) {
  int json = 0;
  const arg_spec specs[] = {
      {"--json", ARG_SWITCH, &json, NULL, "print one JSON object instead of the text"},
      {NULL, 0, NULL, NULL, NULL}};
  arg_command cmd = {"merge",
                     "Sums the shard files of `luno sim --shard K/N --out FILE` into exactly the\n"
                     "result of one run (refusing shards of other rules, options or bots).",
                     specs,
                     NULL,
                     NULL,
                     NULL};
  char *files[MAX_SHARDS], *flags[8];
  int nfiles = 0, nflags = 0;
  for (int i = 0; i < argc; i++) /* the files are every word that is not a flag */
    if (argv[i][0] == '-' && nflags < 8)
      flags[nflags++] = argv[i];
    else if (argv[i][0] != '-' && nfiles < MAX_SHARDS)
      files[nfiles++] = argv[i];
  int r = args_parse(&cmd, nflags, flags);
  if (r != 0) return r < 0 ? 2 : 0;
  if (nfiles == 0) return fprintf(stderr, "luno merge: give the shard files to merge\n"), 2;
  return merge_files(nfiles, files, json);
}

/* Takes the two --rules of compare out of argv (the rest stays, in order). -1 if not two. */
static int two_rules(int *argc, char **argv, const char **a, const char **b) {
  int n = 0, kept = 0;
  for (int i = 0; i < *argc; i++) {
    if (!strncmp(argv[i], "--rules=", 8) && n < 2) { /* (as args_parse takes --name=value) */
      *(n++ ? b : a) = argv[i] + 8;
      continue;
    }
    if (!strcmp(argv[i], "--rules") && i + 1 < *argc && n < 2) {
      *(n++ ? b : a) = argv[++i];
      continue;
    }
    argv[kept++] = argv[i];
  }
  *argc = kept;
  return n == 2 ? 0 : -1;
}

/* Plays one side of a comparison: rules (NULL: as given), bots (NULL: as given). */
static int play_side(sim_options *o, const char *rules, const char *bots, sim_result *r) {
  char err[512];
  if (rules) snprintf(o->config.rules, sizeof o->config.rules, "%s", rules);
  if (bots) snprintf(o->config.bots, sizeof o->config.bots, "%s", bots);
  rules = o->config.rules;
  memset(r, 0, sizeof *r);
  if (sim_collect(o, o->config.seed, o->games, NULL, r, err, sizeof err) < 0)
    return fprintf(stderr, "luno compare: %s: %s\n", rules, err), -1;
  return 0;
}

/* `compare --skill BOT`: the skill gap, BOT at seat 0 among random bots against random
 * bots everywhere, on the same seeds (docs/SIMULATION.md, "Skill gap"), under rules (NULL:
 * as given); its Order into *order. */
static int skill_gap(sim_options *o, const char *bot, const char *rules, stats_diff *order) {
  sim_result strong, weak;
  char bots[512];
  size_t n = (size_t)snprintf(bots, sizeof bots, "%s", bot);
  for (int s = 1; s < o->config.players && n < sizeof bots; s++)
    n += (size_t)snprintf(bots + n, sizeof bots - n, ",random");
  if (play_side(o, rules, bots, &strong) < 0) return -1;
  if (play_side(o, NULL, "random", &weak) < 0) return stats_totals_free(&strong.totals), -1;
  stats_prop a, b;
  stats_diff d = stats_skill_gap(&strong.totals, &weak.totals, 0, &a, &b);
  printf("skill gap of %s at seat 0 (%s, %d players, %ld games each, the same seeds)\n", bot,
         o->config.rules, o->config.players, o->games);
  printf("  seat 0 wins with %-8s %6.2f%% [%.2f, %.2f]\n", bot, 100 * a.p, 100 * a.lo, 100 * a.hi);
  printf("  seat 0 wins with random   %6.2f%% [%.2f, %.2f]\n", 100 * b.p, 100 * b.lo, 100 * b.hi);
  printf("  gap %+.2f points [%+.2f, %+.2f]%s\n", 100 * d.d, 100 * d.lo, 100 * d.hi,
         d.lo > 0 || d.hi < 0 ? " (its interval leaves out 0)" : "");
  double room = b.p < 1 ? 1 - b.p : 1; /* Order: the gap over what was left to win */
  *order = (stats_diff){d.d / room, d.lo / room,
                        d.hi / room < 1 ? d.hi / room : 1}; /* (at
                                                             * most 1: seat 0 always wins) */
  printf("  order %.3f [%.3f, %.3f] (the gap over what seat 0 left to win with random bots)\n",
         order->d, order->lo, order->hi);
  stats_totals_free(&strong.totals);
  stats_totals_free(&weak.totals);
  return 0;
}

/* `compare --skill BOT --rules A --rules B`: the Order of each, and A's minus B's with the
 * interval of a difference built from the two (Newcombe's and Zou's MOVER: each side's
 * distance to its own bounds, combined in quadrature). */
static int skill_change(sim_options *o, const char *bot, const char *a, const char *b) {
  stats_diff x, y;
  if (skill_gap(o, bot, a, &x) < 0 || skill_gap(o, bot, b, &y) < 0) return 2;
  double d = x.d - y.d, lo = d - sqrt((x.d - x.lo) * (x.d - x.lo) + (y.hi - y.d) * (y.hi - y.d)),
         hi = d + sqrt((x.hi - x.d) * (x.hi - x.d) + (y.d - y.lo) * (y.d - y.lo));
  printf("order of %s, %s minus %s: %+.3f [%+.3f, %+.3f]%s\n", bot, a, b, d, lo, hi,
         lo > 0   ? " (more skill under the first)"
         : hi < 0 ? " (more skill under the second)"
                  : " (its interval holds 0)");
  return 0;
}

int compare_main(int argc, char **argv) {
  sim_options o;
  memset(&o, 0, sizeof o);
  luno_config_init(&o.config);
  o.games = 1000;
  const char *a = NULL, *b = NULL, *skill = NULL;
  const arg_spec specs[] = {
      {"--games", ARG_COUNT, &o.games, "N", "games of each (default 1000), on the same seeds"},
      {"--jobs", ARG_COUNT, &o.jobs, "N", "threads (default: one per core)"},
      {"--skill", ARG_TEXT, &skill, "BOT", "instead: the skill gap of BOT (seat 0) over random"},
      {NULL, 0, NULL, NULL, NULL}};
  arg_command cmd = {"compare",
                     "Plays two rulesets on the same seeds (--rules A --rules B) and reports\n"
                     "every figure side by side with its difference and 95% interval; or, with\n"
                     "--skill BOT, how much better BOT does than the random bot, under one\n"
                     "ruleset, or under two and how its Order changes from one to the other.",
                     specs,
                     &o.config,
                     NULL,
                     NULL};
  int bad = two_rules(&argc, argv, &a, &b);
  if (a && !b) /* one --rules: the ruleset of --skill */
    snprintf(o.config.rules, sizeof o.config.rules, "%s", a);
  int r = args_parse(&cmd, argc, argv);
  if (r != 0) return r < 0 ? 2 : 0;
  o.quiet = 1;
  stats_diff order;
  if (skill && a && b) return skill_change(&o, skill, a, b);
  if (skill) return skill_gap(&o, skill, NULL, &order) < 0 ? 2 : 0;
  if (bad) return fprintf(stderr, "luno compare: give two rulesets: --rules A --rules B\n"), 2;
  sim_result ra, rb;
  if (play_side(&o, a, NULL, &ra) < 0) return 2;
  if (play_side(&o, b, NULL, &rb) < 0) return stats_totals_free(&ra.totals), 2;
  stats_print_compare(stdout, &ra.totals, &ra.meta, &rb.totals, &rb.meta);
  stats_totals_free(&ra.totals);
  stats_totals_free(&rb.totals);
  return 0;
}
