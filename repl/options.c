/* options.c: the pending decision's options as the REPL numbers, names and finds them:
 * `hint` lists them, `choose` and the play commands look them up by number, name, color,
 * seat or card, and a save's notes say in words what a choice answered. */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cardname.h"
#include "input.h"
#include "look.h"
#include "render.h"
#include "session.h"
#include "view.h"

/* Fills one option of a non-turn decision: its name, number and text. */
static void choice_entry(session *s, const luno_pending *p, int i, opt_entry *e) {
  const luno_game *g = s->b->g;
  const luno_setup *st = luno_setup_of(g);
  int v = p->options[i].value;
  char buf[REPL_LABEL_MAX];
  e->number = i + 1;
  switch (p->kind) {
  case LUNO_ASK_COLOR:
    snprintf(e->name, sizeof e->name, "%s", v >= 0 && v < st->ncolors ? st->colors[v] : "?");
    repl_color_text(s, v, e->text, sizeof e->text);
    break;
  case LUNO_ASK_PLAYER:
    e->number = v;
    snprintf(e->name, sizeof e->name, "%s", repl_seat_name(v));
    snprintf(e->text, sizeof e->text, "%s (seat %d)", repl_seat_name(v), v);
    break;
  case LUNO_ASK_CARD:
    if (v >= 0 && v < luno_state_of(g)->ncards && repl_knows(s, v)) {
      repl_card_short(st, luno_card_at(g, v)->type, luno_card_at(g, v)->color, e->name,
                      sizeof e->name);
      snprintf(e->text, sizeof e->text, "%s (%s)", repl_card_label(s, v, buf, sizeof buf), e->name);
    } else
      snprintf(e->text, sizeof e->text, "a card you cannot see");
    break;
  case LUNO_ASK_DIRECTION:
    snprintf(e->name, sizeof e->name, "%s", v > 0 ? "left" : "right");
    snprintf(e->text, sizeof e->text, "%s",
             v > 0 ? "left (clockwise)" : "right (counterclockwise)");
    break;
  case LUNO_ASK_YESNO:
    snprintf(e->name, sizeof e->name, "%s", v ? "yes" : "no");
    snprintf(e->text, sizeof e->text, "%s",
             !luno_asks_challenge(g) ? e->name
             : v                     ? "yes (challenge)"
                                     : "no (accept)");
    break;
  case LUNO_ASK_CHOICE: {                        /* answered by its number or its words */
    const char *label = luno_choice_label(g, v); /* ("seat 1's set": "Bo's set") */
    repl_name_seats(label ? label : "?", e->text, sizeof e->text);
    size_t n = strnlen(e->text, sizeof e->name - 1); /* (the words typed match its start) */
    memcpy(e->name, e->text, n);
    e->name[n] = '\0';
    break;
  }
  case LUNO_ASK_TEXT: /* its one option is "no answer": `answer` alone */
    snprintf(e->text, sizeof e->text, "no answer (`answer` alone)");
    break;
  default:
    snprintf(buf, sizeof buf, "%d", v);
    snprintf(e->name, sizeof e->name, "%.60s", buf);
    snprintf(e->text, sizeof e->text, "%s", buf);
  }
}

/* Fills one option of a turn; returns 0 when it repeats an earlier one (a second copy). */
static int turn_entry(session *s, const luno_pending *p, int i, opt_entry *out, int n,
                      opt_entry *e) {
  const luno_game *g = s->b->g;
  const luno_action *a = &p->options[i];
  char label[REPL_LABEL_MAX];
  e->number = n + 1;
  if (a->type == LUNO_ACT_PLAY) {
    const luno_card *c = luno_card_at(g, a->value);
    for (int k = 0; k < n; k++) {
      const luno_card *o = out[k].a.type == LUNO_ACT_PLAY ? luno_card_at(g, out[k].a.value) : NULL;
      if (o && o->type == c->type && o->color == c->color && out[k].a.flags == a->flags) return 0;
    }
    repl_card_short(luno_setup_of(g), c->type, c->color, e->name, sizeof e->name);
    snprintf(e->text, sizeof e->text, "play %s (%s)%s",
             repl_card_label(s, a->value, label, sizeof label), e->name,
             (a->flags & LUNO_BLUFF) ? ": a bluff, against the rules if challenged" : "");
  } else if (a->type == LUNO_ACT_DRAW) {
    const char *word = repl_draw_word(s);
    char says[160], named[256];
    int said = luno_host_draw_words(s->b->tab->host, s->b->g, a->seat, says, sizeof says);
    snprintf(e->name, sizeof e->name, "%s", word);
    if (said > 0) /* (a stack on the seat: the rules say what the draw takes) */
      snprintf(e->text, sizeof e->text, "%s %s", word, repl_name_seats(says, named, sizeof named));
    else if (said < 0)
      snprintf(e->text, sizeof e->text, "%s (the rules' draw_says failed: %s)", word,
               luno_host_error(s->b->tab->host));
    else if (strcmp(word, "draw"))
      snprintf(e->text, sizeof e->text, "%s (instead of a card drawn: the rules say what it gives)",
               word);
    else
      snprintf(e->text, sizeof e->text, "draw a card");
  } else {
    int again = luno_state_of(g)->again;
    snprintf(e->name, sizeof e->name, again ? "stop" : "pass");
    snprintf(e->text, sizeof e->text,
             again                          ? "stop (end the turn)"
             : luno_state_of(g)->drawn >= 0 ? "pass (keep the card)"
                                            : "pass");
  }
  return 1;
}

/* The hand position (from 1) of card in seat's hand as shown, or -1. */
static int hand_number(session *s, int seat, int card) {
  int cards[LUNO_MAX_CARDS];
  int held = repl_sorted_hand(s, seat, cards);
  for (int k = 0; card >= 0 && k < held; k++)
    if (cards[k] == card) return k + 1;
  return -1;
}

int repl_options_by_hand(session *s) {
  const luno_pending *p = luno_pending_of(s->b->g);
  if (p->kind == LUNO_ASK_TURN) return 1;
  if (p->kind != LUNO_ASK_CARD) return 0;
  for (int i = 0; i < p->count; i++)
    if (p->options[i].type == LUNO_ACT_CHOOSE && hand_number(s, p->seat, p->options[i].value) < 0)
      return 0;
  return 1;
}

/* Numbers the cards of a turn's plays, or of a choice among the decider's own cards, as
 * the hand numbers them (`play 5` and `choose 5` are the same card); draw, pass and
 * decline go by their names. */
static void number_as_hand(session *s, const luno_pending *p, opt_entry *e, int n) {
  for (int i = 0; i < n; i++)
    e[i].number = e[i].a.type == LUNO_ACT_PLAY || e[i].a.type == LUNO_ACT_CHOOSE
                      ? hand_number(s, p->seat, e[i].a.value)
                      : -1;
}

/* Puts numbered options in their numbers' order, the unnumbered (draw, decline) after. */
static void sort_by_number(opt_entry *e, int n) {
  for (int i = 1; i < n; i++) {
    opt_entry cur = e[i];
    unsigned key = (unsigned)cur.number; /* (-1: last) */
    int j = i;
    for (; j > 0 && (unsigned)e[j - 1].number > key; j--)
      e[j] = e[j - 1];
    e[j] = cur;
  }
}

/* Puts a turn's plays in the order the hand is shown, then draw and pass. */
static void sort_turn(session *s, opt_entry *e, int n) {
  for (int i = 1; i < n; i++) {
    opt_entry cur = e[i];
    long key = cur.a.type == LUNO_ACT_PLAY ? repl_card_key(s->b->g, cur.a.value)
                                           : LONG_MAX - 8 + cur.a.type;
    int j = i;
    for (; j > 0; j--) {
      long k = e[j - 1].a.type == LUNO_ACT_PLAY ? repl_card_key(s->b->g, e[j - 1].a.value)
                                                : LONG_MAX - 8 + e[j - 1].a.type;
      if (k <= key) break;
      e[j] = e[j - 1];
    }
    e[j] = cur;
  }
}

int repl_list_options(session *s, opt_entry *out, int max) {
  const luno_pending *p = luno_pending_of(s->b->g);
  int n = 0;
  for (int i = 0; i < p->count && n < max; i++) {
    opt_entry *e = &out[n];
    memset(e, 0, sizeof *e);
    e->a = p->options[i];
    if (p->options[i].type == LUNO_ACT_DECLINE) {
      e->number = -1;
      snprintf(e->name, sizeof e->name, "decline");
      snprintf(e->text, sizeof e->text, "decline (choose nothing)");
    } else if (p->kind == LUNO_ASK_TURN) {
      if (!turn_entry(s, p, i, out, n, e)) continue;
    } else
      choice_entry(s, p, i, e);
    n++;
  }
  if (p->kind == LUNO_ASK_TURN) sort_turn(s, out, n);
  if (repl_options_by_hand(s)) number_as_hand(s, p, out, n);
  if (p->kind == LUNO_ASK_CARD) sort_by_number(out, n); /* (a turn's: sort_turn's order) */
  return n;
}

/* Whether words name option e (by name, color prefix, seat, card name or synonym). */
static int option_named(session *s, const opt_entry *e, const char *text) {
  const luno_game *g = s->b->g;
  const luno_pending *p = luno_pending_of(g);
  char norm[256], name[64];
  repl_normalize(text, norm, sizeof norm);
  repl_normalize(e->name, name, sizeof name);
  if (*name && !strcmp(norm, name)) return 1;
  if (e->a.type == LUNO_ACT_DECLINE) return !strcmp(norm, "none");
  if (e->a.type == LUNO_ACT_PLAY || (p->kind == LUNO_ASK_CARD && *e->name))
    return repl_names_card(luno_setup_of(g), text, luno_card_at(g, e->a.value)->type,
                           luno_card_at(g, e->a.value)->color);
  if (e->a.type != LUNO_ACT_CHOOSE) return 0;
  if (p->kind == LUNO_ASK_COLOR) return repl_color_by_name(luno_setup_of(g), text) == e->a.value;
  if (p->kind == LUNO_ASK_PLAYER) return repl_parse_seat(s, text) == e->a.value;
  if (p->kind == LUNO_ASK_DIRECTION)
    return e->a.value > 0
               ? !strcmp(norm, "clockwise") || !strcmp(norm, "cw") || !strcmp(norm, "+1")
               : !strcmp(norm, "counterclockwise") || !strcmp(norm, "ccw") || !strcmp(norm, "-1");
  return 0;
}

int repl_find_option(session *s, char **words, int nwords, luno_action *out, char *err,
                     int errlen) {
  opt_entry opts[LUNO_MAX_CARDS + 4];
  int n = repl_list_options(s, opts, LUNO_MAX_CARDS + 4);
  if (nwords < 1) return snprintf(err, (size_t)errlen, "choose what? `hint` lists the options"), -1;
  char text[512];
  size_t used = 0;
  for (int i = 0; i < nwords && used < sizeof text; i++)
    used += (size_t)snprintf(text + used, sizeof text - used, "%s%s", i ? " " : "", words[i]);
  long number = repl_whole(text, 0, INT_MAX);
  int numeric = number >= 0;
  for (int i = 0; i < n; i++) {
    if (numeric ? opts[i].number == number : option_named(s, &opts[i], text)) {
      *out = opts[i].a;
      return 0;
    }
  }
  char names[256];
  used = 0;
  names[0] = '\0';
  for (int i = 0; i < n && used < sizeof names; i++)
    used += (size_t)snprintf(names + used, sizeof names - used, "%s%s", i ? ", " : "",
                             *opts[i].name ? opts[i].name : "?");
  snprintf(err, (size_t)errlen, "'%s' is not one of the options (%s)", text, names);
  return -1;
}
