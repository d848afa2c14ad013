/* sim.h: `luno sim`, `luno merge` and `luno compare` (docs/SIMULATION.md). */
#ifndef LUNO_APP_SIM_H
#define LUNO_APP_SIM_H

#include <stdio.h>

#include "stats/report.h"
#include "stats/stats.h"
#include <luno/table.h>

typedef struct sim_options {
  luno_config config;
  long games;
  int check, json;
  long jobs;         /* threads; 0: one per core */
  const char *shard; /* "K/N": play the K-th of N slices of the seeds, or NULL */
  const char *out;   /* write the JSON result (a shard file) there, or NULL */
  const char *csv;   /* one row per game, or NULL */
  const char *svg;   /* the picture, or NULL */
  int quiet;         /* no progress bar */
} sim_options;

/* What a run found: the totals of its games and what it was. */
typedef struct sim_result {
  stats_totals totals;
  stats_meta meta;
} sim_result;

/* Plays count games from seed first on o->jobs threads into r (stats_totals_free it);
 * rows go to csv in seed order when csv is not NULL. 0, or -1 with err (nothing to free). */
int sim_collect(const sim_options *o, uint64_t first, long count, FILE *csv, sim_result *r,
                char *err, int errlen);

/* `luno sim`: plays the games and prints the result; exit status 1 if any game failed. */
int sim_run(const sim_options *o);
/* `luno merge FILES...` and `luno compare --rules A --rules B ...`: exit statuses. */
int merge_main(int argc, char **argv);
int compare_main(int argc, char **argv);

#endif
