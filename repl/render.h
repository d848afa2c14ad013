/* render.h: cards, colors and events as people read them. Private to repl/. */
#ifndef LUNO_REPL_RENDER_H
#define LUNO_REPL_RENDER_H

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
int repl_viewer(session *s);
void repl_render_listen(session *s);
void repl_render_flush(session *s);
/* Forgets the kept lines of actions from index `actions` on (they were undone). */
void repl_render_forget_after(session *s, int actions);
/* Notes the answer to a decision that no event will show (a player, yes/no, ...). */
void repl_render_answer(session *s, luno_action a);
void repl_render_drop(session *s);
void repl_render_windows(session *s, int again);
/* On a terminal, a pause for Enter at prompt: what was typed there instead goes into
 * typed ("" for none); it is not run, and repl_gate_note says so where it will be seen. */
void repl_gate(session *s, const char *prompt, char *typed, size_t len);
void repl_gate_note(session *s, const char *typed);
void repl_render_start(session *s);

/* text with its control characters written as \xNN, into out (len bytes): a typed answer
 * or a reason (from a person, or from a save) cannot move the cursor or clear the screen. */
const char *repl_shown_text(const char *text, char *out, size_t len);

#endif
