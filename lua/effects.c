/* effects.c: the luno_rules callbacks. Effects run as coroutines: a script that asks a
 * player yields a request, which becomes the core's pending decision; the answer resumes
 * it. Questions (can_play) run as plain protected calls with changes forbidden. */
#include <lauxlib.h>
#include <stdio.h>
#include <string.h>

#include "host_impl.h"

/* A coroutine to run an effect in: a finished one from the pool, or a new one anchored in
 * the registry's thread list so the collector keeps it. */
static lua_State *take_thread(luno_host *h) {
  if (h->npool > 0) return h->pool[--h->npool];
  lua_rawgeti(h->L, LUA_REGISTRYINDEX, h->ref_threads);
  lua_State *co = lua_newthread(h->L);
  lua_rawseti(h->L, -2, (lua_Integer)lua_rawlen(h->L, -2) + 1);
  lua_pop(h->L, 1);
  return co;
}

/* Gives a coroutine back for reuse, cleaned if it ended in an error. */
static void give_back(luno_host *h, lua_State *co, int errored) {
  if (errored) lua_resetthread(co);
  else lua_settop(co, 0);
  if (h->npool < HOST_POOL) h->pool[h->npool++] = co;
}

void host_describe_error(luno_host *h, lua_State *co, char *msg, size_t len) {
  const char *m = lua_tostring(co, -1);
  snprintf(msg, len, "%s", m ? m : "a script raised an error that is not a string");
  char *nl = strchr(msg, '\n');
  if (nl) *nl = '\0';
  luaL_traceback(h->L, co, NULL, 0);
  snprintf(h->traceback, sizeof h->traceback, "%s", lua_tostring(h->L, -1));
  lua_pop(h->L, 1);
}

/* Turns a yielded request (TOKEN, kind, seat, prompt, values, optional) into the core's
 * pending decision. Returns 0, or -1 with the reason on co's stack top. */
static int ask_from_yield(luno_host *h, lua_State *co, int nres) {
  lua_rawgeti(co, LUA_REGISTRYINDEX, h->ref_token);
  int ours = nres == 6 && lua_rawequal(co, -1, -1 - nres);
  lua_pop(co, 1);
  if (!ours) {
    lua_pushstring(co, "an effect yielded without asking a choice (use g:choose_* to ask)");
    return -1;
  }
  int base = lua_gettop(co) - 4; /* the kind; the token is just below */
  int kind = (int)lua_tointeger(co, base), seat = (int)lua_tointeger(co, base + 1);
  const char *prompt = lua_tostring(co, base + 2);
  int32_t values[LUNO_MAX_CARDS];
  int n = 0;
  if (lua_istable(co, base + 3)) {
    int len = (int)lua_rawlen(co, base + 3);
    for (int i = 1; i <= len && n < LUNO_MAX_CARDS; i++, n++) {
      lua_rawgeti(co, base + 3, i);
      values[n] = (int32_t)lua_tointeger(co, -1);
      lua_pop(co, 1);
    }
  } else {
    for (; n < luno_setup_of(h->game)->ncolors; n++) values[n] = n;
  }
  luno_ask(h->game, seat, (luno_ask_kind)kind, prompt, values, n, lua_toboolean(co, base + 4));
  lua_pop(co, nres);
  return 0;
}

/* Resumes co with nargs arguments and maps the outcome to LUNO_DONE, WAIT or FAIL. */
static int step_effect(luno_host *h, lua_State *co, int nargs) {
  int nres = 0;
  int st = lua_resume(co, h->L, nargs, &nres);
  if (st == LUA_OK) {
    give_back(h, co, 0);
    return LUNO_DONE;
  }
  if (st == LUA_YIELD && ask_from_yield(h, co, nres) == 0) {
    h->waiting = co;
    return LUNO_WAIT;
  }
  char msg[512];
  host_describe_error(h, co, msg, sizeof msg);
  luno_fail(h->game, msg);
  give_back(h, co, 1);
  return LUNO_FAIL;
}

/* The card's own on_play when nothing else runs around a play, or LUA_NOREF. */
static int direct_play(const luno_host *h, const luno_effect *e) {
  if (e->kind != LUNO_FX_PLAY || (e->arg & LUNO_FX_LAST_CARD)) return LUA_NOREF;
  if ((h->events >> LUNO_EV_PLAY) & 1u) return LUA_NOREF;
  int ref = h->ref_type_play[luno_card_at(h->game, e->card)->type];
  return ref == LUA_REFNIL ? LUA_NOREF : ref;
}

/* luno_rules.run: starts an effect in a fresh coroutine: the card's on_play(g, seat, card)
 * directly when that is all a play runs, else M.run, which runs hooks too. */
static int host_run(void *ud, luno_game *g, const luno_effect *e) {
  luno_host *h = ud;
  h->game = g;
  h->traceback[0] = '\0';
  lua_State *co = take_thread(h);
  int ref = direct_play(h, e);
  if (ref != LUA_NOREF) {
    lua_rawgeti(co, LUA_REGISTRYINDEX, ref);
    lua_rawgeti(co, LUA_REGISTRYINDEX, h->ref_g);
    lua_pushinteger(co, e->seat);
    lua_pushinteger(co, e->card);
    return step_effect(h, co, 3);
  }
  lua_rawgeti(co, LUA_REGISTRYINDEX, h->ref_run);
  lua_pushinteger(co, e->kind);
  lua_pushinteger(co, e->seat);
  lua_pushinteger(co, e->card);
  lua_pushinteger(co, e->event);
  lua_pushinteger(co, e->arg);
  return step_effect(h, co, 5);
}

/* luno_rules.resume: hands the chosen option to the waiting effect. */
static int host_resume(void *ud, luno_game *g, const luno_action *a) {
  luno_host *h = ud;
  lua_State *co = h->waiting;
  h->game = g;
  h->waiting = NULL;
  if (!co) {
    luno_fail(g, "no effect is waiting for an answer");
    return LUNO_FAIL;
  }
  if (a->type == LUNO_ACT_DECLINE) lua_pushnil(co);
  else lua_pushinteger(co, a->value);
  return step_effect(h, co, 1);
}

/* Message handler for questions: keeps the message, records the traceback. */
static int question_handler(lua_State *L) {
  luno_host *h = lua_touserdata(L, lua_upvalueindex(1));
  luaL_traceback(L, L, NULL, 1);
  snprintf(h->traceback, sizeof h->traceback, "%s", lua_tostring(L, -1));
  lua_pop(L, 1);
  return 1;
}

/* Pushes the question to ask: the card's can_play(g, seat, card, base) directly when no
 * rule hooks legality, else M.can_play(seat, card, base). Returns the argument count. */
static int push_question(luno_host *h, lua_State *L, int seat, int card, int base) {
  int ref = card >= 0 && !((h->events >> LUNO_EV_LEGAL) & 1u)
                ? h->ref_type_can[luno_card_at(h->game, card)->type] : LUA_REFNIL;
  if (ref != LUA_REFNIL) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_g);
    lua_pushinteger(L, seat);
    lua_pushinteger(L, card);
    if (base == 2) lua_pushliteral(L, "bluff");
    else lua_pushboolean(L, base);
    return 4;
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_can_play);
  lua_pushinteger(L, seat);
  lua_pushinteger(L, card);
  lua_pushinteger(L, base);
  return 3;
}

/* A question's answer: true 1, "bluff" 2, anything else 0 (M.can_play answers 0..2). */
static int answer_of(lua_State *L, int i) {
  if (lua_isinteger(L, i)) return (int)lua_tointeger(L, i);
  if (lua_type(L, i) == LUA_TSTRING) return strcmp(lua_tostring(L, i), "bluff") == 0 ? 2 : 0;
  return lua_toboolean(L, i);
}

/* luno_rules.can_play: asks the card's can_play and the rules' legal hooks. */
static int host_can_play(void *ud, luno_game *g, int seat, int card, int base) {
  luno_host *h = ud;
  lua_State *L = h->L;
  h->game = g;
  h->readonly++;
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_handler);
  int handler = lua_gettop(L);
  int nargs = push_question(h, L, seat, card, base);
  int st = lua_pcall(L, nargs, 1, handler);
  h->readonly--;
  int r = -1;
  if (st == LUA_OK) r = answer_of(L, -1);
  else {
    char msg[512];
    snprintf(msg, sizeof msg, "%s", lua_tostring(L, -1) ? lua_tostring(L, -1) : "error");
    char *nl = strchr(msg, '\n');
    if (nl) *nl = '\0';
    luno_fail(g, msg);
  }
  lua_pop(L, 2);
  return r;
}

/* luno_rules.reset: drops a waiting effect and the scripts' per-game state. */
static void host_reset(void *ud, luno_game *g) {
  luno_host *h = ud;
  h->game = g;
  if (h->waiting) give_back(h, h->waiting, 1);
  h->waiting = NULL;
  lua_rawgeti(h->L, LUA_REGISTRYINDEX, h->ref_M);
  lua_getfield(h->L, -1, "reset");
  lua_pushinteger(h->L, luno_state_of(g)->players);
  lua_pushinteger(h->L, luno_state_of(g)->ncards);
  if (lua_pcall(h->L, 2, 0, 0) != LUA_OK) lua_pop(h->L, 1);
  lua_pop(h->L, 1);
}

void effects_install(luno_host *h) {
  lua_pushlightuserdata(h->L, h);
  lua_pushcclosure(h->L, question_handler, 1);
  h->ref_handler = luaL_ref(h->L, LUA_REGISTRYINDEX);
  h->rules.ud = h;
  h->rules.run = host_run;
  h->rules.resume = host_resume;
  h->rules.can_play = host_can_play;
  h->rules.reset = host_reset;
}
