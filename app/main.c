/* main.c: the `luno` program: subcommands sim, play (the default), rules, check, tournament. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/check.h"
#include "cli/args.h"
#include "sim/sim.h"
#include "tournament/tournament.h"
#include <luno/repl.h>
#include <luno/table.h>

static const char usage[] =
    "usage: luno [play] [--rules LIST] [--players N] [--seed S] [--set k=v]... [--bots SPEC]\n"
    "       luno sim [--rules LIST] [--players N] [--games G] [--seed S] [--set k=v]...\n"
    "                [--bots SPEC] [--check] [--json]\n"
    "       luno rules [--rules LIST]\n"
    "  (play and sim also take --budget INSTRUCTIONS and --memory MB: the script budgets)\n"
    "       luno check RULESET|FOLDER|FILE.lua [--games G] [--turns T] [--seed S] [--set k=v]...\n"
    "                [--budget INSTRUCTIONS] [--memory MB]\n"
    "       luno tournament --entrants FILE|N [--table 4] [--turns N | --minutes M]\n"
    "                [--reserves N] [--rules LIST] [--set k=v]... [--seed S] [--json] [--echo]\n"
    "       luno -c 'command; command'\n";

/* `luno sim ...` */
static int cmd_sim(int argc, char **argv) {
  sim_options o;
  memset(&o, 0, sizeof o);
  config_init(&o.config);
  o.games = 100;
  const arg_spec specs[] = {
      {"--games", ARG_COUNT, &o.games, "N", "games to play (default 100); game i has seed S+i"},
      {"--check", ARG_SWITCH, &o.check, NULL, "run the invariant checker after every action"},
      {"--json", ARG_SWITCH, &o.json, NULL, "print one JSON object instead of the summary"},
      {NULL, 0, NULL, NULL, NULL}};
  arg_command cmd = {
      "sim", "Plays many games with bots and reports what happened.", specs, &o.config, NULL, NULL};
  int r = args_parse(&cmd, argc, argv);
  return r < 0 ? 2 : r > 0 ? 0 : sim_run(&o);
}

/* Prints one line of `luno rules`. */
static void print_line(void *ud, const char *line) {
  (void)ud;
  puts(line);
}

/* `luno rules [--rules LIST]`: every shipped ruleset with the options it adds, or the
 * named ones loaded together with every option's value. */
static int cmd_rules(int argc, char **argv) {
  luno_config c;
  config_init(&c);
  char err[256];
  arg_command cmd = {"rules",
                     "Lists every shipped ruleset and the options it adds; with --rules, the "
                     "named ones\nloaded together and every option's value.",
                     NULL,
                     &c,
                     NULL,
                     NULL};
  int r = args_parse(&cmd, argc, argv);
  if (r != 0) return r < 0 ? 2 : 0;
  if (argc == 0) { /* every shipped ruleset, as its scripts describe it */
    host_catalog(rulesets_dir(), print_line, NULL);
    return 0;
  }
  luno_table t;
  if (table_open(&t, &c, "random", err, sizeof err) < 0) {
    fprintf(stderr, "luno rules: %s\n", err);
    table_close(&t);
    return 2;
  }
  host_list(t.host, print_line, NULL);
  table_close(&t);
  return 0;
}

int main(int argc, char **argv) {
  if (argc > 1 && !strcmp(argv[1], "sim")) return cmd_sim(argc - 2, argv + 2);
  if (argc > 1 && !strcmp(argv[1], "rules")) return cmd_rules(argc - 2, argv + 2);
  if (argc > 1 && !strcmp(argv[1], "check")) return check_main(argc - 2, argv + 2);
  if (argc > 1 && !strcmp(argv[1], "tournament")) return tournament_main(argc - 2, argv + 2);
  if (argc > 1 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")))
    return fputs(usage, stdout), 0;
  if (argc > 1 && !strcmp(argv[1], "play")) return repl_main(argc - 2, argv + 2);
  return repl_main(argc - 1, argv + 1);
}
