/* view.h: the table, hands, the pending decision and its options. Private to repl/. */
#ifndef LUNO_REPL_VIEW_H
#define LUNO_REPL_VIEW_H

#include "render.h"
#include "session.h"

void repl_show_table(session *s);
void repl_show_hand(session *s, int seat);
void repl_show_pending(session *s);
/* Sort key of a card in a shown hand: by color (wilds last), then type, then id. */
long repl_card_key(const luno_game *g, int card);
int repl_sorted_hand(session *s, int seat, int *cards);
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
/* What a CHOOSE action answered, in words, given the kind of decision it answered. */
void repl_choice_text(session *s, const luno_action *a, int kind, char *buf, size_t len);
int repl_find_option(session *s, char **words, int nwords, luno_action *out, char *err, int errlen);
int repl_parse_seat(session *s, const char *word);
int repl_is_human(session *s, int seat);
int repl_human_count(session *s);
/* After a move: the turn line for the next decision. */
void repl_show_turn(session *s);
void repl_after_move(session *s);

#endif
