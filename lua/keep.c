/* keep.c: the scripts' per-game state kept table by table and put back into the same
 * tables (luno_host_keep), so the REPL's `lua` can run one command after another on one
 * copy of the game: whatever the code wrote into g.vars, however deep, is undone, and a
 * rule's own reference to one of those tables stays good (no table is replaced). What
 * cannot be put back — a script's file-level variables, once a script's function ran —
 * makes the copy one to throw away (luno_host_as_kept). */
#include <lauxlib.h>

#include "host_impl.h"

/* The most tables kept: a larger state is not kept (each command gets a fresh copy). */
enum { KEEP_MOST_TABLES = 100000 };

/* Appends the value at index i to the queue at index q (of length *n) when it is a table. */
static void enqueue(lua_State *L, int q, int i, int *n) {
  if (lua_type(L, i) != LUA_TTABLE) return;
  lua_pushvalue(L, i);
  lua_rawseti(L, q, ++*n);
}

/* Records table t (at index t) in kept (at index k): kept[t] = {entries, metatable}, and
 * queues the tables among its keys, values and metatable. */
static void keep_one(lua_State *L, int k, int q, int t, int *n) {
  lua_pushvalue(L, t);
  lua_createtable(L, 2, 0); /* the record */
  lua_newtable(L);          /* its entries */
  lua_pushnil(L);
  while (lua_next(L, t)) {
    enqueue(L, q, -2, n);
    enqueue(L, q, -1, n);
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, -4); /* entries[key] = value; the key stays for lua_next */
  }
  lua_rawseti(L, -2, 1);
  if (lua_getmetatable(L, t)) { /* (raw: a __metatable field hides nothing from the host) */
    enqueue(L, q, -1, n);
    lua_rawseti(L, -2, 2);
  }
  lua_rawset(L, k);
}

/* keep(roots): kept[t] = {entries, metatable} for every table the roots reach by keys,
 * values and metatables; nil when there are more than KEEP_MOST_TABLES. */
static int keep(lua_State *L) {
  lua_newtable(L); /* kept: 2 */
  lua_newtable(L); /* the queue: 3 */
  int n = 0;
  for (int i = 1; i <= (int)lua_rawlen(L, 1); i++) {
    lua_rawgeti(L, 1, i);
    enqueue(L, 3, -1, &n);
    lua_pop(L, 1);
  }
  int tables = 0;
  for (int i = 1; i <= n; i++) {
    lua_rawgeti(L, 3, i);
    lua_pushvalue(L, -1);
    int seen = lua_rawget(L, 2) != LUA_TNIL;
    lua_pop(L, 1);
    if (!seen && ++tables > KEEP_MOST_TABLES) return lua_pushnil(L), 1;
    if (!seen) keep_one(L, 2, 3, lua_gettop(L), &n);
    lua_pop(L, 1);
  }
  lua_pushvalue(L, 2);
  return 1;
}

/* Puts table t (at index t) back to its record's entries (at index e) and metatable (the
 * record at index r): a changed or added key first (a key that exists may be set during
 * the walk), then the keys taken away. */
static void put_one(lua_State *L, int t, int e, int r) {
  lua_pushnil(L);
  while (lua_next(L, t)) {
    lua_pushvalue(L, -2);
    lua_rawget(L, e); /* the kept value, or nil: the key was added */
    if (!lua_rawequal(L, -1, -2)) {
      lua_pushvalue(L, -3);
      lua_insert(L, -2);
      lua_rawset(L, t);
    } else {
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
  }
  lua_pushnil(L);
  while (lua_next(L, e)) {
    lua_pushvalue(L, -2);
    if (lua_rawget(L, t) == LUA_TNIL) {
      lua_pushvalue(L, -3);
      lua_pushvalue(L, -3);
      lua_rawset(L, t);
    }
    lua_pop(L, 2);
  }
  lua_rawgeti(L, r, 2); /* the kept metatable, or nil */
  if (!lua_getmetatable(L, t)) lua_pushnil(L);
  int same = lua_rawequal(L, -1, -2);
  lua_pop(L, 1);
  if (same)
    lua_pop(L, 1);
  else
    lua_setmetatable(L, t);
}

/* put_back(kept): every kept table as it was; returns M.open_gates() (the `when` keys set). */
static int put_back(lua_State *L) {
  lua_pushnil(L);
  while (lua_next(L, 1)) { /* t at -2, its record at -1 */
    int r = lua_gettop(L);
    lua_rawgeti(L, r, 1);
    put_one(L, r - 1, r + 1, r);
    lua_pop(L, 2);
  }
  lua_getfield(L, 2, "open_gates");
  lua_call(L, 0, 1);
  return 1;
}

/* Calls M.state_roots() and keep on its list, leaving kept (or nil) on the stack. */
static int keep_roots(lua_State *L) {
  lua_getfield(L, 1, "state_roots");
  lua_call(L, 0, 1);
  lua_pushcfunction(L, keep);
  lua_insert(L, -2);
  lua_call(L, 1, 1);
  return 1;
}

int luno_host_keep(luno_host *h) {
  lua_State *L = h->L;
  if (h->ref_kept > 0) luaL_unref(L, LUA_REGISTRYINDEX, h->ref_kept);
  h->ref_kept = 0, h->as_kept = 0;
  lua_pushcfunction(L, keep_roots);
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_M);
  if (host_pcall(h, 1, 1) != LUA_OK || lua_isnil(L, -1)) return lua_pop(L, 1), -1;
  h->ref_kept = luaL_ref(L, LUA_REGISTRYINDEX); /* pops it */
  h->as_kept = h->ref_kept > 0;
  return h->as_kept ? 0 : -1;
}

int luno_host_as_kept(const luno_host *h) { return h->ref_kept > 0 && h->as_kept; }

int host_put_back(luno_host *h) {
  lua_State *L = h->L;
  if (h->ref_kept <= 0) return -1;
  lua_pushcfunction(L, put_back);
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_kept);
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_M);
  if (host_pcall(h, 2, 1) != LUA_OK) return lua_pop(L, 1), -1;
  h->open_gates = (uint32_t)lua_tointeger(L, -1);
  lua_pop(L, 1);
  return 0;
}
