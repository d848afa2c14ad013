/* paths.c: the ruleset search path of paths.h: --path, $LUNO_PATH, the share folder
 * beside the running program or library, and the build's source tree. */
#define _GNU_SOURCE /* dladdr: which file (program or libluno.so) this code runs from */
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <dirent.h>

#include <luno/paths.h>

#ifndef LUNO_RULESETS
#define LUNO_RULESETS NULL
#endif

static _Thread_local char flag_dir[LUNO_PATH_MAX]; /* per thread: sims run several */

void luno_paths_set(const char *dir) { snprintf(flag_dir, sizeof flag_dir, "%s", dir ? dir : ""); }

/* Appends a folder to the list unless it is empty, too long or there already. */
static void add_dir(char (*dirs)[LUNO_PATH_MAX], int *n, int max, const char *dir, size_t len) {
  if (!len || len >= LUNO_PATH_MAX || *n >= max) return;
  for (int i = 0; i < *n; i++)
    if (strlen(dirs[i]) == len && !strncmp(dirs[i], dir, len)) return;
  memcpy(dirs[*n], dir, len);
  dirs[(*n)++][len] = 0;
}

/* Appends <folder of binary>/../share/luno/rulesets. */
static void add_beside(char (*dirs)[LUNO_PATH_MAX], int *n, int max, const char *binary) {
  const char *slash = binary ? strrchr(binary, '/') : NULL;
  if (!slash) return;
  char dir[LUNO_PATH_MAX];
  int len = snprintf(dir, sizeof dir, "%.*s/../share/luno/rulesets", (int)(slash - binary), binary);
  if (len > 0 && len < (int)sizeof dir) add_dir(dirs, n, max, dir, (size_t)len);
}

int luno_paths_search(const char *flag, const char *env, const char *const *binaries, int nbinaries,
                      const char *built, char (*dirs)[LUNO_PATH_MAX], int max) {
  int n = 0;
  if (flag) add_dir(dirs, &n, max, flag, strlen(flag));
  for (const char *p = env; p && *p;) {
    size_t len = strcspn(p, ":");
    add_dir(dirs, &n, max, p, len);
    p += len + (p[len] == ':');
  }
  for (int i = 0; i < nbinaries; i++)
    add_beside(dirs, &n, max, binaries[i]);
  if (built) add_dir(dirs, &n, max, built, strlen(built));
  return n;
}

/* Whether path is a folder. */
static int is_dir(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* This process's candidates: the program (/proc/self/exe) and the file holding this code. */
static int candidates(char (*dirs)[LUNO_PATH_MAX], int max) {
  static _Thread_local char exe[LUNO_PATH_MAX], lib[LUNO_PATH_MAX];
  const char *binaries[2];
  int nb = 0;
  ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (len > 0) exe[len] = 0, binaries[nb++] = exe;
  Dl_info info;
  if (dladdr((void *)luno_paths_set, &info) && info.dli_fname && strchr(info.dli_fname, '/') &&
      realpath(info.dli_fname, lib))
    binaries[nb++] = lib;
  return luno_paths_search(flag_dir[0] ? flag_dir : NULL, getenv("LUNO_PATH"), binaries, nb,
                           LUNO_RULESETS, dirs, max);
}

int luno_ruleset_dirs(char (*dirs)[LUNO_PATH_MAX], int max) {
  char all[LUNO_PATHS_MAX][LUNO_PATH_MAX];
  int n = candidates(all, LUNO_PATHS_MAX), kept = 0;
  for (int i = 0; i < n && kept < max; i++)
    if (is_dir(all[i])) memcpy(dirs[kept++], all[i], LUNO_PATH_MAX);
  return kept;
}

const char *luno_rulesets_dir(void) {
  static _Thread_local char found[LUNO_PATH_MAX];
  char all[LUNO_PATHS_MAX][LUNO_PATH_MAX];
  int n = candidates(all, LUNO_PATHS_MAX);
  for (int i = 0; i < n; i++)
    if (is_dir(all[i])) return memcpy(found, all[i], LUNO_PATH_MAX);
  return n ? memcpy(found, all[n - 1], LUNO_PATH_MAX) : "rulesets";
}

const luno_place luno_places[] = {
    {NULL, "game", 1},        {"house", "house", 1}, {"special", "card", 0},
    {"presets", "preset", 1}, {"", "file", 0},
};

const int luno_nplaces = (int)(sizeof luno_places / sizeof *luno_places);

/* Whether path names a readable file. */
static int readable(const char *path) {
  FILE *f = fopen(path, "r");
  if (f) fclose(f);
  return f != NULL;
}

/* Sorts names alphabetically. */
static int by_name(const void *a, const void *b) { return strcmp(a, b); }

int luno_rulesets_scan(const char *dir, const luno_place *p, char names[][LUNO_RULESET_NAME_LEN],
                       int max) {
  char path[1024];
  int n = 0, folders = p->folder == NULL;
  snprintf(path, sizeof path, "%s%s%s", dir, folders ? "" : "/", folders ? "" : p->folder);
  DIR *d = opendir(path);
  for (struct dirent *e; d && n < max && (e = readdir(d));) {
    size_t len = strlen(e->d_name);
    if (e->d_name[0] == '.' || len >= LUNO_RULESET_NAME_LEN) continue;
    if (!folders &&
        (len < 5 || strcmp(e->d_name + len - 4, ".lua") || !strcmp(e->d_name, "init.lua")))
      continue;
    char init[1400]; /* path, a name of up to 255 bytes, /init.lua */
    snprintf(init, sizeof init, "%s/%s/init.lua", path, e->d_name);
    if (folders && !readable(init)) continue; /* bots/, quiz/: folders but not rulesets */
    snprintf(names[n++], LUNO_RULESET_NAME_LEN, "%.*s", (int)(folders ? len : len - 4), e->d_name);
  }
  if (d) closedir(d);
  qsort(names, (size_t)n, sizeof names[0], by_name);
  return n;
}
