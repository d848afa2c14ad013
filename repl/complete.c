/* complete.c: tab completion at a terminal's prompt (GNU readline): commands, card names
 * in the hand, the pending decision's options, seat names, ruleset names and option
 * names. Above the commands it completes, so input.c (which reads lines for every file)
 * calls none of them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <readline/readline.h>

#include "cardname.h"
#include "commands.h"
#include "input.h"
#include "render.h"
#include "session.h"
#include "view.h"

enum { MAX_CANDS = 512 };

static session *completing;       /* the session completion reads */
static char cands[MAX_CANDS][80]; /* candidates for the word being completed */
static int ncands;

/* Adds a candidate (prefixed by the part of a comma list already typed). */
static void cand(const char *prefix, const char *word) {
  if (ncands < MAX_CANDS) snprintf(cands[ncands++], sizeof cands[0], "%.40s%.38s", prefix, word);
}

/* readline's generator: the candidates that start with text, one per call. */
static char *generate(const char *text, int state) {
  static int i;
  size_t len = strlen(text);
  if (!state) i = 0;
  while (i < ncands) {
    const char *c = cands[i++];
    if (!strncasecmp(c, text, len)) return strdup(c);
  }
  return NULL;
}

/* Collects option names from `rules` listing lines ("  name = value ..."). */
static void option_line(void *ud, const char *line) {
  (void)ud;
  char name[80];
  if (strncmp(line, "  ", 2) || sscanf(line + 2, "%79s", name) != 1) return;
  cand("", name);
}

/* Candidates for `play`: the deciding (or viewing) seat's cards; after the card, the
 * color words and `uno`. */
static void card_cands(session *s, int first) {
  const luno_game *g = s->b->g;
  const luno_setup *st = luno_setup_of(g);
  const luno_pending *p = luno_pending_of(g);
  int seat = repl_is_human(s, p->seat) ? p->seat : repl_viewer(s), cards[LUNO_MAX_CARDS];
  char name[64];
  if (seat < 0) return;
  if (!first) {
    for (int c = 0; c < st->ncolors; c++)
      cand("", st->colors[c]);
    cand("", "uno");
    return;
  }
  int n = repl_sorted_hand(s, seat, cards);
  for (int i = 0; i < n; i++) {
    const luno_card *c = luno_card_at(g, cards[i]);
    cand("", repl_card_short(st, c->type, c->color, name, sizeof name));
  }
}

/* Candidates for the flags of `new` and their values. */
static void flag_cands(const char *prev, const char *text) {
  static const char *const flags[] = {"--rules", "--players", "--seed", "--set", "--bots"};
  if (prev && !strcmp(prev, "--rules")) {
    char found[128][64], prefix[256] = "";
    const char *comma = strrchr(text, ',');
    if (comma) snprintf(prefix, sizeof prefix, "%.*s", (int)(comma - text + 1), text);
    int n = repl_ruleset_names(found, 128);
    for (int i = 0; i < n; i++)
      cand(prefix, found[i]);
  } else if (prev && !strcmp(prev, "--bots")) {
    cand("", "random");
    cand("", "human");
  } else {
    for (size_t i = 0; i < sizeof flags / sizeof *flags; i++)
      cand("", flags[i]);
  }
}

/* Fills the candidates for argument number `arg` (1 = first) of command cmd; prev is the
 * word before it. */
static void arg_cands(session *s, const char *cmd, int arg, const char *prev, const char *text) {
  if (!strcmp(cmd, "help")) {
    int n;
    const command *t = repl_command_table(&n);
    for (int i = 0; i < n; i++)
      cand("", t[i].name);
  } else if (!strcmp(cmd, "new")) {
    flag_cands(prev, text);
  } else if (!strcmp(cmd, "reveal")) {
    cand("", "on");
    cand("", "off");
  } else if (!s->b) {
    return;
  } else if (!strcmp(cmd, "play")) {
    card_cands(s, arg == 1);
  } else if (!strcmp(cmd, "choose")) {
    opt_entry opts[LUNO_MAX_CARDS + 4];
    int n = repl_list_options(s, opts, LUNO_MAX_CARDS + 4);
    for (int i = 0; i < n; i++)
      if (*opts[i].name) cand("", opts[i].name);
  } else if (!strcmp(cmd, "hand") || !strcmp(cmd, "catch") || !strcmp(cmd, "penalty")) {
    for (int i = 0; i < luno_state_of(s->b->g)->players; i++)
      cand("", repl_seat_name(i));
  } else if (!strcmp(cmd, "set")) {
    luno_host_list(s->b->tab->host, option_line, NULL);
  }
}

/* readline's completion entry: commands first, then per-command arguments. */
static char **complete(const char *text, int start, int end) {
  (void)end;
  session *s = completing;
  char line[LINE_MAX_LEN], *words[MAX_ARGS];
  int n = 0;
  snprintf(line, sizeof line, "%.*s", start, rl_line_buffer);
  for (char *save = NULL, *w = strtok_r(line, " \t", &save); w && n < MAX_ARGS;
       w = strtok_r(NULL, " \t", &save))
    words[n++] = w;
  ncands = 0;
  rl_attempted_completion_over = 1;
  if (n == 0) {
    int count;
    const command *t = repl_command_table(&count);
    for (int i = 0; i < count; i++)
      cand("", t[i].name);
  } else if (!strcmp(words[0], "save") || !strcmp(words[0], "load") ||
             !strcmp(words[0], "replay")) {
    rl_attempted_completion_over = 0; /* file names */
    return NULL;
  } else {
    arg_cands(s, words[0], n, words[n - 1], text);
  }
  return rl_completion_matches(text, generate);
}

void repl_complete_open(session *s) {
  completing = s;
  if (s->tty_in) rl_attempted_completion_function = complete;
}
