/* calls.c: how the host runs script code, every call the same way: under the budget
 * (budget.h), in a protected call whose message handler locates the error where it happened
 * (guard_handler), on a coroutine (host_resume: a call that may wait for an answer) or on
 * the host's own thread (host_pcall). A failure, whichever way the call ran, goes through
 * one tail (keep_failure): "file:line: message" into h->error, a short traceback into
 * h->traceback, and what a memory bomb left collected. */
#include <lauxlib.h>
#include <stdio.h>
#include <string.h>

#include "host_impl.h"

enum { TRACEBACK_LINES = 16 }; /* the host's frames among them: the scripts' are picked out */

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

/* How deep the error handler looks for the frame an error names: lua_getstack walks the
 * stack from the top to each level, so a walk to the bottom of a deep recursion (a stack
 * overflow 200,000 frames down) is quadratic: minutes where no budget runs. An error's
 * place is among the innermost frames (error(msg, level) names a caller a few levels up). */
enum { LOCATE_LEVELS = 64 };

/* Whether message m starts with "file:line:" of a frame on L's stack now: an error the
 * script raised where it is (error(msg) or error(msg, 2)), or one the host located. A
 * location that matches no frame (error("other/file.lua:17: boom", 0)) is not believed:
 * the real one is put in front of it. */
static int located_here(lua_State *L, const char *m) {
  lua_Debug ar;
  char at[1100];
  for (int level = 0; level < LOCATE_LEVELS && lua_getstack(L, level, &ar); level++) {
    if (!lua_getinfo(L, "Sl", &ar) || ar.currentline <= 0) continue;
    int n = snprintf(at, sizeof at, "%s:%d:", script_source_name(&ar), ar.currentline);
    if (n > 0 && !strncmp(m, at, (size_t)n)) return 1;
  }
  return 0;
}

/* When m starts with a frame's location as Lua wrote it, the file's name cut to 60 bytes
 * ("...s/rulesets/x.lua:5:", a runtime error of the VM), pushes m with the whole name and
 * returns 1: errors name files as their authors know them, whatever the checkout's path. */
static int push_whole_name(lua_State *L, const char *m) {
  lua_Debug ar;
  char at[300];
  for (int level = 0; level < LOCATE_LEVELS && lua_getstack(L, level, &ar); level++) {
    if (!lua_getinfo(L, "Sl", &ar) || ar.currentline <= 0 || ar.source[0] != '@' ||
        !strcmp(ar.source + 1, ar.short_src))
      continue;
    int n = snprintf(at, sizeof at, "%s:%d:", ar.short_src, ar.currentline);
    if (n > 0 && !strncmp(m, at, (size_t)n)) {
      lua_pushfstring(L, "%s:%d:%s", ar.source + 1, ar.currentline, m + n);
      return 1;
    }
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

/* Replaces the function on top by the script's own when it is luno check's counting
 * wrapper (prelude.lua's profiled: its upvalue `hook`). */
static void unwrap_profiled(lua_State *L) {
  const char *name;
  for (int n = 1; lua_isfunction(L, -1) && (name = lua_getupvalue(L, -1, n)) != NULL; n++) {
    if (!strcmp(name, "hook") && lua_isfunction(L, -1)) {
      lua_replace(L, -2);
      return;
    }
    lua_pop(L, 1);
  }
}

/* Where the hook that game.lua's loop (fire, fire_play: locals list and i) is running
 * starts, into at: "file:line"; "" when no such loop is on L's stack. */
static void running_hook(lua_State *L, char *at, size_t len) {
  lua_Debug ar;
  at[0] = '\0';
  for (int level = 0; !at[0] && level < LOCATE_LEVELS * 4 && lua_getstack(L, level, &ar); level++) {
    if (!lua_getinfo(L, "S", &ar) || strcmp(ar.source, "=game")) continue;
    int list = 0, index = 0;
    const char *name;
    for (int n = 1; (name = lua_getlocal(L, &ar, n)) != NULL; n++) {
      if (!strcmp(name, "list") && lua_istable(L, -1))
        list = lua_gettop(L);
      else if (!strcmp(name, "i") && lua_isinteger(L, -1))
        index = lua_gettop(L);
      else
        lua_pop(L, 1);
    }
    if (list && index) {
      lua_rawgeti(L, list, lua_tointeger(L, index));
      unwrap_profiled(L);
      lua_Debug fn;
      if (lua_isfunction(L, -1) && lua_getinfo(L, ">S", &fn) && fn.source[0] == '@')
        snprintf(at, len, "%s:%d", script_source_name(&fn), fn.linedefined);
      else
        lua_pop(L, 1);
    }
    lua_settop(L, (list ? list : index ? index : lua_gettop(L) + 1) - 1);
  }
}

/* When m is located in the host's own Lua ("prelude:70: ...") and no script frame is left
 * on the stack (the script called the failing method in a tail call, `return g:x()`),
 * pushes m located where the running hook's function starts instead (the card's own
 * function when no rule hook runs), saying so, and returns 1: the error still names the
 * author's file. */
static int push_tail_called(lua_State *L, const char *m) {
  const char *rest = host_lua_rest(m);
  if (!rest) return 0;
  luno_host *h = host_of(L);
  char at[300];
  running_hook(L, at, sizeof at);
  if (!at[0] && h->game && h->rules.where) h->rules.where(h, h->game, at, (int)sizeof at);
  if (!at[0]) return 0;
  lua_pushfstring(L, "%s:%s (in a tail call: this is the line its function starts at)", at, rest);
  return 1;
}

const char *host_lua_rest(const char *m) {
  const char *rest = NULL;
  if (!strncmp(m, "prelude:", 8)) rest = m + 8;
  if (!strncmp(m, "game:", 5)) rest = m + 5;
  if (!rest) return NULL;
  rest += strspn(rest, "0123456789");
  return *rest == ':' ? rest + 1 : NULL;
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
  if (push_whole_name(L, m)) return;
  if (!where[0] && push_tail_called(L, m)) return;
  if (where[0] && host_lua_rest(m)) /* the host's Lua failed for the script (a stack overflow) */
    lua_pushfstring(L, "%s:%s", where, host_lua_rest(m));
  else if (located_here(L, m) || !where[0])
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

/* The one failure tail of a script call, whichever way it ran: its message (first line
 * only) into h->error and the traceback tb (NULL: none) into h->traceback; what a memory
 * bomb left is garbage now, collected before anything else runs (a rollback's replay). */
static void keep_failure(luno_host *h, int st, const char *msg, const char *tb) {
  snprintf(h->error, sizeof h->error, "%s", msg ? msg : "a script failed without a message");
  char *nl = strchr(h->error, '\n');
  if (nl) *nl = '\0';
  keep_traceback(h, tb);
  if (h->budget.tripped == BUDGET_MEMORY || st == LUA_ERRMEM) lua_gc(h->L, LUA_GCCOLLECT, 0);
}

/* Keeps the failure of a call that ran with the guard's handler: its message on top of L
 * and the handler's traceback. No handler runs for a memory error: its message is made
 * here, unless made says guard_finish made it already. */
static void handled_failure(luno_host *h, lua_State *L, int st, int made) {
  if (st == LUA_ERRMEM && !made) {
    push_message(L, -1, st);
    lua_remove(L, -2);
    lua_pushnil(L);
    lua_setfield(L, LUA_REGISTRYINDEX, "luno.traceback");
  }
  lua_getfield(L, LUA_REGISTRYINDEX, "luno.traceback");
  keep_failure(h, st, lua_tostring(L, -2), lua_tostring(L, -1));
  lua_pop(L, 2);
}

/* Keeps the failure of an error that escaped the guard (on co's top). */
static void escaped(luno_host *h, lua_State *co, int st) {
  push_message(co, -1, st);
  luaL_traceback(h->L, co, NULL, 0);
  keep_failure(h, st, lua_tostring(co, -1), lua_tostring(h->L, -1));
  lua_pop(h->L, 1);
  lua_pop(co, 1);
}

int host_resume(luno_host *h, lua_State *co, int nargs, int *nres) {
  if (lua_status(co) == LUA_OK) nargs += 2;     /* a new call: the guard's handler and f too */
  if (h->profiling && h->profile_waiting_since) /* the profile's clock: the wait left out */
    h->profile_paused_ns += host_now_ns() - h->profile_waiting_since;
  h->profile_waiting_since = 0;
  lua_State *prev = budget_enter(&h->budget, co);
  int st = lua_resume(co, h->L, nargs, nres);
  budget_leave(&h->budget, co, prev);
  if (h->profiling && st == LUA_YIELD) h->profile_waiting_since = host_now_ns();
  if (st == LUA_OK && *nres == 3 && lua_touserdata(co, -3) == &GUARD_FAILED) {
    st = (int)lua_tointeger(co, -2);
    lua_remove(co, -2);
    handled_failure(h, co, st, 1);
    lua_settop(co, 0);
    *nres = 0;
  } else if (st != LUA_OK && st != LUA_YIELD)
    escaped(h, co, st);
  return st;
}

void host_push_handler(lua_State *L) { lua_pushcfunction(L, guard_handler); }

int host_call_handled(luno_host *h, int nargs, int nres) {
  lua_State *L = h->L;
  int base = lua_gettop(L) - nargs - 1;
  lua_State *prev = budget_enter(&h->budget, L);
  int st = lua_pcall(L, nargs, nres, base);
  budget_leave(&h->budget, L, prev);
  if (st != LUA_OK) handled_failure(h, L, st, 0);
  return st;
}

int host_pcall(luno_host *h, int nargs, int nres) {
  lua_State *L = h->L;
  int base = lua_gettop(L) - nargs;
  lua_pushcfunction(L, guard_handler);
  lua_insert(L, base);
  int st = host_call_handled(h, nargs, nres);
  lua_remove(L, base);
  return st;
}

void host_fail_at(luno_host *h, lua_State *co, const char *message) {
  char where[300], msg[512];
  budget_script_where(co, where, sizeof where);
  snprintf(msg, sizeof msg, "%s%s%s", where, where[0] ? ": " : "", message);
  luaL_traceback(h->L, co, NULL, 0);
  keep_failure(h, LUA_ERRRUN, msg, lua_tostring(h->L, -1));
  lua_pop(h->L, 1);
  luno_fail(h->game, h->error);
}
