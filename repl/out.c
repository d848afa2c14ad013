/* out.c: the REPL's output, the bottom of repl/: what every other file says through,
 * lines folded to the terminal's width, and errors (counted for the exit status). */
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <luno/host.h>

#include "session.h"

volatile sig_atomic_t repl_interrupted;

int repl_width(session *s) { return s && s->columns > 0 ? s->columns : luno_text_width(); }

/* Writes prefix and fmt's text to out, folded at width. The text is formatted on the stack
 * when it fits, else in memory of its size (cut to the stack's when there is none). */
static void say_formatted(FILE *out, int width, const char *prefix, const char *fmt, va_list ap) {
  char buf[2048], *text = buf;
  size_t pre = strlen(prefix);
  va_list again;
  va_copy(again, ap);
  memcpy(buf, prefix, pre);
  int n = vsnprintf(buf + pre, sizeof buf - pre, fmt, ap);
  if (n >= 0 && (size_t)n >= sizeof buf - pre && (text = malloc(pre + (size_t)n + 1)) != NULL) {
    memcpy(text, prefix, pre);
    vsnprintf(text + pre, (size_t)n + 1, fmt, again);
  }
  va_end(again);
  luno_fold_print(out, text ? text : buf, width, LUNO_FOLD_HANG);
  if (text != buf) free(text);
}

void repl_say(session *s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  say_formatted(s && s->to_stderr ? stderr : stdout, repl_width(s), "", fmt, ap);
  va_end(ap);
}

void repl_say_raw(session *s, const char *text) {
  FILE *out = s && s->to_stderr ? stderr : stdout;
  fputs(text, out);
  fputc('\n', out);
}

void repl_say_listed(session *s, const char *line) {
  luno_fold_print(s && s->to_stderr ? stderr : stdout, line, repl_width(s), LUNO_FOLD_LISTED);
}

void repl_say_flowed(session *s, const char *text) {
  luno_fold_print(s && s->to_stderr ? stderr : stdout, text, repl_width(s), LUNO_FOLD_FLOWED);
}

int repl_fail(session *s, const char *fmt, ...) {
  fflush(stdout);
  va_list ap;
  va_start(ap, fmt);
  say_formatted(stderr, repl_width(s), "error: ", fmt, ap);
  va_end(ap);
  if (s) s->failures++;
  return -1;
}
