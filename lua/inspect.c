/* inspect.c: what the program asks the host about what it loaded: the rulesets and options
 * (describe, unpacked here and nowhere else), their listing for `luno rules`, and `lua`
 * evaluation for the REPL. */
#include <lauxlib.h>
#include <stdio.h>
#include <string.h>

#include "budget.h"
#include "host_impl.h"

/* The string field k of the table on top of L, or "" when absent. */
static const char *text_field(lua_State *L, const char *k) {
  lua_getfield(L, -1, k);
  const char *s = lua_isstring(L, -1) ? lua_tostring(L, -1) : NULL;
  lua_pop(L, 1); /* the string stays alive: the table on the stack holds it */
  return s ? s : "";
}

/* Calls fns->ruleset for each entry of the list at index idx. */
static void each_ruleset(lua_State *L, int idx, const luno_describe_fns *fns) {
  for (int i = 1; i <= (int)lua_rawlen(L, idx); i++) {
    lua_rawgeti(L, idx, i);
    luno_ruleset_info r = {text_field(L, "name"), text_field(L, "about"), text_field(L, "path")};
    if (fns->ruleset) fns->ruleset(fns->ud, &r);
    lua_pop(L, 1);
  }
}

/* Calls fns->option for each entry of the list at index idx. */
static void each_option(lua_State *L, int idx, const luno_describe_fns *fns) {
  for (int i = 1; i <= (int)lua_rawlen(L, idx); i++) {
    lua_rawgeti(L, idx, i);
    lua_getfield(L, -1, "choices");
    const char *choices = lua_isstring(L, -1) ? lua_tostring(L, -1) : NULL;
    lua_pop(L, 1);
    luno_option_info o = {text_field(L, "name"), text_field(L, "value"), text_field(L, "default"),
                          text_field(L, "help"), choices};
    if (fns->option) fns->option(fns->ud, &o);
    lua_pop(L, 1);
  }
}

int luno_host_describe(luno_host *h, const luno_describe_fns *fns, char *err, int errlen) {
  lua_State *L = h->L;
  if (host_call(h, "describe", 0, NULL, 2, err, errlen) < 0) return -1;
  int top = lua_gettop(L), n = (int)lua_rawlen(L, top - 1);
  each_ruleset(L, top - 1, fns);
  each_option(L, top, fns);
  lua_settop(L, top - 2);
  return n;
}

void luno_host_players_range(luno_host *h, int *lo, int *hi) {
  *lo = 2, *hi = LUNO_MAX_SEATS;
  if (host_call(h, "players_range", 0, NULL, 2, NULL, 0) < 0) return;
  if (lua_isinteger(h->L, -2)) *lo = (int)lua_tointeger(h->L, -2);
  if (lua_isinteger(h->L, -1)) *hi = (int)lua_tointeger(h->L, -1);
  lua_pop(h->L, 2);
  if (*lo < 2) *lo = 2;
  if (*hi > LUNO_MAX_SEATS) *hi = LUNO_MAX_SEATS;
  if (*hi < *lo) *hi = *lo;
}

int luno_host_card_about(luno_host *h, const char *name, char *label, int labellen, char *about,
                         int aboutlen) {
  lua_State *L = h->L;
  if (host_call(h, "card_about", 1, &name, 2, NULL, 0) < 0) return -1;
  int found = lua_type(L, -2) == LUA_TSTRING;
  if (found) {
    snprintf(label, (size_t)labellen, "%s", lua_tostring(L, -2));
    snprintf(about, (size_t)aboutlen, "%s", lua_isstring(L, -1) ? lua_tostring(L, -1) : "");
  }
  lua_pop(L, 2);
  return found ? 0 : -1;
}

int luno_host_reaction_words(luno_host *h, int window, char *words, int wordslen, char *own,
                             int ownlen) {
  lua_State *L = h->L;
  char id[24];
  const char *arg = id;
  snprintf(id, sizeof id, "%d", window);
  words[0] = own[0] = '\0';
  if (host_call(h, "reaction_words", 1, &arg, 2, NULL, 0) < 0) return -1;
  if (lua_type(L, -2) == LUA_TSTRING) snprintf(words, (size_t)wordslen, "%s", lua_tostring(L, -2));
  if (lua_type(L, -1) == LUA_TSTRING) snprintf(own, (size_t)ownlen, "%s", lua_tostring(L, -1));
  lua_pop(L, 2);
  return words[0] || own[0] ? 1 : 0;
}

/* Where luno_host_list and luno_host_rulesets send their lines. */
typedef struct line_sink {
  luno_line_fn fn;
  void *ud;
} line_sink;

/* luno_host_list's line for a ruleset. */
static void list_ruleset(void *ud, const luno_ruleset_info *r) {
  line_sink *out = ud;
  char line[1024];
  snprintf(line, sizeof line, "ruleset %-14s %s", r->name, r->about);
  out->fn(out->ud, line);
}

/* luno_host_list's line for an option. */
static void list_option(void *ud, const luno_option_info *o) {
  line_sink *out = ud;
  char line[1024];
  snprintf(line, sizeof line, "  %-22s = %-14s (default %s) %s", o->name, o->value, o->def,
           o->help);
  out->fn(out->ud, line);
}

/* luno_host_list's lines for the deck's cards (M.card_lines), when the table is built. */
static void list_cards(luno_host *h, luno_line_fn fn, void *ud) {
  if (host_call(h, "card_lines", 0, NULL, 1, NULL, 0) < 0) return;
  lua_State *L = h->L;
  for (int i = 1; lua_istable(L, -1) && i <= (int)lua_rawlen(L, -1); i++) {
    if (lua_rawgeti(L, -1, i) == LUA_TSTRING) fn(ud, lua_tostring(L, -1));
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
}

void luno_host_list(luno_host *h, luno_line_fn fn, void *ud) {
  char err[256];
  line_sink out = {fn, ud};
  luno_describe_fns fns = {list_ruleset, list_option, &out};
  if (luno_host_describe(h, &fns, err, sizeof err) < 0) fn(ud, err);
  list_cards(h, fn, ud);
}

/* luno_host_rulesets' line: the ruleset's name. */
static void name_only(void *ud, const luno_ruleset_info *r) {
  line_sink *out = ud;
  out->fn(out->ud, r->name);
}

int luno_host_rulesets(luno_host *h, luno_line_fn fn, void *ud) {
  char err[256];
  line_sink out = {fn, ud};
  luno_describe_fns fns = {name_only, NULL, &out};
  return luno_host_describe(h, &fns, err, sizeof err);
}

int luno_host_notes(luno_host *h, luno_line_fn fn, void *ud) {
  if (host_call(h, "notes", 0, NULL, 1, NULL, 0) < 0) return -1;
  lua_State *L = h->L;
  int n = lua_istable(L, -1) ? (int)lua_rawlen(L, -1) : 0;
  for (int i = 1; i <= n; i++) {
    if (lua_rawgeti(L, -1, i) == LUA_TSTRING) fn(ud, lua_tostring(L, -1));
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  return n;
}

/* Loads code as an expression ("return code") first, then as a statement. */
static int load_eval(lua_State *L, const char *code) {
  char buf[4096];
  snprintf(buf, sizeof buf, "return %s", code);
  if (luaL_loadbufferx(L, buf, strlen(buf), "=lua", "t") == LUA_OK) return LUA_OK;
  lua_pop(L, 1);
  return luaL_loadbufferx(L, code, strlen(code), "=lua", "t");
}

/* Runs the chunk on L's top, then turns each of its results into text, all in one protected
 * call: a result's __tostring runs under the budget and its errors are caught, like the
 * chunk's own. Leaves the texts on the stack. */
static int run_and_show(lua_State *L) {
  int base = lua_gettop(L) - 1; /* the chunk */
  lua_call(L, 0, LUA_MULTRET);
  int n = lua_gettop(L) - base;
  for (int i = 1; i <= n; i++) {
    luaL_tolstring(L, base + i, NULL);
    lua_replace(L, base + i);
  }
  return n;
}

/* Gives the chunk on L's top its environment: g, then the sandbox. */
static void set_eval_env(luno_host *h, lua_State *L) {
  lua_newtable(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_M);
  lua_getfield(L, -1, "g");
  lua_setfield(L, -3, "g");
  lua_pop(L, 1);
  lua_newtable(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_sandbox);
  lua_setfield(L, -2, "__index");
  lua_setmetatable(L, -2);
  lua_setupvalue(L, -2, 1);
}

/* After code ran on a kept host (luno_host_keep): whether it is still as kept — no script's
 * own function ran, no budget tripped, the table is as it was — with g.vars, the reactions
 * and the marks put back. */
static int still_kept(luno_host *h, luno_game *g, uint64_t hash, int actions) {
  const host_budget *b = &h->budget;
  if (!h->as_kept || b->scripts_ran || b->tripped || luno_log_length(g) != actions ||
      luno_hash(g) != hash)
    return 0;
  return host_put_back(h) == 0;
}

/* Takes the error of a failed eval into err. A message located in the host's own Lua
 * ("prelude:75: run_rule: no rule named x") comes from a method the code called in a tail
 * call (`return g:run_rule(...)`), which left no frame of the code: it is the code's line. */
static int take_eval_error(lua_State *L, char *err, int errlen) {
  const char *m = lua_tostring(L, -1), *rest = m ? host_lua_rest(m) : NULL;
  if (rest) {
    lua_pushfstring(L, "lua:1:%s", rest);
    lua_replace(L, -2);
  }
  return host_take_error(L, err, errlen);
}

int luno_host_eval(luno_host *h, luno_game *g, const char *code, luno_line_fn fn, void *ud,
                   char *err, int errlen) {
  lua_State *L = h->L;
  int top = lua_gettop(L);
  if (load_eval(L, code) != LUA_OK) return host_take_error(L, err, errlen);
  set_eval_env(h, L);
  host_use_game(h, g);
  uint64_t hash = h->ref_kept > 0 ? luno_hash(g) : 0;
  int actions = luno_log_length(g);
  h->budget.watch_scripts = h->ref_kept > 0, h->budget.scripts_ran = 0;
  h->readonly++;
  lua_pushcfunction(L, run_and_show);
  lua_insert(L, -2);
  lua_State *prev = budget_enter(&h->budget, L);
  int st = lua_pcall(L, 1, LUA_MULTRET, 0);
  budget_leave(&h->budget, L, prev);
  h->readonly--;
  h->budget.watch_scripts = 0;
  if (h->ref_kept > 0) h->as_kept = still_kept(h, g, hash, actions);
  if (st != LUA_OK) return take_eval_error(L, err, errlen);
  for (int i = top + 1; i <= lua_gettop(L); i++)
    fn(ud, lua_tostring(L, i)); /* texts already: nothing of the script runs here */
  lua_settop(L, top);
  return 0;
}
