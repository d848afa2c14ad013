/* botstate.c: every Lua bot seat in a Lua state of its own, with its own memory cap and
 * instruction budget, so a bot can never touch the rulesets' state, their coroutines or
 * another bot. What a bot is shown (its seat's view, the decision) is built straight
 * into its state as plain data (botview.c). */
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host_impl.h"

bot_state *botstate_new(const luno_host *h) {
  bot_state *bs = calloc(1, sizeof *bs);
  if (!bs) return NULL;
  budget_init(&bs->budget);
  bs->budget.instructions = h->budget.instructions;
  bs->budget.memory = h->budget.memory;
  bs->budget.deadline_ms = h->budget.deadline_ms;
  bs->ref_cards = bs->ref_options = bs->ref_plays = bs->ref_kit = LUA_NOREF;
  if (!(bs->L = lua_newstate(budget_alloc, &bs->budget))) {
    budget_release(&bs->budget);
    return free(bs), NULL;
  }
  *(host_budget **)lua_getextraspace(bs->L) = &bs->budget;
  /* Generational, as the host's state: a view is a few dozen small tables per decision
   * that die young; the incremental collector walked them in steps all game long. */
  lua_gc(bs->L, LUA_GCGEN, 0, 0);
  sandbox_open_libraries(bs->L);
  sandbox_libs_init(bs->L);
  return bs;
}

void botstate_free(bot_state *bs) {
  if (!bs) return;
  if (bs->L) lua_close(bs->L);
  budget_release(&bs->budget);
  free(bs);
}

/* The message of a bot call that failed with status on bs: "file:line: message". */
void botstate_error(bot_state *bs, int status, const char *path, char *err, int errlen) {
  host_budget *b = &bs->budget;
  if (b->tripped || status == LUA_ERRMEM) {
    char text[160];
    budget_describe(b, b->tripped ? b->tripped : BUDGET_MEMORY, text, sizeof text);
    snprintf(err, (size_t)errlen, "%s%s%s", b->where, b->where[0] ? ": " : "", text);
  } else {
    const char *m = lua_tostring(bs->L, -1);
    snprintf(err, (size_t)errlen, "%s", m ? m : path);
  }
  char *nl = strchr(err, '\n');
  if (nl) *nl = '\0';
  lua_pop(bs->L, 1);
}
