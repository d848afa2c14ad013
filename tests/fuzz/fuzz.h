/* fuzz.h: what the fuzz harnesses share. Each harness defines LLVMFuzzerTestOneInput;
 * built with clang -fsanitize=fuzzer it is a libFuzzer target, built without it
 * (replay.c) it runs the files of its corpus once, as a regression test. */
#ifndef LUNO_FUZZ_H
#define LUNO_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include <luno/luno_host.h>
#include <luno/table.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A new host with the shipped rulesets on its path and small budgets (fast failures). */
luno_host *fuzz_host(void);
/* Writes data to a file of its own under the temporary folder; returns its path. */
const char *fuzz_file(const char *name, const uint8_t *data, size_t size);
/* Plays up to steps random actions of g, checking the invariants; aborts if one fails. */
void fuzz_play(luno_game *g, uint64_t seed, int steps);

#endif
