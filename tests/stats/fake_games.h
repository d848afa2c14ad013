/* fake_games.h: made-up but varied game records for the stats tests, the same for the same
 * seed, so a run can be split and put together again. */
#ifndef LUNO_TESTS_FAKE_GAMES_H
#define LUNO_TESTS_FAKE_GAMES_H

#include "stats/report.h"
#include "stats/stats.h"

enum { FAKE_PLAYERS = 4, FAKE_TYPES = 5 };

extern const char *const fake_type_names[FAKE_TYPES];

/* Fills g with the game of seed (reusing its buffers). */
void fake_game(stats_game *g, uint64_t seed);
/* Totals of the games seed .. seed + games - 1. */
void fake_totals(stats_totals *t, uint64_t seed, long games);
/* What stats_write_json prints for t and m, in a new string. */
char *json_of(const stats_totals *t, const stats_meta *m);

#endif
