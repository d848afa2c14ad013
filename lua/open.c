/* open.c: making a host and ending it: the Lua state with its budget and libraries, the
 * sandbox, the prelude and game object (host.c), the callbacks the core runs (effects.c).
 * The top of lua/'s host: it calls the files below it, none of which calls it. */
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>

#include "host_impl.h"

/* An error outside every protected call is a bug of the host: say so, then abort. */
static int host_panic(lua_State *L) {
  const char *m = lua_tostring(L, -1);
  fprintf(stderr, "luno: unprotected Lua error: %s\n", m ? m : "?");
  return 0;
}

luno_host *luno_host_new(char *err, int errlen) {
  luno_host *h = calloc(1, sizeof *h);
  if (h) budget_init(&h->budget), h->ref_profile_said = LUA_NOREF;
  if (!h || !(h->L = lua_newstate(budget_alloc, &h->budget))) {
    if (h) budget_release(&h->budget);
    free(h);
    if (err) snprintf(err, (size_t)errlen, "out of memory");
    return NULL;
  }
  lua_atpanic(h->L, host_panic);
  /* Generational collection: effects make small short-lived tables (filters, lists); the
   * young ones die in minor collections, the rulesets' tables are left alone. */
  lua_gc(h->L, LUA_GCGEN, 0, 0);
  /* No collection while the prelude is made (all of it stays): a tenth of a table's
   * opening was the collector marking what it had just made. A memory cap still collects
   * (Lua's emergency collection runs when an allocation is refused). */
  lua_gc(h->L, LUA_GCSTOP);
  /* Every thread of the state finds the budget in its extra space (copied to new ones). */
  *(host_budget **)lua_getextraspace(h->L) = &h->budget;
  sandbox_open_libraries(h->L);
  sandbox_libs_init(h->L);
  lua_newtable(h->L);
  h->ref_threads = luaL_ref(h->L, LUA_REGISTRYINDEX);
  effects_install(h);
  if (host_load_prelude(h) < 0)
    host_take_error(h->L, err, errlen);
  else if (host_check_api(h, err, errlen) == 0)
    return lua_gc(h->L, LUA_GCRESTART), h;
  luno_host_free(h);
  return NULL;
}

void luno_host_set_budget(luno_host *h, long long instructions, long long memory) {
  if (instructions > 0) h->budget.instructions = instructions;
  if (memory > 0) h->budget.memory = (size_t)memory;
}

void luno_host_free(luno_host *h) {
  if (!h) return;
  for (int i = 0; i < h->nbots; i++)
    botstate_free(h->bot_states[i]);
  luno_free(h->mark);
  if (h->L) lua_close(h->L);
  budget_release(&h->budget);
  free(h);
}
