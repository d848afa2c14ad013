/* api_check.c: the game object is what lua/api.lua declares. Run once when a host is made:
 * every declared method is defined on g (in C when declared so, else in lua/game.lua with
 * as many parameters), nothing undeclared is, and every declared field can be read. A
 * mismatch is a bug of luno's own making: the host is not made, and the message names it. */
#include <stdio.h>
#include <string.h>

#include "api_gen.h"
#include "host_impl.h"

enum { NMETHODS = (int)(sizeof api_methods / sizeof *api_methods) };
enum { NFIELDS = (int)(sizeof api_fields / sizeof *api_fields) };

/* The declared method named name, or NULL. */
static const api_method *declared(const char *name) {
  for (int i = 0; i < NMETHODS; i++)
    if (!strcmp(api_methods[i].name, name)) return &api_methods[i];
  return NULL;
}

/* Whether name is a declared field. */
static int declared_field(const char *name) {
  for (int i = 0; i < NFIELDS; i++)
    if (!strcmp(api_fields[i], name)) return 1;
  return 0;
}

/* Checks the function on top against its declaration m; writes what is wrong into err. */
static int check_method(lua_State *L, const api_method *m, char *err, int errlen) {
  if (!lua_isfunction(L, -1))
    return snprintf(err, (size_t)errlen, "g:%s is declared in lua/api.lua but not defined",
                    m->name),
           -1;
  if (m->in_c != lua_iscfunction(L, -1))
    return snprintf(err, (size_t)errlen, "g:%s is declared as written in %s but is not", m->name,
                    m->in_c ? "C" : "Lua"),
           -1;
  lua_Debug ar;
  lua_pushvalue(L, -1);
  if (m->in_c || !lua_getinfo(L, ">u", &ar)) return 0;
  int nargs = ar.isvararg ? -1 : ar.nparams - 1; /* (self is the first) */
  if (nargs != m->nargs)
    return snprintf(err, (size_t)errlen,
                    "g:%s takes %d arguments in lua/game.lua, %d in lua/api.lua", m->name, nargs,
                    m->nargs),
           -1;
  return 0;
}

/* Whether g serves field name: in C (methods.c), in game.lua's FIELDS (on top), or as a plain
 * value of the method table G. */
static int served(lua_State *L, int G, const char *name) {
  for (int f = 1; f <= HOST_NFIELDS; f++)
    if (!strcmp(host_field_names[f], name)) return 1;
  lua_getfield(L, -1, name);
  lua_pushstring(L, name);
  int found = !lua_isnil(L, -2) || (lua_rawget(L, G), !lua_isnil(L, -1));
  lua_pop(L, 2);
  return found;
}

/* Checks the fields: each declared one served, each served one declared. */
static int check_fields(luno_host *h, int G, char *err, int errlen) {
  lua_State *L = h->L;
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_M);
  lua_getfield(L, -1, "FIELDS");
  int st = 0;
  for (int i = 0; st == 0 && i < NFIELDS; i++)
    if (!served(L, G, api_fields[i]))
      st = (snprintf(err, (size_t)errlen, "g.%s is declared in lua/api.lua but not served",
                     api_fields[i]),
            -1);
  for (int f = 1; st == 0 && f <= HOST_NFIELDS; f++)
    if (!declared_field(host_field_names[f]))
      st = (snprintf(err, (size_t)errlen, "g.%s is served but not declared in lua/api.lua",
                     host_field_names[f]),
            -1);
  lua_pushnil(L);
  while (st == 0 && lua_next(L, -2)) {
    if (!declared_field(lua_tostring(L, -2)))
      st = (snprintf(err, (size_t)errlen, "g.%s is served but not declared in lua/api.lua",
                     lua_tostring(L, -2)),
            -1);
    lua_pop(L, 1);
  }
  return st;
}

int host_check_api(luno_host *h, char *err, int errlen) {
  lua_State *L = h->L;
  int top = lua_gettop(L), st = 0;
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_g);
  if (!lua_getmetatable(L, -1) || lua_getfield(L, -1, "__index") != LUA_TTABLE) {
    lua_settop(L, top);
    return snprintf(err, (size_t)errlen, "the game object has no method table"), -1;
  }
  int G = lua_gettop(L);
  for (int i = 0; st == 0 && i < NMETHODS; i++) {
    lua_pushstring(L, api_methods[i].name);
    lua_rawget(L, G); /* (G's __index serves fields, and fails for other names) */
    st = check_method(L, &api_methods[i], err, errlen);
    lua_settop(L, G);
  }
  lua_pushnil(L);
  while (st == 0 && lua_next(L, G)) { /* nothing on g that is not declared */
    const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "?";
    if (!(lua_isfunction(L, -1) ? declared(k) != NULL : declared_field(k)))
      st =
          (snprintf(err, (size_t)errlen, "g.%s is defined but not declared in lua/api.lua", k), -1);
    lua_pop(L, 1);
  }
  if (st == 0) st = check_fields(h, G, err, errlen);
  lua_settop(L, top);
  return st;
}

/* Sets name[key] = value (a string; "" is false) in the table on top. */
static void set_text(lua_State *L, const char *key, const char *value) {
  if (*value)
    lua_pushstring(L, value);
  else
    lua_pushboolean(L, 0);
  lua_setfield(L, -2, key);
}

void api_push_declared(lua_State *L) {
  lua_createtable(L, 0, 4);
  lua_createtable(L, 0, (int)(sizeof api_card_fields / sizeof *api_card_fields));
  for (size_t i = 0; i < sizeof api_card_fields / sizeof *api_card_fields; i++)
    set_text(L, api_card_fields[i][0], api_card_fields[i][1]);
  lua_setfield(L, -2, "card");
  lua_createtable(L, 0, (int)(sizeof api_rule_fields / sizeof *api_rule_fields));
  for (size_t i = 0; i < sizeof api_rule_fields / sizeof *api_rule_fields; i++)
    set_text(L, api_rule_fields[i], "true");
  lua_setfield(L, -2, "rule");
  int nhooks = (int)(sizeof api_hooks / sizeof *api_hooks);
  lua_createtable(L, 0, nhooks);
  for (int i = 0; i < nhooks; i++)
    set_text(L, api_hooks[i][0], api_hooks[i][1]);
  lua_setfield(L, -2, "hooks");
  lua_createtable(L, nhooks, 0);
  for (int i = 0; i < nhooks; i++) {
    lua_pushstring(L, api_hooks[i][0]);
    lua_rawseti(L, -2, i + 1);
  }
  lua_setfield(L, -2, "hook_order");
}
