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
#include <luno/table.h>

enum { MAX_NAMES = 64, NAME_LEN = LUNO_RULESET_NAME_LEN };

typedef struct catalog {
  const char *dir;
  luno_line_fn fn;
  void *ud;
  char base[MAX_NAMES][NAME_LEN];     /* the options official declares */
  char base_def[MAX_NAMES][NAME_LEN]; /* and their defaults */
  int nbase;
} catalog;

/* Whether o is one of official's own options with official's default (a game of its own
 * may declare one with another default). */
static int in_base(const catalog *c, const luno_option_info *o) {
  for (int i = 0; i < c->nbase; i++)
    if (!strcmp(c->base[i], o->name)) return !strcmp(c->base_def[i], o->def);
  return 0;
}

/* One ruleset's entry being printed: its header line waits for the description. */
typedef struct entry {
  catalog *c;
  const char *name, *kind;
  char about[512];
  int header_done, official;
} entry;

/* Remembers the one-line description of the ruleset being listed. */
static void entry_ruleset(void *ud, const luno_ruleset_info *r) {
  entry *e = ud;
  if (!strcmp(r->name, e->name)) snprintf(e->about, sizeof e->about, "%s", r->about);
}

/* Prints the entry's header line once: name, kind, description. */
static void entry_header(entry *e) {
  char line[1024];
  if (e->header_done++) return;
  snprintf(line, sizeof line, "%-12s %-7s %s", e->name, e->kind, e->about);
  for (size_t n = strlen(line); n > 0 && line[n - 1] == ' ';)
    line[--n] = 0;
  e->c->fn(e->c->ud, line);
}

/* Prints an option the ruleset adds (official: every one, remembered as the base), or the
 * value it gives one of official's. */
static void entry_option(void *ud, const luno_option_info *o) {
  entry *e = ud;
  catalog *c = e->c;
  char line[1024];
  entry_header(e);
  if (e->official && c->nbase < MAX_NAMES) {
    snprintf(c->base_def[c->nbase], NAME_LEN, "%s", o->def);
    snprintf(c->base[c->nbase++], NAME_LEN, "%s", o->name);
  }
  if (e->official || !in_base(c, o)) {
    snprintf(line, sizeof line, "    %-20s = %-13s %s%s%s%s", o->name, o->def, o->help,
             o->choices ? " (" : "", o->choices ? o->choices : "", o->choices ? ")" : "");
    c->fn(c->ud, line);
  } else if (strcmp(o->value, o->def)) {
    snprintf(line, sizeof line, "    sets %s = %s", o->name, o->value);
    c->fn(c->ud, line);
  }
}

/* Loads one ruleset in a host of its own (on top of official unless it is a game) and
 * prints its entry. */
static void list_one(catalog *c, const char *name, const char *kind) {
  char err[512], list[256];
  snprintf(list, sizeof list, "%s%s", strcmp(kind, "game") ? "official," : "", name);
  entry e = {c, name, kind, "", 0, !strcmp(name, "official")};
  luno_describe_fns fns = {entry_ruleset, entry_option, &e};
  luno_config config;
  luno_config_init(&config);
  snprintf(config.rules, sizeof config.rules, "%s", list);
  snprintf(config.path, sizeof config.path, "%s", c->dir);
  luno_host *h = luno_host_open(&config, err, sizeof err);
  if (h && luno_host_describe(h, &fns, err, sizeof err) >= 0) {
    entry_header(&e);
  } else {
    char line[700];
    snprintf(line, sizeof line, "%-12s %-7s (does not load: %s)", name, kind, err);
    c->fn(c->ud, line);
  }
  luno_host_free(h);
}

void luno_host_catalog(const char *dir, luno_line_fn fn, void *ud) {
  catalog c;
  memset(&c, 0, sizeof c);
  c.dir = dir, c.fn = fn, c.ud = ud;
  list_one(&c, "official", "game"); /* first: the others are listed against its options */
  for (int k = 0; k < luno_nplaces; k++) {
    char names[MAX_NAMES][LUNO_RULESET_NAME_LEN];
    int n = luno_places[k].listed ? luno_rulesets_scan(dir, &luno_places[k], names, MAX_NAMES) : 0;
    for (int i = 0; i < n; i++)
      if (strcmp(names[i], "official")) list_one(&c, names[i], luno_places[k].kind);
  }
}
