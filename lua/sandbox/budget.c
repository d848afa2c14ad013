/* budget.c: the memory cap (a lua_Alloc that counts what the state holds) and the
 * instruction budget (a count hook). See budget.h.
 *
 * Speed: a count hook makes the Lua VM trap on every instruction (luaG_traceexec), which
 * made `luno sim` a third slower when set around every call. Nearly every script call
 * ends within microseconds, so the hook is armed lazily: a watchdog (SIGVTALRM, every
 * WATCH_US of CPU time) arms it on the running thread once the same call has spanned a
 * whole watchdog period. Budgets count from then on; memory trips arm it at once. */
#define _DEFAULT_SOURCE /* setitimer */
#include "budget.h"
#include "sandbox.h"

#include <lauxlib.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

/* The hook runs every TICK instructions; the budget is counted in ticks. */
enum { TICK = 1000, WATCH_US = 2000 };

/* The budget of the call running on this OS thread, for the watchdog. */
static _Thread_local host_budget *volatile current;

static void budget_hook(lua_State *L, lua_Debug *ar);

/* Sets L's hooks: counting once armed, and the call watch while it is wanted
 * (async-signal-safe, like lua_sethook). */
static void set_hooks(host_budget *b, lua_State *L) {
  int mask = (b->armed ? LUA_MASKCOUNT : 0) | (b->watch_scripts ? LUA_MASKCALL : 0);
  if (L) lua_sethook(L, mask ? budget_hook : NULL, mask, b->tripped ? 1 : b->tick);
}

/* The watchdog: arms the hook of a call seen running at two ticks in a row. */
static void watchdog(int sig) {
  (void)sig;
  host_budget *b = current;
  if (!b || !b->active || b->armed) return;
  if (b->seen != b->serial) {
    b->seen = b->serial;
    return;
  }
  b->armed = 1;
  set_hooks(b, b->running);
}

/* Starts the watchdog once per process. */
static void start_watchdog(void) {
  static atomic_int started; /* sims open tables on several threads */
  if (atomic_exchange(&started, 1)) return;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = watchdog;
  sa.sa_flags = SA_RESTART;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGVTALRM, &sa, NULL);
  struct itimerval every = {{0, WATCH_US}, {0, WATCH_US}};
  setitimer(ITIMER_VIRTUAL, &every, NULL);
}

/* Reads a positive whole number from the environment variable name, or returns def. */
static long long env_number(const char *name, long long def) {
  const char *text = getenv(name);
  if (!text || !*text) return def;
  char *end;
  long long v = strtoll(text, &end, 10);
  return *end || v <= 0 ? def : v;
}

void budget_init(host_budget *b) {
  memset(b, 0, sizeof *b);
  b->instructions = env_number("LUNO_INSTRUCTIONS", BUDGET_DEFAULT_INSTRUCTIONS);
  long long mb = env_number("LUNO_MEMORY_MB", (long long)(BUDGET_DEFAULT_MEMORY >> 20));
  b->memory = (size_t)mb << 20;
  b->deadline_ms = env_number("LUNO_DEADLINE_MS", BUDGET_DEFAULT_DEADLINE_MS);
  b->tick = TICK;
  start_watchdog();
}

/* Whether growing by delta bytes is refused; trips the budget past the cap. The cap holds
 * only while a script call runs: the host's own work between calls (a traceback, a new
 * coroutine) never fails for it, so the host never raises unprotected. */
static int refused(host_budget *b, size_t delta) {
  if (b->depth == 0 || b->used + delta <= b->memory) return 0;
  if (!b->tripped) {
    b->tripped = BUDGET_MEMORY;
    /* lua_sethook is safe anywhere (even in a signal handler): the running thread
     * raises the located budget error at its next instruction. */
    b->armed = 1;
    set_hooks(b, b->running);
  }
  if (b->used + delta <= b->memory + b->memory / 4) return 0;
  /* Past the hard limit the allocation fails; remember where (lua_getinfo allocates
   * nothing), since Lua runs no message handler for memory errors. */
  if (!b->where[0] && b->running) budget_script_where(b->running, b->where, sizeof b->where);
  return 1;
}

void *budget_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  host_budget *b = ud;
  size_t old = ptr ? osize : 0;
  if (nsize == 0) {
    pool_free(&b->pool, ptr, old);
    b->used -= old;
    return NULL;
  }
  if (nsize > old && refused(b, nsize - old)) return NULL;
  void *p = pool_resize(&b->pool, ptr, old, nsize);
  if (!p) return NULL;
  b->used = b->used - old + nsize;
  if (nsize > old) budget_work(b, nsize - old);
  return p;
}

void budget_release(host_budget *b) { pool_release(&b->pool); }

int budget_script_where(lua_State *L, char *out, size_t len) {
  lua_Debug ar;
  /* (the innermost script frames only: lua_getstack walks down to each level, so a walk
   * to the bottom of a deep recursion would be quadratic, where no budget runs) */
  for (int level = 0; level < 256 && lua_getstack(L, level, &ar); level++) {
    if (!lua_getinfo(L, "Sl", &ar) || ar.source[0] != '@') continue;
    snprintf(out, len, "%s:%d", script_source_name(&ar), ar.currentline);
    return 0;
  }
  if (len) out[0] = '\0';
  return -1;
}

void budget_describe(const host_budget *b, int which, char *out, size_t len) {
  if (which == BUDGET_TIME)
    snprintf(out, len, "time budget of %lld ms exceeded", b->deadline_ms);
  else if (which == BUDGET_INSTRUCTIONS)
    snprintf(out, len, "instruction budget of %lld exceeded", b->instructions);
  else
    snprintf(out, len, "memory budget of %zu MiB exceeded", b->memory >> 20);
}

/* Raises the budget error of b on L: "file:line: ... budget of N exceeded". */
static int raise_tripped(lua_State *L, host_budget *b) {
  char text[128];
  budget_describe(b, b->tripped, text, sizeof text);
  if (b->where[0])
    lua_pushfstring(L, "%s: %s", b->where, text);
  else
    lua_pushstring(L, text);
  return lua_error(L);
}

/* Seconds on a monotonic clock. */
static double monotonic_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Reads the clock for budget_work: past the deadline, trips the budget the way the
 * allocator does (the running thread raises at its next instruction), since it may run
 * inside the allocator, where raising is not allowed. */
void budget_clock(host_budget *b) {
  b->work = 0;
  double now = monotonic_seconds();
  if (b->watched_since == 0) b->watched_since = now - WATCH_US * 1e-6;
  if ((now - b->watched_since) * 1e3 <= (double)b->deadline_ms || b->tripped) return;
  b->tripped = BUDGET_TIME;
  b->armed = 1;
  set_hooks(b, b->running);
}

/* The call watch: a function of a script file starting; the watch comes off once seen. */
static void watch_call(host_budget *b, lua_State *L, lua_Debug *ar) {
  if (!b->watch_scripts || !lua_getinfo(L, "S", ar) || ar->source[0] != '@') return;
  b->scripts_ran = 1;
  b->watch_scripts = 0;
  set_hooks(b, L);
}

/* The count hook: counts ticks against the budget, and the call's wall time against its
 * deadline; once tripped, raises every time. */
static void budget_hook(lua_State *L, lua_Debug *ar) {
  host_budget *b = budget_of(L);
  if (ar->event != LUA_HOOKCOUNT) {
    watch_call(b, L, ar);
    return;
  }
  if (b->depth == 0) return;
  if (b->tripped) { /* tripped by the allocator, or caught and going on */
    if (!b->where[0]) budget_script_where(L, b->where, sizeof b->where);
    lua_sethook(L, budget_hook, LUA_MASKCOUNT, 1);
    raise_tripped(L, b);
  }
  b->spent += b->tick;
  if (b->spent > b->instructions) budget_trip(L, BUDGET_INSTRUCTIONS);
  /* the hook runs only on calls already running long: reading the clock here is free for
   * every other call */
  double now = monotonic_seconds();
  if (b->watched_since == 0) b->watched_since = now - WATCH_US * 1e-6;
  if ((now - b->watched_since) * 1e3 > (double)b->deadline_ms) budget_trip(L, BUDGET_TIME);
}

int budget_trip(lua_State *L, int which) {
  host_budget *b = budget_of(L);
  if (!b->tripped) b->tripped = which;
  if (!b->where[0]) budget_script_where(L, b->where, sizeof b->where);
  b->armed = 1;
  /* From now on every instruction of this thread raises again. */
  lua_sethook(L, budget_hook, LUA_MASKCOUNT, 1);
  return raise_tripped(L, b);
}

void budget_recheck(lua_State *L) {
  host_budget *b = budget_of(L);
  if (b->depth > 0 && b->tripped) {
    lua_sethook(L, budget_hook, LUA_MASKCOUNT, 1);
    raise_tripped(L, b);
  }
}

lua_State *budget_enter(host_budget *b, lua_State *L) {
  lua_State *prev = b->running;
  if (b->depth++ == 0) {
    b->spent = 0;
    b->watched_since = 0;
    b->work = 0;
    b->printed = 0;
    b->tripped = BUDGET_NONE;
    b->where[0] = '\0';
    b->tick = b->instructions < TICK ? (int)b->instructions : TICK;
    b->armed = 0;
    b->serial++;
    b->active = 1;
    current = b;
  }
  b->running = L;
  if (b->armed || b->watch_scripts) set_hooks(b, L);
  return prev;
}

void budget_leave(host_budget *b, lua_State *L, lua_State *prev) {
  if (b->depth > 0) b->depth--;
  lua_sethook(L, NULL, 0, 0);
  b->running = prev;
  if (b->depth > 0) {
    if (b->armed || b->watch_scripts) set_hooks(b, prev); /* an outer call goes on */
    return;
  }
  b->active = 0;
  b->running = NULL;
  if (current == b) current = NULL;
}

void budget_switch(lua_State *from, lua_State *to) {
  host_budget *b = budget_of(from);
  if (b->depth == 0) return;
  b->running = to;
  if (b->armed || b->watch_scripts) set_hooks(b, to);
}
