/* replay.c: runs a harness once over the files named on the command line (or every file
 * of the folders named), without libFuzzer: the corpus as a regression test. With
 * `--random N SEED`, it runs the harness on N inputs of random bytes from SEED instead
 * (up to 600 bytes each): a fuzz run that is the same every time, for CI's sanitizers. */
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

/* Runs the harness on n random inputs from seed (xorshift64*: no library needed). */
static void run_random(long n, unsigned long long seed) {
  static uint8_t buf[600];
  unsigned long long x = seed * 0x9e3779b97f4a7c15ull + 1;
  for (long i = 0; i < n; i++) {
    x ^= x >> 12, x ^= x << 25, x ^= x >> 27;
    size_t len = (size_t)((x * 0x2545f4914f6cdd1dull) >> 33) % sizeof buf;
    for (size_t k = 0; k < len; k++) {
      x ^= x >> 12, x ^= x << 25, x ^= x >> 27;
      buf[k] = (uint8_t)((x * 0x2545f4914f6cdd1dull) >> 56);
    }
    LLVMFuzzerTestOneInput(buf, len);
  }
  printf("ran %ld random inputs from seed %llu\n", n, seed);
}

int main(int argc, char **argv) {
  if (argc == 4 && !strcmp(argv[1], "--random")) {
    run_random(strtol(argv[2], NULL, 10), strtoull(argv[3], NULL, 10));
    return 0;
  }
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
