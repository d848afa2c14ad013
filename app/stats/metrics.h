/* metrics.h: design figures in the spirit of CardStock (fairness, first-player advantage,
 * drama, decisiveness, skill), computed from stats_totals. Definitions and formulas are in
 * docs/SIMULATION.md. */
#ifndef LUNO_STATS_METRICS_H
#define LUNO_STATS_METRICS_H

#include "interval.h"
#include "stats.h"

typedef struct stats_metrics {
  int players;
  stats_prop seat[STATS_MAX_SEATS]; /* match win rate by seat, among decided games */
  int nteams;                       /* 0, or the teams the seats play in */
  stats_prop team[STATS_MAX_SEATS]; /* match win rate by team, when nteams > 0 */
  double fair_max_dev;              /* max over seats (teams) of |p_s - 1/n| */
  double fair_chi2, fair_p;         /* chi-square of the seat (team) wins against equal shares */
  int fair_df;                      /* n - 1 (n: seats, or teams) */
  stats_prop after_dealer[STATS_MAX_SEATS]; /* round win rate by seats after the dealer */
  double first_advantage;                   /* after_dealer[1].p - 1/n: the first player's edge */
  stats_prop comeback;     /* drama: decided games whose winner was behind at some point */
  stats_prop close_finish; /* decisiveness: decided games with a margin of 1 card or less */
  stats_prop security;     /* decided games with a sole leader at mid-match that it won */
  stats_prop failed;       /* games without a normal end */
  stats_dist lead_changes, margin, round_turns, game_turns, game_rounds;
  stats_dist settled; /* decisiveness: % of the match before the winner led for good */
} stats_metrics;

void stats_metrics_of(const stats_totals *t, stats_metrics *m);
/* Skill gap of seat: its win rate with a stronger bot (run strong) minus its win rate in the
 * baseline run (same seeds, every seat the weaker bot). a and b receive the two rates. */
stats_diff stats_skill_gap(const stats_totals *strong, const stats_totals *baseline, int seat,
                           stats_prop *a, stats_prop *b);

#endif
