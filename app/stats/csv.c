/* csv.c: `luno sim --csv`: one row per game, columns named by a header row (documented in
 * docs/SIMULATION.md). Rows come in the order the caller writes them: seed order. */
#include <stdio.h>
#include <string.h>

#include "report.h"

static const char *const failure_names[STATS_NFAIL] = {"ok", "error", "invariant", "stuck"};

/* Writes a field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
static void put_field(FILE *f, const char *prefix, const char *s) {
  int quote = strpbrk(s, ",\"\r\n") != NULL;
  fputs(quote ? ",\"" : ",", f);
  fputs(prefix, f);
  for (; *s; s++) {
    if (*s == '"' && quote) fputc('"', f);
    fputc(*s, f);
  }
  if (quote) fputc('"', f);
}

void stats_csv_header(FILE *f, const stats_totals *t) {
  fputs("seed,players,first_dealer,winner,winner_after_dealer,failure,rounds,turns,round_turns,"
        "cards_drawn,lead_changes,winner_was_behind,margin,lead_kept,settled,rules_fired",
        f);
  for (int k = 0; k < t->ntypes; k++)
    put_field(f, "play_", t->type_names[k]);
  for (int k = 0; k < t->ntypes; k++)
    if ((t->reacting >> k) & 1u) put_field(f, "use_", t->type_names[k]);
  fputc('\n', f);
}

void stats_csv_row(FILE *f, const stats_totals *t, const stats_game *g) {
  int after = g->winner >= 0 ? (g->winner - g->first_dealer + 2 * g->players) % g->players : -1;
  fprintf(f, "%llu,%d,%d,%d,%d,%s,%d,%ld,", (unsigned long long)g->seed, g->players,
          g->first_dealer, g->winner, after, failure_names[g->failure], g->nrounds, g->turns);
  for (int r = 0; r < g->nrounds; r++)
    fprintf(f, "%s%d", r ? ";" : "", g->rounds[r].turns);
  long fired = 0;
  for (int i = 0; i < g->nrules; i++)
    fired += g->rules[i].count;
  fprintf(f, ",%ld,%d,%d,%d,%d,%d,%ld", g->cards_drawn, g->lead_changes, g->winner_was_behind,
          g->margin, g->lead_kept, g->settled, fired);
  for (int k = 0; k < t->ntypes; k++)
    fprintf(f, ",%ld", k < g->ntypes ? g->plays[k] : 0L);
  for (int k = 0; k < t->ntypes; k++)
    if ((t->reacting >> k) & 1u) fprintf(f, ",%ld", k < g->ntypes ? g->uses[k] : 0L);
  fputc('\n', f);
}
