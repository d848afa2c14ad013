/* fold.c: the one way luno's programs fit text to a terminal's width (the REPL's lines
 * and errors, --help, `luno rules`, check's and the tournament's reports): folded between
 * words, counting the columns a terminal shows, not bytes. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <luno/host.h>

/* The bytes of the character or color escape at t (len bytes left), its columns in *cols:
 * an escape (ESC [ ... final byte) takes none, a UTF-8 character one. */
static int next_glyph(const char *t, int len, int *cols) {
  int n = 1;
  if (t[0] == '\033' && len > 1 && t[1] == '[') {
    for (n = 2; n < len && !(t[n] >= '@' && t[n] <= '~'); n++)
      ;
    *cols = 0;
    return n < len ? n + 1 : n;
  }
  while (n < len && ((unsigned char)t[n] & 0xC0) == 0x80) /* a UTF-8 character's tail */
    n++;
  *cols = 1;
  return n;
}

/* Whether the byte is a break between words (a newline is one in flowed text). */
static int is_gap(char c) { return c == ' ' || c == '\n'; }

/* Where a listed line's description starts: after its last run of two spaces or more in
 * the first two thirds of the width (the columns of names and values), else 4. */
static int description_column(const char *line, int len, int width) {
  int column = 4;
  for (int i = 2; i < len && i < width * 2 / 3; i++)
    if (line[i] != ' ' && line[i - 1] == ' ' && line[i - 2] == ' ') column = i;
  return column;
}

/* Writes len bytes of t, a newline in them as a space (flowed text's soft breaks). */
static void put_part(FILE *out, int indent, const char *t, int len) {
  fprintf(out, "%*s", indent, "");
  for (int i = 0; i < len; i++)
    fputc(t[i] == '\n' ? ' ' : t[i], out);
  fputc('\n', out);
}

/* Writes the line t (len bytes) folded at width, its later parts after indent spaces. */
static void fold_line(FILE *out, const char *t, int len, int width, int indent) {
  int lead = (int)strspn(t, " ");
  int start = 0, col = 0, gap = -1, at = 0; /* gap: the last place a break may go */
  if (lead > len) lead = len;
  for (int i = 0; i < len;) {
    int cols, n = next_glyph(t + i, len - i, &cols);
    if (is_gap(t[i]) && i > lead) gap = i;
    if (col + cols > width && gap > start) {
      int end = gap;
      while (end > start && is_gap(t[end - 1]))
        end--;
      put_part(out, at, t + start, end - start);
      for (i = gap; i < len && is_gap(t[i]);)
        i++;
      start = i, col = at = indent, gap = -1;
      continue;
    }
    col += cols, i += n;
  }
  while (len > start && t[len - 1] == '\n') /* (flowed text's last newline) */
    len--;
  put_part(out, at, t + start, len - start);
}

void luno_fold_print(FILE *out, const char *text, int width, int indent) {
  if (width < 20) width = 20;
  for (const char *p = text;;) {
    int flowed = indent == LUNO_FOLD_FLOWED;
    const char *end = flowed ? strstr(p, "\n\n") : strchr(p, '\n');
    int len = end ? (int)(end - p) : (int)strlen(p), lead = (int)strspn(p, " ");
    int at = indent >= 0                  ? indent
             : flowed                     ? 0
             : indent == LUNO_FOLD_LISTED ? description_column(p, len, width)
                                          : lead + 2;
    if (at > width - 16) at = width - 16; /* (a part keeps room for words) */
    fold_line(out, p, len, width, at);
    if (!end) return;
    p = end + 1;
    if (flowed) { /* a blank line between paragraphs, however many there were */
      while (*p == '\n')
        p++;
      if (!*p) return;
      fputc('\n', out);
    }
  }
}

int luno_text_width(void) {
  const char *columns = getenv("COLUMNS");
  long long w = 0;
  if (!columns || luno_read_whole(columns, strlen(columns), 1, 10000, &w) < 0) w = 0;
  struct winsize ws;
  if (w <= 0 && isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0) w = ws.ws_col;
  return w >= 40 ? (int)w : w > 0 ? 40 : 80;
}

void luno_fold_printf(FILE *out, int indent, const char *fmt, ...) {
  char line[4096];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  luno_fold_print(out, line, luno_text_width(), indent);
}
