/* render.c: the core's events as lines for people (cards and colors in words: look.c).
 * Events are collected while an action runs and printed once it stands: an action rolled
 * back by a script error shows nothing. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardname.h"
#include "input.h"
#include "look.h"
#include "render.h"
#include "session.h"
#include "view.h"

/* Appends a line of event text to the pending output. */
static void push_line(session *s, int kind, int seat, const char *fmt, ...) {
  if (s->nlines == s->lines_cap) {
    int cap = s->lines_cap ? s->lines_cap * 2 : 64;
    event_line *p = realloc(s->lines, (size_t)cap * sizeof *p);
    if (!p) return;
    s->lines = p;
    s->lines_cap = cap;
  }
  event_line *l = &s->lines[s->nlines++];
  l->kind = kind;
  l->seat = seat;
  l->drawn = l->secret = l->quiet = l->repeats = 0;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(l->text, sizeof l->text, fmt, ap);
  va_end(ap);
}

/* The REPL's names for seats and cards, for luno_narrate_as (ud: the session). */
static const char *narrator_seat(void *ud, int seat) {
  (void)ud;
  return repl_seat_name(seat);
}

static const char *narrator_card(void *ud, int type, int color, char *buf, size_t len) {
  return repl_face_label(ud, type, color, buf, len);
}

static const char *narrator_color(void *ud, int color, char *buf, size_t len) {
  return repl_color_text(ud, color, buf, len);
}

static const char *narrator_count(void *ud, int type, int color, char *buf, size_t len) {
  session *s = ud;
  return repl_card_short(luno_setup_of(s->b->g), type, color, buf, len);
}

/* Pushes the event as the table's one narration tells it to viewer (luno_narrate_as:
 * lua/narrate.c, the words serve and the web page print), in the REPL's names for seats
 * and cards, each line of it apart; before: a prefix of the first line ("== "), after: a
 * suffix of it. Returns how many lines it pushed. */
static int narrated_to(session *s, const luno_log_event *e, int viewer, const char *before,
                       const char *after) {
  luno_narrator n = {.viewer = viewer,
                     .seat_name = narrator_seat,
                     .card_label = narrator_card,
                     .count_label = narrator_count,
                     .color_label = narrator_color,
                     .ud = s};
  char text[EVENT_TEXT * 16];
  /* (a draw's list is cut to a line, with room for " and loses the turn" after it) */
  int room = e->kind == LUNO_LOG_DRAW ? EVENT_TEXT - 32 : (int)sizeof text;
  if (luno_narrate_as(s->b->g, e, &n, text, room) <= 0) return 0;
  int lines = 0;
  for (char *line = text, *nl; line; line = nl) {
    nl = strchr(line, '\n');
    if (nl) *nl++ = '\0';
    push_line(s, e->kind, line == text ? e->seat : -1, "%s%s%s", line == text ? before : "", line,
              line == text ? after : "");
    lines++;
  }
  return lines;
}

/* The event as this screen's viewer is told it; how many lines. */
static int narrated(session *s, const luno_log_event *e, const char *before, const char *after) {
  return narrated_to(s, e, repl_view_of(s), before, after);
}

/* A draw: one card on a turn (card >= 0), else n cards (the last n of the hand). */
static void draw_line(session *s, const luno_log_event *e) {
  if (e->card >= 0 && !repl_knows(s, e->card) && e->seat == s->shown_view &&
      repl_is_human(s, e->seat) && !s->reveal && luno_sees(s->b->g, e->seat, e->card)) {
    /* hot-seat (events are told as every seat sees them): the screen is still the
     * drawer's, so they see their card here; the log and the next screen see no face */
    if (narrated_to(s, e, e->seat, "", "") == 1) s->lines[s->nlines - 1].secret = 1;
    if (narrated_to(s, e, repl_view_of(s), "", "") == 1) s->lines[s->nlines - 1].quiet = 1;
    return;
  }
  luno_log_event joined = *e;
  event_line *last = s->nlines ? &s->lines[s->nlines - 1] : NULL;
  if (last && last->kind == LUNO_LOG_DRAW && last->drawn > 0 &&
      luno_narrate_joins(&s->last_draw, e))
    joined.value += last->drawn, s->nlines--; /* one sentence of them all, as every surface */
  if (narrated(s, &joined, "", "") == 1 && e->card < 0 && e->value > 0)
    s->lines[s->nlines - 1].drawn = joined.value, s->last_draw = *e;
}

/* A play (its player's call said lapses with it), a skip joined to the draw before it:
 * what the REPL says beyond the narration. */
static void turn_line(session *s, const luno_log_event *e) {
  switch (e->kind) {
  case LUNO_LOG_PLAY:
    if (e->seat >= 0) s->call[e->seat] = 0; /* (a call goes with one play) */
    narrated(s, e, "", "");
    break;
  case LUNO_LOG_SKIP:
    if (e->value == 1 && s->nlines && s->lines[s->nlines - 1].kind == LUNO_LOG_DRAW &&
        s->lines[s->nlines - 1].seat == e->seat) {
      event_line *l = &s->lines[s->nlines - 1];
      size_t n = strlen(l->text);
      snprintf(l->text + n, sizeof l->text - n, " and loses the turn");
      l->kind = LUNO_LOG_SKIP;
    } else
      narrated(s, e, "", "");
    break;
  default: narrated(s, e, "", ""); break; /* (a pass, a reverse, a color) */
  }
}

/* A card shown to some seats (g:reveal): its face on the screens of the seats it was shown
 * to (e->value, read as the core reads a viewer), the cards of one hand shown to the same
 * seats at once gathered on one line. */
static void reveal_line(session *s, const luno_log_event *e) {
  char card[REPL_LABEL_MAX];
  int sees = luno_event_seen(s->b->g, repl_view_of(s), luno_event_seen_by(s->b->g, e));
  const char *label = sees ? repl_card_label(s, e->card, card, sizeof card) : NULL;
  event_line *last = s->nlines ? &s->lines[s->nlines - 1] : NULL;
  if (last && last->kind == LUNO_LOG_REVEAL && last->seat == e->seat &&
      s->last_reveal == e->value) { /* the next card of the same showing */
    size_t n = strlen(last->text);
    if (label) snprintf(last->text + n, sizeof last->text - n, ", %s", label);
    return;
  }
  s->last_reveal = e->value;
  narrated(s, e, "", "");
}

/* A card into or out of a zone; the same words again at once (a stock dealt card by card)
 * join the line before as a count: "A card goes to Ann's stock (30 times)". */
static void zone_line(session *s, const luno_log_event *e) {
  if (narrated(s, e, "", "") != 1 || s->nlines < 2) return;
  event_line *last = &s->lines[s->nlines - 1], *prev = last - 1;
  size_t n = strlen(last->text);
  if (prev->kind != LUNO_LOG_ZONE || prev->secret || last->secret || prev->quiet != last->quiet ||
      strncmp(prev->text, last->text, n) || (prev->text[n] && strncmp(prev->text + n, " (", 2)))
    return;
  prev->repeats = prev->repeats ? prev->repeats + 1 : 2;
  snprintf(prev->text + n, sizeof prev->text - n, " (%d times)", prev->repeats);
  s->nlines--;
}

/* A new turn: an `uno` said for a play that did not come lapses (a call goes with a play
 * of the turn it was said in). */
static void lapse_calls(session *s) {
  for (int seat = 0; seat < LUNO_MAX_SEATS; seat++) {
    if (!s->call[seat]) continue;
    s->call[seat] = 0;
    push_line(s, LUNO_LOG_SAY, seat, "(%s's UNO call lapses: no play came with it this turn)",
              repl_seat_name(seat));
  }
}

/* The listener: turns one core event into output lines. */
static void on_event(void *ud, const luno_game *g, const luno_log_event *e) {
  session *s = ud;
  (void)g;
  switch (e->kind) {
  case LUNO_LOG_ROUND: narrated(s, e, "== ", " =="); break;
  case LUNO_LOG_TURN: lapse_calls(s); break;
  case LUNO_LOG_DRAW: draw_line(s, e); break;
  case LUNO_LOG_REVEAL: reveal_line(s, e); break;
  case LUNO_LOG_ZONE: zone_line(s, e); break;
  case LUNO_LOG_PLAY:
  case LUNO_LOG_SKIP:
  case LUNO_LOG_COLOR: turn_line(s, e); break;
  case LUNO_LOG_WINDOW: break;            /* (render_windows announces them, with the command) */
  default: narrated(s, e, "", ""); break; /* deal, flips, reshuffle, score, swap, ... */
  }
}

void repl_render_answer(session *s, luno_action a) {
  const luno_pending *p = luno_pending_of(s->b->g);
  char card[REPL_LABEL_MAX];
  if (a.type == LUNO_ACT_ANSWER) {
    if (s->acting_text && *s->acting_text) {
      char shown[4 * 256 + 1]; /* (a typed answer is at most 255 bytes) */
      push_line(s, -1, a.seat, "%s answers \"%s\"", repl_seat_name(a.seat),
                repl_shown_text(s->acting_text, shown, sizeof shown));
    } else
      push_line(s, -1, a.seat, "%s gives no answer", repl_seat_name(a.seat));
    return;
  }
  if (a.type == LUNO_ACT_USE && a.value >= 0 && a.value < luno_state_of(s->b->g)->ncards) {
    push_line(s, -1, a.seat, "%s uses %s", repl_seat_name(a.seat),
              repl_card_label(s, a.value, card, sizeof card));
    return;
  }
  if (a.type == LUNO_ACT_CHOOSE && p->kind == LUNO_ASK_COLOR) return; /* (its COLOR says) */
  if ((a.type != LUNO_ACT_CHOOSE && a.type != LUNO_ACT_DECLINE) || p->kind == LUNO_ASK_TURN) return;
  char what[160];
  if (a.type == LUNO_ACT_DECLINE)
    snprintf(what, sizeof what, "nothing");
  else
    repl_choice_text(s, &a, p->kind, what, sizeof what);
  char named[512];
  if (p->prompt && *p->prompt)
    push_line(s, -1, a.seat, "%s chooses %s (%s)", repl_seat_name(a.seat), what,
              repl_name_seats(p->prompt, named, sizeof named));
  else
    push_line(s, -1, a.seat, "%s chooses %s", repl_seat_name(a.seat), what);
}

void repl_render_listen(session *s) { luno_listen(s->b->g, on_event, s); }

/* Keeps a flushed line for `log`, under the action that made it. */
static void keep_history(session *s, int action, int kind, const char *text) {
  if (s->nhistory == s->history_cap) {
    int cap = s->history_cap ? s->history_cap * 2 : 256;
    history_line *p = realloc(s->history, (size_t)cap * sizeof *p);
    if (!p) return;
    s->history = p;
    s->history_cap = cap;
  }
  history_line *h = &s->history[s->nhistory++];
  h->action = action;
  h->kind = kind;
  snprintf(h->text, sizeof h->text, "%s", text);
}

void repl_gate(session *s, const char *prompt, char *typed, size_t len) {
  char line[256];
  typed[0] = '\0';
  if (repl_input_read(s, prompt, line, sizeof line) < 0) return;
  const char *text = line + strspn(line, " \t");
  snprintf(typed, len, "%.*s", (int)strcspn(text, "\r\n"), text);
}

void repl_gate_note(session *s, const char *typed) {
  if (*typed)
    repl_say(s, "(not run: '%s': that was a pause for Enter; type it again at the prompt)", typed);
}

/* The round's end on a terminal: a pause for Enter, so the count can be read. */
static void round_gate(session *s, const char *prompt) {
  char typed[256];
  repl_gate(s, prompt, typed, sizeof typed);
  repl_gate_note(s, typed);
}

/* Prints the collected event lines (and keeps them for `log`). On a terminal the end of
 * a round waits for Enter before the next round's deal, so the count can be read. */
void repl_render_flush(session *s) {
  int action = luno_log_length(s->b->g) - 1, round_over = 0;
  int gate = s->tty_in && s->tty_out && !s->budget;
  for (int i = 0; i < s->nlines; i++) {
    if (round_over && gate && s->lines[i].kind == LUNO_LOG_ROUND) {
      round_gate(s, "(the round is over: press Enter for the next deal) ");
      round_over = 0;
    }
    if (!s->lines[i].quiet) repl_say(s, "%s", s->lines[i].text);
    if (!s->lines[i].secret) keep_history(s, action, s->lines[i].kind, s->lines[i].text);
    round_over |= s->lines[i].kind == LUNO_LOG_SCORE;
  }
  s->nlines = 0;
  if (round_over && gate && luno_pending_of(s->b->g)->kind != LUNO_ASK_NONE)
    round_gate(s, "(the round is over: press Enter to go on) ");
}

void repl_render_note(session *s, const char *text) {
  keep_history(s, luno_log_length(s->b->g) - 1, REPL_NOTE_KIND, text);
}

void repl_render_forget_after(session *s, int actions) {
  while (s->nhistory > 0 && s->history[s->nhistory - 1].action >= actions)
    s->nhistory--;
}

/* Forgets the collected event lines: the action did not stand. */
void repl_render_drop(session *s) { s->nlines = 0; }

/* The start of a game: the opening the listener heard when it was attached (luno_listen
 * runs it again), every effect of the first card included. */
void repl_render_start(session *s) {
  for (int i = 0; i < s->nlines; i++) {
    repl_say(s, "%s", s->lines[i].text);
    keep_history(s, -1, s->lines[i].kind, s->lines[i].text); /* before any action */
  }
  s->nlines = 0;
}
