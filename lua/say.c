/* say.c: g:say and g:tell in C. With more than the text, the text is a string.format
 * format and the words are formatted only when someone wants them (the REPL, a serve
 * client): the bench has no listener, and `luno sim`'s counts only who speaks
 * (luno_listen_keys_only); formatting was a sizeable part of an effect's cost. A format that
 * string.format would refuse is an error either way, located at the script's line: the usual
 * formats (%d of an integer, %s of a string, number, boolean or nil, %%) are checked here at once;
 * any other is given to string.format itself, listened to or not, so a game never depends on who
 * listens. Each line carries who spoke: the script file's name (speaker). */
#include <lauxlib.h>
#include <lualib.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "api_gen.h"
#include "host_impl.h"

/* Whether the format at index fmt surely formats with the arguments from index arg on:
 * it holds only %%, %d or %i of an integer and %s of a string, number, boolean or nil.
 * (0 means "ask string.format", not "wrong".) */
static int surely_formats(lua_State *L, int fmt, int arg) {
  if (lua_type(L, fmt) != LUA_TSTRING) return 0;
  size_t len;
  const char *s = lua_tolstring(L, fmt, &len), *end = s + len;
  int top = lua_gettop(L);
  while ((s = memchr(s, '%', (size_t)(end - s))) != NULL) {
    char c = ++s < end ? *s++ : '\0';
    if (c == '%') continue;
    if (arg > top) return 0;
    int t = lua_type(L, arg++);
    if (c == 'd' || c == 'i') {
      if (!lua_isinteger(L, arg - 1)) return 0;
    } else if (c != 's' || t > LUA_TSTRING) {
      return 0; /* a table's __tostring may fail; functions and the like are rare */
    }
  }
  return 1;
}

/* Calls string.format (upvalue 2) on the arguments from index fmt on; its error is raised
 * at the script's line, named for method fn. Leaves the text on top. */
static void format_words(lua_State *L, int fmt, const char *fn) {
  int top = lua_gettop(L);
  lua_pushvalue(L, lua_upvalueindex(2));
  for (int i = fmt; i <= top; i++)
    lua_pushvalue(L, i);
  int status = lua_pcall(L, top - fmt + 1, 1, 0);
  if (status == LUA_ERRRUN) script_error(L, "%s: %s", fn, lua_tostring(L, -1));
  if (status != LUA_OK) lua_error(L); /* out of memory: as it came */
}

/* The words of a g:say or g:tell whose text is at index text, shown safe in buf (len
 * bytes); "" when a listener counts only who speaks, NULL when nobody listens (after a
 * check of the format, if one was given, either way). */
static const char *words(lua_State *L, int text, const char *fn, char *buf, size_t len) {
  luno_game *g = host_game(L);
  const char *none = luno_listening(g) ? "" : NULL;
  if (lua_gettop(L) < text) lua_settop(L, text); /* g:say() says "nil", as tostring(nil) */
  if (lua_gettop(L) == text) {
    if (!luno_wants_words(g) && lua_type(L, text) <= LUA_TSTRING) return none;
    luaL_tolstring(L, text, NULL); /* a table's __tostring runs (and may fail) either way */
    if (!luno_wants_words(g)) return none;
  } else {
    int plain = surely_formats(L, text, text + 1);
    if (plain && !luno_wants_words(g)) return none;
    format_words(L, text, fn);
    if (!luno_wants_words(g)) return none;
  }
  host_show_text(buf, len, lua_tostring(L, -1));
  return buf;
}

/* Who speaks: the name of the script file of the first script frame, without its folder
 * or ".lua" (an init.lua is named for its folder): "a/b/my_rule.lua" speaks as "my_rule". What a
 * listener counts the rules' doings by (`luno sim`'s "rules fired"), whatever the words.
 * Sets *first when the first frame decided it (a script function: the name is its own). */
static const char *speaker_walk(lua_State *L, char *buf, size_t len, int *first) {
  lua_Debug ar;
  for (int level = 1; lua_getstack(L, level, &ar); level++) {
    if (!lua_getinfo(L, "S", &ar) || ar.source[0] != '@') continue;
    const char *path = ar.source + 1, *end = path + strlen(path), *name = end;
    if (end - path > 4 && !strcmp(end - 4, ".lua")) end -= 4;
    while (name > path && name[-1] != '/')
      name--;
    if (end - name == 4 && !strncmp(name, "init", 4) && name - path > 1) { /* its folder */
      end = name - 1;
      for (name = end; name > path && name[-1] != '/';)
        name--;
    }
    size_t n = (size_t)(end - name) < len ? (size_t)(end - name) : len - 1;
    memcpy(buf, name, n); /* (snprintf's formatting cost more than the rest of a g:say) */
    buf[n] = '\0';
    *first = level == 1;
    return buf;
  }
  return NULL;
}

/* speaker_walk's answer, looked up first among the functions that spoke lately: finding a
 * frame's file (lua_getinfo's "S") was half of a g:say's cost. Into buf (len bytes). */
static const char *speaker(lua_State *L, luno_host *h, char *buf, size_t len) {
  lua_Debug ar;
  if (!lua_getstack(L, 1, &ar) || !lua_getinfo(L, "f", &ar)) return NULL;
  const void *fn = lua_topointer(L, -1);
  int slot = (int)(((uintptr_t)fn >> 4) % HOST_SPEAKERS), first = 0;
  host_speaker *s = &h->speakers[slot];
  const char *name;
  if (fn && s->fn == fn) {
    name = memcpy(buf, s->name, sizeof s->name < len ? sizeof s->name : len);
  } else if ((name = speaker_walk(L, buf, len < sizeof s->name ? len : sizeof s->name, &first)) &&
             first && fn) { /* (a C function or the prelude first: its callers decide) */
    s->fn = fn;
    memcpy(s->name, buf, sizeof s->name);
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref_speakers);
    lua_pushvalue(L, -2);
    lua_rawseti(L, -2, slot + 1);
    lua_pop(L, 1);
  }
  lua_pop(L, 1); /* the function */
  return name;
}

/* g:say(text) or g:say(fmt, ...): a line for the players, by the seat whose turn it is. */
static int m_say(lua_State *L) {
  API_ARGS_SAY; /* text: its stack index */
  char buf[1024], who[64];
  if (host_of(L)->profiling) profile_said(L, host_of(L));
  const char *words_said = words(L, text, "say", buf, sizeof buf);
  luno_game *g = host_game(L);
  if (words_said)
    luno_say(g, luno_state_of(g)->current, speaker(L, host_of(L), who, sizeof who), words_said);
  return 0;
}

/* g:tell(seat, text) or g:tell(seat, fmt, ...): words for one seat only. */
static int m_tell(lua_State *L) {
  API_ARGS_TELL; /* text: its stack index */
  char buf[1024], who[64];
  if (host_of(L)->profiling) profile_said(L, host_of(L));
  const char *words_said = words(L, text, "tell", buf, sizeof buf);
  if (words_said)
    luno_tell(host_game(L), seat, speaker(L, host_of(L), who, sizeof who), words_said);
  return 0;
}

/* Puts g:say and g:tell into the methods table on top (upvalues: the host and the real
 * string.format, which scripts cannot replace). */
void bind_say(lua_State *L, luno_host *h) {
  static const luaL_Reg fns[] = {API_METHODS_SAY, {NULL, NULL}};
  lua_newtable(L); /* (speakers[] is empty: a new host's, or dropped with the old state's refs) */
  h->ref_speakers = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_pushlightuserdata(L, h);
  lua_getfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
  lua_getfield(L, -1, LUA_STRLIBNAME);
  lua_getfield(L, -1, "format");
  lua_replace(L, -3);
  lua_pop(L, 1);
  luaL_setfuncs(L, fns, 2);
}
