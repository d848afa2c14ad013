/* fuzz_save.c: the input is a save file, loaded (and replayed) by the REPL over a game in
 * progress. Nothing may crash; a file that is refused leaves the current game untouched. */
#include <stdlib.h>

#include "commands.h"
#include "drive.h"
#include "fuzz.h"
#include "fuzz_session.h"
#include "saves.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 65536) return 0;
  const char *path = fuzz_file("save.txt", data, size);
  session *s = fuzz_session_open();
  for (int replay = 0; replay < 2; replay++) {
    uint64_t before = fuzz_session_hash(s);
    if (repl_load_game(s, path, replay) < 0 && fuzz_session_hash(s) != before) abort();
    if (s->b && s->b->g) {
      char msg[256];
      if (luno_check(s->b->g, msg, sizeof msg) < 0) abort();
    }
  }
  fuzz_session_close(s);
  return 0;
}
