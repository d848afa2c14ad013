/* digest.c: luno_rules.digest, the scripts' per-game state as one number, so a restore can
 * tell whether the rebuilt game's g.vars is the one it replaces. The walk needs no order:
 * a table's entries are summed, each entry's key and value mixed first, so the string hash
 * seed a Lua state draws (its own order of keys) cannot change the result. */
#include <lauxlib.h>
#include <string.h>

#include "host_impl.h"

enum {
  DIGEST_DEPTH = 16,      /* tables within tables, deeper ones count by their kind */
  DIGEST_VALUES = 1000000 /* values looked at, at most: a bound on the cost */
};

/* A 64-bit mix (splitmix64's finalizer): a value's bits, spread. */
static uint64_t mix(uint64_t x) {
  x ^= x >> 30, x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27, x *= 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

/* The digest of the bytes of a string. */
static uint64_t of_bytes(const char *s, size_t n) {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (size_t i = 0; i < n; i++)
    h = (h ^ (unsigned char)s[i]) * 0x100000001b3ULL;
  return mix(h ^ n);
}

/* The digest of the value at index i; tables by their entries, to depth levels more.
 * *left counts the values still allowed. */
static uint64_t of_value(lua_State *L, int i, int depth, long *left) {
  int t = lua_type(L, i);
  if (--*left < 0) return mix(0x5eed);
  switch (t) {
  case LUA_TNUMBER:
    if (lua_isinteger(L, i)) return mix((uint64_t)lua_tointeger(L, i) ^ 0x1111);
    lua_Number x = lua_tonumber(L, i);
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    return mix(bits ^ 0x2222);
  case LUA_TSTRING: {
    size_t n;
    const char *s = lua_tolstring(L, i, &n);
    return of_bytes(s, n);
  }
  case LUA_TBOOLEAN: return mix(0x3333u + (unsigned)lua_toboolean(L, i));
  case LUA_TTABLE: break;
  default: return mix(0x4444u + (unsigned)t); /* a function, a thread: its kind */
  }
  if (depth <= 0 || !lua_checkstack(L, 4)) return mix(0x6666);
  int at = lua_absindex(L, i);
  uint64_t sum = 0x7777;
  lua_pushnil(L);
  while (lua_next(L, at)) { /* raw: no metamethod runs */
    uint64_t k = of_value(L, -2, 0, left), v = of_value(L, -1, depth - 1, left);
    sum += mix(k * 31 + v);
    lua_pop(L, 1);
  }
  return mix(sum);
}

/* luno_rules.digest: g.vars's contents. It only reads: no script runs, nothing is written. */
static uint64_t host_digest(void *ud, const luno_game *g) {
  (void)g;
  luno_host *h = ud;
  lua_State *L = h->L;
  long left = DIGEST_VALUES;
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_vars);
  uint64_t d = of_value(L, -1, DIGEST_DEPTH, &left);
  lua_pop(L, 1);
  return d;
}

void digest_install(luno_host *h) { h->rules.digest = host_digest; }
