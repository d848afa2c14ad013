/* state.c: the scripts' per-game state (game.lua's M.save_state and M.restore_state: g.vars,
 * the open reactions, the invariants' marks) saved as a registry handle and put back, so a
 * search bot can play copies of a game (luno_copy) in the game's own host and leave the
 * scripts as they were. */
#include <lauxlib.h>

#include "host_impl.h"

int luno_host_save_state(luno_host *h) {
  lua_State *L = h->L;
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_M);
  lua_getfield(L, -1, "save_state");
  if (host_pcall(h, 0, 1) != LUA_OK) return lua_pop(L, 1), -1;
  int ref = luaL_ref(L, LUA_REGISTRYINDEX); /* pops it */
  lua_pop(L, 1);
  return ref > 0 ? ref : -1;
}

int luno_host_restore_state(luno_host *h, int saved) {
  lua_State *L = h->L;
  if (saved <= 0) return -1;
  if (h->waiting) { /* a copy's effect left waiting mid-simulation: it is over */
    luno_game *g = h->game;
    h->game = NULL; /* (its __close handlers run with no game to reach) */
    host_give_back(h, h->waiting);
    h->waiting = NULL;
    h->game = g;
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_M);
  lua_getfield(L, -1, "restore_state");
  if (lua_rawgeti(L, LUA_REGISTRYINDEX, saved) != LUA_TTABLE) return lua_pop(L, 3), -1;
  if (host_pcall(h, 1, 1) != LUA_OK) return lua_pop(L, 1), -1;
  h->open_gates = (uint32_t)lua_tointeger(L, -1); /* the `when` keys set now */
  lua_pop(L, 2);
  return 0;
}

void luno_host_drop_state(luno_host *h, int saved) {
  if (saved > 0) luaL_unref(h->L, LUA_REGISTRYINDEX, saved);
}

/* Calls M[fn] with the registry value ref (none if ref is 0), keeping one result: a handle
 * (> 0) to it, or its integer in *value. -1 on failure. */
static int call_state(luno_host *h, const char *fn, int ref, lua_Integer *value) {
  lua_State *L = h->L;
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_M);
  lua_getfield(L, -1, fn);
  if (ref > 0 && lua_rawgeti(L, LUA_REGISTRYINDEX, ref) != LUA_TTABLE) return lua_pop(L, 3), -1;
  if (host_pcall(h, ref > 0, 1) != LUA_OK) return lua_pop(L, 1), -1;
  if (value) {
    *value = lua_tointeger(L, -1);
    lua_pop(L, 2);
    return 0;
  }
  int out = luaL_ref(L, LUA_REGISTRYINDEX); /* pops it */
  lua_pop(L, 1);
  return out > 0 ? out : -1;
}

int host_take_state(luno_host *h) { return call_state(h, "take_state", 0, NULL); }

int host_put_state(luno_host *h, int taken) {
  lua_Integer open;
  if (taken <= 0 || call_state(h, "put_state", taken, &open) < 0) return -1;
  luaL_unref(h->L, LUA_REGISTRYINDEX, taken);
  h->open_gates = (uint32_t)open;
  return 0;
}

int host_has_world(luno_host *h) {
  lua_State *L = h->L;
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_M);
  int needed = lua_getfield(L, -1, "has_world") == LUA_TBOOLEAN && lua_toboolean(L, -1);
  lua_pop(L, 2);
  return needed;
}

int host_world(luno_host *h, luno_game *w, int seat) {
  lua_State *L = h->L;
  host_use_game(h, w);
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_M);
  lua_getfield(L, -1, "world");
  lua_pushinteger(L, seat);
  if (host_pcall(h, 1, 1) != LUA_OK) return lua_pop(L, 1), -1;
  h->open_gates = (uint32_t)lua_tointeger(L, -1);
  lua_pop(L, 2);
  return 0;
}
