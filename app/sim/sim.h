/* sim.h: `luno sim`. */
#ifndef LUNO_REPL_SIM_H
#define LUNO_REPL_SIM_H

#include <luno/table.h>

typedef struct sim_options {
  luno_config config;
  long games;
  int check, json;
} sim_options;

/* Plays the games and prints the summary; exit status 1 if any game failed. */
int sim_run(const sim_options *o);

#endif
