/* test_shard.c: shard ranges, shard files written and read back, and merging four shard
 * files into exactly one run's totals; merges of shards that do not belong together fail
 * with one line saying why. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "fake_games.h"
#include "stats/shard.h"

enum { SHARDS = 4, GAMES = 1003, FIRST_SEED = 500 };

typedef struct fixture {
  char dir[64], paths[SHARDS][96];
  const char *names[SHARDS];
  stats_totals totals[SHARDS];
  stats_meta metas[SHARDS];
} fixture;

/* Writes shard k of SHARDS of the run into dir and reads it back into the fixture. */
static void write_shard(fixture *fx, int k) {
  uint64_t first;
  long count;
  stats_shard_range(FIRST_SEED, GAMES, k, SHARDS, &first, &count);
  stats_totals t;
  fake_totals(&t, first, count);
  stats_meta m;
  stats_meta_init(&m, "special", "hand_size=7 jump_in=true", "greedy,random,random,random", first,
                  count);
  stats_meta_hash(&m, "sha256:0123abcd");
  m.shard_k = k, m.shard_n = SHARDS, m.elapsed = 0.25;
  char err[256];
  char dir[sizeof fx->dir];
  memcpy(dir, fx->dir, sizeof dir);
  snprintf(fx->paths[k - 1], sizeof fx->paths[0], "%s/shard%d.json", dir, k);
  assert_int_equal(stats_shard_write(fx->paths[k - 1], &t, &m, err, sizeof err), 0);
  stats_totals_free(&t);
  int rc =
      stats_shard_read(fx->paths[k - 1], &fx->totals[k - 1], &fx->metas[k - 1], err, sizeof err);
  if (rc) fail_msg("%s", err);
  fx->names[k - 1] = fx->paths[k - 1];
}

static int setup(void **state) {
  fixture *fx = calloc(1, sizeof *fx);
  snprintf(fx->dir, sizeof fx->dir, "/tmp/luno-shard-XXXXXX");
  if (!mkdtemp(fx->dir)) return -1;
  for (int k = 1; k <= SHARDS; k++)
    write_shard(fx, k);
  *state = fx;
  return 0;
}

static int teardown(void **state) {
  fixture *fx = *state;
  for (int k = 0; k < SHARDS; k++) {
    stats_totals_free(&fx->totals[k]);
    unlink(fx->paths[k]);
  }
  rmdir(fx->dir);
  free(fx);
  return 0;
}

/* Shard ranges cover the seeds once, in order, sizes within one of each other. */
static void ranges_cover_the_run(void **state) {
  (void)state;
  uint64_t next = FIRST_SEED, first;
  long count, total = 0;
  for (int k = 1; k <= SHARDS; k++) {
    stats_shard_range(FIRST_SEED, GAMES, k, SHARDS, &first, &count);
    assert_true(first == next);
    assert_true(count == GAMES / SHARDS || count == GAMES / SHARDS + 1);
    next = first + (uint64_t)count;
    total += count;
  }
  assert_int_equal(total, GAMES);
  int k, n;
  char err[128];
  assert_int_equal(stats_shard_spec("3/8", &k, &n, err, sizeof err), 0);
  assert_int_equal(k * 10 + n, 38);
  assert_int_equal(stats_shard_spec("9/8", &k, &n, err, sizeof err), -1);
  assert_string_equal(err, "--shard takes K/N with 1 <= K <= N <= 1000000, not '9/8'");
  /* digits alone: no sign, space or tail, nothing missing, and no count that overflows */
  const char *bad[] = {"1/2x", " 1/2", "1/ 2", "+1/2", "1", "/2", "1/", "1/99999999999", ""};
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
    assert_int_equal(stats_shard_spec(bad[i], &k, &n, err, sizeof err), -1);
  assert_int_equal(stats_shard_spec("1000000/1000000", &k, &n, err, sizeof err), 0);
}

/* The four shards, merged in any order of files, equal one accumulator fed every game. */
static void four_shards_make_one_run(void **state) {
  fixture *fx = *state;
  stats_totals whole, merged;
  stats_meta m, mm;
  char err[256];
  fake_totals(&whole, FIRST_SEED, GAMES);
  stats_meta_init(&m, "special", "hand_size=7 jump_in=true", "greedy,random,random,random",
                  FIRST_SEED, GAMES);
  stats_meta_hash(&m, "sha256:0123abcd");
  m.elapsed = 1.0;
  char *want = json_of(&whole, &m);
  /* files given backwards: the merge puts them in order of K */
  stats_totals t[SHARDS];
  stats_meta metas[SHARDS];
  const char *names[SHARDS];
  for (int i = 0; i < SHARDS; i++)
    t[i] = fx->totals[SHARDS - 1 - i], metas[i] = fx->metas[SHARDS - 1 - i],
    names[i] = fx->names[SHARDS - 1 - i];
  if (stats_shard_merge(SHARDS, t, metas, names, &merged, &mm, err, sizeof err))
    fail_msg("%s", err);
  char *got = json_of(&merged, &mm);
  assert_string_equal(got, want);
  assert_int_equal(mm.shard_k * 10 + mm.shard_n, 11);
  free(got);
  free(want);
  stats_totals_free(&merged);
  stats_totals_free(&whole);
}

/* A run's seeds go on past 2^64-1 from 0: shards 3 and 4 start below shards 1 and 2, and
 * still merge into the one run, whose first seed is shard 1's. */
static void seeds_wrap_round(void **state) {
  fixture *fx = *state;
  stats_meta metas[SHARDS], mm;
  stats_totals merged;
  char err[256];
  uint64_t shift = -fx->metas[2].seed; /* shard 3 starts at seed 0 */
  for (int i = 0; i < SHARDS; i++)
    metas[i] = fx->metas[i], metas[i].seed += shift;
  if (stats_shard_merge(SHARDS, fx->totals, metas, fx->names, &merged, &mm, err, sizeof err))
    fail_msg("%s", err);
  assert_true(mm.seed == (uint64_t)FIRST_SEED + shift && mm.games == GAMES);
  stats_totals_free(&merged);
}

/* Merges one bad set; the message must contain expect. */
static void refuse(fixture *fx, int count, const stats_meta *metas, const char *expect) {
  stats_totals out;
  stats_meta om;
  char err[256] = "";
  assert_int_equal(
      stats_shard_merge(count, fx->totals, metas, fx->names, &out, &om, err, sizeof err), -1);
  if (!strstr(err, expect)) fail_msg("'%s' does not say '%s'", err, expect);
  assert_null(strchr(err, '\n'));
}

/* Different rules, options, bots; a missing, doubled or overlapping range. */
static void merge_refuses_mismatches(void **state) {
  fixture *fx = *state;
  stats_meta m[SHARDS];
  memcpy(m, fx->metas, sizeof m);
  snprintf(m[2].hashes[0], STATS_HASH_MAX, "sha256:ffff");
  refuse(fx, SHARDS, m, "shard3.json were played with different rulesets");
  memcpy(m, fx->metas, sizeof m);
  snprintf(m[1].options, sizeof m[1].options, "hand_size=5");
  refuse(fx, SHARDS, m, "different options");
  memcpy(m, fx->metas, sizeof m);
  snprintf(m[3].bots, sizeof m[3].bots, "random,random,random,random");
  refuse(fx, SHARDS, m, "different bots");
  memcpy(m, fx->metas, sizeof m);
  refuse(fx, 3, m, "shard 4/4 is missing");
  stats_meta gap[3] = {fx->metas[0], fx->metas[1], fx->metas[3]};
  stats_totals keep = fx->totals[2];
  fx->totals[2] = fx->totals[3];
  refuse(fx, 3, gap, "are missing between");
  fx->totals[2] = keep;
  memcpy(m, fx->metas, sizeof m);
  m[1].seed -= 1;
  refuse(fx, SHARDS, m, "overlap: both play seed");
}

/* Broken files: not JSON, JSON of something else, a missing count, a negative time. */
static void read_refuses_bad_files(void **state) {
  fixture *fx = *state;
  char path[128], err[256];
  stats_totals t;
  stats_meta m;
  snprintf(path, sizeof path, "%s/bad.json", fx->dir);
  const char *bodies[3] = {"{\"format\": \"luno-sim 1\",\n \"rules\": tru}", "[1, 2]",
                           "{\"format\": \"luno-sim 1\", \"rules\": \"x\"}"};
  const char *expect[3] = {"bad.json: bad JSON at byte 35", "not an object",
                           "missing or bad field options"};
  for (int i = 0; i < 3; i++) {
    FILE *f = fopen(path, "w");
    fputs(bodies[i], f);
    fclose(f);
    assert_int_equal(stats_shard_read(path, &t, &m, err, sizeof err), -1);
    if (!strstr(err, expect[i])) fail_msg("'%s' does not say '%s'", err, expect[i]);
  }
  stats_meta negative = fx->metas[0]; /* a time below zero (summed, it would print one) */
  negative.elapsed = -3.0;
  assert_int_equal(stats_shard_write(path, &fx->totals[0], &negative, err, sizeof err), 0);
  assert_int_equal(stats_shard_read(path, &t, &m, err, sizeof err), -1);
  if (!strstr(err, "bad field elapsed_s")) fail_msg("'%s' does not name elapsed_s", err);
  unlink(path);
  assert_int_equal(stats_shard_read("/nonexistent/x.json", &t, &m, err, sizeof err), -1);
  assert_string_equal(err, "/nonexistent/x.json: No such file or directory");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(ranges_cover_the_run),   cmocka_unit_test(four_shards_make_one_run),
      cmocka_unit_test(seeds_wrap_round),       cmocka_unit_test(merge_refuses_mismatches),
      cmocka_unit_test(read_refuses_bad_files),
  };
  return cmocka_run_group_tests(tests, setup, teardown);
}
