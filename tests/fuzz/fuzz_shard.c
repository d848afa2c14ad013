/* fuzz_shard.c: the input is a shard file (`luno sim --out`), read as `luno merge` reads it.
 * Nothing may crash or hang; a file that is read must print, merge into totals of its shape
 * twice (or be refused with a message), and write out a file that reads back. */
#include <stdio.h>
#include <stdlib.h>

#include "fuzz.h"
#include "stats/report.h"
#include "stats/shard.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 262144) return 0;
  const char *path = fuzz_file("shard.json", data, size);
  stats_totals t, sum, again;
  stats_meta m, m2;
  char err[512];
  if (stats_shard_read(path, &t, &m, err, sizeof err) < 0) {
    if (!err[0]) abort(); /* a refusal says why */
    return 0;
  }
  FILE *out = fopen("/dev/null", "w");
  if (out) stats_print_text(out, &t, &m), fclose(out);
  const char *names[STATS_MAX_TYPES];
  for (int k = 0; k < t.ntypes; k++)
    names[k] = t.type_names[k];
  stats_totals_init(&sum, t.players, t.ntypes, names);
  for (int i = 0; i < 2; i++)
    if (stats_merge(&sum, &t, err, sizeof err) < 0 && !err[0]) abort();
  stats_totals_free(&sum);
  const char *copy = fuzz_file("shard_copy.json", (const uint8_t *)"", 0);
  out = fopen(copy, "w");
  if (!out) abort();
  stats_write_json(out, &t, &m);
  fclose(out);
  if (stats_shard_read(copy, &again, &m2, err, sizeof err) < 0) { /* reads back */
    fprintf(stderr, "written, not read back: %s\n", err);
    abort();
  }
  stats_totals_free(&again);
  stats_totals_free(&t);
  return 0;
}
