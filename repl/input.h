/* input.h: reading lines (readline or plain), history, completion, seat names. Private to repl/. */
#ifndef LUNO_REPL_INPUT_H
#define LUNO_REPL_INPUT_H

#include "session.h"

void repl_input_open(session *s);
void repl_input_close(session *s);
int repl_input_read(session *s, const char *prompt, char *buf, int len);
const char *repl_seat_name(int seat);
/* Names the seats (a tournament table's entrants); NULL puts back Ann, Bo, Cy, ... */
void repl_set_seat_names(const char *const *names, int n);

#endif
