/* look.h: cards, colors and words as people read them (look.c). Private to repl/. */
#ifndef LUNO_REPL_LOOK_H
#define LUNO_REPL_LOOK_H

#include "seats.h"
#include "session.h"

/* Room for a card's face as the REPL writes it, painted: a color and a label (each at most
 * LUNO_NAME_MAX), or a colorless label whose every letter carries its own color code (8
 * bytes). Every buffer that holds a label is this size: no label is ever cut. */
enum { REPL_LABEL_MAX = 10 * LUNO_NAME_MAX + 16 };

void repl_paint(session *s, char *buf, size_t len, const char *color_name, const char *text);
/* A script's words with each "seat N" written as that seat's name, as people read it, into
 * out (len bytes); returns out. */
const char *repl_name_seats(const char *text, char *out, size_t len);
const char *repl_face_label(session *s, int type, int color, char *buf, size_t len);
const char *repl_card_label(session *s, int card, char *buf, size_t len);
const char *repl_color_text(session *s, int color, char *buf, size_t len);
int repl_knows(session *s, int card);
/* What the game's turn draw is called: "draw", or the ruleset's word ("press"). */
const char *repl_draw_word(session *s);
const char *repl_call_word(session *s);                        /* "uno", "dos" */
const char *repl_call_said(session *s, char *buf, size_t len); /* "UNO", "DOS" */
/* The viewer the screen is for (a seat, LUNO_VIEW_PUBLIC or, with `reveal on`, LUNO_VIEW_ALL). */
int repl_view_of(session *s);
/* text with its control characters written as \xNN, into out (len bytes): a typed answer
 * or a reason (from a person, or from a save) cannot move the cursor or clear the screen. */
const char *repl_shown_text(const char *text, char *out, size_t len);
/* What a CHOOSE action answered, in words, given the kind of decision it answered. */
void repl_choice_text(session *s, const luno_action *a, int kind, char *buf, size_t len);
/* The word that takes an open reaction when typed alone (`open` for a window named
 * "open_sesame"): its name's first part before '_' when that is 3 letters or more, else the
 * whole name. Written into buf; returns buf. */
const char *repl_reaction_word(const char *name, char *buf, size_t len);

/* Describes a logged action for people, as the viewer may see it. */
void repl_describe_action(session *s, const luno_action *a, int index, char *buf, size_t len);

#endif
