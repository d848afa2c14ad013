/* replay.c: runs a harness once over the files named on the command line (or every file
 * of the folders named), without libFuzzer: the corpus as a regression test. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

/* Runs the harness on one file. */
static void run_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return;
  static uint8_t buf[1 << 20];
  size_t n = fread(buf, 1, sizeof buf, f);
  fclose(f);
  LLVMFuzzerTestOneInput(buf, n);
}

int main(int argc, char **argv) {
  int files = 0;
  for (int i = 1; i < argc; i++) {
    DIR *d = opendir(argv[i]);
    if (!d) {
      run_file(argv[i]);
      files++;
      continue;
    }
    for (struct dirent *e; (e = readdir(d));) {
      if (e->d_name[0] == '.') continue;
      char path[1024];
      snprintf(path, sizeof path, "%s/%s", argv[i], e->d_name);
      run_file(path);
      files++;
    }
    closedir(d);
  }
  printf("replayed %d inputs\n", files);
  return 0;
}
