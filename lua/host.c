/* host.c: the scripts' state: the sandbox, the prelude and the game object, loading rulesets
 * and options, composing them into a setup, and making it all anew for a replay. */
#include <lauxlib.h>
#include <lualib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host_impl.h"

extern const unsigned char luno_prelude_lua[], luno_game_lua[], luno_melds_lua[]; /* bytecode */
extern const size_t luno_prelude_lua_size, luno_game_lua_size, luno_melds_lua_size;

/* Copies the error message on top of L into err, pops it, and returns -1. */
int host_take_error(lua_State *L, char *err, int errlen) {
  const char *m = lua_tostring(L, -1);
  if (err && errlen > 0 && m) snprintf(err, (size_t)errlen, "%s", m);
  if (err && errlen > 0 && !m) /* error(nil), error({}): what lua.c says (no __tostring run) */
    snprintf(err, (size_t)errlen, "(error object is a %s value)", luaL_typename(L, -1));
  if (err) {
    char *nl = strchr(err, '\n');
    if (nl) *nl = '\0';
  }
  lua_pop(L, 1);
  return -1;
}

/* Runs an embedded chunk (bytecode compiled at build time, named as it was compiled) with
 * the values at the given stack indexes as its arguments; leaves its one result on the
 * stack. Only these chunks load as bytecode: scripts load as text alone. */
static int run_embedded(lua_State *L, const unsigned char *code, size_t size, const int *args,
                        int n) {
  if (luaL_loadbufferx(L, (const char *)code, size, "=embedded", "b") != LUA_OK) return -1;
  for (int i = 0; i < n; i++)
    lua_pushvalue(L, args[i]);
  return lua_pcall(L, n, 1, 0) == LUA_OK ? 0 : -1;
}

/* Drops the references to what the prelude made (a rebuild's old state). */
static void drop_prelude_refs(luno_host *h) {
  int *refs[] = {&h->ref_sandbox,     &h->ref_M,    &h->ref_run,     &h->ref_g,
                 &h->ref_reset_state, &h->ref_vars, &h->ref_speakers};
  for (size_t i = 0; i < sizeof refs / sizeof *refs; i++)
    if (*refs[i] > 0) luaL_unref(h->L, LUA_REGISTRYINDEX, *refs[i]), *refs[i] = LUA_NOREF;
  memset(h->speakers, 0, sizeof h->speakers); /* (their functions are no longer anchored) */
}

/* Builds the sandbox, runs prelude.lua(core, sandbox) -> M, game.lua(core, sandbox, M) -> g
 * and melds.lua(core, sandbox, M) (more methods of g), and keeps what the host needs in the
 * registry. */
int host_load_prelude(luno_host *h) {
  lua_State *L = h->L;
  enum { SANDBOX = 1, CORE, M };
  lua_settop(L, 0);
  drop_prelude_refs(h); /* a rebuild's old ones */
  sandbox_build(L, &h->sandbox);
  bind_core(L, h);
  if (run_embedded(L, luno_prelude_lua, luno_prelude_lua_size, (int[]){CORE, SANDBOX}, 2) < 0)
    return -1;
  if (run_embedded(L, luno_game_lua, luno_game_lua_size, (int[]){CORE, SANDBOX, M}, 3) < 0)
    return -1;
  lua_setfield(L, M, "g");
  if (run_embedded(L, luno_melds_lua, luno_melds_lua_size, (int[]){CORE, SANDBOX, M}, 3) < 0)
    return -1;
  lua_settop(L, M);
  lua_pushvalue(L, SANDBOX);
  sandbox_freeze(L);
  h->ref_sandbox = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_pushvalue(L, M);
  h->ref_M = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_getfield(L, M, "run");
  h->ref_run = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_getfield(L, M, "g");
  h->ref_g = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_getfield(L, M, "reset_state");
  h->ref_reset_state = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_getfield(L, M, "S");
  lua_getfield(L, -1, "vars");
  h->ref_vars = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_pop(L, 1);
  h->reset_players = -1; /* the new state's M.reset has not run */
  lua_settop(L, 0);
  return 0;
}

int luno_host_add_path(luno_host *h, const char *dir) {
  if (h->sandbox.npaths == SANDBOX_MAX_PATHS) return -1;
  snprintf(h->sandbox.paths[h->sandbox.npaths++], sizeof h->sandbox.paths[0], "%s", dir);
  return 0;
}

/* Calls M[fn] with string arguments in a coroutine under the budget; exactly nres results
 * stay on the host's stack. */
static int call_with_no_game(luno_host *h, const char *fn, int nargs, const char **args, int nres,
                             char *err, int errlen) {
  lua_State *L = h->L, *co = host_thread(h);
  lua_rawgeti(co, LUA_REGISTRYINDEX, h->ref_M);
  lua_getfield(co, -1, fn);
  lua_remove(co, -2);
  for (int i = 0; i < nargs; i++)
    lua_pushstring(co, args[i]);
  int got = 0, st = host_resume(h, co, nargs, &got);
  if (st == LUA_OK) {
    int top = lua_gettop(L);
    lua_xmove(co, L, got);
    lua_settop(L, top + nres);
    host_give_back(h, co);
    return 0;
  }
  char msg[512], where[300];
  if (st == LUA_YIELD) {
    budget_script_where(co, where, sizeof where);
    snprintf(msg, sizeof msg, "%s%sa ruleset may not yield here", where, where[0] ? ": " : "");
  } else
    snprintf(msg, sizeof msg, "%s", h->error);
  host_give_back(h, co);
  if (err && errlen > 0) snprintf(err, (size_t)errlen, "%s", msg);
  return -1;
}

int host_call(luno_host *h, const char *fn, int nargs, const char **args, int nres, char *err,
              int errlen) {
  luno_game *game = h->game; /* (kept out of reach meanwhile: see host_impl.h) */
  h->game = NULL;
  int st = call_with_no_game(h, fn, nargs, args, nres, err, errlen);
  h->game = game;
  return st;
}

/* Keeps a call that makes the scripts' state, for host_rebuild. */
static void record_step(luno_host *h, char kind, const char *a, const char *b) {
  if (h->rebuilding) return;
  if (h->nsteps == HOST_MAX_STEPS) {
    h->steps_lost = 1;
    return;
  }
  host_step *st = &h->steps[h->nsteps++];
  st->kind = kind;
  snprintf(st->a, sizeof st->a, "%s", a);
  snprintf(st->b, sizeof st->b, "%s", b ? b : "");
}

/* luno_host_load's work. */
static int load_list(luno_host *h, const char *list, char *err, int errlen) {
  record_step(h, 'l', list, NULL);
  char buf[1024];
  snprintf(buf, sizeof buf, "%s", list);
  for (char *save = NULL, *name = strtok_r(buf, ",", &save); name;
       name = strtok_r(NULL, ",", &save)) {
    while (*name == ' ')
      name++;
    for (char *end = name + strlen(name); end > name && end[-1] == ' ';)
      *--end = '\0';
    if (!*name) continue;
    const char *args[] = {name};
    if (host_call(h, "load", 1, args, 0, err, errlen) < 0) return -1;
  }
  return host_call(h, "check_conflicts", 0, NULL, 0, err, errlen);
}

/* Loading and building make what the game keeps: the collector waits until they are done
 * (as while the prelude is made, luno_host_new). */
int luno_host_load(luno_host *h, const char *list, char *err, int errlen) {
  lua_gc(h->L, LUA_GCSTOP);
  int st = load_list(h, list, err, errlen);
  lua_gc(h->L, LUA_GCRESTART);
  return st;
}

int luno_host_set(luno_host *h, const char *name, const char *value, char *err, int errlen) {
  record_step(h, 's', name, value);
  const char *args[] = {name, value};
  return host_call(h, "set", 2, args, 0, err, errlen);
}

const luno_rules *luno_host_rules(luno_host *h) { return &h->rules; }
const char *luno_host_traceback(const luno_host *h) { return h->traceback; }

const char *luno_host_error(const luno_host *h) { return h->error; }

/* Reads integer field k of the table on top, or def. */
static int int_field(lua_State *L, const char *k, int def) {
  lua_getfield(L, -1, k);
  int v = lua_isinteger(L, -1) ? (int)lua_tointeger(L, -1) : def;
  if (lua_isboolean(L, -1)) v = lua_toboolean(L, -1);
  lua_pop(L, 1);
  return v;
}

/* Copies string field k of the table on top into dst. */
static void str_field(lua_State *L, const char *k, char *dst, size_t len) {
  lua_getfield(L, -1, k);
  host_show_text(dst, len, lua_isstring(L, -1) ? lua_tostring(L, -1) : "");
  lua_pop(L, 1);
}

/* Drops the references to the card types' functions of an earlier build. */
static void unref_types(luno_host *h) {
  for (int i = 0; i < h->ntypes; i++) {
    luaL_unref(h->L, LUA_REGISTRYINDEX, h->ref_type_play[i]);
    luaL_unref(h->L, LUA_REGISTRYINDEX, h->ref_type_can[i]);
    luaL_unref(h->L, LUA_REGISTRYINDEX, h->ref_type_react[i]);
  }
  h->ntypes = h->types_can = 0;
}

/* Fills setup->types from the list of card definitions on top of the stack, keeping
 * references to their on_play and can_play functions. */
static int read_types(luno_host *h, luno_setup *setup, char *err, int errlen) {
  lua_State *L = h->L;
  int n = (int)lua_rawlen(L, -1);
  if (n > LUNO_MAX_TYPES) {
    snprintf(err, (size_t)errlen, "%d card types; at most %d", n, LUNO_MAX_TYPES);
    return -1;
  }
  for (int i = 0; i < n; i++) {
    luno_type *t = &setup->types[i];
    lua_rawgeti(L, -1, i + 1);
    str_field(L, "name", t->name, sizeof t->name);
    str_field(L, "label", t->label, sizeof t->label);
    t->number = (int8_t)int_field(L, "number", -1);
    t->colored = (uint8_t)int_field(L, "colored", 1);
    t->color_mask = (uint8_t)int_field(L, "color_mask", 0);
    t->plays = (uint8_t)int_field(L, "plays_code", LUNO_PLAYS_MATCH);
    t->effect = (uint8_t)int_field(L, "effect_code", LUNO_EFFECT_NONE);
    t->effect_n = (uint8_t)int_field(L, "effect_n", 0);
    t->challenge = (uint8_t)int_field(L, "challenge_code", 0);
    t->points = (int16_t)int_field(L, "points", 0);
    int copies = int_field(L, "copies", 1);
    t->copies = (uint16_t)(copies < 0 ? 0 : copies > 1000 ? 1000 : copies);
    t->hooks = 0;
    lua_getfield(L, -1, "on_first");
    if (!lua_isnil(L, -1)) t->hooks |= LUNO_HOOK_FIRST;
    lua_getfield(L, -2, "on_react");
    if (!lua_isnil(L, -1)) t->hooks |= LUNO_HOOK_REACT;
    h->ref_type_react[i] = luaL_ref(L, LUA_REGISTRYINDEX); /* LUA_REFNIL for nil */
    lua_pop(L, 1);
    lua_getfield(L, -1, "on_play"); /* (a declared effect's is its script form: kept, no hook) */
    if (!lua_isnil(L, -1) && !t->effect) t->hooks |= LUNO_HOOK_PLAY;
    h->ref_type_play[i] = luaL_ref(L, LUA_REGISTRYINDEX); /* LUA_REFNIL for nil */
    lua_getfield(L, -1, "can_play");
    if (!lua_isnil(L, -1)) t->hooks |= LUNO_HOOK_CAN_PLAY;
    h->ref_type_can[i] = luaL_ref(L, LUA_REGISTRYINDEX);
    h->types_can |= h->ref_type_can[i] != LUA_REFNIL;
    lua_pop(L, 1);
  }
  setup->ntypes = h->ntypes = n;
  return 0;
}

/* Fills the colors from the list on top of the stack. */
static void read_colors(lua_State *L, luno_setup *setup) {
  int n = (int)lua_rawlen(L, -1);
  setup->ncolors = n > LUNO_MAX_COLORS ? LUNO_MAX_COLORS : n;
  for (int i = 0; i < setup->ncolors; i++) {
    lua_rawgeti(L, -1, i + 1);
    host_show_text(setup->colors[i], sizeof setup->colors[i], lua_tostring(L, -1));
    lua_pop(L, 1);
  }
}

/* Reads the options the core itself uses from the options table on top. */
static void read_core_options(lua_State *L, luno_setup *setup) {
  setup->hand_size = int_field(L, "hand_size", 7);
  /* (no target unless an option sets one when a rule ends the match: Phase 10) */
  setup->target_score = int_field(L, "target_score", setup->match_ends ? 0 : 500);
  setup->rounds = int_field(L, "rounds", 0);
  setup->dealer_rotates = int_field(L, "dealer_rotates", 1);
  setup->no_reshuffle = !int_field(L, "reshuffle", 1);
  lua_getfield(L, -1, "scoring");
  const char *scoring = lua_tostring(L, -1);
  setup->scoring = scoring && !strcmp(scoring, "penalty")  ? LUNO_SCORE_PENALTY
                   : scoring && !strcmp(scoring, "script") ? LUNO_SCORE_SCRIPT
                                                           : LUNO_SCORE_WINNER_TAKES;
  lua_pop(L, 1);
}

/* Reads field k of the table on top, a list indexed from first, into out[0..n-1]: numbers,
 * booleans as 0 or 1, def for anything missing. */
static void read_list(lua_State *L, const char *k, int first, uint32_t *out, int n, uint32_t def) {
  lua_getfield(L, -1, k);
  int have = lua_istable(L, -1);
  for (int i = 0; i < n; i++) {
    out[i] = def;
    if (!have) continue;
    int type = lua_rawgeti(L, -1, first + i);
    if (type == LUA_TNUMBER)
      out[i] = (uint32_t)lua_tointeger(L, -1);
    else if (type == LUA_TBOOLEAN)
      out[i] = (uint32_t)lua_toboolean(L, -1);
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
}

/* Reads which hooks run whatever g.vars holds, and which `when` keys wake the others, by
 * event and, for plays, by card type (lua/prelude.lua's M.setup), from the setup on top. */
static void read_gates(lua_State *L, luno_host *h) {
  h->live_always = (uint32_t)int_field(L, "always", -1);
  h->open_gates = (uint32_t)int_field(L, "open_gates", 0);
  read_list(L, "gate_masks", 0, h->gate_masks, LUNO_EV_COUNT, 0);
  read_list(L, "play_always", 1, h->play_always, LUNO_MAX_TYPES, 1);
  read_list(L, "play_masks", 1, h->play_masks, LUNO_MAX_TYPES, 0);
}

/* Drops the references to the direct hooks of an earlier build (host.ev_fn). */
static void unref_hooks(luno_host *h) {
  for (int ev = 0; ev < LUNO_EV_COUNT; ev++) {
    for (int k = 0; k < h->ev_n[ev]; k++)
      luaL_unref(h->L, LUA_REGISTRYINDEX, h->ev_fn[ev][k]);
    h->ev_n[ev] = 0;
  }
}

/* Drops the references to the legal hooks of an earlier build. */
static void unref_legal(luno_host *h) {
  for (int j = 0; j < h->nlegal; j++) {
    luaL_unref(h->L, LUA_REGISTRYINDEX, h->legal_fn[j]);
    luaL_unref(h->L, LUA_REGISTRYINDEX, h->legal_key[j]);
  }
  h->nlegal = 0;
}

/* Reads the hooks the host may run directly (prelude's `direct`: event -> a list of
 * { fn, bit }) from the setup on top, dropping the last setup's. */
static void read_direct_hooks(lua_State *L, luno_host *h) {
  int listed = lua_getfield(L, -1, "direct") == LUA_TTABLE;
  unref_hooks(h);
  for (int ev = 0; listed && ev < LUNO_EV_COUNT; ev++) {
    /* (more hooks than HOST_EV_HOOKS: the general path, M.run) */
    if (lua_rawgeti(L, -1, ev) == LUA_TTABLE && lua_rawlen(L, -1) <= HOST_EV_HOOKS) {
      int n = (int)lua_rawlen(L, -1);
      for (int k = 0; k < n; k++) {
        lua_rawgeti(L, -1, k + 1);
        lua_getfield(L, -1, "bit");
        h->ev_gate[ev][k] = (int8_t)(lua_isinteger(L, -1) ? lua_tointeger(L, -1) : -1);
        lua_pop(L, 1);
        lua_getfield(L, -1, "fn");
        h->ev_fn[ev][k] = luaL_ref(L, LUA_REGISTRYINDEX); /* pops it */
        lua_pop(L, 1);
        h->ev_n[ev] = k + 1;
      }
    }
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
}

/* Reads the setup's `zones` ({ name =, face_up = } each) from the table on top. */
static void read_zones(lua_State *L, luno_setup *out) {
  out->nzones = 0;
  int listed = lua_getfield(L, -1, "zones") == LUA_TTABLE;
  for (int k = 0; listed && k < LUNO_MAX_ZONES; k++) {
    int zone = lua_rawgeti(L, -1, k + 1) == LUA_TTABLE;
    if (zone) {
      luno_zone *z = luno_setup_zone_at(out, k);
      str_field(L, "name", z->name, sizeof z->name);
      lua_getfield(L, -1, "face_up");
      z->face_up = (uint8_t)lua_toboolean(L, -1);
      lua_getfield(L, -2, "owner"); /* a zone one per seat: its seat */
      z->owned = (uint8_t)lua_isinteger(L, -1);
      z->owner = (uint8_t)lua_tointeger(L, -1);
      lua_getfield(L, -3, "gathered");
      z->gathered = (uint8_t)lua_toboolean(L, -1);
      lua_getfield(L, -4, "hidden"); /* its own seat does not know it either */
      if (z->owned && lua_toboolean(L, -1)) z->owned = LUNO_ZONE_HIDDEN;
      lua_pop(L, 4);
      out->nzones = k + 1;
    }
    lua_pop(L, 1);
    if (!zone) break;
  }
  lua_pop(L, 1); /* the list */
}

/* Reads the setup's `teams` (each seat's team, 0-based, by seat from 1) from the table on
 * top, if it has one. */
static void read_teams(lua_State *L, luno_setup *out) {
  out->teams = 0;
  if (lua_getfield(L, -1, "teams") == LUA_TTABLE)
    for (int s = 0; s < out->players && s < LUNO_MAX_SEATS; s++) {
      lua_rawgeti(L, -1, s + 1);
      int team = (int)lua_tointeger(L, -1);
      lua_pop(L, 1);
      out->team[s] = (uint8_t)(team < 0 ? 0 : team >= LUNO_MAX_SEATS ? LUNO_MAX_SEATS - 1 : team);
      if (team + 1 > out->teams) out->teams = team + 1;
    }
  lua_pop(L, 1);
}

/* Reads the legal hooks (prelude's `legal` list) from the setup on top, dropping the last
 * setup's; -1 with err past HOST_MAX_LEGAL. */
static int read_legal(lua_State *L, luno_host *h, char *err, int errlen) {
  unref_legal(h);
  lua_getfield(L, -1, "legal");
  int n = (int)lua_rawlen(L, -1);
  if (n > HOST_MAX_LEGAL)
    return lua_pop(L, 1),
           snprintf(err, (size_t)errlen, "%d rules with a legal hook; at most %d", n,
                    HOST_MAX_LEGAL),
           -1;
  for (int j = 0; j < n; j++) {
    lua_rawgeti(L, -1, j + 1);
    lua_getfield(L, -1, "fn");
    h->legal_fn[j] = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_getfield(L, -1, "key");
    int keyed = !lua_isnil(L, -1);
    h->legal_key[j] = luaL_ref(L, LUA_REGISTRYINDEX); /* (LUA_REFNIL for none) */
    lua_getfield(L, -1, "bit");
    h->legal_gate[j] = lua_isinteger(L, -1) ? (int)lua_tointeger(L, -1)
                       : keyed              ? LEGAL_BY_KEY
                                            : LEGAL_ALWAYS;
    lua_pop(L, 1);
    str_field(L, "rule", h->legal_rule[j], sizeof h->legal_rule[j]);
    lua_getfield(L, -1, "by_type");
    h->legal_by_type[j] = (uint8_t)lua_toboolean(L, -1);
    lua_pop(L, 1);
    lua_pop(L, 1);
    h->nlegal = j + 1;
  }
  lua_pop(L, 1);
  return 0;
}

/* luno_host_build's work. */
static int build(luno_host *h, int players, uint64_t seed, luno_setup *out, char *err, int errlen) {
  lua_State *L = h->L;
  char seats[16];
  snprintf(seats, sizeof seats, "%d", players);
  const char *args[] = {seats};
  if (host_call(h, "setup", 1, args, 1, err, errlen) < 0) return -1;
  memset(out, 0, sizeof *out);
  out->players = players;
  out->seed = seed;
  out->events = (uint32_t)int_field(L, "events", 0);
  lua_getfield(L, -1, "colors");
  read_colors(L, out);
  lua_getfield(L, -2, "types");
  unref_types(h);
  int st = read_types(h, out, err, errlen);
  h->events = out->events;
  lua_pushvalue(L, -3);
  read_gates(L, h);
  read_direct_hooks(L, h);
  plays_read(L, h);
  if (st == 0) st = read_legal(L, h, err, errlen);
  str_field(L, "like_top", out->like_top, sizeof out->like_top);
  str_field(L, "draw_word", out->draw_word, sizeof out->draw_word);
  str_field(L, "play_word", out->play_word, sizeof out->play_word);
  str_field(L, "call_word", out->call_word, sizeof out->call_word);
  out->call_at = (int)int_field(L, "call_at", 1);
  out->must_play = int_field(L, "must_play", 0) != 0;
  out->top_out_of_play = int_field(L, "top_out_of_play", 0) != 0;
  out->hand_stays = int_field(L, "hand_stays", 0) != 0;
  out->wins = (int)int_field(L, "wins", LUNO_WINS_SCORING);
  out->discard = (int)int_field(L, "discard", LUNO_DISCARD_KEPT);
  out->match_ends = int_field(L, "match_ends", 0) != 0;
  read_teams(L, out);
  read_zones(L, out);
  lua_pop(L, 1);
  lua_getfield(L, -3, "options");
  read_core_options(L, out);
  lua_pop(L, 4);
  return st;
}

int luno_host_build_sized(luno_host *h, int players, uint64_t seed, luno_setup *out, size_t size,
                          char *err, int errlen) {
  if (size < sizeof out->size || size > sizeof *out)
    return snprintf(err, (size_t)errlen, "a luno_setup of %zu bytes: this libluno's is %zu", size,
                    sizeof *out),
           -1;
  luno_setup *full = size < sizeof *full ? malloc(sizeof *full) : out;
  if (!full) return snprintf(err, (size_t)errlen, "out of memory"), -1;
  lua_gc(h->L, LUA_GCSTOP);
  int st = build(h, players, seed, full, err, errlen);
  lua_gc(h->L, LUA_GCRESTART);
  full->size = sizeof *full;
  if (full != out) { /* a program's smaller setup: its fields, if the game needs no more */
    static const luno_setup zero;
    if (st == 0 &&
        memcmp((const char *)full + size, (const char *)&zero + size, sizeof zero - size))
      st = -1,
      snprintf(err, (size_t)errlen, "the game needs fields the program's luno_setup lacks");
    if (st == 0) memcpy(out, full, size), out->size = size;
    free(full);
  }
  return st;
}

/* Whether two setups make the same game: the same cards, colors and hooked events. */
static int same_game(const luno_setup *a, const luno_setup *b) {
  if (a->ntypes != b->ntypes || a->ncolors != b->ncolors || a->events != b->events ||
      strcmp(a->like_top, b->like_top) || a->teams != b->teams ||
      memcmp(a->team, b->team, sizeof a->team) || a->nzones != b->nzones ||
      memcmp(a->zones, b->zones, sizeof a->zones))
    return 0;
  for (int i = 0; i < a->ntypes; i++)
    if (strcmp(a->types[i].name, b->types[i].name) || a->types[i].hooks != b->types[i].hooks ||
        a->types[i].copies != b->types[i].copies || a->types[i].points != b->types[i].points ||
        a->types[i].color_mask != b->types[i].color_mask || a->types[i].plays != b->types[i].plays)
      return 0;
  for (int i = 0; i < a->ncolors; i++)
    if (strcmp(a->colors[i], b->colors[i])) return 0;
  return 1;
}

/* Replays the recorded steps into a fresh prelude; -1 with err. */
static int replay_steps(luno_host *h, char *err, int errlen) {
  if (h->steps_lost) return snprintf(err, (size_t)errlen, "too many rulesets and options"), -1;
  if (host_load_prelude(h) < 0) return host_take_error(h->L, err, errlen);
  for (int i = 0; i < h->nsteps; i++) {
    const host_step *st = &h->steps[i];
    int r = st->kind == 'l' ? luno_host_load(h, st->a, err, errlen)
                            : luno_host_set(h, st->a, st->b, err, errlen);
    if (r < 0) return -1;
  }
  return 0;
}

/* Lets go of everything the scripts' old state holds and collects it, before they are made
 * anew: a state that failed near its memory cap (g.vars or a file-level table holding it)
 * could not make the new one beside it. */
static void drop_scripts(luno_host *h) {
  lua_State *L = h->L;
  unref_types(h);
  unref_hooks(h);
  plays_unref(h);
  unref_legal(h);
  drop_prelude_refs(h);
  lua_settop(L, 0);
  lua_gc(L, LUA_GCCOLLECT);
}

int host_rebuild(luno_host *h, luno_game *g) {
  char err[512], why[600];
  luno_setup now;
  const luno_setup *was = luno_setup_of(g);
  drop_scripts(h);
  h->rebuilding = 1;
  int ok = replay_steps(h, err, sizeof err) == 0 &&
           luno_host_build(h, was->players, was->seed, &now, err, sizeof err) == 0;
  h->rebuilding = 0;
  if (ok && !same_game(&now, was)) ok = 0, snprintf(err, sizeof err, "they make another game");
  lua_gc(h->L, LUA_GCCOLLECT); /* what the old state held comes back */
  if (ok) return 0;
  snprintf(why, sizeof why, "the scripts could not be made anew for the replay: %s", err);
  luno_fail(g, why);
  return -1;
}
