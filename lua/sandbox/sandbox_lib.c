/* sandbox_lib.c: the string and table libraries scripts get, guarded where a single C call
 * could run for minutes or ask for gigabytes, beyond the reach of the instruction hook
 * (which only counts Lua instructions): string.rep, pattern matching on long strings, and
 * table.insert, table.remove and table.move over huge lengths, table.sort of long strings
 * without a comparator. string.dump is left out. Functions that scan a long string without
 * allocating (utf8.len, string.find...) count it as work for the deadline (budget_work);
 * the allocator counts the rest.
 * The guarded string table is also the strings' __index, so ("x"):rep(n) is guarded too. */
#include <lauxlib.h>
#include <lualib.h>
#include <string.h>

#include "sandbox.h"

/* The worst-case steps a pattern match may take before it is refused (about a second). */
#define PATTERN_WORK_LIMIT 2e8
/* The longest table length table.insert, remove and move accept (more than fits in memory). */
#define TABLE_LENGTH_LIMIT ((lua_Integer)1 << 25)

/* Calls the original library function (upvalue 1) with this call's arguments. */
static int call_original(lua_State *L) {
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  return lua_gettop(L);
}

const char *sandbox_tostring(lua_State *L, int i, size_t *len) {
  i = lua_absindex(L, i);
  int t = lua_type(L, i);
  if (t <= LUA_TSTRING) return luaL_tolstring(L, i, len);
  if (luaL_getmetafield(L, i, "__tostring") != LUA_TNIL) { /* its own words */
    lua_pop(L, 1);
    return luaL_tolstring(L, i, len);
  }
  int name = luaL_getmetafield(L, i, "__name");
  if (name == LUA_TSTRING) return lua_tolstring(L, -1, len);
  if (name != LUA_TNIL) lua_pop(L, 1);
  lua_pushstring(L, lua_typename(L, t)); /* no address: "table", "function" */
  return lua_tolstring(L, -1, len);
}

/* tostring(v), without a value's address (sandbox_tostring). */
int sandbox_tostring_fn(lua_State *L) {
  luaL_checkany(L, 1);
  sandbox_tostring(L, 1, NULL);
  return 1;
}

/* string.format(fmt, ...): %p is refused (an address), and a %s of a value without
 * __tostring shows its type only (sandbox_tostring); the rest is the original's. */
static int guarded_format(lua_State *L) {
  size_t len;
  const char *f = luaL_checklstring(L, 1, &len), *end = f + len;
  int arg = 1;
  while ((f = memchr(f, '%', (size_t)(end - f))) != NULL && ++f < end) {
    if (*f == '%') {
      f++;
      continue;
    }
    arg++;
    while (f < end && strchr("-+ #0123456789.", *f))
      f++;
    if (f < end && *f == 'p')
      return luaL_error(L, "string.format: %%p shows an address: not for scripts");
    if (f < end && *f == 's' && lua_type(L, arg) > LUA_TSTRING) {
      sandbox_tostring(L, arg, NULL);
      lua_replace(L, arg);
    }
  }
  return call_original(L);
}

/* string.rep(s, n [, sep]): refused when the result could not fit in the memory budget. */
static int guarded_rep(lua_State *L) {
  size_t l, lsep;
  luaL_checklstring(L, 1, &l);
  lua_Integer n = luaL_checkinteger(L, 2);
  luaL_optlstring(L, 3, "", &lsep);
  if (n <= 0 || l + lsep == 0) {
    lua_pushliteral(L, "");
    return 1;
  }
  host_budget *b = budget_of(L);
  double total = (double)n * (double)(l + lsep);
  if (total > (double)b->memory) {
    if (b->depth > 0) return budget_trip(L, BUDGET_MEMORY);
    return luaL_error(L, "string.rep: a result of %.0f bytes is too large", total);
  }
  return call_original(L);
}

/* Skips one single-character class of a pattern at p; returns what follows it. */
static const char *skip_class(const char *p, const char *end) {
  if (*p == '%') return p + 2 <= end ? p + 2 : end;
  if (*p != '[') return p + 1;
  p++;
  if (p < end && *p == '^') p++;
  do { /* the first ']' is a plain character */
    if (p < end && *p == '%') p++;
    if (p < end) p++;
  } while (p < end && *p != ']');
  return p < end ? p + 1 : end;
}

/* Counts the items of a pattern that backtrack over the subject (followed by *, + or -,
 * and %b), and into *optional those followed by ?, each of which doubles the ways a match
 * can be tried ("a?a?a?...aaa" is exponential in their number). */
static int backtracking_items(const char *p, size_t lp, int *special, int *optional) {
  const char *end = p + lp;
  int k = 0;
  *special = strpbrk(p, "^$*+?.([%-") != NULL || memchr(p, '\0', lp) != NULL;
  if (p < end && *p == '^') p++;
  while (p < end) {
    if (*p == '(' || *p == ')') {
      p++;
      continue;
    }
    if (*p == '%' && p + 1 < end && (p[1] == 'b' || p[1] == 'f')) {
      k += p[1] == 'b';
      p = p[1] == 'b' ? p + 4 : skip_class(p + 2, end);
      continue;
    }
    p = skip_class(p, end);
    if (p < end && (*p == '*' || *p == '+' || *p == '-'))
      k++, p++;
    else if (p < end && *p == '?')
      (*optional)++, p++;
  }
  return k;
}

/* Refuses a match whose worst case, (length + 1) ^ (backtracking items, plus one when
 * unanchored), is beyond PATTERN_WORK_LIMIT. */
static void check_pattern(lua_State *L, const char *fn, int may_anchor, int plain) {
  size_t ls, lp;
  luaL_checklstring(L, 1, &ls);
  const char *p = luaL_checklstring(L, 2, &lp);
  int special = 0, optional = 0;
  int k = plain ? 0 : backtracking_items(p, lp, &special, &optional);
  double work;
  if (!special)
    work = (double)ls * (double)(lp + 1);
  else {
    work = (double)(lp + 1);
    int factors = k + ((may_anchor && lp && *p == '^') ? 0 : 1);
    for (int i = 0; i < factors && work <= PATTERN_WORK_LIMIT; i++)
      work *= (double)ls + 1;
    for (int i = 0; i < optional && work <= PATTERN_WORK_LIMIT; i++)
      work *= 2;
  }
  if (work > PATTERN_WORK_LIMIT)
    luaL_error(L, "%s: this pattern could take too long on a string of %d bytes", fn, (int)ls);
}

/* Counts the string at argument i (if it is one) as work about to be scanned
 * (budget_work): a loop of long scans meets the deadline within a slice. */
static void charge_scan(lua_State *L, int i) {
  size_t len;
  if (lua_type(L, i) == LUA_TSTRING) {
    lua_tolstring(L, i, &len);
    budget_work(budget_of(L), len);
  }
}

/* A function that scans its first argument: counted (charge_scan), then the original. */
static int scanning(lua_State *L) {
  charge_scan(L, 1);
  return call_original(L);
}

/* Defines a guarded pattern function: checks the cost, then calls the original. */
#define GUARDED_MATCH(name, label, may_anchor, plain_arg)                                          \
  static int name(lua_State *L) {                                                                  \
    check_pattern(L, label, may_anchor, plain_arg > 0 && lua_toboolean(L, plain_arg));             \
    charge_scan(L, 1);                                                                             \
    return call_original(L);                                                                       \
  }
GUARDED_MATCH(guarded_find, "string.find", 1, 4)
GUARDED_MATCH(guarded_match, "string.match", 1, 0)
GUARDED_MATCH(guarded_gmatch, "string.gmatch", 0, 0)
GUARDED_MATCH(guarded_gsub, "string.gsub", 1, 0)

/* Refuses a table whose length (with __len) is beyond TABLE_LENGTH_LIMIT. */
static int guarded_length_op(lua_State *L, const char *fn) {
  luaL_checkany(L, 1);
  lua_Integer n = luaL_len(L, 1);
  if (n > TABLE_LENGTH_LIMIT || n < 0) luaL_error(L, "%s: a length of %I is too large", fn, n);
  return call_original(L);
}

static int guarded_insert(lua_State *L) { return guarded_length_op(L, "table.insert"); }
static int guarded_remove(lua_State *L) { return guarded_length_op(L, "table.remove"); }

/* table.move(a1, f, e, t [, a2]): refused for more than TABLE_LENGTH_LIMIT elements. */
static int guarded_move(lua_State *L) {
  lua_Integer f = luaL_checkinteger(L, 2), e = luaL_checkinteger(L, 3);
  if (e >= f && (lua_Unsigned)e - (lua_Unsigned)f >= (lua_Unsigned)TABLE_LENGTH_LIMIT)
    luaL_error(L, "table.move: too many elements to move");
  return call_original(L);
}

/* Replaces t[name] (t on top) by a guard closing over the original. */
static void guard(lua_State *L, const char *name, lua_CFunction fn) {
  lua_getfield(L, -1, name);
  lua_pushcclosure(L, fn, 1);
  lua_setfield(L, -2, name);
}

/* Copies the table at index i into a new table left on top. */
static void copy_library(lua_State *L, int i) {
  i = lua_absindex(L, i);
  lua_newtable(L);
  lua_pushnil(L);
  while (lua_next(L, i)) {
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, -4);
  }
}

/* table.sort(t [, comp]): without comp, refused when comparing its strings could take
 * too long: those comparisons run in C, out of the hook's reach (each as long as the
 * longest string). A Lua comp runs under the hook and the time budget. */
static int guarded_sort(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_Integer n = luaL_len(L, 1);
  if (n > TABLE_LENGTH_LIMIT || n < 0) luaL_error(L, "table.sort: a length of %I is too large", n);
  if (lua_isnoneornil(L, 2) && n > 1) {
    size_t longest = 0;
    for (lua_Integer i = 1; i <= n; i++) {
      size_t len = 0;
      if (lua_rawgeti(L, 1, i) == LUA_TSTRING) lua_tolstring(L, -1, &len);
      lua_pop(L, 1);
      if (len > longest) longest = len;
    }
    int depth = 1; /* about log2(n): the comparisons per element */
    for (lua_Integer m = n; m > 1; m >>= 1)
      depth++;
    double work = (double)n * depth * (1.0 + (double)longest / 16.0);
    if (work > PATTERN_WORK_LIMIT)
      luaL_error(L, "table.sort: sorting %I strings of up to %d bytes could take too long", n,
                 (int)longest);
  }
  return call_original(L);
}

void sandbox_libs_init(lua_State *L) {
  luaL_requiref(L, LUA_STRLIBNAME, luaopen_string, 0);
  copy_library(L, -1);
  lua_remove(L, -2);
  lua_pushnil(L);
  lua_setfield(L, -2, "dump");
  guard(L, "rep", guarded_rep);
  guard(L, "find", guarded_find);
  guard(L, "match", guarded_match);
  guard(L, "gmatch", guarded_gmatch);
  guard(L, "gsub", guarded_gsub);
  guard(L, "format", guarded_format);
  guard(L, "byte", scanning);
  /* Strings index the guarded library; their metatable is out of scripts' reach. */
  lua_pushliteral(L, "");
  lua_getmetatable(L, -1);
  lua_pushvalue(L, -3);
  lua_setfield(L, -2, "__index");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_pop(L, 2);
  lua_setfield(L, LUA_REGISTRYINDEX, "luno.string");
  luaL_requiref(L, LUA_TABLIBNAME, luaopen_table, 0);
  copy_library(L, -1);
  lua_remove(L, -2);
  guard(L, "insert", guarded_insert);
  guard(L, "remove", guarded_remove);
  guard(L, "move", guarded_move);
  guard(L, "sort", guarded_sort);
  lua_setfield(L, LUA_REGISTRYINDEX, "luno.table");
  luaL_requiref(L, LUA_UTF8LIBNAME, luaopen_utf8, 0);
  copy_library(L, -1);
  lua_remove(L, -2);
  static const char *const scans[] = {"len", "offset", "codepoint", NULL};
  for (int i = 0; scans[i]; i++)
    guard(L, scans[i], scanning);
  lua_setfield(L, LUA_REGISTRYINDEX, "luno.utf8");
}

/* Opens the libraries the prelude uses, and only those: no io, os, debug or package
 * anywhere in the state, so not even the host's own Lua can reach them. */
void sandbox_open_libraries(lua_State *L) {
  static const luaL_Reg libs[] = {{LUA_GNAME, luaopen_base},
                                  {LUA_COLIBNAME, luaopen_coroutine},
                                  {LUA_TABLIBNAME, luaopen_table},
                                  {LUA_STRLIBNAME, luaopen_string},
                                  {LUA_MATHLIBNAME, luaopen_math},
                                  {LUA_UTF8LIBNAME, luaopen_utf8},
                                  {NULL, NULL}};
  for (const luaL_Reg *lib = libs; lib->func; lib++) {
    luaL_requiref(L, lib->name, lib->func, 1);
    lua_pop(L, 1);
  }
  lua_pushglobaltable(L);
  static const char *const unsafe[] = {"dofile", "loadfile", NULL};
  for (int i = 0; unsafe[i]; i++) {
    lua_pushnil(L);
    lua_setfield(L, -2, unsafe[i]);
  }
  lua_pop(L, 1);
}
