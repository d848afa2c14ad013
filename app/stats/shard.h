/* shard.h: one run split over machines. Shard K of N plays a contiguous part of the seeds
 * and writes its counts as a JSON file (stats_write_json's object); merge reads the files
 * back and sums them into exactly the totals of one run over all the seeds, refusing shards
 * of different rulesets, options or bots, and overlapping or missing seed ranges. */
#ifndef LUNO_STATS_SHARD_H
#define LUNO_STATS_SHARD_H

#include <stdint.h>

#include "report.h"
#include "stats.h"

/* Reads "K/N" (1 <= K <= N); 0, or -1 with a message in err. */
int stats_shard_spec(const char *spec, int *k, int *n, char *err, int errlen);
/* The seeds of shard k of n of a run of games from seed: games * (k-1) / n onwards. */
void stats_shard_range(uint64_t seed, long games, int k, int n, uint64_t *first, long *count);

/* Writes t and m to path as one JSON object; 0, or -1 with "path: why" in err. */
int stats_shard_write(const char *path, const stats_totals *t, const stats_meta *m, char *err,
                      int errlen);
/* Reads a shard file into t (initialized here; free it with stats_totals_free) and m;
 * 0, or -1 with "path: why" in err. */
int stats_shard_read(const char *path, stats_totals *t, stats_meta *m, char *err, int errlen);
/* Merges count shards (names: their file names, for messages) into out (initialized here)
 * and out_meta (shard 1/1, seeds and games of the whole run, elapsed summed). Checks
 * first, merges in seed order; 0, or -1 with one line in err and out left empty. */
int stats_shard_merge(int count, const stats_totals *totals, const stats_meta *metas,
                      const char *const *names, stats_totals *out, stats_meta *out_meta, char *err,
                      int errlen);

#endif
