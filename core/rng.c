/* rng.c: xoshiro256** with splitmix64 seeding. Small, fast, and well studied; its whole
 * state is four words, so a game's generator is copied and hashed with the table. */
#include "rng.h"

/* Rotates x left by k bits. */
static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

/* One splitmix64 step: spreads a plain seed over the four state words. */
static uint64_t splitmix64(uint64_t *x) {
  uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

void rng_seed(luno_rng *r, uint64_t seed) {
  for (int i = 0; i < 4; i++)
    r->s[i] = splitmix64(&seed);
}

void luno_seed(luno_rng *r, uint64_t seed) { rng_seed(r, seed); }

uint32_t luno_rng_below(luno_rng *r, uint32_t bound) { return rng_below(r, bound); }

uint64_t rng_next(luno_rng *r) {
  uint64_t *s = r->s;
  uint64_t result = rotl(s[1] * 5, 7) * 9;
  uint64_t t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 45);
  return result;
}

uint32_t rng_below(luno_rng *r, uint32_t bound) {
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

double rng_unit(luno_rng *r) { return (double)(rng_next(r) >> 11) * 0x1.0p-53; }

double luno_rng_unit(luno_rng *r) { return rng_unit(r); }
