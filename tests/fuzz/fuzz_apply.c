/* fuzz_apply.c: arbitrary actions on a real game. The first byte picks the player count
 * and the seed, then every 7 bytes are an action (type, seat, flags, value): most are
 * refused, some are taken. A refused action must leave the game as it was; nothing may
 * crash or break luno_check. The host (official rules) is made once. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static luno_host *h;
  static luno_setup setup;
  char err[512], msg[256];
  if (!h) {
    h = fuzz_host();
    if (luno_host_load(h, "official", err, sizeof err) < 0 ||
        luno_host_build(h, 2, 1, &setup, err, sizeof err) < 0)
      abort();
  }
  if (size < 1) return 0;
  setup.players = 2 + data[0] % 9;
  setup.seed = data[0];
  luno_game *g = luno_new(&setup, luno_host_rules(h), err, sizeof err);
  if (!g) abort();
  for (size_t i = 1; i + 7 <= size; i += 7) {
    const luno_pending *p = luno_pending_of(g);
    luno_action a = {.type = (uint8_t)(data[i] % 9),
                     .seat = (int8_t)data[i + 1],
                     .flags = data[i + 2],
                     .value = 0};
    memcpy(&a.value, data + i + 3, 4);
    /* one action in two is aimed at the real decision, so games move on */
    if ((data[i + 1] & 0x80) && p->count > 0)
      a = p->options[(uint32_t)a.value % (uint32_t)p->count];
    uint64_t before = luno_hash(g);
    luno_status st = luno_apply(g, a);
    if (st == LUNO_EBROKEN || (st != LUNO_OK && luno_hash(g) != before)) {
      fprintf(stderr, "action %d/%d/%d: %s\n", a.type, a.seat, a.value, luno_error(g));
      abort();
    }
    if (luno_check(g, msg, sizeof msg) < 0) {
      fprintf(stderr, "invariant: %s\n", msg);
      abort();
    }
  }
  luno_free(g);
  return 0;
}
