/* invariants.c: the rulesets' own invariants (rule { invariant = function(g) ... }), run
 * after every action by `luno check`, `luno sim --check` and the scenario tests, as the
 * core's luno_check is; and the lines rules add to the table's view (`shows`) and the
 * words for the turn's draw (`draw_says`), read-only as well. */
#include <lauxlib.h>
#include <stdio.h>

#include "host_impl.h"

/* Writes where function at index i is defined ("file:line"), or "" for a C function. */
static void function_where(lua_State *L, int i, char *out, int len) {
  lua_Debug ar;
  lua_pushvalue(L, i);
  out[0] = '\0';
  if (lua_getinfo(L, ">S", &ar) && ar.source[0] == '@') /* pops the function */
    snprintf(out, (size_t)len, "%s:%d", script_source_name(&ar), ar.linedefined);
}

int luno_host_has_table_lines(luno_host *h) {
  lua_State *L = h->L;
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_M);
  int some = lua_getfield(L, -1, "shows") == LUA_TTABLE && lua_rawlen(L, -1) > 0;
  lua_pop(L, 2);
  return some;
}

int luno_host_table_lines(luno_host *h, luno_game *g, luno_line_fn fn, void *ud) {
  lua_State *L = h->L;
  host_use_game(h, g);
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_M);
  int none = lua_getfield(L, -1, "shows") != LUA_TTABLE || lua_rawlen(L, -1) == 0;
  lua_pop(L, 1);
  if (none) return lua_pop(L, 1), 0;
  lua_getfield(L, -1, "table_lines");
  h->readonly++;
  int st = host_pcall(h, 0, 1);
  h->readonly--;
  if (st != LUA_OK) return lua_pop(L, 1), -1;
  int n = (int)lua_rawlen(L, -1);
  for (int i = 1; i <= n; i++) {
    lua_rawgeti(L, -1, i);
    char shown[512];
    host_show_text(shown, sizeof shown, lua_tostring(L, -1)); /* (no terminal escapes) */
    fn(ud, shown);
    lua_pop(L, 1);
  }
  lua_pop(L, 2);
  return n;
}

int luno_host_draw_words(luno_host *h, luno_game *g, int seat, char *out, int len) {
  lua_State *L = h->L;
  host_use_game(h, g);
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_M);
  int none = lua_getfield(L, -1, "draw_says") != LUA_TTABLE || lua_rawlen(L, -1) == 0;
  lua_pop(L, 1);
  if (none) return lua_pop(L, 1), 0;
  lua_getfield(L, -1, "draw_words");
  lua_pushinteger(L, seat);
  h->readonly++;
  int st = host_pcall(h, 1, 1);
  h->readonly--;
  if (st != LUA_OK) return lua_pop(L, 1), -1;
  int said = lua_type(L, -1) == LUA_TSTRING;
  if (said) host_show_text(out, (size_t)len, lua_tostring(L, -1)); /* (no terminal escapes) */
  lua_pop(L, 2);
  return said;
}

int luno_host_progress(luno_host *h, luno_game *g, int *row, char *words, int wordslen) {
  lua_State *L = h->L;
  if (g) host_use_game(h, g);
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_M);
  lua_getfield(L, -1, "progress_row");
  lua_pushboolean(L, g == NULL); /* (no game: the words alone) */
  h->readonly++;
  int st = host_pcall(h, 1, 2);
  h->readonly--;
  if (st != LUA_OK) return lua_pop(L, 1), -1;
  int declared = lua_istable(L, -1);
  int players = g ? luno_state_of(g)->players : 0;
  for (int s = 0; declared && s < players; s++) {
    lua_rawgeti(L, -1, s + 1);
    row[s] = (int)lua_tointeger(L, -1);
    lua_pop(L, 1);
  }
  if (declared) host_show_text(words, (size_t)wordslen, lua_tostring(L, -2));
  lua_pop(L, 3);
  return declared;
}

int luno_host_invariants(luno_host *h, luno_game *g, char *msg, int msglen) {
  lua_State *L = h->L;
  host_use_game(h, g);
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_M);
  int none = lua_getfield(L, -1, "invariants") != LUA_TTABLE || lua_rawlen(L, -1) == 0;
  lua_pop(L, 1);
  if (none) return lua_pop(L, 1), 0;
  lua_getfield(L, -1, "check_invariants");
  h->readonly++;
  int st = host_pcall(h, 0, 2);
  h->readonly--;
  if (st != LUA_OK) return lua_pop(L, 1), snprintf(msg, (size_t)msglen, "%s", h->error), -1;
  if (lua_isnil(L, -2)) return lua_pop(L, 3), 0;
  lua_Integer i = lua_tointeger(L, -2);
  char why[300], where[300];
  snprintf(why, sizeof why, "%s", lua_tostring(L, -1));
  lua_getfield(L, -3, "invariants");
  lua_rawgeti(L, -1, i);
  lua_getfield(L, -1, "rule");
  lua_getfield(L, -2, "fn");
  function_where(L, -1, where, sizeof where);
  if (!where[0]) { /* a declared one: where its rule is */
    if (lua_getfield(L, -3, "where") == LUA_TSTRING)
      snprintf(where, sizeof where, "%s", lua_tostring(L, -1));
    lua_pop(L, 1);
  }
  snprintf(msg, (size_t)msglen, "%s%srule %s's invariant: %s", where, where[0] ? ": " : "",
           lua_tostring(L, -2), why);
  lua_pop(L, 7);
  return -1;
}
