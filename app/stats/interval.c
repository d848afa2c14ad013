/* interval.c: Wilson intervals, means with standard errors, exact quantiles, chi-square. */
#include <math.h>
#include <string.h>

#include "interval.h"

const int stats_quantile_percents[5] = {5, 25, 50, 75, 95};

/* Wilson score interval: (p + z^2/2n -+ z sqrt(p(1-p)/n + z^2/4n^2)) / (1 + z^2/n). It
 * stays inside [0, 1] and is honest near 0 and 1, where p -+ 1.96 SE is not. */
stats_prop stats_wilson(long k, long n) {
  stats_prop r = {k, n, 0.0, 0.0, 1.0};
  if (n <= 0) return r;
  double z = STATS_Z95, nn = (double)n, p = (double)k / nn;
  double denom = 1.0 + z * z / nn;
  double center = (p + z * z / (2.0 * nn)) / denom;
  double half = z * sqrt(p * (1.0 - p) / nn + z * z / (4.0 * nn * nn)) / denom;
  r.p = p;
  r.lo = k == 0 ? 0.0 : center - half;
  r.hi = k == n ? 1.0 : center + half;
  return r;
}

long stats_quantile(const stats_hist *h, int percent) {
  if (h->n <= 0) return 0;
  long rank = ((long)percent * h->n + 99) / 100;
  if (rank < 1) rank = 1;
  long seen = 0;
  for (long v = 0; v < h->size; v++) {
    seen += h->count[v];
    if (seen >= rank) return v;
  }
  return h->size - 1;
}

void stats_describe(const stats_hist *h, stats_dist *d) {
  memset(d, 0, sizeof *d);
  if (h->n <= 0) return;
  long long sum = 0;
  d->n = h->n;
  d->min = -1;
  for (long v = 0; v < h->size; v++) {
    if (!h->count[v]) continue;
    if (d->min < 0) d->min = v;
    d->max = v;
    sum += (long long)v * h->count[v];
  }
  d->mean = (double)sum / (double)h->n;
  double squares = 0.0;
  for (long v = d->min; v <= d->max; v++)
    squares += (double)h->count[v] * ((double)v - d->mean) * ((double)v - d->mean);
  d->sd = h->n > 1 ? sqrt(squares / (double)(h->n - 1)) : 0.0;
  d->se = d->sd / sqrt((double)h->n);
  d->lo = d->mean - STATS_Z95 * d->se;
  d->hi = d->mean + STATS_Z95 * d->se;
  for (int i = 0; i < 5; i++)
    d->q[i] = stats_quantile(h, stats_quantile_percents[i]);
}

void stats_bin(const stats_hist *h, int max_bins, stats_bins *b) {
  memset(b, 0, sizeof *b);
  long hi = stats_hist_max(h);
  if (hi < 0) return;
  if (max_bins > STATS_MAX_BINS) max_bins = STATS_MAX_BINS;
  while (!h->count[b->lo])
    b->lo++;
  long cut = stats_quantile(h, 99);
  b->tail_from = cut < hi ? cut + 1 : hi + 1;
  b->step = (b->tail_from - b->lo + max_bins - 1) / max_bins;
  b->n = (int)((b->tail_from - 1 - b->lo) / b->step) + 1;
  for (long v = b->lo; v <= hi; v++) {
    if (v >= b->tail_from)
      b->tail += h->count[v];
    else
      b->count[(v - b->lo) / b->step] += h->count[v];
  }
  b->most = b->tail;
  for (int i = 0; i < b->n; i++)
    if (b->count[i] > b->most) b->most = b->count[i];
}

/* Regularized lower incomplete gamma P(a, x) by its series (for x < a + 1). */
static double gamma_p_series(double a, double x) {
  double term = 1.0 / a, sum = term;
  for (int i = 1; i < 1000 && fabs(term) > fabs(sum) * 1e-15; i++) {
    term *= x / (a + i);
    sum += term;
  }
  return sum * exp(-x + a * log(x) - lgamma(a));
}

/* Regularized upper incomplete gamma Q(a, x) by its continued fraction (modified Lentz),
 * for x >= a + 1. */
static double gamma_q_fraction(double a, double x) {
  const double tiny = 1e-300;
  double b = x + 1.0 - a, c = 1.0 / tiny, d = 1.0 / b, f = d;
  for (int i = 1; i < 1000; i++) {
    double an = -i * (i - a);
    b += 2.0;
    d = an * d + b;
    if (fabs(d) < tiny) d = tiny;
    c = b + an / c;
    if (fabs(c) < tiny) c = tiny;
    d = 1.0 / d;
    double delta = d * c;
    f *= delta;
    if (fabs(delta - 1.0) < 1e-15) break;
  }
  return f * exp(-x + a * log(x) - lgamma(a));
}

double stats_chi2_tail(double x, int df) {
  if (df <= 0) return 1.0;
  if (x <= 0.0) return 1.0;
  double a = df / 2.0, hx = x / 2.0;
  return hx < a + 1.0 ? 1.0 - gamma_p_series(a, hx) : gamma_q_fraction(a, hx);
}

stats_diff stats_prop_diff(stats_prop a, stats_prop b) {
  stats_diff r;
  r.d = a.p - b.p;
  r.lo = r.d - sqrt((a.p - a.lo) * (a.p - a.lo) + (b.hi - b.p) * (b.hi - b.p));
  r.hi = r.d + sqrt((a.hi - a.p) * (a.hi - a.p) + (b.p - b.lo) * (b.p - b.lo));
  return r;
}

stats_diff stats_mean_diff(const stats_dist *a, const stats_dist *b) {
  stats_diff r;
  double half = STATS_Z95 * sqrt(a->se * a->se + b->se * b->se);
  r.d = a->mean - b->mean;
  r.lo = r.d - half;
  r.hi = r.d + half;
  return r;
}
