/* two_bots.c: plays one game of official UNO between two random bots through libluno.
 *   cc two_bots.c $(pkg-config --cflags --libs luno) -o two_bots && ./two_bots [seed]
 * Needs only the installed headers and library: a table (rulesets loaded, seats filled)
 * from a luno_config, a game from its setup, then each pending decision answered by the
 * bot of its seat until the match is over. */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include <stdio.h>
#include <stdlib.h>

#include <luno/paths.h>
#include <luno/table.h>

int main(int argc, char **argv) {
  /* The tables read $LUNO_PATH; without it, use the folder the search path finds (the
   * share/luno/rulesets beside libluno once installed). */
  if (!getenv("LUNO_PATH")) setenv("LUNO_PATH", luno_rulesets_dir(), 1);
  luno_config config;
  luno_config_init(&config);
  config.players = 2;
  config.seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
  luno_table table;
  char err[512];
  if (luno_table_open(&table, &config, "random", err, sizeof err) < 0) {
    fprintf(stderr, "two_bots: %s\n", err);
    luno_table_close(&table);
    return 1;
  }
  luno_game *g = luno_new(&table.setup, luno_host_rules(table.host), err, sizeof err);
  if (!g) {
    fprintf(stderr, "two_bots: %s\n", err);
    luno_table_close(&table);
    return 1;
  }
  long decisions = 0;
  while (luno_pending_of(g)->kind != LUNO_ASK_NONE) {
    luno_action a;
    if (!luno_table_bot_reaction(&table, g, &a) &&
        luno_table_bot_action(&table, g, &a, err, sizeof err) < 0)
      break;
    if (luno_apply(g, a) != LUNO_OK) {
      snprintf(err, sizeof err, "%s", luno_error(g));
      break;
    }
    decisions++;
  }
  const luno_state *s = luno_state_of(g);
  int ok = s->over;
  if (ok)
    printf("seed %llu: seat %d won with %d points after %ld decisions in %d rounds\n",
           (unsigned long long)config.seed, s->winner, s->scores[s->winner], decisions, s->round);
  else
    fprintf(stderr, "two_bots: the game stopped: %s\n", err);
  luno_free(g);
  luno_table_close(&table);
  return ok ? 0 : 1;
}
