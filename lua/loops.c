/* loops.c: g:draw_until and g:flip_until in C. As Lua loops each card cost a list made
 * by g:draw and three calls (a card may draw a dozen for every seat); here the loop stays
 * in C and only `stop` is called per card, or nothing at all when `stop` is a filter (as
 * g:hand's: { color = "green" }). A `stop` function may even ask a player: the loop goes on
 * in a continuation when the effect resumes. */
#include <lauxlib.h>

#include "api_gen.h"
#include "host_impl.h"

/* Stack of a draw_until call: the game, the seat, stop, max (nil: no limit) and the list
 * of the cards drawn. Of a flip_until call: the game, stop, max, the list. */
enum { D_SEAT = 2, D_STOP = 3, D_MAX = 4, D_LIST = 5 };
enum { F_STOP = 2, F_MAX = 3, F_LIST = 4 };

enum { DRAWING, FLIPPING }; /* which loop a continuation goes on with (its context) */
static int loop_more(lua_State *L, int status, lua_KContext ctx);

/* Appends card to the list at index list as its item n (its length so far plus one),
 * then asks stop whether to end there: the filter f, or (f NULL) the function at index fn,
 * which may yield: loop_more then goes on with the loop once it returns. */
static int stops_at(lua_State *L, int card, int fn, int list, lua_Integer n, const host_filter *f,
                    int loop) {
  lua_pushinteger(L, card);
  lua_rawseti(L, list, n);
  if (f) return host_passes(host_game(L), card, f);
  lua_pushvalue(L, fn);
  lua_pushinteger(L, card);
  lua_callk(L, 1, 1, loop, loop_more);
  int done = lua_toboolean(L, -1);
  lua_pop(L, 1);
  return done;
}

/* The filter stop at i is (into f), or NULL when stop is a function. */
static const host_filter *stop_filter(lua_State *L, int i, const char *fn, host_filter *f) {
  if (lua_type(L, i) == LUA_TFUNCTION) return NULL;
  *f = host_filter_arg(L, i, fn);
  return f;
}

/* Draws one card at a time until stop says so, max were drawn or nothing is left. */
static int draw_loop(lua_State *L) {
  int seat = (int)lua_tointeger(L, D_SEAT), limited = !lua_isnil(L, D_MAX);
  lua_Integer max = limited ? lua_tointeger(L, D_MAX) : 0;
  host_filter filter;
  const host_filter *f = stop_filter(L, D_STOP, "draw_until", &filter);
  lua_Integer n = (lua_Integer)lua_rawlen(L, D_LIST); /* (counted here on: the list is ours) */
  while (!limited || n < max) {
    luno_game *g = host_mutable_game(L);
    if (luno_draw(g, seat, 1) < 1) break;
    int held;
    const uint16_t *hand = luno_pile(g, LUNO_HAND(seat), &held);
    if (stops_at(L, hand[held - 1], D_STOP, D_LIST, ++n, f, DRAWING)) break;
  }
  lua_settop(L, D_LIST);
  return 1;
}

/* Checks stop at i (a function, or a filter as g:hand's) and max at i + 1 (nil, false or
 * a count) for fn; max becomes nil or the count. */
static void check_stop_max(lua_State *L, int i, const char *fn) {
  int t = lua_type(L, i);
  if (t != LUA_TFUNCTION && t != LUA_TSTRING && t != LUA_TTABLE)
    script_error(L, "%s: stop should be a function(card) or a filter like { color = \"red\" }", fn);
  if (!lua_toboolean(L, i + 1)) {
    lua_pushnil(L);
    lua_replace(L, i + 1);
  } else if (!lua_isinteger(L, i + 1) || lua_tointeger(L, i + 1) < 0) {
    script_error(L, "%s: expected a count, got %s", fn, luaL_tolstring(L, i + 1, NULL));
  }
}

/* The room a loop's list is made with: max (at i, nil for none) up to 8, so most lists
 * never grow (a table growing as it fills costs more than the room it leaves unused). */
static int list_size(lua_State *L, int i) {
  lua_Integer max = lua_isnil(L, i) ? 8 : lua_tointeger(L, i);
  return max < 8 ? (int)max : 8;
}

/* g:draw_until(seat, stop [, max]) -> the cards drawn, in order. */
static int m_draw_until(lua_State *L) {
  lua_settop(L, D_MAX);
  API_ARGS_DRAW_UNTIL; /* the loop reads them at D_SEAT, D_STOP and D_MAX as it goes on */
  (void)seat;
  check_stop_max(L, D_STOP, "draw_until");
  lua_createtable(L, list_size(L, D_MAX), 0);
  return draw_loop(L);
}

/* Flips one card at a time until stop says so, max were flipped or nothing is left. */
static int flip_loop(lua_State *L) {
  lua_Integer max = lua_tointeger(L, F_MAX);
  host_filter filter;
  const host_filter *f = stop_filter(L, F_STOP, "flip_until", &filter);
  lua_Integer n = (lua_Integer)lua_rawlen(L, F_LIST);
  while (n < max) {
    int card = luno_flip_top(host_mutable_game(L));
    if (card < 0) break;
    if (stops_at(L, card, F_STOP, F_LIST, ++n, f, FLIPPING)) break;
  }
  lua_settop(L, F_LIST);
  return 1;
}

/* A loop after a stop that yielded (its answer on top): it ends, or goes on. */
static int loop_more(lua_State *L, int status, lua_KContext loop) {
  (void)status;
  int done = lua_toboolean(L, -1);
  lua_pop(L, 1);
  if (done) return lua_settop(L, loop == DRAWING ? D_LIST : F_LIST), 1;
  return loop == DRAWING ? draw_loop(L) : flip_loop(L);
}

/* g:flip_until(stop [, max]) -> the cards flipped, in order. Without max it stops once
 * every card outside the hands has had its turn (twice the piles: reshuffles included). */
static int m_flip_until(lua_State *L) {
  lua_settop(L, F_MAX);
  API_ARGS_FLIP_UNTIL; /* the loop reads them at F_STOP and F_MAX as it goes on */
  check_stop_max(L, F_STOP, "flip_until");
  if (lua_isnil(L, F_MAX)) {
    const luno_game *g = host_game(L);
    int draw, discard;
    luno_pile(g, LUNO_DRAW_PILE, &draw);
    luno_pile(g, LUNO_DISCARD, &discard);
    lua_pushinteger(L, 2 * (draw + discard));
    lua_replace(L, F_MAX);
  }
  lua_createtable(L, list_size(L, F_MAX), 0);
  return flip_loop(L);
}

static const luaL_Reg loops[] = {API_METHODS_LOOPS, {NULL, NULL}};

void bind_loops(lua_State *L, luno_host *h) {
  lua_pushlightuserdata(L, h);
  luaL_setfuncs(L, loops, 1);
}
