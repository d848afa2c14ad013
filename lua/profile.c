/* profile.c: `luno check`'s profile of the scripts. luno_host_profile makes the next build
 * wrap every hook and card function in a counter and a clock (prelude.lua's profiled);
 * g:say and g:tell count the lines that speak. luno_host_profile_report tells what of the
 * target's files ran, what never did, and where the time went. Off (and free) otherwise. */
#include <lauxlib.h>
#include <stdio.h>
#include <string.h>

#include "host_impl.h"

/* core.clock_ns(): the scripts' clock: the monotonic clock less the time an effect spent
 * waiting for an answer (the driver's, not the hook's). */
static int l_clock_ns(lua_State *L) {
  luno_host *h = lua_touserdata(L, lua_upvalueindex(1));
  lua_pushinteger(L, host_now_ns() - h->profile_paused_ns);
  return 1;
}

void profile_said(lua_State *L, luno_host *h) {
  lua_Debug ar;
  if (!lua_getstack(L, 1, &ar) || !lua_getinfo(L, "Sl", &ar) || ar.source[0] != '@') return;
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_profile_said);
  lua_pushfstring(L, "%s:%d", ar.source + 1, ar.currentline);
  lua_pushvalue(L, -1);
  lua_Integer n = lua_rawget(L, -3) == LUA_TNUMBER ? lua_tointeger(L, -1) : 0;
  lua_pop(L, 1);
  lua_pushinteger(L, n + 1);
  lua_rawset(L, -3);
  lua_pop(L, 1);
}

void bind_profile(lua_State *L, luno_host *h) {
  lua_pushlightuserdata(L, h);
  lua_pushcclosure(L, l_clock_ns, 1);
  lua_setfield(L, -2, "clock_ns");
}

void luno_host_profile(luno_host *h) {
  lua_State *L = h->L;
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_M);
  lua_getfield(L, -1, "profile_start");
  if (host_pcall(h, 0, 0) != LUA_OK) return (void)lua_pop(L, 1);
  lua_getfield(L, -1, "S");
  lua_getfield(L, -1, "profile");
  lua_getfield(L, -1, "said");
  luaL_unref(L, LUA_REGISTRYINDEX, h->ref_profile_said);
  h->ref_profile_said = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_pop(L, 3);
  h->profiling = 1;
}

/* Reports the entries of the hook list at index list: each function's rule or card, where
 * it is (when in one of the target's files, the table at index mine), calls and time. */
static int report_hooks(lua_State *L, int list, int mine, luno_profile_fn fn, void *ud) {
  int n = 0;
  for (lua_Integer i = 1; lua_rawgeti(L, list, i) == LUA_TTABLE; i++) {
    lua_getfield(L, -1, "fn");
    lua_Debug ar;
    char where[600] = "";
    if (lua_getinfo(L, ">S", &ar) && ar.source[0] == '@') { /* pops the function */
      lua_getfield(L, mine, ar.source + 1);
      if (lua_toboolean(L, -1))
        snprintf(where, sizeof where, "%s:%d", ar.source + 1, ar.linedefined);
      lua_pop(L, 1);
    }
    lua_getfield(L, -1, "what");
    lua_getfield(L, -2, "calls");
    lua_getfield(L, -3, "ns");
    luno_profile_entry e = {lua_tostring(L, -3), where, (long)lua_tointeger(L, -2),
                            (double)lua_tonumber(L, -1)};
    if (where[0]) fn(ud, &e), n++;
    lua_pop(L, 4);
  }
  lua_pop(L, 1);
  return n;
}

/* Reports each g:say or g:tell line of the list at index lines. */
static int report_lines(lua_State *L, int lines, luno_profile_fn fn, void *ud) {
  int n = 0;
  for (lua_Integer i = 1; lua_rawgeti(L, lines, i) == LUA_TTABLE; i++, n++) {
    char where[600];
    lua_getfield(L, -1, "path");
    lua_getfield(L, -2, "line");
    lua_getfield(L, -3, "count");
    lua_getfield(L, -4, "text");
    snprintf(where, sizeof where, "%s:%d", lua_tostring(L, -4), (int)lua_tointeger(L, -3));
    luno_profile_entry e = {lua_tostring(L, -1), where, (long)lua_tointeger(L, -2), 0};
    fn(ud, &e);
    lua_pop(L, 5);
  }
  lua_pop(L, 1);
  return n;
}

int luno_host_profile_report(luno_host *h, luno_profile_fn fn, void *ud) {
  lua_State *L = h->L;
  if (!h->profiling) return 0;
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_M);
  lua_getfield(L, -1, "profile_report");
  if (host_pcall(h, 0, 3) != LUA_OK) return lua_pop(L, 1), -1;
  int top = lua_gettop(L);
  int n = report_hooks(L, top - 2, top, fn, ud);
  n += report_lines(L, top - 1, fn, ud);
  lua_pop(L, 4);
  return n;
}
