/* rng.h: xoshiro256** (Blackman and Vigna), seeded through splitmix64. Every shuffle and
 * every script's math.random draws from a game's own generator, so a seed replays exactly.
 * The draws are inline: a shuffle makes one per card, and a call each cost twice the draw. */
#ifndef LUNO_RNG_H
#define LUNO_RNG_H

#include <luno/luno.h>

void rng_seed(luno_rng *r, uint64_t seed);

/* Rotates x left by k bits. */
static inline uint64_t rng_rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

/* The next 64 random bits. */
static inline uint64_t rng_next(luno_rng *r) {
  uint64_t *s = r->s;
  uint64_t result = rng_rotl(s[1] * 5, 7) * 9;
  uint64_t t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rng_rotl(s[3], 45);
  return result;
}

/* Uniform in [0, bound) without modulo bias (Lemire's multiply-and-reject). */
static inline uint32_t rng_below(luno_rng *r, uint32_t bound) {
  if (bound <= 1) return 0;
  uint64_t m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * bound;
  uint32_t low = (uint32_t)m;
  if (low < bound) {
    uint32_t threshold = (uint32_t)(-bound) % bound;
    while (low < threshold) {
      m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * bound;
      low = (uint32_t)m;
    }
  }
  return (uint32_t)(m >> 32);
}

/* Uniform in [0, 1). */
static inline double rng_unit(luno_rng *r) { return (double)(rng_next(r) >> 11) * 0x1.0p-53; }

#endif
