/* tournament.c: `luno tournament`: the command line, the entrants, the draw and the rounds.
 *
 * The draw: B, the smallest power of the table size that holds every entrant, is the size
 * of a full bracket (tables of 4: 4, 16, 64). Reserve entries fill it up to B, as many as
 * --reserves allows (default: all that are needed): first the reserves the entrants file
 * nominates, drawn at random (seeded) when there are more than places, then random bots
 * Reserve01, ...; the places still empty are byes. Entrants and reserves are shuffled with the seed
 * and dealt round the B/T first-round tables, so no table has two places more than another; a
 * player alone at a table goes through without playing. The winners of tables T*i .. T*i+T-1 meet
 * at table i of the next round, until one is left: the champion. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/args.h"
#include "tournament.h"
#include <luno/host.h>

/* Reads a whole number from lo to hi; -1 if text is not one. */
static long whole(const char *text, long lo, long hi) {
  long long v;
  return luno_read_whole(text, strlen(text), lo, hi, &v) == 0 ? (long)v : -1;
}

/* Whether name is a valid entrant name: letters, digits, _ . - and no more than 24. */
static int good_name(const char *name) {
  size_t n = strlen(name);
  if (n == 0 || n >= TOUR_NAME_MAX) return 0;
  for (const char *p = name; *p; p++)
    if (!isalnum((unsigned char)*p) && !strchr("_.-", *p)) return 0;
  return 1;
}

/* Whether an entrant or a reserve in the field is called name. */
static int named(const tour *t, const char *name) {
  for (int i = 0; i < t->nentrants + t->nreserves; i++)
    if (!strcmp(t->who[i].name, name)) return 1;
  return 0;
}

/* Adds an entrant; -1 with err if the name is bad or taken. */
static int add_entrant(tour *t, const char *name, const char *bot, int reserve, char *err,
                       int errlen) {
  if (!good_name(name)) {
    char shown[4 * 64 + 1]; /* (never its bytes raw to a terminal: an ESC recolors it) */
    luno_show_text(shown, sizeof shown, name);
    return snprintf(err, (size_t)errlen, "'%s' is not a name (letters, digits, _ . -; up to 24)",
                    shown),
           -1;
  }
  if (named(t, name)) return snprintf(err, (size_t)errlen, "two entrants are named %s", name), -1;
  if (strchr(bot, ','))
    return snprintf(err, (size_t)errlen, "%s's bot '%s' has a comma", name, bot), -1;
  entrant *e = &t->who[t->nentrants + t->nreserves];
  snprintf(e->name, sizeof e->name, "%s", name);
  snprintf(e->bot, sizeof e->bot, "%s", bot);
  e->reserve = reserve;
  if (reserve)
    t->nreserves++;
  else
    t->nentrants++;
  return 0;
}

/* Keeps a reserve the entrants file nominates; -1 with err if the name is bad or taken. */
static int nominate(tour *t, const char *name, const char *bot, char *err, int errlen) {
  if (!good_name(name)) {
    char shown[4 * 64 + 1]; /* (never its bytes raw to a terminal: an ESC recolors it) */
    luno_show_text(shown, sizeof shown, name);
    return snprintf(err, (size_t)errlen, "'%s' is not a name (letters, digits, _ . -; up to 24)",
                    shown),
           -1;
  }
  for (int i = 0; i < t->nnominated; i++)
    if (!strcmp(t->nominated[i].name, name))
      return snprintf(err, (size_t)errlen, "two reserves are named %s", name), -1;
  if (t->nnominated == TOUR_MAX_ENTRANTS)
    return snprintf(err, (size_t)errlen, "more than %d reserves", TOUR_MAX_ENTRANTS), -1;
  entrant *e = &t->nominated[t->nnominated++];
  snprintf(e->name, sizeof e->name, "%.*s", (int)sizeof e->name - 1, name);
  snprintf(e->bot, sizeof e->bot, "%.*s", (int)sizeof e->bot - 1, bot);
  return 0;
}

/* Reads one line of the entrants file into t: "NAME [BOT]", or "reserve NAME [BOT]". */
static int entrant_line(tour *t, char *line, char *why, int whylen) {
  char name[128], bot[300], extra[8];
  int reserve = !strncmp(line, "reserve", 7) && (line[7] == ' ' || line[7] == '	');
  int n = sscanf(line + (reserve ? 7 : 0), "%127s %299s %7s", name, bot, extra);
  if (n <= 0 && reserve) return snprintf(why, (size_t)whylen, "`reserve` needs a name"), -1;
  if (n <= 0) return 0;
  if (n == 3) return snprintf(why, (size_t)whylen, "a line is a name and a bot, then nothing"), -1;
  if (reserve) return nominate(t, name, n == 2 ? bot : "random", why, whylen);
  if (t->nentrants == TOUR_MAX_ENTRANTS)
    return snprintf(why, (size_t)whylen, "more than %d entrants", TOUR_MAX_ENTRANTS), -1;
  return add_entrant(t, name, n == 2 ? bot : "random", 0, why, whylen);
}

/* Reads the entrants file: one "NAME [BOT]" a line, "reserve NAME [BOT]" for a nominated
 * reserve; '#' starts a comment. A line past 511 bytes or holding a NUL is refused (it was
 * read as two, or as blank), and so is a file of more lines than any list (/dev/zero). */
enum { TOUR_MAX_LINES = 10000 };

static int read_entrants(tour *t, const char *path, char *err, int errlen) {
  FILE *f = fopen(path, "r");
  if (!f) return snprintf(err, (size_t)errlen, "cannot read %s", path), -1;
  char line[512], why[300];
  int lineno = 0, r = 0;
  while (r == 0 && fgets(line, sizeof line, f)) {
    size_t len = strcspn(line, "\n");
    if (++lineno > TOUR_MAX_LINES)
      snprintf(why, sizeof why, "more than %d lines: not a list of entrants", TOUR_MAX_LINES);
    else if (line[len] != '\n' && !feof(f)) /* (a NUL ends the text before the line does) */
      snprintf(why, sizeof why,
               len + 1 < sizeof line ? "the line holds a NUL byte"
                                     : "the line is too long (at most 510 bytes)");
    else {
      line[strcspn(line, "#\r\n")] = '\0';
      if (entrant_line(t, line + strspn(line, " \t"), why, sizeof why) == 0) continue;
    }
    snprintf(err, (size_t)errlen, "%s:%d: %s", path, lineno, why);
    r = -1;
  }
  fclose(f);
  return r;
}

/* --entrants: N random bots Bot01.. or a file. */
static int load_entrants(tour *t, const char *spec, char *err, int errlen) {
  long n = whole(spec, 0, 1000000);
  if (n < 0 && read_entrants(t, spec, err, errlen) < 0) return -1;
  for (long i = 1; i <= n && n <= TOUR_MAX_ENTRANTS; i++) {
    char name[32];
    snprintf(name, sizeof name, "Bot%02ld", i);
    if (add_entrant(t, name, "random", 0, err, errlen) < 0) return -1;
  }
  if (t->nentrants < 2 || t->nentrants > TOUR_MAX_ENTRANTS)
    return snprintf(err, (size_t)errlen, "a tournament takes 2 to %d entrants, not %d",
                    TOUR_MAX_ENTRANTS, n >= 0 ? (int)(n > 9999 ? 9999 : n) : t->nentrants),
           -1;
  for (int i = 0; i < t->nentrants + t->nnominated; i++) { /* (an upper bound, not a rival) */
    const entrant *e = i < t->nentrants ? &t->who[i] : &t->nominated[i - t->nentrants];
    if (!strncmp(e->bot, "ismcts-open", 11))
      return snprintf(err, (size_t)errlen,
                      "%s's bot ismcts-open sees every hand: not a tournament's entrant (`luno "
                      "compare` measures it)",
                      e->name),
             -1;
  }
  return 0;
}

/* Checks the rules and every distinct bot of the field load (a table of two). */
static int check_bots(tour *t, char *err, int errlen) {
  for (int i = -1; i < t->nentrants + t->nreserves; i++) {
    const char *bot = i < 0 ? "random" : t->who[i].bot;
    int seen = i >= 0 && (!strcmp(bot, "random") || !strcmp(bot, "human"));
    for (int j = 0; j < i && !seen; j++)
      seen = !strcmp(t->who[j].bot, bot);
    if (seen) continue;
    luno_config c = t->cfg;
    c.players = t->table * t->team;
    snprintf(c.bots, sizeof c.bots, "%s", bot); /* (one entry: every seat) */
    luno_table tab;
    char why[512];
    int bad = luno_table_open(&tab, &c, "random", why, sizeof why) < 0;
    luno_table_close(&tab);
    if (bad && i < 0) return snprintf(err, (size_t)errlen, "%s", why), -1;
    if (bad) return snprintf(err, (size_t)errlen, "%s's bot: %s", t->who[i].name, why), -1;
  }
  return 0;
}

/* Whether the tables' rules seat teams: then an entrant is a team, its bot plays each of
 * its seats, and a table seats as many teams as the rules do (UNO Teams: two of two). */
static int find_teams(tour *t, char *err, int errlen) {
  luno_config c = t->cfg;
  int lo = 2, hi = LUNO_MAX_SEATS;
  luno_host *h = luno_host_open(&c, err, errlen);
  if (!h) return -1;
  luno_host_players_range(h, &lo, &hi);
  luno_setup s;
  int built = luno_host_build(h, lo, 1, &s, err, errlen);
  luno_host_free(h);
  if (built < 0) return -1;
  t->team = 1;
  if (s.teams < 2) return 0;
  if (lo != hi || lo % s.teams)
    return snprintf(err, (size_t)errlen,
                    "a tournament of teams needs rules with one table size, in teams of one size"),
           -1;
  if (t->table_given && t->table != s.teams)
    return snprintf(err, (size_t)errlen, "--table %d: the rules seat %d teams at a table", t->table,
                    s.teams),
           -1;
  t->team = lo / s.teams;
  t->table = s.teams;
  return 0;
}

/* Makes the tables' rules: the tournament preset, then the rules given; scoring=penalty. */
static int tables_rules(tour *t, char *err, int errlen) {
  char rules[sizeof t->cfg.rules];
  snprintf(rules, sizeof rules, "%s", t->cfg.rules);
  if (!strcmp(rules, "official") || !strcmp(rules, "tournament"))
    snprintf(t->cfg.rules, sizeof t->cfg.rules, "tournament");
  else
    snprintf(t->cfg.rules, sizeof t->cfg.rules, "tournament,%.490s", rules);
  for (int k = 0; k < t->cfg.nsets; k++)
    if (!strcmp(t->cfg.sets[k][0], "scoring") && strcmp(t->cfg.sets[k][1], "penalty"))
      return snprintf(err, (size_t)errlen, "a tournament is scored by penalty, not %s",
                      t->cfg.sets[k][1]),
             -1;
  if (t->cfg.nsets == LUNO_MAX_SETS)
    return snprintf(err, (size_t)errlen, "too many --set options"), -1;
  snprintf(t->cfg.sets[t->cfg.nsets][0], sizeof t->cfg.sets[0][0], "scoring");
  snprintf(t->cfg.sets[t->cfg.nsets++][1], sizeof t->cfg.sets[0][1], "penalty");
  return 0;
}

/* Checks the values args_parse cannot: ranges, and flags the draw decides. */
static int check_args(tour *t, int argc, char **argv, long table, char *err, int errlen) {
  for (int i = 0; i < argc; i++)
    if (args_is(argv[i], "--players") || args_is(argv[i], "--bots"))
      return snprintf(err, (size_t)errlen, "%s: the draw seats the tables",
                      args_is(argv[i], "--bots") ? "--bots" : "--players"),
             -1;
  if (table < 2 || table > TOUR_TABLE_MAX)
    return snprintf(err, (size_t)errlen, "--table takes 2 to %d, not '%ld'", TOUR_TABLE_MAX, table),
           -1;
  if (t->minutes > 10000)
    return snprintf(err, (size_t)errlen, "--minutes takes at most 10000, not '%g'", t->minutes), -1;
  t->table = (int)table;
  for (int i = 0; i < argc; i++)
    t->table_given |= args_is(argv[i], "--table");
  return 0;
}

/* Parses the command line into t; 1 after --help, -1 after printing why. */
static int parse_args(tour *t, int argc, char **argv) {
  const char *entrants = NULL;
  long table = TOUR_TABLE_MAX;
  char err[768];
  const arg_spec specs[] = {
      {"--entrants", ARG_TEXT, &entrants, "FILE|N", "a file of entrants (name bot), or a count"},
      {"--table", ARG_COUNT, &table, "N", "seats per table, 2 to 4 (default 4)"},
      {"--turns", ARG_COUNT, &t->turns, "N", "turns a table plays (default 200 for bots)"},
      {"--minutes", ARG_NUMBER, &t->minutes, "M", "minutes a table plays (default 10 with people)"},
      {"--reserves", ARG_WHOLE, &t->reserves_max, "N", "reserves that fill the draw at most"},
      {"--json", ARG_SWITCH, &t->json, NULL, "print the bracket as one JSON document"},
      {"--echo", ARG_SWITCH, &t->echo, NULL, "echo people's input (for scripts)"},
      {NULL, 0, NULL, NULL, NULL}};
  arg_command cmd = {"tournament", "Runs the tournament sheet's knockout (docs/TOURNAMENT.md).",
                     specs,        &t->cfg,
                     NULL,         NULL};
  int r = args_parse(&cmd, argc, argv);
  if (r != 0) return r;
  if (check_args(t, argc, argv, table, err, sizeof err) < 0 ||
      (!entrants && snprintf(err, sizeof err, "--entrants FILE or N is needed") > 0) ||
      tables_rules(t, err, sizeof err) < 0 || find_teams(t, err, sizeof err) < 0 ||
      load_entrants(t, entrants, err, sizeof err) < 0)
    return fprintf(stderr, "luno tournament: %s\n", err), -1;
  return 0;
}

/* The budgets: given ones apply to every table; by default bots play 200 turns and a
 * table with a person 10 minutes. */
static void set_budgets(tour *t) {
  int given = t->turns > 0 || t->minutes > 0;
  t->people_turns = given ? t->turns : 0;
  t->people_minutes = given ? t->minutes : 10;
  if (!given) t->turns = 200;
}

/* Sizes the draw, adds the reserves and shuffles everyone into it. */
static int make_draw(tour *t, char *err, int errlen) {
  t->draw = t->table;
  t->rounds = 1;
  while (t->draw < t->nentrants)
    t->draw *= t->table, t->rounds++;
  int room = t->draw - t->nentrants;
  int reserves = t->reserves_max >= 0 && t->reserves_max < room ? (int)t->reserves_max : room;
  for (int i = 0; i < reserves && i < t->nnominated; i++) { /* a seeded draw among them */
    int j = i + (int)luno_rng_below(&t->rng, (uint32_t)(t->nnominated - i));
    entrant pick = t->nominated[j];
    t->nominated[j] = t->nominated[i];
    t->nominated[i] = pick;
    if (add_entrant(t, pick.name, pick.bot, 1, err, errlen) < 0) return -1;
  }
  for (int i = 1; t->nreserves < reserves; i++) { /* (a name in use is skipped) */
    char name[24];
    snprintf(name, sizeof name, "Reserve%02d", i);
    if (!named(t, name) && add_entrant(t, name, "random", 1, err, errlen) < 0) return -1;
  }
  t->nfield = t->nentrants + t->nreserves;
  t->byes = t->draw - t->nfield;
  for (int i = 0; i < t->nfield; i++)
    t->slots[i] = i;
  for (int i = t->nfield - 1; i > 0; i--) {
    int j = (int)luno_rng_below(&t->rng, (uint32_t)i + 1), x = t->slots[i];
    t->slots[i] = t->slots[j];
    t->slots[j] = x;
  }
  for (int i = 0; i < t->nfield; i++) {
    t->who[t->slots[i]].slot = i;
    int len = (int)strlen(t->who[i].name);
    if (len > t->width) t->width = len;
  }
  return 0;
}

/* Plays round r: tables of the players in `in` (n of them, in table order); the winners go
 * to out. Returns the number of winners, or -1 with err. */
static int play_round(tour *t, int r, const int *in, int n, int *out, char *err, int errlen) {
  int tables = r == 0 ? t->draw / t->table : n / t->table;
  t->ntables[r] = tables;
  tour_print_round_start(t, r);
  for (int i = 0; i < tables; i++) {
    int players[TOUR_TABLE_MAX], k = 0;
    if (r == 0) /* dealt round the tables: slot j sits at table j % tables */
      for (int j = i; j < n && k < t->table; j += tables)
        players[k++] = in[j];
    else
      for (int j = i * t->table; j < (i + 1) * t->table; j++)
        players[k++] = in[j];
    table_result *res = &t->results[r][i];
    if (tour_play_table(t, r, i, players, k, res, err, errlen) < 0) return -1;
    out[i] = res->winner;
    tour_print_table(t, r, i);
  }
  tour_print_round_end(t, r);
  return tables;
}

/* Runs every round; returns the champion's index, or -1 with err. */
static int run_rounds(tour *t, char *err, int errlen) {
  int a[TOUR_MAX_FIELD], b[TOUR_MAX_FIELD], n = t->nfield;
  memcpy(a, t->slots, sizeof a);
  for (int r = 0; r < t->rounds; r++) {
    n = play_round(t, r, a, n, b, err, errlen);
    if (n < 0) return -1;
    memcpy(a, b, sizeof a);
  }
  return a[0];
}

int tournament_main(int argc, char **argv) {
  static tour t;
  char err[768];
  memset(&t, 0, sizeof t);
  luno_config_init(&t.cfg);
  t.table = TOUR_TABLE_MAX;
  t.reserves_max = -1;
  int parsed = parse_args(&t, argc, argv);
  if (parsed != 0) return parsed < 0 ? 2 : 0;
  set_budgets(&t);
  luno_seed(&t.rng, t.cfg.seed);
  if (make_draw(&t, err, sizeof err) < 0 || check_bots(&t, err, sizeof err) < 0) {
    fprintf(stderr, "luno tournament: %s\n", err);
    return 2;
  }
  tour_print_start(&t);
  int champion = run_rounds(&t, err, sizeof err);
  if (champion < 0) {
    fflush(stdout);
    fprintf(stderr, "luno tournament: %s\n", err);
    return 1;
  }
  tour_print_end(&t, champion);
  return 0;
}
