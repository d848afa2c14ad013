/* render.h: the core's events as people read them. Private to repl/. */
#ifndef LUNO_REPL_RENDER_H
#define LUNO_REPL_RENDER_H

#include "look.h"
#include "session.h"

void repl_render_listen(session *s);
void repl_render_flush(session *s);
/* Forgets the kept lines of actions from index `actions` on (they were undone). */
void repl_render_forget_after(session *s, int actions);
/* Keeps a line of the REPL's own with the last moves (`log`, and what a hot-seat player's
 * screen shows when it is passed to them): an undo another person made, say. */
enum { REPL_NOTE_KIND = 1000 }; /* (no kind of the core's log) */
void repl_render_note(session *s, const char *text);
/* Notes the answer to a decision that no event will show (a player, yes/no, ...). */
void repl_render_answer(session *s, luno_action a);
void repl_render_drop(session *s);
void repl_render_windows(session *s, int again);
/* On a terminal, a pause for Enter at prompt: what was typed there instead goes into
 * typed ("" for none); it is not run, and repl_gate_note says so where it will be seen. */
void repl_gate(session *s, const char *prompt, char *typed, size_t len);
void repl_gate_note(session *s, const char *typed);
void repl_render_start(session *s);

#endif
