/* effects.c: the luno_rules callbacks. Every script call runs under the budget (budget.h).
 * An effect runs in a coroutine, so that a question whose answer the driver gives makes it
 * wait (a yield; the answer resumes it); when every question would be answered at once (a
 * table of bots deciding where they are asked, luno_answers_at_once) it runs as a plain
 * protected call instead, which costs less. Questions (can_play) are protected calls. A
 * failure of any kind becomes luno_fail("file:line: message"); the core then restores the
 * game to before the action (luno_apply's rollback). */
#include <lauxlib.h>
#include <stdio.h>
#include <string.h>

#include "host_impl.h"

enum { TRACEBACK_LINES = 8 };

/* The first result of a guarded call that failed (see guard). */
static char GUARD_FAILED;

/* Forgets a coroutine that cannot be reused: the collector takes it. */
static void discard(luno_host *h, lua_State *co) {
  lua_rawgeti(h->L, LUA_REGISTRYINDEX, h->ref_threads);
  lua_pushthread(co);
  lua_xmove(co, h->L, 1);
  lua_pushnil(h->L);
  lua_rawset(h->L, -3);
  lua_pop(h->L, 1);
}

void host_give_back(luno_host *h, lua_State *co) {
  int status = lua_status(co);
  if (status != LUA_OK && status != LUA_YIELD) {
    /* An error escaped the guard: Lua leaves such a thread with its hooks disabled. */
    discard(h, co);
    return;
  }
  if (status == LUA_YIELD) {
    /* Closing pending to-be-closed variables runs script code: under a budget too. */
    lua_State *prev = budget_enter(&h->budget, co);
    lua_resetthread(co);
    budget_leave(&h->budget, co, prev);
  }
  lua_settop(co, 0);
  if (h->npool < HOST_POOL)
    h->pool[h->npool++] = co;
  else
    discard(h, co);
}

/* Whether message m starts with "file:line:" of a frame on L's stack now: an error the
 * script raised where it is (error(msg) or error(msg, 2)), or one the host located. A
 * location that matches no frame (error("other/file.lua:17: boom", 0)) is not believed:
 * the real one is put in front of it. */
static int located_here(lua_State *L, const char *m) {
  lua_Debug ar;
  char at[300];
  for (int level = 0; lua_getstack(L, level, &ar); level++) {
    if (!lua_getinfo(L, "Sl", &ar) || ar.currentline <= 0) continue;
    int n = snprintf(at, sizeof at, "%s:%d:", ar.short_src, ar.currentline);
    if (n > 0 && !strncmp(m, at, (size_t)n)) return 1;
  }
  return 0;
}

/* Copies a traceback, cut to its first lines, into the host's. */
static void keep_traceback(luno_host *h, const char *tb) {
  snprintf(h->traceback, sizeof h->traceback, "%s", tb ? tb : "");
  char *p = h->traceback;
  for (int line = 0; p && line <= TRACEBACK_LINES; line++) {
    p = strchr(p, '\n');
    if (p && line == TRACEBACK_LINES)
      *p = '\0';
    else if (p)
      p++;
  }
}

/* Pushes the message of the error value at i: "file:line: message", located at the
 * innermost script frame of L when the message does not say where; a budget's own. */
static void push_message(lua_State *L, int i, int status) {
  host_budget *b = budget_of(L);
  char where[300], text[160];
  budget_script_where(L, where, sizeof where);
  if (b->tripped || status == LUA_ERRMEM) {
    budget_describe(b, b->tripped ? b->tripped : BUDGET_MEMORY, text, sizeof text);
    const char *at = b->where[0] ? b->where : where;
    lua_pushfstring(L, "%s%s%s", at, *at ? ": " : "", text);
    return;
  }
  const char *m = lua_type(L, i) == LUA_TSTRING ? lua_tostring(L, i) : NULL;
  if (!m) m = "a script raised an error that is not a string";
  if (located_here(L, m) || !where[0])
    lua_pushstring(L, m);
  else
    lua_pushfstring(L, "%s: %s", where, m);
}

/* The guard's message handler: runs where the error happened, so the stack is whole. */
static int guard_handler(lua_State *L) {
  push_message(L, 1, LUA_ERRRUN);
  luaL_traceback(L, L, NULL, 1);
  lua_setfield(L, LUA_REGISTRYINDEX, "luno.traceback");
  return 1;
}

/* Ends the guarded call: its results, or GUARD_FAILED, the status and the message. */
static int guard_finish(lua_State *L, int status, lua_KContext ctx) {
  (void)ctx;
  if (status == LUA_OK || status == LUA_YIELD) return lua_gettop(L) - 1;
  if (status == LUA_ERRMEM) {
    push_message(L, -1, status); /* no handler ran for it */
    lua_pushnil(L);
    lua_setfield(L, LUA_REGISTRYINDEX, "luno.traceback");
  }
  lua_pushlightuserdata(L, &GUARD_FAILED);
  lua_pushinteger(L, status);
  lua_rotate(L, -3, 2);
  return 3;
}

/* The body of every script coroutine: guard(handler, f, ...) runs f(...) in a protected
 * call inside the coroutine (yields pass through). Errors are caught where they happen:
 * the handler locates them, and to-be-closed variables close with hooks (the budget) on. */
static int guard(lua_State *L) {
  int status = lua_pcallk(L, lua_gettop(L) - 2, LUA_MULTRET, 1, 0, guard_finish);
  return guard_finish(L, status, 0);
}

lua_State *host_thread(luno_host *h) {
  lua_State *co = h->npool > 0 ? h->pool[--h->npool] : NULL;
  if (!co) {
    lua_rawgeti(h->L, LUA_REGISTRYINDEX, h->ref_threads);
    co = lua_newthread(h->L);
    lua_pushboolean(h->L, 1);
    lua_rawset(h->L, -3); /* threads[co] = true keeps it from the collector */
    lua_pop(h->L, 1);
  }
  lua_pushcfunction(co, guard); /* the call's body: guard(handler, f, ...) */
  lua_pushcfunction(co, guard_handler);
  return co;
}

/* Describes an error that escaped the guard (on co's top) into h->error. */
static void escaped(luno_host *h, lua_State *co, int status) {
  push_message(co, -1, status);
  snprintf(h->error, sizeof h->error, "%s", lua_tostring(co, -1));
  lua_pop(co, 1);
  luaL_traceback(h->L, co, NULL, 0);
  keep_traceback(h, lua_tostring(h->L, -1));
  lua_pop(h->L, 1);
}

int host_resume(luno_host *h, lua_State *co, int nargs, int *nres) {
  if (lua_status(co) == LUA_OK) nargs += 2; /* a new call: the guard's handler and f too */
  lua_State *prev = budget_enter(&h->budget, co);
  int st = lua_resume(co, h->L, nargs, nres);
  budget_leave(&h->budget, co, prev);
  if (st == LUA_OK && *nres == 3 && lua_touserdata(co, -3) == &GUARD_FAILED) {
    st = (int)lua_tointeger(co, -2);
    snprintf(h->error, sizeof h->error, "%s", lua_tostring(co, -1));
    lua_getfield(co, LUA_REGISTRYINDEX, "luno.traceback");
    keep_traceback(h, lua_tostring(co, -1));
    lua_settop(co, 0);
    *nres = 0;
  } else if (st != LUA_OK && st != LUA_YIELD)
    escaped(h, co, st);
  if (st != LUA_OK && st != LUA_YIELD) {
    char *nl = strchr(h->error, '\n');
    if (nl) *nl = '\0';
    /* What a memory bomb left is garbage now: collect it before the replay runs. */
    if (h->budget.tripped == BUDGET_MEMORY || st == LUA_ERRMEM) lua_gc(h->L, LUA_GCCOLLECT, 0);
  }
  return st;
}

/* host_pcall with the handler already under the function (at the top's index less nargs
 * and 1); the handler stays there. */
static int pcall_handled(luno_host *h, int nargs, int nres) {
  lua_State *L = h->L;
  int base = lua_gettop(L) - nargs - 1;
  lua_State *prev = budget_enter(&h->budget, L);
  int st = lua_pcall(L, nargs, nres, base);
  budget_leave(&h->budget, L, prev);
  if (st == LUA_OK) return st;
  if (st == LUA_ERRMEM) push_message(L, -1, st); /* no handler ran for it */
  snprintf(h->error, sizeof h->error, "%s", lua_tostring(L, -1) ? lua_tostring(L, -1) : "error");
  char *nl = strchr(h->error, '\n');
  if (nl) *nl = '\0';
  lua_pop(L, st == LUA_ERRMEM ? 2 : 1);
  lua_getfield(L, LUA_REGISTRYINDEX, "luno.traceback");
  keep_traceback(h, st == LUA_ERRMEM ? NULL : lua_tostring(L, -1));
  lua_pop(L, 1);
  if (h->budget.tripped == BUDGET_MEMORY || st == LUA_ERRMEM) lua_gc(L, LUA_GCCOLLECT, 0);
  return st;
}

int host_pcall(luno_host *h, int nargs, int nres) {
  lua_State *L = h->L;
  int base = lua_gettop(L) - nargs;
  lua_pushcfunction(L, guard_handler);
  lua_insert(L, base);
  int st = pcall_handled(h, nargs, nres);
  lua_remove(L, base);
  return st;
}

/* Fails the running game with "file:line: message" located in co. */
static void fail_at(luno_host *h, lua_State *co, const char *message) {
  char where[300], msg[512];
  budget_script_where(co, where, sizeof where);
  snprintf(msg, sizeof msg, "%s%s%s", where, where[0] ? ": " : "", message);
  luaL_traceback(h->L, co, NULL, 0);
  keep_traceback(h, lua_tostring(h->L, -1));
  lua_pop(h->L, 1);
  luno_fail(h->game, msg);
}

/* Resumes co with nargs arguments and maps the outcome to LUNO_DONE, WAIT or FAIL. */
static int step_effect(luno_host *h, lua_State *co, int nargs) {
  int nres = 0;
  lua_State *outer = h->effect_thread;
  h->effect_thread = co;
  int st = host_resume(h, co, nargs, &nres);
  h->effect_thread = outer;
  if (st == LUA_OK) {
    host_give_back(h, co);
    return LUNO_DONE;
  }
  if (st == LUA_YIELD && host_yield_asked(co, nres)) {
    lua_pop(co, nres);
    h->waiting = co;
    return LUNO_WAIT;
  }
  if (st == LUA_YIELD)
    fail_at(h, co, "an effect yielded without asking a choice (use g:choose_* to ask)");
  else
    luno_fail(h->game, h->error);
  host_give_back(h, co);
  return LUNO_FAIL;
}

/* Runs the effect pushed on h->L (the guard's handler, a function and nargs arguments) to
 * its end as a protected call: no coroutine, as every question it asks is answered where it
 * is asked. */
static int run_here(luno_host *h, int nargs) {
  lua_State *outer = h->effect_thread;
  h->effect_thread = h->L;
  int st = pcall_handled(h, nargs, 0);
  lua_pop(h->L, 1); /* the handler */
  h->effect_thread = outer;
  if (st == LUA_OK) return LUNO_DONE;
  luno_fail(h->game, h->error);
  return LUNO_FAIL;
}

/* Runs the effect pushed on co (h->L when here): see run_here and step_effect. */
static int start_effect(luno_host *h, lua_State *co, int here, int nargs) {
  return here ? run_here(h, nargs) : step_effect(h, co, nargs);
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

/* luno_rules.run: starts an effect in a fresh coroutine, or as a plain protected call when
 * it cannot wait (luno_answers_at_once): the card's on_play(g, seat, card) directly when
 * that is all a play runs, else M.run, which runs hooks too. */
static int host_run(void *ud, luno_game *g, const luno_effect *e) {
  luno_host *h = ud;
  h->game = g;
  h->last_fx = *e;
  if (!luno_replaying(g)) h->traceback[0] = '\0'; /* a rollback keeps the failure's */
  /* an event whose every hook belongs to a rule whose `when` key is unset runs nothing */
  if (e->kind == LUNO_FX_EVENT && !host_event_live(h, e->event)) return LUNO_DONE;
  int ref = play_ref(h, e);
  if (ref == LUA_REFNIL) return LUNO_DONE; /* a card without on_play, and no hook around */
  int here = luno_answers_at_once(g);
  lua_State *co = here ? h->L : host_thread(h); /* (a thread comes with the guard pushed) */
  if (here) lua_pushcfunction(co, guard_handler);
  if (e->kind == LUNO_FX_EVENT && h->ev_hook[e->event] != LUA_NOREF) { /* (live, as said) */
    lua_rawgeti(co, LUA_REGISTRYINDEX, h->ev_hook[e->event]);
    lua_rawgeti(co, LUA_REGISTRYINDEX, h->ref_g);
    lua_pushinteger(co, e->seat);
    if (e->card >= 0)
      lua_pushinteger(co, e->card);
    else
      lua_pushnil(co);
    return start_effect(h, co, here, 3);
  }
  if (ref != LUA_NOREF) {
    lua_rawgeti(co, LUA_REGISTRYINDEX, ref);
    lua_rawgeti(co, LUA_REGISTRYINDEX, h->ref_g);
    lua_pushinteger(co, e->seat);
    lua_pushinteger(co, e->card);
    return start_effect(h, co, here, 3);
  }
  lua_rawgeti(co, LUA_REGISTRYINDEX, h->ref_run);
  lua_pushinteger(co, e->kind);
  lua_pushinteger(co, e->seat);
  lua_pushinteger(co, e->card);
  lua_pushinteger(co, e->event);
  lua_pushinteger(co, e->arg);
  return start_effect(h, co, here, 5);
}

/* luno_rules.where: "file:line" of the script the last effect started with: the function
 * M.hook_of names for it (a hook of the event, the card's own function). */
static void host_where(void *ud, const luno_game *g, char *out, int len) {
  luno_host *h = ud;
  lua_State *L = h->L;
  const luno_effect *e = &h->last_fx;
  out[0] = '\0';
  h->game = (luno_game *)g;
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
    snprintf(out, (size_t)len, "%s:%d", ar.short_src, ar.linedefined);
}

/* luno_rules.resume: hands the chosen option to the waiting effect. */
static int host_answer(void *ud, luno_game *g, const luno_action *a) {
  luno_host *h = ud;
  lua_State *co = h->waiting;
  h->game = g;
  h->waiting = NULL;
  if (!luno_replaying(g)) h->traceback[0] = '\0'; /* a rollback keeps the failure's */
  if (!co) {
    luno_fail(g, "no effect is waiting for an answer");
    return LUNO_FAIL;
  }
  host_push_answer(h, co, a);
  return step_effect(h, co, 1);
}

/* A question's answer: true 1, "bluff" 2, anything else 0. */
static int answer_of(lua_State *L, int i) {
  if (lua_type(L, i) == LUA_TSTRING) return strcmp(lua_tostring(L, i), "bluff") == 0 ? 2 : 0;
  return lua_toboolean(L, i);
}

/* A card type's own can_play(g, seat, card, plain) for card, whose own answer is base: its
 * answer, or -1 after luno_fail. A protected call: questions may not yield. */
static int own_can_play(luno_host *h, luno_game *g, int seat, int card, int base, int ref) {
  lua_State *L = h->L;
  lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_g);
  lua_pushinteger(L, seat);
  lua_pushinteger(L, card);
  if (base == LUNO_ANSWER_BLUFF)
    lua_pushliteral(L, "bluff");
  else
    lua_pushboolean(L, base);
  h->readonly++;
  int st = host_pcall(h, 4, 1);
  h->readonly--;
  if (st != LUA_OK) return luno_fail(g, h->error), -1;
  int r = answer_of(L, -1);
  lua_pop(L, 1);
  return r;
}

/* The scripts' say while no legal hook is on: each card with a can_play of its own asks it
 * (directly, without M.can_play_many); the other answers stand. */
static int judge_alone(luno_host *h, luno_game *g, int seat, const int *cards, int n,
                       int *answers) {
  if (!h->types_can) return 0; /* (a rule hooks legality, but none is on now) */
  for (int i = 0; i < n; i++) {
    int ref = cards[i] >= 0 ? h->ref_type_can[luno_card_at(g, cards[i])->type] : LUA_REFNIL;
    if (ref != LUA_REFNIL && (answers[i] = own_can_play(h, g, seat, cards[i], answers[i], ref)) < 0)
      return -1;
  }
  return 0;
}

/* luno_rules.why: the reason a rule gave for refusing the play (M.why_not), read-only. */
static int host_why(void *ud, luno_game *g, int seat, int card, char *out, int len) {
  luno_host *h = ud;
  char s[16], c[16];
  snprintf(s, sizeof s, "%d", seat);
  snprintf(c, sizeof c, "%d", card);
  const char *args[] = {s, c};
  h->game = g;
  h->readonly++;
  int st = host_call(h, "why_not", 2, args, 1, NULL, 0);
  h->readonly--;
  if (st < 0) return -1;
  int found = lua_type(h->L, -1) == LUA_TSTRING;
  if (found) snprintf(out, (size_t)len, "%s", lua_tostring(h->L, -1));
  lua_pop(h->L, 1);
  return found ? 0 : -1;
}

/* luno_rules.legal: the cards' own can_play and the rules' legal hooks for a list of options
 * at once. With a legal hook on, M.can_play_many(seat, list, n) judges the whole list in one
 * protected call: each option packed as it reads it (host_impl.h, pack_option), the final
 * answers written back into the same list. */
static int host_legal(void *ud, luno_game *g, int seat, const int *cards, int n, int *answers) {
  luno_host *h = ud;
  lua_State *L = h->L;
  h->game = g;
  if (!host_event_live(h, LUNO_EV_LEGAL)) return judge_alone(h, g, seat, cards, n, answers);
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_many); /* one list, reused: a list filled per call */
  int list = lua_gettop(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_M);
  lua_getfield(L, -1, "can_play_many");
  lua_remove(L, -2);
  lua_pushinteger(L, seat);
  lua_pushvalue(L, list);
  for (int i = 0; i < n; i++) {
    int type = cards[i] >= 0 ? luno_card_at(g, cards[i])->type : -1;
    lua_pushinteger(L, pack_option(cards[i], type, answers[i]));
    lua_rawseti(L, list, i + 1);
  }
  lua_pushinteger(L, n);
  h->readonly++;
  int st = host_pcall(h, 3, 0);
  h->readonly--;
  if (st != LUA_OK) {
    lua_pop(L, 1);
    luno_fail(g, h->error);
    return -1;
  }
  for (int i = 0; i < n; i++) { /* the answers came back in the same list */
    lua_rawgeti(L, list, i + 1);
    answers[i] = (int)lua_tointeger(L, -1);
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  return 0;
}

/* Whether M.reset would change nothing: it last ran for a table of this size, and g.vars
 * and the reaction list (M.reset_state) are empty. Games played one after another in a
 * sim mostly leave nothing behind. */
static int reset_is_idle(luno_host *h, const luno_state *st) {
  if (h->reset_players != st->players || h->reset_ncards != st->ncards) return 0;
  lua_State *L = h->L;
  int top = lua_gettop(L);
  int idle = lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_reset_state) == LUA_TTABLE;
  for (int i = 1; idle && i <= 2; i++) {
    idle = lua_rawgeti(L, top + 1, i) == LUA_TTABLE;
    if (idle) lua_pushnil(L), idle = !lua_next(L, -2); /* empty */
  }
  lua_settop(L, top);
  return idle;
}

/* luno_rules.reset: drops a waiting effect and the scripts' per-game state. */
static void host_reset(void *ud, luno_game *g) {
  luno_host *h = ud;
  h->game = g;
  h->open_gates = 0; /* g.vars is emptied below */
  if (h->waiting) host_give_back(h, h->waiting);
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
  lua_newtable(h->L); /* the list host_legal reuses */
  h->ref_many = luaL_ref(h->L, LUA_REGISTRYINDEX);
  lua_newtable(h->L); /* the strings of the prompts shown lately */
  h->ref_prompts = luaL_ref(h->L, LUA_REGISTRYINDEX);
  for (int ev = 0; ev < LUNO_EV_COUNT; ev++)
    h->ev_hook[ev] = LUA_NOREF;
  h->rules.ud = h;
  h->rules.run = host_run;
  h->rules.where = host_where;
  h->rules.resume = host_answer;
  h->rules.why = host_why;
  h->rules.legal = host_legal;
  h->rules.reset = host_reset;
}
