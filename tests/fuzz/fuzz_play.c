/* fuzz_play.c: random games played by random REPL commands. The input's first bytes choose
 * the table: a shipped ruleset, 2 to 10 players, a seed, a width from 20 to 200 columns and
 * colors on or off; each later pair of bytes is a line: a command a player types (play,
 * draw, pass, an answer, uno, show, hint, run, step, undo, redo, log, a penalty of many
 * cards, help...) with a card number, a seat or a color, or now and then raw bytes. Every
 * line is rendered as the REPL renders it (to a stream thrown away), so the drawing of
 * hands, draws and round ends meets every width. Nothing may crash or write past a buffer
 * (the sanitizers), a refused command leaves the game as it was, and the game stays sound
 * (luno_check). Files are never touched. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "fuzz_session.h"

enum { MAX_LINES = 60 };

static const char *const RULESETS[] = {"official",
                                       "special",
                                       "house",
                                       "no_mercy",
                                       "dos",
                                       "attack",
                                       "teams",
                                       "flip",
                                       "classroom",
                                       "crazy_eights",
                                       "official,seven_o,jump_in,progressive"};
static const char *const WORDS[] = {"play %d",   "play %d uno",    "draw",    "pass",    "%d",
                                    "uno",       "challenge",      "accept",  "show",    "hint",
                                    "run",       "step",           "step %d", "undo",    "redo",
                                    "log %d",    "penalty Ann %d", "help",    "help %s", "rules",
                                    "reveal on", "reveal off",     "play %s", "%s",      "keep",
                                    "stop",      "catch Bo",       "jump",    "scores",  "who"};
static const char *const NAMES[] = {"red", "green", "blue",     "yellow", "wild",   "skip",
                                    "Bo",  "Cy",    "draw_two", "x_ray",  "merlin", "seven_o"};

/* Reads the next byte of the input (0 once it is used up). */
static unsigned next_byte(const uint8_t *data, size_t size, size_t *at) {
  return *at < size ? data[(*at)++] : 0;
}

/* Writes the line for command byte c and argument byte a into out. */
static void make_line(char *out, size_t len, unsigned c, unsigned a, const uint8_t *data,
                      size_t size, size_t *at) {
  if (c % 16 == 15) { /* raw bytes, up to the next newline or 40 */
    size_t n = 0;
    for (; n + 1 < len && n < 40 && *at < size && data[*at] != '\n'; (*at)++)
      out[n++] = data[*at] ? (char)data[*at] : ' ';
    out[n] = '\0';
    return;
  }
  const char *w = WORDS[c % (sizeof WORDS / sizeof *WORDS)];
  if (strstr(w, "%s"))
    snprintf(out, len, w, NAMES[a % (sizeof NAMES / sizeof *NAMES)]);
  else if (strstr(w, "%d"))
    snprintf(out, len, w, (int)(a % 12) + (a & 0x80 ? 40 : 0));
  else
    snprintf(out, len, "%s", w);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 4096) return 0;
  size_t at = 0;
  session *s = fuzz_session_open();
  s->columns = 20 + (int)(next_byte(data, size, &at) % 181);
  s->color = next_byte(data, size, &at) & 1;
  char line[LINE_MAX_LEN];
  unsigned r = next_byte(data, size, &at), players = 2 + next_byte(data, size, &at) % 9;
  snprintf(line, sizeof line, "new --rules %s --players %u --seed %u",
           RULESETS[r % (sizeof RULESETS / sizeof *RULESETS)], players,
           next_byte(data, size, &at) | next_byte(data, size, &at) << 8);
  repl_run_line(s, line); /* (a count the ruleset refuses keeps the game there was) */
  for (int lines = 0; lines < MAX_LINES && at < size && !s->quit; lines++) {
    unsigned c = next_byte(data, size, &at), a = next_byte(data, size, &at);
    make_line(line, sizeof line, c, a, data, size, &at);
    uint64_t before = fuzz_session_hash(s);
    int failures = s->failures;
    repl_run_line(s, line);
    if (s->failures > failures && fuzz_session_hash(s) != before && s->b && !s->b->broken)
      abort(); /* a refused command changed the game */
  }
  if (s->b && s->b->g) {
    char msg[256];
    if (luno_check(s->b->g, msg, sizeof msg) < 0) abort();
  }
  fuzz_session_close(s);
  return 0;
}
