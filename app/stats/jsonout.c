/* jsonout.c: the run's description and the JSON object written by `luno sim --json` and by
 * shards (read back by shard.c): every count needed to merge, then derived figures. */
#include <stdio.h>
#include <string.h>

#include "report.h"

void stats_meta_init(stats_meta *m, const char *rules, const char *options, const char *bots,
                     uint64_t seed, long games) {
  memset(m, 0, sizeof *m);
  snprintf(m->rules, sizeof m->rules, "%s", rules ? rules : "");
  snprintf(m->options, sizeof m->options, "%s", options ? options : "");
  snprintf(m->bots, sizeof m->bots, "%s", bots ? bots : "");
  m->seed = seed;
  m->games = games;
  m->shard_k = m->shard_n = 1;
}

int stats_meta_hash(stats_meta *m, const char *hash) {
  if (m->nhashes == STATS_MAX_HASHES) return -1;
  snprintf(m->hashes[m->nhashes++], STATS_HASH_MAX, "%s", hash);
  return 0;
}

/* Writes s as a JSON string. */
static void put_string(FILE *f, const char *s) {
  fputc('"', f);
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      fprintf(f, "\\%c", c);
    else if (c < 0x20)
      fprintf(f, "\\u%04x", c);
    else
      fputc(c, f);
  }
  fputc('"', f);
}

/* "key": [a, b, ...] for n longs. */
static void put_longs(FILE *f, const char *key, const long *v, int n) {
  fprintf(f, "\"%s\": [", key);
  for (int i = 0; i < n; i++)
    fprintf(f, "%s%ld", i ? ", " : "", v[i]);
  fprintf(f, "], ");
}

/* "key": [[value, count], ...] for the non-empty slots of h. */
static void put_hist(FILE *f, const char *key, const stats_hist *h, const char *sep) {
  fprintf(f, "\"%s\": [", key);
  for (long v = 0, n = 0; v < h->size; v++)
    if (h->count[v]) fprintf(f, "%s[%ld, %ld]", n++ ? ", " : "", v, h->count[v]);
  fprintf(f, "]%s", sep);
}

/* The description: rules, hashes, options, bots, seeds, shard. */
static void put_meta(FILE *f, const stats_totals *t, const stats_meta *m) {
  fprintf(f, "{\"format\": \"luno-sim 1\", \"rules\": ");
  put_string(f, m->rules);
  fprintf(f, ", \"rules_hashes\": [");
  for (int i = 0; i < m->nhashes; i++) {
    fprintf(f, "%s", i ? ", " : "");
    put_string(f, m->hashes[i]);
  }
  fprintf(f, "], \"options\": ");
  put_string(f, m->options);
  fprintf(f, ", \"bots\": ");
  put_string(f, m->bots);
  if (m->measure[0]) fprintf(f, ", \"measure\": "), put_string(f, m->measure);
  fprintf(f, ", \"seed\": %llu, \"games\": %ld, \"shard\": [%d, %d], \"players\": %d, ",
          (unsigned long long)m->seed, t->games, m->shard_k, m->shard_n, t->players);
}

/* The counts, legacy names first (those `luno sim --json` always printed). */
static void put_counts(FILE *f, const stats_totals *t) {
  fprintf(f, "\"rounds\": %ld, \"turns\": %ld, \"turns_mean\": %.3f, \"cards_drawn\": %ld, ",
          t->rounds, t->turns, t->rounds ? (double)t->turns / (double)t->rounds : 0.0,
          t->cards_drawn);
  put_longs(f, "wins_by_seat", t->wins, t->players);
  if (t->nteams > 0) { /* the seats' teams, and the wins of each */
    long team[STATS_MAX_SEATS], wins[STATS_MAX_SEATS];
    for (int s = 0; s < t->players; s++)
      team[s] = t->team[s];
    for (int k = 0; k < t->nteams; k++)
      wins[k] = stats_team_wins(t, k);
    put_longs(f, "teams", team, t->players);
    put_longs(f, "wins_by_team", wins, t->nteams);
  }
  fprintf(f, "\"plays_by_card\": {");
  for (int k = 0; k < t->ntypes; k++) {
    fprintf(f, "%s", k ? ", " : "");
    put_string(f, t->type_names[k]);
    fprintf(f, ": %ld", t->plays[k]);
  }
  fprintf(f, "}, \"uses_by_card\": {");
  for (int k = 0, n = 0; k < t->ntypes; k++)
    if ((t->reacting >> k) & 1u) {
      fprintf(f, "%s", n++ ? ", " : "");
      put_string(f, t->type_names[k]);
      fprintf(f, ": %ld", t->uses[k]);
    }
  fprintf(f, "}, \"errors\": %ld, \"invariant_failures\": %ld, \"stuck\": %ld, ",
          t->failures[STATS_ERROR], t->failures[STATS_INVARIANT], t->failures[STATS_STUCK]);
  fprintf(f, "\"card_types\": [");
  for (int k = 0; k < t->ntypes; k++) {
    fprintf(f, "%s", k ? ", " : "");
    put_string(f, t->type_names[k]);
  }
  fprintf(f, "], \"reacting\": %llu, ", (unsigned long long)t->reacting);
  put_longs(f, "plays_by_type", t->plays, t->ntypes);
  put_longs(f, "uses_by_type", t->uses, t->ntypes);
  fprintf(f, "\"decided\": %ld, \"rounds_decided\": %ld, \"comebacks\": %ld, ", t->decided,
          t->rounds_decided, t->comebacks);
  fprintf(f, "\"secure_games\": %ld, \"secure_kept\": %ld, ", t->secure_games, t->secure_kept);
  put_longs(f, "wins_after_dealer", t->wins_after_dealer, t->players);
  put_longs(f, "round_wins_after_dealer", t->round_wins, t->players);
  fprintf(f, "\"rules_fired\": {");
  for (int i = 0; i < t->nrules; i++) {
    fprintf(f, "%s", i ? ", " : "");
    put_string(f, t->rules[i].name);
    fprintf(f, ": %ld", t->rules[i].count);
  }
  fprintf(f, "}, \"rules_dropped\": %ld, \"histograms\": {", t->rules_dropped);
  put_hist(f, "round_turns", &t->round_turns, ", ");
  put_hist(f, "game_turns", &t->game_turns, ", ");
  put_hist(f, "game_rounds", &t->game_rounds, ", ");
  put_hist(f, "lead_changes", &t->lead_changes, ", ");
  put_hist(f, "margin", &t->margin, ", ");
  put_hist(f, "settled", &t->settled, "}, ");
}

/* {"p": .., "lo": .., "hi": ..} */
static void put_prop(FILE *f, const char *key, stats_prop p, const char *sep) {
  fprintf(f, "\"%s\": {\"k\": %ld, \"n\": %ld, \"p\": %.6f, \"lo\": %.6f, \"hi\": %.6f}%s", key,
          p.k, p.n, p.p, p.lo, p.hi, sep);
}

/* {"mean": .., "sd": .., "lo": .., "hi": .., "q": [5 quantiles]} */
static void put_dist(FILE *f, const char *key, const stats_dist *d, const char *sep) {
  fprintf(f,
          "\"%s\": {\"n\": %ld, \"mean\": %.6f, \"sd\": %.6f, \"lo\": %.6f, \"hi\": %.6f, "
          "\"min\": %ld, \"max\": %ld, \"q\": [%ld, %ld, %ld, %ld, %ld]}%s",
          key, d->n, d->mean, d->sd, d->lo, d->hi, d->min, d->max, d->q[0], d->q[1], d->q[2],
          d->q[3], d->q[4], sep);
}

/* The derived figures (never read back: merge recomputes them from the counts). */
static void put_figures(FILE *f, const stats_totals *t) {
  stats_metrics m;
  stats_metrics_of(t, &m);
  fprintf(f, "\"figures\": {\"win_rate_by_seat\": [");
  for (int s = 0; s < t->players; s++) {
    fprintf(f, "%s", s ? ", " : "");
    fprintf(f, "{\"p\": %.6f, \"lo\": %.6f, \"hi\": %.6f}", m.seat[s].p, m.seat[s].lo,
            m.seat[s].hi);
  }
  fprintf(f, "], \"round_win_rate_after_dealer\": [");
  for (int s = 0; s < t->players; s++) {
    const stats_prop *p = &m.after_dealer[s];
    fprintf(f, "%s{\"p\": %.6f, \"lo\": %.6f, \"hi\": %.6f}", s ? ", " : "", p->p, p->lo, p->hi);
  }
  fprintf(f,
          "], \"fairness\": {\"max_deviation\": %.6f, \"chi2\": %.6f, \"df\": %d, \"p\": %.6f}, ",
          m.fair_max_dev, m.fair_chi2, m.fair_df, m.fair_p);
  fprintf(f, "\"first_player_advantage\": %.6f, ", m.first_advantage);
  put_prop(f, "winner_was_behind", m.comeback, ", ");
  put_prop(f, "close_finish", m.close_finish, ", ");
  put_prop(f, "security", m.security, ", ");
  put_prop(f, "failed", m.failed, ", ");
  put_dist(f, "round_turns", &m.round_turns, ", ");
  put_dist(f, "game_turns", &m.game_turns, ", ");
  put_dist(f, "game_rounds", &m.game_rounds, ", ");
  put_dist(f, "lead_changes", &m.lead_changes, ", ");
  put_dist(f, "margin", &m.margin, ", ");
  put_dist(f, "settled", &m.settled, "}, ");
}

void stats_write_json(FILE *f, const stats_totals *t, const stats_meta *m) {
  put_meta(f, t, m);
  put_counts(f, t);
  put_figures(f, t);
  fprintf(f, "\"elapsed_s\": %.6f, \"ns_per_turn\": %.1f, \"bot_seed\": %llu}\n", m->elapsed,
          t->turns ? m->elapsed * 1e9 / (double)t->turns : 0.0, (unsigned long long)m->bot_seed);
}
