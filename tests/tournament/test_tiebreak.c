/* test_tiebreak.c: the tournament's tie-breaks (RULES.md section 6): the lowest score goes
 * through; a tie on points goes to fewer cards in hand; a tie on both to the seeded draw,
 * which is the same for the same seed and picks each tied player about as often. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tournament/tournament.h"

static int failures;

/* Reports a failed check. */
static void check(int ok, const char *what) {
  if (!ok) {
    fprintf(stderr, "test_tiebreak: FAILED: %s\n", what);
    failures++;
  }
}

/* A table of n seats with these scores and cards; seat s is entrant 10 + s. */
static table_result table(int n, const int *scores, const int *cards) {
  table_result r;
  memset(&r, 0, sizeof r);
  r.n = n;
  for (int s = 0; s < n; s++)
    r.seat[s] = (seat_result){10 + s, scores[s], scores[s], 0, cards[s]};
  return r;
}

/* The winner of a table under a tournament seeded with seed. */
static int winner(uint64_t seed, table_result r, const char **tie) {
  static tour t;
  luno_seed(&t.rng, seed);
  tour_pick_winner(&t, &r);
  *tie = r.tie;
  return r.winner;
}

int main(void) {
  const char *tie;
  int s1[] = {40, 12, 30, 51}, c1[] = {5, 9, 1, 2};
  check(winner(1, table(4, s1, c1), &tie) == 11 && tie == NULL, "the lowest score goes through");
  int s2[] = {30, 12, 12, 51}, c2[] = {1, 6, 4, 2};
  check(winner(1, table(4, s2, c2), &tie) == 12 && tie && !strcmp(tie, "cards"),
        "a tie on points goes to fewer cards (not to the fewest cards overall)");
  int s3[] = {20, 12, 12, 12}, c3[] = {1, 5, 4, 4};
  int w = winner(7, table(4, s3, c3), &tie);
  check((w == 12 || w == 13) && tie && !strcmp(tie, "draw"),
        "a tie on points and cards goes to the draw, among those tied only");
  check(winner(7, table(4, s3, c3), &tie) == w, "the same seed draws the same player");
  int picks[2] = {0, 0};
  for (uint64_t seed = 1; seed <= 1000; seed++)
    picks[winner(seed, table(4, s3, c3), &tie) - 12]++;
  check(picks[0] > 400 && picks[1] > 400, "the draw picks each tied player about half the time");
  printf("test_tiebreak: %s (draw: %d and %d of 1000)\n", failures ? "FAILED" : "ok", picks[0],
         picks[1]);
  return failures ? 1 : 0;
}
