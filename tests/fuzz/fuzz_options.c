/* fuzz_options.c: the input is a command line (words split on spaces and newlines): the
 * shared flags (luno_config_flag: --rules, --players, --seed, --set, --bots) then options set
 * with luno_host_set, a setup built and a short game played. Nothing may crash. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include <luno/table.h>

enum { MAX_WORDS = 64 };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 4096) return 0;
  char *text = malloc(size + 1), *words[MAX_WORDS], err[512];
  memcpy(text, data, size);
  text[size] = '\0';
  int n = 0;
  for (char *save = NULL, *w = strtok_r(text, " \n", &save); w && n < MAX_WORDS;
       w = strtok_r(NULL, " \n", &save))
    words[n++] = w;
  luno_config c;
  luno_config_init(&c);
  int ok = 1;
  for (int i = 0; i < n && ok; i++)
    ok = luno_config_flag(&c, n, words, &i, err, sizeof err) > 0;
  luno_host *h = fuzz_host();
  luno_setup setup;
  if (luno_host_load(h, c.rules, err, sizeof err) == 0) {
    for (int i = 0; i < c.nsets; i++)
      luno_host_set(h, c.sets[i][0], c.sets[i][1], err, sizeof err);
    if (luno_host_build(h, c.players, c.seed, &setup, err, sizeof err) == 0) {
      luno_game *g = luno_new(&setup, luno_host_rules(h), err, sizeof err);
      if (g) fuzz_play(g, c.seed, 200);
      luno_free(g);
    }
  }
  luno_host_free(h);
  free(text);
  return 0;
}
