/* sandbox.c: the one place the scripts' environment is built. It is an allow-list: base
 * functions that cannot reach the file system or the interpreter's internals, copies of
 * the string, table, math, utf8 and coroutine libraries, and nothing else (no io, os,
 * debug, package, dofile, loadfile, collectgarbage). load takes text only and runs it in
 * the sandbox. math.random is replaced by the game's generator in game.lua. */
#include <lauxlib.h>
#include <lualib.h>

#include "host_impl.h"

static const char *const base_allowed[] = {
  "assert", "error", "ipairs", "next", "pairs", "pcall", "rawequal", "rawlen", "rawget",
  "select", "tonumber", "tostring", "type", "xpcall", "print", "setmetatable", "getmetatable",
  "_VERSION", NULL};

static const char *const libraries[] = {"string", "table", "math", "utf8", "coroutine", NULL};

/* load(text [, name [, mode [, env]]]): text chunks only, in the sandbox unless env given. */
static int sandboxed_load(lua_State *L) {
  size_t len;
  const char *text = luaL_checklstring(L, 1, &len);
  const char *name = luaL_optstring(L, 2, "=(load)");
  int status = luaL_loadbufferx(L, text, len, name, "t");
  if (status != LUA_OK) {
    lua_pushnil(L);
    lua_insert(L, -2);
    return 2;
  }
  lua_pushvalue(L, lua_isnoneornil(L, 4) ? lua_upvalueindex(1) : 4);
  if (!lua_setupvalue(L, -2, 1)) lua_pop(L, 1);
  return 1;
}

/* Copies the fields of the table on top into a new table, leaving the copy on top. */
static void copy_table(lua_State *L) {
  lua_newtable(L);
  lua_pushnil(L);
  while (lua_next(L, -3)) {
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, -4);
  }
  lua_remove(L, -2);
}

void sandbox_build(lua_State *L) {
  lua_newtable(L);
  lua_pushglobaltable(L);
  for (int i = 0; base_allowed[i]; i++) {
    lua_getfield(L, -1, base_allowed[i]);
    lua_setfield(L, -3, base_allowed[i]);
  }
  for (int i = 0; libraries[i]; i++) {
    lua_getfield(L, -1, libraries[i]);
    copy_table(L);
    lua_setfield(L, -3, libraries[i]);
  }
  lua_pop(L, 1);
  lua_pushvalue(L, -1);
  lua_pushcclosure(L, sandboxed_load, 1);
  lua_setfield(L, -2, "load");
  lua_getfield(L, -1, "string");
  lua_pushnil(L);
  lua_setfield(L, -2, "dump");
  lua_pop(L, 1);
  lua_pushvalue(L, -1);
  lua_setfield(L, -2, "_G");
}
