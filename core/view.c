/* view.c: who may know what. Every surface that shows a game to someone (the REPL, luno
 * serve and the Python package through it, bots, the web table) asks here, so a seat's
 * view is decided in one place: the core's own record of who knows each card. */
#include "game.h"

/* The seats at the table, as a mask. */
static uint16_t all_seats(const luno_game *g) { return (uint16_t)((1u << g->st.players) - 1); }

/* Whether the seats of mask `known` include what viewer stands for: the seat itself, every
 * seat (LUNO_VIEW_PUBLIC: what all may see), or anyone (LUNO_VIEW_ALL). */
static int viewer_in(const luno_game *g, int viewer, uint16_t known) {
  if (viewer == LUNO_VIEW_ALL) return 1;
  if (viewer == LUNO_VIEW_PUBLIC) return (known & all_seats(g)) == all_seats(g);
  return viewer >= 0 && viewer < g->st.players && ((known >> viewer) & 1);
}

int luno_sees(const luno_game *g, int viewer, int card) {
  if (card < 0 || card >= g->ncards) return 0;
  return viewer_in(g, viewer, g->cards[card].known);
}

int luno_sees_options(const luno_game *g, int viewer) {
  return viewer == LUNO_VIEW_ALL || (viewer >= 0 && viewer == g->pending.seat);
}

int luno_sees_reaction(const luno_game *g, int viewer, int i) {
  if (i < 0 || i >= g->pending.nreactions) return 0;
  return viewer == LUNO_VIEW_ALL || (viewer >= 0 && viewer == g->pending.reactions[i].seat);
}

uint16_t luno_event_seen_by(const luno_game *g, const luno_log_event *e) {
  uint16_t all = 0xffff;
  switch (e->kind) {
  case LUNO_LOG_PLAY:
  case LUNO_LOG_FLIP:
  case LUNO_LOG_DRAW:
  case LUNO_LOG_REVEAL:
    if (e->card >= 0 && e->card < g->ncards) return g->cards[e->card].known;
    return all;
  case LUNO_LOG_ZONE: { /* who may know the card where it went */
    uint16_t seen = 0;
    for (int s = 0; e->card >= 0 && e->card < g->ncards && s < g->st.players; s++)
      if (luno_sees(g, s, e->card)) seen |= (uint16_t)(1u << s);
    return e->card >= 0 && e->card < g->ncards ? seen : all;
  }
  case LUNO_LOG_WINDOW: /* only the seats it is open to: the others learn nothing of it */
    for (int w = 0; w < g->nwindows; w++)
      if (g->windows[w].id == e->value) return g->windows[w].seats & all_seats(g);
    return all;
  case LUNO_LOG_SAY:
    if (e->value == 1 && e->seat >= 0 && e->seat < LUNO_MAX_SEATS) return (uint16_t)(1u << e->seat);
    return all;
  default: return all;
  }
}

int luno_event_seen(const luno_game *g, int viewer, uint16_t seen_by) {
  return viewer_in(g, viewer, seen_by);
}

int luno_event_has_card(int kind) {
  return kind == LUNO_LOG_PLAY || kind == LUNO_LOG_FLIP || kind == LUNO_LOG_DRAW ||
         kind == LUNO_LOG_REVEAL || kind == LUNO_LOG_ZONE;
}

int luno_event_told(const luno_game *g, int kind, uint16_t seen_by, int viewer) {
  int seen = viewer_in(g, viewer, seen_by);
  if (kind == LUNO_LOG_WINDOW && !seen) return LUNO_TOLD_NOTHING;
  return seen ? LUNO_TOLD_ALL : LUNO_TOLD_FACT;
}
