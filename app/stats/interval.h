/* interval.h: intervals and summaries from exact counts: Wilson 95% intervals for
 * proportions, mean +- 1.96 SE for means, nearest-rank quantiles from exact histograms,
 * and the chi-square tail for fairness. Formulas in docs/SIMULATION.md. */
#ifndef LUNO_STATS_INTERVAL_H
#define LUNO_STATS_INTERVAL_H

#include "stats.h"

#define STATS_Z95 1.959963984540054

/* A proportion k/n with its Wilson score interval (n 0: p 0, interval [0, 1]). */
typedef struct stats_prop {
  long k, n;
  double p, lo, hi;
} stats_prop;

/* A distribution read from an exact histogram. */
typedef struct stats_dist {
  long n, min, max;
  double mean, sd, se, lo, hi; /* sd with n-1; lo, hi = mean -+ 1.96 se */
  long q[5];                   /* quantiles 5, 25, 50, 75, 95 (nearest rank) */
} stats_dist;

/* A difference of two figures with its 95% interval. */
typedef struct stats_diff {
  double d, lo, hi;
} stats_diff;

/* A histogram grouped for drawing: n bins of step values from lo, and the rare long tail
 * above the 99th percentile in one last bin "tail_from and more" (tail 0 if none). */
enum { STATS_MAX_BINS = 40 };
typedef struct stats_bins {
  long lo, step, tail_from, tail, most; /* most: the largest bin, tail included */
  int n;
  long count[STATS_MAX_BINS];
} stats_bins;

extern const int stats_quantile_percents[5];

stats_prop stats_wilson(long k, long n);
/* The smallest value v with at least ceil(percent * n / 100) counts at or below it. */
long stats_quantile(const stats_hist *h, int percent);
/* Fills d from h; an empty histogram gives all zeros. */
void stats_describe(const stats_hist *h, stats_dist *d);
/* P(X >= x) for X chi-square with df degrees of freedom. */
double stats_chi2_tail(double x, int df);
/* Groups h into at most max_bins bins (at most STATS_MAX_BINS) plus the tail bin. */
void stats_bin(const stats_hist *h, int max_bins, stats_bins *b);
/* p1 - p2 with Newcombe's hybrid score interval (from the two Wilson intervals). */
stats_diff stats_prop_diff(stats_prop a, stats_prop b);
/* mean1 - mean2 with 1.96 * sqrt(se1^2 + se2^2). */
stats_diff stats_mean_diff(const stats_dist *a, const stats_dist *b);

#endif
