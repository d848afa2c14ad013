/* tour_table.c: one tournament table. Bots play it here, as `luno sim` plays a game, until
 * its budget is spent; a table with a person is played in the REPL (the session of `luno
 * play`, reading commands from stdin, a terminal or not), with the same budget checked
 * between commands and between the bots' moves. Either way the table is then scored as it
 * stands: each seat's points so far plus the cards left in its hand (scoring=penalty, the
 * unfinished round counted); the lowest score goes through, ties to fewer cards in hand,
 * then to the tournament's seeded draw. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tournament.h"
#include <luno/repl.h>

enum { DECISIONS_PER_TABLE = 2000000, MAX_BOT_WARNINGS = 3 };

/* Scores the table as it stands: points banked, plus the hands of an unfinished round; an
 * entrant that is a team (seats k, k + n, ...) scores its team's total and every hand of it. */
static void score_table(const luno_game *g, const int *players, table_result *r) {
  const luno_state *st = luno_state_of(g);
  const luno_setup *setup = luno_setup_of(g);
  r->mid_round = luno_pending_of(g)->kind != LUNO_ASK_NONE;
  r->turns = luno_stats_of(g)->turns;
  r->rounds = luno_stats_of(g)->rounds;
  for (int s = 0; s < r->n; s++) {
    seat_result *x = &r->seat[s];
    x->entrant = players[s];
    x->cards = x->hand_points = 0;
    for (int seat = s; seat < st->players; seat += r->n) { /* its seats: one, or a team */
      int n;
      const uint16_t *hand = luno_pile(g, LUNO_HAND(seat), &n);
      x->cards += n;
      for (int i = 0; i < n && r->mid_round; i++)
        x->hand_points += setup->types[luno_card_at(g, hand[i])->type].points;
    }
    x->banked = st->scores[s]; /* (a team's seats hold its total, each) */
    x->score = x->banked + x->hand_points;
  }
}

void tour_pick_winner(tour *t, table_result *r) {
  int tied[TOUR_TABLE_MAX], n = 0, best = 0;
  for (int s = 1; s < r->n; s++)
    if (r->seat[s].score < r->seat[best].score) best = s;
  for (int s = 0; s < r->n; s++)
    if (r->seat[s].score == r->seat[best].score) tied[n++] = s;
  r->tie = NULL;
  if (n > 1) {
    int fewest = tied[0], m = 0;
    for (int k = 1; k < n; k++)
      if (r->seat[tied[k]].cards < r->seat[fewest].cards) fewest = tied[k];
    for (int k = 0; k < n; k++)
      if (r->seat[tied[k]].cards == r->seat[fewest].cards) tied[m++] = tied[k];
    r->tie = m > 1 ? "draw" : "cards";
    best = m > 1 ? tied[luno_rng_below(&t->rng, (uint32_t)m)] : fewest;
  }
  r->winner = r->seat[best].entrant;
}

/* The table's config: the tournament's, with its players, seed and seats (an entrant that
 * is a team sits at seats k, k + n, ...: partners across). */
static void table_config(const tour *t, const int *players, int n, uint64_t seed, luno_config *c) {
  *c = t->cfg;
  c->players = n * t->team;
  c->seed = seed;
  size_t used = 0;
  for (int s = 0; s < c->players; s++)
    used += (size_t)snprintf(c->bots + used, sizeof c->bots - used, "%s%s", s ? "," : "",
                             t->who[players[s % n]].bot);
}

/* The decision a bot takes now: a reaction, or its answer (the random bot's if it fails). */
static luno_action bot_move(luno_table *tab, luno_game *g, int *warnings) {
  luno_action a;
  char err[512];
  int reaction;
  if (luno_table_bot_move(tab, g, &a, &reaction, err, sizeof err) > 0) return a;
  int seat = luno_pending_of(g)->seat;
  if ((*warnings)++ < MAX_BOT_WARNINGS)
    fprintf(stderr, "luno tournament: bot %s failed (%s); the random bot decides for it\n",
            tab->bot_names[seat], err);
  return luno_random_bot(g, &tab->rng[seat]);
}

/* A bot table's loop state, for the match hooks. */
typedef struct bot_table {
  tour *t;
  luno_table *tab;
  table_result *r;
  double deadline; /* on the monotonic clock (0: none) */
  long decisions;
  int warnings;
} bot_table;

/* luno_table_play's chooser: the seat's bot, or the random bot when it fails (with a warning). */
static int choose_move(void *ud, luno_game *g, luno_action *out, char *err, int errlen) {
  (void)err, (void)errlen;
  bot_table *bt = ud;
  *out = bot_move(bt->tab, g, &bt->warnings);
  return 0;
}

/* luno_table_play's stop rule: the turn or time budget is spent, or the table is stuck. */
static const char *table_spent(void *ud, const luno_game *g) {
  bot_table *bt = ud;
  if (bt->t->turns > 0 && luno_table_turns_spent(g, bt->t->turns)) return bt->r->ended = "turns";
  if (bt->deadline > 0 && luno_clock() >= bt->deadline) return bt->r->ended = "minutes";
  if (++bt->decisions > DECISIONS_PER_TABLE) return bt->r->ended = "stuck";
  return NULL;
}

/* Plays a table of bots until its budget is spent or the match ends, and scores it. */
static int play_bots(tour *t, const luno_config *c, const int *players, table_result *r, char *err,
                     int errlen) {
  luno_table tab;
  if (luno_table_open(&tab, c, "random", err, errlen) < 0) return luno_table_close(&tab), -1;
  char why[512];
  luno_game *g = luno_new(&tab.setup, luno_host_rules(tab.host), why, sizeof why);
  if (!g) {
    luno_table_close(&tab);
    return snprintf(err, (size_t)errlen, "the table cannot start: %s", why), -1;
  }
  bot_table bt = {t, &tab, r, t->minutes > 0 ? luno_clock() + t->minutes * 60 : 0, 0, 0};
  luno_match_hooks hooks = {.choose = choose_move, .stop = table_spent, .ud = &bt};
  r->ended = "match";
  luno_match_end end = luno_table_play(&tab, g, &hooks, why, sizeof why);
  int ok = end == LUNO_MATCH_OVER || end == LUNO_MATCH_STOPPED;
  if (ok)
    score_table(g, players, r);
  else
    snprintf(err, (size_t)errlen, "%s", why);
  luno_free(g);
  luno_table_close(&tab);
  return ok ? 0 : -1;
}

/* What the REPL's table needs to score the game as it ends. */
typedef struct people_end {
  const int *players;
  table_result *r;
} people_end;

/* Scores a table with people as it ends, before the REPL frees its game. */
static void score_people(void *ud, const luno_game *g) {
  people_end *pe = ud;
  score_table(g, pe->players, pe->r);
}

/* Plays a table with a person in the REPL; the seats carry the entrants' names. */
static int play_people(tour *t, const luno_config *c, const int *players, table_result *r,
                       char *err, int errlen) {
  const char *names[LUNO_MAX_SEATS];
  int n = c->players / t->team;
  for (int k = 0; k < c->players; k++)
    names[k] = t->who[players[k % n]].name;
  people_end pe = {players, r};
  repl_table rt = {c,       names,   t->people_turns, t->people_minutes,
                   t->json, t->echo, &t->input_over,  score_people,
                   &pe};
  return repl_play_table(&rt, &r->ended, err, errlen);
}

int tour_play_table(tour *t, int r, int i, const int *players, int n, table_result *out, char *err,
                    int errlen) {
  memset(out, 0, sizeof *out);
  out->n = n;
  out->seed = t->cfg.seed * 1000 + (uint64_t)(r + 1) * 100 + (uint64_t)(i + 1);
  if (n == 1) { /* a bye: through without playing */
    out->seat[0].entrant = out->winner = players[0];
    out->ended = "bye";
    return 0;
  }
  luno_config c;
  table_config(t, players, n, out->seed, &c);
  int people = 0;
  for (int k = 0; k < n; k++)
    people |= !strcmp(t->who[players[k]].bot, "human");
  if (people) tour_print_people(t, r, i, players, n);
  int st = people ? play_people(t, &c, players, out, err, errlen)
                  : play_bots(t, &c, players, out, err, errlen);
  if (st < 0) {
    char why[512];
    snprintf(why, sizeof why, "%s", err);
    snprintf(err, (size_t)errlen, "round %d, table %d: %s", r + 1, i + 1, why);
    return -1;
  }
  tour_pick_winner(t, out);
  return 0;
}
