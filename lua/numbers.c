/* numbers.c: reading what people type. luno_edit_distance, for "did you mean"; and the one
 * way the host and its programs read a whole number from text: every byte given is read
 * (digits, and a '-' first only where the range goes below zero; no space, no '+', no
 * other base), range-checked as it accumulates, so nothing wraps or is cut on its way into
 * a narrower type (strtol took " -1", and a long read into an int kept 32 of its bits). */
#include <stdio.h>
#include <string.h>

#include <luno/host.h>

int luno_read_whole(const char *text, size_t len, long long least, long long most, long long *out) {
  size_t i = 0;
  int negative = len > 0 && text[0] == '-' && least < 0;
  i += (size_t)negative;
  if (i == len || least > most) return -1;
  /* the magnitude's bound: -(least) for a negative number (2^63 fits), else most */
  unsigned long long limit =
      negative ? (unsigned long long)(-(least + 1)) + 1 : (unsigned long long)(most < 0 ? 0 : most);
  unsigned long long v = 0;
  for (; i < len; i++) {
    if (text[i] < '0' || text[i] > '9') return -1;
    unsigned digit = (unsigned)(text[i] - '0');
    if (v > limit / 10 || v * 10 + digit > limit)
      return -1; /* (before it can wrap: limit
                  * is at most 2^63) */
    v = v * 10 + digit;
  }
  long long x = !negative ? (long long)v : v == 0 ? 0 : -(long long)(v - 1) - 1;
  if (x < least || x > most) return -1;
  *out = x;
  return 0;
}

int luno_edit_distance(const char *a, const char *b) {
  size_t la = strlen(a), lb = strlen(b);
  if (la > 40 || lb > 40) return 99;
  int d[41][41]; /* d[i][j]: a's first i bytes against b's first j */
  for (size_t i = 0; i <= la; i++)
    for (size_t j = 0; j <= lb; j++) {
      if (i == 0 || j == 0) {
        d[i][j] = (int)(i + j);
        continue;
      }
      int best = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
      if (d[i - 1][j] + 1 < best) best = d[i - 1][j] + 1;
      if (d[i][j - 1] + 1 < best) best = d[i][j - 1] + 1;
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
          d[i - 2][j - 2] + 1 < best) /* (two letters swapped: one slip, not two) */
        best = d[i - 2][j - 2] + 1;
      d[i][j] = best;
    }
  return d[la][lb];
}
