/* sim.c: `luno sim` plays many complete games with bots and sums up what happened.
 * Game i uses seed S+i, so any game can be replayed alone with --seed S+i --games 1. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sim.h"
#include <luno/table.h>

enum { MAX_REPORTED = 5, DECISIONS_PER_GAME = 2000000 };

typedef struct sim_totals {
  long games, rounds, turns, cards_drawn, errors, invariant_failures, stuck;
  long wins[LUNO_MAX_SEATS];
  long plays[LUNO_MAX_TYPES];
  long uses[LUNO_MAX_TYPES];
  double elapsed;
} sim_totals;

/* Reports one of the first few failures on stderr. */
static void report(sim_totals *t, uint64_t seed, const char *what, const char *msg) {
  long n = t->errors + t->invariant_failures + t->stuck;
  if (n <= MAX_REPORTED)
    fprintf(stderr, "luno sim: seed %llu: %s: %s\n", (unsigned long long)seed, what, msg);
}

/* The stop hook of sim's matches: a match that runs past two million decisions is stuck. */
static const char *too_long(void *ud, const luno_game *g) {
  (void)g;
  return ++*(long *)ud > DECISIONS_PER_GAME ? "no end after two million decisions" : NULL;
}

/* Plays one game to its end (or its first failure) and adds it to the totals. */
static void play_one(luno_table *tab, const sim_options *o, uint64_t seed, sim_totals *t) {
  char err[512];
  table_reseed(tab, seed);
  luno_game *g = luno_new(&tab->setup, host_rules(tab->host), err, sizeof err);
  if (!g) {
    t->errors++;
    report(t, seed, "could not start", err);
    return;
  }
  long decisions = 0;
  match_hooks hooks = {.check = o->check, .stop = too_long, .ud = &decisions};
  match_end end = table_play(tab, g, &hooks, err, sizeof err);
  if (end != MATCH_OVER) {
    long *counter = end == MATCH_INVARIANT ? &t->invariant_failures
                    : end == MATCH_STOPPED ? &t->stuck
                                           : &t->errors;
    (*counter)++;
    report(t, seed, end == MATCH_STOPPED ? "stuck" : match_end_words(end), err);
  }
  const luno_state *s = luno_state_of(g);
  const luno_stats *st = luno_stats_of(g);
  t->games++;
  t->rounds += st->rounds;
  t->turns += st->turns;
  t->cards_drawn += st->cards_drawn;
  if (s->over) t->wins[s->winner]++;
  for (int k = 0; k < tab->setup.ntypes; k++) {
    t->plays[k] += st->plays_by_type[k];
    t->uses[k] += st->uses_by_type[k];
  }
  luno_free(g);
}

/* Prints the totals as one JSON object. */
static void print_json(const luno_table *tab, const sim_options *o, const sim_totals *t) {
  const luno_setup *s = &tab->setup;
  printf("{\"rules\": \"%s\", \"seed\": %llu, \"games\": %ld, \"rounds\": %ld, \"players\": %d, ",
         o->config.rules, (unsigned long long)o->config.seed, t->games, t->rounds, s->players);
  printf("\"turns\": %ld, \"turns_mean\": %.3f, \"cards_drawn\": %ld, \"wins_by_seat\": [",
         t->turns, t->rounds ? (double)t->turns / (double)t->rounds : 0.0, t->cards_drawn);
  for (int i = 0; i < s->players; i++)
    printf("%s%ld", i ? ", " : "", t->wins[i]);
  printf("], \"plays_by_card\": {");
  for (int k = 0; k < s->ntypes; k++)
    printf("%s\"%s\": %ld", k ? ", " : "", s->types[k].name, t->plays[k]);
  printf("}, \"uses_by_card\": {");
  for (int k = 0, n = 0; k < s->ntypes; k++)
    if (s->types[k].hooks & LUNO_HOOK_REACT)
      printf("%s\"%s\": %ld", n++ ? ", " : "", s->types[k].name, t->uses[k]);
  printf("}, \"errors\": %ld, \"invariant_failures\": %ld, \"stuck\": %ld, ", t->errors,
         t->invariant_failures, t->stuck);
  printf("\"elapsed_s\": %.6f, \"ns_per_turn\": %.1f, \"bot_seed\": %llu}\n", t->elapsed,
         t->turns ? t->elapsed * 1e9 / (double)t->turns : 0.0, (unsigned long long)tab->bot_seed);
}

/* Prints the totals for people. */
static void print_summary(const luno_table *tab, const sim_options *o, const sim_totals *t) {
  const luno_setup *s = &tab->setup;
  printf("%ld games of %s, %d players, seeds %llu..%llu\n", t->games, o->config.rules, s->players,
         (unsigned long long)o->config.seed,
         (unsigned long long)(o->config.seed + (uint64_t)o->games - 1));
  printf("rounds        %ld (%.2f per game)\n", t->rounds,
         t->games ? (double)t->rounds / (double)t->games : 0.0);
  printf("turns         %ld (%.1f per round)\n", t->turns,
         t->rounds ? (double)t->turns / (double)t->rounds : 0.0);
  printf("cards drawn   %ld\n", t->cards_drawn);
  printf("wins by seat ");
  for (int i = 0; i < s->players; i++)
    printf(" %d:%ld", i, t->wins[i]);
  printf("\nplays by card");
  for (int k = 0; k < s->ntypes; k++)
    printf(" %s:%ld", s->types[k].name, t->plays[k]);
  printf("\nerrors        %ld script/bot errors, %ld invariant failures, %ld stuck\n", t->errors,
         t->invariant_failures, t->stuck);
  printf("time          %.3f s, %.1f ns per turn\n", t->elapsed,
         t->turns ? t->elapsed * 1e9 / (double)t->turns : 0.0);
  printf("bots' seed    %llu (--bot-seed %llu plays the Lua bots' draws again)\n",
         (unsigned long long)tab->bot_seed, (unsigned long long)tab->bot_seed);
}

int sim_run(const sim_options *o) {
  luno_table tab;
  char err[512];
  if (table_open(&tab, &o->config, "random", err, sizeof err) < 0) {
    fprintf(stderr, "luno sim: %s\n", err);
    table_close(&tab);
    return 2;
  }
  for (int s = 0; s < tab.setup.players; s++)
    if (tab.seats[s] == SEAT_HUMAN) {
      fprintf(stderr, "luno sim: seat %d is human; sim seats bots only\n", s);
      table_close(&tab);
      return 2;
    }
  sim_totals t;
  memset(&t, 0, sizeof t);
  double start = table_clock();
  for (long i = 0; i < o->games; i++)
    play_one(&tab, o, o->config.seed + (uint64_t)i, &t);
  t.elapsed = table_clock() - start;
  if (o->json)
    print_json(&tab, o, &t);
  else
    print_summary(&tab, o, &t);
  table_close(&tab);
  return t.errors || t.invariant_failures || t.stuck ? 1 : 0;
}
