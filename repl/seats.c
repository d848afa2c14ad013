/* seats.c: who sits where, as the REPL names them: seat names ("Ann", or a tournament
 * table's entrants), which seats are people's, a seat from a typed name or number, and
 * whose view the screen shows. Below everything of repl/ but out.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "seats.h"

static const char *const default_names[LUNO_MAX_SEATS] = {"Ann", "Bo",  "Cy",  "Di",  "Ed",
                                                          "Flo", "Gus", "Hal", "Ida", "Jo"};
static char names[LUNO_MAX_SEATS][32]; /* repl_set_seat_names: a tournament table's entrants */
static int named;

const char *repl_seat_name(int seat) {
  if (seat < 0 || seat >= LUNO_MAX_SEATS) return "nobody";
  return seat < named ? names[seat] : default_names[seat];
}

void repl_set_seat_names(const char *const *list, int n) {
  named = list ? (n < LUNO_MAX_SEATS ? n : LUNO_MAX_SEATS) : 0;
  for (int i = 0; i < named; i++)
    snprintf(names[i], sizeof names[i], "%s", list[i]);
}

/* Whether a person plays seat. */
int repl_is_human(session *s, int seat) {
  return s->b && seat >= 0 && seat < luno_state_of(s->b->g)->players &&
         s->b->tab->seats[seat] == LUNO_SEAT_HUMAN;
}

/* How many seats people play. */
int repl_human_count(session *s) {
  int n = 0;
  for (int seat = 0; s->b && seat < luno_state_of(s->b->g)->players; seat++)
    n += repl_is_human(s, seat);
  return n;
}

/* The seat a word names (a number, a name or a name's unique prefix), or -1. */
int repl_parse_seat(session *s, const char *word) {
  int players = luno_state_of(s->b->g)->players, found = -1, hits = 0;
  long v = repl_whole(word, 0, 1L << 30);
  if (v >= 0) return v < players ? (int)v : -1;
  size_t n = strlen(word);
  for (int seat = 0; seat < players && n; seat++) {
    const char *name = repl_seat_name(seat);
    if (!strcasecmp(name, word)) return seat;
    if (!strncasecmp(name, word, n)) found = seat, hits++;
  }
  return hits == 1 ? found : -1;
}

/* The seat whose view the screen shows: the only human; with several, the human deciding
 * now (else the last one who did); -1 (a spectator) when every seat is a bot. */
int repl_viewer(session *s) {
  if (!s->b) return -1;
  int n = repl_human_count(s);
  if (n == 0) return -1;
  const luno_pending *p = luno_pending_of(s->b->g);
  if (p->kind != LUNO_ASK_NONE && repl_is_human(s, p->seat)) s->view = p->seat;
  if (s->view < 0 || !repl_is_human(s, s->view))
    for (int seat = luno_state_of(s->b->g)->players - 1; seat >= 0; seat--)
      if (repl_is_human(s, seat)) s->view = seat;
  return s->view;
}

int repl_bots_waiting(session *s) {
  if (!s->b || s->b->broken || !repl_human_count(s) || s->queue) return 0;
  const luno_pending *p = luno_pending_of(s->b->g);
  if (p->kind == LUNO_ASK_NONE || repl_is_human(s, p->seat)) return 0;
  return luno_session_waiting(s->b->ses) != 0;
}
