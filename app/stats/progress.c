/* progress.c: the progress bar on stderr. */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "progress.h"

enum { BAR_COLUMNS = 79 };
#define REDRAW_SECONDS 0.1

/* Seconds on a monotonic clock. */
static double clock_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int stats_progress_wanted(void) {
  const char *term = getenv("TERM");
  return isatty(STDERR_FILENO) && !(term && strcmp(term, "dumb") == 0);
}

void stats_progress_start(stats_progress *p, FILE *out, long total, int enabled) {
  memset(p, 0, sizeof *p);
  p->out = enabled ? out : NULL;
  p->total = total;
  p->start = clock_now();
  p->last = -1.0;
}

/* "h:mm:ss" or "m:ss" for a number of seconds. */
static void format_time(char *buf, size_t size, double seconds) {
  long s = seconds < 0 ? 0 : (long)(seconds + 0.5);
  if (s >= 3600)
    snprintf(buf, size, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
  else
    snprintf(buf, size, "%ld:%02ld", s / 60, s % 60);
}

void stats_progress_format(char *buf, int size, int width, long done, long total, double elapsed) {
  char tail[96], eta[32];
  double rate = elapsed > 0 ? (double)done / elapsed : 0.0;
  if (rate > 0 && total > done)
    format_time(eta, sizeof eta, (double)(total - done) / rate);
  else
    snprintf(eta, sizeof eta, "%s", total > done ? "?" : "0:00");
  int tail_len =
      snprintf(tail, sizeof tail, " %ld/%ld games  %.0f/s  ETA %s", done, total, rate, eta);
  int bar = width - tail_len - 2;
  if (bar < 10) bar = 10;
  int filled = total > 0 ? (int)((long long)bar * (done < total ? done : total) / total) : bar;
  snprintf(buf, (size_t)size, "[%.*s%*s]%s", filled,
           "################################################################################",
           bar - filled, "", tail);
}

int stats_progress_update_at(stats_progress *p, long done, double now) {
  p->done = done;
  if (!p->out || (p->last >= 0 && now - p->last < REDRAW_SECONDS)) return 0;
  char line[160];
  stats_progress_format(line, sizeof line, BAR_COLUMNS, done, p->total, now - p->start);
  fprintf(p->out, "\r%s", line);
  fflush(p->out);
  p->last = now;
  p->drawn = 1;
  return 1;
}

void stats_progress_update(stats_progress *p, long done) {
  if (p->out) stats_progress_update_at(p, done, clock_now());
}

void stats_progress_finish(stats_progress *p) {
  if (p->out && p->drawn) {
    fprintf(p->out, "\r%*s\r", BAR_COLUMNS, "");
    fflush(p->out);
  }
  p->drawn = 0;
}
