/* script.c: what the host and the sandbox need to say about scripts: errors located at
 * the script's line (script_error) and the texts of script files, read once per state. At
 * the bottom of lua/ with the budget: it calls nothing above it. */
#include <lauxlib.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "sandbox.h"

/* Whether frame ar is in a user script: a file (chunk names start with '@') or the REPL's
 * `lua` command ("=lua"), so errors name the user's line, never the host's Lua. */
static int is_script(lua_State *L, lua_Debug *ar) {
  return lua_getinfo(L, "S", ar) && (ar->source[0] == '@' || !strcmp(ar->source, "=lua"));
}

const char *script_source_name(const lua_Debug *ar) {
  return ar->source[0] == '@' ? ar->source + 1 : ar->short_src;
}

int script_level(lua_State *L) {
  lua_Debug ar;
  for (int level = 1; lua_getstack(L, level, &ar); level++)
    if (is_script(L, &ar)) {
      lua_pushinteger(L, level);
      return 1;
    }
  lua_pushinteger(L, 1);
  return 1;
}

int script_where(lua_State *L) {
  lua_Debug ar;
  for (int level = 1; lua_getstack(L, level, &ar); level++)
    if (is_script(L, &ar) && lua_getinfo(L, "l", &ar)) {
      lua_pushstring(L, ar.source);
      lua_pushinteger(L, ar.currentline);
      return 2;
    }
  return 0;
}

int script_error(lua_State *L, const char *fmt, ...) {
  lua_Debug ar;
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  for (int level = 1; lua_getstack(L, level, &ar); level++) {
    if (!is_script(L, &ar)) continue;
    lua_getinfo(L, "l", &ar);
    lua_pushfstring(L, "%s:%d: ", script_source_name(&ar), ar.currentline);
    luaL_addvalue(&b);
    break;
  }
  va_list ap;
  va_start(ap, fmt);
  lua_pushvfstring(L, fmt, ap);
  va_end(ap);
  luaL_addvalue(&b);
  luaL_pushresult(&b);
  return lua_error(L);
}

int script_read_file(lua_State *L, const char *path) {
  lua_getfield(L, LUA_REGISTRYINDEX, "luno.files");
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, "luno.files");
  }
  if (lua_getfield(L, -1, path) == LUA_TSTRING) return lua_remove(L, -2), 0;
  lua_pop(L, 1);
  FILE *f = fopen(path, "rb");
  if (!f) return lua_pop(L, 1), -1;
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  char buf[4096];
  size_t n, total = 0;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0 && (total += n) <= SCRIPT_MAX_BYTES)
    luaL_addlstring(&b, buf, n);
  fclose(f);
  if (total > SCRIPT_MAX_BYTES) /* (/dev/zero would fill the memory budget, naming nothing) */
    return lua_pushfstring(L, "%s: more than %d MiB: not a script or a file a script reads", path,
                           SCRIPT_MAX_BYTES >> 20),
           lua_error(L); /* (no position: the file is at fault, not the line reading it) */
  luaL_pushresult(&b);
  lua_pushvalue(L, -1);
  lua_setfield(L, -3, path); /* every later read of path gets these very bytes */
  lua_remove(L, -2);
  return 0;
}

void script_share_files(lua_State *to, lua_State *from) {
  if (lua_getfield(from, LUA_REGISTRYINDEX, "luno.files") != LUA_TTABLE) {
    lua_pop(from, 1);
    return;
  }
  lua_newtable(to);
  lua_pushnil(from);
  while (lua_next(from, -2)) {
    size_t n;
    const char *text = lua_tolstring(from, -1, &n);
    lua_pushlstring(to, text, n);
    lua_setfield(to, -2, lua_tostring(from, -2));
    lua_pop(from, 1);
  }
  lua_pop(from, 1);
  lua_setfield(to, LUA_REGISTRYINDEX, "luno.files");
}
