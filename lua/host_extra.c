/* host_extra.c: ruleset file hashes for saves. The host knows which rulesets it loaded
 * (prelude's M.describe lists each with its path); a folder ruleset's files are all the
 * .lua files under its folder, so a card edited anywhere in it changes the hashes. */
#include <dirent.h>
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "host_impl.h"
#include <luno/host.h>

enum { MAX_FILES = 512, MAX_DEPTH = 4 };

int luno_hash_file(const char *path, uint64_t *out) {
  FILE *f = fopen(path, "rb");
  if (!f) return -1;
  uint64_t h = 0xcbf29ce484222325ull;
  unsigned char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0)
    for (size_t i = 0; i < n; i++)
      h = (h ^ buf[i]) * 0x100000001b3ull;
  fclose(f);
  *out = h;
  return 0;
}

/* Whether path is a folder. */
static int is_dir(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The last component of a path, without trailing slashes, into out. */
static void base_name(const char *path, char *out, size_t len) {
  size_t n = strlen(path);
  while (n > 1 && path[n - 1] == '/')
    n--;
  size_t start = n;
  while (start > 0 && path[start - 1] != '/')
    start--;
  snprintf(out, len, "%.*s", (int)(n - start), path + start);
}

typedef struct file_list {
  char (*names)[256];
  int n;
} file_list;

/* Adds the .lua files under dir (relative to the ruleset folder as prefix) to list. */
static void collect(const char *dir, const char *prefix, file_list *list, int depth) {
  DIR *d = opendir(dir);
  if (!d) return;
  struct dirent *e;
  while ((e = readdir(d)) && list->n < MAX_FILES) {
    if (e->d_name[0] == '.') continue;
    char full[1024], rel[256];
    snprintf(full, sizeof full, "%s/%s", dir, e->d_name);
    if (snprintf(rel, sizeof rel, "%s%s%s", prefix, *prefix ? "/" : "", e->d_name) >=
        (int)sizeof rel)
      continue;
    size_t len = strlen(e->d_name);
    if (is_dir(full)) {
      if (depth < MAX_DEPTH) collect(full, rel, list, depth + 1);
    } else if (len > 4 && !strcmp(e->d_name + len - 4, ".lua")) {
      snprintf(list->names[list->n++], sizeof list->names[0], "%s", rel);
    }
  }
  closedir(d);
}

/* qsort comparison of file names. */
static int by_name(const void *a, const void *b) { return strcmp(a, b); }

/* Hashes the files of one ruleset at path; returns how many, or -1. */
static int hash_ruleset(const char *path, luno_hash_fn fn, void *ud, char *err, int errlen) {
  char base[256], key[600], full[1024];
  uint64_t hash;
  base_name(path, base, sizeof base);
  if (!is_dir(path)) {
    if (luno_hash_file(path, &hash) < 0)
      return snprintf(err, (size_t)errlen, "cannot read %s", path), -1;
    fn(ud, base, hash);
    return 1;
  }
  file_list list = {calloc(MAX_FILES, sizeof *list.names), 0};
  if (!list.names) return snprintf(err, (size_t)errlen, "out of memory"), -1;
  collect(path, "", &list, 0);
  qsort(list.names, (size_t)list.n, sizeof *list.names, by_name);
  for (int i = 0; i < list.n; i++) {
    snprintf(full, sizeof full, "%s/%s", path, list.names[i]);
    snprintf(key, sizeof key, "%s/%s", base, list.names[i]);
    if (luno_hash_file(full, &hash) == 0) fn(ud, key, hash);
  }
  free(list.names);
  return list.n;
}

/* What luno_host_file_hashes carries from ruleset to ruleset. */
typedef struct hash_walk {
  luno_hash_fn fn;
  void *ud;
  char *err;
  int errlen, total; /* files hashed so far, or -1 after a failure */
} hash_walk;

/* Hashes the files of one loaded ruleset. */
static void hash_one(void *ud, const luno_ruleset_info *r) {
  hash_walk *w = ud;
  if (w->total < 0 || !r->path[0]) return;
  int got = hash_ruleset(r->path, w->fn, w->ud, w->err, w->errlen);
  w->total = got < 0 ? -1 : w->total + got;
}

int luno_host_file_hashes(luno_host *h, luno_hash_fn fn, void *ud, char *err, int errlen) {
  hash_walk w = {fn, ud, err, errlen, 0};
  luno_describe_fns fns = {hash_one, NULL, &w};
  if (luno_host_describe(h, &fns, err, errlen) < 0) return -1;
  return w.total;
}

void luno_host_share_files(luno_host *h, const luno_host *from) {
  script_share_files(h->L, from->L);
}
