/* fuzz_commands.c: the input is REPL lines, run one by one through repl_run_line, the parser
 * and dispatcher every typed command goes through. Nothing may crash, and a line that
 * fails must leave the game as it was. Lines that touch files (save, load, replay, reload)
 * are left out: a fuzzer must not write where an input says; fuzz_save covers loading. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "fuzz_session.h"

enum { MAX_LINES = 40 };

/* Whether line starts with a command that reads or writes files. */
static int touches_files(const char *line) {
  static const char *const cmds[] = {"save", "load", "replay", "reload"};
  line += strspn(line, " \t");
  for (size_t i = 0; i < sizeof cmds / sizeof *cmds; i++) {
    size_t n = strlen(cmds[i]);
    if (!strncmp(line, cmds[i], n) && (line[n] == '\0' || line[n] == ' ' || line[n] == '\t'))
      return 1;
  }
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 8192) return 0;
  char *text = malloc(size + 1);
  memcpy(text, data, size);
  text[size] = '\0';
  session *s = fuzz_session_open();
  int lines = 0;
  for (char *save = NULL, *line = strtok_r(text, "\n", &save);
       line && lines < MAX_LINES && !s->quit; line = strtok_r(NULL, "\n", &save), lines++) {
    if (strlen(line) >= LINE_MAX_LEN || touches_files(line)) continue;
    char buf[LINE_MAX_LEN];
    strcpy(buf, line);
    uint64_t before = fuzz_session_hash(s);
    int failures = s->failures;
    repl_run_line(s, buf);
    /* a refused command changes nothing (the official game punishes no refused play) */
    if (s->failures > failures && fuzz_session_hash(s) != before && s->b && !s->b->broken) abort();
  }
  if (s->b && s->b->g) {
    char msg[256];
    if (luno_check(s->b->g, msg, sizeof msg) < 0) abort();
  }
  fuzz_session_close(s);
  free(text);
  return 0;
}
