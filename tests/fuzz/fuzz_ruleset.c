/* fuzz_ruleset.c: the input is a card or rule file, loaded on top of `official` (the
 * ruleset loader, the sandbox, card{} and rule{} checks), then a short game is played
 * with it: nothing may crash, and a failing script must leave the game as it was. */
#include <stdio.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  luno_host *h = fuzz_host();
  char err[512], rules[600];
  snprintf(rules, sizeof rules, "official,%s", fuzz_file("card.lua", data, size));
  luno_setup setup;
  if (luno_host_load(h, rules, err, sizeof err) == 0 &&
      luno_host_build(h, 3, size, &setup, err, sizeof err) == 0) {
    luno_game *g = luno_new(&setup, luno_host_rules(h), err, sizeof err);
    if (g) fuzz_play(g, size, 300);
    luno_free(g);
  }
  luno_host_free(h);
  return 0;
}
