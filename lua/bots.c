/* bots.c: Lua bots. Each bot runs in a Lua state of its own (botstate.c) and gets, per
 * decision, its seat's view and the decision as plain tables built in its own state
 * (botview.c): nothing it is given reaches the game, the rulesets' state, another bot, or a card
 * its seat does not know. */
#include <lauxlib.h>
#include <stdio.h>
#include <string.h>

#include "host_impl.h"

/* A bot's math.random([m [, n]]): its own generator (upvalue 1, its bot_state's),
 * reseeded for every game, so bots replay exactly, never draw from the game's own stream,
 * and no bot can read another's draws from its own. */
static int bot_random(lua_State *L) {
  bot_state *bs = lua_touserdata(L, lua_upvalueindex(1));
  if (lua_isnoneornil(L, 1)) {
    lua_pushnumber(L, luno_rng_unit(&bs->rng));
    return 1;
  }
  lua_Integer m = luaL_checkinteger(L, 1), n = m;
  if (lua_isnoneornil(L, 2))
    m = 1;
  else
    n = luaL_checkinteger(L, 2);
  luaL_argcheck(L, m <= n && (lua_Unsigned)n - (lua_Unsigned)m < 0xffffffffu, 1, "bad interval");
  lua_pushinteger(L, m + (lua_Integer)luno_rng_below(&bs->rng, (uint32_t)(n - m + 1)));
  return 1;
}

/* Loading a bot file in its state: chunk -> its decide function. */
static int bot_load_body(lua_State *L) {
  lua_call(L, 0, 1);
  if (lua_istable(L, -1)) lua_getfield(L, -1, "decide");
  return 1;
}

/* math.randomseed in a bot: refused, saying why and what draws instead. */
static int bot_randomseed(lua_State *L) {
  return script_error(L, "math.randomseed: not available: each bot seat's generator is seeded "
                         "by the host (--bot-seed), so a game replays; math.random draws from it");
}

/* Builds the bot's sandbox in its own state (math.random: the bots' generator), and
 * leaves the bot file's chunk, in an environment of its own, on bs->L. */
static int bot_chunk(luno_host *h, bot_state *bs, const char *path, char *err, int errlen) {
  lua_State *L = bs->L;
  sandbox_build(L, &h->sandbox);
  lua_getfield(L, -1, "math");
  lua_pushlightuserdata(L, bs);
  lua_pushcclosure(L, bot_random, 1);
  lua_setfield(L, -2, "random");
  lua_pushcfunction(L, bot_randomseed);
  lua_setfield(L, -2, "randomseed");
  lua_pop(L, 1);
  sandbox_freeze(L);
  if (luaL_loadfilex(L, path, "t") != LUA_OK) {
    lua_remove(L, -2);
    return host_take_error(L, err, errlen);
  }
  sandbox_push_env(L, -2);
  lua_setupvalue(L, -2, 1);
  lua_remove(L, -2);
  return 0;
}

/* Runs the chunk on bs->L's top under the bot's budget; leaves its decide function. */
static int bot_run_file(bot_state *bs, const char *path, char *err, int errlen) {
  lua_State *L = bs->L;
  lua_pushcfunction(L, bot_load_body);
  lua_insert(L, -2);
  lua_State *prev = budget_enter(&bs->budget, L);
  int st = lua_pcall(L, 1, 1, 0);
  budget_leave(&bs->budget, L, prev);
  if (st != LUA_OK) return botstate_error(bs, st, path, err, errlen), -1;
  if (lua_isfunction(L, -1)) return 0;
  lua_pop(L, 1);
  return snprintf(err, (size_t)errlen,
                  "%s: a bot returns a function(view, ask) or { decide = ... }", path),
         -1;
}

int luno_host_bot_load(luno_host *h, const char *path, char *err, int errlen) {
  if (h->nbots == HOST_MAX_BOTS) {
    snprintf(err, (size_t)errlen, "at most %d Lua bots", HOST_MAX_BOTS);
    return -1;
  }
  bot_state *bs = botstate_new(h);
  if (!bs) return snprintf(err, (size_t)errlen, "out of memory"), -1;
  if (bot_chunk(h, bs, path, err, errlen) < 0 || bot_run_file(bs, path, err, errlen) < 0) {
    botstate_free(bs);
    return -1;
  }
  bs->ref_decide = luaL_ref(bs->L, LUA_REGISTRYINDEX);
  h->bot_states[h->nbots] = bs;
  h->bot_game = NULL; /* every bot reseeded at the next decision, this one too */
  snprintf(h->bot_paths[h->nbots], sizeof h->bot_paths[0], "%s", path);
  return h->nbots++;
}

/* Reseeds the bots' generators when a new game (or a new seed) comes: each bot's own,
 * from the bots' seed, the game's and the bot's number. */
static void bot_seed(luno_host *h, const luno_game *g) {
  uint64_t seed = luno_setup_of(g)->seed;
  if (h->bot_game == g && h->bot_seed == seed) return;
  h->bot_game = g;
  h->bot_seed = seed;
  /* luno_seed runs the value through splitmix64: without the bots' own seed (64 bits a bot
   * is never shown), a stream tells nothing of the game's seed, nor of another bot's */
  for (int b = 0; b < h->nbots; b++)
    luno_seed(&h->bot_states[b]->rng, h->bots_own_seed ^ (seed * 0x9e3779b97f4a7c15ull +
                                                          0x6c756e6f + (uint64_t)b * 0x2545f491));
}

void luno_host_set_bot_seed(luno_host *h, uint64_t seed) {
  h->bots_own_seed = seed;
  h->bot_game = NULL; /* reseed at the next decision */
}

/* Shows bot its seat's view and the decision, built in its own state (botview.c):
 * pushes decide, view and ask on bs->L. */
static void show_bot(luno_host *h, bot_state *bs) {
  const luno_pending *p = luno_pending_of(h->game);
  lua_rawgeti(bs->L, LUA_REGISTRYINDEX, bs->ref_decide);
  botview_push(bs, h, h->game, p);
}

/* Runs bot `bot` on the pending decision in its own state; leaves its two results there. */
static int run_bot(luno_host *h, int bot, char *err, int errlen) {
  bot_state *bs = h->bot_states[bot];
  show_bot(h, bs);
  lua_State *prev = budget_enter(&bs->budget, bs->L);
  int st = lua_pcall(bs->L, 2, 2, 0);
  budget_leave(&bs->budget, bs->L, prev);
  bs->view_game = NULL; /* (the view's unread fields are no one's to read now) */
  if (st == LUA_OK) return 0;
  botstate_error(bs, st, h->bot_paths[bot], err, errlen);
  return -1;
}

int luno_host_bot_decide(luno_host *h, int bot, luno_game *g, luno_action *out, char *err,
                         int errlen) {
  if (bot < 0 || bot >= h->nbots) {
    snprintf(err, (size_t)errlen, "no Lua bot %d", bot);
    return -1;
  }
  const luno_pending *p = luno_pending_of(g);
  host_use_game(h, g);
  h->traceback[0] = '\0';
  bot_seed(h, g);
  if (run_bot(h, bot, err, errlen) < 0) return -1;
  lua_State *L = h->bot_states[bot]->L;
  int ok = lua_isinteger(L, -2);
  lua_Integer i = lua_tointeger(L, -2);
  int call = lua_toboolean(L, -1);
  if (!ok || i < 1 || i > p->count) {
    snprintf(err, (size_t)errlen, "%s: bot answered %s; expected an option from 1 to %d",
             h->bot_paths[bot], ok ? lua_tostring(L, -2) : luaL_typename(L, -2), p->count);
    lua_pop(L, 2);
    return -1;
  }
  lua_pop(L, 2);
  *out = p->options[i - 1];
  if (call && out->type == LUNO_ACT_PLAY) out->flags = LUNO_CALL;
  return 0;
}
