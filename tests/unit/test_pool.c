/* test_pool.c: the small-block pool of a Lua state's allocator (lua/sandbox/pool.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "pool.h"

/* A zeroed pool for each test, released after it (leaks show under valgrind and ASan). */
static int setup(void **state) {
  static luno_pool pool;
  memset(&pool, 0, sizeof pool);
  *state = &pool;
  return 0;
}

static int teardown(void **state) {
  pool_release(*state);
  return 0;
}

/* Fills n bytes of p with a pattern from seed. */
static void fill(unsigned char *p, size_t n, unsigned seed) {
  for (size_t i = 0; i < n; i++)
    p[i] = (unsigned char)(seed + i * 7);
}

/* Whether n bytes of p still hold fill's pattern from seed. */
static int holds(const unsigned char *p, size_t n, unsigned seed) {
  for (size_t i = 0; i < n; i++)
    if (p[i] != (unsigned char)(seed + i * 7)) return 0;
  return 1;
}

/* A block keeps its content as it grows through the classes into malloc's sizes and
 * shrinks back: what realloc promises. */
static void test_resize_keeps_content(void **state) {
  luno_pool *pool = *state;
  unsigned char *p = pool_resize(pool, NULL, 0, 8);
  assert_non_null(p);
  fill(p, 8, 3);
  size_t sizes[] = {24, 100, POOL_LARGEST, POOL_LARGEST + 1, 4000, 300, 40, 9};
  size_t old = 8, kept = 8;
  for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
    p = pool_resize(pool, p, old, sizes[i]);
    assert_non_null(p);
    if (sizes[i] < kept) kept = sizes[i];
    assert_true(holds(p, kept, 3));
    fill(p, sizes[i], 3);
    kept = old = sizes[i];
  }
  pool_free(pool, p, old);
}

/* Blocks are distinct, aligned as malloc's, and writable in full, over many chunks. */
static void test_blocks_distinct(void **state) {
  luno_pool *pool = *state;
  enum { N = 20000 };
  static unsigned char *blocks[N];
  for (int i = 0; i < N; i++) {
    size_t size = 1 + (size_t)(i % POOL_LARGEST);
    blocks[i] = pool_resize(pool, NULL, 0, size);
    assert_non_null(blocks[i]);
    assert_int_equal((uintptr_t)blocks[i] % 16, 0);
    fill(blocks[i], size, (unsigned)i);
  }
  for (int i = 0; i < N; i++) {
    size_t size = 1 + (size_t)(i % POOL_LARGEST);
    assert_true(holds(blocks[i], size, (unsigned)i));
    pool_free(pool, blocks[i], size);
  }
}

/* A freed block serves the next request of its class; a shrink within the pool keeps
 * the block where it is. */
static void test_reuse(void **state) {
  luno_pool *pool = *state;
  void *a = pool_resize(pool, NULL, 0, 40);
  void *b = pool_resize(pool, NULL, 0, 40);
  assert_ptr_not_equal(a, b);
  pool_free(pool, a, 40);
#if !POOL_OFF
  assert_ptr_equal(pool_resize(pool, NULL, 0, 33), a); /* (33..48 bytes: one class) */
  assert_ptr_equal(pool_resize(pool, b, 40, 20), b);
#else
  pool_free(pool, pool_resize(pool, NULL, 0, 33), 33);
  b = pool_resize(pool, b, 40, 20);
#endif
  pool_free(pool, b, 20);
  pool_free(pool, NULL, 0); /* nothing */
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_resize_keeps_content, setup, teardown),
      cmocka_unit_test_setup_teardown(test_blocks_distinct, setup, teardown),
      cmocka_unit_test_setup_teardown(test_reuse, setup, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
