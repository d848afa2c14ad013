/* pool.h: the small blocks of one Lua state. Lua allocates and frees tables, closures,
 * strings and upvalues by the thousand in a busy script; a free list per size class
 * serves them in a few instructions where malloc and free took a hundred or so (special's
 * scripts spent 6% of their time there). Blocks past POOL_LARGEST bytes go to malloc.
 * Only the state's allocator (budget_alloc) uses a pool: one thread at a time. */
#ifndef LUNO_POOL_H
#define LUNO_POOL_H

#include <stddef.h>

/* Under AddressSanitizer every block goes to malloc, so it still catches a use after free
 * or an overflow in Lua's own memory. */
#if defined(__SANITIZE_ADDRESS__)
#define POOL_OFF 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define POOL_OFF 1
#endif
#endif
#ifndef POOL_OFF
#define POOL_OFF 0
#endif

/* Size classes step by 16 bytes (malloc's own alignment on 64-bit systems). */
enum { POOL_STEP = 16, POOL_CLASSES = 16, POOL_LARGEST = POOL_STEP * POOL_CLASSES };

typedef struct pool_chunk pool_chunk;

typedef struct luno_pool {
  void *free[POOL_CLASSES + 1]; /* freed blocks of each class, linked through their start */
  pool_chunk *chunks;           /* every chunk the pool took from malloc, to give back */
  char *next;                   /* the unused rest of the newest chunk */
  size_t left;                  /* its bytes */
} luno_pool;

/* Moves block p of old bytes (NULL, 0: none) to one of size bytes (more than 0), as
 * realloc does: the content kept up to the smaller size. Returns NULL, p untouched, when
 * memory runs out. */
void *pool_resize(luno_pool *pool, void *p, size_t old, size_t size);
/* Gives back block p of size bytes (p NULL: nothing). */
void pool_free(luno_pool *pool, void *p, size_t size);
/* Frees every chunk: after lua_close, when no block of the pool is in use. */
void pool_release(luno_pool *pool);

#endif
