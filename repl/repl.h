/* repl.h: the interactive session (`luno play`). */
#ifndef LUNO_REPL_REPL_H
#define LUNO_REPL_REPL_H

/* Runs the REPL with `luno play` flags (and -c 'commands'); returns the exit status. */
int repl_main(int argc, char **argv);

#endif
