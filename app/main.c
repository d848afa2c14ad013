/* main.c: the `luno` program: subcommands sim, play (the default), rules, check, tournament. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/check.h"
#include "cli/args.h"
#include "serve/serve.h"
#include "sim/sim.h"
#include "tournament/tournament.h"
#include "web/web.h"
#include <luno/paths.h>
#include <luno/repl.h>
#include <luno/table.h>

static const char usage[] =
    "usage: luno [play] [--rules LIST] [--players N] [--seed S] [--set k=v]...\n"
    "                   [--bots SPEC]\n"
    "       luno sim [--rules LIST] [--players N] [--games G] [--seed S]\n"
    "                [--set k=v]... [--bots SPEC] [--check] [--json] [--jobs N]\n"
    "                [--csv FILE] [--svg FILE] [--shard K/N --out FILE]\n"
    "       luno merge FILES... [--json]\n"
    "       luno compare --rules A --rules B [--games N] [--jobs N]\n"
    "       luno rules [--rules LIST]\n"
    "       luno check RULESET|FOLDER|FILE.lua [--games G] [--turns T] [--seed S]\n"
    "                [--set k=v]... [--budget INSTRUCTIONS] [--memory MB]\n"
    "       luno tournament --entrants FILE|N [--table 4] [--turns N | --minutes M]\n"
    "                [--reserves N] [--rules LIST] [--set k=v]... [--seed S]\n"
    "                [--json] [--echo]\n"
    "       luno serve [--socket PATH] [--path FOLDER]   (JSON lines: PROTOCOL.md)\n"
    "       luno web [--port N] [--host ADDR] [--rules LIST] [--players N]\n"
    "                [--bots SPEC] [--seed S] [--pace MS]   (in a browser: WEB.md)\n"
    "       luno -c 'command; command'\n"
    "       luno --version\n"
    "play and sim also take --budget INSTRUCTIONS and --memory MB: script budgets.\n"
    "Each subcommand explains itself with --help (luno play --help, luno sim --help).\n";

/* Whether the words hold --help or -h (before any -c script). */
static int wants_help(int argc, char **argv) {
  for (int i = 0; i < argc; i++) {
    if (!strcmp(argv[i], "-c")) return 0;
    if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) return 1;
  }
  return 0;
}

/* `luno play --help`: the REPL's own flags and the shared ones (repl/README.md). */
static void play_help(void) {
  const char *script = NULL, *pace = NULL, *replay = NULL, *to = NULL;
  int echo = 0, debug = 0;
  luno_config c;
  luno_config_init(&c);
  const arg_spec specs[] = {
      {"-c", ARG_TEXT, &script, "'CMD; CMD'", "run these commands instead of reading input"},
      {"--echo", ARG_SWITCH, &echo, NULL, "print each command line before its output"},
      {"--pace", ARG_TEXT, &pace, "MS",
       "pause between bot moves, a window to react (600 on a terminal)"},
      {"--debug", ARG_SWITCH, &debug, NULL, "allow reveal and lua in a game with several people"},
      {"--replay", ARG_TEXT, &replay, "FILE", "start on a saved game (`replay FILE`)"},
      {"--to", ARG_TEXT, &to, "N", "... with its first N actions applied (`step N`)"},
      {NULL, 0, NULL, NULL, NULL}};
  arg_command cmd = {
      "play",
      "Plays UNO at the REPL: you against bots, people at one screen, or bots alone.\n"
      "`help` inside lists the commands (repl/README.md).",
      specs,
      &c,
      NULL,
      NULL};
  args_help(&cmd, stdout);
}

/* `luno sim ...` */
static int cmd_sim(int argc, char **argv) {
  sim_options o;
  memset(&o, 0, sizeof o);
  luno_config_init(&o.config);
  o.games = 100;
  const arg_spec specs[] = {
      {"--games", ARG_COUNT, &o.games, "N", "games to play (default 100); game i has seed S+i"},
      {"--jobs", ARG_COUNT, &o.jobs, "N", "threads (default: one per core); same totals"},
      {"--check", ARG_SWITCH, &o.check, NULL, "run the invariant checker after every action"},
      {"--json", ARG_SWITCH, &o.json, NULL, "print one JSON object instead of the summary"},
      {"--csv", ARG_TEXT, &o.csv, "FILE", "write one row per game (docs/SIMULATION.md)"},
      {"--svg", ARG_TEXT, &o.svg, "FILE", "write the histograms and win rates as a picture"},
      {"--shard", ARG_TEXT, &o.shard, "K/N", "play the K-th of N slices of the seeds"},
      {"--out", ARG_TEXT, &o.out, "FILE", "write the JSON result there (a shard file)"},
      {"--quiet", ARG_SWITCH, &o.quiet, NULL, "no progress bar"},
      {NULL, 0, NULL, NULL, NULL}};
  arg_command cmd = {"sim",
                     "Plays many games with bots and reports what happened, with 95% intervals\n"
                     "(docs/SIMULATION.md).",
                     specs,
                     &o.config,
                     NULL,
                     NULL};
  int r = args_parse(&cmd, argc, argv);
  return r < 0 ? 2 : r > 0 ? 0 : sim_run(&o);
}

/* Prints one line of `luno rules`, folded to the width under its description (ud: an
 * int *). */
static void print_line(void *ud, const char *line) {
  luno_fold_print(stdout, line, *(const int *)ud, LUNO_FOLD_LISTED);
}

/* `luno rules -v`: the rulesets search path, best first. */
static void print_search_path(const luno_config *c) {
  char(*dirs)[LUNO_PATH_MAX] = malloc(LUNO_PATHS_MAX * sizeof *dirs);
  int n = dirs ? luno_ruleset_dirs(dirs, LUNO_PATHS_MAX) : 0;
  printf("Rulesets are searched in (first match wins):\n");
  if (c->path[0]) printf("  %s  (--path)\n", c->path);
  for (int i = 0; i < n; i++)
    printf("  %s\n", dirs[i]);
  free(dirs);
}

/* `luno rules [--rules LIST]`: every shipped ruleset with the options it adds, or the
 * named ones loaded together with every option's value. */
static int cmd_rules(int argc, char **argv) {
  luno_config c;
  luno_config_init(&c);
  char err[256];
  int verbose = 0, width = luno_text_width();
  const arg_spec specs[] = {
      {"-v", ARG_SWITCH, &verbose, NULL, "also print the folders rulesets are searched in"},
      {NULL, 0, NULL, NULL, NULL}};
  arg_command cmd = {"rules",
                     "Lists every shipped ruleset and the options it adds; with --rules, the "
                     "named ones\nloaded together and every option's value.",
                     specs,
                     &c,
                     NULL,
                     NULL};
  int r = args_parse(&cmd, argc, argv);
  if (r != 0) return r < 0 ? 2 : 0;
  if (verbose) print_search_path(&c);
  if (argc == verbose) { /* every shipped ruleset, as its scripts describe it */
    luno_host_catalog(luno_rulesets_dir(), print_line, &width);
    return 0;
  }
  luno_table t;
  if (luno_table_open(&t, &c, "random", err, sizeof err) < 0) {
    fprintf(stderr, "luno rules: %s\n", err);
    luno_table_close(&t);
    return 2;
  }
  luno_host_list(t.host, print_line, &width);
  luno_table_close(&t);
  return 0;
}

int main(int argc, char **argv);

/* `luno help [SUBCOMMAND]`: the usage, or that subcommand's --help. */
static int help_of(int argc, char **argv) {
  static const char *const subs[] = {"play",  "sim",     "rules",      "check", "serve",
                                     "merge", "compare", "tournament", "web"};
  static char help_flag[] = "--help";
  if (argc == 0) return fputs(usage, stdout), 0;
  for (size_t i = 0; i < sizeof subs / sizeof *subs; i++)
    if (!strcmp(argv[0], subs[i])) {
      char *again[] = {(char *)"luno", argv[0], help_flag, NULL};
      return main(3, again);
    }
  fprintf(stderr,
          "luno help: no subcommand '%s' (play, sim, rules, check, tournament, serve, "
          "web, merge, compare)\n",
          argv[0]);
  return 2;
}

/* A command's exit status, once what it printed is known written: `luno sim --json >
 * out.json` on a full disk exited 0 with the file cut short (as coreutils' close_stdout). */
static int written(int status) {
  if (fflush(stdout) == 0 && !ferror(stdout)) return status;
  fprintf(stderr, "luno: cannot write the output: %s\n", strerror(errno ? errno : EIO));
  return status ? status : 2;
}

int main(int argc, char **argv) {
  const char *sub = argc > 1 ? argv[1] : "";
  if (!strcmp(sub, "help")) return written(help_of(argc - 2, argv + 2));
  if (!strcmp(sub, "sim")) return written(cmd_sim(argc - 2, argv + 2));
  if (!strcmp(sub, "rules")) return written(cmd_rules(argc - 2, argv + 2));
  if (!strcmp(sub, "check")) return written(check_main(argc - 2, argv + 2));
  if (!strcmp(sub, "serve")) return serve_main(argc - 2, argv + 2);
  if (!strcmp(sub, "web")) return web_main(argc - 2, argv + 2);
  if (!strcmp(sub, "merge")) return written(merge_main(argc - 2, argv + 2));
  if (!strcmp(sub, "compare")) return written(compare_main(argc - 2, argv + 2));
  if (!strcmp(sub, "tournament")) return written(tournament_main(argc - 2, argv + 2));
  if (!strcmp(sub, "--help") || !strcmp(sub, "-h")) return written((fputs(usage, stdout), 0));
  if (!strcmp(sub, "--version") || !strcmp(sub, "version"))
    return written((printf("luno %s\n", LUNO_VERSION), 0));
  int play = argc > 1 && !strcmp(argv[1], "play");
  if (wants_help(argc - 1 - play, argv + 1 + play)) return play_help(), 0;
  return repl_main(argc - 1 - play, argv + 1 + play);
}
