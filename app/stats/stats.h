/* stats.h: what `luno sim` learns from many games, kept as integer counts so that totals
 * merge exactly: N threads or N shards summed in any order give the same bytes as one run.
 * A game loop fills one stats_game per game (with a stats_lead watching the hands), then
 * folds it into a stats_totals with stats_add. Nothing here knows the core or Lua. */
#ifndef LUNO_STATS_H
#define LUNO_STATS_H

#include <stdint.h>
#include <string.h>

enum {
  STATS_MAX_SEATS = 10,
  STATS_MAX_LOOKS = 1024, /* looks kept for security's mid-match one (a longer game has none) */
  STATS_MAX_TYPES = 64,
  STATS_MAX_RULES = 128,     /* distinct rule names a run may count */
  STATS_MAX_VALUE = 1 << 24, /* the largest value a histogram counts (turns of a game...) */
  STATS_NAME_MAX = 48
};

/* Why a game has no winner. */
typedef enum {
  STATS_OK,        /* played to its end */
  STATS_ERROR,     /* a script or bot error, or a refused action */
  STATS_INVARIANT, /* luno_check failed */
  STATS_STUCK,     /* no end after the decision limit */
  STATS_NFAIL
} stats_failure;

/* Exact histogram of non-negative integers: count[v] games (or rounds) had value v. */
typedef struct stats_hist {
  long *count;
  long size; /* values 0..size-1 have a slot */
  long n;    /* sum of count[] */
} stats_hist;

typedef struct stats_round {
  int turns, winner, dealer; /* winner -1 if the round did not end */
} stats_round;

typedef struct stats_rule_count {
  char name[STATS_NAME_MAX];
  long count;
} stats_rule_count;

/* One game, as the game loop saw it. Buffers are reused by stats_game_reset. */
typedef struct stats_game {
  uint64_t seed;
  int players;
  int first_dealer;      /* the dealer of round 1 */
  int winner;            /* the match winner, or -1 */
  stats_failure failure; /* STATS_OK when the game ended normally */
  long turns, cards_drawn;
  int ntypes;
  long plays[STATS_MAX_TYPES], uses[STATS_MAX_TYPES];
  int lead_changes;      /* filled by stats_lead_finish */
  int winner_was_behind; /* 1: the winner held the most cards at some observation */
  int margin;            /* cards of the closest opponent when the winner went out */
  int lead_kept; /* security: 1 the seat leading alone at mid-match won, 0 not, -1 no measure */
  int settled;   /* decisiveness: % of the looks before the winner led alone for good; -1 */
  int nrounds, rounds_cap;
  stats_round *rounds;
  int nrules, rules_cap;
  stats_rule_count *rules;
} stats_game;

/* Watches a game: who leads (stats_lead_rank: by score at each round's end, in the sim)
 * and the hands (stats_lead_hands, after every turn: the final margin). */
typedef struct stats_lead {
  int players;
  int leader;      /* the seat alone with the best rank, or -1 */
  int changes;     /* times the leader changed from one seat to another */
  unsigned behind; /* bit s: seat s ranked last (strictly below the best) at some look */
  int last[STATS_MAX_SEATS];
  int observed;
  int looks;                        /* rankings seen */
  int last_behind[STATS_MAX_SEATS]; /* the last look at which seat s did not lead alone, or -1 */
  int8_t leaders[STATS_MAX_LOOKS];  /* the seat leading alone at each look (-1: none), the first */
} stats_lead;

/* The sum of many games. */
typedef struct stats_totals {
  int players, ntypes;
  char type_names[STATS_MAX_TYPES][STATS_NAME_MAX];
  uint64_t reacting; /* bit k: type k is a reaction card (outputs list its uses) */
  long games, decided, rounds, turns, cards_drawn;
  long failures[STATS_NFAIL];
  long wins[STATS_MAX_SEATS];              /* match wins by seat */
  int nteams;                              /* 0: every seat for itself */
  int team[STATS_MAX_SEATS];               /* seat s's team, when nteams > 0 */
  long wins_after_dealer[STATS_MAX_SEATS]; /* match wins by seats after the first dealer */
  long round_wins[STATS_MAX_SEATS];        /* round wins by seats after that round's dealer */
  long rounds_decided;
  long plays[STATS_MAX_TYPES], uses[STATS_MAX_TYPES];
  long comebacks;                 /* decided games whose winner was behind at some point */
  long secure_games, secure_kept; /* decided games with a sole leader at mid-match; it won */
  int nrules;
  stats_rule_count rules[STATS_MAX_RULES];
  long rules_dropped; /* firings of names beyond STATS_MAX_RULES (never silently lost) */
  stats_hist round_turns, game_turns, game_rounds, lead_changes, margin;
  stats_hist settled; /* decided games by the % of looks before the winner led for good */
} stats_totals;

/* Game records. */
void stats_game_init(stats_game *g);
void stats_game_free(stats_game *g);
/* Forgets the last game (keeps the buffers) and starts one of players seats. */
void stats_game_reset(stats_game *g, uint64_t seed, int players, int ntypes, int first_dealer);
/* A round ended (winner -1: it did not). Returns 0, or -1 when out of memory. */
int stats_game_round(stats_game *g, int turns, int winner, int dealer);
/* The rule called name fired count more times. Returns 0, or -1 when out of memory. */
int stats_game_rule(stats_game *g, const char *name, long count);

/* A ranking of the seats (lower is better; the sim ranks by score at each round's end): the
 * seat alone with the lowest value leads (a tie keeps the last leader), a change of leader
 * counts, and the seats with the highest value, when not all are equal, are behind. */
void stats_lead_rank(stats_lead *l, const int *values);
/* A look at the hands, for the final margin (the cards held at the last look). */
void stats_lead_hands(stats_lead *l, const int *hand_sizes);
/* The same, from a row of STATS_MAX_SEATS sizes (seats past the players are kept, never
 * read): one fixed copy, for the sim's look after every turn. */
static inline void stats_lead_hand_row(stats_lead *l, const int hand_sizes[STATS_MAX_SEATS]) {
  memcpy(l->last, hand_sizes, sizeof l->last);
  l->observed++;
}
/* Both at once, on hand sizes (fewer is better): a game of one hand. */
void stats_lead_start(stats_lead *l, int players);
void stats_lead_observe(stats_lead *l, const int *hand_sizes);
/* Copies lead changes, whether winner was behind, and the final margin into g. */
void stats_lead_finish(const stats_lead *l, stats_game *g);

/* Histograms. Adds count (>= 0) at value (0 to STATS_MAX_VALUE; below 0 counts as 0); -1
 * past either limit, when the total would overflow, or out of memory. */
int stats_hist_add(stats_hist *h, long value, long count);
int stats_hist_merge(stats_hist *dst, const stats_hist *src);
void stats_hist_free(stats_hist *h);
long stats_hist_max(const stats_hist *h); /* the largest value seen, or -1 */

/* Totals. type_names may be NULL (types are then named by number). */
void stats_totals_init(stats_totals *t, int players, int ntypes, const char *const *type_names);
void stats_totals_free(stats_totals *t);
/* Seats play in teams: team[s] (0 .. nteams - 1) is seat s's. Wins are then reported and
 * judged for fairness by team. */
void stats_totals_set_teams(stats_totals *t, int nteams, const int *team);
/* Match wins of team k (the sum of its seats'). */
long stats_team_wins(const stats_totals *t, int k);
/* Folds one game in. Returns 0, or -1 when out of memory. */
int stats_add(stats_totals *t, const stats_game *g);
/* Adds src into dst. Returns 0, or -1 (message in err) when they count different games:
 * another number of seats or other card types. */
int stats_merge(stats_totals *dst, const stats_totals *src, char *err, int errlen);
/* Adds count firings of the rule called name (kept sorted by name, so any merge order
 * gives the same table). */
/* Adds count firings of rule name (past STATS_MAX_RULES names, to rules_dropped); -1 when
 * count is negative or the sum would overflow. */
int stats_add_rule(stats_totals *t, const char *name, long count);

#endif
