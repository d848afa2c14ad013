/* plays.c: a play's scripts run by the host itself (and a taken like-top window's). Where every
 * question is answered where it is asked (luno_answers_at_once: a sim's table of bots), a play that
 * wakes a rule's play hooks runs them from one C loop, in M.run's order (before_play, last_card
 * when due, the card's on_play, after_play; each hook only while its `when` key is set and only for
 * the cards its rule names), instead of through M.run's dispatch in Lua, which was half the Lua
 * such a play ran (stacking's after_play wakes for every play while a stack is pending). Elsewhere
 * (an effect that may wait for an answer) M.run runs them: the same calls in the same order
 * (tests/golden plays every game both ways and compares them). */
#include <lauxlib.h>

#include "api_gen.h"
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

/* A play whose hooks run: by seat, of card (of type type as played), with or without an
 * UNO call, and whether its last_card hooks are due; g: the game object's index. */
typedef struct play {
  int seat, card, type, called, last, g;
} play;

/* Calls the hooks of list that are on for the play: fn(g, seat, card, called). */
static void run_list(lua_State *L, const luno_host *h, int list, const play *p) {
  for (int k = 0; k < h->nplays; k++) {
    const play_hook *hk = &h->plays[k];
    if (hk->list != list || !((hk->types >> p->type) & 1u)) continue;
    if (hk->gate >= 0 && !((h->open_gates >> hk->gate) & 1u)) continue; /* (read now: a hook */
    lua_rawgeti(L, LUA_REGISTRYINDEX, hk->fn);                          /* may set a key) */
    lua_pushvalue(L, p->g);
    lua_pushinteger(L, p->seat);
    lua_pushinteger(L, p->card);
    lua_pushboolean(L, p->called);
    lua_call(L, 4, 0);
  }
}

/* Runs a play's scripts in M.run's order: before_play, last_card when due, the card's own
 * on_play(g, seat, card), after_play. */
static void run_hooks(lua_State *L, const luno_host *h, int seat, int card, int called, int last) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_g);
  play p = {seat, card, luno_card_at(h->game, card)->type, called, last, lua_gettop(L)};
  run_list(L, h, PLAY_BEFORE, &p);
  if (last) run_list(L, h, PLAY_LAST_CARD, &p);
  if (lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_type_play[p.type]) == LUA_TFUNCTION) {
    lua_pushvalue(L, p.g);
    lua_pushinteger(L, seat);
    lua_pushinteger(L, card);
    lua_call(L, 3, 0);
  } else {
    lua_pop(L, 1);
  }
  run_list(L, h, PLAY_AFTER, &p);
  lua_pop(L, 1);
}

/* The body of plays_run's protected call: the play (a light userdata luno_effect at 1). */
static int run_play(lua_State *L) {
  const luno_effect *e = lua_touserdata(L, 1);
  run_hooks(L, host_of(L), e->seat, e->card, e->arg & LUNO_CALL, e->arg & LUNO_FX_LAST_CARD);
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

/* Pushes the function a reaction runs and its arguments on co, as M.run would call it,
 * without M.run's dispatch: a reaction card's on_react(g, seat, card), or a taken like-top
 * window's rule's like_top(g, by, card) (card: by's first card identical to the top now, or
 * nil); returns the arguments' count, or -1 for another reaction (M.run then: a window a
 * script opened, or one that is not the like-top window the core opened last). */
int plays_reaction(luno_host *h, lua_State *co, const luno_effect *e) {
  if (e->kind == LUNO_FX_REACT && e->card >= 0) { /* a reaction card used: its on_react */
    int fn = h->ref_type_react[luno_card_at(h->game, e->card)->type];
    if (fn == LUA_REFNIL) return -1; /* (M.run: its error) */
    lua_rawgeti(co, LUA_REGISTRYINDEX, fn);
    lua_rawgeti(co, LUA_REGISTRYINDEX, h->ref_g);
    lua_pushinteger(co, e->seat);
    lua_pushinteger(co, e->card);
    return 3;
  }
  if (e->kind != LUNO_FX_REACT || h->ref_like_top == LUA_REFNIL ||
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

/* The continuation of g:play's Lua half: nothing to return. */
static int played(lua_State *L, int status, lua_KContext ctx) {
  (void)L, (void)status, (void)ctx;
  return 0;
}

/* g:play(seat, card [, called]) (upvalue: the Lua play_effects): plays card from seat's
 * hand out of the normal turn (a reaction: jump-in), its effect and play hooks running;
 * without called, with the UNO call its seat made with the reaction. The hooks run from C
 * where no question can wait (the effect is a plain call), else in Lua. */
static int m_play(lua_State *L) {
  API_ARGS_PLAY;
  luno_game *g = host_mutable_game(L);
  int call = lua_isnoneornil(L, called) ? luno_reaction_call(g, seat) : lua_toboolean(L, called);
  if (luno_card_at(g, card)->pile != LUNO_HAND(seat))
    script_error(L, "play: card %d is not in seat %d's hand", card, seat);
  luno_discard(g, seat, card);
  int last = luno_call_to_judge(g, seat, call);
  const luno_host *h = host_of(L);
  if (h->nplays >= 0 && !lua_isyieldable(L)) return run_hooks(L, h, seat, card, call, last), 0;
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_pushinteger(L, seat);
  lua_pushinteger(L, card);
  lua_pushboolean(L, call);
  lua_pushboolean(L, last);
  lua_callk(L, 4, 0, 0, played); /* (its hooks may ask: yieldable) */
  return 0;
}

/* core.play_with(play_effects) -> g:play (m_play). */
static int l_play_with(lua_State *L) {
  luaL_checktype(L, 1, LUA_TFUNCTION);
  lua_settop(L, 1);
  lua_pushcclosure(L, m_play, 1);
  return 1;
}

void bind_plays(lua_State *L) {
  lua_pushcfunction(L, l_play_with);
  lua_setfield(L, -2, "play_with");
}
