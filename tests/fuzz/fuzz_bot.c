/* fuzz_bot.c: the input is a Lua bot. It is loaded twice, for seats 0 and 1 (each in a Lua
 * state of its own), and asked those seats' decisions of a short game (the answer path: its
 * index, its call flag, its errors; and whatever it keeps between seats). A bot error must
 * leave the game untouched; nothing may crash. */
#include <stdio.h>
#include <stdlib.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  luno_host *h = fuzz_host();
  char err[512];
  luno_setup setup;
  if (luno_host_load(h, "official", err, sizeof err) < 0 ||
      luno_host_build(h, 3, size, &setup, err, sizeof err) < 0)
    abort();
  const char *path = fuzz_file("bot.lua", data, size);
  int bots[2] = {luno_host_bot_load(h, path, err, sizeof err),
                 luno_host_bot_load(h, path, err, sizeof err)};
  luno_game *g =
      bots[0] < 0 || bots[1] < 0 ? NULL : luno_new(&setup, luno_host_rules(h), err, sizeof err);
  luno_rng rng;
  luno_seed(&rng, size);
  for (int i = 0; g && i < 200 && luno_pending_of(g)->kind != LUNO_ASK_NONE; i++) {
    luno_action a = luno_random_bot(g, &rng);
    uint64_t before = luno_hash(g);
    int seat = luno_pending_of(g)->seat;
    if (seat < 2 && luno_host_bot_decide(h, bots[seat], g, &a, err, sizeof err) < 0) {
      if (luno_hash(g) != before) abort();
      a = luno_random_bot(g, &rng);
    }
    if (luno_apply(g, a) != LUNO_OK) {
      fprintf(stderr, "an offered option was not taken: %s\n", luno_error(g));
      abort();
    }
  }
  luno_free(g);
  luno_host_free(h);
  return 0;
}
