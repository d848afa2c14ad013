/* out.c: the REPL's output, the bottom of repl/: what every other file says through,
 * lines wrapped to the terminal, and errors (counted for the exit status). */
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "session.h"

volatile sig_atomic_t repl_interrupted;

void repl_say(session *s, const char *fmt, ...) {
  FILE *out = s && s->to_stderr ? stderr : stdout;
  va_list ap;
  va_start(ap, fmt);
  vfprintf(out, fmt, ap);
  va_end(ap);
  fputc('\n', out);
}

/* Says text in lines of at most width columns, broken between words, the lines after the
 * first indented by `indent`. */
static void say_wrapped(session *s, const char *text, int width, int indent) {
  const char *p = text;
  int at = 0; /* the first line starts at the margin */
  while (*p) {
    int len = (int)strlen(p), cut = len;
    if (at + len > width) { /* break at the last space that fits */
      cut = width - at;
      while (cut > 0 && p[cut] != ' ')
        cut--;
      if (cut == 0) cut = (int)strcspn(p, " ");
    }
    repl_say(s, "%*s%.*s", at, "", cut, p);
    p += cut;
    while (*p == ' ')
      p++;
    at = indent;
  }
}

void repl_say_wrapped(session *s, const char *text, int width) { say_wrapped(s, text, width, 2); }

int repl_width(session *s) {
  if (s->columns > 0) return s->columns;
  struct winsize ws;
  if (s->tty_out && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
    return ws.ws_col >= 40 ? ws.ws_col : 40;
  return 80;
}

void repl_say_flowed(session *s, const char *text) {
  int width = repl_width(s);
  char line[LINE_MAX_LEN];
  for (const char *p = text; *p;) { /* a paragraph at a time: its breaks are spaces */
    size_t n = 0;
    for (; *p && !(p[0] == '\n' && p[1] == '\n') && n + 1 < sizeof line; p++)
      line[n++] = *p == '\n' ? ' ' : *p;
    line[n] = '\0';
    while (*p == '\n')
      p++;
    say_wrapped(s, line, width, 0);
  }
}

int repl_fail(session *s, const char *fmt, ...) {
  fflush(stdout);
  fputs("error: ", stderr);
  va_list ap;
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  s->failures++;
  return -1;
}
