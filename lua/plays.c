/* plays.c: a play's scripts run by the host itself (and a taken like-top window's). Where every
 * question is answered where it is asked (luno_answers_at_once: a sim's table of bots), a play that
 * wakes a rule's play hooks runs them from one C loop, in M.run's order (before_play, last_card
 * when due, the card's on_play, after_play; each hook only while its `when` key is set and only for
 * the cards its rule names), instead of through M.run's dispatch in Lua, which was half the Lua
 * such a play ran (stacking's after_play wakes for every play while a stack is pending). Elsewhere
 * (an effect that may wait for an answer) M.run runs them: the same calls in the same order
 * (tests/golden plays every game both ways and compares them). */
#include <lauxlib.h>

#include "host_impl.h"

/* Drops the references to the play and force_draw hooks of an earlier build. */
void plays_unref(luno_host *h) {
  for (int k = 0; k < h->nplays; k++)
    luaL_unref(h->L, LUA_REGISTRYINDEX, h->plays[k].fn);
  for (int k = 0; k < h->nforce; k++)
    luaL_unref(h->L, LUA_REGISTRYINDEX, h->force[k].fn);
  h->nplays = h->nforce = -1;
  luaL_unref(h->L, LUA_REGISTRYINDEX, h->ref_like_top);
  h->ref_like_top = LUA_REFNIL;
}

/* The card types a hook's `types` (a list of type ids at the top, or nil: all) names. */
static uint64_t types_named(lua_State *L) {
  if (!lua_istable(L, -1)) return ~(uint64_t)0;
  uint64_t mask = 0;
  for (lua_Integer i = 1, n = (lua_Integer)lua_rawlen(L, -1); i <= n; i++) {
    lua_rawgeti(L, -1, i);
    lua_Integer id = lua_tointeger(L, -1);
    if (id >= 0 && id < LUNO_MAX_TYPES) mask |= (uint64_t)1 << id;
    lua_pop(L, 1);
  }
  return mask;
}

/* Reads the hooks listed at field name of the table on top ({ fn, list, bit, types } each,
 * in order) into hooks; returns how many, or -1 without such a list or past the room. */
static int read_list(lua_State *L, const char *name, play_hook *hooks) {
  if (lua_getfield(L, -1, name) != LUA_TTABLE || lua_rawlen(L, -1) > HOST_PLAY_HOOKS)
    return lua_pop(L, 1), -1;
  int n = (int)lua_rawlen(L, -1);
  for (int k = 0; k < n; k++) {
    play_hook *p = &hooks[k];
    lua_rawgeti(L, -1, k + 1);
    lua_getfield(L, -1, "list");
    p->list = (int8_t)lua_tointeger(L, -1);
    lua_getfield(L, -2, "bit");
    p->gate = (int8_t)(lua_isinteger(L, -1) ? lua_tointeger(L, -1) : -1);
    lua_getfield(L, -3, "types");
    p->types = types_named(L);
    lua_pop(L, 3);
    lua_getfield(L, -1, "fn");
    p->fn = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  return n;
}

/* Reads the setup's `plays` (prelude's play_list), its `force` (force_list: g:force_draw's
 * hooks, methods.c) and its like_top rule's function from the setup on top, dropping the
 * last build's. */
void plays_read(lua_State *L, luno_host *h) {
  plays_unref(h);
  lua_getfield(L, -1, "like_top_fn");
  h->ref_like_top = luaL_ref(L, LUA_REGISTRYINDEX); /* (LUA_REFNIL for none) */
  h->nplays = read_list(L, "plays", h->plays);      /* (-1: M.run runs plays) */
  h->nforce = read_list(L, "force", h->force);      /* (-1: the Lua g:force_draw runs its hooks) */
}

/* Calls the hooks of list that are on for a play of card type type: fn(g, seat, card,
 * called), each with the game object at g. */
static void run_list(lua_State *L, const luno_host *h, int list, int g, const luno_effect *e,
                     int type) {
  for (int k = 0; k < h->nplays; k++) {
    const play_hook *p = &h->plays[k];
    if (p->list != list || !((p->types >> type) & 1u)) continue;
    if (p->gate >= 0 && !((h->open_gates >> p->gate) & 1u)) continue; /* (read now: a hook */
    lua_rawgeti(L, LUA_REGISTRYINDEX, p->fn);                         /* may set a key) */
    lua_pushvalue(L, g);
    lua_pushinteger(L, e->seat);
    lua_pushinteger(L, e->card);
    lua_pushboolean(L, e->arg & LUNO_CALL);
    lua_call(L, 4, 0);
  }
}

/* The body of plays_run's protected call: the play (a light userdata luno_effect at 1). */
static int run_play(lua_State *L) {
  const luno_effect *e = lua_touserdata(L, 1);
  luno_host *h = host_of(L);
  int type = luno_card_at(h->game, e->card)->type; /* (its type as played, as M.run's) */
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_g);
  int g = lua_gettop(L);
  run_list(L, h, PLAY_BEFORE, g, e, type);
  if (e->arg & LUNO_FX_LAST_CARD) run_list(L, h, PLAY_LAST_CARD, g, e, type);
  if (lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_type_play[type]) == LUA_TFUNCTION) {
    lua_pushvalue(L, g);
    lua_pushinteger(L, e->seat);
    lua_pushinteger(L, e->card);
    lua_call(L, 3, 0);
  } else {
    lua_pop(L, 1);
  }
  run_list(L, h, PLAY_AFTER, g, e, type);
  return 0;
}

/* Pushes the play's run (function and argument) for a protected call, or returns -1 when
 * M.run must run it (the host does not know every hook's key). */
int plays_run(luno_host *h, const luno_effect *e) {
  if (h->nplays < 0) return -1;
  lua_pushcfunction(h->L, run_play);
  lua_pushlightuserdata(h->L, (void *)e);
  return 0;
}

/* Pushes the function a taken like-top window runs and its arguments on co: the rule's
 * like_top(g, by, card) (card: by's first card identical to the top now, or nil), as M.run
 * would call it, without M.run's dispatch; returns the arguments' count, or -1 when the
 * effect is not the window the core opened last (M.run then). */
int plays_like_top(luno_host *h, lua_State *co, const luno_effect *e) {
  if (e->kind != LUNO_FX_REACT || e->card >= 0 || h->ref_like_top == LUA_REFNIL ||
      e->arg != luno_like_top_window(h->game))
    return -1;
  int card = luno_like_top_card(h->game, e->seat);
  lua_rawgeti(co, LUA_REGISTRYINDEX, h->ref_like_top);
  lua_rawgeti(co, LUA_REGISTRYINDEX, h->ref_g);
  lua_pushinteger(co, e->seat);
  if (card >= 0)
    lua_pushinteger(co, card);
  else
    lua_pushnil(co);
  return 3;
}
