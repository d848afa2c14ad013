/* react.h: reactions by any human seat, bare answers, the hot-seat guard. Private. */
#ifndef LUNO_REPL_REACT_H
#define LUNO_REPL_REACT_H

#include "session.h"

/* Takes a trailing `as <seat>` off a command line: 1 if there was one (s->acting_as is that
 * seat), 0 if not (acting_as -1), -1 after an error (no such seat, or a bot's). */
int repl_take_as(session *s, int *argc, char **argv);
/* The seat a reaction command acts for: `as <seat>`, else the seat on screen. */
int repl_reactor(session *s);
/* `jump [uno] [as <seat>]`: takes the jump-in window open to the seat. */
int repl_cmd_jump(session *s, int argc, char **argv, const char *rest);
/* A line that is no command: an answer, an option of the pending decision, or an open
 * reaction's name; else an error saying what it is not. */
int repl_bare_line(session *s, int argc, char **argv, const char *line);
/* Refuses cmd (reveal, lua) in a game with two or more people, unless --debug. */
int repl_private_guard(session *s, const char *cmd);

#endif
