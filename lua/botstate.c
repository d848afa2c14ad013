/* botstate.c: every Lua bot seat in a Lua state of its own, with its own memory cap and
 * instruction budget, so a bot can never touch the rulesets' state, their coroutines or
 * another bot. What a bot is shown (its seat's view, the decision) is built in the
 * rulesets' state and copied in as plain data. */
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host_impl.h"

enum { COPY_DEPTH = 16 };

bot_state *botstate_new(const luno_host *h) {
  bot_state *bs = calloc(1, sizeof *bs);
  if (!bs) return NULL;
  budget_init(&bs->budget);
  bs->budget.instructions = h->budget.instructions;
  bs->budget.memory = h->budget.memory;
  bs->budget.deadline_ms = h->budget.deadline_ms;
  if (!(bs->L = lua_newstate(budget_alloc, &bs->budget))) return free(bs), NULL;
  *(host_budget **)lua_getextraspace(bs->L) = &bs->budget;
  host_open_libraries(bs->L);
  sandbox_libs_init(bs->L);
  return bs;
}

void botstate_free(bot_state *bs) {
  if (!bs) return;
  if (bs->L) lua_close(bs->L);
  free(bs);
}

/* Copies the plain value at index i of from onto to: nil, booleans, numbers, strings and
 * tables of those (a view holds nothing else); anything else becomes nil. */
static void copy_value(lua_State *from, int i, lua_State *to, int depth) {
  i = lua_absindex(from, i);
  switch (lua_type(from, i)) {
  case LUA_TBOOLEAN: lua_pushboolean(to, lua_toboolean(from, i)); return;
  case LUA_TNUMBER:
    if (lua_isinteger(from, i))
      lua_pushinteger(to, lua_tointeger(from, i));
    else
      lua_pushnumber(to, lua_tonumber(from, i));
    return;
  case LUA_TSTRING: {
    size_t len;
    const char *s = lua_tolstring(from, i, &len);
    lua_pushlstring(to, s, len);
    return;
  }
  case LUA_TTABLE:
    if (depth < COPY_DEPTH) break;
    lua_pushnil(to); /* deeper than any view */
    return;
  default: lua_pushnil(to); return;
  }
  lua_newtable(to);
  lua_pushnil(from);
  while (lua_next(from, i)) {
    copy_value(from, -2, to, depth + 1);
    copy_value(from, -1, to, depth + 1);
    if (lua_isnil(to, -2))
      lua_pop(to, 2);
    else
      lua_rawset(to, -3);
    lua_pop(from, 1);
  }
}

void botstate_copy(lua_State *from, int i, lua_State *to) { copy_value(from, i, to, 0); }

/* The message of a bot call that failed with status on bs: "file:line: message". */
void botstate_error(bot_state *bs, int status, const char *path, char *err, int errlen) {
  host_budget *b = &bs->budget;
  if (b->tripped || status == LUA_ERRMEM) {
    char text[160];
    budget_describe(b, b->tripped ? b->tripped : BUDGET_MEMORY, text, sizeof text);
    snprintf(err, (size_t)errlen, "%s%s%s", b->where, b->where[0] ? ": " : "", text);
  } else {
    const char *m = lua_tostring(bs->L, -1);
    snprintf(err, (size_t)errlen, "%s", m ? m : path);
  }
  char *nl = strchr(err, '\n');
  if (nl) *nl = '\0';
  lua_pop(bs->L, 1);
}
