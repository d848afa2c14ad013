/* input.h: reading lines (readline or plain), history, completion, seat names. Private to repl/. */
#ifndef LUNO_REPL_INPUT_H
#define LUNO_REPL_INPUT_H

#include "seats.h"
#include "session.h"

void repl_input_open(session *s);
void repl_input_close(session *s);
int repl_input_read(session *s, const char *prompt, char *buf, int len);
/* complete.c: tab completion for s at a terminal's prompt, after repl_input_open. */
void repl_complete_open(session *s);

#endif
