/* test_rng.c: core/rng.c, the seeded generator (xoshiro256** seeded by splitmix64) every
 * shuffle and script draw comes from, and the determinism of games built on it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cmocka.h>

#include "rng.h"
#include "stub_rules.h"

static int rng_fixture_setup(void **state) {
  luno_rng *r = calloc(1, sizeof *r);
  if (!r) return -1;
  *state = r;
  return 0;
}

static int rng_fixture_teardown(void **state) {
  free(*state);
  return 0;
}

/* A reference xoshiro256** written from the paper, to check the core's against. */
static uint64_t ref_rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
static uint64_t ref_next(uint64_t s[4]) {
  uint64_t result = ref_rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = ref_rotl(s[3], 45);
  return result;
}

/* Seeding is splitmix64: seed 0 gives its published first outputs as the state. */
static void test_seed_is_splitmix64(void **state) {
  luno_rng *r = *state;
  rng_seed(r, 0);
  assert_true(r->s[0] == 0xe220a8397b1dcdafULL);
  assert_true(r->s[1] == 0x6e789e6aa1b965f4ULL);
  assert_true(r->s[2] == 0x06c45d188009454fULL);
  assert_true(r->s[3] == 0xf88bb8a8724c81ecULL);
}

/* The generator is xoshiro256**: it follows the reference step for step. */
static void test_next_is_xoshiro256ss(void **state) {
  luno_rng *r = *state;
  rng_seed(r, 12345);
  uint64_t s[4] = {r->s[0], r->s[1], r->s[2], r->s[3]};
  for (int i = 0; i < 1000; i++)
    assert_true(rng_next(r) == ref_next(s));
}

/* Same seed, same stream; different seeds, different streams; luno_seed is rng_seed. */
static void test_determinism(void **state) {
  luno_rng *a = *state, b, c;
  rng_seed(a, 42);
  luno_seed(&b, 42);
  rng_seed(&c, 43);
  int differ = 0;
  for (int i = 0; i < 1000; i++) {
    uint64_t x = rng_next(a), y = rng_next(&b), z = rng_next(&c);
    assert_true(x == y);
    differ += x != z;
  }
  assert_true(differ > 990);
}

/* rng_below stays in [0, bound) for small, odd and huge bounds; 0 and 1 give 0. */
static void test_below_bounds(void **state) {
  luno_rng *r = *state;
  static const uint32_t bounds[] = {2, 3, 7, 10, 108, 1000, 0x80000000u, 0x80000001u, 0xffffffffu};
  rng_seed(r, 7);
  for (size_t b = 0; b < sizeof bounds / sizeof *bounds; b++)
    for (int i = 0; i < 20000; i++)
      assert_true(rng_below(r, bounds[b]) < bounds[b]);
  for (int i = 0; i < 100; i++) {
    assert_int_equal(rng_below(r, 0), 0);
    assert_int_equal(rng_below(r, 1), 0);
  }
}

/* rng_below is uniform: 6 buckets over 60,000 draws each within 4% of 10,000, and a
 * chi-square statistic below the 0.1% critical value (20.5 for 5 degrees of freedom). */
static void test_below_uniform(void **state) {
  luno_rng *r = *state;
  int counts[6] = {0};
  rng_seed(r, 99);
  for (int i = 0; i < 60000; i++)
    counts[rng_below(r, 6)]++;
  double chi = 0;
  for (int k = 0; k < 6; k++) {
    assert_in_range(counts[k], 9600, 10400);
    chi += (counts[k] - 10000.0) * (counts[k] - 10000.0) / 10000.0;
  }
  assert_true(chi < 20.5);
}

/* rng_unit is in [0, 1) with mean near 1/2. */
static void test_unit_range(void **state) {
  luno_rng *r = *state;
  double sum = 0;
  rng_seed(r, 5);
  for (int i = 0; i < 100000; i++) {
    double u = rng_unit(r);
    assert_true(u >= 0.0 && u < 1.0);
    sum += u;
  }
  assert_true(sum / 100000 > 0.49 && sum / 100000 < 0.51);
}

/* A game's randomness comes from its seed only: the same setup deals the same table,
 * another seed deals another; luno_random draws in bounds and replays with the seed. */
static void test_game_seeded(void **state) {
  fixture *f = *state;
  char err[256];
  luno_game *a = fixture_start(f);
  luno_game *b = luno_new(&f->setup, &f->s.rules, err, sizeof err);
  assert_non_null(b);
  assert_true(luno_hash(a) == luno_hash(b));
  uint32_t xs[50];
  for (int i = 0; i < 50; i++) {
    xs[i] = luno_random(a, 52);
    assert_true(xs[i] < 52);
  }
  for (int i = 0; i < 50; i++)
    assert_int_equal(luno_random(b, 52), xs[i]);
  assert_true(luno_hash(a) == luno_hash(b));
  luno_free(b);
  f->setup.seed = 2;
  b = luno_new(&f->setup, &f->s.rules, err, sizeof err);
  assert_non_null(b);
  assert_true(luno_hash(a) != luno_hash(b));
  int hand_a, hand_b, same = 1;
  const uint16_t *ha = luno_pile(a, LUNO_HAND(1), &hand_a),
                 *hb = luno_pile(b, LUNO_HAND(1), &hand_b);
  for (int i = 0; i < hand_a && i < hand_b; i++)
    same &= ha[i] == hb[i];
  assert_false(same);
  luno_free(b);
}

/* luno_shuffle is a permutation of the pile and is driven by the game's generator. */
static void test_shuffle_permutation(void **state) {
  fixture *f = *state;
  luno_game *g = fixture_start(f);
  int n;
  const uint16_t *p = luno_pile(g, LUNO_DRAW_PILE, &n);
  uint16_t before[LUNO_MAX_CARDS];
  for (int i = 0; i < n; i++)
    before[i] = p[i];
  luno_shuffle(g, LUNO_DRAW_PILE);
  int m, moved = 0;
  p = luno_pile(g, LUNO_DRAW_PILE, &m);
  assert_int_equal(m, n);
  int seen[LUNO_MAX_CARDS] = {0};
  for (int i = 0; i < n; i++) {
    seen[before[i]]++;
    seen[p[i]]--;
    moved += before[i] != p[i];
  }
  for (int i = 0; i < LUNO_MAX_CARDS; i++)
    assert_int_equal(seen[i], 0);
  assert_true(moved > n / 2);
  must_check(g);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_seed_is_splitmix64, rng_fixture_setup,
                                      rng_fixture_teardown),
      cmocka_unit_test_setup_teardown(test_next_is_xoshiro256ss, rng_fixture_setup,
                                      rng_fixture_teardown),
      cmocka_unit_test_setup_teardown(test_determinism, rng_fixture_setup, rng_fixture_teardown),
      cmocka_unit_test_setup_teardown(test_below_bounds, rng_fixture_setup, rng_fixture_teardown),
      cmocka_unit_test_setup_teardown(test_below_uniform, rng_fixture_setup, rng_fixture_teardown),
      cmocka_unit_test_setup_teardown(test_unit_range, rng_fixture_setup, rng_fixture_teardown),
      cmocka_unit_test_setup_teardown(test_game_seeded, fixture_setup, fixture_teardown),
      cmocka_unit_test_setup_teardown(test_shuffle_permutation, fixture_setup, fixture_teardown),
  };
  return cmocka_run_group_tests_name("rng", tests, NULL, NULL);
}
