/* metatables.c: getmetatable, setmetatable and rawset for scripts. Two things a metatable
 * can hold would let a script see the collector, whose timing differs between a game and
 * its replay (a sim's game 5 follows games 1-4's garbage; a replay does not): __gc, a
 * finalizer (it would also run outside every budget), and __mode, a weak table that loses
 * entries when the collector runs. Lua marks a finalizer when setmetatable is called, so
 * refusing __gc there is enough; it reads __mode at every collection, so a metatable is
 * also *sealed* while it may be in use: its own metatable becomes a hidden guard whose
 * __newindex refuses __mode (rawset refuses it too), and it may not get another. A
 * metatable that has a metatable of its own already is refused: its guard could not be
 * kept. */
#include <lauxlib.h>
#include <string.h>

#include "sandbox.h"

#define SEAL_KEY "luno.seal"

/* Whether the table at i has a protected metatable (a __metatable field): a host object.
 * (The guard has none: getmetatable hides it instead.) */
static int is_protected(lua_State *L, int i) {
  if (luaL_getmetafield(L, i, "__metatable") == LUA_TNIL) return 0;
  lua_pop(L, 1);
  return 1;
}

/* Whether the table at i is sealed: its metatable is the guard. */
static int is_sealed(lua_State *L, int i) {
  if (!lua_getmetatable(L, i)) return 0;
  luaL_getmetatable(L, SEAL_KEY);
  int sealed = lua_rawequal(L, -1, -2);
  lua_pop(L, 2);
  return sealed;
}

/* Whether the value at i is the string "__mode". */
static int is_mode(lua_State *L, int i) {
  return lua_type(L, i) == LUA_TSTRING && !strcmp(lua_tostring(L, i), "__mode");
}

/* Whether the table at i holds key, read raw (no script's __index runs). */
static int raw_field(lua_State *L, int i, const char *key) {
  lua_pushstring(L, key);
  int held = lua_rawget(L, i) != LUA_TNIL;
  lua_pop(L, 1);
  return held;
}

/* Raises the error of a weak table, named by the function that met it. */
static int weak_refused(lua_State *L, const char *fn) {
  return luaL_error(L,
                    "%s: weak tables (__mode) are not available to scripts: the collector "
                    "clears them at moments a replay does not repeat, so the game would drift",
                    fn);
}

/* The guard's __newindex(t, k, v): any key but __mode, stored raw. */
static int seal_newindex(lua_State *L) {
  if (is_mode(L, 2)) return weak_refused(L, "a metatable");
  lua_settop(L, 3);
  lua_rawset(L, 1);
  return 0;
}

/* getmetatable(v): a table's metatable (or its __metatable field); never the strings', and
 * nil for a sealed metatable (its guard is the host's). */
static int sandboxed_getmetatable(lua_State *L) {
  luaL_checkany(L, 1);
  if (lua_type(L, 1) == LUA_TSTRING)
    return luaL_error(L, "getmetatable: the string metatable is not available to scripts");
  if (lua_type(L, 1) != LUA_TTABLE || is_sealed(L, 1) || !lua_getmetatable(L, 1)) {
    lua_pushnil(L);
    return 1;
  }
  luaL_getmetafield(L, 1, "__metatable");
  return 1;
}

/* setmetatable(t, mt): refuses host objects, a sealed t, and an mt with __gc, with __mode
 * or with a metatable of its own; seals mt. */
static int sandboxed_setmetatable(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  int t = lua_type(L, 2);
  luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
  if (is_sealed(L, 1))
    return luaL_error(L,
                      "setmetatable: this table is another's metatable: it keeps none of its own");
  if (is_protected(L, 1)) return luaL_error(L, "setmetatable: cannot change a protected metatable");
  lua_settop(L, 2);
  if (t == LUA_TTABLE) {
    if (lua_rawequal(L, 1, 2)) /* (its own guard would be replaced by itself) */
      return luaL_error(L, "setmetatable: a table may not be its own metatable");
    if (raw_field(L, 2, "__gc"))
      return luaL_error(L, "setmetatable: __gc metamethods are not available to scripts");
    if (raw_field(L, 2, "__mode")) return weak_refused(L, "setmetatable");
    lua_settop(L, 2);
    if (!is_sealed(L, 2)) {
      if (lua_getmetatable(L, 2))
        return luaL_error(L, "setmetatable: a metatable may not have a metatable of its own "
                             "(copy the fields it would inherit into it)");
      luaL_getmetatable(L, SEAL_KEY);
      lua_setmetatable(L, 2);
    }
  }
  lua_setmetatable(L, 1);
  return 1;
}

/* rawset(t, k, v): not on host objects (g, g.options: read-only), nor __mode on a sealed
 * metatable. */
static int sandboxed_rawset(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  luaL_checkany(L, 2);
  luaL_checkany(L, 3);
  int sealed = is_sealed(L, 1);
  if (sealed && is_mode(L, 2)) return weak_refused(L, "rawset");
  if (!sealed && is_protected(L, 1)) return luaL_error(L, "rawset: host objects are read-only");
  lua_settop(L, 3);
  lua_rawset(L, 1);
  return 1;
}

void sandbox_add_metatables(lua_State *L) {
  if (luaL_newmetatable(L, SEAL_KEY)) { /* the guard, one a state */
    lua_pushcfunction(L, seal_newindex);
    lua_setfield(L, -2, "__newindex");
  }
  lua_pop(L, 1);
  static const luaL_Reg fns[] = {{"getmetatable", sandboxed_getmetatable},
                                 {"setmetatable", sandboxed_setmetatable},
                                 {"rawset", sandboxed_rawset},
                                 {NULL, NULL}};
  luaL_setfuncs(L, fns, 0);
}
