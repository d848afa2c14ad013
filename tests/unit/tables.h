/* tables.h: what the unit tests that play real rulesets share (test_replay, test_restore,
 * test_ismcts). */
#ifndef LUNO_TEST_TABLES_H
#define LUNO_TEST_TABLES_H

#include <stdint.h>

#include <luno/table.h>

/* A table for rules from seed, and its game, which keeps digests (as people's games do).
 * Fails the running test when either cannot be made. The caller frees both. */
luno_game *unit_checked_game(luno_table *t, luno_config *c, const char *rules, uint64_t seed);

/* Plays g to its end with the random bot from bot_seed; returns the actions taken. */
int unit_play_to_end(luno_game *g, uint64_t bot_seed);

#endif
