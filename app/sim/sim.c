/* sim.c: `luno sim` plays many complete games with bots and reports what happened, with
 * 95% intervals (docs/SIMULATION.md). Game i uses seed S+i whatever the threads or shards,
 * so any game can be replayed alone with --seed S+i --games 1. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"
#include "stats/shard.h"
#include <luno/host.h>
#include <luno/save.h>

/* Begins an output file named by a flag (luno_file_begin: a new file renamed over path at
 * its end), its temporary name in tmp; NULL after saying why. */
static FILE *open_output(const char *flag, const char *path, char *tmp, size_t tmplen) {
  char err[1300];
  FILE *f = luno_file_begin(path, 0644, 1, tmp, tmplen, err, sizeof err);
  if (!f) fprintf(stderr, "luno sim: %s: %s\n", flag, err);
  return f;
}

/* Ends an output file open_output began (abandon: removed); 0, or -1 after saying why. */
static int close_output(const char *flag, FILE *f, const char *tmp, const char *path, int abandon) {
  char err[1300];
  if (luno_file_finish(f, tmp, path, abandon, err, sizeof err) == 0 || abandon) return 0;
  return fprintf(stderr, "luno sim: %s: %s\n", flag, err), -1;
}

/* The seeds this run plays: all of them, or the --shard slice. -1 after saying why. */
static int seed_range(const sim_options *o, uint64_t *first, long *count, int *k, int *n) {
  char err[256];
  *k = *n = 1;
  if (o->shard && stats_shard_spec(o->shard, k, n, err, sizeof err) < 0)
    return fprintf(stderr, "luno sim: %s\n", err), -1;
  if (o->shard && o->config.has_seed != 1) /* (a seed drawn afresh is each shard's own) */
    return fprintf(stderr, "luno sim: --shard needs --seed S: every shard plays its part of "
                           "one run's seeds\n"),
           -1;
  stats_shard_range(o->config.seed, o->games, *k, *n, first, count);
  return 0;
}

/* Writes the picture of --svg. */
static int write_svg(const sim_options *o, const sim_result *r) {
  char tmp[1100];
  FILE *f = open_output("--svg", o->svg, tmp, sizeof tmp);
  if (!f) return -1;
  stats_write_svg(f, &r->totals, &r->meta);
  return close_output("--svg", f, tmp, o->svg, 0);
}

/* Whether a bots spec seats a Lua bot (one whose draws --bot-seed replays): an entry
 * other than random, human or the built-in search bot. */
static int seats_lua_bot(const char *bots) {
  for (const char *p = bots; *p;) {
    size_t n = strcspn(p, ",");
    int builtin = (n == 6 && !strncmp(p, "random", 6)) || (n == 5 && !strncmp(p, "human", 5)) ||
                  !strncmp(p, "ismcts", n < 6 ? n : 6);
    if (!builtin) return 1;
    p += n + (p[n] == ',');
  }
  return 0;
}

/* Prints (or writes to --out) what the run found: JSON, or text with histograms. */
static int print_result(const sim_options *o, const sim_result *r) {
  char err[512];
  if (o->out && stats_shard_write(o->out, &r->totals, &r->meta, err, sizeof err) < 0)
    return fprintf(stderr, "luno sim: --out: %s\n", err), -1;
  if (o->svg && write_svg(o, r) < 0) return -1;
  if (o->out && !o->json) return 0; /* a shard: the file is the result */
  if (o->json) {
    stats_write_json(stdout, &r->totals, &r->meta);
    return 0;
  }
  stats_print_text(stdout, &r->totals, &r->meta);
  stats_print_hist(stdout, "turns per round", &r->totals.round_turns);
  if (seats_lua_bot(o->config.bots))
    luno_fold_printf(stdout, LUNO_FOLD_HANG,
                     "bots' seed %llu (--bot-seed %llu plays the Lua bots' draws again)",
                     (unsigned long long)r->meta.bot_seed, (unsigned long long)r->meta.bot_seed);
  return 0;
}

int sim_run(const sim_options *o) {
  uint64_t first;
  long count;
  int k, n;
  if (seed_range(o, &first, &count, &k, &n) < 0) return 2;
  char tmp[1100];
  FILE *csv = o->csv ? open_output("--csv", o->csv, tmp, sizeof tmp) : NULL;
  if (o->csv && !csv) return 2;
  sim_result r;
  char err[512];
  memset(&r, 0, sizeof r);
  if (sim_collect(o, first, count, csv, &r, err, sizeof err) < 0) {
    if (csv) close_output("--csv", csv, tmp, o->csv, 1);
    return fprintf(stderr, "luno sim: %s\n", err), 2;
  }
  r.meta.shard_k = k, r.meta.shard_n = n;
  int bad = print_result(o, &r) < 0;
  if (csv && close_output("--csv", csv, tmp, o->csv, 0) < 0) bad = 1; /* (a full disk) */
  const long *fail = r.totals.failures;
  int failed = fail[STATS_ERROR] || fail[STATS_INVARIANT] || fail[STATS_STUCK];
  stats_totals_free(&r.totals);
  return bad ? 2 : failed ? 1 : 0;
}
