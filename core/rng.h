/* rng.h: xoshiro256** (Blackman and Vigna), seeded through splitmix64. Every shuffle and
 * every script's math.random draws from a game's own generator, so a seed replays exactly. */
#ifndef LUNO_RNG_H
#define LUNO_RNG_H

#include <luno/luno.h>

void rng_seed(luno_rng *r, uint64_t seed);
uint64_t rng_next(luno_rng *r);
/* Uniform in [0, bound) without modulo bias (Lemire's multiply-and-reject). */
uint32_t rng_below(luno_rng *r, uint32_t bound);
/* Uniform in [0, 1). */
double rng_unit(luno_rng *r);

#endif
