/* fuzz_common.c: helpers shared by the harnesses (fuzz.h). */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "fuzz.h"

luno_host *fuzz_host(void) {
  char err[256];
  luno_config c;
  luno_config_init(&c);
  c.rules[0] = 0; /* each harness loads what it fuzzes */
  c.instructions = 200000;
  c.memory_mb = 32;
  luno_host *h = luno_host_open(&c, err, sizeof err);
  if (!h) {
    fprintf(stderr, "luno_host_open: %s\n", err);
    abort();
  }
  return h;
}

const char *fuzz_file(const char *name, const uint8_t *data, size_t size) {
  static char path[512];
  const char *tmp = getenv("TMPDIR");
  snprintf(path, sizeof path, "%s/luno-fuzz-%ld-%s", tmp && *tmp ? tmp : "/tmp", (long)getpid(),
           name);
  FILE *f = fopen(path, "wb");
  if (!f) abort();
  fwrite(data, 1, size, f);
  fclose(f);
  return path;
}

void fuzz_play(luno_game *g, uint64_t seed, int steps) {
  luno_rng rng;
  luno_seed(&rng, seed);
  char msg[256];
  for (int i = 0; i < steps && luno_pending_of(g)->kind != LUNO_ASK_NONE; i++) {
    uint64_t before = luno_hash(g);
    luno_status st = luno_apply(g, luno_random_bot(g, &rng));
    if (st == LUNO_EBROKEN) {
      fprintf(stderr, "a failed action could not be rolled back: %s\n", luno_error(g));
      abort();
    }
    if (st != LUNO_OK && luno_hash(g) != before) {
      fprintf(stderr, "a refused or failed action changed the game: %s\n", luno_error(g));
      abort();
    }
    if (luno_check(g, msg, sizeof msg) < 0) {
      fprintf(stderr, "invariant: %s\n", msg);
      abort();
    }
    if (st != LUNO_OK) return;
  }
}
