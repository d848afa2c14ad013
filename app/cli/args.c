/* args.c: the one command-line parser (args.h). */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/args.h"
#include <luno/host.h>

/* The columns --help fits in: a terminal's least width. */
enum { HELP_WIDTH = 80 };

/* The known option nearest to word (within a third of its length), or NULL. */
static const char *nearest(const arg_command *cmd, const char *word) {
  const char *best = NULL;
  int best_d = (int)strlen(word) / 3 + 1;
  for (const arg_spec *s = cmd->specs; s && s->name; s++)
    if (luno_edit_distance(word, s->name) < best_d)
      best = s->name, best_d = luno_edit_distance(word, s->name);
  const luno_config_option *o;
  for (int i = 0; cmd->config && (o = luno_config_option_at(i)); i++)
    if (luno_edit_distance(word, o->name) < best_d)
      best = o->name, best_d = luno_edit_distance(word, o->name);
  return best;
}

/* Reads v, digits alone (no sign, no space: strtol would take " -1"), as a number of at most
 * 2^40 (so that counts multiplied by a few thousand stay far from overflow); -1 if it is not
 * one. */
static int whole_number(const char *v, long *n) {
  if (!isdigit((unsigned char)*v)) return -1;
  char *end;
  errno = 0;
  *n = strtol(v, &end, 10);
  return *end || errno == ERANGE || *n > (1L << 40) ? -1 : 0;
}

/* Stores one option's value; -1 after printing what is wrong. */
static int store(const arg_command *cmd, const arg_spec *s, const char *v) {
  char *end;
  if (s->kind == ARG_TEXT) {
    *(const char **)s->dest = v;
  } else if (s->kind == ARG_COUNT || s->kind == ARG_WHOLE) {
    long n, least = s->kind == ARG_COUNT;
    if (whole_number(v, &n) < 0 || n < least)
      return fprintf(stderr, "luno %s: %s needs a whole number from %ld to 2^40, not '%s'\n",
                     cmd->name, s->name, least, v),
             -1;
    *(long *)s->dest = n;
  } else {
    double x = strtod(v, &end);
    if (!*v || *end || !(x > 0))
      return fprintf(stderr, "luno %s: %s needs a positive number, not '%s'\n", cmd->name, s->name,
                     v),
             -1;
    *(double *)s->dest = x;
  }
  return 0;
}

/* Parses the subcommand's own option at argv[*i]; 1 if it was one, 0 if not, -1 if bad. */
static int own_option(const arg_command *cmd, int argc, char **argv, int *i) {
  for (const arg_spec *s = cmd->specs; s && s->name; s++) {
    if (strcmp(argv[*i], s->name)) continue;
    if (s->kind == ARG_SWITCH) return *(int *)s->dest = 1, 1;
    if (*i + 1 >= argc)
      return fprintf(stderr, "luno %s: %s needs %s\n", cmd->name, s->name,
                     s->kind == ARG_TEXT ? "a value" : "a number"),
             -1;
    *i += 1;
    return store(cmd, s, argv[*i]) < 0 ? -1 : 1;
  }
  return 0;
}

/* Handles a word that is not an option: the positional argument, or an error. */
static int operand(const arg_command *cmd, const char *word, int *seen) {
  if (word[0] == '-' && word[1]) {
    const char *near = nearest(cmd, word);
    fprintf(stderr, "luno %s: unknown option '%s'%s%s%s (see luno %s --help)\n", cmd->name, word,
            near ? " (did you mean " : "", near ? near : "", near ? "?)" : "", cmd->name);
    return -1;
  }
  if (!*word && cmd->positional) /* ("" would name nothing: check "" checked official alone) */
    return fprintf(stderr, "luno %s: which %s? (the argument is empty)\n", cmd->name,
                   cmd->positional),
           -1;
  if (!cmd->positional || (*seen)++)
    return fprintf(stderr, "luno %s: unexpected argument '%s' (see luno %s --help)\n", cmd->name,
                   word, cmd->name),
           -1;
  *cmd->operand = word;
  return 0;
}

/* Parses the shared or own option at argv[*i]; 1 if it was one, 0 if not, -1 if bad. */
static int option_at(const arg_command *cmd, int argc, char **argv, int *i) {
  char err[256];
  int r = cmd->config ? luno_config_flag(cmd->config, argc, argv, i, err, sizeof err) : 0;
  if (r < 0) return fprintf(stderr, "luno %s: %s\n", cmd->name, err), -1;
  return r ? r : own_option(cmd, argc, argv, i);
}

/* Parses the word at argv[*i] as option_at does, "--name=value" (as GNU tools take it) as
 * the two words "--name" "value"; 0 if it is no option, -1 if bad. */
static int option_word(const arg_command *cmd, int argc, char **argv, int *i, int *seen) {
  const char *word = argv[*i], *eq = strncmp(word, "--", 2) ? NULL : strchr(word, '=');
  if (!eq) return option_at(cmd, argc, argv, i);
  char name[64];
  snprintf(name, sizeof name, "%.*s", (int)(eq - word), word);
  /* the value stays argv's: a text option keeps a pointer to it */
  char *pair[2] = {name, (char *)eq + 1};
  int j = 0, r = option_at(cmd, 2, pair, &j);
  if (r > 0 && j == 0)
    return fprintf(stderr, "luno %s: %s takes no value, not '%s'\n", cmd->name, name, eq + 1), -1;
  return r ? r : (operand(cmd, name, seen), -1);
}

int args_is(const char *word, const char *name) {
  size_t n = strlen(name);
  return !strncmp(word, name, n) && (word[n] == '\0' || word[n] == '=');
}

int args_parse(const arg_command *cmd, int argc, char **argv) {
  int seen = 0;
  for (int i = 0; i < argc; i++) {
    if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) return args_help(cmd, stdout), 1;
    int r = option_word(cmd, argc, argv, &i, &seen);
    if (r < 0) return -1;
    if (r == 0 && operand(cmd, argv[i], &seen) < 0) return -1;
  }
  if (cmd->config) luno_config_draw_seed(cmd->config); /* (unless --seed gave one) */
  if (cmd->positional && !seen)
    return fprintf(stderr, "luno %s: which %s? (see luno %s --help)\n", cmd->name, cmd->positional,
                   cmd->name),
           -1;
  return 0;
}

/* Prints one option line of the help, folded to HELP_WIDTH under its description. */
static void help_line(FILE *out, const char *name, const char *value, const char *help) {
  char left[64], line[1024];
  snprintf(left, sizeof left, "%s%s%s", name, value ? " " : "", value ? value : "");
  snprintf(line, sizeof line, "  %-22s %s", left, help);
  luno_fold_print(out, line, HELP_WIDTH, LUNO_FOLD_LISTED);
}

/* Prints text as paragraphs (a blank line between them; a single newline is a space),
 * folded between words to HELP_WIDTH columns. */
static void help_text(FILE *out, const char *text) {
  luno_fold_print(out, text, HELP_WIDTH, LUNO_FOLD_FLOWED);
}

void args_help(const arg_command *cmd, FILE *out) {
  fprintf(out, "usage: luno %s [options]%s%s\n", cmd->name, cmd->positional ? " " : "",
          cmd->positional ? cmd->positional : "");
  help_text(out, cmd->about);
  fprintf(out, "\noptions:\n");
  for (const arg_spec *s = cmd->specs; s && s->name; s++)
    help_line(out, s->name, s->value, s->help);
  const luno_config_option *o;
  for (int i = 0; cmd->config && (o = luno_config_option_at(i)); i++)
    help_line(out, o->name, o->value, o->help);
  help_line(out, "--help", NULL, "this text");
}
