/* windows.c: the reaction windows as the REPL notes them (their names and targets, for
 * telling who used one) and announces them to the people who may take one. */
#include <stdio.h>
#include <string.h>

#include "input.h"
#include "render.h"
#include "session.h"
#include "view.h"

/* Remembers a window's name and target for when it is used. */
static void note_window(session *s, const luno_reaction *r) {
  for (int i = 0; i < s->nwindows; i++)
    if (s->windows[i].id == r->window) return;
  if (s->nwindows == (int)(sizeof s->windows / sizeof *s->windows)) {
    memmove(s->windows, s->windows + 1, sizeof s->windows - sizeof *s->windows);
    s->nwindows--;
  }
  window_note *w = &s->windows[s->nwindows++];
  w->id = r->window;
  w->target = r->target;
  snprintf(w->name, sizeof w->name, "%s", r->name ? r->name : "reaction");
}

/* Whether window w is open to seat, or (seat < 0) to some person at the table. */
static int open_to(session *s, const luno_pending *p, int w, int seat) {
  for (int i = 0; i < p->nreactions; i++) {
    int who = p->reactions[i].seat;
    if (p->reactions[i].window == w && (seat < 0 ? repl_is_human(s, who) : who == seat)) return 1;
  }
  return 0;
}

/* Says that reaction r is open, as viewer v should read it. */
static void announce(session *s, const luno_reaction *r, int v) {
  const char *name = r->name ? r->name : "reaction";
  if (r->target < 0)
    repl_say(s, "Open: %s", name);
  else if (r->target == v)
    repl_say(s, "Open: %s on %s (you): `uno` answers it", name, repl_seat_name(r->target));
  else if (v >= 0)
    repl_say(s, "Open: %s on %s: `catch %s` uses it", name, repl_seat_name(r->target),
             repl_seat_name(r->target));
  else
    repl_say(s, "Open: %s on %s", name, repl_seat_name(r->target));
}

/* Notes the open reaction windows and announces the ones not seen before that a person
 * may take (one only bots may take is theirs to use or let pass); all of them again
 * (again = 1) when the screen has just passed to another person. */
void repl_render_windows(session *s, int again) {
  if (!s->b) return;
  const luno_pending *p = luno_pending_of(s->b->g);
  int v = repl_viewer(s), told = -1;
  for (int i = 0; i < p->nreactions; i++) {
    const luno_reaction *r = &p->reactions[i];
    if (r->window < 0) continue; /* a reaction card, not a window */
    note_window(s, r);
    if (r->window <= (again ? told : s->announced)) continue;
    told = r->window;
    if (!again) s->announced = r->window;
    if (repl_is_human(s, r->target) && repl_human_count(s) == 1) continue; /* bots never react */
    if (!open_to(s, p, r->window, -1)) continue;
    announce(s, r, v);
    if (!again && v >= 0 && r->target < 0 && p->seat != v && open_to(s, p, r->window, v))
      repl_show_hand(s, v); /* (the bots wait: what could you take it with?) */
  }
}
