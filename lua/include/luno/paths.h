/* paths.h: where luno finds its rulesets. The search path, best first:
 *   1. the folder given with --path (luno_paths_set);
 *   2. $LUNO_PATH: one folder, or several separated by ':';
 *   3. ../share/luno/rulesets beside the program or the libluno library that runs
 *      (an installed luno finds its rulesets wherever its prefix was moved);
 *   4. the source tree the program was built from (running from the build tree). */
#ifndef LUNO_PATHS_H
#define LUNO_PATHS_H

#include <luno/luno.h>

enum { LUNO_PATH_MAX = 4096, LUNO_PATHS_MAX = 16 };

/* Sets the folder --path names, searched first; NULL or "" clears it. */
LUNO_API void luno_paths_set(const char *dir);

/* The search path from explicit inputs, for the functions below and for tests: flag
 * (--path), env ($LUNO_PATH), the files the code runs from (the program, the library;
 * NULL when unknown) and built (the build's source tree, or NULL). Writes at most max
 * folders into dirs and returns how many. */
LUNO_API int luno_paths_search(const char *flag, const char *env, const char *const *binaries,
                               int nbinaries, const char *built, char (*dirs)[LUNO_PATH_MAX],
                               int max);

/* The folders of this process's search path that exist, best first; returns how many. */
LUNO_API int luno_ruleset_dirs(char (*dirs)[LUNO_PATH_MAX], int max);

/* The first folder of the search path that exists (or the last candidate when none
 * does, so that errors name a real place to put rulesets). */
LUNO_API const char *luno_rulesets_dir(void);

/* The layout of a rulesets folder, known here only (lua/paths.c). A ruleset name is looked up in
 * each search folder at these places, in this order. */
enum { LUNO_RULESET_NAME_LEN = 64 };
typedef struct luno_place {
  const char *folder; /* NULL: a folder of its own (NAME/init.lua); "": NAME.lua at the top */
  const char *kind;   /* what `luno rules` calls it: game, house, card, preset, file */
  int listed;         /* `luno rules` lists each one found here as a ruleset */
} luno_place;
LUNO_API extern const luno_place luno_places[];
LUNO_API extern const int luno_nplaces;
#define LUNO_BOTS_FOLDER "bots" /* Lua bots by name: bots/NAME.lua */
/* The names of the rulesets at place p of folder dir, sorted; how many (at most max). */
LUNO_API int luno_rulesets_scan(const char *dir, const luno_place *p,
                                char names[][LUNO_RULESET_NAME_LEN], int max);

#endif
