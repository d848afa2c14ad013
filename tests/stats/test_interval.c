/* test_interval.c: Wilson intervals, means, quantiles and the chi-square tail against values
 * worked out from the formulas (docs/SIMULATION.md) and published examples. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "stats/interval.h"
#include "stats/metrics.h"

#define NEAR(a, b) assert_true((a) > (b)-5e-7 && (a) < (b) + 5e-7)

/* Wilson 95%: 0/10, 5/10, 10/10 and Newcombe's (1998) example 81/263 = 0.2553-0.3662. */
static void wilson_known_values(void **state) {
  (void)state;
  stats_prop p = stats_wilson(0, 10);
  NEAR(p.p, 0.0), NEAR(p.lo, 0.0), NEAR(p.hi, 0.277533);
  p = stats_wilson(5, 10);
  NEAR(p.p, 0.5), NEAR(p.lo, 0.236593), NEAR(p.hi, 0.763407);
  p = stats_wilson(81, 263);
  NEAR(p.lo, 0.255289), NEAR(p.hi, 0.366210);
  p = stats_wilson(10, 10);
  NEAR(p.lo, 0.722467), NEAR(p.hi, 1.0);
  p = stats_wilson(0, 0);
  NEAR(p.lo, 0.0), NEAR(p.hi, 1.0);
}

/* Values 1, 2, 3, 4, 10 (one each): mean 4, sd sqrt(12.5), nearest-rank quantiles. */
static void describe_small_histogram(void **state) {
  (void)state;
  stats_hist h = {0};
  long values[] = {3, 1, 10, 2, 4};
  for (int i = 0; i < 5; i++)
    stats_hist_add(&h, values[i], 1);
  stats_dist d;
  stats_describe(&h, &d);
  assert_int_equal(d.n, 5);
  NEAR(d.mean, 4.0);
  NEAR(d.sd, 3.535534);
  NEAR(d.se, 1.581139);
  NEAR(d.lo, 4.0 - 1.959964 * 1.581139);
  assert_int_equal(d.min, 1);
  assert_int_equal(d.max, 10);
  /* ranks ceil(p n): 5% -> 1, 25% -> 2, 50% -> 3, 75% -> 4, 95% -> 5 */
  long want[5] = {1, 2, 3, 4, 10};
  for (int i = 0; i < 5; i++)
    assert_int_equal(d.q[i], want[i]);
  stats_hist_free(&h);
}

/* 100 values 0..99: the p% quantile is p - 1 (rank p), the median 49. */
static void quantiles_of_a_range(void **state) {
  (void)state;
  stats_hist h = {0};
  for (long v = 0; v < 100; v++)
    stats_hist_add(&h, v, 1);
  assert_int_equal(stats_quantile(&h, 5), 4);
  assert_int_equal(stats_quantile(&h, 50), 49);
  assert_int_equal(stats_quantile(&h, 95), 94);
  assert_int_equal(stats_quantile(&h, 100), 99);
  assert_int_equal(stats_hist_max(&h), 99);
  stats_hist_free(&h);
  stats_dist d;
  stats_describe(&h, &d);
  assert_int_equal(d.n, 0);
}

/* Chi-square tails: the 5% critical values for 1 and 3 degrees of freedom, and the closed
 * forms for 2 (e^-x/2) and 4 ((1 + x/2) e^-x/2) degrees. */
static void chi_square_tail(void **state) {
  (void)state;
  NEAR(stats_chi2_tail(3.841459, 1), 0.05);
  NEAR(stats_chi2_tail(7.814728, 3), 0.05);
  NEAR(stats_chi2_tail(2.0, 2), 0.367879);
  NEAR(stats_chi2_tail(10.0, 4), 0.040428);
  NEAR(stats_chi2_tail(0.0, 3), 1.0);
}

/* Newcombe's difference interval holds the difference and is built from the Wilson ones. */
static void differences(void **state) {
  (void)state;
  stats_diff d = stats_prop_diff(stats_wilson(56, 70), stats_wilson(48, 80));
  /* Newcombe (1998), example (a): 0.2 with 0.0524 to 0.3339 */
  NEAR(d.d, 0.2);
  assert_true(d.lo > 0.0523 && d.lo < 0.0525);
  assert_true(d.hi > 0.3338 && d.hi < 0.3340);
  stats_dist a = {.mean = 10.0, .se = 3.0}, b = {.mean = 4.0, .se = 4.0};
  d = stats_mean_diff(&a, &b);
  NEAR(d.d, 6.0), NEAR(d.lo, 6.0 - 1.959964 * 5.0), NEAR(d.hi, 6.0 + 1.959964 * 5.0);
}

/* Fairness of 100 games won 40/20/20/20: chi-square (15^2 + 3 * 5^2) / 25 = 12, df 3. */
static void fairness_figures(void **state) {
  (void)state;
  stats_totals t;
  stats_totals_init(&t, 4, 0, NULL);
  long wins[4] = {40, 20, 20, 20};
  for (int s = 0; s < 4; s++)
    t.wins[s] = wins[s];
  t.decided = t.games = 100;
  t.rounds_decided = 100;
  t.round_wins[1] = 31, t.round_wins[0] = 23, t.round_wins[2] = 23, t.round_wins[3] = 23;
  stats_metrics m;
  stats_metrics_of(&t, &m);
  NEAR(m.fair_chi2, 12.0);
  assert_int_equal(m.fair_df, 3);
  NEAR(m.fair_p, 0.007383);
  NEAR(m.fair_max_dev, 0.15);
  NEAR(m.first_advantage, 0.06);
  stats_totals strong = t;
  stats_prop a, b;
  t.wins[0] = 25, t.wins[1] = 25, t.wins[2] = 25, t.wins[3] = 25;
  stats_diff gap = stats_skill_gap(&strong, &t, 0, &a, &b);
  NEAR(gap.d, 0.15);
  NEAR(a.p, 0.4), NEAR(b.p, 0.25);
  assert_true(gap.lo > 0.0 && gap.hi < 0.3);
  stats_totals_free(&t);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(wilson_known_values),  cmocka_unit_test(describe_small_histogram),
      cmocka_unit_test(quantiles_of_a_range), cmocka_unit_test(chi_square_tail),
      cmocka_unit_test(differences),          cmocka_unit_test(fairness_figures),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
