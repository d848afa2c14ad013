/* baseline.h: a hard-coded C implementation of the official UNO game (RULES.md section 2)
 * played by the random bot of core/bot.c, for the benchmark to compare luno against.
 * It draws from the same generators in the same order as luno (game: the match seed;
 * seat s's bot: seed * 31 + s + 1), so a luno that plays the same rules plays the very
 * same matches. */
#ifndef LUNO_BENCH_BASELINE_H
#define LUNO_BENCH_BASELINE_H

#include <stdint.h>

enum { BASE_MAX_SEATS = 10, BASE_NTYPES = 15 };

typedef struct base_options {
  int players;      /* 2..10 */
  int hand_size;    /* 7 */
  int target_score; /* 500 */
  /* 0: the deal passes one seat clockwise (RULES.md); 1: one seat in the direction of
   * play at the end of the round, as luno's core did when this bench was written. */
  int dealer_follows_direction;
} base_options;

typedef struct base_result {
  long rounds, turns, cards_drawn;
  int winner; /* of the match */
  int scores[BASE_MAX_SEATS];
  long plays_by_type[BASE_NTYPES]; /* luno's official type order: 0..9, skip, reverse,
                                      draw_two, wild, wild_draw_four */
} base_result;

/* The official options for n players: 7 cards, 500 points, the deal passes clockwise. */
base_options base_defaults(int players);

/* Plays one complete match from seed; fills r (zeroed first). */
void base_match(const base_options *o, uint64_t seed, base_result *r);

#endif
