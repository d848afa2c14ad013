/* args.h: the program's one command-line parser. Each subcommand declares its own options
 * once, in a table (name, kind, where the value goes, help); the options every table-making
 * subcommand shares (--rules, --players, ...) come from lua/table.c's one table through
 * luno_config_flag. The same tables print --help. */
#ifndef LUNO_APP_ARGS_H
#define LUNO_APP_ARGS_H

#include <stdio.h>

#include <luno/table.h>

typedef enum {
  ARG_SWITCH, /* no value: *(int *)dest = 1 */
  ARG_COUNT,  /* a whole number >= 1: *(long *)dest */
  ARG_WHOLE,  /* a whole number >= 0: *(long *)dest */
  ARG_NUMBER, /* a number > 0: *(double *)dest */
  ARG_TEXT    /* any text: *(const char **)dest */
} arg_kind;

typedef struct arg_spec {
  const char *name; /* "--games" */
  arg_kind kind;
  void *dest;
  const char *value; /* the value's name in help, e.g. "N" (NULL for a switch) */
  const char *help;
} arg_spec;

/* What a subcommand takes: its own options (ending with a {NULL} row), whether it takes
 * the shared table options into config, and its positional argument (NULL: none). */
typedef struct arg_command {
  const char *name;       /* "sim" */
  const char *about;      /* one line: what the subcommand does */
  const arg_spec *specs;  /* may be NULL */
  luno_config *config;    /* NULL: no shared options */
  const char *positional; /* e.g. "TARGET", or NULL */
  const char **operand;   /* where the positional argument goes */
} arg_command;

/* Parses argv (the words after the subcommand). Returns 0 when parsed, 1 when --help was
 * asked (and printed to stdout), -1 after printing "luno CMD: what is wrong" on stderr:
 * a missing or bad value, an unknown option (with the nearest known name), a missing or
 * extra positional argument. */
int args_parse(const arg_command *cmd, int argc, char **argv);
/* Whether word is the option name, alone or as "name=value" (a command that looks at argv
 * again after args_parse must see both). */
int args_is(const char *word, const char *name);
/* Prints the subcommand's usage and every option it takes. */
void args_help(const arg_command *cmd, FILE *out);

#endif
