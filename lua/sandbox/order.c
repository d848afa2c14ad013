/* order.c: pairs and next for scripts, in one order whatever the Lua state. Lua walks a
 * table's string keys in an order that hangs on the state's string hash seed, drawn anew
 * for every state: a script that walked g.vars with pairs could play one game in the
 * process that played it and another where a save is loaded, or in another sim thread.
 * Scripts' pairs and next go by the keys' order instead: numbers by value, then strings by
 * their bytes, then false and true. A table with any other key (a table, a function) has
 * no such order: Lua's own follows memory addresses, which differ from one process to the
 * next (`luno sim --seed 1` played another game in each), so walking one is an error. */
#include <lauxlib.h>
#include <stdlib.h> /* qsort */
#include <string.h>

#include "sandbox.h"

/* A key as the order reads it. */
typedef struct key {
  int kind; /* 0 number, 1 string, 2 boolean, 3 anything else */
  lua_Number number;
  const char *text;
  size_t len;
  int at; /* its place in Lua's own walk (the order of kind 3, and a tie's) */
} key;

/* Fails a walk of a table keyed by key k of no order (kind 3), in the script's words. */
static void orderable(lua_State *L, const key *k, const char *fn) {
  if (k->kind == 3)
    luaL_error(L,
               "%s: this table has a key that is a %s, whose order follows memory addresses, "
               "which a replay does not keep: key it by a number or a string",
               fn, luaL_typename(L, -1));
}

/* The key at index i (a key of table t, so its string stays alive while t holds it). */
static key key_at(lua_State *L, int i, int at) {
  key k = {3, 0, NULL, 0, at};
  int t = lua_type(L, i);
  if (t == LUA_TNUMBER) k.kind = 0, k.number = lua_tonumber(L, i);
  if (t == LUA_TSTRING) k.kind = 1, k.text = lua_tolstring(L, i, &k.len);
  if (t == LUA_TBOOLEAN) k.kind = 2, k.number = lua_toboolean(L, i);
  return k;
}

/* <0, 0 or >0 as key a comes before, with or after b. */
static int compare(const void *pa, const void *pb) {
  const key *a = pa, *b = pb;
  if (a->kind != b->kind) return a->kind - b->kind;
  if (a->kind == 1) {
    int c = memcmp(a->text, b->text, a->len < b->len ? a->len : b->len);
    if (c) return c;
    if (a->len != b->len) return a->len < b->len ? -1 : 1;
  } else if (a->kind != 3 && a->number != b->number) {
    return a->number < b->number ? -1 : 1;
  }
  return a->at - b->at;
}

/* Pushes table t's keys (at index t) as a list in the order, and returns their count. */
static int sorted_keys(lua_State *L, int t) {
  int n = 0;
  lua_newtable(L);
  int list = lua_gettop(L);
  lua_pushnil(L);
  while (lua_next(L, t)) { /* the keys in Lua's walk, kept alive in the list */
    lua_pop(L, 1);
    lua_pushvalue(L, -1);
    lua_rawseti(L, list, ++n);
  }
  /* a userdata, not malloc: counted by the memory budget, and freed even when an error
   * comes before the end */
  key *keys = lua_newuserdatauv(L, (size_t)n * sizeof *keys, 0);
  for (int i = 0; i < n; i++) {
    lua_rawgeti(L, list, i + 1);
    keys[i] = key_at(L, -1, i + 1);
    orderable(L, &keys[i], "pairs");
    lua_pop(L, 1);
  }
  qsort(keys, (size_t)n, sizeof *keys, compare);
  lua_createtable(L, n, 0);
  for (int i = 0; i < n; i++) { /* each key, by its place in the walk */
    lua_rawgeti(L, list, keys[i].at);
    lua_rawseti(L, -2, i + 1);
  }
  lua_remove(L, list + 1); /* the keys */
  lua_remove(L, list);
  return n;
}

/* The iterator of pairs (upvalues: the sorted keys, the next place in them, the table): the
 * next key whose value is not nil now, and its value; nothing at the end. */
static int step(lua_State *L) {
  lua_Integer i = lua_tointeger(L, lua_upvalueindex(2));
  for (;; i++) {
    if (lua_rawgeti(L, lua_upvalueindex(1), i) == LUA_TNIL) return 0;
    lua_pushvalue(L, -1);
    if (lua_rawget(L, lua_upvalueindex(3)) != LUA_TNIL) {
      lua_pushinteger(L, i + 1);
      lua_replace(L, lua_upvalueindex(2));
      return 2;
    }
    lua_pop(L, 2);
  }
}

/* pairs(t): a table's own __pairs if it has one, else its keys in the order. */
static int ordered_pairs(lua_State *L) {
  luaL_checkany(L, 1);
  if (luaL_getmetafield(L, 1, "__pairs") != LUA_TNIL) { /* as Lua's pairs does */
    lua_pushvalue(L, 1);
    lua_call(L, 1, 3);
    return 3;
  }
  luaL_checktype(L, 1, LUA_TTABLE);
  sandbox_push_pairs(L, 1);
  return 3;
}

void sandbox_push_pairs(lua_State *L, int t) {
  t = lua_absindex(L, t);
  sorted_keys(L, t);
  lua_pushinteger(L, 1);
  lua_pushvalue(L, t);
  lua_pushcclosure(L, step, 3);
  lua_pushvalue(L, t);
  lua_pushnil(L);
}

/* next(t [, k]): the key after k (the first when k is nil) in the order, with its value;
 * nil after the last. One walk of the table, no list made. */
static int ordered_next(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 2);
  key after = {0}, best = {0};
  int have_after = !lua_isnil(L, 2), have_best = 0, at = 0, found = !have_after;
  lua_pushnil(L);
  while (lua_next(L, 1)) {
    lua_pop(L, 1);
    key k = key_at(L, -1, ++at);
    orderable(L, &k, "next");
    if (have_after && !found && lua_rawequal(L, -1, 2)) found = 1, after = k;
  }
  if (!found) return luaL_error(L, "invalid key to 'next'");
  at = 0;
  lua_pushnil(L);
  while (lua_next(L, 1)) {
    lua_pop(L, 1);
    key k = key_at(L, -1, ++at);
    if ((!have_after || compare(&k, &after) > 0) && (!have_best || compare(&k, &best) < 0)) {
      best = k, have_best = 1;
      lua_pushvalue(L, -1);
      lua_replace(L, 2); /* the best key so far, which keeps its string alive */
    }
  }
  if (!have_best) return lua_pushnil(L), 1;
  lua_pushvalue(L, 2);
  lua_rawget(L, 1);
  return 2;
}

void sandbox_add_order(lua_State *L) {
  lua_pushcfunction(L, ordered_pairs);
  lua_setfield(L, -2, "pairs");
  lua_pushcfunction(L, ordered_next);
  lua_setfield(L, -2, "next");
}
