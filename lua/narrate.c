/* narrate.c: an event of the core in words, for one viewer, as it happens (the live game is
 * read: a draw's cards, the hands counted at a round's end). The viewer's own seat is
 * "you", with a verb to match ("You draw 2: red 1, blue 5"; "seat 2 draws 2 cards"); what
 * the viewer may not know is left out, as luno_event_told leaves it out of the event. The
 * words follow the REPL's. luno serve (and so the web page and the Python client) tells
 * them with each event (luno_session_event's words). */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "narrate.h"
#include <luno/session.h>

/* The most a narrator's label may take: a label painted letter by letter, each letter in
 * its own color (the REPL's on a terminal, about 10 bytes a letter). */
enum { LABEL_MAX = 12 * LUNO_NAME_MAX };

/* A text being written: its buffer, size and length so far (never past the size), and
 * who tells it to whom. */
typedef struct words {
  char *out;
  size_t cap, len;
  const luno_narrator *n;
} words;

/* Appends formatted text, cut to fit. */
__attribute__((format(printf, 2, 3))) static void add(words *w, const char *fmt, ...) {
  if (w->len + 1 >= w->cap) return;
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(w->out + w->len, w->cap - w->len, fmt, ap);
  va_end(ap);
  if (n > 0) w->len += (size_t)n < w->cap - w->len ? (size_t)n : w->cap - w->len - 1;
}

/* Appends text as it is (most words are: no format to read). */
static void put(words *w, const char *text) {
  size_t n = strlen(text);
  if (w->len + n + 1 > w->cap) n = w->cap > w->len + 1 ? w->cap - w->len - 1 : 0;
  memcpy(w->out + w->len, text, n);
  w->len += n;
  w->out[w->len] = '\0';
}

/* Appends a whole number. */
static void put_int(words *w, int v) {
  char buf[16], *p = buf + sizeof buf;
  unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;
  *--p = '\0';
  do
    *--p = (char)('0' + u % 10);
  while (u /= 10);
  if (v < 0) *--p = '-';
  put(w, p);
}

/* Whether seat is the viewer, told as "you". */
static int is_you(const words *w, int seat) {
  return w->n->you && seat >= 0 && seat == w->n->viewer;
}

/* A seat named in the third person: the narrator's name for it, or "seat N" ("Seat N"
 * first). */
static const char *third_person(const words *w, int seat, int first, char *buf, size_t len) {
  if (seat < 0) return first ? "Nobody" : "nobody";
  if (w->n->seat_name) return w->n->seat_name(w->n->ud, seat);
  memcpy(buf, first ? "Seat " : "seat ", 5); /* (seats are 0..9: one digit) */
  buf[5] = (char)('0' + seat % 10), buf[6] = '\0';
  (void)len;
  return buf;
}

/* A seat as the viewer reads it: "you" (capitalized first), else in the third person. */
static const char *seat_words(const words *w, int seat, int first, char *buf, size_t len) {
  if (is_you(w, seat)) return first ? "You" : "you";
  return third_person(w, seat, first, buf, len);
}

/* Writes the subject and its verb: "You play" or "Seat 2 plays" (verbs given as "play",
 * "plays"). */
static void subject(words *w, int seat, const char *you, const char *they) {
  char buf[16];
  put(w, seat_words(w, seat, w->len == 0, buf, sizeof buf));
  put(w, " ");
  put(w, is_you(w, seat) ? you : they);
}

/* A face's words: the narrator's label, else "red 7", or "Wild" for a colorless card. */
static void type_words(words *w, const luno_game *g, int type, int color) {
  const luno_setup *st = luno_setup_of(g);
  if (w->n->card_label) {
    char buf[LABEL_MAX];
    return put(w, w->n->card_label(w->n->ud, type, color, buf, sizeof buf));
  }
  if (color >= 0) put(w, st->colors[color]), put(w, " ");
  put(w, st->types[type].label);
}

/* A color's words: the narrator's label (the REPL paints it), else its name. */
static void color_words(words *w, const luno_game *g, int color) {
  if (!w->n->color_label) return put(w, luno_setup_of(g)->colors[color]);
  char buf[LABEL_MAX];
  put(w, w->n->color_label(w->n->ud, color, buf, sizeof buf));
}

/* A card's words in a round's count. */
static void count_card_words(words *w, const luno_game *g, int card) {
  const luno_card *c = luno_card_at(g, card);
  if (!w->n->count_label) return type_words(w, g, c->type, c->color);
  char buf[LABEL_MAX];
  put(w, w->n->count_label(w->n->ud, c->type, c->color, buf, sizeof buf));
}

/* A card's words, as it is now. */
static void card_words(words *w, const luno_game *g, int card) {
  const luno_card *c = luno_card_at(g, card);
  type_words(w, g, c->type, c->color);
}

/* The event's own card as it was then. */
static void face_words(words *w, const luno_game *g, const narrate_fact *f) {
  if (f->face_type < 0) return put(w, "a card");
  type_words(w, g, f->face_type, f->face_color);
}

/* Whether viewer knew the event's card and words when it happened. */
static int knew(const words *w, const luno_game *g, const narrate_fact *f) {
  return luno_event_seen(g, w->n->viewer, f->seen_by);
}

/* The cards of a draw as one list (" red 1, blue 5"), cut with "and N more" where the
 * text would run out of room (the room for that kept at every card before it). */
static void drawn_words(words *w, const luno_game *g, const uint16_t *cards, int count) {
  enum { MORE = 24 }; /* ", and 1000000 more" */
  char label[LABEL_MAX + 2];
  for (int i = 0; i < count; i++) {
    words one = {label, sizeof label, 0, w->n};
    put(&one, i ? ", " : " "), card_words(&one, g, cards[i]);
    size_t room = w->cap - w->len, need = one.len + (i + 1 < count ? MORE : 0) + 1;
    if (need > room) {
      if (i == 0) return;
      return put(w, ", and "), put_int(w, count - i), put(w, " more");
    }
    put(w, label);
  }
}

/* A draw: the card, when the viewer may know it; else how many. */
static void draw_words(words *w, const luno_game *g, const narrate_fact *f) {
  const luno_log_event *e = &f->e;
  if (e->card >= 0) {
    subject(w, e->seat, "draw", "draws");
    if (knew(w, g, f))
      put(w, " "), face_words(w, g, f);
    else
      put(w, " a card");
    return;
  }
  if (e->value <= 0) {
    subject(w, e->seat, "cannot", "cannot");
    return add(w, " draw: no cards are left");
  }
  int n;
  const uint16_t *hand = luno_pile(g, LUNO_HAND(e->seat), &n);
  int known = n >= e->value;
  for (int i = n - e->value; known && i < n; i++)
    known = luno_sees(g, w->n->viewer, hand[i]);
  subject(w, e->seat, "draw", "draws");
  if (!known) return e->value == 1 ? add(w, " a card") : add(w, " %d cards", e->value);
  if (e->value == 1) return add(w, " "), card_words(w, g, hand[n - 1]);
  put(w, " "), put_int(w, e->value), put(w, ":");
  drawn_words(w, g, hand + n - e->value, e->value);
}

/* Seat's hand counted card by card ("Seat 2: red 5 5 + Wild 50 = 55"), on a line of its
 * own; nothing for an empty hand. (Named in the third person, so every viewer reads the
 * same count.) */
static void count_words(words *w, const luno_game *g, int seat) {
  int n, total = 0;
  const uint16_t *hand = luno_pile(g, LUNO_HAND(seat), &n);
  char buf[16];
  if (n == 0) return;
  put(w, "\n  "), put(w, third_person(w, seat, 1, buf, sizeof buf)), put(w, ":");
  for (int i = 0; i < n; i++) {
    int points = luno_setup_of(g)->types[luno_card_at(g, hand[i])->type].points;
    put(w, i ? " + " : " "), count_card_words(w, g, hand[i]), put(w, " "), put_int(w, points);
    total += points;
  }
  put(w, " = "), put_int(w, total);
}

/* The scores after a round: each seat's, or each team's seats and total ("Team scores:
 * seat 0 & seat 2 61, seat 1 & seat 3 0"). */
static void scores_words(words *w, const luno_game *g) {
  const luno_state *st = luno_state_of(g);
  const luno_setup *su = luno_setup_of(g);
  char buf[16];
  add(w, "\n%s%s:", su->teams > 0 ? "Team scores" : "Scores",
      su->scoring == LUNO_SCORE_PENALTY ? " (lowest wins)" : "");
  for (int k = 0; k < (su->teams > 0 ? su->teams : st->players); k++) {
    int first = -1;
    for (int seat = 0; seat < st->players; seat++) {
      if (su->teams > 0 ? su->team[seat] != k : seat != k) continue;
      put(w, first < 0 ? " " : " & "), put(w, third_person(w, seat, 0, buf, sizeof buf));
      if (first < 0) first = seat;
    }
    if (first < 0) continue;
    put(w, " "), put_int(w, st->scores[first]);
    put(w, k + 1 < (su->teams > 0 ? su->teams : st->players) ? "," : "");
  }
}

/* The end of a round: who won it, the hands that score counted, and the scores. */
static void score_words(words *w, const luno_game *g, const luno_log_event *e) {
  const luno_state *st = luno_state_of(g);
  if (e->seat >= 0)
    subject(w, e->seat, "win", "wins"), add(w, " round %d", st->round);
  else
    add(w, "Round %d ends", st->round);
  for (int seat = 0; seat < st->players; seat++)
    if (narrate_counts_hand(g, e, seat)) count_words(w, g, seat);
  scores_words(w, g);
}

int narrate_counts_hand(const luno_game *g, const luno_log_event *e, int seat) {
  return seat != e->seat && (e->seat < 0 || luno_setup_of(g)->scoring == LUNO_SCORE_PENALTY ||
                             luno_team_of(g, seat) != luno_team_of(g, e->seat));
}

/* The subject and the ruleset's verb for a play: "You play", "Bo discards" (play_word). */
static void play_verb(words *w, const luno_game *g, int seat) {
  const char *word = luno_setup_of(g)->play_word;
  char third[LUNO_NAME_MAX + 2];
  if (!word[0]) return subject(w, seat, "play", "plays");
  snprintf(third, sizeof third, "%ss", word);
  subject(w, seat, word, third);
}

/* A zone as people read it: "the row", "your pass", "Bo's laid 1" (its name without the
 * seat, a numbered pile's number after a space; a seat's zone by whose it is). */
static void zone_name(words *w, const luno_game *g, int k) {
  const luno_zone *z = luno_setup_zone(luno_setup_of(g), k);
  char buf[16], name[LUNO_NAME_MAX];
  luno_zone_words(z, name, sizeof name);
  if (!z->owned)
    put(w, "the ");
  else if (is_you(w, z->owner))
    put(w, "your ");
  else
    put(w, third_person(w, z->owner, 0, buf, sizeof buf)), put(w, "'s ");
  put(w, name);
}

/* Who a card is shown to, whose it is, and (to those who know it) which: "You now see seat
 * 2's cards: red 5", "Seat 0 now sees seat 2's cards", "Everyone now sees a card of the
 * row: green 5". */
static void reveal_words(words *w, const luno_game *g, const narrate_fact *f) {
  const luno_log_event *e = &f->e;
  int players = luno_state_of(g)->players, all = (1 << players) - 1, many = 0;
  char buf[16];
  if ((e->value & all) == all)
    add(w, "Everyone now sees");
  else if (w->n->you && w->n->viewer >= 0 && e->value == 1 << w->n->viewer)
    add(w, "You now see");
  else {
    for (int s = 0; s < players; s++)
      if ((e->value >> s) & 1)
        add(w, "%s%s", many++ ? " and " : "", seat_words(w, s, w->len == 0, buf, sizeof buf));
    add(w, many > 1 ? " now see" : " now sees");
  }
  int ncards = luno_state_of(g)->ncards, zone = -1;
  if (e->seat < 0 && e->card >= 0 && e->card < ncards) /* (where it is: a zone's card) */
    zone = luno_card_at(g, e->card)->pile - LUNO_ZONE0;
  if (zone >= 0 && zone < luno_setup_of(g)->nzones)
    put(w, " a card of "), zone_name(w, g, zone);
  else if (e->seat < 0)
    add(w, " the table's cards");
  else if (is_you(w, e->seat))
    add(w, " your cards");
  else
    add(w, " %s's cards", third_person(w, e->seat, 0, buf, sizeof buf));
  if (knew(w, g, f)) put(w, ": "), face_words(w, g, f);
}

/* A card into or out of a zone, the card where the viewer may know it: "Seat 1 puts red 5
 * in the row", "Red 5 goes to the row", "Seat 2 takes a card from seat 2's pass". */
static void zone_words(words *w, const luno_game *g, const narrate_fact *f) {
  const luno_log_event *e = &f->e;
  int k = (e->value > 0 ? e->value : -e->value) - 1, into = e->value > 0;
  if (k < 0 || k >= luno_setup_of(g)->nzones) return;
  char card[LABEL_MAX + 8];
  words c = {card, sizeof card, 0, w->n};
  if (knew(w, g, f))
    face_words(&c, g, f);
  else
    put(&c, "a card");
  if (e->seat >= 0) {
    subject(w, e->seat, into ? "put" : "take", into ? "puts" : "takes");
    put(w, " "), put(w, card), put(w, into ? " in " : " from ");
  } else {
    if (w->len == 0 && card[0]) card[0] = (char)toupper((unsigned char)card[0]);
    put(w, card), put(w, into ? " goes to " : " leaves ");
  }
  zone_name(w, g, k);
}

/* A reaction taken: "Seat 1 reacts: uno on seat 0" (a window's name with spaces). */
static void react_words(words *w, const luno_log_event *e) {
  char name[LUNO_NAME_MAX], buf[16];
  snprintf(name, sizeof name, "%s", e->text ? e->text : "");
  for (char *p = name; *p; p++)
    if (*p == '_') *p = ' ';
  subject(w, e->seat, "react", "reacts");
  if (*name) add(w, ": %s", name);
  if (e->card >= 0 && e->card != e->seat)
    add(w, " on %s", seat_words(w, e->card, 0, buf, sizeof buf));
}

/* The events of a turn's flow, one line each. */
static void turn_words(words *w, const luno_game *g, const narrate_fact *f) {
  const luno_log_event *e = &f->e;
  const luno_setup *st = luno_setup_of(g);
  char buf[16];
  switch (e->kind) {
  case LUNO_LOG_PLAY:
    play_verb(w, g, e->seat), put(w, " "), face_words(w, g, f);
    if (e->value & LUNO_CALL) {
      char said[sizeof st->call_word];
      snprintf(said, sizeof said, "%s", st->call_word); /* (the rulesets' word: prelude.lua) */
      for (char *p = said; *p; p++)                     /* (called out: "UNO", "DOS") */
        *p = (char)toupper((unsigned char)*p);
      add(w, " and call%s %s", is_you(w, e->seat) ? "" : "s", said);
    }
    break;
  case LUNO_LOG_PASS:
    if (e->value == 1)
      subject(w, e->seat, "stop", "stops");
    else if (f->kept)
      subject(w, e->seat, "keep", "keeps"), add(w, " the card");
    else
      subject(w, e->seat, "pass", "passes");
    break;
  case LUNO_LOG_SKIP:
    if (e->value == 1)
      subject(w, e->seat, "lose", "loses"), add(w, " the turn");
    else
      add(w, "%d players lose their turn, up to %s", e->value,
          seat_words(w, e->seat, 0, buf, sizeof buf));
    break;
  case LUNO_LOG_REVERSE:
    add(w, "Play reverses: now %s", e->value > 0 ? "clockwise" : "counterclockwise");
    break;
  case LUNO_LOG_COLOR:
    if (e->value < 0 || e->value >= st->ncolors) break;
    if (e->card >= 0)
      subject(w, e->card, "choose", "chooses"), put(w, " ");
    else
      put(w, "The color is now ");
    color_words(w, g, e->value);
    break;
  default: break;
  }
}

void narrate_fact_of(const luno_game *g, const luno_log_event *e, narrate_fact *f) {
  const luno_card *c =
      luno_event_has_card(e->kind) && e->card >= 0 && e->card < luno_state_of(g)->ncards
          ? luno_card_at(g, e->card)
          : NULL;
  *f = (narrate_fact){.e = *e,
                      .seen_by = luno_event_seen_by(g, e),
                      .face_type = (int8_t)(c ? c->type : -1),
                      .face_color = (int8_t)(c ? c->color : -1),
                      .kept = e->kind == LUNO_LOG_PASS && luno_state_of(g)->drawn >= 0};
}

int luno_narrate_joins(const luno_log_event *before, const luno_log_event *e) {
  return before->kind == LUNO_LOG_DRAW && e->kind == LUNO_LOG_DRAW && before->card < 0 &&
         e->card < 0 && before->value > 0 && e->value > 0 && before->seat == e->seat;
}

int narrate_needs_now(const luno_log_event *e) {
  return e->kind == LUNO_LOG_SCORE || (e->kind == LUNO_LOG_DRAW && e->card < 0 && e->value > 0);
}

int luno_narrate(const luno_game *g, const luno_log_event *e, int viewer, char *out, int len) {
  luno_narrator n = {.viewer = viewer, .you = 1};
  return luno_narrate_as(g, e, &n, out, len);
}

int luno_narrate_as(const luno_game *g, const luno_log_event *e, const luno_narrator *n, char *out,
                    int len) {
  narrate_fact f;
  narrate_fact_of(g, e, &f);
  return narrate_told(g, &f, n, out, len);
}

int narrate_kept(const luno_game *g, const narrate_fact *f, int viewer, char *out, int len) {
  luno_narrator n = {.viewer = viewer, .you = 1};
  return narrate_told(g, f, &n, out, len);
}

/* A script's words, with each "seat N" in them the narrator's name for that seat (a
 * script names seats by number: g:say("%s draws", seat) reads "seat 2 draws"). */
static void script_words(words *w, const char *text) {
  if (!w->n->seat_name) return put(w, text);
  for (const char *t = text; *t && w->len + 1 < w->cap;) {
    int seat, used = 0;
    if (!strncmp(t, "seat ", 5) && sscanf(t + 5, "%d%n", &seat, &used) == 1 && seat >= 0 &&
        seat < LUNO_MAX_SEATS && (t == text || t[-1] == ' ' || t[-1] == '(')) {
      put(w, w->n->seat_name(w->n->ud, seat));
      t += 5 + used;
    } else {
      char one[2] = {*t++, '\0'};
      put(w, one);
    }
  }
}

/* The match's end: "Seat 1 wins the match with 512 points!", a team's "Seat 1's team wins
 * ...", "Your team wins ...". */
static void over_words(words *w, const luno_game *g, const luno_log_event *e) {
  char buf[16];
  if (luno_setup_of(g)->teams <= 0)
    return subject(w, e->seat, "win", "wins"), add(w, " the match with %d points!", e->value);
  if (is_you(w, e->seat))
    put(w, "Your team wins");
  else
    put(w, third_person(w, e->seat, 1, buf, sizeof buf)), put(w, "'s team wins");
  add(w, " the match with %d points!", e->value);
}

int narrate_told(const luno_game *g, const narrate_fact *f, const luno_narrator *n, char *out,
                 int len) {
  const luno_log_event *e = &f->e;
  words w = {out, (size_t)len, 0, n};
  char buf[16];
  if (len <= 0) return 0;
  out[0] = '\0';
  switch (e->kind) {
  case LUNO_LOG_ROUND:
    add(&w, "Round %d: %s deal%s", e->value, seat_words(&w, e->seat, 0, buf, sizeof buf),
        is_you(&w, e->seat) ? "" : "s");
    break;
  case LUNO_LOG_DEAL:
    add(&w, "Each player is dealt %d card%s", e->value, e->value == 1 ? "" : "s");
    break;
  case LUNO_LOG_FLIP:
    put(&w, e->value ? "Flipped onto the pile: " : "First card: "), face_words(&w, g, f);
    break;
  case LUNO_LOG_TURN: break; /* (the state says whose turn it is) */
  case LUNO_LOG_DRAW: draw_words(&w, g, f); break;
  case LUNO_LOG_RESHUFFLE:
    add(&w, "The discard pile is shuffled into a new draw pile (%d cards)", e->value);
    break;
  case LUNO_LOG_SCORE: score_words(&w, g, e); break;
  case LUNO_LOG_OVER: over_words(&w, g, e); break;
  case LUNO_LOG_SAY:
    if (knew(&w, g, f))
      put(&w, "* "), script_words(&w, e->text ? e->text : "");
    else
      add(&w, "* (a message for %s)", seat_words(&w, e->seat, 0, buf, sizeof buf));
    break;
  case LUNO_LOG_REACT: react_words(&w, e); break;
  case LUNO_LOG_SWAP:
    add(&w, "%s and ", seat_words(&w, e->seat, 1, buf, sizeof buf));
    add(&w, "%s swap hands", seat_words(&w, e->value, 0, buf, sizeof buf));
    break;
  case LUNO_LOG_PASS_HANDS:
    add(&w, "Every hand passes one seat %s", e->value > 0 ? "clockwise" : "counterclockwise");
    break;
  case LUNO_LOG_REVEAL: reveal_words(&w, g, f); break;
  case LUNO_LOG_ZONE: zone_words(&w, g, f); break;
  case LUNO_LOG_WINDOW: {
    char name[LUNO_NAME_MAX];
    snprintf(name, sizeof name, "%s", e->text ? e->text : "");
    for (char *p = name; *p; p++)
      if (*p == '_') *p = ' ';
    add(&w, "A reaction is open: %s", name);
    if (e->card >= 0) add(&w, " (on %s)", seat_words(&w, e->card, 0, buf, sizeof buf));
    break;
  }
  default: turn_words(&w, g, f); break;
  }
  return (int)w.len;
}
