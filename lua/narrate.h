/* narrate.h: an event and what its words need of the moment it happened (narrate.c), so
 * that a kept event can be told later, to any viewer, as it would have been then. Private
 * to lua/ (the session keeps facts; luno_narrate in session.h tells a live event). */
#ifndef LUNO_NARRATE_H
#define LUNO_NARRATE_H

#include <luno/session.h>

typedef struct narrate_fact {
  luno_log_event e;             /* as reported (its text kept by the caller) */
  uint16_t seen_by;             /* luno_event_seen_by then: who knew its card and words */
  int8_t face_type, face_color; /* the card's face then (it may turn: Flip), or -1 */
  uint8_t kept;                 /* a PASS that kept the card drawn */
} narrate_fact;

/* The fact of event e of g, now. */
void narrate_fact_of(const luno_game *g, const luno_log_event *e, narrate_fact *f);
/* Whether an event's words read more of the game than its fact (a draw of several cards,
 * the hands counted at a round's end): told as it happens, not later. */
int narrate_needs_now(const luno_log_event *e);
/* Whether a round's end (SCORE event e) counts seat's hand, shown to everyone: every hand
 * but the winner's and its partners' (all under penalty scoring, or when nobody won). */
int narrate_counts_hand(const luno_game *g, const luno_log_event *e, int seat);
/* The fact in words for viewer into out (as luno_narrate); g gives the setup (labels,
 * colors, players) and, for an event that needs it now, the live table. */
int narrate_kept(const luno_game *g, const narrate_fact *f, int viewer, char *out, int len);
/* The same, told by narrator n (luno_narrate_as). */
int narrate_told(const luno_game *g, const narrate_fact *f, const luno_narrator *n, char *out,
                 int len);

#endif
