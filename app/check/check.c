/* check.c: `luno check TARGET`. TARGET is a ruleset name, a folder, or a single file.
 * A file that declares cards or rules but no colors (a card of a special deck, a house
 * rule) is checked on top of `official` and compared with plain `official`; a complete
 * ruleset is compared with the rulesets it pulls in (what it extends). Game i has seed
 * S+i and 2 + i % 9 players, so every player count is played; every seat is a "chaos" bot
 * that picks among all options (bluffs too), calls UNO at random and takes reactions,
 * so the scripts meet every path. A failure prints the command that replays that game
 * (`luno check TARGET --seed S --players P --games 1`); the report also names what the
 * scripts were noted doing wrong and a game played differently after others. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "cli/args.h"
#include <luno/host.h>
#include <luno/repl.h>
#include <luno/table.h>

enum { MAX_REPORTED = 5, MAX_REACTIONS = 8, MAX_DISTINCT = 32, MAX_NEVER = 16 };

/* Prints a report line folded at luno_text_width, its next parts at indent. */
#define say(indent, ...) luno_fold_printf(stdout, indent, __VA_ARGS__)

/* Prints a command to copy after its label, never folded between its words: on the label's
 * line when it fits, else on a line of its own under it. */
static void say_command(const char *label, const char *command) {
  int fits = strlen(label) + strlen(command) <= (size_t)luno_text_width();
  printf(fits ? "%s%s\n" : "%s\n      %s\n", label, command);
}

typedef struct check_options {
  luno_config config; /* rules, seed, options and the script budgets */
  const char *target;
  long games, turns;    /* games to play; turns a round may take before it counts as stuck */
  int with_rules;       /* --rules given: check them with the target on top, against them */
  int players;          /* --players given: every game has that many (a replay) */
  int stress;           /* --stress: every game a stress game (a replay of one) */
  char replay[700];     /* the command line that replays a game, up to its seed */
  const char *save_dir; /* where a failed game is saved for the REPL (--save-dir) */
} check_options;

typedef struct check_totals {
  long games, rounds, turns, errors, invariant_failures, stuck, failed_starts;
  long plays[LUNO_MAX_TYPES];
  int min_players, max_players; /* the seats the rulesets allow, all played in turn */
  int notes;                    /* likely mistakes the scripts were noted making */
  int state_kept;               /* the first game played differently when played again */
  int ndistinct;                /* distinct failures seen (at most MAX_DISTINCT kept) */
  char distinct[MAX_DISTINCT][256];
  long repeats[MAX_DISTINCT]; /* how many more times each came again */
  int stressed;               /* the game being played is a stress game */
  int replay;                 /* ... one replayed in replay_table after it ends */
  luno_table replay_table;    /* a table of its own, for replays (opened at the first) */
  int stress_hand;            /* ... and its hand size */
  const luno_config *config;  /* the rules and options being played */
  const check_options *o;
  /* the profile: the target's functions and g:say lines that never ran (the first
   * MAX_NEVER named), and its costliest function */
  int nnever;
  char never[MAX_NEVER][320];
  char costliest[320];
  double costliest_ns;
  long costliest_calls;
} check_totals;

/* Whether what: msg was reported already (counted as a repeat), else keeps it. */
static int seen_before(check_totals *t, const char *what, const char *msg) {
  char key[256];
  snprintf(key, sizeof key, "%s: %s", what, msg);
  for (int i = 0; i < t->ndistinct; i++)
    if (!strcmp(t->distinct[i], key)) return t->repeats[i]++, 1;
  if (t->ndistinct < MAX_DISTINCT) memcpy(t->distinct[t->ndistinct++], key, sizeof key);
  return 0;
}

/* Saves failed game g beside (o->save_dir) for the REPL's `replay`, and prints the command
 * that opens it at the action that failed (the last one logged; a stuck round: after the
 * last), so the author can step into it. */
static void save_failure(check_totals *t, luno_game *g, const luno_action *failed, uint64_t seed,
                         int players, int stuck) {
  char path[700], err[800];
  luno_config c = *t->config;
  c.seed = seed, c.players = players;
  c.bot_seed = seed, c.has_bot_seed = 1; /* the bots' moves after the saved ones: the same */
  snprintf(c.bots, sizeof c.bots, "random");
  for (int i = 1; i < players; i++)
    strcat(c.bots, ",random");
  if (t->stressed && c.nsets < LUNO_MAX_SETS) {
    snprintf(c.sets[c.nsets][0], sizeof c.sets[0][0], "hand_size");
    snprintf(c.sets[c.nsets++][1], sizeof c.sets[0][1], "%d", t->stress_hand);
  }
  snprintf(path, sizeof path, "%s/check-%llu-%dp.save", t->o->save_dir, (unsigned long long)seed,
           players);
  if (repl_write_game(path, &c, g, failed, err, sizeof err) < 0)
    return say(LUNO_FOLD_HANG, "    (%s)", err);
  int to = luno_log_length(g) - (stuck || failed ? 0 : 1);
  char command[800];
  snprintf(command, sizeof command, "luno play --replay %s --to %d", path, to > 0 ? to : 0);
  say_command("    open:   ", command);
  if (!stuck) say(LUNO_FOLD_HANG, "            (then `step` runs the action that failed)");
}

/* Prints one of the first distinct failures, with what replays it, the game saved for the
 * REPL (g: NULL if it never started; failed: the action a script failed on) and its traceback (the
 * host keeps its first lines); a failure seen before is only counted. */
static void report(check_totals *t, uint64_t seed, int players, const char *what, const char *msg,
                   luno_host *h, luno_game *g, const luno_action *failed) {
  if (!t->o || seen_before(t, what, msg)) return; /* (the base ruleset's games: not reported) */
  if (t->ndistinct > MAX_REPORTED) return;
  char command[1200];
  snprintf(command, sizeof command, "%s --seed %llu --players %d --games 1%s", t->o->replay,
           (unsigned long long)seed, players, t->stressed ? " --stress" : "");
  say(LUNO_FOLD_HANG, "  %s: %s", what, msg);
  say_command("    replay: ", command);
  if (g && t->o->save_dir) save_failure(t, g, failed, seed, players, !strcmp(what, "stuck"));
  const char *tb = h ? strchr(luno_host_traceback(h), '\n') : NULL; /* past "stack traceback:" */
  for (int shown = 0; tb && *tb && shown < 8;) { /* the scripts' frames (the host's left out) */
    tb += strspn(tb, "\n\t ");
    int len = (int)(strchr(tb, '\n') ? strchr(tb, '\n') - tb : (long)strlen(tb));
    const char *lua = strstr(tb, ".lua:");
    if (lua && lua < tb + len) say(LUNO_FOLD_HANG, "    %s %.*s", shown++ ? "  " : "at", len, tb);
    tb += len;
  }
}

/* Prints how often each failure came again after its report. */
static void print_repeats(const check_totals *t) {
  for (int i = 0; i < t->ndistinct; i++)
    if (t->repeats[i] > 0)
      say(LUNO_FOLD_HANG, "  %ld more time%s: %s", t->repeats[i], t->repeats[i] == 1 ? "" : "s",
          t->distinct[i]);
}

/* The chaos bot: sometimes a reaction; one decision in five any option at all (bluffs,
 * challenges, draws, UNO called at random), else the random bot's pick. */
static luno_action chaos(const luno_game *g, luno_rng *r, int *reactions) {
  const luno_pending *p = luno_pending_of(g);
  if (p->nreactions > 0 && *reactions < MAX_REACTIONS && luno_rng_below(r, 4) == 0) {
    const luno_reaction *x = &p->reactions[luno_rng_below(r, (uint32_t)p->nreactions)];
    (*reactions)++;
    if (x->card >= 0)
      return (luno_action){.type = LUNO_ACT_USE, .seat = x->seat, .flags = 0, .value = x->card};
    return (luno_action){.type = LUNO_ACT_REACT, .seat = x->seat, .flags = 0, .value = x->window};
  }
  *reactions = 0;
  if (luno_rng_below(r, 5) != 0) return luno_random_bot(g, r);
  luno_action a = p->options[luno_rng_below(r, (uint32_t)p->count)];
  if (a.type == LUNO_ACT_PLAY) {
    int held;
    luno_pile(g, LUNO_HAND(a.seat), &held);
    int call =
        held == luno_calls_at(g) + 1 ? luno_rng_below(r, 4) != 0 : luno_rng_below(r, 20) == 0;
    a.flags = call ? LUNO_CALL : 0;
  }
  return a;
}

/* One game of luno check: the chaos bot's generator and the stuck rule's counters. */
typedef struct check_game {
  const check_options *o;
  luno_rng rng;
  int reactions;
  luno_action last; /* the last action chosen (a script may fail on it) */
  long round, round_start_turns, decisions;
  char why[128];
} check_game;

/* luno_table_play's chooser: the chaos bot. */
static int choose_chaos(void *ud, luno_game *g, luno_action *out, char *err, int errlen) {
  (void)err, (void)errlen;
  check_game *cg = ud;
  *out = cg->last = chaos(g, &cg->rng, &cg->reactions);
  return 0;
}

/* luno_table_play's stop rule: a round that runs past o->turns turns (or twenty decisions a
 * turn) is stuck. */
static const char *round_stuck(void *ud, const luno_game *g) {
  check_game *cg = ud;
  const luno_stats *st = luno_stats_of(g);
  if (st->rounds != cg->round)
    cg->round = st->rounds, cg->round_start_turns = st->turns, cg->decisions = 0;
  if (st->turns - cg->round_start_turns <= cg->o->turns && ++cg->decisions <= cg->o->turns * 20)
    return NULL;
  snprintf(cg->why, sizeof cg->why, "round %ld ran past %ld turns", cg->round + 1, cg->o->turns);
  return cg->why;
}

/* Plays one game to its end or first failure; adds it to the totals. Returns a digest of
 * how it went (0 after a failure). */
/* A stress game's hand size: hands so large that few cards are left to draw (up to 20
 * cards, below the hand sizes that end a round at once), so the paths of an empty draw
 * pile (reshuffles, short draws) run early and often. */
static int stress_hand(const luno_setup *s) {
  int ncards = 0;
  for (int k = 0; k < s->ntypes; k++) {
    int colors = s->types[k].color_mask ? __builtin_popcount(s->types[k].color_mask) : s->ncolors;
    ncards += s->types[k].copies * (s->types[k].colored ? colors : 1);
  }
  int hand = (ncards - 12) / s->players;
  return hand > 20 ? 20 : hand < s->hand_size ? s->hand_size : hand;
}

static uint64_t play_one(luno_table *tab, const check_options *o, uint64_t seed, check_totals *t) {
  char err[512];
  luno_setup *setup = &tab->setup;
  setup->seed = seed;
  int dealt = setup->hand_size;
  if (t->stressed) setup->hand_size = t->stress_hand = stress_hand(setup);
  luno_game *g = luno_new(setup, luno_host_rules(tab->host), err, sizeof err);
  setup->hand_size = dealt;
  if (!g) {
    t->failed_starts++;
    report(t, seed, setup->players, "could not start", err, tab->host, NULL, NULL);
    return 0;
  }
  check_game cg = {.o = o};
  luno_seed(&cg.rng, seed * 7919 + 17);
  luno_match_hooks hooks = {.check = 1, .choose = choose_chaos, .stop = round_stuck, .ud = &cg};
  luno_match_end end = luno_table_play(tab, g, &hooks, err, sizeof err);
  if (end == LUNO_MATCH_OVER && t->replay &&
      luno_table_replays(&t->replay_table, t->config, g, err, sizeof err) < 0) {
    t->errors++;
    report(t, seed, setup->players, "replays differently in a Lua state of its own", err, NULL,
           NULL, NULL);
    end = LUNO_MATCH_SCRIPT_ERROR; /* (counted: not a game to total) */
  } else if (end != LUNO_MATCH_OVER) {
    long *counter = end == LUNO_MATCH_INVARIANT ? &t->invariant_failures
                    : end == LUNO_MATCH_STOPPED ? &t->stuck
                                                : &t->errors;
    (*counter)++;
    report(t, seed, setup->players, end == LUNO_MATCH_STOPPED ? "stuck" : luno_match_end_words(end),
           err, end == LUNO_MATCH_SCRIPT_ERROR ? tab->host : NULL, g,
           end == LUNO_MATCH_SCRIPT_ERROR ? &cg.last : NULL);
  }
  const luno_stats *st = luno_stats_of(g);
  uint64_t digest = end != LUNO_MATCH_OVER
                        ? 0
                        : ((uint64_t)st->turns * 1000003u + (uint64_t)st->rounds) * 1000003u +
                              (uint64_t)st->cards_drawn;
  t->games++;
  t->rounds += st->rounds;
  t->turns += st->turns;
  for (int k = 0; k < setup->ntypes; k++)
    t->plays[k] += st->plays_by_type[k] + st->uses_by_type[k]; /* a reaction card's use counts */
  luno_free(g);
  return digest;
}

/* luno_host_profile_report's callback: keeps what never ran and the costliest function. */
static void keep_profile(void *ud, const luno_profile_entry *e) {
  check_totals *t = ud;
  if (e->calls == 0 && t->nnever++ < MAX_NEVER)
    snprintf(t->never[t->nnever - 1], sizeof t->never[0], "%s (%s)", e->what, e->where);
  if (e->ns > t->costliest_ns) {
    t->costliest_ns = e->ns, t->costliest_calls = e->calls;
    snprintf(t->costliest, sizeof t->costliest, "%s (%s)", e->what, e->where);
  }
}

/* Prints what of the target's scripts never ran in all the games. */
static void print_never(const check_totals *t) {
  if (t->nnever == 0) return;
  say(LUNO_FOLD_LISTED,
      "never ran   %d of the target's hooks, card functions and g:say lines, in %ld games:",
      t->nnever, t->games);
  for (int i = 0; i < t->nnever && i < MAX_NEVER; i++)
    say(LUNO_FOLD_HANG, "  %s", t->never[i]);
  if (t->nnever > MAX_NEVER) printf("  and %d more\n", t->nnever - MAX_NEVER);
}

/* Prints one note about the scripts. */
static void print_note(void *ud, const char *line) {
  check_totals *t = ud;
  if (t->notes++ == 0) printf("warnings\n");
  say(LUNO_FOLD_HANG, "  %s", line);
}

/* Sets the table for a game of players seats, every one a bot; the setup is built again
 * for another count (a ruleset's hand_sizes deal by it). Returns -1 with err. */
static int seat_table(luno_table *tab, int players, char *err, int errlen) {
  if (tab->setup.players != players &&
      luno_host_build(tab->host, players, tab->setup.seed, &tab->setup, err, errlen) < 0)
    return -1;
  tab->setup.players = players;
  tab->setup.bots = (uint16_t)((1u << players) - 1); /* bots everywhere (the quiz) */
  return 0;
}

/* Plays the first game again after all the others: a script that keeps state outside
 * g.vars (a file-level variable) plays it differently. */
static void replay_first(luno_table *tab, const check_options *o, int players, uint64_t first,
                         check_totals *t) {
  check_totals scratch = {.o = NULL}; /* its failures were reported the first time */
  char err[512];
  if (seat_table(tab, players, err, sizeof err) < 0) return;
  uint64_t again = play_one(tab, o, o->config.seed, &scratch);
  if (first == 0 || again == 0 || again == first) return;
  t->state_kept = 1;
  say(LUNO_FOLD_LISTED,
      "warnings    the game of seed %llu played differently when played again after the others: "
      "a script keeps state between games outside g.vars (a file-level variable?)",
      (unsigned long long)o->config.seed);
}

/* Plays o->games games of rules (with the options of c, its rules replaced), at every
 * count of players from lo to hi that the rulesets allow (lo 0: every count they allow);
 * returns the host-level error status (0 or -1). */
static int play_all(const check_options *o, const luno_config *with, const char *rules, int lo,
                    int hi, luno_setup *setup, check_totals *t) {
  char err[512];
  luno_config c = *with;
  snprintf(c.rules, sizeof c.rules, "%s", rules);
  int min = 2, max = LUNO_MAX_SEATS;
  luno_host *probe = luno_host_open(&c, err, sizeof err); /* the seats the rulesets allow */
  if (probe) luno_host_players_range(probe, &min, &max);
  luno_host_free(probe);
  if (lo < min) lo = min; /* (0: from the least they allow) */
  if (hi == 0 || hi > max) hi = max;
  if (lo > hi) return printf("  %s is not played by %d to %d players\n", rules, lo, hi), -1;
  c.players = lo;
  luno_table tab;
  if (luno_table_open(&tab, &c, "random", err, sizeof err) < 0) {
    luno_table_close(&tab);
    return say(LUNO_FOLD_HANG, "  %s", err), -1;
  }
  t->config = &c;
  luno_host_profile(tab.host); /* (both the target and the base: the same cost) */
  tab.setup.players = 0;       /* the first seat_table builds again, profiled */
  if (o->players) lo = hi = o->players;
  t->min_players = lo, t->max_players = hi;
  uint64_t first = 0;
  for (long i = 0; i < o->games; i++) {
    if (seat_table(&tab, lo + (int)(i % (hi - lo + 1)), err, sizeof err) < 0) {
      luno_table_close(&tab);
      return say(LUNO_FOLD_HANG, "  %s", err), -1;
    }
    t->stressed = o->stress || i % 4 == 3; /* a game in four is a stress game */
    t->replay = t->o && i % 4 == 0;        /* and one in four is replayed apart */
    uint64_t digest = play_one(&tab, o, o->config.seed + (uint64_t)i, t);
    t->stressed = t->replay = 0;
    if (i == 0) first = digest;
  }
  if (t->o && o->games > 1) replay_first(&tab, o, lo, first, t);
  if (t->o) luno_host_notes(tab.host, print_note, t);
  if (t->o) luno_host_profile_report(tab.host, keep_profile, t);
  *setup = tab.setup;
  luno_table_close(&tab);
  if (t->replay_table.host) luno_table_close(&t->replay_table);
  t->replay_table.host = NULL;
  return 0;
}

typedef struct names {
  char list[512];
  int n;
} names;

/* Collects ruleset names after the first into a comma-separated list (the baseline). */
static void add_name(void *ud, const char *name) {
  names *b = ud;
  if (b->n++ == 0) return;
  size_t len = strlen(b->list);
  snprintf(b->list + len, sizeof b->list - len, "%s%s", len ? "," : "", name);
}

/* "4 players" or "2 to 10 players". */
static const char *players_text(int lo, int hi, char *buf, size_t len) {
  if (lo == hi)
    snprintf(buf, len, "%d players", lo);
  else
    snprintf(buf, len, "%d to %d players", lo, hi);
  return buf;
}

/* The options of o that the base rulesets have (the others are the target's own): the
 * base is played with those; skipped names what was left out, for the report. */
static luno_config base_config(const check_options *o, const char *base, char *skipped,
                               size_t len) {
  char err[512];
  luno_config c = o->config;
  snprintf(c.rules, sizeof c.rules, "%s", base);
  c.nsets = 0;
  luno_host *h = luno_host_open(&c, err, sizeof err);
  skipped[0] = '\0';
  for (int i = 0; h && i < o->config.nsets; i++) {
    const char *name = o->config.sets[i][0];
    if (luno_host_set(h, name, o->config.sets[i][1], err, sizeof err) == 0) {
      memcpy(c.sets[c.nsets++], o->config.sets[i], sizeof c.sets[0]);
    } else {
      size_t n = strlen(skipped);
      snprintf(skipped + n, len - n, "%s%s", n ? ", " : "", name);
    }
  }
  luno_host_free(h);
  return c;
}

/* Whether rules make a game alone (1), add to one (0: no colors or cards), or fail (-1). */
static int is_game(const check_options *o, const char *rules, char *err, int errlen) {
  luno_config c = o->config;
  snprintf(c.rules, sizeof c.rules, "%s", rules);
  c.nsets = 0; /* (the options may belong to what the target extends) */
  luno_host *h = luno_host_open(&c, err, errlen);
  luno_setup setup;
  int game = !h ? -1
                : luno_host_build(h, 2, 1, &setup, err, errlen) == 0 ||
                      !(strstr(err, "declare no colors") || strstr(err, "declare no cards"));
  luno_host_free(h);
  return game;
}

/* Decides what to check and against what: "target" or "official,target"; the baseline
 * ("" for none). Prints load errors; returns -1 when the scripts do not load. */
static int plan(const check_options *o, char *rules, size_t rlen, char *base, size_t blen) {
  char err[512];
  luno_config c = o->config;
  if (o->with_rules) { /* a combination: --rules official,progressive my_deck.lua */
    snprintf(rules, rlen, "%s,%s", o->config.rules, o->target);
    snprintf(base, blen, "%s", o->config.rules);
    snprintf(c.rules, sizeof c.rules, "%.511s", rules);
    luno_host *h = luno_host_open(&c, err, sizeof err);
    luno_host_free(h);
    if (!h) say(LUNO_FOLD_HANG, "  %s", err);
    return h ? 0 : -1;
  }
  int game = is_game(o, o->target, err, sizeof err);
  names b = {"", 0};
  if (game < 0) return say(LUNO_FOLD_HANG, "  %s", err), -1;
  snprintf(c.rules, sizeof c.rules, "%s", o->target);
  c.nsets = 0; /* (the options may belong to what the target extends) */
  luno_host *h = game ? luno_host_open(&c, err, sizeof err) : NULL;
  if (h) luno_host_rulesets(h, add_name, &b); /* what it pulls in: a game, or nothing */
  luno_host_free(h);
  snprintf(rules, rlen, "%s%s", game ? "" : "official,", o->target);
  snprintf(base, blen, "%s",
           !game                                      ? "official"
           : is_game(o, b.list, err, sizeof err) == 1 ? b.list
                                                      : "");
  c = o->config; /* the options given are the target's to take */
  snprintf(c.rules, sizeof c.rules, "%.511s", rules);
  h = luno_host_open(&c, err, sizeof err);
  luno_host_free(h);
  return h ? 0 : (say(LUNO_FOLD_HANG, "  --set: %s", err), -2);
}

/* CPU seconds this process has used. */
static double cpu_seconds(void) { return (double)clock() / CLOCKS_PER_SEC; }

/* What a turn costs, checked (the checker, the profile's clocks and the chaos bots
 * included, alike in both), against the base game, and the target's costliest function;
 * when the scripts make turns much slower, how to cut the cost. */
static void print_cost(const check_totals *t, double per_turn, double base_per_turn,
                       const char *base) {
  printf("cost        %.0f ns per checked turn", per_turn * 1e9);
  double ratio = base_per_turn > 0 ? per_turn / base_per_turn : 0;
  if (base_per_turn > 0) printf(" (%s: %.0f ns, %.1f times)", base, base_per_turn * 1e9, ratio);
  putchar('\n');
  if (t->costliest[0] && t->turns > 0)
    say(LUNO_FOLD_HANG, "  costliest: %s, %.0f ns a turn in %.2f calls", t->costliest,
        t->costliest_ns / (double)t->turns, (double)t->costliest_calls / (double)t->turns);
  if (ratio > 2.0 && !strncmp(t->costliest, "card ", 5)) /* a card's own function */
    say(LUNO_FOLD_HANG,
        "  the scripts make a turn %.1f times as slow, most of it in %s: it runs each "
        "time the card is played, so its own work is the cost (a loop over every hand or "
        "card, a draw until something comes)",
        ratio, t->costliest);
  else if (ratio > 2.0)
    say(LUNO_FOLD_HANG,
        "  the scripts make a turn %.1f times as slow: hooks asked at every turn cost most "
        "(a legal hook, a can_play, turn_start); give them `when = \"key\"` (off while "
        "g.vars.key is unset), `cards = {...}` or a card's `plays`; a legal hook that "
        "judges by card type can answer once for a hand as `legal_types` (lua/API.md)",
        ratio);
}

/* Prints the plays by card type and the round lengths of both rulesets. */
static void print_stats(const luno_setup *s, const check_totals *t, const luno_setup *bs,
                        const check_totals *bt, const char *base) {
  double mean = t->rounds ? (double)t->turns / (double)t->rounds : 0,
         bmean = bt && bt->rounds ? (double)bt->turns / (double)bt->rounds : 0;
  printf("rounds      %ld, %.1f turns per round", t->rounds, mean);
  if (bt && bmean > 0) printf(" (%s: %.1f, %+.1f%%)", base, bmean, (mean / bmean - 1) * 100);
  printf("\nplays by card (per round%s)\n", bt ? ", then in the base ruleset" : "");
  for (int k = 0; k < s->ntypes; k++) {
    printf("  %-20s %9ld  %6.2f", s->types[k].name, t->plays[k],
           t->rounds ? (double)t->plays[k] / (double)t->rounds : 0);
    for (int j = 0; bt && j < bs->ntypes; j++)
      if (!strcmp(bs->types[j].name, s->types[k].name))
        printf("  %6.2f", bt->rounds ? (double)bt->plays[j] / (double)bt->rounds : 0);
    if (t->plays[k] == 0) printf("  never played or used");
    putchar('\n');
  }
}

/* The target as the loader should see it: FOLDER/init.lua is the folder; a bare name that
 * is a file or folder here is taken from here (./NAME), before the rulesets search path. */
static const char *normalize_target(const char *target, char *buf, size_t len) {
  size_t n = strlen(target);
  char folder[512];
  if (n > 9 && !strcmp(target + n - 9, "/init.lua")) {
    snprintf(folder, sizeof folder, "%.*s", (int)(n - 9), target);
    target = folder;
  }
  if (!strchr(target, '/') && access(target, F_OK) == 0)
    snprintf(buf, len, "./%.400s", target);
  else
    snprintf(buf, len, "%s", target);
  return buf;
}

/* The command that replays one game: this check's rules, options and target. */
static void build_replay(check_options *o) {
  char *p = o->replay, *end = o->replay + sizeof o->replay;
  p += snprintf(p, (size_t)(end - p), "luno check");
  if (o->with_rules) p += snprintf(p, (size_t)(end - p), " --rules %s", o->config.rules);
  for (int i = 0; i < o->config.nsets && p < end; i++)
    p += snprintf(p, (size_t)(end - p), " --set %s=%s", o->config.sets[i][0], o->config.sets[i][1]);
  if (p < end) snprintf(p, (size_t)(end - p), " %s", o->target);
}

int check_main(int argc, char **argv) {
  check_options o;
  memset(&o, 0, sizeof o);
  luno_config_init(&o.config);
  o.games = 1000;
  o.turns = 5000;
  o.save_dir = ".";
  const arg_spec specs[] = {
      {"--games", ARG_COUNT, &o.games, "N", "games to play (default 1000), every player count"},
      {"--turns", ARG_COUNT, &o.turns, "T", "turns a round may take before it is stuck (5000)"},
      {"--save-dir", ARG_TEXT, &o.save_dir, "DIR",
       "where a failed game is saved for `luno play --replay` (default: here)"},
      {"--stress", ARG_SWITCH, &o.stress, NULL,
       "every game a stress game (hands so large the draw pile runs out; one game in four is)"},
      {NULL, 0, NULL, NULL, NULL}};
  arg_command cmd = {"check",
                     "Loads a ruleset, a folder or a card file and plays random games with the "
                     "invariant\nchecker on, reporting errors, stuck rounds and plays per card. "
                     "With --rules A,B it checks\nA,B plus the target, compared with A,B alone.",
                     specs,
                     &o.config,
                     "RULESET|FOLDER|FILE.lua",
                     &o.target};
  int r = args_parse(&cmd, argc, argv);
  if (r != 0) return r < 0 ? 2 : 0;
  for (int i = 0; i < argc; i++) {
    o.with_rules |= args_is(argv[i], "--rules");
    if (args_is(argv[i], "--players")) o.players = o.config.players;
  }
  char target[512];
  o.target = normalize_target(o.target, target, sizeof target);
  build_replay(&o);
  char rules[600], base[512];
  printf("luno check %s\n", o.target);
  int planned = plan(&o, rules, sizeof rules, base, sizeof base);
  if (planned == -2) return 2; /* an option the rulesets do not have: a usage error */
  if (planned < 0) return printf("scripts     do not load\n"), 1;
  luno_setup setup, bsetup;
  check_totals t, bt;
  memset(&t, 0, sizeof t);
  memset(&bt, 0, sizeof bt);
  t.o = &o;
  char skipped[512];
  luno_config bconfig = base_config(&o, base, skipped, sizeof skipped);
  say(LUNO_FOLD_LISTED, "scripts     load (%s)", rules);
  double start = cpu_seconds();
  if (play_all(&o, &o.config, rules, 0, 0, &setup, &t) < 0) return 1;
  double mid = cpu_seconds();
  int with_base =
      base[0] && play_all(&o, &bconfig, base, t.min_players, t.max_players, &bsetup, &bt) == 0;
  double end = cpu_seconds();
  char counts[64];
  if (with_base)
    say(LUNO_FOLD_LISTED, "compared    with %s at %s%s%s%s", base,
        players_text(bt.min_players, bt.max_players, counts, sizeof counts),
        skipped[0] ? " (without " : "", skipped, skipped[0] ? ": the target's own)" : "");
  say(LUNO_FOLD_LISTED, "games       %ld (%s), seeds %llu..%llu", t.games,
      players_text(t.min_players, t.max_players, counts, sizeof counts),
      (unsigned long long)o.config.seed,
      (unsigned long long)(o.config.seed + (uint64_t)o.games - 1));
  say(LUNO_FOLD_LISTED,
      "errors      %ld script errors, %ld games that could not start, %ld invariant failures, "
      "%ld stuck rounds",
      t.errors, t.failed_starts, t.invariant_failures, t.stuck);
  print_repeats(&t);
  print_stats(&setup, &t, &bsetup, with_base ? &bt : NULL, base);
  print_never(&t);
  print_cost(&t, t.turns ? (mid - start) / (double)t.turns : 0,
             with_base && bt.turns ? (end - mid) / (double)bt.turns : 0, base);
  int bad = t.errors || t.failed_starts || t.invariant_failures || t.stuck;
  int warned = t.notes + t.state_kept;
  if (bad)
    printf("FAILED\n");
  else if (warned)
    printf("ok, with %d warning%s (above)\n", warned, warned == 1 ? "" : "s");
  else
    printf("ok\n");
  return bad ? 1 : 0;
}
