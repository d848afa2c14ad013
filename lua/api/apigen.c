/* apigen.c: a plain Lua 5.4 with its standard libraries, for the build: runs lua/api/gen.lua
 * with the arguments given (`apigen SCRIPT ARGS...`), as the `lua` program would. Not part of
 * luno: no sandbox, no budget; it reads only the repository's own declaration. */
#include <lauxlib.h>
#include <lualib.h>
#include <stdio.h>

/* Runs argv[1] with arg[1..] = argv[2..]; the script's error (if any) on standard error. */
int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: apigen SCRIPT [ARGS...]\n");
    return 2;
  }
  lua_State *L = luaL_newstate();
  if (!L) return fprintf(stderr, "apigen: out of memory\n"), 1;
  luaL_openlibs(L);
  lua_createtable(L, argc, 0);
  for (int i = 1; i < argc; i++) {
    lua_pushstring(L, argv[i]);
    lua_rawseti(L, -2, i - 1);
  }
  lua_setglobal(L, "arg");
  int st = luaL_dofile(L, argv[1]);
  if (st != LUA_OK) fprintf(stderr, "apigen: %s\n", lua_tostring(L, -1));
  lua_close(L);
  return st == LUA_OK ? 0 : 1;
}
