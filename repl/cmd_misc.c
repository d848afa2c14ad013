/* cmd_misc.c: the commands that start games and look at them: new, show, hand, log,
 * rules, set, lua, reveal, quit; and the listing of shipped rulesets. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "drive.h"
#include "input.h"
#include "react.h"
#include "render.h"
#include "session.h"
#include "view.h"

/* Drops earlier --set entries of an option set again later. */
static void dedupe_sets(luno_config *c) {
  int n = 0;
  for (int i = 0; i < c->nsets; i++) {
    int later = 0;
    for (int j = i + 1; j < c->nsets && !later; j++)
      later = !strcmp(c->sets[i][0], c->sets[j][0]);
    if (!later && n != i) memcpy(c->sets[n], c->sets[i], sizeof c->sets[i]);
    n += !later;
  }
  c->nsets = n;
}

int repl_start_game(session *s, const luno_config *c, const char *prefix) {
  char err[512];
  bundle *b = repl_bundle_open(s, c, err, sizeof err);
  if (!b) return repl_fail(s, "%s%s", prefix, err);
  if (repl_bundle_start(s, b, err, sizeof err) < 0) {
    repl_fail(s, "%s%s", prefix, err);
    repl_print_traceback(repl_bundle_traceback(b));
    repl_bundle_free(b);
    return -1;
  }
  s->next = *c;
  repl_session_adopt(s, b, 0);
  char seats[512];
  size_t n = 0;
  for (int seat = 0; seat < c->players && n < sizeof seats; seat++)
    n += (size_t)snprintf(seats + n, sizeof seats - n, "%s%s %s", seat ? ", " : "",
                          repl_seat_name(seat), b->tab->bot_names[seat]);
  char line[sizeof seats + sizeof c->rules + 96];
  snprintf(line, sizeof line, "New game: %s, %d players, seed %llu. Seats: %s", c->rules,
           c->players, (unsigned long long)c->seed, seats);
  repl_say(s, "%s", line); /* (never a name split at the terminal's edge) */
  repl_render_start(s);
  repl_render_windows(s, 0); /* (a window the first card opened: a jump-in on it) */
  if (repl_human_count(s)) repl_drive_autorun(s, 0);
  repl_after_move(s);
  return 0;
}

int repl_cmd_new(session *s, int argc, char **argv, const char *rest) {
  (void)rest;
  if (repl_not_in_tournament(s, "new") < 0) return -1;
  luno_config c = s->next;
  char err[256];
  int seeded = 0;
  for (int i = 1; i < argc; i++) {
    int seed_flag = !strncmp(argv[i], "--seed", 6) && strchr("=", argv[i][6]); /* or --seed=S */
    int r = luno_config_flag(&c, argc, argv, &i, err, sizeof err);
    if (r < 0) return repl_fail(s, "new: %s", err);
    if (r == 0) return repl_fail(s, "new: unknown argument '%s' (see `help new`)", argv[i]);
    seeded |= seed_flag;
  }
  dedupe_sets(&c);
  /* without --seed: the next of a seed people chose (a series they can replay), else one
   * drawn fresh (a drawn seed's neighbour must not be guessable from it) */
  if (!seeded && s->b && s->seed_given) c.seed = s->b->cfg.seed + 1;
  if (!seeded && !s->seed_given) c.has_seed = 0, luno_config_draw_seed(&c);
  if (c.players != s->next.players && !strcmp(c.bots, s->next.bots) && strchr(c.bots, ',')) {
    repl_say(s, "(--bots had one entry per seat; the new table of %d takes the default seats)",
             c.players);
    c.bots[0] = '\0';
  }
  return repl_start_game(s, &c, "new: ");
}

int repl_cmd_show(session *s, int argc, char **argv, const char *rest) {
  (void)argv, (void)rest;
  if (argc > 1) return repl_fail(s, "show takes no arguments (`hand <seat>` shows a hand)");
  if (repl_need_game(s) < 0) return -1;
  repl_show_table(s);
  return 0;
}

int repl_cmd_hand(session *s, int argc, char **argv, const char *rest) {
  (void)rest;
  if (argc > 2) return repl_fail(s, "usage: hand [seat]");
  if (repl_need_game(s) < 0) return -1;
  int seat = argc > 1 ? repl_parse_seat(s, argv[1]) : repl_viewer(s);
  if (argc > 1 && seat < 0) return repl_fail(s, "no seat named '%s'", argv[1]);
  if (seat < 0) return repl_fail(s, "whose hand? no seat is human: `hand <seat>`");
  repl_show_hand(s, seat);
  return 0;
}

int repl_cmd_log(session *s, int argc, char **argv, const char *rest) {
  (void)rest;
  long n = argc > 1 ? repl_whole(argv[1], 1, 1L << 30) : 10;
  if (argc > 2 || n < 1) return repl_fail(s, "usage: log [n] with n a whole number from 1");
  if (repl_need_game(s) < 0) return -1;
  int len = luno_log_length(s->b->g);
  if (len == 0) repl_say(s, "No actions yet.");
  char line[256];
  int first = len - n < 0 ? 0 : (int)(len - n), h = 0;
  while (h < s->nhistory && s->history[h].action < first)
    h++;
  for (int i = first; i < len; i++) {
    repl_describe_action(s, &luno_log(s->b->g)[i], i, line, sizeof line);
    repl_say(s, "%4d  %s", i, line);
    for (; h < s->nhistory && s->history[h].action == i; h++) { /* what it did */
      int kind = s->history[h].kind; /* (not the action's own line again) */
      if (kind == -1 || kind == LUNO_LOG_PASS ||
          (kind == LUNO_LOG_PLAY && luno_log(s->b->g)[i].type == LUNO_ACT_PLAY))
        continue;
      repl_say(s, "        %s", s->history[h].text);
    }
  }
  return 0;
}

/* qsort comparison of names. */
static int by_name(const void *a, const void *b) { return strcmp(a, b); }

int repl_ruleset_names(char names[][64], int max) {
  int n = 0;
  for (int k = 0; k < luno_nplaces; k++) /* every place a --rules name is looked up */
    n += luno_rulesets_scan(luno_rulesets_dir(), &luno_places[k], names + n, max - n);
  qsort(names, (size_t)n, sizeof *names, by_name);
  return n;
}

/* Says a `lua` result as it is, unfolded: it is data, as lua.c prints it. */
static void say_value(void *ud, const char *value) { repl_say_raw(ud, value); }

/* Prints one line of the host's listing, folded under its description. */
static void print_line(void *ud, const char *line) { repl_say_listed(ud, line); }

int repl_cmd_rules(session *s, int argc, char **argv, const char *rest) {
  (void)argv, (void)rest;
  if (argc > 1) return repl_fail(s, "rules takes no arguments");
  repl_say(s, "Rulesets (`new --rules a,b,...`), each with the options it adds:");
  luno_host_catalog(luno_rulesets_dir(), print_line, s);
  char names[128][64], line[2048];
  int n = repl_ruleset_names(names, 128);
  size_t used = (size_t)snprintf(line, sizeof line, "Every name --rules takes:");
  for (int i = 0; i < n && used < sizeof line; i++)
    used += (size_t)snprintf(line + used, sizeof line - used, "%s %s", i ? "," : "", names[i]);
  repl_say(s, "%s", line);
  if (!s->b) return 0;
  repl_say(s, "This game (`set <option> <value>` changes one for the next game):");
  luno_host_list(s->b->tab->host, print_line, s);
  return 0;
}

/* Lists what the next `new` will use. */
static void show_next(session *s) {
  const luno_config *c = &s->next;
  repl_say(s, "The next `new` uses: rules %s, %d players, bots %s", c->rules, c->players,
           c->bots[0] ? c->bots : "human, then random");
  for (int i = 0; i < c->nsets; i++)
    repl_say(s, "  %s = %s", c->sets[i][0], c->sets[i][1]);
  if (!c->nsets) repl_say(s, "  (every option at its default)");
}

int repl_cmd_set(session *s, int argc, char **argv, const char *rest) {
  if (repl_not_in_tournament(s, "set") < 0) return -1;
  if (argc == 1) return show_next(s), 0;
  if (argc < 3) return repl_fail(s, "usage: set <option> <value>");
  luno_config c = s->next;
  const char *value = rest + strlen(argv[1]);
  value += strspn(value, " \t");
  if (c.nsets == LUNO_MAX_SETS)
    return repl_fail(s, "too many options set (at most %d)", LUNO_MAX_SETS);
  snprintf(c.sets[c.nsets][0], sizeof c.sets[0][0], "%s", argv[1]);
  snprintf(c.sets[c.nsets][1], sizeof c.sets[0][1], "%s", value);
  c.nsets++;
  dedupe_sets(&c);
  luno_table t;
  char err[512];
  int ok = luno_table_open(&t, &c, "random", err, sizeof err) == 0;
  luno_table_close(&t);
  if (!ok) return repl_fail(s, "set: %s", err);
  s->next = c;
  repl_say(s, "%s = %s from the next `new` on (this game keeps its options)", argv[1], value);
  return 0;
}

int repl_cmd_lua(session *s, int argc, char **argv, const char *rest) {
  (void)argv;
  char err[512];
  if (argc < 2) return repl_fail(s, "usage: lua <code>, e.g. lua g.current");
  if (repl_need_game(s) < 0 || repl_not_in_tournament(s, "lua") < 0 ||
      repl_private_guard(s, "lua") < 0)
    return -1;
  /* read-only for real: the code runs on the session's copy of the game, so nothing it
   * writes (g.vars, a file-level variable) reaches this game */
  if (luno_session_eval(s->b->ses, rest, say_value, s, err, sizeof err) < 0)
    return repl_fail(s, "lua: %s", err);
  return 0;
}

int repl_cmd_reveal(session *s, int argc, char **argv, const char *rest) {
  (void)rest;
  if (argc != 2 || (strcmp(argv[1], "on") && strcmp(argv[1], "off")))
    return repl_fail(s, "usage: reveal on|off");
  if (repl_not_in_tournament(s, "reveal") < 0 ||
      (argv[1][1] == 'n' && repl_private_guard(s, "reveal") < 0))
    return -1;
  s->reveal = !strcmp(argv[1], "on");
  int v = repl_viewer(s);
  if (s->reveal)
    repl_say(s, "Reveal is on: every card is shown (for debugging)");
  else if (v >= 0)
    repl_say(s, "Reveal is off: you see what %s may see", repl_seat_name(v));
  else
    repl_say(s, "Reveal is off: you see what every player may see");
  return 0;
}

int repl_cmd_quit(session *s, int argc, char **argv, const char *rest) {
  (void)argc, (void)argv, (void)rest;
  s->quit = 1;
  return 0;
}
