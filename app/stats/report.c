/* report.c: text for people: the summary with intervals, terminal histograms, and the
 * comparison of two rulesets. Every line fits luno_text_width's columns; a list folds
 * between its items (a figure with its interval is never parted). */
#include <stdio.h>
#include <string.h>

#include <luno/host.h>

#include "report.h"

enum { LABEL_WIDTH = 14, HIST_ROWS = 20, BAR_WIDTH = 60 };

/* Writes items after a label, folding before width columns. */
typedef struct wrapper {
  FILE *f;
  int col, width;
} wrapper;

static void wrap_start(wrapper *w, FILE *f, const char *label) {
  w->f = f, w->width = luno_text_width();
  w->col = fprintf(f, "%-*s", LABEL_WIDTH - 1, label);
}

static void wrap_word(wrapper *w, const char *word) {
  int len = (int)strlen(word);
  if (w->col + 1 + len > w->width && w->col > LABEL_WIDTH) {
    fprintf(w->f, "\n%*s", LABEL_WIDTH - 1, "");
    w->col = LABEL_WIDTH - 1;
  }
  w->col += fprintf(w->f, " %s", word);
}

static void wrap_end(wrapper *w) { fputc('\n', w->f); }

/* Writes a whole sentence, word by word, after a label. */
static void wrap_text(FILE *f, const char *label, const char *text) {
  wrapper w;
  char word[STATS_TEXT_MAX];
  wrap_start(&w, f, label);
  for (const char *p = text; *p;) {
    size_t len = strcspn(p, " ");
    if (len) {
      snprintf(word, sizeof word, "%.*s", (int)len, p);
      wrap_word(&w, word);
    }
    p += len;
    p += *p == ' ';
  }
  wrap_end(&w);
}

/* "26.0% [23.4-28.8]": a proportion in percent with its 95% interval. */
static const char *fmt_prop(char *buf, size_t size, stats_prop p) {
  snprintf(buf, size, "%.1f%% [%.1f-%.1f]", 100.0 * p.p, 100.0 * p.lo, 100.0 * p.hi);
  return buf;
}

/* "45.10 +- 0.91 (sd 14.30)": a mean with its 95% half-width. */
static const char *fmt_mean(char *buf, size_t size, const stats_dist *d) {
  snprintf(buf, size, "%.2f +- %.2f (sd %.2f)", d->mean, d->hi - d->mean, d->sd);
  return buf;
}

/* The length lines: round length, game length, rounds per game, with quantiles. */
static void print_lengths(FILE *f, const stats_metrics *mt) {
  const struct {
    const char *label, *unit;
    const stats_dist *d;
  } rows[] = {{"round length", "turns", &mt->round_turns},
              {"game length", "turns", &mt->game_turns},
              {"game rounds", "rounds", &mt->game_rounds}};
  char mean[96], line[STATS_TEXT_MAX];
  for (int i = 0; i < 3; i++) {
    const stats_dist *d = rows[i].d;
    snprintf(line, sizeof line,
             "%s %s; quantiles 5/25/50/75/95: %ld %ld %ld %ld %ld; range %ld-%ld",
             fmt_mean(mean, sizeof mean, d), rows[i].unit, d->q[0], d->q[1], d->q[2], d->q[3],
             d->q[4], d->min, d->max);
    wrap_text(f, rows[i].label, line);
  }
}

/* Team win rates: "0 (seats 0,2):1012=50.6% [48.4-52.8]" a team. */
static void print_teams(FILE *f, const stats_totals *t, const stats_metrics *mt) {
  wrapper w;
  char word[160], p[64], seats[64];
  wrap_start(&w, f, "wins by team");
  for (int k = 0; k < t->nteams; k++) {
    size_t n = 0;
    for (int s = 0; s < t->players && n < sizeof seats; s++)
      if (t->team[s] == k)
        n += (size_t)snprintf(seats + n, sizeof seats - n, "%s%d", n ? "," : "", s);
    snprintf(word, sizeof word, "%d (seats %s):%ld=%s", k, seats, stats_team_wins(t, k),
             fmt_prop(p, sizeof p, mt->team[k]));
    wrap_word(&w, word);
  }
  wrap_end(&w);
}

/* Seat win rates and fairness. */
static void print_fairness(FILE *f, const stats_totals *t, const stats_metrics *mt) {
  wrapper w;
  char word[96], p[64];
  wrap_start(&w, f, "wins by seat");
  for (int s = 0; s < t->players; s++) {
    snprintf(word, sizeof word, "%d:%ld=%s", s, t->wins[s], fmt_prop(p, sizeof p, mt->seat[s]));
    wrap_word(&w, word);
  }
  wrap_end(&w);
  if (t->nteams > 0) print_teams(f, t, mt);
  char line[STATS_TEXT_MAX];
  int sides = t->nteams > 0 ? t->nteams : t->players;
  snprintf(line, sizeof line,
           "largest %s deviation %.1f points from %.1f%%; chi-square %.2f, df %d, p %.3f",
           t->nteams > 0 ? "team" : "seat", 100.0 * mt->fair_max_dev, 100.0 / sides, mt->fair_chi2,
           mt->fair_df, mt->fair_p);
  wrap_text(f, "fairness", line);
  snprintf(word, sizeof word, "advantage %+.1f points; round wins by seat after the dealer:",
           100.0 * mt->first_advantage);
  wrap_text(f, "first player", word);
  wrap_start(&w, f, "");
  for (int s = 0; s < t->players; s++) {
    snprintf(word, sizeof word, "+%d:%s", s, fmt_prop(p, sizeof p, mt->after_dealer[s]));
    wrap_word(&w, word);
  }
  wrap_end(&w);
}

/* Drama and decisiveness. */
static void print_drama(FILE *f, const stats_metrics *mt, const char *measure) {
  char line[STATS_TEXT_MAX], p[64], mean[96];
  int cards = !measure || !*measure;
  snprintf(line, sizeof line, "the winner was behind in %s of games; lead changes %s per game",
           fmt_prop(p, sizeof p, mt->comeback), fmt_mean(mean, sizeof mean, &mt->lead_changes));
  wrap_text(f, "drama", line);
  snprintf(line, sizeof line,
           "closest opponent's %s at the end %s, median %ld; 1%s or less in %s of games",
           cards ? "cards" : measure, fmt_mean(mean, sizeof mean, &mt->margin), mt->margin.q[2],
           cards ? " card" : "", fmt_prop(p, sizeof p, mt->close_finish));
  wrap_text(f, "decisiveness", line);
  if (mt->settled.n) {
    snprintf(line, sizeof line,
             "the winner led alone for good from %s percent into the match on (median %ld%%)",
             fmt_mean(mean, sizeof mean, &mt->settled), mt->settled.q[2]);
    wrap_text(f, "", line);
  }
  if (mt->security.n) {
    snprintf(line, sizeof line, "the leader at mid-match won %s of %ld games",
             fmt_prop(p, sizeof p, mt->security), mt->security.n);
    wrap_text(f, "security", line);
  }
}

/* Plays, uses and rule firings, as name:count words. */
static void print_counts(FILE *f, const stats_totals *t) {
  wrapper w;
  char word[STATS_NAME_MAX + 32];
  wrap_start(&w, f, "plays by card");
  for (int k = 0; k < t->ntypes; k++) {
    snprintf(word, sizeof word, "%s:%ld", t->type_names[k], t->plays[k]);
    wrap_word(&w, word);
  }
  wrap_end(&w);
  if (t->reacting) {
    wrap_start(&w, f, "uses by card");
    for (int k = 0; k < t->ntypes; k++)
      if ((t->reacting >> k) & 1u) {
        snprintf(word, sizeof word, "%s:%ld", t->type_names[k], t->uses[k]);
        wrap_word(&w, word);
      }
    wrap_end(&w);
  }
  if (t->nrules || t->rules_dropped) {
    wrap_start(&w, f, "rules fired");
    for (int i = 0; i < t->nrules; i++) {
      snprintf(word, sizeof word, "%s:%ld", t->rules[i].name, t->rules[i].count);
      wrap_word(&w, word);
    }
    if (t->rules_dropped) {
      snprintf(word, sizeof word, "(other names):%ld", t->rules_dropped);
      wrap_word(&w, word);
    }
    wrap_end(&w);
  }
}

void stats_print_text(FILE *f, const stats_totals *t, const stats_meta *m) {
  stats_metrics mt;
  stats_metrics_of(t, &mt);
  char line[STATS_TEXT_MAX * 2];
  snprintf(line, sizeof line, "%ld game%s of %s, %d players, seeds %llu..%llu, bots %s", t->games,
           t->games == 1 ? "" : "s", m->rules, t->players, (unsigned long long)m->seed,
           (unsigned long long)(m->seed + (uint64_t)(m->games > 0 ? m->games - 1 : 0)),
           m->bots[0] ? m->bots : "-");
  wrap_text(f, "run", line);
  if (m->options[0]) wrap_text(f, "options", m->options);
  snprintf(line, sizeof line, "%ld (%.2f per game), %ld turns, %ld cards drawn", t->rounds,
           t->games ? (double)t->rounds / (double)t->games : 0.0, t->turns, t->cards_drawn);
  wrap_text(f, "rounds", line);
  print_lengths(f, &mt);
  print_fairness(f, t, &mt);
  print_drama(f, &mt, m ? m->measure : NULL);
  print_counts(f, t);
  snprintf(line, sizeof line, "%ld script/bot errors, %ld invariant failures, %ld stuck",
           t->failures[STATS_ERROR], t->failures[STATS_INVARIANT], t->failures[STATS_STUCK]);
  wrap_text(f, "errors", line);
  snprintf(line, sizeof line, "%.3f s, %.1f ns per turn", m->elapsed,
           t->turns ? m->elapsed * 1e9 / (double)t->turns : 0.0);
  wrap_text(f, "time", line);
}

/* One row of a terminal histogram: the range, a bar scaled to most, the count. */
static void hist_row(FILE *f, const char *range, long count, long most) {
  int bar = most > 0 ? (int)((count * BAR_WIDTH + most - 1) / most) : 0;
  fprintf(f, "%13s |%-*.*s %ld\n", range, BAR_WIDTH, bar,
          "############################################################", count);
}

void stats_print_hist(FILE *f, const char *title, const stats_hist *h) {
  stats_bins b;
  char range[48];
  fprintf(f, "%s (%ld)\n", title, h->n);
  stats_bin(h, HIST_ROWS, &b);
  for (int r = 0; r < b.n; r++) {
    long from = b.lo + r * b.step, to = from + b.step - 1;
    if (to >= b.tail_from) to = b.tail_from - 1;
    if (from == to)
      snprintf(range, sizeof range, "%ld", from);
    else
      snprintf(range, sizeof range, "%ld-%ld", from, to);
    hist_row(f, range, b.count[r], b.most);
  }
  if (b.tail) {
    snprintf(range, sizeof range, "%ld+", b.tail_from);
    hist_row(f, range, b.tail, b.most);
  }
}

/* One line of the comparison: a figure in A and in B and the difference's interval. */
static void compare_line(FILE *f, const char *name, double a, double b, stats_diff d,
                         double scale) {
  fprintf(f, "%-26s %10.2f %10.2f %+10.2f [%+.2f, %+.2f]%s\n", name, a * scale, b * scale,
          d.d * scale, d.lo * scale, d.hi * scale, d.lo > 0 || d.hi < 0 ? " *" : "");
}

/* A proportion in both runs, in percent; the difference is B's minus A's (what B changes). */
static void compare_prop(FILE *f, const char *name, stats_prop a, stats_prop b) {
  compare_line(f, name, a.p, b.p, stats_prop_diff(b, a), 100.0);
}

/* A mean in both runs; the difference is B's minus A's. */
static void compare_mean(FILE *f, const char *name, const stats_dist *a, const stats_dist *b) {
  compare_line(f, name, a->mean, b->mean, stats_mean_diff(b, a), 1.0);
}

/* Whether every seat's bot in the list ("random,random") is the random bot. */
static int all_random(const char *bots) {
  for (const char *p = bots; *p; p += *p == ',') {
    size_t n = strcspn(p, ",");
    if (n != 6 || strncmp(p, "random", 6)) return 0;
    p += n;
  }
  return 1;
}

/* Whether the two runs played the very same games, as far as their counts tell: the same
 * turns, rounds, cards drawn and wins by seat (the same seeds, a difference never met). */
static int same_games(const stats_totals *a, const stats_totals *b) {
  if (a->games != b->games || a->turns != b->turns || a->rounds != b->rounds ||
      a->cards_drawn != b->cards_drawn || a->players != b->players)
    return 0;
  for (int s = 0; s < a->players && s < STATS_MAX_SEATS; s++)
    if (a->wins[s] != b->wins[s]) return 0;
  return 1;
}

void stats_print_compare(FILE *f, const stats_totals *a, const stats_meta *ma,
                         const stats_totals *b, const stats_meta *mb) {
  stats_metrics x, y;
  stats_metrics_of(a, &x);
  stats_metrics_of(b, &y);
  wrap_text(f, "A", ma->rules);
  wrap_text(f, "B", mb->rules);
  char line[STATS_TEXT_MAX];
  snprintf(line, sizeof line, "%llu..%llu, the same for both; bots %s, bot seed %llu",
           (unsigned long long)ma->seed,
           (unsigned long long)(ma->seed + (uint64_t)(ma->games > 0 ? ma->games - 1 : 0)),
           ma->bots[0] ? ma->bots : "-", (unsigned long long)ma->bot_seed);
  wrap_text(f, "seeds", line);
  fprintf(f, "%ld and %ld games; * marks a difference whose 95%% interval leaves out 0\n", a->games,
          b->games);
  if (same_games(a, b))
    wrap_text(f, "note",
              all_random(ma->bots)
                  ? "A and B played the same games (every turn, draw and win alike): with "
                    "these bots the difference between the rulesets never came into play (a "
                    "random bot plays a card whenever it can, so a rule about when one must "
                    "play changes nothing for it; try other --bots)"
                  : "A and B played the same games (every turn, draw and win alike): with "
                    "these bots the difference between the rulesets never came into play");
  fprintf(f, "%-26s %10s %10s %10s %s\n", "figure", "A", "B", "B-A", "[95% interval]");
  compare_mean(f, "round length (turns)", &x.round_turns, &y.round_turns);
  compare_mean(f, "game length (turns)", &x.game_turns, &y.game_turns);
  compare_mean(f, "rounds per game", &x.game_rounds, &y.game_rounds);
  compare_mean(f, "lead changes per game", &x.lead_changes, &y.lead_changes);
  compare_mean(f, "final margin (cards)", &x.margin, &y.margin);
  compare_prop(f, "winner was behind (%)", x.comeback, y.comeback);
  compare_prop(f, "close finish (%)", x.close_finish, y.close_finish);
  compare_mean(f, "led for good from (%)", &x.settled, &y.settled);
  compare_prop(f, "mid-match leader won (%)", x.security, y.security);
  if (a->players > 1 && b->players > 1)
    compare_prop(f, "first player's rounds (%)", x.after_dealer[1], y.after_dealer[1]);
  if (a->players == b->players)
    for (int s = 0; s < a->players; s++) {
      char name[32];
      snprintf(name, sizeof name, "seat %d wins (%%)", s);
      compare_prop(f, name, x.seat[s], y.seat[s]);
    }
  fprintf(f, "%-26s %10.3f %10.3f\n", "fairness p (chi-square)", x.fair_p, y.fair_p);
  compare_prop(f, "games failed (%)", x.failed, y.failed);
}
