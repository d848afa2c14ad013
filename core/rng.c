/* rng.c: xoshiro256** with splitmix64 seeding. Small, fast, and well studied; its whole
 * state is four words, so a game's generator is copied and hashed with the table. The
 * draws themselves are inline in rng.h. */
#include "rng.h"

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

double luno_rng_unit(luno_rng *r) { return rng_unit(r); }
