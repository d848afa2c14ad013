/* effects.c: the luno_rules callbacks. Every script call runs as calls.c runs them. An
 * effect runs in a coroutine, so that a question whose answer the driver gives makes it
 * wait (a yield; the answer resumes it); when every question would be answered at once (a
 * table of bots deciding where they are asked, luno_answers_at_once) it runs as a plain
 * protected call instead, which costs less (tests/golden plays every game both ways and
 * compares them). Questions (legal, why) are protected calls. A failure of any kind becomes
 * luno_fail("file:line: message"); the core then restores the game to before the action
 * (luno_apply's rollback). */
#include <lauxlib.h>
#include <stdio.h>
#include <string.h>

#include "host_impl.h"

/* Maps a finished or suspended effect call to LUNO_DONE, WAIT or FAIL, whichever way it
 * ran: on co (a coroutine from host_thread) or here (h->L: no coroutine, every question
 * answered where it was asked). st and nres are the call's. */
static int effect_outcome(luno_host *h, lua_State *co, int here, int st, int nres) {
  if (st == LUA_YIELD && host_yield_asked(co, nres)) {
    lua_pop(co, nres);
    h->waiting = co;
    return LUNO_WAIT;
  }
  if (st == LUA_YIELD)
    host_fail_at(h, co, "an effect yielded without asking a choice (use g:choose_* to ask)");
  else if (st != LUA_OK)
    luno_fail(h->game, h->error);
  if (!here) host_give_back(h, co);
  return st == LUA_OK ? LUNO_DONE : LUNO_FAIL;
}

/* Runs (or resumes, with nargs answers) the effect pushed on co: in the coroutine, or here
 * as a protected call on h->L with the guard's handler under the function. Both ways end in
 * effect_outcome; a failure's tail is the same (calls.c's keep_failure). */
static int step_effect(luno_host *h, lua_State *co, int here, int nargs) {
  int nres = 0, st;
  lua_State *outer = h->sandbox.effect_thread;
  h->sandbox.effect_thread = co;
  if (here) {
    st = host_call_handled(h, nargs, 0);
    lua_pop(co, 1); /* the handler */
  } else {
    st = host_resume(h, co, nargs, &nres);
  }
  h->sandbox.effect_thread = outer;
  return effect_outcome(h, co, here, st, nres);
}

/* Whether some hook runs around this play now (a rule's before_play, after_play, or its
 * last_card when the play leaves one card). */
static int play_hooks_live(const luno_host *h, const luno_effect *e) {
  int t = luno_card_at(h->game, e->card)->type;
  if (((h->events >> LUNO_EV_PLAY) & 1u) &&
      (h->play_always[t] || (h->play_masks[t] & h->open_gates)))
    return 1;
  return (e->arg & LUNO_FX_LAST_CARD) && host_event_live(h, LUNO_EV_LAST_CARD);
}

/* What a play runs: the card's own on_play when nothing else runs around the play (a
 * registry ref; LUA_REFNIL when the card has none, so nothing runs), else LUA_NOREF (M.run,
 * which runs the hooks too). LUA_NOREF for an effect that is not a play. Checked before
 * any Lua runs, as an event's hooks are (issue 14: most such hooks would return at once). */
static int play_ref(const luno_host *h, const luno_effect *e) {
  if (e->kind != LUNO_FX_PLAY || play_hooks_live(h, e)) return LUA_NOREF;
  return h->ref_type_play[luno_card_at(h->game, e->card)->type];
}

/* The hook of event ev the host may call directly now (a registry ref): the last of its
 * hooks, when it is the only one live: M.run's fire() would run it alone, the hooks before
 * it being off and none coming after it (a hook that turned a later one on would not be
 * alone). LUA_NOREF otherwise: M.run. */
static int direct_hook(const luno_host *h, int ev) {
  int n = h->ev_n[ev];
  for (int k = 0; k < n; k++) {
    int gate = h->ev_gate[ev][k];
    int live = gate < 0 || ((h->open_gates >> gate) & 1u);
    if (live) return k == n - 1 ? h->ev_fn[ev][k] : LUA_NOREF;
  }
  return LUA_NOREF;
}

/* Pushes v, or nil when it is below 0 (an event's "nobody", "no card"). */
static void push_or_nil(lua_State *L, int v) {
  if (v >= 0)
    lua_pushinteger(L, v);
  else
    lua_pushnil(L);
}

/* luno_rules.run: starts an effect in a fresh coroutine, or as a plain protected call when
 * it cannot wait (luno_answers_at_once): the card's on_play(g, seat, card) directly when
 * that is all a play runs (or nothing, LUNO_DECLARED, when the core runs the card's
 * declared effect itself), else M.run, which runs hooks too. */
static int host_run(void *ud, luno_game *g, const luno_effect *e) {
  luno_host *h = ud;
  host_use_game(h, g);
  h->last_fx = *e;
  if (!luno_replaying(g)) h->traceback[0] = '\0'; /* a rollback keeps the failure's */
  /* an event whose every hook belongs to a rule whose `when` key is unset runs nothing */
  if (e->kind == LUNO_FX_EVENT && !host_event_live(h, e->event)) return LUNO_DONE;
  int ref = play_ref(h, e);
  if (ref == LUA_REFNIL) return LUNO_DONE; /* a card without on_play, and no hook around */
  if (ref != LUA_NOREF && h->setup->types[luno_card_at(g, e->card)->type].effect)
    return LUNO_DECLARED; /* no hook around, and the core runs the card's effect itself */
  int here = luno_answers_at_once(g);
  if (!here && h->marking && e->kind == LUNO_FX_EVENT && e->event == LUNO_EV_TURN_START)
    host_mark_turn_start(h, g);                 /* (before any of the effect runs) */
  lua_State *co = here ? h->L : host_thread(h); /* (a thread comes with the guard pushed) */
  if (here) host_push_handler(co);
  int direct = e->kind == LUNO_FX_EVENT ? direct_hook(h, e->event) : LUA_NOREF;
  if (direct != LUA_NOREF) {
    lua_rawgeti(co, LUA_REGISTRYINDEX, direct);
    lua_rawgeti(co, LUA_REGISTRYINDEX, h->ref_g);
    push_or_nil(co, e->seat); /* (no seat, no card: nil, as M.run's fire gives) */
    push_or_nil(co, e->card);
    return step_effect(h, co, here, 3);
  }
  if (ref == LUA_NOREF && here && e->kind == LUNO_FX_PLAY && plays_run(h, &h->last_fx) == 0)
    return step_effect(h, co, here, 1); /* the play's hooks, from C (plays.c) */
  int nargs = plays_reaction(h, co, e); /* a reaction card's or the like-top window's */
  if (nargs >= 0) return step_effect(h, co, here, nargs);
  if (ref != LUA_NOREF) {
    lua_rawgeti(co, LUA_REGISTRYINDEX, ref);
    lua_rawgeti(co, LUA_REGISTRYINDEX, h->ref_g);
    lua_pushinteger(co, e->seat);
    lua_pushinteger(co, e->card);
    return step_effect(h, co, here, 3);
  }
  lua_rawgeti(co, LUA_REGISTRYINDEX, h->ref_run);
  lua_pushinteger(co, e->kind);
  lua_pushinteger(co, e->seat);
  lua_pushinteger(co, e->card);
  lua_pushinteger(co, e->event);
  lua_pushinteger(co, e->arg);
  return step_effect(h, co, here, 5);
}

/* luno_rules.where: "file:line" of the script the last effect started with: the function
 * M.hook_of names for it (a hook of the event, the card's own function). */
static void host_where(void *ud, const luno_game *g, char *out, int len) {
  luno_host *h = ud;
  lua_State *L = h->L;
  const luno_effect *e = &h->last_fx;
  out[0] = '\0';
  host_use_game(h, (luno_game *)g);
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_M);
  lua_getfield(L, -1, "hook_of");
  lua_remove(L, -2);
  lua_pushinteger(L, e->kind);
  lua_pushinteger(L, e->card);
  lua_pushinteger(L, e->event);
  lua_pushinteger(L, e->arg);
  lua_Debug ar;
  if (lua_pcall(L, 4, 1, 0) != LUA_OK || !lua_isfunction(L, -1)) {
    lua_pop(L, 1); /* the error, or not a function */
    return;
  }
  if (lua_getinfo(L, ">S", &ar) && ar.source[0] == '@') /* pops the function */
    snprintf(out, (size_t)len, "%s:%d", script_source_name(&ar), ar.linedefined);
}

/* luno_rules.resume: hands the chosen option to the waiting effect. */
static int host_answer(void *ud, luno_game *g, const luno_action *a) {
  luno_host *h = ud;
  lua_State *co = h->waiting;
  host_use_game(h, g);
  h->waiting = NULL;
  if (!luno_replaying(g)) h->traceback[0] = '\0'; /* a rollback keeps the failure's */
  if (!co) {
    luno_fail(g, "no effect is waiting for an answer");
    return LUNO_FAIL;
  }
  host_push_answer(h, co, a);
  return step_effect(h, co, 0, 1);
}

/* Whether M.reset would change nothing: it last ran for a table of this size, and g.vars,
 * the reaction list and the declared invariants' marks (M.reset_state) are empty. Games played one
 * after another in a sim mostly leave nothing behind. */
static int reset_is_idle(luno_host *h, const luno_state *st) {
  if (h->reset_players != st->players || h->reset_ncards != st->ncards) return 0;
  lua_State *L = h->L;
  int top = lua_gettop(L);
  int idle = lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_reset_state) == LUA_TTABLE;
  for (int i = 1; idle; i++) { /* (its end: the first entry that is no table) */
    if (lua_rawgeti(L, top + 1, i) != LUA_TTABLE) break;
    if (idle) lua_pushnil(L), idle = !lua_next(L, -2); /* empty */
  }
  lua_settop(L, top);
  return idle;
}

/* luno_rules.reset: drops a waiting effect and the scripts' per-game state. */
static void host_reset(void *ud, luno_game *g) {
  luno_host *h = ud;
  host_use_game(h, g);
  h->open_gates = 0; /* g.vars is emptied below */
  if (h->waiting) {  /* its __close handlers run, with no game to reach: it is starting over */
    h->game = NULL;
    host_give_back(h, h->waiting);
    h->game = g;
  }
  h->waiting = NULL;
  if (luno_replaying(g) && host_rebuild(h, g) < 0) return; /* undo, rollback, load */
  const luno_state *s = luno_state_of(g);
  if (reset_is_idle(h, s)) return;
  lua_State *co = host_thread(h);
  lua_rawgeti(co, LUA_REGISTRYINDEX, h->ref_M);
  lua_getfield(co, -1, "reset");
  lua_remove(co, -2);
  lua_pushinteger(co, s->players);
  lua_pushinteger(co, s->ncards);
  int nres = 0, st = host_resume(h, co, 2, &nres);
  if (st == LUA_YIELD)
    luno_fail(g, "a script yielded while the game was reset");
  else if (st != LUA_OK)
    luno_fail(g, h->error);
  else
    h->reset_players = s->players, h->reset_ncards = s->ncards;
  host_give_back(h, co);
}

void effects_install(luno_host *h) {
  lua_newtable(h->L); /* the strings of the prompts shown lately */
  h->ref_prompts = luaL_ref(h->L, LUA_REGISTRYINDEX);
  for (int ev = 0; ev < LUNO_EV_COUNT; ev++)
    h->ev_n[ev] = 0;
  h->nplays = h->nforce = -1;
  h->ref_like_top = LUA_REFNIL;
  h->rules.ud = h;
  h->rules.run = host_run;
  h->rules.where = host_where;
  h->rules.resume = host_answer;
  legal_install(h);
  digest_install(h);
  h->rules.reset = host_reset;
}
