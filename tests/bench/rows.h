/* rows.h: the benchmark's rows, one per ruleset of issue 14's speed targets (rows.c). */
#ifndef LUNO_BENCH_ROWS_H
#define LUNO_BENCH_ROWS_H

/* Runs of each row (each after its own slice of the baseline). */
enum { BENCH_TRIES = 5 };
/* The least time one run of a row lasts. */
#define BENCH_MIN_SECONDS 0.15

/* Prints ns per turn of each row and its ratio to the C baseline's: baseline_ns plays a
 * slice of the baseline and returns its ns per turn; games one-round games each (a quarter
 * as many for a Lua bot). -1 if a row failed. */
int bench_rows(double (*baseline_ns)(void), long games);
/* Plays only the row named name, as many games as bench_rows would (for callgrind:
 * scripts/bench_instructions.sh); prints its turns. -1 on an unknown row or an error. */
int bench_one_row(const char *name, long games);
/* Prints the search bot's rows (ms a decision of ismcts:1000); 0, or -1 on an error. */
int bench_search(void);
/* Prints the search's rows on turns of menus (ms a decision of ismcts:100, an iteration's
 * cost in turns of the sim); 0, or -1 on an error. */
int bench_menus(void);
/* Prints every row's name, one a line (`bench --rows`). */
void bench_list_rows(void);

#endif
