/* budget.h: the limits every script call runs under. One budget per host (per Lua state):
 * a memory cap enforced by the state's allocator, and an instruction budget per call
 * enforced by a count hook that is set only while a script call runs. Once a limit is
 * exceeded the budget stays "tripped" until the call ends: the hook raises again on every
 * instruction and the sandbox's pcall, xpcall and coroutine.resume re-raise, so a script
 * cannot catch its way past it. */
#ifndef LUNO_BUDGET_H
#define LUNO_BUDGET_H

#include "pool.h"
#include <lua.h>
#include <signal.h>
#include <stddef.h>

enum { BUDGET_NONE, BUDGET_INSTRUCTIONS, BUDGET_MEMORY, BUDGET_TIME };

/* Defaults: 10 million VM instructions per call, 256 MiB per Lua state. */
#define BUDGET_DEFAULT_INSTRUCTIONS 10000000LL
#define BUDGET_DEFAULT_MEMORY ((size_t)256 << 20)
/* ... and 5 seconds of wall time per call, counted from when the call is first seen running
 * long (LUNO_DEADLINE_MS): this stops what the instruction count cannot, single VM
 * instructions that take long (comparing huge strings in a loop). */
#define BUDGET_DEFAULT_DEADLINE_MS 5000LL

typedef struct host_budget {
  long long instructions;              /* per call */
  size_t memory;                       /* per state, in bytes */
  size_t used;                         /* bytes the state holds now */
  long long spent;                     /* instructions counted in the running call */
  long long deadline_ms;               /* wall time per call, in milliseconds */
  double watched_since;                /* monotonic seconds: the call was first counted */
  size_t work;                         /* bytes allocated or scanned since the clock was read */
  size_t printed;                      /* bytes print wrote in the running call */
  int depth;                           /* nested calls running (0: none, the host's own work) */
  int tick;                            /* instructions between two runs of the hook */
  lua_State *volatile running;         /* the thread running the script now */
  volatile sig_atomic_t active, armed; /* a call runs; its count hook is set */
  volatile sig_atomic_t serial, seen;  /* calls started; the last one the watchdog saw */
  int tripped;                         /* BUDGET_* exceeded in the running call */
  volatile sig_atomic_t watch_scripts; /* note when a script file's function is called */
  int scripts_ran;                     /* one was, since watch_scripts was set */
  char where[256];                     /* "file:line" of the script that tripped it, or "" */
  luno_pool pool;                      /* the state's small blocks (budget_release frees it) */
} host_budget;

/* Sets the defaults, then LUNO_INSTRUCTIONS and LUNO_MEMORY_MB from the environment. */
void budget_init(host_budget *b);
/* The lua_Alloc of a host's state; ud is its host_budget. Inside a call, growing past the
 * cap trips the budget (the running thread raises at its next instruction); nothing may
 * take the state past 1.25 times the cap (that allocation fails: "not enough memory"). */
void *budget_alloc(void *ud, void *ptr, size_t osize, size_t nsize);
/* Frees what the allocator keeps for reuse: after lua_close of the budget's state. */
void budget_release(host_budget *b);

/* Counts bytes a running call allocated or a C function is about to scan: every
 * BUDGET_WORK_SLICE of them the clock is read, so a loop of single slow C calls (a long
 * utf8.len, a %q, a concatenation) meets the deadline within a slice, however few Lua
 * instructions it takes. Outside a call, nothing. */
#define BUDGET_WORK_SLICE ((size_t)8 << 20)
void budget_clock(host_budget *b);
static inline void budget_work(host_budget *b, size_t bytes) {
  if (b->depth > 0 && (b->work += bytes) >= BUDGET_WORK_SLICE) budget_clock(b);
}

/* Watching for script code (watch_scripts set before the outermost budget_enter): every
 * thread the call runs on also gets a call hook, which sets scripts_ran once a function of
 * a script file (chunk name "@...") starts, and then comes off. The REPL's `lua` keeps its
 * copy of the game for the next command only when no script's own code ran, since what a
 * script's file-level variables hold cannot be put back. */
/* Starts a script call on thread L; for the outermost call the instruction count and the
 * tripped state start over. Returns the thread that ran before, for budget_leave. */
lua_State *budget_enter(host_budget *b, lua_State *L);
/* Ends the call started on L; prev is what budget_enter returned. */
void budget_leave(host_budget *b, lua_State *L, lua_State *prev);
/* A script's coroutine.resume passes control from thread `from` to `to` (and back):
 * the budget follows the thread that runs. */
void budget_switch(lua_State *from, lua_State *to);
/* The budget of the host that owns L (kept in the state's extra space). Inline: the host
 * finds itself from it on every call a script makes (lua/bind.c). */
static inline host_budget *budget_of(lua_State *L) { return *(host_budget **)lua_getextraspace(L); }
/* Marks a limit as exceeded and raises an error on L; never returns. */
int budget_trip(lua_State *L, int which);
/* Raises the pending budget error again if a limit was exceeded in this call. */
void budget_recheck(lua_State *L);
/* Writes "<limit> budget of <n> exceeded" for a tripped limit into out. */
void budget_describe(const host_budget *b, int which, char *out, size_t len);

/* Finds the innermost frame of a script file (chunk name "@...") on L from level 0 and
 * writes "file:line" into out; returns 0, or -1 (out = "") when there is none. */
int budget_script_where(lua_State *L, char *out, size_t len);

#endif
