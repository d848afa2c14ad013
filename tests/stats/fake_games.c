/* fake_games.c: see fake_games.h. */
#include <stdio.h>
#include <stdlib.h>

#include "fake_games.h"

const char *const fake_type_names[FAKE_TYPES] = {"0", "7", "skip", "wild", "jump_in"};

/* A small generator (splitmix64) so each seed gives its own numbers. */
static uint64_t next(uint64_t *state) {
  uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* A number in [0, bound). */
static int below(uint64_t *state, int bound) { return (int)(next(state) % (uint64_t)bound); }

void fake_game(stats_game *g, uint64_t seed) {
  uint64_t st = seed;
  int dealer = below(&st, FAKE_PLAYERS);
  stats_game_reset(g, seed, FAKE_PLAYERS, FAKE_TYPES, dealer);
  stats_lead lead;
  stats_lead_start(&lead, FAKE_PLAYERS);
  int hands[FAKE_PLAYERS] = {7, 7, 7, 7}, rounds = 1 + below(&st, 3), winner = -1;
  for (int r = 0; r < rounds; r++) {
    int turns = 0;
    for (int s = 0; s < FAKE_PLAYERS; s++)
      hands[s] = 7;
    while (winner < 0 || turns == 0) {
      int s = turns++ % FAKE_PLAYERS;
      hands[s] += below(&st, 3) == 0 ? 2 : -1;
      stats_lead_observe(&lead, hands);
      if (hands[s] == 0) winner = s;
    }
    stats_game_round(g, turns, winner, (dealer + r) % FAKE_PLAYERS);
    g->turns += turns;
    if (r + 1 < rounds) winner = -1;
  }
  g->winner = seed % 97 == 5 ? -1 : winner;
  g->failure = seed % 97 == 5 ? STATS_ERROR : STATS_OK;
  g->cards_drawn = below(&st, 40);
  for (int k = 0; k < FAKE_TYPES; k++) {
    g->plays[k] = below(&st, 9);
    g->uses[k] = k == 4 ? below(&st, 2) : 0;
  }
  stats_game_rule(g, below(&st, 2) ? "seven_swap" : "zero_pass", 1 + below(&st, 3));
  if (seed % 5 == 0) stats_game_rule(g, "jump_in", 1);
  stats_lead_finish(&lead, g);
}

void fake_totals(stats_totals *t, uint64_t seed, long games) {
  stats_game g;
  stats_game_init(&g);
  stats_totals_init(t, FAKE_PLAYERS, FAKE_TYPES, fake_type_names);
  t->reacting = 1u << 4;
  for (long i = 0; i < games; i++) {
    fake_game(&g, seed + (uint64_t)i);
    stats_add(t, &g);
  }
  stats_game_free(&g);
}

char *json_of(const stats_totals *t, const stats_meta *m) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  stats_write_json(f, t, m);
  fclose(f);
  return buf;
}
