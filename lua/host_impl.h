/* host_impl.h: the host's private record, shared by the files of lua/ only. */
#ifndef LUNO_HOST_IMPL_H
#define LUNO_HOST_IMPL_H

#include <lua.h>

#include "host.h"
#include "luno_rules.h"

enum { HOST_MAX_PATHS = 8, HOST_POOL = 8, HOST_MAX_BOTS = 16 };

struct luno_host {
  lua_State *L;
  luno_rules rules;    /* ud points back here */
  luno_game *game;     /* the game an effect or question is running for (not owned) */
  lua_State *waiting;  /* the effect coroutine waiting for an answer, or NULL */
  lua_State *pool[HOST_POOL]; /* finished coroutines kept for reuse (anchored in ref_threads) */
  int npool;
  int readonly;        /* inside a question: changes to the game are errors */
  int ref_M, ref_token, ref_threads, ref_sandbox, ref_bots;
  int ref_run, ref_can_play; /* M.run and M.can_play, looked up once */
  int ref_g;                 /* the game object scripts receive */
  int ref_handler;           /* the message handler questions run under */
  uint32_t events;           /* the setup's hooked events, for the direct paths */
  /* Each card type's on_play and can_play (LUA_NOREF if none): when no rule hooks plays
   * or legality, the host calls them directly instead of through M.run / M.can_play. */
  int ref_type_play[LUNO_MAX_TYPES], ref_type_can[LUNO_MAX_TYPES];
  int ntypes;
  int nbots;
  int npaths;
  char paths[HOST_MAX_PATHS][512];
  char traceback[2048];
};

/* bind.c: registers the `core` table the prelude uses. */
void bind_core(lua_State *L, luno_host *h);
/* Raises a Lua error located at the first script frame, like luaL_error. */
int host_error(lua_State *L, const char *fmt, ...);

/* sandbox.c: builds the environment scripts run in and leaves it on the stack. */
void sandbox_build(lua_State *L);

/* effects.c: the luno_rules callbacks. */
void effects_install(luno_host *h);

/* host.c: calls M[fn] (the prelude's entry points) with string arguments, protected;
 * its results stay on the stack. On error returns -1 with the message in err. */
int host_call(luno_host *h, const char *fn, int nargs, const char **args, int nres, char *err,
              int errlen);
/* Copies the error message on top of L into err (first line only), pops it, returns -1. */
int host_take_error(lua_State *L, char *err, int errlen);

/* Turns the error on top of co's stack into "file:line: message" plus a traceback. */
void host_describe_error(luno_host *h, lua_State *co, char *msg, size_t len);

#endif
