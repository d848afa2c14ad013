/* look.c: cards, colors, seats' words and the table's words as people read them, for
 * every screen of the REPL. Colors are ANSI only for the four color names terminals have
 * (others stay plain) and only when stdout is a terminal and NO_COLOR is not set. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardname.h"
#include "look.h"

static const struct {
  const char *name, *code;
} ansi_colors[] = {{"red", "31"}, {"yellow", "33"}, {"green", "32"}, {"blue", "34"}};

/* The ANSI code of a color name, or NULL for a color terminals do not know. */
static const char *ansi_of(const char *name) {
  for (size_t i = 0; name && i < sizeof ansi_colors / sizeof *ansi_colors; i++)
    if (!strcmp(name, ansi_colors[i].name)) return ansi_colors[i].code;
  return NULL;
}

/* Writes text into buf, in color_name's color when colors are on and it has one. */
void repl_paint(session *s, char *buf, size_t len, const char *color_name, const char *text) {
  const char *code = s->color ? ansi_of(color_name) : NULL;
  if (code)
    snprintf(buf, len, "\033[%sm%s\033[0m", code, text);
  else
    snprintf(buf, len, "%s", text);
}

/* Writes a colorless card's label bold, its letters cycling through the colors. */
static void paint_colorless(session *s, char *buf, size_t len, const char *text) {
  if (!s->color) {
    snprintf(buf, len, "%s", text);
    return;
  }
  size_t n = 0;
  for (int i = 0; text[i] && n + 16 < len; i++)
    n += (size_t)snprintf(buf + n, len - n, "\033[1;%sm%c", ansi_colors[i % 4].code, text[i]);
  snprintf(buf + n, len - n, "\033[0m");
}

/* A face as people read it: "<color> <label>", or the label alone for a colorless card
 * (colored when colors are on). */
const char *repl_face_label(session *s, int type, int color, char *buf, size_t len) {
  const luno_setup *st = luno_setup_of(s->b->g);
  const char *label = st->types[type].label;
  char plain[96];
  if (color < 0) {
    paint_colorless(s, buf, len, label);
  } else {
    snprintf(plain, sizeof plain, "%s %s", st->colors[color], label);
    repl_paint(s, buf, len, st->colors[color], plain);
  }
  return buf;
}

/* A card's face as people read it. */
const char *repl_card_label(session *s, int card, char *buf, size_t len) {
  const luno_card *c = luno_card_at(s->b->g, card);
  return repl_face_label(s, c->type, c->color, buf, len);
}

/* A color's name, in that color. */
const char *repl_color_text(session *s, int color, char *buf, size_t len) {
  const luno_setup *st = luno_setup_of(s->b->g);
  if (color < 0 || color >= st->ncolors)
    snprintf(buf, len, "none");
  else
    repl_paint(s, buf, len, st->colors[color], st->colors[color]);
  return buf;
}

/* Who the screen is for, as the core's view functions take it: everything with `reveal
 * on`, the seat whose view is shown, else what every seat may see. */
int repl_view_of(session *s) {
  if (s->reveal) return LUNO_VIEW_ALL;
  int v = s->public_view ? -1 : repl_viewer(s);
  return v >= 0 ? v : LUNO_VIEW_PUBLIC;
}

/* What the last-card call is called: the rulesets' word (the prelude gives the default),
 * "" with no game. */
const char *repl_call_word(session *s) {
  return s->b && s->b->g ? luno_setup_of(s->b->g)->call_word : "";
}

/* The call as said at the table: the ruleset's call word in capitals. */
const char *repl_call_said(session *s, char *buf, size_t len) {
  snprintf(buf, len, "%s", repl_call_word(s));
  for (char *p = buf; *p; p++)
    *p = (char)toupper((unsigned char)*p);
  return buf;
}

/* What the game's turn draw is called ("draw", or a ruleset's word: "press"). */
const char *repl_draw_word(session *s) {
  const char *w = s->b && s->b->g ? luno_setup_of(s->b->g)->draw_word : "";
  return *w ? w : "draw";
}

/* Whether the viewer may see card (luno_sees; always, with `reveal on`). */
int repl_knows(session *s, int card) { return luno_sees(s->b->g, repl_view_of(s), card); }

/* text with its control bytes written as \xNN. */
const char *repl_shown_text(const char *text, char *out, size_t len) {
  size_t n = 0;
  for (const unsigned char *p = (const unsigned char *)text; *p && n + 5 < len; p++)
    n += (size_t)(*p < 0x20 || *p == 0x7f ? snprintf(out + n, len - n, "\\x%02x", *p)
                                          : (out[n] = (char)*p, 1));
  out[n] = '\0';
  return out;
}

/* text with each "seat N" written as that seat's name. */
const char *repl_name_seats(const char *text, char *out, size_t len) {
  const char *t = text;
  size_t n = 0;
  while (*t && n + 1 < len) {
    int seat, used = 0;
    if (!strncmp(t, "seat ", 5) && sscanf(t + 5, "%d%n", &seat, &used) == 1 && seat >= 0 &&
        seat < LUNO_MAX_SEATS && (t == text || t[-1] == ' ' || t[-1] == '(')) {
      n += (size_t)snprintf(out + n, len - n, "%s", repl_seat_name(seat));
      t += 5 + used;
    } else {
      out[n++] = *t++;
    }
  }
  out[n < len ? n : len - 1] = '\0';
  return out;
}

/* What a CHOOSE answered, in words, given the kind of decision it answered. */
void repl_choice_text(session *s, const luno_action *a, int kind, char *buf, size_t len) {
  const luno_game *g = s->b->g;
  const luno_setup *st = luno_setup_of(g);
  int v = a->value;
  if (kind == LUNO_ASK_COLOR && v >= 0 && v < st->ncolors)
    repl_color_text(s, v, buf, len);
  else if (kind == LUNO_ASK_PLAYER)
    snprintf(buf, len, "%s", repl_seat_name(v));
  else if (kind == LUNO_ASK_CARD && v >= 0 && v < luno_state_of(g)->ncards && repl_knows(s, v))
    repl_card_label(s, v, buf, len);
  else if (kind == LUNO_ASK_CARD)
    snprintf(buf, len, "a card");
  else if (kind == LUNO_ASK_DIRECTION)
    snprintf(buf, len, "%s", v > 0 ? "left" : "right");
  else if (kind == LUNO_ASK_YESNO)
    snprintf(buf, len, "%s", v ? "yes" : "no");
  else if (kind == LUNO_ASK_CHOICE && luno_choice_label(g, v))
    repl_name_seats(luno_choice_label(g, v), buf, len); /* (asked now: the label is there) */
  else
    snprintf(buf, len, "option %d", v);
}

/* An open window's name as people type it: its first word ("steal_top": "steal"). */
const char *repl_reaction_word(const char *name, char *buf, size_t len) {
  size_t first = strcspn(name, "_");
  snprintf(buf, len, "%.*s", (int)(first >= 3 ? first : strlen(name)), name);
  return buf;
}

/* A logged action for people (what it answered from s->notes), as the viewer may see it. */
void repl_describe_action(session *s, const luno_action *a, int index, char *buf, size_t len) {
  const char *who = repl_seat_name(a->seat);
  const log_note *note = index < s->nnotes ? &s->notes[index] : NULL;
  char what[REPL_LABEL_MAX], shown[4 * 256 + 1];
  switch (a->type) {
  case LUNO_ACT_PLAY: {
    char said[LUNO_NAME_MAX];
    snprintf(buf, len, "%s plays %s%s%s", who, repl_card_label(s, a->value, what, sizeof what),
             (a->flags & LUNO_CALL) ? " and calls " : "",
             (a->flags & LUNO_CALL) ? repl_call_said(s, said, sizeof said) : "");
    break;
  }
  case LUNO_ACT_DRAW: snprintf(buf, len, "%s draws", who); break;
  case LUNO_ACT_PASS: snprintf(buf, len, "%s passes", who); break;
  case LUNO_ACT_CHOOSE:
    if (note && note->kind == LUNO_ASK_CHOICE && *note->reason) /* (its label, kept) */
      snprintf(what, sizeof what, "%s", note->reason);
    else
      repl_choice_text(s, a, note ? note->kind : -1, what, sizeof what);
    snprintf(buf, len, "%s chooses %s", who, what);
    break;
  case LUNO_ACT_DECLINE: snprintf(buf, len, "%s declines", who); break;
  case LUNO_ACT_REACT: snprintf(buf, len, "%s reacts", who); break;
  case LUNO_ACT_USE:
    snprintf(buf, len, "%s uses %s", who, repl_card_label(s, a->value, what, sizeof what));
    break;
  case LUNO_ACT_PENALTY:
    snprintf(buf, len, "Referee: %s draws %d as a penalty%s%s", who, a->value,
             note && *note->reason ? ": " : "",
             note ? repl_shown_text(note->reason, shown, sizeof shown) : "");
    break;
  case LUNO_ACT_ANSWER:
    if (a->value < 0)
      snprintf(buf, len, "%s gives no answer", who);
    else
      snprintf(buf, len, "%s answers \"%.400s\"", who,
               repl_shown_text(luno_answer_text(s->b->g, a->value), shown, sizeof shown));
    break;
  default: snprintf(buf, len, "%s does something unknown (%d)", who, a->type);
  }
}
