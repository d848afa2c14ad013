/* pool.c: free lists of small blocks for a Lua state's allocator. See pool.h. */
#include "pool.h"

#include <stdlib.h>
#include <string.h>

/* Bytes the pool takes from malloc at a time. */
enum { CHUNK_BYTES = 64 * 1024 };

struct pool_chunk {
  pool_chunk *older;
  _Alignas(16) char bytes[]; /* (max_align_t's alignment, as malloc gives) */
};

/* The class of a block of size bytes, or 0 for malloc's. */
static size_t class_of(size_t size) {
  return POOL_OFF || size > POOL_LARGEST ? 0 : (size + POOL_STEP - 1) / POOL_STEP;
}

/* A block of class k, from its free list or the newest chunk. */
static void *take(luno_pool *pool, size_t k) {
  void *p = pool->free[k];
  if (p) {
    memcpy(&pool->free[k], p, sizeof p); /* (the next free block's address, stored in p) */
    return p;
  }
  size_t bytes = k * POOL_STEP;
  if (pool->left < bytes) {
    pool_chunk *c = malloc(sizeof *c + CHUNK_BYTES);
    if (!c) return NULL;
    c->older = pool->chunks;
    pool->chunks = c;
    pool->next = c->bytes;
    pool->left = CHUNK_BYTES; /* (the old chunk's few bytes left are not worth a list) */
  }
  p = pool->next;
  pool->next += bytes;
  pool->left -= bytes;
  return p;
}

/* Puts block p back on the free list of class k. */
static void put(luno_pool *pool, void *p, size_t k) {
  memcpy(p, &pool->free[k], sizeof p);
  pool->free[k] = p;
}

void *pool_resize(luno_pool *pool, void *p, size_t old, size_t size) {
  size_t from = p ? class_of(old) : 0, to = class_of(size);
  if (from && to && to <= from) return p; /* a pooled block serves every smaller class */
  if (p && !from && !to) {
    void *q = realloc(p, size);
    return q ? q : size <= old ? p : NULL; /* (a shrink that fails keeps the block) */
  }
  void *q = to ? take(pool, to) : malloc(size);
  if (!q || !p) return q;
  memcpy(q, p, old < size ? old : size);
  pool_free(pool, p, old);
  return q;
}

void pool_free(luno_pool *pool, void *p, size_t size) {
  if (!p) return;
  size_t k = class_of(size);
  if (k)
    put(pool, p, k);
  else
    free(p);
}

void pool_release(luno_pool *pool) {
  while (pool->chunks) {
    pool_chunk *older = pool->chunks->older;
    free(pool->chunks);
    pool->chunks = older;
  }
  memset(pool, 0, sizeof *pool);
}
