/* view.h: the table, hands, the pending decision and its options. Private to repl/. */
#ifndef LUNO_REPL_VIEW_H
#define LUNO_REPL_VIEW_H

#include "cardname.h"
#include "render.h"
#include "seats.h"
#include "session.h"

void repl_show_table(session *s);
void repl_show_hand(session *s, int seat);
void repl_show_pending(session *s);
/* The prompt's short question for the pending turn ("play or draw?", "play or stop?"). */
const char *repl_turn_question(session *s);
typedef struct opt_entry {
  luno_action a;
  int number;
  char name[64];
  char text[REPL_LABEL_MAX + 192]; /* a painted label, the option's name and the bluff note */
} opt_entry;
int repl_list_options(session *s, opt_entry *out, int max);
/* Whether the pending options are numbered as the hand numbers its cards: a turn's plays,
 * or a choice among the decider's own cards (else 1, 2, ... in order). */
int repl_options_by_hand(session *s);
int repl_find_option(session *s, char **words, int nwords, luno_action *out, char *err, int errlen);
/* After a move: the turn line for the next decision. */
void repl_show_turn(session *s);
void repl_after_move(session *s);

#endif
