/* args.c: reading what scripts pass to the game object's C methods: seats, cards, colors,
 * card filters, and text to show. Each reader raises an error located at the script's line
 * (script_error) that names the method and what it expected. */
#include <lauxlib.h>
#include <string.h>

#include "host_impl.h"

int host_no_game(lua_State *L) {
  return script_error(L, "no game is running: while scripts load, only declarations run (read, "
                         "draw or change the table from a hook or a card's function)");
}

int host_readonly_error(lua_State *L) {
  return script_error(L, "a question (can_play, legal) may not change the game");
}

const char *host_shown(lua_State *L, int i) { return luaL_tolstring(L, i, NULL); }

int host_bad_seat(lua_State *L, int i, const char *fn) {
  int players = luno_state_of(host_game(L))->players;
  return script_error(L, "%s: expected a seat from 0 to %d, got %s", fn, players - 1,
                      host_shown(L, i));
}

int host_bad_card(lua_State *L, int i, const char *fn) {
  (void)host_game(L);
  return script_error(L, "%s: expected a card, got %s", fn, host_shown(L, i));
}

int host_color_index(const luno_setup *s, const char *name) {
  for (int i = 0; name && i < s->ncolors; i++)
    if (!strcmp(s->colors[i], name)) return i;
  return -3;
}

int host_type_index(const luno_setup *s, const char *name) {
  for (int t = 0; name && t < s->ntypes; t++)
    if (!strcmp(s->types[t].name, name)) return t;
  return -3;
}

/* Sets the field of filter f that key names from the value on top (not nil); other keys
 * are no part of a filter. */
static void filter_field(lua_State *L, const luno_setup *s, const char *key, host_filter *f) {
  if (!strcmp(key, "color"))
    f->color = host_color_index(s, lua_tostring(L, -1));
  else if (!strcmp(key, "name"))
    f->type = host_type_index(s, lua_tostring(L, -1));
  else if (!strcmp(key, "number"))
    f->number = (int)lua_tointeger(L, -1);
  else if (!strcmp(key, "wild"))
    f->wild = lua_toboolean(L, -1);
}

/* Reads a filter from the plain table at i (no metatable) by walking its pairs: the fields
 * four lookups by name would find, at a fraction of their cost (a filter has one or two). */
static host_filter filter_fields(lua_State *L, int i, const luno_setup *s, host_filter f) {
  lua_pushnil(L);
  while (lua_next(L, i)) {
    if (lua_type(L, -2) == LUA_TSTRING && !lua_isnil(L, -1))
      filter_field(L, s, lua_tostring(L, -2), &f);
    lua_pop(L, 1);
  }
  return f;
}

host_filter host_filter_arg(lua_State *L, int i, const char *fn) {
  const luno_setup *s = luno_setup_of(host_game(L));
  host_filter f = {-2, -2, -2, -2};
  if (lua_isnoneornil(L, i)) return f;
  if (lua_type(L, i) == LUA_TSTRING) return f.color = host_color_index(s, lua_tostring(L, i)), f;
  if (!lua_istable(L, i)) script_error(L, "%s: a filter is a table like { color = \"red\" }", fn);
  i = lua_absindex(L, i);
  if (!lua_getmetatable(L, i)) return filter_fields(L, i, s, f); /* a plain table: its pairs */
  lua_pop(L, 1);
  if (lua_getfield(L, i, "color") != LUA_TNIL) filter_field(L, s, "color", &f);
  if (lua_getfield(L, i, "name") != LUA_TNIL) filter_field(L, s, "name", &f);
  if (lua_getfield(L, i, "number") != LUA_TNIL) filter_field(L, s, "number", &f);
  if (lua_getfield(L, i, "wild") != LUA_TNIL) filter_field(L, s, "wild", &f);
  lua_pop(L, 4);
  return f;
}

int host_passes(const luno_game *g, int card, const host_filter *f) {
  const luno_card *c = luno_card_at(g, card);
  if (f->color != -2 && c->color != f->color) return 0;
  if (f->type != -2 && c->type != f->type) return 0;
  if (f->number != -2 && luno_setup_of(g)->types[c->type].number != f->number) return 0;
  return f->wild == -2 || (c->color < 0) == f->wild;
}

/* Copies src into dst with control characters written \xNN (host_impl.h). */
void host_show_text(char *dst, size_t len, const char *src) {
  size_t n = 0;
  for (; *src && n + 1 < len; src++) {
    unsigned char c = (unsigned char)*src;
    if ((c >= 0x20 && c != 0x7f) || c == '\t') {
      dst[n++] = (char)c;
    } else if (n + 5 < len) {
      snprintf(dst + n, len - n, "\\x%02x", c);
      n += 4;
    } else
      break;
  }
  if (len > 0) dst[n] = '\0';
}

void luno_show_text(char *dst, size_t len, const char *src) { host_show_text(dst, len, src); }

int host_count_arg(lua_State *L, int i, const char *fn, int optional) {
  if (optional && lua_isnoneornil(L, i)) return 1;
  lua_Integer n = lua_isinteger(L, i) ? lua_tointeger(L, i) : -1;
  if (n < 0) script_error(L, "%s: expected a count, got %s", fn, host_shown(L, i));
  return n > LUNO_MAX_CARDS ? LUNO_MAX_CARDS : (int)n;
}

lua_Integer host_integer_arg(lua_State *L, int i, const char *fn, const char *name, int optional) {
  if (lua_isinteger(L, i) || (optional && lua_isnoneornil(L, i))) return lua_tointeger(L, i);
  return script_error(L, "%s: expected a whole number of %s, got %s", fn, name, host_shown(L, i));
}

int host_color_arg(lua_State *L, int i, const char *fn) {
  int c = host_color_index(luno_setup_of(host_game(L)), lua_tostring(L, i));
  return c >= 0 ? c : script_error(L, "%s: no color named %s", fn, host_shown(L, i));
}
