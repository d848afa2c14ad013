/* catalog.c: `luno rules` with no ruleset named: every ruleset a folder offers, each with
 * its one-line description and the options it adds, as the scripts themselves say. Each
 * ruleset is loaded in a host of its own (on top of official, which the others extend), so
 * what it adds is what its listing shows. */
#include <dirent.h>
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host_impl.h"

enum { MAX_NAMES = 64, NAME_LEN = 64 };

typedef struct catalog {
  const char *dir;
  host_line_fn fn;
  void *ud;
  char base[MAX_NAMES][NAME_LEN]; /* the options official declares */
  int nbase;
} catalog;

/* Adds to names the rulesets of one kind in dir: folders with an init.lua (kind NULL), or
 * the .lua files of dir/kind. Returns the new count. */
static int scan(const char *dir, const char *kind, char names[][NAME_LEN], int n) {
  char path[1024];
  snprintf(path, sizeof path, "%s%s%s", dir, kind ? "/" : "", kind ? kind : "");
  DIR *d = opendir(path);
  for (struct dirent *e; d && n < MAX_NAMES && (e = readdir(d));) {
    size_t len = strlen(e->d_name);
    if (e->d_name[0] == '.' || len >= NAME_LEN) continue;
    if (kind && (len < 5 || strcmp(e->d_name + len - 4, ".lua"))) continue;
    if (!kind) {
      char init[1400]; /* path, a name of up to 255 bytes, /init.lua */
      snprintf(init, sizeof init, "%s/%s/init.lua", path, e->d_name);
      FILE *f = fopen(init, "r");
      if (!f) continue;
      fclose(f);
    }
    snprintf(names[n], NAME_LEN, "%.*s", (int)(kind ? len - 4 : len), e->d_name);
    n++;
  }
  if (d) closedir(d);
  return n;
}

/* Sorts names alphabetically. */
static int by_name(const void *a, const void *b) { return strcmp(a, b); }

/* Whether name is one of official's own options. */
static int in_base(const catalog *c, const char *name) {
  for (int i = 0; i < c->nbase; i++)
    if (!strcmp(c->base[i], name)) return 1;
  return 0;
}

/* Prints the ruleset entry on top of the describe() results and the options it adds;
 * remembers them as the base when listing official itself. */
static void print_entry(catalog *c, lua_State *L, const char *name, const char *kind) {
  char line[1024];
  const char *about = "";
  for (int i = 1; i <= (int)lua_rawlen(L, -2); i++) {
    lua_rawgeti(L, -2, i);
    lua_getfield(L, -1, "name");
    if (!strcmp(lua_tostring(L, -1), name)) {
      lua_getfield(L, -2, "about");
      about = lua_tostring(L, -1) ? lua_tostring(L, -1) : "";
      snprintf(line, sizeof line, "%-12s %-7s %s", name, kind, about);
      lua_pop(L, 1);
    }
    lua_pop(L, 2);
  }
  if (!*about) snprintf(line, sizeof line, "%-12s %-7s", name, kind);
  c->fn(c->ud, line);
  int official = !strcmp(name, "official");
  for (int i = 1; i <= (int)lua_rawlen(L, -1); i++) {
    lua_rawgeti(L, -1, i);
    lua_getfield(L, -1, "name");
    lua_getfield(L, -2, "value");
    lua_getfield(L, -3, "default");
    lua_getfield(L, -4, "help");
    lua_getfield(L, -5, "choices");
    const char *opt = lua_tostring(L, -5), *value = lua_tostring(L, -4);
    const char *def = lua_tostring(L, -3), *choices = lua_tostring(L, -1);
    if (official && c->nbase < MAX_NAMES) snprintf(c->base[c->nbase++], NAME_LEN, "%s", opt);
    if (official || !in_base(c, opt)) {
      snprintf(line, sizeof line, "    %-20s = %-13s %s%s%s%s", opt, def, lua_tostring(L, -2),
               choices ? " (" : "", choices ? choices : "", choices ? ")" : "");
      c->fn(c->ud, line);
    } else if (strcmp(value, def)) {
      snprintf(line, sizeof line, "    sets %s = %s", opt, value);
      c->fn(c->ud, line);
    }
    lua_pop(L, 6);
  }
}

/* Loads one ruleset in a host of its own and prints its entry. */
static void list_one(catalog *c, const char *name, const char *kind) {
  char err[512], list[256];
  int folder = !strcmp(kind, "game");
  snprintf(list, sizeof list, "%s%s", folder ? "" : "official,", name);
  luno_host *h = host_new(err, sizeof err);
  if (h && host_add_path(h, c->dir) == 0 && host_load(h, list, err, sizeof err) == 0 &&
      host_call(h, "describe", 0, NULL, 2, err, sizeof err) == 0) {
    print_entry(c, h->L, name, kind);
    lua_pop(h->L, 2);
  } else {
    char line[700];
    snprintf(line, sizeof line, "%-12s %-7s (does not load: %s)", name, kind, err);
    c->fn(c->ud, line);
  }
  host_free(h);
}

void host_catalog(const char *dir, host_line_fn fn, void *ud) {
  catalog c;
  memset(&c, 0, sizeof c);
  c.dir = dir, c.fn = fn, c.ud = ud;
  static const char *const kinds[][2] = {{NULL, "game"}, {"house", "house"}, {"presets", "preset"}};
  list_one(&c, "official", "game");
  for (int k = 0; k < 3; k++) {
    char names[MAX_NAMES][NAME_LEN];
    int n = scan(dir, kinds[k][0], names, 0);
    qsort(names, (size_t)n, sizeof names[0], by_name);
    for (int i = 0; i < n; i++) {
      /* official comes first; bots and quiz banks are folders but not games */
      int skip = !strcmp(names[i], "official") ||
                 (k == 0 && (!strcmp(names[i], "bots") || !strcmp(names[i], "quiz")));
      if (!skip) list_one(&c, names[i], kinds[k][1]);
    }
  }
}
