/* tournament.h: `luno tournament`, the knockout of RULES.md section 6 (docs/TOURNAMENT.md).
 * Entrants (bots, or people who play in the REPL) are drawn into tables of up to 4; each
 * table plays the tournament rules for a budget of turns (or minutes), every seat's own
 * cards count against it (scoring=penalty, the unfinished round included), and the lowest
 * score goes through; ties go to fewer cards in hand, then to a seeded draw.
 *
 * tournament.c parses the command and runs the draw, tour_table.c plays a table (bots, or
 * the REPL for a table with a person), tour_print.c prints the bracket (text or JSON). */
#ifndef LUNO_REPL_TOURNAMENT_H
#define LUNO_REPL_TOURNAMENT_H

#include <stdint.h>

#include <luno/luno.h>
#include <luno/table.h>

enum {
  TOUR_MAX_ENTRANTS = 64,
  TOUR_MAX_FIELD = 81,  /* 3^4: the largest draw (tables of 3) */
  TOUR_MAX_ROUNDS = 6,  /* 2^6: tables of 2 */
  TOUR_MAX_TABLES = 32, /* in one round: 64 entrants at tables of 2 */
  TOUR_TABLE_MAX = 4,
  TOUR_NAME_MAX = 25
};

typedef struct entrant {
  char name[TOUR_NAME_MAX];
  char bot[256]; /* random, human, a name in rulesets/bots/, or a Lua file */
  int reserve;   /* a reserve entry, added to fill the draw */
  int slot;      /* position in the draw, from 0 */
} entrant;

/* One seat's result at a table: score = banked (rounds played) + hand_points (the cards
 * left in the unfinished round; 0 when the match itself ended). */
typedef struct seat_result {
  int entrant, score, banked, hand_points, cards;
} seat_result;

typedef struct table_result {
  int n;                            /* players at the table; 1 is a bye */
  seat_result seat[TOUR_TABLE_MAX]; /* in seat order */
  int winner;                       /* the entrant who goes through */
  const char *tie;                  /* NULL, "cards" (fewer cards) or "draw" (seeded draw) */
  const char *ended;                /* "turns", "minutes", "match", "input", "quit", "bye" */
  uint64_t seed;
  long turns, rounds; /* turns played; rounds completed */
  int mid_round;      /* stopped in the middle of a round */
} table_result;

typedef struct tour {
  luno_config cfg; /* rules, options, seed and budgets of every table */
  int table;       /* entrants per table: 2..4 */
  int table_given; /* --table was given (a game of teams decides it otherwise) */
  int team;        /* seats an entrant takes: 1, or the size of the rules' teams (an entrant
                    * is a team, its bot plays every seat of it, partners across) */
  long turns;      /* turn budget of a table (0: none) */
  double minutes;  /* wall-time budget of a table (0: none) */
  long people_turns;
  double people_minutes; /* the budgets of a table with a person */
  long reserves_max;     /* -1: as many as the draw needs */
  int json, echo, input_over;
  int nentrants, nreserves, nfield, draw, rounds, byes;
  int width;                            /* of the longest name, for columns */
  entrant who[TOUR_MAX_FIELD];          /* entrants, then reserves */
  entrant nominated[TOUR_MAX_ENTRANTS]; /* reserves the entrants file names, drawn first */
  int nnominated;
  int slots[TOUR_MAX_FIELD]; /* the draw: slot -> index in who */
  luno_rng rng;              /* the draw and the tie-breaks */
  int ntables[TOUR_MAX_ROUNDS];
  table_result results[TOUR_MAX_ROUNDS][TOUR_MAX_TABLES];
} tour;

/* `luno tournament ...`: returns the exit status. */
int tournament_main(int argc, char **argv);

/* tour_table.c */
/* Sets r->winner and r->tie from r's seats: the lowest score goes through; ties to fewer
 * cards in hand, then to the seeded draw (t->rng). */
void tour_pick_winner(tour *t, table_result *r);
/* Plays table i of round r with the given entrants (seat order); fills out. -1 with err. */
int tour_play_table(tour *t, int r, int i, const int *players, int n, table_result *out, char *err,
                    int errlen);

/* tour_print.c: text, or with t->json one JSON document printed a piece at a time. */
/* The draw: entrants, reserves, empty places, rounds, budgets (JSON: the header). */
void tour_print_start(const tour *t);
/* A round's title (JSON: opens its object). */
void tour_print_round_start(const tour *t, int r);
/* Table i of round r, once played: how it ended, scores, who goes through and why. */
void tour_print_table(const tour *t, int r, int i);
/* Closes a round (JSON only). */
void tour_print_round_end(const tour *t, int r);
/* The champion and the bracket as a tree (JSON: the champion, and the end). */
void tour_print_end(const tour *t, int champion);
/* Says, before a table with a person starts, who plays it in the REPL. */
void tour_print_people(const tour *t, int r, int i, const int *players, int n);

#endif
