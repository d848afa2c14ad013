/* sandbox.c: the one place the scripts' environment is built. It is an allow-list:
 *  - base functions that cannot reach the file system or the interpreter's internals
 *    (no dofile, loadfile, collectgarbage); load takes text only and runs in the sandbox;
 *    tostring shows no address, pairs and next walk keys in an order no state changes
 *    (sandbox_lib.c, order.c): nothing a script sees differs from one run to the next;
 *  - getmetatable and setmetatable refuse strings and protected (host) metatables, and no
 *    metatable may hold __gc or __mode (metatables.c: the collector stays unseen); rawset
 *    refuses host objects;
 *  - pcall, xpcall, coroutine.resume and coroutine.close re-raise a budget error, so a
 *    script cannot catch its way past its budget;
 *  - require loads text modules from the calling script's folder or the ruleset search
 *    path, into this sandbox, once per sandbox;
 *  - copies of the guarded string and table libraries (sandbox_lib.c) and of math, utf8
 *    and coroutine; math.random is replaced by the game's (game.lua) or a bot's own (bots.c).
 * No io, os, debug or package. See SANDBOX.md. */
#include <lauxlib.h>
#include <lualib.h>
#include <stdio.h>
#include <string.h>

#include "sandbox.h"

enum { LOAD_MAX = 1 << 20, MODULE_NAME_MAX = 128 };

static const char *const base_allowed[] = {"assert", "error",    "ipairs", "rawequal",
                                           "rawlen", "rawget",   "select", "tonumber",
                                           "type",   "_VERSION", NULL};

/* load(text [, name [, mode [, env]]]): text chunks only, in the sandbox unless env given.
 * The chunk is always named "(load) NAME": a script cannot give a chunk the name of a file
 * ("@other/file.lua"), so it can neither steer require to that file's folder nor make an
 * error seem to come from another file. */
static int sandboxed_load(lua_State *L) {
  size_t len;
  const char *text = luaL_checklstring(L, 1, &len);
  const char *given = luaL_optstring(L, 2, "");
  char name[128];
  if (given[0] == '@' || given[0] == '=') given++;
  snprintf(name, sizeof name, "=(load)%s%.100s", given[0] ? " " : "", given);
  if (len > LOAD_MAX) return luaL_error(L, "load: a chunk of %d bytes is too large", (int)len);
  int status = luaL_loadbufferx(L, text, len, name, "t");
  if (status != LUA_OK) {
    lua_pushnil(L);
    lua_insert(L, -2);
    return 2;
  }
  if (lua_isnoneornil(L, 4))
    sandbox_push_env(L, lua_upvalueindex(1)); /* an environment of its own */
  else
    lua_pushvalue(L, 4);
  if (!lua_setupvalue(L, -2, 1)) lua_pop(L, 1);
  return 1;
}

/* A print line's most bytes (longer ones are cut, saying how much); how much budget work
 * each byte written counts for (writing to a terminal is system time, which the budget's
 * CPU-time watchdog does not see: print meets the deadline through the work it declares);
 * and the most one script call may print (a loop printing a 50 MB string hung, and wrote
 * gigabytes). */
enum { PRINT_LINE_MAX = 8192, PRINT_WORK_PER_BYTE = 64, PRINT_CALL_MAX = 256 << 10 };

/* Appends text's len bytes to out (used bytes of PRINT_LINE_MAX), control bytes as \xNN;
 * returns how many of them did not fit. */
static size_t append_shown(char *out, size_t *used, const char *text, size_t len) {
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)text[i];
    int escaped = (c < 0x20 && c != '\t') || c == 0x7f;
    if (*used + (escaped ? 4 : 1) > PRINT_LINE_MAX) return len - i;
    if (escaped)
      *used += (size_t)snprintf(out + *used, 5, "\\x%02x", c);
    else
      out[(*used)++] = (char)c;
  }
  return 0;
}

/* print(...): one line on standard error, "print: file:line: values", never on standard
 * output (where `luno sim --json` writes its result); at most PRINT_LINE_MAX bytes, written
 * at once, its cost counted against the script's time budget. */
static int sandboxed_print(lua_State *L) {
  static _Thread_local char line[PRINT_LINE_MAX];
  char where[300];
  int n = lua_gettop(L);
  budget_script_where(L, where, sizeof where);
  size_t used = 0, cut = 0;
  for (int i = 1; i <= n; i++) {
    size_t len;
    const char *text = sandbox_tostring(L, i, &len);
    if (i > 1) cut += append_shown(line, &used, "\t", 1);
    cut += append_shown(line, &used, text, len);
    lua_pop(L, 1);
  }
  host_budget *b = budget_of(L);
  if (b->depth > 0 && (b->printed += used) > PRINT_CALL_MAX)
    return luaL_error(L, "print: more than %d KB printed in one call (a loop printing?)",
                      PRINT_CALL_MAX >> 10);
  if (cut)
    fprintf(stderr, "print: %s%s%.*s... (%zu more bytes)\n", where, where[0] ? ": " : "", (int)used,
            line, cut);
  else
    fprintf(stderr, "print: %s%s%.*s\n", where, where[0] ? ": " : "", (int)used, line);
  budget_work(b, (used + sizeof where) * PRINT_WORK_PER_BYTE);
  return 0;
}

static char ENV_META; /* the address is the key of a sandbox's environment metatable */

/* __index of every script environment: a name of the frozen base (upvalue 1), or an error:
 * reading a global nobody defined is a mistake worth a file:line, not a silent nil. */
static int env_index(lua_State *L) {
  lua_pushvalue(L, 2);
  if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL) return 1;
  if (lua_type(L, 2) == LUA_TSTRING)
    return luaL_error(L, "unknown global '%s'", lua_tostring(L, 2));
  return luaL_error(L, "unknown global");
}

/* __newindex of a frozen library: always an error naming it (upvalue 1). */
static int frozen_write(lua_State *L) {
  return luaL_error(L, "%s is read-only: scripts cannot change the libraries",
                    lua_tostring(L, lua_upvalueindex(1)));
}

/* Replaces base[name] (base on top) by a read-only view of the library. */
static void freeze_library(lua_State *L, const char *name) {
  if (lua_getfield(L, -1, name) != LUA_TTABLE) return (void)lua_pop(L, 1);
  lua_newtable(L);          /* the view */
  lua_createtable(L, 0, 3); /* its metatable */
  lua_pushvalue(L, -3);
  lua_setfield(L, -2, "__index");
  lua_pushstring(L, name);
  lua_pushcclosure(L, frozen_write, 1);
  lua_setfield(L, -2, "__newindex");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
  lua_setfield(L, -3, name);
  lua_pop(L, 1);
}

void sandbox_freeze(lua_State *L) {
  static const char *const libs[] = {"string", "table", "math", "utf8", "coroutine"};
  for (size_t i = 0; i < sizeof libs / sizeof *libs; i++)
    freeze_library(L, libs[i]);
  lua_createtable(L, 0, 2); /* the environments' metatable */
  lua_pushvalue(L, -2);
  lua_pushcclosure(L, env_index, 1);
  lua_setfield(L, -2, "__index");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_rawsetp(L, -2, &ENV_META);
}

void sandbox_push_env(lua_State *L, int base) {
  base = lua_absindex(L, base);
  lua_newtable(L);
  lua_pushvalue(L, -1);
  lua_setfield(L, -2, "_G"); /* _G is the script's own environment */
  if (lua_rawgetp(L, base, &ENV_META) != LUA_TTABLE) {
    lua_pop(L, 1); /* not frozen yet: the host's own set-up */
    return;
  }
  lua_setmetatable(L, -2);
  /* The base's names are copied in: a global a script reads is then a plain lookup, and
   * only a name nobody defined reaches env_index (a metamethod call costs a C call). */
  lua_pushnil(L);
  while (lua_next(L, base)) {
    if (lua_type(L, -2) == LUA_TSTRING && strcmp(lua_tostring(L, -2), "_G")) {
      lua_pushvalue(L, -2);
      lua_insert(L, -2);
      lua_rawset(L, -4);
    } else {
      lua_pop(L, 1);
    }
  }
}

/* Ends pcall and xpcall: a budget error goes on up; other errors become false, message. */
static int finish_pcall(lua_State *L, int status, lua_KContext extra) {
  if (status != LUA_OK && status != LUA_YIELD) {
    budget_recheck(L);
    lua_pushboolean(L, 0);
    lua_pushvalue(L, -2);
    return 2;
  }
  return lua_gettop(L) - (int)extra;
}

static int sandboxed_pcall(lua_State *L) {
  luaL_checkany(L, 1);
  lua_pushboolean(L, 1);
  lua_insert(L, 1);
  int status = lua_pcallk(L, lua_gettop(L) - 2, LUA_MULTRET, 0, 0, finish_pcall);
  return finish_pcall(L, status, 0);
}

/* xpcall's end: on an error, the handler (index 2) runs as an ordinary call, so the count
 * hook and the deadline cover it (Lua runs message handlers with hooks off: a loop in one
 * was never stopped); false and its one result come back, as from xpcall. */
static int finish_xpcall(lua_State *L, int status, lua_KContext extra) {
  if (status == LUA_OK || status == LUA_YIELD) return lua_gettop(L) - (int)extra;
  budget_recheck(L);
  lua_pushvalue(L, 2);
  lua_rotate(L, -2, 1); /* handler, error */
  lua_call(L, 1, 1);
  lua_pushboolean(L, 0);
  lua_rotate(L, -2, 1);
  return 2;
}

/* xpcall(f, handler, ...): f in a protected call without a message handler; the handler
 * then sees the error value after the stack has unwound (scripts have no debug library, so
 * they lose nothing by it). */
static int sandboxed_xpcall(lua_State *L) {
  int n = lua_gettop(L);
  luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_pushboolean(L, 1);
  lua_pushvalue(L, 1);
  lua_rotate(L, 3, 2);
  int status = lua_pcallk(L, n - 2, LUA_MULTRET, 0, 2, finish_xpcall);
  return finish_xpcall(L, status, 2);
}

/* Whether a __close metamethod is running on L's stack. Lua 5.4.4 (Debian's, which luno
 * links) crashes on a coroutine.close nested in a __close handler: such a call is refused,
 * so the crash cannot be reached from a script. */
static int in_close_handler(lua_State *L) {
  lua_Debug ar;
  for (int level = 0; lua_getstack(L, level, &ar); level++)
    if (lua_getinfo(L, "n", &ar) && ar.namewhat && !strcmp(ar.namewhat, "metamethod") && ar.name &&
        !strcmp(ar.name, "close"))
      return 1;
  return 0;
}

/* coroutine.resume and coroutine.close: the original (upvalue 1) with the budget
 * following the coroutine, then a budget check (their errors come back as values). Lua
 * 5.4.4 (Debian's, which luno links) does not count closes nested in closes: a chain of
 * coroutines each closing the one before from a __close handler overflows the C stack
 * (fixed in 5.4.5). So a close is refused inside another close (upvalue 3: the ctx
 * counting them) and inside a __close handler of a block's end. */
static int sandboxed_coroutine_call(lua_State *L) {
  lua_State *co = lua_tothread(L, 1);
  sandbox_ctx *ctx = lua_touserdata(L, lua_upvalueindex(3));
  int closing = lua_toboolean(L, lua_upvalueindex(2));
  if (closing && (ctx->closing > 0 || in_close_handler(L)))
    return luaL_error(L, "coroutine.close: not available inside a __close handler");
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  if (co) budget_switch(L, co);
  ctx->closing += closing;
  int st = lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0);
  ctx->closing -= closing;
  budget_switch(L, L);
  if (st != LUA_OK) return lua_error(L);
  budget_recheck(L);
  return lua_gettop(L);
}

/* The function coroutine.wrap returns: resumes its coroutine (upvalue 1), the budget
 * following it; an error goes on up (the dead coroutine is not closed: its __close
 * handlers would run where no budget could stop them). */
static int wrapped_call(lua_State *L) {
  lua_State *co = lua_tothread(L, lua_upvalueindex(1));
  int n = lua_gettop(L), nres = 0;
  if (co != L && !lua_checkstack(co, n)) return luaL_error(L, "too many arguments to resume");
  lua_xmove(L, co, n);
  budget_switch(L, co);
  int st = lua_resume(co, L, n, &nres);
  budget_switch(L, L);
  if (st == LUA_OK || st == LUA_YIELD) {
    if (co != L && !lua_checkstack(L, nres + 1)) return luaL_error(L, "too many results to resume");
    lua_xmove(co, L, nres);
    budget_recheck(L);
    return nres;
  }
  lua_xmove(co, L, 1);
  budget_recheck(L);
  return lua_error(L);
}

/* coroutine.wrap(f) */
static int sandboxed_wrap(lua_State *L) {
  luaL_checktype(L, 1, LUA_TFUNCTION);
  lua_State *co = lua_newthread(L);
  lua_pushvalue(L, 1);
  lua_xmove(L, co, 1);
  lua_pushcclosure(L, wrapped_call, 1);
  return 1;
}

/* Checks a module name: letters, digits and _ in parts joined by dots. */
static int valid_module(const char *name) {
  size_t n = strlen(name);
  if (n == 0 || n > MODULE_NAME_MAX || name[0] == '.' || name[n - 1] == '.' || strstr(name, ".."))
    return 0;
  for (const char *p = name; *p; p++)
    if (!(*p == '.' || *p == '_' || (*p >= '0' && *p <= '9') ||
          ((*p | 32) >= 'a' && (*p | 32) <= 'z')))
      return 0;
  return 1;
}

/* Loads the module file at path (text only) into the sandbox (upvalue 2); 0, or -1. */
static int load_module(lua_State *L, const char *path) {
  if (script_read_file(L, path) < 0) return -1;
  lua_pushfstring(L, "@%s", path);
  size_t len;
  const char *text = lua_tolstring(L, -2, &len);
  if (luaL_loadbufferx(L, text, len, lua_tostring(L, -1), "t") != LUA_OK) lua_error(L);
  sandbox_push_env(L, lua_upvalueindex(2)); /* each module has its own globals */
  lua_setupvalue(L, -2, 1);
  lua_rotate(L, -3, 1);
  lua_pop(L, 2);
  return 0;
}

/* Finds and loads module name: the calling script's folder first, then the search path.
 * Leaves the loaded chunk on the stack. */
static void find_module(lua_State *L, const sandbox_ctx *ctx, const char *name) {
  char rel[MODULE_NAME_MAX + 8], path[1024], where[600];
  snprintf(rel, sizeof rel, "%s.lua", name);
  for (char *p = rel; *p && strcmp(p, ".lua"); p++)
    if (*p == '.') *p = '/';
  lua_Debug ar;
  for (int level = 1; lua_getstack(L, level, &ar); level++) {
    if (!lua_getinfo(L, "S", &ar) || ar.source[0] != '@') continue;
    snprintf(where, sizeof where, "%s", ar.source + 1);
    char *slash = strrchr(where, '/');
    if (slash)
      *slash = '\0';
    else
      snprintf(where, sizeof where, ".");
    snprintf(path, sizeof path, "%s/%s", where, rel);
    if (load_module(L, path) == 0) return;
    break;
  }
  for (int i = 0; i < ctx->npaths; i++) {
    snprintf(path, sizeof path, "%s/%s", ctx->paths[i], rel);
    if (load_module(L, path) == 0) return;
  }
  luaL_error(L, "require: no module '%s' in the ruleset search path", name);
}

/* require(name, env): the module run afresh in the environment env the caller made (not
 * kept: a data file such as a quiz bank, which reads names the caller defines). */
static int require_in(lua_State *L, const sandbox_ctx *ctx, const char *name) {
  luaL_checktype(L, 2, LUA_TTABLE);
  lua_settop(L, 2);
  find_module(L, ctx, name);
  lua_pushvalue(L, 2);
  lua_setupvalue(L, -2, 1);
  lua_call(L, 0, 1);
  return 1;
}

/* Pushes the key a module is kept under for its caller: the requiring chunk's name, a
 * newline, the module's. Each requirer has its own copy, so one rule cannot rewrite the
 * module another rule reads (a quiz bank, a table of values). The first Lua caller counts,
 * so pcall(require, name) is keyed like require(name). */
static void push_module_key(lua_State *L, const char *name) {
  lua_Debug ar;
  const char *by = "?";
  for (int level = 1; lua_getstack(L, level, &ar); level++) /* past pcall and the like */
    if (lua_getinfo(L, "S", &ar) && strcmp(ar.what, "C") != 0) {
      by = ar.source;
      break;
    }
  lua_pushfstring(L, "%s\n%s", by, name);
}

/* require(name): a module of the ruleset search path, run once per requiring script (see
 * push_module_key). Upvalues: the sandbox's ctx, the sandbox, the table of loaded modules. */
static int sandboxed_require(lua_State *L) {
  const char *name = luaL_checkstring(L, 1);
  const sandbox_ctx *ctx = lua_touserdata(L, lua_upvalueindex(1));
  if (!valid_module(name)) return luaL_error(L, "require: '%s' is not a module name", name);
  if (!lua_isnoneornil(L, 2)) return require_in(L, ctx, name);
  lua_settop(L, 1);
  push_module_key(L, name); /* 2 */
  if (lua_getfield(L, lua_upvalueindex(3), lua_tostring(L, 2)) == LUA_TLIGHTUSERDATA)
    return luaL_error(L, "require: module '%s' requires itself", name);
  if (!lua_isnil(L, -1)) return 1;
  lua_pop(L, 1);
  find_module(L, ctx, name);
  lua_pushlightuserdata(L, (void *)ctx); /* marks the module as loading */
  lua_setfield(L, lua_upvalueindex(3), lua_tostring(L, 2));
  if (lua_pcall(L, 0, 1, 0) != LUA_OK) {
    lua_pushnil(L);
    lua_setfield(L, lua_upvalueindex(3), lua_tostring(L, 2));
    budget_recheck(L);
    return lua_error(L);
  }
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    lua_pushboolean(L, 1);
  }
  lua_pushvalue(L, -1);
  lua_setfield(L, lua_upvalueindex(3), lua_tostring(L, 2));
  return 1;
}

/* Puts a copy of the library table on top into the sandbox (below it) as name. */
static void set_copy(lua_State *L, const char *name) {
  lua_newtable(L);
  lua_pushnil(L);
  while (lua_next(L, -3)) {
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, -4);
  }
  lua_setfield(L, -3, name);
  lua_pop(L, 1);
}

/* coroutine.yield (upvalue: the sandbox's ctx): a script's own coroutine yields as ever;
 * the thread a running effect runs on may not (a question waits through g:choose_*, lua/choices.c).
 * Said where the script yields, alike whether the effect runs in a coroutine or not
 * (lua/effects.c). */
static int sandboxed_yield(lua_State *L) {
  const sandbox_ctx *ctx = lua_touserdata(L, lua_upvalueindex(1));
  if (L == ctx->effect_thread)
    return script_error(L, "an effect yielded without asking a choice (use g:choose_* to ask)");
  return lua_yield(L, lua_gettop(L));
}

/* coroutine.running(): as Lua's, except that the thread a running effect runs on is
 * reported as the main one. An effect runs in a coroutine when a person answers its
 * questions and as a plain call when a bot answers where asked (lua/effects.c); scripts
 * must not be able to tell, or `sim` and `sim --check` would play different games. */
static int sandboxed_running(lua_State *L) {
  const sandbox_ctx *ctx = lua_touserdata(L, lua_upvalueindex(1));
  int main = lua_pushthread(L);
  lua_pushboolean(L, main || L == ctx->effect_thread);
  return 2;
}

/* coroutine.isyieldable([co]): false on the thread a running effect runs on, which may
 * not yield (sandboxed_yield), whether or not it is a coroutine. */
static int sandboxed_isyieldable(lua_State *L) {
  const sandbox_ctx *ctx = lua_touserdata(L, lua_upvalueindex(1));
  lua_State *co = lua_isnone(L, 1) ? L : lua_tothread(L, 1);
  luaL_argexpected(L, co != NULL, 1, "coroutine");
  lua_pushboolean(L, co != ctx->effect_thread && lua_isyieldable(co));
  return 1;
}

/* Adds the coroutine library, with resume and close re-raising budget errors. */
static void add_coroutine(lua_State *L, sandbox_ctx *ctx) {
  luaL_requiref(L, LUA_COLIBNAME, luaopen_coroutine, 0);
  set_copy(L, "coroutine");
  lua_getfield(L, -1, "coroutine");
  const char *wrapped[] = {"resume", "close"};
  for (int i = 0; i < 2; i++) {
    lua_getfield(L, -1, wrapped[i]);
    lua_pushboolean(L, i == 1); /* upvalue 2: this is close */
    lua_pushlightuserdata(L, ctx);
    lua_pushcclosure(L, sandboxed_coroutine_call, 3);
    lua_setfield(L, -2, wrapped[i]);
  }
  lua_pushcfunction(L, sandboxed_wrap);
  lua_setfield(L, -2, "wrap");
  const luaL_Reg by_ctx[] = {{"yield", sandboxed_yield},
                             {"running", sandboxed_running},
                             {"isyieldable", sandboxed_isyieldable},
                             {NULL, NULL}};
  lua_pushlightuserdata(L, ctx);
  luaL_setfuncs(L, by_ctx, 1);
  lua_pop(L, 1);
}

/* Adds a C function of the sandbox as name. */
static void add(lua_State *L, const char *name, lua_CFunction fn) {
  lua_pushcfunction(L, fn);
  lua_setfield(L, -2, name);
}

void sandbox_build(lua_State *L, sandbox_ctx *ctx) {
  lua_newtable(L);
  lua_pushglobaltable(L);
  for (int i = 0; base_allowed[i]; i++) {
    lua_getfield(L, -1, base_allowed[i]);
    lua_setfield(L, -3, base_allowed[i]);
  }
  lua_pop(L, 1);
  add(L, "print", sandboxed_print);
  add(L, "tostring", sandbox_tostring_fn);
  sandbox_add_order(L);      /* pairs and next */
  sandbox_add_metatables(L); /* getmetatable, setmetatable, rawset */
  add(L, "pcall", sandboxed_pcall);
  add(L, "xpcall", sandboxed_xpcall);
  lua_getfield(L, LUA_REGISTRYINDEX, "luno.string");
  set_copy(L, "string");
  lua_getfield(L, LUA_REGISTRYINDEX, "luno.table");
  set_copy(L, "table");
  luaL_requiref(L, LUA_MATHLIBNAME, luaopen_math, 0);
  set_copy(L, "math");
  lua_getfield(L, LUA_REGISTRYINDEX, "luno.utf8");
  set_copy(L, "utf8");
  add_coroutine(L, ctx);
  lua_pushvalue(L, -1);
  lua_pushcclosure(L, sandboxed_load, 1);
  lua_setfield(L, -2, "load");
  lua_pushlightuserdata(L, ctx);
  lua_pushvalue(L, -2);
  lua_newtable(L);
  lua_pushcclosure(L, sandboxed_require, 3);
  lua_setfield(L, -2, "require");
  lua_pushvalue(L, -1);
  lua_setfield(L, -2, "_G");
}
