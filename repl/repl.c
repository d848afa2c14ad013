/* repl.c: placeholder entry until the REPL lands; plays a watched game of bots. */
#include <stdio.h>

#include "repl.h"

int repl_main(int argc, char **argv) {
  (void)argc;
  (void)argv;
  fprintf(stderr, "luno: the REPL is not built yet; try `luno sim`\n");
  return 2;
}
