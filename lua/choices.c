/* choices.c: g:choose_color, g:choose_seat and g:ask_yes_no in C, the questions effects ask
 * most (every wild's color, every 7's swap, every challenge). Each builds the same request
 * as lua/game.lua's asking functions (TOKEN, kind, seat, prompt, values, optional) and
 * yields it straight from C, which spares the Lua frames, option tables and checks a Lua
 * version runs per question.
 * Argument errors are located at the script line, as for every method. */
#include <lauxlib.h>

#include "host_impl.h"

/* The value at i as text, for an error message. */
static const char *shown(lua_State *L, int i) { return luaL_tolstring(L, i, NULL); }

/* The last argument of every asking method (at i): nil, a prompt, or an options table.
 * Leaves prompt and optional at the stack's top (prompt first); returns 1 for a table. */
static int read_asking(lua_State *L, int i, const char *fn, const char *prompt) {
  int table = lua_istable(L, i);
  if (!table && !lua_isnoneornil(L, i) && lua_type(L, i) != LUA_TSTRING)
    host_error(L, "%s: expected a prompt or an options table", fn);
  if (lua_type(L, i) == LUA_TSTRING)
    lua_pushvalue(L, i);
  else if (!table || lua_getfield(L, i, "prompt") == LUA_TNIL) {
    if (table) lua_pop(L, 1);
    lua_pushstring(L, prompt);
  }
  if (table)
    lua_getfield(L, i, "optional");
  else
    lua_pushnil(L);
  lua_pushboolean(L, lua_toboolean(L, -1));
  lua_remove(L, -2);
  return table;
}

/* Yields the request: TOKEN, kind, seat, then prompt, values and optional, which lie at
 * the stack's top in that order. */
static int ask(lua_State *L, int kind, int seat, lua_KFunction done) {
  if (!lua_isyieldable(L)) host_error(L, "choices can only be asked from an effect");
  luno_host *h = lua_touserdata(L, lua_upvalueindex(1));
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_token);
  lua_pushinteger(L, kind);
  lua_pushinteger(L, seat);
  lua_rotate(L, -6, 3); /* TOKEN kind seat prompt values optional */
  return lua_yieldk(L, 6, 0, done);
}

/* choose_color's answer: the color index the player chose as its name (nil: declined). */
static int color_named(lua_State *L, int status, lua_KContext ctx) {
  (void)status, (void)ctx;
  const luno_setup *s = luno_setup_of(host_game(L));
  lua_Integer c = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : -1;
  if (c >= 0 && c < s->ncolors)
    lua_pushstring(L, s->colors[c]);
  else
    lua_pushnil(L);
  return 1;
}

/* The index of color name at i, or a located error. */
static int color_at(lua_State *L, int i) {
  const char *name = lua_type(L, i) == LUA_TSTRING ? lua_tostring(L, i) : NULL;
  int c = host_color_index(luno_setup_of(host_game(L)), name);
  return c >= 0 ? c : host_error(L, "choose_color: no color named %s", shown(L, i));
}

/* g:choose_color(seat [, prompt | { colors, optional, prompt }]) -> a color name. */
static int m_choose_color(lua_State *L) {
  lua_settop(L, 3);
  int table = read_asking(L, 3, "choose_color", "Choose a color");
  if (table && lua_getfield(L, 3, "colors") != LUA_TNIL) {
    if (!lua_istable(L, -1) || lua_rawlen(L, -1) == 0)
      host_error(L, "choose_color: colors should be a list of color names");
    lua_Integer n = (lua_Integer)lua_rawlen(L, -1);
    lua_createtable(L, (int)n, 0);
    for (lua_Integer k = 1; k <= n; k++) {
      lua_rawgeti(L, -2, k);
      lua_pushinteger(L, color_at(L, -1));
      lua_rawseti(L, -3, k);
      lua_pop(L, 1);
    }
    lua_remove(L, -2);
  } else if (table) {
    lua_pop(L, 1);
    lua_pushnil(L); /* every color */
  } else {
    lua_pushnil(L);
  }
  lua_insert(L, -2); /* prompt values optional */
  return ask(L, LUNO_ASK_COLOR, host_seat_arg(L, 2, "choose_color"), color_named);
}

/* choose_seat's answer, as it came (a seat, or nil: declined). */
static int seat_chosen(lua_State *L, int status, lua_KContext ctx) {
  (void)L, (void)status, (void)ctx;
  return 1;
}

/* Pushes the list of every seat of players but skip (-1: none). The lists are kept in
 * upvalue 2, one per (players, skip): only the host reads them (ask_from_yield), so a
 * list is made once, not at every question. */
static void every_seat(lua_State *L, int players, int skip) {
  lua_Integer key = (lua_Integer)players * (LUNO_MAX_SEATS + 1) + skip + 1;
  if (lua_rawgeti(L, lua_upvalueindex(2), key) != LUA_TNIL) return;
  lua_pop(L, 1);
  lua_createtable(L, players, 0);
  for (int s = 0, k = 0; s < players; s++) {
    if (s == skip) continue;
    lua_pushinteger(L, s);
    lua_rawseti(L, -2, ++k);
  }
  lua_pushvalue(L, -1);
  lua_rawseti(L, lua_upvalueindex(2), key);
}

/* g:choose_seat(seat [, prompt | { others, among, optional, prompt }]) -> a seat. */
static int m_choose_seat(lua_State *L) {
  lua_settop(L, 3);
  int table = read_asking(L, 3, "choose_seat", "Choose a player");
  int seat = host_seat_arg(L, 2, "choose_seat"), players = luno_state_of(host_game(L))->players;
  if (table && lua_getfield(L, 3, "among") != LUA_TNIL) {
    if (!lua_istable(L, -1)) host_error(L, "choose_seat: among should be a list of seats");
    lua_Integer n = (lua_Integer)lua_rawlen(L, -1);
    lua_createtable(L, (int)n, 0); /* sized: growing a table as it fills is most of its cost */
    for (lua_Integer i = 1; i <= n; i++) {
      lua_rawgeti(L, -2, i);
      lua_pushinteger(L, host_seat_arg(L, -1, "choose_seat"));
      lua_rawseti(L, -3, i);
      lua_pop(L, 1);
    }
    lua_remove(L, -2);
  } else {
    if (table) lua_pop(L, 1);
    int others = table && (lua_getfield(L, 3, "others"), lua_toboolean(L, -1));
    if (table) lua_pop(L, 1);
    every_seat(L, players, others ? seat : -1);
  }
  lua_insert(L, -2); /* prompt values optional */
  return ask(L, LUNO_ASK_PLAYER, seat, seat_chosen);
}

/* ask_yes_no's answer: true for yes (1); no or declined, false. */
static int yes_answered(lua_State *L, int status, lua_KContext ctx) {
  (void)status, (void)ctx;
  lua_pushboolean(L, lua_isinteger(L, -1) && lua_tointeger(L, -1) == 1);
  return 1;
}

/* g:ask_yes_no(seat [, prompt | { prompt }]) -> true or false. (Its values are implied:
 * the host reads no list for a yes-or-no question. It cannot be declined.) */
static int m_ask_yes_no(lua_State *L) {
  lua_settop(L, 3);
  read_asking(L, 3, "ask_yes_no", "Yes or no?");
  lua_pop(L, 1); /* the optional flag: a yes-or-no question always wants an answer */
  lua_pushnil(L);
  lua_pushboolean(L, 0); /* prompt values optional */
  return ask(L, LUNO_ASK_YESNO, host_seat_arg(L, 2, "ask_yes_no"), yes_answered);
}

static const luaL_Reg choices[] = {{"choose_color", m_choose_color},
                                   {"choose_seat", m_choose_seat},
                                   {"ask_yes_no", m_ask_yes_no},
                                   {"choose_player", m_choose_seat}, /* deprecated */
                                   {NULL, NULL}};

/* Puts the asking methods into the table on top (upvalues: the host, every_seat's lists). */
void bind_choices(lua_State *L, luno_host *h) {
  lua_pushlightuserdata(L, h);
  lua_newtable(L);
  luaL_setfuncs(L, choices, 2);
}
