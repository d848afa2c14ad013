/* check.h: `luno check`: tests a ruleset, a folder or a single card file without
 * recompiling: loads it (syntax and API errors with file:line), then plays many random
 * games over every player count with the invariants checked after every action, and
 * compares card plays and round length with the ruleset it extends. */
#ifndef LUNO_REPL_CHECK_H
#define LUNO_REPL_CHECK_H

/* Runs `luno check` with its arguments (after the word check); returns the exit status:
 * 0 when every game was sound, 1 on any error, 2 on bad usage. */
int check_main(int argc, char **argv);

#endif
