/* progress.h: a one-line progress bar on stderr with the rate and the time left, drawn only
 * when stderr is a terminal and at most about ten times a second. Call it from one thread
 * (the one that merges, or the main thread reading a shared counter). */
#ifndef LUNO_STATS_PROGRESS_H
#define LUNO_STATS_PROGRESS_H

#include <stdio.h>

typedef struct stats_progress {
  FILE *out; /* NULL: draw nothing */
  long total, done;
  double start, last; /* seconds on the monotonic clock */
  int drawn;          /* a line is on screen (finish clears it) */
} stats_progress;

/* Whether to draw: stderr is a terminal and TERM is not "dumb". */
int stats_progress_wanted(void);
/* Starts a bar for total games on out (NULL or !enabled: a silent bar). */
void stats_progress_start(stats_progress *p, FILE *out, long total, int enabled);
/* done games so far; redraws if 0.1 s passed since the last drawing. */
void stats_progress_update(stats_progress *p, long done);
/* The same at a given time (seconds), for tests; returns 1 if it drew. */
int stats_progress_update_at(stats_progress *p, long done, double now);
/* Clears the bar's line. */
void stats_progress_finish(stats_progress *p);
/* Formats the bar for done of total after elapsed seconds into buf (width columns). */
void stats_progress_format(char *buf, int size, int width, long done, long total, double elapsed);

#endif
