/* react.h: reactions by any human seat, bare answers, the hot-seat guard. Private. */
#ifndef LUNO_REPL_REACT_H
#define LUNO_REPL_REACT_H

#include "look.h"
#include "session.h"

/* Takes a trailing `as <seat>` off a command line: 1 if there was one (s->acting_as is that
 * seat), 0 if not (acting_as -1), -1 after an error (no such seat, or a bot's). */
int repl_take_as(session *s, int *argc, char **argv);
/* The seat a reaction command acts for: `as <seat>`, else the seat on screen. */
int repl_reactor(session *s);
/* The UNO call a reaction of seat carries (LUNO_CALL or 0): a trailing `uno` word, taken
 * off argv, or an `uno` said before for the play the reaction makes. */
uint8_t repl_reaction_call(session *s, int seat, int *argc, char **argv);
/* A line that is no command and no typed answer: an option of the pending decision, or an
 * open reaction's name; else an error saying what it is not, and near (the command nearest
 * its first word, or NULL) as a "did you mean". */
int repl_bare_line(session *s, int argc, char **argv, const char *near);
/* Refuses cmd (reveal, lua) in a game with two or more people, unless --debug. */
int repl_private_guard(session *s, const char *cmd);

#endif
