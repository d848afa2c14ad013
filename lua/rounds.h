/* rounds.h: the ends of a game's rounds as a session hears them (rounds.c): who won, each
 * hand as its points were counted, what the round gave each seat, the scores, and how the
 * match ended with it. Private to lua/ (luno/session.h gives them out). */
#ifndef LUNO_ROUNDS_H
#define LUNO_ROUNDS_H

#include <luno/session.h>

typedef struct round_log {
  luno_round_end *items;
  int n, cap;
} round_log;

/* Hears event e of g, the session's event number index: a round's score adds a round's
 * end, the match's end completes the last. 0, or -1 out of memory (the game goes on). */
int rounds_heard(round_log *r, const luno_game *g, const luno_log_event *e, int index);
/* Forgets the ends told by events from the nevents-th on (an undo, a rewind). */
void rounds_truncate(round_log *r, int nevents);
void rounds_free(round_log *r);

#endif
