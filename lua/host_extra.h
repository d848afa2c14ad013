/* host_extra.h: what the REPL needs from the host beyond host.h: which rulesets were
 * loaded (including those a preset or `extends` pulled in) and a content hash of each of
 * their files, so a save can tell when the scripts it was played under have changed. */
#ifndef LUNO_HOST_EXTRA_H
#define LUNO_HOST_EXTRA_H

#include <stdint.h>

#include "host.h"

/* Called once per file: key is "<ruleset folder>/<file>" or "<file>" for a one-file
 * ruleset; hash is FNV-1a 64 of the file's bytes. */
typedef void (*host_hash_fn)(void *ud, const char *key, uint64_t hash);

/* FNV-1a 64 of a file's bytes into *out; -1 if it cannot be read. */
int host_hash_file(const char *path, uint64_t *out);

/* Hashes every .lua file of every loaded ruleset, in load order, files sorted by name.
 * Returns the number of files, or -1 with a reason in err. */
int host_file_hashes(luno_host *h, host_hash_fn fn, void *ud, char *err, int errlen);

#endif
