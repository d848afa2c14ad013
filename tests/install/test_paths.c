/* test_paths.c: the ruleset search path of lua/include/luno/paths.h, from explicit
 * inputs: its order, $LUNO_PATH lists, the share folder beside a program, and the
 * existing-folder choice of luno_rulesets_dir. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <luno/paths.h>

static int failures;

/* Reports a failed expectation with its line. */
static void expect(int ok, const char *what, int line) {
  if (!ok) {
    fprintf(stderr, "test_paths.c:%d: expected %s\n", line, what);
    failures++;
  }
}
#define EXPECT(cond) expect((cond), #cond, __LINE__)

/* The order: --path, each $LUNO_PATH entry, beside each binary, the build tree. */
static void test_order(void) {
  char dirs[LUNO_PATHS_MAX][LUNO_PATH_MAX];
  const char *bins[] = {"/opt/luno/bin/luno", "/opt/luno/lib/libluno.so.0", "noslash"};
  int n = luno_paths_search("/flag", "/a::/b", bins, 3, "/src/rulesets", dirs, LUNO_PATHS_MAX);
  EXPECT(n == 6);
  EXPECT(!strcmp(dirs[0], "/flag"));
  EXPECT(!strcmp(dirs[1], "/a"));
  EXPECT(!strcmp(dirs[2], "/b"));
  EXPECT(!strcmp(dirs[3], "/opt/luno/bin/../share/luno/rulesets"));
  EXPECT(!strcmp(dirs[4], "/opt/luno/lib/../share/luno/rulesets"));
  EXPECT(!strcmp(dirs[5], "/src/rulesets"));
}

/* Nothing given: no folder; duplicates and the max are respected. */
static void test_edges(void) {
  char dirs[2][LUNO_PATH_MAX];
  EXPECT(luno_paths_search(NULL, NULL, NULL, 0, NULL, dirs, 2) == 0);
  EXPECT(luno_paths_search("/x", "/x:/y:/z", NULL, 0, NULL, dirs, 2) == 2);
  EXPECT(!strcmp(dirs[1], "/y"));
}

/* luno_rulesets_dir takes --path when it exists, else skips to the next that does. */
static void test_existing(const char *tmp) {
  char real[LUNO_PATH_MAX];
  snprintf(real, sizeof real, "%s/paths-test-rulesets", tmp);
  mkdir(real, 0755);
  luno_paths_set(real);
  EXPECT(!strcmp(luno_rulesets_dir(), real));
  char missing[LUNO_PATH_MAX + 16];
  snprintf(missing, sizeof missing, "%s/not-there", real);
  luno_paths_set(missing);
  setenv("LUNO_PATH", real, 1);
  EXPECT(!strcmp(luno_rulesets_dir(), real));
  char dirs[4][LUNO_PATH_MAX];
  EXPECT(luno_ruleset_dirs(dirs, 4) >= 1 && !strcmp(dirs[0], real));
  luno_paths_set(NULL);
  rmdir(real);
}

int main(int argc, char **argv) {
  test_order();
  test_edges();
  test_existing(argc > 1 ? argv[1] : "/tmp");
  if (failures) return 1;
  puts("paths: all expectations met");
  return 0;
}
