/* fuzz_session.h: a REPL session for fuzz harnesses (see fuzz_session.c). */
#ifndef LUNO_FUZZ_SESSION_H
#define LUNO_FUZZ_SESSION_H

#include <stdint.h>

#include "session.h"

session *fuzz_session_open(void);
void fuzz_session_close(session *s);
uint64_t fuzz_session_hash(const session *s); /* the current game's digest, 0 if none */

#endif
