/* cardname.h: the names people type for cards, from the ruleset's own words. Private to repl/. */
#ifndef LUNO_REPL_CARDNAME_H
#define LUNO_REPL_CARDNAME_H

#include "seats.h"
#include "session.h"

const char *repl_card_short(const luno_setup *st, int type, int color, char *buf, size_t len);
int repl_color_by_name(const luno_setup *st, const char *word);
int repl_resolve_card(session *s, int seat, char **words, int nwords, int *card, int *color,
                      char *err, int errlen);
void repl_normalize(const char *in, char *out, size_t len);
const char *repl_name_examples(const luno_setup *st, char *buf, size_t len);
int repl_names_card(const luno_setup *st, const char *text, int type, int color);
/* The card type a name as people type it names, with or without its color (the hand's
 * "r-<type>", or "red <type>", or a label), or -1. */
int repl_type_named(const luno_setup *st, const char *text);

/* A card's place in a shown hand; seat's hand sorted so (returns how many). */
long repl_card_key(const luno_game *g, int card);
int repl_sorted_hand(session *s, int seat, int *cards);

#endif
