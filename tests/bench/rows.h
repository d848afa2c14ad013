/* rows.h: the benchmark's rows, one per ruleset of issue 14's speed targets (rows.c). */
#ifndef LUNO_BENCH_ROWS_H
#define LUNO_BENCH_ROWS_H

/* Runs each figure is the best of (rows and the baseline alike). */
enum { BENCH_TRIES = 3 };

/* Prints ns per turn of each row and its ratio to base_ns (the C baseline's ns per turn);
 * games one-round games each (a quarter as many for a Lua bot). -1 if a row failed. */
int bench_rows(double base_ns, long games);
/* Plays only the row named name, as many games as bench_rows would (for callgrind:
 * scripts/bench_instructions.sh); prints its turns. -1 on an unknown row or an error. */
int bench_one_row(const char *name, long games);
/* Prints every row's name, one a line (`bench --rows`). */
void bench_list_rows(void);

#endif
