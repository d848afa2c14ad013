/* seats.h: seat names, people's seats, the viewer (seats.c). Private to repl/. */
#ifndef LUNO_REPL_SEATS_H
#define LUNO_REPL_SEATS_H

#include "session.h"

/* A seat's name ("Ann", "Bo", ...; a tournament table's entrants' names), "nobody" for -1. */
const char *repl_seat_name(int seat);
/* Names the seats (NULL: the default names again). */
void repl_set_seat_names(const char *const *names, int n);
/* The seat a word names (a number, a name or a unique prefix of one), or -1. */
int repl_parse_seat(session *s, const char *word);
int repl_is_human(session *s, int seat);
int repl_human_count(session *s);
/* The seat whose view the screen shows: the only human; with several, the human deciding
 * now (else the last one who did); -1 (a spectator) when every seat is a bot. */
int repl_viewer(session *s);
/* Whether the bots wait for a person's reaction at a bot's decision (a catch, a jump-in:
 * luno_session_waiting); Enter, `run` or `step` lets it go (repl_let_windows_go). */
int repl_bots_waiting(session *s);

#endif
