/* metrics.c: fairness, first-player advantage, drama, decisiveness and skill gap. */
#include <math.h>
#include <string.h>

#include "metrics.h"

/* Win rates of the n sides (the seats, or the teams when the seats play in teams), their
 * largest distance from 1/n and the chi-square against equal shares: sum over sides of
 * (w_s - D/n)^2 / (D/n) with n - 1 degrees of freedom. */
static void fairness(const stats_totals *t, stats_metrics *m) {
  int n = t->nteams > 0 ? t->nteams : t->players;
  double fair = 1.0 / n, expected = (double)t->decided / n;
  for (int s = 0; s < t->players; s++)
    m->seat[s] = stats_wilson(t->wins[s], t->decided);
  m->nteams = t->nteams;
  for (int k = 0; k < n; k++) {
    long wins = t->nteams > 0 ? stats_team_wins(t, k) : t->wins[k];
    stats_prop p = stats_wilson(wins, t->decided);
    if (t->nteams > 0) m->team[k] = p;
    double dev = fabs(p.p - fair);
    if (t->decided && dev > m->fair_max_dev) m->fair_max_dev = dev;
    if (expected > 0.0)
      m->fair_chi2 += ((double)wins - expected) * ((double)wins - expected) / expected;
  }
  m->fair_df = n - 1;
  m->fair_p = t->decided ? stats_chi2_tail(m->fair_chi2, m->fair_df) : 1.0;
}

void stats_metrics_of(const stats_totals *t, stats_metrics *m) {
  memset(m, 0, sizeof *m);
  m->players = t->players;
  if (t->players <= 0) return;
  fairness(t, m);
  for (int s = 0; s < t->players; s++)
    m->after_dealer[s] = stats_wilson(t->round_wins[s], t->rounds_decided);
  int first = t->players > 1 ? 1 : 0;
  m->first_advantage = t->rounds_decided ? m->after_dealer[first].p - 1.0 / t->players : 0.0;
  m->comeback = stats_wilson(t->comebacks, t->decided);
  long close = 0;
  for (long v = 0; v <= 1 && v < t->margin.size; v++)
    close += t->margin.count[v];
  m->close_finish = stats_wilson(close, t->margin.n);
  m->security = stats_wilson(t->secure_kept, t->secure_games);
  stats_describe(&t->settled, &m->settled);
  long failed = 0;
  for (int f = STATS_OK + 1; f < STATS_NFAIL; f++)
    failed += t->failures[f];
  m->failed = stats_wilson(failed, t->games);
  stats_describe(&t->lead_changes, &m->lead_changes);
  stats_describe(&t->margin, &m->margin);
  stats_describe(&t->round_turns, &m->round_turns);
  stats_describe(&t->game_turns, &m->game_turns);
  stats_describe(&t->game_rounds, &m->game_rounds);
}

stats_diff stats_skill_gap(const stats_totals *strong, const stats_totals *baseline, int seat,
                           stats_prop *a, stats_prop *b) {
  *a = stats_wilson(seat < strong->players ? strong->wins[seat] : 0, strong->decided);
  *b = stats_wilson(seat < baseline->players ? baseline->wins[seat] : 0, baseline->decided);
  return stats_prop_diff(*a, *b);
}
